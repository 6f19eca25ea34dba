"""Failed log-ins held back: a password guesser gets a few tries a minute, by address and by name.

Each failed log-in takes a token from two buckets, the client address's and the account name's;
a log-in is refused before its password is even checked (``login-rate``, HTTP 429, saying how
long to wait) while either bucket is empty, and the buckets fill again with time. A right password
takes nothing, so a player who mistypes once is never held back, and a guesser spread over many
addresses still meets the name's bucket, one spread over many names the address's. The buckets
kept are bounded: the oldest are forgotten first, which at worst gives a guesser a fresh bucket
back, never locks anyone out who was not guessing.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable

from pokerfloor.errors import RoomError

__all__ = ["LogInAttempts"]


class LogInAttempts:
    """The failed log-ins of a server: ``burst`` failures in a row per address and per name, then
    one every ``seconds`` seconds; at most ``kept`` buckets remembered."""

    def __init__(
        self,
        burst: int = 5,
        seconds: float = 12.0,
        kept: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.burst, self.seconds, self.kept, self.clock = burst, seconds, kept, clock
        #: Each key's tokens and when they were counted, oldest first.
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def check(self, address: str, name: object) -> None:
        """Refuse (``login-rate``) a log-in from ``address`` or for ``name`` while either has no
        failure left to spend."""
        now = self.clock()
        wait = max(self._wait(key, now) for key in self._keys(address, name))
        if wait > 0:
            raise RoomError(code="login-rate", params={"seconds": math.ceil(wait)})

    def failed(self, address: str, name: object) -> None:
        """Count a failed log-in against ``address`` and ``name``."""
        now = self.clock()
        for key in self._keys(address, name):
            tokens = self._tokens(key, now)
            self._buckets[key] = (max(tokens - 1, 0.0), now)
            self._buckets.move_to_end(key)
        while len(self._buckets) > self.kept:
            self._buckets.popitem(last=False)

    @staticmethod
    def _keys(address: str, name: object) -> tuple[str, str]:
        return f"address:{address}", f"name:{name if isinstance(name, str) else ''}"

    def _tokens(self, key: str, now: float) -> float:
        tokens, since = self._buckets.get(key, (float(self.burst), now))
        return min(float(self.burst), tokens + (now - since) / self.seconds)

    def _wait(self, key: str, now: float) -> float:
        """Seconds until ``key`` has a whole failure to spend again (0: it has one now)."""
        missing = 1.0 - self._tokens(key, now)
        return missing * self.seconds if missing > 0 else 0.0
