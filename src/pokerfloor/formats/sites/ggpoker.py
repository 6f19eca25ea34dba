"""GGPoker hand histories: the text GGPoker writes, read into
:class:`~pokerfloor.formats.sites.hand.SiteHand` records.

GGPoker writes PokerStars' shapes with words of its own, so its reader is PokerStars' with those
words (:class:`GGReader`, a :class:`~pokerfloor.formats.sites.pokerstars.TextReader`):

- the header ``Poker Hand #OM232657303: PLO ($2/$5) - 2021/01/21 02:41:55``, its games named
  ``PLO``, ``PLO-5``, ``PLO-6`` (pot-limit Omaha of 4, 5 and 6 cards) and ``ShortDeck No Limit``
  (short deck, its stakes one amount: the ante, which the button's blind is too);
- the players' names hashed (``21e21aa8``), every player's ``Dealt to`` line, the hero's alone
  with cards;
- ``straddle $4`` (no ``posts``), and ``posts missed blind $2`` beside the big blind a player
  coming back posts (PokerStars' ``posts small & big blinds``: the missed blind dead);
- ``Cash Drop to Pot : total $0.2``: money the site adds to the pot;
- a board run two or three times (``*** SECOND FLOP ***``, ``*** THIRD SHOWDOWN ***``), whose
  summary writes each later board's own cards only;
- the summary's ``| Jackpot $5 | Bingo $0``: fees the house keeps from the pot beside the rake
  (:attr:`SiteHand.fees`).

>>> [h.variant for h in parse_text('''Poker Hand #OM1: PLO ($2/$5) - 2021/01/21 02:41:55
... Table 'PLOGold9' 6-max Seat #2 is the button
... Seat 1: Hero ($500 in chips)
... Seat 2: 21e21aa8 ($500 in chips)
... 21e21aa8: posts small blind $2
... Hero: posts big blind $5
... *** HOLE CARDS ***
... Dealt to Hero [Ad Jd Jc Ks]
... Dealt to 21e21aa8
... 21e21aa8: folds
... Uncalled bet ($3) returned to Hero
... *** SHOWDOWN ***
... Hero collected $4 from pot
... *** SUMMARY ***
... Total pot $4 | Rake $0 | Jackpot $0 | Bingo $0
... Seat 1: Hero (big blind) won ($4)
... Seat 2: 21e21aa8 (button) (small blind) folded before Flop''')]
['omaha']
"""

from __future__ import annotations

import re
from decimal import Decimal

from pokerfloor.formats.sites.hand import Event
from pokerfloor.formats.sites.pokerstars import TextReader
from pokerfloor.formats.sites.stars_lines import RUNS
from pokerfloor.formats.sites.text import SiteFormat, site_format
from pokerfloor.formats.units import read_amount

__all__ = ["FORMAT", "GGReader", "is_header", "iter_file", "iter_readings", "parse_text"]

_HEADER = re.compile(r"^Poker Hand #\w+:\s")
_AMOUNT = r"([^\s\d]*\d[\d,]*(?:\.\d+)?)"

#: GGPoker's names of its games -> PokerStars' (which :mod:`~pokerfloor.formats.sites.games` knows).
_GAMES = {
    "plo": "Omaha Pot Limit",
    "plo-5": "5 Card Omaha Pot Limit",
    "plo-6": "6 Card Omaha Pot Limit",
    "plo hi/lo": "Omaha Hi/Lo Pot Limit",
    "plo-5 hi/lo": "5 Card Omaha Hi/Lo Pot Limit",
    "shortdeck no limit": "6+ Hold'em No Limit",
}
#: The summary's fees beside the rake: what the house keeps from the pot for its promotions.
_FEES = re.compile(r"\|\s*(?P<name>Jackpot|Bingo|Fortune|Tax)\s+" + _AMOUNT)
_RUN_BOARD = re.compile(r"^(?:SECOND|THIRD) Board \[", re.IGNORECASE)


def is_header(line: str) -> bool:
    """Whether ``line`` starts a GGPoker hand (``Poker Hand #RC58843003: ...``)."""
    return _HEADER.match(line) is not None and "(" in line


class GGReader(TextReader):
    """PokerStars' reader with GGPoker's words."""

    SITE = "ggpoker"
    #: The run a summary's line named alone (``FIRST``), whose board is on the next line.
    run_word = ""

    def header(self, line: str) -> None:
        """PokerStars' header, the site GGPoker."""
        super().header(line)
        self.hand.site = "GGPoker"

    def game(self, text: str, index: int) -> None:
        """GGPoker's game names (``PLO-5``) read as PokerStars'."""
        super().game(_GAMES.get(text.strip().lower(), text), index)

    def stakes(self, text: str, index: int) -> None:
        """Short deck's stakes are one amount, the ante, which is the button's blind too."""
        one = "/" not in text and "button blind" not in text.lower()
        super().stakes(f"{text}/{text}" if one else text, index)

    def dealt(self, index: int, rest: str) -> None:
        """Every player's deal is written; the hero's alone with cards."""
        if rest.strip() in self.names:  # every player's deal is written, the hero's alone with cards
            return
        super().dealt(index, rest)

    def action(self, index: int, who: str, text: str) -> bool:
        """GGPoker's ``straddle`` and ``posts missed blind``, then PokerStars' actions."""
        straddle = re.match(r"^straddle " + _AMOUNT, text)
        if straddle:
            return super().action(index, who, "posts " + text)
        if "all-in insurance" in text:  # bought from the site and paid outside the pot
            line = f"line {self.first + index}"
            self.hand.forgiven.append(f"{line}: {who} {text}: all-in insurance, a side bet with the site, not checked")
            return True
        missed = re.match(r"^posts missed blind " + _AMOUNT + r"(?P<all_in> and is all-in)?$", text)
        if missed:
            amount, all_in = read_amount(missed[1]), bool(missed["all_in"])
            self.event("post", index, player=who, amount=amount, detail="missed", all_in=all_in)
            return True
        return super().action(index, who, text)

    def unnamed(self, index: int, line: str) -> None:
        """GGPoker's cash drop: money the site adds to the pot."""
        dropped = re.match(r"^Cash Drop to Pot\s*:\s*total " + _AMOUNT + "$", line)
        if dropped:
            amount = read_amount(dropped[1])
            self.hand.added += amount
            self.event("add", index, amount=amount)
            return
        super().unnamed(index, line)

    def summary(self, index: int, line: str) -> None:
        """PokerStars' summary, with GGPoker's fees beside the rake and its later runs' boards
        (some of its records write a run's word on a line of its own, its board on the next)."""
        if line.strip().lower() in RUNS:
            self.run_word = line.strip()
            return
        if self.run_word and line.startswith("Board ["):
            line, self.run_word = f"{self.run_word} {line}", ""
        if _RUN_BOARD.match(line) and len(self.hand.boards) > 1:
            return  # a later run's own cards: its streets gave the whole board
        super().summary(index, line)
        if line.startswith("Total pot"):
            hand = self.hand
            hand.fees = {fee["name"].lower(): read_amount(fee[2]) for fee in _FEES.finditer(line)}
            if hand.rake is None and any(hand.fees.values()):
                hand.rake = Decimal(0)

    def finish(self) -> None:
        """PokerStars' ending, a missed blind read as PokerStars writes it."""
        super().finish()
        self.hand.events = _missed_blinds(self.hand.events)


def _missed_blinds(events: list[Event]) -> list[Event]:
    """GGPoker's missed blind beside the big blind a player posts coming back is PokerStars'
    ``posts small & big blinds`` (one post, its small blind dead); a missed blind alone is a
    small blind posted dead."""
    big = {e.player: e for e in events if e.kind == "post" and e.detail == "big blind"}
    missed = {e.player: e for e in events if e.kind == "post" and e.detail == "missed"}
    out: list[Event] = []
    for event in events:
        if event.kind != "post" or event.player not in missed:
            out.append(event)
        elif event.detail == "big blind":
            dead = missed[event.player].amount or Decimal(0)
            both = (event.amount or Decimal(0)) + dead
            out.append(Event("post", event.player, both, detail="dead", all_in=event.all_in, line=event.line))
        elif event.detail == "missed" and event.player not in big:
            out.append(Event("post", event.player, event.amount, detail="small blind", line=event.line))
        elif event.detail != "missed":
            out.append(event)
    return out


#: GGPoker's text as the registry of sites holds it: its hands read by :class:`GGReader`.
FORMAT: SiteFormat = site_format("ggpoker", is_header, GGReader)
iter_readings, parse_text, iter_file = FORMAT.iter_readings, FORMAT.parse_text, FORMAT.iter_file
