"""The floor page's server under load: many well-behaved clients, without and with a hostile one.

    python benchmarks/load.py                          # 20 good clients, 10 s per phase
    python benchmarks/load.py --clients 50 --seconds 20
    python benchmarks/load.py --quick                  # 4 clients, 2 s per phase (a smoke run)

It starts ``python -m pokerfloor.web`` on a free port of this machine, in a subprocess, and runs
two phases with the same good clients: each sets up a hand (TDA Rule 47 example 1), asks for
its state and plays it out action by action (a call, a check or the minimum raise), then sets up
the next one in its place, as the page does. In the second phase a hostile client (a process
of its own) runs beside them, one connection per attack, each repeated as soon as it is
answered: bodies larger than the limit (declared, or sent in chunks), a body sent a byte at a
time, the 48 KB dotted TOML key that froze the server for 8.5 s, a 20 MB description, the
largest legal hand (500 actions replayed), deeply nested JSON, lone surrogates, cross-site
``text/plain`` posts, and refused actions.

It prints, per phase, the good clients' requests per second and latency percentiles (and their
errors), and what the hostile client sent and was answered. Nothing here runs in CI or in the
test suite: the machine is shared, so the figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import itertools
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

TABLE: dict[str, Any] = {
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
QUADRATIC_TOML = "a" + ".a" * 24_000 + " = 1\n"
#: The hostile client's address: a client of its own for the server (Linux routes 127.0.0.0/8
#: to this machine), as the good clients are on 127.0.0.1.
HOSTILE_ADDRESS = "127.0.0.2"


@dataclass
class Tally:
    """What one phase measured: the good clients' latencies (seconds) and errors, and the
    hostile client's answers by status."""

    latencies: list[float] = field(default_factory=list)
    errors: collections.Counter[str] = field(default_factory=collections.Counter)
    hostile: collections.Counter[str] = field(default_factory=collections.Counter)


# -- the good clients --------------------------------------------------------------------------------


def next_action(state: dict[str, Any]) -> dict[str, Any] | None:
    """A plausible action for the player to act: call, check, or the minimum raise."""
    options = state.get("options")
    if not options:
        return None
    kinds = options["kinds"]
    if "call" in kinds:
        return {"verb": "call"}
    if "check" in kinds:
        return {"verb": "check"}
    sized = "bet" if "bet" in kinds else "raise"
    return {"verb": sized, "amount": options["min_to"]}


async def timed(tally: Tally, call: Awaitable[httpx.Response]) -> httpx.Response | None:
    start = time.perf_counter()
    try:
        response = await call
    except httpx.HTTPError as error:
        tally.errors[type(error).__name__] += 1
        return None
    tally.latencies.append(time.perf_counter() - start)
    if response.status_code >= 500:
        tally.errors[str(response.status_code)] += 1
    return response


async def good_client(base: str, until: float, tally: Tally) -> None:
    """Set up hands and play them out until ``until``, each new hand replacing the previous one
    (as the page does)."""
    sid = None
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        while time.perf_counter() < until:
            response = await timed(tally, client.post("/api/sessions", json={"settings": TABLE, "replaces": sid}))
            if response is None or response.status_code != 200:
                continue
            state = response.json()
            sid = state["session"]
            while time.perf_counter() < until and (action := next_action(state)) is not None:
                shown = await timed(tally, client.get(f"/api/sessions/{sid}"))
                played = await timed(tally, client.post(f"/api/sessions/{sid}/actions", json=action))
                if shown is None or played is None or played.status_code != 200:
                    break
                state = played.json()


# -- the hostile client --------------------------------------------------------------------------------


async def raw_request(port: int, head: bytes, body_parts: list[bytes], pause: float = 0.0) -> str:
    """Send a request by hand (headers, then the body in parts, ``pause`` seconds apart) and
    return the status of the answer, or what became of the connection."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(HOSTILE_ADDRESS, 0))
    try:
        writer.write(head)
        for part in body_parts:
            if reader.at_eof():
                break
            writer.write(part)
            await writer.drain()
            if pause:
                try:
                    line = await asyncio.wait_for(reader.readline(), pause)
                except TimeoutError:
                    continue
                return line.split(b" ")[1].decode() if line.startswith(b"HTTP/") else "closed"
        line = await asyncio.wait_for(reader.readline(), 30)
        return line.split(b" ")[1].decode() if line.startswith(b"HTTP/") else "closed"
    except (ConnectionError, TimeoutError, IndexError):
        return "closed"
    finally:
        writer.close()


def head(port: int, length: int | None) -> bytes:
    size = f"Content-Length: {length}\r\n" if length is not None else "Transfer-Encoding: chunked\r\n"
    return (
        f"POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n{size}\r\n"
    ).encode()


def _json(value: Any) -> bytes:
    return json.dumps(value).encode()


def attacks(port: int) -> dict[str, Callable[[httpx.AsyncClient], Awaitable[str]]]:
    """The hostile requests, by name (their bodies made once); each returns what it was answered."""
    typed = {"Content-Type": "application/json"}

    def post(path: str, body: bytes, headers: dict[str, str] = typed) -> Callable[[httpx.AsyncClient], Awaitable[str]]:
        async def send(client: httpx.AsyncClient) -> str:
            try:
                return str((await client.post(path, content=body, headers=headers)).status_code)
            except httpx.HTTPError as error:
                return type(error).__name__

        return send

    chunk = b"x" * 65536
    chunked = [f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n"] * 40
    big_actions = [f"{'ABCDE'[k % 5]} call" for k in range(500)]
    return {
        "declared 50 MB body": lambda c: raw_request(port, head(port, 50_000_000), [chunk]),
        "2.6 MB chunked body": lambda c: raw_request(port, head(port, None), chunked),
        "body at a byte per 0.5 s": lambda c: raw_request(port, head(port, 1000), [b"{"] * 40, pause=0.5),
        "48 KB dotted TOML key": post("/api/sessions/situation", _json({"text": QUADRATIC_TOML})),
        "20 MB description": post("/api/sessions", _json({"settings": {**TABLE, "description": "x" * 20_000_000}})),
        "500 actions replayed": post("/api/sessions", _json({"settings": TABLE, "actions": big_actions})),
        "nested JSON": post("/api/sessions", b"[" * 400_000 + b"]" * 400_000),
        "lone surrogate": post("/api/sessions", _json({"settings": {**TABLE, "name": "\ud800"}})),
        "cross-site text/plain": post(
            "/api/sessions", b"{}", {"Content-Type": "text/plain", "Origin": "http://evil.example"}
        ),
        "refused actions": post("/api/sessions/nope/actions", _json({"text": "A raise 1" * 20})),
    }


@dataclass(frozen=True)
class Hostility:
    """How the hostile client attacks: ``only`` the attacks whose names hold one of these
    comma-separated words (all when empty), on ``loops`` connections, each sending ``pace``
    requests a second at most (0: each as soon as the last is answered)."""

    only: str = ""
    loops: int = 1
    pace: float = 0.0

    def chosen(self, port: int) -> dict[str, Callable[[httpx.AsyncClient], Awaitable[str]]]:
        words = [w.strip() for w in self.only.split(",") if w.strip()]
        return {name: hit for name, hit in attacks(port).items() if not words or any(w in name for w in words)}


async def hostile_client(base: str, port: int, until: float, tally: Tally, how: Hostility) -> None:
    """The hostile client: ``how.loops`` connections, each sending the hostile requests one
    after the other; a body sent a byte at a time goes on a connection of its own (being slow is
    the point of it)."""
    chosen = how.chosen(port)
    slow = [(name, hit) for name, hit in chosen.items() if "byte per" in name]
    fast = [(name, hit) for name, hit in chosen.items() if "byte per" not in name]

    async def loop(sequence: list[tuple[str, Callable[[httpx.AsyncClient], Awaitable[str]]]], offset: int) -> None:
        transport = httpx.AsyncHTTPTransport(local_address=HOSTILE_ADDRESS)
        async with httpx.AsyncClient(base_url=base, timeout=60, transport=transport) as client:
            for k in itertools.count(offset):
                if not sequence or time.perf_counter() >= until:
                    return
                sent = time.perf_counter()
                name, hit = sequence[k % len(sequence)]
                tally.hostile[f"{name}: {await hit(client)}"] += 1
                if how.pace:
                    await asyncio.sleep(max(0.0, sent + 1 / how.pace - time.perf_counter()))

    await asyncio.gather(loop(slow, 0), *(loop(fast, k) for k in range(how.loops)))


# -- the run -------------------------------------------------------------------------------------------


async def phase(base: str, clients: int, seconds: float) -> Tally:
    """The good clients, for ``seconds``."""
    tally = Tally()
    until = time.perf_counter() + seconds
    await asyncio.gather(*(good_client(base, until, tally) for _ in range(clients)))
    return tally


def hostile_main(port: int, seconds: float, how: Hostility) -> int:
    """The hostile client on its own (a process of its own, so that making its requests costs
    the good clients nothing): prints what it was answered, as JSON."""
    tally = Tally()
    until = time.perf_counter() + seconds
    asyncio.run(hostile_client(f"http://127.0.0.1:{port}", port, until, tally, how))
    print(json.dumps(dict(tally.hostile)))
    return 0


def attacked_phase(base: str, port: int, clients: int, seconds: float, how: Hostility) -> Tally:
    """The good clients for ``seconds``, the hostile client beside them from the start."""
    command = [sys.executable, __file__, "--hostile", str(port), "--seconds", str(seconds), "--attacks", how.only]
    command += ["--hostile-loops", str(how.loops), "--pace", str(how.pace)]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as hostile:
        time.sleep(0.5)  # it is under way when the good clients start
        tally = asyncio.run(phase(base, clients, seconds))
        out, _ = hostile.communicate(timeout=120)
    tally.hostile.update(json.loads(out or "{}"))
    return tally


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def start_server(port: int, source: str | None) -> subprocess.Popen[str]:
    """``python -m pokerfloor.web`` on ``port`` (the pokerfloor of ``source`` when given), once
    it answers."""
    command = [sys.executable, "-m", "pokerfloor.web", "--port", str(port)]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    if source:
        env["PYTHONPATH"] = source
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + 30
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/meta", timeout=2)
            return server
        except httpx.TransportError:
            if time.monotonic() > deadline or server.poll() is not None:
                server.terminate()
                raise SystemExit("the server did not start") from None
            time.sleep(0.1)


def cpu_seconds(pid: int) -> float:
    """The CPU time a process has used (user and system), from /proc (Linux); NaN elsewhere."""
    try:
        fields = open(f"/proc/{pid}/stat", encoding="ascii").read().rsplit(")", 1)[1].split()  # noqa: SIM115
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def report(name: str, tally: Tally, seconds: float, cpu: float) -> None:
    ms = [1000 * v for v in tally.latencies]
    errors = ", ".join(f"{k} x{v}" for k, v in tally.errors.items()) or "none"
    print(
        f"{name:<22} {len(ms) / seconds:>8.1f} {statistics.median(ms) if ms else 0:>8.1f} "
        f"{percentile(ms, 0.90):>8.1f} {percentile(ms, 0.99):>8.1f} {max(ms, default=0):>8.1f} {cpu:>10.1f}   {errors}"
    )


def main(argv: list[str] | None = None) -> int:
    """Run both phases and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=20, help="good clients at once (default 20)")
    parser.add_argument("--seconds", type=float, default=10.0, help="length of each phase (default 10)")
    parser.add_argument("--quick", action="store_true", help="4 clients, 2 s per phase")
    parser.add_argument("--attacks", default="", help="only the attacks whose names hold one of these words (a,b)")
    parser.add_argument(
        "--hostile-loops", type=int, default=1, help="the hostile client's connections sending at once (default 1)"
    )
    parser.add_argument(
        "--flat-out",
        action="store_true",
        help="the hostile client sends each request as soon as the last is answered (by default it sends as many a "
        "second as one good client did alone)",
    )
    parser.add_argument("--pace", type=float, default=0.0, help=argparse.SUPPRESS)  # for the hostile process
    parser.add_argument("--source", help="serve the pokerfloor of this source folder (another checkout's src/)")
    parser.add_argument("--hostile", type=int, metavar="PORT", help=argparse.SUPPRESS)  # the hostile process
    args = parser.parse_args(argv)
    if args.hostile:
        return hostile_main(args.hostile, args.seconds, Hostility(args.attacks, args.hostile_loops, args.pace))
    clients, seconds = (4, 2.0) if args.quick else (args.clients, args.seconds)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(port, args.source)
    try:
        cores = os.cpu_count()
        print(f"pokerfloor serve on port {port}: {clients} good clients, {seconds:g} s per phase, {cores} cores")
        start = cpu_seconds(server.pid)
        calm = asyncio.run(phase(base, clients, seconds))
        middle = cpu_seconds(server.pid)
        pace = 0.0 if args.flat_out else len(calm.latencies) / seconds / clients
        attacked = attacked_phase(base, port, clients, seconds, Hostility(args.attacks, args.hostile_loops, pace))
        end = cpu_seconds(server.pid)
    finally:
        server.terminate()
        server.wait(timeout=10)
    header = f"{'good clients':<22} {'req/s':>8} {'p50 ms':>8} {'p90 ms':>8} {'p99 ms':>8} {'max ms':>8}"
    print(f"\n{header} {'server CPU s':>10}   errors")
    report("alone", calm, seconds, middle - start)
    report("beside a hostile one", attacked, seconds, end - middle)
    sent = sum(attacked.hostile.values())
    paced = f"at most {pace:.1f} a second a connection, as one good client" if pace else "flat out"
    print(f"\nthe hostile client ({HOSTILE_ADDRESS}) sent {sent} requests ({paced}) and was answered:")
    for what, count in sorted(attacked.hostile.items()):
        print(f"  {count:>5} x {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
