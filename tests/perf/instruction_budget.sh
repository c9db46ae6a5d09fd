#!/usr/bin/env bash
# The guard against a slower cinc (docs/performance.md, "The instruction budget"): counts
# the instructions `cinc validate`, `json` and `cgn` execute on a fixed realistic corpus,
# with --jobs 1 and --jobs 2, and `cinc perft` from the start of Commander-In-Chief and of the
# games of the checkers family (move generation, bench/perft.sh), under valgrind (an
# instruction count does not depend on what else the machine is doing, as a time does), and
# compares each with its budget.
#
#   instruction_budget.sh check  CINC CINC_CORPUS BUDGETS CONFIG   fails over a budget
#   instruction_budget.sh update CINC CINC_CORPUS BUDGETS CONFIG   writes today's counts
#   instruction_budget.sh compare BUDGETS COUNTS                   the judgement alone
#
# BUDGETS (tests/perf/budgets.txt) holds the build configuration the counts were taken on
# ("config ...", the compiler, build type and flags: another compiler makes other
# instructions) and one "budget NAME COUNT" line per run. CONFIG is this build's; when it
# is not the budgets' one the check is skipped (exit 77, CTest's SKIP), never passed.
# A run fails when it executes more than TOLERANCE percent (default 2) over its budget; a
# run 5% or more under its budget is reported, so that the budget is lowered with it.
# `update` rewrites BUDGETS from this build's counts: the way to raise a budget on purpose
# (commit it with the reason in the message).
set -euo pipefail

tolerance="${TOLERANCE:-2}"

# compare BUDGETS COUNTS: each "NAME COUNT" of COUNTS against its budget; 1 when one is over.
compare() {
  awk -v tol="$tolerance" '
    FNR == NR { if ($1 == "budget") budget[$2] = $3; next }
    {
      name = $1; count = $2
      if (!(name in budget)) { printf "%-22s %15.0f  no budget (run update)\n", name, count; failed = 1; next }
      change = (count - budget[name]) * 100 / budget[name]
      verdict = "ok"
      if (change > tol) { verdict = "OVER BUDGET"; failed = 1 }
      else if (change <= -5) verdict = "well under budget: lower it (instruction_budget.sh update)"
      printf "%-22s %15.0f  budget %15.0f  %+6.2f%%  %s\n", name, count, budget[name], change, verdict
    }
    END { exit failed }' "$1" "$2"
}

# measure CINC CINC_CORPUS DIR: "NAME COUNT" lines, one per run, into DIR/counts.
measure() {
  local cinc="$1" corpus_bin="$2" dir="$3"
  # The corpus: as bench/lib.sh's realistic one (clocks, comments, NAGs, variations,
  # accented names, mistakes, a Latin-1 file), small enough for valgrind.
  "$corpus_bin" --errors 10 --names 900 11 >"$dir/records.cgn"
  "$corpus_bin" --errors 10 --names --latin1 100 1011 >"$dir/records-latin1.cgn"
  local files=("$dir/records.cgn" "$dir/records-latin1.cgn")
  : >"$dir/counts"
  local name jobs rc
  for name in validate json cgn; do
    for jobs in 1 2; do
      local args=("$name" --jobs "$jobs")
      [[ "$name" != validate ]] && args+=(-o "$dir/out")
      rc=0
      valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$cinc" "${args[@]}" "${files[@]}" >/dev/null 2>"$dir/valgrind.err" || rc=$?
      # The corpus has invalid games on purpose: exit 1 is expected.
      if [[ "$rc" != 1 ]]; then
        echo "instruction_budget: cinc ${args[*]} exited $rc, not 1 (the corpus has invalid games):" >&2
        tail -n 20 "$dir/valgrind.err" >&2
        exit 1
      fi
      local count
      count=$(sed -n 's/^==[0-9]*== I *refs: *\([0-9,]*\)$/\1/p' "$dir/valgrind.err" | tr -d ,)
      if [[ -z "$count" ]]; then
        echo "instruction_budget: no instruction count from valgrind for cinc ${args[*]}" >&2
        tail -n 20 "$dir/valgrind.err" >&2
        exit 1
      fi
      echo "$name-jobs$jobs $count" >>"$dir/counts"
    done
  done
  # Move generation: perft from the start (the last ply counted in bulk, as bench/perft.sh),
  # deep enough that start-up is a small part of the count.
  local variant depth
  for run in commander-in-chief:4 checkers:9 coast-to-coast:4 stackem:8; do
    variant="${run%%:*}" depth="${run##*:}"
    if ! valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
      "$cinc" perft --variant "$variant" -d "$depth" >/dev/null 2>"$dir/valgrind.err"; then
      echo "instruction_budget: cinc perft --variant $variant -d $depth failed:" >&2
      tail -n 20 "$dir/valgrind.err" >&2
      exit 1
    fi
    count=$(sed -n 's/^==[0-9]*== I *refs: *\([0-9,]*\)$/\1/p' "$dir/valgrind.err" | tr -d ,)
    if [[ -z "$count" ]]; then
      echo "instruction_budget: no instruction count from valgrind for cinc perft --variant $variant" >&2
      exit 1
    fi
    echo "perft-$variant $count" >>"$dir/counts"
  done
}

mode="${1:-}"
case "$mode" in
  compare)
    [[ $# == 3 ]] || { echo "usage: instruction_budget.sh compare BUDGETS COUNTS" >&2; exit 2; }
    compare "$2" "$3"
    ;;
  check | update)
    [[ $# == 5 ]] || { echo "usage: instruction_budget.sh $mode CINC CINC_CORPUS BUDGETS CONFIG" >&2; exit 2; }
    cinc="$2" corpus_bin="$3" budgets="$4" config="$5"
    if ! command -v valgrind >/dev/null; then
      echo "instruction_budget: valgrind is missing (Debian package valgrind; scripts/install-deps.sh installs it)" >&2
      exit 77
    fi
    if [[ "$mode" == check ]]; then
      budget_config=$(sed -n 's/^config //p' "$budgets")
      if [[ "$budget_config" != "$config" ]]; then
        echo "instruction_budget: SKIPPED: the budgets were counted on a build of \"$budget_config\";" \
          "this build is \"$config\" (another compiler or flags execute other instructions)" >&2
        exit 77
      fi
    fi
    dir="$(mktemp -d "${TMPDIR:-/tmp}/cinc-budget.XXXXXX")"
    trap 'rm -rf "$dir"' EXIT
    measure "$cinc" "$corpus_bin" "$dir"
    if [[ "$mode" == check ]]; then
      compare "$budgets" "$dir/counts"
    else
      {
        echo "# Instruction budgets of tests/perf/instruction_budget.sh (docs/performance.md)."
        echo "# Written by: instruction_budget.sh update; raise one only on purpose, saying why."
        echo "config $config"
        sed 's/^/budget /' "$dir/counts"
      } >"$budgets.tmp"
      mv "$budgets.tmp" "$budgets"
      cat "$budgets"
    fi
    ;;
  *)
    echo "usage: instruction_budget.sh check|update CINC CINC_CORPUS BUDGETS CONFIG | compare BUDGETS COUNTS" >&2
    exit 2
    ;;
esac
