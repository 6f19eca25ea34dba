"""What a situation file says of the hands before and after its hand, read for a session's rulings:
a required kill and where it stands (``required_kill``, ``kill_state``: WSOP 2024 Live Action
Rules, Kill Pots, 189-198), and a new dealer before the next hand (``new_dealer``: Rule 73).

The keys are read into plain values here; :mod:`pokerfloor.explain.case_ruling` makes them the
session's own (:class:`~pokerfloor.play.kills.KillState`), which this room may not import.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from pokerfloor.core.table_options import KILLS
from pokerfloor.errors import SituationError

__all__ = ["KILL_STATE_KEYS", "RequiredKill", "new_dealer_of", "required_kill_of"]

#: The keys of a case's ``kill_state``: who holds the kill button, who must kill next, who owes a
#: kill after him, who keeps a leg while away, who may not play until he kills.
KILL_STATE_KEYS = ("leg", "due", "owed", "kept", "barred")


class RequiredKill(NamedTuple):
    """A required kill (``"full"`` or ``"half"``) and where it stands before the case's hand: the
    fields of :data:`KILL_STATE_KEYS`, names (``None`` for nobody) or tuples of names."""

    kill: str
    leg: str | None = None
    due: str | None = None
    owed: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()
    barred: tuple[str, ...] = ()


def required_kill_of(settings: Mapping[str, Any]) -> RequiredKill | None:
    """The case's required kill (``required_kill = "full"``, ``kill_state = { leg = "C" }``), or
    ``None`` without one; raises :class:`SituationError` naming the field."""
    kill, state = settings.get("required_kill"), settings.get("kill_state", {})
    if kill is None:
        if "kill_state" in settings:
            raise SituationError(code="bad-field", variant="kill-state-alone")
        return None
    if not isinstance(kill, str) or kill not in KILLS:
        raise SituationError(code="bad-field", variant="required-kill", params={"value": repr(kill)})
    if not isinstance(state, dict) or set(state) - set(KILL_STATE_KEYS):
        raise SituationError(code="bad-field", variant="kill-state", params={"keys": ", ".join(KILL_STATE_KEYS)})
    names = [_name(state.get(key)) for key in ("leg", "due")]
    lists = [_names(state.get(key, [])) for key in ("owed", "kept", "barred")]
    return RequiredKill(kill, names[0], names[1], *lists)


def _name(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or value.split() != [value]:
        raise SituationError(code="bad-field", variant="kill-state", params={"keys": ", ".join(KILL_STATE_KEYS)})
    return value


def _names(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise SituationError(code="bad-field", variant="kill-state", params={"keys": ", ".join(KILL_STATE_KEYS)})
    return tuple(name for name in (_name(v) for v in value) if name is not None)


def new_dealer_of(settings: Mapping[str, Any]) -> bool:
    """Whether a new dealer comes before the next hand (``new_dealer = true``)."""
    value = settings.get("new_dealer", False)
    if type(value) is not bool:
        raise SituationError(code="bad-field", variant="new-dealer", params={"value": repr(value)})
    return value
