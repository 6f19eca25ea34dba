"""Hands in words, from the evaluators' ranks: "a pair of aces", "a flush, king high", "a 7-5-4-3-A low".

A rank of :mod:`pokerfloor.games.evaluation` says everything a showdown needs, and so everything
its name needs: :func:`hand_name` reads it back. phevaluator's high ranks (1 to 7462) run through
the kinds of hand in order, each kind's hands from the best down (10 straight flushes, 156 four of
a kinds, 156 full houses, 1277 flushes, 10 straights, 858 three of a kinds, 858 two pairs, 2860
pairs, 1277 high cards): the position of a rank within its kind gives the cards that decide it.
The packed ranks of the other games (``category << 26 | major << 13 | minor``, see the
evaluation module) hold the deciding ranks as bits.

The words come from the message catalogs (keys ``hand.*`` for the kinds, ``card.*`` for the
ranks), in English, Russian or Italian.

>>> from pokerfloor.games.cards import cards
>>> from pokerfloor.games.evaluation import ACE_TO_FIVE_LOW, HIGH
>>> hand_name(HIGH, HIGH.rank(cards("AsAdKh7c2s")))
'a pair of aces'
>>> hand_name(HIGH, HIGH.rank(cards("AsAdKh7c2s")), "ru")
'пара тузов'
>>> hand_name(ACE_TO_FIVE_LOW, ACE_TO_FIVE_LOW.rank(cards("7s5d4h3cAs")))
'a 7-5-4-3-A low'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from itertools import combinations
from typing import Final

from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, render
from pokerfloor.games.cards import RANKS
from pokerfloor.games.evaluation import (
    ACE_TO_FIVE_LOW,
    ARCHIE_HIGH,
    BADUGI,
    BADUGI_ACE_HIGH,
    DEUCE_TO_SEVEN_LOW,
    EIGHT_OR_BETTER_LOW,
    HIGH,
    HOLE_HIGH,
    MEXICAN_HIGH,
    OMAHA_EIGHT_OR_BETTER_LOW,
    OMAHA_HIGH,
    SHORT_DECK_HIGH,
    SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT,
    Evaluator,
)

__all__ = ["hand_name"]

_ACE: Final = 12
#: The ranks (0 = deuce ... 12 = ace) from the ace down.
_DOWN: Final = tuple(range(_ACE, -1, -1))
_MASK: Final = (1 << 13) - 1

#: The ranks English names with a vowel sound (eight, ace): a low led by one is "an" 8-... low.
_SAID_WITH_AN: Final = frozenset("8A")

#: A hand's name before it is put in words: the catalog key of its kind, and its ranks by
#: placeholder (``card`` a single rank, ``many`` a rank in the plural, ``cards`` several).
_Named = tuple[str, dict[str, int | tuple[int, ...]]]


def hand_name(evaluator: Evaluator, rank: int | None, lang: str = DEFAULT_LANGUAGE) -> str:
    """The hand ``evaluator`` ranked ``rank``, in words, in ``lang`` (``None``: no qualifying
    hand, as Archie's pot that nobody qualifies for). Raises :class:`KeyError` for an evaluator
    this module does not know."""
    if rank is None:
        return render("hand.unqualified", lang)
    key, ranks = _NAMERS[evaluator.name](rank)
    cards = ranks.get("cards")
    if key == "low" and isinstance(cards, tuple) and RANKS[cards[0]] in _SAID_WITH_AN:
        key = "low.an"  # "an 8-6-5-4-3 low" (the other languages' sentence is their plain one)
    return render(f"hand.{key}", lang, **{name: _words(name, value, lang) for name, value in ranks.items()})


def _words(placeholder: str, value: int | tuple[int, ...], lang: str) -> str:
    """A rank (or several) as the placeholder wants it: ``cards`` as ``7-5-4-3-A``; a name ending
    in ``many`` in the plural (``aces``; the genitive plural in Russian), any other one singular."""
    if isinstance(value, tuple):
        return "-".join("10" if RANKS[r] == "T" else RANKS[r] for r in value)
    return render(f"card.{RANKS[value]}" + (".many" if placeholder.endswith("many") else ""), lang)


def _bits(mask: int, ace_low: bool = False) -> tuple[int, ...]:
    """The ranks of a mask of rank bits, highest first (ace-low bits: ace bit 0, deuce bit 1)."""
    ranks = [(bit - 1) % 13 if ace_low else bit for bit in range(13) if mask >> bit & 1]
    if ace_low:  # the ace is the lowest card of a low hand: it comes last
        return tuple(sorted((r for r in ranks if r != _ACE), reverse=True)) + ((_ACE,) if _ACE in ranks else ())
    return tuple(sorted(ranks, reverse=True))


def _top(ranks: tuple[int, ...]) -> int:
    return ranks[0]


# -- phevaluator's high ranks --------------------------------------------------------------------


@cache
def _unpaired() -> tuple[tuple[int, ...], ...]:
    """The five different ranks of every flush (and high-card hand), best first: phevaluator
    orders them so, straights aside."""
    straights = {frozenset(range(low, low + 5)) for low in range(9)} | {frozenset((_ACE, 0, 1, 2, 3))}
    return tuple(five for five in combinations(_DOWN, 5) if frozenset(five) not in straights)


@cache
def _two_pairs() -> tuple[tuple[int, int], ...]:
    return tuple(combinations(_DOWN, 2))


def _straight_top(index: int) -> int:
    """The top card of the ``index``-th straight from the best (the ace-high one) down."""
    return _ACE - index


def _royal_or(key: str, top: int) -> _Named:
    return ("royal-flush", {}) if top == _ACE else (key, {"card": top})


def _phevaluator(rank: int) -> _Named:
    """A name of phevaluator's high ranks (1 is a royal flush, 7462 seven-five-four-three-deuce)."""
    if rank <= 10:
        return _royal_or("straight-flush", _straight_top(rank - 1))
    if rank <= 166:
        return "quads", {"many": _ACE - (rank - 11) // 12}
    if rank <= 322:
        trips = _ACE - (rank - 167) // 12
        pair = [r for r in _DOWN if r != trips][(rank - 167) % 12]
        return "full-house", {"trips_many": trips, "pair_many": pair}
    if rank <= 1599:
        top = _top(_unpaired()[rank - 323])
        return "flush", {"card": top}
    if rank <= 1609:
        top = _straight_top(rank - 1600)
        return "straight", {"card": top}
    if rank <= 2467:
        return "trips", {"many": _ACE - (rank - 1610) // 66}
    if rank <= 3325:
        high, low = _two_pairs()[(rank - 2468) // 11]
        return "two-pair", {"high_many": high, "low_many": low}
    if rank <= 6185:
        return "pair", {"many": _ACE - (rank - 3326) // 220}
    top = _top(_unpaired()[rank - 6186])
    return "high-card", {"card": top}


# -- the packed ranks --------------------------------------------------------------------------


def _packed(rank: int) -> tuple[int, int, int]:
    return rank >> 26, rank >> 13 & _MASK, rank & _MASK


def _grouped(category: int, major: tuple[int, ...], minor: tuple[int, ...], kinds: Mapping[int, str]) -> _Named:
    """A hand with a pair or more: its kind by category, named by the deciding ranks."""
    kind = kinds[category]
    if kind == "two-pair":
        return kind, {"high_many": major[0], "low_many": major[1]}
    if kind == "full-house":
        return kind, {"trips_many": major[0], "pair_many": minor[0]}
    return kind, {"many": major[0]}


_LOW_GROUPS: Final = {1: "pair", 2: "two-pair", 3: "trips", 4: "full-house", 5: "quads"}


def _ace_to_five(rank: int) -> _Named:
    """Razz and the eight-or-better lows: five unpaired cards, aces low; else a pair or more."""
    category, major, minor = _packed(rank)
    if category == 0:
        return "low", {"cards": _bits(minor, ace_low=True)}
    return _grouped(category, _bits(major, ace_low=True), _bits(minor, ace_low=True), _LOW_GROUPS)


_DEUCE_GROUPS: Final = {1: "pair", 2: "two-pair", 3: "trips", 6: "full-house", 7: "quads"}


def _deuce_to_seven(rank: int) -> _Named:
    """2-7 lowball: the high hand's kinds, aces high; an unpaired hand named by its cards."""
    category, major, minor = _packed(rank)
    if category in (0, 4, 5, 8):  # no pair, straight, flush, straight flush: the five cards
        cards = _bits(minor)
        if category == 0:
            return "low", {"cards": cards}
        if category == 8:
            return _royal_or("straight-flush", cards[0])
        kind = "straight" if category == 4 else "flush"
        return kind, {"card": cards[0]}
    return _grouped(category, _bits(major), _bits(minor), _DEUCE_GROUPS)


def _badugi(ace_low: bool) -> Callable[[int], _Named]:
    """Badugi: a four-card badugi, or a hand of fewer cards of different suits and ranks (the
    ace low, or high as in Baduci)."""

    def name(rank: int) -> _Named:
        count = 4 - (rank >> 13)
        cards = _bits(rank & _MASK, ace_low=ace_low)
        return ("badugi", {"cards": cards}) if count == 4 else (f"badugi-{count}", {"cards": cards})

    return name


def _short_deck(trips_beat_straight: bool) -> Callable[[int], _Named]:
    """Short deck: the strength read back from ``9 << 26`` minus the rank, aces high."""
    kinds = {1: "pair", 2: "two-pair", 5: "full-house", 7: "quads"}
    kinds[4 if trips_beat_straight else 3] = "trips"

    def name(rank: int) -> _Named:
        category, major, minor = _packed((9 << 26) - rank)
        if category == 0:
            top = _bits(minor)[0]
            return "high-card", {"card": top}
        if category == 6:
            top = _bits(minor)[0]
            return "flush", {"card": top}
        if category == 8:
            return _royal_or("straight-flush", _bits(major)[0])
        if category in (3, 4) and kinds.get(category) != "trips":
            top = _bits(major)[0]
            return "straight", {"card": top}
        return _grouped(category, _bits(major), _bits(minor), kinds)

    return name


_MEXICAN_KINDS: Final = {1: "pair", 2: "two-pair", 3: "trips", 5: "full-house", 7: "quads", 9: "five-of-a-kind"}


def _mexican(rank: int) -> _Named:
    """Mexican Poker: the strength read back from ``10 << 26`` minus the rank, aces high. The best
    straight flush is 7-J-Q-K-A (no ten is dealt): a straight flush, ace high, not a royal one."""
    category, major, minor = _packed((10 << 26) - rank)
    if category in (0, 6):  # high card, flush: the five cards
        kind = "high-card" if category == 0 else "flush"
        return kind, {"card": _bits(major)[0]}
    if category in (4, 8):
        kind = "straight" if category == 4 else "straight-flush"
        return kind, {"card": _bits(major)[0]}
    return _grouped(category, _bits(major), _bits(minor), _MEXICAN_KINDS)


_NAMERS: Final[Mapping[str, Callable[[int], _Named]]] = {
    HIGH.name: _phevaluator,
    ARCHIE_HIGH.name: _phevaluator,
    HOLE_HIGH.name: _phevaluator,
    MEXICAN_HIGH.name: _mexican,
    OMAHA_HIGH.name: _phevaluator,
    ACE_TO_FIVE_LOW.name: _ace_to_five,
    EIGHT_OR_BETTER_LOW.name: _ace_to_five,
    OMAHA_EIGHT_OR_BETTER_LOW.name: _ace_to_five,
    DEUCE_TO_SEVEN_LOW.name: _deuce_to_seven,
    BADUGI.name: _badugi(ace_low=True),
    BADUGI_ACE_HIGH.name: _badugi(ace_low=False),
    SHORT_DECK_HIGH.name: _short_deck(trips_beat_straight=False),
    SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT.name: _short_deck(trips_beat_straight=True),
}
