#!/usr/bin/env bash
# Throughput of `cinc validate`, `json`, `score` and `draws` on a deterministic random
# corpus (docs/performance.md):
#
#   bash bench/run.sh [GAMES] [CINC]
#
# GAMES defaults to 20000, CINC to build/tools/cinc (cinc-corpus is looked for beside it,
# in ../bench/, or given as CINC_CORPUS). Build with -DCMAKE_BUILD_TYPE=Release.
# Environment: RUNS (default 5), SEED (default 1), JOBS (the many-jobs figure, default
# nproc), COMMANDS (default "validate json score draws").
#
# The corpus is generated once (bench/corpus.cpp: comments, clocks, NAGs, variations);
# its statistics come from the generator, not from cinc. Each command runs RUNS times with
# --jobs 1 and --jobs JOBS; the table gives the median wall time and, from it, games/s,
# plies/s (every move replayed: main lines and variations), main-line plies/s and MB/s of
# input, and the peak resident memory (GNU time's %M, the largest of the runs). Output
# is a Markdown table for docs/performance.md. Not part of the test suite.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=bench/lib.sh
source "$here/lib.sh"

games="${1:-20000}"
cinc="${2:-build/tools/cinc}"
corpus_bin="${CINC_CORPUS:-$(dirname "$cinc")/../bench/cinc-corpus}"
seed="${SEED:-1}"
jobs_many="${JOBS:-$(nproc)}"
commands="${COMMANDS:-validate json score draws}"
BENCH_RUNS="${RUNS:-5}"

bench_check_inputs bench/run.sh "$games" "$cinc" "$corpus_bin"

BENCH_TMP="$(mktemp -d "${TMPDIR:-/tmp}/cinc-bench.XXXXXX")"
trap 'rm -rf "$BENCH_TMP"' EXIT
corpus="$BENCH_TMP/corpus.cgn"

"$corpus_bin" --stats "$games" "$seed" >"$corpus" 2>"$BENCH_TMP/stats"
bench_corpus_stats "$BENCH_TMP/stats"

echo "# cinc throughput, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "- cinc: \`$cinc\` ($("$cinc" --version 2>&1 | head -n 1))"
echo "- $(bench_machine)"
echo "- corpus: \`$(basename "$corpus_bin") --stats $games $seed\`: $(bench_group <<<"$STAT_games") games," \
  "$(bench_group <<<"$STAT_main_plies") main-line plies, $(bench_group <<<"$STAT_all_plies") plies with" \
  "variations ($(bench_group <<<"$STAT_variations") variations), $(bench_group <<<"$STAT_bytes") bytes"
echo "- each figure: median wall time of $BENCH_RUNS runs; peak RSS the largest of the runs"

notes=()
rows=()
for cmd in $commands; do
  # How to discard the command's output: -o to a temporary file where there is one.
  out=()
  if bench_has_output_option "$cinc" "$cmd"; then out=(-o "$BENCH_TMP/out"); fi
  if bench_has_jobs "$cinc" "$cmd"; then
    job_settings=(1)
    [[ "$jobs_many" != 1 ]] && job_settings+=("$jobs_many")
  else
    job_settings=(none)
    notes+=("\`cinc $cmd --help\` has no --jobs yet: timed once, without it (one thread).")
  fi
  for j in "${job_settings[@]}"; do
    jobs_arg=()
    [[ "$j" != none ]] && jobs_arg=(--jobs "$j")
    # validate must find every game valid (the corpus is legal); score and draws may exit 1
    # when a random Result disagrees with what they find, which is not a failure here.
    ok="0"
    [[ "$cmd" == score || "$cmd" == draws ]] && ok="0 1"
    line=("$cinc" "$cmd" "${jobs_arg[@]}" "$corpus" "${out[@]}")
    bench_measure "$ok" "${line[@]}"
    shown="${line[*]}"
    shown="${shown//$BENCH_TMP/\$TMP}"
    rows+=("| \`${shown#"$cinc "}\` | ${j/none/1 (no --jobs)} | $MEDIAN_S | $(bench_rate "$STAT_games" "$MEDIAN_S") | $(bench_rate "$STAT_all_plies" "$MEDIAN_S") | $(bench_rate "$STAT_main_plies" "$MEDIAN_S") | $(bench_mbps "$STAT_bytes" "$MEDIAN_S") | $(bench_mib "$PEAK_KIB") |")
    if [[ "$BENCH_LAST_RC" != 0 ]]; then
      notes+=("\`cinc $cmd\` exited $BENCH_LAST_RC (a Result it disagrees with; accepted).")
    fi
    rm -f "$BENCH_TMP/out"
  done
done

echo
echo "| command | jobs | wall s | games/s | plies/s | main-line plies/s | MB/s | peak RSS MiB |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
printf '%s\n' "${rows[@]}"
if ((${#notes[@]})); then
  echo
  printf -- '- %s\n' "${notes[@]}" | awk '!seen[$0]++'
fi
