"""A board run more than once written as the sites write it (issue 30 item 8): the engine's hand
made a site's record (:func:`pokerfloor.formats.sites.build.site_hand`), written as PokerStars text
and as Open Hand History, reads back with each run's board and streets, checks under the rules,
and pays each player what the engine paid him."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import Action, Hand, Kind, NoLimit, PotLimit, Table, rulebook, variant
from pokerfloor.checking.convert import phh_to_site
from pokerfloor.checking.sites import check
from pokerfloor.errors import HandHistoryError, PokerfloorError
from pokerfloor.formats import phh
from pokerfloor.formats.sites import ohh, pokerstars, pokerstars_writer
from pokerfloor.formats.sites.build import site_hand
from pokerfloor.formats.sites.hand import SiteHand
from pokerfloor.games.cards import Deck, card_text, cards
from pokerfloor.rules import Rulebook

RULES = rulebook("wsop-live")
#: Each format: its writer and its reader.
FORMATS: dict[str, tuple[Callable[[list[SiteHand]], str], Callable[[str], list[SiteHand]]]] = {
    "pokerstars": (pokerstars_writer.dumps, pokerstars.parse_text),
    "ohh": (ohh.dumps, lambda text: ohh.parse_text(text, strict=True)),  # strict: the spec's every field
}


def _table(stacks: tuple[int, ...], *, game: str = "holdem", rules: Rulebook = RULES) -> Table:
    names = tuple("ABCD"[: len(stacks)])
    structure = PotLimit(2) if game != "holdem" else NoLimit(2)
    return Table(
        names=names, stacks=stacks, button=len(stacks) - 1, structure=structure, rules=rules, blinds=(1, 2),
        variant=variant(game),
    )  # fmt: skip


def _all_in(table: Table, hole: list[str], board: str) -> Hand:
    """Every player all in before the flop: the first to act moves in, the others call."""
    hand = Hand(table, hole={seat: cards(text) for seat, text in enumerate(hole)}, board=cards(board))
    hand.push(Action(Kind.RAISE, max(table.stacks)))
    while not hand.is_over:
        hand.push(Action(Kind.CALL))
    return hand


def _read_back(hand: Hand, form: str) -> SiteHand:
    """The hand written in ``form`` and read again: it checks, and pays what the engine paid."""
    dumps, parse = FORMATS[form]
    [back] = parse(dumps([site_hand(hand)]))
    verdict = check(back, RULES)
    assert verdict.status == "verified", verdict.reason
    paid = {name: Decimal(0) for name in hand.names}
    for event in back.events:
        if event.kind == "collect":
            paid[event.player] += event.amount or Decimal(0)
    assert paid == {name: Decimal(won) for name, won in zip(hand.names, hand.winnings, strict=True)}
    boards = hand.run_boards() or [list(hand.runout)]
    assert back.runs == len(boards)
    assert back.boards == [[card_text(c) for c in board] for board in boards]
    return back


@pytest.mark.parametrize("form", FORMATS)
def test_holdem_run_twice_with_a_side_pot_reads_back_with_both_boards(form: str) -> None:
    hand = _all_in(_table((50, 100, 100)), ["AsAh", "KsKh", "QsQh"], "2c7d9hJs3c")
    hand.run_it(2, boards=[cards("KdQc4d8s3h")])
    assert hand.winnings == [75, 175, 0]
    back = _read_back(hand, form)
    runs = [e.run for e in back.events if e.kind == "street" and e.detail != "hole cards"]
    assert runs == [1, 1, 1, 2, 2, 2]


def test_pokerstars_writes_the_runs_in_the_sites_words() -> None:
    hand = _all_in(_table((50, 100, 100)), ["AsAh", "KsKh", "QsQh"], "2c7d9hJs3c")
    hand.run_it(2, boards=[cards("KdQc4d8s3h")])
    text = pokerstars_writer.dumps([site_hand(hand)])
    for line in (
        "*** FIRST FLOP *** [2c 7d 9h]",
        "*** SECOND RIVER *** [Kd Qc 4d 8s] [3h]",
        "*** FIRST SHOW DOWN ***",
        "*** SECOND SHOW DOWN ***\nB collected 50 from side pot-1\nB collected 75 from main pot",
        "Hand was run twice\nFIRST Board [2c 7d 9h Js 3c]\nSECOND Board [Kd Qc 4d 8s 3h]",
    ):
        assert line in text


@pytest.mark.parametrize("form", FORMATS)
def test_holdem_run_three_times_with_two_side_pots(form: str) -> None:
    hand = _all_in(_table((30, 60, 100, 100)), ["AsAh", "KsKh", "QsQh", "JsJh"], "2c7d9h4s3c")
    hand.run_it(3, boards=[cards("KdQc5d8s3h"), cards("QdJc6d8h2h")])
    assert sum(hand.winnings) == 290 and len([w for w in hand.winnings if w]) >= 3
    back = _read_back(hand, form)
    assert max(e.run for e in back.events) == 3


@pytest.mark.parametrize("form", FORMATS)
def test_a_run_after_the_flop_shares_the_flop(form: str) -> None:
    hand = Hand(_table((100, 100)), hole={0: cards("AsAh"), 1: cards("KsKh")}, board=cards("2c7d9hJs3c"))
    hand.push(Action(Kind.CALL))
    hand.push(Action(Kind.CHECK))
    hand.push(Action(Kind.BET, 98))
    hand.push(Action(Kind.CALL))
    hand.run_it(2, boards=[cards("Kd8s")])
    back = _read_back(hand, form)
    streets = [(e.detail, e.run) for e in back.events if e.kind == "street" and e.detail != "hole cards"]
    assert streets == [("flop", 1), ("turn", 1), ("river", 1), ("turn", 2), ("river", 2)]
    if form == "pokerstars":
        text = pokerstars_writer.dumps([site_hand(hand)])
        assert "*** FLOP *** [2c 7d 9h]" in text and "*** SECOND TURN *** [2c 7d 9h] [Kd]" in text


@pytest.mark.parametrize("form", FORMATS)
def test_omaha_hi_lo_run_twice_splits_each_board_high_and_low(form: str) -> None:
    table = _table((100, 100), game="omaha-hi-lo")
    hand = Hand(table, hole={0: cards("AsKsQhJh"), 1: cards("Ad2d3c9c")}, board=cards("4h5s8dKhQd"))
    hand.push(Action(Kind.RAISE, 6))
    hand.push(Action(Kind.RAISE, 18))
    hand.push(Action(Kind.RAISE, 54))
    hand.push(Action(Kind.RAISE, 100))
    hand.push(Action(Kind.CALL))
    hand.run_it(2, boards=[cards("JcTd9sKcQc")])
    assert hand.winnings[0] and hand.winnings[1]
    _read_back(hand, form)


def test_more_runs_than_the_sites_name_are_refused_by_name() -> None:
    rules = RULES.override(runs_most=4)
    hand = _all_in(_table((100, 100), rules=rules), ["AsAh", "KsKh"], "2c7d9hJs3c")
    hand.run_it(4, boards=[cards("KdQc4d8s3h"), cards("Kc5c6d8h2h"), cards("QdJc6s8c2d")])
    with pytest.raises(HandHistoryError) as refused:
        site_hand(hand, number="12")
    assert refused.value.key == "refused.unsupported.site-runs"
    assert "hand 12" in str(refused.value) and "4 times" in str(refused.value)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.integers(3, 120), min_size=2, max_size=4),
    st.integers(0, 2**32),
    st.integers(0, 2),
    st.integers(1, 3),
    st.sampled_from(sorted(FORMATS)),
)
def test_any_all_in_hand_run_once_to_three_times_reads_back_paying_the_same(
    stacks: list[int], seed: int, street: int, times: int, form: str
) -> None:
    """Random stacks and cards, all in on a random street, the rest run up to three times."""
    deck = Deck(seed=seed)
    hand = Hand(_table(tuple(stacks)), deck=deck)
    while hand.street < street and not hand.is_over:  # checked or called to the street
        _check_or_call(hand)
    if not hand.is_over:
        hand.push_text(f"{hand.player_to_act} allin")
    while not hand.is_over:
        _check_or_call(hand)
    if times > 1 and hand.is_contested:
        with contextlib.suppress(PokerfloorError):  # refused when no card was to come: dealt once
            hand.run_it(times, deck=deck)
    _read_back(hand, form)


def _check_or_call(hand: Hand) -> None:
    try:
        hand.push(Action(Kind.CHECK))
    except PokerfloorError:  # refused, and the hand as it was: there is a bet to call
        hand.push(Action(Kind.CALL))


@pytest.mark.parametrize("form", FORMATS)
def test_a_phh_hand_with_its_runs_converts_to_the_sites_runs(form: str) -> None:
    """PHH's ``_runs`` (pokerfloor's user field) becomes the site's runs through ``convert``."""
    hand = _all_in(_table((50, 100, 100)), ["AsAh", "KsKh", "QsQh"], "2c7d9hJs3c")
    hand.run_it(3, boards=[cards("KdQc4d8s3h"), cards("Kc5c6d8h2h")])
    [history] = phh.parse_histories(phh.dumps(phh.to_phh(hand)))
    dumps, parse = FORMATS[form]
    [back] = parse(dumps([phh_to_site(history, RULES)]))
    assert back.runs == 3 and check(back, RULES).status == "verified"
