"""Ruling off the event loop: a few threads rule the requests, each within a time bound.

The server's event loop only reads requests and writes answers; everything that reads a file,
plays actions or writes a state runs in one of :attr:`Limits.workers
<pokerfloor.web.limits.Limits>` threads, so one request that asks a lot never stalls the others.
A request not answered within ``work_seconds`` (waiting for its turn included) is refused (503
``too-slow``); what it was doing is thrown away (the sessions are changed on copies, published
only when the work is done in time, see :mod:`pokerfloor.web.app`).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from pokerfloor.web.limits import RequestError

__all__ = ["Worker"]

T = TypeVar("T")


class Worker:
    """Runs work in ``threads`` threads, each call within ``seconds`` (see :meth:`bound`)."""

    def __init__(self, threads: int, seconds: float) -> None:
        self.seconds = seconds
        self._pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="pokerfloor-rule")

    @contextlib.asynccontextmanager
    async def bound(self) -> AsyncIterator[None]:
        """The time bound of one call: what runs inside (waiting for a lock, :meth:`run`) is
        abandoned after ``seconds``, with a :class:`~pokerfloor.web.limits.RequestError`."""
        try:
            async with asyncio.timeout(self.seconds):
                yield
        except TimeoutError:
            raise RequestError(code="too-slow", status=503, params={"seconds": f"{self.seconds:g}"}) from None

    async def run(self, work: Callable[[], T]) -> T:
        """The result of ``work()``, run in a thread. Abandoned (the time bound), work not yet
        started never runs, and the result of work under way is dropped."""
        return await asyncio.wrap_future(self._pool.submit(work))

    def close(self) -> None:
        """Stop the threads once their work is done; work not started is dropped."""
        self._pool.shutdown(wait=False, cancel_futures=True)
