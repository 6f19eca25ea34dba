"""Checking corpora of hand histories: files, folders and ``.phhs`` collections, streamed, on
several processes of one machine or on a Dask cluster.

Work is shared out file by file; hands are read one at a time (see
:func:`~pokerfloor.formats.phh.iter_histories`), so memory stays flat however large the corpus.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from .errors import PokerfloorError
from .formats.phh import HandHistory, Replay, iter_histories, replay
from .formats.sites import SITE_SUFFIXES, check_site_file, is_site_file
from .rules import Rulebook, rulebook

__all__ = ["Summary", "check_file", "check_files", "history_files"]

SUFFIXES = (".phh", ".phhs", *SITE_SUFFIXES)
#: Why a file with no hand in it (empty, or comments only) is skipped, or fails under ``strict``.
NO_HAND = "the file holds no hand"
_T = TypeVar("_T")


def history_files(paths: Iterable[str]) -> Iterator[Path]:
    """The hand-history files named, folders walked (in a stable order), one at a time."""
    for name in paths:
        path = Path(name)
        if path.is_dir():
            for root, dirs, files in os.walk(path):
                dirs.sort()
                for file in sorted(files, key=_natural):
                    if file.endswith(SUFFIXES):
                        yield Path(root) / file
        else:
            yield path


def _natural(name: str) -> tuple[Any, ...]:
    stem, _, suffix = name.partition(".")
    return (0, int(stem), suffix) if stem.isdigit() else (1, stem, suffix)


def check_file(path: str, rulebook_name: str, strict: bool = False) -> list[dict[str, Any]]:
    """Replay every hand of one file; the results as ``check --json`` objects.

    A file that holds no hand (empty, or comments only) is skipped, or fails when ``strict``. A
    file that cannot be read, or stops being readable (a ``.phhs`` with a hand that is not
    TOML), fails from there, after the hands read before; a hand that trips an error pokerfloor
    did not foresee fails alone, with the error as its reason, and the run goes on. Site hand
    histories (PokerStars ``.txt``, Open Hand History ``.ohh``) go to :mod:`pokerfloor.formats.sites`."""
    if is_site_file(path):
        return check_site_file(path, rulebook_name, strict)
    rules = rulebook(rulebook_name)
    results: list[dict[str, Any]] = []
    try:
        for history in iter_histories(Path(path)):
            results.append(_checked(history, rules, strict))
    except PokerfloorError as error:
        results.append(Replay(path, None, "", "failed", reason=str(error)).as_json())
    except Exception as error:  # a bug of ours must cost this file, not the whole run
        results.append(Replay(path, None, "", "failed", reason=_internal(error)).as_json())
    if not results:
        results.append(Replay(path, None, "", "failed" if strict else "skipped", reason=NO_HAND).as_json())
    return results


def _checked(history: HandHistory, rules: Rulebook, strict: bool) -> dict[str, Any]:
    """One hand's result: its replay, or a failure when the replay raised unexpectedly. Under
    ``strict`` a hand that cannot be checked (a variant not played yet) fails: it was not checked."""
    try:
        result = replay(history, rules, strict=strict).as_json()
    except Exception as error:  # replay() never raises for a bad hand: this is a bug of ours
        return Replay(history.file, history.key, history.variant, "failed", reason=_internal(error)).as_json()
    if strict and result["status"] == "skipped":
        result["status"] = "failed"
    return result


def _internal(error: Exception) -> str:
    return f"internal error: {type(error).__name__}: {error} (please report)"


def check_files(
    files: Iterable[Path], rulebook_name: str, *, jobs: int = 1, scheduler: str | None = None, strict: bool = False
) -> Iterator[list[dict[str, Any]]]:
    """Check files, yielding each file's results as it is done (in order with one job, in the
    order they finish otherwise)."""
    names = (str(f) for f in files)
    if scheduler is not None:
        yield from _on_dask(names, rulebook_name, scheduler, strict)
    elif jobs <= 1:
        for name in names:
            yield check_file(name, rulebook_name, strict)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            yield from pool.map(check_file, names, _repeat(rulebook_name), _repeat(strict), chunksize=16)


def _repeat(value: _T) -> Iterator[_T]:
    while True:
        yield value


#: How long to try reaching a Dask scheduler before giving up: an address that does not answer
#: should not hold the command for Dask's default thirty seconds.
CONNECT_SECONDS = 5


def _on_dask(names: Iterator[str], rulebook_name: str, scheduler: str, strict: bool) -> Iterator[list[dict[str, Any]]]:
    try:
        from dask.distributed import Client, as_completed  # noqa: PLC0415 - an optional extra, loaded on demand
    except ImportError:
        raise PokerfloorError("--scheduler needs Dask: pip install 'pokerfloor[dask]'", code="missing-extra") from None
    try:
        client = Client(scheduler, timeout=CONNECT_SECONDS)
    except Exception as error:  # a bad address, nobody there, or something there that is not Dask
        raise PokerfloorError(
            f"cannot reach the Dask scheduler {scheduler!r}: {_reason(error)}", code="scheduler-unreachable"
        ) from None
    with client:
        try:
            yield from _shared_out(client, as_completed(), names, rulebook_name, strict)
        except Exception as error:  # check_file never raises: this is the cluster failing
            raise PokerfloorError(
                f"the Dask scheduler {scheduler!r} failed: {_reason(error)}", code="scheduler-failed"
            ) from None


def _shared_out(
    client: Any, pending: Any, names: Iterator[str], rulebook_name: str, strict: bool
) -> Iterator[list[dict[str, Any]]]:
    """Submit the files a window at a time, yielding each one's results as it finishes."""
    window = 4 * max(1, len(client.scheduler_info().get("workers", {}))) * 8
    for name in names:
        pending.add(client.submit(check_file, name, rulebook_name, strict, pure=False))
        if pending.count() >= window:
            yield next(pending).result()
    for future in pending:
        yield future.result()


def _reason(error: BaseException) -> str:
    """An error's first line (its type when it says nothing)."""
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__


class Summary:
    """The verdicts of a run at a glance (``check --summary``): how many hands got each, and
    within each the reasons (by their first clause) and the rules named, most frequent first,
    each with the first hand it was seen on."""

    #: The most reasons listed under one verdict.
    SHOWN = 8

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.reasons: dict[str, Counter[str]] = {}
        self.first: dict[tuple[str, str], str] = {}

    def add(self, result: dict[str, Any]) -> None:
        """Count one ``check --json`` result."""
        status = result["status"]
        self.counts[status] += 1
        reason = str(result.get("reason") or "")
        if status == "passed" and not reason:
            return
        gist = str(result.get("rule") or "") or reason.split(":", 1)[0][:70] or "no reason given"
        self.reasons.setdefault(status, Counter())[gist] += 1
        where = result["file"] + (f" [{result['hand']}]" if result.get("hand") else "")
        self.first.setdefault((status, gist), where)

    def lines(self) -> list[str]:
        """One line a verdict with its share, then its reasons (the rule when one is named)."""
        total = sum(self.counts.values()) or 1
        out = []
        for status, count in self.counts.most_common():
            out.append(f"{status:<8} {count:>9,} {count / total:>8.2%}")
            reasons = self.reasons.get(status, Counter())
            for gist, times in reasons.most_common(self.SHOWN):
                out.append(f"    {times:>9,}  {gist} (first: {self.first[status, gist]})")
            if len(reasons) > self.SHOWN:
                out.append(f"    ... and {len(reasons) - self.SHOWN} other reasons")
        return out
