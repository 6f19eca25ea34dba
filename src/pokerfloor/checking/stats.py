"""The analyst's numbers: each player's statistics over a corpus of hand histories, as the common
trackers define them (docs/site-histories.md, "Player statistics").

Every hand of every format ``check`` reads (PHH, PokerStars text and the other sites' text, OHH)
is replayed under a rulebook first (:func:`pokerfloor.checking.sites.replay_site`): a hand the
rules refuse, or that cannot be read, counts for nobody, and the count says how many and why.
Each hand replayed gives each player dealt in a :class:`HandLine` (what he did, street by street,
and what he won or lost); :class:`PlayerStats` adds them up:

- **VPIP**: the share of his hands in which he put money in voluntarily on the first betting
  round (a call, a bet, a raise or a completion; the blinds, the antes and the bring-in are
  forced, and a check is free);
- **PFR**: the share in which he bet or raised on the first betting round;
- **3-bet**: of the hands in which he acted on the first round facing exactly one raise (the
  blinds being the first bet), the share in which he raised again;
- **fold to 3-bet**: of the hands in which he made the first raise of the first round and the
  next time it came to him faced exactly one raise more (a 3-bet), the share in which he folded;
- **c-bet**: of the hands in which he made the first round's last raise and was first to bet on
  the second (nobody bet before him), the share in which he bet;
- **aggression**: (bets + raises) / calls after the first betting round (``None`` with no call);
- **WTSD**: of the hands in which he saw the second betting round, the share he took to a
  showdown (he had not folded and another player had not either); **W$SD**: of those, the share
  in which the rules awarded him chips;
- **won**: what he won or lost, in the money of the hands (what the site paid him from the
  pot, less what he put in: the rake is the site's), by currency; **won (bb)**: the same in big
  blinds of each hand (a fixed-limit and a stud game's small bet); **bb/100**: won in big blinds
  per hundred hands;
- **all-in EV**: won, with each hand in which the last bet was called with cards still to come
  (a flop game's board; no second run) counted at its equity rather than its result: each pot
  at the showdown shared by its players' equity over the boards that could come, less what he put
  in (``all_in_ev``, by currency, and ``ev_bb_per_100``); every other hand at its result.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from pokerfloor.checking.convert import phh_to_site
from pokerfloor.checking.corpus import history_names
from pokerfloor.checking.sites import SiteReplay, replay_site
from pokerfloor.core.hand import Hand
from pokerfloor.core.showdown import results
from pokerfloor.errors import PokerfloorError
from pokerfloor.formats import phh
from pokerfloor.formats.sites.files import site_readings
from pokerfloor.formats.sites.hand import SiteHand, UnreadHand
from pokerfloor.games.cards import UNKNOWN, cards_text
from pokerfloor.play.equity import equity
from pokerfloor.rules import Rulebook

__all__ = ["Corpus", "HandLine", "PlayerStats", "corpus_stats", "hand_lines", "stats_json", "stats_table"]

#: The actions that put money in voluntarily, and those that bet or raise.
_VOLUNTARY = frozenset({"call", "bet", "raise", "complete"})
_AGGRESSIVE = frozenset({"bet", "raise", "complete"})
#: The boards a Monte Carlo deals for an all-in's equity where they are too many to deal them all
#: (before the flop): a standard error of about 1.5% of the pot for one hand, less over many.
ALL_IN_SAMPLES = 2000


@dataclass(frozen=True)
class HandLine:
    """One player's part in one hand: what he did, and his result (``net`` in chips of the hand,
    ``unit`` their money, ``big`` the hand's big blind in chips)."""

    player: str
    vpip: bool
    pfr: bool
    three_bet_chance: bool
    three_bet: bool
    fold_to_three_bet_chance: bool
    fold_to_three_bet: bool
    cbet_chance: bool
    cbet: bool
    aggressive: int
    calls: int
    saw_second: bool
    showdown: bool
    won_showdown: bool
    net: int
    big: int
    unit: Decimal
    currency: str
    #: ``net`` with an all-in called with cards to come counted at its equity (chips of the hand).
    all_in_net: Fraction = Fraction(0)


@dataclass
class PlayerStats:
    """A player's statistics over the hands counted (see the module's definitions)."""

    player: str
    hands: int = 0
    vpip_hands: int = 0
    pfr_hands: int = 0
    three_bet_chances: int = 0
    three_bets: int = 0
    fold_to_three_bet_chances: int = 0
    folds_to_three_bet: int = 0
    cbet_chances: int = 0
    cbets: int = 0
    aggressive: int = 0
    calls: int = 0
    saw_second: int = 0
    showdowns: int = 0
    won_showdowns: int = 0
    won: dict[str, Decimal] = field(default_factory=dict)
    won_bb: Fraction = Fraction(0)
    all_in_ev: dict[str, Fraction] = field(default_factory=dict)
    all_in_ev_bb: Fraction = Fraction(0)
    #: The finest money unit of each currency's hands: the all-in EV is rounded to it.
    units: dict[str, Decimal] = field(default_factory=dict)

    def add(self, line: HandLine) -> None:
        """Count one more hand."""
        self.hands += 1
        self.vpip_hands += line.vpip
        self.pfr_hands += line.pfr
        self.three_bet_chances += line.three_bet_chance
        self.three_bets += line.three_bet
        self.fold_to_three_bet_chances += line.fold_to_three_bet_chance
        self.folds_to_three_bet += line.fold_to_three_bet
        self.cbet_chances += line.cbet_chance
        self.cbets += line.cbet
        self.aggressive += line.aggressive
        self.calls += line.calls
        self.saw_second += line.saw_second
        self.showdowns += line.showdown
        self.won_showdowns += line.won_showdown
        money = line.currency or "chips"
        self.won[money] = self.won.get(money, Decimal(0)) + line.net * line.unit
        self.all_in_ev[money] = self.all_in_ev.get(money, Fraction(0)) + line.all_in_net * Fraction(line.unit)
        self.units[money] = min(self.units.get(money, line.unit), line.unit)
        if line.big:
            self.won_bb += Fraction(line.net, line.big)
            self.all_in_ev_bb += line.all_in_net / line.big

    @property
    def vpip(self) -> float:
        """The share of his hands he put money in voluntarily on the first betting round."""
        return _share(self.vpip_hands, self.hands)

    @property
    def pfr(self) -> float:
        """The share of his hands he bet or raised on the first betting round."""
        return _share(self.pfr_hands, self.hands)

    @property
    def three_bet(self) -> float:
        """Of his chances to raise a single raise on the first round, the share he took."""
        return _share(self.three_bets, self.three_bet_chances)

    @property
    def fold_to_three_bet(self) -> float:
        """Of the times his first raise of the first round was raised again when it came back to
        him, the share he folded."""
        return _share(self.folds_to_three_bet, self.fold_to_three_bet_chances)

    @property
    def cbet(self) -> float:
        """Of his chances to bet the second round first after the first round's last raise, the share he took."""
        return _share(self.cbets, self.cbet_chances)

    @property
    def aggression(self) -> float | None:
        """(Bets + raises) / calls after the first round; ``None`` with no call."""
        return round(self.aggressive / self.calls, 2) if self.calls else None

    @property
    def wtsd(self) -> float:
        """Of the hands in which he saw the second betting round, the share he took to a showdown."""
        return _share(self.showdowns, self.saw_second)

    @property
    def won_at_showdown(self) -> float:
        """Of his showdowns, the share in which he was paid from the pot."""
        return _share(self.won_showdowns, self.showdowns)

    @property
    def bb_per_100(self) -> float:
        """What he won in big blinds, per hundred hands."""
        return round(float(self.won_bb) * 100 / self.hands, 2) if self.hands else 0.0

    @property
    def ev_bb_per_100(self) -> float:
        """His all-in EV in big blinds, per hundred hands."""
        return round(float(self.all_in_ev_bb) * 100 / self.hands, 2) if self.hands else 0.0

    def all_in_ev_money(self) -> dict[str, Decimal]:
        """His all-in EV by currency, to the finest unit of its hands."""
        return {money: _money(amount, self.units[money]) for money, amount in sorted(self.all_in_ev.items())}

    def as_json(self) -> dict[str, Any]:
        """The keys of ``pokerfloor stats --json``: shares from 0 to 1, money as strings."""
        return {
            "player": self.player,
            "hands": self.hands,
            "vpip": self.vpip,
            "pfr": self.pfr,
            "three_bet": self.three_bet,
            "fold_to_three_bet": self.fold_to_three_bet,
            "cbet": self.cbet,
            "aggression": self.aggression,
            "wtsd": self.wtsd,
            "won_at_showdown": self.won_at_showdown,
            "won": {money: str(amount) for money, amount in sorted(self.won.items())},
            "won_bb": round(float(self.won_bb), 2),
            "bb_per_100": self.bb_per_100,
            "all_in_ev": {money: str(amount) for money, amount in self.all_in_ev_money().items()},
            "ev_bb_per_100": self.ev_bb_per_100,
        }


def _money(amount: Fraction, unit: Decimal) -> Decimal:
    """``amount`` of money as a decimal of ``unit``'s places."""
    return (Decimal(amount.numerator) / Decimal(amount.denominator)).quantize(unit)


def _share(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


@dataclass
class Corpus:
    """A corpus's statistics: each player's, and the hands counted and not (by reason)."""

    players: dict[str, PlayerStats] = field(default_factory=dict)
    hands: int = 0
    not_counted: dict[str, int] = field(default_factory=dict)

    def add_hand(self, lines: Iterable[HandLine]) -> None:
        """Count a hand: each player's part in it."""
        self.hands += 1
        for line in lines:
            self.players.setdefault(line.player, PlayerStats(line.player)).add(line)

    def skip(self, reason: str) -> None:
        """Count a hand that counts for nobody, by its reason."""
        self.not_counted[reason] = self.not_counted.get(reason, 0) + 1

    def ranked(self, least: int = 1) -> list[PlayerStats]:
        """The players of at least ``least`` hands, the most hands first."""
        found = [p for p in self.players.values() if p.hands >= least]
        return sorted(found, key=lambda p: (-p.hands, p.player))


def corpus_stats(paths: Iterable[str], rules: Rulebook) -> Corpus:
    """The statistics of every hand of the files (folders searched, as ``check`` searches them)."""
    corpus = Corpus()
    for name in history_names(paths):
        for hand in _site_hands(Path(name), corpus, rules):
            done = replay_site(hand, rules)
            if done.hand is None or not done.paid:
                corpus.skip(_cause(done))
                continue
            corpus.add_hand(hand_lines(hand, done))
    return corpus


def _cause(done: SiteReplay) -> str:
    """Why a hand counts for nobody, as the tally groups it: the rule a failure rests on, else
    the first words of the reason (``skipped: game not played yet``)."""
    verdict = done.verdict
    if verdict.status == "failed" and verdict.rule:
        return f"failed: {verdict.rule}"
    head = re.sub(r"^line \d+:?\s*", "", verdict.reason).split(":")[0]
    return f"{verdict.status}: {head}"[:80]


def _site_hands(path: Path, corpus: Corpus, rules: Rulebook) -> Iterator[SiteHand]:
    """A file's hands as site records (a PHH hand replayed into one); those that cannot be read
    are counted as not counted, by their refusal."""
    if path.suffix in (".phh", ".phhs"):
        try:
            histories = list(phh.iter_histories(path))
        except PokerfloorError as error:
            corpus.skip(f"unread: {error.key}")
            return
        for history in histories:
            try:
                yield phh_to_site(history, rules)
            except PokerfloorError as error:
                corpus.skip(f"unread: {error.key}")
        return
    for reading in site_readings(path):
        if isinstance(reading, UnreadHand):
            corpus.skip(f"unread: {reading.error.key}")
        else:
            yield reading


def hand_lines(site: SiteHand, done: SiteReplay) -> list[HandLine]:
    """Each player's part in a hand replayed to its end (``done``: :func:`replay_site`'s)."""
    hand = done.hand
    assert hand is not None and done.unit is not None
    streets = _streets_of(hand)
    table = hand.table
    n = len(hand.names)
    big = table.blinds[1] if table.blinds is not None else table.structure.min_bet
    put = _put_in(hand)
    last_raiser = _last_aggressor(hand, streets, 0)
    in_at_end = [s for s in range(n) if not hand.folded[s]]
    adjusted = _all_in_adjustment(hand) or [Fraction(0)] * n
    lines = []
    for seat, name in enumerate(hand.names):
        mine = [(street, entry.text) for entry, street in zip(hand.log, streets, strict=True) if _acts(entry, seat)]
        first = [kind for street, kind in mine if street == 0]
        later = [kind for street, kind in mine if street > 0]
        facing = _raises_before_each(hand, streets, seat)
        chance = any(count == 1 for count in facing)
        three = any(count == 1 and kind in _AGGRESSIVE for count, kind in zip(facing, first, strict=True))
        faced_three, folded_to_three = _facing_three_bet(facing, first)
        cbet_chance, cbet = _cbet(hand, streets, seat, last_raiser)
        saw_second = max(streets, default=0) >= 1 and _folded_on(hand, streets, seat) != 0
        showdown = saw_second and seat in in_at_end and len(in_at_end) > 1
        lines.append(
            HandLine(
                player=name,
                vpip=any(kind in _VOLUNTARY for kind in first),
                pfr=any(kind in _AGGRESSIVE for kind in first),
                three_bet_chance=chance,
                three_bet=three,
                fold_to_three_bet_chance=faced_three,
                fold_to_three_bet=folded_to_three,
                cbet_chance=cbet_chance,
                cbet=cbet,
                aggressive=sum(kind in _AGGRESSIVE for kind in later),
                calls=sum(kind == "call" for kind in later),
                saw_second=saw_second,
                showdown=showdown,
                won_showdown=showdown and done.paid[seat] > 0,
                net=done.paid[seat] - put[seat],
                big=big,
                unit=done.unit.step,
                currency=site.currency,
                all_in_net=done.paid[seat] - put[seat] + adjusted[seat],
            )
        )
    return lines


def _all_in_adjustment(hand: Hand) -> list[Fraction] | None:
    """What the all-in EV adds to each seat's result: when the last bet was called with board
    cards still to come, each pot at the showdown shared by its players' equity
    (:func:`pokerfloor.play.equity.equity`, on the board as it was) less what it paid him. ``None``
    for any other hand: decided by the betting, on the river, in a game with no board or with
    draws, run more than once, or with a hole card in the pots not known."""
    game, log = hand.table.variant, hand.log
    acted = [k for k, entry in enumerate(log) if entry.kind == "action"]
    if not game.board_cards or game.has_draws or not acted or any(entry.kind == "run" for entry in log):
        return None
    if not any(entry.kind == "board" for entry in log[acted[-1] :]):
        return None
    board = cards_text([c for entry in log[: acted[-1]] if entry.kind == "board" for c in entry.cards])
    adjustment = [Fraction(0)] * len(hand.names)
    for pot, shares in results(hand):
        players = [s for s in pot.eligible if not hand.folded[s]]
        if len(players) < 2:  # a pot one player can win has no equity to share
            continue
        if any(UNKNOWN in hand.hole[s] for s in players):
            return None
        holes = [cards_text(hand.hole[s]) for s in players]
        shared = equity(game, holes, board, samples=ALL_IN_SAMPLES).shares
        for seat, part in zip(players, shared, strict=True):
            won = sum(share.chips.get(seat, 0) for share in shares)
            adjustment[seat] += Fraction(part) * pot.amount - won
    return adjustment


def _acts(entry: Any, seat: int) -> bool:
    return bool(entry.kind == "action" and entry.seat == seat)


def _streets_of(hand: Hand) -> list[int]:
    """The betting round of each entry of the hand's record: a new one starts with the board,
    the cards or the draw dealt after a round's actions."""
    street, acted, out = 0, False, []
    late = hand.table.variant.deals_late
    for entry in hand.log:
        new_cards = entry.kind in {"board", "draw"} or (entry.kind == "deal" and late)
        if new_cards and acted:
            street, acted = street + 1, False
        acted = acted or entry.kind == "action"
        out.append(street)
    return out


def _raises_before_each(hand: Hand, streets: list[int], seat: int) -> list[int]:
    """For each of ``seat``'s actions on the first round, how many bets or raises came before it
    (the blinds not counted: a raise over them is the first)."""
    count, out = 0, []
    for entry, street in zip(hand.log, streets, strict=True):
        if street != 0 or entry.kind != "action":
            continue
        if entry.seat == seat:
            out.append(count)
        if entry.text in _AGGRESSIVE:
            count += 1
    return out


def _facing_three_bet(facing: list[int], kinds: list[str]) -> tuple[bool, bool]:
    """Whether a player made the first raise of the first round (``facing`` none before it) and
    his next action there faced exactly one raise more, a 3-bet; and whether he folded to it.
    ``facing`` and ``kinds`` are his first round's actions (:func:`_raises_before_each`)."""
    for k in range(len(kinds) - 1):
        if facing[k] == 0 and kinds[k] in _AGGRESSIVE:
            return facing[k + 1] == 2, facing[k + 1] == 2 and kinds[k + 1] == "fold"
    return False, False


def _last_aggressor(hand: Hand, streets: list[int], street: int) -> int | None:
    found = None
    for entry, on in zip(hand.log, streets, strict=True):
        if on == street and entry.kind == "action" and entry.text in _AGGRESSIVE:
            found = entry.seat
    return found


def _cbet(hand: Hand, streets: list[int], seat: int, raiser: int | None) -> tuple[bool, bool]:
    """Whether the first round's last raiser had the chance to bet the second first, and did."""
    if raiser != seat:
        return False, False
    for entry, street in zip(hand.log, streets, strict=True):
        if street != 1 or entry.kind != "action":
            continue
        if entry.seat == seat:
            return True, entry.text in _AGGRESSIVE
        if entry.text in _AGGRESSIVE:
            return False, False  # somebody bet before him
    return False, False


def _folded_on(hand: Hand, streets: list[int], seat: int) -> int | None:
    for entry, street in zip(hand.log, streets, strict=True):
        if entry.kind == "action" and entry.seat == seat and entry.text == "fold":
            return street
    return None


def _put_in(hand: Hand) -> list[int]:
    """What each seat put in the pot, in chips: the stack he started with less the stack he has
    before the pots are awarded (an uncalled bet came back to it)."""
    return [start - now + won for start, now, won in zip(hand.table.stacks, hand.stacks, hand.winnings, strict=True)]


def stats_json(corpus: Corpus, least: int = 1) -> Iterator[str]:
    """One JSON object per player, the most hands first."""
    for player in corpus.ranked(least):
        yield json.dumps(player.as_json(), ensure_ascii=False)


#: The table's columns: heading, width.
_COLUMNS: tuple[tuple[str, int], ...] = (("player", 20), ("hands", 6), ("VPIP", 6), ("PFR", 6), ("3bet", 6))
_COLUMNS += (("F3bet", 6),)
_COLUMNS += (("cbet", 6), ("AF", 5), ("WTSD", 6), ("W$SD", 6), ("won", 16), ("won bb", 9), ("bb/100", 8))
_COLUMNS += (("all-in EV", 16), ("EV bb/100", 9))


def stats_table(corpus: Corpus, least: int = 1) -> list[str]:
    """The players' statistics as a table, the most hands first, and what was not counted."""
    head = "  ".join(name.ljust(width) if k == 0 else name.rjust(width) for k, (name, width) in enumerate(_COLUMNS))
    lines = [head.rstrip()]
    for p in corpus.ranked(least):
        won = ", ".join(f"{amount} {money}" for money, amount in sorted(p.won.items()))
        cells = [p.player[:20], str(p.hands), _pct(p.vpip), _pct(p.pfr), _pct(p.three_bet)]
        cells += [_pct(p.fold_to_three_bet), _pct(p.cbet)]
        cells += ["-" if p.aggression is None else f"{p.aggression:.2f}", _pct(p.wtsd), _pct(p.won_at_showdown)]
        cells += [won, f"{float(p.won_bb):.2f}", f"{p.bb_per_100:.2f}"]
        cells += [", ".join(f"{amount} {money}" for money, amount in p.all_in_ev_money().items())]
        cells += [f"{p.ev_bb_per_100:.2f}"]
        widths = [width for _, width in _COLUMNS]
        row = [c.ljust(w) if k == 0 else c.rjust(w) for k, (c, w) in enumerate(zip(cells, widths, strict=True))]
        lines.append("  ".join(row).rstrip())
    lines.append(f"{corpus.hands} hands counted, {len(corpus.players)} players")
    for reason, count in sorted(corpus.not_counted.items(), key=lambda item: -item[1]):
        lines.append(f"  not counted {count}: {reason}")
    return lines


def _pct(share: float) -> str:
    return f"{share * 100:.1f}"
