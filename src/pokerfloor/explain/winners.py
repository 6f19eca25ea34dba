"""Who won what at the showdown, the winning hands named in a language.

:meth:`Hand.awards <pokerfloor.core.hand.Hand.awards>` says who won each pot, and with what rank
of which evaluator; :func:`results` puts the hand in words (:mod:`pokerfloor.explain.hand_names`)
in English, Russian or Italian.

>>> from pokerfloor import Action, Hand, NoLimit, Table, rulebook
>>> from pokerfloor.games.cards import cards
>>> table = Table(names=("Ann", "Bob"), stacks=(200, 200), button=0, structure=NoLimit(2),
...               rules=rulebook("tda"), blinds=(1, 2))
>>> hand = Hand(table, hole={0: cards("AsAd"), 1: cards("KsKd")}, board=cards("2c7d9hJcQs"))
>>> while not hand.is_over:
...     hand.push(Action(hand.passive_kind()))  # call, then check it down
>>> results(hand)
[Result(pot=0, amount=4, half=None, winners={'Ann': 4}, hand='a pair of aces', board=0)]
>>> results(hand, "it")[0].hand
'una coppia di assi'
"""

from __future__ import annotations

from typing import NamedTuple

from pokerfloor.core.hand import Hand
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE
from pokerfloor.explain.hand_names import hand_name

__all__ = ["Result", "results"]


class Result(NamedTuple):
    """One pot at the showdown, or one half of a pot split high and low: the pot's number (0 the
    main pot, then the side pots), the ``amount`` of this part, the ``half`` (``"high"``,
    ``"low"``, or ``None`` when the pot went by one ranking), the ``winners``' chips by name, the
    winning ``hand`` in words, and the ``board`` it was won on (0 the first; a board run more than
    once divides each pot between its runs: :meth:`~pokerfloor.core.hand.Hand.run_it`)."""

    pot: int
    amount: int
    half: str | None
    winners: dict[str, int]
    hand: str
    board: int = 0


def results(hand: Hand, lang: str = DEFAULT_LANGUAGE) -> list[Result]:
    """Who won what at ``hand``'s showdown, the winning hands named in ``lang`` (``en``, ``ru``,
    ``it``): one :class:`Result` per pot and per half of a split pot. Empty before the pots are
    awarded, and when the hand was won without a showdown."""
    return [
        Result(
            award.number,
            award.amount,
            award.half,
            award.winners,
            hand_name(award.evaluator, award.rank, lang),
            award.board,
        )
        for award in hand.awards()
    ]
