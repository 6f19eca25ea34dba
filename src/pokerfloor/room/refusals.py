"""The refusals the table server gives of its own (its catalog keys) and the HTTP status each
answers with; the engine's refusals of an action (a raise too small, a check facing a bet) answer
400 like any request the rules refuse.

Each is worded in the catalogs (``refused.<code>[.<variant>]``, in every language), like the
engine's: a refusal carries its code, variant and values, never a sentence of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from pokerfloor.errors import PokerfloorError

__all__ = ["ROOM_REFUSALS", "status_of"]

_BAD = 400
_UNAUTHORIZED = 401
_FORBIDDEN = 403
_NOT_FOUND = 404
_CONFLICT = 409
_MISDIRECTED = 421
_TOO_LARGE = 413
_TOO_MANY = 429
_UNAVAILABLE = 503

#: Every catalog key the room refuses with, and its HTTP status.
ROOM_REFUSALS: Mapping[str, int] = MappingProxyType(
    {
        **dict.fromkeys(
            (
                "refused.bad-setting.not-object",
                "refused.bad-setting.unknown",
                "refused.bad-setting.name",
                "refused.bad-setting.seats",
                "refused.bad-setting.clock",
                "refused.bad-setting.buy-in",
                "refused.bad-setting.seconds",
                "refused.bad-setting.rules",
                "refused.bad-setting.sit-and-go",
                "refused.bad-setting.rake",
                "refused.bad-setting.bomb-pot",
                "refused.bad-setting.straddle",
                "refused.bad-setting.straddle-from",
                "refused.bad-setting.runs",
                "refused.bad-setting.bomb-pot-vote",
                "refused.bad-setting.straddle-seat",
                "refused.bad-setting.straddle-seat-limit",
                "refused.bad-setting.runs-rulebook",
                "refused.agreement.times",
                "refused.bad-setting.sit-and-go-stakes",
                "refused.bad-setting.sit-and-go-absent",
                "refused.bad-setting.sit-and-go-players",
                "refused.bad-event",
                "refused.bad-event.field",
                "refused.no-seat",
                "refused.buy-in",
                "refused.top-up",
                "refused.draw-cards",
                "refused.bad-db",
                "refused.bad-db.synchronous",
                "refused.bad-db.unreachable",
                "refused.bad-name",
                "refused.bad-password",
                "refused.bad-role",
                "refused.message",
                "refused.message.type",
                "refused.message.field",
                "refused.protocol",
                "refused.hello",
                "refused.bad-format",
            ),
            _BAD,
        ),
        **dict.fromkeys(("refused.login", "refused.token"), _UNAUTHORIZED),
        **dict.fromkeys(
            (
                "refused.forbidden.spectator",
                "refused.forbidden.floor",
                "refused.forbidden.record",
                "refused.forbidden.history",
                "refused.not-seated",
                "refused.agreement.not-in-pot",
            ),
            _FORBIDDEN,
        ),
        "refused.login-rate": _TOO_MANY,
        "refused.no-table": _NOT_FOUND,
        "refused.elsewhere": _MISDIRECTED,
        **dict.fromkeys(
            (
                "refused.event-order",
                "refused.table-open",
                "refused.closed",
                "refused.seat-taken",
                "refused.waiting-list",
                "refused.already-seated",
                "refused.leaving",
                "refused.already-away",
                "refused.not-away",
                "refused.already-waiting",
                "refused.not-waiting",
                "refused.seats-free",
                "refused.hand-on",
                "refused.paused",
                "refused.not-paused",
                "refused.no-hand",
                "refused.name-taken",
                "refused.sit-and-go.move",
                "refused.sit-and-go.over",
                "refused.sit-and-go.started",
                "refused.sit-and-go.add",
                "refused.sit-and-go.leave",
                "refused.sit-and-go.waiting",
                "refused.sit-and-go.not-full",
                "refused.sit-and-go.close",
                "refused.agreement.not-asked",
                "refused.bomb-vote.not-offered",
                "refused.bomb-vote.away",
                "refused.agreement.answered",
                "refused.agreement.not-agreed",
            ),
            _CONFLICT,
        ),
        "refused.too-large.message": _TOO_LARGE,
        "refused.rate": _TOO_MANY,
        **dict.fromkeys(("refused.event-taken", "refused.schema-newer"), _UNAVAILABLE),
    }
)


def status_of(error: PokerfloorError) -> int:
    """The HTTP status a refusal answers with."""
    return ROOM_REFUSALS.get(error.key, _BAD)
