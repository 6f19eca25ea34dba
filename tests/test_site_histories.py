"""Site hand histories written for these tests (tests/data/pokerstars*): read, checked, converted."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from pokerfloor.errors import HandHistoryError
from pokerfloor.formats import ohh, pokerstars
from pokerfloor.formats.sitecheck import check
from pokerfloor.formats.sites import check_site_file
from pokerfloor.formats.units import ChipUnit, read_amount
from pokerfloor.rules import rulebook

DATA = Path(__file__).parent / "data"
GOOD = sorted((DATA / "pokerstars").glob("*.txt"))


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_every_written_hand_checks(path: Path) -> None:
    results = check_site_file(str(path), "tda")
    assert results and all(r["status"] == "verified" for r in results), results


def test_a_board_paid_to_the_wrong_player_is_named() -> None:
    [result] = check_site_file(str(DATA / "pokerstars-bad" / "second-board-misawarded.txt"), "tda")
    assert result["status"] == "failed"
    assert "board 2" in result["reason"] and "Jörg" in result["reason"]


def test_features_are_read() -> None:
    hands = {h.number: h for p in GOOD for h in pokerstars.read_file(p)}
    first = hands["1001"]
    assert first.rake == Decimal("0.20") and first.seat_of("Eve") and first.seat_of("Eve").sitting_out  # type: ignore[union-attr]
    assert any(e.detail == "dead" for e in first.events)  # small & big blinds
    assert any(e.all_in for e in first.events)
    assert hands["2001"].runs == 2 and hands["2001"].currency == "EUR"  # run it twice, ISO-8859-1
    assert hands["3002"].cancelled and hands["3001"].play_money
    assert hands["4001"].tournament is not None and hands["4001"].tournament.buyin == Decimal("4.40")


def test_strict_mode_refuses_what_the_lenient_reader_forgives() -> None:
    text = (DATA / "pokerstars" / "holdem-features.txt").read_text()
    text = text.replace('Ann said, "oops"\n', "").replace(
        "*** HOLE CARDS ***", "Some words nobody wrote\n*** HOLE CARDS ***", 1
    )
    lenient = pokerstars.parse_text(text)
    assert any("not understood" in note for note in lenient[0].forgiven)
    with pytest.raises(HandHistoryError, match=r":\d+: not understood"):
        pokerstars.parse_text(text, strict=True)


def test_no_hand_is_a_typed_error() -> None:
    with pytest.raises(HandHistoryError):
        pokerstars.parse_text("nothing here")


def test_amounts_are_exact_chips_of_the_finest_unit() -> None:
    unit = ChipUnit.finest([read_amount("$0.25"), read_amount("$0.015"), read_amount("10")])
    assert unit.step == Decimal("0.001") and unit.chips(Decimal("0.25")) == 250
    assert unit.amount(15) == Decimal("0.015")
    with pytest.raises(HandHistoryError):
        read_amount("1e5")


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_ohh_round_trip_checks_the_same(path: Path) -> None:
    rules = rulebook("tda")
    for hand in pokerstars.read_file(path):
        if hand.cancelled:
            continue
        text = ohh.dumps(hand)
        document = json.loads(text.split("\n\n")[0], parse_float=Decimal)
        assert ohh.validate(document) == []
        again = ohh.parse_text(text)[0]
        assert check(again, rules).status == check(hand, rules).status == "verified"


def test_ohh_validation_names_the_field() -> None:
    problems = ohh.validate({"ohh": {"game_type": "Chess", "players": [], "rounds": [], "pots": []}})
    assert any("game_type" in p for p in problems) and any("round 0" in p for p in problems)
