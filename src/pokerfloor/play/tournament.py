"""A sit-and-go tournament at one table: levels of blinds and antes (a game per level for mixed
games), by hands or by a clock, eliminations and finishing places, to one winner with every chip.

A level file is TOML, one ``[[level]]`` table per level, the last repeated until the end::

    [[level]]
    blinds = [10, 20]
    hands = 12            # or: minutes = 15, on the tournament's clock

    [[level]]
    game = "stud"         # a mixed game changes the game with the level
    ante = 5
    bring_in = 10
    small_bet = 40
    big_bet = 80
    hands = 12

Players knocked out in the same hand finish in the order of the chips they began it with, the
larger stack higher (WSOP 2024 Tournament Rule 126-b); equal stacks share the place.

>>> levels = [Level(blinds=(10, 20), hands=10), Level(blinds=(50, 100))]
>>> result = Tournament(["A", "B", "C"], 500, levels, seed=3).run()
>>> len(result.places), result.places[0].place, result.chips
(3, 1, 1500)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import partial
from pathlib import Path
from typing import Any, Protocol

from pokerfloor.amounts import MAX_CHIPS
from pokerfloor.core.hand import Hand
from pokerfloor.errors import PokerfloorError, SituationError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats.files import read_text, toml_table
from pokerfloor.games.variants import variant
from pokerfloor.given import instance, refused, text, whole, wholes
from pokerfloor.play.batch import Policy
from pokerfloor.play.icm import icm_equities
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.session import Session, table_policy
from pokerfloor.play.workers import batch_seed, in_batches, split
from pokerfloor.rules import Rulebook, rulebook
from pokerfloor.structures import structure_named

__all__ = [
    "Clock",
    "Finish",
    "Level",
    "ManualClock",
    "Summary",
    "Tournament",
    "TournamentResult",
    "play_tournaments",
    "read_levels",
]

#: A tournament that has not ended after this many hands is stopped with an error (a policy that
#: never bets could otherwise play forever at a level without antes).
MAX_HANDS = 200_000


@dataclass(frozen=True, slots=True)
class Level:
    """One level: the game and its forced bets, and how long it lasts (``hands`` dealt, or
    ``minutes`` on the clock; neither: until the end)."""

    blinds: tuple[int, int] | None = None
    ante: int = 0
    bb_ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    button_blind: int = 0
    game: str = "holdem"
    structure: str = ""
    hands: int = 0
    minutes: float = 0.0

    def __post_init__(self) -> None:
        """Each field of its kind, refused naming it (a level made in a program, as from a file)."""
        if self.blinds is not None:
            wholes("blinds", self.blinds, 0, MAX_CHIPS, count=2)
        for name in ("ante", "bb_ante", "bring_in", "small_bet", "big_bet", "button_blind"):
            whole(name, getattr(self, name), 0, MAX_CHIPS)
        whole("hands", self.hands, 0)
        text("game", self.game)
        text("structure", self.structure)
        if type(self.minutes) not in (int, float) or not 0 <= self.minutes < _MOST_MINUTES:
            raise refused("minutes", self.minutes, "number-range", low=0, high=_MOST_MINUTES)

    def stakes(self, rules: Rulebook) -> Stakes:
        """What the level's hands are played for, under ``rules``."""
        rules = instance("rules", rules, Rulebook)
        game = variant(self.game)
        big = self.blinds[1] if self.blinds else None
        structure = structure_named(
            self.structure or game.structures[0],
            min_bet=big or self.small_bet or self.button_blind or None,
            small_bet=self.small_bet or None,
            big_bet=self.big_bet or None,
            big_blind=big,
        )
        return Stakes(
            structure,
            rules,
            game,
            blinds=self.blinds,
            ante=self.ante,
            bb_ante=self.bb_ante,
            bring_in=self.bring_in,
            button_blind=self.button_blind,
        )


_LEVEL_KEYS = frozenset(Level.__dataclass_fields__)
#: A level lasts less than this many minutes (about two years).
_MOST_MINUTES = 10**6


def read_levels(path: Path | str) -> list[Level]:
    """The levels of a level file (see the module's documentation); raises
    :class:`~pokerfloor.errors.SituationError` naming the level and the key."""
    data = toml_table(read_text(Path(path), SituationError), str(path), SituationError)
    raw = data.get("level")
    if not isinstance(raw, list) or not raw or set(data) - {"level"}:
        raise SituationError(code="bad-field", variant="level-file", params={"file": str(path)})
    levels = []
    for number, entry in enumerate(raw, start=1):
        levels.append(level_of(entry, Phrase("at.level", {"file": str(path), "level": number})))
    return levels


#: The codes a level's table may be refused with (its structure incomplete, or a field wrong);
#: the refusal keeps its code, said of the level.
_LEVEL_CODES = ("bad-field", "missing-field")


def level_of(entry: object, where: str | Phrase) -> Level:
    """One level from its TOML table, checked (its table of two players must be playable);
    ``where`` names it in a refusal."""
    if not isinstance(entry, dict):
        raise SituationError(code="bad-field", variant="level-kind", params={"where": where})
    unknown = sorted(set(entry) - _LEVEL_KEYS)
    if unknown:
        raise SituationError(code="unknown-field", params={"where": where, "field": repr(unknown[0])})
    values = dict(entry)
    if "blinds" in values:
        blinds = values["blinds"]
        if not (isinstance(blinds, list) and len(blinds) == 2 and all(type(b) is int for b in blinds)):
            raise SituationError(
                code="bad-field", variant="level-blinds", params={"where": where, "blinds": repr(blinds)}
            )
        values["blinds"] = (blinds[0], blinds[1])
    for key in ("ante", "bb_ante", "bring_in", "small_bet", "big_bet", "button_blind", "hands"):
        if key in values and (type(values[key]) is not int or values[key] < 0):
            raise SituationError(
                code="bad-field",
                variant="level-number",
                params={"where": where, "field": key, "value": repr(values[key])},
            )
    minutes = values.get("minutes", 0)
    if isinstance(minutes, bool) or not isinstance(minutes, int | float) or not 0 <= minutes < _MOST_MINUTES:
        raise SituationError(
            code="bad-field", variant="level-minutes", params={"where": where, "minutes": repr(minutes)}
        )
    values["minutes"] = float(minutes)
    for key in ("game", "structure"):
        if key in values and not isinstance(values[key], str):
            raise SituationError(
                code="bad-field",
                variant="level-name",
                params={"where": where, "field": key, "value": repr(values[key])},
            )
    level = Level(**values)
    try:  # the level's table, dealt once to two players: every amount checked now, not mid-tournament
        Seating.start({"A": 10**6, "B": 10**6}).deal(level.stakes(rulebook("tda")))
    except PokerfloorError as error:
        code = error.code if error.code in _LEVEL_CODES else "bad-field"
        raise SituationError(code=code, variant="level", params={"where": where, "error": error}) from None
    return level


class Clock(Protocol):
    """What tells the time of the tournament, in seconds (a level ``minutes`` long ends by it)."""

    def now(self) -> float:
        """The time now, in seconds."""


class ManualClock:
    """A clock that moves only when told to (:meth:`advance`): levels by time, driven by hand."""

    def __init__(self, start: float = 0.0) -> None:
        self.time = start

    def now(self) -> float:
        """The time now, in seconds."""
        return self.time

    def advance(self, seconds: float) -> None:
        """Move the clock on."""
        self.time += seconds


@dataclass(frozen=True, slots=True)
class Finish:
    """A player's finishing place (1 for the winner; players knocked out together with the same
    stack share one), and the hand he went out on (the last hand for the winner)."""

    name: str
    place: int
    hand: int


@dataclass
class TournamentResult:
    """A finished tournament: the places (first first), the hands played, and each level's hands
    and seconds of play."""

    places: list[Finish]
    hands: int
    chips: int
    level_hands: list[int] = field(default_factory=list)
    level_seconds: list[float] = field(default_factory=list)

    @property
    def winner(self) -> str:
        """The winner's name."""
        return self.places[0].name

    def prizes(self, payouts: Sequence[int | Fraction]) -> dict[str, float]:
        """Each player's prize for his place (players sharing a place share the prizes of the
        places they cover)."""
        out: dict[str, float] = {}
        for finish in self.places:
            tied = [f for f in self.places if f.place == finish.place]
            covered = payouts[finish.place - 1 : finish.place - 1 + len(tied)]
            out[finish.name] = float(sum(covered, Fraction(0)) / len(tied))
        return out


class Tournament:
    """One table's tournament: every player starts with ``stack``; the levels follow one another
    by hands or by ``clock`` (the last lasts until the end); ``policy`` plays every decision."""

    def __init__(
        self,
        players: Sequence[str],
        stack: int,
        levels: Sequence[Level],
        *,
        rules: Rulebook | str = "tda",
        seats: int | None = None,
        seed: int | None = None,
        policy: Policy = table_policy,
        clock: Clock | None = None,
    ) -> None:
        if not levels:
            raise SituationError(code="bad-field", variant="no-levels")
        if not 2 <= len(players) <= 10 or type(stack) is not int or stack < 1:
            raise SituationError(
                code="bad-field", variant="sit-and-go", params={"players": len(players), "stack": repr(stack)}
            )
        self.rules = rulebook(rules) if isinstance(rules, str) else rules
        self.levels = list(levels)
        self.clock = clock
        seating = Seating.start(dict.fromkeys(players, stack), seats=seats)
        self.session = Session(seating, self.levels[0].stakes(self.rules), policy=policy, seed=seed)
        # The button's first seat is drawn (WSOP 2024 Live Action Rule 91: high card for the button).
        first = self.session.rng.choice(seating.players)
        self.session.seating = Seating(seating.seats, seating.players, button=first.seat)
        self.level = 0
        self.level_hands = [0]
        self.level_seconds = [0.0]
        self.level_started = clock.now() if clock is not None else 0.0
        self.out: list[Finish] = []
        self.chips = self.session.chips

    @property
    def is_over(self) -> bool:
        """Whether one player has every chip."""
        return len(self.session.seating.players) < 2

    @property
    def hands(self) -> int:
        """The hands played."""
        return len(self.session.hands)

    def play_hand(self) -> Hand:
        """Play one hand; players left with no chips are knocked out and given their places."""
        if self.is_over:
            raise SituationError(code="tournament-over")
        started = time.perf_counter()
        before = {p.name: p.stack for p in self.session.seating.players}
        hand = self.session.play_hand()
        self.level_seconds[-1] += time.perf_counter() - started
        self.level_hands[-1] += 1
        self._knock_out(before)
        self._next_level()
        return hand

    def _knock_out(self, before: Mapping[str, int]) -> None:
        """The players gone after this hand, the larger stack at its start finishing higher
        (WSOP 2024 Tournament Rule 126-b), equal stacks sharing the place."""
        left = {p.name for p in self.session.seating.players}
        gone = sorted((name for name in before if name not in left), key=lambda name: -before[name])
        place = len(left) + 1
        for k, name in enumerate(gone):
            if k and before[name] != before[gone[k - 1]]:
                place = len(left) + 1 + k
            self.out.append(Finish(name, place, self.hands))

    def _next_level(self) -> None:
        level = self.levels[self.level]
        if self.level + 1 >= len(self.levels):
            return
        by_hands = level.hands and self.level_hands[-1] >= level.hands
        clock = self.clock
        by_clock = clock is not None and level.minutes and clock.now() - self.level_started >= level.minutes * 60
        if by_hands or by_clock:
            self.level += 1
            self.level_hands.append(0)
            self.level_seconds.append(0.0)
            self.level_started = self.clock.now() if self.clock is not None else 0.0
            self.session.stakes = self.levels[self.level].stakes(self.rules)

    def equities(self, payouts: Sequence[int]) -> dict[str, float]:
        """The players' stacks now in money by ICM (:func:`~pokerfloor.play.icm.icm_equities`)."""
        players = self.session.seating.players
        values = icm_equities([p.stack for p in players], payouts)
        return {p.name: float(v) for p, v in zip(players, values, strict=True)}

    def run(self, max_hands: int = MAX_HANDS) -> TournamentResult:
        """Play to the end: one player with every chip."""
        while not self.is_over:
            if self.hands >= max_hands:
                raise SituationError(code="too-long", params={"hands": max_hands})
            self.play_hand()
        winner = self.session.seating.players[0]
        places = sorted([Finish(winner.name, 1, self.hands), *self.out], key=lambda f: f.place)
        return TournamentResult(places, self.hands, winner.stack, self.level_hands, self.level_seconds)


@dataclass
class Summary:
    """Many tournaments: how many, their hands, each level's hands and seconds added up, the wins
    of each player, and whether each ended with one player holding every chip."""

    tournaments: int = 0
    hands: int = 0
    fewest_hands: int = 0
    most_hands: int = 0
    seconds: float = 0.0
    level_hands: list[int] = field(default_factory=list)
    level_seconds: list[float] = field(default_factory=list)
    wins: dict[str, int] = field(default_factory=dict)
    all_chips_to_one: bool = True
    last: TournamentResult | None = None

    def add(self, result: TournamentResult, chips: int) -> None:
        """Count one tournament in."""
        self.tournaments += 1
        self.hands += result.hands
        self.fewest_hands = min(self.fewest_hands or result.hands, result.hands)
        self.most_hands = max(self.most_hands, result.hands)
        self._add_levels(result.level_hands, result.level_seconds)
        self.wins[result.winner] = self.wins.get(result.winner, 0) + 1
        self.all_chips_to_one = self.all_chips_to_one and result.chips == chips and len(result.places) > 0
        self.last = result

    def _add_levels(self, hands: Sequence[int], seconds: Sequence[float]) -> None:
        """Add hands and time per level, level by level (a longer list adds levels)."""
        for k, (played, took) in enumerate(zip(hands, seconds, strict=True)):
            if k == len(self.level_hands):
                self.level_hands.append(0)
                self.level_seconds.append(0.0)
            self.level_hands[k] += played
            self.level_seconds[k] += took

    def merge(self, other: Summary) -> None:
        """Add another worker's tournaments."""
        self.tournaments += other.tournaments
        self.hands += other.hands
        self.fewest_hands = min(self.fewest_hands or other.fewest_hands, other.fewest_hands or self.fewest_hands)
        self.most_hands = max(self.most_hands, other.most_hands)
        self._add_levels(other.level_hands, other.level_seconds)
        for name, wins in other.wins.items():
            self.wins[name] = self.wins.get(name, 0) + wins
        self.all_chips_to_one = self.all_chips_to_one and other.all_chips_to_one
        self.last = other.last or self.last

    def as_json(self) -> dict[str, Any]:
        """The figures, for ``pokerfloor tournament --json``."""
        return {
            "tournaments": self.tournaments,
            "hands": self.hands,
            "fewest_hands": self.fewest_hands,
            "most_hands": self.most_hands,
            "seconds": round(self.seconds, 3),
            "level_hands": self.level_hands,
            "level_seconds": [round(s, 3) for s in self.level_seconds],
            "wins": self.wins,
            "all_chips_to_one": self.all_chips_to_one,
        }


@dataclass(frozen=True)
class _Field:
    """What every tournament of a run is: its players, their stack, the levels, the rulebook."""

    players: int
    stack: int
    levels: tuple[Level, ...]
    rules: str
    seed: int | None


#: Tournaments a batch: the same cut whatever the number of workers.
_BATCH_TOURNAMENTS = 50


def _batch(run: _Field, numbers: range) -> Summary:
    """Play the tournaments of these numbers (each seeded from the run's seed and its number)."""
    summary = Summary()
    names = [f"P{k + 1}" for k in range(run.players)]
    for number in numbers:
        result = Tournament(names, run.stack, run.levels, rules=run.rules, seed=batch_seed(run.seed, number)).run()
        summary.add(result, run.players * run.stack)
    return summary


def play_tournaments(
    count: int,
    players: int,
    stack: int,
    levels: Sequence[Level],
    *,
    rules: str = "tda",
    seed: int | None = None,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> Summary:
    """Play ``count`` tournaments of ``players`` (each starting with ``stack``) and add them up;
    ``jobs`` > 1 shares them among processes. With a seed the run repeats exactly, with one process
    or several. ``progress`` is told the tournaments done as batches finish."""
    if type(count) is not int or count < 1:
        raise SituationError(code="bad-field", variant="tournaments-count", params={"count": repr(count)})
    if type(players) is not int or not 2 <= players <= 10:
        raise SituationError(code="bad-field", variant="sit-and-go-players", params={"players": repr(players)})
    if type(stack) is not int or stack < 1:
        raise SituationError(code="bad-field", variant="sit-and-go-stack", params={"stack": repr(stack)})
    rulebook(rules)
    run = _Field(players, stack, tuple(levels), rules, seed)
    summary = Summary()
    started = time.perf_counter()
    for part in in_batches(partial(_batch, run), split(count, _BATCH_TOURNAMENTS), jobs):
        summary.merge(part)
        if progress:
            progress(summary.tournaments)
    summary.seconds = time.perf_counter() - started
    return summary
