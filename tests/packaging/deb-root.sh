#!/usr/bin/env bash
# mmdebstrap customize hook, run by scripts/package-test.sh on the host as root.
# In a clean Debian 12 root: installs what the .deb depends on, then the .deb,
# starts the installed game (command line, headless games, screenshots, and the
# command its desktop entry names under Xvfb), purges it and checks that nothing
# of it is left.
#   deb-root.sh ROOT DEB EXPECTED_HEADLESS OUT_DIR DISPLAY FBDIR APP_ID
set -euo pipefail
root=$1 deb=$2 expected=$3 out=$4 display=$5 fbdir=$6 app_id=$7
home=/tmp/player
# shellcheck source=tests/packaging/lib.sh
. "$(dirname "$0")/lib.sh"

version=$(dpkg-deb -f "$deb" Version)
version=${version%-*} # the upstream version, without the Debian revision
mkdir -p "$root/tmp/pkg" "$root$home" "$out"
cp "$deb" "$root/tmp/pkg/"
debname=$(basename "$deb")

echo "deb: installing its dependencies"
admin apt-get satisfy -y -q --no-install-recommends "$(dpkg-deb -f "$deb" Depends)" \
  >"$out/apt-deps.log" 2>&1 || { cat "$out/apt-deps.log"; fail "apt-get satisfy"; }
ok "$(grep -E '^[0-9]+ upgraded' "$out/apt-deps.log")"
snapshot >"$out/before.txt"

echo "deb: installing $debname"
admin apt-get install -y -q --no-install-recommends "/tmp/pkg/$debname" \
  >"$out/apt-install.log" 2>&1 || { cat "$out/apt-install.log"; fail "apt-get install"; }
grep -q '^0 upgraded, 1 newly installed' "$out/apt-install.log" ||
  fail "installing the .deb pulled in more than its declared dependencies: $(cat "$out/apt-install.log")"
ok "installed alone: $(grep -E '^0 upgraded' "$out/apt-install.log")"

echo "deb: the installed game"
[ "$(in_root monstermoon --version)" = "monstermoon $version" ] || fail "--version"
ok "monstermoon --version: $(in_root monstermoon --version)"
in_root monstermoon --list-games | grep -q '^monsters-on-the-run' || fail "--list-games"
ok "--list-games: $(in_root monstermoon --list-games | grep -vc '^[[:space:]]') games"
in_root monstermoon --headless --game monsters-on-the-run --players cpu,cpu,cpu,cpu \
  --seed 7 --games 20 >"$out/headless.jsonl" || fail "--headless"
diff -u "$expected" "$out/headless.jsonl" || fail "headless games differ from the build's"
ok "20 seeded headless games, the same as the build's"

# No display: SDL's dummy driver.
in_root monstermoon --screenshot /tmp/menu-dummy.png --scene menu --size 1280x720 --lang en ||
  fail "--screenshot without a display"
cp "$root/tmp/menu-dummy.png" "$out/"
check_png "$out/menu-dummy.png" 1280 720
ok "screenshot without a display (menu-dummy.png)"

# Under Xvfb, in both languages: the German catalogue comes from /usr/share/locale.
for lang in en de; do
  in_root_x monstermoon --screenshot "/tmp/menu-$lang.png" --scene menu --size 1280x720 \
    --lang "$lang" || fail "--screenshot under Xvfb ($lang)"
  cp "$root/tmp/menu-$lang.png" "$out/"
  check_png "$out/menu-$lang.png" 1280 720
done
cmp -s "$out/menu-en.png" "$out/menu-de.png" && fail "the German menu looks English"
in_root_x monstermoon --screenshot /tmp/play-de.png --game monsters-on-the-run \
  --players human,cpu,cpu,cpu --seed 42 --moves 8 --size 1280x720 --lang de ||
  fail "--screenshot of a game under Xvfb"
cp "$root/tmp/play-de.png" "$out/"
check_png "$out/play-de.png" 1280 720
ok "screenshots under Xvfb: menu-en.png, menu-de.png (translated), play-de.png"

# The desktop entry's command opens the game's window.
desktop="$root/usr/share/applications/$app_id.desktop"
[ -f "$desktop" ] || fail "no desktop entry $app_id.desktop"
exec_cmd=$(sed -n 's/^Exec=//p' "$desktop")
icon=$(sed -n 's/^Icon=//p' "$desktop")
for f in "scalable/apps/$icon.svg" "256x256/apps/$icon.png"; do
  [ -f "$root/usr/share/icons/hicolor/$f" ] || fail "icon $f not installed"
done
# shellcheck disable=SC2086 # Exec holds a command line
launch_and_capture "$out/desktop-launch.png" $exec_cmd
check_png "$out/desktop-launch.png" 1280 720
stop_game
[ -d "$root$home/.local/share/monstermoon/saves" ] || fail "no user data folder"
ok "Exec=$exec_cmd opened a window of class $app_id (desktop-launch.png); user data in ~/.local/share/monstermoon"

echo "deb: purging"
admin apt-get purge -y -q monstermoon >"$out/apt-purge.log" 2>&1 ||
  { cat "$out/apt-purge.log"; fail "apt-get purge"; }
snapshot >"$out/after.txt"
diff -u "$out/before.txt" "$out/after.txt" || fail "the purge left files behind (above)"
# shellcheck disable=SC2016 # dpkg-query's own ${fields}
status=$(admin dpkg-query -W -f='${db:Status-Status}' monstermoon 2>/dev/null || true)
case "$status" in
"" | not-installed) ;;
*) fail "dpkg still has monstermoon as $status" ;;
esac
ok "purged: the root is as it was before the install ($(wc -l <"$out/after.txt") paths compared)"
