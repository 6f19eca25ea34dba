"""A heads-up hold'em agent learns to beat a random and a calling opponent: MaskablePPO on pokerfloor/Poker-v0.

    pip install torch==2.13.0                  # the CPU build (a bare `torch` may pull a CUDA one)
    pip install -e '.[train]'                  # sb3-contrib, stable-baselines3, matplotlib
    python examples/env/train_maskable_ppo.py --steps 40000 --plot docs/env-training.png

For each opponent (``random``: a uniform open menu entry; ``call``: always checks or calls) one
agent is trained from scratch with Stable-Baselines3 contrib's MaskablePPO, which samples only the
entries the environment's mask opens (``PokerGym.action_masks``). Every ``--every`` steps the
agent plays ``--hands`` evaluation hands against that opponent, greedily (the most likely open
entry), and its winnings in big blinds per hand are written down; before any training, the
untrained agent's winnings are the first point. The plot shows both curves against the training
steps; the figures are printed as they come. Everything is seeded (``--seed``): the same command
makes the same agents on the same machine.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium
import matplotlib

matplotlib.use("Agg")  # no screen: the plot goes to a file
import matplotlib.pyplot as plt
import torch
from sb3_contrib import MaskablePPO

import pokerfloor.env

# Twenty big blinds deep: the swings of a hand stay small enough for a short run to learn from.
TABLE = {"game": "holdem", "players": 2, "stack": 40, "blinds": (1, 2), "rewards": "big-blinds"}


def make(opponent: str) -> Any:
    """The learner's environment: one-hand episodes of heads-up no-limit hold'em, 20 big blinds deep."""
    return gymnasium.make(pokerfloor.env.GYM_ID, opponents=opponent, **TABLE)


def evaluate(model: MaskablePPO, opponent: str, hands: int, seed: int) -> float:
    """The agent's winnings against ``opponent``, in big blinds per hand, greedy, over ``hands`` hands."""
    game = make(opponent)
    won = 0.0
    observation, _ = game.reset(seed=seed)
    for _ in range(hands):
        done = False
        while not done:
            action, _ = model.predict(observation, action_masks=game.unwrapped.action_masks(), deterministic=True)
            observation, reward, terminated, truncated, _ = game.step(int(action))
            won += float(reward)
            done = terminated or truncated
        observation, _ = game.reset()
    return won / hands


def train(opponent: str, steps: int, every: int, hands: int, seed: int) -> list[tuple[int, float]]:
    """Train one agent against ``opponent``; its evaluation after every ``every`` steps."""
    # A little entropy keeps it trying the other entries (without, it settles on calling early).
    model = MaskablePPO(
        "MultiInputPolicy", make(opponent), seed=seed, n_steps=2048, batch_size=256, ent_coef=0.01, verbose=0
    )
    curve = [(0, evaluate(model, opponent, hands, seed + 1))]
    print(f"{opponent:>6}: {0:>7} steps {curve[-1][1]:+8.3f} bb/hand", flush=True)
    started = time.perf_counter()
    while curve[-1][0] < steps:
        model.learn(total_timesteps=every, reset_num_timesteps=False)
        curve.append((model.num_timesteps, evaluate(model, opponent, hands, seed + 1)))
        elapsed = time.perf_counter() - started
        print(f"{opponent:>6}: {curve[-1][0]:>7} steps {curve[-1][1]:+8.3f} bb/hand ({elapsed:.0f} s)", flush=True)
    return curve


def plot(curves: dict[str, list[tuple[int, float]]], path: str, command: str) -> None:
    figure, axes = plt.subplots(figsize=(7, 4.2), dpi=110)
    for opponent, curve in curves.items():
        steps, won = zip(*curve, strict=True)
        axes.plot(steps, won, marker="o", label=f"against the {'random' if opponent == 'random' else 'calling'} player")
    axes.axhline(0, color="grey", linewidth=0.8)
    axes.set_xlabel("training steps (the agent's decisions)")
    axes.set_ylabel("winnings, big blinds per hand")
    axes.set_title("MaskablePPO on pokerfloor/Poker-v0: heads-up no-limit hold'em, 20 bb deep")
    axes.legend()
    figure.text(0.01, 0.01, command, fontsize=6, color="grey")
    figure.tight_layout(rect=(0, 0.03, 1, 1))
    figure.savefig(path)
    print(f"plot written to {path}")


def main() -> None:
    torch.set_num_threads(1)  # a small network: threads only fight each other on a shared machine
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=40_000, help="training steps per agent (default 40000)")
    parser.add_argument("--every", type=int, default=4096, help="steps between evaluations (default 4096)")
    parser.add_argument("--hands", type=int, default=2000, help="evaluation hands (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plot", default="docs/env-training.png", help="where the PNG goes")
    arguments = parser.parse_args()
    curves = {
        opponent: train(opponent, arguments.steps, arguments.every, arguments.hands, arguments.seed)
        for opponent in ("random", "call")
    }
    command = (
        f"python examples/env/train_maskable_ppo.py --steps {arguments.steps} --every {arguments.every}"
        f" --hands {arguments.hands} --seed {arguments.seed}"
    )
    plot(curves, arguments.plot, command)
    for opponent, curve in curves.items():
        print(f"{opponent}: {' '.join(f'{won:+.2f}' for _, won in curve)}")


if __name__ == "__main__":
    main()
