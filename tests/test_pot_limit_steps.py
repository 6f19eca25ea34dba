"""Pot-limit in steps (WSOP 2024 Live Action Rules 186 and 187; the switch ``pot_limit_steps``):
the pot after the call is rounded up to a whole number of steps ("treating any odd amount as the
next larger size"), and the smallest and the largest bet or raise go over the bet in whole steps
("raise in increments of five dollars to any amount from $20 to $40" over blinds of $5 and $10);
the step is the smallest blind, or the third blind in a $1-$2-$5 game. The other rulebooks count
every chip."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor import Action, Hand, IllegalActionError, Kind, NoLimit, PotLimit, Table
from pokerfloor.core.table_options import pot_step
from pokerfloor.explain.hand import explain_hand
from pokerfloor.games.cards import Deck
from pokerfloor.rules import PRESETS, rulebook
from strategies import legal_action

NAMES = ("SB", "BB", "UTG", "CO", "BTN")


def _table(**changes: Any) -> Table:
    """Five players, BTN on the button, pot-limit Omaha with blinds of 5 and 10, WSOP cash rules."""
    given: dict[str, Any] = {
        "names": NAMES,
        "stacks": (1000,) * 5,
        "button": 4,
        "structure": PotLimit(10),
        "rules": rulebook("wsop-live"),
        "blinds": (5, 10),
        "variant": "omaha",
    }
    return Table(**{**given, **changes})


def test_rule_187_a_raise_from_20_to_40_in_fives() -> None:
    hand = Hand(_table())
    options = hand.options()
    assert (options.call_to, options.min_to, options.max_to) == (10, 20, 40)
    assert hand.spot().pot_step == 5


def test_rule_186_a_pot_of_85_in_units_of_25_is_bet_as_100() -> None:
    table = _table(blinds=(25, 50), structure=PotLimit(50), street=1, pot=85)
    assert Hand(table).options().max_to == 100
    assert Hand(table.replace(rules=rulebook("tda"))).options().max_to == 85


def test_the_minimum_and_the_maximum_go_over_the_bet_in_steps() -> None:
    """A raise to 23 (13 more): the next at least 15 more, to 38; the pot of 66 after the call (the
    small blind counted as 10) counts as 70, to 93. At the chip: 36 and 84 (the small blind as 5)."""
    hand = Hand(_table())
    hand.push_text("UTG raise 23")
    assert (hand.options().min_to, hand.options().max_to) == (38, 93)
    tda = Hand(_table(rules=rulebook("tda")))
    tda.push_text("UTG raise 23")
    assert (tda.options().min_to, tda.options().max_to) == (36, 84)


def test_three_blinds_go_in_steps_of_the_third() -> None:
    """$1-$2-$5: "The first action pot raise could be a total of $10, $15, $20, or pot ($25)"; the
    first raise of 10 more leaves the pot at 5 * 3 + 10 + 10 = 35 after the call, to 45; an odd
    raise to 12 is raised to at least 19 at the chip, 22 in steps of 5."""
    table = _table(blinds=(1, 2), structure=PotLimit(2), third_blind=5)
    hand = Hand(table)
    assert pot_step(table) == 5
    assert (hand.options().min_to, hand.options().max_to) == (10, 25)
    hand.push_text("CO raise 12")
    assert (hand.options().min_to, hand.options().max_to) == (22, 12 + 40)


@pytest.mark.parametrize("preset", sorted(set(PRESETS) - {"wsop-live"}))
def test_the_other_rulebooks_count_every_chip(preset: str) -> None:
    rules = PRESETS[preset]
    assert not rules.pot_limit_steps and "186" not in rules.cite("pot_limit_steps")
    assert pot_step(_table(rules=rules)) == 1


def test_a_house_may_play_in_steps_cited_as_the_house() -> None:
    rules = rulebook("tda", pot_limit_steps=True)
    assert rules.cite("pot_limit_steps").startswith("house rule")
    assert Hand(_table(rules=rules, street=1, pot=87)).options().max_to == 90


def test_no_limit_and_games_without_blinds_count_every_chip() -> None:
    assert pot_step(_table(structure=NoLimit(10))) == 1
    assert pot_step(_table(blinds=None, street=1, pot=30)) == 1


def test_a_refused_amount_changes_nothing() -> None:
    hand = Hand(_table())
    before = hand.snapshot()
    for to in (41, 19):
        with pytest.raises(IllegalActionError):
            hand.push(Action(Kind.RAISE, to))
        assert hand.snapshot() == before


@pytest.mark.parametrize("lang", ["en", "ru", "it"])
def test_the_steps_are_explained_citing_rules_186_and_187(lang: str) -> None:
    hand = Hand(_table())
    hand.push_text("UTG raise 23")
    whys = {why.code: why for why in explain_hand(hand, lang)}
    steps = whys["pot-limit-steps"]
    assert "186" in steps.rule and "187" in steps.rule
    assert "66" in steps.text and "70" in steps.text
    english = explain_hand(hand)
    assert lang == "en" or steps.text not in {why.text for why in english}
    assert "pot-limit-steps" not in {why.code for why in explain_hand(Hand(_table(rules=rulebook("tda"))))}


@given(
    blinds=st.tuples(st.integers(1, 12), st.integers(0, 12)),
    third=st.integers(0, 3),
    seed=st.integers(0, 2**32),
    data=st.data(),
)
def test_random_play_in_steps(blinds: tuple[int, int], third: int, seed: int, data: st.DataObject) -> None:
    """Random legal play in steps: the smallest and largest full bet or raise go over the bet in
    whole steps (all-in aside), the chips are conserved, and a refused action changes nothing."""
    small, big = blinds[0], blinds[0] + blinds[1]
    third_blind = big * third if third > 1 else 0
    stacks = tuple(data.draw(st.lists(st.integers(1, 60 * big), min_size=5, max_size=5)))
    table = _table(blinds=(small, big), structure=PotLimit(big), third_blind=third_blind, stacks=stacks)
    step = pot_step(table)
    assert step == (third_blind or (small if small < big else big))
    hand = Hand(table, deck=Deck(seed=seed))
    total = sum(stacks)
    for _ in range(60):
        if hand.to_act < 0:
            break
        if not hand.is_drawing:
            spot = hand.spot()
            assert (spot.full_min_to - spot.bet) % step == 0 and (spot.full_max_to - spot.bet) % step == 0
            options = hand.options()
            if options.max_to is not None and options.max_to < spot.all_in:
                assert (options.max_to - spot.bet) % step == 0
            before = hand.snapshot()
            with pytest.raises(IllegalActionError):
                hand.push(Action(Kind.RAISE, spot.all_in + 1))
            assert hand.snapshot() == before
        hand.push(legal_action(data.draw, hand))
        held = sum(hand.stacks) + sum(hand.committed) + hand.dead + sum(hand.street_bets) - sum(hand.winnings)
        assert held == total
