"""Opening the files the formats are written in: regular files only, of a bounded size, read as
UTF-8, and TOML read by one parser.

A FIFO would block the reader until somebody writes to it, ``/dev/zero`` would fill the memory,
and the standard library's TOML reader takes time quadratic in the parts of a dotted key (eight
kilobytes of ``k.k.k...`` cost a fifth of a second, fifty a good ten): each is refused or
avoided here, with the reader's own typed error.
"""

from __future__ import annotations

import io
import os
import stat
import tomllib
from pathlib import Path
from typing import Any

from ..errors import PokerfloorError

try:  # A Rust TOML parser: about ten times faster than the standard library's, and linear.
    import rtoml

    def _parse(text: str) -> dict[str, Any]:
        return dict(rtoml.loads(text))

except ImportError:  # pragma: no cover - the standard library reads the same files, slower

    def _parse(text: str) -> dict[str, Any]:
        return tomllib.loads(text)


__all__ = ["MAX_BYTES", "open_text", "read_text", "toml_table"]

#: The most bytes a file (or one hand of a ``.phhs``) may hold: the largest situation file or
#: hand written so far is a few kilobytes; this is a thousand times more, and it stops
#: ``/dev/zero``, a runaway file or a file of one line without end.
MAX_BYTES = 16 * 2**20


def open_text(path: Path, error: type[PokerfloorError]) -> io.TextIOWrapper:
    """``path`` opened for reading as UTF-8, once it is known to be a regular file. Raises
    ``error`` (code ``unreadable``, naming the file) for anything else: a missing file, a
    folder, a FIFO (opened without blocking, so no writer is waited for), a device."""
    return open(_regular_file(path, error), encoding="utf-8", newline="\n")  # the caller closes it


def _regular_file(path: Path, error: type[PokerfloorError]) -> int:
    """A descriptor open for reading on ``path``, a regular file; else ``error``."""
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as failure:
        raise error(f"{path}: cannot read the file: {failure.strerror or failure}", code="unreadable") from None
    mode = os.fstat(descriptor).st_mode
    if not stat.S_ISREG(mode):
        os.close(descriptor)
        raise error(f"{path}: cannot read the file: {_kind(mode)}, not a regular file", code="unreadable")
    return descriptor


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a special file"


def read_text(path: Path, error: type[PokerfloorError], limit: int | None = None) -> str:
    """The whole text of a regular file of at most ``limit`` bytes (:data:`MAX_BYTES` unless
    given); raises ``error`` naming the file when it is not one, is larger, or is not UTF-8."""
    limit = MAX_BYTES if limit is None else limit
    with open(_regular_file(path, error), "rb") as stream:
        try:
            data = stream.read(limit + 1)
        except OSError as failure:
            raise error(f"{path}: cannot read the file: {failure.strerror or failure}", code="unreadable") from None
    if len(data) > limit:
        raise error(f"{path}: the file is larger than {limit:,} bytes", code="too-large")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as failure:
        raise error(f"{path}: cannot read the file: it is not UTF-8 text ({failure})", code="unreadable") from None


def toml_table(text: str, where: str, error: type[PokerfloorError]) -> dict[str, Any]:
    """TOML text as a table; raises ``error`` (code ``bad-toml``, naming ``where``) when it is not TOML."""
    try:
        return _parse(text)
    except RecursionError:  # the standard library reads nested arrays and tables recursively
        why = _TOO_DEEP
    except Exception as failure:  # each parser has its own error types; all mean "not TOML"
        # rtoml says "cannot recurse further; max recursion depth met at ...": said as the other is.
        why = _TOO_DEEP if "recurs" in str(failure) else str(failure)
    raise error(f"{where}: not valid TOML: {why}", code="bad-toml")


_TOO_DEEP = "nested too deeply to read"
