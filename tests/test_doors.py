"""Typed errors at every door: any value given to a public call of the engine is taken, or refused
with one of our typed errors (a :class:`~pokerfloor.errors.PokerfloorError`) whose sentence is said
in every language and names the field; a refused call changes nothing. Arbitrary values
(:func:`strategies.junk`) are thrown at each entry point, in every game; the suite runs on both
builds (compiled, and with ``POKERFLOOR_PURE=1``)."""

from __future__ import annotations

import pickle
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerfloor import (
    PRESETS,
    VARIANTS,
    Action,
    FixedLimit,
    Hand,
    Kind,
    NoLimit,
    PokerfloorError,
    PotLimit,
    SpreadLimit,
    Table,
    rulebook,
    structure_named,
    variant,
)
from pokerfloor.core.options import DrawOptions
from pokerfloor.core.pots import Pot, award, share_pot, side_pots, split, uncalled
from pokerfloor.explain.catalog import LANGUAGES
from pokerfloor.explain.rulings import explain_error
from pokerfloor.games.cards import Deck, card, card_text, cards, cards_text
from pokerfloor.games.evaluation import EVALUATORS, Evaluator, Usage, best_five
from pokerfloor.games.showing import HighCardOrders, best_showing, bring_in, card_order, showing_strength
from pokerfloor.games.variants import UpCards
from pokerfloor.live import play_text
from pokerfloor.play import Level, Session
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.simulate import simulate
from pokerfloor.rules.switches import SWITCHES
from strategies import junk

GAMES = tuple(VARIANTS)
TDA = rulebook("tda")
#: Enough values a door to meet every kind of junk, few enough to keep the file to seconds.
DOORS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

TABLE_FIELDS = (
    "names", "stacks", "button", "structure", "rules", "blinds", "ante", "bb_ante", "straddles", "bring_in",
    "street", "pot", "variant", "posts", "seats", "seat_numbers", "dead_button", "dead_small_blind",
    "blind_players", "dead_ante",
)  # fmt: skip


def _table(game: str, **changes: Any) -> Table:
    """Three players at ``game``, in its first structure, with its forced bets."""
    played = variant(game)
    structure = structure_named(played.structures[0], min_bet=2, max_bet=10, small_bet=2, big_bet=4)
    forced: dict[str, Any] = {"ante": 1, "bring_in": 1} if played.has_bring_in else {"blinds": (1, 2)}
    if played.bomb_pots:  # every hand a bomb pot: every player antes, nobody posts a blind
        forced["bomb_pot"] = 2
    base = {"names": ("A", "B", "C"), "stacks": (200, 200, 200), "button": 2, "structure": structure}
    return Table(**{**base, "rules": TDA, "variant": played, **forced, **changes})


def _hand(game: str, **given: Any) -> Hand:
    return Hand(_table(game), deck=Deck(seed=7), **given)


def _wrong(value: object) -> Any:
    """A value of the wrong type, given on purpose (its refusal is what is tried)."""
    return value


#: What :func:`_door` answers for a call refused.
REFUSED = object()


def _door(call: Callable[[], object], *names: str) -> object:
    """``call()``'s answer, or :data:`REFUSED` when it was refused by one of our typed errors: one
    that is said (in every language) and, when ``names`` are given, names one of them."""
    try:
        return call()
    except PokerfloorError as error:
        said = str(error)
        assert said.strip()
        for lang in LANGUAGES:
            assert explain_error(error, lang).text
        assert not names or any(name in said for name in names), f"{said!r} names none of {names}"
        return REFUSED


def _unchanged(hand: Hand, call: Callable[[], object], *names: str) -> None:
    """``call`` on ``hand`` is taken, or refused leaving the hand exactly as it was: every value it
    holds, its record and its undo history, its cards and the deck's (the pickle of all of it)."""
    before = pickle.dumps(hand)
    if _door(call, *names) is REFUSED:
        assert pickle.dumps(hand) == before, "a refused call changed the hand"


# -- the table, the hand, and its calls ------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
@DOORS
@given(field=st.sampled_from(TABLE_FIELDS), value=junk())
def test_a_table_takes_or_refuses_each_field(game: str, field: str, value: Any) -> None:
    _door(lambda: _table(game, **{field: value}))


@pytest.mark.parametrize("game", GAMES)
@DOORS
@given(argument=st.sampled_from(("table", "hole", "board", "deck", "auto_settle")), value=junk())
def test_a_hand_takes_or_refuses_each_argument(game: str, argument: str, value: Any) -> None:
    if argument == "table":
        _door(lambda: Hand(value), "table")
    else:
        _door(lambda: Hand(_table(game), **{argument: value}), argument, "card", "seat")


#: Discards that are no cards, whatever the kind they come with.
NOT_CARDS = ((99,), (-5,), (2**70,), ("As",), (None,), (51, 51))


@pytest.mark.parametrize("game", GAMES)
@DOORS
@given(kind=st.sampled_from(Kind) | junk(), to=st.none() | junk(), discards=st.sampled_from(NOT_CARDS) | junk())
def test_a_push_of_any_action_is_taken_or_refused_changing_nothing(
    game: str, kind: Any, to: Any, discards: Any
) -> None:
    hand = _hand(game)
    assert (Action(kind, to, discards) in hand.options()) in (True, False)
    _unchanged(hand, lambda: hand.push(Action(kind, to, discards)))
    _unchanged(hand, lambda: hand.push(_wrong((kind, to, discards))))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("kind", Kind)
@pytest.mark.parametrize("discards", NOT_CARDS)
def test_discards_that_are_no_cards_are_refused_with_every_kind(game: str, kind: Kind, discards: Any) -> None:
    hand = _hand(game)
    _unchanged(hand, lambda: hand.push(Action(kind, None, discards)), "discards", "card", "draw")
    assert hand.record == _hand(game).record


@pytest.mark.parametrize("game", GAMES)
@DOORS
@given(action=junk(), player=junk(), text=junk())
def test_the_hand_s_calls_take_or_refuse_anything_changing_nothing(
    game: str, action: Any, player: Any, text: Any
) -> None:
    hand = _hand(game)
    _unchanged(hand, lambda: hand.push(action))
    _unchanged(hand, lambda: hand.push(Action(hand.passive_kind()), player))
    _unchanged(hand, lambda: hand.push_text(text))
    _unchanged(hand, lambda: play_text(hand, text))
    _unchanged(hand, lambda: hand.settle(action, shown=player))
    _unchanged(hand, lambda: hand.copy(stack=action))
    _unchanged(hand, lambda: hand.view(player), "seat", "player")
    _unchanged(hand, lambda: hand.up_cards(player), "seat")
    _unchanged(hand, hand.pop, "pop")
    _unchanged(hand, hand.options)


@pytest.mark.parametrize("game", GAMES)
@DOORS
@given(mucked=junk(), shown=junk())
def test_settling_a_showdown_takes_or_refuses_anything_changing_nothing(game: str, mucked: Any, shown: Any) -> None:
    settles: tuple[Callable[[Hand], None], ...] = (
        lambda hand: hand.settle(mucked),
        lambda hand: hand.settle(shown=shown),
    )
    for settle in settles:
        hand = Hand(_table(game), deck=Deck(seed=7), auto_settle=False)
        while not hand.is_over:
            options = hand.options()
            hand.push(options.fewest() if isinstance(options, DrawOptions) else Action(hand.passive_kind()))
        _unchanged(hand, lambda: settle(hand), "mucked", "shown", "seat", "card")  # noqa: B023 - called at once


# -- cards, games, rules, structures, the deck --------------------------------------------------------


@DOORS
@given(value=junk(), switch=st.sampled_from(sorted(SWITCHES)))
def test_cards_games_rules_and_sizes_take_or_refuse_anything(value: Any, switch: str) -> None:
    _door(lambda: card(value), "card")
    _door(lambda: cards(value), "card")
    _door(lambda: card_text(value), "value")
    _door(lambda: cards_text(value), "cards")
    _door(lambda: variant(value), "game")
    _door(lambda: rulebook(value), "rulebook")
    for name in PRESETS:
        _door(lambda: rulebook(name, **{switch: value}), "switch")  # noqa: B023 - called at once
    _door(lambda: NoLimit(value), "min_bet", "minimum bet")
    _door(lambda: PotLimit(value), "min_bet", "minimum bet")
    _door(lambda: FixedLimit(value, 4), "small_bet", "bet")
    _door(lambda: FixedLimit(2, value), "big_bet", "bet")
    _door(lambda: SpreadLimit(value, 10), "min_bet", "minimum bet", "bet")
    _door(lambda: SpreadLimit(2, value), "max_bet", "bet")
    _door(lambda: structure_named(value, min_bet=2), "structure")
    for size in ("min_bet", "max_bet", "small_bet", "big_bet", "big_blind"):
        _door(lambda: structure_named("spread-limit", **{size: value}), size, "bet")  # noqa: B023 - called at once
    _door(lambda: FixedLimit(2, 4).raise_range(value, 0, 4, 0, 0), "big_bet")
    _door(lambda: NoLimit(2).unit(False, value), "last_full_raise")
    assert str(Action(value, value, value))  # made as given (checked when pushed), and written


@DOORS
@given(value=junk(), evaluator=st.sampled_from(sorted(EVALUATORS.values())))
def test_rankings_pots_and_showings_take_or_refuse_anything(value: Any, evaluator: Evaluator) -> None:
    hole = cards("AsKd7c2h")[: 4 if evaluator.usage is not Usage.ANY else 2]
    board = (
        () if evaluator.usage is Usage.ALL else cards("Qs6h5c")
    )  # cards of every deck (Mexican Poker's has no nines)
    _door(lambda: evaluator.rank(value), "hole", "hand")
    _door(lambda: evaluator.rank(hole, value), "board", "hand")
    _door(lambda: best_five(value, hole, board), "evaluator")
    _door(lambda: best_five(evaluator, value, board), "hole", "hand")
    _door(lambda: side_pots(value, [False, False]), "contributions", "folded")
    _door(lambda: side_pots([1, 2], value), "folded")
    _door(lambda: side_pots([1, 2], [False, False], value), "dead")
    _door(lambda: uncalled(value), "bets")
    _door(lambda: split(value, [0], [0]), "amount")
    _door(lambda: split(10, value, [0]), "winners")
    _door(lambda: split(10, [0, 1], value), "order")
    _door(lambda: award(value, [[1, 2]], [[0, 1]]), "pots")
    # Two rankings or more (a high-low game) need as many orders: the one order given is named.
    _door(lambda: award([Pot(3, (0, 1))], value, [[0, 1]]), "rankings", "pots", "orders")
    _door(lambda: award([Pot(3, (0, 1))], [[1, 2]], value), "orders")
    _door(lambda: share_pot(value, [[1, 2]], [[0, 1]]), "pot")
    _door(lambda: card_order(value, UpCards.HIGH), "card")
    _door(lambda: card_order(3, value), "reading")
    _door(lambda: bring_in(value, UpCards.LOW), "doors")
    _door(lambda: showing_strength(value, UpCards.HIGH), "up")
    _door(lambda: best_showing(value, UpCards.HIGH, "suit"), "boards")
    _door(lambda: best_showing([(0, (3,)), (1, (7,))], UpCards.HIGH, value), "tie")
    _door(lambda: HighCardOrders(value, [hole, hole], board, [0, 1]), "rankings")
    _door(lambda: HighCardOrders((evaluator,), value, board, [0, 1]), "holes", "seats")
    _door(lambda: HighCardOrders((evaluator,), [hole, hole], board, value), "seats")


@DOORS
@given(value=junk())
def test_the_deck_takes_or_refuses_anything(value: Any) -> None:
    _door(lambda: Deck(value), "seed")
    _door(lambda: Deck(rng=value), "rng")
    for method, field in (("deal", "count"), ("remove", "taken"), ("keep", "kept"), ("put_back", "returned")):
        deck = Deck(seed=3)
        left = deck.cards_left()
        if _door(lambda: getattr(deck, method)(value), field, "deck") is REFUSED:  # noqa: B023 - called at once
            assert deck.cards_left() == left, f"a refused {method} changed the deck"
    deck = Deck(seed=3)
    _door(lambda: deck.restore_cards(value), "cards")


# -- play/: sessions, seating, levels, simulations -------------------------------------------------


@DOORS
@given(value=junk(), game=st.sampled_from(GAMES))
def test_the_play_room_takes_or_refuses_anything(value: Any, game: str) -> None:
    stakes = Stakes(structure_named(variant(game).structures[0], min_bet=2, small_bet=2, big_bet=4), TDA)
    seating = Seating.start({"A": 100, "B": 100})
    _door(lambda: Session(value, stakes).play_hand())
    _door(lambda: Session(seating, value).play_hand())
    _door(lambda: Session(seating, stakes, seed=value).play_hand())
    _door(lambda: Session(seating, stakes, policy=value).play_hand())
    _door(lambda: Session(seating, stakes).play_hand(value))
    _door(lambda: Seating.start(value))
    _door(lambda: Seating.start({"A": value, "B": 100}))
    _door(lambda: Seating.start({"A": 100, "B": 100}, button=value))
    _door(lambda: Seating.start({"A": 100, "B": 100}, seats=value))
    _door(lambda: Seating.start({"A": 100, "B": 100}, seat_numbers=value))
    _door(lambda: Level(game=value).stakes(TDA))
    _door(lambda: Level(blinds=value).stakes(TDA))
    _door(lambda: Level(game=game).stakes(value))
    _door(lambda: simulate(value, 2, seed=1))
    _door(lambda: simulate(2, value, seed=1))
    _door(lambda: simulate(2, 2, seed=value))
    _door(lambda: simulate(2, 2, seed=1, policy=value))
    _door(lambda: simulate(2, 2, seed=1, game=value))
