"""Why the next hand's button, blinds and players are where they are: a :class:`Reason` for each,
with its code, the rule it rests on as the rulebook cites it, and its sentence, which the catalogs
hold (``next.<code>``): the English here is rendered from the English catalog, once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, render
from pokerfloor.rules import Rulebook

__all__ = ["REASON_CODES", "Reason", "Reasons"]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why the next hand's button, blinds or players are as they are: a stable ``code``, the
    ``rule`` it rests on as the rulebook cites it, the engine's English ``text`` and the sentence's
    ``params`` (the catalogs' ``next.<code>`` says it in other languages: :mod:`pokerfloor.explain.rulings`)."""

    code: str
    rule: str
    text: str
    params: Mapping[str, object] = field(default_factory=dict)

    def as_json(self) -> dict[str, str]:
        """The entry of a ruling's ``why`` list: ``{code, rule, text}``."""
        return {"code": self.code, "rule": self.rule, "text": self.text}


#: The codes of the reasons; each is said by the catalogs' ``next.<code>`` (the English one is the
#: reason's ``text``: one wording of each sentence).
REASON_CODES: tuple[str, ...] = (
    "left",
    "first-button",
    "button",
    "button-before-small",
    "dead-button",
    "small-blind",
    "small-blind-seat",
    "dead-small-blind",
    "big-blind",
    "moving-button",
    "heads-up",
    "heads-up-again",
    "stud-frozen",
    "button-blind",
    "new-dealt-in",
    "new-posts",
    "new-buys-button",
    "bought-button",
    "new-waits",
    "new-waits-button",
    "back-posts",
    "back-posts-live",
    "back-posts-dead",
    "back-waits",
    "away",
    "away-blinded",
    "missed-big",
    "missed-small",
    "kill-leg-kept",
    "kill-leg-claimed",
    "kill-barred",
    "kill-posted",
    "absent-button",
    "picked-up",
)


class Reasons:
    """The reasons of one deal, in the order they are said: those about the button and the blinds
    first, and those about players (who posts, who waits), found on the way, after them."""

    def __init__(self, rules: Rulebook) -> None:
        self.rules = rules
        #: The reasons said, in order.
        self.said: list[Reason] = []
        #: The reasons about players, to be said after the button's and the blinds'.
        self.later: list[Reason] = []

    def reason(self, code: str, topic: str, params: Mapping[str, object]) -> Reason:
        """The reason ``code``, citing the rulebook's rule for ``topic``, its sentence filled with ``params``."""
        return Reason(code, self.rules.cite(topic), render(f"next.{code}", DEFAULT_LANGUAGE, **params), params)

    def say(self, code: str, topic: str, **params: object) -> None:
        """Say a reason now."""
        self.said.append(self.reason(code, topic, params))

    def say_later(self, code: str, topic: str, **params: object) -> None:
        """A reason about a player, said after the button's and the blinds' (:meth:`say_the_later`)."""
        self.later.append(self.reason(code, topic, params))

    def say_the_later(self) -> None:
        """Say the reasons kept for later, now that the button's and the blinds' are said."""
        self.said.extend(self.later)
        self.later.clear()

    def take_back(self, keep: int) -> None:
        """Unsay every reason but the first ``keep``: the deal is being made again another way."""
        del self.said[keep:]
        self.later.clear()
