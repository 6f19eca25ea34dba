"""What a caller gives a public call, and its checks: ``Given[T]``, and the checks of a value by
kind, each refusing what is not of its kind with a typed error naming the field.

``Given[T]``: a value a public function takes from its caller and checks itself. For mypy (and so
for the package's users) ``Given[T]`` is ``T``. For mypyc, which compiles the hot modules
(:mod:`pokerfloor.engine`), it is ``object``: a compiled function checks the types of its
arguments on entry and raises a bare ``TypeError``, before the function's own check could refuse a
bad value with a typed error naming the field (a :class:`~pokerfloor.errors.PokerfloorError`). So
the public entry points of the compiled modules take ``Given[...]`` arguments, and check them
first. ``hatch_build.py`` runs mypyc with ``--always-true=MYPYC``; pyproject.toml tells mypy
``always_false = ["MYPYC"]``.

The checks (:func:`whole`, :func:`wholes`, :func:`text`, :func:`flag`, :func:`instance`,
:func:`sequence`, :func:`mapping`, :func:`choice`) return the value as the type it was checked to
be, so that what follows reads it as that type on both builds, or raise a
:class:`~pokerfloor.errors.SituationError` (or the error class asked for) whose ``params`` name the
``field`` and quote the ``value`` (:func:`~pokerfloor.errors.quoted`); the sentence is the
catalogs' ``refused.bad-field.<variant>`` (:mod:`pokerfloor.explain.catalog`). The hot paths of the
engine test their values inline, in one quick test, and call these only on the slow path, to name
the culprit; the other public calls call them at once. Nothing is changed before a check passes: a
refused call leaves everything as it was.

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

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Annotated, TypeGuard, TypeVar, Union

from pokerfloor.errors import PokerfloorError, SituationError, quoted

__all__ = [
    "Given",
    "choice",
    "flag",
    "instance",
    "is_sequence",
    "mapping",
    "mypyc_attr",
    "refused",
    "sequence",
    "text",
    "whole",
    "wholes",
]

T = TypeVar("T")
MYPYC = False  # read by mypy and mypyc, never by the code: see the module's docstring

if MYPYC:  # noqa: SIM108 - mypy takes a type alias from a plain assignment only
    Given = Union[T, object]  # noqa: UP007 - a generic alias: ``T | object`` is not one
else:
    #: ``Given[T]`` is ``T``: a value of type ``T`` that the function checks itself, refusing any
    #: other with a typed error naming the field (:class:`~pokerfloor.errors.PokerfloorError`).
    Given = Annotated[T, "checked by the function it is given to"]  # for mypy ``T`` itself

if TYPE_CHECKING:  # for mypy and mypyc, which reads the decorator (a compiled class never runs it)
    from mypy_extensions import mypyc_attr
else:  # in Python the decorator changes nothing: mypy_extensions is not needed at run time

    def mypyc_attr(*_names: str, **_values: object) -> object:
        """``mypy_extensions.mypyc_attr``'s stand-in: a class decorator that returns the class."""
        return lambda cls: cls


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


def wholes(
    field: str,
    value: object,
    low: int,
    high: int,
    *,
    count: int | None = None,
    error: type[PokerfloorError] = SituationError,
) -> tuple[int, ...]:
    """``value`` as whole numbers (a list or a tuple of ``int``), each from ``low`` to ``high``;
    ``count`` of them when that is given."""
    if not (
        (type(value) is list or type(value) is tuple)
        and (count is None or len(value) == count)
        and all(type(v) is int and low <= v <= high for v in value)
    ):
        if count is None:
            raise refused(field, value, "wholes", error, low=low, high=high)
        raise refused(field, value, "wholes-count", error, count=count, low=low, high=high)
    return tuple(value)


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


def is_sequence(value: object) -> TypeGuard[Sequence[object]]:
    """Whether ``value`` is a list, a tuple or another sequence, but not text or bytes (the ABC
    test only when needed: it is slow, and hands are dealt by the million)."""
    return type(value) in _PLAIN_SEQUENCES or (
        isinstance(value, Sequence) and not isinstance(value, str | bytes | bytearray)
    )


_PLAIN_SEQUENCES = (list, tuple)


def sequence(field: str, value: object, error: type[PokerfloorError] = SituationError) -> Sequence[object]:
    """``value`` as a sequence (:func:`is_sequence`)."""
    if not is_sequence(value):
        raise refused(field, value, "sequence", error)
    return value


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
