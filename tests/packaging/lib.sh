# shellcheck shell=bash disable=SC2154 # the callers set root, home, out, display, fbdir, app_id
# Shared by the clean-root checks (deb-root.sh, tarball-root.sh): they run as
# mmdebstrap customize hooks, on the host as root, with the new root in $root.
# Sourced, not run.

# apt and dpkg as the root's administrator.
admin() {
  chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"
}

# The game as a person in that root would start it: a fresh environment, a
# user's PATH (with /usr/games), a home folder under /tmp.
in_root() {
  chroot "$root" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/games \
    HOME="$home" LANG=C.UTF-8 SDL_AUDIODRIVER=dummy "$@"
}

# Same, with the host's Xvfb as the display (X11 reaches it through the abstract
# socket, which a chroot shares).
in_root_x() {
  chroot "$root" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/games \
    HOME="$home" LANG=C.UTF-8 SDL_AUDIODRIVER=dummy DISPLAY="$display" "$@"
}

# Every path in the root with its type, less what apt, dpkg and the kernel keep
# for themselves: two snapshots differ exactly by what a package left behind.
snapshot() {
  (cd "$root" && find . -xdev \( -path ./proc -o -path ./sys -o -path ./dev -o -path ./run \
    -o -path ./tmp -o -path ./var/lib/dpkg -o -path ./var/lib/apt -o -path ./var/cache \
    -o -path ./var/log \) -prune -o -printf '%y %p\n' | LC_ALL=C sort)
}

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

ok() {
  printf '  ok %3ds: %s\n' "$SECONDS" "$*"
}

# A PNG of the expected size that is not one flat colour (a frame actually drawn).
check_png() {
  local png=$1 w=$2 h=$3
  [ -s "$png" ] || fail "$png was not written"
  local head
  head=$(od -An -tx1 -N24 "$png" | tr -d ' \n')
  [ "${head:0:16}" = "89504e470d0a1a0a" ] || fail "$png is not a PNG"
  if [ $((16#${head:32:8})) -ne "$w" ] || [ $((16#${head:40:8})) -ne "$h" ]; then
    fail "$png is $((16#${head:32:8}))x$((16#${head:40:8})), not ${w}x${h}"
  fi
  [ "$(stat -c %s "$png")" -gt 20000 ] || fail "$png is nearly empty"
}

# Starts CMD... in the root on the Xvfb display and waits up to 10 s for its
# window (found by the window class, which is the desktop id). Returns 1 if
# none appeared, saying what the game was doing; the game stays running.
launch_and_wait_window() {
  chroot "$root" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/games \
    HOME="$home" LANG=C.UTF-8 SDL_AUDIODRIVER=dummy DISPLAY="$display" "$@" \
    >"$out/launch.log" 2>&1 &
  game_pid=$!
  local windows
  for _ in $(seq 1 100); do
    windows=$(xwininfo -display "$display" -root -tree 2>/dev/null || true)
    if grep -qF "\"$app_id\"" <<<"$windows"; then
      return 0
    fi
    kill -0 "$game_pid" 2>/dev/null || fail "the game exited at once: $(cat "$out/launch.log")"
    sleep 0.1
  done
  local sockets
  sockets=$(find "/proc/$game_pid/fd" -lname 'socket:*' 2>/dev/null | wc -l)
  echo "  no window of class $app_id within 10 s (load: $(cut -d' ' -f1-3 /proc/loadavg);" \
    "the game runs with $sockets sockets open; its output: $(cat "$out/launch.log"))" >&2
  return 1
}

# Starts CMD... as above, captures the screen to OUT_PNG once the first frame
# is drawn, and leaves the game running with its pid in $game_pid. A window
# that does not appear is waited for once more from a fresh start: on a
# loaded machine the X connection of a chroot has failed once in many runs.
launch_and_capture() {
  local out_png=$1
  shift
  if ! launch_and_wait_window "$@"; then
    stop_game
    launch_and_wait_window "$@" || fail "no window of class $app_id appeared within 10 s, twice"
    echo "  the window appeared at the second start" >&2
  fi
  # Capture until the first frame is there (a black screen compresses to a few kB).
  for _ in $(seq 1 30); do
    sleep 0.5
    kill -0 "$game_pid" 2>/dev/null || fail "the game died after opening its window"
    xwdtopnm "$fbdir/Xvfb_screen0" 2>/dev/null | pnmtopng >"$out_png"
    [ "$(stat -c %s "$out_png")" -gt 100000 ] && break
  done
  sleep 1
  kill -0 "$game_pid" 2>/dev/null || fail "the game died after its first frame"
}

# Whether the game (in $game_pid) has a file open whose path contains TEXT.
game_has_open() {
  local fd
  for fd in "/proc/$game_pid/fd/"*; do
    case "$(readlink "$fd" 2>/dev/null)" in
    *"$1"*) return 0 ;;
    esac
  done
  return 1
}

stop_game() {
  kill "$game_pid" 2>/dev/null || true
  wait "$game_pid" 2>/dev/null || true
}
