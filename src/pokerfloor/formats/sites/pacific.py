"""888poker hand histories (Pacific Poker, Cassava): the text 888poker writes, read into
:class:`~pokerfloor.formats.sites.hand.SiteHand` records.

888poker writes a hand in sections like PokerStars', in words and brackets of its own, so its
reader (:class:`PacificReader`) is PokerStars' reading each line as PokerStars would write it:

- the header ``#Game No : 79911308``, then ``***** 888poker Hand History for Game 79911308
  *****`` (``Cassava`` in older files) and ``$0.01/$0.02 Blinds No Limit Holdem - *** 04 02 2011
  13:04:49`` (the blinds; a fixed-limit game's bets are the big blind and twice it);
- ``Table Plovdiv (Real Money)`` (``(Practice Play)`` for play chips), ``Seat 1 is the button``,
  the seats ``Seat 1: spywebs ( $2.06 )``;
- amounts in brackets, with the sign before or after them and a comma for a decimal point or
  between thousands (``[$0.02]``, ``[5$]``, ``( 222,75$ )``, ``( 1,234.50 )``);
- ``posts dead blind [$0.01 + $0.02]`` (a player coming in: PokerStars' ``small & big
  blinds``), ``raises [$0.06]`` (the chips the raise puts in, not its total);
- ``** Dealing down cards **``, ``** Dealing flop ** [ 9s, Ts, 4d ]``, ``** Summary **`` before
  the showdown, ``collected [ $0.20 ]``.

Two of its conventions are read as such (:data:`~pokerfloor.formats.sites.hand.CONVENTIONS`): the
record writes no uncalled bet returned, its owner collecting it with the pot, and no rake nor
total pot, the winners collecting the pot less what the site kept.
"""

from __future__ import annotations

import re
from decimal import Decimal

from pokerfloor.formats.sites.pokerstars import TextReader
from pokerfloor.formats.sites.text import SiteFormat, site_format
from pokerfloor.formats.units import read_amount

__all__ = ["FORMAT", "PacificReader", "is_header", "is_title", "iter_file", "iter_readings", "parse_text"]

_HEADER = re.compile(r"^\s*#Game No\s*:\s*(?P<number>\w+)\s*$")
_TITLE = re.compile(r"^\*{5} (?P<site>.*?) Hand History for Game \w+ \*{5}", re.IGNORECASE)
_GAME = re.compile(
    r"^(?P<small>[^/]+)/(?P<big>[^/]+?) Blinds (?P<limit>No Limit|Pot Limit|Fix Limit) (?P<game>\w+)"
    r"(?: Jackpot table)?\s*-\s*\*{3}\s*(?P<started>.*)$"
)
_TABLE = re.compile(r"^Table (?P<name>.+?) \((?P<money>Real Money|Practice Play)\)")
_BUTTON = re.compile(r"^Seat (?P<seat>\d+) is the button$")
#: A hi/lo hand shown, described under its show (``(Hi: Jd, Jc, 2d, 2s, Ks)``): the rules rank it.
_HAND_NAMED = re.compile(r"^\((?:Hi|Lo): [^)]*\)$")
#: A seat whose player has no name (``Seat 2:  ( $895 )``: some records anonymised by blanking).
_BLANK_SEAT = re.compile(r"^Seat (?P<seat>\d+):\s+\(")
_SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+) \( (?P<stack>[^)]+?) \)(?P<rest>.*)$")
_STREET = re.compile(r"^\*\* Dealing (?P<street>down cards|flop|turn|river) \*\*\s*(?:\[(?P<cards>[^\]]*)\])?$")
_PLAYER = re.compile(
    r"^(?P<verb>posts small blind|posts big blind|posts dead blind|calls|bets|raises|checks|folds|shows|mucks"
    r"|collected|did not show his hand)\s*(?:\[(?P<what>[^\]]*)\])?$"
)
_GAMES = {"holdem": "Hold'em", "omaha": "Omaha", "omahahl": "Omaha Hi/Lo"}
_LIMITS = {"no limit": "No Limit", "pot limit": "Pot Limit", "fix limit": "Limit"}
_STREETS = {"down cards": "HOLE CARDS", "flop": "FLOP", "turn": "TURN", "river": "RIVER"}


def is_header(line: str) -> bool:
    """Whether ``line`` starts an 888poker hand (``#Game No : 79911308``)."""
    return _HEADER.match(line) is not None


def is_title(line: str) -> bool:
    """Whether ``line`` is 888poker's title of a hand (PartyPoker's ``#Game No`` hands have titles
    of their own): how its text is told from another's."""
    title = _TITLE.match(line)
    return title is not None and title["site"].lower().startswith(("888", "cassava", "pacific"))


def plain(amount: str) -> str:
    """An 888poker amount as PokerStars writes it (the sign dropped): ``222,75$`` -> ``222.75``,
    ``1,234.50`` -> ``1234.50``, ``$ 10`` -> ``10``; a Dutch locale's thousands: ``$ 3.243`` ->
    ``3243``, ``1.234,50`` -> ``1234.50`` (a money amount has no third decimal, so three digits
    after the one separator group it in thousands; with both, the last is the decimal point)."""
    text = re.sub(r"[^\d.,]", "", amount)
    if re.fullmatch(r"\d{1,3}(?:[.,]\d{3})+", text):
        return text.replace(",", "").replace(".", "")
    if "," in text and "." in text:
        decimal = max(text.rfind(","), text.rfind("."))
        return text[:decimal].replace(",", "").replace(".", "") + "." + text[decimal + 1 :]
    return text.replace(",", ".")


#: Russian ranks, by name (their letters look Latin): Туз (ace), Король, Дама, Валет.
_TE, _KA = "\N{CYRILLIC CAPITAL LETTER TE}", "\N{CYRILLIC CAPITAL LETTER KA}"
_DE, _VE = "\N{CYRILLIC CAPITAL LETTER DE}", "\N{CYRILLIC CAPITAL LETTER VE}"
#: The ranks and suits of the languages 888poker writes cards in (Swedish, Dutch, German, Russian) -> English.
_RANKS = {"E": "A", "Kn": "J", "D": "Q", "H": "K", "V": "Q", "B": "J", "10": "T"}
_RANKS |= {_TE: "A", _KA: "K", _DE: "Q", _VE: "J"}
_SUITS = {"Pik": "s", "Herz": "h", "Karo": "d", "Kreuz": "c"}
_CARD = re.compile(rf"^(?P<rank>Kn|10|[2-9TJQKAEDHVB{_TE}{_KA}{_DE}{_VE}])(?P<suit>[shdc]|Pik|Herz|Karo|Kreuz)$")
#: A Russian card's rank in a Windows-1251 file read as Windows-1252 (the file says neither): the
#: byte of each Russian rank taken for a Latin letter.
_MISREAD_RANKS = str.maketrans({"Ò": _TE, "Ê": _KA, "Ä": _DE, "Â": _VE})


def _cards(text: str) -> str:
    """Cards as 888poker writes them (``[ Tc, Knh ]``, in its players' languages) in English."""
    out = []
    for written in text.replace(",", " ").split():
        card = _CARD.match(written) or _CARD.match(written.translate(_MISREAD_RANKS))
        out.append(_RANKS.get(card["rank"], card["rank"]) + _SUITS.get(card["suit"], card["suit"]) if card else written)
    return " ".join(out)


class PacificReader(TextReader):
    """PokerStars' reader, each of 888poker's lines read as PokerStars writes it."""

    SITE = "pacific"

    def __init__(self, lines: list[str], first: int, file: str, strict: bool) -> None:
        super().__init__(lines, first, file, strict)
        #: What each player has put in on the street (888poker writes a raise's chips, not its total).
        self.put: dict[str, Decimal] = {}
        #: Whether the cards are dealt (a player who folds before, declining his blind, sits out).
        self.dealing = False

    def header(self, line: str) -> None:
        """The hand's number; the game comes on a line of its own."""
        match = _HEADER.match(line)
        if match is None:
            super().header(line)  # refused there, naming the line
            return
        self.hand.site, self.hand.number = "888poker", match["number"]
        self.hand.conventions |= {"returns-collected", "rake-unwritten"}

    def line(self, index: int, line: str) -> None:
        """Each line read as PokerStars writes it."""
        if _TITLE.match(line) or line.startswith("Total number of players") or _HAND_NAMED.match(line):
            return
        game = _GAME.match(line)
        if game:
            self.game_line(index, game)
            return
        blank = _BLANK_SEAT.match(line)
        if blank:  # the other lines then start with no name either: nobody's can be told apart
            raise self.error(index, "blank-name", seat=blank["seat"])
        stars = self.as_stars(line)
        if stars:
            super().line(index, stars)

    def game_line(self, index: int, game: re.Match[str]) -> None:
        """The game, its structure and the blinds (a fixed-limit game's bets: the big blind and twice it)."""
        limit = _LIMITS[game["limit"].lower()]
        self.game(f"{_GAMES.get(game['game'].lower(), game['game'])} {limit}", index)
        small, big = plain(game["small"]), plain(game["big"])
        self.stakes(f"{big}/{read_amount(big) * 2}" if limit == "Limit" else f"{small}/{big}", index)
        self.hand.symbol = "$" if "$" in game["small"] else ""
        self.hand.currency = "USD" if self.hand.symbol else ""
        self.hand.started = game["started"]

    def as_stars(self, line: str) -> str:
        """A line in PokerStars' words (``""``: nothing PokerStars would write)."""
        table, button, seat = _TABLE.match(line), _BUTTON.match(line), _SEAT.match(line)
        if table:
            self.hand.play_money = table["money"] == "Practice Play"
            return f"Table '{table['name']}'"
        if button:
            self.hand.button = self.number(0, button["seat"])
            return ""
        if seat:
            return f"Seat {seat['seat']}: {seat['name']} ({plain(seat['stack'])} in chips)"
        street = _STREET.match(line)
        if street:
            if street["street"] != "down cards":  # the posts are the first street's bets
                self.put = {}
            self.dealing = True
            cards = _cards(street["cards"] or "")
            return f"*** {_STREETS[street['street']]} ***" + (f" [{cards}]" if cards else "")
        if line.strip() == "** Summary **":
            # No cards dealt: the big blind declined to post, and the hand was called off.
            self.hand.cancelled = not self.dealing
            return "*** SHOW DOWN ***"
        dealt = re.match(r"^Dealt to (?P<who>.+?) \[(?P<cards>[^\]]*)\]$", line)
        if dealt:
            return f"Dealt to {dealt['who']} [{_cards(dealt['cards'])}]"
        who = self.player_of(line)
        return self.players_words(who, line[len(who) :].strip()) if who else line

    def players_words(self, who: str, rest: str) -> str:
        """A player's line in PokerStars' words, keeping what he put in on the street."""
        said = _PLAYER.match(rest)
        if said is None:
            return f"{who} {rest}"
        verb, what = said["verb"], said["what"] or ""
        if verb in ("shows", "mucks"):
            return f"{who}: {verb} [{_cards(what)}]"
        if verb == "collected":
            return f"{who} collected {plain(what)} from pot"
        if verb == "folds" and not self.dealing:
            return ""  # he declines his blind and sits the hand out
        if verb in ("checks", "folds", "did not show his hand"):
            return f"{who}: {verb}" if verb != "did not show his hand" else ""
        parts = [read_amount(plain(part)) for part in what.split("+")]
        before = self.put.get(who, Decimal(0))
        self.put[who] = before + parts[-1]
        if verb == "posts dead blind":
            return f"{who}: posts small & big blinds {sum(parts, Decimal(0))}"
        if verb == "raises":
            return f"{who}: raises {parts[0]} to {before + parts[0]}"
        return f"{who}: {verb} {parts[0]}"

    def finish(self) -> None:
        """The hand ends with its showdown: 888poker writes no summary after it."""
        self.section = "summary"
        super().finish()


#: 888poker's text as the registry of sites holds it: its hands read by :class:`PacificReader`,
#: its text told by its titles (PartyPoker's hands start with ``#Game No`` too).
FORMAT: SiteFormat = site_format("pacific", is_header, PacificReader, recognises=is_title)
iter_readings, parse_text, iter_file = FORMAT.iter_readings, FORMAT.parse_text, FORMAT.iter_file
