"""Records as the shared files have them: a tracker's ``.Sample`` file found by its text, and the
records' conventions read and named, Winamax's and PokerStars' (hands written for these tests)."""

from __future__ import annotations

from pathlib import Path

from pokerfloor.checking.corpus import history_names, iter_results
from pokerfloor.checking.sites import SMALL_BLIND_LIVE, check_site_file
from pokerfloor.rules import rulebook

DATA = Path(__file__).parent / "data"
WINAMAX = DATA / "winamax" / "cash.txt"


def test_a_file_named_otherwise_is_read_when_its_text_is_a_sites(tmp_path: Path) -> None:
    (tmp_path / "PLO-FR-EUR.Sample").write_text(WINAMAX.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "notes.Sample").write_text("Winamax hands, exported on Monday\n", encoding="utf-8")
    (tmp_path / "empty.log").write_bytes(b"")
    assert list(history_names([str(tmp_path)])) == [str(tmp_path / "PLO-FR-EUR.Sample")]
    results = list(iter_results(str(tmp_path / "PLO-FR-EUR.Sample"), rulebook("tda")))
    assert [r["status"] for r in results] == ["verified"] * 4, results
    assert [r["hand"] for r in results] == [r["hand"] for r in check_site_file(str(WINAMAX), "tda")]


#: A Winamax hand whose record writes a call of an all-in as a raise nobody could call (as the
#: site's 2010 records do), the chips beyond the call kept in its pot and collected back.
RAISE_OVER_ALL_IN = """\
Winamax Poker - CashGame - HandId: #900101-1-1284852281 - Holdem no limit (1€/2€) - 2010/09/19 01:24:41 UTC
Table: 'Nice' 2-max (real money) Seat #1 is the button
Seat 1: Ann (7€)
Seat 2: Bob (200€)
*** ANTE/BLINDS ***
Ann posts small blind 1€
Bob posts big blind 2€
*** PRE-FLOP ***
Ann calls 1€
Bob checks
*** FLOP *** [Kc 2d 3d]
Bob checks
Ann bets 5€ and is all-in
Bob raises 5€ to 10€
*** TURN *** [Kc 2d 3d][Qs]
*** RIVER *** [Kc 2d 3d Qs][7s]
*** SHOW DOWN ***
Ann shows [Ah 9c] (High card : Ace)
Bob shows [Kd Kh] (Three of a kind : Kings)
Bob collected {collected}€ from pot
*** SUMMARY ***
Total pot {collected}€ | No rake
Board: [Kc 2d 3d Qs 7s]
Seat 1: Ann (small blind) showed [Ah 9c] and lost with High card : Ace
Seat 2: Bob (big blind) showed [Kd Kh] and won {collected}€ with Three of a kind : Kings
"""


def test_a_raise_nobody_could_call_is_read_as_a_call_and_named(tmp_path: Path) -> None:
    path = tmp_path / "hand.txt"
    path.write_text(RAISE_OVER_ALL_IN.format(collected=19), encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    assert result["status"] == "verified", result
    assert result["forgiven"] == [
        "line 14: the record writes 'Bob raise 5 to 10' over an all-in, a raise nobody could call:"
        " read as a call, the 5 more put in beyond it",
        "the record keeps the 5 nobody could call of Bob in its pot and pays it back as collected",
    ]


def test_a_raise_nobody_could_call_still_fails_a_pot_that_does_not_add_up(tmp_path: Path) -> None:
    path = tmp_path / "hand.txt"
    path.write_text(RAISE_OVER_ALL_IN.format(collected=20), encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    assert result["status"] == "failed" and "total pot" in result["reason"], result


#: A Winamax hand whose record writes a player's blinds, coming in, as a raise among them (as
#: the site's 2014 records do): 3 and 1 put in, 2 of them live.
RAISE_AMONG_BLINDS = """\
Winamax Poker - CashGame - HandId: #900201-1-1406683540 - Holdem no limit (1€/2€) - 2014/07/30 01:25:40 UTC
Table: 'Nice' 5-max (real money) Seat #1 is the button
Seat 1: Ann (100€)
Seat 2: Bob (100€)
Seat 3: Cat (100€)
Seat 4: Dan (100€)
*** ANTE/BLINDS ***
Dan raises 1€ to 3€
Dan posts small blind 1€
Cat posts big blind 2€
*** PRE-FLOP ***
Dan checks
Ann calls 2€
Bob folds
Cat checks
*** FLOP *** [Kc 2d 3d]
Cat checks
Dan checks
Ann bets 4€
Cat folds
Dan folds
Ann collected {collected}€ from pot
*** SUMMARY ***
Total pot {collected}€ | No rake
Board: [Kc 2d 3d]
Seat 1: Ann (button) won {collected}€
"""


def test_a_raise_among_the_blinds_is_read_as_one_post_and_named(tmp_path: Path) -> None:
    path = tmp_path / "hand.txt"
    path.write_text(RAISE_AMONG_BLINDS.format(collected=12), encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    assert result["status"] == "verified", result
    assert result["forgiven"][0] == (
        "line 8: the record writes Dan's blinds as a raise among them: read as one post of 4,"
        " the part over the big blind dead"
    )


def test_a_raise_among_the_blinds_still_fails_a_winner_overpaid(tmp_path: Path) -> None:
    path = tmp_path / "hand.txt"
    path.write_text(RAISE_AMONG_BLINDS.format(collected=13), encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    assert result["status"] == "failed", result


#: A Winamax stud hand whose record writes an all-in for less than the bet as a raise of a
#: negative amount, its "to" the chips put in (as the site's 2016 records do).
NEGATIVE_RAISE = """\
Winamax Poker - CashGame - HandId: #900301-1-1479092164 - 7-Card Stud fixed limit (5€/25€/50€) - 2016/11/14 02:56:04 UTC
Table: 'Nice' 6-max (real money)
Seat 2: Ann (33.90€)
Seat 3: Bob (2417.80€)
Seat 5: Cat (802.07€)
*** ANTE/BLINDS ***
Ann posts ante 5€
Bob posts ante 5€
Cat posts ante 5€
*** 3rd STREET ***
Dealt to Ann [X X 8h]
Dealt to Bob [X X Kc]
Dealt to Cat [Kd 3s 9h]
Ann brings in 10€
Bob raises 25€ to 25€
Cat folds
Ann raises -6.10€ to 18.90€
Bob calls 3.90€
*** 4th STREET ***
Dealt to Bob [X X Kc] [6d]
Dealt to Ann [X X 8h] [5c]
*** 5th STREET ***
Dealt to Bob [X X Kc 6d] [7d]
Dealt to Ann [X X 8h 5c] [Jh]
*** 6th STREET ***
Dealt to Bob [X X Kc 6d 7d] [2d]
Dealt to Ann [X X 8h 5c Jh] [Ad]
*** 7th STREET ***
Dealt to Bob [X X Kc 6d 7d 2d] [X]
Dealt to Ann [X X 8h 5c Jh Ad] [X]
*** SHOW DOWN ***
Bob shows [Jc 6h Kc 6d 7d 2d 9s] (One pair : 6)
Ann shows [Qd Ac 8h 5c Jh Ad Ts] (One pair : Aces)
Ann collected 70.30€ from pot
*** SUMMARY ***
Total pot 70.30€ | Rake 2.50€
Seat 2: Ann showed [Qd Ac 8h 5c Jh Ad Ts] and won 70.30€ with One pair : Aces
Seat 3: Bob showed [Jc 6h Kc 6d 7d 2d 9s] and lost with One pair : 6
"""


def test_a_raise_of_a_negative_amount_is_read_as_the_chips_put_in_and_named(tmp_path: Path) -> None:
    path = tmp_path / "hand.txt"
    path.write_text(NEGATIVE_RAISE, encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    assert result["status"] == "verified", result
    assert result["forgiven"] == ["line 17: the record writes Ann's raise as -6.10 to 18.90: read as 18.90 put in"]
    path.write_text(NEGATIVE_RAISE.replace("Bob calls 3.90€", "Bob calls 4.90€"), encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    assert result["status"] == "failed" and "the call puts in 3.90, not 4.90" in result["reason"], result


#: A Winamax stud hand as its exports write it: the streets named in words, ``bring-in``, no card.
STUD_EXPORT = """\
Winamax Poker - CashGame - HandId: #900401-1-1465760198 - 7stud fixed limit (0.01/0.05/0.10) - 2016/06/12 19:36:38 UTC
Table: 'Nice' 6-max (play money) Seat #0 is the button
Seat 2: Ann (2.05)
Seat 3: Bob (3.15)
Seat 6: Cat (1.48)
*** ANTE/BLINDS ***
Bob posts ante 0.01
Cat posts ante 0.01
Ann posts ante 0.01
*** THIRD ***
Bob bring-in 0.02
Cat calls 0.02
Ann calls 0.02
*** FOURTH ***
Bob checks
Cat checks
Ann checks
*** FIFTH ***
Ann checks
Bob checks
Cat bets 0.10
Ann calls 0.10
Bob folds
*** SIXTH ***
Ann checks
Cat bets 0.10
Ann calls 0.10
*** SEVENTH ***
Ann checks
Cat bets 0.10
Ann calls 0.10
*** SHOW DOWN ***
Cat shows [4h Kd 5h 4s Kc 3s 2d] (Two pairs : Kings and 4)
Ann shows [8h Ac 7d Th 7s As 6s] (Two pairs : Aces and 7)
Ann collected 0.65 from pot
*** SUMMARY ***
Total pot 0.65 | Rake 0.04
Seat 2: Ann showed [8h Ac 7d Th 7s As 6s] and won 0.65 with Two pairs : Aces and 7
Seat 6: Cat showed [4h Kd 5h 4s Kc 3s 2d] and lost with Two pairs : Kings and 4
"""


def test_a_stud_export_with_its_streets_in_words_is_read(tmp_path: Path) -> None:
    path = tmp_path / "hand.txt"
    path.write_text(STUD_EXPORT, encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    assert result["status"] == "verified", result
    path.write_text(STUD_EXPORT.replace("*** FOURTH ***\nBob checks\n", "*** FOURTH ***\n"), encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    assert result["status"] == "failed", result


#: A PokerStars hand (a tracker's converted file) whose second small blind, posted out of its
#: seat by a player coming in, plays live: Dan completes it with a call of 1.
SECOND_SMALL_BLIND = """\
PokerStars Hand #900501: Hold'em No Limit ($1/$2 USD) - 2017/03/08 20:45:32 ET
Table 'Nice' 6-max Seat #1 is the button
Seat 1: Ann ($100 in chips)
Seat 2: Bob ($100 in chips)
Seat 3: Cat ($100 in chips)
Seat 4: Dan ($100 in chips)
Bob: posts small blind $1
Cat: posts big blind $2
Dan: posts small blind $1
*** HOLE CARDS ***
Dan: calls ${call}
Ann: folds
Bob: calls $1
Cat: checks
*** FLOP *** [Kc Jd 2s]
Bob: checks
Cat: checks
Dan: bets $4
Bob: folds
Cat: folds
Uncalled bet ($4) returned to Dan
Dan collected ${pot} from pot
*** SUMMARY ***
Total pot ${pot} | Rake $0
Board [Kc Jd 2s]
Seat 4: Dan collected (${pot})
"""


def test_a_second_small_blind_played_live_is_read_so_and_named(tmp_path: Path) -> None:
    path = tmp_path / "hand.txt"
    path.write_text(SECOND_SMALL_BLIND.format(call=1, pot=6), encoding="utf-8")
    (live,) = check_site_file(str(path), "tda")
    assert live["status"] == "verified", live
    assert live["forgiven"] == [SMALL_BLIND_LIVE]
    path.write_text(SECOND_SMALL_BLIND.format(call=2, pot=7), encoding="utf-8")  # posted dead, as the rules have it
    (dead,) = check_site_file(str(path), "tda")
    assert dead["status"] == "verified" and not dead.get("forgiven"), dead
    path.write_text(SECOND_SMALL_BLIND.format(call=1, pot=7), encoding="utf-8")  # live, but a pot of 7
    (neither,) = check_site_file(str(path), "tda")
    assert neither["status"] == "failed", neither


def test_a_fold_that_says_why_is_a_fold(tmp_path: Path) -> None:
    path = tmp_path / "hand.txt"
    text = SECOND_SMALL_BLIND.format(call=2, pot=7)
    path.write_text(text.replace("Bob: folds\n", "Bob: folds (disconnect)\n"), encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    assert result["status"] == "verified" and not result.get("forgiven"), result
    path.write_text(text.replace("Bob: folds\n", "Bob: folds (asleep)\n"), encoding="utf-8")
    (unknown,) = check_site_file(str(path), "tda")  # a word the reader does not know: skipped, said
    assert unknown["status"] == "failed" and "line 19: not understood, skipped" in unknown["forgiven"], unknown


#: A Winamax hand whose pot does not add up: a raise to 6€ all fold to, from blinds of 1€ and 2€.
BROKEN_POT = """\
Winamax Poker - CashGame - HandId: #900601-1-1408024646 - Omaha pot limit (1€/2€) - 2014/08/14 13:57:26 UTC
Table: 'Nice' 5-max (real money) Seat #3 is the button
Seat 1: Ann (270€)
Seat 2: Bob (221€)
Seat 3: Cat (509€)
*** ANTE/BLINDS ***
Ann posts small blind 1€
Bob posts big blind 2€
*** PRE-FLOP ***
Cat raises 4€ to 6€
Ann folds
Bob folds
Cat collected {pot}€ from pot
*** SUMMARY ***
Total pot {pot}€ | No rake
Seat 3: Cat (button) won {pot}€
"""


def test_a_pot_that_does_not_add_up_is_named_a_broken_record(tmp_path: Path) -> None:
    path = tmp_path / "hand.txt"
    path.write_text(BROKEN_POT.format(pot=10), encoding="utf-8")
    (broken,) = check_site_file(str(path), "tda")
    assert broken["status"] == "failed", broken
    assert broken["reason"] == (
        "the record is broken: its total pot 10 is not what the bets put in (9, or 5 once the uncalled 4 is returned)"
    )
    path.write_text(BROKEN_POT.format(pot=9), encoding="utf-8")  # the uncalled chips kept in the pot
    assert check_site_file(str(path), "tda")[0]["status"] == "verified"


def test_a_record_whose_players_have_no_names_is_one_unread_hand_naming_the_seat(tmp_path: Path) -> None:
    """888poker's records with blank names (``Seat 2:  ( $895 )``, `` raises [$550]``): nobody's
    lines can be told from another's, so the hand is not read, and says why and where."""
    hand = (DATA / "888poker" / "cash.txt").read_text(encoding="utf-8").split("\n\n")[0]
    for name in ("Anna", "Bo", "Carl", "Dag"):
        hand = hand.replace(f"{name} ", " ")
    path = tmp_path / "blank.txt"
    path.write_text(hand, encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    assert result["status"] == "failed" and result["code"] == "unread: bad-line.blank-name"
    assert result["line"] == 7
    assert result["reason"].endswith(
        "seat 1 has a player with no name: whose lines are whose cannot be told: 'Seat 1:  ( $2.06 )'"
    )
