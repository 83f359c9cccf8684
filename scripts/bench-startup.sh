#!/usr/bin/env bash
# Start-up as the player sees it: exec to the first painted frame of the window,
# watched through the X server (tests/bench/bench_startup.c), for
#   - the menu, with the art cache warm (every start after the first),
#   - the menu on a first start (empty art cache: every SVG rasterized),
#   - a table straight from the command line (--game),
# and Simon Tatham's sgt-net and sgt-mines (Debian: sgt-puzzles, which the script
# installs with Xvfb: scripts/deps.sh --bench) measured the same way in the same
# rounds, with the ratios.
#   scripts/bench-startup.sh [RUNS]      (default 15; builds build/ if needed)
# Without $DISPLAY it starts its own Xvfb. Quote `uptime` with the figures:
# on a loaded machine every figure grows, the ratios much less.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh --bench
runs=${1:-15}
if [ ! -d build ]; then
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build build --target monstermoon mm_bench_startup -j2 >/dev/null
bin=$PWD/build/monstermoon
probe=$PWD/build/tests/mm_bench_startup

xvfb_pid=
home=$(mktemp -d)
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  rm -rf "$home"
}
trap cleanup EXIT
if [ -z "${DISPLAY:-}" ]; then
  exec 3< <(Xvfb -displayfd 1 -screen 0 1920x1080x24 -nolisten tcp 2>/dev/null & echo "pid $!")
  read -r _ xvfb_pid <&3
  read -r display <&3
  export DISPLAY=":$display"
fi

# A fresh player: default settings, no saves; the art cache lives beside them.
export MONSTERMOON_HOME=$home
cmds=()
for tool in sgt-net sgt-mines; do
  path=$(command -v "$tool" || true)
  [ -z "$path" ] && [ -x "/usr/games/$tool" ] && path=/usr/games/$tool
  [ -n "$path" ] && cmds+=("$tool" -- "$path" ---)
done
cmds+=(menu -- "$bin" ---)
cmds+=("menu, first start" -- sh -c "rm -rf '$home/cache'; exec '$bin'" ---)
cmds+=("--game monsters-on-the-run" -- "$bin" --game monsters-on-the-run --players human,cpu,cpu --seed 1)
echo "load: $(uptime | sed 's/.*load average: //')"
"$probe" "$runs" "${cmds[@]}"
echo "load: $(uptime | sed 's/.*load average: //')"
