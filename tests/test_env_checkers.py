"""The environments pass their libraries' own checkers in every game of the registry: PettingZoo's
``api_test`` and ``seed_test`` (one-hand episodes and sessions), Gymnasium's ``check_env`` on
``pokerfloor/Poker-v0`` made by ``gymnasium.make``."""

from __future__ import annotations

import warnings

import gymnasium
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

import pokerfloor.env
from pokerfloor import VARIANTS

GAMES = sorted(VARIANTS)


@pytest.fixture(autouse=True)
def _quiet() -> None:
    # The checkers warn about what PettingZoo's classic games do too (a dictionary observation
    # holding the mask; an all-zero observation for a player gone from the table).
    warnings.filterwarnings("ignore", category=UserWarning)


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_api_test_one_hand(game: str) -> None:
    api_test(pokerfloor.env.env(game, players=3), num_cycles=100)


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_api_test_session_with_busts(game: str) -> None:
    # Short stacks: players go broke within the session and leave the agents one by one.
    api_test(pokerfloor.env.env(game, players=4, episode="session", hands=30, stack=12), num_cycles=300)


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_seed_test(game: str) -> None:
    seed_test(lambda: pokerfloor.env.env(game, players=3, episode="session", hands=5, stack=40), num_cycles=200)


@pytest.mark.parametrize("game", GAMES)
def test_gymnasium_check_env(game: str) -> None:
    made = gymnasium.make(pokerfloor.env.GYM_ID, game=game, players=3, render_mode="ansi")
    check_env(made.unwrapped)


def test_gymnasium_check_env_sit_and_go_against_callers() -> None:
    made = gymnasium.make(
        pokerfloor.env.GYM_ID, game="stud", players=4, episode="sit-and-go", stack=30, opponents="call"
    )
    check_env(made.unwrapped, skip_render_check=True)
