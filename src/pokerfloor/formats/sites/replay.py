"""A site's hand replayed: the table seated from its record, its cards dealt and its actions pushed.

:func:`site_table` builds the :class:`~pokerfloor.core.table.Table` a library user would from a
site's record (the players dealt in, their stacks in chips of the hand's unit, the button, the
structure, the forced bets as posted); :class:`SiteReplayer` deals the cards the record shows and
pushes every action, draw and new street into a :class:`~pokerfloor.core.hand.Hand`, so that each
is checked by the betting rules of the rulebook, reading on the way what the record says each
player put in and got back. Where the record and the rules part ways it raises a
:class:`DisagreementError` naming the line and the rule. Whether the site's money then agrees
with the rules' is :mod:`pokerfloor.checking.sites`'s question.

A hand whose cards are not all known (a player mucked, or the record shows only the hero's) is
replayed as far as the record goes: the unknown cards stay unknown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from pokerfloor.actions import Action, Kind
from pokerfloor.core.hand import Hand
from pokerfloor.core.table import BlindPost, Table
from pokerfloor.errors import PokerfloorError
from pokerfloor.formats.sites.hand import Event, SiteHand
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import UNKNOWN
from pokerfloor.games.cards import card as _known_card
from pokerfloor.games.variants import Variant
from pokerfloor.rules import Rulebook
from pokerfloor.structures import STRUCTURES, Structure

__all__ = [
    "UNSEEN",
    "DisagreementError",
    "NotPlayedError",
    "SiteReplayer",
    "SiteSeating",
    "card",
    "said",
    "site_table",
]

#: How records write a card nobody saw.
UNSEEN = frozenset({"XX", "xx", "??", "X", "?"})


def card(text: str) -> int:
    """A card as written (``"As"``); :data:`~pokerfloor.games.cards.UNKNOWN` for one written unseen (``XX``)."""
    return UNKNOWN if text in UNSEEN else _known_card(text)


class DisagreementError(Exception):
    """The record and the rules part ways (a message for the verdict; the line and the rule)."""

    def __init__(
        self, message: str, line: int | None = None, rule: str | None = None, *, partial: bool = False
    ) -> None:
        super().__init__(message)
        self.line, self.rule = line, rule
        #: Whether a record cut short would explain it (nothing contradicts the rules so far).
        self.partial = partial


class NotPlayedError(DisagreementError):
    """The record deals by a convention the engine does not play (a straddle by a blind): the
    hand is not checked, and the verdict names the convention."""


@dataclass
class SiteSeating:
    """The replay's view of the table: the players dealt in, by seat, and the money's unit."""

    names: list[str]
    unit: ChipUnit
    game: Variant
    stacks: list[int]
    behind: list[int]  # chips above a capped game's cap, kept out of play and given back after
    index: dict[str, int] = field(default_factory=dict)
    #: The site's conventions the table was read by (a big blind's straddle), said in the verdict.
    readings: list[str] = field(default_factory=list)

    def seat(self, name: str, line: int) -> int:
        """The seat of a player dealt in; :class:`DisagreementError` when the record has one act
        at ``line`` who is not."""
        if name not in self.index:
            raise DisagreementError(f"{name} acts but is not dealt in", line)
        return self.index[name]

    def money(self, chips: int) -> str:
        """``chips`` in the record's money, as written in a message."""
        return str(self.unit.amount(chips))


def site_table(hand: SiteHand, game: Variant, rules: Rulebook) -> tuple[SiteSeating, Table]:
    """The table the hand starts from: the players dealt in (in seat order), their stacks in chips
    of the hand's unit, the button, the structure and the forced bets as posted."""
    unit = ChipUnit.finest(hand.amounts())
    dealt = _dealt_in(hand)
    seats = [s for s in hand.seats if s.name in dealt]
    if len(seats) < 2:
        raise DisagreementError(f"{len(seats)} player(s) dealt in: a hand needs two", partial=True)
    names = [s.name for s in seats]
    full = [unit.chips(s.stack) for s in seats]
    cap = unit.chips(hand.cap) if hand.cap is not None else None
    stacks = [min(s, cap) if cap is not None else s for s in full]
    seating = SiteSeating(names, unit, game, stacks, [f - s for f, s in zip(full, stacks, strict=True)])
    seating.index = {name: k for k, name in enumerate(names)}
    button = _button(hand, [s.number for s in seats], game)
    forced = _forced_bets(hand, seating, button)
    if "straddler" in forced:
        # The record says where the straddle came from: the house allowed it, whatever the rulebook says.
        rules = rules.override(straddle_seats="any")
    table = Table(
        names=tuple(names),
        stacks=tuple(stacks),
        button=button,
        structure=_structure(hand, unit),
        rules=rules,
        variant=game,
        pot=unit.chips(_added_before_play(hand)),
        **forced,
    )
    return seating, table


def _added_before_play(hand: SiteHand) -> Decimal:
    """The money the site put in the pot before anyone acted (GGPoker's cash drop, Run It Once's
    splash the pot): in the middle from the start, so that a pot-limit bet counts it."""
    first = next((k for k, e in enumerate(hand.events) if e.kind == "action"), len(hand.events))
    return sum((e.amount or Decimal(0) for e in hand.events[:first] if e.kind == "add"), Decimal(0))


def _dealt_in(hand: SiteHand) -> set[str]:
    """The players in the hand: those who post, are dealt, act, show or collect."""
    seated = {s.name for s in hand.seats}
    return {e.player for e in hand.events if e.player in seated and e.kind != "add"}


def _button(hand: SiteHand, numbers: Sequence[int], game: Variant) -> int:
    """The button's index among the players dealt in: the player on the button, or the last one
    before it when the button is on an empty seat (the dead button: the same players act after
    it). A stud game deals from the first seat on (the button is the last player)."""
    if game.has_bring_in or hand.button is None:
        return len(numbers) - 1
    if len(numbers) == 2:
        # Heads-up the small blind is the button (TDA 2024 Rule 34-B), wherever the record put it.
        small = next((e.player for e in hand.events if e.kind == "post" and e.detail == "small blind"), None)
        for k, seat in enumerate(hand.seats_in(numbers)):
            if seat.name == small:
                return k
    before = [k for k, number in enumerate(numbers) if number <= hand.button]
    return before[-1] if before else len(numbers) - 1


def _structure(hand: SiteHand, unit: ChipUnit) -> Structure:
    """The betting structure: a fixed-limit game's stakes are its small and big bets
    ($0.10/$0.20), the others' the blinds (the minimum bet is the big blind)."""
    kind = STRUCTURES[hand.structure]
    small, big = (*hand.stakes, Decimal(0), Decimal(0))[:2]
    if kind.bets_exact:
        return kind(**{"small_bet": unit.chips(small), "big_bet": unit.chips(big)})
    return kind(unit.chips(big) or 1)


def _forced_bets(hand: SiteHand, seating: SiteSeating, button: int) -> dict[str, Any]:
    """The Table's forced bets from the posts the site recorded: the antes (each player's, or the
    big blind's for all), the blinds where the button puts them, the straddles from the seats that
    posted them, and any other blind posted (a player coming in, or back, or the button's blind) as
    it was posted."""
    unit, n = seating.unit, len(seating.names)
    posts = [e for e in hand.events if e.kind == "post"]
    out: dict[str, Any] = {}
    antes = [e for e in posts if e.detail == "ante"]
    blinds = [e for e in posts if e.detail != "ante"]
    small_seat, big_seat = (button, (button + 1) % n) if n == 2 else ((button + 1) % n, (button + 2) % n)
    if seating.game.has_bring_in:
        out["ante"] = _uniform_ante(antes, seating)
        bring_in = next((e for e in hand.events if e.kind == "action" and e.detail == "bring-in"), None)
        smallest = unit.chips(hand.stakes[0]) if hand.stakes else 2
        out["bring_in"] = unit.chips(bring_in.amount) if bring_in and bring_in.amount else max(smallest // 2, 1)
        return out
    small = big = 0
    straddle = _Straddles(n, (small_seat, big_seat))
    other: list[BlindPost] = []
    for event in blinds:
        seat = seating.seat(event.player, event.line)
        chips = unit.chips(event.amount or Decimal(0))
        if event.detail == "small blind" and seat == small_seat and not small:
            small = chips
        elif event.detail == "big blind" and seat == big_seat and not big:
            big = _big_blind_level(hand, unit, event, chips)
        elif event.detail == "big blind" and not big and not small and seat == small_seat:
            small = chips  # no small blind this hand: the big blind sits left of the button
        elif event.detail == "straddle" and big and seat == big_seat and not straddle.amounts and chips > big:
            seating.readings.append(_big_blind_straddle(event, seating, big, chips))
            big = chips
        elif event.detail == "straddle" or (
            event.detail == "big blind" and big and seat == (big_seat + len(straddle.amounts) + 1) % n and chips > big
        ):
            straddle.post(event, seat, chips, big or max((post.live for post in other), default=0), blinds=bool(big))
        elif event.detail == "small blind" and "small-blind-live" in hand.conventions:
            other.append(BlindPost(seat, chips, 0))  # a small blind posted to come in, live (PartyPoker's)
        elif event.detail == "small blind":
            other.append(BlindPost(seat, 0, chips))  # a missed small blind, posted dead
        elif event.detail == "dead":
            level = big or unit.chips(hand.stakes[1]) if len(hand.stakes) > 1 else chips
            other.append(BlindPost(seat, min(level, chips), chips - min(level, chips)))
        else:
            other.append(BlindPost(seat, chips, 0))  # a big blind posted to come in, a button blind
    if small or big:
        out["blinds"] = (small, big)
    out["straddles"] = tuple(straddle.amounts)
    if straddle.seats and (not big or straddle.seats[0] != (big_seat + 1) % n):
        out["straddler"] = straddle.seats[0]  # the button's, or any seat's: as the record has it
    out["posts"] = tuple(other)
    if antes:
        big_ante = len(antes) == 1 and n > 2 and seating.seat(antes[0].player, antes[0].line) == big_seat
        if big_ante:
            out["bb_ante"] = unit.chips(antes[0].amount or Decimal(0))
        else:
            out["ante"] = _uniform_ante(antes, seating)
    return out


class _Straddles:
    """The straddles as the record posts them: the first from any seat but a blind's (the
    straddler), each re-straddle from the seat on the left of the last; a straddler who straddles
    again writes his new total (GGPoker's ``straddle $0.5`` then ``straddle $15.35 and is all-in``)."""

    def __init__(self, players: int, blinds: tuple[int, int]) -> None:
        self.players, self.blinds = players, blinds
        self.seats: list[int] = []
        self.amounts: list[int] = []

    def post(self, event: Event, seat: int, chips: int, big: int, *, blinds: bool) -> None:
        """Take one straddle over ``big``, the bet before it (the big blind, or short deck's button
        blind when the game has no ``blinds``); :class:`NotPlayedError` for one the engine's
        straddles cannot be (by a small blind, with no blind before it, out of turn, or not above
        the bet before it)."""
        if self.seats and seat == self.seats[-1] and chips > self.amounts[-1]:
            self.amounts[-1] = chips
            return
        if not big:
            why = "a straddle with no blind before it (the engine's straddles follow a blind)"
        elif blinds and seat in self.blinds:
            why = "a straddle by a blind (the engine's straddlers post no blind: WSOP 2024 Live Action Rule 161)"
        elif self.seats and seat != (self.seats[-1] + 1) % self.players:
            why = "a re-straddle not on the left of the last straddle"
        elif chips <= (self.amounts[-1] if self.amounts else big):
            why = "a straddle no larger than the bet before it"
        else:
            self.seats.append(seat)
            self.amounts.append(chips)
            return
        raise NotPlayedError(f"line {event.line}: {event.player} posts {why}", event.line)


def _big_blind_straddle(event: Event, seating: SiteSeating, big: int, chips: int) -> str:
    """The site's convention of a big blind who straddles his own blind (GGPoker's), said: the
    rules let no blind straddle (WSOP 2024 Live Action Rule 161), so it is read as his big blind
    raised to the straddle, which the others call and raise from as from a straddle."""
    return (
        f"line {event.line}: the site's convention: the big blind {event.player} straddles his own blind"
        f" (WSOP 2024 Live Action Rule 161 lets no blind straddle), read as his big blind of"
        f" {seating.money(big)} raised to {seating.money(chips)}"
    )


def _big_blind_level(hand: SiteHand, unit: ChipUnit, event: Event, chips: int) -> int:
    """The big blind the others call: the level the header names when the big blind posts all in
    short of it (a big blind all in for 20 at 15/30 leaves 30 to call: the short-big-blind rule,
    TDA 2024 Rule 43, Illustration Addendum Example 2), else what was posted. A fixed-limit
    game's stakes are its bets, the big blind its small bet."""
    stakes = hand.stakes
    named = stakes[0] if hand.structure == "fixed-limit" else stakes[1] if len(stakes) > 1 else None
    level = unit.chips(named) if named is not None else 0
    return level if event.all_in and chips < level else chips


def _uniform_ante(antes: Sequence[Event], seating: SiteSeating) -> int:
    """The ante everyone posts (a player short of it posts what he has, all in)."""
    if not antes:
        return 0
    unit = seating.unit
    chips = [unit.chips(e.amount or Decimal(0)) for e in antes]
    ante = max(chips)
    for event, paid in zip(antes, chips, strict=True):
        if paid < ante and seating.stacks[seating.seat(event.player, event.line)] != paid:
            raise DisagreementError(f"{event.player} posts an ante of {event.amount}, not the table's", event.line)
    posted = {e.player for e in antes}
    missing = [name for name in seating.names if name not in posted]
    if missing:
        raise DisagreementError(f"{', '.join(missing)} dealt in without posting the ante", antes[0].line)
    return ante


class SiteReplayer:
    """Pushes a site's record into the hand: its cards dealt, then each action, draw and new
    street (:meth:`run`); what the replay takes on trust goes to ``forgiven``."""

    def __init__(self, hand: SiteHand, seating: SiteSeating, table: Table, forgiven: list[str]) -> None:
        self.site = hand
        self.seating = seating
        self.table = table
        self.forgiven = forgiven
        forgiven.extend(seating.readings)
        self.game = seating.game
        n = len(seating.names)
        self.street_total = [0] * n  # what the record says each has bet on this street
        self.returned = [0] * n  # the uncalled chips the record returns, by seat
        #: What a raise the record writes over players all-in puts in beyond the call (nobody could
        #: call it: the rules take it as a call), by seat.
        self.unmatched = [0] * n
        self.mucked: set[int] = set()
        #: The line from which a player's cards are unknown (a draw game's record that contradicts itself).
        self.unknown_from: dict[str, int] = {}
        self.late_checks = 0  # checks the record writes once the betting is over (Run It Once's)
        self.hole = self._hole_cards()
        boards = [[card(c) for c in board] for board in hand.boards] or [[]]
        self.boards = boards
        # Stud deals no board, but one community card when the deck runs short (eight players to the river).
        shared = self.game.board_cards or (1 if self.game.has_bring_in else 0)
        dealt = dealt_order(self.game, boards) if self.game.boards > 1 else boards[0][:shared]
        self.hand = Hand(table, hole=self.hole, board=dealt, auto_settle=False)
        self.street_total = [chips - self._dead_part(seat) for seat, chips in enumerate(self.hand.posted)]
        self.street = 0
        self.betting_street = self.table.street

    def _dead_part(self, seat: int) -> int:
        table = self.table
        dead = sum(post.dead for post in table.posts if post.seat == seat) + table.ante
        if table.bb_ante and seat == self._big_blind_seat():
            dead += table.bb_ante
        return min(dead, self.hand.posted[seat])

    def _big_blind_seat(self) -> int:
        return self.table.blind_seats[1]

    def _hole_cards(self) -> dict[int, list[int]]:
        """Each player's cards as far as the record shows them: the hero's dealt cards, every up
        card of a stud game, and what was shown; unknown cards stay unknown."""
        seating, site = self.seating, self.site
        count = self.game.hole_cards
        hole: dict[int, list[int]] = {}
        if self.game.has_draws:
            # The cards dealt in order, the draws' new cards after the first five; the hands shown
            # at the end are the hands after the draws (given at the settling).
            drawn = _DrawnCards(count)
            for event in site.events:
                if event.player in seating.index and event.kind in ("deal", "draw"):
                    drawn.add(event)
            self.unknown_from = drawn.broken
            self.forgiven.extend(drawn.notes)
            return {seating.index[name]: cards for name, cards in drawn.dealt.items() if cards}
        if self.game.deals_late:
            for event in site.events:
                if event.kind == "deal" and event.player in seating.index:
                    seat = seating.index[event.player]
                    hole.setdefault(seat, []).extend(_stud_cards(event, len(hole.get(seat, [])), self.game))
        else:
            for event in site.events:
                if event.kind == "deal" and event.player in seating.index and len(event.cards) == count:
                    hole[seating.index[event.player]] = [card(c) for c in event.cards]
        for event in site.events:
            if event.kind == "show" and event.player in seating.index and event.cards:
                seat = seating.index[event.player]
                hole[seat] = _merge(hole.get(seat, []), [card(c) for c in event.cards], count)
        return {seat: cards for seat, cards in hole.items() if cards}

    def run(self) -> None:
        """Push every event of the record into the hand, in order; raises :class:`DisagreementError`
        where the record and the rules part ways (the hand as far as it went)."""
        for event in self.site.events:
            if event.kind == "action":
                self.action(event)
            elif event.kind == "street":
                self.new_street(event)
            elif event.kind == "return":
                seat = self.seating.seat(event.player, event.line)
                self.returned[seat] += self.seating.unit.chips(event.amount or Decimal(0))
            elif event.kind == "muck":
                self.mucked.add(self.seating.seat(event.player, event.line))
            elif event.kind == "draw":
                self.draw(event)

    def new_street(self, event: Event) -> None:
        """A street's heading: refused (:class:`DisagreementError`) while a player is still to act
        on the street before it; another run's board comes after the betting, and is no street."""
        if event.detail in ("hole cards", "dealing hands", "3rd street"):
            return
        if event.run > 1:
            return  # another run of the board: the betting is over
        self.street += 1
        hand = self.hand
        if not hand.is_over and hand.street < self.street:
            who = hand.player_to_act
            raise DisagreementError(
                f"the {event.detail} is dealt while {who} is still to act on the {hand.street_name}",
                event.line,
                self.table.rules.cite("action-order"),
            )

    def action(self, event: Event) -> int:
        """Push a player's action; returns what the record says it put in (in chips)."""
        hand, seating, unit = self.hand, self.seating, self.seating.unit
        seat = seating.seat(event.player, event.line)
        if hand.street != self.betting_street:  # a new betting round: nobody has bet on it yet
            self.betting_street = hand.street
            self.street_total = [0] * len(self.street_total)
        before = self.street_total[seat]
        if event.detail == "check" and hand.is_over:  # the betting over: a record that writes every turn
            if not self.late_checks:
                self.forgiven.append(
                    f"line {event.line} on: the checks written after the betting is over (a player all in) skipped"
                )
            self.late_checks += 1
            return 0
        if event.detail == "fold":
            action = Action(Kind.FOLD)
        elif event.detail == "check":
            action = Action(Kind.CHECK)
        elif event.detail == "call":
            action = Action(Kind.CALL)
        elif event.detail == "bring-in":
            action = Action(Kind.BRING_IN)
        else:
            to = unit.chips(event.to) if event.to is not None else before + unit.chips(event.amount or Decimal(0))
            if event.to is not None and "raise-to-added" in self.site.conventions:
                to += before  # the record's "to" is what the raise puts in: his street total is more by what he had in
            # A player who may open (the up cards that decide it unknown) bets as the player to act would.
            kind = hand.aggressive_kind() if hand.to_act == seat or hand.opener_unknown else Kind.RAISE
            action = self._uncallable(event, seat, to) or Action(kind, to)
        try:
            hand.push(action, player=seat)
        except PokerfloorError as error:
            raise _refused(event, said(event), error, _in_chips(unit, error)) from None
        site_added = self._site_added(event, before)
        self.street_total[seat] = before + site_added
        return site_added

    def _uncallable(self, event: Event, seat: int, to: int) -> Action | None:
        """A raise the record writes when every other player still in is all-in (some of
        Winamax's records write a call so): nobody could call it, so the rules take it as a
        call, and what it puts in beyond is kept apart (:attr:`unmatched`) and said."""
        hand = self.hand
        if hand.to_act != seat or hand.opener_unknown:
            return None
        options = hand.options()
        call_to = options.call_to
        if options.raise_blocked != "no-opponent" or Kind.CALL not in options.kinds or call_to is None or to <= call_to:
            return None
        self.unmatched[seat] += to - call_to
        self.forgiven.append(
            f"line {event.line}: the record writes {said(event)} over an all-in, a raise nobody could call:"
            f" read as a call, the {self.seating.money(to - call_to)} more put in beyond it"
        )
        return Action(Kind.CALL)

    def draw(self, event: Event) -> None:
        """A player discards (the cards when the record shows them, else as many unknown ones) or
        stands pat."""
        seat = self.seating.seat(event.player, event.line)
        count = int(event.amount or 0)
        trusted = event.line < self.unknown_from.get(event.player, event.line + 1)
        discards = tuple(card(c) for c in event.cards) if event.cards and trusted else (UNKNOWN,) * count
        try:
            self.hand.push(Action(Kind.DRAW, None, discards), player=seat)
        except PokerfloorError as error:
            raise _refused(event, f"{event.player} draws {count}", error) from None

    def shown(self) -> dict[int, list[int]]:
        """The hands turned up at the showdown, by seat."""
        seating = self.seating
        return {
            seating.index[e.player]: [card(c) for c in e.cards]
            for e in self.site.events
            if e.kind == "show" and e.player in seating.index and e.cards
        }

    def _site_added(self, event: Event, before: int) -> int:
        unit = self.seating.unit
        if event.detail in {"raise", "complete"}:
            to = unit.chips(event.to or Decimal(0))
            return to if "raise-to-added" in self.site.conventions else to - before
        return unit.chips(event.amount or Decimal(0))


def _refused(event: Event, what: str, error: PokerfloorError, more: str = "") -> DisagreementError:
    """The rules refuse what the record says at ``event``'s line (``what``, quoted in the message
    with the refusal and ``more``), on the refusal's rule."""
    rule = getattr(error, "rule", None) or None
    return DisagreementError(f"line {event.line} {what}: {error}{more}", event.line, rule)


def _in_chips(unit: ChipUnit, error: PokerfloorError) -> str:
    """How the rules' own amounts in a refusal are counted, when it names some and they are not
    in the file's units."""
    said = str(error).replace(getattr(error, "rule", "") or "", "")
    return f" [the rules' amounts in chips of {unit.step}]" if unit.exponent and any(map(str.isdigit, said)) else ""


def said(event: Event) -> str:
    """What a record's line says a player did, quoted for a message (``'Ann raise 0.50 to 1'``)."""
    words = [event.player, event.detail]
    if event.amount is not None:
        words.append(str(event.amount))
    if event.to is not None:
        words.append(f"to {event.to}")
    return repr(" ".join(words))


def dealt_order(game: Variant, boards: Sequence[Sequence[int]]) -> list[int]:
    """The board cards of a game of two boards in the order the dealer puts them out, from each
    board as a record writes it (Split Hold'em's FIRST and SECOND boards): each street's part of the
    top board, then the same street's part of the bottom board (the inverse of
    :meth:`~pokerfloor.games.description.Variant.split_board`). A board the record leaves short
    (the hand ended before its river) ends the cards where the first board's street is missing."""
    tops = [*boards, *[()] * game.boards][: game.boards]
    dealt: list[int] = []
    start = 0
    for street in game.streets:
        part = street.board // game.boards
        pieces = [board[start : start + part] for board in tops]
        if part and any(len(piece) < part for piece in pieces):
            break
        for piece in pieces:
            dealt.extend(piece)
        start += part
    return dealt


def _stud_cards(event: Event, have: int, game: Variant) -> list[int]:
    """A stud deal's cards in dealing order, the player holding ``have`` cards before it: the
    record shows the up cards of the others and all of the hero's; the rest are unknown."""
    new = [card(c) for c in event.cards]
    total = 0
    for spec in game.streets:
        count = spec.down + spec.up
        if total == have:
            if len(new) == count:
                return new
            shown = iter(new)
            return [next(shown, UNKNOWN) if up else UNKNOWN for up in game.up_pattern[have : have + count]]
        total += count
    return new


def _merge(known: list[int], shown: list[int], count: int) -> list[int]:
    """A player's cards once shown: the shown cards fill the unknown places, the known ones kept."""
    if not known or len(shown) != len(known):
        return shown if len(shown) <= count else shown[:count]
    rest = [c for c in shown if c not in known]
    filled = [k if k != UNKNOWN else (rest.pop(0) if rest else UNKNOWN) for k in known]
    return filled


class _DrawnCards:
    """A draw game's cards as the record deals them, player by player: the first hand, then each
    draw's new cards. A record whose cards contradict themselves (more new cards than discarded,
    a card dealt that the player still holds, a card discarded he does not hold: some sites'
    records deal the hero's whole hand again) is believed up to there: from that line on the
    player's cards are unknown, and a note says so."""

    def __init__(self, hand_size: int) -> None:
        self.hand_size = hand_size
        self.dealt: dict[str, list[int]] = {}
        self.holding: dict[str, list[int]] = {}
        self.discarded: dict[str, tuple[int, list[int]]] = {}  # the last draw: how many, which
        self.broken: dict[str, int] = {}
        self.notes: list[str] = []

    def add(self, event: Event) -> None:
        name = event.player
        if name in self.broken:
            return
        cards = [card(c) for c in event.cards]
        if event.kind == "draw":
            held = self.holding.get(name)
            if held is not None and any(c not in held for c in cards if c != UNKNOWN):
                self.contradiction(event, f"discards {' '.join(event.cards)}, not in the hand held")
                return
            self.discarded[name] = (int(event.amount or 0), cards)
            return
        if name not in self.holding:
            self.dealt[name] = list(cards)
            self.holding[name] = list(cards)
            return
        count, thrown = self.discarded.pop(name, (0, []))
        kept = [card(c) for c in event.detail.split()]
        held = [c for c in self.holding[name] if c not in thrown] if thrown else kept or self.holding[name]
        if len(cards) != count or len(held) + len(cards) != self.hand_size or any(c in held for c in cards):
            self.contradiction(event, f"is dealt [{' '.join(event.cards)}] after discarding {count}")
            return
        self.dealt[name].extend(cards)
        self.holding[name] = [*held, *cards]

    def contradiction(self, event: Event, what: str) -> None:
        self.broken[event.player] = event.line
        self.notes.append(
            f"line {event.line}: {event.player} {what}: the record contradicts itself, so"
            f" {event.player}'s cards are taken as unknown from there"
        )
