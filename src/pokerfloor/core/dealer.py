"""Where a hand's cards come from, for the games that deal street by street (stud).

A flop game deals every hole card before the first bet and the board falls the same whoever
folds, so a hand deals it all at once. A stud game deals each street to the players still in,
so which card a player gets depends on the folds before it: :class:`Dealer` hands out the cards
as the streets come, taking first the cards known for a seat (given in a situation or a hand
history, in the order dealt), then the deck's, else :data:`~pokerfloor.games.cards.UNKNOWN`.

Cards drawn from the deck are kept in a *stub* in the order drawn, and the dealer's position in
it (with how many known cards each seat has had) is all that changes as cards are dealt: taking a
street back puts the position back, and dealing it again gives the same cards. A reshuffle (the
deck run short) taken back stays ahead, unconfirmed: the same way through the hand, reshuffling
the same cards at the same place, finds it and deals its cards again; any other way takes it back
(the stub cut where it came, the deck given back its cards) before dealing past the place it was
made, so that no card put back for one way is dealt on another.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

from pokerfloor.games.cards import UNKNOWN, Deck

__all__ = ["Dealer", "DealerPosition"]

#: Where a dealer stands: how many known cards each seat and the board have had, the stub position,
#: and the burns so far.
DealerPosition = tuple[tuple[int, ...], int, int, int]


class Dealer:
    """Deals a street-by-street hand's cards: known ones first, then the deck's, else unknown."""

    __slots__ = (
        "board",
        "board_taken",
        "burns",
        "burnt",
        "confirmed",
        "deck",
        "given",
        "next",
        "refills",
        "stub",
        "taken",
    )

    def __new__(cls, *args: object, **kwargs: object) -> Dealer:
        """A blank dealer, filled in by the constructor, by :meth:`copy` and by unpickling. (Where
        the class is compiled, ``object.__new__(Dealer)`` is refused: this is the way to a blank.)"""
        return object.__new__(cls)

    def __init__(self, given: Sequence[Sequence[int]], board: Sequence[int], deck: Deck | None) -> None:
        self.given = [tuple(cards) for cards in given]
        self.board = tuple(board)
        self.deck = deck
        known = [c for cards in (*self.given, self.board) for c in cards if c != UNKNOWN]
        if deck is not None and known:  # a simulation knows none: nothing to take out
            deck.remove(known)
        #: The cards drawn from the deck, in the order drawn, and the next one to deal.
        self.stub: list[int] = []
        self.next = 0
        self.taken = [0] * len(self.given)
        self.board_taken = 0
        self.burns = 0
        #: The cards burnt, each with where in the stub it was burnt.
        self.burnt: list[tuple[int, int]] = []
        #: Reshuffles of a draw game: where in the stub each came, the deck's cards just before it,
        #: the cards shuffled in, and the dealer's position in the stub when it was made.
        self.refills: list[tuple[int, list[int], tuple[int, ...], int]] = []
        #: How many of them the way dealt so far has made (the rest lie ahead, on a way taken back).
        self.confirmed = 0

    def hole(self, seat: int, count: int) -> tuple[int, ...]:
        """The next ``count`` cards of ``seat``."""
        known = self.given[seat]
        start = self.taken[seat]
        out = list(known[start : start + count])
        self.taken[seat] = start + len(out)
        out.extend(self._draw(count - len(out)))
        return tuple(out)

    def holes(self, seats: Sequence[int], count: int) -> list[tuple[int, ...]]:
        """The next ``count`` cards of each of ``seats``, in turn: :meth:`hole` for each. When
        the deck deals them all (no known card left for these seats, no reshuffle ahead, enough
        cards), they are drawn from the deck at once: the same cards in the same order, as the
        deck draws one card at a time (a stud street took a draw per player, 15% of a hand)."""
        taken, given = self.taken, self.given
        total = count * len(seats)
        if self.deck is None or self.confirmed < len(self.refills) or self.left() < total:
            return [self.hole(seat, count) for seat in seats]
        for seat in seats:
            if taken[seat] < len(given[seat]):
                return [self.hole(seat, count) for seat in seats]
        drawn = self._draw(total)
        return [tuple(drawn[k : k + count]) for k in range(0, total, count)]

    def community(self, count: int) -> tuple[int, ...]:
        """The next ``count`` community cards."""
        start = self.board_taken
        out = list(self.board[start : start + count])
        self.board_taken = start + len(out)
        out.extend(self._draw(count - len(out)))
        return tuple(out)

    def burn(self) -> None:
        """Put the top card aside (only a deck has one to burn)."""
        if self.deck is not None and self.left() > 0:
            del self.burnt[self.burns :]  # burns taken back since are burnt again
            at = self.next
            self.burnt.append((at, self._draw(1)[0]))
            self.burns += 1

    def prepare(self, count: int, pile: Sequence[int], spare: Sequence[int] = (), *, force: bool = False) -> None:
        """Before dealing ``count`` cards: when the deck runs short (or ``force``), shuffle
        ``pile`` (a draw's discards and muck, stud's burns) into it, and ``spare`` too when that is
        not enough. The same reshuffle made here before, and taken back, is found again (its cards
        are in the stub); a different one takes it back first."""
        if self.deck is None or not (force or self.left_now() < count):
            return
        if self.confirmed < len(self.refills):
            at, before, shuffled, made = self.refills[self.confirmed]
            if made == self.next and self._fresh(pile, before, self.stub[self.next : at], spare, count) == shuffled:
                self.confirmed += 1
                return
            self._take_back(self.confirmed)
        fresh = self._fresh(pile, self.deck.cards_left(), self.stub[self.next :], spare, count)
        if fresh:
            self.refills.append((len(self.stub), self.deck.cards_left(), fresh, self.next))
            self.confirmed += 1
            self.deck.put_back(fresh)

    def left_now(self) -> int:
        """How many cards the deck has on the way dealt so far: a reshuffle ahead, made on a way
        taken back, not counted (its cards are in the stub, dealt again only if it is made again)."""
        if self.confirmed < len(self.refills):
            at, before, _, _ = self.refills[self.confirmed]
            return at - self.next + len(before)
        return self.left()

    def may_reshuffle(self, count: int) -> bool:
        """Whether dealing ``count`` cards needs a reshuffle (the deck short of them on this way):
        only then is the pile worth gathering."""
        return self.deck is not None and self.left_now() < count

    @staticmethod
    def _fresh(
        pile: Sequence[int], left: Sequence[int], undealt: Sequence[int], spare: Sequence[int], count: int
    ) -> tuple[int, ...]:
        """The cards of ``pile`` (and of ``spare``, when the rest are too few for ``count``) not
        still to be dealt, in the deck or drawn but not dealt: an earlier reshuffle may have put
        them back already."""
        waiting = {*left, *undealt}
        fresh = [c for c in pile if c not in waiting]
        if len(left) + len(undealt) + len(fresh) < count:
            fresh += [c for c in spare if c not in waiting and c not in fresh]
        return tuple(fresh)

    def reshuffled(self, since: int) -> set[int]:
        """The cards put back into the deck by the reshuffles made between stub position
        ``since`` and the dealer's position now (a reshuffle dealt past, then taken back, is in
        the future again)."""
        return {c for _, _, cards, made in self.refills[: self.confirmed] if since <= made < self.next for c in cards}

    @property
    def burnt_cards(self) -> list[int]:
        """The cards burnt so far."""
        return [card for _, card in self.burnt[: self.burns]]

    def burns_to_reshuffle(self) -> list[int]:
        """The burn cards a draw game's reshuffle may take (where the rulebook says so): those
        burnt so far and not put back into the deck by a reshuffle since."""
        return [card for at, card in self.burnt[: self.burns] if card not in self.reshuffled(at)]

    def has_community(self) -> bool:
        """Whether a known community card is still to be dealt (a hand history's ``d db`` in stud)."""
        return self.board_taken < len(self.board)

    def left(self) -> int:
        """How many cards the deck still has (none without a deck)."""
        if self.deck is None:
            return 0
        return len(self.stub) - self.next + len(self.deck)

    def known_for(self, seat: int) -> int:
        """How many known cards ``seat`` still has to be dealt."""
        return len(self.given[seat]) - self.taken[seat]

    def _draw(self, count: int) -> list[int]:
        if count <= 0:
            return []
        if self.deck is None:
            return [UNKNOWN] * count
        if self.confirmed < len(self.refills) and self.next + count > self.refills[self.confirmed][3]:
            self._take_back(self.confirmed)  # dealing past where another way reshuffled
        short = self.next + count - len(self.stub)
        if short > 0:
            self.stub.extend(self.deck.deal(min(short, len(self.deck))))
        drawn = self.stub[self.next : self.next + count]
        self.next += len(drawn)
        return drawn + [UNKNOWN] * (count - len(drawn))

    # -- undo and copies ------------------------------------------------------------------------
    def position(self) -> DealerPosition:
        """Where the dealer stands, for :meth:`restore`."""
        return tuple(self.taken), self.board_taken, self.next, self.burns

    def restore(self, position: DealerPosition) -> None:
        """Go back to a :meth:`position`: the cards dealt since are dealt again, the same."""
        taken, self.board_taken, self.next, self.burns = position
        self.taken[:] = taken
        confirmed = self.confirmed
        while confirmed and self.refills[confirmed - 1][3] >= self.next:
            confirmed -= 1  # made since: ahead again, for the same way to find
        self.confirmed = confirmed

    def _take_back(self, first: int) -> None:
        """Take back the reshuffles from the ``first`` on: the stub cut where it came, the deck
        given back the cards it had then."""
        at, before, _, _ = self.refills[first]
        del self.stub[at:]
        if self.deck is not None:
            self.deck.restore_cards(before)
        del self.refills[first:]

    def copy(self) -> Dealer:
        """An independent dealer at the same position, with a copy of the deck."""
        twin = copy.copy(self)
        twin.stub = self.stub[:]
        twin.taken = self.taken[:]
        twin.burnt = self.burnt[:]
        twin.refills = [(at, left[:], shuffled, made) for at, left, shuffled, made in self.refills]
        if self.deck is not None:
            twin.deck = self.deck.copy()
        return twin
