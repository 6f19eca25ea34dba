"""``pokerfloor equity``: each player's share of the pot (:mod:`pokerfloor.play.equity`), as a
table or one JSON object."""

from __future__ import annotations

import argparse
import json
from typing import Any

from pokerfloor.cli.arguments import command_refused
from pokerfloor.errors import PokerfloorError
from pokerfloor.games.variants import DEFAULT_VARIANT, VARIANTS

__all__ = ["add_equity_parser"]


def add_equity_parser(commands: Any) -> None:  # argparse's _SubParsersAction is private
    """The ``equity`` command's parser."""
    from pokerfloor.play.equity import EXACT_MOST, SAMPLES  # noqa: PLC0415 - loaded when this command is built

    equity = commands.add_parser(
        "equity", help="each player's share of the pot, exact or by a seeded Monte Carlo", description=_equity.__doc__
    )
    equity.add_argument("hands", nargs="+", metavar="CARDS", help="each player's cards, e.g. AsKd (?? for unknown)")
    equity.add_argument(
        "--game",
        default=DEFAULT_VARIANT.name,
        metavar="GAME",
        help=f"a game by name or alias (default {DEFAULT_VARIANT.name}): {', '.join(VARIANTS)}",
    )
    equity.add_argument("--board", default="", metavar="CARDS", help="the board so far, e.g. 2c7d9h")
    equity.add_argument("--dead", default="", metavar="CARDS", help="cards out of the deck (folded, burnt, exposed)")
    equity.add_argument(
        "--samples", type=int, default=SAMPLES, metavar="N", help=f"Monte Carlo deals (default {SAMPLES})"
    )
    equity.add_argument("--seed", type=int, default=0, metavar="S", help="the Monte Carlo's seed (default 0)")
    equity.add_argument(
        "--exact-most",
        type=int,
        default=EXACT_MOST,
        metavar="N",
        help=f"enumerate the boards when there are at most N (default {EXACT_MOST})",
    )
    equity.add_argument("--json", action="store_true", help="the shares as one JSON object")
    equity.set_defaults(run=_equity)


def _equity(args: argparse.Namespace) -> int:
    """Each player's share of the pot if the hand went to a showdown now: every way the rest of
    the board can come when the players' cards are known and the boards few (exact), else a
    seeded Monte Carlo with each share's standard error. Any game of the registry: hi, lo, hi-lo
    splits, stud (a player's cards so far, ?? for an opponent's down cards), the draws (the
    cards kept, ?? for each card drawn)."""
    from pokerfloor.play.equity import equity  # noqa: PLC0415 - loaded for this command only

    try:
        result = equity(
            args.game,
            args.hands,
            args.board,
            args.dead,
            samples=args.samples,
            seed=args.seed,
            exact_most=args.exact_most,
        )
    except PokerfloorError as error:
        return command_refused("equity", error)
    if args.json:
        print(json.dumps({"game": args.game, "hands": args.hands, **result.as_json()}))
        return 0
    width = max(len(hand) for hand in args.hands)
    for hand, share, spread_of in zip(args.hands, result.shares, result.errors, strict=True):
        spread = "" if result.exact else f" ± {spread_of:.2%}"
        print(f"{hand:<{width}}  {share:7.2%}{spread}")
    how = "exact" if result.exact else f"Monte Carlo, seed {args.seed}"
    print(f"{how}: {result.deals:,} deals")
    return 0
