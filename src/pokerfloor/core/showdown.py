"""The end of a hand: the pots awarded to the last player in, or at the showdown to the best
hands by each of the game's rankings, odd chips by the game's order; who shows first; and how
each pot went.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, NamedTuple

from pokerfloor.actions import Kind
from pokerfloor.core.checks import is_sequence
from pokerfloor.core.pots import Pot, Share, _award, _share_pot, _side_pots
from pokerfloor.core.record import Cards
from pokerfloor.core.seats import _seat_orders
from pokerfloor.core.state import HandState
from pokerfloor.core.streets import cards_seen, opener
from pokerfloor.errors import SituationError, quoted
from pokerfloor.games.cards import UNKNOWN, are_cards, cards_text
from pokerfloor.games.evaluation import Evaluator
from pokerfloor.games.showing import HighCardOrders
from pokerfloor.given import Given, refused

__all__ = [
    "Award",
    "award_uncontested",
    "awards",
    "boards_dividing",
    "cards_known",
    "dealt_boards",
    "house_take",
    "past_first_street",
    "results",
    "revealed",
    "run_boards",
    "run_part",
    "show_down",
    "showing_order",
    "taken_from",
]

_AGGRESSIVE: Final = (Kind.BET, Kind.RAISE, Kind.COMPLETE)
#: The record entries that deal new cards (a street's start).
_NEW_CARDS: Final = frozenset({"board", "deal"})


def award_uncontested(hand: HandState) -> None:
    """Everyone else folded: the last player in takes every pot, unshown."""
    winner = hand.folded.index(False)
    hand.settled = True
    total = hand.dead + sum(hand.committed)
    if hand.table.rake is not None:  # the house's take first
        total = _take_rake(hand, [Pot(total, (winner,))])[0].amount
    hand.winnings[winner] += total
    hand.stacks[winner] += total
    hand.record.append(("award", winner, total, "", ()))


def cards_known(hand: HandState, seats: Sequence[int]) -> bool:
    """Whether the whole board and the hole cards of ``seats`` are known."""
    return hand.all_known or cards_seen(hand, seats)


def showing_order(hand: HandState) -> list[int]:
    """Who shows first at the showdown: the last player to bet or raise on the final betting
    round, then clockwise; with no bet on it, the first player left of the button (TDA 2024
    Rule 16). When a player is all-in and the betting is over, every hand is turned up at
    once (Rule 16 too); the same order is used to list them."""
    first = -1
    for event in reversed(hand.record):
        kind = event[0]
        if kind in _NEW_CARDS:
            break
        if kind == "action" and event[3] in _AGGRESSIVE:
            first = event[1]
            break
    if first < 0:
        # No bet on the last street: the player who would open it shows first (in stud the
        # best hand showing: TDA 2024 Rule 17-A).
        first = opener(hand, min(hand.street, hand.table.variant.showdown - 1))[0]
    folded = hand.folded
    return [s for s in _seat_orders(len(folded))[first] if not folded[s]]


def show_down(hand: HandState, mucked: Sequence[int], boards: Sequence[Cards] = ()) -> None:
    """Award every pot to its best eligible hand(s), when the cards are known; with the
    ``boards`` of a board run more than once (:func:`run_boards`), or a game's two boards
    (:func:`dealt_boards`), each pot divided between them (:func:`run_part`) and each part by its
    board, or each ranking's part to the best hand on either board where the game says so.

    A player who mucks gives up every pot he could win, but his stake stays where it was:
    the pots are made from what each put in and who folded, so an all-in player can still win
    only what he matched (seed 002). A pot whose every contender mucked goes by the cards as
    they lie: at an all-in showdown every hand is tabled (TDA 2024 Rule 16), so a muck there
    cannot hand the pot to a player who had no stake in it."""
    pots, out = _contest(hand, mucked)
    order = showing_order(hand)
    if not cards_known(hand, [i for i in order if not out[i]]) or (boards and _unknown_run(boards)):
        return
    hand.settled = True
    hole, record = hand.hole, hand.record
    if mucked:
        record.extend([("muck", i, 0, "", ()) if i in mucked else ("show", i, 0, "", hole[i]) for i in order])
    else:
        record.extend([("show", i, 0, "", hole[i]) for i in order])
    if hand.table.rake is not None:  # the house's take first
        pots = _take_rake(hand, pots)
    boards = boards or dealt_boards(hand)
    won = _award_runs(hand, pots, out, boards) if boards else _award(pots, *_ranks_and_orders(hand, out, hand.runout))
    winnings, stacks = hand.winnings, hand.stacks
    for seat, chips in enumerate(won):
        if chips:
            winnings[seat] += chips
            stacks[seat] += chips
            record.append(("award", seat, chips, "", ()))


def results(hand: HandState) -> list[tuple[Pot, list[Share]]]:
    """How the pots went at the showdown, once awarded: each pot (main pot first) and its
    shares, each naming the ranking it went by, the winners' chips and their rank; a board run
    more than once gives each pot's part on each board (the first board's parts first). Empty
    before the pots are awarded, and when the hand was won without a showdown."""
    return [(pot, shares) for _, _, pot, shares in _results_by_board(hand)]


def _results_by_board(hand: HandState) -> list[tuple[int, int, Pot, list[Share]]]:
    """:func:`results` with each part's pot number (0 the main pot) and board (0 the first)."""
    if not hand.settled or not hand.is_contested:
        return []
    pots, out = _contest(hand, [event[1] for event in hand.record if event[0] == "muck"])
    if hand.table.rake is not None:
        pots = _after_rake(hand, pots)[0]
    boards = run_boards(hand) or dealt_boards(hand) or (hand.runout,)
    if _on_either_board(hand, boards):
        ranks, orders = _ranks_on_either(hand, out, boards)
        return [(number, 0, pot, _share_pot(pot, ranks, orders)) for number, pot in enumerate(pots)]
    made = []
    for k, board in enumerate(boards):
        ranks, orders = _ranks_and_orders(hand, out, board)
        for number, (amount, eligible) in enumerate(pots):
            part = Pot(run_part(amount, len(boards), k), eligible)
            made.append((number, k, part, _share_pot(part, ranks, orders)))
    return made


def run_boards(hand: HandState) -> tuple[Cards, ...]:
    """Each board of a hand whose board was run more than once (WSOP 2024 Live Action Rules
    204 and 205): the first as dealt, then each run's, the cards dealt before the agreement
    shared by all; empty when the board was dealt once. Read off the record's ``run`` entries."""
    runs = [entry[4] for entry in hand.record if entry[0] == "run"]
    if not runs:
        return ()
    first = hand.runout
    shared = first[: len(first) - len(runs[0])]
    return (first, *[(*shared, *cards) for cards in runs])


def dealt_boards(hand: HandState) -> tuple[Cards, ...]:
    """Each board of a game that deals two (Double Board Omaha: WSOP 2024 Live Action Rules),
    the top board first, as much of each as is dealt; empty in a game of one board."""
    game = hand.table.variant
    return game.split_board(hand.runout) if game.boards > 1 else ()


def boards_dividing(hand: HandState) -> int:
    """How many boards each pot is divided between at the showdown: the runs of a board run
    more than once, the boards of a game whose pots go half to each board; else 1 (a board, or
    two boards whose pots go to the best hand on either)."""
    runs = len(run_boards(hand))
    if runs:
        return runs
    game = hand.table.variant
    return game.boards if game.board_split == "each" else 1


def run_part(amount: int, runs: int, run: int) -> int:
    """The part of a pot of ``amount`` chips that run number ``run`` (0 the first) of ``runs``
    decides: an equal share, the odd chips one each to the earliest runs (the first board is the
    one dealt "as normally dictated", WSOP 2024 Live Action Rule 209)."""
    share, odd = divmod(amount, runs)
    return share + 1 if run < odd else share


def past_first_street(hand: HandState) -> bool:
    """Whether the hand went past its first betting round (a flop, a fourth street, a draw), read
    from what the record dealt: a hand won by a fold after the flop shows no board at its end,
    and was raked ("no flop, no drop" asks whether a flop was dealt). A hand that starts after
    its first street (a situation on the flop) did."""
    if hand.table.street > 0:
        return True
    record = hand.record
    if hand.table.variant.board_cards:
        return any(entry[0] == "board" for entry in record)
    first = next((k for k, entry in enumerate(record) if entry[0] == "action"), len(record))
    return any(entry[0] in ("deal", "draw") for entry in record[first:])


def taken_from(hand: HandState, pots: Sequence[int]) -> tuple[int, int, list[int]]:
    """What the table's rake takes from ``pots`` (their amounts, the main pot first) at the end
    of ``hand``: :meth:`HouseRake.taken`, the flop asked of the hand; nothing without a rake."""
    rake = hand.table.rake
    if rake is None:
        return 0, 0, [0] * len(pots)
    return rake.taken(pots, flop=past_first_street(hand))


def house_take(hand: HandState) -> tuple[int, int]:
    """What the house took from ``hand``'s pots at settlement, read off its record: the rake and
    the jackpot drop."""
    rake = jackpot = 0
    for entry in hand.record:
        if entry[0] == "rake":
            rake += entry[2]
        elif entry[0] == "jackpot":
            jackpot += entry[2]
    return rake, jackpot


def _after_rake(hand: HandState, pots: list[Pot]) -> tuple[list[Pot], int, int]:
    """The pots once the table's rake is taken (:class:`~pokerfloor.core.rake.HouseRake`), the
    rake and the jackpot drop."""
    taken, dropped, given = taken_from(hand, [pot.amount for pot in pots])
    return [Pot(pot.amount - chips, pot.eligible) for pot, chips in zip(pots, given, strict=True)], taken, dropped


def _take_rake(hand: HandState, pots: list[Pot]) -> list[Pot]:
    """Take the table's rake from ``pots`` and say so in the record (``rake`` and ``jackpot``
    entries); the pots left to award."""
    raked, taken, dropped = _after_rake(hand, pots)
    if taken:
        hand.record.append(("rake", -1, taken, "", ()))
    if dropped:
        hand.record.append(("jackpot", -1, dropped, "", ()))
    return raked


def _unknown_run(boards: Sequence[Cards]) -> bool:
    """Whether a board of a run is not known card by card yet."""
    return any(UNKNOWN in board for board in boards)


def _award_runs(hand: HandState, pots: Sequence[Pot], out: Sequence[bool], boards: Sequence[Cards]) -> list[int]:
    """Every seat's winnings when each pot is divided between the ``boards`` (:func:`run_part`)
    and each part goes to the best hand(s) on its board."""
    if _on_either_board(hand, boards):
        return _award(list(pots), *_ranks_on_either(hand, out, boards))
    won = [0] * len(out)
    for k, board in enumerate(boards):
        parts = [Pot(run_part(amount, len(boards), k), eligible) for amount, eligible in pots]
        for seat, chips in enumerate(_award(parts, *_ranks_and_orders(hand, out, board))):
            won[seat] += chips
    return won


class Award(NamedTuple):
    """Who won one pot at the showdown, or one half of a pot split high and low: the pot's
    ``number`` (0 the main pot, then the side pots), the ``amount`` of this part, the ``half``
    (``"high"``, ``"low"`` or ``"badugi"``, as the game calls its parts:
    :attr:`~pokerfloor.games.description.Variant.halves`; ``None`` when the pot went by one ranking),
    the ``winners``' chips by name, and the ``evaluator`` that ranked the winning hand and its
    ``rank`` (named in words by :func:`pokerfloor.explain.results`): ``None`` when no hand
    qualified and the pot was split among all its players (WSOP 2024 Live Action Rule 291); the
    ``board`` it was won on (0 the first; a board run more than once divides each pot between its
    runs: :func:`run_part`, and so does a game of two boards, 0 the top board: Double Board Omaha;
    a game whose halves go to the best hand on either board, Ultimate Big O, names 0)."""

    number: int
    amount: int
    half: str | None
    winners: dict[str, int]
    evaluator: Evaluator
    rank: int | None
    board: int = 0


def awards(hand: HandState) -> list[Award]:
    """Who won what at the showdown (:func:`results` by name): one :class:`Award` per pot, and
    per half of a pot split high and low. Empty before the pots are awarded, and when the hand was
    won without a showdown."""
    game = hand.table.variant
    out = []
    for number, board, _, shares in _results_by_board(hand):
        for part in shares:
            evaluator = game.rankings[part.ranking]
            half = game.halves[part.ranking] if len(shares) > 1 else None
            winners = {hand.names[seat]: chips for seat, chips in part.chips.items()}
            out.append(Award(number, part.amount, half, winners, evaluator, part.rank, board))
    return out


def _contest(hand: HandState, mucked: Sequence[int]) -> tuple[list[Pot], Sequence[bool]]:
    """The pots at the showdown, each with the seats that may win it once ``mucked`` gave up
    their claim, and the seats whose hands decide nothing."""
    folded = hand.folded
    pots = _side_pots(hand.committed, folded, hand.dead)
    if not mucked:
        return pots, folded
    gave_up = frozenset(mucked)
    pots = [Pot(amount, tuple(s for s in eligible if s not in gave_up) or eligible) for amount, eligible in pots]
    out = [True] * len(folded)
    for _, eligible in pots:
        for seat in eligible:
            out[seat] = False
    return pots, out


def _ranks_and_orders(
    hand: HandState, out: Sequence[bool], board: Cards
) -> tuple[list[list[int | None]], Sequence[Sequence[int]]]:
    """Every seat's rank on ``board`` by each of the game's rankings (``None`` for the seats
    ``out``), and for each the order the odd chips of a split go in."""
    game, hole = hand.table.variant, hand.hole
    ranks = [ranking.ranks(board, hole, out) for ranking in game.rankings]
    from_button = _seat_orders(len(out))[hand.table.button + 1]
    if game.odd_chip == "high-card":
        return ranks, HighCardOrders(game.rankings, hole, board, [s for s in from_button if not out[s]])
    return ranks, (from_button,) * len(ranks)


def _on_either_board(hand: HandState, boards: Sequence[Cards]) -> bool:
    """Whether the pots go to the best hands on either of the game's boards (Ultimate Big O)."""
    return len(boards) > 1 and hand.table.variant.board_split == "either"


def _ranks_on_either(
    hand: HandState, out: Sequence[bool], boards: Sequence[Cards]
) -> tuple[list[list[int | None]], Sequence[Sequence[int]]]:
    """Every seat's best rank on either board by each ranking ("the best high hand on either of
    the boards getting half the pot, and the best low hand (if any) on either board getting the
    second half": WSOP 2024 Live Action Rules, Ultimate Big O), and the odd chips' order (the
    first board's: the order of a position game is the same on every board)."""
    by_board = [_ranks_and_orders(hand, out, board) for board in boards]
    best: list[list[int | None]] = []
    for k in range(len(hand.table.variant.rankings)):
        per_seat = zip(*(ranks[k] for ranks, _ in by_board), strict=True)
        best.append([min((r for r in seat if r is not None), default=None) for seat in per_seat])
    return best, by_board[0][1]


def revealed(
    hole: Given[tuple[Cards, ...]], shown: Given[Mapping[int, Sequence[int]]], names: Given[Sequence[str]]
) -> tuple[Cards, ...]:
    """The hands with the cards shown at the showdown put in where they were not known. A shown
    hand must hold every card known of that player's hand."""
    if not (type(hole) is tuple and all(are_cards(held) for held in hole)):
        raise refused("hole", hole, "hands")
    if not (is_sequence(names) and len(names) == len(hole) and all(isinstance(name, str) for name in names)):
        raise refused("names", names, "names", count=len(hole))
    if not isinstance(shown, Mapping):
        raise refused("shown", shown, "mapping")
    out = list(hole)
    for seat, cards in shown.items():
        if not (type(seat) is int and 0 <= seat < len(out) and are_cards(cards)):
            raise SituationError(
                code="bad-field", params={"seat": quoted(seat), "cards": quoted(cards)}, variant="shown"
            )
        held = out[seat]
        if UNKNOWN not in held:
            continue
        known = [c for c in held if c != UNKNOWN]
        if len(cards) != len(held) or not set(known) <= set(cards) or UNKNOWN in cards:
            raise SituationError(
                code="bad-card",
                params={"player": names[seat], "shown": cards_text(cards), "held": cards_text(held)},
                variant="shown-not-held",
            )
        out[seat] = tuple(cards)
    return tuple(out)
