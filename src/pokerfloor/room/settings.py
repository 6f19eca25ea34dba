"""What a table of the room is: its game and stakes, rulebook, seats, buy-in and clock
(:class:`TableSettings`), read from and written as JSON.

The stakes are a sit-and-go level's keys (:class:`pokerfloor.play.Level`: ``game``,
``structure``, ``blinds``, ``ante``, ``bb_ante``, ``bring_in``, ``small_bet``, ``big_bet``,
``button_blind``), checked the way a level is: a table of two is dealt once, so every amount is
refused now, naming its field, rather than at the first hand. The rest is the room's:

==================  ==================================================================  ==========
key                 what                                                                default
==================  ==================================================================  ==========
``name``            the table's name (1 to 40 characters)                               required
``rulebook``        a preset (``tda``, ``roberts``, ``fspr``, ``wsop``, ``wsop-live``)  ``tda``
``rules``           switch overrides, ``{"missed_blinds": "owed"}``                     none
``seats``           2 to 10 (or the game's most: 8 in stud)                            6
``buy_in``          ``[least, most]`` a player brings, in chips                         20 to 100 big blinds
``clock``           ``{"action": seconds, "bank": seconds}``: each decision's time,     30 and 60
                    and the time bank each player starts with
``between_hands``   seconds from the end of a hand to the next deal                     2
==================  ==================================================================  ==========

>>> settings = TableSettings.from_json({"name": "Main", "blinds": [1, 2]})
>>> settings.buy_in, settings.stakes().blinds, settings.as_json()["clock"]
((40, 200), (1, 2), {'action': 30.0, 'bank': 60.0})
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pokerfloor.errors import RoomError
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.tournament import Level, level_of
from pokerfloor.rules import rulebook

__all__ = ["SETTING_KEYS", "TableSettings"]

_LEVEL_KEYS = ("game", "structure", "blinds", "ante", "bb_ante", "bring_in", "small_bet", "big_bet", "button_blind")
#: Every key of a table's settings.
SETTING_KEYS = ("name", *_LEVEL_KEYS, "rulebook", "rules", "seats", "buy_in", "clock", "between_hands")
_NAME_CHARS = 40
_MOST_SEATS = 10
#: The longest a clock may be set to, in seconds (a day: a correspondence game, not a typo of hours).
_MOST_SECONDS = 86_400.0


@dataclass(frozen=True, slots=True)
class TableSettings:
    """A table of the room: its ``name``, the ``level`` it is played at (game and forced bets),
    the ``rulebook`` and its switch overrides (``rules``), how many ``seats``, the ``buy_in``
    range in chips, each decision's ``action_seconds``, the time bank each player starts with
    (``bank_seconds``), and the pause ``between_hands``."""

    name: str
    level: Level
    buy_in: tuple[int, int]
    rulebook: str = "tda"
    rules: tuple[tuple[str, object], ...] = ()
    seats: int = 6
    action_seconds: float = 30.0
    bank_seconds: float = 60.0
    between_hands: float = 2.0

    def stakes(self) -> Stakes:
        """What every hand at the table is played for."""
        return self.level.stakes(rulebook(self.rulebook, **dict(self.rules)))

    def as_json(self) -> dict[str, Any]:
        """The settings as :meth:`from_json` reads them."""
        level = self.level
        out: dict[str, Any] = {"name": self.name, "game": level.game}
        if level.structure:
            out["structure"] = level.structure
        if level.blinds is not None:
            out["blinds"] = list(level.blinds)
        for key in ("ante", "bb_ante", "bring_in", "small_bet", "big_bet", "button_blind"):
            if getattr(level, key):
                out[key] = getattr(level, key)
        out["rulebook"] = self.rulebook
        if self.rules:
            out["rules"] = dict(self.rules)
        out["seats"] = self.seats
        out["buy_in"] = list(self.buy_in)
        out["clock"] = {"action": self.action_seconds, "bank": self.bank_seconds}
        out["between_hands"] = self.between_hands
        return out

    @classmethod
    def from_json(cls, data: object) -> TableSettings:
        """Settings from their JSON object; a :class:`~pokerfloor.errors.RoomError` (or the
        engine's :class:`~pokerfloor.errors.SituationError` for the stakes) names the key refused."""
        if not isinstance(data, Mapping):
            raise RoomError(code="bad-setting", variant="not-object", params={"given": _shown(data)})
        unknown = sorted(str(key) for key in data if key not in SETTING_KEYS)
        if unknown:
            raise RoomError(
                code="bad-setting", variant="unknown", params={"setting": unknown[0], "keys": ", ".join(SETTING_KEYS)}
            )
        name = data.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > _NAME_CHARS:
            raise RoomError(code="bad-setting", variant="name", params={"most": _NAME_CHARS, "given": _shown(name)})
        level = level_of({key: data[key] for key in _LEVEL_KEYS if key in data}, "settings")
        rules = _rules(data.get("rules", {}))
        book = data.get("rulebook", "tda")
        seats = data.get("seats", 6)
        most = min(_MOST_SEATS, _game_seats(level))
        if type(seats) is not int or not 2 <= seats <= most:
            raise RoomError(code="bad-setting", variant="seats", params={"most": most, "given": _shown(seats)})
        clock = data.get("clock", {})
        if not isinstance(clock, Mapping) or set(clock) - {"action", "bank"}:
            raise RoomError(code="bad-setting", variant="clock", params={"given": _shown(clock)})
        settings = cls(
            name=name.strip(),
            level=level,
            buy_in=_buy_in(data.get("buy_in"), level),
            rulebook=book if isinstance(book, str) else repr(book),
            rules=rules,
            seats=seats,
            action_seconds=_seconds("clock.action", clock.get("action", 30.0), least=0.1),
            bank_seconds=_seconds("clock.bank", clock.get("bank", 60.0), least=0.0),
            between_hands=_seconds("between_hands", data.get("between_hands", 2.0), least=0.0),
        )
        settings.check()
        return settings

    def check(self) -> None:
        """Deal a full table once at the least buy-in: the rulebook, its switches and the stakes
        are refused now, with the engine's own errors, rather than at the first hand."""
        players = {f"P{seat}": self.buy_in[0] for seat in range(1, self.seats + 1)}
        Seating.start(players).deal(self.stakes())


def _shown(value: object) -> str:
    """A value as a refusal quotes it: its JSON-ish form, cut short."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _game_seats(level: Level) -> int:
    from pokerfloor.games.variants import variant  # noqa: PLC0415 - level_of has checked the name

    return variant(level.game).max_players


def _rules(given: object) -> tuple[tuple[str, object], ...]:
    """The switch overrides (each switch and value is checked by the rulebook: :meth:`check`)."""
    if not isinstance(given, Mapping) or not all(isinstance(key, str) for key in given):
        raise RoomError(code="bad-setting", variant="rules", params={"given": _shown(given)})
    return tuple(sorted(given.items()))


def _unit(level: Level) -> int:
    """The table's big blind, or what stands for it in a game without blinds."""
    if level.blinds is not None:
        return level.blinds[1]
    return level.small_bet or level.button_blind or 2 * level.bring_in or 2 * level.ante or 1


def _buy_in(given: object, level: Level) -> tuple[int, int]:
    """``[least, most]``: whole numbers of chips, ``0 < least <= most``."""
    if given is None:
        unit = _unit(level)
        return 20 * unit, 100 * unit
    if (
        not isinstance(given, list | tuple)
        or len(given) != 2
        or not all(type(chips) is int for chips in given)
        or not 0 < given[0] <= given[1] <= 10**12
    ):
        raise RoomError(code="bad-setting", variant="buy-in", params={"given": _shown(given)})
    return given[0], given[1]


def _seconds(key: str, given: object, *, least: float) -> float:
    if (
        isinstance(given, bool)
        or not isinstance(given, int | float)
        or not math.isfinite(given)
        or not least <= given <= _MOST_SECONDS
    ):
        params = {"setting": key, "least": least, "most": _MOST_SECONDS, "given": _shown(given)}
        raise RoomError(code="bad-setting", variant="seconds", params=params)
    return float(given)
