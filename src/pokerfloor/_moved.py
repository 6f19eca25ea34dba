"""Old module paths and names that still import, with a :class:`DeprecationWarning` naming the new one.

Release 0.2 put each concept in a room of its own (``pokerfloor.hand`` is now
``pokerfloor.core.hand``, ``pokerfloor.seating`` is ``pokerfloor.play.seating``...). A program
that imports an old path gets the very module of the new one (the same classes, so ``isinstance``
and pickles made before still work) and a warning saying where it went. A name that left a module
still there (:data:`MOVED_NAMES`: ``pokerfloor.formats.phh.replay`` is
``pokerfloor.checking.phh_replay.replay``) is given by the module's ``__getattr__``
(:func:`moved_name`), the very object, with the same warning. The CHANGELOG lists every move. The
old paths go in release 0.4.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
import warnings
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    import importlib.abc

__all__ = ["MOVED", "MOVED_NAMES", "install", "moved_name"]

#: Each old module path, and the module that holds its code now.
MOVED: dict[str, str] = {
    "pokerfloor.batch": "pokerfloor.play.batch",
    "pokerfloor.betting": "pokerfloor.core.betting",
    "pokerfloor.cards": "pokerfloor.games.cards",
    "pokerfloor.checks": "pokerfloor.core.checks",
    "pokerfloor.corpus": "pokerfloor.checking.corpus",
    "pokerfloor.dealing": "pokerfloor.core.dealer",
    "pokerfloor.declarations": "pokerfloor.live.declarations",
    "pokerfloor.docs": "pokerfloor.explain.rulebook_pages",
    "pokerfloor.expectations": "pokerfloor.checking.expectations",
    "pokerfloor.formats.convert": "pokerfloor.checking.convert",
    "pokerfloor.formats.ohh": "pokerfloor.formats.sites.ohh",
    "pokerfloor.formats.phhs": "pokerfloor.formats.phh.collections",
    "pokerfloor.formats.phhverdict": "pokerfloor.checking.phh_verdict",
    "pokerfloor.formats.pokerstars": "pokerfloor.formats.sites.pokerstars",
    "pokerfloor.formats.pokerstars_writer": "pokerfloor.formats.sites.pokerstars_writer",
    "pokerfloor.formats.rake": "pokerfloor.checking.rake",
    "pokerfloor.formats.sitebuild": "pokerfloor.formats.sites.build",
    "pokerfloor.formats.sitecheck": "pokerfloor.checking.sites",
    "pokerfloor.formats.sitedates": "pokerfloor.formats.sites.dates",
    "pokerfloor.formats.sitegames": "pokerfloor.formats.sites.games",
    "pokerfloor.formats.sitehand": "pokerfloor.formats.sites.hand",
    "pokerfloor.games.naming": "pokerfloor.explain.hand_names",
    "pokerfloor.hand": "pokerfloor.core.hand",
    "pokerfloor.messages": "pokerfloor.explain.catalog",
    "pokerfloor.play.commands": "pokerfloor.cli.play",
    "pokerfloor.pots": "pokerfloor.core.pots",
    "pokerfloor.progress": "pokerfloor.cli.progress",
    "pokerfloor.readout": "pokerfloor.explain.readout",
    "pokerfloor.record": "pokerfloor.core.record",
    "pokerfloor.seating": "pokerfloor.play.seating",
    "pokerfloor.simulate": "pokerfloor.play.simulate",
    "pokerfloor.spot": "pokerfloor.core.spot",
    "pokerfloor.summary": "pokerfloor.checking.summary",
    "pokerfloor.table": "pokerfloor.core.table",
    "pokerfloor.web.language": "pokerfloor.explain.rulings",
    "pokerfloor.web.session": "pokerfloor.web.table",
    "pokerfloor.view": "pokerfloor.core.view",
}


#: Names that left a module which is still there, by module: each name, and the dotted path of
#: the object now (``"pokerfloor.checking.phh_replay.replay"``; its last part is its name there).
MOVED_NAMES: dict[str, dict[str, str]] = {
    "pokerfloor.web.table": {"Session": "pokerfloor.web.table.FloorTable"},
    "pokerfloor.formats.phh": {
        "Replay": "pokerfloor.checking.phh_verdict.Replay",
        "hand_of": "pokerfloor.checking.phh_replay.hand_of",
        "replay": "pokerfloor.checking.phh_replay.replay",
    },
    "pokerfloor.checking.expectations": {"check_files": "pokerfloor.explain.case_ruling.check_files"},
    "pokerfloor.checking.sites": {
        "card": "pokerfloor.formats.sites.replay.card",
        "table_of": "pokerfloor.formats.sites.replay.site_table",
    },
    "pokerfloor.formats.sites": {"check_site_file": "pokerfloor.checking.sites.check_site_file"},
    "pokerfloor.formats.sites.files": {"check_site_file": "pokerfloor.checking.sites.check_site_file"},
    "pokerfloor.formats.situation": {
        name: f"pokerfloor.explain.case_ruling.{name}"
        for name in ("RULING_KEYS", "WhyWriter", "describe", "next_hand", "rule_case", "showdown_json")
    },
}


def moved_name(module: str, name: str) -> Any:
    """The object a name that left ``module`` stands for now, with a :class:`DeprecationWarning`
    (a module's ``__getattr__`` calls it); :class:`AttributeError` for a name that never was.
    Only a module that is not compiled can have one: mypyc's modules crash on a ``__getattr__``."""
    new = MOVED_NAMES.get(module, {}).get(name)
    if new is None:
        raise AttributeError(f"module {module!r} has no attribute {name!r}")
    warnings.warn(
        f"{module}.{name} is now {new}: import it from there (the old name goes in release 0.4)",
        DeprecationWarning,
        stacklevel=3,  # the line that asked for the name, past the module's __getattr__
    )
    where, _, now = new.rpartition(".")
    return getattr(importlib.import_module(where), now)


class _Alias:
    """Loads an old path as the module at its new one (a loader by its two methods: deriving from
    ``importlib.abc.Loader`` would import ``importlib.abc``, and with it ``importlib.resources``
    and ``pathlib``, at every start of the package, as :mod:`pokerfloor.engine` says too)."""

    def __init__(self, new: str) -> None:
        self.new = new

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        warnings.warn(
            f"{spec.name} is now {self.new}: import it from there (the old path goes in release 0.4)",
            DeprecationWarning,
            stacklevel=2,
        )
        return importlib.import_module(self.new)

    def exec_module(self, module: ModuleType) -> None:
        """Nothing to run: the module at the new path has run already."""


class _Finder:
    """Finds the old paths of :data:`MOVED` (and nothing else): a meta path finder by its
    ``find_spec``, for the reason :class:`_Alias` gives."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        new = MOVED.get(fullname)
        if new is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, cast("importlib.abc.Loader", _Alias(new)))


def install() -> None:
    """Let the old paths import (once per process; :mod:`pokerfloor` does it on import)."""
    if not any(isinstance(finder, _Finder) for finder in sys.meta_path):
        sys.meta_path.append(_Finder())
