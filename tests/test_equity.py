"""Equity (issue 31, item 5): each player's share of the pot, exact where the boards are few, a
seeded Monte Carlo with its standard error elsewhere, in every game of the registry; checked
against PokerKit's ``calculate_equities`` on some spots, and against itself."""

from __future__ import annotations

import random
from typing import Any

import pokerkit
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor.cli.commands import main
from pokerfloor.errors import SituationError
from pokerfloor.games.cards import cards_text
from pokerfloor.games.variants import VARIANTS
from pokerfloor.play.equity import equity

#: PokerKit's deals for a spot: its Monte Carlo's standard error is then at most 1.2% of the pot.
POKERKIT_SAMPLES = 1500


def _pokerkit(holes: list[str], board: str, hole_count: int, board_count: int, *types: type[Any]) -> list[float]:
    """PokerKit's equities for known hole cards (its Monte Carlo, seeded through ``random``)."""
    random.seed(7)
    return list(
        pokerkit.calculate_equities(
            [[frozenset(pokerkit.Card.parse(hole))] for hole in holes],
            pokerkit.Card.parse(board),
            hole_count,
            board_count,
            pokerkit.Deck.STANDARD,
            types,
            sample_count=POKERKIT_SAMPLES,
        )
    )


def _near(ours: tuple[float, ...], theirs: list[float]) -> bool:
    """Within four of PokerKit's standard errors (at most 0.013 each, for a share of a pot)."""
    return all(abs(a - b) < 0.052 for a, b in zip(ours, theirs, strict=True))


def test_hold_em_on_the_flop_is_exact_and_agrees_with_pokerkit() -> None:
    ours = equity("holdem", ["AsAd", "KsKd", "7c8c"], board="2c7h9c")
    assert ours.exact and ours.deals == 43 * 42 // 2 and ours.errors == (0.0, 0.0, 0.0)
    assert _near(ours.shares, _pokerkit(["AsAd", "KsKd", "7c8c"], "2c7h9c", 2, 5, pokerkit.StandardHighHand))


def test_omaha_hi_lo_splits_as_the_engine_splits_and_agrees_with_pokerkit() -> None:
    ours = equity("omaha-hi-lo", ["AsAd2c3c", "KsKd8h8s"], board="4d5h9c")
    assert ours.exact
    theirs = _pokerkit(
        ["AsAd2c3c", "KsKd8h8s"], "4d5h9c", 4, 5, pokerkit.OmahaHoldemHand, pokerkit.OmahaEightOrBetterLowHand
    )
    assert _near(ours.shares, theirs)


def test_stud_with_cards_to_come_is_a_monte_carlo_that_agrees_with_pokerkit() -> None:
    ours = equity("stud", ["AsAd7c", "KsKdQh"], samples=4000, seed=3)
    assert not ours.exact and ours.deals == 4000 and all(0 < error < 0.01 for error in ours.errors)
    assert _near(ours.shares, _pokerkit(["AsAd7c", "KsKdQh"], "", 7, 0, pokerkit.StandardHighHand))


def test_a_draw_game_standing_pat_is_one_deal_and_agrees_with_pokerkit() -> None:
    ours = equity("2-7-triple-draw", ["7s5d4h3c2s", "8s6d4c3h2d"])
    assert ours.exact and ours.deals == 1 and ours.shares == (1.0, 0.0)
    assert _pokerkit(["7s5d4h3c2s", "8s6d4c3h2d"], "", 5, 0, pokerkit.StandardLowHand) == [1.0, 0.0]


def test_a_pot_no_low_qualifies_for_goes_to_the_high_hand_whole() -> None:
    ours = equity("omaha-hi-lo", ["AsAdKcKh", "QsQdJcJh"], board="AcKd7s7h")
    assert ours.exact and ours.shares == (1.0, 0.0)  # aces full, and no low on this board: the high takes all


def test_dead_cards_leave_the_deck() -> None:
    live = equity("holdem", ["AsAd", "KsKd"], board="2c7h9d")
    dead = equity("holdem", ["AsAd", "KsKd"], board="2c7h9d", dead="KcKh")
    assert dead.deals == 43 * 42 // 2 and dead.shares[1] < live.shares[1]


def test_the_monte_carlo_repeats_with_its_seed_and_its_error_shrinks_with_its_deals() -> None:
    small = equity("holdem", ["AsKs", "QdQc"], samples=500, seed=1)
    assert small == equity("holdem", ["AsKs", "QdQc"], samples=500, seed=1)
    large = equity("holdem", ["AsKs", "QdQc"], samples=4000, seed=1)
    assert large.errors[0] < small.errors[0] and abs(large.shares[0] - 0.46) < 0.03


@pytest.mark.parametrize("game", sorted(VARIANTS))
def test_every_game_of_the_registry_shares_the_whole_pot(game: str) -> None:
    result = equity(game, ["", ""], samples=50, seed=2)
    assert abs(sum(result.shares) - 1) < 1e-9 and all(0 <= share <= 1 for share in result.shares)


@settings(max_examples=25, deadline=None)
@given(deal=st.permutations(range(52)), players=st.integers(2, 4), seen=st.sampled_from([3, 4]))
def test_hold_em_shares_are_exact_fractions_of_the_boards_that_sum_to_one(
    deal: list[int], players: int, seen: int
) -> None:
    holes = [cards_text(deal[2 * k : 2 * k + 2]) for k in range(players)]
    board = cards_text(deal[2 * players : 2 * players + seen])
    result = equity("holdem", holes, board=board)
    assert result.exact and abs(sum(result.shares) - 1) < 1e-9
    for share in result.shares:  # a whole number of deals' pots, each shared among at most all
        scaled = share * result.deals * 12
        assert abs(scaled - round(scaled)) < 1e-6


def test_a_refusal_changes_nothing_and_names_the_field() -> None:
    with pytest.raises(SituationError, match="hands: an equity needs the cards of two players"):
        equity("holdem", ["AsAd"])
    with pytest.raises(SituationError, match="the same card is dealt twice"):
        equity("holdem", ["AsAd", "KsKd"], board="2c7hAs")


def test_the_command_prints_each_share_and_how_it_was_had(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "AsAd", "KsKd", "--board", "2c7h9d"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["AsAd   91.62%", "KsKd    8.38%", "exact: 990 deals"]
    assert main(["equity", "--game", "razz", "??2c3d4h", "??KcKdQh", "--samples", "300", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("??2c3d4h") and " ± " in lines[0] and lines[2] == "Monte Carlo, seed 1: 300 deals"
    assert main(["equity", "AsAd", "AsKd"]) == 2
    assert "pokerfloor equity: cards: the same card is dealt twice" in capsys.readouterr().err
