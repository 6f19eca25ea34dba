"""Hand after hand (issue 16): tables with empty seats, a dead button and a dead small blind; the
next hand dealt by the rulebook (pokerfloor.play.seating); and random sessions of many hands, whose
chips stay at the table, whose big blind never falls twice in a row on one player, and whose button
skips nobody."""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import example, given, settings

from pokerfloor import Action, FixedLimit, Hand, Kind, NoLimit, Table, rulebook, variant
from pokerfloor.core.options import Options
from pokerfloor.errors import SituationError
from pokerfloor.explain.catalog import catalog
from pokerfloor.games.cards import Deck
from pokerfloor.play.seating import REASON_CODES, Deal, Positions, Reason, Seated, Seating, Stakes
from pokerfloor.play.session import Session
from pokerfloor.rules import Rulebook
from pokerfloor.structures import structure_named
from strategies import SessionPlan, session_plans

TDA = rulebook("tda")
LIVE = rulebook("wsop-live")
STAKES = Stakes(NoLimit(200), TDA, blinds=(100, 200))


def _table(**changes: object) -> Table:
    base: dict[str, object] = {
        "names": ("A", "B", "C", "D"),
        "stacks": (5000,) * 4,
        "button": 0,
        "structure": NoLimit(200),
        "rules": TDA,
        "blinds": (100, 200),
        "seats": 6,
        "seat_numbers": (1, 2, 4, 6),
    }
    base.update(changes)
    return Table(**base)  # type: ignore[arg-type]


def _deal(seating: Seating, stakes: Stakes = STAKES) -> Deal:
    return seating.deal(stakes)


def _places(deal: Deal) -> tuple[object, object, object]:
    out = deal.next_hand()
    return out["button"], out["small_blind"], out["big_blind"]


def _fold_around(deal: Deal) -> Hand:
    """The deal's hand, dealt from a seeded deck: each player checks when he can (brings in, stands
    pat), else folds."""
    hand = Hand(deal.table, deck=Deck(rng=random.Random(0)))
    while hand.to_act >= 0:
        kinds = hand.options().kinds
        hand.push(Action(next(k for k in (Kind.CHECK, Kind.BRING_IN, Kind.DRAW, Kind.FOLD) if k in kinds)))
    return hand


def _next(deal: Deal, stakes: Stakes = STAKES) -> Deal:
    return deal.seating.after(_fold_around(deal)).deal(stakes)


# -- the table ------------------------------------------------------------------------------------


def test_a_dead_small_blind_is_not_posted_and_the_big_blind_follows_the_button() -> None:
    table = _table(button=1, dead_small_blind=3)  # B on seat 2 has the button, seat 3 is empty
    hand = Hand(table)
    assert table.blind_seats == (None, 2)
    assert hand.posted == [0, 0, 200, 0]
    assert hand.player_to_act == "D"


def test_a_dead_button_leaves_the_player_before_it_last_to_act() -> None:
    table = _table(button=1, dead_button=3)  # B (seat 2) before the button on empty seat 3
    hand = Hand(table)
    assert (table.button_seat, table.blind_seats) == (3, (2, 3))
    assert hand.player_to_act == "A"  # C and D post the blinds; A, after them, is first before the flop
    for action in (Kind.CALL, Kind.CALL, Kind.CALL, Kind.CHECK):
        hand.push(Action(action))
    assert hand.street_name == "flop" and hand.player_to_act == "C"


@pytest.mark.parametrize(
    ("changes", "variant_name"),
    [
        ({"dead_button": 2}, "dead-seat"),  # B sits on seat 2
        ({"dead_button": 7}, "dead-seat"),  # no seat 7
        ({"button": 1, "dead_button": 5}, "dead-button-player"),  # the player before seat 5 is C, not B
        ({"dead_small_blind": 5}, "dead-small-blind"),  # seat 5 is not between the button and the big blind
        ({"seat_numbers": (1, 2, 2, 6)}, "seat-numbers"),
        ({"seat_numbers": (1, 2, 4, 7)}, "seat-numbers"),
        ({"seats": 3, "seat_numbers": ()}, "seats-count"),
        ({"seats": 6.0}, "seats-kind"),
        ({"blind_players": (2, 1)}, "blind-players"),
        ({"blind_players": (None, 1)}, "blind-players"),  # a dead small blind names its seat
        ({"blind_players": (1, 0)}, "blind-players"),  # the button cannot post the big blind
    ],
)
def test_seats_and_dead_blinds_that_cannot_be_are_refused(changes: dict[str, object], variant_name: str) -> None:
    with pytest.raises(SituationError) as caught:
        _table(**changes)
    assert caught.value.variant == variant_name


def test_heads_up_has_no_dead_button() -> None:
    with pytest.raises(SituationError, match="three players or more"):
        Table(
            names=("A", "B"),
            stacks=(100, 100),
            button=0,
            structure=NoLimit(2),
            rules=TDA,
            blinds=(1, 2),
            seats=3,
            seat_numbers=(1, 3),
            dead_button=2,
        )


# -- the next hand ----------------------------------------------------------------------------------


def _start(names: str = "ABCDEF", seats: int = 6, button: str = "A", stack: int = 5000) -> Seating:
    return Seating.start(dict.fromkeys(names, stack), seats=seats, button=button)


def test_the_button_moves_one_player_a_hand_and_the_blinds_follow() -> None:
    deal = _deal(_start("ABCD"))
    seen = []
    for _ in range(5):
        seen.append(_places(deal))
        deal = _next(deal)
    assert seen == [("A", "B", "C"), ("B", "C", "D"), ("C", "D", "A"), ("D", "A", "B"), ("A", "B", "C")]
    assert [r.code for r in deal.reasons] == ["button", "small-blind", "big-blind"]


def test_the_first_hand_says_where_the_button_is() -> None:
    deal = _deal(_start("ABC"))
    assert [r.code for r in deal.reasons] == ["first-button"]
    assert deal.reasons[0].text == "The first hand: A has the button, B posts the small blind and C the big blind."


def test_the_small_blind_and_the_big_blind_both_gone_make_a_dead_button_and_a_dead_small_blind() -> None:
    deal = _deal(_start())  # A button, B small blind, C big blind
    seating = deal.seating.leave("B").leave("C")
    after = seating.deal(STAKES)
    assert _places(after) == ("seat 2", "none", "D")
    assert after.table.dead_button == 2 and after.table.dead_small_blind == 3
    assert after.next_hand()["first_to_act"] == "E"
    assert Hand(after.table).posted == [0, 200, 0, 0]


@pytest.mark.parametrize(
    ("gone", "places"),
    [
        ("A", ("C", "C", "B")),  # the button goes: the button adjusted onto C, B has the big blind
        ("B", ("C", "C", "A")),
        ("C", ("B", "B", "A")),
    ],
)
@pytest.mark.parametrize("rules", [TDA, LIVE, rulebook("tda", button_movement="moving")])
def test_going_heads_up_nobody_has_the_big_blind_twice(gone: str, places: tuple[str, ...], rules: Rulebook) -> None:
    stakes = Stakes(NoLimit(200), rules, blinds=(100, 200))
    deal = _deal(_start("ABC"), stakes)  # A button, B small blind, C big blind
    after = deal.seating.leave(gone).deal(stakes)
    assert _places(after) == places
    assert after.next_hand()["first_to_act"] == places[0]  # heads-up the button acts first before the flop


def test_a_moving_button_without_the_adjustment_gives_the_big_blind_twice() -> None:
    stakes = Stakes(NoLimit(200), rulebook("wsop-live", button_movement="moving"), blinds=(100, 200))
    after = _deal(_start("ABC"), stakes).seating.leave("A").deal(stakes)
    assert _places(after) == ("B", "B", "C")
    assert [r.code for r in after.reasons] == ["left", "heads-up-again"]


def test_a_moving_button_never_stops_on_an_empty_seat() -> None:
    stakes = Stakes(NoLimit(200), rulebook("roberts", button_movement="moving"), blinds=(100, 200))
    after = _deal(_start(), stakes).seating.leave("B").deal(stakes)
    assert _places(after) == ("C", "D", "E")
    assert [r.code for r in after.reasons] == ["left", "moving-button"]


def test_a_new_player_in_a_tournament_takes_the_seat_he_is_given() -> None:
    deal = _deal(_start("ABCD", seats=6))  # A button, B small, C big blind; seats 5 and 6 empty
    after = deal.seating.sit("N", 5, 3000).deal(STAKES)
    assert after.next_hand()["first_to_act"] == "N" and "N" in after.table.names
    assert [r.code for r in after.reasons][-1] == "new-dealt-in"
    assert after.seating.player("N").status == "playing"


def test_a_new_player_on_the_small_blind_seat_posts_it_in_a_tournament() -> None:
    deal = _deal(_start("ABCD", seats=6))
    after = deal.seating.leave("C").sit("N", 3, 3000).deal(STAKES)  # N sits where the small blind goes
    assert _places(after) == ("B", "N", "D")
    assert "small-blind-seat" in [r.code for r in after.reasons]


def test_a_new_player_waiting_for_the_big_blind_is_dealt_in_when_it_reaches_him() -> None:
    stakes = Stakes(FixedLimit(200, 400), LIVE, blinds=(100, 200))
    first = _deal(_start("ABCD", seats=6), stakes)  # A button, B small blind, C big blind
    second = first.seating.after(_fold_around(first)).sit("N", 5, 3000).deal(stakes)
    assert _places(second) == ("B", "C", "D") and second.waiting == ("N",)
    assert [r.code for r in second.reasons][-1] == "new-waits"
    third = _next(second, stakes)  # the big blind reaches N
    assert _places(third) == ("C", "D", "N") and third.waiting == ()
    assert third.seating.player("N").status == "playing"


def test_the_button_passes_a_player_who_posted_between_the_button_and_the_small_blind() -> None:
    stakes = Stakes(NoLimit(200), LIVE, blinds=(100, 200))
    seating = Seating.start(dict.fromkeys("ABCD", 5000), seats=6, seat_numbers=[1, 2, 4, 5], button="A")
    first = _deal(seating, stakes)  # A button, B small blind, C big blind
    joined = first.seating.after(_fold_around(first)).sit("G", 3, 3000, posts=True)
    second = joined.deal(stakes)  # B button, C small blind, D big blind; G, between B and C, posts
    assert _places(second) == ("B", "C", "D")
    assert second.next_hand()["posts"] == {"G": {"live": 200, "dead": 0}}
    assert second.table.blind_players == (3, 4)  # A, B, G, C, D: G is between the button and C
    third = _next(second, stakes)
    assert _places(third) == ("C", "D", "A")  # the button passes G, to C who had the small blind
    in_a_tournament = joined.deal(STAKES)
    assert in_a_tournament.waiting == ("G",) and [r.code for r in in_a_tournament.reasons][-1] == "new-waits-button"


def test_a_new_player_who_buys_the_button_has_it_next_hand() -> None:
    # WSOP 2024 Live Action Rule 154: a big blind and a dead small blind, and the button next hand.
    stakes = Stakes(NoLimit(200), LIVE, blinds=(100, 200))
    seating = Seating.start(dict.fromkeys("ABCDE", 5000), seats=6, seat_numbers=[1, 2, 4, 5, 6], button="A")
    first = _deal(seating, stakes)  # A button, B small blind, C big blind
    joined = first.seating.after(_fold_around(first)).sit("G", 3, 3000, buys_button=True)
    second = joined.deal(stakes)  # B button, C small blind, D big blind; G, between B and C, buys
    assert _places(second) == ("B", "C", "D")
    assert second.next_hand()["posts"] == {"G": {"live": 200, "dead": 100}}
    bought = next(r for r in second.reasons if r.code == "new-buys-button")
    assert bought.rule == LIVE.cite("buy_the_button") == "WSOP 2024 Live Action Rules, Rule 154"
    third = _next(second, stakes)
    # The button comes to G; C, who had the small blind, is dealt in between the button and the
    # small blind without a blind; the blinds move on as they are due: D the small, E the big.
    assert _places(third) == ("G", "D", "E")
    assert third.waiting == () and "C" in third.table.names and third.table.posts == ()
    assert third.reasons[0].code == "bought-button"
    fourth = _next(third, stakes)
    assert _places(fourth) == ("D", "E", "A")  # and on round as usual
    plain = Stakes(NoLimit(200), LIVE.override(buy_the_button=False), blinds=(100, 200))
    posted = joined.deal(plain)
    assert posted.next_hand()["posts"] == {"G": {"live": 200, "dead": 0}}
    assert _places(_next(posted, plain)) == ("C", "D", "E")  # the button passes G


def test_missed_blinds_are_owed_then_posted_the_small_one_dead() -> None:
    stakes = Stakes(NoLimit(200), LIVE, blinds=(100, 200))
    deal = _deal(_start("ABCDEF"), stakes)  # A button, B small, C big blind
    away = deal.seating.after(_fold_around(deal)).sit_out("D")
    passed = away.deal(stakes)
    assert _places(passed) == ("B", "C", "E") and passed.waiting == ("D",)
    assert passed.seating.player("D").missed_big and passed.seating.player("D").missed_small
    back = passed.seating.after(_fold_around(passed)).come_back("D", posts=True).deal(stakes)
    assert _places(back) == ("C", "E", "F")
    assert back.next_hand()["posts"] == {"D": {"live": 200, "dead": 100}}
    assert not back.seating.player("D").owes


def test_a_tournament_deals_an_absent_player_in_and_the_session_folds_his_hand() -> None:
    session = Session(_start("ABCD"), STAKES, seed=4)
    session.seating = session.seating.sit_out("D")
    deal = session.deal()
    assert "D" in deal.table.names and deal.away == ("D",)
    assert [r.code for r in deal.reasons][-1] == "away-blinded"
    hand = session.play_hand()
    seat = hand.table.names.index("D")
    assert [e.text for e in hand.log if e.kind == "action" and e.seat == seat] in ([], ["fold"])


def test_the_button_is_frozen_through_the_stud_hands_of_a_mixed_game() -> None:
    stud = Stakes(FixedLimit(20, 40), TDA, variant("stud"), ante=2, bring_in=5)
    holdem = Stakes(FixedLimit(20, 40), TDA, blinds=(10, 20))
    deal = _deal(_start("ABCD"), holdem)  # A button
    plain = _next(deal, holdem)  # the next hold'em hand: B button
    frozen = _next(deal, stud)
    assert frozen.table.button == 1 and [r.code for r in frozen.reasons] == ["stud-frozen"]
    again = _next(frozen, stud)
    assert again.table.button == 1
    resumed = _next(again, holdem)
    assert _places(resumed) == _places(plain) == ("B", "C", "D")


def test_short_decks_button_blind_moves_to_the_next_player_every_hand() -> None:
    game = variant("short-deck")
    stakes = Stakes(NoLimit(200), TDA, game, ante=100, button_blind=100)
    deal = _deal(_start("ABCD"), stakes)
    buttons = []
    for _ in range(3):
        buttons.append(deal.table.names[deal.table.button])
        assert deal.table.posts[0].seat == deal.table.button and deal.reasons[-1].code == "button-blind"
        deal = _next(deal, stakes)
    assert buttons == ["A", "B", "C"]


def test_the_button_before_the_small_blind_when_the_last_blinds_leave_no_room() -> None:
    # The last hand: A (1) button, B (2) small blind, C (4) big blind; N sat down on seat 3 and A
    # left. The big blind goes round to B, the small blind is C's; the button cannot be B's seat.
    seating = Seating(
        6,
        (Seated("B", 2, 5000), Seated("N", 3, 5000, "new"), Seated("C", 4, 5000)),
        last=Positions(1, 2, 4),
    )
    deal = seating.deal(STAKES)
    assert _places(deal) == ("N", "C", "B")
    assert "button-before-small" in [r.code for r in deal.reasons]


def test_the_next_hand_cannot_be_dealt_to_one_player() -> None:
    with pytest.raises(SituationError) as caught:
        _start("AB").leave("B").deal(STAKES)
    assert caught.value.code == "too-few-players"


@pytest.mark.parametrize(
    "change",
    [
        lambda s: s.sit("A", 6, 100),  # a name taken
        lambda s: s.sit("N", 2, 100),  # a seat taken
        lambda s: s.sit("N", 9, 100),  # no such seat
        lambda s: s.sit("N", 6, 0),  # no chips
        lambda s: s.leave("Z"),
        lambda s: s.sit_out("Z"),
    ],
)
def test_bad_changes_to_the_seating_are_refused(change: object) -> None:
    seating = _start("ABCD")
    with pytest.raises(SituationError):
        change(seating)  # type: ignore[operator]


def test_the_next_hand_waits_for_the_end_of_this_one() -> None:
    deal = _deal(_start("ABC"))
    with pytest.raises(SituationError, match="not over"):
        deal.seating.after(Hand(deal.table))


def test_a_deal_pickles_and_pickles_naming_the_one_module_of_before_load() -> None:
    deal = _deal(_start("ABCD").sit_out("B"))
    assert pickle.loads(pickle.dumps(deal)) == deal
    # Before the seating had its package, every class of it was pokerfloor.play.seating's.
    old = pickle.dumps(deal, protocol=0)
    for module in (b"seating", b"seats", b"reasons", b"stakes"):
        old = old.replace(b"pokerfloor.play.seating." + module + b"\n", b"pokerfloor.play.seating\n")
    assert b"pokerfloor.play.seating\nSeated" in old
    assert pickle.loads(old) == deal


def test_every_reason_is_said_in_every_catalog_and_every_sentence_is_a_reason() -> None:
    for language in ("en", "ru", "it"):
        said = {key.removeprefix("next.") for key in catalog(language) if key.startswith("next.")}
        assert said == set(REASON_CODES), language


def seating_corners() -> list[Reason]:
    """The reasons no situation file reaches (a first hand, stud, short deck, the corners above),
    for the catalog's reachability test (tests/test_explain.py)."""
    reasons = list(_deal(_start("ABC")).reasons)
    stud = Stakes(FixedLimit(20, 40), TDA, variant("stud"), ante=2, bring_in=5)
    reasons += _next(_deal(_start("ABCD")), stud).reasons
    reasons += _deal(_start("ABCD"), Stakes(NoLimit(200), TDA, variant("short-deck"), button_blind=100)).reasons
    reasons += _deal(_start("ABCD")).seating.leave("C").sit("N", 3, 3000).deal(STAKES).reasons
    positions = Positions(1, 2, 4)
    players = (Seated("B", 2, 5000), Seated("N", 3, 5000, "new"), Seated("C", 4, 5000))
    reasons += Seating(6, players, last=positions).deal(STAKES).reasons
    live = Stakes(NoLimit(200), LIVE, blinds=(100, 200))
    first = _deal(Seating.start(dict.fromkeys("ABCD", 5000), seats=6, seat_numbers=[1, 2, 4, 5], button="A"), live)
    bought = first.seating.after(_fold_around(first)).sit("G", 3, 3000, buys_button=True).deal(live)
    reasons += _next(bought, live).reasons  # the button the new player bought comes to him
    return reasons


# -- random sessions ----------------------------------------------------------------------------------


def calm_policy(hand: Hand, options: Options, rng: random.Random) -> Action:
    """Mostly calls and checks, some folds, a few small raises: sessions of many hands."""
    kinds = options.kinds
    roll = rng.random()
    if Kind.DRAW in kinds:
        return Action(Kind.DRAW)
    if roll < 0.2 and Kind.FOLD in kinds and Kind.CHECK not in kinds:
        return Action(Kind.FOLD)
    if roll < 0.93 or not ({Kind.BET, Kind.RAISE} & set(kinds)):
        return Action(Kind.CHECK if Kind.CHECK in kinds else Kind.CALL)
    kind = Kind.BET if Kind.BET in kinds else Kind.RAISE
    assert options.min_to is not None and options.max_to is not None
    return Action(kind, rng.choice([options.min_to, options.max_to]))


def _session(plan: SessionPlan) -> tuple[Session, list[tuple[int, int]]]:
    """Play a session of up to 60 hands; returns it and, after each hand, the chips at the table
    and the chips that should be there (the starting chips, and those of the players who joined)."""
    rules = rulebook(plan.rulebook, **dict(plan.overrides))
    big = plan.blinds[1]
    structure = structure_named(plan.structure, big_blind=big)
    names = [f"P{k + 1}" for k in range(len(plan.stacks))]
    stacks = dict(zip(names, plan.stacks, strict=True))
    seating = Seating.start(stacks, seats=plan.seats, seat_numbers=plan.seat_numbers)
    session = Session(seating, Stakes(structure, rules, blinds=plan.blinds), policy=calm_policy, seed=plan.seed)
    rng = random.Random(plan.seed + 1)
    counted: list[tuple[int, int]] = []
    chips = sum(plan.stacks)
    for _ in range(60):
        if plan.comings_and_goings:
            before = session.chips
            session.seating = _comings_and_goings(session.seating, rng, big)
            chips += session.chips - before  # a player joining brings his chips
        try:
            session.play_hand()
        except SituationError as error:
            assert error.code == "too-few-players"
            break
        counted.append((session.chips, chips))
    return session, counted


def _comings_and_goings(seating: Seating, rng: random.Random, big: int) -> Seating:
    """Between hands, now and then: a new player sits down, one sits out, one comes back."""
    roll = rng.random()
    players = seating.players
    empty = [s for s in range(1, seating.seats + 1) if all(p.seat != s for p in players)]
    if roll < 0.1 and empty:
        name = f"N{rng.randrange(10**9)}"
        return seating.sit(name, rng.choice(empty), big * 20, posts=rng.random() < 0.5)
    if roll < 0.2 and players:
        return seating.sit_out(rng.choice(players).name)
    if roll < 0.35:
        for player in players:
            if player.status == "away":
                return seating.come_back(player.name, posts=rng.random() < 0.5)
    return seating


def _seat_between(before: int, seat: int, after: int, seats: int) -> bool:
    return 0 < (seat - before) % seats < (after - before) % seats


@settings(max_examples=150, deadline=None)
@given(plan=session_plans())
@example(  # heads-up, then two newcomers seated between the button and the big blind
    plan=SessionPlan(
        stacks=(91, 11, 75, 21, 73, 84, 74, 116, 74),
        seat_numbers=(1, 2, 3, 4, 5, 6, 7, 8, 9),
        seats=9,
        rulebook="roberts",
        overrides=(("button_movement", "moving"), ("heads_up_no_double_big_blind", False)),
        blinds=(1, 2),
        structure="no-limit",
        seed=47,
        comings_and_goings=True,
    )
)
@example(  # one player dealt in, the others waiting for the big blind: no hand (too-few-players)
    plan=SessionPlan(
        stacks=(216, 76, 50, 181),
        seat_numbers=(1, 2, 3, 4),
        seats=4,
        rulebook="roberts",
        overrides=(("button_movement", "moving"), ("heads_up_no_double_big_blind", False)),
        blinds=(5, 10),
        structure="pot-limit",
        seed=207,
        comings_and_goings=True,
    )
)
def test_random_sessions_keep_their_chips_and_move_the_button_and_blinds_by_the_rules(plan: SessionPlan) -> None:
    session, counted = _session(plan)
    # Chips: no hand makes or loses any; the table keeps what it had, and what newcomers brought.
    for hand in session.hands:
        assert sum(hand.stacks) == sum(hand.table.stacks)
    assert all(actual == expected for actual, expected in counted)
    rules = session.stakes.rules
    moving = rules.button_movement == "moving"
    for k in range(1, len(session.hands)):
        first, second = session.hands[k - 1].table, session.hands[k].table
        seats = first.seat_count
        # A moving button without the heads-up adjustment gives the big blind twice where the table
        # goes heads-up, and where a heads-up table grows again: the heads-up button was the small
        # blind, the button moves on one player (a newcomer may be seated there) and the blinds follow.
        heads_up = len(second.names) == 2 or len(first.names) == 2
        heads_up_twice = moving and not rules.heads_up_no_double_big_blind and heads_up
        if not heads_up_twice:  # the big blind never twice in a row, except where that rule says so
            assert second.names[second.blind_seats[1]] != first.names[first.blind_seats[1]]
        # The players dealt into both hands as they sat, without a post of their own or an absence.
        posted = {first.names[p.seat] for p in first.posts} | {second.names[p.seat] for p in second.posts}
        away = {*session.deals[k - 1].away, *session.deals[k].away}
        seat_of = dict(zip(second.names, second.numbers, strict=True))
        steady = [n for n in first.names if n in seat_of and n not in posted and n not in away]
        if not moving:  # the dead button: the big blind goes to the next player, skipping nobody
            before, after = first.numbers[first.blind_seats[1]], second.numbers[second.blind_seats[1]]
            assert not [n for n in steady if _seat_between(before, seat_of[n], after, seats)], "a big blind skipped"
        # The button skips nobody either: it moves on seat by seat, onto an empty one if need be, so
        # every player has it, or its privilege of acting last, in turn; except where going
        # heads-up adjusts it (TDA 2024 Rule 34-B): two of the last hand's players are left
        # (newcomers may sit with them), or the hand is heads-up between one of them and a
        # newcomer (the big blind goes to the player due for it, the newcomer has the button).
        if len([n for n in first.names if n in seat_of]) == 2 < len(first.names) or len(second.names) == 2:
            continue
        before, after = first.button_seat, second.button_seat
        assert not [n for n in steady if _seat_between(before, seat_of[n], after, seats)], "the button skipped"


def test_sessions_meet_dead_buttons_dead_small_blinds_and_heads_up() -> None:
    """The random sessions above do reach the cases the rules are about."""
    seen: set[str] = set()
    for seed in range(40):
        plan = SessionPlan(
            stacks=(400, 600, 800, 1000, 1200, 1400),
            seat_numbers=(1, 2, 3, 5, 6, 8),
            seats=9,
            rulebook="tda",
            overrides=(),
            blinds=(10, 20),
            structure="no-limit",
            seed=seed,
            comings_and_goings=False,
        )
        session, _ = _session(plan)
        for deal in session.deals:
            seen.update(r.code for r in deal.reasons)
    assert {"dead-button", "dead-small-blind", "heads-up", "left"} <= seen
