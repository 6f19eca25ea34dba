"""What the events of a hand do to its table (:func:`pokerfloor.room.state.apply` calls them):
the deal (a bomb pot's, a sit-and-go's level), each action through the engine's written door, the
players' answers on running the board again and the runs dealt, the votes for a bomb pot, and the
end of the hand (the stacks as it left them, the players who go, the sit-and-go's finishes). A
refused event raises a typed error (:class:`~pokerfloor.errors.RoomError`, or the engine's for an
action) before it changes anything."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable

from pokerfloor.actions import parse_action
from pokerfloor.core.hand import Hand
from pokerfloor.errors import RoomError
from pokerfloor.games.cards import Deck
from pokerfloor.play.seating import Stakes
from pokerfloor.play.session import bomb_pot_table, straddled_table, straddles_owed_after
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.runs import RunsAsked, may_run_again
from pokerfloor.room.seats import forget, take_away, with_stack
from pokerfloor.room.sitandgo import Tourney
from pokerfloor.room.table_state import TableState

__all__ = ["HAND_EVENTS"]


def _dealt(state: TableState, event: RoomEvent) -> None:
    if state.in_hand:
        raise RoomError(code="hand-on", params={"number": state.hand_number})
    if state.paused:
        raise RoomError(code="paused")
    tourney, stakes = _level_now(state, event.at)
    deal = state.seating.deal(stakes)  # refuses fewer than two players to deal in
    seed = event.data["seed"]
    bomb, out = _bomb_pot_now(state)
    # the players away, and those who opted out of a bomb pot voted, sit it out
    table = deal.table if not bomb else bomb_pot_table(deal.table, bomb, (*deal.away, *out))
    if not bomb:
        settings = state.open_settings
        table = straddled_table(table, settings.straddle, state.missed_straddles, settings.straddle_from)
    rake = state.open_settings.rake
    deck = Deck(seed)
    hand = Hand(table if rake is None else table.replace(rake=rake), deck=deck)
    if tourney is not None:
        tourney.level_hands += 1
        state.tourney = tourney
    state.stakes, state.hand, state.deck = stakes, hand, deck
    if not bomb:  # WSOP 2024 Live Action Rule 27: the button does not advance in a bomb pot
        state.seating = deal.seating
    state.reasons = deal.reasons
    state.away_in_hand = frozenset(deal.away) if not bomb else frozenset()
    state.hand_number += 1
    state.hand_seed = seed
    state.bomb_votes = {}  # a vote is for the next hand only
    state.turn_started = event.at
    if state.hand.is_over:  # every player all in on the forced bets: dealt out at once
        _betting_over(state, event.at, board=0)


def _bomb_pot_now(state: TableState) -> tuple[int, tuple[str, ...]]:
    """The ante of the next hand when it is a bomb pot, else 0, and the players who opted out of
    it: the table's placard makes it one every so many hands; else a vote, when every player
    present has voted and two or more are in (WSOP 2024 Live Action Rule 27: "An agreement by all
    players to ante the same amount"; "A player may choose to opt out ... will not be dealt in")."""
    settings = state.open_settings
    placard = settings.bomb_pot
    if placard is not None and not (state.hand_number + 1) % placard[1]:
        return placard[0], ()
    present = [p.name for p in state.seating.players if p.status != "away" and p.name not in state.leaving]
    votes = state.bomb_votes
    if not settings.bomb_pot_vote or any(name not in votes for name in present):
        return 0, ()
    if sum(votes[name] for name in present) < 2:
        return 0, ()
    return settings.bomb_pot_vote, tuple(name for name in present if not votes[name])


def _bomb_voted(state: TableState, event: RoomEvent) -> None:
    """A player present votes for a bomb pot on the next hand, or opts out of it (he may change
    his mind until the deal)."""
    name = event.data["player"]
    if not state.open_settings.bomb_pot_vote:
        raise RoomError(code="bomb-vote", variant="not-offered", params={"table": state.table_id})
    if state.player(name).status == "away":
        raise RoomError(code="bomb-vote", variant="away", params={"player": name})
    state.bomb_votes[name] = bool(event.data["agree"])


def _level_now(state: TableState, at: float) -> tuple[Tourney | None, Stakes]:
    """A sit-and-go at a deal: started by its first (refused while a seat is free), and its level
    now, on a copy (the deal may yet be refused); a cash table's stakes are its own."""
    assert state.stakes is not None  # an open table has its stakes
    found = state.sit_and_go()
    if found is None:
        return None, state.stakes
    rules, kept = found
    tourney = dataclasses.replace(kept)
    if not tourney.started:
        free = state.free_seats()
        if free:
            raise RoomError(code="sit-and-go", variant="not-full", params={"free": len(free)})
        tourney.start(at)
    tourney.next_level(rules, at)
    return tourney, state.open_settings.stakes(rules.levels[tourney.level])


def _acted(state: TableState, event: RoomEvent) -> None:
    hand = state.hand
    if hand is None or hand.is_over:
        raise RoomError(code="no-hand")
    if state.paused:
        raise RoomError(code="paused")
    text = event.data["text"]
    written = parse_action(text)
    if written.verb == "draws" and written.amount and not written.words:
        raise RoomError(code="draw-cards", params={"player": written.name})
    name = written.name
    bank = state.banks.get(name, 0.0)
    board = len(hand.board)
    hand.push_text(text)  # the engine's refusal changes nothing
    if event.data["by"] == "clock":
        state.banks[name] = 0.0
    elif name in state.banks:
        over = event.at - state.turn_started - state.open_settings.action_seconds
        state.banks[name] = max(0.0, bank - max(0.0, over))
    state.turn_started = event.at
    if hand.is_over:
        _betting_over(state, event.at, board=board)


def _betting_over(state: TableState, at: float, *, board: int) -> None:
    """The hand's betting is over: the players are asked whether to run the board again when the
    table offers it and the hand allows it (``board``: the cards out when the betting ended), else
    the hand is over."""
    hand, most = state.hand, state.open_settings.runs
    assert hand is not None
    if most > 1 and may_run_again(hand):
        players = tuple(name for name, folded in zip(hand.names, hand.folded, strict=True) if not folded)
        state.runs_asked = RunsAsked(players, most, board)
        return
    _hand_over(state, at)


def _runs_answered(state: TableState, event: RoomEvent) -> None:
    asked = state.runs_asked
    if asked is None:
        raise RoomError(code="agreement", variant="not-asked")
    if state.paused:
        raise RoomError(code="paused")
    asked.answer(event.data["player"], event.data["times"])


def _ran(state: TableState, event: RoomEvent) -> None:
    """The board run as agreed (once, when it was not): the hand is over."""
    asked, hand = state.runs_asked, state.hand
    if asked is None or hand is None:
        raise RoomError(code="agreement", variant="not-asked")
    times = asked.check_ran(event.data["times"])
    if times > 1:
        hand.run_it(times, deck=state.deck)
    state.runs_asked = None
    _hand_over(state, event.at)


def _hand_over(state: TableState, at: float) -> None:
    """The stacks as the hand left them; the players with no chips, and those leaving, go; the
    chips added during the hand join the stacks."""
    assert state.hand is not None
    state.raked += sum(state.hand.house_take())
    settings, owed = state.open_settings, state.missed_straddles
    state.missed_straddles = straddles_owed_after(
        state.hand.table, state.seating, owed, settings.straddle, settings.straddle_from
    )
    seating = state.seating.after(state.hand)
    for name in seating.departed:  # no chips left: the seat is free (a rebuy is a new buy-in)
        forget(state, name)
        state.cashed[name] = 0
    state.seating = seating
    _knock_out(state, state.hand, seating.departed)
    for name, chips in sorted(state.pending.items()):
        if state.seated(name) is not None:
            state.seating = with_stack(state.seating, name, state.player(name).stack + chips)
        else:  # he lost every chip in the hand: what he added is his, and he takes it back
            state.chips_out += chips
            state.cashed[name] = chips
    state.pending.clear()
    for name in sorted(state.leaving):
        take_away(state, name)
    state.away_in_hand = frozenset()
    state.hand_ended = at


def _knock_out(state: TableState, hand: Hand, departed: Iterable[str]) -> None:
    """At a sit-and-go, the players who lost every chip finish in their places; the last with
    chips wins, and takes them away (a tournament's chips are not money: the prizes are)."""
    found = state.sit_and_go()
    if found is None:
        return
    rules, tourney = found
    began = dict(zip(hand.names, hand.table.stacks, strict=True))
    tourney.knock_out({name: began[name] for name in departed}, len(state.seating.players), state.hand_number)
    if len(state.seating.players) == 1:
        winner = state.seating.players[0].name
        tourney.finish(rules, winner, state.hand_number)
        take_away(state, winner)


#: What each event of a hand does, by the event's kind.
HAND_EVENTS: dict[str, Callable[[TableState, RoomEvent], None]] = {
    "dealt": _dealt,
    "acted": _acted,
    "runs": _runs_answered,
    "ran": _ran,
    "bomb-vote": _bomb_voted,
}
