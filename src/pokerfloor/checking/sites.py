"""Checking a site's hand against the rules: the hand replayed, then the site's money compared.

:func:`check` replays the hand as :mod:`pokerfloor.formats.sites.replay` reads it (the table a
library user would build, every action the site recorded pushed, so each is checked against the
betting rules of the rulebook) and settles the pots on the cards shown. Then it compares: what
each call put in, the uncalled bets returned, the total pot, and what each player collected from
each pot against what the rules award, the rake being what the site kept. A disagreement names
the line, the pot, the player and the amount; :func:`check_site_file` checks a whole file.

Money is replayed in whole chips of the hand's unit (:class:`~pokerfloor.formats.units.ChipUnit`)
and reported in the site's units. A hand whose cards are not all known (a player mucked, or the
record shows only the hero's) is checked as far as the record goes, and its verdict says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any

from pokerfloor import _moved
from pokerfloor.checking.phh_verdict import VERIFIED, verdict_json
from pokerfloor.core.hand import Hand
from pokerfloor.core.table import Table
from pokerfloor.errors import PokerfloorError
from pokerfloor.explain.catalog import render
from pokerfloor.formats.runs import RunAwards, pot_awards
from pokerfloor.formats.sites.files import site_readings
from pokerfloor.formats.sites.games import NOT_PLAYED, SITE_GAMES, registry_variant
from pokerfloor.formats.sites.hand import Event, SiteHand, UnreadHand
from pokerfloor.formats.sites.replay import (
    DisagreementError,
    NotPlayedError,
    SiteReplayer,
    SiteSeating,
    said,
    site_table,
)
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import UNKNOWN
from pokerfloor.rules import PRESETS, Rulebook, rulebook

__all__ = ["SiteReplay", "Verdict", "check", "check_site_file", "replay_site"]


def __getattr__(name: str) -> Any:
    """The names of the replay, which left for :mod:`pokerfloor.formats.sites.replay` (with a
    :class:`DeprecationWarning`: :data:`pokerfloor._moved.MOVED_NAMES`)."""
    return _moved.moved_name(__name__, name)


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
        out = verdict_json(self.file, self.hand, self.variant, self.status, self.reason)
        if self.line is not None:
            out["line"] = self.line
        if self.rule:
            out["rule"] = self.rule
        if self.notes:
            out["notes"] = self.notes
        if self.forgiven:
            out["forgiven"] = self.forgiven
        return out


@dataclass
class SiteReplay:
    """A site's hand replayed: the :class:`Verdict`, and (when the hand could be seated and
    replayed to its end) the engine's :class:`~pokerfloor.core.hand.Hand` with the chip unit it was
    played in and the players' names by seat."""

    verdict: Verdict
    hand: Hand | None = None
    unit: ChipUnit | None = None
    names: list[str] = field(default_factory=list)
    #: The chips the site returned beyond the rules' uncalled bet, by player, where it returns a
    #: bet nobody called in full (and pays the pot without the part that was matched).
    returned_whole: dict[str, int] = field(default_factory=dict)
    #: What the site paid each seat from the pot, in chips (its collected amounts, less an
    #: uncalled bet it pays back with them; a cash-out's pot as won), once replayed to the end.
    paid: list[int] = field(default_factory=list)


def check(hand: SiteHand, rules: Rulebook) -> Verdict:
    """Replay ``hand`` under ``rules`` and compare the site's money with the rules'. Never raises
    for a bad hand: the :class:`Verdict` says what went wrong. A stud hand refused under a rulebook
    that never allows the big bet on an open pair, and that replays with it, was dealt by the
    cash-game rule (the switch ``stud_open_pair_big_bet``): a cash game's hand (the site states
    the game) is verified by that rule, a reading the verdict names; a tournament's fails, and its
    verdict says so."""
    verdict = replay_site(hand, rules).verdict
    if verdict.status == "failed" and not rules.stud_open_pair_big_bet and _is_stud(hand):
        allowing = replay_site(hand, rules.override(stud_open_pair_big_bet=True)).verdict
        if allowing.status == VERIFIED and hand.tournament is None:
            return _by_cash_rule(allowing, rules)
        if allowing.status == VERIFIED:
            _open_pair_verdict(verdict, rules)
    for convention, reading, applies in _READINGS:
        if verdict.status == "failed" and convention not in hand.conventions and applies(hand):
            read = replay_site(replace(hand, conventions=hand.conventions | {convention}), rules).verdict
            if read.status == VERIFIED:
                read.forgiven.insert(0, reading)
                return read
    return verdict


#: The reading of a record that plays a small blind posted out of its seat live, as some sites do
#: (PartyPoker; a tracker's file converted to PokerStars' text from one).
SMALL_BLIND_LIVE = (
    "the record plays a small blind posted out of its seat (a player coming in) live, not dead,"
    " as some sites do (PartyPoker's convention): checked so"
)


#: The reading of a record whose raise by a player who has bet on the street already says "to"
#: what the raise puts in on its line, not his total for the street (Run It Once's records:
#: "raises 44.00 to 68" over his own 7 is a raise to 75, as the call of 51 to it says).
RAISE_TO_ADDED = (
    "the record writes a raise by a player who has bet on the street already 'to' what the raise puts in,"
    " not to his total for the street (Run It Once's convention): checked so"
)


def _second_small_blind(hand: SiteHand) -> bool:
    """Whether a second small blind is posted, out of its seat (a player coming in)."""
    return sum(1 for e in hand.events if e.kind == "post" and e.detail == "small blind") > 1


def _raises_to(hand: SiteHand) -> bool:
    """Whether the record writes a raise with its "to" (the only one the convention changes)."""
    return any(e.kind == "action" and e.detail == "raise" and e.to is not None for e in hand.events)


#: The records' conventions a failed hand is checked again by, each when it may apply: the
#: convention, the reading the verdict names, and whether the record may be written so.
_READINGS = (
    ("small-blind-live", SMALL_BLIND_LIVE, _second_small_blind),
    ("raise-to-added", RAISE_TO_ADDED, _raises_to),
)


def _by_cash_rule(verdict: Verdict, rules: Rulebook) -> Verdict:
    """The verdict of a cash game's stud hand dealt by the cash-game rule on an open pair: the
    site's house rule for its cash tables, read as such and said."""
    rule = rules.cite("stud_open_pair_big_bet")
    verdict.forgiven.insert(
        0,
        "the site's house rule for its cash games: an open pair on fourth street allows the big bet"
        f" (the switch stud_open_pair_big_bet, which {rule} leaves off for tournaments); checked with it on",
    )
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
        seating, table = site_table(hand, game, rules)
        replay = _Check(hand, seating, table, verdict)
        out.hand, out.unit, out.names = replay.hand, seating.unit, seating.names
        replay.run()
        out.returned_whole = {seating.names[seat]: -chips for seat, chips in enumerate(replay.kept) if chips < 0}
        out.paid = replay.site_paid(notes=False)
    except NotPlayedError as error:
        out.hand = None
        verdict.status, verdict.reason, verdict.line = "skipped", f"convention not played yet: {error}", error.line
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
    """A cancelled hand moves no money: a player may collect no more than he posted (888poker
    writes the blind going back as collected)."""
    posted: dict[str, Decimal] = {}
    for event in hand.events:
        if event.kind == "post":
            posted[event.player] = posted.get(event.player, Decimal(0)) + (event.amount or Decimal(0))
    paid = [
        e
        for e in hand.events
        if (e.kind == "action" and (e.amount or 0) > 0)
        or (e.kind == "collect" and (e.amount or 0) > posted.get(e.player, Decimal(0)))
    ]
    if paid:
        verdict.status = "failed"
        verdict.reason = f"a cancelled hand moved money: line {paid[0].line}"
    return verdict


# -- the comparison -----------------------------------------------------------------------------


class _Check(SiteReplayer):
    """The replay, comparing the money as it goes: what each call puts in, the uncalled bets
    returned, the total pot, and what each player collected from each pot against what the
    rules award, the rake being what the site kept."""

    def __init__(self, hand: SiteHand, seating: SiteSeating, table: Table, verdict: Verdict) -> None:
        super().__init__(hand, seating, table, verdict.forgiven)
        self.verdict = verdict
        #: Uncalled chips a record kept in its pot and paid back as collected (some sites' walks).
        self.kept = [0] * len(seating.names)

    def run(self) -> None:
        super().run()
        self.finish()

    def action(self, event: Event) -> int:
        """Push the action and compare: a call puts in what the record says (and an all-in
        written leaves nothing behind)."""
        hand, seating = self.hand, self.seating
        seat = seating.seat(event.player, event.line)
        stack_before = hand.stacks[seat]
        site_added = super().action(event)
        added = stack_before - hand.stacks[seat] + hand.returned[seat]
        if event.detail == "call" and site_added != added and not hand.returned[seat]:
            dead = any(post.seat == seat and post.dead for post in self.table.posts)
            why = " (the small blind posted out of its seat is dead money, not part of the bet)" if dead else ""
            raise DisagreementError(
                f"line {event.line} {said(event)}: the call puts in {seating.money(added)}, not {event.amount}{why}",
                event.line,
                self.table.rules.cite("exact-call"),
            )
        if event.all_in and hand.stacks[seat] and not seating.behind[seat]:
            self.verdict.notes.append(f"line {event.line}: all-in written, but {seating.money(hand.stacks[seat])} left")
        return site_added

    def finish(self) -> None:
        hand, seating, site = self.hand, self.seating, self.site
        if not hand.is_over:
            raise DisagreementError(
                f"the record ends with {hand.player_to_act} to act on the {hand.street_name}", partial=True
            )
        if site.partial:
            raise DisagreementError("the record stops before its summary", partial=True)
        self.unmatched_back()
        self.compare_returns()
        ours = hand.dead + sum(hand.committed) + self.added_later()
        site_total = self.site_total()
        # A record that pays a returned bet back as collected writes its pot with it, or without it.
        if site_total is not None and ours not in (site_total - sum(self.kept), site_total):
            raise DisagreementError(
                f"total pot: the site says {site.total_pot}, the bets make {seating.money(ours)}",
                rule=self.table.rules.cite("side-pots"),
            )
        awards = self.awards()
        if awards is None:
            return
        _add_to_main_pot(awards, self.added_later())
        self.compare_awards(awards)

    def unmatched_back(self) -> None:
        """The chips of a raise nobody could call (:attr:`SiteReplayer.unmatched`): returned, when
        the record writes them returned; else kept in the site's pot and paid back as collected."""
        for seat, chips in enumerate(self.unmatched):
            if not chips:
                continue
            if self.returned[seat] >= chips:
                self.returned[seat] -= chips
            else:
                self.kept[seat] += chips
                self.verdict.forgiven.append(
                    f"the record keeps the {self.seating.money(chips)} nobody could call of {self.seating.names[seat]}"
                    " in its pot and pays it back as collected"
                )

    def added_later(self) -> int:
        """The chips the site added to the pot after the play began (the money it added before is
        the table's from the start: :func:`~pokerfloor.formats.sites.replay.site_table`)."""
        return self.seating.unit.chips(self.site.added) - self.table.pot

    def site_total(self) -> int | None:
        """The site's total pot in chips; a total written net of the rake (some trackers' exports)
        is taken with the rake added back, and forgiven."""
        site, unit = self.site, self.seating.unit
        if site.total_pot is None:
            return None
        total = unit.chips(site.total_pot)
        ours = self.hand.dead + sum(self.hand.committed) + self.added_later()
        rake = unit.chips(_house_take(site) or Decimal(0))
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
        ours_total = hand.dead + sum(hand.committed) + self.added_later()
        unwritten = {
            seat: hand.returned[seat] - self.returned[seat]
            for seat, name in enumerate(seating.names)
            if hand.returned[seat] != self.returned[seat] and name not in written
        }
        total = self.site_total()
        collects_returns = "returns-collected" in site.conventions
        if unwritten and total == ours_total and not collects_returns:
            for seat, chips in unwritten.items():
                self.verdict.forgiven.append(
                    f"the record does not write the uncalled {seating.money(chips)} returned to"
                    f" {seating.names[seat]}; its pot says it came back"
                )
        elif unwritten and (total == ours_total + sum(unwritten.values()) or collects_returns):
            for seat, chips in unwritten.items():
                self.kept[seat] = chips
                self.verdict.forgiven.append(
                    f"the record keeps the uncalled {seating.money(chips)} of {seating.names[seat]} in its pot"
                    " and pays it back as collected"
                )
        whole = self._whole_bets_returned(total, ours_total, written)
        for seat, name in enumerate(seating.names):
            if hand.returned[seat] != self.returned[seat] and seat not in unwritten and seat not in whole:
                raise DisagreementError(
                    f"uncalled bet: the rules return {seating.money(hand.returned[seat])} to {name}, "
                    f"the site {seating.money(self.returned[seat])}"
                    + self._added_twice(self.returned[seat] - hand.returned[seat], "returned with the bet"),
                    rule=self.table.rules.cite("uncalled"),
                )
        if unwritten and not self.verdict.forgiven:
            seat, chips = next(iter(unwritten.items()))
            self._broken_pot(total, ours_total, sum(unwritten.values()))
            raise DisagreementError(
                f"uncalled bet: the rules return {seating.money(hand.returned[seat])} to {seating.names[seat]},"
                " the site returns nothing",
                rule=self.table.rules.cite("uncalled"),
            )

    def _broken_pot(self, total: int | None, ours: int, unreturned: int) -> None:
        """Raises when the record's total pot is neither what the bets make nor that with the
        uncalled chips it does not return: the record is broken (its own figures disagree)."""
        if total is None or total in (ours, ours + unreturned):
            return
        money = self.seating.money
        raise DisagreementError(
            f"the record is broken: its total pot {money(total)} is not what the bets put in"
            f" ({money(ours + unreturned)}, or {money(ours)} once the uncalled {money(unreturned)} is returned)"
        )

    def _whole_bets_returned(self, total: int | None, ours_total: int, written: set[str]) -> set[int]:
        """The seats whose whole bet the site returned as uncalled where the rules return only the
        part nobody matched (a walk: all of the big blind back, and the small blind paid as the
        pot): its pot is short by what it returned more, and the player ends with the same chips.
        The convention is named in the verdict; the pot and what each collected are then compared
        as the rules share them (the site's collected short by what it returned more)."""
        hand, seating = self.hand, self.seating
        more = {
            seat: self.returned[seat] - hand.returned[seat]
            for seat, name in enumerate(seating.names)
            if name in written and self.returned[seat] > hand.returned[seat]
        }
        if not more or total is None or total != ours_total - sum(more.values()):
            return set()
        rule = self.table.rules.cite("uncalled")
        for seat, extra in more.items():
            self.kept[seat] = -extra
            self.verdict.forgiven.append(
                render(
                    "check.whole-bet-returned",
                    "en",
                    name=seating.names[seat],
                    site=seating.money(self.returned[seat]),
                    ours=seating.money(hand.returned[seat]),
                    matched=seating.money(extra),
                    rule=rule,
                )
            )
        return set(more)

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
        n = len(seating.names)
        ours = awards.totals(n)
        collected = self.site_paid()
        kept = _house_take(site)
        total = sum(ours)
        if "rake-unwritten" in site.conventions and kept is None and total - sum(collected) >= 0:
            kept = seating.unit.amount(total - sum(collected))  # what the site kept, as the record has it
            if kept:
                self.verdict.notes.append(f"the record writes no rake: the site kept {kept}")
        rake = seating.unit.chips(kept or Decimal(0))
        if kept is not None and sum(collected) + rake != total:
            added = f" ({site.added} of it added by the site)" if site.added else ""
            gap = sum(collected) + rake - total
            more = f"{seating.money(abs(gap))} {'more' if gap > 0 else 'less'} than the pot"
            raise DisagreementError(
                f"the record contradicts itself: the site pays out {seating.money(sum(collected))} and rakes"
                f" {kept} from a pot of {seating.money(total)}{added}: {more}"
                + self._added_twice(gap, "paid out again")
            )
        for seat, name in enumerate(seating.names):
            short = ours[seat] - collected[seat]
            if short < 0 or (short > rake and kept is not None) or (short and kept is None):
                raise DisagreementError(
                    self._award_message(awards, seat, name, collected[seat]), rule=self.table.rules.cite("side-pots")
                )
        if rake and site.rake is not None:
            fees = "".join(f" and {name} {fee}" for name, fee in site.fees.items() if fee)
            self.verdict.notes.append(f"rake {site.rake}{fees} taken from the winners' shares")

    def _added_twice(self, chips: int, how: str) -> str:
        """What a record broken by counting the money the site added (splash the pot, Run It
        Once's STP) twice says of it: ``how`` the second time, when ``chips`` is that money."""
        added = self.seating.unit.chips(self.site.added)
        if not added or chips != added:
            return ""
        return f" (the record is broken: the {self.site.added} the site added to the pot, in its pot, is {how})"

    def site_paid(self, *, notes: bool = True) -> list[int]:
        """What the site paid each seat from the pot, in chips: its collected amounts, less an
        uncalled bet it pays back with them; a cash-out's pot as the summary says it was won
        (and, with ``notes``, the verdict says so)."""
        seating, site, unit = self.seating, self.site, self.seating.unit
        collected = [0] * len(seating.names)
        for event in site.events:
            if event.kind == "collect" and event.player in seating.index:
                collected[seating.index[event.player]] += unit.chips(event.amount or Decimal(0))
        collected = [c - k for c, k in zip(collected, self.kept, strict=True)]
        for event in site.events:
            if event.kind == "cash-out" and event.player in seating.index:
                collected[seating.index[event.player]] = unit.chips(site.won.get(event.player, Decimal(0)))
                if notes:
                    self.verdict.notes.append(f"{event.player} cashed out for {event.amount}; the pot checked as won")
        return collected

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


def _house_take(site: SiteHand) -> Decimal | None:
    """What the house kept from the pot: the rake and the fees beside it (GGPoker's jackpot), or
    ``None`` when the record says nothing of a rake."""
    return None if site.rake is None else site.rake + sum(site.fees.values(), Decimal(0))


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


def check_site_file(path: str, rulebook_name: str, strict: bool = False) -> list[dict[str, Any]]:
    """Check every hand of a site file; the results as ``check --json`` objects. Every hand is
    one result: a hand that cannot be read fails with the reader's refusal and its line, and the
    hands after it are read; a hand that trips an error nobody foresaw fails alone. Under
    ``strict`` a hand that cannot be checked (a game not played, a record cut short) fails, as in PHH."""
    from pathlib import Path  # noqa: PLC0415 - for site files only: a check of PHH files needs none

    rules = rulebook(rulebook_name)
    results: list[dict[str, Any]] = []
    readings = site_readings(Path(path), strict=strict)
    try:
        for reading in readings:
            results.append(_checked(reading, rules, strict))
    except Exception as error:  # a bug of ours in the reader costs the rest of this file, not the run
        reason = f"internal error: {type(error).__name__}: {error} (please report)"
        results.append(Verdict(path, "", "", "failed", reason).as_json())
    return results


def _checked(reading: SiteHand | UnreadHand, rules: Rulebook, strict: bool) -> dict[str, Any]:
    """One hand's result: the reader's refusal, or the check's verdict."""
    if isinstance(reading, UnreadHand):
        unread = Verdict(reading.file, reading.number, "", "failed", str(reading.error), line=reading.line)
        # The refusal's key names the cause (a summary counts the hands unread by it).
        return {**unread.as_json(), "code": "unread: " + reading.error.key.removeprefix("refused.")}
    try:
        result = check(reading, rules).as_json()
    except Exception as error:  # a bug of ours costs this hand, not the run
        reason = f"internal error: {type(error).__name__}: {error} (please report)"
        return Verdict(reading.file, reading.key, reading.variant, "failed", reason).as_json()
    if strict and result["status"] == "skipped":
        result["status"] = "failed"
    return result
