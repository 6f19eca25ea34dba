"""Running it twice at a real server (issue 29): the players all in are asked over the protocol,
each answer kept before anyone is told, the server killed with SIGKILL in the middle of the
agreement and started again with the agreement where it was, then the runs dealt; nobody is sent a
card of a run before it is agreed, and the audit finds every chip in place. Bots answer it too."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("sqlalchemy", reason="the tables extra (SQLAlchemy) is not installed")
pytest.importorskip("websockets", reason="the tables extra (websockets) is not installed")
pytest.importorskip("uvicorn", reason="the tables extra (uvicorn) is not installed")

from pokerfloor.room.audit import audit
from pokerfloor.room.history import played_hands
from pokerfloor.room.store import Store
from pokerfloor.web.tables.bots import run_bots
from pokerfloor.web.tables.client import RefusedError, TableClient
from postgres_server import fresh_database
from tables_server import Server

PASSWORD = "a good password"
SETTINGS = {
    "name": "Twice", "blinds": [1, 2], "seats": 2, "rulebook": "wsop-live", "runs": 3, "between_hands": 0,
    "clock": {"action": 120, "bank": 0},
}  # fmt: skip


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new database's URL: a SQLite file, or a database of the test session's PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'room.db'}"
    return fresh_database(request.getfixturevalue("postgres"))


async def _client(server: Server, name: str, *, register: bool = True) -> TableClient:
    client = TableClient(server.url, keep=True)
    if register:
        await client.register(name, PASSWORD)
    await client.log_in(name, PASSWORD)
    await client.connect()
    return client


async def _view_when(client: TableClient, found: Any, seconds: float = 60.0) -> dict[str, Any]:
    """The first view pushed to ``client`` that ``found(view)`` accepts."""
    async with asyncio.timeout(seconds):
        while True:
            message = await client.pushed()
            if "view" in message and found(message["view"]):
                return dict(message["view"])


async def _all_in(ann: TableClient, bob: TableClient, table: str) -> dict[str, dict[str, Any]]:
    """The first to act moves all in and the other calls: each one's view of the agreement asked."""
    clients = {"ann": ann, "bob": bob}
    view = (await ann.request("join", table=table))["view"]
    if view["to_act"] is None:
        view = await _view_when(ann, lambda seen: seen["to_act"] is not None)
    first = view["to_act"]
    await clients[first].request("act", table=table, text="allin")
    await clients["bob" if first == "ann" else "ann"].request("act", table=table, text="call")
    return {name: await _view_when(c, lambda seen: seen["agreement"] is not None) for name, c in clients.items()}


def test_the_agreement_survives_a_kill_and_the_runs_are_dealt_as_agreed(db: str, tmp_path: Path) -> None:
    server = Server(db, log=tmp_path / "server.log").start()

    async def before_the_kill() -> tuple[str, dict[str, dict[str, Any]], list[dict[str, Any]]]:
        ann, bob = await _client(server, "ann"), await _client(server, "bob")
        table = await ann.open_table(SETTINGS)
        for seat, client in enumerate((ann, bob), start=1):
            await client.request("join", table=table)
            await client.request("sit", table=table, seat=seat, chips=100)
        asked = await _all_in(ann, bob, table)
        with pytest.raises(RefusedError) as refused:
            await ann.request("runs", table=table, times=4)
        assert refused.value.code == "agreement"
        await ann.request("runs", table=table, times=3)
        await _view_when(bob, lambda seen: seen["agreement"] is not None and "ann" in seen["agreement"]["answers"])
        received = [*(ann.received or []), *(bob.received or [])]
        return table, asked, received

    async def after_the_restart(table: str) -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]]]:
        ann, bob = await _client(server, "ann", register=False), await _client(server, "bob", register=False)
        kept = (await bob.request("join", table=table))["view"]
        await ann.request("join", table=table)
        await bob.request("runs", table=table, times=2)
        ran = await _view_when(ann, lambda seen: len(seen["runs"]) == 2)
        return kept, ran, [*(ann.received or []), *(bob.received or [])]

    try:
        table, asked, told = asyncio.run(before_the_kill())
        server.kill()  # in the middle of the agreement: ann has answered, bob not yet
        server.start()
        kept, ran, told_after = asyncio.run(after_the_restart(table))
    finally:
        server.stop()
    for view in asked.values():
        assert view["in_hand"] and view["board"] == [] and view["runs"] == []  # no card before the agreement
        assert sorted(view["agreement"]["players"]) == ["ann", "bob"] and view["agreement"]["most"] == 3
    assert kept["agreement"]["answers"] == {"ann": 3} and kept["board"] == [] and kept["in_hand"]
    assert not ran["in_hand"] and ran["agreement"] is None and ran["runs"][0] != ran["runs"][1]
    assert sum(seat["won"] for seat in ran["seats"]) == 200
    for message in [*told, *told_after]:  # nobody was sent a board card before the runs were agreed
        seen = message.get("view")
        if seen is not None and seen["agreement"] is not None:
            assert seen["board"] == [] and seen["runs"] == []
    store = Store(db)
    kinds = [event.kind for event in store.events(table)]
    answered, ran_at = kinds.index("runs"), kinds.index("ran")
    assert "restarted" in kinds[answered:ran_at] and kinds[answered:ran_at].count("runs") == 2
    (hand, *_) = [played.hand for played in played_hands(table, store.events(table))]
    assert len(hand.run_boards()) == 2
    checked = audit(store).as_json()
    assert checked["ok"] and checked["chips_conserved"], checked


def test_bots_answer_the_agreement_and_every_chip_is_kept(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'room.db'}"
    server = Server(db, log=tmp_path / "server.log").start()
    options = {"rulebook": "wsop-live", "runs": 3}
    try:
        report = asyncio.run(run_bots(server.url, tables=2, players=3, hands=25, seed=5, options=options))
    finally:
        server.stop()
    assert report.chips_start == report.chips_end > 0
    store = Store(db)
    for row in store.tables(open_only=False):  # the hands the room kept (a bot may miss seeing one end)
        assert len(list(played_hands(row.id, store.events(row.id)))) >= 25
    answers = [e for row in store.tables(open_only=False) for e in store.events(row.id) if e.kind == "runs"]
    assert answers, "no bot was ever asked to run the board again"
    checked = audit(store).as_json()
    assert checked["ok"] and checked["chips_conserved"] and checked["hands_in_progress"] == 0, checked


def _bots_command(server: Server, *options: str, hands: int = 8) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "pokerfloor", "tables", "bots", "--url", server.url, "--tables", "1"]
    return subprocess.run(
        [*command, "--players", "3", "--hands", str(hands), "--seed", "3", *options, "--json"],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )


def test_the_bots_command_opens_its_tables_with_every_table_option(tmp_path: Path) -> None:
    """``tables bots`` offers each option TableSettings has: the rulebook, the rake, the straddle
    and its seat, a bomb pot, the runs; the tables are opened with them, and one the rulebook does
    not take is refused in the server's words."""
    db = f"sqlite:///{tmp_path / 'room.db'}"
    server = Server(db, log=tmp_path / "server.log").start()
    try:
        options = ["--rulebook", "wsop-live", "--rake", "10/3", "--straddle", "4", "--straddle-from", "button"]
        done = _bots_command(server, *options, "--bomb-pot", "2/4", "--bomb-pot-vote", "3", "--runs", "3", hands=16)
        mississippi = _bots_command(
            server, "--rulebook", "wsop-live", "--straddle", "4", "--straddle-from", "mississippi"
        )
        refused = _bots_command(server, "--runs", "2")
        bad_bomb = _bots_command(server, "--bomb-pot", "2")
    finally:
        server.stop()
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["chips_start"] == report["chips_end"] + report["raked"] and report["raked"] > 0
    assert report["hands_finished"] >= 8
    assert mississippi.returncode == 0, mississippi.stderr
    store = Store(db)
    opened = [store.events(row.id)[0].data["settings"] for row in store.tables(open_only=False)]
    assert len(opened) == 2
    first, second = sorted(opened, key=lambda settings: "runs" not in settings)
    assert (first["rulebook"], first["straddle"], first["straddle_from"]) == ("wsop-live", 4, "button")
    assert first["runs"] == 3 and first["bomb_pot"] == {"ante": 2, "every": 4} and first["bomb_pot_vote"] == 3
    assert (first["rake"]["percent"], first["rake"]["cap"]) == (10, 3)
    assert second["straddle_from"] == "mississippi" and second["rules"] == {"straddle_seats": "any"}
    assert refused.returncode == 2 and "runs: 2 runs of the board, but the rulebook tda" in refused.stderr
    assert bad_bomb.returncode == 2 and "--bomb-pot" in bad_bomb.stderr
    checked = audit(store).as_json()
    assert checked["ok"] and checked["chips_conserved"], checked
    (table,) = [row.id for row in store.tables(open_only=False) if "runs" in store.events(row.id)[0].data["settings"]]
    antes = {played.hand.table.bomb_pot for played in played_hands(table, store.events(table))}
    assert {0, 2, 3} <= antes  # hands without, the placard's bomb pots, and those the bots voted
