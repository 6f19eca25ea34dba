"""Collection settings for the whole checkout (the tests' own settings are in tests/conftest.py).

On the compiled build (:mod:`pokerfloor.engine`) the compiled modules' doctests are not
collected: their sources are not what is imported, and their examples run on the pure build.
"""

from pathlib import Path

from pokerfloor import engine

_COMPILED = {(Path(engine.__file__).parent / relative).resolve() for relative in engine.COMPILED}


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """Skip the sources of the compiled modules when the compiled ones run."""
    if engine.ENGINE == "compiled" and collection_path.resolve() in _COMPILED:
        return True
    return None
