"""The parts of a table between hands: the players in their seats, where the last hand's button and
blinds were, and the seats counted clockwise.

>>> round_table = Clockwise(6)
>>> round_table.between(5, 1, 3), round_table.seat_before(1)
(True, 6)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from pokerfloor.core.table import Table

__all__ = ["STATUSES", "Clockwise", "Positions", "Seated", "Status", "positions_of"]

#: Where a player stands between hands: ``playing`` (dealt in), ``new`` (just sat down, not dealt
#: in yet), ``away`` (sitting out), ``back`` (back from sitting out, owing the blinds he missed).
Status = Literal["playing", "new", "away", "back"]
STATUSES = ("playing", "new", "away", "back")


@dataclass(frozen=True, slots=True)
class Seated:
    """A player at the table between hands: his seat (1 to the table's seats), his stack, where he
    stands, whether he posts to come in now rather than wait for the big blind (a new player or
    one coming back), and the blinds he missed while away; ``buys_button``: a new player between
    the small blind and the button buys the button where the rulebook lets him; ``absent_buttons``:
    how many new dealers found him away with a blind missed (WSOP 2024 Live Action Rule 73)."""

    name: str
    seat: int
    stack: int
    status: Status = "playing"
    posts: bool = False
    missed_small: bool = False
    missed_big: bool = False
    buys_button: bool = False
    absent_buttons: int = 0

    @property
    def owes(self) -> bool:
        """Whether he missed a blind he must post (or wait for the big blind) to play again."""
        return self.missed_small or self.missed_big


@dataclass(frozen=True, slots=True)
class Positions:
    """Where a hand's button and blinds were, as seat numbers: an empty seat for a dead button or
    a dead small blind; heads-up the small blind is the button's seat; 0 where a game had none (a
    game with a button blind has only a button)."""

    button: int
    small_blind: int = 0
    big_blind: int = 0
    #: The seats of the players dealt in (a moving button goes to the next of them still here).
    dealt: tuple[int, ...] = ()
    #: The seat of a new player who bought the button this hand: it comes to him next hand.
    bought: int = 0


def positions_of(table: Table) -> Positions | None:
    """A table's button and blinds as seat numbers (``None`` for a stud game: its button is frozen)."""
    if table.variant.has_bring_in:
        return None
    if table.blinds is None:
        return Positions(table.button_seat, dealt=table.numbers)
    numbers = table.numbers
    small, big = table.blind_seats
    small_seat = numbers[small] if small is not None else table.dead_small_blind
    return Positions(table.button_seat, small_seat, numbers[big], numbers)


@dataclass(frozen=True, slots=True)
class Clockwise:
    """The seats of a table of ``seats`` seats, numbered 1 to ``seats`` clockwise: which comes
    between which, and which player comes first after a seat."""

    seats: int

    def between(self, before: int, seat: int, after: int) -> bool:
        """Whether ``seat`` comes strictly after ``before`` and before ``after``, clockwise (with
        ``before`` and ``after`` the same seat, the whole way round: every other seat)."""
        count = self.seats
        return 0 < (seat - before) % count < (after - before) % count or (before == after and seat != before)

    def first_after(self, seat: int, among: Sequence[Seated], *, inclusive: bool = False) -> Seated:
        """The first of ``among`` clockwise after seat ``seat`` (or on it, ``inclusive``)."""
        count = self.seats
        return min(among, key=lambda p: (p.seat - seat - (0 if inclusive else 1)) % count)

    def seat_before(self, seat: int) -> int:
        """The seat just before ``seat``, counterclockwise."""
        return (seat - 2) % self.seats + 1
