"""The streets of a hand, as its variant describes them: the cards dealt (all at once in a flop
game, street by street in stud), who opens each street, and closing a street: what nobody called
comes back, the bets go into the pots, the next street is dealt and opened, or the hand runs out
to the showdown.

The functions here change a :class:`~pokerfloor.core.state.HandState` on the hand's behalf; the
betting round is opened and finished through its own methods.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Final

from pokerfloor.core.betting import BettingRound
from pokerfloor.core.dealer import Dealer
from pokerfloor.core.pots import _uncalled
from pokerfloor.core.record import Cards, ClosedStreet
from pokerfloor.core.seats import _seat_orders
from pokerfloor.core.state import HandState
from pokerfloor.core.table_options import pot_step
from pokerfloor.errors import SituationError
from pokerfloor.games.cards import UNKNOWN, Deck, cards_text
from pokerfloor.games.showing import _best_showing, _bring_in
from pokerfloor.games.variants import Opener, Variant

__all__ = [
    "cards_seen",
    "close_street",
    "deal",
    "deal_everything",
    "deal_street",
    "new_round",
    "open_street",
    "start_dealing",
    "undo_close",
]

_BUTTON: Final = Opener.BUTTON
#: The openers found from the up cards (stud), each tested by identity: an enum member's hash,
#: which a set's membership test takes, is a Python call (on every street of a stud hand).
_BRING_IN_OPENER: Final = Opener.BRING_IN
_SHOWING_OPENER: Final = Opener.SHOWING
#: Makes an undo record (a named tuple) from its fields at once: the named tuple's own ``__new__``
#: is a Python function, a call from compiled code through the interpreter on every street.
_record: Final = tuple.__new__


# -- the cards dealt --------------------------------------------------------------------------------
@functools.lru_cache(maxsize=64)  # a few games, a few boards: worked out once each
def board_draw(game: Variant, have: int) -> tuple[int, tuple[int, ...]]:
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


def deal_everything(hand: HandState, deck: Deck) -> tuple[tuple[Cards, ...], Cards]:
    """The usual case (simulation): nothing given, everything dealt in one draw, in the order a
    dealer pitches the cards: one at a time from the left of the button, then burn, flop,
    burn, turn, burn, river."""
    n, count = len(hand.names), hand.table.variant.hole_cards
    dealt = n * count
    board_count, positions = board_draw(hand.table.variant, 0)
    drawn = tuple(deck.deal(dealt + board_count))  # slices of a tuple are tuples: no copy per hand
    first = hand.table.button + 1
    hands = tuple([drawn[(seat - first) % n : dealt : n] for seat in range(n)])
    hand.record.extend([("deal", i, 0, "", held) for i, held in enumerate(hands)])
    return hands, tuple([drawn[dealt + k] for k in positions])


def deal(
    hand: HandState, hole: Mapping[int, Sequence[int]], board: Sequence[int], deck: Deck | None
) -> tuple[tuple[Cards, ...], Cards]:
    """A game dealt all at once, some cards given: the known cards where they were given, the
    others from ``deck`` in dealing order, else unknown."""
    table = hand.table
    game = table.variant
    n, count = len(hand.names), game.hole_cards
    hands, given = _given_cards(hand, hole, board)
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
        drawn, positions = board_draw(game, len(runout))
        if drawn < 0:
            sizes = ", ".join(str(size) for size in dict.fromkeys([0, *game.board_sizes]))
            raise SituationError(
                code="bad-field",
                params={"count": len(runout), "sizes": sizes},
                variant="board-deal",
            )
        cards_drawn = deck.deal(drawn)
        runout.extend(cards_drawn[k] for k in positions)
    held_cards = tuple(
        [tuple(held) if len(held) == count else (*held, *[UNKNOWN] * (count - len(held))) for held in hands]
    )
    hand.record.extend([("deal", i, 0, "", held) for i, held in enumerate(held_cards)])
    return held_cards, tuple(runout)


#: No cards yet (a runout before the streets are dealt).
_NO_CARDS: Final[Cards] = ()


def _given_cards(
    hand: HandState, hole: Mapping[int, Sequence[int]], board: Sequence[int], *, most_board: int | None = None
) -> tuple[list[list[int]], list[int]]:
    """The known cards given, checked: each seat's (a list per seat) and all of them that are
    known (none twice; the deck deals the others). Each is a card of a seat of the table (the
    hand's constructor has seen to that)."""
    game = hand.table.variant
    names = hand.names
    n, count = len(names), game.most_dealt
    holes = hole if type(hole) is dict else dict(hole)  # compiled, a dict's get is a native call
    hands = [list(holes.get(i, ())) for i in range(n)]
    given = [c for c in board if c != UNKNOWN]
    for held in hands:
        given += [c for c in held if c != UNKNOWN]
    # Each card is dealt once; in a draw game a card thrown away may come back after a reshuffle,
    # so only the first deal is checked (the draws' cards are checked as they are dealt).
    first = given if not game.has_draws else [c for held in hands for c in held[: game.hole_cards] if c != UNKNOWN]
    if len(set(first)) != len(first):
        raise SituationError(code="bad-card")
    if len(game.deck) < 52 and not set(given) <= set(game.deck):
        odd = cards_text(sorted(set(given) - set(game.deck)))
        raise SituationError(
            code="bad-card",
            params={"cards": odd, "game": game.name},
            variant="not-in-deck",
        )
    for i, held in enumerate(hands):
        if len(held) > count:
            raise SituationError(
                params={"player": names[i], "count": len(held), "game": game.name, "deals": count},
                variant="hole-count",
            )
    most = game.board_cards if most_board is None else most_board
    if len(board) > most:
        raise SituationError(
            code="bad-field",
            params={"count": len(board), "most": most},
            variant="board-size",
        )
    return hands, given


def start_dealing(
    hand: HandState, hole: Mapping[int, Sequence[int]], board: Sequence[int], deck: Deck | None
) -> tuple[tuple[Cards, ...], Cards]:
    """A street-by-street game (stud): the known cards go to a :class:`~pokerfloor.core.dealer.Dealer`,
    and every street up to the one the hand starts on is dealt now (nobody has folded yet).
    Stud deals no board; a community card replaces the last card when the deck runs short (a draw
    game has none)."""
    game = hand.table.variant
    # Stud deals no board but may need one community card; Crazy Pineapple deals its board.
    hands, _ = _given_cards(hand, hole, board, most_board=game.board_cards or (1 if game.has_bring_in else 0))
    dealer = hand.dealer = Dealer(hands, board, deck)
    hand.hole = tuple(() for _ in hand.names)
    hand.runout = _NO_CARDS  # of the type Cards: ``()`` would make it ``tuple[()]`` below, to mypyc
    for street in range(hand.table.street + 1):
        deal_street(hand, street, dealer)
    return hand.hole, hand.runout


def deal_street(hand: HandState, street: int, dealer: Dealer) -> None:
    """Deal street ``street``'s cards: its board cards after the burn (a flop game dealt street by
    street), its hole cards to the players still in, one round at a time from the dealer's left,
    down cards first; and record them (one entry per player)."""
    spec = hand.table.variant.streets[street]
    count = spec.down + spec.up
    if not count and not spec.board:
        return
    folded = hand.folded
    seats = [s for s in _seat_orders(len(folded))[hand.table.button + 1] if not folded[s]]
    if count and _deal_shared(hand, dealer, seats, count, burn=spec.burn):
        return
    if spec.burn:
        dealer.burn()
    if spec.board:  # a flop game dealt street by street (a discard before the turn)
        shared = dealer.community(spec.board)
        hand.runout = (*hand.runout, *shared)
        if street > hand.table.street:  # the board a hand starts with is not recorded (flop games)
            hand.record.append(("board", -1, 0, "", shared))
    if not count:
        return
    hole = list(hand.hole)
    record = hand.record
    dealt = dealer.holes(seats, count)
    for k in range(len(seats)):  # an index loop: a strict zip is a generic call from compiled code
        seat, cards = seats[k], dealt[k]
        hole[seat] += cards
        record.append(("deal", seat, 0, "", cards))
    hand.hole = tuple(hole)


def _deal_shared(hand: HandState, dealer: Dealer, seats: Sequence[int], count: int, *, burn: bool) -> bool:
    """When the deck cannot give every player his card (eight players to seventh street),
    deal one card face up in the middle for all and return ``True`` (TDA 2024 Recommended
    Procedure 10-H; WSOP 2024 Live Action Rule 228): the burns go back into the stub if that
    gives enough cards for everyone, and else one community card is dealt, after the burns go
    back when fewer than three cards are left. A hand history's community card is dealt as it
    says."""
    if dealer.deck is not None and hand.table.variant.reshuffle_muck:
        _reshuffle_muck(hand, dealer, count * len(seats) + burn)
        return False
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
    hand.runout = (*hand.runout, *shared)
    hand.record.append(("board", -1, 0, "", shared))
    return True


def reshuffle_pile(hand: HandState, dealer: Dealer, *, burns: bool, before: int) -> list[int]:
    """What is shuffled into a deck run short: the muck (folded hands), the discards of the
    streets ``before`` that one, and the burn cards when ``burns``. A draw never takes the
    discards of the round in progress (WSOP 2024 Tournament Rules, Draw Games; Live Action Rules,
    Lowball, the burns where the rulebook says so); Super Stud's later streets take every discard,
    and the burns (Live Action Rule 249)."""
    shuffled = dealer.reshuffled(0)  # cards already gone back to the deck once
    pile = [c for held, out in zip(hand.hole, hand.folded, strict=True) if out for c in held if c not in shuffled]
    pile += thrown(hand, dealer, lambda at: at < before)
    if burns:
        pile += dealer.burns_to_reshuffle()
    in_play = {c for held in hand.hole for c in held}
    return [c for c in dict.fromkeys(pile) if c != UNKNOWN and c not in in_play]


def thrown(hand: HandState, dealer: Dealer, of_street: Callable[[int], bool]) -> list[int]:
    """The cards thrown at the draws ``of_street`` says, less those a reshuffle after the
    throw has put back into the deck already."""
    out = []
    for at, cards, thrown_at in hand.discarded:
        if of_street(at):
            since = dealer.reshuffled(thrown_at)
            out += [c for c in cards if c not in since]
    return out


def _reshuffle_muck(hand: HandState, dealer: Dealer, needed: int) -> None:
    """Super Stud's deck run short (WSOP 2024 Live Action Rule 249): "if the remaining cards in
    the stub along with the 3 burn cards can complete the hand, this will be done"; else the last
    cards, the burns and the muck are shuffled together to finish the deal, and "the dealer will
    never use a community card"."""
    if not dealer.may_reshuffle(needed):
        return
    burns = dealer.burns_to_reshuffle()
    if dealer.left_now() + len(burns) >= needed:
        dealer.prepare(needed, burns)
    else:
        # Every discard is made by now: a street's cards are dealt after its last one.
        dealer.prepare(needed, reshuffle_pile(hand, dealer, burns=True, before=hand.table.variant.showdown))


def cards_seen(hand: HandState, seats: Sequence[int]) -> bool:
    """Whether the whole board and the hole cards of ``seats`` are known, card by card (a hand
    dealt from a deck knows them all: :attr:`~pokerfloor.core.state.HandState.all_known`)."""
    runout, hole = hand.runout, hand.hole
    if (hand.dealer is None and len(runout) < hand.table.variant.board_cards) or UNKNOWN in runout:
        return False
    for i in seats:  # noqa: SIM110 - a plain loop: no generator frame on every showdown
        if UNKNOWN in hole[i]:
            return False
    return True


def _run_out(hand: HandState) -> None:
    """Deal (or record) the cards still to come when the betting can no longer go on."""
    game = hand.table.variant
    if hand.dealer is not None:
        for street in range(hand.street + 1, game.showdown):
            deal_street(hand, street, hand.dealer)
        return
    runout, record = hand.runout, hand.record
    sizes = game.board_sizes
    for street in range(hand.street + 1, game.showdown):
        start, end = sizes[street - 1], sizes[street]
        if len(runout) >= end:
            record.append(("board", -1, 0, "", runout[start:end]))


# -- who opens a street -------------------------------------------------------------------------------
def new_round(hand: HandState, street: int, able: int | None) -> BettingRound:
    """The betting round of ``street``, with the chips in the middle from before it (``able``:
    the players in the hand with chips behind, counted by the round when ``None``)."""
    table = hand.table
    pot = hand.dead + sum(hand.committed)
    # Positional: made on every street (see BettingRound.__init__).
    return BettingRound(
        table.betting_structure,
        table.rules,
        street,
        hand.stacks,
        hand.folded,
        pot,
        able,
        table.variant.big_bets[street],
        hand.names,
        pot_step(table),
    )


def open_street(hand: HandState, rnd: BettingRound, street: int) -> int:
    """Open ``rnd``, the betting of street ``street``: its first player to act (after the button,
    the up card that brings in, the best hand showing), and in stud whether a pair showing lets
    a player bet big. Returns the seat the search for the opener started from."""
    pair = hand.table.variant.streets[street].open_pair and hand.rules.stud_open_pair_big_bet and _pair_showing(hand)
    start, could = opener(hand, street)
    rnd.open_street(start, pair_option=pair, could_open=could)
    return start


def _pair_showing(hand: HandState) -> bool:
    """Whether a player still in shows a pair (WSOP 2024 Live Action Rule 220: "when an open
    pair is showing on Fourth Street ... any participant has the option of betting either the
    lower or the upper limit")."""
    hole = hand.hole
    same = _same_pattern(hand)
    for seat, out in enumerate(hand.folded):
        if out:
            continue
        up = [c >> 2 for c in _showing(hole[seat], same or hand._held_pattern(seat), ()) if c != UNKNOWN]
        if len(set(up)) < len(up):
            return True
    return False


def opener(hand: HandState, street: int) -> tuple[int, frozenset[int] | None]:
    """The seat the search for who opens street ``street`` starts from (0 to the number of
    seats): after the button, or the up card that brings in, or the best hand showing. When
    up cards that decide it are unknown (a hand history that did not record them), also the
    seats that may open: the best of the known hands and every unknown one."""
    table = hand.table
    game = table.variant
    opens = game.streets[street].opener
    if opens is not _BRING_IN_OPENER and opens is not _SHOWING_OPENER:
        return table.button + 1, None
    reading = game.up_cards
    assert reading is not None
    folded, hole, runout = hand.folded, hand.hole, hand.runout
    live = [s for s in _seat_orders(len(folded))[table.button + 1] if not folded[s]]
    known: list[tuple[int, list[int]]] = []
    unknown: list[int] = []  # the seats whose up cards are not all known (a hand history's)
    same = _same_pattern(hand)
    for s in live:
        up = _showing(hole[s], same or hand._held_pattern(s), runout)
        if up and UNKNOWN not in up:
            known.append((s, up))
        else:
            unknown.append(s)
    if not known:
        return live[0], frozenset(live)
    if opens is _BRING_IN_OPENER:
        # The up card dealt on the first street (the door card) brings in.
        best = _bring_in([(s, up[0]) for s, up in known], reading, game.bring_in_by == "highest")
    else:
        best = _best_showing(known, reading, _board_tie(hand))
    if not unknown:
        return best, None
    return best, frozenset({best, *unknown})


def _same_pattern(hand: HandState) -> tuple[bool, ...]:
    """Which cards of every hand are up, the same for all: the game's pattern as dealt, when no
    discard moves the up cards in a hand; else empty, and each seat's is its own, as held (after
    Super Stud's discard). (Asked once a street, not the hand's ``held_up_pattern`` per seat,
    which checks the seat it is given.)"""
    game = hand.table.variant
    return game.up_pattern if game.held_up_pattern is game.up_pattern else ()


def _showing(held: Cards, pattern: tuple[bool, ...], runout: Cards) -> list[int]:
    """The cards a player shows: his up cards (``pattern`` says which of those dealt are up),
    then the community cards. (The engine's own reading of
    :meth:`~pokerfloor.core.state.HandState.up_cards`: no seat to check, no tuple made.)"""
    dealt = len(held) if len(held) < len(pattern) else len(pattern)
    up = [held[k] for k in range(dealt) if pattern[k]]  # an index loop: no zip object to make
    if runout:
        up.extend(runout)
    return up


def _board_tie(hand: HandState) -> str:
    """How equal hands showing are told apart, under this rulebook and in this game."""
    tie = hand.table.rules.stud_board_tie
    if tie == "suit-stud-high":
        game = hand.table.variant
        return "suit" if game.up_cards == "high" and not game.is_split else "position"
    return tie


# -- closing a street ---------------------------------------------------------------------------------
def close_street(hand: HandState) -> ClosedStreet:
    """Close the street in play: return what nobody called, move the bets into the pots, and
    deal and open the next street, or run the cards out to the showdown when the betting is over
    (the hand then awards the pots: :mod:`~pokerfloor.core.showdown`). A draw street is left
    unopened: the draw comes first (:mod:`~pokerfloor.core.draws`). Returns what undo needs
    (:func:`undo_close`)."""
    rnd = hand.round
    stacks = hand.stacks
    able = rnd.able
    seat, chips = _uncalled(rnd.bets)
    # What undo needs: the finished round, the street, the committed list it replaces, the
    # chips returned; the stacks and winnings only when the pots are awarded now; the cards as
    # they were when the next street is dealt now.
    dealer = hand.dealer
    before = (hand.hole, hand.runout, dealer.position()) if dealer is not None else (None, None, None)
    street_before, committed_before = hand.street, hand.committed
    if chips:
        if stacks[seat] == 0:
            able += 1  # an all-in player's uncalled chips come back to him
        stacks[seat] += chips
        hand.returned[seat] += chips
        hand.record.append(("return", seat, chips, "", ()))
    put, bets = hand.committed, rnd.bets
    committed = hand.committed = [put[k] + bets[k] for k in range(len(bets))]
    if chips:
        committed[seat] -= chips
    live = hand.folded.count(False)
    game = hand.table.variant
    # With nobody left to bet the hand runs to the showdown, but players still draw.
    if live == 1 or hand.street == game.showdown - 1 or (able < 2 and not game.draws_after[hand.street]):
        awarded = (tuple(stacks), tuple(hand.winnings))
        if live > 1:
            _run_out(hand)
        hand.street = game.showdown
        # The betting is over: the last round stays the hand's, nobody to act in it (no round
        # is made for the showdown), counting as able a player whose chips came back.
        rnd.finish(able)
        return _record(ClosedStreet, (rnd, street_before, committed_before, seat, chips, awarded, *before))
    street = hand.street = hand.street + 1
    if dealer is not None and able < 2:
        # Nobody can bet, but a draw is still to come (Crazy Pineapple's discard after the flop):
        # the streets before it are dealt with no betting.
        while not game.streets[street].draw:
            deal_street(hand, street, dealer)
            street = hand.street = street + 1
    if dealer is not None and game.streets[street].draw:
        hand.round = new_round(hand, street, able)  # opened after the draw
        return _record(ClosedStreet, (rnd, street_before, committed_before, seat, chips, None, *before))
    if dealer is not None:
        deal_street(hand, street, dealer)
    else:
        sizes = game.board_sizes
        hand.record.append(("board", -1, 0, "", hand.runout[sizes[street - 1] : sizes[street]]))
    opened = hand.round = new_round(hand, street, able)
    spec = game.streets[street]
    if spec.opener is _BUTTON and not spec.open_pair:
        opened.open_street(hand.table.button + 1)  # the usual case, at once
    else:
        open_street(hand, opened, street)
    return _record(ClosedStreet, (rnd, street_before, committed_before, seat, chips, None, *before))


def undo_close(hand: HandState, closed: ClosedStreet) -> None:
    """Take back closing a street (:func:`close_street`'s record)."""
    rnd, street, committed, seat, chips, awarded, hole, runout, dealt = closed
    hand.settled = False
    hand.round = rnd  # as it was after its last action, which pop() takes back next
    hand.street = street
    hand.committed = committed
    hand.drawing = None
    if awarded is not None:
        hand.stacks[:] = awarded[0]
        hand.winnings[:] = awarded[1]
    if chips:
        hand.stacks[seat] -= chips
        hand.returned[seat] -= chips
    if dealt is not None and hand.dealer is not None:
        hand.hole, hand.runout = hole or hand.hole, runout if runout is not None else hand.runout
        hand.dealer.restore(dealt)
