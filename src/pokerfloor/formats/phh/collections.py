"""Reading a ``.phhs`` (many PHH hands, tables ``[1]``, ``[2]``, ...) a hand at a time, a block
of the file at a time, so a file of millions of hands is never held in memory whole.

A hand begins at a table header: ``[key]`` on a line of its own, outside any multi-line string
or array. ``[2]`` inside a ``\"\"\"`` string, or a line ``[1, 2],`` inside an array, is a value
(splitting there lost both hands). Telling them apart means following the strings and arrays
of every hand, which costs more than reading it; so the text is first cut at every line that
looks like a header naming another hand, and followed only when the piece is not TOML: a piece
cut inside a string or an array leaves it open, so a piece that reads is a hand cut where it
ends. Following is linear in the text (each character looked at a bounded number of times).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Protocol

from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.files import MAX_BYTES, exact_table

__all__ = ["Readable", "hand_tables"]


class Readable(Protocol):
    """What the reader reads from: an open text file, or any stream of text."""

    def read(self, size: int, /) -> str:
        """At most ``size`` characters more; ``""`` at the end."""


#: The characters read at a time.
BLOCK = 2**20

#: A line that may be a table header: blanks, then ``[`` (after a line end: six times faster to
#: find than the same with ``^`` and ``re.MULTILINE``).
_HEADER_LINE = re.compile(r"\n[ \t]*\[")
_HEADER_FIRST = re.compile(r"[ \t]*\[")
#: The characters that open or close a string, an array or a comment in TOML.
_SIGNIFICANT = re.compile(r"[\"'\[\]#]")
#: A bare key: the first key of a header ``[1]``, ``[hand-2.extra]``.
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]*")


def hand_tables(stream: Readable, file: str) -> Iterator[dict[str, Any]]:
    """The TOML table of each hand of a ``.phhs`` stream (``{"1": {...}}``), one at a time.

    A hand runs from its table header to the next that names another hand (``[2]`` after
    ``[1]``; ``[1.extra]`` stays with ``[1]``); what comes before the first header goes with the
    first hand. Raises :class:`HandHistoryError` for a hand that is not TOML, or one larger than
    :data:`~pokerfloor.formats.files.MAX_BYTES` (counted in characters)."""
    text = _Text(stream, file)
    while text.more():
        begin = text.start
        end = _hand_end(text, begin, None)
        try:  # cut at the next line that looks like a header: right whenever the piece reads
            table = exact_table(text.buffer[begin:end], file, HandHistoryError)
        except HandHistoryError:  # perhaps cut inside a string or an array: follow them
            end = _hand_end(text, begin, _Follower())
            table = exact_table(text.buffer[begin:end], file, HandHistoryError)  # still not TOML: the error stands
        text.consumed(end)
        yield table


def _hand_end(text: _Text, begin: int, follow: _Follower | None) -> int:
    """Where the hand that begins at ``begin`` ends: at the next line beginning with ``[`` that
    names another hand, or the end of the text. With ``follow``, only such a line outside the
    strings and arrays of the hand."""
    hand: str | None = None
    scanned = at = begin
    while (found := text.candidate(at)) is not None:
        at = found + 1
        if follow is not None:
            follow.scan(text.buffer[scanned:found])
            scanned = found
            if not follow.idle:  # inside a string or an array: the line is a value
                continue
        line = text.line_at(found)
        key = _first_key(line)
        if hand is None:
            hand = key
        elif key != hand:
            return found
        scanned = found + len(line)  # a header is not followed
    return text.end_of_text()


class _Text:
    """The text of a stream read a block at a time, kept from the start of the current hand on
    (so never more than a hand and a block)."""

    __slots__ = ("buffer", "eof", "file", "start", "stream")

    def __init__(self, stream: Readable, file: str) -> None:
        self.stream, self.file = stream, file
        self.buffer = ""
        self.start = 0  # where the current hand begins in the buffer
        self.eof = False

    def more(self) -> bool:
        """Whether any text is left from :attr:`start` on."""
        while self.start >= len(self.buffer) and not self.eof:
            self._fill()
        return self.start < len(self.buffer)

    def consumed(self, end: int) -> None:
        """The current hand ends at ``end``: the next begins there."""
        self.start = end
        if self.start > BLOCK:  # drop what was read, now and then (dropping is a copy)
            self.buffer, self.start = self.buffer[self.start :], 0

    def candidate(self, at: int) -> int | None:
        """Where the first line that begins with blanks and ``[`` begins, at ``at`` or after
        (whole lines only: more is read as needed); ``None`` when there is none."""
        while True:
            limit = len(self.buffer) if self.eof else self.buffer.rfind("\n") + 1
            if at < limit:
                if (at == 0 or self.buffer[at - 1] == "\n") and _HEADER_FIRST.match(self.buffer, at, limit):
                    return at
                found = _HEADER_LINE.search(self.buffer, at, limit)
                if found is not None:
                    return found.start() + 1
                at = max(at, limit - 1)  # searched: go on from the last line end
            if self.eof:
                return None
            self._fill()

    def line_at(self, begin: int) -> str:
        """The line that begins at ``begin``, its line end included."""
        return self.buffer[begin : self.buffer.find("\n", begin) + 1 or len(self.buffer)]

    def end_of_text(self) -> int:
        """The end of the whole text (all of it read)."""
        while not self.eof:
            self._fill()
        return len(self.buffer)

    def _fill(self) -> None:
        if len(self.buffer) - self.start > MAX_BYTES:
            raise HandHistoryError(code="too-large", variant="hand", params={"file": self.file, "most": MAX_BYTES})
        block = self.stream.read(BLOCK)
        if block:
            self.buffer += block
        else:
            self.eof = True


class _Follower:
    """How far into TOML values a text has gone: the arrays open, and the multi-line string
    (``\"\"\"`` or ``'''``) not yet closed, if any."""

    __slots__ = ("closing", "depth")

    def __init__(self) -> None:
        self.depth = 0
        self.closing = ""  # the quotes that close the multi-line string we are in

    @property
    def idle(self) -> bool:
        """Whether the text so far leaves no array or string open: a ``[`` line is then a header."""
        return not self.depth and not self.closing

    def scan(self, text: str) -> None:
        """Follow ``text`` (whole lines, no table header among them)."""
        outside = None if self.closing else _outside_strings(text)
        if outside is not None:  # the usual hand: one kind of quote, strings all closed
            self.depth = max(self.depth + outside.count("[") - outside.count("]"), 0)
            return
        for line in text.split("\n"):
            self._line(line)

    def _line(self, line: str) -> None:
        """Follow one line, a string, an array mark or a comment at a time."""
        i, n = 0, len(line)
        while i < n:
            if self.closing:
                i = self._past_multiline(line, i)
                continue
            found = _SIGNIFICANT.search(line, i)
            if found is None:
                return
            mark, i = found.group(), found.end()
            if mark == "#":
                return
            if mark == "[":
                self.depth += 1
            elif mark == "]":
                self.depth = max(self.depth - 1, 0)
            elif line.startswith(mark * 3, i - 1):
                self.closing, i = mark * 3, i + 2
            elif mark == "'":  # a literal string: no escapes
                end = line.find("'", i)
                i = n if end < 0 else end + 1
            else:
                i = _past_closing(line, i, '"')

    def _past_multiline(self, line: str, i: int) -> int:
        """Past the quotes that close the multi-line string we are in; the end of the line when
        they are not on it."""
        quotes = self.closing
        if quotes[0] == '"':
            end = _past_closing(line, i, quotes)
        else:  # a literal string: no escapes
            found = line.find(quotes, i)
            end = len(line) + 1 if found < 0 else found + 3
        if end > len(line):
            return len(line)
        self.closing = ""
        for _ in range(2):  # one or two quotes more: the last three of them close the string
            if line[end : end + 1] == quotes[0]:
                end += 1
        return end


def _outside_strings(text: str) -> str | None:
    """What of ``text`` is neither string nor comment, read with ``str.split`` on its quotes,
    when that is sure to be right: no escapes, one kind of quote, no triple quotes, no string
    running over a line end, and a comment only on a text of one line. Else ``None``."""
    if "\\" in text:
        return None
    for quote, other in (("'", '"'), ('"', "'")):
        if other in text:
            continue
        if quote * 3 in text:
            return None
        pieces = text.split(quote)
        if not len(pieces) % 2 or "\n" in "".join(pieces[1::2]):  # a string left open
            return None
        outside = "".join(pieces[::2])
        if "#" not in outside:
            return outside
        # A quote in a comment would put the pieces out of step after it: on one line the
        # comment runs to the end and is cut off whole; over several lines, follow them one by one.
        return outside.split("#", 1)[0] if "\n" not in text.rstrip("\n") else None
    return None


def _past_closing(line: str, i: int, quote: str) -> int:
    """Past the ``quote`` (``"`` or ``\"\"\"``) that closes a basic string begun before ``i``, a
    backslash escaping the character after it; ``len(line) + 1`` when the line does not close it.
    The quote found is kept until the escapes pass it, so each character is looked at once."""
    close = line.find(quote, i)
    while close >= 0:
        escape = line.find("\\", i, close)
        if escape < 0:
            return close + len(quote)
        i = escape + 2
        if i > close:
            close = line.find(quote, i)
    return len(line) + 1


def _first_key(header: str) -> str:
    """The first key of a table header (``[1]``, ``[[x]]``, ``["a b".c]``), as written."""
    body = header.lstrip(" \t[")
    if body[:1] in ("'", '"'):
        end = body.find(body[0], 1)
        return body[: end + 1] if end > 0 else body
    found = _BARE_KEY.match(body)
    return found.group() if found else ""
