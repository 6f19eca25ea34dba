"""The command line's refusals: of the arguments it is given, worded in the catalogs
(:class:`BadArgumentError`), and of what a command is asked to do (:func:`command_refused`).

argparse prints the refusal of an argument after its own words (``argument --blinds: ...``), in
English, before any ``--lang`` is read: the sentence is the catalogs' English.

>>> str(BadArgumentError(variant="blinds-written", params={"text": "'1-2'"}))
"blinds are written SMALL/BIG, e.g. 1/2, not '1-2'"
"""

from __future__ import annotations

import argparse
import sys

from pokerfloor.errors import PokerfloorError

__all__ = ["BadArgumentError", "command_refused"]


class BadArgumentError(PokerfloorError, argparse.ArgumentTypeError):
    """An argument of the command line refused: one of our errors (code ``bad-field``, the
    sentence the catalogs' ``refused.bad-field.<variant>``) that argparse takes as its own
    refusal of an argument, and prints."""

    code = "bad-field"


def command_refused(command: str, error: PokerfloorError) -> int:
    """Say on stderr that ``command`` (``"check"``, ``"tables serve"``) was refused, and why; the
    exit code of a refusal, 2."""
    print(f"pokerfloor {command}: {error}", file=sys.stderr)
    return 2
