"""Events written to the store before anyone is told of them, many tables' in one commit:
:class:`Committer`, a writer thread doing group commits for the server's event loop.

Each accepted change waits (``await committer.commit(...)``) until its events are in the
database, committed and synced; only then is it applied for all to see and sent. The writer takes
everything queued while the last commit was syncing and commits it in one transaction, so a
thousand tables acting at once pay for a few syncs to the disk, not a thousand. A batch refused
as a whole (one table's events taken by another process) is written again table by table, so
that only that table's change is refused.

The writer keeps one connection for its commits (a pool's checkout and ping before each cost a
quarter of a commit's processor time, and on PostgreSQL a round trip); one that fails otherwise
than by refusing a batch is closed, and the next commit opens another.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Sequence
from typing import Any, NamedTuple

from sqlalchemy import Connection

from pokerfloor.errors import RoomError
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.store import Batch, Store

__all__ = ["Committer"]


class _Pending(NamedTuple):
    batch: Batch
    done: asyncio.Future[None]
    loop: asyncio.AbstractEventLoop


class Committer:
    """Writes events for the event loop, in group commits on a thread of its own (see the
    module's documentation). :meth:`stop` ends the thread once the queue is written."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._queue: queue.SimpleQueue[_Pending | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="pokerfloor-committer", daemon=True)
        #: How many commits, and how many events in them (a batch's size is events / commits).
        self.commits = 0
        self.written = 0
        self._connection: Connection | None = None  # the writer thread's own
        self._thread.start()

    async def commit(self, table_id: str, events: Sequence[RoomEvent], snapshot: dict[str, Any] | None = None) -> None:
        """Return once ``events`` (and the table's ``snapshot``, if any) are committed; raise
        what refused them (nothing is kept then)."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        self._queue.put(_Pending(Batch(table_id, events, snapshot), done, loop))
        await done

    def stop(self) -> None:
        """Write what is queued, then end the thread."""
        self._queue.put(None)
        self._thread.join()

    def _run(self) -> None:
        try:
            self._commit_until_stopped()
        finally:
            self._close()

    def _commit_until_stopped(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            stopping = False
            while True:  # everything queued meanwhile goes into the same commit
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stopping = True
                    break
                batch.append(more)
            self._write(batch)
            if stopping:
                return

    def _append(self, batches: list[Batch]) -> None:
        """Commit the batches on the kept connection (opened first if need be)."""
        if self._connection is None:
            self._connection = self.store.writer()
        try:
            self.store.append(batches, self._connection)
        except RoomError:  # a batch refused: the connection is sound, its transaction rolled back
            raise
        except Exception:  # the connection's fault, perhaps: the next commit opens another
            self._close()
            raise

    def _close(self) -> None:
        if self._connection is not None:
            with contextlib.suppress(Exception):  # a connection already broken
                self._connection.close()
            self._connection = None

    def _write(self, batch: list[_Pending]) -> None:
        try:
            self._append([pending.batch for pending in batch])
        except Exception as error:  # the database's refusal, whatever its kind: the waiting change gets it
            if len(batch) == 1:
                _settle(batch[0], error)
                return
            for pending in batch:  # one table's refusal is not the others'
                self._write([pending])
            return
        self.commits += 1
        self.written += sum(len(pending.batch.events) for pending in batch)
        for pending in batch:
            _settle(pending, None)


def _settle(pending: _Pending, error: BaseException | None) -> None:
    """Tell the waiting coroutine, on its own loop's thread."""

    def tell() -> None:
        if pending.done.done():  # the waiting task was cancelled
            return
        if error is None:
            pending.done.set_result(None)
        else:
            pending.done.set_exception(error)

    with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits any more
        pending.loop.call_soon_threadsafe(tell)
