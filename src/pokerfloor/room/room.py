"""The room a server runs: :class:`Room`, its tables, its people and what each may do.

On :meth:`Room.start` every open table whose lease this process can take
(:mod:`~pokerfloor.room.leases`: every table, when one process runs the room) is read back from
the database, its events applied again in order (:func:`pokerfloor.room.state.replay`): seats,
stacks, time banks, the waiting list and the hand in progress are where they were. A table whose
hand was in progress gets a ``restarted`` event: the clock of the player to act starts over (the
time the server was away is not his). Then the house of each table looks at what it must do.
While it runs, the room renews its leases, gives up a table whose lease another process took,
and takes the tables of a process that died; a table run by another process is refused with
its address (``elsewhere``).

Players connect and go: when a seated player's last connection to his table closes (or the
server starts again, with nobody connected), he is given ``grace_seconds`` to come back before he
is sat out (``sat-out``, ``disconnected``); coming back cancels it, and a player sat out for that
is dealt in again when he reconnects.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from pokerfloor.errors import PokerfloorError, RoomError
from pokerfloor.room.accounts import Accounts, Session
from pokerfloor.room.committer import Committer
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.leases import Leases
from pokerfloor.room.running import Listener, RunningTable
from pokerfloor.room.settings import TableSettings
from pokerfloor.room.snapshot import read_back
from pokerfloor.room.state import replay
from pokerfloor.room.store import Store

__all__ = ["Room"]

#: Seconds a seated player's connection may be gone before he is sat out.
GRACE_SECONDS = 30.0


class Room:
    """The tables and the people of one server (see the module's documentation)."""

    def __init__(
        self,
        store: Store,
        accounts: Accounts | None = None,
        *,
        grace_seconds: float = GRACE_SECONDS,
        leases: Leases | None = None,
        now: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.leases = leases if leases is not None else Leases(store, now=now)
        self.accounts = accounts if accounts is not None else Accounts(store)
        self.grace_seconds = grace_seconds
        self.now = now
        self.tables: dict[str, RunningTable] = {}
        self.committer: Committer | None = None
        self._connected: Counter[tuple[str, str]] = Counter()
        self._grace: dict[tuple[str, str], asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._keeping: asyncio.Task[None] | None = None

    # -- starting and stopping ------------------------------------------------------------------------
    async def start(self) -> None:
        """Read back every open table this process can take, set each going, and keep the leases."""
        self.committer = Committer(self.store)
        await self._take_free_tables()
        await self.leases.renew()
        self._keeping = asyncio.get_running_loop().create_task(self._keep_leases())

    async def _take_free_tables(self) -> None:
        """Run every open table not run here whose lease is free or expired."""
        for row in await asyncio.to_thread(self.store.tables):
            if row.id not in self.tables and await self.leases.claim(row.id):
                await self._run(row.id)

    async def _run(self, table_id: str) -> None:
        """Read the table back from its events and set it going."""
        assert self.committer is not None
        state = await asyncio.to_thread(read_back, self.store, table_id)
        table = RunningTable(state, self.store, self.committer, now=self.now)
        self.tables[table_id] = table
        if table.state.in_hand:
            await table.change([("restarted", {})])
        for player in table.state.seating.players:  # nobody is connected yet: each has the grace
            self._start_grace(table, player.name)
        table.wake_house()

    async def _keep_leases(self) -> None:
        """Every third of the lease's time: renew ours, give up those another took, take the free."""
        while True:
            await asyncio.sleep(self.leases.seconds / 3)
            mine = await self.leases.renew()
            for table_id in [t for t in self.tables if t not in mine]:
                self._give_up(self.tables.pop(table_id))
            await self._take_free_tables()

    def _give_up(self, table: RunningTable) -> None:
        """Another process runs the table now: stop it here and tell its viewers where it went."""
        table.stop()
        address = self.leases.elsewhere.get(table.table_id, "")
        for listener in list(table.listeners):
            listener.send({"type": "moved", "table": table.table_id, "address": address})
        table.listeners.clear()

    async def stop(self) -> None:
        """Stop the tables' houses, write what is queued and give the leases up."""
        if self._keeping is not None:
            self._keeping.cancel()
        for table in self.tables.values():
            table.stop()
        for handle in self._grace.values():
            handle.cancel()
        if self.committer is not None:
            await asyncio.to_thread(self.committer.stop)
            await self.leases.release()

    # -- tables -----------------------------------------------------------------------------------------
    async def open_table(self, settings: object, session: Session) -> RunningTable:
        """A new table of those settings (anyone with an account but a spectator opens one)."""
        self.refuse_spectator(session)
        checked = TableSettings.from_json(settings)
        table_id = secrets.token_hex(6)
        opened = RoomEvent(1, "opened", {"settings": checked.as_json()}, self.now())
        await asyncio.to_thread(self.store.open_table, table_id, checked.name, opened)
        await self.leases.claim(table_id)
        assert self.committer is not None
        table = RunningTable(replay(table_id, [opened]), self.store, self.committer, now=self.now)
        self.tables[table_id] = table
        return table

    def table(self, table_id: object) -> RunningTable:
        """The table of that id (``no-table``; ``elsewhere`` for one another process runs, with
        its address)."""
        table = self.tables.get(table_id) if isinstance(table_id, str) else None
        if table is None and table_id in self.leases.elsewhere:
            address = self.leases.elsewhere[str(table_id)]
            raise RoomError(code="elsewhere", params={"table": str(table_id), "address": address})
        if table is None:
            raise RoomError(code="no-table", params={"table": str(table_id)[:40]})
        return table

    async def move(self, session: Session, player: str, source: RunningTable, target: RunningTable, seat: int) -> None:
        """The floor moves a player, between his hands, to a seat of another table run here, with
        his chips; should the seat be refused him there, he sits back where he was."""
        self.refuse_unless_floor(session)
        before = source.state.player(player)
        await source.change([("left", {"player": player, "moved_to": target.table_id})])
        chips = source.state.cashed[player]
        moved = {"player": player, "chips": chips, "moved_from": source.table_id}
        try:
            await target.change([("seated", {**moved, "seat": seat})])
        except PokerfloorError:
            await source.change([("seated", {**moved, "seat": before.seat, "moved_from": target.table_id})])
            raise

    def listing(self) -> list[dict[str, Any]]:
        """The open tables run here, each with its name, game, seats and players; and those other
        processes run, each with its ``address``."""
        out: list[dict[str, Any]] = [{"table": t, "address": a} for t, a in sorted(self.leases.elsewhere.items())]
        for table in self.tables.values():
            state = table.state
            if state.closed or state.settings is None:
                continue
            out.append(
                {
                    "table": state.table_id,
                    "name": state.settings.name,
                    "settings": state.settings.as_json(),
                    "players": [p.name for p in state.seating.players],
                    "free": len(state.free_seats()),
                    "waiting": len(state.waiting),
                    "hand": state.hand_number,
                }
            )
        return out

    # -- who may do what ------------------------------------------------------------------------------
    @staticmethod
    def refuse_spectator(session: Session) -> None:
        """A spectator neither sits nor acts (``forbidden.spectator``)."""
        if session.role == "spectator":
            raise RoomError(code="forbidden", variant="spectator", params={"name": session.name})

    @staticmethod
    def refuse_unless_floor(session: Session) -> None:
        """What only the floor does (``forbidden.floor``)."""
        if session.role != "floor":
            raise RoomError(code="forbidden", variant="floor", params={"name": session.name, "role": session.role})

    # -- connections ----------------------------------------------------------------------------------
    async def watch(self, table: RunningTable, listener: Listener, session: Session) -> dict[str, Any]:
        """``listener`` follows the table from now on; returns the table as he sees it. A player
        sat out for his connection is dealt in again."""
        async with table.lock:
            table.listeners.add(listener)
            view = table.view(listener.viewer)
        key = (table.table_id, session.name)
        self._connected[key] += 1
        handle = self._grace.pop(key, None)
        if handle is not None:
            handle.cancel()
        state = table.state
        seated = state.seated(session.name)
        if seated is not None and seated.status == "away" and state.why_away.get(session.name) == "disconnected":
            await table.change([("back", {"player": session.name})])
        return view

    def unwatch(self, table: RunningTable, listener: Listener, session: Session) -> None:
        """``listener`` is gone; a seated player with no connection left is sat out after the grace."""
        table.listeners.discard(listener)
        key = (table.table_id, session.name)
        self._connected[key] -= 1
        if self._connected[key] > 0:
            return
        del self._connected[key]
        self._start_grace(table, session.name)

    def _start_grace(self, table: RunningTable, name: str) -> None:
        """A seated player with no connection to the table is sat out after the grace."""
        key = (table.table_id, name)
        if table.state.seated(name) is None or key in self._grace:
            return
        loop = asyncio.get_running_loop()
        self._grace[key] = loop.call_later(self.grace_seconds, self._graced, table, name)

    def _graced(self, table: RunningTable, name: str) -> None:
        self._grace.pop((table.table_id, name), None)
        task = asyncio.get_running_loop().create_task(self._sit_out_gone(table, name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _sit_out_gone(self, table: RunningTable, name: str) -> None:
        if self._connected[(table.table_id, name)] > 0:
            return
        seated = table.state.seated(name)
        if seated is None or seated.status == "away":
            return
        with contextlib.suppress(RoomError):  # he left, or was sat out, meanwhile
            await table.change([("sat-out", {"player": name, "why": "disconnected"})])
