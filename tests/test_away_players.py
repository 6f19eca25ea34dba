"""Players away from the table (issue 30, item 9): an absent tournament player is dealt in and his
hand folded at his turn, not killed at the deal, so an absent big blind wins a walk (TDA 2024 Rule
30: "a player must be at his seat by the time all players have their complete initial hands to
have a live hand"; the blinds are posted for him); and in stud an absent player never stalls a
session, his bring-in posted and forfeited when it is his (WSOP 2024 Live Action Rule 221)."""

from __future__ import annotations

import random

import pytest

from pokerfloor import Action, FixedLimit, Hand, Kind, NoLimit, rulebook, variant
from pokerfloor.core.options import Options
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.session import Session


def _folding(hand: Hand, options: Options, rng: random.Random) -> Action:
    """Everybody folds when he may (else checks): the big blind is left with a walk."""
    return Action(Kind.FOLD) if Action(Kind.FOLD) in options else Action(Kind.CHECK)


@pytest.mark.parametrize("rules", ["tda", "wsop"])
def test_an_absent_big_blind_wins_a_walk(rules: str) -> None:
    stakes = Stakes(NoLimit(200), rulebook(rules), blinds=(100, 200))
    session = Session(Seating.start(dict.fromkeys("ABCD", 5000)), stakes, policy=_folding, seed=1)
    table = session.deal().table
    big = table.names[table.blind_seats[1]]
    session.seating = session.seating.sit_out(big)
    deal = session.deal()
    assert deal.away == (big,) and deal.table.names[deal.table.blind_seats[1]] == big
    hand = session.play_hand()
    seat = hand.table.names.index(big)
    assert hand.stacks[seat] == 5000 + 100  # the small blind won, his own big blind back
    assert [e for e in hand.log if e.kind == "action" and e.seat == seat] == []


@pytest.mark.parametrize("game", ["stud", "stud-hi-lo", "razz", "razzdugi"])
@pytest.mark.parametrize("rules", ["tda", "wsop-live"])
def test_random_stud_sessions_with_players_away_play_to_the_end(game: str, rules: str) -> None:
    """Sessions of random play with one or two players away, 1000 hands of each game in all
    (half under each rulebook): each hand finishes and the chips stay at the table."""
    stakes = Stakes(FixedLimit(20, 40), rulebook(rules), variant=variant(game), ante=5, bring_in=10)
    played = 0
    for seed in range(10):
        seating = Seating.start(dict.fromkeys("ABCDEF", 20000)).sit_out("C")
        if seed % 2:
            seating = seating.sit_out("E")
        session = Session(seating, stakes, seed=seed)
        chips = session.chips
        for _ in range(50):
            if len([p for p in session.seating.players if p.stack]) < 2:
                break
            hand = session.play_hand()
            assert hand.is_over and session.chips == chips
            played += 1
    assert played == 500
