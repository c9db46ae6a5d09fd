#!/usr/bin/env bash
# The bash completion (tools/completion.cpp) driven as bash drives it: the script is
# sourced, `complete -p cinc` must name its function, and the function is called with
# COMP_WORDS/COMP_CWORD set as for a command line being typed; COMPREPLY is compared with
# what README.md and `cinc <command> --help` say the command takes.
#   completion_test.sh <cinc.bash> <cinc binary>
set -uo pipefail
script=$1 cinc=$2
failures=0
# shellcheck source=/dev/null
source "$script" || { echo "FAIL: cannot source $script"; exit 1; }

registered=$(complete -p cinc 2>&1)
if [[ $registered != "complete -F _cinc cinc" ]]; then
  echo "FAIL: complete -p cinc: '$registered'"
  exit 1
fi

# expect "WORDS OF THE LINE" REPLY...: the last word of the line is the one being completed
# (a trailing space: an empty word); the replies are compared as sets. No subprocess: the
# machine running the suite may be busy, and forks are what is slow then.
expect() {
  read -r -a COMP_WORDS <<<"$1"
  [[ $1 == *" " ]] && COMP_WORDS+=("")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  _cinc
  local -A wanted=()
  local word same=1
  for word in "${@:2}"; do wanted[$word]=1; done
  ((${#COMPREPLY[@]} == ${#wanted[@]})) || same=0
  for word in "${COMPREPLY[@]}"; do [[ -n ${wanted[$word]:-} ]] || same=0; done
  if ((!same)); then
    echo "FAIL: '$1' completed to [${COMPREPLY[*]}], expected [${*:2}]"
    failures=$((failures + 1))
  fi
}

# The commands (README.md's command table, and analyse's American spelling).
expect "cinc " analyse analyze annotate cards cgn diagram draws fen fix html json pdn perft score standings tree validate
expect "cinc va" validate
expect "cinc st" standings
expect "cinc an" analyse analyze annotate
# The program's own options, and its --cards files.
expect "cinc --" --cards --help --version
# Every command `cinc --help` lists is offered.
while read -r name _; do
  expect "cinc $name" "$name"
done < <("$cinc" --help | sed -n '/^Subcommands:/,/^$/p' | sed -n 's/^  \([a-z][a-z-]*\).*/\1/p')
# Every option `cinc <command> --help` lists is offered after '-' (a --name and a -x alike).
while read -r name _; do
  options=$("$cinc" "$name" --help | sed -n '/^Options:/,/^$/p' | grep -o '^  -[^ ]*' | tr ',' '\n' | sed 's/^ *//')
  # shellcheck disable=SC2086
  expect "cinc $name -" $options
done < <("$cinc" --help | sed -n '/^Subcommands:/,/^$/p' | sed -n 's/^  \([a-z][a-z-]*\).*/\1/p')
# A command's options.
expect "cinc validate --f" --format
expect "cinc validate -" -h --help --format -q --quiet --valid-out --invalid-out -j --jobs --no-duplicates --encoding --progress
expect "cinc score --" --help --output --format --jobs --no-duplicates --encoding --progress --quiet --move-limit --game-limit --overrun --clock-mode
# Values of a fixed set: formats, the registered games, overrun policies.
expect "cinc validate --format " text json
expect "cinc score --format c" csv
expect "cinc score --overrun " warn loss
expect "cinc score --clock-mode " game player
expect "cinc diagram --format p" png pdf
expect "cinc tree --format " svg png pdf dot
expect "cinc perft --variant " commander-in-chief checkers coast-to-coast stackem commander-chess chair-force
expect "cinc perft --variant c" commander-in-chief checkers coast-to-coast commander-chess chair-force
expect "cinc diagram --variant st" stackem
expect "cinc diagram --air-defence " red blue both
# --option=value: bash splits the words at '='.
expect "cinc standings --format = j" json
# A value without a fixed set gets nothing (not file names).
expect "cinc perft --depth "
expect "cinc validate --jobs "

# Files: arguments and -o, with directories and names bash must quote.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/records"
touch "$dir/records/round 1.cgn" "$dir/records/round2.cgn" "$dir/records/notes.txt"
cd "$dir" || exit 1
expect "cinc validate records/r" "records/round 1.cgn" records/round2.cgn
expect "cinc json -o rec" records
expect "cinc --cards records/n" records/notes.txt
expect "cinc diagram records/round2.cgn --output records/no" records/notes.txt
expect "cinc validate --format json records/round2.cgn records/n" records/notes.txt

if ((failures > 0)); then
  echo "$failures completion(s) wrong"
  exit 1
fi
echo "bash completion: every case as expected"
