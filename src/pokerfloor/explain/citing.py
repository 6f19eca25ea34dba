"""A citation said in a language: the rulebooks' names and the words that number their rules.

A rule is cited in English by the rulebook's data (:mod:`pokerfloor.rules.citations`:
``"TDA 2024 Rule 47"``, ``"WSOP 2024 Tournament Rules, Rules 59 and 90"``). In another language
the rulebooks' names are the catalog's (``cite.<rulebook>``: ``"Правила TDA 2024"``) and so are
the words around the numbers (``cite.rule``, ``cite.rules``, ``cite.and``, ``cite.procedure``,
``cite.addendum``, ``cite.example``, ``cite.no-rule``, ``cite.as``); the numbers, the sections' own titles and
the notes in parentheses (a source's own words, or ours on it) are kept as written.

>>> cited("TDA 2024 Rule 47", "ru")
'Правила TDA 2024, правило 47'
>>> cited("WSOP 2024 Tournament Rules, Rules 59 and 90", "it")
'Regolamento dei tornei WSOP 2024, regole 59 e 90'
>>> cited("TDA 2024 Rule 47", "en")
'TDA 2024 Rule 47'
"""

from __future__ import annotations

import re
from functools import cache

from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, LANGUAGES, render
from pokerfloor.rules.citations import TITLES

__all__ = ["cited"]

#: The words that number a rule, each with its key in the catalogs (``and`` first: between two
#: numbers or before the words of another rule).
_WORDS = (
    (re.compile(r"(?<=\w) and (?=\d|Illustration|Recommended|Rule)"), "cite.and"),
    (re.compile(r": no rule found; as "), "cite.no-rule"),
    (re.compile(r"(?<=\w): as (?=\x00)"), "cite.as"),
    (re.compile(r"\bRecommended Procedure\b"), "cite.procedure"),
    (re.compile(r"\bIllustration Addendum\b"), "cite.addendum"),
    (re.compile(r"\bExample(?= \d)"), "cite.example"),
    (re.compile(r"\b[Rr]ules(?= \d)"), "cite.rules"),
    (re.compile(r"\b[Rr]ule(?= \d)"), "cite.rule"),
)
#: A rulebook's name (held as ``\x00name\x00`` meanwhile) followed at once by a rule's number
#: (``TDA 2024 Rule 47``): a comma between them in the other languages (``Правила TDA 2024,
#: правило 47``).
_NUMBERED = re.compile(r"(\x00[\w-]+\x00) (?=(?:Rules?|Recommended Procedure|Illustration Addendum) )")
_NAMED = re.compile(r"\x00([\w-]+)\x00")


def cited(rule: str, lang: str) -> str:
    """``rule``, a citation as the rulebooks' data writes it, said in ``lang``: the rulebooks'
    names and the words numbering their rules in its words, the rest as written."""
    if lang == DEFAULT_LANGUAGE or lang not in LANGUAGES or not rule:
        return rule
    return "".join(part if part.startswith("(") else _said(part, lang) for part in _outside_notes(rule))


def _outside_notes(rule: str) -> list[str]:
    """The citation cut into its notes in parentheses (whole, nested ones inside) and the rest."""
    parts = [""]
    depth = 0
    for char in rule:
        if char == "(" and depth == 0 and parts[-1]:
            parts.append("")
        parts[-1] += char
        depth += (char == "(") - (char == ")")
        if char == ")" and depth == 0:
            parts.append("")
    return [part for part in parts if part]


def _said(text: str, lang: str) -> str:
    """Text outside the notes, in ``lang``: the rulebooks' names held aside while the words
    around the numbers are said, then said too."""
    for name, title in _titles():
        text = text.replace(title, f"\x00{name}\x00")
    text = _NUMBERED.sub(r"\1, ", text)
    for pattern, key in _WORDS:
        text = pattern.sub(render(key, lang).replace("\\", "\\\\"), text)
    return _NAMED.sub(lambda found: render(f"cite.{found[1]}", lang), text)


@cache
def _titles() -> tuple[tuple[str, str], ...]:
    """Each rulebook's name (its preset's) and its title as cited, the longest titles first (the
    WSOP's two texts before a shorter name inside them)."""
    return tuple(sorted(TITLES.items(), key=lambda item: -len(item[1])))
