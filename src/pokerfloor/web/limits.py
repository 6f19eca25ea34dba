"""How much the floor page takes: one request, one session, the whole server; and the refusals.

Every limit is a field of :class:`Limits` (the defaults suit a floor or a card room; tests make
them small). What goes past one is refused with a :class:`LimitError` naming the limit, before
it costs the server anything: a body is measured as it arrives, a number is refused while the
JSON is read, a file's values are counted before they are played. Nothing here knows about HTTP
beyond the status a refusal answers with.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from pokerfloor.amounts import MAX_DIGITS
from pokerfloor.core.seats import MAX_PLAYERS
from pokerfloor.errors import PokerfloorError
from pokerfloor.explain.catalog import Phrase

__all__ = ["DEFAULT_LIMITS", "REQUEST_BODY", "LimitError", "Limits", "RequestError", "check_values", "read_json"]


@dataclass(frozen=True)
class Limits:
    """The bounds of the floor page's server.

    ``body_bytes`` and ``body_seconds`` bound one request body (its size, the time to send it);
    ``work_seconds`` the ruling of one request (waiting for its turn included) and ``workers``
    how many requests are ruled at once; ``text_chars`` a situation file or PHH text;
    ``values`` the values (keys, array items) of a JSON body or a file; ``seats`` the players at
    a table; ``action_chars`` one written action and ``actions`` the actions of one hand;
    ``settings_bytes`` a session's table (its settings as JSON, a ``description`` included);
    ``sessions`` the hands kept at once and ``sessions_per_client`` by one client (an address),
    ``idle_seconds`` how long an unused one is kept, and ``spare_seconds`` how long one must be
    unused to make room for a new one on a full server.
    """

    body_bytes: int = 1_000_000
    body_seconds: float = 10.0
    work_seconds: float = 5.0
    workers: int = 4
    text_chars: int = 256_000
    values: int = 20_000
    seats: int = MAX_PLAYERS  # the library's own bound (a table refuses more)
    action_chars: int = 200
    actions: int = 500
    settings_bytes: int = 64_000
    sessions: int = 256
    sessions_per_client: int = 32
    idle_seconds: float = 2 * 3600.0
    spare_seconds: float = 600.0


#: The limits the server runs with unless told otherwise.
DEFAULT_LIMITS = Limits()


class RequestError(PokerfloorError):
    """A request the page refuses before any ruling (not JSON, a field of the wrong type, from
    another site...); ``status`` is the HTTP status it answers with.

    The sizes its sentences quote (bytes, characters, values, digits, seconds) are given as the
    digits the server counted: they are the request's measures, not amounts of chips, and read
    the same in every language."""

    code = "bad-request"
    status = 400

    def __init__(
        self,
        given: str = "",
        *,
        code: str | None = None,
        status: int | None = None,
        params: Mapping[str, object] | None = None,
        variant: str = "",
    ) -> None:
        super().__init__(given, code=code, params=params, variant=variant)
        if status is not None:
            self.status = status


class LimitError(RequestError):
    """A request past one of the :class:`Limits` (HTTP 413 unless said otherwise)."""

    code = "too-large"
    status = 413


#: Where a request's JSON is: its body (the places of a situation file and a hand history are
#: named by the table's module).
REQUEST_BODY = Phrase("at.request-body")


def read_json(raw: bytes, limits: Limits, where: str = REQUEST_BODY) -> dict[str, Any]:
    """The JSON object of a request body (``{}`` when empty), within ``limits``: a number of at
    most :data:`~pokerfloor.amounts.MAX_DIGITS` digits (one with a fraction read exactly, as a
    :class:`~decimal.Decimal`: ``2.50`` at a table in dollars and cents), at most ``limits.values``
    values, every text valid Unicode (a lone surrogate such as ``"\\ud800"`` could never be
    answered)."""
    if not raw:
        return {}
    try:
        data = json.loads(raw, parse_int=_whole_number, parse_float=_decimal_number, parse_constant=_no_constant)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise RequestError(variant="not-json", params={"where": where}) from None
    except RecursionError:
        raise RequestError(variant="too-deep", params={"where": where}) from None
    if not isinstance(data, dict):
        raise RequestError(variant="not-object", params={"where": where})
    check_values(data, limits.values, where)
    return data


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise LimitError(variant="digits", params={"count": str(len(text)), "most": str(MAX_DIGITS)})
    return int(text)


def _decimal_number(text: str) -> Decimal:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise LimitError(variant="digits", params={"count": str(len(text)), "most": str(MAX_DIGITS)})
    return Decimal(text)


def _no_constant(text: str) -> float:
    raise RequestError(variant="constant", params={"text": text})


def check_values(value: object, limit: int, where: str) -> None:
    """Count the values in ``value`` (nested lists and dicts; no recursion) and refuse more than
    ``limit``, or a text that is not valid Unicode, naming where it is."""
    pending: list[tuple[object, _Path]] = [(value, None)]
    count = 0
    while pending:
        item, path = pending.pop()
        count += 1
        if count > limit:
            raise LimitError(variant="values", params={"where": where, "most": str(limit)})
        if isinstance(item, str):
            _check_text(item, path, where)
        elif isinstance(item, dict):
            for key, inner in item.items():
                if isinstance(key, str):
                    _check_text(key, path, where)
                pending.append((inner, (path, key)))
        elif isinstance(item, list):
            pending.extend((inner, (path, k)) for k, inner in enumerate(item))


#: Where a value is: ``None`` at the top, else (the path of its container, its key or index);
#: spelled out only for an error message.
_Path = tuple["_Path", object] | None


def _check_text(text: str, path: _Path, where: str) -> None:
    if text.isascii():
        return
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise RequestError(code="bad-text", params={"where": _spelled(path, where)}) from None


def _spelled(path: _Path, where: str) -> str:
    """``settings.players[0].name`` for a path (keys that are not valid Unicode escaped)."""
    parts: list[str] = []
    while path is not None:
        path, key = path
        if isinstance(key, int):
            parts.append(f"[{key}]")
        else:
            safe = str(key).encode("utf-8", "backslashreplace").decode("utf-8")
            parts.append(f".{safe}")
    return where if not parts else "".join(reversed(parts)).lstrip(".")
