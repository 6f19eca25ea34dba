"""A small progress bar on standard error, for long commands (check, simulate).

It draws only on a terminal (or when forced), at most a few times a second, and always ends
with a newline so later output starts clean.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

__all__ = ["Progress"]


class Progress:
    """Count work done and show it: ``with Progress("checking", total) as bar: bar.advance()``."""

    def __init__(
        self,
        label: str,
        total: int | None = None,
        *,
        stream: TextIO | None = None,
        show: bool | None = None,
        unit: str = "",
    ):
        self.label = label
        self.unit = f" {unit}" if unit else ""
        self.total = total
        self.done = 0
        self.stream = stream or sys.stderr
        self.show = self.stream.isatty() if show is None else show
        self.started = time.perf_counter()
        self._drawn = 0.0

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *_: object) -> None:
        if self.show:
            self._draw(force=True)
            self.stream.write("\n")
            self.stream.flush()

    def advance(self, count: int = 1) -> None:
        """Record ``count`` more items done."""
        self.done += count
        if self.show:
            self._draw()

    @property
    def rate(self) -> float:
        """Items a second so far."""
        elapsed = time.perf_counter() - self.started
        return self.done / elapsed if elapsed > 0 else 0.0

    def _draw(self, force: bool = False) -> None:
        now = time.perf_counter()
        if not force and now - self._drawn < 0.2:
            return
        self._drawn = now
        if self.total:
            width = 30
            filled = int(width * min(self.done, self.total) / self.total)
            bar = "#" * filled + "-" * (width - filled)
            text = f"\r{self.label} [{bar}] {self.done}/{self.total} ({self.rate:,.0f}/s)"
        else:
            text = f"\r{self.label}: {self.done:,}{self.unit} ({self.rate:,.0f}/s)"
        self.stream.write(text)
        self.stream.flush()
