"""Site hand-history files: PokerStars text (``.txt``) and Open Hand History (``.ohh``), read hand
by hand (a corpus is checked by :func:`pokerfloor.checking.sites.check_site_file`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from pokerfloor import _moved
from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.sites.hand import UnreadHand, read_all

if TYPE_CHECKING:
    from pathlib import Path

    from pokerfloor.formats.sites.hand import SiteHand
    from pokerfloor.formats.sites.text import SiteFormat

__all__ = [
    "SITE_SUFFIXES",
    "holds_site_hands",
    "is_site_file",
    "site_formats",
    "site_hands",
    "site_reader",
    "site_readings",
]


def __getattr__(name: str) -> Any:
    """``check_site_file``, which left for :mod:`pokerfloor.checking.sites` (with a
    :class:`DeprecationWarning`: :data:`pokerfloor._moved.MOVED_NAMES`)."""
    return _moved.moved_name(__name__, name)


#: The file names the site readers take.
SITE_SUFFIXES = (".txt", ".ohh")
#: How much of a file named otherwise is read to tell whether it holds a site's hands.
SNIFF_BYTES = 4096


def is_site_file(path: str | Path) -> bool:
    """Whether ``path`` is named like a site hand history."""
    return str(path).lower().endswith(SITE_SUFFIXES)


def holds_site_hands(path: str | Path) -> bool:
    """Whether a file named otherwise (a tracker's ``.Sample``, a ``.log``) holds a site's hand
    history: the first line of its text that is not blank (nor an XML declaration) is a hand's
    header a site reader knows.
    The site is told from the text, not the file's name; only the file's start is read."""
    from pokerfloor.formats.sites import text as site_text  # noqa: PLC0415 - the site readers are loaded for site files only

    try:
        with open(path, "rb") as file:
            head, _ = site_text.decode(file.read(SNIFF_BYTES))
    except OSError:
        return False
    lines = (line.strip().lstrip("\ufeff\x00") for line in head.splitlines())
    first = next((line for line in lines if line and not line.startswith("<?xml")), "")  # iPoker's XML declares itself
    return _header_reader(first) is not None


def site_hands(path: Path, *, strict: bool = False) -> Iterator[SiteHand]:
    """The hands of a site file, one at a time; raises at the first hand that cannot be read."""
    yield from read_all(site_readings(path, strict=strict))


def site_readings(path: Path, *, strict: bool = False) -> Iterator[SiteHand | UnreadHand]:
    """Every hand of a site file, each read on its own: a hand that cannot be read is an
    :class:`~pokerfloor.formats.sites.hand.UnreadHand` (the refusal and its line), and the hands
    after it are read; a file that cannot be read at all is one. The site is told from the text
    (:func:`site_reader`), not from the file's name."""
    if path.suffix.lower() == ".ohh":
        from pokerfloor.formats.sites.ohh import iter_readings  # noqa: PLC0415 - the JSON reader is loaded for .ohh files only

        yield from iter_readings(path, strict=strict)
        return
    from pokerfloor.formats.sites import text as site_text  # noqa: PLC0415 - the site readers are loaded for site files only

    try:
        text = site_text.read_text(path)
    except HandHistoryError as error:
        yield UnreadHand(str(path), "", 1, error)
        return
    yield from site_reader(text)(text, str(path), strict=strict)


def site_reader(text: str) -> Callable[..., Iterator[SiteHand | UnreadHand]]:
    """The reader of the site whose text this is, told from the first hand's header: GGPoker's
    ``Poker Hand #``, Winamax's ``Winamax Poker - ... HandId: #``, 888poker's ``***** 888poker
    Hand History for Game``, PartyPoker's ``***** Hand History for Game`` (or ``Game #123
    starts.``), the Winning Poker Network's ``Hand #123 - Holdem(No Limit) - ...``, Bovada's
    ``Bovada Hand #123 TBL#...``, iPoker's ``<session`` (:func:`site_formats`, in that order), else
    PokerStars' (and the trackers' and other sites' files in its format)."""
    for line in text.splitlines():
        read = _header_reader(line.strip().lstrip("\ufeff\x00"))
        if read is not None:
            return read
    return _pokerstars_reader()


def site_formats() -> tuple[SiteFormat, ...]:
    """The registry of sites: each site's :class:`~pokerfloor.formats.sites.text.SiteFormat`, in
    the order a text's header is tried (PokerStars' last: other sites write its shapes)."""
    from pokerfloor.formats.sites import bovada, ggpoker, ipoker, pacific, partypoker, pokerstars, winamax, winning  # noqa: PLC0415 - the site readers are loaded for site files only

    sites = (ggpoker, winamax, winning, bovada, ipoker, pacific, partypoker, pokerstars)
    return tuple(site.FORMAT for site in sites)


def _header_reader(header: str) -> Callable[..., Iterator[SiteHand | UnreadHand]] | None:
    """The reader of the site whose hand starts at ``header``, or ``None`` when no site's
    header is this line."""
    return next((site.iter_readings for site in site_formats() if site.recognises(header)), None)


def _pokerstars_reader() -> Callable[..., Iterator[SiteHand | UnreadHand]]:
    """PokerStars' reader: the trackers' and other sites' files in its format are read by it."""
    from pokerfloor.formats.sites import pokerstars  # noqa: PLC0415 - the site readers are loaded for site files only

    return pokerstars.iter_readings
