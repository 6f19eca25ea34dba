"""Runs that repeat: random generators from a seed, and many games cut into batches that give the
same results in one process or several.

A run is cut into batches the same way whatever the number of workers (:func:`split`), and each
batch draws from a seed of its own made from the run's (:func:`batch_seed`), so a seeded run with
``--jobs 4`` plays the very games it plays with ``--jobs 1``. :func:`in_batches` does the work of
each batch here or in worker processes, and hands the results back in order.

>>> split(5, 2)
[range(0, 2), range(2, 4), range(4, 5)]
>>> batch_seed(7, 2), batch_seed(None, 2)
(7000023, None)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

__all__ = ["batch_seed", "in_batches", "seeded_random", "split"]

Part = TypeVar("Part")
Result = TypeVar("Result")


def seeded_random(seed: int | None) -> random.Random:
    """A random generator: from ``seed`` (a run that repeats), or without one from the system's
    entropy."""
    return random.Random(seed) if seed is not None else random.Random(random.SystemRandom().getrandbits(64))


def batch_seed(seed: int | None, number: int) -> int | None:
    """The seed of game or batch ``number`` of a run seeded with ``seed`` (``None``: not seeded)."""
    return None if seed is None else seed * 1_000_003 + number


def split(total: int, size: int) -> list[range]:
    """The numbers of ``total`` games cut into batches of ``size`` (the last one smaller): the same
    cut whatever the number of workers."""
    return [range(first, min(first + size, total)) for first in range(0, total, size)]


def in_batches(work: Callable[[Part], Result], batches: Sequence[Part], jobs: int) -> Iterator[Result]:
    """``work`` done on each of ``batches``, the results in their order: in this process, or shared
    among ``jobs`` worker processes (``work`` and the batches must then pickle: a function of a
    module, not a lambda)."""
    if jobs <= 1:
        for batch in batches:
            yield work(batch)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for future in [pool.submit(work, batch) for batch in batches]:
            yield future.result()
