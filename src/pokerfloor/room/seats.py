"""What the events of a table and its seats do to it (:func:`pokerfloor.room.state.apply` calls
them): the table opened; a player seated, topping up, sitting out and back, leaving, on the
waiting list and off it. A refused event raises a :class:`~pokerfloor.errors.RoomError` before
it changes anything."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from pokerfloor.errors import RoomError
from pokerfloor.play.seating import Seating
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.settings import TableSettings
from pokerfloor.room.sitandgo import Tourney
from pokerfloor.room.table_state import TableState

__all__ = ["SEAT_EVENTS", "forget", "take_away", "with_stack"]


def _opened(state: TableState, event: RoomEvent) -> None:
    if state.settings is not None:
        raise RoomError(code="table-open", params={"table": state.table_id})
    settings = TableSettings.from_json(event.data["settings"])
    state.settings, state.stakes = settings, settings.stakes()
    state.seating = Seating(settings.seats, ())
    state.tourney = Tourney() if settings.sit_and_go is not None else None


def _seated(state: TableState, event: RoomEvent) -> None:
    settings = state.open_settings
    name, seat, chips = event.data["player"], event.data["seat"], event.data["chips"]
    _check_name_free(state, name)
    if not 1 <= seat <= settings.seats:
        raise RoomError(code="no-seat", params={"seat": seat, "seats": settings.seats})
    holder = next((p.name for p in state.seating.players if p.seat == seat), None)
    if holder is not None:
        raise RoomError(code="seat-taken", params={"seat": seat, "player": holder})
    moved = "moved_from" in event.data  # the floor moves him here with his chips, ahead of the list
    if not moved:
        _check_buy_in(settings, name, chips)
    waiting = [waiter for waiter, _ in state.waiting]
    if waiting and name != waiting[0] and not moved:
        raise RoomError(code="waiting-list", params={"player": waiting[0]})
    rebuy = _check_entry(state, name, moved=moved)
    state.seating = state.seating.sit(name, seat, chips, posts=bool(event.data.get("posts", True)))
    _enter(state, name, rebuy=rebuy)
    state.cashed.pop(name, None)
    state.waiting = [entry for entry in state.waiting if entry[0] != name]
    state.banks[name] = settings.bank_seconds
    state.chips_in += chips


def _check_entry(state: TableState, name: str, *, moved: bool) -> bool:
    """At a sit-and-go, whether this seat is a rebuy; refused once it has started (but for a rebuy
    the settings allow), once it is over, and to the floor's moves."""
    found = state.sit_and_go()
    if found is None:
        return False
    rules, tourney = found
    if moved:
        raise RoomError(code="sit-and-go", variant="move", params={"player": name, "table": state.table_id})
    if tourney.over:
        raise RoomError(code="sit-and-go", variant="over", params={"table": state.table_id})
    if not tourney.started:
        return False
    if not tourney.may_rebuy(rules, name):
        raise RoomError(code="sit-and-go", variant="started", params={"player": name, "rebuys": rules.rebuys})
    return True


def _enter(state: TableState, name: str, *, rebuy: bool) -> None:
    """A sit-and-go's entry paid (a rebuy takes the player's finish back)."""
    tourney = state.tourney
    if tourney is None:
        return
    tourney.entries += 1
    if rebuy:
        tourney.rebuys[name] = tourney.rebuys.get(name, 0) + 1
        tourney.places = [entry for entry in tourney.places if entry[0] != name]


def _check_name_free(state: TableState, name: str) -> None:
    found = state.seated(name)
    if found is not None:
        raise RoomError(code="already-seated", params={"player": name, "seat": found.seat})


def _check_buy_in(settings: TableSettings, name: str, chips: int) -> None:
    least, most = settings.buy_in
    if not least <= chips <= most:
        raise RoomError(code="buy-in", params={"player": name, "chips": chips, "least": least, "most": most})


def _added(state: TableState, event: RoomEvent) -> None:
    settings = state.open_settings
    name, chips = event.data["player"], event.data["chips"]
    seated = state.player(name)
    if state.tourney is not None:  # a sit-and-go has no top-ups (nor add-ons)
        raise RoomError(code="sit-and-go", variant="add", params={"player": name})
    if name in state.leaving:
        raise RoomError(code="leaving", params={"player": name})
    has = seated.stack + state.pending.get(name, 0)
    room = settings.buy_in[1] - has
    if not 0 < chips <= room:
        raise RoomError(
            code="top-up", params={"player": name, "chips": chips, "stack": has, "room": max(room, 0),
                                   "most": settings.buy_in[1]}
        )  # fmt: skip
    if state.dealt_in(name):
        state.pending[name] = state.pending.get(name, 0) + chips
    else:
        state.seating = with_stack(state.seating, name, seated.stack + chips)
    state.chips_in += chips


def with_stack(seating: Seating, name: str, stack: int) -> Seating:
    """The seating with the player's chips behind set to ``stack``."""
    players = tuple(dataclasses.replace(p, stack=stack) if p.name == name else p for p in seating.players)
    return dataclasses.replace(seating, players=players)


def _sat_out(state: TableState, event: RoomEvent) -> None:
    name = event.data["player"]
    if state.player(name).status == "away":
        raise RoomError(code="already-away", params={"player": name})
    state.seating = state.seating.sit_out(name)
    state.why_away[name] = event.data["why"]


def _back(state: TableState, event: RoomEvent) -> None:
    name = event.data["player"]
    if state.player(name).status != "away":
        raise RoomError(code="not-away", params={"player": name})
    state.seating = state.seating.come_back(name, posts=True)
    state.why_away.pop(name, None)


def _left(state: TableState, event: RoomEvent) -> None:
    name = event.data["player"]
    state.player(name)
    if name in state.leaving:
        raise RoomError(code="leaving", params={"player": name})
    tourney = state.tourney
    if tourney is not None and "moved_to" in event.data:
        raise RoomError(code="sit-and-go", variant="move", params={"player": name, "table": state.table_id})
    if tourney is not None and tourney.started:  # his chips stay in play: he may sit out
        raise RoomError(code="sit-and-go", variant="leave", params={"player": name})
    if tourney is not None:  # before the start: his entry is given back
        tourney.entries -= 1
    if state.dealt_in(name) and "moved_to" in event.data:  # the floor moves a player between his hands
        raise RoomError(code="hand-on", params={"number": state.hand_number})
    if state.dealt_in(name):
        state.leaving.add(name)
    else:
        take_away(state, name)


def take_away(state: TableState, name: str) -> None:
    """The player goes with his chips: his seat is free."""
    chips = state.player(name).stack + state.pending.pop(name, 0)
    state.chips_out += chips
    state.cashed[name] = chips
    state.seating = state.seating.leave(name)
    forget(state, name)


def forget(state: TableState, name: str) -> None:
    """The room keeps nothing more of a player gone: his vote, a straddle owed, his time bank, why
    he was away, his leaving."""
    state.bomb_votes.pop(name, None)
    state.missed_straddles = state.missed_straddles - {name}  # a player gone owes the table nothing
    state.banks.pop(name, None)
    state.why_away.pop(name, None)
    state.leaving.discard(name)


def _waiting(state: TableState, event: RoomEvent) -> None:
    settings = state.open_settings
    name, chips = event.data["player"], event.data["chips"]
    _check_name_free(state, name)
    if state.tourney is not None:  # a sit-and-go starts when full, and takes nobody after
        raise RoomError(code="sit-and-go", variant="waiting", params={"player": name})
    if any(waiter == name for waiter, _ in state.waiting):
        raise RoomError(code="already-waiting", params={"player": name})
    if state.free_seats() and not state.waiting:
        raise RoomError(code="seats-free", params={"seat": state.free_seats()[0]})
    _check_buy_in(settings, name, chips)
    state.waiting.append((name, chips))


def _unwaiting(state: TableState, event: RoomEvent) -> None:
    name = event.data["player"]
    if all(waiter != name for waiter, _ in state.waiting):
        raise RoomError(code="not-waiting", params={"player": name})
    state.waiting = [entry for entry in state.waiting if entry[0] != name]


#: What each event of the table and its seats does, by the event's kind.
SEAT_EVENTS: dict[str, Callable[[TableState, RoomEvent], None]] = {
    "opened": _opened,
    "seated": _seated,
    "added": _added,
    "sat-out": _sat_out,
    "back": _back,
    "left": _left,
    "waiting": _waiting,
    "unwaiting": _unwaiting,
}
