"""The one door for written actions: ``"A raise 300"``, ``"B draws 2"``, ``"C says raise 300"``,
``"D pushes 1400"``.

Situation files, the command line, the floor page and the sessions all play written actions
through :func:`play_text`: what players say or push at a live table is ruled first
(:mod:`~pokerfloor.live.declarations`) and the action it amounts to is pushed; any other written
action is pushed as written (:meth:`~pokerfloor.core.hand.Hand.push_text`). Either way the
answer is a :class:`Played`: the action pushed, and the same action written as it was applied.

>>> from pokerfloor import Hand, NoLimit, Table, rulebook
>>> hand = Hand(Table(names=("A", "B"), stacks=(100, 100), button=1, structure=NoLimit(2),
...                   rules=rulebook("tda"), blinds=(1, 2)))
>>> play_text(hand, "B says raise to six").applied
'B raise 6'
"""

from __future__ import annotations

from typing import NamedTuple

from pokerfloor.actions import Action, write_action
from pokerfloor.core.hand import Hand
from pokerfloor.errors import ActionSyntaxError, quoted
from pokerfloor.given import Given
from pokerfloor.live.declarations import play_live
from pokerfloor.live.ruling import LiveRuling

__all__ = ["Played", "play_text"]


class Played(NamedTuple):
    """A written action played: the ``text`` as written (blanks tidied), the ``player`` who acted,
    the ``action`` pushed, the action written as it was applied (``applied``: ``"A raise 300"``
    for ``"A says raise three hundred"``, ``"B call"`` for ``"B allin"`` facing a bigger stack),
    and the ruling of what was said or pushed (``live``; ``None`` for a plain action)."""

    text: str
    player: str
    action: Action
    applied: str
    live: LiveRuling | None = None


def play_text(hand: Hand, text: Given[str]) -> Played:
    """Play one written action on ``hand`` (checking whose turn it is): a live declaration or
    push is ruled and the action it amounts to pushed; any other written action pushed as
    written. Refused actions raise a :class:`~pokerfloor.errors.PokerfloorError` and change
    nothing."""
    if not isinstance(text, str):
        raise ActionSyntaxError(variant="not-text", params={"text": quoted(text)})
    tidy = " ".join(text.split())
    ruling = play_live(hand, tidy)
    if ruling is not None:
        return Played(tidy, ruling.player, ruling.action, ruling.written, ruling)
    action = hand.push_text(tidy)
    player = tidy.split(None, 1)[0]  # the name written: push_text has checked it
    return Played(tidy, player, action, write_action(player, action))
