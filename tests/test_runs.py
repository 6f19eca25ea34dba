"""Running the rest of the board more than once (pokerfloor.core.runs; WSOP 2024 Live Action
Rules 204 to 212): when it may be agreed, how the runs are dealt, each pot divided between them,
undo and copies, the views, and random play with chips conserved."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import Action, Hand, Kind, NoLimit, Table, rulebook, variant
from pokerfloor.core.showdown import run_part
from pokerfloor.errors import ActionUnavailableError, PokerfloorError, SituationError
from pokerfloor.games.cards import Deck, cards, cards_text
from pokerfloor.play.simulate import simulate
from strategies import legal_action, tables


def _heads_up(rules: str = "wsop-live", stacks: tuple[int, int] = (100, 100), **table: object) -> Table:
    return Table(
        names=("A", "B"),
        stacks=stacks,
        button=1,
        structure=NoLimit(2),
        rules=rulebook(rules),
        blinds=(1, 2),
        **table,  # type: ignore[arg-type]
    )


def _all_in_preflop(table: Table, **hand: object) -> Hand:
    played = Hand(table, hole={0: cards("AsAh"), 1: cards("KsKh")}, board=cards("2c7d9hJs3c"), **hand)  # type: ignore[arg-type]
    played.push(Action(Kind.RAISE, 100))
    played.push(Action(Kind.CALL))
    return played


def _state(hand: Hand) -> tuple[object, ...]:
    return hand.snapshot(), tuple(hand.record), len(hand.history), hand.hole, hand.runout


def test_twice_divides_the_pot_between_the_boards() -> None:
    hand = _all_in_preflop(_heads_up())
    assert hand.winnings == [200, 0]
    hand.run_it(2, boards=[cards("KdQc4d8s3h")])  # the second board makes B's set of kings
    assert hand.run_boards() == [cards("2c7d9hJs3c"), cards("KdQc4d8s3h")]
    assert hand.winnings == [100, 100] and hand.stacks == [100, 100]
    assert [(award.board, award.winners) for award in hand.awards()] == [(0, {"A": 100}), (1, {"B": 100})]
    assert [event.kind for event in hand.log].count("run") == 1


def test_three_times_gives_the_odd_chips_to_the_earliest_runs() -> None:
    assert [run_part(200, 3, k) for k in range(3)] == [67, 67, 66]
    hand = _all_in_preflop(_heads_up())
    hand.run_it(3, boards=[cards("KdQc4d8s3h"), cards("Kc5c6d8h2h")])
    assert hand.winnings == [67, 133]
    assert [award.amount for award in hand.awards()] == [67, 67, 66]


def test_runs_after_the_flop_share_the_flop() -> None:
    table = _heads_up()
    hand = Hand(table, hole={0: cards("AsAh"), 1: cards("KsKh")}, board=cards("2c7d9hJs3c"))
    hand.push(Action(Kind.CALL))
    hand.push(Action(Kind.CHECK))
    hand.push(Action(Kind.BET, 98))
    hand.push(Action(Kind.CALL))
    hand.run_it(2, boards=[cards("KdQc")])
    assert [cards_text(board) for board in hand.run_boards()] == ["2c7d9hJs3c", "2c7d9hKdQc"]
    assert hand.view("A").runs == tuple(tuple(board) for board in hand.run_boards())
    assert hand.view(None).runs[1] == tuple(cards("2c7d9hKdQc"))


def test_pop_puts_the_single_run_back_and_copies_are_independent() -> None:
    hand = _all_in_preflop(_heads_up())
    before = _state(hand)
    hand.run_it(2, boards=[cards("KdQc4d8s3h")])
    twin = hand.copy()
    hand.pop()
    assert _state(hand) == before and hand.run_boards() == []
    assert twin.winnings == [100, 100]
    twin.pop()
    assert twin.winnings == [200, 0]


def test_a_deck_deals_each_run_from_its_stub_with_burns() -> None:
    deck = Deck(seed=3)
    hand = Hand(_heads_up(), deck=deck)
    hand.push(Action(Kind.RAISE, 100))
    hand.push(Action(Kind.CALL))
    left = len(deck.cards_left())
    hand.run_it(3, deck=deck)
    assert len(deck.cards_left()) == left - 2 * (5 + 3)  # five cards and three burns a run
    boards = hand.run_boards()
    assert len(boards) == 3 and len({c for board in boards for c in board}) == 15
    assert sum(hand.stacks) == 200


def test_hands_settled_by_hand_wait_for_settle() -> None:
    hand = _all_in_preflop(_heads_up(), auto_settle=False)
    hand.run_it(2, boards=[cards("KdQc4d8s3h")])
    assert not hand.is_settled
    hand.settle()
    assert hand.winnings == [100, 100]
    hand.pop()
    assert not hand.is_settled and hand.winnings == [0, 0]


@pytest.mark.parametrize(
    ("how", "variant_"),
    [
        ("tda", "rulebook"),
        ("betting", "betting"),
        ("river", "board"),
        ("twice", "already"),
        ("no-cards", "cards"),
        ("folded", "uncontested"),
    ],
)
def test_refusals_name_why_and_change_nothing(how: str, variant_: str) -> None:
    table = _heads_up("tda" if how == "tda" else "wsop-live")
    hand = Hand(table, hole={0: cards("AsAh"), 1: cards("KsKh")}, board=cards("2c7d9hJs3c"))
    if how == "river":
        for action in ("call", "check", "check", "check", "check", "check"):
            hand.push(Action(Kind(action)))
        hand.push(Action(Kind.BET, 98))
        hand.push(Action(Kind.CALL))
    elif how == "folded":
        hand.push(Action(Kind.FOLD))
    elif how != "betting":
        hand.push(Action(Kind.RAISE, 100))
        hand.push(Action(Kind.CALL))
    if how == "twice":
        hand.run_it(2, boards=[cards("KdQc4d8s3h")])
    before = _state(hand)
    with pytest.raises(ActionUnavailableError) as refusal:
        hand.run_it(2, boards=None if how == "no-cards" else [cards("5d6d4d8s3h")])
    assert refusal.value.code == "runs" and refusal.value.variant == variant_
    assert "run" not in str(refusal.value) or refusal.value.detail
    assert _state(hand) == before


@pytest.mark.parametrize(
    ("times", "boards", "error"),
    [
        (1, [], "whole-range"),
        (5, [], "whole-range"),
        ("2", [], "number-kind"),
        (2, [cards("KdQc4d")], "run-boards"),
        (2, [cards("KdQc4d8s3h"), cards("5d6d4d8s3h")], "run-boards"),
        (2, "KdQc4d8s3h", "sequence"),
        (2, [cards("AsQc4d8s3h")], "run-twice"),
        (2, [(*cards("KdQc4d8s"), 60)], "run-boards"),
    ],
)
def test_bad_input_is_refused_naming_the_field(times: object, boards: object, error: str) -> None:
    hand = _all_in_preflop(_heads_up())
    before = _state(hand)
    with pytest.raises(SituationError) as refusal:
        hand.run_it(times, boards=boards)  # type: ignore[arg-type]
    assert refusal.value.variant == error
    assert _state(hand) == before


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_runs_conserve_chips_and_pop_restores(data: st.DataObject) -> None:
    table = data.draw(tables("no-limit"))
    table = Table(
        names=table.names,
        stacks=table.stacks,
        button=table.button,
        structure=table.structure,
        rules=table.rules.override(runs_most=4),
        blinds=table.blinds,
        variant=variant(data.draw(st.sampled_from(["holdem", "omaha", "omaha-hi-lo", "short-deck"]))),
    )
    deck = Deck(seed=data.draw(st.integers(0, 2**16)))
    hand = Hand(table, deck=deck)
    while hand.to_act >= 0:
        hand.push(legal_action(data.draw, hand))
    before = _state(hand)
    times = data.draw(st.integers(2, 4))
    try:
        hand.run_it(times, deck=deck)
    except PokerfloorError:
        assert _state(hand) == before
        return
    assert sum(hand.stacks) == sum(table.stacks)
    assert sum(hand.winnings) == sum(hand.committed) + hand.dead
    assert len(hand.run_boards()) == times
    hand.pop()
    assert _state(hand) == before


@pytest.mark.parametrize("jobs", [1, 2])
def test_simulate_runs_twice_with_chips_conserved(jobs: int) -> None:
    summary = simulate(hands=300, players=4, seed=5, jobs=jobs, runs=2, stack=40)
    assert summary.hands == 300 and summary.chips_conserved


def test_simulate_refuses_a_bad_number_of_runs() -> None:
    with pytest.raises(SituationError) as refusal:
        simulate(hands=10, runs=9)
    assert refusal.value.params["field"] == "runs"
