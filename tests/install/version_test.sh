#!/usr/bin/env bash
# `cinc --version`'s commit (cmake/version.cmake), in every kind of source tree: a clean git
# checkout gives HEAD's commit (as git names it); an edited tracked file adds "dirty", an
# untracked file does not; a `git archive` tarball gives the archived commit (export-subst);
# a tree without git metadata, even one lying inside another repository, says the commit is
# unknown. Every tree is a throwaway one made here, with this repository's version files.
#   version_test.sh <repository> <cmake>
set -uo pipefail
repo=$1 cmake=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# version_of TREE: the text cmake/version.cmake writes for the sources in TREE.
version_of() {
  "$cmake" -D SOURCE_DIR="$1" -D VERSION=9.8.7 -D TEMPLATE="$repo/tools/version.cpp.in" \
    -D OUTPUT="$work/version.cpp" -P "$repo/cmake/version.cmake" || return 1
  sed -n 's/.*return "\(.*\)";.*/\1/p' "$work/version.cpp"
}
expect() {  # expect WHAT GOT WANT
  if [[ $2 != "$3" ]]; then
    echo "FAIL: $1: '$2', expected '$3'"
    failures=$((failures + 1))
  fi
}

# A small project with this repository's version files, committed.
src=$work/src
mkdir -p "$src/cmake" "$src/tools"
cp "$repo/cmake/version.cmake" "$repo/cmake/archive-commit.txt" "$src/cmake/"
cp "$repo/.gitattributes" "$src/"
echo 'int main() {}' >"$src/tools/main.cpp"
git() { command git -C "$src" -c user.name=test -c user.email=test@example.invalid -c init.defaultBranch=main "$@"; }
git init -q && git add -A && git commit -q -m one || { echo "FAIL: cannot make a git repository"; exit 1; }
head=$(git rev-parse --short=12 HEAD)

expect "clean checkout" "$(version_of "$src")" "cinc 9.8.7 (commit $head)"
echo '// edited' >>"$src/tools/main.cpp"
expect "edited tracked file" "$(version_of "$src")" "cinc 9.8.7 (commit $head, dirty: built with uncommitted changes)"
git checkout -q -- tools/main.cpp
touch "$src/tools/new.cpp"
mkdir "$src/build"
expect "untracked files only" "$(version_of "$src")" "cinc 9.8.7 (commit $head)"

# git archive writes the commit into cmake/archive-commit.txt (.gitattributes: export-subst).
mkdir "$work/archive"
git archive --format=tar HEAD | tar -x -C "$work/archive"
expect "git archive tarball" "$(version_of "$work/archive")" "cinc 9.8.7 (commit $head, from a git archive)"

# No git metadata: a plain copy of the files, alone and inside the repository above.
mkdir "$work/plain"
cp -r "$src/cmake" "$src/tools" "$work/plain/"
unknown="cinc 9.8.7 (commit unknown: built from a source tree without git metadata)"
expect "copy without .git" "$(version_of "$work/plain")" "$unknown"
mkdir "$src/vendor"
cp -r "$work/plain" "$src/vendor/copy"
expect "copy inside another repository" "$(version_of "$src/vendor/copy")" "$unknown"

if ((failures > 0)); then
  echo "$failures version text(s) wrong"
  exit 1
fi
echo "version: clean, dirty, untracked, archive and no-git trees as expected"
