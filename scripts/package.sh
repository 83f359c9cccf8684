#!/usr/bin/env bash
# Builds the release packages from a clean copy of the source (the files git knows,
# committed or not) into OUT (default build-pkg/):
#   monstermoon_<version>_<arch>.deb, monstermoon-dbgsym_…, .buildinfo, .changes
#       dpkg-buildpackage -us -uc -b with debian/ (the tests run in dh_auto_test)
#   monstermoon-<version>-linux-<cpu>.tar.gz
#       CPack's portable folder, from the Debian build's tree (the same binary)
#   monstermoon/  that build tree (its binary is what package-test.sh runs)
# SOURCE_DATE_EPOCH comes from debian/changelog unless set, so two runs of the same
# source give byte-identical packages (scripts/package-test.sh checks it).
#   scripts/package.sh [OUT]     NOCHECK=1 skips the tests (DEB_BUILD_OPTIONS=nocheck)
# scripts/package-test.sh checks and installs them; packaging/README.md says more.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh --packaging
out=$(realpath -m "${1:-build-pkg}")
version=$(dpkg-parsechangelog -S Version)
upstream=${version%-*}
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(dpkg-parsechangelog -S Timestamp)}
jobs=$(nproc)

rm -rf "$out"
src=$out/src/monstermoon-$upstream
mkdir -p "$src"
git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
  tar --null -T - -cf - | tar -xf - -C "$src"

# ------------------------------------------------------------------ the .deb
export DEB_BUILD_OPTIONS="parallel=$jobs${NOCHECK:+ nocheck}"
(cd "$src" && dpkg-buildpackage -us -uc -b >"$out/dpkg-buildpackage.log" 2>&1) ||
  { tail -60 "$out/dpkg-buildpackage.log"; echo "dpkg-buildpackage failed ($out/dpkg-buildpackage.log)" >&2; exit 1; }
mv "$out"/src/monstermoon*_"$version"_* "$out/"

# -------------------------------------------------------------- the tarball
# CPack's portable folder from the Debian build's tree: the same binary (stripped by
# packaging/strip.cmake.in), so no second compile. $out/monstermoon points at that tree.
obj=$(echo "$src"/obj-*)
[ -x "$obj/monstermoon" ] || { echo "no build tree with a binary in $src" >&2; exit 1; }
ln -sfn "${obj#"$out"/}" "$out/monstermoon"
(cd "$obj" && cpack -G TGZ >cpack.log 2>&1) || { cat "$obj/cpack.log"; exit 1; }
mv "$obj"/monstermoon-*.tar.gz "$out/"
ls -l "$out"/*.deb "$out"/*.tar.gz
