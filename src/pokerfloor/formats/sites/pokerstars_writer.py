"""PokerStars text written from :class:`~pokerfloor.formats.sites.hand.SiteHand` records: the
text the trackers import (the header, the table and seat lines, the posts, the ``Dealt to`` line
of the hero, the streets, the uncalled bets, the showdown, the collected lines and the summary
with the pot, the rake, the board and each seat's outcome), for every game the reader reads.

The writer writes the record as it is: a record read from PokerStars text is written back line
for line as the reader understood it. A record from elsewhere (Open Hand History, a PHH hand
replayed) is first completed by the engine (:func:`pokerfloor.checking.convert.to_pokerstars_text`),
so that its uncalled bets and pots are there to write.

>>> from decimal import Decimal
>>> from pokerfloor.formats.sites.hand import Event, Seat, SiteHand
>>> hand = SiteHand("PokerStars", "7", "Hold'em", "holdem", "no-limit", "USD", "$",
...     (Decimal("0.01"), Decimal("0.02")), button=1, table="T", max_seats=6,
...     seats=[Seat(1, "A", Decimal(2)), Seat(2, "B", Decimal(2))])
>>> hand.events = [Event("post", "A", Decimal("0.01"), detail="small blind"),
...     Event("post", "B", Decimal("0.02"), detail="big blind"), Event("street", detail="hole cards"),
...     Event("action", "A", detail="fold"), Event("return", "B", Decimal("0.01")),
...     Event("collect", "B", Decimal("0.02"), detail="pot")]
>>> hand.total_pot, hand.rake = Decimal("0.02"), Decimal(0)
>>> print(dumps(hand))  # doctest: +NORMALIZE_WHITESPACE
PokerStars Hand #7:  Hold'em No Limit ($0.01/$0.02 USD) - 1970/01/01 0:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: A ($2 in chips)
Seat 2: B ($2 in chips)
A: posts small blind $0.01
B: posts big blind $0.02
*** HOLE CARDS ***
A: folds
Uncalled bet ($0.01) returned to B
B collected $0.02 from pot
*** SUMMARY ***
Total pot $0.02 | Rake $0
Seat 1: A (button) (small blind) folded before Flop
Seat 2: B (big blind) collected ($0.02)
<BLANKLINE>
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from types import MappingProxyType

from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.sites.dates import site_date
from pokerfloor.formats.sites.games import game_title, registry_variant
from pokerfloor.formats.sites.hand import Event, SiteHand
from pokerfloor.formats.sites.stars_lines import bet_words

__all__ = ["NO_DATE", "dumps", "write"]

#: The date written for a hand that has none (the trackers need one).
NO_DATE = "1970/01/01 0:00:00 ET"

#: How the header names each structure.
_LIMITS: Mapping[str, str] = MappingProxyType(
    {"no-limit": "No Limit", "pot-limit": "Pot Limit", "fixed-limit": "Limit", "spread-limit": "Spread Limit"}
)
_POSTS: Mapping[str, str] = MappingProxyType(
    {
        "ante": "the ante",
        "small blind": "small blind",
        "big blind": "big blind",
        "dead": "small & big blinds",
        "button blind": "button blind",
        "straddle": "straddle",
    }
)
_RUN_WORDS = ("", "FIRST", "SECOND", "THIRD")
_RUN_TIMES = {2: "twice", 3: "three times"}
#: Each street heading's words in a seat's summary (where a player folded).
_FOLDED: Mapping[str, str] = MappingProxyType(
    {
        "hole cards": "before Flop",
        "flop": "on the Flop",
        "turn": "on the Turn",
        "river": "on the River",
        "3rd street": "on the 3rd Street",
        "4th street": "on the 4th Street",
        "5th street": "on the 5th Street",
        "6th street": "on the 6th Street",
        "dealing hands": "before the Draw",
        "first draw": "after the 1st Draw",
        "second draw": "after the 2nd Draw",
        "third draw": "after the 3rd Draw",
        "the draw": "after the Draw",
    }
)


def dumps(hands: SiteHand | Iterable[SiteHand]) -> str:
    """PokerStars text of one hand or several (each followed by a blank line, as the site's
    files have them)."""
    many = [hands] if isinstance(hands, SiteHand) else list(hands)
    return "\n\n".join(write(hand) for hand in many) + "\n"


def write(hand: SiteHand) -> str:
    """One hand's PokerStars text (no blank line after it). Raises a
    :class:`~pokerfloor.errors.HandHistoryError` for a record the site's text cannot say (a game
    or a structure it has no name for, a player with no seat)."""
    if hand.structure not in _LIMITS or not hand.game:
        params = {"game": repr(hand.game), "structure": repr(hand.structure)}
        raise HandHistoryError(code="unsupported", variant="pokerstars-name", params=params)
    return "\n".join(_Writer(hand).lines())


@dataclass
class _Writer:
    hand: SiteHand
    out: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        hand = self.hand
        game = registry_variant(hand.game)
        self.stud = game is not None and game.has_bring_in
        self.draws = game is not None and game.has_draws
        self.runs = {(e.detail, e.run) for e in hand.events if e.kind == "street"}
        self.out.append(self.header())
        self.out.append(self.table_line())
        for seat in hand.seats:
            bounty = f", {self.money(seat.bounty)} bounty" if seat.bounty is not None else ""
            out = " is sitting out" if seat.sitting_out else ""
            self.out.append(f"Seat {seat.number}: {seat.name} ({self.money(seat.stack)} in chips{bounty}){out}")
        self.play()
        self.summary()
        return self.out

    # -- amounts ---------------------------------------------------------------------------------
    def money(self, amount: Decimal | None) -> str:
        return f"{self.hand.symbol}{_number(amount or Decimal(0))}"

    # -- the heading -----------------------------------------------------------------------------
    def header(self) -> str:
        hand = self.hand
        game = f"{game_title(hand.game)} {_LIMITS[hand.structure]}"
        started = site_date(hand.started) or hand.started or NO_DATE  # OHH's UTC in the site's form
        site = hand.site if hand.site and hand.site.lower() != "pokerfloor" else "PokerStars"
        if hand.tournament is not None:
            tournament = hand.tournament
            currency = f" {tournament.currency}" if tournament.currency else ""
            if tournament.freeroll:
                buyin = "Freeroll "
            elif tournament.buyin is not None:
                parts = [tournament.buyin, tournament.bounty, tournament.fee]
                buyin = "+".join(f"{hand.symbol}{_number(p)}" for p in parts if p is not None) + f"{currency} "
            else:
                buyin = ""
            level = tournament.level or "I"
            stakes = "/".join(_number(s) for s in hand.stakes[:2])
            return (
                f"{site} Hand #{hand.number}: Tournament #{tournament.number}, {buyin}{game}"
                f" - Level {level} ({stakes}) - {started}"
            )
        return f"{site} Hand #{hand.number}:  {game} ({self.stakes()}) - {started}"

    def stakes(self) -> str:
        hand = self.hand
        currency = f" {hand.currency}" if hand.currency else ""
        cap = f" - {self.money(hand.cap)} Cap" if hand.cap else ""
        if _button_blind(hand):
            ante, button = (*hand.stakes, Decimal(0), Decimal(0))[:2]
            return f"Button Blind {self.money(button)} - Ante {self.money(ante)}{cap}{currency}"
        small, big = (*hand.stakes, Decimal(0), Decimal(0))[:2]
        return f"{self.money(small)}/{self.money(big)}{cap}{currency}"

    def table_line(self) -> str:
        hand = self.hand
        size = f" {hand.max_seats}-max" if hand.max_seats else ""
        play = " (Play Money)" if hand.play_money else ""
        button = f" Seat #{hand.button} is the button" if hand.button is not None and not self.stud else ""
        return f"Table '{hand.table}'{size}{play}{button}"

    # -- the play --------------------------------------------------------------------------------
    def play(self) -> None:
        hand = self.hand
        self.phase = "hole cards"
        self.folded: dict[str, str] = {}
        self.bet: set[str] = set()
        self.showdown_run = 0
        self.drew = False
        for event in hand.events:
            if event.kind == "show" and event.detail == "mucked":
                continue  # said in the summary, as the site says it
            if event.kind in ("show", "muck", "collect", "cash-out"):
                self.showdown(event)
            line = self.line(event)
            if line is not None:
                self.out.append(line)

    def showdown(self, event: Event) -> None:
        """The showdown headings: one before the first hand shown (one per board when the hand
        was run more than once)."""
        many = self.hand.runs > 1
        if event.run > self.showdown_run and (event.kind in ("show", "muck") or many):
            if many or self.showdown_run == 0:
                word = f"{_RUN_WORDS[event.run]} " if many and event.run < len(_RUN_WORDS) else ""
                self.out.append(f"*** {word}SHOW DOWN ***")
            self.showdown_run = event.run

    def line(self, event: Event) -> str | None:
        kind, who = event.kind, event.player
        if kind == "post":
            return f"{who}: posts {_POSTS[event.detail]} {self.money(event.amount)}{_all_in(event)}"
        if kind == "street":
            return self.street(event)
        if kind == "deal":
            held = f"[{event.detail}] " if event.detail else ""
            return f"Dealt to {who} {held}[{' '.join(event.cards)}]"
        if kind == "action":
            return self.action(event)
        if kind == "draw":
            self.drew = True
            count = int(event.amount or 0)
            if not count:
                return f"{who}: stands pat"
            shown = f" [{' '.join(event.cards)}]" if event.cards else ""
            return f"{who}: discards {count} card{'s' if count > 1 else ''}{shown}"
        if kind == "return":
            return f"Uncalled bet ({self.money(event.amount)}) returned to {who}"
        if kind == "show":
            return f"{who}: shows [{' '.join(event.cards)}]"
        if kind == "muck":
            return f"{who}: mucks hand"
        if kind == "collect":
            return f"{who} collected {self.money(event.amount)} from {_pot_name(event.detail)}"
        if kind == "cash-out":
            fee = f" | Cash Out Fee {self.money(event.to)}" if event.to is not None else ""
            return f"{who} cashed out the hand for {self.money(event.amount)}{fee}"
        if kind == "add":
            return f"STP added: {self.money(event.amount)}"
        return None

    def street(self, event: Event) -> str:
        detail = event.detail
        if detail == "hole cards" and event.cards:  # Courchevel's first flop card, before the betting
            return f"*** PRE-FLOP *** [{' '.join(event.cards)}]"
        if detail not in ("flop", "turn", "river") or self.stud:
            self.phase = detail
            name = f"{detail[:3]} STREET" if detail[:1].isdigit() else detail.upper()  # 4th STREET, RIVER
            shared = f" [{' '.join(event.cards)}]" if event.cards else ""  # a card for all (stud, Courchevel)
            return f"*** {name} ***{shared}"
        if event.run == 1:
            self.phase = detail
        board = self.board_before(event)
        word = f"{_RUN_WORDS[event.run]} " if (detail, 2) in self.runs and event.run < len(_RUN_WORDS) else ""
        if detail == "flop" and board:  # Courchevel: the site writes the flop whole, its first card again
            return f"*** {word}FLOP *** [{' '.join([*board, *event.cards])}]"
        cards = f"[{' '.join(event.cards)}]"
        return f"*** {word}{detail.upper()} *** " + (f"[{' '.join(board)}] {cards}" if board else cards)

    def board_before(self, event: Event) -> list[str]:
        """The board of ``event``'s run before its street's cards (the site writes both): none
        before the flop, unless the first street showed one (Courchevel)."""
        before = {"flop": 3 - len(event.cards), "turn": 3, "river": 4}[event.detail]
        boards = self.hand.boards
        board = boards[event.run - 1] if 0 < event.run <= len(boards) else []
        return board[:before]

    def action(self, event: Event) -> str:
        who, detail = event.player, event.detail
        if detail in ("call", "bet", "raise", "bring-in", "complete"):
            self.bet.add(who)
        if detail == "fold":
            # A single draw has no heading: after its draw, a fold is "after the Draw".
            drawn = self.draws and self.drew and self.phase == "dealing hands"
            self.folded[who] = "the draw" if drawn else self.phase
            shown = f" [{' '.join(event.cards)}]" if event.cards else ""
            return f"{who}: folds{shown}"
        if detail == "check":
            return f"{who}: checks"
        return bet_words(who, detail, self.money(event.amount), self.money(event.to), all_in=event.all_in)

    # -- the summary -----------------------------------------------------------------------------
    def summary(self) -> None:
        hand = self.hand
        if hand.partial:
            return  # the record stops before its summary
        if hand.cancelled:
            self.out.append("Hand cancelled")
        self.out.append("*** SUMMARY ***")
        if hand.total_pot is not None:
            self.totals()
        for seat in hand.seats:
            if not seat.sitting_out or seat.name in self.dealt_in():
                roles = self.roles(seat.number, seat.name)
                self.out.append(f"Seat {seat.number}: {seat.name}{roles} {self.outcome(seat.name)}")

    def totals(self) -> None:
        """The total pot (and each pot), the rake and the board."""
        hand = self.hand
        pots = ""
        if hand.pots:
            names = ["Main pot", *(f"Side pot-{k}" for k in range(1, len(hand.pots)))]
            if len(hand.pots) == 2:
                names[1] = "Side pot"
            pots = "".join(f" {name} {self.money(amount)}." for name, amount in zip(names, hand.pots, strict=True))
        added = f" | STP {self.money(hand.added)}" if hand.added else ""
        total = hand.total_pot if hand.total_pot is not None else Decimal(0)
        # PokerStars text has no place for a fee beside the rake (GGPoker's jackpot): the house's
        # take is written as its rake.
        rake = (hand.rake or Decimal(0)) + sum(hand.fees.values(), Decimal(0))
        self.out.append(f"Total pot {self.money(total)}{pots}{added} | Rake {self.money(rake)}")
        game = registry_variant(hand.game or "")
        if hand.runs > 1 and (game is None or game.boards == 1):
            self.out.append(f"Hand was run {_RUN_TIMES.get(hand.runs, f'{hand.runs} times')}")
        boards = [board for board in hand.boards if board]
        if len(boards) > 1:
            for run, board in enumerate(boards, start=1):
                self.out.append(f"{_RUN_WORDS[run] if run < len(_RUN_WORDS) else run} Board [{' '.join(board)}]")
        elif boards:
            self.out.append(f"Board [{' '.join(boards[0])}]")

    def dealt_in(self) -> set[str]:
        return {e.player for e in self.hand.events if e.player}

    def roles(self, number: int, name: str) -> str:
        hand = self.hand
        roles = " (button)" if hand.button == number and not self.stud else ""
        posts = {e.detail for e in hand.events if e.kind == "post" and e.player == name}
        if "small blind" in posts:
            roles += " (small blind)"
        if "big blind" in posts:
            roles += " (big blind)"
        if "button blind" in posts:
            roles += " (button blind)"
        return roles

    def outcome(self, name: str) -> str:
        hand = self.hand
        won = sum((e.amount or Decimal(0) for e in hand.events if e.kind == "collect" and e.player == name), Decimal(0))
        cashed = any(e.kind == "cash-out" and e.player == name for e in hand.events)
        if cashed:
            won = hand.won.get(name, won)
        shown = next((e for e in hand.events if e.kind == "show" and e.player == name and e.detail != "mucked"), None)
        mucked = next((e for e in hand.events if e.kind == "show" and e.player == name and e.detail == "mucked"), None)
        if hand.cancelled and name in hand.won:
            return f"collected ({self.money(hand.won[name])})"
        if mucked is not None:  # cards the record shows in the summary only (and what he won: never lost)
            return f"mucked [{' '.join(mucked.cards)}]" + (f" and won ({self.money(won)})" if won else "")
        if name in self.folded:
            quiet = " (didn't bet)" if name not in self.bet and not self.posted(name) else ""
            return f"folded {_FOLDED.get(self.folded[name], 'before Flop')}{quiet}"
        if shown is not None:
            cards = " ".join(shown.cards)
            if won:
                note = " (pot not awarded as player cashed out)" if cashed else ""
                return f"showed [{cards}] and won ({self.money(won)}){note}"
            return f"showed [{cards}] and lost{' (cashed out)' if cashed else ''}"
        if won:
            return f"collected ({self.money(won)})"
        if any(e.kind == "muck" and e.player == name for e in hand.events):
            return "mucked"
        return "folded before Flop (didn't bet)" if not self.posted(name) else "folded before Flop"

    def posted(self, name: str) -> bool:
        return any(e.kind == "post" and e.player == name and e.detail != "ante" for e in self.hand.events)


def _button_blind(hand: SiteHand) -> bool:
    return any(e.kind == "post" and e.detail == "button blind" for e in hand.events)


def _pot_name(detail: str) -> str:
    """The pot a collected line names (``pot``, ``main pot``, ``side pot``, ``side pot-2``) from
    the record's name of it (the reader keeps ``main`` and ``side`` of ``main pot`` and ``side pot``)."""
    if detail in ("", "pot"):
        return "pot"
    return f"{detail} pot" if detail in ("main", "side") else detail


def _all_in(event: Event) -> str:
    return " and is all-in" if event.all_in else ""


def _number(amount: Decimal) -> str:
    """An amount as the site writes it: whole ones without decimals, the others with at least
    two places (``2``, ``0.50``, ``0.015``)."""
    if amount == amount.to_integral_value():
        return str(int(amount))
    text = format(amount.normalize(), "f")
    places = len(text.partition(".")[2])
    return text if places >= 2 else format(amount.quantize(Decimal("0.01")), "f")
