"""The refusals of pokerfloor.play worded once, in the catalogs: a refusal of each sentence of the
room (batches, simulations, sessions, the seating, tournaments and ICM), with the English the room
said when it wrote its own sentences (:func:`test_refusal_words.check_sample`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from pokerfloor import Action, Hand, Kind, NoLimit, Table, rulebook
from pokerfloor.core.options import Options
from pokerfloor.explain.catalog import Phrase
from pokerfloor.play.batch import play_batch, play_out
from pokerfloor.play.equity import equity
from pokerfloor.play.icm import icm_equities
from pokerfloor.play.kills import KillState
from pokerfloor.play.seating import Seated, Seating
from pokerfloor.play.session import Session
from pokerfloor.play.simulate import load_policy, simulate
from pokerfloor.play.tournament import Level, Tournament, level_of, play_tournaments, read_levels
from test_refusal_words import check_sample

DATA = Path(__file__).parent / "data" / "refusals"
LEVEL = Phrase("at.level", {"file": "levels.toml", "level": 2})
HOLDEM = Level(blinds=(10, 20))


def _table() -> Table:
    return Table(
        names=("A", "B"), stacks=(100, 100), button=1, structure=NoLimit(2), blinds=(1, 2), rules=rulebook("tda")
    )


def _wrong(value: object) -> Any:
    """A value of the wrong type, given on purpose (the refusal is what is tried)."""
    return value


def _raising(hand: Hand, options: Options, rng: random.Random) -> Action:
    raise ValueError("no idea")


def _raising_one(hand: Hand, options: Options, rng: random.Random) -> Action:
    return Action(Kind.RAISE, 1)


def _session() -> Session:
    return Session(Seating.start({"A": 100, "B": 100}), HOLDEM.stakes(rulebook("tda")))


_KILLS = "WSOP 2024 Live Action Rules, Kill Pots, Rules 189-203"


def _killing() -> Session:
    """A session of a required kill whose player B must kill."""
    session = Session(Seating.start(dict.fromkeys("ABC", 100)), HOLDEM.stakes(rulebook("wsop-live")), kill="full")
    session.kill_state = KillState(leg="B", due="B")
    return session


def _over() -> Tournament:
    tournament = Tournament(["A", "B"], 40, [HOLDEM], seed=1)
    tournament.run()
    return tournament


def _alone() -> None:
    """One player at a table of six."""
    Seating.start({"A": 100}, seats=6).deal(HOLDEM.stakes(rulebook("tda")))


def _not_over() -> None:
    seating = Seating.start({"A": 100, "B": 100})
    seating.after(Hand(_table()))


SAMPLES: list[tuple[Callable[[], object], str]] = [
    # -- batches and simulations
    (lambda: play_batch(_wrong("table"), 1), "table: a Table is needed, not 'table'"),
    (lambda: play_batch(_table(), -1), "count: -1; a batch plays a whole number of hands, 0 or more"),
    (
        lambda: play_out(Hand(_table()), _raising, random.Random(1)),
        "policy test_refusal_words_play:_raising raised ValueError: no idea",
    ),
    (
        lambda: play_out(Hand(_table()), _raising_one, random.Random(1)),
        "policy test_refusal_words_play:_raising_one chose raise 1, which cannot be played: B raise 1: the "
        "minimum raise is to 4 (TDA 2024 Rule 43)",
    ),
    (
        lambda: load_policy("mybot"),
        "policy 'mybot': write it as MODULE:FUNCTION, e.g. mybot:decide for decide() in mybot.py",
    ),
    (
        lambda: load_policy("no_such_bot_module:decide"),
        "policy 'no_such_bot_module:decide' cannot be loaded: No module named 'no_such_bot_module'",
    ),
    (lambda: load_policy("math:pi"), "policy 'math:pi' is not a function"),
    (lambda: simulate(hands=-5), "hands: -5; simulate plays a whole number of hands, 0 or more"),
    (lambda: simulate(hands=2**70), "hands: 1180591620717411303424; simulate plays at most 1000000000 hands"),
    (lambda: simulate(hands=1, players=11), "players: 11; simulate seats 2 to 10 players"),
    # -- equity (its refusals of a given value are in test_refusal_words's sample)
    (lambda: equity("holdem", ["AsAd", "AsKd"]), "cards: the same card is dealt twice"),
    (
        lambda: equity("short-deck", ["As2d", "KcKd"]),
        "cards: 2d are not in the deck of Short-deck (six-plus) hold'em",
    ),
    (lambda: equity("holdem", ["AsAd", "KcKd"], board=_wrong(5)), "cards are written as text, e.g. 'AsKd', not 5"),
    # -- sessions
    (lambda: _session().play_hand([]), "actions: the hand is not over after 0 actions"),
    (lambda: _killing().leave("B"), "B must post the kill due before leaving the game (" + _KILLS + ")"),
    (
        lambda: _session().pick_up("A"),
        "A is at the table: only a player away may have the chips picked up (TDA 2024 Rule 71-A (players away"
        " are dealt in and blinded: no chips picked up))",
    ),
    (
        lambda: Session(_session().seating, HOLDEM.stakes(rulebook("tda")), policy=_raising_one).play_hand(),
        "the policy's action cannot be played: B raise 1: the minimum raise is to 40 (TDA 2024 Rule 43)",
    ),
    # -- ICM
    (lambda: icm_equities([0, 10], [1]), "stacks: positive whole numbers of chips, not [0, 10]"),
    (lambda: icm_equities([5, 10], [-1]), "payouts: amounts of money, none negative, not [-1]"),
    (
        lambda: icm_equities([1] * 30, [1] * 30),
        "stacks and payouts: 30 players with 30 places paid make 1,073,741,823 orders to weigh, past the "
        "200,000 this computes",
    ),
    # -- the seating
    (lambda: Seating(1, ()), "seats: a table has 2 to 22 seats, not 1"),
    (lambda: Seating(6, (_wrong("A"),)), "players: 'A' is not a seated player"),
    (  # the one sentence changed on the way: the catalogs say the player, not he (test_trip_ups.py)
        lambda: Seating(6, (Seated("A", 7, 10),)),
        "players: A on seat 7: each player has a seat of their own, 1 to 6, in seat order, and a name of their own",
    ),
    (lambda: Seating(6, (Seated("A", 1, 0),)), "players: A's stack must be a positive number of chips"),
    (lambda: Seating.start({"A": 10, "B": 10}, seat_numbers=[1]), "seats: 1 seat numbers for 2 players"),
    (
        lambda: Seating.start({"A": 10, "B": 10}).player("Z"),
        "there is no player 'Z' at the table; the players are: A, B",
    ),
    (lambda: Seating.start({"A": 10, "B": 10}).sit("A", 5, 10), "'A' is already at the table"),
    (lambda: Seating.start({"A": 10, "B": 10}).sit("C", 2, 10), "seat 2 is taken"),
    (_not_over, "the hand is not over: the next hand cannot be dealt yet"),
    (_alone, "a hand needs two players who can be dealt in, not 1"),
    # -- tournaments and their levels
    (
        lambda: read_levels(DATA / "levels-not-a-list.toml"),
        f"{DATA / 'levels-not-a-list.toml'}: a level file is a list of [[level]] tables",
    ),
    (lambda: level_of("ante 5", LEVEL), "levels.toml: level 2 is not a table"),
    (lambda: level_of({"colour": "red"}, LEVEL), "levels.toml: level 2: unknown key 'colour'"),
    (lambda: level_of({"blinds": [10]}, LEVEL), "levels.toml: level 2: blinds are [small, big], not [10]"),
    (lambda: level_of({"hands": -1}, LEVEL), "levels.toml: level 2: hands is a whole number, not -1"),
    (lambda: level_of({"minutes": "ten"}, LEVEL), "levels.toml: level 2: minutes is a number, not 'ten'"),
    (lambda: level_of({"game": 7}, LEVEL), "levels.toml: level 2: game is a name, not 7"),
    (
        lambda: level_of({"game": "holdem", "blinds": [10, 20], "bring_in": 5}, LEVEL),
        "levels.toml: level 2: bring_in: holdem has blinds, not a bring-in",
    ),
    (
        lambda: level_of({"structure": "spread-limit", "blinds": [10, 20]}, LEVEL),
        "levels.toml: level 2: spread-limit needs max_bet",
    ),
    (lambda: Tournament(["A", "B"], 100, []), "levels: a tournament needs at least one level"),
    (
        lambda: Tournament(["A"], 100, [HOLDEM]),
        "players: a sit-and-go seats 2 to 10 players with a positive stack, not 1 with 100",
    ),
    (lambda: _over().play_hand(), "the tournament is over"),
    (lambda: Tournament(["A", "B"], 100, [HOLDEM]).run(max_hands=0), "the tournament has not ended after 0 hands"),
    (lambda: play_tournaments(0, 2, 100, [HOLDEM]), "tournaments: a whole number, 1 or more, not 0"),
    (lambda: play_tournaments(1, 11, 100, [HOLDEM]), "players: a sit-and-go seats 2 to 10 players, not 11"),
    (lambda: play_tournaments(1, 2, 0, [HOLDEM]), "stack: a positive number of chips, not 0"),
]


@pytest.mark.parametrize(("make", "said"), SAMPLES)
def test_a_refusal_of_play_says_what_it_said_and_is_said_in_every_language(
    make: Callable[[], object], said: str
) -> None:
    check_sample(make, said)
