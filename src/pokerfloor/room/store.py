"""Where the room keeps everything: :class:`Store`, on SQLite or PostgreSQL through SQLAlchemy Core.

One schema and one set of queries serve both databases: SQLAlchemy turns the named parameters
into each driver's own, takes the URL (``sqlite:///tables.db``, ``postgresql://user@host/db``,
driven by psycopg 3) and pools the connections. The schema is kept by
:mod:`~pokerfloor.room.migrations`, brought up to date when the store opens.

What is stored: the accounts (a password's argon2 hash, never the password) and the digests of
their session tokens (never a token); the tables, and each table's events in order (its whole
history: :mod:`~pokerfloor.room.events`). Events are only ever added: ``(table, seq)`` is the key,
so two processes writing the same table cannot both add its next event.

SQLite runs in write-ahead-log mode with ``synchronous=FULL``: a transaction committed is on the
disk, whatever becomes of the process (``kill -9``) or the machine, and readers never wait for
the writer. A URL may ask for ``synchronous=NORMAL`` instead (``sqlite:///tables.db?synchronous=normal``):
a commit is then written to the log but synced to the disk only at the log's checkpoints, so it
survives the process killed at any instant, not the machine losing its power; a commit costs a
fifth of the processor time and none of the sync's wait (about 9 ms on this machine's disk).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NamedTuple

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError, OperationalError

from pokerfloor.errors import RoomError
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.migrations import migrate

__all__ = ["SYNCHRONOUS", "Account", "Batch", "Lease", "Store", "TableRow", "engine_url"]


class Account(NamedTuple):
    """An account as stored: its ``name``, the ``password`` hash and its ``role``."""

    name: str
    password: str
    role: str


class Lease(NamedTuple):
    """Who runs a table: the server process (``owner``), where it answers (``address``), and
    until when its lease holds (``expires_at``) unless renewed."""

    owner: str
    address: str
    expires_at: float


class Batch(NamedTuple):
    """What one change of a table writes: its events, and the table's snapshot when it has one."""

    table_id: str
    events: Sequence[RoomEvent]
    snapshot: dict[str, Any] | None = None


class TableRow(NamedTuple):
    """A table as listed: its ``id``, ``name``, when it opened and closed (``None``: open)."""

    id: str
    name: str
    opened_at: float
    closed_at: float | None


def engine_url(url: str) -> str:
    """The URL SQLAlchemy is given: PostgreSQL through psycopg 3 when no driver is named (the
    URL's own ``postgresql://`` would ask for psycopg2). Anything but SQLite and PostgreSQL is
    refused, naming the URL's scheme."""
    try:
        parsed = make_url(url)
    except Exception:  # SQLAlchemy's ArgumentError, or a ValueError of a bad port
        raise RoomError(code="bad-db", params={"url": _without_password(url)}) from None
    backend = parsed.get_backend_name()
    if backend == "postgresql" and parsed.drivername in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    elif backend not in ("sqlite", "postgresql"):
        raise RoomError(code="bad-db", params={"url": _without_password(url)})
    return parsed.render_as_string(hide_password=False)


#: SQLite's ways of syncing a commit that a URL may ask for (the module's documentation).
SYNCHRONOUS = ("full", "normal")


def _synchronous_of(url: str) -> tuple[str, str]:
    """The URL without its ``synchronous`` (a SQLite URL's alone), and the mode it asks for
    (``full`` unless it says); a mode not in :data:`SYNCHRONOUS` is refused (``bad-db``,
    ``synchronous``), naming the URL and the mode."""
    try:
        parsed = make_url(url)
    except Exception:  # a URL this bad is refused by engine_url, naming it
        return url, "full"
    if parsed.get_backend_name() != "sqlite" or "synchronous" not in parsed.query:
        return url, "full"
    mode = parsed.query["synchronous"]
    if not isinstance(mode, str) or mode.lower() not in SYNCHRONOUS:
        given = ",".join(mode) if isinstance(mode, tuple) else mode  # asked for twice: a tuple
        raise RoomError(code="bad-db", variant="synchronous", params={"url": _without_password(url), "given": given})
    return parsed.difference_update_query(["synchronous"]).render_as_string(hide_password=False), mode.lower()


def _without_password(url: str) -> str:
    head, at, tail = url.rpartition("@")
    if not at:
        return url
    scheme, _, who = head.partition("://")
    return f"{scheme}://{who.partition(':')[0]}:***@{tail}"


class Store:
    """The room's database (see the module's documentation). Thread-safe: each call takes a
    connection of the pool for its own transaction."""

    def __init__(self, url: str) -> None:
        self.url = url
        plain, synchronous = _synchronous_of(url)
        self.engine: Engine = create_engine(engine_url(plain), pool_pre_ping=True)
        self.dialect = self.engine.dialect.name
        if self.dialect == "sqlite":
            _sqlite_setup(self.engine, synchronous)
        try:
            with self.writing() as connection:
                #: The schema versions this opening applied (empty: it was up to date).
                self.migrated = migrate(connection)
        except OperationalError as error:  # no such folder, no server there, a wrong password
            self.engine.dispose()
            why = str(error.orig).strip().splitlines()[0] if error.orig is not None else str(error)
            raise RoomError(
                code="bad-db", variant="unreachable", params={"url": _without_password(url), "why": why}
            ) from None

    def close(self) -> None:
        """Close the pool's connections."""
        self.engine.dispose()

    @contextmanager
    def writing(self) -> Iterator[Connection]:
        """A transaction that writes (on SQLite it takes the write lock at once: no reader's
        snapshot to upgrade, so no busy refusal halfway)."""
        with self.engine.connect().execution_options(pf_begin="BEGIN IMMEDIATE") as connection, connection.begin():
            yield connection

    @contextmanager
    def reading(self) -> Iterator[Connection]:
        """A transaction that reads."""
        with self.engine.connect() as connection, connection.begin():
            yield connection

    # -- accounts and tokens ----------------------------------------------------------------------
    def add_account(self, name: str, password_hash: str, role: str, at: float) -> None:
        """A new account; a name taken is refused (``name-taken``)."""
        try:
            with self.writing() as connection:
                connection.execute(
                    text("INSERT INTO pf_accounts (name, password, role, created_at) VALUES (:n, :p, :r, :at)"),
                    {"n": name, "p": password_hash, "r": role, "at": at},
                )
        except IntegrityError:
            raise RoomError(code="name-taken", params={"name": name}) from None

    def account(self, name: str) -> Account | None:
        """The account of that name, or ``None``."""
        with self.reading() as connection:
            row = connection.execute(
                text("SELECT name, password, role FROM pf_accounts WHERE name = :n"), {"n": name}
            ).first()
        return None if row is None else Account(row[0], row[1], row[2])

    def set_password_hash(self, name: str, password_hash: str) -> None:
        """Store a new hash of the same password (the hashing's parameters were raised)."""
        with self.writing() as connection:
            connection.execute(
                text("UPDATE pf_accounts SET password = :p WHERE name = :n"), {"p": password_hash, "n": name}
            )

    def add_token(self, digest: str, name: str, at: float, expires_at: float) -> None:
        """Keep a session token's digest for the account ``name``."""
        with self.writing() as connection:
            connection.execute(
                text("INSERT INTO pf_tokens (digest, name, created_at, expires_at) VALUES (:d, :n, :at, :x)"),
                {"d": digest, "n": name, "at": at, "x": expires_at},
            )

    def token_account(self, digest: str, now: float) -> Account | None:
        """The account whose unexpired session token has that digest, or ``None``."""
        with self.reading() as connection:
            row = connection.execute(
                text(
                    "SELECT a.name, a.password, a.role FROM pf_tokens t JOIN pf_accounts a ON a.name = t.name"
                    " WHERE t.digest = :d AND t.expires_at > :now"
                ),
                {"d": digest, "now": now},
            ).first()
        return None if row is None else Account(row[0], row[1], row[2])

    def drop_token(self, digest: str) -> None:
        """Forget a session token (logging out)."""
        with self.writing() as connection:
            connection.execute(text("DELETE FROM pf_tokens WHERE digest = :d"), {"d": digest})

    # -- tables and their events ------------------------------------------------------------------
    def open_table(self, table_id: str, name: str, opened: RoomEvent) -> None:
        """A new table, with its first event (``opened``)."""
        with self.writing() as connection:
            connection.execute(
                text("INSERT INTO pf_tables (id, name, opened_at) VALUES (:id, :name, :at)"),
                {"id": table_id, "name": name, "at": opened.at},
            )
            _insert(connection, [(table_id, opened)])

    def tables(self, *, open_only: bool = True) -> list[TableRow]:
        """The tables, in the order they opened."""
        query = "SELECT id, name, opened_at, closed_at FROM pf_tables"
        if open_only:
            query += " WHERE closed_at IS NULL"
        with self.reading() as connection:
            rows = connection.execute(text(query + " ORDER BY opened_at, id")).all()
        return [TableRow(row[0], row[1], row[2], row[3]) for row in rows]

    def writer(self) -> Connection:
        """A connection for a writer to keep (the committer's), each :meth:`append` on it a
        transaction of its own: no pool's checkout and ping before each commit."""
        return self.engine.connect().execution_options(pf_begin="BEGIN IMMEDIATE")

    @contextmanager
    def _writing_on(self, kept: Connection | None) -> Iterator[Connection]:
        """A transaction that writes, on the ``kept`` connection of :meth:`writer`, else the pool's."""
        if kept is None:
            with self.writing() as connection:
                yield connection
        else:
            with kept.begin():
                yield kept

    def append(self, batches: Sequence[Batch], kept: Connection | None = None) -> None:
        """Add events to their tables, and their tables' snapshots, all in one transaction (on
        the ``kept`` connection of :meth:`writer`, if given): all are kept or none. An event whose
        number its table has already (another process wrote it) is refused (``event-taken``), and
        none of the batch is kept."""
        rows = [(batch.table_id, one) for batch in batches for one in batch.events]
        closing = [(table_id, one.at) for table_id, one in rows if one.kind == "closed"]
        try:
            with self._writing_on(kept) as connection:
                _insert(connection, rows)
                for table_id, at in closing:
                    connection.execute(
                        text("UPDATE pf_tables SET closed_at = :at WHERE id = :id"), {"at": at, "id": table_id}
                    )
                for batch in batches:
                    if batch.snapshot is not None:
                        _keep_snapshot(connection, batch.table_id, batch.snapshot)
        except IntegrityError:
            tables = ", ".join(sorted({table_id for table_id, _ in rows}))
            raise RoomError(code="event-taken", params={"tables": tables}) from None

    def events(self, table_id: str, after: int = 0) -> list[RoomEvent]:
        """The table's events after number ``after``, in order."""
        with self.reading() as connection:
            rows = connection.execute(
                text("SELECT seq, kind, data, at FROM pf_events WHERE table_id = :id AND seq > :after ORDER BY seq"),
                {"id": table_id, "after": after},
            ).all()
        return [RoomEvent(row[0], row[1], json.loads(row[2]), float(row[3])) for row in rows]

    def snapshot(self, table_id: str) -> tuple[int, dict[str, Any]] | None:
        """The table's latest snapshot (the number of the last event it holds, and the snapshot),
        or ``None``."""
        with self.reading() as connection:
            row = connection.execute(
                text("SELECT seq, state FROM pf_snapshots WHERE table_id = :id"), {"id": table_id}
            ).first()
        return None if row is None else (int(row[0]), json.loads(row[1]))

    # -- leases: which process runs which table --------------------------------------------------
    def claim(self, table_id: str, lease: Lease, now: float) -> bool:
        """Take the table's lease for ``lease.owner`` if nobody holds it, its holder's lease has
        expired, or it is the owner's already; whether it is his now."""
        with self.writing() as connection:
            taken = connection.execute(
                text(
                    "INSERT INTO pf_leases (table_id, owner, address, expires_at) VALUES (:t, :o, :a, :x)"
                    " ON CONFLICT (table_id) DO UPDATE SET owner = :o, address = :a, expires_at = :x"
                    " WHERE pf_leases.expires_at < :now OR pf_leases.owner = :o"
                ),
                {"t": table_id, "o": lease.owner, "a": lease.address, "x": lease.expires_at, "now": now},
            )
            return bool(taken.rowcount)

    def renew(self, owner: str, expires_at: float) -> set[str]:
        """Renew every lease ``owner`` still holds; the tables they are for."""
        with self.writing() as connection:
            connection.execute(
                text("UPDATE pf_leases SET expires_at = :x WHERE owner = :o"), {"x": expires_at, "o": owner}
            )
            rows = connection.execute(text("SELECT table_id FROM pf_leases WHERE owner = :o"), {"o": owner}).all()
        return {row[0] for row in rows}

    def release(self, owner: str) -> None:
        """Give up every lease of ``owner`` (a server stopping: another may run its tables at once)."""
        with self.writing() as connection:
            connection.execute(text("DELETE FROM pf_leases WHERE owner = :o"), {"o": owner})

    def leases(self) -> dict[str, Lease]:
        """Every table's lease, by table."""
        with self.reading() as connection:
            rows = connection.execute(text("SELECT table_id, owner, address, expires_at FROM pf_leases")).all()
        return {row[0]: Lease(row[1], row[2], float(row[3])) for row in rows}


def _keep_snapshot(connection: Connection, table_id: str, snapshot: dict[str, Any]) -> None:
    """The table's snapshot, in place of the one before (a table keeps its latest alone)."""
    values = {"t": table_id, "s": snapshot["seq"], "x": json.dumps(snapshot, separators=(",", ":"))}
    connection.execute(
        text(
            "INSERT INTO pf_snapshots (table_id, seq, state) VALUES (:t, :s, :x)"
            " ON CONFLICT (table_id) DO UPDATE SET seq = :s, state = :x"
        ),
        values,
    )


def _insert(connection: Connection, rows: Sequence[tuple[str, RoomEvent]]) -> None:
    if rows:
        connection.execute(
            text("INSERT INTO pf_events (table_id, seq, kind, data, at) VALUES (:t, :s, :k, :d, :at)"),
            [
                {"t": table_id, "s": one.seq, "k": one.kind, "d": one.data_text(), "at": one.at}
                for table_id, one in rows
            ],
        )


def _sqlite_setup(engine: Engine, synchronous: str) -> None:
    """SQLite: write-ahead log, every commit synced to the disk (or, ``normal``, written to the
    log: :data:`SYNCHRONOUS`), a wait rather than a refusal when another writer holds the lock,
    and the transactions begun by us (the driver would begin them only before its first write,
    and never around the schema's statements)."""

    @event.listens_for(engine, "connect")
    def _connected(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we say BEGIN ourselves (below)
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={synchronous.upper()}")  # one of SYNCHRONOUS
        cursor.execute("PRAGMA busy_timeout=10000")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: Connection) -> None:
        connection.exec_driver_sql(connection.get_execution_options().get("pf_begin", "BEGIN"))
