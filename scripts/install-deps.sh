#!/usr/bin/env bash
# Installs every Debian 12 package that building and testing cinc needs. Run as root.
#   bash scripts/install-deps.sh              what building, running and installing cinc need
#   bash scripts/install-deps.sh --packaging  and what building and checking its .deb and
#                                             man page need (scripts/test.sh asks for these)
set -euo pipefail
packages=(
  cmake make g++ pkg-config git
  libboost-dev          # Boost.Spirit X3 (header-only)
  libcli11-dev          # command line
  nlohmann-json3-dev    # JSON
  libsimdjson-dev       # JSON read back fast (json --to-cgn, Python's from_json)
  doctest-dev           # tests
  libgraphviz-dev graphviz  # diagrams (libgvc, cgraph)
  help2man              # the man page, from the --help texts (docs/install.md)
  nodejs chromium       # the browser test of `cinc html` (tests/browser; skipped without them)
  pybind11-dev python3-dev  # the Python module `cinc` (docs/python.md)
  python3-pytest        # its tests
  python3-setuptools python3-wheel  # `pip install --no-build-isolation .`
  python3-venv          # its test: a fresh virtual environment (pip from Debian's wheel)
  python3-dask python3-distributed  # the scale-out example (docs/scaling.md)
  valgrind              # the instruction budget of validate, json and cgn (tests/perf)
)
case "${1:-}" in
  "") ;;
  --packaging)
    packages+=(
      dpkg-dev file     # cpack -G DEB: dpkg-shlibdeps finds the package's dependencies
      man-db            # man: the tests render the man page
    ) ;;
  *) echo "usage: bash scripts/install-deps.sh [--packaging]" >&2; exit 2 ;;
esac
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
echo "install-deps: all ${#packages[@]} packages present"
