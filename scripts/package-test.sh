#!/usr/bin/env bash
# Proves the packages. Builds them (scripts/package.sh: dpkg-buildpackage with the
# tests, and the tarball), checks them with the validators (desktop-file-validate,
# appstreamcli --pedantic, lintian --pedantic, the hardening of the binary, no build
# path in it, makensis for the Windows installer), then puts each into a clean
# Debian 12 root made by mmdebstrap, runs the game there and removes it again
# (tests/packaging/deb-root.sh and tarball-root.sh say what is checked), and last
# builds both again elsewhere (without the tests) and compares them byte for byte.
# Needs root or sudo (mmdebstrap, chroot) and Debian's package mirror, taken
# from this machine's apt sources. Screenshots and logs: build-pkg/package-test/.
#   scripts/package-test.sh               everything
#   scripts/package-test.sh deb|tarball   the checks, then only that clean root
set -euo pipefail
cd "$(dirname "$0")/.."
roots=${1:-deb tarball}
t0=$SECONDS
./scripts/package.sh
echo "packages built in $((SECONDS - t0)) s"

dir=build-pkg
out=$PWD/$dir/package-test
rm -rf "$out"
mkdir -p "$out"
deb=$(echo "$PWD/$dir"/monstermoon_*.deb)
changes=$(echo "$PWD/$dir"/monstermoon_*.changes)
tarball=$(echo "$PWD/$dir"/monstermoon-*.tar.gz)
desktop_in=$(echo packaging/linux/*.desktop.in)
app_id=$(basename "$desktop_in" .desktop.in)
deb_version=$(dpkg-deb -f "$deb" Version)
version=${deb_version%-*} # the upstream version
fail() {
  echo "FAIL: $*" >&2
  exit 1
}
passed=0
pass() {
  passed=$((passed + 1))
  printf '  ok %3ds: %s\n' "$((SECONDS - t0))" "$*"
}

# ------------------------------------------------------------------ the files
echo "== the files"
[ "$("$dir/monstermoon/monstermoon" --version)" = "monstermoon $version" ] ||
  fail "--version of the binary"
[ "$(dpkg-parsechangelog -S Version)" = "$deb_version" ] ||
  fail "debian/changelog does not start with $deb_version"
metainfo_src=packaging/linux/$app_id.metainfo.xml
grep -o '<release version="[^"]*"' "$metainfo_src" | head -1 | grep -qF "\"$version\"" ||
  fail "the newest <release> in $metainfo_src is not $version"
grep -q "^\.TH .*\"monstermoon $version\"" packaging/linux/monstermoon.6 ||
  fail "packaging/linux/monstermoon.6 is not for $version"
pass "one version everywhere: $version (binary, .deb $deb_version, changelog, metainfo, man page)"
for opt in $("$dir/monstermoon/monstermoon" --help | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
  grep -qF -- "${opt//-/\\-}" packaging/linux/monstermoon.6 || fail "monstermoon.6 lacks $opt"
done
# The computer players: every mm_ai definition's id, as `cpu:ID` under PLAYERS.
players=$(grep -rh -A1 'const mm_ai [a-z_]* = {' src | grep -oE '\.id = "[^"]+"' | cut -d'"' -f2)
[ -n "$players" ] || fail "found no computer players in src/"
for id in $players; do
  grep -qxF ".B cpu:${id//-/\\-}" packaging/linux/monstermoon.6 ||
    grep -qF ".BR cpu \", \" cpu:${id//-/\\-}" packaging/linux/monstermoon.6 ||
    fail "monstermoon.6 does not describe the computer player cpu:$id"
done
pass "the manual page documents every option of --help and every computer player ($(echo $players))"

tree=$out/deb-tree
dpkg-deb -x "$deb" "$tree"
desktop-file-validate "$tree/usr/share/applications/$app_id.desktop"
pass "desktop-file-validate: no complaints"
metainfo=$tree/usr/share/metainfo/$app_id.metainfo.xml
appstreamcli validate --pedantic --no-net "$metainfo"
appstreamcli validate-tree --pedantic --no-net "$tree" # the metainfo with its desktop entry
grep -qx '  <project_license>MIT AND CC-BY-4.0</project_license>' "$metainfo" ||
  fail "the metainfo's project_license is not MIT AND CC-BY-4.0"
grep -q '<metadata_license>' "$metainfo" || fail "the metainfo has no metadata_license"
pass "appstreamcli validate --pedantic --no-net, validate-tree: with project_license, metadata_license"
# lintian refuses nothing as root but says so on stderr; its tags go to stdout. The
# .changes covers the .deb, its -dbgsym and the .buildinfo.
lintian --fail-on error,warning,info,pedantic --pedantic --info --show-overrides "$changes" \
  2>/dev/null | tee "$out/lintian.log" || fail "lintian"
tags=$(grep -c "^[EWIPXO]:" "$out/lintian.log" || true)
[ "$tags" -eq 0 ] || fail "lintian: $tags tags"
[ ! -e "$tree/usr/share/lintian/overrides" ] || fail "the .deb carries lintian overrides"
pass "lintian --pedantic --info $(basename "$changes"): no tags, no overrides"
gzip -t "$tree/usr/share/man/man6/monstermoon.6.gz" "$tree/usr/share/doc/monstermoon/changelog.Debian.gz"
man --warnings -l "$tree/usr/share/man/man6/monstermoon.6.gz" 2>&1 >/dev/null |
  (! grep .) || fail "man --warnings"
for size in 16 24 32 48 64 128 256 512; do
  [ -f "$tree/usr/share/icons/hicolor/${size}x$size/apps/$app_id.png" ] || fail "no ${size}px icon"
done
[ -f "$tree/usr/share/icons/hicolor/scalable/apps/$app_id.svg" ] || fail "no scalable icon"
pass "gzipped man page and changelog; hicolor icons 16-512 px and scalable"

bin=$tree/usr/games/monstermoon
# (Read into variables first: grep -q in a pipe would cut the writer off.)
dynamic=$(readelf -d "$bin") segments=$(readelf -lW "$bin") sections=$(readelf -SW "$bin")
symbols=$(nm -D "$bin")
grep -q 'FLAGS_1.*NOW.*PIE' <<<"$dynamic" || fail "not PIE with BIND_NOW"
grep -q GNU_RELRO <<<"$segments" || fail "no RELRO"
grep -q __stack_chk_fail <<<"$symbols" || fail "no stack protector"
grep -q '_chk@' <<<"$symbols" || fail "not fortified"
grep -qE '\.(symtab|debug_|comment)' <<<"$sections" && fail "not stripped"
pass "/usr/games/monstermoon: PIE, RELRO, BIND_NOW, stack protector, fortified, stripped"
# No path of this machine's build in any installed file (or in the tarball's binary).
tar_tree=$out/tarball-tree
mkdir -p "$tar_tree"
tar -xzf "$tarball" -C "$tar_tree"
for path in "$PWD" "$(realpath "$dir")" obj-x86_64-linux-gnu; do
  if grep -rlaF -- "$path" "$tree" "$tar_tree"; then
    fail "installed files contain the build path $path (above)"
  fi
  strings -a "$bin" | grep -F -- "$path" && fail "strings of $bin show the build path $path"
done
pass "no build path in the installed files (strings of the binary; $(strings -a "$bin" | grep -c '^/') absolute paths, none of the build)"

listing=$(tar -tzf "$tarball")
top=$(basename "$tarball" .tar.gz)
for f in monstermoon README.txt LICENSE LICENSES/CC-BY-4.0.txt assets/fonts/DejaVuSans.ttf assets/fonts/DejaVuSans-Bold.ttf \
  assets/fonts/LICENSE-DejaVu.txt assets/locale/de/LC_MESSAGES/monstermoon.mo assets/rules/; do
  grep -qx "$top/$f" <<<"$listing" || fail "$top/$f is not in the tarball"
done
readme=$(tar -xzOf "$tarball" "$top/README.txt")
for lib in $(dpkg-deb -f "$deb" Depends | tr ',' '\n' | awk '{ print $1 }'); do
  case "$lib" in
  libc6 | fonts-dejavu-core) ;;
  *) grep -qw -- "$lib" <<<"$readme" || fail "the tarball's README.txt does not list $lib" ;;
  esac
done
pass "$top.tar.gz: binary, assets, translations, fonts; README.txt lists the libraries"

if command -v makensis >/dev/null; then
  (cd "$dir/monstermoon" && cpack -G NSIS -B "$out/nsis" >"$out/nsis.log" 2>&1) ||
    { cat "$out/nsis.log" "$out"/nsis/_CPack_Packages/*/NSIS/NSISOutput.log; fail "NSIS"; }
  pass "NSIS configuration: makensis built $(basename "$out"/nsis/*.exe) (a Linux binary inside)"
  rm -rf "$out/nsis"
fi

# -------------------------------------------------------------- clean roots
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
# This machine's Debian sources (the mirror it is allowed to reach).
sources=()
for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
  if [ -f "$f" ] && grep -qE '^[[:space:]]*(deb[[:space:]]|URIs:).*debian' "$f"; then
    sources+=("$f")
  fi
done

# One X server for both roots; the games reach it through the abstract socket.
fbdir=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1280x720x24 -fbdir "$fbdir" -nolisten tcp \
  3>"$fbdir/display" 2>"$out/xvfb.log" &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null || true; rm -rf "$fbdir"' EXIT
for _ in $(seq 1 50); do
  [ -s "$fbdir/display" ] && break
  sleep 0.1
done
[ -s "$fbdir/display" ] || fail "Xvfb did not start: $(cat "$out/xvfb.log")"
display=:$(head -1 "$fbdir/display")

"$dir/monstermoon/monstermoon" --headless --game monsters-on-the-run --players cpu,cpu,cpu,cpu --seed 7 \
  --games 20 >"$out/expected-headless.jsonl"

# Both checks run in one root, one after the other: the .deb's check ends with the
# root as it was before the install (base system plus the libraries), which is
# where the tarball's check starts. A root on tmpfs builds several times faster.
hooks=$PWD/tests/packaging
hook_args=()
if [[ " $roots " == *" deb "* ]]; then
  hook_args+=(--customize-hook="bash '$hooks/deb-root.sh' \"\$1\" '$deb' \
'$out/expected-headless.jsonl' '$out/deb' '$display' '$fbdir' '$app_id'")
fi
if [[ " $roots " == *" tarball "* ]]; then
  hook_args+=(--customize-hook="bash '$hooks/tarball-root.sh' \"\$1\" '$tarball' '$deb' \
'$out/expected-headless.jsonl' '$out/tarball' '$display' '$fbdir' '$app_id'")
fi
tmp=/tmp
if [ "$(df --output=avail -k /dev/shm 2>/dev/null | tail -1)" -gt 4000000 ] 2>/dev/null; then
  tmp=/dev/shm
fi
echo "== a clean Debian 12 root (mmdebstrap, in $tmp): $roots"
t=$SECONDS
$sudo env TMPDIR="$tmp" mmdebstrap --quiet --mode=root --variant=apt \
  --dpkgopt=force-unsafe-io "${hook_args[@]}" bookworm /dev/null "${sources[@]}" 2>&1 |
  tee "$out/root.log"
echo "clean root done in $((SECONDS - t)) s; screenshots from it in $out/"
passed=$((passed + $(grep -c '^  ok ' "$out/root.log")))

# --------------------------------------------------------------- reproducible
# The same source, copied and built again somewhere else (without the tests, which
# must not change what is built), gives the same bytes (SOURCE_DATE_EPOCH from
# debian/changelog, -ffile-prefix-map from dpkg-buildflags, the archive's times set).
echo "== reproducible: building again in $dir-again/ (nocheck)"
t=$SECONDS
NOCHECK=1 ./scripts/package.sh "$dir-again" >"$out/again.log" 2>&1 ||
  { tail -30 "$out/again.log"; fail "the second build"; }
for f in "$deb" "$dir"/monstermoon-dbgsym_*.deb "$tarball"; do
  name=$(basename "$f")
  if ! cmp "$f" "$dir-again/$name"; then
    if command -v diffoscope >/dev/null; then
      diffoscope --text "$out/diffoscope-$name.txt" "$f" "$dir-again/$name" || true
      head -60 "$out/diffoscope-$name.txt"
    fi
    fail "$name differs between two builds"
  fi
done
pass "two builds give byte-identical $(basename "$deb"), its -dbgsym and $(basename "$tarball") ($((SECONDS - t)) s)"
rm -rf "$dir-again"
echo "package-test: $passed passed, 0 failed in $((SECONDS - t0)) s"
