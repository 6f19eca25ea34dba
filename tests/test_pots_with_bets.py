# ruff: noqa: RUF001 - the Russian expectations are Cyrillic on purpose
"""Pots while the street is open (issue 17, point 4): the pots as they stand with the street's
bets, beside the pots of the streets closed, in the library, the ruling and the explanations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pokerfloor import Hand, NoLimit, Table, rulebook
from pokerfloor.cli.commands import main
from pokerfloor.explain.case_ruling import describe
from pokerfloor.explain.rulings import explain_hand
from pokerfloor.live import play_text


def _flop() -> Hand:
    """On the flop (300 in from the preflop), A bets 500, B calls all-in for 200; C to act."""
    table = Table(
        names=("A", "B", "C"),
        stacks=(2000, 200, 2000),
        button=2,
        structure=NoLimit(100),
        rules=rulebook("tda"),
        street=1,
        pot=300,
    )
    hand = Hand(table)
    for text in ("A bet 500", "B allin"):
        play_text(hand, text)
    return hand


def test_the_library_gives_the_pots_as_they_stand() -> None:
    hand = _flop()
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(300, (0, 1, 2))]
    # C has put nothing in on this street yet: as they stand, the main pot is A's and B's 200
    # each with the dead 300, and A's last 300 is matched by nobody (in no pot).
    assert [(p.amount, p.eligible) for p in hand.pots_with_bets()] == [(300, (0, 1, 2)), (400, (0, 1))]
    play_text(hand, "C call")
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(900, (0, 1, 2)), (600, (0, 2))]
    assert hand.pots_with_bets() == hand.pots()  # the flop closed: nothing is open


def test_the_ruling_carries_them_beside_the_closed_pots() -> None:
    ruling = describe(_flop())
    assert ruling["pots"] == [{"amount": 300, "eligible": ["A", "B", "C"]}]
    assert ruling["pots_with_bets"] == [
        {"amount": 300, "eligible": ["A", "B", "C"]},
        {"amount": 400, "eligible": ["A", "B"]},
    ]


def test_no_bets_on_the_street_no_standing_pots() -> None:
    table = Table(
        names=("A", "B"),
        stacks=(1000, 1000),
        button=1,
        structure=NoLimit(100),
        rules=rulebook("tda"),
        street=1,
        pot=200,
    )
    assert describe(Hand(table))["pots_with_bets"] is None


def test_the_explanations_label_them() -> None:
    texts = [w.text for w in explain_hand(_flop()) if w.code in ("pot", "pot-standing", "unmatched")]
    assert texts == [
        "The pot: 300; A, B and C may win it.",
        "With this street's bets, the main pot stands at 300; A, B and C may win it.",
        "With this street's bets, side pot 1 stands at 400; only A and B may win it.",
        "Nobody has matched the last 300 of A's bet yet: it is in no pot until someone calls it, and comes "
        "back if nobody does.",
    ]
    ru = [w.text for w in explain_hand(_flop(), "ru") if w.code == "pot-standing"]
    assert ru[1] == "Со ставками этой улицы сайд-пот 1 сейчас составляет 400; его могут выиграть только A и B."


def test_the_command_line_prints_them(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "flop.toml"
    path.write_text(
        'street = "flop"\npot = 300\nbutton = "C"\n'
        'players = [{ name = "A", stack = 2000 }, { name = "B", stack = 200 }, { name = "C", stack = 2000 }]\n'
        '[[case]]\nactions = ["A bet 500", "B allin"]\n'
    )
    assert main(["rule", str(path)]) == 0
    out = capsys.readouterr().out
    assert "  pots: 300 (A, B, C)\n  pots with this street's bets: 300 (A, B, C); 400 (A, B)\n" in out
    assert main(["rule", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["pots_with_bets"][1] == {"amount": 400, "eligible": ["A", "B"]}
