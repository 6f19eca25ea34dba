"""Winamax hand histories: the text Winamax writes, read into
:class:`~pokerfloor.formats.sites.hand.SiteHand` records.

Winamax writes PokerStars' sections with words and punctuation of its own, so its reader
(:class:`WinamaxReader`) is PokerStars' reading each line as PokerStars would have written it:

- the header ``Winamax Poker - CashGame - HandId: #2334898-436-1326450000 - Holdem no limit
  (1€/2€) - 2012/01/19 12:03:46 UTC`` (or ``Go Fast "Buzau"`` for the fast-fold tables), its
  games ``Holdem``, ``Omaha``, ``Omaha5``, ``Omaha8``, ``5 Card Omaha Hi/Lo``, ``7-Card Stud``,
  ``Razz``, ``2-7 Triple Draw``... with ``no limit``, ``pot limit`` or ``fixed limit``;
- the table ``Table: 'Neuilly' 5-max (real money) Seat #3 is the button`` (``(play money)``
  for play chips), the seats ``Seat 1: Player1 (197€)``;
- amounts written after their number (``1.50€``; play chips with no sign);
- the players' lines without a colon (``Player1 posts small blind 1€``), a blind ``out of
  position`` (a player coming in), ``denies big blind`` (sitting the blind out);
- the streets ``*** ANTE/BLINDS ***``, ``*** PRE-FLOP ***``, ``*** TURN *** [2c 7d 9h][Ks]``;
- the summary's ``Total pot 3€ | No rake`` and ``Board: [...]``.

>>> header = "Winamax Poker - CashGame - HandId: #1-2-3 - Holdem no limit (1€/2€) - 2012/01/19 12:03:46 UTC"
>>> [h.variant for h in parse_text(header + '''
... Table: 'Nice' 5-max (real money) Seat #1 is the button
... Seat 1: Ann (197€)
... Seat 2: Bob (200€)
... *** ANTE/BLINDS ***
... Ann posts small blind 1€
... Bob posts big blind 2€
... *** PRE-FLOP ***
... Ann folds
... Bob collected 3€ from pot
... *** SUMMARY ***
... Total pot 3€ | No rake
... Seat 2: Bob (big blind) won 3€''')]
['holdem']
"""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

from pokerfloor.formats.sites.hand import Event
from pokerfloor.formats.sites.pokerstars import TextReader
from pokerfloor.formats.sites.text import SiteFormat, site_format
from pokerfloor.formats.units import read_amount

__all__ = ["FORMAT", "WinamaxReader", "is_header", "iter_file", "iter_readings", "parse_text"]

_HEADER = re.compile(
    r"^\s*Winamax Poker - (?P<kind>[^-]*?) - HandId: #(?P<number>[\w-]+) - (?P<game>.+?) \((?P<stakes>[^)]*)\)"
    r"\s*-\s*(?P<started>.*)$"
)

#: Winamax's names of its games (lower case) -> PokerStars' (which
#: :mod:`~pokerfloor.formats.sites.games` knows), the structure after them.
_GAMES = {
    "holdem": "Hold'em",
    "omaha": "Omaha",
    "omaha5": "5 Card Omaha",
    "omaha8": "Omaha Hi/Lo",
    "omaha hi/lo": "Omaha Hi/Lo",
    "5 card omaha": "5 Card Omaha",
    "5 card omaha hi/lo": "5 Card Omaha Hi/Lo",
    "7stud": "7 Card Stud",
    "7-card stud": "7 Card Stud",
    "7-card stud hi/lo": "7 Card Stud Hi/Lo",
    "razz": "Razz",
    "2-7 triple draw": "Triple Draw 2-7 Lowball",
    "lowball27": "Triple Draw 2-7 Lowball",  # its hands draw three times
}
_STRUCTURES = {"no limit": "No Limit", "pot limit": "Pot Limit", "fixed limit": "Limit"}

#: Headings PokerStars does not write: the blinds' (before the deal) and a draw game's betting
#: rounds after a draw (PokerStars' betting follows its draw's heading).
_SKIPPED = re.compile(r"^\*\*\* (?:ANTE/BLINDS|(?:SECOND|THIRD|FOURTH)-BET) \*\*\*$")

_TABLE = re.compile(r"^Table: '(.*)' (\d+-max) \((real|play) money\)(?: Seat #?0*(\d+) is the button)?$")

#: Each line as PokerStars writes it: (Winamax's shape, PokerStars' words), tried in order.
_LINES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(\d)€"), r"\1"),  # the amounts: the euro after the number, the hand's currency
    (re.compile(r"^(Seat \d+: .+) \(([\d.,]+)\)$"), r"\1 (\2 in chips)"),
    (re.compile(r"^\*\*\* PRE-FLOP \*\*\*$"), "*** HOLE CARDS ***"),
    (re.compile(r"^\*\*\* (FLOP|TURN|RIVER) \*\*\* \[([^\]]*)\]\[([^\]]*)\]$"), r"*** \1 *** [\2] [\3]"),
    (re.compile(r"^Board: \["), "Board ["),
    (re.compile(r"^(Total pot [\d.,]+) \| No rake$"), r"\1 | Rake 0"),
    (re.compile(r" out of position$"), ""),
    (re.compile(r"^\*\*\* FIRST-BET \*\*\*$"), "*** DEALING HANDS ***"),  # a draw game's deal
    (re.compile(r"^\*\*\* (FIRST|SECOND|THIRD)-DRAW \*\*\*$"), r"*** \1 DRAW ***"),
    (re.compile(r" discard (\d+ cards?)"), r": discards \1"),
    (re.compile(r" stands pat \["), ": stands pat on ["),
    (re.compile(r" brings in ([\d.,]+)"), r": brings in for \1"),
    (re.compile(r" bring-in ([\d.,]+)$"), r": brings in for \1"),  # its exports' stud
    *(  # its exports' stud streets, named in words
        (re.compile(rf"^\*\*\* {word} \*\*\*$"), f"*** {number} STREET ***")
        for word, number in (
            ("THIRD", "3rd"),
            ("FOURTH", "4th"),
            ("FIFTH", "5th"),
            ("SIXTH", "6th"),
            ("SEVENTH", "7th"),
        )
    ),
    (re.compile(r" raises ([\d.,]+) to \1$"), r": completes it to \1"),  # a stud bring-in completed
)


#: A raise written with a negative amount (some of Winamax's 2016 stud records), in PokerStars' words.
_SHORT_RAISE = re.compile(r"^raises (?P<less>\S*-[\d.,]+\S*) to (?P<put>\S+)$")


def is_header(line: str) -> bool:
    """Whether ``line`` starts a Winamax hand."""
    return _HEADER.match(line) is not None


class WinamaxReader(TextReader):
    """PokerStars' reader, each of Winamax's lines read as PokerStars writes it."""

    SITE = "winamax"
    BARE_ACTIONS = True

    def header(self, line: str) -> None:
        """Winamax's header read as PokerStars writes one."""
        match = _HEADER.match(line)
        if match is None:
            super().header(line)  # refused there, naming the line
            return
        words = match["game"].strip().lower()
        structure = next((s for s in _STRUCTURES if words.endswith(" " + s)), "")
        base = words.removesuffix(" " + structure) if structure else words
        game = f"{_GAMES.get(base, base)} {_STRUCTURES.get(structure, structure)}".strip()
        stakes = "/".join(_as_stars(match["stakes"]).split("/")[-2:])  # a stud game's ante first
        currency = " EUR" if "€" in match["stakes"] else ""
        super().header(f"Winamax Hand #{match['number']}: {game} ({stakes}{currency}) - {match['started']}")
        self.hand.site = "Winamax"
        if currency:
            self.hand.symbol = "€"

    def line(self, index: int, line: str) -> None:
        """Each line read as PokerStars writes it (the table's on its own, the blinds' heading dropped)."""
        table = _TABLE.match(_as_stars(line))
        if table:
            button = f" Seat #{table[4]} is the button" if table[4] else ""
            money = " (Play Money)" if table[3] == "play" else ""
            super().line(index, f"Table '{table[1]}' {table[2]}{money}{button}")
            return
        stars = _as_stars(line)
        if _SKIPPED.match(stars):
            return
        super().line(index, stars)

    def finish(self) -> None:
        """Winamax's conventions read as PokerStars writes them: the total pot written net of the
        rake, and a player coming in who posts a small and a big blind posting both at once."""
        super().finish()
        hand = self.hand
        if hand.total_pot is not None and hand.rake:
            hand.total_pot += hand.rake
        hand.events = _both_blinds(_raises_among_blinds(hand.events, hand.forgiven))

    def action(self, index: int, who: str, text: str) -> bool:
        """A player's action; a raise written with a negative amount (``raises -6.10€ to 18.90€``:
        an all-in for less than the bet, its "to" the chips put in, not the street total) is read
        as those chips put in, and said."""
        short = _SHORT_RAISE.match(text)
        if short is None:
            return super().action(index, who, text)
        put = read_amount(short["put"])
        self.event("action", index, player=who, detail="raise", amount=put)
        self.hand.forgiven.append(
            f"line {self.first + index}: the record writes {who}'s raise as {short['less']} to {short['put']}:"
            f" read as {put} put in"
        )
        return True


def _as_stars(line: str) -> str:
    """A Winamax line in PokerStars' words (but the table's: :meth:`WinamaxReader.line`)."""
    for pattern, words in _LINES:
        line = pattern.sub(words, line)
    return line


def _raises_among_blinds(events: list[Event], forgiven: list[str]) -> list[Event]:
    """A raise written among the blinds, before the first betting round (``Player3 raises 1€ to
    3€`` under ``*** ANTE/BLINDS ***``, then ``Player3 posts small blind 1€``): a player coming in
    posting his blinds at once, read as one post of all he put in (PokerStars' ``small & big
    blinds``: the part over the big blind dead). The verdict says so."""
    first = next((k for k, e in enumerate(events) if e.kind in ("street", "deal")), len(events))
    raised = {e.player for e in events[:first] if e.kind == "action" and e.detail == "raise"}
    if not raised:
        return events
    out: list[Event] = []
    for k, event in enumerate(events):
        if k >= first or event.player not in raised or event.kind not in ("action", "post"):
            out.append(event)
        elif event.kind == "action":
            posted = _put_in_blinds(events[:first], event.player)
            out.append(replace(event, kind="post", detail="dead", amount=posted, to=None))
            forgiven.append(
                f"line {event.line}: the record writes {event.player}'s blinds as a raise among them:"
                f" read as one post of {posted}, the part over the big blind dead"
            )
    return out


def _put_in_blinds(blinds: list[Event], player: str) -> Decimal:
    """What ``player`` put in among the blinds: his raises' totals and his blinds."""
    raises = (e.to or Decimal(0) for e in blinds if e.player == player and e.kind == "action")
    posts = (e.amount or Decimal(0) for e in blinds if e.player == player and e.kind == "post" and e.detail != "ante")
    return sum(raises, Decimal(0)) + sum(posts, Decimal(0))


def _both_blinds(events: list[Event]) -> list[Event]:
    """A player who posts a small and a big blind (coming in out of position) posts PokerStars'
    ``small & big blinds``: one post of both, the part over the big blind dead."""
    posts = [e for e in events if e.kind == "post" and e.detail in ("small blind", "big blind")]
    smalls = {e.player for e in posts if e.detail == "small blind"}
    twice = smalls & {e.player for e in posts if e.detail == "big blind"}
    out: list[Event] = []
    for event in events:
        if event.kind != "post" or event.player not in twice or event.detail not in ("small blind", "big blind"):
            out.append(event)
        elif event.detail == "big blind":
            both = sum((e.amount or Decimal(0) for e in posts if e.player == event.player), Decimal(0))
            out.append(replace(event, amount=both, detail="dead"))
    return out


#: Winamax's text as the registry of sites holds it: its hands read by :class:`WinamaxReader`.
FORMAT: SiteFormat = site_format("winamax", is_header, WinamaxReader)
iter_readings, parse_text, iter_file = FORMAT.iter_readings, FORMAT.parse_text, FORMAT.iter_file
