"""The table between hands: a :class:`Seating` (who sits in which seat with what stack, who is new,
away or back, where the last hand's button and blinds were) and the :class:`Deal` it makes of the
next hand, as the rulebook places the button and the blinds
(:mod:`~pokerfloor.play.seating.placement`) and deals the players in
(:mod:`~pokerfloor.play.seating.admission`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerfloor.core.seats import MAX_PLAYERS
from pokerfloor.core.table import Table
from pokerfloor.errors import SituationError, quoted
from pokerfloor.given import mapping, text, whole, wholes
from pokerfloor.play.seating.placement import Placement
from pokerfloor.play.seating.reasons import Reason
from pokerfloor.play.seating.seats import STATUSES, Positions, Seated, Status, positions_of
from pokerfloor.play.seating.stakes import Stakes

if TYPE_CHECKING:  # hand.py needs nothing from here: the class is named for the annotations only
    from pokerfloor.core.hand import Hand

__all__ = ["Deal", "Seating"]


@dataclass(frozen=True)
class Deal:
    """The next hand: its ``table``, the ``seating`` once it is dealt (the hand's positions recorded,
    the blinds missed marked), the ``reasons`` for the button, the blinds and who is dealt in, the
    players ``away`` who are dealt in all the same (their hands are killed: the rulebook blinds
    them), those ``waiting`` (seated, not dealt in) and those who ``left`` after the last hand."""

    table: Table
    seating: Seating
    reasons: tuple[Reason, ...]
    away: tuple[str, ...] = ()
    waiting: tuple[str, ...] = ()
    left: tuple[str, ...] = ()

    def next_hand(self) -> dict[str, object]:
        """Where the hand starts, as a situation file's ``next_hand`` says it: ``button``,
        ``small_blind``, ``big_blind``, ``first_to_act`` (a name, ``"seat N"`` for a dead
        button, ``"none"`` for a dead small blind or a game without one), the other blinds
        ``posts`` (``{name: {live, dead}}``), ``waiting``, ``left`` (who had no chips), what
        each player away ``owes`` (``{name: ["big", "small"]}``) and the ``absent_buttons`` each
        has (WSOP 2024 Live Action Rule 73)."""
        table = self.table
        names = table.names
        out: dict[str, object] = {
            "button": f"seat {table.dead_button}" if table.dead_button else names[table.button],
            "small_blind": "none",
            "big_blind": "none",
            "first_to_act": None,
        }
        if table.blinds is not None:
            small, big = table.blind_seats
            out["small_blind"] = names[small] if small is not None else "none"
            out["big_blind"] = names[big]
        if not table.variant.has_bring_in:  # a stud hand's opener is the card that brings in
            from pokerfloor.core.hand import Hand  # noqa: PLC0415 - hand.py imports table.py, which this module imports

            out["first_to_act"] = Hand(table).player_to_act or None
        out["posts"] = {names[p.seat]: {"live": p.live, "dead": p.dead} for p in table.posts}
        out["waiting"] = list(self.waiting)
        out["left"] = list(self.left)
        out["owes"] = {
            p.name: [blind for blind, missed in (("big", p.missed_big), ("small", p.missed_small)) if missed]
            for p in self.seating.players
            if p.owes
        }
        out["absent_buttons"] = {p.name: p.absent_buttons for p in self.seating.players if p.absent_buttons}
        return out


@dataclass(frozen=True)
class Seating:
    """The table between hands: ``seats`` (how many), the ``players`` in seat order, the ``last``
    hand's :class:`Positions` (``None`` before the first hand, whose button is on seat
    ``button``), and who ``departed`` after the last hand (no chips left)."""

    seats: int
    players: tuple[Seated, ...]
    last: Positions | None = None
    button: int = 0
    departed: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if type(self.seats) is not int or not 2 <= self.seats <= MAX_PLAYERS:
            raise SituationError(
                code="bad-field", variant="seating-seats", params={"most": MAX_PLAYERS, "seats": quoted(self.seats)}
            )
        seen: set[str] = set()
        before = 0
        for player in self.players:
            if not isinstance(player, Seated) or player.status not in STATUSES:
                raise SituationError(code="bad-field", variant="not-seated", params={"player": repr(player)})
            if type(player.seat) is not int or not before < player.seat <= self.seats or player.name in seen:
                raise SituationError(
                    code="bad-field",
                    variant="seat-order",
                    params={"player": player.name, "seat": repr(player.seat), "seats": self.seats},
                )
            if type(player.stack) is not int or player.stack < 1:
                raise SituationError(code="bad-field", variant="seated-stack", params={"player": player.name})
            seen.add(player.name)
            before = player.seat

    # -- making one -----------------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        stacks: Mapping[str, int],
        *,
        seats: int | None = None,
        seat_numbers: Sequence[int] | None = None,
        button: str | None = None,
    ) -> Seating:
        """A table about to deal its first hand: the players and their stacks in seat order (in
        seats 1, 2, ... unless ``seat_numbers`` says), the button on ``button`` (default: the last)."""
        # The values given, each of its kind, before any is read.
        names = [text("stacks", name) for name in mapping("stacks", stacks)]
        for name in names:
            whole("stacks", stacks[name], 1)
        if seats is not None:
            whole("seats", seats, 2, MAX_PLAYERS)
        if button is not None:
            text("button", button)
        numbers = (
            list(wholes("seat_numbers", seat_numbers, 1, MAX_PLAYERS))
            if seat_numbers is not None
            else list(range(1, len(names) + 1))
        )
        if len(numbers) != len(names):
            raise SituationError(
                code="bad-field", variant="seat-numbers-count", params={"numbers": len(numbers), "players": len(names)}
            )
        players = tuple(Seated(name, number, stacks[name]) for name, number in zip(names, numbers, strict=True))
        seating = cls(seats or max(numbers, default=0), players)
        chosen = button if button is not None else (names[-1] if names else "")
        return dataclasses.replace(seating, button=seating.player(chosen).seat)

    @classmethod
    def of_table(cls, table: Table, waiting: Iterable[Seated] = ()) -> Seating:
        """The seating of a table about to play its hand: its players in their seats, its button and
        blinds as the last positions, and the players ``waiting`` in the other seats."""
        numbers = table.numbers
        players = [Seated(name, numbers[i], table.stacks[i]) for i, name in enumerate(table.names)]
        players.extend(waiting)
        players.sort(key=lambda p: p.seat if isinstance(p, Seated) else 0)
        seats = max([table.seat_count, *(p.seat for p in players if isinstance(p, Seated))])
        return cls(seats, tuple(players), positions_of(table), button=table.button_seat)

    # -- between hands --------------------------------------------------------------------------
    def player(self, name: str) -> Seated:
        """The player of that name."""
        for player in self.players:
            if player.name == name:
                return player
        raise SituationError(
            code="unknown-player",
            variant="seating",
            params={"player": repr(name), "players": ", ".join(p.name for p in self.players)},
        )

    def _with(self, name: str, **changes: object) -> Seating:
        changed = dataclasses.replace(self.player(name), **changes)  # type: ignore[arg-type]
        return dataclasses.replace(self, players=tuple(changed if p.name == name else p for p in self.players))

    def sit(self, name: str, seat: int, stack: int, *, posts: bool = False, buys_button: bool = False) -> Seating:
        """A new player sits down on an empty seat with ``stack``; ``posts``: he posts a big blind to
        be dealt in at once where the rulebook asks for one, rather than wait for the big blind;
        ``buys_button``: sitting between the small blind and the button, he buys the button where
        the rulebook lets him (a big blind and a dead small blind; WSOP 2024 Live Action Rule 154)."""
        if any(p.name == name for p in self.players):
            raise SituationError(code="bad-field", variant="already-seated", params={"player": repr(name)})
        if any(p.seat == seat for p in self.players):
            raise SituationError(code="bad-field", variant="seat-taken", params={"seat": repr(seat)})
        newcomer = Seated(name, seat, stack, "new", posts or buys_button, buys_button=buys_button)
        players = sorted((*self.players, newcomer), key=lambda p: p.seat)
        return dataclasses.replace(self, players=tuple(players))

    def sit_out(self, name: str) -> Seating:
        """The player goes away from the table: from the next hand he sits out (or, where the
        rulebook blinds absent players, is dealt in and his hand killed)."""
        return self._with(name, status="away")

    def come_back(self, name: str, *, posts: bool = True) -> Seating:
        """The player comes back: with blinds missed he posts them (``posts``) or waits for the big
        blind; without, he plays the next hand."""
        player = self.player(name)
        status: Status = "back" if player.owes else "playing"
        if player.status == "new":
            status = "new"
        return self._with(name, status=status, posts=posts, absent_buttons=0)

    def leave(self, name: str) -> Seating:
        """The player leaves the table; his seat is empty."""
        self.player(name)
        return dataclasses.replace(
            self, players=tuple(p for p in self.players if p.name != name), departed=(*self.departed, name)
        )

    def after(self, hand: Hand) -> Seating:
        """The table once ``hand`` is over: each player's stack as the hand left it, and the players
        with no chips gone (they are :attr:`departed`)."""
        if not hand.is_over or (hand.is_contested and not hand.is_settled):
            raise SituationError(code="hand-not-over", variant="seating")
        final = dict(zip(hand.table.names, hand.stacks, strict=True))
        players, gone = [], []
        for player in self.players:
            stack = final.get(player.name, player.stack)
            if stack:
                players.append(dataclasses.replace(player, stack=stack))
            else:
                gone.append(player.name)
        return dataclasses.replace(self, players=tuple(players), departed=tuple(gone))

    # -- the next hand --------------------------------------------------------------------------
    def deal(self, stakes: Stakes) -> Deal:
        """The next hand's table, as the rulebook places the button and the blinds and deals the
        players in; raises :class:`~pokerfloor.errors.SituationError` when fewer than two players
        can be dealt in."""
        placed = Placement(self, stakes).place()
        after = Seating(self.seats, placed.players, placed.last, self.button)
        return Deal(placed.table, after, placed.reasons, placed.away, placed.waiting, self.departed)
