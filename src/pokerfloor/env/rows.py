"""The batched tables' arrays and the loop that steps them, compiled with the engine (``engine.COMPILED``).

:class:`Rows` holds one row per table in flat ``array.array`` blocks (the observation vectors,
the masks, the agents to act, the rewards, the episodes' ends), which
:class:`~pokerfloor.env.batched.Tables` hands out as NumPy arrays sharing their memory. Its
:meth:`Rows.step` plays one decision at every table and writes each table's row, in one compiled
loop: no NumPy here, where mypyc compiles plain typed Python.
"""

from __future__ import annotations

from array import array

from pokerfloor.env.episode import Episode
from pokerfloor.env.menu import Menu, Offer
from pokerfloor.env.spec import Spec
from pokerfloor.env.vector import Layout, Trail, float_view
from pokerfloor.errors import PokerfloorError

__all__ = ["Rows"]


class Rows:
    """The rows of ``count`` tables of one ``spec``, read through ``menu`` and written by ``layout``."""

    def __init__(self, spec: Spec, menu: Menu, layout: Layout, count: int) -> None:
        self.menu = menu
        self.layout = layout
        self.count = count
        self.players = spec.players
        self.numbers: dict[str, int] = {name: k for k, name in enumerate(spec.names)}
        self.observations = array("f", bytes(4 * count * layout.size))
        #: The view the layout writes the observations through (made once: pokerfloor.env.vector).
        self._observation_view = float_view(self.observations)
        self.masks = array("b", bytes(count * menu.size))
        self.agents = array("q", bytes(8 * count))
        self.rewards = array("f", bytes(4 * count * spec.players))
        self.dones = array("b", bytes(count))
        self._no_rewards = array("f", bytes(4 * count * spec.players))
        self._not_done = array("b", bytes(count))
        #: Each table's decision, as the menu offers it.
        self.offers: list[Offer | None] = [None] * count
        #: What each table's observations keep of its hand's record (pokerfloor.env.vector).
        self.trails = [Trail(layout) for _ in range(count)]

    def observe(self, row: int, episode: Episode) -> None:
        """Row ``row``: the observation and the mask of the table's player to act, and his number."""
        hand = episode.hand
        seat = hand.to_act
        options = hand.options()
        offer = self.offers[row] = self.menu.offer(hand, options)
        offer.fill_mask(self.masks, row * self.menu.size)
        self.agents[row] = self.numbers[hand.names[seat]]
        self.layout.fill_hand(
            self._observation_view, row * self.layout.size, hand, seat, options, trail=self.trails[row]
        )

    def clear(self) -> None:
        """No rewards, no episode ended: the rows before a step."""
        self.rewards[:] = self._no_rewards
        self.dones[:] = self._not_done

    def step(self, episodes: list[Episode], chosen: list[int]) -> None:
        """Play ``chosen[row]`` (a menu index) at each table, in order; then write its row: the
        rewards of the hands that ended, whether its episode ended (then it is reset), its next
        decision. A refused action raises the engine's typed error naming the table (``table``
        among its params), the tables before it stepped."""
        self.clear()
        players = self.players
        for row in range(len(episodes)):
            episode = episodes[row]
            offer = self.offers[row]
            try:
                action = offer.chosen(chosen[row]) if offer is not None else self.menu.action(episode.hand, chosen[row])
                episode.play(action)
            except PokerfloorError as error:
                error.params = {**error.params, "table": row}
                raise
            if episode.counted:
                for name, reward in episode.take_rewards().items():
                    if reward:
                        self.rewards[row * players + self.numbers[name]] = reward
            if episode.over:
                self.dones[row] = 1
                episode.reset()
            self.observe(row, episode)
