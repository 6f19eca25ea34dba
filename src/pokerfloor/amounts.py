"""One limit on amounts, the same for every reader, writer and table.

A billion billion chips (eighteen digits) is more than any game needs, and small enough that
every amount an engine can grow from it (a pot, a bet, a stack) stays far below the limits of
the other programs that read our files (PHH readers keep 64-bit integers) and of Python's own
conversion of integers to text (4,300 digits). Tables refuse more chips than this in play, the
readers refuse a written amount of more digits, and the hand refuses an action to more; so an
amount that gets in can be written back and read again.
"""

from __future__ import annotations

from typing import Final

__all__ = ["MAX_CHIPS", "MAX_DIGITS", "amount_text", "digit_count"]

#: The most digits a written amount may have.
MAX_DIGITS: Final = 18
#: The most chips any amount may be: the stacks and the pot of a table together, a bet, a blind.
MAX_CHIPS: Final = 10**MAX_DIGITS - 1


def digit_count(value: int) -> int:
    """About how many digits ``value`` has, found without writing it: an amount past the limit is
    refused quoting this count (Python refuses to write an integer of more than 4,300 digits)."""
    return value.bit_length() * 30103 // 100000 + 1


def amount_text(value: int) -> str:
    """``value`` as text for a message: the number itself when it is within the limit, else how
    many digits it has (:func:`digit_count`)."""
    if -MAX_CHIPS <= value <= MAX_CHIPS:
        return str(value)
    return f"a number of about {digit_count(value)} digits"
