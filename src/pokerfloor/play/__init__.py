"""Playing hand after hand: the table between hands (:mod:`~pokerfloor.play.seating`: the next
hand's button, blinds and players by the rulebook), a session at one table
(:mod:`~pokerfloor.play.session`), a sit-and-go tournament (:mod:`~pokerfloor.play.tournament`), the
chips' worth in money by ICM (:mod:`~pokerfloor.play.icm`), and hands in bulk decided by a policy
(:mod:`~pokerfloor.play.simulate`, :mod:`~pokerfloor.play.batch`), in batches that repeat with a
seed, in one process or several (:mod:`~pokerfloor.play.workers`)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pokerfloor.play.icm import icm_equities
    from pokerfloor.play.session import Session, table_policy
    from pokerfloor.play.tournament import Finish, Level, ManualClock, Tournament, TournamentResult, read_levels

__all__ = [
    "Finish",
    "Level",
    "ManualClock",
    "Session",
    "Tournament",
    "TournamentResult",
    "icm_equities",
    "read_levels",
    "table_policy",
]

#: Where each public name lives: loaded on first use, so the command line's ``pokerfloor check``
#: does not load the tournaments to offer the ``tournament`` command.
_HOMES = {
    "icm_equities": "icm",
    "Session": "session",
    "table_policy": "session",
    **dict.fromkeys(("Finish", "Level", "ManualClock", "Tournament", "TournamentResult", "read_levels"), "tournament"),
}


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(importlib.import_module(f".{_HOMES[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
