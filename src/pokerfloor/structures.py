"""Betting structures: how big a bet or raise may be, given where the betting stands.

A structure answers one question, asked by the betting round: for the player to act, what is the
smallest and the largest street total a full bet or raise may go to? The round then applies what
every structure shares: the stack (an all-in for less is always allowed), whether the betting is
open to this player, and the cap. A bet is treated as a raise from nothing, so one formula serves
both.

All amounts are integer chips and street totals ("raise to 300").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import ClassVar, Final

from pokerfloor.amounts import MAX_CHIPS, digit_count
from pokerfloor.errors import SituationError, quoted
from pokerfloor.given import Given, flag, whole

__all__ = [
    "STRUCTURES",
    "UNLIMITED",
    "FixedLimit",
    "NoLimit",
    "PotLimit",
    "SpreadLimit",
    "Structure",
    "structure_named",
]

#: The largest bet no-limit allows, before the stack is taken into account: no stack is larger.
UNLIMITED: Final = MAX_CHIPS


def _whole(name: str, value: object) -> int:
    """``value``, a bet size: a whole number of chips (an ``int``; not a float, a bool or a string)."""
    if type(value) is not int:
        raise SituationError(code="bad-field", params={"field": name, "value": quoted(value)}, variant="size-kind")
    if value > MAX_CHIPS:
        raise SituationError(
            code="bad-field",
            params={"field": name, "digits": digit_count(value), "max": MAX_CHIPS},
            variant="too-many-chips",
        )
    return value


def _chips(name: str, value: object) -> int:
    """``value``, a number a structure's question is asked with: a whole number of chips from 0 to
    the limit."""
    return whole(name, value, 0, MAX_CHIPS)


class Structure:
    """The size of a bet or raise. Subclasses: :class:`NoLimit`, :class:`PotLimit`,
    :class:`FixedLimit`, :class:`SpreadLimit`."""

    __slots__ = ("min_bet",)
    #: The short name used in situation files and on the command line.
    name: ClassVar[str] = ""
    #: Limit structures use the limit rules: half a bet reopens, raises are capped.
    is_limit: ClassVar[bool] = False
    #: Whether the size depends on the pot (so the round counts it only when needed).
    uses_pot: ClassVar[bool] = False
    #: Whether a bet or raise is of one size only (fixed-limit), not a range.
    bets_exact: ClassVar[bool] = False
    #: The sizes the structure is made of, by the names of its arguments (and of the fields of
    #: situation files and hand histories).
    sizes: ClassVar[tuple[str, ...]] = ("min_bet",)
    #: The topic a bet above the maximum is refused on (see :data:`pokerfloor.rules.TOPICS`).
    maximum_topic: ClassVar[str] = "limit-bet-sizes"

    def __reduce__(self) -> tuple[type[Structure], tuple[int, ...]]:
        """Pickled as its sizes, made again by its constructor (the compiled class has no other way)."""
        return type(self), self._sizes()

    def _sizes(self) -> tuple[int, ...]:
        return tuple(getattr(self, size) for size in self.sizes)

    def __eq__(self, other: object) -> bool:
        """Structures are equal when they are of one kind and of the same sizes: a table read
        again, or unpickled, is equal to the one written."""
        return type(other) is type(self) and isinstance(other, Structure) and other._sizes() == self._sizes()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._sizes()))

    def __init__(self, min_bet: Given[int]) -> None:
        if type(self) is Structure:
            raise SituationError(code="bad-field", variant="base-structure", params={"structures": _KINDS})
        min_bet = _whole("min_bet", min_bet)
        if min_bet < 1:
            raise SituationError(code="bad-field", params={"min_bet": min_bet}, variant="min-bet")
        self.min_bet: int = min_bet

    def unit(self, big_bet: Given[bool], last_full_raise: Given[int]) -> int:
        """The size of a full bet or raise now (the street's fixed bet, small or big, or the last
        full raise)."""
        return self._unit(flag("big_bet", big_bet), _chips("last_full_raise", last_full_raise))

    def raise_range(
        self,
        big_bet: Given[bool],
        current_bet: Given[int],
        last_full_raise: Given[int],
        raise_base: Given[int],
        pot_after_call: Given[int],
    ) -> tuple[int, int]:
        """The smallest and largest street total of a full bet or raise, before the stack."""
        return self._range(
            flag("big_bet", big_bet),
            _chips("current_bet", current_bet),
            _chips("last_full_raise", last_full_raise),
            _chips("raise_base", raise_base),
            _chips("pot_after_call", pot_after_call),
        )

    # The betting round asks these with its own numbers, on every decision: the public methods
    # above check a caller's values first, then ask them.
    def _unit(self, big_bet: bool, last_full_raise: int) -> int:
        return last_full_raise

    def _range(
        self, big_bet: bool, current_bet: int, last_full_raise: int, raise_base: int, pot_after_call: int
    ) -> tuple[int, int]:
        # Every structure one can make has its own (a bare Structure is refused when made).
        raise NotImplementedError  # pragma: no cover

    def describe(self, money: Callable[[int], object] | None = None) -> str:
        """A short human description, e.g. ``"no-limit (minimum bet 100)"``; its amounts written
        by ``money`` when given (a table in dollars and cents: ``"no-limit (minimum bet 0.50)"``)."""
        say = money or str
        return f"{self.name} (minimum bet {say(self.min_bet)})"

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.describe()}>"


class NoLimit(Structure):
    """No-limit: a bet of at least the minimum bet (the big blind), a raise of at least the last full
    bet or raise, and at most the whole stack."""

    __slots__ = ()
    name = "no-limit"

    def _range(
        self, big_bet: bool, current_bet: int, last_full_raise: int, raise_base: int, pot_after_call: int
    ) -> tuple[int, int]:
        return current_bet + last_full_raise, UNLIMITED


class PotLimit(Structure):
    """Pot-limit: as no-limit, but the largest raise is to the current bet plus the pot after the
    call, every bet on the table counted."""

    __slots__ = ()
    name = "pot-limit"
    uses_pot = True
    maximum_topic = "pot-limit-maximum"

    def _range(
        self, big_bet: bool, current_bet: int, last_full_raise: int, raise_base: int, pot_after_call: int
    ) -> tuple[int, int]:
        low = current_bet + last_full_raise
        return low, max(low, current_bet + pot_after_call)


class FixedLimit(Structure):
    """Fixed-limit: bets and raises of exactly the small bet or, on the streets the variant says
    (hold'em's turn and river), the big bet; a raise is one bet over the level it is counted from."""

    __slots__ = ("big_bet", "small_bet")
    name = "fixed-limit"
    is_limit = True
    bets_exact = True
    sizes = ("small_bet", "big_bet")

    def __init__(self, small_bet: Given[int], big_bet: Given[int]) -> None:
        small_bet = _whole("small_bet", small_bet)
        big_bet = _whole("big_bet", big_bet)
        if not 1 <= small_bet <= big_bet:
            raise SituationError(
                code="bad-field", params={"small_bet": small_bet, "big_bet": big_bet}, variant="fixed-limit-sizes"
            )
        super().__init__(small_bet)
        self.small_bet = small_bet
        self.big_bet = big_bet

    def _unit(self, big_bet: bool, last_full_raise: int) -> int:
        return self.big_bet if big_bet else self.small_bet

    def _range(
        self, big_bet: bool, current_bet: int, last_full_raise: int, raise_base: int, pot_after_call: int
    ) -> tuple[int, int]:
        to = raise_base + (self.big_bet if big_bet else self.small_bet)
        return to, to

    def describe(self, money: Callable[[int], object] | None = None) -> str:
        say = money or str
        return f"{self.name} {say(self.small_bet)}/{say(self.big_bet)}"


class SpreadLimit(Structure):
    """Spread-limit: a bet anywhere from ``min_bet`` to ``max_bet``; a raise at least the previous
    bet or raise and at most ``max_bet``, over the last bet or raise that counted."""

    __slots__ = ("max_bet",)
    name = "spread-limit"
    is_limit = True
    sizes = ("min_bet", "max_bet")

    def __init__(self, min_bet: Given[int], max_bet: Given[int]) -> None:
        min_bet = _whole("min_bet", min_bet)
        max_bet = _whole("max_bet", max_bet)
        if not 1 <= min_bet <= max_bet:
            raise SituationError(
                code="bad-field", params={"min_bet": min_bet, "max_bet": max_bet}, variant="spread-limit-sizes"
            )
        super().__init__(min_bet)
        self.max_bet = max_bet

    def _unit(self, big_bet: bool, last_full_raise: int) -> int:
        return min(max(last_full_raise, self.min_bet), self.max_bet)

    def _range(
        self, big_bet: bool, current_bet: int, last_full_raise: int, raise_base: int, pot_after_call: int
    ) -> tuple[int, int]:
        # Counted from the last bet or raise that counted, so an all-in of less than half a raise
        # can be completed, as in fixed-limit (Robert's Rules, Betting and Raising, rule 6).
        step = min(max(last_full_raise, self.min_bet), self.max_bet)
        low = raise_base + step
        return low, max(low, raise_base + self.max_bet)

    def describe(self, money: Callable[[int], object] | None = None) -> str:
        say = money or str
        return f"{self.name} {say(self.min_bet)}-{say(self.max_bet)}"


#: The structures, by name.
STRUCTURES: Final[Mapping[str, type[Structure]]] = MappingProxyType(
    {cls.name: cls for cls in (NoLimit, PotLimit, FixedLimit, SpreadLimit)}
)
STRUCTURE_NAMES: Final = tuple(STRUCTURES)
#: The kinds of structure, as a refusal of a bare :class:`Structure` names them.
_KINDS: Final = ", ".join(cls.__name__ for cls in STRUCTURES.values())


def structure_named(
    name: Given[str],
    *,
    min_bet: Given[int | None] = None,
    max_bet: Given[int | None] = None,
    small_bet: Given[int | None] = None,
    big_bet: Given[int | None] = None,
    big_blind: Given[int | None] = None,
) -> Structure:
    """Build a structure from its name and the sizes a table gives (as situation files do).

    ``min_bet`` defaults to the big blind, or one chip without blinds; ``small_bet`` to the big
    blind and ``big_bet`` to twice the small bet; ``max_bet`` has no default.
    """
    kind = STRUCTURES.get(name) if isinstance(name, str) else None
    if kind is None:
        raise SituationError(
            code="bad-field",
            params={"structure": quoted(name), "structures": ", ".join(STRUCTURE_NAMES)},
            variant="structure",
        )
    given = {
        size: None if value is None else _whole(size, value)
        for size, value in (
            ("min_bet", min_bet), ("max_bet", max_bet), ("small_bet", small_bet), ("big_bet", big_bet),
            ("big_blind", big_blind),
        )
    }  # fmt: skip
    blind, small = given["big_blind"], given["small_bet"]
    if small is None:
        given["small_bet"] = small = blind
    if given["min_bet"] is None:
        given["min_bet"] = blind or 1
    if given["big_bet"] is None and small is not None:
        given["big_bet"] = 2 * small
    missing = [size for size in kind.sizes if given[size] is None]
    if missing:
        # The small bet defaults to the big blind: without blinds, the blinds may be given instead.
        variant = "or-blinds" if missing[0] == "small_bet" else ""
        raise SituationError(code="missing-field", params={"structure": name, "field": missing[0]}, variant=variant)
    return kind(**{size: value for size in kind.sizes if (value := given[size]) is not None})
