"""The refusals of pokerfloor.checking worded once, in the catalogs: a refusal of each sentence of
the room (the rake given, the Dask scheduler, hands converted from one format to another), with the
English the room said when it wrote its own sentences (:func:`test_refusal_words.check_sample`)."""

from __future__ import annotations

import functools
import pickle
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from unittest import mock

import pytest

from pokerfloor import rulebook
from pokerfloor.checking.convert import convert_file, phh_to_site, replayed, site_to_phh
from pokerfloor.checking.corpus import check_files
from pokerfloor.checking.rake import Rake
from pokerfloor.errors import HandHistoryError, PokerfloorError
from pokerfloor.formats.phh.history import read_histories
from pokerfloor.formats.sites import pokerstars
from test_refusal_words import check_sample

DATA = Path(__file__).parent / "data"
TDA = rulebook("tda")
ONE = DATA / "phh" / "1.phh"
SPLIT = DATA / "pokerstars-bad" / "second-board-misawarded.txt"
OVERPAID = DATA / "pokerstars-bad" / "overpaid.txt"


def _check(scheduler: str) -> None:
    list(check_files([str(ONE)], "tda", scheduler=scheduler))


#: A cluster that goes away while it checks the files (run in a process of its own: a cluster torn
#: down in this one could leave Dask unable to return from a later connection, test_phh_reach's).
_CLUSTER_GONE = """
import pickle, sys
from pathlib import Path
from dask.distributed import LocalCluster
from pokerfloor.checking.corpus import check_files
from pokerfloor.errors import PokerfloorError
files = [str(path) for path in sorted(Path(sys.argv[1]).glob("*.phh"))] * 40
with LocalCluster(n_workers=1, processes=False, dashboard_address=None) as cluster:
    batches = check_files(files, "tda", scheduler=cluster.scheduler_address)
    next(batches)
    cluster.close()
    try:
        list(batches)
    except PokerfloorError as error:
        sys.stdout.buffer.write(pickle.dumps(error))
"""


@functools.cache
def _cluster_refusal() -> PokerfloorError:
    run = subprocess.run(
        [sys.executable, "-c", _CLUSTER_GONE, str(DATA / "phh")], capture_output=True, check=True, timeout=300
    )
    error = pickle.loads(run.stdout)
    assert isinstance(error, PokerfloorError)
    return error


def _cluster_gone() -> None:
    raise _cluster_refusal()


def _without_dask() -> None:
    with mock.patch.dict("sys.modules", {"dask.distributed": None}):  # the extra not installed
        _check("tcp://127.0.0.1:1")


def _converted(path: Path, target: str) -> None:
    "The first refusal of the file's conversion (the others go on: the refusal is given, not raised)."
    raise next(item for item in convert_file(path, target, TDA) if isinstance(item, HandHistoryError))


def _phh_with(**fields: object) -> None:
    [history] = read_histories(ONE)
    history.fields.update(fields)
    phh_to_site(history, TDA)


def _bad_phh() -> Path:
    return DATA / "refusals" / "not-replayed.phh"


SAMPLES: list[tuple[Callable[[], object], str | re.Pattern[str]]] = [
    (lambda: Rake.parse("lots"), "rake 'lots': write PERCENT or PERCENT/CAP, e.g. 5/3"),
    (lambda: Rake.parse("101/3"), "rake '101/3': the percentage is 0 to 100 and the cap an amount, 0 or more"),
    (_without_dask, "--scheduler needs Dask: pip install 'pokerfloor[dask]'"),
    (
        lambda: _check("tcp://127.0.0.1:99999"),
        "cannot reach the Dask scheduler 'tcp://127.0.0.1:99999': port 99999 is not 0 to 65535",
    ),
    (
        lambda: _check("tcp://127.0.0.1:1"),
        "cannot reach the Dask scheduler 'tcp://127.0.0.1:1': [Errno 111] Connection refused",
    ),
    (_cluster_gone, re.compile(r"the Dask scheduler 'inproc://[^']+' failed: .+")),
    (
        lambda: replayed(pokerstars.read_file(OVERPAID)[0], TDA),
        (
            "hand 6002: not converted: the record contradicts itself: the site pays out 1.95 and rakes 0 from "
            "a pot of 1.45: 0.50 more than the pot"
        ),
    ),
    (
        lambda: site_to_phh(pokerstars.read_file(SPLIT)[0], TDA),
        "hand 2001: not converted: pot (board 2): the rules award Jörg 100.50; the site paid Jörg nothing"
        " (TDA 2024 Rule 21)",
    ),
    (
        lambda: site_to_phh(pokerstars.read_file(DATA / "pokerstars" / "euro-iso-8859-1.txt")[0], TDA),
        "hand 2001: the board was run again from the river, after the betting ended: PHH's _runs run every street"
        " still to come",
    ),
    (
        lambda: _converted(DATA / "pokerstars" / "euro-iso-8859-1.txt", "phh"),
        (
            f"{DATA}/pokerstars/euro-iso-8859-1.txt [2001]: hand 2001: the board was run again from the river, "
            "after the betting ended: PHH's _runs run every street still to come"
        ),
    ),
    (
        lambda: site_to_phh(pokerstars.read_file(DATA / "refusals" / "split-holdem.txt")[0], TDA),
        "hand 3001: PHH has one board, this hand was dealt 2",
    ),
    (
        lambda: _converted(_bad_phh(), "pokerstars"),
        (
            f"{DATA}/refusals/not-replayed.phh [1]: not converted: p2 raise 3: the minimum raise is to 4 (TDA "
            "2024 Rule 43) (TDA 2024 Rule 43)"
        ),
    ),
    (lambda: _phh_with(_unit="x"), "_unit: 'x' is not the money of one chip (0.01)"),
    (lambda: _phh_with(_unit="0.5"), "_unit: '0.5' is not a power of ten (1, 0.1, 0.01)"),
    (
        lambda: _phh_with(seats=[1, 2, 3, 5, 4]),
        (
            "seats: [1, 2, 3, 5, 4] does not seat the players round the table in their order of play (p1, p2, ...): "
            "a site's record cannot be written"
        ),
    ),  # refused.bad-field.seats-order
    (lambda: _phh_with(_tournament="T1", _buyin="lots"), "_buyin: 'lots' is not an amount"),
    (lambda: list(convert_file(ONE, "xml", TDA)), "no format 'xml': the formats are pokerstars, ohh, phh"),
]


@pytest.mark.parametrize(("make", "said"), SAMPLES)
def test_a_refusal_of_checking_says_what_it_said_and_is_said_in_every_language(
    make: Callable[[], object], said: str | re.Pattern[str]
) -> None:
    check_sample(make, said)
