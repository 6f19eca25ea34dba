"""The mixed games' hand evaluators against a plain brute force written here, and against PokerKit.

The brute force knows nothing of masks or tables: it sorts a five-card hand by its kind (from the
counts of each rank, a straight, a flush), then by the ranks of its groups and kickers, and tries
every five of seven. An evaluator agrees with it when the two order every hand the same way: equal
keys get equal ranks, and a better key always gets a lower rank.

Five-card hands: the default run covers every class of ranks (all 6,175 rank multisets, each with
every way its suits matter: a flush or not, and spread or repeated suits) and a fixed sample of
40,000 hands; ``POKERFLOOR_EXHAUSTIVE=1`` runs all 2,598,960 (and all 376,992 short-deck hands)
instead, a few minutes. Badugi runs over all 270,725 four-card hands in every run.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import combinations, combinations_with_replacement, pairwise
from typing import Any

import pokerkit
import pytest

from pokerfloor.errors import SituationError
from pokerfloor.games.cards import cards, cards_text
from pokerfloor.games.evaluation import (
    ACE_TO_FIVE_LOW,
    ARCHIE_HIGH,
    BADUGI,
    BADUGI_ACE_HIGH,
    DEUCE_TO_SEVEN_LOW,
    EIGHT_OR_BETTER_LOW,
    EVALUATORS,
    HIGH,
    MEXICAN_DECK,
    OMAHA_EIGHT_OR_BETTER_LOW,
    OMAHA_HIGH,
    SHORT_DECK_HIGH,
    SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT,
    Evaluator,
    Usage,
)

OMAHA_LOW = OMAHA_EIGHT_OR_BETTER_LOW
EXHAUSTIVE = os.environ.get("POKERFLOOR_EXHAUSTIVE") == "1"
DECK = tuple(range(52))
SHORT_DECK = tuple(c for c in DECK if c >> 2 >= 4)  # six to ace
MEXICAN = MEXICAN_DECK  # no eights to tens, the joker (52)

# -- the brute force -------------------------------------------------------------------------

Key = tuple[Any, ...]
HIGH_KINDS = ("high card", "pair", "two pair", "trips", "straight", "flush", "full house", "quads", "straight flush")
SHORT_KINDS = ("high card", "pair", "two pair", "trips", "straight", "full house", "flush", "quads", "straight flush")
SHORT_KINDS_TRIPS_UP = (*SHORT_KINDS[:3], "straight", "trips", *SHORT_KINDS[5:])
SHAPES = {(1, 1, 1, 1, 1): "high card", (2, 1, 1, 1): "pair", (2, 2, 1): "two pair", (3, 1, 1): "trips"}
SHAPES |= {(3, 2): "full house", (4, 1): "quads"}
LOW_KINDS = ("high card", "pair", "two pair", "trips", "full house", "quads")


def value(card: int, ace_low: bool) -> int:
    """2..14 with the ace high, 1..13 with the ace low."""
    rank = (card >> 2) + 2
    return 1 if ace_low and rank == 14 else rank


def groups(values: Iterable[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The shape of the hand (how many cards of each rank, largest first) and its ranks in the
    order they decide: the biggest group first, then by rank, highest first."""
    counts = Counter(values)
    ordered = sorted(counts, key=lambda v: (counts[v], v), reverse=True)
    return tuple(sorted(counts.values(), reverse=True)), tuple(ordered)


def high_key(five: Sequence[int], kinds: Sequence[str], straights: Sequence[Sequence[int]]) -> Key:
    """A five-card high hand, better when larger; ``straights`` lists each straight's ranks, top first."""
    values = sorted((value(c, ace_low=False) for c in five), reverse=True)
    shape, ordered = groups(values)
    kind = SHAPES[shape]
    straight = next((s for s in straights if sorted(s, reverse=True) == values), None)
    if straight is not None:
        kind, ordered = "straight", (straight[0],)
    if len({c & 3 for c in five}) == 1:
        kind = "straight flush" if straight is not None else "flush"
    return (kinds.index(kind), ordered)


STANDARD_STRAIGHTS = [list(range(top, top - 5, -1)) for top in range(14, 5, -1)] + [[5, 4, 3, 2, 14]]
ACE_HIGH_ONLY_STRAIGHTS = STANDARD_STRAIGHTS[:-1]
SHORT_STRAIGHTS = [list(range(top, top - 5, -1)) for top in range(14, 9, -1)] + [[9, 8, 7, 6, 14]]


def standard_high(five: Sequence[int]) -> Key:
    return high_key(five, HIGH_KINDS, STANDARD_STRAIGHTS)


def deuce_to_seven(five: Sequence[int]) -> Key:
    """Better when smaller: the high order with aces high only."""
    return high_key(five, HIGH_KINDS, ACE_HIGH_ONLY_STRAIGHTS)


def short_deck(five: Sequence[int]) -> Key:
    return high_key(five, SHORT_KINDS, SHORT_STRAIGHTS)


def short_deck_trips_up(five: Sequence[int]) -> Key:
    return high_key(five, SHORT_KINDS_TRIPS_UP, SHORT_STRAIGHTS)


def ace_to_five(hand: Sequence[int]) -> Key:
    """Better when smaller: pairs count, straights and flushes do not, the ace is low. Five cards
    rank by kind; fewer (a stud hand showing) by shape, read left to right, which puts a pair
    below two pair below trips below quads."""
    shape, ordered = groups(value(c, ace_low=True) for c in hand)
    return (LOW_KINDS.index(SHAPES[shape]) if len(hand) == 5 else shape, ordered)


def eight_or_better(five: Sequence[int]) -> Key | None:
    values = sorted((value(c, ace_low=True) for c in five), reverse=True)
    return tuple(values) if len(set(values)) == 5 and values[0] <= 8 else None


def badugi(hand: Sequence[int], ace_low: bool = True) -> Key:
    """Better when smaller: the most cards of different suits and ranks, then the lowest from the top."""
    for size in range(len(hand), 0, -1):
        sets = [
            tuple(sorted((value(c, ace_low=ace_low) for c in subset), reverse=True))
            for subset in combinations(hand, size)
            if len({c >> 2 for c in subset}) == size and len({c & 3 for c in subset}) == size
        ]
        if sets:
            return (-size, min(sets))
    raise AssertionError("a card is always a badugi of one")


def best(key: Callable[[Sequence[int]], Key | None], hand: Sequence[int], highest: bool = False) -> Key | None:
    """The best key of any five of the cards."""
    keys = [k for five in combinations(hand, 5) if (k := key(five)) is not None]
    if not keys:
        return None
    return max(keys) if highest else min(keys)


def best_omaha(
    key: Callable[[Sequence[int]], Key | None], hole: Sequence[int], board: Sequence[int], highest: bool
) -> Key | None:
    """The best key of two of the hole cards and three of the board's."""
    keys = [
        k for two in combinations(hole, 2) for three in combinations(board, 3) if (k := key((*two, *three))) is not None
    ]
    if not keys:
        return None
    return max(keys) if highest else min(keys)


# -- comparing orders ------------------------------------------------------------------------


class Order:
    """Collects (reference key, our rank) pairs and checks that both order the hands alike:
    one rank per key, one key per rank, and ranks falling as keys get better."""

    def __init__(self, larger_is_better: bool) -> None:
        self.larger_is_better = larger_is_better
        self.rank_of: dict[Any, int | None] = {}
        self.count = 0

    def add(self, key: Any, rank: int | None, hand: object) -> None:
        self.count += 1
        seen = self.rank_of.setdefault(key, rank)
        assert seen == rank, f"{hand}: two hands of the same reference key {key} ranked {seen} and {rank}"

    def check(self) -> None:
        assert self.rank_of.get(None, None) is None, "a hand that does not count got a rank"
        ranked = [(key, rank) for key, rank in self.rank_of.items() if key is not None and rank is not None]
        assert len(ranked) == len(self.rank_of) - (None in self.rank_of), "a hand that counts got no rank"
        ranked.sort(key=lambda pair: pair[0], reverse=self.larger_is_better)
        for (key_a, rank_a), (key_b, rank_b) in pairwise(ranked):
            assert rank_a < rank_b, f"{key_a} is better than {key_b} but ranked {rank_a}, not below {rank_b}"


def rank_classes(deck: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Every multiset of five ranks in ``deck``, each dealt with every suit pattern that can
    matter: all one suit (when the ranks differ), suits spread, and repeated ranks rotated through
    the suits from each starting suit."""
    ranks = sorted({c >> 2 for c in deck})
    rng = random.Random(5)
    for multiset in combinations_with_replacement(ranks, 5):
        counts = Counter(multiset)
        if max(counts.values()) > 4:
            continue
        if len(counts) == 5:
            yield tuple(r * 4 for r in multiset)  # a flush
            yield tuple(r * 4 + (i % 4) for i, r in enumerate(multiset))  # not one
            yield tuple(r * 4 + (3 if i == 4 else 0) for i, r in enumerate(multiset))  # four of one suit
        for start in range(4):
            seen: Counter[int] = Counter()
            hand = []
            for r in multiset:
                hand.append(r * 4 + (start + seen[r]) % 4)
                seen[r] += 1
            yield tuple(hand)
        suits = [rng.sample(range(4), counts[r]) for r in sorted(counts)]
        yield tuple(r * 4 + s for r, chosen in zip(sorted(counts), suits, strict=True) for s in chosen)


def five_card_hands(deck: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """All five-card hands of the deck with POKERFLOOR_EXHAUSTIVE=1, else every rank class and a
    fixed sample of 40,000."""
    if EXHAUSTIVE:
        yield from combinations(deck, 5)
        return
    yield from rank_classes(deck)
    rng = random.Random(1)
    for _ in range(40_000):
        yield tuple(rng.sample(deck, 5))


# -- every five-card hand --------------------------------------------------------------------


def test_ace_to_five_eight_or_better_deuce_to_seven_and_high_over_every_five_card_hand() -> None:
    checks = [
        (Order(False), ace_to_five, ACE_TO_FIVE_LOW),
        (Order(False), eight_or_better, EIGHT_OR_BETTER_LOW),
        (Order(False), deuce_to_seven, DEUCE_TO_SEVEN_LOW),
        (Order(True), standard_high, HIGH),
    ]
    for five in five_card_hands(DECK):
        for order, key, evaluator in checks:
            order.add(key(five), evaluator.rank(five, ()), five)
    for order, _, _ in checks:
        order.check()
    # Every kind of hand was met: 7,462 high classes (and as many deuce-to-seven ones, A-5-4-3-2
    # counting as the ace high it is there), 6,175 ace-to-five ones, 56 eight-or-better lows.
    assert [len(order.rank_of) for order, _, _ in checks] == [6175, 57, 7462, 7462]


def test_short_deck_over_every_five_card_hand_both_ways_of_ranking_trips() -> None:
    trips_up = SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT
    checks = [(Order(True), short_deck, SHORT_DECK_HIGH), (Order(True), short_deck_trips_up, trips_up)]
    for five in five_card_hands(SHORT_DECK):
        for order, key, evaluator in checks:
            order.add(key(five), evaluator.rank(five, ()), five)
    for order, _, _ in checks:
        order.check()
        # 9 ranks: 1,404 classes (6 straights and 6 straight flushes among them).
        assert len(order.rank_of) == 1404


def test_badugi_over_every_four_card_hand() -> None:
    order = Order(False)
    for four in combinations(DECK, 4):
        order.add(badugi(four), BADUGI.rank(four, ()), four)
    order.check()
    # Four ranks of 13, three, two or one: 715 + 286 + 78 + 13 classes.
    assert len(order.rank_of) == 1092


@pytest.mark.parametrize(
    ("evaluator", "ace_low"), [(BADUGI, True), (BADUGI_ACE_HIGH, False)], ids=["ace-low", "ace-high"]
)
@pytest.mark.parametrize("size", [4, 5, 7])
def test_badugi_of_more_cards_against_the_brute_force(evaluator: Evaluator, ace_low: bool, size: int) -> None:
    """Badacey's and Baduci's five cards, Razzdugi's seven: the best badugi among them (a random
    sample; every four-card hand above), aces low or high."""
    rng = random.Random(size)
    order = Order(False)
    for _ in range(6000):
        hand = rng.sample(DECK, size)
        order.add(badugi(hand, ace_low), evaluator.rank(hand, ()), hand)
    order.check()


def test_fewer_cards_every_rank_class() -> None:
    """Razz hands showing one to four cards, and badugi hands of one to three: every rank class."""
    for size in range(1, 4):
        order = Order(False)
        for hand in combinations(DECK, size):
            order.add(ace_to_five(hand), ACE_TO_FIVE_LOW.rank(hand), hand)
        order.check()
    order = Order(False)
    for multiset in combinations_with_replacement(range(13), 4):  # four cards: every rank class
        hand = tuple(r * 4 + multiset[:i].count(r) for i, r in enumerate(multiset))
        order.add(ace_to_five(hand), ACE_TO_FIVE_LOW.rank(hand), hand)
    order.check()
    assert len(order.rank_of) == 1820  # 16 choose 4 multisets: quads included


def test_razz_of_six_cards_every_rank_class() -> None:
    """Six cards of every rank multiset: the paired paths meet two sets of trips, quads and trips,
    three pairs (seven cards only add more of the same)."""
    order = Order(False)
    for multiset in combinations_with_replacement(range(13), 6):
        if max(multiset.count(r) for r in multiset) <= 4:
            hand = tuple(r * 4 + multiset[:i].count(r) for i, r in enumerate(multiset))
            order.add(best(ace_to_five, hand), ACE_TO_FIVE_LOW.rank(hand), hand)
    order.check()
    for size in range(1, 4):
        order = Order(False)
        for hand in combinations(DECK, size):
            order.add(badugi(hand), BADUGI.rank(hand), hand)
        order.check()


# -- seven cards and Omaha, against the brute force ------------------------------------------


def seven_card_hands(deck: Sequence[int], count: int, seed: int) -> list[tuple[int, ...]]:
    rng = random.Random(seed)
    return [tuple(rng.sample(deck, 7)) for _ in range(count)]


@pytest.mark.parametrize(
    ("evaluator", "key", "larger_is_better", "deck"),
    [
        (HIGH, standard_high, True, DECK),
        (ACE_TO_FIVE_LOW, ace_to_five, False, DECK),
        (EIGHT_OR_BETTER_LOW, eight_or_better, False, DECK),
        (SHORT_DECK_HIGH, short_deck, True, SHORT_DECK),
        (SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT, short_deck_trips_up, True, SHORT_DECK),
    ],
    ids=lambda v: v.name if isinstance(v, Evaluator) else "",
)
def test_best_five_of_seven_against_the_brute_force(
    evaluator: Evaluator, key: Callable[[Sequence[int]], Key | None], larger_is_better: bool, deck: Sequence[int]
) -> None:
    order = Order(larger_is_better)
    for seven in seven_card_hands(deck, 2500, seed=7):
        # Split as hold'em deals it (two hole, five board) or as stud (seven of the player's).
        hole, board = (seven[:2], seven[2:]) if seven[0] & 1 else (seven, ())
        order.add(best(key, seven, highest=larger_is_better), evaluator.rank(hole, board), seven)
    order.check()


@pytest.mark.parametrize("hole_count", [4, 5, 6, 7, 8])  # seven and eight: the Big Easy's largest forms
def test_omaha_high_and_low_against_the_brute_force(hole_count: int) -> None:
    rng = random.Random(hole_count)
    high, low = Order(True), Order(False)
    for _ in range(600):
        dealt = rng.sample(DECK, hole_count + 5)
        hole, board = dealt[:hole_count], dealt[hole_count:]
        high.add(best_omaha(standard_high, hole, board, highest=True), OMAHA_HIGH.rank(hole, board), dealt)
        low.add(best_omaha(eight_or_better, hole, board, highest=False), OMAHA_LOW.rank(hole, board), dealt)
    high.check()
    low.check()
    assert None in low.rank_of and len(low.rank_of) > 30  # hands with and without a low were met


def test_omaha_low_of_boards_of_three_and_four_cards() -> None:
    rng = random.Random(34)
    order = Order(False)
    for _ in range(2000):
        dealt = rng.sample(DECK, 4 + rng.choice((3, 4)))
        hole, board = dealt[:4], dealt[4:]
        order.add(best_omaha(eight_or_better, hole, board, highest=False), OMAHA_LOW.rank(hole, board), dealt)
    order.check()


# -- against PokerKit --------------------------------------------------------------------------


def pokerkit_hand(kind: Any, hole: Sequence[int], board: Sequence[int] = ()) -> Any:
    """PokerKit's best hand of the kind, or None when it finds none (no qualifying low)."""
    try:
        return kind.from_game(cards_text(hole), cards_text(board))
    except ValueError:
        return None


def assert_same_order_as_pokerkit(ranked: list[tuple[int | None, Any]]) -> None:
    """Ours lower-is-better, PokerKit's greater-is-better: the same hands tie, the same win."""
    assert all((ours is None) == (theirs is None) for ours, theirs in ranked)
    present = sorted((ours, theirs) for ours, theirs in ranked if ours is not None)
    for (ours_a, theirs_a), (ours_b, theirs_b) in pairwise(present):
        if ours_a == ours_b:
            assert theirs_a == theirs_b, f"{theirs_a} and {theirs_b}: one rank here, not in PokerKit"
        else:
            assert theirs_a > theirs_b, f"{theirs_a} ranked better than {theirs_b} here, not in PokerKit"


@pytest.mark.parametrize(
    ("evaluator", "kind", "deck", "count"),
    [
        (ACE_TO_FIVE_LOW, pokerkit.RegularLowHand, DECK, 7),
        (HIGH, pokerkit.StandardHighHand, DECK, 7),
        (EIGHT_OR_BETTER_LOW, pokerkit.EightOrBetterLowHand, DECK, 7),
        (SHORT_DECK_HIGH, pokerkit.ShortDeckHoldemHand, SHORT_DECK, 7),
        (DEUCE_TO_SEVEN_LOW, pokerkit.StandardLowHand, DECK, 5),
        (BADUGI, pokerkit.BadugiHand, DECK, 4),
    ],
    ids=lambda v: v.name if isinstance(v, Evaluator) else "",
)
def test_against_pokerkit_on_random_hands(evaluator: Evaluator, kind: Any, deck: Sequence[int], count: int) -> None:
    rng = random.Random(count * 1000 + len(deck))
    ranked = []
    for _ in range(1500):
        hand = rng.sample(deck, count)
        ranked.append((evaluator.rank(hand, ()), pokerkit_hand(kind, hand)))
    assert_same_order_as_pokerkit(ranked)


@pytest.mark.parametrize("hole_count", [4, 5, 6])
def test_omaha_against_pokerkit(hole_count: int) -> None:
    rng = random.Random(40 + hole_count)
    highs, lows = [], []
    for _ in range(250):
        dealt = rng.sample(DECK, hole_count + 5)
        hole, board = dealt[:hole_count], dealt[hole_count:]
        highs.append((OMAHA_HIGH.rank(hole, board), pokerkit_hand(pokerkit.OmahaHoldemHand, hole, board)))
        lows.append((OMAHA_LOW.rank(hole, board), pokerkit_hand(pokerkit.OmahaEightOrBetterLowHand, hole, board)))
    assert_same_order_as_pokerkit(highs)
    assert_same_order_as_pokerkit(lows)


# -- the rules, by example ---------------------------------------------------------------------


def rank(evaluator: Evaluator, hole: str, board: str = "") -> int:
    """The rank of a hand that counts."""
    ranked = evaluator.rank(cards(hole), cards(board))
    assert ranked is not None
    return ranked


def no_rank(evaluator: Evaluator, hole: str, board: str = "") -> bool:
    """Whether the hand does not count (no qualifying low)."""
    return evaluator.rank(cards(hole), cards(board)) is None


def test_ace_to_five_examples() -> None:
    assert rank(ACE_TO_FIVE_LOW, "As2d3h4c5s") == 31  # the wheel, best; a straight means nothing
    assert rank(ACE_TO_FIVE_LOW, "As2s3s4s5s") == 31  # nor does a flush
    assert rank(ACE_TO_FIVE_LOW, "KsQdJhTc9s") < rank(ACE_TO_FIVE_LOW, "AsAd2h3c4s")
    assert rank(ACE_TO_FIVE_LOW, "7s5d4h3c2s8dKs") == rank(ACE_TO_FIVE_LOW, "7s5d4h3c2s")  # best five of seven
    assert rank(ACE_TO_FIVE_LOW, "AsAdAhAcKsKdKh") == rank(ACE_TO_FIVE_LOW, "AsAdAhKsKd")  # aces full, not kings
    assert rank(ACE_TO_FIVE_LOW, "AsAdAhKsKdKh") < rank(ACE_TO_FIVE_LOW, "AsAdAhAcKs")  # a full house beats quads


def test_eight_or_better_examples() -> None:
    assert rank(EIGHT_OR_BETTER_LOW, "8s7d6h4c2s") == rank(ACE_TO_FIVE_LOW, "8s7d6h4c2s")  # same rank as razz
    assert no_rank(EIGHT_OR_BETTER_LOW, "9s7d6h4c2sKsKd")
    assert rank(EIGHT_OR_BETTER_LOW, "8s8d6h4c2sAsKd") == rank(EIGHT_OR_BETTER_LOW, "8s6h4c2sAs")
    # Omaha: exactly two of the hole cards. Four low cards in the hand and a board of 6-7-K-K-Q
    # make no low; three low board cards make one with any two other low hole cards.
    assert no_rank(OMAHA_LOW, "As2s3s4s", "6c7dKhKsQc")
    assert rank(OMAHA_EIGHT_OR_BETTER_LOW, "As2s3s4s", "6c7d8hKsQc") == rank(ACE_TO_FIVE_LOW, "As2s6c7d8h")
    assert no_rank(OMAHA_LOW, "AsAd", "2c3d4h5s6c")  # two aces play as one
    assert rank(OMAHA_EIGHT_OR_BETTER_LOW, "As2d7c8c9dTh", "3c4d5hKsQc") == 31  # six hole cards


def test_deuce_to_seven_examples() -> None:
    best_hand = rank(DEUCE_TO_SEVEN_LOW, "7s5d4h3c2s")
    assert best_hand == 47
    assert rank(DEUCE_TO_SEVEN_LOW, "7s6d4h3c2s") > best_hand
    assert rank(DEUCE_TO_SEVEN_LOW, "7s5s4s3s2s") > rank(DEUCE_TO_SEVEN_LOW, "AsKdQhJc9s")
    wheel = rank(DEUCE_TO_SEVEN_LOW, "As5d4h3c2s")  # ace high, not a straight
    assert rank(DEUCE_TO_SEVEN_LOW, "Ks5d4h3c2s") < wheel < rank(DEUCE_TO_SEVEN_LOW, "2s2d3h4c5s")
    assert rank(DEUCE_TO_SEVEN_LOW, "6s5d4h3c2s") > rank(DEUCE_TO_SEVEN_LOW, "AsAdKhKcQs")


def test_badugi_examples() -> None:
    assert rank(BADUGI, "As2d3h4c") == 15
    assert rank(BADUGI, "KsQdJhTc") < rank(BADUGI, "As2d3h3c")  # four cards beat three
    assert rank(BADUGI, "As2s3h4c") == rank(BADUGI, "As3h4c") == rank(BADUGI, "As3h4c4d")
    assert rank(BADUGI, "AsAdAhAc") == rank(BADUGI, "As") < rank(BADUGI, "2s")
    assert rank(BADUGI, "5s4d3h2c") < rank(BADUGI, "6s3d2hAc")  # the highest card first


def test_the_split_draw_games_best_hands_from_the_rulebook() -> None:
    """WSOP 2024 Live Action Rules: Badacey's best hand (Rule 312, and Razzdugi's: Rule 322) is
    A-2-3-4 of four suits with a 5, the best of both halves; Baduci's (Rule 303) 2-3-4-5 of four
    suits with a 7, the ace high; Rule 294's example, the three lowest unsuited cards winning."""
    badacey = "As2d3h4c5s"
    assert rank(ACE_TO_FIVE_LOW, badacey) == 31 and rank(BADUGI, badacey) == 15  # each half's best
    razzdugi = "As2d3h4c5sKhQd"
    assert rank(ACE_TO_FIVE_LOW, razzdugi) == 31 and rank(BADUGI, razzdugi) == 15
    baduci = "2s3d4h5c7s"
    assert rank(DEUCE_TO_SEVEN_LOW, baduci) == 47 and rank(BADUGI_ACE_HIGH, baduci) == 15
    # In Baduci the ace is high: A-4-3-2 of four suits loses to K-4-3-2 and beats a three-card hand.
    assert rank(BADUGI_ACE_HIGH, "Ks4d3h2c") < rank(BADUGI_ACE_HIGH, "As4d3h2c") < rank(BADUGI_ACE_HIGH, "2s3d4h4c")
    assert rank(BADUGI, "As4d3h2c") < rank(BADUGI, "Ks4d3h2c")  # and low in badugi
    # Rule 294: Ad-2c-3h-6h beats Ac-3d-4h-5h (A-2-3 against A-3-4), with a fifth card or not.
    assert rank(BADUGI, "Ad2c3h6h") < rank(BADUGI, "Ac3d4h5h")
    assert rank(BADUGI, "Ad2c3h6hKh") < rank(BADUGI, "Ac3d4h5hKd") == rank(BADUGI, "Ac3d4h5h")  # Kd: no suit left


def test_archie_high_needs_a_pair_of_nines() -> None:
    """Archie's high half (WSOP 2024 Live Action Rules, Archie): a pair of nines or better
    qualifies, ranked as any high hand; a pair of eights or no pair does not (a random sample
    against the high ranking too)."""
    assert rank(ARCHIE_HIGH, "9s9d4h3c2s") == rank(HIGH, "9s9d4h3c2s")
    assert ARCHIE_HIGH.rank(cards("AsKdQhJc9s")) is None and ARCHIE_HIGH.rank(cards("8s8dAhKcQs")) is None
    assert rank(ARCHIE_HIGH, "2s2d3h3c4s") == rank(HIGH, "2s2d3h3c4s")  # two small pairs qualify
    rng = random.Random(9)
    for _ in range(3000):
        five = rng.sample(DECK, 5)
        counts = sorted(Counter(c >> 2 for c in five).values(), reverse=True)
        pair_rank = max((r for r, n in Counter(c >> 2 for c in five).items() if n >= 2), default=-1)
        straight_or_flush = rank(HIGH, cards_text(five)) <= 1609
        qualifies = straight_or_flush or counts[0] >= 3 or counts[:2] == [2, 2] or pair_rank >= 7
        assert (ARCHIE_HIGH.rank(five, ()) is not None) == qualifies, cards_text(five)


def test_short_deck_examples() -> None:
    for evaluator in (SHORT_DECK_HIGH, SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT):
        flush = rank(evaluator, "6s7s8sTsQs")
        assert flush < rank(evaluator, "AsAhKcKhKd")  # a flush beats a full house
        low_straight = rank(evaluator, "As6c7h8h9h")
        assert rank(evaluator, "6c7d8h9sTc") < low_straight  # A-6-7-8-9 is the lowest
        assert rank(evaluator, "Ah6h7h8h9h") < rank(evaluator, "AsAhAcAdKs")
    assert rank(SHORT_DECK_HIGH, "6c7d8h9sTc") < rank(SHORT_DECK_HIGH, "AcAdAhKsQc")
    trips_up = SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT
    assert rank(trips_up, "6c6d6h7s8c") < rank(trips_up, "TcJdQhKsAc")
    # Hold'em: any five of the seven; a straight and trips together play as the better of them.
    assert rank(SHORT_DECK_HIGH, "TsTd", "Th9s8c7dJc") == rank(SHORT_DECK_HIGH, "Jc8c7d9sTs")
    assert rank(trips_up, "TsTd", "Th9s8c7dJc") == rank(trips_up, "TsTdTh9sJc")


def test_high_examples() -> None:
    assert rank(HIGH, "AsKsQsJsTs") == 1
    assert rank(HIGH, "2c3d", "4h5s7cKdKs") == rank(HIGH, "KdKs7c5s4h")
    assert rank(OMAHA_HIGH, "AsAdAhKs", "AcKdQh3c2d") == rank(HIGH, "AsAdAcKdQh")  # two hole cards, not three
    assert rank(OMAHA_HIGH, "2c2d9s8s7s", "AsKsQh3s2h") == rank(HIGH, "9s8sAsKs3s")  # five hole cards


# -- the interface -----------------------------------------------------------------------------


def test_the_registry_names_every_evaluator_once() -> None:
    assert {name: e.name for name, e in EVALUATORS.items()} == {e.name: e.name for e in EVALUATORS.values()}
    assert EVALUATORS["badugi"] is BADUGI and BADUGI.usage is Usage.ALL and BADUGI.low
    assert OMAHA_EIGHT_OR_BETTER_LOW.qualifier == 8 and OMAHA_EIGHT_OR_BETTER_LOW.usage is Usage.OMAHA
    assert HIGH.qualifier is None and not HIGH.low and HIGH.usage is Usage.ANY


@pytest.mark.parametrize("evaluator", list(EVALUATORS.values()), ids=lambda e: e.name)
def test_the_showdown_path_is_the_one_hand_path(evaluator: Evaluator) -> None:
    rng = random.Random(3)
    decks = {"short-deck-high": SHORT_DECK, "short-deck-high-trips-beat-straight": SHORT_DECK, "mexican-high": MEXICAN}
    deck = decks.get(evaluator.name, DECK)
    for _ in range(300):
        if evaluator.usage is Usage.ALL:
            size, board_size = (4 if evaluator is BADUGI else 5), 0
        elif evaluator.usage is Usage.OMAHA:
            size, board_size = rng.choice((4, 5)), 5
        else:
            size, board_size = rng.choice(((2, 5), (7, 0), (3, 4)))
        players = rng.randint(2, min(6, (len(deck) - board_size) // size))
        dealt = rng.sample(deck, board_size + players * size)
        board = dealt[:board_size]
        holes = [dealt[board_size + i * size : board_size + (i + 1) * size] for i in range(players)]
        out = [rng.random() < 0.3 for _ in holes]
        expected = [None if gone else evaluator.rank(hole, board) for hole, gone in zip(holes, out, strict=True)]
        assert evaluator.ranks(board, holes, out) == expected


@pytest.mark.parametrize(
    ("evaluator", "hole", "board"),
    [
        (HIGH, "AsKs", "QsJs"),
        (HIGH, "AsKsQsJsTs9s8s", "7s"),
        (OMAHA_HIGH, "As", "KsQsJsTs9s"),
        (OMAHA_HIGH, "AsKd", "QsJs"),
        (DEUCE_TO_SEVEN_LOW, "7s5d4h3c", ""),
        (DEUCE_TO_SEVEN_LOW, "7s5d4h3c2s", "9d"),
        (BADUGI, "", ""),
        (BADUGI_ACE_HIGH, "", ""),
        (ACE_TO_FIVE_LOW, "", ""),
        (SHORT_DECK_HIGH, "As6d", "7h8c"),
    ],
)
def test_a_hand_of_the_wrong_size_is_a_typed_error(evaluator: Evaluator, hole: str, board: str) -> None:
    with pytest.raises(SituationError) as error:
        evaluator.rank(cards(hole), cards(board))
    assert error.value.code == "bad-hand"


def test_the_rank_classes_cover_every_suit_pattern_that_matters() -> None:
    """The default run's classes hold flushes and non-flushes of every set of different ranks."""
    flushes = {frozenset(c >> 2 for c in hand) for hand in rank_classes(DECK) if len({c & 3 for c in hand}) == 1}
    assert len(flushes) == 1287  # 13 choose 5
