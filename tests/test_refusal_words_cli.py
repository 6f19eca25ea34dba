"""The refusals of the command line (pokerfloor.cli) and of a case's rulings (pokerfloor.explain)
worded once, in the catalogs: a refusal of each sentence, with the English said before
(:func:`test_refusal_words.check_sample`); and a reader of ``--lang ru`` reads a refusal in Russian."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from pokerfloor.cli import commands
from pokerfloor.cli import play as play_commands
from pokerfloor.cli.commands import main
from pokerfloor.explain.case_ruling import _seating_of
from pokerfloor.formats.situation import hand_of
from test_refusal_words import check_sample


def _sitting_out() -> None:
    """The table between hands of a case whose ``sit_out`` names nobody of the hand."""
    settings = {"players": [{"name": "A", "stack": 100}, {"name": "B", "stack": 100}], "blinds": [1, 2]}
    _seating_of(hand_of(settings, "tda").table, {**settings, "sit_out": ["Z"]})


SAMPLES: list[tuple[Callable[[], object], str]] = [
    (lambda: commands._workers("0"), "'0' worker processes: give a whole number, 1 or more"),
    (lambda: commands._blinds("1-2"), "blinds are written SMALL/BIG, e.g. 1/2, not '1-2'"),
    (lambda: play_commands._amounts("50,x"), "amounts are written 50,30,20, not '50,x'"),
    (lambda: play_commands._amounts("50,-1"), "amounts are written 50,30,20, none negative, not '50,-1'"),
    (lambda: play_commands._check_jobs(0), "--jobs: 1 or more worker processes, not 0"),
    (lambda: play_commands._stacks(["5000", "lots"]), "stacks are whole numbers of chips, not '5000 lots'"),
    (_sitting_out, "sit_out: there is no player 'Z' in the hand"),
]


@pytest.mark.parametrize(("make", "said"), SAMPLES)
def test_a_refusal_of_the_command_line_says_what_it_said_and_is_said_in_every_language(
    make: Callable[[], object], said: str
) -> None:
    check_sample(make, said)


BAD_CASE = (
    'players = [{ name = "A", stack = 1000 }, { name = "B", stack = 1000 }]\n'
    "blinds = [50, 100]\n"
    '[[case]]\nname = "short"\nactions = ["B raise 150"]\n'
)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "error (below-minimum): case 1 (short), action 1 'B raise 150': the minimum raise is to 200"),
        ("ru", "ошибка (below-minimum): случай 1 (short), действие 1 'B raise 150': минимальный рейз — до 200"),
    ],
)
def test_a_case_the_rules_refuse_is_said_in_the_language_asked_for(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, said: str
) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(BAD_CASE, encoding="utf-8")
    assert main(["rule", "--lang", lang, str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith(f"  {said} (TDA 2024 Rule"), lines


def test_a_file_that_cannot_be_read_is_said_in_the_language_asked_for(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "broken.toml"
    path.write_text("players = [", encoding="utf-8")
    assert main(["rule", "--lang", "ru", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}: это не корректный TOML: " in out, out
