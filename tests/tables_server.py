"""Helpers of the table server's tests: a real ``pokerfloor tables serve`` process on a free port of
this machine and a real SQLite file, started, killed (``SIGKILL``) and started again."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

#: How long a server may take to answer after it starts (a busy machine).
START_SECONDS = 90.0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class Server:
    """A table server process on ``db`` (a database URL), listening on ``port``."""

    def __init__(
        self, db: str, port: int | None = None, *, grace: float = 30.0, lease: float = 10.0, log: Path | None = None
    ) -> None:
        self.db = db
        self.port = port or free_port()
        self.grace = grace
        self.lease = lease
        self.log = log
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Server:
        """Start the process and wait until it answers."""
        command = [
            sys.executable, "-m", "pokerfloor", "tables", "serve", "--db", self.db, "--port", str(self.port),
            "--passwords", "cheapest", "--grace", str(self.grace), "--lease", str(self.lease),
        ]  # fmt: skip
        output = self.log.open("ab") if self.log is not None else subprocess.DEVNULL
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(command, stdout=output, stderr=output, env=env)
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server stopped at once (status {self.process.returncode})")
            try:
                get(self.url + "/api/v1/tables")
                return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"the server did not answer in {START_SECONDS:.0f} seconds")

    def where(self) -> str:
        """Where a server that seems stuck is: every thread's stack and every task of its event
        loop (the server writes them to its log on SIGUSR1 and SIGUSR2), and the log's end."""
        assert self.process is not None and self.log is not None
        self.process.send_signal(signal.SIGUSR1)
        self.process.send_signal(signal.SIGUSR2)
        time.sleep(2)
        return self.log.read_text(encoding="utf-8", errors="replace")[-20_000:]

    def kill(self) -> None:
        """``kill -9``: no goodbye, nothing written on the way out."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        """Stop the process (politely, then not)."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.kill()


def _open(request: urllib.request.Request) -> tuple[int, Any]:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def get(url: str) -> Any:
    """A GET's JSON (``OSError`` when nobody listens)."""
    return _open(urllib.request.Request(url))[1]


def post(url: str, body: dict[str, Any], token: str = "") -> tuple[int, Any]:
    """A POST of JSON: the status and the JSON answer."""
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST")
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    return _open(request)


def get_text(url: str, token: str) -> tuple[int, str]:
    """A GET with a session token: the status and the text of the answer."""
    request = urllib.request.Request(url)
    request.add_header("Authorization", f"Bearer {token}")
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(request, timeout=30) as answer:
            return answer.status, answer.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")
