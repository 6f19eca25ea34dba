"""The refusals of pokerfloor.room (the table server) worded once, in the catalogs: a refusal of
each sentence of the room (a table's settings, its events, its seats, the hands, the database,
the people, the protocol), with the English it says (:func:`test_refusal_words.check_sample`)."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("sqlalchemy", reason="the tables extra (SQLAlchemy) is not installed")
pytest.importorskip("argon2", reason="the tables extra (argon2-cffi) is not installed")

from argon2 import PasswordHasher

from pokerfloor.room.accounts import Accounts, Session
from pokerfloor.room.attempts import LogInAttempts
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.history import check_reader, written
from pokerfloor.room.leases import Leases
from pokerfloor.room.migrations import STEPS
from pokerfloor.room.protocol import Bounds, Bucket, Request, action_text, hello_token, read_message
from pokerfloor.room.room import Room
from pokerfloor.room.settings import TableSettings
from pokerfloor.room.state import TableState, apply
from pokerfloor.room.store import Batch, Store, engine_url
from pokerfloor.web.tables.bots import run_bots
from room_play import GAMES, Played
from test_refusal_words import check_sample

CHEAP = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)


def _table(players: int = 2, *, dealt: bool = False) -> Played:
    """A hold'em table of two players of 100 (``dealt``: its first hand in play)."""
    played = Played()
    played.add("opened", {"settings": GAMES["holdem"]})
    for seat in range(1, players + 1):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 100})
    if dealt:
        played.add("dealt", {"seed": 1})
    return played


def _full() -> Played:
    played = Played()
    played.add("opened", {"settings": {**GAMES["holdem"], "seats": 2}})
    for seat in (1, 2):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 100})
    return played


def _runs_asked() -> Played:
    """Two players of 100 at a table that runs it up to three times, all in: asked to run it again;
    P2 has answered twice."""
    played = Played()
    settings = {**GAMES["holdem"], "rulebook": "wsop-live", "runs": 3}
    played.add("opened", {"settings": settings})
    for seat in (1, 2, 3):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 100})
    played.add("dealt", {"seed": 1})
    for verb in ("allin", "call", "fold"):
        hand = played.state.hand
        assert hand is not None
        played.add("acted", {"text": f"{hand.player_to_act} {verb}", "by": "player"})
    asked = played.state.runs_asked
    assert asked is not None and set(asked.players) == {"P1", "P2"}
    played.add("runs", {"player": "P2", "times": 2})
    return played


def _away_voter() -> Played:
    """A table of bomb pots by vote where P2 sits out."""
    played = Played()
    played.add("opened", {"settings": {**GAMES["holdem"], "bomb_pot_vote": 5}})
    for seat in (1, 2):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 100})
    played.add("sat-out", {"player": "P2", "why": "asked"})
    return played


def _then(played: Played, kind: str, data: dict[str, Any]) -> Callable[[], object]:
    return lambda: played.add(kind, data)


def _store() -> Store:
    return Store(f"sqlite:///{Path(tempfile.mkdtemp()) / 'room.db'}")


def _accounts() -> Accounts:
    accounts = Accounts(_store(), CHEAP)
    accounts.register("ann", "correct horse")
    return accounts


def _event_taken() -> None:
    store = _store()
    store.open_table("t1", "T", RoomEvent(1, "opened", {"settings": GAMES["holdem"]}, 1.0))
    store.append([Batch("t1", [RoomEvent(1, "paused", {}, 1.0)])])


def _schema_newer() -> None:
    store = _store()
    with store.writing() as connection:
        from sqlalchemy import text  # noqa: PLC0415 - the tables extra, imported with the store

        connection.execute(text("INSERT INTO pf_schema (version, applied_at) VALUES (:v, 0)"), {"v": len(STEPS) + 1})
    Store(store.url)


def _elsewhere() -> None:
    store = _store()
    room = Room(store, leases=Leases(store, "http://here"))
    room.leases.elsewhere["t9"] = "http://there:8700"
    room.table("t9")


def _closed() -> Played:
    played = _table()
    played.add("closed", {})
    return played


def _sng_settings(**rules: Any) -> dict[str, Any]:
    levels = [{"blinds": [1, 2]}]
    return {"name": "SNG", "seats": 3, "sit_and_go": {"entry": 5, "chips": 100, "levels": levels, **rules}}


def _sng(players: int = 3, *, dealt: bool = False, finished: bool = False) -> Played:
    """A sit-and-go of three seats (``dealt``: started; ``finished``: its first hand over)."""
    played = Played()
    played.add("opened", {"settings": _sng_settings()})
    for seat in range(1, players + 1):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 100})
    if dealt:
        played.add("dealt", {"seed": 1})
    while finished and played.state.in_hand and played.state.hand is not None:
        hand = played.state.hand
        passive = "check" if "check" in hand.options().kinds else "fold"
        played.add("acted", {"text": f"{hand.player_to_act} {passive}", "by": "player"})
    return played


def _sng_over(*, first_out: bool = False) -> Played:
    """A sit-and-go played out: each player all in till one has every chip (``first_out``: till
    one has none, the others playing on)."""
    played = _sng(dealt=True)
    for _ in range(1000):
        tourney = played.state.tourney
        if tourney is None or tourney.over or (first_out and tourney.places):
            assert not (first_out and tourney is not None and tourney.over), "two out at once: another seed"
            return played
        hand = played.state.hand
        if hand is None or hand.is_over:
            played.add("dealt", {"seed": played.state.hand_number + 1})
            continue
        kinds = {kind.value for kind in hand.options().kinds}
        verb = "allin" if kinds & {"bet", "raise"} else "call" if "call" in kinds else "check"
        if first_out and hand.player_to_act == "P3":  # he stays out of it: one player goes out
            verb = "check" if "check" in kinds else "fold"
        played.add("acted", {"text": f"{hand.player_to_act} {verb}", "by": "player"})
    raise AssertionError("the sit-and-go never ended")


def _late_entry() -> None:
    """A new player for the seat of one out of chips, the sit-and-go started."""
    played = _sng_over(first_out=True)
    played.add("seated", {"player": "Q", "seat": played.state.free_seats()[0], "chips": 100})


def _paused() -> Played:
    played = _table(dealt=True)
    played.add("paused", {})
    return played


def _leaving() -> Played:
    played = _table(dealt=True)
    played.add("left", {"player": "P1"})
    return played


def _away() -> Played:
    played = _table()
    played.add("sat-out", {"player": "P1", "why": "asked"})
    return played


def _waiting() -> Played:
    played = _full()
    played.add("waiting", {"player": "W", "chips": 100})
    return played


def _waiting_free() -> Played:
    played = _waiting()
    played.add("left", {"player": "P1"})  # between hands: at once; W is first for the seat
    return played


def _draw_hand() -> Played:
    played = Played()
    played.add("opened", {"settings": GAMES["triple-draw"]})
    for seat in (1, 2):
        played.add("seated", {"player": f"P{seat}", "seat": seat, "chips": 400})
    played.add("dealt", {"seed": 3})
    hand = played.state.hand
    assert hand is not None
    while not hand.is_drawing:
        passive = "check" if "check" in hand.options().kinds else "call"
        played.add("acted", {"text": f"{hand.player_to_act} {passive}", "by": "player"})
    return played


def _draws_unnamed() -> None:
    """A draw of two cards that does not say which: refused, the deck knows every card."""
    played = _draw_hand()
    assert played.state.hand is not None
    played.add("acted", {"text": f"{played.state.hand.player_to_act} draws 2", "by": "player"})


def _guessed() -> None:
    attempts = LogInAttempts(burst=1, seconds=12.0, clock=lambda: 100.0)
    attempts.failed("10.0.0.1", "ann")
    attempts.check("10.0.0.1", "ann")


def _bucket() -> None:
    bucket = Bucket(0.001, 1)
    bucket.take()
    bucket.take()


BOUNDS = Bounds(message_bytes=100)

#: A refusal of each sentence of the room, and what it says in English.
SAMPLES: list[tuple[Callable[[], object], str]] = [
    (
        lambda: TableSettings.from_json([1]),
        "a table's settings are a JSON object of keys, not [1]",
    ),  # refused.bad-setting.not-object
    (
        lambda: TableSettings.from_json({"name": "x", "colour": "red"}),
        (
            "colour: no such setting; the settings are: name, game, structure, blinds, ante, bb_ante, "
            "bring_in, small_bet, big_bet, button_blind, rulebook, rules, seats, buy_in, clock, "
            "between_hands, rake, bomb_pot, straddle, straddle_from, runs, bomb_pot_vote, sit_and_go"
        ),
    ),  # refused.bad-setting.unknown
    (
        lambda: TableSettings.from_json({"name": ""}),
        "name: a table's name is 1 to 40 characters, not ''",
    ),  # refused.bad-setting.name
    (
        lambda: TableSettings.from_json({"name": "x", "seats": 11}),
        "seats: this game's table has 2 to 10 seats, not 11",
    ),  # refused.bad-setting.seats
    (
        lambda: TableSettings.from_json({"name": "x", "clock": {"turn": 3}}),
        'clock: {"action": seconds, "bank": seconds}, not {\'turn\': 3}',
    ),  # refused.bad-setting.clock
    (
        lambda: TableSettings.from_json({"name": "x", "buy_in": [50, 10]}),
        "buy_in: [least, most], whole numbers of chips with 0 < least <= most, not [50, 10]",
    ),  # refused.bad-setting.buy-in
    (
        lambda: TableSettings.from_json({"name": "x", "clock": {"action": 0}}),
        "clock.action: a number of seconds from 0.1 to 86400.0, not 0",
    ),  # refused.bad-setting.seconds
    (
        lambda: TableSettings.from_json({"name": "x", "rules": ["x"]}),
        "rules: a JSON object of switch: value, not ['x']",
    ),  # refused.bad-setting.rules
    (
        lambda: TableSettings.from_json(_sng_settings(payouts=[60, 30])),
        (
            "sit_and_go.payouts: a sit-and-go's entry and chips are whole numbers, its levels a list of 1 to 100"
            " levels, its payouts whole percents of the pool adding up to 100, first place first and no more than"
            " the seats; not [60, 30]"
        ),
    ),  # refused.bad-setting.sit-and-go
    (
        lambda: TableSettings.from_json({"name": "x", "rake": 5}),
        (
            'rake: "PERCENT/CAP" or a JSON object of the rake\'s fields (percent, cap, per, no_flop_no_drop, jackpot,'
            " jackpot_from), not 5"
        ),
    ),  # refused.bad-setting.rake
    (
        lambda: TableSettings.from_json({"name": "x", "bomb_pot": {"ante": 0, "every": 5}}),
        "bomb_pot: {\"ante\": chips, \"every\": hands}, whole numbers above 0, not {'ante': 0, 'every': 5}",
    ),  # refused.bad-setting.bomb-pot
    (
        lambda: TableSettings.from_json({"name": "x", "straddle": "4"}),
        "straddle: a mandatory straddle, a whole number of chips (0: none), not '4'",
    ),  # refused.bad-setting.straddle
    (
        lambda: TableSettings.from_json({"name": "x", "straddle": 4, "straddle_from": "cutoff"}),
        "straddle_from: where a mandatory straddle is posted, one of under-the-gun, button, mississippi (with a"
        " straddle), not 'cutoff'",
    ),  # refused.bad-setting.straddle-from
    (
        lambda: TableSettings.from_json({"name": "x", "blinds": [1, 2], "straddle": 4, "straddle_from": "button"}),
        "straddle_from: button: with 4 players that straddle is posted from a seat the rulebook tda does not let"
        " straddle; it lets straddle: under-the-gun (TDA 2024: no rule found (tournaments post no straddles); the"
        " under-the-gun straddle, as WSOP 2024 Live Action Rules, Rule 161)",
    ),  # refused.bad-setting.straddle-seat
    (
        lambda: TableSettings.from_json(
            {
                "name": "x",
                "blinds": [1, 2],
                "structure": "fixed-limit",
                "rulebook": "wsop-live",
                "straddle": 4,
                "straddle_from": "button",
            }
        ),
        "straddle_from: button: with 4 players that straddle is posted by the button, and the button may not"
        " straddle in a limit game (WSOP 2024 Live Action Rules, Rule 161 (not allowed in limit games))",
    ),  # refused.bad-setting.straddle-seat-limit
    (
        lambda: TableSettings.from_json({"name": "x", "rulebook": "wsop-live", "runs": 9}),
        "runs: the most times the players may agree to run the board, a whole number from 1 to 4, not 9",
    ),  # refused.bad-setting.runs
    (
        lambda: TableSettings.from_json({"name": "x", "blinds": [1, 2], "runs": 2}),
        "runs: 2 runs of the board, but the rulebook tda allows at most 1 (TDA 2024: no rule found (a tournament"
        " hand's board is dealt once))",
    ),  # refused.bad-setting.runs-rulebook
    (
        _then(_table(3, dealt=True), "runs", {"player": "P1", "times": 2}),
        "nobody is being asked to run the board again at this table",
    ),  # refused.agreement.not-asked
    (
        _then(_runs_asked(), "runs", {"player": "P3", "times": 2}),
        "P3 is not in the pot: the players in it agree to run the board again",
    ),  # refused.agreement.not-in-pot
    (
        _then(_runs_asked(), "runs", {"player": "P2", "times": 3}),
        "P2 has answered already: up to 2 run(s)",
    ),  # refused.agreement.answered
    (
        _then(_runs_asked(), "runs", {"player": "P1", "times": 4}),
        "times: the board may be run 1 to 3 times, not 4",
    ),  # refused.agreement.times
    (
        _then(_runs_asked(), "ran", {"times": 2}),
        "the board is run 2 times only when every player in the pot agrees to it: they agreed to 1",
    ),  # refused.agreement.not-agreed
    (
        lambda: TableSettings.from_json({"name": "x", "bomb_pot_vote": "5"}),
        "bomb_pot_vote: the ante of a bomb pot by vote, a whole number of chips (0: none), not '5'",
    ),  # refused.bad-setting.bomb-pot-vote
    (
        _then(_table(), "bomb-vote", {"player": "P1", "agree": True}),
        "the table t1 offers no bomb pot by vote",
    ),  # refused.bomb-vote.not-offered
    (
        _then(_away_voter(), "bomb-vote", {"player": "P2", "agree": True}),
        "P2 sits out: only the players present vote for a bomb pot",
    ),  # refused.bomb-vote.away
    (
        lambda: TableSettings.from_json({**_sng_settings(), "blinds": [1, 2]}),
        "blinds: a sit-and-go's levels say its stakes and its chips: give them in sit_and_go, not beside it",
    ),  # refused.bad-setting.sit-and-go-stakes
    (
        lambda: TableSettings.from_json({**_sng_settings(), "rulebook": "roberts"}),
        (
            "a sit-and-go deals its absent players in and blinds them off; the rulebook roberts has them owe"
            ' their blinds instead: set rules.missed_blinds to "blinded"'
        ),
    ),  # refused.bad-setting.sit-and-go-absent
    (
        lambda: asyncio.run(run_bots("http://127.0.0.1:9", tables=1, players=1, hands=1, sit_and_go=True)),
        "a sit-and-go of bots needs at least 2 players (it starts when every seat is taken), not 1",
    ),  # refused.bad-setting.sit-and-go-players
    (
        _then(_sng(players=2), "seated", {"player": "Q", "seat": 3, "chips": 100, "moved_from": "t2"}),
        "Q: the players of a sit-and-go are not moved to or from its table t1",
    ),  # refused.sit-and-go.move
    (_then(_sng_over(), "seated", {"player": "Q", "seat": 1, "chips": 100}), "the sit-and-go at table t1 is over"),
    # refused.sit-and-go.over
    (
        _late_entry,
        "Q: the sit-and-go has started; it takes a player again only for a rebuy, 0 each, during its rebuy levels",
    ),  # refused.sit-and-go.started
    (_then(_sng(dealt=True), "added", {"player": "P1", "chips": 5}), "P1: a sit-and-go has no top-ups"),
    # refused.sit-and-go.add
    (
        _then(_sng(dealt=True), "left", {"player": "P1"}),
        (
            "P1: a sit-and-go's chips stay in play once it has started; sit out instead (your blinds and antes"
            " are posted and your hands folded)"
        ),
    ),  # refused.sit-and-go.leave
    (
        _then(_sng(players=3), "waiting", {"player": "W", "chips": 100}),
        "W: a sit-and-go has no waiting list: it starts when its seats are taken",
    ),  # refused.sit-and-go.waiting
    (
        _then(_sng(players=2), "dealt", {"seed": 1}),
        "the sit-and-go starts when every seat is taken: 1 still free",
    ),  # refused.sit-and-go.not-full
    (
        _then(_sng(dealt=True, finished=True), "closed", {}),
        "the sit-and-go at table t1 is being played: its table closes once it is over",
    ),  # refused.sit-and-go.close
    (
        lambda: RoomEvent(1, "teleported", {}, 1.0),
        "event 1: 'teleported' is not an event of a table",
    ),  # refused.bad-event
    (
        lambda: RoomEvent(1, "seated", {"player": "A", "seat": "1", "chips": 5}, 1.0),
        "event 1 (seated): its seat is missing or of the wrong kind",
    ),  # refused.bad-event.field
    (
        lambda: apply(TableState("t1"), RoomEvent(2, "paused", {}, 1.0)),
        "event 2 comes out of order: the table's next is 1",
    ),  # refused.event-order
    (lambda: apply(TableState("t1"), RoomEvent(1, "paused", {}, 1.0)), "there is no table t1"),  # refused.no-table
    (_then(_table(), "opened", {"settings": GAMES["holdem"]}), "table t1 is open already"),  # refused.table-open
    (_then(_closed(), "paused", {}), "table t1 is closed"),  # refused.closed
    (
        _then(_table(), "seated", {"player": "Q", "seat": 7, "chips": 100}),
        "there is no seat 7: the seats are 1 to 6",
    ),  # refused.no-seat
    (
        _then(_table(), "seated", {"player": "Q", "seat": 1, "chips": 100}),
        "seat 1 is taken by P1",
    ),  # refused.seat-taken
    (
        _then(_table(), "seated", {"player": "Q", "seat": 3, "chips": 1}),
        "Q brings 1: the buy-in at this table is 40 to 200",
    ),  # refused.buy-in
    (
        _then(_waiting_free(), "seated", {"player": "X", "seat": 1, "chips": 100}),
        "W is first on the waiting list: the next free seat goes to W",
    ),  # refused.waiting-list
    (
        _then(_table(), "seated", {"player": "P1", "seat": 3, "chips": 100}),
        "P1 is seated at this table already, in seat 1",
    ),  # refused.already-seated
    (_then(_table(), "added", {"player": "Q", "chips": 10}), "Q has no seat at this table"),  # refused.not-seated
    (
        _then(_leaving(), "added", {"player": "P1", "chips": 10}),
        "P1 leaves the table once the hand in play is over",
    ),  # refused.leaving
    (
        _then(_table(), "added", {"player": "P1", "chips": 1000}),
        "P1 adds 1000: with 100 at the table, at most 100 may be added (a stack of at most 200)",
    ),  # refused.top-up
    (_then(_away(), "sat-out", {"player": "P1", "why": "asked"}), "P1 is sitting out already"),  # refused.already-away
    (_then(_table(), "back", {"player": "P1"}), "P1 is not sitting out"),  # refused.not-away
    (
        _then(_waiting(), "waiting", {"player": "W", "chips": 100}),
        "W is on the waiting list already",
    ),  # refused.already-waiting
    (_then(_table(), "unwaiting", {"player": "W"}), "W is not on the waiting list"),  # refused.not-waiting
    (
        _then(_table(), "waiting", {"player": "W", "chips": 100}),
        "seat 3 is free: take it rather than wait",
    ),  # refused.seats-free
    (_then(_table(dealt=True), "dealt", {"seed": 2}), "hand 1 is being played: wait for its end"),  # refused.hand-on
    (
        _then(_paused(), "acted", {"text": "P1 fold", "by": "player"}),
        "the floor has paused this table",
    ),  # refused.paused
    (_then(_table(), "resumed", {}), "the table is not paused"),  # refused.not-paused
    (
        _then(_table(), "acted", {"text": "P1 fold", "by": "player"}),
        "no hand is being played at this table",
    ),  # refused.no-hand
    (_draws_unnamed, "P2: name the cards you throw away (draws 7c2d), or stand pat"),  # refused.draw-cards
    (
        lambda: engine_url("mysql://u:secret@h/db"),
        "mysql://u:***@h/db: the database is sqlite:///FILE or postgresql://USER@HOST/DATABASE",
    ),  # refused.bad-db
    (
        lambda: Store("sqlite:///room.db?synchronous=off"),
        "sqlite:///room.db?synchronous=off: synchronous is full or normal, not off",
    ),  # refused.bad-db.synchronous
    (
        lambda: Store("sqlite:////no/such/folder/room.db"),
        "sqlite:////no/such/folder/room.db: the database cannot be opened (unable to open database file)",
    ),  # refused.bad-db.unreachable
    (lambda: _accounts().register("ann", "another one"), "the name ann is taken"),  # refused.name-taken
    (
        _event_taken,
        "another server has written to table t1 meanwhile: this one leaves it to that one",
    ),  # refused.event-taken
    (
        _schema_newer,
        "the database's schema is version 4, newer than this release's 3: upgrade pokerfloor",
    ),  # refused.schema-newer
    (
        lambda: _accounts().register("1ann", "correct horse"),
        "a name is 1 to 24 letters, digits, '_', '.' or '-', beginning with a letter, not '1ann'",
    ),  # refused.bad-name
    (lambda: _accounts().register("bob", "short"), "a password has 8 to 200 characters"),  # refused.bad-password
    (lambda: _accounts().log_in("ann", "wrong horse"), "wrong name or password"),  # refused.login
    (
        lambda: _accounts().session("not a token"),
        "this session token is unknown or has expired: log in again",
    ),  # refused.token
    (
        lambda: _accounts().register("bob", "correct horse", "floor"),
        "'floor' is not a role one may take; the roles are: player, spectator",
    ),  # refused.bad-role
    (
        lambda: Room.refuse_spectator(Session("sam", "spectator")),
        "sam is a spectator: a spectator watches, and neither sits nor acts",
    ),  # refused.forbidden.spectator
    (
        lambda: Room.refuse_unless_floor(Session("ann", "player")),
        "only the floor pauses a table, seats or unseats another player and rules on a dispute (ann is a player)",
    ),  # refused.forbidden.floor
    (
        lambda: check_reader("ann", "player", "phh"),
        (
            "the whole record of the hands, every card dealt (PHH), is the floor's; ann may have them as "
            "PokerStars text or OHH"
        ),
    ),  # refused.forbidden.record
    (
        lambda: check_reader("ann", "player", "pokerstars", "bob"),
        "ann may read the hands of bob only as bob or as the floor",
    ),  # refused.forbidden.history
    (
        lambda: written([], "hhx"),
        "'hhx' is not a history's format; the formats are: phh, pokerstars, ohh",
    ),  # refused.bad-format
    (
        lambda: read_message("[1, 2]", BOUNDS),
        "a message is one JSON object with a \"type\", not '[1, 2]'",
    ),  # refused.message
    (
        lambda: read_message('{"type": "dance"}', BOUNDS),
        (
            "unknown message type 'dance'; the types are: hello, join, unjoin, sit, add, sit-out, back, "
            "leave, wait, unwait, act, runs, bomb-pot, pause, resume, unseat, move, rule, ping"
        ),
    ),  # refused.message.type
    (
        lambda: read_message('{"type": "join", "table": 7}', BOUNDS),
        "join: table is missing or of the wrong kind",
    ),  # refused.message.field
    (lambda: read_message("x" * 101, BOUNDS), "a message has at most 100 bytes, not 101"),  # refused.too-large.message
    (_bucket, "too many messages: at most 0.001 a second; send it again in a moment"),  # refused.rate
    (_guessed, "too many failed log-ins from this address or for this name: try again in 12 s"),  # refused.login-rate
    (
        lambda: hello_token(read_message('{"type": "hello", "protocol": 2, "token": "x"}', BOUNDS)),
        "this server speaks version 1 of the protocol, not 2",
    ),  # refused.protocol
    (
        lambda: hello_token(read_message('{"type": "ping"}', BOUNDS)),
        'say hello first: {"type": "hello", "protocol": 1, "token": ...}',
    ),  # refused.hello
    (_elsewhere, "table t9 is run by the server at http://there:8700: connect there"),  # refused.elsewhere
    (
        lambda: action_text(Request("act", None, {"table": "t", "action": {"verb": "dance"}}), "ann"),
        "unknown action 'dance'; the actions are: fold, check, call, bet, raise, allin, bring-in, complete, draw",
    ),  # refused.syntax.click-verb
    (
        lambda: action_text(Request("act", None, {"table": "t", "action": {"verb": "raise"}}), "ann"),
        "ann raise: give the amount, the street total to raise to",
    ),  # refused.syntax.click-amount
]


@pytest.mark.parametrize(("make", "said"), SAMPLES)
def test_a_refusal_of_the_room_says_what_it_says_and_is_said_in_every_language(
    make: Callable[[], object], said: str
) -> None:
    check_sample(make, said)
