"""How the evaluators rank a hand (:mod:`pokerfloor.games.evaluation` is their public face, with
what the ranks mean): the rank bits and masks, the ace-to-five and eight-or-better lows (Omaha's
too), deuce-to-seven, badugi, short deck, and the high hands through phevaluator. Each ranker
here takes cards already checked; the face checks what a caller gives."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import combinations
from typing import Final, Protocol

from phevaluator._pheval import evaluate_5cards as _five_cards
from phevaluator._pheval import evaluate_6cards as _six_cards
from phevaluator._pheval import evaluate_7cards as _seven_cards
from phevaluator._pheval import evaluate_omaha_cards as _omaha_cards

from pokerfloor.errors import SituationError
from pokerfloor.games.cards import are_cards
from pokerfloor.given import Given, refused

__all__ = [
    "Cards",
    "RankAll",
    "RankOne",
    "known_cards",
    "rank_ace_to_five_low",
    "rank_badugi",
    "rank_deuce_to_seven_low",
    "rank_eight_or_better_low",
    "rank_high",
    "rank_highs",
    "rank_omaha_eight_or_better_low",
    "rank_omaha_high",
    "rank_omaha_lows",
    "short_deck_rankers",
]

#: A player's cards or the board: card ints (:mod:`pokerfloor.games.cards`).
Cards = Sequence[int]


class RankOne(Protocol):
    """The rank of one player's hand (lower is better), or ``None`` when it does not count."""

    def __call__(self, hole: Cards, board: Cards = (), /) -> int | None: ...


class RankAll(Protocol):
    """The ranks of every hand at a showdown, ``None`` for the seats ``out``: the board read once."""

    def __call__(self, board: Cards, holes: Sequence[Cards], out: Sequence[bool], /) -> list[int | None]: ...


def known_cards(hole: object, board: object) -> tuple[Cards, Cards]:
    """``hole`` and ``board`` as cards, each a card from 0 to 51 held once, or a refusal naming
    the field."""
    if not are_cards(hole, unknown=False) or len(set(hole)) != len(hole):
        raise refused("hole", hole, "cards")
    if not are_cards(board, unknown=False) or len({*hole, *board}) != len(hole) + len(board):
        raise refused("board", board, "cards")
    return hole, board


# -- rank bits and the masks built from them ---------------------------------------------------

#: Each card's rank as one bit, ace high (deuce bit 0 ... ace bit 12) and ace low (ace bit 0,
#: deuce bit 1 ... king bit 12); its suit as one of four bits.
_HIGH_BIT: Final = tuple(1 << (card >> 2) for card in range(52))
_LOW_BIT: Final = tuple(1 << ((card >> 2) + 1) % 13 for card in range(52))
_SUIT_BIT: Final = tuple(1 << (card & 3) for card in range(52))
#: Ace to eight in ace-low bits: the ranks a qualifying low may hold.
_EIGHT_OR_LOWER: Final = 0xFF
_ALL_RANKS: Final = 1 << 13


def _ranks_in_masks() -> tuple[int, ...]:
    """How many bits each 13-bit mask has: one more than the mask halved when its low bit is set."""
    counts = [0] * _ALL_RANKS
    for mask in range(1, _ALL_RANKS):
        counts[mask] = counts[mask >> 1] + (mask & 1)
    return tuple(counts)


#: How many ranks each 13-bit mask holds. The tables below are built from it at every start: in
#: compiled code a lookup costs a fraction of a call of ``int.bit_count``.
_RANKS_IN: Final = _ranks_in_masks()


def _keep_lowest(count: int, masks: int = _ALL_RANKS) -> tuple[int, ...]:
    """For every mask below ``masks``, the mask of its ``count`` lowest bits (all if fewer)."""
    table = [0] * masks
    top = 0  # the mask's highest bit
    for mask in range(1, masks):
        if not mask & (mask - 1):  # a power of two: a new highest bit
            top = mask
        # Dropping the top bit gives a smaller mask, already in the table.
        table[mask] = mask if _RANKS_IN[mask] <= count else table[mask ^ top]
    return tuple(table)


def _keep_highest(count: int) -> tuple[int, ...]:
    """For every 13-bit mask, the mask of its ``count`` highest bits (all of them if fewer)."""
    table = [0] * _ALL_RANKS
    for mask in range(1, _ALL_RANKS):
        # Dropping the lowest bit gives a smaller mask, already in the table.
        table[mask] = mask if _RANKS_IN[mask] <= count else table[mask & (mask - 1)]
    return tuple(table)


_LOWEST_5: Final = _keep_lowest(5)
_LOWEST_3: Final = _keep_lowest(3, _EIGHT_OR_LOWER + 1)  # board lows of Omaha: ace to eight
_HIGHEST_5: Final = _keep_highest(5)
_HIGHEST_3: Final = _keep_highest(3)
_HIGHEST_2: Final = _keep_highest(2)


def _top(mask: int) -> int:
    """The highest bit of a non-empty mask."""
    return 1 << (mask.bit_length() - 1)


def _rank_counts(cards: Cards, bits: tuple[int, ...]) -> tuple[int, int, int, int]:
    """The masks of the ranks held at least once, twice, three and four times."""
    once = twice = thrice = four = 0
    for card in cards:
        bit = bits[card]
        if not once & bit:
            once |= bit
        elif not twice & bit:
            twice |= bit
        elif not thrice & bit:
            thrice |= bit
        else:
            four |= bit
    return once, twice, thrice, four


def _too_few(ranking: str, count: int) -> SituationError:
    """Too few (or too many) cards for ``ranking`` (the variant of ``refused.bad-hand``)."""
    return SituationError(code="bad-hand", params={"count": count}, variant=ranking)


# -- ace-to-five low (razz) and the eight-or-better low ------------------------------------------


def rank_ace_to_five_low(hole: Cards, board: Cards = (), /) -> int:
    ranks = 0
    for card in hole:
        ranks |= _LOW_BIT[card]
    for card in board:
        ranks |= _LOW_BIT[card]
    size = len(hole) + len(board)
    if not size:
        raise _too_few("ace-to-five-low", 0)
    if ranks.bit_count() >= 5 or ranks.bit_count() == size:
        return _LOWEST_5[ranks]  # no pair among the cards played: the lowest five ranks
    return _ace_to_five_paired((*hole, *board), min(size, 5))


def _ace_to_five_paired(cards: Cards, size: int) -> int:
    """Fewer different ranks than cards to play: every rank is used, the rest are paired as low as
    the hand allows (two pair before trips, a full house before quads)."""
    once, twice, thrice, four = _rank_counts(cards, _LOW_BIT)
    extra = size - once.bit_count()  # the cards that must repeat a rank already played
    if extra == 1:
        pair = twice & -twice
        return 1 << 26 | pair << 13 | once ^ pair
    if extra == 2:
        if twice.bit_count() >= 2:
            low = twice & -twice
            pairs = low | (twice ^ low) & -(twice ^ low)
            return 2 << 26 | pairs << 13 | once ^ pairs
        return 3 << 26 | thrice << 13 | once ^ thrice
    # Three cards repeat: a full house if two ranks can be paired, else quads and a kicker.
    if twice.bit_count() >= 2:
        trips = thrice & -thrice
        return 4 << 26 | trips << 13 | once ^ trips
    return 5 << 26 | four << 13 | once ^ four


def rank_eight_or_better_low(hole: Cards, board: Cards = (), /) -> int | None:
    ranks = 0
    for card in hole:
        ranks |= _LOW_BIT[card]
    for card in board:
        ranks |= _LOW_BIT[card]
    ranks &= _EIGHT_OR_LOWER
    return _LOWEST_5[ranks] if ranks.bit_count() >= 5 else None


# The Omaha low depends only on the low ranks in the hand and on the board: remembered per pair
# of masks (at most 256 * 256 of them), -1 for "no low".
_OMAHA_LOWS: dict[int, int] = {}


def _omaha_low_of(hole_ranks: int, board_ranks: int) -> int:
    """The best low of two different hole ranks and the three lowest board ranks left, or -1."""
    best = -1
    first_left = hole_ranks
    while first_left:
        first = first_left & -first_left
        first_left ^= first
        second_left = first_left
        while second_left:
            second = second_left & -second_left
            second_left ^= second
            three = _LOWEST_3[board_ranks & ~(first | second)]
            if three.bit_count() == 3 and (best < 0 or first | second | three < best):
                best = first | second | three
    return best


def rank_omaha_eight_or_better_low(hole: Cards, board: Cards = (), /) -> int | None:
    board_ranks = 0
    for card in board:
        board_ranks |= _LOW_BIT[card]
    return _omaha_low(hole, board_ranks & _EIGHT_OR_LOWER)


def _omaha_low(hole: Cards, board_ranks: int) -> int | None:
    if board_ranks.bit_count() < 3:
        return None
    hole_ranks = 0
    for card in hole:
        hole_ranks |= _LOW_BIT[card]
    key = (hole_ranks & _EIGHT_OR_LOWER) << 8 | board_ranks
    best = _OMAHA_LOWS.get(key)
    if best is None:
        best = _OMAHA_LOWS[key] = _omaha_low_of(hole_ranks & _EIGHT_OR_LOWER, board_ranks)
    return best if best >= 0 else None


def rank_omaha_lows(board: Cards, holes: Sequence[Cards], out: Sequence[bool]) -> list[int | None]:
    board_ranks = 0
    for card in board:
        board_ranks |= _LOW_BIT[card]
    board_ranks &= _EIGHT_OR_LOWER
    return [None if gone else _omaha_low(hole, board_ranks) for hole, gone in zip(holes, out, strict=True)]


# -- deuce-to-seven low ------------------------------------------------------------------------

#: The straights of deuce-to-seven: 2-3-4-5-6 up to T-J-Q-K-A; A-2-3-4-5 is not one.
_STRAIGHTS_ACE_HIGH: Final = frozenset(0b11111 << low for low in range(9))


def rank_deuce_to_seven_low(hole: Cards, board: Cards = (), /) -> int:
    if len(hole) != 5 or board:
        raise _too_few("deuce-to-seven-low", len(hole) + len(board))
    c0, c1, c2, c3, c4 = hole
    bit = _HIGH_BIT
    ranks = bit[c0] | bit[c1] | bit[c2] | bit[c3] | bit[c4]
    if ranks.bit_count() < 5:
        return _grouped_five(hole)
    straight = ranks in _STRAIGHTS_ACE_HIGH
    if not ((c0 ^ c1) | (c0 ^ c2) | (c0 ^ c3) | (c0 ^ c4)) & 3:  # one suit: a flush
        return (8 if straight else 5) << 26 | ranks
    return (4 if straight else 0) << 26 | ranks


def _grouped_five(cards: Cards) -> int:
    """The deuce-to-seven rank of five cards holding a pair or more."""
    once, twice, thrice, four = _rank_counts(cards, _HIGH_BIT)
    if four:
        return 7 << 26 | four << 13 | once ^ four
    if thrice:
        category = 6 if twice ^ thrice else 3
        return category << 26 | thrice << 13 | once ^ thrice
    return (2 if twice.bit_count() == 2 else 1) << 26 | twice << 13 | once ^ twice


# -- badugi ------------------------------------------------------------------------------------

_THREES: Final = tuple(combinations(range(4), 3))
_TWOS: Final = tuple(combinations(range(4), 2))


def rank_badugi(hole: Cards, board: Cards = (), /) -> int:
    if len(hole) != 4 or board:
        return _badugi_any(hole, board)
    c0, c1, c2, c3 = hole
    low, suit = _LOW_BIT, _SUIT_BIT
    ranks = (low[c0], low[c1], low[c2], low[c3])
    suits = (suit[c0], suit[c1], suit[c2], suit[c3])
    every_rank = ranks[0] | ranks[1] | ranks[2] | ranks[3]
    if every_rank.bit_count() == 4 and suits[0] | suits[1] | suits[2] | suits[3] == 15:
        return every_rank  # a four-card badugi
    best = 0
    for i, j, k in _THREES:
        three = ranks[i] | ranks[j] | ranks[k]
        if three.bit_count() == 3 and (suits[i] | suits[j] | suits[k]).bit_count() == 3 and (not best or three < best):
            best = three
    if best:
        return 1 << 13 | best
    for i, j in _TWOS:
        two = ranks[i] | ranks[j]
        if ranks[i] != ranks[j] and suits[i] != suits[j] and (not best or two < best):
            best = two
    if best:
        return 2 << 13 | best
    return 3 << 13 | min(ranks)  # one card: the lowest


def _badugi_any(hole: Cards, board: Cards) -> int:
    """Badugi of one to four cards in all (a hand being drawn, say): every subset, largest first."""
    cards = (*hole, *board)
    if not 1 <= len(cards) <= 4:
        raise _too_few("badugi", len(cards))
    for size in range(len(cards), 0, -1):
        found = [
            ranks
            for subset in combinations(cards, size)
            if (ranks := sum(_LOW_BIT[c] for c in subset)).bit_count() == size and len({c & 3 for c in subset}) == size
        ]
        if found:
            return (4 - size) << 13 | min(found)
    raise AssertionError("one card is always a badugi of one")  # pragma: no cover


# -- short-deck hold'em ------------------------------------------------------------------------

_SHORT_DECK_WORST: Final = 9 << 26


def _short_deck_straight(ranks: int) -> int:
    """The top card (as a bit) of the best straight in a short-deck rank mask, 0 if none. The ace
    also plays below the six: A-6-7-8-9 is the lowest straight."""
    ranks |= (ranks >> 9) & 0b1000  # the ace (bit 12) copied to the five's place (bit 3)
    runs = ranks & ranks >> 1 & ranks >> 2 & ranks >> 3 & ranks >> 4
    return 1 << (runs.bit_length() + 3) if runs else 0


#: What the short-deck evaluator keeps of cards seen: the masks of ranks held at least once,
#: twice, three and four times, then one rank mask per suit.
_Tally = tuple[int, int, int, int, int, int, int, int]
_EMPTY_TALLY: Final[_Tally] = (0, 0, 0, 0, 0, 0, 0, 0)


def _tally(cards: Cards, start: _Tally = _EMPTY_TALLY) -> _Tally:
    """``start`` with the cards added (a showdown tallies the board once for every player)."""
    once, twice, thrice, four, clubs, diamonds, hearts, spades = start
    suits = [clubs, diamonds, hearts, spades]
    for card in cards:
        bit = _HIGH_BIT[card]
        suits[card & 3] |= bit
        if not once & bit:
            once |= bit
        elif not twice & bit:
            twice |= bit
        elif not thrice & bit:
            thrice |= bit
        else:
            four |= bit
    return once, twice, thrice, four, suits[0], suits[1], suits[2], suits[3]


def _short_deck_strength(tally: _Tally, straight_category: int, trips_category: int) -> int:
    """The short-deck strength of the best five of the cards tallied (higher is stronger)."""
    once, twice, thrice, four, *suits = tally
    flush = 0
    for suited in suits:
        if suited.bit_count() >= 5:
            top = _short_deck_straight(suited)
            if top:
                return 8 << 26 | top << 13
            flush = suited
    if four:
        return 7 << 26 | four << 13 | _top(once ^ four)
    if flush:  # a flush beats a full house: fewer cards of each suit in a short deck
        return 6 << 26 | _HIGHEST_5[flush]
    trips = _top(thrice) if thrice else 0
    if trips and twice ^ trips:
        return 5 << 26 | trips << 13 | _top(twice ^ trips)
    top = _short_deck_straight(once)
    straight = straight_category << 26 | top << 13 if top else 0
    if trips:
        return max(straight, trips_category << 26 | trips << 13 | _HIGHEST_2[once ^ trips])
    if straight:
        return straight
    if twice.bit_count() >= 2:
        pairs = _HIGHEST_2[twice]
        return 2 << 26 | pairs << 13 | _top(once ^ pairs)
    if twice:
        return 1 << 26 | twice << 13 | _HIGHEST_3[once ^ twice]
    return _HIGHEST_5[once]


def short_deck_rankers(trips_beat_straight: bool) -> tuple[RankOne, RankAll]:
    """The one-hand and showdown paths of short deck, trips below or above the straight."""
    straight_category, trips_category = (3, 4) if trips_beat_straight else (4, 3)

    def rank(given: Given[Cards], shared: Given[Cards] = (), /) -> int:
        hole, board = known_cards(given, shared)
        if len(hole) + len(board) < 5:
            raise _too_few("short-deck", len(hole) + len(board))
        return _SHORT_DECK_WORST - _short_deck_strength(_tally(board, _tally(hole)), straight_category, trips_category)

    def ranks(board: Cards, holes: Sequence[Cards], out: Sequence[bool], /) -> list[int | None]:
        if len(board) < 5 and any(len(board) + len(hole) < 5 for hole in holes):
            raise _too_few("short-deck", min(len(board) + len(hole) for hole in holes))
        shared = _tally(board)
        return [
            None
            if gone
            else _SHORT_DECK_WORST - _short_deck_strength(_tally(hole, shared), straight_category, trips_category)
            for hole, gone in zip(holes, out, strict=True)
        ]

    return rank, ranks


# -- high hands, through phevaluator -----------------------------------------------------------

_BY_COUNT: Final[Mapping[int, Callable[..., int]]] = {5: _five_cards, 6: _six_cards, 7: _seven_cards}


def rank_high(hole: Cards, board: Cards = (), /) -> int:
    evaluate = _BY_COUNT.get(len(hole) + len(board))
    if evaluate is None:
        raise _too_few("high", len(hole) + len(board))
    return int(evaluate(*hole, *board))


def rank_highs(board: Cards, holes: Sequence[Cards], out: Sequence[bool]) -> list[int | None]:
    if len(board) == 5 and len(holes[0]) == 2:
        # Hold'em (the one game ranking two hole cards against a board of five; unknown cards are
        # padded, so every hand has two): the board unpacked once, no list built per player.
        b0, b1, b2, b3, b4 = board
        return [
            None if gone else _seven_cards(b0, b1, b2, b3, b4, c0, c1)
            for (c0, c1), gone in zip(holes, out, strict=True)
        ]
    return [None if gone else rank_high(hole, board) for hole, gone in zip(holes, out, strict=True)]


#: Sets of four hole cards among five or six that hold every pair of them: the best Omaha hand of
#: five or six cards is the best of phevaluator's four-card Omaha over these sets.
_OMAHA_COVERS: Final = {
    4: ((0, 1, 2, 3),),
    5: ((0, 1, 2, 3), (0, 1, 2, 4), (0, 1, 3, 4)),
    6: ((0, 1, 2, 3), (0, 1, 4, 5), (2, 3, 4, 5)),
}


def rank_omaha_high(hole: Cards, board: Cards = (), /) -> int:
    covers = _OMAHA_COVERS.get(len(hole))
    if len(board) == 5 and covers is not None:
        b0, b1, b2, b3, b4 = board
        return int(min(_omaha_cards(b0, b1, b2, b3, b4, hole[i], hole[j], hole[k], hole[m]) for i, j, k, m in covers))
    if len(hole) < 2 or len(board) < 3:
        raise _too_few("omaha", len(hole) + len(board))
    return int(min(_five_cards(*two, *three) for two in combinations(hole, 2) for three in combinations(board, 3)))
