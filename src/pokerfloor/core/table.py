"""The table before a hand: players in seat order, stacks, the button, the structure, the rulebook,
the variant and its forced bets, and the street the hand starts on.

A :class:`Table` is checked whole when it is made (every value of the right kind, amounts within
:data:`~pokerfloor.amounts.MAX_CHIPS`, seats within what the variant's deck deals), so a hand
started from it never meets a bad value halfway.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Any, Final, NamedTuple

from pokerfloor import engine
from pokerfloor.amounts import MAX_CHIPS, digit_count
from pokerfloor.core.checks import TableKinds, all_whole, refuse_table_kinds
from pokerfloor.core.rake import HouseRake
from pokerfloor.core.seats import MAX_PLAYERS
from pokerfloor.core.table_options import Kill, killed_structure, refuse_option_kinds, refuse_options
from pokerfloor.core.table_seats import (
    check_blind_players,
    check_dead_small_blind,
    check_posts,
    check_seats,
    refuse_seat_shapes,
)
from pokerfloor.errors import SituationError, frozen, quoted
from pokerfloor.games.variants import DEFAULT_VARIANT, Variant
from pokerfloor.games.variants import variant as variant_of
from pokerfloor.given import Given, refused
from pokerfloor.rules import PRESETS, Rulebook
from pokerfloor.structures import Structure

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


#: The fields of a table, in order (the keywords of :class:`Table`, its ``repr`` and equality).
FIELDS: Final = (
    "names",
    "stacks",
    "button",
    "structure",
    "rules",
    "blinds",
    "ante",
    "bb_ante",
    "straddles",
    "bring_in",
    "street",
    "pot",
    "variant",
    "posts",
    "seats",
    "seat_numbers",
    "dead_button",
    "dead_small_blind",
    "blind_players",
    "dead_ante",
    "straddler",
    "bomb_pot",
    "kill",
    "kill_seat",
    "third_blind",
    "rake",
)
#: Whether the module runs compiled: its quick test of the values' kinds is then a native loop.
_COMPILED: Final = engine.ENGINE == "compiled"
_STR_ONLY: Final = frozenset({str})
_PLAIN_SEQUENCES: Final = (list, tuple)
#: The rulebook of a table given none: the TDA's.
DEFAULT_RULES: Final = PRESETS["tda"]


class Table:
    """The table before the hand: players in seat order (clockwise), stacks, the button, the
    structure and the rulebook, the forced bets, and where the hand starts.

    ``stacks`` are the stacks at the start of ``street``, before blinds and antes. ``pot`` is money
    already in the middle from earlier streets, which every player may win. ``straddles`` are
    posted by the players after the big blind, in order. ``posts`` are the other blinds posted
    (:class:`BlindPost`: a player coming in or back, a button blind); the betting still opens after
    the big blind (or the last straddle), or after the button when there are no blinds. A stud game
    has a ``bring_in`` and no blinds; the ``button`` is then the dealer's seat, whose left is dealt
    first. ``variant`` is the game (a :class:`~pokerfloor.games.description.Variant`, or its name);
    ``None``, the default, is hold'em (``DEFAULT_VARIANT``). ``rules`` is the rulebook; ``None``,
    the default, is the TDA's (``rulebook("tda")``).

    A table may have more ``seats`` than players: ``seat_numbers`` gives each player's seat (1 to
    ``seats``, clockwise, increasing with the players' order), and a seat no player holds is empty.
    Empty seats decide two things hand after hand (:mod:`pokerfloor.play.seating`): ``dead_button`` is
    the empty seat the button is on (a dead button; ``button`` is then the player just before it,
    who acts last again), and ``dead_small_blind`` the empty seat of a small blind nobody posts
    (the big blind is then the first player after the button). Left at 0, they are not used.
    ``blind_players`` names who posts the blinds when it is not the two players after the button
    (a player coming in between the button and the small blind posts his own blind, in ``posts``):
    the small and the big blind's players in the order of ``names``, the small ``None`` when it is
    dead. ``rake`` is the house's take from the pots at settlement (a
    :class:`~pokerfloor.core.rake.HouseRake`; ``None``, the default: none).
    """

    __slots__ = (*FIELDS, "betting_structure")

    names: tuple[str, ...]
    stacks: tuple[int, ...]
    button: int
    structure: Structure
    rules: Rulebook
    blinds: tuple[int, int] | None
    ante: int
    bb_ante: int
    straddles: tuple[int, ...]
    bring_in: int
    street: int
    pot: int
    variant: Variant
    posts: tuple[BlindPost, ...]
    seats: int
    seat_numbers: tuple[int, ...]
    dead_button: int
    dead_small_blind: int
    blind_players: tuple[int | None, int] | None
    #: Every player's ``ante`` dead money for the table, not his own stake: a player all in on
    #: it may win all the antes (the untrimmed antes of a PHH record, as PokerKit plays them).
    dead_ante: bool
    #: Who posts the first straddle (a player's index): ``None`` is the player after the big blind.
    straddler: int | None
    #: A bomb pot: every player's ante; nobody posts a blind and the betting starts on the flop.
    bomb_pot: int
    #: A kill pot: ``"full"`` or ``"half"``, posted by the player ``kill_seat``.
    kill: Kill | None
    kill_seat: int | None
    #: A three-blind game's third blind ($1-$2-$5: 5), posted by the player after the big blind.
    third_blind: int
    #: The betting limits of the hand: ``structure``, or in a kill pot its limits raised.
    betting_structure: Structure
    #: The house's take at settlement (:class:`~pokerfloor.core.rake.HouseRake`); ``None``: none.
    rake: HouseRake | None

    def __init__(
        self,
        *,
        names: Given[tuple[str, ...]],
        stacks: Given[tuple[int, ...]],
        button: Given[int],
        structure: Given[Structure],
        rules: Given[Rulebook | None] = None,
        blinds: Given[tuple[int, int] | None] = None,
        ante: Given[int] = 0,
        bb_ante: Given[int] = 0,
        straddles: Given[tuple[int, ...]] = (),
        bring_in: Given[int] = 0,
        street: Given[int] = 0,
        pot: Given[int] = 0,
        variant: Given[Variant | None] = None,
        posts: Given[tuple[BlindPost, ...]] = (),
        seats: Given[int] = 0,
        seat_numbers: Given[tuple[int, ...]] = (),
        dead_button: Given[int] = 0,
        dead_small_blind: Given[int] = 0,
        blind_players: Given[tuple[int | None, int] | None] = None,
        dead_ante: Given[bool] = False,
        straddler: Given[int | None] = None,
        bomb_pot: Given[int] = 0,
        kill: Given[Kill | None] = None,
        kill_seat: Given[int | None] = None,
        third_blind: Given[int] = 0,
        rake: Given[HouseRake | None] = None,
    ) -> None:
        if rules is None:  # the default rulebook, as everywhere else (the command line, the page)
            rules = DEFAULT_RULES
        if rake is not None and not isinstance(rake, HouseRake):
            raise refused("rake", rake, "needs", kind="HouseRake")
        # Every value's kind first, each refused naming its field (compiled, a field set with a
        # value of another kind would raise a bare TypeError).
        numbers = (button, ante, bb_ante, bring_in, street, pot)
        if not _plain_kinds(
            names, stacks, blinds, straddles, numbers, dead_ante=dead_ante, structure=structure, rules=rules
        ):
            refuse_table_kinds(
                TableKinds(
                    names, stacks, blinds, straddles, button, ante, bb_ante, bring_in, street, pot, dead_ante,
                    structure, rules,
                )
            )  # fmt: skip
        # Checked: from here on they have their types (to mypyc they were ``object``: pokerfloor.given);
        # lists are held as the tuples the fields are. Each field is set past the table's own
        # ``__setattr__``, which refuses (a table does not change); compiled, object.__setattr__
        # of a field named in the class is a native store.
        held_names: tuple[str, ...] = tuple(names)  # type: ignore[arg-type, unused-ignore]
        refuse_seat_shapes(
            len(held_names),
            posts=posts,
            seats=seats,
            seat_numbers=seat_numbers,
            dead_button=dead_button,
            dead_small_blind=dead_small_blind,
            blind_players=blind_players,
        )
        # The live-action options (pokerfloor.core.table_options), refused naming their fields.
        plain = straddler is None and kill is None and kill_seat is None
        options = not (plain and type(bomb_pot) is type(third_blind) is int and not bomb_pot and not third_blind)
        if options:
            refuse_option_kinds(straddler, bomb_pot, kill, kill_seat, third_blind)
        # A variant's name is taken too.
        game = variant_of(DEFAULT_VARIANT if variant is None else variant)  # type: ignore[arg-type, unused-ignore]
        object.__setattr__(self, "names", held_names)
        object.__setattr__(self, "stacks", tuple(stacks))  # type: ignore[arg-type, unused-ignore]
        object.__setattr__(self, "button", button)
        object.__setattr__(self, "structure", structure)
        object.__setattr__(self, "rules", rules)
        object.__setattr__(self, "blinds", blinds if blinds is None else tuple(blinds))  # type: ignore[arg-type, unused-ignore]
        object.__setattr__(self, "ante", ante)
        object.__setattr__(self, "bb_ante", bb_ante)
        object.__setattr__(self, "straddles", tuple(straddles))  # type: ignore[arg-type, unused-ignore]
        object.__setattr__(self, "bring_in", bring_in)
        object.__setattr__(self, "street", street)
        object.__setattr__(self, "pot", pot)
        object.__setattr__(self, "variant", game)
        object.__setattr__(self, "posts", posts)
        object.__setattr__(self, "seats", seats)
        object.__setattr__(self, "seat_numbers", seat_numbers)
        object.__setattr__(self, "dead_button", dead_button)
        object.__setattr__(self, "dead_small_blind", dead_small_blind)
        object.__setattr__(self, "blind_players", blind_players)
        object.__setattr__(self, "dead_ante", dead_ante)
        object.__setattr__(self, "straddler", straddler)
        object.__setattr__(self, "bomb_pot", bomb_pot)
        object.__setattr__(self, "kill", kill)
        object.__setattr__(self, "kill_seat", kill_seat)
        object.__setattr__(self, "third_blind", third_blind)
        object.__setattr__(self, "betting_structure", structure)
        object.__setattr__(self, "rake", rake)
        if not self._usual():
            self._check_values()
        if self.posts:
            self._check_posts()
        if self.seats or self.seat_numbers or self.dead_button or self.dead_small_blind:
            check_seats(self)
        if self.blind_players is not None:
            check_blind_players(self)
        if self.dead_small_blind:
            check_dead_small_blind(self)
        if options or game.bomb_pots:  # a game whose every hand is a bomb pot needs the ante
            refuse_options(self)
            object.__setattr__(self, "betting_structure", killed_structure(self.structure, self.kill))

    def __setattr__(self, name: str, value: object) -> None:
        raise frozen(self, name)

    def __delattr__(self, name: str) -> None:
        raise frozen(self, name, deleting=True)

    def replace(self, **changes: Any) -> Table:
        """This table with some of its fields changed (``table.replace(variant="omaha")``), made
        and checked as a new table is."""
        return Table(**{**dict(zip(FIELDS, self._values(), strict=True)), **changes})

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, field) for field in FIELDS)

    def __eq__(self, other: object) -> bool:
        """Tables are equal when every field is (a table pickled and read again is equal to it)."""
        return type(other) is type(self) and isinstance(other, Table) and other._values() == self._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{field}={getattr(self, field)!r}" for field in FIELDS)
        return f"{type(self).__name__}({fields})"

    def __reduce__(self) -> tuple[Callable[..., Table], tuple[object, ...]]:
        """Pickled as its fields, made again (and checked again) by the constructor."""
        return _table_again, self._values()

    def _usual(self) -> bool:
        """Whether every value is in range on a usual table (no straddle, no bring-in, the small
        blind at most the big): one test, mostly in C, as a replay makes a table for every hand.
        :meth:`_check_values` runs when it is not, and names what is wrong (or finds nothing)."""
        n, game, blinds, stacks = len(self.names), self.variant, self.blinds, self.stacks
        return (
            2 <= n <= min(MAX_PLAYERS, game.max_players)
            and len(stacks) == n
            and len(set(self.names)) == n
            and min(stacks) >= 1
            and 0 <= self.button < n
            and 0 <= self.street < len(game.streets)
            and not self.straddles
            and not self.bring_in
            and not game.has_bring_in
            and (blinds is None or 0 <= blinds[0] <= blinds[1] >= 1)
            and min(self.ante, self.bb_ante, self.pot) >= 0
            and sum(stacks) + self.pot <= MAX_CHIPS
            and max(self.ante, self.bb_ante, *(blinds or ())) <= MAX_CHIPS
        )

    def _check_values(self) -> None:
        """The players, stacks, button, street and forced bets, each checked in turn: the first
        value out of range is refused, naming its field."""
        n = len(self.names)
        if n < 2:
            raise SituationError(
                code="bad-field",
                params={"count": n},
                variant="players-count",
            )
        most = min(MAX_PLAYERS, self.variant.max_players)
        if n > most:
            raise SituationError(
                code="bad-field",
                params={"count": n, "most": most, "game": self.variant.name},
                variant="players-max-game",
            )
        if len(set(self.names)) != n:
            names = str(list(self.names))
            raise SituationError(
                code="bad-field",
                params={"names": names},
                variant="names-differ",
            )
        if len(self.stacks) != n:
            raise SituationError(
                code="bad-field",
                params={"stacks": len(self.stacks), "players": n},
                variant="stacks-count",
            )
        if min(self.stacks) < 1:  # one pass in C; the loop only to name the player
            for name, stack in zip(self.names, self.stacks, strict=True):
                if stack < 1:
                    raise SituationError(
                        code="bad-field",
                        params={"player": name, "stack": stack},
                        variant="stack-positive",
                    )
        self._check_chip_limit()
        if not 0 <= self.button < n:
            raise SituationError(
                code="bad-field",
                params={"seat": self.button, "players": n},
                variant="button-seat",
            )
        if not 0 <= self.street < len(self.variant.streets):
            raise SituationError(
                code="bad-field",
                params={"street": self.street},
                variant="street",
            )
        if self.blinds is not None:
            small, big = self.blinds
            if small < 0 or big < 0 or small + big < 1:
                raise SituationError(
                    code="bad-field",
                    params={"small": small, "big": big},
                    variant="blinds",
                )
        if min(self.ante, self.bb_ante, self.bring_in, self.pot) < 0 or any(s < 1 for s in self.straddles):
            raise SituationError(code="bad-field", variant="negative")
        if len(self.straddles) > n - 2:
            raise SituationError(
                code="bad-field",
                params={"count": len(self.straddles), "players": n},
                variant="straddles-count",
            )
        self._check_blind_sizes()
        self._check_bring_in()

    def _check_posts(self) -> None:
        """The other blinds (:func:`~pokerfloor.core.table_seats.check_posts`), within the chip limit."""
        check_posts(self)
        posts = self.posts
        if sum(self.stacks) + self.pot > MAX_CHIPS or max(live + dead for _, live, dead in posts) > MAX_CHIPS:
            self._check_chip_limit()

    def _check_bring_in(self) -> None:
        """A stud game opens with a bring-in and has no blinds; the other games have no bring-in."""
        game = self.variant
        if not game.has_bring_in:
            if self.bring_in:
                raise SituationError(
                    code="bad-field",
                    params={"game": game.name},
                    variant="bring-in-game",
                )
            return
        if self.blinds is not None or self.straddles or self.bb_ante:
            raise SituationError(
                code="bad-field",
                params={"game": game.name},
                variant="blinds-in-stud",
            )
        full = self.structure._unit(False, self.structure.min_bet)
        if self.street == 0 and not 1 <= self.bring_in <= full:
            raise SituationError(
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
            code="bad-field",
            params={"field": field, "digits": digit_count(amount), "max": MAX_CHIPS},
            variant="too-many-chips",
        )

    def _check_blind_sizes(self) -> None:
        """Each forced bet at least the one before: a big blind smaller than the small blind, or a
        straddle smaller than the blind it raises, is a mistake in the table (the blinds swapped).
        A blind of 0 is no blind (limit games may have a single one)."""
        if not self.straddles and (self.blinds is None or self.blinds[0] <= self.blinds[1]):
            return  # the usual table: two blinds in order, or none
        levels = [level for level in (*(self.blinds or ()), *self.straddles) if level]
        for before, after in pairwise(levels):
            if after < before:
                raise SituationError(
                    code="bad-field",
                    params={"levels": str(levels)},
                    variant="forced-bet-order",
                )

    def seat(self, name: Given[str]) -> int:
        """The seat index of a player, by name."""
        try:
            return self.names.index(name)
        except ValueError:
            raise SituationError(
                code="unknown-player",
                params={"player": quoted(name), "players": ", ".join(self.names)},
            ) from None

    @property
    def blind_seats(self) -> tuple[int | None, int]:
        """The small and the big blind's seats (indices of the players); heads-up the button posts
        the small blind (TDA 2024 Rule 34-B); with a dead small blind nobody posts it (``None``)
        and the big blind is the first player after the button."""
        if self.blind_players is not None:
            return self.blind_players
        n = len(self.names)
        if n == 2:
            return self.button, (self.button + 1) % 2
        if self.dead_small_blind:
            return None, (self.button + 1) % n
        return (self.button + 1) % n, (self.button + 2) % n

    @property
    def seat_count(self) -> int:
        """The seats at the table: ``seats``, or the last player's seat, or one per player."""
        return self.seats or (self.seat_numbers[-1] if self.seat_numbers else len(self.names))

    @property
    def numbers(self) -> tuple[int, ...]:
        """Each player's seat number (1 to :attr:`seat_count`), in the players' order."""
        return self.seat_numbers or tuple(range(1, len(self.names) + 1))

    @property
    def button_seat(self) -> int:
        """The seat number of the button: the dead button's empty seat, or the button player's."""
        return self.dead_button or self.numbers[self.button]


def _table_again(*values: Any) -> Table:
    """A pickled table made again from its fields (:meth:`Table.__reduce__`), checked again."""
    return Table(**dict(zip(FIELDS, values, strict=True)))


def _plain_kinds(
    names: Any,
    stacks: Any,
    blinds: Any,
    straddles: Any,
    numbers: tuple[object, ...],
    *,
    dead_ante: object,
    structure: object,
    rules: object,
) -> bool:
    """Whether the names are strings (none blank), the stacks, blinds and straddles whole numbers
    in lists or tuples (a pair of blinds, or ``None``), ``numbers`` whole numbers, ``dead_ante``
    true or false, and the structure and the rulebook what they are: one quick test for the usual
    table, native loops compiled and sets of types (made in C) in Python;
    :func:`~pokerfloor.core.checks.refuse_table_kinds` names the culprit when it fails."""
    if not (
        type(dead_ante) is bool
        and isinstance(structure, Structure)
        and isinstance(rules, Rulebook)
        and type(names) in _PLAIN_SEQUENCES
        and type(stacks) in _PLAIN_SEQUENCES
        and type(straddles) in _PLAIN_SEQUENCES
        and (blinds is None or (type(blinds) in _PLAIN_SEQUENCES and len(blinds) == 2))
    ):
        return False
    if _COMPILED:
        return (
            all(type(name) is str and name.strip() for name in names)
            and all(type(v) is int for v in stacks)
            and all(type(v) is int for v in straddles)
            and all(type(v) is int for v in numbers)
            and (blinds is None or all(type(v) is int for v in blinds))
        )
    return (
        {*map(type, names)} <= _STR_ONLY
        and all(map(str.strip, names))
        and all_whole((*stacks, *straddles, *numbers, *(blinds or ())))
    )
