"""Checking corpora of hand histories: files, folders and ``.phhs`` collections, streamed, on
several processes of one machine or on a Dask cluster, in bounded memory.

Hands are read one at a time (see :func:`~pokerfloor.formats.phh.history.iter_histories`) and their
results handed on in batches of at most :data:`BATCH`, so memory stays flat however large a file
or the corpus is. With several workers (processes, or a Dask cluster) the work goes out a window
of tasks at a time, each sized to be worth sending: small files go together, up to
:data:`CHUNK_BYTES` a task (a task per file cost more to send than to check: ten thousand
one-hand files ran slower on two processes than on one); a large ``.phhs`` collection goes out as
ranges of bytes (:mod:`~pokerfloor.formats.phh.ranges`), a few per worker and at most
:data:`RANGE_BYTES` each, read by the workers (this process only learns the file's size).
Results come back in the order of the files and hands, as one process gives them.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from itertools import chain
from typing import TYPE_CHECKING, Any, NamedTuple

from pokerfloor.checking.phh_replay import replay
from pokerfloor.checking.phh_verdict import FAILED, SKIPPED, Replay
from pokerfloor.checking.rake import Rake
from pokerfloor.errors import PokerfloorError
from pokerfloor.formats.phh import HandHistory, iter_histories
from pokerfloor.formats.phh.history import collection_histories
from pokerfloor.formats.phh.ranges import range_tables
from pokerfloor.formats.sites.files import SITE_SUFFIXES, holds_site_hands, is_site_file
from pokerfloor.rules import Rulebook, rulebook

if TYPE_CHECKING:
    from concurrent.futures import Future
    from pathlib import Path

__all__ = [
    "BATCH",
    "check_batch",
    "check_chunk",
    "check_file",
    "check_files",
    "check_range",
    "history_files",
    "history_names",
    "iter_results",
]

SUFFIXES = (".phh", ".phhs", *SITE_SUFFIXES)
#: Why a file with no hand in it (empty, or comments only) is skipped, or fails under ``strict``.
NO_HAND = "the file holds no hand"
#: The most results handed on at once.
BATCH = 500
#: Tasks in flight per worker: enough to keep each busy, few enough to keep memory flat.
WINDOW = 4
#: The bytes of small files sent in one task (and :data:`CHUNK_FILES` at most): at about 1.5 kB a
#: hand, some 150 hands, tens of milliseconds of work against a fraction of one to send it.
CHUNK_BYTES = 256 * 1024
CHUNK_FILES = 256
#: A ``.phhs`` collection is cut in ranges of a share of it per worker (:data:`RANGES_PER_WORKER`
#: ranges each, so one slow range does not leave the others idle at the end), of
#: :data:`CHUNK_BYTES` at least and :data:`RANGE_BYTES` at most (a range's results are held whole
#: until handed on: a few megabytes).
RANGES_PER_WORKER = 8
RANGE_BYTES = 2 * 2**20


def history_files(paths: Iterable[str]) -> Iterator[Path]:
    """The hand-history files named, folders walked (in a stable order), one at a time: in a
    folder, the files named as hand histories and those whose text is a site's (a tracker's
    ``.Sample``)."""
    from pathlib import Path  # noqa: PLC0415 - a check goes by names: pathlib loaded for this only

    return map(Path, history_names(paths))


def history_names(paths: Iterable[str]) -> Iterator[str]:
    """:func:`history_files` as the names of the files (no path object made for each)."""
    for name in paths:
        if os.path.isdir(name):
            for root, dirs, files in os.walk(name):
                dirs.sort()
                for file in sorted(files, key=_natural):
                    path = os.path.join(root, file)
                    if file.endswith(SUFFIXES) or holds_site_hands(path):
                        yield path
        else:
            yield name


def _natural(name: str) -> tuple[Any, ...]:
    stem, _, suffix = name.partition(".")
    return (0, int(stem), suffix) if stem.isdigit() else (1, stem, suffix)


def iter_results(
    path: str, rules: Rulebook, strict: bool = False, rake: Rake | None = None
) -> Iterator[dict[str, Any]]:
    """Replay every hand of one file, one at a time; each result as a ``check --json`` object.

    A file that holds no hand (empty, or comments only) is skipped, or fails when ``strict``. A
    file that cannot be read, or stops being readable (a ``.phhs`` with a hand that is not
    TOML), fails from there, after the hands read before; a hand that trips an error pokerfloor
    did not foresee fails alone, with the error as its reason, and the run goes on. Site hand
    histories (PokerStars ``.txt``, Open Hand History ``.ohh``) go to :mod:`pokerfloor.checking.sites`."""
    if is_site_file(path) or (not path.endswith((".phh", ".phhs")) and holds_site_hands(path)):
        from pokerfloor.checking.sites import check_site_file  # noqa: PLC0415 - loaded for site files only (a PHH check needs none)

        yield from check_site_file(path, rules.name, strict)
        return
    any_hand = False
    for history in _histories_or_failure(path):
        any_hand = True
        yield history if isinstance(history, dict) else _checked(history, rules, strict, rake)
    if not any_hand:
        yield Replay(path, None, "", FAILED if strict else SKIPPED, reason=NO_HAND, code="no-hand").as_json()


def _histories_or_failure(path: str) -> Iterator[HandHistory | dict[str, Any]]:
    """The hands of a file, then (if it stops being readable) the failure that ends it."""
    try:
        yield from iter_histories(path)
    except PokerfloorError as error:
        yield Replay(path, None, "", FAILED, reason=str(error), code=error.code).as_json()
    except Exception as error:  # a bug of ours must cost this file, not the whole run
        yield Replay(path, None, "", FAILED, reason=_internal(error), code="internal").as_json()


def check_file(path: str, rulebook_name: str, strict: bool = False, rake: Rake | None = None) -> list[dict[str, Any]]:
    """Every result of one file (:func:`iter_results`), as a list: one task of a worker."""
    return list(iter_results(path, rulebook(rulebook_name), strict, rake))


def check_chunk(
    names: list[str], rulebook_name: str, strict: bool = False, rake: Rake | None = None
) -> list[dict[str, Any]]:
    """Every result of several files, in their order: one task of a worker."""
    rules = rulebook(rulebook_name)
    return [result for name in names for result in iter_results(name, rules, strict, rake)]


def check_range(
    span: tuple[str, int, int], rulebook_name: str, strict: bool = False, rake: Rake | None = None
) -> list[dict[str, Any]]:
    """The results of the hands of a ``.phhs`` collection that begin in a ``span``: the file's
    name and two byte offsets (:func:`~pokerfloor.formats.phh.ranges.range_tables`), read here.
    A range that stops being readable ends with the failure that stops it, as
    :func:`iter_results` ends a file. One task of a worker."""
    rules = rulebook(rulebook_name)
    return [h if isinstance(h, dict) else _checked(h, rules, strict, rake) for h in _range_or_failure(*span)]


def _range_or_failure(path: str, start: int, stop: int) -> Iterator[HandHistory | dict[str, Any]]:
    try:
        for table in range_tables(path, start, stop):
            yield from collection_histories(table, path)
    except PokerfloorError as error:
        yield Replay(path, None, "", FAILED, reason=str(error), code=error.code).as_json()
    except Exception as error:  # a bug of ours must cost this range, not the whole run
        yield Replay(path, None, "", FAILED, reason=_internal(error), code="internal").as_json()


def check_batch(
    histories: list[HandHistory | dict[str, Any]], rulebook_name: str, strict: bool = False, rake: Rake | None = None
) -> list[dict[str, Any]]:
    """The results of a batch of hands already read (a failure to read them passes as it is)."""
    rules = rulebook(rulebook_name)
    return [h if isinstance(h, dict) else _checked(h, rules, strict, rake) for h in histories]


def _checked(history: HandHistory, rules: Rulebook, strict: bool, rake: Rake | None) -> dict[str, Any]:
    """One hand's result: its replay, or a failure when the replay raised unexpectedly. Under
    ``strict`` a hand that cannot be checked (a partial hand, a variant not played) fails: it was
    not checked."""
    try:
        result = replay(history, rules, strict=strict, rake=rake).as_json()
    except Exception as error:  # replay() never raises for a bad hand: this is a bug of ours
        return Replay(
            history.file, history.key, history.variant, FAILED, reason=_internal(error), code="internal"
        ).as_json()
    if strict and result["status"] == SKIPPED:
        result["status"] = FAILED
    return result


def _internal(error: Exception) -> str:
    return f"internal error: {type(error).__name__}: {error} (please report)"


def check_files(
    files: Iterable[str | Path],
    rulebook_name: str,
    *,
    jobs: int = 1,
    scheduler: str | None = None,
    strict: bool = False,
    rake: Rake | None = None,
) -> Iterator[list[dict[str, Any]]]:
    """Check files, yielding results a batch at a time (at most :data:`BATCH` at once), in the
    order of the files and of their hands."""
    names = (str(f) for f in files)
    if scheduler is not None:
        yield from _on_dask(names, rulebook_name, scheduler, strict, rake)
    elif jobs <= 1:
        rules = rulebook(rulebook_name)
        yield from _batches(chain.from_iterable(iter_results(name, rules, strict, rake) for name in names))
    else:
        from concurrent.futures import ProcessPoolExecutor  # noqa: PLC0415 - loaded when several jobs share the work

        with ProcessPoolExecutor(max_workers=jobs) as pool:
            yield from _shared_out(pool.submit, jobs, names, (rulebook_name, strict, rake))


def _batches(results: Iterator[_Item]) -> Iterator[list[_Item]]:
    batch: list[_Item] = []
    for result in results:
        batch.append(result)
        if len(batch) >= BATCH:
            yield batch
            batch = []
    if batch:
        yield batch


_Item = Any
#: Hands a task to a worker: ``submit(function, *arguments)`` gives a future of its result.
_Submit = Callable[..., "Future[list[dict[str, Any]]]"]


class _Task(NamedTuple):
    """A piece of work for a worker: ``function(*work, *settings)``. A range of a collection
    names it (``collection``) and says whether it is the collection's last range (``last``)."""

    function: Callable[..., list[dict[str, Any]]]
    work: tuple[Any, ...]
    collection: str | None = None
    last: bool = True


def _tasks(names: Iterator[str], workers: int) -> Iterator[_Task]:
    """The work, task by task: small files together, a large collection in ranges."""
    chunk: list[str] = []
    size = 0
    for name in names:
        bytes_ = _file_size(name)
        if bytes_ > 2 * CHUNK_BYTES and name.endswith(".phhs") and not is_site_file(name):
            if chunk:
                yield _Task(check_chunk, (chunk,))
                chunk, size = [], 0
            yield from _ranges(name, bytes_, workers)
            continue
        chunk.append(name)
        size += bytes_
        if size >= CHUNK_BYTES or len(chunk) >= CHUNK_FILES:
            yield _Task(check_chunk, (chunk,))
            chunk, size = [], 0
    if chunk:
        yield _Task(check_chunk, (chunk,))


def _file_size(name: str) -> int:
    """The size of a file (0 for one that cannot be read: its worker says why)."""
    try:
        return os.stat(name).st_size
    except (OSError, ValueError):
        return 0


def _ranges(name: str, size: int, workers: int) -> Iterator[_Task]:
    step = min(RANGE_BYTES, max(CHUNK_BYTES, size // (workers * RANGES_PER_WORKER)))
    cuts = [*range(0, size, step), size]
    for k in range(len(cuts) - 1):
        yield _Task(check_range, ((name, cuts[k], cuts[k + 1]),), name, k == len(cuts) - 2)


def _shared_out(
    submit: _Submit, workers: int, names: Iterator[str], settings: tuple[str, bool, Rake | None]
) -> Iterator[list[dict[str, Any]]]:
    """Submit the tasks a window at a time, yielding their results in order, at most
    :data:`BATCH` at once; ``settings`` are the rulebook's name, ``strict`` and the rake, passed
    to every task."""
    pending: deque[tuple[_Task, Future[list[dict[str, Any]]]]] = deque()
    joined = _Collections(settings[1])
    for task in _tasks(names, workers):
        pending.append((task, submit(task.function, *task.work, *settings)))
        if len(pending) >= WINDOW * workers:
            yield from _batches(iter(joined.results(*_done(pending.popleft()))))
    while pending:
        yield from _batches(iter(joined.results(*_done(pending.popleft()))))


def _done(item: tuple[_Task, Future[list[dict[str, Any]]]]) -> tuple[_Task, list[dict[str, Any]]]:
    return item[0], item[1].result()


class _Collections:
    """The ranges of a collection made one file again: the ranges after one that stopped being
    readable are dropped (one process stops reading there), and a collection with no hand is
    said to hold none, as :func:`iter_results` says it."""

    def __init__(self, strict: bool) -> None:
        self.strict = strict
        self.any_hand = False
        self.ended = False

    def results(self, task: _Task, results: list[dict[str, Any]]) -> list[dict[str, Any]]:
        if task.collection is None:
            return results
        if self.ended:
            results = []
        elif results:
            self.any_hand = True
            self.ended = results[-1]["hand"] is None
        if task.last:
            if not self.any_hand:
                status = FAILED if self.strict else SKIPPED
                results = [Replay(task.collection, None, "", status, reason=NO_HAND, code="no-hand").as_json()]
            self.any_hand = self.ended = False
        return results


#: How long to try reaching a Dask scheduler before giving up: an address that does not answer
#: should not hold the command for Dask's default thirty seconds.
CONNECT_SECONDS = 5
MAX_PORT = 65535


def _on_dask(
    names: Iterator[str], rulebook_name: str, scheduler: str, strict: bool, rake: Rake | None
) -> Iterator[list[dict[str, Any]]]:
    try:
        from dask.distributed import Client  # noqa: PLC0415 - an optional extra, loaded on demand
    except ImportError:
        raise PokerfloorError(code="missing-extra", variant="dask") from None
    _knock(scheduler)
    try:
        client = Client(scheduler, timeout=CONNECT_SECONDS)
    except Exception as error:  # a bad address, nobody there, or something there that is not Dask
        raise _unreachable(scheduler, _reason(error)) from None
    with client:
        workers = max(1, len(client.scheduler_info().get("workers", {})))

        def submit(function: Callable[..., Any], *arguments: Any) -> Any:
            return client.submit(function, *arguments, pure=False)

        try:
            yield from _shared_out(submit, workers, names, (rulebook_name, strict, rake))
        except Exception as error:  # the tasks never raise: this is the cluster failing
            params = {"scheduler": repr(scheduler), "reason": _reason(error)}
            raise PokerfloorError(code="scheduler-failed", params=params) from None


def _knock(scheduler: str) -> None:
    """Refuse a ``tcp://host:port`` address where nothing listens, before Dask is asked: the
    operating system's answer is immediate and says why, where Dask would retry for the whole
    timeout (and, with clusters of earlier calls torn down in the same process, may not return)."""
    host, _, port = scheduler.removeprefix("tcp://").rpartition(":")
    if not scheduler.startswith("tcp://") or not host or not port.isdigit():
        return  # another protocol or a name Dask resolves: Dask says what is wrong with it
    if int(port) > MAX_PORT:
        params = {"scheduler": repr(scheduler), "port": port, "most": MAX_PORT}
        raise PokerfloorError(code="scheduler-unreachable", variant="port", params=params)
    import socket  # noqa: PLC0415 - for a cluster's address only: a check on one machine never loads it

    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=CONNECT_SECONDS).close()
    except (OSError, OverflowError) as error:
        raise _unreachable(scheduler, _reason(error)) from None


def _unreachable(scheduler: str, reason: str) -> PokerfloorError:
    """A scheduler nobody answers at, and why (the system's or Dask's words)."""
    return PokerfloorError(code="scheduler-unreachable", params={"scheduler": repr(scheduler), "reason": reason})


def _reason(error: BaseException) -> str:
    """An error's first line (its type when it says nothing)."""
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__
