"""Rulebooks as data: every preset cites every switch and topic; overrides are checked."""

from __future__ import annotations

import pytest

from pokerfloor import PRESETS, SWITCHES, RulebookError, rulebook
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
