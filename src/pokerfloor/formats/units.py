"""Money as exact chips: sites write dollars and cents, the engine counts whole chips.

A hand history writes amounts in its own units (``$0.25``, ``€1.5``, ``200``). The engine plays in
whole numbers of one chip, so a reader picks the hand's *unit*: the finest decimal place any of its
amounts uses (a cent for ``$0.25/$0.50``, a tenth of a cent for a rake of ``$0.015``, one for play
money), replays in integers of that unit, and writes results back in the file's units. Amounts are
read with :class:`decimal.Decimal`, never a float, so nothing is rounded on the way.

>>> unit = ChipUnit.finest([Decimal("0.25"), Decimal("0.5"), Decimal("10")])
>>> unit.step, unit.chips(Decimal("0.25")), unit.amount(1025)
(Decimal('0.01'), 25, Decimal('10.25'))
>>> read_amount("$1,000.50")
Decimal('1000.50')

The PHH reader can share it: a PHH ``0.25`` read as ``Decimal("0.25")`` (the text, not the float).
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import MAX_PREC, Context, Decimal, InvalidOperation
from itertools import repeat
from typing import Any, Final

from pokerfloor import engine
from pokerfloor.amounts import MAX_CHIPS, MAX_DIGITS
from pokerfloor.errors import HandHistoryError, frozen

__all__ = [
    "AMOUNT_KINDS",
    "ChipUnit",
    "all_amounts",
    "all_chips",
    "all_ints",
    "exact_json",
    "finest_place",
    "holds_decimal",
    "plain_digits",
    "read_amount",
    "scaled_amounts",
]

#: The currency marks a site may put before or after an amount (dollar, euro, pound, yuan, rupee,
#: and the replacement character an ISO-8859-1 file read as UTF-8 leaves for ``€``), and the blanks
#: between.
CURRENCY_MARKS: Final = "$€£¥₹\ufffd\u00a0 "

#: The kinds an amount is read as from a file: a whole number, or a decimal as written (a set made
#: once, where a literal would be made at every use).
AMOUNT_KINDS: Final = frozenset({int, Decimal})

#: The finest unit an amount may use: a billionth (no site writes more places).
FINEST_EXPONENT: Final = -9
#: The powers of ten up to the finest unit's, looked up (a power is computed in a slow general way).
_POWERS: Final = tuple(10**places for places in range(-FINEST_EXPONENT + 1))


# -- the kinds of a list of amounts ---------------------------------------------------------------
# Asked of every array of every hand read: a loop over the items, native when compiled. In pure
# Python the set of the items' kinds (made in C) was a second body each; it bought at most 0.5% of
# a whole check of 5,000 generated no-limit hold'em hands (instructions, callgrind; all_chips was
# quicker as this loop on both engines), not worth a second body.

#: Whether :func:`scaled_amounts` reads a decimal's digits in one native pass (see there).
_COMPILED: Final = engine.ENGINE == "compiled"


def all_ints(values: list[Any]) -> bool:
    """Whether ``values`` are all whole numbers (``int``, not ``bool``)."""
    return all(type(value) is int for value in values)


def all_chips(values: list[Any]) -> bool:
    """Whether ``values`` are all whole numbers of chips, 0 to :data:`~pokerfloor.amounts.MAX_CHIPS`."""
    return all(type(value) is int and 0 <= value <= MAX_CHIPS for value in values)


def all_amounts(values: list[Any]) -> bool:
    """Whether ``values`` are all of :data:`AMOUNT_KINDS` (whole numbers and decimals)."""
    return all(type(value) is int or type(value) is Decimal for value in values)


def holds_decimal(values: list[Any]) -> bool:
    """Whether one of ``values`` is a decimal."""
    return any(type(value) is Decimal for value in values)


def plain_digits(text: str) -> tuple[int, int]:
    """A decimal written plainly (``"200.30"``, ``"7"``: ASCII digits and at most one point, with
    digits on both sides) as the number its digits make and how many follow the point:
    ``(20030, 2)``, ``(7, 0)``; ``(-1, 0)`` for anything else (a sign, an exponent,
    ``Infinity``). One pass over the characters: a native loop compiled."""
    number, places, point = 0, 0, -1
    for at in range(len(text)):
        code = ord(text[at])
        if _ZERO <= code <= _NINE:
            number = number * 10 + (code - _ZERO)
        elif code == _POINT and point < 0:
            point = at
        else:
            return -1, 0
    if point >= 0:
        places = len(text) - 1 - point
        if places == 0 or point == 0:  # "5." or ".5": not as a decimal writes itself
            return -1, 0
    return (number, places) if text else (-1, 0)


_ZERO: Final = ord("0")
_NINE: Final = ord("9")
_POINT: Final = ord(".")


def read_amount(text: str) -> Decimal:
    """The amount written as ``text`` (``"$1,000.50"``, ``"€0.05"``, ``"200"``), exactly; raises a
    :class:`~pokerfloor.errors.HandHistoryError` naming the text for anything that is not a plain
    non-negative decimal of at most :data:`~pokerfloor.amounts.MAX_DIGITS` digits."""
    cleaned = text.strip(CURRENCY_MARKS).replace(",", "")
    if not cleaned or not all(c.isascii() and (c.isdigit() or c == ".") for c in cleaned) or cleaned.count(".") > 1:
        raise HandHistoryError(code="bad-amount", variant="not-amount", params={"text": repr(text)})
    whole, _, places = cleaned.partition(".")
    if len(whole.lstrip("0")) + len(places) > MAX_DIGITS or len(places) > -FINEST_EXPONENT:
        raise HandHistoryError(code="bad-amount", variant="digits", params={"text": repr(text), "most": MAX_DIGITS})
    try:
        return Decimal(cleaned)
    except InvalidOperation:  # pragma: no cover - the characters were checked above
        raise HandHistoryError(code="bad-amount", variant="not-amount", params={"text": repr(text)}) from None


class ChipUnit:
    """One chip of a replay, in the file's money: ``step`` (``Decimal("0.01")`` for cents), the
    ``exponent`` of its place. A value: equal, hashed and pickled by its exponent."""

    __slots__ = ("exponent",)
    exponent: int

    def __init__(self, exponent: int = 0) -> None:
        object.__setattr__(self, "exponent", exponent)

    def __setattr__(self, name: str, value: object) -> None:
        raise frozen(self, name)

    def __delattr__(self, name: str) -> None:
        raise frozen(self, name, deleting=True)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ChipUnit) and other.exponent == self.exponent

    def __hash__(self) -> int:
        return hash(self.exponent)

    def __repr__(self) -> str:
        return f"ChipUnit(exponent={self.exponent})"

    def __reduce__(self) -> tuple[type[ChipUnit], tuple[int]]:
        return ChipUnit, (self.exponent,)

    @classmethod
    def finest(cls, amounts: Iterable[Decimal]) -> ChipUnit:
        """The unit of a hand: the finest decimal place among ``amounts`` (whole units at least)."""
        exponent = 0
        for amount in amounts:
            places = amount.normalize().as_tuple().exponent
            if isinstance(places, int) and places < exponent:
                exponent = places
        return cls(max(exponent, FINEST_EXPONENT))

    @property
    def step(self) -> Decimal:
        """The value of one chip in the file's units."""
        return Decimal(1).scaleb(self.exponent)

    def chips(self, amount: Decimal) -> int:
        """``amount`` as a whole number of chips; a typed error when it is finer than the unit or
        more chips than an amount may be."""
        too_many = {"amount": amount, "most": MAX_CHIPS, "step": self.step}
        try:
            scaled = _EXACT.scaleb(amount, -self.exponent)
        except ArithmeticError:  # past decimal's largest exponent: no number of chips at all
            raise HandHistoryError(code="bad-amount", variant="too-many-chips", params=too_many) from None
        if scaled != scaled.to_integral_value():
            raise HandHistoryError(code="bad-amount", variant="finer", params={"amount": amount, "step": self.step})
        chips = int(scaled)
        if not 0 <= chips <= MAX_CHIPS:
            raise HandHistoryError(code="bad-amount", variant="too-many-chips", params=too_many)
        return chips

    def amount(self, chips: int) -> Decimal:
        """``chips`` back in the file's units."""
        return Decimal(chips).scaleb(self.exponent)

    def whole_chips(self, amounts: Iterable[int | Decimal]) -> list[int] | None:
        """``amounts`` (whole numbers and decimals) in chips, a list at a time; ``None`` when one
        is not a whole number of chips (finer than the unit, infinite, nan). Decimals written
        plainly are read from their digits (:func:`scaled_amounts`), where decimal arithmetic
        would look up its context at every step."""
        values = amounts if type(amounts) is list else list(amounts)
        places = -self.exponent
        scaled = scaled_amounts(values) if 0 <= places < len(_POWERS) else None
        if scaled is None or -scaled[1] > places:  # not written plainly, or finer than the unit
            return self._whole_chips(values)
        numbers, exponent = scaled
        if exponent == self.exponent:
            return numbers
        scale = _POWERS[places + exponent]
        return [number * scale for number in numbers]

    def _whole_chips(self, amounts: list[int | Decimal]) -> list[int] | None:
        """:meth:`whole_chips` by decimal arithmetic."""
        try:
            scaled = list(map(_EXACT.scaleb, map(Decimal, amounts), repeat(-self.exponent)))
            chips = list(map(int, scaled))
        except (ValueError, ArithmeticError):  # nan, infinity, past decimal's largest exponent
            return None
        return chips if chips == scaled else None


#: Decimal arithmetic that never rounds: the default context keeps 28 digits, and an amount of 29
#: read through it lost its last digit, so a fraction of a chip passed for a whole one.
_EXACT: Final = Context(prec=MAX_PREC)  # the default exponent limits and traps kept


#: Amounts as whole numbers of one decimal place, and that place's exponent (``[25, 50, 0]``, -2).
Scaled = tuple[list[int], int]


def scaled_amounts(amounts: list[Any]) -> Scaled | None:
    """Whole numbers and decimals written plainly (``Decimal("0.25")``, ``7``) as whole numbers
    of the finest place written among them, and that place's exponent: ``[0.25, 0.50, 0]`` is
    ``([25, 50, 0], -2)``, from one reading of each decimal's digits as written (a hand's stakes
    give its unit and then its chips). ``None`` when a decimal is not written plainly (a sign, an
    exponent, inf, nan) or is finer than :data:`FINEST_EXPONENT`. Compiled, each decimal's text
    is read in one native pass (:func:`plain_digits`); in Python by string calls in the loop (a
    function called for each would cost more than the reading)."""
    numbers: list[int] = []
    places: list[int] = []
    finest = 0
    for value in amounts:
        if type(value) is int:
            numbers.append(value)
            places.append(0)
            continue
        if type(value) is not _DECIMAL:
            return None
        text = str(value)  # as written: a decimal keeps its places
        # Compiled, one native pass over the characters; in pure Python the string calls below.
        # Each engine's own way buys it 3.2% (compiled) and 4.6% (pure) of a whole check of 5,000
        # generated no-limit hold'em hands in dollars (instructions, callgrind): a second body.
        if _COMPILED:
            number, written = plain_digits(text)
        else:  # a decimal's own text: digits and a point, or a sign, an exponent, a word
            point = text.find(".")
            digits = text.replace(".", "") if point >= 0 else text
            written = len(text) - 1 - point if point >= 0 else 0
            number = int(digits) if digits.isdigit() else -1
        if number < 0 or written > -FINEST_EXPONENT:
            return None
        numbers.append(number)
        places.append(written)
        finest = max(finest, written)
    if places.count(finest) != len(places):  # whole numbers among decimals: brought to the finest place
        numbers = [numbers[k] * _POWERS[finest - places[k]] for k in range(len(numbers))]
    return numbers, -finest


#: The decimal type, held where the compiled code reads it at once (a module's name is a look-up).
_DECIMAL: Final = Decimal


def finest_place(amounts: Iterable[int | Decimal]) -> int | None:
    """The exponent of the finest decimal place written among ``amounts`` (``Decimal("0.50")``:
    -2; a whole number: 0); ``None`` when one is infinite or nan."""
    places = 0
    for amount in amounts:
        if type(amount) is int:
            continue
        text = str(amount)
        if text[-1].isdigit() and "E" not in text:  # the usual: 0.50, -2.5, 7
            point = text.find(".")
            if point >= 0 and len(text) - 1 - point > places:
                places = len(text) - 1 - point
        elif "n" in text or "N" in text:  # Infinity, NaN
            return None
        elif "E" in text:  # written with an exponent (1E+3)
            exponent = Decimal(text).as_tuple().exponent
            places = max(places, -exponent if isinstance(exponent, int) else 0)
    return -places


def exact_json(value: Any) -> str:
    """JSON text of ``value`` with every :class:`~decimal.Decimal` written exactly as a number
    (``Decimal("200.30")`` as ``200.30``, never through a binary float; an infinite one as the
    string ``"inf"``, JSON having no infinity); anything else as :func:`json.dumps` writes it.

    >>> exact_json({"stacks": [Decimal("200.30"), 5, Decimal("Infinity")], "name": "Ann"})
    '{"stacks": [200.30, 5, "inf"], "name": "Ann"}'
    """
    import json  # noqa: PLC0415 - loaded when JSON is written (check --json), not at every start

    if isinstance(value, Decimal):
        return str(value) if value.is_finite() else json.dumps(str(value).lower().replace("infinity", "inf"))
    if isinstance(value, dict):
        items = (f"{json.dumps(str(k), ensure_ascii=False)}: {exact_json(v)}" for k, v in value.items())
        return "{" + ", ".join(items) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(exact_json(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)
