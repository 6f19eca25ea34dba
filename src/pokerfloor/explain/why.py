r"""An explanation (:class:`Why`): a stable code, the rule cited, a sentence in a language; and the
language a reader asked for (:func:`language_of`). Every explaining module of this room says its
explanations as :class:`Why`\ s."""

from __future__ import annotations

from dataclasses import dataclass

from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, LANGUAGES

__all__ = ["Why", "language_of"]


@dataclass(frozen=True, slots=True)
class Why:
    """One explanation: its stable ``code``, the ``rule`` cited, the ``text`` and the language
    ``lang`` the text is actually in (English when no translation applied)."""

    code: str
    rule: str
    text: str
    lang: str

    def as_json(self) -> dict[str, str]:
        """The entry of a ruling's ``why`` list: ``{code, rule, text}``."""
        return {"code": self.code, "rule": self.rule, "text": self.text}


def language_of(value: object) -> str:
    """The language asked for, or English when ``value`` names none of :data:`LANGUAGES`."""
    return value if isinstance(value, str) and value in LANGUAGES else DEFAULT_LANGUAGE
