"""A table being run by the server: :class:`RunningTable`, its state, who watches it, and the
house's timer.

Every change goes the same way, one at a time per table (a lock): the event is made and applied
(a refusal raises, the state unchanged), committed to the database, and only then sent to each
viewer as he may see it; then the house looks at what it must do next (deal, act for a player
away or out of time, seat a waiter) and does it the same way, or sets its timer. Should the
database refuse the commit, the table is read again from the database: nothing was told of a
change that is not kept.

Viewers are :class:`Listener` objects (a WebSocket connection, in the server): :meth:`send`
must not wait; a viewer too slow to take what it is sent is dropped by its own connection, not
waited for, so no table waits for another's viewers.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from pokerfloor.errors import PokerfloorError, RoomError
from pokerfloor.live import play_text
from pokerfloor.room.committer import Committer
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.house import house_moves
from pokerfloor.room.snapshot import read_back, snapshot_of
from pokerfloor.room.state import apply
from pokerfloor.room.store import Store
from pokerfloor.room.table_state import TableState
from pokerfloor.room.views import public_event, table_view, table_views

__all__ = ["Listener", "RunningTable"]

_log = logging.getLogger("pokerfloor.room")

Change = tuple[str, dict[str, Any]]
#: A commit slower than this many seconds is logged (the disk, or the database, is struggling).
_SLOW_COMMIT = 2.0


class Listener(Protocol):
    """A viewer of a table: whose eyes (``viewer``: a player's name, ``None`` for an onlooker)
    and where to send what he sees (without waiting)."""

    @property
    def viewer(self) -> str | None:
        """The player whose view is sent, or ``None`` for an onlooker's."""

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message for the viewer (never waits)."""


class RunningTable:
    """One table in this server (see the module's documentation)."""

    def __init__(
        self, state: TableState, store: Store, committer: Committer, *, now: Callable[[], float] = time.time
    ) -> None:
        self.state = state
        self.store = store
        self.committer = committer
        self.now = now
        self.lock = asyncio.Lock()
        self.listeners: set[Listener] = set()
        self._timer: asyncio.TimerHandle | None = None
        self._house_task: asyncio.Task[None] | None = None

    @property
    def table_id(self) -> str:
        """The table's id."""
        return self.state.table_id

    # -- changes ------------------------------------------------------------------------------------
    async def change(self, changes: Sequence[Change]) -> list[RoomEvent]:
        """Make, apply, commit and send the changes (in order, as one commit); raises the refusal
        of the first refused (nothing of it is kept). Finished even if the caller is cancelled."""
        return await asyncio.shield(self._change(changes))

    async def _change(self, changes: Sequence[Change]) -> list[RoomEvent]:
        async with self.lock:
            events = await self._commit_locked(changes)
        self.wake_house()
        return events

    async def _commit_locked(self, changes: Sequence[Change]) -> list[RoomEvent]:
        state, at = self.state, self.now()
        # A deal is written with the table as it stands before it: a restart reads it back from there.
        dealing = changes and changes[0][0] == "dealt" and not state.in_hand and state.settings is not None
        snapshot = snapshot_of(state) if dealing else None
        events = []
        try:
            for kind, data in changes:
                event = RoomEvent(state.seq + 1, kind, data, at)
                apply(state, event)
                events.append(event)
        except PokerfloorError:
            if events:  # some applied, then one refused: back to what the database holds
                self.state = await self._reread()
            raise
        except Exception:  # not a refusal: a fault, midway perhaps: back to what the database holds
            self.state = await self._reread()
            raise
        started = time.monotonic()
        try:
            await self.committer.commit(self.table_id, events, snapshot)
        except BaseException:
            self.state = await self._reread()
            raise
        waited = time.monotonic() - started
        if waited > _SLOW_COMMIT:
            _log.warning(
                "table %s: a commit took %.1f s (%d commits so far)", self.table_id, waited, self.committer.commits
            )
        self._tell(events)
        return events

    async def act(self, player: str, text: str) -> list[RoomEvent]:
        """``player``'s written action (``"raise 300"``, ``"says call"``), played through the one
        door for written actions on a copy first: what is stored is the action as applied."""
        return await asyncio.shield(self._act(player, text))

    async def _act(self, player: str, text: str) -> list[RoomEvent]:
        async with self.lock:
            hand = self.state.hand
            if hand is None or hand.is_over:
                raise RoomError(code="no-hand")
            played = play_text(hand.copy(stack=False), f"{player} {text}")
            events = await self._commit_locked([("acted", {"text": played.applied, "by": "player"})])
        self.wake_house()
        return events

    async def _reread(self) -> TableState:
        return await asyncio.to_thread(read_back, self.store, self.table_id)

    # -- viewers --------------------------------------------------------------------------------------
    def view(self, viewer: str | None) -> dict[str, Any]:
        """The table as ``viewer`` sees it now."""
        return table_view(self.state, viewer, self.now())

    def _tell(self, events: Sequence[RoomEvent]) -> None:
        """Each viewer gets the events as he may know them, and the table as he sees it (each
        distinct viewer's made once, however many connections he has)."""
        if not self.listeners:
            return
        listeners = list(self.listeners)
        views = table_views(self.state, {listener.viewer for listener in listeners}, self.now())
        told: dict[str | None, list[dict[str, Any]]] = {}
        for listener in listeners:
            viewer = listener.viewer
            if viewer not in told:
                told[viewer] = [public_event(event, viewer) for event in events]
            listener.send({"type": "events", "table": self.table_id, "events": told[viewer], "view": views[viewer]})

    # -- the house ------------------------------------------------------------------------------------
    def wake_house(self) -> None:
        """Have the house look at the table now (once: a look already on its way is enough)."""
        if self._house_task is None or self._house_task.done():
            self._house_task = asyncio.get_running_loop().create_task(self._house())

    async def _house(self) -> None:
        while True:
            async with self.lock:
                moves = house_moves(self.state, self.now())
                if not moves.events:
                    self._set_timer(moves.wake)
                    return
                try:
                    await self._commit_locked(moves.events)
                except PokerfloorError as error:  # the state is the database's again: look again soon
                    _log.warning("table %s: the house's %s was refused: %s", self.table_id, moves.events, error)
                    self._set_timer(self.now() + 1.0)
                    return

    def _set_timer(self, wake: float | None) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if wake is not None:
            loop = asyncio.get_running_loop()
            self._timer = loop.call_later(max(0.0, wake - self.now()), self.wake_house)

    def stop(self) -> None:
        """Stop the house's timer and its look in progress."""
        if self._timer is not None:
            self._timer.cancel()
        if self._house_task is not None:
            self._house_task.cancel()
