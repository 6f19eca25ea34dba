"""Nothing lost (issue 29): a real server process on a real SQLite file, bots playing at several
tables through the WebSocket protocol, the server killed with SIGKILL in the middle of a hand and
started again. Every action anyone was told of is in the database, the bots carry on where the
server kept them, every hand ends, and the audit finds every chip in place."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("sqlalchemy", reason="the tables extra (SQLAlchemy) is not installed")
pytest.importorskip("websockets", reason="the tables extra (websockets) is not installed")
pytest.importorskip("uvicorn", reason="the tables extra (uvicorn) is not installed")

from pokerfloor.core.table import Table
from pokerfloor.room.audit import audit
from pokerfloor.room.history import played_hands
from pokerfloor.room.store import Store
from pokerfloor.room.views import public_event
from pokerfloor.web.tables.bots import BotReport, run_bots
from pokerfloor.web.tables.client import TableClient
from postgres_server import fresh_database
from tables_server import Server


async def _watch(url: str, told: list[dict[str, Any]], ready: asyncio.Event) -> None:
    """A spectator follows every table, keeping every event it is told of, and says when a hand
    is being played with some actions in it."""
    client = TableClient(url)
    await client.register("onlooker", "just watching", "spectator")
    await client.log_in("onlooker", "just watching")
    await client.connect()
    joined: set[str] = set()
    while not ready.is_set():
        for table in await client.tables():
            if table["table"] not in joined:
                await client.request("join", table=table["table"])
                joined.add(table["table"])
        try:
            first = await client.pushed(timeout=0.1)
        except TimeoutError:
            continue  # no table yet, or nothing happening: look for tables again
        for message in [first, *client.pushed_now()]:
            told.extend({**event, "table": message["table"]} for event in message["events"])
            acted = sum(1 for event in message["events"] if event["kind"] == "acted")
            if message["view"]["in_hand"] and message["view"]["hand"] >= 2 and acted:
                ready.set()
    await client.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new database's URL: a SQLite file, or a database of the test session's PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'room.db'}"
    return fresh_database(request.getfixturevalue("postgres"))


def _killed_mid_hand(server: Server, told: list[dict[str, Any]], **bots: Any) -> BotReport:
    """Bots play at the server, which is killed mid-hand and started again; what they saw."""

    async def scenario() -> BotReport:
        ready = asyncio.Event()
        # Bots that think a little: the hands last long enough to be caught in the middle.
        playing = asyncio.get_running_loop().create_task(run_bots(server.url, seed=1, think=0.05, **bots))
        watcher = asyncio.get_running_loop().create_task(_watch(server.url, told, ready))
        await asyncio.wait_for(ready.wait(), 120)
        server.kill()  # mid-hand: the spectator was just told of an action in a hand in progress
        await asyncio.to_thread(server.start)
        watcher.cancel()
        return await asyncio.wait_for(playing, 600)

    try:
        return asyncio.run(scenario())
    finally:
        server.stop()


def test_a_server_killed_mid_hand_loses_nothing(db: str, tmp_path: Path) -> None:
    server = Server(db, log=tmp_path / "server.log").start()
    told: list[dict[str, Any]] = []
    report = _killed_mid_hand(server, told, tables=3, players=4, hands=6, game="holdem")
    assert report.reconnects >= 1, "the bots never saw the server go"
    assert report.chips_start == report.chips_end > 0
    _check_kept(db, told)
    # The hands finished as the room keeps them: a bot counts only the hands it saw end, and one
    # that ended while it was reconnecting to the restarted server is not among them.
    store = Store(db)
    kept = {row.id: list(played_hands(row.id, store.events(row.id))) for row in store.tables(open_only=False)}
    assert len(kept) == 3 and all(len(hands) >= 6 for hands in kept.values()), kept


def test_a_server_on_sqlite_synced_at_checkpoints_killed_mid_hand_loses_nothing(tmp_path: Path) -> None:
    """``synchronous=normal``: each commit written to SQLite's log, synced at its checkpoints
    only; a process killed still loses nothing it told (a machine losing power could)."""
    db = f"sqlite:///{tmp_path / 'room.db'}?synchronous=normal"
    server = Server(db, log=tmp_path / "server.log").start()
    told: list[dict[str, Any]] = []
    report = _killed_mid_hand(server, told, tables=3, players=4, hands=6, game="holdem")
    assert report.reconnects >= 1, "the bots never saw the server go"
    assert report.chips_start == report.chips_end > 0
    _check_kept(db, told)


def test_a_sit_and_go_killed_mid_hand_ends_with_every_place_and_prize(db: str, tmp_path: Path) -> None:
    """The server dies in the middle of a sit-and-go's hand: started again, the tournament goes on
    at its level with its stacks, to one winner with every chip, the pool paid by place."""
    server = Server(db, log=tmp_path / "server.log").start()
    told: list[dict[str, Any]] = []
    report = _killed_mid_hand(server, told, tables=2, players=3, hands=1, game="holdem", sit_and_go=True)
    assert report.reconnects >= 1, "the bots never saw the server go"
    assert report.chips_start == report.chips_end == 2 * 3 * 200
    assert len(report.sit_and_go) == 2
    for ended in report.sit_and_go.values():
        assert ended["pool"] == 30 and sum(place["prize"] for place in ended["places"]) == 30
        assert sorted(place["place"] for place in ended["places"])[0] == 1 and len(ended["places"]) == 3
    _check_kept(db, told)


def test_a_button_straddle_table_killed_mid_hand_keeps_posting_it_from_the_button(db: str, tmp_path: Path) -> None:
    """The table's straddle_from is in its settings, kept with it: started again, every hand of four
    is straddled from the button as before, and the chips are all there."""
    server = Server(db, log=tmp_path / "server.log").start()
    told: list[dict[str, Any]] = []
    options = {"rulebook": "wsop-live", "straddle": 4, "straddle_from": "button"}
    report = _killed_mid_hand(server, told, tables=1, players=4, hands=6, game="holdem", options=options)
    assert report.reconnects >= 1 and report.chips_start == report.chips_end > 0
    _check_kept(db, told)
    store = Store(db)
    (table,) = [row.id for row in store.tables(open_only=False)]
    of_four = [played.hand.table for played in played_hands(table, store.events(table)) if len(played.hand.names) == 4]
    assert of_four
    for dealt in of_four:
        assert dealt.straddles == (4,), dealt
        live_button = dealt.numbers[dealt.button] == dealt.button_seat  # a dead button: under the gun
        assert _straddling_player(dealt) == (dealt.button if live_button else _under_the_gun(dealt)), dealt


def _straddling_player(dealt: Table) -> int:
    """Who posts the hand's straddle: ``straddler``, or when it is ``None`` the player after the big
    blind. A player coming in between the button and the small blind posts his own blind, and
    the button is then the player after the big blind: he straddles from there, named ``None``."""
    return dealt.straddler if dealt.straddler is not None else _under_the_gun(dealt)


def _under_the_gun(dealt: Table) -> int:
    return (dealt.blind_seats[1] + 1) % len(dealt.names)


def _check_kept(db: str, told: list[dict[str, Any]]) -> None:
    """Everything anyone was told of was kept, a hand was in progress when the server died, and the
    audit finds every hand over and every chip in place."""
    store = Store(db)
    kept = {}
    for row in store.tables(open_only=False):
        for event in store.events(row.id):
            kept[(row.id, event.seq)] = public_event(event, None)
    for seen in told:  # everything anyone was told of was kept, as it was told
        assert kept[(seen["table"], seen["seq"])] == {key: seen[key] for key in ("seq", "kind", "data", "at")}
    restarted = [key for key, event in kept.items() if event["kind"] == "restarted"]
    assert restarted, "no hand was in progress when the server died"
    checked = audit(store).as_json()
    assert checked["ok"] and checked["chips_conserved"], checked
    assert checked["hands_in_progress"] == 0 and checked["chips_at_tables"] == 0
