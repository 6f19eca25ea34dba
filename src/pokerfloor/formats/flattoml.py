"""Flat TOML, the layout hand histories are written in, read without a general parser.

Every PHH file we have seen (the published corpora, PokerKit's writer, ours) is a list of
``key = value`` lines: strings, numbers, booleans, local dates and times, and one-line arrays of
them, under at most one level of ``[name]`` headers (a ``.phhs`` collection). :func:`read_flat`
reads exactly that, decimals as written (``200.30`` is ``Decimal("200.30")``), in one pass over
the text. Text in any other shape (an escaped string, a multi-line array, a dotted key, a number
with ``_`` or an exponent, a date with a time or an offset, a key written twice, anything that
is not TOML) gives ``None``, and the caller reads it with the general parser, which also says
what is wrong with it. So the result, where there is one, is the table the general parser reads
(a property test holds the two together), found with a few string calls a line instead of a
parse and a second reading of the decimals.

>>> read_flat("variant = 'NT'\\nstarting_stacks = [200.30, 81.60, inf]  # dollars\\n")
{'variant': 'NT', 'starting_stacks': [Decimal('200.30'), Decimal('81.60'), Decimal('Infinity')]}
>>> read_flat('name = "tab\\\\tbed"') is None  # an escape: the general parser's work
True
"""

from __future__ import annotations

import datetime
import re
from decimal import Decimal
from typing import Any, Final

__all__ = ["read_flat"]

#: A bare key (``starting_stacks``, ``1``).
_BARE_KEY: Final = re.compile(r"[A-Za-z0-9_-]+\Z")
#: A TOML integer without underscores, at most 18 digits (so one the general parser reads too:
#: 64 bits); with a point and digits after it, a decimal (no exponent).
_INTEGER: Final = re.compile(r"[+-]?(?:0|[1-9][0-9]{0,17})\Z")
#: The special floats, read as the general parser reads them for an exact table.
_SPECIAL: Final = {word: Decimal(word) for sign in ("", "+", "-") for word in (sign + "inf", sign + "nan")}
_BLANKS: Final = " \t"
_ZERO: Final = ord("0")
_BOOLEANS: Final = {"true": True, "false": False}


class _NotFlatError(Exception):
    """The text is not in the flat layout (the general parser reads it, or refuses it)."""


def read_flat(text: str) -> dict[str, Any] | None:
    """The table of flat TOML ``text`` (see the module's docstring); ``None`` when the text is
    not in that layout."""
    if "\r" in text and "\r" in text.replace("\r\n", ""):  # a carriage return alone: not TOML
        return None
    try:
        return _read(text)
    except _NotFlatError:
        return None


def _read(text: str) -> dict[str, Any]:
    root: dict[str, Any] = {}
    current = root
    headers: set[str] = set()
    lines = text.split("\n")
    if "\r" in text:
        lines = [raw[:-1] if raw.endswith("\r") else raw for raw in lines]
    printable = _printable_ascii(text)  # the usual text: its lines need no look of their own
    for raw in lines:
        line = raw.strip(_BLANKS)
        if not line:
            continue
        if not printable and not line.isprintable():  # a control character (TOML allows none), a tab inside, a BOM
            raise _NotFlatError
        first = line[0]
        if first == "#":
            continue
        if first == "[":
            current = _table(root, headers, line)
            continue
        key, equals, rest = line.partition(" = ")  # the usual layout: one blank each side
        if not equals or key not in _KEYS_SEEN or rest[0] in _BLANKS:
            key, _, rest = line.partition("=")
            key, rest = key.rstrip(_BLANKS), rest.strip(_BLANKS)
            if key not in _KEYS_SEEN:
                _bare_key(key)
        if key in current:
            raise _NotFlatError
        current[key] = _line_value(rest)
    return root


#: The ASCII control characters but the line ends (a tab is one: the flat layout has none inside a line).
_CONTROLS: Final = tuple(chr(code) for code in (*range(0x20), 0x7F) if chr(code) not in "\n\r")


def _printable_ascii(text: str) -> bool:
    """Whether ``text`` is ASCII with no control character but line ends, so that every line of it
    is printable: a search of the whole text for each control character (``isprintable`` looks
    each character up in the Unicode tables, a line at a time: three times the work)."""
    if not text.isascii():
        return False
    return all(control not in text for control in _CONTROLS)


#: The bare keys already read: a file has a dozen, and every file of a corpus the same ones.
_KEYS_SEEN: Final[set[str]] = set()


def _bare_key(key: str) -> None:
    """Check a key is bare (``starting_stacks``, ``1``): letters, digits, ``_`` and ``-``."""
    if not _BARE_KEY.match(key):
        raise _NotFlatError
    if len(_KEYS_SEEN) < 4096:  # bounded: a corpus of odd keys does not grow it for ever
        _KEYS_SEEN.add(key)


def _table(root: dict[str, Any], headers: set[str], line: str) -> dict[str, Any]:
    """The table a header ``[name]`` opens (a new name, not a key of the text's start)."""
    close = line.find("]")
    name = line[1:close].strip(_BLANKS) if close > 0 else ""
    if not _BARE_KEY.match(name) or name in root or name in headers:
        raise _NotFlatError
    _line_end(line, close + 1)
    headers.add(name)
    table: dict[str, Any] = {}
    root[name] = table
    return table


def _line_value(text: str) -> Any:
    """The value written on the rest of a line: a bare number or word (the rest of the line is
    it) and an array in the layouts writers use (``['p1 f', 'p2 cc']``, ``[0.50, 1, 0]``) taken
    at once, anything else read a character at a time."""
    if text and "#" not in text:
        if text[0] not in "'\"[":
            return _number(text)
        if text[0] == "[" and text[-1] == "]":
            items = _array_items(text[1:-1].strip(_BLANKS))
            if items is not None:
                return items
    value, end = _value(text, 0)
    _line_end(text, end)
    return value


def _array_items(inner: str) -> list[Any] | None:
    """The items of a one-line array written the usual way: single-quoted strings one blank
    apart, or numbers; ``None`` for any other array."""
    if not inner:
        return []
    if inner[0] == "'":
        parts = inner[1:-1].split("', '") if inner[-1] == "'" else []
        return parts if parts and inner.count("'") == 2 * len(parts) else None
    if "'" in inner or '"' in inner or "[" in inner:
        return None
    words = inner.split(", ")  # the usual layout: its items need no stripping
    if inner.count(",") != len(words) - 1 or inner.count(" ") != len(words) - 1 or "\t" in inner:
        words = [word.strip(_BLANKS) for word in inner.split(",")]  # blanks elsewhere
        if not words[-1]:
            words.pop()  # a comma after the last item
    all_ascii = inner.isascii()  # asked once for the array, not for each number
    return [_number(word, all_ascii) for word in words]


def _skip(text: str, at: int) -> int:
    """The first position from ``at`` that is not a blank."""
    while at < len(text) and text[at] in _BLANKS:
        at += 1
    return at


def _line_end(text: str, at: int) -> None:
    """Nothing but blanks, or a comment, may follow a value on its line."""
    rest = text[at:].lstrip(_BLANKS)
    if rest and rest[0] != "#":
        raise _NotFlatError


def _value(text: str, at: int) -> tuple[Any, int]:
    """The value written at ``at``, and where it ends."""
    if at < len(text) and text[at] == "[":
        return _array(text, at + 1)
    return _scalar(text, at)


def _array(text: str, at: int) -> tuple[list[Any], int]:
    """A one-line array of scalars, begun just before ``at`` (a comma after the last allowed)."""
    items: list[Any] = []
    at = _skip(text, at)
    while at < len(text) and text[at] != "]":
        if text[at] == "[":  # an array in an array: the general parser's work
            raise _NotFlatError
        item, at = _scalar(text, at)
        items.append(item)
        at = _skip(text, at)
        if at < len(text) and text[at] == ",":
            at = _skip(text, at + 1)
        elif at >= len(text) or text[at] != "]":
            raise _NotFlatError
    if at >= len(text):  # the array goes on to the next line
        raise _NotFlatError
    return items, at + 1


def _scalar(text: str, at: int) -> tuple[Any, int]:
    """A string, number or boolean written at ``at``, and where it ends."""
    if at >= len(text):
        raise _NotFlatError
    quote = text[at]
    if quote in "'\"":
        close = text.find(quote, at + 1)
        if close < 0 or (close == at + 1 and text.startswith(quote * 3, at)):  # unclosed, or multi-line
            raise _NotFlatError
        string = text[at + 1 : close]
        if quote == '"' and "\\" in string:  # an escape
            raise _NotFlatError
        return string, close + 1
    end = at
    while end < len(text) and text[end] not in ",]#" and text[end] not in _BLANKS:
        end += 1
    return _number(text[at:end]), end


def _number(word: str, all_ascii: bool = False) -> Any:
    """An integer, a decimal (exactly), a special float or a boolean, as written (``all_ascii``: the
    word is known to be ASCII: ``isdigit`` takes other scripts' digits too)."""
    if _whole(word, all_ascii):  # the usual number, looked at without a pattern
        return ord(word) - _ZERO if len(word) == 1 else int(word)  # a digit: no parse (a zero in most arrays)
    digits, point, places = word.partition(".")
    if point and _whole(digits, all_ascii):
        if places.isdigit() and (all_ascii or places.isascii()):
            return Decimal(word)
        raise _NotFlatError
    if point and places.isdigit() and places.isascii() and _INTEGER.match(digits):
        return Decimal(word)  # a sign
    if _INTEGER.match(word):
        return int(word)
    if word in _BOOLEANS:
        return _BOOLEANS[word]
    if len(word) in (8, 10) and word.isascii():
        return _date_or_time(word)
    special = _SPECIAL.get(word)
    if special is None:
        raise _NotFlatError
    return special


def _whole(word: str, all_ascii: bool) -> bool:
    """Whether ``word`` is a plain TOML integer: ASCII digits, at most 18 (64 bits), no leading zero."""
    return word.isdigit() and (all_ascii or word.isascii()) and len(word) <= 18 and (word[0] != "0" or len(word) == 1)


def _date_or_time(word: str) -> datetime.date | datetime.time:
    """A local date (``2009-03-14``) or a local time to the second (``21:04:05``), as PHH's
    ``time`` and dates are written; other forms (offsets, fractions) are the general parser's."""
    parts = word.split("-") if len(word) == 10 else word.split(":")
    if [len(part) for part in parts] != ([4, 2, 2] if len(word) == 10 else [2, 2, 2]) or not "".join(parts).isdigit():
        raise _NotFlatError
    try:
        if len(word) == 10:
            return datetime.date(int(parts[0]), int(parts[1]), int(parts[2]))
        return datetime.time(int(parts[0]), int(parts[1]), int(parts[2]))
    except ValueError:  # the 30th of February, 24:00:00
        raise _NotFlatError from None
