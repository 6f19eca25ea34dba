"""Every word translated (issue 17, point 6): the command line's ruling lines and the page's words
in the language chosen, numbers grouped as the language writes them, and every word in every
catalog and used."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pokerfloor.cli.commands import main
from pokerfloor.explain.catalog import LANGUAGES, catalog, number, render
from pokerfloor.explain.readout import readable
from pokerfloor.games.variants import VARIANTS
from pokerfloor.structures import STRUCTURE_NAMES

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "src" / "pokerfloor"
STATIC = SOURCE / "web" / "static"
BIG = (
    'structure = "no-limit"\nblinds = [50000, 100000]\nbutton = "C"\n'
    'players = [{ name = "A", stack = 10170000 }, { name = "B", stack = 10170000 }, '
    '{ name = "C", stack = 10170000 }]\n[[case]]\ntry = ["C raise 150000"]\n'
)


def test_numbers_are_grouped_as_each_language_writes_them() -> None:
    assert number(10170000, "en") == "10,170,000"
    assert number(10170000, "ru") == "10\u00a0170\u00a0000"  # no-break spaces
    assert number(10170000, "it") == "10.170.000"
    assert (number(999, "it"), number(-1200, "en")) == ("999", "-1,200")


#: The ruling lines of BIG (each player antes 1,000), in each language: who acts and may do what,
#: the first words of the pots line, the try refused, and why.
LINES = {
    "en": (
        "  C to act before the flop: fold, call to 100,000 (adds 100,000), raise to 200,000..10,169,000",
        "  pots: ",
        "  refused: C raise 150000",
        "  why: C raise 150000: the minimum raise is to 200,000",
    ),
    "ru": (
        "  ходит C на префлопе: фолд, колл до 100\u00a0000 (доложить 100\u00a0000), "
        "рейз до 200\u00a0000..10\u00a0169\u00a0000",
        "  банки: ",
        "  отклонено: C raise 150000",
        "  почему: C raise 150000: минимальный рейз — до 200\u00a0000",
    ),
    "it": (
        "  tocca a C al pre-flop: fold, chiamata a 100.000 (aggiunge 100.000), rilancio a 200.000..10.169.000",
        "  piatti: ",
        "  rifiutate: C raise 150000",
        "  perché: C raise 150000: il rilancio minimo è a 200.000",
    ),
}


@pytest.mark.parametrize("lang", sorted(LINES))
def test_the_ruling_lines_in_each_language(tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str) -> None:
    to_act, pots, refused, why = LINES[lang]
    path = tmp_path / "big.toml"
    path.write_text(BIG.replace("button", "ante = 1000\nbutton"), encoding="utf-8")
    assert main(["rule", str(path), "--lang", lang]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == to_act
    assert any(line.startswith(pots) for line in out), out
    assert refused in out
    assert any(line.startswith(why) for line in out), out


def test_readable_of_an_error_and_of_nobody_to_act() -> None:
    error = {"file": "x.toml", "case": 1, "rulebook": "tda", "name": "n", "error": {"code": "c", "message": "m"}}
    assert readable(error, lang="ru").splitlines()[1] == "  ошибка (c): m"
    over = {"file": "x.toml", "to_act": "", "street": "third street", "returned": {"A": 1500}}
    assert readable(over, lang="ru").splitlines()[1:] == [
        "  никто не ходит (третья улица)",
        "  возвращено: A 1\u00a0500",
    ]


def test_every_street_kind_game_and_structure_has_its_word() -> None:
    streets = {s.name for v in VARIANTS.values() for s in v.streets} | {"showdown"}
    for lang in LANGUAGES:
        for street in streets:
            render(f"street.{street.replace(' ', '-')}", lang)
            render(f"word.on-{street.replace(' ', '-')}", lang) if street != "showdown" else None
        for name in VARIANTS:
            render(f"variant.{name}", lang)
        for name in STRUCTURE_NAMES:
            render(f"structure.{name}", lang)


def _page_keys() -> set[str]:
    """Every message key the page names: the data-i18n attributes of index.html, the page.* and
    ui.* keys app.js says."""
    html = (STATIC / "index.html").read_text(encoding="utf-8")
    js = (STATIC / "app.js").read_text(encoding="utf-8")
    keys = set(re.findall(r'data-i18n(?:-[a-z-]+)?="([^"]+)"', html))
    keys |= set(re.findall(r'"((?:page|ui)\.[\w.-]+)"', js))
    return keys


def test_every_word_the_page_names_is_in_every_catalog() -> None:
    keys = _page_keys()
    assert len(keys) > 40, "the page names its words by key"
    for lang in LANGUAGES:
        missing = sorted(keys - set(catalog(lang)))
        assert not missing, f"{lang} lacks {missing}"


def test_every_word_of_the_page_and_the_command_line_is_used() -> None:
    """No dead word: each page.* key is named by the page, each cli.* and ui.* key by readout.py,
    the rulings of a case (case_ruling.py), the command line, the page or the web state."""
    page = _page_keys()
    explaining = [SOURCE / "explain" / "readout.py", SOURCE / "explain" / "case_ruling.py"]
    named_in = [*explaining, *(SOURCE / "cli").glob("*.py")]
    sources = "".join(path.read_text(encoding="utf-8") for path in [*named_in, *(SOURCE / "web").glob("*.py")])
    for key in catalog("en"):
        if key.startswith("page."):
            assert key in page, f"{key} is not on the page"
        elif key.startswith(("cli.", "ui.")):
            named = key in page or f'"{key}"' in sources
            assert named or key.removeprefix("cli.").replace("-", "_") in sources, f"{key} is never said"
