"""The room's database schema, kept: ordered steps, each applied once and recorded in ``pf_schema``.

Each step is the statements that take the schema from the version before it to its own, written
once and never changed afterwards (a change is a new step): a database made by any release is
brought up to date by the steps it lacks, in order, in one transaction, under a lock that keeps a
second server starting at the same moment from applying them twice. The statements are plain
SQL that SQLite and PostgreSQL both take (``DOUBLE PRECISION``, ``BIGINT``, ``TEXT``).

Why no migration tool (alembic): the schema is seven tables whose steps are a few statements each,
kept as data here; its autogeneration and its branches would earn nothing, and it would be one
more thing every room's operator installs.
"""

from __future__ import annotations

import time

from sqlalchemy import Connection, text

from pokerfloor.errors import RoomError

__all__ = ["STEPS", "migrate", "version_of"]

#: The steps, in order: step ``k`` (from 1) takes the schema to version ``k``.
STEPS: tuple[tuple[str, ...], ...] = (
    # 1: accounts and their session tokens, the tables and their events.
    (
        "CREATE TABLE pf_accounts (name VARCHAR(32) PRIMARY KEY, password VARCHAR(255) NOT NULL,"
        " role VARCHAR(16) NOT NULL, created_at DOUBLE PRECISION NOT NULL)",
        "CREATE TABLE pf_tokens (digest CHAR(64) PRIMARY KEY,"
        " name VARCHAR(32) NOT NULL REFERENCES pf_accounts (name),"
        " created_at DOUBLE PRECISION NOT NULL, expires_at DOUBLE PRECISION NOT NULL)",
        "CREATE TABLE pf_tables (id VARCHAR(32) PRIMARY KEY, name VARCHAR(64) NOT NULL,"
        " opened_at DOUBLE PRECISION NOT NULL, closed_at DOUBLE PRECISION)",
        "CREATE TABLE pf_events (table_id VARCHAR(32) NOT NULL REFERENCES pf_tables (id), seq BIGINT NOT NULL,"
        " kind VARCHAR(16) NOT NULL, data TEXT NOT NULL, at DOUBLE PRECISION NOT NULL,"
        " PRIMARY KEY (table_id, seq))",
    ),
    # 2: each table's lease: which server process runs it, where it answers, until when.
    (
        "CREATE TABLE pf_leases (table_id VARCHAR(32) PRIMARY KEY REFERENCES pf_tables (id),"
        " owner VARCHAR(64) NOT NULL, address VARCHAR(255) NOT NULL, expires_at DOUBLE PRECISION NOT NULL)",
    ),
    # 3: each table's latest snapshot between two hands (pokerfloor.room.snapshot).
    (
        "CREATE TABLE pf_snapshots (table_id VARCHAR(32) PRIMARY KEY REFERENCES pf_tables (id),"
        " seq BIGINT NOT NULL, state TEXT NOT NULL)",
    ),
)

_SCHEMA_TABLE = (
    "CREATE TABLE IF NOT EXISTS pf_schema (version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)"
)
#: The key of PostgreSQL's advisory lock held while the steps are applied ("pokerflr" in ASCII).
_LOCK_KEY = 0x706F6B6572666C72


def version_of(connection: Connection) -> int:
    """The schema's version (0: an empty database)."""
    connection.execute(text(_SCHEMA_TABLE))
    found = connection.execute(text("SELECT MAX(version) FROM pf_schema")).scalar()
    return int(found or 0)


def migrate(connection: Connection) -> list[int]:
    """Bring the schema up to date inside ``connection``'s transaction (begun to write); returns
    the versions applied. A database newer than this release is refused, not touched."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _LOCK_KEY})
    current = version_of(connection)
    if current > len(STEPS):
        raise RoomError(code="schema-newer", params={"version": current, "ours": len(STEPS)})
    applied = []
    for version in range(current + 1, len(STEPS) + 1):
        for statement in STEPS[version - 1]:
            connection.execute(text(statement))
        connection.execute(
            text("INSERT INTO pf_schema (version, applied_at) VALUES (:version, :at)"),
            {"version": version, "at": time.time()},
        )
        applied.append(version)
    return applied
