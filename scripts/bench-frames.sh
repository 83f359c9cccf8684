#!/usr/bin/env bash
# Frame times of busy screens: the menu and a mid-game table of every game,
# the pointer sweeping over the window and computer players playing on, at
# 1920x1080 and 3840x2160, with SDL's software renderer under Xvfb (the
# stand-in for a machine without a GPU). Prints per scene the first frame
# (always drawn whole) apart, then p50/p99/max of update+draw+present (wall
# and this thread's CPU), the same for the frames that drew anything again
# (animation steps; a pointer over empty table draws nothing) and the peak
# memory.
#   scripts/bench-frames.sh [SECONDS [SCENE-REGEX [SIZES]]]
# SECONDS per scene and size (default 5); SCENE-REGEX picks scenes by their
# arguments ("menu", "catch-the-moon", "moon|run"); SIZES e.g. "1920x1080".
# MONSTERMOON_BIN=path times another build (a before/after in the same run).
# Quote `uptime` with the figures: wall times grow with the machine's load,
# CPU times much less.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh --bench
secs=${1:-5}
only=${2:-.}
sizes=${3:-1920x1080 3840x2160}
bin=${MONSTERMOON_BIN:-}
if [ -z "$bin" ]; then
  if [ ! -d build ]; then
    cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  fi
  cmake --build build --target monstermoon -j2 >/dev/null
  bin=$PWD/build/monstermoon
fi
home=$(mktemp -d)
xvfb_pid=
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  rm -rf "$home"
}
trap cleanup EXIT
# Its own 4K Xvfb, so both sizes fit on the screen.
exec 3< <(Xvfb -displayfd 1 -screen 0 3840x2160x24 -nolisten tcp 2>/dev/null & echo "pid $!")
read -r _ xvfb_pid <&3
read -r display <&3
export DISPLAY=":$display" MONSTERMOON_HOME=$home

scenes=(
  "menu"
  "--game monsters-on-the-run --players human,cpu,cpu,cpu,cpu --seed 5 --moves 25"
  "--game zombeasts --players human,cpu,cpu,cpu --seed 7 --moves 120"
  "--game monster-factory --players human,cpu,cpu,cpu,cpu,cpu --seed 5 --moves 70"
  "--game monsters-on-the-moon --players human,cpu,cpu,cpu --seed 3 --moves 40"
  "--game catch-the-moon --players human,cpu --seed 130 --moves 26"
)
echo "load: $(uptime | sed 's/.*load average: //')"
for size in $sizes; do
  for scene in "${scenes[@]}"; do
    [[ $scene =~ $only ]] || continue
    args=()
    [ "$scene" != menu ] && read -r -a args <<<"$scene"
    # One short untimed run fills the art cache for this size.
    "$bin" --bench-frames 1 --size "$size" "${args[@]}" >/dev/null 2>&1 || true
    "$bin" --bench-frames "$secs" --size "$size" "${args[@]}" 2>/dev/null ||
      echo "failed: $scene at $size"
  done
done
echo "load: $(uptime | sed 's/.*load average: //')"
