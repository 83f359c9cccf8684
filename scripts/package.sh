#!/usr/bin/env bash
# Builds the release packages into build-pkg/ with Debian's hardening flags:
#   monstermoon_<version>_<arch>.deb          installs under /usr (binary in /usr/games)
#   monstermoon-<version>-linux-<cpu>.tar.gz  a folder that runs from wherever it is unpacked
# scripts/package-test.sh checks and installs them; packaging/README.md says more.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh --packaging
dir=build-pkg

# What dpkg-buildpackage would set for a Debian build (CMake ignores CPPFLAGS).
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cflags="$(dpkg-buildflags --get CFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
ldflags="$(dpkg-buildflags --get LDFLAGS)"

cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=None -DCMAKE_INSTALL_PREFIX=/usr \
  -DMM_INSTALL_BINDIR=games -DMM_BUILD_TESTS=OFF \
  -DCMAKE_C_FLAGS="$cflags" -DCMAKE_EXE_LINKER_FLAGS="$ldflags" >/dev/null
cmake --build "$dir" -j"$(nproc)"
rm -f "$dir"/monstermoon_*.deb "$dir"/monstermoon-*.tar.gz
(cd "$dir" && cpack -G "DEB;TGZ" >cpack.log 2>&1) || { cat "$dir/cpack.log"; exit 1; }
ls -l "$dir"/monstermoon_*.deb "$dir"/monstermoon-*.tar.gz
