"""What one seat may know of a hand: :class:`SeatView`, made by :func:`seat_view` (``hand.view(seat)``).

A player at the table knows his own hole cards, every player's up cards (stud deals some cards
face up), the cards shown at the showdown, the board dealt so far, and everything the table sees:
stacks, bets, pots, who folded, who acts, every action, how many cards each player drew. He
never learns the cards of another player that were not dealt face up nor shown, nor the cards
another player threw at a draw, nor the board still to come, even when the hand knows them (a
situation that gives every card, a deck dealt in advance). ``seat_view(hand, None)`` is an
onlooker's view: no hole cards of his own, only what was dealt face up or shown.

>>> from pokerfloor import Table, Hand, NoLimit, rulebook
>>> from pokerfloor.games.cards import cards, cards_text
>>> table = Table(names=("A", "B"), stacks=(100, 100), button=1, structure=NoLimit(2),
...               rules=rulebook("tda"), blinds=(1, 2))
>>> hand = Hand(table, hole={0: cards("AsAh"), 1: cards("KsKh")}, board=cards("2c7d9hJs3c"))
>>> seen = hand.view("A")
>>> cards_text(seen.hole[0]), cards_text(seen.hole[1]), cards_text(seen.board)
('AsAh', '????', '')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pokerfloor.core.pots import Pot
from pokerfloor.core.record import Event
from pokerfloor.core.showdown import run_boards
from pokerfloor.core.state import HandState
from pokerfloor.errors import SituationError, quoted
from pokerfloor.games.cards import UNKNOWN, cards_text
from pokerfloor.given import Given, refused

__all__ = ["SeatView", "seat_view", "seen_cards", "seen_cards_read"]

Cards = tuple[int, ...]


@dataclass(frozen=True, repr=False)
class SeatView:
    """A hand as one seat sees it (every tuple has one entry per seat, in seat order).

    ``seat`` is the seat whose view it is (``None``: an onlooker's). ``hole`` holds each
    player's cards in the order dealt (after a draw: the cards kept, then those dealt), as far as
    this seat has seen them (its own, the up cards, the cards shown), :data:`~pokerfloor.games.cards.UNKNOWN`
    for the others; ``up`` says for each of them whether it was dealt face up; ``board`` the
    board cards dealt so far; ``bets`` the bets of the street in play; ``to_act`` the seat to act
    (-1: nobody); ``log`` the hand record with the cards this seat has not seen as
    :data:`~pokerfloor.games.cards.UNKNOWN` (the cards dealt, shown or thrown at a draw);
    ``runs`` each board of a board run more than once, the first first (empty when it was dealt once:
    :meth:`~pokerfloor.core.hand.Hand.run_it`).
    """

    seat: int | None
    names: tuple[str, ...]
    street: int
    to_act: int
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    folded: tuple[bool, ...]
    winnings: tuple[int, ...]
    pots: tuple[Pot, ...]
    board: Cards
    hole: tuple[Cards, ...]
    up: tuple[tuple[bool, ...], ...]
    log: tuple[Event, ...]
    runs: tuple[Cards, ...] = ()

    def __repr__(self) -> str:
        """One line a person can read: the cards as text, the log by its length (``view.log``
        holds it whole), the up cards left out (``view.up``)."""
        holes = tuple(cards_text(cards) for cards in self.hole)
        return (
            f"SeatView(seat={self.seat}, names={self.names}, street={self.street}, to_act={self.to_act}, "
            f"stacks={self.stacks}, bets={self.bets}, folded={self.folded}, winnings={self.winnings}, "
            f"pots={self.pots}, board={cards_text(self.board)!r}, hole={holes}, log=<{len(self.log)} events>)"
        )


def seat_view(hand: HandState, seat: Given[int | str | None]) -> SeatView:
    """What ``seat`` (a seat number or a player's name; ``None`` for an onlooker) may know of
    ``hand``; an unknown seat is a :class:`~pokerfloor.errors.SituationError` (``unknown-player``)."""
    if not isinstance(hand, HandState):
        raise refused("hand", hand, "needs", kind="Hand")
    me = _seat_of(hand, seat)
    dealt, shown = _dealt_and_shown(hand)
    return SeatView(
        seat=me,
        names=hand.names,
        street=hand.street,
        to_act=hand.to_act,
        stacks=tuple(hand.stacks),
        bets=hand.street_bets,
        folded=tuple(hand.folded),
        winnings=tuple(hand.winnings),
        pots=tuple(hand.pots()),
        board=tuple(hand.runout[:dealt]),
        hole=_seen_hole(hand, me, shown),
        # Each seat's cards as he holds them: Super Stud's discard throws down cards.
        up=tuple(_dealt_up(hand.held_up_pattern(i), len(held)) for i, held in enumerate(hand.hole)),
        log=_masked_log(hand, me, shown),
        runs=run_boards(hand),
    )


def seen_cards(hand: HandState, seat: Given[int | str | None]) -> tuple[Cards, tuple[Cards, ...]]:
    """The ``board`` and the ``hole`` cards of :func:`seat_view`, by the same rules, without the rest
    of the view: a learning environment asks for the cards at every decision and reads the rest
    (the stacks, the bets, the actions) from what every seat sees. An unknown seat is refused as
    :func:`seat_view` refuses it."""
    me = _seat_of(hand, seat)
    dealt, shown = _dealt_and_shown(hand)
    return tuple(hand.runout[:dealt]), _seen_hole(hand, me, shown)


def seen_cards_read(hand: HandState, me: int, board: int, shown: dict[int, Cards]) -> tuple[Cards, tuple[Cards, ...]]:
    """:func:`seen_cards` of seat ``me`` for a reader that follows the record itself from one
    decision to the next (an environment's observations): ``board`` is how many board cards its
    entries dealt, ``shown`` the hands they showed, by seat. Reading the whole record again at
    every decision cost about 6% of an observation (1,300 of 20,600 instructions, callgrind)."""
    dealt = hand.table.variant.board_sizes[hand.table.street] + board
    return tuple(hand.runout[:dealt]), _seen_hole(hand, me, shown)


def _dealt_and_shown(hand: HandState) -> tuple[int, dict[int, Cards]]:
    """How many board cards were dealt (what the hand started with, a situation on the flop, then
    each street's cards), and the hands shown. Read off the record's plain tuples: naming every
    entry an Event here cost more than the rest of the view."""
    dealt = hand.table.variant.board_sizes[hand.table.street]
    shown: dict[int, Cards] = {}
    for entry in hand.record:
        if entry[0] == "board":
            dealt += len(entry[4])
        elif entry[0] == "show":
            shown[entry[1]] = entry[4]
    return dealt, shown


def _seen_hole(hand: HandState, me: int | None, shown: dict[int, Cards]) -> tuple[Cards, ...]:
    """Each player's cards as seat ``me`` has seen them: all of his own, the hands shown, the
    others' cards dealt face up, :data:`~pokerfloor.games.cards.UNKNOWN` for the rest."""
    face_up = True in hand.table.variant.up_pattern  # a game that deals no card face up needs no pattern per seat
    return tuple(
        held
        if i == me
        else shown.get(i) or _masked(held, _dealt_up(hand.held_up_pattern(i), len(held)) if face_up else (), ())
        for i, held in enumerate(hand.hole)
    )


@lru_cache(maxsize=256)
def _dealt_up(pattern: tuple[bool, ...], held: int) -> tuple[bool, ...]:
    """Whether each of ``held`` cards, in the order held, was dealt face up: by the ``pattern`` of
    down and up cards the seat holds (the game's as dealt, or after Super Stud's discard; a draw
    game deals every card down, the draws too). The same few answers, asked for every seat of every
    view: kept."""
    return tuple(k < len(pattern) and pattern[k] for k in range(held))


def _masked(cards: Cards, up: tuple[bool, ...], seen: Cards) -> Cards:
    """The cards as an onlooker sees them: those dealt up, and those among ``seen`` (shown)."""
    if not seen and True not in up:  # every card down, none shown: the usual case
        return (UNKNOWN,) * len(cards)
    return tuple(c if is_up or c in seen else UNKNOWN for c, is_up in zip(cards, up, strict=True))


def _masked_log(hand: HandState, me: int | None, shown: dict[int, Cards]) -> tuple[Event, ...]:
    """The record as seat ``me`` sees it: each card dealt to another player hidden unless it was
    dealt face up or shown at the showdown; another player's discards hidden (their number stays)."""
    pattern = hand.table.variant.up_pattern
    dealt_so_far = [0] * len(hand.names)
    named = Event._make
    out = []
    for entry in hand.record:
        kind, who = entry[0], entry[1]
        if kind == "deal":
            start = dealt_so_far[who]
            dealt_so_far[who] += len(entry[4])
            if who != me:
                # A draw's cards come after the pattern's: all down.
                up = tuple(start + k < len(pattern) and pattern[start + k] for k in range(len(entry[4])))
                out.append(Event(kind, who, entry[2], entry[3], _masked(entry[4], up, shown.get(who, ()))))
                continue
        elif kind == "draw" and who != me:
            out.append(Event(kind, who, entry[2], entry[3], (UNKNOWN,) * len(entry[4])))
            continue
        out.append(named(entry))
    return tuple(out)


def _seat_of(hand: HandState, seat: object) -> int | None:
    """The seat number asked for (a name is looked up), or a typed error naming what was given.
    (``seat`` is an object: compiled, one typed ``int`` would let ``True`` in as 1.)"""
    if seat is None:
        return None
    if isinstance(seat, str):
        return hand.table.seat(seat)  # refuses an unknown name
    if type(seat) is int and 0 <= seat < len(hand.names):
        return seat
    raise SituationError(
        code="unknown-player",
        params={"field": "seat", "player": quoted(seat), "last": len(hand.names) - 1},
        variant="seat",
    )
