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
from pokerfloor.formats.sites.hand import Event, Seat, SiteHand, Tournament, read_all
from pokerfloor.formats.sites.stars_lines import (
    ACTIONS,
    ALL_IN,
    AMOUNT,
    BRACKETS,
    CURRENCY,
    DRAW,
    GAME,
    HEADER,
    LEVEL,
    MOST_DIGITS,
    NOTICES,
    POST,
    POSTS,
    RUN_STREETS,
    RUNS,
    SEAT,
    STAKES,
    STREET,
    TABLE,
    TABLE_TALK,
    TOURNAMENT,
)
from pokerfloor.formats.sites.text import MAX_FILE_BYTES, SiteFormat, decode, quoted, read_text, site_format
from pokerfloor.formats.sites.text import split_hands as split_text
from pokerfloor.formats.units import read_amount

__all__ = [
    "FORMAT",
    "MAX_FILE_BYTES",
    "TextReader",
    "decode",
    "is_header",
    "iter_file",
    "iter_readings",
    "parse_text",
    "read_file",
    "split_hands",
]

# -- files --------------------------------------------------------------------------------------


def read_file(path: Path, *, strict: bool = False) -> list[SiteHand]:
    """Every hand of a PokerStars file."""
    return list(iter_file(path, strict=strict))


def iter_file(path: Path, *, strict: bool = False) -> Iterator[SiteHand]:
    """The hands of a PokerStars file, one at a time; raises at the first hand it cannot read."""
    yield from iter_text(read_text(path), str(path), strict=strict)


def parse_text(text: str, file: str = "", *, strict: bool = False) -> list[SiteHand]:
    """Every hand of PokerStars text."""
    return list(iter_text(text, file, strict=strict))


def iter_text(text: str, file: str = "", *, strict: bool = False) -> Iterator[SiteHand]:
    """The hands of PokerStars text, one at a time; raises at the first hand it cannot read (and
    for text holding no hand)."""
    yield from read_all(iter_readings(text, file, strict=strict))


def split_hands(text: str) -> Iterator[tuple[int, list[str]]]:
    """Each hand's lines and the number of its first line (counting from 1): a hand starts at a
    header line; what comes before the first one (a tracker's note) belongs to no hand."""
    return split_text(text, is_header)


def is_header(line: str) -> bool:
    """Whether ``line`` starts a hand: it names a hand's number, and a game in parentheses or a
    tournament, and is not a player's line."""
    return (
        HEADER.match(line) is not None
        and ":" in line
        and ("(" in line or "Tournament #" in line)
        and not line.lstrip().startswith(("Seat ", "***"))
    )


# -- one hand -----------------------------------------------------------------------------------


class TextReader:
    """Reads one hand's lines, section by section. A site that writes PokerStars' shapes with
    words of its own reads with a subclass (:mod:`~pokerfloor.formats.sites.ggpoker`)."""

    #: The site, as a refusal names its text (``at.<SITE>-text``).
    SITE = "pokerstars"
    #: Whether the site writes a player's actions without PokerStars' colon (``Ann folds``:
    #: Winamax, the Winning Poker Network): such a line is tried as an action first.
    BARE_ACTIONS = False

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
        """Where line ``index`` is: the file (or the text) and the line's number."""
        file = self.file or Phrase(f"at.{self.SITE}-text")
        return Phrase("at.line", {"file": file, "line": str(self.first + index)})

    def error(self, index: int, variant: str, code: str = "bad-line", **params: object) -> HandHistoryError:
        """The refusal of line ``index``: the sentence ``refused.<code>.<variant>``, the line
        named and quoted (``where``, ``line``), and ``params``."""
        named = {"where": self.where(index), "line": quoted(self.lines[index]), **params}
        return HandHistoryError(code=code, variant=variant, params=named)

    def number(self, index: int, text: str) -> int:
        """A seat's number, a table's size or a count of cards as written: more digits than any
        table or hand has are refused (Python would not even read 5,000 of them)."""
        if len(text) > MOST_DIGITS:
            raise self.error(index, "number", number=text[:MOST_DIGITS] + "...")
        return int(text)

    def forgive(self, index: int, what: Phrase) -> None:
        """Note what the lenient reader skipped or guessed at line ``index`` (a refusal under ``strict``)."""
        if self.strict:
            raise self.error(index, "line", code="strict", what=what)
        self.hand.forgiven.append(f"line {self.first + index}: {what}")

    # -- reading --
    def read(self) -> SiteHand:
        """The hand its lines record."""
        self.header(self.lines[0].lstrip("\ufeff"))
        for index in range(1, len(self.lines)):
            line = self.lines[index].rstrip()
            if not line.strip():
                continue
            self.line(index, line.strip())
        self.finish()
        return self.hand

    def header(self, line: str) -> None:
        """The header: the site, the hand's number, the game and stakes, or the tournament."""
        match = HEADER.match(line)
        if match is None:  # pragma: no cover - split_hands starts hands at headers only
            raise self.error(0, "not-header")
        hand = self.hand
        hand.site = match["site"].strip() or "PokerStars"
        hand.number = match["number"]
        rest = match["rest"].strip()
        club = re.match(r"^\{(?P<club>[^}]*)\}\s*", rest)
        if club:
            rest = rest[club.end() :]
        tournament = TOURNAMENT.match(rest)
        if tournament:
            self.tournament_header(tournament["number"], tournament["rest"])
            return
        opened, closed = rest.find("("), rest.rfind(")")
        if opened < 0 or closed < opened:
            raise self.error(0, "no-stakes")
        game, stakes = rest[:opened].strip(), rest[opened + 1 : closed]
        hand.started = rest[closed + 1 :].strip(" -")
        named, comma, after = stakes.partition(",")
        if comma and GAME.match(named.strip()):  # Mixed NLH/PLO (Hold'em No Limit, $0.10/$0.25 USD)
            game, stakes = named, after
        self.game(game.strip(), 0)
        self.stakes(stakes, 0)

    def tournament_header(self, number: str, rest: str) -> None:
        """A tournament's header: its buy-in, the game and the level's stakes."""
        hand = self.hand
        level = LEVEL.search(rest)
        if level is None:
            raise self.error(0, "no-level")
        before, hand.started = rest[: level.start()], rest[level.end() :].strip(" -")
        tournament = hand.tournament = Tournament(number, level=level["level"])
        before = _without_mix(before)
        game = _find_game(before)
        if game is None:
            raise self.error(0, "no-game")
        buyin = before[: before.lower().rfind(game.lower())].strip()
        if buyin.lower().startswith("freeroll"):
            tournament.freeroll = True
        elif buyin:
            points = _POINTS.match(buyin)
            if points:  # a buy-in in PokerStars' player points or StarsCoin: its unit the currency
                buyin, tournament.currency = points["amount"], points["unit"]
            code = CURRENCY.search(buyin)
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
        """The game and its structure, as the site names them; refused when unknown."""
        match = GAME.match(text)
        if match is None or match["base"].lower() not in SITE_GAMES:
            raise self.error(index, "game", code="unsupported", game=repr(text))
        hand = self.hand
        hand.game = match["base"]
        hand.structure = LIMITS[match["limit"].lower()]
        hand.variant = SITE_GAMES[match["base"].lower()]
        found = registry_variant(hand.game)
        if found is not None and found.boards > 1:  # a game of two boards (Split Hold'em): a board each "run"
            hand.runs = found.boards

    def stakes(self, text: str, index: int) -> None:
        """The stakes (the blinds, or 6+ hold'em's ante and button blind), the currency and the cap."""
        hand = self.hand
        code = CURRENCY.search(text)
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
            match = STAKES.search(text)
            if match is None:
                raise self.error(index, "stakes")
            symbol_source = match["small"]
            hand.stakes = (read_amount(match["small"]), read_amount(match["big"]))
        hand.symbol = "".join(c for c in symbol_source if not (c.isdigit() or c in ".,"))
        hand.play_money = not hand.symbol and not hand.currency and hand.tournament is None

    def line(self, index: int, line: str) -> None:
        """One line of the hand, by the section it is in."""
        if self.section == "seats" and self.seat_or_table(index, line):
            return
        street = STREET.match(line)
        if street:
            self.street(index, street["name"], street["cards"])
            return
        if self.section == "summary":
            self.summary(index, line)
            return
        if NOTICES.match(line):
            return
        who = self.player_of(line)
        if who is None:
            self.unnamed(index, line)
            return
        self.players_line(index, who, line[len(who) :])

    def seat_or_table(self, index: int, line: str) -> bool:
        """The table's line or a seat's (whether ``line`` was one)."""
        table = TABLE.match(line)
        if table:
            hand = self.hand
            hand.table = table["name"]
            hand.max_seats = self.number(index, table["max"]) if table["max"] else None
            hand.button = self.number(index, table["button"]) if table["button"] else None
            if "play money" in (table["middle"] or "").lower():
                hand.play_money = True
            return True
        seat = SEAT.match(line)
        if seat is None:
            return False
        name = seat["name"]
        out = "sitting out" in seat["rest"] or "out of hand" in seat["rest"]
        bounty = read_amount(seat["bounty"]) if seat["bounty"] else None
        self.hand.seats.append(Seat(self.number(index, seat["number"]), name, read_amount(seat["stack"]), out, bounty))
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
        """Record an :class:`Event` of line ``index``, in the run being dealt."""
        self.hand.events.append(Event(kind, line=self.first + index, run=self.run, **values))  # type: ignore[arg-type]

    def street(self, index: int, name: str, cards_text: str) -> None:
        """A street's heading: the board it deals, the run it belongs to, or the summary."""
        words = name.lower().split()
        if words == ["summary"]:
            self.section = "summary"
            return
        self.section = "play"
        run = RUNS.get(words[0], 0) if " ".join(words[1:]) in RUN_STREETS else 0
        base = " ".join(words[1:]) if run else " ".join(words)
        groups = [g.split() for g in BRACKETS.findall(cards_text)]
        if base in ("show down", "showdown"):
            self.run = run or 1
            return
        if base in ("hole cards", "dealing hands", "3rd street"):
            self.event("street", index, detail=base)
            return
        if base == "pre-flop":
            # Courchevel's first street again, with the flop card it shows before the betting
            # ("*** PRE-FLOP *** [2s]"); the flop's heading names that card once more.
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
        """The board of ``run`` (every run when 0) as a street's heading gives it."""
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
        returned = re.match(r"^Uncalled bet \(" + AMOUNT + r"\) returned to (?P<who>.+)$", line)
        if returned:
            self.event("return", index, player=returned["who"], amount=read_amount(returned[1]))
            return
        dealt = re.match(r"^Dealt to (?P<rest>.+)$", line)
        if dealt:
            self.dealt(index, dealt["rest"])
            return
        added = re.match(r"^STP added: " + AMOUNT + "$", line)
        if added:
            amount = read_amount(added[1])
            self.hand.added += amount
            self.event("add", index, amount=amount)
            return
        if line.lower() == "hand cancelled":
            self.hand.cancelled = True
            return
        if TABLE_TALK.search(line):
            return
        self.forgive(index, Phrase("forgiven.not-understood"))

    def dealt(self, index: int, rest: str) -> None:
        """A ``Dealt to`` line: the cards dealt to a player (those seen)."""
        for name in self.names:
            if rest.startswith(name + " ["):
                groups = [g.split() for g in BRACKETS.findall(rest[len(name) :])]
                if not groups:
                    raise self.error(index, "dealt-cards")
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
        """A line about the player ``who``: an action, a collect, a cash-out, a show."""
        if rest.startswith(":"):
            text = rest[1:].strip()
            if self.action(index, who, text):
                return
        else:
            text = rest.strip()
            if self.BARE_ACTIONS and self.action(index, who, text):
                return
            collected = re.match(r"^collected " + AMOUNT + r" from (?P<pot>.+?)\s*$", text)
            if collected:
                pot = collected["pot"].removesuffix(" pot") if collected["pot"] != "pot" else "pot"
                self.event("collect", index, player=who, amount=read_amount(collected[1]), detail=pot)
                return
            cashed = re.match(
                r"^cashed out the hand for " + AMOUNT + r"(?:\s*\|\s*Cash Out Fee " + AMOUNT + ")?$", text
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
        if TABLE_TALK.search(rest):
            return
        self.forgive(index, Phrase("forgiven.not-understood"))

    def action(self, index: int, who: str, text: str) -> bool:
        """A player's action after his colon: a post, a bet, a draw, a show or a muck (whether it was one)."""
        all_in = bool(ALL_IN.search(text))
        text = ALL_IN.sub("", text).strip()
        post = POST.match(text)
        if post:
            what = POSTS[post["what"]]
            self.event("post", index, player=who, amount=read_amount(post[2]), detail=what, all_in=all_in)
            return True
        for verb, pattern in ACTIONS:
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
        draw = DRAW.match(text)
        if draw:
            count = self.number(index, draw["count"]) if draw["count"] else 0
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
        """A line of the summary: the pot and the rake, the boards, the seats' outcomes."""
        hand = self.hand
        total = re.match(r"^Total pot " + AMOUNT + r"(?P<rest>.*)$", line)
        if total:
            hand.total_pot = read_amount(total[1])
            rest = total["rest"]
            hand.pots = [read_amount(a) for a in re.findall(r"(?:Main|Side) pot(?:-\d+)? " + AMOUNT, rest)]
            splash = re.search(r"STP " + AMOUNT, rest)
            if splash and not hand.added:  # money the site added, written in the summary only
                hand.added = read_amount(splash[1])
            rake = re.search(r"Rake " + AMOUNT, rest)
            hand.rake = read_amount(rake[1].rstrip(".")) if rake else None
            return
        board = re.match(r"^(?:(?P<run>FIRST|SECOND|THIRD) )?Board \[(?P<cards>[^\]]*)\]$", line, re.IGNORECASE)
        if board:
            run = RUNS[board["run"].lower()] if board["run"] else 1
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
        if NOTICES.match(line) or line.startswith("Hand was run"):
            return
        self.forgive(index, Phrase("forgiven.summary-not-understood"))

    def summary_seat(self, index: int, rest: str) -> None:
        """A seat's summary: the cards it showed or mucked, and what it won (kept for hands whose
        pot went to a cash-out instead of a collect line)."""
        who = self.player_of(rest)
        if who is None:
            return
        won = re.findall(r"(?:won|collected) \(?" + AMOUNT, rest)  # "won ($2)", and Run It Once's "won €2"
        if won:
            self.hand.won[who] = sum((read_amount(a) for a in won), Decimal(0))
        mucked = re.search(r"mucked \[(?P<cards>[^\]]*)\]", rest)
        if mucked:
            self.event("show", index, player=who, cards=tuple(mucked["cards"].split()), detail="mucked")

    def finish(self) -> None:
        """What the whole hand tells: cut short, the runs' boards, an Omaha dealt as another, the ante."""
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


#: A tournament's buy-in in points, not money: ``50FPP`` (Frequent Player Points), ``250 SC`` (StarsCoin).
_POINTS = re.compile(r"^(?P<amount>[\d.,]+)\s*(?P<unit>FPP|SC)$")


#: A mixed game's tournament names the game of the hand in brackets after the mix's name:
#: ``8-Game (Hold'em No Limit)``, ``Triple Stud (Razz Limit)``, ``Mixed NLH/PLH (Hold'em Pot Limit, 25/50)``.
_MIXED = re.compile(r"\((?P<game>[^(),]+?)(?:,[^()]*)?\)\s*$")
#: A word of a tournament's buy-in: an amount (``$4.40+$0.60``, ``50FPP``), a currency, ``SC``, ``Freeroll``.
_MONEY_WORD = r"[^\sA-Za-z]*\d[\d.,]*[^\sA-Za-z]*"
_BUYIN_WORD = re.compile(rf"^(?:{_MONEY_WORD}(?:\+{_MONEY_WORD})*(?:FPP)?|[A-Z]{{3}}|SC|Freeroll)$")


def _without_mix(text: str) -> str:
    """A tournament header's buy-in and game with a mixed game's name left out: ``$10+$1 USD
    8-Game (Razz Limit)`` -> ``$10+$1 USD Razz Limit``; other text as it is."""
    mixed = _MIXED.search(text)
    if mixed is None or GAME.match(mixed["game"].strip()) is None:
        return text
    words = text[: mixed.start()].split()
    buyin = next((k for k, word in enumerate(words) if not _BUYIN_WORD.match(word)), len(words))
    return " ".join([*words[:buyin], mixed["game"].strip()])


def _find_game(text: str) -> str | None:
    """The game named at the end of ``text`` (``"$1+$0.10 USD Hold'em No Limit"``)."""
    lowered = text.lower().strip()
    for base in sorted(SITE_GAMES, key=len, reverse=True):
        for limit in sorted(LIMITS, key=len, reverse=True):
            name = f"{base} {limit}"
            if lowered.endswith(name):
                return text.strip()[-len(name) :]
    return None


#: PokerStars' text as the registry of sites holds it (:class:`~pokerfloor.formats.sites.text.SiteFormat`).
FORMAT: SiteFormat = site_format("pokerstars", is_header, TextReader)
#: Every hand of the text, each read on its own: a hand the reader refuses is an
#: :class:`~pokerfloor.formats.sites.hand.UnreadHand` with the refusal and its line.
iter_readings = FORMAT.iter_readings
