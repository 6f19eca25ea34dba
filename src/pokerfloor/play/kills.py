"""A required kill, hand after hand (WSOP 2024 Live Action Rules, Kill Pots, Rules 189-197): who
holds the kill button (a "leg up"), and who must kill the next pot.

"In high-low split games using a required kill, a participant who scoops a pot bigger than a set
size (5 times the upper limit of the game) must kill the next pot. In other games using a required
kill, a participant who wins two consecutive pots must kill the next pot" (the section's text).
The second "leg" must win "at least one full bet ... it cannot be any part of the blind structure"
(Rule 191; the kill blind is not part of it). The kill button is neutral on the first hand, when
its holder has left, and when a pot is split and neither had it (Rule 189); a player with a leg
who splits the next pot keeps it, and a kill who splits kills again (Rule 192). A player due to
kill who is on the button or in a blind posts at his first hand elsewhere (Rule 197); in stud,
which has neither, at the next hand (Rule 190: no bring-in, the action starts on his left). "If a
kill is already active on that particular hand, the participant will then have to kill at the
first opportunity after the button passes" (Rule 197): a kill missed while another falls due is
owed, and posted at a later hand, "only one kill ... per deal" (Rule 198).

:func:`next_kill` is the one step: the state after a hand, from the state before it.
"""

from __future__ import annotations

from typing import NamedTuple

from pokerfloor.core.hand import Hand, Table
from pokerfloor.core.table_options import Kill

__all__ = ["KillState", "killed_table", "next_kill"]


class KillState(NamedTuple):
    """Who holds the kill button (``leg``, a player's name, ``None`` when it is neutral), who
    must kill the next pot he can (``due``), and who missed a kill while another fell due and
    owes it still (``owed``, in order: Rule 197)."""

    leg: str | None = None
    due: str | None = None
    owed: tuple[str, ...] = ()


def next_kill(state: KillState, hand: Hand) -> KillState:
    """The kill button and the kill due after ``hand``, a hand of a game with a required kill."""
    table, names = hand.table, hand.names
    winners = [k for k in range(len(names)) if hand.winnings[k]]
    killer = names[table.kill_seat] if table.kill_seat is not None else None
    # The kill posted now is carried no further, whether it was due or owed.
    due = state.due if state.due != killer else None
    owed = tuple(name for name in state.owed if name != killer)
    if len(winners) != 1:  # a split pot (or no pot awarded): Rule 192, Rule 189
        keeps = state.leg if state.leg in {names[k] for k in winners} else None
        after = KillState(keeps, due, owed)
        return _must_kill(after, killer) if killer is not None and killer in {names[k] for k in winners} else after
    winner = winners[0]
    name = names[winner]
    after = KillState(name, due, owed)
    if table.variant.is_split:
        return _must_kill(after, name) if _scooped_big(hand, winner) else after
    if state.leg == name and _won_a_full_bet(hand, winner):
        return _must_kill(after, name)
    return after


def _must_kill(state: KillState, name: str) -> KillState:
    """``name`` must kill the next pot; a kill due from another player, not posted yet, is owed
    after it (Rule 197: "If a kill is already active on that particular hand, the participant will
    then have to kill at the first opportunity after the button passes")."""
    if state.due is None or state.due == name:
        return state._replace(due=name)
    return state._replace(due=name, owed=(*state.owed, state.due))


def killed_table(table: Table, state: KillState, kill: Kill) -> Table:
    """The hand's table with a kill posted: the kill due, else the first kill owed, by its player
    when he is dealt in and neither on the button nor in a blind (Rule 197; in stud, Rule 190,
    wherever he sits); one kill a deal (Rule 198). The table as it is when none can be posted
    (the kills carried on)."""
    for name in (state.due, *state.owed):
        seat = _kill_seat(table, name)
        if seat is not None:
            return table.replace(kill=kill, kill_seat=seat, straddles=(), straddler=None)
    return table


def _kill_seat(table: Table, name: str | None) -> int | None:
    """The seat from which ``name`` may kill this hand, or ``None`` (not dealt in, or on the
    button or in a blind of a flop or draw game)."""
    if name is None or name not in table.names or len(table.names) < 3:
        return None
    seat = table.names.index(name)
    if not table.variant.has_bring_in and (seat == table.button or seat in table.blind_seats or table.blinds is None):
        return None
    return seat


def _scooped_big(hand: Hand, winner: int) -> bool:
    """Rule 195: the whole pot to one player, at least five times the game's upper limit."""
    structure = hand.table.structure
    upper = structure._unit(True, structure.min_bet)
    return hand.winnings[winner] >= 5 * upper


def _won_a_full_bet(hand: Hand, winner: int) -> bool:
    """Rule 191: what the winner took from the others, less their blinds, is a full bet at least."""
    table = hand.table
    structure = table.structure
    blinds = sum(hand.posted[k] for k in range(len(hand.names)) if k not in (winner, table.kill_seat))
    won = hand.winnings[winner] - hand.committed[winner]  # from the others: his own chips are not won
    return won - blinds >= structure._unit(False, structure.min_bet)
