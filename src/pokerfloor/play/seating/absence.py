"""A new dealer at the table, and the players away it finds (WSOP 2024 Live Action Rule 73): "A
participant's chips may be picked up if they miss a blind and receive two (2) absent buttons or one
hour. A participant should receive a missed blind button the first time they miss a blind. An
absent button will be given by the next dealer to any empty seat with a missed blind button."

:func:`new_dealer` gives the absent buttons and picks up the chips of the players who reach the
rulebook's ``absent_buttons_pick_up`` (0: never); :func:`pick_up` is the floor's own decision (the
hour, or "excessive absences"), for a player away only. Either way the player leaves the table
with his chips, and the caller counts them: they are no longer in play.
"""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

from pokerfloor.errors import SituationError
from pokerfloor.play.seating.reasons import Reason, Reasons
from pokerfloor.play.seating.seating import Seating
from pokerfloor.play.seating.seats import Seated
from pokerfloor.rules import Rulebook

__all__ = ["DealerChange", "new_dealer", "pick_up"]


class DealerChange(NamedTuple):
    """The table once a new dealer has come: its ``seating``, the players whose chips were
    ``picked_up`` (each with the stack he left with), and the ``reasons``, citing Rule 73."""

    seating: Seating
    picked_up: tuple[Seated, ...]
    reasons: tuple[Reason, ...]


def new_dealer(seating: Seating, rules: Rulebook) -> DealerChange:
    """A new dealer comes to the table: each player away with a missed blind gets an absent
    button, and one who has ``rules.absent_buttons_pick_up`` of them has his chips picked up."""
    reasons, most = Reasons(rules), rules.absent_buttons_pick_up
    picked: list[Seated] = []
    for player in seating.players:
        if player.status != "away" or not player.owes or not most:
            continue
        count = player.absent_buttons + 1
        given = dataclasses.replace(player, absent_buttons=count)
        seating = dataclasses.replace(seating, players=tuple(given if p is player else p for p in seating.players))
        reasons.say("absent-button", "absent_buttons_pick_up", player=player.name, count=count, most=most)
        if count >= most:
            picked.append(given)
            seating = seating.leave(player.name)
            reasons.say("picked-up", "absent_buttons_pick_up", player=player.name, chips=player.stack)
    return DealerChange(seating, tuple(picked), tuple(reasons.said))


def pick_up(seating: Seating, name: str, rules: Rulebook) -> DealerChange:
    """The floor picks up the chips of ``name``, a player away (Rule 73: "or one hour";
    "Excessive absences may also cause a participant's chips to be picked up"); refused for a
    player at the table, naming him, and the seating is left as it was."""
    player = seating.player(name)
    if player.status != "away":
        rule = rules.cite("absent_buttons_pick_up")
        raise SituationError(code="bad-field", variant="pick-up-present", params={"player": name}, rule=rule)
    reason = Reasons(rules).reason("picked-up", "absent_buttons_pick_up", {"player": name, "chips": player.stack})
    return DealerChange(seating.leave(name), (player,), (reason,))
