"""Chips into money: the Independent Chip Model (Malmuth-Harville).

Each player's chance to finish first is his share of the chips; given who finished above him, his
chance to finish next is his share of the chips they leave (Harville 1973, Malmuth 1987). A
player's equity is the payouts weighed by those chances. Computed exactly (fractions), over the
orders of the places that pay only, so a table of ten with three places paid stays quick.

>>> [round(float(e), 2) for e in icm_equities([50, 30, 20], [70, 30])]
[45.18, 32.25, 22.57]
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from math import comb

from pokerfloor.errors import SituationError

__all__ = ["MAX_ORDERS", "icm_equities"]

#: The most partial finishing orders computed (about a second's work): past it, refused.
MAX_ORDERS = 200_000


def icm_equities(stacks: Sequence[int], payouts: Sequence[int | Fraction]) -> list[Fraction]:
    """Each stack's equity in the payouts (first place first) by the Malmuth-Harville model.

    Stacks are positive whole numbers of chips; payouts are money, not negative; places beyond the
    players are not paid. Raises :class:`~pokerfloor.errors.SituationError` naming the field."""
    if not stacks or any(type(s) is not int or s < 1 for s in stacks):
        raise SituationError(code="bad-field", variant="icm-stacks", params={"stacks": repr(list(stacks))})
    if any(not isinstance(p, int | Fraction) or isinstance(p, bool) or p < 0 for p in payouts):
        raise SituationError(code="bad-field", variant="icm-payouts", params={"payouts": repr(list(payouts))})
    n = len(stacks)
    paid = [Fraction(p) for p in payouts[:n]]
    orders = sum(comb(n, k) for k in range(len(paid)))
    if orders > MAX_ORDERS:
        raise SituationError(
            code="bad-field",
            variant="icm-orders",
            params={"players": n, "paid": len(paid), "orders": orders, "most": MAX_ORDERS},
        )
    total = sum(stacks)

    @cache
    def below(placed: int, chips: int) -> tuple[Fraction, ...]:
        """Each player's equity in the places after the ``placed`` ones (a bit mask), who hold
        all but ``chips`` of the chips."""
        place = placed.bit_count()
        if place == len(paid):
            return (Fraction(0),) * n
        equity = [Fraction(0)] * n
        for i, stack in enumerate(stacks):
            if placed >> i & 1:
                continue
            chance = Fraction(stack, chips)
            equity[i] += chance * paid[place]
            for j, later in enumerate(below(placed | 1 << i, chips - stack)):
                equity[j] += chance * later
        return tuple(equity)

    return list(below(0, total))
