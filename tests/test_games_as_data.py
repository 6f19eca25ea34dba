"""Games and structures are data (issue 13): outside the variant registry no module decides
anything by a game's name, and no code branches on a structure's name. An AST scan of every
module: a comparison (``==``, ``!=``, ``in``) with a variant's name or alias, or of a ``.name``
with a structure's name, is refused."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from pokerfloor import VARIANTS
from pokerfloor.structures import STRUCTURE_NAMES

SOURCE = Path(__file__).parent.parent / "src" / "pokerfloor"
#: The registry itself names the games; the evaluators name their rankings.
REGISTRY = {SOURCE / "games" / "variants.py"}
GAME_NAMES = {key for game in VARIANTS.values() for key in (game.name, *game.aliases)}


def _compared_strings(tree: ast.AST) -> list[tuple[int, str, ast.expr]]:
    """Every string constant a comparison sets against something else: (line, string, other side)."""
    found: list[tuple[int, str, ast.expr]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            for side in sides:
                others = [s for s in sides if s is not side]
                if isinstance(side, ast.Constant) and isinstance(side.value, str):
                    found.extend((node.lineno, side.value, other) for other in others)
                elif isinstance(side, (ast.Tuple, ast.List, ast.Set)):
                    strings = [e.value for e in side.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
                    found.extend((node.lineno, text, other) for text in strings for other in others)
    return found


@pytest.mark.parametrize("path", sorted(p for p in SOURCE.rglob("*.py") if p not in REGISTRY), ids=lambda p: p.name)
def test_no_module_decides_by_a_game_or_a_structure_name(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for line, text, other in _compared_strings(tree):
        assert text not in GAME_NAMES, f"{path.name}:{line} compares with the game name {text!r}"
        is_name = isinstance(other, ast.Attribute) and other.attr == "name"
        assert not (is_name and text in STRUCTURE_NAMES), f"{path.name}:{line} branches on the structure {text!r}"


def test_the_scan_finds_what_it_looks_for() -> None:
    """The scan would catch the two kinds of branching it forbids."""
    caught = _compared_strings(ast.parse("if game == 'razz' or structure.name in ('pot-limit', 'x'): pass"))
    assert {text for _, text, _ in caught} >= {"razz", "pot-limit"}
