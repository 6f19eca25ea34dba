"""Site hand-history files for the corpus checker: PokerStars text (``.txt``) and Open Hand History
(``.ohh``), read hand by hand and checked under a rulebook (:mod:`pokerfloor.checking.sites`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from pokerfloor.errors import PokerfloorError
from pokerfloor.rules import rulebook

if TYPE_CHECKING:
    from pathlib import Path

    from pokerfloor.formats.sites.hand import SiteHand

__all__ = ["SITE_SUFFIXES", "check_site_file", "is_site_file", "site_hands"]

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


def check_site_file(path: str, rulebook_name: str, strict: bool = False) -> list[dict[str, Any]]:
    """Check every hand of a site file; the results as ``check --json`` objects. A hand that trips
    an error nobody foresaw fails alone; a file that cannot be read fails whole. Under ``strict``
    a hand that cannot be checked (a game not played, a record cut short) fails, as in PHH."""
    from pathlib import Path  # noqa: PLC0415 - for site files only: a check of PHH files needs none

    from pokerfloor.checking.sites import Verdict, check  # noqa: PLC0415 - loaded for site files only (a PHH check needs none)

    rules = rulebook(rulebook_name)
    results: list[dict[str, Any]] = []
    try:
        for hand in site_hands(Path(path), strict=strict):
            try:
                result = check(hand, rules).as_json()
                if strict and result["status"] == "skipped":
                    result["status"] = "failed"
                results.append(result)
            except Exception as error:  # a bug of ours costs this hand, not the run
                reason = f"internal error: {type(error).__name__}: {error} (please report)"
                results.append(Verdict(hand.file, hand.key, hand.variant, "failed", reason).as_json())
    except PokerfloorError as error:
        results.append(Verdict(path, "", "", "failed", str(error)).as_json())
    return results
