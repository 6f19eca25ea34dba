"""iPoker hand histories: the XML the iPoker network's clients write (its skins' files), read into
:class:`~pokerfloor.formats.sites.hand.SiteHand` records.

A file is a session: ``<session sessioncode="...">``, its ``<general>`` (the game and stakes,
``<gametype>Holdem NL $0.05/$0.10</gametype>``, the table, the currency, the player whose file it
is, ``<nickname>``; a tournament's ``<tournamentcode>``, ``<tournamentname>`` and ``<buyin>``),
then one ``<game gamecode="...">`` a hand: its ``<startdate>``, the ``<player seat chips dealer
win bet>`` of each seat (``chips`` the stack at the start, ``win`` what the player collects,
``bet`` what he put in), and its ``<round no="0">`` (the blinds and antes) to ``<round no="4">``
(the river), each with the ``<cards>`` it deals (``type="Pocket"``, ``Flop``, ``Turn``,
``River``; suit first, ``S10 HA``; ``X`` a card not seen) and its ``<action no player type sum>``.
The actions are numbered in the order played (a round writes them grouped by player): ``type``
0 a fold, 1 and 2 the small and the big blind, 3 a call (``sum`` the chips it puts in), 4 a
check, 5 a bet, 23 a raise (``sum`` its street total), 7 an all-in (``sum`` the chips it puts
in), 15 an ante, 8 and 9 a player sitting the hand out.

Each hand is read as PokerStars would write it (:class:`IPokerReader`, a
:class:`~pokerfloor.formats.sites.pokerstars.TextReader`), so a refusal names the XML line.
Amounts are written with the currency's sign and the locale's separators (``€0,50``, ``1,500``,
``1 001,24€``: :func:`~pokerfloor.formats.sites.pacific.plain`). Two of its conventions are read
as such (:data:`~pokerfloor.formats.sites.hand.CONVENTIONS`): ``win`` includes an uncalled bet
(the record writes none returned), and the record writes no rake.

Learned from public descriptions, not from the network's files (none are kept here): the shapes
the fpdb tracker's parser reads (``iPokerToFpdb.py``), the HHSmithy parser's
(``IPokerFastParserImpl.cs``) and the example sessions kept by the hhp-xml project. Hold'em and
Omaha (high and hi-lo) in no-limit, pot-limit and limit, cash games and tournaments, are read;
stud (``7 Card Stud L``) is refused, naming the game.

>>> [(h.site, h.variant, h.stakes) for h in parse_text('''<session sessioncode="1">
... <general><gametype>Holdem NL $0.01/$0.02</gametype><tablename>Oslo, 1</tablename>
... <currency>USD</currency><nickname>Ann</nickname></general>
... <game gamecode="7"><general><startdate>2024-05-01 12:00:00</startdate><players>
... <player seat="1" name="Ann" chips="$2" dealer="1" win="$0.03" bet="$0.02"/>
... <player seat="2" name="Bob" chips="$2" dealer="0" win="$0" bet="$0.01"/>
... </players></general>
... <round no="0"><action no="1" player="Ann" type="1" sum="$0.01"/>
... <action no="2" player="Bob" type="2" sum="$0.02"/></round>
... <round no="1"><cards type="Pocket" player="Ann">SA HA</cards>
... <action no="3" player="Ann" type="23" sum="$0.04"/><action no="4" player="Bob" type="0" sum="$0"/></round>
... </game></session>''')]
[('iPoker', 'holdem', (Decimal('0.01'), Decimal('0.02')))]
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from xml.sax.saxutils import unescape

from pokerfloor.formats.sites.games import CURRENCY_SYMBOLS
from pokerfloor.formats.sites.hand import SiteHand, Tournament, UnreadHand
from pokerfloor.formats.sites.pacific import plain
from pokerfloor.formats.sites.pokerstars import TextReader
from pokerfloor.formats.sites.text import SiteFormat, read_each
from pokerfloor.formats.units import read_amount

__all__ = ["FORMAT", "IPokerReader", "is_header", "iter_file", "iter_readings", "parse_text"]

_GAME = re.compile(r'<game\s+gamecode="(?P<number>[^"]*)"\s*>')
_SESSION = re.compile(r"<session\b[^>]*>")
_GENERAL = re.compile(r"<general>(?P<body>.*?)</general>", re.DOTALL)
_TAG = re.compile(r"<(?P<tag>\w+)>(?P<text>[^<]*)</(?P=tag)>")
#: The elements of a game the reader reads, each with its attributes (and a ``<cards>``' cards).
_ELEMENT = re.compile(r"<(?P<tag>player|round|cards|action|startdate)\b(?P<attributes>[^>]*?)/?>(?P<text>[^<]*)")
_ATTRIBUTE = re.compile(r'(?P<name>\w+)="(?P<value>[^"]*)"')
_GAMETYPE = re.compile(r"^(?P<game>.*?)\s*\b(?P<limit>NL|PL|SL|LP|FL|L)\b\s*(?P<stakes>\S+/\S+)?\s*$")
_ENTITIES = {"&quot;": '"', "&apos;": "'"}

#: The network's names of its games (lower case) -> PokerStars' (:mod:`~pokerfloor.formats.sites.games`).
_GAMES = {
    "holdem": "Hold'em",
    "omaha": "Omaha",
    "omaha hi-lo": "Omaha Hi/Lo",
    "omaha hilow": "Omaha Hi/Lo",
    "omaha hi/lo": "Omaha Hi/Lo",
}
#: Its structures (``SL`` and ``LP`` are its Spanish clients' no-limit and pot-limit).
_LIMITS = {"NL": "No Limit", "SL": "No Limit", "PL": "Pot Limit", "LP": "Pot Limit", "L": "Limit", "FL": "Limit"}
_STREETS = {2: "FLOP", 3: "TURN", 4: "RIVER"}


def is_header(line: str) -> bool:
    """Whether ``line`` starts an iPoker hand (``<game gamecode="5089113023">``)."""
    return _GAME.search(line) is not None


def _session_line(line: str) -> bool:
    """Whether ``line`` opens an iPoker session (how its text is told from another's)."""
    return line.lstrip().startswith("<session") or is_header(line)


def iter_readings(text: str, file: str = "", *, strict: bool = False) -> Iterator[SiteHand | UnreadHand]:
    """Every hand of an iPoker session file, each read on its own by :class:`IPokerReader` with
    what its session's ``<general>`` says."""
    sessions: dict[int, dict[str, str]] = {}

    def hands() -> Iterator[tuple[int, list[str]]]:
        for first, lines, general in _games(text):
            sessions[first] = general
            yield first, lines

    def read(lines: list[str], first: int) -> SiteHand:
        return IPokerReader(lines, first, file, strict, sessions[first]).read()

    return read_each(text, file, hands(), read, "ipoker")


def _games(text: str) -> Iterator[tuple[int, list[str], dict[str, str]]]:
    """Each game's first line, its lines (to the next game, session or the end) and its session's
    ``<general>`` (its tags' text)."""
    starts = [(match.start(), "game") for match in _GAME.finditer(text)]
    starts += [(match.start(), "session") for match in _SESSION.finditer(text)]
    starts.sort()
    general: dict[str, str] = {}
    for at, (offset, kind) in enumerate(starts):
        end = starts[at + 1][0] if at + 1 < len(starts) else len(text)
        if kind == "session":
            found = _GENERAL.search(text, offset, end)
            general = (
                {m["tag"]: unescape(m["text"].strip(), _ENTITIES) for m in _TAG.finditer(found["body"])}
                if found
                else {}
            )
            continue
        first = text.count("\n", 0, offset)
        line_start = text.rfind("\n", 0, offset) + 1
        yield first + 1, text[line_start:end].splitlines(), general


@dataclass
class _Action:
    """One ``<action>``: its number, player, type and sum, and the line it is on."""

    number: int
    player: str
    kind: int
    amount: Decimal
    index: int


@dataclass
class _Game:
    """What a ``<game>`` says, each piece with the line it is on."""

    started: str = ""
    players: list[tuple[int, dict[str, str]]] = field(default_factory=list)
    cards: dict[int, list[tuple[int, str, str]]] = field(default_factory=dict)  # round -> (line, player, cards)
    actions: dict[int, list[_Action]] = field(default_factory=dict)  # round -> its actions


class IPokerReader(TextReader):
    """PokerStars' reader, fed each of a game's elements as PokerStars writes it."""

    SITE = "ipoker"

    def __init__(self, lines: list[str], first: int, file: str, strict: bool, session: dict[str, str]) -> None:
        super().__init__(lines, first, file, strict)
        self.session = session
        #: What each player has put in on the street (an all-in's sum is the chips it puts in).
        self.put: dict[str, Decimal] = {}

    def read(self) -> SiteHand:
        """The hand its game's elements record."""
        game = self.elements()
        self.header_of(game)
        for index, line in self.stars_lines(game):
            self.line(index, line)
        self.section = "summary"  # the game ends with its showdown: the record writes no summary
        self.finish()
        return self.hand

    def elements(self) -> _Game:
        """The game's elements, in the order written."""
        game, round_no = _Game(), 0
        for index, line in enumerate(self.lines):
            for element in _ELEMENT.finditer(line):
                attributes = {
                    m["name"]: unescape(m["value"], _ENTITIES) for m in _ATTRIBUTE.finditer(element["attributes"])
                }
                tag = element["tag"]
                if tag == "startdate":
                    game.started = (element["text"] or "").strip()
                elif tag == "player":
                    game.players.append((index, attributes))
                elif tag == "round":
                    round_no = self.number(index, attributes.get("no", "0") or "0")
                elif tag == "cards":
                    cards = (index, attributes.get("player", ""), (element["text"] or "").strip())
                    game.cards.setdefault(round_no, []).append(cards)
                else:
                    game.actions.setdefault(round_no, []).append(self.action_of(index, attributes))
        return game

    def action_of(self, index: int, attributes: dict[str, str]) -> _Action:
        """An ``<action>``: refused when its number, type or sum is not one."""
        number, kind = attributes.get("no", ""), attributes.get("type", "")
        if not number.isdigit() or not kind.isdigit():
            raise self.error(index, "amount", field="action")
        return _Action(
            self.number(index, number),
            attributes.get("player", ""),
            int(kind),
            self.amount(index, attributes.get("sum", "0")),
            index,
        )

    def amount(self, index: int, written: str) -> Decimal:
        """An amount as the network writes it (``€1,50``, ``1,500``), refused when it is none."""
        text = plain(written)
        if not re.fullmatch(r"\d+(?:\.\d+)?", text):
            raise self.error(index, "amount", field=repr(written))
        return read_amount(text)

    # -- the header --
    def header_of(self, game: _Game) -> None:
        """The hand's number, game, stakes and table, from its ``<game>`` and its session."""
        hand, session = self.hand, self.session
        number = _GAME.search(self.lines[0])
        hand.site, hand.number, hand.started = "iPoker", number["number"] if number else "", game.started
        hand.conventions |= {"returns-collected", "rake-unwritten"}
        written = _GAMETYPE.match(session.get("gametype", ""))
        if written is None or written["game"].strip().lower() not in _GAMES:  # stud's rounds are not read
            raise self.error(0, "game", code="unsupported", game=repr(session.get("gametype", "")))
        self.game(f"{_GAMES[written['game'].strip().lower()]} {_LIMITS[written['limit']]}", 0)
        written_sign = next(
            (code for code, sign in CURRENCY_SYMBOLS.items() if sign in session.get("gametype", "")), ""
        )
        hand.currency = session.get("currency", "") if session.get("currency", "") in CURRENCY_SYMBOLS else written_sign
        hand.symbol = CURRENCY_SYMBOLS.get(hand.currency, "")
        hand.play_money = session.get("mode", "real") != "real" or not hand.currency
        tournament = session.get("tournamentcode") or (session.get("tournamentname") and _table_number(session))
        if tournament:  # its chips have no currency: its buy-in has
            hand.tournament = self.tournament_of(tournament)
            hand.play_money, hand.currency, hand.symbol = False, "", ""
        hand.stakes = self.stakes_of(written["stakes"], game)
        hand.table = session.get("tablename", "").split(",")[0].strip()

    def tournament_of(self, number: str) -> Tournament:
        """The tournament: its number, and its buy-in and fee (``$2,000.00+$50.00``)."""
        tournament = Tournament(number, currency=self.session.get("currency", ""))
        parts = self.session.get("buyin", "").split("+")
        if len(parts) == 2 and all(re.fullmatch(r"\d+(?:\.\d+)?", plain(part)) for part in parts):
            tournament.buyin, tournament.fee = (read_amount(plain(part)) for part in parts)
        return tournament

    def stakes_of(self, written: str | None, game: _Game) -> tuple[Decimal, ...]:
        """The stakes: as the game type writes them, else the session's ``<smallblind>`` and
        ``<bigblind>``, else the blinds posted."""
        if written:  # a fixed-limit game's are its small and big bet, as PokerStars writes them
            small, _, big = written.partition("/")
            return (self.amount(0, small), self.amount(0, big))
        if self.session.get("smallblind") and self.session.get("bigblind"):
            blinds = (self.amount(0, self.session["smallblind"]), self.amount(0, self.session["bigblind"]))
        else:
            blinds = self.posted_blinds(game)
        return (blinds[1], blinds[1] * 2) if self.hand.structure == "fixed-limit" else blinds

    def posted_blinds(self, game: _Game) -> tuple[Decimal, Decimal]:
        """The blinds as posted, and said (a tournament's level is written nowhere else)."""
        posts = {a.kind: a.amount for a in game.actions.get(0, []) + game.actions.get(1, []) if a.kind in (1, 2)}
        if 2 not in posts:
            raise self.error(0, "no-stakes")
        self.hand.forgiven.append(f"line {self.first}: the blinds are read from the posts")
        return (posts.get(1, posts[2] / 2), posts[2])

    # -- the play, as PokerStars writes it --
    def stars_lines(self, game: _Game) -> Iterator[tuple[int, str]]:
        """Each of the game's elements as PokerStars would write it, with the line it is on."""
        hero = self.session.get("nickname", "")
        acting = {a.player for actions in game.actions.values() for a in actions if a.kind not in (8, 9)}
        button = next((attrs["seat"] for _, attrs in game.players if attrs.get("dealer") == "1"), "")
        yield 0, f"Table '{self.hand.table}'" + (f" Seat #{button} is the button" if button.isdigit() else "")
        for index, attrs in game.players:
            if attrs.get("name"):
                out = "" if attrs["name"] in acting else " is sitting out"
                stack = self.amount(index, attrs.get("chips", ""))
                yield index, f"Seat {attrs.get('seat', '')}: {attrs['name']} ({stack} in chips){out}"
        folded: set[str] = set()
        for round_no in sorted({0, 1, *game.actions, *game.cards}):
            yield from self.round_lines(round_no, game, hero, folded)
        yield from self.showdown_lines(game, hero, folded)

    def round_lines(self, round_no: int, game: _Game, hero: str, folded: set[str]) -> Iterator[tuple[int, str]]:
        """A round's heading, the cards it deals and its actions in the order played."""
        cards = game.cards.get(round_no, [])
        if round_no == 1:
            yield (cards[0][0] if cards else 0), "*** HOLE CARDS ***"
            for index, player, written in cards:
                if player == hero and "X" not in written.split():
                    yield index, f"Dealt to {player} [{_cards(written)}]"
        elif round_no in _STREETS:
            board = [(index, written) for index, player, written in cards if not player]
            index = board[0][0] if board else 0
            yield index, f"*** {_STREETS[round_no]} *** [{_cards(board[0][1]) if board else ''}]"
            self.put = {}
        for action in sorted(game.actions.get(round_no, []), key=lambda a: a.number):
            if action.kind == 0:
                folded.add(action.player)
            words = self.words(action)
            if words:
                yield action.index, f"{action.player}: {words}"

    def words(self, action: _Action) -> str:
        """An action in PokerStars' words, keeping what its player has put in on the street."""
        kind, who, amount = action.kind, action.player, action.amount
        before, most = self.put.get(who, Decimal(0)), max(self.put.values(), default=Decimal(0))
        simple = {0: "folds", 4: "checks"}
        if kind in simple or kind in (8, 9):
            return simple.get(kind, "")
        if kind == 15:
            return f"posts the ante {amount}"
        total = amount if kind == 23 else before + amount
        self.put[who] = total
        if kind in (1, 2):
            return f"posts {'small' if kind == 1 else 'big'} blind {amount}"
        if kind == 3:
            return f"calls {amount}"
        all_in = " and is all-in" if kind == 7 else ""
        if kind == 5 or (kind == 7 and most == 0):
            return f"bets {amount}{all_in}"
        if kind == 23 or (kind == 7 and total > most):
            return f"raises {total - most} to {total}{all_in}"
        if kind == 7:
            return f"calls {amount}{all_in}"
        raise self.error(action.index, "action-type", type=str(kind))

    def showdown_lines(self, game: _Game, hero: str, folded: set[str]) -> Iterator[tuple[int, str]]:
        """The cards shown by the players still in, and what each collects (``win``)."""
        last = len(self.lines) - 1
        yield last, "*** SHOW DOWN ***"
        seated = [attrs for _, attrs in game.players if attrs.get("name")]
        still_in = [attrs["name"] for attrs in seated if attrs["name"] not in folded]
        shown = {player: written for cards in game.cards.values() for _, player, written in cards if player}
        for name in still_in if len(still_in) > 1 else []:
            written = shown.get(name, "")
            if written and "X" not in written.split():
                yield last, f"{name}: shows [{_cards(written)}]"
        for index, attrs in game.players:
            won = self.amount(index, attrs.get("win", "0") or "0")
            if attrs.get("name") and won:
                yield index, f"{attrs['name']} collected {won} from pot"


def _table_number(session: dict[str, str]) -> str:
    """A tournament's number as its table's name ends (``"TURBO" NLH Heads Up $2,000, 770109371``)."""
    return session.get("tablename", "").rpartition(",")[2].strip().split(" ")[0]


def _cards(written: str) -> str:
    """Cards as the network writes them, suit first (``S10 HA``), in PokerStars' words (``Ts Ah``)."""
    out = []
    for card in written.split():
        rank = card[1:].replace("10", "T")
        out.append(rank + card[:1].lower() if rank else card)
    return " ".join(out)


#: iPoker's XML as the registry of sites holds it: its text split into games, each read with its
#: session's ``<general>`` (:func:`iter_readings`).
FORMAT: SiteFormat = SiteFormat("ipoker", is_header, iter_readings, _session_line)
parse_text, iter_file = FORMAT.parse_text, FORMAT.iter_file
