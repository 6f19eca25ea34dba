"""The hands a table played, from its events, written as hand histories: PHH (the whole record:
every card dealt), PokerStars text and Open Hand History (as one player saw them, or as the table
saw them: the hole cards shown, no others), with the writers of :mod:`pokerfloor.formats`.

>>> from pokerfloor.room.events import RoomEvent
>>> events = [RoomEvent(1, "opened", {"settings": {"name": "T", "blinds": [1, 2]}}, 0.0)]
>>> events += [RoomEvent(k + 2, "seated", {"player": p, "seat": k + 1, "chips": 100}, 0.0) for k, p in enumerate("AB")]
>>> events += [RoomEvent(4, "dealt", {"seed": 7}, 0.0), RoomEvent(5, "acted", {"text": "A fold", "by": "player"}, 1.0)]
>>> [(played.number, played.hand.stacks) for played in played_hands("t", events)]
[(1, [99, 101])]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from pokerfloor.core.hand import Hand
from pokerfloor.errors import RoomError
from pokerfloor.formats.phh import dumps as phh_dumps
from pokerfloor.formats.phh import to_phh
from pokerfloor.formats.sites import ohh, pokerstars_writer
from pokerfloor.formats.sites.build import site_hand
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.state import apply
from pokerfloor.room.table_state import TableState

__all__ = ["FORMATS", "PlayedHand", "check_reader", "played_hands", "written"]

#: The formats a history is written in, by the name asked for.
FORMATS = ("phh", "pokerstars", "ohh")


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """A hand a table finished: the ``table``'s id and ``name``, the hand's ``number`` there, when
    it was dealt (``at``) and the engine's :class:`~pokerfloor.core.hand.Hand`."""

    table: str
    name: str
    number: int
    at: float
    hand: Hand


def played_hands(table_id: str, events: Iterable[RoomEvent]) -> Iterator[PlayedHand]:
    """The hands the events finished, in order (a hand in progress is not one of them)."""
    state = TableState(table_id)
    dealt_at = 0.0
    for event in events:
        was_in_hand = state.in_hand
        apply(state, event)
        if event.kind == "dealt":
            dealt_at = event.at
        hand = state.hand
        if hand is not None and not state.in_hand and (was_in_hand or event.kind == "dealt"):
            yield PlayedHand(table_id, state.open_settings.name, state.hand_number, dealt_at, hand)


def check_reader(name: str, role: str, form: str, player: str | None = None) -> None:
    """Whether ``name`` (of ``role``) may read the hands in ``form``: a table's (``player``
    ``None``) or a player's. PHH, every card dealt, is the floor's; a player's hands are his own
    and the floor's."""
    if player is not None and role != "floor" and name != player:
        raise RoomError(code="forbidden", variant="history", params={"name": name, "player": player})
    if form == "phh" and (role != "floor" or player is not None):
        raise RoomError(code="forbidden", variant="record", params={"name": name})


def written(hands: Sequence[PlayedHand], form: str, *, hero: str | None = None) -> str:
    """The hands as a history in ``form`` (one of :data:`FORMATS`): PHH writes every card the
    hand dealt (the floor's record); PokerStars and OHH write ``hero``'s hole cards and those
    shown (no ``hero``: only those shown); a board run more than once is written as each site
    writes its runs. A hand the format cannot hold is refused with the writer's
    :class:`~pokerfloor.errors.HandHistoryError` (a bomb pot, a kill pot: PHH alone writes them)."""
    if form == "phh":
        return "\n".join(_phh(k, played) for k, played in enumerate(hands, start=1))
    if form not in FORMATS:
        raise RoomError(code="bad-format", params={"given": repr(form)[:20], "formats": ", ".join(FORMATS)})
    records = [
        site_hand(played.hand, hero=hero, dealt_to=None if hero else (), number=f"{played.number}") for played in hands
    ]
    if form == "pokerstars":
        return pokerstars_writer.dumps(records) if records else ""
    return ohh.dumps(records) if records else ""


def _phh(k: int, played: PlayedHand) -> str:
    """One hand of a ``.phhs`` collection: PHH's own fields for the seats, the hand's number and
    when it was dealt (UTC); the table, whose id is not PHH's whole number, in a user field."""
    table = played.hand.table
    n = len(table.names)
    order = [(table.button + 1 + j) % n for j in range(n)]
    when = datetime.fromtimestamp(played.at, tz=UTC)
    fields = to_phh(
        played.hand,
        seats=[table.numbers[seat] for seat in order],
        seat_count=table.seat_count,
        year=when.year,
        month=when.month,
        day=when.day,
        time=when.strftime("%H:%M:%S"),
        time_zone="UTC",
        _table=f"{played.name} ({played.table})",
    )
    fields["hand"] = played.number  # (to_phh's own first argument is named hand)
    return f"[{k}]\n{phh_dumps(fields)}"
