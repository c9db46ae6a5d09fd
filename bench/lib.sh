# shellcheck shell=bash
# shellcheck disable=SC2034  # MEDIAN_S, PEAK_KIB, STAT_* ... are this file's results
# Shared by bench/run.sh and bench/vs-pgn-extract.sh (sourced, not run): checks, corpus
# statistics and the timing of one command (median wall time of RUNS runs, peak RSS).

# GNU time gives the peak resident memory (%M, in KiB); the shell's `time` cannot.
# Checks the arguments every script shares: GAMES a positive number, CINC and
# cinc-corpus built, GNU time present. Exits 2 with a message otherwise.
# usage: bench_check_inputs SCRIPT GAMES CINC CORPUS_BIN
bench_check_inputs() {
  if ! [[ "$2" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: bash $1 [GAMES] [CINC]" >&2
    exit 2
  fi
  for bin in "$3" "$4"; do
    if [[ ! -x "$bin" ]]; then
      echo "bench: $bin not found; build first (cmake --build build), or pass CINC / set CINC_CORPUS" >&2
      exit 2
    fi
  done
  bench_require_gnu_time
}

bench_require_gnu_time() {
  local version
  version=$(/usr/bin/time --version 2>&1 || true)
  if [[ ! -x /usr/bin/time || "$version" != *GNU* ]]; then
    echo "bench: /usr/bin/time (GNU time) is needed for peak memory: apt-get install time" >&2
    exit 2
  fi
}

# bench_corpus_stats FILE: reads cinc-corpus's "key value" statistics into STAT_<key>.
bench_corpus_stats() {
  local key value
  STAT_games='' STAT_main_plies='' STAT_variation_plies='' STAT_all_plies='' STAT_variations='' STAT_bytes=''
  STAT_error_games=''
  while read -r key value; do
    [[ -n "$key" ]] && printf -v "STAT_$key" '%s' "$value"
  done <"$1"
  : "${STAT_games:?no statistics in $1}" "${STAT_main_plies:?}" "${STAT_all_plies:?}" "${STAT_bytes:?}"
  : "${STAT_variations:=0}" "${STAT_variation_plies:=0}" "${STAT_error_games:=0}"
}

# bench_realistic_corpus CORPUS_BIN GAMES SEED DIR: the benchmarks' corpus of records as
# tournaments produce them (docs/performance.md): DIR/records.cgn, nine games in ten, UTF-8,
# and DIR/records-latin1.cgn, the tenth, in Latin-1 as older programs save (another seed);
# both with players' accented names and one game in a hundred with a mistake (cinc-corpus
# --errors 10 --names), besides the comments, clocks, NAGs, variations and short forms
# of every cinc-corpus. Their statistics, summed, go to DIR/stats; sets STAT_* from them and
# BENCH_CORPUS_FILES to the two files.
bench_realistic_corpus() {
  local bin="$1" games="$2" seed="$3" dir="$4"
  local latin=$((games / 10))
  ((latin > 0)) || latin=1
  local utf=$((games - latin))
  ((utf > 0)) || utf=1
  mkdir -p "$dir"
  "$bin" --stats --errors 10 --names "$utf" "$seed" >"$dir/records.cgn" 2>"$dir/records.stats"
  "$bin" --stats --errors 10 --names --latin1 "$latin" "$((seed + 1000))" >"$dir/records-latin1.cgn" \
    2>"$dir/records-latin1.stats"
  awk '{ sum[$1] += $2; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
       END { for (i = 1; i <= n; ++i) print order[i], sum[order[i]] }' \
    "$dir/records.stats" "$dir/records-latin1.stats" >"$dir/stats"
  bench_corpus_stats "$dir/stats"
  BENCH_CORPUS_FILES=("$dir/records.cgn" "$dir/records-latin1.cgn")
}

# bench_has_jobs CINC COMMAND: whether `cinc COMMAND --help` offers --jobs.
# (The help is read whole first: `grep -q` on a pipe may end the writer early, and with
# pipefail that would read as "no".)
bench_has_jobs() {
  local help
  help=$("$1" "$2" --help 2>&1 || true)
  grep -q -- '--jobs' <<<"$help"
}

# bench_has_output_option CINC COMMAND: whether `cinc COMMAND --help` offers -o.
bench_has_output_option() {
  local help
  help=$("$1" "$2" --help 2>&1 || true)
  grep -Eq -- '(^|[[:space:],])-o([[:space:],]|$)' <<<"$help"
}

# bench_warm COMMAND...: reads the program of COMMAND, the shared libraries it loads, and
# the regular files among its arguments (but the argument after -o, an output) into the
# page cache, discarding them.
bench_warm() {
  local program after_o=0 arg
  program=$(command -v "$1" 2>/dev/null || true)
  if [[ -n "$program" && -f "$program" ]]; then
    cat "$program" >/dev/null
    ldd "$program" 2>/dev/null | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }' |
      while read -r library; do cat "$library" >/dev/null 2>&1 || true; done
  fi
  shift
  for arg in "$@"; do
    if ((after_o)); then
      after_o=0
      continue
    fi
    [[ "$arg" == -o ]] && after_o=1 && continue
    [[ -f "$arg" ]] && cat "$arg" >/dev/null
  done
  return 0
}

# bench_measure OKCODES COMMAND...: runs COMMAND $BENCH_RUNS times (stdout to
# $BENCH_TMP/stdout, stderr to $BENCH_TMP/stderr); sets MEDIAN_S (median wall seconds) and
# PEAK_KIB (the largest peak resident set of the runs). OKCODES: exit codes taken as
# success, e.g. "0" or "0 1"; any other stops the benchmark with the command's stderr.
# BENCH_FRESH_OUTPUT, when set, is a file removed before each run, outside the timing: each
# run then writes its output afresh. (A run that replaces the output of the run before
# would be charged with the file system's removal of that file, which for the 660 MB of
# `cinc json` takes this VM's disk 0.2-0.3 s, waiting on the disk, when the file is renamed
# over it.)
# Before each run, outside the timing, the program, its shared libraries and the files it
# reads (every argument that names a regular file, but the one after -o) are read into the
# page cache (bench_warm): every run finds them there, as a second run of the same command does.
# This machine pages out memory left idle for about a second (the kernel's DAMON with a
# pageout scheme): reading a 49 MB input took 11 ms when it had just been read and 50-86 ms
# after 1.3 s of sleep, so a command timed right after another one's long run was charged
# for reading back its input (2026-11-28: `cinc validate` 0.14 s back to back, 0.20 s after
# 1.3 s idle; in the paired rounds cinc always ran after pgn-extract's 1.3 s).
bench_measure() {
  local okcodes="$1"
  shift
  local -a times=()
  local peak=0 i rc t0 t1 rss
  for ((i = 0; i < BENCH_RUNS; ++i)); do
    [[ -n "${BENCH_FRESH_OUTPUT:-}" ]] && rm -f "$BENCH_FRESH_OUTPUT"
    bench_warm "$@"
    t0=$(date +%s%N)
    if /usr/bin/time -f '%M' -o "$BENCH_TMP/rss" "$@" >"$BENCH_TMP/stdout" 2>"$BENCH_TMP/stderr"; then
      rc=0
    else
      rc=$?
    fi
    t1=$(date +%s%N)
    if [[ " $okcodes " != *" $rc "* ]]; then
      echo "bench: exit code $rc from: $*" >&2
      head -n 20 "$BENCH_TMP/stderr" >&2
      exit 1
    fi
    times+=("$(((t1 - t0) / 1000))")  # microseconds
    rss=$(tail -n 1 "$BENCH_TMP/rss")
    if ((rss > peak)); then peak=$rss; fi
  done
  MEDIAN_S=$(printf '%s\n' "${times[@]}" | sort -n |
    awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.3f", m / 1e6 }')
  PEAK_KIB=$peak
  BENCH_LAST_RC=$rc
}

# bench_rate COUNT SECONDS: COUNT per second, rounded, with thousands separators.
bench_rate() {
  awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", (s > 0 ? n / s : 0) }' | bench_group
}

# bench_group: 1234567 -> 1,234,567 (stdin to stdout).
bench_group() {
  sed -e ':a' -e 's/^\([0-9]\+\)\([0-9]\{3\}\)/\1,\2/' -e 'ta'
}

# bench_mbps BYTES SECONDS: megabytes (10^6) per second, one decimal.
bench_mbps() {
  awk -v n="$1" -v s="$2" 'BEGIN { printf "%.1f", (s > 0 ? n / 1e6 / s : 0) }'
}

# bench_mib KIB: mebibytes, one decimal.
bench_mib() {
  awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'
}

# bench_machine: one line on the machine and its load (the figures depend on both).
bench_machine() {
  local cpu
  cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
  echo "machine: ${cpu:-unknown CPU}, $(nproc) cores; load average at start:$(uptime | sed 's/.*load average[s]*://')"
}
