"""The variants: each game pokerfloor deals, described as data and found by name.

A :class:`Variant` says what the rest of the engine needs to know of a game, and nothing reads a
game's name to decide anything: the streets one after another (the cards each deals, face down,
face up or to the board, the burn, a draw, who opens the betting and whether it is a small or a
big bet), the forced bets it uses (blinds or a bring-in), the deck, the most players it seats,
how hands are ranked and how a pot is split among the rankings (high; low; high and low), and the
codes it goes by in hand histories.

>>> variant("PO").title, variant("omaha").structures
('Omaha', ('pot-limit', 'no-limit', 'fixed-limit'))
>>> [street.name for street in variant("holdem").streets]
['preflop', 'flop', 'turn', 'river']
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ..errors import SituationError
from .evaluation import HIGH, OMAHA_EIGHT_OR_BETTER_LOW, OMAHA_HIGH, Evaluator

__all__ = [
    "DEFAULT_VARIANT",
    "FLOP",
    "HOLDEM",
    "PREFLOP",
    "RIVER",
    "TURN",
    "VARIANTS",
    "Opener",
    "Street",
    "Variant",
    "phh_variant",
    "variant",
]


class Opener(enum.StrEnum):
    """Who opens the betting of a street.

    ``blinds``: the player after the last forced bet (the big blind or the last straddle), or
    after the button when there are none; ``button``: the first player still in after the
    button."""

    BLINDS = "blinds"
    BUTTON = "button"


@dataclass(frozen=True, slots=True)
class Street:
    """One street: the cards it deals, then its betting.

    ``down`` and ``up`` are the hole cards each player still in gets, face down and face up;
    ``board`` the community cards; ``burn`` whether a card is burnt first. ``opener`` says who
    opens the betting, ``big_bet`` whether fixed-limit bets are the big bet on it."""

    name: str
    down: int = 0
    up: int = 0
    board: int = 0
    burn: bool = True
    opener: Opener = Opener.BUTTON
    big_bet: bool = False


@dataclass(frozen=True, slots=True, eq=False)  # a variant is one of a kind: compared by identity
class Variant:
    """A game, as data.

    ``rankings`` rank the hands at the showdown, one after another: each pot is shared equally
    among the rankings that some contender qualifies for (high-low: half to the best high, half
    to the best qualifying low), the odd chip to the first. ``structures`` are the betting
    structures the game is dealt in, the first its usual one; ``phh`` maps a structure's name to
    the game's code in PHH hand histories."""

    name: str
    title: str
    streets: tuple[Street, ...]
    rankings: tuple[Evaluator, ...]
    structures: tuple[str, ...]
    max_players: int
    aliases: tuple[str, ...] = ()
    phh: Mapping[str, str] = field(default_factory=dict)
    #: How many board cards are face up on each street, and at the showdown (one past the last).
    board_sizes: tuple[int, ...] = field(init=False)
    #: How many hole cards a player gets in all, and how many community cards are dealt.
    hole_cards: int = field(init=False)
    board_cards: int = field(init=False)
    #: The index of the showdown: one past the last street.
    showdown: int = field(init=False)

    def __post_init__(self) -> None:
        # Worked out once: the hand asks on every street.
        sizes = [sum(s.board for s in self.streets[: k + 1]) for k in range(len(self.streets))]
        object.__setattr__(self, "board_sizes", (*sizes, sizes[-1]))
        object.__setattr__(self, "hole_cards", sum(street.down + street.up for street in self.streets))
        object.__setattr__(self, "board_cards", sizes[-1])
        object.__setattr__(self, "showdown", len(self.streets))

    @property
    def is_split(self) -> bool:
        """Whether a pot can be split between two rankings (high and low)."""
        return len(self.rankings) > 1

    def street_index(self, name: str) -> int:
        """The index of the street called ``name``; a clear error naming the streets otherwise."""
        for index, street in enumerate(self.streets):
            if street.name == name:
                return index
        streets = ", ".join(street.name for street in self.streets)
        raise SituationError(
            f"street must be one of {streets}, not {name!r}",
            code="bad-field",
            params={"streets": streets, "street": repr(name)},
            variant="street-name",
        )

    def phh_code(self, structure: str) -> str | None:
        """The PHH code of this game dealt in ``structure``, or ``None`` when PHH has none."""
        return self.phh.get(structure)

    def __repr__(self) -> str:
        return f"<Variant {self.name}>"


# -- the games ----------------------------------------------------------------------------------

#: Hold'em's street indices (flop games share them).
PREFLOP, FLOP, TURN, RIVER = range(4)

_FLOP_STREETS = (
    Street("preflop", down=2, burn=False, opener=Opener.BLINDS),
    Street("flop", board=3),
    Street("turn", board=1, big_bet=True),
    Street("river", board=1, big_bet=True),
)


def _flop_game(hole: int) -> tuple[Street, ...]:
    """The four streets of a flop game dealing ``hole`` cards down."""
    first, *rest = _FLOP_STREETS
    return (Street(first.name, down=hole, burn=False, opener=Opener.BLINDS), *rest)


HOLDEM = Variant(
    name="holdem",
    title="Texas hold'em",
    streets=_FLOP_STREETS,
    rankings=(HIGH,),
    structures=("no-limit", "pot-limit", "fixed-limit", "spread-limit"),
    # 22 players take 44 cards; the burns and the board need the other 8.
    max_players=22,
    aliases=("hold'em", "texas-holdem", "nlhe", "lhe"),
    phh=MappingProxyType({"no-limit": "NT", "fixed-limit": "FT"}),
)
OMAHA = Variant(
    name="omaha",
    title="Omaha",
    streets=_flop_game(4),
    rankings=(OMAHA_HIGH,),
    structures=("pot-limit", "no-limit", "fixed-limit"),
    max_players=11,
    aliases=("plo", "omaha-high"),
    phh=MappingProxyType({"pot-limit": "PO"}),
)
OMAHA_HI_LO = Variant(
    name="omaha-hi-lo",
    title="Omaha hi-lo eight-or-better",
    streets=_flop_game(4),
    rankings=(OMAHA_HIGH, OMAHA_EIGHT_OR_BETTER_LOW),
    structures=("fixed-limit", "pot-limit", "no-limit"),
    max_players=11,
    aliases=("omaha-8", "omaha/8", "o8", "plo8", "omaha-eight-or-better"),
    phh=MappingProxyType({"fixed-limit": "FO/8"}),
)

#: The variant of a table that names none.
DEFAULT_VARIANT = HOLDEM

#: Every variant, by name.
VARIANTS: Mapping[str, Variant] = MappingProxyType({v.name: v for v in (HOLDEM, OMAHA, OMAHA_HI_LO)})

_BY_NAME: Mapping[str, Variant] = MappingProxyType(
    {key.lower(): v for v in VARIANTS.values() for key in (v.name, *v.aliases, *v.phh.values())}
)
_BY_PHH: Mapping[str, tuple[Variant, str]] = MappingProxyType(
    {code: (v, structure) for v in VARIANTS.values() for structure, code in v.phh.items()}
)


def variant(name: str | Variant) -> Variant:
    """The variant called ``name``: its name, an alias or a PHH code, in any case
    (``"holdem"``, ``"PLO"``, ``"FO/8"``); a :class:`Variant` is returned as it is."""
    if isinstance(name, Variant):
        return name
    found = _BY_NAME.get(name.lower()) if isinstance(name, str) else None
    if found is None:
        raise SituationError(
            f"unknown game {name!r}; the games are: {', '.join(VARIANTS)}",
            code="bad-field",
            params={"game": repr(name), "games": ", ".join(VARIANTS)},
            variant="game",
        )
    return found


def phh_variant(code: str) -> tuple[Variant, str] | None:
    """The variant and the structure's name a PHH ``variant`` code stands for, or ``None``."""
    return _BY_PHH.get(code)
