"""The variants: each game pokerfloor deals, described as data and found by name.

Each game is a :class:`~pokerfloor.games.description.Variant` (what a game is, field by field, is
:mod:`~pokerfloor.games.description`'s); this module makes each one once, and finds it again by its
name, an alias or its code in hand histories (:func:`variant`), which is how a variant pickles.

>>> variant("PO").title, variant("omaha").structures
('Omaha', ('pot-limit', 'no-limit', 'fixed-limit'))
>>> [street.name for street in variant("holdem").streets]
['preflop', 'flop', 'turn', 'river']
"""

from __future__ import annotations

import copyreg
from collections.abc import Callable, Mapping
from types import MappingProxyType

from pokerfloor.errors import SituationError, quoted
from pokerfloor.games.description import (
    _FLOP_STREETS,
    MOST_BOARDS,
    Opener,
    Street,
    UpCards,
    Variant,
    _double_board,
    _draw_streets,
    _flop_game,
    _stud_streets,
)
from pokerfloor.games.evaluation import (
    ACE_TO_FIVE_LOW,
    ARCHIE_HIGH,
    BADUGI_ACE_HIGH,
    DEUCE_TO_SEVEN_LOW,
    EIGHT_OR_BETTER_LOW,
    HIGH,
    HOLE_HIGH,
    OMAHA_EIGHT_OR_BETTER_LOW,
    OMAHA_HIGH,
    SHORT_DECK_HIGH,
)
from pokerfloor.games.evaluation import BADUGI as BADUGI_LOW
from pokerfloor.given import Given, whole

__all__ = [
    "BIG_EASY_CARDS",
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
    "big_easy",
    "on_boards",
    "phh_variant",
    "variant",
]


# -- the games ----------------------------------------------------------------------------------

#: Hold'em's street indices (flop games share them).
PREFLOP, FLOP, TURN, RIVER = range(4)

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


def _super_stud(hi_lo: bool) -> Variant:
    """Super Stud and Super Stud 8 (WSOP 2024 Live Action Rules, Super Stud/Super Stud 8/O): four
    down cards and one up card before the first betting round, then each player throws two of his
    down cards (Rule 246: from then on "all rules for Seven Card Stud or Seven Card Stud 8/O
    apply", two down and one up as on stud's third street); three more up cards and a last down
    one, five betting rounds, the small bet on the first two. The open pair's big bet on fourth
    street in the high game only; in the hi-lo game the high card brings in (Rule 246); seven
    players, and a deck run short is finished from the muck, never with a community card (Rule 249)."""
    third, fourth, *rest = _stud_streets(open_pair=not hi_lo)
    return Variant(
        name="super-stud-8" if hi_lo else "super-stud",
        title="Super Stud 8" if hi_lo else "Super Stud",
        streets=(third._replace(down=4), fourth._replace(draw=True, discard=2), *rest),
        rankings=(HIGH, EIGHT_OR_BETTER_LOW) if hi_lo else (HIGH,),
        structures=("fixed-limit",),
        max_players=7,
        aliases=("super-stud-hi-lo", "super-stud/8", "super-stud-8/o", "superstud-8") if hi_lo else ("superstud",),
        up_cards=UpCards.HIGH,
        odd_chip="high-card",
        bring_in_by="highest" if hi_lo else "lowest",
        reshuffle_muck=True,
    )


SUPER_STUD = _super_stud(hi_lo=False)
SUPER_STUD_8 = _super_stud(hi_lo=True)


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

# Lowball and the split draw games beyond the rotation (WSOP 2024 Live Action Rules, Section X
# Lowball and Section XI Badugi): five cards, one or three draws.
A5_TRIPLE_DRAW = Variant(
    name="a5-triple-draw",
    title="A-5 triple draw lowball",
    streets=_draw_streets(5, 3),
    rankings=(ACE_TO_FIVE_LOW,),
    structures=("fixed-limit", "pot-limit", "no-limit"),
    # Live Action Rule 280: six participants at most.
    max_players=6,
    aliases=("ace-to-five-triple-draw", "a-5-triple-draw", "a5td"),
)
A5_SINGLE_DRAW = Variant(
    name="a5-single-draw",
    title="A-5 single draw lowball",
    streets=_draw_streets(5, 1),
    rankings=(ACE_TO_FIVE_LOW,),
    structures=("no-limit", "pot-limit", "fixed-limit"),
    max_players=6,
    aliases=("ace-to-five-single-draw", "a-5-single-draw", "a5sd", "california-lowball"),
)
BADACEY = Variant(
    name="badacey",
    title="Badacey",
    streets=_draw_streets(5, 3),
    # Half to the best ace-to-five hand, half to the best badugi of the five cards.
    rankings=(ACE_TO_FIVE_LOW, BADUGI_LOW),
    structures=("fixed-limit", "pot-limit", "no-limit"),
    # Live Action Rule 321.
    max_players=6,
    aliases=("badaci", "badacy"),
    halves=("low", "badugi"),
)
BADEUCY = Variant(
    name="badeucy",
    title="Badeucy",
    streets=_draw_streets(5, 3),
    # Half to the best deuce-to-seven hand, half to the best badugi, the ace high (Rule 303).
    rankings=(DEUCE_TO_SEVEN_LOW, BADUGI_ACE_HIGH),
    structures=("fixed-limit", "pot-limit", "no-limit"),
    # Live Action Rule 311.
    max_players=6,
    aliases=("baduci", "badeucey", "badeuci"),
    halves=("low", "badugi"),
)
RAZZDUGI = Variant(
    name="razzdugi",
    title="Razzdugi",
    streets=_stud_streets(),
    # Half to the best razz hand, half to the best badugi of the seven cards; the odd chip of the
    # split to the razz hand, "since there is no true five-card hand" (Live Action Rule 327).
    rankings=(ACE_TO_FIVE_LOW, BADUGI_LOW),
    structures=("fixed-limit",),
    # Live Action Rule 326.
    max_players=8,
    up_cards=UpCards.LOW,
    odd_chip="high-card",
    halves=("low", "badugi"),
)
ARCHIE = Variant(
    name="archie",
    title="Archie",
    streets=_draw_streets(5, 3),
    # Half to the best high of a pair of nines or better, half to the best eight-or-better low;
    # a pot neither qualifies for is split among its players (Live Action Rules 289-291).
    rankings=(ARCHIE_HIGH, EIGHT_OR_BETTER_LOW),
    structures=("fixed-limit", "pot-limit", "no-limit"),
    # The rulebook names no number for Archie: six, as its other five-card triple draws.
    max_players=6,
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

#: The Big Easy (WSOP 2024 Live Action Rules, Omaha High-Low Variation, 5+ Card, "The Big Easy"):
#: Omaha hi-lo whose players are "dealt at least 5 cards"; "more starting cards are allowed based
#: on the number of participants dealt into the hand; however, all participants must begin the
#: hand with the same number of starting cards", eight at most. How many is the house's choice: the
#: first street's ``down`` says it, five by default (``big-easy``), and each form the house may
#: choose is a game of its own (:func:`big_easy`), seating as many as the deck deals to.
BIG_EASY_CARDS = range(5, 9)
_BIG_EASY = {
    cards: _big_omaha(
        "big-easy" if cards == 5 else f"big-easy-{cards}",
        "The Big Easy" if cards == 5 else f"The Big Easy, {cards} cards",
        cards,
        True,
        ("the-big-easy", "big-easy-5") if cards == 5 else (f"the-big-easy-{cards}",),
    )
    for cards in BIG_EASY_CARDS
}
BIG_EASY = _BIG_EASY[5]


def big_easy(cards: Given[int] = 5) -> Variant:
    """The Big Easy dealt ``cards`` cards to each player (5 to 8; the rulebook's five by default):
    the house's choice by the number of players, each form seating as many as the deck deals to
    (eight with five cards, seven with six, six with seven, five with eight).

    >>> big_easy(6).name, big_easy(6).max_players, big_easy().streets[0].down
    ('big-easy-6', 7, 5)
    """
    return _BIG_EASY[whole("cards", cards, BIG_EASY_CARDS[0], BIG_EASY_CARDS[-1])]


def _courchevel(hi_lo: bool) -> Variant:
    """Courchevel: five-card Omaha whose first flop card is dealt face up before the first betting
    round, the other two after it. The WSOP rulebooks do not deal it; as PokerStars and the Barge
    rulebook describe it (the first card unburnt, the rest of the flop after a burn)."""
    first, *rest = _flop_game(5)
    spit = Street(first.name, down=5, board=1, burn=False, opener=Opener.BLINDS)
    flop = Street(rest[0].name, board=2)
    return Variant(
        name="courchevel-hi-lo" if hi_lo else "courchevel",
        title="Courchevel hi-lo" if hi_lo else "Courchevel",
        streets=(spit, flop, *rest[1:]),
        rankings=(OMAHA_HIGH, OMAHA_EIGHT_OR_BETTER_LOW) if hi_lo else (OMAHA_HIGH,),
        structures=("pot-limit", "no-limit", "fixed-limit"),
        max_players=8,
        aliases=("courchevel-8", "courchevel/8") if hi_lo else ("plo5-courchevel",),
    )


#: Drawmaha (WSOP 2024 Live Action Rules, Drawmaha): five cards down, the flop, then a draw of
#: one to three cards or none designated before the turn shows, the new cards dealt after it; half to
#: the best Omaha hand, half to the best five cards of the player's own, seven players at most.
DRAWMAHA = Variant(
    name="drawmaha",
    title="Drawmaha",
    streets=(*_flop_game(5)[:2], _FLOP_STREETS[TURN]._replace(draw=True, most=3), _FLOP_STREETS[RIVER]),
    rankings=(OMAHA_HIGH, HOLE_HIGH),
    structures=("pot-limit", "no-limit", "fixed-limit"),
    max_players=7,
    aliases=("drawmaha-high",),
    halves=("omaha", "draw"),
)
COURCHEVEL = _courchevel(hi_lo=False)
COURCHEVEL_HI_LO = _courchevel(hi_lo=True)


def _pineapple(name: str, title: str, discard_on: int) -> Variant:
    """Hold'em dealt three cards down, each player throwing one of them before the street
    ``discard_on`` deals its cards (Pineapple: before the flop; Crazy Pineapple: before the turn)."""
    streets = list(_flop_game(3))
    street = streets[discard_on]
    streets[discard_on] = street._replace(draw=True, discard=1)
    return Variant(
        name=name,
        title=title,
        streets=tuple(streets),
        rankings=(HIGH,),
        structures=("no-limit", "pot-limit", "fixed-limit", "spread-limit"),
        # 14 players take 42 cards; the burns and the board need 8 more.
        max_players=14,
        aliases=(f"{name}-holdem",),
    )


#: WSOP 2024 Live Action Rules, Hold'em Variations: Pineapple discards "after the first round of
#: betting is complete and before the flop is exposed", Crazy Pineapple "after the second round of
#: betting is complete and before the turn card is exposed".
PINEAPPLE = _pineapple("pineapple", "Pineapple", FLOP)
CRAZY_PINEAPPLE = _pineapple("crazy-pineapple", "Crazy Pineapple", TURN)

#: WSOP 2024 Live Action Rules: "Double Board Omaha" (Omaha high on two boards, the pot split
#: between the best hand on each), "5 Card Double Board Bomb Pot PLO" (five cards, every hand a bomb
#: pot, no burn before the flop) and "Ultimate Big O" (Big O on two boards, the high half and the
#: low half each to the best hand on either board, no burn before the flop); eight players at most.
DOUBLE_BOARD_OMAHA = Variant(
    name="double-board-omaha",
    title="Double Board Omaha",
    streets=_double_board(4, flop_burn=True),
    rankings=(OMAHA_HIGH,),
    structures=("pot-limit", "no-limit", "fixed-limit"),
    max_players=8,
    aliases=("double-board-plo", "double-board-omaha-high", "dbo"),
    boards=2,
)
DOUBLE_BOARD_HOLDEM = Variant(
    name="double-board-holdem",
    title="Double Board Hold'em",
    # Hold'em dealt as Double Board Omaha deals ("all the rules of Omaha High apply", the boards
    # and the split its own): two hole cards, each board street twice, each pot split between the
    # best hand on the top board and on the bottom (PokerStars' Split Hold'em deals it so).
    streets=_double_board(2, flop_burn=True),
    rankings=(HIGH,),
    structures=("no-limit", "pot-limit", "fixed-limit"),
    # 19 players take 38 cards; the two boards and their three burns take the other 13 but one.
    max_players=19,
    aliases=("split-holdem", "double-board-nlhe", "double-board-hold'em", "split-hold'em"),
    boards=2,
)
DOUBLE_BOARD_BOMB_POT_PLO5 = Variant(
    name="double-board-bomb-pot-plo5",
    title="5 Card Double Board Bomb Pot PLO",
    streets=_double_board(5, flop_burn=False),
    rankings=(OMAHA_HIGH,),
    structures=("pot-limit",),
    max_players=8,
    aliases=("5-card-double-board-bomb-pot-plo", "double-board-bomb-pot-plo", "plo5-double-board-bomb-pot"),
    boards=2,
    bomb_pots=True,
)
ULTIMATE_BIG_O = Variant(
    name="ultimate-big-o",
    title="Ultimate Big O",
    streets=_double_board(5, flop_burn=False),
    rankings=(OMAHA_HIGH, OMAHA_EIGHT_OR_BETTER_LOW),
    structures=("pot-limit", "no-limit", "fixed-limit"),
    max_players=8,
    boards=2,
    board_split="either",
)

#: Where the rulebook deals two boards: the games it names (Double Board Omaha, "This game may also
#: be played as a bomb pot variation", and the games after it).
_DOUBLE_BOARD = "WSOP 2024 Live Action Rules, Double Board Omaha"

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
            PINEAPPLE,
            CRAZY_PINEAPPLE,
            COURCHEVEL,
            COURCHEVEL_HI_LO,
            DRAWMAHA,
            A5_SINGLE_DRAW,
            A5_TRIPLE_DRAW,
            BADACEY,
            BADEUCY,
            RAZZDUGI,
            ARCHIE,
            DOUBLE_BOARD_OMAHA,
            DOUBLE_BOARD_HOLDEM,
            DOUBLE_BOARD_BOMB_POT_PLO5,
            ULTIMATE_BIG_O,
            SUPER_STUD,
            SUPER_STUD_8,
            *_BIG_EASY.values(),
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


def on_boards(game: Variant, boards: Given[int]) -> Variant:
    """``game`` dealt to ``boards`` boards: the game itself when it deals that many (or ``boards``
    is 1: the game as it is dealt), else the registry's game that deals a game of one board's
    hands to that many boards, each pot split between them (hold'em's ``double-board-holdem``,
    Omaha's ``double-board-omaha``). The rulebook deals two
    boards only in the games it names ("This game may also be played as a bomb pot variation":
    WSOP 2024 Live Action Rules, Double Board Omaha), so a game without such a form is refused,
    naming ``boards`` and the game; found by what the games are, never by their names."""
    count = whole("boards", boards, 1, MOST_BOARDS)
    if count in (game.boards, 1):
        return game
    for other in VARIANTS.values():
        if (
            game.boards == 1
            and other.boards == count
            and other.board_split == "each"
            and not other.bomb_pots
            and other.rankings == game.rankings
            and other.hole_cards == game.hole_cards
            and not game.has_bring_in
            and game.board_cards
            and other.board_sizes == tuple(size * count for size in game.board_sizes)
        ):
            return other
    raise SituationError(
        code="bad-field", variant="boards-game", params={"game": game.name, "boards": count}, rule=_DOUBLE_BOARD
    )


def phh_variant(code: Given[str]) -> tuple[Variant, str] | None:
    """The variant and the structure's name a PHH ``variant`` code stands for, or ``None``."""
    return _BY_PHH.get(code) if isinstance(code, str) else None


def _by_name(game: Variant) -> tuple[Callable[[str], Variant], tuple[str]]:
    """A variant pickles by name: unpickling gives the registry's own variant (variants compare by
    identity), and a pickle names :func:`variant` here, as before the class left this module."""
    return variant, (game.name,)


# Registered here, not as Variant.__reduce__: the lookup by name is the registry's, and the class
# below it cannot import it back (tests/test_layout.py). Importing pokerfloor imports this module, so
# every variant, the registry's or one described by hand, pickles and copies by name.
copyreg.pickle(Variant, _by_name)
