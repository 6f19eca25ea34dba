"""The six-handed table the tests of forced bets start from (straddles, bomb pots, kill pots,
three blinds): each test changes the fields its rule is about."""

from __future__ import annotations

from typing import Any

from pokerfloor import NoLimit, Table
from pokerfloor.rules import rulebook

#: The players, from the small blind round to the button.
NAMES = ("A", "B", "C", "D", "E", "F")


def six_handed(**changes: Any) -> Table:
    """Six players, A to F with 200 chips each, F on the button: A and B post the blinds of 1 and
    2 at no limit, under the WSOP 2024 Live Action Rules; ``changes`` replace any of these fields,
    or add others."""
    given: dict[str, Any] = {
        "names": NAMES,
        "stacks": (200,) * 6,
        "button": 5,
        "structure": NoLimit(2),
        "rules": rulebook("wsop-live"),
        "blinds": (1, 2),
    }
    return Table(**{**given, **changes})
