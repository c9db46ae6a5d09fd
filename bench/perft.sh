#!/usr/bin/env bash
# perft speed of every game, checked against known counts: `bash bench/perft.sh [CINC]`.
# CINC defaults to build/tools/cinc. Prints per game: depth, paths, seconds, leaves/s; exits 1
# when a count differs from the reference (published, or agreed by the tests' second
# generator). Build with -DCMAKE_BUILD_TYPE=Release or RelWithDebInfo for meaningful times.
set -euo pipefail
cinc="${1:-build/tools/cinc}"
status=0
# variant depth expected-count source
while read -r variant depth expected source; do
  [[ -z "$variant" || "$variant" == \#* ]] && continue
  start=$(date +%s.%N)
  got=$("$cinc" perft --variant "$variant" -d "$depth" | tail -n 1)
  end=$(date +%s.%N)
  secs=$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')
  rate=$(awk -v n="$got" -v s="$secs" 'BEGIN { print (s > 0 ? n / s : 0) }')
  verdict=ok
  if [[ "$got" != "$expected" ]]; then verdict="WRONG (expected $expected)"; status=1; fi
  printf '%-20s depth %2d  %12s paths  %7.3f s  %12.0f leaves/s  %s  [%s]\n' \
    "$variant" "$depth" "$got" "$secs" "$rate" "$verdict" "$source"
done <<'TABLE'
commander-in-chief 5 35464013 tests/game/commander-in-chief/perft_start_test.cpp, second generator
checkers 10 18391564 OEIS A133046
coast-to-coast 4 1858062 tests/game/coast-to-coast/coast_reference_test.cpp, second generator
stackem 9 4689727 tests/game/stackem/stackem_reference_test.cpp, second generator
commander-chess 3 1680822 docs/rules/commander-chess.md §10: the engine (depths 1-2), second generator
TABLE
exit $status
