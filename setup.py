"""`pip install --no-build-isolation .`: the Python module cinc built by CMake (docs/python.md).

setuptools drives CMake: the library, the tools' shared code and the extension _cinc are
built (target cinc_python, tests left out) for the Python running pip, and the package
python/cinc/ is installed with the extension, its stubs and py.typed.

CINC_CMAKE_BUILD_DIR=DIR (an environment variable) builds the target in a CMake build tree
that is already configured, instead of configuring a new one: what it has built already is
not built again (the test suite's install/pip test uses its own build tree so). The tree's
extension must be for this Python (its file name's suffix says so); else pip stops and says.
"""
import importlib.machinery
import os
import pathlib
import re
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent
VERSION = re.search(r"project\(cinc VERSION ([0-9.]+)", (ROOT / "CMakeLists.txt").read_text()).group(1)


class CMakeExtension(Extension):
    def __init__(self):
        super().__init__("cinc._cinc", sources=[])


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        given = os.environ.get("CINC_CMAKE_BUILD_DIR")
        if given:
            build = pathlib.Path(given).resolve()
            if not (build / "CMakeCache.txt").is_file():
                sys.exit(f"CINC_CMAKE_BUILD_DIR={given} is not a configured CMake build tree (no CMakeCache.txt)")
        else:
            build = pathlib.Path(self.build_temp).resolve() / "cmake"
            subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                            "-DCINC_BUILD_TESTS=OFF", "-DCINC_PYTHON=ON", f"-DPython3_EXECUTABLE={sys.executable}"],
                           check=True)
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL") or str(os.cpu_count() or 1)
        subprocess.run(["cmake", "--build", str(build), "--target", "cinc_python", "-j" + jobs], check=True)
        suffix = importlib.machinery.EXTENSION_SUFFIXES[0]  # ".cpython-311-x86_64-linux-gnu.so"
        built = next((build / "python" / "cinc").glob("_cinc" + suffix), None)
        if built is None:
            sys.exit(f"{build}/python/cinc holds no _cinc{suffix}: the build tree's extension is not for "
                     f"{sys.executable} (configure it with -DPython3_EXECUTABLE=...)")
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(
    name="cinc",
    version=VERSION,
    description="Game records of Commander-In-Chief and its family of checkerboard games",
    packages=["cinc"],
    package_dir={"": "python"},
    package_data={"cinc": ["*.pyi", "py.typed"]},
    ext_modules=[CMakeExtension()],
    cmdclass={"build_ext": CMakeBuild},
    python_requires=">=3.9",
    zip_safe=False,
)
