#!/usr/bin/env bash
# Throughput and peak memory of every game-reading `cinc` command on a deterministic random
# corpus (docs/performance.md):
#
#   bash bench/run.sh [GAMES] [CINC]
#
# GAMES defaults to 20000, CINC to build/tools/cinc (cinc-corpus is looked for beside it,
# in ../bench/, or given as CINC_CORPUS). Build with -DCMAKE_BUILD_TYPE=Release.
# Environment: RUNS (default 5), SEED (default 1), JOBS (the many-jobs figure, default
# nproc), COMMANDS (default: all of them, in this order: validate json json-no-fen json-san
# json-pretty json-to-cgn cgn score draws standings fen diagram tree annotate pdn),
# ANNOTATE_GAMES (the games annotate is timed on, default 200: it searches every position).
#
# The corpus is generated once: the realistic one of bench/lib.sh (bench/corpus.cpp:
# comments, clocks, NAGs, variations, accented names, one game in a hundred with a mistake,
# a tenth of the games in a Latin-1 file); its statistics come from the generator, not
# from cinc, and validate must find exactly its games with mistakes invalid. Each command runs RUNS times with
# --jobs 1 and --jobs JOBS (once per run without --jobs where it has none); the table
# gives the median wall time and, from it, games/s, plies/s (every move replayed: main
# lines and variations), main-line plies/s and MB/s of input, and the peak resident memory
# (GNU time's %M, the largest of the runs). `fen`, `diagram` and `tree` read the file up to
# its last game and show that game; `json-to-cgn` reads the JSON that `json` makes of the
# corpus (its MB/s counts that JSON); `annotate` runs at depth 1 on the first
# ANNOTATE_GAMES games; `pdn` rewrites checkers games (the PDN samples, repeated to about
# the corpus's size; no ply count); `standings` reads the same number of games as an event
# of 16 players (cinc-corpus --players 16: a table of 16 rows, GAMES / 8 rounds). Output is a Markdown table for docs/performance.md.
# Not part of the test suite.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=bench/lib.sh
source "$here/lib.sh"

games="${1:-20000}"
cinc="${2:-build/tools/cinc}"
corpus_bin="${CINC_CORPUS:-$(dirname "$cinc")/../bench/cinc-corpus}"
seed="${SEED:-1}"
jobs_many="${JOBS:-$(nproc)}"
commands="${COMMANDS:-validate json json-no-fen json-san json-pretty json-to-cgn cgn score draws standings fen diagram tree annotate pdn}"
annotate_games="${ANNOTATE_GAMES:-200}"
BENCH_RUNS="${RUNS:-5}"

bench_check_inputs bench/run.sh "$games" "$cinc" "$corpus_bin"

BENCH_TMP="$(mktemp -d "${TMPDIR:-/tmp}/cinc-bench.XXXXXX")"
trap 'rm -rf "$BENCH_TMP"' EXIT
# The realistic corpus (bench/lib.sh): the commands that read many games read both its
# files; those that look at one game (fen, diagram, tree) read the UTF-8 one, whose last
# game they take.
bench_realistic_corpus "$corpus_bin" "$games" "$seed" "$BENCH_TMP/corpus"
corpus_files=("${BENCH_CORPUS_FILES[@]}")
corpus="${corpus_files[0]}"
last_game=$(awk '$1 == "games" { print $2 }' "$BENCH_TMP/corpus/records.stats")

echo "# cinc throughput, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "- cinc: \`$cinc\` ($("$cinc" --version 2>&1 | head -n 1))"
echo "- $(bench_machine)"
echo "- corpus (realistic, bench/lib.sh \`bench_realistic_corpus $games $seed\`): $(bench_group <<<"$STAT_games") games," \
  "$(bench_group <<<"$STAT_main_plies") main-line plies, $(bench_group <<<"$STAT_all_plies") plies with" \
  "variations ($(bench_group <<<"$STAT_variations") variations), $(bench_group <<<"$STAT_bytes") bytes;" \
  "$STAT_error_games games with a mistake; a tenth of the games in a Latin-1 file"
echo "- each figure: median wall time of $BENCH_RUNS runs; peak RSS the largest of the runs"

notes=()
rows=()
# Inputs some commands need, made once.
json_in="$BENCH_TMP/corpus.json"
small="$BENCH_TMP/small.cgn"
checkers="$BENCH_TMP/checkers.pdn"
event="$BENCH_TMP/event.cgn"
stats_of() {  # stats_of NAME: sets IN_games IN_all IN_main IN_bytes for an input
  case "$1" in
    json-to-cgn)
      [[ -s "$json_in" ]] || "$cinc" json "${corpus_files[@]}" -o "$json_in" 2>/dev/null || [[ $? == 1 ]]
      IN_games=$STAT_games IN_all=$STAT_all_plies IN_main=$STAT_main_plies IN_bytes=$(wc -c <"$json_in") ;;
    annotate)
      if [[ ! -s "$small" ]]; then
        "$corpus_bin" --stats "$annotate_games" "$seed" >"$small" 2>"$BENCH_TMP/small.stats"
      fi
      local g a m b
      g=$(awk '$1 == "games" { print $2 }' "$BENCH_TMP/small.stats")
      a=$(awk '$1 == "all_plies" { print $2 }' "$BENCH_TMP/small.stats")
      m=$(awk '$1 == "main_plies" { print $2 }' "$BENCH_TMP/small.stats")
      b=$(awk '$1 == "bytes" { print $2 }' "$BENCH_TMP/small.stats")
      IN_games=$g IN_all=$a IN_main=$m IN_bytes=$b ;;
    standings)
      if [[ ! -s "$event" ]]; then
        "$corpus_bin" --stats --players 16 "$games" "$seed" >"$event" 2>"$BENCH_TMP/event.stats"
      fi
      IN_games=$(awk '$1 == "games" { print $2 }' "$BENCH_TMP/event.stats")
      IN_all=$(awk '$1 == "all_plies" { print $2 }' "$BENCH_TMP/event.stats")
      IN_main=$(awk '$1 == "main_plies" { print $2 }' "$BENCH_TMP/event.stats")
      IN_bytes=$(awk '$1 == "bytes" { print $2 }' "$BENCH_TMP/event.stats") ;;
    pdn)
      if [[ ! -s "$checkers" ]]; then
        local one="$here/../samples/checkers/ballot-openings.pdn" copies
        copies=$(( STAT_bytes / $(wc -c <"$one") + 1 ))
        for ((i = 0; i < copies; ++i)); do cat "$one"; echo; done >"$checkers"
      fi
      IN_games=$(grep -c '^\[Event' "$checkers") IN_all=0 IN_main=0 IN_bytes=$(wc -c <"$checkers") ;;
    *)
      IN_games=$STAT_games IN_all=$STAT_all_plies IN_main=$STAT_main_plies IN_bytes=$STAT_bytes ;;
  esac
}
for name in $commands; do
  out="$BENCH_TMP/out"
  BENCH_FRESH_OUTPUT="$out"  # every run writes its output afresh (bench/lib.sh)
  case "$name" in
    validate) line=(validate "${corpus_files[@]}") ;;
    json) line=(json "${corpus_files[@]}" -o "$out") ;;
    json-no-fen) line=(json --no-fen "${corpus_files[@]}" -o "$out") ;;
    json-san) line=(json --moves san "${corpus_files[@]}" -o "$out") ;;
    json-pretty) line=(json --pretty "${corpus_files[@]}" -o "$out") ;;
    json-to-cgn) line=(json --to-cgn "$json_in" -o "$out") ;;
    cgn) line=(cgn "${corpus_files[@]}" -o "$out") ;;
    score) line=(score "${corpus_files[@]}" -o "$out") ;;
    draws) line=(draws "${corpus_files[@]}" -o "$out") ;;
    standings) line=(standings "$event" -o "$out") ;;
    fen) line=(fen "$corpus" --game "$last_game" --ply 10) ;;
    diagram) line=(diagram "$corpus" --game "$last_game" --ply 10 -o "$out.dot") ;;
    tree) line=(tree "$corpus" --game "$last_game" -o "$out.dot") ;;
    annotate) line=(annotate --depth 1 "$small" -o "$out") ;;
    pdn) line=(pdn "$checkers" -o "$out") ;;
    *) echo "bench: unknown command $name" >&2; exit 2 ;;
  esac
  stats_of "$name"
  cmd="${line[0]}"
  if bench_has_jobs "$cinc" "$cmd"; then
    job_settings=(1)
    [[ "$jobs_many" != 1 ]] && job_settings+=("$jobs_many")
  else
    job_settings=(none)
  fi
  for j in "${job_settings[@]}"; do
    args=("${line[@]}")
    [[ "$j" != none ]] && args=("$cmd" --jobs "$j" "${line[@]:1}")
    # The corpus has games with mistakes on purpose, so the commands that read every game
    # exit 1 (validate's count of invalid games is checked below); score, draws and
    # standings also when a random Result disagrees with what they find.
    ok="0 1"
    bench_measure "$ok" "$cinc" "${args[@]}"
    shown="${args[*]}"
    shown="${shown//$BENCH_TMP/\$TMP}"
    plies="-" main="-"
    if ((IN_all > 0)); then plies=$(bench_rate "$IN_all" "$MEDIAN_S") main=$(bench_rate "$IN_main" "$MEDIAN_S"); fi
    rows+=("| \`$shown\` | ${j/none/1} | $MEDIAN_S | $(bench_rate "$IN_games" "$MEDIAN_S") | $plies | $main | $(bench_mbps "$IN_bytes" "$MEDIAN_S") | $(bench_mib "$PEAK_KIB") |")
    if [[ "$cmd" == validate ]]; then
      invalid=$(sed -n 's/.* \([0-9][0-9]*\) invalid$/\1/p' "$BENCH_TMP/stdout" | tail -n 1)
      if [[ "$invalid" != "$STAT_error_games" ]]; then
        echo "bench: validate finds ${invalid:-no} invalid games; the corpus has $STAT_error_games" >&2
        exit 1
      fi
    elif [[ "$BENCH_LAST_RC" != 0 && "$name" != fen && "$name" != diagram && "$name" != tree ]]; then
      notes+=("\`cinc $cmd\` exited $BENCH_LAST_RC (the corpus's games with mistakes, or a Result it disagrees with; accepted).")
    fi
    rm -f "$out" "$out.dot"
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
