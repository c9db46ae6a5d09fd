#!/usr/bin/env bash
# The budget's judgement (instruction_budget.sh compare) on made-up counts: a run 2% over
# its budget passes, 2.5% over fails, a run without a budget fails, 6% under passes with
# the advice to lower the budget.
set -euo pipefail
script="$1"
dir="$(mktemp -d "${TMPDIR:-/tmp}/cinc-budget-test.XXXXXX")"
trap 'rm -rf "$dir"' EXIT
printf 'config test\nbudget validate-jobs1 1000000\nbudget json-jobs1 2000000\n' >"$dir/budgets"
expect() {  # STATUS COUNTS-TEXT
  printf '%s' "$2" >"$dir/counts"
  local rc=0
  bash "$script" compare "$dir/budgets" "$dir/counts" >"$dir/out" || rc=$?
  if [[ "$rc" != "$1" ]]; then
    echo "compare_test: expected exit $1, got $rc, for:" >&2
    cat "$dir/counts" "$dir/out" >&2
    exit 1
  fi
}
expect 0 $'validate-jobs1 1020000\njson-jobs1 2000000\n'
expect 1 $'validate-jobs1 1025000\njson-jobs1 2000000\n'
expect 1 $'validate-jobs1 1000000\njson-jobs1 2000000\ncgn-jobs1 5\n'
expect 0 $'validate-jobs1 940000\njson-jobs1 2000000\n'
grep -q 'lower it' "$dir/out" || { echo "compare_test: no advice to lower the budget" >&2; exit 1; }
echo "compare_test: ok"
