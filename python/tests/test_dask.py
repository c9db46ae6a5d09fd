"""The Dask example (python/examples/dask_validate.py) on a LocalCluster of two worker
processes gives `cinc validate`'s document and `cinc.score`'s scores for the same files."""
import importlib.util
import os
import pathlib

import pytest

import cinc
from conftest import ROOT, SAMPLES, sample_files

distributed = pytest.importorskip("distributed")


def load_example():
    spec = importlib.util.spec_from_file_location("dask_validate", ROOT / "python" / "examples" / "dask_validate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    c = distributed.Client(cluster)
    yield c
    c.close()
    cluster.close()


def test_validate_on_a_cluster_is_cinc_validate(client, corpus, cli_json, tmp_path):
    example = load_example()
    empty = tmp_path / "empty.cgn"
    empty.write_text("")
    # Results standing alone (input.stray-result): notes of the file in their places, the
    # last of them in a file of no game.
    game = '[Result "*"]\n\n1. Hf7-d5 Ab4-c4 *\n\n'
    stray = tmp_path / "stray.cgn"
    stray.write_text("1/2-1/2\n\n" + game + "1-0\n\n" + '[Site "Hall B"]\n' + game + "+/-\n")
    only = tmp_path / "only-result.cgn"
    only.write_text("0-1\n")
    files = [str(corpus)] + [str(p) for p in sample_files()] + [str(stray), str(empty), str(only)]
    document = example.validate(client, files, part_bytes=300_000)  # the corpus in several parts
    assert len(cinc.split(corpus, 300_000)) > 2
    # The module reads UTF-8 only (docs/python.md): the CLI is asked to read so too.
    assert document == cli_json("validate", "--encoding", "utf-8", "--format", "json", *files)
    assert document["summary"]["invalid"] > 0
    # By hand: the stray results of stray.cgn on lines 1, 7 and 14; the empty file's
    # input.no-games; only-result.cgn's stray 0-1, then its input.no-games.
    mine = (str(stray), str(empty), str(only))
    notes = [(g["file"], g["line"], g["diagnostics"][0]["code"]) for g in document["games"]
             if g["game"] is None and g["file"] in mine]
    assert notes == [(str(stray), 1, "input.stray-result"), (str(stray), 7, "input.stray-result"),
                     (str(stray), 14, "input.stray-result"), (str(empty), 1, "input.no-games"),
                     (str(only), 1, "input.stray-result"), (str(only), 1, "input.no-games")]


def test_score_on_a_cluster_is_cinc_score(client):
    example = load_example()
    files = [str(SAMPLES / "timed-game.cgn"), str(SAMPLES / "event-round1.cgn")]
    assert example.score(client, files, part_bytes=1) == cinc.score(files)


def test_games_and_positions_travel_between_processes(client):
    # Pickled to a worker process and back: what they say there is what they say here.
    game = next(iter(cinc.read_games(SAMPLES / "short-bomber-strike.cgn")))
    pos = game.position(5)

    def on_a_worker(g, p):
        return g.to_cgn(), [d.to_dict() for d in g.diagnostics], p.fen(), [str(m) for m in p.move_stack], \
            sorted(str(m) for m in p.legal_moves), os.getpid()
    cgn, diagnostics, fen, stack, moves, pid = client.submit(on_a_worker, game, pos).result()
    assert pid != os.getpid()
    assert (cgn, diagnostics, fen) == (game.to_cgn(), [d.to_dict() for d in game.diagnostics], pos.fen())
    assert stack == game.mainline_moves()[:5] and moves == sorted(str(m) for m in pos.legal_moves)
    # Games read on a worker come back whole.
    path = str(SAMPLES / "event-round1.cgn")
    games = client.submit(lambda p: list(cinc.read_games(p)), path).result()
    assert [g.to_cgn() for g in games] == [g.to_cgn() for g in cinc.read_games(path)]
