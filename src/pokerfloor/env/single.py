"""The Gymnasium environment ``pokerfloor/Poker-v0``: one seat learns, the others play given policies.

``gymnasium.make("pokerfloor/Poker-v0", game="razz", players=3, opponents="call")`` (once
:mod:`pokerfloor.env` is imported, or as ``"pokerfloor.env:pokerfloor/Poker-v0"``) plays the
:class:`~pokerfloor.env.aec.PokerEnv` with the agent of seat ``seat`` learning; ``opponents`` is a
policy (``"random"``, ``"call"``, a function of a :class:`~pokerfloor.env.policies.Turn`) or one
per other seat. An observation is the same dictionary of ``observation`` and ``action_mask``;
:meth:`PokerGym.action_masks` gives the mask too (Stable-Baselines3 contrib's MaskablePPO asks
for it). The reward of a step is what the learner won or lost in the hands that ended since his
last decision; the episode ends with his (one hand, a session, a sit-and-go) or when he has no
chips left. An episode over before the learner's first decision (every other player folded
to him) is dealt again, its chips not counted: there is nothing in it to learn from.

The action space is a :class:`MenuSpace`: a ``Discrete`` space whose ``sample()`` without a mask
gives the check-or-call entry, which every decision has (with a mask, a uniform open entry), so
code that samples blindly, Gymnasium's checker among them, never plays a refused action. A masked
entry picked on purpose is refused with the engine's typed error, never changed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, SupportsFloat

import gymnasium
import numpy as np

from pokerfloor.env.aec import MenuSpace, Observation, PokerEnv
from pokerfloor.env.policies import Policy, Turn, played, policy_named
from pokerfloor.errors import SituationError

__all__ = ["MenuSpace", "PokerGym"]


class PokerGym(gymnasium.Env[Observation, np.int64]):
    """One learning seat against policies. Keywords: ``seat`` (the learner's, default 0),
    ``opponents``, ``render_mode``, and those of :class:`~pokerfloor.env.aec.PokerEnv`."""

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 1}  # noqa: RUF012 - Gymnasium's own

    def __init__(
        self,
        game: str = "holdem",
        players: int = 2,
        *,
        seat: int = 0,
        opponents: str | Policy | Sequence[str | Policy] = "random",
        render_mode: str | None = None,
        **table: Any,
    ) -> None:
        self.table = PokerEnv(game, players, render_mode=render_mode, **table)
        self.render_mode = render_mode
        names = self.table.possible_agents
        if type(seat) is not int or not 0 <= seat < len(names):
            raise SituationError(
                code="bad-field", variant="learner-seat", params={"last": len(names) - 1, "seat": repr(seat)}
            )
        self.agent = names[seat]
        others = [name for name in names if name != self.agent]
        given = (
            list(opponents)
            if isinstance(opponents, Sequence) and not isinstance(opponents, str)
            else [opponents] * len(others)
        )
        if len(given) != len(others):
            raise SituationError(code="bad-field", variant="opponents-count", params={"count": len(others)})
        self.policies = {name: policy_named(policy) for name, policy in zip(others, given, strict=True)}
        self.observation_space = self.table.observation_space(self.agent)
        # The exact form (actions="exact") keeps the table's own space: any legal action, and
        # its sample() is not one (the checker's blind samples suit the menu only).
        self.action_space = (
            MenuSpace(self.table.menu.size) if self.table.actions == "menu" else self.table.action_space(self.agent)
        )
        self.rng = random.Random(0)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """Deal a new episode and play the other seats up to the learner's first decision."""
        super().reset(seed=seed)
        # One seed from Gymnasium's generator for the table, one for the opponents' draws.
        table_seed, policy_seed = (int(x) for x in self.np_random.integers(0, 2**63, size=2))
        self.rng = random.Random(policy_seed)
        self.table.reset(seed=table_seed)
        self._others_play()
        while self._ended():  # over before his first decision (all folded to him): deal again
            self.table.reset()
            self._others_play()
        return self.table.observe(self.agent), {}

    def step(self, action: Any) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """Play the learner's ``action``, then the other seats up to his next decision."""
        if self._ended():
            raise SituationError(code="episode-over", variant="env")
        self.table.step(action)  # refused: raises, nothing changed
        reward = self._others_play()
        table = self.table
        terminated = table.terminations.get(self.agent, True) and not table.truncations.get(self.agent, False)
        truncated = table.truncations.get(self.agent, False)
        return table.observe(self.agent), reward, bool(terminated), bool(truncated), {}

    def _others_play(self) -> float:
        """Play the other seats until the learner is to act or his episode is over; his reward since."""
        table = self.table
        while not self._ended() and table.agent_selection != self.agent:
            agent = table.agent_selection
            if table.terminations[agent] or table.truncations[agent]:
                table.step(None)
            else:
                table.step(played(table, self.policies[agent](Turn(table, agent, self.rng))))
        reward = table._cumulative_rewards.get(self.agent, 0.0)
        if self.agent in table._cumulative_rewards:
            table._cumulative_rewards[self.agent] = 0.0
        return float(reward)

    def _ended(self) -> bool:
        table = self.table
        return self.agent not in table.agents or table.terminations[self.agent] or table.truncations[self.agent]

    def action_masks(self) -> np.ndarray:
        """The menu's entries open to the learner now (MaskablePPO's question)."""
        mask = np.zeros(self.table.menu.size, dtype=bool)
        if not self._ended() and self.table.agent_selection == self.agent:
            mask[self.table.offer().open_entries()] = True
        return mask

    def render(self) -> str | None:
        """The table as text (:meth:`PokerEnv.render <pokerfloor.env.aec.PokerEnv.render>`)."""
        return self.table.render()

    def close(self) -> None:
        """Nothing to release."""
        self.table.close()
