"""The floor page's cards: hands dealt from a seeded deck, what such a hand has dealt, and what a
showdown the hand cannot decide needs to be shown.

A table set up with a ``seed`` deals every card it does not give from a deck shuffled with it
(:class:`~pokerfloor.games.cards.Deck`): its first hand from ``Deck(seed=seed)``, as a library
user would, each next hand at the table from a deck of its own, the same again for the same seed.
A situation file saved of such a hand writes the cards dealt so far, so that it plays the same.
A table without a deck leaves the cards it was not given unknown: at its showdown the page asks
for the hands shown (:func:`cards_needed`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, NamedTuple

from pokerfloor.core.hand import Hand
from pokerfloor.games.cards import UNKNOWN, Deck, cards_text

__all__ = ["Needed", "cards_needed", "dealt_settings", "deck_of"]


def deck_of(seed: int, number: int) -> Deck:
    """The deck of the ``number``-th hand (0: the first) at a table dealt with ``seed``."""
    return Deck(seed) if number == 0 else Deck(rng=random.Random(f"{seed}:{number}"))


def dealt_settings(settings: Mapping[str, Any], hand: Hand) -> dict[str, Any]:
    """``settings`` with the cards ``hand`` dealt so far written in, as a situation file gives
    them: each player's in the order dealt (a stud hand's street after street, a draw game's first
    hand then the cards drawn), the board as it fell. A player with a card not known keeps the
    cards the settings gave him."""
    names = hand.names
    held: dict[str, list[int]] = {name: [] for name in names}
    board: list[int] = []
    for event in hand.log:
        if event.kind == "deal":
            held[names[event.seat]].extend(event.cards)
        elif event.kind == "board":
            board.extend(event.cards)
    out = dict(settings)
    cards = {name: cards_text(dealt) for name, dealt in held.items() if dealt and UNKNOWN not in dealt}
    if cards:
        out["cards"] = {**out.get("cards", {}), **cards}
    if board and UNKNOWN not in board:
        out["board"] = cards_text(board)
    return out


class Needed(NamedTuple):
    """What a showdown the hand cannot decide needs: the players still in whose cards are not all
    known, and whether the board is not."""

    players: tuple[str, ...]
    board: bool


def cards_needed(hand: Hand) -> Needed | None:
    """What the hand's showdown needs shown to award its pots; ``None`` when it needs nothing (the
    betting goes on, one player is left, or the pots are awarded)."""
    if not hand.is_over or not hand.is_contested or hand.is_settled:
        return None
    players = tuple(hand.names[seat] for seat in hand.in_hand() if UNKNOWN in hand.hole[seat])
    runout, size = hand.runout, hand.table.variant.board_cards
    board = size > 0 and (len(runout) < size or UNKNOWN in runout)  # no board given: none is known
    return Needed(players, board) if players or board else None
