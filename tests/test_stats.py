"""The analyst's numbers: each player's statistics over a corpus of any format (``pokerfloor
stats``), and converted hands with the players' names replaced (``convert --anonymise``). The
hands are the tests' own (tests/data/partypoker, tests/data/888poker, tests/data/phh)."""

from __future__ import annotations

import json
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from pokerfloor.checking.anonymise import Pseudonyms
from pokerfloor.checking.stats import ALL_IN_SAMPLES, corpus_stats, stats_table
from pokerfloor.cli.commands import main
from pokerfloor.formats.sites.files import site_hands
from pokerfloor.play.equity import equity
from pokerfloor.rules import rulebook

DATA = Path(__file__).parent / "data"
PARTY = DATA / "partypoker" / "cash.txt"
PACIFIC = DATA / "888poker" / "cash.txt"
RULES = rulebook("tda")


def test_each_players_numbers_over_a_sites_hands() -> None:
    """Anna, over the five PartyPoker hands: she raises first in three (VPIP and PFR 3/5), raises
    again facing Bo's completion in the stud hand (3-bet 1 of 2 chances), and wins 0.39, loses
    0.25, wins 2.00 and loses 0.20 in dollars (what the site paid her from the pot, her uncalled
    bets not counted twice), and loses her small blind of 20 chips in the tournament."""
    corpus = corpus_stats([str(PARTY)], RULES)
    anna = corpus.players["Anna"]
    assert (corpus.hands, anna.hands, anna.vpip, anna.pfr, anna.three_bet) == (5, 5, 0.6, 0.6, 0.5)
    assert anna.won == {"USD": Decimal("1.94"), "chips": Decimal(-20)}
    # In big blinds of each hand: 0.39/0.04, -0.25/0.25, 2.00/0.50 (stud's small bet), -0.20/0.25, -20/40.
    assert anna.won_bb == Fraction("9.75") - 1 + 4 - Fraction("0.8") - Fraction("0.5")
    assert anna.bb_per_100 == 229.0
    carl = corpus.players["Carl"]
    assert carl.won == {"USD": Decimal("-3.16"), "chips": Decimal(1520)}
    assert (carl.vpip, carl.pfr, carl.showdowns, carl.won_showdowns) == (1.0, 0.0, 2, 2)  # the split, the all in


def test_an_all_in_called_with_cards_to_come_counts_at_its_equity() -> None:
    """The tournament hand: Bo all in for 1,500 before the flop with Ah 8d, Carl calls with Ad Jd,
    Anna's small blind of 20 in the pot; Carl wins the 3,020. At its equity Bo's hand is worth
    his share of 3,020 less his 1,500; the other hands count at their results."""
    corpus = corpus_stats([str(PARTY)], RULES)
    bo, carl = corpus.players["Bo"], corpus.players["Carl"]
    share = equity("holdem", ["Ah8d", "AdJd"], samples=ALL_IN_SAMPLES).shares
    assert bo.all_in_ev["chips"] == Fraction(share[0]) * 3020 - 1500
    assert carl.all_in_ev["chips"] == Fraction(share[1]) * 3020 - 1500
    assert bo.all_in_ev_money()["chips"] == round(Decimal(share[0]) * 3020 - 1500)
    assert bo.all_in_ev["USD"] == Fraction(bo.won["USD"]) and carl.all_in_ev["USD"] == Fraction(carl.won["USD"])
    # Over a hand, what the equities give the players adds up to what the pot gave them.
    assert sum(p.all_in_ev["chips"] for p in corpus.players.values() if "chips" in p.all_in_ev) == sum(
        p.won["chips"] for p in corpus.players.values() if "chips" in p.won
    )
    assert bo.ev_bb_per_100 == round(float((Fraction(share[0]) * 3020 - 1500) / 40 + bo.won_bb + 1500 / 40) * 20, 2)


def test_what_the_players_won_is_what_the_pots_were_less_the_rake() -> None:
    """Over a hand, the players' results add up to minus what the house kept."""
    corpus = corpus_stats([str(PACIFIC)], RULES)
    total = sum((amount for p in corpus.players.values() for money, amount in p.won.items()), Decimal(0))
    assert total == -Decimal("0.02")  # 888poker's first hand: the site kept 0.02; the second is play money, no rake


def test_stats_read_every_format_and_count_what_they_cannot(tmp_path: Path) -> None:
    broken = tmp_path / "over.txt"
    broken.write_text(PARTY.read_text().replace("Anna wins $1.25 USD", "Anna wins $1.30 USD"))
    phh_files = sorted(str(p) for p in (DATA / "phh").glob("*.phh"))[:3]
    corpus = corpus_stats([str(broken), *phh_files], RULES)
    assert corpus.hands == 4 + len(phh_files)
    assert sum(corpus.not_counted.values()) == 1 and next(iter(corpus.not_counted)).startswith("failed:")
    lines = stats_table(corpus)
    assert lines[0].split()[:5] == ["player", "hands", "VPIP", "PFR", "3bet"]
    assert lines[-2].startswith(f"{corpus.hands} hands counted") and "not counted 1: failed" in lines[-1]


def test_the_stats_command_as_a_table_and_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", str(PARTY)]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[1].split()[:3] == ["Anna", "5", "60.0"] and table[-1] == "5 hands counted, 5 players"
    assert main(["stats", "--json", "--min-hands", "5", str(PARTY)]) == 0
    players = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [p["player"] for p in players] == ["Anna", "Bo", "Carl"]
    assert players[2]["won"] == {"USD": "-3.16", "chips": "1520"} and players[0]["bb_per_100"] == 229.0
    assert players[2]["all_in_ev"] == {"USD": "-3.16", "chips": "725"} and players[0]["ev_bb_per_100"] == 229.0


def test_the_stats_command_with_no_hand_counted_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "nothing.txt"
    empty.write_text("hello\n")
    assert main(["stats", str(empty)]) == 1
    assert "0 hands counted" in capsys.readouterr().out


def test_anonymised_names_are_the_same_pseudonym_in_every_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Anna plays in both files: she is one pseudonym in both; no name is left, and the hands
    check the same."""
    assert main(["convert", "--anonymise", "--to", "pokerstars", str(PARTY), str(PACIFIC)]) == 0
    written = capsys.readouterr().out
    names = {s.name for path in (PARTY, PACIFIC) for hand in site_hands(path) for s in hand.seats}
    assert not [name for name in names if f" {name} " in written or f" {name}:" in written]
    converted = tmp_path / "anonymous.txt"
    converted.write_text(written)
    hands = list(site_hands(converted))
    firsts = [hand.seats[0].name for hand in hands]
    assert firsts[0] == "Player1" and firsts[-2] == "Player1"  # Anna, in the first hand of each file
    assert main(["check", str(converted)]) == 0


def test_pseudonyms_are_given_in_the_order_names_are_met() -> None:
    names = Pseudonyms()
    assert [names.of(name) for name in ("Bo", "Anna", "Bo", "")] == ["Player1", "Player2", "Player1", ""]


def test_fold_to_a_three_bet_counts_the_first_raiser_who_faces_one_more(tmp_path: Path) -> None:
    """Cy raises first, Al raises again (a 3-bet), Cy folds: Cy had one chance and folded; Al
    made no first raise, so none. In the PartyPoker stud hand Bo completes, Anna raises and Bo
    calls: one chance, no fold."""
    hand = tmp_path / "three-bet.phh"
    hand.write_text(
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
        "starting_stacks = [200, 200, 200]\nplayers = ['Al', 'Bo', 'Cy']\n"
        "actions = ['d dh p1 AsAh', 'd dh p2 7c2d', 'd dh p3 KdQd', 'p3 cbr 6', 'p1 cbr 20', 'p2 f', 'p3 f']\n"
    )
    corpus = corpus_stats([str(hand), str(PARTY)], RULES)
    cy, al, bo = corpus.players["Cy"], corpus.players["Al"], corpus.players["Bo"]
    assert (cy.fold_to_three_bet_chances, cy.folds_to_three_bet, cy.fold_to_three_bet) == (1, 1, 1.0)
    assert (al.fold_to_three_bet_chances, al.three_bets) == (0, 1)
    assert (bo.fold_to_three_bet_chances, bo.folds_to_three_bet) == (1, 0)
    assert cy.as_json()["fold_to_three_bet"] == 1.0
    assert stats_table(corpus)[0].split()[5] == "F3bet"
