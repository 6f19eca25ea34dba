"""The pots of a finished hand awarded pot by pot, on one board or several (a hand run twice, split
hold'em's two boards): who wins what from which pot, as a site's record writes it (the collected
lines of :mod:`~pokerfloor.formats.sites.build`) and as the checkers compare it (:mod:`pokerfloor.checking`).

The hand's own :meth:`~pokerfloor.core.hand.Hand.settle` awards the pots on its one board; a site says
what each player collected from each pot, and sometimes deals the board two or three times and
shares each pot equally among the boards (the odd chips to the first board, as PokerStars does).
:func:`pot_awards` gives that breakdown with the same pots, rankings and odd-chip orders.
"""

from __future__ import annotations

from collections.abc import Sequence

from pokerfloor.core.hand import Hand
from pokerfloor.core.pots import Pot, award
from pokerfloor.core.seats import seat_orders
from pokerfloor.core.showdown import run_part
from pokerfloor.games.cards import UNKNOWN
from pokerfloor.games.showing import HighCardOrders
from pokerfloor.rules import Rulebook

__all__ = ["RunAwards", "agreeing_to_runs", "pot_awards"]


class RunAwards:  # noqa: PLW1641 - it holds lists: not hashable, as the data class was not
    """``runs[r][p]``: what each seat wins from pot ``p`` on board ``r``; ``pots``: the pots."""

    __slots__ = ("pots", "runs")

    def __init__(self, runs: list[list[dict[int, int]]], pots: list[int]) -> None:
        self.runs = runs
        self.pots = pots

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RunAwards) and (other.runs, other.pots) == (self.runs, self.pots)

    def __repr__(self) -> str:
        return f"RunAwards(runs={self.runs!r}, pots={self.pots!r})"

    def totals(self, players: int) -> list[int]:
        """What each seat wins in all."""
        out = [0] * players
        for pots in self.runs:
            for shares in pots:
                for seat, chips in shares.items():
                    out[seat] += chips
        return out


def pot_awards(
    hand: Hand, boards: Sequence[Sequence[int]], mucked: Sequence[int] = (), raked: Sequence[int] = ()
) -> RunAwards | None:
    """Award each pot of a hand whose betting is over on each of ``boards``, the pot shared
    equally among them (the odd chips to the first boards); the ``mucked`` seats gave up their
    claims, and ``raked[k]`` chips of pot ``k`` went to the house first. ``None`` when a card the
    showdown needs is unknown."""
    game = hand.table.variant
    gave_up = frozenset(mucked)
    taken = [*raked, *[0] * len(hand.pots())]
    pots = [
        Pot(amount - taken[k], tuple(s for s in eligible if s not in gave_up) or eligible)
        for k, (amount, eligible) in enumerate(hand.pots())
    ]
    contenders = sorted({s for _, eligible in pots for s in eligible})
    holes = hand.hole
    if any(UNKNOWN in holes[s] or not holes[s] for s in contenders):
        return None
    n = len(hand.names)
    out = [s not in contenders for s in range(n)]
    from_button = seat_orders(n)[hand.table.button + 1]
    runs: list[list[dict[int, int]]] = []
    count = len(boards)
    for index, given in enumerate(boards):
        board = list(given) if game.board_cards else list(hand.runout)
        if len(board) < game.board_cards // game.boards or UNKNOWN in board:  # each board its part
            return None
        ranks = [ranking.ranks(board, holes, out) for ranking in game.rankings]
        orders: Sequence[Sequence[int]]
        if game.odd_chip == "high-card":
            orders = HighCardOrders(game.rankings, holes, board, [s for s in from_button if not out[s]])
        else:
            orders = (from_button,) * len(ranks)
        shares = []
        for amount, eligible in pots:
            part = run_part(amount, count, index)  # the odd chips to the first boards, as a hand's own runs
            won = award([Pot(part, eligible)], ranks, orders)
            shares.append({seat: chips for seat, chips in enumerate(won) if chips})
        runs.append(shares)
    return RunAwards(runs, [p.amount for p in pots])


def agreeing_to_runs(rules: Rulebook, runs: int) -> Rulebook:
    """``rules`` allowing the board to be run ``runs`` times (its switch ``runs_most``): a site's
    record of a board run more than once is the players' agreement at its cash table, which the
    site's check takes whatever the rulebook (it shares the pots by board, :func:`pot_awards`),
    and which a replay must allow to run the board again (:meth:`~pokerfloor.core.hand.Hand.run_it`)."""
    return rules if runs <= rules.runs_most else rules.override(runs_most=runs)
