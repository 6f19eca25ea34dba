"""A sit-and-go at a table of the room: its rules (:class:`SitAndGo`, the ``sit_and_go`` key of a
table's settings) and how it stands (:class:`Tourney`, kept in the table's state and its snapshot).

A sit-and-go table takes registrations (a ``seated`` event, every player with the same ``chips``)
until every seat is taken, and its first deal starts it. Its levels follow one another by hands
or on the clock (the ``minutes`` of the level, counted from the start; the time the floor pauses
the table is not counted), the last lasting until the end, as ``pokerfloor tournament``'s level
files say them. A player who loses every chip leaves his seat with his finishing place: players
knocked out in the same hand finish in the order of the chips they began it with, equal stacks
sharing the place (WSOP 2024 Tournament Rule 126-b). The last player with chips wins; the prize
pool (each entry's ``entry``) is paid by place (``payouts``, in percent of the pool). A player
may buy in again after losing every chip only when the settings give ``rebuys``, during the
first ``rebuy_levels`` levels.

>>> rules = SitAndGo.from_json({"entry": 10, "chips": 500, "levels": [{"blinds": [10, 20], "hands": 5}]}, 6)
>>> rules.payouts, rules.prizes(60, [("ann", 1), ("bob", 2), ("cid", 3)])
((65, 35), {'ann': 39, 'bob': 21, 'cid': 0})
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pokerfloor.errors import RoomError
from pokerfloor.play.tournament import Level, level_of

__all__ = ["SIT_AND_GO_KEYS", "SitAndGo", "Tourney", "level_json"]

#: The keys of a table's ``sit_and_go`` settings.
SIT_AND_GO_KEYS = ("entry", "chips", "levels", "payouts", "rebuys", "rebuy_levels")
_STAKE_KEYS = ("ante", "bb_ante", "bring_in", "small_bet", "big_bet", "button_blind")
_MOST_LEVELS = 100
_MOST_AMOUNT = 10**12


def level_json(level: Level) -> dict[str, Any]:
    """A level as its JSON object (what :func:`~pokerfloor.play.tournament.level_of` reads)."""
    out: dict[str, Any] = {"game": level.game}
    if level.structure:
        out["structure"] = level.structure
    if level.blinds is not None:
        out["blinds"] = list(level.blinds)
    for key in _STAKE_KEYS:
        if getattr(level, key):
            out[key] = getattr(level, key)
    if level.hands:
        out["hands"] = level.hands
    if level.minutes:
        out["minutes"] = level.minutes
    return out


def _default_payouts(seats: int) -> tuple[int, ...]:
    """The usual shares of a single table: the winner takes all at three seats or fewer, two paid
    up to six, three beyond."""
    if seats <= 3:
        return (100,)
    return (65, 35) if seats <= 6 else (50, 30, 20)


def _refused(key: str, given: object) -> RoomError:
    text = repr(given)
    shown = text if len(text) <= 60 else text[:57] + "..."
    return RoomError(code="bad-setting", variant="sit-and-go", params={"setting": key, "given": shown})


def _whole(data: Mapping[str, Any], key: str, default: int | None, least: int) -> int:
    value = data.get(key, default)
    if type(value) is not int or not least <= value <= _MOST_AMOUNT:
        raise _refused(f"sit_and_go.{key}", value)
    return value


@dataclass(frozen=True, slots=True)
class SitAndGo:
    """A sit-and-go's rules: what each ``entry`` pays into the prize pool, the ``chips`` each
    starts with, the ``levels``, the ``payouts`` (percent of the pool, first place first), and
    how many ``rebuys`` each player may make during the first ``rebuy_levels`` levels."""

    entry: int
    chips: int
    levels: tuple[Level, ...]
    payouts: tuple[int, ...]
    rebuys: int = 0
    rebuy_levels: int = 0

    def as_json(self) -> dict[str, Any]:
        """The rules as :meth:`from_json` reads them."""
        out: dict[str, Any] = {
            "entry": self.entry,
            "chips": self.chips,
            "levels": [level_json(level) for level in self.levels],
            "payouts": list(self.payouts),
        }
        if self.rebuys:
            out["rebuys"], out["rebuy_levels"] = self.rebuys, self.rebuy_levels
        return out

    @classmethod
    def from_json(cls, data: object, seats: int) -> SitAndGo:
        """The rules of a table of ``seats`` seats from their JSON object (a refusal names the key)."""
        if not isinstance(data, Mapping):
            raise _refused("sit_and_go", data)
        unknown = sorted(str(key) for key in data if key not in SIT_AND_GO_KEYS)
        if unknown:
            raise _refused(f"sit_and_go.{unknown[0]}", data[unknown[0]])
        given = data.get("levels")
        if not isinstance(given, list) or not 1 <= len(given) <= _MOST_LEVELS:
            raise _refused("sit_and_go.levels", given)
        levels = tuple(level_of(entry, f"sit_and_go.levels[{k}]") for k, entry in enumerate(given))
        payouts = data.get("payouts", list(_default_payouts(seats)))
        if (
            not isinstance(payouts, list)
            or not 1 <= len(payouts) <= seats
            or not all(type(share) is int and share >= 0 for share in payouts)
            or sum(payouts) != 100
            or payouts != sorted(payouts, reverse=True)
        ):
            raise _refused("sit_and_go.payouts", payouts)
        rebuys = _whole(data, "rebuys", 0, 0)
        return cls(
            entry=_whole(data, "entry", None, 0),
            chips=_whole(data, "chips", None, 1),
            levels=levels,
            payouts=tuple(payouts),
            rebuys=rebuys,
            rebuy_levels=_whole(data, "rebuy_levels", 1 if rebuys else 0, 0),
        )

    def prizes(self, pool: int, places: Sequence[tuple[str, int]]) -> dict[str, int]:
        """Each player's prize, in whole units, for his place (``(name, place)``): each place's
        share of the pool rounded down, what the rounding leaves to the first place; players
        sharing a place share the prizes of the places they cover, the odd units going one each
        to the first of them by name."""
        amounts = [pool * share // 100 for share in self.payouts]
        amounts[0] += pool - sum(amounts)
        prizes: dict[str, int] = {}
        for place in sorted({place for _, place in places}):
            tied = sorted(name for name, at in places if at == place)
            covered = sum(amounts[place - 1 : place - 1 + len(tied)])
            share, odd = divmod(covered, len(tied))
            for k, name in enumerate(tied):
                prizes[name] = share + (1 if k < odd else 0)
        return prizes


@dataclass
class Tourney:
    """A sit-and-go as it stands: when it started (``started``: 0 before), the ``level`` being
    played (from 0), when it began and the hands dealt at it, when the floor paused the table
    (``paused_at``, 0: not paused), the ``entries`` paid (rebuys included), each player's rebuys,
    the ``places`` (``(name, place, hand)``, in the order the players went out), and, once
    ``over``, the ``prizes``."""

    started: float = 0.0
    level: int = 0
    level_started: float = 0.0
    level_hands: int = 0
    paused_at: float = 0.0
    entries: int = 0
    rebuys: dict[str, int] = field(default_factory=dict)
    places: list[tuple[str, int, int]] = field(default_factory=list)
    prizes: dict[str, int] = field(default_factory=dict)
    over: bool = False

    def pool(self, rules: SitAndGo) -> int:
        """The prize pool: every entry's money."""
        return self.entries * rules.entry

    def start(self, at: float) -> None:
        """The first deal starts it: the first level's clock runs from now."""
        self.started = self.level_started = at

    def next_level(self, rules: SitAndGo, at: float) -> None:
        """Before a deal at ``at``: the levels whose hands or minutes are spent give way to the next
        (a level on the clock ends at its time, so the next begins then, not at this deal)."""
        while self.level + 1 < len(rules.levels):
            level = rules.levels[self.level]
            if level.hands and self.level_hands >= level.hands:
                self.level_started = at
            elif level.minutes and at - self.level_started >= level.minutes * 60:
                self.level_started += level.minutes * 60
            else:
                return
            self.level += 1
            self.level_hands = 0

    def level_ends(self, rules: SitAndGo) -> float | None:
        """When the level on the clock ends (``None``: by hands, the last, or paused)."""
        level = rules.levels[self.level]
        if self.paused_at or not level.minutes or self.level + 1 >= len(rules.levels):
            return None
        return self.level_started + level.minutes * 60

    def may_rebuy(self, rules: SitAndGo, name: str) -> bool:
        """Whether a player out of chips may buy in again now."""
        out = any(gone == name for gone, _, _ in self.places)
        return out and not self.over and self.rebuys.get(name, 0) < rules.rebuys and self.level < rules.rebuy_levels

    def knock_out(self, gone: Mapping[str, int], left: int, hand: int) -> None:
        """The players who lost every chip in hand ``hand`` (each with the chips he began it with),
        ``left`` players still in: the larger stack finishes higher, equal stacks share a place."""
        order = sorted(gone, key=lambda name: (-gone[name], name))
        place = left + 1
        for k, name in enumerate(order):
            if k and gone[name] != gone[order[k - 1]]:
                place = left + 1 + k
            self.places.append((name, place, hand))

    def finish(self, rules: SitAndGo, winner: str, hand: int) -> None:
        """The last player with chips wins: the places are final and the prizes paid."""
        self.places.append((winner, 1, hand))
        self.prizes = rules.prizes(self.pool(rules), [(name, place) for name, place, _ in self.places])
        self.over = True

    def as_json(self) -> dict[str, Any]:
        """What a snapshot keeps of it."""
        return {
            "started": self.started,
            "level": self.level,
            "level_started": self.level_started,
            "level_hands": self.level_hands,
            "paused_at": self.paused_at,
            "entries": self.entries,
            "rebuys": dict(self.rebuys),
            "places": [list(entry) for entry in self.places],
            "prizes": dict(self.prizes),
            "over": self.over,
        }

    @classmethod
    def from_json(cls, kept: Mapping[str, Any]) -> Tourney:
        """The sit-and-go a snapshot keeps."""
        return cls(
            started=kept["started"],
            level=kept["level"],
            level_started=kept["level_started"],
            level_hands=kept["level_hands"],
            paused_at=kept["paused_at"],
            entries=kept["entries"],
            rebuys=dict(kept["rebuys"]),
            places=[(name, place, hand) for name, place, hand in kept["places"]],
            prizes=dict(kept["prizes"]),
            over=kept["over"],
        )
