"""The command line: `pokerfloor rule`, readable and JSON, and errors without tracebacks."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pokerfloor.cli.commands import main

EXAMPLES = Path(__file__).parent.parent / "examples" / "seeds"


def test_rule_json_lines_carry_every_key(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", str(EXAMPLES / "s004-tda-rule49.toml"), "--json", "--rulebook", "tda"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["case"] for r in lines] == [1, 2, 3]
    first = lines[0]
    for key in ("file", "case", "name", "rulebook", "to_act", "street", "options", "call_to", "min_to", "pots", "why"):
        assert key in first
    assert (first["to_act"], first["min_to"], first["max_to"]) == ("A", 300, 10000)


def test_rule_readable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", str(EXAMPLES / "s004-tda-rule49.toml"), "--rulebook", "tda"]) == 0
    out = capsys.readouterr().out
    assert "C to act on the flop: fold, call to 200 (adds 75)" in out


def test_bad_case_gets_an_error_naming_case_and_action(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(
        'structure = "no-limit"\nblinds = [1, 2]\n'
        'players = [{ name = "A", stack = 100 }, { name = "B", stack = 100 }]\n'
        '[[case]]\nname = "too small"\nactions = ["B raise 3"]\n'
    )
    assert main(["rule", str(bad), "--json"]) == 1
    ruling = json.loads(capsys.readouterr().out)
    assert ruling["error"]["code"] == "below-minimum"
    assert "case 1 (too small), action 1 'B raise 3'" in ruling["error"]["message"]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("not toml = = =", "bad-toml"),
        ("players = []\n[[case]]\nactions = []\n", "missing-field"),
        (
            'players = [{ name = "A", stack = 1 }, { name = "B", stack = 1 }]\ncolour = "red"\n[[case]]\n',
            "unknown-field",
        ),
    ],
)
def test_bad_files_never_show_a_traceback(tmp_path: Path, text: str, code: str) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(text)
    run = subprocess.run(
        [sys.executable, "-m", "pokerfloor", "rule", str(bad), "--json"], capture_output=True, text=True, check=False
    )
    assert run.returncode == 1
    assert "Traceback" not in run.stderr + run.stdout
    assert json.loads(run.stdout)["error"]["code"] == code


def test_tries_are_accepted_or_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    case = tmp_path / "try.toml"
    case.write_text(
        'structure = "no-limit"\nblinds = [50, 100]\nstreet = "flop"\npot = 300\n'
        'players = [{ name = "A", stack = 1000 }, { name = "B", stack = 1000 }]\n'
        '[[case]]\nactions = ["A bet 100"]\ntry = ["B raise 150", "B raise 200", "B call"]\n'
    )
    main(["rule", str(case), "--json"])
    ruling = json.loads(capsys.readouterr().out)
    assert ruling["accepted"] == ["B raise 200", "B call"]
    assert ruling["refused"] == ["B raise 150"]
    assert ruling["why"][0]["code"] == "below-minimum"


def test_simulate_prints_a_summary_and_repeats_with_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--hands", "200", "--players", "4", "--seed", "9", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(["simulate", "--hands", "200", "--players", "4", "--seed", "9", "--json", "--jobs", "2"]) == 0
    second = json.loads(capsys.readouterr().out)
    assert first["hands"] == second["hands"] == 200 and first["chips_conserved"]
    assert (first["decisions"], first["chips_won"]) == (second["decisions"], second["chips_won"])
    assert main(["simulate", "--hands", "50", "--structure", "fixed-limit", "--game", "omaha-hi-lo"]) == 0
    assert "50 hands in" in capsys.readouterr().out


def test_simulate_takes_a_policy_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--hands", "30", "--seed", "1", "--policy", "test_simulate:always_call", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["showdown_share"] == 1.0
    assert main(["simulate", "--hands", "30", "--policy", "no_such_module:bot"]) == 2
    assert "cannot be loaded" in capsys.readouterr().err


def test_serve_is_a_command() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "pokerfloor", "serve", "--help"], capture_output=True, text=True, check=False
    )
    assert run.returncode == 0 and "--port" in run.stdout


def test_a_written_situation_reads_back_to_the_same_ruling(tmp_path: Path) -> None:
    from pokerfloor.explain.case_ruling import rule_case  # noqa: PLC0415 - local to this test
    from pokerfloor.formats.situation import load_cases, situation_text  # noqa: PLC0415 - local to this test

    (case,) = load_cases(EXAMPLES.parent / "tda-rule47-example1.toml")
    written = tmp_path / "again.toml"
    written.write_text(situation_text(case.settings, "tda", "again", case.actions))
    (again,) = load_cases(written)
    before, after = rule_case(case, "tda"), rule_case(again, "tda")
    apart = ("file", "name", "accepted", "refused", "why")  # the tries are not written
    assert {k: v for k, v in before.items() if k not in apart} == {k: v for k, v in after.items() if k not in apart}


def test_readable_ruling_shows_live_rulings_and_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    case = tmp_path / "live.toml"
    case.write_text(
        'structure = "no-limit"\nblinds = [50, 100]\nstreet = "flop"\npot = 300\n'
        'players = [{ name = "A", stack = 1000 }, { name = "B", stack = 1000 }]\n'
        '[[case]]\nactions = ["A says bet 200"]\ntry = ["B raise 250"]\n'
    )
    assert main(["rule", str(case), "--lang", "it"]) == 0
    out = capsys.readouterr().out
    assert "deciso come: A bet 200" in out  # the lines of the ruling in Italian too
    lines = [line for line in out.splitlines() if line.startswith("  perché: ")]
    assert len(lines) == 2 and lines[0].startswith("  perché: A ") and lines[1].startswith("  perché: B raise 250: ")


@pytest.mark.parametrize("command", ["rule", "check", "convert", "stats", "simulate", "tournament", "icm", "serve"])
def test_a_command_built_alone_reads_as_in_the_whole_parser(command: str) -> None:
    """A run builds only the parser of the command it runs (cli._parser): that parser's usage,
    help and defaults are the whole parser's for the same command."""
    from pokerfloor.cli.commands import _COMMANDS, _parser  # noqa: PLC0415 - the private parts under test

    assert command in _COMMANDS
    alone, whole = _parser(command), _parser()

    def subparser(parser: object) -> object:
        (action,) = (a for a in parser._actions if a.dest == "command")  # type: ignore[attr-defined]
        return action.choices[command]

    assert subparser(alone).format_help() == subparser(whole).format_help()  # type: ignore[attr-defined]
    words = {
        "rule": ["x.toml"],
        "check": ["x.phh"],
        "convert": ["x.txt", "--to", "phh", "--anonymise"],
        "stats": ["x.txt", "--json"],
        "icm": ["5", "--payouts", "1"],
    }
    argv = [command, *words.get(command, [])]
    assert vars(alone.parse_args(argv)) == vars(whole.parse_args(argv))


def test_the_help_without_a_command_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    from pokerfloor.cli.commands import _COMMANDS  # noqa: PLC0415 - the private table under test

    with pytest.raises(SystemExit):
        main(["--help"])
    listed = capsys.readouterr().out
    assert all(f"    {name}" in listed for name in _COMMANDS)


@pytest.mark.parametrize("columns", [None, "", "abc", "0", "-5", "40", "132"])
def test_the_help_is_as_wide_as_shutil_says(columns: str | None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The parsers measure the terminal themselves (cli._columns), not by importing shutil: the
    same width as shutil.get_terminal_size, whatever COLUMNS says."""
    import shutil  # noqa: PLC0415 - the reference, imported by the test only

    from pokerfloor.cli.commands import _columns  # noqa: PLC0415 - the private part under test

    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    assert _columns() == shutil.get_terminal_size().columns


def test_rule_ends_with_a_one_line_verdict(capsys: pytest.CaptureFixture[str]) -> None:
    """The quick start's command (every worked example of the sources) ends with what it found."""
    assert main(["rule", "examples/seeds"]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    assert re.fullmatch(
        r"(\d+) rulings of \d+ cases in 12 files: 0 could not be played; (\d+) of the \1 rulings whose case"
        r" has an expect agree with it",
        last,
    ), last
    assert re.fullmatch(r".*; (\d+) of the \1 .*", last), "every seed agrees with its source"


def test_the_verdict_counts_what_could_not_be_played_and_what_differs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "mixed.toml").write_text(
        'rulebooks = ["tda", "roberts"]\nblinds = [1, 2]\nstructure = "no-limit"\n'
        'players = [{ name = "A", stack = 100 }, { name = "B", stack = 100 }]\n'
        '[[case]]\nexpect = { to_act = "B" }\n'  # heads-up, the button's small blind acts first
        '[[case]]\nexpect = { to_act = "B" }\nactions = ["B call"]\n'  # wrong: the big blind's option
        '[[case]]\nactions = ["B raise 1"]\n'
    )
    assert main(["rule", str(tmp_path), "--lang", "it"]) == 1
    last = capsys.readouterr().out.splitlines()[-1]
    assert last == (
        "6 decisioni di 3 casi in 1 file: 2 non si possono giocare; 2 delle 4 decisioni il cui caso ha un expect"
        " vi corrispondono"
    )
    assert main(["rule", str(tmp_path), "--json"]) == 1
    out = capsys.readouterr()
    assert all(json.loads(line) for line in out.out.splitlines()), "the verdict stays off the JSON lines"
    assert out.err.startswith("6 rulings of 3 cases in 1 files: 2 could not be played")


def test_a_game_nobody_knows_is_refused_once_for_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An unknown game, structure or rulebook in the file's table is the file's error, said once,
    not once for each case under each rulebook."""
    table = 'blinds = [1, 2]\nplayers = [{ name = "A", stack = 100 }, { name = "B", stack = 100 }]\n'
    cases = '[[case]]\n[[case]]\nactions = ["A call"]\n'
    for key, value, said in (
        ("game", '"omah"', "unknown game 'omah'"),
        ("structure", '"no-limt"', "'no-limt'"),
        ("rulebooks", '["tda", "tdx"]', "unknown rulebook 'tdx'"),
    ):
        path = tmp_path / f"{key}.toml"
        path.write_text(f"{key} = {value}\n{table}{cases}")
        assert main(["rule", str(path)]) == 1
        out = capsys.readouterr().out
        assert out.count(said) == 1, out
        assert main(["rule", "--check", str(path)]) == 1
        out = capsys.readouterr().out
        assert out.count(said) == 1, out
        assert out.endswith("0 passed, 1 failed\n")


def test_a_level_file_beside_situations_is_passed_by_and_refused_when_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """examples/ ships the tournaments' level files (``*.levels.toml``) beside its situations:
    ``rule`` on the folder rules the situations alone; named, a level file is refused as such."""
    assert main(["rule", "--check", "examples"]) == 0
    capsys.readouterr()
    levels = Path("examples") / "levels" / "holdem.levels.toml"
    assert main(["rule", str(levels)]) == 1
    out = capsys.readouterr().out
    assert f"error (level-file): {levels} is a level file" in out and "pokerfloor tournament --levels" in out


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        (["simulate", "--hands", "30", "--policy", "no_such_module:bot"], "simulate"),
        (["equity", "--game", "holdem", "AhAh", "KdKc"], "equity"),
        (["tournament", "--players", "1"], "tournament"),
        (["icm", "0", "5", "--payouts", "1"], "icm"),
    ],
)
def test_a_refused_command_says_so_in_one_line_naming_it_and_exits_2(
    argv: list[str], command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"pokerfloor {command}: ") and err.count("\n") == 1, err


def test_the_tables_commands_name_themselves_refusing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("sqlalchemy", reason="the tables extra (SQLAlchemy) is not installed")
    monkeypatch.setenv("POKERFLOOR_PASSWORD", "a good password")
    argv = ["tables", "account", "--db", f"sqlite:///{tmp_path / 'room.db'}", "bob"]
    assert main(argv) == 0
    assert main(argv) == 2
    assert capsys.readouterr().err == "pokerfloor tables account: the name bob is taken\n"


def test_the_tables_commands_refuse_a_database_they_cannot_open_without_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("sqlalchemy", reason="the tables extra (SQLAlchemy) is not installed")
    monkeypatch.setenv("POKERFLOOR_PASSWORD", "a good password")
    nowhere = f"sqlite:///{tmp_path / 'no-such-folder' / 'room.db'}"
    for argv, command in ((["account", "--db", nowhere, "bob"], "account"), (["audit", "--db", nowhere], "audit")):
        assert main(["tables", *argv]) == 2
        err = capsys.readouterr().err
        why = "the database cannot be opened (unable to open database file)"
        assert err == f"pokerfloor tables {command}: {nowhere}: {why}\n"


@pytest.mark.parametrize(
    ("argv", "module"),
    [
        (["serve", "--port", "1"], "pokerfloor.web.tables.server"),
        (["account", "bob"], "pokerfloor.room.accounts"),
        (["bots", "--url", "http://127.0.0.1:1"], "pokerfloor.web.tables.bots"),
        (["audit"], "pokerfloor.room.audit"),
    ],
)
def test_each_tables_command_without_the_tables_extra_says_how_to_install_it(
    argv: list[str], module: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, module, None)  # importing it fails as when the extra is missing
    monkeypatch.setenv("POKERFLOOR_PASSWORD", "a good password")
    monkeypatch.chdir(tmp_path)  # the default database, if one were made, is made here
    assert main(["tables", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("pokerfloor tables needs the tables extra: pip install 'pokerfloor[tables]' (")
    assert err.count("\n") == 1
