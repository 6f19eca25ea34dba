"""A table of the room as it stands: :class:`TableState`, what its events made it (each applied
by :func:`pokerfloor.room.state.apply`, the one function that changes it), and the floor's
:class:`Ruling` on a dispute.

The seating between hands is the engine's :class:`~pokerfloor.play.seating.Seating` (the button,
the blinds, players new, away or back, the blinds they missed, the dead button, by the rulebook);
each hand is a :class:`~pokerfloor.core.hand.Hand` dealt from it and played through the written
actions' one door (:meth:`Hand.push_text <pokerfloor.core.hand.Hand.push_text>`). What the room
adds is its own: each player's time bank, top-ups waiting for the end of his hand, players
leaving once their hand is over, the waiting list, the pause, the chips brought and taken away.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pokerfloor.core.hand import Hand
from pokerfloor.errors import RoomError
from pokerfloor.games.cards import Deck
from pokerfloor.play.seating import Reason, Seated, Seating, Stakes
from pokerfloor.room.runs import RunsAsked
from pokerfloor.room.settings import TableSettings
from pokerfloor.room.sitandgo import SitAndGo, Tourney

__all__ = ["Ruling", "TableState"]


@dataclass(frozen=True, slots=True)
class Ruling:
    """A floor ruling on a dispute: when, by whom, what was ruled and the rule cited."""

    at: float
    by: str
    text: str
    rule: str


@dataclass
class TableState:
    """A table as its events made it (see the module's documentation).

    ``seating`` is the table between hands (during a hand: as the deal left it; the stacks move
    when the hand is over). ``hand`` is the hand in play or the last one played (``None`` before
    the first); ``away_in_hand`` the players dealt in while away, whose hands the house folds;
    ``turn_started`` when the clock of the player to act began; ``hand_ended`` when the last hand
    ended. ``banks`` are the time banks in seconds, ``pending`` the chips added during a hand
    (they join the stack when it is over), ``leaving`` the players who leave once their hand is
    over, ``why_away`` why each player away sits out, ``waiting`` the waiting list with each
    one's buy-in, ``cashed`` the chips each player who left took away (0: he lost them all; kept
    until he sits down again). ``chips_in`` and ``chips_out`` count the chips brought and taken
    away; ``missed_straddles`` the players who owe the table's mandatory straddle (they post it
    dead when next dealt in); ``raked`` the chips the house took from the pots (its rake and jackpot drops).
    ``tourney`` is how a sit-and-go stands (``None`` at a cash table). ``runs_asked`` is the
    players' agreement to run the board more than once while it is asked (:mod:`pokerfloor.room.runs`:
    the hand is still in play then), ``deck`` the hand's deck, whose rest deals the further runs.
    ``bomb_votes`` are the players' votes for a bomb pot on the next hand (``True``: in,
    ``False``: out), cleared by each deal."""

    table_id: str
    settings: TableSettings | None = None
    stakes: Stakes | None = None
    seating: Seating = field(default_factory=lambda: Seating(2, ()))
    hand: Hand | None = None
    hand_number: int = 0
    hand_seed: int = 0
    away_in_hand: frozenset[str] = frozenset()
    reasons: tuple[Reason, ...] = ()
    turn_started: float = 0.0
    hand_ended: float = 0.0
    banks: dict[str, float] = field(default_factory=dict)
    pending: dict[str, int] = field(default_factory=dict)
    leaving: set[str] = field(default_factory=set)
    why_away: dict[str, str] = field(default_factory=dict)
    waiting: list[tuple[str, int]] = field(default_factory=list)
    cashed: dict[str, int] = field(default_factory=dict)
    rulings: list[Ruling] = field(default_factory=list)
    paused: bool = False
    closed: bool = False
    seq: int = 0
    at: float = 0.0
    chips_in: int = 0
    chips_out: int = 0
    raked: int = 0
    missed_straddles: frozenset[str] = frozenset()
    tourney: Tourney | None = None
    runs_asked: RunsAsked | None = None
    bomb_votes: dict[str, bool] = field(default_factory=dict)
    deck: Deck | None = None

    # -- what can be read of it -------------------------------------------------------------------
    @property
    def in_hand(self) -> bool:
        """Whether a hand is being played (its betting over, it is still in play while its players
        are asked whether to run the board again)."""
        return self.hand is not None and (not self.hand.is_over or self.runs_asked is not None)

    @property
    def open_settings(self) -> TableSettings:
        """The settings of an open table (a refusal before the table is opened)."""
        if self.settings is None:
            raise RoomError(code="no-table", params={"table": self.table_id})
        return self.settings

    def seated(self, name: str) -> Seated | None:
        """The player of that name in his seat, or ``None``."""
        return next((p for p in self.seating.players if p.name == name), None)

    def player(self, name: str) -> Seated:
        """The seated player of that name (a refusal when he has no seat)."""
        found = self.seated(name)
        if found is None:
            raise RoomError(code="not-seated", params={"player": name})
        return found

    def dealt_in(self, name: str) -> bool:
        """Whether the player is in the hand being played (folded or not)."""
        return self.in_hand and self.hand is not None and name in self.hand.names

    def stack(self, name: str) -> int:
        """The player's chips behind: as the hand in play has them, else his seat's."""
        hand = self.hand
        if hand is not None and self.in_hand and name in hand.names:
            return hand.stacks[hand.names.index(name)]
        return self.player(name).stack

    def chips_at_table(self) -> int:
        """The chips at the table: the stacks as the last hand left them (a hand in play keeps
        its chips), and the top-ups waiting for the end of a hand."""
        return sum(p.stack for p in self.seating.players) + sum(self.pending.values())

    def free_seats(self) -> list[int]:
        """The empty seats, in order."""
        taken = {p.seat for p in self.seating.players}
        return [seat for seat in range(1, self.seating.seats + 1) if seat not in taken]

    def sit_and_go(self) -> tuple[SitAndGo, Tourney] | None:
        """A sit-and-go table's rules and how it stands (``None`` at a cash table)."""
        settings, tourney = self.settings, self.tourney
        if settings is None or settings.sit_and_go is None or tourney is None:
            return None
        return settings.sit_and_go, tourney
