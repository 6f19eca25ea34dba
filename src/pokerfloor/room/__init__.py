"""The table server's room: tables of every game the engine deals, hand after hand, with seats,
buy-ins, the clock and the waiting list, kept in a database so that nothing is lost.

The rooms of the package, from the bottom up: :mod:`~pokerfloor.room.settings` (what a table
is), :mod:`~pokerfloor.room.events` (what happens at one), :mod:`~pokerfloor.room.table_state`
(a table as its events made it), :mod:`~pokerfloor.room.seats` and :mod:`~pokerfloor.room.hands`
(what the events of the seats and of the hands do to it), :mod:`~pokerfloor.room.state`
(:func:`~pokerfloor.room.state.apply`, the one function that changes it),
:mod:`~pokerfloor.room.house` (what the house does unasked: deal, the clock, the waiting
list), :mod:`~pokerfloor.room.views` (what each viewer may see), :mod:`~pokerfloor.room.store`
and :mod:`~pokerfloor.room.migrations` (the database), :mod:`~pokerfloor.room.committer` (group
commits), :mod:`~pokerfloor.room.accounts` (people), :mod:`~pokerfloor.room.running` (a table
being run) and :mod:`~pokerfloor.room.room` (the server's room), :mod:`~pokerfloor.room.audit`
(the database checked). The HTTP and WebSocket server is :mod:`pokerfloor.web.tables`; the
command is ``pokerfloor tables`` (docs/tables.md).

The database and the passwords need the ``tables`` extra (``pip install 'pokerfloor[tables]'``:
SQLAlchemy, argon2-cffi, psycopg for PostgreSQL); the tables' own rooms (settings, events,
table_state, seats, hands, state, house, views) need nothing beyond the engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pokerfloor.room.events import RoomEvent
    from pokerfloor.room.room import Room
    from pokerfloor.room.settings import TableSettings
    from pokerfloor.room.state import apply, replay
    from pokerfloor.room.store import Store
    from pokerfloor.room.table_state import TableState

__all__ = ["Room", "RoomEvent", "Store", "TableSettings", "TableState", "apply", "replay"]

_HOMES = {
    "Room": "room",
    "RoomEvent": "events",
    "Store": "store",
    "TableSettings": "settings",
    "TableState": "table_state",
    "apply": "state",
    "replay": "state",
}


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(importlib.import_module(f".{_HOMES[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
