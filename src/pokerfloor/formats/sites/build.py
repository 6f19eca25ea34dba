"""A site's record of a hand the engine played: a :class:`~pokerfloor.formats.sites.hand.SiteHand`
built from a :class:`~pokerfloor.core.hand.Hand`, for writing it as PokerStars text or Open Hand History.

The engine's record (:attr:`Hand.log`) says what happened in chips: the posts, the cards, each
action with its street total, the uncalled chips returned, the hands shown. A site's record says
more: each post by its kind (an ante, a blind, a straddle, a dead blind), what each call and raise
puts in, who is all in, the streets as the site names them, who collected what from which pot and
the rake. :func:`site_hand` works those out by playing the hand's actions again on a fresh hand
and reading its state around each one, and writes the amounts in the hand's money
(:class:`~pokerfloor.formats.units.ChipUnit`).

What the engine does not know (the site, the hand's number, the table, the seat numbers, the date,
what the site raked and paid) comes from the record the hand was replayed from (``like``), when
there is one; otherwise the rules' own awards are the collected amounts, with no rake.

A board run more than once (:meth:`Hand.run_boards`) is written as the sites write it and their
readers read it: each run's board, each further run's streets again after the first's (marked
with the run), and each pot's part on each board collected in its run.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal

from pokerfloor.actions import Action, Kind
from pokerfloor.core.hand import Hand
from pokerfloor.core.record import Event as Logged
from pokerfloor.core.showdown import taken_from
from pokerfloor.core.table_options import straddle_seats
from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.runs import pot_awards
from pokerfloor.formats.sites.games import game_title, site_names
from pokerfloor.formats.sites.hand import Event, Seat, SiteHand
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import UNKNOWN, card_text
from pokerfloor.games.variants import Variant

__all__ = ["site_hand", "street_label"]

#: PokerStars' names of stud's streets, and of the triple draws' draws.
_STUD_STREETS = ("3rd street", "4th street", "5th street", "6th street", "river")
_DRAWS = ("first draw", "second draw", "third draw")
#: The most runs a site's record names: PokerStars words them FIRST, SECOND and THIRD.
_RUNS_MOST = 3


def street_label(game: Variant, street: int) -> str:
    """How the site names a game's street (the :class:`~pokerfloor.formats.sites.hand.Event`
    detail of its ``street`` event): ``"hole cards"``, ``"flop"``, ``"4th street"``,
    ``"first draw"``; ``""`` for a street the site gives no heading (a single draw's draw)."""
    if game.has_bring_in:
        return _STUD_STREETS[street]
    if game.has_draws:
        draws = sum(s.draw for s in game.streets)
        return "dealing hands" if street == 0 else (_DRAWS[street - 1] if draws > 1 else "")
    return ("hole cards", "flop", "turn", "river")[street]


def site_hand(
    hand: Hand,
    *,
    unit: ChipUnit | None = None,
    like: SiteHand | None = None,
    hero: str | None = None,
    number: str = "",
    dealt_to: Collection[str] | None = None,
) -> SiteHand:
    """The site's record of ``hand`` (a hand played from its first street to the end of its
    betting). ``unit`` is the money of one chip (a whole unit unless given; ``like``'s when
    ``like`` is given); ``hero`` the player whose cards alone are dealt face down to the record,
    the others' known only when shown or in the summary (``None``: every card known is written,
    as a record of a hand whose cards are all known); ``dealt_to`` the players whose cards are
    dealt face down to the record besides (some sites' records deal everyone's). Raises a
    :class:`~pokerfloor.errors.HandHistoryError` for a hand whose betting is not over, or that
    starts after its first street."""
    table = hand.table
    game = table.variant
    if table.street != 0 or not hand.is_over:
        raise HandHistoryError(code="unsupported", variant="site-record")
    runs = len(hand.run_boards())
    if runs > _RUNS_MOST:
        raise HandHistoryError(code="unsupported", variant="site-runs", params={"hand": number or "1", "runs": runs})
    money = unit or (ChipUnit.finest(like.amounts()) if like is not None else ChipUnit())
    site_name = site_names(game)
    if site_name is None:  # pragma: no cover - a test holds every registry game to a site name
        raise HandHistoryError(code="unsupported", variant="no-site", params={"game": game.name})
    out = _header(hand, money, like, site_name, number)
    out.hero = hero if hero is not None else (like.hero if like is not None else "")
    shown_to = _dealt_to(hand, like, hero, dealt_to)
    builder = _Builder(hand, money, shown_to)
    out.events = builder.events()
    if like is None and shown_to is not None:
        out.events += _seen_in_the_summary(hand, shown_to)
    if like is not None:
        _keep_the_sites_money(out, like, hand)
    else:
        _rules_money(out, hand, money, builder.mucked)
    return out


def _dealt_to(
    hand: Hand, like: SiteHand | None, hero: str | None, dealt_to: Collection[str] | None
) -> frozenset[str] | None:
    """The players whose face-down cards the record writes (``None``: everyone's known)."""
    if hero is not None or dealt_to is not None:
        return frozenset({*(dealt_to or ()), *((hero,) if hero else ())})
    if like is not None and hand.table.variant.deals_late:  # stud, the draws: the hero's cards
        return frozenset({like.hero})
    if like is not None:  # the players the record deals cards to
        return frozenset(e.player for e in like.events if e.kind == "deal" and e.cards)
    return None


def _header(hand: Hand, unit: ChipUnit, like: SiteHand | None, site_name: str, number: str) -> SiteHand:
    """The hand's heading: the game, the stakes, the table and the seats."""
    table = hand.table
    game = table.variant
    structure = table.structure
    if like is not None:
        out = SiteHand(
            site=like.site,
            number=number or like.number,
            game=like.game,
            variant=game.name,
            structure=like.structure,
            currency=like.currency,
            symbol=like.symbol,
            stakes=like.stakes,
            ante=like.ante,
            cap=like.cap,
            tournament=like.tournament,
            table=like.table,
            max_seats=like.max_seats,
            button=like.button,
            started=like.started,
            seats=[Seat(s.number, s.name, s.stack, s.sitting_out, s.bounty) for s in like.seats],
            boards=[list(board) for board in like.boards],
            runs=like.runs,
            play_money=like.play_money,
            file=like.file,
            line=like.line,
        )
        return out
    if structure.bets_exact:  # the small and the big bet
        stakes = (unit.amount(structure.unit(False, 0)), unit.amount(structure.unit(True, 0)))
    elif table.blinds is not None:
        stakes = (unit.amount(table.blinds[0]), unit.amount(table.blinds[1]))
    elif table.posts:  # a button blind: the ante, then the button's blind
        stakes = (unit.amount(table.ante), unit.amount(table.posts[0].live))
    else:
        stakes = (unit.amount(structure.min_bet // 2), unit.amount(structure.min_bet))
    named = zip(hand.names, table.stacks, strict=True)
    seats = [Seat(k + 1, name, unit.amount(stack)) for k, (name, stack) in enumerate(named)]
    return SiteHand(
        site="PokerStars",
        number=number or "1",
        game=game_title(site_name),
        variant=game.name,
        structure=structure.name,
        stakes=stakes,
        ante=unit.amount(table.ante or table.bb_ante) if table.ante or table.bb_ante else None,
        max_seats=max(len(seats), 2),
        button=None if game.has_bring_in else table.button + 1,
        seats=seats,
        boards=[[card_text(c) for c in board] for board in _boards(hand)],
        runs=max(len(hand.run_boards()), game.boards),
        play_money=unit.exponent == 0,
    )


def _boards(hand: Hand) -> list[Sequence[int]]:
    """The board of each run (the one board of a hand dealt once, each board of a game of two;
    none in a game of no board)."""
    runs: list[Sequence[int]] = [*hand.run_boards()]
    if runs:
        return runs
    game = hand.table.variant
    return [*game.split_board(hand.runout)] if game.board_cards or hand.runout else []


@dataclass
class _Builder:
    """Plays the hand's record again on a fresh hand and writes each entry as the site would."""

    hand: Hand
    unit: ChipUnit
    #: The players whose cards dealt face down are written (``None``: everyone's known cards).
    dealt_to: frozenset[str] | None
    out: list[Event] = field(default_factory=list)
    mucked: list[int] = field(default_factory=list)

    def events(self) -> list[Event]:
        hand = self.hand
        log = hand.log
        self.game = hand.table.variant
        # The record leaves out the board a hand starts with: the runout's first cards.
        opening = tuple(hand.runout[: self.game.board_sizes[0]])
        board = [*opening, *_board(log)]
        self.fresh = Hand(hand.table, hole=_dealt(log, hand), board=board, auto_settle=False)
        self.names = hand.names
        self.held: dict[int, list[int]] = {}
        self.headed = 0  # the streets headed so far
        self.board_seen = 0
        self.draws_seen: set[int] = set()
        self.posts()
        self.out.append(Event("street", detail=street_label(self.game, 0)))
        first = next((k for k, e in enumerate(log) if e.kind not in ("deal", "post")), len(log))
        for entry in log[:first]:
            if entry.kind == "deal":
                self.deal(entry, 0)
        if opening:  # the board the first street shows, after the deal (Courchevel's first flop card)
            self.board(Logged("board", -1, 0, "", opening))
        for entry in log[first:]:
            self.entry(entry)
        return self.out

    def name(self, seat: int) -> str:
        return self.names[seat]

    def money(self, chips: int) -> Decimal:
        return self.unit.amount(chips)

    def posts(self) -> None:
        """The forced bets, each by its kind: the antes first, then the blinds, the straddles
        and the other blinds, as posted (a short stack posts what it has)."""
        for seat, detail, chips in _post_parts(self.hand):
            all_in = self.fresh.stacks[seat] == 0 and detail == _last_post_of(self.hand, seat)
            self.out.append(Event("post", self.name(seat), self.money(chips), detail=detail, all_in=all_in))

    def entry(self, entry: Logged) -> None:
        kind = entry.kind
        if kind == "action":
            self.action(entry)
        elif kind == "board":
            self.board(entry)
        elif kind == "run":
            self.run(entry)
        elif kind == "deal":
            self.deal(entry, self._street_of_deal(entry.seat))
        elif kind == "draw":
            self.draw(entry)
        elif kind == "return":
            self.out.append(Event("return", self.name(entry.seat), self.money(entry.amount)))
        elif kind == "show":
            self.out.append(Event("show", self.name(entry.seat), cards=_texts(entry.cards)))
        elif kind == "muck":
            self.mucked.append(entry.seat)
            self.out.append(Event("muck", self.name(entry.seat)))

    def action(self, entry: Logged) -> None:
        fresh, seat = self.fresh, entry.seat
        kind = Kind(entry.text)
        before, bet_before = fresh.stacks[seat], fresh.street_bets[seat]
        facing = max(fresh.street_bets)
        returned = fresh.returned[seat]
        fresh.push(Action(kind, entry.amount or None), player=seat)
        put = before - fresh.stacks[seat] + fresh.returned[seat] - returned
        all_in = fresh.stacks[seat] == 0 and put > 0
        name = self.name(seat)
        if kind in (Kind.FOLD, Kind.CHECK):
            self.out.append(Event("action", name, detail=kind.value))
        elif kind in (Kind.CALL, Kind.BET, Kind.BRING_IN):
            self.out.append(Event("action", name, self.money(put), detail=kind.value, all_in=all_in))
        else:  # a raise or a completion: to a street total
            to = bet_before + put
            self.out.append(
                Event("action", name, self.money(to - facing), self.money(to), detail=kind.value, all_in=all_in)
            )

    def board(self, entry: Logged) -> None:
        if self.game.has_bring_in:  # stud's community card (the deck ran short): the last street's heading
            self.headed = len(self.game.streets) - 1
            self.out.append(Event("street", detail=street_label(self.game, self.headed), cards=_texts(entry.cards)))
            return
        sizes, boards = self.game.board_sizes, self.game.boards
        self.board_seen += len(entry.cards)
        street = next(k for k, size in enumerate(sizes) if size >= self.board_seen)
        # A game of two boards: each board's part of the street's cards under its own heading
        # (Split Hold'em's FIRST FLOP and SECOND FLOP), numbered as the runs of a board are.
        part = len(entry.cards) // boards
        for k in range(boards):
            cards = _texts(entry.cards[k * part : (k + 1) * part])
            self.out.append(Event("street", detail=street_label(self.game, street), cards=cards, run=k + 1))

    def run(self, entry: Logged) -> None:
        """A further run of the board (``amount`` numbers it): the streets it deals again, each
        with its cards, after the first run's (the cards dealt before the runs are on every board)."""
        sizes = self.game.board_sizes
        shared = sizes[-1] - len(entry.cards)
        dealt = shared
        for street, size in enumerate(sizes):
            if size > dealt:
                cards = entry.cards[dealt - shared : size - shared]
                label = street_label(self.game, street)
                self.out.append(Event("street", detail=label, cards=_texts(cards), run=entry.amount))
                dealt = size

    def _street_of_deal(self, seat: int) -> int:
        """The street a late deal is on: where the seat's cards so far end (stud), or the draw
        being dealt (the draws)."""
        if self.game.has_draws:
            return max(self.fresh.street, 1)
        have = len(self.held.get(seat, []))
        total = 0
        for k, street in enumerate(self.game.streets):
            if total >= have:
                return k
            total += street.down + street.up
        return len(self.game.streets) - 1

    def deal(self, entry: Logged, street: int) -> None:
        """Cards dealt to a player: written as the record would show them (all of the hero's,
        only the up cards of the others at stud, none of the others' draws)."""
        seat = entry.seat
        held = self.held.setdefault(seat, [])
        if street and self.game.has_bring_in and street > self.headed:
            self.headed = street
            self.out.append(Event("street", detail=street_label(self.game, street)))
        before = list(held)
        held.extend(entry.cards)
        name = self.name(seat)
        if self.game.has_draws and street:
            return  # the new cards of a draw: written with the draw (:meth:`draw`)
        shows_all = self.dealt_to is None or name in self.dealt_to
        if self.game.has_bring_in:
            ups = self.game.up_pattern
            if shows_all and UNKNOWN not in held:
                new, kept = list(entry.cards), before
            else:
                new = [c for k, c in enumerate(entry.cards, start=len(before)) if ups[k]]
                kept = [c for k, c in enumerate(before) if ups[k]]
            if new:
                self.out.append(Event("deal", name, cards=_texts(new), detail=" ".join(_texts(kept))))
            return
        if shows_all and entry.cards and UNKNOWN not in entry.cards:
            self.out.append(Event("deal", name, cards=_texts(entry.cards)))

    def draw(self, entry: Logged) -> None:
        """A discard (or standing pat), its heading before the first of its round, and the hero's
        new cards after it."""
        fresh, seat = self.fresh, entry.seat
        street = fresh.street
        if street not in self.draws_seen:
            self.draws_seen.add(street)
            label = street_label(self.game, street)
            if label:
                self.out.append(Event("street", detail=label))
        held = list(fresh.hole[seat])
        fresh.push(Action(Kind.DRAW, None, entry.cards), player=seat)
        name = self.name(seat)
        known = UNKNOWN not in entry.cards
        self.out.append(Event("draw", name, Decimal(len(entry.cards)), cards=_texts(entry.cards) if known else ()))
        now = list(fresh.hole[seat])
        # The new cards, with the ones kept, of a player whose cards were all known before.
        if (self.dealt_to is None or name in self.dealt_to) and UNKNOWN not in (*held, *now) and entry.cards:
            kept = [c for c in held if c not in entry.cards]
            new = [c for c in now if c not in kept]
            self.out.append(Event("deal", name, cards=_texts(new), detail=" ".join(_texts(kept))))


def _seen_in_the_summary(hand: Hand, dealt_to: frozenset[str]) -> list[Event]:
    """The cards known of the players who mucked them at the showdown, or whose cards the
    record neither deals face down nor shows: the site says them in the summary ("mucked [...]").
    A winner's known cards were shown (a winner who takes the pot uncontested and shows his hand):
    he "shows", and the summary says he "showed [...] and won"."""
    shown = {entry.seat for entry in hand.log if entry.kind == "show"}
    mucked = {entry.seat for entry in hand.log if entry.kind == "muck"}
    return [
        Event("show", name, cards=_texts(cards), detail="" if hand.winnings[seat] and seat not in mucked else "mucked")
        for seat, (name, cards) in enumerate(zip(hand.names, hand.hole, strict=True))
        if (name not in dealt_to or seat in mucked) and seat not in shown and cards and UNKNOWN not in cards
    ]


def _dealt(log: Sequence[Logged], hand: Hand) -> dict[int, list[int]]:
    """Each seat's cards in the order dealt (a game dealt at once: its first deal)."""
    dealt: dict[int, list[int]] = {}
    late = hand.table.variant.deals_late
    for entry in log:
        if entry.kind == "deal" and (late or entry.seat not in dealt):
            dealt.setdefault(entry.seat, []).extend(entry.cards)
    return dealt


def _board(log: Sequence[Logged]) -> list[int]:
    return [c for entry in log if entry.kind == "board" for c in entry.cards]


def _texts(cards: Sequence[int]) -> tuple[str, ...]:
    return tuple(card_text(c) for c in cards if c != UNKNOWN)


def _post_parts(hand: Hand) -> Iterator[tuple[int, str, int]]:
    """Each forced bet as the site writes it: (seat, kind, chips). What a seat posted in all is
    split the way the table asks for it: the ante first (a short stack's chips go to it first),
    then the blind."""
    table = hand.table
    # A site's record says neither (nor would it read back as one): refused, not miswritten.
    if table.bomb_pot:
        raise HandHistoryError(code="unsupported", variant="site-bomb-pot", params={"ante": table.bomb_pot})
    if table.kill is not None:
        raise HandHistoryError(code="unsupported", variant="site-kill-pot", params={"kill": table.kill})
    n = len(hand.names)
    left = list(hand.posted)
    parts: list[tuple[int, str, int]] = []

    def take(seat: int, detail: str, asked: int) -> None:
        chips = min(asked, left[seat])
        if chips:
            left[seat] -= chips
            parts.append((seat, detail, chips))

    if table.ante:
        for seat in range(n):
            take(seat, "ante", table.ante)
    if table.blinds is not None:
        small_seat, big_seat = table.blind_seats
        if table.bb_ante:
            take(big_seat, "ante", table.bb_ante)
        if small_seat is not None:  # else a dead small blind: nobody posts it
            take(small_seat, "small blind", table.blinds[0])
        take(big_seat, "big blind", table.blinds[1])
        for seat, straddle in zip(straddle_seats(table), table.straddles, strict=True):
            take(seat, "straddle", straddle)  # under the gun and on, or from the straddler's seat
    for post in table.posts:
        if table.blinds is None and post.seat == table.button and not post.dead:
            take(post.seat, "button blind", post.live)
        elif post.live and post.dead:
            take(post.seat, "dead", post.live + post.dead)
        elif post.dead:
            take(post.seat, "small blind", post.dead)
        else:
            take(post.seat, "big blind", post.live)
    if table.blinds is None:  # short deck's straddles, over the button's blind
        for seat, straddle in zip(straddle_seats(table), table.straddles, strict=True):
            blind = sum(post.live for post in table.posts if post.seat == seat)
            take(seat, "straddle", straddle - blind)
            if blind and parts[-1][:2] == (seat, "straddle"):
                parts[-1] = (seat, "straddle", straddle)  # the button straddling his blind writes his total
    yield from sorted(parts, key=lambda part: part[1] != "ante")


def _last_post_of(hand: Hand, seat: int) -> str:
    """The kind of a seat's last forced bet (the one that puts a short stack all in)."""
    return [detail for s, detail, _ in _post_parts(hand) if s == seat][-1]


def _keep_the_sites_money(out: SiteHand, like: SiteHand, hand: Hand) -> None:
    """What the site showed, paid, raked and added, as its record says (the rules' own awards
    are the check's business, not the record's); the uncalled bets the rules return, unless the
    record keeps them in its pot (and pays them back as collected, as some sites' walks do)."""
    kept = not any(e.kind == "return" for e in like.events) and like.total_pot is not None
    kept = kept and like.total_pot != out_total(hand, like)
    out.events = [e for e in out.events if e.kind not in ("show", "muck") and not (kept and e.kind == "return")]
    if hand.table.variant.boards == 1:  # a game's two boards are dealt street by street: written already
        _other_boards(out, like)
    shared = {(e.detail, e.run): e.cards for e in like.events if e.kind == "street" and e.cards}
    out.events = [
        replace(e, cards=shared.get((e.detail, e.run), ())) if e.kind == "street" and not e.cards else e
        for e in out.events
    ]
    adds = [e for e in like.events if e.kind == "add"]
    if adds:  # money the site put in, after the first heading (where the record says it)
        at = 1 + _first_street(out.events)
        out.events[at:at] = adds
    out.events = _sites_words(out.events, like.events)
    out.events += [e for e in like.events if e.kind in ("show", "muck", "collect", "cash-out")]
    if "returns-collected" in like.conventions:  # written as the rules return them: collected without
        out.events = _collected_net_of_returns(out.events, like, hand)
    out.total_pot, out.pots, out.rake = like.total_pot, list(like.pots), like.rake
    out.fees = dict(like.fees)
    out.added, out.won, out.forgiven = like.added, dict(like.won), list(like.forgiven)
    if "rake-unwritten" in like.conventions and like.total_pot is None:
        _unwritten_rake(out, like, hand)


#: The words a record may use for the same aggressive action: stud's first full bet over the
#: bring-in is a completion to the rules, a bet or a raise to some sites.
_AGGRESSIVE = frozenset({"bet", "raise", "complete"})


def _sites_words(events: list[Event], sites: Sequence[Event]) -> list[Event]:
    """The actions as the record words them, where it words one the rules' other way (a stud
    completion the site writes as a bet or a raise), so that a record written back says what it
    said; the rules' amounts otherwise."""
    theirs = iter([e for e in sites if e.kind == "action"])
    out: list[Event] = []
    for event in events:
        said = next(theirs, None) if event.kind == "action" else None
        if (
            said is not None
            and said.player == event.player
            and said.detail != event.detail
            and {said.detail, event.detail} <= _AGGRESSIVE
        ):
            out.append(replace(event, detail=said.detail, amount=said.amount, to=said.to))
        else:
            out.append(event)
    return out


def _collected_net_of_returns(events: list[Event], like: SiteHand, hand: Hand) -> list[Event]:
    """The collected amounts of a record that pays the uncalled bets back with the pot (888poker's),
    each less what the rules return to its player (written as returned)."""
    unit = ChipUnit.finest(like.amounts())
    owed = {hand.names[seat]: unit.amount(chips) for seat, chips in enumerate(hand.returned) if chips}
    out: list[Event] = []
    for event in reversed(events):  # the player's last collect
        less = owed.pop(event.player, Decimal(0)) if event.kind == "collect" else Decimal(0)
        out.append(replace(event, amount=(event.amount or Decimal(0)) - less) if less else event)
    return out[::-1]


def _unwritten_rake(out: SiteHand, like: SiteHand, hand: Hand) -> None:
    """A record that writes no rake nor total pot (888poker's), written by one that does: the
    total the bets make, and the rake what the winners are short of."""
    total = out_total(hand, like)
    paid = sum((e.amount or Decimal(0) for e in out.events if e.kind == "collect"), Decimal(0))
    out.total_pot, out.rake = total, max(total - paid, Decimal(0))


def out_total(hand: Hand, like: SiteHand) -> Decimal:
    """The pot the rules make of the hand, with what the site added, in the record's money."""
    unit = ChipUnit.finest(like.amounts())
    return unit.amount(hand.dead + sum(hand.committed)) + like.added


def _other_boards(out: SiteHand, like: SiteHand) -> None:
    """The boards of a hand run more than once: its other boards are dealt once the betting is
    over, after the first board's river (a game of two boards deals its second board street by
    street: :meth:`_Builder.board`)."""
    runs = [e for e in like.events if e.kind == "street" and e.run > 1]
    if not runs:
        return
    at = max(k for k, e in enumerate(out.events) if e.kind == "street")
    out.events[at + 1 : at + 1] = runs


def _first_street(events: Sequence[Event]) -> int:
    return next(k for k, e in enumerate(events) if e.kind == "street")


def _rules_money(out: SiteHand, hand: Hand, unit: ChipUnit, mucked: Sequence[int]) -> None:
    """The rules' own awards as the collected amounts, pot by pot, after the table's rake (the
    house's take, rake and jackpot drop, is the record's rake); a board run more than once pays
    each pot's part on each board in that board's run, as the sites do."""
    total = hand.dead + sum(hand.committed)
    taken, dropped = hand.house_take()
    out.total_pot, out.rake = unit.amount(total), unit.amount(taken + dropped) if taken + dropped else Decimal(0)
    raked = taken_from(hand, [pot.amount for pot in hand.pots()])[2]
    boards: Sequence[Sequence[int]] = hand.run_boards() or hand.table.variant.split_board(hand.runout)
    awards = pot_awards(hand, boards, mucked, raked) if hand.is_contested else None
    if awards is None:  # won uncontested, or the cards a showdown needs are unknown
        for seat, chips in enumerate(hand.winnings):
            if chips:
                out.events.append(Event("collect", hand.names[seat], unit.amount(chips), detail="pot"))
        return
    count = len(awards.pots)
    if count > 1:
        out.pots = [unit.amount(amount) for amount in awards.pots]
    for run, pots in enumerate(awards.runs, start=1):
        for number in reversed(range(count)):  # as the site pays them: the last side pot first
            pot = "pot" if count == 1 else ("main pot" if number == 0 else f"side pot-{number}")
            for seat, chips in pots[number].items():
                if chips or len(awards.runs) == 1:  # (a run's part of a pot of fewer chips than runs: none)
                    out.events.append(Event("collect", hand.names[seat], unit.amount(chips), detail=pot, run=run))
