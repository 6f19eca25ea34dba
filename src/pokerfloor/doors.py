"""The checks at the doors: a value given to a public call that is not of its kind is refused with
a typed error naming the field, before anything is done with it (and so before anything changes).

Each check returns the value as the type it was checked to be, or raises a
:class:`~pokerfloor.errors.SituationError` (or the error class asked for) whose ``params`` name
the ``field`` and quote the ``value``; the sentence is the catalogs' ``refused.bad-field.<kind>``
(:mod:`pokerfloor.explain.catalog`). The hot paths of the engine test their values inline, in
one quick test, and call these only on the cold path, to name the culprit; the other doors call
them at once.

>>> whole("count", 3, 0, 52)
3
>>> whole("count", 99, 0, 52)
Traceback (most recent call last):
...
pokerfloor.errors.SituationError: count: 99 is not a whole number from 0 to 52
>>> text("lang", None)
Traceback (most recent call last):
...
pokerfloor.errors.SituationError: lang: None is not text
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from pokerfloor.errors import PokerfloorError, SituationError, magnitude

__all__ = ["choice", "flag", "instance", "mapping", "quoted", "refused", "sequence", "text", "whole", "wholes"]

T = TypeVar("T")

#: The longest quote of a value in a refusal (a list of ten thousand numbers is cut short).
QUOTE_LENGTH = 60
#: The most bits of a whole number written out in full in a refusal (40 digits): a longer one is
#: quoted by its size (:func:`~pokerfloor.errors.magnitude`).
_WRITTEN_BITS = 133


def quoted(value: object) -> str:
    """``value`` as a refusal quotes it: its ``repr``, cut to :data:`QUOTE_LENGTH` characters; a
    whole number too long to write as ``1e100`` (its order of magnitude); a value whose ``repr``
    fails by its type's name."""
    if type(value) is int and value.bit_length() > _WRITTEN_BITS:
        return magnitude(value)
    try:
        text = repr(value)
    except Exception:  # a value whose repr fails, or will not write (a list holding a huge number)
        return f"<{type(value).__name__}>"
    return text if len(text) <= QUOTE_LENGTH else text[: QUOTE_LENGTH - 3] + "..."


def refused(
    field: str, value: object, variant: str, error: type[PokerfloorError] = SituationError, **params: object
) -> PokerfloorError:
    """The refusal of ``value`` given as ``field``: the catalogs' ``refused.bad-field.<variant>``,
    quoting the field, the value and ``params``."""
    return error(code="bad-field", variant=variant, params={"field": field, "value": quoted(value), **params})


def whole(
    field: str,
    value: object,
    low: int | None = None,
    high: int | None = None,
    error: type[PokerfloorError] = SituationError,
) -> int:
    """``value`` as a whole number (an ``int``: not a bool, a float or a string), at least ``low``
    when it is given, and at most ``high`` when that is given too."""
    if type(value) is not int:
        raise refused(field, value, "number-kind", error)
    if low is not None and high is not None and not low <= value <= high:
        raise refused(field, value, "whole-range", error, low=low, high=high)
    if low is not None and value < low:
        raise refused(field, value, "at-least", error, low=low)
    return value


def wholes(field: str, value: object, error: type[PokerfloorError] = SituationError) -> Sequence[int]:
    """``value`` as a sequence of whole numbers (a list or a tuple of ``int``)."""
    if not (type(value) in (list, tuple) and all(type(v) is int for v in value)):  # type: ignore[attr-defined]
        raise refused(field, value, "numbers", error)
    return value  # type: ignore[return-value]  # checked above


def text(field: str, value: object, error: type[PokerfloorError] = SituationError) -> str:
    """``value`` as text (a ``str``)."""
    if not isinstance(value, str):
        raise refused(field, value, "text", error)
    return value


def flag(field: str, value: object, error: type[PokerfloorError] = SituationError) -> bool:
    """``value`` as true or false (a ``bool``: not 0 or 1)."""
    if type(value) is not bool:
        raise refused(field, value, "flag", error)
    return value


def instance(field: str, value: object, kind: type[T], error: type[PokerfloorError] = SituationError) -> T:
    """``value`` as a ``kind`` (one of its class, or of a subclass)."""
    if not isinstance(value, kind):
        raise refused(field, value, "needs", error, kind=kind.__name__)
    return value


def sequence(field: str, value: object, error: type[PokerfloorError] = SituationError) -> Sequence[object]:
    """``value`` as a sequence: a list, a tuple or another sequence, but not a string or bytes."""
    if type(value) in (list, tuple) or (isinstance(value, Sequence) and not isinstance(value, str | bytes)):
        return value  # type: ignore[return-value]  # a sequence, checked above
    raise refused(field, value, "sequence", error)


def mapping(field: str, value: object, error: type[PokerfloorError] = SituationError) -> Mapping[object, object]:
    """``value`` as a mapping (a ``dict`` or another :class:`~collections.abc.Mapping`)."""
    if not isinstance(value, Mapping):
        raise refused(field, value, "mapping", error)
    return value


def choice(field: str, value: object, choices: Sequence[str], error: type[PokerfloorError] = SituationError) -> str:
    """``value`` as one of the words ``choices``."""
    if not (isinstance(value, str) and value in choices):
        raise refused(field, value, "choice", error, choices=", ".join(choices))
    return value


def checked(field: str, value: object, test: Callable[[object], bool], variant: str) -> None:
    """Refuse ``value`` unless ``test`` passes it (``variant``: the sentence of the refusal)."""
    if not test(value):
        raise refused(field, value, variant)
