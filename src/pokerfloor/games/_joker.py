"""How Mexican Poker ranks a hand (WSOP 2024 Live Action Rules, Mexican Poker/Mexican Stud, Rules
250, 255 and 256): the 41-card deck (the eights, nines and tens out, one joker in), the seven and
the jack consecutive, a flush above a full house, five of a kind the best hand, and the joker wild
as far as the rulebook lets it be: face down any card the hand needs, face up an ace or a card
that completes a straight or a flush (:mod:`pokerfloor.games.evaluation` is the public face, with
what the ranks mean).

The joker is not a card of the 52 (:mod:`pokerfloor.games.cards` stops at 51): here it is
:data:`JOKER` (52) held face down and :data:`JOKER_UP` (53) held face up, the two ways the rule
reads it; whoever ranks a hand says which by the number it gives. Each ranker here takes cards
already checked; the face checks what a caller gives."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final, TypeGuard

from pokerfloor.errors import SituationError
from pokerfloor.given import is_sequence, refused

__all__ = [
    "JOKER",
    "JOKER_UP",
    "MEXICAN_DECK",
    "MEXICAN_WORST",
    "known_mexican_cards",
    "mexican_strength",
    "rank_mexican",
    "rank_mexicans",
]

#: The joker held face down: wild, "any value needed to make that participant's best possible
#: five-card poker hand" (Rule 250).
JOKER: Final = 52
#: The joker held face up: "the value of an Ace or any card needed ... to complete a Flush or
#: Straight" (Rule 250), the bug of the older games.
JOKER_UP: Final = 53
#: The ranks dealt, lowest first (rank numbers of :mod:`pokerfloor.games.cards`): deuce to seven,
#: then jack to ace; the eights, nines and tens are out.
_RANKS: Final = (0, 1, 2, 3, 4, 5, 9, 10, 11, 12)
_ACE: Final = 12
#: The 41 cards of the deck: the forty of those ranks, and the joker.
MEXICAN_DECK: Final = (*(rank * 4 + suit for rank in _RANKS for suit in range(4)), JOKER)

# The kinds of hand, worst first: a flush above a full house (Rule 256: "with fewer cards of each
# suit, they are harder to get"), five of a kind above everything.
_HIGH_CARD, _PAIR, _TWO_PAIR, _TRIPS, _STRAIGHT, _FULL_HOUSE, _FLUSH, _QUADS, _STRAIGHT_FLUSH, _FIVE = range(10)
#: Above every strength: a rank is this less the strength, so that lower is better, as everywhere.
MEXICAN_WORST: Final = 10 << 26


def _straights() -> dict[int, int]:
    """Each mask of five ranks that is a straight, to the bit of its top card: five ranks in a row
    of those dealt, the seven and the jack next to each other (Rule 255: "5-6-7-J-Q is a
    straight"), and the wheel, A-2-3-4-5, ranked by its five."""
    made = {sum(1 << rank for rank in _RANKS[low : low + 5]): 1 << _RANKS[low + 4] for low in range(len(_RANKS) - 4)}
    made[1 << _ACE | 0b1111] = 1 << 3
    return made


_STRAIGHTS: Final = _straights()


def _strength(ranks: Sequence[int], flush: bool) -> int:
    """The strength (higher is better) of five cards of ``ranks`` (a rank may come five times: the
    joker beside four of a kind), all of one suit when ``flush``: ``kind << 26 | major << 13 |
    minor``, ``major`` the mask of the ranks that decide first and ``minor`` of the kickers, as the
    other rankings of :mod:`pokerfloor.games.evaluation` pack it."""
    counts = [0] * 13
    for rank in ranks:
        counts[rank] += 1
    by_count = [0] * 6  # the mask of the ranks held once, twice ... five times
    for rank in range(13):
        by_count[counts[rank]] |= 1 << rank
    singles, pairs, trips, quads, five = by_count[1], by_count[2], by_count[3], by_count[4], by_count[5]
    top = _STRAIGHTS.get(singles, 0)
    if five:
        kind, major, minor = _FIVE, five, 0
    elif top:
        kind, major, minor = (_STRAIGHT_FLUSH if flush else _STRAIGHT), top, 0
    elif quads:
        kind, major, minor = _QUADS, quads, singles
    elif flush:
        kind, major, minor = _FLUSH, singles | pairs | trips, 0  # a flush holds five different cards
    elif trips:
        kind, major, minor = (_FULL_HOUSE if pairs else _TRIPS), trips, pairs | singles
    elif pairs:
        kind, major, minor = (_TWO_PAIR if pairs & (pairs - 1) else _PAIR), pairs, singles
    else:
        kind, major, minor = _HIGH_CARD, singles, 0
    return kind << 26 | major << 13 | minor


def _one_suit(cards: Sequence[int]) -> int:
    """The suit all of ``cards`` share, or -1 when they do not."""
    suit = cards[0] & 3
    for card in cards:
        if card & 3 != suit:
            return -1
    return suit


def _natural(five: Sequence[int]) -> int:
    """The strength of five cards without the joker."""
    return _strength([card >> 2 for card in five], _one_suit(five) >= 0)


def _with_joker(four: Sequence[int], held: Sequence[int], face_up: bool) -> int:
    """The best strength of ``four`` cards and the joker (``held``: every card the player holds).
    Face down it may be any rank; made into a flush, it is a card of the suit not already held
    (Robert's Rules: "the highest card of the flush not present in the hand"). Face up it is an
    ace, or another card only when that makes a straight or a flush (Rule 250)."""
    ranks = [card >> 2 for card in four]
    suit = _one_suit(four)
    best = 0
    for rank in _RANKS:
        plain = _strength([*ranks, rank], False)
        suited = _strength([*ranks, rank], True) if suit >= 0 and rank * 4 + suit not in held else 0
        if face_up and rank != _ACE:
            plain = plain if plain >> 26 == _STRAIGHT else 0
        best = max(best, plain, suited)
    return best


def mexican_strength(cards: Sequence[int]) -> int:
    """The strength (higher is better) of the best five of five to seven cards of the Mexican
    deck, at most one of them the joker (:data:`JOKER` or :data:`JOKER_UP`)."""
    jokers = [card for card in cards if card >= JOKER]
    naturals = [card for card in cards if card < JOKER]
    best = 0
    for five in combinations(naturals, 5):
        best = max(best, _natural(five))
    for joker in jokers:
        for four in combinations(naturals, 4):
            best = max(best, _with_joker(four, naturals, joker == JOKER_UP))
    return best


def rank_mexican(hole: Sequence[int], board: Sequence[int] = (), /) -> int:
    """The rank (lower is better) of the best five of the cards: :data:`MEXICAN_WORST` less the
    strength; a hand of fewer than five or more than seven cards is refused."""
    cards = (*hole, *board)
    if not 5 <= len(cards) <= 7:
        raise SituationError(code="bad-hand", params={"count": len(cards)}, variant="mexican-high")
    return MEXICAN_WORST - mexican_strength(cards)


def rank_mexicans(board: Sequence[int], holes: Sequence[Sequence[int]], out: Sequence[bool], /) -> list[int | None]:
    """:func:`rank_mexican` of each hand at a showdown, ``None`` for the seats ``out``."""
    return [None if gone else rank_mexican(hole, board) for hole, gone in zip(holes, out, strict=True)]


#: Every card a hand of the game may hold: the deck's, and the joker face up.
_DEALT: Final = frozenset((*MEXICAN_DECK, JOKER_UP))


def _of_deck(values: object) -> TypeGuard[Sequence[int]]:
    """Whether ``values`` is a sequence (not text) of cards of the Mexican deck, the face-up joker
    too."""
    return is_sequence(values) and all(type(card) is int and card in _DEALT for card in values)


def known_mexican_cards(hole: object, board: object) -> tuple[Sequence[int], Sequence[int]]:
    """``hole`` and ``board`` as different cards of the Mexican deck, the joker (face down or face
    up) once at most, or a refusal naming the field."""
    if not _of_deck(hole) or len(set(hole)) != len(hole) or {JOKER, JOKER_UP} <= set(hole):
        raise refused("hole", hole, "mexican-cards")
    held = {*hole, *board} if _of_deck(board) else set()
    if not _of_deck(board) or len(held) != len(hole) + len(board) or {JOKER, JOKER_UP} <= held:
        raise refused("board", board, "mexican-cards")
    return hole, board
