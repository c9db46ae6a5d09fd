# Type stubs of the package cinc (python/cinc/__init__.py); docs/python.md describes the API.
import os
from typing import Any, Iterable, List, Optional, Union

from ._cinc import (CincError as CincError, Diagnostic as Diagnostic, Game as Game, GameReader as GameReader,
                    IllegalMoveError as IllegalMoveError, Line as Line, Move as Move, MoveNode as MoveNode,
                    Position as Position, analyse as analyse, perft as perft, read_game as read_game,
                    read_games as read_games, variants as variants)
from .parts import Duplicates as Duplicates, Part as Part, check_part as check_part, read_part as read_part, split as split

__version__: str

Source = Union[str, os.PathLike, Any]

def validate(files: Union[Source, Iterable[Source]], *, jobs: int = 0) -> dict: ...
def score(source: Any, *, move_limit: Optional[float] = None, game_limit: Optional[str] = None,
          overrun: Optional[str] = None, clock_mode: Optional[str] = None) -> List[dict]: ...
def draws(source: Any, *, no_progress_limit: Optional[int] = None) -> List[dict]: ...
def standings(source: Any, merge: bool = ...) -> dict: ...
def to_json(source: Any) -> dict: ...
def from_json(data: Any) -> List[Game]: ...
