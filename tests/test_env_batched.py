"""pokerfloor.env beyond the AEC game: the Gymnasium seat against policies, the batched tables
with NumPy arrays, and the rollouts, in this process and on a local Ray cluster."""

from __future__ import annotations

import importlib.util
import random

import gymnasium
import numpy as np
import pytest

from pokerfloor import Action, ActionUnavailableError, Kind, SituationError
from pokerfloor.env import GYM_ID, PokerGym, Tables, Turn, ray_rollouts, rollout
from pokerfloor.env.menu import CHECK_CALL, FOLD


def test_the_gym_seat_plays_against_callers_and_its_sample_is_always_legal() -> None:
    game = gymnasium.make(GYM_ID, game="razz", players=3, opponents="call", episode="session", hands=20)
    observation, _ = game.reset(seed=4)
    total, done = 0.0, False
    while not done:
        assert observation["action_mask"][CHECK_CALL] == 1
        action = game.action_space.sample()  # no mask: check or call, open at every decision
        assert action == CHECK_CALL
        observation, reward, terminated, truncated, _ = game.step(action)
        total += float(reward)
        done = terminated or truncated
    unwrapped = game.unwrapped
    assert isinstance(unwrapped, PokerGym) and unwrapped.table.episode is not None
    assert unwrapped.table.episode.hands == 20 and truncated


def test_the_gym_seat_refuses_a_masked_entry_and_takes_the_users_policies() -> None:
    seen: list[str] = []

    def folder(turn: Turn) -> int:
        seen.append(turn.describe()["street"])
        return FOLD if turn.observation["action_mask"][FOLD] else CHECK_CALL

    game = PokerGym("holdem", 3, opponents=["random", folder], seed=2)
    observation, _ = game.reset(seed=2)
    masked = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    with pytest.raises(ActionUnavailableError):
        game.step(masked)
    game.step(CHECK_CALL)
    assert seen and game.action_masks().dtype == bool
    with pytest.raises(SituationError):
        PokerGym("holdem", 3, opponents=["random"])


def test_batched_tables_step_with_arrays_conserve_chips_and_repeat_with_a_seed() -> None:
    def run(seed: int) -> tuple[np.ndarray, int]:
        tables = Tables(8, "omaha", players=4, seed=seed, stack=40)
        observations, masks, _ = tables.reset()
        assert observations.shape == (8, tables.encoder.size) and masks.shape == (8, tables.menu.size)
        rng = random.Random(seed)
        won = np.zeros(4)
        episodes = 0
        for _ in range(300):
            actions = np.array([rng.choice(np.flatnonzero(row)) for row in masks])
            observations, masks, _agents, rewards, dones = tables.step(actions)
            assert np.all(masks.sum(axis=1) > 0) and np.all(masks[:, CHECK_CALL] == 1)
            assert np.allclose(rewards.sum(axis=1), 0)
            won += rewards.sum(axis=0)
            episodes += int(dones.sum())
        return won, episodes

    won, episodes = run(5)
    assert episodes > 8
    again, _ = run(5)
    assert np.array_equal(won, again)


def test_batched_tables_refuse_a_masked_entry_naming_the_table() -> None:
    tables = Tables(3, "holdem", players=2, seed=1)
    _, masks, _ = tables.reset()
    actions = np.full(3, CHECK_CALL)
    actions[2] = int(np.flatnonzero(masks[2] == 0)[0])
    with pytest.raises(ActionUnavailableError) as refused:
        tables.step(actions)
    assert refused.value.params["table"] == 2


def test_rollouts_add_up_and_repeat() -> None:
    table = {"game": "badugi", "players": 3, "episode": "session", "hands": 5}
    first = rollout(table, episodes=3, seed=1)
    assert first == rollout(table, episodes=3, seed=1)
    assert first.episodes == 3 and first.hands == 15 and abs(sum(first.rewards.values())) < 1e-9


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="ray is not installed (the ray extra)")
def test_ray_rollouts_on_a_local_cluster_match_the_same_rollouts_in_process() -> None:
    import ray  # noqa: PLC0415 - the optional extra

    table = {"game": "holdem", "players": 3, "episode": "session", "hands": 10}
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        spread = ray_rollouts(table, workers=2, episodes=2, seed=7)
    finally:
        ray.shutdown()
    source = random.Random(7)
    here = rollout(table, episodes=2, seed=source.getrandbits(63))
    here.add(rollout(table, episodes=2, seed=source.getrandbits(63)))
    assert spread == here and spread.episodes == 4


def test_the_gym_seat_takes_exact_actions_in_the_exact_form() -> None:
    game = PokerGym("holdem", 2, actions="exact", opponents="call", stack=100)
    observation, _ = game.reset(seed=3)
    assert observation["action_mask"][CHECK_CALL] == 1
    table = game.table
    assert table.episode is not None
    options = table.options()
    assert options.max_to is not None
    _, _, terminated, _, _ = game.step(Action(Kind.RAISE, options.max_to))  # all in; the caller calls
    assert terminated and table.episode.over
