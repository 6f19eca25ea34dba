"""One betting round (a street): who acts, what he may do and for how much, and applying actions.

The round keeps a handful of integers per street and two small lists (each player's street total
and the level he last acted at); the stacks and the folds belong to the hand and are shared.

How the betting reopens is decided per player (TDA 2024 Rule 47), from levels this module moves
as actions are applied and :mod:`~pokerfloor.core.raising` reads (whether a player may raise, and
to what). There is no global "the betting is reopened" flag: that is where the peers' bugs live.

Every change an action makes is saved as one tuple, so :meth:`BettingRound.revert` is constant
time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pokerfloor.actions import Kind, action_text
from pokerfloor.core.checks import checked_action
from pokerfloor.core.raising import NOT_ACTED, RaiseQuestions
from pokerfloor.core.refusals import (
    RAISE_NO_OPPONENT,
    Faced,
    amount_refusal,
    amount_syntax,
    blocked_refusal,
    kind_refusal,
)
from pokerfloor.core.seats import MAX_PLAYERS, _seat_orders
from pokerfloor.errors import ActionUnavailableError, AmountError, NoActionPendingError, SituationError
from pokerfloor.given import Given, mypyc_attr
from pokerfloor.rules import Rulebook
from pokerfloor.structures import Structure

__all__ = ["NOT_ACTED", "BettingRound", "Saved"]

#: What :meth:`BettingRound.apply` saves for :meth:`BettingRound.revert`: the player, his bet, stack,
#: level acted at and fold, the street's bets, the players able to bet, and the betting levels and
#: the last aggressor (``None`` when the action cannot move them); and the seats that could open
#: the street when its first action came from a player the cards could not tell (else ``None``).
Saved = tuple[int, int, int, int, bool, int, int, tuple[int, ...] | None, frozenset[int] | None]

# ``Kind.FOLD`` is looked up through the enum's descriptor (about 70 ns in Python 3.11): the hot
# paths compare with these module constants instead.
_FOLD: Final = Kind.FOLD
_CHECK: Final = Kind.CHECK
_CALL: Final = Kind.CALL
_BET: Final = Kind.BET
_RAISE: Final = Kind.RAISE
_BRING_IN: Final = Kind.BRING_IN
_COMPLETE: Final = Kind.COMPLETE
#: The kinds that can move the levels the betting is measured from (undo saves them only then).
_MOVE_LEVELS: Final = frozenset({_BET, _RAISE, _COMPLETE, _BRING_IN})

#: The attributes of a :class:`BettingRound` (named once: its slots, and what its snapshot reads).
ROUND_FIELDS: Final = (
    "able",
    "acted",
    "actions",
    "aggressor",
    "bets",
    "big_bet",
    "bring_in",
    "bring_in_due",
    "bring_in_seat",
    "capped",
    "current_bet",
    "folded",
    "full_level",
    "heads_up_start",
    "last_full_raise",
    "names",
    "open_seats",
    "orders",
    "pair_option",
    "phantom",
    "pot",
    "pot_step",
    "provisional",
    "raise_base",
    "raises",
    "reopen_level",
    "rounded",
    "rounded_seats",
    "rules",
    "stacks",
    "street",
    "street_bets",
    "structure",
    "to_act",
)


@mypyc_attr(allow_interpreted_subclasses=True)  # BettingRound.__new__(BettingRound): a blank (as Hand)
class BettingRound(RaiseQuestions):
    """The betting of one street (what a bet or raise may be here: its base class's questions).

    ``stacks`` and ``folded`` are the hand's lists, shared and updated in place. ``bets`` are the
    street totals. A new round starts with no bets (after the flop) or with the blinds in
    (preflop, see :meth:`post`).

    ``able`` (players in the hand with chips behind) is counted here unless given;
    ``names`` (the players' names by seat) quote a refused action.

    The hand makes a round on every street with positional arguments: keywords reach
    ``__init__`` through a dictionary built for each call.
    """

    __slots__ = ROUND_FIELDS

    def __init__(  # noqa: PLR0917 - positional on the hot path (see the docstring)
        self,
        structure: Structure,
        rules: Rulebook,
        street: int,
        stacks: list[int],
        folded: list[bool],
        pot: int,
        able: int | None = None,
        big_bet: bool = False,
        names: Sequence[str] = (),
        pot_step: int = 1,
    ) -> None:
        """Open the round on a street (the class says with what)."""
        self.structure = structure
        self.rules = rules
        self.street = street
        #: Fixed-limit: whether this street's bets are the big bet; and whether a bet or raise may
        #: be the small or the big one, because a pair shows on stud's fourth street (a big one
        #: makes every later raise big).
        self.big_bet = big_bet
        self.pair_option = False
        self.stacks = stacks
        self.folded = folded
        self.names = names
        n = len(stacks)
        if n > MAX_PLAYERS:
            raise SituationError(
                code="bad-field",
                params={"count": n, "most": MAX_PLAYERS},
                variant="players-max",
            )
        self.orders = _seat_orders(n)
        self.bets = [0] * n
        self.acted = [NOT_ACTED] * n
        #: The street total a call must reach.
        self.current_bet = 0
        #: The size of the last full bet or raise: the minimum raise increment (TDA 2024 Rule 43).
        self.last_full_raise = structure._unit(big_bet, structure.min_bet)
        #: The level of the last bet or raise that counted as one (reopens in limit games).
        self.full_level = 0
        #: No-limit: the level of the last raise that reached the reopening share on its own.
        self.reopen_level = 0
        #: Limit: the level the next raise is counted from.
        self.raise_base = 0
        #: Limit: raises made after the bet, for the cap.
        self.raises = 0
        #: Limit: the cap was reached while three or more could bet (a later fold cannot lift it).
        self.capped = False
        self.able = able if able is not None else sum(1 for i in range(n) if not folded[i] and stacks[i] > 0)
        self.heads_up_start = self.able == 2
        #: Chips in the middle from earlier streets (for the pot-limit maximum).
        self.pot = pot
        #: The sum of ``bets``, kept as actions are applied.
        self.street_bets = 0
        #: Pot-limit: chips a short big blind is counted for beyond what he posted.
        self.phantom = 0
        #: Pot-limit: the big blind the small blind is counted as, and the seats of the small and
        #: the big blind (until the big blind acts); 0 and no seats when the rulebook does not.
        self.rounded = 0
        self.rounded_seats = (NOT_ACTED, NOT_ACTED, NOT_ACTED)
        #: Pot-limit: the step the pot is rounded up to and a bet or raise goes in (1: every chip).
        self.pot_step = pot_step
        #: The seat of the last bet or raise of the street (-1: none yet).
        self.aggressor = -1
        #: How many actions the street has had (undo takes one back at a time).
        self.actions = 0
        #: Stud's first street: the bring-in, and whether it is still to be posted (the player to
        #: act then posts it or completes).
        self.bring_in = 0
        self.bring_in_due = False
        #: The seat dealt the card that brings in (-1: none).
        self.bring_in_seat = NOT_ACTED
        #: When who opens cannot be told (stud up cards unknown): the seats that may open, and the
        #: one taken until somebody acts (``open_seats`` is ``None`` when the opener is known).
        self.open_seats: frozenset[int] | None = None
        self.provisional = NOT_ACTED
        self.to_act = NOT_ACTED

    # -- forced bets and opening ------------------------------------------------------------
    def take(self, player: int, amount: int) -> int:
        """Take an ante or a dead post from the player's stack before the betting: into the
        middle, not a bet (all the player has when short). Returns the chips taken."""
        stack = self.stacks[player]
        paid = amount if amount < stack else stack
        self.stacks[player] -= paid
        self.pot += paid
        if paid and stack == paid:
            self.able -= 1
        return paid

    def post(self, player: int, amount: int) -> int:
        """Post a forced bet (a blind or a straddle); posts all-in for less when short. Returns
        the chips posted. Posting is not acting: a blind keeps his option."""
        stack = self.stacks[player]
        paid = amount if amount < stack else stack
        self.stacks[player] -= paid
        self.bets[player] += paid
        self.street_bets += paid
        if self.stacks[player] == 0 and paid:
            self.able -= 1
        return paid

    def open_bring_in(self, amount: int, seat: int) -> None:
        """Stud's first street: ``seat``, dealt the card that brings in, must bring in for
        ``amount`` or complete to a full bet (WSOP 2024 Tournament Rules, Seven Card Games). The
        bring-in is neither the bet nor a raise: the completion is the bet, and raises are counted
        after it. When that player is all-in on the ante, the next ones must bet at least the
        bring-in or fold (TDA 2024 Recommended Procedure 10-E)."""
        self.bring_in = amount
        self.bring_in_due = True
        self.bring_in_seat = seat
        self.heads_up_start = self.able == 2

    def open_with(self, level: int, first: int, raised: int = 0) -> None:
        """The forced bets made ``level`` the bet to call (the big blind, or the last straddle),
        even when its poster was short (Robert's Rules, Button and Blind Use); the first player
        to act is found from seat ``first`` on (the one after the last blind). ``raised``, when
        not 0, is what the last straddle added to the blind before it: the next raise must add
        at least that much (WSOP 2024 Live Action Rule 161), not the straddle's whole size."""
        self.current_bet = level
        self.full_level = self.reopen_level = self.raise_base = level
        if not self.structure.is_limit:
            # A straddle is a blind raise: the next raise is at least its size (a big blind at
            # the straddle's level), or what it raised by.
            self.last_full_raise = max(self.last_full_raise, raised or level)
        self.heads_up_start = self.able == 2
        self.to_act = self.next_to_act(first)

    def count_short_blinds(self, chips: int) -> None:
        """Pot-limit: count ``chips`` more in the pot, what short blinds did not post (TDA 2024
        Rule 54-B: preflop pot bets assume the full blinds were posted)."""
        self.phantom = chips

    def count_small_blind_as_big(self, big: int, lower: tuple[int, int], big_seat: int) -> None:
        """Pot-limit: count the lower blinds of the seats ``lower`` (a negative seat: none) as the
        largest blind, ``big``, until its player, ``big_seat``, has acted (WSOP 2024 Live Action
        Rule 187: the small blind as a big blind; with three blinds, the other two as the third)."""
        self.rounded, self.rounded_seats = big, (lower[0], lower[1], big_seat)

    def open_street(self, start: int, *, pair_option: bool = False, could_open: frozenset[int] | None = None) -> None:
        """Open a street with no forced bets: the first player to act is found from seat
        ``start`` on. ``pair_option``: stud's fourth street with a pair showing, where a bet may
        be the small or the big one. ``could_open``: the seats that may open when the cards that
        decide it are unknown (the one found is taken until one of them acts)."""
        self.pair_option = pair_option
        self.to_act = self.next_to_act(start)
        if could_open is not None:
            self.open_seats, self.provisional = could_open, self.to_act

    def choose_opener(self, seat: int) -> int:
        """The street's first action comes from ``seat``, one of those who could open it
        (``open_seats``), as a hand history says; returns the seat taken until now."""
        taken, self.to_act = self.to_act, seat
        return taken

    def wait_for_draw(self) -> None:
        """Nobody acts in this round until the players have drawn (a draw street): what opening
        it set is unset (a last draw taken back; Super Stud's fourth street may open with a pair)."""
        self.to_act = NOT_ACTED
        self.pair_option = False
        self.open_seats, self.provisional = None, NOT_ACTED

    def finish(self, able: int) -> None:
        """The street closed and the betting is over: nobody acts; ``able`` players are left with
        chips (counting an all-in player whose uncalled chips came back)."""
        self.to_act = NOT_ACTED
        self.able = able

    # -- who acts ---------------------------------------------------------------------------
    def next_to_act(self, start: int) -> int:
        """The first player from seat ``start`` (0 to the number of seats) on who must act, or
        ``NOT_ACTED`` when closed. A player must act when he is in with chips and faces a bet, or
        has not acted yet while someone else can still bet; runs after every action."""
        folded, stacks, bets, acted = self.folded, self.stacks, self.bets, self.acted
        current, others = self.current_bet, self.able > 1
        for i in self.orders[start]:
            if folded[i] or not stacks[i]:
                continue
            if others:
                if bets[i] < current or acted[i] == NOT_ACTED:
                    return i
            elif bets[i] < current and any(bets[j] > bets[i] for j in range(len(bets)) if j != i and not folded[j]):
                # The only one left with chips acts only if someone still in put in more than he
                # has (an all-in): facing a big blind all-in for less than his own small blind, or
                # with everyone else folded, nothing he could do would change anything.
                return i
        return NOT_ACTED

    # -- copies and comparison ----------------------------------------------------------------
    def copy(self, stacks: list[int], folded: list[bool]) -> BettingRound:
        """A copy of this round that shares the given (copied) ``stacks`` and ``folded`` lists."""
        twin = BettingRound.__new__(BettingRound)  # a blank: see the class's decorator
        # Slot by slot (a loop over ``__slots__`` with getattr and setattr takes three times as
        # long; a test checks that the copy has every value of the original).
        twin.structure, twin.rules, twin.street, twin.orders = self.structure, self.rules, self.street, self.orders
        twin.big_bet, twin.pair_option = self.big_bet, self.pair_option
        twin.stacks, twin.folded, twin.bets, twin.acted = stacks, folded, self.bets[:], self.acted[:]
        twin.current_bet, twin.last_full_raise = self.current_bet, self.last_full_raise
        twin.full_level, twin.reopen_level = self.full_level, self.reopen_level
        twin.raise_base, twin.raises = self.raise_base, self.raises
        twin.capped, twin.able, twin.heads_up_start = self.capped, self.able, self.heads_up_start
        twin.pot, twin.street_bets, twin.phantom, twin.to_act = self.pot, self.street_bets, self.phantom, self.to_act
        twin.rounded, twin.rounded_seats, twin.pot_step = self.rounded, self.rounded_seats, self.pot_step
        twin.aggressor, twin.bring_in, twin.bring_in_due = self.aggressor, self.bring_in, self.bring_in_due
        twin.actions, twin.names = self.actions, self.names
        twin.bring_in_seat = self.bring_in_seat
        twin.open_seats, twin.provisional = self.open_seats, self.provisional
        return twin

    def snapshot(self) -> tuple[object, ...]:
        """Every value of the round, for comparing two states."""
        return tuple(
            tuple(value) if isinstance(value, list) else value
            for name in ROUND_FIELDS
            if name not in ("structure", "rules", "orders", "names")
            for value in (getattr(self, name),)
        )

    # -- applying actions -------------------------------------------------------------------
    def revert(self, saved: Saved) -> None:
        """Undo the action whose :meth:`apply` returned ``saved``."""
        i, self.bets[i], self.stacks[i], self.acted[i], folded, self.street_bets, self.able, levels, unknown = saved
        self.to_act = i
        self.folded[i] = bool(folded)
        self.actions -= 1
        if unknown is not None:  # back before the street's first action: who opens is unknown again
            self.open_seats, self.to_act = unknown, self.provisional
        if levels is not None:
            (
                self.current_bet,
                self.last_full_raise,
                self.full_level,
                self.reopen_level,
                self.raise_base,
                self.raises,
                capped,
                self.aggressor,
                bring_in_due,
                big_bet,
                pair_option,
            ) = levels
            self.big_bet, self.pair_option = bool(big_bet), bool(pair_option)
            self.capped = bool(capped)
            self.bring_in_due = bool(bring_in_due)

    def apply(self, kind: Given[Kind], to: Given[int | None]) -> Saved:
        """Apply an action of the player to act; returns what :meth:`revert` needs.

        Refusals raise before anything changes and quote the action with the name of the player
        (e.g. ``"A raise 250"``, see :meth:`_quote`); a kind that is not one, or an amount that is
        not a whole number of chips, is refused first (:func:`~pokerfloor.core.checks.checked_action`).
        """
        if self.to_act < 0:
            raise NoActionPendingError(action_text(kind, to))
        checked = checked_action((kind, to))
        return self._apply(checked.kind, checked.to)

    # The hand's own path: its push checked the action, in one quick test (apply above checks a
    # caller's, then asks this).
    def _apply(self, kind: Kind, to: int | None) -> Saved:
        i = self.to_act
        # What revert() needs, taken before anything changes (a refusal below changes nothing;
        # a bool is an int, so ``folded`` and ``capped`` need no conversion). Only a bet or a raise
        # moves the levels the betting is measured from: the other actions save none.
        saved = (
            i,
            self.bets[i],
            self.stacks[i],
            self.acted[i],
            self.folded[i],
            self.street_bets,
            self.able,
            (
                self.current_bet,
                self.last_full_raise,
                self.full_level,
                self.reopen_level,
                self.raise_base,
                self.raises,
                self.capped,
                self.aggressor,
                self.bring_in_due,
                self.big_bet,
                self.pair_option,
            )
            if kind in _MOVE_LEVELS
            else None,
            self.open_seats,
        )
        to_call = self.current_bet - self.bets[i]
        if (
            self.bring_in_due
            and kind is not _BRING_IN
            and kind is not _COMPLETE
            and (kind is not _FOLD or i == self.bring_in_seat)
        ):
            raise ActionUnavailableError(
                self._quote(kind, to),
                rule=self.rules.cite("bring-in"),
                code="bring-in-due",
                params={"bring_in": self.bring_in},
            )
        if kind is _FOLD:
            if to is not None:
                raise amount_syntax(kind, to)
            if to_call <= 0 and not self.rules.fold_when_check_free:
                raise ActionUnavailableError(
                    self._quote(kind, to),
                    rule=self.rules.cite("fold_when_check_free"),
                    code="fold-when-check-free",
                )
            self.folded[i] = True
            self.able -= 1
        elif kind is _CHECK:
            if to is not None:
                raise amount_syntax(kind, to)
            if to_call > 0:
                raise ActionUnavailableError(
                    self._quote(kind, to),
                    rule=self.rules.cite("actions"),
                    code="check-facing-bet",
                    params={"bet": self.current_bet, "to_call": to_call},
                )
            self.acted[i] = self.current_bet
        elif kind is _CALL:
            self._call(i, to_call, to)
        elif kind is _BRING_IN:
            self._post_bring_in(i, to)
        else:
            self._bet_or_raise(i, kind, to_call, to)
        self.to_act = self.next_to_act(i + 1)
        self.open_seats = None  # somebody has acted: the street's opener is known now
        self.actions += 1
        return saved

    def _quote(self, kind: Kind, to: int | None) -> str:
        """How a refused action of the player to act is quoted: ``"A raise 250"``. Built only when
        refusing: the name is looked up here, not passed in on every action."""
        i = self.to_act
        who = self.names[i] if 0 <= i < len(self.names) else ""
        return f"{who} {action_text(kind, to)}".strip()

    def _post_bring_in(self, i: int, to: int | None) -> None:
        """The bring-in, all-in for less when short: the bet to call is the full bring-in even
        then (WSOP 2024 Tournament Rules, Seven Card Games: "all other Participants must enter for
        at least the bring-in amount")."""
        if not self.bring_in_due:
            raise ActionUnavailableError(
                self._quote(Kind.BRING_IN, to),
                rule=self.rules.cite("bring-in"),
                code="no-bring-in",
            )
        stack = self.stacks[i]
        chips = self.bring_in if self.bring_in < stack else stack
        if to is not None and to != self.bets[i] + chips:
            raise AmountError(
                self._quote(Kind.BRING_IN, to),
                rule=self.rules.cite("bring-in"),
                code="bring-in-amount",
                params={"bring_in": self.bets[i] + chips, "to": to},
            )
        self._put(i, chips)
        self.current_bet = self.bring_in
        self.acted[i] = self.bring_in
        self.bring_in_due = False

    def _call(self, i: int, to_call: int, to: int | None) -> None:
        if to_call <= 0:
            raise ActionUnavailableError(
                self._quote(Kind.CALL, to),
                rule=self.rules.cite("actions"),
                code="call-without-bet",
            )
        stack = self.stacks[i]
        chips = to_call if to_call < stack else stack  # min() costs a call with keyword parsing
        if to is not None and to != self.bets[i] + chips:
            raise AmountError(
                self._quote(Kind.CALL, to),
                rule=self.rules.cite("actions"),
                code="call-amount",
                params={"call_to": self.bets[i] + chips, "adds": chips, "to": to},
            )
        self._put(i, chips)
        self.acted[i] = self.current_bet

    def _put(self, i: int, chips: int) -> None:
        self.stacks[i] -= chips
        self.bets[i] += chips
        self.street_bets += chips
        if self.stacks[i] == 0:
            self.able -= 1

    def _bet_or_raise(self, i: int, kind: Kind, to_call: int, to: int | None) -> None:
        if to is None:
            raise amount_syntax(kind, to)
        # A bet, a raise, or (stud, before a full bet over the bring-in) a completion.
        expected = _BET if self.current_bet == 0 else _RAISE
        if self.bring_in and not self.full_level:
            expected = _COMPLETE
        if kind is not expected:
            raise kind_refusal(self._quote(kind, to), kind, expected, self.current_bet, self.rules)
        blocked = self.raise_blocked(i)
        if blocked == RAISE_NO_OPPONENT and to == self.bets[i] + self.stacks[i]:
            self._push_unmatched(i, to)
            return
        if blocked is not None:
            raise blocked_refusal(self._quote(kind, to), blocked, self._faced(i))
        low, high = self.raise_range(i)
        # Stud's fourth street with a pair showing: the big bet may be made instead of the small.
        big = self.pair_option and to != low and to == self.big_bet_size(i)
        if not big and not low <= to <= high:
            raise amount_refusal(self._quote(kind, to), kind, to, (low, high), self._faced(i), structure=self.structure)
        if big:
            self.big_bet, self.pair_option = True, False  # every later bet and raise is big
        before = self.current_bet
        self._put(i, to - self.bets[i])
        self._count_raise(before, to)
        self.current_bet = to
        self.acted[i] = to
        self.aggressor = i
        self.bring_in_due = False

    def _push_unmatched(self, i: int, to: int) -> None:
        """All-in when every other player still in is all-in for less: the chips go in, nobody
        can call them, and the street's close returns what nobody matched (the levels of the
        betting stay: there is nobody left to raise against)."""
        self._put(i, to - self.bets[i])
        self.current_bet = to
        self.acted[i] = to

    def _count_raise(self, before: int, to: int) -> None:
        """Decide whether a bet or raise to ``to`` over ``before`` counts as a full one, and move
        the levels that the minimum raise, the reopening and the cap are measured from."""
        structure = self.structure
        rules = self.rules
        increment = to - before
        if not structure.is_limit:
            if increment >= self.last_full_raise:
                self.last_full_raise = increment
                self.full_level = to
            if increment * 100 >= rules.nolimit_reopen_percent * self.last_full_raise:
                self.reopen_level = to
            return
        unit = structure._unit(self.big_bet, self.last_full_raise)
        full = to >= self.raise_base + unit
        counted_from = self.raise_base if rules.limit_allins_add_up else before
        if not full and (to - counted_from) * 100 < rules.limit_reopen_percent * unit:
            return  # less than half a bet: neither a bet nor a raise (Robert's, Betting and Raising)
        if self.full_level > 0:
            self.raises += 1
            if self.raises >= rules.limit_cap_raises and self.able > 2:
                self.capped = True
        if full:
            self.last_full_raise = max(increment, unit)
            self.raise_base = to
        elif rules.limit_raise_after_partial == "complete-first":
            self.raise_base += unit
        else:
            self.raise_base = to
        self.full_level = self.reopen_level = to

    def _faced(self, i: int) -> Faced:
        """What player ``i`` faces, as a refusal of a raise quotes it."""
        return Faced(self.rules, self.structure.is_limit, self.stacks[i], self.bets[i], self.current_bet,
                     self.acted[i], self.last_full_raise)  # fmt: skip
