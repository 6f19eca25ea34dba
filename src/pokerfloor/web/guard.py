"""What a request must be before the floor page reads it: addressed to this server, from the page
itself, JSON, and of a bounded size sent in a bounded time.

:class:`Guard` wraps the application (plain ASGI) and refuses, with the page's JSON refusal:

- a ``Host`` that is not one of this server's names (its own address, ``localhost``, the names
  given with ``--allow-host``) on its port: a DNS-rebinding page reaches the server under its
  own name, and is refused (403 ``bad-host``);
- a POST from another site: an ``Origin`` that is not the page's own, or a browser's
  ``Sec-Fetch-Site`` saying ``cross-site`` or ``same-site`` (403 ``cross-site``); a POST that
  is not ``application/json`` (415 ``not-json``: a form or a ``text/plain`` fetch, which any
  page may send without asking, never gets in);
- a body larger than :attr:`Limits.body_bytes <pokerfloor.web.limits.Limits>` (413
  ``too-large``, from ``Content-Length`` or while it arrives), or sent slower than
  ``body_seconds`` (408 ``too-slow``).

The body is read here, once, and handed on to the application whole. Every answer also tells
browsers not to frame the page (another site cannot trick clicks on it) nor to sniff types.
"""

from __future__ import annotations

import ipaddress
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

import anyio
from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from pokerfloor.explain.refusals import explain_error, language_of
from pokerfloor.web.limits import DEFAULT_LIMITS, LimitError, Limits, RequestError

__all__ = ["LOCAL_NAMES", "Access", "Guard", "access_for", "refusal_body"]

#: The names of this machine every server answers to.
LOCAL_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
_WILDCARDS = frozenset({"0.0.0.0", "::", ""})
_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
_SECURITY_HEADERS = [
    (b"x-frame-options", b"DENY"),
    (b"content-security-policy", b"frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]


@dataclass(frozen=True)
class Access:
    """The host names a request may be addressed to and the port (``None``: any port, for a
    server whose port is not known, e.g. a test client's); with ``any_address`` (a server
    listening on every address) an IP address is accepted too, as no rebinding sends one."""

    hosts: frozenset[str] = LOCAL_NAMES
    port: int | None = None
    any_address: bool = False

    def allows(self, host_header: str) -> bool:
        """Whether a ``Host`` header names this server."""
        parsed = _host_and_port(host_header)
        if parsed is None:
            return False
        name, port = parsed
        if self.port is not None and (port if port is not None else 80) != self.port:
            return False
        return name in self.hosts or (self.any_address and _is_address(name))


def access_for(host: str, port: int, allowed: Iterable[str] = ()) -> Access:
    """The :class:`Access` of a server listening on ``host``:``port``, answering also to the
    ``allowed`` names (how the other machines of a trusted network call it)."""
    names = {name.strip().lower().strip("[]").rstrip(".") for name in (host, *allowed)}
    return Access(
        hosts=frozenset(LOCAL_NAMES | (names - _WILDCARDS)), port=port, any_address=host.strip() in _WILDCARDS
    )


def _host_and_port(value: str) -> tuple[str, int | None] | None:
    """``("example", 8000)`` for ``Example.:8000``, ``("::1", None)`` for ``[::1]``; ``None``
    when it is not a host."""
    value = value.strip().lower()
    if value.startswith("["):
        end = value.find("]")
        name, rest = (value[1:end], value[end + 1 :]) if end > 0 else ("", "")
    else:
        name, colon, port = value.partition(":")
        rest = colon + port
    if not name or (rest and not (rest[0] == ":" and rest[1:].isdigit() and rest[1:].isascii() and len(rest) <= 6)):
        return None
    return name.rstrip("."), int(rest[1:]) if rest else None


def _is_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def refusal_body(code: str, message: str, rule: str = "", state: Any = None) -> dict[str, Any]:
    """The JSON of every refusal of the page: ``{code, message, rule, why, state}``."""
    return {
        "code": code,
        "message": message,
        "rule": rule,
        "why": [{"code": code, "rule": rule, "text": message}],
        "state": state,
    }


@dataclass
class Guard:
    """The ASGI middleware that checks every request (see the module's documentation)."""

    app: ASGIApp
    access: Access = field(default_factory=Access)
    limits: Limits = DEFAULT_LIMITS

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        send = _with_security_headers(send)
        headers = Headers(scope=scope)
        refused = self._refusal(scope["method"], headers)
        if refused is None:
            body, refused = await self._read_body(headers, receive)
        if refused is not None:
            await _send_refusal(send, refused, _language(scope))
            return
        await self.app(scope, _replay(body, receive), send)

    def _refusal(self, method: str, headers: Headers) -> RequestError | None:
        """The refusal of a request by its method and headers (its host, its origin, its body's
        type), or ``None``."""
        host = headers.get("host", "")
        if not self.access.allows(host):
            shown = host.encode("ascii", "backslashreplace").decode("ascii")[:100]
            return RequestError(code="bad-host", status=403, params={"host": repr(shown)})
        if method in _SAFE_METHODS:
            return None
        origin = headers.get("origin")
        site = headers.get("sec-fetch-site")
        if (origin is not None and origin.lower() not in (f"http://{host}".lower(), f"https://{host}".lower())) or (
            site is not None and site not in ("same-origin", "none")
        ):
            return RequestError(code="cross-site", status=403)
        media = headers.get("content-type", "").split(";", 1)[0].strip().lower()
        if media != "application/json":
            return RequestError(code="not-json", status=415)
        return None

    async def _read_body(self, headers: Headers, receive: Receive) -> tuple[bytes, RequestError | None]:
        limit = self.limits.body_bytes
        too_large = LimitError(variant="body", params={"most": str(limit)})
        declared = headers.get("content-length", "")
        if declared.isdigit() and declared.isascii() and int(declared) > limit:
            return b"", too_large
        chunks: list[bytes] = []
        size = 0
        with anyio.move_on_after(self.limits.body_seconds) as waited:
            while True:
                message = await receive()
                if message["type"] != "http.request":
                    return b"", RequestError(variant="client-left")
                chunk = message.get("body", b"")
                size += len(chunk)
                if size > limit:
                    return b"", too_large
                chunks.append(chunk)
                if not message.get("more_body", False):
                    break
        if waited.cancelled_caught:
            seconds = f"{self.limits.body_seconds:g}"
            return b"", RequestError(code="too-slow", variant="body", status=408, params={"seconds": seconds})
        return b"".join(chunks), None


def _replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that gives the body read once, then waits on the client (a disconnect)."""
    sent = False

    async def replayed() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed


def _with_security_headers(send: Send) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message.get("headers", []), *_SECURITY_HEADERS]}
        await send(message)

    return sending


def _language(scope: Scope) -> str:
    """The language a request asks for in its query string (``?lang=ru``), else English."""
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    return language_of(query.get("lang", [""])[0])


async def _send_refusal(send: Send, refused: RequestError, lang: str) -> None:
    status = refused.status
    body = json.dumps(refusal_body(refused.code, explain_error(refused, lang).text)).encode("utf-8")
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode("ascii"))]
    if status in (408, 413):
        headers.append((b"connection", b"close"))  # the rest of the body is not read
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
