"""Two server processes share one PostgreSQL room (issue 29): each table is run by one of them
(its lease), the bots play at tables opened on both, one process is killed with SIGKILL, and the
other takes its tables once their leases run out: the bots find them there, every hand ends, and
the audit finds every chip in place."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

pytest.importorskip("sqlalchemy", reason="the tables extra (SQLAlchemy) is not installed")
pytest.importorskip("websockets", reason="the tables extra (websockets) is not installed")
pytest.importorskip("uvicorn", reason="the tables extra (uvicorn) is not installed")

from pokerfloor.room.audit import audit
from pokerfloor.room.store import Store
from pokerfloor.web.tables.bots import BotReport, run_bots
from postgres_server import fresh_database
from tables_server import Server, get

#: Seconds a lease holds: short, so that the test does not wait long for a dead process's tables.
LEASE = 2.0


def test_a_table_lives_in_one_process_and_moves_when_it_dies(postgres: str, tmp_path: Path) -> None:
    db = fresh_database(postgres)
    first = Server(db, log=tmp_path / "first.log", lease=LEASE).start()
    second = Server(db, log=tmp_path / "second.log", lease=LEASE).start()
    store = Store(db)

    async def scenario() -> BotReport:
        bots = asyncio.get_running_loop().create_task(
            run_bots([first.url, second.url], tables=4, players=3, hands=8, seed=2, think=0.05)
        )
        deadline = time.monotonic() + 120
        while not _both_deal(store, first.url, second.url):  # each process runs tables being played
            assert time.monotonic() < deadline and not bots.done(), "the tables did not start"
            await asyncio.sleep(0.1)
        while True:  # the second lists the first's tables by their address (as its leases last read them)
            listed = await asyncio.to_thread(get, second.url + "/api/v1/tables")
            if any(entry.get("address") == first.url for entry in listed["tables"]):
                break
            assert time.monotonic() < deadline
            await asyncio.sleep(0.2)
        first.kill()
        return await asyncio.wait_for(bots, 300)

    try:
        report = asyncio.run(scenario())
        listed = get(second.url + "/api/v1/tables")
    finally:
        first.stop()
        second.stop()
    assert report.reconnects >= 1 and report.chips_start == report.chips_end > 0
    assert len(listed["tables"]) == 4 and not any("address" in entry for entry in listed["tables"])  # all, here
    checked = audit(store).as_json()
    assert checked["ok"] and checked["chips_conserved"] and checked["hands_in_progress"] == 0, checked
    assert checked["tables"] == 4 and checked["hands_finished"] >= 4 * 8


def _both_deal(store: Store, *urls: str) -> bool:
    """Whether each server runs a table that has dealt its second hand."""
    leases = store.leases()
    dealing = {
        lease.owner
        for table, lease in leases.items()
        if sum(1 for event in store.events(table) if event.kind == "dealt") >= 2
    }
    return set(urls) <= dealing
