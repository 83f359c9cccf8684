#!/usr/bin/env bash
# Renders the AppStream screenshots (packaging/linux/screenshots/) from the real
# app. Run after the menu or a table changes visibly, then commit the PNGs: the
# metainfo points at them in the repository.
#   scripts/render-screenshots.sh [BINARY]   (default: build/monstermoon)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/monstermoon}
out=packaging/linux/screenshots
mkdir -p "$out"
# A fresh user folder: no saved settings or games change the pictures.
MONSTERMOON_HOME=$(mktemp -d)
export MONSTERMOON_HOME
trap 'rm -rf "$MONSTERMOON_HOME"' EXIT
"$bin" --screenshot "$out/menu.png" --scene menu --size 1280x720 --lang en
"$bin" --screenshot "$out/play.png" --game monsters-on-the-run --players human,cpu,cpu,cpu \
  --seed 42 --moves 12 --size 1280x720 --lang en
"$bin" --screenshot "$out/results.png" --game monsters-on-the-run --players cpu,cpu,cpu \
  --seed 7 --moves 100000 --scene results --size 1280x720 --lang en
ls -l "$out"
