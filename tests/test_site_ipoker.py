"""iPoker's XML, read from the shapes its public descriptions show: told from the text, a session
read a game at a time with what its ``<general>`` says, hold'em and Omaha hi-lo cash games and a
tournament, checked and converted (tests/data/ipoker, written for these tests)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.sites import ipoker
from pokerfloor.formats.sites.hand import SiteHand, UnreadHand
from site_files import converted_and_checked, every_hand_verified, failed, told_from_the_text

IPOKER = Path(__file__).parent / "data" / "ipoker"
HOLDEM, OMAHA, TOURNAMENT = IPOKER / "cash-holdem.xml", IPOKER / "cash-omaha-hilo.xml", IPOKER / "tournament.xml"


def test_a_session_is_told_from_the_text_not_the_file_name(tmp_path: Path) -> None:
    told_from_the_text(HOLDEM, tmp_path / "Tromso 500000001.log", ipoker.iter_readings, "iPoker", 3)


def test_a_game_is_read_in_the_order_played_with_its_sessions_stakes() -> None:
    first, walked, all_in = ipoker.parse_text(HOLDEM.read_text(), "cash-holdem.xml")
    assert (first.variant, first.structure, first.stakes, first.currency, first.symbol) == (
        "holdem",
        "no-limit",
        (Decimal("0.05"), Decimal("0.10")),
        "USD",
        "$",
    )
    assert (first.table, first.button, first.hero, first.number) == ("Tromso", 1, "Hero", "9000001")
    assert first.conventions == {"returns-collected", "rake-unwritten"}
    # The flop's actions are written grouped by player; their numbers give the order played.
    flop = [(e.player, e.detail) for e in first.events if e.kind == "action"][3:6]
    assert flop == [("Bob", "check"), ("Hero", "bet"), ("Bob", "call")]
    assert first.boards == [["6d", "9s", "2s", "Kh", "4d"]]
    assert [(e.player, e.cards) for e in first.events if e.kind == "show"] == [
        ("Hero", ("As", "Ah")),
        ("Bob", ("Kc", "Qc")),
    ]
    # A raise's sum is its street total; a call's and an all-in's the chips they put in.
    assert [(e.player, e.to) for e in walked.events if e.detail == "raise"] == [("Ann", Decimal("0.35"))]
    shove = next(e for e in all_in.events if e.player == "Ann" and e.kind == "action")
    assert (shove.detail, shove.to, shove.all_in) == ("raise", Decimal(2), True)


def test_every_hand_verifies_with_the_records_conventions_said() -> None:
    results = every_hand_verified((HOLDEM, OMAHA, TOURNAMENT), 6)
    assert results[0]["notes"] == ["the record writes no rake: the site kept 0.15"]
    assert "the record keeps the uncalled 0.25 of Ann in its pot" in results[1]["forgiven"][0]


def test_omaha_hi_lo_in_euros_with_decimal_commas() -> None:
    [hand] = ipoker.parse_text(OMAHA.read_text())
    assert (hand.variant, hand.structure, hand.stakes, hand.currency) == (
        "omaha-hi-lo",
        "pot-limit",
        (Decimal("0.50"), Decimal(1)),
        "EUR",
    )
    assert [(e.player, e.amount) for e in hand.events if e.kind == "collect"] == [
        ("Hero", Decimal("22.25")),
        ("Bob", Decimal("22.25")),
    ]


def test_a_tournament_reads_its_number_buyin_and_the_blinds_posted() -> None:
    folded, showdown = ipoker.parse_text(TOURNAMENT.read_text())
    assert folded.tournament is not None and folded.tournament.number == "770100001"
    assert (folded.tournament.buyin, folded.tournament.fee) == (Decimal(10), Decimal(1))
    assert folded.stakes == (Decimal(10), Decimal(20)) and not folded.symbol
    assert showdown.seats[0].stack == Decimal(1460) and showdown.ante == Decimal(5)
    assert "the blinds are read from the posts" in showdown.forgiven[0]


def test_a_wrong_win_or_a_short_call_fails_naming_the_xml_line() -> None:
    text = TOURNAMENT.read_text()
    failed(ipoker.parse_text(text.replace('win="2,920"', 'win="2,990"'))[1])
    verdict = failed(ipoker.parse_text(text.replace('type="3" sum="1,315"', 'type="3" sum="1,215"'))[1])
    assert verdict.line == 47 and "1215" in verdict.reason


def test_a_hand_that_cannot_be_read_costs_that_hand_alone() -> None:
    text = HOLDEM.read_text().replace('sum="$0.30"', 'sum="lots"', 1)
    unread, *rest = ipoker.iter_readings(text, "cash-holdem.xml")
    assert isinstance(unread, UnreadHand) and unread.line == 30
    assert "'lots'" in str(unread.error) and str(unread.error).startswith("cash-holdem.xml:30:")
    assert [h.number for h in rest if isinstance(h, SiteHand)] == ["9000002", "9000003"]
    stud = OMAHA.read_text().replace("Omaha Hi-Lo PL €0,50/€1", "7 Card Stud L €0,50/€1")
    [refused] = ipoker.iter_readings(stud)
    assert isinstance(refused, UnreadHand) and "7 Card Stud" in str(refused.error)


def test_text_with_no_game_says_so() -> None:
    with pytest.raises(HandHistoryError, match="iPoker text:1: not a hand header"):
        ipoker.parse_text('<session sessioncode="1"><general></general></session>')
    with pytest.raises(HandHistoryError, match="no iPoker hand found"):
        ipoker.parse_text("")


@pytest.mark.parametrize(
    ("target", "suffix", "hands"),
    [("pokerstars", "txt", 6), ("ohh", "ohh", 6), ("phh", "phhs", 5)],  # PHH has no pot-limit Omaha hi-lo
)
def test_hands_convert_and_verify_again(
    tmp_path: Path, target: str, suffix: str, hands: int, capsys: pytest.CaptureFixture[str]
) -> None:
    _, err = converted_and_checked(IPOKER, target, suffix, hands, tmp_path=tmp_path, capsys=capsys)
    assert ("no PHH variant code" in err) is (hands == 5)
