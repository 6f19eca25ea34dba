"""Converting hands between PokerStars text, Open Hand History JSON and PHH, through the engine.

Each conversion replays the hand under a rulebook first: only a hand the rules accept is
converted (a record that breaks a rule, or whose money the rules do not pay as it says, is refused
with the verdict that says so: the check of :mod:`pokerfloor.checking.sites` and
:mod:`pokerfloor.checking.phh_verdict`, which is why converting is a room of checking, above the
readers and writers of :mod:`pokerfloor.formats` it uses), and what one format leaves out and
another needs (the uncalled bets PokerStars writes and OHH does not, the amount each call puts
in, which pot each player won) is worked out by the rules.

PHH counts whole chips; a site's hand is played in chips of its unit (a cent for a $0.25/$0.50
game: :class:`~pokerfloor.formats.units.ChipUnit`), and the PHH fields keep what the site's
record says beyond the play in user fields (``_`` keys, which the PHH standard leaves to its
users): ``_unit`` (the money of one chip), ``_site``, ``_hand``, ``_table``, ``_started``,
``_hero``, ``_dealt`` (the players besides the hero whose dealt cards the record shows),
``_button`` (a dead button's seat), ``_bounties`` (each player's, in a knockout), ``_rake`` (the
house's take: the rake and the fees beside it, GGPoker's jackpot, as PokerStars text writes
them), ``_collected`` (in chips; the site's collected amounts when they are not the rules' own: a
raked pot), ``_cap``, ``_added`` (money the site put in), and a tournament's ``_tournament``,
``_level``, ``_tournament_currency``, ``_buyin``, ``_fee`` and ``_bounty``. PHH's own ``hand``,
``seats``, ``seat_count`` and ``currency`` are written too. Converting back reads them again, so
a hand goes to PHH and back unchanged; a PHH hand without them gives what its own fields say (its
``year``, ``month``, ``day``, ``time`` and ``time_zone``; its ``table``, else its ``event``).
A board the site ran more than once (run it twice or thrice) is run so on the replayed hand and
written in pokerfloor's ``_runs`` (each further run's cards), the players' agreement allowed
whatever the rulebook (:func:`~pokerfloor.formats.runs.agreeing_to_runs`): the PHH replay reads
it back to the same pots by board; a board run again from a later street than the betting ended
on is refused, as the rules (and ``_runs``) run every street still to come. PHH cannot hold a
game of two boards dealt street by street (split hold'em), nor a game it has no code for
(pot-limit hold'em, five-card Omaha...): those are refused, naming why.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from datetime import datetime, time
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pokerfloor.checking.anonymise import Pseudonyms
from pokerfloor.checking.phh_replay import hand_of
from pokerfloor.checking.phh_verdict import VERIFIED
from pokerfloor.checking.sites import SiteReplay, replay_site
from pokerfloor.core.hand import Hand
from pokerfloor.core.table_options import straddle_seats
from pokerfloor.errors import HandHistoryError, PokerfloorError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats import FORMATS, phh
from pokerfloor.formats.phh.money import amount_chips
from pokerfloor.formats.runs import agreeing_to_runs, pot_awards
from pokerfloor.formats.sites import ohh, pokerstars_writer
from pokerfloor.formats.sites.build import site_hand
from pokerfloor.formats.sites.files import site_hands
from pokerfloor.formats.sites.games import CURRENCY_SYMBOLS
from pokerfloor.formats.sites.hand import Event, Seat, SiteHand, Tournament
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import card
from pokerfloor.rules import Rulebook

__all__ = [
    "FORMATS",
    "as_the_rules_return",
    "complete",
    "convert_file",
    "phh_to_site",
    "replayed",
    "site_to_phh",
    "to_ohh_text",
    "to_phh_text",
    "to_pokerstars_text",
]


def replayed(hand: SiteHand, rules: Rulebook) -> SiteReplay:
    """A site's hand replayed to its end under ``rules``; raises a
    :class:`~pokerfloor.errors.HandHistoryError` with the verdict's reason when the rules do not
    accept it (a hand cut short, of a game not played, or that breaks a rule)."""
    done = replay_site(hand, rules)
    if done.hand is None or done.verdict.status != VERIFIED:
        why = done.verdict.reason or done.verdict.status  # the checker's verdict, in its words
        raise HandHistoryError(code="not-converted", params={"hand": hand.number, "why": why})
    return done


def as_the_rules_return(hand: SiteHand, done: SiteReplay) -> SiteHand:
    """A site's record written as the rules return uncalled bets: where the site returned a bet
    nobody called in full and paid the pot without its matched part (a walk's big blind), the
    return is what nobody matched and the matched part is in the pot and collected: the same
    chips for everyone, and a record every format holds as the rules read it. Its posts are named
    as the rules play them (:func:`_posts_as_played`)."""
    hand = _posts_as_played(hand, done)
    if not done.returned_whole or done.unit is None:
        return hand
    unit = done.unit
    extra = {name: unit.amount(chips) for name, chips in done.returned_whole.items()}
    events: list[Event] = []
    paid: set[str] = set()
    for event in hand.events:
        more = extra.get(event.player, Decimal(0))
        if event.kind == "return" and more:
            left = (event.amount or Decimal(0)) - more
            events.extend([replace(event, amount=left)] if left else [])
        elif event.kind == "collect" and more and event.player not in paid:
            paid.add(event.player)
            events.append(replace(event, amount=(event.amount or Decimal(0)) + more))
        else:
            events.append(event)
    won = {name: amount + extra.get(name, Decimal(0)) for name, amount in hand.won.items()}
    total = hand.total_pot + sum(extra.values(), Decimal(0)) if hand.total_pot is not None else None
    return replace(hand, events=events, won=won, total_pot=total)


def _posts_as_played(hand: SiteHand, done: SiteReplay) -> SiteHand:
    """The record's posts named as the rules play them: a blind posted after the big blind and
    more than it, which some records call a big blind (PokerMaster's), is a straddle, and is
    written as one (OHH's ``Straddle``, PokerStars' ``posts straddle``)."""
    table = done.hand.table if done.hand is not None else None
    if table is None or not table.straddles or table.blinds is None:
        return hand
    straddlers = {done.names[seat] for seat in straddle_seats(table)}
    events = [
        replace(e, detail="straddle") if e.kind == "post" and e.detail == "big blind" and e.player in straddlers else e
        for e in hand.events
    ]
    return replace(hand, events=events)


def complete(hand: SiteHand, rules: Rulebook) -> SiteHand:
    """A site's record with what the rules work out filled in (the uncalled bets returned, each
    call's amount, who is all in), the site's own money (what it paid and raked) kept: a record
    read from Open Hand History made ready to write as PokerStars text."""
    done = replayed(hand, rules)
    assert done.hand is not None and done.unit is not None  # replayed() refuses a hand with none
    return site_hand(done.hand, unit=done.unit, like=_paid_by_run(as_the_rules_return(hand, done), done))


def _paid_by_run(hand: SiteHand, done: SiteReplay) -> SiteHand:
    """A board run more than once whose record pays each winner once a pot, not once a run (OHH's
    ``player_wins``): its collected lines made one a run and a pot, as the rules share each pot
    among the boards, each winner short of the rules' shares by what the site kept from him
    (from his largest first); the hands shown at the first run's showdown."""
    collects = [e for e in hand.events if e.kind == "collect"]
    if hand.runs < 2 or not collects or any(e.run > 1 for e in collects) or done.unit is None:
        return hand
    engine, unit, names = done.hand, done.unit, done.names
    assert engine is not None
    mucked = [names.index(e.player) for e in hand.events if e.kind == "muck" and e.player in names]
    awards = pot_awards(engine, [[card(c) for c in board] for board in hand.boards], mucked)
    if awards is None:
        return hand
    paid = dict.fromkeys(names, Decimal(0))
    for event in collects:
        paid[event.player] = paid.get(event.player, Decimal(0)) + (event.amount or Decimal(0))
    count = len(awards.pots)
    lines = [
        Event("collect", names[seat], unit.amount(chips), detail=_pot_name(number, count), run=run)
        for run, pots in enumerate(awards.runs, start=1)
        for number in reversed(range(count))
        for seat, chips in pots[number].items()
        if chips
    ]
    for name, site_paid in paid.items():
        short = sum((e.amount or Decimal(0) for e in lines if e.player == name), Decimal(0)) - site_paid
        for k in sorted((k for k, e in enumerate(lines) if e.player == name), key=lambda k: -(lines[k].amount or 0)):
            take = min(short, lines[k].amount or Decimal(0))
            lines[k], short = replace(lines[k], amount=(lines[k].amount or Decimal(0)) - take), short - take
    shown = [replace(e, run=1) if e.kind in ("show", "muck") else e for e in hand.events if e.kind != "collect"]
    return replace(hand, events=shown + [e for e in lines if e.amount])


def _pot_name(number: int, count: int) -> str:
    return "pot" if count == 1 else ("main pot" if number == 0 else f"side pot-{number}")


# -- PHH ----------------------------------------------------------------------------------------


def site_to_phh(hand: SiteHand, rules: Rulebook) -> dict[str, Any]:
    """The PHH fields of a site's hand (amounts in chips of its unit, kept in ``_unit``)."""
    done = replayed(hand, agreeing_to_runs(rules, hand.runs))
    engine, unit = done.hand, done.unit
    assert engine is not None and unit is not None
    if hand.runs > 1 and (engine.table.variant.boards > 1 or _boards_in_play(hand)):
        raise HandHistoryError(code="unsupported", variant="boards", params={"hand": hand.number, "runs": hand.runs})
    if hand.runs > 1:
        _run_again(engine, hand, done.names)
    hand = as_the_rules_return(hand, done)
    fields = phh.to_phh(engine)
    table = engine.table
    n = len(table.names)
    order = [(table.button + 1 + k) % n for k in range(n)]  # PHH's order: the button last
    names = [table.names[s] for s in order]
    extra: dict[str, Any] = {}
    if hand.number.isdigit():
        extra["hand"] = int(hand.number)
    seats = {seat.name: seat.number for seat in hand.seats}
    extra["seats"] = [seats[name] for name in names]
    if hand.max_seats:
        extra["seat_count"] = hand.max_seats
    if hand.currency:
        extra["currency"] = hand.currency
    extra["_unit"] = str(unit.step)
    extra["_site"] = hand.site
    if not hand.number.isdigit():
        extra["_hand"] = hand.number
    for key, value in (("_table", hand.table), ("_started", hand.started), ("_hero", hand.hero)):
        if value:
            extra[key] = value
    dealt = sorted({e.player for e in hand.events if e.kind == "deal" and e.cards} - {hand.hero})
    if dealt and not table.variant.deals_late:  # a record that deals everyone's cards face up
        extra["_dealt"] = [name for name in names if name in dealt]
    if hand.button is not None and hand.button != seats[names[-1]]:
        extra["_button"] = hand.button  # a dead button: on a seat nobody plays from
    bounties = {seat.name: seat.bounty for seat in hand.seats if seat.bounty is not None}
    if bounties:  # each player's bounty, in the tournament's money (not chips of the table)
        extra["_bounties"] = [str(bounties.get(name, "")) for name in names]
    if hand.cap:
        extra["_cap"] = unit.chips(hand.cap)
    if hand.added:
        extra["_added"] = unit.chips(hand.added)
    if hand.tournament is not None:
        tournament = hand.tournament
        extra["_tournament"] = tournament.number
        for key, text in (("_level", tournament.level), ("_tournament_currency", tournament.currency)):
            if text:
                extra[key] = text
        for key, amount in (("_buyin", tournament.buyin), ("_fee", tournament.fee), ("_bounty", tournament.bounty)):
            if amount is not None:
                extra[key] = str(amount)  # the buy-in's money, exactly (not chips of the table)
    collected = _collected(hand, names, unit)
    take = (hand.rake or Decimal(0)) + sum(hand.fees.values(), Decimal(0))  # a jackpot's fee with the rake
    if take:
        extra["_rake"] = unit.chips(take)
    if collected != [engine.winnings[s] for s in order]:
        extra["_collected"] = collected
    fields.update(extra)
    return fields


def _boards_in_play(hand: SiteHand) -> bool:
    """Whether a further board is dealt before the betting is over: two boards played street by
    street (split hold'em), not one board run again once the betting ended."""
    last = max((k for k, e in enumerate(hand.events) if e.kind == "action"), default=-1)
    return any(e.kind == "street" and e.run > 1 for e in hand.events[:last])


def _run_again(engine: Hand, hand: SiteHand, names: list[str]) -> None:
    """The site's further runs of the board run again on the replayed hand (which was dealt the
    first), and the pots then awarded over every board, the mucked hands giving up: the hand
    as PHH writes it (``_runs``). Each further run is the cards of its board not on the first
    (the streets dealt before the betting ended are on every board)."""
    first = [card(text) for text in hand.boards[0]]
    last = max((k for k, e in enumerate(hand.events) if e.kind == "action"), default=-1)
    in_play = sum(len(e.cards) for e in hand.events[:last] if e.kind == "street" and e.run == 1)
    further = []
    for board in hand.boards[1:]:
        cards = [card(text) for text in board]
        shared = next((k for k, (a, b) in enumerate(zip(first, cards, strict=False)) if a != b), len(cards))
        if shared > in_play:  # e.g. all in before the flop, the flop and turn dealt once, the river twice
            street = next(e.detail for e in hand.events if e.kind == "street" and e.run > 1)
            params = {"hand": hand.number, "street": Phrase(f"street.{street.replace(' ', '-')}")}
            raise HandHistoryError(code="unsupported", variant="runs-later", params=params)
        further.append(cards[shared:])
    engine.run_it(len(hand.boards), boards=further)
    mucked = sorted({names.index(e.player) for e in hand.events if e.kind == "muck" and e.player in names})
    engine.settle([seat for seat in mucked if not engine.folded[seat]])


def _collected(hand: SiteHand, names: list[str], unit: ChipUnit) -> list[int]:
    """What the site paid each player (in PHH's order), in chips."""
    paid = dict.fromkeys(names, 0)
    for event in hand.events:
        if event.kind == "collect" and event.player in paid:
            paid[event.player] += unit.chips(event.amount or Decimal(0))
        elif event.kind == "cash-out" and event.player in paid:
            paid[event.player] += unit.chips(hand.won.get(event.player, Decimal(0)))
    return [paid[name] for name in names]


def phh_to_site(history: phh.HandHistory, rules: Rulebook) -> SiteHand:
    """A PHH hand as a site's record: replayed under ``rules``, its money in the unit of
    ``_unit`` (one chip a whole unit when there is none), what the site's record said beyond the
    play read back from the fields :func:`site_to_phh` writes."""
    fields = history.fields
    # The money of one chip: a file we wrote says it (_unit, its amounts whole chips); a file in
    # dollars and cents is played in chips of its finest place, a cent (its amounts were x100).
    unit = _unit_of(fields) if "_unit" in fields else phh.unit_of(history)
    engine = hand_of(history, rules)
    hero = fields.get("_hero")
    number = str(fields.get("_hand") or fields.get("hand") or history.key or "1")
    dealt = fields.get("_dealt", [])
    dealt_to = {hero, *dealt} if isinstance(hero, str) and isinstance(dealt, list) else None
    out = site_hand(engine, unit=unit, hero=hero if isinstance(hero, str) else None, number=number, dealt_to=dealt_to)
    _read_fields(out, fields, engine)
    _site_money(out, fields, engine, unit)
    return out


def _unit_of(fields: Mapping[str, Any]) -> ChipUnit:
    text = fields.get("_unit", "1")
    try:
        step = Decimal(str(text))
    except InvalidOperation:
        raise HandHistoryError(code="bad-field", variant="unit", params={"unit": repr(text)}) from None
    exponent = step.normalize().as_tuple().exponent
    if step.normalize() != Decimal(1).scaleb(exponent if isinstance(exponent, int) else 0):
        raise HandHistoryError(code="bad-field", variant="unit-power", params={"unit": repr(text)})
    return ChipUnit(exponent if isinstance(exponent, int) else 0)


def _decimal(text: str, key: str) -> Decimal:
    try:
        return Decimal(text)
    except InvalidOperation:
        raise HandHistoryError(code="bad-field", variant="decimal", params={"field": key, "text": repr(text)}) from None


def _read_fields(out: SiteHand, fields: Mapping[str, Any], engine: Hand) -> None:
    """The site's particulars the PHH fields keep: the site, the table, the seats, the date."""
    table = engine.table
    n = len(table.names)
    order = [(table.button + 1 + k) % n for k in range(n)]
    seats = fields.get("seats")
    if isinstance(seats, list) and len(seats) == n and all(type(s) is int for s in seats):
        if sum(seats[k] >= seats[(k + 1) % n] for k in range(n)) > 1:
            # Round the table the seat numbers rise but once (past the highest, back to the
            # lowest): seats in another order than the order of play cannot be a site's table.
            raise HandHistoryError(code="bad-field", variant="seats-order", params={"seats": repr(seats)})
        numbers = {table.names[seat]: number for seat, number in zip(order, seats, strict=True)}
        out.seats = sorted((Seat(numbers[s.name], s.name, s.stack) for s in out.seats), key=lambda seat: seat.number)
        if out.button is not None:
            out.button = numbers[table.names[table.button]]
        antes = sorted(
            (e for e in out.events if e.kind == "post" and e.detail == "ante"), key=lambda e: numbers[e.player]
        )
        rest = [e for e in out.events if not (e.kind == "post" and e.detail == "ante")]
        out.events = antes + rest  # the antes in seat order, as the sites write them
    bounties = fields.get("_bounties")
    if isinstance(bounties, list) and len(bounties) == n:
        by_name = {table.names[seat]: text for seat, text in zip(order, bounties, strict=True)}
        for seat in out.seats:
            if isinstance(by_name.get(seat.name), str) and by_name[seat.name]:
                seat.bounty = _decimal(by_name[seat.name], "_bounties")
    if type(fields.get("seat_count")) is int:
        out.max_seats = fields["seat_count"]
    out.table, out.started = _table_name(fields), _started(fields)
    for key, attribute in (("_site", "site"), ("currency", "currency")):
        if isinstance(fields.get(key), str):
            setattr(out, attribute, fields[key])
    if out.currency:
        out.symbol = CURRENCY_SYMBOLS.get(out.currency, "")
        out.play_money = False
    if type(fields.get("_button")) is int:
        out.button = fields["_button"]
    if isinstance(fields.get("_tournament"), str):
        tournament = Tournament(fields["_tournament"], level=str(fields.get("_level", "")))
        tournament.currency = str(fields.get("_tournament_currency", ""))
        for key in ("_buyin", "_fee", "_bounty"):
            if isinstance(fields.get(key), str):
                setattr(tournament, key[1:], _decimal(fields[key], key))
        out.tournament, out.play_money = tournament, False


def _table_name(fields: Mapping[str, Any]) -> str:
    """The table a PHH hand was played at, as far as its fields say: the site's name of it
    (``_table``), else PHH's ``table``, else the ``event``."""
    for key in ("_table", "table", "event"):
        value = fields.get(key)
        if (isinstance(value, str) and value) or type(value) is int:
            return str(value)
    return ""


def _started(fields: Mapping[str, Any]) -> str:
    """When a PHH hand was played, as a site writes it: the site's own words (``_started``), else
    PHH's ``year``, ``month`` and ``day`` at its ``time`` (midnight when it gives none), in
    Eastern time when ``time_zone`` names the zone it was played in (PokerStars' own), else with
    the zone's abbreviation it gives (``ET`` when none); ``""`` without a date."""
    if isinstance(fields.get("_started"), str):
        return str(fields["_started"])
    year, month, day = (fields.get(key) for key in ("year", "month", "day"))
    at = fields.get("time")
    if not (type(year) is int and type(month) is int and type(day) is int):
        return ""
    try:
        moment = datetime(year, month, day, *((at.hour, at.minute, at.second) if isinstance(at, time) else ()))
    except ValueError:  # a date that is no date (month 13)
        return ""
    zone, abbreviation = fields.get("time_zone"), fields.get("time_zone_abbreviation")
    if isinstance(zone, str) and isinstance(at, time):
        try:
            moment = moment.replace(tzinfo=ZoneInfo(zone)).astimezone(ZoneInfo("America/New_York"))
            abbreviation = "ET"
        except (ZoneInfoNotFoundError, ValueError):  # a zone we do not know: its time as written
            pass
    said = abbreviation if isinstance(abbreviation, str) and abbreviation.isalpha() else "ET"
    return f"{moment:%Y/%m/%d} {moment.hour}:{moment:%M:%S} {said}"


def _rake_chips(fields: Mapping[str, Any], unit: ChipUnit) -> int:
    """The site's rake of the user field ``_rake`` in chips of ``unit``: whole chips beside
    ``_unit`` (as :func:`site_to_phh` writes them), else the file's money like its other amounts
    (a hand written in dollars and cents, :func:`~pokerfloor.formats.phh.write.in_units`)."""
    rake = fields.get("_rake", 0)
    if not rake:
        return 0
    if "_unit" in fields:
        return rake if type(rake) is int and rake > 0 else 0
    return amount_chips(rake, "_rake", unit)


def _site_money(out: SiteHand, fields: Mapping[str, Any], engine: Hand, unit: ChipUnit) -> None:
    """The site's collected amounts and rake, when the fields keep them (a raked pot): each
    player's collected lines short by what the site kept, taken from his largest share first."""
    rake = _rake_chips(fields, unit)
    if rake:
        out.rake = unit.amount(rake)
    for key in ("_cap", "_added"):
        if type(fields.get(key)) is int and fields[key]:
            setattr(out, key[1:], unit.amount(fields[key]))
    if out.added:  # money the site put in the pot, where the record says it: after the first heading
        at = 1 + next(k for k, e in enumerate(out.events) if e.kind == "street")
        out.events.insert(at, Event("add", amount=out.added))
        out.total_pot = (out.total_pot or Decimal(0)) + out.added
    collected = fields.get("_collected")
    table = engine.table
    n = len(table.names)
    if not (isinstance(collected, list) and len(collected) == n and all(type(c) is int for c in collected)):
        return
    order = [(table.button + 1 + k) % n for k in range(n)]
    target = {table.names[seat]: unit.amount(chips) for seat, chips in zip(order, collected, strict=True)}
    paid_out: dict[int, Decimal] = {}  # what each collected line pays, by its place among the events
    unawarded: list[Event] = []
    for name, paid in target.items():
        mine = [k for k, e in enumerate(out.events) if e.kind == "collect" and e.player == name]
        short = sum((out.events[k].amount or Decimal(0) for k in mine), Decimal(0)) - paid
        for k in sorted(mine, key=lambda k: -(out.events[k].amount or Decimal(0))):
            amount = out.events[k].amount or Decimal(0)
            take = min(short, amount) if short > 0 else short
            short -= take
            paid_out[k] = amount - take
        if not mine and paid:  # the rules could not award it (cards unknown): the site did
            unawarded.append(Event("collect", name, paid, detail="pot"))
    # Each line where it was (a board run twice pays at each run's showdown), less the site's take.
    kept = [replace(e, amount=paid_out[k]) if k in paid_out else e for k, e in enumerate(out.events)]
    out.events = [e for e in kept if e.kind != "collect" or e.amount] + unawarded


# -- texts --------------------------------------------------------------------------------------


def to_pokerstars_text(hand: SiteHand, rules: Rulebook) -> str:
    """A site's hand as PokerStars text, completed by the rules first (a record from OHH has no
    uncalled bets to write until they are worked out)."""
    written = complete(hand, rules)
    written.site = "PokerStars"  # the text the trackers import as PokerStars', whatever the source
    written.symbol = written.symbol or CURRENCY_SYMBOLS.get(written.currency, "")
    return pokerstars_writer.write(written)


def to_ohh_text(hand: SiteHand, rules: Rulebook) -> str:
    """A site's hand as OHH JSON (checked by the rules first). A record of a site's conventions
    (an uncalled bet paid back as collected, a rake unwritten: 888poker's, PartyPoker's) is
    completed by the rules first, as OHH writes neither so."""
    if hand.conventions:
        return ohh.dumps(complete(hand, rules)).rstrip("\n")
    return ohh.dumps(as_the_rules_return(hand, replayed(hand, rules))).rstrip("\n")


def to_phh_text(hand: SiteHand, rules: Rulebook) -> str:
    """A site's hand as PHH text."""
    return phh.dumps(site_to_phh(hand, rules)).rstrip("\n")


def convert_file(
    path: Path, target: str, rules: Rulebook, names: Pseudonyms | None = None
) -> Iterator[str | HandHistoryError]:
    """Each hand of a file (PokerStars ``.txt``, ``.ohh``, ``.phh`` or ``.phhs``) in ``target``
    (one of :data:`FORMATS`), as text; a hand that cannot be converted gives the
    :class:`~pokerfloor.errors.HandHistoryError` saying why, and the others go on (a file that
    cannot be read raises). With ``names``, the players' names are its pseudonyms (the same
    for every file of a run given the same ``names``)."""
    if target not in FORMATS:
        params = {"target": repr(target), "formats": ", ".join(FORMATS)}
        raise HandHistoryError(code="bad-field", variant="format", params=params)
    writers = {"pokerstars": to_pokerstars_text, "ohh": to_ohh_text, "phh": to_phh_text}
    for read in _hands(path, rules):
        if isinstance(read, HandHistoryError):
            yield read
            continue
        hand = names.site_hand(read) if names is not None else read
        try:
            yield writers[target](hand, rules)
        except PokerfloorError as error:
            yield HandHistoryError(
                code="not-converted", variant="write", params={"path": str(path), "hand": hand.number, "error": error}
            )


def _hands(path: Path, rules: Rulebook) -> Iterator[SiteHand | HandHistoryError]:
    """A file's hands as site records (a PHH hand replayed into one)."""
    if path.suffix in (".phh", ".phhs"):
        for history in phh.iter_histories(path):
            try:
                yield phh_to_site(history, rules)
            except PokerfloorError as error:
                params = {"path": str(path), "hand": history.key or "1", "error": error}
                yield HandHistoryError(code="not-converted", variant="replay", params=params)
        return
    yield from site_hands(path)
