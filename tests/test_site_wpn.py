"""The Winning Poker Network's text (Americas Cardroom and its skins), read from the shapes its
public descriptions show: told from the text, read a hand at a time, cash and tournaments,
checked and converted (tests/data/wpn, written for these tests)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from pokerfloor.formats.sites import winning
from pokerfloor.formats.sites.hand import UnreadHand
from site_files import converted_and_checked, every_hand_verified, failed, told_from_the_text

WPN = Path(__file__).parent / "data" / "wpn"
CASH, TOURNAMENT = WPN / "cash.txt", WPN / "tournament.txt"


def test_the_network_is_told_from_the_text_not_the_file_name(tmp_path: Path) -> None:
    told_from_the_text(CASH, tmp_path / "HH20240501 CASHID-G900001.log", winning.iter_readings, "WPN", 2)


def test_cash_hands_are_read_in_pokerstars_words() -> None:
    holdem, omaha = winning.parse_text(CASH.read_text(), "cash.txt")
    assert (holdem.variant, holdem.structure, holdem.stakes, holdem.currency, holdem.symbol) == (
        "holdem",
        "no-limit",
        (Decimal("0.05"), Decimal("0.10")),
        "USD",
        "$",
    )
    assert holdem.table == "Lyon" and holdem.button == 1 and holdem.rake == Decimal("0.40")
    raises = [(e.player, e.to) for e in holdem.events if e.detail == "raise"]
    assert raises == [("Dee", Decimal("0.30")), ("Ann", Decimal("0.90"))]  # the street totals
    assert not holdem.forgiven and not omaha.forgiven  # every line understood
    posts = [(e.player, e.detail, e.amount) for e in omaha.events if e.kind == "post"]
    assert posts == [
        ("Cyd", "small blind", Decimal("0.05")),
        ("Dee", "big blind", Decimal("0.10")),
        ("Eve", "big blind", Decimal("0.10")),  # "posts $0.10": a big blind posted to come in
    ]
    # The uncontested winner is written in the summary only: read as his collect line.
    assert [(e.player, e.amount) for e in omaha.events if e.kind == "collect"] == [("Ann", Decimal("0.35"))]


def test_tournament_hands_are_read_with_their_level() -> None:
    showdown, folded = winning.parse_text(TOURNAMENT.read_text())
    assert showdown.tournament is not None and showdown.tournament.number == "5001"
    assert showdown.tournament.level == "2" and showdown.stakes == (Decimal(100), Decimal(200))
    assert [e.detail for e in showdown.events if e.kind == "post"] == ["ante"] * 3 + ["small blind", "big blind"]
    assert [(e.player, e.amount) for e in folded.events if e.kind == "collect"] == [("Ann", Decimal(575))]


def test_every_hand_verifies() -> None:
    results = every_hand_verified((CASH, TOURNAMENT), 4)
    assert results[0]["notes"] == ["rake 0.40 taken from the winners' shares"]


def test_a_wrong_collect_or_a_short_call_fails_naming_the_line() -> None:
    text = TOURNAMENT.read_text()
    failed(winning.parse_text(text.replace("Cyd collected 6125.00", "Cyd collected 6225.00"))[0])
    verdict = failed(winning.parse_text(text.replace("Bob calls 1375.00", "Bob calls 1275.00"))[0])
    assert verdict.line == 18 and "1375" in verdict.reason


@pytest.mark.parametrize(("target", "suffix"), [("pokerstars", "txt"), ("ohh", "ohh"), ("phh", "phhs")])
def test_hands_convert_and_verify_again(
    tmp_path: Path, target: str, suffix: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert converted_and_checked(WPN, target, suffix, 4, tmp_path=tmp_path, capsys=capsys)[0] == 0


def test_a_game_the_network_names_that_no_reader_knows_is_one_unread_hand() -> None:
    """The network's all-in-or-fold tables: the hand is refused naming its game, the next read."""
    text = CASH.read_text().replace("Holdem(No Limit)", "Holdem(All-in or Fold Limit)", 1)
    unread, omaha = winning.iter_readings(text, "cash.txt")
    assert isinstance(unread, UnreadHand) and "All-in or Fold Limit" in str(unread.error)
    assert not isinstance(omaha, UnreadHand) and omaha.variant == "omaha"
