"""`pokerfloor rule --check`: each case's expect compared with the ruling (issue 17, point 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pokerfloor.checking.expectations import mismatches
from pokerfloor.cli.commands import main
from pokerfloor.explain.case_ruling import check_files

EXAMPLES = Path(__file__).parent.parent / "examples"

TABLE = (
    'structure = "no-limit"\nblinds = [50, 100]\nbutton = "C"\n'
    'players = [{ name = "A", stack = 400 }, { name = "B", stack = 3000 }, { name = "C", stack = 5000 }]\n'
)


def _file(tmp_path: Path, cases: str, name: str = "cases.toml") -> str:
    path = tmp_path / name
    path.write_text(TABLE + cases, encoding="utf-8")
    return str(path)


def test_every_example_passes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "--check", str(EXAMPLES)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].endswith(" passed, 0 failed") and not out[-1].startswith("0 ")
    assert len(out) == 1  # nothing but the count when every case passes


def test_a_mismatch_is_printed_and_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(
        tmp_path,
        '[[case]]\nname = "right"\nexpect = { to_act = "C", options = ["raise", "call", "fold"] }\n'
        '[[case]]\nname = "wrong"\nrulebooks = ["tda", "roberts"]\nexpect = { to_act = "A", min_to = 250 }\n',
    )
    assert main(["rule", "--check", path]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"FAIL {path} #2 [tda] wrong: to_act: expected 'A', got 'C'; min_to: expected 250, got 200",
        f"FAIL {path} #2 [roberts] wrong: to_act: expected 'A', got 'C'; min_to: expected 250, got 200",
        "1 passed, 2 failed",
    ]


def test_only_the_rulebook_asked_for(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path, '[[case]]\nrulebooks = ["tda", "roberts"]\nexpect = { to_act = "C" }\n')
    assert main(["rule", "--check", "--rulebook", "wsop", path]) == 0
    assert capsys.readouterr().out == "1 passed, 0 failed\n"


def test_a_case_that_cannot_be_played_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path, '[[case]]\nactions = ["C raise 150"]\nexpect = {}\n')
    assert main(["rule", "--check", path]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "error (below-minimum)" in out and out.endswith("0 passed, 1 failed\n")


def test_a_file_that_cannot_be_read_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("not toml = = =")
    assert main(["rule", "--check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {bad}: error (bad-toml)" in out and out.endswith("0 passed, 1 failed\n")


def test_no_case_at_all_is_a_failure(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "--check", str(tmp_path)]) == 1
    assert capsys.readouterr().out == "0 passed, 0 failed\n"


def test_a_bad_expect_table_is_a_mismatch(tmp_path: Path) -> None:
    path = _file(tmp_path, '[[case]]\nexpect = "C to act"\n')
    [checked] = check_files([path])
    assert not checked.passed and "expect must be a table" in checked.wrong[0]


def test_the_checker_semantics() -> None:
    ruling = {
        "to_act": "",
        "options": ["fold", "call"],
        "pots": [{"amount": 300, "eligible": ["B", "A"]}],
        "returned": {"A": 0, "B": 50},
        "winnings": None,
        "next_hand": {"button": "B", "stacks": [1, 2]},
    }
    assert mismatches({"options": ["call", "fold"]}, ruling) == []
    assert mismatches({"pots": [{"amount": 300, "eligible": ["A", "B"]}]}, ruling) == []
    assert mismatches({"returned": {"B": 50}}, ruling) == []
    assert mismatches({"winnings": {}, "to_act": ""}, ruling) == []
    assert mismatches({"posted": {}}, ruling) == []  # an absent table is the empty one
    assert mismatches({"next_hand": {"button": "B"}}, ruling) == []
    assert mismatches({"next_hand": {"button": "A"}}, ruling) != []
    assert mismatches({"pots": [{"amount": 301, "eligible": ["A", "B"]}]}, ruling) != []
    assert mismatches({"min_to": 200}, ruling) == ["min_to: expected 200, got None"]
