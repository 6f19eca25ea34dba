"""Games of two boards (WSOP 2024 Live Action Rules: Double Board Omaha, 5 Card Double Board Bomb
Pot PLO, Ultimate Big O): the boards as dealt, each pot split between them or to the best hand on
either, the odd chip to the top board, the bomb pot every hand, the runs refused, random play and
sessions with chips conserved."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import Action, Hand, Kind, NoLimit, PotLimit, Table, rulebook, variant
from pokerfloor.errors import ActionUnavailableError, HandHistoryError, SituationError
from pokerfloor.explain import explain_hand
from pokerfloor.formats.phh.write import to_phh
from pokerfloor.formats.sites.build import site_hand
from pokerfloor.games.cards import Deck, cards, cards_text
from pokerfloor.games.variants import Street, on_boards
from pokerfloor.play import Session
from pokerfloor.play.equity import equity
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.simulate import simulate
from strategies import DOUBLE_BOARD_GAMES


def _heads_up(game: str, pot: int = 201, **table: object) -> Table:
    """A and B on the flop of ``game``, ``pot`` in the middle, B on the button."""
    return Table(
        names=("A", "B"),
        stacks=(1000, 1000),
        button=1,
        structure=PotLimit(100),
        rules=rulebook("wsop-live"),
        variant=variant(game),
        street=1,
        pot=pot,
        **table,  # type: ignore[arg-type]
    )


def _checked_down(hand: Hand) -> Hand:
    while hand.to_act >= 0:
        hand.push(Action(Kind.CHECK))
    return hand


def test_the_streets_deal_both_boards_the_top_first() -> None:
    game = variant("double-board-omaha")
    assert game.boards == 2 and game.board_sizes == (0, 6, 8, 10, 10)
    assert [street.burn for street in game.streets] == [False, True, True, True]  # one burn a street
    assert [street.burn for street in variant("double-board-bomb-pot-plo5").streets[:2]] == [False, False]
    runout = cards("Ad7c3h Qd8c4s 9d 5h 2s 6h")
    assert [cards_text(board) for board in game.split_board(runout)] == ["Ad7c3h9d2s", "Qd8c4s5h6h"]
    assert [cards_text(board) for board in game.split_board(runout[:8])] == ["Ad7c3h9d", "Qd8c4s5h"]
    assert variant("omaha").split_board(runout[:5]) == (tuple(runout[:5]),)


def test_a_game_whose_streets_cannot_share_their_board_cards_is_refused() -> None:
    omaha = variant("omaha")
    fields = {"name": "x", "title": "X", "rankings": omaha.rankings, "structures": omaha.structures}
    with pytest.raises(SituationError, match="boards: 2 boards cannot share"):
        type(omaha)(**fields, streets=omaha.streets, max_players=8, boards=2)  # type: ignore[arg-type]
    with pytest.raises(SituationError, match="boards: 3 is not a whole number from 1 to 2"):
        type(omaha)(**fields, streets=(Street("flop", board=6),), max_players=8, boards=3)  # type: ignore[arg-type]
    with pytest.raises(SituationError, match="board_split"):
        type(omaha)(**fields, streets=omaha.streets, max_players=8, board_split="both")  # type: ignore[arg-type]


def test_each_board_takes_half_the_pot_the_odd_chip_to_the_top() -> None:
    hand = Hand(
        _heads_up("double-board-omaha"),
        hole={0: cards("AsAhKd2c"), 1: cards("QsQhJdTc")},
        board=cards("Ad7c3h Qd8c4s 9d 5h 2s 6h"),
    )
    assert [cards_text(board) for board in hand.boards()] == ["Ad7c3h", "Qd8c4s"]
    _checked_down(hand)
    assert hand.winnings == [101, 100]
    assert [(a.board, a.amount, a.winners) for a in hand.awards()] == [(0, 101, {"A": 101}), (1, 100, {"B": 100})]


def test_ultimate_big_o_pays_the_best_hand_on_either_board() -> None:
    """A's high is on the bottom board, B's low on the top one: half each, no board named."""
    hand = Hand(
        _heads_up("ultimate-big-o", pot=200),
        hole={0: cards("KdKcQs9s8s"), 1: cards("2c3d4c9hQh")},
        board=cards("Ad7c8h KsTc9d Jd 5h Jc 2h"),
    )
    _checked_down(hand)
    assert hand.winnings == [100, 100]
    awards = hand.awards()
    assert [(a.half, a.board, a.winners) for a in awards] == [("high", 0, {"A": 100}), ("low", 0, {"B": 100})]


def test_the_boards_are_not_run_again_and_the_refusal_changes_nothing() -> None:
    hand = Hand(_heads_up("double-board-omaha", pot=1000), deck=Deck(seed=5))
    hand.push(Action(Kind.BET, 1000))
    hand.push(Action(Kind.CALL))
    before = pickle.dumps(hand)
    with pytest.raises(ActionUnavailableError, match="double-board-omaha deals two boards") as refused:
        hand.run_it(2, deck=Deck(seed=6))
    assert refused.value.variant == "double-board"
    assert pickle.dumps(hand) == before


def test_the_bomb_pot_game_needs_its_ante_and_posts_no_blind() -> None:
    table = {"names": ("A", "B", "C"), "stacks": (100,) * 3, "button": 2, "structure": PotLimit(2)}
    game = variant("double-board-bomb-pot-plo5")
    with pytest.raises(SituationError, match="every hand of double-board-bomb-pot-plo5 is a bomb pot"):
        Table(**table, rules=rulebook("wsop-live"), blinds=(1, 2), variant=game)  # type: ignore[arg-type]
    hand = Hand(Table(**table, rules=rulebook("wsop-live"), blinds=(1, 2), variant=game, bomb_pot=5))  # type: ignore[arg-type]
    assert hand.street_name == "flop" and hand.names[hand.to_act] == "A" and hand.posted == [5, 5, 5]


def test_a_session_of_the_bomb_pot_game_antes_every_hand_and_moves_the_button() -> None:
    stakes = Stakes(PotLimit(2), rulebook("wsop-live"), variant("double-board-bomb-pot-plo5"), blinds=(1, 2))
    assert stakes.bomb_pot == 2  # the rulebook names no ante: the big blind
    session = Session(Seating.start(dict.fromkeys("ABCD", 200)), stakes, seed=3)
    buttons = []
    for _ in range(6):
        buttons.append(session.deal().table.button)
        hand = session.play_hand()
        assert hand.posted == [2] * len(hand.names) and hand.table.bomb_pot == 2
        assert sum(hand.table.stacks) == sum(hand.stacks)
    assert len(set(buttons)) > 1


@pytest.mark.parametrize("game", DOUBLE_BOARD_GAMES)
def test_random_play_conserves_the_chips(game: str) -> None:
    summary = simulate(300, 6, seed=2, game=game)
    assert summary.chips_conserved and summary.hands == 300
    with pytest.raises(ActionUnavailableError, match=f"{game} deals two boards"):
        simulate(300, 6, seed=2, game=game, runs=2)


def test_the_site_and_phh_writers_refuse_the_game_by_name() -> None:
    hand = _checked_down(Hand(_heads_up("double-board-omaha"), deck=Deck(seed=1)))
    with pytest.raises(HandHistoryError, match="double-board-omaha"):
        to_phh(hand)
    started = Table(
        names=("A", "B"), stacks=(100, 100), button=1, structure=PotLimit(2), rules=rulebook("wsop-live"),
        blinds=(1, 2), variant=variant("double-board-omaha"),
    )  # fmt: skip
    played = Hand(started, deck=Deck(seed=1))
    played.push(Action(Kind.FOLD))
    with pytest.raises(HandHistoryError, match="no site deals double-board-omaha"):
        site_hand(played)


def test_the_explanation_names_the_boards_only_at_a_showdown() -> None:
    table = _heads_up("double-board-omaha")
    shown = _checked_down(
        Hand(table, hole={0: cards("AsAhKd2c"), 1: cards("QsQhJdTc")}, board=cards("Ad7c3hQd8c4s9d5h2s6h"))
    )
    assert [why.code for why in explain_hand(shown)][-3:] == ["boards", "won", "won"]
    folded = Hand(table, deck=Deck(seed=1))
    folded.push(Action(Kind.BET, 100))
    folded.push(Action(Kind.FOLD))
    assert "boards" not in [why.code for why in explain_hand(folded)]


def test_double_board_holdem_is_holdem_dealt_to_two_boards() -> None:
    game = variant("double-board-holdem")
    assert game.hole_cards == 2 and game.boards == 2 and game.board_split == "each"
    assert game.board_sizes == (0, 6, 8, 10, 10)
    assert [street.burn for street in game.streets] == [False, True, True, True]
    assert all(variant(alias) is game for alias in ("split-holdem", "double-board-nlhe", "split-hold'em"))


def test_double_board_holdem_splits_each_pot_between_the_boards_the_odd_chip_to_the_top() -> None:
    hand = Hand(
        _heads_up("double-board-holdem"),
        hole={0: cards("AsAh"), 1: cards("QsQh")},
        board=cards("Ad7c3h Qd8c4s 9d 5h 2s 6h"),
    )
    assert [cards_text(board) for board in hand.boards()] == ["Ad7c3h", "Qd8c4s"]
    _checked_down(hand)
    assert hand.winnings == [101, 100]
    assert [(a.board, a.amount, a.winners) for a in hand.awards()] == [(0, 101, {"A": 101}), (1, 100, {"B": 100})]


def test_double_board_holdem_ties_on_one_board_split_that_board_by_position() -> None:
    """The bottom board's 101 chips tied: 51 to A, the first player left of B's button (Rule 149)."""
    hand = Hand(
        _heads_up("double-board-holdem", pot=203),
        hole={0: cards("AsTd"), 1: cards("QsTc")},
        board=cards("Ad7h3h 9s8s7c Kc 6h 2s 2c"),
    )
    _checked_down(hand)
    assert hand.winnings == [153, 50]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 9), stacks=st.lists(st.integers(1, 500), min_size=9))
def test_double_board_holdem_all_in_conserves_the_chips_and_pays_each_board_its_half(
    seed: int, players: int, stacks: list[int]
) -> None:
    """Everyone all in before the flop: every chip goes back out, each pot's parts are the two
    boards' halves (the odd chip to the top board), each part to a player eligible for it."""
    table = Table(
        names=tuple(f"P{k}" for k in range(players)),
        stacks=tuple(stacks[:players]),
        button=0,
        structure=NoLimit(2),
        rules=rulebook("wsop-live"),
        blinds=(1, 2),
        variant=variant("double-board-holdem"),
    )
    hand = Hand(table, deck=Deck(seed=seed))
    while hand.to_act >= 0:
        kinds = hand.options().kinds
        sized = [kind for kind in kinds if kind in (Kind.BET, Kind.RAISE)]
        if sized:
            hand.push(Action(sized[0], hand.options().max_to))
        else:
            hand.push(Action(Kind.CALL if Kind.CALL in kinds else Kind.CHECK))
    assert sum(hand.stacks) == sum(table.stacks)
    assert len(hand.boards()) == 2
    awards = hand.awards()
    assert sum(a.amount for a in awards) == sum(hand.winnings)
    for number in {a.number for a in awards}:
        top, bottom = (a for a in awards if a.number == number)
        assert (top.board, bottom.board) == (0, 1) and top.amount - bottom.amount in (0, 1)
        assert sum(top.winners.values()) == top.amount and sum(bottom.winners.values()) == bottom.amount


def test_a_game_on_two_boards_is_the_registrys_form_of_it_found_by_what_it_is() -> None:
    """Two boards for a flop game where the rulebook deals them: hold'em's and Omaha's forms; the
    game itself when it deals two already; a game the rulebook never deals on two boards, or a
    game of no board, refused naming ``boards``."""
    assert on_boards(variant("holdem"), 2) is variant("double-board-holdem")
    assert on_boards(variant("omaha"), 2) is variant("double-board-omaha")
    assert on_boards(variant("holdem"), 1) is variant("holdem")
    assert on_boards(variant("double-board-omaha"), 2) is variant("double-board-omaha")
    for game in ("short-deck", "omaha-hi-lo", "stud", "badugi"):
        with pytest.raises(SituationError, match=f"boards: the rulebook deals {game} on one board") as refused:
            on_boards(variant(game), 2)
        assert refused.value.variant == "boards-game"
    with pytest.raises(SituationError, match="boards: 3 is not a whole number from 1 to 2"):
        on_boards(variant("holdem"), 3)


@pytest.mark.parametrize("game", ["holdem", "omaha"])
def test_a_bomb_pot_on_two_boards_conserves_the_chips(game: str) -> None:
    summary = simulate(300, 6, seed=4, game=game, structure="pot-limit", bomb_pot=5, boards=2)
    assert summary.chips_conserved and summary.hands == 300 and summary.showdowns > 0
    with pytest.raises(SituationError, match="boards: the rulebook deals short-deck on one board"):
        simulate(10, 6, seed=4, game="short-deck", bomb_pot=5, boards=2)


def test_the_equity_of_a_game_of_two_boards_ranks_each_board_for_its_half() -> None:
    """A's aces hold the top board whatever the river (half the pot), B's queens the bottom board
    unless its river helps A: the exact count (each order of the two rivers, the same two cards
    on the other boards being another deal) agrees with a Monte Carlo's."""
    exact = equity("double-board-holdem", ["AsAh", "QsQh"], board="Ad7c3hQd8c4s9d5h")
    assert exact.exact and exact.deals == 40 * 39 and 0.5 < exact.shares[0] < 0.55
    sampled = equity("double-board-holdem", ["AsAh", "QsQh"], board="Ad7c3hQd8c4s9d5h", exact_most=0, samples=20000)
    assert abs(sampled.shares[0] - exact.shares[0]) < 5 * sampled.errors[0]
    river = equity("double-board-holdem", ["AsAh", "QsQh"], board="Ad7c3hQd8c4s9d5h2s6h")
    assert river.shares == (0.5, 0.5)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(DOUBLE_BOARD_GAMES), st.integers(0, 2**32))
def test_the_equity_of_a_board_run_out_is_what_the_showdown_pays(game: str, seed: int) -> None:
    """Every card known, the equity is the showdown's share: each board for its half, or the best
    hand on either board (Ultimate Big O: never a hand of cards from both boards, which the
    equity once ranked on the ten cards mixed)."""
    hand = _checked_down(Hand(_heads_up(game, pot=240), deck=Deck(seed=seed)))
    found = equity(game, [cards_text(held) for held in hand.hole], board=cards_text(hand.runout))
    assert found.exact and found.deals == 1
    assert [share * 240 for share in found.shares] == pytest.approx(hand.winnings)
