#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets (clang, ASan + UBSan) in build-fuzz/, seeds
# their corpora (golden records, played games of every game, settings, the
# German catalogue) and runs each target for SECONDS, one after the other.
#   scripts/fuzz.sh [SECONDS] [TARGET...]     default: 60 s each, all targets
#   scripts/fuzz.sh 3600                      the long run: an hour per target
# A crash, leak, sanitizer report or timeout stops with a non-zero status and
# leaves the input in build-fuzz/artifacts/TARGET/. The corpora in
# build-fuzz/corpus/ grow from run to run.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh --fuzz

seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(fuzz_record fuzz_moves fuzz_settings fuzz_catalog)

CC=clang cmake -S . -B build-fuzz -DMM_FUZZ=ON -DMM_BUILD_TESTS=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build-fuzz -j"$(nproc)" --target fuzz >/dev/null

seeds=build-fuzz/seeds
rm -rf "$seeds"
mkdir -p "$seeds"/{fuzz_record,fuzz_moves,fuzz_settings,fuzz_catalog}
cp tests/golden/*.mmrec "$seeds/fuzz_record/"
build-fuzz/tests/fuzz/make_corpus "$seeds/fuzz_record" "$seeds/fuzz_moves" >/dev/null
printf '# monstermoon settings\nfullscreen = 1\nvolume = 35\nmuted = 0\nlanguage = de\nanimation_speed = fast\n' \
  >"$seeds/fuzz_settings/settings.ini"
printf '\xEF\xBB\xBFvolume = 4294967296\r\nlanguage = en\r\n\r\n' >"$seeds/fuzz_settings/odd.ini"
cp build-fuzz/locale/de/LC_MESSAGES/monstermoon.mo "$seeds/fuzz_catalog/"

# Records and settings are small; catalogues are ~80 kB.
declare -A max_len=([fuzz_record]=16384 [fuzz_moves]=4096 [fuzz_settings]=2048 [fuzz_catalog]=131072)
status=0
for t in "${targets[@]}"; do
  mkdir -p "build-fuzz/corpus/$t" "build-fuzz/artifacts/$t"
  echo "== $t: ${seconds} s"
  if ! nice build-fuzz/tests/fuzz/"$t" -max_total_time="$seconds" -max_len="${max_len[$t]}" \
      -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="build-fuzz/artifacts/$t/" \
      "build-fuzz/corpus/$t" "$seeds/$t" 2>"build-fuzz/$t.log"; then
    tail -40 "build-fuzz/$t.log"
    echo "$t: FAILED (input in build-fuzz/artifacts/$t/, log in build-fuzz/$t.log)"
    status=1
    continue
  fi
  # The last status line (executions, coverage) and the final stats.
  grep -E '^#[0-9]+' "build-fuzz/$t.log" | tail -1
  grep -E 'stat::number_of_executed_units|stat::peak_rss_mb' "build-fuzz/$t.log"
done
exit $status
