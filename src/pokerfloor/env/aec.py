"""The PettingZoo environment: :class:`PokerEnv`, an AEC game of any variant, made by :func:`env`.

Agents are ``player_0`` to ``player_{n-1}``, the seats of the first hand; each observes a dictionary
of ``observation`` (the vector of :mod:`pokerfloor.env.observe`) and ``action_mask`` (the menu's
entries open to him now: all zero when it is not his turn), as PettingZoo's classic games do.
``actions="menu"`` takes an index of the :class:`~pokerfloor.env.menu.Menu` (a :class:`MenuSpace`,
whose ``sample()`` without a mask is the check-or-call entry every decision has), ``actions="exact"``
the exact form (any legal amount). An action the rules or the mask refuse raises the engine's
typed error and changes nothing: the agent is still to act.

Rewards come at the end of each hand, to every player dealt in. A player with no chips left in a
session or a sit-and-go is terminated; when the episode ends every agent left is terminated (or
truncated, when a session's bound on hands cut it short).

>>> game = env("holdem", players=3, seed=1)
>>> game.reset()
>>> for agent in game.agent_iter():
...     observation, reward, terminated, truncated, info = game.last()
...     game.step(None if terminated or truncated else 1)  # check or call
>>> game.agents
[]
"""

from __future__ import annotations

import copy
from array import array
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv

from pokerfloor.actions import Action
from pokerfloor.core.options import Options
from pokerfloor.env.episode import Episode
from pokerfloor.env.menu import CHECK_CALL, KINDS, Menu, Offer, exact_action
from pokerfloor.env.observe import Encoder, wrap_mask
from pokerfloor.env.spec import Spec
from pokerfloor.errors import SituationError
from pokerfloor.games.cards import cards_text

__all__ = ["ACTION_FORMS", "MenuSpace", "PokerEnv", "env", "raw_env"]

ACTION_FORMS = ("menu", "exact")
Observation = dict[str, np.ndarray]


class MenuSpace(spaces.Discrete):
    """The menu's entries; ``sample()`` with no mask is the check-or-call entry (open at every decision)."""

    def sample(self, mask: Any = None, probability: Any = None) -> np.int64:
        """An entry: with no mask, check-or-call (legal at every decision); with one, an open entry."""
        if mask is None and probability is None:
            return np.int64(self.start + CHECK_CALL)
        return super().sample(mask, probability)


class PokerEnv(AECEnv[str, Observation, Any]):
    """A poker table as a PettingZoo AEC environment. Keywords: those of
    :class:`~pokerfloor.env.spec.Spec` (the game, the table, the episode), ``actions`` (``"menu"``
    or ``"exact"``), ``render_mode`` (``"ansi"`` or ``"human"``) and ``seed`` (the first reset's,
    when :meth:`reset` is not given one)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "pokerfloor_v0",
        "render_modes": ["ansi", "human"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str = "holdem",
        players: int = 2,
        *,
        actions: str = "menu",
        render_mode: str | None = None,
        seed: int | None = None,
        **table: Any,
    ) -> None:
        super().__init__()
        if actions not in ACTION_FORMS:
            raise SituationError(code="bad-field", variant="env-actions", params={"actions": repr(actions)})
        if render_mode is not None and render_mode not in ("ansi", "human"):
            raise SituationError(code="bad-field", variant="render-mode", params={"mode": repr(render_mode)})
        self.spec = Spec(game=game, players=players, **table)
        self.actions = actions
        self.render_mode = render_mode
        self.seed = seed
        self.menu = Menu(self.spec.variant, self.spec.fractions)
        self.encoder = Encoder(self.spec)
        self.possible_agents = list(self.spec.names)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (self.encoder.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.menu.size,), np.int8),
            }
        )
        self._action_space: spaces.Space[Any] = (
            MenuSpace(self.menu.size)
            if actions == "menu"
            else spaces.MultiDiscrete([len(KINDS), self.spec.chips + 1, 1 << self.menu.draw_slots])
        )
        self.episode: Episode | None = None
        self._offer: Offer | None = None
        self._rewarded = False  # the rewards of the last step are not all zero
        self._blank_mask = array("b", bytes(self.menu.size))

    # -- spaces ----------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """Every agent's: a dictionary of ``observation`` (the vector) and ``action_mask``."""
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """Every agent's: the menu (a :class:`MenuSpace`) or the exact form (``MultiDiscrete``)."""
        return self._action_space

    # -- the episode -----------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start an episode: with ``seed`` exactly as every episode started with it; without one,
        the first time from the environment's ``seed``, later from where the generator stands."""
        if self.episode is None:
            self.episode = Episode(self.spec, seed if seed is not None else self.seed)
        else:
            self.episode.reset(seed)
        self._offer = None
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._skip_agent_selection = None
        self._hands_ended(self.episode)

    @property
    def episode_in_play(self) -> Episode:
        """The episode (the environment must have been reset)."""
        if self.episode is None:
            raise SituationError(code="not-reset", variant="env")
        return self.episode

    def choices(self) -> list[Action | None]:
        """The action each menu entry stands for at the decision at hand (``None``: masked)."""
        offer = self.offer()
        return [offer.action(k) for k in range(self.menu.size)]

    def offer(self) -> Offer:
        """The menu's entries at the decision at hand (made once per decision)."""
        if self._offer is None:
            self._offer = self.menu.offer(self.episode_in_play.hand)
        return self._offer

    def options(self) -> Options:
        """The options of the player to act (asked once per decision)."""
        return self.offer().options

    def observe(self, agent: str) -> Observation:
        """What ``agent`` sees now, from his view of the hand (all zeros once he has left the table)."""
        episode = self.episode_in_play
        hand = episode.hand
        seat = episode.seat(agent)
        if seat is None:  # gone from the table: nothing of the hand in play is his to see
            return {"observation": np.zeros(self.encoder.size, dtype=np.float32), "action_mask": self._no_mask()}
        if seat == hand.to_act and not episode.over:
            offer = self.offer()
            return {
                "observation": self.encoder.encode_hand(hand, seat, offer.options),
                "action_mask": wrap_mask(offer.mask()),
            }
        return {"observation": self.encoder.encode_hand(hand, seat, None), "action_mask": self._no_mask()}

    def _no_mask(self) -> npt.NDArray[np.int8]:
        """The mask of an agent not to act: every entry closed."""
        return wrap_mask(self._blank_mask[:])

    def describe(self, agent: str) -> dict[str, Any]:
        """The dictionary form of ``agent``'s observation (:meth:`Encoder.describe`), with the menu's
        open entries by name (``None`` for an agent gone from the table)."""
        episode = self.episode_in_play
        hand = episode.hand
        seat = episode.seat(agent)
        if seat is None:
            return {"seat": None, "player": agent}
        acting = seat == hand.to_act and not episode.over
        described = self.encoder.describe(hand.view(seat), hand.table.button, self.options() if acting else None)
        described["menu"] = (
            [name for name, chosen in zip(self.menu.names, self.choices(), strict=True) if chosen] if acting else []
        )
        return described

    def step(self, action: Any) -> None:
        """Play ``action`` for the agent selected (``None`` for an agent terminated or truncated);
        a refused action raises the engine's typed error and changes nothing."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        episode = self.episode_in_play
        hand = episode.hand
        chosen = self.offer().chosen(action) if self.actions == "menu" else exact_action(hand, action)
        episode.play(chosen)  # a refusal raises here: nothing has changed
        self._offer = None
        self._cumulative_rewards[agent] = 0.0
        self._after_play(episode)

    def _after_play(self, episode: Episode) -> None:
        """The next to act; when hands ended, their rewards, the players gone, the end."""
        if episode.counted:
            self._hands_ended(episode)
            return
        if self._rewarded:  # the last step's rewards are not this one's
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self._rewarded = False
        # Nobody is terminated between hands' ends (a player gone is stepped first, then leaves
        # the agents): PettingZoo's _deads_step_first would find nobody.
        self.agent_selection = episode.hand.names[episode.hand.to_act]

    def _hands_ended(self, episode: Episode) -> None:
        """The rewards of the hands just over, the players gone, the end, the next to act."""
        taken = episode.take_rewards()
        self.rewards = {agent: taken[agent] for agent in self.agents}
        self._rewarded = True
        self._accumulate_rewards()
        for agent in episode.out:
            if agent in self.terminations:
                self.terminations[agent] = True
        if episode.over:
            ended = self.truncations if episode.truncated else self.terminations
            for agent in self.agents:
                if not self.terminations[agent]:
                    ended[agent] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = episode.agent_to_act or self.agents[0]
        self._deads_step_first()

    # -- the rest of the API -----------------------------------------------------------------------
    def render(self) -> str | None:
        """The table as text, as an onlooker sees it (the hands shown at a showdown included)."""
        text = self._text()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def _text(self) -> str:
        if self.episode is None:
            return "(not reset)"
        hand = self.episode.hand
        seen = hand.view(None)
        board = cards_text(seen.board)
        lines = [f"{self.spec.variant.title}, hand {self.episode.hands + 1}: {hand.street_name}, board [{board}]"]
        for seat, name in enumerate(seen.names):
            mark = "*" if seat == seen.to_act else " "
            state = "folded" if seen.folded[seat] else f"bet {seen.bets[seat]}"
            button = " (button)" if seat == hand.table.button else ""
            lines.append(
                f"{mark} {name}{button}: stack {seen.stacks[seat]}, {state}, cards [{cards_text(seen.hole[seat])}]"
            )
        lines.append(f"  pots {[pot.amount for pot in seen.pots]}")
        return "\n".join(lines)

    def close(self) -> None:
        """Nothing to release (no window, no file)."""

    def copy(self) -> PokerEnv:
        """An independent copy that goes on exactly as this one would: for search."""
        return copy.deepcopy(self)


def env(game: str = "holdem", players: int = 2, **keywords: Any) -> PokerEnv:
    """A :class:`PokerEnv` (PettingZoo's convention: ``env()`` makes the environment)."""
    return PokerEnv(game, players, **keywords)


raw_env = PokerEnv
