# ruff: noqa: RUF001 - the Russian expectations are Cyrillic on purpose
"""Hands in words from the evaluators' ranks (issue 17, point 5): every kind of every game, and
phevaluator's 7462 high ranks read back against names worked out from the cards themselves."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

import pytest

from pokerfloor.explain import hand_names as naming
from pokerfloor.explain.catalog import catalog, render
from pokerfloor.explain.hand_names import hand_name
from pokerfloor.games.cards import RANKS, cards
from pokerfloor.games.evaluation import (
    ACE_TO_FIVE_LOW,
    BADUGI,
    DEUCE_TO_SEVEN_LOW,
    EIGHT_OR_BETTER_LOW,
    HIGH,
    JOKER,
    MEXICAN_HIGH,
    OMAHA_EIGHT_OR_BETTER_LOW,
    OMAHA_HIGH,
    SHORT_DECK_HIGH,
    SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT,
    Evaluator,
    high,
)

WORD = dict(
    zip(
        RANKS,
        ["deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"],
        strict=True,
    )
)
MANY = {r: w + ("es" if w == "six" else "s") for r, w in WORD.items()}


def _name(evaluator: Evaluator, text: str, board: str = "", lang: str = "en") -> str:
    rank = evaluator.rank(cards(text), cards(board))
    assert rank is not None, f"{text} is no hand of {evaluator.name}"
    return hand_name(evaluator, rank, lang)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("AsKsQsJsTs", "a royal flush"),
        ("9h8h7h6h5h", "a straight flush, nine high"),
        ("5d4d3d2dAd", "a straight flush, five high"),
        ("7s7d7h7c2s", "four of a kind, sevens"),
        ("KsKdKh2c2s", "a full house, kings full of deuces"),
        ("2s2d2hKcKs", "a full house, deuces full of kings"),
        ("AhJh9h4h2h", "a flush, ace high"),
        ("Ts9d8h7c6s", "a straight, ten high"),
        ("5s4d3h2cAs", "a straight, five high"),
        ("QsQdQh9c2s", "three of a kind, queens"),
        ("JsJd4h4c2s", "two pair, jacks and fours"),
        ("AsAdKh7c2s", "a pair of aces"),
        ("6s6d9h7c2s", "a pair of sixes"),
        ("Ks9d7h4c2s", "king high"),
        ("7s5d4h3c2s", "seven high"),
    ],
)
def test_high_hands(text: str, name: str) -> None:
    assert _name(HIGH, text) == name


def test_seven_cards_and_omaha() -> None:
    assert _name(HIGH, "AsAd", "AhKc7d2s9h") == "three of a kind, aces"
    assert _name(OMAHA_HIGH, "AsAdKcKh", "AhQc7d2s9h") == "three of a kind, aces"
    assert _name(OMAHA_HIGH, "AsKs2c3d", "QsJsTs4h5c") == "a royal flush"


def _words_from_cards(five: list[int]) -> str:
    """The English name of five cards, worked out from the cards (not from any rank)."""
    ranks = sorted((c >> 2 for c in five), reverse=True)
    counts = Counter(ranks)
    by_count = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    flush = len({c & 3 for c in five}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_top = None
    if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
        straight_top = distinct[0]
    elif distinct == [12, 3, 2, 1, 0]:
        straight_top = 3
    letter = RANKS.__getitem__
    if straight_top is not None and flush:
        return "a royal flush" if straight_top == 12 else f"a straight flush, {WORD[letter(straight_top)]} high"
    shape = sorted(counts.values(), reverse=True)
    top, second = letter(by_count[0]), letter(by_count[1])
    if shape[0] == 4:
        return f"four of a kind, {MANY[top]}"
    if shape[:2] == [3, 2]:
        return f"a full house, {MANY[top]} full of {MANY[second]}"
    if flush:
        return f"a flush, {WORD[letter(ranks[0])]} high"
    if straight_top is not None:
        return f"a straight, {WORD[letter(straight_top)]} high"
    if shape[0] == 3:
        return f"three of a kind, {MANY[top]}"
    if shape[:2] == [2, 2]:
        return f"two pair, {MANY[top]} and {MANY[second]}"
    if shape[0] == 2:
        return f"a pair of {MANY[top]}"
    return f"{WORD[letter(ranks[0])]} high"


def _every_kind_of_five() -> list[list[int]]:
    """Five cards for every way five ranks can fall (a rank at most four times), and the
    unpaired ones also all of one suit: one hand for each distinct high hand."""
    hands = []
    for ranks in combinations_with_replacement(range(13), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        used: Counter[int] = Counter()
        five = []
        for rank in ranks:
            five.append(rank * 4 + used[rank])  # the suits in turn: no two cards alike
            used[rank] += 1
        if len(set(ranks)) == 5:
            five[0] = ranks[0] * 4 + 1  # offsuit
            hands.append([rank * 4 for rank in ranks])  # and suited
        hands.append(five)
    return hands


def test_every_high_rank_reads_back_as_its_cards() -> None:
    """phevaluator's 7462 ranks, each from a hand of five cards: the name from the rank is the
    name worked out from the cards."""
    named = {high(five): _words_from_cards(five) for five in _every_kind_of_five()}
    assert sorted(named) == list(range(1, 7463))
    for rank, name in named.items():
        assert hand_name(HIGH, rank) == name, rank


OTHER_GAMES: list[tuple[Evaluator, str, str]] = [
    (ACE_TO_FIVE_LOW, "5s4d3h2cAs", "a 5-4-3-2-A low"),
    (ACE_TO_FIVE_LOW, "KsQdTh9c6s", "a K-Q-10-9-6 low"),
    (ACE_TO_FIVE_LOW, "KsKd9h6c2s", "a pair of kings"),
    (ACE_TO_FIVE_LOW, "KsKd9h9c2s", "two pair, kings and nines"),
    (ACE_TO_FIVE_LOW, "AsAdAh9c2s", "three of a kind, aces"),
    (ACE_TO_FIVE_LOW, "QsQdQh9c9s", "a full house, queens full of nines"),
    (ACE_TO_FIVE_LOW, "4s4d4h4c9s", "four of a kind, fours"),
    (EIGHT_OR_BETTER_LOW, "8s6d4h2cAsKsKd", "an 8-6-4-2-A low"),
    (DEUCE_TO_SEVEN_LOW, "7s5d4h3c2s", "a 7-5-4-3-2 low"),
    (DEUCE_TO_SEVEN_LOW, "As5d4h3c2s", "an A-5-4-3-2 low"),
    (DEUCE_TO_SEVEN_LOW, "6s5d4h3c2s", "a straight, six high"),
    (DEUCE_TO_SEVEN_LOW, "9s7s5s4s2s", "a flush, nine high"),
    (DEUCE_TO_SEVEN_LOW, "6s5s4s3s2s", "a straight flush, six high"),
    (DEUCE_TO_SEVEN_LOW, "7s7d4h3c2s", "a pair of sevens"),
    (DEUCE_TO_SEVEN_LOW, "7s7d4h4c2s", "two pair, sevens and fours"),
    (DEUCE_TO_SEVEN_LOW, "7s7d7h3c2s", "three of a kind, sevens"),
    (DEUCE_TO_SEVEN_LOW, "7s7d7h2c2s", "a full house, sevens full of deuces"),
    (DEUCE_TO_SEVEN_LOW, "7s7d7h7c2s", "four of a kind, sevens"),
    (BADUGI, "4s3d2hAc", "a badugi, 4-3-2-A"),
    (BADUGI, "4s3s2hAc", "a three-card hand, 3-2-A"),
    (BADUGI, "4s3s2sAc", "a two-card hand, 2-A"),
    (BADUGI, "4s3s2sAs", "a one-card hand, A"),
    (SHORT_DECK_HIGH, "9s8d7h6cAs", "a straight, nine high"),
    (SHORT_DECK_HIGH, "AsKsQsJsTs", "a royal flush"),
    (SHORT_DECK_HIGH, "9s8s7s6sAs", "a straight flush, nine high"),
    (SHORT_DECK_HIGH, "KsJs9s7s6s", "a flush, king high"),
    (SHORT_DECK_HIGH, "KsKdKh6c6s", "a full house, kings full of sixes"),
    (SHORT_DECK_HIGH, "KsKdKh6c7s", "three of a kind, kings"),
    (SHORT_DECK_HIGH, "KsKd6h6c7s", "two pair, kings and sixes"),
    (SHORT_DECK_HIGH, "KsKd8h6c7s", "a pair of kings"),
    (SHORT_DECK_HIGH, "KsQd8h6c7s", "king high"),
    (SHORT_DECK_HIGH, "8s8d8h8c7s", "four of a kind, eights"),
    (SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT, "KsKdKh6c7s", "three of a kind, kings"),
    (SHORT_DECK_HIGH_TRIPS_BEAT_STRAIGHT, "Ts9d8h7c6s", "a straight, ten high"),
    (MEXICAN_HIGH, "5s6d7hJcQs", "a straight, queen high"),
    (MEXICAN_HIGH, "As2d3h4c5s", "a straight, five high"),
    (MEXICAN_HIGH, "7sJsQsKsAs", "a straight flush, ace high"),  # no ten: no royal flush
    (MEXICAN_HIGH, "KsJs7s6s2s", "a flush, king high"),
    (MEXICAN_HIGH, "KsKdKh6c6s", "a full house, kings full of sixes"),
    (MEXICAN_HIGH, "KsKdKh6c7s", "three of a kind, kings"),
    (MEXICAN_HIGH, "KsKd6h6c7s", "two pair, kings and sixes"),
    (MEXICAN_HIGH, "KsKd2h6c7s", "a pair of kings"),
    (MEXICAN_HIGH, "KsQd2h6c7s", "king high"),
    (MEXICAN_HIGH, "2s2d2h2c7s", "four of a kind, deuces"),
]


@pytest.mark.parametrize(("evaluator", "text", "name"), OTHER_GAMES)
def test_every_kind_of_every_other_game(evaluator: Evaluator, text: str, name: str) -> None:
    assert _name(evaluator, text) == name


def test_omaha_low() -> None:
    assert _name(OMAHA_EIGHT_OR_BETTER_LOW, "As2sKdKh", "3c4d5h9sTc") == "a 5-4-3-2-A low"


def test_in_russian_and_italian() -> None:
    assert _name(HIGH, "AsAdKh7c2s", lang="ru") == "пара тузов"
    assert _name(HIGH, "AsAdKh7c2s", lang="it") == "una coppia di assi"
    assert _name(HIGH, "KsKdKh2c2s", lang="ru") == "фулл-хаус: тройка королей и пара двоек"
    assert _name(HIGH, "KsKdKh2c2s", lang="it") == "un full: tris di re e coppia di due"
    assert _name(HIGH, "AhJh9h4h2h", lang="ru") == "флеш, старшая карта — туз"
    assert _name(BADUGI, "4s3d2hAc", lang="it") == "un badugi 4-3-2-A"


def test_no_qualifying_hand_in_every_language() -> None:
    """The hand of a pot nobody qualified for (WSOP 2024 Live Action Rule 291, Archie)."""
    names = [hand_name(evaluator, None, lang) for evaluator in (HIGH, BADUGI) for lang in ("en", "ru", "it")]
    assert names == ["no qualifying hand", "ни одной проходной руки", "nessuna mano valida"] * 2


def test_an_unknown_evaluator_is_refused() -> None:
    stranger = Evaluator("stranger", HIGH.usage, False, None, "", HIGH.rank, HIGH.ranks)
    with pytest.raises(KeyError):
        hand_name(stranger, 1)


def test_every_word_of_the_catalog_for_hands_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    """Across the hands above, every ``hand.*`` and ``card.*`` message is rendered: none is dead."""
    used: set[str] = set()

    def recording(key: str, lang: str, **params: object) -> str:
        used.add(key)
        return render(key, lang, **params)

    monkeypatch.setattr(naming, "render", recording)
    for five in _every_kind_of_five():
        hand_name(HIGH, high(five))
    for evaluator, text, _ in OTHER_GAMES:
        _name(evaluator, text)
    hand_name(HIGH, None)  # Archie's pot that no hand qualifies for
    hand_name(MEXICAN_HIGH, MEXICAN_HIGH.rank([*cards("AsAdAhAc"), JOKER]))  # five of a kind, with the joker
    assert {key for key in catalog("en") if key.startswith(("hand.", "card."))} == used


def test_a_low_led_by_an_eight_or_an_ace_is_an_eight_or_an_ace_low() -> None:
    eight = ACE_TO_FIVE_LOW.rank(cards("8s6h5d4c3s"), ())
    seven = ACE_TO_FIVE_LOW.rank(cards("7s5h4d3c2s"), ())
    assert eight is not None and seven is not None  # razz ranks every hand
    assert hand_name(ACE_TO_FIVE_LOW, eight) == "an 8-6-5-4-3 low"
    assert hand_name(ACE_TO_FIVE_LOW, seven) == "a 7-5-4-3-2 low"
    assert hand_name(ACE_TO_FIVE_LOW, eight, "it") == "un low 8-6-5-4-3"
