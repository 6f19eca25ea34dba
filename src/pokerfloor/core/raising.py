"""What a raise may be here: the questions a betting round answers about the player to act's bet
or raise, none of which changes anything.

Whether he may bet or raise at all, and the rule that stops him when he may not (short of
chips, nobody left to raise against, the betting not reopened to him, the cap); the smallest and
largest street total he may bet or raise to; stud's big bet when a pair shows; the small blind
counted as a big one in a pot-limit pot; and what a bet or raise is called now.

Reopening is decided per player (TDA 2024 Rule 47): a player who has acted may raise again only
when what he faces now, compared with what he faced when he last acted, is at least a full raise
(no-limit and pot-limit; short all-ins add up), or when a bet or raise that counted as one was made
since (limit games, where an all-in of at least half a bet counts). The levels compared are moved
by :class:`~pokerfloor.core.betting.BettingRound` as actions are applied; here they are only read.

:class:`RaiseQuestions` is the betting round's base class: it declares the round's fields it
reads, which the round alone sets (``tests/test_layout.py`` holds that nothing else does).
Compiled, a base class's methods read the fields at fixed offsets, as the round's own do.
"""

from __future__ import annotations

from typing import Final

from pokerfloor.actions import Kind
from pokerfloor.core.refusals import RAISE_CAPPED, RAISE_NO_OPPONENT, RAISE_NOT_REOPENED, RAISE_SHORT
from pokerfloor.given import mypyc_attr
from pokerfloor.rules import Rulebook
from pokerfloor.structures import Structure

__all__ = ["NOT_ACTED", "RaiseQuestions"]

#: ``acted[i]`` of a player who has not acted yet in this round (blinds are posted, not acted).
NOT_ACTED: Final = -1

# Module constants, not the enum's descriptor lookup (see core/betting.py).
_BET: Final = Kind.BET
_RAISE: Final = Kind.RAISE
_COMPLETE: Final = Kind.COMPLETE


@mypyc_attr(allow_interpreted_subclasses=True)  # as its one subclass, BettingRound
class RaiseQuestions:
    """What the player ``i`` to act in a betting round may bet or raise: the round's read-only
    questions. The fields are the round's, each described where :class:`BettingRound` sets it."""

    __slots__ = ()  # the round's slots hold the fields

    structure: Structure
    rules: Rulebook
    stacks: list[int]
    bets: list[int]
    acted: list[int]
    folded: list[bool]
    able: int
    heads_up_start: bool
    pot: int
    street_bets: int
    phantom: int
    rounded: int
    rounded_seats: tuple[int, int, int]
    pot_step: int
    bring_in: int
    big_bet: bool
    current_bet: int
    last_full_raise: int
    full_level: int
    reopen_level: int
    raise_base: int
    raises: int
    capped: bool

    def raise_blocked(self, i: int) -> str | None:
        """Why player ``i`` may not bet or raise now, or ``None`` when he may."""
        stacks, bets = self.stacks, self.bets
        if bets[i] + stacks[i] <= self.current_bet:
            return RAISE_SHORT
        if self.able < 2:
            return RAISE_NO_OPPONENT
        acted = self.acted[i]
        structure = self.structure
        if structure.is_limit:
            if acted != NOT_ACTED and not self._limit_reopened(acted):
                return RAISE_NOT_REOPENED
            if self.raises >= self.rules.limit_cap_raises and not self._cap_lifted():
                return RAISE_CAPPED
            return None
        if acted == NOT_ACTED:
            return None
        if self.rules.nolimit_allins_add_up:
            faced = self.current_bet - acted
            if faced * 100 >= self.rules.nolimit_reopen_percent * self.last_full_raise:
                return None
            return RAISE_NOT_REOPENED
        return None if self.reopen_level > acted else RAISE_NOT_REOPENED

    def _limit_reopened(self, acted: int) -> bool:
        """Limit games, a player who acted at ``acted``: reopened by a bet or raise that counted
        since; when partial all-ins add up, only if what he now faces is itself at least the share
        of a bet (Robert's Rules, Betting and Raising, rule 6: "the resulting wager size to a
        player")."""
        if self.full_level <= acted:
            return False
        if not self.rules.limit_allins_add_up:
            return True
        unit = self.structure._unit(self.big_bet, self.last_full_raise)
        return (self.current_bet - acted) * 100 >= self.rules.limit_reopen_percent * unit

    def _cap_lifted(self) -> bool:
        when = self.rules.limit_cap_heads_up
        if when == "begins":
            return self.heads_up_start
        if when == "becomes":
            return self.able <= 2 and not self.capped
        return False

    def small_as_big(self, i: int) -> int:
        """Pot-limit: what the lower blinds count for beyond their chips in player ``i``'s pot (WSOP
        2024 Live Action Rule 187: the small blind as a big blind, and in a $1-$2-$5 game both
        lower blinds as the third, until the largest blind has acted on the first betting round;
        a lower blind's own call brings it up anyway)."""
        small, middle, top = self.rounded_seats
        if top < 0 or self.acted[top] != NOT_ACTED or self.folded[top]:
            return 0
        return self._short_of_rounded(small, i) + self._short_of_rounded(middle, i)

    def _short_of_rounded(self, seat: int, i: int) -> int:
        """What the lower blind of ``seat`` (none when negative) lacks of the largest blind, in
        player ``i``'s pot: nothing in his own, which his call fills."""
        if seat < 0 or seat == i:
            return 0
        short = self.rounded - self.bets[seat]
        return short if short > 0 else 0

    def big_bet_size(self, i: int) -> int:
        """Stud's fourth street with a pair showing: the total of a bet or raise of the big bet,
        which player ``i`` may make instead of the small one (all-in for less included)."""
        to = self.structure._range(True, self.current_bet, self.last_full_raise, self.raise_base, 0)[0]
        all_in = self.bets[i] + self.stacks[i]
        return to if to < all_in else all_in

    def raise_range(self, i: int) -> tuple[int, int]:
        """The smallest and largest street total player ``i`` may bet or raise to, all-in included."""
        pot_after_call = 0
        if self.structure.uses_pot:
            extra = self.phantom + self.small_as_big(i)
            pot_after_call = self.pot + extra + self.street_bets + max(self.current_bet - self.bets[i], 0)
        low, high = self.full_range(pot_after_call)
        all_in = self.bets[i] + self.stacks[i]
        if all_in < low:
            return all_in, all_in
        return low, high if high < all_in else all_in

    def full_range(self, pot_after_call: int) -> tuple[int, int]:
        """The smallest and largest street total of a full bet or raise, before the stack: the
        structure's, and in pot-limit played in steps (``pot_step`` above 1: WSOP 2024 Live Action
        Rules 186 and 187) each over the bet rounded up to a whole number of steps, the pot "treating
        any odd amount as the next larger size"."""
        current = self.current_bet
        low, high = self.structure._range(self.big_bet, current, self.last_full_raise, self.raise_base, pot_after_call)
        step = self.pot_step
        if step > 1:
            low = current - (current - low) // step * step
            high = current - (current - high) // step * step
        return low, high

    def aggressive_kind(self) -> Kind:
        """What a bet or raise is called now: a bet with nothing in, the completion of stud's
        bring-in while nobody has made a full bet over it, else a raise."""
        if self.bring_in and not self.full_level:
            return _COMPLETE
        return _BET if self.current_bet == 0 else _RAISE
