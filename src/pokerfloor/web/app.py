"""The floor page's web application (Starlette): the page, its static files and a small JSON API.

Every answer about a hand is its *state* (:func:`pokerfloor.web.state.state_of`): whose turn,
the options and their amounts, the ruling with ``why: [{code, rule, text}]``, the players, pots,
street and board, as the one asking may see them. A refusal answers HTTP 4xx with ``{code,
message, rule, why, state}``: the typed error and the state, unchanged. A new hand may
name the session it ``replaces`` (forgotten once the new one is set up). Every call takes
``lang`` (``en``, ``ru``, ``it``), in the query string or the JSON body; the state says which
language it asked for (``lang``) and which the explanations are in (``lang_served``).

========  ====================================  ==============================================
method    path                                  what
========  ====================================  ==============================================
GET       ``/``                                 the page
GET       ``/favicon.ico``                      the page's icon (``/static/favicon.svg``)
GET       ``/api/meta``                         rulebooks, switches, structures, games, the page's words
POST      ``/api/sessions``                     a new table: ``{settings, rulebook, actions?, replaces?}``
POST      ``/api/sessions/situation``           a situation file: ``{text, case?, rulebook?, replaces?}``
POST      ``/api/sessions/phh``                 a PHH hand: ``{text, hand?, rulebook?, replaces?}``
GET       ``/api/sessions/{id}``                the state
POST      ``/api/sessions/{id}/actions``        ``{text: "A raise 300"}`` or ``{verb, amount?, cards?}``
POST      ``/api/sessions/{id}/undo``           take back the last action
POST      ``/api/sessions/{id}/reset``          back to the start of the situation
POST      ``/api/sessions/{id}/next``           the next hand: the table moves on by the rulebook
GET       ``/api/sessions/{id}/situation``      ``{text, filename}``: the situation file (floor mode)
GET       ``/api/sessions/{id}/phh``            ``{text, filename}``: the PHH hand history (floor mode)
GET       ``/api/seats/{token}``                the state as that seat sees it
POST      ``/api/seats/{token}/actions``        that seat's own action
========  ====================================  ==============================================

The server runs in one of two modes. In ``floor`` mode (the default) whoever holds a session sees
every card the hand knows. In ``player`` mode nobody does: a session's holder sees the table (the
cards shown, the board dealt so far) and each seat, through its link, its own cards too.

Requests pass :class:`~pokerfloor.web.guard.Guard` first (host, origin, JSON, body size); the
ruling runs in a :class:`~pokerfloor.web.work.Worker` thread, on a copy of the session that is
kept only when the work ends in time, one request per session at a time.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from decimal import Decimal
from importlib import resources
from typing import Any, Literal
from weakref import WeakValueDictionary

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from pokerfloor import engine
from pokerfloor.errors import PokerfloorError
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, LANGUAGES, catalog
from pokerfloor.explain.citing import cited
from pokerfloor.explain.rulings import explain_error, language_of
from pokerfloor.formats.units import ChipUnit, exact_json
from pokerfloor.games.variants import DEFAULT_VARIANT, VARIANTS, Variant
from pokerfloor.rules import PRESETS, SWITCHES
from pokerfloor.structures import STRUCTURE_NAMES
from pokerfloor.web.guard import Access, Guard, refusal_body
from pokerfloor.web.limits import DEFAULT_LIMITS, Limits, RequestError, read_json
from pokerfloor.web.state import FLOOR, TABLE, Viewer, state_of
from pokerfloor.web.store import SessionStore
from pokerfloor.web.table import (
    FloorTable,
    session_from_phh,
    session_from_settings,
    session_from_situation,
    speaking_money,
)
from pokerfloor.web.work import Worker

__all__ = [
    "MODES",
    "create_app",
    "files_written_for",
    "http_refusal",
    "internal_refusal",
    "seat_found",
    "session_found",
]

#: The modes of the server: what the holder of a session sees (see the module's documentation).
MODES = ("floor", "player")
#: The chip of a table whose amounts are whole numbers.
_WHOLE_CHIPS = ChipUnit()

Handler = Callable[[Request], Awaitable[Response]]
#: What a call does to a session (a copy of it, when it changes it): the JSON answer, or ``None``
#: for the state.
Operation = Callable[[FloorTable, dict[str, Any], Viewer], dict[str, Any] | None]
#: What a call that sets up a hand makes of its body: the session and extra keys for the answer.
Making = Callable[[dict[str, Any], Limits], tuple[FloorTable, dict[str, Any]]]


class ExactJSONResponse(JSONResponse):
    """A JSON answer whose decimal amounts (a hand in dollars and cents) are written exactly as
    numbers, ``2.50``, never through a binary float (:func:`~pokerfloor.formats.units.exact_json`)."""

    def render(self, content: Any) -> bytes:
        return exact_json(content).encode("utf-8")


def _refused(
    error: PokerfloorError,
    lang: str,
    state: dict[str, Any] | None = None,
    headers: Mapping[str, str] | None = None,
    *,
    unit: ChipUnit = _WHOLE_CHIPS,
) -> JSONResponse:
    """The JSON of a refusal: ``{code, message, rule, why, state}``, in ``lang`` when the
    catalogs can say it, its amounts in ``unit``'s money (the session's)."""
    with speaking_money(unit):
        said = explain_error(error, lang)
    status = error.status if isinstance(error, RequestError) else 400
    body = refusal_body(error.code, said.text, cited(error.rule, said.lang), state)
    return ExactJSONResponse(body, status_code=status, headers=headers)


def http_refusal(method: str, path: str, status: int) -> RequestError:
    """The page's refusal of a request no call answers: an address it does not serve (404) or a
    method the address does not take (405, the one other status Starlette's routes and static
    files refuse with)."""
    code = "not-found" if status == 404 else "method-not-allowed"
    return RequestError(code=code, status=status, params={"method": method, "path": path})


def files_written_for(holder: Viewer) -> None:
    """Refuse to write a file (a situation, a PHH hand) for any holder but the floor: in player
    mode it would hold every player's cards."""
    if holder != FLOOR:
        raise RequestError(code="hidden-cards", status=403)


def session_found(session: FloorTable | None) -> FloorTable:
    """The session the store found, or the refusal of an id it does not hold."""
    if session is None:
        raise RequestError(code="unknown-session", status=404)
    return session


def seat_found(found: tuple[FloorTable, Viewer] | None) -> tuple[FloorTable, Viewer]:
    """The session and seat of a seat's link the store found, or the refusal of a link it does not hold."""
    if found is None:
        raise RequestError(code="unknown-seat", status=404)
    return found


def internal_refusal() -> RequestError:
    """The page's answer to a request it failed on (a bug of pokerfloor: the error is the server's)."""
    return RequestError(code="internal-error", status=500)


def _text(data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise RequestError(code="missing-field", variant="text", params={"field": repr(key)})
    return value


def _whole(data: dict[str, Any], key: str, default: int | None) -> int | None:
    value = data.get(key, default)
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise RequestError(code="bad-field", variant="whole", params={"field": repr(key), "value": repr(value)})
    return value


def _amount(data: dict[str, Any], key: str) -> int | Decimal | None:
    """An amount of the body: a whole number, or a decimal one at a table in dollars and cents
    (read exactly: :func:`~pokerfloor.web.limits.read_json`)."""
    value = data.get(key)
    if value is not None and type(value) not in (int, Decimal):
        raise RequestError(code="bad-field", variant="page-amount", params={"field": repr(key), "value": repr(value)})
    return value


def _lang_of(data: dict[str, Any], asked: str) -> str:
    """The language of the body when it names one, else the one of the query string."""
    return language_of(data["lang"]) if "lang" in data else asked


# -- what the calls do ------------------------------------------------------------------------------


def _new_table(data: dict[str, Any], limits: Limits) -> tuple[FloorTable, dict[str, Any]]:
    settings = data.get("settings")
    if not isinstance(settings, dict):
        raise RequestError(code="missing-field", variant="settings")
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RequestError(code="bad-field", variant="actions-list")
    book = data.get("rulebook", "tda")
    seed = _whole(data, "seed", None)  # the cards not given dealt from a deck shuffled with it
    return session_from_settings(settings, str(book), actions=actions, limits=limits, seed=seed), {}


def _situation(data: dict[str, Any], limits: Limits) -> tuple[FloorTable, dict[str, Any]]:
    book = data.get("rulebook") or None
    case = _whole(data, "case", 1)
    text = _text(data, "text")
    session, cases = session_from_situation(text, case or 1, str(book) if book else None, limits=limits)
    return session, {"cases": cases}


def _hand_history(data: dict[str, Any], limits: Limits) -> tuple[FloorTable, dict[str, Any]]:
    index = _whole(data, "hand", 1)
    book = str(data.get("rulebook") or "tda")
    session, hands = session_from_phh(_text(data, "text"), index or 1, book, limits=limits)
    return session, {"hands": hands}


def _show(session: FloorTable, data: dict[str, Any], viewer: Viewer) -> None:
    return None


def _act(session: FloorTable, data: dict[str, Any], viewer: Viewer) -> None:
    seat = session.hand.names[viewer] if isinstance(viewer, int) else None
    if "text" in data:
        text = session.as_written(_text(data, "text"))
        if seat is not None and text.split()[0] != seat:
            raise RequestError(code="not-your-seat", status=403, params={"text": repr(text), "seat": seat})
        session.play(text)
        return
    cards = data.get("cards")
    if cards is not None and (isinstance(cards, bool) or not isinstance(cards, str | int)):
        raise RequestError(code="bad-field", variant="cards-thrown", params={"cards": repr(cards)})
    session.act(_text(data, "verb"), _amount(data, "amount"), player=seat, cards=cards)


def _undo(session: FloorTable, data: dict[str, Any], viewer: Viewer) -> None:
    session.undo()


def _reset(session: FloorTable, data: dict[str, Any], viewer: Viewer) -> None:
    session.reset()


def _shown(session: FloorTable, data: dict[str, Any], viewer: Viewer) -> None:
    cards, board = data.get("cards", {}), data.get("board", "")
    if not (isinstance(cards, dict) and all(isinstance(v, str) for v in cards.values()) and isinstance(board, str)):
        raise RequestError(code="bad-field", variant="shown-hands", params={"cards": repr(cards)[:80]})
    session.show(cards, board)


def _forward(session: FloorTable, data: dict[str, Any], viewer: Viewer) -> None:
    to_the_end = data.get("to_the_end", False)
    if not isinstance(to_the_end, bool):
        raise RequestError(code="bad-field", variant="to-the-end", params={"value": repr(to_the_end)})
    session.forward(to_the_end=to_the_end)


def _next_hand(session: FloorTable, data: dict[str, Any], viewer: Viewer) -> None:
    session.next_hand()


def _save(session: FloorTable, data: dict[str, Any], viewer: Viewer) -> dict[str, Any]:
    return {"text": session.situation_text(), "filename": "situation.toml"}


def _export(session: FloorTable, data: dict[str, Any], viewer: Viewer) -> dict[str, Any]:
    return {"text": session.phh_text(), "filename": "hand.phh"}


#: The catalogs' keys of the page's words (the rest are the explanations, said by the server).
PAGE_WORDS = ("format.", "page.", "ui.", "kind.", "street.", "variant.", "structure.", "word.pot-")


def _words(lang: str) -> dict[str, str]:
    """The page's words in ``lang`` (English where the language lacks one), as templates: the
    page fills their ``{placeholders}``."""
    english, own = catalog(DEFAULT_LANGUAGE), catalog(lang)
    return {key: own.get(key, text) for key, text in english.items() if key.startswith(PAGE_WORDS)}


def _game_info(game: Variant) -> dict[str, Any]:
    """What the table form needs to know of a game: its structures (the usual one first), its
    streets, its forced bets (a bring-in, or blinds), whether it deals a board, up cards, draws."""
    return {
        "title": game.title,
        "structures": list(game.structures),
        "streets": [street.name for street in game.streets],
        "bring_in": game.has_bring_in,
        "board": game.board_cards > 0,
        "up_cards": any(game.up_pattern),
        "draws": game.has_draws,
        "hole_cards": game.hole_cards,
        "max_players": game.max_players,
    }


def _meta(lang: str) -> dict[str, Any]:
    return {
        "version": engine.VERSION,
        "rulebooks": {name: book.title for name, book in PRESETS.items()},
        "switches": [
            {
                "name": s.name,
                "meaning": s.meaning,
                "choices": list(s.choices),
                "defaults": {name: getattr(book, s.name) for name, book in PRESETS.items()},
            }
            for s in SWITCHES.values()
        ],
        "structures": list(STRUCTURE_NAMES),
        "games": list(VARIANTS),
        "game_titles": {name: game.title for name, game in VARIANTS.items()},
        "game_info": {name: _game_info(game) for name, game in VARIANTS.items()},
        "streets": [street.name for street in DEFAULT_VARIANT.streets],
        "languages": dict(LANGUAGES),
        "lang": lang,
        "words": _words(lang),
    }


# -- the application --------------------------------------------------------------------------------


def create_app(
    store: SessionStore | None = None,
    *,
    access: Access | None = None,
    limits: Limits = DEFAULT_LIMITS,
    mode: Literal["floor", "player"] = "floor",
) -> Starlette:
    """The floor page's application: sessions live in ``store`` (a new one by default, bounded
    by ``limits``); requests must be addressed as ``access`` says (by default to ``localhost``,
    on any port); ``mode`` says what the holder of a session sees (:data:`MODES`)."""
    if mode not in MODES:
        raise RequestError(code="bad-field", variant="mode", params={"mode": repr(mode), "modes": ", ".join(MODES)})
    sessions = store if store is not None else SessionStore(limits)
    worker = Worker(limits.workers, limits.work_seconds)
    locks: WeakValueDictionary[str, asyncio.Lock] = WeakValueDictionary()
    holder: Viewer = FLOOR if mode == "floor" else TABLE
    static = resources.files("pokerfloor.web") / "static"

    def guarded(handler: Callable[[Request, str], Awaitable[Response]]) -> Handler:
        """Turn the errors of a call into their JSON answers."""

        async def endpoint(request: Request) -> Response:
            lang = language_of(request.query_params.get("lang"))
            try:
                return await handler(request, lang)
            except PokerfloorError as error:
                return _refused(error, lang)

        return endpoint

    def making(make: Making) -> Handler:
        async def handler(request: Request, lang: str) -> Response:
            raw = await request.body()

            def work() -> tuple[FloorTable | None, Response, str | None]:
                data = read_json(raw, limits)
                asked = _lang_of(data, lang)
                replacing = data.get("replaces")
                try:
                    session, extra = make(data, limits)
                except PokerfloorError as error:
                    return None, _refused(error, asked), None
                answer = ExactJSONResponse({**state_of(session, asked, holder), **extra})
                return session, answer, replacing if isinstance(replacing, str) else None

            async with worker.bound():
                session, response, replacing = await worker.run(work)
            if session is not None:
                owner = request.client.host if request.client else ""
                sessions.add(session, owner=owner, replacing=replacing)
            return response

        return guarded(handler)

    def on_session(operation: Operation, *, writes: bool = False, writes_files: bool = False) -> Handler:
        """A call on the session of the path's id, as its holder sees it."""

        async def handler(request: Request, lang: str) -> Response:
            if writes_files:
                files_written_for(holder)
            session_id = request.path_params["sid"]

            def find() -> tuple[FloorTable, Viewer]:
                return session_found(sessions.get(session_id)), holder

            return await operate(request, lang, session_id, find, operation, writes=writes)

        return guarded(handler)

    def on_seat(operation: Operation, *, writes: bool = False) -> Handler:
        """A call of one seat (by its token), as that seat sees the hand."""

        async def handler(request: Request, lang: str) -> Response:
            token = request.path_params["token"]

            def find() -> tuple[FloorTable, Viewer]:
                return seat_found(sessions.seat(token))

            first, _ = find()
            return await operate(request, lang, first.id, find, operation, writes=writes)

        return guarded(handler)

    async def operate(
        request: Request,
        lang: str,
        session_id: str,
        find: Callable[[], tuple[FloorTable, Viewer]],
        operation: Operation,
        *,
        writes: bool,
    ) -> Response:
        """Run ``operation`` in a worker, one at a time per session, on a copy when it writes;
        keep the copy when the work ends in time."""
        raw = await request.body()
        lock = locks.get(session_id)
        if lock is None:
            lock = locks[session_id] = asyncio.Lock()
        async with worker.bound(), lock:
            base, viewer = find()  # the session as it is now that no other call is changing it

            def work() -> tuple[FloorTable | None, Response]:
                data = read_json(raw, limits)
                asked = _lang_of(data, lang)
                target = base.copy() if writes else base
                try:
                    answer = operation(target, data, viewer)
                except PokerfloorError as error:
                    return None, _refused(error, asked, state_of(base, asked, viewer), unit=base.unit)
                return (target if writes else None), ExactJSONResponse(
                    answer if answer is not None else state_of(target, asked, viewer)
                )

            changed, response = await worker.run(work)
            if changed is not None:
                sessions.replace(changed)
        return response

    async def page(request: Request) -> Response:
        return HTMLResponse((static / "index.html").read_text(encoding="utf-8"))

    async def favicon(request: Request) -> Response:
        # Browsers ask for /favicon.ico whatever the page links: the same picture.
        return Response((static / "favicon.svg").read_bytes(), media_type="image/svg+xml")

    async def meta(request: Request, lang: str) -> Response:
        return JSONResponse({**_meta(lang), "mode": mode})

    async def http_error(request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        refused = http_refusal(request.method, request.url.path, error.status_code)
        lang = language_of(request.query_params.get("lang"))
        return _refused(refused, lang, headers=error.headers)

    async def server_error(request: Request, error: Exception) -> Response:
        return _refused(internal_refusal(), language_of(request.query_params.get("lang")))

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        worker.close()

    routes = [
        Route("/", page, methods=["GET"]),
        Route("/favicon.ico", favicon, methods=["GET"]),
        Route("/api/meta", guarded(meta), methods=["GET"]),
        Route("/api/sessions", making(_new_table), methods=["POST"]),
        Route("/api/sessions/situation", making(_situation), methods=["POST"]),
        Route("/api/sessions/phh", making(_hand_history), methods=["POST"]),
        Route("/api/sessions/{sid}", on_session(_show), methods=["GET"]),
        Route("/api/sessions/{sid}/actions", on_session(_act, writes=True), methods=["POST"]),
        Route("/api/sessions/{sid}/undo", on_session(_undo, writes=True), methods=["POST"]),
        Route("/api/sessions/{sid}/reset", on_session(_reset, writes=True), methods=["POST"]),
        Route("/api/sessions/{sid}/forward", on_session(_forward, writes=True), methods=["POST"]),
        Route("/api/sessions/{sid}/show", on_session(_shown, writes=True), methods=["POST"]),
        Route("/api/sessions/{sid}/next", on_session(_next_hand, writes=True), methods=["POST"]),
        Route("/api/sessions/{sid}/situation", on_session(_save, writes_files=True), methods=["GET"]),
        Route("/api/sessions/{sid}/phh", on_session(_export, writes_files=True), methods=["GET"]),
        Route("/api/seats/{token}", on_seat(_show), methods=["GET"]),
        Route("/api/seats/{token}/actions", on_seat(_act, writes=True), methods=["POST"]),
        Mount("/static", StaticFiles(packages=[("pokerfloor.web", "static")]), name="static"),
    ]
    app = Starlette(
        routes=routes,
        middleware=[Middleware(Guard, access=access or Access(), limits=limits)],
        exception_handlers={HTTPException: http_error, Exception: server_error},
        lifespan=lifespan,
    )
    app.state.sessions = sessions
    app.state.mode = mode
    return app
