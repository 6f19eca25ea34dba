"""Site hand histories written for these tests (tests/data/pokerstars*): read, checked, converted."""

from __future__ import annotations

import json
from collections.abc import Iterable
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from pokerfloor import VARIANTS
from pokerfloor.checking.corpus import check_files, history_files
from pokerfloor.checking.sites import check, check_site_file
from pokerfloor.cli.commands import main
from pokerfloor.errors import HandHistoryError
from pokerfloor.formats.sites import ohh, pokerstars
from pokerfloor.formats.sites.games import NOT_PLAYED, SITE_GAMES, registry_variant
from pokerfloor.formats.sites.hand import Tournament
from pokerfloor.formats.units import ChipUnit, read_amount
from pokerfloor.games.variants import variant
from pokerfloor.rules import rulebook

DATA = Path(__file__).parent / "data"
GOOD = sorted((DATA / "pokerstars").glob("*.txt"))
OHH_GOOD = sorted((DATA / "ohh").glob("*.ohh"))
BAD = DATA / "pokerstars-bad"


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_every_written_hand_checks(path: Path) -> None:
    results = check_site_file(str(path), "tda")
    assert results and all(r["status"] == "verified" for r in results), results


def test_a_board_paid_to_the_wrong_player_is_named() -> None:
    [result] = check_site_file(str(DATA / "pokerstars-bad" / "second-board-misawarded.txt"), "tda")
    assert result["status"] == "failed"
    assert "board 2" in result["reason"] and "Jörg" in result["reason"]


def test_features_are_read() -> None:
    hands = {h.number: h for p in GOOD for h in pokerstars.read_file(p)}
    first = hands["1001"]
    assert first.rake == Decimal("0.20") and first.seat_of("Eve") and first.seat_of("Eve").sitting_out  # type: ignore[union-attr]
    assert any(e.detail == "dead" for e in first.events)  # small & big blinds
    assert any(e.all_in for e in first.events)
    assert hands["2001"].runs == 2 and hands["2001"].currency == "EUR"  # run it twice, ISO-8859-1
    assert hands["3002"].cancelled and hands["3001"].play_money
    assert hands["4001"].tournament is not None and hands["4001"].tournament.buyin == Decimal("4.40")


def test_strict_mode_refuses_what_the_lenient_reader_forgives() -> None:
    text = (DATA / "pokerstars" / "holdem-features.txt").read_text()
    text = text.replace('Ann said, "oops"\n', "").replace(
        "*** HOLE CARDS ***", "Some words nobody wrote\n*** HOLE CARDS ***", 1
    )
    lenient = pokerstars.parse_text(text)
    assert any("not understood" in note for note in lenient[0].forgiven)
    with pytest.raises(HandHistoryError, match=r":\d+: not understood"):
        pokerstars.parse_text(text, strict=True)


def test_no_hand_is_a_typed_error() -> None:
    with pytest.raises(HandHistoryError):
        pokerstars.parse_text("nothing here")


@pytest.mark.parametrize(
    ("buyin", "currency", "amount"),
    [("50FPP", "FPP", "50"), ("1FPP", "FPP", "1"), ("250 SC", "SC", "250"), ("₹136.50+₹13.50 INR", "INR", "136.50")],
)
def test_tournament_buyins_in_points_starscoin_and_rupees_are_read(
    buyin: str, currency: str, amount: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """PokerStars' tournaments bought in with Frequent Player Points, StarsCoin or rupees were
    refused whole ("'50FPP' is not an amount"): the unit is the tournament's currency, the hand
    verifies, and written again it reads back the same."""
    text = (DATA / "pokerstars" / "tournament.txt").read_text().split("\n\n\n")[0].replace("$4.40+$0.60 USD", buyin)
    [hand] = pokerstars.parse_text(text)
    assert hand.tournament is not None
    assert (hand.tournament.currency, hand.tournament.buyin) == (currency, Decimal(amount))
    assert check(hand, rulebook("tda")).status == "verified"
    path = tmp_path / "points.txt"
    path.write_text(text)
    assert main(["convert", "--to", "pokerstars", str(path)]) == 0
    [again] = pokerstars.parse_text(capsys.readouterr().out)
    assert again.tournament is not None and again.tournament.buyin == Decimal(amount)
    assert again.tournament.currency == currency


@pytest.mark.parametrize(
    ("game", "buyin"),
    [
        ("$4.40+$0.60 USD 8-Game (Hold'em No Limit)", Decimal("4.40")),
        ("$4.40+$0.60 USD Mixed NLH/PLH (Hold'em No Limit, 25/50)", Decimal("4.40")),
        ("50FPP HORSE (Hold'em No Limit)", Decimal(50)),
        ("Freeroll Mixed Hold'em (Hold'em No Limit)", None),
    ],
)
def test_a_mixed_games_tournament_names_the_hands_game_in_brackets(game: str, buyin: Decimal | None) -> None:
    """8-Game, HORSE and the mixed hold'em tournaments write the mix's name, then the hand's game
    in brackets: they were refused whole as an unknown game."""
    text = (DATA / "pokerstars" / "tournament.txt").read_text().split("\n\n\n")[0]
    [hand] = pokerstars.parse_text(text.replace("$4.40+$0.60 USD Hold'em No Limit", game))
    assert (hand.variant, hand.structure) == ("holdem", "no-limit")
    assert hand.tournament is not None and hand.tournament.buyin == buyin
    assert check(hand, rulebook("tda")).status == "verified"


def test_amounts_are_exact_chips_of_the_finest_unit() -> None:
    unit = ChipUnit.finest([read_amount("$0.25"), read_amount("$0.015"), read_amount("10")])
    assert unit.step == Decimal("0.001") and unit.chips(Decimal("0.25")) == 250
    assert unit.amount(15) == Decimal("0.015")
    with pytest.raises(HandHistoryError):
        read_amount("1e5")


#: The games OHH has no game type for (short deck, split hold'em) or no streets of (stud, the draws).
NOT_IN_OHH = frozenset({"short-deck", "stud", "stud-hi-lo", "razz", "2-7-triple-draw", "2-7-single-draw"})
NOT_IN_OHH |= {"five-card-draw", "badugi", "courchevel", "courchevel-hi-lo"}  # OHH 1.4 has no Courchevel


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_ohh_round_trip_checks_the_same(path: Path) -> None:
    rules = rulebook("tda")
    for hand in pokerstars.read_file(path):
        if hand.cancelled:
            continue
        if hand.variant in NOT_IN_OHH or hand.game.lower() == "split hold'em":
            with pytest.raises(HandHistoryError, match="no game type"):
                ohh.dumps(hand)
            continue
        text = ohh.dumps(hand)
        document = json.loads(text.split("\n\n")[0], parse_float=Decimal)
        assert ohh.validate(document) == []
        again = ohh.parse_text(text)[0]
        assert check(again, rules).status == check(hand, rules).status == "verified"


def test_ohh_validation_names_the_field() -> None:
    problems = ohh.validate({"ohh": {"game_type": "Chess", "players": [], "rounds": [], "pots": []}})
    assert any("game_type" in p for p in problems) and any("round 0" in p for p in problems)


@pytest.mark.parametrize("path", OHH_GOOD, ids=lambda p: p.name)
def test_every_written_ohh_hand_checks(path: Path) -> None:
    results = check_site_file(str(path), "tda")
    assert results and all(r["status"] == "verified" for r in results), results


def test_site_game_names_are_the_registrys() -> None:
    """Every game a site deals is a name of the registry (VARIANTS), or one it does not play yet
    with the reason a hand of it is skipped for."""
    for site_name, name in SITE_GAMES.items():
        if name in NOT_PLAYED:
            assert registry_variant(site_name) is None
        else:
            assert name in VARIANTS and registry_variant(site_name) is variant(name), site_name


def test_the_written_hands_cover_every_game_played() -> None:
    played = {name for name in SITE_GAMES.values() if name not in NOT_PLAYED}
    seen = {check(h, rulebook("tda")).variant for p in GOOD for h in pokerstars.read_file(p) if not h.cancelled}
    assert played <= seen, played - seen


def test_courchevel_shows_its_first_flop_card_before_the_first_betting() -> None:
    """PokerStars heads Courchevel's first betting round ``*** PRE-FLOP *** [2s]``: the same
    street as the hole cards, not a second one, the card counted once (the flop's heading names
    it again); the hands replay as the registry's Courchevel, high and hi/lo."""
    hands = pokerstars.read_file(DATA / "pokerstars" / "courchevel.txt")
    assert [hand.variant for hand in hands] == ["courchevel", "courchevel-hi-lo"]
    assert [e.detail for e in hands[0].events if e.kind == "street"] == ["hole cards", "flop", "turn", "river"]
    assert hands[0].boards == [["2s", "3h", "4h", "5c", "Qs"]]
    assert all(check(hand, rulebook("tda")).status == "verified" for hand in hands)


def test_omaha_dealt_five_cards_is_five_card_omaha() -> None:
    text = (DATA / "pokerstars" / "omaha.txt").read_text()
    text = text.replace("5 Card Omaha Pot Limit", "Omaha Pot Limit")
    hand = next(h for h in pokerstars.parse_text(text) if h.number == "5101")
    assert hand.variant == "omaha-5" and any("5 Card Omaha" in note for note in hand.forgiven)
    assert check(hand, rulebook("tda")).status == "verified"


def test_six_plus_stakes_are_the_ante_and_the_button_blind() -> None:
    [hand, _] = pokerstars.read_file(DATA / "pokerstars" / "short-deck.txt")
    assert hand.variant == "short-deck" and hand.stakes == (Decimal(1), Decimal(2))


def test_a_cash_games_stud_dealt_by_the_open_pair_rule_verifies_by_the_sites_house_rule() -> None:
    path = str(DATA / "pokerstars" / "stud-open-pair.txt")
    [tda] = check_site_file(path, "tda")
    assert tda["status"] == "verified", tda
    assert tda["forgiven"][0].startswith("the site's house rule for its cash games: an open pair on fourth street")
    assert "stud_open_pair_big_bet" in tda["forgiven"][0]
    for cash in ("roberts", "wsop-live"):
        [verdict] = check_site_file(path, cash)
        assert verdict["status"] == "verified" and not verdict.get("forgiven"), verdict


def test_a_tournaments_stud_dealt_by_the_open_pair_rule_fails_naming_the_switch() -> None:
    [hand] = pokerstars.read_file(DATA / "pokerstars" / "stud-open-pair.txt")
    hand.tournament = Tournament("77")
    tda = check(hand, rulebook("tda")).as_json()
    assert tda["status"] == "failed" and tda["rule"] == rulebook("tda").cite("stud_open_pair_big_bet")
    assert "stud_open_pair_big_bet" in tda["reason"] and "--rulebook roberts or wsop-live" in tda["reason"]


def test_a_draw_record_that_contradicts_itself_is_believed_up_to_there() -> None:
    hand = next(h for h in pokerstars.read_file(DATA / "pokerstars" / "draws.txt") if h.number == "5405")
    verdict = check(hand, rulebook("tda"))
    assert verdict.status == "verified"
    assert any("contradicts itself" in note and "Ann" in note for note in verdict.forgiven)


def test_money_the_site_adds_goes_with_the_main_pot() -> None:
    [result] = check_site_file(str(DATA / "pokerstars" / "splash-the-pot.txt"), "tda")
    assert result["status"] == "verified", result


def test_a_record_that_pays_more_than_its_pot_says_by_how_much() -> None:
    [result] = check_site_file(str(BAD / "overpaid.txt"), "tda")
    assert result["status"] == "failed"
    assert "contradicts itself" in result["reason"] and "0.50 more than the pot" in result["reason"]


def test_a_refusal_in_chips_says_the_chip() -> None:
    [hand] = pokerstars.read_file(DATA / "pokerstars" / "stud-open-pair.txt")
    hand.tournament = Tournament("77")  # a tournament's hand: refused on the open pair
    assert "chips of 0.01" in check(hand, rulebook("tda")).reason


def test_ohh_jackpot_is_kept_by_the_house_as_the_rake_is() -> None:
    hand = next(h for h in ohh.iter_file(DATA / "ohh" / "more.ohh") if h.number == "7004")
    assert hand.rake == Decimal(4) and hand.runs == 2
    assert check(hand, rulebook("tda")).status == "verified"


def test_ohh_spec_style_files_validate() -> None:
    """The hands written from the specification's definitions break none of its rules (what the
    stored copies of its own example pages show: an older spec_version, a preflop round's cards
    written "", zero bounties and caps, a pot's rake and jackpot, Add to Pot with no player)."""
    for path in OHH_GOOD:
        for chunk in path.read_text().split("\n\n"):
            assert ohh.validate(json.loads(chunk, parse_float=Decimal)) == [], path.name


SITE_FOLDERS = [str(DATA / "pokerstars"), str(DATA / "pokerstars-bad"), str(DATA / "ohh")]


def _verdicts(batches: Iterable[list[dict[str, Any]]]) -> list[str]:
    return sorted(f"{r['file']} {r['hand']} {r['status']} {r['reason']}" for batch in batches for r in batch)


def test_site_files_on_parallel_workers_agree_with_one() -> None:
    files = list(history_files(SITE_FOLDERS))
    alone = _verdicts(check_files(files, "tda"))
    assert len(alone) > 30 and alone == _verdicts(check_files(files, "tda", jobs=2))


def test_the_check_command_on_site_files_shows_progress_and_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--progress", "--summary", *SITE_FOLDERS]) == 1  # the bad files fail
    captured = capsys.readouterr()
    total = len(_verdicts(check_files(history_files(SITE_FOLDERS), "tda")))
    assert "checking" in captured.err and f"{total}" in captured.err.rsplit("checking", 1)[-1]
    out = captured.out
    assert f"{total} checked:" in out
    failed = next(line for line in out.splitlines() if line.startswith("failed"))
    assert failed.split()[1] == "2"  # tests/data/pokerstars-bad: all but the cash game's stud open pair
    assert "the record contradicts itself" in out


def test_strict_fails_a_hand_that_cannot_be_checked(tmp_path: Path) -> None:
    text = (DATA / "pokerstars" / "omaha.txt").read_text().split("\n\n\n\n")[0]
    path = tmp_path / "partial.txt"
    path.write_text(text.split("Cid: raises")[0])  # cut short with Cid to act on the flop
    assert check_site_file(str(path), "tda")[0]["status"] == "skipped"
    assert check_site_file(str(path), "tda", strict=True)[0]["status"] == "failed"


def test_a_big_blind_all_in_short_of_the_level_leaves_the_level_to_call() -> None:
    """At 15/30 a big blind all in for 20 leaves 30 to call: the blinds are the header's level,
    not what was posted."""
    [hand] = pokerstars.read_file(DATA / "pokerstars" / "short-big-blind.txt")
    verdict = check(hand, rulebook("tda"))
    assert verdict.status == "verified", verdict.reason


#: A walk as some PokerStars records write it: the big blind's whole 2.00 returned as uncalled,
#: and the small blind's 1.00 paid as the pot (the rules return the 1.00 nobody matched and award
#: a pot of 2.00: the big blind ends with the same chips). Whole dollars: its chip is a dollar.
WALK = """PokerStars Hand #9001: Hold'em No Limit ($1/$2 USD) - 2024/06/05 21:00:00 ET
Table 'Walk' 6-max Seat #1 is the button
Seat 1: Ann ($200 in chips)
Seat 2: Bob ($150 in chips)
Seat 3: Cid ($180 in chips)
Bob: posts small blind $1
Cid: posts big blind $2
*** HOLE CARDS ***
Ann: folds
Bob: folds
Uncalled bet ($2) returned to Cid
Cid collected $1 from pot
Cid: doesn't show hand
*** SUMMARY ***
Total pot $1 | Rake $0
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cid (big blind) collected ($1)
"""


def test_a_walk_returned_whole_checks_by_its_result_and_names_the_convention(tmp_path: Path) -> None:
    """The site returns the whole big blind and pays the pot without it, the rules return what
    nobody matched and award the pot: the same chips, so the hand checks, the verdict naming the
    site's convention; converted, it is written as the rules return it, and checks again."""
    path = tmp_path / "walk.txt"
    path.write_text(WALK, encoding="utf-8")
    [result] = check_site_file(str(path), "tda")
    assert result["status"] == "verified", result
    [said] = result["forgiven"]
    assert said.startswith("the site returns Cid's whole bet, 2, as uncalled and pays the pot without the 1 of it")
    assert "the rules return 1, the part nobody matched" in said and said.endswith("in full; TDA 2024 Rule 21)")
    for target in ("pokerstars", "ohh", "phh"):
        converted = tmp_path / f"walk-{target}"
        assert main(["convert", "--to", target, str(path), "--output", f"{converted}/"]) == 0
        [written] = list(converted.iterdir())
        [again] = check_files([str(written)], "tda").__next__()
        assert again["status"] == "verified", again  # OHH writes no uncalled bet: its pot says it came back
        assert not any("whole bet" in note for note in again.get("forgiven", [])), again
    stars = (tmp_path / "walk-pokerstars" / "walk.txt").read_text(encoding="utf-8")
    assert "Uncalled bet ($1) returned to Cid" in stars and "Cid collected $2 from pot" in stars


def test_a_bet_returned_whole_with_a_pot_that_does_not_add_up_still_fails(tmp_path: Path) -> None:
    path = tmp_path / "walk.txt"
    path.write_text(WALK.replace("Total pot $1 |", "Total pot $2 |"), encoding="utf-8")
    [result] = check_site_file(str(path), "tda")
    assert result["status"] == "failed" and "uncalled bet: the rules return 1 to Cid, the site 2" in result["reason"]
