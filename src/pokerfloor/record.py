"""The hand record and the undo records: what happened, kept for reading, writing and taking back.

The record is a list of plain tuples (:data:`RecordEntry`), one per event, written on the hot path
and named when read (:class:`Event`). Undo keeps, per action, what the betting round saved, where
the record stood, and what closing a street or settling the pots changed (:class:`ClosedStreet`,
:class:`Settled`), so :meth:`pokerfloor.hand.Hand.pop` is constant time.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import cards_text

__all__ = ["Cards", "Event", "RecordEntry"]


class Event(NamedTuple):
    """One entry of the hand record: ``kind`` is ``post``, ``deal`` (hole cards, ``seat`` set),
    ``board``, ``action``, ``return`` (uncalled chips), ``show``, ``muck`` or ``award``. ``text`` holds the
    kind of an action (its street total in ``amount``); ``cards`` the cards dealt or shown."""

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
        return f"{self.kind} {cards_text(self.cards) if self.cards else self.amount}"


#: An entry of the hand record as kept on the hot path: a plain tuple of the fields of
#: :class:`Event` (a named tuple costs a constructor call; the record is read far less often
#: than it is written, so :attr:`Hand.log` names the fields when asked).
RecordEntry = tuple[str, int, int, str, tuple[int, ...]]
#: Cards as the hand keeps them: tuples, never changed once dealt (copies share them).
Cards = tuple[int, ...]
