"""A session: hand after hand at one table, the button and the blinds moving by the rulebook.

Each hand is dealt from the :class:`~pokerfloor.play.seating.Seating` the last one left (stacks carried
over, players with no chips gone) and played by a policy, or by the actions given; the session
keeps the hands, and :meth:`Session.history` writes them as a ``.phhs`` file (each hand's starting
stacks the previous one's finishing stacks) that ``pokerfloor check`` replays.

>>> from pokerfloor import NoLimit, rulebook
>>> from pokerfloor.play.seating import Seating, Stakes
>>> session = Session(Seating.start({"A": 200, "B": 200, "C": 200}), Stakes(NoLimit(2), rulebook("tda"), blinds=(1, 2)),
...                   seed=1)
>>> hand = session.play_hand(["C fold", "A fold"])
>>> [p.stack for p in session.seating.players], session.deal().next_hand()["button"]
([199, 201, 200], 'A')
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pokerfloor.actions import Action, Kind
from pokerfloor.core.hand import Hand
from pokerfloor.core.options import Options
from pokerfloor.errors import PokerfloorError, SituationError
from pokerfloor.formats.phh import dumps, to_phh
from pokerfloor.games.cards import Deck
from pokerfloor.given import instance, refused, sequence, text, whole
from pokerfloor.live import play_text
from pokerfloor.play.batch import Policy
from pokerfloor.play.seating import Deal, Seating, Stakes
from pokerfloor.play.workers import seeded_random

__all__ = ["Session", "table_policy"]

_SIZED = (Kind.BET, Kind.RAISE, Kind.COMPLETE)
_FOLD, _CHECK = Action(Kind.FOLD), Action(Kind.CHECK)


def table_policy(hand: Hand, options: Options, rng: random.Random) -> Action:
    """A random legal action of any game: a kind uniformly, an amount uniformly in its range (one
    of the sizes where the rules give two), and in a draw some of the cards held."""
    kind = options.kinds[int(rng.random() * len(options.kinds))]
    if kind is Kind.DRAW:
        held = hand.hole[hand.to_act]
        return Action(kind, None, tuple(rng.sample(held, rng.randint(0, len(held)))))
    if kind in _SIZED and options.sizes is not None:
        return Action(kind, rng.choice(options.sizes))
    if kind in _SIZED:
        low, high = options.min_to, options.max_to
        assert low is not None and high is not None
        return Action(kind, rng.randint(low, high))
    return Action(kind)


class Session:
    """Hand after hand at one table. ``stakes`` may change between hands (a tournament's levels);
    ``policy`` decides for every player (``(hand, options, rng) -> Action``), except players away
    whom the rulebook blinds: their hands are folded (killed). With a ``seed`` the session repeats
    exactly."""

    def __init__(
        self,
        seating: Seating,
        stakes: Stakes,
        *,
        policy: Policy = table_policy,
        seed: int | None = None,
    ) -> None:
        self.seating = instance("seating", seating, Seating)
        self.stakes = instance("stakes", stakes, Stakes)
        if not callable(policy):
            raise refused("policy", policy, "needs", kind="function")
        self.policy = policy
        self.rng = seeded_random(None if seed is None else whole("seed", seed))
        #: The hands played, in order, and the deal each was played from.
        self.hands: list[Hand] = []
        self.deals: list[Deal] = []

    @property
    def chips(self) -> int:
        """The chips at the table."""
        return sum(player.stack for player in self.seating.players)

    def deal(self) -> Deal:
        """The next hand as the rulebook deals it (nothing is played)."""
        return self.seating.deal(self.stakes)

    def play_hand(self, actions: Sequence[str] | None = None) -> Hand:
        """Deal the next hand and play it to the end: by ``actions`` (``"A raise 300"``, as in a
        situation file) when given, which must finish it, else by the policy. Returns the hand."""
        texts = None if actions is None else [text("actions", written) for written in sequence("actions", actions)]
        deal = self.deal()
        shuffled = self.rng.getstate()  # a refused hand leaves the session as it was: its deck too
        hand = Hand(deal.table, deck=Deck(rng=self.rng))
        try:
            if texts is not None:
                for written in texts:
                    play_text(hand, written)
                if not hand.is_over:
                    raise SituationError(code="hand-not-over", variant="session", params={"count": len(texts)})
            else:
                self._play_out(hand, frozenset(deal.away))
        except PokerfloorError:
            self.rng.setstate(shuffled)
            raise
        self.seating = deal.seating.after(hand)
        self.hands.append(hand)
        self.deals.append(deal)
        return hand

    def _play_out(self, hand: Hand, away: frozenset[str]) -> None:
        rng, policy = self.rng, self.policy
        while hand.to_act >= 0:
            options = hand.options()
            if hand.names[hand.to_act] in away and not hand.is_drawing:
                hand.push(_FOLD if _FOLD in options else _CHECK)
                continue
            try:
                action = policy(hand, options, rng)
                hand.push(action)
            except PokerfloorError as error:
                raise SituationError(code="bad-policy", variant="session", params={"error": error}) from None

    def history(self) -> str:
        """The hands as a ``.phhs`` file: ``[1]``, ``[2]``, ... each with its seats, in order."""
        parts = []
        for number, hand in enumerate(self.hands, start=1):
            table = hand.table
            n = len(table.names)
            order = [(table.button + 1 + k) % n for k in range(n)]
            fields = to_phh(hand, seats=[table.numbers[seat] for seat in order], seat_count=table.seat_count)
            fields["hand"] = number
            parts.append(f"[{number}]\n{dumps(fields)}")
        return "\n".join(parts)
