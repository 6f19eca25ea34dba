"""Lines of the sites' records that were skipped as not understood, now read for what they say
(hands written for these tests): GGPoker's run named on a line of its own above its board and
its all-in insurance, Winamax's declined big blind, 888poker's hi/lo hands described under their
show, and PartyPoker's cash-out amount. Each hand verifies, and nothing of it is "not understood"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pokerfloor.checking.sites import check_site_file

DATA = Path(__file__).parent / "data"


def _hand(path: Path, index: int = 0, separator: str = "\n\n\n\n") -> str:
    return path.read_text(encoding="utf-8").split(separator)[index]


def _checked(tmp_path: Path, text: str) -> dict[str, Any]:
    path = tmp_path / "hand.txt"
    path.write_text(text, encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    assert result["status"] == "verified", result
    assert not [said for said in result.get("forgiven", []) if "not understood" in said or "board" in said], result
    return result


def test_a_ggpoker_summary_naming_each_run_on_a_line_of_its_own(tmp_path: Path) -> None:
    """``FIRST`` then ``Board [...]``: the run's board, not a board that disagrees with the streets."""
    text = _hand(DATA / "ggpoker" / "run-it-twice.txt")
    old = "FIRST Board [2c 7h 9s 3d 4c]\nSECOND Board [Qd 8d 5s 6h Kc]\n"
    assert old in text
    result = _checked(tmp_path, text.replace(old, "FIRST\nBoard [2c 7h 9s 3d 4c]\nSECOND\nBoard [Qd 8d 5s 6h Kc]\n"))
    assert "forgiven" not in result


def test_ggpokers_all_in_insurance_is_said_as_a_side_bet_outside_the_pot(tmp_path: Path) -> None:
    text = _hand(DATA / "ggpoker" / "run-it-twice.txt")
    shows = "9f8e7d6c: shows [Qc Qs] (Pair of Queens)\n"
    insured = shows + (
        "Hero: get an all-in insurance (premium ($0/$6/$0) for ($0/$40/$0) - (Mandatory/Main/Sub))\n"
        "Hero: pay premium of all-in insurance ($6)\n"
    )
    result = _checked(tmp_path, text.replace(shows, insured))
    assert result["forgiven"] == [
        "line 20: Hero get an all-in insurance (premium ($0/$6/$0) for ($0/$40/$0) - (Mandatory/Main/Sub)):"
        " all-in insurance, a side bet with the site, not checked",
        "line 21: Hero pay premium of all-in insurance ($6): all-in insurance, a side bet with the site, not checked",
    ]


def test_winamaxs_declined_big_blind_is_a_player_sitting_the_hand_out(tmp_path: Path) -> None:
    text = _hand(DATA / "winamax" / "cash.txt", separator="\n\n\n")
    seated = text.replace("Seat 2: Hero (400€)\n", "Seat 2: Hero (400€)\nSeat 3: Zoe (100€)\n").replace(
        "2-max", "3-max"
    )
    _checked(tmp_path, seated.replace("*** ANTE/BLINDS ***\n", "*** ANTE/BLINDS ***\nZoe denies big blind\n"))
    _checked(tmp_path, seated.replace("*** ANTE/BLINDS ***\n", "*** ANTE/BLINDS ***\nZoe deny BB 0€\n"))


def test_888pokers_hi_lo_hands_described_under_their_shows_are_read_as_such(tmp_path: Path) -> None:
    text = (DATA / "888poker" / "cash.txt").read_text(encoding="utf-8")
    shown = "player02 shows [ Knc, Kns ]\n"
    assert shown in text
    hand = next(part for part in text.split("\n\n") if shown in part)
    _checked(tmp_path, hand.replace(shown, shown + "(Hi: Kc, Ks, 4d, 3s, 2h)\n"))


def test_partypokers_cash_out_amount_line_is_about_the_cash_out(tmp_path: Path) -> None:
    hand = _hand(DATA / "partypoker" / "cash.txt", separator="Game #500003 starts.")
    _checked(tmp_path, hand.replace("Carl folds\n", "Carl folds\nCarl Cashout Amount is 1.00\n"))
