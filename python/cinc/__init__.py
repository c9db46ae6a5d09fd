"""cinc: game records of Commander-In-Chief and its family of checkerboard games.

The Python face of the cinc toolkit (docs/python.md): reading records lazily, positions
of the six games, and the tools' checks as functions returning plain Python data. All
of it runs the C++ libraries the ``cinc`` command runs; nothing is implemented twice.
"""
from __future__ import annotations

import enum
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
    NotationError,
    Position,
    PositionError,
    ResultError,
    TagError,
    analyse,
    perft,
    read_games,
    variants,
)
from .parts import Duplicates, Part, check_part, read_part, split

__version__: str = _cinc.__version__

__all__ = [
    "CincError", "DARK", "Diagnostic", "FIRST", "Game", "GameReader", "Headers", "IllegalMoveError", "LIGHT",
    "LegalMoves", "Line", "Move", "MoveNode", "NotationError", "Outcome", "Duplicates", "Part", "Position",
    "PositionError", "ResultError", "SECOND", "Side", "TagError", "__version__", "analyse", "check_part", "draws",
    "from_json", "perft", "read_game", "read_games", "read_part", "score", "split", "standings", "to_json",
    "validate", "variants",
]

Source = Union[str, "os.PathLike[str]", Any]


class Side(enum.IntEnum):
    """A side of a game: FIRST (who moves first: Dark in Commander-In-Chief, Black in
    checkers) or SECOND. An int, 0 or 1, as the module's sides always were;
    ``position.sides[side]`` is the game's own name for it."""
    FIRST = 0
    SECOND = 1


FIRST = Side.FIRST
SECOND = Side.SECOND
DARK = Side.FIRST    # Commander-In-Chief's and Chair Force's names for the sides
LIGHT = Side.SECOND


class Outcome(dict):
    """How the rules decided a game, as python-chess's ``board.outcome()``: ``winner`` (a
    Side, None for a draw), ``result`` ('1-0', '0-1', '1/2-1/2') and ``reason``. Still the
    dict ``{"result", "reason"}`` it was (``outcome["result"]`` works)."""

    @property
    def result(self) -> str:
        """'1-0', '0-1' or '1/2-1/2'."""
        return self["result"]

    @property
    def reason(self) -> str:
        """The rules' words for it ("Dark captured Light's Commander", "stalemate", ...)."""
        return self["reason"]

    @property
    def winner(self) -> Optional[Side]:
        """The side that won (the result's first score is the first player's), None for a draw."""
        return {"1-0": Side.FIRST, "0-1": Side.SECOND}.get(self["result"])


def _outcome(data: Optional[dict]) -> Optional[Outcome]:
    return None if data is None else Outcome(data)


def _is_path(source: Any) -> bool:
    return isinstance(source, (str, os.PathLike))


def _paths(source: Any) -> List[str]:
    """A path as the command line reads it: a folder stands for the .cgn and .pdn files
    under it (hidden ones left out), as ``cinc validate DIR`` reads it."""
    return _cinc._record_paths([os.fspath(source)])


def _games(source: Any) -> Iterator[Game]:
    """The games of a source: a path (a folder: its record files), a file object, a Game, or
    an iterable of these."""
    if isinstance(source, Game):
        return iter([source])
    if _is_path(source):
        return itertools.chain.from_iterable(read_games(path) for path in _paths(source))
    if hasattr(source, "read"):
        return iter(read_games(source))
    return itertools.chain.from_iterable(_games(item) for item in source)


def _validate_items(source: Any) -> Iterator[Any]:
    """validate's inputs: paths (folders expanded) as text, games as they are, the games of
    an open file read from it."""
    if isinstance(source, Game):
        yield source
    elif _is_path(source):
        yield from _paths(source)
    elif hasattr(source, "read"):
        yield from read_games(source)
    else:
        for item in source:
            yield from _validate_items(item)


def validate(files: Union[Source, Iterable[Source]], *, jobs: int = 0) -> dict:
    """Checks every game as ``cinc validate --format json`` does, through the same loop
    (worker threads: ``jobs``, 0 one per core): ``files`` is a path, a folder (its .cgn and
    .pdn files, as the command reads one), an open file, a Game, or a list of these. Returns
    ``{"games": [{"file", "game", "line", "valid", "diagnostics"}], "summary": {...}}``;
    a file without a game is an item with ``game`` None and the ``input.no-games`` error,
    and a note of a file (its encoding, a stray result) an item with ``game`` None in its place."""
    return _cinc._validate(list(_validate_items(files)), jobs)


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


def standings(source: Any, merge: bool = False, tie_breaks: Optional[str] = None) -> dict:
    """The events' tables (``cinc standings --format json [--merge] [--tie-breaks LIST]``):
    ``{"events": [...], "left_out": [...]}``. ``tie_breaks``: comma-separated names
    (docs/scoring.md "Tie-breaks"); an unknown name raises CincError ``usage.tie-breaks``."""
    return _cinc._standings(list(_games(source)), merge, tie_breaks)


def to_json(source: Any) -> dict:
    """The games as ``cinc json`` writes them: ``{"games": [...]}`` (docs/notation.md §7)."""
    return {"games": [g.to_json() for g in _games(source)]}


def from_json(data: Any) -> List[Game]:
    """Games rebuilt from JSON as ``cinc json --to-cgn`` reads it (a document, a list of
    games, one game, JSON text or NDJSON text), each replayed."""
    text = data if isinstance(data, str) else _json.dumps(data)
    return _cinc._from_json(text)


_RECORD_SUFFIXES = (".cgn", ".pdn", ".pgn")


def _looks_like_a_path(text: str) -> bool:
    """Whether a str given to read_game is a path, not a record: one line, no tag pair or
    move number, and the name of a file or folder there is, or ending in .cgn, .pdn or .pgn."""
    if "\n" in text or "\r" in text or "[" in text:
        return False
    stripped = text.strip()
    return bool(stripped) and (stripped.lower().endswith(_RECORD_SUFFIXES) or os.path.exists(stripped))


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
        if _looks_like_a_path(source):
            raise TypeError(f"read_game reads an open file (or CGN text), and {source!r} is a path: read its games "
                            f"with read_games({source!r}), or open it: read_game(open({source!r}))")
        return _cinc._read_game_text(source, replay, strict)
    if not hasattr(source, "readline"):
        hint = (f"; a path is read by read_games({source!r}), or opened: read_game(open({source!r}))"
                if isinstance(source, os.PathLike) else "")
        raise TypeError("read_game takes an open file (with readline()) or CGN text (str), not "
                        f"{type(source).__name__}{hint}")
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

_position_turn = Position.turn
_position_outcome = Position.outcome


def _turn(self: Position) -> Side:
    """The side to move (a Side: FIRST or SECOND, equal to 0 or 1), as python-chess's board.turn."""
    return Side(_position_turn.fget(self))


def _turn_name(self: Position) -> str:
    """The game's name of the side to move ("Dark", "Red", ...)."""
    return self.sides[_position_turn.fget(self)]


def _position_outcome_of(self: Position) -> Optional[Outcome]:
    """How the rules decided the game (an Outcome: winner, result, reason), None while it goes on."""
    return _outcome(_position_outcome(self))


def _parse(self: Position, text: str) -> Move:
    """The Move ``text`` is here, not played: the game's own notation, short or long form
    (``Hf5`` or ``Hf7-f5``; checkers ``b6-a5`` or PDN's ``9-13``), as python-chess's
    board.parse_san. Raises IllegalMoveError (a CincError, a ValueError) for a move that is not
    legal here, written wrong (``move.syntax``) or ambiguous (``move.ambiguous``)."""
    return self.parse_san(text)


Position.turn = property(_turn)  # type: ignore[assignment]
Position.turn_name = property(_turn_name)  # type: ignore[attr-defined]
Position.outcome = _position_outcome_of  # type: ignore[method-assign]
Position.parse = _parse  # type: ignore[attr-defined]


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


_game_outcome = Game.outcome


def _game_outcome_of(self: Game) -> Optional[Outcome]:
    """How the rules ended the main line (an Outcome: winner, result, reason), None while it goes on."""
    return _outcome(_game_outcome.fget(self))


Game.outcome = property(_game_outcome_of)  # type: ignore[assignment]
Game.position = _game_position  # type: ignore[method-assign]
Game.score = _game_score  # type: ignore[attr-defined]
Game.draws = _game_draws  # type: ignore[attr-defined]
