"""One limit on amounts and on seats, the same everywhere amounts and players enter (issue 12,
items 3 and 5): whatever a table accepts can be played, written and read back, and nothing can
grow past what Python writes as text or what our own readers accept."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import pytest

from pokerfloor import Action, ActionSyntaxError, BettingRound, Hand, Kind, NoLimit, Table, rulebook
from pokerfloor.amounts import MAX_CHIPS, MAX_DIGITS, amount_text
from pokerfloor.checking.phh_replay import replay
from pokerfloor.core import seats
from pokerfloor.core.seats import MAX_PLAYERS, seat_orders
from pokerfloor.errors import HandHistoryError, SituationError
from pokerfloor.formats.phh import HandHistory, dumps, parse_histories, table_of, to_phh
from pokerfloor.formats.situation import load_cases
from pokerfloor.games.cards import Deck

TABLE: dict[str, Any] = {
    "names": ("A", "B"),
    "stacks": (MAX_CHIPS - 10**17, 10**17),
    "button": 1,
    "structure": NoLimit(2),
    "rules": rulebook("tda"),
    "blinds": (1, 2),
}


def test_the_limit_is_eighteen_digits() -> None:
    assert len(str(MAX_CHIPS)) == MAX_DIGITS


def test_a_table_at_the_limit_plays_all_in_and_round_trips_through_phh() -> None:
    hand = Hand(Table(**TABLE), deck=Deck(seed=3))
    options = hand.options()
    all_in = TABLE["stacks"][1]
    assert options.max_to == all_in and options.min_to is not None and options.min_to <= all_in
    hand.push(Action(Kind.RAISE, all_in))
    hand.push(Action(Kind.CALL))
    assert hand.is_over and sum(hand.stacks) == MAX_CHIPS
    (history,) = parse_histories(dumps(to_phh(hand)))
    assert replay(history, rulebook("tda")).status == "verified"


def test_no_limit_offers_the_whole_stack_of_the_largest_table() -> None:
    table = Table(**{**TABLE, "stacks": (MAX_CHIPS // 2, MAX_CHIPS // 2)})
    options = Hand(table).options()
    assert options.max_to == MAX_CHIPS // 2
    assert options.min_to is not None and options.min_to <= options.max_to


@pytest.mark.parametrize(
    "change",
    [
        {"stacks": (MAX_CHIPS, 1)},
        {"stacks": (10**4300, 10)},
        {"blinds": (1, 10**5000)},
        {"pot": MAX_CHIPS, "street": 1},
        {"ante": 10**19},
    ],
    ids=["stacks", "huge-stack", "huge-blind", "pot", "ante"],
)
def test_more_chips_than_the_limit_are_refused_at_the_table(change: dict[str, Any]) -> None:
    with pytest.raises(SituationError) as caught:
        Table(**{**TABLE, **change})
    assert caught.value.variant == "too-many-chips"
    assert str(MAX_CHIPS) in str(caught.value)


def test_a_structure_size_past_the_limit_is_refused() -> None:
    with pytest.raises(SituationError, match="more than"):
        NoLimit(10**4400)


@pytest.mark.parametrize("to", [10**18, 10**5000, -(10**5000)], ids=["19-digits", "5001-digits", "negative"])
def test_an_action_past_the_limit_is_refused_and_changes_nothing(to: int) -> None:
    hand = Hand(Table(**{**TABLE, "stacks": (1000, 1000)}))
    before = hand.snapshot()
    with pytest.raises(ActionSyntaxError) as caught:
        hand.push(Action(Kind.RAISE, to))
    assert "digits" in str(caught.value) and caught.value.code == "too-many-chips"
    assert hand.snapshot() == before


def test_amount_text_never_writes_a_huge_number() -> None:
    assert amount_text(10**5000) == "a number of about 5001 digits"
    assert amount_text(123) == "123"


def test_phh_refuses_an_amount_past_the_limit_naming_the_field() -> None:
    fields = {
        "variant": "NT",
        "antes": [0, 0],
        "blinds_or_straddles": [1, 2],
        "min_bet": 2,
        "starting_stacks": [10**18, 100],
        "actions": [],
    }
    with pytest.raises(HandHistoryError, match="starting_stacks"):
        table_of(HandHistory(fields), rulebook("tda"))
    with pytest.raises(HandHistoryError, match="starting_stacks"):
        table_of(HandHistory({**fields, "starting_stacks": [1e300, 100.0]}), rulebook("tda"))


def test_a_situation_file_with_a_huge_integer_is_a_typed_error(tmp_path: Path) -> None:
    path = tmp_path / "huge.toml"
    path.write_text(f'structure = "no-limit"\nblinds = [1, 2]\npot = {"9" * 5000}\n')
    with pytest.raises(SituationError) as caught:
        load_cases(path)
    assert caught.value.code == "bad-toml"


def test_the_seats_are_bounded_by_the_deck_and_a_maximum() -> None:
    names = tuple(f"P{k}" for k in range(MAX_PLAYERS + 1))
    with pytest.raises(SituationError, match="at most 22"):
        Table(**{**TABLE, "names": names, "stacks": (100,) * len(names)})
    omaha = tuple(f"P{k}" for k in range(12))
    with pytest.raises(SituationError, match="omaha seats at most 11"):
        Table(**{**TABLE, "names": omaha, "stacks": (100,) * 12, "variant": "omaha"})
    with pytest.raises(SituationError, match="at most 22"):
        BettingRound(NoLimit(2), rulebook("tda"), 0, [10] * 10_000, [False] * 10_000, 0)


def test_the_seat_orders_are_made_once_per_table_size_and_stay_bounded() -> None:
    """Each table size's orders are made once, at import (the same tuple every time asked); a
    size no table has is refused, and not kept."""
    for n in (*range(1, MAX_PLAYERS + 1), MAX_PLAYERS + 1, 10**6, -1, True):
        with contextlib.suppress(SituationError):
            seat_orders(n)
    assert len(seats._ORDERS) == MAX_PLAYERS + 1
    for n in range(1, MAX_PLAYERS + 1):
        assert seat_orders(n) is seat_orders(n) is seats._ORDERS[n]
        assert seat_orders(n)[n] == seat_orders(n)[0] == tuple(range(n))
        assert all(order == (*range(first, n), *range(first)) for first, order in enumerate(seat_orders(n)[:n]))
    with pytest.raises(SituationError, match="n: True is not a whole number"):
        seat_orders(True)
