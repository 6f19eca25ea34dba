"""Bulk play: many hands at a table, each decision made by a policy (random by default).

For bots, training and equity studies: :func:`simulate` deals hand after hand at the same table
(fresh stacks each time), asks the policy for every decision and returns a summary. A policy is
any callable ``policy(hand, options, rng) -> Action``; the default picks a legal kind uniformly
and an amount uniformly in its range. With a seed the run is reproducible, also across
processes (``jobs``): the hands are played in batches of 2,000, each with its own seed derived
from it, whichever process plays them.

>>> from pokerfloor.play.simulate import simulate
>>> summary = simulate(hands=200, players=6, seed=7)
>>> summary.hands, summary.chips_conserved
(200, True)
>>> simulate(hands=50, players=5, seed=7, game="razz").chips_conserved  # antes and a bring-in
True
"""

from __future__ import annotations

import importlib
import os
import random
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial

from pokerfloor.amounts import MAX_CHIPS
from pokerfloor.core.hand import Hand, Table
from pokerfloor.core.rake import HouseRake
from pokerfloor.core.runs import MOST_RUNS
from pokerfloor.core.table_options import KILLS, Kill
from pokerfloor.errors import SituationError, quoted
from pokerfloor.games.cards import Deck
from pokerfloor.games.description import MOST_BOARDS
from pokerfloor.games.variants import on_boards, variant
from pokerfloor.given import choice, refused, text, whole, wholes
from pokerfloor.play.batch import Policy, play_batch, play_out, random_policy
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.session import Session
from pokerfloor.play.workers import batch_seed, in_batches, seeded_random, split
from pokerfloor.rules import rulebook
from pokerfloor.structures import structure_named

__all__ = [
    "Policy",
    "SimulationSettings",
    "Summary",
    "load_policy",
    "play_hands",
    "random_policy",
    "simulate",
]

#: Hands a batch: the same cut whatever the number of workers, so a seeded run plays the same
#: hands with one process or several; small enough for a live progress bar.
_BATCH_HANDS = 2000
#: The most hands a simulation plays: a billion is days of play, and the list of batches of 2**70
#: hands (a caller's slip) would fill the memory before the first hand.
MAX_HANDS = 10**9


@dataclass(frozen=True)
class SimulationSettings:
    """The table to simulate at (the same for every hand).

    ``structure`` ``None`` is no-limit, or the game's own first structure when it plays no
    no-limit (fixed-limit in stud). In a game that opens with a bring-in (the variant's
    ``has_bring_in``: stud, razz, stud hi-lo) there are no blinds: the small blind of ``blinds``
    is the bring-in and the big blind the small bet, and every player antes ``ante`` (``None``: a
    fifth of the small bet, at least 1). In the other games ``ante`` ``None`` is no ante.

    The live-action options (:mod:`pokerfloor.core.table_options`), every hand: ``straddle``
    ``"utg"`` (a straddle of two big blinds under the gun), ``"button"`` (from the button, which
    the house then allows) or ``"mississippi"`` (from the seat before the button, any seat
    allowed); ``bomb_pot`` an ante every player posts for a hand that starts on the flop (a game
    whose every hand is a bomb pot antes the big blind when it is 0); ``kill`` ``"full"`` or
    ``"half"``, a kill posted under the gun; ``third_blind`` a third blind posted under the gun
    (WSOP 2024 Live Action Rule 187's $1-$2-$5). ``runs`` above 1: the players run the
    rest of the board that many times whenever an all-in leaves cards to come (the house allows it
    whatever the rulebook's ``runs_most``; a game of two boards refuses it, naming the game).
    ``boards`` 2: the game dealt to two boards, each pot split between them: the registry's form
    of the game on two boards (hold'em's ``double-board-holdem``, Omaha's ``double-board-omaha``:
    :func:`~pokerfloor.games.variants.on_boards`), a bomb pot on two boards with ``bomb_pot``; a
    game the rulebook never deals on two boards is refused, naming ``boards``.
    ``rake``: the house's take, ``PERCENT/CAP`` (:meth:`~pokerfloor.core.rake.HouseRake.parse`;
    ``None``: none); the chips are conserved when
    what the players won and lost and what the house took add up.

    ``away`` above 0: the hands are played one after another in sessions
    (:class:`~pokerfloor.play.session.Session`, the button and the blinds moving, the players'
    chips carried on, no rake), and before each hand each player goes away, or comes back, with
    that chance in percent (50 at most); ``new_dealer`` a new dealer every that many hands, who
    gives the players away with a missed blind an absent button, and their chips are picked up
    where the rulebook says (WSOP 2024 Live Action Rule 73). The kill is then a required kill, the
    straddle a mandatory straddle. A session ends when fewer than two players can be dealt in, and
    a new one starts; the chips are conserved when the chips at the table and those picked up are
    the chips each session started with."""

    players: int = 6
    structure: str | None = None
    blinds: tuple[int, int] = (1, 2)
    stack: int = 200
    rulebook: str = "tda"
    game: str = "holdem"
    ante: int | None = None
    straddle: str | None = None
    bomb_pot: int = 0
    kill: str | None = None
    third_blind: int = 0
    runs: int = 1
    boards: int = 1
    rake: str | None = None
    away: int = 0
    new_dealer: int = 0

    def __post_init__(self) -> None:
        """Each setting of its kind, refused naming it (the table itself checks the rest)."""
        whole("players", self.players)
        for name in ("rulebook", "game"):
            text(name, getattr(self, name))
        if self.structure is not None:  # None: the game's own (see the class)
            text("structure", self.structure)
        wholes("blinds", self.blinds, 0, MAX_CHIPS, count=2)
        whole("stack", self.stack)
        if self.ante is not None:
            whole("ante", self.ante)
        if self.straddle is not None:
            choice("straddle", self.straddle, STRADDLES)
        whole("bomb_pot", self.bomb_pot)
        whole("third_blind", self.third_blind)
        if self.kill is not None:
            choice("kill", self.kill, tuple(KILLS))
        whole("runs", self.runs, 1, MOST_RUNS)
        whole("boards", self.boards, 1, MOST_BOARDS)
        if self.rake is not None:
            HouseRake.parse(self.rake)
        whole("away", self.away, 0, 50)
        whole("new_dealer", self.new_dealer, 0)

    def table(self) -> Table:
        """The :class:`~pokerfloor.core.hand.Table` these settings describe."""
        if not 2 <= self.players <= 10:
            raise SituationError(code="bad-field", variant="simulate-players", params={"players": self.players})
        game = on_boards(variant(self.game), self.boards)
        small, big = self.blinds
        named = self.structure or ("no-limit" if "no-limit" in game.structures else game.structures[0])
        structure = structure_named(named, big_blind=big, small_bet=big, big_bet=2 * big, max_bet=4 * big)
        forced: dict[str, object] = {"blinds": (small, big), "ante": self.ante or 0}
        if game.has_bring_in:  # a bring-in and antes instead of blinds
            ante = self.ante if self.ante is not None else max(1, big // 5)
            forced = {"bring_in": small, "ante": ante}
        rules = rulebook(self.rulebook)
        if self.runs > rules.runs_most:  # the runs asked for: a house's choice, cited as the house's
            rules = rules.override(runs_most=self.runs)
        forced.update(self._options(big))
        allowed = _STRADDLE_SEATS.get(self.straddle or "")
        if allowed is not None and rules.straddle_seats != "any":
            rules = rules.override(straddle_seats=allowed)  # the house allows it
        return Table(
            names=tuple(f"P{i + 1}" for i in range(self.players)),
            stacks=(self.stack,) * self.players,
            button=self.players - 1,
            structure=structure,
            rules=rules,
            rake=None if self.rake is None else HouseRake.parse(self.rake),
            variant=game,
            **forced,  # type: ignore[arg-type]  # the blinds, or the bring-in, and the ante: checked by Table
        )

    def _options(self, big: int) -> dict[str, object]:
        """The table's fields for the live-action options: the straddle of two big blinds and its
        seat, the bomb-pot ante, the kill and its seat (under the gun), the third blind."""
        n, button = self.players, self.players - 1
        # A game whose every hand is a bomb pot antes the big blind when no ante is asked for.
        bomb = self.bomb_pot or (big if variant(self.game).bomb_pots else 0)
        options: dict[str, object] = {"bomb_pot": bomb} if bomb else {}
        if self.third_blind:
            options["third_blind"] = self.third_blind
        if self.straddle is not None:
            options["straddles"] = (2 * big,)
            seat = {"utg": None, "button": button, "mississippi": max(button - 1, 0) if n > 3 else button}
            options["straddler"] = seat[self.straddle]
        if self.kill is not None:
            options["kill"], options["kill_seat"] = self.kill, (button + 3) % n
        return options


#: The straddles ``simulate`` posts (``--straddle``).
STRADDLES = ("utg", "button", "mississippi")
#: The rulebook's ``straddle_seats`` a straddle from the button or elsewhere needs (the house's word).
_STRADDLE_SEATS = {"button": "under-the-gun-or-button", "mississippi": "any"}
#: The settings of the table a simulation may be given, by name (players apart).
_SETTINGS = tuple(name for name in SimulationSettings.__dataclass_fields__ if name != "players")


@dataclass
class Summary:
    """What a simulation did: hands, decisions, time, and what the pots came to."""

    hands: int = 0
    decisions: int = 0
    seconds: float = 0.0
    showdowns: int = 0
    chips_won: int = 0
    biggest_pot: int = 0
    chips_conserved: bool = True
    chips_picked_up: int = 0
    by_worker: list[int] = field(default_factory=list)

    @property
    def hands_per_second(self) -> float:
        """Hands played a second."""
        return self.hands / self.seconds if self.seconds else 0.0

    @property
    def showdown_share(self) -> float:
        """The share of hands that reached a showdown (two or more hands shown)."""
        return self.showdowns / self.hands if self.hands else 0.0

    def as_json(self) -> dict[str, object]:
        """The figures, for ``pokerfloor simulate --json``."""
        return {
            "hands": self.hands,
            "decisions": self.decisions,
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands_per_second, 1),
            "showdowns": self.showdowns,
            "showdown_share": round(self.showdown_share, 4),
            "chips_won": self.chips_won,
            "biggest_pot": self.biggest_pot,
            "chips_picked_up": self.chips_picked_up,
            "chips_conserved": self.chips_conserved,
        }

    def merge(self, other: Summary) -> None:
        """Add another worker's summary to this one (time is the longest worker's)."""
        self.hands += other.hands
        self.decisions += other.decisions
        self.seconds = max(self.seconds, other.seconds)
        self.showdowns += other.showdowns
        self.chips_won += other.chips_won
        self.biggest_pot = max(self.biggest_pot, other.biggest_pot)
        self.chips_conserved = self.chips_conserved and other.chips_conserved
        self.chips_picked_up += other.chips_picked_up
        self.by_worker.append(other.hands)


def load_policy(spec: str) -> Policy:
    """A policy named ``module:function`` (e.g. ``mybots.tight:decide``), the module importable
    or in the current folder (as ``python -m`` would find it: the folder is put on the import
    path, where worker processes find it too)."""
    module_name, _, name = spec.partition(":")
    if not module_name or not name:
        raise SituationError(code="bad-policy", variant="spec", params={"spec": repr(spec)})
    here = os.getcwd()
    if here not in sys.path:
        sys.path.append(here)
    try:
        function = getattr(importlib.import_module(module_name), name)
    except (ImportError, AttributeError, ValueError) as error:
        raise SituationError(
            code="bad-policy", variant="not-loaded", params={"spec": repr(spec), "error": str(error)}
        ) from None
    if not callable(function):
        raise SituationError(code="bad-policy", variant="not-callable", params={"spec": repr(spec)})
    policy: Policy = function
    return policy


def play_hands(
    settings: SimulationSettings, count: int, seed: int | None, policy: Policy | None = None
) -> Iterator[Hand]:
    """Play ``count`` hands one after another, yielding each finished hand (by ``policy``, a
    uniformly random legal action when ``None``)."""
    policy = policy or random_policy
    table = settings.table()
    rng = seeded_random(seed)
    for _ in range(count):
        hand = Hand(table, deck=Deck(rng=rng))
        play_out(hand, policy, rng)
        yield hand


def _run(settings: SimulationSettings, policy: Policy, hands: tuple[int, int | None]) -> Summary:
    """One batch of ``hands`` (how many, and their seed), summed up (the hands played by
    :func:`~pokerfloor.play.batch.play_batch`), or played in sessions with players away."""
    if settings.away:
        return _run_sessions(settings, policy, hands)
    count, seed = hands
    started = time.perf_counter()
    batch = play_batch(settings.table(), count, seed=seed, policy=policy, runs=settings.runs)
    summary = Summary(
        hands=batch.hands,
        decisions=batch.total_decisions,
        showdowns=sum(batch.showdowns),
        chips_won=sum(batch.pots),
        biggest_pot=max(batch.pots, default=0),
        chips_conserved=batch.conserved,
    )
    summary.seconds = time.perf_counter() - started
    return summary


#: Where ``simulate``'s straddle is posted as a session's mandatory straddle.
_STRADDLE_FROM = {"utg": "under-the-gun", "button": "button", "mississippi": "mississippi"}


def _run_sessions(settings: SimulationSettings, policy: Policy, hands: tuple[int, int | None]) -> Summary:
    """:func:`_run` with players coming and going: hands played in sessions, one after another."""
    count, seed = hands
    started = time.perf_counter()
    rng = seeded_random(seed)
    table = settings.table()
    stakes = Stakes.of(table)
    straddle = 2 * table.blinds[1] if settings.straddle is not None and table.blinds is not None else 0
    summary = Summary()
    session: Session | None = None
    chips = 0
    while summary.hands < count:
        if session is None:
            seating = Seating.start(dict(zip(table.names, table.stacks, strict=True)))
            straddle_from = _STRADDLE_FROM[settings.straddle or "utg"]
            kill: Kill | None = settings.kill  # type: ignore[assignment]  # checked in __post_init__
            session = Session(
                seating,
                stakes,
                policy=policy,
                seed=rng.randrange(2**32),
                straddle=straddle,
                straddle_from=straddle_from,
                kill=kill,
                new_dealer_every=settings.new_dealer,
            )
            chips = session.chips
        _come_and_go(session, rng, settings.away)
        picked = session.chips_picked_up
        try:
            hand = session.play_hand()
        except SituationError as error:
            if error.code != "too-few-players":
                raise
            session = None  # everyone away, or one player left: the next session
            continue
        summary.hands += 1
        summary.decisions += sum(1 for entry in hand.log if entry.kind == "action")
        summary.showdowns += 1 if hand.is_contested else 0
        summary.chips_won += sum(hand.winnings)
        summary.biggest_pot = max(summary.biggest_pot, sum(hand.winnings))
        summary.chips_picked_up += session.chips_picked_up - picked
        conserved = session.chips + session.chips_picked_up == chips
        summary.chips_conserved = summary.chips_conserved and conserved
    summary.seconds = time.perf_counter() - started
    return summary


def _come_and_go(session: Session, rng: random.Random, away: int) -> None:
    """Before a hand, each player goes away, or comes back, with the chance ``away`` in percent."""
    for player in session.seating.players:
        if rng.random() * 100 < away:
            seating, name = session.seating, player.name
            session.seating = seating.come_back(name) if player.status == "away" else seating.sit_out(name)


def simulate(
    hands: int,
    players: int = 6,
    *,
    seed: int | None = None,
    jobs: int = 1,
    policy: Policy | None = None,
    progress: Callable[[int], None] | None = None,
    **table: object,
) -> Summary:
    """Play ``hands`` hands at a table of ``players`` (see :class:`SimulationSettings` for the
    other table settings) and summarise them. ``policy`` chooses each action (a uniformly random
    legal one when ``None``: :func:`~pokerfloor.play.batch.random_policy`); ``jobs`` > 1 shares the
    hands among processes (the policy must then be importable, not a lambda); ``progress`` is
    called with the number of hands done as batches finish."""
    if type(hands) is not int or hands < 0:  # divided into batches, -5 hands made 1,995
        raise SituationError(code="bad-field", variant="simulate-hands", params={"hands": quoted(hands)})
    if hands > MAX_HANDS:
        params = {"hands": quoted(hands), "most": MAX_HANDS}
        raise SituationError(code="bad-field", variant="simulate-too-many", params=params)
    if seed is not None:
        whole("seed", seed)
    whole("jobs", jobs, 1)
    if not (policy is None or callable(policy)):
        raise refused("policy", policy, "needs", kind="function")
    for setting in table:
        choice("table", setting, _SETTINGS)
    settings = SimulationSettings(players=players, **table)  # type: ignore[arg-type]
    settings.table()  # refuse bad settings before any work starts
    batches = [(len(numbers), batch_seed(seed, k)) for k, numbers in enumerate(split(hands, _BATCH_HANDS))]
    summary = Summary()
    started = time.perf_counter()
    for part in in_batches(partial(_run, settings, policy or random_policy), batches, jobs):
        summary.merge(part)
        if progress:
            progress(summary.hands)
    summary.seconds = time.perf_counter() - started
    return summary
