#!/usr/bin/env bash
# Installs the Debian 12 packages monstermoon needs to build, test and run,
# skipping those already installed. Uses sudo when not run as root.
#   scripts/deps.sh              build, test and run
#   scripts/deps.sh --packaging  also what scripts/package.sh and package-test.sh use
#   scripts/deps.sh --fuzz       also clang and libFuzzer (scripts/fuzz.sh)
#   scripts/deps.sh --bench      also Xvfb and sgt-puzzles (bench-frames.sh, bench-startup.sh)
set -euo pipefail

packages=(
  build-essential cmake pkg-config gettext
  libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev
  libcmocka-dev libchipmunk-dev libfontconfig-dev fonts-dejavu-core fontconfig
)
if [ "${1:-}" = "--fuzz" ]; then
  # libFuzzer's runtime is only recommended by clang: name it.
  packages+=(clang libclang-rt-14-dev)
fi
if [ "${1:-}" = "--bench" ]; then
  # The frame and start-up benchmarks run the game under their own Xvfb; start-up
  # is measured beside Simon Tatham's sgt-net and sgt-mines.
  packages+=(xvfb sgt-puzzles)
fi
if [ "${1:-}" = "--packaging" ]; then
  # dpkg-dev and debhelper: dpkg-buildpackage with debian/; librsvg2-bin and icoutils: the icons;
  # the validators; nsis checks the Windows installer; mmdebstrap makes the clean
  # Debian roots, Xvfb, x11-utils and netpbm show and capture the game's window there.
  packages+=(
    dpkg-dev debhelper librsvg2-bin icoutils
    lintian desktop-file-utils appstream nsis
    mmdebstrap xvfb x11-utils netpbm
  )
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
