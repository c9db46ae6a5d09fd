#!/usr/bin/env bash
# `pip install --no-build-isolation .` as docs/python.md gives it ("Building and installing"),
# from a copy of the sources as a fresh clone has them: a new virtual environment that sees
# Debian's packages (--system-site-packages: setuptools, wheel and pytest come from there),
# pip told to use no package index (nothing is downloaded: the build needs Debian's packages
# alone), then the package imported from the environment, away from both trees, and used the
# way a python-chess user uses it. pip builds in the tree it is given (build/ and
# python/cinc.egg-info are left there): hence the copy. With CINC_CMAKE_BUILD_DIR set (CTest
# sets it to its build tree: tests/install/CMakeLists.txt), setup.py builds the extension
# there instead of configuring and building a tree of its own (3.5 to 4 minutes on 2 cores):
# pip, setup.py, the package's files from the copy, the venv and the import are the same.
#   pip_install_test.sh SOURCE_DIR BINARY_DIR PYTHON WORK_DIR
set -euo pipefail
src=$1 binary=$2 python=$3 work=$4
rm -rf "$work" && mkdir -p "$work/src" "$work/elsewhere"
# The sources: everything but build trees (.gitignore's /build*/ and this test's own).
for item in "$src"/* "$src"/.gitattributes; do
  case "$(basename "$item")" in build*|out) continue ;; esac
  [ "$(realpath "$item")" = "$(realpath "$binary")" ] && continue
  cp -r "$item" "$work/src/"
done
"$python" -m venv --system-site-packages "$work/venv"
venv_python="$work/venv/bin/python"
start=$(date +%s)
if ! PIP_DISABLE_PIP_VERSION_CHECK=1 "$venv_python" -m pip install -v --no-build-isolation --no-index "$work/src" \
      > "$work/pip.log" 2>&1; then
  tail -n 60 "$work/pip.log" >&2
  echo "pip install failed (the whole log: $work/pip.log)" >&2
  exit 1
fi
echo "pip install --no-build-isolation took $(( $(date +%s) - start )) s" \
     "(CMake build tree: ${CINC_CMAKE_BUILD_DIR:-its own, configured anew})"
# setup.py built the extension with CMake (pip -v shows what it ran).
if ! grep -q "Built target cinc_python" "$work/pip.log"; then
  echo "pip install did not build the target cinc_python with CMake (the log: $work/pip.log)" >&2
  exit 1
fi
version=$(sed -n 's/^project(cinc VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")
cd "$work/elsewhere"
"$venv_python" - "$work/venv" "$version" <<'EOF'
import pathlib, pickle, sys

import cinc

venv, version = pathlib.Path(sys.argv[1]).resolve(), sys.argv[2]
package = pathlib.Path(cinc.__file__).resolve().parent
assert package.is_relative_to(venv / "lib"), f"cinc imported from {package}, not from the environment {venv}"
assert cinc.__version__ == version, (cinc.__version__, version)
# The extension, the helpers, the stubs and py.typed, so that editors complete.
for name in ("__init__.py", "parts.py", "__init__.pyi", "_cinc.pyi", "py.typed"):
    assert (package / name).is_file(), f"{name} is not installed"
assert list(package.glob("_cinc*.so")), "the extension _cinc is not installed"
# The python-chess way: moves pushed, a game made of them, written, read back, pickled.
pos = cinc.Position("checkers")
assert len(pos.legal_moves) == 7  # docs/rules/checkers.md §11
for move in ("b6-a5", "a3-b4"):
    assert move in pos.legal_moves
    pos.push(move)
game = cinc.Game.from_position(pos, tags={"Event": "pip"})
again = cinc.read_game(str(game))
assert again.valid and again.mainline_moves() == ["b6-a5", "a3-b4"], str(game)
assert pickle.loads(pickle.dumps(again)).to_cgn() == again.to_cgn()
assert cinc.perft(4, variant="checkers") == 1469  # §11
# Issue 43's second part: a game made by the constructor, moves parsed, the board as text.
made = cinc.Game(variant="checkers")
made.add_move(cinc.Position("checkers").parse("9-13"))
assert made.to_pdn().split()[-3:] == ["1.", "9-13", "*"]  # PDN: b6 is 9, a5 is 13 (§10)
assert str(cinc.Position("checkers")).splitlines()[-1].split() == list("abcdefgh")
EOF
echo "cinc installed into $work/venv and used from there"
