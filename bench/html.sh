#!/usr/bin/env bash
# The page of `cinc html` at event sizes (docs/performance.md, docs/html.md):
#
#   bash bench/html.sh [CINC]
#
# For 10, 100 and 1,000 games of the deterministic random corpus (bench/corpus.cpp, seed
# SEED, default 1; comments, clocks, NAGs, variations), writes the page and reports its
# size, the time `cinc html` took (median of RUNS, default 3) and how long the page takes
# to become usable in headless chromium (bench/html_load.cjs: median of RUNS loads, from
# navigation to the end of the page's start-up script, and to the load event). Needs node
# and chromium. Output is a Markdown table. Not part of the test suite.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cinc="${1:-build/tools/cinc}"
corpus_bin="${CINC_CORPUS:-$(dirname "$cinc")/../bench/cinc-corpus}"
seed="${SEED:-1}"
runs="${RUNS:-3}"
sizes="${SIZES:-10 100 1000}"
for bin in "$cinc" "$corpus_bin"; do
  [[ -x "$bin" ]] || { echo "bench: $bin not found; build first (cmake --build build)" >&2; exit 2; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "| games | input | plies: main line (all) | page | cinc html | usable in chromium | load event |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for n in $sizes; do
  "$corpus_bin" "$n" "$seed" > "$work/c$n.cgn"
  plies=$("$corpus_bin" --stats-only "$n" "$seed" | awk '$1 == "main_plies" {m = $2} $1 == "all_plies" {a = $2} END {print m " (" a ")"}')
  times=()
  for ((i = 0; i < runs; i++)); do
    start=$(date +%s.%N)
    "$cinc" html "$work/c$n.cgn" -o "$work/c$n.html"
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc)")
  done
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  read -r _ ready load < <(node "$here/html_load.cjs" "$runs" "$work/c$n.html")
  printf '| %s | %.2f MB | %s | %.2f MB | %.2f s | %s ms | %s ms |\n' "$n" \
    "$(echo "$(stat -c %s "$work/c$n.cgn") / 1000000" | bc -l)" "${plies:-?}" \
    "$(echo "$(stat -c %s "$work/c$n.html") / 1000000" | bc -l)" "$median" "$ready" "$load"
done
