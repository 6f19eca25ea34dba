"""What the player to act may do, and for how much: :class:`Options` (and the draw's
:class:`DrawOptions`), the answer of :meth:`pokerfloor.Hand.options` and ``hand.legal_actions``.

Amounts are street totals. ``action in options`` tells whether an action is legal: the same
answer :meth:`pokerfloor.Hand.push` gives by accepting or refusing it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pokerfloor.actions import Action, Kind
from pokerfloor.amounts import MAX_CHIPS
from pokerfloor.core.betting import BettingRound
from pokerfloor.core.checks import checked_action
from pokerfloor.core.refusals import BLOCKED, RAISE_NO_OPPONENT
from pokerfloor.core.seats import MAX_PLAYERS
from pokerfloor.games.cards import UNKNOWN, are_cards
from pokerfloor.given import Given, choice, flag, instance, mypyc_attr, refused, whole, wholes

__all__ = ["DrawOptions", "Options", "TwoSizeOptions", "draw_options_of", "options_of"]

#: The kinds that go to a street total the player chooses (within the options' range).
_SIZED: Final = frozenset({Kind.BET, Kind.RAISE, Kind.COMPLETE})


@mypyc_attr(allow_interpreted_subclasses=True)  # Options.__new__(Options): a blank (as Hand)
class Options:
    """What the player to act may do, and for how much (street totals).

    ``kinds`` lists the available kinds; ``call_to``/``call_adds`` describe the call (or, for the
    player who must bring in, the bring-in), ``min_to``/``max_to`` the bet, raise or completion
    (all-in included). ``raise_blocked`` says why a raise is
    not available when the player faces a bet (``"not-reopened"``, ``"cap-reached"``,
    ``"no-opponent"``, ``"short-stack"``). ``push`` is the all-in still accepted when every
    other player still in is all-in for less (``"no-opponent"``): the whole stack goes in and what
    nobody matched comes back uncalled; else ``None``. ``action in options`` tells whether an
    action is legal.

    Each value defaults to nothing offered (``Options()``: nobody to act): the betting
    round makes its options blank and fills them in (:data:`_new_options`).
    """

    __slots__ = (
        "call_adds",
        "call_to",
        "fold_free",
        "kinds",
        "max_to",
        "min_to",
        "player",
        "push",
        "raise_blocked",
    )
    #: When a bet or raise comes in two sizes only (stud's fourth street with a pair showing: the
    #: small bet or the big one), the two street totals (:class:`TwoSizeOptions`); ``None`` for a
    #: range. (A class attribute: the usual options need not store it.)
    sizes: tuple[int, int] | None = None

    def __init__(
        self,
        *,
        player: Given[int] = -1,
        kinds: Given[tuple[Kind, ...]] = (),
        call_to: Given[int | None] = None,
        call_adds: Given[int | None] = None,
        min_to: Given[int | None] = None,
        max_to: Given[int | None] = None,
        raise_blocked: Given[str | None] = None,
        fold_free: Given[bool] = False,
        push: Given[Action | None] = None,
    ) -> None:
        """The options, each value checked as it is kept (the class says what each means)."""
        # Each value checked as it is kept (a refusal leaves nothing made).
        self.player: int = whole("player", player, -1, MAX_PLAYERS - 1)
        self.kinds: tuple[Kind, ...] = _kinds(kinds)
        self.call_to: int | None = _amount("call_to", call_to)
        self.call_adds: int | None = _amount("call_adds", call_adds)
        self.min_to: int | None = _amount("min_to", min_to)
        self.max_to: int | None = _amount("max_to", max_to)
        self.raise_blocked: str | None = (
            None if raise_blocked is None else choice("raise_blocked", raise_blocked, BLOCKED)
        )
        #: A fold when a check is free is accepted (binding though improper) but not offered.
        self.fold_free: bool = flag("fold_free", fold_free)
        self.push: Action | None = None if push is None else checked_action(push)

    def __contains__(self, action: object) -> bool:
        # An action's fields are read as a plain tuple's: they are not checked when it is made
        # (compiled, ``action.kind`` of one made with another value would raise a bare TypeError).
        fields: tuple[object, ...] = action if isinstance(action, Action) else ()
        if not fields or fields[0] not in self.kinds:
            return (action == Action(Kind.FOLD) and self.fold_free) or (self.push is not None and action == self.push)
        kind, to = fields[0], fields[1]
        if kind in _SIZED:
            if self.sizes is not None:
                return to in self.sizes
            return (
                type(to) is int  # an amount of another kind is no legal action
                and self.min_to is not None
                and self.max_to is not None
                and (self.min_to <= to <= self.max_to)
            )
        if kind is Kind.CALL or kind is Kind.BRING_IN:
            return to is None or to == self.call_to
        return to is None

    def __repr__(self) -> str:
        parts = [k.value for k in self.kinds]
        if self.call_to is not None:
            parts.append(f"call_to={self.call_to}")
        if self.min_to is not None:
            parts.append(f"to={self.min_to}..{self.max_to}")
        return f"<Options player={self.player} {' '.join(parts)}>"


class TwoSizeOptions(Options):
    """Options whose bet or raise is one of two sizes (``sizes``), not a range."""

    __slots__ = ("sizes",)  # a slot here, a class attribute (None) on Options

    def __init__(self, options: Given[Options], sizes: Given[tuple[int, int]]) -> None:
        """The ``options`` of the player to act, but for the bet or raise: one of ``sizes``."""
        options = instance("options", options, Options)
        low, high = wholes("sizes", sizes, 0, MAX_CHIPS, count=2)
        super().__init__(
            player=options.player,
            kinds=options.kinds,
            call_to=options.call_to,
            call_adds=options.call_adds,
            min_to=low,
            max_to=high,
            raise_blocked=options.raise_blocked,
            fold_free=options.fold_free,
            push=options.push,
        )
        self.sizes = (low, high)


@mypyc_attr(allow_interpreted_subclasses=True)  # DrawOptions.__new__(DrawOptions): a blank (as Options)
class DrawOptions(Options):
    """What the player to draw may do: discard up to ``most`` of the cards ``held`` (each once)
    and be dealt as many, or stand pat (``Action(Kind.DRAW)``); at a discard (Crazy Pineapple),
    throw exactly ``least`` of them (``least == most``) and be dealt none. A street may limit a
    draw (Drawmaha's three cards at most). ``up``: the cards held face up, which a discard never
    throws (Super Stud's up card: WSOP 2024 Live Action Rule 246)."""

    __slots__ = ("held", "least", "most", "throwable", "up")

    def __init__(
        self,
        player: Given[int],
        held: Given[Sequence[int]],
        discard: Given[int] = 0,
        most: Given[int] = 0,
        up: Given[Sequence[int]] = (),
    ) -> None:
        """The ``player`` to draw, the cards he ``held`` before it, how many he must ``discard``
        (0: a draw, any number or none), the ``most`` a draw may replace (0: all held), and the
        cards of them face ``up``, kept."""
        if not are_cards(held):
            raise refused("held", held, "cards-or-unknown")
        if not are_cards(up) or not set(up) <= {*held, UNKNOWN}:
            raise refused("up", up, "cards-or-unknown")
        must = whole("discard", discard, 0, len(held) - len(up))
        limit = whole("most", most, 0, len(held))
        super().__init__(
            player=player,
            kinds=(Kind.DRAW,),
            call_to=None,
            call_adds=None,
            min_to=None,
            max_to=None,
            raise_blocked=None,
            fold_free=False,
        )
        self.held = tuple(held)
        self.up = tuple(up)
        #: The cards a draw may throw: those held, less the up cards (each once: unknown cards
        #: may be among both).
        self.throwable = _less(self.held, self.up) if self.up else self.held
        self.least = must
        self.most = must or limit or len(held)

    def fewest(self) -> Action:
        """The draw that keeps the most cards: standing pat, or at a discard throwing the first
        cards held that may be thrown (what a player who will not choose does)."""
        return Action(Kind.DRAW, None, self.throwable[: self.least])

    def __contains__(self, action: object) -> bool:
        fields: tuple[object, ...] = action if isinstance(action, Action) else ()  # as Options reads them
        if not fields or fields[0] is not Kind.DRAW or fields[1] is not None:
            return False
        discards = fields[2]
        if not are_cards(discards):  # discards that are not cards are no legal draw
            return False
        if not self.least <= len(discards) <= self.most:
            return False
        if all(card == UNKNOWN for card in discards):
            return True
        if self.up and set(discards) & set(self.up) - {UNKNOWN}:  # an up card is kept
            return False
        known = [c for c in self.held if c != UNKNOWN]
        return len(set(discards)) == len(discards) and (set(discards) <= set(known) or UNKNOWN in self.held)

    def __repr__(self) -> str:
        if self.least:
            return f"<DrawOptions player={self.player} discard {self.least}>"
        return f"<DrawOptions player={self.player} draw up to {self.most}>"


def _less(held: tuple[int, ...], up: tuple[int, ...]) -> tuple[int, ...]:
    """The cards of ``held`` less those of ``up``, each taken out once, in the order held."""
    rest = list(held)
    for card in up:
        rest.remove(card)
    return tuple(rest)


def _kinds(kinds: object) -> tuple[Kind, ...]:
    """``kinds`` as the kinds offered (a tuple of :class:`Kind`), or a refusal naming them."""
    if not (type(kinds) is tuple and all(type(kind) is Kind for kind in kinds)):
        raise refused("kinds", kinds, "list-of", kind="Kind")
    return kinds


def _amount(field: str, amount: object) -> int | None:
    """``amount`` as a street total of the options: none, or a whole number of chips."""
    return None if amount is None else whole(field, amount, 0, MAX_CHIPS)


# The kinds offered, one tuple per situation (made once).
_FOLD: Final = Kind.FOLD
_CHECK: Final = Kind.CHECK
_CALL: Final = Kind.CALL
_BET: Final = Kind.BET
_RAISE: Final = Kind.RAISE
_BRING_IN: Final = Kind.BRING_IN
_COMPLETE: Final = Kind.COMPLETE
_OFFER_CHECK: Final = (_CHECK,)
_OFFER_CHECK_BET: Final = (_CHECK, _BET)
_OFFER_CHECK_RAISE: Final = (_CHECK, _RAISE)
_OFFER_FOLD_CALL: Final = (_FOLD, _CALL)
_OFFER_FOLD_CALL_RAISE: Final = (_FOLD, _CALL, _RAISE)
_OFFER_FOLD_CALL_COMPLETE: Final = (_FOLD, _CALL, _COMPLETE)
_OFFER_BRING_IN: Final = (_BRING_IN,)
_OFFER_BRING_IN_COMPLETE: Final = (_BRING_IN, _COMPLETE)
#: Options made blank, to be filled in place on every decision (no keyword parsing): in Python
#: ``object.__new__``; compiled, the class's own, which runs no constructor (see its decorator).
_new_options: Final = Options.__new__


#: Draw options made blank, as :data:`_new_options`.
_new_draw_options: Final = DrawOptions.__new__
_OFFER_DRAW: Final = (Kind.DRAW,)


def draw_options_of(
    player: int, held: tuple[int, ...], discard: int, most: int, up: tuple[int, ...] = ()
) -> DrawOptions:
    """The options of ``player`` drawing from the cards he ``held`` (the hand's own, known to be
    cards), ``up`` of them face up: what ``DrawOptions(player, held, discard, most, up)`` makes,
    filled in place. Its constructor checks a caller's values one by one, a third of a draw
    game's decision."""
    made: DrawOptions = _new_draw_options(DrawOptions)  # DrawOptions.__new__: see _new_draw_options
    made.player, made.kinds, made.held, made.least = player, _OFFER_DRAW, held, discard
    made.call_to = made.call_adds = made.min_to = made.max_to = made.raise_blocked = made.push = None
    made.fold_free = False
    made.up = up
    made.throwable = _less(held, up) if up else held
    made.most = discard or most or len(held)
    return made


def options_of(rnd: BettingRound) -> Options:
    """The options of the player to act in ``rnd`` (see :class:`Options`), from the round's own
    answers: whether he may raise (:meth:`~pokerfloor.core.betting.BettingRound.raise_blocked`)
    and to what (:meth:`~pokerfloor.core.betting.BettingRound.raise_range`), the ones
    :meth:`~pokerfloor.core.betting.BettingRound.apply` asks too."""
    i = rnd.to_act
    bet, current = rnd.bets[i], rnd.current_bet
    blocked = rnd.raise_blocked(i)
    low: int | None = None
    high: int | None = None
    if blocked is None:
        low, high = rnd.raise_range(i)
    # Made on every decision: filled in place (no keyword parsing of ``Options(...)``).
    made: Options = _new_options(Options)  # Options.__new__: see _new_options
    made.player, made.min_to, made.max_to = i, low, high
    if rnd.bring_in_due:  # stud's first action: the bring-in, or the completion
        all_in = bet + rnd.stacks[i]
        posted = rnd.bring_in if rnd.bring_in < all_in else all_in
        if blocked or all_in <= posted:  # all he has is the bring-in: nothing to complete with
            made.kinds, made.min_to, made.max_to = _OFFER_BRING_IN, None, None
        else:
            made.kinds = _OFFER_BRING_IN_COMPLETE
        if i != rnd.bring_in_seat:  # the low card was all-in on the ante: this player may fold
            made.kinds = (_FOLD, *made.kinds)
        made.call_to, made.call_adds, made.raise_blocked, made.fold_free = posted, posted - bet, None, False
        made.push = None
    elif current <= bet:  # nothing to call: a check, and a bet or raise (a blind's option) if open
        made.kinds = _OFFER_CHECK if blocked else _OFFER_CHECK_BET if current == 0 else _OFFER_CHECK_RAISE
        made.call_to = made.call_adds = made.raise_blocked = made.push = None
        made.fold_free = rnd.rules.fold_when_check_free
    else:
        all_in = bet + rnd.stacks[i]
        call_to = current if current < all_in else all_in
        completing = rnd.bring_in and not rnd.full_level
        made.kinds = (
            _OFFER_FOLD_CALL if blocked else _OFFER_FOLD_CALL_COMPLETE if completing else _OFFER_FOLD_CALL_RAISE
        )
        made.call_to, made.call_adds, made.raise_blocked, made.fold_free = call_to, call_to - bet, blocked, False
        # Everyone else is all-in for less: the whole stack may still go in (what nobody
        # matched comes back uncalled when the street closes).
        made.push = Action(rnd.aggressive_kind(), all_in) if blocked == RAISE_NO_OPPONENT else None
    if rnd.pair_option and low is not None and low != (big := rnd.big_bet_size(i)):
        return TwoSizeOptions(made, (low, big))
    return made
