"""Sessions, tournaments and ICM (issue 16): a session's history replays with ``pokerfloor check``
hand by hand to the same stacks; tournaments end with one winner holding every chip; ICM matches
published worked examples."""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path

import pytest

from pokerfloor import Action, Hand, Kind, NoLimit, rulebook
from pokerfloor.cli.commands import main
from pokerfloor.core.options import Options
from pokerfloor.core.table import BlindPost
from pokerfloor.errors import HandHistoryError, SituationError
from pokerfloor.formats.phh import parse_histories, read_histories, table_of
from pokerfloor.play.icm import icm_equities
from pokerfloor.play.seating import Seating, Stakes
from pokerfloor.play.session import Session
from pokerfloor.play.tournament import Level, ManualClock, Tournament, level_of, play_tournaments, read_levels
from test_seating import calm_policy

LEVELS = [Level(blinds=(10, 20), hands=10), Level(blinds=(25, 50), hands=10), Level(blinds=(50, 100))]


# -- ICM ----------------------------------------------------------------------------------------------


def _rounded(values: list[Fraction]) -> list[float]:
    return [round(float(v), 2) for v in values]


def test_icm_matches_wikipedias_worked_example() -> None:
    """Wikipedia, "Independent Chip Model": 50%, 30% and 20% of the chips, 70 and 30 paid; A gets
    70 x (0.3 + 0.2) + 30 x (0.21... + 0.13...), about 45, B about 32, C about 22."""
    equities = icm_equities([50, 30, 20], [70, 30])
    assert _rounded(equities) == [45.18, 32.25, 22.57]
    second = Fraction(3, 10) * Fraction(5, 7) + Fraction(1, 5) * Fraction(5, 8)  # B first then A, or C first
    assert equities[0] == 70 * Fraction(1, 2) + 30 * second


def test_icm_matches_a_published_double_or_nothing_example() -> None:
    """A double-or-nothing with four left, 2000/2500/3000/1500 chips, three places paid 10 each:
    7.30, 8.06, 8.55 and 6.09 (checked there against two online ICM calculators)."""
    assert _rounded(icm_equities([2000, 2500, 3000, 1500], [10, 10, 10])) == [7.30, 8.06, 8.55, 6.09]


def test_icm_heads_up_is_the_second_prize_and_a_chip_share_of_the_rest() -> None:
    """Two left, 60% and 40% of the chips, 10,000 and 4,000 paid: 4,000 + 60% of 6,000 = 7,600."""
    assert icm_equities([60, 40], [10000, 4000]) == [7600, 6400]


def test_icm_pays_out_the_prize_pool_and_no_more() -> None:
    stacks, payouts = [3000, 500, 1500, 1000, 4000], [50, 30, 20]
    equities = icm_equities(stacks, payouts)
    assert sum(equities) == 100
    order = range(len(stacks))
    assert sorted(order, key=lambda k: stacks[k]) == sorted(order, key=lambda k: equities[k])  # more chips, more
    assert icm_equities([10, 10], [6, 3, 1]) == [Fraction(9, 2), Fraction(9, 2)]  # places past the players unpaid


@pytest.mark.parametrize(
    ("stacks", "payouts"), [([], [1]), ([0, 5], [1]), ([5, 5], [-1]), ([5, 2.5], [1]), ([5], [True])]
)
def test_icm_refuses_what_is_not_stacks_and_payouts(stacks: list[object], payouts: list[object]) -> None:
    with pytest.raises(SituationError):
        icm_equities(stacks, payouts)  # type: ignore[arg-type]


def test_icm_refuses_a_field_too_large_to_weigh() -> None:
    with pytest.raises(SituationError, match="orders"):
        icm_equities([1] * 40, [1] * 10)


# -- sessions -------------------------------------------------------------------------------------------


def _long_session(seed: int) -> Session:
    stacks = {"A": 400, "B": 700, "C": 1000, "D": 1300, "E": 1600, "F": 1900}
    seating = Seating.start(stacks, seats=9, seat_numbers=[1, 2, 4, 5, 7, 9])
    session = Session(seating, Stakes(NoLimit(20), rulebook("tda"), blinds=(10, 20)), policy=calm_policy, seed=seed)
    while len(session.seating.players) > 1 and len(session.hands) < 400:
        session.play_hand()
    return session


def test_a_session_history_replays_with_check_hand_by_hand_to_the_same_stacks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = _long_session(seed=20)  # 26 hands, four with a dead button or a dead small blind
    assert any(deal.table.dead_button or deal.table.dead_small_blind for deal in session.deals)
    path = tmp_path / "session.phhs"
    path.write_text(session.history())
    assert main(["check", str(path)]) == 0
    assert f"{len(session.hands)} checked: {len(session.hands)} verified," in capsys.readouterr().out
    hands = read_histories(path)
    carried: dict[str, int] = {}
    for history in hands:  # each hand starts with the stacks the hand before left
        fields = history.fields
        start = dict(zip(fields["players"], fields["starting_stacks"], strict=True))
        assert all(carried.get(name, stack) == stack for name, stack in start.items())
        carried.update(zip(fields["players"], fields["finishing_stacks"], strict=True))
    final = {p.name: p.stack for p in session.seating.players}
    assert all(carried[name] == stack for name, stack in final.items())
    assert sum(carried.values()) == 6900


def test_a_session_plays_the_actions_given() -> None:
    seating = Seating.start({"A": 200, "B": 200, "C": 200})
    session = Session(seating, Stakes(NoLimit(2), rulebook("tda"), blinds=(1, 2)), seed=1)
    session.play_hand(["C fold", "A fold"])
    assert [p.stack for p in session.seating.players] == [199, 201, 200]
    with pytest.raises(SituationError, match="not over"):
        session.play_hand(["A call"])
    assert len(session.hands) == 1  # the unfinished hand is not kept
    assert [p.stack for p in session.seating.players] == [199, 201, 200]


# -- tournaments ------------------------------------------------------------------------------------------


def test_tournaments_end_with_one_winner_holding_every_chip() -> None:
    """500 sit-and-gos (benchmarks/tournaments.py plays 10,000): one winner with every chip, and
    every player a place."""
    summary = play_tournaments(500, 6, 1500, LEVELS, seed=2)
    assert summary.tournaments == 500 and summary.all_chips_to_one
    assert sum(summary.wins.values()) == 500
    result = Tournament([f"P{k}" for k in range(6)], 1500, LEVELS, seed=9).run()
    assert result.chips == 9000 and sorted(f.place for f in result.places)[0] == 1
    assert {f.name for f in result.places} == {f"P{k}" for k in range(6)}
    assert result.hands == sum(result.level_hands)


def test_tournaments_repeat_with_a_seed_with_one_process_or_two() -> None:
    one = play_tournaments(60, 4, 500, LEVELS, seed=5)
    two = play_tournaments(60, 4, 500, LEVELS, seed=5, jobs=2)
    assert (one.hands, one.wins, one.level_hands) == (two.hands, two.wins, two.level_hands)


def test_players_out_in_the_same_hand_finish_by_the_chips_they_began_it_with() -> None:
    tournament = Tournament(["A", "B", "C", "D"], 100, LEVELS, seed=1)
    tournament.session.seating = tournament.session.seating.leave("B").leave("C").leave("D")
    tournament._knock_out({"A": 100, "B": 300, "C": 200, "D": 200})
    assert [(f.name, f.place) for f in tournament.out] == [("B", 2), ("C", 3), ("D", 3)]


def test_levels_follow_the_clock() -> None:
    clock = ManualClock()
    levels = [Level(blinds=(10, 20), minutes=10), Level(blinds=(50, 100))]
    tournament = Tournament(["A", "B", "C"], 5000, levels, seed=3, clock=clock, policy=calm_policy)
    tournament.play_hand()
    assert tournament.level == 0
    clock.advance(600)
    tournament.play_hand()
    assert tournament.level == 1 and tournament.session.stakes.blinds == (50, 100)


def test_a_mixed_game_tournament_plays_stud_and_draw_levels() -> None:
    levels = [
        Level(blinds=(10, 20), hands=6),
        Level(game="stud", ante=5, bring_in=10, small_bet=40, big_bet=80, hands=6),
        Level(game="2-7-triple-draw", blinds=(20, 40), hands=6),
        Level(game="omaha", blinds=(50, 100)),
    ]
    result = Tournament(["A", "B", "C", "D"], 400, levels, seed=4).run()
    assert result.chips == 1600 and len(result.places) == 4


def test_level_files(tmp_path: Path) -> None:
    path = tmp_path / "levels.toml"
    path.write_text(
        '[[level]]\nblinds = [10, 20]\nhands = 5\n\n[[level]]\ngame = "razz"\nante = 2\nbring_in = 5\n'
        "small_bet = 20\nbig_bet = 40\n"
    )
    levels = read_levels(path)
    assert levels[0] == Level(blinds=(10, 20), hands=5) and levels[1].game == "razz"
    for bad, message in [
        ({"blinds": [10]}, "blinds"),
        ({"blinds": [10, 20], "colour": "red"}, "unknown key"),
        ({"blinds": [10, 20], "hands": -1}, "hands"),
        ({"game": "stud", "blinds": [10, 20]}, "bring-in"),
        ({"game": "chess"}, "chess"),
    ]:
        with pytest.raises(SituationError, match=message):
            level_of(bad, "level 1")


# -- the commands ---------------------------------------------------------------------------------------


def test_the_tournament_command_prints_places_hands_and_levels(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    levels = tmp_path / "levels.toml"
    levels.write_text("[[level]]\nblinds = [10, 20]\nhands = 3\n\n[[level]]\nblinds = [50, 100]\n")
    assert main(["tournament", "--players", "4", "--stack", "800", "--levels", str(levels), "--seed", "3",
                 "--payouts", "60,40"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "won, with all 3,200 chips" in out and "  1. " in out and "prize 60" in out
    assert "level 1 (holdem 10/20): 3 hands" in out
    assert main(["tournament", "--tournaments", "120", "--seed", "1", "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert "120 tournaments of 6 players" in out and "every one ended with one winner holding all 9,000 chips" in out
    assert main(["tournament", "--tournaments", "20", "--seed", "1", "--json"]) == 0
    assert '"all_chips_to_one": true' in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv",
    [
        ["tournament", "--players", "1"],
        ["tournament", "--stack", "0"],
        ["tournament", "--levels", "/nonexistent/levels.toml"],
        ["tournament", "--tournaments", "0"],
        ["tournament", "--jobs", "0", "--tournaments", "3"],
        ["icm", "5x", "--payouts", "1"],
        ["icm", "0", "5", "--payouts", "1"],
    ],
)
def test_the_play_commands_refuse_bad_settings_in_a_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("pokerfloor ") and "Traceback" not in err


def test_the_icm_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["icm", "50", "30,20", "--payouts", "70,30"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in out] == ["50", "30", "20"] and "45.18" in out[0] and "22.57" in out[2]
    assert main(["icm", "60", "40", "--payouts", "10000,4000", "--json"]) == 0
    assert '"equities": [7600.0, 6400.0]' in capsys.readouterr().out


def _passive(hand: Hand, options: Options, rng: random.Random) -> Action:
    """Checks and calls: a session of many hands where nobody goes broke."""
    return Action(Kind.CHECK if Kind.CHECK in options.kinds else Kind.CALL)


def test_a_cash_session_with_a_player_posting_to_come_back_writes_a_history_check_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A player back from sitting out posts the blinds he missed, the small one dead (WSOP 2024
    # Live Action Rule 156). PHH has no place for a post out of the blinds' seats: pokerfloor
    # writes it in its user field _posts and reads it back.
    live = rulebook("wsop-live")
    seating = Seating.start({"A": 2000, "B": 2000, "C": 2000, "D": 2000}, seats=9, seat_numbers=[1, 3, 5, 7])
    session = Session(seating, Stakes(NoLimit(20), live, blinds=(10, 20)), policy=_passive, seed=3)
    session.play_hand()
    session.seating = session.seating.sit("E", 6, 2000, posts=True)
    session.play_hand()
    session.seating = session.seating.sit_out("B")
    for _ in range(4):
        session.play_hand()
    session.seating = session.seating.come_back("B", posts=True)
    while len(session.hands) < 10:
        session.play_hand()
    assert any(post.dead and post.live for deal in session.deals for post in deal.table.posts)
    path = tmp_path / "cash.phhs"
    path.write_text(session.history())
    assert "_posts = [[" in path.read_text()
    assert main(["check", "--rulebook", "wsop-live", str(path)]) == 0
    assert "10 checked: 10 verified," in capsys.readouterr().out
    for hand, history in zip(session.hands, read_histories(path), strict=True):
        n = len(hand.names)
        assert table_of(history, live).posts == tuple(
            BlindPost((p.seat - hand.table.button - 1) % n, p.live, p.dead) for p in hand.table.posts
        )


def test_a_phh_post_out_of_the_blinds_seats_is_refused_naming_the_field() -> None:
    text = "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [10, 20, 0]\nmin_bet = 20\n"
    text += "starting_stacks = [100, 100, 100]\nactions = []\n"
    for bad in ("[[4, 20, 10]]", "[[0, 20, 10]]", "[[3, 20]]", "3", "[[3, -1, 0]]"):
        (history,) = parse_histories(text + f"_posts = {bad}\n")
        with pytest.raises(HandHistoryError, match="'_posts'"):
            table_of(history, rulebook("wsop-live"))


@pytest.mark.parametrize("bad", ["[2, 1]", "[1, 4]", "[1]", "'p2'", "[0, 2]"])
def test_phh_blind_players_out_of_order_are_refused_naming_the_field(bad: str) -> None:
    text = "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [0, 10, 20]\nmin_bet = 20\n"
    text += f"starting_stacks = [100, 100, 100]\nactions = []\n_blind_players = {bad}\n"
    (history,) = parse_histories(text)
    with pytest.raises(HandHistoryError, match="'_blind_players'"):
        table_of(history, rulebook("wsop-live"))
