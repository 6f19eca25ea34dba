"""Rake while playing (pokerfloor.core.rake; WSOP 2024 Live Action Rule 27): a percentage with a
cap, per hand or per pot, "no flop, no drop", a jackpot drop; taken at settlement, said in the
record and the results, chips conserved, refusals naming the field."""

from __future__ import annotations

import pickle
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import Action, Hand, Kind, NoLimit, Table, rulebook
from pokerfloor.checking.phh_replay import hand_of, replay
from pokerfloor.core.rake import HouseRake, from_main_pot_first, percent_taken
from pokerfloor.errors import PokerfloorError, SituationError
from pokerfloor.formats.phh import dumps, parse_histories, to_phh
from pokerfloor.formats.sites import ohh, pokerstars_writer
from pokerfloor.formats.sites.build import site_hand
from pokerfloor.games.cards import Deck, cards
from pokerfloor.play.simulate import simulate
from strategies import legal_action, tables


def _table(rake: HouseRake | None, stacks: tuple[int, ...] = (40, 200, 200)) -> Table:
    return Table(
        names=("A", "B", "C")[: len(stacks)],
        stacks=stacks,
        button=len(stacks) - 1,
        structure=NoLimit(2),
        rules=rulebook("wsop-live"),
        blinds=(1, 2),
        rake=rake,
    )


def _all_in_hand(rake: HouseRake | None) -> Hand:
    """C raises to 60, A (40) all-in, B folds: a pot of 82, A's aces against C's queens."""
    hand = Hand(_table(rake), hole={0: cards("AsAh"), 1: cards("KsKh"), 2: cards("QsQh")}, board=cards("2c7d9hJs3c"))
    for text in ("C raise 60", "A allin", "B fold"):
        hand.push_text(text)
    return hand


def test_the_percentage_rounds_down_and_stops_at_the_cap() -> None:
    assert percent_taken(82, Decimal(10), 6) == 6
    assert percent_taken(59, Decimal(10), 6) == 5
    assert percent_taken(59, Decimal("4.5"), None) == 2
    assert from_main_pot_first(7, [5, 10]) == [5, 2]


def test_the_rake_is_taken_at_settlement_and_said_in_the_record() -> None:
    hand = _all_in_hand(HouseRake.parse("10/6"))
    assert hand.house_take() == (6, 0)
    assert hand.winnings == [76, 0, 0] and hand.stacks == [76, 198, 160]
    assert [event.amount for event in hand.log if event.kind == "rake"] == [6]
    assert hand.awards()[0].amount == 76
    hand.pop()
    assert hand.house_take() == (0, 0) and hand.to_act == 1


def test_a_jackpot_drop_and_a_rake_per_pot() -> None:
    hand = _all_in_hand(HouseRake.parse("10/6", jackpot=1, jackpot_from=20))
    assert hand.house_take() == (6, 1) and hand.winnings == [75, 0, 0]
    assert HouseRake.parse("10/6", per="pot").taken([120, 120], flop=True) == (12, 0, [6, 6])
    assert HouseRake.parse("10/6").taken([120, 120], flop=True) == (6, 0, [6, 0])


def test_no_flop_no_drop_and_its_switch() -> None:
    for no_flop_no_drop, taken in ((True, (0, 0)), (False, (0, 0))):
        hand = Hand(_table(HouseRake(10, 6, no_flop_no_drop=no_flop_no_drop)))
        for text in ("C raise 6", "A fold", "B fold"):
            hand.push_text(text)
        # Five in the pot: 10% of it rounds down to nothing either way.
        assert hand.house_take() == taken
    hand = Hand(_table(HouseRake(50, None, no_flop_no_drop=False)))
    for text in ("C raise 6", "A fold", "B fold"):
        hand.push_text(text)
    assert hand.house_take() == (2, 0) and hand.winnings == [0, 0, 3]


def test_run_twice_takes_the_rake_once() -> None:
    hand = Hand(
        _table(HouseRake.parse("10/6"), stacks=(100, 100)),
        hole={0: cards("AsAh"), 1: cards("KsKh")},
        board=cards("2c7d9hJs3c"),
    )
    hand.push(Action(Kind.RAISE, 100))
    hand.push(Action(Kind.CALL))
    assert hand.house_take() == (6, 0)
    hand.run_it(2, boards=[cards("KdQc4d8s3h")])
    assert hand.house_take() == (6, 0) and hand.winnings == [97, 97]
    hand.pop()
    assert hand.house_take() == (6, 0) and hand.winnings == [194, 0]


@pytest.mark.parametrize(
    ("make", "field", "variant"),
    [
        (lambda: HouseRake(101), "percent", "rake-percent"),
        (lambda: HouseRake(Decimal("NaN")), "percent", "rake-percent"),
        (lambda: HouseRake(10, -1), "cap", "whole-range"),
        (lambda: HouseRake(10, per="round"), "per", "choice"),  # type: ignore[arg-type]
        (lambda: HouseRake(10, no_flop_no_drop=1), "no_flop_no_drop", "flag"),  # type: ignore[arg-type]
        (lambda: HouseRake(10, jackpot=-2), "jackpot", "whole-range"),
        (lambda: HouseRake.parse("ten/6"), "rake", "rake-text"),
        (lambda: HouseRake.parse("10/6.5"), "rake", "rake-text"),
        (lambda: HouseRake.of({"percent": 10, "max": 3}), "rake", "choice"),
        (lambda: _table("10/6"), "rake", "needs"),  # type: ignore[arg-type]
    ],
)
def test_bad_rakes_are_refused_naming_the_field(make: object, field: str, variant: str) -> None:
    with pytest.raises(SituationError) as refusal:
        make()  # type: ignore[operator]
    assert refusal.value.params["field"] == field and refusal.value.variant == variant


def test_a_rake_is_a_value() -> None:
    rake = HouseRake.parse("4.5/3", per="pot", jackpot=1, jackpot_from=20)
    again = HouseRake(Decimal("4.5"), 3, per="pot", jackpot=1, jackpot_from=20)
    assert pickle.loads(pickle.dumps(rake)) == rake == again and hash(rake) == hash(again)
    assert str(rake) == "4.5/3" and HouseRake.of({"percent": 5}) == HouseRake(5)
    with pytest.raises(AttributeError):
        rake.cap = 4


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_rake_conserves_chips(data: st.DataObject) -> None:
    table = data.draw(tables())
    rake = HouseRake(
        data.draw(st.integers(0, 100)),
        data.draw(st.none() | st.integers(0, 50)),
        per=data.draw(st.sampled_from(["hand", "pot"])),
        no_flop_no_drop=data.draw(st.booleans()),
        jackpot=data.draw(st.integers(0, 3)),
        jackpot_from=data.draw(st.integers(0, 100)),
    )
    table = table.replace(rake=rake)
    hand = Hand(table, deck=Deck(seed=data.draw(st.integers(0, 2**16))))
    before = hand.snapshot()
    while hand.to_act >= 0:
        before = hand.snapshot()
        hand.push(legal_action(data.draw, hand))
    if not hand.is_over or not hand.history:
        return
    taken, dropped = hand.house_take()
    assert sum(hand.stacks) + taken + dropped == sum(table.stacks) + table.pot
    assert sum(hand.winnings) + taken + dropped == sum(hand.committed) + hand.dead
    hand.pop()
    assert hand.snapshot() == before
    assert hand.house_take() == (0, 0)


@pytest.mark.parametrize("jobs", [1, 2])
def test_simulate_with_a_rake_conserves_chips(jobs: int) -> None:
    summary = simulate(hands=300, players=5, seed=3, jobs=jobs, rake="10/6", runs=2)
    assert summary.hands == 300 and summary.chips_conserved


def test_simulate_refuses_a_bad_rake() -> None:
    with pytest.raises(PokerfloorError) as refusal:
        simulate(hands=10, rake="lots")
    assert refusal.value.params["field"] == "rake"


def _raked_run_twice() -> Hand:
    table = _table(HouseRake.parse("10/6", per="pot", jackpot=1, jackpot_from=20), stacks=(100, 100))
    hand = Hand(table, hole={0: cards("AsAh"), 1: cards("KsKh")}, board=cards("2c7d9hJs3c"))
    hand.push(Action(Kind.RAISE, 100))
    hand.push(Action(Kind.CALL))
    hand.run_it(2, boards=[cards("KdQc4d8s3h")])
    return hand


def test_phh_writes_the_rake_and_the_runs_in_user_fields_and_reads_them_back() -> None:
    hand = _raked_run_twice()
    fields = to_phh(hand)
    assert fields["_runs"] == ["KdQc4d8s3h"] and fields["_rake"] == 7
    assert fields["_house_rake"] == {
        "percent": 10,
        "cap": 6,
        "per": "pot",
        "no_flop_no_drop": True,
        "jackpot": 1,
        "jackpot_from": 20,
    }
    [history] = parse_histories(dumps(fields))
    assert replay(history, rulebook("wsop-live")).status == "verified"
    again = hand_of(history, rulebook("wsop-live"))
    assert again.stacks == hand.stacks and again.house_take() == (6, 1) and again.run_boards() == hand.run_boards()


def test_the_site_writers_say_the_house_take() -> None:
    record = site_hand(_all_in_hand(HouseRake.parse("10/6", jackpot=1, jackpot_from=20)))
    assert record.rake == 7
    assert "Total pot 82 | Rake 7" in pokerstars_writer.dumps([record])
    assert "A collected 75 from pot" in pokerstars_writer.dumps([record])
    assert ohh.to_ohh(record)["ohh"]["pots"][0]["rake"] == 7
