"""A throwaway PostgreSQL server for the table server's tests: the one ``POKERFLOOR_TEST_POSTGRES``
names (a URL whose user may create databases), else one started here from the machine's own
binaries (Debian's ``postgresql`` package: ``/usr/lib/postgresql/*/bin``, or ``initdb`` on the
PATH) in a temporary folder, on a free port, as an unprivileged user when the tests run as root.
Each test gets a database of its own. :func:`postgres_or_skip` says why when there is none."""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tables_server import free_port

_ENV = "POKERFLOOR_TEST_POSTGRES"


def _binaries() -> Path | None:
    """The folder of ``initdb``, ``pg_ctl`` and ``postgres``, if the machine has them."""
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parent.parent.name))
    return versions[-1].parent if versions else None


def _as_user(command: list[str], user: str | None) -> list[str]:
    return ["runuser", "-u", user, "--", *command] if user else command


@pytest.fixture(scope="session")
def postgres() -> Iterator[str]:
    """A PostgreSQL server's URL (its ``postgres`` database) for the test session; skips, saying
    why, when there is none."""
    given = os.environ.get(_ENV)
    if given:
        yield given
        return
    if _binaries() is None:
        pytest.skip(f"no PostgreSQL: neither {_ENV} nor the postgresql package's binaries (initdb) were found")
    with local_postgres() as url:
        yield url


@contextlib.contextmanager
def local_postgres() -> Iterator[str]:
    """A PostgreSQL server started here from the machine's binaries, in a temporary folder
    removed when it stops: its URL (its ``postgres`` database). ``RuntimeError`` when the
    machine has no binaries (the benchmark of the table server starts one too)."""
    binaries = _binaries()
    if binaries is None:
        raise RuntimeError("no PostgreSQL here: the postgresql package's binaries (initdb) were not found")
    folder = Path(tempfile.mkdtemp(prefix="pokerfloor-pg-"))  # not under pytest's folder: only root may enter it
    try:
        with _started(binaries, folder) as url:
            yield url
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def _started(binaries: Path, folder: Path) -> Iterator[str]:
    user = None
    if os.geteuid() == 0:  # PostgreSQL refuses to run as root
        user = "postgres" if _has_user("postgres") else "nobody"
        shutil.chown(folder, user)
    data = folder / "data"
    port = free_port()
    run_as = user or os.environ.get("USER", "postgres")
    subprocess.run(
        _as_user([str(binaries / "initdb"), "-D", str(data), "-U", run_as, "-A", "trust", "--no-sync"], user),
        check=True,
        capture_output=True,
    )
    options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=on"
    pg_ctl = [str(binaries / "pg_ctl"), "-D", str(data)]
    subprocess.run(
        _as_user([*pg_ctl, "-o", options, "-l", str(folder / "log"), "-w", "start"], user),
        check=True,
        capture_output=True,
    )
    try:
        yield f"postgresql://{run_as}@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(_as_user([*pg_ctl, "-m", "immediate", "stop"], user), check=False, capture_output=True)


def _has_user(name: str) -> bool:
    import pwd  # noqa: PLC0415 - only on a machine where the tests run as root

    try:
        pwd.getpwnam(name)
    except KeyError:
        return False
    return True


def fresh_database(server_url: str) -> str:
    """A new empty database on the server, and its URL."""
    from sqlalchemy import create_engine, text  # noqa: PLC0415 - the tables extra

    from pokerfloor.room.store import engine_url  # noqa: PLC0415

    name = f"pf_test_{secrets.token_hex(4)}"
    engine = create_engine(engine_url(server_url), isolation_level="AUTOCOMMIT")
    deadline = time.monotonic() + 30
    while True:
        try:
            with engine.connect() as connection:
                connection.execute(text(f"CREATE DATABASE {name}"))
            break
        except Exception:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)
    engine.dispose()
    head, _, _ = server_url.rpartition("/")
    return f"{head}/{name}"
