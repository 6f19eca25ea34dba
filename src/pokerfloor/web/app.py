"""The floor page's web application (Starlette): the page, its static files and a small JSON API.

Every answer about a hand is its *state* (:meth:`Session.state`): whose turn, the options and
their amounts, the ruling with ``why: [{code, rule, text}]``, the players, pots, street and board.
A refused action answers HTTP 400 with ``{code, message, rule, why, state}``: the typed error of
the engine and the state, unchanged. Every call takes ``lang`` (``en``, ``ru``, ``it``), in the
query string or the JSON body; the state says which language it asked for (``lang``) and which
the explanations are in (``lang_served``).

========  ====================================  ==============================================
method    path                                  what
========  ====================================  ==============================================
GET       ``/``                                 the page
GET       ``/api/meta``                         rulebooks, switches, structures, games, languages
POST      ``/api/sessions``                     a new table: ``{settings, rulebook, actions?}``
POST      ``/api/sessions/situation``           a situation file: ``{text, case?, rulebook?}``
POST      ``/api/sessions/phh``                 a PHH hand: ``{text, hand?, rulebook?}``
GET       ``/api/sessions/{id}``                the state
POST      ``/api/sessions/{id}/actions``        ``{text: "A raise 300"}`` or ``{verb, amount?}``
POST      ``/api/sessions/{id}/undo``           take back the last action
POST      ``/api/sessions/{id}/reset``          back to the start of the situation
GET       ``/api/sessions/{id}/situation``      ``{text, filename}``: the situation file
GET       ``/api/sessions/{id}/phh``            ``{text, filename}``: the PHH hand history
========  ====================================  ==============================================
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from .. import __version__
from ..errors import PokerfloorError
from ..games.variants import DEFAULT_VARIANT, VARIANTS
from ..rules import PRESETS, SWITCHES
from ..structures import STRUCTURE_NAMES
from .language import LANGUAGES, Why, language_of, localize
from .session import Session, SessionStore, session_from_phh, session_from_settings, session_from_situation

__all__ = ["create_app"]


Handler = Callable[[Request], Awaitable[Response]]


class _BadRequestError(Exception):
    """A request the API cannot read (not JSON, a field of the wrong type)."""

    def __init__(self, message: str, code: str = "bad-request") -> None:
        super().__init__(message)
        self.code = code


def _error(
    code: str, message: str, rule: str = "", *, status: int = 400, state: dict[str, Any] | None = None, lang: str = "en"
) -> JSONResponse:
    """The JSON of a refusal: ``{code, message, rule, why, state}``."""
    _, why = localize([Why(code, rule, message)], lang)
    body: dict[str, Any] = {"code": code, "message": why[0]["text"], "rule": rule, "why": why, "state": state}
    return JSONResponse(body, status_code=status)


def _refused(error: PokerfloorError, lang: str, session: Session | None = None) -> JSONResponse:
    _, why = localize([Why(error.code, error.rule, str(error), error)], lang)
    body: dict[str, Any] = {
        "code": error.code,
        "message": why[0]["text"],
        "rule": error.rule,
        "why": why,
        "state": session.state(lang) if session is not None else None,
    }
    return JSONResponse(body, status_code=400)


async def _body(request: Request) -> dict[str, Any]:
    raw = await request.body()
    if not raw:
        return {}
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise _BadRequestError("the request body is not JSON") from None
    except RecursionError:
        raise _BadRequestError("the request body nests its arrays or objects too deeply") from None
    if not isinstance(data, dict):
        raise _BadRequestError("the request body must be a JSON object")
    return data


def _text(data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise _BadRequestError(f"{key!r} must be non-empty text", code="missing-field")
    return value


def _whole(data: dict[str, Any], key: str, default: int | None) -> int | None:
    value = data.get(key, default)
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise _BadRequestError(f"{key!r} must be a whole number, not {value!r}", code="bad-field")
    return value


def _lang(request: Request, data: dict[str, Any] | None = None) -> str:
    if data is not None and "lang" in data:
        return language_of(data["lang"])
    return language_of(request.query_params.get("lang"))


def create_app(store: SessionStore | None = None) -> Starlette:
    """The floor page's application; sessions live in ``store`` (a new one by default)."""
    sessions = store if store is not None else SessionStore()
    static = resources.files("pokerfloor.web") / "static"

    def created(session: Session, lang: str, **extra: Any) -> JSONResponse:
        session.lang = lang
        sessions.add(session)
        return JSONResponse({**session.state(lang), **extra})

    def guarded(handler: Callable[[Request, dict[str, Any], str], Awaitable[Response]]) -> Handler:
        """Read the JSON body and the language, and turn errors into their JSON answers."""

        async def endpoint(request: Request) -> Response:
            lang = _lang(request)
            try:
                data = await _body(request) if request.method == "POST" else {}
                lang = _lang(request, data)
                return await handler(request, data, lang)
            except _BadRequestError as error:
                return _error(error.code, str(error), lang=lang)
            except PokerfloorError as error:
                return _refused(error, lang)

        return endpoint

    def session_of(request: Request, lang: str) -> Session:
        session = sessions.get(request.path_params["sid"])
        if session is None:
            raise _UnknownSessionError()
        session.lang = lang
        return session

    def with_session(handler: Callable[[Session, dict[str, Any], str], Response]) -> Handler:
        async def run(request: Request, data: dict[str, Any], lang: str) -> Response:
            try:
                session = session_of(request, lang)
            except _UnknownSessionError:
                message = "there is no such session (the server may have restarted): set up the table again"
                return _error("unknown-session", message, status=404, lang=lang)
            try:
                return handler(session, data, lang)
            except PokerfloorError as error:
                return _refused(error, lang, session)

        return guarded(run)

    async def page(request: Request) -> Response:
        return HTMLResponse((static / "index.html").read_text(encoding="utf-8"))

    async def meta(request: Request, data: dict[str, Any], lang: str) -> Response:
        return JSONResponse(
            {
                "version": __version__,
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
                "streets": [street.name for street in DEFAULT_VARIANT.streets],
                "languages": LANGUAGES,
            }
        )

    async def new_table(request: Request, data: dict[str, Any], lang: str) -> Response:
        settings = data.get("settings")
        if not isinstance(settings, dict):
            raise _BadRequestError("'settings' must be an object of situation-file keys", code="missing-field")
        actions = data.get("actions", [])
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise _BadRequestError("'actions' must be a list of written actions", code="bad-field")
        book = data.get("rulebook", "tda")
        session = session_from_settings(settings, str(book), actions=actions)
        return created(session, lang)

    async def situation(request: Request, data: dict[str, Any], lang: str) -> Response:
        book = data.get("rulebook") or None
        case = _whole(data, "case", 1)
        session, cases = session_from_situation(_text(data, "text"), case or 1, str(book) if book else None)
        return created(session, lang, cases=cases)

    async def hand_history(request: Request, data: dict[str, Any], lang: str) -> Response:
        index = _whole(data, "hand", 1)
        session, hands = session_from_phh(_text(data, "text"), index or 1, str(data.get("rulebook") or "tda"))
        return created(session, lang, hands=hands)

    def show(session: Session, data: dict[str, Any], lang: str) -> Response:
        return JSONResponse(session.state(lang))

    def act(session: Session, data: dict[str, Any], lang: str) -> Response:
        if "text" in data:
            session.play(_text(data, "text"))
        else:
            verb = _text(data, "verb")
            session.click(verb, _whole(data, "amount", None))
        return JSONResponse(session.state(lang))

    def undo(session: Session, data: dict[str, Any], lang: str) -> Response:
        session.undo()
        return JSONResponse(session.state(lang))

    def reset(session: Session, data: dict[str, Any], lang: str) -> Response:
        session.reset()
        return JSONResponse(session.state(lang))

    def save(session: Session, data: dict[str, Any], lang: str) -> Response:
        return JSONResponse({"text": session.situation_text(), "filename": "situation.toml"})

    def export(session: Session, data: dict[str, Any], lang: str) -> Response:
        return JSONResponse({"text": session.phh_text(), "filename": "hand.phh"})

    def api(path: str, handler: Handler, method: str) -> Route:
        return Route(path, handler, methods=[method])

    routes = [
        Route("/", page, methods=["GET"]),
        api("/api/meta", guarded(meta), "GET"),
        api("/api/sessions", guarded(new_table), "POST"),
        api("/api/sessions/situation", guarded(situation), "POST"),
        api("/api/sessions/phh", guarded(hand_history), "POST"),
        api("/api/sessions/{sid}", with_session(show), "GET"),
        api("/api/sessions/{sid}/actions", with_session(act), "POST"),
        api("/api/sessions/{sid}/undo", with_session(undo), "POST"),
        api("/api/sessions/{sid}/reset", with_session(reset), "POST"),
        api("/api/sessions/{sid}/situation", with_session(save), "GET"),
        api("/api/sessions/{sid}/phh", with_session(export), "GET"),
        Mount("/static", StaticFiles(packages=[("pokerfloor.web", "static")]), name="static"),
    ]
    app = Starlette(routes=routes)
    app.state.sessions = sessions
    return app


class _UnknownSessionError(Exception):
    """No session has the id asked for."""
