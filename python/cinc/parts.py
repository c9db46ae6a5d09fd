"""Parts of record files for a cluster (docs/scaling.md).

A file is cut where the Segmenter of libnotation cuts it: at a tag line whose previous
line is no escape line and holds no '[' (docs/internals.md, "Segments"). A new game
starts there whatever a reader of the whole file is in, so each part read alone gives
game for game and diagnostic for diagnostic what the whole file gives for those games.
A part is a small picklable tuple: the worker that gets it reads its bytes from the path.
"""
from __future__ import annotations

import os
from typing import Iterator, List, NamedTuple, Union

from . import _cinc

__all__ = ["Part", "split", "check_part", "read_part", "Duplicates"]

#: What a part is cut to when no size is given: 64 MiB of records.
DEFAULT_PART_BYTES = 64 << 20


class Part(NamedTuple):
    """A run of whole games of a file: bytes ``[offset, offset + size)``.

    ``text_size`` also covers the next part's first line, which a reader looks at to end
    the part's last game as the whole file would. ``line`` is the line number of the
    part's first byte and ``file_start`` whether that is the file's first byte. A part
    with ``stream`` set is the rest of a file where no cut could be made for 4 MiB (one
    very long game, games without tags): it is read to the end as a stream.
    """

    path: str
    offset: int
    size: int
    text_size: int
    line: int
    file_start: bool
    stream: bool


def split(path: Union[str, "os.PathLike[str]"], part_bytes: int = DEFAULT_PART_BYTES) -> List[Part]:
    """Cuts a file into parts of whole games of about ``part_bytes`` bytes each, in order."""
    if part_bytes <= 0:
        raise ValueError("part_bytes must be positive")
    return [Part(*t) for t in _cinc._split(os.fspath(path), part_bytes)]


def check_part(part: Part) -> List[dict]:
    """What ``cinc validate`` finds in the games of a part, in order: per game a dict
    ``{"line", "valid", "diagnostics"}`` (diagnostics as ``validate --format json``
    gives them, with the file's own line numbers). A note of the file itself (a stray
    result, ``input.stray-result``) comes in its place as the CLI's item for it,
    ``{"file", "game": None, "line", "valid": True, "diagnostics": [...]}``: it is no game."""
    return _cinc._check_part(tuple(part))


def read_part(part: Part, *, replay: bool = True) -> Iterator["_cinc.Game"]:
    """The games of a part, read lazily and replayed, as the whole file reads them."""
    return _cinc._read_part(tuple(part), replay)


class Duplicates:
    """Games pasted twice, found across parts as ``cinc validate`` finds them in one run
    (warning ``game.duplicate``). Give it every numbered game of every file in input order."""

    def __init__(self) -> None:
        self._finder = _cinc._Duplicates()

    def mark(self, item: dict) -> dict:
        """Takes a numbered item of check_part (with "file" and "game"), removes its
        "fingerprint" and puts the warning first when it copies an earlier game. A note of
        the file (``"game": None``) is given back as it is."""
        if item.get("game") is None:
            return item
        fingerprint = item.pop("fingerprint", 0)
        warning = self._finder.seen(fingerprint, item["file"], item["game"], item["line"])
        if warning is not None:
            item["diagnostics"].insert(0, warning)
        return item
