"""Checking corpora of hand histories: files, folders and ``.phhs`` collections, streamed, on
several processes of one machine or on a Dask cluster, in bounded memory.

Hands are read one at a time (see :func:`~pokerfloor.formats.phh.history.iter_histories`) and their
results handed on in batches of at most :data:`BATCH`, so memory stays flat however large a file
or the corpus is. With several workers (processes, or a Dask cluster) the work goes out a window
of tasks at a time: a ``.phh`` or site file is a task of its own, read by its worker; a
``.phhs`` collection is read here, hand by hand, and goes out a batch of hands at a time (a
collection of millions of hands is then shared among the workers too). Results come back in the
order of the files and hands.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from itertools import chain
from typing import TYPE_CHECKING, Any

from pokerfloor.checking.phh_replay import replay
from pokerfloor.checking.phh_verdict import FAILED, SKIPPED, Replay
from pokerfloor.checking.rake import Rake
from pokerfloor.errors import PokerfloorError
from pokerfloor.formats.phh import HandHistory, iter_histories
from pokerfloor.formats.sites.files import SITE_SUFFIXES, holds_site_hands, is_site_file
from pokerfloor.rules import Rulebook, rulebook

if TYPE_CHECKING:
    from concurrent.futures import Future
    from pathlib import Path

__all__ = ["BATCH", "check_batch", "check_file", "check_files", "history_files", "history_names", "iter_results"]

SUFFIXES = (".phh", ".phhs", *SITE_SUFFIXES)
#: Why a file with no hand in it (empty, or comments only) is skipped, or fails under ``strict``.
NO_HAND = "the file holds no hand"
#: The most results handed on at once (and hands sent to a worker in one task).
BATCH = 500
#: Tasks in flight per worker: enough to keep each busy, few enough to keep memory flat.
WINDOW = 4


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


def check_batch(
    histories: list[HandHistory | dict[str, Any]], rulebook_name: str, strict: bool = False, rake: Rake | None = None
) -> list[dict[str, Any]]:
    """The results of a batch of hands read from a collection (a failure to read it passes as
    it is): one task of a worker."""
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


def _tasks(names: Iterator[str]) -> Iterator[tuple[Callable[..., list[dict[str, Any]]], Any]]:
    """The work, task by task: a file a worker reads, or a batch of a collection's hands read here."""
    for name in names:
        if name.endswith(".phhs") and not is_site_file(name):
            any_hand = False
            for batch in _batches(_histories_or_failure(name)):
                any_hand = True
                yield check_batch, batch
            if not any_hand:
                yield check_file, name  # a collection with no hand: said as check_file says it
        else:
            yield check_file, name


def _shared_out(
    submit: _Submit, workers: int, names: Iterator[str], settings: tuple[str, bool, Rake | None]
) -> Iterator[list[dict[str, Any]]]:
    """Submit the tasks a window at a time, yielding each one's results in order; ``settings``
    are the rulebook's name, ``strict`` and the rake, passed to every task."""
    pending: deque[Future[list[dict[str, Any]]]] = deque()
    for function, work in _tasks(names):
        pending.append(submit(function, work, *settings))
        if len(pending) >= WINDOW * workers:
            yield pending.popleft().result()
    while pending:
        yield pending.popleft().result()


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
            yield from _shared_out(submit, workers * 8, names, (rulebook_name, strict, rake))
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
