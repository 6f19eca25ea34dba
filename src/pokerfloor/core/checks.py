"""Bad input, told apart from good at a glance: the checks that turn a value of the wrong kind
into a typed error naming the field, before any arithmetic on it.

Each check is one quick test written for the usual case (a set of the values' types, a minimum
and a maximum, all done in C), with a slower path that runs only to name the culprit: tables are
built and known cards checked for every hand of a replay, and actions for every decision.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import chain
from typing import Any, Final, NamedTuple

from pokerfloor.actions import Action, Kind, checked_kind
from pokerfloor.amounts import MAX_CHIPS, digit_count
from pokerfloor.core.seats import MAX_PLAYERS
from pokerfloor.errors import ActionSyntaxError, SituationError, quoted
from pokerfloor.games.cards import UNKNOWN, are_cards
from pokerfloor.given import Given, is_sequence, refused, whole
from pokerfloor.rules import Rulebook
from pokerfloor.structures import Structure

__all__ = [
    "TableKinds",
    "all_whole",
    "checked_action",
    "is_sequence",
    "refuse_cards",
    "refuse_table_kinds",
    "seats_of",
]


def checked_action(action: object) -> Action:
    """``action`` as an :class:`Action` (a kind written as its word is taken), or an
    :class:`~pokerfloor.errors.ActionSyntaxError` saying why it cannot be read as one: not an
    action, an unknown kind, an amount that is not a whole number of chips, discards that are not
    cards. (Whether the kind takes an amount is the betting round's to say.)"""
    if not isinstance(action, tuple) or len(action) not in (2, 3):
        raise ActionSyntaxError(variant="not-action", params={"action": quoted(action)})
    given, to, *rest = action
    kind = checked_kind(given)  # a kind written as its word is taken; anything else is refused
    if to is not None and type(to) is not int:
        raise ActionSyntaxError(variant="amount-kind", params={"kind": kind.value, "to": quoted(to)})
    if to is not None and not -MAX_CHIPS <= to <= MAX_CHIPS:
        raise ActionSyntaxError(
            code="too-many-chips", params={"kind": kind.value, "digits": digit_count(to), "max": MAX_CHIPS}
        )
    discards = rest[0] if rest else ()
    if not are_cards(discards):
        raise ActionSyntaxError(variant="discards", params={"kind": kind.value, "discards": quoted(discards)})
    if discards and kind is not Kind.DRAW:
        raise ActionSyntaxError(variant="discards-not-draw", params={"kind": kind.value})
    return Action(kind, to, tuple(discards))


def refuse_cards(hole: object, board: object, n: int) -> None:
    """Refuse known cards given to a hand of ``n`` players that are not cards: a seat not at the
    table, cards that are not a sequence, a number that is not a card. One quick test of them all
    first (a replay gives every hand its cards); the loops below only name the culprit."""
    if not _plain_cards(hole, board, n):
        _refuse_cards(hole, board, n)


def _refuse_cards(hole: object, board: object, n: int) -> None:
    """Say what is wrong with the known cards (:func:`_plain_cards` found something)."""
    players = whole("n", n, 0, MAX_PLAYERS)
    if not isinstance(hole, Mapping):
        raise refused("hole", hole, "mapping")
    for seat, held in hole.items():
        if not (type(seat) is int and 0 <= seat < players):
            raise SituationError(
                code="bad-field",
                params={"seat": quoted(seat), "players": players, "last": players - 1},
                variant="hole-seat",
            )
        if not is_sequence(held):
            raise SituationError(code="bad-card", params={"seat": seat, "cards": quoted(held)}, variant="seat-cards")
    if not is_sequence(board):
        raise SituationError(code="bad-card", params={"board": quoted(board)}, variant="board-cards")
    for value in (*board, *chain.from_iterable(hole.values())):
        if not (type(value) is int and UNKNOWN <= value < 52):
            raise SituationError(code="bad-card", params={"card": quoted(value)}, variant="not-a-card")


def _plain_cards(hole: object, board: object, n: int) -> bool:
    """Whether the seats are seats of the table (``int``, not ``bool``), the cards lists or
    tuples, and every card a number from -1 to 51: tested in C, a set of types at a time."""
    if not (
        type(hole) is dict
        and type(n) is int
        and (type(board) is list or type(board) is tuple)
        and all_whole(hole)
        and hole.keys() <= seats_of(n)
        and {*map(type, hole.values())} <= _LISTS_OR_TUPLES
    ):
        return False
    cards = [*board, *chain.from_iterable(hole.values())]
    return not cards or (all_whole(cards) and min(cards) >= UNKNOWN and max(cards) < 52)


def seats_of(n: Given[int]) -> frozenset[int]:
    """The seats of a table of ``n`` (made once per size)."""
    try:  # the usual call finds them made: ``n`` is checked the first time a size is asked for
        return _SEATS[n]
    except (KeyError, TypeError):
        size = whole("n", n, 0, MAX_PLAYERS)
        made = _SEATS[size] = frozenset(range(size))
        return made


#: The seats of each table size asked for so far.
_SEATS: Final[dict[object, frozenset[int]]] = {}


_PLAIN_SEQUENCES = (list, tuple)
_LISTS_OR_TUPLES = frozenset(_PLAIN_SEQUENCES)


def all_whole(values: Iterable[object]) -> bool:
    """Whether every value is a whole number of chips: an ``int`` (a bool or a float is not). One
    pass in C: tables and hands are checked on every hand of a replay."""
    return {*map(type, values)} <= _INT_ONLY


_INT_ONLY = frozenset({int})


class TableKinds(NamedTuple):
    """The values of a table whose kinds are checked before anything is done with them (the rest
    of its fields are checked by the table itself)."""

    names: Any
    stacks: Any
    blinds: Any
    straddles: Any
    button: Any
    ante: Any
    bb_ante: Any
    bring_in: Any
    street: Any
    pot: Any
    dead_ante: Any
    structure: Any
    rules: Any


def refuse_table_kinds(given: Given[TableKinds]) -> None:
    """Refuse a value of the wrong kind before any arithmetic on it, naming its field: a float or
    a string in a stack would otherwise surface far from its cause, as a float stack or a
    TypeError. Returns when every value is of its kind. (The table asks its own quick test of
    them all first, and this only when that fails: a replay makes a table for every hand.)"""
    if not isinstance(given, TableKinds):
        raise refused("given", given, "needs", kind="TableKinds")
    names, stacks, blinds, straddles = given.names, given.stacks, given.blinds, given.straddles
    if type(names) not in _PLAIN_SEQUENCES or {*map(type, names)} - {str} or not all(map(str.strip, names)):
        raise SituationError(code="bad-field", params={"names": quoted(names)}, variant="names-kind")
    if type(stacks) not in _PLAIN_SEQUENCES or not all_whole(stacks):
        raise SituationError(code="bad-field", params={"stacks": quoted(stacks)}, variant="stacks-kind")
    for field in ("button", "ante", "bb_ante", "bring_in", "street", "pot"):
        value = getattr(given, field)
        if type(value) is not int:
            raise SituationError(
                code="bad-field", params={"field": field, "value": quoted(value)}, variant="number-kind"
            )
    if blinds is not None and not (type(blinds) in _PLAIN_SEQUENCES and len(blinds) == 2 and all_whole(blinds)):
        raise SituationError(code="bad-field", params={"blinds": quoted(blinds)}, variant="blinds-kind")
    if type(straddles) not in _PLAIN_SEQUENCES or not all_whole(straddles):
        raise SituationError(code="bad-field", params={"straddles": quoted(straddles)}, variant="straddles-kind")
    if type(given.dead_ante) is not bool:
        raise SituationError(code="bad-field", params={"dead_ante": quoted(given.dead_ante)}, variant="dead-ante-kind")
    if not (isinstance(given.structure, Structure) and isinstance(given.rules, Rulebook)):
        raise SituationError(
            code="bad-field",
            params={"structure": quoted(given.structure), "rules": quoted(given.rules)},
            variant="structure-kind",
        )
