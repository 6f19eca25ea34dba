"""The ``pokerfloor`` command: :func:`main` (:mod:`~pokerfloor.cli.commands`), the play commands
(:mod:`~pokerfloor.cli.play`) and the progress bar of long runs (:mod:`~pokerfloor.cli.progress`).
Every command runs on the same calls a library user makes."""

from __future__ import annotations

from pokerfloor.cli.commands import main

__all__ = ["main"]
