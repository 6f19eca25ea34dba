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

import functools
from collections.abc import Callable, Mapping, Sequence
from operator import add
from typing import TYPE_CHECKING, Any, Final

from pokerfloor import engine
from pokerfloor.actions import Action, Kind
from pokerfloor.amounts import MAX_CHIPS
from pokerfloor.core.betting import NOT_ACTED, BettingRound
from pokerfloor.core.checks import checked_action, is_sequence, refuse_cards
from pokerfloor.core.dealer import Dealer
from pokerfloor.core.options import DrawOptions, Options
from pokerfloor.core.pots import Pot, Share, award, share_pot, side_pots, uncalled
from pokerfloor.core.record import Cards, ClosedStreet, Discard, Drew, Event, RecordEntry, Settled, Step
from pokerfloor.core.seats import seat_orders
from pokerfloor.core.table import Table
from pokerfloor.errors import (
    ActionUnavailableError,
    NoActionPendingError,
    NotYourTurnError,
    PokerfloorError,
    SituationError,
)
from pokerfloor.games.cards import UNKNOWN, Deck, cards_text
from pokerfloor.games.showing import HighCardOrders, best_showing, bring_in
from pokerfloor.games.variants import Opener, Variant
from pokerfloor.given import Given, mypyc_attr
from pokerfloor.rules import Rulebook

if TYPE_CHECKING:  # for the annotations only: view.py imports this module; spot.py is loaded by betting
    from pokerfloor.core.spot import Spot
    from pokerfloor.core.view import SeatView

__all__ = ["Event", "Hand", "Table"]  # Event and Table live in record.py and table.py


_AGGRESSIVE: Final = (Kind.BET, Kind.RAISE, Kind.COMPLETE)
_CALL: Final = Kind.CALL
_CHECK: Final = Kind.CHECK
_BRING_IN: Final = Kind.BRING_IN
_DRAW: Final = Kind.DRAW
_BUTTON: Final = Opener.BUTTON
#: The openers found from the up cards (stud), and the record entries that deal new cards.
_READ_FROM_UP_CARDS: Final = frozenset({Opener.BRING_IN, Opener.SHOWING})
_NEW_CARDS: Final = frozenset({"board", "deal"})
#: Whether this module runs compiled: the known cards given to a hand are then tested by a native
#: loop here (:func:`_plain_cards`), quicker than the set test of :func:`~pokerfloor.core.checks.refuse_cards`,
#: which is quicker in Python (made in C).
_COMPILED: Final = engine.ENGINE == "compiled"
#: Makes an undo record (a named tuple) from its fields at once: the named tuple's own ``__new__``
#: is a Python function, a call from compiled code through the interpreter on every street.
_record: Final = tuple.__new__


def _plain_cards(hole: object, board: object, n: int) -> bool:
    """Whether ``hole`` is ``None`` or a dict of seats of a table of ``n`` (``int``, not ``bool``)
    to lists or tuples of cards, and ``board`` a list or a tuple of cards (numbers -1 to 51): the
    quick test of the known cards a replay gives every hand, native loops when compiled. ``False``
    sends them to :func:`~pokerfloor.core.checks.refuse_cards`, which names what is wrong (or finds
    nothing: a mapping that is not a dict, a sequence that is neither a list nor a tuple)."""
    if not _are_cards(board):
        return False
    if hole is None:
        return True
    if type(hole) is not dict:
        return False
    held: dict[Any, Any] = hole  # just tested; its items are told apart below
    for seat, cards in held.items():
        if type(seat) is not int or not 0 <= seat < n or not _are_cards(cards):
            return False
    return True


def _are_cards(values: object) -> bool:
    """Whether ``values`` is a list or a tuple of cards, each an ``int`` from -1 (unknown) to 51.
    (A loop for each: compiled, each is native, where a loop over either would not be.)"""
    if type(values) is tuple:
        return all(type(card) is int and _is_card(card) for card in values)
    if type(values) is list:
        return all(type(card) is int and _is_card(card) for card in values)
    return False


def _is_card(card: int) -> bool:
    """Whether the number ``card`` is a card, or unknown (-1); compiled, a native comparison."""
    return UNKNOWN <= card < 52


@functools.lru_cache(maxsize=64)  # a few games, a few boards: worked out once each
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


# ``Hand.__new__(Hand)`` is a blank hand on both builds, filled in by copy() and by unpickling.
# Compiled, this setting keeps the constructor out of the class's ``__new__`` (which mypyc runs
# there otherwise; ``object.__new__`` refuses a compiled class); a ``__new__`` of our own would
# cost a Python call on every hand in pure Python.
@mypyc_attr(allow_interpreted_subclasses=True)
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
        "dealer",
        "discarded",
        "drawing",
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
        hole: Given[Mapping[int, Sequence[int]] | None] = None,
        board: Given[Sequence[int]] = (),
        deck: Given[Deck | None] = None,
        auto_settle: bool = True,
    ) -> None:
        """Start the hand: post the forced bets and deal. ``hole`` gives known hole cards by seat
        and ``board`` the board as it will fall; with a ``deck`` every other card is dealt from it
        (hole cards one at a time from the left of the button, a burn before each street), else
        it stays unknown and the showdown is left undecided. With ``auto_settle=False`` the pots
        wait at the showdown for :meth:`settle` (hands shown or mucked, as in a hand history)."""
        if deck is not None and not isinstance(deck, Deck):
            raise SituationError(f"deck: a Deck is needed, not {deck!r}", code="bad-field", variant="deck")
        # Each card a card, each seat a seat, before the compiled code reads one (an empty board
        # that is not the default tuple is looked at too: it must be a sequence).
        n = len(table.names)
        if (hole or board or type(board) is not tuple) and not (_COMPILED and _plain_cards(hole, board, n)):
            refuse_cards(hole or {}, board, n)  # type: ignore[arg-type, unused-ignore]
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
        #: Money in the middle that belongs to no player's stake: earlier streets, big-blind antes.
        self.dead = table.pot
        self.settled = False
        self.street = table.street
        #: Per action: what the round saved, the length of the log before it, and what closing the
        #: street or settling changed (None when the street stayed open).
        self.history: list[Step] = []
        self.record: list[RecordEntry] = []
        #: Where a street-by-street game's cards come from (None in a game dealt all at once).
        self.dealer: Dealer | None = None
        #: A draw game: the seats still to draw on this street, in turn (None: no draw under way),
        #: and each draw's discards so far, by street.
        self.drawing: tuple[int, ...] | None = None
        self.discarded: tuple[Discard, ...] = ()
        if table.variant.deals_late:
            self.hole, self.runout = self._start_dealing(known, dealt, deck)
            self.all_known = deck is not None
        elif deck is not None and not known and not dealt:
            self.hole, self.runout = self._deal_everything(deck, n, table.variant.hole_cards)
            self.all_known = True
        else:
            self.hole, self.runout = self._deal(known, dealt, deck)
            self.all_known = self._cards_seen(range(n))
        # Every player starts in the hand with chips (the table refuses an empty stack).
        self.round = self._new_round(table.street, n)
        if table.street == 0:  # the hand starts here: the forced bets
            self._post_forced_bets()
        elif table.variant.streets[table.street].draw and self.dealer is not None:
            self._start_draw(self.dealer)
        else:
            self.round.to_act = self.round.next_to_act(table.button + 1)
        if self.round.to_act == NOT_ACTED and self.drawing is None:
            self._close_street()
        #: The seat of the player to act, or -1 when nobody can act (the round's, or the drawer's;
        #: kept here as a plain attribute: it is read before every decision).
        self.to_act = self._turn()

    # -- setting up ---------------------------------------------------------------------------
    def _deal(
        self, hole: Mapping[int, Sequence[int]], board: Sequence[int], deck: Deck | None
    ) -> tuple[tuple[Cards, ...], Cards]:
        table = self.table
        game = table.variant
        n, count = len(self.names), game.hole_cards
        hands, given = self._given_cards(hole, board)
        runout = list(board)
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
        held_cards = tuple(
            [tuple(held) if len(held) == count else (*held, *[UNKNOWN] * (count - len(held))) for held in hands]
        )
        self.record.extend([("deal", i, 0, "", held) for i, held in enumerate(held_cards)])
        return held_cards, tuple(runout)

    def _given_cards(
        self, hole: Mapping[int, Sequence[int]], board: Sequence[int], *, most_board: int | None = None
    ) -> tuple[list[list[int]], list[int]]:
        """The known cards given, checked: each seat's (a list per seat) and all of them that are
        known (none twice; the deck deals the others). Each is a card of a seat of the table
        (:meth:`__init__` has seen to that)."""
        game = self.table.variant
        n, count = len(self.names), game.most_dealt
        holes = hole if type(hole) is dict else dict(hole)  # compiled, a dict's get is a native call
        hands = [list(holes.get(i, ())) for i in range(n)]
        given = [c for c in board if c != UNKNOWN]
        for held in hands:  # each list of ints looped over natively, compiled
            given += [c for c in held if c != UNKNOWN]
        # Each card is dealt once; in a draw game a card thrown away may come back after a reshuffle,
        # so only the first deal is checked (the draws' cards are checked as they are dealt).
        first = given if not game.has_draws else [c for held in hands for c in held[: game.hole_cards] if c != UNKNOWN]
        if len(set(first)) != len(first):
            raise SituationError("cards: the same card is dealt twice", code="bad-card")
        if len(game.deck) < 52 and not set(given) <= set(game.deck):
            odd = cards_text(sorted(set(given) - set(game.deck)))
            raise SituationError(
                f"cards: {odd} are not in the deck of {game.name}",
                code="bad-card",
                params={"cards": odd, "game": game.name},
                variant="not-in-deck",
            )
        for i, held in enumerate(hands):
            if len(held) > count:
                raise SituationError(
                    f"cards: {self.names[i]} holds {len(held)} cards; {game.name} deals {count}",
                    params={"player": self.names[i], "count": len(held), "game": game.name, "deals": count},
                    variant="hole-count",
                )
        most = game.board_cards if most_board is None else most_board
        if len(board) > most:
            raise SituationError(
                f"board: {len(board)} cards; a board has at most {most}",
                code="bad-field",
                params={"count": len(board), "most": most},
                variant="board-size",
            )
        return hands, given

    def _start_dealing(
        self, hole: Mapping[int, Sequence[int]], board: Sequence[int], deck: Deck | None
    ) -> tuple[tuple[Cards, ...], Cards]:
        """A street-by-street game (stud): the known cards go to a :class:`~pokerfloor.core.dealer.Dealer`,
        and every street up to the one the hand starts on is dealt now (nobody has folded yet).
        Stud deals no board; a community card replaces the last card when the deck runs short."""
        hands, _ = self._given_cards(hole, board, most_board=1)
        dealer = self.dealer = Dealer(hands, board, deck)
        n = len(self.names)
        self.hole = tuple(() for _ in range(n))
        self.runout = ()
        for street in range(self.table.street + 1):
            self._deal_street(street, dealer)
        return self.hole, self.runout

    def _deal_street(self, street: int, dealer: Dealer) -> None:
        """Deal street ``street``'s hole cards to the players still in, one round at a time from
        the dealer's left, down cards first, and record them (one entry per player)."""
        spec = self.table.variant.streets[street]
        count = spec.down + spec.up
        if not count and not spec.board:
            return
        table, folded = self.table, self.folded
        n = len(self.names)
        seats = [s for s in seat_orders(n)[table.button + 1] if not folded[s]]
        if count and self._deal_shared(dealer, seats, count, burn=spec.burn):
            return
        if spec.burn:
            dealer.burn()
        hole = list(self.hole)
        for seat in seats:
            dealt = dealer.hole(seat, count)
            hole[seat] = (*hole[seat], *dealt)
            self.record.append(("deal", seat, 0, "", dealt))
        self.hole = tuple(hole)

    def _deal_shared(self, dealer: Dealer, seats: Sequence[int], count: int, *, burn: bool) -> bool:
        """When the deck cannot give every player his card (eight players to seventh street),
        deal one card face up in the middle for all and return ``True`` (TDA 2024 Recommended
        Procedure 10-H; WSOP 2024 Live Action Rule 228): the burns go back into the stub if that
        gives enough cards for everyone, and else one community card is dealt, after the burns go
        back when fewer than three cards are left. A hand history's community card is dealt as it
        says."""
        if dealer.deck is None:
            # A hand history's community card takes the place of the street its players have no
            # known cards for (the deck ran short there).
            if not dealer.has_community() or any(dealer.known_for(seat) for seat in seats):
                return False
        else:
            needed = count * len(seats) + burn + 1  # the players, the burn, and a last card never dealt
            left = dealer.left_now()
            if left >= needed:
                return False
            burns = dealer.burns_to_reshuffle()
            if left + len(burns) >= needed:
                dealer.prepare(needed, burns, force=True)
                return False
            if left < 3:
                dealer.prepare(len(burns) + left, burns, force=True)
            if burn:
                dealer.burn()
        shared = dealer.community(1)
        self.runout = (*self.runout, *shared)
        self.record.append(("board", -1, 0, "", shared))
        return True

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
        big_bet = table.variant.big_bets[street]
        return BettingRound(
            table.structure, table.rules, street, self.stacks, self.folded, pot, able, big_bet, self.names
        )

    def _post_forced_bets(self) -> None:
        table, rnd = self.table, self.round
        n = len(self.names)
        if table.ante:
            for i in range(n):
                self._post_ante(i, table.ante, dead=table.dead_ante)
        blinds = table.blinds
        if blinds is None and table.posts:  # blinds posted by some players only (a button blind)
            level = self._post_other_blinds(rnd, 0)
            self._log_posts()
            rnd.pot = self.dead + sum(self.committed)
            rnd.open_with(level)
            rnd.to_act = rnd.next_to_act(table.button + 1)
            return
        if blinds is None:
            rnd.pot = self.dead + sum(self.committed)
            self._log_posts()
            start = self._open(rnd, 0)
            if table.bring_in:
                rnd.open_bring_in(table.bring_in, start)
            return
        small_seat, big_seat = table.blind_seats
        small, big = blinds
        if table.bb_ante and table.rules.bb_ante_order == "ante-first":
            self._post_ante(big_seat, table.bb_ante, dead=True)
        if small_seat is not None:  # else a dead small blind: nobody posts it (its seat is empty)
            self.posted[small_seat] += rnd.post(small_seat, small)
        big_posted = rnd.post(big_seat, big)
        self.posted[big_seat] += big_posted
        if table.bb_ante and table.rules.bb_ante_order == "blind-first":
            self._post_ante(big_seat, table.bb_ante, dead=True)
        # The larger blind is the bet to call (a single blind in limit games); the last blind acts
        # last. (Conditionals, not max(): a builtin call costs more than the comparison.)
        level = big if big >= small else small
        last = big_seat if big or small_seat is None else small_seat
        for k, straddle in enumerate(table.straddles, start=1):
            seat = (big_seat + k) % n
            self.posted[seat] += rnd.post(seat, straddle)
            level, last = max(level, straddle), seat
        if table.posts:
            level = self._post_other_blinds(rnd, level)
        self._log_posts()
        rnd.pot = self.dead + sum(self.committed)  # the antes are in the pot (pot-limit sizes)
        rnd.open_with(level)
        if table.structure.uses_pot and table.rules.pot_limit_short_blind_full:
            # TDA 2024 Rule 54-B: preflop pot bets assume the full blinds were posted.
            # A dead small blind counts in full too (its Example 1).
            small_posted = rnd.bets[small_seat] if small_seat is not None else 0
            rnd.phantom = max(0, big - big_posted) + max(0, small - small_posted)
        rounds = table.rules.pot_limit_small_blind_as_big and table.structure.uses_pot and 0 < small < big
        if rounds and small_seat is not None:  # (a dead small blind is not there to count)
            # WSOP 2024 Live Action Rule 187: the small blind counts as a big blind until the
            # big blind has acted.
            rnd.rounded, rnd.rounded_seats = big, (small_seat, big_seat)
        rnd.to_act = rnd.next_to_act(last + 1)

    def _post_other_blinds(self, rnd: BettingRound, level: int) -> int:
        """Post the table's other blinds (:class:`~pokerfloor.core.table.BlindPost`): the dead part to
        the middle, the live part as the player's bet. Returns the bet to call after them."""
        for seat, live, dead in self.table.posts:
            if dead:
                self._post_ante(seat, dead, dead=True)
            if live:
                self.posted[seat] += rnd.post(seat, live)
                level = max(level, live)
        return level

    def up_cards(self, seat: int) -> tuple[int, ...]:
        """The cards of ``seat`` face up for everyone (stud's up cards; none in a game dealt
        face down)."""
        pattern = self.table.variant.up_pattern
        return tuple(c for k, c in enumerate(self.hole[seat]) if k < len(pattern) and pattern[k])

    def _open(self, rnd: BettingRound, street: int) -> int:
        """Find who opens street ``street`` (the round's first player to act); returns the seat
        the search started from (the up card that brings in, the best hand showing...)."""
        if self.table.variant.streets[street].open_pair and self.rules.stud_open_pair_big_bet:
            rnd.pair_option = self._pair_showing()
        start, could = self._opener(street)
        rnd.to_act = rnd.next_to_act(start)
        if could is not None:
            rnd.open_seats, rnd.provisional = could, rnd.to_act
        return start

    def _pair_showing(self) -> bool:
        """Whether a player still in shows a pair (WSOP 2024 Live Action Rule 220: "when an open
        pair is showing on Fourth Street ... any participant has the option of betting either the
        lower or the upper limit")."""
        for seat, out in enumerate(self.folded):
            up = [c >> 2 for c in self.up_cards(seat) if c != UNKNOWN]
            if not out and len(set(up)) < len(up):
                return True
        return False

    def _opener(self, street: int) -> tuple[int, frozenset[int] | None]:
        """The seat the search for who opens street ``street`` starts from (0 to the number of
        seats): after the button, or the up card that brings in, or the best hand showing. When
        up cards that decide it are unknown (a hand history that did not record them), also the
        seats that may open: the best of the known hands and every unknown one."""
        game = self.table.variant
        opener = game.streets[street].opener
        if opener not in _READ_FROM_UP_CARDS:
            return self.table.button + 1, None
        reading = game.up_cards
        assert reading is not None
        live = [s for s in seat_orders(len(self.names))[self.table.button + 1] if not self.folded[s]]
        ups = [(s, (*self.up_cards(s), *self.runout)) for s in live]
        known = [(s, up) for s, up in ups if up and UNKNOWN not in up]
        if not known:
            return live[0], frozenset(live)
        if opener == "bring-in":
            # The up card dealt on the first street (the door card) brings in.
            best = bring_in([(s, up[0]) for s, up in known], reading)
        else:
            best = best_showing(known, reading, self._board_tie())
        if len(known) == len(ups):
            return best, None
        return best, frozenset({best, *(s for s, up in ups if not up or UNKNOWN in up)})

    @property
    def opener_unknown(self) -> bool:
        """Whether who opens the street in play cannot be told from the cards (up cards unknown):
        the first player to act may then be any of those who could open, as a record says."""
        return self.round.open_seats is not None

    def _board_tie(self) -> str:
        """How equal hands showing are told apart, under this rulebook and in this game."""
        tie = self.table.rules.stud_board_tie
        if tie == "suit-stud-high":
            game = self.table.variant
            return "suit" if game.up_cards == "high" and not game.is_split else "position"
        return tie

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
        """What the player to act may do, and for how much; raises when nobody can act. During
        a draw, a :class:`~pokerfloor.core.betting.DrawOptions`."""
        if self.to_act < 0:
            raise NoActionPendingError("", "nobody is to act: the betting of this hand is over", code="no-action")
        if self.drawing is not None:
            return DrawOptions(self.to_act, self.hole[self.to_act])
        return self.round.options()

    @property
    def is_drawing(self) -> bool:
        """Whether the players are drawing (the betting of the street opens after the draw)."""
        return self.drawing is not None

    def spot(self) -> Spot:
        """The decision of the player to act, read-only (see :class:`~pokerfloor.core.spot.Spot`);
        raises when nobody can act."""
        if self.to_act < 0:
            raise NoActionPendingError("", "nobody is to act: the betting of this hand is over", code="no-action")
        if self.drawing is not None:
            raise NoActionPendingError("", "the players are drawing: the betting opens after the draw", code="drawing")
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

    def pots_with_bets(self) -> list[Pot]:
        """The pots as they stand with the bets of the street in play: those the street would
        leave if it closed now, main pot first. The part of the largest bet nobody has matched yet
        is in none of them (it is called, or it comes back). Once the betting is over, the same
        as :meth:`pots`."""
        if self.is_over:
            return self.pots()
        bets = self.round.bets
        seat, chips = uncalled(bets)
        put = list(map(add, self.committed, bets))
        if chips:
            put[seat] -= chips
        return side_pots(put, self.folded, self.dead)

    def in_hand(self) -> list[int]:
        """The seats that have not folded."""
        return [i for i, f in enumerate(self.folded) if not f]

    # -- acting -------------------------------------------------------------------------------
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
            raise NoActionPendingError("allin", "nobody is to act: the betting of this hand is over")
        total = rnd.bets[i] + rnd.stacks[i]
        if rnd.bring_in_due and total <= rnd.bring_in:
            return Action(Kind.BRING_IN)
        if total <= rnd.current_bet:
            return Action(Kind.CALL)
        return Action(rnd.aggressive_kind(), total)

    def push(self, action: Given[Action], player: Given[str | int | None] = None) -> None:
        """Apply an action of the player to act (checked against ``player`` when given).

        Refused actions raise an :class:`~pokerfloor.errors.IllegalActionError` subclass and change
        nothing.
        """
        if type(action) is not Action:
            action = checked_action(action)  # a typed error unless it is an action after all
        given: tuple[object, ...] = action  # an Action's fields are not checked when it is made
        kind, to, _ = given
        if type(kind) is not Kind or (to is not None and (type(to) is not int or not -MAX_CHIPS <= to <= MAX_CHIPS)):
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
                raise NoActionPendingError(f"{who} {action}", "nobody is to act: the betting of this hand is over")
            if who != name and self._may_open(who):
                # The up cards that decide who opens are unknown: the record says who did.
                return self._push_as_opener(kind, to, self.names.index(who))
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
        saved = rnd.apply(kind, to)  # a refusal names the player itself: the round has the names
        record.append(("action", seat, to or 0, kind, ()))
        if rnd.to_act != NOT_ACTED:  # the street goes on: the usual case
            self.history.append((saved, mark, None))
            self.to_act = rnd.to_act
            return
        self.history.append((saved, mark, self._close_street()))
        self.to_act = self.round.to_act if self.drawing is None else self.drawing[0]  # the next street's

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
        rnd = self.round
        provisional = rnd.to_act
        rnd.to_act = self.to_act = seat
        try:
            self.push(Action(kind, to))
        except PokerfloorError:
            rnd.to_act = self.to_act = provisional  # refused: nothing changed
            raise

    def _player_name(self, player: Given[str | int]) -> str:
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
        if isinstance(transition, Settled):
            self.settled = False
            self.stacks[:] = transition.stacks
            self.winnings[:] = transition.winnings
            self.hole = transition.hole
            return
        if isinstance(transition, Drew):
            self._undo_draw(transition)
            return
        if transition is not None:
            self._undo_close(transition)
        assert saved is not None
        rnd = self.round
        rnd.revert(saved)
        self.to_act = rnd.to_act

    # -- draws --------------------------------------------------------------------------------
    def _start_draw(self, dealer: Dealer) -> None:
        """A draw street opens: a burn, then each player still in draws in turn from the button's
        left, all-in players too; the betting opens after the last (WSOP 2024 Tournament Rules,
        Draw Games: "If all Participants stand pat, one card is still burned")."""
        spec = self.table.variant.streets[self.street]
        if spec.burn:
            if dealer.may_reshuffle(1):
                dealer.prepare(1, self._reshuffle_pile(dealer))  # the burn too needs a card
            dealer.burn()
        folded = self.folded
        self.drawing = tuple(s for s in seat_orders(len(folded))[self.table.button + 1] if not folded[s])
        self.round.to_act = NOT_ACTED

    def _push_draw(self, action: Action, player: Given[str | int | None]) -> None:
        """A draw: the player to draw discards ``action.cards`` (none: stands pat) and is dealt as
        many; after the last draw of the street the betting opens."""
        kind, to, discards = action
        drawing, dealer = self.drawing, self.dealer
        if drawing is None or dealer is None:
            raise ActionUnavailableError(
                str(action),
                "there is no draw now: a draw comes before the betting of a draw game's later streets",
                rule=self.rules.cite("draw"),
                code="no-draw",
            )
        seat = drawing[0]
        name = self.names[seat]
        if player is not None and player != seat:
            who = self._player_name(player)
            if who != name:
                raise NotYourTurnError(
                    f"{who} {action}",
                    f"it is {name}'s turn to draw, not {who}'s",
                    rule=self.rules.cite("not-your-turn"),
                    params={"player": name, "who": who},
                    variant="draw",
                )
        if kind is not _DRAW or to is not None:
            raise ActionUnavailableError(
                f"{name} {action}",
                "it is the draw: the player discards some cards and is dealt as many, or stands pat",
                rule=self.rules.cite("draw"),
                code="draw-due",
            )
        kept = _kept_after(self.hole[seat], discards, f"{name} {action}", self.rules.cite("draw"))
        mark = len(self.record)
        before = Drew(seat, self.hole, dealer.position(), drawing, self.discarded)
        count = len(discards)
        if count and dealer.may_reshuffle(count):
            dealer.prepare(count, self._reshuffle_pile(dealer), self._last_resort(discards))
        dealt = dealer.hole(seat, count)
        held = {c for cards in self.hole for c in cards}
        if any(c in held for c in dealt if c != UNKNOWN and c not in discards):
            dealer.restore(before.dealt)  # refused: nothing changed
            twice = cards_text([c for c in dealt if c in held])
            raise SituationError(
                f"cards: {twice} dealt to {name} in the draw, while a hand still holds it",
                code="bad-card",
                params={"cards": twice, "player": name},
                variant="draw-dealt-twice",
            )
        hole = list(self.hole)
        hole[seat] = (*kept, *dealt)
        self.hole = tuple(hole)
        self.discarded = (*self.discarded, (self.street, tuple(discards), before.dealt[2]))
        self.record.append(("draw", seat, count, "", tuple(discards)))
        if count:
            self.record.append(("deal", seat, 0, "", dealt))
        closed = None
        if len(drawing) > 1:
            self.drawing = drawing[1:]
        else:
            self.drawing = None
            self._open(self.round, self.street)
            if self.round.to_act == NOT_ACTED:
                closed = self._close_street()
        self.history.append((None, mark, before._replace(closed=closed)))
        self.to_act = self._turn()

    def _reshuffle_pile(self, dealer: Dealer) -> list[int]:
        """What is shuffled to finish a draw when the deck runs out: the muck (folded hands) and
        the earlier rounds' discards, the burn cards too where the rulebook says so, never the
        discards of the round in progress (WSOP 2024 Tournament Rules, Draw Games; Live Action
        Rules, Lowball)."""
        street = self.street
        shuffled = dealer.reshuffled(0)  # cards already gone back to the deck once
        pile = [c for held, out in zip(self.hole, self.folded, strict=True) if out for c in held if c not in shuffled]
        pile += self._discards(dealer, lambda at: at < street)
        if self.rules.draw_reshuffle_burns:
            pile += dealer.burns_to_reshuffle()
        in_play = {c for held in self.hole for c in held}
        return [c for c in dict.fromkeys(pile) if c != UNKNOWN and c not in in_play]

    def _discards(self, dealer: Dealer, of_street: Callable[[int], bool]) -> list[int]:
        """The cards thrown at the draws ``of_street`` says, less those a reshuffle after the
        throw has put back into the deck already."""
        out = []
        for at, cards, thrown_at in self.discarded:
            if of_street(at):
                since = dealer.reshuffled(thrown_at)
                out += [c for c in cards if c not in since]
        return out

    def _last_resort(self, discards: Sequence[int]) -> list[int]:
        """When the muck and the earlier discards are too few to finish a draw (a full table of
        players drawing five), the round's own discards: the others' first, this player's last."""
        street = self.street
        assert self.dealer is not None
        others = self._discards(self.dealer, lambda at: at == street)
        return [c for c in (*others, *discards) if c != UNKNOWN]

    def _undo_draw(self, drew: Drew) -> None:
        if drew.closed is not None:
            self._undo_close(drew.closed)
        if len(drew.drawing) == 1:
            self.round.to_act = NOT_ACTED  # the betting had opened after the last draw
        assert self.dealer is not None
        self.hole, self.drawing, self.discarded = drew.hole, drew.drawing, drew.discarded
        self.dealer.restore(drew.dealt)
        self.to_act = drew.seat

    # -- streets ------------------------------------------------------------------------------
    def _close_street(self) -> ClosedStreet:
        """Close the street in play: return what nobody called, move the bets into the pots,
        and start the next street (or stop at the showdown). Returns what undo needs."""
        rnd = self.round
        stacks = self.stacks
        able = rnd.able
        seat, chips = uncalled(rnd.bets)
        # What undo needs: the finished round, the street, the committed list it replaces, the
        # chips returned; the stacks and winnings only when the pots are awarded now; the cards as
        # they were when the next street is dealt now.
        dealer = self.dealer
        before = (self.hole, self.runout, dealer.position()) if dealer is not None else (None, None, None)
        street_before, committed_before = self.street, self.committed
        if chips:
            if stacks[seat] == 0:
                able += 1  # an all-in player's uncalled chips come back to him
            stacks[seat] += chips
            self.returned[seat] += chips
            self.record.append(("return", seat, chips, "", ()))
        if _COMPILED:  # a native loop: map() and list() are Python calls from compiled code
            put, bets = self.committed, rnd.bets
            committed = [put[k] + bets[k] for k in range(len(bets))]
        else:  # in C: quicker than a loop of bytecode
            committed = list(map(add, self.committed, rnd.bets))
        self.committed = committed
        if chips:
            committed[seat] -= chips
        live = self.folded.count(False)
        game = self.table.variant
        # With nobody left to bet the hand runs to the showdown, but players still draw.
        if live == 1 or self.street == game.showdown - 1 or (able < 2 and not game.draws_after[self.street]):
            awarded = (tuple(stacks), tuple(self.winnings))
            if live > 1:
                self._run_out()
            self.street = game.showdown
            # The betting is over: the last round stays the hand's, nobody to act in it (no round
            # is made for the showdown), counting as able a player whose chips came back.
            rnd.able = able
            if live == 1:
                self._award_uncontested()
            elif self.auto_settle:
                self._show_down(())
            return _record(ClosedStreet, (rnd, street_before, committed_before, seat, chips, awarded, *before))
        street = self.street = self.street + 1
        if dealer is not None and game.streets[street].draw:
            self.round = self._new_round(street, able)
            self._start_draw(dealer)
            return _record(ClosedStreet, (rnd, street_before, committed_before, seat, chips, None, *before))
        if dealer is not None:
            self._deal_street(street, dealer)
        else:
            sizes = game.board_sizes
            self.record.append(("board", -1, 0, "", self.runout[sizes[street - 1] : sizes[street]]))
        opened = self.round = self._new_round(street, able)
        if game.streets[street].opener is _BUTTON and not game.streets[street].open_pair:
            opened.to_act = opened.next_to_act(self.table.button + 1)  # the usual case, at once
        else:
            self._open(opened, street)
        return _record(ClosedStreet, (rnd, street_before, committed_before, seat, chips, None, *before))

    def _run_out(self) -> None:
        """Deal (or record) the cards still to come when the betting can no longer go on."""
        if self.dealer is not None:
            for street in range(self.street + 1, self.table.variant.showdown):
                self._deal_street(street, self.dealer)
            return
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
        first = -1
        for event in reversed(self.record):
            kind = event[0]
            if kind in _NEW_CARDS:
                break
            if kind == "action" and event[3] in _AGGRESSIVE:
                first = event[1]
                break
        if first < 0:
            # No bet on the last street: the player who would open it shows first (in stud the
            # best hand showing: TDA 2024 Rule 17-A).
            first = self._opener(min(self.street, self.table.variant.showdown - 1))[0]
        folded = self.folded
        return [s for s in seat_orders(len(folded))[first] if not folded[s]]

    @property
    def is_settled(self) -> bool:
        """Whether the pots have been awarded."""
        return self.settled

    def settle(self, mucked: Sequence[int] = (), *, shown: Mapping[int, Sequence[int]] | None = None) -> None:
        """Award the pots at the showdown of a hand started with ``auto_settle=False``; the
        ``mucked`` seats gave up their claim. ``shown`` gives hands turned up at the showdown
        whose cards the hand does not know (a draw game's hand history shows only the final
        hand): they must agree with the cards known. Undone by :meth:`pop` like an action."""
        if not self.is_over or self.is_settled:
            raise NoActionPendingError("settle", "the pots can be awarded only once, at the showdown", variant="settle")
        for seat in mucked:
            if type(seat) is not int or not 0 <= seat < len(self.names):
                raise SituationError(f"mucked: {seat!r} is not a seat of this table", code="bad-field")
        before = Settled(tuple(self.stacks), tuple(self.winnings), self.hole)
        mark = len(self.record)
        if shown:
            self.hole = _revealed(self.hole, shown, self.names)
        self._show_down(mucked)
        if not self.is_settled:
            self.hole = before.hole
            raise SituationError("settle: the cards of the hands still in are not all known", code="cards-unknown")
        self.history.append((None, mark, before))

    def _show_down(self, mucked: Sequence[int]) -> None:
        """Award every pot to its best eligible hand(s), when the cards are known.

        A player who mucks gives up every pot he could win, but his stake stays where it was:
        the pots are made from what each put in and who folded, so an all-in player can still win
        only what he matched (seed 002). A pot whose every contender mucked goes by the cards as
        they lie: at an all-in showdown every hand is tabled (TDA 2024 Rule 16), so a muck there
        cannot hand the pot to a player who had no stake in it."""
        pots, out = self._contest(mucked)
        order = self.showing_order()
        if not self._cards_known([i for i in order if not out[i]]):
            return
        self.settled = True
        hole, record = self.hole, self.record
        if mucked:
            record.extend([("muck", i, 0, "", ()) if i in mucked else ("show", i, 0, "", hole[i]) for i in order])
        else:
            record.extend([("show", i, 0, "", hole[i]) for i in order])
        won = award(pots, *self._ranks_and_orders(out))
        winnings, stacks = self.winnings, self.stacks
        for seat, chips in enumerate(won):
            if chips:
                winnings[seat] += chips
                stacks[seat] += chips
                record.append(("award", seat, chips, "", ()))

    def _contest(self, mucked: Sequence[int]) -> tuple[list[Pot], Sequence[bool]]:
        """The pots at the showdown, each with the seats that may win it once ``mucked`` gave up
        their claim, and the seats whose hands decide nothing."""
        folded = self.folded
        pots = side_pots(self.committed, folded, self.dead)
        if not mucked:
            return pots, folded
        gave_up = frozenset(mucked)
        pots = [Pot(amount, tuple(s for s in eligible if s not in gave_up) or eligible) for amount, eligible in pots]
        out = [True] * len(folded)
        for _, eligible in pots:
            for seat in eligible:
                out[seat] = False
        return pots, out

    def _ranks_and_orders(self, out: Sequence[bool]) -> tuple[list[list[int | None]], Sequence[Sequence[int]]]:
        """Every seat's rank by each of the game's rankings (``None`` for the seats ``out``), and
        for each the order the odd chips of a split go in."""
        game, hole, board = self.table.variant, self.hole, self.runout
        ranks = [ranking.ranks(board, hole, out) for ranking in game.rankings]
        from_button = seat_orders(len(out))[self.table.button + 1]
        if game.odd_chip == "high-card":
            return ranks, HighCardOrders(game.rankings, hole, board, [s for s in from_button if not out[s]])
        return ranks, (from_button,) * len(ranks)

    def showdown(self) -> list[tuple[Pot, list[Share]]]:
        """How the pots went at the showdown, once awarded: each pot (main pot first) and its
        shares, each naming the ranking it went by, the winners' chips and their rank (the
        ranking's evaluator names the hand: :mod:`pokerfloor.explain.hand_names`). Empty before the
        pots are awarded, and when the hand was won without a showdown."""
        if not self.settled or not self.is_contested:
            return []
        pots, out = self._contest([event[1] for event in self.record if event[0] == "muck"])
        ranks, orders = self._ranks_and_orders(out)
        return [(pot, share_pot(pot, ranks, orders)) for pot in pots]

    def _cards_known(self, seats: Sequence[int]) -> bool:
        """Whether the whole board and the hole cards of ``seats`` are known."""
        return self.all_known or self._cards_seen(seats)

    def _cards_seen(self, seats: Sequence[int]) -> bool:
        """:meth:`_cards_known`, looked at card by card (a hand dealt from a deck knows them all)."""
        runout, hole = self.runout, self.hole
        if (self.dealer is None and len(runout) < self.table.variant.board_cards) or UNKNOWN in runout:
            return False
        for i in seats:  # noqa: SIM110 - a plain loop: no generator frame on every showdown
            if UNKNOWN in hole[i]:
                return False
        return True

    def _undo_close(self, closed: ClosedStreet) -> None:
        rnd, street, committed, seat, chips, awarded, hole, runout, dealt = closed
        self.settled = False
        self.round = rnd
        self.street = street
        self.committed = committed
        self.drawing = None
        if awarded is not None:
            self.stacks[:] = awarded[0]
            self.winnings[:] = awarded[1]
        if chips:
            self.stacks[seat] -= chips
            self.returned[seat] -= chips
        if dealt is not None and self.dealer is not None:
            self.hole, self.runout = hole or self.hole, runout if runout is not None else self.runout
            self.dealer.restore(dealt)

    # -- copies and comparison ----------------------------------------------------------------
    def copy(self, *, stack: bool = True) -> Hand:
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
        if not stack:
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

    def view(self, seat: Given[int | str | None]) -> SeatView:
        """What ``seat`` (a seat or a name; ``None``: an onlooker) may know: its own cards, the
        cards shown, the board dealt so far, and what the table sees (:mod:`pokerfloor.core.view`)."""
        from pokerfloor.core.view import seat_view  # noqa: PLC0415 - view.py imports this module

        return seat_view(self, seat)  # type: ignore[arg-type, unused-ignore]  # it checks the seat


def _kept_after(held: Cards, discards: Sequence[int], quoted: str, rule: str) -> list[int]:
    """The cards a player keeps after discarding ``discards``: cards he holds, each once. An unknown
    discard (a hand history that did not see it) takes an unknown card of the hand, or, when all
    are known, leaves the kept cards unknown: which one went is not known."""
    if len(discards) > len(held):
        raise ActionUnavailableError(
            quoted,
            f"the player holds {len(held)} cards: at most {len(held)} can be discarded",
            rule=rule,
            code="draw-too-many",
            params={"held": len(held)},
        )
    kept = list(held)
    for card in sorted(discards, reverse=True):  # the known ones first: they must be held
        if card != UNKNOWN and card in kept:
            kept.remove(card)
        elif UNKNOWN in kept:  # a hand not fully known: the discard was one of the unknown cards
            kept.remove(UNKNOWN)
        elif card == UNKNOWN:
            kept = [UNKNOWN] * (len(kept) - 1)
        else:
            raise ActionUnavailableError(
                quoted,
                "a player discards only cards in hand, each once",
                rule=rule,
                code="draw-not-held",
            )
    return kept


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


def _revealed(hole: tuple[Cards, ...], shown: Mapping[int, Sequence[int]], names: Sequence[str]) -> tuple[Cards, ...]:
    """The hands with the cards shown at the showdown put in where they were not known. A shown
    hand must hold every card known of that player's hand."""
    out = list(hole)
    for seat, cards in shown.items():
        if not (type(seat) is int and 0 <= seat < len(out) and is_sequence(cards)):
            raise SituationError(f"shown: {seat!r} is not a seat with cards {cards!r}", code="bad-field")
        held = out[seat]
        if UNKNOWN not in held:
            continue
        known = [c for c in held if c != UNKNOWN]
        if len(cards) != len(held) or not set(known) <= set(cards) or UNKNOWN in cards:
            raise SituationError(
                f"shown: {names[seat]} shows {cards_text(cards)}, which is not the hand held ({cards_text(held)})",
                code="bad-card",
            )
        out[seat] = tuple(cards)
    return tuple(out)
