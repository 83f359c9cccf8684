#!/usr/bin/env bash
# Renders Catch the Moon's pictures for the sofa (1920x1080, TV size) from the
# real app: a ladder held across two tops, ladders falling while one is held,
# and a scoring; and the same under simulated colour blindness when
# ImageMagick is there (scripts/colour-blind.sh). The held and falling ones are
# played by keys (scripts/ctm-shots/*.txt), the scoring by the hard player.
#   scripts/ctm-screenshots.sh [OUT_DIR] [BINARY]   (default: ctm-shots, build/monstermoon)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-ctm-shots}
bin=$(realpath "${2:-build/monstermoon}")
shots=$(realpath scripts/ctm-shots)
blind=$(realpath scripts/colour-blind.sh)
mkdir -p "$out"
cd "$out"
# A fresh user folder: no saved settings or games change the pictures.
MONSTERMOON_HOME=$(mktemp -d)
export MONSTERMOON_HOME
trap 'rm -rf "$MONSTERMOON_HOME"' EXIT
tv=(--lang en --party --size 1920x1080 --game catch-the-moon)
"$bin" "${tv[@]}" --players human,cpu:easy --seed 1 --script "$shots/held-across.txt"
"$bin" "${tv[@]}" --players human,human --seed 1 --script "$shots/collapse.txt"
"$bin" "${tv[@]}" --players cpu:hard --seed 103 --moves 16 --screenshot ctm-scoring.png
if convert -version 2>/dev/null | grep -q ImageMagick; then
  "$blind" ctm-held-across-two-tops.png ctm-collapse-while-holding.png ctm-scoring.png
fi
ls -l
