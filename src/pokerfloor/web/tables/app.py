"""The table server's web application (Starlette): accounts and sessions, the tables, and the
WebSocket every player, spectator, floor and bot plays through (docs/tables.md).

========  ===========================  ====================================================================
method    path                         what
========  ===========================  ====================================================================
GET       ``/``                        the player's page (``/static/``: its script and its style)
GET       ``/api/v1/meta``             the games, the languages and the page's words in ``lang``
POST      ``/api/v1/accounts``         ``{name, password, role?}``: a new account (player or spectator)
POST      ``/api/v1/sessions``         ``{name, password}``: log in; ``{token, player, role}`` (failures
                                       held back: :mod:`pokerfloor.room.attempts`)
DELETE    ``/api/v1/sessions``         log out (the token of ``Authorization: Bearer``)
GET       ``/api/v1/tables``           the open tables
POST      ``/api/v1/tables``           ``{settings}``: open a table (a player or the floor); its view
GET       ``/api/v1/tables/{id}``      the table as an onlooker sees it
GET       ``/api/v1/tables/{id}/       its hands finished, ``?format=phh`` (the floor's: every card),
          history``                    ``pokerstars`` or ``ohh`` (the hole cards shown)
GET       ``/api/v1/players/{name}/    the hands a player was dealt at every table, ``pokerstars`` or
          history``                    ``ohh`` (his own cards too): his own token, or the floor's
WS        ``/api/v1/ws``               the protocol (:mod:`pokerfloor.room.protocol`)
========  ===========================  ====================================================================

A refusal answers ``{code, key, message, rule}`` with the status of
:func:`pokerfloor.room.refusals.status_of`, the message in the ``lang`` of the query string.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket

from pokerfloor.errors import PokerfloorError, RoomError
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, LANGUAGES, catalog
from pokerfloor.explain.rulings import explain_error, language_of
from pokerfloor.games.variants import VARIANTS
from pokerfloor.room.accounts import Session
from pokerfloor.room.attempts import LogInAttempts
from pokerfloor.room.history import PlayedHand, check_reader, played_hands, written
from pokerfloor.room.protocol import Bounds
from pokerfloor.room.refusals import status_of
from pokerfloor.room.room import Room
from pokerfloor.web.tables.connection import Connection

__all__ = ["create_tables_app"]

Handler = Callable[[Request], Awaitable[Any]]
#: The player's page: index.html, table.js, table.css.
STATIC = Path(__file__).with_name("static")
#: The words the page says, by the prefixes of their keys in the catalogs.
PAGE_WORDS = ("tables.", "kind.", "variant.", "street.")
#: The most a request's body may hold (settings, a name and a password).
_BODY_BYTES = 16_384


def _refused(error: PokerfloorError, lang: str) -> JSONResponse:
    said = explain_error(error, lang)
    body = {"code": error.code, "key": error.key, "message": said.text, "rule": error.rule}
    if error.code == "elsewhere":  # where to go: the server that runs the table
        body["address"] = str(error.params["address"])
    return JSONResponse(body, status_code=status_of(error))


async def _body(request: Request) -> dict[str, Any]:
    raw = await request.body()
    if len(raw) > _BODY_BYTES:
        raise RoomError(code="too-large", variant="message", params={"most": _BODY_BYTES, "size": len(raw)})
    try:
        data = json.loads(raw or b"{}")
    except ValueError:
        data = None
    if not isinstance(data, dict):
        raise RoomError(code="message", params={"given": repr(raw[:40])})
    return data


def _hands_of_table(room: Room, table: str) -> list[PlayedHand]:
    """The hands a table of the store finished (``no-table`` for one it has not)."""
    events = room.store.events(table)
    if not events:
        raise RoomError(code="no-table", params={"table": table[:40]})
    return list(played_hands(table, events))


def _hands_of_player(room: Room, player: str) -> list[PlayedHand]:
    """The hands a player was dealt, at every table of the store, in the order of the tables."""
    found: list[PlayedHand] = []
    for row in room.store.tables(open_only=False):
        found.extend(p for p in played_hands(row.id, room.store.events(row.id)) if player in p.hand.names)
    return found


def _tell_tasks() -> None:
    """Write every task of the event loop, and where each waits, to stderr (SIGUSR2)."""
    for task in asyncio.all_tasks():
        task.print_stack(limit=8, file=sys.stderr)
    sys.stderr.flush()


def create_tables_app(room: Room, bounds: Bounds | None = None, log_ins: LogInAttempts | None = None) -> Starlette:
    """The application serving ``room`` (started and stopped with the application), each
    WebSocket held to ``bounds``, failed log-ins held back by ``log_ins`` (by default five in a
    row per address and per name, then one every twelve seconds)."""
    limits = bounds if bounds is not None else Bounds()
    attempts = log_ins if log_ins is not None else LogInAttempts()

    def answering(handler: Handler, status: int = 200) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            lang = language_of(request.query_params.get("lang", DEFAULT_LANGUAGE))
            try:
                answer = await handler(request)
            except PokerfloorError as error:
                return _refused(error, lang)
            return answer if isinstance(answer, Response) else JSONResponse(answer, status_code=status)

        return endpoint

    async def session_of(request: Request) -> Session:
        header = request.headers.get("authorization", "")
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token:
            raise RoomError(code="token")
        return await asyncio.to_thread(room.accounts.session, token.strip())

    async def register(request: Request) -> dict[str, Any]:
        data = await _body(request)
        role = data.get("role", "player")
        await asyncio.to_thread(room.accounts.register, data.get("name"), data.get("password"), role)
        return {"player": data["name"], "role": role}

    async def log_in(request: Request) -> dict[str, Any]:
        data = await _body(request)
        address = request.client.host if request.client is not None else ""
        attempts.check(address, data.get("name"))
        try:
            token, session = await asyncio.to_thread(room.accounts.log_in, data.get("name"), data.get("password"))
        except RoomError as error:
            if error.code == "login":
                attempts.failed(address, data.get("name"))
            raise
        return {"token": token, "player": session.name, "role": session.role}

    async def log_out(request: Request) -> dict[str, Any]:
        await session_of(request)
        token = request.headers["authorization"].partition(" ")[2].strip()
        await asyncio.to_thread(room.accounts.log_out, token)
        return {}

    async def tables(request: Request) -> dict[str, Any]:
        return {"tables": room.listing()}

    async def open_table(request: Request) -> dict[str, Any]:
        session = await session_of(request)
        data = await _body(request)
        table = await room.open_table(data.get("settings"), session)
        return {"table": table.table_id, "view": table.view(None)}

    async def one_table(request: Request) -> dict[str, Any]:
        view: dict[str, Any] = room.table(request.path_params["table"]).view(None)
        return view

    async def table_history(request: Request) -> Response:
        session = await session_of(request)
        form = request.query_params.get("format", "pokerstars")
        check_reader(session.name, session.role, form)
        table = request.path_params["table"]
        found = await asyncio.to_thread(_hands_of_table, room, table)
        return PlainTextResponse(await asyncio.to_thread(written, found, form))

    async def player_history(request: Request) -> Response:
        session = await session_of(request)
        player = request.path_params["name"]
        form = request.query_params.get("format", "pokerstars")
        check_reader(session.name, session.role, form, player)
        found = await asyncio.to_thread(_hands_of_player, room, player)
        return PlainTextResponse(await asyncio.to_thread(written, found, form, hero=player))

    async def meta(request: Request) -> dict[str, Any]:
        lang = language_of(request.query_params.get("lang", DEFAULT_LANGUAGE))
        words = {key: text for key, text in catalog(lang).items() if key.startswith(PAGE_WORDS)}
        return {"lang": lang, "languages": dict(LANGUAGES), "games": list(VARIANTS), "words": words}

    async def page(request: Request) -> Response:
        return FileResponse(STATIC / "index.html")

    async def websocket(socket: WebSocket) -> None:
        await Connection(socket, room, limits).run()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):  # not the main thread, or no signals
            asyncio.get_running_loop().add_signal_handler(signal.SIGUSR2, _tell_tasks)
        await room.start()
        try:
            yield
        finally:
            await room.stop()

    routes = [
        Route("/", page, methods=["GET"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
        Route("/api/v1/meta", answering(meta), methods=["GET"]),
        Route("/api/v1/accounts", answering(register, 201), methods=["POST"]),
        Route("/api/v1/sessions", answering(log_in), methods=["POST"]),
        Route("/api/v1/sessions", answering(log_out), methods=["DELETE"]),
        Route("/api/v1/tables", answering(tables), methods=["GET"]),
        Route("/api/v1/tables", answering(open_table, 201), methods=["POST"]),
        Route("/api/v1/tables/{table}", answering(one_table), methods=["GET"]),
        Route("/api/v1/tables/{table}/history", answering(table_history), methods=["GET"]),
        Route("/api/v1/players/{name}/history", answering(player_history), methods=["GET"]),
        WebSocketRoute("/api/v1/ws", websocket),
    ]
    return Starlette(routes=routes, lifespan=lifespan)
