"""What one seat may know of a hand: :class:`SeatView`, made by :func:`seat_view` (``hand.view(seat)``).

A player at the table knows his own hole cards, the cards shown at the showdown, the board dealt
so far, and everything the table sees: stacks, bets, pots, who folded, who acts, every action.
He never learns the cards of another player that were not shown, nor the board still to come,
even when the hand knows them (a situation that gives every card, a deck dealt in advance).
``seat_view(hand, None)`` is an onlooker's view: no hole cards of his own, only what was shown.

>>> from pokerfloor import Table, Hand, NoLimit, rulebook
>>> from pokerfloor.cards import cards, cards_text
>>> table = Table(names=("A", "B"), stacks=(100, 100), button=1, structure=NoLimit(2),
...               rules=rulebook("tda"), blinds=(1, 2))
>>> hand = Hand(table, hole={0: cards("AsAh"), 1: cards("KsKh")}, board=cards("2c7d9hJs3c"))
>>> seen = hand.view("A")
>>> cards_text(seen.hole[0]), cards_text(seen.hole[1]), cards_text(seen.board)
('AsAh', '????', '')
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import UNKNOWN
from .errors import SituationError
from .hand import Event, Hand
from .pots import Pot

__all__ = ["SeatView", "seat_view"]

Cards = tuple[int, ...]


@dataclass(frozen=True)
class SeatView:
    """A hand as one seat sees it (every tuple has one entry per seat, in seat order).

    ``seat`` is the seat whose view it is (``None``: an onlooker's). ``hole`` holds each
    player's cards as far as this seat has seen them, :data:`~pokerfloor.cards.UNKNOWN` for the
    others; ``board`` the board cards dealt so far; ``bets`` the bets of the street in play;
    ``to_act`` the seat to act (-1: nobody); ``log`` the hand record with the cards this seat
    has not seen as :data:`~pokerfloor.cards.UNKNOWN`.
    """

    seat: int | None
    names: tuple[str, ...]
    street: int
    to_act: int
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    folded: tuple[bool, ...]
    winnings: tuple[int, ...]
    pots: tuple[Pot, ...]
    board: Cards
    hole: tuple[Cards, ...]
    log: tuple[Event, ...]


def seat_view(hand: Hand, seat: int | str | None) -> SeatView:
    """What ``seat`` (a seat number or a player's name; ``None`` for an onlooker) may know of
    ``hand``; an unknown seat is a :class:`~pokerfloor.errors.SituationError` (``unknown-player``)."""
    me = _seat_of(hand, seat)
    log = hand.log
    shown = {event.seat: event.cards for event in log if event.kind == "show"}
    hole = tuple(held if i == me else shown.get(i, (UNKNOWN,) * len(held)) for i, held in enumerate(hand.hole))
    # The board dealt: what the hand started with (a situation on the flop), then each street's cards.
    dealt = hand.table.variant.board_sizes[hand.table.street] + sum(
        len(event.cards) for event in log if event.kind == "board"
    )
    masked = tuple(event._replace(cards=hole[event.seat]) if event.kind == "deal" else event for event in log)
    return SeatView(
        seat=me,
        names=hand.names,
        street=hand.street,
        to_act=hand.to_act,
        stacks=tuple(hand.stacks),
        bets=hand.street_bets,
        folded=tuple(hand.folded),
        winnings=tuple(hand.winnings),
        pots=tuple(hand.pots()),
        board=tuple(hand.runout[:dealt]),
        hole=hole,
        log=masked,
    )


def _seat_of(hand: Hand, seat: int | str | None) -> int | None:
    """The seat number asked for (a name is looked up), or a typed error naming what was given."""
    if seat is None:
        return None
    if isinstance(seat, str):
        return hand.table.seat(seat)  # refuses an unknown name
    if type(seat) is int and 0 <= seat < len(hand.names):
        return seat
    raise SituationError(
        f"seat: {seat!r} is not a player's name nor a seat of this table (0 to {len(hand.names) - 1})",
        code="unknown-player",
        params={"player": repr(seat), "players": ", ".join(hand.names)},
        variant="seat",
    )
