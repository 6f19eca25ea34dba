"""Random masked steps per second of pokerfloor.env against the other poker environments, in one run.

    python benchmarks/env_speed.py                          # 5 rounds of 2 seconds a measure
    python benchmarks/env_speed.py --rounds 10 --seconds 3  # steadier figures

Every environment plays the same no-limit hold'em table (heads-up, 100 chips each, blinds 1 and
2, and six-handed where the library seats six) with the same random policy: a uniform choice
among the actions its mask (or its list of legal actions) allows, drawn by one
:class:`random.Random`, so no library's own sampler is timed. A step is one decision, the
observation of the player to act read as the library's loop reads it:

- ``pokerfloor.env``: PettingZoo's loop (``agent_iter``, ``last``, ``step``) on :func:`pokerfloor.env.env`;
- PettingZoo's ``texas_holdem_no_limit_v6`` (on RLCard): the same loop;
- RLCard's ``no-limit-holdem``: ``env.step`` (which builds the next state and its observation);
- OpenSpiel's ``universal_poker``: ``apply_action`` and the player's ``observation_tensor``
  (chance nodes dealt by the same generator);
- pokerfloor's batched :class:`~pokerfloor.env.Tables` (256 tables, masks sampled in NumPy):
  decisions per second;
- the bare engine (:class:`~pokerfloor.Hand`, push only, no observation), for scale.

The peers come with the ``bench`` extra (``pip install -e '.[bench]'``: PettingZoo's classic
games with the RLCard and pygame they need; OpenSpiel with ``pip install open-spiel``): a library
that does not import is named with the reason and skipped.
The machine is shared: the run prints the date and the load average beside the figures.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import random
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from pokerfloor import Action, Hand, Kind, NoLimit, Table, engine, rulebook
from pokerfloor.env import Tables, env
from pokerfloor.games.cards import Deck

#: A measure: how many steps it took in how many seconds.
Measure = Callable[[float, random.Random], tuple[int, float]]


def _pick(mask: Any, rng: random.Random) -> int:
    entries = np.flatnonzero(mask)
    return int(entries[int(rng.random() * len(entries))])


def _aec_loop(table: Any, seconds: float, rng: random.Random) -> tuple[int, float]:
    """PettingZoo's loop, episode after episode, for ``seconds``."""
    steps, start = 0, time.perf_counter()
    table.reset(seed=1)
    while (elapsed := time.perf_counter() - start) < seconds:
        for _agent in table.agent_iter():
            observation, _, terminated, truncated, _ = table.last()
            if terminated or truncated:
                table.step(None)  # a player gone: PettingZoo's bookkeeping, no decision
                continue
            table.step(_pick(observation["action_mask"], rng))
            steps += 1
        table.reset()
    return steps, elapsed


def pokerfloor_env(players: int) -> Measure:
    return lambda seconds, rng: _aec_loop(env("holdem", players, stack=100, blinds=(1, 2)), seconds, rng)


def pettingzoo_env(players: int) -> Measure:
    from pettingzoo.classic import texas_holdem_no_limit_v6  # noqa: PLC0415 - optional

    return lambda seconds, rng: _aec_loop(texas_holdem_no_limit_v6.env(num_players=players), seconds, rng)


def rlcard_env(players: int) -> Measure:
    import rlcard  # noqa: PLC0415 - optional

    def measure(seconds: float, rng: random.Random) -> tuple[int, float]:
        table = rlcard.make("no-limit-holdem", config={"game_num_players": players, "seed": 1})
        steps, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds:
            state, _ = table.reset()
            while not table.is_over():
                legal = list(state["legal_actions"])
                state, _ = table.step(legal[int(rng.random() * len(legal))])
                steps += 1
        return steps, elapsed

    return measure


def open_spiel_env(players: int) -> Measure:
    import pyspiel  # noqa: PLC0415 - optional

    blinds = "2 1" if players == 2 else " ".join(["1", "2", *(["0"] * (players - 2))])
    first = "2 1 1 1" if players == 2 else "3 1 1 1"
    game = pyspiel.load_game(
        f"universal_poker(betting=nolimit,numPlayers={players},numRounds=4,blind={blinds},firstPlayer={first},"
        f"numSuits=4,numRanks=13,numHoleCards=2,numBoardCards=0 3 1 1,stack={' '.join(['100'] * players)},"
        "bettingAbstraction=fullgame)"
    )

    def measure(seconds: float, rng: random.Random) -> tuple[int, float]:
        steps, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
                    continue
                state.observation_tensor(state.current_player())
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])
                steps += 1
        return steps, elapsed

    return measure


def batched(players: int, count: int = 256) -> Measure:
    def measure(seconds: float, rng: random.Random) -> tuple[int, float]:
        tables = Tables(count, "holdem", players, seed=1, stack=100, blinds=(1, 2))
        _, masks, _ = tables.reset()
        draws = np.random.default_rng(rng.getrandbits(64))
        steps, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds:
            # A uniform open entry per table, in one NumPy expression for the batch.
            actions = np.argmax(draws.random(masks.shape) * masks, axis=1)
            _, masks, _, _, _ = tables.step(actions)
            steps += count
        return steps, elapsed

    return measure


def bare_engine(players: int) -> Measure:
    def measure(seconds: float, rng: random.Random) -> tuple[int, float]:
        names = tuple(f"p{k}" for k in range(players))
        table = Table(
            names=names, stacks=(100,) * players, button=players - 1, structure=NoLimit(2), rules=rulebook("tda"),
            blinds=(1, 2),
        )  # fmt: skip
        steps, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds:
            hand = Hand(table, deck=Deck(rng=rng))
            while hand.to_act >= 0:
                options = hand.options()
                kind = options.kinds[int(rng.random() * len(options.kinds))]
                low, high = options.min_to, options.max_to
                sized = kind in (Kind.BET, Kind.RAISE) and low is not None and high is not None
                hand.push(Action(kind, rng.randint(low, high)) if sized else Action(kind))  # type: ignore[arg-type]
                steps += 1
        return steps, elapsed

    return measure


MEASURES: dict[str, Callable[[int], Measure]] = {
    "pokerfloor.env (PettingZoo AEC)": pokerfloor_env,
    "PettingZoo texas_holdem_no_limit_v6": pettingzoo_env,
    "RLCard no-limit-holdem": rlcard_env,
    "OpenSpiel universal_poker": open_spiel_env,
    "pokerfloor.env Tables (256, batched)": batched,
    "pokerfloor bare engine (no observation)": bare_engine,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per measure and round (default 2)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of every measure, in turns (default 5)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 6], help="table sizes (default 2 6)")
    arguments = parser.parse_args()
    load = os.getloadavg()
    print(f"{datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC, {platform.node()}, {os.cpu_count()} cores")
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; pokerfloor {engine.describe()}")
    print("each figure: the best of the rounds (the machine is shared: the others were slowed by its other work)")
    for players in arguments.players:
        print(f"\nno-limit hold'em, {players} players, 100 chips each, blinds 1/2: decisions per second")
        measures: dict[str, Measure] = {}
        for name, make in MEASURES.items():
            try:
                measures[name] = make(players)
            except Exception as error:  # a library missing or refusing: say so, go on
                print(f"  {name:42} skipped: {type(error).__name__}: {error}")
        rates: dict[str, list[float]] = {name: [] for name in measures}
        for _ in range(arguments.rounds):  # in turns, so a busy spell of the machine slows all alike
            for name, measure in measures.items():
                steps, elapsed = measure(arguments.seconds, random.Random(1))
                rates[name].append(steps / elapsed)
        for name, seen in rates.items():
            print(f"  {name:42} {max(seen):>11,.0f}   (rounds {min(seen):,.0f} to {max(seen):,.0f})")
        _ratios({name: max(seen) for name, seen in rates.items()})
    print(f"\nload average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def _ratios(figures: dict[str, float]) -> None:
    ours = figures.get("pokerfloor.env (PettingZoo AEC)")
    if ours is None:
        return
    for name, figure in figures.items():
        if name.startswith("pokerfloor"):
            continue
        print(f"  pokerfloor.env / {name}: {ours / figure:.1f}x")
    batch = figures.get("pokerfloor.env Tables (256, batched)")
    if batch is not None:
        print(f"  batched / single pokerfloor.env: {batch / ours:.1f}x")


if __name__ == "__main__":
    main()
