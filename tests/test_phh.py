"""PHH hand histories: real hands replay to their finishing stacks; broken hands fail with the
action and the rule; pokerfloor's own hands write out and read back identical."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import Action, Hand, Kind, Table, rulebook
from pokerfloor.checking import phh_replay
from pokerfloor.checking.corpus import check_files, history_files
from pokerfloor.checking.phh_replay import replay
from pokerfloor.checking.phh_verdict import Replay
from pokerfloor.cli.commands import main
from pokerfloor.formats import phh
from pokerfloor.formats.phh import dumps, iter_histories, parse_histories, read_histories, to_phh
from pokerfloor.games.cards import Deck, cards
from pokerfloor.games.variants import phh_variant
from strategies import tables

DATA = Path(__file__).parent / "data" / "phh"
REAL = sorted(DATA.glob("*.phh"))


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.stem)
@pytest.mark.parametrize("rulebook_name", ["tda", "roberts", "wsop"])
def test_real_hands_replay_to_their_finishing_stacks(path: Path, rulebook_name: str) -> None:
    (history,) = read_histories(path)
    result = replay(history, rulebook(rulebook_name))
    assert result.status == "verified", result.reason


def test_an_unknown_variant_is_skipped_and_fails_under_strict() -> None:
    text = _edited(next(DATA.glob("stud-*.phh")), "variant = 'F7S'", "variant = 'X7'")
    (history,) = parse_histories(text)
    result = replay(history, rulebook("tda"))
    assert (result.status, result.code) == ("skipped", "unknown-variant")
    assert result.reason == "variant 'X7' is not played yet (an unknown variant)"
    (history,) = parse_histories(text)
    assert replay(history, rulebook("tda"), strict=True).status == "failed"


def test_a_table_that_is_not_a_hand_is_not_phh_and_fails_under_strict() -> None:
    (history,) = parse_histories("title = 'my notes'\nyear = 2024\n")
    result = replay(history, rulebook("tda"))
    assert (result.status, result.code) == ("skipped", "not-phh")
    assert replay(history, rulebook("tda"), strict=True).status == "failed"


def _edited(path: Path, old: str, new: str) -> str:
    text = path.read_text()
    assert old in text
    return text.replace(old, new, 1)


def test_an_illegal_raise_fails_with_the_action_and_the_rule() -> None:
    text = _edited(DATA / "1.phh", "'p4 cbr 170000'", "'p4 cbr 100000'")
    (history,) = parse_histories(text, "1.phh")
    result = replay(history, rulebook("tda"))
    assert result.status == "failed"
    assert (result.action_index, result.action) == (6, "p4 cbr 100000")
    assert result.rule == "TDA 2024 Rule 43"
    assert "the minimum raise is to 160000" in result.reason


def test_wrong_finishing_stacks_fail_with_both_lists() -> None:
    text = _edited(DATA / "1.phh", "finishing_stacks = [7340000,", "finishing_stacks = [7340001,")
    (history,) = parse_histories(text, "1.phh")
    result = replay(history, rulebook("tda"))
    assert result.status == "failed"
    assert result.expected is not None and result.actual is not None
    assert result.expected[0] == 7340001 and result.actual[0] == 7340000


@pytest.mark.parametrize(("written", "why"), [("nan", "nan"), ("-5", "-5"), ("-2.5", "-2.5"), ("true", "True")])
def test_a_stack_that_is_not_chips_fails_naming_the_field(written: str, why: str) -> None:
    text = DATA.joinpath("1.phh").read_text()
    start = text.index("starting_stacks = [") + len("starting_stacks = [")
    (history,) = parse_histories(text[:start] + written + text[start + len("7380000") :], "1.phh")
    result = replay(history, rulebook("tda"))
    assert result.status == "failed"
    assert f"field 'starting_stacks': {why} is not an amount of chips" in result.reason


def test_inf_is_an_unknown_stack_and_a_decimal_sets_the_chip() -> None:
    text = _edited(DATA / "1.phh", "starting_stacks = [7380000, 2500000,", "starting_stacks = [inf, 2500000.0,")
    (history,) = parse_histories(text, "1.phh")
    assert history.fields["starting_stacks"][:2] == [Decimal("Infinity"), Decimal("2500000.0")]
    assert phh.unit_of(history).step == Decimal("0.1")
    assert phh.table_of(history, rulebook("tda")).stacks[:2] == (phh.UNKNOWN_STACK, 25000000)


def test_user_fields_and_commentary_are_kept() -> None:
    text = _edited(DATA / "1.phh", "'p3 f',", "'p3 f # folds quickly',") + "\n_camera = 'B'\n"
    (history,) = parse_histories(text)
    assert history.fields["_camera"] == "B"
    assert "p3 f # folds quickly" in history.actions
    assert replay(history, rulebook("tda")).status == "verified"


def test_phhs_collections_are_streamed_hand_by_hand(tmp_path: Path) -> None:
    collection = tmp_path / "some.phhs"
    collection.write_text("".join(f"[{k}]\n{path.read_text()}\n" for k, path in enumerate(REAL, start=1)))
    histories = list(iter_histories(collection))
    assert [h.key for h in histories] == [str(k) for k in range(1, len(REAL) + 1)]
    assert all(replay(h, rulebook("tda")).status == "verified" for h in histories)


def _play(table: Table, seed: int) -> Hand:
    rng = random.Random(seed)
    hand = Hand(table, deck=Deck(rng=rng))
    while hand.to_act >= 0:
        options = hand.options()
        kind = rng.choice(options.kinds)
        if kind in (Kind.BET, Kind.RAISE):
            assert options.min_to is not None and options.max_to is not None
            hand.push(Action(kind, rng.randint(options.min_to, options.max_to)))
        else:
            hand.push(Action(kind))
    return hand


@settings(max_examples=150)
@given(table=tables(), seed=st.integers(0, 2**32))
def test_written_hands_read_back_identical(table: Table, seed: int) -> None:
    if table.street != 0 or table.structure.name == "spread-limit" or (table.ante and table.bb_ante):
        return  # PHH has no spread limit, and a hand from the flop on is not a whole hand
    if table.structure.name == "pot-limit":
        table = table.replace(variant="omaha")
    hand = _play(table, seed)
    fields = to_phh(hand, event="property test")
    (history,) = parse_histories(dumps(fields))
    assert history.fields == fields
    result = replay(history, table.rules)
    assert result.status == "verified", (result.reason, dumps(fields))
    again = to_phh(_replayed(history, table), event="property test")
    assert again["actions"] == fields["actions"]


def _replayed(history: phh.HandHistory, table: Table) -> Hand:
    return phh_replay.hand_of(history, table.rules)


def test_check_command_summary_and_exit_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(DATA)]) == 0
    out = capsys.readouterr().out
    assert f"{len(REAL)} checked: {len(REAL)} verified, 0 verified but for an odd chip, 0 not verifiable" in out
    broken = tmp_path / "broken.phh"
    broken.write_text(_edited(DATA / "1.phh", "'p4 cbr 170000'", "'p4 cbr 100000'"))
    assert main(["check", str(broken), "--json"]) == 1
    (line,) = capsys.readouterr().out.splitlines()
    result = json.loads(line)
    assert result["status"] == "failed"
    for key in ("file", "hand", "variant", "reason", "action_index", "action", "rule", "expected", "actual"):
        assert key in result


def test_parallel_workers_agree_with_one(tmp_path: Path) -> None:
    files = list(history_files([str(DATA)]))
    alone = sorted(r["file"] + r["status"] for batch in check_files(files, "tda") for r in batch)
    shared = sorted(r["file"] + r["status"] for batch in check_files(files, "tda", jobs=2) for r in batch)
    assert alone == shared


def test_the_lenient_reader_records_what_it_forgave_and_strict_refuses() -> None:
    text = _edited(DATA / "34.phh", "antes = [0, 0, 0, 0, 0]\n", "")
    (history,) = parse_histories(text, "34.phh")
    result = replay(history, rulebook("tda"))
    assert result.status == "verified"
    assert result.forgiven == ["antes: missing, taken as no chips"]
    (history,) = parse_histories(text, "34.phh")
    strict = replay(history, rulebook("tda"), strict=True)
    assert strict.status == "failed" and "antes: missing" in strict.reason


_HEADS_UP = {
    "variant": "'NT'",
    "antes": "[0, 0]",
    "blinds_or_straddles": "[1, 2]",
    "min_bet": "2",
    "starting_stacks": "[200, 200]",
    "actions": "['p2 f']",
    "finishing_stacks": "[201, 199]",
}


def _heads_up(**edits: str | None) -> phh.HandHistory:
    """A heads-up hand with some fields rewritten (``None`` leaves one out)."""
    fields = {**_HEADS_UP, **edits}
    (history,) = parse_histories("".join(f"{k} = {v}\n" for k, v in fields.items() if v is not None))
    return history


def test_the_heads_up_hand_of_the_field_tests_passes() -> None:
    assert replay(_heads_up(), rulebook("tda")).status == "verified"


@pytest.mark.parametrize(
    ("edits", "reason"),
    [
        ({"players": "5"}, "field 'players' must be an array of names, not 5"),
        ({"players": "false"}, "field 'players' must be an array of names, not False"),
        ({"actions": "5"}, "field 'actions' must be an array of strings, not 5"),
        ({"actions": "'p2 f'"}, "field 'actions' must be an array of strings, not 'p2 f'"),
        ({"actions": "[5]"}, "field 'actions' must be an array of strings: 5 is not a string"),
        ({"actions": "[false]"}, "field 'actions' must be an array of strings: False is not a string"),
        ({"actions": "[{}]"}, "field 'actions' must be an array of strings: {} is not a string"),
        ({"actions": "[['p2', 'f']]"}, "field 'actions' must be an array of strings: ['p2', 'f'] is not a string"),
        (
            {"starting_stacks": "[]", "antes": None, "blinds_or_straddles": None},
            "field 'starting_stacks' must list at least two players, not []",
        ),
        (
            {"starting_stacks": "[]", "antes": "[]", "blinds_or_straddles": "[]"},
            "field 'starting_stacks' must list at least two players, not []",
        ),
        (
            {"starting_stacks": "[5]", "antes": "[0]", "blinds_or_straddles": "[1]"},
            "field 'starting_stacks' must list at least two players, not [5]",
        ),
        ({"starting_stacks": "[]", "antes": "[0, 0, 0]"}, "field 'starting_stacks' must list at least two players"),
        ({"starting_stacks": "[-inf, 200]"}, "field 'starting_stacks': -inf is not an amount of chips"),
        ({"antes": "[inf, 0]"}, "field 'antes': inf is not an amount of chips"),
        ({"antes": "[0, -inf]"}, "field 'antes': -inf is not an amount of chips"),
        ({"blinds_or_straddles": "[1, inf]"}, "field 'blinds_or_straddles': inf is not an amount of chips"),
        ({"finishing_stacks": "[-inf, 199]"}, "field 'finishing_stacks': -inf is not an amount of chips"),
    ],
)
def test_a_malformed_field_fails_naming_it(edits: dict[str, str | None], reason: str) -> None:
    result = replay(_heads_up(**edits), rulebook("tda"))
    assert result.status == "failed"
    assert reason in result.reason


def test_inf_is_an_unknown_stack_only_in_the_stacks() -> None:
    result = replay(_heads_up(starting_stacks="[+inf, 200]", finishing_stacks="[inf, 199]"), rulebook("tda"))
    assert result.status == "verified", result.reason


@pytest.mark.parametrize("amount", ["²", "٣", "3e5", "-4", "9" * 19, "9" * 5000])
def test_an_amount_that_is_not_plain_digits_fails_the_action(amount: str) -> None:
    result = replay(_heads_up(actions=f"['p2 cbr {amount}']"), rulebook("tda"))
    assert (result.status, result.action_index, result.action) == ("failed", 0, f"p2 cbr {amount}")
    assert result.reason.endswith(f"is not an action of this variant: an amount is at most {phh.MAX_DIGITS} digits 0-9")


@pytest.mark.parametrize(("text", "chips"), [("300", 300), ("0", 0), ("9" * 18, 10**18 - 1), ("²", None), ("", None)])
def test_written_amounts_are_ascii_digits(text: str, chips: int | None) -> None:
    assert phh.written_amount(text) == chips


def test_read_record_says_what_the_actions_of_a_draw_hand_give() -> None:
    """The reading the replay and the floor page share: the cards dealt over the streets, the
    hands shown whole (a draw game's final hands), the mucks, the unseen and the lines to replay."""
    lines = phh.action_words(
        [
            "d dh p1 7h6h5h4h2h",
            "d dh p2 ?????????? # unseen",
            "p1 cbr 20",
            "p2 cc",
            "p1 sd",
            "p2 sd ??",
            "d dh p2 ??",
            "p1 sm 7h6h5h4h2h",
            "p2 sm ??????????",
            "p3 sm",
        ]
    )
    found = phh_variant("F2L3D")
    assert found is not None
    record = phh.read_record(lines, 3, found[0])
    assert record.hole[0] == [*cards("7h6h5h4h2h")] and record.shown == {0: tuple(cards("7h6h5h4h2h"))}
    assert (record.mucked, record.unseen, record.plays) == ([2], [1], [2, 3, 4, 5])
    assert lines[1] == ("d", "dh", "p2", "??????????")
    assert phh.action_words(["d dh p2 ??????????", "p1 cbr 30 # a comment"]) == [lines[1], ("p1", "cbr", "30")]


def test_replayer_action_returns_the_action_it_pushed() -> None:
    """A line at a time, as the floor page pushes them: each line gives back what it was
    applied as (a raise written short of its fixed size taken at the size, a check)."""
    (history,) = parse_histories(
        "variant = 'FT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\nbig_bet = 4\n"
        "starting_stacks = [3, 100]\nactions = ['d dh p1 AsAh', 'd dh p2 KsKh', 'p2 cbr 3']\n"
    )
    replayer = phh.Replayer(history, rulebook("tda"), unit=phh.unit_of(history))
    hand = Hand(phh.table_of(history, rulebook("tda")))
    assert replayer.action(hand, ("p2", "cbr", "3")) == Action(Kind.RAISE, 4)
    assert replayer.action(hand, ("p1", "cc")) == Action(Kind.CALL)
    assert replayer.action(hand, ("d", "db", "2c7d9h")) is None


def test_check_goes_on_past_a_hand_that_raises_unexpectedly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    collection = tmp_path / "two.phhs"
    collection.write_text("".join(f"[{k}]\n{(DATA / '1.phh').read_text()}\n" for k in (1, 2)))
    real_replay = phh_replay.replay

    def first_raises(history: phh.HandHistory, rules: object, *, strict: bool = False, rake: object = None) -> Replay:
        if history.key == "1":
            raise TypeError("a bug")
        return real_replay(history, rulebook("tda"), strict=strict)

    monkeypatch.setattr("pokerfloor.checking.corpus.replay", first_raises)
    ((first, second),) = check_files([collection], "tda")
    assert (first["hand"], first["status"]) == ("1", "failed")
    assert first["reason"] == "internal error: TypeError: a bug (please report)"
    assert (second["hand"], second["status"]) == ("2", "verified")


def test_check_goes_on_past_a_file_that_raises_unexpectedly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(path: Path) -> list[phh.HandHistory]:
        raise RecursionError("too deep")

    monkeypatch.setattr("pokerfloor.checking.corpus.iter_histories", broken)
    ((failed,),) = check_files([DATA / "1.phh"], "tda")
    assert failed["status"] == "failed"
    assert failed["reason"] == "internal error: RecursionError: too deep (please report)"


@pytest.mark.parametrize(
    ("name", "edits"),
    [
        ("players.phh", {"players": "5"}),
        ("amount.phh", {"actions": "['p2 cbr ²']"}),
        ("actions.phh", {"actions": "[5]"}),
    ],
)
def test_check_command_reports_broken_files_without_a_traceback(
    name: str, edits: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / name).write_text("".join(f"{k} = {v}\n" for k, v in {**_HEADS_UP, **edits}.items()))
    assert main(["check", str(tmp_path), "--json"]) == 1
    (line,) = capsys.readouterr().out.splitlines()
    assert json.loads(line)["status"] == "failed"


def test_a_hand_whose_cards_cannot_be_dealt_fails_alone_and_the_next_replays() -> None:
    """A record dealing one card twice fails with its reason (the hand's start refuses it), and
    the replay goes on cleanly: on the compiled build a hand class with a ``__new__`` of its own
    once left that refusal pending, and the next call failed with a SystemError."""
    bad = (
        "variant = 'FO/8'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\nbig_bet = 4\n"
        "starting_stacks = [100, 100, 100]\n"
        "actions = ['d dh p1 Ah7s6d2d', 'd dh p2 KcAcKsQd', 'd dh p3 AhKd9s8s', 'p3 f', 'p1 cc', 'p2 cc']\n"
    )
    good = (
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
        "starting_stacks = [100, 100, 100]\nactions = ['p3 f', 'p1 f']\nfinishing_stacks = [99, 101, 100]\n"
    )
    rules = rulebook("tda")
    for _ in range(3):
        failed = replay(parse_histories(bad)[0], rules)
        assert failed.status == "failed" and "the same card is dealt twice" in failed.reason
        assert replay(parse_histories(good)[0], rules).status == "verified"


def test_cards_read_once_are_the_same_cards_and_a_bad_card_is_refused_every_time() -> None:
    dealt = "['d dh p1 AsKd', 'd dh p2 ????', 'p2 f']"
    for _ in range(2):  # the second time from the cards read the first time
        assert phh_replay.hand_of(_heads_up(actions=dealt), rulebook("tda")).hole[0] == (51, 45)
        result = replay(_heads_up(actions="['d dh p1 AsXx', 'p2 f']"), rulebook("tda"))
        assert (result.status, result.code) == ("failed", "bad-card")
