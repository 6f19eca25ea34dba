"""The ``pokerfloor`` command: ``rule`` (situation files) and ``check`` (hand histories).

``rule`` reads situation files (or folders of them) and prints each case's ruling under each
rulebook the case names: readable by default, one JSON object per line with ``--json``. A case
that cannot be played gets an ``error`` naming the case and the offending action or field; the
command never shows a traceback for a bad file.
"""

from __future__ import annotations

import argparse
import gc
import io
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from pokerfloor import engine
from pokerfloor.checking.corpus import check_files, history_names
from pokerfloor.checking.phh_verdict import FAILED
from pokerfloor.checking.rake import Rake
from pokerfloor.checking.summary import Tally
from pokerfloor.cli.arguments import BadArgumentError, command_refused
from pokerfloor.cli.progress import Progress
from pokerfloor.errors import PokerfloorError
from pokerfloor.formats import FORMATS
from pokerfloor.formats.units import exact_json
from pokerfloor.games.variants import DEFAULT_VARIANT, VARIANTS, variant
from pokerfloor.rules import PRESETS
from pokerfloor.structures import STRUCTURE_NAMES

if TYPE_CHECKING:
    from pokerfloor.formats.situation import Case

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    _escape_what_cannot_be_written()
    words = sys.argv[1:] if argv is None else argv
    parser = _parser(_named_command(words))
    args = parser.parse_args(words)
    # What is loaded by now (modules, catalogs, parsers) lives as long as the run: kept out of the
    # collector's way, which a check of many hands would otherwise walk through again and again.
    gc.freeze()
    if args.command is None:
        parser.print_help()
        return 2
    try:
        result: int = args.run(args)
    except BrokenPipeError:  # the reader went away (| head): stop quietly
        sys.stderr.close()
        return 0
    return result


def _escape_what_cannot_be_written() -> None:
    """Write what the output's encoding cannot hold as backslash escapes, not a crash.

    A file name that is not UTF-8 reaches Python as lone surrogates (byte 0xff as ``\\udcff``),
    which a strict UTF-8 output (``PYTHONIOENCODING=utf-8:strict``) refuses. Escaped, it reads
    ``\\udcff``: in ``--json`` lines that is the JSON escape of the same character, so the name
    still reads back (``os.fsencode`` turns it into the bytes on disk)."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def _parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser: every command's, or with ``command`` (the command line's first
    word, when it names one) that command's alone, which is all that is parsed then. Each parser
    argparse makes looks up its message catalogs on disk, and a command's arguments cost more to
    build than a check of a few hundred hands takes: a run builds only what it parses. The help of
    ``pokerfloor`` alone, and an unknown command, get the whole parser."""
    parser = _Parser(
        prog="pokerfloor", description="Poker betting rules, ruled like a tournament floor, with the rule cited."
    )
    parser.add_argument("--version", action="version", version=f"pokerfloor {engine.VERSION}, {engine.describe()}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    adders = _COMMANDS.values() if command is None else [_COMMANDS[command]]
    for add in dict.fromkeys(adders):  # one adder may add two commands
        add(commands)
    return parser


class _Parser(argparse.ArgumentParser):
    """argparse's parser, given the terminal's width. argparse asks :mod:`shutil` for it each
    time it formats (and it formats each argument added, to check its metavar); importing shutil,
    which imports bz2 and lzma, costs every start more than a check of ten hands. Its commands'
    parsers are of this class too (argparse makes them of the parser's class)."""

    def _get_formatter(self) -> argparse.HelpFormatter:
        # Our parsers' formatter classes are argparse's, which take the width (typeshed's
        # protocol of a formatter class names the program only).
        formatter = cast("type[argparse.HelpFormatter]", self.formatter_class)
        return formatter(prog=self.prog, width=_columns() - 2)  # argparse keeps 2 columns free


def _columns() -> int:
    """The terminal's width as :func:`shutil.get_terminal_size` tells it: ``COLUMNS`` when set,
    else the width of the terminal of standard output, else 80."""
    try:
        columns = int(os.environ.get("COLUMNS", ""))
    except ValueError:
        columns = 0
    if columns > 0:
        return columns
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns or 80  # type: ignore[union-attr]
    except (AttributeError, ValueError, OSError):  # no standard output, closed, or not a terminal
        return 80


def _named_command(argv: Sequence[str]) -> str | None:
    """The command the command line runs, when its first word names one (``None`` otherwise)."""
    return argv[0] if argv and argv[0] in _COMMANDS else None


def _add_rule(commands: Any) -> None:  # argparse's _SubParsersAction is private
    """The ``rule`` command: situation files ruled."""
    from pokerfloor.explain.catalog import LANGUAGES  # noqa: PLC0415 - the catalogs' module, loaded for this command only

    rule = commands.add_parser("rule", help="rule on situation files", description=_rule.__doc__)
    rule.add_argument("paths", nargs="+", metavar="FILE", help="situation files (.toml) or folders of them")
    rule.add_argument("--json", action="store_true", help="one JSON object per case and rulebook")
    rule.add_argument("--rulebook", choices=list(PRESETS), help="rule under this rulebook only")
    rule.add_argument(
        "--explain",
        action="store_true",
        help="print why: each option, its amounts, the pots, citing the rule (the JSON always carries them)",
    )
    rule.add_argument(
        "--lang", choices=list(LANGUAGES), default="en", help="the language of the explanations (default en)"
    )
    rule.add_argument(
        "--check",
        action="store_true",
        help="compare each case's expect with the ruling: print every mismatch and a count; exit 1 on any",
    )
    rule.set_defaults(run=_rule)


def _add_check(commands: Any) -> None:  # argparse's _SubParsersAction is private
    """The ``check`` command: hand histories replayed."""
    check = commands.add_parser(
        "check",
        help="replay hand histories (PHH, PokerStars, OHH) and report rule violations",
        description=_check.__doc__,
    )
    check.add_argument(
        "paths", nargs="+", metavar="PATH", help=".phh, .phhs, site .txt, iPoker .xml or .ohh files, or folders of them"
    )
    check.add_argument(
        "--rulebook", choices=list(PRESETS), default="tda", help="replay under this rulebook (default tda)"
    )
    check.add_argument("--jobs", type=_workers, default=1, metavar="N", help="worker processes on this machine")
    check.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler to share the work (pokerfloor[dask])")
    check.add_argument("--json", action="store_true", help="one JSON object per hand")
    check.add_argument("--progress", action="store_true", help="show the progress bar even when not on a terminal")
    check.add_argument(
        "--strict",
        action="store_true",
        help="fail hands the lenient reader would forgive, of an unknown variant, or not PHH at all",
    )
    check.add_argument(
        "--rake",
        type=_rake,
        metavar="PERCENT[/CAP]",
        help="the site's rake, from each pot won after the flop (5/3: 5%%, at most 3 a hand, in the file's units)",
    )
    check.add_argument("--summary", action="store_true", help="a table of the verdicts and their reasons at the end")
    check.set_defaults(run=_check)


def _add_convert(commands: Any) -> None:  # argparse's _SubParsersAction is private
    """The ``convert`` command: hand histories written in another format."""
    convert = commands.add_parser(
        "convert", help="convert hand histories (PokerStars, OHH, PHH)", description=_convert.__doc__
    )
    convert.add_argument("paths", nargs="+", metavar="PATH", help=".txt, .ohh, .phh or .phhs files, or folders of them")
    convert.add_argument("--to", choices=FORMATS, required=True, help="the format to write")
    convert.add_argument(
        "--output",
        metavar="PATH",
        help="write to this file instead of standard output; to a folder (one that exists, or PATH/):"
        " a file for each file converted, named after it",
    )
    convert.add_argument("--rulebook", choices=list(PRESETS), default="tda", help="replay under this rulebook")
    convert.add_argument(
        "--anonymise",
        action="store_true",
        help="replace the players' names by pseudonyms (Player1, Player2...): the same name the same one in every file",
    )
    convert.set_defaults(run=_convert)


def _add_stats(commands: Any) -> None:  # argparse's _SubParsersAction is private
    """The ``stats`` command, from its module (loaded only for it, or for the whole help)."""
    from pokerfloor.cli.stats import add_stats_parser  # noqa: PLC0415 - loaded only when this command is built

    add_stats_parser(commands)


def _add_equity(commands: Any) -> None:  # argparse's _SubParsersAction is private
    """The ``equity`` command, from its module (loaded only for it, or for the whole help)."""
    from pokerfloor.cli.equity import add_equity_parser  # noqa: PLC0415 - loaded only when this command is built

    add_equity_parser(commands)


def _add_simulate(commands: Any) -> None:  # argparse's _SubParsersAction is private
    """The ``simulate`` command: random hands in bulk."""
    simulate = commands.add_parser("simulate", help="play random hands in bulk", description=_simulate.__doc__)
    simulate.add_argument("--hands", type=int, default=10000, metavar="N", help="hands to play (default 10000)")
    simulate.add_argument("--players", type=int, default=6, metavar="K", help="players at the table (default 6)")
    simulate.add_argument(
        "--structure", choices=STRUCTURE_NAMES, help="default no-limit, or the game's own (fixed-limit in stud)"
    )
    simulate.add_argument(
        "--game",
        type=_game,
        default=DEFAULT_VARIANT.name,
        metavar="GAME",
        help=f"a game by name or alias (default {DEFAULT_VARIANT.name}): {', '.join(VARIANTS)}",
    )
    simulate.add_argument(
        "--blinds", type=_blinds, default=(1, 2), metavar="SB/BB", help="default 1/2 (in stud: bring-in/small bet)"
    )
    simulate.add_argument("--ante", type=int, metavar="N", help="each player's ante (in stud default a fifth of BB)")
    simulate.add_argument("--stack", type=int, default=200, metavar="N", help="each player's stack (default 200)")
    simulate.add_argument(
        "--straddle",
        choices=("utg", "button", "mississippi"),
        help="a straddle of two big blinds every hand, from there",
    )
    simulate.add_argument("--bomb-pot", type=int, default=0, metavar="ANTE", help="every hand a bomb pot: each antes")
    simulate.add_argument(
        "--boards", type=int, default=1, metavar="N", help="2: the game on two boards (hold'em, Omaha), each pot split"
    )
    simulate.add_argument("--kill", choices=("full", "half"), help="every hand killed under the gun")
    simulate.add_argument("--third-blind", type=int, default=0, metavar="N", help="a third blind under the gun (1/2/5)")
    simulate.add_argument("--rulebook", choices=list(PRESETS), default="tda", help="default tda")
    simulate.add_argument(
        "--runs", type=int, default=1, metavar="N", help="run the rest of the board N times after an all-in (default 1)"
    )
    simulate.add_argument("--rake", metavar="PERCENT/CAP", help="the house's rake from each hand, e.g. 10/6")
    simulate.add_argument(
        "--away", type=int, default=0, metavar="PERCENT", help="hand after hand, players go away and come back"
    )
    simulate.add_argument(
        "--new-dealer", type=int, default=0, metavar="HANDS", help="with --away: a new dealer every HANDS hands"
    )
    simulate.add_argument("--seed", type=int, metavar="S", help="for a run that repeats exactly")
    simulate.add_argument("--jobs", type=_workers, default=1, metavar="J", help="worker processes (1 or more)")
    simulate.add_argument("--policy", metavar="MODULE:FUNCTION", help="your bot: policy(hand, options, rng) -> Action")
    simulate.add_argument("--json", action="store_true", help="the summary as one JSON object")
    simulate.add_argument("--progress", action="store_true", help="show the progress bar even when not on a terminal")
    simulate.set_defaults(run=_simulate)


def _add_play(commands: Any) -> None:
    """The ``tournament`` and ``icm`` commands, from their module (loaded only for them, or for
    the whole help)."""
    from pokerfloor.cli.play import add_play_parsers  # noqa: PLC0415 - loaded only when these commands are built

    add_play_parsers(commands)


def _add_serve(commands: Any) -> None:
    """The ``serve`` command, from the floor page's package (as above)."""
    from pokerfloor.web import add_serve_parser  # noqa: PLC0415 - loaded only when this command is built

    add_serve_parser(commands)


def _add_tables(commands: Any) -> None:
    """The ``tables`` command (the table server), from its module (as above)."""
    from pokerfloor.cli.tables import add_tables_parser  # noqa: PLC0415 - loaded only when this command is built

    add_tables_parser(commands)


#: Each command's name and what adds its parser to the subcommands, in the order the help lists them.
_COMMANDS: dict[str, Callable[[Any], None]] = {
    "rule": _add_rule,
    "check": _add_check,
    "convert": _add_convert,
    "stats": _add_stats,
    "equity": _add_equity,
    "simulate": _add_simulate,
    "tournament": _add_play,
    "icm": _add_play,
    "serve": _add_serve,
    "tables": _add_tables,
}


def _workers(text: str) -> int:
    """A number of worker processes: 1 or more (0 would do nothing, or everything in one)."""
    if not (text.isascii() and text.isdigit() and int(text) >= 1):
        raise BadArgumentError(variant="workers", params={"text": repr(text)})
    return int(text)


def _game(text: str) -> str:
    """A game by its name or an alias (``big-o``, ``plo8``, ``baduci``): the registry's name."""
    try:
        return variant(text).name
    except PokerfloorError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _rake(text: str) -> Rake:
    try:
        return Rake.parse(text)
    except PokerfloorError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _blinds(text: str) -> tuple[int, int]:
    small, _, big = text.partition("/")
    if not (small.isdigit() and big.isdigit()):
        raise BadArgumentError(variant="blinds-written", params={"text": repr(text)})
    return int(small), int(big)


def _simulate(args: argparse.Namespace) -> int:
    """Play random hands in bulk (or hands decided by your policy) and print a summary: hands a
    second, decisions, pots, the share that reached a showdown. With --seed the run repeats
    exactly, with one process or several."""
    from pokerfloor.play.simulate import load_policy, random_policy, simulate  # noqa: PLC0415 - the other commands need none of it

    try:
        policy = load_policy(args.policy) if args.policy else random_policy
        with Progress("simulating", args.hands, show=True if args.progress else None) as bar:
            summary = simulate(
                hands=args.hands,
                players=args.players,
                seed=args.seed,
                jobs=args.jobs,
                policy=policy,
                progress=lambda done: bar.advance(done - bar.done),
                structure=args.structure,
                game=args.game,
                blinds=args.blinds,
                ante=args.ante,
                stack=args.stack,
                rulebook=args.rulebook,
                straddle=args.straddle,
                bomb_pot=args.bomb_pot,
                kill=args.kill,
                third_blind=args.third_blind,
                runs=args.runs,
                boards=args.boards,
                rake=args.rake,
                away=args.away,
                new_dealer=args.new_dealer,
            )
    except PokerfloorError as error:
        return command_refused("simulate", error)
    figures = summary.as_json()
    if args.json:
        import json  # noqa: PLC0415 - a check, which prints its JSON by exact_json, starts without it

        print(json.dumps(figures))
    else:
        print(
            f"{summary.hands:,} hands in {summary.seconds:.2f}s: {summary.hands_per_second:,.0f} hands/s, "
            f"{summary.decisions:,} decisions; {summary.showdown_share:.1%} reached a showdown; "
            f"chips won {summary.chips_won:,} (biggest pot {summary.biggest_pot:,}); "
            f"chips conserved: {'yes' if summary.chips_conserved else 'NO'}"
            + (f" ({summary.chips_picked_up:,} picked up)" if summary.chips_picked_up else "")
        )
    return 0 if summary.chips_conserved else 1


def _check(args: argparse.Namespace) -> int:
    """Replay every hand under a rulebook: each action checked against the betting rules, the pots
    settled, the result compared with the record (finishing stacks, or winnings). Prints each
    failing hand (or every hand with --json) and how many hands were verified, verified but for an
    odd chip split in halves, replayed with nothing to compare, failed and skipped; exits 1 when
    any hand fails (or none was checked)."""
    tally = Tally()
    files = history_names(args.paths)
    out = sys.stderr if args.json else sys.stdout
    try:
        with Progress("checking", show=True if args.progress else None, unit="hands") as bar:
            batches = check_files(
                files, args.rulebook, jobs=args.jobs, scheduler=args.scheduler, strict=args.strict, rake=args.rake
            )
            for results in batches:
                for result in results:
                    tally.add(result)
                    if args.json:
                        print(exact_json(result))
                    elif result["status"] == FAILED:
                        print(_failure_text(result))
                bar.advance(len(results))
    except PokerfloorError as error:
        return command_refused("check", error)
    print(tally.line(), file=out)
    for line in tally.table() if args.summary else tally.skips():
        print(line, file=out)
    return 1 if tally.counts[FAILED] or not tally.total else 0


def _failure_text(result: dict[str, Any]) -> str:
    where = result["file"] + (f" [{result['hand']}]" if result.get("hand") else "")
    if result.get("action_index") is not None:
        cited = result.get("rule")
        rule = f" ({cited})" if cited and cited not in result["reason"] else ""  # the reason may cite it
        return f"FAIL {where}: action {result['action_index']} {result['action']!r}: {result['reason']}{rule}"
    return f"FAIL {where}: {result['reason']}"


def _convert(args: argparse.Namespace) -> int:
    """Write each hand of the files (folders searched, as check searches them) in another format,
    replayed under a rulebook on the way (a hand the rules refuse is not converted: why is said,
    once for all the hands refused for the same reason, and the exit status is 1). PokerStars text
    and OHH: the hands one after another, a blank line between; PHH: one hand as a .phh, several
    as a .phhs. With --output, to a file, or to a folder a file for each file converted."""
    from pathlib import Path  # noqa: PLC0415 - loaded for this command only

    from pokerfloor.checking.anonymise import Pseudonyms  # noqa: PLC0415 - as above
    from pokerfloor.checking.convert import convert_file  # noqa: PLC0415 - as above
    from pokerfloor.cli.converting import Converted, output_plan  # noqa: PLC0415 - as above
    from pokerfloor.rules import rulebook  # noqa: PLC0415 - as above

    rules = rulebook(args.rulebook)
    done = Converted(args.to)
    names = Pseudonyms() if args.anonymise else None
    try:
        plan = output_plan(args.paths, args.output, args.to, list(history_names(args.paths)))
        for source, target in plan:
            try:
                for converted in convert_file(Path(source), args.to, rules, names):
                    done.add(converted, target)
            except PokerfloorError as error:  # a file that cannot be read: the others go on
                done.add(error, target)
        done.write(args.output is not None)
    except PokerfloorError as error:
        return command_refused("convert", error)
    for line in done.refusal_lines():
        print(f"pokerfloor convert: {line}", file=sys.stderr)
    return 1 if done.refused else 0


def _rule(args: argparse.Namespace) -> int:
    """Print the ruling for each case of each situation file, under each rulebook it names; with
    --check, compare each case's expect with its ruling instead."""
    if args.check:
        return _check_expectations(args)
    from pokerfloor.checking.expectations import situation_files  # noqa: PLC0415 - the situation files are loaded for this command only
    from pokerfloor.explain.case_ruling import rule_case  # noqa: PLC0415 - as above
    from pokerfloor.explain.catalog import render  # noqa: PLC0415 - as above
    from pokerfloor.explain.refusals import refusal_text  # noqa: PLC0415 - as above
    from pokerfloor.explain.rulings import why_writer  # noqa: PLC0415 - as above
    from pokerfloor.formats.situation import load_cases  # noqa: PLC0415 - as above

    why = why_writer(args.lang)
    files = situation_files(args.paths)
    if not files:
        found = render("cli.no-situation-file", args.lang, paths=", ".join(args.paths))
        print(f"pokerfloor rule: {found}", file=sys.stderr)
        return 1
    tally = _RuleTally(files=len(files))
    for path in files:
        try:
            cases = load_cases(path)
        except PokerfloorError as error:
            tally.failed += 1
            said = {"code": error.code, "message": refusal_text(error, args.lang)}
            _emit(args.json, {"file": str(path), "case": None, "error": said}, lang=args.lang)
            continue
        tally.cases += len(cases)
        for case in cases:
            for name in _rulebooks_for(case, args.rulebook):
                ruling = rule_case(case, name, why=why, lang=args.lang)
                tally.add(case, ruling)
                _emit(args.json, ruling, explain=args.explain, lang=args.lang)
    # The verdict of the whole run, last: on standard error beside --json's lines.
    print(tally.line(args.lang), file=sys.stderr if args.json else sys.stdout)
    return 1 if tally.failed else 0


@dataclass
class _RuleTally:
    """What ``pokerfloor rule`` ruled: the files, their cases, the rulings (a case under each of
    its rulebooks), those that could not be played, and how many of the rulings of cases with an
    ``expect`` agree with it."""

    files: int = 0
    cases: int = 0
    rulings: int = 0
    failed: int = 0
    expected: int = 0
    agree: int = 0

    def add(self, case: Case, ruling: Mapping[str, Any]) -> None:
        from pokerfloor.checking.expectations import mismatches  # noqa: PLC0415 - as the rulings

        self.rulings += 1
        if "error" in ruling:
            self.failed += 1
        if isinstance(case.expect, Mapping) and case.expect:
            self.expected += 1
            wrong = mismatches(case.expect, ruling)
            if not wrong and ("error" not in ruling or "error" in case.expect):
                self.agree += 1

    def line(self, lang: str) -> str:
        """The one-line verdict, in ``lang``."""
        from pokerfloor.explain.readout import rule_summary  # noqa: PLC0415 - as the rulings

        names = ("files", "cases", "rulings", "failed", "expected", "agree")
        return rule_summary(lang, {name: getattr(self, name) for name in names})


def _check_expectations(args: argparse.Namespace) -> int:
    from pokerfloor.explain.case_ruling import check_files as check_expectations  # noqa: PLC0415 - loaded for this command only

    passed = failed = 0
    for checked in check_expectations(args.paths, args.rulebook):
        if checked.passed:
            passed += 1
        else:
            failed += 1
            print(checked)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not passed else 0


def _rulebooks_for(case: Case, only: str | None) -> tuple[str, ...]:
    if only is not None:
        return (only,)
    return case.rulebooks


def _emit(as_json: bool, ruling: dict[str, Any], *, explain: bool = False, lang: str = "en") -> None:
    if as_json:
        print(exact_json(ruling))
    else:
        from pokerfloor.explain.readout import readable  # noqa: PLC0415 - loaded for the rulings only

        print(readable(ruling, explain=explain, lang=lang))
    sys.stdout.flush()
