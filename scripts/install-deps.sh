#!/usr/bin/env bash
# Installs every Debian 12 package that building and testing cinc needs. Run as root.
set -euo pipefail
packages=(
  cmake make g++ pkg-config git
  libboost-dev          # Boost.Spirit X3 (header-only)
  libcli11-dev          # command line
  nlohmann-json3-dev    # JSON
  doctest-dev           # tests
  libgraphviz-dev graphviz  # diagrams (libgvc, cgraph)
)
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
