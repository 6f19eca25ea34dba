"""File formats at the edge: situation files, PHH hand histories, and the sites' own records
(PokerStars text, OHH), read and written, and the one TOML writer they share.

Readers turn files into the same calls a library user makes; nothing in betting or hand knows
about TOML or a site's text.
"""

from __future__ import annotations

__all__ = ["FORMATS"]

#: The formats a hand can be converted to (``pokerfloor convert --to``); named here, apart from
#: the converters, so the command line offers them without loading any.
FORMATS = ("pokerstars", "ohh", "phh")
