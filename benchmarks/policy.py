"""The benchmark's random play, on its own: a fresh hand each time, a uniformly random legal
action kind and a uniform amount in range (a bet, a raise, a stud completion), to the showdown.

It imports only what pokerfloor has had since before the compiled core, so that
``benchmarks/baseline.py`` plays the very same hands with an older checkout of the engine: the
comparison of the pure Python engine with itself over time is then of the engine alone, with the
policy's own cost alike on both sides.

The choices are drawn as ``int(uniform() * n)``, as in ``bench.pokerkit_random_hands``: uniform
to within 2**-53, and a few hundred instructions, where ``rng.choice`` and ``rng.randint`` are
Python calls of several thousand (a cost of the policy, not of an engine). The actions that take
no amount are made once (an action is an immutable value, as a bot keeps them): PokerKit's policy
calls ``state.fold()`` and makes none.

A discard is drawn as ``random.sample`` drew it, a count uniform from the least to the most and
then each set of that many cards equally likely, but by one index into :func:`card_sets` (the
sets of positions, made once) where ``rng.sample`` is a Python function of several thousand
instructions a call: in a triple draw hand it cost more than the engine's work for the draw.
``bench.pokerkit_random_hands`` draws PokerKit's discards with the same :func:`discard`.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from pokerfloor import Action, Hand, Kind, Table
from pokerfloor.core.options import DrawOptions
from pokerfloor.games.cards import Deck

#: The kinds, looked up once: ``Kind.BET`` goes through the enum's descriptor on every use (about
#: 900 instructions in Python 3.11), and an enum member's hash is a Python call.
BET, RAISE, COMPLETE, DRAW = Kind.BET, Kind.RAISE, Kind.COMPLETE, Kind.DRAW
FOLD, CHECK, CALL = Kind.FOLD, Kind.CHECK, Kind.CALL
FOLDS, CHECKS, CALLS = Action(FOLD), Action(CHECK), Action(CALL)

Card = TypeVar("Card")


@functools.cache
def card_sets(held: int, thrown: int) -> tuple[tuple[int, ...], ...]:
    """Every set of ``thrown`` positions among ``held`` cards, each once (made once per pair)."""
    return tuple(itertools.combinations(range(held), thrown))


def discard(held: Sequence[Card], least: int, most: int, uniform: Callable[[], float]) -> tuple[Card, ...]:
    """A random discard from ``held``: a count uniform from ``least`` to ``most``, then each set of
    that many cards equally likely (as ``rng.sample(held, count)`` draws it)."""
    sets = card_sets(len(held), least + int(uniform() * (most - least + 1)))
    return tuple([held[k] for k in sets[int(uniform() * len(sets))]])


def play_random(table: Table, count: int, seed: int) -> int:
    """Play ``count`` random hands at ``table``; returns the decisions made."""
    rng = random.Random(seed)
    uniform = rng.random
    decisions = 0
    for _ in range(count):
        hand = Hand(table, deck=Deck(rng=rng))
        while hand.to_act >= 0:
            options = hand.options()
            kinds = options.kinds
            kind = kinds[int(uniform() * len(kinds))]
            if kind is BET or kind is RAISE or kind is COMPLETE:
                low, high = options.min_to, options.max_to
                assert low is not None and high is not None
                hand.push(Action(kind, low + int(uniform() * (high - low + 1))))
            elif kind is DRAW and isinstance(options, DrawOptions):
                # A discard throws exactly its count (least and most the same).
                hand.push(Action(kind, None, discard(options.throwable, options.least, options.most, uniform)))
            else:
                hand.push(
                    FOLDS if kind is FOLD else CALLS if kind is CALL else CHECKS if kind is CHECK else Action(kind)
                )
            decisions += 1
    return decisions
