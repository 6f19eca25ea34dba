"""PartyPoker hand histories: the text PartyPoker writes (and the skins and converters that write
its shapes), read into :class:`~pokerfloor.formats.sites.hand.SiteHand` records.

PartyPoker writes a hand in sections like 888poker's, in two shapes, so its reader
(:class:`PartyReader`) is PokerStars' reading each line as PokerStars would write it:

- the title ``***** Hand History for Game 9582251255 *****`` (``For Game`` in the newer shape;
  ``#Game No : 9582251255`` and ``Game #9582251255 starts.`` around it), then the game:
  ``$2 USD NL Texas Hold'em - Monday, August 30, ...`` (the table's buy-in: the blinds are read
  from the posts), ``$0.50/$1 USD 7 Card Stud Hi-Lo - ...`` (the stakes), ``$15/$30 USD Texas
  Hold'em`` (fixed limit), ``NL Texas Hold'em  Trny: 71487580 Level: 1  Blinds(20/40)`` (a
  tournament), or the newer ``0.10/0.25 Omaha Hi Game Table (PL) - Mon Feb 09 ...``;
- ``Table Speed #1769729 (Real Money)``, ``Seat 6 is the button``, the seats ``Seat 9:
  Lisypoker ( $3.57 USD )`` (``seat1:`` and ``( $26,02 USD )`` in the Mac client's files);
- the players' lines without a colon, their amounts in brackets or parentheses:
  ``raises [$0.08 USD]`` (the chips the raise puts in, not its total; the newer shape writes
  ``raises 0.85 to 0.85``), ``is all-In  [$0.22 USD]`` (a bet, a raise or a call, as the amount
  makes it), ``posts big blind + dead [$0.03]``, ``bring-ins``, ``completes``;
- ``wins $0.65 USD from the main pot with ...`` (the older shape writes no summary), or the
  newer shape's summary ``Main Pot: $7.13 Rake: $0.37`` and ``Hero balance $100.57, bet $3,
  collected $3.57, net +$0.57 [ Ad 5d ]``.

Its conventions are read as such (:data:`~pokerfloor.formats.sites.hand.CONVENTIONS`): the record
writes no uncalled bet returned, its owner collecting it with the pot; the older shape writes no
rake nor total pot; a small blind posted out of its seat (a player coming in) plays live. A player
who sits down during the deal has no seat line: he is seated where he acts, with the table's buy-in
for a stack, and the reader says so (:attr:`SiteHand.forgiven`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats.sites.hand import Event, Seat, Tournament
from pokerfloor.formats.sites.pacific import plain
from pokerfloor.formats.sites.pokerstars import TextReader
from pokerfloor.formats.sites.stars_lines import bet_words
from pokerfloor.formats.sites.text import SiteFormat, site_format
from pokerfloor.formats.units import read_amount

__all__ = ["FORMAT", "PartyReader", "is_header", "is_site_text", "iter_file", "iter_readings", "parse_text"]

_TITLE = re.compile(r"^\s*\*{5} Hand History for Game (?P<number>\w+) \*{5}(?P<rest>.*)$", re.IGNORECASE)
_STARTS = re.compile(r"^\s*Game #\w+ starts\.\s*$")
_GAME_NO = re.compile(r"^\s*#Game No\s*:\s*\w+\s*$")
#: Where the game's line ends and its date starts (``- Monday, August 30``, ``Hi-Saturday,February``).
_DATE = re.compile(r"\s*-\s*(?=(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b)")
_MONEY = r"[^\s\d/]*\d[\d.,]*\s*[^\s\d/]*"
_GAME = re.compile(
    rf"^(?P<money>{_MONEY}(?:/{_MONEY})?)?\s*(?P<code>[A-Z]{{3}})?\s+(?:fast ?forward\s+)?"
    r"(?P<limit>NL|PL|FL)?\s*(?P<game>.+?)\s*$",
    re.IGNORECASE,
)
_NEW_GAME = re.compile(r"^(?P<money>[\d.,]+/[\d.,]+)\s+(?P<game>.+?) Game Table \((?P<limit>NL|PL|FL)\)\s*$")
_TOURNAMENT = re.compile(
    r"^(?P<limit>NL|PL|FL)?\s*(?P<game>.+?)\s+Trny:\s*(?P<number>\w+)\s+Level:\s*(?P<level>\w+)"
    r"\s+Blinds\((?P<small>[\d.,]+)/(?P<big>[\d.,]+)\)\s*$"
)
_TABLE = re.compile(
    r"^Table (?P<name>.+?)\s*\(\s*(?P<money>Real Money|Play Money)\s*\)(?:\s*--\s*Seat (?P<button>\d+) is the button)?",
    re.IGNORECASE,
)
_BUTTON = re.compile(r"^Seat (?P<seat>\d+) is the button$", re.IGNORECASE)
_PLAYERS = re.compile(r"^Total number of players\s*:\s*\d+\s*(?:/\s*(?P<most>\d+))?$")
_SEAT = re.compile(r"^seat\s*(?P<seat>\d+):\s*(?P<name>.+?)\s*\(\s*(?P<stack>[^)]*?)\s*\)(?P<rest>.*)$", re.IGNORECASE)
_STREET = re.compile(
    r"^\*\* Dealing(?: (?P<street>down cards|flop|turn|river|fourth street|fifth street|sixth street))? \*\*"
    r"\s*:?\s*(?:\[(?P<cards>[^\]]*)\])?\s*$",
    re.IGNORECASE,
)
_POT = re.compile(r"^Main Pot: " + r"(?P<pots>.*?)\s*Rake: (?P<rake>\S+)\s*$")
_BALANCE = re.compile(
    r"^(?P<cashed>Cashed out\s+)?balance [^,]+,(?P<rest>.*?)(?:\[(?P<cards>[^\]]*)\])?\s*(?:\[[^\]]*\])?\s*$"
)
_AMOUNT = re.compile(r"[\[(]\s*(?P<amount>[^\])]*?)\s*[\])]")
#: The verbs of a player's line, as written (``raises[ $25 USD ]`` with no blank too).
_VERB = re.compile(
    r"^(?P<verb>posts small blind|posts big blind \+ dead|posts big blind|posts ante|posts button blind|calls|bets"
    r"|raises|checks|folds|is all-In|bring-ins|completes|shows|doesn't show|does not show cards|wins)\b\s*"
    r"(?P<rest>.*)$"
)
#: The record's detail of each verb that puts chips in (PokerStars' words: stars_lines.bet_words).
_DETAILS = {"calls": "call", "bets": "bet", "raises": "raise", "completes": "complete", "bring-ins": "bring-in"}
#: Lines about the table, not the hand (a player joining, leaving, timing out, sitting out).
_TABLE_TALK = re.compile(
    r"(?: has (?:joined|left) the table| is sitting out|(?: did| could) not respond in time.*"
    r"| will be using his time bank.*| Forward Folds| opens| - Selects point card| is all-In\.?"
    r"| shows\S.* for low|Cash-out Premium.*| opted for cash-out| probabilty is .*| Cashout Amount is .*"
    r"| finished in .*)\.?$"
)
_NOTICES = re.compile(
    r"^(?:There was no qualifying low hand|Creating (?:Main|Side) Pot.*|Trny: .*|Blinds\(.*\)|Board: .*|Player .*)$"
)
_STUD_STREETS = {"": "3rd STREET", "fourth street": "4th STREET", "fifth street": "5th STREET"}
_STUD_STREETS |= {"sixth street": "6th STREET", "river": "RIVER"}
_GAMES = {
    "texas hold'em": "Hold'em",
    "holdem": "Hold'em",
    "hold'em": "Hold'em",
    "omaha": "Omaha",
    "omaha hi": "Omaha",
    "omaha hi-lo": "Omaha Hi/Lo",
    "7 card stud": "7 Card Stud",
    "7 card stud hi-lo": "7 Card Stud Hi/Lo",
    "short deck": "6+ Hold'em",
    "double hold'em": "Double Hold'em",
}
_LIMITS = {"nl": "No Limit", "pl": "Pot Limit", "fl": "Limit", "": "Limit"}


def is_header(line: str) -> bool:
    """Whether ``line`` starts a PartyPoker hand: its title, ``***** Hand History for Game 123 *****``."""
    return _TITLE.match(line.lstrip("\x00")) is not None


def is_site_text(line: str) -> bool:
    """Whether ``line`` is PartyPoker's (its title, or ``Game #123 starts.``): how its text is told
    from another's (888poker's titles name their site)."""
    return is_header(line) or _STARTS.match(line.lstrip("\x00")) is not None


class PartyReader(TextReader):
    """PokerStars' reader, each of PartyPoker's lines read as PokerStars writes it."""

    SITE = "partypoker"

    def __init__(self, lines: list[str], first: int, file: str, strict: bool) -> None:
        super().__init__(lines, first, file, strict)
        #: What each player has put in on the street (PartyPoker writes the chips an action puts in).
        self.put: dict[str, Decimal] = {}
        self.held: dict[str, list[str]] = {}
        #: The table's buy-in the header names (a seatless player's stack), and the posts' blinds.
        self.buyin: Decimal | None = None
        self.blinds: tuple[Decimal, Decimal] | None = None
        #: Players who play without a seat line (sat down during the deal): their first line.
        self.seatless: dict[str, int] = {}
        self.index = 0

    def header(self, line: str) -> None:
        """The hand's number, from its title; the game comes on a line of its own."""
        match = _TITLE.match(line)
        if match is None:  # pragma: no cover - hands are split at titles only
            super().header(line)
            return
        self.hand.site, self.hand.number = "PartyPoker", match["number"]
        self.hand.conventions |= {"returns-collected", "rake-unwritten", "small-blind-live"}

    def line(self, index: int, line: str) -> None:
        """Each line read as PokerStars writes it (a line holding two, as some clients write
        ``...Aces and Queens.Player4 wins...``, read as two)."""
        self.index = index
        if _STARTS.match(line) or _GAME_NO.match(line) or line.startswith("Total number of players"):
            most = _PLAYERS.match(line)
            if most and most["most"]:
                self.hand.max_seats = self.number(index, most["most"])
            return
        if not self.hand.game:
            self.game_line(index, line)
            return
        for part in self.parts(line):
            for stars in self.as_stars(index, part.strip()):
                super().line(index, stars)

    def parts(self, line: str) -> list[str]:
        """``line`` cut where a player's line starts in its middle."""
        for name in self.names:
            found = re.search(rf"(?<=\S)(?={re.escape(name)} (?:wins|posts|shows|does) )", line)
            if found and found.start() > 0:
                return [line[: found.start()], *self.parts(line[found.start() :])]
        return [line]

    # -- the header --
    def game_line(self, index: int, line: str) -> None:
        """The game, its structure, the stakes or the buy-in, the currency, the tournament."""
        hand = self.hand
        before, _, hand.started = _split_date(line)
        tournament = _TOURNAMENT.match(before)
        newer = _NEW_GAME.match(before)
        game = tournament or newer or _GAME.match(before)
        if game is None:
            raise self.error(index, "game", code="unsupported", game=repr(before))
        name = _GAMES.get(re.sub(r"\s+", " ", game["game"]).lower())
        if name is None:
            raise self.error(index, "game", code="unsupported", game=repr(game["game"]))
        limit = _LIMITS[(game["limit"] or "").lower()]
        self.game(f"{name} {limit}", index)
        if tournament:
            hand.tournament = Tournament(tournament["number"], level=tournament["level"])
            self.blinds = (read_amount(plain(tournament["small"])), read_amount(plain(tournament["big"])))
            return
        money = game["money"] or ""
        hand.symbol = "€" if "€" in money else ("$" if "$" in money else "")
        hand.currency = (game["code"] if not newer else "") or {"€": "EUR", "$": "USD"}.get(hand.symbol, "")
        if newer:
            hand.symbol, hand.currency = "$", "USD"
        amounts = [read_amount(plain(part)) for part in money.split("/") if any(c.isdigit() for c in part)]
        if len(amounts) == 2:
            hand.stakes = (amounts[0], amounts[1])
        elif amounts:
            self.buyin = amounts[0]

    # -- the lines --
    def as_stars(self, index: int, line: str) -> list[str]:
        """A line in PokerStars' words (none: nothing PokerStars would write)."""
        table, button, seat, street = _TABLE.match(line), _BUTTON.match(line), _SEAT.match(line), _STREET.match(line)
        if table:
            self.hand.play_money = table["money"].lower() == "play money"
            if self.hand.tournament is not None and "freeroll" in table["name"].lower():
                self.hand.tournament.freeroll = True
            button_at = f" Seat #{table['button']} is the button" if table["button"] else ""
            return [f"Table '{table['name']}'{button_at}"]
        if button:
            self.hand.button = self.number(index, button["seat"])
            return []
        if seat and self.section == "seats":
            return [f"Seat {seat['seat']}: {seat['name']} ({plain(seat['stack']) or '0'} in chips)"]
        if street:
            return self.street_words(street["street"] or "", street["cards"] or "")
        if line.strip() == "** Summary **":
            return ["*** SHOW DOWN ***"]
        pot = _POT.match(line)
        if pot:
            self.summary_pot(pot)
            return []
        dealt = re.match(r"^Dealt to (?P<who>.+?) \[(?P<cards>[^\]]*)\]$", line)
        if dealt:
            return self.dealt_words(dealt["who"], _cards(dealt["cards"]))
        if _NOTICES.match(line) or _TABLE_TALK.search(line):
            return []
        who = self.player_of(line) or self.newcomer(index, line)
        if who is None:
            return [line]
        rest = line[len(who) :].strip()
        if rest.startswith(":"):
            return []  # the table's chat
        return self.players_words(index, who, rest)

    def street_words(self, street: str, cards: str) -> list[str]:
        """A street's heading (the posts are the first street's bets; a stud game's antes are not)."""
        street = street.lower()
        if street != "down cards":
            self.put = {}
        if self.is_stud():
            return [f"*** {_STUD_STREETS.get(street, street.upper())} ***"]
        if street == "down cards":
            self.silent_blinds()
            return ["*** HOLE CARDS ***"]
        shown = _cards(cards)
        return [f"*** {street.upper()} ***" + (f" [{shown}]" if shown else "")]

    def silent_blinds(self) -> None:
        """A tournament's blinds the record does not write (its header's ``Blinds(20/40)``):
        posted by the two seats after the button, and said to be read so."""
        hand = self.hand
        if self.blinds is None or any(e.kind == "post" for e in hand.events) or hand.button is None:
            return
        order = sorted(hand.seats, key=lambda s: (s.number <= hand.button, s.number))  # type: ignore[operator]
        for seat, what, amount in zip(order, ("small blind", "big blind"), self.blinds, strict=False):
            self.put[seat.name] = amount
            paid = min(amount, seat.stack)
            self.event("post", self.index, player=seat.name, amount=paid, detail=what, all_in=paid == seat.stack)
        self.forgive(self.index, Phrase("forgiven.silent-blinds", {"blinds": "/".join(map(str, self.blinds))}))

    def dealt_words(self, who: str, cards: str) -> list[str]:
        """A ``Dealt to`` line; a stud game's later cards written after those held, as PokerStars does."""
        name = self.player_of(who + " ") or who
        held = self.held.setdefault(name, [])
        words = f"Dealt to {name} [{' '.join(held)}] [{cards}]" if held else f"Dealt to {name} [{cards}]"
        held.extend(cards.split())
        return [words]

    def newcomer(self, index: int, line: str) -> str | None:
        """A player who plays without a seat line (he sat down during the deal): noted, and
        seated once the hand is read (:meth:`seat_the_seatless`)."""
        acts = re.match(r"^(?P<who>\S+) (?:posts|calls|checks|folds|raises|bets|is all-In|wins|shows)\b", line)
        if acts is None or (self.section == "seats" and line.split()[1] != "posts"):
            return None
        name = acts["who"]
        self.seatless.setdefault(name, index)
        self.names = sorted({*self.names, name}, key=len, reverse=True)
        return name

    def players_words(self, index: int, who: str, rest: str) -> list[str]:
        """A player's line in PokerStars' words, keeping what he put in on the street."""
        if _BALANCE.match(rest):
            return self.players_summary(who, rest)
        said = _VERB.match(rest)
        if said is None:
            longer = re.match(r"^\S+ (?P<rest>.*)$", rest)  # a name the seat line writes in part
            known = longer and (_VERB.match(longer["rest"]) or _BALANCE.match(longer["rest"]))
            if longer and known and who not in self.seatless:
                self.forgive(index, Phrase("forgiven.partial-name", {"name": who}))
                return self.players_words(index, who, longer["rest"])
            return [f"{who} {rest}"]
        verb, what = said["verb"], said["rest"].strip().rstrip(".")
        if verb == "checks" and self.checks_unposted(who):
            return [self.silent_post(index, who), f"{who}: checks"]
        if verb in ("checks", "folds"):
            return [f"{who}: {verb}"]
        if verb in ("shows", "doesn't show"):
            cards = re.match(r"^\[(?P<cards>[^\]]*)\]", what)
            shown = _cards(cards["cards"]) if cards else ""
            return [f"{who}: {'shows' if verb == 'shows' else 'mucks'} [{shown}]"] if shown else []
        if verb == "does not show cards":
            return [f"{who}: mucks hand"] if self.showdown_claim(who) else []
        if verb == "wins":
            return self.wins_words(who, what)
        amounts = self.amounts(what)
        if not amounts:
            raise self.error(index, "amount", field=verb)
        return self.bet_words(who, verb, amounts)

    def amounts(self, what: str) -> list[Decimal]:
        """The amounts of an action: ``[$0.08 USD]``, ``(1.80)``, ``0.85 to 0.85``."""
        bracketed = _AMOUNT.search(what)
        if bracketed:
            return [read_amount(plain(bracketed["amount"]))]
        to = re.match(r"^([\d.,]+) to ([\d.,]+)$", what)
        if to:
            return [read_amount(plain(to[1])), read_amount(plain(to[2]))]
        return []

    def bet_words(self, who: str, verb: str, amounts: list[Decimal]) -> list[str]:
        """A post, a bet, a call or a raise: PokerStars writes a raise's street total."""
        put = amounts[0]
        before = self.put.get(who, Decimal(0))
        if verb == "posts ante":
            return [f"{who}: posts the ante {put}"]
        if verb.startswith("posts"):
            return [self.post_words(who, verb, put)]
        self.put[who] = before + put
        if verb == "is all-In":  # a call, a bet or a raise, as the amount makes it
            facing = max((v for k, v in self.put.items() if k != who), default=Decimal(0))
            verb = "calls" if before + put <= facing else ("raises" if facing else "bets")
            return [bet_words(who, _DETAILS[verb], str(put), str(before + put), all_in=True)]
        to = amounts[-1] if len(amounts) > 1 else before + put
        return [bet_words(who, _DETAILS[verb], str(put), str(to), all_in=False)]

    def post_words(self, who: str, verb: str, amount: Decimal) -> str:
        """A blind, as PokerStars writes it; its live part counts in what he has put in."""
        if verb == "posts big blind + dead":
            small = next((e.amount for e in self.hand.events if e.detail == "small blind"), None)
            self.put[who] = amount - (small or amount / 3)
            return f"{who}: posts small & big blinds {amount}"
        self.put[who] = amount
        kind = verb.removeprefix("posts ")
        return f"{who}: posts {kind} {amount}"

    def showdown_claim(self, who: str) -> bool:
        """Whether ``who`` is still in the hand at its end (his not showing gives up his claim)."""
        folded = {e.player for e in self.hand.events if e.kind == "action" and e.detail == "fold"}
        still_in = {e.player for e in self.hand.events if e.kind in ("action", "post")} - folded
        return who in still_in and len(still_in) > 1

    def wins_words(self, who: str, what: str) -> list[str]:
        """``wins $0.65 USD from the main pot with ...``, ``wins Lo ($90.50 USD) from the main pot``,
        ``wins $0.06 USD from the side pot 1 with``, ``wins 6,100 chips``."""
        won = re.match(
            r"^(?:Lo \()?(?P<amount>[^\s()]*\d[\d.,]*[^\s()]*)(?: [A-Z]{3})?\)?(?: chips)?(?P<rest>.*)$", what
        )
        if won is None:
            return [f"{who} wins {what}"]
        side = re.search(r"from (?:the )?side pot[ -]?(?P<number>\d+)", won["rest"])
        main = re.search(r"from (?:the )?main pot", won["rest"])
        pot = f"side pot-{side['number']}" if side else ("main pot" if main else "pot")
        return [f"{who} collected {plain(won['amount'])} from {pot}"]

    def summary_pot(self, pot: re.Match[str]) -> None:
        """The newer shape's ``Main Pot: $38.50 Rake: $2.0`` (written net of the rake)."""
        hand = self.hand
        pots = [read_amount(plain(a)) for a in re.findall(r"\$\s*([\d.,]+)", pot["pots"])]
        hand.total_pot = sum(pots, Decimal(0))
        hand.rake = read_amount(plain(pot["rake"]))
        hand.conventions.discard("rake-unwritten")

    def players_summary(self, who: str, rest: str) -> list[str]:
        """A seat's outcome in the newer shape's summary: what it collected and the cards shown."""
        balance = _BALANCE.match(rest)
        if balance is None:
            return []
        out = []
        cards = _cards(balance["cards"] or "")
        if cards:
            out.append(f"{who}: shows [{cards}]")
        collected = re.search(r"collected \$?([\d.,]*\d)", balance["rest"])
        if collected and balance["cashed"]:
            out.append(f"{who} cashed out the hand for {plain(collected[1])}")
        elif collected:
            out.append(f"{who} collected {plain(collected[1])} from pot")
        return out

    def finish(self) -> None:
        """The hand ends with its last line (the older shape writes no summary); the seatless
        seated; a post of a whole stack all in; the blinds read from the posts when the header
        names a buy-in; the button where the blinds put it."""
        self.section = "summary"
        self.seat_the_seatless()
        self.posts_all_in()
        if not self.hand.stakes:
            self.hand.stakes = self.posted_blinds()
        self.button_from_the_blinds()
        super().finish()

    def posts_all_in(self) -> None:
        """A post of the poster's whole stack is all in (PartyPoker does not say so)."""
        stacks = {s.name: s.stack for s in self.hand.seats}
        self.hand.events = [
            replace(e, all_in=True)
            if e.kind == "post" and e.amount is not None and e.amount == stacks.get(e.player)
            else e
            for e in self.hand.events
        ]

    def button_from_the_blinds(self) -> None:
        """The button just before the small blind, when the seat written is not (some converted
        files write the button a seat off): the blinds are where the play starts from."""
        hand = self.hand
        posts = [e for e in hand.events if e.kind == "post"]
        small = next((e.player for e in posts if e.detail == "small blind"), None)
        big = next((e.player for e in posts if e.detail == "big blind"), None)
        playing = [s for s in hand.seats if any(e.player == s.name for e in hand.events)]
        names = [s.name for s in playing]
        if hand.button is None or small not in names or big not in names or len(names) < 3:
            return
        at = names.index(small)
        if names[(at + 1) % len(names)] != big:
            return
        before = playing[at - 1].number
        written = [s.number for s in playing if s.number <= hand.button]
        if (written[-1] if written else playing[-1].number) != before:
            said = {"written": str(hand.button), "button": str(before)}
            self.forgive(0, Phrase("forgiven.button-from-blinds", said))
            hand.button = before

    def checks_unposted(self, who: str) -> bool:
        """Whether ``who`` checks before the flop facing a bet, having posted nothing: the record
        leaves out the blinds he posted coming in (some of its 2012 records)."""
        facing = max(self.put.values(), default=Decimal(0))
        posted = any(e.kind == "post" and e.player == who for e in self.hand.events)
        return not self.hand.boards and not self.is_stud() and not posted and self.put.get(who, Decimal(0)) < facing

    def silent_post(self, index: int, who: str) -> str:
        """The post of both blinds (the small blind dead) the record leaves out, said."""
        blinds = self.posted_blinds()
        small, big = blinds[0], blinds[-1]
        self.put[who] = big
        self.forgive(index, Phrase("forgiven.silent-post-both", {"name": who, "amount": str(small + big)}))
        return f"{who}: posts small & big blinds {small + big}"

    def posted_blinds(self) -> tuple[Decimal, ...]:
        """The blinds, from the posts: the big blind posted in full (one all in short of it
        posts less: then twice the small blind), the small blind, else half the big."""
        if self.blinds is not None:
            return self.blinds
        posts = [e for e in self.hand.events if e.kind == "post"]
        small = next((e.amount for e in posts if e.detail == "small blind" and not e.all_in), None)
        big = next((e.amount for e in posts if e.detail == "big blind" and not e.all_in), None)
        button = next((e.amount for e in posts if e.detail == "button blind"), None)
        ante = next((e.amount for e in posts if e.detail == "ante"), None)
        if button is not None and ante is not None:
            return (ante, button)
        if big is None and small is not None:
            big = small * 2
        if big is None:
            raise self.error(0, "stakes")
        return (small if small is not None else big / 2, big)

    def seat_the_seatless(self) -> None:
        """Each player who played without a seat line, seated in the first empty seat between the
        players who act before and after him; a seat line with no chips (he sat down with none
        yet) the same. His stack is what he puts in when he goes all in, else that and the
        table's buy-in (or a hundred big blinds) more."""
        hand = self.hand
        self.one_player_two_names()
        for seat in hand.seats:
            if seat.stack == 0 and any(e.player == seat.name and e.kind == "post" for e in hand.events):
                self.seatless.setdefault(seat.name, 0)
        for name, index in self.seatless.items():
            stack = self.stack_of(name)
            existing = hand.seat_of(name)
            if existing is not None:
                existing.stack = stack
            else:
                hand.seats.append(Seat(self.seat_for(name, index), name, stack))
            self.forgive(index, Phrase("forgiven.seatless", {"name": name, "stack": str(stack)}))
        hand.seats.sort(key=lambda s: s.number)

    def one_player_two_names(self) -> None:
        """Seated players who never act, and as many seatless names (who post nothing) acting in
        their stead: the record names each of them two ways (some anonymised records). Each
        seatless name is read as the seated player whose turn it takes, going round from the big
        blind, and said."""
        hand = self.hand
        posters = {e.player for e in hand.events if e.kind == "post"}
        actors = {e.player for e in hand.events if e.kind in ("action", "collect")}
        strangers = [name for name in self.seatless if name not in posters and hand.seat_of(name) is None]
        big = next((e.player for e in hand.events if e.detail == "big blind"), None)
        big_seat = hand.seat_of(big) if big else None
        silent = [s for s in hand.seats if s.name not in actors and not s.sitting_out]
        if not strangers or len(strangers) != len(silent) or big_seat is None:
            return
        silent.sort(key=lambda s: (s.number <= big_seat.number, s.number))  # the first street's order
        names = dict(zip(strangers, (s.name for s in silent), strict=True))
        hand.events = [self.renamed(e, names) for e in hand.events]
        for stranger, seated in names.items():
            said = Phrase("forgiven.two-names", {"name": stranger, "player": seated})
            self.forgive(self.seatless.pop(stranger), said)

    def renamed(self, event: Event, names: dict[str, str]) -> Event:
        """``event`` of the player ``names`` reads another way; a raise before the flop counts the
        blind he posted under his seated name in its total (read before the names were one)."""
        if event.player not in names:
            return event
        player = names[event.player]
        flops = [e.line for e in self.hand.events if e.kind == "street" and e.detail == "flop"]
        before_flop = not flops or event.line < flops[0]
        if event.detail == "raise" and event.to is not None and before_flop:
            blinds = [e.amount or Decimal(0) for e in self.hand.events if e.player == player and e.detail in _LIVE]
            return replace(event, player=player, to=event.to + sum(blinds, Decimal(0)))
        return replace(event, player=player)

    def stack_of(self, name: str) -> Decimal:
        """A seatless player's stack: what he puts in, and more unless he goes all in."""
        mine = [e for e in self.hand.events if e.player == name and e.kind in ("post", "action")]
        put = sum((e.amount or Decimal(0) for e in mine), Decimal(0))
        if any(e.all_in for e in mine):
            return put
        big = max((e.amount or Decimal(0) for e in self.hand.events if e.kind == "post"), default=Decimal(1))
        return put + (self.buyin if self.buyin is not None else big * 100)

    def seat_for(self, name: str, index: int) -> int:
        """The empty seat ``name`` plays from: between the seats of the players who act before
        and after him on the first street."""
        hand = self.hand
        numbers = {s.name: s.number for s in hand.seats}
        order = [e.player for e in hand.events if (e.kind == "action" and e.player in numbers) or e.player == name]
        order = list(dict.fromkeys(order))
        most = hand.max_seats or max(numbers.values(), default=0) + 1
        playing = {e.player for e in hand.events}
        idle = {s.number: s for s in hand.seats if s.name not in playing}  # gone, or sitting out
        empty = [n for n in range(1, most + 1) if n not in numbers.values() or n in idle]
        if name in order and len(order) > 1:
            at = order.index(name)
            before, after = numbers.get(order[at - 1]), numbers.get(order[(at + 1) % len(order)])
            between = [n for n in empty if before is not None and after is not None and _between(before, n, after)]
            empty = between or empty
        if not empty:
            raise self.error(index, "seatless", player=name)
        if empty[0] in idle:  # he takes the seat of a player who left or sits out
            hand.seats.remove(idle[empty[0]])
        return empty[0]


#: The posts that count in their poster's bet on the first street.
_LIVE = ("small blind", "big blind")


def _between(before: int, seat: int, after: int) -> bool:
    """Whether ``seat`` comes after ``before`` and before ``after``, going round the table."""
    if before < after:
        return before < seat < after
    return seat > before or seat < after


def _split_date(line: str) -> tuple[str, str, str]:
    """The game's line cut at its date: (the game, the dash, the date)."""
    found = list(_DATE.finditer(line))
    if not found:
        return line.strip(), "", ""
    last = found[-1]
    return line[: last.start()].strip(), "-", line[last.end() :].strip()


def _cards(text: str) -> str:
    """Cards as PartyPoker writes them (``[ Js, Th ]``, ``[  7d Ah 6s 2h ]``), blank-separated."""
    return " ".join(text.replace(",", " ").split())


def _without_nuls(text: str) -> str:
    """The text without the NUL characters some of PartyPoker's clients leave between lines."""
    return text.replace("\x00", "")


#: PartyPoker's text as the registry of sites holds it: its hands read by :class:`PartyReader`,
#: its text told by its titles or its ``Game #123 starts.``.
FORMAT: SiteFormat = site_format("partypoker", is_header, PartyReader, recognises=is_site_text, cleaned=_without_nuls)
iter_readings, parse_text, iter_file = FORMAT.iter_readings, FORMAT.parse_text, FORMAT.iter_file
