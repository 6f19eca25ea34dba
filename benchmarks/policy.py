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
"""

from __future__ import annotations

import random

from pokerfloor import Action, Hand, Kind, Table
from pokerfloor.core.options import DrawOptions
from pokerfloor.games.cards import Deck

#: The kinds, looked up once: ``Kind.BET`` goes through the enum's descriptor on every use (about
#: 900 instructions in Python 3.11), and an enum member's hash is a Python call.
BET, RAISE, COMPLETE, DRAW = Kind.BET, Kind.RAISE, Kind.COMPLETE, Kind.DRAW
FOLD, CHECK, CALL = Kind.FOLD, Kind.CHECK, Kind.CALL
FOLDS, CHECKS, CALLS = Action(FOLD), Action(CHECK), Action(CALL)


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
                least, most = options.least, options.most  # a discard throws exactly its count
                thrown = least + int(uniform() * (most - least + 1))
                hand.push(Action(kind, None, tuple(rng.sample(options.throwable, thrown))))
            else:
                hand.push(
                    FOLDS if kind is FOLD else CALLS if kind is CALL else CHECKS if kind is CHECK else Action(kind)
                )
            decisions += 1
    return decisions
