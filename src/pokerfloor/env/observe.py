"""What an agent observes: built from one seat's :class:`~pokerfloor.core.view.SeatView` and nothing else.

The hand's hidden fields are never read here: the cards come from ``hand.view(seat)`` (its own
cards, the board dealt so far, the up cards and the cards shown), and the numbers too. Two forms:

- :meth:`Encoder.describe`, a dictionary for people and scripted bots: the seat, the street, the
  cards (as text: ``"As"``), stacks, bets, pots, the amount to call, the smallest and largest
  bet or raise, the button, the action history;
- :meth:`Encoder.encode`, a flat vector of ``float32`` in [0, 1] for networks, its layout in
  :attr:`Encoder.layout`: one-hot cards for each slot of the player's own cards, the board and
  the cards seen of each other seat (seats counted from the player's left), each seat's presence,
  stack, bet, fold, all-in and turn, the button, the street, the pot, the call and the bet sizes,
  and the last ``history`` actions (who, what kind, the street total). Amounts are divided by
  every chip at the table.
"""

from __future__ import annotations

from array import array
from typing import Any, Final, TypeAlias

import numpy as np
import numpy.typing as npt

from pokerfloor.core.options import DrawOptions, Options
from pokerfloor.core.state import HandState
from pokerfloor.core.view import SeatView
from pokerfloor.env.spec import Spec
from pokerfloor.env.vector import Layout
from pokerfloor.games.cards import UNKNOWN, card_text

__all__ = ["Encoder", "Vector"]

Vector: TypeAlias = npt.NDArray[np.float32]
#: The dtypes as objects: numpy.frombuffer given a dtype object takes a third of the time it
#: takes given a type to look up (an observation wraps two buffers).
_FLOAT32: Final = np.dtype(np.float32)
_INT8: Final = np.dtype(np.int8)


class Encoder:
    """The observations of one spec's agents; ``size`` is the vector's length, ``layout`` names its
    parts, each with where it starts and how long it is. The vector is written by the compiled
    :class:`~pokerfloor.env.vector.Layout` (``vectors``)."""

    def __init__(self, spec: Spec) -> None:
        game = spec.variant
        self.players = spec.players
        self.slots = game.hole_cards
        self.chips = float(spec.chips)
        self.history = spec.history
        self.streets = len(game.streets) + 1
        self.street_names = (*(street.name for street in game.streets), "showdown")
        self.vectors = Layout(spec)
        self.per_action = self.vectors.per_action
        self.layout: dict[str, tuple[int, int]] = dict(self.vectors.parts)
        self.size = self.vectors.size

    def encode(self, view: SeatView, button: int, options: Options | None) -> Vector:
        """The vector of ``view`` (the seat's own), the ``button``'s seat (the table's, public),
        and the ``options`` when the seat is to act (which hold none but its own cards)."""
        return wrap(self.vectors.vector_of_view(view, button, options))

    def encode_hand(self, hand: HandState, seat: int, options: Options | None) -> Vector:
        """The same vector as ``encode(hand.view(seat), hand.table.button, options)``, without making
        the whole view: the cards by :func:`~pokerfloor.core.view.seen_cards`, the rest as every
        seat sees it (what an environment asks at each decision)."""
        return wrap(self.vectors.vector_of(hand, seat, options))

    def describe(self, view: SeatView, button: int, options: Options | None) -> dict[str, Any]:
        """The dictionary form of the same observation (cards as text; ``None`` where a size does
        not apply: the seat is not to act, or draws)."""
        me = view.seat if view.seat is not None else 0
        betting = options if options is not None and not isinstance(options, DrawOptions) else None
        return {
            "seat": me,
            "player": view.names[me],
            "players": list(view.names),
            "street": self.street_names[min(view.street, self.streets - 1)],
            "button": button,
            "to_act": view.to_act,
            "hole": [card_text(card) for card in view.hole[me]],
            "board": [card_text(card) for card in view.board if card != UNKNOWN],
            "seen": {
                seat: [card_text(card) for card in held if card != UNKNOWN]
                for seat, held in enumerate(view.hole)
                if seat != me and any(card != UNKNOWN for card in held)
            },
            "stacks": list(view.stacks),
            "bets": list(view.bets),
            "folded": list(view.folded),
            "pots": [pot.amount for pot in view.pots],
            "pot": sum(pot.amount for pot in view.pots) + sum(view.bets),
            "to_call": betting.call_adds if betting is not None else None,
            "min_raise_to": betting.min_to if betting is not None else None,
            "max_raise_to": betting.max_to if betting is not None else None,
            "drawing": isinstance(options, DrawOptions),
            "history": [
                (
                    event.seat,
                    event.text if event.kind == "action" else "draw",
                    event.amount if event.kind == "action" else len(event.cards),
                )
                for event in view.log
                if event.kind in ("action", "draw")
            ],
        }


def wrap(vector: array[float]) -> Vector:
    """NumPy's view of a filled vector, sharing its memory (the array is the vector's own)."""
    return np.frombuffer(vector, _FLOAT32)


def wrap_mask(mask: array[int]) -> npt.NDArray[np.int8]:
    """NumPy's view of a filled mask (``array("b")``), sharing its memory."""
    return np.frombuffer(mask, _INT8)
