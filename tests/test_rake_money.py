"""A rake's money where files write money: a situation file's ``rake`` cap scaled to chips with the
stakes, PHH's ``_rake`` and ``_house_rake`` written in the hand's money like its other amounts and
read back in chips, and a file's own rake never taken a second time by the command line's."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from pokerfloor import Hand, NoLimit, Table, rulebook
from pokerfloor.checking.convert import phh_to_site
from pokerfloor.checking.phh_replay import hand_of, replay
from pokerfloor.checking.rake import Rake
from pokerfloor.core.rake import HouseRake, rake_money
from pokerfloor.errors import SituationError
from pokerfloor.formats.phh import dumps, parse_histories, to_phh
from pokerfloor.formats.phh.write import in_units
from pokerfloor.formats.situation import in_chips, load_cases, table_of
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import cards

LIVE = rulebook("wsop-live")
SITUATION = """
structure = "no-limit"
rulebooks = ["wsop-live"]
blinds = [0.25, 0.50]
button = "C"
players = [{{ name = "A", stack = 20 }}, {{ name = "B", stack = 50 }}, {{ name = "C", stack = 50 }}]
rake = {rake}
[[case]]
name = "a raked pot"
actions = ["A allin", "B fold", "C call"]
"""


def _case_table(tmp_path: Path, rake: str) -> Table:
    path = tmp_path / "raked.toml"
    path.write_text(SITUATION.format(rake=rake))
    (case,) = load_cases(path)
    chips, _ = in_chips(case)
    return table_of(chips.settings, "wsop-live")


@pytest.mark.parametrize(
    ("rake", "expected"),
    [
        ('"10/6"', HouseRake(10, 600)),
        ('"4.5/0.75"', HouseRake(Decimal("4.5"), 75)),
        (
            "{ percent = 5, cap = 3, jackpot = 0.5, jackpot_from = 20 }",
            HouseRake(5, 300, jackpot=50, jackpot_from=2000),
        ),
    ],
)
def test_a_situation_files_rake_is_scaled_with_its_stakes(tmp_path: Path, rake: str, expected: HouseRake) -> None:
    """Live Action Rule 27's "10%, up to $6 maximum" in a $0.25/$0.50 game is a cap of 600 cents."""
    table = _case_table(tmp_path, rake)
    assert table.blinds == (25, 50) and table.rake == expected


def test_a_rake_finer_than_the_chip_sets_the_chip(tmp_path: Path) -> None:
    table = _case_table(tmp_path, '"10/0.125"')
    assert table.blinds == (250, 500) and table.rake == HouseRake(10, 125)


def test_a_bad_rake_in_a_situation_file_is_still_refused_naming_it(tmp_path: Path) -> None:
    with pytest.raises(SituationError, match="rake"):
        _case_table(tmp_path, '"ten/6"')


def test_rake_money_leaves_what_is_no_rake() -> None:
    assert rake_money("ten/6", lambda amount, key: 0) == "ten/6"
    assert rake_money("10", lambda amount, key: 0) == "10"
    assert rake_money(7, lambda amount, key: 0) == 7


def _raked_hand() -> Hand:
    """In cents: blinds of 25 and 50, A all in for 2000 against C, a rake of 10% up to 600."""
    table = Table(
        names=("A", "B", "C"),
        stacks=(2000, 5000, 5000),
        button=2,
        structure=NoLimit(50),
        rules=LIVE,
        blinds=(25, 50),
        rake=HouseRake.parse("10/300", jackpot=50, jackpot_from=1000),
    )
    hand = Hand(table, hole={0: cards("AsAh"), 1: cards("KsKh"), 2: cards("QsQh")}, board=cards("2c7d9hJs3c"))
    for text in ("C raise 200", "A allin", "B fold", "C call"):
        hand.push_text(text)
    return hand


def test_phh_writes_the_rake_in_the_hands_money_and_reads_it_back() -> None:
    hand = _raked_hand()
    assert hand.house_take() == (300, 50)
    fields = in_units(to_phh(hand), ChipUnit(-2))
    assert fields["blinds_or_straddles"][:2] == [Decimal("0.25"), Decimal("0.50")]
    assert fields["_rake"] == Decimal("3.50")
    assert fields["_house_rake"]["cap"] == Decimal("3.00") and fields["_house_rake"]["jackpot_from"] == Decimal("10.00")
    [history] = parse_histories(dumps(fields))
    again = hand_of(history, LIVE)
    assert again.table.rake == hand.table.rake and again.stacks == hand.stacks
    assert replay(history, LIVE).status == "verified"
    assert phh_to_site(history, LIVE).rake == Decimal("3.50")


def test_a_site_conversions_rake_in_chips_beside_its_unit_is_read_as_chips() -> None:
    fields = {**to_phh(_raked_hand()), "_unit": "0.01"}
    [history] = parse_histories(dumps(fields))
    assert phh_to_site(history, LIVE).rake == Decimal("3.50")


def test_a_sites_rake_in_a_file_of_dollars_is_read_as_dollars() -> None:
    """A hand in dollars and cents whose ``_rake`` (the site's, with no rule of its own) is money
    like its stakes: 0.30 is 30 chips of a cent, not 0.30 chips."""
    hand = _raked_hand()
    unraked = Hand(hand.table.replace(rake=None), hole=dict(enumerate(hand.hole)), board=cards("2c7d9hJs3c"))
    for text in ("C raise 200", "A allin", "B fold", "C call"):
        unraked.push_text(text)
    fields = {**in_units(to_phh(unraked), ChipUnit(-2)), "_rake": Decimal("0.30")}
    [history] = parse_histories(dumps(fields))
    assert phh_to_site(history, LIVE).rake == Decimal("0.30")


def test_the_files_own_rake_is_not_taken_again_by_the_command_lines() -> None:
    [history] = parse_histories(dumps(to_phh(_raked_hand())))
    checked = replay(history, LIVE, rake=Rake.parse("5/3"))
    assert checked.status == "verified"
    assert any("not taken again" in note for note in checked.notes)
