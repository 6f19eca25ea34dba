"""A ``.phhs`` collection cut into ranges of bytes, each read on its own (by the worker it was
sent to), so a collection of millions of hands is shared among processes or a cluster without the
process that shares it out reading it.

A cut is given as any byte offset; the range runs from the first hand that begins at or after its
start (:func:`hand_start`) to the first that begins at or after its end, so ranges cut at the
same offsets tile the collection: every hand is in exactly one. Where a hand begins is told
without following the strings and arrays of the hands before it (that would mean reading them):
the first line that looks like a table header names some hand, perhaps one begun before (a
``[7.extra]``); the next header-looking line that names another hand begins it, unless it sits in
a multi-line string or array, which the piece from there to the next hand then shows by not being
TOML, or by holding nothing, and the search goes on (a string would have to hold a whole hand,
header and fields, with another header after it, to pass for one). Only a hand is ever chosen,
never a line inside one, so a cut moves a range's border, never splits a hand.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from typing import Any

from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.files import exact_table
from pokerfloor.formats.phh.collections import hand_tables

__all__ = ["hand_start", "range_tables"]

#: A line that may be a table header, and its first key (bare or quoted, as written): ``[1]``,
#: ``[2.extra]``, a comment after it; not ``[[`` (an array of tables, never a hand), nor an
#: array's line ``[1, 2],``.
_HEADER = re.compile(
    rb"""[ \t]*\[[ \t]*("[^"\n]*"|'[^'\n]*'|[A-Za-z0-9_-]+)(?:[ \t]*\.[^\]\n]*)?[ \t]*\][ \t]*(#[^\n]*)?\r?\n?"""
)


def hand_start(path: str, offset: int) -> int:
    """The byte offset of the first hand of the collection at ``path`` that begins at or after
    ``offset`` (``0`` for ``0``: what comes before the first header goes with the first hand);
    the file's size when no hand begins there. Raises :class:`OSError` for a file that cannot be
    read."""
    if offset <= 0:
        return 0
    with open(path, "rb") as file:
        file.seek(offset - 1)
        file.readline()  # the rest of the line cut (only its line end, when the cut is at a line start)
        seen: bytes | None = None  # the hand the first header found belongs to
        while line := file.readline():
            key = _key(line)
            if key is None or key == seen:
                continue
            at = file.tell() - len(line)
            if seen is not None and _begins_a_hand(file, line, key):
                return at
            seen = key
            file.seek(at + len(line))
        return file.seek(0, io.SEEK_END)


def _key(line: bytes) -> bytes | None:
    """The first key of a header-looking line, or ``None`` for any other line."""
    found = _HEADER.fullmatch(line)
    return found.group(1) if found else None


def _begins_a_hand(file: io.BufferedReader, line: bytes, key: bytes) -> bool:
    """Whether the piece from ``line`` (just read) to the next header naming another hand is a
    TOML table with something in it: a header inside a string or an array leaves a piece that
    is not TOML (the string's end, or the array's, is in it) or an empty table (the next
    header-looking line in the string comes first)."""
    piece = [line]
    while (more := file.readline()) and _key(more) in (None, key):
        piece.append(more)
    try:
        table = exact_table(b"".join(piece).decode("utf-8"), "", HandHistoryError)
    except (HandHistoryError, UnicodeDecodeError):
        return False
    return any(table.values())


def range_tables(path: str, start: int, stop: int) -> Iterator[dict[str, Any]]:
    """The TOML table of each hand of the collection that begins in ``[start, stop)`` (byte
    offsets, each moved to where a hand begins by :func:`hand_start`), one at a time, as
    :func:`~pokerfloor.formats.phh.collections.hand_tables` reads them. Raises
    :class:`HandHistoryError` as it does, and for a file that cannot be read."""
    try:
        begin, end = hand_start(path, start), hand_start(path, stop)
        with open(path, "rb") as file:
            file.seek(begin)
            text = file.read(max(end - begin, 0)).decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise HandHistoryError(code="unreadable", params={"path": path, "reason": str(error)}) from None
    yield from hand_tables(io.StringIO(text, newline="\n"), path)
