#!/usr/bin/env bash
# Installs what is missing, builds everything and runs all tests.
#   scripts/test.sh             normal build (build/)
#   scripts/test.sh --sanitize  AddressSanitizer + UBSan build (build-asan/), without the 4K layouts
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
dir=build
flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DMM_BUILD_TESTS=ON -DMM_WERROR=ON)
skip=()
if [ "${1:-}" = "--sanitize" ]; then
  dir=build-asan
  flags=(-DCMAKE_BUILD_TYPE=Debug -DMM_SANITIZE=ON -DMM_BUILD_TESTS=ON -DMM_WERROR=ON)
  # The 4K layout checks run the same code as the 1080p ones on four times the
  # pixels; the normal run keeps them.
  skip=(-E '3840x2160|_4k$')
fi
cmake -S . -B "$dir" "${flags[@]}" >/dev/null
cmake --build "$dir" -j"$(nproc)"
ctest --test-dir "$dir" --output-on-failure -j"$(nproc)" "${skip[@]}"
