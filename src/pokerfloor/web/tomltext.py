"""Writing a situation file: the table once, then the actions played as one ``[[case]]``.

Only the value types of situation files are written (strings, whole numbers, booleans, lists,
and inline tables for players, cards and rule switches), laid out as the shipped examples are.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["situation_text", "toml_value"]

#: The order the table's keys are written in (others follow, sorted).
_ORDER = (
    "rulebooks",
    "rules",
    "structure",
    "game",
    "blinds",
    "ante",
    "bb_ante",
    "bb_ante_order",
    "straddles",
    "small_bet",
    "big_bet",
    "cap_raises",
    "min_bet",
    "max_bet",
    "street",
    "pot",
    "button",
    "players",
    "cards",
    "board",
)
_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(name: str) -> str:
    return name if _BARE_KEY.match(name) else json.dumps(name, ensure_ascii=False)


def toml_value(value: Any) -> str:
    """One value in TOML: strings, whole numbers, booleans, lists and inline tables."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a TOML basic string
    if isinstance(value, Mapping):
        return "{ " + ", ".join(f"{_key(str(k))} = {toml_value(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {value!r} in a situation file")


def _lines(key: str, value: Any) -> str:
    if key in ("players", "actions") and isinstance(value, list) and value:
        items = "".join(f"  {toml_value(v)},\n" for v in value)
        return f"{_key(key)} = [\n{items}]\n"
    return f"{_key(key)} = {toml_value(value)}\n"


def situation_text(settings: Mapping[str, Any], rulebook: str, name: str, actions: Sequence[str]) -> str:
    """A situation file: the table (``settings`` under ``rulebook``) and one case with ``actions``."""
    table = {"rulebooks": [rulebook], **{k: v for k, v in settings.items() if k != "rulebooks"}}
    keys = [k for k in _ORDER if k in table] + sorted(k for k in table if k not in _ORDER)
    head = "# Saved by the pokerfloor floor page: the table, then the actions played as one case.\n"
    body = "".join(_lines(k, table[k]) for k in keys)
    case = f"\n[[case]]\nname = {toml_value(name)}\n" + _lines("actions", list(actions))
    return head + body + case
