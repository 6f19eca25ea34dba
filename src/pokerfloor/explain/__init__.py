"""Every word pokerfloor says, once: the message catalogs in English, Russian and Italian
(:mod:`~pokerfloor.explain.catalog`), a situation's case ruled (:mod:`~pokerfloor.explain.case_ruling`),
rulings and refusals explained with the rule cited (:mod:`~pokerfloor.explain.rulings`; the state
of a hand in :mod:`~pokerfloor.explain.hand`, each explanation a :class:`~pokerfloor.explain.why.Why`), a ruling
as lines of text (:mod:`~pokerfloor.explain.readout`), hands named in words
(:mod:`~pokerfloor.explain.hand_names`), who won what at the showdown
(:func:`~pokerfloor.explain.winners.results`) and the rulebooks' pages (:mod:`~pokerfloor.explain.rulebook_pages`).

The names below are :mod:`~pokerfloor.explain.rulings`'; they are loaded on first use, so that
the catalogs (which the errors read) load nothing else.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pokerfloor.explain.rulings import (
        LANGUAGES,
        Why,
        explain_case,
        explain_error,
        explain_hand,
        explain_live,
        explain_reason,
        language_of,
        live_text,
        reason_text,
        why_entries,
        why_writer,
    )
    from pokerfloor.explain.winners import Result, results

__all__ = [
    "LANGUAGES",
    "Result",
    "Why",
    "explain_case",
    "explain_error",
    "explain_hand",
    "explain_live",
    "explain_reason",
    "language_of",
    "live_text",
    "reason_text",
    "results",
    "why_entries",
    "why_writer",
]

#: The names of :mod:`~pokerfloor.explain.winners` (the others are :mod:`~pokerfloor.explain.rulings`').
_RESULTS = frozenset({"Result", "results"})


def __getattr__(name: str) -> Any:
    if name in _RESULTS:
        return getattr(importlib.import_module("pokerfloor.explain.winners"), name)
    if name in __all__:
        return getattr(importlib.import_module("pokerfloor.explain.rulings"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
