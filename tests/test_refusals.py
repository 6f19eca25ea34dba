"""Refusals: typed errors with a stable code, the rule, a message quoting the action and the
numbers; and the state left exactly as it was."""

from __future__ import annotations

import pytest

from pokerfloor import (
    Action,
    ActionSyntaxError,
    ActionUnavailableError,
    AmountError,
    FixedLimit,
    Hand,
    IllegalActionError,
    Kind,
    NoActionPendingError,
    NoLimit,
    NotYourTurnError,
    PotLimit,
    Table,
    parse_action,
    rulebook,
)


def _flop(stacks: dict[str, int], structure: object = None, rules: str = "tda", pot: int = 300) -> Hand:
    table = Table(
        names=tuple(stacks),
        stacks=tuple(stacks.values()),
        button=len(stacks) - 1,
        structure=structure or NoLimit(100),  # type: ignore[arg-type]
        rules=rulebook(rules),
        blinds=(50, 100),
        street=1,
        pot=pot,
    )
    return Hand(table)


def _refusal(hand: Hand, action: Action, player: str | None = None) -> IllegalActionError:
    before = hand.snapshot()
    with pytest.raises(IllegalActionError) as caught:
        hand.push(action, player=player)
    assert hand.snapshot() == before
    return caught.value


def test_below_minimum_raise_quotes_action_numbers_and_rule() -> None:
    hand = _flop({"A": 10000, "B": 10000, "C": 10000})
    hand.push(Action(Kind.BET, 150))
    error = _refusal(hand, Action(Kind.RAISE, 250), player="B")
    assert isinstance(error, AmountError)
    assert error.code == "below-minimum"
    assert str(error) == "B raise 250: the minimum raise is to 300 (TDA 2024 Rule 43)"


def test_not_reopened_names_the_full_raise() -> None:
    hand = _flop({"A": 10000, "B": 125, "C": 10000, "D": 200, "E": 10000})
    for text in ("A bet 100", "B raise 125", "C call", "D raise 200", "E call", "A call"):
        written = parse_action(text)
        hand.push(Action(Kind(written.verb), written.amount), player=written.name)
    error = _refusal(hand, Action(Kind.RAISE, 400), player="C")
    assert isinstance(error, ActionUnavailableError)
    assert error.code == "not-reopened"
    assert "faces 75 more, less than the full raise of 100" in str(error)
    assert error.rule == "TDA 2024 Rule 47"


def test_not_your_turn() -> None:
    hand = _flop({"A": 1000, "B": 1000})
    error = _refusal(hand, Action(Kind.CHECK), player="B")
    assert isinstance(error, NotYourTurnError)
    assert "it is A's turn" in str(error)


def test_check_facing_a_bet_and_call_without_bet() -> None:
    hand = _flop({"A": 1000, "B": 1000})
    assert _refusal(hand, Action(Kind.CALL)).code == "call-without-bet"
    hand.push(Action(Kind.BET, 100))
    assert _refusal(hand, Action(Kind.CHECK)).code == "check-facing-bet"
    assert _refusal(hand, Action(Kind.BET, 300)).code == "bet-kind"


def test_more_than_the_stack() -> None:
    hand = _flop({"A": 1000, "B": 1000})
    error = _refusal(hand, Action(Kind.BET, 1001))
    assert error.code == "more-than-stack"


def test_pot_limit_maximum() -> None:
    hand = _flop({"A": 1000, "B": 1000}, structure=PotLimit(100))
    error = _refusal(hand, Action(Kind.BET, 301))
    assert str(error) == "A bet 301: the maximum bet is 300 (TDA 2024 Rule 54)"


def test_fixed_limit_exact_amount_and_cap() -> None:
    hand = _flop({"A": 1000, "B": 1000, "C": 1000}, structure=FixedLimit(100, 200), rules="roberts")
    assert _refusal(hand, Action(Kind.BET, 150)).code == "amount-not-allowed"
    for to in (100, 200, 300, 400):
        hand.push(Action(Kind.BET if to == 100 else Kind.RAISE, to))
    error = _refusal(hand, Action(Kind.RAISE, 500))
    assert error.code == "cap-reached"
    assert "a bet and 3 raises" in str(error)


def test_fold_when_check_is_free_is_a_switch() -> None:
    hand = _flop({"A": 1000, "B": 1000, "C": 1000})
    hand.push(Action(Kind.FOLD))
    assert hand.folded[0]
    strict = Table(
        names=("A", "B"),
        stacks=(1000, 1000),
        button=1,
        structure=NoLimit(100),
        rules=rulebook("tda", fold_when_check_free=False),
        street=1,
    )
    error = _refusal(Hand(strict), Action(Kind.FOLD))
    assert error.code == "fold-when-check-free"
    assert error.rule.startswith("house rule")


def test_nobody_to_act_after_the_hand() -> None:
    hand = _flop({"A": 1000, "B": 1000})
    hand.push(Action(Kind.BET, 100))
    hand.push(Action(Kind.FOLD))
    assert isinstance(_refusal(hand, Action(Kind.CHECK)), NoActionPendingError)
    with pytest.raises(NoActionPendingError):
        hand.options()


@pytest.mark.parametrize("text", ["", "A", "A dance", "A raise", "A raise lots", "A fold 10", "A says"])
def test_unreadable_actions(text: str) -> None:
    with pytest.raises(ActionSyntaxError):
        parse_action(text)
