"""Learning environments with exact rules, in every game of the registry (the ``env`` extra).

- :func:`env` / :class:`PokerEnv`: a PettingZoo AEC environment (:mod:`.aec`);
- ``gymnasium.make("pokerfloor/Poker-v0", ...)`` / :class:`PokerGym`: one learning seat against
  policies (:mod:`.single`), registered when this package is imported;
- :class:`Tables`: many tables stepped at once, NumPy arrays in and out (:mod:`.batched`);
- :func:`rollout` and :func:`ray_rollouts`: self-play rollouts, on Ray with the ``ray`` extra
  (:mod:`.rollouts`);
- :class:`Spec` (the game, the table, the episode), :class:`Menu` (the discrete actions and the
  exact form), :class:`Encoder` (the observations, from :meth:`pokerfloor.Hand.view` only),
  :class:`Episode` (hands, stacks carried, rewards), the policies :func:`random_policy` and
  :func:`calling_policy`.

docs/env.md describes the spaces, the options and the training example.
"""

from __future__ import annotations

import gymnasium

from pokerfloor.env.aec import PokerEnv, env, raw_env
from pokerfloor.env.batched import Tables
from pokerfloor.env.episode import Episode
from pokerfloor.env.menu import KINDS, Menu, exact_action
from pokerfloor.env.observe import Encoder
from pokerfloor.env.policies import Policy, Turn, calling_policy, random_policy
from pokerfloor.env.rollouts import Rollout, ray_rollouts, rollout
from pokerfloor.env.single import MenuSpace, PokerGym
from pokerfloor.env.spec import Spec

__all__ = [
    "GYM_ID",
    "KINDS",
    "Encoder",
    "Episode",
    "Menu",
    "MenuSpace",
    "PokerEnv",
    "PokerGym",
    "Policy",
    "Rollout",
    "Spec",
    "Tables",
    "Turn",
    "calling_policy",
    "env",
    "exact_action",
    "random_policy",
    "raw_env",
    "ray_rollouts",
    "rollout",
]

#: The Gymnasium id of :class:`PokerGym`.
GYM_ID = "pokerfloor/Poker-v0"

if GYM_ID not in gymnasium.registry:
    gymnasium.register(id=GYM_ID, entry_point="pokerfloor.env.single:PokerGym")
