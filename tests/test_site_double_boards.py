"""PokerStars' Split Hold'em read, checked and written as ``double-board-holdem`` (issue 31, issue 30
item 3): the FIRST and SECOND flop, turn and river are the two boards of one deal, each pot split
between them at the FIRST and SECOND SHOW DOWN; the engine's own hand of two boards is written the
same way and reads back with each board and each board's winners."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import Action, Hand, Kind, NoLimit, Table, rulebook, variant
from pokerfloor.checking.convert import site_to_phh
from pokerfloor.checking.sites import check
from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.sites import pokerstars, pokerstars_writer
from pokerfloor.formats.sites.build import site_hand
from pokerfloor.formats.sites.hand import Event
from pokerfloor.games.cards import Deck, card_text, cards

RULES = rulebook("wsop-live")
SPLIT = Path(__file__).parent / "data" / "pokerstars" / "split-holdem.txt"


def _collected(events: list[Event], run: int | None = None) -> dict[str, Decimal]:
    paid: dict[str, Decimal] = {}
    for event in events:
        if event.kind == "collect" and (run is None or event.run == run):
            paid[event.player] = paid.get(event.player, Decimal(0)) + (event.amount or Decimal(0))
    return paid


def test_split_holdem_reads_as_double_board_holdem_and_verifies() -> None:
    shown, folded = pokerstars.read_file(SPLIT)
    assert shown.variant == folded.variant == "double-board-holdem"
    assert shown.boards == [["Ad", "7c", "3h", "9d", "2s"], ["Qd", "8c", "4s", "5h", "6h"]]
    assert folded.boards == [["2c", "5d", "9h", "Kh"], ["Th", "Js", "3s", "4c"]]
    for hand in (shown, folded):
        verdict = check(hand, RULES)
        assert verdict.status == "verified", verdict.reason
    assert _collected(shown.events, 1) == {"Ann": Decimal("9.05")}
    assert _collected(shown.events, 2) == {"Cid": Decimal("9.05")}


def test_a_board_paid_to_the_wrong_player_fails() -> None:
    """Ann wins the top board only: a record paying her the bottom board's half too is refused."""
    wrong = SPLIT.read_text(encoding="utf-8").replace("Cid collected $9.05", "Ann collected $9.05", 1)
    shown = pokerstars.parse_text(wrong)[0]
    verdict = check(shown, RULES)
    assert verdict.status == "failed" and "Ann: the rules award 9.50, the site paid 18.10" in verdict.reason


def test_the_record_is_written_again_as_it_was_read() -> None:
    hands = pokerstars.read_file(SPLIT)
    text = pokerstars_writer.dumps(hands)
    for line in (
        "Split Hold'em No Limit ($0.50/$1 USD)",
        "*** FIRST FLOP *** [Ad 7c 3h]\n*** SECOND FLOP *** [Qd 8c 4s]\nBob: checks",
        "*** SECOND TURN *** [Qd 8c 4s] [5h]",
        "*** FIRST SHOW DOWN ***",
        "*** SECOND SHOW DOWN ***",
        "FIRST Board [Ad 7c 3h 9d 2s]\nSECOND Board [Qd 8c 4s 5h 6h]",
    ):
        assert line in text
    assert "Hand was run" not in text
    assert pokerstars_writer.dumps(pokerstars.parse_text(text)) == text


def _engine_hand(seed: int, stacks: tuple[int, ...]) -> Hand:
    """Every player all in before the flop of a Double Board Hold'em hand dealt from ``seed``."""
    table = Table(
        names=tuple("ABCDEF"[: len(stacks)]), stacks=stacks, button=len(stacks) - 1, structure=NoLimit(2),
        rules=RULES, blinds=(1, 2), variant=variant("double-board-holdem"),
    )  # fmt: skip
    hand = Hand(table, deck=Deck(seed=seed))
    options = hand.options()
    hand.push(Action(Kind.RAISE, options.max_to) if Kind.RAISE in options.kinds else Action(Kind.CALL))
    while not hand.is_over:
        hand.push(Action(Kind.CALL if Kind.CALL in hand.options().kinds else Kind.CHECK))
    return hand


def test_the_engines_hand_of_two_boards_is_written_as_split_holdem() -> None:
    hand = Hand(
        Table(
            names=("A", "B"), stacks=(100, 100), button=1, structure=NoLimit(2), rules=RULES, blinds=(1, 2),
            variant=variant("split-holdem"),
        ),
        hole={0: cards("AsAh"), 1: cards("QsQh")},
        board=cards("Ad7c3h Qd8c4s 9d 5h 2s 6h"),
    )  # fmt: skip
    hand.push(Action(Kind.RAISE, 100))
    hand.push(Action(Kind.CALL))
    text = pokerstars_writer.dumps([site_hand(hand)])
    for line in (
        "Split Hold'em No Limit",
        "*** FIRST FLOP *** [Ad 7c 3h]\n*** SECOND FLOP *** [Qd 8c 4s]",
        "*** FIRST RIVER *** [Ad 7c 3h 9d] [2s]\n*** SECOND RIVER *** [Qd 8c 4s 5h] [6h]",
        "*** FIRST SHOW DOWN ***",
        "A collected 100 from pot\n*** SECOND SHOW DOWN ***",
        "B collected 100 from pot",
    ):
        assert line in text
    assert "Hand was run" not in text


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), stacks=st.lists(st.integers(3, 300), min_size=2, max_size=6))
def test_written_and_read_back_it_verifies_and_pays_what_the_engine_paid(seed: int, stacks: list[int]) -> None:
    hand = _engine_hand(seed, tuple(stacks))
    [back] = pokerstars.parse_text(pokerstars_writer.dumps([site_hand(hand)]))
    assert back.variant == "double-board-holdem" and back.runs == 2
    assert back.boards == [[card_text(c) for c in board] for board in hand.boards()]
    verdict = check(back, RULES)
    assert verdict.status == "verified", verdict.reason
    paid = _collected(back.events)
    assert {name: paid.get(name, Decimal(0)) for name in hand.names} == {
        name: Decimal(won) for name, won in zip(hand.names, hand.winnings, strict=True)
    }


def test_phh_cannot_hold_the_two_boards_and_says_so() -> None:
    shown = pokerstars.read_file(SPLIT)[0]
    with pytest.raises(HandHistoryError, match="PHH has one board, this hand was dealt 2"):
        site_to_phh(shown, RULES)
