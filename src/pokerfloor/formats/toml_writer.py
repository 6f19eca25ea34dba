"""TOML written: one writer for every file pokerfloor writes (situation files, PHH hand histories).

Each value is written as it reads back (:func:`~pokerfloor.formats.files.exact_table` gives the
same value again): whole numbers, decimals as they were read (``200.30``; ``inf`` for an
infinite one), booleans, text, dates and times, arrays and inline tables. Text is a basic string
(``"A raise 300"``: JSON's escapes are TOML's), or where a format writes it so (PHH, as the
published files do) a literal string (``'NT'``) when it holds no quote and nothing to escape.
Anything else, a binary float among them (its decimal is not exact), is a :class:`TypeError`:
each format says it in its own typed error.

>>> toml_value({"name": "A", "stack": 100, "cards": ["As", "Kd"]})
'{ name = "A", stack = 100, cards = ["As", "Kd"] }'
>>> toml_value(["NT", Decimal("0.50"), Decimal("Infinity")], literal_strings=True)
"['NT', 0.50, inf]"
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

__all__ = ["UnwritableError", "toml_key", "toml_number", "toml_string", "toml_value"]


class UnwritableError(TypeError):
    """A value TOML cannot hold exactly (a binary float, an object); ``value`` is the value."""

    def __init__(self, value: object) -> None:
        super().__init__(f"cannot write {value!r}")
        self.value = value


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def toml_key(key: str) -> str:
    """A key as TOML writes it: bare when it can be (``starting_stacks``), else quoted."""
    return key if _BARE_KEY.fullmatch(key) else _basic_string(key)


def toml_string(text: str, *, literal: bool = False) -> str:
    """Text as a TOML string: a basic one, or (``literal``) a literal one where nothing in it
    needs an escape."""
    if literal and "'" not in text and text.isprintable():
        return f"'{text}'"
    return _basic_string(text)


def _basic_string(text: str) -> str:
    import json  # noqa: PLC0415 - loaded when text is written with escapes: a check never writes any

    # JSON's escapes are TOML's; DEL, which JSON leaves as it is, TOML wants escaped too.
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def toml_number(value: Decimal) -> str:
    """A decimal as TOML writes it: as it was read (``200.30``, ``1E+3``), ``inf`` or ``nan``
    when not finite, and a whole one with an exponent (``5e0``), so that it reads back a decimal."""
    if value.is_nan():
        return "nan"
    if value.is_infinite():
        return "inf" if value > 0 else "-inf"
    text = str(value)
    return text if any(c in text for c in ".eE") else f"{text}e0"


def toml_value(value: Any, *, literal_strings: bool = False) -> str:
    """One value in TOML (``literal_strings``: text as literal strings where it can be, see
    :func:`toml_string`). Raises :class:`UnwritableError` (a :class:`TypeError`) for a value TOML
    cannot hold exactly."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        return toml_number(value)
    if isinstance(value, str):
        return toml_string(value, literal=literal_strings)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(toml_value(v, literal_strings=literal_strings) for v in value) + "]"
    if isinstance(value, Mapping):
        items = [f"{toml_key(str(k))} = {toml_value(v, literal_strings=literal_strings)}" for k, v in value.items()]
        return "{ " + ", ".join(items) + " }" if items else "{}"
    import datetime  # noqa: PLC0415 - for a date only: most files have none

    if isinstance(value, datetime.date | datetime.time):  # a datetime is a date
        return value.isoformat()
    raise UnwritableError(value)
