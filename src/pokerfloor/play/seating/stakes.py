"""What every hand at a table is played for, hand after hand: the structure, the rulebook, the game
and its forced bets (a :class:`Stakes`; a tournament's levels change it between hands)."""

from __future__ import annotations

from dataclasses import dataclass

from pokerfloor.core.table import Table
from pokerfloor.games.variants import DEFAULT_VARIANT, Variant
from pokerfloor.rules import Rulebook
from pokerfloor.structures import Structure

__all__ = ["Stakes"]


@dataclass(frozen=True, slots=True)
class Stakes:
    """What every hand at the table is played for: the structure and the rulebook, the game and its
    forced bets (a ``button_blind`` is posted by the button alone, short deck's; ``bomb_pot`` the
    ante of a game whose every hand is a bomb pot, 5 Card Double Board Bomb Pot PLO's: nobody posts
    a blind there, and the button moves on as in any game. The rulebook names no amount: left 0,
    it is the big blind, the house's choice of this package)."""

    structure: Structure
    rules: Rulebook
    variant: Variant = DEFAULT_VARIANT
    blinds: tuple[int, int] | None = None
    ante: int = 0
    bb_ante: int = 0
    bring_in: int = 0
    button_blind: int = 0
    bomb_pot: int = 0

    def __post_init__(self) -> None:
        if self.variant.bomb_pots and not self.bomb_pot and self.blinds is not None:
            object.__setattr__(self, "bomb_pot", self.blinds[1])  # the house's ante: see the class

    @classmethod
    def of(cls, table: Table) -> Stakes:
        """The stakes a table is played for (its own blinds posted by players coming in are not)."""
        posts = table.posts
        alone = table.blinds is None and len(posts) == 1 and posts[0].seat == table.button and not posts[0].dead
        return cls(
            structure=table.structure,
            rules=table.rules,
            variant=table.variant,
            blinds=table.blinds,
            ante=table.ante,
            bb_ante=table.bb_ante,
            bring_in=table.bring_in,
            button_blind=posts[0].live if alone else 0,
            # A bomb pot agreed for one hand is not the next hand's (Rule 27); a bomb-pot game's is.
            bomb_pot=table.bomb_pot if table.variant.bomb_pots else 0,
        )
