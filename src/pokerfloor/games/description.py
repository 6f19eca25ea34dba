"""How a game is described: who opens a street (:class:`Opener`), how a stud game reads its up
cards (:class:`UpCards`), one street's deal and betting (:class:`Street`), and the checks of the
fields of a description, each refusal naming the field. :class:`~pokerfloor.games.variants.Variant`
puts them together, and :mod:`~pokerfloor.games.variants` holds the games described with them."""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import NamedTuple, TypeVar

from pokerfloor.games.cards import are_cards
from pokerfloor.games.evaluation import Evaluator
from pokerfloor.given import flag, refused, text, whole

__all__ = ["BOARD_SPLITS", "HALVES", "ODD_CHIPS", "Opener", "Street", "UpCards", "split_board"]


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
    #: A draw that is a discard: each player still in throws exactly this many cards and is dealt
    #: none, and the street's own cards are dealt after the last (Crazy Pineapple's one card of
    #: three after the flop's betting, before the turn). ``draw`` must be set too.
    discard: int = 0
    #: The most cards a draw may replace (0: any number held). A draw street that deals board
    #: cards takes its draws as designations: after the last, the burn and the board cards, then
    #: each player's new cards in turn (Drawmaha: one to three cards designated before the turn
    #: card shows, and dealt after it).
    most: int = 0


# -- the streets of the game families ------------------------------------------------------------
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


def _double_board(hole: int, *, flop_burn: bool) -> tuple[Street, ...]:
    """A flop game dealt to two boards: each street's board cards twice, the second set "placed
    underneath the first" with no burn of its own (WSOP 2024 Live Action Rules, Double Board
    Omaha); ``flop_burn`` False where no betting before the flop leaves nothing to burn against."""
    first, flop, turn, river = _flop_game(hole)
    return (first, flop._replace(board=6, burn=flop_burn), turn._replace(board=2), river._replace(board=2))


T = TypeVar("T")

#: Who gets the odd chip of a split (:class:`Variant`'s ``odd_chip``).
ODD_CHIPS = ("position", "high-card")
#: How a pot goes between the boards of a game of two (:class:`Variant`'s ``board_split``): to the
#: best hand on each board, half a board (Double Board Omaha: "the pot will be split between the
#: best hand on the top board and the best hand on the bottom board"), or each ranking's part to the
#: best hand on either board (Ultimate Big O: "the best high hand on either of the boards getting
#: half the pot, and the best low hand (if any) on either board getting the second half"; WSOP 2024
#: Live Action Rules, both).
BOARD_SPLITS = ("each", "either")
#: The most boards a game deals (the rulebook's games deal two).
MOST_BOARDS = 2
#: What the parts of a split pot may be called (:class:`Variant`'s ``halves``).
HALVES = ("high", "low", "badugi", "omaha", "draw")


def _tuple_of(field: str, value: object, kind: type[T], *, empty: bool = True) -> tuple[T, ...]:
    """``value`` as a tuple of ``kind`` (not empty, unless ``empty``), or a refusal naming ``field``."""
    if type(value) is tuple:
        items = tuple(item for item in value if isinstance(item, kind))
        if len(items) == len(value) and (empty or items):
            return items
    raise refused(field, value, "list-of", kind=kind.__name__)


def split_board(streets: tuple[Street, ...], boards: int, runout: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """Each of the ``boards`` boards of ``runout``, the board cards as the ``streets`` deal them:
    each street's cards in equal parts, the first part to the first board (Double Board Omaha's
    second flop is "placed simultaneously under the first flop"). As much of each as is dealt."""
    if boards == 1:
        return (tuple(runout),)
    made: list[list[int]] = [[] for _ in range(boards)]
    start = 0
    for street in streets:
        part = street.board // boards
        for board in made:
            board.extend(runout[start : start + part])
            start += part
    return tuple(tuple(board) for board in made)


def _boards(boards: object, streets: tuple[Street, ...]) -> int:
    """``boards`` as how many boards a game deals (1 or 2), each street's board cards parted
    evenly among them."""
    count = whole("boards", boards, 1, MOST_BOARDS)
    if any(street.board % count for street in streets):
        raise refused("boards", boards, "boards-streets")
    return count


def _streets(streets: object) -> tuple[Street, ...]:
    """``streets`` as a game's streets (at least one), each field of each of its kind: a name, how
    many cards it deals face down, face up and to the board (0 to 52), the flags, who opens."""
    checked = _tuple_of("streets", streets, Street, empty=False)
    for street in checked:
        text("streets", street.name)
        for count in (street.down, street.up, street.board, street.discard, street.most):
            whole("streets", count, 0, 52)
        if street.discard and not street.draw:
            raise refused("streets", street, "discard-without-draw")
        for value in (street.burn, street.draw, street.big_bet, street.open_pair):
            flag("streets", value)
        if not isinstance(street.opener, Opener):
            raise refused("streets", street.opener, "choice", choices=", ".join(Opener))
    return checked


def _halves(halves: object, rankings: tuple[Evaluator, ...]) -> tuple[str, ...]:
    """``halves`` as the names of the parts of a split pot, one for each ranking (none given:
    ``"low"`` for a low ranking, ``"high"`` for the others)."""
    if halves is None:
        return tuple("low" if ranking.low else "high" for ranking in rankings)
    named = _tuple_of("halves", halves, str, empty=False)
    if len(named) != len(rankings) or not set(named) <= set(HALVES):
        raise refused("halves", halves, "choice", choices=", ".join(HALVES))
    return named


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
