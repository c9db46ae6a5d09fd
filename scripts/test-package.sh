#!/usr/bin/env bash
# The Debian packages as a user gets them (docs/install.md): `cpack -G DEB` in a built
# build folder, then, as root, `apt install` of both packages on this machine, a smoke test
# of what they installed (cinc from the PATH, its man page and completion, a program built
# with find_package(cinc) against /usr), and their removal. scripts/test.sh runs it.
#   bash scripts/test-package.sh [BUILD_DIR]     (default build-test; built already)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-test}
start=$SECONDS
fail() { echo "test-package: FAIL: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "installs the packages with apt: run as root"
for p in cinc libcinc-dev; do
  if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    fail "$p is installed on this machine already; this test installs and removes it (apt-get remove $p first)"
  fi
done

(cd "$build" && cpack -G DEB >/dev/null)
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
arch=$(dpkg --print-architecture)
deb=$build/cinc_${version}_${arch}.deb
dev=$build/libcinc-dev_${version}_${arch}.deb
[ -f "$deb" ] && [ -f "$dev" ] || fail "cpack made no $deb and $dev"
# The control fields: dependencies found by dpkg-shlibdeps (libc, libstdc++, Graphviz's libgvc).
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libc6 libstdc++6 libgvc6; do
  [[ $depends == *"$lib"* ]] || fail "$deb: Depends '$depends' lacks $lib"
done
for field in Maintainer Section Description; do
  [ -n "$(dpkg-deb -f "$deb" "$field")" ] || fail "$deb has no $field"
done

# Install as a user does (apt resolves the dependencies); wait for a busy dpkg lock.
export DEBIAN_FRONTEND=noninteractive
apt_get() { apt-get -o DPkg::Lock::Timeout=300 -y -qq "$@"; }
remove() { apt_get remove --purge cinc libcinc-dev >/dev/null 2>&1 || true; }
trap remove EXIT
apt_get install --no-install-recommends "./$deb" "./$dev" >/dev/null

# The smoke test, from the installed files only.
[ "$(command -v cinc)" = /usr/bin/cinc ] || fail "cinc is not /usr/bin/cinc on the PATH"
cinc --version | grep -Eq "^cinc $version \(commit " || fail "cinc --version: '$(cinc --version)'"
games=$(grep -c '^\[Event ' samples/event-round1.cgn)
out=$(cinc validate samples/event-round1.cgn) || fail "cinc validate samples/event-round1.cgn exited $?"
[ "$(tail -1 <<<"$out")" = "$games games: $games valid, 0 invalid" ] || fail "cinc validate: '$out'"
set +e
cinc validate samples/invalid/bad-move-syntax.cgn >/dev/null
code=$?
set -e
[ "$code" = 1 ] || fail "cinc validate of a broken record exited $code, not 1"
excluded=$(grep -rhs '^path-exclude' /etc/dpkg/dpkg.cfg.d/ | tr '\n' ' ' || true)
[ "$(man -w cinc 2>/dev/null)" = /usr/share/man/man1/cinc.1.gz ] ||
  fail "man -w cinc does not find /usr/share/man/man1/cinc.1.gz (dpkg path-exclude here: ${excluded:-none})"
man cinc 2>/dev/null | grep -q 'cinc validate' || fail "man cinc shows no 'cinc validate'"
completion=/usr/share/bash-completion/completions/cinc
[ -f "$completion" ] || fail "no $completion"
[ "$(bash -c "source $completion && complete -p cinc")" = "complete -F _cinc cinc" ] ||
  fail "$completion does not register the completion"
# libcinc-dev: the example of docs/install.md built against /usr, run on a sample.
example=$(mktemp -d)
trap 'remove; rm -rf "$example"' EXIT
cmake -S docs/examples/find-package -B "$example" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$example" >/dev/null
grep -q '^cinc_DIR:PATH=/usr/lib/cmake/cinc$' "$example/CMakeCache.txt" ||
  fail "find_package(cinc) did not find /usr/lib/cmake/cinc: $(grep '^cinc_DIR' "$example/CMakeCache.txt")"
[ "$("$example/replay-games" samples/event-round1.cgn | tail -1)" = "$games games, 0 invalid" ] ||
  fail "the find_package example does not replay samples/event-round1.cgn"

remove
[ ! -e /usr/bin/cinc ] && [ ! -e "$completion" ] || fail "apt-get remove left cinc's files behind"
echo "test-package: $(basename "$deb") and $(basename "$dev") built, installed, smoke-tested and removed in $((SECONDS - start)) s"
