"""Running it twice at a table of the room: the players' agreement (:class:`RunsAsked`).

A table whose settings offer ``runs`` above 1 asks, when the betting is over with every player
left but one at most all in and board cards to come (WSOP 2024 Live Action Rules 204 to 212: "the
players may agree to run the board more than once"), each player left in the pot how many times
he agrees to run it: 1 to ``runs``. Every answer is an event (``runs``), kept before anyone is
told of it. Once all have answered the house runs the board the fewest times any of them agreed
to (``ran``): it takes all of them to run it more than once; when the clock runs out first (the
table's action time, from when the agreement was asked) the board is dealt once. Until then the
hand is not over for the room: the board shows only the cards out when the betting ended, nobody
is paid, and the next hand waits.

The engine has dealt the single run already when the betting ended (its deck is the hand's,
dealt from its seed): :meth:`Hand.run_it <pokerfloor.core.hand.Hand.run_it>` deals the further
runs from the rest of the same deck, so a restart plays every run again exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pokerfloor.core.hand import Hand
from pokerfloor.errors import ActionUnavailableError, RoomError

__all__ = ["RunsAsked", "may_run_again"]


def may_run_again(hand: Hand) -> bool:
    """Whether the hand's board may be run again now: its betting over, two players or more in
    the pot, board cards dealt after the betting ended, the rulebook allowing two runs."""
    try:
        hand.run_it(2)  # neither a deck nor boards: every check passes, then it asks for the cards
    except ActionUnavailableError as refusal:
        return refusal.variant == "cards"
    raise AssertionError("run_it without cards ran the board")  # pragma: no cover - the engine asks for them


@dataclass
class RunsAsked:
    """The agreement asked: the ``players`` left in the pot (each must answer), the ``most`` runs
    the table offers, the board cards out when the betting ended (``board``: the view shows no
    more until the runs are dealt), and each player's ``answers`` so far."""

    players: tuple[str, ...]
    most: int
    board: int
    answers: dict[str, int] = field(default_factory=dict)

    def answer(self, player: str, times: object) -> None:
        """``player`` agrees to run the board up to ``times`` times (1: once); refused, nothing
        changed, for a player not in the pot, one who answered already, or a count out of range."""
        if player not in self.players:
            raise RoomError(code="agreement", variant="not-in-pot", params={"player": player})
        if player in self.answers:
            raise RoomError(
                code="agreement", variant="answered", params={"player": player, "times": self.answers[player]}
            )
        if type(times) is not int or not 1 <= times <= self.most:
            raise RoomError(code="agreement", variant="times", params={"most": self.most, "given": repr(times)[:20]})
        self.answers[player] = times

    @property
    def complete(self) -> bool:
        """Whether every player in the pot has answered."""
        return len(self.answers) == len(self.players)

    def agreed(self) -> int:
        """The runs every player agreed to: the fewest any answered (1 until all have)."""
        return min(self.answers.values()) if self.complete else 1

    def check_ran(self, times: object) -> int:
        """The house's ``ran``: once, or as many runs as all agreed to (a refusal otherwise)."""
        if type(times) is not int or not 1 <= times <= self.agreed():
            raise RoomError(
                code="agreement", variant="not-agreed", params={"given": repr(times)[:20], "agreed": self.agreed()}
            )
        return times

    def as_json(self) -> dict[str, object]:
        """The agreement as the views show it: who is asked, the most runs, who answered what."""
        return {"players": list(self.players), "most": self.most, "answers": dict(self.answers)}
