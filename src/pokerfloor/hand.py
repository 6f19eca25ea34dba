"""A whole hand: the table, the forced bets, the streets one after another, pots and undo.

:class:`Table` describes the table before the hand (players, stacks, button, structure, rules,
forced bets); :class:`Hand` is the one mutable state of the hand being played. Actions are pushed
and popped like moves in python-chess: ``hand.push(action)`` applies one (or raises, changing
nothing), ``hand.pop()`` takes the last one back in constant time.

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
from operator import add
from typing import TYPE_CHECKING

from .actions import Action, Kind
from .amounts import MAX_CHIPS
from .betting import NOT_ACTED, BettingRound, Options, Saved, seat_orders
from .cards import UNKNOWN, Deck
from .checks import all_whole, checked_action, is_sequence, refuse_cards, seats_of
from .errors import NoActionPendingError, NotYourTurnError, SituationError
from .games.variants import Variant
from .pots import Pot, award, side_pots, uncalled
from .record import Cards, Event, RecordEntry
from .rules import Rulebook
from .spot import Spot
from .table import Table

if TYPE_CHECKING:  # view.py imports this module: the class is named here for the annotation only
    from .view import SeatView

__all__ = ["Event", "Hand", "Table"]  # Event and Table live in record.py and table.py


_AGGRESSIVE = (Kind.BET, Kind.RAISE)


def _board_draw(game: Variant, have: int) -> tuple[int, tuple[int, ...]]:
    """Dealing the rest of the board when ``have`` board cards are known: how many cards to draw
    from the deck, burns included, and where the board cards are among them. ``have`` must be
    the board of a whole number of streets (else ``-1`` and no positions)."""
    dealt = drawn = 0
    positions: list[int] = []
    for street in game.streets:
        if not street.board:
            continue
        if dealt < have:
            dealt += street.board
            continue
        drawn += street.burn
        positions.extend(range(drawn, drawn + street.board))
        drawn += street.board
    return (drawn, tuple(positions)) if dealt == have else (-1, ())


class Hand:
    """The state of a hand in play: push actions, pop them back, ask who acts and what he may do.

    Seats are indices into the table's players. ``stacks`` are the chips behind, ``committed``
    what each put into the pots on finished streets (antes included), ``returned`` what came back
    uncalled, ``winnings`` what each collected from the pots once the hand is over.
    """

    __slots__ = (
        "all_known",
        "auto_settle",
        "committed",
        "dead",
        "folded",
        "history",
        "hole",
        "names",
        "posted",
        "record",
        "returned",
        "round",
        "runout",
        "settled",
        "stacks",
        "street",
        "table",
        "to_act",
        "winnings",
    )

    def __init__(
        self,
        table: Table,
        *,
        hole: Mapping[int, Sequence[int]] | None = None,
        board: Sequence[int] = (),
        deck: Deck | None = None,
        auto_settle: bool = True,
    ) -> None:
        """Start the hand: post the forced bets and deal. ``hole`` gives known hole cards by seat
        and ``board`` the board as it will fall; with a ``deck`` every other card is dealt from it
        (hole cards one at a time from the left of the button, a burn before each street), else
        it stays unknown and the showdown is left undecided. With ``auto_settle=False`` the pots
        wait at the showdown for :meth:`settle` (hands shown or mucked, as in a hand history)."""
        if deck is not None and not isinstance(deck, Deck):
            raise SituationError(f"deck: a Deck is needed, not {deck!r}", code="bad-field", variant="deck")
        self.table = table
        self.auto_settle = auto_settle
        self.names = table.names
        n = len(table.names)
        self.stacks = list(table.stacks)
        self.folded = [False] * n
        self.committed = [0] * n
        self.returned = [0] * n
        self.winnings = [0] * n
        self.posted = [0] * n
        #: Money in the middle that belongs to no player's stake: earlier streets, big-blind antes.
        self.dead = table.pot
        self.settled = False
        self.street = table.street
        #: Per action: what the round saved, the length of the log before it, and what closing the
        #: street saved (None when it stayed open).
        self.history: list[tuple[Saved | None, int, tuple[object, ...] | None]] = []
        self.record: list[RecordEntry] = []
        if deck is not None and not hole and not board:
            self.hole, self.runout = self._deal_everything(deck, n, table.variant.hole_cards)
            self.all_known = True
        else:
            self.hole, self.runout = self._deal(hole or {}, board, deck)
            self.all_known = self._cards_seen(range(n))
        # Every player starts in the hand with chips (the table refuses an empty stack).
        self.round = self._new_round(table.street, n)
        if table.street == 0:  # the hand starts here: the forced bets
            self._post_forced_bets()
        else:
            self.round.to_act = self.round.next_to_act(table.button + 1)
        if self.round.to_act == NOT_ACTED:
            self._close_street()
        #: The seat of the player to act, or -1 when nobody can act (the round's, kept here as a
        #: plain attribute: it is read before every decision).
        self.to_act = self.round.to_act

    # -- setting up ---------------------------------------------------------------------------
    def _deal(
        self, hole: Mapping[int, Sequence[int]], board: Sequence[int], deck: Deck | None
    ) -> tuple[tuple[Cards, ...], Cards]:
        table = self.table
        game = table.variant
        n, count = len(self.names), game.hole_cards
        if not (hole.keys() <= seats_of(n) and is_sequence(board)):
            refuse_cards(hole, board, n)
        hands = [list(hole.get(i, ())) for i in range(n)]
        # The known cards given: numbers 0 to 51, none twice (the deck deals the others).
        given = [c for held in (board, *hands) for c in held if c != UNKNOWN]
        if given and not (all_whole(given) and min(given) >= 0 and max(given) <= 51):
            refuse_cards(hole, board, n)
        if len(set(given)) != len(given):
            raise SituationError("cards: the same card is dealt twice", code="bad-card")
        for i, held in enumerate(hands):
            if len(held) > count:
                raise SituationError(
                    f"cards: {self.names[i]} holds {len(held)} cards; {game.name} deals {count}",
                    params={"player": self.names[i], "count": len(held), "game": game.name, "deals": count},
                    variant="hole-count",
                )
        runout = list(board)
        if len(runout) > game.board_cards:
            raise SituationError(
                f"board: {len(runout)} cards; a board has at most {game.board_cards}",
                code="bad-field",
                params={"count": len(runout), "most": game.board_cards},
                variant="board-size",
            )
        if deck is not None:
            if given:
                deck.remove(given)
            # One card at a time from the left of the button, as the dealer pitches them.
            seats = [(table.button + step) % n for step in range(1, n + 1)] * count
            wanted = [seat for k, seat in enumerate(seats) if len(hands[seat]) <= k // n]
            for seat, dealt in zip(wanted, deck.deal(len(wanted)), strict=True):
                hands[seat].append(dealt)
            # The rest of the board, each street's cards after its burn.
            drawn, positions = _board_draw(game, len(runout))
            if drawn < 0:
                sizes = ", ".join(str(size) for size in dict.fromkeys([0, *game.board_sizes]))
                raise SituationError(
                    f"board: {len(runout)} cards cannot be dealt to; give {sizes}",
                    code="bad-field",
                    params={"count": len(runout), "sizes": sizes},
                    variant="board-deal",
                )
            cards_drawn = deck.deal(drawn)
            runout.extend(cards_drawn[k] for k in positions)
        held_cards = tuple((*held, *[UNKNOWN] * (count - len(held))) for held in hands)
        self.record.extend([("deal", i, 0, "", held) for i, held in enumerate(held_cards)])
        return held_cards, tuple(runout)

    def _deal_everything(self, deck: Deck, n: int, count: int) -> tuple[tuple[Cards, ...], Cards]:
        """The usual case (simulation): nothing given, everything dealt in one draw, in the order a
        dealer pitches the cards: one at a time from the left of the button, then burn, flop,
        burn, turn, burn, river."""
        dealt = n * count
        board_count, positions = _board_draw(self.table.variant, 0)
        drawn = tuple(deck.deal(dealt + board_count))  # slices of a tuple are tuples: no copy per hand
        first = self.table.button + 1
        hands = tuple([drawn[(seat - first) % n : dealt : n] for seat in range(n)])
        self.record.extend([("deal", i, 0, "", held) for i, held in enumerate(hands)])
        return hands, tuple([drawn[dealt + k] for k in positions])

    def _new_round(self, street: int, able: int) -> BettingRound:
        table = self.table
        pot = self.dead + sum(self.committed)
        # Positional: made on every street (see BettingRound.__init__).
        streets = table.variant.streets
        big_bet = streets[street].big_bet if street < len(streets) else False
        return BettingRound(table.structure, table.rules, street, self.stacks, self.folded, pot, able, big_bet)

    def _post_forced_bets(self) -> None:
        table, rnd = self.table, self.round
        n = len(self.names)
        if table.ante:
            for i in range(n):
                self._post_ante(i, table.ante)
        blinds = table.blinds
        if blinds is None:
            rnd.pot = self.dead + sum(self.committed)
            self._log_posts()
            rnd.to_act = rnd.next_to_act(table.button + 1)
            return
        small_seat, big_seat = table.blind_seats
        small, big = blinds
        if table.bb_ante and table.rules.bb_ante_order == "ante-first":
            self._post_ante(big_seat, table.bb_ante, dead=True)
        self.posted[small_seat] += rnd.post(small_seat, small)
        big_posted = rnd.post(big_seat, big)
        self.posted[big_seat] += big_posted
        if table.bb_ante and table.rules.bb_ante_order == "blind-first":
            self._post_ante(big_seat, table.bb_ante, dead=True)
        # The larger blind is the bet to call (a single blind in limit games); the last blind acts
        # last. (Conditionals, not max(): a builtin call costs more than the comparison.)
        level = big if big >= small else small
        last = big_seat if big else small_seat
        for k, straddle in enumerate(table.straddles, start=1):
            seat = (big_seat + k) % n
            self.posted[seat] += rnd.post(seat, straddle)
            level, last = max(level, straddle), seat
        self._log_posts()
        rnd.pot = self.dead + sum(self.committed)  # the antes are in the pot (pot-limit sizes)
        rnd.open_with(level)
        if table.structure.uses_pot and table.rules.pot_limit_short_blind_full:
            # TDA 2024 Rule 54-B: preflop pot bets assume the full blinds were posted.
            rnd.phantom = max(0, big - big_posted) + max(0, small - rnd.bets[small_seat])
        rnd.to_act = rnd.next_to_act(last + 1)

    def _log_posts(self) -> None:
        for seat, chips in enumerate(self.posted):
            if chips:
                self.record.append(("post", seat, chips, "", ()))

    def _post_ante(self, seat: int, ante: int, *, dead: bool = False) -> None:
        """Post an ante. A uniform ante is each player's own stake in the pots; a big-blind ante
        is paid for the whole table, so it is dead money every player may win."""
        paid = min(ante, self.stacks[seat])
        self.stacks[seat] -= paid
        if dead:
            self.dead += paid
        else:
            self.committed[seat] += paid
        self.posted[seat] += paid
        if paid and self.stacks[seat] == 0:
            self.round.able -= 1

    # -- reading the state --------------------------------------------------------------------
    @property
    def player_to_act(self) -> str:
        """The name of the player to act, or ``""`` when nobody can act."""
        seat = self.to_act
        return self.names[seat] if seat >= 0 else ""

    @property
    def log(self) -> list[Event]:
        """The hand record so far: posts, deals, actions, board cards, returns, shows, awards."""
        return [Event._make(entry) for entry in self.record]

    @property
    def street_name(self) -> str:
        """The name of the street in play (``"flop"``), or ``"showdown"`` once the betting is over."""
        streets = self.table.variant.streets
        return streets[self.street].name if self.street < len(streets) else "showdown"

    @property
    def is_over(self) -> bool:
        """Whether the betting is over for good (one player left, or a showdown)."""
        return self.street == self.table.variant.showdown

    @property
    def rules(self) -> Rulebook:
        """The rulebook in force."""
        return self.table.rules

    @property
    def board(self) -> list[int]:
        """The board cards face up now."""
        if self.is_over and not self.is_contested:
            return []  # the hand ended with a fold: nobody saw the rest of the board
        return list(self.runout[: self.table.variant.board_sizes[self.street]])

    @property
    def is_contested(self) -> bool:
        """Whether two or more players are still in the hand."""
        return self.folded.count(False) > 1

    def options(self) -> Options:
        """What the player to act may do, and for how much; raises when nobody can act."""
        if self.to_act < 0:
            raise NoActionPendingError("", "nobody is to act: the betting of this hand is over", code="no-action")
        return self.round.options()

    def spot(self) -> Spot:
        """The decision of the player to act, read-only (see :class:`~pokerfloor.spot.Spot`);
        raises when nobody can act."""
        if self.to_act < 0:
            raise NoActionPendingError("", "nobody is to act: the betting of this hand is over", code="no-action")
        return self.round.spot()

    @property
    def street_bets(self) -> tuple[int, ...]:
        """What each player has put in on the street in play (all 0 once the betting is over)."""
        return (0,) * len(self.names) if self.is_over else tuple(self.round.bets)

    @property
    def able(self) -> int:
        """How many players are still in the hand with chips behind."""
        return self.round.able

    @property
    def legal_actions(self) -> Options:
        """The options as a view you can ask ``action in hand.legal_actions``."""
        return self.options()

    def pots(self) -> list[Pot]:
        """The pots, main pot first, from the chips of finished streets (the bets of the street
        in play join them when it closes)."""
        return side_pots(self.committed, self.folded, self.dead)

    def in_hand(self) -> list[int]:
        """The seats that have not folded."""
        return [i for i, f in enumerate(self.folded) if not f]

    # -- acting -------------------------------------------------------------------------------
    def allin_action(self) -> Action:
        """The action that puts the player to act's whole stack in: a bet, a call or a raise."""
        rnd = self.round
        i = self.to_act
        if i < 0:
            raise NoActionPendingError("allin", "nobody is to act: the betting of this hand is over")
        total = rnd.bets[i] + rnd.stacks[i]
        if total <= rnd.current_bet:
            return Action(Kind.CALL)
        return Action(Kind.BET if rnd.current_bet == 0 else Kind.RAISE, total)

    def push(self, action: Action, player: str | int | None = None) -> None:
        """Apply an action of the player to act (checked against ``player`` when given).

        Refused actions raise an :class:`~pokerfloor.errors.IllegalActionError` subclass and change
        nothing.
        """
        if type(action) is not Action:
            action = checked_action(action)  # a typed error unless it is an action after all
        kind, to = action
        if type(kind) is not Kind or (to is not None and (type(to) is not int or not -MAX_CHIPS <= to <= MAX_CHIPS)):
            kind, to = action = checked_action(action)
        seat = self.to_act
        name = self.names[seat] if seat >= 0 else ""
        if player is not None and player != seat:
            who = self._player_name(player)
            if seat < 0:
                raise NoActionPendingError(f"{who} {action}", "nobody is to act: the betting of this hand is over")
            if who != name:
                raise NotYourTurnError(
                    f"{who} {action}",
                    f"it is {name}'s turn to act, not {who}'s",
                    rule=self.rules.cite("not-your-turn"),
                    params={"player": name, "who": who},
                )
        elif seat < 0:
            raise NoActionPendingError(str(action), "nobody is to act: the betting of this hand is over")
        record = self.record
        mark = len(record)
        rnd = self.round
        saved = rnd.apply(kind, to, name)
        record.append(("action", seat, to or 0, kind, ()))
        self.history.append((saved, mark, self._close_street() if rnd.to_act == NOT_ACTED else None))
        self.to_act = self.round.to_act

    def _player_name(self, player: str | int) -> str:
        """The name of ``player`` (a name or a seat), or a typed error naming what was given."""
        if isinstance(player, str):
            return self.names[self.table.seat(player)]  # refuses an unknown name
        if type(player) is not int or not 0 <= player < len(self.names):
            raise SituationError(
                f"player: {player!r} is not a player's name nor a seat of this table (0 to {len(self.names) - 1})",
                code="unknown-player",
                params={"player": repr(player), "players": ", ".join(self.names)},
                variant="seat",
            )
        return self.names[player]

    def pop(self) -> None:
        """Take back the last action pushed (constant time); ``IndexError`` when nothing was pushed
        (as ``list.pop``)."""
        if not self.history:
            raise IndexError("pop from a hand with no actions")
        saved, mark, transition = self.history.pop()
        del self.record[mark:]
        if transition is not None:
            if transition[0] == "settle":
                _, stacks, winnings = transition
                self.settled = False
                self.stacks[:] = stacks  # type: ignore[call-overload]
                self.winnings[:] = winnings  # type: ignore[call-overload]
                return
            self._undo_close(transition)
        assert saved is not None
        rnd = self.round
        rnd.revert(saved)
        self.to_act = rnd.to_act

    # -- streets ------------------------------------------------------------------------------
    def _close_street(self) -> tuple[object, ...]:
        """Close the street in play: return what nobody called, move the bets into the pots,
        and start the next street (or stop at the showdown). Returns what undo needs."""
        rnd = self.round
        stacks = self.stacks
        able = rnd.able
        seat, chips = uncalled(rnd.bets)
        # What undo needs: the finished round, the street, the committed list it replaces, the
        # chips returned; the stacks and winnings only when the pots are awarded now.
        finished = (rnd, self.street, self.committed, seat, chips)
        if chips:
            if stacks[seat] == 0:
                able += 1  # an all-in player's uncalled chips come back to him
            stacks[seat] += chips
            self.returned[seat] += chips
            self.record.append(("return", seat, chips, "", ()))
        committed = self.committed = list(map(add, self.committed, rnd.bets))
        if chips:
            committed[seat] -= chips
        live = self.folded.count(False)
        game = self.table.variant
        if live == 1 or able < 2 or self.street == game.showdown - 1:
            awarded = (tuple(stacks), tuple(self.winnings))
            if live > 1:
                self._run_out()
            self.street = game.showdown
            self.round = self._new_round(game.showdown, able)
            if live == 1:
                self._award_uncontested()
            elif self.auto_settle:
                self._show_down(())
            return (*finished, awarded)
        street = self.street = self.street + 1
        sizes = game.board_sizes
        self.record.append(("board", -1, 0, "", self.runout[sizes[street - 1] : sizes[street]]))
        rnd = self.round = self._new_round(street, able)
        rnd.to_act = rnd.next_to_act(self.table.button + 1)
        return (*finished, None)

    def _run_out(self) -> None:
        """Record the board cards still to come when the betting can no longer go on."""
        runout, record = self.runout, self.record
        sizes = self.table.variant.board_sizes
        for street in range(self.street + 1, self.table.variant.showdown):
            start, end = sizes[street - 1], sizes[street]
            if len(runout) >= end:
                record.append(("board", -1, 0, "", runout[start:end]))

    def _award_uncontested(self) -> None:
        winner = self.folded.index(False)
        self.settled = True
        total = self.dead + sum(self.committed)
        self.winnings[winner] += total
        self.stacks[winner] += total
        self.record.append(("award", winner, total, "", ()))

    @property
    def showdown_known(self) -> bool:
        """Whether every card the showdown needs is known (hole cards of those in, and the board)."""
        return self._cards_known(self.in_hand())

    def showing_order(self) -> list[int]:
        """Who shows first at the showdown: the last player to bet or raise on the final betting
        round, then clockwise; with no bet on it, the first player left of the button (TDA 2024
        Rule 16). When a player is all-in and the betting is over, every hand is turned up at
        once (Rule 16 too); the same order is used to list them."""
        first = self.table.button + 1
        for event in reversed(self.record):
            kind = event[0]
            if kind == "board":
                break
            if kind == "action" and event[3] in _AGGRESSIVE:
                first = event[1]
                break
        folded = self.folded
        return [s for s in seat_orders(len(folded))[first] if not folded[s]]

    @property
    def is_settled(self) -> bool:
        """Whether the pots have been awarded."""
        return self.settled

    def settle(self, mucked: Sequence[int] = ()) -> None:
        """Award the pots at the showdown of a hand started with ``auto_settle=False``; the
        ``mucked`` seats gave up their claim. Undone by :meth:`pop` like an action."""
        if not self.is_over or self.is_settled:
            raise NoActionPendingError("settle", "the pots can be awarded only once, at the showdown", variant="settle")
        for seat in mucked:
            if type(seat) is not int or not 0 <= seat < len(self.names):
                raise SituationError(f"mucked: {seat!r} is not a seat of this table", code="bad-field")
        before = ("settle", tuple(self.stacks), tuple(self.winnings))
        mark = len(self.record)
        self._show_down(mucked)
        if not self.is_settled:
            raise SituationError("settle: the cards of the hands still in are not all known", code="cards-unknown")
        self.history.append((None, mark, before))

    def _show_down(self, mucked: Sequence[int]) -> None:
        """Award every pot to its best eligible hand(s), when the cards are known.

        A player who mucks gives up every pot he could win, but his stake stays where it was:
        the pots are made from what each put in and who folded, so an all-in player can still win
        only what he matched (seed 002). A pot whose every contender mucked goes by the cards as
        they lie: at an all-in showdown every hand is tabled (TDA 2024 Rule 16), so a muck there
        cannot hand the pot to a player who had no stake in it."""
        folded = self.folded
        pots = side_pots(self.committed, folded, self.dead)
        order = self.showing_order()
        out = folded  # the seats whose hands decide nothing
        if mucked:
            gave_up = frozenset(mucked)
            pots = [
                Pot(amount, tuple(s for s in eligible if s not in gave_up) or eligible) for amount, eligible in pots
            ]
            out = [True] * len(folded)
            for _, eligible in pots:
                for seat in eligible:
                    out[seat] = False
        if not self._cards_known([i for i in order if not out[i]]):
            return
        self.settled = True
        hole, board, record = self.hole, self.runout, self.record
        if mucked:
            record.extend([("muck", i, 0, "", ()) if i in gave_up else ("show", i, 0, "", hole[i]) for i in order])
        else:
            record.extend([("show", i, 0, "", hole[i]) for i in order])
        ranks = [ranking.ranks(board, hole, out) for ranking in self.table.variant.rankings]
        n = len(out)
        won = award(pots, ranks, seat_orders(n)[self.table.button + 1])
        winnings, stacks = self.winnings, self.stacks
        for seat, chips in enumerate(won):
            if chips:
                winnings[seat] += chips
                stacks[seat] += chips
                record.append(("award", seat, chips, "", ()))

    def _cards_known(self, seats: Sequence[int]) -> bool:
        """Whether the whole board and the hole cards of ``seats`` are known."""
        return self.all_known or self._cards_seen(seats)

    def _cards_seen(self, seats: Sequence[int]) -> bool:
        """:meth:`_cards_known`, looked at card by card (a hand dealt from a deck knows them all)."""
        runout, hole = self.runout, self.hole
        if len(runout) < 5 or UNKNOWN in runout:
            return False
        for i in seats:  # noqa: SIM110 - a plain loop: no generator frame on every showdown
            if UNKNOWN in hole[i]:
                return False
        return True

    def _undo_close(self, before: tuple[object, ...]) -> None:
        rnd, street, committed, seat, chips, awarded = before
        assert isinstance(rnd, BettingRound) and isinstance(seat, int) and isinstance(chips, int)
        self.settled = False
        self.round = rnd
        self.street = street  # type: ignore[assignment]
        self.committed = committed  # type: ignore[assignment]
        if awarded is not None:
            assert isinstance(awarded, tuple)
            self.stacks[:] = awarded[0]
            self.winnings[:] = awarded[1]
        if chips:
            self.stacks[seat] -= chips
            self.returned[seat] -= chips

    # -- copies and comparison ----------------------------------------------------------------
    def copy(self, *, stack: bool = True) -> Hand:
        """An independent copy. With ``stack=False`` the copy has no history to undo (cheaper)."""
        twin = object.__new__(Hand)
        twin.table, twin.names, twin.street, twin.dead = self.table, self.names, self.street, self.dead
        twin.stacks, twin.folded = self.stacks[:], self.folded[:]
        twin.committed, twin.returned = self.committed[:], self.returned[:]
        twin.winnings, twin.posted = self.winnings[:], self.posted[:]
        twin.round = self.round.copy(twin.stacks, twin.folded)
        twin.to_act = self.to_act
        twin.auto_settle, twin.settled = self.auto_settle, self.settled
        twin.hole, twin.runout, twin.all_known = self.hole, self.runout, self.all_known
        twin.record = self.record[:]
        twin.history = []
        if stack:
            for saved, mark, transition in self.history:
                closed = transition
                if closed is not None and isinstance(closed[0], BettingRound):
                    closed = (closed[0].copy(twin.stacks, twin.folded), *closed[1:])
                twin.history.append((saved, mark, closed))
        return twin

    def snapshot(self) -> tuple[object, ...]:
        """Every value of the state (history aside), for checking that two states are the same."""
        return (
            self.street,
            self.settled,
            self.dead,
            tuple(self.stacks),
            tuple(self.folded),
            tuple(self.committed),
            tuple(self.returned),
            tuple(self.winnings),
            tuple(self.posted),
            self.round.snapshot(),
        )

    def __repr__(self) -> str:
        return f"<Hand {self.street_name} to_act={self.player_to_act or '-'} stacks={self.stacks}>"

    def view(self, seat: int | str | None) -> SeatView:
        """What ``seat`` (a seat or a name; ``None``: an onlooker) may know: its own cards, the
        cards shown, the board dealt so far, and what the table sees (:mod:`pokerfloor.view`)."""
        from .view import seat_view  # noqa: PLC0415 - view.py imports this module

        return seat_view(self, seat)
