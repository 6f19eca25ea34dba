"""The ``pokerfloor tournament`` and ``pokerfloor icm`` commands.

``tournament`` plays simulated sit-and-go tournaments to a winner (one, or many with
``--tournaments``, shared among ``--jobs`` processes, repeatable with ``--seed``) and prints the
places, the hands played and the time each level took. ``icm`` prints what stacks are worth in
money by the Independent Chip Model.
"""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pokerfloor.cli.arguments import BadArgumentError, command_refused
from pokerfloor.errors import PokerfloorError
from pokerfloor.rules import PRESETS

if TYPE_CHECKING:
    from pokerfloor.play.tournament import Level, TournamentResult

__all__ = ["DEFAULT_LEVELS", "add_play_parsers", "default_levels"]

#: Without a level file: blinds of 1% and 2% of the starting stack, doubling every ten hands.
DEFAULT_LEVELS = 8


def default_levels(stack: int) -> list[Level]:
    """The levels used without a level file: the big blind a fiftieth of the starting stack,
    doubling every ten hands (the last level lasts until the end)."""
    from pokerfloor.play.tournament import Level  # noqa: PLC0415 - the command line loads the games only for this command

    big = max(2, stack // 50)
    return [
        Level(blinds=(big * 2**k // 2, big * 2**k), hands=10 if k < DEFAULT_LEVELS - 1 else 0)
        for k in range(DEFAULT_LEVELS)
    ]


def add_play_parsers(commands: Any) -> None:  # argparse's _SubParsersAction is private
    """Add ``tournament`` and ``icm`` to the command line's subcommands."""
    tournament = commands.add_parser(
        "tournament", help="play simulated sit-and-go tournaments to a winner", description=_tournament.__doc__
    )
    tournament.add_argument("--players", type=int, default=6, metavar="K", help="players (2 to 10, default 6)")
    tournament.add_argument("--stack", type=int, default=1500, metavar="N", help="starting stack (default 1500)")
    tournament.add_argument(
        "--levels", metavar="FILE", help="the levels, a TOML file of [[level]] tables (default: blinds doubling)"
    )
    tournament.add_argument("--tournaments", type=int, default=1, metavar="N", help="how many to play (default 1)")
    tournament.add_argument("--rulebook", choices=list(PRESETS), default="tda", help="default tda")
    tournament.add_argument("--seed", type=int, metavar="S", help="for a run that repeats exactly")
    tournament.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes (default 1)")
    tournament.add_argument("--payouts", type=_amounts, metavar="P,P,...", help="also print each place's prize")
    tournament.add_argument("--json", action="store_true", help="the summary as one JSON object")
    tournament.add_argument("--progress", action="store_true", help="show the progress bar even when not on a terminal")
    tournament.set_defaults(run=_tournament)

    icm = commands.add_parser("icm", help="what chip stacks are worth in money (ICM)", description=_icm.__doc__)
    icm.add_argument("stacks", nargs="+", metavar="STACKS", help="the stacks: 5000 3000 2000, or 5000,3000,2000")
    icm.add_argument("--payouts", type=_amounts, required=True, metavar="P,P,...", help="the prizes, first first")
    icm.add_argument("--json", action="store_true", help="the equities as one JSON object")
    icm.set_defaults(run=_icm)


def _amounts(text: str) -> list[Fraction]:
    """Amounts of money written ``50,30,20`` (decimals allowed: ``12.5``)."""
    try:
        amounts = [Fraction(part) for part in text.split(",") if part.strip()]
    except (ValueError, ZeroDivisionError):
        raise BadArgumentError(variant="amounts-written", params={"text": repr(text)}) from None
    if not amounts or any(a < 0 for a in amounts):
        raise BadArgumentError(variant="amounts-negative", params={"text": repr(text)})
    return amounts


def _check_jobs(jobs: int) -> None:
    """Refuse fewer than one worker process."""
    if jobs < 1:
        raise PokerfloorError(code="bad-field", variant="jobs", params={"jobs": jobs})


def _stacks(written: list[str]) -> list[int]:
    """The stacks of the ``icm`` command: ``5000 3000 2000`` or ``5000,3000,2000``."""
    parts = [part.strip() for text in written for part in text.split(",") if part.strip()]
    if not all(part.isascii() and part.isdigit() for part in parts):
        raise PokerfloorError(code="bad-field", variant="icm-written", params={"stacks": repr(" ".join(written))})
    return [int(part) for part in parts]


def _tournament(args: argparse.Namespace) -> int:
    """Play sit-and-go tournaments at one table, every decision random, to one winner holding
    every chip; print the places, the hands played and each level's hands and time. With several
    tournaments, a summary: hands per tournament, wins by seat, hands and time per level. The
    button and the blinds move by the rulebook (a dead button, TDA 2024 Rule 32)."""
    from pokerfloor.cli.progress import Progress  # noqa: PLC0415 - loaded for this command only
    from pokerfloor.play.tournament import Tournament, play_tournaments, read_levels  # noqa: PLC0415 - as above

    try:
        levels = read_levels(Path(args.levels)) if args.levels else default_levels(args.stack)
        _check_jobs(args.jobs)
        if args.tournaments == 1:
            names = [f"P{k + 1}" for k in range(args.players)]
            result = Tournament(names, args.stack, levels, rules=args.rulebook, seed=args.seed).run()
            return _print_one(args, result, levels)
        with Progress("playing", args.tournaments, show=True if args.progress else None) as bar:
            summary = play_tournaments(
                args.tournaments,
                args.players,
                args.stack,
                levels,
                rules=args.rulebook,
                seed=args.seed,
                jobs=args.jobs,
                progress=lambda done: bar.advance(done - bar.done),
                payouts=args.payouts or (),
            )
    except PokerfloorError as error:
        return command_refused("tournament", error)
    if args.json:
        print(json.dumps(summary.as_json()))
        return 0 if summary.all_chips_to_one else 1
    chips = args.players * args.stack
    mean = summary.hands / summary.tournaments
    ended = "every one ended" if summary.all_chips_to_one else "NOT every one ended"
    print(
        f"{summary.tournaments:,} tournaments of {args.players} players in {summary.seconds:.2f}s: {ended} with one"
        f" winner holding all {chips:,} chips"
    )
    fewest, most = summary.fewest_hands, summary.most_hands
    print(f"hands: {summary.hands:,} ({mean:.1f} a tournament, fewest {fewest}, most {most})")
    wins = ", ".join(f"{name} {count:,}" for name, count in sorted(summary.wins.items(), key=lambda kv: int(kv[0][1:])))
    print(f"wins by seat: {wins}")
    if args.payouts:
        from pokerfloor.explain.catalog import render  # noqa: PLC0415 - for this line only

        prizes = sorted(summary.mean_prizes().items(), key=lambda kv: int(kv[0][1:]))
        said = ", ".join(f"{name} {float(prize):,.2f}" for name, prize in prizes)
        print(render("cli.prizes-by-seat", "en", prizes=said))
    for k, (hands, seconds) in enumerate(zip(summary.level_hands, summary.level_seconds, strict=True)):
        level = _level_text(levels[min(k, len(levels) - 1)])
        print(f"level {k + 1} ({level}): {hands:,} hands, {seconds:.2f}s of play")
    return 0 if summary.all_chips_to_one else 1


def _print_one(args: argparse.Namespace, result: TournamentResult, levels: list[Level]) -> int:
    prizes = result.prizes(args.payouts) if args.payouts else {}
    if args.json:
        print(
            json.dumps(
                {
                    "places": [{"name": f.name, "place": f.place, "hand": f.hand} for f in result.places],
                    "hands": result.hands,
                    "chips": result.chips,
                    "level_hands": result.level_hands,
                    "level_seconds": [round(s, 4) for s in result.level_seconds],
                    "prizes": prizes,
                }
            )
        )
        return 0
    print(f"{result.winner} won, with all {result.chips:,} chips, after {result.hands} hands")
    for finish in result.places:
        out = "" if finish.place == 1 else f", out on hand {finish.hand}"
        prize = f", prize {prizes[finish.name]:g}" if finish.name in prizes else ""
        print(f"  {finish.place}. {finish.name}{out}{prize}")
    for k, (hands, seconds) in enumerate(zip(result.level_hands, result.level_seconds, strict=True)):
        print(f"level {k + 1} ({_level_text(levels[k])}): {hands} hands, {seconds:.3f}s")
    return 0


def _level_text(level: Level) -> str:
    """A level in a few words: ``holdem 10/20, ante 2``."""
    parts = [level.game]
    if level.blinds:
        parts.append(f"{level.blinds[0]}/{level.blinds[1]}")
    if level.bring_in:
        parts.append(f"{level.small_bet}/{level.big_bet}, bring-in {level.bring_in}")
    if level.ante:
        parts.append(f"ante {level.ante}")
    if level.bb_ante:
        parts.append(f"big-blind ante {level.bb_ante}")
    return " ".join(parts[:2]) + "".join(f", {p}" for p in parts[2:])


def _icm(args: argparse.Namespace) -> int:
    """Print each stack's equity in the prizes by the Independent Chip Model (Malmuth-Harville):
    the chance to finish first is the share of the chips, and so on down, place by place."""
    from pokerfloor.play.icm import icm_equities  # noqa: PLC0415 - loaded for this command only

    try:
        stacks = _stacks(args.stacks)
        equities = icm_equities(stacks, args.payouts)
    except PokerfloorError as error:
        return command_refused("icm", error)
    total = sum(stacks)
    if args.json:
        print(json.dumps({"stacks": stacks, "equities": [float(e) for e in equities]}))
        return 0
    pool = sum(args.payouts[: len(stacks)])
    for stack, equity in zip(stacks, equities, strict=True):
        share = float(equity / pool) if pool else 0.0
        print(f"{stack:>12,}  {stack / total:6.1%} of the chips  {float(equity):12,.2f}  {share:6.1%} of the prizes")
    return 0
