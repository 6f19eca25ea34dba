"""The table server's room (issue 29): tables of every game played hand after hand by their events,
the seats, buy-ins, top-ups, sitting out, leaving and the waiting list, the clock, refusals that
change nothing, and a table made again exactly from its events."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor import room
from pokerfloor.cli.commands import main
from pokerfloor.errors import ActionSyntaxError, HandHistoryError, PokerfloorError, RoomError, SituationError
from pokerfloor.formats.sites import ohh, pokerstars
from pokerfloor.room import state, table_state
from pokerfloor.room.attempts import LogInAttempts
from pokerfloor.room.audit import audit_table
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.history import played_hands, written
from pokerfloor.room.house import default_action, house_moves
from pokerfloor.room.protocol import Bounds, Bucket, Request, action_text, hello_token, read_message
from pokerfloor.room.settings import TableSettings
from pokerfloor.room.snapshot import snapshot_of, state_from
from pokerfloor.room.state import apply, replay
from pokerfloor.room.views import public_event, table_view
from room_play import GAMES, Played, fingerprint


def _code(played: Played, kind: str, data: dict[str, object]) -> str:
    """The code of the refusal of that event (it must be refused)."""
    with pytest.raises(RoomError) as refused:
        played.add(kind, data)
    return refused.value.code


def _table(game: str = "holdem", players: int = 3, chips: int | None = None) -> Played:
    played = Played()
    played.add("opened", {"settings": GAMES[game]})
    least = played.state.open_settings.buy_in[1] if chips is None else chips
    for seat in range(1, players + 1):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": least})
    return played


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_plays_hand_after_hand_and_replays_exactly(game: str) -> None:
    played = _table(game, players=4)
    played.play(12, random.Random(game))
    state = played.state
    assert state.hand_number >= 12
    assert state.chips_in - state.chips_out == state.chips_at_table()
    again = replay("t1", played.events)
    assert fingerprint(again) == fingerprint(state)
    report = audit_table("t1", played.events)
    assert report.ok, report.problems
    assert report.hands_finished == state.hand_number


def test_a_hand_in_progress_is_replayed_where_it_stands() -> None:
    played = _table("triple-draw", players=3)
    rng = random.Random(5)
    played.play(3, rng)
    while not played.state.in_hand:
        played.house()
    hand = played.state.hand
    assert hand is not None
    for _ in range(4):  # into the hand: blinds, a few actions
        if hand.is_over:
            break
        played.add("acted", {"text": default_action(hand), "by": "player"})
    again = replay("t1", played.events)
    assert fingerprint(again) == fingerprint(played.state)
    assert audit_table("t1", played.events).hands_in_progress == int(played.state.in_hand)


def test_the_clock_acts_and_sits_the_player_out_and_the_bank_runs_down() -> None:
    played = _table("holdem", players=3)
    played.house()  # the first hand
    state = played.state
    hand = state.hand
    assert hand is not None and state.banks == dict.fromkeys(("P1", "P2", "P3"), 10.0)
    first = hand.player_to_act
    played.now += 5 + 4  # his action time and 4 seconds of his bank
    played.add("acted", {"text": f"{first} call", "by": "player"})
    assert state.banks[first] == pytest.approx(6.0)
    second = hand.player_to_act
    moves = house_moves(state, played.now)
    assert not moves.events and moves.wake == pytest.approx(played.now + 5 + 10)
    played.now = moves.wake or 0.0
    played.house()
    assert [e.kind for e in played.events[-2:]] == ["acted", "sat-out"]
    assert played.events[-2].data["by"] == "clock" and state.banks[second] == 0.0
    assert state.player(second).status == "away" and state.why_away[second] == "clock"


def test_seats_buy_ins_top_ups_and_leaving() -> None:
    played = _table("holdem", players=2, chips=100)
    state = played.state
    least, most = state.open_settings.buy_in
    refusals: list[tuple[str, dict[str, object], str]] = [
        ("seated", {"player": "P1", "seat": 3, "chips": 100}, "already-seated"),
        ("seated", {"player": "Q", "seat": 1, "chips": 100}, "seat-taken"),
        ("seated", {"player": "Q", "seat": 7, "chips": 100}, "no-seat"),
        ("seated", {"player": "Q", "seat": 3, "chips": least - 1}, "buy-in"),
        ("added", {"player": "P1", "chips": most}, "top-up"),
        ("added", {"player": "Q", "chips": 10}, "not-seated"),
        ("back", {"player": "P1"}, "not-away"),
        ("waiting", {"player": "Q", "chips": 100}, "seats-free"),
        ("unwaiting", {"player": "Q"}, "not-waiting"),
        ("acted", {"text": "P1 fold", "by": "player"}, "no-hand"),
        ("resumed", {}, "not-paused"),
        ("opened", {"settings": GAMES["holdem"]}, "table-open"),
    ]
    before = fingerprint(state)
    for kind, data, code in refusals:
        assert _code(played, kind, data) == code
        assert fingerprint(state) == before, f"{kind} refused but changed the table"
    played.house()  # a hand: top-ups wait for its end, leaving too
    assert state.in_hand
    played.add("added", {"player": "P1", "chips": 50})
    played.add("left", {"player": "P2"})
    assert state.pending == {"P1": 50} and state.leaving == {"P2"}
    assert _code(played, "added", {"player": "P2", "chips": 10}) == "leaving"
    played.house()  # the house folds for the player leaving, or he waits his turn
    hand = state.hand
    assert hand is not None
    while state.in_hand:
        if not played.house():
            played.add("acted", {"text": default_action(hand), "by": "player"})
    assert state.seated("P2") is None and state.pending == {}
    assert state.chips_in - state.chips_out == state.chips_at_table()


def test_the_waiting_list_takes_the_first_free_seat() -> None:
    played = _table("holdem", players=0)
    for seat in range(1, 7):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 100})
    played.add("waiting", {"player": "W1", "chips": 120})
    played.add("waiting", {"player": "W2", "chips": 150})
    assert _code(played, "waiting", {"player": "W1", "chips": 120}) == "already-waiting"
    played.add("left", {"player": "P3"})  # between hands: at once
    assert _code(played, "seated", {"player": "X", "seat": 3, "chips": 100}) == "waiting-list"
    played.house()
    assert played.events[-1].kind == "seated" and played.events[-1].data == {"player": "W1", "seat": 3, "chips": 120}
    assert [name for name, _ in played.state.waiting] == ["W2"]


def test_a_player_back_from_sitting_out_posts_what_he_missed() -> None:
    played = _table("triple-draw", players=4, chips=400)
    rng = random.Random(2)
    played.play(1, rng)
    played.add("sat-out", {"player": "P2", "why": "asked"})
    assert _code(played, "sat-out", {"player": "P2", "why": "asked"}) == "already-away"
    played.play(4, rng)
    hand = played.state.hand
    assert hand is not None and "P2" not in hand.table.names
    played.add("back", {"player": "P2"})
    played.play(2, rng)
    assert audit_table("t1", played.events).ok


def test_the_seed_and_the_cards_never_reach_a_viewer_who_may_not_see_them() -> None:
    played = _table("triple-draw", players=3)
    rng = random.Random(9)
    played.play(2, rng)
    for event in played.events:
        for viewer in (None, "P1"):
            shown = public_event(event, viewer)
            assert "seed" not in shown["data"]
            if event.kind == "acted" and " draws " in event.data["text"] and not event.data["text"].startswith("P1"):
                assert shown["data"]["text"].split()[-1].isdigit()
    while not played.state.in_hand:
        played.house()
    seen = table_view(played.state, None, 0.0)
    assert all(set(seat.get("cards", [])) <= {"??"} for seat in seen["seats"])
    mine = table_view(played.state, "P1", 0.0)
    p1 = next(seat for seat in mine["seats"] if seat["player"] == "P1")
    assert "??" not in p1["cards"]


def test_settings_are_read_and_written_back_and_refused_by_their_key() -> None:
    for settings in GAMES.values():
        read = TableSettings.from_json(settings)
        assert TableSettings.from_json(read.as_json()) == read
    bad = [
        ([1, 2], "bad-setting", "not-object"),
        ({"name": "x", "colour": "red"}, "bad-setting", "unknown"),
        ({"name": ""}, "bad-setting", "name"),
        ({"name": "x", "seats": 11}, "bad-setting", "seats"),
        ({"name": "x", "game": "stud", "ante": 1, "bring_in": 2, "small_bet": 4, "seats": 9}, "bad-setting", "seats"),
        ({"name": "x", "buy_in": [50, 10]}, "bad-setting", "buy-in"),
        ({"name": "x", "clock": {"action": 0}}, "bad-setting", "seconds"),
        ({"name": "x", "clock": {"turn": 3}}, "bad-setting", "clock"),
        ({"name": "x", "rules": ["x"]}, "bad-setting", "rules"),
    ]
    for given_settings, code, variant in bad:
        with pytest.raises(RoomError) as refused:
            TableSettings.from_json(given_settings)
        assert (refused.value.code, refused.value.variant) == (code, variant)
    with pytest.raises(PokerfloorError):
        TableSettings.from_json({"name": "x", "rulebook": "hoyle"})
    with pytest.raises(PokerfloorError):
        TableSettings.from_json({"name": "x", "rules": {"missed_blinds": "maybe"}})
    with pytest.raises(SituationError):
        TableSettings.from_json({"name": "x", "blinds": [2, 1, 0]})


@given(st.data())
def test_a_refused_event_changes_nothing(data: st.DataObject) -> None:
    """Whatever event comes, refused or not: a refusal leaves the table exactly as it was."""
    played = _table("holdem", players=3, chips=100)
    played.play(1, random.Random(data.draw(st.integers(0, 99))))
    names = st.sampled_from(["P1", "P2", "P3", "Q"])
    kind = data.draw(st.sampled_from(["seated", "added", "sat-out", "back", "left", "waiting", "acted", "dealt"]))
    every: dict[str, dict[str, st.SearchStrategy[object]]] = {
        "seated": {"player": names, "seat": st.integers(-1, 8), "chips": st.integers(0, 400)},
        "added": {"player": names, "chips": st.integers(-5, 300)},
        "sat-out": {"player": names, "why": st.just("asked")},
        "back": {"player": names},
        "left": {"player": names},
        "waiting": {"player": names, "chips": st.integers(0, 300)},
        "acted": {"text": st.sampled_from(["P1 fold", "P2 raise 3", "P3 call", "Q check", "P1 bet 9999"]),
                  "by": st.just("player")},
        "dealt": {"seed": st.integers(0, 10)},
    }  # fmt: skip
    event_data = {key: data.draw(strategy) for key, strategy in every[kind].items()}
    before = fingerprint(played.state)
    kept = copy.deepcopy(played.events)
    try:
        played.add(kind, event_data)
    except PokerfloorError:
        assert fingerprint(played.state) == before
        assert fingerprint(replay("t1", kept)) == before


def test_events_out_of_order_or_malformed_are_refused() -> None:
    played = _table()
    with pytest.raises(RoomError) as refused:
        apply(played.state, RoomEvent(played.state.seq + 2, "paused", {}, 1.0))
    assert refused.value.code == "event-order"
    with pytest.raises(RoomError) as refused:
        RoomEvent(1, "seated", {"player": "A", "seat": "1", "chips": 5}, 1.0)
    assert (refused.value.code, refused.value.variant) == ("bad-event", "field")
    with pytest.raises(RoomError) as refused:
        RoomEvent(1, "teleported", {}, 1.0)
    assert refused.value.code == "bad-event"


def test_the_protocol_reads_messages_and_refuses_each_fault_by_name() -> None:
    bounds = Bounds(message_bytes=200)
    request = read_message(
        '{"type": "act", "id": 7, "table": "t1", "action": {"verb": "raise", "amount": 300}}', bounds
    )
    assert request.type == "act" and request.id == 7 and action_text(request, "ann") == "raise 300"
    assert action_text(read_message('{"type": "act", "table": "t", "text": "says call"}', bounds), "ann") == "says call"
    draw = '{"type": "act", "table": "t", "action": {"verb": "draw", "cards": ["7c", "2d"]}}'
    assert action_text(read_message(draw, bounds), "ann") == "draws 7c2d"
    pat = '{"type": "act", "table": "t", "action": {"verb": "draw"}}'
    assert action_text(read_message(pat, bounds), "ann") == "stands pat"
    refused = [
        ("x" * 201, "too-large", "message"),
        ("[1, 2]", "message", ""),
        ("{nope", "message", ""),
        ('{"type": "dance"}', "message", "type"),
        ('{"type": "sit", "table": "t", "seat": "1", "chips": 5}', "message", "field"),
        ('{"type": "sit", "table": "t", "seat": true, "chips": 5}', "message", "field"),
        ('{"type": "join", "table": "t", "id": [1]}', "message", "field"),
    ]
    for raw, code, variant in refused:
        with pytest.raises(RoomError) as caught:
            read_message(raw, bounds)
        assert (caught.value.code, caught.value.variant) == (code, variant)
    for action, variant in (({"verb": "dance"}, "click-verb"), ({"verb": "raise"}, "click-amount")):
        with pytest.raises(ActionSyntaxError) as syntax:
            action_text(Request("act", None, {"table": "t", "action": action}), "ann")
        assert syntax.value.variant == variant
    with pytest.raises(RoomError) as caught:
        hello_token(read_message('{"type": "hello", "protocol": 2, "token": "x"}', bounds))
    assert caught.value.code == "protocol"
    with pytest.raises(RoomError) as caught:
        hello_token(read_message('{"type": "ping"}', bounds))
    assert caught.value.code == "hello"
    bucket = Bucket(rate=0.001, burst=3)
    for _ in range(3):
        bucket.take()
    with pytest.raises(RoomError) as caught:
        bucket.take()
    assert caught.value.code == "rate"


def test_a_table_of_players_away_deals_no_more() -> None:
    """Under the TDA's rules the players away are dealt in, their hands killed: with fewer than two
    present the house deals no more (it would deal hand after hand to nobody)."""
    played = _table("holdem", players=3, chips=100)
    state = played.state
    assert state.stakes is not None and state.stakes.rules.missed_blinds == "blinded"
    for name in ("P1", "P2"):
        played.house()
        while state.in_hand and state.hand is not None:  # checks and folds: nobody loses every chip
            if not played.house():
                played.add("acted", {"text": default_action(state.hand), "by": "player"})
        played.add("sat-out", {"player": name, "why": "disconnected"})
    assert not house_moves(played.state, played.now + 100).events
    played.add("back", {"player": "P2"})
    assert [kind for kind, _ in house_moves(played.state, played.now + 100).events] == ["dealt"]


@pytest.mark.parametrize("game", ["holdem", "triple-draw"])
def test_the_hands_played_are_written_as_histories_that_read_back(game: str, tmp_path: Path) -> None:
    played = _table(game, players=3)
    played.play(4, random.Random(game))
    while not played.state.in_hand:  # a hand in progress: not among the hands played
        played.house()
    hands = list(played_hands("t1", played.events))
    assert [h.number for h in hands] == list(range(1, played.state.hand_number))
    record = tmp_path / "table.phhs"
    record.write_text(written(hands, "phh"), encoding="utf-8")
    assert main(["check", str(record)]) == 0  # every hand replays to the stacks it ended with
    told = pokerstars.parse_text(written(hands, "pokerstars", hero="P1"))
    assert len(told) == len(hands) and {h.hero for h in told} == {"P1"}
    for record_of, hand in zip(told, hands, strict=True):
        dealt = {e.player for e in record_of.events if e.kind == "deal" and e.cards and "?" not in "".join(e.cards)}
        shown = {hand.hand.names[entry[1]] for entry in hand.hand.record if entry[0] == "show"}
        assert dealt <= {"P1"} | shown
    if game == "holdem":
        assert len(ohh.parse_text(written(hands, "ohh"))) == len(hands)
    else:  # OHH names no streets of the draws: refused, by the writer's own error
        with pytest.raises(HandHistoryError):
            written(hands, "ohh")
    with pytest.raises(RoomError) as refused:
        written(hands, "hhx")
    assert refused.value.code == "bad-format"


def test_the_floor_moves_a_player_between_his_hands_with_his_chips() -> None:
    here, there = _table("holdem", players=3, chips=150), Played("t2")
    there.add("opened", {"settings": GAMES["holdem"]})
    for seat, name in ((1, "Q1"), (2, "Q2")):
        there.add("seated", {"player": name, "seat": seat, "chips": 60})
    here.house()  # a hand: P1 is in it, so he is not moved now
    assert _code(here, "left", {"player": "P1", "moved_to": "t2"}) == "hand-on"
    hand = here.state.hand
    assert hand is not None
    while here.state.in_hand:
        if not here.house():
            here.add("acted", {"text": default_action(hand), "by": "player"})
    chips = here.state.player("P1").stack
    here.add("left", {"player": "P1", "moved_to": "t2"})
    assert here.state.cashed["P1"] == chips
    there.add("seated", {"player": "P1", "seat": 5, "chips": chips, "moved_from": "t1"})  # above the buy-in: his own
    assert there.state.player("P1").stack == chips
    for played in (here, there):
        assert played.state.chips_in - played.state.chips_out == played.state.chips_at_table()


def test_a_table_read_back_from_a_snapshot_is_the_table_its_events_make() -> None:
    played = _table("triple-draw", players=4)
    rng = random.Random(11)
    for _ in range(5):
        played.play(1, rng)
        while not played.state.in_hand:  # just before the next deal: the snapshot a restart starts from
            moves = house_moves(played.state, played.now)
            if not moves.events:
                played.now = moves.wake or played.now + 1
                continue
            if moves.events[0][0] == "dealt":
                kept = json.loads(json.dumps(snapshot_of(played.state)))
                at = played.state.seq
            for kind, data in moves.events:
                played.add(kind, data)
        rest = [event for event in played.events if event.seq > at]
        state = state_from("t1", kept)
        for event in rest:
            apply(state, event)
        assert fingerprint(state) == fingerprint(played.state)
        assert audit_table("t1", played.events, (at, kept)).ok
    assert not audit_table("t1", played.events, (at, {**kept, "chips_in": 1})).ok


def test_failed_log_ins_fill_again_with_time_and_a_right_password_spends_nothing() -> None:
    now = [0.0]
    attempts = LogInAttempts(burst=3, seconds=10.0, clock=lambda: now[0])
    for _ in range(3):
        attempts.check("10.0.0.1", "ann")
        attempts.failed("10.0.0.1", "ann")
    with pytest.raises(RoomError) as refused:
        attempts.check("10.0.0.1", "ann")
    assert refused.value.code == "login-rate" and refused.value.params["seconds"] == 10
    with pytest.raises(RoomError):
        attempts.check("10.0.0.2", "ann")  # the name's bucket, from anywhere
    with pytest.raises(RoomError):
        attempts.check("10.0.0.1", "bob")  # the address's bucket, for any name
    attempts.check("10.0.0.2", "bob")  # neither
    now[0] = 4.0
    with pytest.raises(RoomError) as refused:
        attempts.check("10.0.0.1", "ann")
    assert refused.value.params["seconds"] == 6
    now[0] = 10.0
    attempts.check("10.0.0.1", "ann")  # one failure earned back
    attempts.check("10.0.0.1", "ann")  # checking spends nothing: only a failure does


def test_the_log_in_buckets_kept_are_bounded_oldest_first() -> None:
    attempts = LogInAttempts(burst=1, seconds=60.0, kept=4, clock=lambda: 0.0)
    attempts.failed("10.0.0.1", "ann")
    for k in range(2, 4):
        attempts.failed(f"10.0.0.{k}", f"p{k}")
    attempts.check("10.0.0.1", "ann")  # forgotten: four buckets kept, ann's two the oldest
    with pytest.raises(RoomError):
        attempts.check("10.0.0.3", "x")


def test_a_raked_table_counts_the_house_s_take_and_reads_its_rake_back() -> None:
    settings = {"name": "Raked", "blinds": [5, 10], "rake": {"percent": "4.5", "cap": 3, "per": "pot"}}
    read = TableSettings.from_json(settings)
    assert TableSettings.from_json(read.as_json()) == read and read.as_json()["rake"]["percent"] == "4.5"
    played = Played()
    played.add("opened", {"settings": settings})
    for seat in (1, 2, 3):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 400})
    played.play(8, random.Random(6))
    state = played.state
    assert state.raked > 0 and state.chips_in - state.chips_out == state.chips_at_table() + state.raked
    checked = audit_table("t1", played.events)
    assert checked.ok and checked.raked == state.raked, checked.problems
    assert fingerprint(replay("t1", played.events)) == fingerprint(state)
    assert state_from("t1", json.loads(json.dumps(snapshot_of(state)))).raked == state.raked
    for bad, variant in (({"rake": 5}, "rake"), ({"rake": {"percent": "lots"}}, "rake")):
        with pytest.raises(RoomError) as refused:
            TableSettings.from_json({"name": "x", **bad})
        assert (refused.value.code, refused.value.variant) == ("bad-setting", variant)
    with pytest.raises(SituationError):  # the engine's own refusal, naming the field
        TableSettings.from_json({"name": "x", "rake": {"percent": 10, "per": "orbit"}})
    sit_and_go = {"entry": 1, "chips": 100, "levels": [{"blinds": [1, 2]}]}
    with pytest.raises(RoomError) as refused:
        TableSettings.from_json({"name": "x", "rake": "10/6", "sit_and_go": sit_and_go})
    assert refused.value.variant == "sit-and-go-stakes"


def test_a_bomb_pot_every_so_many_hands_antes_everyone_and_keeps_the_button() -> None:
    """WSOP 2024 Live Action Rule 27: every player present antes, the betting starts on the flop,
    and "the button does not advance in a 'bomb pot' hand"; a player away sits it out."""
    settings = {"name": "Bombs", "blinds": [1, 2], "bomb_pot": {"ante": 5, "every": 2}, "between_hands": 0}
    read = TableSettings.from_json(settings)
    assert TableSettings.from_json(read.as_json()) == read and read.bomb_pot == (5, 2)
    played = Played()
    played.add("opened", {"settings": settings})
    for seat in (1, 2, 3, 4):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 200})
    played.add("sat-out", {"player": "P4", "why": "asked"})
    buttons, bombs = [], []
    for _ in range(4):
        _checked_or_folded(played)  # nobody loses every chip: the seats stay as they are
        hand = played.state.hand
        assert hand is not None
        buttons.append(hand.table.button_seat)
        bombs.append(hand.table.bomb_pot)
        if hand.table.bomb_pot:
            assert "P4" not in hand.names and sum(hand.posted) == 5 * len(hand.names)
            assert table_view(played.state, None, played.now)["bomb_pot"] == 5
    assert bombs == [0, 5, 0, 5]
    assert buttons[1] == _next_button(buttons[0], played)  # the bomb pot is dealt at the next button
    assert buttons[2] == buttons[1]  # and the hand after it at the same button again
    assert audit_table("t1", played.events).ok
    assert fingerprint(replay("t1", played.events)) == fingerprint(played.state)
    for bad in ({"ante": 5}, {"ante": 5, "every": 0}, [5, 2]):
        with pytest.raises(RoomError) as refused:
            TableSettings.from_json({"name": "x", "bomb_pot": bad})
        assert refused.value.variant == "bomb-pot"
    with pytest.raises(PokerfloorError):  # stud deals no flop: no bomb pot
        TableSettings.from_json({**GAMES["stud"], "bomb_pot": {"ante": 5, "every": 2}})


def _next_button(seat: int, played: Played) -> int:
    """The seat after ``seat`` among the players present: where the button goes after a hand."""
    present = sorted(p.seat for p in played.state.seating.players if p.status != "away")
    return next((s for s in present if s > seat), present[0])


def _checked_or_folded(played: Played) -> None:
    """The next hand dealt and played out, every player checking when he may, else folding."""
    number = played.state.hand_number
    while played.state.hand_number == number or played.state.in_hand:
        if not played.house():
            hand = played.state.hand
            assert hand is not None and not hand.is_over
            played.add("acted", {"text": default_action(hand), "by": "player"})


def test_a_mandatory_straddle_is_posted_under_the_gun_and_owed_by_who_missed_it() -> None:
    """WSOP 2024 Live Action Rules 161 and 162: the placard's straddle, posted under the gun every
    hand of three players or more; the player away where it was due owes it, and posts it dead."""
    settings = {"name": "Straddled", "blinds": [1, 2], "straddle": 4, "rulebook": "wsop-live", "between_hands": 0}
    read = TableSettings.from_json(settings)
    assert TableSettings.from_json(read.as_json()) == read and read.straddle == 4
    played = Played()
    played.add("opened", {"settings": settings})
    for seat in (1, 2, 3, 4):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 200})
    _checked_or_folded(played)
    hand = played.state.hand
    assert hand is not None and hand.table.straddles == (4,)
    assert table_view(played.state, None, played.now)["straddles"] == [4]
    due = hand.names[hand.table.button]  # under the gun of the next hand, where its straddle is due
    played.add("sat-out", {"player": due, "why": "asked"})
    _checked_or_folded(played)
    state = played.state
    assert state.hand is not None and due not in state.hand.names and state.missed_straddles == {due}
    kept = json.loads(json.dumps(snapshot_of(state)))
    played.add("back", {"player": due})
    _checked_or_folded(played)
    hand = state.hand
    assert hand is not None and due in hand.names and not state.missed_straddles
    assert hand.posted[hand.names.index(due)] >= 4  # the straddle he missed, dead, with what he owes
    assert audit_table("t1", played.events).ok
    assert state_from("t1", kept).missed_straddles == {due}
    assert fingerprint(replay("t1", played.events)) == fingerprint(state)
    for bad in ("4", -1):
        with pytest.raises(RoomError) as refused:
            TableSettings.from_json({**settings, "straddle": bad})
        assert refused.value.variant == "straddle"
    with pytest.raises(PokerfloorError):  # the engine's own check of the amount
        TableSettings.from_json({**settings, "straddle": 1})


def test_a_mississippi_straddle_is_posted_right_of_the_button_where_the_house_allows_any_seat() -> None:
    """straddle_from "mississippi": the seat on the button's right straddles (the rulebook's
    straddle_seats "any", the house's word), the button's own at three players; it is kept in the
    settings, and the table replays and audits as played."""
    settings = {
        "name": "Mississippi", "blinds": [1, 2], "straddle": 4, "straddle_from": "mississippi",
        "rulebook": "wsop-live", "rules": {"straddle_seats": "any"}, "between_hands": 0,
    }  # fmt: skip
    read = TableSettings.from_json(settings)
    assert TableSettings.from_json(read.as_json()) == read and read.straddle_from == "mississippi"
    played = Played()
    played.add("opened", {"settings": settings})
    for seat in (1, 2, 3, 4, 5):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 200})
    _checked_or_folded(played)
    table = played.state.hand.table if played.state.hand is not None else None
    assert table is not None and len(table.names) == 5 and table.straddler == (table.button - 1) % 5
    played.add("sat-out", {"player": table.names[(table.button - 1) % 5], "why": "asked"})
    played.add("sat-out", {"player": table.names[(table.button + 1) % 5], "why": "asked"})
    _checked_or_folded(played)
    table = played.state.hand.table if played.state.hand is not None else None
    assert table is not None and len(table.names) == 3 and table.straddles == (4,) and table.straddler is None
    assert not played.state.missed_straddles  # a straddle beside the button is never missed
    assert audit_table("t1", played.events).ok
    assert fingerprint(replay("t1", played.events)) == fingerprint(played.state)
    with pytest.raises(RoomError) as refused:  # the live-action rulebook lets the button straddle, not this seat
        TableSettings.from_json({**settings, "rules": {}})
    said = str(refused.value)  # the setting and the table's size, not the player dealt to check it
    assert refused.value.key == "refused.bad-setting.straddle-seat" and "P5" not in said
    assert said.startswith("straddle_from: mississippi: with 5 players") and "Rule 161" in said


def test_the_state_s_names_import_from_where_they_always_did() -> None:
    """``pokerfloor.room.state`` still gives the table's state and the floor's ruling (at home in
    ``pokerfloor.room.table_state`` since the events' rooms left it), and the package its names."""
    assert state.TableState is table_state.TableState is room.TableState
    assert state.Ruling is table_state.Ruling
    assert (room.apply, room.replay) == (state.apply, state.replay) == (apply, replay)
