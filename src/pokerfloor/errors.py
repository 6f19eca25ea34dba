"""The errors pokerfloor raises: small ``ValueError`` subclasses with a stable code and a rule.

Every refusal says *what* was refused (the action or field, quoted), *why* (a sentence with the
numbers of the situation) and *on what authority* (the rule, e.g. "TDA 2024 Rule 47"). A refused
action never changes the state it was tried on.

The code raising an error gives its ``code``, a ``variant`` when one code has several sentences,
and the ``params`` the sentence quotes; the sentence itself is the English catalog's
``refused.<code>[.<variant>]`` (:mod:`pokerfloor.explain.catalog`), the same key every other
language translates: each refusal is worded once, in the catalogs.

>>> error = AmountError("A raise 250", code="below-minimum", variant="raise", params={"low": 300},
...                     rule="TDA 2024 Rule 43")
>>> str(error)
'A raise 250: the minimum raise is to 300 (TDA 2024 Rule 43)'
>>> error.code, error.params["low"]
('below-minimum', 300)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, render

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
    "RoomError",
    "RulebookError",
    "SituationError",
    "magnitude",
    "quoted",
]


class PokerfloorError(ValueError):
    """Base of every error pokerfloor raises on purpose.

    ``code`` is stable (safe to compare in programs), ``rule`` names the rule the refusal rests on
    (empty when it rests on no rule, e.g. a typo in a file), ``detail`` is the sentence in English.
    ``params`` holds the values the sentence quotes, by the names the translations use, and
    ``variant`` tells apart the sentences of one code (``"bet"``/``"raise"``, ``"limit"``...);
    :attr:`key` names the sentence in the catalogs.

    ``given``, when not empty, is the sentence as the raising code wrote it: kept for the errors
    whose sentence is not in the catalogs yet (:attr:`worded`).
    """

    code = "error"

    def __init__(
        self,
        given: str = "",
        *,
        rule: str = "",
        code: str | None = None,
        params: Mapping[str, object] | None = None,
        variant: str = "",
    ) -> None:
        self.given = given
        self.rule = rule
        if code is not None:
            self.code = code
        self.params: Mapping[str, object] = _writable(params) if params is not None else {}
        self.variant = variant
        super().__init__(self.code, self.variant)

    @property
    def key(self) -> str:
        """The sentence's key in the catalogs: ``refused.<code>`` or ``refused.<code>.<variant>``."""
        return f"refused.{self.code}" + (f".{self.variant}" if self.variant else "")

    @property
    def worded(self) -> bool:
        """Whether the sentence is the catalogs' (else the raising code's own words, ``given``)."""
        return not self.given

    @property
    def detail(self) -> str:
        """The sentence, in English."""
        return self.given or render(self.key, DEFAULT_LANGUAGE, **self.params)

    def __str__(self) -> str:
        return f"{self.detail} ({self.rule})" if self.rule else self.detail

    def __reduce__(self) -> tuple[Any, ...]:
        # Made again field by field (the constructor's arguments differ between the classes):
        # an error crosses processes intact (the corpus checker's workers).
        return _made_again, (type(self), self.__dict__.copy())


#: The most bits a whole number quoted by a refusal is written out with (40 digits): a larger one
#: (a huge value given where a number was asked for) is quoted by its size, :func:`magnitude`.
_WRITTEN_BITS = 133
#: The longest quote of a value in a refusal (a list of ten thousand numbers is cut short).
QUOTE_LENGTH = 60


def magnitude(value: int) -> str:
    """A whole number too long to write out, as its order of magnitude (``1e100``): Python refuses
    to write an integer of more than 4,300 digits at all, and a refusal must be said."""
    return f"{'-' if value < 0 else ''}1e{value.bit_length() * 30103 // 100000}"


def quoted(value: object) -> str:
    """``value`` as a refusal quotes it: its ``repr``, cut to :data:`QUOTE_LENGTH` characters; a
    whole number too long to write by its size (:func:`magnitude`); a value whose ``repr`` fails
    by its type's name.

    >>> quoted("As"), quoted(2**1000), quoted(list(range(100)))[-9:]
    ("'As'", '1e301', '15, 16...')
    """
    if type(value) is int and value.bit_length() > _WRITTEN_BITS:
        return magnitude(value)
    try:
        text = repr(value)
    except Exception:  # a value whose repr fails, or will not write (a list holding a huge number)
        return f"<{type(value).__name__}>"
    return text if len(text) <= QUOTE_LENGTH else text[: QUOTE_LENGTH - 3] + "..."


def _writable(params: Mapping[str, object]) -> Mapping[str, object]:
    """``params`` with any whole number too long to write quoted by its size (:func:`magnitude`)."""
    if all(type(v) is not int or v.bit_length() <= _WRITTEN_BITS for v in params.values()):
        return params
    return {k: magnitude(v) if type(v) is int and v.bit_length() > _WRITTEN_BITS else v for k, v in params.items()}


def _made_again(cls: type[PokerfloorError], fields: dict[str, Any]) -> PokerfloorError:
    error = cls.__new__(cls)
    error.__dict__.update(fields)
    ValueError.__init__(error, error.code, error.variant)
    return error


class IllegalActionError(PokerfloorError):
    """An action the rules do not allow here; the state is left exactly as it was.

    ``action`` quotes the action refused (``"A raise 250"``); ``reason`` is why, in English."""

    code = "illegal-action"

    def __init__(
        self,
        action: str,
        given: str = "",
        *,
        rule: str = "",
        code: str | None = None,
        params: Mapping[str, object] | None = None,
        variant: str = "",
    ) -> None:
        self.action = action
        super().__init__(given, rule=rule, code=code, params=params, variant=variant)

    @property
    def reason(self) -> str:
        """Why the action is refused, in English (without the action quoted or the rule)."""
        return self.given or render(self.key, DEFAULT_LANGUAGE, **self.params)

    @property
    def detail(self) -> str:
        """The action quoted and why it is refused, in English."""
        return f"{self.action}: {self.reason}" if self.action else self.reason


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


class RoomError(PokerfloorError):
    """A request the table server (:mod:`pokerfloor.room`) refuses: a seat taken, a buy-in out of
    range, a player acting for a seat not his, a message it cannot read."""

    code = "room"


class FrozenError(AttributeError):
    """A field of a value that does not change (a table, a rulebook, a variant, a chip unit)
    was assigned or deleted: make another (``table.replace(...)``, ``rules.override(...)``)."""


def frozen(value: object, name: str, *, deleting: bool = False) -> FrozenError:
    """The error for assigning (or deleting) field ``name`` of ``value`` (in English: an
    ``AttributeError`` is a programmer's, said in the language of the code)."""
    key = "frozen.delete" if deleting else "frozen.assign"
    return FrozenError(render(key, DEFAULT_LANGUAGE, field=repr(name), kind=type(value).__name__))
