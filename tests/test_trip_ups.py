# ruff: noqa: RUF001 - the Russian words are Cyrillic on purpose
"""What a new user tripped over (issue 17, point 7), each kept fixed: the command line's answers
to empty folders, typos, out-of-range numbers and unknown variants, the quotes of its errors,
neutral wording, and the docs saying what the code does."""

from __future__ import annotations

import re
import socket
import sys
import tomllib
from pathlib import Path

import pytest

from pokerfloor import SituationError
from pokerfloor.cli.commands import main
from pokerfloor.explain.case_ruling import rule_case
from pokerfloor.explain.catalog import catalog
from pokerfloor.formats.situation import cases_of, hand_of
from pokerfloor.play.simulate import load_policy

ROOT = Path(__file__).resolve().parents[1]
TWO = 'blinds = [1, 2]\nplayers = [{ name = "A", stack = 100 }, { name = "B", stack = 100 }]\n'
THREE = (
    "blinds = [1, 2]\n"
    'players = [{ name = "A", stack = 100 }, { name = "B", stack = 10000 }, { name = "C", stack = 300 }]\n'
)
PHH = "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\n"


def _file(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_rule_on_an_empty_folder_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", str(tmp_path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and "no situation file (.toml)" in captured.err


def test_check_strict_fails_what_it_cannot_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    unknown = _file(tmp_path, "unknown.phh", f'variant = "FO/2"\n{PHH}actions = []\n')
    assert main(["check", unknown]) == 0  # lenient: skipped
    capsys.readouterr()
    assert main(["check", "--strict", unknown]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "is not played yet" in out and "1 failed" in out
    not_phh = _file(tmp_path, "notes.phh", "these are my notes\n")
    assert main(["check", "--strict", not_phh]) == 1


def test_a_missing_phh_field_is_named_missing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path, "m.phh", 'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n')
    assert main(["check", path]) == 1
    out = capsys.readouterr().out
    assert "field 'starting_stacks' is missing" in out and "None" not in out
    no_variant = _file(tmp_path, "v.phh", f"{PHH}actions = []\n")
    assert main(["check", no_variant]) == 1
    assert "field 'variant' is missing" in capsys.readouterr().out


def test_check_cites_the_rule_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path, "small.phh", f'variant = "NT"\n{PHH}actions = ["p3 cbr 3"]\n')
    assert main(["check", path]) == 1
    out = capsys.readouterr().out
    assert out.count("(TDA 2024 Rule 43)") == 1, out


def test_an_unknown_player_is_quoted_once(tmp_path: Path) -> None:
    (case,) = cases_of({**_table(TWO), "case": [{"actions": ["X call"]}]}, "f.toml")
    message = rule_case(case, "tda")["error"]["message"]
    assert message == "case 1, action 1 'X call': there is no player 'X'; the players are: A, B"


def _table(text: str) -> dict[str, object]:
    return tomllib.loads(text)


def test_an_out_of_turn_allin_is_quoted_as_written() -> None:
    (case,) = cases_of({**_table(THREE), "case": [{"try": ["B allin", "A allin"]}]}, "f.toml")
    ruling = rule_case(case, "tda")
    texts = [why["text"] for why in ruling["why"]]
    assert texts[0] == "B allin: it is C's turn to act, not B's (TDA 2024 Rule 53)"
    assert texts[1] == "A allin: it is C's turn to act, not A's (TDA 2024 Rule 53)"
    (over,) = cases_of({**_table(TWO), "case": [{"actions": ["B fold"], "try": ["A allin"]}]}, "f.toml")
    assert rule_case(over, "tda")["why"][0]["text"].startswith("A allin: nobody is to act")


def test_a_typo_in_a_player_key_is_named() -> None:
    settings = {"blinds": [1, 2], "players": [{"name": "A", "stak": 125}, {"name": "B", "stack": 100}]}
    with pytest.raises(SituationError, match="entry 1 \\(A\\): unknown key 'stak'") as caught:
        hand_of(settings, "tda")
    assert caught.value.code == "unknown-field"


def test_a_case_may_drop_the_tables_blinds() -> None:
    data = {**_table(TWO), "case": [{"blinds": [], "street": "flop", "pot": 10}]}
    (case,) = cases_of(data, "f.toml")
    ruling = rule_case(case, "tda")
    assert ruling["posted"] == {} and ruling["to_act"] == "A"


@pytest.mark.parametrize("command", [["simulate", "--jobs", "0"], ["check", "--jobs", "0", "x.phh"]])
def test_zero_workers_are_refused(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as leaving:
        main(command)
    assert leaving.value.code == 2
    assert "worker processes: give a whole number, 1 or more" in capsys.readouterr().err


def test_negative_hands_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--hands", "-5"]) == 2
    assert "0 or more" in capsys.readouterr().err


def test_a_policy_in_the_current_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "mybot_issue17.py").write_text(
        "from pokerfloor import Action\n\ndef fn(hand, options, rng):\n    return Action(options.kinds[0])\n"
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", str(tmp_path))])
    assert load_policy("mybot_issue17:fn").__name__ == "fn"
    with pytest.raises(SituationError, match="write it as MODULE:FUNCTION"):
        load_policy("mybot_issue17")
    with pytest.raises(SituationError, match="write it as MODULE:FUNCTION"):
        load_policy(":fn")


def test_serve_refuses_a_port_out_of_range_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("uvicorn")
    with pytest.raises(SystemExit) as leaving:
        main(["serve", "--port", "99999"])
    assert leaving.value.code == 2
    err = capsys.readouterr().err
    assert "'99999' is not a port: give a whole number from 1 to 65535" in err and "Traceback" not in err


def test_serve_prints_no_address_before_it_listens(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("uvicorn")
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        assert main(["serve", "--port", str(port)]) == 1
    finally:
        taken.close()
    captured = capsys.readouterr()
    assert captured.out == "" and f"cannot listen on 127.0.0.1:{port}" in captured.err


#: Words that give a player a gender, by language (the player is "the player", or named).
GENDERED = {
    "en": r"\b(he|his|him|himself)\b",
    "ru": r"\bон (может|ставит|обязан|должен|всё равно)|обязывает его\b|все его фишки|\bего максимум",
    "it": r"\bè (andato|tenuto|obbligato|costretto)\b|\bgli (è|costa)\b",
}


@pytest.mark.parametrize("lang", sorted(GENDERED))
def test_the_explanations_say_the_player_not_he(lang: str) -> None:
    gendered = [text for text in catalog(lang).values() if re.search(GENDERED[lang], text)]
    assert not gendered, gendered


def test_the_docs_say_what_the_code_does() -> None:
    web = (ROOT / "docs" / "web.md").read_text(encoding="utf-8")
    assert "until the translated explanations" not in web and "until\n  declarations are ruled" not in web
    situations = (ROOT / "docs" / "situations.md").read_text(encoding="utf-8")
    assert "later, the web page" not in situations and "rule --check" in situations
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "gives the PHH fields of any hand played from the preflop (a\ndict)" in readme
    assert "`--strict` fails" in readme and "the default everywhere" in readme
    sources = (ROOT / "docs" / "sources.md").read_text(encoding="utf-8")
    assert 'Drop the "Rule 49" claim' not in sources and "TDA 2024\nRule 47" in sources
