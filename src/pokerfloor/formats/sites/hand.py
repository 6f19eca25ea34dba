"""A hand as a poker site recorded it, in the site's own money: the common ground of the readers
and writers of site hand histories (PokerStars text, Open Hand History JSON).

A :class:`SiteHand` keeps what the record says, not what the rules make of it: the seats and
stacks, the forced bets as posted, every action with the amounts written, the cards dealt, shown
and drawn, each board of a hand run more than once, what each player collected from which pot,
the rake and the cash-outs. :mod:`pokerfloor.checking.sites` replays it under a rulebook and
compares the two.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pokerfloor.errors import HandHistoryError

__all__ = ["Event", "Seat", "SiteHand", "Tournament", "UnreadHand", "read_all"]

#: The kinds of :class:`Event`, in the order a hand may meet them.
EVENT_KINDS = (
    "post",  # a forced bet: detail "ante", "small blind", "big blind", "straddle", "dead", "button blind"
    "deal",  # hole cards dealt to a player (those seen; the rest unknown)
    "street",  # a new betting round starts; cards = the board cards it adds, detail = the run ("" or "2")
    "action",  # detail "fold", "check", "call", "bet", "raise", "bring-in", "complete"
    "draw",  # a player discards ``amount`` cards (cards: those discarded when seen) and draws
    "return",  # an uncalled bet returned
    "show",  # a player shows cards at the showdown (or when mucking them face up)
    "muck",  # a player gives up his claim without showing
    "collect",  # a player collects ``amount`` from a pot: detail "pot", "main pot", "side pot-1"; run in ``run``
    "cash-out",  # a player cashed the hand out for ``amount`` (``to``: the fee)
    "add",  # money the site adds to the pot (splash the pot): amount
)


#: The records' conventions a :class:`SiteHand` may name (:attr:`SiteHand.conventions`).
CONVENTIONS = (
    "returns-collected",  # an uncalled bet is not written returned: its owner collects it with the pot
    "rake-unwritten",  # the record writes no rake: the winners collect the pot less what the site kept
    "small-blind-live",  # a small blind posted out of its seat (a player coming in) plays live, not dead
    "raise-to-added",  # a raise's "to" is what it puts in on its line, not the player's street total
)


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened, as written: who, how much (``amount``: chips put in, returned or
    collected; ``to``: a bet's or raise's street total), which cards, and the line it is on."""

    kind: str
    player: str = ""
    amount: Decimal | None = None
    to: Decimal | None = None
    cards: tuple[str, ...] = ()
    detail: str = ""
    all_in: bool = False
    run: int = 1
    line: int = 0


@dataclass(slots=True)
class Seat:
    """A seat at the table: its number, the player, the stack at the start of the hand."""

    number: int
    name: str
    stack: Decimal
    sitting_out: bool = False
    bounty: Decimal | None = None


@dataclass(slots=True)
class Tournament:
    """What a tournament hand says of its tournament."""

    number: str
    buyin: Decimal | None = None
    fee: Decimal | None = None
    bounty: Decimal | None = None
    currency: str = ""
    level: str = ""
    freeroll: bool = False


@dataclass(slots=True)
class SiteHand:
    """One hand of a site's record.

    ``game`` is the site's name of the game (``"Hold'em No Limit"``); ``variant`` the registry's
    name of it and ``structure`` the betting structure's (``"holdem"``, ``"no-limit"``), or ``""``
    when the reader does not know the game. ``stakes`` are the blinds (or the small and big bet of a
    fixed-limit game) as written; ``boards`` each board's cards, one per run; ``runs`` how many
    times the board was dealt (two boards of split hold'em count as two runs); ``fees`` what the
    house keeps from the pot beside the ``rake``, by name (GGPoker's ``jackpot`` and ``bingo``);
    ``conventions`` the record's ways of writing the money that the check reads as such
    (:data:`CONVENTIONS`)."""

    site: str
    number: str
    game: str = ""
    variant: str = ""
    structure: str = ""
    currency: str = ""
    symbol: str = ""
    stakes: tuple[Decimal, ...] = ()
    ante: Decimal | None = None
    cap: Decimal | None = None
    tournament: Tournament | None = None
    table: str = ""
    max_seats: int | None = None
    button: int | None = None
    started: str = ""
    seats: list[Seat] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    hero: str = ""
    boards: list[list[str]] = field(default_factory=list)
    runs: int = 1
    total_pot: Decimal | None = None
    pots: list[Decimal] = field(default_factory=list)
    rake: Decimal | None = None
    fees: dict[str, Decimal] = field(default_factory=dict)
    conventions: set[str] = field(default_factory=set)
    added: Decimal = Decimal(0)
    won: dict[str, Decimal] = field(default_factory=dict)
    cancelled: bool = False
    partial: bool = False
    play_money: bool = False
    file: str = ""
    line: int = 0
    forgiven: list[str] = field(default_factory=list)

    def seat_of(self, name: str) -> Seat | None:
        """The seat of the player called ``name``."""
        for seat in self.seats:
            if seat.name == name:
                return seat
        return None

    def seats_in(self, numbers: Sequence[int]) -> list[Seat]:
        """The seats of the given numbers, in that order."""
        by_number = {seat.number: seat for seat in self.seats}
        return [by_number[number] for number in numbers]

    def amounts(self) -> list[Decimal]:
        """Every amount the hand writes (for choosing its chip unit)."""
        found = [*self.stakes, *(s.stack for s in self.seats), self.added]
        found += [a for a in (self.ante, self.cap, self.total_pot, self.rake) if a is not None]
        found += self.pots
        found += self.won.values()
        found += self.fees.values()
        for event in self.events:
            found += [a for a in (event.amount, event.to) if a is not None]
        return found

    @property
    def key(self) -> str:
        """How a verdict names the hand: the site's hand number."""
        return self.number


@dataclass(frozen=True, slots=True)
class UnreadHand:
    """A hand the reader refused: the file, the hand's number (``""`` when its header names none),
    the line it starts on and the refusal. A file's hands are read one by one, so that a hand
    that cannot be read is counted as one, with its reason and its line."""

    file: str
    number: str
    line: int
    error: HandHistoryError


def read_all(readings: Iterable[SiteHand | UnreadHand]) -> Iterator[SiteHand]:
    """The hands read, one at a time; raises the refusal of the first hand that could not be read
    (for a caller that takes a file whole, not hand by hand)."""
    for reading in readings:
        if isinstance(reading, UnreadHand):
            raise reading.error
        yield reading
