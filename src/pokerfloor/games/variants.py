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
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import NamedTuple, TypeVar

from pokerfloor.errors import SituationError, frozen, quoted
from pokerfloor.games.cards import are_cards
from pokerfloor.games.evaluation import (
    ACE_TO_FIVE_LOW,
    DEUCE_TO_SEVEN_LOW,
    EIGHT_OR_BETTER_LOW,
    HIGH,
    OMAHA_EIGHT_OR_BETTER_LOW,
    OMAHA_HIGH,
    SHORT_DECK_HIGH,
    Evaluator,
)
from pokerfloor.games.evaluation import BADUGI as BADUGI_LOW
from pokerfloor.given import Given, choice, flag, refused, text, whole

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
    "UpCards",
    "Variant",
    "phh_variant",
    "variant",
]


class Opener(enum.StrEnum):
    """Who opens the betting of a street.

    ``blinds``: the player after the last forced bet (the big blind or the last straddle), or
    after the button when there are none; ``button``: the first player still in after the
    button; ``bring-in``: the player whose up card brings in (stud's first street);
    ``showing``: the best hand showing (the lowest in a low game)."""

    BLINDS = "blinds"
    BUTTON = "button"
    BRING_IN = "bring-in"
    SHOWING = "showing"

    # ``Opener(value)`` of a value that names none: a typed error (a ``ValueError``).
    @classmethod
    def _missing_(cls, value: object) -> Opener:
        raise refused("opener", value, "choice", choices=", ".join(opener.value for opener in cls))


class UpCards(enum.StrEnum):
    """How a stud game reads the up cards, for the bring-in and for who opens later streets.

    ``high``: the lowest card brings in (aces high), the best high hand showing opens (stud,
    stud eight-or-better); ``low``: the highest card brings in (aces low, the king of spades the
    highest), the best low hand showing opens (razz)."""

    HIGH = "high"
    LOW = "low"

    # ``UpCards(value)`` of a value that names none: a typed error (a ``ValueError``).
    @classmethod
    def _missing_(cls, value: object) -> UpCards:
        raise refused("up_cards", value, "choice", choices=", ".join(reading.value for reading in cls))


class Street(NamedTuple):
    """One street: the cards it deals, then its betting.

    ``down`` and ``up`` are the hole cards each player still in gets, face down and face up;
    ``board`` the community cards; ``burn`` whether a card is burnt first. ``draw`` says that
    before the betting each player still in, in turn from the button's left, discards some cards
    (or none: stands pat) and is dealt as many. ``opener`` says who opens the betting, ``big_bet``
    whether fixed-limit bets are the big bet on it.

    A named tuple, not a dataclass: a dataclass compiles its methods from source when its class
    is made, at every start of the program."""

    name: str
    down: int = 0
    up: int = 0
    board: int = 0
    burn: bool = True
    draw: bool = False
    opener: Opener = Opener.BUTTON
    big_bet: bool = False
    #: Stud's fourth street: with a pair showing the big bet may be made, where the rulebook lets
    #: it (``stud_open_pair_big_bet``).
    open_pair: bool = False


class Variant:
    """A game, as data.

    ``rankings`` rank the hands at the showdown, one after another: each pot is shared equally
    among the rankings that some contender qualifies for (high-low: half to the best high, half
    to the best qualifying low), the odd chip to the first. ``structures`` are the betting
    structures the game is dealt in, the first its usual one; ``phh`` maps a structure's name to
    the game's code in PHH hand histories. ``up_cards``: stud games, how the up cards are read
    (``None`` in games with no up cards; such a game has a bring-in and no blinds). ``deck``: the
    cards of the deck (a short deck leaves out the deuces to fives; ``None``, the default, is all
    52). ``odd_chip``: who gets the odd chip of a split: ``"position"``, the first winner from the
    button's left (TDA 2024 Rule 20-A); ``"high-card"``, the winner holding the highest card by
    suit among the cards of the hand (stud, razz: TDA 2024 Rule 20-B; WSOP 2024 Tournament Rule 73).

    A variant is one of a kind, made once in the registry: compared by identity, pickled by name,
    never changed."""

    __slots__ = (
        "aliases", "big_bets", "board_cards", "board_sizes", "deals_late", "deck", "draws_after", "has_bring_in",
        "has_draws", "hole_cards", "is_split", "max_players", "most_dealt", "name", "odd_chip", "phh", "rankings",
        "showdown", "streets", "structures", "title", "up_cards", "up_pattern",
    )  # fmt: skip

    name: str
    title: str
    streets: tuple[Street, ...]
    rankings: tuple[Evaluator, ...]
    structures: tuple[str, ...]
    max_players: int
    aliases: tuple[str, ...]
    phh: Mapping[str, str]
    up_cards: UpCards | None
    deck: tuple[int, ...]
    odd_chip: str
    #: How many board cards are face up on each street, and at the showdown (one past the last).
    board_sizes: tuple[int, ...]
    #: How many hole cards a player gets in all, and how many community cards are dealt.
    hole_cards: int
    board_cards: int
    #: The index of the showdown: one past the last street.
    showdown: int
    #: Whether each hole card, in the order dealt, is dealt face up.
    up_pattern: tuple[bool, ...]
    #: Whether cards are dealt to the players after the first street (stud; the draws): the hand
    #: then deals each street as it comes, to the players still in.
    deals_late: bool
    #: For each street (and the showdown), whether a draw is still to come after it.
    draws_after: tuple[bool, ...]
    #: The most cards a player can be dealt in a hand: his hole cards, and as many again at each draw.
    most_dealt: int
    #: Whether each street's (and the showdown's) fixed-limit bets are the big bet.
    big_bets: tuple[bool, ...]
    #: Whether players draw (discard and are dealt new cards) during the hand.
    has_draws: bool
    #: Whether the game opens with a bring-in (stud) instead of blinds.
    has_bring_in: bool
    #: Whether a pot can be split between two rankings (high and low).
    is_split: bool

    def __init__(
        self,
        *,
        name: Given[str],
        title: Given[str],
        streets: Given[tuple[Street, ...]],
        rankings: Given[tuple[Evaluator, ...]],
        structures: Given[tuple[str, ...]],
        max_players: Given[int],
        aliases: Given[tuple[str, ...]] = (),
        phh: Given[Mapping[str, str] | None] = None,
        up_cards: Given[UpCards | None] = None,
        deck: Given[tuple[int, ...] | None] = None,
        odd_chip: Given[str] = "position",
    ) -> None:
        """Each field is checked (a game described by hand is refused naming the field it gets
        wrong); what the engine asks of a game on every street is worked out once, here."""
        # Each field checked as it is read, in order (the first wrong one is named).
        streets = _streets(streets)
        rankings = _tuple_of("rankings", rankings, Evaluator, empty=False)
        given = {
            "name": text("name", name),
            "title": text("title", title),
            "streets": streets,
            "rankings": rankings,
            "structures": _tuple_of("structures", structures, str, empty=False),
            "max_players": whole("max_players", max_players, 2),
            "aliases": _tuple_of("aliases", aliases, str),
            "phh": _phh(phh),
            "up_cards": None if up_cards is None else UpCards(text("up_cards", up_cards)),
            "deck": _deck(deck),
            "odd_chip": choice("odd_chip", odd_chip, ODD_CHIPS),
        }
        # Worked out once: the hand asks on every street.
        sizes = [sum(s.board for s in streets[: k + 1]) for k in range(len(streets))]
        hole_cards = sum(street.down + street.up for street in streets)
        worked_out = {
            "board_sizes": (*sizes, sizes[-1]),
            "hole_cards": hole_cards,
            "board_cards": sizes[-1],
            "showdown": len(streets),
            "up_pattern": tuple(up for street in streets for up in (False,) * street.down + (True,) * street.up),
            "deals_late": any(street.down or street.up or street.draw for street in streets[1:]),
            "draws_after": (*(any(s.draw for s in streets[k + 1 :]) for k in range(len(streets))), False),
            "most_dealt": hole_cards * (1 + sum(street.draw for street in streets)),
            "big_bets": (*(street.big_bet for street in streets), False),
            "has_draws": any(street.draw for street in streets),
            "has_bring_in": given["up_cards"] is not None,
            "is_split": len(rankings) > 1,
        }
        for field, value in (*given.items(), *worked_out.items()):
            object.__setattr__(self, field, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise frozen(self, name)

    def __delattr__(self, name: str) -> None:
        raise frozen(self, name, deleting=True)

    def __reduce__(self) -> tuple[Callable[[str], Variant], tuple[str]]:
        """Pickled by name: unpickling gives the registry's own variant (compared by identity)."""
        return variant, (self.name,)

    def street_index(self, name: Given[str]) -> int:
        """The index of the street called ``name``; a clear error naming the streets otherwise."""
        for index, street in enumerate(self.streets):
            if street.name == name:
                return index
        streets = ", ".join(street.name for street in self.streets)
        raise SituationError(
            code="bad-field",
            params={"streets": streets, "street": quoted(name)},
            variant="street-name",
        )

    def phh_code(self, structure: Given[str]) -> str | None:
        """The PHH code of this game dealt in ``structure``, or ``None`` when PHH has none."""
        return self.phh.get(text("structure", structure))

    def __repr__(self) -> str:
        return f"<Variant {self.name}>"


T = TypeVar("T")

#: Who gets the odd chip of a split (:class:`Variant`'s ``odd_chip``).
ODD_CHIPS = ("position", "high-card")


def _tuple_of(field: str, value: object, kind: type[T], *, empty: bool = True) -> tuple[T, ...]:
    """``value`` as a tuple of ``kind`` (not empty, unless ``empty``), or a refusal naming ``field``."""
    if type(value) is tuple:
        items = tuple(item for item in value if isinstance(item, kind))
        if len(items) == len(value) and (empty or items):
            return items
    raise refused(field, value, "list-of", kind=kind.__name__)


def _streets(streets: object) -> tuple[Street, ...]:
    """``streets`` as a game's streets (at least one), each field of each of its kind: a name, how
    many cards it deals face down, face up and to the board (0 to 52), the flags, who opens."""
    checked = _tuple_of("streets", streets, Street, empty=False)
    for street in checked:
        text("streets", street.name)
        for count in (street.down, street.up, street.board):
            whole("streets", count, 0, 52)
        for value in (street.burn, street.draw, street.big_bet, street.open_pair):
            flag("streets", value)
        if not isinstance(street.opener, Opener):
            raise refused("streets", street.opener, "choice", choices=", ".join(Opener))
    return checked


def _phh(phh: object) -> Mapping[str, str]:
    """``phh`` as the PHH codes of a game by structure (none given: none)."""
    if phh is None:
        return {}
    if isinstance(phh, Mapping) and all(isinstance(k, str) and isinstance(v, str) for k, v in phh.items()):
        return phh
    raise refused("phh", phh, "mapping")


def _deck(deck: object) -> tuple[int, ...]:
    """``deck`` as the cards a game deals (none given: all 52), each once."""
    if deck is None:
        return tuple(range(52))
    if type(deck) is tuple and are_cards(deck, unknown=False) and len(set(deck)) == len(deck):
        return tuple(deck)  # the tuple itself
    raise refused("deck", deck, "cards")


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


def _stud_streets(*, open_pair: bool = False) -> tuple[Street, ...]:
    """Seven-card stud's five streets: two down and one up, three more up, the last down; small
    bets on third and fourth street, big bets after (WSOP 2024 Tournament Rules, Seven Card Games).
    ``open_pair``: stud high's fourth street, where a pair showing may allow the big bet (WSOP 2024
    Live Action Rule 220; never in stud hi-lo and razz, Rules 233 and 237)."""
    return (
        Street("third street", down=2, up=1, burn=False, opener=Opener.BRING_IN),
        Street("fourth street", up=1, opener=Opener.SHOWING, open_pair=open_pair),
        Street("fifth street", up=1, opener=Opener.SHOWING, big_bet=True),
        Street("sixth street", up=1, opener=Opener.SHOWING, big_bet=True),
        Street("seventh street", down=1, opener=Opener.SHOWING, big_bet=True),
    )


STUD = Variant(
    name="stud",
    title="Seven-card stud",
    streets=_stud_streets(open_pair=True),
    rankings=(HIGH,),
    structures=("fixed-limit",),
    max_players=8,
    aliases=("seven-card-stud", "7-card-stud", "7cs"),
    phh=MappingProxyType({"fixed-limit": "F7S"}),
    up_cards=UpCards.HIGH,
    odd_chip="high-card",
)
STUD_HI_LO = Variant(
    name="stud-hi-lo",
    title="Seven-card stud hi-lo eight-or-better",
    streets=_stud_streets(),
    rankings=(HIGH, EIGHT_OR_BETTER_LOW),
    structures=("fixed-limit",),
    max_players=8,
    aliases=("stud-8", "stud/8", "stud8", "seven-card-stud-hi-lo", "stud-eight-or-better"),
    phh=MappingProxyType({"fixed-limit": "F7S/8"}),
    up_cards=UpCards.HIGH,
    odd_chip="high-card",
)
RAZZ = Variant(
    name="razz",
    title="Razz",
    streets=_stud_streets(),
    rankings=(ACE_TO_FIVE_LOW,),
    structures=("fixed-limit",),
    max_players=8,
    aliases=("seven-card-razz",),
    phh=MappingProxyType({"fixed-limit": "FR"}),
    up_cards=UpCards.LOW,
    odd_chip="high-card",
)


def _draw_streets(cards: int, draws: int) -> tuple[Street, ...]:
    """A draw game's streets: ``cards`` dealt down before the first betting round, then ``draws``
    draws, each followed by a betting round; in a triple draw the rounds before and after the
    first draw at the small bet, the last two at the big bet (WSOP 2024 Tournament Rules, Limit
    Triple Draw Games)."""
    names = {1: ("the draw",), 3: ("first draw", "second draw", "third draw")}[draws]
    first = Street("predraw", down=cards, burn=False, opener=Opener.BLINDS)
    # The big bet after the second draw of a triple draw, after the only one of a single draw.
    rest = [Street(name, draw=True, big_bet=k >= 1 or draws == 1) for k, name in enumerate(names)]
    return (first, *rest)


DEUCE_TO_SEVEN_TRIPLE_DRAW = Variant(
    name="2-7-triple-draw",
    title="2-7 triple draw lowball",
    streets=_draw_streets(5, 3),
    rankings=(DEUCE_TO_SEVEN_LOW,),
    structures=("fixed-limit", "pot-limit", "no-limit"),
    # WSOP 2024 Tournament Rules, Limit Triple Draw Games: six players at most.
    max_players=6,
    aliases=("deuce-to-seven-triple-draw", "2-7-td", "27td", "triple-draw"),
    phh=MappingProxyType({"fixed-limit": "F2L3D"}),
)
DEUCE_TO_SEVEN_SINGLE_DRAW = Variant(
    name="2-7-single-draw",
    title="2-7 single draw lowball",
    streets=_draw_streets(5, 1),
    rankings=(DEUCE_TO_SEVEN_LOW,),
    structures=("no-limit", "pot-limit", "fixed-limit"),
    # WSOP 2024 Tournament Rules, No-Limit Single Draw Games: seven players at most.
    max_players=7,
    aliases=("deuce-to-seven-single-draw", "2-7-sd", "27sd", "kansas-city-lowball"),
    phh=MappingProxyType({"no-limit": "N2L1D"}),
)
BADUGI = Variant(
    name="badugi",
    title="Badugi",
    streets=_draw_streets(4, 3),
    rankings=(BADUGI_LOW,),
    structures=("fixed-limit", "pot-limit", "no-limit"),
    max_players=8,
    phh=MappingProxyType({"fixed-limit": "FB"}),
)
FIVE_CARD_DRAW = Variant(
    name="five-card-draw",
    title="Five-card draw",
    streets=_draw_streets(5, 1),
    rankings=(HIGH,),
    structures=("fixed-limit", "pot-limit", "no-limit"),
    max_players=8,
    aliases=("5-card-draw", "five-card-draw-high"),
)

SHORT_DECK = Variant(
    name="short-deck",
    title="Short-deck (six-plus) hold'em",
    streets=_FLOP_STREETS,
    rankings=(SHORT_DECK_HIGH,),
    structures=("no-limit", "pot-limit", "fixed-limit"),
    # WSOP 2024 Tournament Rules, Short Deck: nine players at most.
    max_players=9,
    aliases=("short-deck-holdem", "six-plus", "6+", "6-plus-holdem"),
    phh=MappingProxyType({"no-limit": "NS"}),
    # Sixes to aces: the deuces, threes, fours and fives (ranks 0 to 3) are out.
    deck=tuple(range(16, 52)),
)


def _big_omaha(name: str, title: str, hole: int, hi_lo: bool, aliases: tuple[str, ...]) -> Variant:
    """Omaha with five or six hole cards (two of them and three of the board make a hand)."""
    return Variant(
        name=name,
        title=title,
        streets=_flop_game(hole),
        rankings=(OMAHA_HIGH, OMAHA_EIGHT_OR_BETTER_LOW) if hi_lo else (OMAHA_HIGH,),
        structures=("pot-limit", "no-limit", "fixed-limit"),
        max_players=(52 - 8) // hole,
        aliases=aliases,
    )


OMAHA_5 = _big_omaha("omaha-5", "Five-card Omaha", 5, False, ("5-card-omaha", "plo5", "five-card-omaha"))
OMAHA_5_HI_LO = _big_omaha(
    "omaha-5-hi-lo", "Five-card Omaha hi-lo (Big O)", 5, True, ("big-o", "plo5-8", "5-card-omaha-hi-lo")
)
OMAHA_6 = _big_omaha("omaha-6", "Six-card Omaha", 6, False, ("6-card-omaha", "plo6", "six-card-omaha"))
OMAHA_6_HI_LO = _big_omaha("omaha-6-hi-lo", "Six-card Omaha hi-lo", 6, True, ("plo6-8", "6-card-omaha-hi-lo"))

#: The variant of a table that names none.
DEFAULT_VARIANT = HOLDEM

#: Every variant, by name.
VARIANTS: Mapping[str, Variant] = MappingProxyType(
    {
        v.name: v
        for v in (
            HOLDEM,
            OMAHA,
            OMAHA_HI_LO,
            OMAHA_5,
            OMAHA_5_HI_LO,
            OMAHA_6,
            OMAHA_6_HI_LO,
            SHORT_DECK,
            STUD,
            STUD_HI_LO,
            RAZZ,
            DEUCE_TO_SEVEN_TRIPLE_DRAW,
            DEUCE_TO_SEVEN_SINGLE_DRAW,
            BADUGI,
            FIVE_CARD_DRAW,
        )
    }
)

_BY_NAME: Mapping[str, Variant] = MappingProxyType(
    {key.lower(): v for v in VARIANTS.values() for key in (v.name, *v.aliases, *v.phh.values())}
)
_BY_PHH: Mapping[str, tuple[Variant, str]] = MappingProxyType(
    {code: (v, structure) for v in VARIANTS.values() for structure, code in v.phh.items()}
)


def variant(name: Given[str | Variant]) -> Variant:
    """The variant called ``name``: its name, an alias or a PHH code, in any case
    (``"holdem"``, ``"PLO"``, ``"FO/8"``); a :class:`Variant` is returned as it is."""
    if isinstance(name, Variant):
        return name
    found = _BY_NAME.get(name.lower()) if isinstance(name, str) else None
    if found is None:
        raise SituationError(
            code="bad-field",
            params={"game": quoted(name), "games": ", ".join(VARIANTS)},
            variant="game",
        )
    return found


def phh_variant(code: Given[str]) -> tuple[Variant, str] | None:
    """The variant and the structure's name a PHH ``variant`` code stands for, or ``None``."""
    return _BY_PHH.get(code) if isinstance(code, str) else None
