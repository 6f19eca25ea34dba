"""What the house does next at a table, unasked: :func:`house_moves` (deal the next hand, act for a
player away or out of time, seat the first of the waiting list), and the clock.

The house decides from the state and the time alone; what it decides becomes events like any
other (``dealt`` with its deck's seed, ``acted`` by the ``clock`` or the ``house``, ``seated``),
so a restart replays its decisions instead of making them again. When the players are asked to
run the board again (:mod:`pokerfloor.room.runs`), the house runs it as they agreed once all have
answered, or once when the clock runs out first (``ran``).

The clock: a player to act has ``action_seconds``, then his time bank; when both are spent the
clock checks for him when he may, else folds (stands pat in a draw, posts the bring-in when that
is all he may do), and he sits out from the next hand.
"""

from __future__ import annotations

import secrets
from typing import Any, NamedTuple

from pokerfloor.actions import Kind
from pokerfloor.core.hand import Hand
from pokerfloor.errors import PokerfloorError
from pokerfloor.room.table_state import TableState

__all__ = ["Moves", "deadline", "default_action", "house_moves", "new_seed", "runs_deadline"]

#: Bits of a hand's seed, drawn from the system's secure randomness.
SEED_BITS = 128


class Moves(NamedTuple):
    """What the house does now (``events``: ``(kind, data)`` pairs, in order) and when to look
    again if nothing else happens first (``wake``, seconds since the epoch; ``None``: only when
    something happens)."""

    events: list[tuple[str, dict[str, Any]]]
    wake: float | None


def new_seed() -> int:
    """A hand's seed: its deck shuffles from it."""
    return secrets.randbits(SEED_BITS)


def default_action(hand: Hand) -> str:
    """What the house or the clock does for the player to act, written: stands pat in a draw,
    checks when he may, else folds (or posts the bring-in, when that is all he may do)."""
    name = hand.player_to_act
    if hand.is_drawing:
        return f"{name} stands pat"
    kinds = hand.options().kinds
    for kind in (Kind.CHECK, Kind.FOLD, Kind.BRING_IN):
        if kind in kinds:
            return f"{name} {kind.value}"
    return f"{name} {hand.passive_kind().value}"


def deadline(state: TableState) -> float | None:
    """When the clock of the player to act runs out (``None``: nobody is to act, or the table is
    paused): his action time, then his time bank, from the moment his turn began."""
    hand = state.hand
    if hand is None or hand.is_over or state.paused or hand.to_act < 0:
        return None
    settings = state.open_settings
    return state.turn_started + settings.action_seconds + state.banks.get(hand.player_to_act, 0.0)


def house_moves(state: TableState, now: float) -> Moves:
    """What the house does at ``now``: the first thing due (the runtime applies it, then asks again)."""
    if state.closed or state.settings is None:
        return Moves([], None)
    if state.runs_asked is not None:
        return _runs_due(state, now)
    hand = state.hand
    if hand is not None and not hand.is_over:
        return _in_hand(state, hand, now)
    seat = _seat_a_waiter(state)
    if seat is not None:
        return Moves([seat], now)
    if state.paused:
        return Moves([], None)
    ready = state.hand_ended + state.settings.between_hands if state.hand_number else now
    if now < ready:
        return Moves([], ready)
    if not _can_deal(state):
        return Moves([], None)
    return Moves([("dealt", {"seed": new_seed()})], now)


def _in_hand(state: TableState, hand: Hand, now: float) -> Moves:
    if state.paused or hand.to_act < 0:
        return Moves([], None)
    name = hand.player_to_act
    if name in state.away_in_hand or name in state.leaving:
        return Moves([("acted", {"text": default_action(hand), "by": "house"})], now)
    due = deadline(state)
    assert due is not None
    if now < due:
        return Moves([], due)
    events: list[tuple[str, dict[str, Any]]] = [("acted", {"text": default_action(hand), "by": "clock"})]
    if state.player(name).status != "away":
        events.append(("sat-out", {"player": name, "why": "clock"}))
    return Moves(events, now)


def _runs_due(state: TableState, now: float) -> Moves:
    """The board run as the players agreed once all have answered; once, when the clock runs out
    first (the table's action time, from when they were asked)."""
    asked = state.runs_asked
    assert asked is not None
    if state.paused:
        return Moves([], None)
    if asked.complete:
        return Moves([("ran", {"times": asked.agreed()})], now)
    due = runs_deadline(state)
    assert due is not None
    if now < due:
        return Moves([], due)
    return Moves([("ran", {"times": 1})], now)


def runs_deadline(state: TableState) -> float | None:
    """When the players asked to run the board again must have answered (``None``: nobody is
    asked, or the table is paused)."""
    if state.runs_asked is None or state.paused:
        return None
    return state.turn_started + state.open_settings.action_seconds


def _seat_a_waiter(state: TableState) -> tuple[str, dict[str, Any]] | None:
    """The first of the waiting list takes the first free seat, with the buy-in he gave."""
    free = state.free_seats()
    if not state.waiting or not free:
        return None
    name, chips = state.waiting[0]
    return "seated", {"player": name, "seat": free[0], "chips": chips}


def _can_deal(state: TableState) -> bool:
    """Whether the seating deals a hand now: two players or more to deal in, two of them present
    (where the rulebook deals the players away in, their blinds posted and their hands killed, a
    table of players all away would deal to nobody, hand after hand). A sit-and-go starts when
    every seat is taken, and deals its players away in (they are blinded off, TDA 2024 Rule 71-A)
    while one of them at least is present: a room whose server started again, nobody connected
    yet, does not blind a whole table off."""
    assert state.stakes is not None
    present = [p for p in state.seating.players if p.status != "away" and p.name not in state.leaving]
    tourney = state.tourney
    if tourney is not None and (tourney.over or (not tourney.started and state.free_seats())):
        return False
    if len(present) < (1 if tourney is not None else 2):
        return False
    try:
        state.seating.deal(state.stakes)
    except PokerfloorError:
        return False
    return True
