"""The table server's WebSocket protocol, version :data:`PROTOCOL`: the messages a client sends,
read and checked (:func:`read_message`), actions as structured JSON turned into the written form
the engine reads (:func:`action_text`), and the bounds every connection is held to
(:class:`Bounds`, :class:`Bucket`). docs/tables.md documents it whole.

A version keeps its messages and what they mean; it may gain keys (in a view, the settings, an
answer) that a client of the same version ignores when it does not know them, as the sit-and-go's
and the table options' did. A message whose meaning changes makes a new version.

Every message is one JSON object with a ``type``; it may carry an ``id`` (a short string or a
number), which the answer repeats. The types and their fields:

============  ===========================================  =============================================
type          fields                                       what
============  ===========================================  =============================================
``hello``     ``protocol``, ``token``                      the first message: who connects
``join``      ``table``                                    follow a table (its view, then each event)
``unjoin``    ``table``                                    stop following it
``sit``       ``table``, ``seat``, ``chips``               sit down with a buy-in
``add``       ``table``, ``chips``                         top up (or rebuy), at the end of one's hand
``sit-out``   ``table``                                    sit out from the next hand
``back``      ``table``                                    come back
``leave``     ``table``                                    leave (once one's hand is over)
``wait``      ``table``, ``chips``                         join the waiting list
``unwait``    ``table``                                    leave it
``act``       ``table``, ``action`` or ``text``            act: ``{"verb": "raise", "amount": 300}``
                                                           or ``"raise 300"``
``runs``      ``table``, ``times``                         agree to run the board up to ``times`` times
                                                           (1: once), when the view's ``agreement``
                                                           asks it
``bomb-pot``  ``table``, ``agree``                         vote for a bomb pot on the next hand (``true``)
                                                           or opt out of it (``false``)
``pause``     ``table``                                    the floor pauses a table
``resume``    ``table``                                    and lets it go on
``unseat``    ``table``, ``player``                        the floor has a player leave
``move``      ``table``, ``player``, ``to``, ``seat``      the floor moves a player (between his hands)
                                                           to a seat of another table, with his chips
``rule``      ``table``, ``text``, ``rule``                the floor's ruling on a dispute, its rule cited
``ping``      (none)                                       ``pong``
============  ===========================================  =============================================
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from pokerfloor.errors import ActionSyntaxError, RoomError

__all__ = [
    "FIELDS",
    "PROTOCOL",
    "VERBS",
    "Bounds",
    "Bucket",
    "Request",
    "action_text",
    "hello_token",
    "read_message",
]

#: The protocol's version: a client says which it speaks in its ``hello``.
PROTOCOL = 1

#: Each type's fields and their JSON kinds (``str``, ``int``, ``dict``).
FIELDS: Mapping[str, Mapping[str, type]] = {
    "hello": {"protocol": int, "token": str},
    "join": {"table": str},
    "unjoin": {"table": str},
    "sit": {"table": str, "seat": int, "chips": int},
    "add": {"table": str, "chips": int},
    "sit-out": {"table": str},
    "back": {"table": str},
    "leave": {"table": str},
    "wait": {"table": str, "chips": int},
    "unwait": {"table": str},
    "act": {"table": str},
    "runs": {"table": str, "times": int},
    "bomb-pot": {"table": str, "agree": bool},
    "pause": {"table": str},
    "resume": {"table": str},
    "unseat": {"table": str, "player": str},
    "move": {"table": str, "player": str, "to": str, "seat": int},
    "rule": {"table": str, "text": str, "rule": str},
    "ping": {},
}
#: The verbs of a structured action.
VERBS = ("fold", "check", "call", "bet", "raise", "allin", "bring-in", "complete", "draw")
_SIZED = ("bet", "raise", "complete")
#: The longest text a message's string may hold (a ruling's text is the longest there is).
_TEXT_CHARS = 500
_ID_CHARS = 64


@dataclass(frozen=True, slots=True)
class Bounds:
    """What each connection is held to: a message's size in bytes, and how many messages a second
    on average (``rate``) with bursts of up to ``burst``."""

    message_bytes: int = 4096
    rate: float = 20.0
    burst: int = 40


class Bucket:
    """A token bucket: :meth:`take` refuses a message beyond the rate."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.last = time.monotonic()

    def take(self) -> None:
        """Take one token; with none left, the message is refused (``rate``)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            raise RoomError(code="rate", params={"rate": self.rate})
        self.tokens -= 1


class Request(NamedTuple):
    """A message read: its ``type``, the ``id`` to repeat in the answer, and its fields."""

    type: str
    id: str | int | None
    fields: Mapping[str, Any]


def read_message(raw: str | bytes, bounds: Bounds) -> Request:
    """A client's message, read and checked against its type's fields (a typed refusal names what
    is wrong: ``message``, ``message.type``, ``message.field``, ``too-large.message``)."""
    size = len(raw.encode("utf-8") if isinstance(raw, str) else raw)
    if size > bounds.message_bytes:
        raise RoomError(code="too-large", variant="message", params={"most": bounds.message_bytes, "size": size})
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        data = None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise RoomError(code="message", params={"given": _shown(raw)})
    kind = data["type"]
    fields = FIELDS.get(kind)
    if fields is None:
        raise RoomError(code="message", variant="type", params={"given": _shown(kind), "types": ", ".join(FIELDS)})
    ident = data.get("id")
    if ident is not None and not (_is_int(ident) or (isinstance(ident, str) and len(ident) <= _ID_CHARS)):
        raise RoomError(code="message", variant="field", params={"type": kind, "field": "id"})
    for name, wanted in fields.items():
        value = data.get(name)
        right = _is_int(value) if wanted is int else isinstance(value, wanted)
        if not right or (isinstance(value, str) and len(value) > _TEXT_CHARS):
            raise RoomError(code="message", variant="field", params={"type": kind, "field": name})
    return Request(kind, ident, data)


def hello_token(request: Request) -> str:
    """The session token of the first message, a ``hello`` in our protocol's version."""
    if request.type != "hello":
        raise RoomError(code="hello", params={"ours": PROTOCOL})
    if request.fields["protocol"] != PROTOCOL:
        raise RoomError(code="protocol", params={"ours": PROTOCOL, "given": request.fields["protocol"]})
    return str(request.fields["token"])


def _is_int(value: object) -> bool:
    return type(value) is int and abs(value) < 2**53


def _shown(raw: object) -> str:
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
    return repr(text[:40] + ("..." if len(text) > 40 else ""))


def action_text(request: Request, player: str) -> str:
    """The action of an ``act`` message written as the engine reads it, without the player's
    name (the server writes his name before it: nobody acts for another seat): its ``text`` as
    given, or its structured ``action`` (``{"verb": "raise", "amount": 300}``, ``{"verb":
    "draw", "cards": "7c2d"}``; no cards: standing pat)."""
    fields = request.fields
    text, action = fields.get("text"), fields.get("action")
    if isinstance(text, str) and action is None and len(text) <= _TEXT_CHARS:
        return text
    if not isinstance(action, dict) or text is not None:
        raise RoomError(code="message", variant="field", params={"type": "act", "field": "action"})
    verb = action.get("verb")
    if verb not in VERBS:
        raise ActionSyntaxError(variant="click-verb", params={"verb": _shown(verb), "verbs": ", ".join(VERBS)})
    if verb == "draw":
        cards = action.get("cards", "")
        if isinstance(cards, list) and all(isinstance(card, str) for card in cards):
            cards = "".join(cards)
        if not isinstance(cards, str) or len(cards) > 2 * 7:
            raise RoomError(code="message", variant="field", params={"type": "act", "field": "cards"})
        return f"draws {cards}" if cards else "stands pat"
    amount = action.get("amount")
    if verb in _SIZED:
        if not _is_int(amount):
            raise ActionSyntaxError(variant="click-amount", params={"player": player, "verb": verb})
        return f"{verb} {amount}"
    return str(verb)
