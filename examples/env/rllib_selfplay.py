"""Self-play on RLlib: pokerfloor's PettingZoo game through RLlib's PettingZooEnv wrapper, PPO with action masking.

    pip install torch==2.13.0                  # the CPU build first (a bare `torch` may pull a CUDA one)
    pip install 'ray[rllib]' -e '.[env]'       # RLlib pins its own Gymnasium; a venv of its own is wise
    python examples/env/rllib_selfplay.py --game razz --players 3 --iterations 3

Every seat plays one shared policy (self-play). RLlib's action-masking module
(``ActionMaskingTorchRLModule``, from RLlib's own examples) reads the observation dictionary keys
``observations`` and ``action_mask``: :class:`RLlibKeys` renames pokerfloor's ``observation`` and
gives the mask as floats, nothing else. The rollouts run on RLlib's env runners: on the Ray cluster
``ray.init`` connects to (``--address``), or a local one.
"""

from __future__ import annotations

import argparse
from typing import Any

import numpy as np
import ray
from gymnasium import spaces
from pettingzoo.utils import BaseWrapper
from ray.rllib.algorithms.ppo import PPOConfig
from ray.rllib.core.rl_module.rl_module import RLModuleSpec
from ray.rllib.env.wrappers.pettingzoo_env import PettingZooEnv
from ray.rllib.examples.rl_modules.classes.action_masking_rlm import ActionMaskingTorchRLModule
from ray.tune.registry import register_env

import pokerfloor.env


class RLlibKeys(BaseWrapper):  # type: ignore[misc]
    """pokerfloor's observation under the keys RLlib's masking module reads."""

    def __init__(self, env: Any) -> None:
        super().__init__(env)
        inner = env.observation_space(env.possible_agents[0])
        self._space = spaces.Dict(
            {
                "observations": inner["observation"],
                "action_mask": spaces.Box(0.0, 1.0, inner["action_mask"].shape, np.float32),
            }
        )

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._space

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seen = self.env.observe(agent)
        return {"observations": seen["observation"], "action_mask": seen["action_mask"].astype(np.float32)}


def make_env(config: dict[str, Any]) -> PettingZooEnv:
    return PettingZooEnv(RLlibKeys(pokerfloor.env.env(**config)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="holdem")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=3)
    parser.add_argument("--address", default=None, help="a Ray cluster's address (default: start a local one)")
    arguments = parser.parse_args()
    ray.init(address=arguments.address, include_dashboard=False)
    table = {"game": arguments.game, "players": arguments.players, "episode": "session", "hands": 20}
    register_env("pokerfloor", make_env)
    probe = make_env(table)
    agent = probe.get_agent_ids().pop() if hasattr(probe, "get_agent_ids") else "player_0"
    config = (
        PPOConfig()
        .environment("pokerfloor", env_config=table)
        .multi_agent(policies={"shared"}, policy_mapping_fn=lambda agent_id, episode, **kw: "shared")
        .rl_module(
            rl_module_spec=RLModuleSpec(
                module_class=ActionMaskingTorchRLModule,
                observation_space=probe.observation_space[agent],
                action_space=probe.action_space[agent],
            )
        )
        .env_runners(num_env_runners=1)
        .training(train_batch_size_per_learner=1000, minibatch_size=250, num_epochs=2)
    )
    algorithm = config.build_algo()
    for iteration in range(1, arguments.iterations + 1):
        result = algorithm.train()
        runners = result.get("env_runners", {})
        print(
            f"iteration {iteration}: {runners.get('num_env_steps_sampled_lifetime', '?')} steps sampled,"
            f" mean episode return {runners.get('episode_return_mean', float('nan')):.2f}"
        )
    algorithm.stop()
    ray.shutdown()


if __name__ == "__main__":
    main()
