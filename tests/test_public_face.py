"""A consistent public face (issue 27, point 3): who won what with the hand named in a language,
simulation of the games with a bring-in, a wrong use of the API told what to write, values that
compare by value."""

from __future__ import annotations

import inspect
import pickle

import pytest

from pokerfloor import (
    PRESETS,
    VARIANTS,
    Action,
    ActionSyntaxError,
    FixedLimit,
    Hand,
    Kind,
    NoLimit,
    PotLimit,
    SpreadLimit,
    Table,
    cards,
    rulebook,
    variant,
)
from pokerfloor.cli.commands import main
from pokerfloor.explain import Result, explain_error, results
from pokerfloor.explain.case_ruling import showdown_json
from pokerfloor.play.simulate import SimulationSettings, play_hands, simulate


def _heads_up() -> Table:
    return Table(
        names=("A", "B"), stacks=(100, 100), button=0, structure=NoLimit(2), rules=rulebook("tda"), blinds=(1, 2)
    )


def _checked_down(game: str, hole: dict[int, str], board: str) -> Hand:
    table = Table(
        names=("Ann", "Bob", "Cy"),
        stacks=(500, 500, 500),
        button=2,
        structure=FixedLimit(10, 20),
        rules=rulebook("tda"),
        blinds=(5, 10),
        variant=variant(game),
    )
    hand = Hand(table, hole={seat: cards(text) for seat, text in hole.items()}, board=cards(board))
    while not hand.is_over:
        hand.push(Action(hand.passive_kind()))
    return hand


def test_results_name_the_winners_and_their_hand_in_each_language() -> None:
    hand = _checked_down("holdem", {0: "AsAd", 1: "KsKd", 2: "7c2h"}, "3c8d9hJcQs")
    assert [award.winners for award in hand.awards()] == [{"Ann": 30}]
    assert results(hand) == [Result(pot=0, amount=30, half=None, winners={"Ann": 30}, hand="a pair of aces")]
    assert results(hand, "ru")[0].hand == "пара тузов"
    assert results(hand, "it")[0].hand == "una coppia di assi"


def test_a_pot_split_high_and_low_has_a_result_for_each_half() -> None:
    hand = _checked_down("omaha-hi-lo", {0: "AsAdKsKd", 1: "2c3c9h9d", 2: "QhQdJhJd"}, "4h5s8cTcTs")
    halves = {result.half: result for result in results(hand)}
    assert set(halves) == {"high", "low"}
    assert halves["low"].winners == {"Bob": 15} and halves["low"].hand.endswith("low")
    assert showdown_json(hand)[1]["hand"] == halves["low"].hand  # the ruling's key reads the same results


def test_no_results_before_the_showdown() -> None:
    hand = Hand(_heads_up())
    assert hand.awards() == [] and results(hand) == []
    hand.push(Action(Kind.FOLD))
    assert results(hand) == [], "won without a showdown"


@pytest.mark.parametrize("game", [name for name, game in VARIANTS.items() if game.has_bring_in])
def test_the_games_with_a_bring_in_simulate(game: str) -> None:
    summary = simulate(hands=150, players=5, seed=2, game=game)
    assert summary.hands == 150 and summary.chips_conserved and summary.showdowns > 0
    table = SimulationSettings(game=game, blinds=(2, 10)).table()
    assert (table.blinds, table.bring_in, table.ante, table.structure) == (None, 2, 2, FixedLimit(10, 20))
    assert SimulationSettings(game=game, ante=0).table().ante == 0
    hands = list(play_hands(SimulationSettings(players=4, game=game), 40, seed=9))
    assert all(hand.is_over for hand in hands)


def test_the_blind_games_keep_their_defaults() -> None:
    assert SimulationSettings().table().structure == NoLimit(2)
    assert SimulationSettings(game="omaha").table().structure == NoLimit(2)
    assert SimulationSettings(game="badugi", ante=1).table().ante == 1


def test_the_command_line_simulates_razz(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "razz", "--hands", "50", "--seed", "1", "--json"]) == 0
    assert '"chips_conserved": true' in capsys.readouterr().out


def test_a_method_given_for_a_kind_is_refused_saying_what_to_write() -> None:
    hand = Hand(_heads_up())
    before = repr(hand), hand.options().kinds
    for wrong, name in (
        (Action(hand.passive_kind), "passive_kind"),  # type: ignore[arg-type]  # the mistake tried
        (Action(hand.aggressive_kind, 6), "aggressive_kind"),  # type: ignore[arg-type]
    ):
        with pytest.raises(ActionSyntaxError, match=rf"call it, as in Action\(hand\.{name}\(\)\)") as caught:
            hand.push(wrong)
        assert (repr(hand), hand.options().kinds) == before, "the state is as it was"
        assert name in str(wrong), "an action holding a wrong kind can still be shown"
        for lang in ("ru", "it"):
            assert f"Action(hand.{name}())" in explain_error(caught.value, lang).text
    with pytest.raises(ActionSyntaxError, match="is not a kind of action"):
        hand.push(Action("shove"))  # type: ignore[arg-type]
    hand.push(Action("call"))  # type: ignore[arg-type]  # a kind written as its word is taken


@pytest.mark.parametrize(
    "value",
    [
        NoLimit(2),
        PotLimit(2),
        FixedLimit(10, 20),
        SpreadLimit(2, 10),
        *(rulebook(name) for name in PRESETS),
        *VARIANTS.values(),
        Table(
            names=("A", "B"), stacks=(100, 100), button=0, structure=NoLimit(2), rules=rulebook("tda"), blinds=(1, 2)
        ),
        Table(
            names=("A", "B", "C"),
            stacks=(100, 100, 100),
            button=0,
            structure=FixedLimit(10, 20),
            rules=rulebook("wsop"),
            ante=1,
            bring_in=2,
            variant=variant("stud"),
        ),
    ],
    ids=repr,
)
def test_values_compare_by_value_and_survive_a_pickle(value: object) -> None:
    assert value == pickle.loads(pickle.dumps(value))
    assert hash(value) == hash(pickle.loads(pickle.dumps(value)))


def test_a_table_given_no_rulebook_plays_the_tdas() -> None:
    given = Table(names=("A", "B"), stacks=(100, 100), button=0, structure=NoLimit(2), blinds=(1, 2))
    assert given == _heads_up() and given.rules is rulebook("tda")
    assert inspect.signature(Table).parameters["rules"].default is None
