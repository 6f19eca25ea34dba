"""The games of site hand histories, by the names the sites write, and what the registry calls them.

The sites' vocabulary lives here, once, for the PokerStars and the Open Hand History readers and
writers: ``"Hold'em"`` + ``"No Limit"`` is the registry's ``holdem`` dealt ``no-limit``. A game
the registry does not play yet keeps its names; :func:`registry_variant` answers ``None`` for it
until the registry has it (the check then skips such a hand, saying so).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from pokerfloor.errors import PokerfloorError
from pokerfloor.games.variants import Variant, variant

__all__ = [
    "CURRENCY_SYMBOLS",
    "DEALT_AS",
    "LIMITS",
    "NOT_PLAYED",
    "SITE_GAMES",
    "game_title",
    "registry_variant",
    "site_names",
]

#: The site's game names (lower case) -> the registry's name of the game (a name of
#: :data:`pokerfloor.VARIANTS`; a test holds every one to the registry). PokerStars' 6+ Hold'em is
#: short deck with antes and a button blind (the button's live blind: ``Table.posts``).
SITE_GAMES: Mapping[str, str] = MappingProxyType(
    {
        "hold'em": "holdem",
        "split hold'em": "double-board-holdem",  # two boards dealt street by street, each half the pot
        "6+ hold'em": "short-deck",
        "omaha": "omaha",
        "omaha hi/lo": "omaha-hi-lo",
        "5 card omaha": "omaha-5",
        "5 card omaha hi/lo": "omaha-5-hi-lo",
        "6 card omaha": "omaha-6",
        "6 card omaha hi/lo": "omaha-6-hi-lo",
        "courchevel": "courchevel",
        "courchevel hi/lo": "courchevel-hi-lo",
        "7 card stud": "stud",
        "7 card stud hi/lo": "stud-hi-lo",
        "razz": "razz",
        "triple draw 2-7 lowball": "2-7-triple-draw",
        "single draw 2-7 lowball": "2-7-single-draw",
        "5 card draw": "five-card-draw",
        "badugi": "badugi",
        "double hold'em": "double-holdem",
    }
)

#: The games the sites deal that the registry does not play, said as the reason a hand of one is
#: skipped for.
NOT_PLAYED: Mapping[str, str] = MappingProxyType(
    {
        "double-holdem": "Double Hold'em (PartyPoker's: three hole cards, a point card chosen on the flop)",
    }
)

#: A game named as one and dealt as another (some sites and converters call every Omaha "Omaha"):
#: (the name written, the hole cards dealt) -> the game dealt.
DEALT_AS: Mapping[tuple[str, int], str] = MappingProxyType(
    {
        ("omaha", 5): "5 card omaha",
        ("omaha", 6): "6 card omaha",
        ("omaha hi/lo", 5): "5 card omaha hi/lo",
        ("omaha hi/lo", 6): "6 card omaha hi/lo",
    }
)

#: The mark a site writes before an amount of each currency (ISO 4217 codes).
CURRENCY_SYMBOLS: Mapping[str, str] = MappingProxyType({"USD": "$", "EUR": "€", "GBP": "£", "CNY": "¥", "INR": "₹"})

#: The site's names of the betting structures -> the structure's name.
LIMITS: Mapping[str, str] = MappingProxyType(
    {
        "no limit": "no-limit",
        "pot limit": "pot-limit",
        "limit": "fixed-limit",
        "fixed limit": "fixed-limit",
        "spread limit": "spread-limit",
    }
)


def registry_variant(game: str) -> Variant | None:
    """The registry's variant for the site's game name (any case), or ``None`` when the registry
    does not play it (yet)."""
    name = SITE_GAMES.get(game.lower())
    if name is None or name in NOT_PLAYED:
        return None
    try:
        return variant(name)
    except PokerfloorError:  # pragma: no cover - a test holds every name to the registry
        return None


def site_names(found: Variant) -> str | None:
    """The site's name of a registry variant (lower case), or ``None``."""
    for site_name in SITE_GAMES:
        if registry_variant(site_name) is found:
            return site_name
    return None


#: How the site writes each game's name, by its lower-case form.
_TITLES: Mapping[str, str] = MappingProxyType(
    {
        name: " ".join("Hi/Lo" if w == "hi/lo" else w if w[0].isdigit() else w.capitalize() for w in name.split())
        for name in SITE_GAMES
    }
)


def game_title(site_name: str) -> str:
    """The site's name as PokerStars writes it (``"7 card stud hi/lo"`` -> ``"7 Card Stud Hi/Lo"``)."""
    return _TITLES.get(site_name.lower(), site_name)
