"""Hand after hand at one table: who is dealt in, and where the button and the blinds go, by the rulebook.

A :class:`~pokerfloor.core.table.Table` is one hand's table, frozen. Between hands the table is a
:class:`Seating`: its seats, who sits in each with what stack, who is new, away or coming back and
the blinds each owes, and where the last hand's button and blinds were. :meth:`Seating.after`
carries a finished hand's stacks over (a player with no chips leaves); :meth:`Seating.deal` makes
the next hand's table as the rulebook's switches say (``button_movement``,
``heads_up_no_double_big_blind``, ``new_player_posts``, ``missed_blinds``), with a :class:`Reason`
for every placement, citing its rule.

The package's rooms: :mod:`~pokerfloor.play.seating.seats` (the players in their seats, the
positions, the seats clockwise), :mod:`~pokerfloor.play.seating.stakes`,
:mod:`~pokerfloor.play.seating.reasons`, :mod:`~pokerfloor.play.seating.placement` (the button and
the blinds), :mod:`~pokerfloor.play.seating.admission` (who is dealt in, who posts or waits) and
:mod:`~pokerfloor.play.seating.seating` (the :class:`Seating` and its :class:`Deal`). Import from here.

>>> from pokerfloor import NoLimit, rulebook
>>> from pokerfloor.play.seating import Seating, Stakes
>>> stakes = Stakes(NoLimit(200), rulebook("tda"), blinds=(100, 200))
>>> deal = Seating.start({"A": 5000, "B": 5000, "C": 5000, "D": 5000}, seats=6, button="A").deal(stakes)
>>> deal.next_hand()["big_blind"], deal.table.names
('C', ('A', 'B', 'C', 'D'))
>>> seating = deal.seating.leave("C")  # C goes: the big blind moves on to D, nobody has the small blind
>>> later = seating.deal(stakes)
>>> later.next_hand()["button"], later.next_hand()["small_blind"], later.next_hand()["big_blind"]
('B', 'none', 'D')
>>> [reason.code for reason in later.reasons]
['left', 'button', 'dead-small-blind', 'big-blind']
"""

from __future__ import annotations

from pokerfloor.play.seating.reasons import REASON_CODES, Reason
from pokerfloor.play.seating.seating import Deal, Seating
from pokerfloor.play.seating.seats import Positions, Seated, Status
from pokerfloor.play.seating.stakes import Stakes

__all__ = ["REASON_CODES", "Deal", "Positions", "Reason", "Seated", "Seating", "Stakes", "Status"]
