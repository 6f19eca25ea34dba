"""What happens at a table of the room, one :class:`RoomEvent` after another: the only way a table
changes (:func:`pokerfloor.room.state.apply` applies one), and all that is stored of it.

An event has the table's next number (``seq``, from 1), a ``kind``, its ``data`` (JSON) and the
time it happened (``at``, seconds since the epoch: the clocks are worked out from it). The kinds
and their data:

=============  ===============================================  ==========================================
kind           data                                             what
=============  ===============================================  ==========================================
``opened``     ``settings``                                     the table opens (the first event)
``seated``     ``player``, ``seat``, ``chips``                  a player sits down with his buy-in (or
                                                                ``moved_from`` a table by the floor, with
                                                                his chips); ``posts``: he posts to come in
``added``      ``player``, ``chips``                            a top-up or rebuy (after his hand, if in one)
``sat-out``    ``player``, ``why``                              sits out from the next hand (``asked``,
                                                                ``clock``, ``disconnected``, ``floor``)
``back``       ``player``                                       back from sitting out
``left``       ``player``                                       leaves (after his hand, if in one; or, at
                                                                once, ``moved_to`` a table by the floor)
``waiting``    ``player``, ``chips``                            joins the waiting list, with his buy-in
``unwaiting``  ``player``                                       leaves the waiting list
``dealt``      ``seed``                                         the next hand is dealt: its deck's seed
``acted``      ``text``, ``by``                                 an action, written as applied (``"A raise
                                                                300"``), by the ``player``, the ``clock``
                                                                or the ``house`` (a player away)
``runs``       ``player``, ``times``                            a player in the pot agrees to run the board
                                                                up to ``times`` times (1: once), when asked
                                                                (:mod:`pokerfloor.room.runs`)
``ran``        ``times``                                        the house runs the board as all agreed (or
                                                                once: the clock ran out); the hand is over
``bomb-vote``  ``player``, ``agree``                            a player present agrees to a bomb pot on the
                                                                next hand, or opts out of it (the table's
                                                                ``bomb_pot_vote``)
``paused``     (none)                                           the floor pauses the table
``resumed``    (none)                                           the floor lets it go on
``restarted``  (none)                                           the server started again: the clock of
                                                                the player to act starts over
``ruled``      ``text``, ``rule``, ``by``                       a floor ruling on a dispute, citing a rule
``closed``     (none)                                           the table closes (between hands)
=============  ===============================================  ==========================================

>>> event = RoomEvent(3, "seated", {"player": "ann", "seat": 2, "chips": 200}, 1.5)
>>> RoomEvent.from_json(event.as_json()) == event
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pokerfloor.errors import RoomError

__all__ = ["EVENT_FIELDS", "RoomEvent"]

#: Each kind's data fields and their JSON types.
EVENT_FIELDS: Mapping[str, Mapping[str, type]] = {
    "opened": {"settings": dict},
    "seated": {"player": str, "seat": int, "chips": int},
    "added": {"player": str, "chips": int},
    "sat-out": {"player": str, "why": str},
    "back": {"player": str},
    "left": {"player": str},
    "waiting": {"player": str, "chips": int},
    "unwaiting": {"player": str},
    "dealt": {"seed": int},
    "acted": {"text": str, "by": str},
    "runs": {"player": str, "times": int},
    "ran": {"times": int},
    "bomb-vote": {"player": str, "agree": bool},
    "paused": {},
    "resumed": {},
    "restarted": {},
    "ruled": {"text": str, "rule": str, "by": str},
    "closed": {},
}


@dataclass(frozen=True, slots=True)
class RoomEvent:
    """One change of a table: its number ``seq``, ``kind``, ``data`` and time ``at``."""

    seq: int
    kind: str
    data: Mapping[str, Any]
    at: float

    def __post_init__(self) -> None:
        fields = EVENT_FIELDS.get(self.kind)
        if fields is None or type(self.seq) is not int or self.seq < 1 or not isinstance(self.at, float | int):
            raise RoomError(code="bad-event", params={"seq": repr(self.seq), "kind": repr(self.kind)})
        for name, kind in fields.items():
            value = self.data.get(name)
            if type(value) is not kind:
                raise RoomError(
                    code="bad-event", variant="field", params={"seq": self.seq, "kind": self.kind, "field": name}
                )

    def as_json(self) -> dict[str, Any]:
        """``{seq, kind, data, at}``."""
        return {"seq": self.seq, "kind": self.kind, "data": dict(self.data), "at": self.at}

    @classmethod
    def from_json(cls, given: Mapping[str, Any]) -> RoomEvent:
        """The event of :meth:`as_json`."""
        return cls(given["seq"], given["kind"], given["data"], float(given["at"]))

    def data_text(self) -> str:
        """The data as stored: compact JSON."""
        return json.dumps(self.data, separators=(",", ":"), sort_keys=True)
