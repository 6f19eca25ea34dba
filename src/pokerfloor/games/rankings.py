"""How hands are ranked at a showdown, one interface for every game.

A :class:`Ranking` ranks every hand of a showdown in one call (the board looked at once):
``ranks(board, holes, out)`` gives, per seat, an ``int`` where **lower is better**, or ``None``
for a seat that is ``out`` or has no qualifying hand (no eight-or-better low). A variant lists
its rankings: one for a high game, two for a high-low split.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..evaluation import holdem_high_ranks, omaha_high_rank, omaha_low_rank

__all__ = ["HIGH", "OMAHA_EIGHT_LOW", "OMAHA_HIGH", "Ranking"]

Cards = Sequence[int]


class Ranking:
    """One way of ranking hands: its name (the word in explanations, e.g. ``"high"``) and
    whether a hand must qualify for it (an eight-or-better low)."""

    __slots__ = ("name", "qualifies")

    def __init__(self, name: str, *, qualifies: bool = False) -> None:
        self.name = name
        self.qualifies = qualifies

    def ranks(self, board: Cards, holes: Sequence[Cards], out: Sequence[bool]) -> list[int | None]:
        """The rank of each seat's best hand, ``None`` for the seats ``out`` (and, where hands
        must qualify, for those that do not)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<Ranking {self.name}>"


class _HoldemHigh(Ranking):
    """The best five of the hole cards and the board, any of them."""

    __slots__ = ()

    def ranks(self, board: Cards, holes: Sequence[Cards], out: Sequence[bool]) -> list[int | None]:
        return holdem_high_ranks(board, holes, out)


class _OmahaHigh(Ranking):
    """The best five of exactly two hole cards and three of the board."""

    __slots__ = ()

    def ranks(self, board: Cards, holes: Sequence[Cards], out: Sequence[bool]) -> list[int | None]:
        return [None if gone else omaha_high_rank(hole, board) for hole, gone in zip(holes, out, strict=True)]


class _OmahaEightLow(Ranking):
    """The best eight-or-better low of exactly two hole cards and three of the board."""

    __slots__ = ()

    def ranks(self, board: Cards, holes: Sequence[Cards], out: Sequence[bool]) -> list[int | None]:
        return [None if gone else omaha_low_rank(hole, board) for hole, gone in zip(holes, out, strict=True)]


#: Hold'em's high hand.
HIGH: Ranking = _HoldemHigh("high")
#: Omaha's high hand: two hole cards and three of the board.
OMAHA_HIGH: Ranking = _OmahaHigh("high")
#: Omaha's eight-or-better low.
OMAHA_EIGHT_LOW: Ranking = _OmahaEightLow("low", qualifies=True)
