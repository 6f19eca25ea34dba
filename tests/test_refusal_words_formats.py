"""The refusals of pokerfloor.formats worded once, in the catalogs: a refusal of each sentence of the
room (files, situation files, hand histories in PHH, PokerStars text and OHH, amounts), with the
English the room said when it wrote its own sentences (:func:`test_refusal_words.check_sample`).
The strict readers' refusals name what the lenient ones forgive (``forgiven.*``), and an OHH
record's breaches of the specification (``ohh.*``): each is named by one refusal here."""

from __future__ import annotations

import atexit
import io
import os
import shutil
import tempfile
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from pokerfloor import (
    Action,
    BlindPost,
    Deck,
    FixedLimit,
    Hand,
    Kind,
    NoLimit,
    PotLimit,
    SpreadLimit,
    Table,
    rulebook,
    variant,
)
from pokerfloor.errors import SituationError
from pokerfloor.formats.files import MAX_BYTES, exact_general, read_text
from pokerfloor.formats.phh import parse_histories
from pokerfloor.formats.phh.collections import hand_tables
from pokerfloor.formats.phh.history import HandHistory, read_histories, seat_of
from pokerfloor.formats.phh.money import WHOLE_CHIPS, amount_chips, chips_field, chips_list
from pokerfloor.formats.phh.replayer import Replayer
from pokerfloor.formats.phh.table import table_of as phh_table
from pokerfloor.formats.phh.write import dumps, to_phh
from pokerfloor.formats.sites import bovada, ggpoker, ipoker, ohh, pacific, partypoker, pokerstars, winamax, winning
from pokerfloor.formats.sites.build import site_hand
from pokerfloor.formats.sites.hand import SiteHand
from pokerfloor.formats.sites.pokerstars import MAX_FILE_BYTES
from pokerfloor.formats.sites.pokerstars_writer import write as write_pokerstars
from pokerfloor.formats.situation import cases_of, hand_of, in_chips, load_cases, table_of, waiting_of
from pokerfloor.formats.situation_sessions import new_dealer_of, required_kill_of
from pokerfloor.formats.units import ChipUnit, read_amount
from pokerfloor.games.variants import Variant
from test_refusal_words import check_sample

DATA = Path(__file__).parent / "data" / "refusals"
PHH = Path(__file__).parent / "data" / "phh-cents"
TDA = rulebook("tda")
#: Files made for the refusals of files of a kind (a FIFO, a file larger than a reader takes).
MADE = Path(tempfile.mkdtemp(prefix="pokerfloor-refusals-"))
atexit.register(shutil.rmtree, MADE, True)


def _wrong(value: object) -> Any:
    """A value of the wrong type, given on purpose (the refusal is what is tried)."""
    return value


def _fifo() -> None:
    path = MADE / "fifo.toml"
    if not path.exists():
        os.mkfifo(path)
    load_cases(path)


def _larger_than_stars() -> None:
    path = MADE / "large.txt"
    with path.open("wb") as sparse:
        sparse.truncate(MAX_FILE_BYTES + 1)  # its size, without its bytes
    pokerstars.read_file(path)


def _cases(case: dict[str, Any], **table: Any) -> None:
    list(cases_of({**table, "case": [case]}, "s.toml"))


PLAYERS = [{"name": "A", "stack": 100}, {"name": "B", "stack": 100}]


def _settings(**changes: Any) -> dict[str, Any]:
    return {"players": PLAYERS, "blinds": [1, 2], **changes}


def _stud(**changes: Any) -> dict[str, Any]:
    return _settings(game="stud", blinds=None, ante=1, bring_in=1, small_bet=2, big_bet=4, **changes)


def _waiting(*entries: object) -> None:
    waiting_of({"waiting": list(entries)})


def _scaled_stack() -> None:
    players = [{"name": "A", "stack": Decimal("100000000000000000.5")}, {"name": "B", "stack": 100}]
    in_chips(next(cases_of({"players": players, "blinds": [Decimal("0.5"), 1], "case": [{}]}, "s.toml")))


FIELDS: dict[str, Any] = {
    "variant": "NT",
    "antes": [0, 0],
    "blinds_or_straddles": [1, 2],
    "min_bet": 2,
    "starting_stacks": [100, 100],
    "actions": [],
}


def _phh(strict: bool = False, **changes: Any) -> None:
    fields = {**FIELDS, **changes}
    phh_table(HandHistory({k: v for k, v in fields.items() if v is not None}), TDA, strict=strict)


def _three(**changes: Any) -> None:
    _phh(**{"starting_stacks": [100] * 3, "antes": [0] * 3, "blinds_or_straddles": [1, 2, 0], **changes})


def _replayer(actions: list[str], strict: bool = False) -> tuple[Replayer, Hand]:
    replayer = Replayer(HandHistory({**FIELDS, "actions": actions}), TDA, strict)
    return replayer, replayer.start()


def _push(*words: str) -> None:
    replayer, hand = _replayer(["d dh p1 AhAd", "d dh p2 KhKd"])
    replayer.action(hand, words)


def _unseen_loser(drop_show: bool) -> None:
    """The strict replay of a hand whose loser shows unknown cards (or none) at the showdown."""
    [history] = read_histories(PHH / "unknown-loser.phh")
    if drop_show:
        history.fields["actions"] = [a for a in history.fields["actions"] if a != "p2 sm ????"]
    replayer = Replayer(history, TDA, strict=True)
    hand = replayer.start()
    for index in replayer.record.plays:
        replayer.action(hand, replayer.words[index])
    replayer.settle(hand)


def _heads_up(**changes: Any) -> Hand:
    base: dict[str, Any] = {
        "names": ("A", "B"),
        "stacks": (100, 100),
        "button": 1,
        "structure": NoLimit(2),
        "rules": TDA,
        "blinds": (1, 2),
    }
    return Hand(Table(**{**base, **changes}))


def _straddled_to_phh(**changes: Any) -> None:
    """A four-handed table with a straddle, and ``changes``, written as PHH."""
    table = Table(
        names=("A", "B", "C", "D"),
        stacks=(100,) * 4,
        button=0,
        structure=NoLimit(2),
        rules=TDA,
        blinds=(1, 2),
        straddles=(4,),
        **changes,
    )
    to_phh(Hand(table))


def _dead_small_with_straddle() -> None:
    _straddled_to_phh(seats=6, seat_numbers=(1, 3, 4, 5), dead_small_blind=2)


def _stud_kill() -> None:
    """A stud hand killed by C (WSOP 2024 Live Action Rule 190), written as PHH."""
    table = Table(
        names=("A", "B", "C"),
        stacks=(100,) * 3,
        button=0,
        structure=FixedLimit(2, 4),
        rules=TDA,
        bring_in=1,
        variant=variant("stud"),
        kill="full",
        kill_seat=2,
    )
    to_phh(Hand(table))


def _blinds_round_with_straddle() -> None:
    _straddled_to_phh(blind_players=(2, 3))


def _short_deck_straddle() -> None:
    """Short deck straddled over the button's blind, written as PHH."""
    table = Table(
        names=("A", "B", "C", "D"),
        stacks=(100,) * 4,
        button=3,
        structure=NoLimit(2),
        rules=TDA,
        variant=variant("short-deck"),
        ante=1,
        posts=(BlindPost(3, 2),),
        straddles=(4,),
    )
    to_phh(Hand(table))


#: A full kill from the third seat (WSOP 2024 Live Action Rules, Kill Pots).
_KILLED: dict[str, Any] = {"rules": rulebook("wsop-live"), "kill": "full", "kill_seat": 2}


def _run_four_times() -> None:
    """A hand all in before the flop, its board run four times, made a site's record."""
    table = Table(
        names=("A", "B"), stacks=(100, 100), button=1, structure=NoLimit(2),
        rules=rulebook("wsop-live").override(runs_most=4), blinds=(1, 2),
    )  # fmt: skip
    hand = Hand(table, deck=Deck(seed=1))
    hand.push(Action(Kind.RAISE, 100))
    hand.push(Action(Kind.CALL))
    hand.run_it(4, deck=Deck(seed=2))
    site_hand(hand, number="7")


def _over(hand: Hand) -> Hand:
    while hand.to_act >= 0:
        hand.push(Action(Kind.FOLD))
    return hand


def _unknown_game() -> None:
    """A hand of a game of the caller's own, which no site deals."""
    holdem = variant("holdem")
    pineapple = Variant(
        name="pineapple",
        title="Pineapple",
        streets=holdem.streets,
        rankings=holdem.rankings,
        structures=holdem.structures,
        max_players=holdem.max_players,
    )
    site_hand(_over(_heads_up(variant=pineapple)))


HAND = (Path(__file__).parent / "data" / "pokerstars" / "holdem-structures.txt").read_text().split("\n\n\n")[0]
HEADER, _, REST = HAND.partition("\n")
OMAHA = (Path(__file__).parent / "data" / "pokerstars" / "omaha.txt").read_text().split("\n\n\n")[0]


#: An iPoker session of one game (the blinds, then the small blind folds).
#: An 888poker hand (its first, of the tests' cash games).
PACIFIC = (Path(__file__).parent / "data" / "888poker" / "cash.txt").read_text(encoding="utf-8").split("\n\n")[0]
IPOKER = """<session sessioncode="1"><general><gametype>Holdem NL 1/2</gametype><currency>USD</currency></general>
<game gamecode="1"><general><startdate>2024-01-01 10:00:00</startdate><players>
<player seat="1" name="A" chips="100" dealer="0" win="0" bet="2"/>
<player seat="2" name="B" chips="100" dealer="1" win="3" bet="1"/></players></general>
<round no="0"><action no="1" player="B" type="1" sum="1"/><action no="2" player="A" type="2" sum="2"/></round>
<round no="1">
<action no="3" player="B" type="0" sum="0"/></round>
</game></session>"""


def _stars(text: str, strict: bool = False) -> None:
    pokerstars.parse_text(text, strict=strict)


#: A PartyPoker hand (its title on line 2), and the same at three seats.
PARTY = """#Game No : 1
***** Hand History for Game 1 *****
$2 USD NL Texas Hold'em - Monday, May 06, 12:00:00 EDT 2024
Table Riga (Real Money)
Seat 1 is the button
Total number of players : 2/2
Seat 1: Ann ( $2 USD )
Seat 2: Bob ( $2 USD )
Ann posts small blind [$0.01 USD].
Bob posts big blind [$0.02 USD].
** Dealing down cards **
Ann folds
Bob does not show cards.
Bob wins $0.03 USD"""
PARTY_THREE = (
    PARTY.replace("2/2", "3/3")
    .replace("Seat 2: Bob ( $2 USD )", "Seat 2: Bob ( $2 USD )\nSeat 3: Cy ( $2 USD )")
    .replace("Ann posts small blind", "Bob posts small blind")
    .replace("Bob posts big blind", "Cy posts big blind")
    .replace("Ann folds", "Ann folds\nBob folds")
    .replace("Bob does not show cards.\nBob wins", "Cy does not show cards.\nCy wins")
)
PARTY_TOURNAMENT = (
    PARTY.replace("$2 USD NL Texas Hold'em", "NL Texas Hold'em  Trny: 7 Level: 1  Blinds(1/2)")
    .replace("Ann posts small blind [$0.01 USD].\nBob posts big blind [$0.02 USD].\n", "")
    .replace("$0.03 USD", "3 chips")
    .replace("( $2 USD )", "( 200 )")
)


def _party(text: str, strict: bool = False) -> None:
    partypoker.parse_text(text, strict=strict)


def _stars_header(header: str) -> None:
    _stars(f"{header}\n{REST}")


def _stars_line(line: str, before: str = "*** SUMMARY ***") -> None:
    """The hand with ``line`` before the line ``before``, read strictly."""
    _stars(HAND.replace(before, f"{line}\n{before}", 1), strict=True)


#: OHH records breaking the specification where the reader cannot go on (each breach said).
OHH_FATAL = {"ohh": {"bet_limit": 1, "players": [], "rounds": "none", "pots": "none"}}
OHH_FATAL_INSIDE = {
    "ohh": {
        "players": [1, {"id": 1}],
        "rounds": [{"street": "Preflop", "id": 0, "cards": ["Zz"], "actions": [{"action": "Fold"}, 5]}],
        "pots": [3],
    }
}


def _paid(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` with its pot paid to its first player (a winner the reader can pay)."""
    pots = [{"number": 0, "amount": 4, "player_wins": [{"player_id": 1, "win_amount": 4}]}]
    return {"ohh": {**record["ohh"], "pots": pots}}


#: An OHH record whose breaches the lenient reader forgives (the strict one refuses it), but for
#: its winner, who is no player (:func:`_paid` pays a player).
OHH_BREACHES = {
    "ohh": {
        "spec_version": "1.4.7",
        "site_name": "s",
        "game_number": 7,
        "start_date_utc": "2024",
        "game_type": "Chess",
        "bet_limit": {"bet_type": "NL"},
        "table_size": 2,
        "dealer_seat": 1,
        "small_blind_amount": "1",
        "big_blind_amount": 2,
        "flags": ["Odd"],
        "tournament": True,
        "players": [
            {"id": 1, "seat": 1, "name": "A", "starting_stack": 100},
            {"id": 1, "seat": 2, "name": "B", "starting_stack": 100},
        ],
        "rounds": [
            {
                "id": 1,
                "street": "Preflop",
                "actions": [
                    {"action_number": 1, "player_id": 1, "action": "Bet", "amount": 2, "is_allin": "no"},
                    {"action_number": 2, "player_id": 9, "action": "Dance"},
                ],
            },
            {"id": 2, "street": "Eighth"},
        ],
        "pots": [{"number": 0, "amount": 4, "player_wins": [{"player_id": 5}]}],
    }
}


SAMPLES: list[tuple[Callable[[], object], str]] = [
    # -- files
    (
        lambda: load_cases(DATA / "missing.toml"),
        f"{DATA}/missing.toml: cannot read the file: No such file or directory",
    ),
    (lambda: load_cases(DATA), f"{DATA}: cannot read the file: a folder, not a regular file"),
    (_fifo, f"{MADE}/fifo.toml: cannot read the file: a FIFO, not a regular file"),
    (lambda: load_cases(Path("/dev/null")), "/dev/null: cannot read the file: a device, not a regular file"),
    (
        lambda: load_cases(DATA / "not-utf8.toml"),
        (
            f"{DATA}/not-utf8.toml: cannot read the file: it is not UTF-8 text ('utf-8' codec can't decode "
            "byte 0xff in position 0: invalid start byte)"
        ),
    ),
    (
        lambda: read_text(DATA / "small.toml", SituationError, limit=1),
        f"{DATA}/small.toml: the file is larger than 1 bytes",
    ),
    (_larger_than_stars, f"{MADE}/large.txt: larger than 268435456 bytes"),
    (
        lambda: list(hand_tables(io.StringIO("[1]\nx = '" + "x" * (MAX_BYTES + 1)), "big.phhs")),
        "big.phhs: a hand is larger than 16,777,216 characters",
    ),
    (lambda: parse_histories("x = = 1"), "PHH text: not valid TOML: extra `=`, expected nothing at line 1 column 5"),
    (lambda: parse_histories("x = " + "[" * 5000 + "]" * 5000), "PHH text: not valid TOML: nested too deeply to read"),
    (
        lambda: exact_general("[" + ".".join("t" * 33) + "]\nx = [\n  1.5,\n]\n", "deep.toml", SituationError),
        "deep.toml: a table nested more than 32 deep holds decimals",
    ),
    # -- amounts
    (lambda: read_amount("lots"), "'lots' is not an amount"),
    (lambda: read_amount("1" * 19), "'1111111111111111111': an amount has at most 18 digits"),
    (lambda: ChipUnit(-2).chips(Decimal("0.005")), "0.005 is finer than the hand's unit 0.01"),
    (lambda: ChipUnit().chips(Decimal(10**18)), "1000000000000000000 is more than 999999999999999999 chips of 1"),
    (
        lambda: ohh.parse_text('{"ohh": {"game_number": 1234567890123456789012}}'),
        "12345678901234567890...: more digits than an amount may have",
    ),
    # -- situation files
    (lambda: list(cases_of(_wrong([1]), "s.toml")), "s.toml: a situation is a table of keys, not [1]"),
    (lambda: list(cases_of({}, "s.toml")), "s.toml: a situation file needs at least one [[case]]"),
    (
        lambda: list(cases_of({"level": [{"blinds": [10, 20]}]}, "holdem.levels.toml")),
        "holdem.levels.toml is a level file (its tables are [[level]]): give it to pokerfloor tournament"
        " --levels; a situation file has [[case]] tables",
    ),
    (lambda: list(cases_of({"case": [1]}, "s.toml")), "s.toml: case 1 is not a table"),
    (lambda: _cases({"rulebooks": []}), "s.toml case 1: rulebooks must name at least one rulebook"),
    (lambda: _cases({}, pot=2**70), "s.toml: pot: a whole number of 71 bits, past the 64 of a TOML integer"),
    (
        lambda: list(cases_of(_wrong(2**70), "s.toml")),
        "s.toml: the situation: a whole number of 71 bits, past the 64 of a TOML integer",
    ),
    (lambda: _cases({}, colour="red"), "s.toml: unknown key 'colour'"),
    (lambda: _cases({"colour": "red"}), "s.toml case 1: unknown key 'colour'"),
    (lambda: _cases({"actions": "A fold"}), "s.toml case 1: actions must be a list of strings"),
    (lambda: table_of(_settings(ante="x"), "tda"), "ante must be a whole number of chips, not 'x'"),
    (lambda: table_of(_wrong([1]), "tda"), "a situation's settings are a table of keys, not [1]"),
    (lambda: table_of({}, "tda"), "players must be a list of { name, stack }"),
    (lambda: table_of({"players": [{}]}, "tda"), "players: entry 1 needs a name"),
    (
        lambda: table_of({"players": [{"name": "A", "stak": 100}]}, "tda"),
        "players: entry 1 (A): unknown key 'stak'; a player has a name, a stack and a seat",
    ),
    (
        lambda: table_of({"players": [{"name": "A B", "stack": 100}]}, "tda"),
        "players: entry 1's name must be one word, not 'A B'",
    ),
    (lambda: table_of({"players": [{"name": "A"}]}, "tda"), "players: A's stack must be a whole number of chips"),
    (
        lambda: table_of({"players": [{"name": "A", "stack": 100, "seat": "one"}]}, "tda"),
        "players: A's seat must be a seat number, not 'one'",
    ),
    (
        lambda: table_of({"players": [{"name": "A", "stack": 1, "seat": 1}, {"name": "B", "stack": 1}]}, "tda"),
        "players: give every player a seat, or none",
    ),
    (lambda: table_of(_settings(rules=1), "tda"), "rules must be a table of switch = value, not 1"),
    (lambda: table_of(_settings(blinds=[1]), "tda"), "blinds must be [small, big] (or [] for none), not [1]"),
    (lambda: table_of(_settings(straddles="4"), "tda"), "straddles must be a list of amounts"),
    (lambda: table_of(_settings(button="Z"), "tda"), "button: there is no player 'Z'"),
    (lambda: hand_of(_settings(cards=1), "tda"), 'cards must be a table of NAME = "CARDS"'),
    (lambda: hand_of(_settings(cards={"Z": "AsKd"}), "tda"), "cards: there is no player 'Z'"),
    (
        lambda: hand_of(_stud(cards={"A": "(Kc7d5s)"}), "tda"),
        "cards: A's cards: card 3 is dealt up in this game, not as written in '(Kc7d5s)'",
    ),
    (
        lambda: hand_of(_stud(cards={"A": "Kc (7d)"}), "tda"),
        "cards: A's cards: card 1 is dealt down in this game, not as written in 'Kc (7d)'",
    ),
    (
        lambda: hand_of(_settings(cards={"A": 5}), "tda"),
        'cards: A\'s cards must be written as text, e.g. "AsKd", not 5',
    ),
    (
        lambda: hand_of(_settings(cards={"A": "Zz9x"}), "tda"),
        "cards: A's cards: 'Zz' is not a card: write rank then suit, e.g. 'As', 'Td', '9c'",
    ),
    (lambda: waiting_of({"waiting": 1}), "waiting must be a list of { name, seat, stack }"),
    (lambda: required_kill_of({"required_kill": "double"}), 'required_kill: \'double\' is not "full" nor "half"'),
    (
        lambda: required_kill_of({"required_kill": "full", "kill_state": {"leg": 5}}),
        "kill_state: a table of names and lists of names, its keys among leg, due, owed, kept, barred",
    ),
    (lambda: required_kill_of({"kill_state": {}}), "kill_state: only with a required_kill"),
    (lambda: new_dealer_of({"new_dealer": "yes"}), "new_dealer: 'yes' is not true nor false"),
    (lambda: _waiting({"name": "W X"}), "waiting: entry 1 needs a name of one word"),
    (lambda: _waiting({"name": "W", "colour": "red"}), "waiting: entry 1: unknown key 'colour'"),
    (
        lambda: _waiting({"name": "W", "stack": 10, "missed": "big"}),
        "waiting: entry 1: missed must be a list of strings",
    ),
    (
        lambda: _waiting({"name": "W"}),
        (
            "waiting: entry 1: a stack, a status of new, away, back, posts and buys_button true or false and "
            "the blinds missed (big, small)"
        ),
    ),
    (lambda: _waiting({"name": "W", "stack": 10}), "waiting: entry 1: seat must be a seat number, not None"),
    (_scaled_stack, "players: A's stack: 100000000000000000.5 is more than 999999999999999999 chips of 0.1"),
    # -- PHH
    (lambda: HandHistory(_wrong([1])), "a hand's fields are a table of keys, not [1]"),
    (lambda: HandHistory({"actions": 1}).actions, "field 'actions' must be an array of strings, not 1"),
    (
        lambda: HandHistory({"actions": ["p1 f", 1]}).actions,
        "field 'actions' must be an array of strings: 1 is not a string",
    ),
    (lambda: seat_of("p9", 2), "'p9' is not a player p1..p2"),
    (
        lambda: amount_chips(Decimal("0.005"), "antes", ChipUnit(-2)),
        "field 'antes': 0.005 is finer than the hand's unit 0.01",
    ),
    (lambda: amount_chips("x", "antes", WHOLE_CHIPS), "field 'antes': 'x' is not an amount of chips"),
    (
        lambda: amount_chips(1.5, "antes", WHOLE_CHIPS),
        "field 'antes': 1.5 is not an amount of chips (give it as a Decimal: a binary float is not exact)",
    ),
    (
        lambda: amount_chips(10**18, "antes", ChipUnit(-2)),
        "field 'antes': 1000000000000000000 is more than 999999999999999999 chips",
    ),
    (lambda: chips_list({"antes": 1}, "antes", WHOLE_CHIPS, {}), "field 'antes' must be an array, not 1"),
    (
        lambda: chips_list({"antes": [1]}, "antes", WHOLE_CHIPS, {}, 2),
        "field 'antes' must be an array of 2 values, not [1]",
    ),
    (lambda: chips_list({}, "antes", WHOLE_CHIPS, {}), "field 'antes' is missing: the hand needs it"),
    (
        lambda: chips_field({"min_bet": 0}, "min_bet", WHOLE_CHIPS, {}),
        "field 'min_bet' must be a positive amount, not 0",
    ),
    (lambda: _phh(variant="XX"), "unknown variant 'XX'"),
    (
        lambda: _phh(starting_stacks=[100], antes=[0], blinds_or_straddles=[1]),
        "field 'starting_stacks' must list at least two players, not [100]",
    ),
    (lambda: _phh(players="A"), "field 'players' must be an array of names, not 'A'"),
    (
        lambda: _phh(strict=True, players=["A", "A"]),
        "players: ['A', 'A'] do not name 2 different players; using p1..p2",
    ),
    (lambda: _phh(strict=True, antes=None), "antes: missing, taken as no chips"),
    (
        lambda: _phh(starting_stacks=[100] * 5, antes=[0] * 5, blinds_or_straddles=[1, 2, 4, 0, 8]),
        "blinds_or_straddles: [1, 2, 4, 0, 8] are not consecutive straddles",
    ),
    (
        lambda: _phh(starting_stacks=[100] * 4, antes=[0] * 4, blinds_or_straddles=[1, 2, 4, 8], _kill="full"),
        "field '_kill': 'full' is not \"full\" nor \"half\" with one kill blind among the straddles ([4, 8])",
    ),
    (
        lambda: _phh(starting_stacks=[100] * 4, antes=[0] * 4, blinds_or_straddles=[1, 4, 0, 0], _kill_blind=[2]),
        "field '_kill_blind': [2] is not [player, blind] of a blind who killed, with '_kill'",
    ),
    (
        lambda: _phh(starting_stacks=[100] * 4, antes=[0] * 4, blinds_or_straddles=[1, 2, 5, 10], _third_blind=True),
        "field '_third_blind': True with the straddles [5, 10]; it is true with one straddle, the third blind, "
        "under the gun",
    ),
    (
        lambda: _three(_blind_players=[2, 1]),
        ("field '_blind_players': the small and the big blind's players, [p, q] with 1 <= p < q <= 3, not [2, 1]"),
    ),
    (
        lambda: _three(blinds_or_straddles=[1, 2, 4], _blind_players=[2, 3]),
        "blinds_or_straddles: [1, 2, 4] has blinds besides those of '_blind_players' [2, 3]",
    ),
    (lambda: _phh(_posts=[[9, 1, 0]]), "field '_posts': each post is [player 1 to 2, live, dead], not [9, 1, 0]"),
    (lambda: _phh(ante_trimming_status=1), "field 'ante_trimming_status' must be true or false, not 1"),
    (lambda: _three(antes=[1, 2, 3]), "antes: [1, 2, 3] are neither uniform nor a big-blind ante"),
    (lambda: _replayer(["d dh p1 AhAd", "d dh p2 KhKd", "d db 2c3c4c5c6c7c"]), "the board has 6 cards"),
    (
        lambda: _push("d", "db", "2c3c4c"),
        "board cards dealt while the betting of the preflop is still open (TDA 2024 Rule 53)",
    ),
    (
        lambda: _push("p2", "cbr", "1" * 19),
        "'p2 cbr 1111111111111111111' is not an action of this variant: an amount is at most 18 digits 0-9",
    ),
    (lambda: _push("p2", "xx"), "'p2 xx' is not an action of this variant"),
    (
        lambda: _unseen_loser(drop_show=False),
        "p2 shows cards not known at the showdown: taken as not winning, another hand being shown",
    ),
    (
        lambda: _unseen_loser(drop_show=True),
        "p2 shows no cards at the showdown: taken as not winning, another hand being shown",
    ),
    (lambda: to_phh(_heads_up(structure=SpreadLimit(2, 4))), "a spread-limit holdem hand has no PHH variant code"),
    (lambda: to_phh(_heads_up(street=1, blinds=None)), "only a hand played from the preflop can be written as PHH"),
    (_dead_small_with_straddle, "PHH cannot write a dead small blind with pot-limit, straddles or a big-blind ante"),
    (
        _stud_kill,
        "PHH cannot write a kill in stud: its stud games have a bring-in and no blinds, and the kill replaces the "
        "bring-in",
    ),
    (
        _blinds_round_with_straddle,
        ("PHH cannot write blinds further round than p1 and p2 with a dead small blind, straddles or a big-blind ante"),
    ),
    (
        _short_deck_straddle,
        "PHH cannot write a straddle over short deck's button blind: its blinds and straddles are positional,"
        " the button's blind the last",
    ),
    (lambda: dumps({"x": 1.5}), "cannot write 1.5 in a hand history"),
    # -- site records
    (
        lambda: site_hand(_heads_up()),
        "only a hand played from its first street to the end of its betting has a site's record",
    ),
    (_unknown_game, "no site deals pineapple"),
    (
        lambda: site_hand(_over(_heads_up(bomb_pot=5))),
        "a site's hand history cannot say a bomb pot (every player anted 5, no betting before the flop)",
    ),
    (
        lambda: site_hand(_over(_heads_up(names=tuple("ABCD"), stacks=(100,) * 4, button=3, **_KILLED))),
        "a site's hand history cannot say a kill pot (a full kill: the blind and the limits raised)",
    ),
    (
        _run_four_times,
        (
            "hand 7: a site's hand history names three runs of the board at most (FIRST, SECOND and THIRD),"
            " and this hand's was run 4 times (PHH writes every run)"
        ),
    ),
    (
        lambda: site_hand(_over(_heads_up(variant=variant("double-board-omaha"), structure=PotLimit(2)))),
        "no site deals double-board-omaha",
    ),
    (lambda: write_pokerstars(SiteHand(site="PokerStars", number="1")), "PokerStars text has no name for '' ''"),
    (lambda: _stars(""), "the text: no PokerStars hand found"),
    (lambda: _stars("hello"), "PokerStars text:1: not a hand header: 'hello'"),
    (lambda: ggpoker.parse_text(""), "the text: no GGPoker hand found"),
    (lambda: ggpoker.parse_text("hello"), "GGPoker text:1: not a hand header: 'hello'"),
    (lambda: winamax.parse_text(""), "the text: no Winamax hand found"),
    (lambda: winamax.parse_text("hello"), "Winamax text:1: not a hand header: 'hello'"),
    (lambda: winning.parse_text(""), "the text: no Winning Poker Network hand found"),
    (lambda: winning.parse_text("hello"), "Winning Poker Network text:1: not a hand header: 'hello'"),
    (lambda: pacific.parse_text(""), "the text: no 888poker hand found"),
    (lambda: pacific.parse_text("hello"), "888poker text:1: not a hand header: 'hello'"),
    (
        lambda: pacific.parse_text(PACIFIC.replace("Seat 2: Bo (", "Seat 2:  (")),
        "888poker text:8: seat 2 has a player with no name: whose lines are whose cannot be told: 'Seat 2:  ( $2 )'",
    ),
    (lambda: ipoker.parse_text(""), "the text: no iPoker hand found"),
    (lambda: bovada.parse_text(""), "the text: no Bovada hand found"),
    (lambda: bovada.parse_text("hello"), "Bovada text:1: not a hand header: 'hello'"),
    (
        lambda: ipoker.parse_text(IPOKER.replace('type="0"', 'type="16"')),
        """iPoker text:7: unknown action type 16: '<action no="3" player="B" type="16" sum="0"/></round>'""",
    ),
    (lambda: _party(""), "the text: no PartyPoker hand found"),
    (lambda: _party("hello"), "PartyPoker text:1: not a hand header: 'hello'"),
    (lambda: _party(PARTY.replace("Ann folds", "Ann calls")), "PartyPoker text:12: calls names no amount: 'Ann calls'"),
    (
        lambda: _party(PARTY.replace("Ann folds", "Cy calls [$0.02 USD]\nAnn folds")),
        "PartyPoker text:12: Cy plays without a seat line, and no seat is free: 'Cy calls [$0.02 USD]'",
    ),
    (
        lambda: _party(PARTY.replace("2/2", "2/3").replace("Ann folds", "Cy folds\nAnn folds"), strict=True),
        "PartyPoker text:12: Cy plays without a seat line (sat down during the deal): seated where the player"
        " acts, the stack taken as 2: 'Cy folds'",
    ),
    (
        lambda: _party(PARTY.replace("Ann folds", "Ann Lee folds"), strict=True),
        "PartyPoker text:12: Ann written longer than the seat line's name: read as Ann: 'Ann Lee folds'",
    ),
    (
        lambda: _party(PARTY_THREE.replace("Ann folds", "Ann checks"), strict=True),
        "PartyPoker text:13: Ann checks a big blind the record never writes posted: read as a post of both blinds,"
        " 0.03 (the small blind dead), as a player coming in posts them: 'Ann checks'",
    ),
    (
        lambda: _party(PARTY_THREE.replace("Ann folds", "Zed folds"), strict=True),
        "PartyPoker text:13: Zed plays without a seat line, in the turn of Ann, who never acts: read as Ann, whom"
        " the record names two ways: 'Zed folds'",
    ),
    (
        lambda: _party(PARTY_TOURNAMENT, strict=True),
        "PartyPoker text:9: the blinds 1/2 are not written: posted by the two seats after the button:"
        " '** Dealing down cards **'",
    ),
    (
        lambda: _party(PARTY_THREE.replace("Seat 1 is the button", "Seat 2 is the button"), strict=True),
        "PartyPoker text:2: the button is written at seat 2; the blinds put it at seat 1:"
        " '***** Hand History for Game 1 *****'",
    ),
    (
        lambda: _stars("#Game No : 1\n***** Hand History for Game 1 *****"),
        "PokerStars text:1: a hand of a site no reader reads yet: '#Game No : 1'",
    ),
    (
        lambda: _stars(HAND.replace("Seat 1: ", "Seat " + "9" * 5000 + ": ", 1)),
        f"PokerStars text:3: 9999... has more digits than a seat's number, a table's size or a count of cards:"
        f" 'Seat {'9' * 155}...'",
    ),
    (
        lambda: _stars(HAND.replace("Dealt to Ann [Jh Jd]", "Dealt to Ann [Jh Jd", 1)),
        "PokerStars text:9: the cards dealt are not in brackets: 'Dealt to Ann [Jh Jd'",
    ),
    (lambda: ohh.parse_text("[" * 100_000), "OHH text: JSON nested too deeply to read"),
    (lambda: pokerstars.TextReader(["junk"], 1, "", False).read(), "PokerStars text:1: not a hand header: 'junk'"),
    (
        lambda: _stars_header("PokerStars Hand #1:  Hold'em No Limit ($0.10/$0.25 USD - 2024/06/06"),
        (
            "PokerStars text:1: the header names no stakes: \"PokerStars Hand #1:  Hold'em No Limit "
            '($0.10/$0.25 USD - 2024/06/06"'
        ),
    ),
    (
        lambda: _stars_header("PokerStars Hand #1: Tournament #2, $1+$0.10 USD Hold'em No Limit - 2024/04/01"),
        (
            'PokerStars text:1: a tournament header names its level: "PokerStars Hand #1: Tournament #2, '
            "$1+$0.10 USD Hold'em No Limit - 2024/04/01\""
        ),
    ),
    (
        lambda: _stars_header("PokerStars Hand #1: Tournament #2, $1 USD Chess No Limit - Level I (5/10) - 2024"),
        (
            "PokerStars text:1: unknown game: 'PokerStars Hand #1: Tournament #2, $1 USD Chess No Limit - "
            "Level I (5/10) - 2024'"
        ),
    ),
    (
        lambda: _stars_header("PokerStars Hand #1:  Chess No Limit ($0.10/$0.25 USD) - 2024/06/06"),
        (
            "PokerStars text:1: unknown game 'Chess No Limit': 'PokerStars Hand #1:  Chess No Limit "
            "($0.10/$0.25 USD) - 2024/06/06'"
        ),
    ),
    (
        lambda: _stars_header("PokerStars Hand #1:  Hold'em No Limit (Button Blind $1) - 2024/06/06"),
        (
            'PokerStars text:1: the stakes are not Button Blind AMOUNT - Ante AMOUNT: "PokerStars Hand #1:  '
            "Hold'em No Limit (Button Blind $1) - 2024/06/06\""
        ),
    ),
    (
        lambda: _stars_header("PokerStars Hand #1:  Hold'em No Limit (ten and twenty) - 2024/06/06"),
        (
            "PokerStars text:1: the stakes are not SMALL/BIG: \"PokerStars Hand #1:  Hold'em No Limit (ten and "
            'twenty) - 2024/06/06"'
        ),
    ),
    (lambda: _stars_line("Ann sings"), "PokerStars text:20: not understood, skipped: 'Ann sings'"),
    (
        lambda: _stars_line("Dealt to Zed [Ah Kc]", before="Ann: raises"),
        "PokerStars text:10: cards dealt to a player not seated, skipped: 'Dealt to Zed [Ah Kc]'",
    ),
    (
        lambda: _stars_line("Cid shows [Ah Kc]", before="*** SUMMARY ***"),
        (
            "PokerStars text:20: a show written without a colon (a converted history), read as a show: 'Cid "
            "shows [Ah Kc]'"
        ),
    ),
    (
        lambda: _stars_line("Board [2s 7h 9d]", before="Seat 1: Ann (button)"),
        (
            "PokerStars text:23: the summary's board ['2s', '7h', '9d'] is not the streets' ['2s', '7h', "
            "'9c']: 'Board [2s 7h 9d]'"
        ),
    ),
    (
        lambda: _stars_line("All quiet", before="Seat 1: Ann (button)"),
        "PokerStars text:23: not understood in the summary, skipped: 'All quiet'",
    ),
    (
        lambda: _stars(HAND.split("*** SUMMARY ***")[0], strict=True),
        ('PokerStars text:19: the record stops here, before the summary (a partial hand): "Ann: doesn\'t show hand"'),
    ),
    (
        lambda: _stars(OMAHA.replace("Dealt to Ann [9c 8c 5s 4h]", "Dealt to Ann [9c 8c 5s 4h 2d]"), strict=True),
        (
            "PokerStars text:1: Omaha with 5 cards dealt: read as 5 Card Omaha: 'PokerStars Hand #5001:  "
            "Omaha Pot Limit ($0.25/$0.50 USD) - 2024/06/01 21:00:00 ET'"
        ),
    ),
    (
        lambda: ohh.parse_text("{"),
        "OHH text: not JSON: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)",
    ),
    (lambda: ohh.parse_text("   "), "OHH text: no hand found"),
    (lambda: ohh.from_ohh(_paid(OHH_BREACHES)), "small_blind_amount: '1' is not an amount"),
    # A winner who is not a player is refused, even by the lenient reader: he cannot be paid.
    (lambda: ohh.from_ohh(OHH_BREACHES), "OHH: ohh.pots[0].player_wins[0]: a player's id and win_amount"),
    (lambda: ohh.from_ohh([]), 'OHH: a hand history is an object {"ohh": {...}}'),
    (
        lambda: ohh.from_ohh(OHH_FATAL),
        (
            "OHH: ohh.spec_version: required; ohh.site_name: required; ohh.game_number: required; "
            "ohh.start_date_utc: required; ohh.game_type: required; ohh.table_size: required; "
            "ohh.dealer_seat: required; ohh.small_blind_amount: required; ohh.big_blind_amount: required; "
            "ohh.bet_limit: an object whose bet_type is NL, PL or FL; ohh.players: a non-empty array of "
            "players; ohh.rounds: an array of rounds; ohh.pots: an array of pots"
        ),
    ),
    (
        lambda: ohh.from_ohh(OHH_FATAL_INSIDE),
        (
            "OHH: ohh.spec_version: required; ohh.site_name: required; ohh.game_number: required; "
            "ohh.start_date_utc: required; ohh.game_type: required; ohh.bet_limit: required; ohh.table_size: "
            "required; ohh.dealer_seat: required; ohh.small_blind_amount: required; ohh.big_blind_amount: "
            "required; ohh.players[0]: an object; ohh.players[1].seat: required; ohh.players[1].name: "
            "required; ohh.players[1].starting_stack: required; ohh.rounds[0].cards: an array of cards "
            "written rank then suit ('As'); ohh.rounds[0].actions[0].player_id: required; "
            "ohh.rounds[0].actions[1]: an object; ohh.pots[0]: an object"
        ),
    ),
    (
        lambda: ohh.from_ohh(OHH_BREACHES, strict=True),
        (
            "OHH: ohh.game_number: 7 is not a str; ohh.small_blind_amount: '1' is not a number; "
            "ohh.game_type: 'Chess' is not one of Holdem, Omaha, OmahaHiLo, Stud, StudHiLo, Draw; ohh.flags: "
            "'Odd' is not one of Run_It_Twice, Anonymous, Observed, Fast, Cap, Bomb_Pot; ohh.players[1].id: 1 "
            "twice; ohh.rounds: every hand has a round 0, Preflop; ohh.rounds[0].actions[0].action: 'Bet' is "
            "not a preflop action; ohh.rounds[0].actions[0].is_allin: true or false; "
            "ohh.rounds[0].actions[1].action: 'Dance' is not an OHH action; "
            "ohh.rounds[0].actions[1].player_id: 9 is not a player's id; ohh.rounds[1].street: 'Eighth' is "
            "not one of Preflop, Flop, Turn, River, Showdown; ohh.pots[0].player_wins[0]: a player's id and "
            "win_amount; ohh.tournament_info: required for a tournament hand"
        ),
    ),
    (lambda: ohh.to_ohh(SiteHand(site="PokerStars", number="1", game="Razz")), "OHH 1.4.6 has no game type for Razz"),
]


@pytest.mark.parametrize(("make", "said"), SAMPLES)
def test_a_refusal_of_formats_says_what_it_said_and_is_said_in_every_language(
    make: Callable[[], object], said: str
) -> None:
    check_sample(make, said)
