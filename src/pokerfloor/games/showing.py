"""Stud's openers, read from the up cards: who brings in on the first street, and whose hand
showing opens each later one.

A card is ``rank * 4 + suit`` (:mod:`pokerfloor.games.cards`): ranks deuce to ace, suits clubs,
diamonds, hearts, spades, which is the suits' order from lowest to highest (WSOP 2024 Live
Action Rule 146: "spades, hearts, diamonds, clubs").

- **The bring-in.** In a high game (stud, stud eight-or-better) the lowest up card by rank and
  suit, aces high; in razz the highest, aces low, so the king of spades is the highest card (WSOP
  2024 Tournament Rules, Seven Card Games); in Super Stud 8 the highest, aces high (WSOP 2024 Live
  Action Rule 246).
- **The later streets.** The best hand showing opens, the lowest in razz; straights and flushes do
  not count with fewer than five cards up, pairs do (and count against a razz hand). Equal hands
  showing are told apart by position (the first of them dealt, from the dealer's left) or by suit
  (the highest card by suit), as the rulebook says (:data:`pokerfloor.rules.SWITCHES`,
  ``stud_board_tie``).

>>> from pokerfloor.games.cards import card, cards
>>> from pokerfloor.games.variants import UpCards
>>> bring_in([(0, card("As")), (1, card("2c")), (2, card("2d"))], UpCards.HIGH)
1
>>> bring_in([(0, card("Ks")), (1, card("Kc")), (2, card("Ad"))], UpCards.LOW)
0
>>> best_showing([(0, cards("9c9d")), (1, cards("AsKs")), (2, cards("2h2s"))], UpCards.HIGH, "position")
0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeGuard

from pokerfloor.games._ranking import rank_ace_to_five_low
from pokerfloor.games.cards import are_cards
from pokerfloor.games.evaluation import Evaluator, dealt_best_five
from pokerfloor.games.variants import UpCards
from pokerfloor.given import Given, choice, flag, instance, refused, sequence, wholes

__all__ = ["TIES", "HighCardOrders", "best_showing", "bring_in", "card_order", "showing_strength"]

#: How equal hands showing are told apart: by position, or by the highest card by suit.
TIES = ("position", "suit")


def card_order(card: Given[int], reading: Given[UpCards]) -> tuple[int, int]:
    """A card's place from lowest to highest, by rank then suit: aces high in a high game, low
    in a low one (razz)."""
    if type(card) is not int or not 0 <= card < 52:
        raise refused("card", card, "card")
    return _order(card, _reading(reading))


def _order(card: int, reading: UpCards) -> tuple[int, int]:
    rank = card >> 2
    return ((rank + 1) % 13 if reading == "low" else rank), card & 3


def _reading(reading: object) -> UpCards:
    """``reading`` as how up cards are read (an :class:`UpCards`), or a refusal naming it."""
    return instance("reading", reading, UpCards)


def bring_in(
    doors: Given[Sequence[tuple[int, int]]], reading: Given[UpCards], highest: Given[bool | None] = None
) -> int:
    """The seat that brings in, among ``doors``: each player's ``(seat, up card)``. ``highest``:
    whether the highest card brings in (by default in a game reading its up cards low, razz), or
    the lowest (stud); Super Stud 8 reads them high and the highest brings in.

    >>> from pokerfloor.games.cards import card
    >>> bring_in([(0, card("As")), (1, card("Kc"))], UpCards.HIGH, highest=True)
    0
    """
    given = sequence("doors", doors)
    checked = [door for door in given if _is_door(door)]
    if not given or len(checked) != len(given):
        raise refused("doors", doors, "seats-and-cards")
    read = _reading(reading)
    return _bring_in(checked, read, read == "low" if highest is None else flag("highest", highest))


def _is_door(door: object) -> TypeGuard[tuple[int, int]]:
    """Whether ``door`` is a seat and its door card."""
    return (
        isinstance(door, tuple)
        and len(door) == 2
        and type(door[0]) is int
        and door[0] >= 0
        and type(door[1]) is int
        and 0 <= door[1] < 52
    )


# The engine's own path (streets.py asks on every street of a stud hand, with the cards it dealt):
# bring_in above checks a caller's values, then asks it. A card's place is one small integer
# (:func:`_place`), compared in a plain loop: ``min`` with a key was a Python call for every door.
def _bring_in(doors: Sequence[tuple[int, int]], reading: UpCards, highest: bool) -> int:
    low = reading == "low"
    best_seat, best = -1, -1
    for seat, card in doors:
        place = _place(card, low)
        # The highest card brings in (razz, Super Stud 8), else the lowest (places are unique).
        if best_seat < 0 or (place > best if highest else place < best):
            best_seat, best = seat, place
    return best_seat


def _place(card: int, low: bool) -> int:
    """:func:`_order` as one integer, in the same order: the rank (aces low in a low game), then
    the suit."""
    rank = card >> 2
    return ((rank + 1) % 13 if low else rank) << 2 | card & 3


def showing_strength(up: Given[Sequence[int]], reading: Given[UpCards]) -> tuple[object, ...]:
    """How good a hand showing is (larger is better): in a high game pairs, trips and quads then
    the ranks, aces high; in a low game the ace-to-five low of the cards, pairs counting
    against it."""
    if not are_cards(up, unknown=False) or not up:
        raise refused("up", up, "cards")
    return _strength(up, _reading(reading))


def _strength(up: Sequence[int], reading: UpCards) -> tuple[object, ...]:
    if reading == "low":
        return (-rank_ace_to_five_low(tuple(up)),)
    # The ranks grouped, the biggest group first and the highest rank first among equal groups:
    # counted in a list and read back by count then rank (a Counter sorted with a key was a
    # sixth of a stud hand's instructions compiled, opening every street).
    by_rank = [0] * 13
    for card in up:
        by_rank[card >> 2] += 1
    counts: list[int] = []
    ranks: list[int] = []
    for count in range(4, 0, -1):
        for rank in range(12, -1, -1):
            if by_rank[rank] == count:
                counts.append(count)
                ranks.append(rank)
    return tuple(counts), tuple(ranks)


def best_showing(boards: Given[Sequence[tuple[int, Sequence[int]]]], reading: Given[UpCards], tie: Given[str]) -> int:
    """The seat whose hand showing opens: ``boards`` holds each player's ``(seat, up cards)`` in
    dealing order (from the dealer's left). Equal hands go to the first of them in that order
    (``tie`` is ``"position"``) or to the highest card by suit among them (``"suit"``)."""
    given = sequence("boards", boards)
    checked = [board for board in given if _is_board(board)]
    if not given or len(checked) != len(given):
        raise refused("boards", boards, "seats-and-cards")
    return _best_showing(checked, _reading(reading), choice("tie", tie, TIES))


def _is_board(board: object) -> TypeGuard[tuple[int, Sequence[int]]]:
    """Whether ``board`` is a seat and the cards it shows (at least one)."""
    return (
        isinstance(board, tuple)
        and len(board) == 2
        and type(board[0]) is int
        and board[0] >= 0
        and are_cards(board[1], unknown=False)
        and len(board[1]) > 0
    )


# The engine's own path, as _bring_in's: each hand's strength is one integer (_showing_key),
# compared in a plain loop (tuples of tuples and a key function were a quarter of a stud hand's
# instructions compiled, opening every street).
def _best_showing(boards: Sequence[tuple[int, Sequence[int]]], reading: UpCards, tie: str) -> int:
    low = reading == "low"
    keys = [_showing_key(up, low) for _, up in boards]
    best, first, tied = keys[0], 0, 1
    for k in range(1, len(keys)):  # the best key, the first board with it, how many have it
        if keys[k] > best:
            best, first, tied = keys[k], k, 1
        elif keys[k] == best:
            tied += 1
    if tie != "suit" or tied == 1:
        return boards[first][0]
    # Equal hands told apart by the highest card by suit among them (the first of equals).
    found, top = -1, -1
    for k in range(first, len(keys)):
        if keys[k] == best:
            seat, up = boards[k]
            for card in up:
                if _place(card, low) > top:
                    found, top = seat, _place(card, low)
    return found


def _showing_key(up: Sequence[int], low: bool) -> int:
    """:func:`_strength` as one integer, in the same order (larger is better). A low hand: minus
    its ace-to-five rank. A high hand: the number of quads, trips, pairs and single cards (in
    four digits of base 14: the groups read biggest first, so more of a bigger group wins),
    then the ranks of each group as a mask of 13 bits, quads first (equal groups compare by
    their highest rank first, which is how masks of as many bits compare)."""
    if low:
        return -rank_ace_to_five_low(tuple(up))
    seen1 = seen2 = seen3 = seen4 = 0
    for card in up:
        bit = 1 << (card >> 2)
        if seen3 & bit:
            seen4 |= bit
        elif seen2 & bit:
            seen3 |= bit
        elif seen1 & bit:
            seen2 |= bit
        else:
            seen1 |= bit
    quads, trips, pairs, singles = seen4, seen3 & ~seen4, seen2 & ~seen3, seen1 & ~seen2
    counts = ((_bits(quads) * 14 + _bits(trips)) * 14 + _bits(pairs)) * 14 + _bits(singles)
    return counts << 52 | quads << 39 | trips << 26 | pairs << 13 | singles


def _bits(mask: int) -> int:
    """How many bits of ``mask`` are set (a rank mask: at most 13)."""
    count = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


class HighCardOrders(Sequence[Sequence[int]]):
    """For each ranking of a stud game, the seats in the order the odd chips of a split go:
    the highest card by suit among the cards of the hand first (TDA 2024 Rule 20-B: "the odd chip
    goes to the high card by suit in the player's 5-card winning hand"; the highest card of a low
    hand counting aces low). Worked out only for the ranking a split asks about."""

    def __init__(
        self,
        rankings: Given[Sequence[Evaluator]],
        holes: Given[Sequence[Sequence[int]]],
        board: Given[Sequence[int]],
        seats: Given[list[int]],
    ) -> None:
        """``rankings`` of the game, every seat's ``holes`` and the ``board``, the ``seats`` still
        in (their best five found, from the cards dealt, when a split asks for their order)."""
        given = sequence("rankings", rankings)
        self.rankings = [ranking for ranking in given if isinstance(ranking, Evaluator)]
        if len(self.rankings) != len(given):
            raise refused("rankings", rankings, "list-of", kind="Evaluator")
        given = sequence("holes", holes)
        self.holes = [hole for hole in given if are_cards(hole)]
        if len(self.holes) != len(given):
            raise refused("holes", holes, "cards-or-unknown")
        if not self.holes:
            raise refused("holes", holes, "empty")
        if not are_cards(board, unknown=False):
            raise refused("board", board, "cards")
        self.board = board
        self.seats = list(wholes("seats", seats, 0, len(self.holes) - 1))
        self.found: dict[int, list[int]] = {}

    def __len__(self) -> int:
        return len(self.rankings)

    def __getitem__(self, k: int) -> list[int]:  # type: ignore[override]  # an index, never a slice
        if k not in self.found:
            evaluator = self.rankings[k]
            reading = UpCards.LOW if evaluator.low else UpCards.HIGH
            top = {
                s: max(_order(c, reading) for c in dealt_best_five(evaluator, self.holes[s], self.board))
                for s in self.seats
            }
            self.found[k] = sorted(self.seats, key=lambda s: top[s], reverse=True)
        return self.found[k]
