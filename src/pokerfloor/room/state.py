"""A table of the room as it stands: :class:`TableState`, changed only by :func:`apply`, one
:class:`~pokerfloor.room.events.RoomEvent` at a time.

The state is what the events made it: the same events applied in the same order give the same
table, seat, stack, clock and hand in progress (a hand is its table, dealt by the rulebook from
the seating, its deck's seed and its actions: the engine plays them again exactly). So the
server keeps nothing else: on a restart it applies the stored events again.

The seating between hands is the engine's :class:`~pokerfloor.play.seating.Seating` (the button,
the blinds, players new, away or back, the blinds they missed, the dead button, by the rulebook);
each hand is a :class:`~pokerfloor.core.hand.Hand` dealt from it and played through the written
actions' one door (:meth:`Hand.push_text <pokerfloor.core.hand.Hand.push_text>`). What the room
adds is its own: each player's time bank, top-ups waiting for the end of his hand, players
leaving once their hand is over, the waiting list, the pause, the chips brought and taken away.

A refused event raises a typed error (:class:`~pokerfloor.errors.RoomError`, or the engine's for
an action) and leaves the state exactly as it was: every check comes before any change.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from pokerfloor.actions import parse_action
from pokerfloor.core.hand import Hand
from pokerfloor.errors import RoomError
from pokerfloor.games.cards import Deck
from pokerfloor.play.seating import Reason, Seated, Seating, Stakes
from pokerfloor.play.session import bomb_pot_table, straddled_table, straddles_owed_after
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.runs import RunsAsked, may_run_again
from pokerfloor.room.settings import TableSettings
from pokerfloor.room.sitandgo import SitAndGo, Tourney

__all__ = ["Ruling", "TableState", "apply", "replay"]


@dataclass(frozen=True, slots=True)
class Ruling:
    """A floor ruling on a dispute: when, by whom, what was ruled and the rule cited."""

    at: float
    by: str
    text: str
    rule: str


@dataclass
class TableState:
    """A table as its events made it (see the module's documentation).

    ``seating`` is the table between hands (during a hand: as the deal left it; the stacks move
    when the hand is over). ``hand`` is the hand in play or the last one played (``None`` before
    the first); ``away_in_hand`` the players dealt in while away, whose hands the house folds;
    ``turn_started`` when the clock of the player to act began; ``hand_ended`` when the last hand
    ended. ``banks`` are the time banks in seconds, ``pending`` the chips added during a hand
    (they join the stack when it is over), ``leaving`` the players who leave once their hand is
    over, ``why_away`` why each player away sits out, ``waiting`` the waiting list with each
    one's buy-in, ``cashed`` the chips each player who left took away (0: he lost them all; kept
    until he sits down again). ``chips_in`` and ``chips_out`` count the chips brought and taken
    away; ``missed_straddles`` the players who owe the table's mandatory straddle (they post it
    dead when next dealt in); ``raked`` the chips the house took from the pots (its rake and jackpot drops).
    ``tourney`` is how a sit-and-go stands (``None`` at a cash table). ``runs_asked`` is the
    players' agreement to run the board more than once while it is asked (:mod:`pokerfloor.room.runs`:
    the hand is still in play then), ``deck`` the hand's deck, whose rest deals the further runs.
    ``bomb_votes`` are the players' votes for a bomb pot on the next hand (``True``: in,
    ``False``: out), cleared by each deal."""

    table_id: str
    settings: TableSettings | None = None
    stakes: Stakes | None = None
    seating: Seating = field(default_factory=lambda: Seating(2, ()))
    hand: Hand | None = None
    hand_number: int = 0
    hand_seed: int = 0
    away_in_hand: frozenset[str] = frozenset()
    reasons: tuple[Reason, ...] = ()
    turn_started: float = 0.0
    hand_ended: float = 0.0
    banks: dict[str, float] = field(default_factory=dict)
    pending: dict[str, int] = field(default_factory=dict)
    leaving: set[str] = field(default_factory=set)
    why_away: dict[str, str] = field(default_factory=dict)
    waiting: list[tuple[str, int]] = field(default_factory=list)
    cashed: dict[str, int] = field(default_factory=dict)
    rulings: list[Ruling] = field(default_factory=list)
    paused: bool = False
    closed: bool = False
    seq: int = 0
    at: float = 0.0
    chips_in: int = 0
    chips_out: int = 0
    raked: int = 0
    missed_straddles: frozenset[str] = frozenset()
    tourney: Tourney | None = None
    runs_asked: RunsAsked | None = None
    bomb_votes: dict[str, bool] = field(default_factory=dict)
    deck: Deck | None = None

    # -- what can be read of it -------------------------------------------------------------------
    @property
    def in_hand(self) -> bool:
        """Whether a hand is being played (its betting over, it is still in play while its players
        are asked whether to run the board again)."""
        return self.hand is not None and (not self.hand.is_over or self.runs_asked is not None)

    @property
    def open_settings(self) -> TableSettings:
        """The settings of an open table (a refusal before the table is opened)."""
        if self.settings is None:
            raise RoomError(code="no-table", params={"table": self.table_id})
        return self.settings

    def seated(self, name: str) -> Seated | None:
        """The player of that name in his seat, or ``None``."""
        return next((p for p in self.seating.players if p.name == name), None)

    def player(self, name: str) -> Seated:
        """The seated player of that name (a refusal when he has no seat)."""
        found = self.seated(name)
        if found is None:
            raise RoomError(code="not-seated", params={"player": name})
        return found

    def dealt_in(self, name: str) -> bool:
        """Whether the player is in the hand being played (folded or not)."""
        return self.in_hand and self.hand is not None and name in self.hand.names

    def stack(self, name: str) -> int:
        """The player's chips behind: as the hand in play has them, else his seat's."""
        hand = self.hand
        if hand is not None and self.in_hand and name in hand.names:
            return hand.stacks[hand.names.index(name)]
        return self.player(name).stack

    def chips_at_table(self) -> int:
        """The chips at the table: the stacks as the last hand left them (a hand in play keeps
        its chips), and the top-ups waiting for the end of a hand."""
        return sum(p.stack for p in self.seating.players) + sum(self.pending.values())

    def free_seats(self) -> list[int]:
        """The empty seats, in order."""
        taken = {p.seat for p in self.seating.players}
        return [seat for seat in range(1, self.seating.seats + 1) if seat not in taken]

    def sit_and_go(self) -> tuple[SitAndGo, Tourney] | None:
        """A sit-and-go table's rules and how it stands (``None`` at a cash table)."""
        settings, tourney = self.settings, self.tourney
        if settings is None or settings.sit_and_go is None or tourney is None:
            return None
        return settings.sit_and_go, tourney


def apply(state: TableState, event: RoomEvent) -> None:
    """Apply ``event`` to ``state`` (the next in order); a refused event raises and changes nothing."""
    if event.seq != state.seq + 1:
        raise RoomError(code="event-order", params={"seq": event.seq, "expected": state.seq + 1})
    if state.settings is None and event.kind != "opened":
        raise RoomError(code="no-table", params={"table": state.table_id})
    if state.closed:
        raise RoomError(code="closed", params={"table": state.table_id})
    _APPLY[event.kind](state, event)
    state.seq, state.at = event.seq, event.at


# -- the table and its seats --------------------------------------------------------------------------


def _opened(state: TableState, event: RoomEvent) -> None:
    if state.settings is not None:
        raise RoomError(code="table-open", params={"table": state.table_id})
    settings = TableSettings.from_json(event.data["settings"])
    state.settings, state.stakes = settings, settings.stakes()
    state.seating = Seating(settings.seats, ())
    state.tourney = Tourney() if settings.sit_and_go is not None else None


def _seated(state: TableState, event: RoomEvent) -> None:
    settings = state.open_settings
    name, seat, chips = event.data["player"], event.data["seat"], event.data["chips"]
    _check_name_free(state, name)
    if not 1 <= seat <= settings.seats:
        raise RoomError(code="no-seat", params={"seat": seat, "seats": settings.seats})
    holder = next((p.name for p in state.seating.players if p.seat == seat), None)
    if holder is not None:
        raise RoomError(code="seat-taken", params={"seat": seat, "player": holder})
    moved = "moved_from" in event.data  # the floor moves him here with his chips, ahead of the list
    if not moved:
        _check_buy_in(settings, name, chips)
    waiting = [waiter for waiter, _ in state.waiting]
    if waiting and name != waiting[0] and not moved:
        raise RoomError(code="waiting-list", params={"player": waiting[0]})
    rebuy = _check_entry(state, name, moved=moved)
    state.seating = state.seating.sit(name, seat, chips, posts=bool(event.data.get("posts", True)))
    _enter(state, name, rebuy=rebuy)
    state.cashed.pop(name, None)
    state.waiting = [entry for entry in state.waiting if entry[0] != name]
    state.banks[name] = settings.bank_seconds
    state.chips_in += chips


def _check_entry(state: TableState, name: str, *, moved: bool) -> bool:
    """At a sit-and-go, whether this seat is a rebuy; refused once it has started (but for a rebuy
    the settings allow), once it is over, and to the floor's moves."""
    found = state.sit_and_go()
    if found is None:
        return False
    rules, tourney = found
    if moved:
        raise RoomError(code="sit-and-go", variant="move", params={"player": name, "table": state.table_id})
    if tourney.over:
        raise RoomError(code="sit-and-go", variant="over", params={"table": state.table_id})
    if not tourney.started:
        return False
    if not tourney.may_rebuy(rules, name):
        raise RoomError(code="sit-and-go", variant="started", params={"player": name, "rebuys": rules.rebuys})
    return True


def _enter(state: TableState, name: str, *, rebuy: bool) -> None:
    """A sit-and-go's entry paid (a rebuy takes the player's finish back)."""
    tourney = state.tourney
    if tourney is None:
        return
    tourney.entries += 1
    if rebuy:
        tourney.rebuys[name] = tourney.rebuys.get(name, 0) + 1
        tourney.places = [entry for entry in tourney.places if entry[0] != name]


def _check_name_free(state: TableState, name: str) -> None:
    found = state.seated(name)
    if found is not None:
        raise RoomError(code="already-seated", params={"player": name, "seat": found.seat})


def _check_buy_in(settings: TableSettings, name: str, chips: int) -> None:
    least, most = settings.buy_in
    if not least <= chips <= most:
        raise RoomError(code="buy-in", params={"player": name, "chips": chips, "least": least, "most": most})


def _added(state: TableState, event: RoomEvent) -> None:
    settings = state.open_settings
    name, chips = event.data["player"], event.data["chips"]
    seated = state.player(name)
    if state.tourney is not None:  # a sit-and-go has no top-ups (nor add-ons)
        raise RoomError(code="sit-and-go", variant="add", params={"player": name})
    if name in state.leaving:
        raise RoomError(code="leaving", params={"player": name})
    has = seated.stack + state.pending.get(name, 0)
    room = settings.buy_in[1] - has
    if not 0 < chips <= room:
        raise RoomError(
            code="top-up", params={"player": name, "chips": chips, "stack": has, "room": max(room, 0),
                                   "most": settings.buy_in[1]}
        )  # fmt: skip
    if state.dealt_in(name):
        state.pending[name] = state.pending.get(name, 0) + chips
    else:
        state.seating = _with_stack(state.seating, name, seated.stack + chips)
    state.chips_in += chips


def _with_stack(seating: Seating, name: str, stack: int) -> Seating:
    players = tuple(dataclasses.replace(p, stack=stack) if p.name == name else p for p in seating.players)
    return dataclasses.replace(seating, players=players)


def _sat_out(state: TableState, event: RoomEvent) -> None:
    name = event.data["player"]
    if state.player(name).status == "away":
        raise RoomError(code="already-away", params={"player": name})
    state.seating = state.seating.sit_out(name)
    state.why_away[name] = event.data["why"]


def _back(state: TableState, event: RoomEvent) -> None:
    name = event.data["player"]
    if state.player(name).status != "away":
        raise RoomError(code="not-away", params={"player": name})
    state.seating = state.seating.come_back(name, posts=True)
    state.why_away.pop(name, None)


def _left(state: TableState, event: RoomEvent) -> None:
    name = event.data["player"]
    state.player(name)
    if name in state.leaving:
        raise RoomError(code="leaving", params={"player": name})
    tourney = state.tourney
    if tourney is not None and "moved_to" in event.data:
        raise RoomError(code="sit-and-go", variant="move", params={"player": name, "table": state.table_id})
    if tourney is not None and tourney.started:  # his chips stay in play: he may sit out
        raise RoomError(code="sit-and-go", variant="leave", params={"player": name})
    if tourney is not None:  # before the start: his entry is given back
        tourney.entries -= 1
    if state.dealt_in(name) and "moved_to" in event.data:  # the floor moves a player between his hands
        raise RoomError(code="hand-on", params={"number": state.hand_number})
    if state.dealt_in(name):
        state.leaving.add(name)
    else:
        _take_away(state, name)


def _take_away(state: TableState, name: str) -> None:
    """The player goes with his chips: his seat is free."""
    chips = state.player(name).stack + state.pending.pop(name, 0)
    state.chips_out += chips
    state.cashed[name] = chips
    state.seating = state.seating.leave(name)
    _forget(state, name)


def _forget(state: TableState, name: str) -> None:
    state.bomb_votes.pop(name, None)
    state.missed_straddles = state.missed_straddles - {name}  # a player gone owes the table nothing
    state.banks.pop(name, None)
    state.why_away.pop(name, None)
    state.leaving.discard(name)


def _waiting(state: TableState, event: RoomEvent) -> None:
    settings = state.open_settings
    name, chips = event.data["player"], event.data["chips"]
    _check_name_free(state, name)
    if state.tourney is not None:  # a sit-and-go starts when full, and takes nobody after
        raise RoomError(code="sit-and-go", variant="waiting", params={"player": name})
    if any(waiter == name for waiter, _ in state.waiting):
        raise RoomError(code="already-waiting", params={"player": name})
    if state.free_seats() and not state.waiting:
        raise RoomError(code="seats-free", params={"seat": state.free_seats()[0]})
    _check_buy_in(settings, name, chips)
    state.waiting.append((name, chips))


def _unwaiting(state: TableState, event: RoomEvent) -> None:
    name = event.data["player"]
    if all(waiter != name for waiter, _ in state.waiting):
        raise RoomError(code="not-waiting", params={"player": name})
    state.waiting = [entry for entry in state.waiting if entry[0] != name]


# -- the hands ------------------------------------------------------------------------------------------


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
        _forget(state, name)
        state.cashed[name] = 0
    state.seating = seating
    _knock_out(state, state.hand, seating.departed)
    for name, chips in sorted(state.pending.items()):
        if state.seated(name) is not None:
            state.seating = _with_stack(state.seating, name, state.player(name).stack + chips)
        else:  # he lost every chip in the hand: what he added is his, and he takes it back
            state.chips_out += chips
            state.cashed[name] = chips
    state.pending.clear()
    for name in sorted(state.leaving):
        _take_away(state, name)
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
        _take_away(state, winner)


# -- the floor and the server -------------------------------------------------------------------------


def _paused(state: TableState, event: RoomEvent) -> None:
    if state.paused:
        raise RoomError(code="paused")
    state.paused = True
    if state.tourney is not None:  # the level's clock stops too
        state.tourney.paused_at = event.at


def _resumed(state: TableState, event: RoomEvent) -> None:
    if not state.paused:
        raise RoomError(code="not-paused")
    state.paused = False
    state.turn_started = event.at  # the clock of the player to act starts over
    tourney = state.tourney
    if tourney is not None:
        if tourney.started:
            tourney.level_started += event.at - tourney.paused_at
        tourney.paused_at = 0.0


def _restarted(state: TableState, event: RoomEvent) -> None:
    state.turn_started = event.at


def _ruled(state: TableState, event: RoomEvent) -> None:
    data = event.data
    state.rulings.append(Ruling(event.at, data["by"], data["text"], data["rule"]))


def _closed(state: TableState, event: RoomEvent) -> None:
    if state.in_hand:
        raise RoomError(code="hand-on", params={"number": state.hand_number})
    tourney = state.tourney
    if tourney is not None and tourney.started and not tourney.over:
        raise RoomError(code="sit-and-go", variant="close", params={"table": state.table_id})
    for player in state.seating.players:
        _take_away(state, player.name)
    state.waiting.clear()
    state.closed = True


_APPLY: dict[str, Callable[[TableState, RoomEvent], None]] = {
    "opened": _opened,
    "seated": _seated,
    "added": _added,
    "sat-out": _sat_out,
    "back": _back,
    "left": _left,
    "waiting": _waiting,
    "unwaiting": _unwaiting,
    "dealt": _dealt,
    "acted": _acted,
    "runs": _runs_answered,
    "ran": _ran,
    "bomb-vote": _bomb_voted,
    "paused": _paused,
    "resumed": _resumed,
    "restarted": _restarted,
    "ruled": _ruled,
    "closed": _closed,
}


def replay(table_id: str, events: Iterable[RoomEvent]) -> TableState:
    """The table its events make, applied in order from the first."""
    state = TableState(table_id)
    for one in events:
        apply(state, one)
    return state
