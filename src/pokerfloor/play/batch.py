"""Batched play: many hands at one table, the results in arrays, no object kept per hand or action.

For equity studies and bots that play millions of hands: :func:`play_batch` deals ``count``
hands one after another at the same table (fresh stacks each time), each decision made by a
policy, and returns a :class:`Batch` of flat arrays (:mod:`array`, typed integers): what each
seat won or lost in each hand, the decisions of each hand, whether it reached a showdown, and
the chips its pots held. The default policy (``policy=None``) is :func:`random_policy`: a
uniformly random legal kind, a uniform amount in range for a bet or raise (a draw stands pat).

>>> from pokerfloor import NoLimit, Table, rulebook
>>> table = Table(names=("A", "B", "C"), stacks=(200,) * 3, button=2, structure=NoLimit(2),
...               rules=rulebook("tda"), blinds=(1, 2))
>>> batch = play_batch(table, 1000, seed=1)
>>> len(batch.net), sum(batch.net), batch.hands
(3000, 0, 1000)
>>> batch.seat_net(0) == batch.net[:3].tolist()
True
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Callable
from typing import Final

from pokerfloor.actions import Action, Kind
from pokerfloor.core.hand import Hand
from pokerfloor.core.options import DrawOptions, Options
from pokerfloor.core.table import Table
from pokerfloor.errors import ActionUnavailableError, PokerfloorError, SituationError
from pokerfloor.games.cards import Deck
from pokerfloor.given import Given
from pokerfloor.play.workers import seeded_random

__all__ = ["Batch", "BatchPolicy", "Policy", "play_batch", "play_out", "policy_error", "random_policy"]

#: A decision maker: given the hand, the options of the player to act and a random generator, the
#: action to take. (What it returns is checked as :meth:`Hand.push <pokerfloor.core.hand.Hand.push>`
#: checks it: Given.)
Policy = Callable[[Hand, Options, random.Random], Given[Action]]
#: The same, by the name this module gave it first.
BatchPolicy = Policy

_BET: Final = Kind.BET
_RAISE: Final = Kind.RAISE
_COMPLETE: Final = Kind.COMPLETE
_DRAW: Final = Kind.DRAW
#: Each kind's action without an amount (a draw's stands pat), made once for every decision.
_PLAIN: Final = {kind: Action(kind) for kind in Kind}


def random_policy(hand: Hand, options: Options, rng: random.Random) -> Action:
    """A uniformly random legal kind; for a bet or raise a uniformly random amount in range (a draw
    stands pat, a discard throws the first cards held)."""
    return _random_action(options, rng.random, rng.randint)


def _random_action(options: Options, uniform: Callable[[], float], randint: Callable[[int, int], int]) -> Action:
    """:func:`random_policy`'s choice, drawn with ``uniform`` and ``randint`` (a hand played at
    random looks them up once, :func:`_play_randomly`). Only a bet, a raise or stud's completion
    makes an action (of one of the two sizes where the rules give two): the others are made once
    (:data:`_PLAIN`)."""
    kinds = options.kinds
    kind = kinds[int(uniform() * len(kinds))]
    if kind is _BET or kind is _RAISE or kind is _COMPLETE:
        low, high = options.min_to, options.max_to
        assert low is not None and high is not None
        if options.sizes is not None:  # stud's fourth street with a pair showing: the small bet or the big one
            return Action(kind, options.sizes[int(uniform() * 2)])
        return Action(kind, randint(low, high))
    if kind is _DRAW and isinstance(options, DrawOptions) and options.least:  # a discard: the first cards
        return options.fewest()
    return _PLAIN[kind]


class Batch:
    """The results of :func:`play_batch`, hand by hand, in flat arrays of integers.

    ``net`` holds, hand after hand, each seat's chips won less chips put in (``players`` values
    per hand, in seat order: hand ``k``'s seat ``s`` is ``net[k * players + s]``); ``decisions``
    the decisions of each hand, ``showdowns`` 1 where two or more players reached the showdown
    (else 0), ``pots`` the chips each hand's pots held. ``conserved`` says that every hand ended
    with the chips it started with (the nets of each hand add up to 0).
    """

    def __init__(self, players: int, hands: int) -> None:
        self.players = players
        self.hands = hands
        self.net = array("q")
        self.decisions = array("q")
        self.showdowns = array("b")
        self.pots = array("q")
        self.conserved = True

    def seat_net(self, hand: int) -> list[int]:
        """What each seat won or lost in hand number ``hand`` (0 is the first)."""
        start = hand * self.players
        return self.net[start : start + self.players].tolist()

    @property
    def showdown_share(self) -> float:
        """The share of hands that reached a showdown."""
        return sum(self.showdowns) / self.hands if self.hands else 0.0

    @property
    def total_decisions(self) -> int:
        """The decisions of all the hands."""
        return sum(self.decisions)

    def __repr__(self) -> str:
        return f"<Batch hands={self.hands} players={self.players} showdown_share={self.showdown_share:.3f}>"


def play_batch(
    table: Given[Table],
    count: Given[int],
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    policy: BatchPolicy | None = None,
    runs: int = 1,
) -> Batch:
    """Play ``count`` hands at ``table`` (each from its stacks), decisions by ``policy`` (``None``:
    :func:`random_policy`); a ``seed`` or an ``rng`` repeats a run exactly. A
    policy's action is pushed as :meth:`Hand.push <pokerfloor.core.hand.Hand.push>` takes it (a bad one
    raises its typed error). With ``runs`` above 1 the players agree to run the rest of the board
    that many times whenever an all-in leaves cards to come (:meth:`Hand.run_it
    <pokerfloor.core.hand.Hand.run_it>`; the table's rulebook must allow it)."""
    if not isinstance(table, Table):
        raise SituationError(code="bad-field", variant="batch-table", params={"table": repr(table)})
    if type(count) is not int or count < 0:
        raise SituationError(code="bad-field", variant="batch-count", params={"count": repr(count)})
    if rng is None:
        rng = seeded_random(seed)
    if policy is random_policy:
        policy = None  # the same policy, played the quicker way (_play_randomly)
    batch = Batch(len(table.names), count)
    start = list(table.stacks)
    for _ in range(count):
        deck = Deck(rng=rng)
        hand = Hand(table, deck=deck)
        decisions = _play_randomly(hand, rng) if policy is None else play_out(hand, policy, rng)
        if runs > 1:
            _run_again(hand, runs, deck)
        stacks = hand.stacks
        net = 0
        for seat in range(batch.players):
            won = stacks[seat] - start[seat]
            batch.net.append(won)
            net += won
        if table.rake is not None:  # what the house took left the players' stacks
            net += sum(hand.house_take())
        batch.conserved = batch.conserved and net == 0
        batch.decisions.append(decisions)
        batch.showdowns.append(1 if hand.is_contested else 0)
        batch.pots.append(sum(hand.winnings))
    return batch


def _run_again(hand: Hand, runs: int, deck: Deck) -> None:
    """Run the rest of the board ``runs`` times when the hand allows it (an all-in with board
    cards to come); a hand that does not is left as it is."""
    try:
        hand.run_it(runs, deck=deck)
    except ActionUnavailableError as error:
        if error.variant in ("rulebook", "double-board"):  # the table forbids it: said, not skipped
            raise
        return


# The default, a hand played at random, looks the generator's methods up once a hand and skips
# play_out's guards: compiled, 175.6k instructions a hand, against 179.5k through play_out with the
# choice written out in the policy and 186k through play_out with random_policy (callgrind, 1,000
# six-handed no-limit hands); pure, within 0.1% of the first.
def _play_randomly(hand: Hand, rng: random.Random) -> int:
    """:func:`play_out` with :func:`random_policy`, which makes no mistake to name; the decisions."""
    uniform, randint = rng.random, rng.randint
    decisions = 0
    while hand.to_act >= 0:
        hand.push(_random_action(hand.options(), uniform, randint))
        decisions += 1
    return decisions


def play_out(hand: Hand, policy: BatchPolicy, rng: random.Random) -> int:
    """Play the hand to its end with ``policy``; the decisions. A policy that fails, or chooses
    what cannot be played, is named in the error (:func:`policy_error`)."""
    decisions = 0
    while hand.to_act >= 0:
        try:
            action = policy(hand, hand.options(), rng)
        except Exception as error:  # the policy's own bug: said in one line, naming it
            raise policy_error(policy, "raised", kind=type(error).__name__, error=str(error)) from None
        try:
            hand.push(action)
        except PokerfloorError as error:  # not an action, or one the rules refuse
            chosen = str(action) if isinstance(action, Action) else repr(action)
            raise policy_error(policy, "refused", chosen=chosen, error=error) from None
        decisions += 1
    return decisions


def policy_error(policy: object, variant: str, **params: object) -> SituationError:
    """A policy's failure, naming it as ``module:function`` (as ``--policy`` is given): it
    ``raised`` an exception (``kind``, ``error``: its name and what it said), or the action it
    ``chose`` was ``refused`` (``error``, the refusal)."""
    module = getattr(policy, "__module__", None) or "?"
    function = getattr(policy, "__qualname__", None) or repr(policy)
    return SituationError(code="bad-policy", variant=variant, params={"policy": f"{module}:{function}", **params})
