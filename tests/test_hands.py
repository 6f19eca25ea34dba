"""Whole hands: forced bets, dealing, showdown, split pots, odd chips, hi-lo, undo and copy.

The random part plays 10,000 full hands in the default run (500 Hypothesis examples of 20 hands
each), more with ``HYPOTHESIS_PROFILE=long``.
"""

from __future__ import annotations

import os
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import Action, FixedLimit, Hand, Kind, NoLimit, Table, rulebook, variant
from pokerfloor.amounts import MAX_CHIPS
from pokerfloor.core.options import DrawOptions
from pokerfloor.core.pots import Pot, award, share_pot, split, uncalled
from pokerfloor.games.cards import Deck, cards
from strategies import BLIND_GAMES, SIZED, stud_tables, tables

HANDS_PER_EXAMPLE = 20
#: Random full hands in a run: 10,000 by default; set POKERFLOOR_HANDS for a longer one.
HANDS = int(os.environ.get("POKERFLOOR_HANDS", "10000"))


def _random_action(hand: Hand, rng: random.Random) -> Action:
    options = hand.options()
    kind = rng.choice(options.kinds)
    if kind is Kind.DRAW and isinstance(options, DrawOptions):
        held = options.throwable
        return Action(kind, None, tuple(rng.sample(held, rng.randint(options.least, options.most))))
    if kind in SIZED and options.sizes is not None:  # stud's open pair: the small bet or the big one
        return Action(kind, rng.choice(options.sizes))
    if kind in SIZED:
        assert options.min_to is not None and options.max_to is not None
        return Action(kind, rng.randint(options.min_to, options.max_to))
    return Action(kind)


@settings(max_examples=HANDS // HANDS_PER_EXAMPLE)
@given(table=tables(), seed=st.integers(0, 2**32), game=st.sampled_from(BLIND_GAMES))
def test_random_full_hands_keep_every_invariant(table: Table, seed: int, game: str) -> None:
    """Every game with blinds (flop games, short deck, big Omaha, the draw games), dealt from a
    deck and played to the end: chips kept, pots awarded, undo and redo exact."""
    rng = random.Random(seed)
    if len(table.names) > variant(game).max_players or (table.street and variant(game).has_draws):
        return  # more players than the game seats; a draw game from a later street has no cards
    table = table.replace(variant=game)
    for _ in range(HANDS_PER_EXAMPLE):
        hand = Hand(table, deck=Deck(rng=rng))
        start = hand.snapshot()
        states = [start]
        actions = []
        while hand.to_act >= 0:
            action = _random_action(hand, rng)
            hand.push(action)
            actions.append(action)
            states.append(hand.snapshot())
            assert min(hand.stacks) >= 0
        assert hand.is_over and hand.street == table.variant.showdown
        total = sum(table.stacks) + table.pot
        assert sum(hand.stacks) == total, "chips not conserved to the chip"
        assert sum(hand.winnings) == hand.dead + sum(hand.committed), "a pot was not awarded"
        copy = hand.copy()
        for state in reversed(states[:-1]):
            hand.pop()
            assert hand.snapshot() == state
        for action, state in zip(actions, states[1:], strict=True):
            hand.push(action)
            assert hand.snapshot() == state, "redo differs"
        while copy.history:
            copy.pop()
        assert copy.snapshot() == start


@settings(max_examples=max(HANDS // HANDS_PER_EXAMPLE // 5, 20))
@given(table=stud_tables(), seed=st.integers(0, 2**32))
def test_random_stud_hands_keep_every_invariant(table: Table, seed: int) -> None:
    """Stud, stud hi-lo, razz and Super Stud dealt from a deck, street by street, to the showdown:
    chips kept to the chip, every pot awarded, every card dealt once, undo and redo exact."""
    rng = random.Random(seed)
    for _ in range(HANDS_PER_EXAMPLE):
        hand = Hand(table, deck=Deck(rng=rng))
        states, actions = [hand.snapshot()], []
        while hand.to_act >= 0:
            action = _random_action(hand, rng)
            hand.push(action)
            actions.append(action)
            states.append(hand.snapshot())
        assert hand.is_over
        assert sum(hand.stacks) == sum(table.stacks), "chips not conserved to the chip"
        assert sum(hand.winnings) == hand.dead + sum(hand.committed), "a pot was not awarded"
        # Super Stud deals a deck run short again from the muck (Live Action Rule 249): a folded
        # hand's cards may be dealt again.
        mucked = table.variant.reshuffle_muck
        dealt = [c for s, held in enumerate(hand.hole) if not (mucked and hand.folded[s]) for c in held]
        dealt += hand.runout
        assert len(dealt) == len(set(dealt)), "a card was dealt twice"
        live = hand.in_hand()
        if len(live) > 1:
            assert all(len(hand.hole[s]) + len(hand.runout) == 7 for s in live), "a player short of cards"
        replay = [hand.hole]
        for state in reversed(states[:-1]):
            hand.pop()
            assert hand.snapshot() == state
        for action, state in zip(actions, states[1:], strict=True):
            hand.push(action)
            assert hand.snapshot() == state, "redo differs"
        assert hand.hole == replay[0], "redo dealt other cards"


def _table(stacks: tuple[int, ...], **extra: object) -> Table:
    names = tuple(f"P{i + 1}" for i in range(len(stacks)))
    settings_: dict[str, object] = {"blinds": (1, 2), "button": len(stacks) - 1, "structure": NoLimit(2)}
    settings_.update(extra)
    return Table(names=names, stacks=stacks, rules=rulebook("tda"), **settings_)  # type: ignore[arg-type]


def test_split_pot_and_odd_chip_to_first_seat_left_of_button() -> None:
    assert split(5, [2, 0], order=[1, 2, 0]) == {2: 3, 0: 2}
    assert split(7, [0, 1, 2], order=[2, 0, 1]) == {2: 3, 0: 2, 1: 2}


def test_hi_lo_halves_the_pot_odd_chip_high() -> None:
    pot = [Pot(11, (0, 1))]
    assert award(pot, [[5, 9], [None, 100]], orders=[[0, 1], [0, 1]]) == [6, 5]
    assert award(pot, [[5, 9], [None, None]], orders=[[0, 1], [0, 1]]) == [11, 0]


def test_a_pot_nobody_qualifies_for_is_split_among_its_players() -> None:
    """Archie (WSOP 2024 Live Action Rule 291): neither a qualifying high nor a qualifying low,
    the pot is split among the players in it, the odd chip by the order; a side pot too, and a
    pot of one ranking (no chip is lost either way)."""
    pots = [Pot(11, (0, 1, 2)), Pot(4, (1, 2))]
    nobody = [[None, None, None], [None, None, None]]
    assert award(pots, nobody, orders=[[2, 0, 1], [2, 0, 1]]) == [4, 5, 6]
    assert award(pots, [[None, None, None]], orders=[[0, 1, 2]]) == [4, 6, 5]
    (share,) = share_pot(pots[0], nobody, orders=[[1, 2, 0], [1, 2, 0]])
    assert share.rank is None and share.chips == {0: 3, 1: 4, 2: 4} and share.amount == 11
    # One hand qualifying for either half is not the case: it takes the pot.
    assert award(pots[:1], [[None, 4000, None], [None, None, None]], orders=[[0, 1, 2]] * 2) == [0, 11, 0]


def test_showdown_tie_splits_the_pot() -> None:
    table = _table((100, 100, 100))
    hole = {0: cards("AsKd"), 1: cards("AhKc"), 2: cards("2c3d")}
    hand = Hand(table, hole=hole, board=cards("Qs Jh Tc 7d 4s"))
    for text in ("call", "call", "check", *["check"] * 9):
        if hand.to_act < 0:
            break
        hand.push(Action(Kind(text)))
    assert hand.winnings == [3, 3, 0]


def test_heads_up_button_posts_small_blind_and_acts_first() -> None:
    hand = Hand(_table((100, 100)))
    assert hand.posted == [2, 1]
    assert hand.player_to_act == "P2"
    hand.push(Action(Kind.CALL))
    hand.push(Action(Kind.CHECK))
    assert hand.player_to_act == "P1", "after the flop the big blind acts first heads-up"


def test_short_big_blind_ante_order_is_a_switch() -> None:
    blind_first = Hand(_table((100, 100, 2), bb_ante=2, button=0))
    assert blind_first.posted[2] == 2 and blind_first.round.bets[2] == 2
    ante_first_rules = rulebook("tda", bb_ante_order="ante-first")
    names = ("P1", "P2", "P3")
    table = Table(
        names=names,
        stacks=(100, 100, 2),
        button=0,
        structure=NoLimit(2),
        rules=ante_first_rules,
        blinds=(1, 2),
        bb_ante=2,
    )
    ante_first = Hand(table)
    assert ante_first.dead == 2 and ante_first.round.bets[2] == 0


def test_straddle_sets_the_preflop_full_raise() -> None:
    hand = Hand(_table((100, 100, 100, 100), straddles=(4,)))
    options = hand.options()
    assert hand.player_to_act == "P4"
    assert (options.call_to, options.min_to) == (4, 8)


@given(st.lists(st.integers(0, MAX_CHIPS), max_size=9))  # past the limit of chips, a bet is refused
def test_the_uncalled_bet_is_the_top_bet_less_the_next(bets: list[int]) -> None:
    """``uncalled`` (one native pass compiled, the builtins in Python): the seat of a top bet
    nobody matched and what it is above the next one; nothing when the top bet was matched."""
    top = max(bets, default=0)
    if not top or bets.count(top) > 1:
        assert uncalled(bets) == (-1, 0)
    else:
        assert uncalled(bets) == (bets.index(top), top - sorted(bets)[-2] if len(bets) > 1 else top)
    assert uncalled(tuple(bets)) == uncalled(bets)


def test_uncalled_chips_return_before_award() -> None:
    hand = Hand(_table((50, 200, 200)))
    hand.push(Action(Kind.RAISE, 150))  # the button
    hand.push(Action(Kind.FOLD))
    hand.push(Action(Kind.FOLD))
    assert hand.returned[2] == 148
    assert hand.winnings == [0, 0, 5]
    assert hand.stacks == [49, 198, 203]


def test_seeded_deck_is_reproducible_and_secure_by_default() -> None:
    assert Deck(7).deal(5) == Deck(7).deal(5)
    assert len(Deck()) == 52


def test_showing_order_last_aggressor_first() -> None:
    table = _table((100, 100, 100))
    hole = {0: cards("AsKd"), 1: cards("AhKc"), 2: cards("2c3d")}
    hand = Hand(table, hole=hole, board=cards("Qs Jh Tc 7d 4s"))
    for action in ("call", "call", "check", "check", "check", "check", "check", "check", "check"):
        hand.push(Action(Kind(action)))
    hand.push(Action(Kind.CHECK))  # P1 on the river
    hand.push(Action(Kind.BET, 10))  # P2
    hand.push(Action(Kind.CALL))  # P3
    hand.push(Action(Kind.CALL))  # P1
    shows = [e.seat for e in hand.log if e.kind == "show"]
    assert shows == [1, 2, 0]


def test_deck_leaves_out_given_cards() -> None:
    given = cards("AsAh")
    hand = Hand(_table((100, 100, 100)), hole={0: given}, deck=Deck(3))
    dealt = [c for h in hand.hole for c in h] + list(hand.runout)
    assert len(set(dealt)) == len(dealt) == 6 + 5


def test_copies_are_independent_across_streets() -> None:
    hand = Hand(_table((200, 200, 200)), deck=Deck(5))
    for action in (Action(Kind.RAISE, 6), Action(Kind.CALL), Action(Kind.CALL), Action(Kind.BET, 10)):
        hand.push(action)
    before = hand.snapshot()
    twin = hand.copy()
    assert twin.snapshot() == before
    assert twin.round.snapshot() == hand.round.snapshot()
    # Back across the flop in the copy, then another line: the original does not move.
    for _ in range(3):
        twin.pop()
    twin.push(Action(Kind.RAISE, 20))
    twin.push(Action(Kind.FOLD))
    assert hand.snapshot() == before
    hand.pop()
    hand.pop()
    assert hand.street == 0 and twin.street == 0
    assert hand.round is not twin.round and hand.round.bets is not twin.round.bets


def test_eight_players_to_seventh_street_share_a_community_card() -> None:
    """8 players x 6 cards and the burns leave fewer cards than players for seventh street: one
    card goes face up in the middle for all (TDA 2024 Recommended Procedure 10-H)."""
    names = tuple(f"P{i + 1}" for i in range(8))
    table = Table(
        names=names,
        stacks=(1000,) * 8,
        button=7,
        structure=FixedLimit(10, 20),
        rules=rulebook("tda"),
        ante=1,
        bring_in=2,
        variant=variant("stud"),
    )
    hand = Hand(table, deck=Deck(seed=5), auto_settle=False)
    while hand.to_act >= 0:
        kinds = hand.options().kinds
        hand.push(Action(next(k for k in (Kind.BRING_IN, Kind.CHECK, Kind.CALL) if k in kinds)))
    assert hand.is_over and len(hand.runout) == 1
    assert all(len(held) == 6 for held in hand.hole)
    assert [e.kind for e in hand.log].count("board") == 1
    hand.settle()
    assert sum(hand.stacks) == 8000
