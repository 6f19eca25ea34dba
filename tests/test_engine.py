"""The engine that runs (compiled or pure Python) behaves the same: copies, undo, pickling, typed
errors; and says which it is. The suite runs once on each build (.ci/run)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import pickle
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from pokerfloor import Action, FixedLimit, Hand, Kind, NoLimit, PotLimit, SpreadLimit, Table, engine, rulebook, variant
from pokerfloor.core.betting import BettingRound
from pokerfloor.errors import ActionSyntaxError, FrozenError, RulebookError, SituationError
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import Deck
from pokerfloor.rules import Rulebook


def _hand(game: str = "holdem") -> Hand:
    """A hand of ``game`` after its first action (a call where there is one)."""
    stud = variant(game).has_bring_in
    table = Table(
        names=("A", "B", "C"), stacks=(200, 200, 200), button=2, structure=FixedLimit(2, 4), rules=rulebook("tda"),
        bring_in=1 if stud else 0, ante=1 if stud else 0, blinds=None if stud else (1, 2), variant=variant(game),
    )  # fmt: skip
    hand = Hand(table, deck=Deck(5))
    _play_one(hand)
    return hand


def _play_one(hand: Hand) -> None:
    kinds = hand.options().kinds
    hand.push(Action(Kind.CALL if Kind.CALL in kinds else kinds[0]))


@pytest.mark.parametrize("game", ["holdem", "stud", "2-7-triple-draw"])
def test_a_hand_pickles_copies_and_undoes_alike(game: str) -> None:
    hand = _hand(game)
    for twin in (pickle.loads(pickle.dumps(hand)), hand.copy()):
        assert twin.snapshot() == hand.snapshot()
        assert twin.hole == hand.hole
        while twin.to_act >= 0:  # the twin plays on; the original is untouched
            _play_one(twin)
        assert twin.snapshot() != hand.snapshot()
    before = hand.snapshot()
    _play_one(hand)
    hand.pop()
    assert hand.snapshot() == before


@pytest.mark.parametrize("cls", [Hand, BettingRound])
def test_a_blank_is_made_by_the_class_itself(cls: type[Hand] | type[BettingRound]) -> None:
    # copy() and unpickling fill in ``cls.__new__(cls)``: a blank on either build, no constructor run.
    blank = cls.__new__(cls)
    assert type(blank) is cls
    with pytest.raises(AttributeError):
        _ = blank.to_act
    if engine.ENGINE == "pure Python":  # no __new__ of our own: it would cost a call on every hand and street
        assert "__new__" not in cls.__dict__


@pytest.mark.parametrize("structure", [NoLimit(2), PotLimit(2), FixedLimit(2, 4), SpreadLimit(2, 10)])
def test_structures_pickle(structure: NoLimit) -> None:
    again = pickle.loads(pickle.dumps(structure))
    assert type(again) is type(structure) and again.describe() == structure.describe()
    assert again == structure and hash(again) == hash(structure)


def test_structures_are_equal_by_kind_and_sizes() -> None:
    assert NoLimit(2) == NoLimit(2) and FixedLimit(2, 4) == FixedLimit(2, 4)
    assert NoLimit(2) != NoLimit(4) and NoLimit(2) != PotLimit(2) and FixedLimit(2, 4) != FixedLimit(2, 6)
    assert SpreadLimit(2, 10) != SpreadLimit(2, 20) and NoLimit(2) != 2
    assert len({NoLimit(2), NoLimit(2), PotLimit(2)}) == 2


def test_a_table_pickles_to_an_equal_table() -> None:
    table = _hand().table
    assert pickle.loads(pickle.dumps(table)) == table


@pytest.mark.parametrize("bad", [("raise", 2.5), "C call", None, (Kind.RAISE, "6")])
def test_a_bad_action_is_our_typed_error_on_either_build(bad: object) -> None:
    hand = _hand()
    before = hand.snapshot()
    with pytest.raises(ActionSyntaxError) as refused:
        hand.push(bad)  # type: ignore[arg-type]
    assert refused.value.code and hand.snapshot() == before


def test_a_bad_size_is_our_typed_error_on_either_build() -> None:
    with pytest.raises(SituationError) as refused:
        NoLimit(2.0)  # type: ignore[arg-type]
    assert refused.value.code == "bad-field"


def test_the_version_names_the_engine() -> None:
    shown = subprocess.run(
        [sys.executable, "-m", "pokerfloor", "--version"], capture_output=True, text=True, check=True
    ).stdout
    assert engine.describe() in shown
    pure = subprocess.run(
        [sys.executable, "-m", "pokerfloor", "--version"],
        capture_output=True, text=True, check=True, env={**os.environ, engine.PURE_SWITCH: "1"},
    ).stdout  # fmt: skip
    assert "pure Python (POKERFLOOR_PURE is set)" in pure


def test_the_engine_is_the_one_imported() -> None:
    import pokerfloor.core.hand  # noqa: PLC0415 - the module whose file tells

    compiled_file = not pokerfloor.core.hand.__file__.endswith(".py")
    assert compiled_file == (engine.ENGINE == "compiled")


def test_compiled_files_older_than_their_sources_are_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(engine.PURE_SWITCH, raising=False)
    (tmp_path / "hand.py").write_text("x = 1\n", encoding="utf-8")
    assert engine._why_pure(tmp_path, ["hand.py"]) == "installed without compiling"
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    (tmp_path / f"hand{suffix}").write_bytes(b"")
    assert f"no {engine.MANIFEST}" in engine._why_pure(tmp_path, ["hand.py"])
    digest = engine.source_digest(tmp_path / "hand.py")
    (tmp_path / engine.MANIFEST).write_text(engine.manifest_text({"hand.py": digest}), encoding="utf-8")
    assert engine._why_pure(tmp_path, ["hand.py"]) == ""  # compiled from these very sources
    (tmp_path / engine.MANIFEST).write_text(f"{digest}\n", encoding="utf-8")  # a line without its path
    assert f"no {engine.MANIFEST}" in engine._why_pure(tmp_path, ["hand.py"])
    (tmp_path / engine.MANIFEST).write_text(engine.manifest_text({"hand.py": digest}), encoding="utf-8")
    (tmp_path / "hand.py").write_text("x = 2\n", encoding="utf-8")  # edited since the build
    assert "the sources changed" in engine._why_pure(tmp_path, ["hand.py"])
    monkeypatch.setenv(engine.PURE_SWITCH, "1")
    assert engine._why_pure(tmp_path, ["hand.py"]) == "POKERFLOOR_PURE is set"


def test_the_build_is_pure_without_a_compiler_or_with_the_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    hook = _build_hook()
    monkeypatch.delenv(engine.PURE_SWITCH, raising=False)
    monkeypatch.setenv("CC", "/nowhere/cc")
    assert hook._no_compiler() == "no C compiler (/nowhere/cc) on this machine"
    monkeypatch.setenv(engine.PURE_SWITCH, "1")
    assert hook._no_compiler() == "POKERFLOOR_PURE is set"
    assert tuple(hook._engine()["COMPILED"]) == engine.COMPILED  # the hook reads the package's list


def test_the_build_writes_each_docstring_into_mypycs_c_or_names_it(tmp_path: Path) -> None:
    # mypyc's own C for two of the compiled modules: a module's, a function's, a class's, a
    # method's, a property's, a named tuple's and an enum's docstring each find their place, the
    # non-ASCII ones as their UTF-8 bytes (tests/test_help.py reads them back from the build).
    hook = _build_hook()
    relatives = ["actions.py", "formats/units.py"]
    hook.generate_c(relatives, tmp_path)
    files = {path: path.read_text(encoding="utf-8") for path in (tmp_path / "c").rglob("*.c")}
    assert hook.put_docstrings(tmp_path / "c", relatives) == []
    written = "".join(path.read_text(encoding="utf-8") for path in files)
    docs, _ = hook.source_docstrings(relatives)
    assert {"pokerfloor.actions.Kind", "pokerfloor.formats.units.ChipUnit.step"} <= docs.keys()
    assert all(hook._c_literal(doc) in written for doc in docs.values())
    assert '``\\"\\302\\262\\"`` is a digit' in written  # chips_of's ``"²"``
    # Where mypyc's C has another shape (its signatures in a macro of another name), the build
    # names what it leaves out (and warns); the rest still finds its place.
    for path, text in files.items():
        path.write_text(text.replace("PyDoc_STR(", "CPyDoc_STR("), encoding="utf-8")
    left = hook.put_docstrings(tmp_path / "c", relatives)
    assert {"pokerfloor.actions.chips_of", "pokerfloor.formats.units.ChipUnit"} <= set(left)
    assert "pokerfloor.actions" not in left and "pokerfloor.formats.units.ChipUnit.step" not in left


def _build_hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("hatch_build", Path(__file__).parents[1] / "hatch_build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_table_does_not_change_and_is_replaced_whole() -> None:
    table = _hand().table
    with pytest.raises(FrozenError, match="cannot assign to field 'stacks': a Table does not change"):
        table.stacks = (1, 1, 1)
    with pytest.raises(FrozenError, match="cannot delete field 'pot'"):
        del table.pot
    with pytest.raises(AttributeError):
        table.colour = "green"
    omaha = table.replace(variant="omaha", stacks=(300, 300, 300))
    assert omaha.variant is variant("omaha") and omaha.stacks == (300, 300, 300)
    assert omaha.names == table.names and omaha != table and table.replace() == table
    assert hash(table.replace()) == hash(table)
    with pytest.raises(SituationError, match="stacks: the stacks must be whole numbers"):
        table.replace(stacks=(1.5, 2, 3))
    assert repr(table).startswith("Table(names=('A', 'B', 'C'), stacks=(200, 200, 200), button=2, structure=")


@pytest.mark.parametrize(
    ("value", "field"),
    [(rulebook("tda"), "nolimit_reopen_percent"), (variant("razz"), "streets"), (ChipUnit(-2), "exponent")],
)
def test_rulebooks_variants_and_chip_units_do_not_change(value: object, field: str) -> None:
    with pytest.raises(FrozenError, match=f"cannot assign to field {field!r}"):
        setattr(value, field, 1)
    with pytest.raises(FrozenError, match=f"cannot delete field {field!r}"):
        delattr(value, field)
    assert pickle.loads(pickle.dumps(value)) == value


@pytest.mark.parametrize("game", ["holdem", "razz", "ultimate-big-o"])
def test_a_variant_pickles_and_copies_by_name_to_the_registrys_own(game: str) -> None:
    import copy  # noqa: PLC0415 - for this test only

    from pokerfloor.games import description, variants  # noqa: PLC0415 - the class and its registry

    assert variants.Variant is description.Variant  # the old import path gives the very class
    made = variant(game)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        data = pickle.dumps(made, protocol=protocol)
        # Named by the lookup in the registry, as pickles written before the class moved are.
        assert b"pokerfloor.games.variants" in data and b"description" not in data
        assert pickle.loads(data) is made
    assert copy.copy(made) is made and copy.deepcopy(made) is made


def test_a_rulebook_is_equal_by_its_switches_and_not_its_citations() -> None:
    tda = rulebook("tda")
    same = tda.override(nolimit_reopen_percent=tda.nolimit_reopen_percent)
    assert same == tda and hash(same) == hash(tda)
    changed = tda.override(nolimit_reopen_percent=50)
    assert changed != tda and changed.cite("nolimit_reopen_percent").startswith("house rule")
    assert repr(tda).startswith("Rulebook(name='tda', title=") and "citations" not in repr(tda)
    with pytest.raises(RulebookError, match="every switch and no other"):
        Rulebook(name="x", title="X", citations={}, nolimit_reopen_percent=100)


def test_hand_histories_and_their_verdicts_pickle() -> None:
    from pokerfloor.checking.phh_replay import replay  # noqa: PLC0415 - the reader, for this test only
    from pokerfloor.formats.phh import HandHistory  # noqa: PLC0415 - the reader, for this test only

    fields = {"variant": "NT", "starting_stacks": [200, 200], "blinds_or_straddles": [1, 2], "antes": [0, 0]}
    history = HandHistory({**fields, "min_bet": 2, "actions": ["p2 f"]}, "a.phh", "3", ["forgiven"])
    again = pickle.loads(pickle.dumps(history))
    assert again == history and again.key == "3" and again.forgiven == ["forgiven"]
    verdict = replay(history, rulebook("tda"))
    assert pickle.loads(pickle.dumps(verdict)) == verdict
