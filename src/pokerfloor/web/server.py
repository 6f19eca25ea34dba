"""``pokerfloor serve``: run the floor page on this machine and print its address.

The web extra (``pip install 'pokerfloor[web]'``: Starlette and uvicorn) is imported only when
the server starts, so the rest of the command line works without it.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

__all__ = ["DEFAULT_HOST", "DEFAULT_PORT", "add_serve_parser", "main", "serve"]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
_MISSING = "pokerfloor serve needs the web extra: pip install 'pokerfloor[web]' ({error})"


def serve(port: int = DEFAULT_PORT, host: str = DEFAULT_HOST) -> None:
    """Print the page's address and serve it until interrupted (Ctrl-C)."""
    # Imported here, not at the top: the web extra is optional and the CLI loads this module.
    import uvicorn  # noqa: PLC0415

    from .app import create_app  # noqa: PLC0415

    shown = f"[{host}]" if ":" in host else host
    print(f"pokerfloor floor page: http://{shown}:{port}/  (Ctrl-C to stop)", flush=True)
    uvicorn.run(create_app(), host=host, port=port, log_level="warning")


def _run(args: argparse.Namespace) -> int:
    """Serve the floor page: a local web page that rules while the hand is played."""
    try:
        serve(args.port, args.host)
    except ImportError as error:
        print(_MISSING.format(error=error), file=sys.stderr)
        return 2
    except OSError as error:  # the port is taken, or the address is not this machine's
        print(f"pokerfloor serve: cannot listen on {args.host}:{args.port}: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    return 0


def add_serve_parser(commands: Any) -> argparse.ArgumentParser:
    """Add the ``serve`` subcommand to an argparse subparsers object (``set_defaults(run=...)``,
    the runner returning the exit status); returns the new parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "serve", help="the floor page: a local web page that rules while the hand is played", description=_run.__doc__
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"the port to listen on (default {DEFAULT_PORT})"
    )
    parser.add_argument(
        "--host", default=DEFAULT_HOST, help=f"the address to listen on (default {DEFAULT_HOST}: this machine only)"
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
