"""A whole hand: the table, the forced bets, the streets one after another, pots and undo.

:class:`Table` describes the table before the hand (players, stacks, button, structure, rules,
forced bets); :class:`Hand` is the one mutable state of the hand being played. Actions are pushed
and popped like moves in python-chess: ``hand.push(action)`` applies one (or raises, changing
nothing), ``hand.pop()`` takes the last one back in constant time.

>>> from pokerfloor import Table, Hand, NoLimit, rulebook, Action, Kind
>>> table = Table(names=("SB", "BB", "BTN"), stacks=(200, 200, 200), button=2,
...               structure=NoLimit(2), rules=rulebook("tda"), blinds=(1, 2))
>>> hand = Hand(table)
>>> hand.player_to_act, hand.options()
('BTN', <Options player=2 fold call call_to=2 raise to=4..200>)
>>> hand.push(Action(Kind.RAISE, 6)); hand.pop(); hand.player_to_act
'BTN'
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Kind
from .betting import NOT_ACTED, BettingRound, Options
from .errors import NoActionPendingError, NotYourTurnError, SituationError
from .pots import Pot, side_pots, uncalled
from .rules import Rulebook
from .structures import Structure

__all__ = ["PREFLOP", "FLOP", "TURN", "RIVER", "SHOWDOWN", "STREETS", "Table", "Hand"]

PREFLOP, FLOP, TURN, RIVER, SHOWDOWN = range(5)
#: Street names, by index.
STREETS = ("preflop", "flop", "turn", "river", "showdown")


@dataclass(frozen=True, kw_only=True, slots=True)
class Table:
    """The table before the hand: players in seat order (clockwise), stacks, the button, the
    structure and the rulebook, the forced bets, and where the hand starts.

    ``stacks`` are the stacks at the start of ``street``, before blinds and antes. ``pot`` is money
    already in the middle from earlier streets, which every player may win. ``straddles`` are
    posted by the players after the big blind, in order.
    """

    names: tuple[str, ...]
    stacks: tuple[int, ...]
    button: int
    structure: Structure
    rules: Rulebook
    blinds: tuple[int, int] | None = None
    ante: int = 0
    bb_ante: int = 0
    straddles: tuple[int, ...] = ()
    street: int = PREFLOP
    pot: int = 0

    def __post_init__(self) -> None:
        n = len(self.names)
        if n < 2:
            raise SituationError(f"players: a hand needs at least two players, not {n}", code="bad-field")
        if len(set(self.names)) != n:
            raise SituationError(f"players: the names must differ, not {list(self.names)}", code="bad-field")
        if len(self.stacks) != n:
            raise SituationError(f"stacks: {len(self.stacks)} stacks for {n} players", code="bad-field")
        for name, stack in zip(self.names, self.stacks, strict=True):
            if stack < 0 or (stack == 0 and self.street != PREFLOP):
                raise SituationError(f"players: {name}'s stack must be a positive number of chips, not {stack}", code="bad-field")
        if not 0 <= self.button < n:
            raise SituationError(f"button: seat {self.button} is not at a table of {n}", code="bad-field")
        if not PREFLOP <= self.street <= RIVER:
            raise SituationError(f"street: {self.street} is not a betting street", code="bad-field")
        if self.blinds is not None:
            small, big = self.blinds
            if not 0 <= small <= big or big < 1:
                raise SituationError(f"blinds: [{small}, {big}] must be 0 <= small <= big, big at least 1", code="bad-field")
        if self.ante < 0 or self.bb_ante < 0 or self.pot < 0 or any(s < 1 for s in self.straddles):
            raise SituationError("ante, bb_ante, pot and straddles must not be negative", code="bad-field")
        if len(self.straddles) > n - 2:
            raise SituationError(f"straddles: {len(self.straddles)} straddles at a table of {n}", code="bad-field")

    def seat(self, name: str) -> int:
        """The seat index of a player, by name."""
        try:
            return self.names.index(name)
        except ValueError:
            raise SituationError(
                f"there is no player {name!r}; the players are: {', '.join(self.names)}", code="unknown-player"
            ) from None

    @property
    def blind_seats(self) -> tuple[int, int]:
        """The small and the big blind's seats; heads-up the button posts the small blind
        (TDA 2024 Rule 34-B)."""
        n = len(self.names)
        if n == 2:
            return self.button, (self.button + 1) % 2
        return (self.button + 1) % n, (self.button + 2) % n


class Hand:
    """The state of a hand in play: push actions, pop them back, ask who acts and what he may do.

    Seats are indices into the table's players. ``stacks`` are the chips behind, ``committed``
    what each put into the pots on finished streets (antes included), ``returned`` what came back
    uncalled, ``winnings`` what each collected from the pots once the hand is over.
    """

    __slots__ = (
        "table",
        "names",
        "stacks",
        "folded",
        "committed",
        "returned",
        "winnings",
        "posted",
        "street",
        "round",
        "history",
    )

    def __init__(self, table: Table) -> None:
        self.table = table
        self.names = table.names
        n = len(table.names)
        self.stacks = list(table.stacks)
        self.folded = [False] * n
        self.committed = [0] * n
        self.returned = [0] * n
        self.winnings = [0] * n
        self.posted = [0] * n
        self.street = table.street
        self.history: list[tuple[tuple[int, ...], tuple[object, ...] | None]] = []
        self.round = self._new_round(table.street)
        if table.street == PREFLOP:
            self._post_forced_bets()
        else:
            self.round.to_act = self.round.next_to_act(table.button + 1)
        if self.round.to_act == NOT_ACTED:
            self._close_street()

    # -- setting up ---------------------------------------------------------------------------
    def _new_round(self, street: int) -> BettingRound:
        pot = self.table.pot + sum(self.committed)
        return BettingRound(self.table.structure, self.table.rules, street, self.stacks, self.folded, pot)

    def _post_forced_bets(self) -> None:
        table, rnd = self.table, self.round
        n = len(self.names)
        for i in range(n):
            self._post_ante(i, table.ante)
        first = table.button + 1
        blinds = table.blinds
        if blinds is None:
            rnd.to_act = rnd.next_to_act(first)
            return
        small_seat, big_seat = table.blind_seats
        if table.bb_ante and table.rules.bb_ante_order == "ante-first":
            self._post_ante(big_seat, table.bb_ante)
        self.posted[small_seat] += rnd.post(small_seat, blinds[0])
        big_posted = rnd.post(big_seat, blinds[1])
        self.posted[big_seat] += big_posted
        if table.bb_ante and table.rules.bb_ante_order == "blind-first":
            self._post_ante(big_seat, table.bb_ante)
        level, last = blinds[1], big_seat
        for k, straddle in enumerate(table.straddles, start=1):
            seat = (big_seat + k) % n
            self.posted[seat] += rnd.post(seat, straddle)
            level, last = max(level, straddle), seat
        rnd.open_with(level)
        if table.structure.name == "pot-limit" and table.rules.pot_limit_short_blind_full:
            # TDA 2024 Rule 54-B: preflop pot bets assume the full blinds were posted.
            rnd.phantom = max(0, blinds[1] - big_posted) + max(0, blinds[0] - rnd.bets[small_seat])
        rnd.to_act = rnd.next_to_act(last + 1)

    def _post_ante(self, seat: int, ante: int) -> None:
        paid = min(ante, self.stacks[seat])
        self.stacks[seat] -= paid
        self.committed[seat] += paid
        self.posted[seat] += paid
        if paid and self.stacks[seat] == 0:
            self.round.able -= 1

    # -- reading the state --------------------------------------------------------------------
    @property
    def to_act(self) -> int:
        """The seat of the player to act, or -1 when nobody can act."""
        return self.round.to_act if self.street < SHOWDOWN else NOT_ACTED

    @property
    def player_to_act(self) -> str:
        """The name of the player to act, or ``""`` when nobody can act."""
        seat = self.to_act
        return self.names[seat] if seat >= 0 else ""

    @property
    def is_over(self) -> bool:
        """Whether the betting is over for good (one player left, or a showdown)."""
        return self.street == SHOWDOWN

    @property
    def rules(self) -> Rulebook:
        """The rulebook in force."""
        return self.table.rules

    def options(self) -> Options:
        """What the player to act may do, and for how much; raises when nobody can act."""
        if self.to_act < 0:
            raise NoActionPendingError("", "nobody is to act: the betting of this hand is over", code="no-action")
        return self.round.options()

    @property
    def legal_actions(self) -> Options:
        """The options as a view you can ask ``action in hand.legal_actions``."""
        return self.options()

    def pots(self) -> list[Pot]:
        """The pots, main pot first, from the chips of finished streets (the bets of the street
        in play join them when it closes)."""
        return side_pots(self.committed, self.folded, self.table.pot)

    def in_hand(self) -> list[int]:
        """The seats that have not folded."""
        return [i for i, f in enumerate(self.folded) if not f]

    # -- acting -------------------------------------------------------------------------------
    def allin_action(self) -> Action:
        """The action that puts the player to act's whole stack in: a bet, a call or a raise."""
        rnd = self.round
        i = self.to_act
        if i < 0:
            raise NoActionPendingError("allin", "nobody is to act: the betting of this hand is over")
        total = rnd.bets[i] + rnd.stacks[i]
        if total <= rnd.current_bet:
            return Action(Kind.CALL)
        return Action(Kind.BET if rnd.current_bet == 0 else Kind.RAISE, total)

    def push(self, action: Action, player: str | int | None = None) -> None:
        """Apply an action of the player to act (checked against ``player`` when given).

        Refused actions raise an :class:`~pokerfloor.errors.IllegalActionError` subclass and change
        nothing.
        """
        seat = self.to_act
        name = self.names[seat] if seat >= 0 else ""
        who = player if isinstance(player, str) else (self.names[player] if player is not None else name)
        label = f"{who} {action}"
        if seat < 0:
            raise NoActionPendingError(label, "nobody is to act: the betting of this hand is over")
        if player is not None and who != name:
            raise NotYourTurnError(label, f"it is {name}'s turn to act, not {who}'s", rule=self.rules.cite("not-your-turn"))
        saved = self.round.apply(action.kind, action.to, label)
        transition = self._close_street() if self.round.to_act == NOT_ACTED else None
        self.history.append((saved, transition))

    def pop(self) -> None:
        """Take back the last action pushed (constant time)."""
        if not self.history:
            raise IndexError("pop from a hand with no actions")
        saved, transition = self.history.pop()
        if transition is not None:
            self._undo_close(transition)
        self.round.revert(saved)

    # -- streets ------------------------------------------------------------------------------
    def _close_street(self) -> tuple[object, ...]:
        """Close the street in play: return what nobody called, move the bets into the pots,
        and start the next street (or stop at the showdown). Returns what undo needs."""
        before = (self.round, self.street, tuple(self.stacks), tuple(self.committed), tuple(self.returned), tuple(self.winnings))
        while True:
            rnd = self.round
            seat, chips = uncalled(rnd.bets)
            if chips:
                self.stacks[seat] += chips
                self.returned[seat] += chips
            committed = self.committed
            for i, bet in enumerate(rnd.bets):
                committed[i] += bet
            if seat >= 0:
                committed[seat] -= chips
            live = sum(1 for f in self.folded if not f)
            able = sum(1 for i, f in enumerate(self.folded) if not f and self.stacks[i] > 0)
            if live == 1 or able < 2 or self.street == RIVER:
                self.street = SHOWDOWN
                self.round = self._new_round(SHOWDOWN)
                if live == 1:
                    self._award_uncontested()
                return before
            self.street += 1
            self.round = self._new_round(self.street)
            self.round.to_act = self.round.next_to_act(self.table.button + 1)
            if self.round.to_act != NOT_ACTED:
                return before

    def _award_uncontested(self) -> None:
        winner = self.folded.index(False)
        total = self.table.pot + sum(self.committed)
        self.winnings[winner] += total
        self.stacks[winner] += total

    def _undo_close(self, before: tuple[object, ...]) -> None:
        rnd, street, stacks, committed, returned, winnings = before
        self.round = rnd  # type: ignore[assignment]
        self.street = street  # type: ignore[assignment]
        self.stacks[:] = stacks  # type: ignore[call-overload]
        self.committed[:] = committed  # type: ignore[call-overload]
        self.returned[:] = returned  # type: ignore[call-overload]
        self.winnings[:] = winnings  # type: ignore[call-overload]

    def __repr__(self) -> str:
        return f"<Hand {STREETS[self.street]} to_act={self.player_to_act or '-'} stacks={self.stacks}>"

