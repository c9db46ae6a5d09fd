"""cinc: game records of Commander-In-Chief and its family of checkerboard games.

The Python face of the cinc toolkit (docs/python.md): reading records lazily, positions
of the six games, and the tools' checks as functions returning plain Python data. All
of it runs the C++ libraries the ``cinc`` command runs; nothing is implemented twice.
"""
from __future__ import annotations

import itertools
import json as _json
import os
import warnings
import weakref
from collections.abc import MutableMapping
from typing import Any, Dict, Iterable, Iterator, List, Optional, Union

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
    read_games,
    variants,
)
from .parts import Duplicates, Part, check_part, read_part, split

__version__: str = _cinc.__version__

__all__ = [
    "CincError", "Diagnostic", "Game", "GameReader", "Headers", "IllegalMoveError", "LegalMoves", "Line", "Move",
    "MoveNode", "Duplicates", "Part", "Position", "__version__", "analyse", "check_part", "draws", "from_json",
    "perft", "read_game", "read_games", "read_part", "score", "split", "standings", "to_json", "validate",
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


# What read_game keeps of each open file between calls: the line it has come to, and what it
# read past a game when the file cannot seek back. Weak keys: a closed and forgotten file
# leaves nothing behind.
_handle_readers: "weakref.WeakKeyDictionary[Any, Any]" = weakref.WeakKeyDictionary()


def read_game(source: Any = None, *, replay: bool = True, strict: bool = False,
              text: Optional[str] = None) -> Optional[Game]:
    """The next game of an open file, as python-chess's ``chess.pgn.read_game(handle)``
    reads it: each call reads one game and leaves the file at the next one (None at its
    end), its lines numbered as in the file. Given CGN text (a str), its first game. Each
    game is replayed unless replay=False; strict=True raises its first error as CincError.
    (``text=`` is the earlier name of ``source``, deprecated.)"""
    if text is not None:
        warnings.warn("read_game(text=...) is deprecated: the text is its first argument, source "
                      "(docs/python.md, Deprecations)", DeprecationWarning, stacklevel=2)
        if source is not None:
            raise TypeError("read_game() got both source and text")
        source = text
    if isinstance(source, str):
        return _cinc._read_game_text(source, replay, strict)
    if not hasattr(source, "readline"):
        raise TypeError("read_game takes CGN text (str) or an open file (with readline()), not "
                        f"{type(source).__name__}; a path is read by read_games(path)")
    try:
        reader = _handle_readers.get(source)
        if reader is None:
            reader = _handle_readers.setdefault(source, _cinc._HandleReader())
    except TypeError:  # a file object that takes no weak reference: nothing is kept between calls
        reader = _cinc._HandleReader()
    return reader.next(source, replay, strict)


class LegalMoves:
    """The legal moves of a position, as python-chess's ``board.legal_moves``: made when
    asked (they follow the position as moves are pushed and popped), ``move in`` it for a
    Move or any text the game reads, ``len()``, ``bool()``, ``count()`` and iteration in
    the game's order. Calling it, as the module's earlier ``position.legal_moves()`` did,
    gives the list with a DeprecationWarning."""

    __slots__ = ("_position",)

    def __init__(self, position: Position) -> None:
        self._position = position

    def __iter__(self) -> Iterator[Move]:
        return iter(self._position._legal_moves())

    def __len__(self) -> int:
        return len(self._position._legal_moves())

    def __bool__(self) -> bool:
        return len(self) > 0

    def __contains__(self, move: Union[Move, str]) -> bool:
        return self._position.is_legal(move)

    def count(self) -> int:
        """How many legal moves there are."""
        return len(self)

    def __call__(self) -> List[Move]:
        warnings.warn("Position.legal_moves() is deprecated: legal_moves is a property, as python-chess's "
                      "board.legal_moves; use list(position.legal_moves) (docs/python.md, Deprecations)",
                      DeprecationWarning, stacklevel=2)
        return self._position._legal_moves()

    def __repr__(self) -> str:
        return f"<LegalMoves ({', '.join(str(m) for m in self)})>"


def _legal_moves(self: Position) -> LegalMoves:
    """The legal moves (LegalMoves: ``move in``, ``len``, iteration), as python-chess's board.legal_moves."""
    return LegalMoves(self)


Position.legal_moves = property(_legal_moves)  # type: ignore[assignment]


class Headers(MutableMapping):
    """A game's tags, changed in place as python-chess's ``game.headers``: setting a tag
    sets it in the game's record (the first of its name; a later one of the name goes) and
    replays the game again, so that what it says (variant, start, validity, CGN) follows;
    the Result tag sets the result at the end of the movetext too. ``game.tags`` is a copy."""

    __slots__ = ("_game",)

    def __init__(self, game: Game) -> None:
        self._game = game

    def __getitem__(self, name: str) -> str:
        return self._game.tags[name]

    def __setitem__(self, name: str, value: str) -> None:
        _cinc._set_tag(self._game, name, value)

    def __delitem__(self, name: str) -> None:
        if name not in self._game.tags:
            raise KeyError(name)
        _cinc._remove_tag(self._game, name)

    def __iter__(self) -> Iterator[str]:
        return iter(self._game.tags)

    def __len__(self) -> int:
        return len(self._game.tags)

    def __repr__(self) -> str:
        return f"Headers({self._game.tags!r})"


def _game_headers(self: Game) -> Headers:
    """The game's tags, to read and change in place (Headers), as python-chess's game.headers."""
    return Headers(self)


def _game_from_position(position: Position, tags: Optional[Dict[str, str]] = None) -> Game:
    """A game of the moves played on ``position`` (its move stack) from its first position,
    as python-chess's ``Game.from_board(board)``: Variant, SetUp and FEN (when that position
    is not the game's standard start) and Result (how the rules left the position, ``*``
    while it goes on; or the Result of ``tags``) are set, ``tags`` added, and the game is
    replayed. ``str(game)`` is its CGN."""
    return _cinc._game_from_position(position, list((tags or {}).items()))


Game.headers = property(_game_headers)  # type: ignore[attr-defined]
Game.from_position = staticmethod(_game_from_position)  # type: ignore[attr-defined]


def _game_position(self: Game, ply: Optional[int] = None) -> Position:
    """The position after ``ply`` plies of the main line (0: the start; None: the last
    replayed), with those moves on its move stack."""
    return _cinc._game_position(self, ply)


def _game_score(self: Game, *, move_limit: Optional[float] = None, game_limit: Optional[str] = None,
                overrun: Optional[str] = None, clock_mode: Optional[str] = None) -> dict:
    """This game's score (see cinc.score)."""
    return _cinc._score_game(self, move_limit, game_limit, overrun, clock_mode)


def _game_draws(self: Game, no_progress_limit: Optional[int] = None) -> dict:
    """This game's draw points (see cinc.draws)."""
    return _cinc._draws_game(self, no_progress_limit)


Game.position = _game_position  # type: ignore[method-assign]
Game.score = _game_score  # type: ignore[attr-defined]
Game.draws = _game_draws  # type: ignore[attr-defined]
