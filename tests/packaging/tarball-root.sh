#!/usr/bin/env bash
# mmdebstrap customize hook, run by scripts/package-test.sh on the host as root.
# In a clean Debian 12 root with only the libraries the game links (no fonts at
# all): unpacks the portable tarball into a home folder, runs it from elsewhere,
# directly and through a symlink (command line, headless games, screenshots, its
# window under Xvfb drawn with the bundled font), deletes it and checks that
# nothing else of it is left.
#   tarball-root.sh ROOT TARBALL DEB EXPECTED_HEADLESS OUT_DIR DISPLAY FBDIR APP_ID
set -euo pipefail
root=$1 tarball=$2 deb=$3 expected=$4 out=$5 display=$6 fbdir=$7 app_id=$8
home=/home/player
# shellcheck source=tests/packaging/lib.sh
. "$(dirname "$0")/lib.sh"

version=$(dpkg-deb -f "$deb" Version)
version=${version%-*} # the upstream version, without the Debian revision
mkdir -p "$root/tmp/pkg" "$out"
cp "$tarball" "$root/tmp/pkg/"
tarname=$(basename "$tarball")
folder=${tarname%.tar.gz}

# The libraries the binary links, as the .deb's shlibdeps found them; no font.
libs=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | grep -v fonts-dejavu | paste -sd, -)
echo "tarball: installing the libraries it needs"
admin apt-get satisfy -y -q --no-install-recommends "$libs" >"$out/apt-libs.log" 2>&1 ||
  { cat "$out/apt-libs.log"; fail "apt-get satisfy"; }
ok "$(grep -E '^[0-9]+ upgraded' "$out/apt-libs.log")"
# fontconfig-config pulls in some font; remove them all so fontconfig finds none.
# shellcheck disable=SC2016 # dpkg-query's own ${fields}
fonts=$(admin dpkg-query -W -f='${db:Status-Status} ${Package}\n' 'fonts-*' 2>/dev/null |
  awk '$1 == "installed" { print $2 }' || true)
if [ -n "$fonts" ]; then
  # shellcheck disable=SC2086
  admin dpkg --purge --force-depends $fonts >"$out/purge-fonts.log" 2>&1 ||
    { cat "$out/purge-fonts.log"; fail "removing the fonts"; }
fi
find "$root/usr/share/fonts" -type f 2>/dev/null | grep -q . && fail "fonts left in the root"
ok "no font in the root (removed: ${fonts:-none})"
# A home as a desktop user has it: the game adds only ~/.local/share/monstermoon
# (settings, saves) and ~/.cache/monstermoon (rasterized art).
mkdir -p "$root$home/Games" "$root$home/bin" "$root$home/.local/share" "$root$home/.cache"
snapshot >"$out/before.txt"

echo "tarball: unpacking $tarname into ~/Games"
in_root tar -xzf "/tmp/pkg/$tarname" -C "$home/Games"
game="$home/Games/$folder/monstermoon"
[ -x "$root$game" ] || fail "no $folder/monstermoon in the tarball"
[ -f "$root$home/Games/$folder/assets/fonts/DejaVuSans.ttf" ] || fail "no bundled font"

echo "tarball: the unpacked game, started from /"
[ "$(in_root "$game" --version)" = "monstermoon $version" ] || fail "--version"
ok "--version: $(in_root "$game" --version)"
in_root "$game" --list-games | grep -q '^monsters-on-the-run' || fail "--list-games"
in_root "$game" --headless --game monsters-on-the-run --players cpu,cpu,cpu,cpu --seed 7 \
  --games 20 >"$out/headless.jsonl" || fail "--headless"
diff -u "$expected" "$out/headless.jsonl" || fail "headless games differ from the build's"
ok "--list-games and 20 seeded headless games, the same as the build's"

in_root "$game" --screenshot /tmp/menu-dummy.png --scene menu --size 1280x720 --lang en ||
  fail "--screenshot without a display"
cp "$root/tmp/menu-dummy.png" "$out/"
check_png "$out/menu-dummy.png" 1280 720
for lang in en de; do
  in_root_x "$game" --screenshot "/tmp/menu-$lang.png" --scene menu --size 1280x720 \
    --lang "$lang" || fail "--screenshot under Xvfb ($lang)"
  cp "$root/tmp/menu-$lang.png" "$out/"
  check_png "$out/menu-$lang.png" 1280 720
done
cmp -s "$out/menu-en.png" "$out/menu-de.png" && fail "the German menu looks English"
ok "screenshots: menu-dummy.png, menu-en.png, menu-de.png (translated, from assets/locale)"

# Through a symlink in ~/bin, as people start unpacked games.
ln -s "../Games/$folder/monstermoon" "$root$home/bin/monstermoon"
launch_and_capture "$out/window.png" "$home/bin/monstermoon"
check_png "$out/window.png" 1280 720
game_has_open "$folder/assets/fonts/DejaVuSans" ||
  fail "the window does not draw with the bundled font"
stop_game
rm "$root$home/bin/monstermoon"
ok "its window through ~/bin/monstermoon, drawn with the bundled DejaVu (window.png)"

echo "tarball: deleting the folder and the user data"
[ -d "$root$home/.local/share/monstermoon" ] || fail "no user data folder"
[ -d "$root$home/.cache/monstermoon/art" ] || fail "no art cache folder"
rm -r "$root$home/Games/$folder" "$root$home/.local/share/monstermoon" "$root$home/.cache/monstermoon"
snapshot >"$out/after.txt"
diff -u "$out/before.txt" "$out/after.txt" || fail "files outside the folder were left (above)"
ok "nothing else left behind ($(wc -l <"$out/after.txt") paths compared)"
