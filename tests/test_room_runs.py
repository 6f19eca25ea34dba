"""Running it twice at a table of the room (issue 29): the ``runs`` setting as the rulebook allows
it, the players in the pot asked when the betting ends with board cards to come, every one of
them agreeing or the board dealt once, the views showing no card of a run before it is dealt,
and the table its events make the same again (a restart in the middle of the agreement)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor.checking.sites import check
from pokerfloor.errors import RoomError
from pokerfloor.formats.sites import ohh, pokerstars
from pokerfloor.room.history import played_hands, written
from pokerfloor.room.house import house_moves
from pokerfloor.room.settings import TableSettings
from pokerfloor.room.state import replay
from pokerfloor.room.views import table_view
from pokerfloor.rules import rulebook
from room_play import Played, fingerprint

RUNS = {"name": "Twice", "blinds": [1, 2], "rulebook": "wsop-live", "runs": 3, "clock": {"action": 20, "bank": 0}}


def _all_in(players: int = 2, **settings: object) -> Played:
    """A table of ``players`` where the first to act moves all in, the next calls and the others fold."""
    played = Played()
    played.add("opened", {"settings": {**RUNS, **settings}})
    for seat in range(1, players + 1):
        played.add("seated", {"player": f"N{seat}", "seat": seat, "chips": 100})
    played.add("dealt", {"seed": 11})
    hand = played.state.hand
    assert hand is not None
    played.add("acted", {"text": f"{hand.player_to_act} allin", "by": "player"})
    played.add("acted", {"text": f"{hand.player_to_act} call", "by": "player"})
    while not hand.is_over:
        played.add("acted", {"text": f"{hand.player_to_act} fold", "by": "player"})
    return played


def test_the_setting_offers_no_more_runs_than_the_rulebook_allows() -> None:
    assert TableSettings.from_json(RUNS).as_json()["runs"] == 3
    assert "runs" not in TableSettings.from_json({**RUNS, "runs": 1}).as_json()
    with pytest.raises(RoomError) as refused:
        TableSettings.from_json({**RUNS, "rulebook": "tda"})
    assert refused.value.key == "refused.bad-setting.runs-rulebook" and "TDA 2024" in str(refused.value.rule)
    assert TableSettings.from_json({**RUNS, "rulebook": "tda", "rules": {"runs_most": 2}, "runs": 2}).runs == 2
    for bad in (0, 5, "2", 2.0, True):
        with pytest.raises(RoomError) as refused:
            TableSettings.from_json({**RUNS, "runs": bad})
        assert refused.value.key == "refused.bad-setting.runs"
    with pytest.raises(RoomError) as refused:
        TableSettings.from_json(RUNS | {"runs": 4})
    assert refused.value.key == "refused.bad-setting.runs-rulebook"
    tourney = {"entry": 10, "chips": 200, "levels": [{"blinds": [1, 2]}]}
    with pytest.raises(RoomError) as refused:
        TableSettings.from_json({"name": "S", "rulebook": "wsop-live", "sit_and_go": tourney, "runs": 2, "seats": 2})
    assert refused.value.key == "refused.bad-setting.sit-and-go-stakes"


def test_the_players_all_in_are_asked_and_see_no_card_of_the_runs_before_they_agree() -> None:
    played = _all_in(3)
    state = played.state
    asked = state.runs_asked
    assert asked is not None and state.in_hand and len(asked.players) == 2 and asked.board == 0
    view = table_view(state, asked.players[0], played.now)
    assert view["in_hand"] and view["board"] == [] and view["runs"] == [] and view["house"] is None
    assert view["agreement"]["players"] == list(asked.players) and view["agreement"]["most"] == 3
    assert view["agreement"]["clock"]["deadline"] == state.turn_started + 20
    assert sum(seat["stack"] for seat in view["seats"]) + view["pots"][0]["amount"] == 300
    assert all(seat["won"] == 0 for seat in view["seats"])
    assert house_moves(state, played.now).events == []  # the next hand waits
    with pytest.raises(RoomError, match="hand"):
        played.add("dealt", {"seed": 1})
    folded = next(p.name for p in state.seating.players if p.name not in asked.players)
    before = fingerprint(state)
    for data, key in (
        ({"player": folded, "times": 2}, "refused.agreement.not-in-pot"),
        ({"player": asked.players[0], "times": 4}, "refused.agreement.times"),
        ({"player": asked.players[0], "times": 0}, "refused.agreement.times"),
    ):
        with pytest.raises(RoomError) as refused:
            played.add("runs", data)
        assert refused.value.key == key
    with pytest.raises(RoomError) as refused:
        played.add("ran", {"times": 2})
    assert refused.value.key == "refused.agreement.not-agreed"
    assert fingerprint(state) == before  # every refusal left the table as it was
    played.add("runs", {"player": asked.players[0], "times": 3})
    with pytest.raises(RoomError) as refused:
        played.add("runs", {"player": asked.players[0], "times": 2})
    assert refused.value.key == "refused.agreement.answered"
    assert house_moves(state, played.now).events == []  # one still to answer
    played.add("runs", {"player": asked.players[1], "times": 2})
    assert house_moves(state, played.now).events == [("ran", {"times": 2})]  # the fewest agreed
    played.house()
    hand = state.hand
    assert hand is not None and state.runs_asked is None and not state.in_hand
    view = table_view(state, None, played.now)
    assert len(view["runs"]) == 2 and len(view["board"]) == 5 and view["agreement"] is None
    assert sum(p.stack for p in state.seating.players) == 300 == state.chips_in


def test_the_board_is_dealt_once_when_one_says_once_or_the_clock_runs_out() -> None:
    played = _all_in()
    asked = played.state.runs_asked
    assert asked is not None
    played.add("runs", {"player": asked.players[0], "times": 1})
    played.add("runs", {"player": asked.players[1], "times": 3})
    assert house_moves(played.state, played.now).events == [("ran", {"times": 1})]
    played = _all_in()
    played.add("runs", {"player": played.state.runs_asked.players[1], "times": 3})  # type: ignore[union-attr]
    due = played.state.turn_started + 20
    assert house_moves(played.state, due - 1).wake == due
    assert house_moves(played.state, due).events == [("ran", {"times": 1})]
    played.now = due
    played.house()
    assert played.state.runs_asked is None and played.state.hand is not None
    assert table_view(played.state, None, due)["runs"] == []


def test_a_table_that_offers_no_runs_asks_nothing_and_a_folded_pot_neither() -> None:
    played = _all_in(runs=1)
    assert played.state.runs_asked is None and not played.state.in_hand
    played = Played()
    played.add("opened", {"settings": RUNS})
    for seat in (1, 2):
        played.add("seated", {"player": f"N{seat}", "seat": seat, "chips": 100})
    played.add("dealt", {"seed": 3})
    hand = played.state.hand
    assert hand is not None
    played.add("acted", {"text": f"{hand.player_to_act} fold", "by": "player"})
    assert played.state.runs_asked is None and not played.state.in_hand


def test_the_agreement_is_where_it_was_when_the_table_is_read_back() -> None:
    """A restart in the middle of the agreement: the events applied again make the same table,
    answers and all, and the runs dealt then are the same cards."""
    played = _all_in(3)
    asked = played.state.runs_asked
    assert asked is not None
    played.add("runs", {"player": asked.players[0], "times": 2})
    again = replay("t1", played.events)
    assert fingerprint(again) == fingerprint(played.state)
    assert again.runs_asked is not None and again.runs_asked.answers == {asked.players[0]: 2}
    played.add("runs", {"player": asked.players[1], "times": 2})
    played.house()
    again = replay("t1", played.events)
    assert fingerprint(again) == fingerprint(played.state)
    assert again.hand is not None and len(again.hand.run_boards()) == 2


def test_many_hands_with_runs_conserve_every_chip() -> None:
    rng = random.Random(7)
    played = Played()
    played.add("opened", {"settings": {**RUNS, "rake": "5/3"}})
    for seat in range(1, 4):
        played.add("seated", {"player": f"N{seat}", "seat": seat, "chips": 40})
    ran = 0
    for _ in range(60):
        played.play(1, rng)
        state = played.state
        assert state.hand is not None and not state.in_hand
        ran += bool(state.hand.run_boards())
        at_table = sum(p.stack for p in state.seating.players) + sum(state.pending.values())
        assert state.chips_in - state.chips_out == at_table + state.raked
    assert ran > 0
    assert fingerprint(replay("t1", played.events)) == fingerprint(played.state)


def test_the_history_of_a_board_run_twice_is_written_in_every_format_with_both_boards() -> None:
    played = _all_in(3)
    asked = played.state.runs_asked
    assert asked is not None
    for name in asked.players:
        played.add("runs", {"player": name, "times": 2})
    played.house()
    hands = list(played_hands("t1", played.events))
    assert len(hands) == 1 and len(hands[0].hand.run_boards()) == 2
    assert "_runs" in written(hands, "phh")
    stars = written(hands, "pokerstars")
    assert "*** SECOND SHOW DOWN ***" in stars and "Hand was run twice" in stars
    [mine] = pokerstars.parse_text(written(hands, "pokerstars", hero=asked.players[0]))  # a player's own history
    assert mine.runs == 2 and check(mine, rulebook("wsop-live")).status == "verified"
    readers = {"pokerstars": pokerstars.parse_text, "ohh": ohh.parse_text}
    for form, read in readers.items():
        [back] = read(written(hands, form))
        assert back.runs == 2 and len(back.boards) == 2
        assert check(back, rulebook("wsop-live")).status == "verified"
        paid = dict.fromkeys(hands[0].hand.names, 0)
        for event in back.events:
            if event.kind == "collect":
                paid[event.player] += int(event.amount or 0)
        assert list(paid.values()) == hands[0].hand.winnings


@given(
    st.integers(0, 2**32), st.lists(st.tuples(st.sampled_from(["N1", "N2", "N3", "X"]), st.integers(0, 4)), max_size=6)
)
def test_any_answers_refused_or_kept_end_in_runs_everyone_agreed_to_and_every_chip_kept(
    seed: int, answers: list[tuple[str, int]]
) -> None:
    """Whatever the answers, in any order: each refused leaves the table as it was; the board is
    run the fewest times all in the pot agreed to (once until all have answered); the chips are
    all there, and the events make the same table again."""
    played = Played()
    played.add("opened", {"settings": RUNS})
    for seat in (1, 2, 3):
        played.add("seated", {"player": f"N{seat}", "seat": seat, "chips": 50 * seat})
    played.add("dealt", {"seed": seed})
    hand = played.state.hand
    assert hand is not None
    for verb in ("allin", "allin", "allin"):
        if not hand.is_over:
            played.add("acted", {"text": f"{hand.player_to_act} {verb}", "by": "player"})
    asked = played.state.runs_asked
    kept: dict[str, int] = {}
    for name, times in answers:
        before = fingerprint(played.state)
        try:
            played.add("runs", {"player": name, "times": times})
        except RoomError:
            assert fingerprint(played.state) == before
            continue
        kept[name] = times
    assert asked is not None  # all in before the flop: the whole board to come
    agreed = min(kept.values()) if set(kept) == set(asked.players) else 1
    played.now = played.state.turn_started + 20  # the clock has run out for those who did not answer
    played.house()
    assert played.state.runs_asked is None and len(hand.run_boards()) == (agreed if agreed > 1 else 0)
    assert not played.state.in_hand and sum(p.stack for p in played.state.seating.players) == 300
    assert fingerprint(replay("t1", played.events)) == fingerprint(played.state)
