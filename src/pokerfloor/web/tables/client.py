"""A Python client of the table server: :class:`TableClient`, the protocol of docs/tables.md over
a WebSocket (``websockets``), and the few HTTP calls around it (accounts, logging in, opening a
table) through the standard library.

An example (docs/tables.md has it whole)::

    client = TableClient("http://127.0.0.1:8700")
    await client.register("ann", "correct horse")
    await client.connect(await client.log_in("ann", "correct horse"))
    table = await client.open_table({"name": "Main", "blinds": [1, 2]})
    await client.request("join", table=table)
    await client.request("sit", table=table, seat=1, chips=200)
    while True:
        view = (await client.pushed())["view"]
        if view["legal"]:
            await client.request("act", table=table, action={"verb": "call"})

Every answer to a request is awaited by :meth:`TableClient.request` (a refusal raises
:class:`RefusedError`); what the tables push (``events`` after each change) is read with
:meth:`TableClient.pushed`. A connection lost makes the waiting calls raise
:class:`ConnectionError`; :meth:`TableClient.connect` again resumes (the seat and the hand are
where the server keeps them).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import urllib.error
import urllib.request
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import WebSocketException

from pokerfloor.errors import PokerfloorError
from pokerfloor.room.protocol import PROTOCOL

__all__ = ["RefusedError", "TableClient"]

_GONE: dict[str, Any] = {"type": "gone"}


class RefusedError(PokerfloorError):
    """A refusal the server answered with: its ``code``, ``rule`` and message (as the server
    said it, in the client's language); for a table another server runs (``elsewhere``), that
    server's ``address``."""

    address = ""


class TableClient:
    """One client of the table server at ``url`` (``http://host:port``)."""

    def __init__(
        self, url: str, *, lang: str = "en", timeout: float = 30.0, keep: bool = False, compress: bool = True
    ) -> None:
        self.url = url.rstrip("/")
        #: Every message received, in order, when ``keep`` is asked (the client's own log).
        self.received: list[dict[str, Any]] | None = [] if keep else None
        self.lang = lang
        self.timeout = timeout
        #: Whether the WebSocket's messages are compressed (permessage-deflate): fewer bytes on a
        #: network, more work for both ends on one machine.
        self.compress = compress
        self.token = ""
        self.player = ""
        self.role = ""
        self._socket: ClientConnection | None = None
        self._reader: asyncio.Task[None] | None = None
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._pushed: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._ids = itertools.count(1)

    # -- HTTP ----------------------------------------------------------------------------------------
    async def _http(self, method: str, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
        return await asyncio.to_thread(self._http_now, method, path, body)

    def _http_now(self, method: str, path: str, body: dict[str, Any] | None) -> dict[str, Any]:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(f"{self.url}{path}?lang={self.lang}", data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if self.token:
            request.add_header("Authorization", f"Bearer {self.token}")
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # a local server: no proxy
        try:
            with opener.open(request, timeout=self.timeout) as answer:
                found: dict[str, Any] = json.loads(answer.read())
                return found
        except urllib.error.HTTPError as error:
            try:
                refusal = json.loads(error.read() or b"{}")
            except ValueError:  # not one of our refusals: the server failed
                refusal = {"code": "server-error", "message": f"{error.code} {error.reason}"}
            message, code, rule = refusal.get("message", str(error)), refusal.get("code"), refusal.get("rule", "")
            raise RefusedError(message, code=code, rule=rule) from None
        except (urllib.error.URLError, OSError) as error:  # no server there (yet, or any more)
            raise ConnectionError(f"{self.url}: {getattr(error, 'reason', error)}") from None

    async def register(self, name: str, password: str, role: str = "player") -> None:
        """A new account."""
        await self._http("POST", "/api/v1/accounts", {"name": name, "password": password, "role": role})

    async def log_in(self, name: str, password: str) -> str:
        """Log in; returns the session token (kept for the calls that need it)."""
        answer = await self._http("POST", "/api/v1/sessions", {"name": name, "password": password})
        self.token, self.player, self.role = answer["token"], answer["player"], answer["role"]
        return self.token

    async def open_table(self, settings: dict[str, Any]) -> str:
        """Open a table of those settings; returns its id."""
        answer = await self._http("POST", "/api/v1/tables", {"settings": settings})
        return str(answer["table"])

    async def tables(self) -> list[dict[str, Any]]:
        """The open tables."""
        answer = await self._http("GET", "/api/v1/tables")
        return list(answer["tables"])

    # -- the WebSocket ------------------------------------------------------------------------------
    @property
    def connected(self) -> bool:
        """Whether the WebSocket is open (as far as this client knows)."""
        return self._socket is not None and self._reader is not None and not self._reader.done()

    async def connect(self, token: str | None = None) -> dict[str, Any]:
        """Connect and say hello with the session token; returns the welcome."""
        await self.close()
        self.token = token or self.token
        ws_url = "ws" + self.url.removeprefix("http") + "/api/v1/ws"
        compression = "deflate" if self.compress else None
        self._socket = await connect(
            ws_url, proxy=None, open_timeout=self.timeout, max_size=2**22, compression=compression
        )
        self._pushed = asyncio.Queue()
        self._reader = asyncio.get_running_loop().create_task(self._read(self._socket))
        return await self.request("hello", protocol=PROTOCOL, token=self.token, lang=self.lang)

    async def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a message and return its answer (``ok``, or the ``welcome``); a refusal raises
        :class:`RefusedError`, a lost connection :class:`ConnectionError`."""
        socket = self._socket
        if socket is None:
            raise ConnectionError("not connected")
        ident = next(self._ids)
        done: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[ident] = done
        try:
            await socket.send(json.dumps({"type": kind, "id": ident, **fields}))
            answer = await asyncio.wait_for(done, self.timeout)
        except TimeoutError:
            raise ConnectionError(f"{kind}: no answer in {self.timeout:g} seconds") from None
        except (WebSocketException, OSError) as error:
            raise ConnectionError(f"{kind}: {error}") from None
        finally:
            self._waiting.pop(ident, None)
        if answer["type"] == "refused":
            refused = RefusedError(answer["message"], code=answer["code"], rule=answer.get("rule", ""))
            refused.address = answer.get("address", "")
            raise refused
        return answer

    async def pushed(self, timeout: float | None = None) -> dict[str, Any]:
        """The next message the tables pushed (``events``); :class:`ConnectionError` once the
        connection is lost and all it pushed has been read."""
        message = await asyncio.wait_for(self._pushed.get(), timeout)
        if message is _GONE:
            self._pushed.put_nowait(_GONE)
            raise ConnectionError("the connection is closed")
        return message

    def pushed_now_waiting(self) -> bool:
        """Whether a pushed message waits to be read."""
        return not self._pushed.empty()

    def pushed_now(self) -> list[dict[str, Any]]:
        """Every message pushed and not read yet, without waiting (a client behind takes them all
        and acts on the last view)."""
        out = []
        while not self._pushed.empty():
            message = self._pushed.get_nowait()
            if message is _GONE:
                self._pushed.put_nowait(_GONE)
                break
            out.append(message)
        return out

    async def _read(self, socket: ClientConnection) -> None:
        try:
            async for raw in socket:
                message = json.loads(raw)
                if self.received is not None:
                    self.received.append(message)
                waiting = self._waiting.get(message.get("id")) if message.get("type") != "events" else None
                if waiting is not None and not waiting.done():
                    waiting.set_result(message)
                else:
                    self._pushed.put_nowait(message)
        except (WebSocketException, OSError):
            pass
        finally:
            self._pushed.put_nowait(_GONE)
            for waiting in self._waiting.values():
                if not waiting.done():
                    waiting.set_exception(ConnectionError("the connection is closed"))

    async def close(self) -> None:
        """Close the connection, if open."""
        socket, self._socket = self._socket, None
        if socket is not None:
            await socket.close()
        if self._reader is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader
            self._reader = None
