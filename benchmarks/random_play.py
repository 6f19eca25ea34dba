"""Random play in the stud games and the draws against PokerKit, in the same process and run.

    python benchmarks/random_play.py                       # stud, razz, stud hi-lo, the draws, hold'em
    python benchmarks/random_play.py --games stud razz --repeats 5
    python benchmarks/random_play.py --ours-only stud --hands 300   # one engine, for callgrind

Issue 30 asks that stud, razz and the draw games' random play reach 60 times PokerKit's. Each
repeat plays ``--hands`` hands with pokerfloor and ``--theirs`` with PokerKit, one after the other
in this process (``bench.ours_random_hands`` and ``bench.pokerkit_random_hands``: the same tables,
the same policy and its discards), and prints each engine's hands a second in processor time and
their ratio; then the median of the ratios and their spread, and the load average before and after
(on a shared machine the load moves both engines alike, and the ratio less than either figure).
Nothing here is asserted in a test: the figures are for docs/performance.md.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))  # bench.py beside this file, run as a script too
import bench

from pokerfloor import engine

#: The games measured by default, by bench.py's labels: issue 30's, and hold'em to compare.
GAMES = ("seven-card stud", "razz", "stud hi-lo", "2-7 triple draw", "badugi", "no-limit hold'em")
#: Our name of each game (``bench._table`` and ``bench._pokerkit_state`` take it).
NAMES = {label: game for label, (game, _) in bench.OTHER_GAMES.items()} | {"no-limit hold'em": "holdem"}


def rate(play: Callable[[int, int, str], int], hands: int, game: str) -> float:
    """Hands a second of processor time, ``hands`` played from seed 1."""
    gc.collect()
    started = time.process_time()
    play(hands, 1, game)
    return hands / (time.process_time() - started)


def load() -> str:
    """The load average of the last minute, five and fifteen."""
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def measure(labels: list[str], hands: int, theirs: int, repeats: int) -> None:
    """Print each game's figures, repeat by repeat, and their medians."""
    print(f"python {sys.version.split()[0]}; {engine.describe()}; {os.cpu_count()} cores")
    print(f"load average at the start: {load()}")
    for label in labels:
        game = NAMES[label]
        bench.ours_random_hands(hands // 10, 2, game)  # warmed: the first hands load the modules
        bench.pokerkit_random_hands(max(theirs // 10, 1), 2, game)
        ours_rates, their_rates = [], []
        for _ in range(repeats):
            ours_rates.append(rate(bench.ours_random_hands, hands, game))
            their_rates.append(rate(bench.pokerkit_random_hands, theirs, game))
        ratios = [o / t for o, t in zip(ours_rates, their_rates, strict=True)]
        each = ", ".join(f"{o:,.0f}/{t:,.1f}" for o, t in zip(ours_rates, their_rates, strict=True))
        print(
            f"{label:<18} ours {statistics.median(ours_rates):>9,.0f} hands/s ({min(ours_rates):,.0f}-"
            f"{max(ours_rates):,.0f}), PokerKit {statistics.median(their_rates):>7,.1f} "
            f"({min(their_rates):,.1f}-{max(their_rates):,.1f}), ratio {statistics.median(ratios):5.1f}x "
            f"({min(ratios):.1f}-{max(ratios):.1f}x)   [{each}]"
        )
    print(f"load average at the end: {load()}")


def main(argv: list[str] | None = None) -> int:
    """Measure, or play one engine's hands only (``--ours-only``, for a profiler)."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="+", choices=sorted(NAMES), default=list(GAMES), metavar="GAME")
    parser.add_argument("--hands", type=int, default=3000, help="pokerfloor's hands a repeat")
    parser.add_argument("--theirs", type=int, default=300, help="PokerKit's hands a repeat")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--ours-only", choices=sorted(NAMES), metavar="GAME", help="only play our hands of GAME")
    args = parser.parse_args(argv)
    if args.ours_only:
        bench.ours_random_hands(args.hands, 1, NAMES[args.ours_only])
        return 0
    if bench.pokerkit is None:
        sys.exit("random_play.py: PokerKit is not installed (pip install -e '.[bench]')")
    measure(args.games, args.hands, args.theirs, args.repeats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
