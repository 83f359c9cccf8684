#!/usr/bin/env bash
# The party review: every game's busiest state (most players, late in the
# game, a human's hand on the table) in the TV size at 1920x1080 and
# 3840x2160, each with its text report and its layout check, and the 1080p
# pictures again under simulated deuteranopia, protanopia and tritanopia
# (scripts/colour-blind.sh). Look at them as if from 3 m.
#   scripts/party-shots.sh OUT_DIR [BINARY]   (default: build/monstermoon)
# Writes OUT_DIR/NAME-WxH.png and .jsonl, NAME-1920x1080-{deutan,protan,tritan}.png;
# prints each layout check and exits 1 when one fails.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 OUT_DIR [BINARY]" >&2
  exit 2
fi
out=$1
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${2:-$root/build/monstermoon}
check=$(dirname "$bin")/tests/mm_layout_check
mkdir -p "$out"
# A fresh user folder: no saved settings or games change the pictures.
MONSTERMOON_HOME=$(mktemp -d)
export MONSTERMOON_HOME
trap 'rm -rf "$MONSTERMOON_HOME"' EXIT

# NAME and the arguments of its state: the positions of the layout tests
# (tests/CMakeLists.txt), at each game's most players.
shots=(
  "motm-advanced-4p|--game monsters-on-the-moon --players cpu:greedy,cpu:greedy,cpu:greedy,human --seed 7 --option mode=advanced --moves 44"
  "motm-missions-4p|--game monsters-on-the-moon --players human,cpu:greedy,cpu:greedy,cpu:greedy --seed 7 --option mode=advanced --option missions=open --moves 44"
  "motm-standard-4p|--game monsters-on-the-moon --players human,cpu:greedy,cpu:greedy,cpu:greedy --seed 5 --moves 30"
  "mor-5p|--game monsters-on-the-run --players human,cpu:greedy,cpu:greedy,cpu:greedy,cpu:greedy --seed 5 --moves 25"
  "zombeasts-4p|--game zombeasts --players human,cpu:greedy,cpu:greedy,cpu:greedy --option master=0 --seed 7 --moves 180"
  "zombeasts-4p-master|--game zombeasts --players human,cpu:greedy,cpu:greedy,cpu:greedy --option master=1 --seed 7 --moves 150"
  "mf-6p|--game monster-factory --players human,cpu:greedy,cpu:greedy,cpu:greedy,cpu:greedy,cpu:greedy --seed 5 --moves 70"
  "ctm-6p|--game catch-the-moon --players human,cpu:easy,cpu:easy,cpu:easy,cpu:easy,cpu:easy --seed 2 --moves 18"
  "ctm-coop-4p|--game catch-the-moon --players human,cpu:easy,cpu:easy,cpu:easy --option mode=cooperative --seed 2 --moves 6"
)
failed=0
for shot in "${shots[@]}"; do
  name=${shot%%|*}
  read -r -a args <<<"${shot#*|}"
  for size in 1920x1080 3840x2160; do
    base="$out/$name-$size"
    "$bin" "${args[@]}" --party --size "$size" --lang en --screenshot "$base.png" \
      --text-report "$base.jsonl"
    if [ -x "$check" ]; then
      "$check" tv "$base.jsonl" "$name-$size" || failed=1
    fi
  done
  "$root/scripts/colour-blind.sh" "$out/$name-1920x1080.png"
done
ls "$out"/*.png | wc -l | xargs echo "pictures in $out:"
exit "$failed"
