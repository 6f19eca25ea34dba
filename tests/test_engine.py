"""The engine that runs (compiled or pure Python) behaves the same: copies, undo, pickling, typed
errors; and says which it is. The suite runs once on each build (.ci/run)."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys

import pytest

from pokerfloor import Action, FixedLimit, Hand, Kind, NoLimit, PotLimit, SpreadLimit, Table, engine, rulebook, variant
from pokerfloor.cards import Deck
from pokerfloor.errors import ActionSyntaxError, SituationError


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


@pytest.mark.parametrize("structure", [NoLimit(2), PotLimit(2), FixedLimit(2, 4), SpreadLimit(2, 10)])
def test_structures_pickle(structure: NoLimit) -> None:
    again = pickle.loads(pickle.dumps(structure))
    assert type(again) is type(structure) and again.describe() == structure.describe()


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
    import pokerfloor.hand  # noqa: PLC0415 - the module whose file tells

    compiled_file = not pokerfloor.hand.__file__.endswith(".py")
    assert compiled_file == (engine.ENGINE == "compiled")
