"""Checking at scale (issue 31, item 6): the work goes out in chunks sized to the corpus (many
small files to a task; a large ``.phhs`` in ranges of bytes its workers read), and the results
are those of one process, in its order, failures and all."""

from __future__ import annotations

import io
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor.checking import corpus
from pokerfloor.checking.corpus import check_files
from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.phh.collections import hand_tables
from pokerfloor.formats.phh.ranges import hand_start, range_tables

DATA = Path(__file__).parent / "data"
CENTS = sorted((DATA / "phh-cents").glob("*.phh"))

#: A collection whose hands hold what may look like a hand's header: a sub-table of the hand
#: (``[2.extra]``), a multi-line string with ``[4]`` and ``[9]`` lines in it, an array of arrays.
AWKWARD = """# a collection with a comment before its first hand
[1]
variant = "NT"
note = '''
[4]
[9]
'''
[2]
variant = "NT"
[2.extra]
x = 1
[3]
variant = "NT"
seats = [
[1, 2],
[3]
]
[4]
variant = "NT"
"""


def _collection(tmp_path: Path, text: str, name: str = "many.phhs") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def _numbered(tmp_path: Path, count: int, bad: int | None = None) -> str:
    """A ``.phhs`` of ``count`` hands of the corpus, numbered; hand ``bad`` not TOML."""
    texts = [path.read_text(encoding="utf-8") for path in CENTS]
    hands = [f"[{k + 1}]\n{texts[k % len(texts)]}\n" for k in range(count)]
    if bad is not None:
        hands[bad - 1] = f"[{bad}]\nvariant = = broken\n"
    return _collection(tmp_path, "".join(hands))


def _results(files: list[str], **how: Any) -> list[tuple[str, str | None, str, str]]:
    return [(r["file"], r["hand"], r["status"], r["reason"]) for b in check_files(files, "tda", **how) for r in b]


@settings(max_examples=60, deadline=None)
@given(cuts=st.lists(st.integers(min_value=0, max_value=len(AWKWARD.encode())), max_size=6))
def test_ranges_cut_anywhere_hold_every_hand_once_in_order(
    tmp_path_factory: pytest.TempPathFactory, cuts: list[int]
) -> None:
    # The session's folder (a test's own would be shared by the examples all the same).
    path = _collection(tmp_path_factory.getbasetemp(), AWKWARD, "awkward.phhs")
    whole = list(hand_tables(io.StringIO(AWKWARD), path))
    borders = [0, *sorted(set(cuts)), len(AWKWARD.encode())]
    pieces = [table for start, stop in pairwise(borders) for table in range_tables(path, start, stop)]
    assert pieces == whole
    assert [next(iter(table)) for table in whole] == ["1", "2", "3", "4"]


def test_a_hand_begins_only_where_a_hand_begins(tmp_path: Path) -> None:
    path = _collection(tmp_path, AWKWARD)
    data = AWKWARD.encode()
    starts = {hand_start(path, offset) for offset in range(len(data) + 1)}
    # The first hand's start (0), the real headers of hands 2, 3 and 4, and the end: never the
    # "[4]" and "[9]" inside the string, "[2.extra]" nor "[3]" inside the array.
    real = {0, data.index(b"[2]\n"), data.index(b"[3]\nvariant"), data.rindex(b"[4]\n"), len(data)}
    assert starts == real


def test_a_range_of_a_file_not_there_is_unreadable(tmp_path: Path) -> None:
    with pytest.raises(HandHistoryError, match=r"gone\.phhs"):
        list(range_tables(str(tmp_path / "gone.phhs"), 10, 20))


def test_small_files_go_out_together_and_come_back_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    files = [str(path) for path in CENTS] * 3
    tasks = list(corpus._tasks(iter(files), 2))
    assert [task.function for task in tasks] == [corpus.check_chunk]  # 30 small files: one task
    monkeypatch.setattr(corpus, "CHUNK_FILES", 4)
    tasks = list(corpus._tasks(iter(files), 2))
    assert [len(task.work[0]) for task in tasks] == [4] * 7 + [2]
    assert _results(files, jobs=2) == _results(files)


def test_a_large_collection_goes_out_in_ranges_its_workers_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(corpus, "CHUNK_BYTES", 2048)
    collection = _numbered(tmp_path, 60)
    tasks = list(corpus._tasks(iter([collection, str(CENTS[0])]), 2))
    ranges = [task for task in tasks if task.function is corpus.check_range]
    assert len(ranges) > 4 and [task.last for task in ranges].count(True) == 1 and ranges[-1].last
    assert tasks[-1].work == ([str(CENTS[0])],)
    alone = _results([collection, str(CENTS[0])])
    assert len(alone) == 61 and [hand for _, hand, _, _ in alone[:60]] == [str(k) for k in range(1, 61)]
    assert _results([collection, str(CENTS[0])], jobs=2) == alone


def test_a_collection_that_stops_being_readable_stops_there_on_any_number_of_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(corpus, "CHUNK_BYTES", 2048)
    collection = _numbered(tmp_path, 60, bad=23)
    alone = _results([collection])
    assert len(alone) == 23 and alone[-1][1] is None and alone[-1][2] == "failed"
    assert _results([collection], jobs=2) == alone


def test_a_large_collection_with_no_hand_is_said_to_hold_none(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(corpus, "CHUNK_BYTES", 2048)
    collection = _collection(tmp_path, "# nothing but words\n" * 1000)
    alone = _results([collection])
    assert [(hand, status) for _, hand, status, _ in alone] == [(None, "skipped")]
    assert _results([collection], jobs=2) == alone
    assert _results([collection], jobs=2, strict=True) == _results([collection], strict=True)
