"""Mexican Poker's ranking (WSOP 2024 Live Action Rules 250, 255, 256) against a brute force written
here, and the rulebook's own examples.

The brute force knows nothing of masks: it puts the joker in as every card it may be (face down
any card, face up an ace or a card that makes a straight or a flush; in a flush never a card the
hand holds), sorts each five-card hand by its kind (from the counts of each rank, a straight
through the seven and the jack, a flush above a full house, five of a kind on top), then by the
ranks of its groups and kickers, and takes the best. The evaluator agrees with it when the two
order every hand the same way: equal keys get equal ranks, and a better key a lower rank.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations, pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor.errors import PokerfloorError, SituationError
from pokerfloor.explain.hand_names import hand_name
from pokerfloor.games._joker import MEXICAN_WORST
from pokerfloor.games.cards import cards
from pokerfloor.games.evaluation import (
    EVALUATORS,
    HIGH,
    JOKER,
    JOKER_UP,
    MEXICAN_DECK,
    MEXICAN_HIGH,
    best_five,
    mexican_high,
)

#: The ranks of the deck in order, deuce to ace (no eights, nines, tens): a straight is five in a row.
ORDER = (0, 1, 2, 3, 4, 5, 9, 10, 11, 12)
ACE = 12
REAL = [card for card in MEXICAN_DECK if card != JOKER]
KINDS = ("high card", "pair", "two pair", "trips", "straight", "full house", "flush", "quads", "straight flush", "five")


def key(five: Sequence[tuple[int, int]]) -> tuple[int, tuple[int, ...]]:
    """The brute force's sort key of five (rank, suit) cards, higher better: the kind, then the
    deciding ranks (a straight by its top card, the wheel by its five)."""
    counts = Counter(rank for rank, _ in five)
    by_group = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    places = sorted(ORDER.index(rank) for rank in counts)
    straight = len(counts) == 5 and (places == list(range(places[0], places[0] + 5)) or places == [0, 1, 2, 3, 9])
    flush = len({suit for _, suit in five}) == 1 and len(set(five)) == 5
    shape = sorted(counts.values(), reverse=True)
    if shape[0] == 5:
        kind = "five"
    elif straight:
        kind = "straight flush" if flush else "straight"
    elif shape[0] == 4:
        kind = "quads"
    elif flush:
        kind = "flush"
    elif shape[:2] == [3, 2]:
        kind = "full house"
    elif shape[0] == 3:
        kind = "trips"
    else:
        kind = {(2, 2): "two pair", (2, 1): "pair"}.get((shape[0], shape[1]), "high card")
    top = (3,) if straight and places == [0, 1, 2, 3, 9] else (ORDER[places[-1]],) if straight else tuple(by_group)
    return KINDS.index(kind), top


def brute(hand: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The best key of any five of ``hand`` (five to seven cards, the joker at most once)."""
    naturals = [(card >> 2, card & 3) for card in hand if card < JOKER]
    joker = next((card for card in hand if card >= JOKER), None)
    best = max((key(five) for five in combinations(naturals, 5)), default=(-1, ()))
    if joker is None:
        return best
    for four in combinations(naturals, 4):
        for rank in ORDER:
            for suit in range(4):
                if (rank, suit) in naturals and len({s for _, s in four} | {suit}) == 1:
                    continue  # no flush holds a card twice
                made = key([*four, (rank, suit)])
                straight_or_flush = KINDS[made[0]] in {"straight", "flush", "straight flush"}
                if joker == JOKER or rank == ACE or straight_or_flush:
                    best = max(best, made)
    return best


def agree(hands: Sequence[Sequence[int]]) -> None:
    """The evaluator orders ``hands`` as the brute force does."""
    pairs = sorted((brute(hand), mexican_high(hand)) for hand in hands)
    for (key_a, rank_a), (key_b, rank_b) in pairwise(pairs):
        assert rank_a > rank_b if key_a < key_b else rank_a == rank_b, (key_a, key_b)


def deal(rng: random.Random, size: int, joker: int | None) -> list[int]:
    hand = rng.sample(REAL, size - (joker is not None))
    return [*hand, joker] if joker is not None else hand


# -- the rulebook's words ------------------------------------------------------------------------


def test_the_deck_is_forty_one_cards_without_eights_nines_tens() -> None:
    assert len(MEXICAN_DECK) == len(set(MEXICAN_DECK)) == 41 and JOKER in MEXICAN_DECK
    assert {card >> 2 for card in REAL} == set(ORDER) and not {6, 7, 8} & {card >> 2 for card in REAL}


def test_the_seven_and_the_jack_are_consecutive() -> None:
    """Rule 255: 5-6-7-J-Q is a straight; it beats 3-4-5-6-7 and loses to 6-7-J-Q-K."""
    straight = mexican_high(cards("5c6d7hJsQc"))
    assert hand_name(MEXICAN_HIGH, straight) == "a straight, queen high"
    assert straight < mexican_high(cards("3c4d5h6s7c")) and straight > mexican_high(cards("6c7dJhQsKc"))
    assert mexican_high(cards("As2d3h4s5c")) > mexican_high(cards("2c3d4h5s6c"))  # the wheel, the lowest
    assert hand_name(MEXICAN_HIGH, mexican_high(cards("7sJsQsKsAs"))) == "a straight flush, ace high"


def test_a_flush_beats_a_full_house() -> None:
    """Rule 256: with fewer cards of each suit, a flush is harder to get."""
    assert mexican_high(cards("2c4c6cJcKc")) < mexican_high(cards("AsAdAhKsKd"))
    assert mexican_high(cards("AsAdAhAcKd")) < mexican_high(cards("2c4c6cJcKc"))  # quads still beat it


def test_five_of_a_kind_is_the_highest_hand() -> None:
    five_aces = mexican_high([*cards("AsAdAhAc"), JOKER])
    assert five_aces == mexican_high([*cards("AsAdAhAc"), JOKER_UP])  # face up the joker is an ace
    assert five_aces < mexican_high([*cards("7sJsQsKs"), JOKER]) == mexican_high(cards("7sJsQsKsAs"))
    assert hand_name(MEXICAN_HIGH, five_aces) == "five of a kind, aces"
    assert hand_name(MEXICAN_HIGH, five_aces, "it") and hand_name(MEXICAN_HIGH, five_aces, "ru") == "пять тузов"
    assert mexican_high([*cards("2s2d2h2c"), JOKER]) < mexican_high(cards("7sJsQsKsAs"))  # five deuces too
    assert mexican_high([*cards("2s2d2h2c"), JOKER_UP]) > mexican_high(cards("7sJsQsKsAs"))  # up: an ace kicker


def test_the_joker_down_is_any_card_and_up_an_ace_or_a_straight_or_flush_card() -> None:
    """Rule 250: face down any value for the best hand; face up an ace, or a card completing a
    flush or a straight."""
    kings = cards("KdKh2c3d")
    assert hand_name(MEXICAN_HIGH, mexican_high([*kings, JOKER])) == "three of a kind, kings"
    assert mexican_high([*kings, JOKER_UP]) == mexican_high(cards("KdKh2c3dAs"))  # a pair, an ace kicker
    two_pair = cards("KdKhQcQd")
    assert hand_name(MEXICAN_HIGH, mexican_high([*two_pair, JOKER])) == "a full house, kings full of queens"
    assert mexican_high([*two_pair, JOKER_UP]) == mexican_high(cards("KdKhQcQdAs"))
    assert mexican_high([*cards("5c6d7hJs"), JOKER_UP]) == mexican_high(cards("5c6d7hJsQc"))  # the straight
    # A flush's joker is the best card of the suit the hand does not hold (Robert's Rules), and
    # the hand is worth a natural one (Rule 252: "equal value whether or not one hand may include
    # the Joker").
    assert mexican_high([*cards("AsKsQs2s"), JOKER_UP]) == mexican_high(cards("AsKsQsJs2s"))
    assert mexican_high([*cards("AsKsQs2s"), JOKER]) == mexican_high(cards("AsKsQsJs2s"))
    assert mexican_high([*cards("AsKsQsJs"), JOKER_UP]) == mexican_high(cards("7sJsQsKsAs"))  # a straight flush


def test_hands_of_six_and_seven_cards_take_their_best_five() -> None:
    assert mexican_high(cards("2c4c6cJcKcKdKh")) == mexican_high(cards("2c4c6cJcKc"))  # the flush, not the trips
    assert mexican_high(cards("2c3d"), [*cards("4h5s"), JOKER]) == mexican_high(cards("2c3d4h5s6c"))


# -- the brute force ------------------------------------------------------------------------------


@pytest.mark.parametrize("joker", [None, JOKER, JOKER_UP], ids=["no joker", "joker down", "joker up"])
def test_the_ranking_orders_hands_as_the_brute_force(joker: int | None) -> None:
    rng = random.Random(30)
    agree([deal(rng, rng.choice((5, 5, 5, 6, 7)), joker) for _ in range(1500)])


@given(
    st.lists(st.sampled_from(REAL), min_size=4, max_size=4, unique=True),
    st.sampled_from([JOKER, JOKER_UP]),
)
def test_a_joker_down_is_never_worse_than_up_nor_than_any_card_in_its_place(four: list[int], joker: int) -> None:
    down, up = mexican_high([*four, JOKER]), mexican_high([*four, JOKER_UP])
    assert down <= up
    assert all(up <= mexican_high([*four, card]) for card in REAL if card >> 2 == ACE and card not in four)
    assert all(down <= mexican_high([*four, card]) for card in REAL if card not in four)
    assert 0 < mexican_high([*four, joker]) < MEXICAN_WORST


@given(st.lists(st.sampled_from([*MEXICAN_DECK, JOKER_UP]), min_size=5, max_size=7, unique=True))
def test_the_showdown_path_ranks_as_the_checked_one(hand: list[int]) -> None:
    if {JOKER, JOKER_UP} <= set(hand):
        with pytest.raises(SituationError):
            mexican_high(hand)
        return
    assert MEXICAN_HIGH.ranks((), [hand, hand], [False, True]) == [mexican_high(hand), None]
    five = best_five(MEXICAN_HIGH, hand)
    assert len(five) == 5 and set(five) <= set(hand) and mexican_high(five) == mexican_high(hand)


# -- refusals ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hole", "board", "field"),
    [
        (cards("AsKs8dQh2c"), [], "hole"),  # an eight is not dealt
        ([*cards("AsKsTdQh"), JOKER], [], "hole"),
        ([*cards("AsKsQh2c"), JOKER, JOKER_UP], [], "hole"),  # one joker
        (cards("AsKsQh2c"), [JOKER, JOKER_UP], "board"),
        (cards("AsKsQh2c2c"), [], "hole"),
        (cards("AsKsQh2c"), cards("2c"), "board"),
        ("AsKsQh2c3c", [], "hole"),
        ([*cards("AsKsQh2c"), 54], [], "hole"),
        ([*cards("AsKsQh2c"), True], [], "hole"),
    ],
)
def test_cards_not_of_the_deck_are_refused_naming_the_field(hole: object, board: object, field: str) -> None:
    with pytest.raises(SituationError) as error:
        mexican_high(hole, board)  # type: ignore[arg-type]  # refused, as a caller may give it
    assert error.value.code == "bad-field" and f"{field}:" in str(error.value)
    with pytest.raises(PokerfloorError):
        best_five(MEXICAN_HIGH, hole, board)  # type: ignore[arg-type]


@pytest.mark.parametrize("size", [0, 4, 8])
def test_a_hand_of_the_wrong_size_is_refused(size: int) -> None:
    with pytest.raises(SituationError) as error:
        mexican_high(REAL[:size])
    assert error.value.code == "bad-hand" and str(size) in str(error.value)


def test_the_registry_knows_it_and_the_other_rankings_know_no_joker() -> None:
    assert EVALUATORS["mexican-high"] is MEXICAN_HIGH
    with pytest.raises(SituationError):
        HIGH.rank([*cards("AsKsQh2c"), JOKER])
    with pytest.raises(SituationError):
        best_five(HIGH, [*cards("AsKsQh2c"), JOKER])
