"""Open Hand History (OHH 1.4, hh-specs.handhistory.org): JSON hand histories, read into and
written from :class:`~pokerfloor.formats.sites.hand.SiteHand` records, and validated.

An ``.ohh`` file holds JSON objects ``{"ohh": {...}}`` separated by blank lines. Amounts are read
as :class:`decimal.Decimal` (JSON numbers exactly as written). :func:`validate` checks an object
against the specification's rules (written here from the specification's text: its required
fields, types and the values it lists for ``game_type``, ``bet_type``, ``street``, ``action`` and
``flags``; the specification publishes no JSON schema file, and none is vendored).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

from pokerfloor.errors import HandHistoryError
from pokerfloor.explain.catalog import Phrase, Phrases
from pokerfloor.formats.sites.dates import utc_iso
from pokerfloor.formats.sites.games import DEALT_AS, SITE_GAMES
from pokerfloor.formats.sites.hand import Event, Seat, SiteHand, Tournament, UnreadHand, read_all

__all__ = ["SPEC_VERSION", "dumps", "from_ohh", "iter_file", "parse_text", "to_ohh", "validate"]

#: The version of the specification written.
SPEC_VERSION = "1.4.6"

GAME_TYPES = ("Holdem", "Omaha", "OmahaHiLo", "Stud", "StudHiLo", "Draw")
BET_TYPES = {"NL": "no-limit", "PL": "pot-limit", "FL": "fixed-limit"}
STREETS = ("Preflop", "Flop", "Turn", "River", "Showdown")
ACTIONS = (
    "Dealt Cards", "Mucks Cards", "Shows Cards", "Post Ante", "Post SB", "Post BB", "Straddle", "Post Dead",
    "Post Extra Blind", "Fold", "Check", "Bet", "Raise", "Call", "Added Chips", "Sits Down", "Stands Up",
    "Add to Pot", "Player Adjustment",
)  # fmt: skip
FLAGS = ("Run_It_Twice", "Anonymous", "Observed", "Fast", "Cap", "Bomb_Pot")

#: OHH's game types and the site names of the games (:mod:`pokerfloor.formats.sites.games`).
_GAMES = {"Holdem": "hold'em", "Omaha": "omaha", "OmahaHiLo": "omaha hi/lo", "Stud": "7 card stud"}
_GAMES.update({"StudHiLo": "7 card stud hi/lo", "Draw": "5 card draw"})
#: The games OHH writes, by their site names, and the type it writes each as: OHH has one type
#: for every Omaha (the cards dealt tell five- and six-card Omaha), none for short deck, split
#: hold'em or Courchevel, and no streets for stud and the draws.
_WRITTEN = {"hold'em": "Holdem", "omaha": "Omaha", "omaha hi/lo": "OmahaHiLo"}
_WRITTEN.update({"5 card omaha": "Omaha", "6 card omaha": "Omaha"})
_WRITTEN.update({"5 card omaha hi/lo": "OmahaHiLo", "6 card omaha hi/lo": "OmahaHiLo"})
_POSTS = {"Post Ante": "ante", "Post SB": "small blind", "Post BB": "big blind", "Straddle": "straddle"}
_POSTS.update({"Post Dead": "dead", "Post Extra Blind": "big blind"})
_VERBS = {"Fold": "fold", "Check": "check", "Call": "call", "Bet": "bet", "Raise": "raise"}

_REQUIRED: tuple[str, ...] = ("spec_version", "site_name", "game_number", "start_date_utc", "game_type", "bet_limit")
_REQUIRED += ("table_size", "dealer_seat", "small_blind_amount", "big_blind_amount", "players", "rounds", "pots")


# -- validating ---------------------------------------------------------------------------------


def validate(document: Any) -> list[str]:
    """What in ``document`` breaks the specification (empty: nothing), each naming the field: a
    :class:`~pokerfloor.explain.catalog.Phrase` each, its English as text, said in any language."""
    problems: list[str] = []
    if not isinstance(document, dict) or not isinstance(document.get("ohh"), dict):
        return [Phrase("ohh.object")]
    hand = document["ohh"]
    for key in _REQUIRED:
        if key not in hand:
            problems.append(_required("ohh", key))
    _kind(problems, hand, "spec_version", str)
    _kind(problems, hand, "game_number", str)
    _kind(problems, hand, "table_size", int)
    _kind(problems, hand, "dealer_seat", int)
    for key in ("small_blind_amount", "big_blind_amount", "ante_amount"):
        _kind(problems, hand, key, Decimal)
    if hand.get("game_type") not in (None, *GAME_TYPES):
        game = {"game": repr(hand["game_type"]), "games": ", ".join(GAME_TYPES)}
        problems.append(Phrase("ohh.game-type", game))
    limit = hand.get("bet_limit")
    if limit is not None and (not isinstance(limit, dict) or limit.get("bet_type") not in BET_TYPES):
        problems.append(Phrase("ohh.bet-limit"))
    for flag in hand.get("flags") or ():
        if flag not in FLAGS:
            problems.append(Phrase("ohh.flag", {"flag": repr(flag), "flags": ", ".join(FLAGS)}))
    ids = _players(problems, hand.get("players"))
    _rounds(problems, hand.get("rounds"), ids)
    _pots(problems, hand.get("pots"), ids)
    if hand.get("tournament") and not isinstance(hand.get("tournament_info"), dict):
        problems.append(Phrase("ohh.tournament-info"))
    return problems


def _required(where: str, key: str) -> Phrase:
    return Phrase("ohh.required", {"where": where, "field": key})


def _kind(problems: list[str], obj: Mapping[str, Any], key: str, kind: type, where: str = "ohh") -> None:
    value = obj.get(key)
    if value is None:
        return
    ok = isinstance(value, (int, Decimal)) and not isinstance(value, bool) if kind is Decimal else type(value) is kind
    if not ok:
        said = {"where": where, "field": key, "value": repr(value)}
        if kind is Decimal:
            problems.append(Phrase("ohh.not-number", said))
        else:
            problems.append(Phrase("ohh.not-kind", {**said, "kind": kind.__name__}))


def _players(problems: list[str], players: Any) -> set[int]:
    if not isinstance(players, list) or not players:
        problems.append(Phrase("ohh.players"))
        return set()
    ids: set[int] = set()
    for k, player in enumerate(players):
        where = f"ohh.players[{k}]"
        if not isinstance(player, dict):
            problems.append(Phrase("ohh.an-object", {"where": where}))
            continue
        for key in ("id", "seat", "name", "starting_stack"):
            if key not in player:
                problems.append(_required(where, key))
        _kind(problems, player, "id", int, where)
        _kind(problems, player, "seat", int, where)
        _kind(problems, player, "name", str, where)
        _kind(problems, player, "starting_stack", Decimal, where)
        if isinstance(player.get("id"), int):
            if player["id"] in ids:
                problems.append(Phrase("ohh.id-twice", {"where": where, "id": str(player["id"])}))
            ids.add(player["id"])
    return ids


def _rounds(problems: list[str], rounds: Any, ids: set[int]) -> None:
    if not isinstance(rounds, list):
        problems.append(Phrase("ohh.rounds"))
        return
    if not any(isinstance(r, dict) and r.get("id") == 0 and r.get("street") == "Preflop" for r in rounds):
        problems.append(Phrase("ohh.round-zero"))
    for k, round_ in enumerate(rounds):
        where = f"ohh.rounds[{k}]"
        if not isinstance(round_, dict):
            problems.append(Phrase("ohh.an-object", {"where": where}))
            continue
        if round_.get("street") not in STREETS:
            street = {"where": where, "street": repr(round_.get("street")), "streets": ", ".join(STREETS)}
            problems.append(Phrase("ohh.street", street))
        _kind(problems, round_, "id", int, where)
        _cards(problems, round_.get("cards"), f"{where}.cards")
        for j, action in enumerate(round_.get("actions") or []):
            _action(problems, action, f"{where}.actions[{j}]", ids, round_.get("street"))


def _action(problems: list[str], action: Any, where: str, ids: set[int], street: Any) -> None:
    if not isinstance(action, dict):
        problems.append(Phrase("ohh.an-object", {"where": where}))
        return
    if action.get("action") not in ACTIONS:
        problems.append(Phrase("ohh.action", {"where": where, "action": repr(action.get("action"))}))
    if action.get("action") == "Bet" and street == "Preflop":
        problems.append(Phrase("ohh.preflop-bet", {"where": where}))
    _kind(problems, action, "action_number", int, where)
    _kind(problems, action, "amount", Decimal, where)
    player = action.get("player_id")
    if player is not None and player not in ids:
        problems.append(Phrase("ohh.player-id", {"where": where, "player": repr(player)}))
    if player is None and action.get("action") != "Add to Pot":
        problems.append(_required(where, "player_id"))
    if "is_allin" in action and not isinstance(action["is_allin"], bool):
        problems.append(Phrase("ohh.is-allin", {"where": where}))
    _cards(problems, action.get("cards"), f"{where}.cards")


def _cards(problems: list[str], cards: Any, where: str) -> None:
    if cards in (None, ""):
        return
    if not isinstance(cards, list) or not all(isinstance(c, str) and _is_card(c) for c in cards):
        problems.append(Phrase("ohh.cards", {"where": where}))


def _is_card(text: str) -> bool:
    return len(text) == 2 and text[0] in "23456789TJQKA" and text[1] in "hsdc"


def _pots(problems: list[str], pots: Any, ids: set[int]) -> None:
    if not isinstance(pots, list):
        problems.append(Phrase("ohh.pots"))
        return
    for k, pot in enumerate(pots):
        where = f"ohh.pots[{k}]"
        if not isinstance(pot, dict):
            problems.append(Phrase("ohh.an-object", {"where": where}))
            continue
        for key in ("number", "amount", "player_wins"):
            if key not in pot:
                problems.append(_required(where, key))
        _kind(problems, pot, "amount", Decimal, where)
        _kind(problems, pot, "rake", Decimal, where)
        _kind(problems, pot, "jackpot", Decimal, where)
        for j, win in enumerate(pot.get("player_wins") or []):
            if not isinstance(win, dict) or win.get("player_id") not in ids or "win_amount" not in win:
                problems.append(Phrase("ohh.player-wins", {"where": where, "win": str(j)}))


# -- reading ------------------------------------------------------------------------------------


def parse_text(text: str, file: str = "", *, strict: bool = False) -> list[SiteHand]:
    """The hands of OHH text (one object, or several separated by blank lines)."""
    return list(_iter_text(text, file, strict))


def iter_file(path: Path, *, strict: bool = False) -> Iterator[SiteHand]:
    """The hands of an ``.ohh`` file; raises at the first hand it cannot read."""
    yield from read_all(iter_readings(path, strict=strict))


def iter_readings(path: Path, *, strict: bool = False) -> Iterator[SiteHand | UnreadHand]:
    """Every hand of an ``.ohh`` file, each read on its own: an object that is no hand the
    reader takes is an :class:`UnreadHand`; text that is not JSON ends the file's hands there."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        unreadable = HandHistoryError(code="unreadable", params={"path": str(path), "reason": str(error)})
        yield UnreadHand(str(path), "", 1, unreadable)
        return
    yield from _readings(text, str(path), strict)


def _iter_text(text: str, file: str, strict: bool) -> Iterator[SiteHand]:
    yield from read_all(_readings(text, file, strict))


def _readings(text: str, file: str, strict: bool) -> Iterator[SiteHand | UnreadHand]:
    decoder = json.JSONDecoder(parse_float=Decimal, parse_int=_whole)
    position, found = 0, False
    named = file or Phrase("at.ohh-text")
    while True:
        while position < len(text) and text[position].isspace():
            position += 1
        if position >= len(text):
            break
        line = text.count("\n", 0, position) + 1
        found = True
        try:
            document, position = decoder.raw_decode(text, position)
        except json.JSONDecodeError as error:
            unread = HandHistoryError(code="bad-json", params={"file": named, "error": str(error)})
            yield UnreadHand(file, "", line, unread)
            return
        except RecursionError:  # arrays in arrays, deeper than Python's stack
            nested = HandHistoryError(code="bad-json", variant="nested", params={"file": named})
            yield UnreadHand(file, "", line, nested)
            return
        try:
            yield from_ohh(document, file, strict=strict)
        except HandHistoryError as error:
            yield UnreadHand(file, "", line, error)
    if not found:
        yield UnreadHand(file, "", 1, HandHistoryError(code="no-hand", variant="ohh", params={"file": named}))


def _whole(text: str) -> int:
    if len(text.lstrip("-")) > 18:
        raise HandHistoryError(code="bad-amount", variant="long", params={"text": text[:20]})
    return int(text)


def _money(value: Any, where: str) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise HandHistoryError(code="bad-field", variant="ohh-amount", params={"where": where, "value": repr(value)})
    return Decimal(value)


def from_ohh(document: Any, file: str = "", *, strict: bool = False) -> SiteHand:
    """One OHH object as a :class:`SiteHand`. The specification's breaches fail under ``strict``
    and are listed in :attr:`SiteHand.forgiven` otherwise; what cannot be read at all fails."""
    problems = validate(document)
    # A winner who is no player cannot be paid: fatal, as a field missing is.
    fatal = [p for p in problems if p.endswith("required") or "an object" in p or "array" in p or "player_wins[" in p]
    if fatal or (strict and problems):
        params = {"file": file or Phrase("at.ohh"), "problems": Phrases(problems if strict else fatal)}
        raise HandHistoryError(code="bad-field", variant="ohh", params=params)
    ohh = document["ohh"]
    game = _GAMES.get(ohh["game_type"], "")
    hand = SiteHand(
        site=str(ohh.get("site_name", "")),
        number=str(ohh["game_number"]),
        game=game,
        structure=BET_TYPES.get(ohh["bet_limit"].get("bet_type"), ""),
        currency=str(ohh.get("currency", "")),
        stakes=(_money(ohh["small_blind_amount"], "small_blind_amount"), _money(ohh["big_blind_amount"], "big")),
        table=str(ohh.get("table_name", "")),
        max_seats=ohh.get("table_size"),
        button=ohh.get("dealer_seat"),
        started=str(ohh.get("start_date_utc", "")),
        file=file,
        forgiven=list(problems),
    )
    ante = ohh.get("ante_amount")
    if ante:
        hand.ante = _money(ante, "ante_amount")
    cap = ohh["bet_limit"].get("bet_cap")
    if cap:
        hand.cap = _money(cap, "bet_cap")
    if ohh.get("tournament"):
        info = ohh.get("tournament_info") or {}
        hand.tournament = Tournament(str(info.get("tournament_number", "")), currency=str(info.get("currency", "")))
        for key, attribute in (("buyin_amount", "buyin"), ("fee_amount", "fee"), ("bounty_fee_amount", "bounty")):
            if info.get(key) is not None:
                setattr(hand.tournament, attribute, _money(info[key], key))
    names = _read_players(hand, ohh)
    hero = ohh.get("hero_player_id")
    hand.hero = names.get(hero, "") if isinstance(hero, int) else ""
    _read_rounds(hand, ohh["rounds"], names)
    _read_pots(hand, ohh["pots"], names)
    if "Run_It_Twice" in (ohh.get("flags") or ()):
        hand.runs = max(hand.runs, len(hand.boards))
    dealt = max((len(e.cards) for e in hand.events if e.kind == "deal"), default=0)
    meant = DEALT_AS.get((hand.game, dealt))
    if meant is not None:  # OHH's "Omaha" dealt five cards a player is five-card Omaha
        hand.game = meant
    hand.variant = SITE_GAMES.get(hand.game, "")
    return hand


def _read_players(hand: SiteHand, ohh: Mapping[str, Any]) -> dict[int, str]:
    names: dict[int, str] = {}
    for player in sorted(ohh["players"], key=lambda p: p["seat"]):
        name = str(player["name"])
        names[player["id"]] = name
        bounty = player.get("player_bounty")
        seat = Seat(player["seat"], name, _money(player["starting_stack"], name), bool(player.get("is_sitting_out")))
        seat.bounty = _money(bounty, "player_bounty") if bounty else None
        hand.seats.append(seat)
    return names


def _read_rounds(hand: SiteHand, rounds: list[dict[str, Any]], names: dict[int, str]) -> None:
    boards: list[list[str]] = []
    seen: dict[str, int] = {}
    for round_ in sorted(rounds, key=lambda r: r.get("id", 0)):
        street = round_["street"]
        cards = list(round_.get("cards") or [])
        run = seen[street] = seen.get(street, 0) + 1
        if street in ("Flop", "Turn", "River"):
            while len(boards) < run:
                boards.append(list(boards[0][: _before(street)]) if boards else [])
            boards[run - 1].extend(cards)
            hand.events.append(Event("street", detail=street.lower(), cards=tuple(cards), run=run))
        elif street == "Preflop":
            hand.events.append(Event("street", detail="hole cards"))
        for action in sorted(round_.get("actions") or [], key=lambda a: a.get("action_number", 0)):
            _read_action(hand, action, names, run if street != "Showdown" else len(boards) or 1)
    hand.boards = boards
    hand.runs = max(1, len(boards))


def _before(street: str) -> int:
    return {"Flop": 0, "Turn": 3, "River": 4}[street]


def _read_action(hand: SiteHand, action: Mapping[str, Any], names: dict[int, str], run: int) -> None:
    verb = action["action"]
    player = names.get(action.get("player_id"), "")  # type: ignore[arg-type]
    amount = _money(action["amount"], verb) if action.get("amount") is not None else None
    cards = tuple(action.get("cards") or ())
    all_in = bool(action.get("is_allin"))
    if verb in _POSTS:
        hand.events.append(Event("post", player, amount, detail=_POSTS[verb], all_in=all_in))
    elif verb == "Dealt Cards":
        hand.events.append(Event("deal", player, cards=cards))
    elif verb in _VERBS:
        to = None
        if verb == "Raise" and amount is not None:
            to = _street_total(hand, player) + amount
        hand.events.append(Event("action", player, amount, to, detail=_VERBS[verb], all_in=all_in))
    elif verb == "Shows Cards":
        hand.events.append(Event("show", player, cards=cards, run=run))
    elif verb == "Mucks Cards":
        hand.events.append(Event("show", player, cards=cards, detail="mucked") if cards else Event("muck", player))
    elif verb == "Add to Pot" and amount is not None:
        hand.added += amount
        hand.events.append(Event("add", player, amount))
    else:
        hand.forgiven.append(f"action {verb!r} of {player or 'the table'} not replayed")


def _street_total(hand: SiteHand, player: str) -> Decimal:
    """What ``player`` has put in on the street in play so far (live posts included)."""
    total = Decimal(0)
    for event in reversed(hand.events):
        if event.kind == "street" and event.detail != "hole cards":
            break
        if event.player == player and event.amount is not None and event.kind in ("post", "action"):
            if event.kind == "post" and event.detail in ("ante", "dead"):
                continue
            total += event.amount
    return total


def _read_pots(hand: SiteHand, pots: list[dict[str, Any]], names: dict[int, str]) -> None:
    total = rake = Decimal(0)
    for pot in sorted(pots, key=lambda p: p.get("number", 0)):
        number = pot.get("number", 0)
        total += _money(pot["amount"], "pot amount")
        # A jackpot contribution leaves the pot as the rake does: the house keeps both.
        raked = _money(pot.get("rake") or 0, "rake") + _money(pot.get("jackpot") or 0, "jackpot")
        rake += raked
        if len(pots) > 1:  # the pots one by one, as the sites write them: raked (one pot is the total)
            hand.pots.append(_money(pot["amount"], "pot amount") - raked)
        name = "pot" if len(pots) == 1 else ("main pot" if number == 0 else f"side pot-{number}")
        for win in pot["player_wins"]:
            player = names[win["player_id"]]
            won = _money(win["win_amount"], "win_amount")
            if win.get("cashout_amount"):
                hand.won[player] = hand.won.get(player, Decimal(0)) + won
                fee = _money(win["cashout_fee"], "cashout_fee") if win.get("cashout_fee") else None
                hand.events.append(Event("cash-out", player, _money(win["cashout_amount"], "cashout_amount"), fee))
            else:
                hand.events.append(Event("collect", player, won, detail=name))
    hand.total_pot, hand.rake = total, rake


# -- writing ------------------------------------------------------------------------------------


def to_ohh(hand: SiteHand) -> dict[str, Any]:
    """The OHH object of a hand (flop games: OHH 1.4 names no streets of stud or the draws)."""
    game = _WRITTEN.get(hand.game.lower())
    if game is None:
        raise HandHistoryError(
            code="unsupported", variant="ohh-game", params={"version": SPEC_VERSION, "game": hand.game}
        )
    ids = {seat.name: k for k, seat in enumerate(hand.seats)}
    ohh: dict[str, Any] = {
        "spec_version": SPEC_VERSION,
        "site_name": hand.site or "pokerfloor",
        "network_name": hand.site or "pokerfloor",
        "internal_version": SPEC_VERSION,
        "game_number": hand.number,
        "start_date_utc": utc_iso(hand.started) or hand.started,
        "table_name": hand.table,
        "game_type": game,
        "bet_limit": {"bet_type": _bet_type(hand.structure), "bet_cap": hand.cap or Decimal(0)},
        "table_size": hand.max_seats or len(hand.seats),
        "currency": hand.currency or ("" if not hand.play_money else "PLAY"),
        "dealer_seat": hand.button if hand.button is not None else hand.seats[-1].number,
        "small_blind_amount": hand.stakes[0] if hand.stakes else Decimal(0),
        "big_blind_amount": hand.stakes[1] if len(hand.stakes) > 1 else Decimal(0),
        "ante_amount": hand.ante or Decimal(0),
    }
    if hand.tournament is not None:
        ohh["tournament"] = True
        info: dict[str, Any] = {"tournament_number": hand.tournament.number, "currency": hand.tournament.currency}
        if hand.tournament.buyin is not None:
            info["buyin_amount"] = hand.tournament.buyin
        if hand.tournament.fee is not None:
            info["fee_amount"] = hand.tournament.fee
        if hand.tournament.bounty is not None:
            info["bounty_fee_amount"] = hand.tournament.bounty
        ohh["tournament_info"] = info
    if hand.hero in ids:
        ohh["hero_player_id"] = ids[hand.hero]
    flags = ["Run_It_Twice"] if hand.runs > 1 else []
    if hand.cap:
        flags.append("Cap")
    ohh["flags"] = flags
    ohh["players"] = [_player(seat, ids[seat.name]) for seat in hand.seats]
    ohh["rounds"] = _rounds_of(hand, ids)
    ohh["pots"] = _pots_of(hand, ids)
    return {"ohh": ohh}


def _bet_type(structure: str) -> str:
    return next((k for k, v in BET_TYPES.items() if v == structure), "NL")


def _player(seat: Seat, number: int) -> dict[str, Any]:
    out: dict[str, Any] = {"id": number, "seat": seat.number, "name": seat.name, "starting_stack": seat.stack}
    if seat.bounty is not None:
        out["player_bounty"] = seat.bounty
    if seat.sitting_out:
        out["is_sitting_out"] = True
    return out


_OHH_POSTS = {"ante": "Post Ante", "small blind": "Post SB", "big blind": "Post BB", "straddle": "Straddle"}
_OHH_POSTS.update({"dead": "Post Dead", "button blind": "Post Extra Blind"})
_OHH_VERBS = {v: k for k, v in _VERBS.items()}


def _rounds_of(hand: SiteHand, ids: Mapping[str, int]) -> list[dict[str, Any]]:
    rounds: list[dict[str, Any]] = [{"id": 0, "street": "Preflop", "cards": [], "actions": []}]
    number = 0
    showdown: list[dict[str, Any]] = []
    put_in: dict[str, Decimal] = {}  # each player's total on the street in play (the raises' base)
    for written in hand.events:
        event = written
        if event.kind == "street" and event.detail in ("flop", "turn", "river"):
            street = event.detail.capitalize()
            rounds.append({"id": len(rounds), "street": street, "cards": list(event.cards), "actions": []})
            put_in = {}
            continue
        if event.kind == "action" and event.detail == "raise" and event.to is not None:
            # OHH's raise amount is what the player puts in by it, not the raise's size
            event = replace(event, amount=event.to - put_in.get(event.player, Decimal(0)))
        if event.amount is not None and (event.kind == "action" or (event.kind == "post" and event.detail != "ante")):
            live = (
                event.amount
                if event.detail != "dead"
                else min(event.amount, hand.stakes[-1] if hand.stakes else event.amount)
            )
            put_in[event.player] = put_in.get(event.player, Decimal(0)) + live
        entry = _action_of(event, ids)
        if entry is None:
            continue
        number += 1
        entry["action_number"] = number
        (showdown if entry["action"] in ("Shows Cards", "Mucks Cards") else rounds[-1]["actions"]).append(entry)
    if showdown:
        rounds.append({"id": len(rounds), "street": "Showdown", "cards": [], "actions": showdown})
    return rounds


def _action_of(event: Event, ids: Mapping[str, int]) -> dict[str, Any] | None:
    player = ids.get(event.player)
    known = [c for c in event.cards if _is_card(c)]  # OHH has no way to write a card nobody saw
    if event.kind == "post":
        return {
            "player_id": player,
            "action": _OHH_POSTS[event.detail],
            "amount": event.amount,
            "is_allin": event.all_in,
        }
    if event.kind == "deal":
        return {"player_id": player, "action": "Dealt Cards", "cards": known}
    if event.kind == "action" and event.detail in _OHH_VERBS:
        entry: dict[str, Any] = {"player_id": player, "action": _OHH_VERBS[event.detail]}
        if event.amount is not None:
            entry.update(amount=event.amount, is_allin=event.all_in)
        return entry
    if event.kind == "show":
        verb = "Mucks Cards" if event.detail == "mucked" else "Shows Cards"
        return {"player_id": player, "action": verb, "cards": known}
    if event.kind == "muck":
        return {"player_id": player, "action": "Mucks Cards"}
    if event.kind == "add":
        return {"player_id": player, "action": "Add to Pot", "amount": event.amount}
    return None


def _pots_of(hand: SiteHand, ids: Mapping[str, int]) -> list[dict[str, Any]]:
    """One pot per pot the site paid from, its winners and the rake (all the rake on the first).
    A player has one win in a pot, what he won from it in all (the specification's ``win_amount``,
    "the amount the player won in the pot"): a board run twice pays him from the same pot once."""
    by_pot: dict[str, list[dict[str, Any]]] = {}
    for event in hand.events:
        if event.kind == "collect":
            wins = by_pot.setdefault(event.detail or "pot", [])
            won = next((w for w in wins if w["player_id"] == ids[event.player]), None)
            if won is None:
                wins.append({"player_id": ids[event.player], "win_amount": event.amount})
            else:  # the same pot on another run of the board
                won["win_amount"] += event.amount or Decimal(0)
        elif event.kind == "cash-out":
            win = {"player_id": ids[event.player], "win_amount": hand.won.get(event.player, Decimal(0))}
            win.update(cashout_amount=event.amount, cashout_fee=event.to or Decimal(0))
            by_pot.setdefault("pot", []).append(win)
    names = sorted(by_pot, key=lambda name: (name != "pot", name not in ("main pot", "main"), name))
    pots = []
    for number, name in enumerate(names):
        wins = by_pot[name]
        paid = sum((w["win_amount"] for w in wins), Decimal(0))
        rake = (hand.rake or Decimal(0)) if number == 0 else Decimal(0)
        fees = sum(hand.fees.values(), Decimal(0)) if number == 0 else Decimal(0)  # OHH's jackpot
        # A pot's amount is what was in it: what its winners took and what the site raked.
        pot = {"number": number, "amount": paid + rake + fees, "rake": rake, "player_wins": wins}
        pots.append({**pot, "jackpot": fees} if fees else pot)
    return pots


def dumps(hands: list[SiteHand] | SiteHand) -> str:
    """OHH text: each hand's object on its own, separated by a blank line (the storage format)."""
    many = hands if isinstance(hands, list) else [hands]
    return "\n\n".join(json.dumps(_exact(to_ohh(hand)), ensure_ascii=False, indent=2) for hand in many) + "\n"


def _exact(value: Any) -> Any:
    """Amounts as JSON numbers: whole ones as integers, the others as the shortest float that
    reads back to the same decimal (exact for the 15 significant digits amounts have)."""
    if isinstance(value, dict):
        return {k: _exact(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_exact(v) for v in value]
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    return value
