"""When a hand was played, as each format writes it: PokerStars' local time with its zone
(``2024/06/01 21:00:00 ET``, often with the Eastern time in brackets after a local one), and Open
Hand History's UTC in ISO 8601 (``2024-06-02T01:00:00Z``).

>>> utc_iso("2024/06/03 18:00:00 CET [2024/06/03 12:00:00 ET]")
'2024-06-03T16:00:00Z'
>>> site_date("2024-06-03T16:00:00Z")
'2024/06/03 12:00:00 ET'
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

__all__ = ["site_date", "utc_iso"]

#: The zones the sites name, as the time zone database names them.
ZONES = {
    "ET": "America/New_York",
    "CT": "America/Chicago",
    "MT": "America/Denver",
    "PT": "America/Los_Angeles",
    "WET": "Europe/Lisbon",
    "CET": "Europe/Paris",
    "EET": "Europe/Helsinki",
    "MSK": "Europe/Moscow",
    "UTC": "UTC",
    "GMT": "UTC",
}
_SITE = re.compile(r"(\d{4})/(\d{1,2})/(\d{1,2}) (\d{1,2}):(\d{2})(?::(\d{2}))? ([A-Z]{2,4})\b")
_ISO = re.compile(r"^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]00:?00)?$")


def _zone(name: str) -> ZoneInfo | None:
    try:
        return ZoneInfo(ZONES[name])
    except (KeyError, ZoneInfoNotFoundError):  # a zone we do not know, or no zone database here
        return None


def utc_iso(started: str) -> str | None:
    """A site's date and time as UTC in ISO 8601; ``None`` when it names no zone we know (the
    Eastern time in brackets is preferred: PokerStars writes it for every hand)."""
    found = [m for m in _SITE.finditer(started) if m[7] in ZONES]
    if not found:
        return None
    match = next((m for m in found if m[7] == "ET"), found[0])
    zone = _zone(match[7])
    if zone is None:
        return None
    year, month, day, hour, minute = (int(match[k]) for k in range(1, 6))
    try:
        local = datetime(year, month, day, hour, minute, int(match[6] or 0), tzinfo=zone)
    except ValueError:  # a date that is no date (month 13)
        return None
    return local.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def site_date(iso: str) -> str | None:
    """A UTC time in ISO 8601 as PokerStars writes it, in Eastern time; ``None`` for anything else."""
    match = _ISO.match(iso.strip())
    zone = _zone("ET")
    if match is None or zone is None:
        return None
    year, month, day, hour, minute = (int(match[k]) for k in range(1, 6))
    try:
        moment = datetime(year, month, day, hour, minute, int(match[6] or 0), tzinfo=UTC)
    except ValueError:
        return None
    return moment.astimezone(zone).strftime("%Y/%m/%d %H:%M:%S ET")
