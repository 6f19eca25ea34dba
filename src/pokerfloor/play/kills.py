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

Players away (Rules 193 and 194): "A person who leaves the table with a 'leg up' toward a kill
still has a 'leg up' along with the current 'leg up' upon returning to the game" (Rule 193): the
leg of a player away when the next hand is played is kept for him (:attr:`KillState.kept`) while
the kill button goes to that hand's winner, and he "can only return to the action by claiming the
'leg up' on the next hand" (Rule 194): it counts on his first hand back, and on no later one. "A
participant who is required to post a kill must do so even if wishing to quit or be dealt out. A
participant who fails to post a required kill blind will not be allowed to participate in any game
until the kill money is posted" (Rule 194): a player away whose kill is due or owed and who is not
dealt in (the rulebook sits players away out) is barred (:attr:`KillState.barred`) until a hand
where he posts it; where the rulebook deals players away in, the kill is posted for him and his
hand killed, like his blinds.

:func:`next_kill` is the one step: the state after a hand, from the state before it.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import NamedTuple

from pokerfloor.core.hand import Hand, Table
from pokerfloor.core.table_options import Kill
from pokerfloor.play.seating.reasons import Reason, Reasons
from pokerfloor.rules import Rulebook

__all__ = ["KillState", "kill_barred", "kill_reasons", "killed_table", "next_kill", "owes_kill", "without_player"]


class KillState(NamedTuple):
    """Who holds the kill button (``leg``, a player's name, ``None`` when it is neutral), who
    must kill the next pot he can (``due``), and who missed a kill while another fell due and
    owes it still (``owed``, in order: Rule 197); who went away holding a leg, kept for his first
    hand back (``kept``: Rules 193 and 194), and who was away when his kill was due and may not
    play until he posts it (``barred``: Rule 194)."""

    leg: str | None = None
    due: str | None = None
    owed: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()
    barred: tuple[str, ...] = ()


def owes_kill(state: KillState, name: str) -> bool:
    """Whether ``name`` must still post a kill (due, owed or barred until he posts it)."""
    return name == state.due or name in state.owed or name in state.barred


def without_player(state: KillState, name: str) -> KillState:
    """The state once ``name`` has left the game: the kill button he held is neutral (Rule 189:
    "The winner of the previous pot has quit the game"), the leg he kept gone, and a kill he owed
    (his chips picked up while away: Live Action Rule 73) is posted by nobody."""
    gone = {name}
    return KillState(
        None if state.leg == name else state.leg,
        None if state.due == name else state.due,
        _without(state.owed, gone),
        _without(state.kept, gone),
        _without(state.barred, gone),
    )


def kill_barred(state: KillState, table: Table) -> tuple[str, ...]:
    """The players of ``table`` barred from it (Rule 194): each is barred until the hand where he
    posts his kill, and the table posts it from none of them."""
    killer = table.names[table.kill_seat] if table.kill_seat is not None else None
    return tuple(name for name in state.barred if name in table.names and name != killer)


def next_kill(state: KillState, hand: Hand, away: Collection[str] = ()) -> KillState:
    """The kill button and the kill due after ``hand``, a hand of a game with a required kill;
    ``away``: the players seated who were away from the table during it (Rules 193 and 194)."""
    table, names = hand.table, hand.names
    winners = {names[k] for k in range(len(names)) if hand.winnings[k]}
    killer = names[table.kill_seat] if table.kill_seat is not None else None
    # The kill posted now is carried no further, whether it was due, owed or barred.
    due = state.due if state.due != killer else None
    owed = _without(state.owed, {killer})
    # Rule 194: away, not dealt in, his kill due: he failed to post it.
    failed = {name for name in (*owed, *([due] if due is not None else [])) if name in away and name not in names}
    barred = (*_without(state.barred, {killer}), *sorted(failed - set(state.barred)))
    # Rule 193: a leg held by a player away is kept; a kept leg counts on his first hand back only.
    back = {name for name in state.kept if name in names and name not in away}
    kept = _without(state.kept, back)
    if state.leg is not None and state.leg in away and state.leg not in winners and state.leg not in kept:
        kept = (*kept, state.leg)
    after = KillState(None, due, owed, kept, barred)
    if len(winners) != 1:  # a split pot (or no pot awarded): Rule 192, Rule 189
        keeps = state.leg if state.leg in winners else None
        after = after._replace(leg=keeps)
        return _must_kill(after, killer) if killer is not None and killer in winners else after
    (name,) = winners
    winner = names.index(name)
    after = after._replace(leg=name)
    if table.variant.is_split:
        return _must_kill(after, name) if _scooped_big(hand, winner) else after
    if (state.leg == name or name in back) and _won_a_full_bet(hand, winner):
        return _must_kill(after, name)
    return after


def _without(names: tuple[str, ...], gone: Collection[str | None]) -> tuple[str, ...]:
    return tuple(name for name in names if name not in gone)


def kill_reasons(before: KillState, after: KillState, rules: Rulebook) -> list[Reason]:
    """Why the kill state moved from ``before`` to ``after`` for the players away (Rules 193 and
    194): a leg kept, a kept leg claimed or spent, a player barred until he posts his kill."""
    reasons = Reasons(rules)
    # Each reason: the players in the first collection and not in the second, in its order.
    moves = (
        ("kill-leg-kept", after.kept, before.kept),
        ("kill-leg-claimed", before.kept, after.kept),
        ("kill-barred", after.barred, before.barred),
        ("kill-posted", before.barred, after.barred),
    )
    for code, now, then in moves:
        for name in now:
            if name not in then:
                reasons.say(code, "kill-away", player=name)
    return reasons.said


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
