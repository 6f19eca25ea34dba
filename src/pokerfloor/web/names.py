"""Players' names as the page shows them, and as written actions name them.

A written action names its player in one word (``Matthew_Ashton call``: the written form reads
the name, then the verb). A hand history names its players as they are called, ``Matthew
Ashton``; so may the table form. The page's table plays such a player under a one-word name (his
name, its blanks turned into ``_``), and everything the page shows says his name as given: the
players, whose turn it is, the options, the actions, the explanations, the settings the form is
filled in from. What the page is sent back (a typed action, the table form) may name him either
way. A situation file saved keeps the one-word names its actions need; a PHH hand exported, its
players' names as given.

>>> aliases = one_word_names(["Matthew Ashton", "B"])
>>> aliases
{'Matthew_Ashton': 'Matthew Ashton'}
>>> shown({"to_act": "Matthew_Ashton", "why": ["Matthew_Ashton may call"]}, aliases)
{'to_act': 'Matthew Ashton', 'why': ['Matthew Ashton may call']}
>>> written("Matthew Ashton raise 300", aliases)
'Matthew_Ashton raise 300'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

__all__ = ["aliased_settings", "one_word", "one_word_names", "shown", "written"]

_BLANKS = re.compile(r"\s+")


def one_word(name: str) -> str:
    """A name in one word, as written actions name players: its blanks turned into ``_``."""
    return _BLANKS.sub("_", name.strip())


def one_word_names(names: Iterable[str]) -> dict[str, str]:
    """The one-word name of each name that is not one word already, to the name as given (empty
    when every name is one word). Names that would clash in one word are left as they are."""
    given = list(names)
    aliases = {one_word(name): name for name in given if one_word(name) != name}
    taken = [one_word(name) for name in given]
    return {alias: name for alias, name in aliases.items() if taken.count(alias) == 1 and alias}


def shown(value: Any, aliases: Mapping[str, str]) -> Any:
    """``value`` (the page's state: text, lists, tables) with every one-word name said as given."""
    if not aliases:
        return value
    pattern = re.compile("|".join(re.escape(alias) for alias in sorted(aliases, key=len, reverse=True)))

    def say(item: Any) -> Any:
        if isinstance(item, str):
            return pattern.sub(lambda found: aliases[found[0]], item)
        if isinstance(item, list):
            return [say(x) for x in item]
        if isinstance(item, dict):
            return {say(k): say(v) for k, v in item.items()}
        return item

    return say(value)


def written(text: str, aliases: Mapping[str, str]) -> str:
    """A written action that names its player as given (``Matthew Ashton call``) as the written
    form reads it (``Matthew_Ashton call``); any other text as it is."""
    stripped = text.lstrip()
    for alias, name in sorted(aliases.items(), key=lambda item: -len(item[1])):
        if stripped.startswith(name) and stripped[len(name) : len(name) + 1].isspace():
            return alias + stripped[len(name) :]
    return text


def aliased_settings(settings: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """The table form's settings with its players' names in one word (the names in ``players``,
    ``button`` and the keys of ``cards``), and the one-word names to the names as given."""
    players = settings.get("players")
    if not isinstance(players, list):
        return dict(settings), {}
    named = [p for p in players if isinstance(p, dict) and isinstance(p.get("name"), str)]
    aliases = one_word_names(p["name"] for p in named)
    if not aliases:
        return dict(settings), {}
    to_alias = {name: alias for alias, name in aliases.items()}
    out = dict(settings)
    out["players"] = [{**p, "name": to_alias.get(p["name"], p["name"])} if p in named else p for p in players]
    if isinstance(out.get("button"), str):
        out["button"] = to_alias.get(out["button"], out["button"])
    if isinstance(out.get("cards"), dict):
        out["cards"] = {to_alias.get(k, k): v for k, v in out["cards"].items()}
    return out, aliases
