"""The tally of a ``pokerfloor check`` run: how many hands got each verdict, and why.

A corpus-wide run gives millions of results; :class:`Tally` keeps only counts (by verdict, and by
the reason's code within each) and the first example of each reason, so it reads at a glance:
one line always, and with ``--summary`` a table.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pokerfloor.checking.phh_verdict import FAILED, ODD_CHIP, SKIPPED, STATUSES, UNVERIFIABLE, VERIFIED

__all__ = ["COUNTED", "LABELS", "Tally"]

#: How each verdict is said.
LABELS = {
    VERIFIED: "verified",
    ODD_CHIP: "verified but for an odd chip split in halves",
    UNVERIFIABLE: "replayed but not verifiable",
    FAILED: "failed",
    SKIPPED: "skipped",
}
#: How each verdict is counted in the one line of every run.
COUNTED = {
    VERIFIED: "verified",
    ODD_CHIP: "verified but for an odd chip",
    UNVERIFIABLE: "not verifiable",
    FAILED: "failed",
    SKIPPED: "skipped",
}
#: The most reasons listed under one verdict in the table.
REASONS_SHOWN = 8


class Tally:
    """Counts of verdicts and of their reasons, with one example of each reason."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.reasons: dict[str, Counter[str]] = {}
        self.examples: dict[tuple[str, str], str] = {}

    @property
    def total(self) -> int:
        """The hands counted."""
        return sum(self.counts.values())

    def add(self, result: dict[str, Any]) -> None:
        """Count one ``check --json`` result."""
        status = result["status"]
        self.counts[status] += 1
        if status == VERIFIED and not result.get("forgiven"):
            return
        # Grouped by the reason's code, or else by the rule it names (a site hand's verdict
        # carries the rule), or else by the reason's first clause.
        code = result.get("code") or result.get("rule") or _gist(str(result.get("reason", "")))
        if status == VERIFIED:
            code = "forgiven"  # verified, with something the lenient reader let pass
        self.reasons.setdefault(status, Counter())[code] += 1
        if (status, code) not in self.examples:
            where = result["file"] + (f" [{result['hand']}]" if result.get("hand") else "")
            why = "; ".join(result["forgiven"]) if code == "forgiven" else result.get("reason", "")
            self.examples[status, code] = f"{where}: {why}"

    def line(self) -> str:
        """``2000 checked: 1990 verified, ...``: every verdict, in order."""
        parts = [f"{self.counts[s]:,} {COUNTED[s]}" for s in STATUSES]
        parts += [f"{count:,} {status}" for status, count in self.counts.items() if status not in LABELS]
        return f"{self.total:,} checked: " + ", ".join(parts)

    def skips(self) -> list[str]:
        """Why hands were not verified (not failed: those are printed one by one), one line a
        reason, with its first example (the default output)."""
        lines = []
        for status in (ODD_CHIP, UNVERIFIABLE, SKIPPED):
            for code, count in self.reasons.get(status, Counter()).most_common():
                example = self.examples[status, code].split(": ", 1)[-1]
                lines.append(f"  {COUNTED[status]} {count:,}: {example}")
        return lines

    def table(self) -> list[str]:
        """The verdicts, their share and their reasons (each with the first hand it was seen on)."""
        total = self.total or 1
        lines = [f"{'verdict':<46} {'hands':>11} {'share':>8}  reasons"]
        for status in (*STATUSES, *(s for s in self.counts if s not in LABELS)):
            count = self.counts[status]
            lines.append(f"{LABELS.get(status, status):<46} {count:>11,} {count / total:>8.2%}")
            for code, times in self.reasons.get(status, Counter()).most_common(REASONS_SHOWN):
                lines.append(f"{'':<68}{code}: {times:,} (e.g. {self.examples[status, code]})")
            hidden = len(self.reasons.get(status, ())) - REASONS_SHOWN
            if hidden > 0:
                lines.append(f"{'':<68}... and {hidden} other reasons")
        return lines


def _gist(reason: str) -> str:
    """A reason without its particulars (for results that carry no code): its first clause."""
    return reason.split(":", 1)[0][:60] or "no reason given"
