"""Policies for the seats an agent does not play: a :class:`Turn` in, a menu index (or an exact action) out.

A policy is any callable taking a :class:`Turn`: the observation of the seat to act (its vector and
its mask, and on request the dictionary form), and a random generator of the environment's own,
seeded with it. :func:`random_policy` picks an open menu entry uniformly; :func:`calling_policy`
always checks or calls (brings in, stands pat).

>>> from pokerfloor.env.aec import env
>>> game = env("razz", players=2, seed=5)
>>> game.reset()
>>> turn = Turn(game, game.agent_selection, random.Random(1))
>>> calling_policy(turn), turn.describe()["street"]
(1, 'third street')
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from pokerfloor.env.menu import CHECK_CALL
from pokerfloor.errors import SituationError

if TYPE_CHECKING:
    from pokerfloor.env.aec import Observation, PokerEnv

__all__ = ["POLICIES", "Policy", "Turn", "calling_policy", "played", "policy_named", "random_policy"]


class Turn:
    """The decision of ``agent`` in ``env``: :attr:`observation` (the dictionary of the vector and
    the mask), :meth:`describe` (the dictionary form), and ``rng``, the generator to draw on."""

    def __init__(self, env: PokerEnv, agent: str, rng: random.Random) -> None:
        self.env = env
        self.agent = agent
        self.rng = rng
        self._observation: Observation | None = None

    @property
    def observation(self) -> Observation:
        """``{"observation": vector, "action_mask": mask}``, as the agent observes it."""
        if self._observation is None:
            self._observation = self.env.observe(self.agent)
        return self._observation

    @property
    def open_entries(self) -> list[int]:
        """The menu entries open now."""
        return self.env.offer().open_entries()

    def describe(self) -> dict[str, Any]:
        """The dictionary form of the observation."""
        return self.env.describe(self.agent)


#: A policy: a turn in, a menu index or an exact action out.
Policy = Callable[[Turn], Any]


def random_policy(turn: Turn) -> int:
    """An open menu entry, uniformly."""
    entries = turn.open_entries
    return entries[int(turn.rng.random() * len(entries))]


def calling_policy(turn: Turn) -> int:
    """Check or call (bring in, stand pat): the entry every decision has."""
    return CHECK_CALL


POLICIES: dict[str, Policy] = {"random": random_policy, "call": calling_policy}


def policy_named(policy: str | Policy) -> Policy:
    """A policy by name (``random``, ``call``), or the callable given."""
    if callable(policy):
        return policy
    if policy in POLICIES:
        return POLICIES[policy]
    params = {"policies": ", ".join(POLICIES), "policy": repr(policy)}
    raise SituationError(code="bad-field", variant="opponents", params=params)


def played(env: PokerEnv, decided: Any) -> Any:
    """What a policy decided, as ``env`` takes it: a menu index becomes the entry's action where
    the environment takes the exact form (the policies here answer with menu indices)."""
    if env.actions == "exact" and isinstance(decided, int | np.integer):
        return env.offer().chosen(decided)
    return decided


def masked_choice(mask: np.ndarray, rng: random.Random) -> int:
    """An index where ``mask`` is set, uniformly (for loops that hold only the mask)."""
    entries = np.flatnonzero(mask)
    return int(entries[int(rng.random() * len(entries))])
