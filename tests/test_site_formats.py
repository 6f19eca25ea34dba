"""Every site's reader has one public face, built once (formats/sites/text.py's SiteFormat): the
registry holds each site's record, a site module's ``is_header``, ``iter_readings``,
``parse_text`` and ``iter_file`` are its record's, and a hand a site refuses costs that hand alone."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.sites.files import site_formats, site_reader
from pokerfloor.formats.sites.hand import SiteHand, UnreadHand
from pokerfloor.formats.sites.text import SiteFormat

DATA = Path(__file__).parent / "data"
#: Each site module and a file of ours in its text.
SITES = {
    "ggpoker": DATA / "ggpoker" / "plo.txt",
    "winamax": DATA / "winamax" / "cash.txt",
    "winning": DATA / "wpn" / "cash.txt",
    "pacific": DATA / "888poker" / "cash.txt",
    "partypoker": DATA / "partypoker" / "cash.txt",
    "pokerstars": DATA / "pokerstars" / "omaha.txt",
    "bovada": DATA / "bovada" / "cash.txt",
    "ipoker": DATA / "ipoker" / "cash-holdem.xml",
}


@pytest.mark.parametrize("name", sorted(SITES))
def test_a_site_module_publishes_its_records_functions(name: str) -> None:
    module = importlib.import_module(f"pokerfloor.formats.sites.{name}")
    site: SiteFormat = module.FORMAT
    assert site in site_formats()
    assert module.iter_readings is site.iter_readings
    assert module.is_header is site.is_header
    if name != "pokerstars":  # PokerStars' own parse_text and iter_file raise at a refused hand
        assert (module.parse_text, module.iter_file) == (site.parse_text, site.iter_file)
    for public in module.__all__:
        assert getattr(module, public) is not None


@pytest.mark.parametrize("name", sorted(SITES))
def test_the_registry_tells_each_site_from_its_text(name: str) -> None:
    path = SITES[name]
    module = importlib.import_module(f"pokerfloor.formats.sites.{name}")
    text = path.read_text(encoding="utf-8")
    assert site_reader(text) is module.iter_readings
    read = list(module.FORMAT.iter_file(path))
    assert read and all(isinstance(hand, SiteHand) for hand in read)


def test_a_refused_hand_costs_that_hand_alone() -> None:
    from pokerfloor.formats.sites import winamax  # noqa: PLC0415 - the site under test

    text = (DATA / "winamax" / "cash.txt").read_text(encoding="utf-8")
    header = next(line for line in text.splitlines() if winamax.is_header(line))
    broken = header + "\nSeat " + "9" * 5000 + ": Ann (1€)\n\n" + text
    readings = list(winamax.iter_readings(broken, "mixed.txt"))
    assert isinstance(readings[0], UnreadHand) and readings[0].line == 2
    assert all(isinstance(hand, SiteHand) for hand in readings[1:])
    with pytest.raises(HandHistoryError):
        winamax.parse_text(broken)
