"""Batched play (pokerfloor.play.batch): the same hands as one at a time, results in arrays."""

from __future__ import annotations

import random
from array import array

import pytest

from pokerfloor import Action, Kind, NoLimit, Table, rulebook
from pokerfloor.core.hand import Hand
from pokerfloor.core.options import Options
from pokerfloor.errors import SituationError
from pokerfloor.play.batch import play_batch
from pokerfloor.play.simulate import SimulationSettings, play_hands, random_policy


@pytest.mark.parametrize("game", ["holdem", "omaha", "2-7-triple-draw", "short-deck"])
def test_a_batch_plays_the_hands_one_at_a_time_plays(game: str) -> None:
    settings = SimulationSettings(players=4, game=game)
    hands = list(play_hands(settings, 150, seed=4))
    batch = play_batch(settings.table(), 150, seed=4)
    assert batch.hands == 150 and batch.players == 4
    for k, hand in enumerate(hands):
        assert batch.seat_net(k) == [after - 200 for after in hand.stacks]
        assert batch.decisions[k] == len(hand.history)
        assert batch.showdowns[k] == hand.is_contested
        assert batch.pots[k] == sum(hand.winnings)
    assert batch.conserved and sum(batch.net) == 0
    assert isinstance(batch.net, array) and len(batch.net) == 600
    assert batch.showdown_share == sum(h.is_contested for h in hands) / 150


def test_a_policy_plays_the_same_hands_as_the_built_in_random_play() -> None:
    table = SimulationSettings(players=3).table()
    built_in = play_batch(table, 80, seed=9)
    given = play_batch(table, 80, seed=9, policy=random_policy)
    assert built_in.net == given.net and built_in.decisions == given.decisions


def test_a_policy_that_chooses_what_cannot_be_played_is_named() -> None:
    def bets_nothing(hand: Hand, options: Options, rng: random.Random) -> Action:
        return Action(Kind.RAISE, 1)

    with pytest.raises(SituationError, match="bets_nothing chose raise 1, which cannot be played") as refused:
        play_batch(SimulationSettings(players=3).table(), 2, seed=1, policy=bets_nothing)
    assert refused.value.code == "bad-policy"


@pytest.mark.parametrize(("table", "count"), [("table", 3), (None, 3), ("ok", -1), ("ok", 2.0), ("ok", "3")])
def test_a_batch_of_what_is_not_a_table_or_a_count_is_refused(table: object, count: object) -> None:
    real = Table(
        names=("A", "B"), stacks=(50, 50), button=1, structure=NoLimit(2), rules=rulebook("tda"), blinds=(1, 2)
    )
    with pytest.raises(SituationError) as refused:
        play_batch(real if table == "ok" else table, count)  # type: ignore[arg-type]
    assert refused.value.code == "bad-field"


def test_no_hands_is_an_empty_batch() -> None:
    table = Table(
        names=("A", "B"), stacks=(50, 50), button=1, structure=NoLimit(2), rules=rulebook("tda"), blinds=(1, 2)
    )
    batch = play_batch(table, 0, seed=1)
    assert (batch.hands, len(batch.net), batch.showdown_share, batch.conserved) == (0, 0, 0.0, True)
