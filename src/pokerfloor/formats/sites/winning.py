"""Winning Poker Network hand histories (Americas Cardroom, BlackChip Poker, True Poker...): the
text its client writes, read into :class:`~pokerfloor.formats.sites.hand.SiteHand` records.

The network writes PokerStars' sections with a header and words of its own, so its reader
(:class:`WinningReader`) is PokerStars' reading each line as PokerStars would have written it.
Learned from public descriptions, not from files of the site (none are kept here): the shapes
the fpdb-3 tracker's parser reads (``WinningToFpdb.py``) and a player's tournament files kept
as test data by the Poker-Hand-Tracker project (docs/site-histories.md says which):

- the header ``Hand #68217077 - Holdem(No Limit) - $0.05/$0.10 - 2019/06/28 02:38:17 UTC``, a
  tournament's ``Game Hand #673950146 - Tournament #23889488 - Holdem(No Limit) - Level 1
  (250.00/500.00)- 2021/01/22 18:30:07 UTC``; the games ``Holdem``, ``Omaha``, ``Omaha H/L``,
  ``5Card Omaha``, ``5Card Omaha H/L``, ``7Stud`` and ``7Stud H/L``, each ``(No Limit)``,
  ``(Pot Limit)`` or ``(Fixed Limit)``;
- a cash table's name without quotes (``St. Lucie 6-max Seat #1 is the button``), the seats
  ``Seat 6: puccini ($5.34)`` (a tournament's ``(30000.00)``);
- the players' lines without a colon, the blinds posted after the ``*** HOLE CARDS ***``
  heading (``posts the small blind 250.00``, ``posts the big blind``, ``posts ante``, ``posts
  dead`` for a small and a big blind together, ``posts`` alone for a big blind posted to come
  in), a raise written with the chips it puts in and its street total (``raises 2170.00 to
  2870.00``: the total is what is read), ``Main pot 350.00`` after each heading (skipped), ``does
  not show``;
- the winner of a pot nobody contested written in the summary only (``Seat 3: PotNoodle99912 did
  not show and won 6150.00``): read as his collect line.

>>> text = '''Hand #1 - Holdem(No Limit) - $0.01/$0.02 - 2024/05/01 12:00:00 UTC
... Lyon 6-max Seat #1 is the button
... Seat 1: Ann ($2)
... Seat 2: Bob ($2)
... *** HOLE CARDS ***
... Main pot $0.00
... Ann posts the small blind $0.01
... Bob posts the big blind $0.02
... Ann folds
... Uncalled bet ($0.01) returned to Bob
... Bob does not show
... *** SUMMARY ***
... Total pot $0.02
... Seat 1: Ann (button) (small blind) folded on the Pre-Flop
... Seat 2: Bob (big blind) did not show and won $0.02'''
>>> [(h.site, h.variant, h.stakes, [e.amount for e in h.events if e.kind == "collect"]) for h in parse_text(text)]
[('WPN', 'holdem', (Decimal('0.01'), Decimal('0.02')), [Decimal('0.02')])]
"""

from __future__ import annotations

import re
from decimal import Decimal

from pokerfloor.formats.sites.hand import Event
from pokerfloor.formats.sites.pokerstars import TextReader
from pokerfloor.formats.sites.text import SiteFormat, site_format

__all__ = ["FORMAT", "WinningReader", "is_header", "iter_file", "iter_readings", "parse_text"]

_HEADER = re.compile(
    r"^\s*(?:Game )?Hand #(?P<number>\d+) - (?:(?P<tournament>.*?)Tournament #(?P<event>\d+) - )?"
    r"(?P<game>[^()]+?)\((?P<limit>[^)]+)\) - (?:Level (?P<level>\w+) )?\(?(?P<stakes>[^\s()]+/[^\s()]+)\)?"
    r"\s*-\s*(?P<started>.*)$"
)

#: The network's names of its games -> PokerStars' (which :mod:`~pokerfloor.formats.sites.games` knows).
_GAMES = {
    "holdem": "Hold'em",
    "omaha": "Omaha",
    "omaha h/l": "Omaha Hi/Lo",
    "5card omaha": "5 Card Omaha",
    "5card omaha h/l": "5 Card Omaha Hi/Lo",
    "7stud": "7 Card Stud",
    "7stud h/l": "7 Card Stud Hi/Lo",
}
_STRUCTURES = {"no limit": "No Limit", "pot limit": "Pot Limit", "fixed limit": "Limit"}

#: A cash table's line, its name without PokerStars' quotes.
_TABLE = re.compile(
    r"^(?!Table ')(?P<name>.+?) (?P<max>\d+)-max (?P<play>\(Play Money\) )?(?P<button>Seat #\d+ is the button)$"
)
#: Lines PokerStars does not write: the pot after each heading, a winner not showing.
_SKIPPED = re.compile(r"^(?:(?:Main|Side) pot(?:[ -]?\d+)? \S+|.+ does not show)$")

#: Each line as PokerStars writes it: (the network's shape, PokerStars' words), tried in order.
_LINES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^(Seat \d+: .+) \(([^\s()]+)\)"), r"\1 (\2 in chips)"),
    (re.compile(r" posts the (small|big) blind "), r" posts \1 blind "),
    (re.compile(r" posts dead "), " posts small & big blinds "),
    (re.compile(r" posts (?=[^\s\d]*\d)"), " posts big blind "),  # a big blind posted to come in
    (re.compile(r" brings[- ]in(?: low)? (?=[^\s\d]*\d)"), " brings in for "),
)


def is_header(line: str) -> bool:
    """Whether ``line`` starts a hand of the Winning Poker Network."""
    return _HEADER.match(line) is not None


class WinningReader(TextReader):
    """PokerStars' reader, each of the network's lines read as PokerStars writes it."""

    SITE = "wpn"
    BARE_ACTIONS = True

    def header(self, line: str) -> None:
        """The network's header read as PokerStars writes one."""
        match = _HEADER.match(line)
        if match is None:
            super().header(line)  # refused there, naming the line
            return
        base = match["game"].strip().lower()
        limit = match["limit"].strip().lower()
        game = f"{_GAMES.get(base, match['game'].strip())} {_STRUCTURES.get(limit, match['limit'])}"
        if match["event"]:
            level = f"Level {match['level'] or 'I'} ({match['stakes']})"
            words = f"Tournament #{match['event']}, {game} - {level}"
        else:
            words = f"{game} ({match['stakes']})"
        super().header(f"WPN Hand #{match['number']}: {words} - {match['started']}")
        self.hand.site = "WPN"
        if self.hand.symbol == "$" and not self.hand.currency:
            self.hand.currency = "USD"

    def line(self, index: int, line: str) -> None:
        """Each line read as PokerStars writes it (a cash table's name quoted, the pots after the
        headings and a winner's not showing dropped)."""
        table = _TABLE.match(line)
        if table and self.section == "seats":
            self.hand.play_money = self.hand.play_money or bool(table["play"])
            super().line(index, f"Table '{table['name']}' {table['max']}-max {table['button']}")
            return
        if _SKIPPED.match(line) and self.section != "summary":
            return
        for pattern, words in _LINES:
            line = pattern.sub(words, line)
        super().line(index, line)

    def finish(self) -> None:
        """A pot nobody contested is written won in the summary only: its collect line."""
        super().finish()
        hand = self.hand
        if not any(e.kind == "collect" for e in hand.events):
            last = len(self.lines) - 1
            for who, amount in hand.won.items():
                hand.events.append(Event("collect", who, amount=Decimal(amount), detail="pot", line=self.first + last))


#: The network's text as the registry of sites holds it: its hands read by :class:`WinningReader`.
FORMAT: SiteFormat = site_format("wpn", is_header, WinningReader)
iter_readings, parse_text, iter_file = FORMAT.iter_readings, FORMAT.parse_text, FORMAT.iter_file
