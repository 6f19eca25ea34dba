"""A live ruling and what every ruling shares: the :class:`LiveRuling` record and its
:class:`Clause` parts, where the betting stands for the player to act (:class:`Facing`), and the
rulings both a declaration and a push of chips come to: a call (or a check), a bet or raise
corrected into the range the player may bet in, or the call a bet or raise that is not open
binds him to.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from pokerfloor.actions import Action, Kind
from pokerfloor.core.betting import RAISE_CAPPED, RAISE_NO_OPPONENT, RAISE_NOT_REOPENED, RAISE_SHORT
from pokerfloor.core.hand import Hand
from pokerfloor.errors import NoActionPendingError, NotYourTurnError, SituationError
from pokerfloor.rules import Rulebook

__all__ = [
    "Clause",
    "Facing",
    "LiveRuling",
    "bet_or_raise",
    "called",
    "cite",
    "clause",
    "facing_of",
    "held_to_call",
    "late_note",
    "ruled",
]


def cite(rules: Rulebook, topic: str) -> str:
    """The citation for a declaration or chip-count topic under a rulebook: its own text where
    the preset holds one, else the TDA rule it follows, said so (see :mod:`pokerfloor.rules`)."""
    return rules.cite(topic)


# -- the ruling -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Clause:
    """A part of a ruling's sentence that the message catalogs say on their own.

    ``key`` is the catalog key (``said.call``, ``pushed.exact-call``, ``note.raise``...), ``params``
    fill its ``{placeholders}`` (a value may be a clause in turn) and ``text`` is this module's
    English for it. The lead of every ruling, what was said or pushed, is a clause, so a ruling
    that corrects an amount keeps the words of the declaration it corrects.
    """

    key: str
    params: Mapping[str, object]
    text: str


@dataclass(frozen=True, slots=True)
class LiveRuling:
    """What a declaration or a chip push amounts to.

    ``action`` is the plain action it is ruled as; ``written`` its written form for ``ruled_as``
    (``"B raise 1700"``); ``rule`` the citation; ``code`` a stable code naming the rule applied;
    ``text`` an English sentence with the numbers; ``source`` the declaration or push as written.
    ``params`` and ``variant`` say the sentence in other words: the catalog message
    ``live.<code>[.<variant>]`` filled with ``params`` (whose ``lead`` is a :class:`Clause`) is
    ``text`` in English, and its translation in the other languages (:func:`pokerfloor.explain.rulings.explain_live`).
    """

    player: str
    action: Action
    written: str
    rule: str
    code: str
    text: str
    source: str
    params: Mapping[str, object] = field(default_factory=dict, hash=False)
    variant: str = ""


@dataclass(frozen=True, slots=True)
class Facing:
    """Where the betting stands for the player to act (every amount a street total), in the
    words of the declarations, taken from the hand's :class:`~pokerfloor.core.spot.Spot`."""

    hand: Hand
    name: str
    bets: int
    stack: int
    current: int
    min_to: int | None  # None when he may not bet or raise now
    max_to: int | None
    blocked: str | None
    full_step: int  # the size of a full raise now, before the stack is counted
    pot: int  # every chip in the middle, bets not yet pulled in included (TDA 2024 Rule 57)

    @property
    def rules(self) -> Rulebook:
        return self.hand.rules

    @property
    def to_call(self) -> int:
        return max(self.current - self.bets, 0)

    @property
    def all_in(self) -> int:
        return self.bets + self.stack

    @property
    def limit(self) -> bool:
        return self.hand.table.structure.is_limit

    @property
    def aggressive(self) -> Kind:
        return Kind.BET if self.current == 0 else Kind.RAISE

    def cite(self, topic: str) -> str:
        return self.rules.cite(topic)


def facing_of(hand: Hand, player: str | None, source: str) -> Facing:
    seat = hand.to_act
    if seat < 0:
        raise NoActionPendingError(source, "nobody is to act: the betting of this hand is over")
    name = hand.names[seat]
    if player is not None and player != name:
        if player not in hand.names:
            players = ", ".join(hand.names)
            raise SituationError(
                f"{source!r}: there is no player {player!r}; the players are: {players}",
                code="unknown-player",
                params={"source": source, "player": player, "players": players},
                variant="live",
            )
        raise NotYourTurnError(
            source,
            f"it is {name}'s turn to act, not {player}'s",
            rule=hand.rules.cite("not-your-turn"),
            params={"player": name, "who": player},
        )
    spot = hand.spot()
    return Facing(
        hand=hand,
        name=name,
        bets=spot.has,
        stack=spot.stack,
        current=spot.bet,
        min_to=spot.options.min_to,
        max_to=spot.options.max_to,
        blocked=spot.blocked,
        full_step=spot.full_step,
        pot=spot.pot,
    )


def clause(key: str, text: str, **params: object) -> Clause:
    """A clause of a ruling's sentence: the catalog message ``key`` with ``params``; ``text`` in English."""
    return Clause(key, params, text)


def late_note(late: str) -> Clause | str:
    """The aside on a second action word said after the first, which does not count ("" when none)."""
    return clause(f"note.{late}", f" (the '{late}' said after it does not count)") if late else ""


def ruled(
    facing: Facing, action: Action, source: str, why: tuple[str, str, str], variant: str = "", **params: object
) -> LiveRuling:
    """A ruling of ``action`` for ``why`` (its code, its rule and its English sentence), and for the
    catalogs the ``variant`` of the code's sentence and the ``params`` that fill it."""
    code, rule, text = why
    return LiveRuling(facing.name, action, f"{facing.name} {action}", rule, code, text, source, params, variant)


def called(facing: Facing, code: str, rule: str, lead: Clause, source: str, *, but: str = "") -> LiveRuling:
    """A call, or a check when there is nothing to call (the big blind's option).

    ``but`` names why a bet or raise said or pushed is only a call (its English follows the lead;
    its key is the first part of the variant)."""
    head = f"{lead.text}, but {_BLOCKED_REASONS[but]}" if but else lead.text
    prefix = f"{but}." if but else ""
    if facing.to_call > 0:
        adds = min(facing.to_call, facing.stack)
        to = facing.bets + adds
        text = f"{head}: a call to {to} (adding {adds})"
        why = (code, rule, text)
        return ruled(facing, Action(Kind.CALL), source, why, f"{prefix}call", lead=lead, to=to, adds=adds)
    text = f"{head}: with nothing to call, a check"
    return ruled(facing, Action(Kind.CHECK), source, (code, rule, text), f"{prefix}check", lead=lead)


#: Why a bet or raise is not open to the player, by the code of ``BettingRound.raise_blocked``.
_BLOCKED_REASONS = {
    RAISE_NOT_REOPENED: "the betting has not been reopened to this player",
    RAISE_CAPPED: "the raises are capped",
    RAISE_NO_OPPONENT: "every other player still in is all-in",
    RAISE_SHORT: "calling takes all the player's chips",
}


def held_to_call(facing: Facing, lead: Clause, source: str) -> LiveRuling:
    """A bet or raise he may not make now binds him to the full current action: the call."""
    blocked = facing.blocked if facing.blocked in _BLOCKED_REASONS else RAISE_NO_OPPONENT
    if blocked == RAISE_CAPPED:
        rule = facing.rules.cite("limit_cap_raises")
    elif blocked == RAISE_NOT_REOPENED:
        rule = facing.rules.cite("reopening")
    else:
        rule = facing.rules.cite("all-in")
    return called(facing, "raise-not-open", f"{facing.cite('verbal')}; {rule}", lead, source, but=blocked)


def bet_or_raise(
    facing: Facing,
    wanted: int,
    *,
    code: str,
    rule: str,
    lead: Clause,
    source: str,
    short: tuple[str, str] | None = None,
) -> LiveRuling:
    """A bet or raise to ``wanted``, corrected into the range the player may bet or raise in.

    ``short`` is the code and the rule to give when the amount is corrected up, when a rule other
    than the under-raise correction holds the player to the minimum (the 50% standard)."""
    if facing.min_to is None or facing.max_to is None:
        return held_to_call(facing, lead, source)
    low, high = facing.min_to, facing.max_to
    kind = facing.aggressive
    word = kind.value
    why = lead.text
    if wanted < low:
        code, rule = short or ("corrected-up", facing.cite("underraise"))
        if low == facing.all_in and low < facing.current + facing.full_step:
            text = f"{why}; short of a full {word}, the player is held to the whole stack: all-in to {low}"
            return ruled(facing, Action(kind, low), source, (code, rule, text), f"{word}.stack", lead=lead, low=low)
        text = f"{why}; the minimum {word} is to {low}, so it is made up to {low}"
        return ruled(facing, Action(kind, low), source, (code, rule, text), word, lead=lead, low=low)
    if wanted > high:
        structure = facing.hand.table.structure
        if high == facing.all_in and not (structure.is_limit or structure.uses_pot):  # no-limit: the stack
            text = f"{why}; with only {facing.all_in} in all, the player is all-in to {high}"
            rule = facing.rules.cite("all-in")
            return ruled(facing, Action(kind, high), source, ("more-than-stack", rule, text), lead=lead, high=high)
        text = f"{why}; the maximum {word} is to {high}, so it is brought down to {high}"
        rule = facing.cite("over-maximum") if structure.uses_pot else facing.rules.cite("limit-bet-sizes")
        return ruled(facing, Action(kind, high), source, ("corrected-down", rule, text), word, lead=lead, high=high)
    text = f"{why}: a {word} to {wanted}"
    return ruled(facing, Action(kind, wanted), source, (code, rule, text), word, lead=lead, to=wanted)
