"""``.phhs`` collections read a hand at a time (issue 12, item 4): split only at table headers,
never at a ``[`` line inside a multi-line string or an array, a block of the file at a time."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
import rtoml
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.phh import collections as phhs
from pokerfloor.formats.phh import iter_histories, read_histories
from strategies import phhs_texts

DATA = Path(__file__).parent / "data" / "phh"


def _hands(text: str) -> dict[str, object]:
    """The hands of a ``.phhs`` text as the streaming reader finds them, by key."""
    found: dict[str, object] = {}
    for table in phhs.hand_tables(io.StringIO(text), "f.phhs"):
        for key, value in table.items():
            assert key not in found, f"hand {key} read twice"
            found[key] = value
    return found


def test_a_header_inside_a_string_or_an_array_is_a_value(tmp_path: Path) -> None:
    # Split at every line beginning with "[", this file lost both hands (and the third read wrong).
    hand = (DATA / "1.phh").read_text().rstrip("\n") + "\n"
    text = f'[1]\n{hand}_note = """\n[2]\n"""\n[2]\n{hand}_pairs = [\n[1, 2],\n[3, 4],\n]\n[3]\n{hand}'
    collection = tmp_path / "tricky.phhs"
    collection.write_text(text)
    histories = list(iter_histories(collection))
    assert [h.key for h in histories] == ["1", "2", "3"]
    assert histories[0].fields["_note"] == "[2]\n"
    assert histories[1].fields["_pairs"] == [[1, 2], [3, 4]]
    assert [h.fields for h in histories] == [h.fields for h in read_histories(collection)]


@given(text=phhs_texts(), block=st.sampled_from([1, 5, 64, phhs.BLOCK]))
def test_streamed_hands_are_the_hands_of_the_whole_file(text: str, block: int) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(phhs, "BLOCK", block)  # small blocks: hands, lines and strings cut across them
        assert _hands(text) == rtoml.loads(text) | {}


class _Endless(io.TextIOBase):
    """A stream of hands without end: only a reader that reads as it goes gets anywhere."""

    def __init__(self) -> None:
        self.hands = 0
        self.served = 0

    def read(self, size: int | None = -1) -> str:
        assert size is not None and size > 0, "the reader asked for the whole stream"
        self.hands += 1
        text = f"[{self.hands}]\nvariant = 'NT'\n_note = '''\n[{self.hands + 1}]\n'''\n"
        self.served += len(text)
        return text


def test_a_collection_is_read_as_it_goes() -> None:
    stream = _Endless()
    tables = phhs.hand_tables(stream, "endless.phhs")
    assert [next(tables) for _ in range(3)] == [{str(k): {"variant": "NT", "_note": f"[{k + 1}]\n"}} for k in (1, 2, 3)]
    assert stream.hands <= 5


def test_a_hand_larger_than_the_bound_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(phhs, "MAX_BYTES", 1000)
    monkeypatch.setattr(phhs, "BLOCK", 100)
    text = "[1]\nvariant = 'NT'\n[2]\n_note = '''\n" + "x\n" * 1000 + "'''\n[3]\n"
    tables = phhs.hand_tables(io.StringIO(text), "big.phhs")
    assert next(tables) == {"1": {"variant": "NT"}}
    with pytest.raises(HandHistoryError) as caught:
        next(tables)
    assert caught.value.code == "too-large"


def test_a_line_without_end_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(phhs, "MAX_BYTES", 1000)
    monkeypatch.setattr(phhs, "BLOCK", 100)
    with pytest.raises(HandHistoryError) as caught:
        list(phhs.hand_tables(io.StringIO("[1]\n_x = '" + "x" * 5000), "line.phhs"))
    assert caught.value.code == "too-large"


@pytest.mark.parametrize(
    "bad", ["_note = '''\n[3]\n", "_a = [1,\n[3]\n", "x = = 1\n", "variant = 'NT'\nvariant = 'NT'\n"]
)
def test_a_hand_that_is_not_toml_is_refused_naming_the_file(bad: str) -> None:
    text = f"[1]\nvariant = 'NT'\n[2]\n{bad}[4]\nvariant = 'NT'\n"
    tables = phhs.hand_tables(io.StringIO(text), "bad.phhs")
    assert next(tables) == {"1": {"variant": "NT"}}
    with pytest.raises(HandHistoryError) as caught:
        next(tables)
    assert caught.value.code == "bad-toml"
    assert str(caught.value).startswith("bad.phhs: not valid TOML")
