"""Ten thousand simulated sit-and-go tournaments, each played to one winner holding every chip.

    python benchmarks/tournaments.py                 # 10,000 tournaments of 6 players
    python benchmarks/tournaments.py --count 500 --jobs 2

Every decision is random (pokerfloor.play.session.table_policy); the button and the blinds move by
the rulebook between hands (a dead button, TDA 2024 Rule 32). Prints the time taken, tournaments
and hands a second, and whether every tournament ended with one winner holding all the chips
(the test suite plays 500 of them: tests/test_play.py). The figures are printed, never asserted:
the machine is shared and noisy.
"""

from __future__ import annotations

import argparse
import sys

from pokerfloor.play.tournament import Level, play_tournaments

LEVELS = [Level(blinds=(10 * 2**k, 20 * 2**k), hands=10) for k in range(7)] + [Level(blinds=(1280, 2560))]


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; exits 1 if any tournament did not end with one player holding every chip."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_000, help="tournaments (default 10,000)")
    parser.add_argument("--players", type=int, default=6, help="players in each (default 6)")
    parser.add_argument("--stack", type=int, default=1500, help="starting stack (default 1500)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--seed", type=int, default=16, help="seed (default 16)")
    args = parser.parse_args(argv)
    summary = play_tournaments(args.count, args.players, args.stack, LEVELS, seed=args.seed, jobs=args.jobs)
    seconds = summary.seconds or 1e-9
    print(
        f"{summary.tournaments:,} tournaments of {args.players} in {summary.seconds:.1f}s with {args.jobs} job(s):"
        f" {summary.tournaments / seconds:,.0f} tournaments/s, {summary.hands / seconds:,.0f} hands/s;"
        f" {summary.hands:,} hands ({summary.fewest_hands} to {summary.most_hands} a tournament)"
    )
    ended = "yes" if summary.all_chips_to_one else "NO"
    print(f"every tournament ended with one winner holding all {args.players * args.stack:,} chips: {ended}")
    return 0 if summary.all_chips_to_one else 1


if __name__ == "__main__":
    sys.exit(main())
