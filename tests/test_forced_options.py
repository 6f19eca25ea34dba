"""The live-action table options (WSOP 2024 Live Action Rules 11, 161, 27 and Kill Pots): straddles
from the button and elsewhere, bomb pots and kill pots, each ruled as the rulebook's text says and
each refused, naming its field, where it does not hold together."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import (
    Action,
    BlindPost,
    FixedLimit,
    Hand,
    IllegalActionError,
    Kind,
    NoLimit,
    PotLimit,
    SituationError,
    Table,
    variant,
)
from pokerfloor.checking import phh_replay
from pokerfloor.checking.phh_replay import replay
from pokerfloor.errors import HandHistoryError, PokerfloorError
from pokerfloor.explain.hand import explain_hand
from pokerfloor.formats.phh import dumps, parse_histories, to_phh
from pokerfloor.formats.sites.build import site_hand
from pokerfloor.formats.sites.pokerstars_writer import write as write_pokerstars
from pokerfloor.games.cards import Deck, cards
from pokerfloor.live import play_text
from pokerfloor.play.kills import KillState, next_kill
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.session import Session
from pokerfloor.play.simulate import simulate
from pokerfloor.rules import rulebook
from six_handed import NAMES, six_handed
from strategies import legal_action, option_tables


def _chips(hand: Hand) -> int:
    return sum(hand.stacks) + sum(hand.committed) + hand.dead + sum(hand.street_bets) - sum(hand.winnings)


def _acting_order(hand: Hand) -> list[str]:
    """Who acts before the flop when everybody calls (the last to act then checks)."""
    order = []
    while hand.street == 0 and hand.to_act >= 0:
        order.append(hand.names[hand.to_act])
        hand.push(Action(Kind.CHECK) if Kind.CHECK in hand.options().kinds else Action(Kind.CALL))
    return order


# -- straddles ----------------------------------------------------------------------------------------
def test_the_button_straddles_and_acts_last_the_small_blind_first() -> None:
    hand = Hand(six_handed(straddles=(4,), straddler=5))
    assert hand.posted == [1, 2, 0, 0, 0, 4]
    assert _acting_order(hand) == ["A", "B", "C", "D", "E", "F"]


def test_a_mississippi_straddle_from_the_cutoff_acts_last() -> None:
    rules = rulebook("wsop-live", straddle_seats="any")
    hand = Hand(six_handed(straddles=(4,), straddler=4, rules=rules))
    assert hand.posted == [1, 2, 0, 0, 4, 0]
    assert _acting_order(hand) == ["F", "A", "B", "C", "D", "E"]


def test_a_button_straddle_is_re_straddled_nowhere_a_blind_posts() -> None:
    with pytest.raises(SituationError) as refused:
        six_handed(straddles=(4, 8), straddler=5)
    assert refused.value.variant == "straddle-on-blind"


def test_the_button_straddle_is_not_allowed_in_limit_games() -> None:
    with pytest.raises(SituationError) as refused:
        six_handed(structure=FixedLimit(2, 4), straddles=(4,), straddler=5)
    assert refused.value.variant == "button-straddle-limit"
    assert "Rule 161" in refused.value.rule


def test_a_rulebook_of_under_the_gun_straddles_refuses_the_button() -> None:
    with pytest.raises(SituationError) as refused:
        six_handed(rules=rulebook("tda"), straddles=(4,), straddler=5)
    assert refused.value.variant == "straddler-not-allowed"
    # ...and the under-the-gun straddle, named or not, is the same table's.
    assert Hand(six_handed(rules=rulebook("tda"), straddles=(4,), straddler=2)).posted == [1, 2, 4, 0, 0, 0]


def _short_deck(**changes: Any) -> Table:
    """Four players of short deck, D on the button posting its blind of 2 over an ante of 1."""
    given: dict[str, Any] = {
        "names": NAMES[:4],
        "stacks": (200,) * 4,
        "button": 3,
        "structure": NoLimit(2),
        "rules": rulebook("wsop-live", straddle_seats="any"),
        "variant": variant("short-deck"),
        "ante": 1,
        "posts": (BlindPost(3, 2),),
    }
    return Table(**{**given, **changes})


def test_a_game_without_blinds_is_straddled_over_its_button_blind() -> None:
    """GGPoker's short deck: a straddle from any seat raises the button's blind, the straddler acts
    last and the player on his left first, and the button may straddle his own blind (his straddle
    is his total, the blind in it)."""
    hand = Hand(_short_deck(straddles=(4,), straddler=1))
    assert hand.posted == [1, 5, 1, 3]
    assert _acting_order(hand) == ["C", "D", "A", "B"]
    own = Hand(_short_deck(straddles=(8,), straddler=3))
    # wsop-live's next raise adds at least what the straddle added to the button blind (Rule 161).
    assert own.posted == [1, 1, 1, 9] and (own.options().call_to, own.options().min_to) == (8, 14)
    assert _acting_order(own) == ["A", "B", "C", "D"]
    assert Hand(_short_deck(straddles=(4,))).posted == [5, 1, 1, 3]  # under the gun: after the button
    with pytest.raises(SituationError) as refused:
        _short_deck(posts=(), straddles=(4,), straddler=1)  # no blind at all to straddle over
    assert refused.value.variant == "straddler-seat"


@pytest.mark.parametrize(("preset", "low"), [("wsop-live", 6), ("tda", 8), ("roberts", 8)])
def test_the_minimum_raise_after_a_straddle(preset: str, low: int) -> None:
    """WSOP Live Rule 161: "the minimum allowed raise after the straddle is three times the big
    blind" (the straddle raised the blind by one big blind); elsewhere a raise of the straddle."""
    options = Hand(six_handed(rules=rulebook(preset), straddles=(4,))).options()
    assert options.min_to == low


# -- bomb pots ----------------------------------------------------------------------------------------
def test_a_bomb_pot_antes_everyone_and_starts_on_the_flop() -> None:
    hand = Hand(six_handed(bomb_pot=5))
    assert hand.street == 1
    assert hand.posted == [5] * 6
    assert hand.names[hand.to_act] == "A"  # the first player after the button
    assert Kind.CHECK in hand.options().kinds
    assert [w.code for w in explain_hand(hand)][:2] == ["to-act", "bomb-pot"]


def test_a_bomb_pot_is_the_only_forced_bet() -> None:
    for extra in ({"straddles": (4,)}, {"ante": 1}, {"kill": "full", "kill_seat": 3}):
        with pytest.raises(SituationError) as refused:
            six_handed(bomb_pot=5, **extra)
        assert refused.value.variant == "bomb-pot-alone"


# -- kill pots ----------------------------------------------------------------------------------------
def test_a_full_kill_doubles_the_limits_and_acts_last() -> None:
    table = six_handed(structure=FixedLimit(2, 4), kill="full", kill_seat=3)
    assert table.betting_structure == FixedLimit(4, 8)
    hand = Hand(table)
    assert hand.posted == [1, 2, 0, 4, 0, 0]
    assert hand.names[hand.to_act] == "E"
    assert hand.options().min_to == 8
    assert _acting_order(hand)[-1] == "D"


def test_a_half_kill_is_one_and_a_half_big_blinds() -> None:
    table = six_handed(structure=PotLimit(4), blinds=(2, 4), kill="half", kill_seat=4)
    assert Hand(table).posted == [2, 4, 0, 0, 6, 0]
    with pytest.raises(SituationError) as refused:
        six_handed(structure=FixedLimit(3, 6), blinds=(1, 3), kill="half", kill_seat=4)
    assert refused.value.variant == "kill-half-odd"


def test_no_straddle_in_a_kill_pot() -> None:
    with pytest.raises(SituationError) as refused:
        six_handed(straddles=(4,), kill="full", kill_seat=4)
    assert refused.value.variant == "kill-straddle"
    assert "Kill Pots" in refused.value.rule


@pytest.mark.parametrize("lang", ["en", "ru", "it"])
def test_the_options_are_explained_citing_the_rule(lang: str) -> None:
    whys = explain_hand(Hand(six_handed(straddles=(4,), straddler=5)), lang)
    straddle = next(w for w in whys if w.code == "straddle")
    assert "161" in straddle.rule and "F" in straddle.text
    whys = explain_hand(Hand(six_handed(structure=FixedLimit(2, 4), kill="half", kill_seat=3)), lang)
    assert any(w.code == "kill-pot" and "3" in w.text for w in whys)


# -- bad input ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("changes", "variant"),
    [
        ({"straddler": "F"}, "straddler-kind"),
        ({"straddler": 5}, "straddler-seat"),
        ({"straddler": 9, "straddles": (4,)}, "straddler-seat"),
        ({"straddler": 1, "straddles": (4,), "rules": rulebook("tda", straddle_seats="any")}, "straddle-on-blind"),
        ({"bomb_pot": -1}, "bomb-pot-kind"),
        ({"bomb_pot": 2.5}, "bomb-pot-kind"),
        ({"bomb_pot": True}, "bomb-pot-kind"),
        ({"bomb_pot": 5, "street": 1}, "bomb-pot-street"),
        ({"kill": "double", "kill_seat": 3}, "kill-kind"),
        ({"kill": "full"}, "kill-seat"),
        ({"kill_seat": 3}, "kill-seat"),
        ({"kill": "full", "kill_seat": "D"}, "kill-seat-kind"),
        ({"kill": "full", "kill_seat": 3, "street": 1, "pot": 6}, "kill-street"),
    ],
)
def test_bad_options_are_refused_naming_the_field(changes: dict[str, Any], variant: str) -> None:
    table = six_handed()
    with pytest.raises(SituationError) as refused:
        table.replace(**changes)
    assert refused.value.variant == variant
    assert table == six_handed()


# -- properties ---------------------------------------------------------------------------------------
@given(data=st.data())
def test_chips_are_conserved_and_refusals_change_nothing(data: st.DataObject) -> None:
    """Random legal play at a table with an option: the chips stay where they are, a refused
    action changes nothing, and undoing everything gives back the start."""
    hand = Hand(data.draw(option_tables()), deck=Deck(seed=data.draw(st.integers(0, 2**32))))
    start, total = hand.snapshot(), _chips(hand)
    for _ in range(200):
        if hand.to_act < 0:
            break
        before = hand.snapshot()
        with pytest.raises(IllegalActionError):
            hand.push(Action(Kind.RAISE, hand.stacks[hand.to_act] + hand.round.bets[hand.to_act] + 1))
        assert hand.snapshot() == before
        hand.push(legal_action(data.draw, hand))
        assert min(hand.stacks) >= 0 and _chips(hand) == total
    assert hand.to_act < 0
    assert sum(hand.stacks) == sum(hand.table.stacks) + hand.table.pot
    while hand.history:
        hand.pop()
    assert hand.snapshot() == start


@given(table=option_tables(), field=st.sampled_from(["straddler", "bomb_pot", "kill", "kill_seat", "third_blind"]))
def test_a_bad_option_is_a_typed_refusal(table: Table, field: str) -> None:
    before = repr(table)
    with pytest.raises(SituationError):
        table.replace(**{field: "x"})
    assert repr(table) == before


@pytest.mark.parametrize(
    "option", [{"straddle": "utg"}, {"straddle": "button"}, {"straddle": "mississippi"}, {"bomb_pot": 5}]
)
def test_simulate_plays_the_options_to_the_end(option: dict[str, Any]) -> None:
    assert simulate(hands=1000, seed=3, **option).chips_conserved


@pytest.mark.parametrize("kill", ["full", "half"])
def test_simulate_plays_kill_pots_in_two_processes(kill: str) -> None:
    summary = simulate(hands=1000, seed=3, jobs=2, kill=kill, structure="fixed-limit")
    assert summary.hands == 1000 and summary.chips_conserved


# -- hand histories -----------------------------------------------------------------------------------
@settings(max_examples=60)
@given(table=option_tables(), seed=st.integers(0, 2**32))
def test_phh_writes_and_reads_the_options(table: Table, seed: int) -> None:
    """A hand with an option written as PHH (its straddles by position, ``_kill`` and ``_bomb_pot``
    where PHH cannot say it), read back and replayed to the same hand."""
    if table.structure.name == "spread-limit":
        return  # PHH has no spread limit
    table = table.replace(variant="omaha" if table.structure.name == "pot-limit" else "holdem")
    hand = Hand(table, deck=Deck(seed=seed))
    rng = random.Random(seed)
    while hand.to_act >= 0:
        options = hand.options()
        kind = rng.choice(options.kinds)
        hand.push(Action(kind, options.min_to if kind in (Kind.BET, Kind.RAISE) else None))
    fields = to_phh(hand)
    (history,) = parse_histories(dumps(fields))
    replayed = phh_replay.hand_of(history, table.rules)
    read = replayed.table
    assert (read.straddles, read.bomb_pot, read.kill, read.third_blind) == (
        table.straddles,
        table.bomb_pot,
        table.kill,
        table.third_blind,
    )
    assert read.betting_structure == table.betting_structure
    assert to_phh(replayed) == fields
    assert replay(history, table.rules).status == "verified"


def test_a_button_straddle_is_written_at_the_buttons_place() -> None:
    fields = to_phh(Hand(six_handed(straddles=(4,), straddler=5)))
    assert fields["blinds_or_straddles"] == [1, 2, 0, 0, 0, 4]
    fields = to_phh(Hand(six_handed(structure=FixedLimit(2, 4), kill="half", blinds=(2, 4), kill_seat=3)))
    assert fields["blinds_or_straddles"] == [2, 4, 0, 6, 0, 0]
    assert (fields["_kill"], fields["small_bet"], fields["big_bet"]) == ("half", 3, 6)


# -- hand after hand ----------------------------------------------------------------------------------
def _session(**options: Any) -> Session:
    seating = Seating.start(dict.fromkeys(NAMES, 200))
    stakes = Stakes(FixedLimit(2, 4) if options.get("kill") else NoLimit(2), rulebook("wsop-live"), blinds=(1, 2))
    return Session(seating, stakes, seed=5, **options)


def test_the_button_does_not_move_after_a_bomb_pot() -> None:
    """WSOP 2024 Live Action Rule 27: "The button does not advance in a 'bomb pot' hand"; the
    players who opt out are not dealt in, and their stacks do not move."""
    session = _session()
    before = session.deal().next_hand()
    checks = [f"{name} check" for name in "ABDEF"] * 3  # the flop, the turn and the river checked
    hand = session.play_hand(checks, bomb_pot=5, out=["C"])
    assert hand.names == ("A", "B", "D", "E", "F") and hand.street_name != "preflop"
    assert session.deal().next_hand()["button"] == before["button"]
    assert session.seating.player("C").stack == 200
    assert session.chips == 1200
    session.play_hand(["C fold", "D fold", "E fold", "F fold", "A fold"])
    assert session.deal().next_hand()["button"] != before["button"]


def test_a_mandatory_straddle_is_posted_every_hand_under_the_gun() -> None:
    session = _session(straddle=4)
    for _ in range(3):
        deal = session.deal()
        assert deal.table.straddles == (4,) and deal.table.straddler is None
        session.play_hand()
    assert session.chips == 1200


def test_a_mandatory_straddle_from_the_button_is_the_button_s_every_hand_and_never_missed() -> None:
    """WSOP 2024 Live Action Rule 161: the button straddles "with the button having precedence";
    the button is always a player dealt in, so nobody owes it after sitting out (Rule 162)."""
    session = _session(straddle=4, straddle_from="button")
    session.seating = session.seating.sit_out("C")
    from_the_button = 0
    for _ in range(4):
        table = session.deal().table
        assert table.straddles == (4,)
        if len(table.names) > 3:  # three players: the button is under the gun, and straddles there
            assert table.straddler == table.button
            from_the_button += 1
        session.play_hand()
    assert from_the_button
    assert session.missed_straddles == frozenset() and session.chips == 1200
    with pytest.raises(PokerfloorError):
        _session(straddle=4, straddle_from="cutoff")


def test_the_winner_of_two_pots_kills_the_next_he_can() -> None:
    """Kill Pots: "a participant who wins two consecutive pots must kill the next pot" (the second
    at least a full bet, Rule 191), posting on the first hand he is off the button and the blinds
    (Rule 197); the kill button follows the last winner."""
    session = _session(kill="full")
    session.kill_state = KillState(leg="D")
    preflop = ["C raise 4", "D raise 6", "E fold", "F fold", "A fold", "B fold", "C call"]
    hand = session.play_hand([*preflop, "C check", "D bet 2", "C fold"])
    assert hand.winnings[3] and session.kill_state == KillState("D", "D")
    table = session.deal().table  # A on the button, B and C the blinds: D kills under the gun
    assert table.kill == "full" and table.kill_seat is not None and table.names[table.kill_seat] == "D"
    for _ in range(12):
        table = session.deal().table
        session.play_hand()
        assert session.chips == 1200
        if table.kill is not None:
            assert table.betting_structure == FixedLimit(4, 8) and table.straddles == ()


def test_a_split_pot_leaves_the_kill_button_neutral_unless_its_holder_split_it() -> None:
    hand = Hand(six_handed(), deck=Deck(seed=1))
    while hand.to_act >= 0:
        hand.push(Action(Kind.CHECK) if Kind.CHECK in hand.options().kinds else Action(Kind.CALL))
    winners = [hand.names[k] for k in range(6) if hand.winnings[k]]
    state = next_kill(KillState(leg="A"), hand)
    if len(winners) > 1:
        assert state.leg == ("A" if "A" in winners else None)
    else:
        assert state.leg == winners[0]


def test_a_missed_mandatory_straddle_is_posted_dead_on_return() -> None:
    """WSOP 2024 Live Action Rule 162: "In the event that a participant misses a mandatory straddle,
    it will be treated similar to a missed blind and the participant will be required to post the
    straddle to receive a hand. This money will be placed in the pot as dead money"."""
    session = _session(straddle=4)
    session.seating = session.seating.sit_out("C")  # under the gun, where the straddle is due
    deal = session.deal()
    assert "C" not in deal.table.names and deal.table.straddles == (4,)
    session.play_hand(["E fold", "F fold", "A fold", "B fold"])  # D straddles in his place
    assert session.missed_straddles == {"C"}
    session.seating = session.seating.come_back("C")
    table = session.deal().table
    seat = table.names.index("C")
    assert any(post.seat == seat and post.dead >= 4 for post in table.posts)
    session.play_hand()
    assert session.missed_straddles == frozenset() and session.chips == 1200


def test_a_second_leg_of_the_blinds_alone_does_not_kill() -> None:
    """Rule 191: the second leg must win "at least one full bet ... it cannot be any part of the
    blind structure": a walk keeps the kill button, and nobody kills."""
    session = _session(kill="full")
    session.kill_state = KillState(leg="B")
    session.play_hand(["C fold", "D fold", "E fold", "F fold", "A fold"])
    assert session.kill_state == KillState("B", None)


def test_in_hi_lo_a_scoop_of_five_upper_limits_kills_the_next_pot() -> None:
    """Kill Pots: "In high-low split games using a required kill, a participant who scoops a pot
    bigger than a set size (5 times the upper limit of the game) must kill the next pot" (Rule 195)."""
    table = Table(
        names=("A", "B", "C"),
        stacks=(200, 200, 200),
        button=2,
        structure=FixedLimit(2, 4),
        rules=rulebook("wsop-live"),
        blinds=(1, 2),
        variant=variant("omaha-hi-lo"),
    )
    hole = {0: cards("AsTs2c3d"), 1: cards("7c7d4h5h"), 2: cards("6c6d4c5c")}
    hand = Hand(table, hole=hole, board=cards("KsQsJd9c8h"))  # no low: the straight scoops
    for text in ["C raise 4", "A raise 6", "B call", "C call"]:
        play_text(hand, text)
    while hand.to_act >= 0:
        hand.push(Action(Kind.CHECK) if Kind.CHECK in hand.options().kinds else Action(Kind.CALL))
    assert hand.winnings == [18, 0, 0]  # under five upper limits (20): a leg, no kill
    assert next_kill(KillState(), hand) == KillState("A", None)
    hand = Hand(table, hole=hole, board=cards("KsQsJd9c8h"))
    for text in ["C raise 4", "A raise 6", "B call", "C call", "A bet 2", "B call", "C call"]:
        play_text(hand, text)
    while hand.to_act >= 0:
        hand.push(Action(Kind.CHECK) if Kind.CHECK in hand.options().kinds else Action(Kind.CALL))
    assert hand.winnings == [24, 0, 0]
    assert next_kill(KillState(), hand) == KillState("A", "A")


def test_a_site_record_posts_the_straddle_where_it_was_posted() -> None:
    """PokerStars text: the button's straddle is the button's post, not under the gun's; a bomb
    pot or a kill pot, which the text cannot say, is refused."""
    hand = Hand(six_handed(straddles=(4,), straddler=5))
    while hand.to_act >= 0:
        hand.push(Action(Kind.FOLD))
    text = write_pokerstars(site_hand(hand, number="1"))
    assert "F: posts straddle 4" in text and "C: posts straddle" not in text
    bomb = Hand(six_handed(bomb_pot=5))
    while bomb.to_act >= 0:
        bomb.push(Action(Kind.FOLD))
    with pytest.raises(HandHistoryError):
        site_hand(bomb, number="2")
