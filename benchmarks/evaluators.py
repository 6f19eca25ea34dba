"""The hand evaluators of :mod:`pokerfloor.games.evaluation` against PokerKit's, in one run.

    python benchmarks/evaluators.py            # the full run (about a minute)
    python benchmarks/evaluators.py --quick    # a smoke run of a second or two

For each game: the same random hands (fixed seed) ranked by our evaluator and by PokerKit's hand
class (``from_game``, the call PokerKit's own showdown makes), as evaluations a second, the median
of several repeats; then a six-player showdown through ``ranks``; then the import time of the
module (its tables are built at import). Figures are printed, never asserted: the machine is shared.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from pokerfloor.games.cards import cards_text
from pokerfloor.games.evaluation import (
    ACE_TO_FIVE_LOW,
    BADUGI,
    DEUCE_TO_SEVEN_LOW,
    EIGHT_OR_BETTER_LOW,
    HIGH,
    OMAHA_EIGHT_OR_BETTER_LOW,
    OMAHA_HIGH,
    SHORT_DECK_HIGH,
    Evaluator,
)

pokerkit: Any
try:
    import pokerkit
except ImportError:  # the bench extra is not installed: our figures only
    pokerkit = None

DECK = tuple(range(52))
SHORT_DECK = tuple(c for c in DECK if c >> 2 >= 4)

#: (label, evaluator, PokerKit's hand class name, deck, hole cards, board cards)
GAMES: tuple[tuple[str, Evaluator, str, Sequence[int], int, int], ...] = (
    ("razz, 7 cards", ACE_TO_FIVE_LOW, "RegularLowHand", DECK, 7, 0),
    ("stud high, 7 cards", HIGH, "StandardHighHand", DECK, 7, 0),
    ("stud 8-or-better low, 7 cards", EIGHT_OR_BETTER_LOW, "EightOrBetterLowHand", DECK, 7, 0),
    ("Omaha high, 4 + 5", OMAHA_HIGH, "OmahaHoldemHand", DECK, 4, 5),
    ("Omaha high, 6 + 5", OMAHA_HIGH, "OmahaHoldemHand", DECK, 6, 5),
    ("Omaha 8-or-better low, 4 + 5", OMAHA_EIGHT_OR_BETTER_LOW, "OmahaEightOrBetterLowHand", DECK, 4, 5),
    ("Omaha 8-or-better low, 6 + 5", OMAHA_EIGHT_OR_BETTER_LOW, "OmahaEightOrBetterLowHand", DECK, 6, 5),
    ("2-7 low, 5 cards", DEUCE_TO_SEVEN_LOW, "StandardLowHand", DECK, 5, 0),
    ("badugi, 4 cards", BADUGI, "BadugiHand", DECK, 4, 0),
    ("short deck, 2 + 5", SHORT_DECK_HIGH, "ShortDeckHoldemHand", SHORT_DECK, 2, 5),
)


def deal(deck: Sequence[int], hole: int, board: int, count: int, seed: int) -> list[tuple[list[int], list[int]]]:
    """``count`` random (hole, board) pairs."""
    rng = random.Random(seed)
    hands = []
    for _ in range(count):
        dealt = rng.sample(deck, hole + board)
        hands.append((dealt[:hole], dealt[hole:]))
    return hands


def median_rate(work: Callable[[], object], units: int, repeats: int) -> float:
    """Units a second: the median of ``repeats`` timed runs of ``work``."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        rates.append(units / (time.perf_counter() - start))
    return statistics.median(rates)


def ours(evaluator: Evaluator, hands: list[tuple[list[int], list[int]]]) -> Callable[[], object]:
    rank = evaluator.rank
    return lambda: [rank(hole, board) for hole, board in hands]


def theirs(kind: Any, hands: list[tuple[list[int], list[int]]]) -> Callable[[], object]:
    # PokerKit's cards parsed once beforehand, so that only its evaluation is timed.
    parsed = [(pokerkit.Card.clean(cards_text(hole)), pokerkit.Card.clean(cards_text(board))) for hole, board in hands]

    def work() -> list[Any]:
        out = []
        for hole, board in parsed:
            try:
                out.append(kind.from_game(hole, board))
            except ValueError:  # no qualifying low
                out.append(None)
        return out

    return work


def showdown_rate(count: int, repeats: int) -> list[tuple[str, float, float]]:
    """Six-player showdowns a second through ``ranks`` and through ``rank`` per player."""
    rows = []
    for label, evaluator, deck, hole_size in (
        ("hold'em high", HIGH, DECK, 2),
        ("Omaha 8-or-better low", OMAHA_EIGHT_OR_BETTER_LOW, DECK, 4),
        ("short deck", SHORT_DECK_HIGH, SHORT_DECK, 2),
    ):
        rng = random.Random(11)
        tables: Tables = []
        for _ in range(count):
            dealt = rng.sample(deck, 5 + 6 * hole_size)
            tables.append((dealt[:5], [dealt[5 + i * hole_size : 5 + (i + 1) * hole_size] for i in range(6)]))
        batch = median_rate(showdowns(evaluator, tables), count, repeats)
        one = median_rate(one_by_one(evaluator, tables), count, repeats)
        rows.append((label, batch, one))
    return rows


Tables = list[tuple[list[int], list[list[int]]]]


def showdowns(evaluator: Evaluator, tables: Tables) -> Callable[[], object]:
    ranks, out = evaluator.ranks, [False] * 6
    return lambda: [ranks(board, holes, out) for board, holes in tables]


def one_by_one(evaluator: Evaluator, tables: Tables) -> Callable[[], object]:
    rank = evaluator.rank
    return lambda: [[rank(hole, board) for hole in holes] for board, holes in tables]


def import_time(repeats: int) -> float:
    """Milliseconds to import the module in a fresh interpreter, pokerfloor itself already imported."""
    code = (
        "import time, pokerfloor, phevaluator; t = time.perf_counter(); import pokerfloor.games.evaluation; "
        "print(time.perf_counter() - t)"
    )
    runs = [float(subprocess.check_output([sys.executable, "-c", code], text=True)) for _ in range(repeats)]
    return 1000 * statistics.median(runs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="a smoke run of a second or two")
    args = parser.parse_args(argv)
    count, pokerkit_count, repeats = (2000, 200, 1) if args.quick else (50_000, 2_000, 5)

    print(f"{'evaluations/s':32} {'pokerfloor':>12} {'PokerKit':>12} {'ratio':>8}")
    for label, evaluator, kind_name, deck, hole, board in GAMES:
        hands = deal(deck, hole, board, count, seed=len(label))
        ours_rate = median_rate(ours(evaluator, hands), count, repeats)
        if pokerkit is None:
            print(f"{label:32} {ours_rate:12,.0f}")
            continue
        few = hands[:pokerkit_count]
        theirs_rate = median_rate(theirs(getattr(pokerkit, kind_name), few), len(few), repeats)
        print(f"{label:32} {ours_rate:12,.0f} {theirs_rate:12,.0f} {ours_rate / theirs_rate:7.0f}x")

    print(f"\n{'six-player showdowns/s':32} {'ranks()':>12} {'rank() x 6':>12}")
    for label, batch, one in showdown_rate(count // 10, repeats):
        print(f"{label:32} {batch:12,.0f} {one:12,.0f}")

    print(f"\nimport pokerfloor.games.evaluation: {import_time(3 if args.quick else 9):.1f} ms (median)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
