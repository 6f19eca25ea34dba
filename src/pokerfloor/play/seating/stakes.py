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
    forced bets (a ``button_blind`` is posted by the button alone, short deck's)."""

    structure: Structure
    rules: Rulebook
    variant: Variant = DEFAULT_VARIANT
    blinds: tuple[int, int] | None = None
    ante: int = 0
    bb_ante: int = 0
    bring_in: int = 0
    button_blind: int = 0

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
        )
