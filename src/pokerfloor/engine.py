"""Which engine runs: the compiled core (the hot modules built with mypyc) or pure Python.

The wheel compiles :data:`COMPILED` when a C compiler is there (``hatch_build.py`` beside
``pyproject.toml``), and always ships their sources too. At import the package takes the compiled
modules when all of them are there and built from the sources beside them; otherwise, or with the
environment variable ``POKERFLOOR_PURE=1``, it imports the sources (the same switch at install
time builds no compiled modules at all). Either way the behaviour is the same: one test suite
runs on both.

This module imports nothing of the package (the build hook reads :data:`COMPILED` from it) and is
never compiled itself. It runs at every start, before anything else of the package: it uses
:mod:`os.path` and a manifest of plain lines, not :mod:`pathlib` and JSON, whose imports would
cost each start more than its own work.

>>> ENGINE in {"compiled", "pure Python"}
True
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
import zlib
from collections.abc import Sequence
from types import ModuleType

__all__ = [
    "COMPILED",
    "ENGINE",
    "MANIFEST",
    "PURE_SWITCH",
    "REASON",
    "VERSION",
    "describe",
    "manifest_text",
    "source_digest",
]

#: The release (``pokerfloor.__version__``; pyproject.toml says the same).
VERSION = "0.1.0"

#: The modules compiled with mypyc, as paths under the package: the betting, the structures, the
#: pots, the hand and its record and dealing, the cards and their evaluation, batched play.
#: Errors, the CLI, the web page and the other readers stay Python: an exception class compiled by
#: mypyc loses the attributes our typed errors carry, and none of them is hot.
COMPILED: tuple[str, ...] = (
    "actions.py",
    "amounts.py",
    "core/betting.py",
    "core/dealer.py",
    "core/draws.py",
    "core/forced.py",
    "core/hand.py",
    "core/options.py",
    "core/pots.py",
    "core/raising.py",
    "core/record.py",
    "core/refusals.py",
    "core/seats.py",
    "core/showdown.py",
    "core/state.py",
    "core/streets.py",
    "core/table.py",
    "core/table_seats.py",
    "core/view.py",
    "structures.py",
    "formats/files.py",
    "formats/flattoml.py",
    "formats/phh/history.py",
    "formats/phh/money.py",
    "formats/phh/replayer.py",
    "formats/phh/table.py",
    "checking/phh_replay.py",
    "checking/phh_verdict.py",
    "formats/units.py",
    "games/_joker.py",
    "games/_ranking.py",
    "games/cards.py",
    "games/description.py",
    "games/evaluation.py",
    "games/showing.py",
    "games/variants.py",
    "play/batch.py",
    "env/episode.py",
    "env/menu.py",
    "env/rows.py",
    "env/vector.py",
)
#: The environment variable that asks for pure Python: at install (no compiling) or at run time.
PURE_SWITCH = "POKERFLOOR_PURE"
#: The file the build writes beside the compiled modules: each source's digest when it was
#: compiled, a line ``DIGEST PATH`` each (:func:`manifest_text`).
MANIFEST = "_compiled.txt"

_HERE = os.path.dirname(os.path.abspath(__file__))


def source_digest(path: str | os.PathLike[str]) -> str:
    """The digest of a source file, as the build records it (a stale compiled module is not used):
    its CRC-32 and length. It tells an edited source from the one compiled, which is all it is
    for; a cryptographic hash would load OpenSSL at every start."""
    with open(path, "rb") as file:
        data = file.read()
    return f"{zlib.crc32(data):08x}-{len(data)}"


def manifest_text(digests: dict[str, str]) -> str:
    """The manifest of the compiled modules (:data:`MANIFEST`): a line ``DIGEST PATH`` for each
    source, by its path under the package (the build hook writes the same lines)."""
    return "".join(f"{digest} {relative}\n" for relative, digest in digests.items())


def _read_manifest(text: str) -> dict[str, str]:
    """The digests of a manifest's lines, by path; ``ValueError`` for a line not of two words."""
    digests = {}
    for line in text.splitlines():
        digest, relative = line.split()
        digests[relative] = digest
    return digests


def _module_name(relative: str) -> str:
    return "pokerfloor." + relative.removesuffix(".py").replace("/", ".")


def _extension(here: str | os.PathLike[str], relative: str) -> str | None:
    """The compiled file of a module of the package in ``here``, if there is one."""
    stem = os.path.join(here, relative.removesuffix(".py"))
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        if os.path.exists(stem + suffix):
            return stem + suffix
    return None


def _why_pure(here: str | os.PathLike[str], compiled: Sequence[str]) -> str:
    """Why the sources run instead of the compiled modules ("" when the compiled ones can)."""
    if os.environ.get(PURE_SWITCH, "") not in ("", "0"):
        return f"{PURE_SWITCH} is set"
    built = [_extension(here, relative) for relative in compiled]
    if not any(built):
        return "installed without compiling"
    if not all(built):
        return "some compiled modules are missing: reinstall"
    try:
        with open(os.path.join(here, MANIFEST), encoding="utf-8") as file:
            digests = _read_manifest(file.read())
    except (OSError, ValueError):
        return f"no {MANIFEST} beside the compiled modules: reinstall"
    if any(digests.get(relative) != source_digest(os.path.join(here, relative)) for relative in compiled):
        return "the sources changed since they were compiled: reinstall (pip install -e .)"
    return ""


class _SourcesFirst:
    """Imports the compiled modules' sources although their compiled files lie beside them (a
    meta path finder by its ``find_spec``: deriving from ``importlib.abc.MetaPathFinder`` would
    import ``importlib.abc``, and with it ``importlib.resources``, at every start)."""

    def __init__(self, names: dict[str, str]) -> None:
        self.names = names

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        source = self.names.get(fullname)
        if source is None:
            return None
        import importlib.util  # noqa: PLC0415 - needed only when the sources are chosen over the compiled files

        return importlib.util.spec_from_file_location(fullname, source)


def _choose() -> tuple[str, str]:
    reason = _why_pure(_HERE, COMPILED)
    if not reason:
        return "compiled", ""
    if any(_extension(_HERE, relative) for relative in COMPILED):  # compiled files there, not to be used
        sys.meta_path.insert(0, _SourcesFirst({_module_name(r): os.path.join(_HERE, r) for r in COMPILED}))
    return "pure Python", reason


#: ``"compiled"`` or ``"pure Python"``: the engine of this process (chosen once, at import).
ENGINE, REASON = _choose()


def describe() -> str:
    """The engine in a few words, for ``pokerfloor --version``."""
    if ENGINE == "compiled":
        return "compiled core (mypyc)"
    return f"pure Python ({REASON})"
