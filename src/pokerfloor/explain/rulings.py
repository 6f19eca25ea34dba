"""Why: every ruling and every refusal explained, citing the rule, in English, Russian or Italian.

An explanation is a :class:`Why`: a stable ``code`` (``call``, ``min-raise``, ``not-reopened``,
``below-minimum``...), the ``rule`` it rests on as the rulebook cites it (``"TDA 2024 Rule 47"``)
and a sentence with the situation's own numbers, in the language asked for. The sentences come
from the message catalogs (:mod:`pokerfloor.explain.catalog`); this module only decides which ones apply
and with what numbers.

- :func:`explain_hand` (:mod:`pokerfloor.explain.hand`) explains the state of a hand: who acts
  and why, each option and its amounts, why a raise is not open, the pots and who may win them,
  the chips returned.
- :func:`explain_error` explains a refusal from its code, variant and ``params``: the catalogs'
  ``refused.<code>[.<variant>]``, the key the engine's English comes from too
  (:mod:`pokerfloor.explain.refusals`, whose names this module gives too).
- :func:`explain_live` explains how a declaration or a chip push was ruled
  (:class:`~pokerfloor.live.declarations.LiveRuling`), from its code, variant and ``params`` in the
  same way: its sentence ``live.<code>[.<variant>]`` holds the lead, what was said or pushed, as a
  clause of its own (``said.*``, ``pushed.*``).
- :func:`explain_reason` explains why the next hand's button, blinds and players are where they
  are (:class:`~pokerfloor.play.seating.Reason`), its sentence ``next.<code>``, in the same way.
- :func:`why_writer` plugs them into :func:`pokerfloor.explain.case_ruling.rule_case`.

This layer sits above the formats and below the command line and the web page: nothing below
imports it, and it reads the hand without changing it (it undoes actions only on a copy). An
example of :func:`explain_hand` is in :mod:`pokerfloor.explain.hand`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pokerfloor.core.hand import Hand
from pokerfloor.errors import PokerfloorError
from pokerfloor.explain.case_ruling import WhyWriter, rule_case
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, LANGUAGES, catalog, localized, render
from pokerfloor.explain.hand import explain_hand
from pokerfloor.explain.refusals import explain_error, reason_text
from pokerfloor.explain.why import Why, language_of
from pokerfloor.formats.situation import Case
from pokerfloor.live.declarations import Clause, LiveRuling
from pokerfloor.play.seating import Reason

__all__ = [
    "LANGUAGES",
    "Why",
    "explain_case",
    "explain_error",
    "explain_hand",
    "explain_live",
    "explain_reason",
    "language_of",
    "live_text",
    "reason_text",
    "why_entries",
    "why_writer",
]


# -- live-table rulings -------------------------------------------------------------------------------


def _fill(key: str, params: Mapping[str, object], lang: str, *, grouped: bool = True) -> str:
    """The message ``key`` in ``lang`` with ``params``, each :class:`Clause` among them said first,
    the numbers written as ``lang`` writes them (as the engine does with ``grouped=False``).

    Raises :class:`KeyError` when ``lang``'s catalog lacks one of the messages: a sentence half in
    English must not pass for a translation."""
    if key not in catalog(lang):
        raise KeyError(key)
    values = {
        name: _fill(v.key, v.params, lang, grouped=grouped) if isinstance(v, Clause) else v
        for name, v in params.items()
    }
    return localized(key, lang, **values) if grouped else render(key, lang, **values)


def live_text(ruling: LiveRuling, lang: str) -> str | None:
    """How a declaration or a chip push was ruled, in ``lang``, or ``None`` when the catalogs have
    no sentence that says what the ruling says."""
    key = f"live.{ruling.code}" + (f".{ruling.variant}" if ruling.variant else "")
    try:
        # As for refusals: the English catalog must reproduce the module's sentence, so that the
        # same messages in another language, with the same numbers, say the same thing.
        if _fill(key, ruling.params, DEFAULT_LANGUAGE, grouped=False) != ruling.text:
            return None
        return _fill(key, ruling.params, language_of(lang))
    except (KeyError, IndexError, ValueError):
        return None


def explain_live(ruling: LiveRuling, lang: str = DEFAULT_LANGUAGE) -> Why:
    """A live-table ruling explained: its code, its rule and its sentence in ``lang`` (the module's
    English, said so by ``lang``, when the catalogs cannot say it)."""
    text = live_text(ruling, lang)
    if text is None:
        return Why(ruling.code, ruling.rule, ruling.text, DEFAULT_LANGUAGE)
    return Why(ruling.code, ruling.rule, text, language_of(lang))


# -- the next hand ------------------------------------------------------------------------------------


def explain_reason(reason: Reason, lang: str = DEFAULT_LANGUAGE) -> Why:
    """Why the next hand's button, a blind or a player is where it is, in ``lang``: the catalogs'
    ``next.<code>``, when the English catalog says what the engine said (else the engine's English)."""
    key = f"next.{reason.code}"
    try:
        if render(key, DEFAULT_LANGUAGE, **reason.params) == reason.text:
            return Why(reason.code, reason.rule, render(key, language_of(lang), **reason.params), language_of(lang))
    except (KeyError, IndexError, ValueError):
        pass
    return Why(reason.code, reason.rule, reason.text, DEFAULT_LANGUAGE)


# -- the state of a hand ----------------------------------------------------------------------------


def why_entries(
    hand: Hand,
    refusals: Sequence[PokerfloorError] = (),
    lang: str = DEFAULT_LANGUAGE,
    live: Sequence[LiveRuling] = (),
    reasons: Sequence[Reason] = (),
) -> list[dict[str, str]]:
    """A ruling's ``why`` list: how each declaration or chip push was ruled, then one entry per
    refusal, in order, then the hand explained, then where the next hand starts and why."""
    whys = [explain_live(ruling, lang) for ruling in live]
    whys.extend(explain_error(error, lang) for error in refusals)
    whys.extend(explain_hand(hand, lang))
    whys.extend(explain_reason(reason, lang) for reason in reasons)
    return [why.as_json() for why in whys]


def why_writer(lang: str = DEFAULT_LANGUAGE) -> WhyWriter:
    """The ``why`` argument of :func:`~pokerfloor.explain.case_ruling.rule_case`, in ``lang``."""

    def write(
        hand: Hand,
        refusals: Sequence[PokerfloorError],
        live: Sequence[LiveRuling],
        reasons: Sequence[Reason] = (),
    ) -> list[dict[str, str]]:
        return why_entries(hand, refusals, lang, live, reasons)

    return write


def explain_case(case: Case, rulebook_name: str, lang: str = DEFAULT_LANGUAGE) -> dict[str, object]:
    """A case's ruling with the full ``why`` list (and any ``error``) in ``lang``."""
    return rule_case(case, rulebook_name, why=why_writer(lang), lang=lang)
