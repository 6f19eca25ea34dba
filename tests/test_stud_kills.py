"""Kills in stud games (WSOP 2024 Live Action Rules, Kill Pots, Rule 190: "If there is a kill in a
stud game, there will be no bring in and action starts left of the kill"): the kill, the small
bet doubled (or one and a half), is the bet to call on third street, the player on the kill's left
acts first and the kill last; sessions of stud carry the kill from hand to hand."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor import Action, FixedLimit, Hand, IllegalActionError, Kind, SituationError, Table, variant
from pokerfloor.errors import HandHistoryError
from pokerfloor.explain.hand import explain_hand
from pokerfloor.formats.phh import to_phh
from pokerfloor.games.cards import Deck
from pokerfloor.play.kills import KillState
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.session import Session
from pokerfloor.play.simulate import simulate
from pokerfloor.rules import rulebook
from strategies import legal_action, stud_tables

NAMES = ("A", "B", "C", "D", "E")


def _stud(**changes: Any) -> Table:
    """Five players of stud at 10/20, antes of 2 and a bring-in of 5; E deals."""
    given: dict[str, Any] = {
        "names": NAMES,
        "stacks": (500,) * 5,
        "button": 4,
        "structure": FixedLimit(10, 20),
        "rules": rulebook("wsop-live"),
        "ante": 2,
        "bring_in": 5,
        "variant": variant("stud"),
    }
    return Table(**{**given, **changes})


def test_a_full_kill_in_stud_is_the_bet_with_no_bring_in() -> None:
    table = _stud(kill="full", kill_seat=2)
    assert table.betting_structure == FixedLimit(20, 40)
    hand = Hand(table, deck=Deck(seed=1))
    options = hand.options()
    assert hand.names[hand.to_act] == "D" and hand.posted == [2, 2, 22, 2, 2]
    assert Kind.BRING_IN not in options.kinds and Kind.COMPLETE not in options.kinds
    assert (options.call_to, options.min_to) == (20, 40)


def test_the_stud_kill_acts_last_on_third_street() -> None:
    hand = Hand(_stud(kill="half", kill_seat=0), deck=Deck(seed=2))
    order = []
    while hand.street == 0 and hand.to_act >= 0:
        order.append(hand.names[hand.to_act])
        hand.push(Action(Kind.CHECK) if Kind.CHECK in hand.options().kinds else Action(Kind.CALL))
    assert order == ["B", "C", "D", "E", "A"]
    assert hand.street == 1 and sum(hand.committed) == 5 * (2 + 15)


@given(table=stud_tables(), data=st.data())
def test_stud_kill_pots_conserve_chips_and_refusals_change_nothing(table: Table, data: st.DataObject) -> None:
    if len(table.names) < 3 or table.structure._sizes()[0] % 2:
        return  # a kill needs three players; a half kill whole chips
    table = table.replace(kill=data.draw(st.sampled_from(["full", "half"])), kill_seat=data.draw(st.integers(0, 2)))
    hand = Hand(table, deck=Deck(seed=data.draw(st.integers(0, 2**32))))
    total = sum(hand.stacks) + sum(hand.committed) + hand.dead + sum(hand.street_bets)
    for _ in range(300):
        if hand.to_act < 0:
            break
        before = hand.snapshot()
        with pytest.raises(IllegalActionError):
            hand.push(Action(Kind.BRING_IN))
        assert hand.snapshot() == before
        hand.push(legal_action(data.draw, hand))
        chips = sum(hand.stacks) + sum(hand.committed) + hand.dead + sum(hand.street_bets) - sum(hand.winnings)
        assert chips == total
    assert hand.to_act < 0 and sum(hand.stacks) == sum(table.stacks)


@pytest.mark.parametrize("lang", ["en", "ru", "it"])
def test_the_stud_kill_is_explained_citing_rule_190(lang: str) -> None:
    whys = {why.code: why for why in explain_hand(Hand(_stud(kill="full", kill_seat=2), deck=Deck(seed=1)), lang)}
    kill = whys["kill-pot"]
    assert "Kill Pots" in kill.rule or "189" in kill.rule
    assert "C" in kill.text and "20" in kill.text
    english = explain_hand(Hand(_stud(kill="full", kill_seat=2), deck=Deck(seed=1)))
    assert lang == "en" or kill.text != next(w.text for w in english if w.code == "kill-pot")


def test_a_bad_stud_kill_is_refused_naming_the_field() -> None:
    table = _stud()
    with pytest.raises(SituationError) as refused:
        _stud(structure=FixedLimit(5, 10), bring_in=2, kill="half", kill_seat=1)
    assert refused.value.variant == "kill-half-odd"
    with pytest.raises(SituationError) as refused:
        _stud(kill="full", kill_seat=7)
    assert refused.value.variant == "kill-seat"
    assert table == _stud()


def test_phh_refuses_a_stud_kill_naming_it() -> None:
    with pytest.raises(HandHistoryError) as refused:
        to_phh(Hand(_stud(kill="full", kill_seat=2), deck=Deck(seed=1)))
    assert refused.value.variant == "phh-stud-kill"


def test_a_stud_session_carries_the_kill_to_the_next_hand() -> None:
    """Rule 190 in a session: the kill due is posted at the next hand, wherever its player sits
    (stud has no button or blinds to wait out, Rule 197)."""
    stakes = Stakes(FixedLimit(10, 20), rulebook("wsop-live"), variant("stud"), ante=2, bring_in=5)
    session = Session(Seating.start(dict.fromkeys(NAMES, 500)), stakes, seed=4, kill="full")
    session.kill_state = KillState(leg="E", due="E")
    table = session.deal().table
    assert table.kill == "full" and table.kill_seat is not None and table.names[table.kill_seat] == "E"
    chips = session.chips
    for _ in range(40):
        session.play_hand()
        assert session.chips == chips


@pytest.mark.parametrize("kill", ["full", "half"])
def test_simulate_plays_stud_kill_pots_to_the_end(kill: str) -> None:
    summary = simulate(hands=1000, seed=5, game="stud", kill=kill, blinds=(5, 10))
    assert summary.hands == 1000 and summary.chips_conserved
