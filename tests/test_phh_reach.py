"""Real hand histories at full reach (issue 15): decimal stakes read exactly, unknown cards at a
showdown, honest verdicts, every field kept on the way through, and checks at scale.

``tests/data/phh-cents`` holds hands written to the PHH standard in dollars and cents (decimal
blinds, stacks and bets, ``sm ????``, ``inf`` stacks, no ``finishing_stacks``, an odd chip), each
with the verdict it must get in ``_expect``; the same hands scaled to whole cents must give the
same verdicts and the same results, a hundred times larger.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Mapping
from decimal import Decimal, localcontext
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokerfloor import Action, Hand, Kind, Table, rulebook
from pokerfloor.checking import phh_replay
from pokerfloor.checking.corpus import BATCH, check_files
from pokerfloor.checking.phh_replay import replay
from pokerfloor.checking.rake import Rake
from pokerfloor.cli.commands import main
from pokerfloor.errors import HandHistoryError
from pokerfloor.explain.case_ruling import rule_case
from pokerfloor.formats import phh
from pokerfloor.formats.files import exact_table
from pokerfloor.formats.phh import HandHistory, dumps, parse_histories, read_histories, to_phh
from pokerfloor.formats.situation import Case, in_chips, load_cases
from pokerfloor.formats.units import ChipUnit, finest_place, plain_digits, scaled_amounts
from pokerfloor.games.cards import Deck
from strategies import phh_field_values, tables

DATA = Path(__file__).parent / "data"
CENTS = sorted((DATA / "phh-cents").glob("*.phh"))
SHARED = Path(__file__).resolve().parents[2] / "shared" / "phh"
EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "rulings"
EVERY_HAND = sorted((DATA / "phh").glob("*.phh")) + CENTS + sorted(SHARED.rglob("*.phh"))
TDA = rulebook("tda")
#: The fields written in money (the results too).
MONEY = ("antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet", "starting_stacks")
RESULTS = ("finishing_stacks", "winnings")


def _history(path: Path) -> HandHistory:
    (history,) = read_histories(path)
    return history


def _hand(path: Path, **edits: Any) -> HandHistory:
    """A hand of the corpus with some fields replaced (``None`` drops one)."""
    fields = {**_history(path).fields, **edits}
    return HandHistory({k: v for k, v in fields.items() if v is not None}, str(path))


# -- 1. exact decimals ------------------------------------------------------------------------------


@pytest.mark.parametrize("path", CENTS, ids=lambda p: p.stem)
def test_hands_in_dollars_and_cents_get_the_verdict_they_expect(path: Path) -> None:
    history = _history(path)
    result = replay(history, TDA)
    assert result.status == history.fields["_expect"], result.reason
    assert result.status != "verified" or not result.expected  # verified: nothing differs


@pytest.mark.parametrize("path", CENTS, ids=lambda p: p.stem)
def test_the_same_hands_in_whole_cents_give_the_same_results_a_hundred_times_larger(path: Path) -> None:
    history = _history(path)
    dollars = replay(history, TDA)
    cents = replay(HandHistory(_scaled(history.fields, 100), str(path)), TDA)
    assert (cents.status, cents.code) == (dollars.status, dollars.code)
    assert phh.unit_of(HandHistory(_scaled(history.fields, 100))).step == 1
    for ours, theirs in ((cents.expected, dollars.expected), (cents.actual, dollars.actual)):
        assert ours == (None if theirs is None else [v * 100 for v in theirs])


def _scaled(fields: Mapping[str, Any], factor: int) -> dict[str, Any]:
    """A hand's fields with every amount multiplied by ``factor`` (whole results as integers)."""
    out = dict(fields)
    for key in (*MONEY, *RESULTS):
        if key in out:
            value = out[key]
            out[key] = [_times(v, factor) for v in value] if isinstance(value, list) else _times(value, factor)
    out["actions"] = [_scaled_action(text, factor) for text in fields["actions"]]
    return out


def _times(value: int | Decimal, factor: int) -> int | Decimal:
    scaled = Decimal(value) * factor
    return int(scaled) if scaled.is_finite() and scaled == scaled.to_integral_value() else scaled


def _scaled_action(text: str, factor: int) -> str:
    words = text.split("#", 1)[0].split()
    if len(words) == 3 and words[1] == "cbr":
        return f"{words[0]} cbr {_times(Decimal(words[2]), factor)}"
    return text


def test_decimals_are_read_as_written_never_through_a_binary_float() -> None:
    history = _history(DATA / "phh-cents" / "basic.phh")
    assert history.fields["starting_stacks"] == [
        Decimal("52.30"),
        Decimal("48.15"),
        50,
        Decimal("61.05"),
        Decimal("23.40"),
        Decimal("50.00"),
    ]
    assert [str(v) for v in history.fields["blinds_or_straddles"][:2]] == ["0.25", "0.50"]
    # 0.1 + 0.2 is 0.30000000000000004 in binary floats; a pot of the two blinds here is 0.30.
    (hand,) = parse_histories(
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [0.1, 0.2]\nmin_bet = 0.2\n"
        "starting_stacks = [10, 10]\nactions = ['p2 f']\nfinishing_stacks = [10.1, 9.9]\n"
    )
    assert replay(hand, TDA).status == "verified"
    assert phh_replay.hand_of(hand, TDA).winnings == [2, 0]  # chips of 0.1: the small blind and its match


@pytest.mark.parametrize(
    "text",
    [
        "a = [200.30, 81.60, 197]\n",  # the fast line read
        "a = [\n  200.30,\n  81.60,\n  197,\n]\n",  # a multi-line array: read again whole
        "[1]\na = [200.30, 81.60, 197]\n[1.extra]\na = 1\n",  # the key twice: read again whole
    ],
)
def test_every_layout_of_a_decimal_is_read_exactly(text: str) -> None:
    table = exact_table(text, "t", HandHistoryError)
    values = table["a"] if "a" in table else table["1"]["a"]
    assert [str(v) for v in values] == ["200.30", "81.60", "197"]


_AMOUNTS = st.lists(
    st.one_of(
        st.integers(-(10**12), 10**12),
        st.decimals(allow_nan=False, allow_infinity=True),
        st.sampled_from([Decimal("NaN"), Decimal("1E+3"), Decimal("-0.50"), Decimal("0E-12"), Decimal("7.000")]),
    ),
    max_size=6,
)


@given(_AMOUNTS, st.integers(-12, 2))
@example([Decimal("10000000000000000000000000001")], 0)  # 29 digits: past decimal's default precision
@example([Decimal("245115378438540534198.11784263")], -7)  # a fraction of a chip, 29 digits on: not whole
@example([Decimal("1E+999999")], -7)  # past decimal's largest exponent once scaled: no number of chips
def test_amounts_in_chips_are_those_of_decimal_arithmetic(amounts: list[int | Decimal], exponent: int) -> None:
    """The digits read of each amount (the quick way) give what decimal arithmetic gives."""
    try:
        with localcontext(prec=1000):  # exact: decimal's default 28 digits round a 29-digit amount
            scaled = [Decimal(a).scaleb(-exponent) for a in amounts]
        whole: list[int] | None = [int(s) for s in scaled]
    except (ValueError, ArithmeticError):  # nan, infinity, past the largest exponent
        scaled, whole = [], None
    exact = whole is not None and all(w == s for w, s in zip(whole, scaled, strict=True))
    chips = ChipUnit(exponent).whole_chips(amounts)
    assert chips == (whole if exact else None)
    assert chips is None or {*map(type, chips)} <= {int}
    if all(Decimal(a).is_finite() for a in amounts):
        places = [0, *(-int(Decimal(a).as_tuple().exponent) for a in amounts if type(a) is Decimal)]
        assert finest_place(amounts) == -max(places)
    else:
        assert finest_place(amounts) is None


@given(_AMOUNTS)
def test_stakes_read_for_their_place_are_those_of_decimal_arithmetic(amounts: list[int | Decimal]) -> None:
    """``scaled_amounts`` (the stakes' digits at their finest place, read once) gives what decimal
    arithmetic gives, or ``None`` for a decimal not written plainly."""
    scaled = scaled_amounts(amounts)
    plain = all(isinstance(a, int) or (a.is_finite() and a >= 0 and "E" not in str(a)) for a in amounts)
    finest = finest_place(amounts) if plain else None
    if finest is None or finest < -9:  # not written plainly, or finer than a billionth
        assert scaled is None
        return
    assert scaled is not None
    numbers, exponent = scaled
    assert exponent == finest
    exact = [Decimal(a).as_integer_ratio() for a in amounts]  # no context: no rounding past 28 digits
    assert numbers == [top * 10**-exponent // bottom for top, bottom in exact]


@given(st.text(alphabet="0123456789.-+eE\u0663 x", max_size=8) | st.decimals().map(str))
def test_a_decimal_s_digits_are_read_as_a_pattern_reads_them(text: str) -> None:
    """``plain_digits``, a native pass compiled and string calls in Python: ASCII digits with at
    most one point between digits, read as the number they make and the places after the point."""
    found = re.fullmatch(r"([0-9]+)(?:\.([0-9]+))?", text)
    expected = (int(text.replace(".", "")), len(found.group(2) or "")) if found else (-1, 0)
    assert plain_digits(text) == expected


@given(st.text(alphabet="0123456789.", max_size=22) | st.decimals(0, 10**12, places=4).map(str), st.integers(-9, 0))
def test_an_action_s_amount_is_read_as_decimal_arithmetic_reads_it(text: str, exponent: int) -> None:
    """``action_chips`` (a native pass compiled, string calls in Python): ASCII digits with at most
    one point between digits, at most 18 of them, no finer than the unit; exactly the chips."""
    found = re.fullmatch(r"([0-9]+)(?:\.([0-9]+))?", text)
    places = len(found.group(2) or "") if found else 0
    digits = len(text.replace(".", "").lstrip("0"))
    if not found or digits > 18 or places > -exponent or (exponent == 0 and places):
        assert phh.action_chips(text, ChipUnit(exponent)) is None
        return
    top, bottom = Decimal(text).as_integer_ratio()
    assert phh.action_chips(text, ChipUnit(exponent)) == top * 10**-exponent // bottom


def test_a_bet_finer_than_the_stakes_sets_the_hand_s_chip() -> None:
    history = _hand(DATA / "phh-cents" / "unknown-loser.phh", winnings=None)
    history.fields["actions"] = [a.replace("p2 cbr 1.20", "p2 cbr 1.205") for a in history.fields["actions"]]
    assert phh.unit_of(history).step == Decimal("0.001")
    result = replay(history, TDA)  # the record's stacks are those of a bet of 1.20
    assert (result.status, result.code) == ("failed", "finishing-differ")
    assert (
        result.reason
        == "finishing stacks differ: p2 10.42 expected, 10.415 replayed, p3 10.91 expected, 10.915 replayed"
    )


@pytest.mark.parametrize(("written", "why"), [("-0.5", "-0.5"), ("1.0000000001", "finer than the hand's unit")])
def test_a_decimal_that_is_no_amount_fails_naming_the_field(written: str, why: str) -> None:
    text = (DATA / "phh-cents" / "basic.phh").read_text().replace("min_bet = 0.50", f"min_bet = {written}")
    result = replay(parse_histories(text)[0], TDA)
    assert result.status == "failed" and "min_bet" in result.reason and why in result.reason


def test_an_engine_refusal_in_a_decimal_hand_says_the_chip_it_counts_in() -> None:
    history = _hand(DATA / "phh-cents" / "basic.phh")
    history.fields["actions"] = [a.replace("p5 cbr 4.10", "p5 cbr 1.50") for a in history.fields["actions"]]
    result = replay(history, TDA)
    assert (result.status, result.action) == ("failed", "p5 cbr 1.50")
    assert result.reason.endswith("(the replay counts in chips of 0.01)")


def test_a_situation_in_dollars_is_ruled_as_the_same_one_in_cents() -> None:
    (dollars,) = [c for c in load_cases(EXAMPLES / "decimal-stakes.toml") if c.index == 1]
    ruling = rule_case(dollars, "tda")
    assert (ruling["call_to"], ruling["min_to"], ruling["max_to"], ruling["chip"]) == (
        Decimal("1.25"),
        Decimal("2.00"),
        Decimal("12.30"),
        Decimal("0.01"),
    )
    assert ruling["refused"] == ["B raise 1.99"]  # as written, not in chips
    cents, unit = in_chips(dollars)
    assert cents.actions == ("C raise 125", "A call") and unit.step == Decimal("0.01")
    ruled_in_cents = rule_case(cents, "tda")
    assert "chip" not in ruled_in_cents
    assert (ruled_in_cents["call_to"], ruled_in_cents["min_to"], ruled_in_cents["max_to"]) == (125, 200, 1230)
    (all_in,) = [c for c in load_cases(EXAMPLES / "decimal-stakes.toml") if c.index == 2]
    pots, pots_in_cents = rule_case(all_in, "tda")["pots"], rule_case(in_chips(all_in)[0], "tda")["pots"]
    assert [p["amount"] for p in pots] == [Decimal("36.90"), Decimal("55.40")]
    assert pots_in_cents == [{"amount": p["amount"] * 100, "eligible": p["eligible"]} for p in pots]


def test_a_draw_s_count_of_cards_is_not_an_amount() -> None:
    case = Case("f", 1, "draw", {"blinds": [0.5, 1]}, ("A draws 2",), (), ("tda",))
    assert in_chips(case)[0].actions == ("A draws 2",)


# -- 2. unknown cards at a showdown ------------------------------------------------------------------


def test_a_loser_shown_as_unknown_cards_did_not_win_and_strict_says_so() -> None:
    path = DATA / "phh-cents" / "unknown-loser.phh"
    result = replay(_history(path), TDA)
    assert result.status == "verified"
    assert result.forgiven == [
        "p2 shows cards not known at the showdown: taken as not winning, another hand being shown"
    ]
    strict = replay(_history(path), TDA, strict=True)
    assert strict.status == "failed" and "p2 shows cards not known" in strict.reason


def test_a_loser_who_shows_nothing_did_not_win_either() -> None:
    history = _hand(DATA / "phh-cents" / "unknown-loser.phh")
    history.fields["actions"] = [a for a in history.fields["actions"] if a != "p2 sm ????"]
    result = replay(history, TDA)
    assert result.status == "verified"
    assert result.forgiven == ["p2 shows no cards at the showdown: taken as not winning, another hand being shown"]


def test_no_hand_known_at_the_showdown_is_a_named_result() -> None:
    history = _hand(DATA / "phh-cents" / "unknown-loser.phh")
    history.fields["actions"] = [a.replace("p3 sm Ac8h", "p3 sm ????") for a in history.fields["actions"]]
    result = replay(history, TDA)
    assert (result.status, result.code) == ("unverifiable", "undecided")
    assert result.reason == "no winner can be told: the cards of p2, p3 at the showdown are not in the record"


def test_a_record_that_has_the_unknown_hand_win_fails_with_both_stacks() -> None:
    history = _hand(DATA / "phh-cents" / "unknown-loser.phh", winnings=None, finishing_stacks=[9.95, 14.37, 6.96])
    history.fields["finishing_stacks"] = [Decimal("9.95"), Decimal("14.37"), Decimal("6.96")]
    result = replay(history, TDA)
    assert result.status == "failed"
    assert (
        result.reason == "finishing stacks differ: p2 14.37 expected, 10.42 replayed, p3 6.96 expected, 10.91 replayed"
    )


# -- 3. honest verdicts ------------------------------------------------------------------------------


def test_an_odd_chip_split_in_halves_names_the_chip_and_the_rule() -> None:
    result = replay(_history(DATA / "phh-cents" / "odd-chip-halves.phh"), TDA)
    assert (result.status, result.rule) == ("odd-chip", "TDA 2024 Rule 20")
    assert result.reason == (
        "finishing stacks: the record splits an odd chip in parts (p2 5.025, p3 5.025); the replay gives it whole"
        " to p2, the first left of the button (TDA 2024 Rule 20)"
    )
    assert result.expected == [Decimal("4.95"), Decimal("5.025"), Decimal("5.025")]


def test_winnings_are_compared_when_that_is_all_the_record_has() -> None:
    wrong = _hand(DATA / "phh-cents" / "winnings-only.phh", winnings=[Decimal("1.75"), 0, 0])
    result = replay(wrong, TDA)
    assert (result.status, result.code) == ("failed", "winnings-differ")
    assert result.reason == "winnings differ: p1 1.75 expected, 0.00 replayed, p3 0 expected, 1.75 replayed"


def test_zero_winnings_beside_finishing_stacks_are_not_compared() -> None:
    history = _hand(DATA / "phh-cents" / "unknown-loser.phh", winnings=[0, 0, 0])
    result = replay(history, TDA)
    assert result.status == "verified"
    assert result.notes == ["winnings are all zero although a pot was won: not compared"]


def _raked_basic() -> HandHistory:
    """basic.phh as a site that rakes 5% up to $3 records it: the pot of 47.55 pays 2.37."""
    return _hand(
        DATA / "phh-cents" / "basic.phh",
        finishing_stacks=[Decimal(v) for v in ("52.05", "47.65", "71.78", "61.05", "0", "50.00")],
    )


def test_a_raked_hand_verifies_with_the_rake_and_hints_at_it_without() -> None:
    assert replay(_raked_basic(), TDA, rake=Rake.parse("5/3")).status == "verified"
    result = replay(_raked_basic(), TDA)
    assert result.status == "failed"
    assert result.reason.endswith(
        "; the record has 2.37 less, 5.0% of the pot of 47.55, all on the winners' side: it looks like a site's"
        " rake (replay with --rake PERCENT/CAP)"
    )
    assert replay(_raked_basic(), TDA, rake=Rake.parse("5/2")).status == "failed"  # the cap is 2: 2.00 raked


def test_no_flop_no_drop() -> None:
    history = _hand(
        DATA / "phh-cents" / "basic.phh",
        finishing_stacks=[Decimal(v) for v in ("52.05", "47.65", "50.75", "61.05", "23.40", "50.00")],
    )
    actions = history.fields["actions"]
    history.fields["actions"] = [*actions[:7], "p4 f", "p5 f", "p6 f", "p1 f", "p2 f"]  # p3's open takes the blinds
    assert replay(history, TDA, rake=Rake.parse("10")).status == "verified"


@pytest.mark.parametrize("text", ["x", "5/", "101", "-1", "5/-2", "nan", "inf/3"])
def test_a_rake_that_is_not_one_is_refused(text: str) -> None:
    with pytest.raises(HandHistoryError, match="rake"):
        Rake.parse(text)


@pytest.mark.parametrize(
    ("dropped", "reason"),
    [
        (
            "p2 f",
            "it is bob's turn to act, not cid's (TDA 2024 Rule 53) (the replay counts in chips of 0.01);"
            " the record may be missing 'p2 f'",
        ),
        ("p6 f", "the record may be missing 'p6 f', 'p1 f', 'p2 f'"),
    ],
)
def test_a_player_who_skipped_his_turn_is_named(dropped: str, reason: str) -> None:
    history = _hand(DATA / "phh-cents" / "basic.phh")
    actions = history.fields["actions"]
    history.fields["actions"] = actions[: actions.index(dropped)] + actions[actions.index(dropped) + 1 :]
    if dropped == "p6 f":
        history.fields["actions"] = [a for a in history.fields["actions"] if a not in ("p1 f", "p2 f")]
    result = replay(history, TDA)
    assert result.status == "failed"
    assert reason in result.reason, result.reason


def test_a_street_dealt_before_a_player_acted_names_him() -> None:
    history = _hand(DATA / "phh-cents" / "basic.phh")
    history.fields["actions"] = [a for a in history.fields["actions"] if a != "p5 cc"]
    result = replay(history, TDA)
    assert result.code == "board-too-early"
    assert result.reason.endswith("the record may be missing 'p5 f'")


def test_ante_trimming_status_is_honoured_as_pokerkit_plays_it() -> None:
    base = {
        "variant": "NT",
        "antes": [0, 2, 0],
        "blinds_or_straddles": [1, 2, 0],
        "min_bet": 2,
        "starting_stacks": [100, 100, 100],
        "actions": ["p3 f", "p1 f"],
    }
    dead = replay(HandHistory({**base, "finishing_stacks": [99, 101, 100]}), TDA)  # the big blind's ante is dead
    assert dead.status == "verified", dead.reason
    trimmed = HandHistory({**base, "ante_trimming_status": True, "finishing_stacks": [99, 101, 100]})
    result = replay(trimmed, TDA)
    assert result.status == "verified"  # his ante came back at once, above everyone's 0: he wins the small blind
    assert result.notes == ["ante_trimming_status = true: the ante above the others' comes back (p2 2)"]
    pokerkit = pytest.importorskip("pokerkit")
    for fields in (base, {**base, "ante_trimming_status": True}):
        assert _final_stacks(pokerkit.HandHistory.loads(dumps(fields))) == [99, 101, 100]


@pytest.mark.parametrize(("trimming", "stacks"), [(False, [4900, 4900, 250]), (True, [4950, 4950, 150])])
def test_a_player_all_in_on_his_ante_wins_as_ante_trimming_status_says(trimming: bool, stacks: list[int]) -> None:
    # Untrimmed (PHH's default) the antes are dead money: p3, all in on his ante, wins all three;
    # trimmed they are stakes like bets, and he wins three of his own size (as the rulebooks say).
    fields = {
        "variant": "NT",
        "ante_trimming_status": trimming,
        "antes": [100, 100, 100],
        "blinds_or_straddles": [100, 200, 0],
        "min_bet": 200,
        "starting_stacks": [5000, 5000, 50],
        "actions": [
            *("d dh p1 2c3d", "d dh p2 4h5s", "d dh p3 AsAh", "p1 cc", "p2 cc"),
            *("d db KdQc9h", "p1 cc", "p2 cc", "d db 7s", "p1 cc", "p2 cc", "d db 8d", "p1 cc", "p2 cc"),
            *("p1 sm 2c3d", "p2 sm 4h5s", "p3 sm AsAh"),
        ],
    }
    assert replay(HandHistory({**fields, "finishing_stacks": stacks}), TDA).status == "verified"
    pokerkit = pytest.importorskip("pokerkit")
    assert _final_stacks(pokerkit.HandHistory.loads(dumps(fields))) == stacks


def test_a_big_blind_all_in_on_his_ante_still_posts_a_big_blind_ante() -> None:
    # Heads-up, the big blind (p1) antes his whole stack: his ante is not a short uniform ante.
    hand = HandHistory(
        {
            "variant": "NT",
            "antes": [1, 0],
            "blinds_or_straddles": [0, 1],
            "min_bet": 1,
            "starting_stacks": [1, 5],
            "actions": [],
        }
    )
    assert (phh.table_of(hand, TDA).ante, phh.table_of(hand, TDA).bb_ante) == (0, 1)


# -- 4. nothing lost on the way through ----------------------------------------------------------------


@pytest.mark.parametrize("path", EVERY_HAND, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_hand_written_back_keeps_every_field_as_read(path: Path) -> None:
    history = _history(path)
    (again,) = parse_histories(dumps(history.fields))
    assert list(again.fields) == list(history.fields)
    assert _exactly(again.fields) == _exactly(history.fields)


def _exactly(value: Any) -> Any:
    """A value with its decimals as written (``Decimal("1.10")`` is not ``Decimal("1.1")`` here)."""
    if isinstance(value, dict):
        return {k: _exactly(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_exactly(v) for v in value]
    return (type(value).__name__, str(value)) if isinstance(value, Decimal | float) else value


@pytest.mark.parametrize("path", EVERY_HAND, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_pokerkit_reads_what_we_write_to_the_same_hand(path: Path) -> None:
    pokerkit = pytest.importorskip("pokerkit")
    text = path.read_text(encoding="utf-8")
    if "????" in text:  # PokerKit cannot rank unknown cards: the loser is given a losing hand
        text = text.replace("'p2 sm ????'", "'p2 sm 7h6h'")
    written = dumps(parse_histories(text)[0].fields)
    theirs, ours = pokerkit.HandHistory.loads(text), pokerkit.HandHistory.loads(written)
    assert ours.actions == theirs.actions
    assert _final_stacks(ours) == _final_stacks(theirs)


def _final_stacks(history: Any) -> list[Any] | str:
    """PokerKit's stacks at the end of a hand (or the error it stops with: it cannot replay
    every hand of the WSOP set, and must then stop on what we write the same way)."""
    try:
        *_, state = history
    except ValueError as error:
        return str(error)
    return list(state.stacks)


def test_inf_and_ante_trimming_status_are_written_as_read() -> None:
    history = _history(DATA / "phh-cents" / "unknown-stacks.phh")
    text = dumps({**history.fields, "ante_trimming_status": False})
    assert "starting_stacks = [inf, 100.00, inf, 87.25]\n" in text
    assert "finishing_stacks = [inf, 97.00, inf, 84.25]\n" in text
    assert "ante_trimming_status = false\n" in text


@settings(max_examples=200)
@given(fields=st.dictionaries(st.text(max_size=6), phh_field_values(), max_size=5))
def test_any_field_written_reads_back_exactly(fields: dict[str, Any]) -> None:
    read = parse_histories(dumps(fields), many=False)
    assert _exactly(read[0].fields if read else {}) == _exactly(fields)


def test_a_replayed_hand_written_by_to_phh_keeps_its_shows_and_mucks() -> None:
    hand = phh_replay.hand_of(_history(DATA / "phh-cents" / "odd-chip.phh"), TDA)
    actions = to_phh(hand)["actions"]
    assert actions[-2:] == ["p2 sm 2c3d", "p3 sm 4h5c"]
    assert to_phh(hand)["finishing_stacks"] == [495, 503, 502]  # in chips of a cent


@settings(max_examples=100, deadline=None)
@given(table=tables(), seed=st.integers(0, 2**32), places=st.integers(1, 4))
def test_any_hand_written_in_decimals_replays_as_in_whole_chips(table: Table, seed: int, places: int) -> None:
    if table.street != 0 or table.structure.name == "spread-limit" or (table.ante and table.bb_ante):
        return  # PHH has no spread limit, and a hand from the flop on is not a whole hand
    if table.structure.name == "pot-limit":
        table = table.replace(variant="omaha")
    hand = _play(table, seed)
    chips = to_phh(hand)
    decimal = {k: _in_places(v, places) if k in (*MONEY, *RESULTS) else v for k, v in chips.items()}
    decimal["actions"] = [_action_in_places(a, places) for a in chips["actions"]]
    whole, exact = replay(HandHistory(chips), table.rules), replay(parse_histories(dumps(decimal))[0], table.rules)
    assert (exact.status, exact.code) == (whole.status, whole.code) == ("verified", "")


def _in_places(value: Any, places: int) -> Any:
    if isinstance(value, list):
        return [_in_places(v, places) for v in value]
    return Decimal(value).scaleb(-places) if isinstance(value, int) and not isinstance(value, bool) else value


def _action_in_places(text: str, places: int) -> str:
    words = text.split()
    return f"{words[0]} cbr {Decimal(int(words[2])).scaleb(-places)}" if len(words) == 3 and words[1] == "cbr" else text


def _play(table: Table, seed: int) -> Hand:
    rng = random.Random(seed)
    hand = Hand(table, deck=Deck(rng=rng))
    while hand.to_act >= 0:
        options = hand.options()
        kind = rng.choice(options.kinds)
        if kind in (Kind.BET, Kind.RAISE):
            assert options.min_to is not None and options.max_to is not None
            hand.push(Action(kind, rng.randint(options.min_to, options.max_to)))
        else:
            hand.push(Action(kind))
    return hand


# -- 5. at scale --------------------------------------------------------------------------------------


def _collection(tmp_path: Path, count: int) -> Path:
    """A ``.phhs`` of ``count`` hands, the corpus's over and over, numbered."""
    texts = [path.read_text(encoding="utf-8") for path in CENTS]
    collection = tmp_path / "many.phhs"
    with collection.open("w", encoding="utf-8") as out:
        for k in range(count):
            out.write(f"[{k + 1}]\n{texts[k % len(texts)]}\n")
    return collection


def test_a_collection_is_checked_a_batch_at_a_time_in_the_order_of_its_hands(tmp_path: Path) -> None:
    collection = _collection(tmp_path, 2 * BATCH + 7)
    alone = list(check_files([collection], "tda"))
    assert [len(batch) for batch in alone] == [BATCH, BATCH, 7]
    shared = list(check_files([collection], "tda", jobs=2))
    keys = [r["hand"] for batch in shared for r in batch]
    assert keys == [str(k) for k in range(1, 2 * BATCH + 8)]
    assert [r["status"] for b in shared for r in b] == [r["status"] for b in alone for r in b]


def test_a_local_dask_cluster_checks_files_and_a_collection_the_same(tmp_path: Path) -> None:
    # The one test of a Dask cluster in the suite (a local one, in this process: it starts fast;
    # a second cluster torn down in the same process left Dask unable to return from a later
    # connection). Site files go to the workers as PHH files do.
    distributed = pytest.importorskip("distributed")
    sites = sorted((DATA / "pokerstars").glob("*.txt"))[:3] + sorted((DATA / "ohh").glob("*.ohh"))[:1]
    files = [*CENTS[:2], _collection(tmp_path, BATCH + 3), DATA / "phh" / "1.phh", *sites]
    alone = [(r["file"], r["hand"], r["status"]) for batch in check_files(files, "tda") for r in batch]
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster:
        on_dask = [
            (r["file"], r["hand"], r["status"])
            for batch in check_files(files, "tda", scheduler=cluster.scheduler_address)
            for r in batch
        ]
    assert alone == on_dask and len(alone) > BATCH + 6


def test_the_summary_tells_verified_from_not_verifiable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(DATA / "phh-cents"), "--summary"]) == 0
    out = capsys.readouterr().out
    assert "10 checked: 7 verified, 1 verified but for an odd chip, 2 not verifiable, 0 failed, 0 skipped" in out
    lines = out.splitlines()
    table = lines[lines.index(next(line for line in lines if line.startswith("verdict"))) :]
    assert table[1].split()[:2] == ["verified", "7"]
    assert any("no-record: 1 (e.g." in line and "no-record.phh" in line for line in table)
    assert any("zero-winnings: 1" in line for line in table)
    assert any("forgiven: 1 (e.g." in line and "unknown-loser.phh" in line for line in table)


def test_check_json_writes_decimals_exactly_and_takes_the_rake(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    raked = tmp_path / "raked.phh"
    raked.write_text(dumps(_raked_basic().fields))
    assert main(["check", str(raked), "--json"]) == 1
    (line,) = capsys.readouterr().out.splitlines()
    assert '"expected": [52.05, 47.65, 71.78, 61.05, 0, 50.00]' in line
    assert '"actual": [52.05, 47.65, 74.15, 61.05, 0.00, 50.00]' in line
    assert json.loads(line)["code"] == "finishing-differ"
    assert main(["check", str(raked), "--rake", "5/3"]) == 0
    with pytest.raises(SystemExit):
        main(["check", str(raked), "--rake", "lots"])


def test_strict_fails_an_unknown_variant_and_a_file_that_is_not_phh(tmp_path: Path) -> None:
    (tmp_path / "notes.phh").write_text("title = 'my notes'\n")
    (tmp_path / "x7.phh").write_text((DATA / "phh-cents" / "basic.phh").read_text().replace("'NT'", "'X7'"))
    assert main(["check", str(tmp_path)]) == 0
    assert main(["check", str(tmp_path), "--strict"]) == 1


def test_the_progress_bar_counts_the_hands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(_collection(tmp_path, 12)), "--progress"]) == 0
    assert "checking: 12 hands" in capsys.readouterr().err
