"""Playing hand after hand: a session at one table (:mod:`.session`), a sit-and-go tournament
(:mod:`.tournament`) and the chips' worth in money by ICM (:mod:`.icm`)."""

from __future__ import annotations

from .icm import icm_equities
from .session import Session, table_policy
from .tournament import Finish, Level, ManualClock, Tournament, TournamentResult, read_levels

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
