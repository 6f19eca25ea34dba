"""The Big Easy (WSOP 2024 Live Action Rules, Omaha High-Low Variation, 5+ Card): Omaha hi-lo dealt
at least five cards, more by the house's choice, the same number to every player; each form a
description of its own, chosen by name or by :func:`~pokerfloor.games.variants.big_easy`."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor import Action, Hand, PotLimit, Table, rulebook, variant
from pokerfloor.errors import SituationError
from pokerfloor.games.cards import Deck
from pokerfloor.games.variants import BIG_EASY_CARDS, big_easy


def test_the_forms_deal_five_to_eight_cards_of_omaha_hi_lo() -> None:
    assert big_easy() is variant("big-easy") is variant("the-big-easy") is big_easy(5)
    for cards in BIG_EASY_CARDS:
        game = big_easy(cards)
        assert game.streets[0].down == game.hole_cards == cards
        assert [ranking.name for ranking in game.rankings] == ["omaha-high", "omaha-eight-or-better-low"]
        # Every player's cards, the burns and the board come out of one deck.
        assert game.max_players * cards + 8 <= 52 < (game.max_players + 1) * cards + 8
        assert variant(game.name) is game and pickle.loads(pickle.dumps(game)) is game
    assert big_easy().max_players == 8  # the rulebook's eight participants at most


@pytest.mark.parametrize("cards", [4, 9, "6", None])
def test_a_form_the_rulebook_does_not_deal_is_refused_naming_the_cards(cards: object) -> None:
    with pytest.raises(SituationError, match="cards"):
        big_easy(cards)  # type: ignore[arg-type]


def test_a_table_larger_than_the_form_seats_is_refused() -> None:
    with pytest.raises(SituationError):
        Table(
            names=tuple("ABCDEFG"),
            stacks=(100,) * 7,
            button=0,
            structure=PotLimit(2),
            rules=rulebook("wsop-live"),
            blinds=(1, 2),
            variant=big_easy(7),
        )


@given(seed=st.integers(0, 2**32), cards=st.sampled_from(list(BIG_EASY_CARDS)))
def test_a_full_table_of_each_form_plays_to_the_end_with_every_card_once(seed: int, cards: int) -> None:
    game = big_easy(cards)
    players = game.max_players
    table = Table(
        names=tuple(f"P{k}" for k in range(players)),
        stacks=(200,) * players,
        button=0,
        structure=PotLimit(2),
        rules=rulebook("wsop-live"),
        blinds=(1, 2),
        variant=game,
    )
    hand = Hand(table, deck=Deck(seed=seed))
    assert all(len(held) == cards for held in hand.hole)
    while not hand.is_over:
        hand.push(Action(hand.passive_kind()))
    dealt = [card for held in hand.hole for card in held] + list(hand.board)
    assert len(dealt) == len(set(dealt)) == players * cards + 5
    assert sum(hand.stacks) == sum(table.stacks)
    assert sum(hand.winnings) == sum(hand.committed) + hand.dead
