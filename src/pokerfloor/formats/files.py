"""Opening the files the formats are written in: regular files only, of a bounded size, read as
UTF-8, and TOML read by one parser.

A FIFO would block the reader until somebody writes to it, ``/dev/zero`` would fill the memory,
and the standard library's TOML reader takes time quadratic in the parts of a dotted key (eight
kilobytes of ``k.k.k...`` cost a fifth of a second, fifty a good ten): each is refused or
avoided here, with the reader's own typed error.
"""

from __future__ import annotations

import io
import math
import os
import re
import stat
from decimal import Decimal, InvalidOperation
from itertools import chain
from typing import Any, Final

from pokerfloor import engine
from pokerfloor.errors import PokerfloorError
from pokerfloor.formats.flattoml import read_flat

#: rtoml, a Rust TOML parser (a dependency): about ten times faster than tomllib, and linear;
#: loaded by the first text it reads (a check of flat hand histories, compiled, needs none).
_rtoml: Any = None


def _parse(text: str) -> dict[str, Any]:
    global _rtoml  # noqa: PLW0603 - the parser's module, loaded once, when first needed
    if _rtoml is None:
        import rtoml  # noqa: PLC0415

        _rtoml = rtoml
    return dict(_rtoml.loads(text))


__all__ = ["MAX_BYTES", "exact_general", "exact_table", "open_text", "read_text", "toml_table"]

#: The most bytes a file (or one hand of a ``.phhs``) may hold: the largest situation file or
#: hand written so far is a few kilobytes; this is a thousand times more, and it stops
#: ``/dev/zero``, a runaway file or a file of one line without end.
MAX_BYTES = 16 * 2**20
#: What is read at a time of a file larger than it said.
_BLOCK = 2**16


def open_text(path: str | os.PathLike[str], error: type[PokerfloorError]) -> io.TextIOWrapper:
    """``path`` opened for reading as UTF-8, once it is known to be a regular file. Raises
    ``error`` (code ``unreadable``, naming the file) for anything else: a missing file, a
    folder, a FIFO (opened without blocking, so no writer is waited for), a device."""
    return open(_regular_file(path, error)[0], encoding="utf-8", newline="\n")  # the caller closes it


#: Opened for reading, without blocking where the system has that (a FIFO waits for no writer).
_READ_FLAGS: Final = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)


#: The bits of a file's mode that say what kind of file it is (``stat.S_IFMT``), and a regular file's.
_FILE_TYPE: Final = 0o170000
_REGULAR: Final = stat.S_IFREG


def _regular_file(path: str | os.PathLike[str], error: type[PokerfloorError]) -> tuple[int, int]:
    """A descriptor open for reading on ``path``, a regular file, and the file's size; else ``error``."""
    try:
        descriptor = os.open(path, _READ_FLAGS)
    except OSError as failure:
        raise _unreadable(error, path, failure) from None
    status = os.fstat(descriptor)
    if status.st_mode & _FILE_TYPE != _REGULAR:  # S_ISREG() itself: a call out of compiled code
        os.close(descriptor)
        raise error(code="unreadable", variant=_kind(status.st_mode), params={"path": str(path)})
    return descriptor, status.st_size


def _unreadable(error: type[PokerfloorError], path: object, failure: Exception) -> PokerfloorError:
    """``error`` for a file the system would not read, naming it and saying why as the system
    says it (its words: ``No such file or directory``)."""
    reason = (failure.strerror if isinstance(failure, OSError) else None) or str(failure)
    return error(code="unreadable", params={"path": str(path), "reason": reason})


def _kind(mode: int) -> str:
    """The variant of the refusal of a file that is not a regular one: a folder, a FIFO, or a
    device (a socket, or any other kind, cannot be opened for reading: the opening refuses it)."""
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "fifo"
    return "device"


def read_text(path: str | os.PathLike[str], error: type[PokerfloorError], limit: int | None = None) -> str:
    """The whole text of a regular file of at most ``limit`` bytes (:data:`MAX_BYTES` unless
    given); raises ``error`` naming the file when it is not one, is larger, or is not UTF-8."""
    limit = MAX_BYTES if limit is None else limit
    descriptor, size = _regular_file(path, error)
    try:
        # Sized by the file (a read of the whole limit would set aside its 16 MB every time), one
        # byte more: a file that gives no more than it said it holds is read whole. One that gave
        # more (it grew, or says nothing of its size: /proc) is read on a block at a time.
        chunks = [os.read(descriptor, min(size, limit) + 1)]
        read = len(chunks[0])
        while read > size and read <= limit and chunks[-1]:
            chunks.append(os.read(descriptor, min(_BLOCK, limit + 1 - read)))
            read += len(chunks[-1])
    except OSError as failure:
        raise _unreadable(error, path, failure) from None
    finally:
        os.close(descriptor)
    data = b"".join(chunks)
    if len(data) > limit:
        raise error(code="too-large", variant="file", params={"path": str(path), "most": limit})
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as failure:
        raise error(code="unreadable", variant="not-utf8", params={"path": str(path), "error": str(failure)}) from None


def toml_table(text: str, where: str, error: type[PokerfloorError]) -> dict[str, Any]:
    """TOML text as a table; raises ``error`` (code ``bad-toml``, naming ``where``) when it is not TOML."""
    try:
        return _parse(text)
    except RecursionError:  # the standard library reads nested arrays and tables recursively
        raise error(code="bad-toml", variant="too-deep", params={"where": where}) from None
    except Exception as failure:  # each parser has its own error types; all mean "not TOML"
        # rtoml says "cannot recurse further; max recursion depth met at ...": said as the other is.
        if "recurs" in str(failure):
            raise error(code="bad-toml", variant="too-deep", params={"where": where}) from None
        raise error(code="bad-toml", params={"where": where, "error": str(failure)}) from None


# -- exact decimals -----------------------------------------------------------------------------

#: How deep a table may nest and still be read again by the standard library for its decimals:
#: that reader takes time quadratic in the parts of a dotted key, and a dotted key of P parts
#: nests P deep, so a bound on the depth bounds the time.
EXACT_DEPTH = 32


def exact_table(text: str, where: str, error: type[PokerfloorError]) -> dict[str, Any]:
    """TOML text as a table (:func:`toml_table`), every float read exactly as written: a
    :class:`~decimal.Decimal` (``200.30`` is ``Decimal("200.30")``, ``inf`` ``Decimal("Infinity")``),
    never a binary float.

    The fast parser reads floats as binary floats; where the table holds any, the text they were
    written as is read again. A float's own line (``starting_stacks = [200.30, 81.60, 197]``, the
    layout of PHH files) is read alone, and taken when it reads back to the same values; anything
    else (a float in a multi-line array, a key written twice) reads the whole text again with the
    standard library's parser, for tables nested at most :data:`EXACT_DEPTH` deep.

    On the compiled engine, text in the flat layout of hand histories
    (:mod:`~pokerfloor.formats.flattoml`) is read in one pass, decimals and all, without either
    parser: the same table (a property test holds the two ways together), found faster."""
    if _FLAT_FIRST:
        flat = read_flat(text)
        if flat is not None:
            return flat
    return exact_general(text, where, error)


#: Whether :func:`exact_table` tries the flat reader first: the compiled engine's alone, on the
#: hot path of a check. Compiled, it reads a hand history in a few C calls a line, where the fast
#: parser and the second reading of the decimals take 228k instructions a hand; without it a whole
#: check of 5,000 generated no-limit hold'em hands takes 482k instructions a hand in dollars
#: instead of 341k (+41%), 351k instead of 281k in whole chips (+25%), and benchmarks/bench.py
#: --nlhe fell from 17.3x PokerKit to 11.4x in dollars (issue 19 asks 15x), 16.8x to 15.0x in
#: chips. In pure Python a line costs more than the fast parser's whole file (twice the time for a
#: hand in whole chips), so the sources read every text with the general parsers.
_FLAT_FIRST: Final = engine.ENGINE == "compiled"


def exact_general(text: str, where: str, error: type[PokerfloorError]) -> dict[str, Any]:
    """:func:`exact_table` with the general parsers only (the fast one, then the standard
    library's where the decimals need it)."""
    table = toml_table(text, where, error)
    floats = _float_keys(table)
    if floats is None:
        return table
    if floats and _exact_lines(text, table, floats):
        return table
    if _depth(table) > EXACT_DEPTH:
        raise error(code="bad-toml", variant="decimals-deep", params={"where": where, "most": EXACT_DEPTH})
    import tomllib  # noqa: PLC0415 - the standard library's reader, needed only here (rarely)

    try:
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as failure:  # pragma: no cover - the fast parser read it
        raise error(code="bad-toml", params={"where": where, "error": str(failure)}) from None


_FloatKeys = list[tuple[dict[str, Any], str]]


def _float_keys(table: dict[str, Any]) -> _FloatKeys | None:
    """Where the floats are: the (table, key) of each value holding one (a float, or an array
    with one inside), or ``[]`` when one is somewhere else (inside an array of tables); ``None``
    when there is no float at all (the usual table: looked at key by key, types only, in C)."""
    kinds = {*map(type, table.values())}
    if dict not in kinds and float not in kinds:  # a flat table: its arrays' items looked at at once
        inner = {*map(type, chain.from_iterable([v for v in table.values() if type(v) is list]))}
        if float not in inner and list not in inner and dict not in inner:
            return None
    found: _FloatKeys = []
    anywhere = False
    pending = [table]
    while pending:
        current = pending.pop()
        for key, value in current.items():
            kind = type(value)
            if kind is float:
                found.append((current, key))
            elif kind is dict:
                pending.append(value)
            elif kind is list and value:
                kinds = {*map(type, value)}
                if float in kinds and list not in kinds and dict not in kinds:
                    found.append((current, key))
                elif (list in kinds or dict in kinds) and _holds_float(value):
                    if _holds_table(value):
                        anywhere = True
                    else:
                        found.append((current, key))
    if anywhere:
        return []
    return found or None


def _holds_float(values: list[Any]) -> bool:
    """Whether an array holds a float, in it or in an array or table inside it."""
    pending = [values]
    while pending:
        items = pending.pop()
        kinds = set(map(type, items))
        if float in kinds:
            return True
        if list in kinds:
            pending.extend(item for item in items if type(item) is list)
        if dict in kinds and any(_float_keys(item) is not None for item in items if type(item) is dict):
            return True
    return False


def _holds_table(values: list[Any]) -> bool:
    pending = [values]
    while pending:
        for item in pending.pop():
            if type(item) is dict:
                return True
            if type(item) is list:
                pending.append(item)
    return False


#: A key's line: ``key = value``, the key bare.
_KEY_LINE = re.compile(r"^[ \t]*([A-Za-z0-9_-]+)[ \t]*=[ \t]*(.*)$", re.MULTILINE)


def _exact_lines(text: str, table: dict[str, Any], floats: _FloatKeys) -> bool:
    """Read each float's line alone, exactly, and put its values in ``table``: ``True`` when
    every one is a line of numbers (``starting_stacks = [200.30, 81.60, 197]``) found once, whose
    values are the fast parser's (so the line found is the one it read)."""
    lines: dict[str, list[str]] | None = None
    exact: list[tuple[dict[str, Any], str, Any]] = []
    for owner, key in floats:
        written = _canonical_line(text, key)
        if written is None:  # not in the layout of the published files: look at every line
            if lines is None:
                lines = {}
                for found in _KEY_LINE.finditer(text):
                    lines.setdefault(found.group(1), []).append(found.group(2))
            candidates = lines.get(key, ())
            written = candidates[0] if len(candidates) == 1 else None
        value = _numbers(written, owner[key]) if written is not None else None
        if value is None:
            return False
        exact.append((owner, key, value))
    for owner, key, value in exact:
        owner[key] = value
    return True


def _canonical_line(text: str, key: str) -> str | None:
    """The value written on the one line ``key = ...`` that begins a line, found as the
    published files write it (one blank each side of ``=``); ``None`` when not so, or twice."""
    head = f"\n{key} = "
    at = text.find(head)
    if at < 0:
        if not text.startswith(head[1:]):
            return None
        at = -1
    if text.find(head, at + 1) >= 0:
        return None
    start = at + len(head)
    end = text.find("\n", start)
    return text[start:] if end < 0 else text[start:end]


def _numbers(written: str, fast: Any) -> Any:
    """The number, or the one-line array of numbers, a value is written as (a comment after it
    allowed), when they are the fast parser's ``fast`` (each decimal's nearest binary float the
    one it read: the line is the one it read); ``None`` for anything else (text, tables, nested
    arrays, dates, another value)."""
    value = written.split("#", 1)[0].strip() if "#" in written else written.strip()
    if not value.startswith("["):
        tokens, one = [value], True
    elif value.endswith("]") and value.count("[") == 1 and '"' not in value and "'" not in value:
        # Blanks left around the numbers: float() and Decimal() take them, and so does int().
        tokens, one = value[1:-1].split(","), False
        if not tokens[-1].strip():
            tokens.pop()  # a comma after the last value, or an empty array
    else:
        return None
    try:
        if list(map(float, tokens)) != ([fast] if one else fast) and not _all_nan(tokens, fast):
            return None
        numbers: list[int | Decimal]
        if value.count(".") == len(tokens):  # decimals only (amounts in dollars): read in C
            numbers = list(map(Decimal, tokens))
        else:
            numbers = [int(token) if token.strip().lstrip("+-").isdigit() else Decimal(token) for token in tokens]
    except (InvalidOperation, ValueError, TypeError):  # not numbers, or a list against a number
        return None
    return numbers[0] if one else numbers


def _all_nan(tokens: list[str], fast: Any) -> bool:
    """Whether ``tokens`` and ``fast`` differ only by nan (never equal to itself) in the same places."""
    values = fast if isinstance(fast, list) else [fast]
    if len(values) != len(tokens):
        return False
    pairs = zip(map(float, tokens), values, strict=True)
    return all(a == b or (math.isnan(a) and isinstance(b, float) and math.isnan(b)) for a, b in pairs)


def _depth(table: dict[str, Any]) -> int:
    """How deep tables and arrays nest in ``table`` (walked without recursion)."""
    deepest = 0
    pending: list[tuple[Any, int]] = [(table, 1)]
    while pending:
        value, depth = pending.pop()
        deepest = max(deepest, depth)
        items = value.values() if type(value) is dict else value
        pending.extend((item, depth + 1) for item in items if type(item) in (dict, list))
    return deepest
