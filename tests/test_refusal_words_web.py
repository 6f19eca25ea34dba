# ruff: noqa: RUF001 - the Russian expectations are Cyrillic on purpose
"""The refusals of the floor page (pokerfloor.web) worded once, in the catalogs: a refusal of each
sentence of the room (the requests, their JSON and their size, the host and the origin, the
sessions and seats, the tables, situations and hands loaded, the clicks), with the English the
page said before (:func:`test_refusal_words.check_sample`); and a page asked for Russian
(``?lang=ru``) says a refusal in Russian."""

from __future__ import annotations

import asyncio
import warnings
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from pokerfloor import FixedLimit, Table, rulebook
from pokerfloor.core.table import BlindPost
from pokerfloor.errors import PokerfloorError
from pokerfloor.web import app as app_module
from pokerfloor.web import server
from pokerfloor.web.guard import Guard
from pokerfloor.web.limits import REQUEST_BODY, Limits, RequestError, check_values, read_json
from pokerfloor.web.settings import settings_of_deal
from pokerfloor.web.state import FLOOR, TABLE
from pokerfloor.web.store import SessionStore
from pokerfloor.web.table import FloorTable, session_from_phh, session_from_settings, session_from_situation
from pokerfloor.web.work import Worker
from test_refusal_words import check_sample

with warnings.catch_warnings():  # Starlette >= 1.x suggests httpx2; httpx still drives its test client
    warnings.simplefilter("ignore")
    from starlette.datastructures import Headers
    from starlette.testclient import TestClient

SETTINGS: dict[str, Any] = {"players": [{"name": "A", "stack": 1000}, {"name": "B", "stack": 1000}], "blinds": [5, 10]}
PHH = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]\n"
PHH_HAND = PHH + "actions = ['d dh p1 AhAd', 'd dh p2 KhKd']\n"


def _wrong(value: object) -> Any:
    """A value of the wrong type, given on purpose (the refusal is what is tried)."""
    return value


def _raise(error: PokerfloorError | None) -> None:
    """Raise the refusal a check gives back (the page's guard answers with it, not raising)."""
    assert error is not None
    raise error


def _table(**limits: Any) -> FloorTable:
    return session_from_settings(SETTINGS, "tda", limits=Limits(**limits))


def _headers(**headers: str) -> Headers:
    return Headers(headers={"host": "localhost:8000", **headers})


def _guarded(method: str, **headers: str) -> None:
    _raise(Guard(app=_wrong(None))._refusal(method, _headers(**headers)))


def _body(limits: Limits, *messages: dict[str, Any], declared: str = "") -> None:
    """The guard reading a request body of ``messages`` (a client that sends no more waits)."""
    pending = list(messages)

    async def receive() -> dict[str, Any]:
        if pending:
            return pending.pop(0)
        await asyncio.sleep(60)
        return {"type": "http.disconnect"}

    guard = Guard(app=_wrong(None), limits=limits)
    headers = _headers(**({"content-length": declared} if declared else {}))
    _, refused = asyncio.run(guard._read_body(headers, receive))
    _raise(refused)


def _full_store() -> None:
    store = SessionStore(Limits(sessions=1))
    store.add(_table(), owner="a")
    store.add(_table(), owner="b")


def _slow_work() -> None:
    async def wait() -> None:
        async with Worker(1, 0.01).bound():
            await asyncio.sleep(60)

    asyncio.run(wait())


def _next_hand_posted() -> None:
    """A next hand whose table has a blind posted out of the blinds' seats (the page plays none)."""
    table = Table(
        names=("A", "B", "C"),
        stacks=(100,) * 3,
        button=2,
        structure=FixedLimit(10, 20),
        rules=rulebook("tda"),
        blinds=(5, 10),
        posts=(BlindPost(2, 10),),
    )
    settings_of_deal(SETTINGS, table)


def _played(*texts: str) -> FloorTable:
    table = _table()
    for text in texts:
        table.play(text)
    return table


def _all_in() -> FloorTable:
    """A hand whose players are all in, dealt from no deck: its showdown waits for the hands shown."""
    return _played("B raise 1000", "A call")


def _seat_played(text: str) -> None:
    app_module._act(_table(), {"text": text}, 0)


SAMPLES: list[tuple[Callable[[], object], str]] = [
    # -- the requests' fields
    (lambda: app_module._text({}, "text"), "'text' must be non-empty text"),
    (lambda: app_module._whole({"case": "one"}, "case", 1), "'case' must be a whole number, not 'one'"),
    (
        lambda: app_module._amount({"amount": "2.50"}, "amount"),
        "'amount' must be an amount (a whole number, or a decimal one at a table in dollars and cents), not '2.50'",
    ),
    (lambda: app_module._new_table({}, Limits()), "'settings' must be an object of situation-file keys"),
    (
        lambda: app_module._new_table({"settings": SETTINGS, "actions": "A fold"}, Limits()),
        "'actions' must be a list of written actions",
    ),
    (lambda: _seat_played("B fold"), "'B fold': a seat plays its own actions only, A's"),
    (
        lambda: app_module._act(_table(), {"verb": "draw", "cards": True}, FLOOR),
        "'cards' must be the cards thrown, as text, or their number, not True",
    ),
    (lambda: app_module.create_app(mode=_wrong("owner")), "mode: 'owner' is not one of floor, player"),
    (
        lambda: app_module.files_written_for(TABLE),
        "in player mode the page writes no file: it would hold every player's cards",
    ),
    (
        lambda: app_module.session_found(None),
        "there is no such session (the server may have restarted): set up the table again",
    ),
    (
        lambda: app_module.seat_found(None),
        "there is no such seat (the hand is over, or the server restarted): ask for a new link",
    ),
    (lambda: _raise(app_module.http_refusal("GET", "/nowhere", 404)), "GET /nowhere: Not Found"),
    (lambda: _raise(app_module.http_refusal("DELETE", "/api/meta", 405)), "DELETE /api/meta: Method Not Allowed"),
    (
        lambda: _raise(app_module.internal_refusal()),
        "the server failed on this request (a bug of pokerfloor): it changed nothing",
    ),
    # -- JSON and its size
    (lambda: read_json(b"{", Limits()), "the request body is not JSON"),
    (
        lambda: read_json(b"[" * 100_000 + b"]" * 100_000, Limits()),
        "the request body nests its arrays or objects too deeply",
    ),
    (lambda: read_json(b"[1]", Limits()), "the request body must be a JSON object"),
    (
        lambda: read_json(b'{"pot": ' + b"9" * 30 + b"}", Limits()),
        "a number of 30 digits: numbers have at most 18 digits",
    ),
    (lambda: read_json(b'{"pot": NaN}', Limits()), "NaN is not JSON (nor a number of chips)"),
    (lambda: check_values(list(range(60)), 50, REQUEST_BODY), "the request body holds more than 50 values"),
    (
        lambda: read_json(b'{"settings": {"players": [{"name": "\\ud800"}]}}', Limits()),
        (
            "settings.players[0].name: the text is not valid Unicode (it holds a lone surrogate, such as "
            "\\ud800); write it in plain characters"
        ),
    ),
    # -- the guard
    (
        lambda: _guarded("GET", host="evil.example:8000"),
        (
            "this server does not answer to the host 'evil.example:8000': open it by its own address (or "
            "start it with --allow-host NAME)"
        ),
    ),
    (
        lambda: _guarded("POST", origin="http://evil.example"),
        "a request from another site is refused: use the page itself",
    ),
    (
        lambda: _guarded("POST", **{"content-type": "text/plain"}),
        "the request body must be JSON, sent as Content-Type: application/json",
    ),
    (lambda: _body(Limits(body_bytes=10), declared="1000"), "the request body is larger than 10 bytes"),
    (lambda: _body(Limits(), {"type": "http.disconnect"}), "the client left before sending the whole request"),
    (
        lambda: _body(Limits(body_seconds=0.01), {"type": "http.request", "body": b"{", "more_body": True}),
        "the request body took longer than 0.01 s to arrive",
    ),
    (_full_store, "the server holds 1 hands, each used in the last 10 minutes: try again later"),
    (
        _slow_work,
        (
            "the request was not ruled within 0.01 s (it asks too much at once, or the server is busy): it "
            "changed nothing"
        ),
    ),
    (lambda: server._port("0"), "'0' is not a port: give a whole number from 1 to 65535"),
    # -- tables, situations and hands loaded
    (
        lambda: session_from_settings({**SETTINGS, "players": SETTINGS["players"] * 2}, "tda", limits=Limits(seats=3)),
        "players: 4 players; a table seats at most 3",
    ),
    (
        lambda: session_from_settings({**SETTINGS, "case": [{}]}, "tda"),
        "case: the settings describe the table; the case's actions go in 'actions'",
    ),
    (lambda: session_from_settings({**SETTINGS, "rules": 1}, "tda"), "rules must be a table of switch = value"),
    (
        lambda: session_from_settings(SETTINGS, "tda", limits=Limits(settings_bytes=10)),
        "the table takes 92 bytes (its description and source included); at most 10",
    ),
    (
        lambda: session_from_settings({**SETTINGS, "ante": 1.5}, "tda"),
        (
            "ante: 1.5 cannot be written in a situation file (it takes text, whole numbers, true or false, "
            "and lists and tables of them; only amounts may have decimals)"
        ),
    ),
    (
        lambda: session_from_settings(SETTINGS, "tda", actions=["A call", "B check"], limits=Limits(actions=1)),
        "actions: 2 actions; a hand holds at most 1",
    ),
    (
        lambda: session_from_settings(SETTINGS, "tda", actions=["A call" + " " * 9], limits=Limits(action_chars=9)),
        "actions: an action is written in at most 9 characters, not 15",
    ),
    (
        lambda: session_from_situation("# " + "x" * 20, limits=Limits(text_chars=10)),
        "the situation file has 22 characters; the page reads at most 10",
    ),
    (
        lambda: session_from_situation("x = = 1"),
        "the situation is not valid TOML: extra `=`, expected nothing at line 1 column 5",
    ),
    (
        lambda: session_from_situation("a" + ".a" * 24_000 + " = 1\n"),
        "the situation is not valid TOML: its arrays, tables or dotted keys nest too deeply",
    ),
    (
        lambda: session_from_situation(
            "players = [{ name = 'A', stack = 10 }, { name = 'B', stack = 10 }]\n[[case]]\n", 3
        ),
        "case 3: the file has 1 case(s)",
    ),
    (lambda: session_from_situation("[[case]]\ncolour = 'red'\n"), "situation case 1: unknown key 'colour'"),
    (lambda: session_from_settings({**SETTINGS, "colour": "red"}, "tda"), "table: unknown key 'colour'"),
    (_next_hand_posted, "the next hand has blinds posted out of the blinds' seats"),
    (lambda: session_from_phh("# no hand\n"), "the hand history holds no hand"),
    (lambda: session_from_phh(PHH_HAND, 3), "hand 3: the text holds 1 hand(s)"),
    (lambda: session_from_phh(PHH_HAND.replace("'NT'", "'XX'")), "variant 'XX' (an unknown variant) is not played"),
    (
        lambda: session_from_phh(PHH_HAND.replace("[100, 100]", "[100, 100, 100]"), limits=Limits(seats=2)),
        "starting_stacks: 3 players; a table seats at most 2",
    ),
    (
        lambda: session_from_phh(
            PHH + "actions = ['d dh p1 AhAd', 'd dh p2 KhKd', 'p2 f']\n", limits=Limits(actions=2)
        ),
        "actions: 3 actions; a hand holds at most 2",
    ),
    # -- the table's clicks
    (lambda: _table(action_chars=9).play("A call    now"), "an action is written in at most 9 characters, not 13"),
    (
        lambda: _table(actions=0).play("A call"),
        "a hand holds at most 0 actions: this one is full (undo, or start a new hand)",
    ),
    (
        lambda: _table().act("shove"),
        ("unknown action 'shove'; the actions are: fold, check, call, bet, raise, allin, bring-in, complete, draw"),
    ),
    (lambda: _table().act("raise"), "B raise: give the amount, the street total to raise to"),
    (lambda: _table().undo(), "undo: there is no action to take back"),
    (lambda: _played("B fold").act("call"), "call: nobody is to act: the betting of this hand is over"),
    (lambda: _table().act("allin", player="A"), "A allin: it is B's turn to act, not A's (TDA 2024 Rule 53)"),
    (
        lambda: session_from_phh("# " + "x" * 20, limits=Limits(text_chars=10)),
        "the hand history has 22 characters; the page reads at most 10",
    ),
    (
        lambda: _table().next_hand(),
        ("next hand: the hand is not over, or its pots wait for cards nobody knows: the next hand cannot start yet"),
    ),
    # -- a loaded hand stepped forward, the hands shown at a showdown the page cannot decide
    (lambda: _table().forward(), "forward: there is no action to play again: every action taken back is played"),
    (
        lambda: app_module._forward(_table(), {"to_the_end": "yes"}, FLOOR),
        "'to_the_end' is true or false, not 'yes'",
    ),
    (
        lambda: _table().show({}),
        "show: there is nothing to show: the hand's pots are awarded, or its betting goes on",
    ),
    (
        lambda: _all_in().show({"C": "AsAh"}, "2c7d9hJs3c"),
        "'C' has no hand to show here; the hands waited for are: A, B",
    ),
    (
        lambda: _all_in().show({}, ""),
        "show at least one hand (or the board): the pots cannot be awarded on nothing",
    ),
    (
        lambda: _all_in().show({"A": "AsAh", "B": "KsKh"}),
        "the board is not known: give its 5 cards as they fell, with the hands shown",
    ),
    (lambda: _all_in().show({"A": "AsAh", "B": "KsKh"}, "2c7d9h"), "the board is 5 cards, not '2c7d9h'"),
    (lambda: _all_in().show({}, "2c7d9hJs3c"), "settle: the cards of the hands still in are not all known"),
    (
        lambda: app_module._shown(_all_in(), {"cards": ["AsAh"]}, FLOOR),
        """'cards' is each player's hand shown, as text by name ({"A": "AsKd"}), and 'board' text, not ['AsAh']""",
    ),
]


@pytest.mark.parametrize(("make", "said"), SAMPLES)
def test_a_refusal_of_the_page_says_what_it_said_and_is_said_in_every_language(
    make: Callable[[], object], said: str
) -> None:
    check_sample(make, said)


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(app_module.create_app(), base_url="http://localhost:8000") as test_client:
        yield test_client


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "'actions' must be a list of written actions"),
        ("ru", "'actions' должен быть списком записанных действий"),
        ("it", "'actions' deve essere una lista di azioni scritte"),
    ],
)
def test_the_page_says_a_refusal_in_the_language_asked_for(client: TestClient, lang: str, said: str) -> None:
    response = client.post(f"/api/sessions?lang={lang}", json={"settings": SETTINGS, "actions": "A fold"})
    assert response.status_code == 400
    assert response.json()["code"] == "bad-field" and response.json()["message"] == said


def test_the_guard_says_a_refusal_in_the_language_asked_for(client: TestClient) -> None:
    response = client.post("/api/sessions?lang=ru", content=b"{}", headers={"content-type": "text/plain"})
    assert response.status_code == 415
    assert response.json()["message"] == "тело запроса должно быть JSON с Content-Type: application/json"


def test_an_address_the_page_does_not_serve_is_said_in_the_language_asked_for(client: TestClient) -> None:
    response = client.get("/nowhere?lang=it")
    assert response.status_code == 404 and response.json()["message"] == "GET /nowhere: non trovato"
    assert isinstance(RequestError(code="not-found"), PokerfloorError)
