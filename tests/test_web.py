# ruff: noqa: RUF001 - the Russian expectations are Cyrillic on purpose
"""The floor page (``pokerfloor serve``): its JSON API through Starlette's test client, and the
page itself in a real browser (Playwright driving the system's Chromium, headless).

The browser tests start uvicorn on a free port of this machine in a thread and stop it at the
end; they are skipped, saying why, when Playwright or a ``chromium`` executable is missing.
Screenshots go to ``test-artifacts/`` (not committed).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
import tomllib
import warnings
from collections.abc import Iterator
from decimal import Decimal
from importlib import resources
from pathlib import Path
from typing import Any, Literal

import pytest

pytest.importorskip("starlette", reason="the web extra (starlette) is not installed")
pytest.importorskip("uvicorn", reason="the web extra (uvicorn) is not installed")
pytest.importorskip("httpx", reason="httpx (for Starlette's test client) is not installed")

import httpx
import uvicorn

with warnings.catch_warnings():  # Starlette >= 1.x suggests httpx2; httpx still drives its test client
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from pokerfloor.checking.phh_replay import replay
from pokerfloor.explain.case_ruling import rule_case
from pokerfloor.explain.citing import cited
from pokerfloor.formats.phh import parse_histories
from pokerfloor.formats.situation import cases_of, hand_of
from pokerfloor.live import play_text
from pokerfloor.room.views import legal_of
from pokerfloor.rules import rulebook
from pokerfloor.web import add_serve_parser
from pokerfloor.web.app import create_app
from pokerfloor.web.limits import Limits, RequestError
from pokerfloor.web.server import listening_socket
from pokerfloor.web.state import state_of
from pokerfloor.web.store import SessionStore
from pokerfloor.web.table import coerce_rules, session_from_settings

try:
    from playwright.sync_api import Browser, Page, expect, sync_playwright

    HAVE_PLAYWRIGHT = True
except ImportError:  # pragma: no cover - the test extra installs it
    HAVE_PLAYWRIGHT = False

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: Why a browser test is skipped: said for each, and counted at the end of the run (conftest.py
#: finds them by how the reason starts).
NO_BROWSER = (
    "browser test skipped: the page's tests in a real browser need Playwright for Python (pip install"
    " playwright, in the test extra) and Debian's chromium on the PATH (apt-get install chromium)"
)
needs_browser = pytest.mark.skipif(not HAVE_PLAYWRIGHT or CHROMIUM is None, reason=NO_BROWSER)

# TDA Rule 47 (seed 004, Rule 49 of the Italian addendum), example 1, on the flop.
EXAMPLE_1: dict[str, Any] = {
    "structure": "no-limit",
    "blinds": [50, 100],
    "street": "flop",
    "pot": 300,
    "button": "E",
    "players": [
        {"name": "A", "stack": 10000},
        {"name": "B", "stack": 125},
        {"name": "C", "stack": 10000},
        {"name": "D", "stack": 200},
        {"name": "E", "stack": 10000},
    ],
}
EXAMPLE_1_ACTIONS = ["A bet 100", "B allin", "C call", "D allin", "E call"]
PREFLOP_TABLE: dict[str, Any] = {
    "structure": "no-limit",
    "blinds": [1, 2],
    "players": [{"name": "SB", "stack": 200}, {"name": "BB", "stack": 200}, {"name": "BTN", "stack": 200}],
}


#: The address the test client calls (the default server answers to localhost on any port).
#: Limits with time to spare: a loaded machine must not turn a slow answer into a failed test
#: (the time bounds themselves are tested with limits of their own).
ROOMY = Limits(work_seconds=120.0, body_seconds=120.0)
BASE = "http://localhost:8000"


# -- the API -----------------------------------------------------------------------------------------


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(limits=ROOMY), base_url=BASE) as test_client:
        yield test_client


def new_table(client: TestClient, settings: dict[str, Any], **extra: Any) -> dict[str, Any]:
    response = client.post("/api/sessions", json={"settings": settings, "rulebook": "tda", **extra})
    assert response.status_code == 200, response.text
    state: dict[str, Any] = response.json()
    return state


def act(client: TestClient, state: dict[str, Any], **body: Any) -> httpx.Response:
    response: httpx.Response = client.post(f"/api/sessions/{state['session']}/actions", json=body)
    return response


def test_api_rules_example_1_and_1a(client: TestClient) -> None:
    state = new_table(client, EXAMPLE_1)
    assert state["to_act"] == "A" and state["street"] == "flop"
    assert state["options"]["kinds"] == ["check", "bet"]
    # Clicks: a bet with its amount, then all-ins and calls.
    state = act(client, state, verb="bet", amount=100).json()
    for verb in ("allin", "call", "allin", "call"):
        response = act(client, state, verb=verb)
        assert response.status_code == 200, response.text
        state = response.json()
    assert [a["ruled_as"] for a in state["actions"]] == [
        "A bet 100",
        "B raise 125",
        "C call",
        "D raise 200",
        "E call",
    ]
    options = state["options"]
    assert state["to_act"] == "A"
    assert options["kinds"] == ["fold", "call", "raise"]
    assert (options["call_to"], options["call_adds"], options["min_to"], options["max_to"]) == (200, 100, 300, 10000)
    assert options["allin"] == {"kind": "raise", "to": 10000}
    minimum = _why(state, "min-raise")
    assert minimum["rule"] == "TDA 2024 Rule 43" and minimum["text"].startswith("The minimum raise is to 300")
    assert _why(state, "reopened")["text"].startswith("A bet 100 and now faces 200: 100 more")
    assert state["ruling"]["why"] == state["why"]
    assert state["pots"] == [{"amount": 300, "eligible": ["A", "B", "C", "D", "E"]}]
    assert state["street_bets"] == 750
    # Example 1-A: A calls; C faces 75 more, not a full raise.
    state = act(client, state, text="A call").json()
    assert state["to_act"] == "C"
    assert state["options"]["kinds"] == ["fold", "call"]
    assert state["options"]["raise_blocked"] == "not-reopened"
    assert state["options"]["allin"] is None
    why = _why(state, "not-reopened")
    assert why["rule"] == "TDA 2024 Rule 47"
    expected = "C called 125 and now faces 200: 75 more, less than the full raise of 100, so C may call or fold"
    assert why["text"] == f"{expected} but not raise."


def _why(state: dict[str, Any], code: str) -> dict[str, str]:
    """The explanation with this code (there must be exactly one)."""
    (why,) = [w for w in state["why"] if w["code"] == code]
    return {str(k): str(v) for k, v in why.items()}


def test_api_refusal_is_a_typed_400_and_changes_nothing(client: TestClient) -> None:
    state = new_table(client, EXAMPLE_1, actions=[*EXAMPLE_1_ACTIONS, "A call"])
    response = act(client, state, text="C raise 400")
    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "not-reopened"
    assert body["rule"] == "TDA 2024 Rule 47"
    assert body["message"].startswith("C raise 400: this player acted at 125")
    assert body["why"][0]["code"] == "not-reopened"
    assert body["state"]["to_act"] == "C" and len(body["state"]["actions"]) == 6
    response = act(client, state, text="E call")
    assert response.status_code == 400 and response.json()["code"] == "not-your-turn"
    response = act(client, state, verb="raise", amount=10)
    assert response.status_code == 400 and response.json()["code"] == "not-reopened"
    response = act(client, state, text="C dance")
    assert response.status_code == 400 and response.json()["code"] == "syntax"
    response = act(client, state, verb="bet")
    assert response.status_code == 400 and response.json()["code"] == "syntax"
    assert client.get(f"/api/sessions/{state['session']}").json()["actions"] == state["actions"]


def test_api_says_and_pushes_go_through_the_situation_player(client: TestClient) -> None:
    """Declarations are typed like any action and ruled by formats.situation.play: the page
    answers exactly as play_text() does (today: its refusal; once declarations land: the ruling)."""
    state = new_table(client, EXAMPLE_1, actions=EXAMPLE_1_ACTIONS)
    for text in ("A says raise 300", "A pushes 300"):
        hand = hand_of(EXAMPLE_1, "tda")
        for done in EXAMPLE_1_ACTIONS:
            play_text(hand, done)
        response = act(client, state, text=text)
        try:
            ruled = play_text(hand, text).action
        except ValueError as error:
            assert response.status_code == 400
            assert response.json()["code"] == getattr(error, "code", None)
            assert response.json()["message"] == str(error)
        else:
            assert response.status_code == 200
            assert response.json()["ruling"]["ruled_as"] == [f"A {ruled}"]
            client.post(f"/api/sessions/{state['session']}/undo", json={})


def test_api_undo_and_reset(client: TestClient) -> None:
    state = new_table(client, EXAMPLE_1, actions=EXAMPLE_1_ACTIONS)
    sid = state["session"]
    state = client.post(f"/api/sessions/{sid}/undo", json={}).json()
    assert state["to_act"] == "E" and len(state["actions"]) == 4
    assert state["options"]["call_to"] == 200
    state = client.post(f"/api/sessions/{sid}/reset", json={}).json()
    assert state["to_act"] == "A" and state["actions"] == [] and not state["can_undo"]
    response = client.post(f"/api/sessions/{sid}/undo", json={})
    assert response.status_code == 400 and response.json()["code"] == "nothing-to-undo"


def test_api_saved_situation_replays_to_the_same_ruling(client: TestClient) -> None:
    settings = {**EXAMPLE_1, "rules": {"limit_cap_raises": "3"}, "cards": {"A": "AsAh"}, "board": "2c7d9hJs3c"}
    state = new_table(client, settings, actions=[*EXAMPLE_1_ACTIONS, "A call"])
    text = client.get(f"/api/sessions/{state['session']}/situation").json()["text"]
    data = tomllib.loads(text)
    assert data["rulebooks"] == ["tda"] and data["rules"] == {"limit_cap_raises": 3}
    assert data["case"][0]["actions"] == [*EXAMPLE_1_ACTIONS, "A call"]
    (case,) = cases_of(data, "saved")
    ruling = rule_case(case, "tda")
    assert ruling["to_act"] == "C" and ruling["options"] == ["fold", "call"]
    loaded = client.post("/api/sessions/situation", json={"text": text}).json()
    assert loaded["settings"] == state["settings"]
    assert loaded["players"][0]["cards"] == "AsAh"
    assert loaded["why"] == state["why"] and loaded["cases"] == ["case 1"]


def test_api_loads_a_situation_file_and_reports_a_refused_action(client: TestClient) -> None:
    text = (ROOT / "examples" / "tda-rule47-example1.toml").read_text(encoding="utf-8")
    state = client.post("/api/sessions/situation", json={"text": text, "lang": "it"}).json()
    assert state["to_act"] == "C" and state["lang"] == "it" and state["notice"] is None
    broken = text.replace('"A call"]', '"A call", "C raise 400", "C call"]')
    state = client.post("/api/sessions/situation", json={"text": broken}).json()
    assert state["to_act"] == "C" and len(state["actions"]) == 6
    assert state["notice"]["code"] == "not-reopened"
    assert "action 7 'C raise 400' was refused" in state["notice"]["message"]
    response = client.post("/api/sessions/situation", json={"text": "players = ["})
    assert response.status_code == 400 and response.json()["code"] == "bad-toml"
    response = client.post("/api/sessions/situation", json={"text": text, "case": 2})
    assert response.status_code == 400 and "1 case(s)" in response.json()["message"]


def test_api_phh_export_and_its_typed_errors(client: TestClient) -> None:
    state = new_table(client, PREFLOP_TABLE, actions=["BTN raise 6", "SB fold", "BB call"])
    response = client.get(f"/api/sessions/{state['session']}/phh")
    assert response.status_code == 200
    (history,) = parse_histories(response.json()["text"])
    assert history.fields["variant"] == "NT" and history.fields["players"] == ["SB", "BB", "BTN"]
    assert [a for a in history.actions if not a.startswith("d ")] == ["p3 cbr 6", "p1 f", "p2 cc"]
    flop = new_table(client, EXAMPLE_1)
    response = client.get(f"/api/sessions/{flop['session']}/phh")
    assert response.status_code == 400
    assert response.json()["code"] == "unsupported" and "preflop" in response.json()["message"]
    spread = new_table(client, {**PREFLOP_TABLE, "structure": "spread-limit", "max_bet": 10})
    response = client.get(f"/api/sessions/{spread['session']}/phh")
    assert response.status_code == 400 and response.json()["code"] == "unsupported-variant"


def test_api_loads_a_phh_hand_and_plays_it_to_the_end(client: TestClient) -> None:
    text = (ROOT / "tests" / "data" / "phh" / "1.phh").read_text(encoding="utf-8")
    state = client.post("/api/sessions/phh", json={"text": text}).json()
    assert state["notice"] is None and state["over"] and state["to_act"] == ""
    names = [p["name"] for p in state["players"]]
    assert names[0] == "Matthew Ashton" and state["settings"]["button"] == "Brian Rast"  # as the hand names them
    (history,) = parse_histories(text)
    assert [p["stack"] for p in state["players"]] == history.fields["finishing_stacks"]
    assert state["board"] == ["Jc", "Ts", "2d", "As", "Qs"]
    # The hand exported again replays under the rulebook to the same finishing stacks.
    exported = client.get(f"/api/sessions/{state['session']}/phh").json()["text"]
    (again,) = parse_histories(exported)
    assert replay(again, rulebook("tda")).status == "verified"
    response = client.post("/api/sessions/phh", json={"text": "variant = 'X7'\nactions = []\n"})
    assert response.status_code == 400 and response.json()["code"] == "unsupported-variant"


def test_a_phh_hand_in_dollars_and_cents_is_exported_in_dollars_and_cents(client: TestClient) -> None:
    """Played in whole chips of a cent, written back in the file's money (issue 27): the stakes,
    the stacks and the bets as the file wrote them, and it checks again."""
    text = (ROOT / "tests" / "data" / "phh-cents" / "fixed-limit.phh").read_text(encoding="utf-8")
    state = client.post("/api/sessions/phh", json={"text": text}).json()
    assert state["notice"] is None and state["over"]
    exported = client.get(f"/api/sessions/{state['session']}/phh").json()["text"]
    (again,) = parse_histories(exported)
    (given,) = parse_histories(text)
    for key in ("blinds_or_straddles", "small_bet", "big_bet", "starting_stacks", "finishing_stacks"):
        assert again.fields[key] == given.fields[key], key
    assert "p3 cbr 1.00" in again.actions and "p2 cbr 0.50" in again.actions
    assert replay(again, rulebook("tda")).status == "verified"


def test_api_rule_switch_overrides_change_the_ruling(client: TestClient) -> None:
    rules = {"nolimit_allins_add_up": "false"}
    state = new_table(client, {**EXAMPLE_1, "rules": rules}, actions=EXAMPLE_1_ACTIONS)
    assert state["settings"]["rules"] == {"nolimit_allins_add_up": False}
    assert state["options"]["kinds"] == ["fold", "call"]
    assert _why(state, "not-reopened")["rule"].startswith("house rule")
    assert new_table(client, EXAMPLE_1, actions=EXAMPLE_1_ACTIONS)["options"]["kinds"] == ["fold", "call", "raise"]
    assert coerce_rules({"nolimit_reopen_percent": "50", "limit_cap_heads_up": "begins", "x": 1}) == {
        "nolimit_reopen_percent": 50,
        "limit_cap_heads_up": "begins",
        "x": 1,
    }


def test_api_language_is_echoed_and_defaults_to_english(client: TestClient) -> None:
    state = new_table(client, EXAMPLE_1, actions=EXAMPLE_1_ACTIONS)
    sid = state["session"]
    assert state["lang"] == "en" and state["lang_served"] == "en"
    russian = client.get(f"/api/sessions/{sid}", params={"lang": "ru"}).json()
    assert russian["lang"] == "ru" and russian["lang_served"] == "ru"
    expected = [(w["code"], cited(w["rule"], "ru")) for w in state["why"]]
    assert [(w["code"], w["rule"]) for w in russian["why"]] == expected  # the rules, cited in Russian
    assert client.get(f"/api/sessions/{sid}", params={"lang": "xx"}).json()["lang"] == "en"
    response = act(client, state, text="E call", lang="it")
    assert response.status_code == 400 and response.json()["state"]["lang"] == "it"


def test_api_bad_requests(client: TestClient) -> None:
    response = client.post("/api/sessions", content=b"{not json", headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and response.json()["code"] == "bad-request"
    response = client.post("/api/sessions", json={"settings": {**EXAMPLE_1, "colour": "red"}})
    assert response.status_code == 400 and response.json()["code"] == "unknown-field"
    response = client.post("/api/sessions", json={"settings": EXAMPLE_1, "rulebook": "nowhere"})
    assert response.status_code == 400 and response.json()["code"] == "unknown-rulebook"
    response = client.post("/api/sessions", json={"settings": {**EXAMPLE_1, "button": "Z"}})
    assert response.status_code == 400 and response.json()["code"] == "unknown-player"
    response = client.post("/api/sessions", json={"settings": {**EXAMPLE_1, "rules": {"loud": True}}})
    assert response.status_code == 400 and response.json()["code"] == "unknown-switch"
    response = client.get("/api/sessions/nope")
    assert response.status_code == 404 and response.json()["code"] == "unknown-session"
    state = new_table(client, PREFLOP_TABLE, actions=["BTN fold", "SB fold"])
    assert state["over"] and state["options"] is None
    response = act(client, state, verb="call")
    assert response.status_code == 400 and response.json()["code"] == "no-action"


def test_page_and_static_files_are_served_from_the_package(client: TestClient) -> None:
    static = resources.files("pokerfloor.web") / "static"
    for name in ("index.html", "app.js", "style.css"):
        assert (static / name).is_file()
    page = client.get("/")
    assert page.status_code == 200 and 'src="/static/app.js"' in page.text
    script = client.get("/static/app.js")
    assert script.status_code == 200 and "javascript" in script.headers["content-type"]
    meta = client.get("/api/meta").json()
    assert set(meta["languages"]) == {"en", "ru", "it"} and "tda" in meta["rulebooks"]
    assert "no-limit" in meta["structures"]


def test_session_store_refuses_past_its_limit_and_forgets_idle_sessions() -> None:
    now = [0.0]
    store = SessionStore(Limits(sessions=2, idle_seconds=60), clock=lambda: now[0])
    first, second = (store.add(session_from_settings(EXAMPLE_1, "tda")) for _ in range(2))
    with pytest.raises(RequestError) as refused:
        store.add(session_from_settings(EXAMPLE_1, "tda"))
    assert (refused.value.code, refused.value.status) == ("too-many-sessions", 503)
    assert store.get(first.id) is first and store.get(second.id) is second  # nobody was evicted
    now[0] = 50.0
    store.get(second.id)
    now[0] = 70.0  # first idle for 70 s, second for 20 s
    third = store.add(session_from_settings(EXAMPLE_1, "tda"))
    assert store.get(first.id) is None and store.seat(first.seat_tokens[0]) is None
    assert store.get(second.id) is second and store.seat(third.seat_tokens[1]) == (third, 1)
    now[0] = 200.0
    assert store.get(third.id) is None and len(store) == 1


def test_session_store_full_makes_room_with_a_hand_unused_for_a_while() -> None:
    now = [0.0]
    store = SessionStore(Limits(sessions=2, spare_seconds=30), clock=lambda: now[0])
    first, second = (store.add(session_from_settings(EXAMPLE_1, "tda")) for _ in range(2))
    now[0] = 20.0
    store.get(second.id)
    with pytest.raises(RequestError):
        store.add(session_from_settings(EXAMPLE_1, "tda"))  # first unused for 20 s only
    now[0] = 40.0  # first unused for 40 s, second for 20 s
    third = store.add(session_from_settings(EXAMPLE_1, "tda"))
    assert store.get(first.id) is None and store.get(second.id) is second and store.get(third.id) is third
    fourth = store.add(session_from_settings(EXAMPLE_1, "tda"), replacing=third.id)  # full, one replaced
    assert store.get(third.id) is None and store.get(fourth.id) is fourth and len(store) == 2


def test_session_store_a_client_past_its_quota_forgets_its_own_oldest_hand_only() -> None:
    store = SessionStore(Limits(sessions=10, sessions_per_client=2))
    theirs = store.add(session_from_settings(EXAMPLE_1, "tda"), owner="10.0.0.1")
    mine = [store.add(session_from_settings(EXAMPLE_1, "tda"), owner="10.0.0.2") for _ in range(3)]
    assert store.get(mine[0].id) is None and store.get(mine[1].id) is mine[1] and store.get(mine[2].id) is mine[2]
    store.get(mine[1].id)  # now the most recently used of the two
    fourth = store.add(session_from_settings(EXAMPLE_1, "tda"), owner="10.0.0.2")
    assert store.get(mine[2].id) is None and store.get(mine[1].id) is mine[1] and store.get(fourth.id) is fourth
    assert store.get(theirs.id) is theirs and len(store) == 3


def test_api_a_new_hand_replaces_its_callers_previous_one(client: TestClient) -> None:
    old = new_table(client, EXAMPLE_1)
    bad = client.post("/api/sessions", json={"settings": {**EXAMPLE_1, "button": "Z"}, "replaces": old["session"]})
    assert bad.status_code == 400 and client.get(f"/api/sessions/{old['session']}").status_code == 200
    new = new_table(client, PREFLOP_TABLE, replaces=old["session"])
    assert client.get(f"/api/sessions/{old['session']}").status_code == 404
    assert client.get(f"/api/sessions/{new['session']}").status_code == 200


def test_api_a_full_server_refuses_new_hands_and_keeps_those_in_play() -> None:
    with TestClient(create_app(SessionStore(Limits(sessions=2))), base_url=BASE) as client:
        mine = new_table(client, EXAMPLE_1)
        new_table(client, PREFLOP_TABLE)
        response = client.post("/api/sessions", json={"settings": PREFLOP_TABLE})
        assert response.status_code == 503 and response.json()["code"] == "too-many-sessions"
        assert client.get(f"/api/sessions/{mine['session']}").status_code == 200


def test_serve_subcommand_parses_its_options() -> None:
    parser = argparse.ArgumentParser(prog="pokerfloor")
    add_serve_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["serve", "--port", "9123"])
    assert (args.command, args.port, args.host, args.mode, args.allow_host) == ("serve", 9123, "127.0.0.1", "floor", [])
    assert callable(args.run)
    args = parser.parse_args(["serve", "--mode", "player", "--allow-host", "floor.local", "--allow-host", "10.0.0.5"])
    assert (args.mode, args.allow_host) == ("player", ["floor.local", "10.0.0.5"])
    with pytest.raises(SystemExit):
        parser.parse_args(["serve", "--mode", "spectator"])


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def test_serve_prints_its_address_and_serves_the_page() -> None:
    port = _free_port()
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    command = [sys.executable, "-m", "pokerfloor.web", "--port", str(port)]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env) as server:
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            assert f"http://127.0.0.1:{port}/" in line and "(floor mode;" in line
            deadline = time.monotonic() + 15
            while True:
                try:
                    response = httpx.get(f"http://127.0.0.1:{port}/", timeout=2)
                    break
                except httpx.TransportError:
                    assert time.monotonic() < deadline, "the server did not answer in 15 s"
                    time.sleep(0.1)
            assert response.status_code == 200 and "pokerfloor" in response.text
        finally:
            server.terminate()
            server.wait(timeout=10)


# -- the page in a browser ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def live_server() -> Iterator[str]:
    """uvicorn serving the page (floor mode) on a free localhost port, in a thread, for this module."""
    yield from _serving("floor")


@pytest.fixture(scope="module")
def player_server() -> Iterator[str]:
    """The same, in player mode."""
    yield from _serving("player")


def _serving(mode: Literal["floor", "player"]) -> Iterator[str]:
    port = _free_port()
    app = create_app(mode=mode, limits=ROOMY)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="off")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}/"
    server.should_exit = True
    thread.join(timeout=10)


#: How long a click or a page's answer may take before a browser test fails (see ``browser``).
_PATIENCE_MS = 30_000


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not HAVE_PLAYWRIGHT or CHROMIUM is None:
        pytest.skip(NO_BROWSER)
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, timeout=60_000)
        # A shared machine under load (CI ran at load 20 once) can take more than expect's default
        # 5 s, or a click's 10 s, to show a page's answer: a button waited for was hidden at 10 s.
        expect.set_options(timeout=30_000)
        yield launched
        expect.set_options(timeout=5_000)
        launched.close()


@pytest.fixture
def page(browser: Browser, live_server: str) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(_PATIENCE_MS)
    opened = context.new_page()
    opened.goto(live_server)
    expect(opened.locator("body")).to_have_attribute("data-ready", "true")
    yield opened
    context.close()


def set_up_example_1(page: Page) -> None:
    """Set up TDA Rule 47 example 1 by clicking and typing in the table form, and start it."""
    page.select_option("#structure", "no-limit")
    page.select_option("#rulebook", "tda")
    page.fill("#sb", "50")
    page.fill("#bb", "100")
    page.select_option("#start-street", "flop")
    page.fill("#pot", "300")
    rows = page.locator("#players tbody tr")
    while rows.count() < 5:
        page.click("#add-player")
    for k, player in enumerate(EXAMPLE_1["players"]):
        rows.nth(k).locator(".p-name").fill(player["name"])
        rows.nth(k).locator(".p-stack").fill(str(player["stack"]))
    rows.nth(4).locator("input[type=radio]").check()
    page.click("#start")
    expect(page.locator("#to-act")).to_have_text("A to act")


def play_example_1(page: Page) -> None:
    """A bet 100, B all-in 125, C call, D all-in 200, E call: all by clicking."""
    expect(page.locator("#amount-label")).to_have_text("Bet to")
    page.fill("#amount", "100")
    page.click("#bet-raise")
    for player, button in (("B", "#allin"), ("C", "#call"), ("D", "#allin"), ("E", "#call")):
        expect(page.locator("#to-act")).to_have_text(f"{player} to act")
        page.click(button)
    expect(page.locator("#to-act")).to_have_text("A to act")


def screenshot(page: Page, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / name
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000
    return path


@needs_browser
def test_browser_rule_47_examples_1_and_1a(page: Page) -> None:
    set_up_example_1(page)
    play_example_1(page)
    # Example 1: the short all-ins add up to a full raise: A may raise, to at least 300.
    expect(page.locator("#options-text")).to_have_text("A may: fold · call to 200 (adds 100) · raise to 300..10,000")
    expect(page.locator("#bet-raise")).to_be_visible()
    expect(page.locator("#bet-raise")).to_have_text("Raise")
    expect(page.locator("#amount")).to_have_attribute("min", "300")
    expect(page.locator("#amount")).to_have_attribute("max", "10000")
    expect(page.locator("#amount")).to_have_value("300")
    expect(page.locator("#check")).to_be_hidden()
    expect(page.locator("#call")).to_have_text("Call 200 (+100)")
    expect(page.locator("#allin")).to_have_text("All-in (raise to 10,000)")
    expect(page.locator("#why")).to_contain_text("The minimum raise is to 300")
    expect(page.locator("#pots")).to_contain_text("Main pot 300: A, B, C, D, E may win it")
    expect(page.locator("#seats tr.to-act")).to_have_attribute("data-player", "A")
    expect(page.locator("#log li")).to_have_count(5)
    expect(page.locator("#log li").nth(1)).to_have_text("B allin → B raise 125")
    screenshot(page, "web-example-1-desktop.png")

    # Example 1-A: A calls; C faces only 75 more and may only call or fold.
    page.click("#call")
    expect(page.locator("#to-act")).to_have_text("C to act")
    expect(page.locator("#options-text")).to_have_text("C may: fold · call to 200 (adds 75)")
    expect(page.locator("#fold")).to_be_visible()
    expect(page.locator("#call")).to_be_visible()
    for hidden in ("#check", "#amount-form", "#allin"):
        expect(page.locator(hidden)).to_be_hidden()
    expect(page.locator("#why")).to_contain_text("so C may call or fold but not raise.")

    # A raise typed anyway is refused, with the rule, and changes nothing.
    page.fill("#typed", "C raise 400")
    page.press("#typed", "Enter")
    expect(page.locator("#error")).to_be_visible()
    expect(page.locator("#error")).to_contain_text("C raise 400: this player acted at 125 and faces 75 more")
    expect(page.locator("#error")).to_have_attribute("data-code", "not-reopened")
    expect(page.locator("#to-act")).to_have_text("C to act")
    expect(page.locator("#log li")).to_have_count(6)
    expect(page.locator("#typed")).to_have_value("C raise 400")

    page.set_viewport_size({"width": 390, "height": 844})
    expect(page.locator("#fold")).to_be_in_viewport()
    box = page.locator("#call").bounding_box()
    assert box is not None and box["x"] + box["width"] <= 390 and box["height"] >= 44
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    screenshot(page, "web-example-1a-phone.png")

    # Undo brings back A's decision; reset goes back to the start.
    page.click("#undo")
    expect(page.locator("#to-act")).to_have_text("A to act")
    expect(page.locator("#error")).to_be_hidden()
    page.click("#reset")
    expect(page.locator("#log li")).to_have_count(0)
    expect(page.locator("#options-text")).to_have_text("A may: check · bet to 100..10,000")


def switch_to_russian(page: Page) -> None:
    """Choose Russian and check the choice reaches the server and the page re-renders."""
    panel = page.locator("#why-panel")
    before = int(panel.get_attribute("data-render") or "0")
    with page.expect_response(lambda r: "/api/sessions/" in r.url and "lang=ru" in r.url) as answer:
        page.select_option("#lang", "ru")
    assert answer.value.ok and answer.value.json()["lang"] == "ru"
    expect(panel).to_have_attribute("data-lang", "ru")
    assert int(panel.get_attribute("data-render") or "0") > before
    expect(page.locator("html")).to_have_attribute("lang", "ru")


@needs_browser
def test_browser_language_switch_reaches_the_server(page: Page) -> None:
    set_up_example_1(page)
    play_example_1(page)
    page.click("#call")
    expect(page.locator("#why")).to_contain_text("TDA 2024 Rule 47")
    switch_to_russian(page)
    # Still the same ruling and rule, cited in the language of the text.
    expect(page.locator("#why li[data-code='not-reopened']")).to_have_count(1)
    expect(page.locator("#why")).to_contain_text("(Правила TDA 2024, правило 47)")
    # The choice stays for the next calls: an action is answered in Russian too.
    with page.expect_request(lambda r: "/actions" in r.url and "lang=ru" in r.url):
        page.click("#call")
    expect(page.locator("#why-panel")).to_have_attribute("data-lang", "ru")


@needs_browser
def test_browser_explanation_in_russian(page: Page) -> None:
    set_up_example_1(page)
    play_example_1(page)
    page.click("#call")
    english = page.locator("#why").inner_text()
    switch_to_russian(page)
    russian = page.locator("#why").inner_text()
    # The explanation is now in Russian.
    assert russian != english and any("\u0430" <= ch <= "\u044f" for ch in russian.lower()), russian


@needs_browser
def test_browser_keyboard_only(page: Page) -> None:
    set_up_example_1(page)
    page.keyboard.press("r")
    expect(page.locator("#amount")).to_be_focused()
    page.keyboard.type("100")
    page.keyboard.press("Enter")
    expect(page.locator("#to-act")).to_have_text("B to act")
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("a")
    expect(page.locator("#to-act")).to_have_text("C to act")
    page.keyboard.press("c")
    expect(page.locator("#to-act")).to_have_text("D to act")
    page.keyboard.press("f")
    expect(page.locator("#to-act")).to_have_text("E to act")
    page.keyboard.press("u")
    expect(page.locator("#to-act")).to_have_text("D to act")
    page.keyboard.press("/")
    expect(page.locator("#typed")).to_be_focused()
    page.keyboard.type("D allin")
    page.keyboard.press("Enter")
    expect(page.locator("#to-act")).to_have_text("E to act")
    expect(page.locator("#typed")).to_have_value("")
    expect(page.locator("#fold")).to_have_attribute("accesskey", "f")
    expect(page.locator("#call")).to_have_attribute("accesskey", "c")
    expect(page.locator("#check")).to_have_attribute("accesskey", "k")


@needs_browser
def test_browser_load_save_and_export(page: Page, live_server: str) -> None:
    text = (ROOT / "examples" / "tda-rule47-example1.toml").read_text(encoding="utf-8")
    page.click("#load summary")
    page.select_option("#load-kind", "situation")
    page.fill("#load-text", text)
    page.click("#load-button")
    expect(page.locator("#to-act")).to_have_text("C to act")
    expect(page.locator("#players tbody tr")).to_have_count(5)
    expect(page.locator("#players tbody tr").nth(3).locator(".p-stack")).to_have_value("200")
    expect(page.locator("#players tbody tr").nth(4).locator("input[type=radio]")).to_be_checked()
    expect(page.locator("#seat-list li")).to_have_count(5)  # the players' links
    expect(page.locator("#seat-list li").first.locator("a")).to_have_attribute("href", re.compile(r"/#seat=."))
    first = page.evaluate("sessionStorage.getItem('pokerfloor-session')")
    page.click("#save")
    expect(page.locator("#output-text")).to_contain_text('"A call",')
    saved = page.locator("#output-text").inner_text()
    assert tomllib.loads(saved)["case"][0]["actions"][-1] == "A call"
    expect(page.locator("#download")).to_have_attribute("download", "situation.toml")
    page.click("#export")
    expect(page.locator("#error")).to_contain_text("only a hand played from the preflop can be written as PHH")
    expect(page.locator("#output")).to_be_hidden()

    phh_text = (ROOT / "tests" / "data" / "phh" / "1.phh").read_text(encoding="utf-8")
    page.select_option("#load-kind", "phh")
    page.fill("#load-text", phh_text)
    page.click("#load-button")
    expect(page.locator("#to-act")).to_have_text("The betting is over")
    # The new hand replaced the tab's previous one on the server.
    assert httpx.get(f"{live_server}api/sessions/{first}", timeout=10).status_code == 404
    expect(page.locator("#board .card")).to_have_count(5)
    page.click("#export")
    expect(page.locator("#output-text")).to_contain_text("variant = 'NT'")
    expect(page.locator("#download")).to_have_attribute("download", "hand.phh")


@needs_browser
def test_browser_a_seat_link_shows_that_player_his_own_cards_only(page: Page, live_server: str) -> None:
    settings = {**PREFLOP_TABLE, "cards": {"SB": "AsAh", "BB": "KsKh", "BTN": "QsQh"}, "board": "2c7d9hJs3c"}
    table = httpx.post(f"{live_server}api/sessions", json={"settings": settings}, timeout=10).json()
    links = {seat["name"]: f"{live_server}api/seats/{seat['token']}" for seat in table["seats"]}
    token = table["seats"][2]["token"]
    page.goto("about:blank")
    page.goto(f"{live_server}#seat={token}")
    expect(page.locator("body")).to_have_attribute("data-view", "seat")
    expect(page.locator("#view-note")).to_contain_text("You are BTN")
    expect(page.locator("#setup-panel")).to_be_hidden()
    for hidden in ("#undo", "#reset", "#save", "#export", "#seat-links"):
        expect(page.locator(hidden)).to_be_hidden()
    rows = page.locator("#seats tbody tr")
    expect(rows.nth(2).locator(".card")).to_have_count(2)
    expect(rows.nth(0).locator(".card")).to_have_count(0)
    expect(rows.nth(1).locator(".card")).to_have_count(0)
    page.click("#call")
    expect(page.locator("#to-act")).to_have_text("SB to act")
    # The others act on their own devices; the player's page follows.
    httpx.post(f"{links['SB']}/actions", json={"verb": "call"}, timeout=10)
    httpx.post(f"{links['BB']}/actions", json={"verb": "check"}, timeout=10)
    expect(page.locator("#board .card")).to_have_count(3)
    expect(page.locator("#to-act")).to_have_text("SB to act")
    for button in ("#fold", "#check", "#call", "#amount-form", "#allin"):
        expect(page.locator(button)).to_be_hidden()  # not his turn
    seats = page.locator("#seats").inner_text()
    assert "Qs" in seats and not any(card in seats for card in ("As", "Ah", "Ks", "Kh"))
    assert "Js" not in page.locator("#board").inner_text()
    screenshot(page, "web-seat-view.png")


@needs_browser
def test_browser_player_mode_shows_the_table_no_hole_card(browser: Browser, player_server: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(_PATIENCE_MS)
    page = context.new_page()
    try:
        page.goto(player_server)
        expect(page.locator("body")).to_have_attribute("data-ready", "true")
        page.locator("#players tbody tr").nth(0).locator(".p-cards").fill("AsAh")
        page.fill("#board-cards", "2c7d9hJs3c")
        page.click("#start")
        expect(page.locator("body")).to_have_attribute("data-view", "table")
        expect(page.locator("#view-note")).to_contain_text("Player mode")
        expect(page.locator("#seats .card")).to_have_count(0)
        expect(page.locator("#board .card")).to_have_count(0)
        expect(page.locator("#seat-list li")).to_have_count(2)
        for hidden in ("#save", "#export"):
            expect(page.locator(hidden)).to_be_hidden()
        expect(page.locator("#undo")).to_be_visible()
    finally:
        context.close()


# -- malformed input: a 400 naming the field, never a 500 -----------------------------------------

HEADS_UP_PHH = (
    "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
    "starting_stacks = [200, 200]\nactions = ['p2 f']\n"
)


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({"source": None}, "source"),
        ({"source": 1.5}, "source"),
        ({"source": {"page": None}}, "source"),
        ({"description": None}, "description"),
        ({"description": 1.5}, "description"),
        ({"name": None}, "name"),
        ({"name": 1.5}, "name"),
        ({"case": None}, "case"),
        ({"case": [{"actions": []}]}, "case"),
    ],
)
def test_api_refuses_settings_a_situation_file_cannot_hold(
    client: TestClient, extra: dict[str, Any], field: str
) -> None:
    response = client.post("/api/sessions", json={"settings": {**PREFLOP_TABLE, **extra}})
    assert response.status_code == 400, response.text
    assert response.json()["code"] == "bad-field"
    assert response.json()["message"].startswith(f"{field}: ")


def test_api_saves_the_text_settings_of_a_situation_file(client: TestClient) -> None:
    extra = {"source": "TDA 2024", "description": "a walk", "name": "walk"}
    state = new_table(client, {**PREFLOP_TABLE, **extra})
    response = client.get(f"/api/sessions/{state['session']}/situation")
    assert response.status_code == 200
    data = tomllib.loads(response.json()["text"])
    assert {key: data[key] for key in extra} == extra


@pytest.mark.parametrize(
    ("old", "new", "code", "message"),
    [
        (
            "min_bet = 2\n",
            "min_bet = 2\nplayers = 5\n",
            "bad-field",
            "field 'players' must be an array of names, not 5",
        ),
        ("['p2 f']", "[5, 'p2 f']", "bad-field", "field 'actions' must be an array of strings: 5 is not a string"),
        ("['p2 f']", "[['p2', 'f']]", "bad-field", "field 'actions' must be an array of strings"),
        ("['p2 f']", "'p2 f'", "bad-field", "field 'actions' must be an array of strings, not 'p2 f'"),
        ("[200, 200]", "[]", "bad-field", "field 'starting_stacks' must list at least two players"),
        ("[200, 200]", "[-inf, 200]", "bad-field", "field 'starting_stacks': -inf is not an amount of chips"),
        ("[0, 0]", "[inf, 0]", "bad-field", "field 'antes': inf is not an amount of chips"),
    ],
)
def test_api_refuses_a_malformed_phh_hand_naming_the_field(
    client: TestClient, old: str, new: str, code: str, message: str
) -> None:
    response = client.post("/api/sessions/phh", json={"text": HEADS_UP_PHH.replace(old, new)})
    assert response.status_code == 400, response.text
    assert response.json()["code"] == code
    assert message in response.json()["message"]


@pytest.mark.parametrize("action", ["p2 cbr ²", "p2 cbr ٣", f"p2 cbr {'9' * 19}", f"p2 cbr {'9' * 5000}", "p² f"])
def test_api_stops_a_phh_hand_at_an_unreadable_action(client: TestClient, action: str) -> None:
    response = client.post("/api/sessions/phh", json={"text": HEADS_UP_PHH.replace("'p2 f'", f"'{action}'")})
    assert response.status_code == 200, response.text
    state = response.json()
    assert state["actions"] == [] and state["notice"]["code"] == "bad-action"
    assert f"PHH action 1 {action!r} was refused" in state["notice"]["message"]


def test_api_refuses_a_deeply_nested_json_body(client: TestClient) -> None:
    body = "[" * 100_000 + "]" * 100_000
    response = client.post("/api/sessions", content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and response.json()["code"] == "bad-request"
    assert "too deeply" in response.json()["message"]


def test_api_refuses_a_deeply_nested_situation_file(client: TestClient) -> None:
    text = "a = " + "[" * 50_000 + "]" * 50_000 + "\n"
    response = client.post("/api/sessions/situation", json={"text": text})
    assert response.status_code == 400 and response.json()["code"] == "bad-toml"
    assert "too deeply" in response.json()["message"]


# -- issue 17: every word translated, the pots mid-street, who won what, the new user's trip-ups ----


@needs_browser
def test_browser_the_whole_page_in_russian_with_the_pots_mid_street(page: Page) -> None:
    """With Russian chosen every word of the page is Russian: the labels, buttons, headings, the
    options line, the pots and the status; the numbers are grouped with no-break spaces; and
    mid-street the pots as they stand with the street's bets are shown beside the closed ones."""
    set_up_example_1(page)
    play_example_1(page)
    with page.expect_response(lambda r: "/api/sessions/" in r.url and "lang=ru" in r.url):
        page.select_option("#lang", "ru")
    expect(page.locator("#to-act")).to_have_text("Ходит A")
    expect(page.locator("#street")).to_have_text("флоп")
    expect(page.locator("#options-text")).to_have_text(
        "A может: фолд · колл до 200 (доложить 100) · рейз до 300..10\u00a0000"
    )
    expect(page.locator("#call")).to_have_text("Колл 200 (+100)")
    expect(page.locator("#allin")).to_have_text("Олл-ин (рейз до 10\u00a0000)")
    expect(page.locator("#amount-label")).to_have_text("Рейз до")
    expect(page.locator("#fold")).to_have_text("Фолд")
    expect(page.locator("#why-title")).to_have_text("Почему")
    expect(page.locator("#pots-title")).to_have_text("Банки")
    expect(page.locator("#pots")).to_contain_text("Основной банк 300: выиграть его могут A, B, C, D, E")
    expect(page.locator("#seats thead")).to_contain_text("Игрок")
    expect(page.locator("#seats tr[data-player='B']")).to_contain_text("олл-ин")
    expect(page.locator("#seats tr[data-player='A']")).to_contain_text("9\u00a0900")
    expect(page.locator("#start")).to_have_text("Начать раздачу")
    expect(page.locator("#setup summary").first).to_have_text("Стол")
    expect(page.locator("#typed-play")).to_have_text("Сыграть")
    expect(page.locator("#structure option[value='no-limit']")).to_have_text("безлимитный")
    expect(page.locator("#fold")).to_have_attribute("title", "Фолд (клавиша F)")
    # The pots if the bets stand: A has 100 in, B and C 125, D and E 200.
    expect(page.locator("#pots-now")).to_be_visible()
    expect(page.locator("#pots-now h3")).to_have_text("Если ставки останутся")
    expect(page.locator("#pots-with-bets li")).to_have_count(3)
    expect(page.locator("#pots-with-bets li").nth(0)).to_have_text(
        "Основной банк 800: выиграть его могут A, B, C, D, E"
    )
    expect(page.locator("#pots-with-bets li").nth(2)).to_have_text("Сайд-пот 2 150: выиграть его могут D, E")
    body = page.locator("main").inner_text()
    for english in ("Players", "Pots", "Start hand", "may win it", "to act", "Raise to"):
        assert english not in body, f"{english!r} is still in English"
    screenshot(page, "web-russian-mid-street.png")
    # And in Italian, the numbers with dots.
    page.select_option("#lang", "it")
    expect(page.locator("#options-text")).to_have_text(
        "A può: fold · chiamata a 200 (aggiunge 100) · rilancio a 300..10.000"
    )


@needs_browser
def test_browser_the_showdown_says_who_won_what(page: Page) -> None:
    page.click("#load summary")
    page.select_option("#load-kind", "situation")
    example = ROOT / "examples" / "rulings" / "showdown-who-won-what.toml"
    page.fill("#load-text", example.read_text(encoding="utf-8"))
    page.click("#load-button")
    expect(page.locator("#to-act")).to_have_text("The betting is over")
    expect(page.locator("#showdown-panel")).to_be_visible()
    expect(page.locator("#showdown li").nth(0)).to_have_text("Main pot (1,200): A, a pair of aces.")
    expect(page.locator("#showdown li").nth(1)).to_have_text("Side pot 1 (5,200): B, a pair of kings.")
    page.select_option("#lang", "it")
    expect(page.locator("#showdown li").nth(0)).to_have_text("Piatto principale (1.200): A, una coppia di assi.")


@needs_browser
def test_browser_setup_errors_show_beside_the_form_and_refusals_cite_the_rule(page: Page) -> None:
    """The very first Start hand with a bad table says why next to the form (the hand panel is
    still hidden); a refusal cites its rule, not its code; a load clears the typed action."""
    rows = page.locator("#players tbody tr")
    rows.nth(0).locator(".p-name").fill("B")
    page.click("#start")
    expect(page.locator("#setup-error")).to_be_visible()
    expect(page.locator("#setup-error")).to_contain_text("the names must differ")
    expect(page.locator("#hand")).to_be_hidden()
    rows.nth(0).locator(".p-name").fill("A")
    page.click("#start")
    expect(page.locator("#setup-error")).to_be_hidden()
    page.fill("#typed", "B raise 150")
    page.press("#typed", "Enter")
    expect(page.locator("#error")).to_contain_text("(TDA 2024 Rule 43)")
    expect(page.locator("#error")).not_to_contain_text("[below-minimum]")
    expect(page.locator("#error")).to_have_attribute("data-code", "below-minimum")
    page.click("#load summary")
    page.fill("#load-text", (ROOT / "examples" / "tda-rule47-example1.toml").read_text(encoding="utf-8"))
    page.click("#load-button")
    expect(page.locator("#to-act")).to_have_text("C to act")
    expect(page.locator("#typed")).to_have_value("")


def test_the_page_has_a_favicon(client: TestClient) -> None:
    page = client.get("/").text
    assert '<link rel="icon" href="/static/favicon.svg"' in page
    for path in ("/static/favicon.svg", "/favicon.ico"):
        response = client.get(path)
        assert response.status_code == 200 and response.headers["content-type"].startswith("image/svg+xml")
        assert response.content.startswith(b"<svg")


def test_the_page_words_come_in_the_language_asked(client: TestClient) -> None:
    words = client.get("/api/meta?lang=it").json()["words"]
    assert words["page.start"] == "Inizia la mano" and words["format.thousands"] == "."
    assert client.get("/api/meta").json()["words"]["page.start"] == "Start hand"


def test_the_state_has_the_pots_with_bets_and_the_showdown(client: TestClient) -> None:
    state = new_table(client, EXAMPLE_1, actions=EXAMPLE_1_ACTIONS)
    assert state["pots"] == [{"amount": 300, "eligible": ["A", "B", "C", "D", "E"]}]
    assert [p["amount"] for p in state["pots_with_bets"]] == [800, 100, 150]
    assert state["showdown"] == []


# -- issues 13 and 14: stud and the draws on the page ---------------------------------------------------

#: Seven-card stud, 20/40, antes 2, bring-in 5; on fourth street B's 5d 5s is an open pair.
STUD: dict[str, Any] = {
    "game": "stud",
    "structure": "fixed-limit",
    "small_bet": 20,
    "big_bet": 40,
    "ante": 2,
    "bring_in": 5,
    "button": "C",
    "players": [{"name": "A", "stack": 1000}, {"name": "B", "stack": 1000}, {"name": "C", "stack": 1000}],
    "cards": {"A": "(KhQh) 2c 9h", "B": "(3s4s) 5d 5s", "C": "(7c6s) As Kd"},
}
#: 2-7 triple draw, 20/40, blinds 10/20: B's two extra cards are those he is dealt at the first draw.
TRIPLE_DRAW: dict[str, Any] = {
    "game": "2-7-triple-draw",
    "structure": "fixed-limit",
    "small_bet": 20,
    "big_bet": 40,
    "blinds": [10, 20],
    "button": "C",
    "players": [{"name": "A", "stack": 1000}, {"name": "B", "stack": 1000}, {"name": "C", "stack": 1000}],
    "cards": {"A": "7c5d4h3s2d", "B": "KcKd9s8h2cTdTc", "C": "AhQsJd9c8d"},
}
TO_THE_FIRST_DRAW = ["C call", "A call", "B check"]


def held(state: dict[str, Any], name: str) -> str:
    """A player's cards as the state gives them: ``(??)`` for a card not seen, ``[2c]`` for an up
    card, ``Kh`` for a down card seen."""
    (player,) = [p for p in state["players"] if p["name"] == name]
    return "".join(f"[{h['card']}]" if h["up"] else (h["card"] or "(??)") for h in player["held"])


def shows(answer: dict[str, Any], *cards: str) -> bool:
    """Whether any of ``cards`` is in the answer, its random session id and seat links left out
    (``Kc`` may come up in a token)."""
    text = json.dumps({key: value for key, value in answer.items() if key not in ("session", "seats")})
    return any(card in text for card in cards)


def test_api_stud_state_has_the_cards_up_and_down_the_bring_in_and_the_two_sizes(client: TestClient) -> None:
    meta = client.get("/api/meta").json()
    stud = meta["game_info"]["stud"]
    assert stud["bring_in"] and stud["up_cards"] and not stud["board"] and stud["structures"] == ["fixed-limit"]
    assert stud["streets"] == ["third street", "fourth street", "fifth street", "sixth street", "seventh street"]
    assert meta["game_info"]["badugi"]["draws"] and not meta["game_info"]["badugi"]["bring_in"]
    assert set(meta["game_info"]) == set(meta["games"])
    response = client.post("/api/sessions", json={"settings": STUD, "rulebook": "wsop-live"})
    state = response.json()
    assert state["game"] == "stud" and state["game_title"] == "Seven-card stud"
    assert [held(state, n) for n in "ABC"] == ["KhQh[2c]", "3s4s[5d]", "7c6s[As]"]
    options = state["options"]
    assert options["kinds"] == ["bring-in", "complete"] and options["bring_in"] == 5
    assert (options["min_to"], options["max_to"], options["sizes"]) == (20, 20, None)
    assert _why(state, "bring-in-card")["text"] == "A has the lowest card showing, the 2c, and brings in."
    state = act(client, state, verb="bring-in").json()
    assert state["actions"] == [{"text": "A bring-in", "ruled_as": "A bring-in"}]
    state = act(client, state, verb="complete", amount=20).json()
    assert state["actions"][-1]["ruled_as"] == "B complete 20"
    for verb in ("call", "call"):
        state = act(client, state, verb=verb).json()
    assert state["street"] == "fourth street" and state["to_act"] == "B"
    assert state["options"]["sizes"] == [20, 40] and state["options"]["bring_in"] is None
    assert _why(state, "open-pair")["rule"] == "WSOP 2024 Live Action Rules, Rule 220"
    assert held(state, "B") == "3s4s[5d][5s]"
    assert state["drawing"] is None and state["draws"] == []
    refused = act(client, state, verb="bet", amount=30)
    assert refused.status_code == 400 and refused.json()["state"]["options"]["sizes"] == [20, 40]


def test_api_a_seat_sees_every_up_card_and_its_own_down_cards_only() -> None:
    with TestClient(create_app(mode="player", limits=ROOMY), base_url=BASE) as client:
        table = client.post("/api/sessions", json={"settings": STUD}).json()
        assert [held(table, n) for n in "ABC"] == ["(??)(??)[2c]", "(??)(??)[5d]", "(??)(??)[As]"]
        assert "cards" not in table["ruling"] and "Kh" not in json.dumps(table["ruling"])
        seat = {s["name"]: f"/api/seats/{s['token']}" for s in table["seats"]}
        mine = client.get(seat["B"]).json()
        assert [held(mine, n) for n in "ABC"] == ["(??)(??)[2c]", "3s4s[5d]", "(??)(??)[As]"]
        for name, verb in (("A", "bring-in"), ("B", "call"), ("C", "call")):
            assert client.post(seat[name] + "/actions", json={"verb": verb}).status_code == 200
        later = client.get(seat["C"]).json()
        assert [held(later, n) for n in "ABC"] == ["(??)(??)[2c][9h]", "(??)(??)[5d][5s]", "7c6s[As][Kd]"]
        assert not shows(later, "Kh", "Qh", "3s", "4s")


#: Super Stud, 20/40, antes 1, bring-in 5: four down cards and one up, then a discard of two down cards.
SUPER_STUD: dict[str, Any] = {
    **{key: STUD[key] for key in ("structure", "small_bet", "big_bet", "bring_in", "button", "players")},
    "game": "super-stud",
    "ante": 1,
    "cards": {"A": "(As2d9c9h) 3h", "B": "(KcKd5c5d) Kh", "C": "(QcJc6h6s) 7c"},
}


def test_api_a_super_stud_discard_names_the_two_cards_to_throw_and_the_up_card_kept() -> None:
    """The page's draw (Rule 246): exactly two cards, never the up card, which the page shows but
    does not offer to throw."""
    with TestClient(create_app(mode="player", limits=ROOMY), base_url=BASE) as client:
        actions = ["A bring-in", "B call", "C call"]
        table = client.post("/api/sessions", json={"settings": SUPER_STUD, "actions": actions}).json()
        assert table["drawing"] == {"player": "A", "least": 2, "most": 2, "up": ["3h"]}, table["drawing"]


@pytest.mark.parametrize(
    ("settings", "actions"),
    [(SUPER_STUD, ["A bring-in", "B call", "C call"]), (TRIPLE_DRAW, TO_THE_FIRST_DRAW)],
    ids=["super-stud", "triple-draw"],
)
def test_the_floor_page_and_the_table_server_send_the_same_draw(settings: dict[str, Any], actions: list[str]) -> None:
    """The page's ``drawing`` is the server's legal draw (``least``, ``most``, ``up``) with the
    player, at every turn of the draw, to the floor and to each seat alike."""
    session = session_from_settings(settings, "tda", actions=actions, seed=3)
    turns = 0
    while session.hand.is_drawing and session.hand.to_act >= 0:
        legal = legal_of(session.hand)
        assert legal["actions"] == ["draw"] and set(legal) == {"actions", "cards", "least", "most", "up"}
        served = {key: legal[key] for key in ("least", "most", "up")}
        player = session.hand.player_to_act
        for viewer in ("floor", "table", *range(len(session.hand.names))):
            assert state_of(session, "en", viewer)["drawing"] == {"player": player, **served}
        session.play(f"{player} stands pat" if not legal["least"] else f"{player} draws {legal['least']}")
        turns += 1
    assert turns == 3


def test_api_draws_are_shown_with_their_cards_to_the_floor_and_the_drawer_only() -> None:
    with TestClient(create_app(mode="player", limits=ROOMY), base_url=BASE) as client:
        table = client.post("/api/sessions", json={"settings": TRIPLE_DRAW, "actions": TO_THE_FIRST_DRAW}).json()
        assert table["street"] == "first draw" and table["drawing"] == {"player": "A", "least": 0, "most": 5, "up": []}
        assert table["options"]["kinds"] == ["draw"]
        seat = {s["name"]: f"/api/seats/{s['token']}" for s in table["seats"]}
        assert client.post(seat["A"] + "/actions", json={"text": "A stands pat"}).status_code == 200
        answer = client.post(seat["B"] + "/actions", json={"text": "B draws KcKd"}).json()
        assert answer["actions"][-1] == {"text": "B draws KcKd", "ruled_as": "B draws KcKd"}
        assert held(answer, "B") == "9s8h2cTdTc"
        assert answer["drawing"] == {"player": "C", "least": 0, "most": 5, "up": []}
        others = client.get(seat["C"]).json()
        assert others["actions"][-2:] == [
            {"text": "A stands pat", "ruled_as": "A stands pat"},
            {"text": "B draws 2", "ruled_as": "B draws 2"},
        ]
        assert others["draws"] == [
            {"street": "first draw", "player": "A", "count": 0, "cards": ""},
            {"street": "first draw", "player": "B", "count": 2, "cards": ""},
        ]
        assert not shows(others, "Kc", "Kd", "9s", "Td")
        table = client.get(f"/api/sessions/{table['session']}").json()
        assert table["actions"][-1]["text"] == "B draws 2" and not shows(table, "Kc", "Kd")
    with TestClient(create_app(limits=ROOMY), base_url=BASE) as client:
        floor = client.post("/api/sessions", json={"settings": TRIPLE_DRAW, "actions": TO_THE_FIRST_DRAW}).json()
        for text in ("A stands pat", "B draws KcKd", "C draws 2"):
            floor = act(client, floor, text=text).json()
        assert [d["cards"] for d in floor["draws"]] == ["", "KcKd", ""] and floor["ruling"]["cards"]["B"]
        assert floor["actions"][-1] == {"text": "C draws 2", "ruled_as": "C draws 2"}
        assert held(floor, "C") == "(??)" * 5  # which two he kept is not known: none of his cards is
        assert floor["drawing"] is None and floor["to_act"] == "A"
        assert _why(floor, "to-act")["text"] == "A is to act on the first draw."


PHH_DATA = ROOT / "tests" / "data" / "phh"


@pytest.mark.parametrize("name", ["razz-26.phh", "triple-draw-55.phh"])
def test_api_a_stud_or_draw_hand_of_phh_plays_to_its_stacks_and_exports_back(client: TestClient, name: str) -> None:
    text = (PHH_DATA / name).read_text(encoding="utf-8")
    state = client.post("/api/sessions/phh", json={"text": text}).json()
    (history,) = parse_histories(text)
    assert state["notice"] is None and state["over"]
    assert [p["stack"] for p in state["players"]] == history.fields["finishing_stacks"]
    exported = client.get(f"/api/sessions/{state['session']}/phh").json()["text"]
    (again,) = parse_histories(exported)
    assert again.fields["variant"] == history.fields["variant"]
    assert replay(again, rulebook("tda")).status == "verified"


def test_api_a_razz_hand_of_phh_keeps_its_bring_in_and_every_street_of_cards(client: TestClient) -> None:
    state = client.post("/api/sessions/phh", json={"text": (PHH_DATA / "razz-26.phh").read_text("utf-8")}).json()
    assert state["settings"]["bring_in"] == 50000 and state["game"] == "razz"
    assert held(state, "Brian Rast") == "6c4c[7h][Qh][5s][3s]2s"


def test_api_a_draw_hand_of_phh_shows_the_final_hands_it_did_not_see_dealt(client: TestClient) -> None:
    """A draw game's hand history shows the final hand at the showdown: a card drawn unseen
    (``d dh p1 ??``) is known from it, and the pot is awarded."""
    text = (PHH_DATA / "triple-draw-55.phh").read_text(encoding="utf-8").replace("'d dh p1 7h'", "'d dh p1 ??'")
    state = client.post("/api/sessions/phh", json={"text": text}).json()
    (history,) = parse_histories(text)
    assert state["over"] and [p["stack"] for p in state["players"]] == history.fields["finishing_stacks"]
    assert state["showdown"][0]["text"] == "The pot (3,000,000): Talal Shakerchi, a 7-6-5-4-2 low."


def set_up_by_form(page: Page, settings: dict[str, Any], rulebook_name: str = "tda", *, deal: bool = False) -> None:
    """Choose the game in the table form, fill in its keys and players, and start the hand (the
    cards not given dealt from a deck with ``deal``, else unknown)."""
    page.set_checked("#deal", deal)
    page.select_option("#game", settings["game"])
    page.select_option("#rulebook", rulebook_name)
    for key in ("sb", "bb", "ante", "bring_in", "small_bet", "big_bet"):
        if page.locator(f"#{key}").is_visible():
            page.fill(f"#{key}", "")
    blinds = settings.get("blinds", [None, None])
    values = {
        "sb": blinds[0],
        "bb": blinds[1],
        **{k: settings.get(k) for k in ("ante", "bring_in", "small_bet", "big_bet")},
    }
    for key, value in values.items():
        if value is not None:
            page.fill(f"#{key}", str(value))
    rows = page.locator("#players tbody tr")
    while rows.count() < len(settings["players"]):
        page.click("#add-player")
    for k, player in enumerate(settings["players"]):
        rows.nth(k).locator(".p-name").fill(player["name"])
        rows.nth(k).locator(".p-stack").fill(str(player["stack"]))
        rows.nth(k).locator(".p-cards").fill(settings["cards"][player["name"]])
        if player["name"] == settings["button"]:
            rows.nth(k).locator("input[type=radio]").check()
    page.click("#start")


@needs_browser
def test_browser_a_stud_hand_bring_in_completion_and_the_open_pair(page: Page) -> None:
    page.select_option("#game", "stud")
    # The form asks for what stud needs: a bring-in and antes, no blinds; stud's streets; limit only.
    expect(page.locator("#bring_in")).to_be_visible()
    for hidden in ("#sb", "#bb", "#straddles", "#bb_ante", "#board-cards"):
        expect(page.locator(hidden)).to_be_hidden()
    expect(page.locator("#structure option")).to_have_count(1)
    expect(page.locator("#start-street option")).to_have_text(
        ["third street", "fourth street", "fifth street", "sixth street", "seventh street"]
    )
    expect(page.locator("#players .p-cards").first).to_have_attribute("placeholder", "(KhQh) 2c")
    set_up_by_form(page, STUD, "wsop-live")
    expect(page.locator("#game-title")).to_have_text("Seven-card stud")
    expect(page.locator("#street")).to_have_text("third street")
    expect(page.locator("#to-act")).to_have_text("A to act")
    expect(page.locator("#options-text")).to_have_text("A may: bring-in of 5 · complete to 20")
    expect(page.locator("#bring-in")).to_have_text("Bring in 5")
    expect(page.locator("#complete")).to_have_text("Complete to 20")
    for hidden in ("#fold", "#check", "#call", "#amount-form", "#size-small"):
        expect(page.locator(hidden)).to_be_hidden()
    expect(page.locator("#why li[data-code='bring-in-card']")).to_have_text(
        "A has the lowest card showing, the 2c, and brings in."
        " (WSOP 2024 Live Action Rules, Rules 215-217, 235 and 240)"
    )
    expect(page.locator("#why li[data-code='complete']")).to_contain_text("A completion is to 20")
    row = page.locator("#seats tr[data-player='A']")
    expect(row.locator(".card.up")).to_have_text(["2c"])
    expect(row.locator(".card.down")).to_have_text(["Kh", "Qh"])  # the floor sees the down cards
    screenshot(page, "web-stud-third-street.png")

    page.click("#bring-in")
    expect(page.locator("#to-act")).to_have_text("B to act")
    expect(page.locator("#call")).to_have_text("Call 5 (+5)")
    page.click("#complete")
    expect(page.locator("#log li").nth(1)).to_have_text("B complete 20")
    page.click("#call")
    page.click("#call")
    # Fourth street: B's open pair acts first, and may bet the small bet or the big one.
    expect(page.locator("#street")).to_have_text("fourth street")
    expect(page.locator("#to-act")).to_have_text("B to act")
    expect(page.locator("#why li[data-code='showing-opens']")).to_contain_text(
        "B acts first: the best hand showing (5d5s)"
    )
    expect(page.locator("#why li[data-code='open-pair']")).to_contain_text("A pair shows on fourth street")
    expect(page.locator("#options-text")).to_have_text("B may: check · bet to 20 or 40")
    expect(page.locator("#amount-form")).to_be_hidden()
    expect(page.locator("#size-small")).to_have_text("Bet 20")
    expect(page.locator("#size-big")).to_have_text("Bet 40")
    expect(page.locator("#seats tr[data-player='B'] .card.up")).to_have_text(["5d", "5s"])
    screenshot(page, "web-stud-open-pair.png")
    page.click("#size-big")
    expect(page.locator("#log li").nth(4)).to_have_text("B bet 40")
    expect(page.locator("#options-text")).to_have_text("C may: fold · call to 40 (adds 40) · raise to 80")
    # In Russian and Italian too.
    page.select_option("#lang", "ru")
    expect(page.locator("#game-title")).to_have_text("Семикарточный стад")
    page.click("#undo")
    expect(page.locator("#size-big")).to_have_text("Бет 40")
    page.select_option("#lang", "it")
    expect(page.locator("#size-small")).to_have_text("Punta 20")


@needs_browser
def test_browser_a_stud_seat_sees_every_up_card_and_its_own_down_cards(page: Page, player_server: str) -> None:
    table = httpx.post(f"{player_server}api/sessions", json={"settings": STUD}, timeout=10).json()
    token = {s["name"]: s["token"] for s in table["seats"]}
    page.goto("about:blank")
    page.goto(f"{player_server}#seat={token['A']}")
    expect(page.locator("body")).to_have_attribute("data-view", "seat")
    expect(page.locator("#bring-in")).to_have_text("Bring in 5")
    mine, other = page.locator("#seats tr[data-player='A']"), page.locator("#seats tr[data-player='C']")
    expect(mine.locator(".card.down")).to_have_text(["Kh", "Qh"])
    expect(mine.locator(".card.up")).to_have_text(["2c"])
    expect(other.locator(".card")).to_have_text(["As"])
    expect(other.locator(".back")).to_have_count(2)
    page.click("#bring-in")
    expect(page.locator("#to-act")).to_have_text("B to act")
    for hidden in ("#bring-in", "#complete", "#call"):
        expect(page.locator(hidden)).to_be_hidden()
    seats = page.locator("#seats").inner_text()
    assert not any(card in seats for card in ("3s", "4s", "7c", "6s"))
    screenshot(page, "web-stud-seat-view.png")


@needs_browser
def test_browser_a_draw_hand_by_clicking_the_cards_to_throw(page: Page) -> None:
    page.select_option("#game", "2-7-triple-draw")
    expect(page.locator("#sb")).to_be_visible()
    expect(page.locator("#bring_in")).to_be_hidden()
    streets = ["before the draw", "first draw", "second draw", "third draw"]
    expect(page.locator("#start-street option")).to_have_text(streets)
    page.select_option("#structure", "fixed-limit")
    set_up_by_form(page, TRIPLE_DRAW)
    expect(page.locator("#game-title")).to_have_text("2-7 triple draw lowball")
    expect(page.locator("#to-act")).to_have_text("C to act")
    page.click("#call")
    page.click("#call")
    page.click("#check")
    # The first draw: A first, from the button's left.
    expect(page.locator("#street")).to_have_text("first draw")
    expect(page.locator("#draw-form")).to_be_visible()
    expect(page.locator("#draw-hint")).to_have_text(
        "A draws: click the cards to throw away (up to 5), then Draw; or stand pat."
    )
    expect(page.locator("#why li[data-code='to-draw']")).to_contain_text("A draws on the first draw")
    for hidden in ("#fold", "#check", "#call", "#amount-form"):
        expect(page.locator(hidden)).to_be_hidden()
    page.click("#stand-pat")
    expect(page.locator("#draw-hint")).to_contain_text("B draws")
    expect(page.locator("#draw-go")).to_be_disabled()
    page.click("#draw-cards button[data-card='Kd']")
    page.click("#draw-cards button[data-card='Kc']")
    expect(page.locator("#draw-cards button[aria-pressed='true']")).to_have_count(2)
    expect(page.locator("#draw-go")).to_have_text("Draw 2 (Kc Kd)")  # in the order held
    screenshot(page, "web-draw-choosing.png")
    page.set_viewport_size({"width": 390, "height": 844})
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    box = page.locator("#draw-cards button").first.bounding_box()
    assert box is not None and box["height"] >= 44 and box["width"] >= 44
    screenshot(page, "web-draw-choosing-phone.png")
    page.set_viewport_size({"width": 1280, "height": 900})
    page.click("#draw-go")
    expect(page.locator("#log li").nth(4)).to_have_text("B draws KcKd")  # in the order held
    expect(page.locator("#seats tr[data-player='B'] .card")).to_have_text(["9s", "8h", "2c", "Td", "Tc"])
    # C's new cards are not known: the page asks how many he throws.
    page.click("#draw-cards button[data-card='Ah']")
    page.click("#draw-cards button[data-card='Qs']")
    page.click("#draw-go")
    expect(page.locator("#draw-form")).to_be_hidden()
    expect(page.locator("#to-act")).to_have_text("A to act")
    expect(page.locator("#options-text")).to_have_text("A may: check · bet to 20")
    expect(page.locator("#draws li")).to_have_text(["first draw: A stood pat · B drew 2 (Kc Kd) · C drew 2 (Ah Qs)"])
    expect(page.locator("#seats tr[data-player='A'] .drew")).to_have_text("stood pat")
    expect(page.locator("#seats tr[data-player='C'] .back")).to_have_count(2)
    screenshot(page, "web-draw-after-the-first-draw.png")
    for _ in range(3):
        page.click("#check")
    page.click("#stand-pat")
    page.click("#stand-pat")
    expect(page.locator("#draw-hint")).to_have_text("C draws: how many cards are thrown away (up to 5)? Or stand pat.")
    expect(page.locator("#draw-counts button")).to_have_count(5)
    page.click("#draw-counts button[data-count='1']")
    expect(page.locator("#log li").last).to_have_text("C draws 1")
    expect(page.locator("#draws li").nth(1)).to_have_text("second draw: A stood pat · B stood pat · C drew 1")
    page.select_option("#lang", "ru")
    expect(page.locator("#draws li").nth(1)).to_have_text("второй обмен: A без обмена · B без обмена · C обмен: 1")


@needs_browser
def test_browser_a_draw_in_player_mode_seat_and_table(browser: Browser, player_server: str) -> None:
    table = httpx.post(
        f"{player_server}api/sessions",
        json={"settings": TRIPLE_DRAW, "actions": [*TO_THE_FIRST_DRAW, "A stands pat"]},
        timeout=10,
    ).json()
    token = {s["name"]: s["token"] for s in table["seats"]}
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(_PATIENCE_MS)
    page = context.new_page()
    try:
        page.goto(f"{player_server}#seat={token['B']}")
        expect(page.locator("body")).to_have_attribute("data-view", "seat")
        expect(page.locator("#draw-cards button")).to_have_count(5)
        page.click("#draw-cards button[data-card='Kc']")
        page.click("#draw-cards button[data-card='Kd']")
        page.click("#draw-go")
        expect(page.locator("#log li").last).to_have_text("B draws KcKd")
        expect(page.locator("#draw-form")).to_be_hidden()  # C's turn, on his own device
        screenshot(page, "web-draw-seat-view.png")
        page.goto("about:blank")
        page.goto(f"{player_server}#seat={token['C']}")
        expect(page.locator("#draw-cards button")).to_have_count(5)
        expect(page.locator("#log li").last).to_have_text("B draws 2")
        expect(page.locator("#draws li")).to_have_text(["first draw: A stood pat · B drew 2"])
        assert "Kc" not in page.locator("main").inner_text()
        expect(page.locator("#seats tr[data-player='B'] .back")).to_have_count(5)
        # The table's page (whoever set the hand up) sees no card: it says how many C throws.
        page.goto(player_server)
        page.evaluate(f"sessionStorage.setItem('pokerfloor-session', '{table['session']}')")
        page.reload()
        expect(page.locator("body")).to_have_attribute("data-view", "table")
        expect(page.locator("#draw-cards")).to_be_hidden()
        expect(page.locator("#draw-hint")).to_have_text(
            "C draws: how many cards are thrown away (up to 5)? Or stand pat."
        )
        page.click("#draw-counts button[data-count='3']")
        expect(page.locator("#log li").last).to_have_text("C draws 3")
        expect(page.locator("#draws li")).to_have_text(["first draw: A stood pat · B drew 2 · C drew 3"])
        screenshot(page, "web-draw-table-view.png")
    finally:
        context.close()


@needs_browser
def test_browser_a_draw_game_of_phh_loads_plays_back_and_exports(page: Page) -> None:
    page.click("#load summary")
    page.select_option("#load-kind", "phh")
    page.fill("#load-text", (PHH_DATA / "triple-draw-55.phh").read_text(encoding="utf-8"))
    page.click("#load-button")
    expect(page.locator("#to-act")).to_have_text("The betting is over")
    expect(page.locator("#game")).to_have_value("2-7-triple-draw")
    expect(page.locator("#draws li")).to_have_count(3)
    expect(page.locator("#draws li").nth(2)).to_have_text(
        "third draw: James Obst drew 1 (8s) · Talal Shakerchi stood pat"
    )
    expect(page.locator("#showdown li")).to_have_text(["The pot (3,000,000): Talal Shakerchi, a 7-6-5-4-2 low."])
    page.click("#export")
    expect(page.locator("#output-text")).to_contain_text("variant = 'F2L3D'")
    expect(page.locator("#output-text")).to_contain_text("p1 sd 8s")
    page.select_option("#load-kind", "phh")
    page.fill("#load-text", (PHH_DATA / "razz-26.phh").read_text(encoding="utf-8"))
    page.click("#load-button")
    expect(page.locator("#game")).to_have_value("razz")
    expect(page.locator("#bring_in")).to_have_value("50000")
    expect(page.locator("#seats tr[data-player='Brian Rast'] .card.up")).to_have_text(["7h", "Qh", "5s", "3s"])
    screenshot(page, "web-razz-phh.png")


@needs_browser
def test_browser_a_table_in_dollars_and_cents_is_played_in_its_money(page: Page) -> None:
    page.click("#load summary")
    page.select_option("#load-kind", "situation")
    page.fill("#load-text", DECIMAL_STAKES)
    page.click("#load-button")
    expect(page.locator("#options-text")).to_have_text("B may: fold · call to 1.25 (adds 0.75) · raise to 2..12.30")
    expect(page.locator("#amount")).to_have_attribute("step", "0.01")
    expect(page.locator("#sb")).to_have_value("0.25")
    expect(page.locator("#why")).to_contain_text("The minimum raise is to 2.00")
    page.fill("#amount", "2.5")
    page.click("#bet-raise")
    expect(page.locator("#options-text")).to_have_text("C may: fold · call to 2.50 (adds 1.25) · raise to 3.75..40")
    page.click("#save")
    expect(page.locator("#output-text")).to_contain_text('"B raise 2.50"')


#: Razz, heads-up: on sixth street the raise is written as only what the player all-in can call
#: (``p2 cbr 70``, the fixed size being to 80), as PokerKit writes it.
SHORT_WRITTEN_RAISE = """variant = 'FR'
ante_trimming_status = true
antes = [10, 10]
bring_in = 10
small_bet = 20
big_bet = 40
starting_stacks = [100, 1000]
actions = ['d dh p1 8c2h4c', 'd dh p2 4h3d8d', 'p2 pb', 'p1 cbr 20', 'p2 cc', 'd dh p1 Ad', 'd dh p2 2s',
  'p1 cc', 'p2 cc', 'd dh p1 Qd', 'd dh p2 Td', 'p2 cc', 'p1 cc', 'd dh p1 Jd', 'd dh p2 8s', 'p1 cbr 40',
  'p2 cbr 70', 'p1 cc', 'd dh p1 Kh', 'd dh p2 7h', 'p1 sm 8c2h4cAdQdJdKh', 'p2 sm 4h3d8d2sTd8s7h']
players = ['Ann', 'Bob']
finishing_stacks = [0, 1100]
"""


def test_api_a_raise_written_as_what_the_all_in_can_call_is_taken_at_its_size(client: TestClient) -> None:
    (history,) = parse_histories(SHORT_WRITTEN_RAISE)
    assert replay(history, rulebook("tda")).status == "verified"
    state = client.post("/api/sessions/phh", json={"text": SHORT_WRITTEN_RAISE}).json()
    assert state["notice"] is None and state["over"]
    assert [p["stack"] for p in state["players"]] == [0, 1100]
    assert "Bob raise 80" in [a["ruled_as"] for a in state["actions"]]


@pytest.mark.parametrize("path", sorted((ROOT / "tests" / "data" / "phh-cents").glob("*.phh")), ids=lambda p: p.name)
def test_api_a_hand_in_dollars_and_cents_is_shown_in_dollars_and_cents(client: TestClient, path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    state = json.loads(client.post("/api/sessions/phh", json={"text": text}).text, parse_float=Decimal)
    (history,) = parse_histories(text)
    assert state["notice"] is None and state["over"], state["notice"]
    assert state["chip"] == Decimal("0.01") and "chips of" not in state["name"]
    finishing = history.fields.get("finishing_stacks")
    outcome = replay(history, rulebook("tda"))
    if finishing and outcome.status == "verified":  # each stack the record knows, in dollars and cents
        known = [(p["stack"], s) for p, s in zip(state["players"], finishing, strict=True) if Decimal(s).is_finite()]
        assert known and all(stack == Decimal(str(s)) for stack, s in known)


DECIMAL_STAKES = (ROOT / "examples" / "rulings" / "decimal-stakes.toml").read_text(encoding="utf-8")


def _exact(response: Any) -> Any:
    """A response's JSON with its decimal amounts read exactly."""
    return json.loads(response.text, parse_float=Decimal)


def test_api_a_table_in_dollars_and_cents_is_played_and_ruled_in_its_money(client: TestClient) -> None:
    state = _exact(client.post("/api/sessions/situation", json={"text": DECIMAL_STAKES}))
    assert state["chip"] == Decimal("0.01") and state["to_act"] == "B"
    options = state["options"]
    assert (options["call_to"], options["call_adds"], options["min_to"], options["max_to"]) == (
        Decimal("1.25"), Decimal("0.75"), Decimal("2.00"), Decimal("12.30"),
    )  # fmt: skip
    assert [a["text"] for a in state["actions"]] == ["C raise 1.25", "A call"]
    assert [a["ruled_as"] for a in state["actions"]] == ["C raise 1.25", "A call"]
    assert state["settings"]["blinds"] == [Decimal("0.25"), Decimal("0.50")]
    sid = state["session"]
    refused = _exact(client.post(f"/api/sessions/{sid}/actions", json={"text": "B raise 1.99"}))
    assert "the minimum raise is to 2.00" in refused["message"], refused["message"]
    assert refused["state"]["actions"] == state["actions"]  # nothing changed
    finer = _exact(client.post(f"/api/sessions/{sid}/actions", json={"verb": "raise", "amount": 2.001}))
    assert finer["code"] == "bad-amount" and "2.001" in finer["message"], finer
    raised = _exact(client.post(f"/api/sessions/{sid}/actions", json={"verb": "raise", "amount": 2.5}))
    assert raised["actions"][-1] == {"text": "B raise 2.50", "ruled_as": "B raise 2.50"}
    assert [p["bet"] for p in raised["players"]] == [Decimal("1.25"), Decimal("2.50"), Decimal("1.25")]
    typed = _exact(client.post(f"/api/sessions/{sid}/actions", json={"text": "C call"}))
    assert typed["actions"][-1]["ruled_as"] == "C call" and typed["street_bets"] == Decimal("6.25")
    saved = client.get(f"/api/sessions/{sid}/situation").json()["text"]
    assert "blinds = [0.25, 0.50]" in saved and '"B raise 2.50"' in saved, saved
    again = _exact(client.post("/api/sessions/situation", json={"text": saved}))
    assert again["players"] == typed["players"] and again["pots"] == typed["pots"]


def test_a_run_without_chromium_ends_saying_how_many_browser_tests_it_skipped() -> None:
    """The README's test command on a machine without chromium: the browser tests are skipped,
    each saying why, and the run ends saying how many did not run and how to run them."""
    browser_tests = len(re.findall(r"^def test_browser_", Path(__file__).read_text(encoding="utf-8"), re.MULTILINE))
    env = {**os.environ, "PATH": str(Path(sys.executable).parent)}  # no chromium on this PATH
    run = subprocess.run(
        [sys.executable, "-m", "pytest", __file__, "-k", "test_browser_", "-p", "no:cacheprovider"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=False,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    said = f"{browser_tests} browser tests of the floor page did not run: {NO_BROWSER}"
    assert said in run.stdout.splitlines(), run.stdout
    assert "apt-get install chromium" in said


def test_session_store_a_few_addresses_filling_the_server_lose_their_own_oldest_hands() -> None:
    """Served on 0.0.0.0, two addresses fill the server with hands in play: a newcomer is not
    locked out, the address holding the most gives up its least recently used hand; only when
    every address holds its share is a new hand refused."""
    now = [0.0]
    store = SessionStore(Limits(sessions=8, sessions_per_client=4), clock=lambda: now[0])

    def kept(table: Any) -> bool:  # looked at without using it (get() would make it recent)
        return table.id in store._sessions

    flood = {
        address: [store.add(session_from_settings(EXAMPLE_1, "tda"), owner=address) for _ in range(4)]
        for address in ("10.0.0.1", "10.0.0.2")
    }
    now[0] = 60.0  # every hand used in the last 10 minutes
    store.get(flood["10.0.0.1"][0].id)  # 10.0.0.1's first hand is in play again
    newcomer = store.add(session_from_settings(EXAMPLE_1, "tda"), owner="10.0.0.3")
    assert kept(newcomer) and len(store) == 8
    # Both flooders held 4: the one whose oldest hand was unused the longest gave that one up.
    assert not kept(flood["10.0.0.2"][0])
    assert all(kept(table) for table in flood["10.0.0.1"] + flood["10.0.0.2"][1:])
    second = store.add(session_from_settings(EXAMPLE_1, "tda"), owner="10.0.0.4")
    assert kept(second) and not kept(flood["10.0.0.1"][1])  # 10.0.0.1's least recently used
    for k in range(5, 9):
        store.add(session_from_settings(EXAMPLE_1, "tda"), owner=f"10.0.0.{k}")
    assert sorted(len(held) for held in store._owned.values()) == [1] * 8  # eight addresses, a hand each
    # Nobody holds more than a newcomer would with one more: it is refused, nothing forgotten.
    with pytest.raises(RequestError) as refused:
        store.add(session_from_settings(EXAMPLE_1, "tda"), owner="10.0.0.9")
    assert refused.value.code == "too-many-sessions" and len(store) == 8


@needs_browser
def test_browser_a_player_row_without_a_name_is_refused_saying_which(page: Page) -> None:
    """An added row left without a name is not dropped unsaid: the table is refused beside the
    form, naming the row, and nothing is set up until the row is named or removed."""
    page.click("#add-player")
    rows = page.locator("#players tbody tr")
    rows.nth(2).locator(".p-stack").fill("5000")
    page.click("#start")
    expect(page.locator("#setup-error")).to_have_text("Player 3 has no name: name the player, or remove the row (✕)")
    expect(page.locator("#setup-error")).to_have_attribute("data-code", "player-without-name")
    expect(rows.nth(2).locator(".p-name")).to_have_attribute("aria-invalid", "true")
    expect(rows.nth(2).locator(".p-name")).to_be_focused()
    expect(page.locator("#hand")).to_be_hidden()
    page.select_option("#lang", "ru")
    page.click("#start")
    expect(page.locator("#setup-error")).to_have_text("У игрока 3 нет имени: впишите имя или удалите строку (✕)")
    rows.nth(2).locator(".p-name").fill("C")
    page.click("#start")
    expect(page.locator("#setup-error")).to_be_hidden()
    expect(page.locator("#seats tbody tr")).to_have_count(3)


@needs_browser
def test_browser_on_a_phone_a_loaded_stud_hand_fits_and_keeps_its_structure(browser: Browser, live_server: str) -> None:
    """At 390 px wide: a razz situation fills in its structure (stud games are fixed-limit, which
    the file need not say), and a loaded razz hand's players table, seven cards each, fits the
    screen: the page never scrolls sideways."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.set_default_timeout(_PATIENCE_MS)
    page = context.new_page()
    page.goto(live_server)
    expect(page.locator("body")).to_have_attribute("data-ready", "true")
    page.click("#load summary")
    page.fill("#load-text", (ROOT / "examples" / "stud" / "bring-in-razz-and-hi-lo.toml").read_text(encoding="utf-8"))
    page.click("#load-button")
    expect(page.locator("#game-title")).to_have_text("Razz")
    expect(page.locator("#structure")).to_have_value("fixed-limit")
    page.select_option("#load-kind", "phh")
    page.fill("#load-text", (ROOT / "tests" / "data" / "phh" / "razz-26.phh").read_text(encoding="utf-8"))
    page.click("#load-button")
    expect(page.locator("#to-act")).to_have_text("The betting is over")
    expect(page.locator("#seats tbody tr").first.locator(".card")).to_have_count(3)
    expect(page.locator("#structure")).to_have_value("fixed-limit")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    for table in ("#seats", "#players"):
        box = page.locator(table).bounding_box()
        assert box is not None and box["x"] + box["width"] <= 390, table
    screenshot(page, "web-phone-razz.png")
    context.close()


def test_api_a_loaded_hand_is_stepped_back_and_forward(client: TestClient) -> None:
    """Undo steps back, forward plays the action taken back again, to_the_end every one: a
    loaded PHH hand is walked through to the same end; a new action forgets what was ahead."""
    text = (ROOT / "tests" / "data" / "phh" / "1.phh").read_text(encoding="utf-8")
    loaded = client.post("/api/sessions/phh", json={"text": text}).json()
    sid, count = loaded["session"], len(loaded["actions"])
    assert loaded["can_forward"] is False
    start = client.post(f"/api/sessions/{sid}/reset", json={}).json()
    assert start["actions"] == [] and start["can_forward"] and not start["over"]
    step = client.post(f"/api/sessions/{sid}/forward", json={}).json()
    assert [a["text"] for a in step["actions"]] == [loaded["actions"][0]["text"]]
    for _ in range(3):
        step = client.post(f"/api/sessions/{sid}/forward", json={}).json()
    assert step["actions"] == loaded["actions"][:4]
    back = client.post(f"/api/sessions/{sid}/undo", json={}).json()
    assert back["actions"] == loaded["actions"][:3] and back["can_forward"]
    end = client.post(f"/api/sessions/{sid}/forward", json={"to_the_end": True}).json()
    assert len(end["actions"]) == count and end["over"] and not end["can_forward"]
    assert end["players"] == loaded["players"] and end["showdown"] == loaded["showdown"]
    refused = client.post(f"/api/sessions/{sid}/forward", json={})
    assert refused.status_code == 400 and refused.json()["code"] == "nothing-to-redo"
    assert refused.json()["state"]["actions"] == end["actions"]
    client.post(f"/api/sessions/{sid}/undo", json={})
    client.post(f"/api/sessions/{sid}/undo", json={})
    other = act(client, {"session": sid}, verb="fold").json()
    assert other["can_forward"] is False and other["actions"][-1]["text"].endswith(" fold")
    bad = client.post(f"/api/sessions/{sid}/forward", json={"to_the_end": 1})
    assert bad.status_code == 400 and bad.json()["code"] == "bad-field"


def test_api_a_file_stopped_at_a_refused_action_says_so_again_at_its_end(client: TestClient) -> None:
    text = (ROOT / "examples" / "tda-rule47-example1.toml").read_text(encoding="utf-8")
    broken = text.replace('"A call"]', '"A call", "C raise 400", "C call"]')
    loaded = client.post("/api/sessions/situation", json={"text": broken}).json()
    assert loaded["notice"]["code"] == "not-reopened"
    start = client.post(f"/api/sessions/{loaded['session']}/reset", json={}).json()
    assert start["notice"] is None
    end = client.post(f"/api/sessions/{loaded['session']}/forward", json={"to_the_end": True}).json()
    assert end["notice"] == loaded["notice"] and end["actions"] == loaded["actions"]


@needs_browser
def test_browser_a_loaded_hand_is_stepped_back_and_forward(page: Page) -> None:
    """Load a PHH hand, back to its start, then forward action by action and to its end."""
    page.click("#load summary")
    page.select_option("#load-kind", "phh")
    page.fill("#load-text", (ROOT / "tests" / "data" / "phh" / "1.phh").read_text(encoding="utf-8"))
    page.click("#load-button")
    expect(page.locator("#to-act")).to_have_text("The betting is over")
    # The players are named as the hand names them, in the table and in the form.
    expect(page.locator("#seats tbody tr").first).to_contain_text("Matthew Ashton")
    expect(page.locator("#players .p-name").first).to_have_value("Matthew Ashton")
    count = page.locator("#log li").count()
    expect(page.locator("#forward")).to_be_disabled()
    page.click("#reset")
    expect(page.locator("#log li")).to_have_count(0)
    expect(page.locator("#forward")).to_be_enabled()
    page.click("#forward")
    expect(page.locator("#log li")).to_have_count(1)
    page.keyboard.press("y")
    expect(page.locator("#log li")).to_have_count(2)
    page.click("#undo")
    expect(page.locator("#log li")).to_have_count(1)
    expect(page.locator("#log li").first).to_have_text("James Obst fold")
    page.click("#to-end")
    expect(page.locator("#log li")).to_have_count(count)
    expect(page.locator("#to-act")).to_have_text("The betting is over")
    expect(page.locator("#forward")).to_be_disabled()
    expect(page.locator("#showdown-panel")).to_be_visible()


def test_api_a_hand_historys_players_keep_their_names(client: TestClient) -> None:
    """A PHH hand's "Matthew Ashton" is Matthew Ashton on the page (the players, the actions, the
    explanations, the form's settings), typed as such or in one word; the situation saved names
    him in one word, as written actions need; the PHH exported, as the hand did."""
    text = (ROOT / "tests" / "data" / "phh" / "1.phh").read_text(encoding="utf-8")
    (history,) = parse_histories(text)
    loaded = client.post("/api/sessions/phh", json={"text": text}).json()
    assert [p["name"] for p in loaded["players"]] == history.fields["players"]
    assert [p["name"] for p in loaded["settings"]["players"]] == history.fields["players"]
    said = json.dumps(loaded["actions"]) + json.dumps(loaded["why"]) + json.dumps(loaded["showdown"])
    assert not [name for name in history.fields["players"] if name.replace(" ", "_") in said]
    assert loaded["actions"][0]["text"] == "James Obst fold"
    sid = loaded["session"]
    client.post(f"/api/sessions/{sid}/reset", json={})
    first = act(client, {"session": sid}, text="James Obst fold").json()
    assert first["actions"] == [{"text": "James Obst fold", "ruled_as": "James Obst fold"}]
    second = act(client, {"session": sid}, text="Talal_Shakerchi raise 170000").json()
    assert second["to_act"] == "Brian Rast" and second["options"]["player"] == "Brian Rast"
    saved = client.get(f"/api/sessions/{sid}/situation").json()["text"]
    assert 'name = "Talal_Shakerchi"' in saved and '"Talal_Shakerchi raise 170000"' in saved
    again = client.post("/api/sessions/situation", json={"text": saved}).json()
    assert again["to_act"] == "Brian_Rast" and again["actions"] == [
        {"text": text, "ruled_as": text} for text in ("James_Obst fold", "Talal_Shakerchi raise 170000")
    ]
    assert second["can_forward"] is False  # the actions typed replaced the loaded ones ahead
    exported = client.get(f"/api/sessions/{loaded['session']}/phh").json()["text"]
    assert parse_histories(exported)[0].fields["players"] == history.fields["players"]
    formed = new_table(
        client, {**PREFLOP_TABLE, "players": [*PREFLOP_TABLE["players"][:2], {"name": "Big Ben", "stack": 9}]}
    )
    assert formed["players"][2]["name"] == "Big Ben" and formed["settings"]["players"][2]["name"] == "Big Ben"
    assert formed["to_act"] == "Big Ben" and act(client, formed, text="Big Ben fold").status_code == 200


HEADS_UP: dict[str, Any] = {
    "structure": "no-limit",
    "blinds": [50, 100],
    "players": [{"name": "A", "stack": 10000}, {"name": "B", "stack": 10000}],
}
CHECKED_DOWN = ["B call", "A check", "A check", "B check", "A check", "B check", "A check", "B check"]


def test_api_a_table_dealt_from_a_seed_plays_to_its_award_and_on(client: TestClient) -> None:
    """With a seed every card not given is dealt (the same for the same seed): the hand plays to
    its showdown and its pot is awarded; the next hand is dealt too; the situation saved holds the
    cards dealt, and plays to the same award."""
    state = new_table(client, HEADS_UP, seed=3)
    assert state["seed"] == 3 and all(len(p["cards"]) == 4 for p in state["players"])
    again = new_table(client, HEADS_UP, seed=3)
    assert [p["cards"] for p in again["players"]] == [p["cards"] for p in state["players"]]
    assert [p["cards"] for p in new_table(client, HEADS_UP, seed=4)["players"]] != [
        p["cards"] for p in state["players"]
    ]
    for text in CHECKED_DOWN:
        state = act(client, state, text=text).json()
    assert state["over"] and state["show"] is None and len(state["board"]) == 5
    assert state["showdown"] and sum(p["won"] for p in state["players"]) == 200
    saved = client.get(f"/api/sessions/{state['session']}/situation").json()["text"]
    loaded = client.post("/api/sessions/situation", json={"text": saved}).json()
    assert loaded["showdown"] == state["showdown"] and loaded["board"] == state["board"]
    following = client.post(f"/api/sessions/{state['session']}/next", json={}).json()
    assert following["seed"] == 3 and all(len(p["cards"]) == 4 for p in following["players"])
    assert [p["cards"] for p in following["players"]] != [p["cards"] for p in state["players"]]


def test_api_without_a_deck_the_showdown_waits_for_the_hands_shown(client: TestClient) -> None:
    """No seed and no cards given: at the showdown the state says which hands (and the board) it
    waits for; shown, the hand is played again with them and the pots awarded; a player left out
    mucks; what cannot be shown is refused, changing nothing."""
    state = new_table(client, HEADS_UP)
    assert state["seed"] is None and state["show"] is None
    for text in CHECKED_DOWN:
        state = act(client, state, text=text).json()
    assert state["over"] and not state["showdown"] and state["show"] == {"players": ["A", "B"], "board": True}
    show = f"/api/sessions/{state['session']}/show"
    for body, code in (
        ({"cards": {"C": "AsAh"}, "board": "2c7d9hJs3c"}, "unknown-player"),
        ({"cards": {}, "board": ""}, "nothing-shown"),
        ({"cards": {"A": "AsAh", "B": "KsKh"}}, "cards-unknown"),
        ({"cards": {"A": "AsAh", "B": "KsKh"}, "board": "2c7d9h"}, "bad-card"),
        ({"cards": {"A": "AsAh", "B": "AsKh"}, "board": "2c7d9hJs3c"}, "bad-card"),
        ({"cards": ["AsAh"]}, "bad-field"),
    ):
        refused = client.post(show, json=body)
        assert refused.status_code == 400 and refused.json()["code"] == code, refused.json()
    assert client.get(f"/api/sessions/{state['session']}").json()["show"] == state["show"]
    shown = client.post(show, json={"cards": {"A": "AsAh", "B": "KsKh"}, "board": "2c7d9hJs3c"}).json()
    assert shown["show"] is None and shown["showdown"][0]["text"] == "The pot (200): A, a pair of aces."
    assert [p["won"] for p in shown["players"]] == [200, 0] and shown["settings"]["board"] == "2c7d9hJs3c"
    assert client.post(show, json={"cards": {"A": "AsAh"}}).json()["code"] == "nothing-to-show"
    back = client.post(f"/api/sessions/{state['session']}/undo", json={}).json()
    assert not back["over"] and back["players"][0]["cards"] == "AsAh"  # the cards stay known
    forward = client.post(f"/api/sessions/{state['session']}/forward", json={}).json()
    assert forward["showdown"] == shown["showdown"]
    mucking = new_table(client, HEADS_UP, actions=CHECKED_DOWN)
    mucked = client.post(
        f"/api/sessions/{mucking['session']}/show", json={"cards": {"B": "KsKh"}, "board": "2c7d9hJs3c"}
    ).json()
    assert [p["won"] for p in mucked["players"]] == [0, 200]  # A mucked: B wins


def test_api_a_draw_games_showdown_takes_the_final_hands_shown(client: TestClient) -> None:
    """No cards given in a triple draw: the hands shown at its showdown are the final ones (the
    first hand and the draws need not be known); C, left out, mucks."""
    state = new_table(client, {**TRIPLE_DRAW, "cards": {}})
    for text in TO_THE_FIRST_DRAW:
        state = act(client, state, text=text).json()
    while not state["over"]:  # everyone stands pat and checks to the showdown
        text = f"{state['to_act']} stands pat" if state["drawing"] else f"{state['to_act']} check"
        state = act(client, state, text=text).json()
    assert state["show"] == {"players": ["A", "B", "C"], "board": False}
    shown = client.post(
        f"/api/sessions/{state['session']}/show", json={"cards": {"A": "7c5d4h3s2d", "B": "KcKd9s8h2c"}}
    ).json()
    assert shown["show"] is None and shown["players"][0]["won"] == 60, shown["showdown"]


@needs_browser
def test_browser_the_default_hand_is_dealt_and_ends_with_its_award(page: Page) -> None:
    """The page's default hand deals its cards from a deck shuffled with the seed shown, plays to
    its showdown, says who won what, and moves on to the next hand, dealt too."""
    expect(page.locator("#deal")).to_be_checked()
    seed = page.input_value("#seed")
    assert seed.isdigit() and int(seed) > 0
    page.fill("#seed", "3")
    page.click("#start")
    expect(page.locator("#seats tbody tr").first.locator(".card")).to_have_count(2)
    for name, button in zip("BAABABAB", ["#call", "#check", *["#check"] * 6], strict=True):
        expect(page.locator("#to-act")).to_have_text(f"{name} to act")
        page.click(button)
    expect(page.locator("#board .card")).to_have_count(5)
    expect(page.locator("#award-line")).to_have_text(re.compile(r"^Hand over: [AB] wins 200$"))
    expect(page.locator("#showdown-panel")).to_be_visible()
    expect(page.locator("#show-panel")).to_be_hidden()
    page.click("#next-hand")
    expect(page.locator("#award-line")).to_be_hidden()
    expect(page.locator("#seats tbody tr").nth(1).locator(".card")).to_have_count(2)
    page.select_option("#lang", "it")
    page.click("#start")
    for button in ["#call", *["#check"] * 7]:
        page.click(button)
    expect(page.locator("#award-line")).to_have_text(re.compile(r"^Mano finita: [AB] vince 200$"))


@needs_browser
def test_browser_the_hands_shown_at_a_showdown_award_the_pots(page: Page) -> None:
    """Cards not dealt: the showdown asks for the hands shown and the board; entered, the pot is
    awarded and the page says to whom."""
    page.uncheck("#deal")
    page.click("#start")
    expect(page.locator("#seats tbody tr").first.locator(".card")).to_have_count(0)
    for button in ["#call", *["#check"] * 7]:
        page.click(button)
    expect(page.locator("#show-panel")).to_be_visible()
    expect(page.locator("#show-hint")).to_contain_text("enter the hand each of A, B shows")
    expect(page.locator("#next-hand")).to_be_disabled()
    page.fill("#show-fields input[data-player='A']", "AsAh")
    page.fill("#show-fields input[data-player='B']", "KsKh")
    page.fill("#show-fields .show-board", "2c7d9hJs")
    page.click("#award")
    expect(page.locator("#error")).to_have_text("the board is 5 cards, not '2c7d9hJs'")
    expect(page.locator("#show-panel")).to_be_visible()
    page.fill("#show-fields .show-board", "2c7d9hJs3c")
    page.click("#award")
    expect(page.locator("#show-panel")).to_be_hidden()
    expect(page.locator("#award-line")).to_have_text("Hand over: A wins 200")
    expect(page.locator("#showdown li")).to_have_text(["The pot (200): A, a pair of aces."])
    expect(page.locator("#next-hand")).to_be_enabled()


def test_the_servers_socket_sends_each_answer_at_once() -> None:
    """The floor page's and the table server's listening socket turns Nagle's algorithm off (the
    accepted connections inherit it): an answer written in two parts is not held back 40 ms for
    the client's delayed acknowledgement."""
    listening = listening_socket("127.0.0.1", 0)
    try:
        listening.listen()
        port = listening.getsockname()[1]
        with socket.create_connection(("127.0.0.1", port)) as _client:
            accepted, _ = listening.accept()
            with accepted:
                assert accepted.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
    finally:
        listening.close()


#: Whether the page draws the two boards one row under the other (asked of the page at once: a
#: render between two questions would replace the rows asked about).
STACKED_ROWS = """() => {
  const rows = [...document.querySelectorAll("#board .board-row")].map((row) => row.getBoundingClientRect());
  return rows.length === 2 && rows[0].height > 0 && rows[1].top >= rows[0].bottom - 1;
}"""


@needs_browser
def test_browser_a_game_of_two_boards_draws_each_board_on_its_own_row(page: Page) -> None:
    """Double Board Hold'em loaded from its situation file: the top board and the bottom board are
    two rows, one above the other, each growing street by street (one row before: both boards'
    cards ran together as one board of six, eight, ten cards)."""
    text = (ROOT / "examples" / "options" / "double-board-holdem.toml").read_text(encoding="utf-8")
    page.click("#load summary")
    page.select_option("#load-kind", "situation")
    page.fill("#load-text", text)
    page.click("#load-button")
    expect(page.locator("#to-act")).to_have_text("A to act")
    rows = page.locator("#board .board-row")
    expect(rows).to_have_count(2)
    expect(rows.nth(0).locator(".card")).to_have_text(["Ad", "7c", "3h"])
    expect(rows.nth(1).locator(".card")).to_have_text(["Qd", "8c", "4s"])
    for _ in range(6):
        page.click("#check")
    expect(rows.nth(0).locator(".card")).to_have_text(["Ad", "7c", "3h", "9d", "2s"])
    expect(rows.nth(1).locator(".card")).to_have_text(["Qd", "8c", "4s", "5h", "6h"])
    page.wait_for_function(STACKED_ROWS)  # the bottom board under the top one, measured in one go
    screenshot(page, "web-two-boards.png")
