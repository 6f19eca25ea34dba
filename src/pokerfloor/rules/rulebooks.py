"""The :class:`Rulebook`: a frozen set of switch values, each with the citation of the rule it
follows; :meth:`Rulebook.override` makes a house's variant of a preset, checked switch by switch.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from pokerfloor.errors import RulebookError, frozen, quoted
from pokerfloor.given import refused, text
from pokerfloor.rules.switches import (
    SWITCHES,
    BigBlindAnteOrder,
    ButtonMovement,
    HeadsUpCap,
    MissedBlinds,
    NewPlayerPosts,
    RaiseAfterPartial,
    StraddleMinRaise,
    StraddleSeats,
    StudBoardTie,
    Switch,
)

__all__ = ["Rulebook"]


class Rulebook:
    """A named set of switch values, each with the citation of the rule it follows.

    Use a preset (:func:`rulebook`) and :meth:`override` what a house does differently; an
    overridden switch cites the house, not the preset's source. A value that does not change:
    equal and hashed by its name, title and switches (not the citations), pickled whole.
    """

    __slots__ = ("citations", "name", "title", *SWITCHES)

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
    pot_limit_small_blind_as_big: bool
    pot_limit_steps: bool
    straddle_seats: StraddleSeats
    straddle_min_raise: StraddleMinRaise
    bb_ante_order: BigBlindAnteOrder
    stud_board_tie: StudBoardTie
    stud_open_pair_big_bet: bool
    draw_reshuffle_burns: bool
    button_movement: ButtonMovement
    heads_up_no_double_big_blind: bool
    new_player_posts: NewPlayerPosts
    buy_the_button: bool
    missed_blinds: MissedBlinds
    absent_buttons_pick_up: int
    runs_most: int
    citations: Mapping[str, str]

    def __init__(self, *, name: str, title: str, citations: Mapping[str, str], **switches: object) -> None:
        """Every switch of :data:`SWITCHES` is given (by its name), each a value it takes, and
        nothing else; ``citations`` name the rule of each switch and topic (by their names)."""
        if switches.keys() != SWITCHES.keys():
            wrong = sorted(switches.keys() ^ SWITCHES.keys())
            raise RulebookError(code="unknown-switch", variant="given", params={"wrong": ", ".join(wrong)})
        text("name", name, RulebookError)
        text("title", title, RulebookError)
        if not (
            isinstance(citations, Mapping) and all(type(k) is str and type(v) is str for k, v in citations.items())
        ):
            raise refused("citations", citations, "citations", RulebookError)
        for switch, value in switches.items():
            _refuse_value(SWITCHES[switch], value)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "citations", citations)
        for switch, value in switches.items():
            object.__setattr__(self, switch, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise frozen(self, name)

    def __delattr__(self, name: str) -> None:
        raise frozen(self, name, deleting=True)

    def _values(self) -> tuple[object, ...]:
        return (self.name, self.title, *self.switches().values())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rulebook) and other._values() == self._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={value!r}" for name, value in self.switches().items())
        return f"Rulebook(name={self.name!r}, title={self.title!r}, {values})"

    def __reduce__(self) -> tuple[Callable[[dict[str, object]], Rulebook], tuple[dict[str, object]]]:
        """Pickled as its values (a read-only mapping of citations cannot be pickled as it is)."""
        values = {"name": self.name, "title": self.title, **self.switches(), "citations": dict(self.citations)}
        return _unpickled_rulebook, (values,)

    def cite(self, key: str) -> str:
        """The citation for a switch or a topic, e.g. ``"TDA 2024 Rule 47"``."""
        return self.citations.get(text("key", key, RulebookError), self.title)

    def switches(self) -> dict[str, object]:
        """Every switch and its value, in the order of :data:`SWITCHES`."""
        return {name: getattr(self, name) for name in SWITCHES}

    def override(self, /, **changes: object) -> Rulebook:
        """A copy with some switches changed; unknown switches and values are refused."""
        citations = dict(self.citations)
        for name, value in changes.items():
            switch = SWITCHES.get(name)
            if switch is None:
                raise RulebookError(
                    code="unknown-switch", params={"name": quoted(name), "switches": ", ".join(SWITCHES)}
                )
            _refuse_value(switch, value)
            if value != getattr(self, name):
                citations[name] = f"house rule (overrides {self.title})"
        switches = {**self.switches(), **changes}
        return Rulebook(name=self.name, title=self.title, citations=MappingProxyType(citations), **switches)


def _unpickled_rulebook(values: dict[str, object]) -> Rulebook:
    """A rulebook from its pickled values (:meth:`Rulebook.__reduce__`)."""
    values["citations"] = MappingProxyType(values["citations"])  # type: ignore[arg-type]  # the dict it was
    return Rulebook(**values)  # type: ignore[arg-type]  # name, title and citations among the values, as pickled


def _refuse_value(switch: Switch, value: object) -> None:
    """Refuse a value the switch does not take (one of its choices, of their kind: ``True`` is
    not the 1 of a number of raises)."""
    if value not in switch.choices or type(value) is not type(switch.choices[0]):
        choices = switch.choices
        if len(choices) > 6 and all(isinstance(c, int) for c in choices):  # a number of raises
            params: dict[str, object] = {"low": choices[0], "high": choices[-1]}
            raise RulebookError(code="bad-switch-value", variant="range", params=_named(switch, value, params))
        shown = ", ".join(repr(c) for c in choices)
        raise RulebookError(code="bad-switch-value", params=_named(switch, value, {"choices": shown}))


def _named(switch: Switch, value: object, params: dict[str, object]) -> dict[str, object]:
    """A refused switch value's params: the switch, the value quoted, and what it takes."""
    return {"switch": switch.name, "value": quoted(value), **params}
