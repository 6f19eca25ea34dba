"""The command line's refusals of the arguments it is given, worded in the catalogs.

argparse prints the refusal of an argument after its own words (``argument --blinds: ...``), in
English, before any ``--lang`` is read: the sentence is the catalogs' English.

>>> str(BadArgumentError(variant="blinds-written", params={"text": "'1-2'"}))
"blinds are written SMALL/BIG, e.g. 1/2, not '1-2'"
"""

from __future__ import annotations

import argparse

from pokerfloor.errors import PokerfloorError

__all__ = ["BadArgumentError"]


class BadArgumentError(PokerfloorError, argparse.ArgumentTypeError):
    """An argument of the command line refused: one of our errors (code ``bad-field``, the
    sentence the catalogs' ``refused.bad-field.<variant>``) that argparse takes as its own
    refusal of an argument, and prints."""

    code = "bad-field"
