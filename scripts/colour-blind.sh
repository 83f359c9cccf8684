#!/usr/bin/env bash
# Simulates colour blindness on a screenshot: writes IN-deutan.png, IN-protan.png
# and IN-tritan.png beside it (Machado, Oliveira and Fernandes 2009, severity 1.0).
#   scripts/colour-blind.sh shot.png [more.png ...]
set -euo pipefail
if ! convert -version 2>/dev/null | grep -q ImageMagick; then
  echo "needs ImageMagick: apt-get install imagemagick" >&2
  exit 1
fi
for in in "$@"; do
  base="${in%.png}"
  convert "$in" -color-matrix "0.367322 0.860646 -0.227968  0.280085 0.672501 0.047413  -0.011820 0.042940 0.968881" "$base-deutan.png"
  convert "$in" -color-matrix "0.152286 1.052583 -0.204868  0.114503 0.786281 0.099216  -0.003882 -0.048116 1.051998" "$base-protan.png"
  convert "$in" -color-matrix "1.255528 -0.076749 -0.178779  -0.078411 0.930809 0.147602  0.004733 0.691367 0.303900" "$base-tritan.png"
done
