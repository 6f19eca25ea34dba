"""Absent buttons and chips picked up (WSOP 2024 Live Action Rule 73): each new dealer gives a
player away with a missed blind button an absent button; with two his chips may be picked up,
and they leave the table with him, counted. Tournaments never pick chips up."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import NoLimit, rulebook
from pokerfloor.errors import SituationError
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.session import Session
from pokerfloor.play.simulate import simulate

NAMES = ("A", "B", "C", "D", "E")


def _session(rules: str = "wsop-live", every: int = 0) -> Session:
    stakes = Stakes(NoLimit(2), rulebook(rules), blinds=(1, 2))
    return Session(Seating.start(dict.fromkeys(NAMES, 200)), stakes, seed=2, new_dealer_every=every)


def _fold_around(session: Session) -> None:
    """Play the next hand with everyone folding to the big blind."""
    table = session.deal().table
    n, big = len(table.names), table.blind_seats[1]
    session.play_hand([f"{table.names[(big + k) % n]} fold" for k in range(1, n)])


def test_two_absent_buttons_and_the_chips_are_picked_up() -> None:
    session = _session()
    _fold_around(session)  # a first hand: the blinds have a place to pass from
    session.seating = session.seating.sit_out("D")
    change = session.new_dealer()  # D has missed no blind yet: no absent button
    assert change.picked_up == () and change.reasons == ()
    while not session.seating.player("D").owes:
        _fold_around(session)
    stack = session.seating.player("D").stack
    first = session.new_dealer()
    assert session.seating.player("D").absent_buttons == 1 and first.picked_up == ()
    assert "Rule 73" in first.reasons[0].rule and "absent button" in first.reasons[0].text
    total = session.chips
    second = session.new_dealer()
    assert [p.name for p in second.picked_up] == ["D"] and second.picked_up[0].stack == stack
    assert "D" not in [p.name for p in session.seating.players]
    assert session.chips + session.chips_picked_up == total
    assert session.deal().table.names == ("A", "B", "C", "E")


def test_coming_back_takes_the_absent_buttons_away() -> None:
    session = _session()
    _fold_around(session)
    session.seating = session.seating.sit_out("D")
    while not session.seating.player("D").owes:
        _fold_around(session)
    session.new_dealer()
    session.seating = session.seating.come_back("D")
    assert session.seating.player("D").absent_buttons == 0
    assert session.new_dealer().picked_up == ()


def test_a_new_dealer_every_few_hands() -> None:
    session = _session(every=2)
    _fold_around(session)
    session.seating = session.seating.sit_out("C")
    for _ in range(10):
        _fold_around(session)
        if session.picked_up:
            break
    assert [p.name for p in session.picked_up] == ["C"]
    assert session.chips + session.chips_picked_up == 200 * len(NAMES)


@pytest.mark.parametrize("rules", ["tda", "wsop"])
def test_a_tournament_never_picks_chips_up(rules: str) -> None:
    session = _session(rules)
    _fold_around(session)
    session.seating = session.seating.sit_out("D")
    for _ in range(5):
        _fold_around(session)
        assert session.new_dealer().picked_up == ()
    assert "D" in [p.name for p in session.seating.players]


def test_the_floor_picks_up_only_a_player_away_and_a_refusal_changes_nothing() -> None:
    session = _session()
    seating = session.seating
    with pytest.raises(SituationError) as refused:
        session.pick_up("B")
    assert refused.value.code == "bad-field" and "Rule 73" in refused.value.rule
    assert "only a player away" in str(refused.value)
    assert session.seating is seating and session.picked_up == []
    session.seating = session.seating.sit_out("B")
    assert [p.name for p in session.pick_up("B").picked_up] == ["B"] and session.chips_picked_up == 200


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["wsop-live", "roberts", "tda"]), st.integers(1, 4))
def test_simulated_sessions_with_players_away_conserve_chips(seed: int, rules: str, every: int) -> None:
    summary = simulate(hands=60, players=6, seed=seed, rulebook=rules, away=20, new_dealer=every)
    assert summary.hands == 60 and summary.chips_conserved
    if rules == "tda":
        assert summary.chips_picked_up == 0


def test_simulated_sessions_pick_chips_up_and_count_them() -> None:
    summary = simulate(hands=400, players=6, seed=11, rulebook="wsop-live", away=15, new_dealer=2, kill="full")
    assert summary.chips_conserved and summary.chips_picked_up > 0
    assert summary.as_json()["chips_picked_up"] == summary.chips_picked_up
