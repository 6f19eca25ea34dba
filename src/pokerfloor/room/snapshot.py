"""A table between two hands, as JSON: :func:`snapshot_of` and :func:`state_from`, so that a
restart reads a table back from its last snapshot and the events after it, not from its first
event (a table that played a million hands starts again in a moment).

The server keeps one snapshot a table, the latest, written with the ``dealt`` event it comes
just before, in the same transaction: the events after a snapshot always begin with that deal,
which brings the hand in play back. The table a snapshot and its events make is the table all its
events make; the audit checks it (:mod:`pokerfloor.room.audit`).
"""

from __future__ import annotations

import copy
from typing import Any

from pokerfloor.errors import RoomError
from pokerfloor.play.seating import Positions, Seated, Seating
from pokerfloor.room.settings import TableSettings
from pokerfloor.room.sitandgo import Tourney
from pokerfloor.room.state import apply, replay
from pokerfloor.room.store import Store
from pokerfloor.room.table_state import Ruling, TableState

__all__ = ["read_back", "snapshot_of", "state_from"]

_SEATED = ("name", "seat", "stack", "status", "posts", "missed_small", "missed_big", "buys_button")
_POSITIONS = ("button", "small_blind", "big_blind", "dealt", "bought")
#: The fields of a table kept as they are (JSON already).
_PLAIN = (
    "hand_number", "hand_ended", "turn_started", "banks", "pending", "why_away", "cashed", "paused", "closed",
    "seq", "at", "chips_in", "chips_out",
)  # fmt: skip


def snapshot_of(state: TableState) -> dict[str, Any]:
    """The table between hands as JSON (refused during a hand: its hand is its events')."""
    if state.in_hand or state.settings is None:
        raise RoomError(code="hand-on", params={"number": state.hand_number})
    seating = state.seating
    last = seating.last
    return {
        "settings": state.settings.as_json(),
        "seating": {
            "seats": seating.seats,
            "players": [[getattr(p, field) for field in _SEATED] for p in seating.players],
            "last": None if last is None else [list(v) if field == "dealt" else v for field, v in _fields(last)],
            "button": seating.button,
            "departed": list(seating.departed),
        },
        "leaving": sorted(state.leaving),
        "waiting": [list(entry) for entry in state.waiting],
        "rulings": [[r.at, r.by, r.text, r.rule] for r in state.rulings],
        "sit_and_go": state.tourney.as_json() if state.tourney is not None else None,
        "raked": state.raked,
        "missed_straddles": sorted(state.missed_straddles),
        "bomb_votes": dict(state.bomb_votes),
        # Copies: the snapshot is written after the deal is applied, which may end the hand at once
        # (every player all in on the forced bets) and change these very dicts.
        **{field: copy.deepcopy(getattr(state, field)) for field in _PLAIN},
    }


def _fields(last: Positions) -> list[tuple[str, Any]]:
    return [(field, getattr(last, field)) for field in _POSITIONS]


def state_from(table_id: str, snapshot: dict[str, Any]) -> TableState:
    """The table a snapshot keeps."""
    settings = TableSettings.from_json(snapshot["settings"])
    kept = snapshot["seating"]
    last = kept["last"]
    seating = Seating(
        kept["seats"],
        tuple(Seated(*values) for values in kept["players"]),
        None if last is None else Positions(last[0], last[1], last[2], tuple(last[3]), last[4]),
        kept["button"],
        tuple(kept["departed"]),
    )
    state = TableState(table_id, settings=settings, stakes=settings.stakes(), seating=seating)
    for field in _PLAIN:  # a copy: the table changes, the snapshot given does not
        setattr(state, field, copy.deepcopy(snapshot[field]))
    state.leaving = set(snapshot["leaving"])
    state.waiting = [(name, chips) for name, chips in snapshot["waiting"]]
    state.rulings = [Ruling(*values) for values in snapshot["rulings"]]
    state.raked = snapshot.get("raked", 0)  # a snapshot of an older release: no rake was taken
    state.missed_straddles = frozenset(snapshot.get("missed_straddles", ()))
    state.bomb_votes = dict(snapshot.get("bomb_votes", {}))  # a snapshot of an older release: no vote
    kept_tourney = snapshot.get("sit_and_go")  # a snapshot of an older release has none
    if kept_tourney is not None and settings.sit_and_go is not None:
        state.tourney = Tourney.from_json(kept_tourney)
        state.stakes = settings.stakes(settings.sit_and_go.levels[state.tourney.level])
    return state


def read_back(store: Store, table_id: str) -> TableState:
    """The table as the store keeps it: its latest snapshot and the events after it (all its
    events, when it has none)."""
    kept = store.snapshot(table_id)
    if kept is None:
        return replay(table_id, store.events(table_id))
    seq, snapshot = kept
    state = state_from(table_id, snapshot)
    for event in store.events(table_id, after=seq):
        apply(state, event)
    return state
