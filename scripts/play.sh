#!/usr/bin/env bash
# Installs what is missing, builds monstermoon (the game only: no tests, no
# benchmarks) in build-play/ and starts it. Arguments are passed to the game
# (e.g. --fullscreen, --game monsters-on-the-run).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
cmake -S . -B build-play -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMM_BUILD_TESTS=OFF >/dev/null
cmake --build build-play -j"$(nproc)"
exec ./build-play/monstermoon "$@"
