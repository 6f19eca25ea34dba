"""Fuzzing the file readers (issue 12): situation files and PHH hand histories, mutated from the
examples and the real hands, get through reading, ruling, replaying and printing with nothing
but the project's typed errors (:class:`~pokerfloor.errors.PokerfloorError` and its kind).

Quick by default (the CI profile's examples); ``HYPOTHESIS_PROFILE=long`` runs many more.
"""

from __future__ import annotations

import contextlib
import tempfile
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings

from pokerfloor import PRESETS, PokerfloorError, SituationError, rulebook
from pokerfloor.checking.phh_replay import replay
from pokerfloor.explain.case_ruling import rule_case
from pokerfloor.explain.readout import readable
from pokerfloor.explain.rulings import why_writer
from pokerfloor.formats.phh import iter_histories, parse_histories
from pokerfloor.formats.situation import cases_of, load_cases
from pokerfloor.formats.units import exact_json
from strategies import mutated_file, retyped_situations

ROOT = Path(__file__).parent.parent
SITUATIONS = tuple(p.read_text(encoding="utf-8") for p in sorted((ROOT / "examples").rglob("*.toml")))
HANDS = tuple(p.read_text(encoding="utf-8") for p in sorted((Path(__file__).parent / "data" / "phh").glob("*.phh")))
TABLES = tuple(tomllib.loads(text) for text in SITUATIONS)
RULEBOOKS = sorted(PRESETS)
WHY = why_writer("en")

#: Each example runs every case under every rulebook: a third of the profile's examples is enough
#: to keep the default run quick, and the long profile still runs thousands.
FEWER = settings(max_examples=max(settings().max_examples // 3, 10))


@pytest.fixture(scope="module")
def folder() -> Iterator[Path]:
    """A folder for the files written (one for the module: Hypothesis reruns the test body)."""
    with tempfile.TemporaryDirectory() as name:
        yield Path(name)


def _rule_every_case(path: Path) -> None:
    try:
        cases = load_cases(path)
    except PokerfloorError:
        return
    for case in cases[:10]:
        for name in RULEBOOKS:
            ruling = rule_case(case, name, why=WHY)  # a case that cannot be played is an "error" key
            exact_json(ruling)
            readable(ruling, explain=True)


@FEWER
@given(text=mutated_file(SITUATIONS))
def test_mutated_situation_files_get_only_typed_errors(folder: Path, text: str) -> None:
    path = folder / "situation.toml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    _rule_every_case(path)


@FEWER
@given(data=retyped_situations(TABLES))
def test_situation_tables_with_values_of_every_kind_get_only_typed_errors(data: dict[str, Any]) -> None:
    # As the page gives them (parsed already): cases_of, then every case under every rulebook.
    try:
        cases = list(cases_of(data, "situation"))
    except PokerfloorError:
        return
    for case in cases[:10]:
        for name in RULEBOOKS:
            ruling = rule_case(case, name, why=WHY)
            exact_json(ruling)
            readable(ruling, explain=True)


def _replay_every_hand(text: str) -> None:
    try:
        histories = parse_histories(text, "hand.phh")
    except PokerfloorError:
        return
    for history in histories:
        for strict in (False, True):
            for name in ("tda", "roberts"):
                with contextlib.suppress(PokerfloorError):
                    exact_json(replay(history, rulebook(name), strict=strict).as_json())


@given(text=mutated_file(HANDS))
def test_mutated_hand_histories_get_only_typed_errors(text: str) -> None:
    _replay_every_hand(text)


@FEWER
@given(first=mutated_file(HANDS), second=mutated_file(HANDS))
def test_mutated_collections_get_only_typed_errors(folder: Path, first: str, second: str) -> None:
    path = folder / "hands.phhs"
    path.write_text(f"[1]\n{first}\n[2]\n{second}\n", encoding="utf-8", errors="surrogatepass")
    with contextlib.suppress(PokerfloorError):  # a collection that cannot be read (from some hand on)
        for history in iter_histories(path):
            with contextlib.suppress(PokerfloorError):
                replay(history, rulebook("tda"))


# -- what the fuzzing found ------------------------------------------------------------------------


@pytest.mark.parametrize(("key", "where"), [("pot", "pot"), ("blinds", "blinds[1]"), ("rules", "rules.x")])
@pytest.mark.parametrize("huge", [2**63, -(2**63) - 1, 10**4400], ids=["2^63", "-2^63-1", "4400 digits"])
def test_an_integer_past_64_bits_is_refused_naming_where(key: str, where: str, huge: int) -> None:
    # Written into the error message, 4,400 digits were a bare ValueError (Python writes at most 4,300).
    data = dict(TABLES[0])
    data[key] = {"x": huge} if key == "rules" else [1, huge] if key == "blinds" else huge
    with pytest.raises(SituationError) as caught:
        list(cases_of(data, "f"))
    assert caught.value.code == "bad-field"
    assert str(caught.value).startswith(f"f: {where}: a whole number of {huge.bit_length()} bits")


def test_a_file_cannot_hold_an_integer_past_64_bits(folder: Path) -> None:
    path = folder / "huge.toml"
    path.write_text(SITUATIONS[0] + f"\npot = {2**63}\n")
    with pytest.raises(SituationError) as caught:
        load_cases(path)
    assert caught.value.code == "bad-toml"
