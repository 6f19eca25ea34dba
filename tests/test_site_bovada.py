"""Bovada's text (Bodog, Ignition), read from the shapes its public descriptions show: told from
the text, read a hand at a time, hold'em and Omaha cash games and a tournament, checked and
converted (tests/data/bovada, written for these tests)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from pokerfloor.formats.sites import bovada
from pokerfloor.formats.sites.hand import UnreadHand
from site_files import converted_and_checked, every_hand_verified, failed, told_from_the_text

BOVADA = Path(__file__).parent / "data" / "bovada"
CASH, TOURNAMENT = BOVADA / "cash.txt", BOVADA / "tournament.txt"


def test_the_site_is_told_from_the_text_not_the_file_name(tmp_path: Path) -> None:
    path = tmp_path / "HH20240504-100000 - 30000001 - RING - $0.10-$0.25 - HOLDEM - NL - TBL No.30000001.log"
    told_from_the_text(CASH, path, bovada.iter_readings, "Bovada", 3)


def test_cash_hands_are_read_with_the_players_named_by_their_seats_positions() -> None:
    showdown, returned, omaha = bovada.parse_text(CASH.read_text(), "cash.txt")
    assert (showdown.variant, showdown.structure, showdown.currency, showdown.button) == (
        "holdem",
        "no-limit",
        "USD",
        4,
    )
    assert [s.name for s in showdown.seats] == ["Big Blind", "UTG", "UTG+1", "Dealer", "Small Blind"]
    assert showdown.hero == "Big Blind" and showdown.conventions == {"rake-unwritten"}
    assert showdown.started == "2024/05/04 10:00:00 ET"  # Bovada writes Eastern time, naming no zone
    # The header names no stakes: the blinds posted are, and the reader says so.
    assert showdown.stakes == (Decimal("0.10"), Decimal("0.25"))
    assert "the stakes are read from the blinds posted" in showdown.forgiven[0]
    # Every player's cards are written; a showdown's five cards are the board's and his own.
    assert len([e for e in showdown.events if e.kind == "deal"]) == 5
    assert [(e.player, e.cards) for e in showdown.events if e.kind == "show"] == [
        ("UTG+1", ("6h", "Ad")),
        ("Big Blind", ("Th", "Qh")),
    ]
    shove = next(e for e in showdown.events if e.player == "UTG+1" and e.all_in)
    assert (shove.detail, shove.amount) == ("bet", Decimal("6.50"))  # an all-in facing no bet is a bet
    assert [(e.player, e.amount) for e in returned.events if e.kind == "return"] == [("Small Blind", Decimal("1.75"))]
    assert [(e.player, e.to) for e in omaha.events if e.detail == "raise"] == [("Dealer", Decimal("1.75"))]
    assert omaha.variant == "omaha" and omaha.structure == "pot-limit"


def test_a_tournament_hand_reads_its_level() -> None:
    [hand] = bovada.parse_text(TOURNAMENT.read_text())
    assert hand.tournament is not None and hand.tournament.number == "20000001"
    assert (hand.tournament.level, hand.stakes, hand.ante, hand.symbol) == (
        "2",
        (Decimal(15), Decimal(30)),
        Decimal(5),
        "",
    )
    assert not hand.forgiven  # every line understood
    raise_all_in = next(e for e in hand.events if e.all_in)
    assert (raise_all_in.player, raise_all_in.detail, raise_all_in.to) == ("Dealer", "raise", Decimal(1405))


def test_every_hand_verifies_with_the_sites_rake_said() -> None:
    results = every_hand_verified((CASH, TOURNAMENT), 4)
    assert results[0]["notes"] == ["the record writes no rake: the site kept 0.80"]


def test_a_wrong_result_or_a_short_call_fails_naming_the_line() -> None:
    text = CASH.read_text()
    failed(bovada.parse_text(text.replace("Hand result $15.30", "Hand result $16.90"))[0])
    short = text.replace("Big Blind  [ME] : Calls $6.50", "Big Blind  [ME] : Calls $5.50")
    verdict = failed(bovada.parse_text(short)[0])
    assert verdict.line == 26 and "5.50" in verdict.reason


def test_stud_is_one_unread_hand_and_the_next_is_read() -> None:
    text = CASH.read_text().replace("HOLDEM No Limit", "7CARD Fixed Limit", 1)
    unread, *rest = bovada.iter_readings(text, "cash.txt")
    assert isinstance(unread, UnreadHand) and "7CARD" in str(unread.error)
    assert [h.number for h in rest if not isinstance(h, UnreadHand)] == ["4100000002", "4100000003"]


@pytest.mark.parametrize(("target", "suffix"), [("pokerstars", "txt"), ("ohh", "ohh"), ("phh", "phhs")])
def test_hands_convert_and_verify_again(
    tmp_path: Path, target: str, suffix: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert converted_and_checked(BOVADA, target, suffix, 4, tmp_path=tmp_path, capsys=capsys)[0] == 0
