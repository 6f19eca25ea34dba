"""``pokerfloor serve``: run the floor page on this machine and print its address.

``--mode floor`` (the default) shows whoever sets up a hand every card it knows; ``--mode
player`` never sends a card to anyone who may not see it (each player follows the hand on his
seat's link). The server answers only requests addressed to it by its own address, ``localhost``
or a name given with ``--allow-host``. ``--host 0.0.0.0`` lets every machine that can reach this
one use the page, with no login: for trusted networks only.

The web extra (``pip install 'pokerfloor[web]'``: Starlette and uvicorn) is imported only when
the server starts, so the rest of the command line works without it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

from pokerfloor.cli.arguments import BadArgumentError

if TYPE_CHECKING:
    import socket

__all__ = ["DEFAULT_HOST", "DEFAULT_PORT", "add_serve_parser", "main", "serve"]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
_MISSING = "pokerfloor serve needs the web extra: pip install 'pokerfloor[web]' ({error})"


_OPEN = (
    "pokerfloor serve: listening on {host}: every machine that reaches this one can use the page, "
    "with no login (trusted networks only)"
)


def serve(
    port: int = DEFAULT_PORT,
    host: str = DEFAULT_HOST,
    mode: Literal["floor", "player"] = "floor",
    allow_hosts: Sequence[str] = (),
) -> None:
    """Print the page's address and serve it until interrupted (Ctrl-C), in ``mode``, answering
    to its own address, ``localhost`` and the ``allow_hosts`` names."""
    # Imported here, not at the top: the web extra is optional and the CLI loads this module.
    import uvicorn  # noqa: PLC0415

    from pokerfloor.web.app import create_app  # noqa: PLC0415
    from pokerfloor.web.guard import access_for  # noqa: PLC0415

    app = create_app(access=access_for(host, port, allow_hosts), mode=mode)
    listening = listening_socket(host, port)  # raises OSError before anything is printed
    shown = f"[{host}]" if ":" in host else host
    print(f"pokerfloor floor page: http://{shown}:{port}/  ({mode} mode; Ctrl-C to stop)", flush=True)
    if not _is_loopback(host):
        print(_OPEN.format(host=host), file=sys.stderr, flush=True)
    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning"))
    server.run(sockets=[listening])


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket listening on ``host:port``: bound here, so that the address is printed only once
    it is this server's (a port taken or an address not this machine's is an ``OSError``)."""
    import socket  # noqa: PLC0415 - loaded when serving (every other command imports this module)

    listening = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    # Each answer follows the writes it made, two small writes: with Nagle's algorithm the second
    # waits for the client's delayed acknowledgement of the first (40 ms on Linux). asyncio turns
    # it off only for sockets made with IPPROTO_TCP, which this one is not; the connections
    # accepted inherit the option from the listening socket (the table server's round trip fell
    # from 45 ms to 1.3 ms with it).
    listening.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    try:
        listening.bind((host, port))
    except (OSError, OverflowError) as error:
        listening.close()
        raise OSError(str(error)) from None
    listening.set_inheritable(True)
    return listening


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    import ipaddress  # noqa: PLC0415 - loaded when serving, as socket

    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _run(args: argparse.Namespace) -> int:
    """Serve the floor page: a local web page that rules while the hand is played."""
    try:
        serve(args.port, args.host, args.mode, args.allow_host)
    except ImportError as error:
        print(_MISSING.format(error=error), file=sys.stderr)
        return 2
    except OSError as error:  # the port is taken, or the address is not this machine's
        print(f"pokerfloor serve: cannot listen on {args.host}:{args.port}: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    return 0


def _port(text: str) -> int:
    """A port number, 1 to 65535, or argparse's one-line error."""
    if not (text.isascii() and text.isdigit() and 1 <= int(text) <= 65535):
        raise BadArgumentError(variant="port", params={"text": repr(text)})
    return int(text)


def add_serve_parser(commands: Any) -> argparse.ArgumentParser:
    """Add the ``serve`` subcommand to an argparse subparsers object (``set_defaults(run=...)``,
    the runner returning the exit status); returns the new parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "serve", help="the floor page: a local web page that rules while the hand is played", description=_run.__doc__
    )
    parser.add_argument(
        "--port", type=_port, default=DEFAULT_PORT, help=f"the port to listen on, 1 to 65535 (default {DEFAULT_PORT})"
    )
    parser.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=f"the address to listen on (default {DEFAULT_HOST}: this machine only; 0.0.0.0: every machine "
        "of the network, with no login: for trusted networks only)",
    )
    parser.add_argument(
        "--mode",
        choices=("floor", "player"),
        default="floor",
        help="floor (default): whoever sets up a hand sees every card; player: nobody sees a card they may not "
        "(each player follows the hand on their own seat's link)",
    )
    parser.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        help="a name the other machines call this one by (repeatable); requests to any other name are refused",
    )
    parser.set_defaults(run=_run)
    return parser


def main(argv: list[str] | None = None) -> int:
    """``python -m pokerfloor.web [--port P] [--host H]``: the ``serve`` command on its own."""
    parser = argparse.ArgumentParser(prog="pokerfloor")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    add_serve_parser(commands)
    args = parser.parse_args(["serve", *(sys.argv[1:] if argv is None else argv)])
    result: int = args.run(args)
    return result
