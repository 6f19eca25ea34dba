"""A site's hand whose board was run more than once (run it twice, thrice) through PHH and OHH:
converted to PHH with pokerfloor's ``_runs``, replayed from it to the same pots on each board,
and written to OHH with one win a player in each pot, as the specification says (the hands are
those written for the tests: tests/data/ggpoker/run-it-twice.txt, tests/data/pokerstars and
tests/data/ohh)."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from pokerfloor.checking import phh_replay
from pokerfloor.checking.convert import phh_to_site, site_to_phh, to_ohh_text, to_pokerstars_text
from pokerfloor.checking.sites import check, replay_site
from pokerfloor.core.hand import Hand
from pokerfloor.errors import HandHistoryError
from pokerfloor.formats import phh
from pokerfloor.formats.runs import pot_awards
from pokerfloor.formats.sites import ohh
from pokerfloor.formats.sites.files import site_hands
from pokerfloor.formats.sites.hand import SiteHand
from pokerfloor.formats.sites.replay import card
from pokerfloor.games.cards import cards_text
from pokerfloor.rules import rulebook

DATA = Path(__file__).parent / "data"
RULES = rulebook("tda")
RUN_TWICE = DATA / "ggpoker" / "run-it-twice.txt"
#: Every hand of the tests' site records whose board was run more than once.
RUNS = [
    hand
    for path in (RUN_TWICE, DATA / "pokerstars" / "euro-iso-8859-1.txt", DATA / "ohh" / "more.ohh")
    for hand in site_hands(path)
    if isinstance(hand, SiteHand) and hand.runs > 1
]


def _pots_by_run(hand: Hand, boards: list[list[int]]) -> list[list[dict[str, int]]]:
    """What the rules award each player from each pot on each board, by name."""
    awards = pot_awards(hand, boards)
    assert awards is not None
    return [[{hand.names[seat]: chips for seat, chips in pot.items()} for pot in run] for run in awards.runs]


def _site_pots_by_run(hand: SiteHand) -> list[list[dict[str, int]]]:
    done = replay_site(hand, RULES)
    assert done.hand is not None and done.verdict.status == "verified"
    return _pots_by_run(done.hand, [[card(c) for c in board] for board in hand.boards])


#: Those whose further runs deal every street still to come when the betting ended (PHH's ``_runs``).
TO_PHH = [hand for hand in RUNS if hand.number != "2001"]


def test_the_tests_hold_boards_run_twice_and_thrice() -> None:
    assert sorted(hand.runs for hand in RUNS) == [2, 2, 2, 3]


def test_a_board_run_again_from_a_later_street_than_the_betting_ended_on_is_refused_by_phh() -> None:
    """All in before the flop, the flop and the turn dealt once and the river twice: the rules
    (and PHH's ``_runs``) run every street still to come, so PHH cannot say it; the refusal
    says which street the record ran again from."""
    euro = next(h for h in RUNS if h.number == "2001")
    assert check(euro, RULES).status == "verified"  # the site's record itself checks
    with pytest.raises(HandHistoryError) as refused:
        site_to_phh(euro, RULES)
    assert str(refused.value) == (
        "hand 2001: the board was run again from the river, after the betting ended: PHH's _runs run every"
        " street still to come"
    )


@pytest.mark.parametrize("hand", TO_PHH, ids=lambda h: h.number)
def test_a_board_run_more_than_once_goes_to_phh_and_replays_to_the_same_pots_by_run(hand: SiteHand) -> None:
    fields = site_to_phh(hand, RULES)
    assert len(fields["_runs"]) == hand.runs - 1
    (history,) = phh.parse_histories(phh.dumps(fields))
    replayed = phh_replay.replay(history, RULES)
    assert replayed.status == "verified", replayed.reason
    # TDA deals a board once: the site's players agreed to run it again, and the replay says so.
    assert any("the players' agreement at a cash table" in note for note in replayed.notes)
    again = phh_replay.hand_of(history, RULES)
    boards = again.run_boards()
    assert [cards_text(board) for board in boards] == ["".join(board) for board in _full_boards(hand)]
    assert _pots_by_run(again, boards) == _site_pots_by_run(hand)
    # And back to the site's record: every player paid what the site paid him.
    back = phh_to_site(history, RULES)
    assert _paid(back) == _paid(hand)
    assert check(back, RULES).status == "verified"


def _full_boards(hand: SiteHand) -> list[list[str]]:
    """Each run's whole board (a record may write a further run's board as its new cards alone)."""
    first = hand.boards[0]
    return [first, *([*first[: len(first) - len(board)], *board] for board in hand.boards[1:])]


def _paid(hand: SiteHand) -> dict[str, Decimal]:
    paid: dict[str, Decimal] = {}
    for event in hand.events:
        if event.kind == "collect":
            paid[event.player] = paid.get(event.player, Decimal(0)) + (event.amount or Decimal(0))
    return {name: amount.normalize() for name, amount in paid.items()}


def test_a_board_run_twice_without_rake_comes_back_from_phh_paid_run_by_run() -> None:
    hand = next(h for h in RUNS if h.number == "RC900010")
    (history,) = phh.parse_histories(phh.dumps(site_to_phh(hand, RULES)))
    text = to_pokerstars_text(phh_to_site(history, RULES), RULES)
    first, second = (
        text.split("*** FIRST SHOW DOWN ***")[1].split("*** SUMMARY ***")[0].split("*** SECOND SHOW DOWN ***")
    )
    assert "Hero collected 60 from side pot-1" in first and "Hero collected 60 from main pot" in first
    assert "9f8e7d6c collected 60 from side pot-1" in second and "4a1b2c3d collected 60 from main pot" in second


def test_a_split_holdem_hand_of_two_boards_is_still_refused_by_phh() -> None:
    """Two boards played street by street (split hold'em, as PokerStars writes it) are no board
    run again once the betting ended: PHH has one board."""
    (hand,) = site_hands(DATA / "refusals" / "split-holdem.txt")
    assert isinstance(hand, SiteHand) and check(hand, RULES).status == "verified"
    with pytest.raises(HandHistoryError, match="hand 3001: PHH has one board, this hand was dealt 2"):
        site_to_phh(hand, RULES)


def test_ohh_gives_a_player_one_win_in_a_pot_over_every_run() -> None:
    """OHH's ``player_wins``: "the amount the player won in the pot", one for each winner: a
    player who wins a pot on both boards has one win of both parts, not one a run."""
    euro = next(h for h in RUNS if h.number == "2001")
    (pot,) = json.loads(to_ohh_text(euro, RULES))["ohh"]["pots"]
    assert pot["player_wins"] == [{"player_id": 1, "win_amount": 200.99}]
    assert pot["amount"] == 201 and pot["rake"] == 0.01
    split = next(h for h in RUNS if h.number == "RC900010")
    main, side = json.loads(to_ohh_text(split, RULES))["ohh"]["pots"]
    assert main["player_wins"] == [{"player_id": 0, "win_amount": 60}, {"player_id": 1, "win_amount": 60}]
    assert side["player_wins"] == [{"player_id": 0, "win_amount": 60}, {"player_id": 2, "win_amount": 60}]
    thrice = next(h for h in RUNS if h.number == "OM900011")
    (pot,) = json.loads(to_ohh_text(thrice, RULES))["ohh"]["pots"]
    assert pot["player_wins"] == [{"player_id": 3, "win_amount": 104.67}, {"player_id": 1, "win_amount": 52.33}]
    assert (pot["amount"], pot["rake"], pot["jackpot"]) == (161, 3, 1)


@pytest.mark.parametrize("hand", RUNS, ids=lambda h: h.number)
def test_a_hand_run_twice_written_as_ohh_reads_back_and_checks(hand: SiteHand, tmp_path: Path) -> None:
    path = tmp_path / "hand.ohh"
    path.write_text(to_ohh_text(hand, RULES))
    (again,) = ohh.iter_file(path)
    assert again.runs == hand.runs
    assert _paid(again) == _paid(hand)
    assert check(again, RULES).status == "verified"
    for pot in json.loads(path.read_text())["ohh"]["pots"]:
        winners = [win["player_id"] for win in pot["player_wins"]]
        assert len(winners) == len(set(winners))  # one win a player in a pot


def _collected_by_run(hand: SiteHand) -> list[tuple[int, str, str, Decimal]]:
    """Each collected line: its run, who, which pot (``main`` or ``side``, as the readers name
    them in their sites' words) and how much."""
    return sorted(
        (e.run, e.player, e.detail.split()[0].split("-")[0], e.amount or Decimal(0))
        for e in hand.events
        if e.kind == "collect"
    )


def test_an_ohh_hand_run_twice_is_written_as_pokerstars_paid_run_by_run(tmp_path: Path) -> None:
    """OHH pays a winner once a pot: written as PokerStars text, each run's showdown pays its
    board's part, as the rules share the pot (Oto's straight on the first river, Nia's set on the
    second), and the text reads back to a hand that checks."""
    twice = next(h for h in RUNS if h.number == "7004")
    text = to_pokerstars_text(twice, RULES)
    first, second = (
        text.split("*** FIRST SHOW DOWN ***")[1].split("*** SUMMARY ***")[0].split("*** SECOND SHOW DOWN ***")
    )
    assert "Oto collected $78 from pot" in first and "Nia" not in first.split("shows")[-1]
    assert second.strip() == "Nia collected $78 from pot"
    path = tmp_path / "hand.txt"
    path.write_text(text)
    (again,) = site_hands(path)
    assert isinstance(again, SiteHand) and check(again, RULES).status == "verified"


def test_a_hand_run_twice_through_ohh_comes_back_as_pokerstars_with_the_same_lines_by_run(tmp_path: Path) -> None:
    hand = next(h for h in RUNS if h.number == "RC900010")
    path = tmp_path / "hand.ohh"
    path.write_text(to_ohh_text(hand, RULES))
    (from_ohh,) = ohh.iter_file(path)
    back = tmp_path / "hand.txt"
    back.write_text(to_pokerstars_text(from_ohh, RULES))
    (again,) = site_hands(back)
    assert isinstance(again, SiteHand)
    assert _collected_by_run(again) == _collected_by_run(hand)
