"""PHH hand histories (``.phh``, ``.phhs``): read, replayed into a hand under a rulebook, written.

A hand is read by :mod:`~pokerfloor.formats.phh.history` (``.phhs`` collections a hand at a time
by :mod:`~pokerfloor.formats.phh.collections`), its money counted by
:mod:`~pokerfloor.formats.phh.money`, its table seated by :mod:`~pokerfloor.formats.phh.table`,
its actions pushed by :mod:`~pokerfloor.formats.phh.replayer` and a hand written by
:mod:`~pokerfloor.formats.phh.write`. Whether a hand replayed ends as its record says is
:mod:`pokerfloor.checking.phh_replay`'s question (``replay``, ``hand_of`` and ``Replay``, which
were here, still import from here with a :class:`DeprecationWarning`).
"""

from __future__ import annotations

from typing import Any

from pokerfloor import _moved
from pokerfloor.formats.phh.history import (
    HandHistory,
    Record,
    Words,
    action_words,
    iter_histories,
    parse_histories,
    read_histories,
    read_record,
)
from pokerfloor.formats.phh.money import MAX_DIGITS, UNKNOWN_STACK, action_chips, unit_of, written_amount
from pokerfloor.formats.phh.replayer import Replayer, covering_raise, not_winning
from pokerfloor.formats.phh.table import table_of
from pokerfloor.formats.phh.write import dumps, to_phh

__all__ = [
    "MAX_DIGITS",
    "UNKNOWN_STACK",
    "HandHistory",
    "Record",
    "Replayer",
    "Words",
    "action_chips",
    "action_words",
    "covering_raise",
    "dumps",
    "iter_histories",
    "not_winning",
    "parse_histories",
    "read_histories",
    "read_record",
    "table_of",
    "to_phh",
    "unit_of",
    "written_amount",
]


def __getattr__(name: str) -> Any:
    """The judging replay's names, which left for :mod:`pokerfloor.checking` (with a
    :class:`DeprecationWarning`: :data:`pokerfloor._moved.MOVED_NAMES`)."""
    return _moved.moved_name(__name__, name)
