"""``Hand.view(seat)``: a seat sees its own cards, every player's up cards, the cards shown and
the board dealt so far, never another player's down cards unshown, his discards, nor the board
still to come."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import Action, FixedLimit, Hand, Kind, NoLimit, SituationError, Table, rulebook
from pokerfloor.core.view import SeatView, seat_view
from pokerfloor.games.cards import UNKNOWN, Deck, cards, cards_text
from pokerfloor.games.variants import FLOP, variant
from strategies import BLIND_GAMES, legal_action, stud_tables, tables

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


def _stud() -> Hand:
    """Seven-card stud, 20/40, A, B and C dealt two down and one up (A's 2c brings in)."""
    table = Table(
        names=("A", "B", "C"),
        stacks=(1000, 1000, 1000),
        button=2,
        structure=FixedLimit(20, 40),
        rules=rulebook("tda"),
        ante=2,
        bring_in=5,
        variant=variant("stud"),
    )
    hole = {0: cards("KhQh2c9h"), 1: cards("3s4s5d5s"), 2: cards("7c6sAsKd")}
    return Hand(table, hole=hole)


def test_in_stud_every_seat_sees_every_up_card_and_only_its_own_down_cards() -> None:
    hand = _stud()
    seen = hand.view("B")
    assert [cards_text(held) for held in seen.hole] == ["????2c", "3s4s5d", "????As"]
    assert seen.up == ((False, False, True),) * 3
    assert [cards_text(e.cards) for e in seen.log if e.kind == "deal"] == ["????2c", "3s4s5d", "????As"]
    assert [cards_text(held) for held in hand.view(None).hole] == ["????2c", "????5d", "????As"]
    _play(hand, Action(Kind.BRING_IN), CALL, CALL)  # fourth street: one more card up each
    seen = hand.view("C")
    assert [cards_text(held) for held in seen.hole] == ["????2c9h", "????5d5s", "7c6sAsKd"]
    assert seen.up[0] == (False, False, True, True)
    deals = [(e.seat, cards_text(e.cards)) for e in seen.log if e.kind == "deal"]
    assert deals[3:] == [(0, "9h"), (1, "5s"), (2, "Kd")]


def _draw() -> Hand:
    table = Table(
        names=("A", "B", "C"),
        stacks=(1000, 1000, 1000),
        button=2,
        structure=FixedLimit(20, 40),
        rules=rulebook("tda"),
        blinds=(10, 20),
        variant=variant("2-7-triple-draw"),
    )
    hole = {0: cards("7c5d4h3s2d"), 1: cards("KcKd9s8h2cTdTc"), 2: cards("AhQsJd9c8d")}
    return Hand(table, hole=hole)


def test_in_a_draw_game_a_seat_sees_how_many_the_others_drew_never_which() -> None:
    hand = _play(_draw(), CALL, CALL, CHECK)
    _play(hand, Action(Kind.DRAW), Action(Kind.DRAW, None, tuple(cards("KcKd"))))
    seen = hand.view("A")
    assert [cards_text(held) for held in seen.hole] == ["7c5d4h3s2d", "??????????", "??????????"]
    assert seen.up == ((False,) * 5,) * 3
    draws = [(e.seat, e.amount, cards_text(e.cards)) for e in seen.log if e.kind == "draw"]
    assert draws == [(0, 0, ""), (1, 2, "????")]
    assert [cards_text(e.cards) for e in seen.log if e.kind == "deal"][-1] == "????"
    mine = hand.view("B")
    assert cards_text(mine.hole[1]) == "9s8h2cTdTc"
    assert [cards_text(e.cards) for e in mine.log if e.kind == "draw"] == ["", "KcKd"]


def _check_views(hand: Hand) -> None:
    """No view holds a card its seat has not seen: its own, one dealt up, one shown, the board."""
    shown = {c for e in hand.log if e.kind == "show" for c in e.cards}
    up = {c for seat in range(len(hand.names)) for c in hand.up_cards(seat)}
    for seat in (None, *range(len(hand.names))):
        seen = seat_view(hand, seat)
        own = set(hand.hole[seat]) if seat is not None else set()
        thrown = {c for e in hand.log if e.kind == "draw" and e.seat == seat for c in e.cards}
        dealt = {c for e in hand.log if e.kind == "deal" and e.seat == seat for c in e.cards}
        visible = own | thrown | dealt | shown | up | set(seen.board)
        assert {c for held in seen.hole for c in held} - {UNKNOWN} <= visible
        assert {c for e in seen.log for c in e.cards} - {UNKNOWN} <= visible
        assert up <= {c for held in seen.hole for c in held}  # every up card is seen by all


@settings(max_examples=40, deadline=None)
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_no_stud_view_holds_a_down_card_its_seat_has_not_seen(data: st.DataObject, seed: int) -> None:
    hand = Hand(data.draw(stud_tables()), deck=Deck(rng=random.Random(seed)))
    while True:
        _check_views(hand)
        if hand.to_act < 0:
            break
        hand.push(legal_action(data.draw, hand))


#: The draw games (the flop games are played by the test above).
DRAW_GAMES = tuple(name for name in BLIND_GAMES if variant(name).has_draws)


@settings(max_examples=40, deadline=None)
@given(data=st.data(), seed=st.integers(0, 2**32), game=st.sampled_from(DRAW_GAMES))
def test_no_view_of_a_draw_game_holds_a_card_or_discard_unseen(data: st.DataObject, seed: int, game: str) -> None:
    table = data.draw(tables())
    if len(table.names) > variant(game).max_players:
        return  # more players than the game seats
    # From the first street: a draw game started later has no cards to draw from.
    table = table.replace(variant=game, street=0, pot=0)
    hand = Hand(table, deck=Deck(rng=random.Random(seed)))
    while True:
        _check_views(hand)
        if hand.to_act < 0:
            break
        hand.push(legal_action(data.draw, hand))


def test_a_view_reads_on_one_line_with_its_cards_as_text() -> None:
    """A view's repr is short whatever the hand's length: the cards as text, the log counted."""
    table = Table(names=("A", "B", "C"), stacks=(200, 200, 200), button=0, blinds=(1, 2), structure=NoLimit(2))
    hand = Hand(table, hole={0: cards("AsAh"), 1: cards("KsKh"), 2: cards("2c2d")}, board=cards("2h7d9hJs3c"))
    for text in ("A call", "B call", "C check", "B check", "C check", "A check"):
        hand.push_text(text)
    shown = repr(hand.view("B"))
    assert "\n" not in shown and len(shown) < 400
    assert "board='2h7d9hJs'" in shown and "hole=('????', 'KsKh', '????')" in shown
    assert f"log=<{len(hand.view('B').log)} events>" in shown
