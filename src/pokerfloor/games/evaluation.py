"""Hand evaluators for the mixed games, behind one small interface: :class:`Evaluator`.

Every evaluator ranks a hand with an ``int`` where **lower is better** (as phevaluator's high ranks,
where 1 is a royal flush), or ``None`` for a hand that does not count: no qualifying
eight-or-better low, or a seat that is out of the showdown. Ranks of one evaluator compare with
each other only: a razz rank and a badugi rank mean nothing side by side.

How a rank is built
-------------------
The high games (hold'em, stud, five-card draw, Omaha) go through phevaluator: 1 (a royal flush) to
7462 (7-5-4-3-2 offsuit). The other games pack the hand into one integer::

    category << 26 | major << 13 | minor

``major`` is a mask of 13 rank bits of the cards that decide first (the pair, both pairs, the
trips, the quads; for a hand with no pair, all of its cards) and ``minor`` the mask of the others
(the kickers). Two masks holding the same number of different ranks compare, as integers, by their
highest card, then the next, and so on: exactly how poker breaks ties. ``category`` orders the
kinds of hand. Bits run ace low (ace bit 0, deuce bit 1 ... king bit 12) in ace-to-five,
eight-or-better and badugi, ace high (deuce bit 0 ... ace bit 12) in deuce-to-seven and short deck.

- **Ace-to-five low** (razz): category 0 no pair, 1 one pair, 2 two pair, 3 trips, 4 full house,
  5 quads; straights and flushes do not exist. The best hand, 5-4-3-2-A, is ``0b11111`` = 31.
- **Eight-or-better low**: the ace-to-five rank of five different ranks 8 or lower, so it is a
  mask below 256 (31 is the wheel, 248 is 8-7-6-5-4); ``None`` without one. A qualifying low has
  the same rank here as in razz.
- **Deuce-to-seven low**: the high hand's order read upside down: category 0 no pair, 1 one pair,
  2 two pair, 3 trips, 4 straight, 5 flush, 6 full house, 7 quads, 8 straight flush; aces are high
  only (A-5-4-3-2 is ace high, not a straight). The best hand, 7-5-4-3-2 offsuit, is ``0b101111``
  = 47.
- **Badugi**: ``(4 - cards) << 13 | mask`` of the best set of at most four cards of different
  suits and ranks: more cards beat fewer, then the lower highest card, then the next; aces low.
  The best hand, 4-3-2-A of four suits, is 15. Baduci's badugi reads the ace high (its bits as
  deuce-to-seven's): the best hand, 5-4-3-2 of four suits, is 15 too.
- **Mexican Poker** (WSOP 2024 Live Action Rules 250, 255, 256): the 41-card deck (no eights,
  nines or tens; one joker, :data:`JOKER` 52 when held face down and :data:`JOKER_UP` 53 when
  face up: :data:`MEXICAN_DECK`), the seven and the jack consecutive
  (5-6-7-J-Q is a straight), a flush above a full house, five of a kind the best hand. The joker
  face down is any card the hand needs; face up an ace, or a card that completes a straight or a
  flush; in a flush it is a card of the suit the hand does not hold (Robert's Rules). The strength
  ``category << 26 | major << 13 | minor`` (high card 0, pair 1, two pair 2, trips 3, straight 4,
  full house 5, flush 6, quads 7, straight flush 8, five of a kind 9) subtracted from ``10 << 26``.
- **Short deck**: the strength ``category << 26 | major << 13 | minor`` (high card 0, pair 1, two
  pair 2, trips 3 and straight 4 or the other way round, full house 5, flush 6, quads 7, straight
  flush 8) subtracted from ``9 << 26``, so that lower is better here too.

For example (``cards`` reads the cards of :mod:`pokerfloor.games.cards`):

>>> from pokerfloor.games.cards import cards
>>> ACE_TO_FIVE_LOW.rank(cards("As2d3h4c5s"))  # the wheel, the best razz hand
31
>>> DEUCE_TO_SEVEN_LOW.rank(cards("7s5d4h3c2s"))
47
>>> EIGHT_OR_BETTER_LOW.rank(cards("9s7d6h4c2sKsKd")) is None  # no low
True
>>> OMAHA_EIGHT_OR_BETTER_LOW.rank(cards("As2sKdKh"), cards("3c4d5h9sTc"))
31

Cards are the ints of :mod:`pokerfloor.games.cards` (``rank * 4 + suit``), taken as dealt from the
variant's deck: the hot path checks how many there are, not that they are real and different.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from itertools import combinations
from typing import Final, NamedTuple

from pokerfloor.games._joker import JOKER, JOKER_UP, MEXICAN_DECK, known_mexican_cards, rank_mexican, rank_mexicans
from pokerfloor.games._ranking import (
    Cards,
    RankAll,
    RankOne,
    known_cards,
    rank_ace_to_five_low,
    rank_badugi,
    rank_badugi_ace_high,
    rank_deuce_to_seven_low,
    rank_eight_or_better_low,
    rank_high,
    rank_highs,
    rank_omaha_eight_or_better_low,
    rank_omaha_high,
    rank_omaha_lows,
    short_deck_rankers,
)
from pokerfloor.given import Given, flag, refused

__all__ = [
    "ACE_TO_FIVE_LOW",
    "ARCHIE_HIGH",
    "BADUGI",
    "BADUGI_ACE_HIGH",
    "DEUCE_TO_SEVEN_LOW",
    "EIGHT_OR_BETTER_LOW",
    "EVALUATORS",
    "HIGH",
    "HOLE_HIGH",
    "JOKER",
    "JOKER_UP",
    "MEXICAN_DECK",
    "MEXICAN_HIGH",
    "OMAHA_EIGHT_OR_BETTER_LOW",
    "OMAHA_HIGH",
    "SHORT_DECK_HIGH",
    "SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT",
    "Cards",
    "Evaluator",
    "RankAll",
    "RankOne",
    "Usage",
    "ace_to_five_low",
    "badugi",
    "badugi_ace_high",
    "best_five",
    "dealt_best_five",
    "deuce_to_seven_low",
    "eight_or_better_low",
    "high",
    "hole_high",
    "mexican_high",
    "nines_or_better_high",
    "omaha_eight_or_better_low",
    "omaha_high",
    "short_deck_high",
]


class Usage(StrEnum):
    """Which cards make a player's hand."""

    #: The best hand from any of the player's cards and the board's (hold'em, stud, razz).
    ANY = "any"
    #: Exactly two of the player's cards and exactly three of the board's (Omaha, any size).
    OMAHA = "omaha"
    #: The player's own cards, no board (the draw games; badugi then picks among them itself).
    ALL = "all"

    # ``Usage(value)`` of a value that names none: a typed error (a ``ValueError``).
    @classmethod
    def _missing_(cls, value: object) -> Usage:
        raise refused("usage", value, "choice", choices=", ".join(usage.value for usage in cls))


class Evaluator(NamedTuple):
    """How a game ranks hands: what a variant description names for each half of the pot.

    ``rank(hole, board)`` ranks one hand and ``ranks(board, holes, out)`` every hand at a showdown
    (both lower is better, ``None`` for a hand that does not count). ``low`` says the evaluator
    ranks the low half (or the whole pot of a lowball game); ``qualifier`` is the highest card a
    qualifying low may hold (8 for eight-or-better), or for a high ranking the lowest pair a
    qualifying high must make (9 for Archie's nines or better), ``None`` when every hand counts.
    ``known(hole, board)`` checks the cards of a hand as this ranking takes them (returned as they
    are, else refused naming the field) where the game's deck holds other cards than the 52
    (Mexican Poker's joker); ``None``, the default, checks the 52 cards, each once (``None``, not
    that check itself: a default shows the same in the signature on both builds). (A named tuple:
    a dataclass compiles its methods from source when its class is made, at every start.)"""

    name: str
    usage: Usage
    low: bool
    qualifier: int | None
    summary: str
    rank: RankOne
    ranks: RankAll
    known: Callable[[object, object], tuple[Cards, Cards]] | None = None


# -- the functions: each checks its cards, then ranks them -------------------------------------
# (Each is its evaluator's ``rank``. An evaluator's ``ranks`` is the path a showdown takes with
# the hand's own cards, checked when they were dealt: it checks how many cards there are, not
# that they are cards, nor that they differ.)


def ace_to_five_low(hole: Given[Cards], board: Given[Cards] = (), /) -> int:
    """The best ace-to-five low of five of the cards (all of them when fewer than five): pairs
    count against the hand, straights and flushes do not exist, the ace is low; no qualifier."""
    return rank_ace_to_five_low(*known_cards(hole, board))


def eight_or_better_low(hole: Given[Cards], board: Given[Cards] = (), /) -> int | None:
    """The best eight-or-better low of any five of the cards (five different ranks, 8 or lower,
    ace low), or ``None`` when there is none."""
    return rank_eight_or_better_low(*known_cards(hole, board))


def omaha_eight_or_better_low(hole: Given[Cards], board: Given[Cards] = (), /) -> int | None:
    """The best eight-or-better low of exactly two of the hole cards (any number of them) and
    exactly three of the board's, or ``None`` when there is none."""
    return rank_omaha_eight_or_better_low(*known_cards(hole, board))


def deuce_to_seven_low(hole: Given[Cards], board: Given[Cards] = (), /) -> int:
    """The deuce-to-seven rank of five cards: the high hand's order upside down, aces high only,
    straights and flushes counting against the hand."""
    return rank_deuce_to_seven_low(*known_cards(hole, board))


def badugi(hole: Given[Cards], board: Given[Cards] = (), /) -> int:
    """The badugi rank of the cards (four in badugi, five in Badacey, seven in Razzdugi): the
    best set of at most four of them of different suits and different ranks; more cards beat
    fewer, then the lower highest card, then the next; aces low."""
    return rank_badugi(*known_cards(hole, board))


def badugi_ace_high(hole: Given[Cards], board: Given[Cards] = (), /) -> int:
    """Baduci's badugi: as :func:`badugi`, the ace the highest card (the best hand 5-4-3-2 of
    four suits)."""
    return rank_badugi_ace_high(*known_cards(hole, board))


def high(hole: Given[Cards], board: Given[Cards] = (), /) -> int:
    """phevaluator's rank of the best five of five to seven cards (1 is a royal flush)."""
    return rank_high(*known_cards(hole, board))


#: phevaluator's rank of the worst pair of nines (9-9-4-3-2): a high hand ranked above it (a larger
#: number) does not qualify in Archie.
_WORST_NINES: Final = rank_high((28, 29, 8, 4, 0))


def _rank_nines_or_better(hole: Cards, board: Cards = (), /) -> int | None:
    rank = rank_high(hole, board)
    return rank if rank <= _WORST_NINES else None


def nines_or_better_high(hole: Given[Cards], board: Given[Cards] = (), /) -> int | None:
    """phevaluator's rank of the best five cards when they make a pair of nines or better, or
    ``None`` when they do not (Archie's high half: WSOP 2024 Live Action Rules, Archie)."""
    return _rank_nines_or_better(*known_cards(hole, board))


def _rank_hole_high(hole: Cards, board: Cards = (), /) -> int:
    return rank_high(hole)


def hole_high(hole: Given[Cards], board: Given[Cards] = (), /) -> int:
    """phevaluator's rank of the player's own five cards, the board left aside (Drawmaha's draw
    hand: WSOP 2024 Live Action Rules, Drawmaha)."""
    return _rank_hole_high(*known_cards(hole, board))


def omaha_high(hole: Given[Cards], board: Given[Cards] = (), /) -> int:
    """phevaluator's rank of the best high hand of exactly two hole cards and three board cards."""
    return rank_omaha_high(*known_cards(hole, board))


def mexican_high(hole: Given[Cards], board: Given[Cards] = (), /) -> int:
    """The Mexican Poker rank of the best five of five to seven cards of its deck: no eights,
    nines or tens, the joker 52 face down (wild) or 53 face up (an ace, or a card completing a
    straight or a flush), at most once (WSOP 2024 Live Action Rules 250, 255, 256)."""
    return rank_mexican(*known_mexican_cards(hole, board))


# -- the evaluators ----------------------------------------------------------------------------


def _each(rank: RankOne) -> RankAll:
    """The showdown path of an evaluator with nothing to share between players."""

    def ranks(board: Cards, holes: Sequence[Cards], out: Sequence[bool], /) -> list[int | None]:
        return [None if gone else rank(hole, board) for hole, gone in zip(holes, out, strict=True)]

    return ranks


#: Hold'em, seven-card stud and five-card draw high: the best five of five to seven cards.
HIGH: Final = Evaluator("high", Usage.ANY, False, None, "the best five-card high hand (phevaluator)", high, rank_highs)
#: Archie's high half: a pair of nines or better qualifies.
ARCHIE_HIGH: Final = Evaluator(
    "nines-or-better-high", Usage.ANY, False, 9, "the best five-card high hand, a pair of nines or better",
    nines_or_better_high, _each(_rank_nines_or_better),
)  # fmt: skip
#: Drawmaha's draw half: the best five-card high hand of the player's own cards.
HOLE_HIGH: Final = Evaluator(
    "hole-high", Usage.ALL, False, None, "the best five-card high hand of the player's own cards",
    hole_high, _each(_rank_hole_high),
)  # fmt: skip
#: Mexican Poker: the 41-card deck with the joker, a flush above a full house, five of a kind on top.
MEXICAN_HIGH: Final = Evaluator(
    "mexican-high", Usage.ANY, False, None,
    "Mexican Poker: no eights to tens, the joker wild face down and a bug face up, a flush beats a full house",
    mexican_high, rank_mexicans, known_mexican_cards,
)  # fmt: skip
#: Omaha high with four, five or six hole cards.
OMAHA_HIGH: Final = Evaluator(
    "omaha-high", Usage.OMAHA, False, None, "the best high hand of two hole and three board cards",
    omaha_high, _each(rank_omaha_high),
)  # fmt: skip
#: Razz: ace-to-five low, no qualifier.
ACE_TO_FIVE_LOW: Final = Evaluator(
    "ace-to-five-low", Usage.ANY, True, None, "ace-to-five low: aces low, straights and flushes ignored",
    ace_to_five_low, _each(rank_ace_to_five_low),
)  # fmt: skip
#: The low half of seven-card stud eight-or-better.
EIGHT_OR_BETTER_LOW: Final = Evaluator(
    "eight-or-better-low", Usage.ANY, True, 8, "the best five different ranks 8 or lower, aces low",
    eight_or_better_low, _each(rank_eight_or_better_low),
)  # fmt: skip
#: The low half of Omaha eight-or-better (four, five or six hole cards).
OMAHA_EIGHT_OR_BETTER_LOW: Final = Evaluator(
    "omaha-eight-or-better-low", Usage.OMAHA, True, 8,
    "the best five different ranks 8 or lower of two hole and three board cards, aces low",
    omaha_eight_or_better_low, rank_omaha_lows,
)  # fmt: skip
#: 2-7 single and triple draw.
DEUCE_TO_SEVEN_LOW: Final = Evaluator(
    "deuce-to-seven-low", Usage.ALL, True, None,
    "deuce-to-seven low: aces high, straights and flushes count against the hand",
    deuce_to_seven_low, _each(rank_deuce_to_seven_low),
)  # fmt: skip
#: Badugi.
BADUGI: Final = Evaluator(
    "badugi", Usage.ALL, True, None, "badugi: the most cards of different suits and ranks, then the lowest",
    badugi, _each(rank_badugi),
)  # fmt: skip
#: Baduci's (Badeucy's) badugi half: aces high.
BADUGI_ACE_HIGH: Final = Evaluator(
    "badugi-ace-high", Usage.ALL, True, None,
    "badugi, aces high: the most cards of different suits and ranks, then the lowest",
    badugi_ace_high, _each(rank_badugi_ace_high),
)  # fmt: skip


def short_deck_high(*, trips_beat_straight: Given[bool] = False) -> Evaluator:
    """Short-deck (6+) hold'em high: a 36-card deck (six to ace), a flush beats a full house, the
    ace also plays low in A-6-7-8-9.

    Where rulebooks differ is three of a kind against a straight. By default a straight beats
    trips, as in the 2024 WSOP Tournament Rules (Short Deck, "the rank of hands") and Live Action
    Rules (Rule 363), and as in PokerKit's ``ShortDeckHoldemHand``, which plays the PHH code
    ``NS``: so hand histories replay the same here and there. Some rooms and early Triton-style
    rules ranked trips above the straight (straights being the commoner hand with 36 cards);
    ``trips_beat_straight=True`` plays that way."""
    rank, ranks = short_deck_rankers(flag("trips_beat_straight", trips_beat_straight))
    if trips_beat_straight:
        name, order = "short-deck-high-trips-beat-straight", "three of a kind beats a straight"
    else:
        name, order = "short-deck-high", "a straight beats three of a kind"
    summary = f"short-deck high: a flush beats a full house, {order}"
    return Evaluator(name, Usage.ANY, False, None, summary, rank, ranks)


#: Short-deck hold'em as PokerKit and the WSOP play it (a straight beats trips).
SHORT_DECK_HIGH: Final = short_deck_high()
#: Short-deck hold'em with three of a kind above a straight.
SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT: Final = short_deck_high(trips_beat_straight=True)

#: Every evaluator by its name.
EVALUATORS: Final[Mapping[str, Evaluator]] = {
    evaluator.name: evaluator
    for evaluator in (
        HIGH,
        ARCHIE_HIGH,
        HOLE_HIGH,
        MEXICAN_HIGH,
        OMAHA_HIGH,
        ACE_TO_FIVE_LOW,
        EIGHT_OR_BETTER_LOW,
        OMAHA_EIGHT_OR_BETTER_LOW,
        DEUCE_TO_SEVEN_LOW,
        BADUGI,
        BADUGI_ACE_HIGH,
        SHORT_DECK_HIGH,
        SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT,
    )
}


def best_five(evaluator: Given[Evaluator], hole: Given[Cards], board: Given[Cards] = ()) -> tuple[int, ...]:
    """The cards of the hand ``evaluator`` ranks ``hole`` and ``board`` by (its five, or badugi's
    four or fewer), found by trying each way of taking them: only a split pot's odd chip asks,
    in the games that give it to the highest card of the hand (stud: TDA 2024 Rule 20-B)."""
    if not (isinstance(evaluator, Evaluator) and isinstance(evaluator.usage, Usage)):
        raise refused("evaluator", evaluator, "needs", kind="Evaluator")
    hole, board = (evaluator.known or known_cards)(hole, board)
    return dealt_best_five(evaluator, hole, board)


def dealt_best_five(evaluator: Evaluator, hole: Cards, board: Cards = ()) -> tuple[int, ...]:
    """:func:`best_five` of cards the hand dealt (the showdown's path: not checked again, as an
    evaluator's ``ranks``)."""
    best = evaluator.rank(hole, board)
    if evaluator.usage is Usage.ALL:
        return tuple(hole)
    if evaluator.usage is Usage.OMAHA:
        choices = [(*two, *three) for two in combinations(hole, 2) for three in combinations(board, 3)]
    else:
        choices = list(combinations((*hole, *board), 5))
    for five in choices:
        if evaluator.rank(five) == best:
            return tuple(five)
    return (*hole, *board)[:5]  # pragma: no cover - some five always makes the rank
