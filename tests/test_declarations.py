"""Live-table declarations and chip pushes: each rule under each rulebook, the TDA 2024 Illustration
Addendum's worked examples, the refusals, the written forms, and properties over random hands."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor import (
    PRESETS,
    Action,
    ActionSyntaxError,
    ActionUnavailableError,
    AmountError,
    FixedLimit,
    Hand,
    Kind,
    NoActionPendingError,
    NoLimit,
    NotYourTurnError,
    PotLimit,
    SituationError,
    Table,
    rulebook,
)
from pokerfloor.explain.case_ruling import describe
from pokerfloor.formats.situation import hand_of, load_cases
from pokerfloor.live import play_text
from pokerfloor.live.declarations import (
    LiveRuling,
    cite,
    declare,
    play_live,
    push_chips,
    read_live,
    rule_declaration,
    rule_push,
)
from pokerfloor.structures import Structure
from strategies import hands_in_play

RULEBOOKS = sorted(PRESETS)
EXAMPLE = Path(__file__).parent.parent / "examples" / "declarations.toml"


def _hand(
    stacks: dict[str, int],
    actions: tuple[Action, ...] = (),
    *,
    rules: str = "tda",
    blinds: tuple[int, int] = (250, 500),
    street: int = 0,
    pot: int = 0,
    structure: Structure | None = None,
) -> Hand:
    """A hand with the players in seat order, the button last, after ``actions``."""
    names = tuple(stacks)
    table = Table(
        names=names,
        stacks=tuple(stacks.values()),
        button=len(names) - 1,
        structure=structure or NoLimit(blinds[1]),
        rules=rulebook(rules),
        blinds=blinds,
        street=street,
        pot=pot,
    )
    hand = Hand(table)
    for action in actions:
        hand.push(action)
    return hand


def _utg_raised(rules: str) -> Hand:
    """TDA 2024 Addendum Rule 45, example 1-B: NLHE 250-500, UTG raises 600 to 1100; UTG+1 to act."""
    stacks = {"SB": 50000, "BB": 50000, "UTG": 50000, "UTG1": 50000, "CO": 50000, "BTN": 50000}
    return _hand(stacks, (Action(Kind.RAISE, 1100),), rules=rules)


def _opened(
    bet: int, rules: str = "tda", players: int = 4, stack: int = 50000, blinds: tuple[int, int] = (200, 400)
) -> Hand:
    """After the flop (pot 1000), the first player has opened for ``bet``; the second is to act."""
    stacks = {f"P{k}": stack for k in range(1, players + 1)}
    return _hand(stacks, (Action(Kind.BET, bet),), rules=rules, blinds=blinds, street=1, pot=1000)


def _check_ruling(ruling: LiveRuling, written: str, code: str) -> None:
    assert (ruling.written, ruling.code) == (written, code), ruling.text
    assert ruling.written == f"{ruling.player} {ruling.action}"


# -- Rule 45: multiple-chip bets (TDA 2024 Illustration Addendum, Rule 45) ------------------------


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_rule45_example_1b_every_chip_needed_is_a_call(rules: str) -> None:
    ruling = rule_push(_utg_raised(rules), 1500, chips=(500, 1000))
    _check_ruling(ruling, "UTG1 call", "every-chip-needed")
    assert ruling.rule == cite(rulebook(rules), "every-chip")
    assert "45-A" in ruling.rule or ruling.rule.startswith("WSOP 2024")  # the WSOP texts' own rules


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_rule45_example_2_half_a_raise_is_held_to_a_full_raise(rules: str) -> None:
    hand = _utg_raised(rules)
    ruling = rule_push(hand, 1500, chips=(1000, 100, 100, 100, 100, 100))
    _check_ruling(ruling, "UTG1 raise 1700", "held-to-full-raise")
    assert "43-A" in ruling.rule or ruling.rule.startswith("WSOP 2024")  # the WSOP texts' own rules
    assert "400 over the call" in ruling.text and "1700" in ruling.text
    # "if the UTG+1 puts out 1400 or more": the threshold is exactly half of the 600 raise.
    assert rule_push(hand, 1400).written == "UTG1 raise 1700"
    assert rule_push(hand, 1399).written == "UTG1 call"


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_rule45_example_3_less_than_half_a_raise_is_a_call(rules: str) -> None:
    ruling = rule_push(_utg_raised(rules), 1300, chips=(1000, 100, 100, 100))
    _check_ruling(ruling, "UTG1 call", "under-half-raise")
    assert "200 over the call" in ruling.text


@pytest.mark.parametrize(
    ("pushed", "written"), [((1000, 500, 500, 500), "P2 raise 2800"), ((1000, 500, 500), "P2 call")]
)
def test_rule45_example_4_opening_bet_of_1400(pushed: tuple[int, ...], written: str) -> None:
    ruling = rule_push(_opened(1400), sum(pushed), chips=pushed)
    assert ruling.written == written


def test_rule45_example_4_last_chips_are_all_in_whatever_they_reach() -> None:
    hand = _opened(1400, stack=50000)
    hand.round.stacks[1] = 2000  # P2 pushes his last chips: one 1000 and two 500s
    ruling = rule_push(hand, 2000, chips=(1000, 500, 500))
    _check_ruling(ruling, "P2 raise 2000", "last-chips")
    assert "45-B-2" in ruling.rule


def test_rule45a_example_2_last_chips_all_needed_is_a_call() -> None:
    hand = _opened(1050, blinds=(25, 50))
    hand.round.stacks[1] = 2000  # two 1000s, the player's last chips
    ruling = rule_push(hand, 2000, chips=(1000, 1000))
    _check_ruling(ruling, "P2 call", "every-chip-needed")
    declare_raise = rule_push(hand, 2000, chips=(1000, 1000), raise_declared=True)
    assert declare_raise.written == "P2 raise 2000"


def test_rule61_overbetting_for_change_is_a_raise() -> None:
    """TDA 2024 Rule 61: facing 325, one 500 and one 25 silently is a raise to 650."""
    ruling = rule_push(_opened(325, blinds=(25, 50)), 525, chips=(500, 25))
    assert ruling.written == "P2 raise 650"


def test_several_chips_of_unknown_sizes_follow_the_half_standard() -> None:
    hand = _opened(1000)
    assert rule_push(hand, 1000).code == "exact-call"
    assert rule_push(hand, 1499).written == "P2 call"
    assert rule_push(hand, 1500).written == "P2 raise 2000"
    assert rule_push(hand, 2600).written == "P2 raise 2600"


# -- Rule 44: a single oversized chip --------------------------------------------------------------


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_rule44_single_overchip_facing_a_bet_is_a_call(rules: str) -> None:
    ruling = rule_push(_opened(400, rules=rules), 5000, one_chip=True)
    _check_ruling(ruling, "P2 call", "overchip-call")
    assert ruling.rule == cite(rulebook(rules), "overchip")
    if rules in ("roberts", "fspr"):
        assert ruling.rule.endswith("as TDA 2024 Rule 44")


def test_rule44_overchip_with_raise_declared_is_the_most_the_chip_allows() -> None:
    ruling = rule_push(_opened(400), 5000, one_chip=True, raise_declared=True)
    _check_ruling(ruling, "P2 raise 5000", "declared-raise")


def test_rule44_overchip_with_no_bet_is_a_bet_of_the_chip() -> None:
    hand = _hand({"A": 9000, "B": 9000, "C": 9000}, street=1, pot=1000)
    _check_ruling(rule_push(hand, 1000, one_chip=True), "A bet 1000", "overchip-bet")


def test_rule44_overchip_on_the_big_blind_option_is_a_check() -> None:
    hand = _hand({"SB": 9000, "BB": 9000, "BTN": 9000}, (Action(Kind.CALL), Action(Kind.CALL)), blinds=(50, 100))
    assert hand.player_to_act == "BB"
    ruling = rule_push(hand, 1000, one_chip=True)
    _check_ruling(ruling, "BB check", "overchip-call")
    # Several chips are a raise when they reach half a raise over the big blind, else a check.
    assert rule_push(hand, 50).written == "BB raise 200"
    assert rule_push(hand, 49).written == "BB check"


def test_overchip_is_a_call_even_as_the_last_chip() -> None:
    hand = _opened(400)
    hand.round.stacks[1] = 1000
    assert rule_push(hand, 1000, one_chip=True).written == "P2 call"


# -- Rule 51: undercalls; binding general declarations ---------------------------------------------


def test_rule51b_example_2_undercalling_the_opening_bet_is_a_full_call() -> None:
    ruling = rule_push(_opened(8000, blinds=(1000, 2000)), 2000)
    _check_ruling(ruling, "P2 call", "undercall")
    assert "51-B" in ruling.rule and "8000" in ruling.text


def test_rule51b_example_1_undercalling_a_raise_multiway_is_left_to_the_director() -> None:
    hand = _opened(2000, blinds=(1000, 2000))
    hand.push(Action(Kind.RAISE, 8000))
    with pytest.raises(AmountError) as caught:
        rule_push(hand, 2000)
    assert caught.value.code == "undercall-discretion"
    assert str(caught.value).startswith("P3 pushes 2000: 2000 is less than the 8000")


def test_rule51b_undercall_heads_up_is_a_full_call() -> None:
    hand = _opened(2000, players=2, blinds=(1000, 2000))
    hand.push(Action(Kind.RAISE, 8000))
    assert rule_push(hand, 1000).written == "P1 call"


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_rule51a_example_3_call_binds_to_the_full_bet(rules: str) -> None:
    hand = _opened(2000, rules=rules, blinds=(1000, 2000))
    hand.push(Action(Kind.RAISE, 8000))
    ruling = rule_declaration(hand, "call")
    _check_ruling(ruling, "P3 call", "declared-call")
    assert ruling.rule == cite(rulebook(rules), "verbal")
    assert "8000" in ruling.text


def test_roberts_cites_its_own_verbal_rule() -> None:
    assert cite(rulebook("roberts"), "verbal").startswith("Robert's Rules of Poker, Betting and Raising")
    assert cite(rulebook("fspr"), "verbal") == "FSPR 2011: no rule found; as TDA 2024 Rule 51-A"
    assert cite(rulebook("wsop"), "verbal") == "WSOP 2024 Tournament Rules, Rules 90-d and 93-f-1"
    assert cite(rulebook("wsop-live"), "verbal") == "WSOP 2024 Live Action Rules, Rules 16 and 131"


# -- Rule 43: raise amounts ------------------------------------------------------------------------


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_rule43a_fourteen_hundred_over_a_1000_bet_is_a_call(rules: str) -> None:
    ruling = rule_declaration(_opened(1000, rules=rules), "fourteen hundred")
    assert ruling.written == "P2 call"
    assert ruling.rule.startswith(cite(rulebook(rules), "amount-alone"))


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_rule43b_raise_and_an_amount_is_the_total(rules: str) -> None:
    ruling = rule_declaration(_opened(2000, rules=rules), "Raise, eight thousand.")
    _check_ruling(ruling, "P2 raise 8000", "declared-total")
    assert ruling.rule == cite(rulebook(rules), "raise-total")


def test_raise_without_an_amount_is_the_minimum_raise() -> None:
    _check_ruling(rule_declaration(_opened(1000), "raise"), "P2 raise 2000", "declared-minimum")


def test_raise_by_and_make_it() -> None:
    hand = _opened(1000)
    assert rule_declaration(hand, "raise by 1500").written == "P2 raise 2500"
    assert rule_declaration(hand, "I'll make it 3,000").written == "P2 raise 3000"
    assert rule_declaration(hand, "raise 2.5k").written == "P2 raise 2500"


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_an_under_raise_is_corrected_up_to_the_minimum(rules: str) -> None:
    ruling = rule_declaration(_opened(1000, rules=rules), "raise 1500")
    _check_ruling(ruling, "P2 raise 2000", "corrected-up")
    assert ruling.rule == cite(rulebook(rules), "underraise")


def test_a_declared_raise_beyond_the_stack_is_all_in() -> None:
    hand = _opened(1000)
    hand.round.stacks[1] = 3000
    _check_ruling(rule_declaration(hand, "raise 9000"), "P2 raise 3000", "more-than-stack")


# -- Rules 54-D, 55, 57: pot, invalid and unclear declarations -------------------------------------


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_rule55a_call_with_no_bet_is_a_check(rules: str) -> None:
    hand = _hand({"A": 9000, "B": 9000, "C": 9000}, street=1, pot=1000, rules=rules)
    ruling = rule_declaration(hand, "call")
    _check_ruling(ruling, "A check", "call-means-check")
    assert ruling.rule == cite(rulebook(rules), "call-no-bet")


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_rule55b_raise_with_no_bet_is_at_least_a_minimum_bet(rules: str) -> None:
    hand = _hand({"A": 9000, "B": 9000, "C": 9000}, street=1, pot=1000, rules=rules)
    _check_ruling(rule_declaration(hand, "raise"), "A bet 500", "raise-means-bet")
    assert rule_declaration(hand, "raise 800").written == "A bet 800"


def test_rule55_check_facing_a_bet_is_refused_and_says_why() -> None:
    hand = _opened(1000)
    before = hand.snapshot()
    with pytest.raises(ActionUnavailableError) as caught:
        rule_declaration(hand, "check")
    assert caught.value.code == "check-facing-bet"
    assert caught.value.rule == "TDA 2024 Rule 55"
    assert hand.snapshot() == before


@pytest.mark.parametrize(("pot", "bet"), [(4000, 500), (5000, 5000)])
def test_rule57_i_bet_five(pot: int, bet: int) -> None:
    """NLHE 200-400: "I bet five" is 500 while the pot is under 5000, and 5000 from 5000 on."""
    hand = _hand({"A": 90000, "B": 90000, "C": 90000}, blinds=(200, 400), street=1, pot=pot)
    ruling = rule_declaration(hand, "I bet five")
    _check_ruling(ruling, f"A bet {bet}", "unclear-amount")
    assert ruling.rule == "TDA 2024 Rule 57"


def test_rule57_amount_alone_in_words_is_ruled_as_chips_of_the_likely_size() -> None:
    hand = _hand({"A": 90000, "B": 90000, "C": 90000}, blinds=(200, 400), street=1, pot=4000)
    assert rule_declaration(hand, "five").written == "A bet 500"
    assert rule_declaration(hand, "5").written == "A bet 400"  # digits are exact: 5 is made up to the minimum


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_rule54d_pot_in_no_limit_binds_to_the_minimum(rules: str) -> None:
    ruling = rule_declaration(_opened(1000, rules=rules), "raise the pot")
    _check_ruling(ruling, "P2 raise 2000", "pot-means-minimum")
    assert ruling.rule == cite(rulebook(rules), "pot-no-limit")


def test_pot_in_pot_limit_is_the_largest_raise() -> None:
    hand = _pot_limit_opened(1000)
    # Pot 1000 + bet 1000 + call 1000 = 3000 over the 1000 bet: to 4000.
    _check_ruling(rule_declaration(hand, "pot"), "P2 raise 4000", "pot")


def _pot_limit_opened(bet: int, rules: str = "tda") -> Hand:
    stacks = {"P1": 50000, "P2": 50000, "P3": 50000}
    return _hand(
        stacks, (Action(Kind.BET, bet),), rules=rules, blinds=(200, 400), street=1, pot=1000, structure=PotLimit(400)
    )


# -- pot-limit and limit corrections ----------------------------------------------------------------


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_pot_limit_overbet_is_brought_down_to_the_pot(rules: str) -> None:
    ruling = rule_push(_pot_limit_opened(1000, rules), 9000)
    _check_ruling(ruling, "P2 raise 4000", "corrected-down")
    assert ruling.rule == cite(rulebook(rules), "over-maximum")


def _limit(rules: str) -> Hand:
    """Fixed limit 100/200 on the flop: P1 bets 100; P2 to act (a raise is to 200)."""
    stacks = {"P1": 5000, "P2": 5000, "P3": 5000}
    return _hand(
        stacks,
        (Action(Kind.BET, 100),),
        rules=rules,
        blinds=(50, 100),
        street=1,
        pot=300,
        structure=FixedLimit(100, 200),
    )


@pytest.mark.parametrize("rules", RULEBOOKS)
def test_fixed_limit_push_of_half_a_raise_is_a_raise_of_the_fixed_size(rules: str) -> None:
    hand = _limit(rules)
    assert rule_push(hand, 150).written == "P2 raise 200"
    assert rule_push(hand, 149).written == "P2 call"
    over = rule_push(hand, 500)
    _check_ruling(over, "P2 raise 200", "corrected-down")
    assert rule_push(hand, 500, one_chip=True).written == "P2 call"


def test_wsop_live_limit_citations_are_the_live_action_rules() -> None:
    ruling = rule_push(_limit("wsop-live"), 150)
    assert ruling.rule == "WSOP 2024 Live Action Rules, Rules 136 and 179"  # a bet and a half is a raise
    assert "(limit games)" not in rule_push(_opened(1000, rules="wsop-live"), 1500).rule


def test_a_push_over_the_call_when_the_betting_is_not_reopened_is_a_call() -> None:
    """TDA 2024 Addendum Rule 47, example 1-A: C may only call the 75."""
    stacks = {"A": 10000, "B": 125, "C": 10000, "D": 200, "E": 10000}
    hand = _hand(stacks, blinds=(50, 100), street=1, pot=300)
    for action in (Action(Kind.BET, 100), Action(Kind.RAISE, 125), Action(Kind.CALL)):
        hand.push(action)
    hand.push(Action(Kind.RAISE, 200))
    hand.push(Action(Kind.CALL))
    hand.push(Action(Kind.CALL))
    assert hand.player_to_act == "C"
    ruling = rule_push(hand, 1000)
    _check_ruling(ruling, "C call", "raise-not-open")
    assert rule_declaration(hand, "raise 500").written == "C call"


# -- refusals and the written form -----------------------------------------------------------------


def test_refusals_are_typed_quote_the_input_and_change_nothing() -> None:
    hand = _opened(1000)
    before = hand.snapshot()
    with pytest.raises(AmountError) as too_many:
        rule_push(hand, 60000)
    assert too_many.value.code == "more-than-stack"
    assert str(too_many.value).startswith("P2 pushes 60000: P2 has only 50000 chips behind")
    with pytest.raises(AmountError) as none:
        rule_push(hand, 0)
    assert none.value.code == "no-chips"
    with pytest.raises(NotYourTurnError):
        rule_declaration(hand, "call", player="P3")
    with pytest.raises(SituationError):
        rule_push(hand, 100, player="Z")
    with pytest.raises(ActionSyntaxError) as unclear:
        rule_declaration(hand, "I think so")
    assert unclear.value.code == "unclear-declaration"
    with pytest.raises(ActionSyntaxError):
        rule_push(hand, 1500, chips=(1000, 400))
    assert hand.snapshot() == before


def test_nothing_to_rule_once_the_hand_is_over() -> None:
    hand = _opened(1000, players=2)
    hand.push(Action(Kind.FOLD))
    with pytest.raises(NoActionPendingError):
        rule_declaration(hand, "call")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B pushes 1400", ("B", "pushes", "", 1400, (), False, False)),
        ("B pushes 5,000 in one chip", ("B", "pushes", "", 5000, (), True, False)),
        ("B pushes 1000+100+100", ("B", "pushes", "", 1200, (1000, 100, 100), False, False)),
        ("B says raise and pushes 5000 in one chip", ("B", "pushes", "", 5000, (), True, True)),
        ("B says raise, eight thousand", ("B", "says", "raise, eight thousand", 0, (), False, False)),
    ],
)
def test_read_live(text: str, expected: tuple[Any, ...]) -> None:
    assert tuple(read_live(text) or ()) == expected


@pytest.mark.parametrize("text", ["B pushes", "B pushes lots", "B pushes 1000+500 in one chip", "B says"])
def test_read_live_refuses_what_it_cannot_read(text: str) -> None:
    with pytest.raises(ActionSyntaxError):
        read_live(text)


def test_read_live_leaves_other_verbs_alone() -> None:
    assert read_live("B raise 300") is None
    hand = _opened(1000)
    assert play_live(hand, "P2 call") is None
    assert hand.player_to_act == "P2"


def test_applying_a_ruling_pushes_its_action() -> None:
    hand = _utg_raised("tda")
    ruling = push_chips(hand, 1500, chips=(1000, 100, 100, 100, 100, 100), player="UTG1")
    assert ruling.written == "UTG1 raise 1700"
    assert hand.round.current_bet == 1700 and hand.player_to_act == "CO"
    assert declare(hand, "call").written == "CO call"
    assert hand.player_to_act == "BTN"


def test_a_ruling_the_hand_refuses_changes_nothing() -> None:
    """A fold when a check is free binds under TDA Rule 58; a house that refuses it refuses it typed."""
    table = Table(
        names=("A", "B"),
        stacks=(1000, 1000),
        button=1,
        structure=NoLimit(100),
        rules=rulebook("tda", fold_when_check_free=False),
        street=1,
        pot=200,
    )
    hand = Hand(table)
    before = hand.snapshot()
    with pytest.raises(ActionUnavailableError):
        declare(hand, "fold")
    assert hand.snapshot() == before


# -- the situation file ----------------------------------------------------------------------------


def _rule_example_case(case: Any, rulebook_name: str) -> dict[str, Any]:
    """What situation.py's rule_case will do once it rules says/pushes (see the integration)."""
    hand = hand_of(case.settings, rulebook_name)
    ruled_as: list[str] = []
    for text in case.actions:
        ruling = play_live(hand, text)
        if ruling is None:
            play_text(hand, text)
        else:
            ruled_as.append(ruling.written)
    return {**describe(hand), "ruled_as": ruled_as}


def _example_cases() -> list[Any]:
    return [
        pytest.param(case, name, id=f"{case.index}-{name}") for case in load_cases(EXAMPLE) for name in case.rulebooks
    ]


@pytest.mark.parametrize(("case", "rulebook_name"), _example_cases())
def test_examples_declarations_toml(case: Any, rulebook_name: str) -> None:
    ruling = _rule_example_case(case, rulebook_name)
    assert case.expect, case.name
    for key, expected in case.expect.items():
        got, want = ruling[key], expected
        if key == "options":
            got, want = sorted(got), sorted(want)
        assert got == want, f"{case.name}: {key}"


# -- properties ------------------------------------------------------------------------------------


WORDS = ["call", "check", "fold", "raise", "bet", "all in", "pot", "five", "raise 7", "bet 30", "twelve", "3", "100"]


Spec = tuple[int, bool, bool] | str  # a push (chips, one chip, raise declared) or the words said


def _spec(hand: Hand, data: st.DataObject) -> Spec:
    if data.draw(st.booleans()):
        stack = hand.round.stacks[hand.to_act]
        return (data.draw(st.integers(1, stack)), data.draw(st.booleans()), data.draw(st.booleans()))
    return data.draw(st.sampled_from(WORDS))


def _rule_spec(hand: Hand, spec: Spec, *, apply: bool = False) -> LiveRuling | None:
    """Rule (or rule and apply) a push or a declaration; ``None`` when it is refused (typed)."""
    try:
        if isinstance(spec, str):
            return declare(hand, spec) if apply else rule_declaration(hand, spec)
        chips, one_chip, raise_declared = spec
        how = push_chips if apply else rule_push
        return how(hand, chips, one_chip=one_chip, raise_declared=raise_declared)
    except (AmountError, ActionUnavailableError):
        return None


@given(hands_in_play(), st.data())
def test_ruling_never_changes_the_hand_and_rules_a_legal_action(hand: Hand, data: st.DataObject) -> None:
    if hand.to_act < 0:
        return
    before, log = hand.snapshot(), len(hand.log)
    ruling = _rule_spec(hand, _spec(hand, data))
    assert hand.snapshot() == before and len(hand.log) == log
    if ruling is not None and ruling.action.kind is not Kind.FOLD:
        assert ruling.action in hand.options(), ruling.text


@given(hands_in_play(), st.data())
def test_an_applied_ruling_equals_pushing_its_action(hand: Hand, data: st.DataObject) -> None:
    if hand.to_act < 0:
        return
    spec = _spec(hand, data)
    ruling = _rule_spec(hand, spec)
    if ruling is None or ruling.action.kind is Kind.FOLD:
        return
    twin = hand.copy()
    twin.push(ruling.action)
    assert _rule_spec(hand, spec, apply=True) == ruling
    assert hand.snapshot() == twin.snapshot()


@given(hands_in_play(), st.data())
def test_a_push_inside_the_raise_range_is_a_raise_to_exactly_that(hand: Hand, data: st.DataObject) -> None:
    if hand.to_act < 0:
        return
    options = hand.options()
    if options.min_to is None or options.max_to is None:
        return
    seat = hand.to_act
    in_front = hand.round.bets[seat]
    to = data.draw(st.integers(options.min_to, options.max_to))
    if to - in_front < 1:
        return
    ruling = rule_push(hand, to - in_front)
    kind = Kind.BET if hand.round.current_bet == 0 else Kind.RAISE
    assert ruling.action == Action(kind, to), ruling.text


@given(hands_in_play())
def test_a_push_of_exactly_the_call_is_a_call(hand: Hand) -> None:
    if hand.to_act < 0:
        return
    options = hand.options()
    if options.call_adds is None:
        return
    assert rule_push(hand, options.call_adds).action == Action(Kind.CALL)
