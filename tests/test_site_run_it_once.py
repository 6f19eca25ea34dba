"""Run It Once's records (a PokerStars-like text headed "Run It Once Poker Hand"), as the shared
files have them, in hands written for these tests: a re-raise written "to" what it puts in, the
checks written once the betting is over, and the money the site adds to a pot (its STP) counted
twice, a broken record named as such."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pokerfloor.checking.sites import RAISE_TO_ADDED, check_site_file

#: A hand of Run It Once's: Cy's re-raise over his own bet of 0.40 says "to 2.40", what it puts
#: in (his total is 2.80, as Ada's call of 1.60 says); Ada is all in on the turn (unwritten) and
#: both are written checking on the river.
RERAISE = """\
Run It Once Poker Hand #900001: Hold'em No Limit (€0.05/€0.10) - 2019/06/25 16:12 UTC [2019/06/25 17:12 CET]
Table ID '900000' 6-Max Seat #1 is the button
Seat 1: Ada K (€10 in chips)
Seat 2: Ben L (€6 in chips)
Seat 3: Cy M (€12 in chips)
Ben L: posts small blind €0.05
Cy M: posts big blind €0.10
*** HOLE CARDS ***
Dealt to Ada K [Ah Kh]
Ada K: raises €0.20 to €0.30
Ben L: folds
Cy M: calls €0.20
*** FLOP *** [Kd 7c 2s]
Cy M: bets €0.40
Ada K: raises €0.80 to €1.20
Cy M: raises €1.20 to {to}
Ada K: calls {call}
*** TURN *** [Kd 7c 2s] [9h]
Cy M: bets €6.90
Ada K: calls €6.90
*** RIVER *** [Kd 7c 2s 9h] [3c]
Cy M: checks
Ada K: checks
*** SHOWDOWN ***
Cy M: shows [7d 7h] (three of a kind, Sevens)
Ada K: shows [Ah Kh] (a pair of Kings)
Cy M collected €19.55 from pot
*** SUMMARY ***
Total pot €20.05 | Rake €0.50
Board [Kd 7c 2s 9h 3c]
Seat 1: Ada K (button) showed [Ah Kh] and lost
Seat 2: Ben L (small blind) folded before Flop
Seat 3: Cy M (big blind) showed [7d 7h] and won €19.55 with Three of Kind
"""


def _checked(tmp_path: Path, text: str) -> dict[str, Any]:
    path = tmp_path / "hand.txt"
    path.write_text(text, encoding="utf-8")
    (result,) = check_site_file(str(path), "tda")
    return result


def test_a_reraise_written_to_what_it_puts_in_is_read_so_and_named(tmp_path: Path) -> None:
    result = _checked(tmp_path, RERAISE.format(to="€2.40", call="€1.60"))
    assert result["status"] == "verified", result
    assert result["forgiven"][0] == RAISE_TO_ADDED
    assert "line 22 on: the checks written after the betting is over (a player all in) skipped" in result["forgiven"]


def test_the_same_hand_written_to_the_street_total_needs_no_reading(tmp_path: Path) -> None:
    result = _checked(tmp_path, RERAISE.format(to="€2.80", call="€1.60"))
    assert result["status"] == "verified", result
    assert RAISE_TO_ADDED not in result.get("forgiven", [])


def test_a_reraise_that_no_reading_makes_add_up_still_fails(tmp_path: Path) -> None:
    # The call of 1.40 fits neither reading of "to 2.40" (a total of 2.40 or of 2.80).
    result = _checked(tmp_path, RERAISE.format(to="€2.40", call="€1.40"))
    assert result["status"] == "failed"
    assert result["reason"].startswith("line 17 'Ada K call 1.40': the call puts in 1.20, not 1.40"), result


#: A hand the site splashed (STP: 0.50 added to the pot before the play), won by a bet nobody
#: called: Run It Once returns the splash with the uncalled bet (0.70) and pays it in the pot too.
SPLASHED = """\
Run It Once Poker Hand #900002: Hold'em No Limit (€0.05/€0.10) - 2019/06/25 16:20 UTC [2019/06/25 17:20 CET]
Table ID '900000' 6-Max Seat #2 is the button
Seat 1: Ada K (€10 in chips)
Seat 2: Ben L (€6 in chips)
Seat 3: Cy M (€12 in chips)
Cy M: posts small blind €0.05
Ada K: posts big blind €0.10
*** HOLE CARDS ***
STP added: €0.50
Dealt to Ada K [Ah Kh]
Ben L: folds
Cy M: calls €0.05
Ada K: checks
*** FLOP *** [Kd 7c 2s]
Cy M: checks
Ada K: bets €0.20
Cy M: folds
*** SHOWDOWN ***
Uncalled bet ({returned}) returned to Ada K
Ada K collected €0.70 from pot
*** SUMMARY ***
Total pot €0.70 | Main pot €0.20 | STP €0.50 | Rake €0.00
Board [Kd 7c 2s]
Seat 1: Ada K (big blind) won €0.70
Seat 2: Ben L (button) folded before Flop
Seat 3: Cy M (small blind) folded on the Flop
"""


def test_a_splash_returned_with_the_uncalled_bet_is_named_a_broken_record(tmp_path: Path) -> None:
    result = _checked(tmp_path, SPLASHED.format(returned="€0.70"))
    assert result["status"] == "failed"
    assert result["reason"] == (
        "uncalled bet: the rules return 0.20 to Ada K, the site 0.70 (the record is broken: the 0.50 the site"
        " added to the pot, in its pot, is returned with the bet) (TDA 2024 Rule 21)"
    )
    assert _checked(tmp_path, SPLASHED.format(returned="€0.20"))["status"] == "verified"


#: The splashed pot won at the showdown, the splash paid out twice in the collected line.
SPLASH_PAID_TWICE = """\
Run It Once Poker Hand #900003: Hold'em No Limit (€0.05/€0.10) - 2019/06/25 16:30 UTC [2019/06/25 17:30 CET]
Table ID '900000' 6-Max Seat #2 is the button
Seat 1: Ada K (€10 in chips)
Seat 2: Ben L (€6 in chips)
Seat 3: Cy M (€12 in chips)
Cy M: posts small blind €0.05
Ada K: posts big blind €0.10
*** HOLE CARDS ***
STP added: €0.50
Dealt to Ada K [Ah Kh]
Ben L: folds
Cy M: calls €0.05
Ada K: checks
*** FLOP *** [Kd 7c 2s]
Cy M: checks
Ada K: bets €0.20
Cy M: calls €0.20
*** TURN *** [Kd 7c 2s] [9h]
Cy M: checks
Ada K: checks
*** RIVER *** [Kd 7c 2s 9h] [3c]
Cy M: checks
Ada K: checks
*** SHOWDOWN ***
Ada K: shows [Ah Kh] (a pair of Kings)
Cy M: shows [Qd Jd] (high card Ace)
Ada K collected {collected} from pot
*** SUMMARY ***
Total pot €1.10 | Main pot €0.60 | STP €0.50 | Rake €0.05
Board [Kd 7c 2s 9h 3c]
Seat 1: Ada K (big blind) showed [Ah Kh] and won €1.05 with a pair of Kings
Seat 2: Ben L (button) folded before Flop
Seat 3: Cy M (small blind) showed [Qd Jd] and lost
"""


def test_a_splash_paid_out_twice_is_named_a_broken_record(tmp_path: Path) -> None:
    result = _checked(tmp_path, SPLASH_PAID_TWICE.format(collected="€1.55"))
    assert result["status"] == "failed"
    assert result["reason"] == (
        "the record contradicts itself: the site pays out 1.55 and rakes 0.05 from a pot of 1.10 (0.50 of it added"
        " by the site): 0.50 more than the pot (the record is broken: the 0.50 the site added to the pot, in its"
        " pot, is paid out again)"
    )
    assert _checked(tmp_path, SPLASH_PAID_TWICE.format(collected="€1.05"))["status"] == "verified"
