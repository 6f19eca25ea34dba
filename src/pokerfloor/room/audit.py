"""The room's database checked: :func:`audit` replays every table's events from the first and
reports, per table and overall, the hands finished and in progress, whether every event applies
again, and whether the chips are conserved.

The chips: at every event, the chips brought to a table less those taken away are the chips at it
(each stack, a hand in progress keeping its own, and the top-ups waiting for a hand's end) and
those the house took (a table's rake and jackpot drops); and every hand ends with the chips it
was dealt with, less what the house took from its pots. A table's snapshot,
which a restart reads it back from, is the table its events make at that point. A sit-and-go
over has paid its whole prize pool, and given every player who entered one place.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from pokerfloor.errors import PokerfloorError
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE
from pokerfloor.explain.rulings import explain_error
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.snapshot import snapshot_of
from pokerfloor.room.state import apply
from pokerfloor.room.store import Store
from pokerfloor.room.table_state import TableState

__all__ = ["Audit", "TableAudit", "audit", "audit_table"]


@dataclass
class TableAudit:
    """One table checked: its events, the hands finished and in progress (0 or 1), the chips
    brought, taken away and at the table at the end, and what is wrong (``problems``)."""

    table: str
    name: str = ""
    events: int = 0
    hands_finished: int = 0
    hands_in_progress: int = 0
    chips_in: int = 0
    chips_out: int = 0
    chips_at_table: int = 0
    raked: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Whether nothing is wrong."""
        return not self.problems

    def as_json(self) -> dict[str, Any]:
        """The audit of the table as JSON."""
        return {
            "table": self.table,
            "name": self.name,
            "events": self.events,
            "hands_finished": self.hands_finished,
            "hands_in_progress": self.hands_in_progress,
            "chips_in": self.chips_in,
            "chips_out": self.chips_out,
            "chips_at_table": self.chips_at_table,
            "raked": self.raked,
            "ok": self.ok,
            "problems": self.problems,
        }


@dataclass
class Audit:
    """Every table checked, and the totals."""

    tables: list[TableAudit]

    @property
    def ok(self) -> bool:
        """Whether every table is right."""
        return all(table.ok for table in self.tables)

    def as_json(self) -> dict[str, Any]:
        """The audit as JSON: the totals, and each table's."""
        tables = self.tables
        return {
            "ok": self.ok,
            "tables": len(tables),
            "events": sum(t.events for t in tables),
            "hands_finished": sum(t.hands_finished for t in tables),
            "hands_in_progress": sum(t.hands_in_progress for t in tables),
            "chips_in": sum(t.chips_in for t in tables),
            "chips_out": sum(t.chips_out for t in tables),
            "chips_at_tables": sum(t.chips_at_table for t in tables),
            "raked": sum(t.raked for t in tables),
            "chips_conserved": all(t.chips_in - t.chips_out == t.chips_at_table + t.raked for t in tables),
            "per_table": [t.as_json() for t in tables],
        }


def _kept(snapshot: dict[str, Any]) -> Any:
    """A snapshot as the store gives it back (JSON's own numbers, lists and keys)."""
    return json.loads(json.dumps(snapshot))


def audit(store: Store) -> Audit:
    """Every table of the store (open or closed) checked, its snapshot too."""
    return Audit(
        [audit_table(row.id, store.events(row.id), store.snapshot(row.id)) for row in store.tables(open_only=False)]
    )


def audit_table(
    table_id: str, events: Iterable[RoomEvent], snapshot: tuple[int, dict[str, Any]] | None = None
) -> TableAudit:
    """One table's events applied again from the first, checking each (see the module's
    documentation), and its ``snapshot`` (the number of its last event, and what it keeps)
    against the table those events make."""
    state = TableState(table_id)
    report = TableAudit(table_id)
    for event in events:
        report.events += 1
        was_in_hand = state.in_hand
        try:
            apply(state, event)
        except PokerfloorError as error:
            said = explain_error(error, DEFAULT_LANGUAGE).text
            report.problems.append(f"event {event.seq} ({event.kind}) does not apply again: {said}")
            break
        hand = state.hand
        dealt_out = event.kind == "dealt" and not state.in_hand  # all in on the forced bets: over at once
        if (was_in_hand or dealt_out) and not state.in_hand and hand is not None:
            report.hands_finished += 1
            taken = sum(hand.house_take())
            if sum(hand.stacks) + taken != sum(hand.table.stacks):
                report.problems.append(
                    f"hand {state.hand_number} ends with {sum(hand.stacks)} chips and {taken} to the house,"
                    f" dealt with {sum(hand.table.stacks)}"
                )
        if snapshot is not None and event.seq == snapshot[0] and _kept(snapshot_of(state)) != snapshot[1]:
            report.problems.append(f"the snapshot at event {event.seq} is not the table its events make")
        if state.chips_in - state.chips_out != state.chips_at_table() + state.raked:
            report.problems.append(
                f"event {event.seq}: {state.chips_in} chips brought, {state.chips_out} taken away,"
                f" {state.raked} to the house, but {state.chips_at_table()} at the table"
            )
            break
    report.problems.extend(_sit_and_go_problems(state))
    report.name = state.settings.name if state.settings is not None else ""
    report.hands_in_progress = int(state.in_hand)
    report.chips_in, report.chips_out, report.chips_at_table = state.chips_in, state.chips_out, state.chips_at_table()
    report.raked = state.raked
    return report


def _sit_and_go_problems(state: TableState) -> list[str]:
    """A sit-and-go over: its prizes add up to its pool, and each player who entered has a place."""
    found = state.sit_and_go()
    if found is None or not found[1].over:
        return []
    rules, tourney = found
    problems = []
    paid, pool = sum(tourney.prizes.values()), tourney.pool(rules)
    if paid != pool:
        problems.append(f"the sit-and-go paid {paid} of a prize pool of {pool}")
    placed = sorted(name for name, _, _ in tourney.places)
    if len(set(placed)) != len(placed) or len(placed) != tourney.entries - sum(tourney.rebuys.values()):
        problems.append(f"the sit-and-go's places ({len(placed)}) are not one for each player who entered")
    return problems
