"""Situation files: a table in the middle of a hand, written for people, read and written.

The format is defined in the project's ``docs/situations.md`` (TOML: the table once, then
``[[case]]`` tables that replay their own actions from it). This module reads files into the
same calls a library user makes (:class:`~pokerfloor.core.hand.Table`, :class:`~pokerfloor.core.hand.Hand`,
``push``: :func:`play` for a written action), and writes a table and its actions as a file
(:func:`situation_text`). A case's amounts in dollars and cents are made whole chips
(:func:`in_chips`) by :mod:`pokerfloor.formats.situation_money`. The ruling of a case, the state
it reaches in the keys of the format, is :mod:`pokerfloor.explain.case_ruling`'s.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal, NamedTuple

from pokerfloor import _moved
from pokerfloor.actions import Action, WrittenAction
from pokerfloor.core.hand import Hand, Table
from pokerfloor.core.rake import HouseRake
from pokerfloor.errors import SituationError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats.files import exact_table, read_text
from pokerfloor.formats.situation_money import (  # re-exported: they were this module's, and are imported from here
    MONEY_KEYS,
    action_in_chips,
    action_in_units,
    settings_in_chips,
    settings_in_units,
    unit_of_settings,
)
from pokerfloor.formats.toml_writer import toml_key, toml_value
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import Deck
from pokerfloor.games.cards import cards as parse_cards
from pokerfloor.games.variants import DEFAULT_VARIANT, variant
from pokerfloor.live import play_text
from pokerfloor.live.ruling import LiveRuling
from pokerfloor.rules import rulebook
from pokerfloor.structures import STRUCTURES, structure_named

__all__ = [
    "LEVEL_FILE_SUFFIX",
    "MONEY_KEYS",
    "TABLE_KEYS",
    "Case",
    "Waiting",
    "action_in_chips",
    "action_in_units",
    "cases_of",
    "hand_of",
    "in_chips",
    "load_cases",
    "settings_in_chips",
    "settings_in_units",
    "sit_out_of",
    "situation_text",
    "table_of",
    "unit_of_settings",
    "waiting_of",
]


def __getattr__(name: str) -> Any:
    """The names of the ruling, which left for :mod:`pokerfloor.explain.case_ruling` (with a
    :class:`DeprecationWarning`: :data:`pokerfloor._moved.MOVED_NAMES`)."""
    return _moved.moved_name(__name__, name)


#: The keys of the table, in the order a written situation file lists them.
TABLE_KEYS = (
    "rulebooks",
    "rules",
    "structure",
    "game",
    "blinds",
    "ante",
    "bb_ante",
    "bb_ante_order",
    "straddles",
    "straddler",
    "bomb_pot",
    "kill",
    "kill_player",
    "required_kill",
    "kill_state",
    "new_dealer",
    "third_blind",
    "bring_in",
    "small_bet",
    "big_bet",
    "cap_raises",
    "min_bet",
    "max_bet",
    "street",
    "pot",
    "seats",
    "button",
    "small_blind",
    "big_blind",
    "players",
    "waiting",
    "sit_out",
    "cards",
    "board",
    "runs",
    "rake",
)
_TABLE_KEYS = frozenset(TABLE_KEYS)
#: The keys of a player's entry.
_PLAYER_KEYS = frozenset({"name", "stack", "seat"})
#: How a tournament's level file (``pokerfloor tournament --levels``, ``[[level]]`` tables) is
#: named beside situation files: a folder of situations searched for them passes it by.
LEVEL_FILE_SUFFIX = ".levels.toml"
_CASE_KEYS = _TABLE_KEYS | {"name", "actions", "try", "expect", "source", "description"}
_FILE_KEYS = _TABLE_KEYS | {"case", "source", "description", "name"}


@dataclass(frozen=True)
class Case:
    """One case of a situation file: its settings (the file's, overridden by the case's), the
    actions to replay and the actions to try."""

    file: str
    index: int
    name: str
    settings: Mapping[str, Any]
    actions: tuple[str, ...]
    tries: tuple[str, ...]
    rulebooks: tuple[str, ...]
    expect: Mapping[str, Any] = field(default_factory=dict)


def load_cases(path: Path) -> list[Case]:
    """Read a situation file (a regular file of at most :data:`~pokerfloor.formats.files.MAX_BYTES`)
    into its cases; raises :class:`SituationError` naming the file or the field."""
    data = exact_table(read_text(path, SituationError), str(path), SituationError)
    return list(cases_of(data, str(path)))


def cases_of(data: Mapping[str, Any], file: str) -> Iterator[Case]:
    """The cases of an already parsed situation table."""
    _check_integers(data, file)
    if not isinstance(data, Mapping):
        raise SituationError(code="bad-field", variant="situation-kind", params={"file": file, "data": repr(data)})
    if "level" in data and "case" not in data:
        raise SituationError(code="level-file", params={"file": file})
    _check_keys(data, _FILE_KEYS, file)
    table = {k: v for k, v in data.items() if k in _TABLE_KEYS}
    _check_names(table)
    raw_cases = data.get("case", [])
    if not isinstance(raw_cases, list) or not raw_cases:
        raise SituationError(code="missing-field", variant="cases", params={"file": file})
    for index, raw in enumerate(raw_cases, start=1):
        if not isinstance(raw, dict):
            raise SituationError(code="bad-field", variant="case-kind", params={"file": file, "case": index})
        where = Phrase("at.case", {"file": file, "case": index})
        _check_keys(raw, _CASE_KEYS, where)
        settings = {**table, **{k: v for k, v in raw.items() if k in _TABLE_KEYS}}
        rulebooks = settings.get("rulebooks", ["tda"])
        if rulebooks == []:
            raise SituationError(code="bad-field", variant="no-rulebooks", params={"where": where})
        yield Case(
            file=file,
            index=index,
            name=str(raw.get("name", f"case {index}")),
            settings=settings,
            actions=tuple(_strings(raw.get("actions", []), _field(where, "actions"))),
            tries=tuple(_strings(raw.get("try", []), _field(where, "try"))),
            rulebooks=tuple(_strings(rulebooks, _field(where, "rulebooks"))),
            expect=raw.get("expect", {}),
        )


#: TOML's integers are 64-bit: a file cannot hold more, and a table given directly may not either.
_TOML_INTEGERS = range(-(2**63), 2**63)


def _check_integers(data: object, file: str) -> None:
    """Refuse an integer TOML cannot hold, anywhere in ``data``, naming where: past 4,300 digits
    Python cannot even write it in a message (a bare ``ValueError``). Walked without recursion,
    for tables nested deep."""
    pending: list[tuple[object, str]] = [(data, "")]
    while pending:
        value, where = pending.pop()
        if isinstance(value, Mapping):
            pending.extend((item, f"{where}.{key}" if where else str(key)) for key, item in value.items())
        elif isinstance(value, list | tuple):
            pending.extend((item, f"{where}[{k}]") for k, item in enumerate(value))
        elif type(value) is int and value not in _TOML_INTEGERS:
            at = where or Phrase("at.situation")
            params = {"file": file, "at": at, "bits": value.bit_length()}
            raise SituationError(code="bad-field", variant="toml-integer", params=params)


def _field(where: str, field: str) -> Phrase:
    """A field of a place in the file (``x.toml case 2: actions``)."""
    return Phrase("at.field", {"where": where, "field": field})


def _check_names(table: Mapping[str, Any]) -> None:
    """Refuse a game, a structure or a rulebook the file's table names and nobody knows, once for
    the file: every case and every rulebook would otherwise be refused for it, each alone."""
    game, structure = table.get("game"), table.get("structure")
    if isinstance(game, str):
        variant(game)
    if isinstance(structure, str) and structure not in STRUCTURES:
        structure_named(structure)
    books = table.get("rulebooks")
    for name in books if isinstance(books, list) else ():
        if isinstance(name, str):
            rulebook(name)


def _check_keys(data: Mapping[str, Any], allowed: frozenset[str], where: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise SituationError(code="unknown-field", params={"where": where, "field": repr(unknown[0])})


def _strings(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SituationError(code="bad-field", variant="strings", params={"where": where})
    return value


def _int(settings: Mapping[str, Any], key: str, default: int | None = None) -> int | None:
    value = settings.get(key, default)
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise SituationError(code="bad-field", variant="chips-kind", params={"field": key, "value": repr(value)})
    return value


def table_of(settings: Mapping[str, Any], rulebook_name: str) -> Table:
    """Build the :class:`Table` a case describes, under one rulebook."""
    if not isinstance(settings, Mapping):
        raise SituationError(code="bad-field", variant="settings-kind", params={"settings": repr(settings)})
    players = settings.get("players")
    if not isinstance(players, list) or not players:
        raise SituationError(code="missing-field", variant="players")
    names: list[str] = []
    stacks: list[int] = []
    numbers: list[int] = []
    for k, player in enumerate(players, start=1):
        if not isinstance(player, dict) or not isinstance(player.get("name"), str):
            raise SituationError(code="bad-field", variant="entry-name", params={"entry": k})
        unknown = sorted(set(player) - _PLAYER_KEYS, key=str)
        if unknown:
            # A typo (stak = 125) must not read as a missing stack.
            params = {"entry": k, "player": player["name"], "field": repr(unknown[0])}
            raise SituationError(code="unknown-field", variant="player", params=params)
        if player["name"].split() != [player["name"]]:
            # Actions are written "NAME VERB": a name is one word, or nobody could name him.
            raise SituationError(
                code="bad-field", variant="name-word", params={"entry": k, "name": repr(player["name"])}
            )
        stack = player.get("stack")
        if not isinstance(stack, int) or isinstance(stack, bool):
            raise SituationError(code="bad-field", variant="player-stack", params={"player": player["name"]})
        names.append(player["name"])
        stacks.append(stack)
        if "seat" in player:
            numbers.append(_seat_number(player["seat"], Phrase("at.player-seat", {"player": player["name"]})))
    if numbers and len(numbers) != len(names):
        raise SituationError(code="bad-field", variant="some-seats")
    rules_value = settings.get("rules", {})
    if not isinstance(rules_value, dict):
        raise SituationError(code="bad-field", variant="rules-kind", params={"rules": repr(rules_value)})
    overrides = dict(rules_value)
    if "bb_ante_order" in settings:
        overrides["bb_ante_order"] = settings["bb_ante_order"]
    cap = _int(settings, "cap_raises")
    if cap is not None:
        overrides["limit_cap_raises"] = cap
    rules = rulebook(rulebook_name, **overrides)
    blinds_value = settings.get("blinds")
    blinds: tuple[int, int] | None = None
    if blinds_value is not None and blinds_value != []:  # [] drops the table's blinds in a case
        if not (
            isinstance(blinds_value, list)
            and len(blinds_value) == 2
            and all(isinstance(b, int) and not isinstance(b, bool) for b in blinds_value)
        ):
            raise SituationError(code="bad-field", variant="blinds-pair", params={"blinds": repr(blinds_value)})
        blinds = (blinds_value[0], blinds_value[1])
    game = variant(settings.get("game", DEFAULT_VARIANT.name))
    structure = structure_named(
        str(settings.get("structure", game.structures[0])),
        min_bet=_int(settings, "min_bet"),
        max_bet=_int(settings, "max_bet"),
        small_bet=_int(settings, "small_bet"),
        big_bet=_int(settings, "big_bet"),
        big_blind=blinds[1] if blinds else None,
    )
    street = game.street_index(settings["street"]) if "street" in settings else 0
    seats = _int(settings, "seats", 0) or 0
    places = _places(settings, names, numbers, seats)
    straddles = settings.get("straddles", [])
    if not isinstance(straddles, list) or not all(isinstance(s, int) and not isinstance(s, bool) for s in straddles):
        raise SituationError(code="bad-field", variant="straddles-list")
    return Table(
        names=tuple(names),
        stacks=tuple(stacks),
        structure=structure,
        rules=rules,
        blinds=blinds,
        ante=_int(settings, "ante", 0) or 0,
        bb_ante=_int(settings, "bb_ante", 0) or 0,
        straddles=tuple(straddles),
        bring_in=_int(settings, "bring_in", 0) or 0,
        street=street,
        pot=_int(settings, "pot", 0) or 0,
        variant=game,
        seats=seats,
        seat_numbers=tuple(numbers),
        bomb_pot=_int(settings, "bomb_pot", 0) or 0,
        third_blind=_int(settings, "third_blind", 0) or 0,
        **_options(settings, names),
        rake=HouseRake.of(settings["rake"]) if "rake" in settings else None,
        **places,  # type: ignore[arg-type]
    )


def _options(settings: Mapping[str, Any], names: list[str]) -> dict[str, Any]:
    """The straddler and the kill as :class:`Table` fields: ``straddler`` and ``kill_player`` are
    players' names (the table refuses what they cannot be), ``kill`` is ``"full"`` or ``"half"``."""
    options: dict[str, Any] = {}
    for key, table_field in (("straddler", "straddler"), ("kill_player", "kill_seat")):
        if key in settings:
            if settings[key] not in names:
                params = {"field": key, "player": repr(settings[key])}
                raise SituationError(code="unknown-player", variant="place", params=params)
            options[table_field] = names.index(settings[key])
    if "kill" in settings:
        options["kill"] = settings["kill"]
    return options


def _seat_number(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise SituationError(code="bad-field", variant="seat-kind", params={"where": where, "value": repr(value)})
    return value


def _seat_word(value: object) -> int | None:
    """The seat of ``"seat N"`` (an empty seat named in ``button`` or ``small_blind``), else ``None``."""
    if isinstance(value, str) and value.startswith("seat ") and value[5:].isdigit():
        return int(value[5:])
    return None


def _places(settings: Mapping[str, Any], names: list[str], numbers: list[int], seats: int) -> dict[str, object]:
    """The button and the blinds' players as :class:`Table` fields: ``button`` (a name, or ``"seat
    N"`` for a dead button), ``small_blind`` and ``big_blind`` (names; ``"none"`` or ``"seat N"``
    for a dead small blind, on the empty seat just before the big blind unless named)."""
    n = len(names)
    seat_of = numbers or list(range(1, n + 1))
    count = seats or max(seat_of)

    def player(field: str, value: object) -> int:
        if value not in names:
            raise SituationError(code="unknown-player", variant="place", params={"field": field, "player": repr(value)})
        return names.index(str(value))

    def before(seat: int) -> int:  # the last player at or before a seat, clockwise
        return max(range(n), key=lambda k: -((seat - seat_of[k]) % count))

    places: dict[str, object] = {}
    written = settings.get("button", names[-1])
    empty = _seat_word(written)
    if empty is not None and empty not in seat_of:
        places["button"], places["dead_button"] = before(empty), empty
    else:
        places["button"] = seat_of.index(empty) if empty is not None else player("button", written)
    if "small_blind" not in settings and "big_blind" not in settings:
        return places
    button = int(str(places["button"]))
    small_written = settings.get("small_blind")
    dead_small = small_written == "none" or _seat_word(small_written) is not None
    small: int | None = button if n == 2 else (button + 1) % n
    if dead_small:
        small = None
    elif small_written is not None:
        small = player("small_blind", small_written)
    default_big = (small + 1) % n if small is not None and n > 2 else (button + 1) % n
    big = player("big_blind", settings["big_blind"]) if "big_blind" in settings else default_big
    places["blind_players"] = (small, big)
    if dead_small:
        named = _seat_word(small_written)
        places["dead_small_blind"] = named if named is not None else (seat_of[big] - 2) % count + 1
    return places


def hand_of(
    settings: Mapping[str, Any], rulebook_name: str, *, auto_settle: bool = True, deck: Deck | None = None
) -> Hand:
    """Start the hand a case describes: its table, and the cards it gives (``auto_settle``: as
    :class:`~pokerfloor.core.hand.Hand` takes it, ``False`` to wait at the showdown for the mucks;
    ``deck``: the other cards dealt from it, else unknown)."""
    table = table_of(settings, rulebook_name)
    given = settings.get("cards", {})
    if not isinstance(given, dict):
        raise SituationError(code="bad-field", variant="cards-table")
    hole = {}
    for name, text in given.items():
        if name not in table.names:
            raise SituationError(code="unknown-player", variant="cards", params={"player": repr(name)})
        hole[table.seat(name)] = _hole_field(
            text, Phrase("at.player-cards", {"player": name}), table.variant.up_pattern
        )
    board = _cards_field(settings.get("board", ""), "board")
    return Hand(table, hole=hole, board=board, deck=deck, auto_settle=auto_settle)


def _hole_field(text: object, where: str, up_pattern: tuple[bool, ...]) -> list[int]:
    """A player's cards in the order dealt. In a game dealt down and up (stud) the down cards may
    be written in parentheses, ``"(Kc7d) 5s 9h"``, and must then be where the game deals cards
    down."""
    if not isinstance(text, str) or "(" not in text:
        return _cards_field(text, where)
    held: list[int] = []
    down: list[bool] = []
    for part in re.split(r"(\([^()]*\))", text):
        inside = part.startswith("(") and part.endswith(")")
        dealt = _cards_field(part[1:-1] if inside else part.replace(")", " ").replace("(", " "), where)
        held.extend(dealt)
        down.extend([inside] * len(dealt))
    for k, is_down in enumerate(down):
        if k >= len(up_pattern) or is_down == up_pattern[k]:
            dealt_as = "dealt-up" if k < len(up_pattern) and up_pattern[k] else "dealt-down"
            raise SituationError(
                code="bad-card", variant=dealt_as, params={"where": where, "card": k + 1, "text": repr(text)}
            )
    return held


def _cards_field(text: object, where: str) -> list[int]:
    """Cards written as text (``"AsKd"``), naming the field when they are not."""
    if not isinstance(text, str):
        raise SituationError(code="bad-card", variant="not-text", params={"where": where, "text": repr(text)})
    try:
        return parse_cards(text)
    except SituationError as error:  # the cards' own refusals are all bad-card ones, without a rule
        raise SituationError(code="bad-card", variant="in-field", params={"where": where, "error": error}) from None


def action_of(hand: Hand, written: WrittenAction) -> Action:
    """Deprecated: the action a written one amounts to is :meth:`Hand.push_text
    <pokerfloor.core.hand.Hand.push_text>`'s to work out (it pushes it too)."""
    warnings.warn(
        "pokerfloor.formats.situation.action_of is deprecated: push written actions with Hand.push_text "
        "or pokerfloor.live.play_text (it goes in release 0.4)",
        DeprecationWarning,
        stacklevel=2,
    )
    return hand._written_action(written)


def play(hand: Hand, text: str, live: list[LiveRuling] | None = None) -> Action:
    """Deprecated: written actions are played through :func:`pokerfloor.live.play_text`, which
    answers with the action and its live ruling (appended to ``live`` here, when given)."""
    warnings.warn(
        "pokerfloor.formats.situation.play is deprecated: use pokerfloor.live.play_text (it goes in release 0.4)",
        DeprecationWarning,
        stacklevel=2,
    )
    played = play_text(hand, text)
    if live is not None and played.live is not None:
        live.append(played.live)
    return played.action


class Waiting(NamedTuple):
    """A player a case has waiting between hands (its ``waiting`` key), as written: ``status`` is
    ``new``, ``away`` or ``back``; ``posts``, whether he posts to come in at once; ``missed_small``
    and ``missed_big``, the blinds he missed while away."""

    name: str
    seat: int
    stack: int
    status: Literal["new", "away", "back"]
    posts: bool
    buys_button: bool
    missed_small: bool
    missed_big: bool
    absent_buttons: int = 0


_STATUS_WORDS = ("new", "away", "back")
_WAITING_KEYS = frozenset({"name", "seat", "stack", "status", "posts", "buys_button", "missed", "absent_buttons"})


def waiting_of(settings: Mapping[str, Any]) -> list[Waiting]:
    """The players a case has waiting in other seats (``{ name, seat, stack, status = "new" |
    "away" | "back", posts, buys_button, missed = ["big", "small"], absent_buttons }``); raises
    :class:`SituationError` naming the entry."""
    raw = settings.get("waiting", [])
    if not isinstance(raw, list):
        raise SituationError(code="bad-field", variant="waiting-list")
    waiting = []
    for k, entry in enumerate(raw, start=1):
        where = Phrase("at.entry", {"field": "waiting", "entry": k})
        if (
            not isinstance(entry, dict)
            or not isinstance(entry.get("name"), str)
            or entry["name"].split() != [entry["name"]]
        ):
            raise SituationError(code="bad-field", variant="entry-one-word", params={"where": where})
        _check_keys(entry, _WAITING_KEYS, where)
        stack = _int(entry, "stack")
        status = entry.get("status", "new")
        missed = _strings(entry.get("missed", []), _field(where, "missed"))
        posts, buys = entry.get("posts", False), entry.get("buys_button", False)
        absent = entry.get("absent_buttons", 0)
        if (
            stack is None
            or type(absent) is not int
            or absent < 0
            or status not in _STATUS_WORDS
            or set(missed) - {"big", "small"}
            or type(posts) is not bool
            or type(buys) is not bool
        ):
            params = {"where": where, "statuses": ", ".join(_STATUS_WORDS)}
            raise SituationError(code="bad-field", variant="waiting-entry", params=params)
        seat = _seat_number(entry.get("seat"), _field(where, "seat"))
        missed_small, missed_big = "small" in missed, "big" in missed
        waiting.append(Waiting(entry["name"], seat, stack, status, posts, buys, missed_small, missed_big, absent))
    return waiting


def sit_out_of(settings: Mapping[str, Any]) -> list[str]:
    """The players of the hand who sit out from the next (a case's ``sit_out`` key)."""
    return _strings(settings.get("sit_out", []), "sit_out")


# -- decimal amounts (a case's; the conversions are pokerfloor.formats.situation_money's) -------------


def in_chips(case: Case) -> tuple[Case, ChipUnit]:
    """A case written with decimal amounts (``blinds = [0.25, 0.50]``, ``"A raise 2.50"``) in
    whole chips of its finest decimal place, and that chip (the case as it is, and a chip of one,
    when every amount is whole). Amounts are read exactly, as for hand histories."""
    unit = unit_of_settings(case.settings, (*case.actions, *case.tries))
    if not unit.exponent:
        return case, unit
    actions = tuple(action_in_chips(text, unit) for text in case.actions)
    tries = tuple(action_in_chips(text, unit) for text in case.tries)
    return replace(case, settings=settings_in_chips(case.settings, unit), actions=actions, tries=tries), unit


# -- writing ----------------------------------------------------------------------------------------


def _lines(key: str, value: Any) -> str:
    if key in ("players", "actions") and isinstance(value, list) and value:
        items = "".join(f"  {toml_value(v)},\n" for v in value)
        return f"{toml_key(key)} = [\n{items}]\n"
    return f"{toml_key(key)} = {toml_value(value)}\n"


def situation_text(settings: Mapping[str, Any], rulebook: str, name: str, actions: Sequence[str]) -> str:
    """A situation file: the table (``settings`` under ``rulebook``) and one case with ``actions``."""
    table = {"rulebooks": [rulebook], **{k: v for k, v in settings.items() if k != "rulebooks"}}
    keys = [k for k in TABLE_KEYS if k in table] + sorted(k for k in table if k not in _TABLE_KEYS)
    head = "# Written by pokerfloor: the table, then the actions played as one case.\n"
    body = "".join(_lines(k, table[k]) for k in keys)
    case = f"\n[[case]]\nname = {toml_value(name)}\n" + _lines("actions", list(actions))
    return head + body + case
