"""The live table: what players say and the chips they push, ruled as the actions they amount to,
and the one door every written action goes through (:func:`play_text`).

- :mod:`~pokerfloor.live.declarations`: the door (rule and apply a declaration, a push, a written
  ``says`` or ``pushes``), and the ruling of a declaration;
- :mod:`~pokerfloor.live.chips`: the ruling of chips pushed without a word;
- :mod:`~pokerfloor.live.ruling`: the ruling record and what every ruling shares;
- :mod:`~pokerfloor.live.spoken`: the words said read, numbers in words or digits;
- :mod:`~pokerfloor.live.written`: the written forms of situation files and the page;
- :mod:`~pokerfloor.live.door`: :func:`play_text`, a written action played, whatever it is.
"""

from __future__ import annotations

from pokerfloor.live.door import Played, play_text

__all__ = ["Played", "play_text"]
