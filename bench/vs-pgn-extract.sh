#!/usr/bin/env bash
# cinc against pgn-extract, the common C checker of chess PGN (docs/performance.md):
#
#   bash bench/vs-pgn-extract.sh [GAMES] [CINC]
#
# GAMES (default 20000) sets the size of the realistic CIC corpus (bench/lib.sh,
# bench_realistic_corpus: bench/corpus.cpp with seed SEED, default 1; clocks, comments,
# NAGs, variations, accented names, one game in a hundred with a mistake, a tenth of the
# games in a Latin-1 file); a random chess corpus in PGN is then made with the same number
# of main-line plies, the same mean game length and the same kinds of content
# (bench/random_chess.cjs --realistic: legal random games from chess.js, with results,
# deterministic for the seed; cached, so made once). Timed, RUNS times each (default 5;
# median wall time, peak RSS by GNU time):
#   pgn-extract -r -s CHESS.pgn           every move of every game replayed and checked
#   cinc validate [--jobs 1 | --jobs N] CIC.cgn CIC-latin1.cgn   (the realistic corpus)
#   cinc validate [--jobs 1 | --jobs N] CIC-plain.cgn      (cinc-corpus --plain: moves and
#                                          tags only, against a plain chess corpus of as many
#                                          plies; PLAIN=0 leaves these rows out)
#   pgn-extract -s --json -o OUT CHESS.pgn  against  cinc json [--jobs 1 | --jobs N] -o OUT
#   pgn-extract -s -o OUT CHESS.pgn         against  cinc cgn [--jobs 1 | --jobs N] -o OUT
# (TASKS: any of "check json rewrite", default all three). Then, for json and rewrite, PAIRED
# rounds (default 5) of pgn-extract and cinc --jobs N back to back, with each round's ratio
# and their median (the machine's speed drifts between the medians of the table).
# and prints plies/s for each and cinc's plies/s over pgn-extract's for the same task. Plies are every move
# replayed: main lines and variations (the chess corpus has none).
#
# Needs: pgn-extract (Debian package pgn-extract, installed in /usr/games), GNU time
# (package time), node and npm. chess.js 1.4.0 is installed from npm into a cache
# directory outside the repository: CINC_BENCH_CACHE, default ~/.cache/cinc-bench.
# CINC defaults to build/tools/cinc; cinc-corpus is looked for beside it (../bench/) or
# given as CINC_CORPUS. Not part of the test suite.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=bench/lib.sh
source "$here/lib.sh"

games="${1:-20000}"
cinc="${2:-build/tools/cinc}"
corpus_bin="${CINC_CORPUS:-$(dirname "$cinc")/../bench/cinc-corpus}"
seed="${SEED:-1}"
jobs_many="${JOBS:-$(nproc)}"
BENCH_RUNS="${RUNS:-5}"
cache="${CINC_BENCH_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cinc-bench}"
chessjs_version=1.4.0

bench_check_inputs bench/vs-pgn-extract.sh "$games" "$cinc" "$corpus_bin"
pgn_extract="$(command -v pgn-extract || true)"
[[ -z "$pgn_extract" && -x /usr/games/pgn-extract ]] && pgn_extract=/usr/games/pgn-extract
if [[ -z "$pgn_extract" ]]; then
  echo "bench: pgn-extract not found: apt-get install pgn-extract (it installs /usr/games/pgn-extract)" >&2
  exit 2
fi
for tool in node npm; do
  if ! command -v "$tool" >/dev/null; then
    echo "bench: $tool not found (Debian packages nodejs and npm)" >&2
    exit 2
  fi
done

# chess.js, pinned: the random games depend on its move order.
node_dir="$cache/node"
if [[ "$(node -p "try { require('$node_dir/node_modules/chess.js/package.json').version } catch (e) { '' }")" != "$chessjs_version" ]]; then
  echo "bench: installing chess.js $chessjs_version into $node_dir" >&2
  mkdir -p "$node_dir"
  npm install --prefix "$node_dir" --no-audit --no-fund --loglevel=error "chess.js@$chessjs_version" >&2
fi

BENCH_TMP="$(mktemp -d "${TMPDIR:-/tmp}/cinc-bench.XXXXXX")"
trap 'rm -rf "$BENCH_TMP"' EXIT

# The CIC corpora and their statistics.
plain_rows="${PLAIN:-1}"
"$corpus_bin" --stats --plain "$games" "$seed" >"$BENCH_TMP/plain.cgn" 2>"$BENCH_TMP/plain.stats"
bench_corpus_stats "$BENCH_TMP/plain.stats"
plain_games=$STAT_games plain_main=$STAT_main_plies plain_all=$STAT_all_plies plain_bytes=$STAT_bytes
bench_realistic_corpus "$corpus_bin" "$games" "$seed" "$BENCH_TMP/cic"
cic_files=("${BENCH_CORPUS_FILES[@]}")

# chess_corpus MAIN_PLIES MEAN [--realistic]: the cached chess corpus of that size and kind
# (made once); sets CHESS, CHESS_GAMES, CHESS_PLIES (every move: with variations),
# CHESS_BYTES, CHESS_ERRORS.
chess_corpus() {
  local kind=plain
  [[ "${3:-}" == --realistic ]] && kind=realistic
  CHESS="$cache/chess-$kind-$1-$2-$seed-chessjs$chessjs_version.pgn"
  if [[ ! -s "$CHESS" || ! -s "$CHESS.stats" ]]; then
    echo "bench: generating $CHESS (chess.js; made once, then cached)" >&2
    mkdir -p "$cache"
    NODE_PATH="$node_dir/node_modules" node "$here/random_chess.cjs" \
      --plies "$1" --mean-length "$2" --seed "$seed" ${3:+"$3"} >"$CHESS.tmp" 2>"$CHESS.stats.tmp"
    mv "$CHESS.stats.tmp" "$CHESS.stats"
    mv "$CHESS.tmp" "$CHESS"
  fi
  CHESS_GAMES=$(awk '$1 == "games" { print $2 }' "$CHESS.stats")
  CHESS_PLIES=$(awk '$1 == "all_plies" { print $2 }' "$CHESS.stats")
  CHESS_MAIN=$(awk '$1 == "plies" { print $2 }' "$CHESS.stats")
  CHESS_ERRORS=$(awk '$1 == "error_games" { print $2 }' "$CHESS.stats")
  CHESS_BYTES=$(wc -c <"$CHESS")
}

# The chess corpora: as many main-line plies as the CIC corpus of their kind, the same
# mean game length.
plain_mean=$(awk -v p="$plain_main" -v g="$plain_games" 'BEGIN { printf "%.2f", p / g }')
chess_corpus "$plain_main" "$plain_mean"
plain_chess=$CHESS plain_chess_games=$CHESS_GAMES plain_chess_plies=$CHESS_PLIES plain_chess_bytes=$CHESS_BYTES
mean=$(awk -v p="$STAT_main_plies" -v g="$STAT_games" 'BEGIN { printf "%.2f", p / g }')
chess_corpus "$STAT_main_plies" "$mean" --realistic
chess=$CHESS chess_games=$CHESS_GAMES chess_plies=$CHESS_PLIES chess_main_plies=$CHESS_MAIN chess_bytes=$CHESS_BYTES
chess_errors=$CHESS_ERRORS

# What `pgn-extract -r -s` checks, asked of the installed version on a four-game probe:
# an illegal move only inside a variation, one in the main line, a Result tag that
# disagrees with the result written after the moves, and a result that contradicts mate.
cat >"$BENCH_TMP/probe.pgn" <<'PGN'
[Event "probe1"]
[Site "?"]
[Date "????.??.??"]
[Round "1"]
[White "a"]
[Black "b"]
[Result "*"]

1. e4 e5 (1... Ke7 2. Qh5) 2. Nf3 *

[Event "probe2"]
[Site "?"]
[Date "????.??.??"]
[Round "2"]
[White "a"]
[Black "b"]
[Result "*"]

1. e4 e5 2. Ke3 *

[Event "probe3"]
[Site "?"]
[Date "????.??.??"]
[Round "3"]
[White "a"]
[Black "b"]
[Result "1-0"]

1. e4 e5 2. Nf3 0-1

[Event "probe4"]
[Site "?"]
[Date "????.??.??"]
[Round "4"]
[White "a"]
[Black "b"]
[Result "1-0"]

1. f3 e5 2. g4 Qh4# 1-0
PGN
"$pgn_extract" -r -s "$BENCH_TMP/probe.pgn" >"$BENCH_TMP/probe.out" 2>&1 || true
yes_no() { if grep -q "$1" "$BENCH_TMP/probe.out"; then echo yes; else echo no; fi; }
checks_variations=$(yes_no 'Ke7')
checks_main=$(yes_no 'Ke3')
checks_result=$(yes_no 'probe3')
checks_mate=$(yes_no 'probe4')
probe_stdout=$("$pgn_extract" -r -s "$BENCH_TMP/probe.pgn" 2>/dev/null | wc -c)
probe_rc=0
"$pgn_extract" -r -s "$BENCH_TMP/probe.pgn" >/dev/null 2>&1 || probe_rc=$?

# pgn-extract must read every game of the chess corpora, and find exactly the mistakes
# the generator made (none in the plain one).
check_chess() {  # FILE GAMES ERRORS
  if ! "$pgn_extract" -r "$1" >/dev/null 2>"$BENCH_TMP/chess.check"; then
    echo "bench: pgn-extract -r fails on $1:" >&2
    head -n 20 "$BENCH_TMP/chess.check" >&2
    exit 1
  fi
  local read_games failed
  read_games=$(sed -n 's/^\([0-9][0-9]*\) games\{0,1\} matched out of \([0-9][0-9]*\)\.$/\2/p' "$BENCH_TMP/chess.check" | tail -n 1)
  failed=$(grep -c 'Failed to make move' "$BENCH_TMP/chess.check" || true)
  if [[ "$failed" != "$3" ]]; then
    echo "bench: pgn-extract finds $failed illegal moves in $1, where the generator made $3:" >&2
    head -n 20 "$BENCH_TMP/chess.check" >&2
    exit 1
  fi
  if [[ "${read_games:-}" != "$2" ]]; then
    echo "bench: pgn-extract read ${read_games:-no} games of $2 in $1" >&2
    exit 1
  fi
}
check_chess "$chess" "$chess_games" "$chess_errors"
check_chess "$plain_chess" "$plain_chess_games" 0
if ! "$cinc" validate "$BENCH_TMP/plain.cgn" >/dev/null; then
  echo "bench: cinc finds an invalid game in the plain CIC corpus" >&2
  exit 1
fi
invalid=$("$cinc" validate "${cic_files[@]}" 2>/dev/null | sed -n 's/.* \([0-9][0-9]*\) invalid$/\1/p' | tail -n 1 || true)
if [[ "$invalid" != "$STAT_error_games" ]]; then
  echo "bench: cinc finds ${invalid:-no} invalid games in the CIC corpus, where the generator made $STAT_error_games" >&2
  exit 1
fi

rows=()
notes=()
# row LABEL INPUT JOBS PLIES_ALL PLIES_MAIN BYTES REF_RATE: one table row from MEDIAN_S, PEAK_KIB.
row() {
  local rate ratio
  rate=$(awk -v n="$4" -v s="$MEDIAN_S" 'BEGIN { printf "%.0f", (s > 0 ? n / s : 0) }')
  ratio=$(awk -v a="$rate" -v b="${7:-0}" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "1.00" }')
  rows+=("| $1 | $2 | $3 | $MEDIAN_S | $(bench_group <<<"$4") | $(bench_group <<<"$rate") | $(bench_rate "$5" "$MEDIAN_S") | $(bench_mbps "$6" "$MEDIAN_S") | $(bench_mib "$PEAK_KIB") | ${ratio}x |")
  LAST_RATE=$rate
}

# Three tasks, each pgn-extract's way on the chess corpus and cinc's on the CIC corpora:
#   check:   pgn-extract -r -s            cinc validate
#   JSON:    pgn-extract -s --json -o F   cinc json -o F   (every move with its FEN after,
#                                         clocks, comments, variations: cinc's full content)
#   rewrite: pgn-extract -s -o F          cinc cgn -o F    (each game written again)
# The ratio of each cinc row is to the pgn-extract row of its task, measured in this run.
if bench_has_jobs "$cinc" validate; then
  job_settings=(1)
  [[ "$jobs_many" != 1 ]] && job_settings+=("$jobs_many")
else
  job_settings=(none)
  notes+=("\`cinc validate --help\` has no --jobs yet: cinc timed once, without it (one thread).")
fi
out="$BENCH_TMP/out"
# Every run writes OUT afresh, pgn-extract's and cinc's alike (bench/lib.sh, bench_measure).
BENCH_FRESH_OUTPUT="$out"
for task in ${TASKS:-check json rewrite}; do
  case "$task" in
    check) pgn_args=(-r -s) cinc_args=(validate) pgn_label='`pgn-extract -r -s`' ;;
    json) pgn_args=(-s --json -o "$out") cinc_args=(json -o "$out") pgn_label='`pgn-extract -s --json -o OUT`' ;;
    rewrite) pgn_args=(-s -o "$out") cinc_args=(cgn -o "$out") pgn_label='`pgn-extract -s -o OUT`' ;;
    *) echo "bench: unknown task $task" >&2; exit 2 ;;
  esac
  inputs=(cic)
  ((plain_rows)) && inputs+=(plain)
  for input in "${inputs[@]}"; do
    if [[ "$input" == cic ]]; then
      bench_measure "0" "$pgn_extract" "${pgn_args[@]}" "$chess"
      row "$pgn_label" "chess PGN" 1 "$chess_plies" "$chess_main_plies" "$chess_bytes" ""
      files=("${cic_files[@]}")
    else
      bench_measure "0" "$pgn_extract" "${pgn_args[@]}" "$plain_chess"
      row "$pgn_label" "plain chess PGN" 1 "$plain_chess_plies" "$plain_chess_plies" "$plain_chess_bytes" ""
      files=("$BENCH_TMP/plain.cgn")
    fi
    pgn_rate=$LAST_RATE
    for j in "${job_settings[@]}"; do
      jobs_arg=()
      [[ "$j" != none ]] && jobs_arg=(--jobs "$j")
      # The realistic corpus has invalid games on purpose: validate, json and cgn exit 1.
      bench_measure "0 1" "$cinc" "${cinc_args[0]}" "${jobs_arg[@]}" "${cinc_args[@]:1}" "${files[@]}"
      rest="${cinc_args[*]:1}"
      label="\`cinc ${cinc_args[0]}${jobs_arg[*]:+ ${jobs_arg[*]}}${rest:+ $rest}\`"
      label="${label//$out/OUT}"
      if [[ "$input" == cic ]]; then
        row "$label" "CIC corpus" "${j/none/1 (no --jobs)}" "$STAT_all_plies" "$STAT_main_plies" "$STAT_bytes" "$pgn_rate"
      else
        row "$label" "plain CIC corpus" "${j/none/1 (no --jobs)}" "$plain_all" "$plain_main" "$plain_bytes" "$pgn_rate"
      fi
    done
  done
  rm -f "$out"
done

# Paired rounds (PAIRED=N, default 5; 0: none) for every task, on the realistic corpora: the speed of a
# virtual machine drifts within seconds, so the medians above may come from different
# states of it. Here each round times pgn-extract and then cinc --jobs JOBS back to back.
paired_rounds="${PAIRED:-5}"
paired_rows=()
for task in ${TASKS:-check json rewrite}; do
  ((paired_rounds > 0)) || break
  case "$task" in
    check) pgn_args=(-r -s "$chess") cinc_args=(validate --jobs "$jobs_many") ;;
    json) pgn_args=(-s --json -o "$out" "$chess") cinc_args=(json --jobs "$jobs_many" -o "$out") ;;
    rewrite) pgn_args=(-s -o "$out" "$chess") cinc_args=(cgn --jobs "$jobs_many" -o "$out") ;;
    *) continue ;;
  esac
  pgn_times=() cinc_times=() ratios=()
  for ((round = 0; round < paired_rounds; ++round)); do
    BENCH_RUNS=1 bench_measure "0" "$pgn_extract" "${pgn_args[@]}"
    pgn_s=$MEDIAN_S
    BENCH_RUNS=1 bench_measure "0 1" "$cinc" "${cinc_args[@]}" "${cic_files[@]}"
    cinc_s=$MEDIAN_S
    pgn_times+=("$pgn_s") cinc_times+=("$cinc_s")
    ratios+=("$(awk -v cp="$STAT_all_plies" -v cs="$cinc_s" -v pp="$chess_plies" -v ps="$pgn_s" \
      'BEGIN { printf "%.2f", (cp / cs) / (pp / ps) }')")
  done
  median=$(printf '%s\n' "${ratios[@]}" | sort -n |
    awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f", m }')
  paired_rows+=("| $task | ${pgn_times[*]} | ${cinc_times[*]} | ${ratios[*]/%/x} | **${median}x** |")
  rm -f "$out"
done

echo "# cinc against pgn-extract, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "- cinc: \`$cinc\` ($("$cinc" --version 2>&1 | head -n 1)); pgn-extract: \`$pgn_extract\`" \
  "($(dpkg-query -W -f='${Version}' pgn-extract 2>/dev/null || echo 'version unknown'))"
echo "- $(bench_machine)"
echo "- CIC corpus (realistic, bench/lib.sh \`bench_realistic_corpus\`): \`cinc-corpus --errors 10 --names $((games - games / 10)) $seed\`" \
  "and \`cinc-corpus --errors 10 --names --latin1 $((games / 10)) $((seed + 1000))\`: $(bench_group <<<"$STAT_games") games," \
  "$(bench_group <<<"$STAT_main_plies") main-line plies, $(bench_group <<<"$STAT_all_plies") plies with variations," \
  "$(bench_group <<<"$STAT_bytes") bytes (comments, clocks on the timed half, NAGs, variations, accented names;" \
  "$STAT_error_games games with a mistake; a tenth of the games in a Latin-1 file)"
echo "- plain CIC corpus: \`cinc-corpus --plain $games $seed\`: $(bench_group <<<"$plain_games") games," \
  "$(bench_group <<<"$plain_main") plies, $(bench_group <<<"$plain_bytes") bytes (moves and tags only)"
echo "- chess corpus: \`random_chess.cjs --plies $STAT_main_plies --mean-length $mean --seed $seed --realistic\`" \
  "(chess.js $chessjs_version): $(bench_group <<<"$chess_games") games, $(bench_group <<<"$chess_plies") plies with variations," \
  "$(bench_group <<<"$chess_bytes") bytes (the same kinds of content; $chess_errors games with a mistake)"
echo "- plain chess corpus: \`random_chess.cjs --plies $plain_main --mean-length $plain_mean --seed $seed\`:" \
  "$(bench_group <<<"$plain_chess_games") games, $(bench_group <<<"$plain_chess_plies") plies, $(bench_group <<<"$plain_chess_bytes") bytes, no comments or variations"
echo "- \`pgn-extract -r -s\` (asked of this version on a probe file): replays and checks every main-line move:" \
  "$checks_main; every move inside variations: $checks_variations; checks the Result tag against the result" \
  "after the moves: $checks_result, against a checkmate: $checks_mate; writes no games (stdout $probe_stdout bytes), exit code $probe_rc even when a" \
  "move is illegal; errors go to stderr"
echo "- each figure: median wall time of $BENCH_RUNS runs; peak RSS the largest of the runs;" \
  "plies/s counts every move replayed (main lines and variations); ratio: plies/s over pgn-extract's"
echo
echo "| command | input | jobs | wall s | plies | plies/s | main-line plies/s | MB/s | peak RSS MiB | plies/s ratio to pgn-extract |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
printf '%s\n' "${rows[@]}"
if ((${#paired_rows[@]})); then
  echo
  echo "Paired rounds (PAIRED=$paired_rounds): in each round pgn-extract, then cinc with --jobs $jobs_many on the CIC"
  echo "corpus, one after the other, so that both see the machine in the same state; the ratio of each"
  echo "round, and their median:"
  echo
  echo "| task | pgn-extract s, each round | cinc s, each round | ratio, each round | median ratio |"
  echo "|---|---|---|---|---:|"
  printf '%s\n' "${paired_rows[@]}"
fi
if ((${#notes[@]})); then
  echo
  printf -- '- %s\n' "${notes[@]}"
fi
