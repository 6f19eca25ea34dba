"""The house's take from the pots while playing: a rake as a percentage of the pot with a cap, per
hand or per pot, "no flop, no drop", and a jackpot drop (WSOP 2024 Live Action Rule 27: "House Rake
is 10%, up to $6 maximum"). A table given a :class:`HouseRake` has it taken at settlement, before
the pots are awarded (:mod:`~pokerfloor.core.showdown`, which also reads the hand: whether it went
past its first street, what it paid); the record says what went to the house (``rake`` and
``jackpot`` entries), the hand's :meth:`~pokerfloor.core.hand.Hand.house_take` adds it up.

The rules here are the ones a site's rake is checked by too (:mod:`pokerfloor.checking.rake`):
the percentage rounded down to the chip and capped (:func:`percent_taken`), taken from the main
pot first (:func:`from_main_pot_first`), nothing when the hand did not go past its first betting
round (:func:`~pokerfloor.core.showdown.past_first_street`).

>>> rake = HouseRake.parse("5/3")
>>> rake.taken([100, 40], flop=True)
(3, 0, [3, 0])
>>> rake.taken([100, 40], flop=False)
(0, 0, [0, 0])
>>> HouseRake.parse("10/6", per="pot", jackpot=1, jackpot_from=20).taken([100, 40], flop=True)
(10, 1, [7, 4])
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal, InvalidOperation
from typing import Final, Literal

from pokerfloor.amounts import MAX_CHIPS
from pokerfloor.errors import frozen
from pokerfloor.given import Given, choice, refused, whole

__all__ = [
    "RAKE_MONEY",
    "RAKE_PER",
    "HouseRake",
    "RakePer",
    "from_main_pot_first",
    "percent_taken",
    "rake_money",
]

RakePer = Literal["hand", "pot"]
#: A rake's fields, as :meth:`HouseRake.of` takes them by name.
_FIELDS: Final = ("percent", "cap", "per", "no_flop_no_drop", "jackpot", "jackpot_from")
#: A rake's fields that are money (chips of the table): a file written in money (dollars and
#: cents) writes them as it writes its stakes, and a reader scales them with the stakes. The
#: percentage is a share, not money.
RAKE_MONEY: Final = ("cap", "jackpot", "jackpot_from")
#: How a cap counts: once for the whole hand, or once for each pot (main and side pots).
RAKE_PER: Final[tuple[RakePer, ...]] = ("hand", "pot")


def percent_taken(pot: int, percent: Decimal, cap: int | None) -> int:
    """The chips ``percent`` of a pot of ``pot`` chips comes to: rounded down to the chip (exact:
    Decimal arithmetic, truncated toward zero), at most ``cap`` chips (``None``: no cap)."""
    chips = int(pot * percent / 100)
    return chips if cap is None else min(chips, cap)


def rake_money(value: object, scale: Callable[[object, str], object]) -> object:
    """A rake as a file writes it (``"PERCENT/CAP"``, or a table of the fields by name) with its
    money (:data:`RAKE_MONEY`) passed through ``scale`` (given each amount and its field's name):
    ``"PERCENT/CAP"`` becomes a table of the two. What is no rake is left as it is, for
    :meth:`HouseRake.of` to refuse naming ``rake``.

    >>> rake_money("10/6", lambda amount, field: amount * 100)
    {'percent': 10, 'cap': 600}
    """
    if isinstance(value, Mapping):
        return {key: scale(item, key) if key in RAKE_MONEY else item for key, item in value.items()}
    if not isinstance(value, str):
        return value
    percent_text, slash, cap_text = value.partition("/")
    try:
        percent, cap = Decimal(percent_text), Decimal(cap_text)
    except InvalidOperation:
        return value
    if not (slash and percent.is_finite() and cap.is_finite()):
        return value
    return {"percent": _plain(percent), "cap": scale(_plain(cap), "cap")}


def _plain(number: Decimal) -> Decimal | int:
    """A whole number as an ``int`` (as a file reader gives it), any other as it is."""
    return int(number) if number == number.to_integral_value() else number


def from_main_pot_first(taken: int, pots: Sequence[int]) -> list[int]:
    """``taken`` chips taken from ``pots`` (their amounts, the main pot first): the main pot
    first, then each side pot in turn, none giving more than it holds."""
    out = []
    for amount in pots:
        out.append(min(taken, amount))
        taken -= out[-1]
    return out


class HouseRake:
    """A table's rake: ``percent`` of the pot (0 to 100, a :class:`~decimal.Decimal`), at most
    ``cap`` chips (``None``: no cap) ``per`` ``"hand"`` (taken from the main pot first) or
    ``"pot"`` (each pot raked and capped on its own); with ``no_flop_no_drop`` nothing from a hand
    that ended in its first betting round; and a ``jackpot`` drop of that many chips from each
    raked hand whose pots reach ``jackpot_from`` chips. A value: equal, hashed and pickled by its
    fields; bad values are refused, naming the field."""

    __slots__ = ("cap", "jackpot", "jackpot_from", "no_flop_no_drop", "per", "percent")
    percent: Decimal
    cap: int | None
    per: RakePer
    no_flop_no_drop: bool
    jackpot: int
    jackpot_from: int

    def __init__(
        self,
        percent: Given[Decimal | int],
        cap: Given[int | None] = None,
        *,
        per: Given[RakePer] = "hand",
        no_flop_no_drop: Given[bool] = True,
        jackpot: Given[int] = 0,
        jackpot_from: Given[int] = 0,
    ) -> None:
        share = Decimal(percent) if type(percent) is int else percent
        if not (isinstance(share, Decimal) and share.is_finite() and 0 <= share <= 100):
            raise refused("percent", percent, "rake-percent")
        if cap is not None:
            whole("cap", cap, 0, MAX_CHIPS)
        choice("per", per, RAKE_PER)
        if no_flop_no_drop is not True and no_flop_no_drop is not False:
            raise refused("no_flop_no_drop", no_flop_no_drop, "flag")
        whole("jackpot", jackpot, 0, MAX_CHIPS)
        whole("jackpot_from", jackpot_from, 0, MAX_CHIPS)
        object.__setattr__(self, "percent", share)
        object.__setattr__(self, "cap", cap)
        object.__setattr__(self, "per", per)
        object.__setattr__(self, "no_flop_no_drop", no_flop_no_drop)
        object.__setattr__(self, "jackpot", jackpot)
        object.__setattr__(self, "jackpot_from", jackpot_from)

    @classmethod
    def parse(cls, text: Given[str], **options: object) -> HouseRake:
        """``PERCENT`` or ``PERCENT/CAP`` (``5``, ``4.5/3``: 4.5%, at most 3 chips), and the other
        fields by name; a :class:`~pokerfloor.errors.SituationError` naming ``rake`` for text that
        is not one."""
        if not isinstance(text, str):
            raise refused("rake", text, "rake-text")
        percent_text, slash, cap_text = text.partition("/")
        try:
            percent = Decimal(percent_text)
            cap = int(cap_text) if slash else None
        except (InvalidOperation, ValueError):
            raise refused("rake", text, "rake-text") from None
        if not percent.is_finite():
            raise refused("rake", text, "rake-text")
        return cls(percent, cap, **options)  # type: ignore[arg-type]  # each option checked by the constructor

    def __setattr__(self, name: str, value: object) -> None:
        raise frozen(self, name)

    def __delattr__(self, name: str) -> None:
        raise frozen(self, name, deleting=True)

    def _values(self) -> tuple[object, ...]:
        return self.percent, self.cap, self.per, self.no_flop_no_drop, self.jackpot, self.jackpot_from

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HouseRake) and other._values() == self._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return (
            f"HouseRake(percent={self.percent!r}, cap={self.cap!r}, per={self.per!r}, "
            f"no_flop_no_drop={self.no_flop_no_drop!r}, jackpot={self.jackpot!r}, jackpot_from={self.jackpot_from!r})"
        )

    def __reduce__(self) -> tuple[object, ...]:
        return _rake_again, self._values()

    @classmethod
    def of(cls, value: Given[str | Mapping[str, object]]) -> HouseRake:
        """A rake as a file writes it: ``"PERCENT/CAP"`` (:meth:`parse`), or a table of the
        fields by name (``{percent = 10, cap = 6, per = "pot", jackpot = 1, jackpot_from = 20}``)."""
        if isinstance(value, Mapping):
            fields = dict(value)
            for key in fields:
                choice("rake", key, _FIELDS)
            if "percent" not in fields:
                raise refused("rake", value, "rake-text")
            return cls(**fields)  # type: ignore[arg-type]  # each field checked by the constructor
        return cls.parse(value)

    def as_fields(self) -> dict[str, object]:
        """The fields by name, as a file writes them and :meth:`of` reads them back (a whole
        percentage as an ``int``; no ``cap`` when there is none)."""
        percent = self.percent
        fields: dict[str, object] = {"percent": int(percent) if percent == percent.to_integral_value() else percent}
        if self.cap is not None:
            fields["cap"] = self.cap
        fields.update(per=self.per, no_flop_no_drop=self.no_flop_no_drop)
        fields.update(jackpot=self.jackpot, jackpot_from=self.jackpot_from)
        return fields

    def __str__(self) -> str:
        """``PERCENT`` or ``PERCENT/CAP``, as :meth:`parse` reads it."""
        return f"{self.percent}" if self.cap is None else f"{self.percent}/{self.cap}"

    def taken(self, pots: Sequence[int], *, flop: bool) -> tuple[int, int, list[int]]:
        """What the house takes from ``pots`` (their amounts, the main pot first): the rake, the
        jackpot drop, and what each pot gives up in all (the main pot first)."""
        if (self.no_flop_no_drop and not flop) or not pots:
            return 0, 0, [0] * len(pots)
        if self.per == "pot":
            raked = [percent_taken(amount, self.percent, self.cap) for amount in pots]
        else:
            raked = from_main_pot_first(percent_taken(sum(pots), self.percent, self.cap), pots)
        left = [amount - chips for amount, chips in zip(pots, raked, strict=True)]
        drop = self.jackpot if self.jackpot and sum(pots) >= self.jackpot_from else 0
        dropped = from_main_pot_first(drop, left)
        return sum(raked), sum(dropped), [r + d for r, d in zip(raked, dropped, strict=True)]


def _rake_again(*values: object) -> HouseRake:
    """A rake unpickled (its fields in the order of ``_FIELDS``), made and checked again by its constructor."""
    return HouseRake.of(dict(zip(_FIELDS, values, strict=True)))  # a mapping of the fields
