"""Cards and the deck: parsing ``"AsKd"``, a secure shuffle by default, a seeded one on request.

A card is an ``int`` from 0 to 51: ``rank * 4 + suit``, ranks ``23456789TJQKA`` from 0, suits
``cdhs`` from 0 (the numbering of the evaluation library, so no conversion is needed on the hot
path). :data:`UNKNOWN` (-1) stands for a card nobody has seen (``??`` in hand histories).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from math import floor
from typing import Final, TypeGuard

from pokerfloor.errors import PokerfloorError, SituationError, quoted
from pokerfloor.given import Given, is_sequence, refused

__all__ = ["RANKS", "SUITS", "UNKNOWN", "Deck", "are_cards", "card", "card_text", "cards", "cards_text"]

RANKS = "23456789TJQKA"
SUITS = "cdhs"
#: A card nobody has seen.
UNKNOWN: Final = -1


# Every way of writing a card (either case), and "??", to its number: one dict lookup per card.
_IDS = {
    rank + suit: r * 4 + s
    for r, rank_letter in enumerate(RANKS)
    for s, suit_letter in enumerate(SUITS)
    for rank in {rank_letter, rank_letter.lower()}
    for suit in {suit_letter, suit_letter.upper()}
}
_IDS["??"] = UNKNOWN


def card(text: Given[str]) -> int:
    """One card from its two letters, e.g. ``card("As") == 51``; ``"??"`` is :data:`UNKNOWN`."""
    value = _IDS.get(text) if isinstance(text, str) else None
    if value is None:
        raise SituationError(code="bad-card", params={"card": quoted(text)}, variant="card-text")
    return value


def cards(text: Given[str]) -> list[int]:
    """Cards written together or apart: ``"AsKd"``, ``"As Kd"``, ``"2c7d9h"``; ``??`` for unknown."""
    if not isinstance(text, str):
        raise SituationError(code="bad-card", params={"cards": quoted(text)}, variant="cards-text")
    packed = text if " " not in text else "".join(text.split())
    if len(packed) % 2:
        raise SituationError(code="bad-card", params={"cards": quoted(text)}, variant="cards-odd")
    try:
        return [_IDS[packed[k : k + 2]] for k in range(0, len(packed), 2)]
    except KeyError:
        return [card(packed[k : k + 2]) for k in range(0, len(packed), 2)]  # raises, naming the card


def card_text(value: Given[int]) -> str:
    """The two letters of a card (``"??"`` for an unknown one)."""
    if type(value) is not int or not UNKNOWN <= value < 52:
        raise refused("value", value, "card-or-unknown")
    return "??" if value == UNKNOWN else RANKS[value >> 2] + SUITS[value & 3]


def cards_text(values: Given[Sequence[int]]) -> str:
    """Cards written together, as in hand histories: ``"AsKd"``."""
    if not are_cards(values):
        raise _not_cards("cards", values, unknown=True)
    return "".join([card_text(v) for v in values])


def are_cards(values: object, *, unknown: bool = True) -> TypeGuard[Sequence[int]]:
    """Whether ``values`` is a list, a tuple or another sequence (not text) of card numbers: 0 to
    51, or :data:`UNKNOWN` (-1) too when ``unknown``."""
    low = UNKNOWN if unknown else 0
    return is_sequence(values) and all(type(v) is int and low <= v < 52 for v in values)


def _not_cards(field: str, values: object, *, unknown: bool) -> PokerfloorError:
    """The refusal of ``values`` given as cards, naming ``field``."""
    return refused(field, values, "cards-or-unknown" if unknown else "cards")


def _real_cards(field: str, values: object, *, different: bool = True) -> list[int]:
    """``values`` as a list of cards (0 to 51; each once when ``different``), or a refusal naming
    ``field``."""
    if not are_cards(values, unknown=False):
        raise _not_cards(field, values, unknown=False)
    cards = list(values)
    if different and len(set(cards)) != len(cards):
        raise _not_cards(field, values, unknown=False)
    return cards


_FULL_DECK: Final = tuple(range(52))
#: The generators a deck draws with (looked up once: a deck is made per deal).
_RANDOM: Final = random.Random


class Deck:
    """A shuffled deck. By default the shuffle draws on the operating system's secure randomness
    (:class:`random.SystemRandom`); give ``seed`` (or your own ``rng``) for a reproducible one.

    Cards are drawn one by one uniformly from those left (a Fisher-Yates shuffle done as the cards
    are needed), which deals exactly like a deck shuffled in advance, without shuffling the cards
    nobody will see."""

    __slots__ = ("_cards", "_rng")

    def __init__(self, seed: Given[int | None] = None, *, rng: Given[random.Random | None] = None) -> None:
        if seed is not None and type(seed) is not int:
            raise SituationError(code="bad-field", params={"seed": quoted(seed)}, variant="seed")
        if rng is None:
            rng = random.Random(seed) if seed is not None else random.SystemRandom()
        elif not isinstance(rng, _RANDOM):
            raise refused("rng", rng, "needs", kind="Random")
        self._rng = rng
        self._cards = list(_FULL_DECK)

    def deal(self, count: Given[int] = 1) -> list[int]:
        """Take ``count`` cards from the top."""
        left = self._cards
        size = len(left)
        if type(count) is not int or count < 0:
            raise SituationError(code="bad-field", params={"count": quoted(count)}, variant="deal-count")
        if count > size:
            raise SituationError(code="deck-empty", params={"left": size, "count": count})
        uniform = self._rng.random
        for top in range(size, size - count, -1):
            # A card chosen uniformly among the ``top`` not yet drawn (the float's bias is below
            # 2**-47) and swapped to the last of them: a Fisher-Yates shuffle, one card at a time.
            # (floor() is int() for these non-negative values, at a fraction of its cost.)
            k = floor(uniform() * top)
            left[k], left[top - 1] = left[top - 1], left[k]
        # The cards drawn are now at the end, the first drawn last: take them in dealing order.
        dealt = left[size - count :]
        dealt.reverse()
        del left[size - count :]
        return dealt

    def remove(self, taken: Given[Sequence[int]]) -> None:
        """Take out cards already in use elsewhere (given in a situation or a hand history)."""
        gone = set(_real_cards("taken", taken, different=False))
        self._cards = [c for c in self._cards if c not in gone]

    def burn(self) -> None:
        """Put the top card aside, as the dealer does before each board card or cards."""
        self.deal(1)

    def keep(self, kept: Given[Sequence[int]]) -> None:
        """Deal only ``kept`` of the cards left (a short deck)."""
        keeping = set(_real_cards("kept", kept, different=False))
        self._cards = [c for c in self._cards if c in keeping]

    def cards_left(self) -> list[int]:
        """The cards still to deal (a copy), for :meth:`restore_cards`."""
        return self._cards[:]

    def restore_cards(self, cards: Given[Sequence[int]]) -> None:
        """Make ``cards`` the cards still to deal (taking back a reshuffle)."""
        self._cards = _real_cards("cards", cards)

    def put_back(self, returned: Given[Sequence[int]]) -> None:
        """Put cards back among those left to deal (a reshuffle of the burns or of discards): cards
        not among them already."""
        back = _real_cards("returned", returned)
        if not set(back).isdisjoint(self._cards):
            raise _not_cards("returned", returned, unknown=False)
        self._cards.extend(back)

    def copy(self) -> Deck:
        """An independent deck with the same cards left that deals the same cards next (a secure
        deck's copy draws on the same secure randomness: there is no state to copy)."""
        # Deck.__new__, not object.__new__ (refused for a compiled class; there it runs __init__
        # with no arguments, which is cheap for a deck).
        twin = Deck.__new__(Deck)
        twin._cards = self._cards[:]
        twin._rng = self._rng if isinstance(self._rng, random.SystemRandom) else copy.copy(self._rng)
        return twin

    def __len__(self) -> int:
        return len(self._cards)
