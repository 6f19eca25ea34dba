"""The views a change is sent with (issue 29): :func:`table_views` makes every viewer's view of a
table at once, from one onlooker's view; each must be exactly the view made for that viewer alone,
whatever the others asked for, and a player must see his own cards and no one else's."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pokerfloor.room.events import RoomEvent
from pokerfloor.room.views import table_view, table_views
from room_play import GAMES, Played


class Watched(Played):
    """A table played event by event whose views are compared after every event."""

    compared = 0

    def add(self, kind: str, data: dict[str, Any]) -> RoomEvent:
        event = super().add(kind, data)
        hand = self.state.hand
        viewers = [None, "nobody", *(p.name for p in self.state.seating.players), *(hand.names if hand else ())]
        for full in (False, True):
            together = table_views(self.state, viewers, self.now, full=full)
            assert set(together) == set(viewers)
            for viewer in viewers:
                alone = table_view(self.state, viewer, self.now, full=full)
                assert together[viewer] == alone
                assert list(together[viewer]) == list(alone)  # the keys in the same order
                self.compared += 1
            _only_own_cards(together)
        return event


def _only_own_cards(views: dict[str | None, dict[str, Any]]) -> None:
    """Each player sees every card of his own, and of the others only what an onlooker sees."""
    onlooker = views[None]["seats"]
    for viewer, view in views.items():
        for k, entry in enumerate(view["seats"]):
            if entry["player"] == viewer and entry["dealt"]:
                assert "??" not in entry["cards"]
            else:
                assert entry == onlooker[k]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_viewer_s_view_made_at_once_is_the_view_made_for_him_alone(game: str) -> None:
    played = Watched()
    played.add("opened", {"settings": GAMES[game]})
    chips = played.state.open_settings.buy_in[1]
    for seat in range(1, 5):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": chips})
    played.play(3, random.Random(7))
    assert played.compared > 100
