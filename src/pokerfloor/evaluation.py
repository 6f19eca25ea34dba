"""Hand strength, behind a small interface of our own.

High hands are ranked by ``phevaluator`` (a perfect-hash evaluator measured at about a million
seven-card evaluations a second here); the eight-or-better low of Omaha hi-lo is ranked here.
Every rank is an ``int`` and **lower is better**, as in phevaluator: 1 is a royal flush.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from phevaluator import evaluate_cards, evaluate_omaha_cards

try:  # The C functions behind phevaluator's public ones take card ids directly: no conversion.
    from phevaluator._pheval import evaluate_7cards as _seven_cards
    from phevaluator._pheval import evaluate_omaha_cards as _omaha_cards
except ImportError:  # pragma: no cover - another build of phevaluator: the public functions
    _seven_cards = evaluate_cards
    _omaha_cards = evaluate_omaha_cards

__all__ = ["holdem_high_ranks", "omaha_high_rank", "omaha_low_rank", "seven_card_rank"]


def seven_card_rank(hole: Sequence[int], board: Sequence[int]) -> int:
    """The rank of the best high hand of any five of the hole cards and the board."""
    if len(board) == 5 and len(hole) == 2:
        return int(_seven_cards(*board, *hole))
    return int(evaluate_cards(*board, *hole))


def omaha_high_rank(hole: Sequence[int], board: Sequence[int]) -> int:
    """The rank of the best high hand of exactly two hole cards and three of the board."""
    return int(_omaha_cards(*board, *hole))


def holdem_high_ranks(board: Sequence[int], holes: Sequence[Sequence[int]], out: Sequence[bool]) -> list[int | None]:
    """:func:`seven_card_rank` of every hand at a showdown, ``None`` for the seats ``out``: one call
    for them all, the board unpacked once."""
    if len(board) == 5:
        b0, b1, b2, b3, b4 = board
        # Two hole cards each (a hand pads unknown ones), passed without unpacking a list.
        return [
            None if gone else _seven_cards(b0, b1, b2, b3, b4, c0, c1)
            for (c0, c1), gone in zip(holes, out, strict=True)
        ]
    return [None if gone else seven_card_rank(hole, board) for hole, gone in zip(holes, out, strict=True)]


# Low ranks: ace is 1, then 2..8; a card above 8 cannot make an eight-or-better low.
_LOW_VALUE: Final = tuple(((rank + 2) if rank < 12 else 1) for rank in range(13))


def omaha_low_rank(hole: Sequence[int], board: Sequence[int]) -> int | None:
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
