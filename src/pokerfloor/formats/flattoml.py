"""Flat TOML, the layout hand histories are written in, read without a general parser.

Every PHH file we have seen (the published corpora, PokerKit's writer, ours) is a list of
``key = value`` lines: strings, numbers, booleans, local dates and times, and one-line arrays of
them, under at most one level of ``[name]`` headers (a ``.phhs`` collection). :func:`read_flat`
reads exactly that, decimals as written (``200.30`` is ``Decimal("200.30")``), in one pass over
the characters of the text (compiled, a native loop). Text in any other shape (an escaped string,
a multi-line array, a dotted or quoted key, a number with ``_`` or an exponent, a date with a time
or an offset, a key written twice, a control character, anything that is not TOML) gives
``None``, and the caller reads it with the general parser, which also says what is wrong with
it. So the result, where there is one, is the table the general parser reads (a property test
holds the two together), found without a parse of each line and a second reading of the decimals.
Only the compiled engine reads with it, on the hot path of a check: what it buys there is said
at :data:`pokerfloor.formats.files._FLAT_FIRST` (without it the check falls under issue 19's 15x).

>>> read_flat("variant = 'NT'\\nstarting_stacks = [200.30, 81.60, inf]  # dollars\\n")
{'variant': 'NT', 'starting_stacks': [Decimal('200.30'), Decimal('81.60'), Decimal('Infinity')]}
>>> read_flat('name = "tab\\\\tbed"') is None  # an escape: the general parser's work
True
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:  # a machine integer to mypyc (the loops over characters are native); int in Python
    from mypy_extensions import i64

__all__ = ["read_flat"]

#: A TOML integer without underscores, at most 18 digits (so one the general parser reads too:
#: 64 bits); with a point and digits after it, a decimal (no exponent).
_INTEGER: Final = re.compile(r"[+-]?(?:0|[1-9][0-9]{0,17})\Z")
#: The special floats, read as the general parser reads them for an exact table.
_SPECIAL: Final = {word: Decimal(word) for sign in ("", "+", "-") for word in (sign + "inf", sign + "nan")}
_BOOLEANS: Final = {"true": True, "false": False}
#: The most digits of a plain whole number read at once (18: within 64 bits, as TOML's integers).
_MOST_DIGITS: Final = 18

# The characters the reader looks at, by code.
_TAB: Final = 9
_NEWLINE: Final = 10
_RETURN: Final = 13
_SPACE: Final = 32
_DOUBLE_QUOTE: Final = 34
_HASH: Final = 35
_QUOTE: Final = 39
_COMMA: Final = 44
_MINUS: Final = 45
_POINT: Final = 46
_ZERO: Final = 48
_NINE: Final = 57
_EQUALS: Final = 61
_OPEN: Final = 91
_BACKSLASH: Final = 92
_CLOSE: Final = 93
_UNDERSCORE: Final = 95
_DELETE: Final = 127


class _NotFlatError(Exception):
    """The text is not in the flat layout (the general parser reads it, or refuses it)."""


def read_flat(text: str) -> dict[str, Any] | None:
    """The table of flat TOML ``text`` (see the module's docstring); ``None`` when the text is
    not in that layout."""
    if not text.isascii() and not _printable_lines(text):
        return None
    try:
        return _read(text)
    except _NotFlatError:
        return None


def _printable_lines(text: str) -> bool:
    """Whether each line of a text beyond ASCII is printable but for the blanks at its ends (other
    characters beyond ASCII, a no-break space, a byte-order mark, are the general parser's)."""
    return all(line.strip(" \t\r").isprintable() for line in text.split("\n"))


def _read(text: str) -> dict[str, Any]:
    root: dict[str, Any] = {}
    current = root
    headers: set[str] = set()
    end: i64 = len(text)
    at: i64 = 0
    while at < end:
        at = _blanks(text, at, end)
        if at == end:
            break
        code = ord(text[at])
        if code in (_NEWLINE, _RETURN, _HASH):
            at = _line_end(text, at, end)
            continue
        if code == _OPEN:  # a header: the table the lines after it go to
            at = _blanks(text, at + 1, end)
            close = _key_end(text, at, end)
            name = text[at:close]
            at = _blanks(text, close, end)
            if not name or at == end or ord(text[at]) != _CLOSE or name in root or name in headers:
                raise _NotFlatError
            headers.add(name)
            current = {}
            root[name] = current
            at = _line_end(text, at + 1, end)
            continue
        close = _key_end(text, at, end)
        key = text[at:close]
        at = _blanks(text, close, end)
        if not key or at == end or ord(text[at]) != _EQUALS or key in current:
            raise _NotFlatError
        at = _blanks(text, at + 1, end)
        if at == end:
            raise _NotFlatError
        if ord(text[at]) == _OPEN:
            items, at = _array(text, at + 1, end)
            current[key] = items
        else:
            value, at = _scalar(text, at, end)
            current[key] = value
        at = _line_end(text, at, end)
    return root


def _blanks(text: str, at: i64, end: i64) -> i64:
    """The first position from ``at`` that is not a blank (a space or a tab)."""
    while at < end:
        code = ord(text[at])
        if code not in (_SPACE, _TAB):
            return at
        at += 1
    return end


def _line_end(text: str, at: i64, end: i64) -> i64:
    """Past the end of the line from ``at``, where only blanks and a comment may be: the start of
    the next line."""
    at = _blanks(text, at, end)
    if at == end:
        return end
    code = ord(text[at])
    if code == _HASH:  # a comment: any character but a control one, to the end of the line
        at += 1
        while at < end:
            code = ord(text[at])
            if code in (_NEWLINE, _RETURN):
                break
            if (code < _SPACE and code != _TAB) or code == _DELETE:
                raise _NotFlatError
            at += 1
        if at == end:
            return end
    if code == _NEWLINE:
        return at + 1
    if code == _RETURN and at + 1 < end and ord(text[at + 1]) == _NEWLINE:  # CRLF
        return at + 2
    raise _NotFlatError  # something after the value, or a carriage return alone


def _key_end(text: str, at: i64, end: i64) -> i64:
    """Where the bare key (letters, digits, ``_`` and ``-``) from ``at`` ends."""
    while at < end:
        code = ord(text[at])
        if not (_ZERO <= code <= _NINE or 65 <= code <= 90 or 97 <= code <= 122 or code in (_UNDERSCORE, _MINUS)):
            return at
        at += 1
    return end


def _array(text: str, at: i64, end: i64) -> tuple[list[Any], i64]:
    """A one-line array of strings and bare values from ``at`` (just past its ``[``; a comma after
    the last item allowed), and where it ends."""
    items: list[Any] = []
    at = _blanks(text, at, end)
    while at < end:
        code = ord(text[at])
        if code == _CLOSE:
            return items, at + 1
        if code in (_COMMA, _OPEN, _NEWLINE, _RETURN, _HASH):
            raise _NotFlatError  # an empty item, an array inside, an array over several lines
        item, at = _scalar(text, at, end)
        items.append(item)
        at = _blanks(text, at, end)
        if at < end and ord(text[at]) == _COMMA:
            at = _blanks(text, at + 1, end)
        elif at == end or ord(text[at]) != _CLOSE:
            raise _NotFlatError
    raise _NotFlatError  # not closed on its line


def _scalar(text: str, at: i64, end: i64) -> tuple[Any, i64]:
    """A string or a bare value (a number, a boolean, a date) from ``at``, and where it ends."""
    quote = ord(text[at])
    if quote in (_QUOTE, _DOUBLE_QUOTE):
        return _string(text, at, end, quote)
    # A bare word, to a blank, a comma, a bracket or a comment: a plain whole number (18 digits at
    # most, no leading zero) or decimal is read as its characters go by; anything else by _number.
    start = at
    number: i64 = 0
    point: i64 = -1
    plain = True
    while at < end:
        code = ord(text[at])
        if _ZERO <= code <= _NINE:
            number = number * 10 + (code - _ZERO) if at - start < _MOST_DIGITS else number
        elif code == _POINT and point < 0:
            point = at
        elif code in (_SPACE, _TAB, _COMMA, _CLOSE, _HASH, _NEWLINE, _RETURN):
            break
        elif code < _SPACE or code >= _DELETE:  # a control character, or one beyond ASCII
            raise _NotFlatError
        else:
            plain = False
        at += 1
    digits = at - start if point < 0 else point - start
    leading_zero = ord(text[start]) == _ZERO and digits > 1
    if plain and 0 < digits <= _MOST_DIGITS and not leading_zero:
        if point < 0:
            return int(number), at
        if point + 1 < at:  # digits after the point: a decimal, exactly as written
            return Decimal(text[start:at]), at
    return _number(text[start:at]), at


def _string(text: str, at: i64, end: i64, quote: int) -> tuple[str, i64]:
    """A string in quotes from ``at`` (its opening quote) on one line, with no escape (a literal
    string takes none, a basic one with one is the general parser's), and where it ends."""
    start = at + 1
    at = start
    while at < end:
        code = ord(text[at])
        if code == quote:
            if at == start and at + 1 < end and ord(text[at + 1]) == quote:  # three quotes: a multi-line string
                raise _NotFlatError
            return text[start:at], at + 1
        if (code < _SPACE and code != _TAB) or code == _DELETE or (code == _BACKSLASH and quote == _DOUBLE_QUOTE):
            raise _NotFlatError  # a control character (a line end: unclosed), or an escape
        at += 1
    raise _NotFlatError


def _number(word: str) -> Any:
    """A bare value that is not a plain whole number or decimal: a signed one, a special float, a
    boolean, a local date or time; anything else is not flat."""
    digits, point, places = word.partition(".")
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


def _date_or_time(word: str) -> Any:
    """A local date (``2009-03-14``) or a local time to the second (``21:04:05``), as PHH's
    ``time`` and dates are written; other forms (offsets, fractions) are the general parser's."""
    import datetime  # noqa: PLC0415 - loaded by the first date read: most hand histories have none

    parts = word.split("-") if len(word) == 10 else word.split(":")
    if [len(part) for part in parts] != ([4, 2, 2] if len(word) == 10 else [2, 2, 2]) or not "".join(parts).isdigit():
        raise _NotFlatError
    try:
        if len(word) == 10:
            return datetime.date(int(parts[0]), int(parts[1]), int(parts[2]))
        return datetime.time(int(parts[0]), int(parts[1]), int(parts[2]))
    except ValueError:  # the 30th of February, 24:00:00
        raise _NotFlatError from None
