"""Collection settings for the whole checkout (the tests' own settings are in tests/conftest.py).

On the compiled build (:mod:`pokerfloor.engine`) the doctests of a compiled module are collected
under its source's name, as on the pure build, but from the compiled module that the package
imports (the build keeps the docstrings: ``hatch_build.py``): both builds run the same tests.
"""

import importlib
from collections.abc import Generator
from pathlib import Path

import pytest

from pokerfloor import engine

_COMPILED = {
    (Path(engine.__file__).parent / relative).resolve(): "pokerfloor." + relative.removesuffix(".py").replace("/", ".")
    for relative in engine.COMPILED
}


@pytest.hookimpl(wrapper=True)
def pytest_collect_file(file_path: Path) -> Generator[None, list[pytest.Collector], list[pytest.Collector]]:
    """Give the doctests of a compiled module's source the compiled module: pytest would import
    the source by its path, and refuse a module of that name imported from another file."""
    collectors = yield
    name = _COMPILED.get(file_path.resolve()) if engine.ENGINE == "compiled" else None
    for collector in collectors:
        if name is not None and isinstance(collector, pytest.Module):  # the doctests' (DoctestModule)
            collector.obj = importlib.import_module(name)
    return collectors
