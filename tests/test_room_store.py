"""The room's database (issue 29) on a real SQLite file: the schema's migrations, accounts and
tokens, events kept in order and never twice, group commits, and a room read back after it
stopped without a word (nothing acknowledged is lost)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from pathlib import Path

import pytest

pytest.importorskip("sqlalchemy", reason="the tables extra (SQLAlchemy) is not installed")
pytest.importorskip("argon2", reason="the tables extra (argon2-cffi) is not installed")

from argon2 import PasswordHasher
from sqlalchemy import text

from pokerfloor.actions import write_action
from pokerfloor.errors import RoomError
from pokerfloor.play.session import table_policy
from pokerfloor.room.accounts import Accounts, Session
from pokerfloor.room.audit import audit
from pokerfloor.room.committer import Committer
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.leases import Leases
from pokerfloor.room.migrations import STEPS
from pokerfloor.room.room import Room
from pokerfloor.room.state import replay
from pokerfloor.room.store import Batch, Lease, Store, engine_url
from postgres_server import fresh_database
from room_play import GAMES, fingerprint

#: argon2 made cheap for the tests (the server keeps the library's recommended parameters).
CHEAP = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new database's URL: a SQLite file, or a database of the test session's PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'room.db'}"
    return fresh_database(request.getfixturevalue("postgres"))


def test_the_schema_is_made_once_and_a_newer_one_is_refused(db: str) -> None:
    store = Store(db)
    assert store.migrated == list(range(1, len(STEPS) + 1))
    store.close()
    again = Store(db)
    assert again.migrated == []
    with again.writing() as connection:
        connection.execute(text("INSERT INTO pf_schema (version, applied_at) VALUES (:v, 0)"), {"v": len(STEPS) + 1})
    again.close()
    with pytest.raises(RoomError) as refused:
        Store(db)
    assert refused.value.code == "schema-newer"


def test_database_urls() -> None:
    assert engine_url("postgresql://u:p@h/db").startswith("postgresql+psycopg://u:p@h/db")
    assert engine_url("sqlite:///x.db") == "sqlite:///x.db"
    for bad in ("mysql://u:secret@h/db", "nonsense"):
        with pytest.raises(RoomError) as refused:
            engine_url(bad)
        assert refused.value.code == "bad-db" and "secret" not in str(refused.value)


def test_a_database_that_cannot_be_opened_is_refused_naming_it_and_why(tmp_path: Path) -> None:
    with pytest.raises(RoomError) as refused:
        Store(f"sqlite:///{tmp_path / 'no-such-folder' / 'room.db'}")
    assert refused.value.key == "refused.bad-db.unreachable"
    assert str(refused.value).endswith("cannot be opened (unable to open database file)")
    with pytest.raises(RoomError) as refused:  # no server listens on port 1; the password never shown
        Store("postgresql://ann:secret@127.0.0.1:1/room")
    assert refused.value.key == "refused.bad-db.unreachable"
    assert "postgresql://ann:***@127.0.0.1:1/room" in str(refused.value) and "secret" not in str(refused.value)


def test_a_sqlite_url_may_ask_for_commits_synced_at_checkpoints_only(tmp_path: Path) -> None:
    def synchronous(url: str) -> int:
        store = Store(url)
        store.open_table("t1", "T", RoomEvent(1, "opened", {"settings": GAMES["holdem"]}, 1.0))
        kept = store.writer()
        store.append([Batch("t1", [RoomEvent(2, "paused", {}, 2.0)])], kept)
        kept.close()
        assert [e.seq for e in store.events("t1")] == [1, 2]
        with store.reading() as connection:
            mode = int(connection.exec_driver_sql("PRAGMA synchronous").scalar_one())
        store.close()
        return mode

    assert synchronous(f"sqlite:///{tmp_path / 'a.db'}") == 2  # FULL: each commit synced
    assert synchronous(f"sqlite:///{tmp_path / 'b.db'}?synchronous=normal") == 1  # NORMAL
    assert synchronous(f"sqlite:///{tmp_path / 'c.db'}?synchronous=FULL") == 2
    for bad in ("off", "normal&synchronous=full"):
        with pytest.raises(RoomError) as refused:
            Store(f"sqlite:///{tmp_path / 'd.db'}?synchronous={bad}")
        assert refused.value.key == "refused.bad-db.synchronous"
        assert str(refused.value).endswith(f"not {bad.replace('&synchronous=', ',')}")
    assert not (tmp_path / "d.db").exists()  # refused before anything is made


def test_accounts_keep_hashes_and_digests_never_passwords_or_tokens(db: str, tmp_path: Path) -> None:
    store = Store(db)
    accounts = Accounts(store, CHEAP)
    accounts.register("ann", "correct horse")
    accounts.register("sam", "battery staple", "spectator")
    refusals: list[tuple[Callable[[], object], str]] = [
        (lambda: accounts.register("ann", "another one"), "name-taken"),
        (lambda: accounts.register("1ann", "correct horse"), "bad-name"),
        (lambda: accounts.register("ann raise", "correct horse"), "bad-name"),
        (lambda: accounts.register("bob", "short"), "bad-password"),
        (lambda: accounts.register("bob", "correct horse", "floor"), "bad-role"),
        (lambda: accounts.log_in("ann", "wrong horse"), "login"),
        (lambda: accounts.log_in("nobody", "correct horse"), "login"),
        (lambda: accounts.session("not a token"), "token"),
    ]
    for attempt, code in refusals:
        with pytest.raises(RoomError) as refused:
            attempt()
        assert refused.value.code == code
    accounts.register("boss", "floor manager", "floor", by_operator=True)
    token, session = accounts.log_in("ann", "correct horse")
    assert session == Session("ann", "player") and accounts.session(token) == session
    store.close()
    if db.startswith("sqlite"):  # the file itself: neither the password nor the token in any byte
        kept = b"".join(path.read_bytes() for path in tmp_path.glob("room.db*"))
        assert b"correct horse" not in kept and token.encode() not in kept
    store = Store(db)
    accounts = Accounts(store, CHEAP)
    assert accounts.session(token).name == "ann"
    accounts.log_out(token)
    with pytest.raises(RoomError):
        accounts.session(token)


def test_events_are_kept_in_order_and_a_number_taken_refuses_the_whole_batch(db: str) -> None:
    store = Store(db)
    opened = RoomEvent(1, "opened", {"settings": GAMES["holdem"]}, 1.0)
    store.open_table("t1", "Hold'em", opened)
    store.open_table("t2", "Hold'em", RoomEvent(1, "opened", {"settings": GAMES["holdem"]}, 1.0))
    seated = RoomEvent(2, "seated", {"player": "ann", "seat": 1, "chips": 100}, 2.0)
    store.append([Batch("t1", [seated])])
    with pytest.raises(RoomError) as refused:
        store.append([Batch("t2", [RoomEvent(2, "paused", {}, 3.0)]), Batch("t1", [RoomEvent(2, "paused", {}, 3.0)])])
    assert refused.value.code == "event-taken"
    assert store.events("t1") == [opened, seated] and len(store.events("t2")) == 1
    assert store.events("t1", after=1) == [seated]


def test_group_commits_keep_every_table_s_events_and_refuse_only_the_bad_one(db: str) -> None:
    store = Store(db)
    for k in range(20):
        store.open_table(f"t{k}", "T", RoomEvent(1, "opened", {"settings": GAMES["holdem"]}, 1.0))

    async def write() -> list[BaseException | None]:
        committer = Committer(store)

        async def one(table: str, seq: int) -> None:
            await committer.commit(table, [RoomEvent(seq, "paused", {}, 2.0)])

        jobs = [one(f"t{k}", seq) for seq in range(2, 12) for k in range(20)]
        jobs.append(one("t3", 2))  # number 2 twice on t3: one of the two is refused
        results = await asyncio.gather(*jobs, return_exceptions=True)
        await asyncio.to_thread(committer.stop)
        assert committer.written == 200
        return list(results)

    results = asyncio.run(write())
    refused = [r for r in results if r is not None]
    assert len(refused) == 1 and isinstance(refused[0], RoomError) and refused[0].code == "event-taken"
    for k in range(20):
        assert [e.seq for e in store.events(f"t{k}")] == list(range(1, 12))


def test_a_commit_on_a_broken_connection_is_refused_and_the_next_goes_through(postgres: str) -> None:
    store = Store(fresh_database(postgres))
    store.open_table("t1", "T", RoomEvent(1, "opened", {"settings": GAMES["holdem"]}, 1.0))
    others = "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"

    async def write() -> BaseException | None:
        committer = Committer(store)
        await committer.commit("t1", [RoomEvent(2, "paused", {}, 2.0)])
        with store.writing() as connection:  # the database ends the committer's connection (a restart)
            pids = [row[0] for row in connection.execute(text(others)).all()]
            assert len(pids) == 1
            connection.execute(text("SELECT pg_terminate_backend(:p)"), {"p": pids[0]})
        try:
            await committer.commit("t1", [RoomEvent(3, "resumed", {}, 3.0)])
            failed = None
        except Exception as error:  # told to the change that was on it
            failed = error
        await committer.commit("t1", [RoomEvent(3, "resumed", {}, 4.0)])  # on a new connection
        await asyncio.to_thread(committer.stop)
        return failed

    failed = asyncio.run(write())
    assert failed is not None and not isinstance(failed, RoomError)
    assert [(e.seq, e.at) for e in store.events("t1")] == [(1, 1.0), (2, 2.0), (3, 4.0)]


async def _play(room: Room, table_id: str, actions: int, rng: random.Random) -> None:
    """Players at the table act at random, through the room, ``actions`` times."""
    table = room.table(table_id)
    done = 0
    while done < actions:
        await asyncio.sleep(0)
        async with table.lock:
            hand = table.state.hand
            text = None
            if hand is not None and not hand.is_over and hand.to_act >= 0:
                text = write_action(hand.player_to_act, table_policy(hand, hand.options(), rng))
        if text is None:
            await asyncio.sleep(0.01)
            continue
        name, _, rest = text.partition(" ")
        await table.act(name, rest)
        done += 1


def test_a_room_stopped_without_a_word_comes_back_exactly(db: str) -> None:
    """The room is dropped mid-hand with nothing written on its way out: a new room on the same
    database has every table where it was, its hand in progress included, and a restart event."""
    url = db
    floor = Session("boss", "floor")

    async def first() -> dict[str, str]:
        room = Room(Store(url), Accounts(Store(url), CHEAP), leases=Leases(Store(url), "http://here"))
        await room.start()
        prints = {}
        for game in ("holdem", "stud", "triple-draw"):
            settings = {**GAMES[game], "between_hands": 0}
            table = await room.open_table(settings, floor)
            chips = table.state.open_settings.buy_in[1]
            await table.change([("seated", {"player": f"P{k}", "seat": k, "chips": chips}) for k in range(1, 4)])
            await _play(room, table.table_id, 25, random.Random(game))
            async with table.lock:
                prints[table.table_id] = fingerprint(table.state)
        for table in room.tables.values():
            table.stop()  # no more house moves; the committer is simply abandoned
        return prints

    before = asyncio.run(first())

    async def second() -> None:
        room = Room(Store(url), Accounts(Store(url), CHEAP), leases=Leases(Store(url), "http://here"))
        await room.start()  # the same address: its leases are its own, taken back at once
        for table_id, printed in before.items():
            state = room.table(table_id).state
            events = room.store.events(table_id)
            assert room.store.snapshot(table_id) is not None  # read back from its snapshot, and
            assert fingerprint(state) == fingerprint(replay(table_id, events))  # as all its events make it
            if state.in_hand:
                assert events[-1].kind == "restarted"
                events = events[:-1]
            assert fingerprint(replay(table_id, events)) == printed
        await room.stop()

    asyncio.run(second())
    report = audit(Store(url))
    assert report.ok and len(report.tables) == 3
    assert report.as_json()["chips_conserved"]


def test_a_table_s_lease_is_one_process_s_until_it_expires(db: str) -> None:
    store = Store(db)
    store.open_table("t1", "Hold'em", RoomEvent(1, "opened", {"settings": GAMES["holdem"]}, 1.0))
    a, b = Lease("http://a", "http://a", 100.0), Lease("http://b", "http://b", 100.0)
    assert store.claim("t1", a, now=50.0)  # free: a's
    assert not store.claim("t1", b, now=60.0)  # a's until 100
    assert store.renew("http://a", 300.0) == {"t1"}
    assert store.leases()["t1"] == Lease("http://a", "http://a", 300.0)
    assert store.claim("t1", b._replace(expires_at=400.0), now=301.0)  # a's lease ran out: b's
    assert store.renew("http://a", 500.0) == set()
    assert store.leases()["t1"].owner == "http://b"
    store.release("http://b")
    assert store.leases() == {}
