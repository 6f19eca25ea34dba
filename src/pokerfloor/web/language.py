"""The languages of the floor page, and the one place where its explanations are translated.

Every explanation the page shows is a ``why`` entry ``{code, rule, text}``: ``code`` is the
engine's stable code (``not-reopened``, ``below-minimum``, ...), ``rule`` the citation, ``text``
the sentence. The sentences come from :mod:`pokerfloor.explain.rulings` (English, Russian, Italian); a
refusal the catalogs cannot say keeps the engine's English, and the page is told so.
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerfloor.errors import PokerfloorError
from pokerfloor.explain.rulings import explain_error

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "Why", "language_of", "localize"]

#: The languages the page offers, by code, with their own names.
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский", "it": "Italiano"}
#: The language of the engine's own sentences.
DEFAULT_LANGUAGE = "en"


@dataclass(frozen=True)
class Why:
    """One explanation: the engine's ``code``, the ``rule`` cited, the English ``text``, and the
    refusal it came from (whose numbers the translation uses)."""

    code: str
    rule: str
    text: str
    error: PokerfloorError | None = None


def language_of(value: object) -> str:
    """The language asked for, or English when the value names none of :data:`LANGUAGES`."""
    return value if isinstance(value, str) and value in LANGUAGES else DEFAULT_LANGUAGE


def localize(whys: list[Why], lang: str) -> tuple[str, list[dict[str, str]]]:
    """The explanations as JSON entries ``{code, rule, text}`` in ``lang``, and the language the
    texts are actually in (English as soon as one of them could not be translated)."""
    lang = language_of(lang)
    served = lang
    entries = []
    for why in whys:
        text = why.text
        if why.error is not None:
            said = explain_error(why.error, lang)
            english = str(why.error)
            # The page may have put the refusal in a sentence of its own: translate the refusal.
            lead = text[: -len(english)] if text.endswith(english) and text != english else ""
            text = lead + said.text + (f" ({why.rule})" if lead and why.rule else "")
            if said.lang != lang:
                served = DEFAULT_LANGUAGE
        elif lang != DEFAULT_LANGUAGE:
            served = DEFAULT_LANGUAGE  # a message of the page's own, in English
        entries.append({"code": why.code, "rule": why.rule, "text": text})
    return served, entries
