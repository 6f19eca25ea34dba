"""The sites' own hand histories: PokerStars text (:mod:`~pokerfloor.formats.sites.pokerstars`,
written by :mod:`~pokerfloor.formats.sites.pokerstars_writer`), Open Hand History JSON
(:mod:`~pokerfloor.formats.sites.ohh`), the record they are read into
(:mod:`~pokerfloor.formats.sites.hand`), the sites' game names and dates, a site's record of any
hand played (:mod:`~pokerfloor.formats.sites.build`), and the files of a corpus
(:mod:`~pokerfloor.formats.sites.files`)."""

from __future__ import annotations

from pokerfloor.formats.sites.files import SITE_SUFFIXES, check_site_file, is_site_file, site_hands

__all__ = ["SITE_SUFFIXES", "check_site_file", "is_site_file", "site_hands"]
