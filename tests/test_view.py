"""``Hand.view(seat)``: a seat sees its own cards, the cards shown and the board dealt so far,
never another player's unshown cards nor the board still to come."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import Action, Hand, Kind, NoLimit, SituationError, Table, rulebook
from pokerfloor.cards import UNKNOWN, Deck, cards, cards_text
from pokerfloor.games.variants import FLOP
from pokerfloor.view import SeatView, seat_view
from strategies import tables

HIDDEN = (UNKNOWN, UNKNOWN)
BOARD = "2c7d9hJs3c"


def _hand(street: int = 0, stacks: tuple[int, ...] = (100, 100, 100)) -> Hand:
    names = ("A", "B", "C")[: len(stacks)]
    table = Table(
        names=names,
        stacks=stacks,
        button=len(stacks) - 1,
        structure=NoLimit(2),
        rules=rulebook("tda"),
        blinds=(1, 2) if street == 0 else None,
        street=street,
        pot=0 if street == 0 else 6,
    )
    hole = {0: cards("AsAh"), 1: cards("KsKh"), 2: cards("QsQh")}
    return Hand(table, hole={k: v for k, v in hole.items() if k < len(stacks)}, board=cards(BOARD))


def _play(hand: Hand, *actions: Action) -> Hand:
    for action in actions:
        hand.push(action)
    return hand


CALL, CHECK, FOLD = Action(Kind.CALL), Action(Kind.CHECK), Action(Kind.FOLD)


def test_a_seat_sees_its_own_cards_and_no_other_before_the_flop() -> None:
    hand = _hand()
    seen = hand.view("B")
    assert isinstance(seen, SeatView) and seen.seat == 1
    assert seen.hole == (HIDDEN, tuple(cards("KsKh")), HIDDEN)
    assert seen.board == ()
    deals = [event.cards for event in seen.log if event.kind == "deal"]
    assert deals == [HIDDEN, tuple(cards("KsKh")), HIDDEN]
    assert seen.to_act == hand.to_act and seen.bets == (1, 2, 0) and seen.stacks == (99, 98, 100)
    onlooker = hand.view(None)
    assert onlooker.seat is None and onlooker.hole == (HIDDEN, HIDDEN, HIDDEN)
    assert all(event.cards in ((), HIDDEN) for event in onlooker.log)


def test_the_board_is_seen_street_by_street() -> None:
    hand = _play(_hand(), CALL, CALL, CHECK)
    assert cards_text(hand.view(0).board) == "2c7d9h"
    _play(hand, CHECK, CHECK, CHECK)
    assert cards_text(hand.view(2).board) == "2c7d9hJs"
    flop = _hand(street=FLOP)
    assert cards_text(flop.view("A").board) == "2c7d9h"


def test_cards_shown_at_the_showdown_are_seen_by_everyone() -> None:
    hand = _play(_hand(), CALL, CALL, CHECK, *[CHECK] * 9)
    assert hand.is_over and hand.is_settled
    everyone = (tuple(cards("AsAh")), tuple(cards("KsKh")), tuple(cards("QsQh")))
    for seat in (None, 0, 1, 2):
        seen = hand.view(seat)
        assert seen.hole == everyone and cards_text(seen.board) == BOARD
        assert seen.winnings == tuple(hand.winnings)


def test_a_hand_won_by_folds_shows_nothing_and_keeps_the_board_dealt() -> None:
    hand = _play(_hand(), CALL, CALL, CHECK, CHECK, CHECK, CHECK, Action(Kind.BET, 10), FOLD, FOLD)
    assert hand.is_over and hand.board == []
    seen = hand.view("A")
    assert seen.hole == (tuple(cards("AsAh")), HIDDEN, HIDDEN)
    assert cards_text(seen.board) == "2c7d9hJs"  # the river was never dealt


def test_an_all_in_runs_the_board_out_and_turns_every_hand_up() -> None:
    hand = _play(_hand(stacks=(100, 100)), Action(Kind.RAISE, 100), CALL)
    seen = hand.view(None)
    assert cards_text(seen.board) == BOARD and HIDDEN not in seen.hole


@pytest.mark.parametrize("seat", [3, -1, True, 1.0, "Z"])
def test_a_seat_that_is_not_at_the_table_is_a_typed_error(seat: object) -> None:
    hand = _hand()
    with pytest.raises(SituationError) as refused:
        hand.view(seat)  # type: ignore[arg-type]
    assert refused.value.code == "unknown-player"


@settings(max_examples=60, deadline=None)
@given(table=tables(), seed=st.integers(0, 2**32))
def test_no_view_ever_holds_a_card_its_seat_has_not_seen(table: Table, seed: int) -> None:
    rng = random.Random(seed)
    hand = Hand(table, deck=Deck(rng=rng))
    while True:
        for seat in (None, *range(len(hand.names))):
            seen = seat_view(hand, seat)
            shown = {c for e in hand.log if e.kind == "show" for c in e.cards}
            own = set(hand.hole[seat]) if seat is not None else set()
            visible = own | shown | set(seen.board)
            assert {c for held in seen.hole for c in held} - {UNKNOWN} <= visible
            assert {c for e in seen.log for c in e.cards} - {UNKNOWN} <= visible
            if not hand.is_over:
                assert seen.board == hand.runout[: hand.table.variant.board_sizes[hand.street]]
        if hand.to_act < 0:
            break
        options = hand.options()
        kind = rng.choice(options.kinds)
        low, high = options.min_to, options.max_to
        sized = kind in (Kind.BET, Kind.RAISE) and low is not None and high is not None
        hand.push(Action(kind, rng.randint(low, high)) if sized and low and high else Action(kind))
