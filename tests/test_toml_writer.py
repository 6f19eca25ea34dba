"""The one TOML writer (``pokerfloor.formats.toml_writer``): situation files and PHH hand histories
are written by it, and what it writes reads back as the value written."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.files import exact_general
from pokerfloor.formats.phh import dumps
from pokerfloor.formats.situation import load_cases, situation_text
from pokerfloor.formats.toml_writer import toml_key, toml_value
from strategies import phh_field_values


def _read_back(key: str, value: Any, *, literal_strings: bool) -> Any:
    text = f"{toml_key(key)} = {toml_value(value, literal_strings=literal_strings)}\n"
    return exact_general(text, "written", HandHistoryError)[key]


@settings(max_examples=300)
@given(st.text(max_size=6), phh_field_values(), st.booleans())
def test_a_value_written_reads_back_as_it_was(key: str, value: Any, literal_strings: bool) -> None:
    try:
        read = _read_back(key, value, literal_strings=literal_strings)
    except HandHistoryError:  # a date with an offset of seconds, a key TOML cannot hold...
        return
    assert _same(read, value), (read, value)


def _same(read: Any, written: Any) -> bool:
    """Whether a value read back is the one written: arrays item by item (a tuple is an array),
    tables key by key, a decimal with its digits as written (``0.50`` is not ``0.5``)."""
    if isinstance(written, list | tuple):
        return type(read) is list and len(read) == len(written) and all(map(_same, read, written))
    if isinstance(written, dict):
        same_keys = type(read) is dict and list(read) == list(map(str, written))
        return same_keys and all(map(_same, read.values(), written.values()))
    if isinstance(written, Decimal):
        return type(read) is Decimal and str(read) == str(written)
    return type(read) is type(written) and read == written


@pytest.mark.parametrize(("literal", "written"), [(False, '"NT"'), (True, "'NT'")])
def test_each_format_writes_text_its_own_way(literal: bool, written: str) -> None:
    assert toml_value("NT", literal_strings=literal) == written
    assert toml_value("it's", literal_strings=literal) == '"it\'s"'  # a quote: a basic string either way
    assert toml_value("a\x7fb", literal_strings=literal) == '"a\\u007fb"'  # DEL escaped, as TOML wants


@pytest.mark.parametrize("value", [1.5, None, object(), [1, 2.0], {"a": None}])
def test_what_toml_cannot_hold_exactly_is_refused(value: object) -> None:
    with pytest.raises(TypeError, match="cannot write"):
        toml_value(value)
    with pytest.raises(HandHistoryError, match="in a hand history") as caught:
        dumps({"x": value})
    assert caught.value.code == "unsupported"


def test_a_key_that_is_not_bare_is_quoted() -> None:
    assert toml_key("starting_stacks") == "starting_stacks"
    assert toml_key("a\n") == '"a\\n"'  # never bare: a line end would end the key's line
    assert toml_key("a b") == '"a b"'


def test_a_situation_in_decimals_is_written_and_reads_back(tmp_path: Path) -> None:
    settings_ = {
        "blinds": [Decimal("0.25"), Decimal("0.50")],
        "players": [{"name": "A", "stack": Decimal("50.00")}, {"name": "B", "stack": 80}],
    }
    path = tmp_path / "written.toml"
    path.write_text(situation_text(settings_, "tda", "again", ["A call"]), encoding="utf-8")
    (case,) = load_cases(path)
    assert case.settings["blinds"] == [Decimal("0.25"), Decimal("0.50")]
    assert case.settings["players"][0] == {"name": "A", "stack": Decimal("50.00")}
    assert case.actions == ("A call",)
