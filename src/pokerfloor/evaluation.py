"""Hand strength, behind a small interface of our own.

High hands are ranked by ``phevaluator`` (a perfect-hash evaluator measured at about a million
seven-card evaluations a second here); the eight-or-better low of Omaha hi-lo is ranked here.
Every rank is an ``int`` and **lower is better**, as in phevaluator: 1 is a royal flush.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final, Literal

from phevaluator import evaluate_cards, evaluate_omaha_cards

try:  # The C functions behind phevaluator's public ones take card ids directly: no conversion.
    from phevaluator._pheval import evaluate_7cards as _seven_cards
    from phevaluator._pheval import evaluate_omaha_cards as _omaha_cards
except ImportError:  # pragma: no cover - another build of phevaluator: the public functions
    _seven_cards = evaluate_cards
    _omaha_cards = evaluate_omaha_cards

from .errors import SituationError

__all__ = [
    "GAMES",
    "Game",
    "high_rank",
    "high_ranks",
    "hole_card_count",
    "is_hi_lo",
    "low_rank",
]

Game = Literal["holdem", "omaha", "omaha-hi-lo"]
#: The games pokerfloor deals and shows down.
GAMES: Final = ("holdem", "omaha", "omaha-hi-lo")

_HOLE_CARDS: Final = {"holdem": 2, "omaha": 4, "omaha-hi-lo": 4}


def check_game(name: str) -> Game:
    """``name`` if it is a game pokerfloor plays, else a clear error."""
    if not isinstance(name, str) or name not in _HOLE_CARDS:
        raise SituationError(f"unknown game {name!r}; the games are: {', '.join(GAMES)}", code="bad-field")
    return name  # type: ignore[return-value]


def hole_card_count(game: str) -> int:
    """How many hole cards each player gets."""
    return _HOLE_CARDS[game]


def is_hi_lo(game: str) -> bool:
    """Whether each pot is split between the best high and the best qualifying low."""
    return game == "omaha-hi-lo"


def high_rank(game: str, hole: Sequence[int], board: Sequence[int]) -> int:
    """The rank of the best high hand (lower is better). Hold'em uses any five of the seven cards;
    Omaha exactly two hole cards and three from the board."""
    if game == "holdem":
        if len(board) == 5 and len(hole) == 2:
            return int(_seven_cards(*board, *hole))
        return int(evaluate_cards(*board, *hole))
    return int(_omaha_cards(*board, *hole))


def high_ranks(game: str, board: Sequence[int], holes: Sequence[Sequence[int]], out: Sequence[bool]) -> list[int]:
    """:func:`high_rank` of every hand at a showdown, 0 for the seats ``out``: one call for them all,
    the board unpacked once."""
    if game == "holdem" and len(board) == 5:
        b0, b1, b2, b3, b4 = board
        # Hold'em: two hole cards each (a hand pads unknown ones), passed without unpacking a list.
        return [
            0 if gone else _seven_cards(b0, b1, b2, b3, b4, c0, c1) for (c0, c1), gone in zip(holes, out, strict=True)
        ]
    return [0 if gone else high_rank(game, hole, board) for hole, gone in zip(holes, out, strict=True)]


# Low ranks: ace is 1, then 2..8; a card above 8 cannot make an eight-or-better low.
_LOW_VALUE: Final = tuple(((rank + 2) if rank < 12 else 1) for rank in range(13))


def low_rank(hole: Sequence[int], board: Sequence[int]) -> int | None:
    """The rank of the best eight-or-better low using exactly two hole cards and three board cards
    (lower is better), or ``None`` when there is no qualifying low."""
    board_lows = [_LOW_VALUE[c >> 2] for c in board if _LOW_VALUE[c >> 2] <= 8]
    if len(board_lows) < 3:
        return None
    hole_lows = [_LOW_VALUE[c >> 2] for c in hole if _LOW_VALUE[c >> 2] <= 8]
    best: int | None = None
    for pair in combinations(hole_lows, 2):
        if pair[0] == pair[1]:
            continue
        for three in combinations(board_lows, 3):
            values = {*pair, *three}
            if len(values) != 5:
                continue
            # Compare from the highest card down: pack the sorted values into one integer.
            key = 0
            for value in sorted(values, reverse=True):
                key = key * 16 + value
            if best is None or key < best:
                best = key
    return best
