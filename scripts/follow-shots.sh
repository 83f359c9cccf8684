#!/usr/bin/env bash
# Pictures of following a game and coming back to it (issue 19), each at
# 1280x720 in the Normal size and at 1920x1080 in the TV size (--party):
#   history-GAME      the history panel of each game, turns under their
#                     players' badges (also under simulated colour blindness)
#   standings-GAME    each game's table with its live standings
#   saves             the saved-games screen: unfinished games of every game
#                     (played by scripted Enter presses), a finished one and a
#                     damaged one with its reason
#   replay-GAME       the replay viewer halfway through a saved game
#   replay-end        the results at the end of a replay (Watch again, Saved games)
#   scripts/follow-shots.sh OUT_DIR [BINARY]   (default: build/monstermoon)
# Writes OUT_DIR/NAME-normal.png and NAME-tv.png with their text reports
# (.jsonl), and history-*-tv-{deutan,protan,tritan}.png; open them and look.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 OUT_DIR [BINARY]" >&2
  exit 2
fi
out=$(mkdir -p "$1" && cd "$1" && pwd)
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${2:-$root/build/monstermoon}
# A fresh user folder: only the saves made below are listed.
MONSTERMOON_HOME=$(mktemp -d)
export MONSTERMOON_HOME
trap 'rm -rf "$MONSTERMOON_HOME"' EXIT
unset DISPLAY WAYLAND_DISPLAY

games=(monsters-on-the-moon zombeasts monsters-on-the-run catch-the-moon monster-factory)
# Each game's state for the history and the standings: players, seed, moves.
declare -A state=(
  [monsters-on-the-moon]="--players human,cpu:greedy,cpu:greedy --seed 5 --moves 30"
  [zombeasts]="--players human,cpu:greedy,cpu:greedy,cpu:greedy --seed 3 --moves 40"
  [monsters-on-the-run]="--players human,cpu:greedy,cpu:greedy,cpu:greedy --seed 5 --moves 25"
  [catch-the-moon]="--players human,cpu:greedy,cpu:greedy --seed 5 --moves 12"
  [monster-factory]="--players human,cpu:greedy,cpu:greedy,cpu:greedy --seed 7 --moves 60"
)

# shot NAME ARGS...: the picture and its text report in both sizes.
shot() {
  local name=$1
  shift
  "$bin" --lang en "$@" --size 1280x720 --screenshot "$out/$name-normal.png" \
    --text-report "$out/$name-normal.jsonl"
  "$bin" --lang en "$@" --party --size 1920x1080 --screenshot "$out/$name-tv.png" \
    --text-report "$out/$name-tv.jsonl"
}

for game in "${games[@]}"; do
  read -r -a args <<<"${state[$game]}"
  shot "history-$game" --game "$game" "${args[@]}" --scene history
  shot "standings-$game" --game "$game" "${args[@]}"
  if [ -x "$root/scripts/colour-blind.sh" ] && convert -version 2>/dev/null | grep -q ImageMagick; then
    "$root/scripts/colour-blind.sh" "$out/history-$game-tv.png"
  fi
done

# Saves: each game played a little against computers (Enter makes the
# human's moves), then a finished game and a damaged one.
mkdir -p "$MONSTERMOON_HOME/saves"
presses=$(printf 'key Return\n%.0s' {1..6})
for game in "${games[@]}"; do
  printf 'expect play\n%s' "$presses" >"$MONSTERMOON_HOME/script.txt"
  "$bin" --lang en --game "$game" --players human,cpu:greedy,cpu:greedy --seed 4 \
    --script "$MONSTERMOON_HOME/script.txt"
done
cp "$root/tests/golden/mor-4p.mmrec" "$MONSTERMOON_HOME/saves/finished-mor-4p.mmrec"
printf 'monstermoon-record 1\ngame monsters-on-the-run\nversion 0.1.0\nseed 5\nseat cpu:greedy A\nseat cpu:greedy B\noption first=1\nmoves\nHG>Q\n' \
  >"$MONSTERMOON_HOME/saves/damaged.mmrec"
shot saves --scene saves

# Replays: halfway through each saved game, and the end of a finished one.
for save in "$MONSTERMOON_HOME"/saves/*.mmrec; do
  game=$(sed -n 's/^game //p' "$save")
  [ "$(basename "$save")" = damaged.mmrec ] && continue
  moves=$(($(sed -n '/^moves$/,$p' "$save" | wc -l) / 2))
  [ "$(basename "$save")" = finished-mor-4p.mmrec ] && game=monsters-on-the-run-finished
  shot "replay-$game" --replay "$save" --moves "$moves"
done
total=$(($(sed -n '/^moves$/,$p' "$MONSTERMOON_HOME/saves/finished-mor-4p.mmrec" | wc -l) - 1))
shot replay-end --replay "$MONSTERMOON_HOME/saves/finished-mor-4p.mmrec" --moves "$total" \
  --scene results
echo "$(find "$out" -name '*.png' | wc -l) pictures in $out"
