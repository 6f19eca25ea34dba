"""Mucks at a showdown: recorded, written to PHH as ``sm`` lines, and never a way for a player to
win chips he had no stake in (issue 12, items 1 and 2)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import Action, Hand, Kind, NoLimit, Table, rulebook, variant
from pokerfloor.checking.phh_replay import replay
from pokerfloor.formats.phh import dumps, parse_histories, to_phh
from pokerfloor.games.cards import Deck, cards
from strategies import stud_tables, tables

#: The draw games PHH has a fixed-limit code for (2-7 single draw is no-limit there).
PHH_DRAW_GAMES = ("2-7-triple-draw", "badugi")


def _to_showdown(hand: Hand, rng: random.Random) -> Hand:
    """Play on with random legal actions, calls and checks more often than folds."""
    while hand.to_act >= 0:
        options = hand.options()
        kind = rng.choice([k for k in options.kinds if k is not Kind.FOLD] or list(options.kinds))
        if kind is Kind.DRAW:
            held = hand.hole[hand.to_act]
            hand.push(Action(kind, None, tuple(rng.sample(held, rng.randint(0, len(held))))))
        elif options.sizes is not None and kind in (Kind.BET, Kind.RAISE):  # stud's open pair: two sizes
            hand.push(Action(kind, rng.choice(options.sizes)))
        elif kind in (Kind.BET, Kind.RAISE, Kind.COMPLETE):
            assert options.min_to is not None and options.max_to is not None
            hand.push(Action(kind, rng.choice((options.min_to, options.max_to))))
        else:
            hand.push(Action(kind))
    return hand


def test_all_contenders_of_a_side_pot_mucking_do_not_give_it_to_the_all_in_player() -> None:
    table = Table(
        names=("A", "B", "C"),
        stacks=(100, 500, 500),
        button=2,
        structure=NoLimit(2),
        rules=rulebook("tda"),
        blinds=(1, 2),
    )
    hole = {0: cards("2c3d"), 1: cards("AsAh"), 2: cards("KsKh")}
    hand = Hand(table, hole=hole, board=cards("7c8d9hJsQs"), auto_settle=False)
    for action in (Action(Kind.RAISE, 500), Action(Kind.CALL), Action(Kind.CALL)):  # C, A all-in, B
        hand.push(action)
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(300, (0, 1, 2)), (800, (1, 2))]
    hand.settle(mucked=[1, 2])
    # A, the only hand still claiming the main pot, wins it; the side pot was never his to win:
    # both its contenders mucked, and it goes by their cards as they lie (B's aces).
    assert hand.winnings == [300, 800, 0]
    assert [str(e) for e in hand.log if e.kind in ("show", "muck")] == ["show 2c3d", "muck", "muck"]


def test_a_settled_hand_with_mucks_writes_them_and_replays_to_the_same_stacks() -> None:
    table = Table(
        names=("A", "B"), stacks=(100, 100), button=1, structure=NoLimit(2), rules=rulebook("tda"), blinds=(1, 2)
    )
    hole = {0: cards("AsAh"), 1: cards("7c2d")}
    hand = Hand(table, hole=hole, board=cards("KcQd9h5s3c"), auto_settle=False)
    for action in (Action(Kind.CALL), Action(Kind.CHECK)):
        hand.push(action)
    while hand.to_act >= 0:
        hand.push(Action(Kind.CHECK))
    hand.settle(mucked=[0])  # the aces are mucked: the seven-deuce wins
    assert hand.stacks == [98, 102]
    fields = to_phh(hand)
    assert "p2 sm" in fields["actions"] or "p1 sm" in fields["actions"]
    (history,) = parse_histories(dumps(fields))
    result = replay(history, table.rules)
    assert result.status == "verified", result.reason


@settings(max_examples=100)
@given(table=tables(), seed=st.integers(0, 2**32), muck_share=st.floats(0, 1))
def test_every_hand_with_random_mucks_round_trips_through_phh(table: Table, seed: int, muck_share: float) -> None:
    if table.street != 0 or table.structure.name == "spread-limit" or (table.ante and table.bb_ante):
        return  # PHH has no spread limit, and a hand from the flop on is not a whole hand
    if table.structure.name == "pot-limit":
        table = table.replace(variant="omaha")
    rng = random.Random(seed)
    hand = _to_showdown(Hand(table, deck=Deck(rng=rng), auto_settle=False), rng)
    if hand.is_contested:
        hand.settle(mucked=[s for s in hand.in_hand() if rng.random() < muck_share])
    fields = to_phh(hand)
    (history,) = parse_histories(dumps(fields))
    result = replay(history, table.rules)
    assert result.status == "verified", (result.reason, dumps(fields))


@settings(max_examples=60)
@given(table=stud_tables(), seed=st.integers(0, 2**32), muck_share=st.floats(0, 1))
def test_every_stud_hand_round_trips_through_phh(table: Table, seed: int, muck_share: float) -> None:
    """Stud, stud hi-lo and razz: the cards street by street, the bring-in, the completion and the
    mucks written to PHH replay to the same stacks."""
    rng = random.Random(seed)
    hand = _to_showdown(Hand(table, deck=Deck(rng=rng), auto_settle=False), rng)
    if hand.is_contested:
        hand.settle(mucked=[s for s in hand.in_hand() if rng.random() < muck_share])
    (history,) = parse_histories(dumps(to_phh(hand)))
    result = replay(history, table.rules)
    assert result.status == "verified", (result.reason, dumps(to_phh(hand)))


@settings(max_examples=60)
@given(table=tables("fixed-limit"), seed=st.integers(0, 2**32), game=st.sampled_from(PHH_DRAW_GAMES))
def test_every_draw_hand_round_trips_through_phh(table: Table, seed: int, game: str) -> None:
    """The draw games with PHH codes: the draws (``sd``) and the cards dealt for them, written and
    replayed to the same stacks."""
    if table.street or table.ante or table.bb_ante or len(table.names) > variant(game).max_players:
        return
    table = table.replace(variant=game)
    rng = random.Random(seed)
    hand = _to_showdown(Hand(table, deck=Deck(rng=rng), auto_settle=False), rng)
    if hand.is_contested:
        hand.settle()
    (history,) = parse_histories(dumps(to_phh(hand)))
    result = replay(history, table.rules)
    assert result.status == "verified", (result.reason, dumps(to_phh(hand)))
