"""help() reads the same on both builds: every public module, class, function, method and property
keeps its docstring and its signature on the compiled build as on the pure one (``hatch_build.py``
writes each docstring into the C that mypyc generates), and the doctests of the compiled modules
are collected and run there too (``conftest.py``). Each test runs on both builds (.ci/run); those
that compare the builds run the other one in a child process."""

from __future__ import annotations

import ast
import doctest
import importlib
import inspect
import json
import os
import pydoc
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pokerfloor
from pokerfloor import engine

SOURCE = Path(__file__).parents[1] / "src"
PACKAGE = SOURCE / "pokerfloor"

#: Where the builds show different signatures, and why (each is checked to still differ).
KNOWN = {
    "pokerfloor.core.dealer.Dealer": "pure Python reads the constructor's signature from the class's own "
    "__new__(cls, *args, **kwargs) (a blank dealer for copies), the compiled build from __init__",
}

#: What has no signature on either build, and why.
UNSIGNED = {"pokerfloor.errors.FrozenError": "the constructor of AttributeError, its base, has none in Python 3.11"}

#: A public thing's qualified name -> the thing, its docstring in the source, and what it is.
Api = dict[str, tuple[object, str | None, str]]


def public_modules() -> dict[str, Path]:
    """The package's public modules (no part of the name private: ``_moved``, ``__main__``), by name."""
    modules = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(SOURCE).with_suffix("").parts
        parts = parts[:-1] if parts[-1] == "__init__" else parts
        if not any(part.startswith("_") for part in parts):
            modules[".".join(parts)] = path
    return modules


def _holders(path: Path) -> dict[str, tuple[ast.AST, str]]:
    """What holds a docstring in a module's source, by its qualified name within the module (``""``
    the module, ``f``, ``C``, ``C.m``), with what it is; a property's getter comes before its setter."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    holders: dict[str, tuple[ast.AST, str]] = {"": (tree, "module")}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            holders[node.name] = (node, "function")
        elif isinstance(node, ast.ClassDef):
            holders[node.name] = (node, "class")
            for item in node.body:
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                    holders.setdefault(f"{node.name}.{item.name}", (item, _member_kind(item)))
    return holders


def _member_kind(function: ast.FunctionDef | ast.AsyncFunctionDef) -> str:
    """``"property"``, ``"method"`` (it takes the instance first), or ``"function"`` (a static or
    class method: bound or unbound alike, its signature shows no instance)."""
    names = {ast.unparse(decorator).rsplit(".", 1)[-1] for decorator in function.decorator_list}
    if names & {"property", "cached_property", "setter", "getter", "deleter"}:
        return "property"
    return "function" if names & {"staticmethod", "classmethod"} else "method"


def public_api() -> Api:
    """Every public module; the classes and functions each defines and names in ``__all__``; and
    those classes' public methods and properties (a name from another module is checked there)."""
    api: Api = {}
    for name, path in public_modules().items():
        module = importlib.import_module(name)
        holders = _holders(path)
        for qualified, (node, kind) in holders.items():
            owner = qualified.split(".", 1)[0]
            if qualified and (owner not in getattr(module, "__all__", ()) or qualified.rsplit(".", 1)[-1][0] == "_"):
                continue
            thing: object = module
            for part in filter(None, qualified.split(".")):
                thing = getattr(thing, part)
            doc = ast.get_docstring(node, clean=False)  # type: ignore[arg-type]  # a module, class or function
            api[f"{name}.{qualified}".rstrip(".")] = (thing, doc, kind)
    return api


def _signature(thing: object, kind: str) -> str:
    """The signature ``help()`` shows, without annotations (mypyc keeps none) nor a method's
    instance (positional-only when compiled: mypyc's ``$self``), and without the addresses of
    default functions, and a default set in order; "" for a module or a property."""
    if kind in ("module", "property"):
        return ""
    try:
        signature = inspect.signature(thing)  # type: ignore[arg-type]  # a class or a function
    except (TypeError, ValueError) as error:
        return f"no signature ({error})"
    parameters = [
        # A set's order changes with the hash seed: the child process's is another.
        parameter.replace(annotation=parameter.empty, default=_in_order(parameter.default))
        for parameter in signature.parameters.values()
    ]
    text = str(signature.replace(parameters=parameters[kind == "method" :], return_annotation=signature.empty))
    return re.sub(r" at 0x[0-9a-f]+>", ">", text)


def _in_order(value: object) -> object:
    return sorted(value, key=repr) if isinstance(value, set | frozenset) else value


def api_facts() -> dict[str, list[str | None]]:
    """What ``help()`` shows of each public thing: its docstring (``inspect.getdoc``: inherited
    where it has none of its own) and its signature (:func:`_signature`)."""
    return {name: [inspect.getdoc(thing), _signature(thing, kind)] for name, (thing, _, kind) in public_api().items()}


def _other_build() -> dict[str, str]:
    """The environment of a child process on the other build (if both are there: on the pure
    build, the child takes the compiled modules when they were built from these sources)."""
    if engine.ENGINE == "compiled":
        return {**os.environ, engine.PURE_SWITCH: "1"}
    return {name: value for name, value in os.environ.items() if name != engine.PURE_SWITCH}


def test_every_public_thing_has_its_sources_docstring() -> None:
    api = public_api()
    assert len(api) > 500 and "pokerfloor.core.hand.Hand.push" in api  # the walk finds the public face
    wrong = {name: (getattr(thing, "__doc__", None), doc) for name, (thing, doc, _) in api.items()}
    wrong = {name: docs for name, docs in wrong.items() if docs[0] != docs[1]}
    assert not wrong, f"{len(wrong)} docstrings differ from the sources ({engine.describe()}): {sorted(wrong)}"
    defined = [name for name, (_, doc, kind) in api.items() if kind in ("module", "class") and not doc]
    assert not defined, f"public modules and classes without a docstring: {defined}"


def test_every_public_callable_has_a_signature() -> None:
    shown = {name: _signature(thing, kind) for name, (thing, _, kind) in public_api().items()}
    missing = {name: text for name, text in shown.items() if text.startswith("no signature")}
    assert missing.keys() == UNSIGNED.keys(), f"no signature on {engine.describe()}: {missing}"


def test_the_builds_show_the_same_docstrings_and_signatures() -> None:
    child = subprocess.run(
        [sys.executable, "-c", f"import json, sys; sys.path.insert(0, {str(Path(__file__).parent)!r}); "
         "import test_help; print(json.dumps(test_help.api_facts()))"],
        capture_output=True, text=True, check=True, env=_other_build(),
    )  # fmt: skip
    theirs, ours = json.loads(child.stdout), api_facts()
    assert theirs.keys() == ours.keys()
    differ = {name for name in ours if ours[name] != theirs[name]}
    assert differ <= KNOWN.keys(), {name: (ours[name], theirs[name]) for name in sorted(differ - KNOWN.keys())}
    built = subprocess.run(
        [sys.executable, "-c", "from pokerfloor import engine; print(engine.ENGINE)"],
        capture_output=True, text=True, check=True, env=_other_build(),
    ).stdout.strip()  # fmt: skip
    if built != engine.ENGINE:  # both builds are here: each known difference is still one
        assert differ == KNOWN.keys()


def test_help_shows_the_docstring_and_the_signature() -> None:
    from pokerfloor.core import hand  # noqa: PLC0415 - a compiled module, for its docstring

    shown = pydoc.render_doc(pokerfloor.Hand.push, renderer=pydoc.plaintext)  # type: ignore[attr-defined]
    assert all(line in shown for line in str(inspect.getdoc(pokerfloor.Hand.push)).splitlines())
    assert re.search(r"push\(self, (/, )?action.*, player.*=\s?None\)", shown), shown
    module = pydoc.render_doc(hand, renderer=pydoc.plaintext)  # type: ignore[attr-defined]
    assert str(hand.__doc__).strip().splitlines()[0] in module
    assert inspect.signature(pokerfloor.Table).parameters["variant"].default is None
    assert "``None``, the default, is hold'em" in str(pokerfloor.Table.__doc__)


def test_a_non_ascii_docstring_comes_through_whole() -> None:
    from pokerfloor.actions import chips_of  # noqa: PLC0415 - its docstring quotes "²"
    from pokerfloor.formats import units  # noqa: PLC0415 - its docstring quotes "€1.5"

    assert '``"²"`` is a digit' in (chips_of.__doc__ or "")
    assert "``€1.5``" in (units.__doc__ or "")


def _examples(holder: ast.AST) -> list[str]:
    doc = ast.get_docstring(holder, clean=False)  # type: ignore[arg-type]  # a module, class or function
    return [example.source for example in doctest.DocTestParser().get_examples(doc or "")]


def test_the_compiled_modules_doctests_are_found_in_them() -> None:
    # What doctest finds in each compiled module as imported (compiled or not) is what its
    # source holds: the docstrings kept by the build carry the examples to the compiled build.
    for relative in engine.COMPILED:
        name = "pokerfloor." + relative.removesuffix(".py").replace("/", ".")
        module: ModuleType = importlib.import_module(name)
        holders = _holders(PACKAGE / relative)
        written = {f"{name}.{qualified}".rstrip("."): _examples(node) for qualified, (node, _) in holders.items()}
        tests = doctest.DocTestFinder().find(module)
        found = {test.name: [example.source for example in test.examples] for test in tests}
        assert _with_examples(found) == _with_examples(written), name


def _with_examples(tests: dict[str, list[str]]) -> dict[str, list[str]]:
    return {name: examples for name, examples in tests.items() if examples}


def _collected_doctests(env: dict[str, str]) -> list[str]:
    """The doctests ``pytest`` collects in the package's sources, as the test suite runs them."""
    listed = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-o", "addopts=", "--doctest-modules", "src"],
        capture_output=True, text=True, check=True, env=env, cwd=SOURCE.parent,
    ).stdout  # fmt: skip
    return sorted(line for line in listed.splitlines() if line.startswith("src/"))


def test_both_builds_collect_the_same_doctests() -> None:
    ours = _collected_doctests({**os.environ})
    assert "src/pokerfloor/core/hand.py::pokerfloor.core.hand" in ours  # a compiled module's
    assert "src/pokerfloor/formats/units.py::pokerfloor.formats.units.exact_json" in ours  # a compiled function's
    assert _collected_doctests(_other_build()) == ours


def test_every_public_thing_says_what_it_is() -> None:
    """Every public module, class, function, method and property has a docstring (a method that
    overrides a documented one may inherit its docstring, as ``help()`` shows it)."""
    undocumented = sorted(name for name, (thing, _, _) in public_api().items() if not inspect.getdoc(thing))
    assert not undocumented, f"{len(undocumented)} public things say nothing: {undocumented}"
