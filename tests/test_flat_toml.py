"""The flat TOML reader (``pokerfloor.formats.flattoml``): where it reads a text at all, it reads
what the general TOML parser reads, decimals exactly; anything else it leaves to that parser."""

from __future__ import annotations

import datetime
import tomllib
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.files import exact_general, exact_table
from pokerfloor.formats.flattoml import read_flat
from pokerfloor.formats.phh import dumps
from strategies import flat_toml_texts, mutated_file, phh_field_values

DATA = Path(__file__).resolve().parent / "data"
HISTORIES = tuple(sorted(p.read_text(encoding="utf-8") for p in DATA.rglob("*.phh")))


def _toml(text: str) -> object:
    """What the general parser reads, floats as decimals; ``None`` when it refuses the text."""
    try:
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError:
        return None


def _agrees(text: str) -> None:
    """The flat reader reads ``text`` as the standard library does, and as the way of the pure
    Python engine (the fast parser, then the decimals read again) does: both builds read it alike."""
    flat = read_flat(text)
    if flat is not None:  # repr: a nan is never equal to itself
        assert repr(flat) == repr(_toml(text)), text
        assert repr(flat) == repr(exact_general(text, "f.phh", HandHistoryError)), text


@settings(max_examples=600)
@given(flat_toml_texts())
def test_a_flat_text_reads_as_the_general_parser_reads_it(text: str) -> None:
    _agrees(text)


@settings(max_examples=300)
@given(mutated_file(HISTORIES))
def test_a_mutated_hand_history_reads_as_the_general_parser_reads_it(text: str) -> None:
    _agrees(text)


@settings(max_examples=200)
@given(st.dictionaries(st.sampled_from(["a", "b_1", "starting_stacks", "actions"]), phh_field_values(), max_size=4))
def test_what_the_writer_writes_reads_as_the_general_parser_reads_it(fields: dict[str, object]) -> None:
    try:
        text = dumps(fields)
    except HandHistoryError:  # a value PHH cannot hold (a table key TOML cannot write, ...)
        return
    _agrees(text)


def test_every_hand_history_of_the_test_data_reads_as_the_general_parser_reads_it() -> None:
    assert HISTORIES
    for text in HISTORIES:
        _agrees(text)


def test_every_hand_history_the_writer_writes_is_flat() -> None:
    for text in HISTORIES:
        fields = exact_table(text, "f.phh", HandHistoryError)
        written = dumps(fields)
        assert read_flat(written) == fields, written


@pytest.mark.parametrize(
    ("text", "table"),
    [
        ("blinds_or_straddles = [0.50, 1, 0]\n", {"blinds_or_straddles": [Decimal("0.50"), 1, 0]}),
        ("starting_stacks = [inf, 200.30]  # unknown\n", {"starting_stacks": [Decimal("Infinity"), Decimal("200.30")]}),
        ("actions = ['d dh p1 ????', 'p1 cbr 4.75']\r\n", {"actions": ["d dh p1 ????", "p1 cbr 4.75"]}),
        ("[1]\nvariant = 'NT'\n[2]\nvariant = \"FT\"\n", {"1": {"variant": "NT"}, "2": {"variant": "FT"}}),
        ("ante_trimming_status = true\nmin_bet = 0.10", {"ante_trimming_status": True, "min_bet": Decimal("0.10")}),
        ("time = 21:04:05\nday = 2009-03-14", {"time": datetime.time(21, 4, 5), "day": datetime.date(2009, 3, 14)}),
        ("players = ['Анна', 'Bo']\n", {"players": ["Анна", "Bo"]}),  # not ASCII: looked at a line at a time
        ("\tantes = [1 ,2,  3,  4, ] \t\n", {"antes": [1, 2, 3, 4]}),  # blanks out of the usual places
        ("antes = [1,2,3,]\n", {"antes": [1, 2, 3]}),
        ("a = 'x\ty'\nb = \"\tz\"", {"a": "x\ty", "b": "\tz"}),  # a tab in a string (TOML takes it)
        ("note= 'a = b'\nmin_bet  =  7\nstatus =  true\n", {"note": "a = b", "min_bet": 7, "status": True}),
        ("antes = [0, 7, 10, 9]", {"antes": [0, 7, 10, 9]}),  # a digit alone is read without a parse
    ],
)
def test_the_layouts_writers_use_are_read_flat(text: str, table: dict[str, object]) -> None:
    assert read_flat(text) == table


@pytest.mark.parametrize(
    "text",
    [
        'name = "tab\\tbed"',  # an escape
        "antes = [0,\n  0]",  # an array over two lines
        "when = 1979-05-27T07:32:00Z",  # a date and time with an offset
        "a.b = 1",  # a dotted key
        "n = 1_000",  # an underscore
        "n = 1e3",  # an exponent
        "n = 007",  # not TOML at all: the general parser says why
        "a = 1\na = 2",  # a key twice
        "[x]\n[x]",  # a table twice
        "a = 'x\x01'",  # a control character
        "a = 'x\x7f'",  # DEL
        "a = 'Анна\u00a0Bo'",  # a no-break space: not printable, in a text not ASCII
        "a = 1\rb = 2",  # a carriage return alone
        "antes = [1, 2,, 3]",  # an empty item
        "antes = [0, 09]",  # a leading zero: no TOML
    ],
)
def test_other_shapes_are_left_to_the_general_parser(text: str) -> None:
    assert read_flat(text) is None


def test_a_text_that_is_not_toml_still_gets_the_parser_s_error() -> None:
    with pytest.raises(HandHistoryError, match="not valid TOML") as raised:
        exact_table("n = 007\n", "f.phh", HandHistoryError)
    assert raised.value.code == "bad-toml"
