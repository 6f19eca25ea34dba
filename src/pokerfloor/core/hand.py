"""A whole hand: :class:`Hand`, the one mutable state of the hand being played.

Actions are pushed and popped like moves in python-chess: ``hand.push(action)`` applies one (or
raises, changing nothing), ``hand.pop()`` takes the last one back in constant time. The hand asks
the room that owns each concern: the forced bets (:mod:`~pokerfloor.core.forced`), the streets and
their cards (:mod:`~pokerfloor.core.streets`), the draws (:mod:`~pokerfloor.core.draws`), the
betting round (:mod:`~pokerfloor.core.betting`), the showdown (:mod:`~pokerfloor.core.showdown`);
what a hand is, and what can be read of it, is :class:`~pokerfloor.core.state.HandState`.

>>> from pokerfloor import Table, Hand, NoLimit, rulebook, Action, Kind
>>> table = Table(names=("SB", "BB", "BTN"), stacks=(200, 200, 200), button=2,
...               structure=NoLimit(2), rules=rulebook("tda"), blinds=(1, 2))
>>> hand = Hand(table)
>>> hand.player_to_act, hand.options()
('BTN', <Options player=2 fold call raise call_to=2 to=4..200>)
>>> hand.push(Action(Kind.RAISE, 6)); hand.pop(); hand.player_to_act
'BTN'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from pokerfloor.actions import Action, Kind, WrittenAction, parse_action
from pokerfloor.amounts import MAX_CHIPS
from pokerfloor.core import draws, runs, showdown, streets
from pokerfloor.core.betting import NOT_ACTED
from pokerfloor.core.checks import checked_action, refuse_cards
from pokerfloor.core.forced import post_forced_bets
from pokerfloor.core.options import Options, draw_options_of, options_of
from pokerfloor.core.pots import Pot, Share
from pokerfloor.core.record import ClosedStreet, Drew, Event, Settled
from pokerfloor.core.showdown import Award
from pokerfloor.core.state import HandState
from pokerfloor.core.table import Table
from pokerfloor.core.view import SeatView, seat_view
from pokerfloor.errors import (
    ActionSyntaxError,
    NoActionPendingError,
    NotYourTurnError,
    PokerfloorError,
    SituationError,
    quoted,
)
from pokerfloor.games.cards import UNKNOWN, Deck
from pokerfloor.games.cards import cards as parse_cards
from pokerfloor.given import Given, mypyc_attr, refused, sequence

if TYPE_CHECKING:
    from pokerfloor.core.spot import Spot

__all__ = ["Event", "Hand", "Table"]  # Event and Table live in record.py and table.py


_CALL: Final = Kind.CALL
_CHECK: Final = Kind.CHECK
_BRING_IN: Final = Kind.BRING_IN
#: The all-in of a player who cannot do more than call or post the bring-in, made once.
_CALL_ACTION: Final = Action(Kind.CALL)
_BRING_IN_ACTION: Final = Action(Kind.BRING_IN)
#: An action made without the named tuple's keyword-parsing constructor (a Python function): the
#: learning environment's menu asks for the all-in at every decision (2% of its decision).
_action: Final = tuple.__new__
_DRAW: Final = Kind.DRAW
#: An action's discards when it has none (the empty tuple is one object: an identity test).
_NO_CARDS: Final = ()


# ``Hand.__new__(Hand)`` is a blank hand on both builds, filled in by copy() and by unpickling.
# Compiled, this setting keeps the constructor out of the class's ``__new__`` (which mypyc runs
# there otherwise; ``object.__new__`` refuses a compiled class); a ``__new__`` of our own would
# cost a Python call on every hand in pure Python.
@mypyc_attr(allow_interpreted_subclasses=True)
class Hand(HandState):
    """The state of a hand in play: push actions, pop them back, ask who acts and what he may do.

    Seats are indices into the table's players. ``stacks`` are the chips behind, ``committed``
    what each put into the pots on finished streets (antes included), ``returned`` what came back
    uncalled, ``winnings`` what each collected from the pots once the hand is over.

    ``Hand(table)`` starts the hand: it posts the forced bets and deals. ``hole`` gives known hole
    cards by seat and ``board`` the board as it will fall; with a ``deck`` every other card is dealt from it
    (hole cards one at a time from the left of the button, a burn before each street), else
    it stays unknown and the showdown is left undecided. With ``auto_settle=False`` the pots
    wait at the showdown for :meth:`settle` (hands shown or mucked, as in a hand history).

    A property answers from what the hand holds (``is_over``, ``board``, ``player_to_act``,
    ``street_bets``, ``is_drawing``; ``legal_actions`` is ``options()`` for ``action in``); a method
    works its answer out when asked (``options()``, ``passive_kind()``, ``aggressive_kind()``,
    ``pots()``, ``pots_with_bets()``, ``in_hand()``, ``showing_order()``, ``awards()``), takes an
    argument (``up_cards(seat)``) or changes the hand (``push``, ``pop``, ``settle``). A method
    given where its answer belongs (``Action(hand.passive_kind)``) is refused when pushed, saying
    what to write.
    """

    __slots__ = ()

    def __init__(
        self,
        table: Given[Table],
        *,
        hole: Given[Mapping[int, Sequence[int]] | None] = None,
        board: Given[Sequence[int]] = (),
        deck: Given[Deck | None] = None,
        auto_settle: Given[bool] = True,
    ) -> None:
        """Start the hand: post the forced bets and deal (the class says how)."""
        if not isinstance(table, Table):
            raise refused("table", table, "needs", kind="Table")
        if deck is not None and not isinstance(deck, Deck):
            raise SituationError(code="bad-field", params={"deck": quoted(deck)}, variant="deck")
        if auto_settle is not True and auto_settle is not False:  # two identity tests: a hand is made per deal
            raise refused("auto_settle", auto_settle, "flag")
        # Each card a card, each seat a seat, before the compiled code reads one (an empty board
        # that is not the default tuple is looked at too: it must be a sequence).
        n = len(table.names)
        if hole is not None or board or type(board) is not tuple:
            refuse_cards({} if hole is None else hole, board, n)
        # Checked: from here on they have their types (to mypyc they were ``object``: pokerfloor.given).
        known: Mapping[int, Sequence[int]] = hole or {}  # type: ignore[assignment, unused-ignore]
        dealt: Sequence[int] = board  # type: ignore[assignment, unused-ignore]
        if deck is not None and len(table.variant.deck) < 52:
            deck.keep(table.variant.deck)  # a short deck: the cards the game leaves out are never dealt
        self.table = table
        self.auto_settle = auto_settle
        self.names = table.names
        self.stacks = list(table.stacks)
        self.folded = [False] * n
        self.committed = [0] * n
        self.returned = [0] * n
        self.winnings = [0] * n
        self.posted = [0] * n
        self.dead = table.pot
        self.settled = False
        self.street = table.street
        self.history = []
        self.record = []
        self.dealer = None
        self.drawing = None
        self.discarded = ()
        if table.variant.deals_late:
            self.hole, self.runout = streets.start_dealing(self, known, dealt, deck)
            self.all_known = deck is not None
        elif deck is not None and not known and not dealt:
            self.hole, self.runout = streets.deal_everything(self, deck)
            self.all_known = True
        else:
            self.hole, self.runout = streets.deal(self, known, dealt, deck)
            self.all_known = streets.cards_seen(self, range(n))
        # Every player starts in the hand with chips (the table refuses an empty stack).
        rnd = self.round = streets.new_round(self, table.street, n)
        if table.street == 0:  # the hand starts here: the forced bets
            post_forced_bets(self)
        elif table.variant.streets[table.street].draw and self.dealer is not None:
            draws.start_draw(self, self.dealer)
        else:
            rnd.open_street(table.button + 1)
        if rnd.to_act == NOT_ACTED and self.drawing is None:
            self._close_street()
        self.to_act = self._turn()

    # -- what the player to act may do --------------------------------------------------------
    def options(self) -> Options:
        """What the player to act may do, and for how much; raises when nobody can act. During
        a draw, a :class:`~pokerfloor.core.options.DrawOptions`."""
        if self.to_act < 0:
            raise NoActionPendingError("")
        if self.drawing is not None:
            spec = self.table.variant.streets[self.street]
            seat = self.to_act
            # A discard keeps the up cards (Super Stud); a draw game has none to look up.
            up = self.up_cards(seat) if spec.discard and self.table.variant.up_cards is not None else ()
            return draw_options_of(seat, self.hole[seat], spec.discard, spec.most, up)
        return options_of(self.round)

    @property
    def legal_actions(self) -> Options:
        """The options as a view you can ask ``action in hand.legal_actions``."""
        return self.options()

    def spot(self) -> Spot:
        """The decision of the player to act, read-only (see :class:`~pokerfloor.core.spot.Spot`);
        raises when nobody can act."""
        if self.to_act < 0:
            raise NoActionPendingError("")
        if self.drawing is not None:
            raise NoActionPendingError("", code="drawing")
        # A replay or a simulation asks for no spot: the class (a dataclass of 31 fields, whose
        # making costs a start more than a hand does) is loaded when the first is asked for.
        from pokerfloor.core.spot import spot_of  # noqa: PLC0415 - loaded with the first spot asked for

        return spot_of(self.round)

    def passive_kind(self) -> Kind:
        """What the player to act does by putting in no more than he must: a call facing a bet, a
        check with nothing to call, the bring-in when it is his to post."""
        rnd = self.round
        i = rnd.to_act
        if i < 0:
            return _CHECK
        if rnd.bring_in_due:
            return _BRING_IN
        return _CALL if rnd.bets[i] < rnd.current_bet else _CHECK

    def aggressive_kind(self) -> Kind:
        """What a bet or raise of the player to act is called now: a bet, a raise, or the
        completion of stud's bring-in."""
        return self.round.aggressive_kind()

    def allin_action(self) -> Action:
        """The action that puts the player to act's whole stack in: a bet, a call or a raise."""
        rnd = self.round
        i = self.to_act
        if i < 0:
            raise NoActionPendingError("allin")
        total = rnd.bets[i] + rnd.stacks[i]
        if rnd.bring_in_due and total <= rnd.bring_in:
            return _BRING_IN_ACTION
        if total <= rnd.current_bet:
            return _CALL_ACTION
        return _action(Action, (rnd.aggressive_kind(), total, _NO_CARDS))

    # -- acting -------------------------------------------------------------------------------
    def push(self, action: Given[Action], player: Given[str | int | None] = None) -> None:
        """Apply an action of the player to act (checked against ``player`` when given).

        Refused actions raise an :class:`~pokerfloor.errors.IllegalActionError` subclass and change
        nothing.
        """
        if type(action) is not Action:
            action = checked_action(action)  # a typed error unless it is an action after all
        given: tuple[object, ...] = action  # an Action's fields are not checked when it is made
        kind, to, cards = given
        # One quick test of the usual action: a kind, no amount or a whole number of chips within
        # the limit, no cards but a draw's tuple of cards (anything else is checked on the slow path).
        if (
            type(kind) is not Kind
            or (to is not None and (type(to) is not int or not -MAX_CHIPS <= to <= MAX_CHIPS))
            or (cards is not _NO_CARDS and (kind is not _DRAW or not _plain_discards(cards)))
        ):
            kind, to, _ = action = checked_action(action)
        drawing = self.drawing  # tested as a local: mypy keeps self.drawing's type for the end
        if drawing is not None or kind is _DRAW:
            self._push_draw(action, player)
            return
        seat = self.to_act
        if player is not None and player != seat:
            name = self.names[seat] if seat >= 0 else ""
            who = self._player_name(player)
            if seat < 0:
                raise NoActionPendingError(f"{who} {action}")
            if who != name and self._may_open(who):
                # The up cards that decide who opens are unknown: the record says who did.
                return self._push_as_opener(kind, to, self.names.index(who))
            if who != name:
                raise NotYourTurnError(
                    f"{who} {action}",
                    rule=self.rules.cite("not-your-turn"),
                    params={"player": name, "who": who},
                )
        elif seat < 0:
            raise NoActionPendingError(str(action))
        record = self.record
        mark = len(record)
        rnd = self.round
        saved = rnd._apply(kind, to)  # checked above; a refusal names the player: the round has the names
        record.append(("action", seat, to or 0, kind, ()))
        if rnd.to_act != NOT_ACTED:  # the street goes on: the usual case
            self.history.append((saved, mark, None))
            self.to_act = rnd.to_act
            return
        self.history.append((saved, mark, self._close_street()))
        self.to_act = self._turn()  # the next street's

    def push_text(self, text: Given[str]) -> Action:
        """Push an action in its written form (:func:`~pokerfloor.actions.parse_action` reads it):
        ``"A raise 300"``, ``"A call"``, ``"A allin"`` (the bet, call or raise that puts the
        stack in), ``"A complete"`` (to the full bet), a draw as ``"A draws 7c2d"``, ``"A draws 2"``
        or ``"A stands pat"``. The player named must be the one to act. Returns the action pushed;
        a refusal changes nothing. What players say or push at a live table is ruled by
        :func:`pokerfloor.live.play_text`, the door every written action may go through."""
        written = parse_action(text)
        if written.verb in ("says", "pushes"):
            raise ActionSyntaxError(variant="live-written", params={"text": repr(str(written))})
        if written.name not in self.names:
            params = {"text": repr(str(written)), "player": repr(written.name), "players": ", ".join(self.names)}
            raise SituationError(code="unknown-player", variant="written", params=params)
        try:
            action = self._written_action(written)
            self.push(action, player=written.name)
        except (NotYourTurnError, NoActionPendingError) as error:
            if written.verb != "allin":
                raise
            # "C allin" out of turn: the all-in would be the player to act's stack: quote what was written.
            raise type(error)(
                str(written), error.given, rule=error.rule, code=error.code, params=error.params, variant=error.variant
            ) from None
        return action

    def _written_action(self, written: WrittenAction) -> Action:
        """The action a written one asks the hand to apply."""
        verb = written.verb
        if verb == "allin":
            return self.allin_action()
        if verb == "draws":
            thrown = parse_cards(written.words) if written.words else [UNKNOWN] * (written.amount or 0)
            return Action(Kind.DRAW, None, tuple(thrown))
        if verb == "complete" and written.amount is None and self.to_act >= 0 and self.drawing is None:
            return Action(Kind.COMPLETE, options_of(self.round).min_to)  # to the full bet, the one size there is
        return Action(Kind(verb), written.amount)

    def _push_draw(self, action: Action, player: Given[str | int | None]) -> None:
        """A draw (:mod:`~pokerfloor.core.draws`); after the last, the betting opens, or the
        street closes at once when nobody can bet."""
        who = None if player is None or player == self.to_act else self._player_name(player)
        mark = len(self.record)
        drew = draws.push_draw(self, action, who)
        if self.drawing is None and self.round.to_act == NOT_ACTED:
            drew = drew._replace(closed=self._close_street())
        self.history.append((None, mark, drew))
        self.to_act = self._turn()

    def _close_street(self) -> ClosedStreet:
        """Close the street (:func:`~pokerfloor.core.streets.close_street`), then draw before the
        next one's betting, or award the pots when the betting is over."""
        closed = streets.close_street(self)
        if self.is_over:
            if not self.is_contested:
                showdown.award_uncontested(self)
            elif self.auto_settle:
                showdown.show_down(self, ())
        elif self.dealer is not None and self.table.variant.streets[self.street].draw:
            draws.start_draw(self, self.dealer)
        return closed

    def _turn(self) -> int:
        """The seat to act: the drawer's while a draw is under way, else the round's. (Where mypy
        has narrowed ``drawing`` to None before a call that may start a draw, the compiled code
        would check that narrowed type: ``push`` tests a local instead.)"""
        return self.round.to_act if self.drawing is None else self.drawing[0]

    def _may_open(self, who: str) -> bool:
        """Whether ``who`` may act first although another was taken to: who opens the street is
        unknown (:attr:`opener_unknown`) and could be ``who``."""
        seats = self.round.open_seats
        return seats is not None and self.names.index(who) in seats

    def _push_as_opener(self, kind: Kind, to: int | None, seat: int) -> None:
        """Push the street's first action as ``seat``'s, the opener the record names."""
        taken = self.round.choose_opener(seat)
        self.to_act = seat
        try:
            self.push(Action(kind, to))
        except PokerfloorError:
            self.round.choose_opener(taken)  # refused: nothing changed
            self.to_act = taken
            raise

    def _player_name(self, player: Given[str | int]) -> str:
        """The name of ``player`` (a name or a seat), or a typed error naming what was given."""
        if isinstance(player, str):
            return self.names[self.table.seat(player)]  # refuses an unknown name
        if type(player) is not int or not 0 <= player < len(self.names):
            raise SituationError(
                code="unknown-player",
                params={"field": "player", "player": quoted(player), "last": len(self.names) - 1},
                variant="seat",
            )
        return self.names[player]

    def pop(self) -> None:
        """Take back the last action pushed (constant time); a
        :class:`~pokerfloor.errors.NoActionPendingError` (``nothing-to-undo``) when nothing was."""
        if not self.history:
            raise NoActionPendingError("pop", code="nothing-to-undo")
        saved, mark, transition = self.history.pop()
        del self.record[mark:]
        if isinstance(transition, Settled):
            self.settled = transition.was_settled
            self.stacks[:] = transition.stacks
            self.winnings[:] = transition.winnings
            self.hole = transition.hole
            self.record.extend(transition.entries)  # a showdown the runs took back
            return
        if isinstance(transition, Drew):
            if transition.closed is not None:
                streets.undo_close(self, transition.closed)
            draws.undo_draw(self, transition)
            return
        if transition is not None:
            streets.undo_close(self, transition)
        assert saved is not None
        rnd = self.round
        rnd.revert(saved)
        self.to_act = rnd.to_act

    # -- the showdown -------------------------------------------------------------------------
    @property
    def showdown_known(self) -> bool:
        """Whether every card the showdown needs is known (hole cards of those in, and the board)."""
        return showdown.cards_known(self, self.in_hand())

    def showing_order(self) -> list[int]:
        """Who shows first at the showdown, then clockwise (TDA 2024 Rules 16 and 17-A:
        :func:`~pokerfloor.core.showdown.showing_order`)."""
        return showdown.showing_order(self)

    def settle(
        self, mucked: Given[Sequence[int]] = (), *, shown: Given[Mapping[int, Sequence[int]] | None] = None
    ) -> None:
        """Award the pots at the showdown of a hand started with ``auto_settle=False``; the
        ``mucked`` seats gave up their claim. ``shown`` gives hands turned up at the showdown
        whose cards the hand does not know (a draw game's hand history shows only the final
        hand): they must agree with the cards known. Undone by :meth:`pop` like an action."""
        if not self.is_over or self.is_settled:
            raise NoActionPendingError("settle", variant="settle")
        gave_up: list[int] = []
        for seat in sequence("mucked", mucked):
            if type(seat) is not int or not 0 <= seat < len(self.names):
                raise SituationError(code="bad-field", params={"seat": quoted(seat)}, variant="mucked")
            gave_up.append(seat)
        if shown is not None and not isinstance(shown, Mapping):
            raise refused("shown", shown, "mapping")
        before = Settled(tuple(self.stacks), tuple(self.winnings), self.hole)
        mark = len(self.record)
        if shown:
            self.hole = showdown.revealed(self.hole, shown, self.names)
        showdown.show_down(self, gave_up, showdown.run_boards(self))
        if not self.is_settled:
            self.hole = before.hole
            raise SituationError(code="cards-unknown")
        self.history.append((None, mark, before))

    def run_it(
        self,
        times: Given[int],
        *,
        deck: Given[Deck | None] = None,
        boards: Given[Sequence[Sequence[int]] | None] = None,
    ) -> None:
        """Deal the rest of the board ``times`` times in all, as the players in the hand agreed
        when a player is all-in and no betting is left (WSOP 2024 Live Action Rules 204 to 212):
        the first run is the board already dealt, each further one comes from ``deck`` (the
        stub of the deck the hand was dealt from) or is given in ``boards`` (each run's cards
        for the streets dealt again). Each pot is divided between the runs, the odd chips to the
        earliest, each part by its board (:meth:`awards` says which). Refused with an
        :class:`~pokerfloor.errors.ActionUnavailableError` (``runs``) while betting is left,
        when no board card is to come, when the rulebook's ``runs_most`` allows fewer runs, or
        once run or settled; changes nothing then. Undone by :meth:`pop` like an action (the
        deck's cards stay dealt)."""
        runs.run_it(self, times, deck=deck, boards=boards)

    def house_take(self) -> tuple[int, int]:
        """What the house took from the pots at settlement (the table's
        :class:`~pokerfloor.core.rake.HouseRake`): the rake and the jackpot drop; ``(0, 0)`` before."""
        return showdown.house_take(self)

    def run_boards(self) -> list[list[int]]:
        """Every board of a hand whose board was run more than once, the first first (the cards
        dealt before the runs are on each); empty when the board was dealt once."""
        return [list(board) for board in showdown.run_boards(self)]

    def boards(self) -> list[list[int]]:
        """Each board as it is face up now: the two of a game of two boards (the top board first:
        :attr:`~pokerfloor.games.description.Variant.boards`), every run of a board run more than
        once; else the one board."""
        runs = showdown.run_boards(self)
        return [list(board) for board in runs or self.table.variant.split_board(self.board)]

    def showdown(self) -> list[tuple[Pot, list[Share]]]:
        """How the pots went at the showdown, once awarded: each pot (main pot first) and its
        shares, each naming the ranking it went by, the winners' chips and their rank (the
        ranking's evaluator names the hand: :mod:`pokerfloor.explain.hand_names`). Empty before
        the pots are awarded, and when the hand was won without a showdown."""
        return showdown.results(self)

    def awards(self) -> list[Award]:
        """Who won what at the showdown, by name: one :class:`~pokerfloor.core.showdown.Award`
        per pot and per half of a pot split high and low, with the winning hand's evaluator and
        rank (:func:`pokerfloor.explain.results` names the hand, in a language). Empty before the
        pots are awarded, and when the hand was won without a showdown."""
        return showdown.awards(self)

    # -- copies and views ---------------------------------------------------------------------
    def copy(self, *, stack: Given[bool] = True) -> Hand:
        """An independent copy. With ``stack=False`` the copy has no history to undo (cheaper)."""
        twin = Hand.__new__(Hand)  # a blank: see the class's decorator
        twin.table, twin.names, twin.street, twin.dead = self.table, self.names, self.street, self.dead
        twin.stacks, twin.folded = self.stacks[:], self.folded[:]
        twin.committed, twin.returned = self.committed[:], self.returned[:]
        twin.winnings, twin.posted = self.winnings[:], self.posted[:]
        twin.round = self.round.copy(twin.stacks, twin.folded)
        twin.to_act = self.to_act
        twin.auto_settle, twin.settled = self.auto_settle, self.settled
        twin.hole, twin.runout, twin.all_known = self.hole, self.runout, self.all_known
        twin.dealer = self.dealer.copy() if self.dealer is not None else None
        twin.drawing, twin.discarded = self.drawing, self.discarded
        twin.record = self.record[:]
        if stack is not True:  # as cheap a test as ``not stack``, and it refuses what is not a flag
            if stack is not False:
                raise refused("stack", stack, "flag")
            twin.history = []
            return twin
        # The undo records are shared but for the few that hold a finished round (a closed
        # street, a draw that closed one): those get a round sharing the copy's stacks and folds.
        history = twin.history = self.history[:]
        for k in range(len(history)):
            changed = history[k][2]
            if changed is not None and type(changed) is not Settled:
                history[k] = (history[k][0], history[k][1], _rebound(changed, twin))
        return twin

    def view(self, seat: Given[int | str | None]) -> SeatView:
        """What ``seat`` (a seat or a name; ``None``: an onlooker) may know: its own cards, the
        cards shown, the board dealt so far, and what the table sees (:mod:`pokerfloor.core.view`)."""
        return seat_view(self, seat)  # it checks the seat


def _plain_discards(cards: object) -> bool:
    """Whether a draw's ``cards`` are a tuple of cards (known or unknown), as
    :func:`~pokerfloor.core.checks.checked_action` would take them unchanged: the quick test of a
    draw's push (the check written out, in Python, was a fifth of a draw)."""
    if type(cards) is not tuple:
        return False
    for card in cards:  # noqa: SIM110 - a plain loop: no generator frame on every draw
        if type(card) is not int or not UNKNOWN <= card < 52:
            return False
    return True


def _rebound(changed: ClosedStreet | Drew | Settled | None, twin: Hand) -> ClosedStreet | Drew | Settled | None:
    """An undo record for a copy of the hand: a finished round in it shares the copy's stacks and
    folds, not the original's."""
    if type(changed) is ClosedStreet:
        # Rebuilt by position: NamedTuple._replace is several times slower (copies are hot).
        return ClosedStreet(changed.round.copy(twin.stacks, twin.folded), *changed[1:])
    if type(changed) is Drew and changed.closed is not None:
        closed = changed.closed._replace(round=changed.closed.round.copy(twin.stacks, twin.folded))
        return changed._replace(closed=closed)
    return changed
