"""Shared fixtures of the module's tests: where the repository, the `cinc` binary and the
corpus generator are (CTest passes them: python/CMakeLists.txt), and the CLI's answers."""
import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(os.environ.get("CINC_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
SAMPLES = ROOT / "samples"


def sample_files():
    """Every record file of samples/ (the invalid ones too), in a stable order."""
    return sorted(p for p in SAMPLES.rglob("*") if p.suffix in (".cgn", ".pdn", ".pgn"))


def _tool(variable, build_path):
    path = os.environ.get(variable) or str(ROOT / "build" / build_path)
    if not os.path.exists(path):
        pytest.skip(f"{path} not built (set {variable})")
    return path


@pytest.fixture(scope="session")
def cinc_bin():
    return _tool("CINC_BIN", "tools/cinc")


@pytest.fixture(scope="session")
def corpus_bin():
    return _tool("CINC_CORPUS", "bench/cinc-corpus")


@pytest.fixture(scope="session")
def cli(cinc_bin):
    """Runs `cinc ARGS...` and returns (exit code, standard output)."""
    def run(*args):
        done = subprocess.run([cinc_bin, *map(str, args)], capture_output=True, text=True, check=False)
        return done.returncode, done.stdout
    return run


@pytest.fixture(scope="session")
def cli_json(cli):
    """Runs `cinc ARGS...` and parses its standard output as JSON."""
    def run(*args):
        _, out = cli(*args)
        return json.loads(out)
    return run


@pytest.fixture(scope="session")
def corpus(tmp_path_factory, corpus_bin):
    """A generated corpus of legal games (comments, clocks, NAGs, variations), with
    broken games mixed in, about 2 MB."""
    path = tmp_path_factory.mktemp("corpus") / "corpus.cgn"
    text = subprocess.run([corpus_bin, "2000", "7"], capture_output=True, check=True).stdout
    broken = b'[Event "broken"]\n[Variant "commander-in-chief"]\n[Result "*"]\n\n1. Hd4-f5 *\n\n'
    parts = text.split(b"\n\n[Event")
    out = []
    for i, part in enumerate(parts):
        out.append(part if i == 0 else b"[Event" + part)
        if i % 300 == 150:
            out.append(broken.rstrip(b"\n"))
    path.write_bytes(b"\n\n".join(out) + b"\n")
    return path
