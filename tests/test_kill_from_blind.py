"""A kill from a blind (WSOP 2024 Live Action Rule 197, its second sentence): "In the event that
the participant was a blind when responsible for the missed kill, this participant can wait until
the next round of blinds to post the kill in the same position" (and Rule 200: "if the kill is in
one of the blinds"). His blind is counted in the kill, the last blind: the player on his left acts
first before the flop, the kill last (Rule 190); the limits are raised as for any kill."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor import Action, FixedLimit, Hand, IllegalActionError, Kind, Table
from pokerfloor.checking import phh_replay
from pokerfloor.checking.phh_replay import replay
from pokerfloor.errors import HandHistoryError
from pokerfloor.explain.hand import explain_hand
from pokerfloor.formats.phh import dumps, parse_histories, to_phh
from pokerfloor.formats.phh.table import table_of
from pokerfloor.games.cards import Deck
from pokerfloor.rules import rulebook
from strategies import legal_action

NAMES = ("A", "B", "C", "D", "E")


def _table(**changes: Any) -> Table:
    """Five players, E on the button: A and B post the blinds of 2 and 4, limits of 4 and 8."""
    given: dict[str, Any] = {
        "names": NAMES,
        "stacks": (400,) * 5,
        "button": 4,
        "structure": FixedLimit(4, 8),
        "rules": rulebook("wsop-live"),
        "blinds": (2, 4),
    }
    return Table(**{**given, **changes})


def _acting_order(hand: Hand) -> list[str]:
    """Who acts before the flop when everybody calls (the last to act then checks)."""
    order = []
    while hand.street == 0 and hand.to_act >= 0:
        order.append(hand.names[hand.to_act])
        hand.push(Action(Kind.CHECK) if Kind.CHECK in hand.options().kinds else Action(Kind.CALL))
    return order


def test_the_big_blind_kills_in_his_place_his_blind_in_the_kill() -> None:
    hand = Hand(_table(kill="full", kill_seat=1))
    assert hand.posted == [2, 8, 0, 0, 0]
    assert (hand.options().call_to, hand.options().min_to) == (8, 16)
    assert _acting_order(hand) == ["C", "D", "E", "A", "B"]


def test_the_small_blind_kills_and_the_big_blind_acts_first() -> None:
    hand = Hand(_table(kill="half", kill_seat=0))
    assert hand.posted == [6, 4, 0, 0, 0]
    assert (hand.names[hand.to_act], hand.options().call_to, hand.options().min_to) == ("B", 6, 12)
    assert _acting_order(hand) == ["B", "C", "D", "E", "A"]
    assert hand.street == 1 and hand.names[hand.to_act] == "A"  # after the flop, as always


def test_a_short_blind_kills_all_in() -> None:
    hand = Hand(_table(kill="full", kill_seat=1, stacks=(400, 6, 400, 400, 400)))
    assert hand.posted == [2, 6, 0, 0, 0] and hand.stacks[1] == 0
    assert hand.options().call_to == 8  # the kill's bet stands, as a short blind's does


@pytest.mark.parametrize("lang", ["en", "ru", "it"])
def test_the_kill_from_a_blind_is_explained_citing_rule_197(lang: str) -> None:
    whys = {why.code: why for why in explain_hand(Hand(_table(kill="full", kill_seat=1)), lang)}
    why = whys["kill-from-blind"]
    assert "197" in why.rule and "B" in why.text and "8" in why.text
    small = {w.code: w for w in explain_hand(Hand(_table(kill="half", kill_seat=0)), lang)}["kill-from-blind"]
    assert small.text != why.text
    assert "kill-from-blind" not in {w.code for w in explain_hand(Hand(_table(kill="full", kill_seat=2)))}


def test_phh_writes_the_kill_at_the_blinds_place_and_reads_it_back() -> None:
    hand = Hand(_table(kill="full", kill_seat=1), deck=Deck(seed=3))
    for text in ["C fold", "D fold", "E fold", "A fold"]:
        hand.push_text(text)
    fields = to_phh(hand)
    assert fields["blinds_or_straddles"] == [2, 8, 0, 0, 0]
    assert (fields["_kill"], fields["_kill_blind"], fields["small_bet"]) == ("full", [2, 4], 8)
    (history,) = parse_histories(dumps(fields))
    read = phh_replay.hand_of(history, rulebook("wsop-live")).table
    assert (read.blinds, read.kill, read.kill_seat, read.structure) == ((2, 4), "full", 1, FixedLimit(4, 8))
    assert replay(history, rulebook("wsop-live")).status == "verified"


@pytest.mark.parametrize("value", [[3, 4], [0, 4], "2", [2]])
def test_a_bad_kill_blind_in_phh_is_refused_naming_the_field(value: object) -> None:
    fields = to_phh(Hand(_table(kill="full", kill_seat=1)))
    fields["_kill_blind"] = value
    if value == [3, 4]:  # a player who posted no blind: the kill is then also among the straddles
        fields["blinds_or_straddles"] = [2, 4, 8, 0, 0]
    (history,) = parse_histories(dumps(fields))
    with pytest.raises(HandHistoryError) as refused:
        table_of(history, rulebook("wsop-live"))
    assert refused.value.variant == ("phh-kill" if value == [3, 4] else "phh-kill-blind")


def test_a_kill_blind_without_a_kill_is_refused() -> None:
    fields = to_phh(Hand(_table()))
    fields["_kill_blind"] = [2, 4]
    (history,) = parse_histories(dumps(fields))
    with pytest.raises(HandHistoryError) as refused:
        table_of(history, rulebook("wsop-live"))
    assert refused.value.variant == "phh-kill-blind" and "_kill_blind" in str(refused.value)


@given(seat=st.integers(0, 1), kill=st.sampled_from(["full", "half"]), seed=st.integers(0, 2**32), data=st.data())
def test_random_play_with_a_blind_who_kills(seat: int, kill: str, seed: int, data: st.DataObject) -> None:
    """Chips conserved, and a refused action changes nothing."""
    stacks = tuple(data.draw(st.lists(st.integers(1, 200), min_size=5, max_size=5)))
    hand = Hand(_table(kill=kill, kill_seat=seat, stacks=stacks), deck=Deck(seed=seed))
    for _ in range(100):
        if hand.to_act < 0:
            break
        before = hand.snapshot()
        with pytest.raises(IllegalActionError):
            hand.push(Action(Kind.RAISE, hand.stacks[hand.to_act] + hand.round.bets[hand.to_act] + 1))
        assert hand.snapshot() == before
        hand.push(legal_action(data.draw, hand))
        held = sum(hand.stacks) + sum(hand.committed) + hand.dead + sum(hand.street_bets) - sum(hand.winnings)
        assert held == sum(stacks)
