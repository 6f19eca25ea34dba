"""Winamax's records as the shared files have them: a tracker's ``.Sample`` file found by its
text, and the record's conventions read and named (hands written for these tests)."""

from __future__ import annotations

from pathlib import Path

from pokerfloor.checking.corpus import history_names, iter_results
from pokerfloor.checking.sites import check_site_file
from pokerfloor.rules import rulebook

DATA = Path(__file__).parent / "data"
WINAMAX = DATA / "winamax" / "cash.txt"


def test_a_file_named_otherwise_is_read_when_its_text_is_a_sites(tmp_path: Path) -> None:
    (tmp_path / "PLO-FR-EUR.Sample").write_text(WINAMAX.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "notes.Sample").write_text("Winamax hands, exported on Monday\n", encoding="utf-8")
    (tmp_path / "empty.log").write_bytes(b"")
    assert list(history_names([str(tmp_path)])) == [str(tmp_path / "PLO-FR-EUR.Sample")]
    results = list(iter_results(str(tmp_path / "PLO-FR-EUR.Sample"), rulebook("tda")))
    assert [r["status"] for r in results] == ["verified"] * 4, results
    assert [r["hand"] for r in results] == [r["hand"] for r in check_site_file(str(WINAMAX), "tda")]
