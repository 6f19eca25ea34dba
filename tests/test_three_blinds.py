"""Three blinds (WSOP 2024 Live Action Rules, Pot-Limit Rules, Rule 187's "$1-$2-$5 (3 Blind
PLO/Big O)"): the player after the big blind posts a third blind, acts last before the flop, and
in pot limit the two lower blinds count as the third until it has acted ("a combined total of
$10", the first pot raise to $25); the other rulebooks count every blind at its true value."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor import Action, FixedLimit, Hand, IllegalActionError, Kind, NoLimit, PotLimit, SituationError, Table
from pokerfloor.cli import main
from pokerfloor.explain.hand import explain_hand
from pokerfloor.formats.situation import in_chips, load_cases
from pokerfloor.play.simulate import simulate
from pokerfloor.rules import rulebook
from six_handed import six_handed

NAMES = ("SB", "BB", "UTG", "HJ", "CO", "BTN")


def _table(**changes: Any) -> Table:
    """Six players, BTN on the button, blinds of 1 and 2 and a third blind of 5 under the gun, at
    pot limit with 500 chips each (the six-handed table of the forced bets' tests)."""
    given: dict[str, Any] = {"names": NAMES, "stacks": (500,) * 6, "structure": PotLimit(2), "third_blind": 5}
    return six_handed(**{**given, **changes})


def test_the_rules_example_a_call_of_5_a_raise_from_10_to_25() -> None:
    hand = Hand(_table())
    options = hand.options()
    assert hand.names[hand.to_act] == "HJ" and hand.posted == [1, 2, 5, 0, 0, 0]
    assert (options.call_to, options.min_to, options.max_to) == (5, 10, 25)


@pytest.mark.parametrize("preset", ["tda", "wsop", "roberts", "fspr"])
def test_the_other_rulebooks_count_the_blinds_at_their_true_value(preset: str) -> None:
    options = Hand(_table(rules=rulebook(preset))).options()
    assert (options.call_to, options.min_to, options.max_to) == (5, 10, 18)


def test_the_third_blind_acts_last_and_the_rounding_ends_when_it_has_acted() -> None:
    hand = Hand(_table())
    for text in ["HJ call", "CO call", "BTN call", "SB call", "BB call"]:
        hand.push_text(text)
    assert hand.names[hand.to_act] == "UTG" and hand.options().max_to == 35
    hand.push_text("UTG raise 35")
    # Nothing is counted up now: the pot is 35 + 5 * 5, 90 after the small blind's call of 30.
    assert hand.options().max_to == 35 + 90


@given(
    small=st.integers(0, 10),
    steps=st.tuples(st.integers(0, 10), st.integers(1, 30)),
    players=st.integers(4, 9),
    live=st.booleans(),
)
def test_the_pot_limit_maximum_with_three_blinds(small: int, steps: tuple[int, int], players: int, live: bool) -> None:
    """The first player's largest raise: the call of the third blind plus the pot after it, the
    lower blinds counted as the third in the live-action rulebook (five third blinds in all),
    at their own value in the tournament's; the smallest raise is twice the third blind."""
    big = max(small, 1) + steps[0]
    third = big + steps[1]
    names = tuple(f"P{i}" for i in range(players))
    table = Table(
        names=names,
        stacks=(100 * third,) * players,
        button=players - 1,
        structure=PotLimit(big),
        rules=rulebook("wsop-live" if live else "tda"),
        blinds=(small, big),
        third_blind=third,
    )
    hand = Hand(table)
    options = hand.options()
    counted = (3 * third if small else 2 * third) if live else small + big + third
    assert hand.to_act == 3  # four players or more: the first to act posted nothing
    assert (options.call_to, options.min_to, options.max_to) == (third, 2 * third, third + counted + third)


def test_no_limit_plays_three_blinds_too() -> None:
    hand = Hand(_table(structure=NoLimit(2)))
    assert (hand.options().min_to, hand.options().max_to) == (10, 500)


@pytest.mark.parametrize("lang", ["en", "ru", "it"])
def test_three_blinds_are_explained_citing_rule_187(lang: str) -> None:
    whys = {why.code: why for why in explain_hand(Hand(_table()), lang)}
    assert "187" in whys["third-blind"].rule and "UTG" in whys["third-blind"].text
    rounded = whys["pot-limit-small-as-big"]
    assert "187" in rounded.rule and "7" in rounded.text
    english = {why.code: why.text for why in explain_hand(Hand(_table()))}
    assert lang == "en" or whys["third-blind"].text != english["third-blind"]
    assert lang == "en" or rounded.text != english["pot-limit-small-as-big"]


@pytest.mark.parametrize(
    ("changes", "variant"),
    [
        ({"third_blind": -5}, "third-blind-kind"),
        ({"third_blind": 2.5}, "third-blind-kind"),
        ({"third_blind": "5"}, "third-blind-kind"),
        ({"structure": FixedLimit(2, 4)}, "third-blind-game"),
        ({"names": NAMES[:2], "stacks": (500, 500), "button": 1}, "third-blind-table"),
        ({"third_blind": 1}, "third-blind-size"),
        ({"straddles": (10,)}, "third-blind-alone"),
        ({"kill": "full", "kill_seat": 4}, "third-blind-alone"),
        ({"bomb_pot": 5}, "bomb-pot-alone"),
    ],
)
def test_a_bad_third_blind_is_refused_naming_the_field(changes: dict[str, Any], variant: str) -> None:
    table = _table()
    with pytest.raises(SituationError) as refused:
        table.replace(**changes)
    assert refused.value.variant == variant
    assert table == _table()


def test_a_refused_raise_changes_nothing() -> None:
    hand = Hand(_table())
    before = hand.snapshot()
    for to in (26, 9):
        with pytest.raises(IllegalActionError):
            hand.push(Action(Kind.RAISE, to))
        assert hand.snapshot() == before


def test_a_situation_file_in_dollars_scales_the_third_blind(tmp_path: Path) -> None:
    text = """
structure = "pot-limit"
rulebooks = ["wsop-live"]
blinds = [0.5, 1]
third_blind = 2.5
button = "C"
players = [{ name = "A", stack = 100 }, { name = "B", stack = 100 }, { name = "C", stack = 100 }]
[[case]]
name = "a pot raise to 12.50"
actions = []
expect = { call_to = 2.5, max_to = 12.5 }
"""
    path = tmp_path / "dollars.toml"
    path.write_text(text)
    (case,) = load_cases(path)
    chips, unit = in_chips(case)
    assert chips.settings["third_blind"] == 25 and unit.exponent == -1


def test_simulate_plays_three_blinds_to_the_end() -> None:
    summary = simulate(hands=1000, seed=3, third_blind=5, structure="pot-limit", game="omaha")
    assert summary.hands == 1000 and summary.chips_conserved


def test_the_command_line_plays_a_third_blind(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--hands", "100", "--seed", "2", "--third-blind", "5", "--structure", "pot-limit", "--json"]
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out)["chips_conserved"] is True
