"""Bulk simulation: reproducible with a seed (one process or several), every invariant kept,
policies pluggable."""

from __future__ import annotations

import random

import pytest

from pokerfloor import Action, Hand, Kind, Options, SituationError
from pokerfloor.play.simulate import SimulationSettings, play_hands, simulate


def test_seeded_runs_repeat_exactly_with_one_or_two_workers() -> None:
    one = simulate(hands=300, players=6, seed=11)
    again = simulate(hands=300, players=6, seed=11)
    two = simulate(hands=300, players=6, seed=11, jobs=2)
    assert (one.decisions, one.chips_won, one.showdowns) == (again.decisions, again.chips_won, again.showdowns)
    assert (one.decisions, one.chips_won, one.showdowns) == (two.decisions, two.chips_won, two.showdowns)
    assert one.chips_conserved and two.chips_conserved
    assert 0 < one.showdown_share < 1


@pytest.mark.parametrize("structure", ["no-limit", "pot-limit", "fixed-limit", "spread-limit"])
@pytest.mark.parametrize("game", ["holdem", "omaha", "omaha-hi-lo"])
def test_every_structure_and_game(structure: str, game: str) -> None:
    summary = simulate(hands=60, players=4, seed=3, structure=structure, game=game)
    assert summary.hands == 60 and summary.chips_conserved


@pytest.mark.parametrize(
    "game",
    [
        "big-o",
        "a5-single-draw",
        "a5-triple-draw",
        "badacey",
        "badeucy",
        "razzdugi",
        "crazy-pineapple",
        "pineapple",
        "courchevel",
        "courchevel-hi-lo",
        "archie",
        "drawmaha",
        "super-stud",
        "super-stud-8",
        "big-easy",
        "big-easy-7",
    ],
)
def test_the_games_beyond_the_rotation_play_to_the_end(game: str) -> None:
    summary = simulate(hands=120, players=6, seed=5, game=game)
    assert summary.hands == 120 and summary.chips_conserved and summary.showdowns


def always_call(hand: Hand, options: Options, rng: random.Random) -> Action:
    """A calling station: check or call, never anything else."""
    return Action(Kind.CHECK) if Kind.CHECK in options.kinds else Action(Kind.CALL)


def test_a_policy_plugs_in() -> None:
    hands = list(play_hands(SimulationSettings(players=3), 20, seed=5, policy=always_call))
    assert all(h.is_contested and h.is_settled for h in hands), "calling stations always reach the showdown"


def test_bad_settings_are_refused_before_any_work() -> None:
    with pytest.raises(SituationError, match="players"):
        simulate(hands=10, players=1)
    with pytest.raises(SituationError, match="unknown structure"):
        simulate(hands=10, structure="no-limits")
