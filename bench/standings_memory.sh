#!/usr/bin/env bash
# Peak memory of `cinc standings` on one event of GAMES games between distinct players,
# each game its own round (the worst case for a crosstable: players x rounds cells),
# docs/scoring.md "Formats":
#
#   bash bench/standings_memory.sh [GAMES] [CINC] [CINC_CORPUS]
#
# GAMES defaults to 20000 (40,000 players, 20,000 rounds). Each format runs once, its
# output to /dev/null; GNU time gives the wall time and the peak resident set. Not part of
# the test suite.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=bench/lib.sh
source "$here/lib.sh"

games="${1:-20000}"
cinc="${2:-build/tools/cinc}"
corpus="${3:-build/bench/cinc-corpus}"
bench_require_gnu_time
tmp="$(mktemp -d "${TMPDIR:-/tmp}/cinc-standings.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

"$corpus" "$games" 1 >"$tmp/event.cgn"
echo "# cinc standings on $games games of distinct players ($(wc -c <"$tmp/event.cgn") bytes)"
echo
echo "| format | wall s | peak RSS KiB |"
echo "|---|---:|---:|"
for format in text csv json; do
  /usr/bin/time -f "%e %M" -o "$tmp/time" "$cinc" standings --format "$format" "$tmp/event.cgn" -o /dev/null
  read -r wall kib <"$tmp/time"
  echo "| $format | $wall | $kib |"
done
