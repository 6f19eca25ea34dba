"""The engine's quick reading of stud's up cards (one integer per hand showing, a plain loop over
the doors) picks the same opener as the rulebook's reading written out: the strength as a tuple
(:func:`~pokerfloor.games.showing.showing_strength`) and each card's place by rank and suit
(:func:`~pokerfloor.games.showing.card_order`)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pokerfloor.games.showing import _best_showing, _bring_in, _showing_key, card_order, showing_strength
from pokerfloor.games.variants import UpCards

READINGS = st.sampled_from([UpCards.HIGH, UpCards.LOW])


@st.composite
def boards(draw: st.DrawFn) -> list[tuple[int, list[int]]]:
    """Two to eight players, each showing the same number of different cards (one to five: the
    up cards and a community card), seats in dealing order; ranks repeat often."""
    players = draw(st.integers(2, 8))
    size = draw(st.integers(1, 5))
    cards = draw(st.permutations(range(52)))[: players * size]
    seats = draw(st.permutations(range(8)))[:players]
    return [(seats[k], cards[k * size : (k + 1) * size]) for k in range(players)]


UP_CARDS = st.lists(st.integers(0, 51), min_size=1, max_size=7, unique=True)


@given(UP_CARDS, UP_CARDS, READINGS)
def test_the_key_orders_hands_as_the_strength_does(first: list[int], second: list[int], reading: UpCards) -> None:
    low = reading == "low"
    ours, theirs = _showing_key(first, low), _showing_key(second, low)
    strength, other = showing_strength(first, reading), showing_strength(second, reading)
    assert (ours > theirs, ours == theirs) == (strength > other, strength == other)


@given(boards(), READINGS, st.sampled_from(["position", "suit"]))
def test_the_best_hand_showing_is_the_rulebooks(shown: list[tuple[int, list[int]]], reading: UpCards, tie: str) -> None:
    strengths = [showing_strength(up, reading) for _, up in shown]
    tied = [board for board, strength in zip(shown, strengths, strict=True) if strength == max(strengths)]
    if tie == "suit":
        expected = max(tied, key=lambda board: max(card_order(c, reading) for c in board[1]))[0]
    else:
        expected = tied[0][0]
    assert _best_showing(shown, reading, tie) == expected


@given(boards(), READINGS, st.booleans())
def test_the_bring_in_is_the_rulebooks(shown: list[tuple[int, list[int]]], reading: UpCards, highest: bool) -> None:
    """The highest card brings in (razz, aces low; Super Stud 8, aces high), or the lowest (stud)."""
    doors = [(seat, up[0]) for seat, up in shown]
    if highest:
        expected = max(doors, key=lambda door: card_order(door[1], reading))[0]
    else:
        expected = min(doors, key=lambda door: card_order(door[1], reading))[0]
    assert _bring_in(doors, reading, highest) == expected
