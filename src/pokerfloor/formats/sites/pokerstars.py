"""PokerStars hand histories: the text PokerStars writes (and the trackers and other sites that
write its format), read into :class:`~pokerfloor.formats.sites.hand.SiteHand` records.

A file holds one hand or many, separated by blank lines; it may be UTF-8 (with or without a byte
order mark) or ISO-8859-1 / Windows-1252 (older files, the euro sign as one byte). Each hand starts
with its header (``PokerStars Hand #123:  Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/01 ...``),
then the table and the seats, the forced bets, the streets (``*** FLOP *** [...]``), the showdown
and a summary.

The reader is lenient: a line it does not understand, a chat line, a player joining or leaving,
is skipped, and what it skipped or guessed is listed in :attr:`SiteHand.forgiven`. With
``strict=True`` each of those is an error instead. Errors are
:class:`~pokerfloor.errors.HandHistoryError` naming the file and the line.

>>> hands = parse_text('''PokerStars Hand #1:  Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/01 10:00:00 ET
... Table 'T' 6-max Seat #1 is the button
... Seat 1: A ($2 in chips)
... Seat 2: B ($2 in chips)
... A: posts small blind $0.01
... B: posts big blind $0.02
... *** HOLE CARDS ***
... A: folds
... Uncalled bet ($0.01) returned to B
... B collected $0.02 from pot
... *** SUMMARY ***
... Total pot $0.02 | Rake $0
... Seat 1: A (button) (small blind) folded before Flop
... Seat 2: B (big blind) collected ($0.02)''')
>>> hands[0].number, hands[0].variant, [e.kind for e in hands[0].events]
('1', 'holdem', ['post', 'post', 'street', 'action', 'return', 'collect'])
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

from pokerfloor.errors import HandHistoryError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats.sites.games import DEALT_AS, LIMITS, SITE_GAMES, game_title, registry_variant
from pokerfloor.formats.sites.hand import Event, Seat, SiteHand, Tournament
from pokerfloor.formats.units import read_amount

__all__ = ["decode", "iter_file", "parse_text", "read_file", "split_hands"]

#: The largest file the reader takes whole (a player's database is many files, not one).
MAX_FILE_BYTES = 256 * 1024 * 1024

_HEADER = re.compile(r"^\s*(?P<site>[^#\n]*?)\s*(?:Hand|Game)\s+#(?P<number>[\w-]+):\s*(?P<rest>.*)$", re.IGNORECASE)
_TOURNAMENT = re.compile(r"^Tournament #(?P<number>\d+),\s*(?P<rest>.*)$", re.IGNORECASE)
_LEVEL = re.compile(r"\s+-\s+(?:Match Round \w+, )?Level (?P<level>[\w]+)\s*(?:\((?P<stakes>[^)]*)\))?")
_GAME = re.compile(
    r"^(?P<base>.+?)\s+(?P<limit>no limit|pot limit|fixed limit|spread limit|limit)$",
    re.IGNORECASE,
)
_STAKES = re.compile(r"(?P<small>[^\s/\d]*[\d.,]+)\s*/\s*(?P<big>[^\s/\d]*[\d.,]+)")
_CURRENCY = re.compile(r"\b(?P<code>[A-Z]{3})\s*\)?\s*$")
_TABLE = re.compile(
    r"^\s*Table (?:ID )?'(?P<name>.*)'\s*(?:(?P<max>\d+)-max)?(?P<middle>.*?)"
    r"(?:Seat #(?P<button>\d+) is the button)?\s*$",
    re.IGNORECASE,
)
_SEAT = re.compile(
    r"^\s*Seat (?P<number>\d+): (?P<name>.+?) \((?P<stack>[^\s()]+) in chips"
    r"(?:, (?P<bounty>[^)]*?) bounty)?\)(?P<rest>.*)$"
)
_STREET = re.compile(r"^\s*\*\*\* (?P<name>[^*]+?) \*\*\*\s*(?P<cards>.*)$")
_BRACKETS = re.compile(r"\[([^\]]*)\]")
_AMOUNT = r"([^\s\d]*\d[\d,]*(?:\.\d+)?)"
_ALL_IN = re.compile(r"\s+and (?:is all-in|has reached the [^\s]+ cap)\s*$")

_POSTS = {
    "small blind": "small blind",
    "big blind": "big blind",
    "small & big blinds": "dead",
    "the ante": "ante",
    "ante": "ante",
    "button blind": "button blind",
    "straddle": "straddle",
}
_POST = re.compile(
    r"^posts (?P<what>small & big blinds|small blind|big blind|the ante|ante|button blind|straddle) " + _AMOUNT
)
_ACTIONS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("fold", re.compile(r"^folds(?:\s*\[(?P<cards>[^\]]*)\])?$")),
    ("check", re.compile(r"^checks$")),
    ("call", re.compile(r"^calls " + _AMOUNT + "$")),
    ("bet", re.compile(r"^bets " + _AMOUNT + "$")),
    ("raise", re.compile(r"^raises " + _AMOUNT + " to " + _AMOUNT + "$")),
    ("bring-in", re.compile(r"^brings in for " + _AMOUNT + "$")),
    ("complete", re.compile(r"^completes it to " + _AMOUNT + "$")),
)
_DRAW = re.compile(
    r"^(?:discards (?P<count>\d+) cards?(?:\s*\[(?P<cards>[^\]]*)\])?|stands pat(?: on \[(?P<kept>[^\]]*)\])?)$"
)
#: Lines about the table, not the hand: kept out of the record, never an error.
_TABLE_TALK = re.compile(
    r"(?: joins the table at seat #\d+| leaves the table| has timed out(?: while disconnected)?"
    r"| is (?:dis)?connected| has returned| will be allowed to play after the button"
    r"| was removed from the table for failing to post| finished the tournament.*| wins the tournament.*"
    r"| is sitting out| sits out| has reached the .* cap"
    r"|: is sitting out|: sits out|: is disconnected|: has timed out|: has returned|: said, \".*\"| said, \".*\")$"
)
_NOTICES = re.compile(
    r"^(?:Betting is capped|Pair on board - a double bet is allowed|No low hand qualified|The deck is reshuffled"
    r"|Hand was run (?:twice|three times)|\*{3,} # \d+ \*+|.*: Table deposit .*)$"
)

#: The ordinal words of a run (``*** SECOND RIVER ***``).
_RUNS = {"first": 1, "second": 2, "third": 3}


# -- files --------------------------------------------------------------------------------------


def decode(data: bytes) -> tuple[str, str]:
    """The text of a file and the encoding it was in: UTF-8 (a byte order mark dropped), else
    Windows-1252 (ISO-8859-1 with the euro sign at 0x80), else ISO-8859-1."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252"), "windows-1252"
    except UnicodeDecodeError:
        return data.decode("latin-1"), "iso-8859-1"


def read_file(path: Path, *, strict: bool = False) -> list[SiteHand]:
    """Every hand of a PokerStars file."""
    return list(iter_file(path, strict=strict))


def iter_file(path: Path, *, strict: bool = False) -> Iterator[SiteHand]:
    """The hands of a PokerStars file, one at a time."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise HandHistoryError(
                code="unreadable", variant="larger", params={"path": str(path), "most": MAX_FILE_BYTES}
            )
        data = path.read_bytes()
    except OSError as error:
        raise HandHistoryError(code="unreadable", params={"path": str(path), "reason": str(error)}) from None
    text, _ = decode(data)
    yield from iter_text(text, str(path), strict=strict)


def parse_text(text: str, file: str = "", *, strict: bool = False) -> list[SiteHand]:
    """Every hand of PokerStars text."""
    return list(iter_text(text, file, strict=strict))


def iter_text(text: str, file: str = "", *, strict: bool = False) -> Iterator[SiteHand]:
    """The hands of PokerStars text, one at a time; raises for text holding no hand."""
    found = False
    for first, lines in split_hands(text):
        found = True
        yield _Reader(lines, first, file, strict).read()
    if not found:
        raise HandHistoryError(code="no-hand", variant="pokerstars", params={"file": file or Phrase("at.the-text")})


def split_hands(text: str) -> Iterator[tuple[int, list[str]]]:
    """Each hand's lines and the number of its first line (counting from 1): a hand starts at a
    header line; what comes before the first one (a tracker's note) belongs to no hand."""
    lines = text.lstrip("\ufeff").splitlines()
    start: int | None = None
    for index, line in enumerate(lines):
        if _HEADER.match(line.lstrip("\ufeff")) and _looks_like_header(line):
            if start is not None:
                yield start + 1, lines[start:index]
            start = index
    if start is not None:
        yield start + 1, lines[start:]


def _looks_like_header(line: str) -> bool:
    """A header names a game in parentheses or a tournament, and is not a player's line."""
    return ":" in line and ("(" in line or "Tournament #" in line) and not line.lstrip().startswith(("Seat ", "***"))


# -- one hand -----------------------------------------------------------------------------------


class _Reader:
    """Reads one hand's lines, section by section."""

    def __init__(self, lines: list[str], first: int, file: str, strict: bool) -> None:
        self.lines = lines
        self.first = first
        self.file = file
        self.strict = strict
        self.hand = SiteHand(site="", number="", file=file, line=first)
        self.names: list[str] = []
        self.section = "seats"
        self.run = 1
        self.dealt_to: set[str] = set()

    # -- errors and forgiveness --
    def where(self, index: int) -> Phrase:
        file = self.file or Phrase("at.pokerstars-text")
        return Phrase("at.line", {"file": file, "line": str(self.first + index)})

    def error(self, index: int, variant: str, code: str = "bad-line", **params: object) -> HandHistoryError:
        """The refusal of line ``index``: the sentence ``refused.<code>.<variant>``, the line
        named and quoted (``where``, ``line``), and ``params``."""
        quoted = {"where": self.where(index), "line": repr(self.lines[index].strip()), **params}
        return HandHistoryError(code=code, variant=variant, params=quoted)

    def forgive(self, index: int, what: Phrase) -> None:
        if self.strict:
            raise self.error(index, "line", code="strict", what=what)
        self.hand.forgiven.append(f"line {self.first + index}: {what}")

    # -- reading --
    def read(self) -> SiteHand:
        self.header(self.lines[0].lstrip("\ufeff"))
        for index in range(1, len(self.lines)):
            line = self.lines[index].rstrip()
            if not line.strip():
                continue
            self.line(index, line.strip())
        self.finish()
        return self.hand

    def header(self, line: str) -> None:
        match = _HEADER.match(line)
        if match is None:  # pragma: no cover - split_hands starts hands at headers only
            raise self.error(0, "not-header")
        hand = self.hand
        hand.site = match["site"].strip() or "PokerStars"
        hand.number = match["number"]
        rest = match["rest"].strip()
        club = re.match(r"^\{(?P<club>[^}]*)\}\s*", rest)
        if club:
            rest = rest[club.end() :]
        tournament = _TOURNAMENT.match(rest)
        if tournament:
            self.tournament_header(tournament["number"], tournament["rest"])
            return
        opened, closed = rest.find("("), rest.rfind(")")
        if opened < 0 or closed < opened:
            raise self.error(0, "no-stakes")
        game, stakes = rest[:opened].strip(), rest[opened + 1 : closed]
        hand.started = rest[closed + 1 :].strip(" -")
        named, comma, after = stakes.partition(",")
        if comma and _GAME.match(named.strip()):  # Mixed NLH/PLO (Hold'em No Limit, $0.10/$0.25 USD)
            game, stakes = named, after
        self.game(game.strip(), 0)
        self.stakes(stakes, 0)

    def tournament_header(self, number: str, rest: str) -> None:
        hand = self.hand
        level = _LEVEL.search(rest)
        if level is None:
            raise self.error(0, "no-level")
        before, hand.started = rest[: level.start()], rest[level.end() :].strip(" -")
        tournament = hand.tournament = Tournament(number, level=level["level"])
        game = _find_game(before)
        if game is None:
            raise self.error(0, "no-game")
        buyin = before[: before.lower().rfind(game.lower())].strip()
        if buyin.lower().startswith("freeroll"):
            tournament.freeroll = True
        elif buyin:
            code = _CURRENCY.search(buyin)
            if code:
                tournament.currency = code["code"]
                buyin = buyin[: code.start()].strip()
            parts = [read_amount(part) for part in buyin.split("+")]
            tournament.buyin = parts[0]
            tournament.fee = parts[-1] if len(parts) > 1 else None
            tournament.bounty = parts[1] if len(parts) > 2 else None
        self.game(game, 0)
        if level["stakes"]:
            self.stakes(level["stakes"], 0)

    def game(self, text: str, index: int) -> None:
        match = _GAME.match(text)
        if match is None or match["base"].lower() not in SITE_GAMES:
            raise self.error(index, "game", code="unsupported", game=repr(text))
        hand = self.hand
        hand.game = match["base"]
        hand.structure = LIMITS[match["limit"].lower()]
        hand.variant = SITE_GAMES[match["base"].lower()]
        if match["base"].lower() == "split hold'em":
            hand.runs = 2

    def stakes(self, text: str, index: int) -> None:
        hand = self.hand
        code = _CURRENCY.search(text)
        if code:
            hand.currency = code["code"]
        cap = re.search(r"-\s*(?P<cap>[^\s-]+) Cap", text)
        if cap:
            hand.cap = read_amount(cap["cap"])
        if "button blind" in text.lower():  # 6+ hold'em: the stakes are the ante and the button's blind
            button = re.search(r"Button Blind\W*?([^\s\d]*[\d.,]+)", text, re.IGNORECASE)
            ante = re.search(r"Ante\W*?([^\s\d]*[\d.,]+)", text, re.IGNORECASE)
            if button is None or ante is None:
                raise self.error(index, "button-blind-stakes")
            symbol_source = button[1]
            hand.stakes = (read_amount(ante[1]), read_amount(button[1]))
        else:
            match = _STAKES.search(text)
            if match is None:
                raise self.error(index, "stakes")
            symbol_source = match["small"]
            hand.stakes = (read_amount(match["small"]), read_amount(match["big"]))
        hand.symbol = "".join(c for c in symbol_source if not (c.isdigit() or c in ".,"))
        hand.play_money = not hand.symbol and not hand.currency and hand.tournament is None

    def line(self, index: int, line: str) -> None:
        if self.section == "seats" and self.seat_or_table(index, line):
            return
        street = _STREET.match(line)
        if street:
            self.street(index, street["name"], street["cards"])
            return
        if self.section == "summary":
            self.summary(index, line)
            return
        if _NOTICES.match(line):
            return
        who = self.player_of(line)
        if who is None:
            self.unnamed(index, line)
            return
        self.players_line(index, who, line[len(who) :])

    def seat_or_table(self, index: int, line: str) -> bool:
        table = _TABLE.match(line)
        if table:
            hand = self.hand
            hand.table = table["name"]
            hand.max_seats = int(table["max"]) if table["max"] else None
            hand.button = int(table["button"]) if table["button"] else None
            if "play money" in (table["middle"] or "").lower():
                hand.play_money = True
            return True
        seat = _SEAT.match(line)
        if seat is None:
            return False
        name = seat["name"]
        out = "sitting out" in seat["rest"] or "out of hand" in seat["rest"]
        bounty = read_amount(seat["bounty"]) if seat["bounty"] else None
        self.hand.seats.append(Seat(int(seat["number"]), name, read_amount(seat["stack"]), out, bounty))
        self.names = sorted({*self.names, name}, key=len, reverse=True)
        return True

    def player_of(self, line: str) -> str | None:
        """The player a line is about: the longest seated name it starts with, followed by a
        colon or a blank."""
        for name in self.names:
            if line.startswith(name) and line[len(name) : len(name) + 1] in (":", " "):
                return name
        return None

    def event(self, kind: str, index: int, **values: object) -> None:
        self.hand.events.append(Event(kind, line=self.first + index, run=self.run, **values))  # type: ignore[arg-type]

    def street(self, index: int, name: str, cards_text: str) -> None:
        words = name.lower().split()
        if words == ["summary"]:
            self.section = "summary"
            return
        self.section = "play"
        run = _RUNS.get(words[0], 0) if words[1:] in (["flop"], ["turn"], ["river"], ["show", "down"]) else 0
        base = " ".join(words[1:]) if run else " ".join(words)
        groups = [g.split() for g in _BRACKETS.findall(cards_text)]
        if base in ("show down", "showdown"):
            self.run = run or 1
            return
        if base in ("hole cards", "dealing hands", "3rd street"):
            self.event("street", index, detail=base)
            return
        if run and run > self.hand.runs and base in ("flop", "turn", "river"):
            self.hand.runs = run
        self.run = run or 1
        new = tuple(groups[-1]) if groups else ()
        if base in ("flop", "turn", "river") and not self.is_stud():
            self.board(run, groups)
        self.event("street", index, detail=base, cards=new)

    def is_stud(self) -> bool:
        """Whether the game deals up cards and no board (its streets are third to seventh)."""
        found = registry_variant(self.hand.game)
        return found is not None and found.has_bring_in

    def board(self, run: int, groups: list[list[str]]) -> None:
        boards = self.hand.boards
        runs = [run] if run else list(range(1, max(len(boards), 1) + 1))
        for r in runs:
            while len(boards) < r:
                boards.append(list(boards[0]) if boards else [])
            if len(groups) >= 2:
                boards[r - 1] = [*groups[0], *groups[-1]]
            elif groups:
                boards[r - 1] = [*boards[r - 1], *groups[0]]

    def unnamed(self, index: int, line: str) -> None:
        """A line that names no seated player first."""
        returned = re.match(r"^Uncalled bet \(" + _AMOUNT + r"\) returned to (?P<who>.+)$", line)
        if returned:
            self.event("return", index, player=returned["who"], amount=read_amount(returned[1]))
            return
        dealt = re.match(r"^Dealt to (?P<rest>.+)$", line)
        if dealt:
            self.dealt(index, dealt["rest"])
            return
        added = re.match(r"^STP added: " + _AMOUNT + "$", line)
        if added:
            amount = read_amount(added[1])
            self.hand.added += amount
            self.event("add", index, amount=amount)
            return
        if line.lower() == "hand cancelled":
            self.hand.cancelled = True
            return
        if _TABLE_TALK.search(line):
            return
        self.forgive(index, Phrase("forgiven.not-understood"))

    def dealt(self, index: int, rest: str) -> None:
        for name in self.names:
            if rest.startswith(name + " ["):
                groups = [g.split() for g in _BRACKETS.findall(rest[len(name) :])]
                first = name not in self.dealt_to
                self.dealt_to.add(name)
                # [cards held] [cards new]: the new ones; a lone group is new only on the first deal
                new = groups[-1] if len(groups) > 1 or first else []
                kept = " ".join(groups[0]) if len(groups) > 1 or not first else ""
                if not self.is_stud() or len(new) > 1:
                    self.hand.hero = self.hand.hero or name
                self.event("deal", index, player=name, cards=tuple(new), detail=kept)
                return
        self.forgive(index, Phrase("forgiven.not-seated"))

    def players_line(self, index: int, who: str, rest: str) -> None:
        if rest.startswith(":"):
            text = rest[1:].strip()
            if self.action(index, who, text):
                return
        else:
            text = rest.strip()
            collected = re.match(r"^collected " + _AMOUNT + r" from (?P<pot>.+?)\s*$", text)
            if collected:
                pot = collected["pot"].removesuffix(" pot") if collected["pot"] != "pot" else "pot"
                self.event("collect", index, player=who, amount=read_amount(collected[1]), detail=pot)
                return
            cashed = re.match(
                r"^cashed out the hand for " + _AMOUNT + r"(?:\s*\|\s*Cash Out Fee " + _AMOUNT + ")?$", text
            )
            if cashed:
                fee = read_amount(cashed[2]) if cashed[2] else None
                self.event("cash-out", index, player=who, amount=read_amount(cashed[1]), to=fee)
                return
            shows = re.match(r"^shows \[(?P<cards>[^\]]*)\](?: for .*)?$", text)
            if shows:
                self.event("show", index, player=who, cards=tuple(shows["cards"].split()))
                self.forgive(index, Phrase("forgiven.show-no-colon"))
                return
        if _TABLE_TALK.search(rest):
            return
        self.forgive(index, Phrase("forgiven.not-understood"))

    def action(self, index: int, who: str, text: str) -> bool:
        all_in = bool(_ALL_IN.search(text))
        text = _ALL_IN.sub("", text).strip()
        post = _POST.match(text)
        if post:
            what = _POSTS[post["what"]]
            self.event("post", index, player=who, amount=read_amount(post[2]), detail=what, all_in=all_in)
            return True
        for verb, pattern in _ACTIONS:
            match = pattern.match(text)
            if match is None:
                continue
            values: dict[str, object] = {"player": who, "detail": verb, "all_in": all_in}
            if verb == "raise":
                values.update(amount=read_amount(match[1]), to=read_amount(match[2]))
            elif verb == "complete":
                values["to"] = read_amount(match[1])
            elif verb in ("call", "bet", "bring-in"):
                values["amount"] = read_amount(match[1])
            elif verb == "fold" and match["cards"]:
                values["cards"] = tuple(match["cards"].split())
            self.event("action", index, **values)
            return True
        draw = _DRAW.match(text)
        if draw:
            count = int(draw["count"]) if draw["count"] else 0
            shown = tuple((draw["cards"] or "").split())
            self.event("draw", index, player=who, amount=Decimal(count), cards=shown)
            return True
        shows = re.match(r"^shows \[(?P<cards>[^\]]*)\]", text)
        if shows:
            self.event("show", index, player=who, cards=tuple(shows["cards"].split()))
            return True
        mucks = re.match(r"^mucks(?: hand)?(?:\s*\[(?P<cards>[^\]]*)\])?", text)
        if mucks:
            self.event("muck", index, player=who, cards=tuple((mucks["cards"] or "").split()))
            return True
        return text in ("doesn't show hand", "doesn't show")

    def summary(self, index: int, line: str) -> None:
        hand = self.hand
        total = re.match(r"^Total pot " + _AMOUNT + r"(?P<rest>.*)$", line)
        if total:
            hand.total_pot = read_amount(total[1])
            rest = total["rest"]
            hand.pots = [read_amount(a) for a in re.findall(r"(?:Main|Side) pot(?:-\d+)? " + _AMOUNT, rest)]
            splash = re.search(r"STP " + _AMOUNT, rest)
            if splash and not hand.added:  # money the site added, written in the summary only
                hand.added = read_amount(splash[1])
            rake = re.search(r"Rake " + _AMOUNT, rest)
            hand.rake = read_amount(rake[1].rstrip(".")) if rake else None
            return
        board = re.match(r"^(?:(?P<run>FIRST|SECOND|THIRD) )?Board \[(?P<cards>[^\]]*)\]$", line, re.IGNORECASE)
        if board:
            run = _RUNS[board["run"].lower()] if board["run"] else 1
            cards = board["cards"].split()
            while len(hand.boards) < run:
                hand.boards.append([])
            if hand.boards[run - 1] and hand.boards[run - 1] != cards:
                boards = {"board": str(cards), "streets": str(hand.boards[run - 1])}
                self.forgive(index, Phrase("forgiven.summary-board", boards))
            hand.boards[run - 1] = cards
            return
        seat = re.match(r"^Seat (?P<number>\d+): (?P<rest>.*)$", line)
        if seat:
            self.summary_seat(index, seat["rest"])
            return
        if _NOTICES.match(line) or line.startswith("Hand was run"):
            return
        self.forgive(index, Phrase("forgiven.summary-not-understood"))

    def summary_seat(self, index: int, rest: str) -> None:
        """A seat's summary: the cards it showed or mucked, and what it won (kept for hands whose
        pot went to a cash-out instead of a collect line)."""
        who = self.player_of(rest)
        if who is None:
            return
        won = re.findall(r"(?:won|collected) \(?" + _AMOUNT, rest)  # "won ($2)", and Run It Once's "won €2"
        if won:
            self.hand.won[who] = sum((read_amount(a) for a in won), Decimal(0))
        mucked = re.search(r"mucked \[(?P<cards>[^\]]*)\]", rest)
        if mucked:
            self.event("show", index, player=who, cards=tuple(mucked["cards"].split()), detail="mucked")

    def finish(self) -> None:
        hand = self.hand
        if self.section != "summary":
            hand.partial = True  # every whole hand ends with a summary: this record was cut short
            self.forgive(len(self.lines) - 1, Phrase("forgiven.partial"))
        if hand.runs > 1:
            while len(hand.boards) < hand.runs:
                hand.boards.append(list(hand.boards[0]) if hand.boards else [])
        dealt = max((len(e.cards) for e in hand.events if e.kind == "deal" and not e.detail), default=0)
        meant = DEALT_AS.get((hand.game.lower(), dealt))
        if meant is not None:  # "Omaha" dealt five cards a player is five-card Omaha
            read_as = {"game": hand.game, "dealt": dealt, "meant": game_title(meant)}
            self.forgive(0, Phrase("forgiven.dealt-as", read_as))
            hand.game, hand.variant = game_title(meant), SITE_GAMES[meant]
        posts = [e for e in hand.events if e.kind == "post" and e.detail == "ante"]
        if posts:
            hand.ante = max(e.amount or Decimal(0) for e in posts)


def _find_game(text: str) -> str | None:
    """The game named at the end of ``text`` (``"$1+$0.10 USD Hold'em No Limit"``)."""
    lowered = text.lower().strip()
    for base in sorted(SITE_GAMES, key=len, reverse=True):
        for limit in sorted(LIMITS, key=len, reverse=True):
            name = f"{base} {limit}"
            if lowered.endswith(name):
                return text.strip()[-len(name) :]
    return None
