"""Rulebooks as data: named switches, each with its meaning, and presets that cite their sources.

The betting code asks a :class:`Rulebook` for switch values (``rules.limit_reopen_percent``),
never for its name: a new rulebook is a new preset here, not new code elsewhere. Where the sources
differ they come from different rulebooks; each preset carries, for every switch and for every
topic a ruling may rest on, the citation of the rule it follows.

>>> from pokerfloor.rules import rulebook
>>> tda = rulebook("tda")
>>> tda.limit_cap_raises
4
>>> house = tda.override(fold_when_check_free=False)
>>> house.fold_when_check_free, house.cite("fold_when_check_free")
(False, 'house rule (overrides TDA 2024)')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal

from .errors import RulebookError

__all__ = [
    "PRESETS",
    "SWITCHES",
    "TOPICS",
    "BigBlindAnteOrder",
    "HeadsUpCap",
    "RaiseAfterPartial",
    "Rulebook",
    "Switch",
    "rulebook",
]

RaiseAfterPartial = Literal["from-allin", "complete-first"]
HeadsUpCap = Literal["never", "begins", "becomes"]
BigBlindAnteOrder = Literal["blind-first", "ante-first"]


@dataclass(frozen=True, slots=True)
class Switch:
    """One rule switch: its name, what it means, and the values it takes."""

    name: str
    meaning: str
    choices: tuple[object, ...]


def _percent_choices() -> tuple[object, ...]:
    return tuple(range(1, 101))


SWITCHES: Mapping[str, Switch] = MappingProxyType(
    {
        s.name: s
        for s in (
            Switch(
                "nolimit_reopen_percent",
                "No-limit and pot-limit: the share of a full raise, in percent, that a player who has "
                "already acted must face to get the right to raise again.",
                _percent_choices(),
            ),
            Switch(
                "limit_reopen_percent",
                "Fixed-limit and spread-limit: the share of a full bet or raise, in percent, that an "
                "all-in must reach to count as a bet or raise and reopen the betting.",
                _percent_choices(),
            ),
            Switch(
                "nolimit_allins_add_up",
                "No-limit and pot-limit: short all-ins add up; a player who has acted may raise when "
                "the total he faces since his action is at least a full raise (otherwise only a single "
                "full raise after his action reopens).",
                (True, False),
            ),
            Switch(
                "limit_allins_add_up",
                "Fixed-limit and spread-limit: partial all-in raises add up; an all-in counts as a raise "
                "when the total raised since the last full bet or raise reaches the share (otherwise "
                "each all-in is measured alone against the bet it raises).",
                (True, False),
            ),
            Switch(
                "limit_raise_after_partial",
                "Fixed-limit: the size of the next raise after an all-in that counted as a raise: "
                "'from-allin' raises one bet over the all-in; 'complete-first' first completes the "
                "all-in to a full raise, then raises one bet more.",
                ("from-allin", "complete-first"),
            ),
            Switch(
                "limit_cap_raises",
                "Fixed-limit and spread-limit: the number of raises allowed after the bet in one "
                "betting round (a partial all-in that counts as a raise counts toward it).",
                tuple(range(1, 11)),
            ),
            Switch(
                "limit_cap_heads_up",
                "Fixed-limit and spread-limit: when the cap is lifted heads-up: 'never'; 'begins' when "
                "the betting round begins with two players able to bet; 'becomes' whenever only two "
                "players able to bet remain before the cap is reached.",
                ("never", "begins", "becomes"),
            ),
            Switch(
                "fold_when_check_free",
                "A fold when a check costs nothing is accepted (binding, though improper); when off it "
                "is refused, as many software rooms do.",
                (True, False),
            ),
            Switch(
                "pot_limit_short_blind_full",
                "Pot-limit: a big blind all-in for less than the big blind counts as the full big blind "
                "when the largest raise is computed.",
                (True, False),
            ),
            Switch(
                "bb_ante_order",
                "Big-blind ante: what a big blind short of chips covers first, the blind or the ante.",
                ("blind-first", "ante-first"),
            ),
        )
    }
)

#: Topics a ruling may rest on that are not switches: each preset cites a rule for each.
TOPICS: tuple[str, ...] = (
    "actions",
    "action-order",
    "minimum-bet",
    "minimum-raise",
    "reopening",
    "limit-bet-sizes",
    "pot-limit-maximum",
    "short-big-blind",
    "big-blind-option",
    "heads-up",
    "all-in",
    "side-pots",
    "uncalled",
    "not-your-turn",
)


@dataclass(frozen=True, slots=True)
class Rulebook:
    """A named set of switch values, each with the citation of the rule it follows.

    Use a preset (:func:`rulebook`) and :meth:`override` what a house does differently; an
    overridden switch cites the house, not the preset's source.
    """

    name: str
    title: str
    nolimit_reopen_percent: int
    limit_reopen_percent: int
    nolimit_allins_add_up: bool
    limit_allins_add_up: bool
    limit_raise_after_partial: RaiseAfterPartial
    limit_cap_raises: int
    limit_cap_heads_up: HeadsUpCap
    fold_when_check_free: bool
    pot_limit_short_blind_full: bool
    bb_ante_order: BigBlindAnteOrder
    citations: Mapping[str, str] = field(repr=False, compare=False)

    def cite(self, key: str) -> str:
        """The citation for a switch or a topic, e.g. ``"TDA 2024 Rule 47"``."""
        return self.citations.get(key, self.title)

    def switches(self) -> dict[str, object]:
        """Every switch and its value, in the order of :data:`SWITCHES`."""
        return {name: getattr(self, name) for name in SWITCHES}

    def override(self, **changes: object) -> Rulebook:
        """A copy with some switches changed; unknown switches and values are refused."""
        citations = dict(self.citations)
        for name, value in changes.items():
            switch = SWITCHES.get(name)
            if switch is None:
                known = ", ".join(SWITCHES)
                raise RulebookError(f"unknown rule switch {name!r}; the switches are: {known}", code="unknown-switch")
            if value not in switch.choices or type(value) is not type(switch.choices[0]):
                shown = _choices_text(switch)
                raise RulebookError(
                    f"rule switch {name} = {value!r} is not allowed; it takes {shown}", code="bad-switch-value"
                )
            if value != getattr(self, name):
                citations[name] = f"house rule (overrides {self.title})"
        updated: Rulebook = dataclasses.replace(self, **changes)  # type: ignore[arg-type]
        object.__setattr__(updated, "citations", MappingProxyType(citations))
        return updated


def _choices_text(switch: Switch) -> str:
    choices = switch.choices
    if len(choices) > 6 and all(isinstance(c, int) for c in choices):
        return f"a whole number from {choices[0]} to {choices[-1]}"
    return " or ".join(repr(c) for c in choices)


def _preset(name: str, title: str, values: dict[str, object], citations: dict[str, str]) -> Rulebook:
    missing = [key for key in (*SWITCHES, *TOPICS) if key not in citations]
    assert not missing, f"preset {name} lacks citations for {missing}"
    return Rulebook(name=name, title=title, citations=MappingProxyType(citations), **values)  # type: ignore[arg-type]


_TDA = "TDA 2024"
_RRP = "Robert's Rules of Poker"
_FSPR = "FSPR 2011"
_WSOP = "WSOP 2024 Tournament Rules"
_LIVE = "WSOP 2024 Live Action Rules"

PRESETS: Mapping[str, Rulebook] = MappingProxyType(
    {
        "tda": _preset(
            "tda",
            _TDA,
            {
                "nolimit_reopen_percent": 100,
                "limit_reopen_percent": 50,
                "nolimit_allins_add_up": True,
                "limit_allins_add_up": False,
                "limit_raise_after_partial": "from-allin",
                "limit_cap_raises": 4,
                "limit_cap_heads_up": "never",
                "fold_when_check_free": True,
                "pot_limit_short_blind_full": True,
                "bb_ante_order": "blind-first",
            },
            {
                "nolimit_reopen_percent": f"{_TDA} Rule 47",
                "limit_reopen_percent": f"{_TDA} Rule 47",
                "nolimit_allins_add_up": f"{_TDA} Rule 47, Illustration Addendum",
                "limit_allins_add_up": f"{_TDA} Rule 47",
                "limit_raise_after_partial": f"{_TDA} Rule 47",
                "limit_cap_raises": f"{_TDA} Rule 49",
                "limit_cap_heads_up": f"{_TDA} Rule 49",
                "fold_when_check_free": f"{_TDA} Rule 55",
                "pot_limit_short_blind_full": f"{_TDA} Rule 48",
                "bb_ante_order": f"{_TDA} Recommended Procedure 1 (Big Blind Ante)",
                "actions": f"{_TDA} Rule 40",
                "action-order": f"{_TDA} Rule 40",
                "minimum-bet": f"{_TDA} Rule 43",
                "minimum-raise": f"{_TDA} Rule 43",
                "reopening": f"{_TDA} Rule 47",
                "limit-bet-sizes": f"{_TDA} Rule 43",
                "pot-limit-maximum": f"{_TDA} Rule 48",
                "short-big-blind": f"{_TDA} Rule 43",
                "big-blind-option": f"{_TDA} Rule 40",
                "heads-up": f"{_TDA} Rule 34",
                "all-in": f"{_TDA} Rule 47",
                "side-pots": f"{_TDA} Rule 20",
                "uncalled": f"{_TDA} Rule 20",
                "not-your-turn": f"{_TDA} Rule 53",
            },
        ),
        "roberts": _preset(
            "roberts",
            _RRP,
            {
                "nolimit_reopen_percent": 100,
                "limit_reopen_percent": 50,
                "nolimit_allins_add_up": True,
                "limit_allins_add_up": True,
                "limit_raise_after_partial": "from-allin",
                "limit_cap_raises": 3,
                "limit_cap_heads_up": "becomes",
                "fold_when_check_free": True,
                "pot_limit_short_blind_full": True,
                "bb_ante_order": "ante-first",
            },
            {
                "nolimit_reopen_percent": f"{_RRP}, No-Limit Rules",
                "limit_reopen_percent": f"{_RRP}, Betting and Raising",
                "nolimit_allins_add_up": f"{_RRP}, No-Limit Rules",
                "limit_allins_add_up": f"{_RRP}, Betting and Raising",
                "limit_raise_after_partial": f"{_RRP}, Betting and Raising",
                "limit_cap_raises": f"{_RRP}, Betting and Raising",
                "limit_cap_heads_up": f"{_RRP}, Betting and Raising",
                "fold_when_check_free": f"{_RRP}, Betting and Raising",
                "pot_limit_short_blind_full": f"{_RRP}, Pot-Limit Rules",
                "bb_ante_order": f"{_RRP}, Button and Blind Use",
                "actions": f"{_RRP}, Betting and Raising",
                "action-order": f"{_RRP}, Betting and Raising",
                "minimum-bet": f"{_RRP}, No-Limit Rules",
                "minimum-raise": f"{_RRP}, No-Limit Rules",
                "reopening": f"{_RRP}, Betting and Raising",
                "limit-bet-sizes": f"{_RRP}, Betting and Raising",
                "pot-limit-maximum": f"{_RRP}, Pot-Limit Rules",
                "short-big-blind": f"{_RRP}, Button and Blind Use",
                "big-blind-option": f"{_RRP}, Button and Blind Use",
                "heads-up": f"{_RRP}, Button and Blind Use",
                "all-in": f"{_RRP}, Betting and Raising",
                "side-pots": f"{_RRP}, Betting and Raising",
                "uncalled": f"{_RRP}, Betting and Raising",
                "not-your-turn": f"{_RRP}, Betting and Raising",
            },
        ),
        "fspr": _preset(
            "fspr",
            _FSPR,
            {
                "nolimit_reopen_percent": 100,
                "limit_reopen_percent": 50,
                "nolimit_allins_add_up": True,
                "limit_allins_add_up": False,
                "limit_raise_after_partial": "from-allin",
                "limit_cap_raises": 3,
                "limit_cap_heads_up": "never",
                "fold_when_check_free": True,
                "pot_limit_short_blind_full": True,
                "bb_ante_order": "blind-first",
            },
            {
                **dict.fromkeys((*SWITCHES, *TOPICS), f"{_FSPR}, All-in"),
            },
        ),
        "wsop": _preset(
            "wsop",
            _WSOP,
            {
                "nolimit_reopen_percent": 100,
                "limit_reopen_percent": 50,
                "nolimit_allins_add_up": True,
                "limit_allins_add_up": False,
                "limit_raise_after_partial": "from-allin",
                "limit_cap_raises": 4,
                "limit_cap_heads_up": "never",
                "fold_when_check_free": True,
                "pot_limit_short_blind_full": True,
                "bb_ante_order": "blind-first",
            },
            {
                **dict.fromkeys((*SWITCHES, *TOPICS), f"{_WSOP}, Rule 96"),
            },
        ),
        "wsop-live": _preset(
            "wsop-live",
            _LIVE,
            {
                "nolimit_reopen_percent": 100,
                "limit_reopen_percent": 50,
                "nolimit_allins_add_up": True,
                "limit_allins_add_up": False,
                "limit_raise_after_partial": "from-allin",
                "limit_cap_raises": 4,
                "limit_cap_heads_up": "becomes",
                "fold_when_check_free": True,
                "pot_limit_short_blind_full": True,
                "bb_ante_order": "blind-first",
            },
            {
                **dict.fromkeys((*SWITCHES, *TOPICS), f"{_LIVE}"),
            },
        ),
    }
)


def rulebook(name: str, **overrides: object) -> Rulebook:
    """A preset by name (``tda``, ``roberts``, ``fspr``, ``wsop``, ``wsop-live``), with overrides."""
    try:
        preset = PRESETS[name]
    except KeyError:
        raise RulebookError(
            f"unknown rulebook {name!r}; the rulebooks are: {', '.join(PRESETS)}", code="unknown-rulebook"
        ) from None
    return preset.override(**overrides) if overrides else preset
