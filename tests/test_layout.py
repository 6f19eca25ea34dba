"""The house's layout holds: each module sits in a room, rooms are stacked from rules to rulings,
and no module imports one above its room or one that imports it back (docs/design.md).

Every import counts: at the top of a module, inside a function, or for the type checker only.
"""

from __future__ import annotations

import ast
import importlib
import pickle
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pokerfloor import NoLimit, engine
from pokerfloor._moved import MOVED, MOVED_NAMES
from pokerfloor.core.table import BlindPost

SOURCE = Path(__file__).resolve().parent.parent / "src"

#: The rooms from the bottom up; a module may import its own room and those below. A module is
#: in the room of the longest prefix of its name listed here.
FLOORS: tuple[tuple[str, ...], ...] = (
    # What everything may use: the build's choice of engine, the typed errors and the words
    # they are said in (the catalogs are the one room of explain/ at the bottom).
    ("pokerfloor.engine", "pokerfloor._moved", "pokerfloor.amounts"),
    ("pokerfloor.explain.catalog",),
    # What a caller gives a public call (Given) is checked with the typed errors it is refused by.
    ("pokerfloor.errors", "pokerfloor.given"),
    ("pokerfloor.games",),
    ("pokerfloor.actions", "pokerfloor.rules", "pokerfloor.structures"),
    ("pokerfloor.core",),
    ("pokerfloor.live",),
    ("pokerfloor.formats",),
    ("pokerfloor.play",),
    ("pokerfloor.checking",),
    ("pokerfloor.explain",),
    ("pokerfloor.env", "pokerfloor.room"),
    ("pokerfloor.web", "pokerfloor.cli"),
    ("pokerfloor", "pokerfloor.__main__"),
)

#: Imports that break the order today, each to be taken out by the move that fixes it (the test
#: fails when one is fixed and still listed, so the list only shrinks).
KNOWN: frozenset[tuple[str, str]] = frozenset()
#: Import cycles today, likewise.
KNOWN_CYCLES: list[list[str]] = []


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted((SOURCE / "pokerfloor").rglob("*.py")):
        parts = list(path.relative_to(SOURCE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _module_of(name: str) -> str:
    while name not in MODULES:
        name = name.rpartition(".")[0]
    return name


def _imports(path: Path) -> Iterator[str]:
    """The package's modules ``path`` imports, anywhere in it."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "pokerfloor":
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                yield full if full in MODULES else _module_of(node.module)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "pokerfloor":
                    yield _module_of(alias.name)


GRAPH = {name: sorted(set(_imports(path)) - {name}) for name, path in MODULES.items()}


def floor_of(module: str) -> int:
    """The floor of ``module``'s room (the longest listed prefix of its name)."""
    best, floor = -1, -1
    for level, rooms in enumerate(FLOORS):
        for room in rooms:
            if (module == room or module.startswith(room + ".")) and len(room) > best:
                best, floor = len(room), level
    assert floor >= 0, f"{module} is in no room of FLOORS"
    return floor


def _upward() -> set[tuple[str, str]]:
    return {(a, b) for a, deps in GRAPH.items() for b in deps if floor_of(b) > floor_of(a)}


def test_every_module_is_in_a_room() -> None:
    for name in MODULES:
        floor_of(name)


def test_no_module_imports_a_room_above_its_own() -> None:
    found = _upward()
    new = sorted(found - KNOWN)
    assert not new, "imports that reach up: " + "; ".join(f"{a} -> {b}" for a, b in new)
    fixed = sorted(KNOWN - found)
    assert not fixed, "fixed, take them out of KNOWN: " + "; ".join(f"{a} -> {b}" for a, b in fixed)


def _cycles() -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in GRAPH[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in GRAPH:
        if v not in index:
            visit(v)
    return out


def test_no_import_cycles() -> None:
    assert _cycles() == KNOWN_CYCLES


@pytest.mark.parametrize("module", ["pokerfloor.core", "pokerfloor.games", "pokerfloor.errors"])
def test_the_engine_knows_no_file_format_nor_page(module: str) -> None:
    for name, deps in GRAPH.items():
        if name == module or name.startswith(module + "."):
            assert not [d for d in deps if d.startswith(("pokerfloor.formats", "pokerfloor.web", "pokerfloor.cli"))]


@pytest.mark.parametrize("old", sorted(MOVED))
def test_an_old_module_path_still_imports_with_a_warning(old: str) -> None:
    sys.modules.pop(old, None)
    with pytest.warns(DeprecationWarning, match=f"{old} is now {MOVED[old]}"):
        module = importlib.import_module(old)
    assert module is importlib.import_module(MOVED[old])  # the very module: same classes, same pickles
    assert old not in MODULES  # nothing left behind at the old path


@pytest.mark.parametrize(("module", "name"), sorted((m, n) for m, names in MOVED_NAMES.items() for n in names))
def test_a_name_that_left_a_module_still_imports_from_there_with_a_warning(module: str, name: str) -> None:
    old = importlib.import_module(module)
    new = MOVED_NAMES[module][name]
    with pytest.warns(DeprecationWarning, match=f"{module}.{name} is now {new}"):
        found = getattr(old, name)
    where, _, now = new.rpartition(".")
    assert found is getattr(importlib.import_module(where), now)  # the very object
    assert name not in getattr(old, "__all__", ())  # no longer the old module's to offer
    with pytest.raises(AttributeError):
        getattr(old, name + "_never_was")
    # mypyc's modules crash on a module __getattr__: the module that gives a moved name is not compiled
    assert MODULES[module].relative_to(SOURCE / "pokerfloor").as_posix() not in engine.COMPILED


def test_old_pickles_of_moved_classes_load() -> None:
    # A pickle written by release 0.1 names the class by its old module (pokerfloor.structures
    # did not move; pokerfloor.table did).
    old = pickle.dumps(BlindPost(0, 10, 0), protocol=0).replace(b"pokerfloor.core.table", b"pokerfloor.table")
    assert b"pokerfloor.table" in old
    sys.modules.pop("pokerfloor.table", None)  # as in a new process
    with pytest.warns(DeprecationWarning):
        assert pickle.loads(old) == BlindPost(0, 10, 0)
    assert pickle.loads(pickle.dumps(NoLimit(2))) == NoLimit(2)


def test_the_betting_rounds_fields_change_only_through_its_methods() -> None:
    """Outside core/betting.py no code assigns a field of a betting round (``hand.round.x = ...``,
    ``rnd.x = ...``): the round's own methods do (open_with, open_street, choose_opener...)."""
    offenders = []
    for name, path in MODULES.items():
        if name == "pokerfloor.core.betting":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Assign | ast.AugAssign):
                continue
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                for part in ast.walk(target):
                    if isinstance(part, ast.Attribute) and _is_a_round(part.value):
                        offenders.append(f"{name}:{node.lineno} {ast.unparse(target)}")
    assert not offenders


def _is_a_round(node: ast.expr) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "round") or (
        isinstance(node, ast.Name) and node.id in ("rnd", "round", "opened")
    )
