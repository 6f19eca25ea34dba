"""A refusal said in a language: its code, its rule and its sentence, the catalogs'
``refused.<code>[.<variant>]`` filled with its values (:func:`explain_error`), or as the command
line prints it (:func:`refusal_text`: the engine's own English, or the language's sentence and
the rule).

A worded refusal (:attr:`~pokerfloor.errors.PokerfloorError.worded`) is said from its key in any
language. A refusal still worded by the code that raised it (a room not moved to the catalogs yet)
is translated only when the English catalog says exactly what it said; else its English is kept
rather than a translation of something else. A refusal among another's values (the one a level's
table met, a policy's action refused) is said in the same language as the refusal quoting it.

>>> from pokerfloor.errors import SituationError
>>> refused = SituationError(code="bad-field", variant="simulate-hands", params={"hands": "-5"})
>>> refusal_text(refused, "en")
'hands: -5; simulate plays a whole number of hands, 0 or more'
>>> refusal_text(refused, "it")
'hands: -5; la simulazione gioca un numero intero di mani, 0 o più'
"""

from __future__ import annotations

from collections.abc import Mapping

from pokerfloor.errors import IllegalActionError, PokerfloorError
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, catalog, localized, render
from pokerfloor.explain.why import Why, language_of

__all__ = ["Why", "explain_error", "language_of", "reason_text", "refusal_text"]


def _english(error: PokerfloorError) -> str:
    """The engine's own sentence for a refusal, without the action quoted or the rule."""
    return error.reason if isinstance(error, IllegalActionError) else error.detail


def reason_text(error: PokerfloorError, lang: str) -> str | None:
    """Why the error was raised, in ``lang`` (without the action quoted or the rule), or ``None``
    when the catalogs have no sentence that says what this error says.

    A worded error (:attr:`~pokerfloor.errors.PokerfloorError.worded`) is its catalog key and its
    numbers: it is said in ``lang`` from the same key. An error still worded by the code that
    raised it is translated only when the English catalog says exactly what that code said."""
    key, served = error.key, language_of(lang)
    try:
        if not error.worded and render(key, DEFAULT_LANGUAGE, **error.params) != _english(error):
            return None
        if key not in catalog(served):
            return None  # no translation: the English, said to be English
        return localized(key, served, **_quoting(error.params, served))
    except (KeyError, IndexError, ValueError):
        return None


def _quoting(params: Mapping[str, object], lang: str) -> dict[str, object]:
    """A refusal's values, each refusal among them (the one a file's level or a policy's action
    met, quoted as ``str`` quotes it, with its rule) said in ``lang`` too."""
    return {
        name: _quoted(value, lang) if isinstance(value, PokerfloorError) else value for name, value in params.items()
    }


def _quoted(error: PokerfloorError, lang: str) -> str:
    text = explain_error(error, lang).text
    return f"{text} ({error.rule})" if error.rule else text


def explain_error(error: PokerfloorError, lang: str = DEFAULT_LANGUAGE) -> Why:
    """A refusal explained: its code, its rule, and ``"A raise 250: <why>"`` in ``lang``."""
    reason = reason_text(error, lang)
    served = language_of(lang) if reason is not None else DEFAULT_LANGUAGE
    if reason is None:
        reason = _english(error)
    action = error.action if isinstance(error, IllegalActionError) else ""
    return Why(error.code, error.rule, f"{action}: {reason}" if action else reason, served)


def refusal_text(error: PokerfloorError, lang: str = DEFAULT_LANGUAGE) -> str:
    """A refusal as the command line prints it: in English the engine's own words (``str``, the
    numbers as the engine writes them), in another language its sentence there (numbers as the
    language writes them), the rule after it in both."""
    if language_of(lang) == DEFAULT_LANGUAGE:
        return str(error)
    text = explain_error(error, lang).text
    return f"{text} ({error.rule})" if error.rule else text
