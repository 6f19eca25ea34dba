"""Players' names replaced by pseudonyms (``pokerfloor convert --anonymise``): the same name the
same pseudonym across a run, whatever the file or the format it was read from, so that a corpus
shared for study keeps who played whom, and not who they are.

The pseudonyms are ``Player1``, ``Player2``... in the order the names are first met: stable
for the same files given in the same order, and they say nothing of the names (no hash a
dictionary of names could undo).

>>> names = Pseudonyms()
>>> [names.of(n) for n in ("ann", "bob", "ann")]
['Player1', 'Player2', 'Player1']
"""

from __future__ import annotations

from dataclasses import replace

from pokerfloor.formats.sites.hand import Seat, SiteHand

__all__ = ["Pseudonyms"]


class Pseudonyms:
    """The pseudonym of each name met so far in a run."""

    def __init__(self, prefix: str = "Player") -> None:
        self.prefix = prefix
        self.names: dict[str, str] = {}

    def of(self, name: str) -> str:
        """The pseudonym of ``name`` (a new one the first time it is met); ``""`` stays ``""``."""
        if not name:
            return name
        if name not in self.names:
            self.names[name] = f"{self.prefix}{len(self.names) + 1}"
        return self.names[name]

    def site_hand(self, hand: SiteHand) -> SiteHand:
        """``hand`` with every player's name replaced: the seats, the events, the hero and what
        each won (what the reader forgave, which may quote names, is left out)."""
        for seat in hand.seats:  # in seat order: the names of a hand numbered as they sit
            self.of(seat.name)
        seats = [Seat(s.number, self.of(s.name), s.stack, s.sitting_out, s.bounty) for s in hand.seats]
        events = [replace(e, player=self.of(e.player)) for e in hand.events]
        won = {self.of(name): amount for name, amount in hand.won.items()}
        return replace(hand, seats=seats, events=events, hero=self.of(hand.hero), won=won, forgiven=[])
