"""Cards and the deck: parsing ``"AsKd"``, a secure shuffle by default, a seeded one on request.

A card is an ``int`` from 0 to 51: ``rank * 4 + suit``, ranks ``23456789TJQKA`` from 0, suits
``cdhs`` from 0 (the numbering of the evaluation library, so no conversion is needed on the hot
path). :data:`UNKNOWN` (-1) stands for a card nobody has seen (``??`` in hand histories).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Sequence
from math import floor
from typing import Final

from pokerfloor.errors import SituationError
from pokerfloor.given import Given

__all__ = ["RANKS", "SUITS", "UNKNOWN", "Deck", "card", "card_text", "cards", "cards_text"]

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
        raise SituationError(code="bad-card", params={"card": repr(text)}, variant="card-text")
    return value


def cards(text: Given[str]) -> list[int]:
    """Cards written together or apart: ``"AsKd"``, ``"As Kd"``, ``"2c7d9h"``; ``??`` for unknown."""
    if not isinstance(text, str):
        raise SituationError(code="bad-card", params={"cards": repr(text)}, variant="cards-text")
    packed = text if " " not in text else "".join(text.split())
    if len(packed) % 2:
        raise SituationError(code="bad-card", params={"cards": repr(text)}, variant="cards-odd")
    try:
        return [_IDS[packed[k : k + 2]] for k in range(0, len(packed), 2)]
    except KeyError:
        return [card(packed[k : k + 2]) for k in range(0, len(packed), 2)]  # raises, naming the card


def card_text(value: int) -> str:
    """The two letters of a card (``"??"`` for an unknown one)."""
    return "??" if value == UNKNOWN else RANKS[value >> 2] + SUITS[value & 3]


def cards_text(values: Iterable[int]) -> str:
    """Cards written together, as in hand histories: ``"AsKd"``."""
    return "".join(card_text(v) for v in values)


_FULL_DECK: Final = tuple(range(52))


class Deck:
    """A shuffled deck. By default the shuffle draws on the operating system's secure randomness
    (:class:`random.SystemRandom`); give ``seed`` (or your own ``rng``) for a reproducible one.

    Cards are drawn one by one uniformly from those left (a Fisher-Yates shuffle done as the cards
    are needed), which deals exactly like a deck shuffled in advance, without shuffling the cards
    nobody will see."""

    __slots__ = ("_cards", "_rng")

    def __init__(self, seed: Given[int | None] = None, *, rng: random.Random | None = None) -> None:
        if seed is not None and type(seed) is not int:
            raise SituationError(code="bad-field", params={"seed": repr(seed)}, variant="seed")
        self._rng = rng if rng is not None else (random.Random(seed) if seed is not None else random.SystemRandom())
        self._cards = list(_FULL_DECK)

    def deal(self, count: Given[int] = 1) -> list[int]:
        """Take ``count`` cards from the top."""
        left = self._cards
        size = len(left)
        if type(count) is not int or count < 0:
            raise SituationError(code="bad-field", params={"count": repr(count)}, variant="deal-count")
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

    def remove(self, taken: Sequence[int]) -> None:
        """Take out cards already in use elsewhere (given in a situation or a hand history)."""
        gone = set(taken)
        self._cards = [c for c in self._cards if c not in gone]

    def burn(self) -> None:
        """Put the top card aside, as the dealer does before each board card or cards."""
        self.deal(1)

    def keep(self, kept: Sequence[int]) -> None:
        """Deal only ``kept`` of the cards left (a short deck)."""
        keeping = set(kept)
        self._cards = [c for c in self._cards if c in keeping]

    def cards_left(self) -> list[int]:
        """The cards still to deal (a copy), for :meth:`restore_cards`."""
        return self._cards[:]

    def restore_cards(self, cards: Sequence[int]) -> None:
        """Make ``cards`` the cards still to deal (taking back a reshuffle)."""
        self._cards = list(cards)

    def put_back(self, returned: Sequence[int]) -> None:
        """Put cards back among those left to deal (a reshuffle of the burns or of discards)."""
        self._cards.extend(returned)

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
