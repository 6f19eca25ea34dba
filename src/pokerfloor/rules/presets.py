"""The rulebook presets (``tda``, ``roberts``, ``fspr``, ``wsop``, ``wsop-live``): each one's
switch values, with the citations of :mod:`pokerfloor.rules.citations`, and :func:`rulebook`,
which hands one out with a house's overrides.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from pokerfloor.errors import RulebookError, quoted
from pokerfloor.rules.citations import CITATIONS, TITLES
from pokerfloor.rules.rulebooks import Rulebook
from pokerfloor.rules.switches import SWITCHES, TOPICS

__all__ = ["PRESETS", "rulebook"]


def _preset(name: str, values: dict[str, object]) -> Rulebook:
    """The preset ``name`` with these switch values, its title and its citations."""
    citations = CITATIONS[name]
    missing = [key for key in (*SWITCHES, *TOPICS) if key not in citations]
    assert not missing, f"preset {name} lacks citations for {missing}"
    return Rulebook(name=name, title=TITLES[name], citations=citations, **values)


# TDA 2024's values; the other rulebooks are written as what they change.
_TDA_VALUES: dict[str, object] = {
    "nolimit_reopen_percent": 100,
    "limit_reopen_percent": 50,
    "nolimit_allins_add_up": True,
    "limit_allins_add_up": False,
    "limit_raise_after_partial": "from-allin",
    "limit_cap_raises": 4,
    "limit_cap_heads_up": "never",
    "fold_when_check_free": True,
    "pot_limit_short_blind_full": True,
    "pot_limit_small_blind_as_big": False,
    "pot_limit_steps": False,
    "straddle_seats": "under-the-gun",
    "straddle_min_raise": "straddle",
    "bb_ante_order": "blind-first",
    "stud_board_tie": "suit",
    "stud_open_pair_big_bet": False,
    "draw_reshuffle_burns": False,
    "button_movement": "dead",
    "heads_up_no_double_big_blind": True,
    "new_player_posts": "never",
    "buy_the_button": False,
    "missed_blinds": "blinded",
    "absent_buttons_pick_up": 0,
    "runs_most": 1,
}

# What cash games change hand after hand (WSOP 2024 Live Action Rules 153, 100-a, 156, 73).
_CASH_TABLE: dict[str, object] = {
    "heads_up_no_double_big_blind": False,
    "new_player_posts": "limit",
    "buy_the_button": True,
    "missed_blinds": "owed",
    "absent_buttons_pick_up": 2,
}

PRESETS: Mapping[str, Rulebook] = MappingProxyType(
    {
        "tda": _preset("tda", _TDA_VALUES),
        "roberts": _preset(
            "roberts",
            {
                **_TDA_VALUES,
                "limit_allins_add_up": True,
                "limit_cap_raises": 3,
                "limit_cap_heads_up": "becomes",
                "stud_board_tie": "position",
                "stud_open_pair_big_bet": True,
                "draw_reshuffle_burns": True,
                **_CASH_TABLE,
            },
        ),
        "fspr": _preset("fspr", {**_TDA_VALUES, "limit_cap_raises": 3}),
        "wsop": _preset(
            "wsop",
            {
                **_TDA_VALUES,
                "limit_allins_add_up": True,
                "pot_limit_short_blind_full": False,
                "stud_board_tie": "suit-stud-high",
            },
        ),
        "wsop-live": _preset(
            "wsop-live",
            {
                **_TDA_VALUES,
                "limit_allins_add_up": True,
                "limit_cap_heads_up": "begins",
                "pot_limit_small_blind_as_big": True,
                "pot_limit_steps": True,
                "straddle_seats": "under-the-gun-or-button",
                "straddle_min_raise": "increment",
                "stud_board_tie": "position",
                "stud_open_pair_big_bet": True,
                "draw_reshuffle_burns": True,
                "runs_most": 3,
                **_CASH_TABLE,
            },
        ),
    }
)


def rulebook(name: str, /, **overrides: object) -> Rulebook:
    """A preset by name (``tda``, ``roberts``, ``fspr``, ``wsop``, ``wsop-live``), with overrides."""
    try:
        preset = PRESETS[name]
    except (KeyError, TypeError):  # TypeError: a list or a dict given as the name
        raise RulebookError(
            code="unknown-rulebook", params={"name": quoted(name), "rulebooks": ", ".join(PRESETS)}
        ) from None
    return preset.override(**overrides) if overrides else preset
