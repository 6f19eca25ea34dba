"""Rulebooks as data: every preset cites every switch and topic; overrides are checked."""

from __future__ import annotations

import pickle
import re
from pathlib import Path

import pytest

from pokerfloor import PRESETS, SWITCHES, Action, Hand, Kind, PotLimit, RulebookError, Table, rulebook
from pokerfloor.rules import TOPICS


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_switch_and_topic_is_cited(name: str) -> None:
    book = rulebook(name)
    for key in (*SWITCHES, *TOPICS):
        assert book.cite(key).strip(), f"{name} has no citation for {key}"
    assert set(book.switches()) == set(SWITCHES)


def test_presets_differ_where_the_sources_differ() -> None:
    assert rulebook("roberts").limit_allins_add_up and not rulebook("tda").limit_allins_add_up
    assert rulebook("roberts").limit_cap_raises == 3
    assert rulebook("tda").limit_cap_heads_up == "never"
    assert rulebook("roberts").limit_cap_heads_up == "becomes"


def test_override_cites_the_house() -> None:
    house = rulebook("tda", limit_raise_after_partial="complete-first")
    assert house.limit_raise_after_partial == "complete-first"
    assert house.cite("limit_raise_after_partial") == "house rule (overrides TDA 2024)"
    assert rulebook("tda").limit_raise_after_partial == "from-allin", "the preset itself is unchanged"


@pytest.mark.parametrize(
    ("changes", "code"),
    [
        ({"no_such_switch": True}, "unknown-switch"),
        ({"limit_cap_raises": 0}, "bad-switch-value"),
        ({"limit_cap_raises": True}, "bad-switch-value"),
        ({"fold_when_check_free": "yes"}, "bad-switch-value"),
        ({"limit_raise_after_partial": "sideways"}, "bad-switch-value"),
    ],
)
def test_bad_overrides_are_refused(changes: dict[str, object], code: str) -> None:
    with pytest.raises(RulebookError) as caught:
        rulebook("tda", **changes)
    assert caught.value.code == code
    assert next(iter(changes)) in str(caught.value)


def test_unknown_rulebook() -> None:
    with pytest.raises(RulebookError, match="the rulebooks are: tda, roberts, fspr, wsop, wsop-live"):
        rulebook("vegas")


def test_a_rulebook_pickles_whole_and_pickles_of_release_0_1_load() -> None:
    house = rulebook("wsop-live", limit_cap_raises=5)
    again = pickle.loads(pickle.dumps(house))
    assert again == house and again.citations == house.citations
    # Release 0.1 had the rules in one module: its pickles name pokerfloor.rules._unpickled_rulebook.
    old = pickle.dumps(house, protocol=0).replace(b"pokerfloor.rules.rulebooks\n", b"pokerfloor.rules\n")
    assert b"pokerfloor.rules\n_unpickled_rulebook" in old
    assert pickle.loads(old).citations == house.citations


# -- the WSOP presets from the 2024 texts (issue 17, point 1) ----------------------------------------

RULEBOOK_TEXTS = Path(__file__).resolve().parents[2] / "shared" / "rulebooks"
WSOP_TEXTS = {
    "wsop": ("WSOP 2024 Tournament Rules", "wsop-2024-tournament-rules.txt"),
    "wsop-live": ("WSOP 2024 Live Action Rules", "wsop-2024-live-action-rules.txt"),
}


def test_the_wsop_values_the_texts_give() -> None:
    live, tournament = rulebook("wsop-live"), rulebook("wsop")
    assert live.limit_cap_heads_up == "begins"  # Live Action Rule 127
    assert tournament.limit_cap_heads_up == "never"  # Tournament Rule 100-b
    assert live.limit_allins_add_up and tournament.limit_allins_add_up  # Live Action Rule 129, via Tournament 129
    assert live.pot_limit_small_blind_as_big and not tournament.pot_limit_small_blind_as_big  # Rule 187; VIII-d
    assert not tournament.pot_limit_short_blind_full  # Section VIII, Pot Limit d: true values
    assert (live.limit_cap_raises, tournament.limit_cap_raises) == (4, 4)  # Rules 126 and 100-b


@pytest.mark.parametrize("name", sorted(WSOP_TEXTS))
def test_every_wsop_citation_is_the_wsop_text(name: str) -> None:
    """Each switch and topic cites the WSOP rulebook itself: a rule of it, or the rule that says
    where to look (Tournament Rule 129), or that it has none and the house decides."""
    title, _ = WSOP_TEXTS[name]
    book = rulebook(name)
    for key in (*SWITCHES, *TOPICS):
        cite = book.cite(key)
        assert cite.startswith(title), f"{name} {key}: {cite}"
        if "as TDA" in cite:
            assert "no rule found (" in cite, f"{name} {key}: a gap must say who decides: {cite}"


@pytest.mark.parametrize("name", sorted(WSOP_TEXTS))
def test_every_wsop_rule_cited_is_in_the_text(name: str) -> None:
    """Every rule number a WSOP citation names opens a rule of that text (when the texts are
    beside the checkout, as in the project's workspace)."""
    _, file = WSOP_TEXTS[name]
    path = RULEBOOK_TEXTS / file
    if not path.exists():
        pytest.skip(f"{path} is not beside the checkout")
    text = path.read_text(encoding="utf-8")
    numbered = set(re.findall(r"^\s*(\d+)\.\s", text, flags=re.MULTILINE))
    book = rulebook(name)
    for key in (*SWITCHES, *TOPICS):
        own = book.cite(key).split(f"as {WSOP_TEXTS['wsop-live'][0]}")[0] if name == "wsop" else book.cite(key)
        for numbers in re.findall(r"Rules? ([\d, and-]+)", own.split("as TDA")[0]):
            for number in re.findall(r"\d+", numbers):
                assert number in numbered, f"{name} {key}: rule {number} is not in {file}"


def _pot_limit_5_10(name: str) -> Hand:
    table = Table(
        names=("A", "B", "C"),
        stacks=(1000, 1000, 1000),
        button=2,
        structure=PotLimit(10),
        rules=rulebook(name),
        blinds=(5, 10),
    )
    return Hand(table)


def test_the_small_blind_counts_as_a_big_blind_until_the_big_blind_acts() -> None:
    """WSOP 2024 Live Action Rule 187: blinds of 5 and 10, "a participant may open with a raise to
    $40"; the others count the 5 as 10 too, until the big blind has acted."""
    live, tda = _pot_limit_5_10("wsop-live"), _pot_limit_5_10("tda")
    assert (live.options().max_to, tda.options().max_to) == (40, 35)
    live.push(Action(Kind.CALL))
    assert live.options().max_to == 40  # the small blind's own call brings the 5 up to 10
    live.push(Action(Kind.FOLD))  # the small blind folds, leaving 5 in: still counted as 10
    assert live.options().max_to == 40 and live.spot().small_as_big == 5
    twin = live.copy()
    live.push(Action(Kind.RAISE, 40))
    assert live.options().max_to == 40 + 85  # the big blind has acted: 5 + 40 + 10 and the call of 30
    assert live.spot().small_as_big == 0
    live.pop()
    assert live.snapshot() == twin.snapshot() and live.options().max_to == 40
