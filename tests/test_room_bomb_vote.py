"""Bomb pots by vote at a table of the room (issue 29): the players present agree to a bomb pot
on the next hand (WSOP 2024 Live Action Rule 27: "An agreement by all players to ante the same
amount"), one who opts out is not dealt in, the button stays, the votes are for the next hand
only, and a snapshot between hands keeps them."""

from __future__ import annotations

import pytest

from pokerfloor.errors import RoomError
from pokerfloor.room.audit import audit_table
from pokerfloor.room.settings import TableSettings
from pokerfloor.room.snapshot import snapshot_of, state_from
from pokerfloor.room.state import replay
from pokerfloor.room.views import table_view
from room_play import Played, fingerprint

VOTED = {"name": "Bombs", "blinds": [1, 2], "rulebook": "wsop-live", "bomb_pot_vote": 5, "between_hands": 0}


def _table(players: int = 4) -> Played:
    played = Played()
    played.add("opened", {"settings": VOTED})
    for seat in range(1, players + 1):
        played.add("seated", {"player": f"V{seat}", "seat": seat, "chips": 100})
    return played


def _check_down(played: Played) -> None:
    """Play the hand in progress out: each player checks when he may, else calls."""
    hand = played.state.hand
    assert hand is not None
    while played.state.in_hand:
        kinds = {kind.value for kind in hand.options().kinds}
        verb = "check" if "check" in kinds else "call"
        played.add("acted", {"text": f"{hand.player_to_act} {verb}", "by": "player"})


def test_the_setting_is_an_ante_the_game_must_take() -> None:
    assert TableSettings.from_json(VOTED).as_json()["bomb_pot_vote"] == 5
    for bad in (-1, "5", 2.5):
        with pytest.raises(RoomError) as refused:
            TableSettings.from_json({**VOTED, "bomb_pot_vote": bad})
        assert refused.value.key == "refused.bad-setting.bomb-pot-vote"
    with pytest.raises(RoomError) as refused:
        TableSettings.from_json(
            {"name": "S", "seats": 2, "sit_and_go": {"entry": 1, "chips": 100, "levels": [{"blinds": [1, 2]}]},
             "bomb_pot_vote": 5}
        )  # fmt: skip
    assert refused.value.key == "refused.bad-setting.sit-and-go-stakes"


def test_a_bomb_pot_is_dealt_when_every_player_present_has_voted_and_one_who_opts_out_sits_it_out() -> None:
    played = _table()
    played.add("dealt", {"seed": 1})
    _check_down(played)
    button = played.state.seating.button
    for name, agree in (("V1", True), ("V2", True), ("V3", False)):
        played.add("bomb-vote", {"player": name, "agree": agree})
    assert table_view(played.state, "V4", played.now)["bomb_votes"] == {"V1": True, "V2": True, "V3": False}
    played.add("dealt", {"seed": 2})  # V4 has not voted: no bomb pot, and the votes were for this hand
    hand = played.state.hand
    assert hand is not None and hand.table.bomb_pot == 0 and played.state.bomb_votes == {}
    _check_down(played)
    button = played.state.seating.button
    played.add("bomb-vote", {"player": "V2", "agree": False})
    played.add("bomb-vote", {"player": "V2", "agree": True})  # he may change his mind before the deal
    for name, agree in (("V1", True), ("V3", False), ("V4", True)):
        played.add("bomb-vote", {"player": name, "agree": agree})
    played.add("dealt", {"seed": 3})
    hand = played.state.hand
    assert hand is not None and hand.table.bomb_pot == 5 and sorted(hand.names) == ["V1", "V2", "V4"]
    assert hand.street_name == "flop" and sum(hand.posted) == 15
    assert played.state.seating.button == button  # Rule 27: the button does not advance in a bomb pot
    _check_down(played)
    assert audit_table("t1", played.events).ok
    assert fingerprint(replay("t1", played.events)) == fingerprint(played.state)


def test_a_vote_is_refused_where_it_is_not_offered_and_to_a_player_away_and_kept_by_a_snapshot() -> None:
    played = _table(3)
    played.add("sat-out", {"player": "V3", "why": "asked"})
    before = fingerprint(played.state)
    with pytest.raises(RoomError) as refused:
        played.add("bomb-vote", {"player": "V3", "agree": True})
    assert refused.value.key == "refused.bomb-vote.away"
    with pytest.raises(RoomError) as refused:
        played.add("bomb-vote", {"player": "V9", "agree": True})
    assert refused.value.key == "refused.not-seated"
    assert fingerprint(played.state) == before
    played.add("bomb-vote", {"player": "V1", "agree": True})
    kept = state_from("t1", snapshot_of(played.state))
    assert kept.bomb_votes == {"V1": True}
    played.add("bomb-vote", {"player": "V2", "agree": True})  # both present are in: V3 is away
    played.add("dealt", {"seed": 4})
    assert played.state.hand is not None and played.state.hand.table.bomb_pot == 5
    plain = Played()
    plain.add("opened", {"settings": {**VOTED, "bomb_pot_vote": 0}})
    plain.add("seated", {"player": "V1", "seat": 1, "chips": 100})
    with pytest.raises(RoomError) as refused:
        plain.add("bomb-vote", {"player": "V1", "agree": True})
    assert refused.value.key == "refused.bomb-vote.not-offered"
