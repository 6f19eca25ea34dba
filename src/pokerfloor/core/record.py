"""The hand record and the undo records: what happened, kept for reading, writing and taking back.

The record is a list of plain tuples (:data:`RecordEntry`), one per event, written on the hot path
and named when read (:class:`Event`). Undo keeps, per action, what the betting round saved, where
the record stood, and what closing a street or settling the pots changed (:class:`ClosedStreet`,
:class:`Settled`), so :meth:`pokerfloor.core.hand.Hand.pop` is constant time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from pokerfloor.games.cards import cards_text

if TYPE_CHECKING:
    from pokerfloor.core.betting import BettingRound, Saved
    from pokerfloor.core.dealer import DealerPosition

__all__ = ["Cards", "ClosedStreet", "Discard", "Drew", "Event", "RecordEntry", "Settled", "Step"]


class Event(NamedTuple):
    """One entry of the hand record: ``kind`` is ``post``, ``deal`` (hole cards, ``seat`` set),
    ``board``, ``action``, ``draw`` (the discards in ``cards``: none when the player stood pat),
    ``return`` (uncalled chips), ``run`` (the board dealt again: ``amount`` numbers the run, 2 for
    the second, ``cards`` the cards dealt for it), ``show``, ``muck``, ``rake`` and ``jackpot`` (the
    house's take, its chips in ``amount``: :class:`~pokerfloor.core.rake.HouseRake`) or ``award``.
    ``text`` holds the kind of an action (its street total in ``amount``); ``cards`` the cards dealt
    or shown."""

    kind: str
    seat: int
    amount: int = 0
    text: str = ""
    cards: tuple[int, ...] = ()

    def __str__(self) -> str:
        if self.kind == "action":
            return f"{self.text} {self.amount}" if self.amount else self.text
        if self.kind == "muck":
            return "muck"
        if self.kind == "draw":
            return f"draw {cards_text(self.cards)}" if self.cards else "stand pat"
        return f"{self.kind} {cards_text(self.cards) if self.cards else self.amount}"


#: An entry of the hand record as kept on the hot path: a plain tuple of the fields of
#: :class:`Event` (a named tuple costs a constructor call; the record is read far less often
#: than it is written, so :attr:`Hand.log` names the fields when asked).
RecordEntry = tuple[str, int, int, str, tuple[int, ...]]
#: Cards as the hand keeps them: tuples, never changed once dealt (copies share them).
Cards = tuple[int, ...]


class ClosedStreet(NamedTuple):
    """What closing a street changed, for undo: the finished round, the street, the committed
    chips it replaced, the uncalled chips returned (seat and chips); the stacks and winnings
    before the pots were awarded (``None`` when the hand went on); the cards before the next
    street was dealt and where the dealer stood (``None`` in a game dealt all at once)."""

    round: BettingRound
    street: int
    committed: list[int]
    returned_seat: int
    returned_chips: int
    awarded: tuple[tuple[int, ...], tuple[int, ...]] | None
    hole: tuple[Cards, ...] | None = None
    runout: Cards | None = None
    dealt: DealerPosition | None = None


#: A draw's discards: the street, the cards thrown, and the dealer's position in the stub then.
Discard = tuple[int, Cards, int]


class Drew(NamedTuple):
    """What a draw changed, for undo: the seat, every player's cards and where the dealer stood
    before it, the seats that were still to draw, the cards discarded so far, what closing the
    street changed when the last draw left nobody to bet (``None`` otherwise), and whether every
    card was known before (a draw that does not name its discards makes the kept cards unknown), and
    the board before it."""

    seat: int
    hole: tuple[Cards, ...]
    dealt: DealerPosition
    drawing: tuple[int, ...]
    discarded: tuple[Discard, ...]
    closed: ClosedStreet | None = None
    all_known: bool = True
    #: The board before it (the last discard of a street deals the street's board cards).
    runout: Cards = ()


class Settled(NamedTuple):
    """What settling the pots changed, for undo: the stacks, the winnings and the cards before
    (hands shown at the showdown fill in cards that were unknown). Running the board again
    (:mod:`~pokerfloor.core.runs`) takes back a showdown already made: the record entries it
    took out (``entries``) and whether the pots had been awarded (``was_settled``)."""

    stacks: tuple[int, ...]
    winnings: tuple[int, ...]
    hole: tuple[Cards, ...]
    entries: tuple[RecordEntry, ...] = ()
    was_settled: bool = False


#: One pushed action, for undo: what the round saved (``None`` for a settlement), the length of
#: the record before it, and what closing the street or settling changed (``None``: nothing).
Step = tuple["Saved | None", int, "ClosedStreet | Drew | Settled | None"]
