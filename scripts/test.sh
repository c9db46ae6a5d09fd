#!/usr/bin/env bash
# The whole test suite, exactly as CI runs it (.ci/run calls this script; README.md gives it).
# Installs the packages if missing, builds with warnings as errors, runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
jobs=$(nproc)
cmake -S . -B build-test -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCINC_WARNINGS_AS_ERRORS=ON
cmake --build build-test -j"$jobs"
ctest --test-dir build-test --output-on-failure -j"$jobs"
