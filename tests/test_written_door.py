"""The one door for written actions (issue 26): ``Hand.push_text`` for plain written actions and
``pokerfloor.live.play_text`` for every written action, live declarations included; the forms they
write back (``pokerfloor.actions.write_action``) read again as the same action."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import (
    Action,
    ActionSyntaxError,
    FixedLimit,
    Hand,
    Kind,
    NoLimit,
    NotYourTurnError,
    SituationError,
    Table,
    rulebook,
    variant,
)
from pokerfloor.actions import parse_action, write_action
from pokerfloor.games.cards import Deck
from pokerfloor.live import Played, play_text


def _table(game: str = "holdem") -> Table:
    stud = variant(game).has_bring_in
    return Table(
        names=("A", "B", "C"), stacks=(200, 200, 200), button=2, structure=FixedLimit(2, 4) if stud else NoLimit(2),
        rules=rulebook("tda"), blinds=None if stud else (1, 2), bring_in=1 if stud else 0, ante=1 if stud else 0,
        variant=variant(game),
    )  # fmt: skip


def test_push_text_pushes_what_is_written_and_returns_it() -> None:
    hand = Hand(_table())
    assert hand.push_text("C raise 6") == Action(Kind.RAISE, 6)
    assert hand.push_text("A  allin") == Action(Kind.RAISE, 200)  # the whole stack, as a raise
    assert hand.player_to_act == "B"


def test_push_text_refuses_and_changes_nothing() -> None:
    hand = Hand(_table())
    before = hand.snapshot()
    with pytest.raises(NotYourTurnError, match="B allin"):  # quoted as written, not as the raise it would be
        hand.push_text("B allin")
    with pytest.raises(SituationError, match="there is no player 'Z'"):
        hand.push_text("Z call")
    with pytest.raises(ActionSyntaxError, match="play_text"):
        hand.push_text("A says raise 6")
    assert hand.snapshot() == before


def test_the_door_rules_declarations_and_plays_plain_actions() -> None:
    hand = Hand(_table())
    said = play_text(hand, "C says raise to six")
    assert said.live is not None and said.applied == "C raise 6" and said.player == "C"
    plain = play_text(hand, " A   call ")
    assert plain == Played("A call", "A", Action(Kind.CALL), "A call")


def test_a_draw_is_written_and_read_back() -> None:
    hand = Hand(_table("five-card-draw"), deck=Deck(seed=3))
    while not hand.is_drawing:
        hand.push(Action(hand.passive_kind()))
    seat = hand.to_act
    thrown = hand.hole[seat][:2]
    played = play_text(hand, write_action(hand.names[seat], Action(Kind.DRAW, None, thrown)))
    assert played.action == Action(Kind.DRAW, None, thrown)
    assert write_action("B", Action(Kind.DRAW, None, (-1, -1, -1))) == "B draws 3"
    assert write_action("B", Action(Kind.DRAW)) == "B stands pat"


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(list(Kind)), st.one_of(st.none(), st.integers(0, 10**6)))
def test_the_written_form_reads_back_as_the_same_action(kind: Kind, to: int | None) -> None:
    if kind in (Kind.DRAW, Kind.FOLD, Kind.CHECK, Kind.BRING_IN):
        to = None  # these take no amount
    elif kind in (Kind.BET, Kind.RAISE) and to is None:
        to = 300  # these need one
    written = parse_action(write_action("A", Action(kind, to)))
    assert written.name == "A"
    assert written.verb == ("draws" if kind is Kind.DRAW else kind.value)
    assert written.amount == (0 if kind is Kind.DRAW else to)
