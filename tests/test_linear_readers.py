"""The written-action readers take time linear in their input (issue 12, item 6).

A regular expression like ``\\s*(.*?)\\s*$`` backtracks over a run of blanks: ``"A raise 5"``
followed by 10,000 blanks and a ``!`` took ten seconds. The readers now split and strip, and
these tests hold them to it without a clock (timed tests fail on a busy machine): each reader is
given a million blanks, which a linear reader reads in milliseconds and a backtracking one would
not read in a day; the test's own timeout (far above the first, far below the second) fails it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pytest

from pokerfloor import ActionSyntaxError, Hand, NoLimit, PokerfloorError, Table, rulebook
from pokerfloor.actions import WrittenAction, parse_action
from pokerfloor.live.declarations import LiveAction, read_live, rule_declaration

BLANKS = " \t"


def _hand(stack: int = 5000) -> Hand:
    table = Table(
        names=("A", "B", "C"),
        stacks=(stack,) * 3,
        button=2,
        structure=NoLimit(100),
        rules=rulebook("tda"),
        street=1,
        pot=300,
    )
    return Hand(table)


READERS: list[tuple[str, Callable[[str], object], str]] = [
    ("action", parse_action, "A raise 5"),
    ("says", read_live, "A says 5"),
    ("pushes", read_live, "A pushes 5"),
    ("in one chip", read_live, "A pushes 5 in"),
    ("raise and pushes", read_live, "A says raise"),
    ("raise, and pushes", read_live, "A says raise, and"),
    ("declaration", lambda words: rule_declaration(_hand(), words), "raise 5"),
]


#: Blanks between a reader's words and a stray ``!``: a million characters.
MILLION = BLANKS * 500_000


@pytest.mark.timeout(120)  # a linear reader: milliseconds; the old backtracking one: about 10**5 seconds
@pytest.mark.parametrize(("what", "read", "head"), READERS, ids=[r[0] for r in READERS])
def test_a_million_blanks_are_read_at_once(what: str, read: Callable[[str], object], head: str) -> None:
    with contextlib.suppress(PokerfloorError):  # a refusal is read too: reaching it is the point
        read(head + MILLION + "!")


def test_blanks_around_the_words_are_dropped_however_many() -> None:
    run = BLANKS * 50_000
    assert parse_action(f"{run}A{run}raise{run}5{run}") == WrittenAction("A", "raise", 5)
    assert read_live(f"{run}B{run}pushes{run}1000{run}+{run}500{run}") == LiveAction(
        "B", "pushes", "", 1500, (1000, 500)
    )
    assert read_live(f"B pushes 5000{run}in{run}one{run}chip{run}") == LiveAction("B", "pushes", "", 5000, (), True)
    assert read_live(f"B says raise{run},{run}and pushes 500") == LiveAction("B", "pushes", "", 500, (), False, True)
    assert read_live(f"B says raise 5{run}") == LiveAction("B", "says", "raise 5")
    with pytest.raises(ActionSyntaxError):
        parse_action(f"A raise 5{run}!")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A raise 300", WrittenAction("A", "raise", 300)),
        ("  A   CALL  ", WrittenAction("A", "call", None)),
        ("A all-in", WrittenAction("A", "allin", None)),
        ("A raise\n300", WrittenAction("A", "raise", 300)),  # blanks between the words may be any
        ("A raise 300\n", WrittenAction("A", "raise", 300)),
        ("A says raise, eight thousand", WrittenAction("A", "says", None, "raise, eight thousand")),
    ],
)
def test_written_actions_read_as_before(text: str, expected: WrittenAction) -> None:
    assert parse_action(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "A raise5",  # the verb is a word of letters
        "A raise 300\nB call",  # one action a line
        "A chec\u212a",  # a Kelvin sign is not a k (a case-blind regular expression took it for one)
        "A -",
    ],
)
def test_written_actions_refused(text: str) -> None:
    with pytest.raises(ActionSyntaxError):
        parse_action(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B saysfold", None),  # not the verb says
        ("B pushes", "error"),
        ("B says raise ,and pushes 5", LiveAction("B", "says", "raise ,and pushes 5")),
        ("B says raise , and pushes 5", LiveAction("B", "pushes", "", 5, (), False, True)),
        ("B says raise,and pushes 5", LiveAction("B", "says", "raise,and pushes 5")),
        ("B SAYS Raise And Pushes 5 IN ONE CHIP", LiveAction("B", "pushes", "", 5, (), True, True)),
        ("B says, fold", LiveAction("B", "says", ", fold")),
        ("B says fold\nC says call", None),  # one action a line: left to the plain reader, which refuses it
    ],
)
def test_live_forms(text: str, expected: LiveAction | str | None) -> None:
    if expected == "error":
        with pytest.raises(ActionSyntaxError):
            read_live(text)
    else:
        assert read_live(text) == expected


@pytest.mark.parametrize("push", ["1 000", "+5", "5+", ",5", "5 in one", "in one chip", "5 in one chip chip"])
def test_pushes_refused(push: str) -> None:
    with pytest.raises(ActionSyntaxError):
        read_live(f"B pushes {push}")


def test_an_amount_said_in_digits_is_exact() -> None:
    # Read through a float, 12345678901234567 became 12345678901234568.
    hand = _hand(stack=10**17)  # three stacks within the limit on a table (amounts.MAX_CHIPS)
    assert rule_declaration(hand, "bet 12345678901234567").action.to == 12345678901234567
    assert rule_declaration(hand, "bet 2.5k").action.to == 2500


@pytest.mark.parametrize("words", ["raise " + "hundred " * 2200, "raise 99999999999999999 hundred", "bet 1.0001k"])
def test_an_amount_said_past_every_stack_is_no_amount(words: str) -> None:
    # 2,200 hundreds made a number of 4,400 digits, which Python refuses to print (a ValueError).
    with pytest.raises(ActionSyntaxError) as caught:
        rule_declaration(_hand(), words)
    assert caught.value.code == "unclear-declaration"
