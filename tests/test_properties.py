"""Invariants over random legal play, under every structure and rulebook.

At every decision: each offered bet or raise is accepted at both ends of its range and refused
just outside it; refused actions leave the state exactly as it was; undo restores it. Along the
way: chips are conserved and no stack goes below zero. At the end, undoing everything gives back
the starting state.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor import Action, Hand, IllegalActionError, Kind, Options, Table, variant
from pokerfloor.core.options import DrawOptions
from pokerfloor.games.cards import UNKNOWN, Deck
from strategies import BLIND_GAMES, SIZED, STRUCTURES, double_board_tables, legal_action, stud_tables, tables


def _chips(hand: Hand) -> int:
    return sum(hand.stacks) + sum(hand.committed) + hand.dead + sum(hand.street_bets) - sum(hand.winnings)


def _refused(hand: Hand, action: Action) -> bool:
    before = hand.snapshot()
    try:
        hand.push(action)
    except IllegalActionError:
        assert hand.snapshot() == before, f"{action} was refused but changed the state"
        return True
    hand.pop()
    assert hand.snapshot() == before, f"undoing {action} did not restore the state"
    return False


def _check_bring_in(hand: Hand, options: Options) -> None:
    """Stud's bring-in: posted (at its amount only) or completed; never checked or called, and
    folded only by a player it passed to (the low card all-in on the ante)."""
    assert options.call_to is not None
    assert not _refused(hand, Action(Kind.BRING_IN))
    assert _refused(hand, Action(Kind.BRING_IN, options.call_to + 1))
    assert _refused(hand, Action(Kind.CHECK))
    assert _refused(hand, Action(Kind.CALL))
    assert _refused(hand, Action(Kind.FOLD)) != (Kind.FOLD in options.kinds)


def _check_draw(hand: Hand, options: Options) -> None:
    """A draw: any of the cards held may be thrown, each once, or none, up to the street's most
    (Drawmaha's three); a discard (Crazy Pineapple) exactly its number of them; nothing else is
    played."""
    assert isinstance(options, DrawOptions)
    held, least, most = hand.hole[options.player], options.least, options.most
    assert _refused(hand, Action(Kind.DRAW)) == (least > 0)
    assert _refused(hand, Action(Kind.DRAW, None, held)) == (least not in (0, len(held)) or len(held) > most)
    assert _refused(hand, Action(Kind.DRAW, None, held[: most + 1])) == (most < len(held) or least not in (0, most))
    assert not _refused(hand, Action(Kind.DRAW, None, held[:least]))
    assert not _refused(hand, options.fewest())
    if options.up and UNKNOWN not in options.up:  # a stud discard keeps the up cards (Super Stud)
        assert _refused(hand, Action(Kind.DRAW, None, (*options.throwable[: least - 1], options.up[0])))
        assert Action(Kind.DRAW, None, (*options.throwable[: least - 1], options.up[0])) not in options
    assert _refused(hand, Action(Kind.DRAW, None, (*held, *held)))
    assert _refused(hand, Action(Kind.CHECK))
    assert _refused(hand, Action(Kind.FOLD))
    outside = next(c for c in range(52) if c not in {x for h in hand.hole for x in h})
    assert Action(Kind.DRAW, None, (outside,)) not in options
    assert _refused(hand, Action(Kind.DRAW, None, (outside,)))


def _check_ranges(hand: Hand, options: Options) -> None:
    kinds = options.kinds
    if Kind.DRAW in kinds:
        _check_draw(hand, options)
        return
    if Kind.BRING_IN in kinds:
        _check_bring_in(hand, options)
    aggressive = next((k for k in SIZED if k in kinds), Kind.RAISE)
    if options.sizes is not None:  # stud's open pair: two sizes, nothing between them
        small, large = options.sizes
        for to in options.sizes:
            assert Action(aggressive, to) in options and not _refused(hand, Action(aggressive, to))
        for to in (small - 1, *range(small + 1, large), large + 1):
            assert Action(aggressive, to) not in options and _refused(hand, Action(aggressive, to))
    elif options.min_to is not None and options.max_to is not None:
        for to in (options.min_to, options.max_to):
            assert Action(aggressive, to) in options
            assert not _refused(hand, Action(aggressive, to)), f"{aggressive} {to} offered but refused"
        for to in (options.min_to - 1, options.max_to + 1):
            assert Action(aggressive, to) not in options
            assert _refused(hand, Action(aggressive, to)), f"{aggressive} {to} outside the range but accepted"
    else:
        if options.push is not None:  # everyone else all-in for less: the whole stack still goes in
            assert options.push in options
            assert not _refused(hand, options.push), f"{options.push} nobody can match was refused"
        for action in (Action(Kind.RAISE, hand.spot().bet + 1), Action(Kind.BET, 1)):
            if action != options.push:
                assert _refused(hand, action), f"{action} accepted with no bet or raise open"
    if Kind.BRING_IN in kinds:
        return
    if Kind.CHECK in kinds:
        assert _refused(hand, Action(Kind.CALL))
        assert _refused(hand, Action(Kind.FOLD)) != options.fold_free
    else:
        assert _refused(hand, Action(Kind.CHECK))
        assert not _refused(hand, Action(Kind.FOLD))
        assert not _refused(hand, Action(Kind.CALL))
        assert options.call_to is not None
        assert _refused(hand, Action(Kind.CALL, options.call_to + 1))


def _play_randomly(data: st.DataObject, table: Table, check: bool, deck: Deck | None = None) -> Hand:
    hand = Hand(table, deck=deck)
    start = hand.snapshot()
    total = _chips(hand)
    for _ in range(200):
        if hand.to_act < 0:
            break
        options = hand.options()
        if check:
            _check_ranges(hand, options)
        hand.push(legal_action(data.draw, hand))
        assert min(hand.stacks) >= 0
        assert _chips(hand) == total
    assert hand.to_act < 0, "the hand did not end within 200 actions"
    while hand.history:
        hand.pop()
    assert hand.snapshot() == start
    return hand


@pytest.mark.parametrize("structure", STRUCTURES)
@given(data=st.data())
def test_options_and_apply_agree(structure: str, data: st.DataObject) -> None:
    table = data.draw(tables(structure))
    _play_randomly(data, table, check=True)


@given(data=st.data(), seed=st.integers(0, 2**32), game=st.sampled_from(BLIND_GAMES))
def test_every_blind_game_options_and_apply_agree(data: st.DataObject, seed: int, game: str) -> None:
    """Short deck, big Omaha and the draw games too, dealt from a deck (a draw needs cards)."""
    table = data.draw(tables("fixed-limit" if variant(game).has_draws else None))
    if len(table.names) > variant(game).max_players or table.street:
        return
    table = table.replace(variant=game)
    _play_randomly(data, table, check=True, deck=Deck(seed=seed))


@given(data=st.data(), seed=st.integers(0, 2**32))
def test_double_board_games_keep_every_invariant(data: st.DataObject, seed: int) -> None:
    """Two boards, blinds or a bomb pot: every offered action is taken, every other refused
    with nothing changed, the chips conserved, each undone back to the start; at the showdown
    each pot is paid out whole, between the two boards of a game that splits it so."""
    hand = _play_randomly(data, data.draw(double_board_tables()), check=True, deck=Deck(seed=seed))
    while hand.to_act >= 0:  # _play_randomly undid it all: play it again to its end
        hand.push(legal_action(data.draw, hand))
    game = hand.table.variant
    assert [len(board) for board in hand.boards()] == [len(hand.board) // 2] * 2
    assert sum(hand.winnings) == hand.dead + sum(hand.committed)
    results = hand.showdown()
    if results:
        per_pot = len(results) // len(hand.pots())
        assert per_pot == (2 if game.board_split == "each" else 1)
        assert {award.board for award in hand.awards()} <= ({0, 1} if game.board_split == "each" else {0})


@given(data=st.data(), seed=st.integers(0, 2**32))
def test_stud_options_and_apply_agree(data: st.DataObject, seed: int) -> None:
    _play_randomly(data, data.draw(stud_tables()), check=True, deck=Deck(seed=seed))


@given(data=st.data())
def test_stud_with_unknown_cards_keeps_every_invariant(data: st.DataObject) -> None:
    """No deck, no cards: who opens is unknown on every street, and the first to act is taken."""
    _play_randomly(data, data.draw(stud_tables()), check=True)


@given(data=st.data())
def test_every_pot_is_won_by_someone_in_it(data: st.DataObject) -> None:
    table = data.draw(tables())
    hand = Hand(table)
    while hand.to_act >= 0:
        hand.push(legal_action(data.draw, hand))
    for pot in hand.pots():
        assert pot.eligible, pot
        assert all(not hand.folded[i] for i in pot.eligible)
    assert sum(p.amount for p in hand.pots()) == hand.dead + sum(hand.committed)
