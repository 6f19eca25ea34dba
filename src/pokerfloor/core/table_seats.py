"""A table's seats and the blinds posted from them, checked: the seat numbers of a table with empty
seats, the dead button and the dead small blind, who posts the blinds, and the other posts
(:class:`~pokerfloor.core.table.BlindPost`).

:class:`~pokerfloor.core.table.Table` asks :func:`refuse_seat_shapes` before it holds its values
(every table: a native test compiled), and the other checks once it holds them, only when a field
is given. Each refusal names its field.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any, Protocol

from pokerfloor.core.seats import MAX_PLAYERS
from pokerfloor.errors import SituationError, quoted
from pokerfloor.games.description import Variant

__all__ = [
    "check_blind_players",
    "check_dead_small_blind",
    "check_posts",
    "check_seats",
    "refuse_seat_shapes",
]


class _SeatedTable(Protocol):
    """What the checks read of a :class:`~pokerfloor.core.table.Table` (which imports this module)."""

    @property
    def names(self) -> tuple[str, ...]: ...
    @property
    def button(self) -> int: ...
    @property
    def blinds(self) -> tuple[int, int] | None: ...
    @property
    def variant(self) -> Variant: ...
    @property
    def posts(self) -> tuple[tuple[int, int, int], ...]: ...
    @property
    def seat_numbers(self) -> tuple[int, ...]: ...
    @property
    def dead_button(self) -> int: ...
    @property
    def dead_small_blind(self) -> int: ...
    @property
    def blind_players(self) -> tuple[int | None, int] | None: ...
    @property
    def blind_seats(self) -> tuple[int | None, int]: ...
    @property
    def seat_count(self) -> int: ...
    @property
    def numbers(self) -> tuple[int, ...]: ...
    @property
    def button_seat(self) -> int: ...


def refuse_seat_shapes(
    n: int,
    *,
    posts: object,
    seats: object,
    seat_numbers: Any,
    dead_button: object,
    dead_small_blind: object,
    blind_players: object,
) -> None:
    """Refuse the other blinds, the seats and the blinds' players when they are not of their
    kinds (their values are checked once the table holds them)."""
    if type(posts) is not tuple or not all(_post_shaped(post) for post in posts):
        raise _posts_error(posts, n)
    if not (
        type(seats) is int
        and type(dead_button) is int
        and type(dead_small_blind) is int
        and type(seat_numbers) is tuple
        and (not seat_numbers or all(type(v) is int for v in seat_numbers))
    ):
        raise SituationError(code="bad-field", variant="seats-kind")
    if blind_players is not None and not _blind_players_shaped(blind_players):
        raise _blind_players_error(blind_players)


def check_seats(table: _SeatedTable) -> None:
    """Seats and empty seats: whole numbers, each player in a seat of the table in order, the
    dead button and the dead small blind on empty seats where they can be (never heads-up)."""
    n = len(table.names)
    numbers = table.seat_numbers  # whole numbers: their kinds were refused before (refuse_seat_shapes)
    count = table.seat_count
    if numbers and (
        len(numbers) != n or any(b <= a for a, b in pairwise(numbers)) or numbers[0] < 1 or numbers[-1] > count
    ):
        raise SituationError(
            code="bad-field",
            params={"numbers": quoted(list(numbers)), "players": n, "seats": count},
            variant="seat-numbers",
        )
    if not n <= count <= MAX_PLAYERS:
        raise SituationError(
            code="bad-field",
            params={"players": n, "most": MAX_PLAYERS, "seats": count},
            variant="seats-count",
        )
    taken = set(table.numbers)
    for seat, variant in ((table.dead_button, "dead-seat"), (table.dead_small_blind, "dead-small-blind-seat")):
        if seat and (seat in taken or not 1 <= seat <= count or n < 3):
            raise SituationError(code="bad-field", params={"seat": seat}, variant=variant)
    numbers = table.numbers
    button = table.button
    if table.dead_button and not _between(count, numbers[button], table.dead_button, numbers[(button + 1) % n]):
        raise SituationError(
            code="bad-field",
            params={"seat": table.dead_button},
            variant="dead-button-player",
        )


def check_dead_small_blind(table: _SeatedTable) -> None:
    """A dead small blind: on an empty seat between the button and the big blind, in a game
    with a big blind, nobody posting the small one."""
    big_seat = table.numbers[table.blind_seats[1]]
    if (
        not table.blinds
        or not table.blinds[1]
        or (table.blind_players is not None and table.blind_players[0] is not None)
        or not _between(table.seat_count, table.button_seat, table.dead_small_blind, big_seat)
    ):
        raise SituationError(
            code="bad-field",
            params={"seat": table.dead_small_blind},
            variant="dead-small-blind",
        )


def check_blind_players(table: _SeatedTable) -> None:
    """Who posts the blinds, when given: two players of the table after the button, the small
    before the big (``None`` for a dead small blind, whose empty seat ``dead_small_blind``
    then names); heads-up the button and the other player; only in a game with blinds."""
    n, button, given = len(table.names), table.button, table.blind_players
    assert given is not None  # asked only when given; its shape was refused before (refuse_seat_shapes)
    small, big = given
    if table.blinds is None or not all(seat is None or 0 <= seat < n for seat in given):
        raise _blind_players_error(given)
    # Clockwise from the button's seat (a dead button's player, before it, may post a blind).
    numbers, count, button_seat = table.numbers, table.seat_count, table.button_seat
    after = [(numbers[seat] - button_seat) % count for seat in (small, big) if seat is not None]
    if (n == 2 and given != (button, 1 - button)) or (
        n > 2 and (0 in after or after != sorted(set(after)) or (small is None) != bool(table.dead_small_blind))
    ):
        raise _blind_players_error(given)


def check_posts(table: _SeatedTable) -> None:
    """The other blinds: each a :class:`~pokerfloor.core.table.BlindPost` of a seat of the table,
    once, of whole chips (some of them); none in a game with a bring-in. (Their chips within the
    chip limit is the table's own check.)"""
    n, posts = len(table.names), table.posts  # triples of whole numbers: refused before if not
    if any(not 0 <= seat < n or live < 0 or dead < 0 or live + dead < 1 for seat, live, dead in posts):
        raise _posts_error(posts, n)
    if len({post[0] for post in posts}) != len(posts) or table.variant.has_bring_in:
        raise SituationError(code="bad-field", variant="posts-seats")


def _between(count: int, before: int, seat: int, after: int) -> bool:
    """Whether ``seat`` comes after seat ``before`` and before seat ``after``, clockwise round a
    table of ``count`` seats."""
    return 0 < (seat - before) % count < (after - before) % count


def _post_shaped(post: Any) -> bool:
    """Whether ``post`` is a triple of whole numbers (a :class:`BlindPost`, or a plain tuple)."""
    return isinstance(post, tuple) and len(post) == 3 and all(type(v) is int for v in post)


def _blind_players_shaped(given: Any) -> bool:
    """Whether ``given`` is a pair of a seat or ``None`` and a seat (whole numbers)."""
    return (
        type(given) is tuple
        and len(given) == 2
        and (given[0] is None or type(given[0]) is int)
        and type(given[1]) is int
    )


def _blind_players_error(given: object) -> SituationError:
    return SituationError(
        code="bad-field",
        params={"players": quoted(given)},
        variant="blind-players",
    )


def _posts_error(posts: object, n: int) -> SituationError:
    return SituationError(code="bad-field", params={"last": n - 1, "posts": quoted(posts)}, variant="posts")
