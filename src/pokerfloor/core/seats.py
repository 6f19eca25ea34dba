"""Seats round a table: how many a table seats, and the order of play from any seat.

Seats are numbered 0 to ``n - 1`` clockwise; "from the left of seat ``i``" is the order that
starts at ``i + 1``. :func:`seat_orders` makes every order of a table size once, so the hot paths
index a tuple instead of taking a modulo.
"""

from __future__ import annotations

from typing import Final

from pokerfloor.doors import whole
from pokerfloor.given import Given

__all__ = ["MAX_PLAYERS", "seat_order", "seat_orders"]

#: The most players a table seats: a 52-card deck deals hold'em to 22, with the burns and the board.
MAX_PLAYERS: Final = 22


def seat_order(n: Given[int], first: Given[int]) -> tuple[int, ...]:
    """The seats of a table of ``n`` from ``first`` round, clockwise."""
    size = whole("n", n, 1, MAX_PLAYERS)
    start = whole("first", first, 0, size - 1)
    return (*range(start, size), *range(start))


#: The orders of each table size asked for so far (at most MAX_PLAYERS of them: a few KB).
_ORDERS: Final[dict[object, tuple[tuple[int, ...], ...]]] = {}


def seat_orders(n: Given[int]) -> tuple[tuple[int, ...], ...]:
    """:func:`seat_order` from each seat of a table of ``n``, and from seat ``n`` (seat 0 again):
    "from the left of seat ``i``" is ``seat_orders(n)[i + 1]``, with no modulo on the hot path.
    Made once per table size."""
    # The usual call finds its orders made: ``n`` is checked only the first time a size is asked
    # for (a dictionary's lookup, where functools.lru_cache would raise a bare TypeError for a
    # value that cannot be hashed, before any check).
    try:
        return _ORDERS[n]
    except (KeyError, TypeError):
        size = whole("n", n, 1, MAX_PLAYERS)
        made = _ORDERS[size] = tuple(seat_order(size, first % size) for first in range(size + 1))
        return made
