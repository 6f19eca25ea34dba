"""The errors pokerfloor raises: small ``ValueError`` subclasses with a stable code and a rule.

Every refusal says *what* was refused (the action or field, quoted), *why* (a sentence with the
numbers of the situation) and *on what authority* (the rule, e.g. "TDA 2024 Rule 47"). A refused
action never changes the state it was tried on.

The sentence is English. Next to it an error carries ``params``, the numbers (and names) the
sentence quotes, and a ``variant`` when one code has several sentences: with the code they are
enough for :mod:`pokerfloor.explain.rulings` to say the same thing in another language.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = [
    "ActionSyntaxError",
    "ActionUnavailableError",
    "AmountError",
    "FrozenError",
    "HandHistoryError",
    "IllegalActionError",
    "NoActionPendingError",
    "NotYourTurnError",
    "PokerfloorError",
    "RulebookError",
    "SituationError",
]


class PokerfloorError(ValueError):
    """Base of every error pokerfloor raises on purpose.

    ``code`` is stable (safe to compare in programs), ``rule`` names the rule the refusal rests on
    (empty when it rests on no rule, e.g. a typo in a file), ``detail`` is the human sentence.
    ``params`` holds the values the sentence quotes, by the names the translations use, and
    ``variant`` tells apart the sentences of one code (``"bet"``/``"raise"``, ``"limit"``...).
    """

    code = "error"

    def __init__(
        self,
        detail: str,
        *,
        rule: str = "",
        code: str | None = None,
        params: Mapping[str, object] | None = None,
        variant: str = "",
    ) -> None:
        self.detail = detail
        self.rule = rule
        if code is not None:
            self.code = code
        self.params: Mapping[str, object] = params if params is not None else {}
        self.variant = variant
        super().__init__(f"{detail} ({rule})" if rule else detail)


class IllegalActionError(PokerfloorError):
    """An action the rules do not allow here; the state is left exactly as it was."""

    code = "illegal-action"

    def __init__(
        self,
        action: str,
        reason: str,
        *,
        rule: str = "",
        code: str | None = None,
        params: Mapping[str, object] | None = None,
        variant: str = "",
    ) -> None:
        self.action = action
        self.reason = reason
        detail = f"{action}: {reason}" if action else reason
        super().__init__(detail, rule=rule, code=code, params=params, variant=variant)


class NotYourTurnError(IllegalActionError):
    """The named player is not the one to act."""

    code = "not-your-turn"


class ActionUnavailableError(IllegalActionError):
    """The kind of action is not open to the player now (a check facing a bet, a raise not reopened...)."""

    code = "unavailable"


class AmountError(IllegalActionError):
    """The amount of a bet, raise or call is outside what the structure and the stack allow."""

    code = "amount"


class NoActionPendingError(IllegalActionError):
    """Nobody is to act: the betting is over for this hand."""

    code = "no-action"


class ActionSyntaxError(PokerfloorError):
    """A written action (``"A raise 300"``) that cannot be read."""

    code = "syntax"


class RulebookError(PokerfloorError):
    """An unknown rulebook, an unknown switch or a value a switch does not take."""

    code = "rulebook"


class SituationError(PokerfloorError):
    """A situation (or its file) that does not describe a playable table; names the field."""

    code = "situation"


class HandHistoryError(PokerfloorError):
    """A hand history (PHH) that cannot be read or played: names the field or the action."""

    code = "hand-history"


class FrozenError(AttributeError):
    """A field of a value that does not change (a table, a rulebook, a variant, a chip unit)
    was assigned or deleted: make another (``table.replace(...)``, ``rules.override(...)``)."""


def frozen(value: object, name: str, *, deleting: bool = False) -> FrozenError:
    """The error for assigning (or deleting) field ``name`` of ``value``."""
    verb = "delete" if deleting else "assign to"
    return FrozenError(f"cannot {verb} field {name!r}: a {type(value).__name__} does not change (make another)")
