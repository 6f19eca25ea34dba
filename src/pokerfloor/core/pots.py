"""Pots: the main pot and side pots by contribution level, who may win each, and uncalled chips.

An all-in player can win from each other player at most what he himself put in (seed 002): each
all-in level closes a pot that only the players who reached it may win. Chips folded players put
in stay in the pots as dead money. A bet nobody could call is returned before anything is
awarded.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple, TypeGuard

from pokerfloor import engine
from pokerfloor.amounts import MAX_CHIPS
from pokerfloor.core.seats import MAX_PLAYERS
from pokerfloor.given import Given, refused, sequence, whole, wholes

__all__ = ["Pot", "Share", "award", "share_pot", "side_pots", "split", "uncalled"]


class Pot(NamedTuple):
    """A pot: its chips and the seats (indices) that may win it."""

    amount: int
    eligible: tuple[int, ...]


_pot: Final = tuple.__new__


def side_pots(contributions: Given[Sequence[int]], folded: Given[Sequence[bool]], dead: Given[int] = 0) -> list[Pot]:
    """Split the chips put in (``contributions``, one per seat) into pots, main pot first.

    ``dead`` is money already in the middle that every player still in may win (a situation's
    ``pot`` from earlier streets, big-blind antes); it joins the main pot.
    """
    put = wholes("contributions", contributions, 0, MAX_CHIPS)
    return _side_pots(put, _flags("folded", folded, len(put)), whole("dead", dead, 0, MAX_CHIPS))


# The engine's own paths: the hand's lists of chips, checked when they were made, asked at every
# street's close and showdown (the public functions check a caller's values, then ask these).
def _side_pots(contributions: Sequence[int], folded: Sequence[bool], dead: int = 0) -> list[Pot]:
    top = max(contributions) if contributions else 0
    live = tuple([i for i, out in enumerate(folded) if not out])
    for i in live:
        if contributions[i] != top:
            break
    else:
        # Everyone still in put in the most anyone did (so nobody out put in more): one pot, the
        # usual case (made without the named tuple's keyword-parsing constructor).
        total = dead + sum(contributions)
        return [_pot(Pot, (total, live))] if total else []
    live_levels = {contributions[i] for i in live}
    levels = sorted(level for level in live_levels if level > 0)
    pots: list[Pot] = []
    if dead and 0 in live_levels:
        # A player still in who put in nothing of his own (all-in on a big-blind ante) can win
        # the dead money only: it makes a pot of its own, before the others.
        pots.append(Pot(dead, live))
        dead = 0
    previous = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, previous) for c in contributions)
        eligible = tuple(i for i in live if contributions[i] >= level)
        if pots and pots[-1].eligible == eligible:
            pots[-1] = Pot(pots[-1].amount + amount, eligible)
        else:
            pots.append(Pot(amount, eligible))
        previous = level
    leftover = sum(c - previous for c in contributions if c > previous)
    if not pots:
        total = dead + leftover
        return [Pot(total, live)] if total else []
    if leftover:
        pots[-1] = Pot(pots[-1].amount + leftover, pots[-1].eligible)
    if dead:
        pots[0] = Pot(pots[0].amount + dead, pots[0].eligible)
    return pots


#: Whether this module runs compiled: a loop of its own is then quicker than the builtins (each a
#: Python call from compiled code), which in Python are quicker than a loop of bytecode.
_COMPILED: Final = engine.ENGINE == "compiled"


def uncalled(bets: Given[Sequence[int]]) -> tuple[int, int]:
    """The seat whose bet nobody matched and the chips to return to it: ``(seat, chips)``, or
    ``(-1, 0)`` when the top bet was matched."""
    return _uncalled(wholes("bets", bets, 0, MAX_CHIPS))


def _uncalled(bets: Sequence[int]) -> tuple[int, int]:
    if _COMPILED:  # one native pass: the top bet, its seat, whether another matched it, the next bet
        top = second = 0
        seat = -1
        matched = False
        for i in range(len(bets)):
            bet = bets[i]
            if bet > top:
                second, top, seat, matched = top, bet, i, False
            elif bet == top:
                matched = True
            elif bet > second:
                second = bet
        return (-1, 0) if not top or matched else (seat, top - second)
    top = max(bets) if bets else 0
    if not top or bets.count(top) > 1:  # no bets, or the top bet was matched: the usual case
        return -1, 0
    second = sorted(bets)[-2] if len(bets) > 1 else 0
    return bets.index(top), top - second


def split(amount: Given[int], winners: Given[Sequence[int]], order: Given[Sequence[int]]) -> dict[int, int]:
    """Share ``amount`` among ``winners``; the odd chips go one each to the winners first in
    ``order`` (the seats from the first left of the button: TDA 2024 Rule 20-A)."""
    chips = whole("amount", amount, 0, MAX_CHIPS)
    sharing = wholes("winners", winners, 0, MAX_PLAYERS - 1)
    if not sharing:
        raise refused("winners", winners, "empty")
    return _split(chips, sharing, wholes("order", order, 0, MAX_PLAYERS - 1))


def _split(amount: int, winners: Sequence[int], order: Sequence[int]) -> dict[int, int]:
    share, odd = divmod(amount, len(winners))
    shares = dict.fromkeys(winners, share)
    for seat in [s for s in order if s in shares][:odd]:
        shares[seat] += 1
    return shares


class Share(NamedTuple):
    """How one part of a pot went at the showdown: the ``ranking`` it went by (an index into the
    rankings: high, or high and low), its ``amount``, what each winner got of it (``chips``, by
    seat; several winners split it) and the winners' ``rank``: ``None`` when no hand in the pot
    qualifies for any ranking, and the pot is split among all its players (WSOP 2024 Live Action
    Rule 291; the ``ranking`` is then the first)."""

    ranking: int
    amount: int
    chips: dict[int, int]
    rank: int | None


def share_pot(
    pot: Given[Pot], rankings: Given[Sequence[Sequence[int | None]]], orders: Given[Sequence[Sequence[int]]]
) -> list[Share]:
    """How one pot goes to its best eligible hand(s): one :class:`Share` for each ranking some
    eligible seat qualifies for, as :func:`award` awards it (a test checks that they agree; award
    keeps its own faster path); none when nobody may win it."""
    (made,), ranked, ordered = _showdown(pot, rankings, orders, one=True)
    return _share_pot(made, ranked, ordered)


def _share_pot(pot: Pot, rankings: Sequence[Sequence[int | None]], orders: Sequence[Sequence[int]]) -> list[Share]:
    amount, eligible = pot
    if not eligible:
        return []
    # The ranks of the eligible seats, for each ranking someone of them qualifies for.
    qualified = [
        (index, by_seat)
        for index, by_seat in enumerate([ranks[s] for s in eligible] for ranks in rankings)
        if by_seat.count(None) < len(by_seat)
    ]
    if not qualified:  # no qualifying hand at all: split among the pot's players (Rule 291)
        return [Share(0, amount, _split(amount, eligible, orders[0]), None)]
    share = amount // len(qualified)
    first_share = amount - share * (len(qualified) - 1)
    shares = []
    for k, (ranking, eligible_ranks) in enumerate(qualified):
        portion = first_share if k == 0 else share
        best = min(r for r in eligible_ranks if r is not None)
        if eligible_ranks.count(best) == 1:  # one winner (the usual case): no split
            chips = {eligible[eligible_ranks.index(best)]: portion}
        else:
            winners = [s for s, rank in zip(eligible, eligible_ranks, strict=True) if rank == best]
            chips = _split(portion, winners, orders[ranking])
        shares.append(Share(ranking, portion, chips, best))
    return shares


def award(
    pots: Given[Sequence[Pot]], rankings: Given[Sequence[Sequence[int | None]]], orders: Given[Sequence[Sequence[int]]]
) -> list[int]:
    """What each seat wins: each pot to its best eligible hand(s), ties split.

    ``rankings`` holds, for each way hands are ranked (high; or high and low), every seat's rank
    (lower is better; ``None`` for no qualifying hand); ``orders``, for each, the order the odd
    chips of a split go in (flop games: the seats from the first left of the button, TDA 2024
    Rule 20-A; stud: the highest card by suit of each hand, Rule 20-B); an order is looked at
    only when a pot is split. A pot is shared equally among the rankings some eligible seat
    qualifies for, the odd chip to the first (the high half: TDA 2024 Rule 20-C); with no
    qualifying low the high hand takes the whole pot, and a pot no hand qualifies for at all is
    split among the players in it (WSOP 2024 Live Action Rule 291, Archie). Side pots are awarded
    separately (TDA 2024 Rule 21)."""
    return _award(*_showdown(pots, rankings, orders))


def _award(pots: Sequence[Pot], rankings: Sequence[Sequence[int | None]], orders: Sequence[Sequence[int]]) -> list[int]:
    winnings = [0] * len(rankings[0])
    if len(rankings) == 1:  # one ranking (a high game, or a lowball one): the usual case
        # The order of the odd chips is read only for a split: a stud game's is worked out from
        # each hand's best five when asked (a tenth of a stud hand's instructions, every showdown).
        ranks = rankings[0]
        for amount, seats in pots:
            by_seat = [ranks[s] for s in seats]
            contenders = seats
            if None in by_seat:  # no qualifying hand: not a contender (a single ranking has none)
                contenders = tuple(s for s, rank in zip(seats, by_seat, strict=True) if rank is not None)
                by_seat = [ranks[s] for s in contenders]
            if not by_seat:  # no qualifying hand: split among the pot's players (Rule 291)
                for seat, chips in _split(amount, seats, orders[0]).items():
                    winnings[seat] += chips
                continue
            best = min(by_seat)  # type: ignore[type-var]  # no None left
            if by_seat.count(best) == 1:  # one winner: no split
                winnings[contenders[by_seat.index(best)]] += amount
                continue
            winners = [s for s, rank in zip(contenders, by_seat, strict=True) if rank == best]
            for seat, chips in _split(amount, winners, orders[0]).items():
                winnings[seat] += chips
        return winnings
    for amount, eligible in pots:
        if not eligible:
            continue
        # The ranks of the eligible seats, for each ranking someone of them qualifies for.
        qualified = [
            (index, by_seat)
            for index, by_seat in enumerate([ranks[s] for s in eligible] for ranks in rankings)
            if by_seat.count(None) < len(by_seat)
        ]
        if not qualified:  # no qualifying hand for any ranking: split among the pot's players (Rule 291)
            for seat, chips in _split(amount, eligible, orders[0]).items():
                winnings[seat] += chips
            continue
        share = amount // len(qualified)
        first_share = amount - share * (len(qualified) - 1)
        for k, (ranking, eligible_ranks) in enumerate(qualified):
            portion = first_share if k == 0 else share
            best = min(r for r in eligible_ranks if r is not None)
            if eligible_ranks.count(best) == 1:  # one winner (the usual case): no split
                winnings[eligible[eligible_ranks.index(best)]] += portion
                continue
            winners = [s for s, rank in zip(eligible, eligible_ranks, strict=True) if rank == best]
            for seat, chips in _split(portion, winners, orders[ranking]).items():
                winnings[seat] += chips
    return winnings


# -- the checks of a caller's values ------------------------------------------------------------


def _flags(field: str, values: object, count: int) -> tuple[bool, ...]:
    """``values`` as ``count`` flags, one a seat (a list or a tuple of ``bool``), or a refusal."""
    given = sequence(field, values)
    flags = tuple(flag for flag in given if type(flag) is bool)
    if len(given) != count or len(flags) != count:
        raise refused(field, values, "flags", count=count)
    return flags


def _showdown(
    pots: object, rankings: object, orders: object, *, one: bool = False
) -> tuple[list[Pot], list[tuple[int | None, ...]], list[tuple[int, ...]]]:
    """``pots`` (``one`` pot when ``one``), ``rankings`` and ``orders`` as a showdown is made of,
    or a refusal naming the one that is not: each ranking a rank (or ``None``) for every seat, each
    pot its chips and the seats that may win it, one order of seats for each ranking (a lazy
    order is worked out here)."""
    ranked = [_ranks(ranking) for ranking in sequence("rankings", rankings)]
    if not ranked or not ranked[0] or any(len(ranks) != len(ranked[0]) for ranks in ranked):
        raise refused("rankings", rankings, "rankings")
    seats = len(ranked[0])
    if one:
        if not _is_pot(pots, seats):
            raise refused("pot", pots, "pot")
        made = [Pot(*pots)]
    else:
        given = sequence("pots", pots)
        made = [Pot(*pot) for pot in given if _is_pot(pot, seats)]
        if len(made) != len(given):
            raise refused("pots", pots, "pots")
    ordered = [wholes("orders", order, 0, seats - 1) for order in sequence("orders", orders)]
    if len(ordered) != len(ranked):
        raise refused("orders", orders, "orders")
    return made, ranked, ordered


def _ranks(ranking: object) -> tuple[int | None, ...]:
    """``ranking`` as every seat's rank (a whole number, or ``None``), or a refusal."""
    given = sequence("rankings", ranking)
    ranks = tuple(rank for rank in given if rank is None or type(rank) is int)
    if len(ranks) != len(given):
        raise refused("rankings", ranking, "rankings")
    return ranks


def _is_pot(pot: object, seats: int) -> TypeGuard[tuple[int, tuple[int, ...]]]:
    """Whether ``pot`` is a pot of a table of ``seats``: its chips, and the seats that may win it."""
    return (
        isinstance(pot, tuple)
        and len(pot) == 2
        and type(pot[0]) is int
        and 0 <= pot[0] <= MAX_CHIPS
        and type(pot[1]) is tuple
        and all(type(seat) is int and 0 <= seat < seats for seat in pot[1])
    )
