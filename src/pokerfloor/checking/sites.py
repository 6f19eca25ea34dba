"""Checking a site's hand against the rules: the hand replayed, then the site's money compared.

:func:`check` builds the :class:`~pokerfloor.core.table.Table` and :class:`~pokerfloor.core.hand.Hand` a
library user would (the stacks, the button, the blinds as posted), pushes every action the site
recorded (so each is checked against the betting rules of the rulebook), and settles the pots on
the cards shown. Then it compares: what each player put in, the uncalled bets returned, the total
pot, and what each player collected from each pot against what the rules award, the rake being
what the site kept. A disagreement names the line, the pot, the player and the amount.

Money is replayed in whole chips of the hand's unit (:class:`~pokerfloor.formats.units.ChipUnit`)
and reported in the site's units. A hand whose cards are not all known (a player mucked, or the
record shows only the hero's) is checked as far as the record goes, and its verdict says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from pokerfloor.actions import Action, Kind
from pokerfloor.checking.phh_verdict import VERIFIED
from pokerfloor.core.hand import Hand
from pokerfloor.core.table import BlindPost, Table
from pokerfloor.errors import PokerfloorError
from pokerfloor.formats.runs import RunAwards, pot_awards
from pokerfloor.formats.sites.games import NOT_PLAYED, SITE_GAMES, registry_variant
from pokerfloor.formats.sites.hand import Event, SiteHand
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import UNKNOWN
from pokerfloor.games.cards import card as _known_card
from pokerfloor.games.variants import Variant
from pokerfloor.rules import PRESETS, Rulebook
from pokerfloor.structures import STRUCTURES, Structure

__all__ = ["SiteReplay", "Verdict", "card", "check", "replay_site", "table_of"]

#: How records write a card nobody saw.
UNSEEN = frozenset({"XX", "xx", "??", "X", "?"})


def card(text: str) -> int:
    """A card as written (``"As"``); :data:`~pokerfloor.games.cards.UNKNOWN` for one written unseen (``XX``)."""
    return UNKNOWN if text in UNSEEN else _known_card(text)


@dataclass
class Verdict:
    """The outcome of checking one hand: ``status`` is ``verified``, ``failed`` or ``skipped``;
    ``notes`` say what could not be checked (unknown cards) and what the reader forgave."""

    file: str
    hand: str
    variant: str
    status: str = VERIFIED
    reason: str = ""
    line: int | None = None
    rule: str | None = None
    notes: list[str] = field(default_factory=list)
    forgiven: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        """The keys of ``pokerfloor check --json`` (those of a PHH replay, and ``line`` and ``notes``)."""
        out: dict[str, Any] = {
            "file": self.file,
            "hand": self.hand,
            "variant": self.variant,
            "status": self.status,
            "reason": self.reason,
        }
        if self.line is not None:
            out["line"] = self.line
        if self.rule:
            out["rule"] = self.rule
        if self.notes:
            out["notes"] = self.notes
        if self.forgiven:
            out["forgiven"] = self.forgiven
        return out


class DisagreementError(Exception):
    """The record and the rules part ways (a message for the verdict; the line and the rule)."""

    def __init__(
        self, message: str, line: int | None = None, rule: str | None = None, *, partial: bool = False
    ) -> None:
        super().__init__(message)
        self.line, self.rule = line, rule
        #: Whether a record cut short would explain it (nothing contradicts the rules so far).
        self.partial = partial


@dataclass
class _Seating:
    """The replay's view of the table: the players dealt in, by seat, and the money's unit."""

    names: list[str]
    unit: ChipUnit
    game: Variant
    stacks: list[int]
    behind: list[int]  # chips above a capped game's cap, kept out of play and given back after
    index: dict[str, int] = field(default_factory=dict)

    def seat(self, name: str, line: int) -> int:
        if name not in self.index:
            raise DisagreementError(f"{name} acts but is not dealt in", line)
        return self.index[name]

    def money(self, chips: int) -> str:
        return str(self.unit.amount(chips))


@dataclass
class SiteReplay:
    """A site's hand replayed: the :class:`Verdict`, and (when the hand could be seated and
    replayed to its end) the engine's :class:`~pokerfloor.core.hand.Hand` with the chip unit it was
    played in and the players' names by seat."""

    verdict: Verdict
    hand: Hand | None = None
    unit: ChipUnit | None = None
    names: list[str] = field(default_factory=list)


def check(hand: SiteHand, rules: Rulebook) -> Verdict:
    """Replay ``hand`` under ``rules`` and compare the site's money with the rules'. Never raises
    for a bad hand: the :class:`Verdict` says what went wrong. A stud hand refused under a rulebook
    that never allows the big bet on an open pair, and that replays with it, says so: the site
    deals by the cash-game rule (the switch ``stud_open_pair_big_bet``)."""
    verdict = replay_site(hand, rules).verdict
    if verdict.status == "failed" and not rules.stud_open_pair_big_bet and _is_stud(hand):
        allowing = rules.override(stud_open_pair_big_bet=True)
        if replay_site(hand, allowing).verdict.status == VERIFIED:
            _open_pair_verdict(verdict, rules)
    return verdict


def _is_stud(hand: SiteHand) -> bool:
    game = registry_variant(hand.game)
    return game is not None and game.has_bring_in


def _open_pair_verdict(verdict: Verdict, rules: Rulebook) -> None:
    """The verdict of a stud hand the site dealt by the cash-game rule on an open pair."""
    allowing = [name for name, preset in PRESETS.items() if preset.stud_open_pair_big_bet]
    verdict.rule = rules.cite("stud_open_pair_big_bet")
    verdict.reason = (
        f"{verdict.reason}. The site deals by the cash-game rule: an open pair on fourth street allows"
        f" the big bet (the switch stud_open_pair_big_bet, which {verdict.rule} leaves off); the hand checks"
        f" with it on (--rulebook {' or '.join(allowing)})"
    )


def replay_site(hand: SiteHand, rules: Rulebook) -> SiteReplay:
    """Replay ``hand`` under ``rules`` as :func:`check` does (without its second try of stud's
    open-pair rule); the replayed hand with the verdict."""
    verdict = Verdict(hand.file, hand.key, hand.variant, forgiven=list(hand.forgiven))
    out = SiteReplay(verdict)
    if hand.cancelled:
        verdict.reason = "hand cancelled before the play: the posts went back, nothing else to check"
        _cancelled(hand, verdict)
        return out
    game = registry_variant(hand.game)
    if game is None:
        named = NOT_PLAYED.get(SITE_GAMES.get(hand.game.lower(), ""), hand.game)
        verdict.status, verdict.reason = "skipped", f"game not played yet: {named}, {hand.structure}"
        return out
    verdict.variant = game.name
    if hand.structure not in game.structures:
        verdict.status, verdict.reason = "skipped", f"game not played yet: {game.name} {hand.structure}"
        return out
    try:
        seating, table = table_of(hand, game, rules)
        replay = _Replay(hand, seating, table, verdict)
        out.hand, out.unit, out.names = replay.hand, seating.unit, seating.names
        replay.run()
    except DisagreementError as error:
        out.hand = None
        if hand.partial and error.partial:
            verdict.status, verdict.reason = "skipped", f"partial hand: the record is cut short ({error})"
            return out
        verdict.status, verdict.reason, verdict.line = "failed", _with_rule(str(error), error.rule), error.line
        verdict.rule = error.rule
    except PokerfloorError as error:
        out.hand = None
        rule = getattr(error, "rule", None) or None
        verdict.status, verdict.reason, verdict.rule = "failed", _with_rule(str(error), rule), rule
    return out


def _with_rule(reason: str, rule: str | None) -> str:
    """A failure's reason naming the rule it rests on (when it does not already)."""
    return f"{reason} ({rule})" if rule and rule not in reason else reason


def _cancelled(hand: SiteHand, verdict: Verdict) -> Verdict:
    paid = [e for e in hand.events if e.kind in ("action", "collect") and (e.amount or 0) > 0]
    if paid:
        verdict.status = "failed"
        verdict.reason = f"a cancelled hand moved money: line {paid[0].line}"
    return verdict


# -- the table ----------------------------------------------------------------------------------


def table_of(hand: SiteHand, game: Variant, rules: Rulebook) -> tuple[_Seating, Table]:
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
    seating = _Seating(names, unit, game, stacks, [f - s for f, s in zip(full, stacks, strict=True)])
    seating.index = {name: k for k, name in enumerate(names)}
    button = _button(hand, [s.number for s in seats], game)
    table = Table(
        names=tuple(names),
        stacks=tuple(stacks),
        button=button,
        structure=_structure(hand, unit),
        rules=rules,
        variant=game,
        **_forced_bets(hand, seating, button),
    )
    return seating, table


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


def _forced_bets(hand: SiteHand, seating: _Seating, button: int) -> dict[str, Any]:
    """The Table's forced bets from the posts the site recorded: the antes (each player's, or the
    big blind's for all), the blinds where the button puts them, straddles after them, and any other
    blind posted (a player coming in, or back, or the button's blind) as it was posted."""
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
    straddles: list[int] = []
    other: list[BlindPost] = []
    for event in blinds:
        seat = seating.seat(event.player, event.line)
        chips = unit.chips(event.amount or Decimal(0))
        if event.detail == "small blind" and seat == small_seat and not small:
            small = chips
        elif event.detail == "big blind" and seat == big_seat and not big:
            big = chips
        elif event.detail == "big blind" and not big and not small and seat == small_seat:
            small = chips  # no small blind this hand: the big blind sits left of the button
        elif (
            event.detail in ("straddle", "big blind")
            and big
            and seat == (big_seat + len(straddles) + 1) % n
            and chips > big
        ):
            straddles.append(chips)
        elif event.detail == "small blind":
            other.append(BlindPost(seat, 0, chips))  # a missed small blind, posted dead
        elif event.detail == "dead":
            level = big or unit.chips(hand.stakes[1]) if len(hand.stakes) > 1 else chips
            other.append(BlindPost(seat, min(level, chips), chips - min(level, chips)))
        else:
            other.append(BlindPost(seat, chips, 0))  # a big blind posted to come in, a button blind
    if small or big:
        out["blinds"] = (small, big)
    out["straddles"] = tuple(straddles)
    out["posts"] = tuple(other)
    if antes:
        big_ante = len(antes) == 1 and n > 2 and seating.seat(antes[0].player, antes[0].line) == big_seat
        if big_ante:
            out["bb_ante"] = unit.chips(antes[0].amount or Decimal(0))
        else:
            out["ante"] = _uniform_ante(antes, seating)
    return out


def _uniform_ante(antes: Sequence[Event], seating: _Seating) -> int:
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


# -- the replay ---------------------------------------------------------------------------------


class _Replay:
    """Pushes the site's actions into the hand and compares the money as it goes."""

    def __init__(self, hand: SiteHand, seating: _Seating, table: Table, verdict: Verdict) -> None:
        self.site = hand
        self.seating = seating
        self.table = table
        self.verdict = verdict
        self.game = seating.game
        n = len(seating.names)
        self.put_in = [0] * n  # what the site says each put in (posts, calls, bets, raises)
        self.street_total = [0] * n
        self.returned = [0] * n
        self.mucked: set[int] = set()
        #: Uncalled chips a record kept in its pot and paid back as collected (some sites' walks).
        self.kept = [0] * n
        #: The line from which a player's cards are unknown (a draw game's record that contradicts itself).
        self.unknown_from: dict[str, int] = {}
        self.hole = self._hole_cards()
        boards = [[card(c) for c in board] for board in hand.boards] or [[]]
        self.boards = boards
        self.hand = Hand(table, hole=self.hole, board=boards[0][: self.game.board_cards], auto_settle=False)
        for seat, chips in enumerate(self.hand.posted):
            self.put_in[seat] = chips
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
            self.verdict.forgiven.extend(drawn.notes)
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
        self.finish()

    def new_street(self, event: Event) -> None:
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

    def action(self, event: Event) -> None:
        hand, seating, unit = self.hand, self.seating, self.seating.unit
        seat = seating.seat(event.player, event.line)
        if hand.street != self.betting_street:  # a new betting round: nobody has bet on it yet
            self.betting_street = hand.street
            self.street_total = [0] * len(self.street_total)
        before = self.street_total[seat]
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
            kind = hand.aggressive_kind() if hand.to_act == seat else Kind.RAISE
            action = Action(kind, to)
        stack_before = hand.stacks[seat]
        bet_before = hand.street_bets[seat]
        try:
            hand.push(action, player=seat)
        except PokerfloorError as error:
            raise DisagreementError(
                f"line {event.line} {_said(event)}: {error}{_in_chips(unit, error)}",
                event.line,
                getattr(error, "rule", None) or None,
            ) from None
        added = stack_before - hand.stacks[seat] + (hand.returned[seat] if hand.returned[seat] else 0)
        site_added = self._site_added(event, before)
        self.street_total[seat] = before + site_added
        self.put_in[seat] += site_added
        if event.detail == "call" and site_added != added and not _returned_now(hand, seat, stack_before, bet_before):
            dead = any(post.seat == seat and post.dead for post in self.table.posts)
            why = " (the small blind posted out of its seat is dead money, not part of the bet)" if dead else ""
            raise DisagreementError(
                f"line {event.line} {_said(event)}: the call puts in {seating.money(added)}, not {event.amount}{why}",
                event.line,
                self.table.rules.cite("exact-call"),
            )
        if event.all_in and hand.stacks[seat] and not seating.behind[seat]:
            self.verdict.notes.append(f"line {event.line}: all-in written, but {seating.money(hand.stacks[seat])} left")

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
            raise DisagreementError(
                f"line {event.line} {event.player} draws {count}: {error}",
                event.line,
                getattr(error, "rule", None) or None,
            ) from None

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
            return unit.chips(event.to or Decimal(0)) - before
        return unit.chips(event.amount or Decimal(0))

    def finish(self) -> None:
        hand, seating, site = self.hand, self.seating, self.site
        if not hand.is_over:
            raise DisagreementError(
                f"the record ends with {hand.player_to_act} to act on the {hand.street_name}", partial=True
            )
        if site.partial:
            raise DisagreementError("the record stops before its summary", partial=True)
        self.compare_returns()
        ours = hand.dead + sum(hand.committed) + seating.unit.chips(site.added)
        site_total = self.site_total()
        if site_total is not None and site_total - sum(self.kept) != ours:
            raise DisagreementError(
                f"total pot: the site says {site.total_pot}, the bets make {seating.money(ours)}",
                rule=self.table.rules.cite("side-pots"),
            )
        awards = self.awards()
        if awards is None:
            return
        _add_to_main_pot(awards, seating.unit.chips(site.added))
        self.compare_awards(awards)

    def site_total(self) -> int | None:
        """The site's total pot in chips; a total written net of the rake (some trackers' exports)
        is taken with the rake added back, and forgiven."""
        site, unit = self.site, self.seating.unit
        if site.total_pot is None:
            return None
        total = unit.chips(site.total_pot)
        ours = self.hand.dead + sum(self.hand.committed) + unit.chips(site.added)
        rake = unit.chips(site.rake) if site.rake is not None else 0
        if total != ours and rake and total + rake == ours:
            note = "the total pot is written net of the rake"
            if note not in self.verdict.forgiven:
                self.verdict.forgiven.append(note)
            return total + rake
        return total

    def compare_returns(self) -> None:
        """The uncalled bets: what the site returned against what the rules return. A record that
        leaves a return out is forgiven when its pot says the chips came back (old PokerStars
        walks) or stayed in the pot to be collected back by their owner (other sites' walks)."""
        hand, seating, site = self.hand, self.seating, self.site
        written = {e.player for e in site.events if e.kind == "return"}
        ours_total = hand.dead + sum(hand.committed) + seating.unit.chips(site.added)
        unwritten = {
            seat: hand.returned[seat] - self.returned[seat]
            for seat, name in enumerate(seating.names)
            if hand.returned[seat] != self.returned[seat] and name not in written
        }
        total = self.site_total()
        if unwritten and total == ours_total:
            for seat, chips in unwritten.items():
                self.verdict.forgiven.append(
                    f"the record does not write the uncalled {seating.money(chips)} returned to"
                    f" {seating.names[seat]}; its pot says it came back"
                )
        elif unwritten and total == ours_total + sum(unwritten.values()):
            for seat, chips in unwritten.items():
                self.kept[seat] = chips
                self.verdict.forgiven.append(
                    f"the record keeps the uncalled {seating.money(chips)} of {seating.names[seat]} in its pot"
                    " and pays it back as collected"
                )
        for seat, name in enumerate(seating.names):
            if hand.returned[seat] != self.returned[seat] and seat not in unwritten:
                raise DisagreementError(
                    f"uncalled bet: the rules return {seating.money(hand.returned[seat])} to {name}, "
                    f"the site {seating.money(self.returned[seat])}",
                    rule=self.table.rules.cite("uncalled"),
                )
        if unwritten and not self.verdict.forgiven:
            seat, chips = next(iter(unwritten.items()))
            raise DisagreementError(
                f"uncalled bet: the rules return {seating.money(hand.returned[seat])} to {seating.names[seat]},"
                " the site returns nothing",
                rule=self.table.rules.cite("uncalled"),
            )

    def awards(self) -> RunAwards | None:
        """What the rules award each player from each pot, on each board; ``None`` (and a note)
        when the cards of a player still in are unknown."""
        hand = self.hand
        if not hand.is_contested:
            winner = hand.in_hand()[0]
            total = hand.dead + sum(hand.committed)
            return RunAwards([[{winner: total}]], [total])
        mucked = [s for s in self.mucked if not hand.folded[s]]
        settled_first = self.game.has_draws and len(self.boards) == 1
        if settled_first:  # the hands shown are known only once they are revealed at the settling
            try:
                hand.settle(mucked, shown=self.shown())
            except PokerfloorError as error:
                self.verdict.notes.append(f"showdown not checked: {error}")
                self.verdict.reason = self.verdict.reason or "verified as far as the record shows: cards unknown"
                return None
        try:
            awards = pot_awards(hand, self.boards, mucked)
        except PokerfloorError as error:
            self.verdict.notes.append(f"showdown not checked: {error}")
            return None
        if awards is None:
            unknown = [self.seating.names[s] for s in hand.in_hand() if s not in mucked and UNKNOWN in hand.hole[s]]
            self.verdict.notes.append(
                f"showdown not checked: the cards of {', '.join(unknown) or 'the board'} are not in the record;"
                " the betting and the pot were"
            )
            self.verdict.reason = self.verdict.reason or "verified as far as the record shows: cards unknown"
            return None
        if len(self.boards) == 1 and not hand.is_settled:
            hand.settle(mucked)
            settled = list(hand.winnings)
            if settled != awards.totals(len(hand.names)):
                raise DisagreementError(
                    f"internal: the pots by board {awards.totals(len(hand.names))} are not {settled}"
                )
        return awards

    def compare_awards(self, awards: RunAwards) -> None:
        """The site's collected amounts against the rules' awards: the same players win, and each
        collects what the rules give him less his part of the rake."""
        seating, site = self.seating, self.site
        unit = seating.unit
        n = len(seating.names)
        ours = awards.totals(n)
        collected = [0] * n
        for event in site.events:
            if event.kind == "collect" and event.player in seating.index:
                collected[seating.index[event.player]] += unit.chips(event.amount or Decimal(0))
        collected = [c - k for c, k in zip(collected, self.kept, strict=True)]
        for event in site.events:
            if event.kind == "cash-out" and event.player in seating.index:
                seat = seating.index[event.player]
                collected[seat] = unit.chips(site.won.get(event.player, Decimal(0)))
                self.verdict.notes.append(f"{event.player} cashed out for {event.amount}; the pot checked as won")
        rake = unit.chips(site.rake) if site.rake is not None else 0
        total = sum(ours)
        if site.rake is not None and sum(collected) + rake != total:
            added = f" ({site.added} of it added by the site)" if site.added else ""
            gap = sum(collected) + rake - total
            more = f"{seating.money(abs(gap))} {'more' if gap > 0 else 'less'} than the pot"
            raise DisagreementError(
                f"the record contradicts itself: the site pays out {seating.money(sum(collected))} and rakes"
                f" {site.rake} from a pot of {seating.money(total)}{added}: {more}"
            )
        for seat, name in enumerate(seating.names):
            short = ours[seat] - collected[seat]
            if short < 0 or (short > rake and site.rake is not None) or (short and site.rake is None):
                raise DisagreementError(
                    self._award_message(awards, seat, name, collected[seat]), rule=self.table.rules.cite("side-pots")
                )
        if rake:
            self.verdict.notes.append(f"rake {site.rake} taken from the winners' shares")

    def _award_message(self, awards: RunAwards, seat: int, name: str, collected: int) -> str:
        seating = self.seating
        ours = awards.totals(len(seating.names))[seat]
        for run, pots in enumerate(awards.runs, start=1):
            for number, shares in enumerate(pots):
                pot = (
                    "main pot" if number == 0 and len(pots) > 1 else ("pot" if len(pots) == 1 else f"side pot-{number}")
                )
                board = f" (board {run})" if len(awards.runs) > 1 else ""
                if shares.get(seat, 0) and not collected:
                    given = seating.money(shares[seat])
                    return f"{pot}{board}: the rules award {name} {given}; the site paid {name} nothing"
        return f"{name}: the rules award {seating.money(ours)}, the site paid {seating.money(collected)}"


def _add_to_main_pot(awards: RunAwards, chips: int) -> None:
    """Money the site put in the pot (splash the pot) goes with the main pot, on the first board,
    shared as it is (the odd chips to its first winners)."""
    if not chips:
        return
    shares = awards.runs[0][0]
    winners = list(shares)
    each, odd = divmod(chips, len(winners))
    for k, seat in enumerate(winners):
        shares[seat] += each + (1 if k < odd else 0)
    awards.pots[0] += chips


def _in_chips(unit: ChipUnit, error: PokerfloorError) -> str:
    """How the rules' own amounts in a refusal are counted, when it names some and they are not
    in the file's units."""
    said = str(error).replace(getattr(error, "rule", "") or "", "")
    return f" [the rules' amounts in chips of {unit.step}]" if unit.exponent and any(map(str.isdigit, said)) else ""


def _said(event: Event) -> str:
    words = [event.player, event.detail]
    if event.amount is not None:
        words.append(str(event.amount))
    if event.to is not None:
        words.append(f"to {event.to}")
    return repr(" ".join(words))


def _returned_now(hand: Hand, seat: int, stack_before: int, bet_before: int) -> bool:
    """Whether the street closed on this call and gave chips back (the engine's stacks then hold them)."""
    return bool(hand.returned[seat])


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
