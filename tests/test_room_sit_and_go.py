"""Sit-and-go tournaments at the table server (issue 29): registration with the chips of the
tournament, the start when full, levels by hands and on the clock (a pause stops it), players out of
chips leaving with their places, the prizes paid from the pool, rebuys only when the settings give
them, the absent player blinded off; a snapshot and the audit keep all of it."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pokerfloor.actions import write_action
from pokerfloor.errors import PokerfloorError, RoomError, SituationError
from pokerfloor.play.session import table_policy
from pokerfloor.room.audit import audit_table
from pokerfloor.room.house import default_action, house_moves
from pokerfloor.room.settings import TableSettings
from pokerfloor.room.sitandgo import SitAndGo, Tourney
from pokerfloor.room.snapshot import snapshot_of, state_from
from pokerfloor.room.state import apply, replay
from pokerfloor.room.views import table_view
from room_play import Played, fingerprint

LEVELS = [{"blinds": [5, 10], "hands": 3}, {"blinds": [10, 20], "hands": 3}, {"blinds": [25, 50]}]


def _settings(seats: int = 4, **rules: Any) -> dict[str, Any]:
    sit_and_go = {"entry": 25, "chips": 300, "levels": LEVELS, **rules}
    return {"name": "SNG", "seats": seats, "between_hands": 1, "sit_and_go": sit_and_go}


def _registered(seats: int = 4, **rules: Any) -> Played:
    played = Played()
    played.add("opened", {"settings": _settings(seats, **rules)})
    for seat in range(1, seats + 1):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 300})
    return played


def _code(played: Played, kind: str, data: dict[str, Any]) -> tuple[str, str]:
    with pytest.raises(RoomError) as refused:
        played.add(kind, data)
    return refused.value.code, refused.value.variant


def _big_blind(played: Played) -> int:
    """The big blind of the last hand dealt."""
    hand = played.state.hand
    assert hand is not None and hand.table.blinds is not None
    return max(hand.table.blinds)


def _play_out(played: Played, rng: random.Random | None, *, until: int | None = None) -> None:
    """The house and random players play on until the sit-and-go is over (or ``until`` hands);
    without ``rng`` each checks when he may, else folds (nobody loses every chip soon)."""
    for _ in range(100_000):
        tourney = played.state.tourney  # each deal makes it anew
        assert tourney is not None
        if tourney.over or (until is not None and played.state.hand_number >= until and not played.state.in_hand):
            return
        if played.house():
            continue
        hand = played.state.hand
        assert hand is not None and not hand.is_over, "the house stopped with the tournament on"
        text = (
            default_action(hand)
            if rng is None
            else write_action(hand.player_to_act, table_policy(hand, hand.options(), rng))
        )
        played.add("acted", {"text": text, "by": "player"})
        played.now += 1.0
    raise AssertionError("the sit-and-go never ended")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_sit_and_go_plays_to_one_winner_who_takes_the_pool_by_the_payouts(seed: int) -> None:
    played = _registered()
    _play_out(played, random.Random(seed))
    state = played.state
    tourney = state.tourney
    assert tourney is not None and tourney.over
    assert sorted(name for name, _, _ in tourney.places) == ["P1", "P2", "P3", "P4"]
    assert [place for _, place, _ in tourney.places][-1] == 1
    assert tourney.entries == 4 and sum(tourney.prizes.values()) == 100  # 4 entries of 25
    first = next(name for name, place, _ in tourney.places if place == 1)
    assert tourney.prizes[first] >= 65 and state.cashed[first] == 1200  # every chip, taken away at the end
    assert not state.seating.players and state.chips_in == state.chips_out == 1200
    assert not house_moves(state, played.now + 100).events  # over: nothing more is dealt
    assert _code(played, "seated", {"player": "Q", "seat": 1, "chips": 300}) == ("sit-and-go", "over")
    view = table_view(state, None, played.now)["sit_and_go"]
    assert view["over"] and view["pool"] == 100 and view["places"][0]["place"] == 1
    assert sum(p["prize"] for p in view["places"]) == 100
    checked = audit_table("t1", played.events)
    assert checked.ok and checked.chips_at_table == 0, checked.problems
    assert fingerprint(replay("t1", played.events)) == fingerprint(state)


def test_the_levels_follow_by_hands_and_the_stakes_with_them() -> None:
    played = _registered()
    blinds = []
    while played.state.hand_number < 7:
        _play_out(played, None, until=played.state.hand_number + 1)
        blinds.append(_big_blind(played))
    assert blinds == [10, 10, 10, 20, 20, 20, 50]


def test_registration_starts_when_full_and_closes_then() -> None:
    played = Played()
    played.add("opened", {"settings": _settings(3)})
    assert _code(played, "seated", {"player": "P1", "seat": 1, "chips": 200}) == ("buy-in", "")
    played.add("seated", {"player": "P1", "seat": 1, "chips": 300})
    played.add("seated", {"player": "P2", "seat": 2, "chips": 300})
    assert not house_moves(played.state, played.now + 100).events  # not full: no deal
    assert _code(played, "dealt", {"seed": 1}) == ("sit-and-go", "not-full")
    played.add("left", {"player": "P2"})  # before the start: his entry given back
    state = played.state
    assert state.tourney is not None and state.tourney.entries == 1 and state.cashed["P2"] == 300
    for seat, name in ((2, "P2"), (3, "P3")):
        played.add("seated", {"player": name, "seat": seat, "chips": 300})
    assert _code(played, "waiting", {"player": "W", "chips": 300}) == ("sit-and-go", "waiting")
    assert [kind for kind, _ in house_moves(state, played.now).events] == ["dealt"]
    played.house()
    assert state.tourney.started == played.now and state.tourney.entries == 3
    assert _code(played, "added", {"player": "P1", "chips": 10}) == ("sit-and-go", "add")
    assert _code(played, "left", {"player": "P1"}) == ("sit-and-go", "leave")
    assert _code(played, "left", {"player": "P1", "moved_to": "t2"}) == ("sit-and-go", "move")


def test_levels_on_the_clock_stop_while_the_floor_pauses_the_table() -> None:
    levels = [{"blinds": [5, 10], "minutes": 1}, {"blinds": [10, 20], "minutes": 1}, {"blinds": [25, 50]}]
    played = _registered(3, levels=levels)
    _play_out(played, None, until=1)
    tourney = played.state.tourney
    assert tourney is not None and tourney.level == 0
    started = tourney.started
    assert table_view(played.state, None, started + 20)["sit_and_go"]["seconds_left"] == 40.0
    paused = played.now
    played.add("paused", {})
    played.now = paused + 600  # ten minutes paused: no level passes
    played.add("resumed", {})
    assert tourney.level_started == started + 600 and not tourney.paused_at
    played.now += 30
    _play_out(played, None, until=played.state.hand_number + 1)
    assert played.state.tourney is not None and played.state.tourney.level == 0
    played.now += 60  # past the first level's minute of play
    _play_out(played, None, until=played.state.hand_number + 1)
    assert played.state.tourney.level >= 1 and _big_blind(played) >= 20


def test_a_rebuy_only_when_the_settings_give_it() -> None:
    for rebuys in (0, 1):
        played = _registered(3, rebuys=rebuys, rebuy_levels=3)
        rng = random.Random(4)
        while played.state.tourney is not None and not played.state.tourney.places:
            _play_out(played, rng, until=played.state.hand_number + 1)
        tourney = played.state.tourney
        assert tourney is not None
        if tourney.over:
            continue
        out = tourney.places[0][0]
        seat = played.state.free_seats()[0]
        if not rebuys:
            assert _code(played, "seated", {"player": out, "seat": seat, "chips": 300}) == ("sit-and-go", "started")
            continue
        played.add("seated", {"player": out, "seat": seat, "chips": 300})
        assert tourney.entries == 4 and tourney.rebuys == {out: 1} and not tourney.places
        assert _code(played, "left", {"player": out}) == ("sit-and-go", "leave")
        _play_out(played, rng)
        tourney = played.state.tourney
        assert tourney is not None and sum(tourney.prizes.values()) == 100 and len(tourney.places) == 3
        assert audit_table("t1", played.events).ok


def test_an_absent_player_is_dealt_in_and_blinded_off() -> None:
    """TDA 2024 Rule 71-A: the player away keeps his seat; his blinds and antes are posted and his
    hand killed, hand after hand, until he comes back or his chips are gone."""
    played = _registered(3)
    played.add("sat-out", {"player": "P3", "why": "disconnected"})
    rng = random.Random(9)
    _play_out(played, rng, until=1)
    state = played.state
    hand = state.hand
    assert hand is not None and "P3" in hand.names
    folded = [entry for entry in played.events if entry.kind == "acted" and entry.data["text"].startswith("P3")]
    assert all(entry.data["by"] == "house" for entry in folded)


def test_players_out_in_one_hand_finish_by_the_chips_they_began_it_with() -> None:
    tourney = Tourney()
    tourney.knock_out({"ann": 50, "bob": 120, "cid": 50}, 2, 9)
    assert tourney.places == [("bob", 3, 9), ("ann", 4, 9), ("cid", 4, 9)]
    rules = SitAndGo.from_json({"entry": 11, "chips": 100, "levels": LEVELS, "payouts": [50, 30, 20]}, 6)
    prizes = rules.prizes(66, [("ann", 2), ("bob", 2), ("cid", 1)])  # 33 + 1 left by the rounding; 19 and 13 shared
    assert prizes == {"cid": 34, "ann": 16, "bob": 16} and sum(prizes.values()) == 66


def test_a_snapshot_keeps_the_sit_and_go() -> None:
    played = _registered()
    rng = random.Random(3)
    _play_out(played, None, until=4)
    while not played.state.in_hand:
        moves = house_moves(played.state, played.now)
        if not moves.events:
            played.now = moves.wake or played.now + 1
            continue
        if moves.events[0][0] == "dealt":
            kept = json.loads(json.dumps(snapshot_of(played.state)))
            at = played.state.seq
        for kind, data in moves.events:
            played.add(kind, data)
    _play_out(played, rng)
    state = state_from("t1", kept)
    for event in [event for event in played.events if event.seq > at]:
        apply(state, event)
    assert fingerprint(state) == fingerprint(played.state)
    assert state.tourney == played.state.tourney
    assert audit_table("t1", played.events, (at, kept)).ok


def test_sit_and_go_settings_read_back_and_are_refused_by_their_key() -> None:
    read = TableSettings.from_json(_settings())
    assert TableSettings.from_json(read.as_json()) == read
    assert read.buy_in == (300, 300) and read.sit_and_go is not None and read.sit_and_go.payouts == (65, 35)
    bad: list[tuple[dict[str, Any], str]] = [
        ({**_settings(), "blinds": [1, 2]}, "sit-and-go-stakes"),
        ({**_settings(), "buy_in": [300, 300]}, "sit-and-go-stakes"),
        (_settings(payouts=[60, 30]), "sit-and-go"),
        (_settings(payouts=[30, 70]), "sit-and-go"),
        (_settings(2, payouts=[50, 30, 20]), "sit-and-go"),
        (_settings(chips=0), "sit-and-go"),
        (_settings(levels=[]), "sit-and-go"),
        (_settings(prize="cup"), "sit-and-go"),
        ({**_settings(), "rulebook": "roberts"}, "sit-and-go-absent"),
        ({**_settings(), "sit_and_go": [1]}, "sit-and-go"),
    ]
    for settings, variant in bad:
        with pytest.raises(RoomError) as refused:
            TableSettings.from_json(settings)
        assert (refused.value.code, refused.value.variant) == ("bad-setting", variant)
    with pytest.raises(SituationError):
        TableSettings.from_json(_settings(levels=[{"blinds": [10, 5, 1]}]))
    with pytest.raises(PokerfloorError):  # stud is 8 seats at most: every level's game counts
        TableSettings.from_json(
            _settings(9, levels=[*LEVELS, {"game": "stud", "ante": 5, "bring_in": 10, "small_bet": 20, "big_bet": 40}])
        )
    roberts = {**_settings(), "rulebook": "roberts", "rules": {"missed_blinds": "blinded"}}
    assert TableSettings.from_json(roberts).rulebook == "roberts"


def test_a_snapshot_is_not_changed_by_the_deal_it_is_written_with() -> None:
    """The snapshot is written with the deal it comes before, once the deal is applied: a deal
    that ends the hand at once (every player all in on the blinds) and the tournament with it
    leaves it as it was made."""
    played = Played()
    levels = [{"blinds": [100, 200]}]
    played.add(
        "opened",
        {"settings": {"name": "All in", "seats": 2, "sit_and_go": {"entry": 1, "chips": 100, "levels": levels}}},
    )
    for seat in (1, 2):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 100})
    for seed in range(1, 50):  # a deal that does not split the pot ends the tournament at once
        snapshot = snapshot_of(played.state)
        made = json.dumps(snapshot, sort_keys=True)
        played.add("dealt", {"seed": seed})
        assert json.dumps(snapshot, sort_keys=True) == made
        tourney = played.state.tourney
        if tourney is not None and tourney.over:
            return
    raise AssertionError("every deal split the pot")
