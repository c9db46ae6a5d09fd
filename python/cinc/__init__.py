"""cinc: game records of Commander-In-Chief and its family of checkerboard games.

The Python face of the cinc toolkit (docs/python.md): reading records lazily, positions
of the six games, and the tools' checks as functions returning plain Python data. All
of it runs the C++ libraries the ``cinc`` command runs; nothing is implemented twice.
"""
from __future__ import annotations

import itertools
import json as _json
import os
from typing import Any, Iterable, Iterator, List, Optional, Union

from . import _cinc
from ._cinc import (
    CincError,
    Diagnostic,
    Game,
    GameReader,
    IllegalMoveError,
    Line,
    Move,
    MoveNode,
    Position,
    analyse,
    perft,
    read_game,
    read_games,
    variants,
)
from .parts import Duplicates, Part, check_part, read_part, split

__version__: str = _cinc.__version__

__all__ = [
    "CincError", "Diagnostic", "Game", "GameReader", "IllegalMoveError", "Line", "Move", "MoveNode",
    "Duplicates", "Part", "Position", "__version__", "analyse", "check_part", "draws", "from_json", "perft",
    "read_game", "read_games", "read_part", "score", "split", "standings", "to_json", "validate",
    "variants",
]

Source = Union[str, "os.PathLike[str]", Any]


def _is_path(source: Any) -> bool:
    return isinstance(source, (str, os.PathLike))


def _games(source: Any) -> Iterator[Game]:
    """The games of a source: a path, a file object, a Game, or an iterable of these."""
    if isinstance(source, Game):
        return iter([source])
    if _is_path(source) or hasattr(source, "read"):
        return iter(read_games(source))
    return itertools.chain.from_iterable(_games(item) for item in source)


def validate(files: Union[Source, Iterable[Source]], *, jobs: int = 0) -> dict:
    """Checks every game of the files as ``cinc validate --format json`` does, through the
    same loop (worker threads: ``jobs``, 0 one per core). Returns
    ``{"games": [{"file", "game", "line", "valid", "diagnostics"}], "summary": {...}}``;
    a file without a game is an item with ``game`` None and the ``input.no-games`` error,
    and a note of a file (its encoding, a stray result) an item with ``game`` None in its place."""
    paths = [os.fspath(files)] if _is_path(files) else [os.fspath(f) for f in files]
    return _cinc._validate(paths, jobs)


def score(source: Any, *, move_limit: Optional[float] = None, game_limit: Optional[str] = None,
          overrun: Optional[str] = None, clock_mode: Optional[str] = None) -> List[dict]:
    """Each game's score: the list of games of ``cinc score --format json`` (the command's
    own code), each with its players, limits, points, captures, clocks and outcome. The
    keywords are the command's options: ``--move-limit``, ``--game-limit``, ``--overrun``,
    ``--clock-mode``."""
    return [_cinc._score_game(g, move_limit, game_limit, overrun, clock_mode) for g in _games(source)]


def draws(source: Any, *, no_progress_limit: Optional[int] = None) -> List[dict]:
    """Each game's draw points and the checks of its Result (``cinc draws --format json``)."""
    return [_cinc._draws_game(g, no_progress_limit) for g in _games(source)]


def standings(source: Any, merge: bool = False) -> dict:
    """The events' tables (``cinc standings --format json [--merge]``): ``{"events": [...], "left_out": [...]}``."""
    return _cinc._standings(list(_games(source)), merge)


def to_json(source: Any) -> dict:
    """The games as ``cinc json`` writes them: ``{"games": [...]}`` (docs/notation.md §7)."""
    return {"games": [g.to_json() for g in _games(source)]}


def from_json(data: Any) -> List[Game]:
    """Games rebuilt from JSON as ``cinc json --to-cgn`` reads it (a document, a list of
    games, one game, JSON text or NDJSON text), each replayed."""
    text = data if isinstance(data, str) else _json.dumps(data)
    return _cinc._from_json(text)


def _game_position(self: Game, ply: Optional[int] = None) -> Position:
    """The position after ``ply`` plies of the main line (0: the start; None: the last
    replayed), with those moves on its move stack."""
    return _cinc._game_position(self, ply)


def _game_score(self: Game, **options: Any) -> dict:
    """This game's score (see cinc.score)."""
    return _cinc._score_game(self, options.get("move_limit"), options.get("game_limit"), options.get("overrun"),
                             options.get("clock_mode"))


def _game_draws(self: Game, no_progress_limit: Optional[int] = None) -> dict:
    """This game's draw points (see cinc.draws)."""
    return _cinc._draws_game(self, no_progress_limit)


Game.position = _game_position  # type: ignore[method-assign]
Game.score = _game_score  # type: ignore[attr-defined]
Game.draws = _game_draws  # type: ignore[attr-defined]
