"""A table of the room as it stands (:class:`~pokerfloor.room.table_state.TableState`), changed
only by :func:`apply`, one :class:`~pokerfloor.room.events.RoomEvent` at a time: what each event
does is said by its room, :mod:`~pokerfloor.room.seats` (the table and its seats),
:mod:`~pokerfloor.room.hands` (the hands), and here the floor's and the server's (the pause, the
restart, a ruling, the table closed).

The state is what the events made it: the same events applied in the same order give the same
table, seat, stack, clock and hand in progress (a hand is its table, dealt by the rulebook from
the seating, its deck's seed and its actions: the engine plays them again exactly). So the
server keeps nothing else: on a restart it applies the stored events again (:func:`replay`).

A refused event raises a typed error (:class:`~pokerfloor.errors.RoomError`, or the engine's for
an action) and leaves the state exactly as it was: every check comes before any change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from pokerfloor.errors import RoomError
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.hands import HAND_EVENTS
from pokerfloor.room.seats import SEAT_EVENTS, take_away
from pokerfloor.room.table_state import Ruling, TableState

# Ruling and TableState live in room.table_state; they are imported from here as before.
__all__ = ["Ruling", "TableState", "apply", "replay"]


def apply(state: TableState, event: RoomEvent) -> None:
    """Apply ``event`` to ``state`` (the next in order); a refused event raises and changes nothing."""
    if event.seq != state.seq + 1:
        raise RoomError(code="event-order", params={"seq": event.seq, "expected": state.seq + 1})
    if state.settings is None and event.kind != "opened":
        raise RoomError(code="no-table", params={"table": state.table_id})
    if state.closed:
        raise RoomError(code="closed", params={"table": state.table_id})
    _APPLY[event.kind](state, event)
    state.seq, state.at = event.seq, event.at


def replay(table_id: str, events: Iterable[RoomEvent]) -> TableState:
    """The table its events make, applied in order from the first."""
    state = TableState(table_id)
    for one in events:
        apply(state, one)
    return state


# -- the floor and the server -------------------------------------------------------------------------


def _paused(state: TableState, event: RoomEvent) -> None:
    if state.paused:
        raise RoomError(code="paused")
    state.paused = True
    if state.tourney is not None:  # the level's clock stops too
        state.tourney.paused_at = event.at


def _resumed(state: TableState, event: RoomEvent) -> None:
    if not state.paused:
        raise RoomError(code="not-paused")
    state.paused = False
    state.turn_started = event.at  # the clock of the player to act starts over
    tourney = state.tourney
    if tourney is not None:
        if tourney.started:
            tourney.level_started += event.at - tourney.paused_at
        tourney.paused_at = 0.0


def _restarted(state: TableState, event: RoomEvent) -> None:
    state.turn_started = event.at


def _ruled(state: TableState, event: RoomEvent) -> None:
    data = event.data
    state.rulings.append(Ruling(event.at, data["by"], data["text"], data["rule"]))


def _closed(state: TableState, event: RoomEvent) -> None:
    if state.in_hand:
        raise RoomError(code="hand-on", params={"number": state.hand_number})
    tourney = state.tourney
    if tourney is not None and tourney.started and not tourney.over:
        raise RoomError(code="sit-and-go", variant="close", params={"table": state.table_id})
    for player in state.seating.players:
        take_away(state, player.name)
    state.waiting.clear()
    state.closed = True


_APPLY: dict[str, Callable[[TableState, RoomEvent], None]] = {
    **SEAT_EVENTS,
    **HAND_EVENTS,
    "paused": _paused,
    "resumed": _resumed,
    "restarted": _restarted,
    "ruled": _ruled,
    "closed": _closed,
}
