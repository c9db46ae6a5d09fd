#!/usr/bin/env bash
# The whole test suite, exactly as CI runs it (.ci/run calls this script; README.md gives it).
# Installs the packages if missing, then twice: builds with warnings as errors and runs
# every test through CTest — once as released, once with AddressSanitizer,
# LeakSanitizer and UndefinedBehaviorSanitizer (no recovery: the first report fails).
# The first run also builds the Python module for Debian's /usr/bin/python3 and runs its
# pytest suite and `pip install --no-build-isolation .` into a fresh virtual environment
# (CTest label "python", docs/python.md; install/pip builds through setup.py in this run's
# build tree, CINC_CMAKE_BUILD_DIR: 7 to 19 s on 2 cores, where building anew took 3.5 to 4
# minutes). Both runs replay the fuzz corpus
# (tests/fuzz, docs/fuzzing.md); the long exhaustive tests (label "exhaustive",
# tests/CMakeLists.txt), the long cases of other test files (doctest suite "long") and the
# browser test of `cinc html` (label "browser": chromium driven by node) run only in the
# first. Between them, the
# Debian packages are built from the first build, installed, smoke-tested and removed
# (scripts/test-package.sh, docs/install.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --packaging
jobs=$(nproc)
# Both builds keep line tables only (-g1: every stack trace still has its file:line): full
# debug information made each build a third slower, and CI builds twice from nothing.
lines_only=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG")
cmake -S . -B build-test -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCINC_WARNINGS_AS_ERRORS=ON "${lines_only[@]}"
cmake --build build-test -j"$jobs"
ctest --test-dir build-test --output-on-failure -j"$jobs"
bash scripts/test-package.sh build-test

# The sanitizer suite. Leaks inside Graphviz's own libraries are theirs, not ours: they
# are the only suppressions (scripts/lsan.supp). It builds no benchmark program and leaves
# out the test cases of the doctest suite "long" (tests/CMakeLists.txt), which the first
# run has run in full. The Python module is left out: an extension built with
# AddressSanitizer cannot be loaded into an ordinary python3 (the first run tested it).
# -O1, as AddressSanitizer's authors advise: measured on 2 cores, the build took 9 min 58 s
# against 15 min 24 s at -O2, and its tests 105 s against 104 s.
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCINC_WARNINGS_AS_ERRORS=ON -DCINC_SANITIZE=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCINC_BUILD_BENCH=OFF -DCINC_LONG_TEST_CASES=OFF -DCINC_PYTHON=OFF
cmake --build build-asan -j"$jobs"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
ctest --test-dir build-asan --output-on-failure -j"$jobs" -LE "exhaustive|browser"
