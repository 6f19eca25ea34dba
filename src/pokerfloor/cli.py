"""The ``pokerfloor`` command: ``pokerfloor rule FILE... [--json] [--rulebook NAME]``.

``rule`` reads situation files (or folders of them) and prints each case's ruling under each
rulebook the case names: readable by default, one JSON object per line with ``--json``. A case
that cannot be played gets an ``error`` naming the case and the offending action or field; the
command never shows a traceback for a bad file.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import __version__
from .errors import PokerfloorError
from .formats.situation import Case, load_cases, rule_case
from .rules import PRESETS

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    result: int = args.run(args)
    return result


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pokerfloor", description="Poker betting rules, ruled like a tournament floor, with the rule cited."
    )
    parser.add_argument("--version", action="version", version=f"pokerfloor {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    rule = commands.add_parser("rule", help="rule on situation files", description=_rule.__doc__)
    rule.add_argument("paths", nargs="+", metavar="FILE", help="situation files (.toml) or folders of them")
    rule.add_argument("--json", action="store_true", help="one JSON object per case and rulebook")
    rule.add_argument("--rulebook", choices=list(PRESETS), help="rule under this rulebook only")
    rule.set_defaults(run=_rule)
    return parser


def situation_files(paths: Sequence[str]) -> list[Path]:
    """The situation files named, folders searched for ``*.toml``."""
    found: list[Path] = []
    for name in paths:
        path = Path(name)
        found.extend(sorted(path.rglob("*.toml")) if path.is_dir() else [path])
    return found


def _rule(args: argparse.Namespace) -> int:
    """Print the ruling for each case of each situation file, under each rulebook it names."""
    status = 0
    for path in situation_files(args.paths):
        try:
            cases = load_cases(path)
        except PokerfloorError as error:
            status = 1
            _emit(args.json, {"file": str(path), "case": None, "error": {"code": error.code, "message": str(error)}})
            continue
        for case in cases:
            for name in _rulebooks_for(case, args.rulebook):
                ruling = rule_case(case, name)
                if "error" in ruling:
                    status = 1
                _emit(args.json, ruling)
    return status


def _rulebooks_for(case: Case, only: str | None) -> tuple[str, ...]:
    if only is not None:
        return (only,)
    return case.rulebooks


def _emit(as_json: bool, ruling: dict[str, Any]) -> None:
    if as_json:
        print(json.dumps(ruling, ensure_ascii=False))
    else:
        print(readable(ruling))
    sys.stdout.flush()


def readable(ruling: dict[str, Any]) -> str:
    """A ruling as a few lines of text for people."""
    head = f"{ruling['file']}"
    if ruling.get("case") is not None:
        head += f" #{ruling['case']} [{ruling.get('rulebook')}] {ruling.get('name', '')}"
    lines = [head]
    if "error" in ruling:
        lines.append(f"  error ({ruling['error']['code']}): {ruling['error']['message']}")
        return "\n".join(lines)
    if ruling["to_act"]:
        lines.append(f"  {ruling['to_act']} to act on the {ruling['street']}: {_options_text(ruling)}")
    else:
        lines.append(f"  nobody to act ({ruling['street']})")
    if ruling.get("pots"):
        pots = "; ".join(f"{p['amount']} ({', '.join(p['eligible'])})" for p in ruling["pots"])
        lines.append(f"  pots: {pots}")
    for key in ("returned", "winnings", "final_stacks", "posted"):
        if ruling.get(key):
            lines.append(f"  {key.replace('_', ' ')}: " + ", ".join(f"{k} {v}" for k, v in ruling[key].items()))
    for key in ("accepted", "refused"):
        if ruling.get(key):
            lines.append(f"  {key}: " + "; ".join(ruling[key]))
    for why in ruling.get("why") or []:
        lines.append(f"  why: {why['text']}")
    return "\n".join(lines)


def _options_text(ruling: dict[str, Any]) -> str:
    parts = []
    for kind in ruling["options"]:
        if kind == "call":
            parts.append(f"call to {ruling['call_to']} (adds {ruling['call_adds']})")
        elif kind in ("bet", "raise"):
            low, high = ruling["min_to"], ruling["max_to"]
            parts.append(f"{kind} to {low}" if low == high else f"{kind} to {low}..{high}")
        else:
            parts.append(kind)
    return ", ".join(parts)
