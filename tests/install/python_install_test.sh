#!/usr/bin/env bash
# `cmake --install` puts the Python module where Debian's python3 finds it under the prefix
# (docs/python.md, "Installing"): installs the python component into a scratch prefix, then
# imports it there with the interpreter it was built for, away from the build tree.
#   python_install_test.sh BUILD_DIR PYTHON INSTALL_SUBDIR WORK_DIR
set -euo pipefail
build=$1 python=$2 subdir=$3 work=$4
rm -rf "$work" && mkdir -p "$work"
cmake --install "$build" --component python --prefix "$work/prefix" > "$work/install.log"
module="$work/prefix/$subdir/cinc"
[ -f "$module/__init__.py" ] || { echo "no cinc/__init__.py under $module" >&2; exit 1; }
ls "$module"/_cinc*.so > /dev/null || { echo "no extension module under $module" >&2; exit 1; }
cd "$work"
out=$(PYTHONPATH="$work/prefix/$subdir" "$python" -c 'import cinc; print(cinc.__version__, cinc.__file__); print(cinc.Position().fen())')
echo "$out"
case "$out" in
  *"$module/__init__.py"*) ;;
  *) echo "cinc was not imported from the installed tree" >&2; exit 1 ;;
esac
