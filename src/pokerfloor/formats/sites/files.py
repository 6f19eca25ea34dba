"""Site hand-history files: PokerStars text (``.txt``) and Open Hand History (``.ohh``), read hand
by hand (a corpus is checked by :func:`pokerfloor.checking.sites.check_site_file`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from pokerfloor import _moved

if TYPE_CHECKING:
    from pathlib import Path

    from pokerfloor.formats.sites.hand import SiteHand

__all__ = ["SITE_SUFFIXES", "is_site_file", "site_hands"]


def __getattr__(name: str) -> Any:
    """``check_site_file``, which left for :mod:`pokerfloor.checking.sites` (with a
    :class:`DeprecationWarning`: :data:`pokerfloor._moved.MOVED_NAMES`)."""
    return _moved.moved_name(__name__, name)


#: The file names the site readers take.
SITE_SUFFIXES = (".txt", ".ohh")


def is_site_file(path: str | Path) -> bool:
    """Whether ``path`` is named like a site hand history."""
    return str(path).lower().endswith(SITE_SUFFIXES)


def site_hands(path: Path, *, strict: bool = False) -> Iterator[SiteHand]:
    """The hands of a site file, one at a time."""
    if path.suffix.lower() == ".ohh":
        from pokerfloor.formats.sites.ohh import iter_file  # noqa: PLC0415 - the JSON reader is loaded for .ohh files only

        yield from iter_file(path, strict=strict)
    else:
        from pokerfloor.formats.sites import pokerstars  # noqa: PLC0415 - the site readers are loaded for site files only

        yield from pokerstars.iter_file(path, strict=strict)
