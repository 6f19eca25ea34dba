"""The verdict on a replayed PHH hand: the replay's stacks and winnings against the record's.

A hand is ``verified`` when the record says how it ended (``finishing_stacks``, or ``winnings``
where that is all it has) and the replay ends the same way; ``unverifiable`` when it was replayed
but the record says nothing to compare (no such field, ``winnings`` all zero although a pot was
won, or a showdown whose winner the record does not let anyone tell); ``odd-chip`` when the only
difference is an odd chip the record split in halves; ``failed`` with the action, the rule or the
stacks that differ; ``skipped`` with why (a partial hand, an unknown variant).

A site's rake is not in PHH: given as a :class:`~pokerfloor.checking.rake.Rake`, it is taken from
the pots (the main pot first) before they are awarded, so a raked hand verifies exactly; without
one, stacks short by what looks like a rake say so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal
from typing import Any, Final

from pokerfloor.checking.rake import Rake
from pokerfloor.core.hand import Hand
from pokerfloor.core.rake import from_main_pot_first
from pokerfloor.core.showdown import past_first_street
from pokerfloor.formats.phh.money import UNKNOWN_STACK
from pokerfloor.formats.runs import pot_awards
from pokerfloor.formats.units import ChipUnit, all_amounts, all_ints

__all__ = [
    "FAILED",
    "ODD_CHIP",
    "SKIPPED",
    "STATUSES",
    "UNKNOWN_STACK",
    "UNVERIFIABLE",
    "VERIFIED",
    "Replay",
    "judge",
    "verdict_json",
]

VERIFIED: Final = "verified"
ODD_CHIP: Final = "odd-chip"
UNVERIFIABLE: Final = "unverifiable"
FAILED: Final = "failed"
SKIPPED: Final = "skipped"
#: Every status, in the order a summary lists them.
STATUSES: Final = (VERIFIED, ODD_CHIP, UNVERIFIABLE, FAILED, SKIPPED)

_INFINITY: Final = Decimal("Infinity")
#: The most a rake takes of a pot (sites: 3% to 10%), for the hint when stacks differ.
_RAKE_AT_MOST: Final = Decimal("0.1")


class Replay:  # noqa: PLW1641 - a result being filled in: not hashable, as the data class was not
    """The outcome of replaying one hand: ``status`` is one of :data:`STATUSES`, ``code`` a short
    stable name of why (``stacks-differ``, ``partial-hand``, an error's code...), ``reason`` the
    sentence; amounts in the file's own units. Equal when every field is."""

    def __init__(
        self,
        file: str,
        hand: str | None,
        variant: str,
        status: str,
        *,
        reason: str = "",
        code: str = "",
        action_index: int | None = None,
        action: str | None = None,
        rule: str | None = None,
        expected: list[int | Decimal] | None = None,
        actual: list[int | Decimal] | None = None,
        forgiven: list[str] | None = None,
        notes: list[str] | None = None,
    ) -> None:
        self.file = file
        self.hand = hand
        self.variant = variant
        self.status = status
        self.reason = reason
        self.code = code
        self.action_index = action_index
        self.action = action
        self.rule = rule
        self.expected = expected
        self.actual = actual
        self.forgiven: list[str] = forgiven if forgiven is not None else []
        self.notes: list[str] = notes if notes is not None else []

    def _values(self) -> tuple[object, ...]:
        return (
            self.file, self.hand, self.variant, self.status, self.reason, self.code, self.action_index, self.action,
            self.rule, self.expected, self.actual, self.forgiven, self.notes,
        )  # fmt: skip

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Replay) and other._values() == self._values()

    def __reduce__(self) -> tuple[Callable[..., Replay], tuple[object, ...]]:
        """Pickled as its fields (made again through :func:`_replay_again`)."""
        return _replay_again, self._values()

    def __repr__(self) -> str:
        names = ("file", "hand", "variant", "status", "reason", "code", "action_index", "action", "rule")
        shown = [f"{name}={getattr(self, name)!r}" for name in names]
        shown += [f"expected={self.expected!r}", f"actual={self.actual!r}", f"forgiven={self.forgiven!r}"]
        return f"Replay({', '.join(shown)}, notes={self.notes!r})"

    def as_json(self) -> dict[str, Any]:
        """The keys of ``pokerfloor check --json`` (amounts as :class:`~decimal.Decimal` where the
        file wrote decimals: :func:`~pokerfloor.formats.units.exact_json` writes them exactly)."""
        out = verdict_json(self.file, self.hand, self.variant, self.status, self.reason)
        if self.code:
            out["code"] = self.code
        if self.status in (FAILED, ODD_CHIP):
            out.update(
                action_index=self.action_index,
                action=self.action,
                rule=self.rule,
                expected=self.expected,
                actual=self.actual,
            )
        if self.notes:
            out["notes"] = self.notes
        if self.forgiven:
            out["forgiven"] = self.forgiven
        return out


def verdict_json(file: str, hand: str | None, variant: str, status: str, reason: str) -> dict[str, Any]:
    """The keys every ``check --json`` object begins with, a PHH hand's or a site's."""
    return {"file": file, "hand": hand, "variant": variant, "status": status, "reason": reason}


def _replay_again(*values: Any) -> Replay:
    """A pickled :class:`Replay` made again from its fields, in their order."""
    file, hand, variant, status, *rest = values
    names = ("reason", "code", "action_index", "action", "rule", "expected", "actual", "forgiven", "notes")
    return Replay(file, hand, variant, status, **dict(zip(names, rest, strict=True)))


def judge(
    outcome: Replay,
    hand: Hand,
    fields: Mapping[str, Any],
    unit: ChipUnit,
    *,
    rake: Rake | None = None,
    mucked: Sequence[int] = (),
) -> Replay:
    """Give ``outcome`` (a replay that went through) its verdict from ``hand`` against the record."""
    if outcome.status != VERIFIED:
        return outcome
    if not hand.is_over:
        outcome.status, outcome.code, outcome.reason = SKIPPED, "partial-hand", "partial hand: the betting is not over"
        return outcome
    stacks, winnings = _raked(outcome, hand, unit, rake, mucked)
    record = fields if isinstance(fields, dict) else dict(fields)  # a dict's look-ups are the compiled code's own
    record_stacks, record_winnings = record.get("finishing_stacks"), record.get("winnings")
    started = record.get("starting_stacks")
    if record_stacks is not None and not _matches(
        outcome, hand, unit, key="finishing_stacks", written=record_stacks, ours=stacks, started=started
    ):
        return outcome
    if record_winnings is not None and _all_zero(record_winnings) and any(winnings):
        if record_stacks is None:
            outcome.status, outcome.code = UNVERIFIABLE, "zero-winnings"
            outcome.reason = "winnings are all zero although a pot was won: no record of who won"
        else:
            outcome.notes.append("winnings are all zero although a pot was won: not compared")
        return outcome
    if record_winnings is not None:
        if (
            _matches(outcome, hand, unit, key="winnings", written=record_winnings, ours=winnings)
            and record_stacks is None
        ):
            outcome.reason = "winnings match (the record has no finishing_stacks)"
        return outcome
    if record_stacks is None:
        outcome.status, outcome.code = UNVERIFIABLE, "no-record"
        outcome.reason = "no finishing_stacks or winnings to compare"
    return outcome


def _all_zero(values: object) -> bool:
    return isinstance(values, list) and bool(values) and all(type(v) in (int, Decimal) and v == 0 for v in values)


# -- the rake -----------------------------------------------------------------------------------


def _raked(
    outcome: Replay, hand: Hand, unit: ChipUnit, rake: Rake | None, mucked: Sequence[int]
) -> tuple[list[int], list[int]]:
    """The stacks and winnings once the rake is taken (the hand's own when there is none)."""
    stacks, winnings = list(hand.stacks), list(hand.winnings)
    if rake is None:
        return stacks, winnings
    if hand.table.rake is not None:
        # The file says its own rake (``_house_rake``), which the hand has taken already: that
        # is the record's word, and the command line's rake for files that say none is not
        # taken a second time.
        outcome.notes.append(f"the file's own rake ({hand.table.rake}) taken; the --rake given is not taken again")
        return stacks, winnings
    pot = sum(winnings)
    taken = rake.taken(pot, unit, flop=past_first_street(hand))
    if not taken:
        return stacks, winnings
    raked = from_main_pot_first(taken, [amount for amount, _ in hand.pots()])
    if not hand.is_contested:
        awards = [w - taken if w else 0 for w in winnings]
    else:
        runs = pot_awards(hand, [hand.runout], mucked, raked)
        if runs is None:  # pragma: no cover - a settled hand knows the cards it was settled on
            outcome.notes.append("the rake could not be taken: the cards of the showdown are not known")
            return stacks, winnings
        awards = runs.totals(len(stacks))
    outcome.notes.append(f"rake {_money(unit, taken)} taken from a pot of {_money(unit, pot)}")
    return [s - w + a for s, w, a in zip(stacks, winnings, awards, strict=True)], awards


# -- comparing ----------------------------------------------------------------------------------


def _matches(
    outcome: Replay, hand: Hand, unit: ChipUnit, *, key: str, written: object, ours: list[int], started: object = None
) -> bool:
    """Compare a record's per-player amounts with the replay's; on a difference give ``outcome``
    its verdict (odd chip, or failed with the lists and any hint) and return ``False``. ``started``:
    the record's starting stacks, when the amounts are its finishing stacks."""
    n = len(ours)
    if not isinstance(written, list) or len(written) != n:
        return _bad(outcome, f"field {key!r} must be an array of {n} values, not {written!r}")
    stacks = hand.table.stacks
    unknown = {i for i, stack in enumerate(stacks) if stack == UNKNOWN_STACK} if UNKNOWN_STACK in stacks else set()
    if not unknown and _same_chips(written, unit, ours, started, stacks):
        return True  # the usual case: compared in chips
    for item in written:
        if not _is_amount(item):
            return _bad(outcome, f"field {key!r}: {_text(item)} is not an amount of chips")
    record = [Decimal(v) if type(v) is not Decimal else v for v in written]
    mine = [unit.amount(c) for c in ours]
    differ = [i for i in range(n) if i not in unknown and record[i] != _INFINITY and record[i] != mine[i]]
    if not differ:
        return True
    outcome.expected = [_plain(v) for v in record]
    outcome.actual = [_INFINITY if i in unknown else _plain(v) for i, v in enumerate(mine)]
    gaps = {i: record[i] - mine[i] for i in differ}
    if sum(gaps.values()) == 0 and all(abs(gap) < unit.step for gap in gaps.values()):
        _odd_chip(outcome, hand, key, record, gaps)
        return False
    outcome.status, outcome.code = FAILED, f"{key.split('_', 1)[0]}-differ"
    seats = ", ".join(f"p{i + 1} {_plain(record[i])} expected, {_plain(mine[i])} replayed" for i in differ)
    what = key.replace("_", " ")
    outcome.reason = f"{what} differ: {seats}" + _rake_hint(hand, unit, gaps)
    return False


def _same_chips(written: list[Any], unit: ChipUnit, ours: list[int], started: object, table: Sequence[int]) -> bool:
    """Whether a record's amounts are ``ours`` in whole chips of ``unit``. Finishing stacks are
    given the record's starting stacks (``started``) and the table's chips of them: a player the
    replay left as he started, written as he started, is compared as written (a decimal's digits
    are read only for the stacks that moved: most players of a hand fold and lose nothing)."""
    if not unit.exponent and all_ints(written):
        return written == ours
    if not all_amounts(written):
        return False
    n = len(written)
    if type(started) is list and len(started) == n == len(table):
        moved = [i for i in range(n) if not (ours[i] == table[i] and _same_amount(written[i], started[i]))]
        chips = unit.whole_chips([written[i] for i in moved])
        return chips is not None and all(chips[k] == ours[i] for k, i in enumerate(moved))
    return unit.whole_chips(written) == ours


def _same_amount(written: int | Decimal, started: object) -> bool:
    """Whether an amount is written as the one a player started with (of the same kind: a whole
    number, or a decimal, compared without reading its digits)."""
    return type(written) is type(started) and written == started


def _is_amount(item: object) -> bool:
    """Whether a record's value is an amount: a number, 0 or more, or ``inf`` (unknown)."""
    if type(item) is int:
        return item >= 0
    if type(item) is Decimal:
        return item == _INFINITY or (item.is_finite() and item >= 0)
    return type(item) is float and (item == float("inf") or (item.is_integer() and item >= 0))


def _text(item: object) -> str:
    """A value as a record writes it (``-inf``, ``nan``, ``2.5``)."""
    if isinstance(item, Decimal) and not item.is_finite():
        return "nan" if item.is_nan() else "-inf" if item < 0 else "inf"
    return str(item) if isinstance(item, Decimal) else repr(item)


def _bad(outcome: Replay, why: str) -> bool:
    outcome.status, outcome.code, outcome.reason = FAILED, "bad-field", why
    return False


def _plain(value: Decimal) -> int | Decimal:
    """A whole amount as an ``int`` (as written in a hand in chips), a decimal as it is."""
    exponent = value.as_tuple().exponent
    return int(value) if isinstance(exponent, int) and exponent >= 0 else value


def _money(unit: ChipUnit, chips: int) -> int | Decimal:
    return unit.amount(chips) if unit.exponent else chips


def _odd_chip(outcome: Replay, hand: Hand, key: str, record: list[Decimal], gaps: Mapping[int, Decimal]) -> None:
    """The record split an odd chip in halves (a chip is indivisible): its own verdict, naming the
    chip, the shares written, and where the rules put it."""
    halves = ", ".join(f"p{i + 1} {_plain(record[i])}" for i in gaps)
    given = ", ".join(f"p{i + 1}" for i, gap in gaps.items() if gap < 0)
    rules = hand.rules
    how = "the highest card by suit" if hand.table.variant.odd_chip == "high-card" else "the first left of the button"
    outcome.status, outcome.code, outcome.rule = ODD_CHIP, "odd-chip", rules.cite("odd-chip")
    outcome.reason = (
        f"{key.replace('_', ' ')}: the record splits an odd chip in parts ({halves});"
        f" the replay gives it whole to {given}, {how} ({rules.cite('odd-chip')})"
    )


def _rake_hint(hand: Hand, unit: ChipUnit, gaps: Mapping[int, Decimal]) -> str:
    """A hint when the record is short only on the winners' side, by no more than a rake takes."""
    short = -sum(gaps.values(), Decimal(0))
    pot = unit.amount(sum(hand.winnings))
    winners = {i for i, won in enumerate(hand.winnings) if won}
    if short <= 0 or not pot or short > pot * _RAKE_AT_MOST or not set(gaps) <= winners:
        return ""
    share = (short / pot * 100).quantize(Decimal("0.1"))
    return (
        f"; the record has {_plain(short)} less, {share}% of the pot of {_plain(pot)}, all on the winners' side:"
        " it looks like a site's rake (replay with --rake PERCENT/CAP)"
    )
