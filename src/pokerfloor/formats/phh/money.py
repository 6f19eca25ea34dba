"""A PHH hand's money: its chip, and its amounts in whole chips of it.

Amounts are read exactly as written, whole or decimal (``blinds_or_straddles = [0.50, 1]``,
``p1 cbr 4.75``): a hand's chip is the finest decimal place its stakes, stacks and bets use
(:func:`unit_of`, a :class:`~pokerfloor.formats.units.ChipUnit`), the replay runs on whole chips
of it, and results are reported in the file's units. ``inf`` is a stack nobody recorded
(:data:`UNKNOWN_STACK`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from decimal import Decimal
from typing import Any, Final

from pokerfloor.actions import chips_of
from pokerfloor.amounts import MAX_CHIPS, MAX_DIGITS
from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.phh.history import HandHistory, Words, action_words
from pokerfloor.formats.toml_writer import toml_number
from pokerfloor.formats.units import (
    FINEST_EXPONENT,
    ChipUnit,
    Scaled,
    all_amounts,
    all_chips,
    finest_place,
    holds_decimal,
    plain_digits,
    scaled_amounts,
)

__all__ = ["MAX_DIGITS", "STAKE_FIELDS", "UNKNOWN_STACK", "action_chips", "unit_of", "written_amount"]

#: A stack written ``inf`` (unknown): large enough never to run out.
UNKNOWN_STACK: Final = 10**15

#: The fields where ``inf`` may stand for a stack nobody recorded.
_UNKNOWN_ALLOWED: Final = frozenset({"starting_stacks", "finishing_stacks"})

#: The fields a hand's money is written in before the play (the chip unit is the finest of these
#: and of the actions' amounts; the results are compared in it, never define it).
STAKE_FIELDS: Final = ("antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet", "starting_stacks")

#: The stakes written in decimals, by field: their digits as read for the unit (:func:`read_unit`).
Stakes = dict[str, Scaled]


def unit_of(history: HandHistory) -> ChipUnit:
    """The chip of a hand: the finest decimal place of its stakes, stacks and bets as written
    (``0.50`` and ``cbr 4.75``: a cent); one for a hand in whole numbers."""
    return read_unit(history.fields, action_words(history.actions), {})


def read_unit(fields: Mapping[str, Any], actions: list[Words], scaled: Stakes) -> ChipUnit:
    """:func:`unit_of` from the fields and the actions' words (an ``inf`` stack sets no place).
    The stakes written in decimals go to ``scaled`` as their digits read (:func:`scaled_amounts`),
    for the table to take in chips without reading them again."""
    exponent = 0
    table = fields if isinstance(fields, dict) else dict(fields)  # a dict's get, not a mapping's
    for key in STAKE_FIELDS:
        value = table.get(key)
        if type(value) is Decimal:
            value = [value]
        elif type(value) is not list or not holds_decimal(value):
            continue  # a hand in whole numbers
        digits = scaled_amounts(value)
        if digits is not None:  # the usual decimals (no sign, no exponent, no inf)
            scaled[key] = digits
            exponent = min(exponent, digits[1])
            continue
        finest = finest_place(value)
        if finest is None:  # an infinity (an unknown stack) among them: the others looked at alone
            finest = finest_place(v for v in value if type(v) is not Decimal or v.is_finite()) or 0
        exponent = min(exponent, finest)
    # The bets' places. (Asking the texts joined for a point first, a second body for pure Python,
    # bought it 0.6% of a whole check of 5,000 generated hands in whole chips: not worth it.)
    for words in actions:
        if len(words) > 2 and words[1] == "cbr" and "." in words[2]:
            exponent = min(exponent, words[2].find(".") + 1 - len(words[2]))  # find: compiled, a native call
    return _UNITS[max(exponent, FINEST_EXPONENT)]


#: The units a hand may count in, made once (a frozen data class is slow to make: every hand has one).
_UNITS: Final = {exponent: ChipUnit(exponent) for exponent in range(FINEST_EXPONENT, 1)}

WHOLE_CHIPS: Final = _UNITS[0]


def amount_chips(item: object, key: str, unit: ChipUnit) -> int:
    """One amount of a field in chips of ``unit``; ``inf`` an unknown stack where allowed."""
    if type(item) is int and item >= 0 and not unit.exponent:
        if item <= MAX_CHIPS:
            return item
    elif type(item) is int and item >= 0:
        return _in_range(item * 10**-unit.exponent, item, key)
    elif type(item) is Decimal and item.is_finite() and item >= 0:
        try:
            return unit.chips(item)
        except HandHistoryError as error:
            raise HandHistoryError(
                code="bad-field", variant="field-amount", params={"field": repr(key), "error": error}
            ) from None
    elif isinstance(item, Decimal | float) and item == Decimal("Infinity") and key in _UNKNOWN_ALLOWED:
        return UNKNOWN_STACK
    elif type(item) is float and item.is_integer() and 0 <= item <= MAX_CHIPS:  # a table given, not read
        return amount_chips(int(item), key, unit)
    variant = "float-chips" if type(item) is float and math.isfinite(item) else "not-chips"
    written = (str(item) if item.is_finite() else toml_number(item)) if isinstance(item, Decimal) else repr(item)
    raise HandHistoryError(code="bad-field", variant=variant, params={"field": repr(key), "written": written})


def _in_range(chips: int, written: object, key: str) -> int:
    if chips > MAX_CHIPS:
        params = {"field": repr(key), "written": str(written), "most": MAX_CHIPS}
        raise HandHistoryError(code="bad-field", variant="chips-past-max", params=params)
    return chips


def chips_list(fields: dict[str, Any], key: str, unit: ChipUnit, scaled: Stakes, n: int | None = None) -> list[int]:
    value = _needed(fields, key)
    if not isinstance(value, list) or (n is not None and len(value) != n):
        if n is None:
            raise HandHistoryError(code="bad-field", variant="array", params={"field": repr(key), "value": repr(value)})
        params = {"field": repr(key), "count": n, "value": repr(value)}
        raise HandHistoryError(code="bad-field", variant="array-of", params=params)
    if not unit.exponent and all_chips(value):
        return list(value)  # the usual case of a hand in whole chips
    digits = scaled.get(key)
    if digits is not None and (chips := _stake_chips(digits, unit)) is not None:
        return chips  # the usual case of a hand in decimals: read already for its unit
    if value and all_amounts(value):
        chips = _decimal_chips(value, unit)
        if chips is not None:
            return chips
    return [amount_chips(item, key, unit) for item in value]


def _decimal_chips(values: list[Any], unit: ChipUnit) -> list[int] | None:
    """Amounts (whole and decimal) in chips of ``unit``, a list at a time; ``None`` when one is
    not a plain amount in it (infinite, negative, finer than the unit, too large): one by one,
    :func:`amount_chips` says which."""
    chips = unit.whole_chips(values)
    if chips is None or not all(0 <= amount <= MAX_CHIPS for amount in chips):
        return None
    return chips


def _stake_chips(digits: Scaled, unit: ChipUnit) -> list[int] | None:
    """A stake's digits, read for the unit (:func:`read_unit`), in chips of ``unit``; ``None`` when
    one is not a plain amount in it (negative, finer than the unit, too large): the stake is read
    again, and :func:`amount_chips` says which."""
    numbers, exponent = digits
    if exponent != unit.exponent:
        if exponent < unit.exponent:  # finer than the finest unit
            return None
        scale = 10 ** (exponent - unit.exponent)
        numbers = [number * scale for number in numbers]
    return numbers if all_chips(numbers) else None


def _needed(fields: dict[str, Any], key: str) -> Any:
    """A field the hand cannot be played without."""
    if key not in fields:
        raise HandHistoryError(code="missing-field", variant="phh", params={"field": repr(key)})
    return fields[key]


def chips_field(fields: dict[str, Any], key: str, unit: ChipUnit, scaled: Stakes) -> int:
    value = _needed(fields, key)
    chips = 0
    if type(value) is Decimal:
        digits = scaled.get(key)
        plain = _stake_chips(digits, unit) if digits is not None else _decimal_chips([value], unit)
        chips = plain[0] if plain is not None else amount_chips(value, key, unit)
    elif type(value) is int:
        chips = amount_chips(value, key, unit)
    if not 1 <= chips <= MAX_CHIPS:
        params = {"field": repr(key), "value": repr(value)}
        raise HandHistoryError(code="bad-field", variant="positive-amount", params=params)
    return chips


def action_chips(text: str, unit: ChipUnit) -> int | None:
    """The chips of an amount as written in an action (``300``, ``4.75``): ASCII digits and at
    most one point with digits on both sides, at most :data:`~pokerfloor.amounts.MAX_DIGITS`
    digits, no finer than ``unit``; ``None`` otherwise."""
    if not unit.exponent:
        return chips_of(text) if text.isdigit() else None  # written_amount(), a call less an action
    # One pass over the characters, native when compiled. In pure Python string calls were a
    # second body: they bought it 0.5% of a whole check of 5,000 generated hands in dollars.
    number, written = plain_digits(text)
    if number < 0 or number > MAX_CHIPS or written > -unit.exponent:
        return None  # not a plain amount, more digits than an amount has, or finer than the hand's chip
    scale: int = 10 ** (-unit.exponent - written)
    return number * scale


def written_amount(text: str) -> int | None:
    """The chips of a whole amount as written in an action (``300``): ASCII digits only, at most
    :data:`~pokerfloor.actions.MAX_DIGITS` of them; ``None`` for anything else (``²``, ``3e5``, 5000 digits)."""
    return chips_of(text) if text.isdigit() else None  # no thousands separators in PHH
