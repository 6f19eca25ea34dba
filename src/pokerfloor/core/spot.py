"""The decision at hand, described once, read-only.

A :class:`Spot` is what a floor person looks at before ruling: who is to act and on which street,
the bet to call and what a call adds, the size of a full raise and where the structure puts the
smallest and largest bet or raise before the stack is counted, the pot after a call, and, when
the betting is closed to this player, why and on which rule. The betting round works it out
(:func:`spot_of`, from the round's answers); the explanations, the live-table declarations and
the page read it, so none of them reads the betting round's own state.

>>> from pokerfloor import Hand, NoLimit, Table, rulebook
>>> table = Table(names=("SB", "BB", "BTN"), stacks=(200, 200, 200), button=2,
...               structure=NoLimit(2), rules=rulebook("tda"), blinds=(1, 2))
>>> spot = Hand(table).spot()
>>> spot.seat, spot.bet, spot.to_call, spot.full_step, spot.options.max_to
(2, 2, 2, 2, 200)
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerfloor.core.betting import NOT_ACTED, BettingRound
from pokerfloor.core.options import Options, options_of
from pokerfloor.core.refusals import blocked_rule
from pokerfloor.errors import NoActionPendingError
from pokerfloor.given import Given, refused
from pokerfloor.rules import Rulebook
from pokerfloor.structures import Structure

__all__ = ["Spot", "spot_of"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Spot:
    """The decision of the player to act. Amounts are chips, bets are street totals.

    ``acted_at`` is the bet the player last acted at on this street (``None`` before his first
    action: posting a blind is not acting); ``faced`` what he faces beyond it. ``full_min_to`` and
    ``full_max_to`` are the structure's smallest and largest full bet or raise before the stack
    is counted; ``options`` what he may do now, the stack counted. ``counted_level`` is the bet of
    the last bet or raise that counted as one (limit games: a partial all-in may not), and
    ``raise_base`` the level the next limit raise is counted from. ``blocked`` says why a bet or
    raise is closed to him (a code of :mod:`pokerfloor.core.betting`) and ``blocked_rule`` cites the
    rule (both empty when it is open). In stud, ``bring_in`` is the bring-in of the street
    (0 elsewhere) and ``bring_in_due`` says this player must post it or complete. ``opens`` says
    nobody has acted on the street yet, and ``opener_known`` that the cards told who opens
    (a hand history may not have recorded the up cards). ``phantom`` is what a pot-limit pot is
    counted for beyond its chips for a short blind, and ``small_as_big`` for the small blind
    counted as a big blind until the big blind acts (both included in ``pot_after_call``);
    ``pot_step`` the step a pot-limit pot is rounded up to and a bet or raise goes in (1: every chip;
    WSOP 2024 Live Action Rules 186 and 187)."""

    seat: int
    street: int
    structure: Structure
    rules: Rulebook
    options: Options
    bet: int
    has: int
    stack: int
    acted_at: int | None
    full_raise: int
    full_min_to: int
    full_max_to: int
    unit: int
    pot: int
    pot_after_call: int
    phantom: int
    small_as_big: int = 0
    pot_step: int = 1
    counted_level: int
    raise_base: int
    raises: int
    capped: bool
    able: int
    heads_up_start: bool
    big_bet: bool
    blocked: str | None
    blocked_rule: str
    last_aggressor: int | None
    bring_in: int
    bring_in_due: bool
    opens: bool
    opener_known: bool

    @property
    def all_in(self) -> int:
        """The street total of the player's whole stack."""
        return self.has + self.stack

    @property
    def to_call(self) -> int:
        """The chips a full call adds (0 when nothing is to call)."""
        return max(self.bet - self.has, 0)

    @property
    def faced(self) -> int:
        """What the player faces beyond the bet he last acted at (0 before he has acted)."""
        return 0 if self.acted_at is None else self.bet - self.acted_at

    @property
    def full_step(self) -> int:
        """The size of a full bet or raise now, over the bet: the structure's, before the stack."""
        return self.full_min_to - self.bet


def spot_of(rnd: Given[BettingRound]) -> Spot:
    """The decision of the player to act in ``rnd``, described once (see :class:`Spot`); raises
    when nobody can act."""
    if not isinstance(rnd, BettingRound):
        raise refused("rnd", rnd, "needs", kind="BettingRound")
    i = rnd.to_act
    if i < 0:
        raise NoActionPendingError("")
    options = options_of(rnd)
    bet, has = rnd.current_bet, rnd.bets[i]
    small_as_big = rnd.small_as_big(i)
    pot_after_call = rnd.pot + rnd.phantom + small_as_big + rnd.street_bets + max(bet - has, 0)
    full_min_to, full_max_to = rnd.full_range(pot_after_call)
    blocked = rnd.raise_blocked(i)
    return Spot(
        seat=i,
        street=rnd.street,
        structure=rnd.structure,
        rules=rnd.rules,
        options=options,
        bet=bet,
        has=has,
        stack=rnd.stacks[i],
        acted_at=None if rnd.acted[i] == NOT_ACTED else rnd.acted[i],
        full_raise=rnd.last_full_raise,
        full_min_to=full_min_to,
        full_max_to=full_max_to,
        unit=rnd.structure._unit(rnd.big_bet, rnd.last_full_raise),
        pot=rnd.pot + rnd.street_bets,
        pot_after_call=pot_after_call,
        phantom=rnd.phantom,
        small_as_big=small_as_big,
        pot_step=rnd.pot_step,
        counted_level=rnd.full_level,
        raise_base=rnd.raise_base,
        raises=rnd.raises,
        capped=rnd.capped,
        able=rnd.able,
        heads_up_start=rnd.heads_up_start,
        big_bet=rnd.big_bet,
        blocked=blocked,
        blocked_rule="" if blocked is None else blocked_rule(blocked, rnd.rules, rnd.structure.is_limit),
        last_aggressor=None if rnd.aggressor < 0 else rnd.aggressor,
        bring_in=rnd.bring_in,
        bring_in_due=rnd.bring_in_due,
        opens=rnd.actions == 0,
        opener_known=rnd.open_seats is None,
    )
