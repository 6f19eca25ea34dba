"""Checking situation files: each case's ``expect`` table compared with the engine's ruling.

A case may say what it expects (``expect = { to_act = "C", min_to = 400 }``); this module
compares, key by key, what the case names with the ruling of :func:`pokerfloor.explain.case_ruling.rule_case`.
The semantics are those of the project's acceptance checker (``check-situations``): lists of
options, accepted and refused actions are compared as sets, pots as (amount, players) with the
players in any order, chip tables (``returned``, ``winnings``, ``posted``) without their zeros,
an absent value as the empty one, ``next_hand`` on the keys the file names, and every other key
as a whole. ``pokerfloor rule --check`` prints what :func:`pokerfloor.explain.case_ruling.check_files`
finds: each case ruled under each of its rulebooks, a :class:`CaseCheck` each.

>>> mismatches({"options": ["call", "fold"]}, {"options": ["fold", "call"]})
[]
>>> mismatches({"to_act": "C"}, {"to_act": "B"})
["to_act: expected 'C', got 'B'"]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pokerfloor import _moved

__all__ = ["CaseCheck", "mismatches", "situation_files"]


def __getattr__(name: str) -> Any:
    """``check_files``, which left for :mod:`pokerfloor.explain.case_ruling` (it rules the cases):
    given with a :class:`DeprecationWarning` (:data:`pokerfloor._moved.MOVED_NAMES`)."""
    return _moved.moved_name(__name__, name)


#: What an absent ruling key stands for, by key (``None`` for the others).
_EMPTY: Mapping[str, object] = {"to_act": "", "returned": {}, "winnings": {}, "posted": {}, "options": []}
_AS_SETS = frozenset({"options", "accepted", "refused"})
_CHIP_TABLES = frozenset({"returned", "winnings", "posted"})


def _normal(key: str, value: Any) -> Any:
    """A value as it is compared: ``None`` as the key's empty value, lists as sets, pots with
    their players in any order, chip tables without zeros."""
    if value is None:
        return _EMPTY.get(key)
    if key in _AS_SETS and isinstance(value, list):
        return sorted(map(str, value))
    if key == "pots" and isinstance(value, list):
        return [_pot(p) for p in value]
    if key in _CHIP_TABLES and isinstance(value, Mapping):
        return {k: v for k, v in value.items() if v}
    return value


def _pot(pot: Any) -> Any:
    if isinstance(pot, Mapping) and isinstance(pot.get("eligible"), list):
        return (pot.get("amount"), sorted(map(str, pot["eligible"])))
    return pot


def _within(key: str, expected: Any, got: Any) -> Any:
    """``next_hand`` is compared on the keys the file names; every other key as a whole."""
    if key == "next_hand" and isinstance(expected, Mapping) and isinstance(got, Mapping):
        return {k: got.get(k) for k in expected}
    return got


def mismatches(expect: Mapping[str, Any], ruling: Mapping[str, Any]) -> list[str]:
    """Each key of ``expect`` the ruling does not match: ``"key: expected X, got Y"``."""
    return [
        f"{key}: expected {wanted!r}, got {ruling.get(key)!r}"
        for key, wanted in expect.items()
        if _normal(key, wanted) != _normal(key, _within(key, wanted, ruling.get(key)))
    ]


@dataclass(frozen=True)
class CaseCheck:
    """One case under one rulebook, checked: where it is, and what did not match (nothing when
    it passed). A file that cannot be read is one failed check with ``case`` ``None``."""

    file: str
    case: int | None
    name: str
    rulebook: str
    wrong: tuple[str, ...]

    @property
    def passed(self) -> bool:
        """Whether the ruling matched every key the case expects."""
        return not self.wrong

    def __str__(self) -> str:
        where = self.file if self.case is None else f"{self.file} #{self.case} [{self.rulebook}] {self.name}"
        return f"{'ok  ' if self.passed else 'FAIL'} {where}" + ("" if self.passed else ": " + "; ".join(self.wrong))


def situation_files(paths: Sequence[str]) -> list[Path]:
    """The situation files named, folders searched for ``*.toml``."""
    found: list[Path] = []
    for name in paths:
        path = Path(name)
        found.extend(sorted(path.rglob("*.toml")) if path.is_dir() else [path])
    return found
