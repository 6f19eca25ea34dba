"""Writing site hands and converting them between PokerStars text, Open Hand History and PHH:
each conversion there and back gives the same hand (the hands are those written for the tests,
tests/data/pokerstars, tests/data/ohh and tests/data/phh)."""

from __future__ import annotations

import json
import re
from dataclasses import asdict
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from pokerfloor import Action, Deck, FixedLimit, Hand, Kind, Table, variant
from pokerfloor.checking import phh_replay
from pokerfloor.checking.convert import complete, phh_to_site, site_to_phh, to_ohh_text, to_pokerstars_text
from pokerfloor.checking.sites import check, replay_site
from pokerfloor.cli.commands import main
from pokerfloor.errors import HandHistoryError
from pokerfloor.formats import phh
from pokerfloor.formats.sites import ohh, pokerstars
from pokerfloor.formats.sites.build import site_hand
from pokerfloor.formats.sites.hand import Event, SiteHand
from pokerfloor.formats.sites.pokerstars_writer import dumps, write
from pokerfloor.rules import rulebook

DATA = Path(__file__).parent / "data"
RULES = rulebook("tda")
STARS = sorted((DATA / "pokerstars").glob("*.txt")) + sorted((DATA / "pokerstars-bad").glob("*.txt"))
STARS_HANDS = [hand for path in STARS for hand in pokerstars.read_file(path)]
OHH_HANDS = [hand for path in sorted((DATA / "ohh").glob("*.ohh")) for hand in ohh.iter_file(path)]
PHH_FILES = sorted((DATA / "phh").glob("*.phh"))
#: What a record is, as the reader sees it: every field but where it was read from.
_WHERE = ("file", "line", "forgiven")
#: The parts of a hand's play (the site's wording of them aside).
_PLAY = ("post", "action", "deal", "draw", "street", "return", "show", "muck", "collect", "cash-out", "add")


def _record(hand: SiteHand) -> dict[str, Any]:
    fields = asdict(hand)
    for key in _WHERE:
        fields.pop(key)
    fields["events"] = [{**event, "line": 0} for event in fields["events"]]
    return fields


def _play(hand: SiteHand) -> list[tuple[Any, ...]]:
    """A hand's play, event by event, in order (amounts by their value, $1 and $1.00 alike; the
    pot a collected line names aside: the sites name the main pot "main" or "main pot")."""
    return [
        (e.kind, e.player, _value(e.amount), _value(e.to), e.cards, _pot_aside(e), e.all_in, e.run)
        for e in hand.events
        if e.kind in _PLAY
    ]


def _pot_aside(event: Event) -> str:
    return "" if event.kind == "collect" else event.detail


def _value(amount: Decimal | None) -> str:
    return "" if amount is None else format(amount.normalize(), "f")


@pytest.mark.parametrize("hand", STARS_HANDS, ids=lambda h: h.number)
def test_pokerstars_text_written_reads_back_the_same(hand: SiteHand) -> None:
    """Every record read from PokerStars text, written and read again, is the same record (the
    hero's Dealt to line, seats, posts, streets, the summary with the pot and the rake)."""
    [again] = pokerstars.parse_text(write(hand))
    assert _record(again) == _record(hand)
    assert not again.forgiven  # nothing the reader has to forgive in what the writer writes


def test_the_writer_writes_what_a_tracker_reads() -> None:
    hand = next(h for h in STARS_HANDS if h.number == "1001")
    text = write(hand)
    assert text.startswith("PokerStars Hand #1001:  Hold'em No Limit ($0.05/$0.10 USD) - 2024/01/05 20:00:00 ET")
    assert "Dealt to Ann [Ah Kh]" in text and "Seat 5: Eve ($10 in chips) is sitting out" in text
    assert "Total pot $8.20 | Rake $0.20" in text and "Ann collected $8 from pot" in text
    assert "Seat 1: Ann (button) showed [Ah Kh] and won ($8)" in text
    assert dumps([hand, hand]).count("PokerStars Hand #1001") == 2


def test_a_record_with_no_game_the_site_names_is_refused() -> None:
    hand = SiteHand("PokerStars", "1", game="Chess", structure="no-limit")
    with pytest.raises(HandHistoryError, match="no name"):
        write(hand.__class__("PokerStars", "1", game="", structure="no-limit"))
    assert write(hand).startswith("PokerStars Hand #1:  Chess No Limit")


#: The hands that check with nothing forgiven (a record that contradicts itself is not written back as it was).
CLEAN = [h for h in STARS_HANDS if not h.cancelled and (v := check(h, RULES)).status == "verified" and not v.forgiven]


@pytest.mark.parametrize("hand", CLEAN, ids=lambda h: h.number)
def test_a_replayed_hand_written_again_checks_the_same(hand: SiteHand) -> None:
    """The engine's own record of a replayed hand (posts by kind, calls' amounts, all-ins, the
    streets) written as PokerStars text gives the site's record back."""
    done = replay_site(hand, RULES)
    assert done.hand is not None
    [again] = pokerstars.parse_text(write(site_hand(done.hand, unit=done.unit, like=hand)))
    assert check(again, RULES).status == "verified"
    assert sorted(map(str, _play(again))) == sorted(map(str, _play(hand)))


def _normal_phh(history: phh.HandHistory) -> dict[str, Any]:
    """A PHH hand as the engine writes it (the order of shown hands and dealt cards is the
    engine's: PokerStars text shows the hands at the showdown)."""
    return phh.to_phh(phh_replay.hand_of(history, RULES))


_PHH_KEYS: tuple[str, ...] = ("variant", "antes", "blinds_or_straddles", "bring_in", "min_bet", "small_bet")
_PHH_KEYS += ("big_bet", "starting_stacks", "actions", "players", "finishing_stacks")


@pytest.mark.parametrize("path", PHH_FILES, ids=lambda p: p.name)
def test_phh_written_as_pokerstars_and_read_again_is_the_same_hand(path: Path) -> None:
    [history] = phh.read_histories(path)
    text = write(phh_to_site(history, RULES))
    [back] = pokerstars.parse_text(text)
    assert check(back, RULES).status == "verified"
    again, first = site_to_phh(back, RULES), _normal_phh(history)
    assert {k: again.get(k) for k in _PHH_KEYS} == {k: first.get(k) for k in _PHH_KEYS}


#: The flop games OHH holds (the others are refused: test_site_histories).
_OHH_GAMES = {"holdem", "omaha", "omaha-hi-lo", "omaha-5", "omaha-6", "omaha-5-hi-lo", "omaha-6-hi-lo"}


@pytest.mark.parametrize(
    "hand",
    [h for h in CLEAN if h.variant in _OHH_GAMES and h.runs == 1],
    ids=lambda h: h.number,
)
def test_pokerstars_to_ohh_to_pokerstars_is_the_same_hand(hand: SiteHand) -> None:
    [from_ohh] = ohh.parse_text(ohh.dumps(hand))
    [back] = pokerstars.parse_text(to_pokerstars_text(from_ohh, RULES))
    assert check(back, RULES).status == "verified"
    assert (back.total_pot, back.rake, back.variant) == (hand.total_pot, hand.rake, hand.variant)
    expected = _play(hand)
    if hand.number == "5601":  # the record keeps the uncalled chips in its pot: OHH does too
        expected = [e for e in expected if e[0] != "add"]
    assert sorted(map(str, _play(back))) == sorted(map(str, _play(complete(from_ohh, RULES))))
    assert {e for e in expected if e[0] != "return"} <= set(_play(back))


def _ohh_of(hand: SiteHand) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(ohh.dumps(hand), parse_float=Decimal)["ohh"]
    for round_ in document["rounds"]:
        for action in round_["actions"]:
            action.pop("action_number")
    return document


@pytest.mark.parametrize("hand", [h for h in OHH_HANDS if h.number in ("7001", "7002")], ids=lambda h: h.number)
def test_ohh_converted_to_phh_and_back_is_the_same_hand(hand: SiteHand) -> None:
    fields = site_to_phh(hand, RULES)
    [history] = phh.parse_histories(phh.dumps(fields))
    again = phh_to_site(history, RULES)
    assert check(again, RULES).status == "verified"
    assert _ohh_of(again) == _ohh_of(complete(hand, RULES))


def test_phh_keeps_the_sites_money_in_chips_of_the_hands_unit() -> None:
    hand = next(h for h in OHH_HANDS if h.number == "7001")
    fields = site_to_phh(hand, RULES)
    assert fields["_unit"] == "0.01" and fields["_rake"] == 9 and fields["currency"] == "EUR"
    assert fields["starting_stacks"] == [222, 160, 204, 90, 200, 315]  # the small blind first, in cents
    assert fields["_collected"] == [0, 0, 0, 0, 180, 0] and fields["seats"] == [9, 1, 2, 4, 5, 7]


def test_what_phh_cannot_hold_is_refused_saying_why() -> None:
    twice = next(h for h in OHH_HANDS if h.number == "7004")
    assert site_to_phh(twice, RULES)["_runs"] == ["Ad"]  # a board run twice: pokerfloor's _runs
    # A small and big blind posted together, out of the blinds' seats: in pokerfloor's _posts.
    dead = next(h for h in STARS_HANDS if h.number == "1001")
    fields = site_to_phh(dead, RULES)
    assert fields["_posts"] == [[3, 10, 5]]
    (again,) = phh.parse_histories(phh.dumps(fields))
    assert phh_replay.replay(again, RULES).status == "verified"
    broken = next(h for h in STARS_HANDS if h.number == "6002")
    with pytest.raises(HandHistoryError, match="not converted: the record contradicts itself"):
        site_to_phh(broken, RULES)


def test_the_convert_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["convert", "--to", "pokerstars", str(DATA / "ohh" / "cash-holdem.ohh")]) == 0
    text = capsys.readouterr().out
    assert text.startswith("PokerStars Hand #7001:  Hold'em No Limit (€0.01/€0.02 EUR) - 2024/06/09 10:30:00 ET")
    assert "Uncalled bet" not in text and "Dealt to Hero [Ah Qd]" in text
    assert pokerstars.parse_text(text)[0].number == "7001"
    assert main(["convert", "--to", "phh", str(DATA / "pokerstars" / "stud.txt")]) == 0
    many = phh.parse_histories(capsys.readouterr().out)
    assert [h.variant for h in many] == ["F7S", "F7S/8", "FR"]
    assert main(["convert", "--to", "ohh", str(DATA / "pokerstars" / "stud.txt")]) == 1
    assert "no game type" in capsys.readouterr().err


def test_convert_takes_folders_and_says_a_reason_shared_by_many_hands_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A folder is searched as check searches it; OHH has no game type for stud: said once for all
    the stud hands with their count and the first of them, not once a hand."""
    for name in ("a", "b", "c"):  # three files of a stud, a stud hi-lo and a razz hand each
        (tmp_path / "stud" / name).mkdir(parents=True)
        (tmp_path / "stud" / name / "stud.txt").write_bytes((DATA / "pokerstars" / "stud.txt").read_bytes())
    (tmp_path / "stud" / "holdem.txt").write_bytes((DATA / "pokerstars" / "holdem-features.txt").read_bytes())
    assert main(["convert", "--to", "ohh", str(tmp_path / "stud")]) == 1
    out = capsys.readouterr()
    first = tmp_path / "stud" / "a" / "stud.txt"
    assert out.err.splitlines() == [
        f"pokerfloor convert: 3 hands not converted: OHH 1.4.6 has no game type for {game} (the first: {first} [{n}])"
        for game, n in (("7 Card Stud", 5301), ("7 Card Stud Hi/Lo", 5302), ("Razz", 5303))
    ]
    assert out.out.count('"spec_version"') == len(pokerstars.read_file(DATA / "pokerstars" / "holdem-features.txt"))


def test_convert_writes_to_a_file_or_a_folder_that_check_reads_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--output FILE holds every hand (several PHH hands as a .phhs); --output FOLDER/ a file for
    each file converted, named after it; what is written checks as the hands it came from."""
    one = tmp_path / "all.phhs"
    sources = [DATA / "pokerstars" / f"{name}.txt" for name in ("holdem-features", "stud", "tournament")]
    assert main(["convert", "--to", "phh", *map(str, sources), "--output", str(one)]) == 0
    assert capsys.readouterr().out == ""
    hands = phh.parse_histories(one.read_text(encoding="utf-8"))
    assert len(hands) == sum(len(pokerstars.read_file(path)) for path in sources)
    folder = tmp_path / "stars"
    assert main(["convert", "--to", "pokerstars", str(DATA / "phh"), "--output", f"{folder}/"]) == 0
    err = capsys.readouterr().err
    written = sorted(path.name for path in folder.iterdir())
    assert written == sorted(path.with_suffix(".txt").name for path in (DATA / "phh").glob("*.phh"))
    assert err.strip() == f"{len(written)} hands written to {len(written)} files"
    assert main(["check", str(folder), str(one)]) == 0
    assert " 0 failed" in capsys.readouterr().out


def test_convert_refuses_to_write_over_a_file_it_reads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "hand.phh"
    source.write_text((DATA / "phh" / "1.phh").read_text(encoding="utf-8"), encoding="utf-8")
    before = source.read_text(encoding="utf-8")
    assert main(["convert", "--to", "phh", str(tmp_path), "--output", str(source)]) == 2
    assert "is one of the files to convert" in capsys.readouterr().err
    assert source.read_text(encoding="utf-8") == before


def test_phh_to_pokerstars_writes_the_date_and_the_table_the_file_gives(capsys: pytest.CaptureFixture[str]) -> None:
    """PHH's year, month and day (at its time, moved to Eastern time from its time zone), and its
    table or else its event: not 1970/01/01 and Table ''."""
    text = (DATA / "phh" / "1.phh").read_text(encoding="utf-8")
    history = phh.parse_histories(text)[0]
    header, table = to_pokerstars_text(phh_to_site(history, RULES), RULES).splitlines()[:2]
    assert header.endswith(" - 2023/06/22 0:00:00 ET")
    event = "2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5"
    assert table.startswith(f"Table '{event}' 5-max")
    timed = phh.parse_histories(text + "\ntime = 14:05:09\ntime_zone = 'America/Los_Angeles'\ntable = 12\n")[0]
    header, table = to_pokerstars_text(phh_to_site(timed, RULES), RULES).splitlines()[:2]
    assert header.endswith(" - 2023/06/22 17:05:09 ET") and table.startswith("Table '12' 5-max")
    abbreviated = phh.parse_histories(text + "\ntime = 09:30:00\ntime_zone_abbreviation = 'PDT'\n")[0]
    assert to_pokerstars_text(phh_to_site(abbreviated, RULES), RULES).splitlines()[0].endswith("2023/06/22 9:30:00 PDT")
    undated = phh.parse_histories("\n".join(line for line in text.splitlines() if not line.startswith("day")))[0]
    assert " - 1970/01/01 0:00:00 ET" in to_pokerstars_text(phh_to_site(undated, RULES), RULES)
    assert main(["convert", "--to", "ohh", str(DATA / "phh" / "1.phh")]) == 0
    written = json.loads(capsys.readouterr().out)["ohh"]
    assert (written["start_date_utc"], written["table_name"]) == ("2023-06-22T04:00:00Z", event)


def test_a_phh_hand_in_dollars_and_cents_is_written_in_dollars_and_cents() -> None:
    """A PHH file's $0.25/$0.50 (played in chips of a cent) is written as PokerStars text in
    dollars and cents, not as $25/$50, and the text read back checks."""
    (history,) = phh.parse_histories((DATA / "phh-cents" / "fixed-limit.phh").read_text(encoding="utf-8"))
    hand = phh_to_site(history, rulebook("tda"))
    text = to_pokerstars_text(hand, rulebook("tda"))
    assert "Hold'em Limit ($0.50/$1 USD)" in text and "p1: posts small blind $0.25" in text
    assert "Seat 1: p1 ($15 in chips)" in text
    (again,) = pokerstars.parse_text(text)
    assert check(again, rulebook("tda")).status == "verified"


# -- round trips that lost what the record said ------------------------------------------------

#: A winner who takes the pot uncontested, then shows his hand (not the hero: his cards are known
#: because he showed them).
_WINNER_SHOWS = """PokerStars Hand #5501:  Hold'em No Limit ($0.01/$0.02 USD) - 2024/06/04 22:00:00 ET
Table 'Vega' 6-max Seat #1 is the button
Seat 1: Ann ($2 in chips)
Seat 2: Bob ($2 in chips)
Seat 3: Cid ($2 in chips)
Bob: posts small blind $0.01
Cid: posts big blind $0.02
*** HOLE CARDS ***
Dealt to Cid [7h 7s]
Ann: raises $0.04 to $0.06
Bob: folds
Cid: folds
Uncalled bet ($0.04) returned to Ann
Ann collected $0.05 from pot
*** SHOW DOWN ***
Ann: shows [As 4h]
*** SUMMARY ***
Total pot $0.05 | Rake $0
Seat 1: Ann (button) showed [As 4h] and won ($0.05)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop"""


def test_a_winner_who_shows_keeps_his_show_and_his_winnings_through_phh() -> None:
    """PokerStars text to PHH and back: PHH knows the winner's cards but not that he showed
    them; a winner's known cards were shown, so he shows, and the summary says what he won (it
    said "mucked [As 4h]", and the winnings were gone)."""
    [hand] = pokerstars.parse_text(_WINNER_SHOWS)
    [history] = phh.parse_histories(phh.dumps(site_to_phh(hand, RULES)))
    text = write(phh_to_site(history, RULES))
    assert "Ann: shows [As 4h]" in text and "Seat 1: Ann (button) showed [As 4h] and won ($0.05)" in text
    [back] = pokerstars.parse_text(text)
    assert check(back, RULES).status == "verified"
    assert sorted(map(str, _play(back))) == sorted(map(str, _play(hand)))


def test_a_summarys_mucked_cards_never_hide_what_the_player_won() -> None:
    [hand] = pokerstars.parse_text(_WINNER_SHOWS)
    mucked = [Event("show", e.player, cards=e.cards, detail="mucked") if e.kind == "show" else e for e in hand.events]
    hand.events = mucked
    text = write(hand)
    assert "Seat 1: Ann (button) mucked [As 4h] and won ($0.05)" in text
    [back] = pokerstars.parse_text(text)
    assert back.won == {"Ann": Decimal("0.05")}


#: A straddle the record calls a big blind (PokerMaster's words), after the big blind and twice it.
_STRADDLE_AS_BIG_BLIND = """PokerMaster Hand #5701:  Hold'em No Limit ($0.02/$0.04 USD) - 2024/06/04 22:10:00 UTC
Table 'Lyra' 6-max Seat #1 is the button
Seat 1: Ann ($4 in chips)
Seat 2: Bob ($4 in chips)
Seat 3: Cid ($4 in chips)
Seat 4: Dan ($4 in chips)
Bob: posts small blind $0.02
Cid: posts big blind $0.04
Dan: posts big blind $0.08
*** HOLE CARDS ***
Dealt to Ann [Ah Kh]
Ann: raises $0.16 to $0.24
Bob: folds
Cid: folds
Dan: folds
Uncalled bet ($0.16) returned to Ann
Ann collected $0.22 from pot
*** SUMMARY ***
Total pot $0.22 | Rake $0
Seat 1: Ann (button) collected ($0.22)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) folded before Flop
Seat 4: Dan folded before Flop"""


def test_a_straddle_stays_a_straddle_through_ohh_and_pokerstars() -> None:
    """The straddle is written as the rules play it (OHH's "Straddle", PokerStars' "posts
    straddle"), not as the record's "big blind", and reads back the same."""
    [hand] = pokerstars.parse_text(_STRADDLE_AS_BIG_BLIND)
    assert check(hand, RULES).status == "verified"
    document = json.loads(to_ohh_text(hand, RULES))["ohh"]
    posts = [
        (a["player_id"], a["action"])
        for a in document["rounds"][0]["actions"]
        if a["action"].startswith(("Post", "Straddle"))
    ]
    assert [action for _, action in posts] == ["Post SB", "Post BB", "Straddle"]
    [from_ohh] = ohh.parse_text(to_ohh_text(hand, RULES))
    text = to_pokerstars_text(from_ohh, RULES)
    assert "Dan: posts straddle $0.08" in text and "Dan: posts big blind" not in text
    assert "Dan: posts straddle $0.08" in to_pokerstars_text(hand, RULES)


def _eight_handed_stud() -> Hand:
    """Eight players to the river of seven-card stud: one card face up in the middle for all."""
    table = Table(
        names=tuple(f"P{k}" for k in range(1, 9)),
        stacks=(1000,) * 8,
        button=7,
        structure=FixedLimit(10, 20),
        rules=RULES,
        ante=1,
        bring_in=2,
        variant=variant("stud"),
    )
    hand = Hand(table, deck=Deck(seed=5), auto_settle=False)
    while hand.to_act >= 0:
        kinds = hand.options().kinds
        hand.push(Action(next(k for k in (Kind.BRING_IN, Kind.CHECK, Kind.CALL) if k in kinds)))
    return hand


def test_a_stud_community_card_is_kept_through_pokerstars_and_phh() -> None:
    """The card dealt face up for all when the deck runs short is the river's in PokerStars
    text, PHH's ``d db`` and PokerStars text again (it was dropped, and the river dealt unknown)."""
    text = write(site_hand(_eight_handed_stud()))
    river = next(line for line in text.splitlines() if line.startswith("*** RIVER ***"))
    assert re.fullmatch(r"\*\*\* RIVER \*\*\* \[\w\w\]", river)
    [hand] = pokerstars.parse_text(text)
    assert check(hand, RULES).status == "verified"
    fields = site_to_phh(hand, RULES)
    assert sum(action.startswith("d db ") for action in fields["actions"]) == 1
    [history] = phh.parse_histories(phh.dumps(fields))
    again = write(phh_to_site(history, RULES))
    assert river in again.splitlines()


#: A stud hand whose record words a completion its own way: the bring-in's player opens with a
#: full bet, or a raise over the bring-in.
_STUD = (DATA / "pokerstars" / "stud.txt").read_text().split("\n\n\n")[0]


@pytest.mark.parametrize(
    ("written", "said"),
    [
        (
            "Ann: brings in for $0.05\nBob: completes it to $0.10",
            "Ann: brings in for $0.05\nBob: raises $0.05 to $0.10",
        ),
        (
            "Ann: brings in for $0.05\nBob: completes it to $0.10\nCid: raises $0.10 to $0.20\nAnn: folds",
            "Ann: bets $0.10\nBob: calls $0.10\nCid: raises $0.10 to $0.20\nAnn: folds",
        ),
    ],
    ids=["raise-over-the-bring-in", "bet-by-the-bring-in"],
)
def test_a_stud_record_written_again_keeps_its_words_for_a_completion(written: str, said: str) -> None:
    text = _STUD.replace(written, said)
    if "Ann: bets" in said:  # Ann's full bet puts 0.05 more in the pot
        text = text.replace("$1.82 from pot", "$1.87 from pot").replace("Total pot $1.91", "Total pot $1.96")
        text = text.replace("won ($1.82)", "won ($1.87)")
    [hand] = pokerstars.parse_text(text)
    assert check(hand, RULES).status == "verified"
    again = to_pokerstars_text(hand, RULES)
    assert said in again and "completes" not in again
