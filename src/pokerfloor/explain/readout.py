"""A ruling as a few lines of text for people, in English, Russian or Italian.

``pokerfloor rule`` prints each ruling so (``--json`` prints the ruling itself): who acts and what
they may do, the pots, the chips returned and won, the tries accepted and refused, and why. The
words come from the message catalogs (``cli.*``, ``ui.*``, ``kind.*``, ``street.*``) and the
numbers are written as the language writes them (:func:`pokerfloor.explain.catalog.number`); the ``why``
sentences come already in the language from :mod:`pokerfloor.explain.rulings`.

>>> print(readable({"file": "f.toml", "to_act": "", "street": "showdown"}, lang="it"))
f.toml
  nessuno deve agire (showdown)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, localized, number, render

__all__ = ["options_text", "readable", "rule_summary"]

#: The kinds of action that go to a street total, shown with their range.
_SIZED = frozenset({"bet", "raise", "complete"})


def _street_key(street: str) -> str:
    return street.replace(" ", "-")


def options_text(ruling: Mapping[str, Any], lang: str = DEFAULT_LANGUAGE, separator: str = ", ") -> str:
    """What the player to act may do, each kind with its amounts: ``fold, call to 200 (adds 75),
    raise to 300..10,000``."""
    parts = []
    for kind in ruling["options"]:
        word = render(f"kind.{kind}", lang)
        if kind == "call":
            parts.append(localized("ui.call-to", lang, to=ruling["call_to"], adds=ruling["call_adds"]))
        elif kind in _SIZED and ruling.get("min_to") is not None:
            low, high = ruling["min_to"], ruling["max_to"]
            if low == high:
                parts.append(localized("ui.kind-to", lang, kind=word, low=low))
            else:
                parts.append(localized("ui.kind-range", lang, kind=word, low=low, high=high))
        else:
            parts.append(word)
    return separator.join(parts)


def readable(ruling: Mapping[str, Any], *, explain: bool = False, lang: str = DEFAULT_LANGUAGE) -> str:
    """A ruling as a few lines of text for people, in ``lang``: with ``explain``, every
    explanation; without, only those of the live-table actions and the refused tries (which come
    first in ``why``) and who won each pot at the showdown."""
    head = f"{ruling['file']}"
    if ruling.get("case") is not None:
        head += f" #{ruling['case']} [{ruling.get('rulebook')}] {ruling.get('name', '')}"
    lines = [head]

    def line(key: str, text: str) -> None:
        lines.append(f"  {render(key, lang)}: {text}")

    if "error" in ruling:
        lines.append(f"  {render('cli.error', lang)} ({ruling['error']['code']}): {ruling['error']['message']}")
        return "\n".join(lines)
    street = _street_key(ruling["street"])
    if ruling["to_act"]:
        on_street = render(f"word.on-{street}", lang)
        options = options_text(ruling, lang)
        lines.append("  " + render("cli.to-act", lang, player=ruling["to_act"], on_street=on_street, options=options))
    else:
        lines.append("  " + render("cli.nobody", lang, street=render(f"street.{street}", lang)))
    if ruling.get("cards"):  # a stud or draw table: each player's cards so far
        line("cli.cards", "; ".join(f"{name} {held}" for name, held in ruling["cards"].items()))
    for key in ("pots", "pots_with_bets"):
        if ruling.get(key):
            pots = "; ".join(f"{number(p['amount'], lang)} ({', '.join(p['eligible'])})" for p in ruling[key])
            line(f"cli.{key.replace('_', '-')}", pots)
    for key in ("returned", "winnings", "final_stacks", "posted"):
        if ruling.get(key):
            line(f"cli.{key.replace('_', '-')}", ", ".join(f"{k} {number(v, lang)}" for k, v in ruling[key].items()))
    if ruling.get("chip"):  # a table in decimal amounts: the rules counted in chips of its finest place
        lines.append("  " + render("cli.chip", lang, chip=number(ruling["chip"], lang)))
    if ruling.get("ruled_as"):
        line("cli.ruled-as", "; ".join(ruling["ruled_as"]))
    for key in ("accepted", "refused"):
        if ruling.get(key):
            line(f"cli.{key}", "; ".join(ruling[key]))
    whys = ruling.get("why") or []
    if not explain:
        first = len(ruling.get("ruled_as") or []) + len(ruling.get("refused") or [])
        whys = whys[:first] + [why for why in whys[first:] if why.get("code") == "won"]
    for why in whys:
        rule = f" ({why['rule']})" if why.get("rule") and why["rule"] not in why["text"] else ""
        line("cli.why", f"{why['text']}{rule}")
    return "\n".join(lines)


def rule_summary(lang: str, figures: Mapping[str, int]) -> str:
    """The last line of ``pokerfloor rule``, its verdict, from its ``figures``: the ``files``, their
    ``cases``, the ``rulings`` made (each case under each of its rulebooks), those ``failed`` (that
    could not be played), and of the ``expected`` (whose case says what it expects) those that
    ``agree`` with it."""
    return localized("cli.rule-summary", lang, **figures)
