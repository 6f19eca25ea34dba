"""The table server's people and protocol (issue 29), on a real server process, a real SQLite file
and real WebSocket clients: accounts and roles, refusals in the asker's language, a player acting
only for his own seat, the floor's pause and rulings, the clock, a dropped connection sat out
and coming back, the bounds on messages, and no card in any message to anyone who may not see it
(every message to every client recorded and checked against the hands replayed from the
database)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("sqlalchemy", reason="the tables extra (SQLAlchemy) is not installed")
pytest.importorskip("websockets", reason="the tables extra (websockets) is not installed")
pytest.importorskip("uvicorn", reason="the tables extra (uvicorn) is not installed")

from websockets.asyncio.client import connect

from pokerfloor.games.cards import card_text
from pokerfloor.room.history import played_hands
from pokerfloor.room.state import replay
from pokerfloor.room.store import Store
from pokerfloor.room.views import table_view
from pokerfloor.web.tables.client import RefusedError, TableClient
from tables_server import Server, get_text, post

PASSWORD = "a good password"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("tables")
    db = f"sqlite:///{folder / 'room.db'}"
    made = subprocess.run(
        [sys.executable, "-m", "pokerfloor", "tables", "account", "--db", db, "boss", "--role", "floor"],
        env={**os.environ, "POKERFLOOR_PASSWORD": PASSWORD},
        capture_output=True,
        text=True,
        check=False,
    )
    assert made.returncode == 0, made.stderr
    running = Server(db, grace=1.0, log=folder / "server.log").start()
    yield running
    running.stop()


async def _client(server: Server, name: str, role: str = "player", *, lang: str = "en") -> TableClient:
    client = TableClient(server.url, lang=lang, keep=True)
    if name != "boss":
        await client.register(name, PASSWORD, role)
    await client.log_in(name, PASSWORD)
    await client.connect()
    return client


async def _refused(client: TableClient, kind: str, **fields: Any) -> str:
    """The code of the refusal of that message (it must be refused)."""
    with pytest.raises(RefusedError) as refused:
        await client.request(kind, **fields)
    return refused.value.code


async def _until(client: TableClient, found: Any, seconds: float = 60.0) -> dict[str, Any]:
    """The first message pushed to ``client`` that ``found(message)`` accepts."""
    async with asyncio.timeout(seconds):
        while True:
            message = await client.pushed()
            if found(message):
                return message


def test_accounts_and_tables_over_http_refuse_by_name_in_the_asker_s_language(server: Server) -> None:
    url = server.url + "/api/v1"
    assert post(url + "/accounts", {"name": "hugo", "password": PASSWORD})[0] == 201
    status, answer = post(url + "/accounts", {"name": "hugo", "password": PASSWORD})
    assert (status, answer["code"]) == (409, "name-taken")
    status, answer = post(url + "/accounts?lang=it", {"name": "9lives", "password": PASSWORD})
    assert (status, answer["code"]) == (400, "bad-name") and answer["message"].startswith("un nome ha")
    assert post(url + "/accounts", {"name": "ivy", "password": PASSWORD, "role": "floor"})[1]["code"] == "bad-role"
    assert post(url + "/sessions", {"name": "hugo", "password": "wrong password"})[:1] == (401,)
    assert post(url + "/tables", {"settings": {"name": "T"}})[1]["code"] == "token"
    token = post(url + "/sessions", {"name": "hugo", "password": PASSWORD})[1]["token"]
    status, answer = post(url + "/tables?lang=ru", {"settings": {"name": "T", "colour": "red"}}, token)
    assert (status, answer["code"], answer["key"]) == (400, "bad-setting", "refused.bad-setting.unknown")
    assert "такой настройки нет" in answer["message"]
    status, answer = post(url + "/tables", {"settings": {"name": "T", "blinds": [1, 2]}}, token)
    assert status == 201 and answer["view"]["seats"] == []


def test_players_act_for_their_own_seat_and_nobody_sees_a_card_not_theirs(server: Server) -> None:
    async def scenario() -> list[TableClient]:
        ann, bob, cat = [await _client(server, name) for name in ("ann", "bob", "cat")]
        sam = await _client(server, "sam", "spectator", lang="it")
        boss = await _client(server, "boss")
        settings = {"name": "Draw", "game": "2-7-triple-draw", "blinds": [1, 2], "between_hands": 0}
        table = await ann.open_table(settings)
        for client in (ann, bob, cat, sam, boss):
            await client.request("join", table=table)
        for seat, client in enumerate((ann, bob, cat), start=1):
            await client.request("sit", table=table, seat=seat, chips=100)
        assert await _refused(sam, "sit", table=table, seat=4, chips=100) == "forbidden"
        assert await _refused(sam, "act", table=table, text="fold") == "forbidden"
        assert await _refused(bob, "pause", table=table) == "forbidden"
        assert await _refused(ann, "sit", table=table, seat=2, chips=100) == "already-seated"
        view = (await ann.request("join", table=table))["view"]
        players = {"ann": ann, "bob": bob, "cat": cat}
        rng = random.Random(4)
        mover = players[view["to_act"]]
        other = next(c for name, c in players.items() if name != view["to_act"])
        assert await _refused(other, "act", table=table, text=f"{view['to_act']} fold") == "syntax"
        assert await _refused(other, "act", table=table, action={"verb": "fold"}) == "not-your-turn"
        await boss.request("pause", table=table)
        assert await _refused(mover, "act", table=table, action={"verb": "fold"}) == "paused"
        await boss.request("resume", table=table)
        await boss.request("rule", table=table, text="the string bet stands as a call", rule="TDA 2024 Rule 45")
        views = {name: (await client.request("join", table=table))["view"] for name, client in players.items()}
        async with asyncio.timeout(120):
            while max(view["hand"] for view in views.values()) < 4:
                for name, client in players.items():  # each player's newest view, as the server pushed it
                    for message in client.pushed_now():
                        views[name] = message["view"]
                newest = max(views.values(), key=lambda view: view["seq"])
                to_act = newest["to_act"]
                if to_act is None or views[to_act]["seq"] != newest["seq"]:
                    await asyncio.sleep(0.02)  # between hands, or the mover's view is on its way
                    continue
                await _play_one(players[to_act], table, views[to_act], rng)
        for client in (ann, bob, cat, sam, boss):
            await client.close()
        return [ann, bob, cat, sam, boss]

    try:
        clients = asyncio.run(scenario())
    except ConnectionError as error:  # a server that does not answer: where it is stuck
        raise AssertionError(f"{error}\n{server.where()}") from error
    _check_every_message(server, clients)


async def _play_one(client: TableClient, table: str, view: dict[str, Any], rng: random.Random) -> None:
    """The player to act plays a random legal action, as JSON or as text (a refusal, of an
    action the rules do not allow, changes nothing: the next view decides again)."""
    legal = view["legal"]
    if legal is None:
        return
    verb = rng.choice(legal["actions"])
    if verb == "draw":
        thrown = rng.sample(legal["cards"], rng.randint(0, len(legal["cards"])))
        action: dict[str, Any] = {"verb": "draw", "cards": thrown}
    elif verb in ("bet", "raise"):
        action = {"verb": verb, "amount": rng.choice([legal["min_to"], legal["max_to"]])}
    else:
        action = {"verb": verb}
    fields = {"action": action} if rng.random() < 0.5 or verb == "draw" else {"text": f"says {verb}"}
    if "amount" in action and "text" in fields:
        fields = {"text": f"{verb} {action['amount']}"}
    with contextlib.suppress(RefusedError):  # "says check" facing a bet, ruled: refused (the next try differs)
        await client.request("act", table=table, **fields)


def _check_every_message(server: Server, clients: list[TableClient]) -> None:
    """Every view any client was sent is the view the replayed table gives that client then; no
    message holds a hand's seed, another player's hole card unshown or another's discards."""
    store = Store(server.db)
    events = {row.id: store.events(row.id) for row in store.tables(open_only=False)}
    checked = 0
    for client in clients:
        viewer = client.player if client.role != "spectator" else None
        assert client.received is not None
        for message in client.received:
            text = json.dumps(message)
            assert '"seed"' not in text
            for event in message.get("events", ()):
                if event["kind"] == "acted" and " draws " in event["data"]["text"]:
                    mine = event["data"]["text"].startswith(f"{client.player} ")
                    assert mine or event["data"]["text"].rsplit(" ", 1)[1].isdigit(), event
            view = message.get("view")
            if view is None:
                continue
            state = replay(view["table"], events[view["table"]][: view["seq"]])
            truth = table_view(state, viewer, 0.0)
            for key in ("board", "legal", "you", "to_act", "pots"):
                assert view[key] == truth[key], (client.player, key)
            assert [s.get("cards") for s in view["seats"]] == [s.get("cards") for s in truth["seats"]]
            _only_cards_allowed(state, viewer, view)
            checked += 1
    assert checked > 50


def _only_cards_allowed(state: Any, viewer: str | None, view: dict[str, Any]) -> None:
    """The cards of a view are the viewer's own, the board, and those shown at a showdown."""
    hand = state.hand
    if hand is None:
        return
    shown = {card_text(c) for entry in hand.record if entry[0] == "show" for c in entry[4]}
    own = set()
    if viewer in hand.names:
        own = {card_text(c) for c in hand.hole[hand.names.index(viewer)]}
    board = {card_text(c) for c in hand.board}
    for seat in view["seats"]:
        for card in seat.get("cards", ()):
            assert card == "??" or card in own | shown | board, (viewer, seat["player"], card)


def test_the_clock_acts_and_a_dropped_player_is_sat_out_then_comes_back(server: Server) -> None:
    async def scenario() -> None:
        dan, eve = await _client(server, "dan"), await _client(server, "eve")
        settings = {"name": "Clock", "blinds": [1, 2], "clock": {"action": 0.3, "bank": 0.2}, "between_hands": 30}
        table = await dan.open_table(settings)
        for seat, client in enumerate((dan, eve), start=1):
            await client.request("join", table=table)
            await client.request("sit", table=table, seat=seat, chips=100)
        timed = await _until(dan, lambda m: any(e["data"].get("by") == "clock" for e in m["events"]))
        kinds = [(e["kind"], e["data"].get("why")) for e in timed["events"]]
        assert kinds[-1] == ("sat-out", "clock")
        await eve.close()  # eve's connection drops: after the grace she is sat out
        away = await _until(dan, lambda m: any(e["data"].get("why") == "disconnected" for e in m["events"]))
        assert away["events"][-1]["data"]["player"] == "eve"
        await eve.connect()
        await eve.request("join", table=table)  # back: dealt in again
        back = await _until(dan, lambda m: any(e["kind"] == "back" for e in m["events"]))
        assert back["events"][-1]["data"] == {"player": "eve"}
        await dan.close()
        await eve.close()

    asyncio.run(scenario())


def test_messages_are_bounded_in_size_and_rate_and_a_hello_comes_first(server: Server) -> None:
    async def scenario() -> None:
        client = await _client(server, "fay")
        token = client.token
        await client.close()
        url = server.url.replace("http", "ws") + "/api/v1/ws"
        async with connect(url, proxy=None) as socket:
            await socket.send(json.dumps({"type": "ping", "id": 1}))
            first = json.loads(await socket.recv())
            assert (first["type"], first["code"]) == ("refused", "hello")
        async with connect(url, proxy=None) as socket:
            await socket.send(json.dumps({"type": "hello", "protocol": 99, "token": token}))
            assert json.loads(await socket.recv())["code"] == "protocol"
        async with connect(url, proxy=None) as socket:
            await socket.send(json.dumps({"type": "hello", "protocol": 1, "token": token}))
            assert json.loads(await socket.recv())["type"] == "welcome"
            await socket.send(json.dumps({"type": "ping", "id": "big", "pad": "x" * 5000}))
            answer = json.loads(await socket.recv())
            assert (answer["code"], answer["key"]) == ("too-large", "refused.too-large.message")
            for k in range(300):
                await socket.send(json.dumps({"type": "ping", "id": k}))
            answers = [json.loads(await socket.recv()) for _ in range(300)]
            refused = [answer for answer in answers if answer.get("code") == "rate"]
            assert refused and {answer["id"] for answer in answers} == set(range(300))  # each answered, by its id

    asyncio.run(scenario())


def test_histories_are_each_one_s_own_and_the_whole_record_the_floor_s(server: Server) -> None:
    async def scenario() -> tuple[str, str, str]:
        gil, hal, boss = await _client(server, "gil"), await _client(server, "hal"), await _client(server, "boss")
        table = await gil.open_table({"name": "Histories", "blinds": [1, 2], "between_hands": 0})
        for seat, client in enumerate((gil, hal), start=1):
            await client.request("sit", table=table, seat=seat, chips=100)
        players = {"gil": gil, "hal": hal}
        view = (await gil.request("join", table=table))["view"]
        while view["hand"] < 3:
            if view["to_act"] is not None:
                await players[view["to_act"]].request("act", table=table, action={"verb": "fold"})
            view = (await gil.request("join", table=table))["view"]
        for client in (gil, hal, boss):
            await client.close()
        return table, gil.token, boss.token

    table, gil, boss = asyncio.run(scenario())
    base = server.url + "/api/v1"
    status, stars = get_text(f"{base}/tables/{table}/history?format=pokerstars", gil)
    assert status == 200 and stars.count("PokerStars Hand #") >= 2
    status, refused = get_text(f"{base}/tables/{table}/history?format=phh", gil)
    assert status == 403 and json.loads(refused)["key"] == "refused.forbidden.record"
    status, record = get_text(f"{base}/tables/{table}/history?format=phh", boss)
    assert status == 200 and "[2]" in record and "starting_stacks" in record
    assert get_text(f"{base}/players/hal/history", gil)[0] == 403
    status, mine = get_text(f"{base}/players/gil/history?format=ohh", gil)
    assert status == 200 and all(json.loads(part)["ohh"]["hero_player_id"] >= 0 for part in mine.split("\n\n") if part)
    assert get_text(f"{base}/tables/nothing/history", gil)[0] == 404


def test_the_floor_moves_a_player_to_another_table(server: Server) -> None:
    async def scenario() -> None:
        kim, lou, boss = await _client(server, "kim"), await _client(server, "lou"), await _client(server, "boss")
        first = await kim.open_table({"name": "First", "blinds": [1, 2]})
        second = await lou.open_table({"name": "Second", "blinds": [1, 2]})
        await kim.request("sit", table=first, seat=1, chips=150)  # alone: no hand is dealt
        moving = {"table": first, "player": "kim", "to": second, "seat": 3}
        assert await _refused(lou, "move", **moving) == "forbidden"
        await boss.request("move", **moving)
        view = (await kim.request("join", table=second))["view"]
        assert view["you"] == {"player": "kim", "seat": 3} and view["seats"][0]["stack"] == 150
        left = (await kim.request("join", table=first))["view"]
        assert left["you"] is None and left["cashed_out"] == 150
        for client in (kim, lou, boss):
            await client.close()

    asyncio.run(scenario())


def test_failed_log_ins_are_held_back_by_address_and_by_name(tmp_path: Any) -> None:
    """Five wrong passwords in a row, then the right one is refused too (429, how long to wait),
    and so is another name from the same address: a guesser gets a try every twelve seconds.
    (A server of its own: the module's shares its address with every other test.)"""
    own = Server(f"sqlite:///{tmp_path / 'room.db'}", log=tmp_path / "server.log").start()
    try:
        url = own.url + "/api/v1"
        for name in ("zoe", "yan"):
            assert post(url + "/accounts", {"name": name, "password": PASSWORD})[0] == 201
        for _ in range(5):
            assert post(url + "/sessions", {"name": "zoe", "password": "a wrong guess"})[0] == 401
        status, answer = post(url + "/sessions?lang=ru", {"name": "zoe", "password": PASSWORD})
        assert (status, answer["code"]) == (429, "login-rate")
        assert "слишком много неудачных входов" in answer["message"]
        status, answer = post(url + "/sessions", {"name": "yan", "password": PASSWORD})
        assert (status, answer["code"]) == (429, "login-rate")
        assert answer["message"].startswith("too many failed log-ins") and answer["message"].endswith(" s")
    finally:
        own.stop()


async def _checked_down(
    server: Server, names: tuple[str, ...], settings: dict[str, Any], hands: int
) -> tuple[str, str, dict[str, Any]]:
    """The players (two or more) open a table and check or call ``hands`` hands down; the table,
    the first player's token and the last hand's view (all sit out then: no hand is dealt after it)."""
    clients = [await _client(server, name) for name in names]
    first = clients[0]
    table = await first.open_table(settings)
    for seat, client in enumerate(clients, start=1):
        await client.request("sit", table=table, seat=seat, chips=500)
    players = dict(zip(names, clients, strict=True))
    view = (await first.request("join", table=table))["view"]
    while view["hand"] < hands or view["in_hand"]:
        if view["hand"] == hands:  # the last hand: nobody is dealt the next, so it stays in the view
            for client in clients:
                with contextlib.suppress(RefusedError):
                    await client.request("sit-out", table=table)
        if view["to_act"] is not None:
            mine = (await players[view["to_act"]].request("join", table=table))["view"]
            if mine["legal"] is not None:
                verb = "check" if "check" in mine["legal"]["actions"] else "call"
                await players[view["to_act"]].request("act", table=table, action={"verb": verb})
        await asyncio.sleep(0.15)  # a look at the table now and then: within the bounds on messages
        view = (await first.request("join", table=table))["view"]
    for client in clients:
        await client.close()
    return table, first.token, view


def _audited(server: Server, table: str) -> Any:
    from pokerfloor.room.audit import audit_table  # noqa: PLC0415 - with the tables extra

    store = Store(server.db)
    checked = audit_table(table, store.events(table), store.snapshot(table))
    assert checked.ok, checked.problems
    return checked


def test_a_raked_table_takes_the_house_s_share_shows_it_and_keeps_the_chips_counted(server: Server) -> None:
    """A table opened with a rake (10%, at most 5 a hand, no flop no drop): every hand played to the
    river pays it, the view says what the house took, the history's Rake line says it, and the
    audit counts it among the chips."""
    settings = {"name": "Raked", "blinds": [5, 10], "between_hands": 0, "rake": "10/5", "rulebook": "wsop-live"}
    table, ivy, last = asyncio.run(_checked_down(server, ("ivy", "jon"), settings, 3))
    assert last["settings"]["rake"] == {
        "percent": 10, "cap": 5, "per": "hand", "no_flop_no_drop": True, "jackpot": 0, "jackpot_from": 0
    }  # fmt: skip
    assert last["hand"] == 3 and last["house"] == [2, 0]  # a pot of 20: 10% is 2
    status, stars = get_text(f"{server.url}/api/v1/tables/{table}/history?format=pokerstars", ivy)
    assert status == 200 and stars.count("| Rake 2") == 3
    checked = _audited(server, table)
    assert checked.raked == 6 and checked.chips_in - checked.chips_out == checked.chips_at_table + checked.raked


def test_a_bomb_pot_table_deals_its_bomb_pots_by_its_placard(server: Server) -> None:
    """Every second hand a bomb pot of 5: both ante, no blind, the betting starts on the flop."""
    settings = {"name": "Bombs", "blinds": [5, 10], "between_hands": 0, "bomb_pot": {"ante": 5, "every": 2}}
    table, token, last = asyncio.run(_checked_down(server, ("max", "ned"), settings, 2))
    assert last["hand"] == 2 and last["bomb_pot"] == 5 and last["settings"]["bomb_pot"] == {"ante": 5, "every": 2}
    status, refused = get_text(f"{server.url}/api/v1/tables/{table}/history?format=pokerstars", token)
    assert status == 400 and json.loads(refused)["code"] == "unsupported"  # no site's record holds a bomb pot
    hands = [event for event in Store(server.db).events(table) if event.kind == "dealt"]
    assert len(hands) == 2 and _audited(server, table).hands_finished == 2


def test_a_straddle_from_the_button_is_posted_by_the_button_and_refused_where_the_rulebook_says_not(
    server: Server,
) -> None:
    """A mandatory straddle of 20 from the button (WSOP 2024 Live Action Rule 161, the live-action
    rulebook): every hand of four the button posts it and the small blind acts first; the
    tournament rulebook and a limit game refuse the table, naming why."""
    settings = {
        "name": "Button straddle", "blinds": [5, 10], "between_hands": 0, "rulebook": "wsop-live",
        "straddle": 20, "straddle_from": "button",
    }  # fmt: skip
    table, token, last = asyncio.run(_checked_down(server, ("ora", "pia", "quin", "rex"), settings, 2))
    assert last["hand"] == 2 and last["straddles"] == [20] and last["settings"]["straddle_from"] == "button"
    hands = [played.hand for played in played_hands(table, Store(server.db).events(table))]
    of_four = [hand for hand in hands if len(hand.names) == 4]  # the first may be dealt before all sit
    assert len(hands) == 2 and of_four
    for hand in of_four:
        assert hand.table.straddles == (20,) and hand.table.straddler == hand.table.button
        first = next(seat for kind, seat, *_ in hand.record if kind == "action")
        assert first == hand.table.blind_seats[0]  # the player on the straddler's left opens: the small blind
    _audited(server, table)
    url = f"{server.url}/api/v1/tables"
    for changed, words in (
        (
            {"rulebook": "tda"},
            "straddle_from: button: with 4 players that straddle is posted from a seat the rulebook tda",
        ),
        ({"structure": "fixed-limit", "straddle": 10}, "the button may not straddle in a limit game"),
        ({"straddle_from": "cutoff"}, "straddle_from: where a mandatory straddle is posted"),
    ):
        status, refused = post(url, {"settings": {**settings, "name": "Refused", **changed}}, token)
        assert status == 400 and words in refused["message"], refused
