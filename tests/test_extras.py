"""Each extra carries what its door needs and no more: the floor page (the ``web`` extra) serves
without the table server's libraries (the ``tables`` extra), though it sends the server's draw
dictionary (``room.views.draw_json``)."""

from __future__ import annotations

import subprocess
import sys

import pytest

pytest.importorskip("starlette", reason="the web extra (starlette) is not installed")

_WITHOUT_TABLES = """
import sys
for name in ("sqlalchemy", "argon2", "websockets", "psycopg"):
    sys.modules[name] = None  # importing it fails, as when the tables extra is not installed
import warnings
warnings.simplefilter("ignore")  # Starlette's note on httpx, which still drives its test client
from starlette.testclient import TestClient
from pokerfloor.web.app import create_app
client = TestClient(create_app(), base_url="http://localhost:8000")
settings = {
    "game": "2-7-triple-draw", "structure": "fixed-limit", "small_bet": 20, "big_bet": 40,
    "blinds": [10, 20], "button": "C",
    "players": [{"name": "A", "stack": 1000}, {"name": "B", "stack": 1000}, {"name": "C", "stack": 1000}],
}
made = client.post("/api/sessions", json={"settings": settings, "actions": ["C call", "A call", "B check"]})
assert made.status_code == 200, made.text
print(made.json()["drawing"])
"""


def test_the_floor_page_serves_without_the_tables_extra() -> None:
    done = subprocess.run([sys.executable, "-c", _WITHOUT_TABLES], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "{'player': 'A', 'least': 0, 'most': 5, 'up': []}"
