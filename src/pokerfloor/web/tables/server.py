"""``pokerfloor tables serve``: the table server on this machine, on a database.

The database is made (or brought up to date) first; the address is printed once the server
listens on it, and the room reads its tables back before the first request is answered.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pokerfloor.room.protocol import Bounds

__all__ = ["serve"]

#: The largest WebSocket message the server reads at all (a larger one closes the connection); a
#: message above the protocol's bound but below this one gets a refusal naming the bound.
_WS_MAX_BYTES = 65_536


def serve(
    url: str,
    *,
    host: str = "127.0.0.1",
    port: int = 8700,
    grace_seconds: float = 30.0,
    bounds: Bounds | None = None,
    hashing: str = "low-memory",
    address: str = "",
    lease_seconds: float = 10.0,
) -> None:
    """Serve the room kept in the database at ``url`` until interrupted, hashing passwords with
    the argon2 parameters named ``hashing`` (:data:`pokerfloor.room.accounts.HASHINGS`); with
    several processes on one database, each holds its tables' leases for ``lease_seconds`` and
    tells the clients of the others to come to ``address`` (default: its own host and port)."""
    import faulthandler  # noqa: PLC0415 - loaded when serving
    import signal  # noqa: PLC0415

    import uvicorn  # noqa: PLC0415 - the tables extra, loaded when serving

    from pokerfloor.room.accounts import Accounts, hasher_named  # noqa: PLC0415
    from pokerfloor.room.leases import Leases  # noqa: PLC0415
    from pokerfloor.room.room import Room  # noqa: PLC0415
    from pokerfloor.room.store import Store  # noqa: PLC0415
    from pokerfloor.web.server import listening_socket  # noqa: PLC0415
    from pokerfloor.web.tables.app import create_tables_app  # noqa: PLC0415

    # A server that seems stuck tells where it is: SIGUSR1 writes every thread's stack to stderr,
    # SIGUSR2 every task of the event loop (pokerfloor.web.tables.app's lifespan sets that one).
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    store = Store(url)
    shown = f"[{host}]" if ":" in host else host
    leases = Leases(store, address or f"http://{shown}:{port}", seconds=lease_seconds)
    room = Room(store, Accounts(store, hasher_named(hashing)), grace_seconds=grace_seconds, leases=leases)
    app = create_tables_app(room, bounds)
    listening = listening_socket(host, port)  # with TCP_NODELAY: each answer sent at once
    print(f"pokerfloor tables: http://{shown}:{port}/ (database {store.dialect}; Ctrl-C to stop)", flush=True)
    if store.migrated:
        print(f"pokerfloor tables: the database's schema is now version {store.migrated[-1]}", file=sys.stderr)
    config = uvicorn.Config(
        app, host=host, port=port, log_level="warning", ws_max_size=_WS_MAX_BYTES, ws_ping_interval=20
    )
    uvicorn.Server(config).run(sockets=[listening])
