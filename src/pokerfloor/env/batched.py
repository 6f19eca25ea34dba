"""Many tables at once, NumPy arrays in and out: :class:`Tables`, for training loops that act in batches.

Each table plays its own episode of the same spec; at each step every table's player to act gets
the menu index of its row of ``actions``. The arrays handed back are the tables' own, filled in
place at each step (copy what you keep): ``observations`` (one vector per table, of the player to
act), ``masks`` (his open menu entries), ``agents`` (his agent number: ``k`` for ``player_k``),
``rewards`` (per table and agent, what the hands that ended in this step paid) and ``dones``
(the table's episode ended in this step: it has been reset, and its row is the new episode's first
decision). A refused action raises the engine's typed error naming the table, after the tables
before it have stepped (their rows are up to date; the refused table and those after it have not
moved).

>>> tables = Tables(4, "holdem", players=2, seed=1)
>>> observations, masks, agents = tables.reset()
>>> observations.shape, masks.shape, agents.tolist()
((4, 363), (4, 9), [0, 0, 0, 0])
>>> observations, masks, agents, rewards, dones = tables.step(np.ones(4, dtype=np.int64))
>>> rewards.sum(axis=1).tolist()
[0.0, 0.0, 0.0, 0.0]
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import numpy.typing as npt

from pokerfloor.env.episode import Episode
from pokerfloor.env.menu import Menu
from pokerfloor.env.observe import Encoder
from pokerfloor.env.rows import Rows
from pokerfloor.env.spec import Spec
from pokerfloor.errors import SituationError

__all__ = ["Tables"]


class Tables:
    """``count`` tables of one spec (the keywords of :class:`~pokerfloor.env.spec.Spec`), seeded
    with ``seed`` (each table its own generator drawn from it)."""

    def __init__(
        self, count: int, game: str = "holdem", players: int = 2, *, seed: int | None = None, **table: Any
    ) -> None:
        if type(count) is not int or count < 1:
            raise SituationError(code="bad-field", variant="tables-count", params={"count": repr(count)})
        self.spec = Spec(game=game, players=players, **table)
        self.count = count
        self.seed = seed
        self.menu = Menu(self.spec.variant, self.spec.fractions)
        self.encoder = Encoder(self.spec)
        self.agent_number = {name: k for k, name in enumerate(self.spec.names)}
        # The rows are written by the compiled loop into its own blocks; these arrays share them.
        self.rows = rows = Rows(self.spec, self.menu, self.encoder.vectors, count)
        self.observations = np.frombuffer(rows.observations, np.float32).reshape(count, self.encoder.size)
        self.masks = np.frombuffer(rows.masks, np.int8).reshape(count, self.menu.size)
        self.agents = np.frombuffer(rows.agents, np.int64)
        self.rewards = np.frombuffer(rows.rewards, np.float32).reshape(count, players)
        self.dones = np.frombuffer(rows.dones, np.bool_)
        self.episodes: list[Episode] = []

    def reset(
        self, seed: int | None = None
    ) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.int8], npt.NDArray[np.int64]]:
        """Start every table again (with ``seed``, exactly as every batch started with it)."""
        chosen = seed if seed is not None else self.seed
        source = random.Random(chosen if chosen is not None else random.SystemRandom().getrandbits(64))
        if self.episodes:  # the same tables dealt again (each keeps its first deals)
            for episode in self.episodes:
                episode.reset(source.getrandbits(64))
        else:
            self.episodes = [Episode(self.spec, source.getrandbits(64)) for _ in range(self.count)]
        self.rows.clear()
        for row, episode in enumerate(self.episodes):
            self.rows.observe(row, episode)
        return self.observations, self.masks, self.agents

    def step(
        self, actions: npt.ArrayLike
    ) -> tuple[
        npt.NDArray[np.float32],
        npt.NDArray[np.int8],
        npt.NDArray[np.int64],
        npt.NDArray[np.float32],
        npt.NDArray[np.bool_],
    ]:
        """Play one decision at every table: ``actions[k]`` is the menu index of table ``k``'s player to act."""
        if not self.episodes:
            raise SituationError(code="not-reset", variant="tables")
        chosen = np.asarray(actions).reshape(-1).tolist()
        if len(chosen) != self.count:
            params = {"tables": self.count, "count": len(chosen)}
            raise SituationError(code="bad-field", variant="tables-actions", params=params)
        self.rows.step(self.episodes, chosen)
        return self.observations, self.masks, self.agents, self.rewards, self.dones
