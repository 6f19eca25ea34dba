"""The table server's refusals (issue 29) are worded in the catalogs like the engine's: every error
its rooms make is made with a code, a variant and its values, never a sentence of its own; each
key is in every catalog with the same placeholders; and every key the room lists
(:data:`pokerfloor.room.refusals.ROOM_REFUSALS`) is made somewhere, and said in every language."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pokerfloor.errors as errors_module
from pokerfloor.errors import PokerfloorError
from pokerfloor.explain.catalog import LANGUAGES, catalog, placeholders, render
from pokerfloor.room.refusals import ROOM_REFUSALS

SOURCE = Path(__file__).parent.parent / "src" / "pokerfloor"
#: The table server's rooms.
ROOMS = ("room/*.py", "web/tables/*.py", "cli/tables.py")
ERRORS = {
    name: cls
    for name in errors_module.__all__
    if isinstance(cls := getattr(errors_module, name), type) and issubclass(cls, PokerfloorError)
}


def _made() -> Iterator[tuple[str, str, ast.Call]]:
    """Every call that makes one of our errors in the server's rooms: where, and the class."""
    for pattern in ROOMS:
        for path in sorted(SOURCE.glob(pattern)):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ERRORS:
                    yield f"{path.relative_to(SOURCE)}:{node.lineno}", node.func.id, node


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _key(made_class: str, call: ast.Call) -> str:
    parts: list[str] = []
    for name in ("code", "variant"):
        value = _keyword(call, name)
        if value is None:
            parts.append("")
            continue
        assert isinstance(value, ast.Constant) and isinstance(value.value, str), f"{made_class}: {name} worked out"
        parts.append(value.value)
    code, variant = parts
    return f"refused.{code or ERRORS[made_class].code}" + (f".{variant}" if variant else "")


def test_every_refusal_is_made_with_its_key_and_values_alone() -> None:
    made = list(_made())
    assert len(made) > 40, "the server's rooms were not read"
    keys = set()
    for where, made_class, call in made:
        assert not call.args and _keyword(call, "given") is None, f"{where}: a sentence given to {made_class}"
        key = _key(made_class, call)
        keys.add(key)
        english = placeholders(catalog("en")[key])
        for lang in LANGUAGES:
            assert placeholders(catalog(lang)[key]) == english, f"{where}: {lang} {key} quotes other values"
        params = _keyword(call, "params")
        if params is None:
            assert not english, f"{where}: {key} quotes {sorted(english)}, given nothing"
        elif isinstance(params, ast.Dict):
            names = {str(k.value) for k in params.keys if isinstance(k, ast.Constant)}
            assert names == english, f"{where}: params {sorted(names)} for {key}, which quotes {sorted(english)}"
    assert set(ROOM_REFUSALS) <= keys, f"listed but never made: {sorted(set(ROOM_REFUSALS) - keys)}"
    ours = {key for key in keys if key not in ROOM_REFUSALS}
    assert all(key in catalog("en") for key in ours)


def test_every_refusal_is_said_in_every_language() -> None:
    for key in ROOM_REFUSALS:
        values = dict.fromkeys(placeholders(catalog("en")[key]), "X")
        for lang in LANGUAGES:
            said = render(key, lang, **values)
            assert said and "{" not in said.replace("{{", "").replace('{"', ""), f"{lang} {key}: {said}"


def test_every_word_of_the_player_s_page_is_in_every_catalog_and_used() -> None:
    """The player's page names its words by key (``data-i18n`` and ``"tables.*"`` in its script):
    each is in every catalog, and every ``tables.*`` key of the catalogs is named by the page."""
    static = SOURCE / "web" / "tables" / "static"
    html = (static / "index.html").read_text(encoding="utf-8")
    script = (static / "table.js").read_text(encoding="utf-8")
    named = set(re.findall(r'data-i18n="([^"]+)"', html)) | set(re.findall(r'"(tables\.[\w.-]+)"', script))
    assert len(named) > 30
    for lang in LANGUAGES:
        assert named <= set(catalog(lang)), f"{lang} lacks {sorted(named - set(catalog(lang)))}"
    ours = {key for key in catalog("en") if key.startswith("tables.")}
    assert ours <= named, f"never said: {sorted(ours - named)}"
