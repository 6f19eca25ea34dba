"""A required kill and players away, hand after hand (WSOP 2024 Live Action Rules 193 and 194): a
leg up kept for a player away and claimed on his first hand back, a kill due that a player away
must still post, barred from play until he does, and may not quit before."""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokerfloor import FixedLimit, rulebook
from pokerfloor.errors import SituationError
from pokerfloor.play.kills import KillState
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.session import Session

NAMES = ("A", "B", "C", "D", "E")


def _session(rules: str = "wsop-live", seed: int = 3) -> Session:
    stakes = Stakes(FixedLimit(2, 4), rulebook(rules), blinds=(1, 2))
    return Session(Seating.start(dict.fromkeys(NAMES, 200)), stakes, seed=seed, kill="full")


def test_a_leg_up_is_kept_while_away_and_claimed_on_the_first_hand_back() -> None:
    """Rule 193: D goes away with the kill button; B wins the next pot and holds it, D keeps his
    leg. Back, D wins a full bet on his first hand: he must kill the next pot (Rule 194)."""
    session = _session()
    session.kill_state = KillState(leg="D")
    session.seating = session.seating.sit_out("D")
    assert session.deal().next_hand()["big_blind"] == "B"  # button E, small blind A
    session.play_hand(["C fold", "E fold", "A fold"])
    assert session.kill_state == KillState(leg="B", kept=("D",))
    session.seating = session.seating.come_back("D")
    assert session.deal().next_hand()["first_to_act"] == "D"
    session.play_hand(["D raise 4", "E call", "A fold", "B fold", "C fold", "D bet 2", "E fold"])
    assert session.kill_state == KillState(leg="D", due="D")
    table = session.deal().table  # D in the big blind now: he kills when out of the blinds (Rule 197)
    assert table.kill is None and table.names[table.blind_seats[1]] == "D"


def test_a_kept_leg_counts_on_the_first_hand_back_only() -> None:
    session = _session()
    session.kill_state = KillState(leg="C", kept=("D",))
    table = session.deal().table
    assert "D" in table.names
    session.play_hand(["C fold", "D fold", "E fold", "A fold"])  # B wins the blinds; D's leg is spent
    assert session.kill_state == KillState(leg="B")


def test_a_player_away_with_a_kill_due_is_barred_until_he_posts_it() -> None:
    """Rule 194: D must kill but sits out: he failed to post it, and comes back only by posting
    it; on the big blind he sits out once more, then kills from under the gun."""
    session = _session()
    session.kill_state = KillState(due="D")
    session.seating = session.seating.sit_out("D")
    session.play_hand(["C fold", "E fold", "A fold"])
    assert session.kill_state == KillState(leg="B", due="D", barred=("D",))
    session.seating = session.seating.come_back("D", posts=False)
    killers = []
    chips = session.chips
    for _ in range(6):
        table = session.deal().table
        killers.append(table.names[table.kill_seat] if table.kill_seat is not None else None)
        if "D" in table.names:
            assert killers[-1] == "D"  # never dealt in without posting his kill
        session.play_hand()
        assert session.chips == chips
        if "D" not in session.kill_state.barred:
            break
    assert "D" in killers and "D" not in session.kill_state.barred


def test_a_player_who_must_kill_may_not_quit_and_the_refusal_changes_nothing() -> None:
    session = _session()
    session.kill_state = KillState(leg="B", due="B")
    seating, state = session.seating, session.kill_state
    with pytest.raises(SituationError) as refused:
        session.leave("B")
    assert refused.value.code == "kill-due" and "Kill Pots" in refused.value.rule
    assert "must post the kill" in str(refused.value)
    assert session.seating is seating and session.kill_state is state
    session.leave("C")
    assert [p.name for p in session.seating.players] == ["A", "B", "D", "E"]


def test_a_quitting_leg_holder_leaves_the_kill_button_neutral() -> None:
    """Rule 189: the kill button is neutral when "the winner of the previous pot has quit"."""
    session = _session()
    session.kill_state = KillState(leg="C", kept=("D",))
    session.leave("C")
    session.leave("D")
    assert session.kill_state == KillState()


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["wsop-live", "tda"]))
# Found by hypothesis: C, barred, sat out moved the blinds, and D, owed a kill and first to post
# it, came into the big blind, where he cannot post it: he was dealt in barred.
@example(349_277, "wsop-live")
def test_random_kill_sessions_with_players_coming_and_going_conserve_chips(seed: int, rules: str) -> None:
    """Players go away and come back at random in a required-kill game: the chips are conserved,
    nobody barred is dealt in without posting his kill, and every kill posted is due or owed."""
    session = _session(rules, seed)
    rng = random.Random(seed)
    chips = session.chips
    for _ in range(25):
        players = session.seating.players
        if len(players) < 3:
            break
        player = players[rng.randrange(len(players))]
        if rng.random() < 0.3:
            move = session.seating.come_back if player.status == "away" else session.seating.sit_out
            session.seating = move(player.name)
        state = session.kill_state
        try:
            table = session.deal().table
        except SituationError as error:
            assert error.code == "too-few-players"
            break
        killer = table.names[table.kill_seat] if table.kill_seat is not None else None
        assert killer is None or killer == state.due or killer in state.owed
        assert not [name for name in state.barred if name in table.names and name != killer]
        session.play_hand()
        assert session.chips == chips
