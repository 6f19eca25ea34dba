"""The floor page's tables as settings: the keys of a situation file (docs/situations.md) a table
is set up from, checked and held to the server's limits; the settings of a table, of the next
hand dealt at it, and of a PHH hand; how a loaded text is read.

Nothing here keeps a table (:mod:`pokerfloor.web.table` does); every function takes settings, a
text or a table and gives settings back or refuses them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

import rtoml

from pokerfloor.core.hand import Table
from pokerfloor.errors import SituationError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats import phh
from pokerfloor.formats.files import exact_general
from pokerfloor.formats.situation import cases_of
from pokerfloor.formats.situation_money import MONEY_KEYS
from pokerfloor.formats.toml_writer import toml_value
from pokerfloor.formats.units import exact_json
from pokerfloor.games.cards import UNKNOWN, cards_text
from pokerfloor.games.variants import DEFAULT_VARIANT
from pokerfloor.rules import PRESETS, SWITCHES, rulebook
from pokerfloor.structures import FixedLimit, SpreadLimit
from pokerfloor.web.limits import LimitError, Limits, check_values
from pokerfloor.web.names import one_word

__all__ = [
    "HAND_HISTORY",
    "SITUATION_FILE",
    "THIS_HAND_ONLY",
    "check_actions",
    "checked_settings",
    "coerce_rules",
    "phh_settings",
    "phh_title",
    "phh_within",
    "player_names",
    "settings_of_deal",
    "settings_of_table",
    "situation_data",
    "text_within",
    "writable",
]


def coerce_rules(overrides: Mapping[str, Any]) -> dict[str, Any]:
    """Switch overrides as a form sends them (``"false"``, ``"50"``) turned into the switches'
    own values; unknown switches and values are left for :func:`rulebook` to refuse."""
    out: dict[str, Any] = {}
    for name, value in overrides.items():
        switch = SWITCHES.get(name)
        chosen = value
        if switch is not None:
            exact = [c for c in switch.choices if type(c) is type(value) and c == value]
            loose = [c for c in switch.choices if str(c).lower() == str(value).strip().lower()]
            chosen = (exact or loose or [value])[0]
        out[name] = chosen
    return out


def checked_settings(settings: Mapping[str, Any], rulebook_name: str, limits: Limits) -> tuple[dict[str, Any], str]:
    """The settings with their switch overrides coerced, checked as a situation file's table
    (and held to the limits: the seats, the size of it all)."""
    players = settings.get("players")
    if isinstance(players, list) and len(players) > limits.seats:
        raise LimitError(
            variant="players", params={"field": "players", "count": str(len(players)), "most": str(limits.seats)}
        )
    if rulebook_name not in PRESETS:
        rulebook(rulebook_name)  # raises the typed error naming the rulebooks
    clean = {k: v for k, v in settings.items() if k != "rulebooks"}
    if "case" in clean:
        raise SituationError(code="bad-field", variant="settings-case")
    for key, value in clean.items():
        writable(key, value)
    if "rules" in clean:
        if not isinstance(clean["rules"], Mapping):
            raise SituationError(code="bad-field", variant="settings-rules")
        clean["rules"] = coerce_rules(clean["rules"])
        if not clean["rules"]:
            del clean["rules"]
    next(cases_of({**clean, "case": [{}]}, Phrase("at.page-table")))  # unknown keys are refused here
    size = len(exact_json(clean).encode("utf-8"))
    if size > limits.settings_bytes:
        raise LimitError(variant="settings", params={"size": str(size), "most": str(limits.settings_bytes)})
    return clean, rulebook_name


def writable(key: str, value: Any) -> None:
    """Refuse a setting the session could not save as a situation file (``null``), or a decimal
    number where the file takes no amount (``source = 1.5``; a table's amounts and the players'
    stacks may be decimals: dollars and cents)."""
    try:
        toml_value(value)
        fits = key in MONEY_KEYS or key == "players" or not _holds(value, Decimal)
    except (TypeError, RecursionError):
        fits = False
    if not fits:
        raise SituationError(code="bad-field", variant="unwritable", params={"field": key, "value": repr(value)})


def check_actions(actions: Sequence[str], limits: Limits) -> None:
    """Refuse actions past the limits: too many for a hand, or one written too long."""
    if len(actions) > limits.actions:
        raise LimitError(variant="actions", params={"count": str(len(actions)), "most": str(limits.actions)})
    longest = max((len(text) for text in actions), default=0)
    if longest > limits.action_chars:
        raise LimitError(variant="actions-chars", params={"most": str(limits.action_chars), "count": str(longest)})


#: The texts the page reads, as its refusals name them.
SITUATION_FILE = Phrase("at.situation-file")
HAND_HISTORY = Phrase("at.hand-history")


def text_within(text: str, limits: Limits, what: Phrase) -> None:
    """Refuse a text (a situation file, a hand history: ``what``) longer than the page reads."""
    if len(text) > limits.text_chars:
        params = {"what": what, "count": str(len(text)), "most": str(limits.text_chars)}
        raise LimitError(variant="text", params=params)


def situation_data(text: str, limits: Limits) -> dict[str, Any]:
    """The TOML of a situation file, read by rtoml (linear in the text, where the standard
    library's reader is quadratic in a long dotted key); its decimals (``blinds = [0.25, 0.50]``)
    read exactly as written (:func:`~pokerfloor.formats.files.exact_general`)."""
    text_within(text, limits, SITUATION_FILE)
    try:
        data: dict[str, Any] = rtoml.loads(text)
    except rtoml.TomlParsingError as error:
        said = " ".join(str(error).split())
        if "recurs" in said:  # rtoml's words for nesting (or a dotted key) past its depth
            raise SituationError(code="bad-toml", variant="page-deep") from None
        raise SituationError(code="bad-toml", variant="page", params={"error": said}) from None
    check_values(data, limits.values, SITUATION_FILE)
    if _holds(data, float):  # a table in dollars and cents: its amounts read again, exactly
        data = exact_general(text, SITUATION_FILE, SituationError)
    return data


def _holds(value: object, kind: type) -> bool:
    """Whether a value of ``kind`` is somewhere in ``value`` (nested lists and tables; no recursion)."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, kind):
            return True
        if isinstance(item, dict):
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return False


def player_names(raw: Sequence[str], n: int) -> list[str]:
    """PHH player names made usable in written actions (one word each), else ``p1``..``pN``."""
    names = [one_word(name) for name in raw]
    if len(names) != n or len(set(names)) != n or not all(names):
        return [f"p{k + 1}" for k in range(n)]
    return names


#: What a hand's settings say that the next hand does not inherit: its cards, where it started.
THIS_HAND_ONLY = ("cards", "board", "pot", "street", "button", "small_blind", "big_blind", "players", "seats")


def settings_of_deal(settings: Mapping[str, Any], table: Table) -> dict[str, Any]:
    """The situation-file keys of the next hand: the table's game and stakes kept, the players
    in their seats with their stacks, the button and the blinds where the rulebook put them."""
    if table.posts:  # a table the page plays has nobody waiting to post in (no button blinds either)
        raise SituationError(code="unsupported", variant="next-posts")
    out = {key: value for key, value in settings.items() if key not in THIS_HAND_ONLY}
    names, numbers = table.names, table.numbers
    out["seats"] = table.seat_count
    out["button"] = f"seat {table.dead_button}" if table.dead_button else names[table.button]
    if table.blinds is not None:
        small, big = table.blind_seats
        out["small_blind"] = names[small] if small is not None else f"seat {table.dead_small_blind}"
        out["big_blind"] = names[big]
    seated = zip(names, table.stacks, numbers, strict=True)
    out["players"] = [{"name": name, "stack": stack, "seat": seat} for name, stack, seat in seated]
    return out


def settings_of_table(table: Table, names: Sequence[str]) -> dict[str, Any]:
    """The situation-file keys of a table (the rulebook aside)."""
    structure = table.structure
    settings: dict[str, Any] = {"structure": structure.name}
    if table.variant is not DEFAULT_VARIANT:
        settings["game"] = table.variant.name
    if table.blinds is not None:
        settings["blinds"] = list(table.blinds)
    if isinstance(structure, FixedLimit):
        settings["small_bet"], settings["big_bet"] = structure.small_bet, structure.big_bet
    elif isinstance(structure, SpreadLimit):
        settings["min_bet"], settings["max_bet"] = structure.min_bet, structure.max_bet
    elif table.blinds is None or structure.min_bet != table.blinds[1]:
        settings["min_bet"] = structure.min_bet
    for key, value in (
        ("ante", table.ante),
        ("bb_ante", table.bb_ante),
        ("bring_in", table.bring_in),
        ("pot", table.pot),
    ):
        if value:
            settings[key] = value
    if table.straddles:
        settings["straddles"] = list(table.straddles)
    if table.straddler is not None:
        settings["straddler"] = names[table.straddler]
    if table.bomb_pot:
        settings["bomb_pot"] = table.bomb_pot
    if table.kill is not None and table.kill_seat is not None:
        settings["kill"], settings["kill_player"] = table.kill, names[table.kill_seat]
    if table.street != 0:
        settings["street"] = table.variant.streets[table.street].name
    settings["button"] = names[table.button]
    settings["players"] = [{"name": n, "stack": s} for n, s in zip(names, table.stacks, strict=True)]
    return settings


def phh_within(history: phh.HandHistory, limits: Limits) -> None:
    """Refuse a PHH hand past the limits before its table is seated."""
    check_values(history.fields, limits.values, HAND_HISTORY)
    stacks = history.fields.get("starting_stacks")
    if isinstance(stacks, list) and len(stacks) > limits.seats:
        params = {"field": "starting_stacks", "count": str(len(stacks)), "most": str(limits.seats)}
        raise LimitError(variant="players", params=params)
    if len(history.actions) > limits.actions:
        raise LimitError(variant="actions", params={"count": str(len(history.actions)), "most": str(limits.actions)})


def phh_settings(table: Table, names: Sequence[str], record: phh.Record) -> dict[str, Any]:
    """The situation-file keys of a PHH hand: its table, the hole cards known (dealt or shown:
    a hand of cards all unknown is left out) and the board, when all of it is known."""
    settings = settings_of_table(table, names)
    hole = {names[seat]: cards_text(held) for seat, held in record.hole.items() if any(c != UNKNOWN for c in held)}
    if hole:
        settings["cards"] = hole
    if record.board and UNKNOWN not in record.board:
        settings["board"] = cards_text(record.board)
    return settings


def phh_title(history: phh.HandHistory) -> str:
    """The name of a PHH hand: its event and hand number."""
    title = " ".join(str(history.fields[k]) for k in ("event", "hand") if k in history.fields)
    return title or "PHH hand"
