"""The engine: one hand, from the table before it to the pots after it.

- :mod:`~pokerfloor.core.table` and :mod:`~pokerfloor.core.checks`: the table before a hand, and
  bad input told apart from good;
- :mod:`~pokerfloor.core.betting`: one betting round, who acts and for how much, reopening;
- :mod:`~pokerfloor.core.spot`: the decision at hand, described read-only;
- :mod:`~pokerfloor.core.dealer`: cards dealt street by street (stud, the draws), reshuffles;
- :mod:`~pokerfloor.core.pots`: main and side pots, uncalled chips, splits and odd chips;
- :mod:`~pokerfloor.core.record`: the hand's record and what undo needs;
- :mod:`~pokerfloor.core.view`: what one seat may know of a hand;
- :mod:`~pokerfloor.core.hand`: the hand itself, ``push`` and ``pop``.

Nothing here reads a file, writes a sentence for people, or knows the command line.
"""
