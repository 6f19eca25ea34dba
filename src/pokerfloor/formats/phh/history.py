"""PHH hand histories: read (``.phh``, ``.phhs``), replay under a rulebook, write.

PHH (Poker Hand History, uoftcprg/phh-std) is TOML: the table in a few arrays (players in position
order, the button last), then ``actions`` as strings (``d dh p1 AsKd``, ``p3 cbr 300``, ``p2 cc``,
``p1 f``, ``p2 sm AsKd``). A replay builds the same :class:`~pokerfloor.core.hand.Table` and
:class:`~pokerfloor.core.hand.Hand` a library user would, pushes every action (so each is checked
against the betting rules), settles the pots and compares the result with the record
(:mod:`pokerfloor.checking.phh_verdict`).

Amounts are read exactly as written, whole or decimal (``blinds_or_straddles = [0.50, 1]``,
``p1 cbr 4.75``): a hand's chip is the finest decimal place its amounts use
(:class:`~pokerfloor.formats.units.ChipUnit`), the replay runs on whole chips of it, and results
are reported in the file's units. The reader is lenient by default and records what it forgave
(:attr:`HandHistory.forgiven`); ``strict=True`` turns each of those into an error.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterator, Mapping, MutableMapping, Sequence
from decimal import Decimal
from typing import Any, Final, cast

from pokerfloor import engine
from pokerfloor.actions import Action, Kind, chips_of
from pokerfloor.amounts import MAX_CHIPS, MAX_DIGITS
from pokerfloor.checking.phh_verdict import FAILED, SKIPPED, UNKNOWN_STACK, UNVERIFIABLE, VERIFIED, Replay, judge
from pokerfloor.checking.rake import Rake
from pokerfloor.core.hand import Hand, Table
from pokerfloor.core.table import BlindPost
from pokerfloor.errors import AmountError, HandHistoryError, NotYourTurnError, PokerfloorError
from pokerfloor.formats.files import exact_table, open_text, read_text
from pokerfloor.formats.phh.collections import hand_tables
from pokerfloor.formats.toml_writer import toml_key, toml_number, toml_value
from pokerfloor.formats.units import (
    FINEST_EXPONENT,
    ChipUnit,
    Scaled,
    all_amounts,
    all_chips,
    finest_place,
    holds_decimal,
    plain_digits,
    scaled_amounts,
)
from pokerfloor.games.cards import UNKNOWN, cards, cards_text
from pokerfloor.games.variants import Variant, phh_variant
from pokerfloor.given import Given
from pokerfloor.rules import Rulebook
from pokerfloor.structures import STRUCTURES

__all__ = [
    "MAX_DIGITS",
    "UNKNOWN_STACK",
    "HandHistory",
    "Record",
    "Replay",
    "Replayer",
    "action_chips",
    "action_words",
    "covering_raise",
    "dumps",
    "hand_of",
    "iter_histories",
    "not_winning",
    "parse_histories",
    "read_histories",
    "read_record",
    "replay",
    "table_of",
    "to_phh",
    "unit_of",
    "written_amount",
]

#: The fields where ``inf`` may stand for a stack nobody recorded.
_UNKNOWN_ALLOWED: Final = frozenset({"starting_stacks", "finishing_stacks"})
#: The fields a hand's money is written in before the play (the chip unit is the finest of these
#: and of the actions' amounts; the results are compared in it, never define it).
_STAKES: Final = ("antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet", "starting_stacks")
#: The stakes written in decimals, by field: their digits as read for the unit (:func:`_unit`).
_Stakes = dict[str, Scaled]


class HandHistory:  # noqa: PLW1641 - its fields change: not hashable, as the data class was not
    """One hand as read from a file: its fields (user fields ``_...`` and all, amounts as
    :class:`int` or :class:`~decimal.Decimal`), where it came from (``file``, and ``key`` in a
    collection), and what the lenient reader forgave. Equal when every field is."""

    def __init__(
        self,
        fields: Given[MutableMapping[str, Any]],
        file: str = "",
        key: str | None = None,
        forgiven: list[str] | None = None,
    ) -> None:
        if not isinstance(fields, dict):
            raise HandHistoryError(f"a hand's fields are a table of keys, not {fields!r}", code="bad-field")
        self.fields: MutableMapping[str, Any] = fields
        self.file = file
        self.key = key
        self.forgiven: list[str] = forgiven if forgiven is not None else []

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HandHistory) and (other.fields, other.file, other.key, other.forgiven) == (
            self.fields,
            self.file,
            self.key,
            self.forgiven,
        )

    def __repr__(self) -> str:
        return f"HandHistory(fields={self.fields!r}, file={self.file!r}, key={self.key!r}, forgiven={self.forgiven!r})"

    def __reduce__(self) -> tuple[type[HandHistory], tuple[MutableMapping[str, Any], str, str | None, list[str]]]:
        """Pickled as its fields (a batch of a collection's hands goes to another process)."""
        return HandHistory, (self.fields, self.file, self.key, self.forgiven)

    @property
    def variant(self) -> str:
        """The variant code (``NT``, ``PO``, ...)."""
        return str(self.fields.get("variant", ""))

    @property
    def actions(self) -> list[str]:
        """The actions as written, commentary included. Raises :class:`HandHistoryError` when
        ``actions`` is not an array of strings."""
        value = self.fields.get("actions", [])
        if not isinstance(value, list):
            raise HandHistoryError(f"field 'actions' must be an array of strings, not {value!r}", code="bad-field")
        if not _all_strings(value):
            for item in value:  # the one not a string named
                if not isinstance(item, str):
                    raise HandHistoryError(
                        f"field 'actions' must be an array of strings: {item!r} is not a string", code="bad-field"
                    )
        return list(value)


def _all_strings(values: list[Any]) -> bool:
    """Whether ``values`` are all strings: a native loop compiled, the set of their kinds (made in
    C) in Python (see :func:`~pokerfloor.formats.units.all_ints`)."""
    if _COMPILED:
        return all(isinstance(value, str) for value in values)
    return not {*map(type, values)} - _STRINGS


_COMPILED: Final = engine.ENGINE == "compiled"
_STRINGS: Final = frozenset({str})


def _fields_of(history: HandHistory) -> dict[str, Any]:
    """A hand's fields as the dict they are (checked when it was made): a dict's look-ups are the
    compiled code's own, a mapping's go through Python's method calls."""
    fields = history.fields
    return fields if isinstance(fields, dict) else dict(fields)


# -- reading ------------------------------------------------------------------------------------


def parse_histories(text: str, file: str = "", *, many: bool | None = None) -> list[HandHistory]:
    """The hands in PHH text: one (``.phh``) or many (``.phhs``: tables ``[1]``, ``[2]``, ...).
    Text with no field at all (empty, or comments only) holds no hand: the list is empty.
    Decimal amounts are read exactly (:func:`~pokerfloor.formats.files.exact_table`)."""
    return _histories(exact_table(text, file or "PHH text", HandHistoryError), file, many)


def _histories(data: dict[str, Any], file: str, many: bool | None) -> list[HandHistory]:
    if many is None:
        many = "actions" not in data and all(isinstance(v, dict) for v in data.values())
    if not many:
        return [HandHistory(data, file)] if data else []
    return [HandHistory(dict(v), file, str(k)) for k, v in data.items() if isinstance(v, dict)]


def iter_histories(path: str | os.PathLike[str]) -> Iterator[HandHistory]:
    """The hands of a file, one at a time: a ``.phhs`` is read a block at a time, a hand at a
    time (:func:`~pokerfloor.formats.phh.collections.hand_tables`), so a file of millions of hands is never
    held in memory whole."""
    name = str(path)
    if not name.endswith(".phhs"):
        yield from read_histories(name)
        return
    with open_text(name, HandHistoryError) as stream:
        try:
            for table in hand_tables(stream, name):
                yield from _histories(table, name, True)
        except (OSError, UnicodeDecodeError) as error:
            raise HandHistoryError(f"{path}: cannot read the file: {error}", code="unreadable") from None


def read_histories(path: str | os.PathLike[str]) -> list[HandHistory]:
    """Read a ``.phh`` or ``.phhs`` file (a regular file of at most
    :data:`~pokerfloor.formats.files.MAX_BYTES`)."""
    name = str(path)
    return parse_histories(read_text(name, HandHistoryError), name, many=name.endswith(".phhs"))


# -- money --------------------------------------------------------------------------------------


def unit_of(history: HandHistory) -> ChipUnit:
    """The chip of a hand: the finest decimal place of its stakes, stacks and bets as written
    (``0.50`` and ``cbr 4.75``: a cent); one for a hand in whole numbers."""
    texts = history.actions
    return _unit(history.fields, action_words(texts), texts, {})


def _unit(fields: Mapping[str, Any], actions: list[Words], texts: list[str], scaled: _Stakes) -> ChipUnit:
    """:func:`unit_of` from the fields and the actions' words (an ``inf`` stack sets no place);
    ``texts``, the actions as written, are asked once for a point (a hand in whole chips has none).
    The stakes written in decimals go to ``scaled`` as their digits read (:func:`scaled_amounts`),
    for the table to take in chips without reading them again."""
    exponent = 0
    table = fields if isinstance(fields, dict) else dict(fields)  # a dict's get, not a mapping's
    for key in _STAKES:
        value = table.get(key)
        if type(value) is Decimal:
            value = [value]
        elif type(value) is not list or not holds_decimal(value):
            continue  # a hand in whole numbers
        digits = scaled_amounts(value)
        if digits is not None:  # the usual decimals (no sign, no exponent, no inf)
            scaled[key] = digits
            exponent = min(exponent, digits[1])
            continue
        finest = finest_place(value)
        if finest is None:  # an infinity (an unknown stack) among them: the others looked at alone
            finest = finest_place(v for v in value if type(v) is not Decimal or v.is_finite()) or 0
        exponent = min(exponent, finest)
    # A hand in whole chips has no point in its actions: in Python, where a loop over the words is
    # bytecode, they are asked all at once (compiled, the loop is quicker than joining them).
    if _COMPILED or "." in "".join(texts):
        for words in actions:
            if len(words) > 2 and words[1] == "cbr" and "." in words[2]:
                exponent = min(exponent, words[2].find(".") + 1 - len(words[2]))  # find: compiled, a native call
    return _UNITS[max(exponent, FINEST_EXPONENT)]


#: The units a hand may count in, made once (a frozen data class is slow to make: every hand has one).
_UNITS: Final = {exponent: ChipUnit(exponent) for exponent in range(FINEST_EXPONENT, 1)}
_WHOLE_CHIPS: Final = _UNITS[0]


def _chips(item: object, key: str, unit: ChipUnit) -> int:
    """One amount of a field in chips of ``unit``; ``inf`` an unknown stack where allowed."""
    if type(item) is int and item >= 0 and not unit.exponent:
        if item <= MAX_CHIPS:
            return item
    elif type(item) is int and item >= 0:
        return _in_range(item * 10**-unit.exponent, item, key)
    elif type(item) is Decimal and item.is_finite() and item >= 0:
        try:
            return unit.chips(item)
        except HandHistoryError as error:
            raise HandHistoryError(f"field {key!r}: {error}", code="bad-field") from None
    elif isinstance(item, Decimal | float) and item == Decimal("Infinity") and key in _UNKNOWN_ALLOWED:
        return UNKNOWN_STACK
    elif type(item) is float and item.is_integer() and 0 <= item <= MAX_CHIPS:  # a table given, not read
        return _chips(int(item), key, unit)
    why = " (give it as a Decimal: a binary float is not exact)" if type(item) is float and math.isfinite(item) else ""
    written = (str(item) if item.is_finite() else toml_number(item)) if isinstance(item, Decimal) else repr(item)
    raise HandHistoryError(f"field {key!r}: {written} is not an amount of chips{why}", code="bad-field")


def _in_range(chips: int, written: object, key: str) -> int:
    if chips > MAX_CHIPS:
        raise HandHistoryError(f"field {key!r}: {written} is more than {MAX_CHIPS} chips", code="bad-field")
    return chips


def _chips_list(fields: dict[str, Any], key: str, unit: ChipUnit, scaled: _Stakes, n: int | None = None) -> list[int]:
    value = _needed(fields, key)
    if not isinstance(value, list) or (n is not None and len(value) != n):
        size = f" of {n} values" if n is not None else ""
        raise HandHistoryError(f"field {key!r} must be an array{size}, not {value!r}", code="bad-field")
    if not unit.exponent and all_chips(value):
        return list(value)  # the usual case of a hand in whole chips
    digits = scaled.get(key)
    if digits is not None and (chips := _stake_chips(digits, unit)) is not None:
        return chips  # the usual case of a hand in decimals: read already for its unit
    if value and all_amounts(value):
        chips = _decimal_chips(value, unit)
        if chips is not None:
            return chips
    return [_chips(item, key, unit) for item in value]


def _decimal_chips(values: list[Any], unit: ChipUnit) -> list[int] | None:
    """Amounts (whole and decimal) in chips of ``unit``, a list at a time; ``None`` when one is
    not a plain amount in it (infinite, negative, finer than the unit, too large): one by one,
    :func:`_chips` says which."""
    chips = unit.whole_chips(values)
    if chips is None or not all(0 <= amount <= MAX_CHIPS for amount in chips):
        return None
    return chips


def _stake_chips(digits: Scaled, unit: ChipUnit) -> list[int] | None:
    """A stake's digits, read for the unit (:func:`_unit`), in chips of ``unit``; ``None`` when
    one is not a plain amount in it (negative, finer than the unit, too large): the stake is read
    again, and :func:`_chips` says which."""
    numbers, exponent = digits
    if exponent != unit.exponent:
        if exponent < unit.exponent:  # finer than the finest unit
            return None
        scale = 10 ** (exponent - unit.exponent)
        numbers = [number * scale for number in numbers]
    return numbers if all_chips(numbers) else None


def _needed(fields: dict[str, Any], key: str) -> Any:
    """A field the hand cannot be played without."""
    if key not in fields:
        raise HandHistoryError(f"field {key!r} is missing: the hand needs it", code="missing-field")
    return fields[key]


def _chips_field(fields: dict[str, Any], key: str, unit: ChipUnit, scaled: _Stakes) -> int:
    value = _needed(fields, key)
    chips = 0
    if type(value) is Decimal:
        digits = scaled.get(key)
        plain = _stake_chips(digits, unit) if digits is not None else _decimal_chips([value], unit)
        chips = plain[0] if plain is not None else _chips(value, key, unit)
    elif type(value) is int:
        chips = _chips(value, key, unit)
    if not 1 <= chips <= MAX_CHIPS:
        raise HandHistoryError(f"field {key!r} must be a positive amount, not {value!r}", code="bad-field")
    return chips


def action_chips(text: str, unit: ChipUnit) -> int | None:
    """The chips of an amount as written in an action (``300``, ``4.75``): ASCII digits and at
    most one point with digits on both sides, at most :data:`~pokerfloor.amounts.MAX_DIGITS`
    digits, no finer than ``unit``; ``None`` otherwise."""
    if not unit.exponent:
        return chips_of(text) if text.isdigit() else None  # written_amount(), a call less an action
    if _COMPILED:  # one native pass over the characters: each string call is a call out of compiled code
        number, written = plain_digits(text)
        if number < 0 or number > MAX_CHIPS or written > -unit.exponent:
            return None
        scale: int = 10 ** (-unit.exponent - written)
        return number * scale
    whole, point, places = text.partition(".")
    if not (whole.isascii() and whole.isdigit() and (not point or (places.isascii() and places.isdigit()))):
        return None
    if len(whole.lstrip("0")) + len(places) > MAX_DIGITS or len(places) > -unit.exponent:
        return None  # more digits than an amount has, or finer than the hand's chip
    return int(whole + places.ljust(-unit.exponent, "0"))


def written_amount(text: str) -> int | None:
    """The chips of a whole amount as written in an action (``300``): ASCII digits only, at most
    :data:`~pokerfloor.actions.MAX_DIGITS` of them; ``None`` for anything else (``²``, ``3e5``, 5000 digits)."""
    return chips_of(text) if text.isdigit() else None  # no thousands separators in PHH


# -- the table ----------------------------------------------------------------------------------


def table_of(history: HandHistory, rules: Rulebook, *, strict: bool = False) -> Table:
    """The table a PHH hand starts from, in chips of its unit (:func:`unit_of`). Raises
    :class:`HandHistoryError` naming the field."""
    texts = history.actions
    scaled: _Stakes = {}
    unit = _unit(history.fields, action_words(texts), texts, scaled)
    return _table(history, rules, strict, unit, [], scaled=scaled)


def _table(
    history: HandHistory, rules: Rulebook, strict: bool, unit: ChipUnit, notes: list[str], *, scaled: _Stakes
) -> Table:
    """The table of :func:`table_of`, in chips of ``unit`` (``scaled``: the stakes read for it)."""
    fields = _fields_of(history)
    found = phh_variant(history.variant)
    if found is None:
        raise HandHistoryError(f"unknown variant {history.variant!r}", code="unsupported")
    game, structure_name = found
    stacks = _chips_list(fields, "starting_stacks", unit, scaled)
    n = len(stacks)
    if n < 2:
        raise HandHistoryError(
            f"field 'starting_stacks' must list at least two players, not {stacks!r}", code="bad-field"
        )
    antes = (
        _chips_list(fields, "antes", unit, scaled, n) if "antes" in fields else _missing(history, strict, "antes", n)
    )
    # A stud game has a bring-in and no blinds ("never together with blinds", the PHH standard).
    bring_in = _chips_field(fields, "bring_in", unit, scaled) if game.has_bring_in else 0
    if game.has_bring_in:
        forced = (
            _chips_list(fields, "blinds_or_straddles", unit, scaled, n) if "blinds_or_straddles" in fields else [0] * n
        )
    elif "blinds_or_straddles" in fields:
        forced = _chips_list(fields, "blinds_or_straddles", unit, scaled, n)
    else:
        forced = _missing(history, strict, "blinds_or_straddles", n)
    players = fields.get("players", [])
    if not isinstance(players, list):
        raise HandHistoryError(f"field 'players' must be an array of names, not {players!r}", code="bad-field")
    names = players if _all_strings(players) else [str(p) for p in players]
    if len(names) != n or len(set(names)) != n:
        if names:
            _forgive(history, strict, f"players: {names} do not name {n} different players; using p1..p{n}")
        names = [f"p{i + 1}" for i in range(n)]
    ante, bb_ante = _antes(_trimmed(antes, stacks, fields, notes), stacks, n)
    # Untrimmed antes are dead money (PokerKit's rule): it shows only when a player is all in on
    # his ante, who may then win every ante; the rulebooks make his part a pot of its own.
    dead_ante = bool(ante) and not fields.get("ante_trimming_status", False) and min(stacks) < ante
    blind_players = _blind_players_of(fields["_blind_players"], forced) if "_blind_players" in fields else None
    blinds: tuple[int, int] | None = None
    if blind_players is not None:
        small, big = blind_players
        blinds = (forced[small], forced[big])
        forced = [0] * n
    # A blind at the button's place alone (PHH's last) is a button blind: short deck's button ante.
    button_blind = forced[-1] if n > 2 and forced[-1] and not any(forced[:-1]) else 0
    posts = (BlindPost(n - 1, button_blind),) if button_blind else ()
    if "_posts" in fields:
        posts = (*posts, *_posts_of(fields["_posts"], n, unit))
    if button_blind:
        forced = [0] * n
    straddles = tuple(a for a in forced[2:] if a)
    if any(forced[2 + len(straddles) :]):
        raise HandHistoryError(f"blinds_or_straddles: {forced} are not consecutive straddles", code="unsupported")
    # Fixed-limit games give their two bet sizes, the others their minimum bet.
    kind = STRUCTURES[structure_name]
    structure = kind(*[_chips_field(fields, size, unit, scaled) for size in kind.sizes])
    if blind_players is None:
        blinds = (forced[0], forced[1]) if any(forced[:2]) else None
    return Table(
        names=tuple(names),
        stacks=tuple(stacks),
        button=n - 1,
        structure=structure,
        rules=rules,
        blinds=blinds,
        ante=ante,
        bb_ante=bb_ante,
        straddles=straddles,
        bring_in=bring_in,
        posts=posts,
        street=0,
        variant=game,
        dead_ante=dead_ante,
        blind_players=blind_players,
    )


def _blind_players_of(value: object, forced: list[int]) -> tuple[int, int]:
    """pokerfloor's user field ``_blind_players``: who posts the small and the big blind when it
    is not p1 and p2 (a player coming back between the button and the blinds posts his own blind,
    in ``_posts``), their blinds at their places in ``blinds_or_straddles`` and no straddle."""
    n = len(forced)
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(type(v) is int and 1 <= v <= n for v in value)
        or n < 3
        or not value[0] < value[1]
    ):
        raise HandHistoryError(
            f"field '_blind_players': the small and the big blind's players, [p, q] with 1 <= p < q <= {n},"
            f" not {value!r}",
            code="bad-field",
        )
    small, big = value[0] - 1, value[1] - 1
    if any(a for k, a in enumerate(forced) if k not in (small, big)):
        raise HandHistoryError(
            f"blinds_or_straddles: {forced} has blinds besides those of '_blind_players' {value!r}",
            code="unsupported",
        )
    return small, big


def _posts_of(value: object, n: int, unit: ChipUnit) -> list[BlindPost]:
    """pokerfloor's user field ``_posts``: the blinds posted out of the blinds' seats by a player
    coming into a cash game or back to it, ``[player, live, dead]`` each (``[[4, 100, 50]]``:
    p4 posts 100 live and 50 dead), which PHH's positional ``blinds_or_straddles`` cannot say."""
    entries = value if isinstance(value, list) else [None]
    posts = []
    for entry in entries:
        if not (isinstance(entry, list) and len(entry) == 3 and type(entry[0]) is int and 1 <= entry[0] <= n):
            raise HandHistoryError(
                f"field '_posts': each post is [player 1 to {n}, live, dead], not {entry!r}", code="bad-field"
            )
        posts.append(BlindPost(entry[0] - 1, _chips(entry[1], "_posts", unit), _chips(entry[2], "_posts", unit)))
    return posts


def _trimmed(antes: list[int], stacks: list[int], fields: dict[str, Any], notes: list[str]) -> list[int]:
    """The antes as ``ante_trimming_status`` has them played. Trimmed (``true``), no ante is
    more than the second largest posted (PokerKit's rule: the rest comes back at once, so a big
    blind's ante alone comes back whole); untrimmed (``false``, PHH's default), each stays as
    posted, a big blind's ante dead money for the table."""
    trimming = fields.get("ante_trimming_status", False)
    if type(trimming) is not bool:
        raise HandHistoryError(
            f"field 'ante_trimming_status' must be true or false, not {trimming!r}", code="bad-field"
        )
    if not trimming or (len(set(antes)) < 2 and min(stacks) > antes[0]):
        return antes  # untrimmed, or one ante everyone covers: nothing comes back
    posted = [min(a, s) for a, s in zip(antes, stacks, strict=True)]
    if len(set(posted)) < 2:
        return antes
    cutoff = sorted(posted)[-2]
    trimmed = [min(a, cutoff) for a in posted]
    back = [f"p{i + 1} {a - t}" for i, (a, t) in enumerate(zip(posted, trimmed, strict=True)) if a != t]
    notes.append(f"ante_trimming_status = true: the ante above the others' comes back ({', '.join(back)})")
    return trimmed


def _antes(antes: list[int], stacks: list[int], n: int) -> tuple[int, int]:
    """(uniform ante, big-blind ante) from PHH's per-position antes; a player with less than
    the ante posts what he has (he is all in), so his written ante counts for any."""
    if len(set(antes)) == 1:
        return antes[0], 0  # the usual case: the same ante for all (or none)
    big_blind_index = 0 if n == 2 else 1
    if all(a == 0 for i, a in enumerate(antes) if i != big_blind_index):
        return 0, antes[big_blind_index]
    covered = [a for a, s in zip(antes, stacks, strict=True) if a < s]
    if len(set(covered)) <= 1:
        return (covered[0] if covered else max(antes)), 0
    raise HandHistoryError(f"antes: {antes} are neither uniform nor a big-blind ante", code="unsupported")


def _missing(history: HandHistory, strict: bool, key: str, n: int) -> list[int]:
    """A required array left out: taken as all zeros (forgiven, and recorded)."""
    _forgive(history, strict, f"{key}: missing, taken as no chips")
    return [0] * n


def _forgive(history: HandHistory, strict: bool, what: str) -> None:
    if strict:
        raise HandHistoryError(what, code="strict")
    history.forgiven.append(what)


# -- replaying ----------------------------------------------------------------------------------


_SEATS: Final = {f"p{k}": k - 1 for k in range(1, 100)}
#: Makes an action from its fields at once: the named tuple's own ``__new__`` is a Python
#: function (a call through the interpreter from compiled code for every bet and raise replayed).
_action: Final = tuple.__new__
_FOLD: Final = Action(Kind.FOLD)
_CHECK: Final = Action(Kind.CHECK)
_CALL: Final = Action(Kind.CALL)
_BRING_IN: Final = Action(Kind.BRING_IN)
# Looked up once: ``Kind.CALL`` goes through the enum's descriptor on every use.
_CALL_KIND: Final = Kind.CALL


def _seat(token: str, n: int) -> int:
    seat = _SEATS.get(token, -1)
    if not 0 <= seat < n:
        raise HandHistoryError(f"{token!r} is not a player p1..p{n}", code="bad-action")
    return seat


def action_words(texts: list[str]) -> list[Words]:
    """Each action's words (``("p3", "cbr", "300")``), its commentary (after ``#``) left out: the
    lines :func:`read_record` reads. A line is split once for all the hands that write it (most
    are the same few: ``d dh p1 ????``, ``p3 f``, ``p2 cc``): a dict looked up, where a split makes
    a list and a string for every word."""
    lines: list[Words] = []
    for text in texts:
        words = _WORDS_READ.get(text)
        if words is None:
            words = tuple((text.split("#", 1)[0] if "#" in text else text).split())
            if len(_WORDS_READ) < 4096:  # bounded: the amounts of a corpus's bets are many
                _WORDS_READ[text] = words
        lines.append(words)
    return lines


#: An action's words, as :func:`action_words` reads them.
Words = tuple[str, ...]
#: The lines already split, by their text.
_WORDS_READ: Final[dict[str, Words]] = {}


#: The cards read so far, by how they are written (bounded: every hole pair fits).
_CARDS_READ: Final[dict[str, tuple[int, ...]]] = {}


def _cards(text: str) -> tuple[int, ...]:
    """Cards as written (``AsKd``, ``????``), read once for all the hands that deal them (a dict
    looked up in the compiled code, where a cached function is a call through Python's machinery)."""
    found = _CARDS_READ.get(text)
    if found is None:
        found = tuple(cards(text))
        if len(_CARDS_READ) < 4096:
            _CARDS_READ[text] = found
    return found


class Record:
    """What a record's actions say before the replay (:func:`read_record`), by seat: ``hole``,
    the hole cards (shown cards filling in unknown ones; ``UNKNOWN`` where nobody saw them),
    ``board``, ``mucked`` (``sm`` with no cards), ``unseen`` (shown with cards not all known,
    ``sm ????``), ``shown`` (a draw game's hands shown whole: the hand after the draws, not the
    cards first dealt), and ``plays``, the lines to replay (by index: bets, calls, folds, draws,
    the board's deals), the others being cards dealt and shown."""

    __slots__ = ("board", "hole", "mucked", "plays", "shown", "unseen")

    def __init__(self) -> None:
        self.hole: dict[int, Sequence[int]] = {}  # a list where a game deals the cards over streets
        self.board: list[int] = []
        self.mucked: list[int] = []
        self.unseen: list[int] = []
        self.shown: dict[int, Sequence[int]] = {}
        self.plays: list[int] = []


def read_record(actions: list[Words], n: int, game: Variant) -> Record:
    """What the actions of a hand of ``n`` players of ``game`` say (their words, from
    :func:`action_words`): the cards and the lines to replay. A game dealt street by street (stud,
    the draws) deals a player's cards over several ``d dh`` lines, in order; in a draw game the
    cards shown are the hand after the draws, given at the showdown, not the cards first dealt.
    Raises :class:`HandHistoryError` for a line naming no player."""
    street_by_street, draws = game.deals_late, game.has_draws
    found = Record()
    hole, plays = found.hole, found.plays
    for index, words in enumerate(actions):
        if len(words) < 2 or words[1] not in ("dh", "db", "sm"):  # most actions: a bet, a call, a fold
            if words and words[0] != "d":
                plays.append(index)
            continue
        dealing, verb = words[0] == "d" and len(words) >= 3, words[1]
        if dealing and verb == "dh":
            dealt = _cards(words[3]) if len(words) > 3 else ()
            seat = _SEATS.get(words[2], -1)  # _seat() inlined: most hands deal every player a line
            if not 0 <= seat < n:
                _seat(words[2], n)  # raises, naming the player
            if street_by_street:
                cast(list[int], hole.setdefault(seat, [])).extend(dealt)
            else:
                hole[seat] = dealt
        elif dealing and verb == "db":
            found.board.extend(_cards(words[2]))
            plays.append(index)  # the board comes when the betting of its street is over
        elif verb == "sm":
            seat = _seat(words[0], n)
            if len(words) == 2:
                found.mucked.append(seat)
            elif words[2] != "-":
                shown = _cards(words[2])
                if UNKNOWN in shown:
                    found.unseen.append(seat)
                if draws:
                    if UNKNOWN not in shown:
                        found.shown[seat] = shown
                else:
                    known = hole.get(seat, [])
                    hole[seat] = [
                        s if k == UNKNOWN or not known else k for k, s in zip(known or shown, shown, strict=False)
                    ]
    return found


def replay(history: HandHistory, rules: Rulebook, *, strict: bool = False, rake: Rake | None = None) -> Replay:
    """Replay one hand under ``rules``: every action checked, the pots settled (less ``rake``,
    when the site's rake is given), the result compared with the record. Never raises for a bad
    hand: the :class:`~pokerfloor.checking.phh_verdict.Replay` says what went wrong."""
    return Replayer(history, rules, strict).run(rake)


def hand_of(history: HandHistory, rules: Rulebook, *, strict: bool = False) -> Hand:
    """The hand a PHH record plays, replayed to its end and settled as far as the record goes
    (in chips of :func:`unit_of`); raises :class:`HandHistoryError` when it cannot be replayed."""
    replayer = Replayer(history, rules, strict)
    outcome = replayer.run(None)
    if replayer.hand is None or (outcome.status in (FAILED, SKIPPED) and outcome.code != "partial-hand"):
        raise HandHistoryError(outcome.reason, rule=outcome.rule or "", code=outcome.code or "bad-field")
    return replayer.hand


class Replayer:
    """One hand's replay: the record read, the hand as the actions are pushed, the outcome.
    :meth:`run` replays it whole; a caller with a hand of its own (the floor page, which keeps
    every action to take back) pushes the lines of :attr:`Record.plays` one at a time with
    :meth:`action`, the amounts read in chips of ``unit`` (:func:`unit_of`)."""

    def __init__(
        self, history: HandHistory, rules: Rulebook, strict: bool = False, *, unit: ChipUnit = _WHOLE_CHIPS
    ) -> None:
        self.history, self.rules, self.strict = history, rules, strict
        self.outcome = Replay(history.file, history.key, history.variant, VERIFIED, forgiven=history.forgiven)
        self.hand: Hand | None = None
        self.unit = unit
        self.dealt = 0  # board cards dealt so far

    def run(self, rake: Rake | None) -> Replay:
        """Replay the hand whole and judge it (:func:`replay`): never raises for a bad hand."""
        history, outcome = self.history, self.outcome
        if phh_variant(outcome.variant) is None:
            return _not_played(outcome, history, self.strict)
        try:
            texts = history.actions
            split = action_words(texts)
            scaled: _Stakes = {}
            self.unit = _unit(history.fields, split, texts, scaled)
            table = _table(history, self.rules, self.strict, self.unit, outcome.notes, scaled=scaled)
            game = table.variant
            found = read_record(split, len(table.names), game)
            if len(found.board) > max(game.board_cards, 1):
                raise HandHistoryError(f"the board has {len(found.board)} cards", code="bad-field")
            hand = self.hand = Hand(table, hole=found.hole, board=found.board, auto_settle=False)
        except (PokerfloorError, KeyError) as error:
            # A table pokerfloor cannot seat (e.g. button antes) is skipped; a malformed one fails.
            unsupported = isinstance(error, HandHistoryError) and error.code == "unsupported"
            return _failed(outcome, None, None, error, skipped=unsupported)
        for index in found.plays:
            words = split[index]
            try:
                self.action(hand, words)
            except PokerfloorError as error:
                _failed(outcome, index, texts[index], error, unit=self.unit)
                if isinstance(error, NotYourTurnError) or error.code == "board-too-early":
                    outcome.reason += _missing_turns(hand, words, len(table.names))
                return outcome
        mucked = self.settle(hand, found) if hand.is_over and hand.is_contested else []
        return judge(outcome, hand, history.fields, self.unit, rake=rake, mucked=mucked)

    def action(self, hand: Hand, words: Words) -> Action | None:
        """Apply one PHH action (the words of a line of :attr:`Record.plays`) and return it as
        pushed (``None`` for the dealer's lines, which push nothing: the board is dealt by the
        hand). What the replay takes in a form the rules would not (and why) goes to the
        forgiven. Raises :class:`~pokerfloor.errors.PokerfloorError`, the hand unchanged."""
        if words[0] == "d":
            if len(words) >= 3 and words[1] == "db" and not hand.table.variant.deals_late:
                self.dealt += len(words[2]) // 2
                if not hand.is_over and self.dealt != hand.table.variant.board_sizes[hand.street]:
                    raise HandHistoryError(
                        f"board cards dealt while the betting of the {hand.street_name} is still open",
                        rule=hand.rules.cite("action-order"),
                        code="board-too-early",
                    )
            return None
        seat = _SEATS.get(words[0], -1)  # _seat() inlined: it runs for every action
        if not 0 <= seat < len(hand.names):
            _seat(words[0], len(hand.names))  # raises, naming the player
        verb = words[1] if len(words) > 1 else ""
        if verb == "f":
            action = _FOLD
        elif verb == "cc":
            action = _CALL if hand.passive_kind() is _CALL_KIND else _CHECK
        elif verb == "cbr" and len(words) > 2 and (to := action_chips(words[2], self.unit)) is not None:
            return self.push_raise(hand, seat, to, words)
        elif verb == "pb":
            action = _BRING_IN
        elif verb == "sd":
            action = Action(Kind.DRAW, None, tuple(cards(words[2])) if len(words) > 2 else ())
        else:
            why = f": an amount is at most {MAX_DIGITS} digits 0-9" if verb == "cbr" and len(words) > 2 else ""
            raise HandHistoryError(f"{' '.join(words)!r} is not an action of this variant{why}", code="bad-action")
        hand.push(action, seat)
        return action

    def push_raise(self, hand: Hand, seat: int, to: int, words: Words) -> Action:
        """A bet or raise to ``to``; one written short of a fixed size, as only what the others
        can call, is taken as the full size (and forgiven)."""
        action = _action(Action, (hand.aggressive_kind(), to, ()))
        try:
            hand.push(action, seat)
        except AmountError:
            legal = covering_raise(hand, seat, to)
            if legal is None:
                raise
            hand.push(taken := Action(action.kind, legal), seat)
            money = self.unit.amount(legal) if self.unit.exponent else legal
            self.outcome.forgiven.append(
                f"{' '.join(words)}: a {action.kind.value} here is to {money}; taken as that, since nobody still"
                f" in could call more than {words[2]} (the rest comes back uncalled)"
            )
            return taken
        return action

    def settle(self, hand: Hand, found: Record) -> list[int]:
        """Award the pots as the record shows them: the mucks give up their claims; a hand shown
        with unknown cards (``sm ????``), or not shown at all, while another is shown did not win
        (the record says so by showing the other: forgiven, and said). When no hand still in is
        known, nobody can be told the winner: the verdict says so. Returns the seats taken as
        mucked."""
        outcome, shown = self.outcome, found.shown or None
        out = not_winning(hand, found)
        try:
            for seat in out[len(found.mucked) :]:
                how = "shows cards not known" if seat in found.unseen else "shows no cards"
                what = f"p{seat + 1} {how} at the showdown: taken as not winning, another hand being shown"
                _forgive(self.history, self.strict, what)
            hand.settle(out, shown=shown)
        except PokerfloorError as error:
            if error.code != "cards-unknown":
                _failed(outcome, None, None, error)
                return []
            seats = ", ".join(f"p{s + 1}" for s in hand.in_hand() if not _known(hand, s, shown))
            outcome.status, outcome.code = UNVERIFIABLE, "undecided"
            outcome.reason = f"no winner can be told: the cards of {seats} at the showdown are not in the record"
        return out


def not_winning(hand: Hand, record: Record) -> list[int]:
    """The seats a record takes as not winning at the showdown of ``hand``: its mucks, then the
    hands still in whose cards are not known (shown ``sm ????``, or not shown at all) while
    another's are: the record says they did not win by showing the other."""
    shown = record.shown or None
    live = [s for s in hand.in_hand() if s not in record.mucked]
    unknown = [s for s in live if not _known(hand, s, shown)]
    return [*record.mucked, *(unknown if len(unknown) < len(live) else ())]


def _not_played(outcome: Replay, history: HandHistory, strict: bool) -> Replay:
    """A hand of no variant pokerfloor knows: skipped, or failed under ``strict``; a table with
    no ``variant`` and no ``actions`` is not a PHH hand at all."""
    outcome.status = FAILED if strict else SKIPPED
    if "variant" not in history.fields and "actions" not in history.fields:
        outcome.code, outcome.reason = "not-phh", "not a PHH hand: it has no 'variant' and no 'actions'"
    elif "variant" not in history.fields:
        outcome.status, outcome.code = FAILED, "missing-field"
        outcome.reason = "field 'variant' is missing: the hand needs it"
    else:
        outcome.code = "unknown-variant"
        outcome.reason = f"variant {history.variant!r} is not played yet (an unknown variant)"
    return outcome


def covering_raise(hand: Hand, seat: int, to: int) -> int | None:
    """A fixed-size bet or raise written as only what the others can call (hand histories written
    by PokerKit stop a raise at the largest stack it covers): the legal size, when ``to`` is less
    than it and covers every player still in; else ``None``."""
    if hand.to_act != seat:
        return None
    options = hand.options()
    if options.min_to is None or to >= options.min_to:
        return None
    bets, stacks, folded = hand.street_bets, hand.stacks, hand.folded
    others = [bets[j] + stacks[j] for j in range(len(stacks)) if j != seat and not folded[j]]
    return options.min_to if others and to == max(others) and to > hand.spot().bet else None


def _missing_turns(hand: Hand, words: Words, n: int) -> str:
    """What a record that skips a player's turn may be missing (``; the record may be missing
    'p8 f'``): a fold facing a bet, else a check, for each player from the one to act to the one
    the record has act (or to the end of the street, when the record deals the next one). Tried
    on a copy of the hand: empty when that does not bring the record's action about."""
    acting = _SEATS.get(words[0], -1) if words[0] != "d" else -1
    trial = hand.copy(stack=False)
    missing: list[str] = []
    try:
        while trial.to_act >= 0 and trial.to_act != acting and len(missing) < n:
            seat, facing = trial.to_act, trial.passive_kind() is _CALL_KIND
            trial.push(_FOLD if facing else _CHECK)
            missing.append(f"'p{seat + 1} {'f' if facing else 'cc'}'")
            if acting < 0 and trial.street != hand.street:
                break
    except PokerfloorError:
        return ""
    reached = trial.to_act == acting if acting >= 0 else trial.street != hand.street or trial.is_over
    return f"; the record may be missing {', '.join(missing)}" if missing and reached else ""


def _known(hand: Hand, seat: int, shown: Mapping[int, Sequence[int]] | None) -> bool:
    """Whether the cards of ``seat`` at the showdown are known (a draw game's from the hand shown)."""
    if shown is not None and seat in shown:
        return True
    return UNKNOWN not in hand.hole[seat] and len(hand.hole[seat]) > 0


def _failed(
    outcome: Replay,
    index: int | None,
    text: str | None,
    error: Exception,
    *,
    skipped: bool = False,
    unit: ChipUnit = _WHOLE_CHIPS,
) -> Replay:
    outcome.status = SKIPPED if skipped else FAILED
    outcome.reason = str(error) if not isinstance(error, KeyError) else f"missing field {error}"
    outcome.code = getattr(error, "code", "") or "missing-field"
    if unit.exponent and index is not None:
        outcome.reason += f" (the replay counts in chips of {unit.step})"
    outcome.action_index, outcome.action = index, text
    outcome.rule = getattr(error, "rule", "") or None
    return outcome


# -- writing ------------------------------------------------------------------------------------


def to_phh(hand: Hand, **extra: Any) -> dict[str, Any]:
    """The PHH fields of a hand played (or being played) from the preflop; ``extra`` fields
    (``event``, ``_note``, ...) are added as given."""
    table = hand.table
    game = table.variant
    code = game.phh_code(table.structure.name)
    if code is None:
        raise HandHistoryError(
            f"a {table.structure.name} {game.name} hand has no PHH variant code", code="unsupported-variant"
        )
    if table.street != 0:
        raise HandHistoryError(
            f"only a hand played from the {game.streets[0].name} can be written as PHH", code="unsupported"
        )
    n = len(table.names)
    order = [(table.button + 1 + k) % n for k in range(n)]  # PHH position -> our seat
    position = {seat: k for k, seat in enumerate(order)}
    blinds = list(table.blinds or (0, 0))
    forced = [0] * n
    small, big = table.blind_seats if table.blinds is not None else (order[0], order[1])
    if table.blinds is not None and small is None and position[big] == 0:
        _dead_small_blind(table)
        forced[0] = blinds[1]  # the big blind alone, first after the button: PHH's single blind
    elif n == 2 or (small is not None and (position[small], position[big]) == (0, 1)):
        forced[0], forced[1] = blinds  # heads-up too: PHH assigns the two blinds in reverse by rule
    else:
        _blinds_further_on(table, small)
        assert small is not None  # _blinds_further_on refuses a dead small blind here
        forced[position[small]], forced[position[big]] = blinds
        extra = {"_blind_players": [position[small] + 1, position[big] + 1], **extra}
    for k, straddle in enumerate(table.straddles, start=2):
        forced[k] = straddle
    if _button_blind(table):
        forced[n - 1] = table.posts[0].live
    antes = [table.ante] * n
    if table.bb_ante:
        antes[1 if n > 2 else 0] = table.bb_ante
    trimmed = not (table.bb_ante or table.dead_ante)  # PHH's untrimmed antes are the dead ones
    fields: dict[str, Any] = {"variant": code, "ante_trimming_status": trimmed, "antes": antes}
    if game.has_bring_in:
        fields["bring_in"] = table.bring_in
    else:
        fields["blinds_or_straddles"] = forced
    fields.update({size: getattr(table.structure, size) for size in table.structure.sizes})
    fields["starting_stacks"] = [table.stacks[s] for s in order]
    fields["actions"] = list(_phh_actions(hand, position))
    fields["players"] = [table.names[s] for s in order]
    if table.posts and not _button_blind(table):
        # PHH has no place for a blind posted out of the blinds' seats: pokerfloor's user field.
        fields["_posts"] = [[position[post.seat] + 1, post.live, post.dead] for post in table.posts]
    if hand.is_over and (hand.is_settled or not hand.is_contested):
        fields["finishing_stacks"] = [hand.stacks[s] for s in order]
    fields.update(extra)
    return fields


def _dead_small_blind(table: Table) -> None:
    """A dead small blind is written as the big blind alone, a single blind: refused where that
    would replay differently (the pot-limit maximum counts the dead small blind, TDA 2024 Rule
    54-B; straddles and a big-blind ante have their PHH places after two blinds)."""
    if (table.structure.uses_pot and table.rules.pot_limit_short_blind_full) or table.straddles or table.bb_ante:
        raise HandHistoryError(
            "PHH cannot write a dead small blind with pot-limit, straddles or a big-blind ante", code="unsupported"
        )


def _blinds_further_on(table: Table, small: int | None) -> None:
    """Blinds posted further round than p1 and p2 (a player between the button and the small
    blind, coming back, posts his own blind) are written with ``_blind_players``: refused with a
    dead small blind or straddles, which PHH would place differently."""
    if small is None or table.straddles or table.bb_ante:
        raise HandHistoryError(
            "PHH cannot write blinds further round than p1 and p2 with a dead small blind, straddles or a"
            " big-blind ante",
            code="unsupported",
        )


def _button_blind(table: Table) -> bool:
    """Whether the table's only other blind is the button's own, live (short deck's button ante),
    which PHH writes as the last player's blind."""
    posts = table.posts
    return len(posts) == 1 and posts[0].seat == table.button and not posts[0].dead and table.blinds is None


def _phh_actions(hand: Hand, position: Mapping[int, int]) -> Iterator[str]:
    log = hand.log
    # The first street's cards in PHH's player order, every later event as it came.
    first = next((k for k, e in enumerate(log) if e.kind not in ("deal", "post")), len(log))
    deals = sorted((e for e in log[:first] if e.kind == "deal"), key=lambda e: position[e.seat])
    for event in (*deals, *(e for e in log[first:] if e.kind != "post")):
        who = f"p{position[event.seat] + 1}" if event.seat >= 0 else ""
        if event.kind == "deal":
            yield f"d dh {who} {cards_text(event.cards)}"
        elif event.kind == "board":
            yield f"d db {cards_text(event.cards)}"
        elif event.kind == "action":
            kind = event.text
            if kind == "fold":
                yield f"{who} f"
            elif kind in ("check", "call"):
                yield f"{who} cc"
            elif kind == "bring-in":
                yield f"{who} pb"
            else:
                yield f"{who} cbr {event.amount}"
        elif event.kind == "show":
            yield f"{who} sm {cards_text(event.cards)}"
        elif event.kind == "muck":
            yield f"{who} sm"
        elif event.kind == "draw":
            yield f"{who} sd {cards_text(event.cards)}" if event.cards else f"{who} sd"


def dumps(fields: Mapping[str, Any]) -> str:
    """PHH text for one hand's fields (the layout of the published PHH files): every field kept,
    in its order, each value as it reads back (:func:`parse_histories` gives the same fields).
    Raises :class:`HandHistoryError` for a value PHH cannot hold (a binary float, an object)."""
    try:
        lines = [f"{toml_key(key)} = {toml_value(value, literal_strings=True)}\n" for key, value in fields.items()]
    except TypeError as error:
        raise HandHistoryError(f"{error} in a hand history", code="unsupported") from None
    return "".join(lines)
