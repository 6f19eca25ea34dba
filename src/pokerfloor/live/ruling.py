"""A live ruling and what every ruling shares: the :class:`LiveRuling` record and its
:class:`Clause` parts, where the betting stands for the player to act (:class:`Facing`), and the
rulings both a declaration and a push of chips come to: a call (or a check), a bet or raise
corrected into the range the player may bet in, or the call a bet or raise that is not open
binds him to.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field

from pokerfloor.actions import Action, Kind
from pokerfloor.core.hand import Hand
from pokerfloor.core.refusals import RAISE_CAPPED, RAISE_NO_OPPONENT, RAISE_NOT_REOPENED, RAISE_SHORT
from pokerfloor.errors import NoActionPendingError, NotYourTurnError, SituationError
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, render
from pokerfloor.rules import Rulebook

__all__ = [
    "Clause",
    "Facing",
    "LiveRuling",
    "bet_or_raise",
    "called",
    "cite",
    "clause",
    "english",
    "facing_of",
    "held_to_call",
    "late_note",
    "led_by",
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
    fill its ``{placeholders}`` (a value may be a clause in turn) and ``text`` is its English, as
    the English catalog says it. The lead of every ruling, what was said or pushed, is a clause, so a ruling
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
    ``source`` the declaration or push as written. The sentence is the catalogs' message
    ``live.<code>[.<variant>]`` filled with ``params`` (whose ``lead`` is a :class:`Clause`):
    ``text`` is its English, rendered from the English catalog, and
    :func:`pokerfloor.explain.rulings.explain_live` says it in the other languages.
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
        """The rulebook of the hand."""
        return self.hand.rules

    @property
    def to_call(self) -> int:
        """What a call adds (0 when nothing is to call)."""
        return max(self.current - self.bets, 0)

    @property
    def all_in(self) -> int:
        """The street total of the player's whole stack."""
        return self.bets + self.stack

    @property
    def limit(self) -> bool:
        """Whether the bets are limited (fixed or spread limit): a declared amount is then a size."""
        return self.hand.table.structure.is_limit

    @property
    def aggressive(self) -> Kind:
        """What a bet or raise is called now: a bet with nothing to call, else a raise."""
        return Kind.BET if self.current == 0 else Kind.RAISE

    def cite(self, topic: str) -> str:
        """The rule the rulebook cites on ``topic``."""
        return self.rules.cite(topic)


def facing_of(hand: Hand, player: str | None, source: str) -> Facing:
    """Where the betting stands for the player to act, who must be ``player`` when named
    (``source`` quotes what was said or pushed in a refusal)."""
    seat = hand.to_act
    if seat < 0:
        raise NoActionPendingError(source)
    name = hand.names[seat]
    if player is not None and player != name:
        if player not in hand.names:
            players = ", ".join(hand.names)
            raise SituationError(
                code="unknown-player",
                params={"source": source, "player": player, "players": players},
                variant="live",
            )
        raise NotYourTurnError(
            source,
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


def english(key: str, params: Mapping[str, object]) -> str:
    """The English catalog's message ``key`` filled with ``params``, a clause among them by its own
    English: the words of a ruling are the catalogs', written once (``explain/locale``)."""
    values = {name: value.text if isinstance(value, Clause) else value for name, value in params.items()}
    return render(key, DEFAULT_LANGUAGE, **values)


def clause(key: str, **params: object) -> Clause:
    """A clause of a ruling's sentence: the catalog message ``key`` with ``params``."""
    return Clause(key, params, english(key, params))


def late_note(late: str) -> Clause | str:
    """The aside on a second action word said after the first, which does not count ("" when none)."""
    return clause(f"note.{late}") if late else ""


def ruled(
    facing: Facing, action: Action, source: str, why: tuple[str, str], variant: str = "", **params: object
) -> LiveRuling:
    """A ruling of ``action`` for ``why`` (its code and its rule), its sentence the catalogs'
    ``live.<code>[.<variant>]`` filled with ``params``."""
    code, rule = why
    text = english(_sentence(code, variant), params)
    return LiveRuling(facing.name, action, f"{facing.name} {action}", rule, code, text, source, params, variant)


def led_by(ruling: LiveRuling, lead: Clause, rule: str) -> LiveRuling:
    """``ruling`` with another ``lead`` and ``rule`` (an amount said alone is ruled as the chips it
    amounts to, the words said leading the sentence)."""
    params = {**ruling.params, "lead": lead}
    text = english(_sentence(ruling.code, ruling.variant), params)
    return dataclasses.replace(ruling, rule=rule, text=text, params=params)


def _sentence(code: str, variant: str) -> str:
    """The catalog key of a ruling's sentence."""
    return f"live.{code}.{variant}" if variant else f"live.{code}"


def called(facing: Facing, code: str, rule: str, lead: Clause, source: str, *, but: str = "") -> LiveRuling:
    """A call, or a check when there is nothing to call (the big blind's option).

    ``but`` names why a bet or raise said or pushed is only a call (a code of ``raise_blocked``,
    the first part of the sentence's variant: a player who may not bet or raise always has a bet
    to call, so the catalogs have no check with a ``but``)."""
    prefix = f"{but}." if but else ""
    if facing.to_call > 0:
        adds = min(facing.to_call, facing.stack)
        to = facing.bets + adds
        return ruled(facing, Action(Kind.CALL), source, (code, rule), f"{prefix}call", lead=lead, to=to, adds=adds)
    return ruled(facing, Action(Kind.CHECK), source, (code, rule), f"{prefix}check", lead=lead)


#: Why a bet or raise is not open to the player: the codes of ``BettingRound.raise_blocked``.
_BLOCKED = (RAISE_NOT_REOPENED, RAISE_CAPPED, RAISE_NO_OPPONENT, RAISE_SHORT)


def held_to_call(facing: Facing, lead: Clause, source: str) -> LiveRuling:
    """A bet or raise he may not make now binds him to the full current action: the call."""
    blocked = facing.blocked if facing.blocked in _BLOCKED else RAISE_NO_OPPONENT
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
    if wanted < low:
        code, rule = short or ("corrected-up", facing.cite("underraise"))
        held = low == facing.all_in and low < facing.current + facing.full_step  # short of a full bet or raise
        variant = f"{word}.stack" if held else word
        return ruled(facing, Action(kind, low), source, (code, rule), variant, lead=lead, low=low)
    if wanted > high:
        structure = facing.hand.table.structure
        if high == facing.all_in and not (structure.is_limit or structure.uses_pot):  # no-limit: the stack
            rule = facing.rules.cite("all-in")
            return ruled(facing, Action(kind, high), source, ("more-than-stack", rule), lead=lead, high=high)
        rule = facing.cite("over-maximum") if structure.uses_pot else facing.rules.cite("limit-bet-sizes")
        return ruled(facing, Action(kind, high), source, ("corrected-down", rule), word, lead=lead, high=high)
    return ruled(facing, Action(kind, wanted), source, (code, rule), word, lead=lead, to=wanted)
