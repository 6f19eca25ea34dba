"""Bad input of every kind gets a typed error naming the field or the action, never a bare
``TypeError``/``IndexError``/``ValueError`` from deep inside, and a refused action changes nothing.
(The cases come from a fuzzing pass: each one raised an untyped error before it was mended.)"""

from __future__ import annotations

import contextlib
import math
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import (
    Action,
    ActionSyntaxError,
    BlindPost,
    FixedLimit,
    Hand,
    Kind,
    NoLimit,
    PokerfloorError,
    RulebookError,
    SpreadLimit,
    Table,
    rulebook,
)
from pokerfloor.core import checks
from pokerfloor.core import table as table_module
from pokerfloor.core.checks import TableKinds, refuse_table_kinds
from pokerfloor.errors import HandHistoryError, SituationError
from pokerfloor.explain.case_ruling import rule_case
from pokerfloor.formats.phh import HandHistory
from pokerfloor.formats.situation import cases_of, hand_of, load_cases
from pokerfloor.games.cards import Deck, card, cards
from strategies import known_cards, table_kinds, table_values

TABLE: dict[str, Any] = {
    "names": ("A", "B", "C"),
    "stacks": (200, 200, 200),
    "button": 2,
    "structure": NoLimit(2),
    "rules": rulebook("tda"),
    "blinds": (1, 2),
}


def _table(**changes: Any) -> Table:
    return Table(**{**TABLE, **changes})


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"stacks": (200, "x", 200)}, "stacks"),
        ({"stacks": (200, 200.5, 200)}, "stacks"),
        ({"stacks": (200, math.nan, 200)}, "stacks"),
        ({"stacks": (200, True, 200)}, "stacks"),
        ({"names": None}, "players"),
        ({"names": ("A", "", "C")}, "players"),
        ({"button": None}, "button"),
        ({"button": 1.5}, "button"),
        ({"blinds": (1,)}, "blinds"),
        ({"blinds": (1, 2, 3)}, "blinds"),
        ({"blinds": ("1", "2")}, "blinds"),
        ({"blinds": (1.5, 2)}, "blinds"),
        ({"blinds": (2, 1)}, "blinds and straddles"),
        ({"straddles": (1,)}, "blinds and straddles"),
        ({"straddles": (4.5,)}, "straddles"),
        ({"ante": None}, "ante"),
        ({"ante": math.nan}, "ante"),
        ({"pot": 2.5}, "pot"),
        ({"street": "flop"}, "street"),
        ({"variant": ["holdem"]}, "unknown game"),
        ({"structure": None}, "structure"),
        ({"rules": "tda"}, "structure and rules"),  # None is the TDA's rulebook
    ],
)
def test_a_table_value_of_the_wrong_kind_is_refused_naming_the_field(changes: dict[str, Any], field: str) -> None:
    with pytest.raises(SituationError) as caught:
        _table(**changes)
    assert str(caught.value).startswith(field)


_ODD_VALUES: tuple[object, ...] = (
    None, 1, -1, 0, True, 1.5, "x", "", (), [], (1,), [1, 2], (1, 2), ("a", "b"), {}, b"ab", 10**30,
    frozenset({1}), (1.0, 2.0), (None, 1), (1, None), ((0, 1, 1),), (BlindPost(0, 1),), [BlindPost(0, 1)],
    NoLimit(2), rulebook("tda"), "razz",
)  # fmt: skip


@settings(max_examples=600, deadline=None)
@given(
    st.dictionaries(st.sampled_from(sorted(table_module.FIELDS)), st.sampled_from(_ODD_VALUES), min_size=1, max_size=3)
)
def test_a_table_of_any_values_is_made_or_refused_with_a_typed_error(changes: dict[str, Any]) -> None:
    """Whatever a table is given, it is made (and a hand plays from it) or refused with a typed
    error naming the field: never a bare TypeError (compiled, a field of another kind would raise
    one where it is stored or read)."""
    with contextlib.suppress(PokerfloorError):
        Hand(_table(**changes))


@pytest.mark.parametrize("field", ["names", "stacks", "blinds", "straddles"])
def test_a_table_given_lists_holds_tuples_and_a_hand_plays_from_it(field: str) -> None:
    """The checks take a list where a field is a tuple; the table holds the tuple, so a hand
    (compiled, it insists on tuples) plays from it, and the caller's list is not the table's."""
    given = {**TABLE, "straddles": (4,)}
    kept = list(given[field])
    table = Table(**{**given, field: kept})
    assert type(getattr(table, field)) is tuple
    assert getattr(table, field) == tuple(kept)
    kept.clear()
    hand = Hand(table)
    hand.push(Action(Kind.FOLD))
    assert hand.copy().names == ("A", "B", "C")


def test_names_of_two_words_are_a_table_s_but_not_a_situation_file_s() -> None:
    # Hand histories name players "Brian Rast"; a situation file's actions are "NAME VERB".
    assert _table(names=("Brian Rast", "B", "C")).names[0] == "Brian Rast"
    data = {"players": [{"name": "C D", "stack": 100}, {"name": "E", "stack": 100}], "case": [{}]}
    (case,) = cases_of(data, "f")
    assert "entry 1's name must be one word" in rule_case(case, "tda")["error"]["message"]


@pytest.mark.parametrize(
    ("hole", "board", "message"),
    [
        ({0: [99, 100]}, (), "99 is not a card"),
        ({0: [-5, 3]}, (), "-5 is not a card"),
        ({}, (52, 1, 2), "52 is not a card"),
        ({5: [1, 2]}, (), "there is no seat 5"),
        ({-1: [1, 2]}, (), "there is no seat -1"),
        ({"A": [1, 2]}, (), "there is no seat 'A'"),
        ({0: "AsKs"}, (), "seat 0's cards must be card numbers"),
    ],
)
def test_cards_and_seats_out_of_range_are_refused(hole: dict[Any, Any], board: tuple[int, ...], message: str) -> None:
    with pytest.raises(SituationError, match=message):
        Hand(_table(), hole=hole, board=board, deck=Deck(1))


def test_a_deck_that_is_not_a_deck() -> None:
    with pytest.raises(SituationError, match="deck: a Deck is needed"):
        Hand(_table(), deck="abc")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (Action(Kind.RAISE, None), "a raise needs its street total"),
        (Action(Kind.RAISE, "6"), "an amount is a whole number of chips"),  # type: ignore[arg-type]
        (Action(Kind.RAISE, 4.5), "an amount is a whole number of chips"),  # type: ignore[arg-type]
        (Action(Kind.CALL, 2.0), "an amount is a whole number of chips"),  # type: ignore[arg-type]
        (Action(Kind.FOLD, 500), "a fold takes no amount"),
        (Action("shove", 6), "'shove' is not a kind of action"),  # type: ignore[arg-type]
        (Action(None, 6), "None is not a kind of action"),  # type: ignore[arg-type]
        ("C call", "is not an action"),
        (None, "is not an action"),
        ((Kind.RAISE,), "is not an action"),
    ],
)
def test_what_is_not_an_action_is_refused_and_changes_nothing(action: Any, message: str) -> None:
    hand = Hand(_table(), deck=Deck(1))
    before = hand.snapshot(), list(hand.record), list(hand.history)
    with pytest.raises(ActionSyntaxError, match=message):
        hand.push(action)
    assert (hand.snapshot(), hand.record, hand.history) == before


def test_a_kind_written_as_its_word_is_taken() -> None:
    hand = Hand(_table(), deck=Deck(1))
    hand.push(Action("raise", 6))  # type: ignore[arg-type]
    assert hand.round.current_bet == 6 and hand.log[-1].text is Kind.RAISE


@pytest.mark.parametrize(
    ("player", "error", "message"),
    [
        (7, SituationError, "7 is not a player's name nor a seat"),
        (-1, SituationError, "-1 is not a player's name nor a seat"),
        (1.0, SituationError, "1.0 is not a player's name nor a seat"),
        ("Z", SituationError, "there is no player 'Z'"),
    ],
)
def test_an_unknown_player_is_named(player: Any, error: type[PokerfloorError], message: str) -> None:
    hand = Hand(_table(), deck=Deck(1))
    with pytest.raises(error, match=message):
        hand.push(Action(Kind.CALL), player=player)


@pytest.mark.parametrize(
    "text",
    ["C raise ²", "C raise ⑤", "C raise " + "9" * 5000, "C pushes ,", "C pushes _", "C pushes 1+,"],
)
def test_written_amounts_are_ascii_digits_of_a_sensible_length(text: str) -> None:
    data = {"players": [{"name": n, "stack": 100} for n in "ABC"], "blinds": [1, 2], "case": [{"actions": [text]}]}
    (case,) = cases_of(data, "f")
    ruling = rule_case(case, "tda")
    assert ruling["error"]["code"] == "syntax", ruling


@pytest.mark.parametrize("text", ["C says raise " + "9" * 400, "C says raise " + "9" * 5000 + " and"])
def test_a_declared_amount_too_long_to_be_chips_is_not_read_as_one(text: str) -> None:
    data = {"players": [{"name": n, "stack": 100} for n in "ABC"], "blinds": [1, 2], "case": [{"actions": [text]}]}
    (case,) = cases_of(data, "f")
    ruling = rule_case(case, "tda")
    assert "error" in ruling and ruling["error"]["code"] != "internal", ruling


def test_everyone_folding_to_a_player_with_less_in_ends_the_hand() -> None:
    # Once raised max() of nothing: the big blind all-in for less than a straddle... or simply
    # every other player folding to the one who put in less.
    table = _table(stacks=(200, 1, 200), straddles=(4,))
    hand = Hand(table, deck=Deck(1))
    while hand.to_act >= 0:
        hand.push(Action(Kind.FOLD))
    assert hand.is_over and sum(hand.stacks) == 401


@pytest.mark.parametrize(
    ("rules", "message"),
    [("x", "rules must be a table"), (5, "rules must be a table"), ([1, 2], "rules must be a table")],
)
def test_situation_rules_that_are_not_a_table(rules: Any, message: str) -> None:
    data = {"players": [{"name": n, "stack": 100} for n in "AB"], "rules": rules, "case": [{}]}
    (case,) = cases_of(data, "f")
    assert message in rule_case(case, "tda")["error"]["message"]


def test_situation_fields_named_in_their_errors() -> None:
    players = [{"name": n, "stack": 100} for n in "AB"]
    for extra, message in (
        ({"board": ["As"]}, "board must be written as text"),
        ({"cards": {"Z": "AsKs"}}, "cards: there is no player 'Z'"),
        ({"cards": {"A": "AsXx"}}, "cards: A's cards: 'Xx' is not a card"),
        ({"blinds": [True, False]}, "blinds must be [small, big]"),
    ):
        (case,) = cases_of({"players": players, **extra, "case": [{}]}, "f")
        assert message in rule_case(case, "tda")["error"]["message"]
    with pytest.raises(SituationError, match="rulebooks must name at least one"):
        list(cases_of({"players": players, "rulebooks": [], "case": [{}]}, "f"))


def test_a_file_nested_too_deeply_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text("x = " + "[" * 50_000 + "]" * 50_000 + "\n")
    with pytest.raises(SituationError, match="nested too deeply"):
        load_cases(path)


def test_a_call_may_still_name_its_total() -> None:
    hand = Hand(_table(), deck=Deck(1))
    hand.push(Action(Kind.CALL, 2))
    assert hand.round.bets[hand.table.button] == 2


@pytest.mark.parametrize("count", [-1, 1.5, None, "3"])
def test_a_deck_deals_a_whole_number_of_cards(count: Any) -> None:
    deck = Deck(1)
    with pytest.raises(SituationError, match="deal: the count of cards must be a whole number"):
        deck.deal(count)
    assert len(deck) == 52


@pytest.mark.parametrize("given", [None, 5, ["As"]])
def test_cards_are_read_from_text_only(given: Any) -> None:
    with pytest.raises(SituationError):
        cards(given)
    with pytest.raises(SituationError):
        card(given)


def test_a_seed_is_a_whole_number() -> None:
    with pytest.raises(SituationError, match="seed"):
        Deck(seed=[1])  # type: ignore[arg-type]


def test_settle_names_a_mucked_seat_that_is_not_at_the_table() -> None:
    table = _table()
    hand = Hand(table, hole={0: [0, 1], 1: [2, 3], 2: [4, 5]}, board=[10, 20, 30, 40, 50], auto_settle=False)
    while hand.to_act >= 0:
        hand.push(Action(Kind.CALL) if hand.options().call_to is not None else Action(Kind.CHECK))
    with pytest.raises(SituationError, match="mucked: 99 is not a seat"):
        hand.settle([99])
    assert not hand.is_settled
    hand.settle([0])
    assert hand.is_settled


@pytest.mark.parametrize(
    ("make", "field"),
    [
        (lambda: NoLimit(math.nan), "min_bet"),  # type: ignore[arg-type]
        (lambda: NoLimit(1.5), "min_bet"),  # type: ignore[arg-type]
        (lambda: NoLimit(None), "min_bet"),  # type: ignore[arg-type]
        (lambda: NoLimit(True), "min_bet"),
        (lambda: FixedLimit(None, 4), "small_bet"),  # type: ignore[arg-type]
        (lambda: SpreadLimit(2, None), "max_bet"),  # type: ignore[arg-type]
    ],
)
def test_bet_sizes_are_whole_numbers(make: Any, field: str) -> None:
    with pytest.raises(SituationError, match=f"^{field} must be a whole number of chips"):
        make()


def test_a_rulebook_name_that_is_not_a_name() -> None:
    with pytest.raises(RulebookError, match="unknown rulebook"):
        rulebook(["tda"])  # type: ignore[arg-type]


def test_settings_and_fields_that_are_not_tables() -> None:
    with pytest.raises(SituationError, match="a situation is a table of keys"):
        list(cases_of(None, "f"))  # type: ignore[arg-type]
    with pytest.raises(SituationError, match="settings are a table of keys"):
        hand_of(None, "tda")  # type: ignore[arg-type]
    with pytest.raises(HandHistoryError, match="fields are a table of keys"):
        HandHistory(None)  # type: ignore[arg-type]


@settings(max_examples=400, deadline=None)
@given(table_values())
def test_a_tables_quick_test_passes_only_tables_its_checks_pass(values: dict[str, Any]) -> None:
    """``Table._usual`` answers for the usual table at once; it must never pass a table that the
    checks one by one refuse (the slow path names the field)."""
    table = Table(names=("A", "B"), stacks=(1, 1), button=0, structure=NoLimit(2), rules=rulebook("tda"))
    for field, value in values.items():  # the others keep their defaults
        vars(Table)[field].__set__(table, value)  # past the table's __setattr__ (it refuses), unchecked
    if table._usual():
        table._check_values()  # nothing to refuse


@settings(max_examples=600, deadline=None)
@given(table_kinds())
def test_a_tables_quick_test_of_kinds_passes_what_the_checks_pass(given_kinds: TableKinds) -> None:
    """The table's quick test of its values' kinds (a native loop compiled, sets of types in
    Python) passes exactly what the checks one by one pass: never a value they refuse, and never
    refusing what they take (the checks then name the field)."""
    v = given_kinds
    numbers = (v.button, v.ante, v.bb_ante, v.bring_in, v.street, v.pot)
    quick = table_module._plain_kinds(
        v.names, v.stacks, v.blinds, v.straddles, numbers, dead_ante=v.dead_ante, structure=v.structure, rules=v.rules
    )
    try:
        refuse_table_kinds(v)
    except SituationError:
        assert not quick
    else:
        assert quick


@settings(max_examples=500, deadline=None)
@given(known_cards())
def test_the_cards_quick_test_passes_only_cards_the_checks_pass(given_cards: tuple[Any, Any, int]) -> None:
    """``checks._plain_cards`` answers for good cards at once; it must never pass cards that the
    checks one by one refuse."""
    hole, board, n = given_cards
    if checks._plain_cards(hole, board, n):
        checks._refuse_cards(hole, board, n)  # nothing to refuse
