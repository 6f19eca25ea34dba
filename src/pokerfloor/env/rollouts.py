"""Self-play rollouts, in one process or spread over a Ray cluster (the ``ray`` extra).

:func:`rollout` plays ``episodes`` episodes of one spec with a policy at every seat and sums what
each agent won, the hands and the decisions: a plain function of plain values, so it runs the same
in this process, in a pool, or as a Ray task. :func:`ray_rollouts` sends one rollout to each of
``workers`` Ray tasks (each with its own seed drawn from ``seed``) and adds their results up; it
connects to the Ray cluster already started (``ray.init(address=...)``) or starts a local one.

>>> result = rollout({"game": "holdem", "players": 3}, episodes=20, seed=4)
>>> result.episodes, round(sum(result.rewards.values()), 6), result.decisions > 0
(20, 0.0, True)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from pokerfloor.env.aec import PokerEnv
from pokerfloor.env.policies import Policy, Turn, played, policy_named
from pokerfloor.errors import SituationError

__all__ = ["Rollout", "ray_rollouts", "rollout"]


@dataclass
class Rollout:
    """What rollouts played: episodes, hands, decisions, and each agent's rewards summed."""

    episodes: int = 0
    hands: int = 0
    decisions: int = 0
    rewards: dict[str, float] = field(default_factory=dict)

    def add(self, other: Rollout) -> None:
        """Count ``other``'s in too."""
        self.episodes += other.episodes
        self.hands += other.hands
        self.decisions += other.decisions
        for agent, reward in other.rewards.items():
            self.rewards[agent] = self.rewards.get(agent, 0.0) + reward


def rollout(table: Mapping[str, Any], episodes: int, seed: int, policy: str | Policy = "random") -> Rollout:
    """Play ``episodes`` episodes of the environment ``PokerEnv(**table)``, ``policy`` at every seat."""
    if type(episodes) is not int or episodes < 1:
        raise SituationError(code="bad-field", variant="episodes", params={"episodes": repr(episodes)})
    decide = policy_named(policy)
    game = PokerEnv(**table)
    rng = random.Random(seed)
    result = Rollout(rewards=dict.fromkeys(game.possible_agents, 0.0))
    game.reset(seed=seed)
    for _ in range(episodes):
        for agent in game.agent_iter():
            _, reward, terminated, truncated, _ = game.last(observe=False)
            result.rewards[agent] += reward
            if terminated or truncated:
                game.step(None)
                continue
            game.step(played(game, decide(Turn(game, agent, rng))))
            result.decisions += 1
        assert game.episode is not None
        result.hands += game.episode.hands
        result.episodes += 1
        game.reset()
    return result


def ray_rollouts(
    table: Mapping[str, Any], *, workers: int, episodes: int, seed: int, policy: str | Policy = "random"
) -> Rollout:
    """``workers`` Ray tasks of :func:`rollout`, ``episodes`` each, their results added up."""
    import ray  # noqa: PLC0415 - the optional extra: only this function needs it

    if not ray.is_initialized():
        ray.init(include_dashboard=False, log_to_driver=False)
    remote = ray.remote(rollout)
    source = random.Random(seed)
    pending = [remote.remote(dict(table), episodes, source.getrandbits(63), policy) for _ in range(workers)]
    total = Rollout()
    for part in ray.get(pending):
        total.add(part)
    return total
