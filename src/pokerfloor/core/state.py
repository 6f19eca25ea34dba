"""What a hand is: :class:`HandState`, the fields of a hand in play and what can be read of them.

:class:`~pokerfloor.core.hand.Hand` adds what can be done to it (push, pop, settle). The rooms
that change a hand's fields on its behalf each own one concern: the forced bets
(:mod:`~pokerfloor.core.forced`), the cards and the streets (:mod:`~pokerfloor.core.streets`),
the draws (:mod:`~pokerfloor.core.draws`), the showdown (:mod:`~pokerfloor.core.showdown`).
The betting round (:mod:`~pokerfloor.core.betting`) changes its own fields only, and moves the
chips of the stacks it is given into its bets.
"""

from __future__ import annotations

from operator import add
from typing import TYPE_CHECKING

from pokerfloor.core.betting import BettingRound
from pokerfloor.core.pots import Pot, _side_pots, _uncalled
from pokerfloor.core.record import Event, RecordEntry, Step
from pokerfloor.given import Given, mypyc_attr, refused

if TYPE_CHECKING:
    from pokerfloor.core.dealer import Dealer
    from pokerfloor.core.record import Cards, Discard
    from pokerfloor.core.table import Table
    from pokerfloor.rules import Rulebook

__all__ = ["HandState"]


# Blank instances (``Hand.__new__(Hand)``) are filled in by copy() and by unpickling: see Hand.
@mypyc_attr(allow_interpreted_subclasses=True)
class HandState:
    """The fields of a hand in play, and the questions they answer.

    Seats are indices into the table's players. ``stacks`` are the chips behind, ``committed``
    what each put into the pots on finished streets (antes included), ``returned`` what came back
    uncalled, ``winnings`` what each collected from the pots once the hand is over, ``posted``
    the forced bets each paid, ``dead`` the money in the middle that belongs to no player's stake
    (earlier streets, big-blind antes).
    """

    __slots__ = (
        "all_known",
        "auto_settle",
        "committed",
        "dead",
        "dealer",
        "discarded",
        "drawing",
        "folded",
        "history",
        "hole",
        "names",
        "posted",
        "record",
        "returned",
        "round",
        "runout",
        "settled",
        "stacks",
        "street",
        "table",
        "to_act",
        "winnings",
    )

    table: Table
    names: tuple[str, ...]
    stacks: list[int]
    folded: list[bool]
    committed: list[int]
    returned: list[int]
    winnings: list[int]
    posted: list[int]
    dead: int
    settled: bool
    auto_settle: bool
    #: The street in play (an index into the variant's streets; the showdown once it is over).
    street: int
    #: Per action: what the round saved, the length of the record before it, and what closing
    #: the street or settling changed (None when the street stayed open).
    history: list[Step]
    #: The hand record: plain tuples, named when read (:attr:`log`).
    record: list[RecordEntry]
    #: Where a street-by-street game's cards come from (None in a game dealt all at once).
    dealer: Dealer | None
    #: A draw game: the seats still to draw on this street, in turn (None: no draw under way),
    #: and each draw's discards so far.
    drawing: tuple[int, ...] | None
    discarded: tuple[Discard, ...]
    #: Each seat's cards as dealt so far, and the board as it will fall (unknown cards are
    #: :data:`~pokerfloor.games.cards.UNKNOWN`).
    hole: tuple[Cards, ...]
    runout: Cards
    #: Whether every card is known (a hand dealt from a deck): the showdown need not look.
    all_known: bool
    #: The betting of the street in play (the last street's once the betting is over).
    round: BettingRound
    #: The seat of the player to act, or -1 when nobody can act (the round's, or the drawer's:
    #: read before every decision, so kept as a plain field).
    to_act: int

    @property
    def player_to_act(self) -> str:
        """The name of the player to act, or ``""`` when nobody can act."""
        seat = self.to_act
        return self.names[seat] if seat >= 0 else ""

    @property
    def log(self) -> list[Event]:
        """The hand record so far: posts, deals, actions, board cards, returns, shows, awards."""
        return [Event._make(entry) for entry in self.record]

    @property
    def street_name(self) -> str:
        """The name of the street in play (``"flop"``), or ``"showdown"`` once the betting is over."""
        streets = self.table.variant.streets
        return streets[self.street].name if self.street < len(streets) else "showdown"

    @property
    def is_over(self) -> bool:
        """Whether the betting is over for good (one player left, or a showdown)."""
        return self.street == self.table.variant.showdown

    @property
    def rules(self) -> Rulebook:
        """The rulebook in force."""
        return self.table.rules

    @property
    def board(self) -> list[int]:
        """The board cards face up now (a game of two boards: both boards' as dealt, street by
        street, the top board's first; :meth:`~pokerfloor.core.hand.Hand.boards` parts them)."""
        if self.is_over and not self.is_contested:
            return []  # the hand ended with a fold: nobody saw the rest of the board
        return list(self.runout[: self.table.variant.board_sizes[self.street]])

    @property
    def is_contested(self) -> bool:
        """Whether two or more players are still in the hand."""
        return self.folded.count(False) > 1

    @property
    def is_drawing(self) -> bool:
        """Whether the players are drawing (the betting of the street opens after the draw)."""
        return self.drawing is not None

    @property
    def is_settled(self) -> bool:
        """Whether the pots have been awarded."""
        return self.settled

    @property
    def street_bets(self) -> tuple[int, ...]:
        """What each player has put in on the street in play (all 0 once the betting is over)."""
        return (0,) * len(self.names) if self.is_over else tuple(self.round.bets)

    @property
    def able(self) -> int:
        """How many players are still in the hand with chips behind."""
        return self.round.able

    @property
    def opener_unknown(self) -> bool:
        """Whether who opens the street in play cannot be told from the cards (up cards unknown):
        the first player to act may then be any of those who could open, as a record says."""
        return self.round.open_seats is not None

    def pots(self) -> list[Pot]:
        """The pots, main pot first, from the chips of finished streets (the bets of the street
        in play join them when it closes)."""
        return _side_pots(self.committed, self.folded, self.dead)

    def pots_with_bets(self) -> list[Pot]:
        """The pots as they stand with the bets of the street in play: those the street would
        leave if it closed now, main pot first. The part of the largest bet nobody has matched yet
        is in none of them (it is called, or it comes back). Once the betting is over, the same
        as :meth:`pots`."""
        if self.is_over:
            return self.pots()
        bets = self.round.bets
        seat, chips = _uncalled(bets)
        put = list(map(add, self.committed, bets))
        if chips:
            put[seat] -= chips
        return _side_pots(put, self.folded, self.dead)

    def in_hand(self) -> list[int]:
        """The seats that have not folded."""
        return [i for i, f in enumerate(self.folded) if not f]

    def up_cards(self, seat: Given[int]) -> tuple[int, ...]:
        """The cards of ``seat`` face up for everyone (stud's up cards; none in a game dealt
        face down)."""
        checked = self._seat_number(seat)
        pattern = self._held_pattern(checked)
        return tuple(c for k, c in enumerate(self.hole[checked]) if k < len(pattern) and pattern[k])

    def held_up_pattern(self, seat: Given[int]) -> tuple[bool, ...]:
        """Whether each card ``seat`` holds is face up: as dealt, or, once he has made a discard
        that throws down cards (Super Stud), as held after it."""
        return self._held_pattern(self._seat_number(seat))

    def _seat_number(self, seat: object) -> int:
        """``seat`` as a seat of this hand, or a refusal naming it."""
        if type(seat) is not int or not 0 <= seat < len(self.names):
            raise refused("seat", seat, "whole-range", low=0, high=len(self.names) - 1)
        return seat

    def _held_pattern(self, seat: int) -> tuple[bool, ...]:
        game = self.table.variant
        held = game.held_up_pattern
        if held is game.up_pattern:  # no such discard in this game: nothing to look up
            return held
        for kind, who, _, _, _ in self.record:
            if kind == "draw" and who == seat:
                return held
        return game.up_pattern

    def snapshot(self) -> tuple[object, ...]:
        """Every value of the state (history aside), for checking that two states are the same."""
        return (
            self.street,
            self.settled,
            self.dead,
            tuple(self.stacks),
            tuple(self.folded),
            tuple(self.committed),
            tuple(self.returned),
            tuple(self.winnings),
            tuple(self.posted),
            self.round.snapshot(),
        )

    def __repr__(self) -> str:
        return f"<Hand {self.street_name} to_act={self.player_to_act or '-'} stacks={self.stacks}>"
