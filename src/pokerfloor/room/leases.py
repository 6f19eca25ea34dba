"""Which server process runs which table, when several share one database: :class:`Leases`.

A process runs a table while it holds the table's lease (``pf_leases``: its owner, the address it
answers at, and until when), renewing all of its leases every third of the lease's time. A
process that dies stops renewing; once its leases expire, the others take its tables, read each
back from its events and run it (a hand in progress goes on: the ``restarted`` event restarts the
clock of the player to act). A process that stops cleanly gives its leases up at once.

The lease is not what keeps the tables right: the database is. Every event has its table's next
number as part of its key, so of two processes that both believe they run a table (one paused
longer than its lease), only one writes each event; the other's is refused, and it reads the
table again before it does anything more. The lease keeps a table's house, its clock and its
players in one place, and tells the clients which address runs it (``elsewhere``).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable

from pokerfloor.room.store import Lease, Store

__all__ = ["LEASE_SECONDS", "Leases"]

#: How long a lease holds unless renewed.
LEASE_SECONDS = 10.0


class Leases:
    """The leases of one server process: the ``address`` its clients reach it at (the leases'
    ``owner`` too; made up when there is none), and where every table run by another process is
    (``elsewhere``)."""

    def __init__(
        self,
        store: Store,
        address: str = "",
        *,
        seconds: float = LEASE_SECONDS,
        now: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        # The owner is the address: a server started again where one died takes its tables back
        # at once (it could not listen there, were the other alive), not when their leases expire.
        self.owner = address or secrets.token_hex(8)
        self.address = address
        self.seconds = seconds
        self.now = now
        #: The address of the process that runs each table not run here, as last read.
        self.elsewhere: dict[str, str] = {}

    async def claim(self, table_id: str) -> bool:
        """Take the table's lease if it is free, expired or ours; whether it is ours now."""
        now = self.now()
        lease = Lease(self.owner, self.address, now + self.seconds)
        mine = await asyncio.to_thread(self.store.claim, table_id, lease, now)
        if mine:
            self.elsewhere.pop(table_id, None)
        return mine

    async def renew(self) -> set[str]:
        """Renew our leases; the tables they are for. Also reads where the others' tables are."""
        mine = await asyncio.to_thread(self.store.renew, self.owner, self.now() + self.seconds)
        found = await asyncio.to_thread(self.store.leases)
        now = self.now()
        self.elsewhere = {
            table: lease.address
            for table, lease in found.items()
            if lease.owner != self.owner and lease.expires_at > now
        }
        return mine

    async def release(self) -> None:
        """Give every lease up (a clean stop: the others may run the tables at once)."""
        await asyncio.to_thread(self.store.release, self.owner)
