"""One WebSocket connection to the table server: :class:`Connection`, a client's messages read,
checked and done, and what the tables send it.

The first message is ``hello`` (the protocol's version and a session token), within
:data:`HELLO_SECONDS`; then any message of :mod:`pokerfloor.room.protocol`. Each is held to the
connection's :class:`~pokerfloor.room.protocol.Bounds` (its size, and a rate with bursts) and
answered ``ok`` (with what it asked for) or ``refused`` (``code``, ``message`` in the language of
the ``hello``, ``rule``), repeating its ``id``. A player acts only for his own seat: the server
writes his name before the action; a spectator neither sits nor acts.

What the tables send is queued (:meth:`Connection.send` never waits); a connection whose queue
fills (a client that does not read) is closed, so no table waits for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from pokerfloor.errors import PokerfloorError
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE
from pokerfloor.explain.rulings import explain_error, language_of
from pokerfloor.room.accounts import Session
from pokerfloor.room.protocol import PROTOCOL, Bounds, Bucket, Request, action_text, hello_token, read_message
from pokerfloor.room.room import Room
from pokerfloor.room.running import RunningTable

__all__ = ["HELLO_SECONDS", "OUTBOX", "Connection"]

#: Seconds a new connection has to say hello.
HELLO_SECONDS = 10.0
#: Messages queued for a client at most: beyond, it is not reading, and is closed.
OUTBOX = 1000
#: The close code of a connection whose client does not read what it is sent (try again later).
_SLOW = 1013
_POLICY = 1008

Handler = Callable[["Connection", Request], Awaitable[dict[str, Any] | None]]


class Connection:
    """A client connected (see the module's documentation)."""

    def __init__(self, websocket: WebSocket, room: Room, bounds: Bounds) -> None:
        self.websocket = websocket
        self.room = room
        self.bounds = bounds
        self.bucket = Bucket(bounds.rate, bounds.burst)
        self.session: Session | None = None
        self.lang = DEFAULT_LANGUAGE
        self.watching: dict[str, RunningTable] = {}
        self._outbox: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue(OUTBOX)
        self._closing = False
        self._close_code = _SLOW
        self._close_asked = False

    # -- a Listener of the tables -------------------------------------------------------------------
    @property
    def viewer(self) -> str | None:
        """Whose view this connection gets: its player's (a spectator gets an onlooker's)."""
        session = self.session
        return session.name if session is not None and session.role != "spectator" else None

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message; a client this far behind is dropped."""
        if self._closing:
            return
        try:
            self._outbox.put_nowait(message)
        except asyncio.QueueFull:
            self._closing = True
            with contextlib.suppress(asyncio.QueueFull):
                self._outbox.get_nowait()
                self._outbox.put_nowait(None)  # the writer closes the connection

    # -- the connection's life -----------------------------------------------------------------------
    async def run(self) -> None:
        """Serve the connection until it closes: the client goes, or the server closes it."""
        await self.websocket.accept()
        loop = asyncio.get_running_loop()
        reader, writer = loop.create_task(self._serve()), loop.create_task(self._write())
        try:
            await asyncio.wait((reader, writer), return_when=asyncio.FIRST_COMPLETED)
            if reader.done() and self._close_asked:  # a refused hello: its answer goes out first
                await asyncio.wait((writer,), timeout=HELLO_SECONDS)
        finally:
            self._closing = True
            self._leave_tables()
            for task in (reader, writer):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, WebSocketDisconnect, RuntimeError):
                    await task

    async def _serve(self) -> None:
        with contextlib.suppress(WebSocketDisconnect):
            if await self._hello():
                await self._read()

    async def _hello(self) -> bool:
        try:
            raw = await asyncio.wait_for(self.websocket.receive_text(), HELLO_SECONDS)
        except TimeoutError:
            await self.websocket.close(_POLICY)
            return False
        request: Request | None = None
        try:
            request = read_message(raw, self.bounds)
            lang = request.fields.get("lang")
            self.lang = language_of(lang) if isinstance(lang, str) else DEFAULT_LANGUAGE
            token = hello_token(request)
            self.session = await asyncio.to_thread(self.room.accounts.session, token)
        except PokerfloorError as error:
            self.send(self._refusal(request, error))
            self.send_close(_POLICY)
            return False
        name, role = self.session
        self.send({"type": "welcome", "id": request.id, "protocol": PROTOCOL, "player": name, "role": role})
        return True

    async def _read(self) -> None:
        while True:
            raw = await self.websocket.receive_text()
            request: Request | None = None
            try:
                request = read_message(raw, self.bounds)  # first: the refusal of one too many names it
                self.bucket.take()
                answer = await _HANDLERS[request.type](self, request)
                self.send({"type": "ok", "id": request.id, "of": request.type, **(answer or {})})
            except PokerfloorError as error:
                self.send(self._refusal(request, error))

    def _refusal(self, request: Request | None, error: PokerfloorError) -> dict[str, Any]:
        said = explain_error(error, self.lang)
        refusal = {
            "type": "refused",
            "id": request.id if request is not None else None,
            "of": request.type if request is not None else None,
            "code": error.code,
            "key": error.key,
            "message": said.text,
            "rule": error.rule,
        }
        if error.code == "elsewhere":  # where to go: the server that runs the table
            refusal["address"] = str(error.params["address"])
        return refusal

    def send_close(self, code: int) -> None:
        """Close the connection once what is queued is sent."""
        self._close_code = code
        self._close_asked = True
        with contextlib.suppress(asyncio.QueueFull):
            self._outbox.put_nowait(None)

    async def _write(self) -> None:
        while True:
            message = await self._outbox.get()
            if message is None:
                await self.websocket.close(self._close_code)
                return
            await self.websocket.send_text(json.dumps(message, separators=(",", ":")))

    def _leave_tables(self) -> None:
        session = self.session
        if session is None:
            return
        for table in self.watching.values():
            self.room.unwatch(table, self, session)
        self.watching.clear()

    # -- who asks ------------------------------------------------------------------------------------
    @property
    def me(self) -> Session:
        """The session (set by the hello)."""
        assert self.session is not None
        return self.session

    def player(self) -> str:
        """The name of a player who may sit and act (a spectator is refused)."""
        self.room.refuse_spectator(self.me)
        return self.me.name


# -- what each message does ---------------------------------------------------------------------------------


async def _join(connection: Connection, request: Request) -> dict[str, Any]:
    table = connection.room.table(request.fields["table"])
    if table.table_id in connection.watching:
        return {"table": table.table_id, "view": table.view(connection.viewer)}
    view = await connection.room.watch(table, connection, connection.me)
    connection.watching[table.table_id] = table
    return {"table": table.table_id, "view": view}


async def _unjoin(connection: Connection, request: Request) -> None:
    table = connection.watching.pop(request.fields["table"], None)
    if table is not None:
        connection.room.unwatch(table, connection, connection.me)


def _change(kind: str, *names: str, floor: bool = False, **fixed: Any) -> Handler:
    """A message that makes one event of ``kind`` at its table: the player is the one asking
    (or, for the floor, the one named), with the message's fields ``names``."""

    async def handler(connection: Connection, request: Request) -> None:
        table = connection.room.table(request.fields["table"])
        if kind in ("seated", "waiting") and table.table_id not in connection.watching:
            await _join(connection, request)  # one sitting or waiting follows the table
        if floor:
            connection.room.refuse_unless_floor(connection.me)
            data = {name: request.fields[name] for name in names}
        else:
            data = {"player": connection.player(), **{name: request.fields[name] for name in names}}
        await table.change([(kind, {**data, **fixed})])

    return handler


async def _act(connection: Connection, request: Request) -> None:
    name = connection.player()
    table = connection.room.table(request.fields["table"])
    await table.act(name, action_text(request, name))


async def _rule(connection: Connection, request: Request) -> None:
    connection.room.refuse_unless_floor(connection.me)
    table = connection.room.table(request.fields["table"])
    fields = request.fields
    await table.change([("ruled", {"text": fields["text"], "rule": fields["rule"], "by": connection.me.name})])


async def _move(connection: Connection, request: Request) -> None:
    fields = request.fields
    room = connection.room
    source, target = room.table(fields["table"]), room.table(fields["to"])
    await room.move(connection.me, fields["player"], source, target, fields["seat"])


async def _ping(connection: Connection, request: Request) -> dict[str, Any]:
    return {"pong": True}


async def _hello_again(connection: Connection, request: Request) -> dict[str, Any]:
    return {"player": connection.me.name, "role": connection.me.role}


_HANDLERS: dict[str, Handler] = {
    "hello": _hello_again,
    "join": _join,
    "unjoin": _unjoin,
    "sit": _change("seated", "seat", "chips"),
    "add": _change("added", "chips"),
    "sit-out": _change("sat-out", why="asked"),
    "back": _change("back"),
    "leave": _change("left"),
    "wait": _change("waiting", "chips"),
    "unwait": _change("unwaiting"),
    "act": _act,
    "runs": _change("runs", "times"),
    "bomb-pot": _change("bomb-vote", "agree"),
    "pause": _change("paused", floor=True),
    "resume": _change("resumed", floor=True),
    "unseat": _change("left", "player", floor=True),
    "move": _move,
    "rule": _rule,
    "ping": _ping,
}
