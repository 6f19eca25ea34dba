"""The table before a hand: players in seat order, stacks, the button, the structure, the rulebook,
the variant and its forced bets, and the street the hand starts on.

A :class:`Table` is checked whole when it is made (every value of the right kind, amounts within
:data:`~pokerfloor.amounts.MAX_CHIPS`, seats within what the variant's deck deals), so a hand
started from it never meets a bad value halfway.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import NamedTuple

from .amounts import MAX_CHIPS, amount_text
from .betting import MAX_PLAYERS
from .checks import check_table_kinds
from .errors import SituationError
from .games.variants import DEFAULT_VARIANT, Variant, variant
from .rules import Rulebook
from .structures import Structure

__all__ = ["BlindPost", "Table"]


class BlindPost(NamedTuple):
    """A blind a player posts besides the table's blinds and straddles: a player coming into the
    game, or back to it, posts a big blind and the small blind he missed; 6+ hold'em's button posts
    a blind of its own. ``live`` chips are his bet, and he keeps his option like a blind; ``dead``
    chips go to the middle and are not part of his bet (WSOP 2024 Live Action Rule 156: "only the
    big blind is live. The remainder is taken by the dealer to the center of the pot")."""

    seat: int
    live: int = 0
    dead: int = 0


@dataclass(frozen=True, kw_only=True, slots=True)
class Table:
    """The table before the hand: players in seat order (clockwise), stacks, the button, the
    structure and the rulebook, the forced bets, and where the hand starts.

    ``stacks`` are the stacks at the start of ``street``, before blinds and antes. ``pot`` is money
    already in the middle from earlier streets, which every player may win. ``straddles`` are
    posted by the players after the big blind, in order. ``posts`` are the other blinds posted
    (:class:`BlindPost`: a player coming in or back, a button blind); the betting still opens after
    the big blind (or the last straddle), or after the button when there are no blinds. A stud game
    has a ``bring_in`` and no blinds; the ``button`` is then the dealer's seat, whose left is dealt
    first.
    """

    names: tuple[str, ...]
    stacks: tuple[int, ...]
    button: int
    structure: Structure
    rules: Rulebook
    blinds: tuple[int, int] | None = None
    ante: int = 0
    bb_ante: int = 0
    straddles: tuple[int, ...] = ()
    bring_in: int = 0
    street: int = 0
    pot: int = 0
    variant: Variant = DEFAULT_VARIANT
    posts: tuple[BlindPost, ...] = ()
    #: Every player's ``ante`` dead money for the table, not his own stake: a player all in on
    #: it may win all the antes (the untrimmed antes of a PHH record, as PokerKit plays them).
    dead_ante: bool = False

    def __post_init__(self) -> None:
        check_table_kinds(self)
        # A variant's name is taken too (a frozen table sets its own field once, here).
        object.__setattr__(self, "variant", variant(self.variant))
        n = len(self.names)
        if n < 2:
            raise SituationError(
                f"players: a hand needs at least two players, not {n}",
                code="bad-field",
                params={"count": n},
                variant="players-count",
            )
        most = min(MAX_PLAYERS, self.variant.max_players)
        if n > most:
            raise SituationError(
                f"players: a table of {self.variant.name} seats at most {most} players, not {n}",
                code="bad-field",
                params={"count": n, "most": most, "game": self.variant.name},
                variant="players-max-game",
            )
        if len(set(self.names)) != n:
            names = str(list(self.names))
            raise SituationError(
                f"players: the names must differ, not {names}",
                code="bad-field",
                params={"names": names},
                variant="names-differ",
            )
        if len(self.stacks) != n:
            raise SituationError(
                f"stacks: {len(self.stacks)} stacks for {n} players",
                code="bad-field",
                params={"stacks": len(self.stacks), "players": n},
                variant="stacks-count",
            )
        for name, stack in zip(self.names, self.stacks, strict=True):
            if stack < 1:
                raise SituationError(
                    f"players: {name}'s stack must be a positive number of chips, not {stack}",
                    code="bad-field",
                    params={"player": name, "stack": stack},
                    variant="stack-positive",
                )
        self._check_chip_limit()
        if not 0 <= self.button < n:
            raise SituationError(
                f"button: seat {self.button} is not at a table of {n}",
                code="bad-field",
                params={"seat": self.button, "players": n},
                variant="button-seat",
            )
        if not 0 <= self.street < len(self.variant.streets):
            raise SituationError(
                f"street: {self.street} is not a betting street",
                code="bad-field",
                params={"street": self.street},
                variant="street",
            )
        if self.blinds is not None:
            small, big = self.blinds
            if small < 0 or big < 0 or small + big < 1:
                raise SituationError(
                    f"blinds: [{small}, {big}] must not be negative, nor both 0",
                    code="bad-field",
                    params={"small": small, "big": big},
                    variant="blinds",
                )
        if min(self.ante, self.bb_ante, self.bring_in, self.pot) < 0 or any(s < 1 for s in self.straddles):
            raise SituationError(
                "ante, bb_ante, bring_in, pot and straddles must not be negative",
                code="bad-field",
                variant="negative",
            )
        if len(self.straddles) > n - 2:
            raise SituationError(
                f"straddles: {len(self.straddles)} straddles at a table of {n}",
                code="bad-field",
                params={"count": len(self.straddles), "players": n},
                variant="straddles-count",
            )
        self._check_blind_sizes()
        self._check_bring_in()
        if self.posts:
            self._check_posts()

    def _check_posts(self) -> None:
        """The other blinds: each a :class:`BlindPost` of a seat of the table, once, of whole chips
        (some of them), within the chip limit; none in a game with a bring-in."""
        n = len(self.names)
        posts = self.posts
        well_formed = type(posts) is tuple and all(
            isinstance(post, tuple) and len(post) == 3 and all(type(v) is int for v in post) for post in posts
        )
        if not well_formed or any(
            not 0 <= seat < n or live < 0 or dead < 0 or live + dead < 1 for seat, live, dead in posts
        ):
            raise SituationError(
                f"posts: each is a seat of the table (0 to {n - 1}) and the live and dead chips it posts,"
                f" not {posts!r}",
                code="bad-field",
                variant="posts",
            )
        if len({post[0] for post in posts}) != len(posts) or self.variant.has_bring_in:
            raise SituationError(
                "posts: one post a seat, and none in a game with a bring-in", code="bad-field", variant="posts-seats"
            )
        if sum(self.stacks) + self.pot > MAX_CHIPS or max(live + dead for _, live, dead in posts) > MAX_CHIPS:
            self._check_chip_limit()

    def _check_bring_in(self) -> None:
        """A stud game opens with a bring-in and has no blinds; the other games have no bring-in."""
        game = self.variant
        if not game.has_bring_in:
            if self.bring_in:
                raise SituationError(
                    f"bring_in: {game.name} has blinds, not a bring-in",
                    code="bad-field",
                    params={"game": game.name},
                    variant="bring-in-game",
                )
            return
        if self.blinds is not None or self.straddles or self.bb_ante:
            raise SituationError(
                f"blinds: {game.name} opens with a bring-in, not blinds",
                code="bad-field",
                params={"game": game.name},
                variant="blinds-in-stud",
            )
        full = self.structure.unit(False, self.structure.min_bet)
        if self.street == 0 and not 1 <= self.bring_in <= full:
            raise SituationError(
                f"bring_in: {game.name} needs a bring-in of 1 to {full} chips (a full small bet), not {self.bring_in}",
                code="bad-field",
                params={"game": game.name, "full": full, "bring_in": self.bring_in},
                variant="bring-in-size",
            )

    def _check_chip_limit(self) -> None:
        """Every amount within :data:`~pokerfloor.amounts.MAX_CHIPS`, the stacks and the pot
        together too: no pot, bet or stack of the hand can then grow past the limit."""
        total = sum(self.stacks) + self.pot
        largest = max(self.ante, self.bb_ante, self.bring_in, *(self.blinds or ()), *self.straddles)
        if total <= MAX_CHIPS and largest <= MAX_CHIPS:
            return
        field, amount = ("stacks and pot", total) if total > MAX_CHIPS else ("forced bets", largest)
        raise SituationError(
            f"{field}: {amount_text(amount)} is more than the {MAX_CHIPS} chips an amount may be",
            code="bad-field",
            params={"field": field, "amount": amount_text(amount), "max": MAX_CHIPS},
            variant="too-many-chips",
        )

    def _check_blind_sizes(self) -> None:
        """Each forced bet at least the one before: a big blind smaller than the small blind, or a
        straddle smaller than the blind it raises, is a mistake in the table (the blinds swapped).
        A blind of 0 is no blind (limit games may have a single one)."""
        levels = [level for level in (*(self.blinds or ()), *self.straddles) if level]
        for before, after in pairwise(levels):
            if after < before:
                raise SituationError(
                    f"blinds and straddles: each forced bet must be at least the one before it, not {levels}",
                    code="bad-field",
                    params={"levels": str(levels)},
                    variant="forced-bet-order",
                )

    def seat(self, name: str) -> int:
        """The seat index of a player, by name."""
        try:
            return self.names.index(name)
        except ValueError:
            raise SituationError(
                f"there is no player {name!r}; the players are: {', '.join(self.names)}",
                code="unknown-player",
                params={"player": name, "players": ", ".join(self.names)},
            ) from None

    @property
    def blind_seats(self) -> tuple[int, int]:
        """The small and the big blind's seats; heads-up the button posts the small blind
        (TDA 2024 Rule 34-B)."""
        n = len(self.names)
        if n == 2:
            return self.button, (self.button + 1) % 2
        return (self.button + 1) % n, (self.button + 2) % n
