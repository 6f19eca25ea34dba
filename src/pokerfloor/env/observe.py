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

from typing import Any

import numpy as np
import numpy.typing as npt

from pokerfloor.actions import Kind
from pokerfloor.core.options import DrawOptions, Options
from pokerfloor.core.view import SeatView
from pokerfloor.env.menu import KINDS
from pokerfloor.env.spec import Spec
from pokerfloor.games.cards import UNKNOWN, card_text

__all__ = ["Encoder", "Vector"]

Vector = npt.NDArray[np.float32]
_KIND_INDEX = {kind.value: k for k, kind in enumerate(KINDS)}
_DRAW = _KIND_INDEX[Kind.DRAW.value]


class Encoder:
    """The observations of one spec's agents; ``size`` is the vector's length, ``layout`` names its
    parts, each with where it starts and how long it is."""

    def __init__(self, spec: Spec) -> None:
        game = spec.variant
        self.players = n = spec.players
        self.slots = game.hole_cards
        self.chips = float(spec.chips)
        self.history = spec.history
        self.streets = len(game.streets) + 1
        self.street_names = (*(street.name for street in game.streets), "showdown")
        self.per_action = n + len(KINDS) + 1
        parts = (
            ("own cards", self.slots * 52),
            ("board", 52 if game.board_cards else 0),
            ("seen", (n - 1) * 52),
            ("present", n),
            ("stacks", n),
            ("bets", n),
            ("folded", n),
            ("all in", n),
            ("to act", n),
            ("button", n),
            ("street", self.streets),
            ("pot", 1),
            ("to call", 1),
            ("min raise to", 1),
            ("max raise to", 1),
            ("history", self.history * self.per_action),
        )
        self.layout: dict[str, tuple[int, int]] = {}
        at = 0
        for name, length in parts:
            self.layout[name] = (at, length)
            at += length
        self.size = at
        self._at = {name: start for name, (start, _) in self.layout.items()}
        # The seats from each seat round the table, for each number of players still seated.
        self._orders = {m: [tuple((me + rel) % m for rel in range(m)) for me in range(m)] for m in range(2, n + 1)}
        # The places that hold chips (divided by every chip at the table), and the amount of each
        # past action; a draw's share of the cards is stored in chips too, so one division serves.
        chip_parts = ("stacks", "bets", "pot", "to call", "min raise to", "max raise to")
        places = [k for part in chip_parts for k in range(self._at[part], self._at[part] + self.layout[part][1])]
        places += [self._at["history"] + k * self.per_action + self.per_action - 1 for k in range(self.history)]
        self._amounts = np.array(places, dtype=np.intp)
        self._per_chip = np.float32(1.0 / self.chips)

    def encode(self, view: SeatView, button: int, options: Options | None) -> Vector:
        """The vector of ``view`` (the seat's own), the ``button``'s seat (the table's, public),
        and the ``options`` when the seat is to act (which hold none but its own cards)."""
        n, at = len(view.names), self._at
        me = view.seat if view.seat is not None else 0
        order = self._orders[n][me]  # the seats from the player's round the table
        hole, stacks, folded = view.hole, view.stacks, view.folded
        ones = [at["present"] + rel for rel in range(n)]
        place = at["own cards"]
        for card in hole[me][: self.slots]:
            if card != UNKNOWN:  # his own cards are all known to him (an onlooker's are not)
                ones.append(place + card)
            place += 52
        place = at["board"]
        ones.extend(place + card for card in view.board)
        place = at["seen"]
        for seat in order[1:]:
            ones.extend(place + card for card in hole[seat] if card != UNKNOWN)
            place += 52
        for rel, seat in enumerate(order):
            if folded[seat]:
                ones.append(at["folded"] + rel)
            elif not stacks[seat]:
                ones.append(at["all in"] + rel)
        if view.to_act >= 0:
            ones.append(at["to act"] + (view.to_act - me) % n)
        ones.append(at["button"] + (button - me) % n)
        ones.append(at["street"] + min(view.street, self.streets - 1))
        vector = np.zeros(self.size, dtype=np.float32)
        vector[ones] = 1.0
        # Amounts, in chips first, then divided by every chip at the table at once.
        amounts = at["stacks"]  # the bets follow the stacks
        vector[amounts : amounts + 2 * n] = [*(stacks[seat] for seat in order), *(view.bets[seat] for seat in order)]
        vector[at["pot"]] = sum(pot.amount for pot in view.pots) + sum(view.bets)
        if options is not None and not isinstance(options, DrawOptions):
            vector[at["to call"]] = options.call_adds or 0
            vector[at["min raise to"]] = options.min_to or 0
            vector[at["max raise to"]] = options.max_to or 0
        self._history(view, me, vector)
        vector[self._amounts] *= self._per_chip
        return vector

    def _history(self, view: SeatView, me: int, vector: Vector) -> None:
        """The last actions, the latest first: who (from the player's left), the kind, the street
        total in chips (a draw: the share of the cards held that were thrown)."""
        if not self.history:
            return
        per, n, players = self.per_action, len(view.names), self.players
        place = self._at["history"]
        last = place + self.history * per
        for event in reversed(view.log):
            kind = event.kind
            if kind == "action":
                vector[place + players + _KIND_INDEX[event.text]] = 1.0
                vector[place + per - 1] = event.amount
            elif kind == "draw":
                vector[place + players + _DRAW] = 1.0
                vector[place + per - 1] = len(event.cards) * self.chips / max(self.slots, 1)
            else:
                continue
            vector[place + (event.seat - me) % n] = 1.0
            place += per
            if place == last:
                return

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
            "board": [card_text(card) for card in view.board],
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
