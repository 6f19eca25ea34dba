"""Seats round a table: how many a table seats, and the order of play from any seat.

Seats are numbered 0 to ``n - 1`` clockwise; "from the left of seat ``i``" is the order that
starts at ``i + 1``. :func:`seat_orders` makes every order of a table size once, so the hot paths
index a tuple instead of taking a modulo.
"""

from __future__ import annotations

import functools
from typing import Final

__all__ = ["MAX_PLAYERS", "seat_order", "seat_orders"]

#: The most players a table seats: a 52-card deck deals hold'em to 22, with the burns and the board.
MAX_PLAYERS: Final = 22


def seat_order(n: int, first: int) -> tuple[int, ...]:
    """The seats of a table of ``n`` from ``first`` round, clockwise."""
    return (*range(first, n), *range(first))


# One entry per table size, and sizes are at most MAX_PLAYERS: the cache stays small (a few KB).
@functools.lru_cache(maxsize=MAX_PLAYERS + 1)
def seat_orders(n: int) -> tuple[tuple[int, ...], ...]:
    """:func:`seat_order` from each seat of a table of ``n``, and from seat ``n`` (seat 0 again):
    "from the left of seat ``i``" is ``seat_orders(n)[i + 1]``, with no modulo on the hot path.
    Made once per table size."""
    return tuple(seat_order(n, first % n) for first in range(n + 1))
