"""The analyst's work against PokerKit's (``benchmarks/bench.py`` prints the rows): reading
PokerStars text, and equity by Monte Carlo.

- **PokerStars read**: the same no-limit hold'em hands (:mod:`nlhe`'s, in dollars and cents,
  written as PokerStars text by pokerfloor's converter), read in this process from one text by
  :func:`pokerfloor.formats.sites.pokerstars.parse_text` (each hand a checked ``SiteHand``) and
  by PokerKit's ``PokerStarsParser`` (each hand a ``HandHistory``).
- **equity, Monte Carlo**: three hold'em hands before the flop (``AsKs QdQc 7h7c``), each engine
  dealing the same number of boards: :func:`pokerfloor.play.equity.equity` and PokerKit's
  ``calculate_equities`` (one process, no executor).
"""

from __future__ import annotations

import random
import warnings
from functools import cache
from typing import Any

import nlhe

from pokerfloor import rulebook
from pokerfloor.checking.convert import phh_to_site, to_pokerstars_text
from pokerfloor.formats.phh import parse_histories
from pokerfloor.formats.sites import pokerstars
from pokerfloor.play.equity import equity

#: The spot both engines deal boards for.
EQUITY_HANDS = ("AsKs", "QdQc", "7h7c")


@cache
def pokerstars_text(count: int) -> str:
    """``count`` generated hold'em hands as one PokerStars text."""
    rules = rulebook("tda")
    texts = []
    for text in nlhe.hands(count, 1):
        (history,) = parse_histories(text)
        texts.append(to_pokerstars_text(phh_to_site(history, rules), rules))
    return "\n\n\n".join(texts)


def ours_read(count: int) -> int:
    """pokerfloor's PokerStars reader on ``count`` hands; returns the hands read."""
    hands = pokerstars.parse_text(pokerstars_text(count))
    assert len(hands) == count
    return count


def pokerkit_read(count: int) -> int:
    """PokerKit's PokerStars parser on the same text; returns the hands read."""
    import pokerkit  # noqa: PLC0415 - the bench extra, needed only here

    with warnings.catch_warnings():  # it warns of each field it does not know (the time zone)
        warnings.simplefilter("ignore")
        hands = list(pokerkit.PokerStarsParser()(pokerstars_text(count)))
    assert len(hands) == count
    return count


def ours_equity(samples: int) -> int:
    """pokerfloor's Monte Carlo of :data:`EQUITY_HANDS`; returns the boards dealt."""
    return equity("holdem", EQUITY_HANDS, samples=samples, seed=1, exact_most=0).deals


def pokerkit_equity(samples: int) -> int:
    """PokerKit's ``calculate_equities`` of the same spot; returns the boards dealt."""
    import pokerkit  # noqa: PLC0415 - as above

    random.seed(1)
    holes: Any = [[frozenset(pokerkit.Card.parse(hand))] for hand in EQUITY_HANDS]
    pokerkit.calculate_equities(
        holes, (), 2, 5, pokerkit.Deck.STANDARD, (pokerkit.StandardHighHand,), sample_count=samples
    )
    return samples
