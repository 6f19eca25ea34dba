"""The money of a situation: a table's amounts and its written actions in whole chips and back.

A situation file or the web page's table may be written in dollars and cents (``blinds =
[0.25, 0.50]``, ``"A raise 2.50"``); the engine plays whole numbers of a chip. This module finds that
chip (:func:`unit_of_settings`: the finest decimal place the amounts use) and converts the settings
(:func:`settings_in_chips`, :func:`settings_in_units`) and the actions (:func:`action_in_chips`,
:func:`action_in_units`) exactly, both ways. It knows no case nor file: the readers of
:mod:`pokerfloor.formats.situation` and the web table call it with what they hold.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal
from typing import Any

from pokerfloor.core.rake import rake_money
from pokerfloor.errors import PokerfloorError, SituationError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats.units import FINEST_EXPONENT, ChipUnit, finest_place

__all__ = [
    "MONEY_KEYS",
    "action_in_chips",
    "action_in_units",
    "settings_in_chips",
    "settings_in_units",
    "unit_of_settings",
]

#: The table's amounts (a player's stack too); ``cap_raises`` is a count, not an amount.
MONEY_KEYS = (
    *("blinds", "ante", "bb_ante", "straddles", "bomb_pot", "third_blind", "bring_in"),
    *("small_bet", "big_bet", "min_bet", "max_bet", "pot"),
)
#: An amount written in an action (``2.50``, ``1,000``).
_AMOUNT = re.compile(r"[0-9][0-9,_]*(?:\.[0-9]+)?")


def unit_of_settings(settings: Mapping[str, Any], actions: Sequence[object] = ()) -> ChipUnit:
    """The chip a table's settings and its written actions are played in whole numbers of: the
    finest decimal place of their amounts (a chip of one when every amount is whole)."""
    amounts = [settings.get(key) for key in MONEY_KEYS] + _stacks(settings)
    rake_money(settings.get("rake"), lambda amount, _: amounts.append(amount))  # its money's places too
    flat = [v for a in amounts for v in (a if isinstance(a, list) else [a]) if type(v) is Decimal]
    places = [_action_places(text) for text in actions if isinstance(text, str)]
    exponent = min([0, *places, *([finest_place(flat) or 0] if flat else [])])
    return ChipUnit(max(exponent, FINEST_EXPONENT)) if exponent else ChipUnit()


def settings_in_chips(settings: Mapping[str, Any], unit: ChipUnit) -> dict[str, Any]:
    """A table's settings with their amounts (its money keys, the players' stacks) in whole
    chips of ``unit``; a typed error naming the field for an amount finer than the unit."""
    return _settings_scaled(settings, lambda value, where: _scaled(value, unit, where))


def settings_in_units(settings: Mapping[str, Any], unit: ChipUnit) -> dict[str, Any]:
    """A table's settings in whole chips (:func:`settings_in_chips`) back in ``unit``'s money."""
    if not unit.exponent:
        return dict(settings)
    return _settings_scaled(settings, lambda value, where: _unscaled(value, unit))


def _settings_scaled(settings: Mapping[str, Any], scaled: Callable[[Any, str], Any]) -> dict[str, Any]:
    """The settings with each amount (money keys, the players' stacks) passed through ``scaled``."""
    out = {**settings, **{key: scaled(settings[key], key) for key in MONEY_KEYS if key in settings}}
    if "rake" in settings:  # its cap and jackpot drop are money, scaled with the stakes
        out["rake"] = rake_money(settings["rake"], lambda amount, key: scaled(amount, f"rake.{key}"))
    players = settings.get("players")
    if isinstance(players, list):
        out["players"] = [
            {**p, "stack": scaled(p["stack"], Phrase("at.player-stack", {"player": str(p.get("name"))}))}
            if isinstance(p, dict) and "stack" in p
            else p
            for p in players
        ]
    return out


def _stacks(settings: Mapping[str, Any]) -> list[Any]:
    players = settings.get("players")
    return [p.get("stack") for p in players if isinstance(p, dict)] if isinstance(players, list) else []


def _action_places(text: str) -> int:
    """The exponent of the finest decimal place of an action's amounts (0 for whole ones)."""
    words = text.split()
    if len(words) < 3 or words[1] in ("draws", "stands"):  # a draw's number is a count of cards
        return 0
    return min([0, *(-len(a.partition(".")[2]) for a in words[2:] if _AMOUNT.fullmatch(a))])


def _scaled(value: Any, unit: ChipUnit, where: str) -> Any:
    """An amount (or a list of them) in chips; what is not a number is left for the table to refuse."""
    if isinstance(value, list):
        return [_scaled(v, unit, where) for v in value]
    if isinstance(value, bool) or not isinstance(value, int | Decimal):
        return value
    try:
        return unit.chips(Decimal(value))
    except PokerfloorError as error:  # the unit's refusals, without a rule
        raise SituationError(code="bad-field", variant="amount", params={"where": where, "error": error}) from None


def _unscaled(value: Any, unit: ChipUnit) -> Any:
    """An amount in whole chips (or a list of them) back in ``unit``'s money."""
    if isinstance(value, list):
        return [_unscaled(v, unit) for v in value]
    return unit.amount(value) if type(value) is int else value


def action_in_chips(text: str, unit: ChipUnit) -> str:
    """A written action with its amounts in whole chips of ``unit`` (``A raise 2.50`` is ``A
    raise 250`` in cents); the player's name and a draw's count of cards as they are. An amount
    finer than the unit is a typed error (:class:`~pokerfloor.errors.HandHistoryError`, ``bad-amount``)."""
    words = text.split()
    if not unit.exponent or len(words) < 3 or words[1] in ("draws", "stands"):
        return text
    amounts = [str(unit.chips(Decimal(_plain(w)))) if _AMOUNT.fullmatch(w) else w for w in words[2:]]
    return " ".join([*words[:2], *amounts])


def action_in_units(text: str, unit: ChipUnit) -> str:
    """A written action in whole chips of ``unit`` with its amounts in ``unit``'s money again (``A
    raise 250`` in cents is ``A raise 2.50``): :func:`action_in_chips` the other way."""
    words = text.split()
    if not unit.exponent or len(words) < 3 or words[1] in ("draws", "stands"):
        return text
    amounts = [str(unit.amount(int(w))) if w.isdigit() else w for w in words[2:]]
    return " ".join([*words[:2], *amounts])


def _plain(amount: str) -> str:
    """An amount without its thousands separators (``1,000.50``)."""
    return amount.replace(",", "").replace("_", "")
