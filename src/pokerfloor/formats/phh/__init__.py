"""PHH hand histories (``.phh``, ``.phhs``): read, replay under a rulebook, write.

The names below are those of :mod:`~pokerfloor.formats.phh.history`; ``.phhs`` collections are
read a hand at a time by :mod:`~pokerfloor.formats.phh.collections`.
"""

from __future__ import annotations

from pokerfloor.formats.phh.history import (
    MAX_DIGITS,
    UNKNOWN_STACK,
    HandHistory,
    Record,
    Replay,
    Replayer,
    action_chips,
    action_words,
    covering_raise,
    dumps,
    hand_of,
    iter_histories,
    not_winning,
    parse_histories,
    read_histories,
    read_record,
    replay,
    table_of,
    to_phh,
    unit_of,
    written_amount,
)

__all__ = [
    "MAX_DIGITS",
    "UNKNOWN_STACK",
    "HandHistory",
    "Record",
    "Replay",
    "Replayer",
    "action_chips",
    "action_words",
    "covering_raise",
    "dumps",
    "hand_of",
    "iter_histories",
    "not_winning",
    "parse_histories",
    "read_histories",
    "read_record",
    "replay",
    "table_of",
    "to_phh",
    "unit_of",
    "written_amount",
]
