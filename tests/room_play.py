"""Helpers of the table server's tests: tables played by the house and a random player, event by
event, as the server plays them (no server: :func:`pokerfloor.room.state.apply` directly)."""

from __future__ import annotations

import json
import random
from typing import Any

from pokerfloor.actions import write_action
from pokerfloor.play.session import table_policy
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.house import house_moves
from pokerfloor.room.state import TableState, apply
from pokerfloor.room.views import table_view

#: Tables of several games (each a table's settings).
GAMES: dict[str, dict[str, Any]] = {
    "holdem": {"name": "Hold'em", "blinds": [1, 2], "clock": {"action": 5, "bank": 10}},
    "omaha": {"name": "PLO", "game": "omaha", "blinds": [5, 10], "seats": 9},
    "stud": {"name": "Stud", "game": "stud", "ante": 2, "bring_in": 5, "small_bet": 20, "big_bet": 40, "seats": 8},
    "triple-draw": {"name": "2-7", "game": "2-7-triple-draw", "blinds": [10, 20], "rules": {"missed_blinds": "owed"}},
    "short-deck": {"name": "Six+", "game": "short-deck", "button_blind": 10, "ante": 5},
}


class Played:
    """A table played event by event: the events, and the state they made."""

    def __init__(self, table_id: str = "t1") -> None:
        self.state = TableState(table_id)
        self.events: list[RoomEvent] = []
        self.now = 1000.0

    def add(self, kind: str, data: dict[str, Any]) -> RoomEvent:
        """Apply the next event (raises when refused)."""
        event = RoomEvent(self.state.seq + 1, kind, data, self.now)
        apply(self.state, event)
        self.events.append(event)
        return event

    def house(self) -> bool:
        """Let the house do what is due; ``False`` when nothing is. Between hands the clock
        moves on to the next deal."""
        moves = house_moves(self.state, self.now)
        for kind, data in moves.events:
            self.add(kind, data)
        if not moves.events and moves.wake is not None and not self.state.in_hand:
            self.now = max(self.now, moves.wake)
            return self.house()
        return bool(moves.events)

    def play(self, hands: int, rng: random.Random, *, slow: float = 0.0) -> None:
        """Play until ``hands`` more hands are over: the player to act plays a random legal action
        after ``slow`` seconds (longer than his clock: the clock acts for him)."""
        target = self.state.hand_number + hands
        for _ in range(100_000):
            if self.state.hand_number >= target and not self.state.in_hand:
                return
            if self.house():
                continue
            if self.state.runs_asked is not None:
                self.agree(rng)
                continue
            hand = self.state.hand
            if hand is None or hand.is_over:
                self.rebuy()  # too few players left with chips: new ones sit down
                continue
            self.now += slow * rng.random()
            if self.house():
                continue
            action = table_policy(hand, hand.options(), rng)
            self.add("acted", {"text": write_action(hand.player_to_act, action), "by": "player"})
            self.now += 0.5
        raise AssertionError("the table did not get through its hands")

    def agree(self, rng: random.Random) -> None:
        """Each player asked to run the board again answers at random, from once to the most offered."""
        asked = self.state.runs_asked
        assert asked is not None
        for name in asked.players:
            self.add("runs", {"player": name, "times": rng.randint(1, asked.most)})

    def rebuy(self) -> None:
        """A new player sits down in the first free seat, with the most buy-in."""
        self.rebuys = getattr(self, "rebuys", 0) + 1
        seat = self.state.free_seats()[0]
        chips = self.state.open_settings.buy_in[1]
        self.add("seated", {"player": f"R{self.rebuys}", "seat": seat, "chips": chips})


def fingerprint(state: TableState) -> str:
    """Everything a table is, as text: the table as each seat and an onlooker see it, and the
    room's own keeping (banks, top-ups, leaving, chips in and out)."""
    viewers = [None, *(p.name for p in state.seating.players)]
    views = {str(viewer): table_view(state, viewer, 0.0) for viewer in viewers}
    hand = state.hand
    kept = {
        "views": views,
        "banks": state.banks,
        "pending": state.pending,
        "leaving": sorted(state.leaving),
        "chips": [state.chips_in, state.chips_out, state.raked],
        "missed_straddles": sorted(state.missed_straddles),
        "turn": state.turn_started,
        "ended": state.hand_ended,
        "hole": [list(h) for h in hand.hole] if hand is not None else None,
        "record": [list(map(str, entry)) for entry in hand.record] if hand is not None else None,
        "seating": repr(state.seating),
        "sit_and_go": state.tourney.as_json() if state.tourney is not None else None,
    }
    return json.dumps(kept, sort_keys=True, default=str)
