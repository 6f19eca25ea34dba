"""A site's rake, for checking hand histories that do not record it (PHH has no rake field). The
rules are a table's (:mod:`pokerfloor.core.rake`): this is its cap in the file's money.

An online cash game keeps a share of each pot: a percentage, up to a cap per hand, and nothing
from a hand that ends before the flop ("no flop, no drop"). A hand history written from such a
game shows the winners' stacks short by the rake, so it verifies only when the replay takes the
same rake. :class:`Rake` is that rule, given on the command line as ``PERCENT/CAP``
(``--rake 5/3``: 5% of the pot, at most 3 in the file's units).

>>> rake = Rake.parse("5/3")
>>> rake.taken(1000, ChipUnit(-2), flop=True), rake.taken(10000, ChipUnit(-2), flop=True)
(50, 300)
>>> rake.taken(1000, ChipUnit(-2), flop=False)
0
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from pokerfloor.core.rake import percent_taken
from pokerfloor.errors import HandHistoryError, frozen
from pokerfloor.formats.units import ChipUnit

__all__ = ["Rake"]


class Rake:
    """``percent`` of each pot (0 to 100), at most ``cap`` a hand in the file's units (``None``:
    no cap); with ``no_flop_no_drop`` nothing from a hand whose board was never dealt. A value:
    equal, hashed and pickled by its fields."""

    __slots__ = ("cap", "no_flop_no_drop", "percent")
    percent: Decimal
    cap: Decimal | None
    no_flop_no_drop: bool

    def __init__(self, percent: Decimal, cap: Decimal | None = None, no_flop_no_drop: bool = True) -> None:
        object.__setattr__(self, "percent", percent)
        object.__setattr__(self, "cap", cap)
        object.__setattr__(self, "no_flop_no_drop", no_flop_no_drop)

    def __setattr__(self, name: str, value: object) -> None:
        raise frozen(self, name)

    def __delattr__(self, name: str) -> None:
        raise frozen(self, name, deleting=True)

    def _values(self) -> tuple[Decimal, Decimal | None, bool]:
        return self.percent, self.cap, self.no_flop_no_drop

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rake) and other._values() == self._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return f"Rake(percent={self.percent!r}, cap={self.cap!r}, no_flop_no_drop={self.no_flop_no_drop!r})"

    def __reduce__(self) -> tuple[type[Rake], tuple[Decimal, Decimal | None, bool]]:
        return Rake, self._values()

    @classmethod
    def parse(cls, text: str) -> Rake:
        """``PERCENT`` or ``PERCENT/CAP`` (``5``, ``4.5/3``); a :class:`HandHistoryError` for anything else."""
        percent_text, slash, cap_text = text.partition("/")
        try:
            percent = Decimal(percent_text)
            cap = Decimal(cap_text) if slash else None
        except InvalidOperation:
            raise HandHistoryError(code="bad-rake", variant="written", params={"rake": repr(text)}) from None
        if not (percent.is_finite() and 0 <= percent <= 100) or (
            cap is not None and not (cap.is_finite() and cap >= 0)
        ):
            raise HandHistoryError(code="bad-rake", variant="range", params={"rake": repr(text)})
        return cls(percent, cap)

    def taken(self, pot: int, unit: ChipUnit, *, flop: bool) -> int:
        """The chips (of ``unit``) raked from a pot of ``pot`` chips: the percentage rounded down
        to the chip, at most the cap."""
        if self.no_flop_no_drop and not flop:
            return 0
        cap = None if self.cap is None else int(self.cap.scaleb(-unit.exponent))
        return percent_taken(pot, self.percent, cap)  # a table's rake is taken by the same rule
