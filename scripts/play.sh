#!/usr/bin/env bash
# Installs what is missing, builds monstermoon and starts it. Arguments are
# passed to the game (e.g. --fullscreen, --game monsters-on-the-run).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j"$(nproc)"
exec ./build/monstermoon "$@"
