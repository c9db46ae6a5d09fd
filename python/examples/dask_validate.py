#!/usr/bin/env python3
"""Validates (and scores) record files on a Dask cluster: docs/scaling.md.

    python3 dask_validate.py [--scheduler ADDRESS | --workers N] [--part-mb MB] [--score] FILE...

Each file is cut into parts of whole games where libnotation's Segmenter cuts (cinc.split,
on a worker: one pass over the file's bytes); the workers check the parts (cinc.check_part: the
CLI's own check) and the results are gathered in input order, so that the document printed
is `cinc validate --format json`'s for the same files, byte for byte once formatted alike.
With --scheduler the same code runs on a real cluster, whose workers must see the files
at the same paths (a shared file system) and have the module installed.
Exit status as `cinc validate`: 0 every game valid, 1 any error.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Dict, List, Sequence

import cinc


def _score_part(part: cinc.Part) -> List[dict]:
    """The score of each game of a part (runs on a worker)."""
    return [game.score() for game in cinc.read_part(part)]


def plan(client, paths: Sequence[str], part_bytes: int) -> List[cinc.Part]:
    """Every file's parts, in input order; each file is cut on a worker (one pass over its
    bytes), the files side by side."""
    per_file = client.gather(client.map(cinc.split, list(paths), [part_bytes] * len(paths), pure=False))
    return [part for parts in per_file for part in parts]


def validate(client, paths: Sequence[str], part_bytes: int = cinc.parts.DEFAULT_PART_BYTES) -> dict:
    """`cinc validate --format json` of the files, computed on the client's cluster."""
    parts = plan(client, paths, part_bytes)
    results = client.gather(client.map(cinc.check_part, parts, pure=False))  # in input order
    per_file: Dict[str, List[dict]] = {path: [] for path in paths}
    counts: Dict[str, int] = {path: 0 for path in paths}
    games = valid = 0
    for part, checked in zip(parts, results):
        for r in checked:
            if "game" in r:  # a note of the file (a stray result): the CLI's item, no game
                per_file[part.path].append(r)
                continue
            counts[part.path] += 1
            games += 1
            valid += 1 if r["valid"] else 0
            per_file[part.path].append({"file": part.path, "game": counts[part.path], **r})
    items: List[dict] = []
    duplicates = cinc.Duplicates()  # games pasted twice, in input order as the CLI finds them
    for path in paths:
        items.extend(duplicates.mark(item) for item in per_file[path])
        if counts[path] == 0:  # as `cinc validate` reports a file without a game
            items.append({"file": path, "game": None, "line": 1, "valid": False, "diagnostics": [
                {"severity": "error", "code": "input.no-games", "line": 1, "column": 1, "ply": None,
                 "side": None, "move": None, "message": "no games found in this file", "suggestion": None,
                 "suggestions": []}]})
    return {"games": items, "summary": {"games": games, "valid": valid, "invalid": games - valid}}


def score(client, paths: Sequence[str], part_bytes: int = cinc.parts.DEFAULT_PART_BYTES) -> List[dict]:
    """Each game's score (cinc.score's dicts), computed on the cluster, numbered in input order."""
    parts = plan(client, paths, part_bytes)
    results = client.gather(client.map(_score_part, parts, pure=False))
    counts: Dict[str, int] = {}
    out: List[dict] = []
    for part, scores in zip(parts, results):
        for s in scores:
            counts[part.path] = counts.get(part.path, 0) + 1
            out.append({**s, "game": counts[part.path]})
    return out


def main(argv: Sequence[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+")
    where = ap.add_mutually_exclusive_group()
    where.add_argument("--scheduler", help="the address of a running Dask scheduler (tcp://host:8786)")
    where.add_argument("--workers", type=int, default=2, help="worker processes of a local cluster (default 2)")
    ap.add_argument("--part-mb", type=float, default=64, help="megabytes of records per part (default 64)")
    ap.add_argument("--score", action="store_true", help="print the scores instead of the validation")
    args = ap.parse_args(argv)
    from dask.distributed import Client, LocalCluster  # pylint: disable=import-outside-toplevel

    part_bytes = max(1, int(args.part_mb * (1 << 20)))
    if args.scheduler:
        client = Client(args.scheduler)
        cluster = None
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    try:
        if args.score:
            json.dump({"games": score(client, args.files, part_bytes)}, sys.stdout, indent=2)
            print()
            return 0
        document = validate(client, args.files, part_bytes)
        json.dump(document, sys.stdout, indent=2)
        print()
        return 0 if all(g["valid"] for g in document["games"]) else 1
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
