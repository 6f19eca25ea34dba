"""How a game is described: who opens a street (:class:`Opener`), how a stud game reads its up
cards (:class:`UpCards`), one street's deal and betting (:class:`Street`), the checks of the
fields of a description, each refusal naming the field, and the description of a whole game that
puts them together (:class:`Variant`). :mod:`~pokerfloor.games.variants` holds the games described
with them, and finds each by name."""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import NamedTuple, TypeVar

from pokerfloor.errors import SituationError, frozen, quoted
from pokerfloor.games.cards import are_cards
from pokerfloor.games.evaluation import Evaluator
from pokerfloor.given import Given, choice, flag, refused, text, whole

__all__ = [
    "BOARD_SPLITS",
    "BRING_IN_CARDS",
    "HALVES",
    "ODD_CHIPS",
    "Opener",
    "Street",
    "UpCards",
    "Variant",
    "split_board",
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
#: Which door card brings in (:class:`Variant`'s ``bring_in_by``): the lowest (stud, stud
#: eight-or-better) or the highest (razz, aces low; Super Stud 8, aces high: "unlike Seven Card Stud
#: 8/O, in Super Stud 8/O the initial forced bet is made by the high card", WSOP 2024 Live Action
#: Rule 246).
BRING_IN_CARDS = ("lowest", "highest")
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


def _held_up_pattern(streets: tuple[Street, ...], dealt: tuple[bool, ...]) -> tuple[bool, ...]:
    """Whether each card a player holds once he has made his discards is face up: the pattern
    ``dealt`` less the down cards each discard throws, the first ones (Super Stud: four down and
    one up, two of the down cards thrown, then stud's deal; all the down cards come first). A game
    with no up cards, or no discard, holds its cards as dealt (``dealt`` itself)."""
    if not any(dealt) or not any(street.discard for street in streets):
        return dealt
    held: list[bool] = []
    for street in streets:
        downs = held.count(False)
        if street.discard and (downs < street.discard or False in held[downs:]):
            raise refused("streets", street, "discard-up-cards")
        del held[: street.discard]
        held += [False] * street.down + [True] * street.up
    return tuple(held)


def _halves(halves: object, rankings: tuple[Evaluator, ...]) -> tuple[str, ...]:
    """``halves`` as the names of the parts of a split pot, one for each ranking (none given:
    ``"low"`` for a low ranking, ``"high"`` for the others)."""
    if halves is None:
        return tuple("low" if ranking.low else "high" for ranking in rankings)
    named = _tuple_of("halves", halves, str, empty=False)
    if len(named) != len(rankings) or not set(named) <= set(HALVES):
        raise refused("halves", halves, "choice", choices=", ".join(HALVES))
    return named


def _bring_in_by(bring_in_by: object, up_cards: object) -> str:
    """``bring_in_by`` as which door card brings in (none given: the highest when the up cards
    read low, as in razz, else the lowest)."""
    if bring_in_by is None:
        return "highest" if up_cards == UpCards.LOW else "lowest"
    return choice("bring_in_by", bring_in_by, BRING_IN_CARDS)


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


class Variant:
    """A game, as data: what the rest of the engine needs to know of it, and nothing reads a
    game's name to decide anything. The streets one after another (the cards each deals, face
    down, face up or to the board, the burn, a draw, who opens the betting and whether it is a
    small or a big bet), the forced bets it uses (blinds or a bring-in), the deck, the most players
    it seats, how hands are ranked and how a pot is split among the rankings (high; low; high and
    low), and the codes it goes by in hand histories.

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
    ``halves``: what each ranking's part of a split pot is called (``"high"``, ``"low"``,
    ``"badugi"``: the words ``word.half-<name>`` of the catalogs); by default ``"low"`` for a low
    ranking and ``"high"`` for the others. ``bring_in_by``: which door card brings in in a stud game
    (:data:`~pokerfloor.games.description.BRING_IN_CARDS`), by default the lowest in a game reading
    its up cards high and the highest in one reading them low (razz). ``reshuffle_muck``: a stud
    game whose deck runs short shuffles the muck (the folded hands and the discards) with the burns
    and the last cards to finish the deal, never dealing a community card (Super Stud: WSOP 2024
    Live Action Rule 249). ``boards``: 2 in a game of two boards, ``board_split``
    how a pot goes between them (:data:`~pokerfloor.games.description.BOARD_SPLITS`); ``bomb_pots``:
    every hand is a bomb pot (the table's ``bomb_pot`` ante is required).

    A variant is one of a kind, made once in the registry (:mod:`~pokerfloor.games.variants`):
    compared by identity, pickled by name (the registry registers how), never changed."""

    __slots__ = (
        "aliases", "big_bets", "board_cards", "board_sizes", "board_split", "boards", "bomb_pots", "bring_in_by",
        "deals_late", "deck", "draws_after", "halves", "has_bring_in", "has_draws", "held_up_pattern", "hole_cards",
        "is_split", "max_players", "most_dealt", "name", "odd_chip", "phh", "rankings", "reshuffle_muck", "showdown",
        "streets", "structures", "title", "up_cards", "up_pattern",
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
    halves: tuple[str, ...]
    boards: int
    board_split: str
    bomb_pots: bool
    bring_in_by: str
    reshuffle_muck: bool
    #: How many board cards are face up on each street, and at the showdown (one past the last).
    board_sizes: tuple[int, ...]
    #: How many hole cards a player gets in all, and how many community cards are dealt.
    hole_cards: int
    board_cards: int
    #: The index of the showdown: one past the last street.
    showdown: int
    #: Whether each hole card, in the order dealt, is dealt face up.
    up_pattern: tuple[bool, ...]
    #: Whether each card a player holds is face up once he has made his discards (Super Stud's
    #: two down cards thrown); ``up_pattern`` itself in a game with no such discard.
    held_up_pattern: tuple[bool, ...]
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
        halves: Given[tuple[str, ...] | None] = None,
        boards: Given[int] = 1,
        board_split: Given[str] = "each",
        bomb_pots: Given[bool] = False,
        bring_in_by: Given[str | None] = None,
        reshuffle_muck: Given[bool] = False,
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
            "halves": _halves(halves, rankings),
            "boards": _boards(boards, streets),
            "board_split": choice("board_split", board_split, BOARD_SPLITS),
            "bomb_pots": flag("bomb_pots", bomb_pots),
            "bring_in_by": _bring_in_by(bring_in_by, up_cards),
            "reshuffle_muck": flag("reshuffle_muck", reshuffle_muck),
        }
        # Worked out once: the hand asks on every street.
        sizes = [sum(s.board for s in streets[: k + 1]) for k in range(len(streets))]
        hole_cards = sum(street.down + street.up for street in streets)
        up_pattern = tuple(up for street in streets for up in (False,) * street.down + (True,) * street.up)
        worked_out = {
            "board_sizes": (*sizes, sizes[-1]),
            "hole_cards": hole_cards,
            "board_cards": sizes[-1],
            "showdown": len(streets),
            "up_pattern": up_pattern,
            "held_up_pattern": _held_up_pattern(streets, up_pattern),
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

    def split_board(self, runout: Sequence[int]) -> tuple[tuple[int, ...], ...]:
        """Each board of ``runout`` (the board cards as dealt, street by street): the runout itself
        in a one-board game (:func:`~pokerfloor.games.description.split_board`)."""
        return split_board(self.streets, self.boards, runout)

    def phh_code(self, structure: Given[str]) -> str | None:
        """The PHH code of this game dealt in ``structure``, or ``None`` when PHH has none."""
        return self.phh.get(text("structure", structure))

    def __repr__(self) -> str:
        return f"<Variant {self.name}>"
