"""One episode of an environment, free of any learning library: :class:`Episode`.

An episode deals hands at one table from :mod:`pokerfloor.play.seating`: the first hand's button
drawn by the episode's random generator, the next hands' button and blinds placed as the rulebook
deals them, the stacks carried from hand to hand, players with no chips leaving. It ends after one
hand, after a session's hands (or when one player is left), or in a sit-and-go when one player has
every chip, the levels rising by hands. Every hand is dealt from a deck drawing on the episode's
generator, so a seed repeats an episode exactly; nothing else draws on it.

Each player's reward is his chips won or lost in each hand (or that in big blinds), counted when
the hand ends; :meth:`Episode.take_rewards` hands over what was counted since it was last asked.

>>> episode = Episode(Spec(players=3), seed=7)
>>> episode.agent_to_act in episode.spec.names, episode.hand.is_over
(True, False)
>>> while not episode.over:
...     episode.play(episode.hand.allin_action())
>>> sum(episode.take_rewards().values())
0.0
"""

from __future__ import annotations

import copy
import random

from pokerfloor.actions import Action
from pokerfloor.core.hand import Hand
from pokerfloor.env.spec import Spec
from pokerfloor.errors import SituationError
from pokerfloor.games.cards import Deck
from pokerfloor.given import Given, mypyc_attr
from pokerfloor.play.seating import Deal, Seating

__all__ = ["Episode"]


# Compiled with the engine (engine.COMPILED), so that the batched tables' loop (pokerfloor.env.rows)
# runs without a Python call but the spec's. ``Episode.__new__(Episode)`` is a blank episode on
# both builds, as copy.deepcopy and unpickling make it: compiled, this setting keeps the
# constructor out of the class's ``__new__`` (as for Hand).
@mypyc_attr(allow_interpreted_subclasses=True)
class Episode:
    """The hands of one episode, and what they paid each player.

    ``hand`` is the hand in play (the last one once the episode is over), ``deal`` the deal it
    came from; ``hands`` counts the hands finished, ``out`` the players gone with no chips, in the
    order they went. ``over`` says the episode has ended; ``truncated`` that it was cut short by
    the spec's bound on hands (else it ended by its own rule).
    """

    def __init__(self, spec: Spec, seed: Given[int | None] = None) -> None:
        self.spec = spec
        self._first_deals: dict[str, tuple[Seating, Deal]] = {}
        self.rng = random.Random(0)  # seeded by reset, with a fresh secure seed when given none
        self.reset(seed if seed is not None else random.SystemRandom().getrandbits(64))

    def reset(self, seed: Given[int | None] = None) -> None:
        """Start again: with ``seed`` exactly as every episode started with that seed, without one
        from where the episode's generator stands (a fresh secure seed the first time)."""
        if seed is not None and type(seed) is not int:
            raise SituationError(code="bad-field", variant="seed", params={"seed": repr(seed)})
        if seed is not None:
            self.rng.seed(seed)  # as random.Random(seed) would start
        spec = self.spec
        names = spec.names
        button = self.rng.choice(names)
        self.level = 0
        self.level_hands = 0
        self.hands = 0
        self.out: list[str] = []
        self.over = False
        self.truncated = False
        self.rewards: dict[str, float] = dict.fromkeys(names, 0.0)
        #: Whether a hand ended since the rewards were last taken.
        self.counted = False
        self._seating: Seating | None
        self._seating, self.deal = self._first_deal(button)
        self._start_hand()
        if self.hand.to_act < 0:
            self._finish_hands()

    # -- reading ---------------------------------------------------------------------------------
    @property
    def agent_to_act(self) -> str | None:
        """The name of the player to act, or ``None`` once the episode is over."""
        return None if self.over else self.hand.names[self.hand.to_act]

    def seat(self, name: str) -> int | None:
        """The seat of ``name`` in the hand in play (``None``: not dealt in, or gone)."""
        names = self.hand.names
        return names.index(name) if name in names else None

    def take_rewards(self) -> dict[str, float]:
        """The rewards counted since the last call, by player (every player of the spec)."""
        taken = self.rewards
        self.rewards = dict.fromkeys(self.spec.names, 0.0)
        self.counted = False
        return taken

    # -- playing ---------------------------------------------------------------------------------
    def play(self, action: Action) -> None:
        """Push ``action`` for the player to act (a refusal raises the engine's typed error and
        changes nothing); when it ends the hand, count the rewards and deal the next one."""
        if self.over:
            raise SituationError(code="episode-over", variant="episode")
        self.hand.push(action)
        if self.hand.to_act < 0:
            self._finish_hands()

    def _finish_hands(self) -> None:
        """Count the hand just over, then deal on, past hands that end before anyone acts (every
        player all in on the forced bets), until a hand waits for a decision or the episode ends."""
        while True:
            self._count(self.hand)
            self._advance()
            if self.over:
                return
            self._deal_next()
            if self.hand.to_act >= 0:
                return

    def _count(self, hand: Hand) -> None:
        spec = self.spec
        unit = spec.unit(spec.levels[self.level]) if spec.rewards == "big-blinds" else 1
        self.counted = True
        for seat, name in enumerate(hand.names):
            self.rewards[name] += (hand.stacks[seat] - self.start[seat]) / unit

    def _advance(self) -> None:
        """The table after the hand: stacks carried, the busted gone, the next level, the end."""
        spec = self.spec
        self.hands += 1
        if spec.episode == "hand":
            # Over after its hand: the table after it is made only when asked (seating it cost a
            # third of a one-hand episode); the players gone are those left with no chips.
            stacks = dict(zip(self.hand.names, self.hand.stacks, strict=True))
            self.out.extend(p.name for p in self.deal.seating.players if not stacks.get(p.name, p.stack))
            self._seating = None
            self.over = True
            return
        self._seating = self.deal.seating.after(self.hand)
        self.out.extend(self._seating.departed)
        self.level_hands += 1
        level = spec.levels[self.level]
        if level.hands and self.level_hands >= level.hands and self.level + 1 < len(spec.levels):
            self.level += 1
            self.level_hands = 0
        if len(self._seating.players) < 2:
            self.over = True
        elif self.hands >= spec.hands:
            self.over = self.truncated = True

    @property
    def seating(self) -> Seating:
        """The table between hands: before the hand in play, after the last one once the episode
        is over."""
        if self._seating is None:
            self._seating = self.deal.seating.after(self.hand)
        return self._seating

    def _first_deal(self, button: str) -> tuple[Seating, Deal]:
        """The table before the first hand, and that hand's deal: the same for every episode with
        that button (the stacks and the level are the spec's), so kept once made (a one-hand
        episode would otherwise spend more on seating the players than on playing)."""
        made = self._first_deals.get(button)
        if made is None:
            spec = self.spec
            seating = Seating.start(dict(zip(spec.names, spec.stacks, strict=True)), button=button)
            made = self._first_deals[button] = (seating, seating.deal(spec.stakes(spec.levels[0])))
        return made

    def _deal_next(self) -> None:
        spec = self.spec
        self.deal = self.seating.deal(spec.stakes(spec.levels[self.level]))
        self._start_hand()

    def _start_hand(self) -> None:
        table = self.deal.table
        self.start = table.stacks
        # The episode's generator deals: seeding a generator of its own for each hand cost more
        # than the hand.
        self.hand = Hand(table, deck=Deck(rng=self.rng))

    # -- copies ----------------------------------------------------------------------------------
    def copy(self) -> Episode:
        """An independent copy that goes on exactly as this one would (the same cards to come):
        for search. The hand's own :meth:`~pokerfloor.Hand.copy`, ``push`` and ``pop`` are cheaper
        within a hand."""
        return copy.deepcopy(self)
