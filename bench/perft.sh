#!/usr/bin/env bash
# perft speed of every game, checked against known counts: `bash bench/perft.sh [CINC]`.
# CINC defaults to build/tools/cinc. Prints per game: depth, paths, seconds and leaves/s of
# the best of RUNS runs (default 3), beside the game's anchor (another program's rate on
# this machine type) and goal where issue 42 gives them; exits 1 when a count differs from
# the reference (published, or agreed by the tests' second generator).
#
# - One core: each run is pinned to CPU 0 with taskset when it is there (CPU=N for another).
# - The time is `cinc perft --stats`' own, perft alone (start-up and reading the FEN left
#   out); the best of RUNS is the least disturbed by whatever else the machine does.
# - Bulk counting: cinc perft counts the moves of the last ply without playing them (the
#   usual way such rates are quoted, DarkHorse's and Aart Bik's included). The rate with
#   every leaf played is build/bench/cinc-perft-reference's "every leaf played" column.
# - INSTRUCTIONS=1 also counts the instructions per leaf under valgrind (cachegrind, no cache
#   simulation): what the machine's load cannot change. Start-up (a depth-0 run) is taken off.
# Build with -DCMAKE_BUILD_TYPE=Release or RelWithDebInfo for meaningful times.
set -euo pipefail
cinc="${1:-build/tools/cinc}"
runs="${RUNS:-3}"
cpu="${CPU:-0}"
pin=()
if command -v taskset >/dev/null && taskset -c "$cpu" true 2>/dev/null; then pin=(taskset -c "$cpu"); fi

# The instructions one cinc perft executes under valgrind.
instructions() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$cinc" perft "$@" 2>&1 >/dev/null |
    sed -n 's/^==[0-9]*== I *refs: *\([0-9,]*\)$/\1/p' | tr -d ,
}

status=0
echo "perft from each game's start; best of $runs run(s)${pin:+ on CPU $cpu}; last ply counted in bulk"
printf '%-20s %5s %12s %9s %14s  %-32s %s\n' game depth paths seconds leaves/s "anchor / goal (leaves/s)" verdict
# variant depth expected-count anchor source-of-the-count
while IFS='|' read -r variant depth expected anchor source; do
  [[ -z "$variant" || "$variant" == \#* ]] && continue
  best_secs=""
  got=""
  for ((run = 0; run < runs; ++run)); do
    stats=$("${pin[@]}" "$cinc" perft --variant "$variant" -d "$depth" --stats 2>&1 >/tmp/cinc-perft.$$)
    got=$(tail -n 1 /tmp/cinc-perft.$$)
    secs=$(sed -n 's/.* paths in \([0-9.e+-]*\) s .*/\1/p' <<<"$stats")
    if [[ -z "$best_secs" ]] || awk -v a="$secs" -v b="$best_secs" 'BEGIN { exit !(a < b) }'; then best_secs="$secs"; fi
  done
  rm -f /tmp/cinc-perft.$$
  rate=$(awk -v n="$got" -v s="$best_secs" 'BEGIN { printf "%.0f", (s > 0 ? n / s : 0) }')
  verdict=ok
  if [[ "$got" != "$expected" ]]; then verdict="WRONG (expected $expected)"; status=1; fi
  printf '%-20s %5d %12s %9.3f %14s  %-32s %s  [%s]\n' "$variant" "$depth" "$got" "$best_secs" "$rate" "$anchor" \
    "$verdict" "$source"
  if [[ "${INSTRUCTIONS:-0}" == 1 ]] && command -v valgrind >/dev/null; then
    total=$(instructions --variant "$variant" -d "$depth")
    startup=$(instructions --variant "$variant" -d 0)
    awk -v t="$total" -v s="$startup" -v n="$got" \
      'BEGIN { printf "%-20s %s instructions a leaf (valgrind, start-up taken off)\n", "", (n > 0 ? sprintf("%.1f", (t - s) / n) : "-") }'
  fi
done <<'TABLE'
commander-in-chief|5|35464013|goal 50 M|tests/game/commander-in-chief/perft_start_test.cpp, second generator
checkers|11|85242128|DarkHorse 122 M; goal 60 M|Aart Bik, "Perft for Checkers"; OEIS A133046
coast-to-coast|5|91538895|-|the second generator (tests/support/reference_coast.cpp), cinc-perft-reference --depth 5
stackem|10|23365168|-|the second generator (tests/support/reference_stackem.cpp), cinc-perft-reference --depth 10
commander-chess|3|1683614|-|docs/rules/commander-chess.md §10: the engine (depths 1-2), second generator
TABLE
exit $status
