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
``seats``           2 to 10 (or the game's most: 8 in stud)                             6
``buy_in``          ``[least, most]`` a player brings, in chips                         20 to 100 big blinds
``clock``           ``{"action": seconds, "bank": seconds}``: each decision's time,     30 and 60
                    and the time bank each player starts with
``between_hands``   seconds from the end of a hand to the next deal                     2
``rake``            the house's rake (:class:`~pokerfloor.core.rake.HouseRake`):         none
                    ``"PERCENT/CAP"`` or its fields by name (``percent`` a whole
                    number or a decimal's text); not at a sit-and-go
``straddle``        a mandatory straddle of that many chips, posted under the gun        none
                    every hand of three players or more (WSOP 2024 Live Action Rules
                    161 and 162: a player who missed it posts it dead); not at a
                    sit-and-go
``straddle_from``   where the mandatory straddle is posted: ``under-the-gun``,          ``under-the-gun``
                    ``button`` or ``mississippi`` (the seat on the button's right),
                    as the rulebook's ``straddle_seats`` allows (the button's never
                    in a limit game: the engine refuses it)
``bomb_pot``        ``{"ante": chips, "every": hands}``: every so many hands a bomb     none
                    pot, each player present antes and the betting starts on the
                    flop (WSOP 2024 Live Action Rule 27); not at a sit-and-go
``runs``            the most times the players may agree to run the rest of the board     1
                    when every player left is all in with cards to come (WSOP 2024
                    Live Action Rules 204 to 212), up to the rulebook's ``runs_most``
                    (``wsop-live``: 3; the tournament rulebooks: 1); not at a
                    sit-and-go
``bomb_pot_vote``   the ante of a bomb pot the players may vote for the next hand:      none
                    every player present agrees, or opts out and is not dealt in
                    (WSOP 2024 Live Action Rule 27: "An agreement by all players to
                    ante the same amount"); not at a sit-and-go
``sit_and_go``      a sit-and-go's entry, chips, levels, payouts and rebuys             none: a
                    (:class:`~pokerfloor.room.sitandgo.SitAndGo`); its levels say the   cash game
                    stakes, so the level's keys and ``buy_in`` are not given with it
==================  ==================================================================  ==========

>>> settings = TableSettings.from_json({"name": "Main", "blinds": [1, 2]})
>>> settings.buy_in, settings.stakes().blinds, settings.as_json()["clock"]
((40, 200), (1, 2), {'action': 30.0, 'bank': 60.0})
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from pokerfloor.core.rake import HouseRake
from pokerfloor.core.runs import MOST_RUNS
from pokerfloor.errors import RoomError, SituationError
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.session import STRADDLE_FROM, bomb_pot_table, straddled_table
from pokerfloor.play.tournament import Level, level_of
from pokerfloor.room.sitandgo import SitAndGo, level_json
from pokerfloor.rules import rulebook

__all__ = ["SETTING_KEYS", "TableSettings"]

_LEVEL_KEYS = ("game", "structure", "blinds", "ante", "bb_ante", "bring_in", "small_bet", "big_bet", "button_blind")
#: Every key of a table's settings.
SETTING_KEYS = (
    "name", *_LEVEL_KEYS, "rulebook", "rules", "seats", "buy_in", "clock", "between_hands", "rake", "bomb_pot",
    "straddle", "straddle_from", "runs", "bomb_pot_vote", "sit_and_go",
)  # fmt: skip
_NAME_CHARS = 40
_MOST_SEATS = 10
#: The longest a clock may be set to, in seconds (a day: a correspondence game, not a typo of hours).
_MOST_SECONDS = 86_400.0


@dataclass(frozen=True, slots=True)
class TableSettings:
    """A table of the room: its ``name``, the ``level`` it is played at (game and forced bets),
    the ``rulebook`` and its switch overrides (``rules``), how many ``seats``, the ``buy_in``
    range in chips, each decision's ``action_seconds``, the time bank each player starts with
    (``bank_seconds``), and the pause ``between_hands``; a sit-and-go's rules (``sit_and_go``,
    ``None`` at a cash table), whose first level is ``level``."""

    name: str
    level: Level
    buy_in: tuple[int, int]
    rulebook: str = "tda"
    rules: tuple[tuple[str, object], ...] = ()
    seats: int = 6
    action_seconds: float = 30.0
    bank_seconds: float = 60.0
    between_hands: float = 2.0
    sit_and_go: SitAndGo | None = None
    rake: HouseRake | None = None
    bomb_pot: tuple[int, int] | None = None
    straddle: int = 0
    straddle_from: str = "under-the-gun"
    runs: int = 1
    bomb_pot_vote: int = 0

    def stakes(self, level: Level | None = None) -> Stakes:
        """What the hands at the table are played for (at a sit-and-go's ``level``: its first unless given)."""
        return (level or self.level).stakes(rulebook(self.rulebook, **dict(self.rules)))

    def as_json(self) -> dict[str, Any]:
        """The settings as :meth:`from_json` reads them."""
        out: dict[str, Any] = {"name": self.name}
        if self.sit_and_go is None:
            out.update(level_json(self.level))
        out["rulebook"] = self.rulebook
        if self.rules:
            out["rules"] = dict(self.rules)
        out["seats"] = self.seats
        if self.sit_and_go is None:
            out["buy_in"] = list(self.buy_in)
        out["clock"] = {"action": self.action_seconds, "bank": self.bank_seconds}
        out["between_hands"] = self.between_hands
        if self.rake is not None:  # a decimal percentage as its text: JSON has no decimals
            fields = self.rake.as_fields()
            out["rake"] = {key: str(value) if isinstance(value, Decimal) else value for key, value in fields.items()}
        if self.straddle:
            out["straddle"] = self.straddle
        if self.straddle_from != "under-the-gun":
            out["straddle_from"] = self.straddle_from
        if self.runs > 1:
            out["runs"] = self.runs
        if self.bomb_pot_vote:
            out["bomb_pot_vote"] = self.bomb_pot_vote
        if self.bomb_pot is not None:
            out["bomb_pot"] = {"ante": self.bomb_pot[0], "every": self.bomb_pot[1]}
        if self.sit_and_go is not None:
            out["sit_and_go"] = self.sit_and_go.as_json()
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
        rules = _rules(data.get("rules", {}))
        book = data.get("rulebook", "tda")
        seats = data.get("seats", 6)
        if type(seats) is not int or not 2 <= seats <= _MOST_SEATS:
            raise RoomError(code="bad-setting", variant="seats", params={"most": _MOST_SEATS, "given": _shown(seats)})
        sit_and_go = _sit_and_go(data, seats)
        if sit_and_go is None:
            level = level_of({key: data[key] for key in _LEVEL_KEYS if key in data}, "settings")
            buy_in = _buy_in(data.get("buy_in"), level)
        else:
            level, buy_in = sit_and_go.levels[0], (sit_and_go.chips, sit_and_go.chips)
        most = min(_MOST_SEATS, *(_game_seats(one) for one in (sit_and_go.levels if sit_and_go else (level,))))
        if seats > most:
            raise RoomError(code="bad-setting", variant="seats", params={"most": most, "given": _shown(seats)})
        clock = data.get("clock", {})
        if not isinstance(clock, Mapping) or set(clock) - {"action", "bank"}:
            raise RoomError(code="bad-setting", variant="clock", params={"given": _shown(clock)})
        settings = cls(
            name=name.strip(),
            level=level,
            buy_in=buy_in,
            rulebook=book if isinstance(book, str) else repr(book),
            rules=rules,
            seats=seats,
            action_seconds=_seconds("clock.action", clock.get("action", 30.0), least=0.1),
            bank_seconds=_seconds("clock.bank", clock.get("bank", 60.0), least=0.0),
            between_hands=_seconds("between_hands", data.get("between_hands", 2.0), least=0.0),
            sit_and_go=sit_and_go,
            rake=_rake(data.get("rake"), sit_and_go),
            bomb_pot=_bomb_pot(data.get("bomb_pot"), sit_and_go),
            straddle=_straddle(data.get("straddle", 0), sit_and_go),
            straddle_from=_straddle_from(data.get("straddle_from"), data.get("straddle", 0)),
            runs=_runs(data.get("runs", 1), sit_and_go),
            bomb_pot_vote=_bomb_pot_vote(data.get("bomb_pot_vote", 0), sit_and_go),
        )
        settings.check()
        return settings

    def check(self) -> None:
        """Deal a full table once at the least buy-in (each level of a sit-and-go): the rulebook,
        its switches and the stakes are refused now, with the engine's own errors, rather than at
        the first hand. A sit-and-go deals its absent players in (TDA 2024 Rule 71-A): a rulebook
        that makes them owe their blinds instead is refused for it."""
        players = {f"P{seat}": self.buy_in[0] for seat in range(1, self.seats + 1)}
        for level in self.sit_and_go.levels if self.sit_and_go else (self.level,):
            table = Seating.start(players).deal(self.stakes(level)).table
            self._check_straddle(level)
            for ante in (self.bomb_pot[0] if self.bomb_pot else 0, self.bomb_pot_vote):
                if ante:  # the game and the stakes must take one (the engine says why not)
                    bomb_pot_table(table, ante)
        most = self.stakes().rules.runs_most
        if self.runs > most:  # the house offers what its rulebook allows, no more
            rule = self.stakes().rules.cite("runs_most")
            params = {"given": self.runs, "most": most, "rulebook": self.rulebook}
            raise RoomError(code="bad-setting", variant="runs-rulebook", params=params, rule=rule)
        if self.sit_and_go is not None and self.stakes().rules.missed_blinds != "blinded":
            raise RoomError(code="bad-setting", variant="sit-and-go-absent", params={"rulebook": self.rulebook})

    def _check_straddle(self, level: Level) -> None:
        """The engine checks the straddle's amount, and its seat against the rulebook and the game,
        at every number of players it is posted at (three to the seats: at three, a Mississippi
        straddle is the button's). A seat refused is said as the setting names it, with the
        number of players, not as the placeholder player of the table dealt to check it."""
        if not self.straddle:
            return
        for count in range(3, self.seats + 1):
            players = {f"P{seat}": self.buy_in[0] for seat in range(1, count + 1)}
            table = Seating.start(players).deal(self.stakes(level)).table
            try:
                straddled_table(table, self.straddle, frozenset(), self.straddle_from)
            except SituationError as error:
                allowed = self.stakes(level).rules.straddle_seats
                params = {"seat": self.straddle_from, "players": count, "rulebook": self.rulebook, "allowed": allowed}
                if error.key == "refused.bad-field.straddler-not-allowed":
                    raise RoomError(
                        code="bad-setting", variant="straddle-seat", params=params, rule=error.rule
                    ) from None
                if error.key == "refused.bad-field.button-straddle-limit":
                    raise RoomError(
                        code="bad-setting", variant="straddle-seat-limit", params=params, rule=error.rule
                    ) from None
                raise


def _shown(value: object) -> str:
    """A value as a refusal quotes it: its JSON-ish form, cut short."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _sit_and_go(data: Mapping[str, Any], seats: int) -> SitAndGo | None:
    """A sit-and-go's rules, when given: its levels say the stakes, and every player brings its chips."""
    if "sit_and_go" not in data:
        return None
    clash = next((key for key in (*_LEVEL_KEYS, "buy_in") if key in data), None)
    if clash is not None:
        raise RoomError(code="bad-setting", variant="sit-and-go-stakes", params={"setting": clash})
    return SitAndGo.from_json(data["sit_and_go"], seats)


def _rake(given: object, sit_and_go: SitAndGo | None) -> HouseRake | None:
    """The house's rake, as text or by its fields (a tournament's pool pays for the house: no rake
    at a sit-and-go)."""
    if given is None:
        return None
    if sit_and_go is not None:
        raise RoomError(code="bad-setting", variant="sit-and-go-stakes", params={"setting": "rake"})
    if isinstance(given, Mapping) and isinstance(given.get("percent"), str):
        try:
            given = {**given, "percent": Decimal(given["percent"])}
        except InvalidOperation:
            raise RoomError(code="bad-setting", variant="rake", params={"given": _shown(given)}) from None
    if not isinstance(given, str | Mapping):
        raise RoomError(code="bad-setting", variant="rake", params={"given": _shown(given)})
    return HouseRake.of(given)


def _straddle(given: object, sit_and_go: SitAndGo | None) -> int:
    """A mandatory straddle's chips (0: none)."""
    if given and sit_and_go is not None:
        raise RoomError(code="bad-setting", variant="sit-and-go-stakes", params={"setting": "straddle"})
    if type(given) is not int or not 0 <= given <= 10**12:
        raise RoomError(code="bad-setting", variant="straddle", params={"given": _shown(given)})
    return given


def _straddle_from(given: object, straddle: object) -> str:
    """Where the mandatory straddle is posted: one of :data:`STRADDLE_FROM`, given only with a straddle."""
    if given is None:
        return "under-the-gun"
    if given not in STRADDLE_FROM or not straddle:
        params = {"given": _shown(given), "seats": ", ".join(STRADDLE_FROM)}
        raise RoomError(code="bad-setting", variant="straddle-from", params=params)
    return str(given)


def _runs(given: object, sit_and_go: SitAndGo | None) -> int:
    """The most runs of the board the players may agree to: 1 (once, no agreement asked) to
    :data:`~pokerfloor.core.runs.MOST_RUNS`; a tournament deals its board once."""
    if given != 1 and sit_and_go is not None:
        raise RoomError(code="bad-setting", variant="sit-and-go-stakes", params={"setting": "runs"})
    if type(given) is not int or not 1 <= given <= MOST_RUNS:
        raise RoomError(code="bad-setting", variant="runs", params={"most": MOST_RUNS, "given": _shown(given)})
    return given


def _bomb_pot_vote(given: object, sit_and_go: SitAndGo | None) -> int:
    """The ante of a bomb pot by vote (0: none)."""
    if given and sit_and_go is not None:
        raise RoomError(code="bad-setting", variant="sit-and-go-stakes", params={"setting": "bomb_pot_vote"})
    if type(given) is not int or not 0 <= given <= 10**12:
        raise RoomError(code="bad-setting", variant="bomb-pot-vote", params={"given": _shown(given)})
    return given


def _bomb_pot(given: object, sit_and_go: SitAndGo | None) -> tuple[int, int] | None:
    """The placard's bomb pots: ``{"ante": chips, "every": hands}``."""
    if given is None:
        return None
    if sit_and_go is not None:
        raise RoomError(code="bad-setting", variant="sit-and-go-stakes", params={"setting": "bomb_pot"})
    if not isinstance(given, Mapping) or set(given) != {"ante", "every"}:
        raise RoomError(code="bad-setting", variant="bomb-pot", params={"given": _shown(given)})
    ante, every = given["ante"], given["every"]
    if type(ante) is not int or type(every) is not int or not 0 < ante <= 10**12 or not 0 < every <= 10**6:
        raise RoomError(code="bad-setting", variant="bomb-pot", params={"given": _shown(given)})
    return ante, every


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
