"""Rulebooks as data: named switches, each with its meaning, and presets that cite their sources.

The betting code asks a :class:`Rulebook` for switch values (``rules.limit_reopen_percent``),
never for its name: a new rulebook is a new preset here, not new code elsewhere. Where the sources
differ they come from different rulebooks; each preset carries, for every switch and for every
topic a ruling may rest on, the citation of the rule it follows.

The package's rooms: :mod:`~pokerfloor.rules.switches` (the switches and topics),
:mod:`~pokerfloor.rules.rulebooks` (the :class:`Rulebook` and its overrides),
:mod:`~pokerfloor.rules.citations` (each preset's rule for each switch and topic, data) and
:mod:`~pokerfloor.rules.presets` (the presets and :func:`rulebook`). Import from here.

>>> from pokerfloor.rules import rulebook
>>> tda = rulebook("tda")
>>> tda.limit_cap_raises
4
>>> house = tda.override(fold_when_check_free=False)
>>> house.fold_when_check_free, house.cite("fold_when_check_free")
(False, 'house rule (overrides TDA 2024)')
"""

from __future__ import annotations

from pokerfloor.rules.presets import PRESETS, rulebook
from pokerfloor.rules.rulebooks import Rulebook
from pokerfloor.rules.rulebooks import _unpickled_rulebook as _unpickled_rulebook  # pickles of 0.1 name it here
from pokerfloor.rules.switches import (
    SWITCHES,
    TOPICS,
    BigBlindAnteOrder,
    ButtonMovement,
    HeadsUpCap,
    MissedBlinds,
    NewPlayerPosts,
    RaiseAfterPartial,
    StudBoardTie,
    Switch,
)

__all__ = [
    "PRESETS",
    "SWITCHES",
    "TOPICS",
    "BigBlindAnteOrder",
    "ButtonMovement",
    "HeadsUpCap",
    "MissedBlinds",
    "NewPlayerPosts",
    "RaiseAfterPartial",
    "Rulebook",
    "StudBoardTie",
    "Switch",
    "rulebook",
]
