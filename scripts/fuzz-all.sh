#!/usr/bin/env bash
# Runs the seven fuzz targets side by side for SECONDS each (default 1800) and prints, per
# target, the executions and any finding: `bash scripts/fuzz-all.sh [SECONDS] [BUILD]`.
# BUILD is a -DCINC_FUZZ=ON build (docs/fuzzing.md), default build-fuzz. Working corpora
# and findings go to BUILD/fuzz-work/<target>/. TARGETS="writer json" runs only those.
# The timeout per input is 30 s: generous, because five fuzzers sharing two cores starve
# each other (one input of a few kilobytes takes milliseconds when it has a core).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-1800}"
build="${2:-build-fuzz}"
work="$build/fuzz-work"
targets="${TARGETS:-reader replay writer json fen cards json_read}"
for target in $targets; do
  mkdir -p "$work/$target"
  seeds="tests/fuzz/corpus/records samples tests/malformed"
  [[ $target == fen ]] && seeds="tests/fuzz/corpus/fen"
  [[ $target == cards ]] && seeds="tests/fuzz/corpus/cards"
  [[ $target == json_read ]] && seeds="tests/fuzz/corpus/json"
  # shellcheck disable=SC2086
  "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$work/$target/" "$work/$target" $seeds \
    > "$work/$target.log" 2>&1 &
done
wait || true
for target in $targets; do
  runs=$(grep -o 'Done [0-9]* runs' "$work/$target.log" | tail -n 1 || true)
  found=$(ls "$work/$target" | grep -E '^(crash|leak|timeout|oom)-' || true)
  printf '%-9s %s; findings: %s\n' "$target" "${runs:-no summary (see $work/$target.log)}" "${found:-none}"
done
