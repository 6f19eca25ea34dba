"""Seats round a table: how many a table seats, and the order of play from any seat.

Seats are numbered 0 to ``n - 1`` clockwise; "from the left of seat ``i``" is the order that
starts at ``i + 1``. :func:`seat_orders` makes every order of a table size once, so the hot paths
index a tuple instead of taking a modulo.
"""

from __future__ import annotations

from typing import Final

from pokerfloor.given import Given, whole

__all__ = ["MAX_PLAYERS", "seat_order", "seat_orders"]

#: The most players a table seats: a 52-card deck deals hold'em to 22, with the burns and the board.
MAX_PLAYERS: Final = 22


def seat_order(n: Given[int], first: Given[int]) -> tuple[int, ...]:
    """The seats of a table of ``n`` from ``first`` round, clockwise."""
    size = whole("n", n, 1, MAX_PLAYERS)
    start = whole("first", first, 0, size - 1)
    return (*range(start, size), *range(start))


def seat_orders(n: Given[int]) -> tuple[tuple[int, ...], ...]:
    """:func:`seat_order` from each seat of a table of ``n``, and from seat ``n`` (seat 0 again):
    "from the left of seat ``i``" is ``seat_orders(n)[i + 1]``, with no modulo on the hot path.
    Made once per table size."""
    return _seat_orders(whole("n", n, 1, MAX_PLAYERS))


def _orders(n: int) -> tuple[tuple[int, ...], ...]:
    """Every order of a table of ``n`` (none for no seats)."""
    return tuple((*range(first % n, n), *range(first % n)) for first in range(n + 1)) if n else ()


#: The orders of every table size, made at import (a few KB: sizes are at most MAX_PLAYERS).
_ORDERS: Final = tuple(_orders(n) for n in range(MAX_PLAYERS + 1))


# The engine's own path, asked on every street with the size of a table it made (checked then):
# seat_orders above checks a caller's value, then asks it. A tuple indexed where an lru_cache was:
# the cache's wrapper is a call through the interpreter from the compiled code (about 1,500
# instructions), several times a street.
def _seat_orders(n: int) -> tuple[tuple[int, ...], ...]:
    return _ORDERS[n]
