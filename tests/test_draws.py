"""The draw games: the draw in turn, the betting after it, refusals, undo, and the reshuffle when
the deck runs out (WSOP 2024 Tournament Rules, Draw Games; Live Action Rules, Lowball)."""

from __future__ import annotations

import random

import pytest

from pokerfloor import (
    Action,
    ActionUnavailableError,
    FixedLimit,
    Hand,
    Kind,
    NoLimit,
    NotYourTurnError,
    Table,
    rulebook,
    variant,
)
from pokerfloor.core.options import DrawOptions
from pokerfloor.games.cards import UNKNOWN, Deck, cards
from pokerfloor.live import play_text


def _table(n: int = 3, game: str = "2-7-triple-draw", rules: str = "tda", stacks: int = 1000) -> Table:
    return Table(
        names=tuple("ABCDEF"[:n]),
        stacks=(stacks,) * n,
        button=n - 1,
        structure=FixedLimit(20, 40) if variant(game).structures[0] == "fixed-limit" else NoLimit(20),
        rules=rulebook(rules),
        blinds=(10, 20),
        variant=variant(game),
    )


def _to_first_draw(hand: Hand) -> None:
    while not hand.is_drawing:
        hand.push(Action(Kind.CALL if Kind.CALL in hand.options().kinds else Kind.CHECK))


def test_each_player_draws_in_turn_from_the_buttons_left_then_the_betting_opens() -> None:
    hand = Hand(_table(), deck=Deck(seed=1))
    _to_first_draw(hand)
    assert [hand.player_to_act, hand.street_name, hand.options().kinds] == ["A", "first draw", (Kind.DRAW,)]
    kept = hand.hole[0][:3]
    hand.push(Action(Kind.DRAW, None, hand.hole[0][3:]))  # A throws two
    assert hand.hole[0][:3] == kept and len(hand.hole[0]) == 5
    assert [e.kind for e in hand.log[-2:]] == ["draw", "deal"]
    hand.push(Action(Kind.DRAW))  # B stands pat
    assert hand.is_drawing and hand.player_to_act == "C"
    hand.push(Action(Kind.DRAW, None, hand.hole[2][:1]))
    assert not hand.is_drawing and hand.player_to_act == "A" and hand.options().kinds == (Kind.CHECK, Kind.BET)


def test_drawmaha_designates_the_draws_then_the_turn_card_then_the_new_cards() -> None:
    """Drawmaha (WSOP 2024 Live Action Rules): after the flop's betting each player designates one
    to three cards or stands pat; then "the dealer burns a card, and then places the turn card
    out" and "then gives each player the correct amount of draw cards": no card is dealt until
    the last designation, the turn comes off the deck before the new cards, which follow in
    turn; a draw of four is refused and changes nothing; undo takes the turn back with the last
    designation."""
    hand = Hand(_table(game="drawmaha"), deck=Deck(seed=4))
    order = Deck(seed=4).deal(52)  # 15 hole cards, burn, flop, burn, turn, then the draws
    _to_first_draw(hand)
    options = hand.options()
    assert hand.street_name == "turn" and len(hand.board) == 3
    assert isinstance(options, DrawOptions) and options.most == 3
    assert Action(Kind.DRAW, None, hand.hole[0][:4]) not in options
    before = (hand.snapshot(), hand.hole)
    with pytest.raises(ActionUnavailableError, match="at most 3"):
        hand.push(Action(Kind.DRAW, None, hand.hole[0][:4]))
    assert (hand.snapshot(), hand.hole) == before
    kept_a = hand.hole[0][3:]
    hand.push(Action(Kind.DRAW, None, hand.hole[0][:3]))
    assert hand.hole[0] == kept_a  # designated: nothing dealt before the turn card
    hand.push(Action(Kind.DRAW))
    assert len(hand.board) == 3 and hand.is_drawing  # C still to designate: no turn card yet
    burns = hand.dealer.burns_to_reshuffle() if hand.dealer is not None else []
    kept_c = hand.hole[2][1:]
    hand.push(Action(Kind.DRAW, None, hand.hole[2][:1]))
    assert hand.board[3] == order[20] and not hand.is_drawing and hand.player_to_act == "A"
    assert hand.hole[0] == (*kept_a, *order[21:24]) and hand.hole[2] == (*kept_c, order[24])
    assert hand.dealer is not None and len(hand.dealer.burns_to_reshuffle()) == len(burns) + 1
    hand.pop()
    assert len(hand.board) == 3 and hand.is_drawing and hand.player_to_act == "C"
    assert hand.hole[0] == kept_a and len(hand.hole[2]) == 5


@pytest.mark.parametrize("drawn", [2, 3])
def test_drawmaha_seven_players_reshuffle_for_the_draws_and_leave_the_river_known(drawn: int) -> None:
    """Seven players drawing two or three each run the deck out: the discards (and the burns where
    the rulebook says so) are shuffled to finish the draws, leaving the river its burn and card
    (drawing two each under the Live Action Rules once left the turn and river unknown)."""
    names = tuple("ABCDEFG")
    table = Table(
        names=names,
        stacks=(1000,) * 7,
        button=6,
        structure=NoLimit(20),
        rules=rulebook("wsop-live"),
        blinds=(10, 20),
        variant=variant("drawmaha"),
    )
    hand = Hand(table, deck=Deck(seed=7))
    _to_first_draw(hand)
    while hand.is_drawing:
        hand.push(Action(Kind.DRAW, None, hand.hole[hand.to_act][:drawn]))
    _check_down(hand)
    assert len(hand.board) == 5 and UNKNOWN not in hand.board
    seen = [c for held in hand.hole for c in held] + list(hand.board)
    assert UNKNOWN not in seen and len(seen) == len(set(seen)) == 40


def _check_down(hand: Hand) -> None:
    while not hand.is_over:
        hand.push(Action(Kind.CALL if Kind.CALL in hand.options().kinds else Kind.CHECK))


def test_a_draw_refused_changes_nothing_and_undo_restores_the_cards() -> None:
    hand = Hand(_table(), deck=Deck(seed=2))
    _to_first_draw(hand)
    before = (hand.snapshot(), hand.hole, hand.to_act)
    with pytest.raises(ActionUnavailableError) as caught:
        hand.push(Action(Kind.CHECK))
    assert caught.value.code == "draw-due"
    with pytest.raises(NotYourTurnError):
        hand.push(Action(Kind.DRAW), player="B")
    someone_else = hand.hole[1][0]
    with pytest.raises(ActionUnavailableError) as caught:
        hand.push(Action(Kind.DRAW, None, (someone_else,)))
    assert caught.value.code == "draw-not-held"
    assert (hand.snapshot(), hand.hole, hand.to_act) == before
    hand.push(Action(Kind.DRAW, None, hand.hole[0]))
    hand.pop()
    assert (hand.snapshot(), hand.hole, hand.to_act) == before


def test_all_in_players_still_draw() -> None:
    hand = Hand(_table(2, "2-7-single-draw", stacks=100), deck=Deck(seed=3))
    hand.push(hand.allin_action())
    hand.push(Action(Kind.CALL))
    assert hand.is_drawing and hand.able == 0
    hand.push(Action(Kind.DRAW))
    hand.push(Action(Kind.DRAW, None, cards_of(hand, 1, 2)))
    assert hand.is_over and hand.is_settled and sum(hand.stacks) == 200


def cards_of(hand: Hand, seat: int, count: int) -> tuple[int, ...]:
    return hand.hole[seat][:count]


def _everyone_draws_five(hand: Hand, rng: random.Random) -> None:
    """Call or check every bet, throw every card at every draw: the deck runs out."""
    while hand.to_act >= 0:
        kinds = hand.options().kinds
        if Kind.DRAW in kinds:
            hand.push(Action(Kind.DRAW, None, hand.hole[hand.to_act]))
        else:
            hand.push(Action(rng.choice([k for k in kinds if k in (Kind.CALL, Kind.CHECK)])))
        live = [c for seat, held in enumerate(hand.hole) if not hand.folded[seat] for c in held]
        assert len(live) == len(set(live)), "a card held by two hands"
        assert -1 not in live, "an unknown card dealt from a deck"


@pytest.mark.parametrize(("rules", "burns"), [("wsop", False), ("wsop-live", True)])
def test_the_reshuffle_takes_the_muck_and_earlier_discards_and_the_burns_by_the_rulebook(
    rules: str, burns: bool
) -> None:
    hand = Hand(_table(6, rules=rules), deck=Deck(seed=4))
    _everyone_draws_five(hand, random.Random(4))
    dealer = hand.dealer
    assert dealer is not None and dealer.refills, "six players drawing five: the deck ran out"
    # A burn card goes back into the deck by a reshuffle made after it was burnt only where the
    # rulebook says so (the first draw has no earlier discards: it takes the round's own, the
    # others' first, as a last resort).
    returned = [
        card for at, card in dealer.burnt for _, _, shuffled, made in dealer.refills if made > at and card in shuffled
    ]
    assert bool(returned) == burns


def test_a_draw_game_from_a_hand_history_with_a_card_dealt_again_after_a_reshuffle() -> None:
    """A card thrown in the first draw and dealt again in the second: allowed, the draws checked
    as they come (a card is never in two hands at once)."""
    table = _table(2, stacks=1000)
    hole = {0: cards("2c3c4c5c7d") + cards("8c9c") + cards("Kh"), 1: cards("8d9dTdJdQd") + cards("2s")}
    hand = Hand(table, hole=hole, auto_settle=False)
    hand.push(Action(Kind.CALL))
    hand.push(Action(Kind.CHECK))
    hand.push(Action(Kind.DRAW, None, tuple(cards("5c7d"))))  # A gets 8c9c
    hand.push(Action(Kind.DRAW, None, tuple(cards("Qd"))))  # B gets 2s
    hand.push(Action(Kind.CHECK))
    hand.push(Action(Kind.CHECK))
    hand.push(Action(Kind.DRAW, None, tuple(cards("9c"))))  # A gets the king
    assert hand.hole[0] == (*cards("2c3c4c8c"), *cards("Kh"))


def test_a_draw_that_does_not_name_its_discards_leaves_a_dealt_showdown_undecided() -> None:
    """With a dealt deck every card is known, until a player draws three without saying which:
    the cards he kept are unknown then, and no pot goes to a hand that holds unknown cards. Undo
    makes every card known again."""
    table = Table(
        names=("Ann", "Bob"),
        stacks=(1000, 1000),
        button=1,
        structure=FixedLimit(20, 40),
        rules=rulebook("tda"),
        blinds=(10, 20),
        variant=variant("2-7-single-draw"),
    )
    hand = Hand(table, deck=Deck(seed=5))
    for text in ("Bob call", "Ann check"):
        play_text(hand, text)
    assert hand.showdown_known
    play_text(hand, "Ann draws 3")
    assert hand.hole[0][:2] == (UNKNOWN, UNKNOWN) and not hand.showdown_known
    for text in ("Bob draws 3", "Ann check", "Bob check"):
        play_text(hand, text)
    assert hand.is_over and hand.showdown() == [] and hand.stacks == [980, 980]
    for _ in range(4):
        hand.pop()
    assert UNKNOWN not in hand.hole[0] and hand.showdown_known
