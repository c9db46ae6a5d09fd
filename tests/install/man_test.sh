#!/usr/bin/env bash
# The man page (cmake/man.cmake) as `man` shows it: the page renders, and it has a
# subsection for every command `cinc --help` lists, with that command's description and
# every option its `cinc <command> --help` lists; the FILES section names the completion.
#   man_test.sh <cinc.1.gz> <cinc binary>
set -uo pipefail
page_file=$1 cinc=$2
command -v man >/dev/null || { echo "FAIL: man (package man-db) is needed to render the page"; exit 1; }
# Wide lines: nothing of interest is wrapped or hyphenated.
page=$(MANWIDTH=250 man -l "$page_file" 2>&1 | col -b -x) || { echo "FAIL: man -l $page_file failed"; exit 1; }
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
squeeze() { tr -s ' \n' ' '; }

grep -q '^NAME' <<<"$page" || fail "no NAME section"
grep -q '^COMMANDS' <<<"$page" || fail "no COMMANDS section"
grep -q 'share/bash-completion/completions/cinc' <<<"$page" || fail "FILES does not name the completion"
commands=$("$cinc" --help | sed -n '/^Subcommands:/,/^$/p' | sed -n 's/^  \([a-z][a-z-]*\).*/\1/p')
[[ -n $commands ]] || fail "cinc --help lists no commands"
for name in $commands; do
  # The command's subsection: from its heading to the next heading or section.
  section=$(awk -v h="   cinc $name" '$0 == h {on = 1; next} on && /^(   )?[^ \t]/ {exit} on' <<<"$page")
  if [[ -z $section ]]; then
    fail "no subsection 'cinc $name'"
    continue
  fi
  help=$("$cinc" "$name" --help)
  description=$(head -1 <<<"$help" | squeeze)
  [[ $(squeeze <<<"$section") == *"$description"* ]] || fail "cinc $name: description '$description' missing"
  # Each option as a whole word of the section (bash patterns: a grep per option is slow
  # on a busy machine).
  flat=" $(squeeze <<<"$section" | tr ',' ' ') "
  for option in $(sed -n '/^Options:/,/^$/p' <<<"$help" | grep -o '^  -[^ ]*' | tr ',' ' '); do
    [[ $flat == *" $option "* ]] || fail "cinc $name: option $option missing"
  done
done
if ((failures > 0)); then
  echo "$failures problem(s) in the man page"
  exit 1
fi
echo "man page: all $(wc -w <<<"$commands") commands with their options"
