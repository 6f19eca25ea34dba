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
        "If the bets stand, the main pot is 300; A, B and C may win it.",
        "If the bets stand, side pot 1 is 400; only A and B may win it.",
        "Nobody has matched the last 300 of A's bet yet: it is in no pot until someone calls it, and comes "
        "back if nobody does.",
    ]
    ru = [w.text for w in explain_hand(_flop(), "ru") if w.code == "pot-standing"]
    assert ru[1] == "Если ставки останутся, сайд-пот 1 составит 400; его могут выиграть только A и B."


def test_the_command_line_prints_them(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "flop.toml"
    path.write_text(
        'street = "flop"\npot = 300\nbutton = "C"\n'
        'players = [{ name = "A", stack = 2000 }, { name = "B", stack = 200 }, { name = "C", stack = 2000 }]\n'
        '[[case]]\nactions = ["A bet 500", "B allin"]\n'
    )
    assert main(["rule", str(path)]) == 0
    out = capsys.readouterr().out
    assert "  pots: 300 (A, B, C)\n  pots if the bets stand: 300 (A, B, C); 400 (A, B)\n" in out
    assert main(["rule", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["pots_with_bets"][1] == {"amount": 400, "eligible": ["A", "B"]}


def test_they_are_said_only_when_an_all_in_makes_a_side_pot_and_as_what_the_bets_make(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bet called, nobody all-in: the pots of the streets closed only (the bets would only part
    those who have bet from C, still to act, which reads like a side pot and is none). With an
    all-in they are said, as the pots if the bets stand, not "with this street's bets"."""
    path = tmp_path / "flop.toml"
    path.write_text(
        'street = "flop"\npot = 300\nbutton = "C"\n'
        'players = [{ name = "A", stack = 2000 }, { name = "B", stack = 2000 }, { name = "C", stack = 2000 }]\n'
        '[[case]]\nactions = ["A bet 500", "B call"]\n'
        '[[case]]\nplayers = [{ name = "A", stack = 2000 }, { name = "B", stack = 200 },'
        ' { name = "C", stack = 2000 }]\n'
        'actions = ["A bet 500", "B allin"]\n'
    )
    for lang, line in (
        ("en", "  pots if the bets stand: 300 (A, B, C); 400 (A, B)"),
        ("ru", "  банки, если ставки останутся: 300 (A, B, C); 400 (A, B)"),
        ("it", "  piatti se le puntate restano: 300 (A, B, C); 400 (A, B)"),
    ):
        assert main(["rule", str(path), "--explain", "--lang", lang]) == 0
        called, all_in = capsys.readouterr().out.split(" #2 ")
        assert line.split(":")[0] not in called and "pot-standing" not in called
        assert line in all_in.splitlines(), all_in
        assert "street's bets" not in all_in and "этой улицы" not in all_in and "di questo giro" not in all_in
    assert main(["rule", str(path), "--json"]) == 0
    called_json, all_in_json = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert called_json["pots_with_bets"] is None and len(all_in_json["pots_with_bets"]) == 2
