"""Which engine runs: the compiled core (the hot modules built with mypyc) or pure Python.

The wheel compiles :data:`COMPILED` when a C compiler is there (``hatch_build.py`` beside
``pyproject.toml``), and always ships their sources too. At import the package takes the compiled
modules when all of them are there and built from the sources beside them; otherwise, or with the
environment variable ``POKERFLOOR_PURE=1``, it imports the sources (the same switch at install
time builds no compiled modules at all). Either way the behaviour is the same: one test suite
runs on both.

This module imports nothing of the package (the build hook reads :data:`COMPILED` from it) and is
never compiled itself.

>>> ENGINE in {"compiled", "pure Python"}
True
"""

from __future__ import annotations

import importlib.machinery
import json
import os
import sys
import zlib
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

__all__ = ["COMPILED", "ENGINE", "MANIFEST", "PURE_SWITCH", "REASON", "describe", "source_digest"]

#: The modules compiled with mypyc, as paths under the package: the betting, the structures, the
#: pots, the hand and its record and dealing, the cards and their evaluation, batched play.
#: Errors, the CLI, the web page and the other readers stay Python: an exception class compiled by
#: mypyc loses the attributes our typed errors carry, and none of them is hot.
COMPILED: tuple[str, ...] = (
    "actions.py",
    "amounts.py",
    "batch.py",
    "betting.py",
    "cards.py",
    "dealing.py",
    "hand.py",
    "pots.py",
    "record.py",
    "structures.py",
    "formats/files.py",
    "formats/flattoml.py",
    "formats/phh.py",
    "formats/phhverdict.py",
    "formats/units.py",
    "games/evaluation.py",
    "games/showing.py",
)
#: The environment variable that asks for pure Python: at install (no compiling) or at run time.
PURE_SWITCH = "POKERFLOOR_PURE"
#: The file the build writes beside the compiled modules: each source's digest when it was compiled.
MANIFEST = "_compiled.json"

_HERE = Path(__file__).resolve().parent


def source_digest(path: Path) -> str:
    """The digest of a source file, as the build records it (a stale compiled module is not used):
    its CRC-32 and length. It tells an edited source from the one compiled, which is all it is
    for; a cryptographic hash would load OpenSSL at every start."""
    data = path.read_bytes()
    return f"{zlib.crc32(data):08x}-{len(data)}"


def _module_name(relative: str) -> str:
    return "pokerfloor." + relative.removesuffix(".py").replace("/", ".")


def _extension(here: Path, relative: str) -> Path | None:
    """The compiled file of a module of the package in ``here``, if there is one."""
    source = here / relative
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        built = source.with_suffix(suffix)
        if built.exists():
            return built
    return None


def _why_pure(here: Path, compiled: Sequence[str]) -> str:
    """Why the sources run instead of the compiled modules ("" when the compiled ones can)."""
    if os.environ.get(PURE_SWITCH, "") not in ("", "0"):
        return f"{PURE_SWITCH} is set"
    built = [_extension(here, relative) for relative in compiled]
    if not any(built):
        return "installed without compiling"
    if not all(built):
        return "some compiled modules are missing: reinstall"
    try:
        digests = json.loads((here / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"no {MANIFEST} beside the compiled modules: reinstall"
    if any(digests.get(relative) != source_digest(here / relative) for relative in compiled):
        return "the sources changed since they were compiled: reinstall (pip install -e .)"
    return ""


class _SourcesFirst:
    """Imports the compiled modules' sources although their compiled files lie beside them (a
    meta path finder by its ``find_spec``: deriving from ``importlib.abc.MetaPathFinder`` would
    import ``importlib.abc``, and with it ``importlib.resources``, at every start)."""

    def __init__(self, names: dict[str, Path]) -> None:
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
        sys.meta_path.insert(0, _SourcesFirst({_module_name(r): _HERE / r for r in COMPILED}))
    return "pure Python", reason


#: ``"compiled"`` or ``"pure Python"``: the engine of this process (chosen once, at import).
ENGINE, REASON = _choose()


def describe() -> str:
    """The engine in a few words, for ``pokerfloor --version``."""
    if ENGINE == "compiled":
        return "compiled core (mypyc)"
    return f"pure Python ({REASON})"
