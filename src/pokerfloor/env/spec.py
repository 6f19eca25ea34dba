"""What an environment plays: :class:`Spec`, the game, the table and the episode, checked whole when made.

A spec names the game (any name of the variant registry), the structure and the rulebook, the
players (2 to 9) and their chips, the forced bets (blinds, antes, or stud's bring-in and bets), how
long an episode lasts (one hand, a session of hands with the stacks carried and the button moving
as the rulebook says, or a sit-and-go to one winner, its levels rising by hands), the discrete
menu's pot fractions and how rewards are counted (chips or big blinds).

>>> spec = Spec(game="razz", players=3)
>>> spec.level.bring_in, spec.level.small_bet, spec.variant.has_bring_in
(1, 2, True)
>>> Spec(game="holdem", players=10)
Traceback (most recent call last):
...
pokerfloor.errors.SituationError: players: an environment seats 2 to 9 players, not 10
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Literal

from pokerfloor.errors import SituationError
from pokerfloor.games.variants import Variant, variant
from pokerfloor.play import Level
from pokerfloor.play.seating import Stakes
from pokerfloor.rules import Rulebook, rulebook
from pokerfloor.structures import SpreadLimit

__all__ = ["EPISODES", "LEVEL_HANDS", "MAX_PLAYERS", "REWARDS", "RISING", "Episodes", "Rewards", "Spec"]

#: The most players an environment seats (the registry's tables seat more; networks want a bound).
MAX_PLAYERS = 9
Episodes = Literal["hand", "session", "sit-and-go"]
EPISODES: tuple[str, ...] = ("hand", "session", "sit-and-go")
#: A sit-and-go given no levels: the forced bets given, times these, each level lasting LEVEL_HANDS hands.
RISING: tuple[int, ...] = (1, 2, 3, 4, 6, 8, 10, 15, 20, 30, 40, 60, 80, 100)
LEVEL_HANDS = 10
Rewards = Literal["chips", "big-blinds"]
REWARDS: tuple[str, ...] = ("chips", "big-blinds")


def _bad(variant: str, **params: object) -> SituationError:
    """A field of the spec refused: the sentence ``refused.bad-field.env-<variant>``."""
    return SituationError(code="bad-field", variant=f"env-{variant}", params=params)


@dataclass(frozen=True)
class Spec:
    """The game, the table and the episode of an environment (every value checked when made).

    ``stack`` is every player's starting stack, or one stack per player. ``blinds`` (default 1 and
    2) are the blinds of a game with blinds; a stud game has ``ante``, ``bring_in`` and the
    fixed-limit ``small_bet`` and ``big_bet`` instead (defaults 0, 1, 2 and 4); a fixed-limit game
    with blinds takes its bets from the big blind unless given. ``levels`` replace all of these by
    the sit-and-go's levels (:class:`pokerfloor.play.Level`; the first is played by the other
    episodes). ``max_bet`` is the top of a spread-limit game's bets. ``hands`` bounds a session
    (and a sit-and-go, which is then truncated). ``fractions`` are the pot fractions of the
    discrete menu; ``history`` how many past actions the observation vector holds.
    """

    game: str = "holdem"
    players: int = 2
    structure: str = ""
    rules: str | Rulebook = "tda"
    stack: int | tuple[int, ...] = 200
    blinds: tuple[int, int] | None = None
    ante: int = 0
    bb_ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    max_bet: int = 0
    levels: tuple[Level, ...] = ()
    episode: Episodes = "hand"
    hands: int = 1000
    rewards: Rewards = "chips"
    fractions: tuple[float, ...] = (0.5, 1.0)
    history: int = 12
    variant: Variant = field(init=False, repr=False, compare=False)
    rulebook: Rulebook = field(init=False, repr=False, compare=False)
    stacks: tuple[int, ...] = field(init=False, repr=False, compare=False)
    level: Level = field(init=False, repr=False, compare=False)
    #: The agents' names, one per seat of the first hand: ``player_0``, ``player_1``, ...
    names: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        game = variant(self.game)  # an unknown game: a SituationError naming the games
        set_field = object.__setattr__
        set_field(self, "variant", game)
        set_field(self, "rulebook", rulebook(self.rules) if isinstance(self.rules, str) else self.rules)
        if type(self.players) is not int or not 2 <= self.players <= min(MAX_PLAYERS, game.max_players):
            raise _bad("players", most=min(MAX_PLAYERS, game.max_players), players=repr(self.players))
        set_field(self, "stacks", self._stacks())
        set_field(self, "names", tuple(f"player_{k}" for k in range(self.players)))
        if self.episode not in EPISODES:
            raise _bad("episode", episodes=", ".join(EPISODES), episode=repr(self.episode))
        if self.rewards not in REWARDS:
            raise _bad("rewards", kinds=", ".join(REWARDS), rewards=repr(self.rewards))
        if type(self.hands) is not int or self.hands < 1:
            raise _bad("hands", hands=repr(self.hands))
        if type(self.history) is not int or not 0 <= self.history <= 64:
            raise _bad("history", history=repr(self.history))
        if not all(isinstance(f, float | int) and 0 < f <= 10 for f in self.fractions) or len(
            set(self.fractions)
        ) != len(self.fractions):
            raise _bad("fractions", fractions=repr(self.fractions))
        set_field(self, "levels", tuple(self.levels) or self._rising(self._level()))
        if not all(isinstance(level, Level) for level in self.levels):
            raise _bad("levels")
        set_field(self, "level", self.levels[0])
        for level in self.levels:
            if variant(level.game) is not game:
                raise _bad("levels-game", game=game.name, level=repr(level.game))
            self.stakes(level)  # the structure's sizes are checked here

    def _stacks(self) -> tuple[int, ...]:
        given = self.stack if isinstance(self.stack, tuple) else (self.stack,) * self.players
        if len(given) != self.players or not all(type(s) is int and 0 < s <= 10**12 for s in given):
            raise _bad("stack", stack=repr(self.stack))
        return given

    def _level(self) -> Level:
        """The one level the forced bets given make."""
        game = variant(self.game)
        if game.has_bring_in:
            if self.blinds is not None:
                raise _bad("blinds", game=game.name)
            return Level(
                game=game.name,
                structure=self.structure,
                ante=self.ante,
                bring_in=self.bring_in or 1,
                small_bet=self.small_bet or 2,
                big_bet=self.big_bet or 2 * (self.small_bet or 2),
            )
        return Level(
            game=game.name,
            structure=self.structure,
            blinds=self.blinds or (1, 2),
            ante=self.ante,
            bb_ante=self.bb_ante,
            small_bet=self.small_bet,
            big_bet=self.big_bet,
        )

    def _rising(self, level: Level) -> tuple[Level, ...]:
        """The levels of a sit-and-go given no levels: the forced bets given, growing every
        :data:`LEVEL_HANDS` hands by the factors of :data:`RISING`; the other episodes play one."""
        if self.episode != "sit-and-go":
            return (level,)

        def scaled(factor: int) -> Level:
            sizes = {
                key: getattr(level, key) * factor for key in ("ante", "bb_ante", "bring_in", "small_bet", "big_bet")
            }
            blinds = (level.blinds[0] * factor, level.blinds[1] * factor) if level.blinds else None
            return dataclasses.replace(level, blinds=blinds, hands=LEVEL_HANDS, **sizes)

        return tuple(scaled(factor) for factor in RISING)

    def stakes(self, level: Level) -> Stakes:
        """What the hands of ``level`` are played for under the spec's rulebook. A spread-limit
        game's bets run from the big blind to ``max_bet`` (default five big blinds); a level has
        no field for the top, so the structure is made here."""
        if level.structure != "spread-limit":
            return level.stakes(self.rulebook)
        stakes = dataclasses.replace(level, structure="no-limit").stakes(self.rulebook)
        low = level.blinds[1] if level.blinds else level.small_bet or 1
        return dataclasses.replace(stakes, structure=SpreadLimit(low, self.max_bet or 5 * low))

    @property
    def chips(self) -> int:
        """Every chip at the table (observations scale amounts by it)."""
        return sum(self.stacks)

    def unit(self, level: Level) -> int:
        """The chips a big blind is worth for rewards in big blinds: the big blind, else (stud) the
        small bet."""
        return level.blinds[1] if level.blinds else level.small_bet or max(level.bring_in, 1)
