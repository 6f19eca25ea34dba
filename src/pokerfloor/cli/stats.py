"""``pokerfloor stats``: each player's statistics over hand histories of any format ``check``
reads (:mod:`pokerfloor.checking.stats`), as a table or one JSON object per player."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from pokerfloor.cli.arguments import command_refused
from pokerfloor.errors import PokerfloorError
from pokerfloor.rules import PRESETS

__all__ = ["add_stats_parser"]


def add_stats_parser(commands: Any) -> None:  # argparse's _SubParsersAction is private
    """The ``stats`` command's parser."""
    stats = commands.add_parser(
        "stats",
        help="each player's statistics over hand histories (VPIP, PFR, aggression, won)",
        description=_stats.__doc__,
    )
    stats.add_argument(
        "paths", nargs="+", metavar="PATH", help=".phh, .phhs, site .txt, iPoker .xml or .ohh files, or folders of them"
    )
    stats.add_argument("--rulebook", choices=list(PRESETS), default="tda", help="replay under this rulebook")
    stats.add_argument("--json", action="store_true", help="one JSON object per player")
    stats.add_argument("--min-hands", type=int, default=1, metavar="N", help="only players of N hands or more")
    stats.set_defaults(run=_stats)


def _stats(args: argparse.Namespace) -> int:
    """Each player's statistics over the hands of the files (folders searched, as check searches
    them): hands, VPIP, PFR, 3-bet, c-bet, aggression, went to showdown and won at showdown, and
    what he won in the hands' money and in big blinds, with big blinds per 100 hands, and the
    same with each all-in called with cards to come counted at its equity (all-in EV). Every hand
    is replayed under the rulebook first: a hand it refuses, or that cannot be read, counts for
    nobody, and how many and why is said. Exits 1 when no hand was counted."""
    from pokerfloor.checking.stats import corpus_stats, stats_json, stats_table  # noqa: PLC0415 - loaded for this command only
    from pokerfloor.rules import rulebook  # noqa: PLC0415 - as above

    try:
        corpus = corpus_stats(args.paths, rulebook(args.rulebook))
    except PokerfloorError as error:
        return command_refused("stats", error)
    if args.json:
        for line in stats_json(corpus, args.min_hands):
            print(line)
        for line in stats_table(corpus, args.min_hands)[-1 - len(corpus.not_counted) :]:
            print(line, file=sys.stderr)
    else:
        for line in stats_table(corpus, args.min_hands):
            print(line)
    return 0 if corpus.hands else 1
