"""The dealer of the games dealt street by street (stud) and of the draws: taking a street back
and dealing it again, or another way, never deals a card twice, and the same way deals the same
cards, across the reshuffles a short deck makes."""

from __future__ import annotations

import hypothesis.strategies as st
from hypothesis import given

from pokerfloor import Action, FixedLimit, Hand, Kind, Table
from pokerfloor.games.cards import UNKNOWN, Deck
from pokerfloor.games.variants import variant
from strategies import legal_action, stud_tables


def _no_card_twice(hand: Hand) -> None:
    # Super Stud deals a deck run short again from the muck (Live Action Rule 249): a folded hand's
    # cards may be dealt again.
    mucked = hand.table.variant.reshuffle_muck
    live = [held for held, out in zip(hand.hole, hand.folded, strict=True) if not (mucked and out)]
    seen = [c for held in live for c in held] + list(hand.runout)
    assert UNKNOWN not in seen, f"a card dealt unknown from a deck: {hand.hole} {hand.runout}"
    assert len(seen) == len(set(seen)), f"a card dealt twice: {hand.hole} {hand.runout}"


def _walk(data: st.DataObject, hand: Hand) -> None:
    """Random legal actions, each pushed, taken back and pushed again, with random steps back."""
    for _ in range(300):
        if hand.history and (hand.to_act < 0 or data.draw(st.integers(0, 6)) == 0):
            for _ in range(data.draw(st.integers(1, min(6, len(hand.history))))):
                hand.pop()
            continue
        if hand.to_act < 0:
            return
        action = legal_action(data.draw, hand)
        hand.push(action)
        dealt = (hand.hole, hand.runout)
        hand.pop()
        hand.push(action)
        assert (hand.hole, hand.runout) == dealt, f"{action} dealt other cards the second time"
        _no_card_twice(hand)


@given(data=st.data(), seed=st.integers(0, 2**32))
def test_stud_taken_back_and_dealt_again_never_deals_a_card_twice(data: st.DataObject, seed: int) -> None:
    table = data.draw(stud_tables())
    full = table.variant.max_players  # a full table: 8 players of stud, 7 of Super Stud
    table = table.replace(names=tuple(f"P{i + 1}" for i in range(full)), stacks=(table.stacks * 8)[:full], button=0)
    _walk(data, Hand(table, deck=Deck(seed=seed)))


@given(data=st.data(), seed=st.integers(0, 2**32), game=st.sampled_from(["2-7-triple-draw", "badugi"]))
def test_draws_taken_back_and_dealt_again_never_deal_a_card_twice(data: st.DataObject, seed: int, game: str) -> None:
    table = Table(
        names=tuple(f"P{i + 1}" for i in range(6)),
        stacks=tuple(data.draw(st.lists(st.integers(15, 1000), min_size=6, max_size=6))),
        button=0,
        structure=FixedLimit(10, 20),
        blinds=(5, 10),
        variant=variant(game),
    )
    _walk(data, Hand(table, deck=Deck(seed=seed)))


def test_a_seventh_street_after_another_way_was_tried_deals_each_card_once() -> None:
    """Eight players of stud: a fold tried on fifth street (the hand runs out, the burns
    reshuffled for seventh street) and taken back; the hand goes on with one more player and
    runs out later. The reshuffle of the way tried is not found on the way played (a seat was
    dealt a card another held)."""
    table = Table(
        variant=variant("stud"),
        structure=FixedLimit(20, 40),
        ante=5,
        bring_in=10,
        stacks=(20, 100, 5, 400, 400, 20, 5, 5),
        names=tuple(f"P{i}" for i in range(8)),
        button=0,
    )
    hand = Hand(table, deck=Deck(seed=4))
    played = "bring-in 10,call,complete 20,call,call,fold,call,check,bet 20,call,raise 40,call,raise 60,raise 80,call"
    for text in played.split(","):
        kind, *amount = text.split()
        hand.push(Action(Kind(kind), int(amount[0]) if amount else None))
    hand.push(Action(Kind.FOLD))
    hand.pop()
    for text in ("call", "check", "bet 40", "fold"):
        kind, *amount = text.split()
        hand.push(Action(Kind(kind), int(amount[0]) if amount else None))
    assert hand.to_act < 0
    _no_card_twice(hand)
