"""The sites' own hand histories: PokerStars text (:mod:`~pokerfloor.formats.sites.pokerstars`,
written by :mod:`~pokerfloor.formats.sites.pokerstars_writer`), GGPoker's, Winamax's, 888poker's,
PartyPoker's and the Winning Poker Network's text (:mod:`~pokerfloor.formats.sites.ggpoker`,
:mod:`~pokerfloor.formats.sites.winamax`, :mod:`~pokerfloor.formats.sites.pacific`,
:mod:`~pokerfloor.formats.sites.partypoker`, :mod:`~pokerfloor.formats.sites.winning`,
:mod:`~pokerfloor.formats.sites.bovada`), iPoker's XML
(:mod:`~pokerfloor.formats.sites.ipoker`), read a hand at a time (:mod:`~pokerfloor.formats.sites.text`,
whose ``SiteFormat`` gives every site one public face), Open Hand History JSON
(:mod:`~pokerfloor.formats.sites.ohh`), the record they are read into
(:mod:`~pokerfloor.formats.sites.hand`), the sites' game names and dates, a site's record of any
hand played (:mod:`~pokerfloor.formats.sites.build`), a site's hand replayed into the engine's
(:mod:`~pokerfloor.formats.sites.replay`), and the files of a corpus (:mod:`~pokerfloor.formats.sites.files`)."""

from __future__ import annotations

from typing import Any

from pokerfloor import _moved
from pokerfloor.formats.sites.files import SITE_SUFFIXES, is_site_file, site_hands

__all__ = ["SITE_SUFFIXES", "is_site_file", "site_hands"]


def __getattr__(name: str) -> Any:
    """``check_site_file``, which left for :mod:`pokerfloor.checking.sites` (with a
    :class:`DeprecationWarning`: :data:`pokerfloor._moved.MOVED_NAMES`)."""
    return _moved.moved_name(__name__, name)
