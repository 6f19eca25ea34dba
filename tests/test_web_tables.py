"""The floor page's "next hand" (issue 16): the table moves on by the rulebook, and the Why list
says why the button and the blinds are where they are."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web extra (starlette) is not installed")
pytest.importorskip("httpx", reason="httpx (for Starlette's test client) is not installed")

with warnings.catch_warnings():  # Starlette >= 1.x suggests httpx2; httpx still drives its test client
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from pokerfloor.web.app import create_app
from pokerfloor.web.limits import Limits

ROOMY = Limits(work_seconds=120.0, body_seconds=120.0)
TABLE = {
    "structure": "no-limit",
    "blinds": [100, 200],
    "button": "A",
    "players": [{"name": n, "stack": s} for n, s in (("A", 5000), ("B", 1000), ("C", 5000), ("D", 5000))],
    "cards": {"B": "7c2d", "C": "AsAh"},
    "board": "Kd9s4c3h8h",
}


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(limits=ROOMY), base_url="http://localhost:8000") as test_client:
        yield test_client


def _post(client: TestClient, path: str, body: dict[str, Any]) -> Any:
    return client.post(path, json=body)


def test_next_hand_moves_the_button_onto_the_empty_seat_and_says_why(client: TestClient) -> None:
    state = _post(client, "/api/sessions", {"settings": TABLE, "rulebook": "tda"}).json()
    sid = state["session"]
    refused = _post(client, f"/api/sessions/{sid}/next", {})
    assert refused.status_code >= 400 and refused.json()["code"] == "hand-not-over"
    for text in ("D fold", "A fold", "B allin", "C call"):
        state = _post(client, f"/api/sessions/{sid}/actions", {"text": text}).json()
    assert state["over"]
    state = _post(client, f"/api/sessions/{sid}/next", {"lang": "it"}).json()
    assert state["settings"]["button"] == "seat 2" and state["settings"]["small_blind"] == "C"
    assert [p["name"] for p in state["players"]] == ["A", "C", "D"]
    assert state["to_act"] == "A" and state["actions"] == [] and state["street"] == "preflop"
    codes = [entry["code"] for entry in state["why"]]
    assert codes[:4] == ["left", "dead-button", "small-blind", "big-blind"]
    button = state["why"][1]
    assert button["text"].startswith("Il bottone è al posto 2") and button["rule"] == "Regolamento TDA 2024, regola 32"
    state = _post(client, f"/api/sessions/{sid}/actions", {"text": "A fold"}).json()
    assert "dead-button" not in [entry["code"] for entry in state["why"]]  # said once, where the hand starts
    saved = client.get(f"/api/sessions/{sid}/situation").json()["text"]
    assert 'button = "seat 2"' in saved and "seat = 3" in saved


def test_next_hand_goes_round_the_table(client: TestClient) -> None:
    settings = {key: value for key, value in TABLE.items() if key not in ("cards", "board")}
    state = _post(client, "/api/sessions", {"settings": settings, "rulebook": "wsop-live"}).json()
    sid = state["session"]
    buttons = []
    for _ in range(5):
        buttons.append(state["settings"]["button"])
        while state["to_act"]:
            state = _post(client, f"/api/sessions/{sid}/actions", {"verb": "fold"}).json()
        state = _post(client, f"/api/sessions/{sid}/next", {}).json()
    assert buttons == ["A", "B", "C", "D", "A"]
