"""Bovada hand histories (Bodog, Ignition: the same client's text), read into
:class:`~pokerfloor.formats.sites.hand.SiteHand` records.

Bovada writes PokerStars' sections with words of its own, its tables anonymous, so its reader
(:class:`BovadaReader`) is PokerStars' reading each line as PokerStars would write it:

- the header ``Bovada Hand #4290322948 TBL#26728545 HOLDEM No Limit - 2022-05-26 09:16:24``
  (``Bodog`` or ``Ignition`` for ``Bovada``), its games ``HOLDEM``, ``OMAHA`` and ``OMAHA HiLo``
  in ``No Limit``, ``Pot Limit`` or ``Fixed Limit``; a tournament's ``HOLDEM Tournament #2194767
  TBL#1, No Limit - Level 1 (10/20) - ...``. A cash game's header names no stakes: they are read
  from the blinds posted, and said;
- the players named by their positions (``Seat 1: Big Blind [ME] ($25 in chips)``: ``[ME]`` the
  player whose file it is, ``UTG``, ``UTG+1``, ``Dealer``...), ``Dealer : Set dealer [5]`` for
  the button, the players' lines ``Big Blind  [ME] : Big blind $0.25`` (the name, then a colon between spaces);
- every player's cards after the hand (``Card dealt to a spot [Th Qh]``), ``Small Blind $0.10``,
  ``Big blind $0.25``, ``Ante chip $0.05``, ``Posts chip $0.25`` (a big blind posted to come
  in), ``Calls``, ``Bets``, ``Double bets`` (a fixed-limit big bet), ``Raises $0.50 to $0.75``
  (its street total), ``All-in $5`` (the chips it puts in: a call, a bet or a raise as the amount
  makes it), ``All-in(raise) $4 to $5``, ``Return uncalled portion of bet $0.50``;
- ``Showdown [Ks Qs Ts 9s 4s] (Flush)`` (the five cards that play: the player's own are his
  dealt cards), ``Mucks [Th Qh]``, ``Hand result $8.89`` (what the player collects; ``Hand
  result-Side pot``), and the summary's ``Total Pot($9.35)``, which holds the rake: the record
  writes no rake (its convention ``rake-unwritten``, as 888poker's).

Learned from public descriptions, not from the site's files (none are kept here): the shapes the
fpdb tracker's parser reads (``BovadaToFpdb.py``) and the example hands of the poker-apprentice
hand-history-parser project (docs/site-histories.md says which). Stud (``7CARD``) and a dead
blind (``Posts dead chip``) are not read.
"""

from __future__ import annotations

import re
from decimal import Decimal

from pokerfloor.formats.sites.pokerstars import TextReader
from pokerfloor.formats.sites.stars_lines import AMOUNT
from pokerfloor.formats.sites.text import SiteFormat, site_format
from pokerfloor.formats.units import read_amount

__all__ = ["FORMAT", "BovadaReader", "is_header", "iter_file", "iter_readings", "parse_text"]

_HEADER = re.compile(
    r"^\s*(?P<site>Bovada|Bodog(?: UK| Canada|88)?|Ignition) Hand #C?(?P<number>\d+):?\s+(?:TBL#(?P<table>\S+)\s+)?"
    r"(?P<game>HOLDEM|OMAHA HiLo|OMAHA|7CARD HiLo|7CARD)(?:ZonePoker)?\s+"
    r"(?:Tournament #(?P<tournament>\d+)\s+TBL#(?P<tournament_table>\d+),\s*)?(?:1 on 1\s+)?"
    r"(?P<limit>No Limit|Pot Limit|Fixed Limit)?\s*(?:Normal\s*)?"
    r"(?:-\s*Level (?P<level>\d+)\s*\((?P<stakes>[^)]*)\))?\s*-\s*(?P<started>\d.*)$"
)
_GAMES = {"HOLDEM": "Hold'em", "OMAHA": "Omaha", "OMAHA HiLo": "Omaha Hi/Lo"}
#: A player's line: the name (a position, ``[ME]`` after the hero's), then `` : `` and what he does.
_PLAYER = re.compile(r"^(?P<who>.+?)\s*(?P<me>\[ME\])?\s+:\s*(?P<what>.*?)\s*$")
_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<who>.+?)\s*(?P<me>\[ME\])?\s+\((?P<stack>[^)]*) in chips\)")
_DEALER = re.compile(r"^Set dealer(?:/Bring in spot)? \[(?P<seat>\d+)\]$")
#: Bovada's words for a post -> PokerStars'.
_POSTS = {
    "small blind": "small blind",
    "ante/small blind": "small blind",
    "big blind": "big blind",
    "big blind/bring in": "big blind",
    "posts chip": "big blind",  # a player coming in, posting a big blind
    "ante chip": "the ante",
}
_POST = re.compile(
    r"^(?P<what>Small Blind|Ante/Small blind|Big blind|Big blind/Bring in|Posts chip|Ante chip) " + AMOUNT + "$",
    re.IGNORECASE,
)
_BET = re.compile(
    r"^(?P<verb>Calls?|Bets|Double bets|All-in|All-in\(raise(?:-timeout)?\)|Raises) "
    + AMOUNT
    + "(?: to "
    + AMOUNT
    + ")?$"
)
#: Lines of the table's life, not the hand's: skipped.
_SKIPPED = re.compile(
    r"^(?:Table (?:enter|leave) user|Seat (?:sit down|stand|sit out|re-join)|Sitout(?:\s*\(.*\))?|Table deposit .*"
    r"|Enter\(Auto\)|Leave\(Auto\)|Re-join.*|Stand|Does not show.*)$",
    re.IGNORECASE,
)


def is_header(line: str) -> bool:
    """Whether ``line`` starts a Bovada hand."""
    return _HEADER.match(line) is not None


class BovadaReader(TextReader):
    """PokerStars' reader, each of Bovada's lines read as PokerStars writes it."""

    SITE = "bovada"

    def __init__(self, lines: list[str], first: int, file: str, strict: bool) -> None:
        super().__init__(lines, first, file, strict)
        #: What each player has put in on the street (an all-in writes the chips it puts in).
        self.put: dict[str, Decimal] = {}
        #: Each player's dealt cards (his showdown line writes the five that play).
        self.cards: dict[str, str] = {}

    def header(self, line: str) -> None:
        """Bovada's header: the game, the table, a tournament's level; a cash game's stakes come
        from its posts (:meth:`finish`)."""
        match = _HEADER.match(line)
        if match is None or match["game"] not in _GAMES:  # stud's streets are not read
            raise self.error(0, "game", code="unsupported", game=repr(match["game"] if match else line))
        hand = self.hand
        hand.site, hand.number, hand.started = "Bovada", match["number"], _eastern(match["started"])
        hand.conventions.add("rake-unwritten")
        game = f"{_GAMES[match['game']]} {match['limit'] or 'No Limit'}"
        self.game(game, 0)
        hand.table = match["tournament_table"] or match["table"] or ""
        if match["tournament"]:
            level = f" - Level {match['level'] or 1}" + (f" ({match['stakes']})" if match["stakes"] else "")
            self.tournament_header(match["tournament"], game + level)
            hand.started = _eastern(match["started"])
        else:
            hand.currency, hand.symbol = "USD", "$"

    def line(self, index: int, line: str) -> None:
        """Each line read as PokerStars writes it."""
        stars = self.as_stars(index, line)
        if stars:
            super().line(index, stars)

    def as_stars(self, index: int, line: str) -> str:
        """A line in PokerStars' words (``""``: nothing PokerStars would write)."""
        seat = _SEAT.match(line)
        if seat:
            if seat["me"]:
                self.hand.hero = seat["who"]
            return f"Seat {seat['seat']}: {seat['who']} ({seat['stack']} in chips)"
        if line.startswith("Seat+") or re.match(r"^Total Pot\s*\(", line, re.IGNORECASE):
            return ""  # the summary's pot (the rake in it, unwritten) and seats: the hand's lines said what they say
        player = _PLAYER.match(line) if " : " in line else None
        if player is None or line.startswith("***"):
            return line
        return self.players_words(index, player["who"], player["what"])

    def players_words(self, index: int, who: str, what: str) -> str:
        """A player's line in PokerStars' words, keeping what he put in on the street."""
        dealer = _DEALER.match(what)
        if dealer:
            return f"Table '{self.hand.table}' Seat #{dealer['seat']} is the button"
        if _SKIPPED.match(what):
            return ""
        post = _POST.match(what)
        if post:
            kind = _POSTS[post["what"].lower()]
            if kind != "the ante":
                self.put[who] = read_amount(post[2])
            return f"{who}: posts {kind} {post[2]}"
        dealt = re.match(r"^Card dealt to a spot \[(?P<cards>[^\]]*)\]$", what)
        if dealt:
            self.cards[who] = dealt["cards"]
            return f"Dealt to {who} [{dealt['cards']}]"
        return self.played_words(index, who, what)

    def played_words(self, index: int, who: str, what: str) -> str:
        """An action, a show, a muck, a collect or a returned bet."""
        simple = {"checks": "checks", "check": "checks", "folds": "folds", "fold": "folds"}
        if what.lower() in simple:
            return f"{who}: {simple[what.lower()]}"
        if re.match(r"^Showdown\b", what):
            return f"{who}: shows [{self.cards.get(who, '')}]"
        if re.match(r"^Mucks\b", what):
            return f"{who}: mucks hand"
        result = re.match(r"^Hand result(?P<side>-Side pot)? " + AMOUNT + "$", what, re.IGNORECASE)
        if result:
            return f"{who} collected {result[2]} from {'side pot' if result['side'] else 'pot'}"
        returned = re.match(r"^Return uncalled portion of bet " + AMOUNT + "$", what)
        if returned:
            return f"Uncalled bet ({returned[1]}) returned to {who}"
        bet = _BET.match(what)
        if bet is None:
            return (
                f"{who}: {what}"  # not a line PokerStars writes: the reader forgives it, or refuses it under --strict
            )
        return self.bet_words(who, bet["verb"].lower(), read_amount(bet[2]), bet[3])

    def bet_words(self, who: str, verb: str, amount: Decimal, to: str | None) -> str:
        """A call, a bet, a raise or an all-in, as PokerStars writes it (a raise's street total)."""
        before = self.put.get(who, Decimal(0))
        facing = max(self.put.values(), default=Decimal(0))
        bets = verb in ("bets", "double bets")
        total = read_amount(to) if to else (amount if bets else before + amount)
        self.put[who] = total
        all_in = " and is all-in" if verb.startswith("all-in") else ""
        if bets or (all_in and facing == 0):
            return f"{who}: bets {total - before}{all_in}"
        if verb.startswith("raise") or verb.startswith("all-in(") or (all_in and total > facing):
            return f"{who}: raises {total - facing} to {total}{all_in}"
        return f"{who}: calls {total - before}{all_in}"

    def street(self, index: int, name: str, cards_text: str) -> None:
        """A street's heading: its bets start from nothing."""
        if name.lower() not in ("hole cards", "summary"):
            self.put = {}
        super().street(index, name, cards_text)

    def finish(self) -> None:
        """A cash game's stakes, which its header does not name, read from the blinds posted."""
        super().finish()
        hand = self.hand
        if hand.stakes:
            return
        posts = {e.detail: e.amount for e in hand.events if e.kind == "post" and e.amount is not None}
        big = posts.get("big blind")
        if big is None:
            raise self.error(0, "no-stakes")
        blinds = (posts.get("small blind", big / 2), big)
        hand.stakes = (big, big * 2) if hand.structure == "fixed-limit" else blinds
        hand.forgiven.append(f"line {self.first}: the stakes are read from the blinds posted")


def _eastern(started: str) -> str:
    """The hand's start as PokerStars writes it: Bovada writes Eastern time with no zone
    (``2022-05-26 09:16:24`` -> ``2022/05/26 09:16:24 ET``)."""
    written = re.match(r"^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}:\d{2}(?::\d{2})?)\s*$", started)
    return f"{written[1]}/{written[2]}/{written[3]} {written[4]} ET" if written else started


#: Bovada's text as the registry of sites holds it: its hands read by :class:`BovadaReader`.
FORMAT: SiteFormat = site_format("bovada", is_header, BovadaReader)
iter_readings, parse_text, iter_file = FORMAT.iter_readings, FORMAT.parse_text, FORMAT.iter_file
