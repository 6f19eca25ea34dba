"""Site hand-history text, whatever the site: a file's bytes decoded, the text split into hands,
and each hand read on its own, so that a hand the reader refuses costs that hand alone.

A site writes its hands one after another, each starting at its header line and separated by
blank lines. :func:`read_each` gives every hand of a text as the site's reader reads it, or as an
:class:`~pokerfloor.formats.sites.hand.UnreadHand` (the refusal and its line) when the reader
refuses it; text in which no header is found at all is split at its blank lines, each block one
unread hand, so that a file the readers do not know still counts the hands it holds.

A site is a :class:`SiteFormat`: its header, and the reader of one hand's lines
(:func:`site_format`), or for a site whose text is not split at headers alone, its own reading
of a text; the record gives each site the same public face (``is_header``, ``iter_readings``,
``parse_text``, ``iter_file``), and the registry of sites
(:func:`~pokerfloor.formats.sites.files.site_reader`) holds the records.

>>> [(first, lines) for first, lines in blocks("a\\nb\\n\\n\\nc\\n")]
[(1, ['a', 'b']), (5, ['c'])]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from pokerfloor.errors import HandHistoryError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats.sites.hand import SiteHand, UnreadHand, read_all

__all__ = [
    "MAX_FILE_BYTES",
    "OTHER_HEADERS",
    "HandReader",
    "Readings",
    "SiteFormat",
    "blocks",
    "decode",
    "quoted",
    "read_each",
    "read_text",
    "site_format",
    "split_hands",
]

#: The largest file the readers take whole (a player's database is many files, not one).
MAX_FILE_BYTES = 256 * 1024 * 1024

#: The longest part of a line a refusal quotes (a line of thousands of digits is cut short).
QUOTED_MOST = 160

#: The headers of hands no reader reads (yet), each a hand's first line, in the order tried
#: (PartyPoker's ``#Game No : 123``, its exports' ``***** Hand History for Game 123 *****``, the
#: shape of Winamax's header, PartyPoker's club tables' ``Game #123 starts.``): a file of them
#: counts the hands it holds, each refused for its site. The site readers come first
#: (:func:`~pokerfloor.formats.sites.files.site_reader`).
OTHER_HEADERS = (
    re.compile(r"^\s*#Game No\s*:", re.MULTILINE),
    re.compile(r"^\s*\*{5} .*Hand History for Game", re.MULTILINE | re.IGNORECASE),
    re.compile(r"^.*\bHandId:\s*#", re.MULTILINE),
    re.compile(r"^\s*Game #\w+ starts\.", re.MULTILINE),
)

#: A hand's number in its header, for naming a hand the reader refused.
_NUMBER = re.compile(r"(?:Hand|Game|HandId:?)\s*(?:No\s*:\s*|#)\s*(?P<number>[\w-]+)", re.IGNORECASE)


def decode(data: bytes) -> tuple[str, str]:
    """The text of a file and the encoding it was in: UTF-16 when it starts with its byte order
    mark, UTF-8 (a byte order mark dropped), else Windows-1252 (ISO-8859-1 with the euro sign at
    0x80), else ISO-8859-1."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), "utf-16"
        except UnicodeDecodeError:
            pass
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252"), "windows-1252"
    except UnicodeDecodeError:
        return data.decode("latin-1"), "iso-8859-1"


def read_text(path: Path) -> str:
    """The text of a site file; a :class:`HandHistoryError` for one that cannot be read or is
    larger than :data:`MAX_FILE_BYTES`."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise HandHistoryError(
                code="unreadable", variant="larger", params={"path": str(path), "most": MAX_FILE_BYTES}
            )
        data = path.read_bytes()
    except OSError as error:
        raise HandHistoryError(code="unreadable", params={"path": str(path), "reason": str(error)}) from None
    return decode(data)[0]


def quoted(line: str) -> str:
    """A line as a refusal quotes it: stripped, in quotes, cut short past :data:`QUOTED_MOST`."""
    text = line.strip()
    return repr(text if len(text) <= QUOTED_MOST else text[:QUOTED_MOST] + "...")


def split_hands(text: str, is_header: Callable[[str], bool]) -> Iterator[tuple[int, list[str]]]:
    """Each hand's lines and the number of its first line (counting from 1): a hand starts at a
    line ``is_header`` takes; what comes before the first one (a tracker's note) belongs to no hand."""
    lines = text.lstrip("\ufeff").splitlines()
    start: int | None = None
    for index, line in enumerate(lines):
        if is_header(line.lstrip("\ufeff")):
            if start is not None:
                yield start + 1, lines[start:index]
            start = index
    if start is not None:
        yield start + 1, lines[start:]


def blocks(text: str) -> Iterator[tuple[int, list[str]]]:
    """The runs of lines between blank lines, each with the number of its first line."""
    lines = text.lstrip("\ufeff").splitlines()
    start: int | None = None
    for index, line in enumerate([*lines, ""]):
        if line.strip() and start is None:
            start = index
        elif not line.strip() and start is not None:
            yield start + 1, lines[start:index]
            start = None


def read_each(
    text: str,
    file: str,
    hands: Iterator[tuple[int, list[str]]],
    read: Callable[[list[str], int], SiteHand],
    site: str,
) -> Iterator[SiteHand | UnreadHand]:
    """Every hand of ``hands`` (each hand's first line and lines, as :func:`split_hands` gives
    them) read by ``read``, or an :class:`UnreadHand` where it refuses one. When no hand is found
    the text's blocks are each an unread hand (its first line is not a header of ``site``), and a
    text with no line at all is one unread hand saying so. ``site`` names the site's words in the
    catalogs: ``at.<site>-text`` (the text, when it has no file) and ``refused.no-hand.<site>``."""
    found = False
    for first, lines in hands:
        found = True
        yield _read_one(read, lines, first, file)
    if found:
        return
    where = file or Phrase(f"at.{site}-text")
    others = _other_sites_hands(text)
    for first, lines in others or blocks(text):
        found = True
        at = {"where": Phrase("at.line", {"file": where, "line": str(first)}), "line": quoted(lines[0])}
        error = (
            HandHistoryError(code="unsupported", variant="site-text", params=at)
            if others
            else HandHistoryError(code="bad-line", variant="not-header", params=at)
        )
        yield UnreadHand(file, _number(lines[0]), first, error)
    if not found:
        error = HandHistoryError(code="no-hand", variant=site, params={"file": file or Phrase("at.the-text")})
        yield UnreadHand(file, "", 1, error)


def _other_sites_hands(text: str) -> list[tuple[int, list[str]]]:
    """The hands of a text no reader knows, split at the first shape of header of :data:`OTHER_HEADERS`
    its lines have (empty when they have none)."""
    for header in OTHER_HEADERS:
        if header.search(text):
            return list(split_hands(text, _starts(header)))
    return []


def _starts(header: re.Pattern[str]) -> Callable[[str], bool]:
    """Whether a line is a header of ``header``'s shape."""

    def is_header(line: str) -> bool:
        return header.match(line) is not None

    return is_header


def _read_one(
    read: Callable[[list[str], int], SiteHand], lines: list[str], first: int, file: str
) -> SiteHand | UnreadHand:
    try:
        return read(lines, first)
    except HandHistoryError as error:
        return UnreadHand(file, _number(lines[0]), _line_of(error, first), error)


def _line_of(error: HandHistoryError, first: int) -> int:
    """The line a refusal names (``where``), else the hand's first."""
    where = error.params.get("where")
    named = where.params.get("line") if isinstance(where, Phrase) else None
    return int(named) if isinstance(named, str) and named.isdigit() else first


def _number(header: str) -> str:
    """The hand's number as its header writes it, or ``""``."""
    match = _NUMBER.search(header)
    return match["number"] if match else ""


# -- a site's public face -----------------------------------------------------------------------


class HandReader(Protocol):
    """What reads one hand of a site: made from the hand's lines, the number of its first line,
    the file and whether to be strict (a :class:`~pokerfloor.formats.sites.pokerstars.TextReader`)."""

    def __init__(self, lines: list[str], first: int, file: str, strict: bool) -> None: ...

    def read(self) -> SiteHand:
        """The hand its lines record."""
        ...


#: Every hand of a site's text, each read on its own: ``(text, file="", *, strict=False)``.
Readings = Callable[..., Iterator[SiteHand | UnreadHand]]


@dataclass(frozen=True, eq=False)
class SiteFormat:
    """A site's text as the readers know it: the ``site`` (its words in the catalogs,
    ``at.<site>-text`` and ``refused.no-hand.<site>``), whether a line starts one of its hands
    (``is_header``), whether a line tells its text from another site's (``recognises``: the
    header, unless the site's title says more), and the reading of a text (``iter_readings``).

    From these it gives the site's :meth:`parse_text` and :meth:`iter_file`, functions made once
    (a site module publishes them as its own: ``parse_text = FORMAT.parse_text``)."""

    site: str
    is_header: Callable[[str], bool]
    iter_readings: Readings
    recognises: Callable[[str], bool]
    parse_text: Callable[..., list[SiteHand]] = field(init=False, repr=False)
    iter_file: Callable[..., Iterator[SiteHand | UnreadHand]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        readings = self.iter_readings

        def parse_text(text: str, file: str = "", *, strict: bool = False) -> list[SiteHand]:
            """Every hand of the site's text; raises at the first hand it cannot read."""
            return list(read_all(readings(text, file, strict=strict)))

        def iter_file(path: Path, *, strict: bool = False) -> Iterator[SiteHand | UnreadHand]:
            """Every hand of a file of the site, each read on its own."""
            return readings(read_text(path), str(path), strict=strict)

        object.__setattr__(self, "parse_text", parse_text)  # the dataclass is frozen: set once, here
        object.__setattr__(self, "iter_file", iter_file)


def site_format(
    site: str,
    is_header: Callable[[str], bool],
    reader: Callable[[list[str], int, str, bool], HandReader],
    *,
    recognises: Callable[[str], bool] | None = None,
    cleaned: Callable[[str], str] | None = None,
) -> SiteFormat:
    """The :class:`SiteFormat` of a site whose text is split into hands at its headers, each
    hand's lines read by ``reader`` (``cleaned`` first, when the site's files need it: PartyPoker
    clients' NUL characters)."""

    def iter_readings(text: str, file: str = "", *, strict: bool = False) -> Iterator[SiteHand | UnreadHand]:
        """Every hand of the site's text, each read on its own: a hand the reader refuses is an
        :class:`~pokerfloor.formats.sites.hand.UnreadHand` with the refusal and its line."""
        text = cleaned(text) if cleaned else text

        def read(lines: list[str], first: int) -> SiteHand:
            """One hand's lines read by the site's reader."""
            return reader(lines, first, file, strict).read()

        return read_each(text, file, split_hands(text, is_header), read, site)

    return SiteFormat(site, is_header, iter_readings, recognises or is_header)
