"""Checking at scale: one process against two (``check --jobs 2``) and against a local Dask
cluster of two workers (``check --scheduler``), on many small files and on one large ``.phhs``
collection of the same hands; and a million generated hands checked on a local Dask cluster, in
hands a second and each worker's peak memory.

    python benchmarks/scale.py                       # 10,000 one-hand files and their .phhs
    python benchmarks/scale.py --hands 2000          # a smaller corpus
    python benchmarks/scale.py --million             # 1,000,000 hands on a local cluster of two
    python benchmarks/scale.py --million --hands 100000

The hands are :mod:`nlhe`'s (no-limit hold'em played by the engine with a plausible policy and
written as the online corpora write PHH, in whole chips), one to a file like the Pluribus files of
the PHH dataset. What is measured is wall-clock time (a speed-up of several processes is not
seen in processor time), so the load of the machine is printed before and after each figure: on
a machine shared with other work, read the ratios with it. Each figure is the median of
``--repeats`` runs, taken in turns (one process, two, the cluster; again), so a busy stretch weighs
on all of them alike. Nothing here is asserted: figures are printed, never tested.

For the million hands the cluster's workers write the collections themselves (a ``.phhs`` of
``--per-file`` hands each, into a temporary folder), are restarted (so their peak memory is the
check's alone), and check them with ``check_files(..., scheduler=...)``: the parent only learns
the files' sizes, the workers read ranges of them.
"""

from __future__ import annotations

import argparse
import importlib
import os
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

from pokerfloor.checking.corpus import check_files

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the generator beside this file, run as a script too
import nlhe

HERE = Path(__file__).resolve().parent


def load() -> str:
    """The machine's load averages (1, 5, 15 minutes) and its processors, as printed."""
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} processors"


def write_corpus(folder: Path, count: int, seed: int) -> tuple[list[str], str]:
    """``count`` one-hand files in ``folder/files``, and the same hands as one ``.phhs``."""
    files = [str(path) for path in nlhe.write(folder / "files", count, seed, chips=True)]
    collection = folder / "all.phhs"
    with collection.open("w", encoding="utf-8") as out:
        for number, name in enumerate(files, start=1):
            out.write(f"[{number}]\n{Path(name).read_text(encoding='utf-8')}\n")
    return files, str(collection)


def checked(files: list[str], **how: Any) -> int:
    """Check the files (``how``: ``jobs`` or ``scheduler``); the hands checked."""
    return sum(len(batch) for batch in check_files(files, "tda", **how))


def timed(work: Callable[[], int]) -> tuple[float, int]:
    started = time.perf_counter()
    hands = work()
    return time.perf_counter() - started, hands


def processor_seconds() -> float:
    """This process's processor seconds (user and system) so far."""
    used = resource.getrusage(resource.RUSAGE_SELF)
    return used.ru_utime + used.ru_stime


def _children_seconds() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


class Spent:
    """The processor seconds a run took, where: this process, its ended children (the pool of
    ``--jobs``) and each Dask worker (the busiest of them bounds the run on idle processors)."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.start = self._now()

    def _now(self) -> tuple[float, float, dict[str, float]]:
        return processor_seconds(), _children_seconds(), self.client.run(processor_seconds)

    def done(self, jobs: int) -> tuple[float, float]:
        """(all the processor seconds, the busiest process's): the pool's children are taken to
        have shared their seconds evenly."""
        here, children, workers = self._now()
        here -= self.start[0]
        children -= self.start[1]
        spent = [workers[name] - self.start[2].get(name, 0.0) for name in workers]
        busiest = max(here, children / jobs, *spent) if jobs > 1 else max(here, *spent)
        return here + children + (sum(spent) if jobs == 0 else 0.0), busiest


def compare(name: str, files: list[str], client: Any, repeats: int) -> None:
    """One process, ``--jobs 2`` and the cluster on ``files``, in turns, after a round not
    counted (the workers load pokerfloor); the medians of the wall-clock seconds and their
    ratios, and the processor seconds: in all, and of the busiest process, which bounds the
    run's time on processors nobody else uses."""
    ways: dict[str, tuple[int, dict[str, Any]]] = {
        "one process": (1, {}),
        "--jobs 2": (2, {"jobs": 2}),
        "Dask, 2 workers": (0, {"scheduler": client.scheduler.address}),
    }
    seconds: dict[str, list[float]] = {way: [] for way in ways}
    spent: dict[str, list[tuple[float, float]]] = {way: [] for way in ways}
    counts = set()
    for _, how in ways.values():
        checked(files, **how)
    print(f"{name}: before, {load()}")
    for _ in range(repeats):
        for way, (jobs, how) in ways.items():
            meter = Spent(client)
            took, hands = timed(partial(checked, files, **how))
            spent[way].append(meter.done(jobs))
            seconds[way].append(took)
            counts.add(hands)
    alone = statistics.median(seconds["one process"])
    alone_work = statistics.median(work for work, _ in spent["one process"])
    for way, times in seconds.items():
        median = statistics.median(times)
        work = statistics.median(total for total, _ in spent[way])
        busiest = statistics.median(most for _, most in spent[way])
        print(
            f"  {way:16} {median:6.2f} s {alone / median:5.2f}x  processor s: {work:5.2f} in all, "
            f"{busiest:5.2f} the busiest ({alone_work / busiest:4.2f}x on idle processors)  (runs: {_runs(times)})"
        )
    print(f"  hands checked each run: {', '.join(map(str, sorted(counts)))}; after, {load()}")


def _runs(times: list[float]) -> str:
    return " ".join(f"{t:.2f}" for t in times)


def generate(folder: str, number: int, count: int, seed: int) -> str:
    """A worker's part of the million: ``count`` hands from ``seed`` as ``folder/N.phhs``."""
    path = Path(folder) / f"{number}.phhs"
    with path.open("w", encoding="utf-8") as out:
        for k, text in enumerate(nlhe.hands(count, seed, chips=True), start=1):
            out.write(f"[{k}]\n{text}\n")
    return str(path)


def peak_kib() -> int:
    """This process's peak resident memory, in KiB (Linux's unit for it)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def million(client: Any, folder: Path, hands: int, per_file: int) -> None:
    """Generate ``hands`` hands on the cluster's workers, restart them, check them there."""
    parts = list(_parts(hands, per_file))
    started = time.perf_counter()
    futures = [client.submit(generate, str(folder), k, count, 1000 + k, pure=False) for k, count in parts]
    files = client.gather(futures)
    print(f"generated {hands:,} hands in {len(files)} files in {time.perf_counter() - started:.0f} s; {load()}")
    client.restart()
    started = time.perf_counter()
    checked_hands = verified = 0
    for batch in check_files(files, "tda", scheduler=client.scheduler.address):
        checked_hands += len(batch)
        verified += sum(result["status"] == "verified" for result in batch)
    took = time.perf_counter() - started
    print(
        f"checked {checked_hands:,} hands ({verified:,} verified) in {took:.0f} s: {checked_hands / took:,.0f} hands/s"
    )
    for worker, kib in sorted(client.run(peak_kib).items()):
        print(f"  worker {worker}: peak memory {kib / 1024:.0f} MiB")
    print(f"  this process: peak memory {peak_kib() / 1024:.0f} MiB; {load()}")


def _parts(hands: int, per_file: int) -> Iterator[tuple[int, int]]:
    for number, first in enumerate(range(0, hands, per_file), start=1):
        yield number, min(per_file, hands - first)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, help="hands (default 10,000; with --million 1,000,000)")
    parser.add_argument("--million", action="store_true", help="check generated hands on a local cluster")
    parser.add_argument("--per-file", type=int, default=20000, help="hands in each generated .phhs (--million)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    distributed: Any = importlib.import_module("dask.distributed")  # the dask extra (untyped), for this script only

    os.environ["PYTHONPATH"] = os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")])  # nlhe, for the workers
    with (
        tempfile.TemporaryDirectory() as temporary,
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        folder = Path(temporary)
        if args.million:
            million(client, folder, args.hands or 1_000_000, args.per_file)
            return 0
        count = args.hands or 10_000
        files, collection = write_corpus(folder, count, args.seed)
        compare(f"{count:,} one-hand files", files, client, args.repeats)
        compare(f"one .phhs of {count:,} hands", [collection], client, args.repeats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
