"""The languages of the floor page, and the one place where explanations are translated.

Every explanation the page shows is a ``why`` entry ``{code, rule, text}``: ``code`` is the
engine's stable code (``not-reopened``, ``below-minimum``, ...), ``rule`` the citation, ``text``
the sentence. The engine writes its sentences in English. The translated explanations (module
``pokerfloor.explain``, English, Russian and Italian) plug in here, in :func:`localize`, and
nowhere else: the server passes every entry, with the error it came from, through this function.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import PokerfloorError

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "Why", "language_of", "localize"]

#: The languages the page offers, by code, with their own names.
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский", "it": "Italiano"}
#: The language of the engine's own sentences.
DEFAULT_LANGUAGE = "en"


@dataclass(frozen=True)
class Why:
    """One explanation: the engine's ``code``, the ``rule`` cited, the English ``text``, and the
    refusal it came from (kept for the translator, which may need the numbers it carries)."""

    code: str
    rule: str
    text: str
    error: PokerfloorError | None = None


def language_of(value: object) -> str:
    """The language asked for, or English when the value names none of :data:`LANGUAGES`."""
    return value if isinstance(value, str) and value in LANGUAGES else DEFAULT_LANGUAGE


def localize(whys: list[Why], lang: str) -> tuple[str, list[dict[str, str]]]:
    """The explanations as JSON entries ``{code, rule, text}`` in ``lang``, and the language the
    texts are actually in.

    PLUG-IN POINT for ``pokerfloor.explain``: until that module exists (or when it has no
    sentence for a code) the text stays the engine's English and the second value says ``"en"``.
    """
    served = DEFAULT_LANGUAGE
    entries = [{"code": w.code, "rule": w.rule, "text": w.text} for w in whys]
    # When pokerfloor.explain lands: translate each entry here, e.g.
    #   entries[k]["text"] = explain.text(whys[k].code, lang, error=whys[k].error)
    # and set ``served = lang`` when every entry was translated.
    return served, entries
