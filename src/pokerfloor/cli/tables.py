"""``pokerfloor tables``: the table server (docs/tables.md).

- ``pokerfloor tables serve --db URL [--host H] [--port P]`` runs it on a database (SQLite by
  default, ``sqlite:///tables.db``; ``postgresql://USER@HOST/DATABASE``);
- ``pokerfloor tables account --db URL NAME [--role floor]`` makes an account (the floor's are made
  only here), the password read from the environment's ``POKERFLOOR_PASSWORD`` or the terminal;
- ``pokerfloor tables bots --url URL --tables T --players K --hands N [--game NAME] [--think S] [--json]``
  plays bots through the protocol (``--sit-and-go``: a sit-and-go at each table, to its end; the table
  options ``--rulebook``, ``--rake``, ``--straddle``, ``--straddle-from``, ``--bomb-pot``,
  ``--bomb-pot-vote`` and ``--runs``
  as the settings of docs/tables.md say them) and reports what they saw;
- ``pokerfloor tables audit --db URL [--json]`` checks the database: every table's events apply
  again, every hand finished or in progress, the chips conserved per table and overall.

The ``tables`` extra (``pip install 'pokerfloor[tables]'``) is loaded only when a command runs.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import getpass
import json
import os
import sys
from collections.abc import Callable
from typing import Any

from pokerfloor.cli.arguments import command_refused
from pokerfloor.errors import PokerfloorError

__all__ = ["add_tables_parser"]

DEFAULT_DB = "sqlite:///tables.db"
DEFAULT_PORT = 8700
_MISSING = "pokerfloor tables needs the tables extra: pip install 'pokerfloor[tables]' ({error})"


def add_tables_parser(commands: Any) -> argparse.ArgumentParser:
    """Add ``tables`` and its subcommands to an argparse subparsers object."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "tables", help="the table server: tables, players, bots", description=__doc__.split("\n\n")[0]
    )
    parser.set_defaults(run=lambda args: _help(parser))
    sub = parser.add_subparsers(dest="tables_command", metavar="COMMAND")
    serve = sub.add_parser("serve", help="run the table server", description=_serve.__doc__)
    _db(serve)
    serve.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=_port, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT})")
    serve.add_argument(
        "--grace", type=float, default=30.0, metavar="SECONDS", help="seconds before a player gone is sat out"
    )
    serve.add_argument(
        "--address",
        default="",
        metavar="URL",
        help="where clients reach this server, for the others sharing the database",
    )
    serve.add_argument(
        "--lease",
        type=float,
        default=10.0,
        metavar="SECONDS",
        help="how long a table's lease holds unless renewed (10)",
    )
    serve.add_argument(
        "--passwords",
        choices=("low-memory", "high-memory", "cheapest"),
        default="low-memory",
        help="argon2's parameters: RFC 9106's low-memory (default) or high-memory ones; cheapest: for tests only",
    )
    serve.set_defaults(run=_serve)
    account = sub.add_parser("account", help="make an account (a floor account too)", description=_account.__doc__)
    _db(account)
    account.add_argument("name")
    account.add_argument("--role", choices=("player", "spectator", "floor"), default="player")
    account.set_defaults(run=_account)
    bots = sub.add_parser("bots", help="play bots through the protocol", description=_bots.__doc__)
    bots.add_argument(
        "--url",
        action="append",
        metavar="URL",
        help=f"a server (http://HOST:PORT; default http://127.0.0.1:{DEFAULT_PORT}); again for each server of the room",
    )
    bots.add_argument("--tables", type=_count, default=1, metavar="T", help="tables to open (default 1)")
    bots.add_argument("--players", type=_count, default=6, metavar="K", help="bots at each table (default 6)")
    bots.add_argument("--hands", type=_count, default=10, metavar="N", help="hands at each table (default 10)")
    bots.add_argument("--game", default="holdem", help="the game (default holdem)")
    bots.add_argument("--seed", type=int, help="the bots' decisions repeat with a seed (the deals do not)")
    bots.add_argument("--think", type=float, default=0.0, metavar="SECONDS", help="each bot thinks before it acts")
    bots.add_argument(
        "--sit-and-go",
        action="store_true",
        help="each table a sit-and-go of its bots, played to the end (--hands does not count): places and prizes",
    )
    _table_options(bots)
    bots.add_argument("--json", action="store_true", help="the report as one JSON object")
    bots.set_defaults(run=_bots)
    audit = sub.add_parser("audit", help="check the database", description=_audit.__doc__)
    _db(audit)
    audit.add_argument("--json", action="store_true", help="the report as one JSON object")
    audit.set_defaults(run=_audit)
    return parser


def _help(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def _db(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", default=DEFAULT_DB, metavar="URL", help=f"the database (default {DEFAULT_DB})")


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit() and 1 <= int(text) <= 65535):
        raise argparse.ArgumentTypeError(f"{text!r} is not a port: give a whole number from 1 to 65535")
    return int(text)


def _count(text: str) -> int:
    if not (text.isascii() and text.isdigit() and int(text) >= 1):
        raise argparse.ArgumentTypeError(f"{text!r}: give a whole number, 1 or more")
    return int(text)


def _table_options(bots: argparse.ArgumentParser) -> None:
    """The table options the bots' tables are opened with (the server checks each, and refuses one
    the rulebook or the game does not take, in its words)."""
    bots.add_argument("--rulebook", help="the tables' rulebook (default tda; wsop-live for straddles and runs)")
    bots.add_argument("--rake", metavar="PERCENT/CAP", help="the house's rake, 10/6: 10%%, at most 6 a hand")
    bots.add_argument("--straddle", type=_count, metavar="CHIPS", help="a mandatory straddle every hand")
    bots.add_argument(
        "--straddle-from",
        choices=("under-the-gun", "button", "mississippi"),
        help="where the straddle is posted (default under-the-gun; mississippi needs a house rule, given with it)",
    )
    bots.add_argument(
        "--bomb-pot", type=_bomb_pot, metavar="ANTE/EVERY", help="a bomb pot of that ante every so many hands"
    )
    bots.add_argument(
        "--bomb-pot-vote", type=_count, metavar="ANTE", help="the players may vote a bomb pot of that ante"
    )
    bots.add_argument(
        "--runs", type=_count, metavar="N", help="the players all in may agree to run the board up to N times"
    )


def _bomb_pot(text: str) -> dict[str, int]:
    ante, _, every = text.partition("/")
    return {"ante": _count(ante), "every": _count(every)}


def _options(args: argparse.Namespace) -> dict[str, Any]:
    """The settings the table options on the command line say (none given: none)."""
    given = {
        "rulebook": args.rulebook,
        "rake": args.rake,
        "straddle": args.straddle,
        "straddle_from": args.straddle_from,
        "bomb_pot": args.bomb_pot,
        "runs": args.runs,
        "bomb_pot_vote": args.bomb_pot_vote,
    }
    options = {key: value for key, value in given.items() if value is not None}
    if args.straddle_from == "mississippi":  # no rulebook lets it: whoever runs the bots is the house
        options["rules"] = {"straddle_seats": "any"}
    return options


_Command = Callable[[argparse.Namespace], int]


def _refusing(command: str) -> Callable[[_Command], _Command]:
    """A ``tables`` command whose refusals are said once: the tables extra not installed (its
    imports are made when the command runs; exit status 2), or a refusal of ours, in one line
    naming ``pokerfloor tables COMMAND``."""

    def wrap(run: _Command) -> _Command:
        @functools.wraps(run)
        def refusing(args: argparse.Namespace) -> int:
            try:
                return run(args)
            except ImportError as error:
                print(_MISSING.format(error=error), file=sys.stderr)
                return 2
            except PokerfloorError as error:
                return command_refused(f"tables {command}", error)

        return refusing

    return wrap


@_refusing("serve")
def _serve(args: argparse.Namespace) -> int:
    """Run the table server on a database (made, or brought up to date, first)."""
    try:
        from pokerfloor.web.tables.server import serve  # noqa: PLC0415 - the tables extra

        serve(
            args.db,
            host=args.host,
            port=args.port,
            grace_seconds=args.grace,
            hashing=args.passwords,
            address=args.address,
            lease_seconds=args.lease,
        )
    except OSError as error:
        print(f"pokerfloor tables serve: cannot listen on {args.host}:{args.port}: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    return 0


@_refusing("account")
def _account(args: argparse.Namespace) -> int:
    """Make an account: its password from POKERFLOOR_PASSWORD, else asked on the terminal."""
    password = os.environ.get("POKERFLOOR_PASSWORD") or getpass.getpass(f"password for {args.name}: ")
    from pokerfloor.room.accounts import Accounts  # noqa: PLC0415 - the tables extra
    from pokerfloor.room.store import Store  # noqa: PLC0415

    store = Store(args.db)
    Accounts(store).register(args.name, password, args.role, by_operator=True)
    store.close()
    print(f"account {args.name} ({args.role}) made")
    return 0


@_refusing("bots")
def _bots(args: argparse.Namespace) -> int:
    """Register bots, seat them at new tables, play through the protocol and report what they saw."""
    try:
        from pokerfloor.web.tables.bots import run_bots  # noqa: PLC0415 - the tables extra

        report = asyncio.run(
            run_bots(
                args.url or [f"http://127.0.0.1:{DEFAULT_PORT}"],
                tables=args.tables,
                players=args.players,
                hands=args.hands,
                game=args.game,
                seed=args.seed,
                think=args.think,
                sit_and_go=args.sit_and_go,
                options=_options(args),
            )
        )
    except OSError as error:  # no server there, or it went away for good
        print(f"pokerfloor tables bots: {', '.join(args.url or [])}: {error}", file=sys.stderr)
        return 1
    found = report.as_json()
    if args.json:
        print(json.dumps(found))
    else:
        trip = found["round_trip_ms"]
        print(
            f"{found['tables']} tables, {found['bots']} bots: {found['hands_finished']} hands finished,"
            f" {found['actions']} actions in {found['seconds']} s\n"
            f"round trip: p50 {trip['p50']} ms, p90 {trip['p90']} ms, p99 {trip['p99']} ms, max {trip['max']} ms\n"
            f"reconnects {found['reconnects']}, refusals {found['refusals']}\n"
            f"chips: {found['chips_start']} at the start, {found['chips_end']} at the end"
            + (f", {found['raked']} to the house" if found.get("raked") else "")
            + (f"\nboards run more than once: {found['run_again']} hands" if found.get("run_again") else "")
        )
        for table, ended in found.get("sit_and_go", {}).items():
            places = ", ".join(f"{p['place']}. {p['player']} {p['prize']}" for p in ended["places"])
            print(f"sit-and-go {table} (pool {ended['pool']}): {places}")
    finished = not args.sit_and_go or len(found.get("sit_and_go", {})) == found["tables"]
    conserved = found["chips_start"] == found["chips_end"] + found.get("raked", 0)
    return 0 if conserved and finished else 1


@_refusing("audit")
def _audit(args: argparse.Namespace) -> int:
    """Check the database: every table's events apply again, every hand finished or in progress,
    the chips conserved per table and overall."""
    from pokerfloor.room.audit import audit  # noqa: PLC0415 - the tables extra
    from pokerfloor.room.store import Store  # noqa: PLC0415

    report = audit(Store(args.db)).as_json()
    if args.json:
        print(json.dumps(report))
    else:
        for table in report["per_table"]:
            state = "ok" if table["ok"] else "WRONG: " + "; ".join(table["problems"])
            print(
                f"table {table['table']} ({table['name']}): {table['hands_finished']} hands finished,"
                f" {table['hands_in_progress']} in progress, chips in {table['chips_in']},"
                f" out {table['chips_out']}, at the table {table['chips_at_table']}"
                + (f", raked {table['raked']}" if table["raked"] else "")
                + f": {state}"
            )
        conserved = "yes" if report["chips_conserved"] else "NO"
        print(
            f"{report['tables']} tables, {report['events']} events, {report['hands_finished']} hands finished,"
            f" {report['hands_in_progress']} in progress; chips conserved: {conserved}"
        )
    return 0 if report["ok"] else 1
