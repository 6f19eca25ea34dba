"""The actions an agent picks from: a discrete :class:`Menu` with its mask, and the exact form.

The menu's entries, in order: ``fold``; ``check-call``, the least a player may do without folding
(a check, a call, stud's bring-in when it is his to post, standing pat in a draw), so every
decision has it; ``bring-in`` (stud's, open when it is his to post); ``complete`` (stud's
completion of the bring-in); ``min-raise`` (the smallest bet or raise; the small size where the
rules give two); ``pot-F`` for each pot fraction F the user
chose (a bet or raise of F times the pot after the call, where that amount is legal); ``max-raise``
(the largest: the pot in pot-limit, the big size where there are two); ``all-in`` (where the whole
stack is a legal action); then, in a draw game, ``discard-M`` for each mask M of the cards held
(bit k throws the card in slot k; ``discard-0`` stands pat). An entry that is not open at a
decision is masked, and picking it is refused with
:class:`~pokerfloor.errors.ActionUnavailableError`: no entry is ever changed into another action.

The exact form takes any action the rules allow: an :class:`~pokerfloor.Action`, or three whole
numbers ``(kind, to, discards)`` (the index of the kind in :data:`KINDS`, the street total or 0,
the mask of the cards thrown in a draw); the hand refuses what the rules do not allow, with its
typed error.

>>> from pokerfloor import Table, Hand, NoLimit, rulebook
>>> table = Table(names=("A", "B"), stacks=(100, 100), button=0, structure=NoLimit(2),
...               rules=rulebook("tda"), blinds=(1, 2))
>>> menu = Menu(Hand(table).table.variant, (0.5, 1.0))
>>> for name, action in zip(menu.names, menu.choices(Hand(table))):
...     print(name, action or "-")
fold fold
check-call call
bring-in -
complete -
min-raise raise 4
pot-0.5 raise 4
pot-1 raise 6
max-raise raise 100
all-in raise 100
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from math import floor
from typing import Final

from pokerfloor.actions import Action, Kind
from pokerfloor.core.hand import Hand
from pokerfloor.core.options import DrawOptions, Options
from pokerfloor.errors import ActionUnavailableError, AmountError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.games.variants import Variant

__all__ = ["BRING_IN", "CHECK_CALL", "COMPLETE", "FOLD", "KINDS", "MIN_RAISE", "Menu", "Offer", "exact_action"]

#: The kinds in the order the exact form numbers them.
KINDS: Final = tuple(Kind)
FOLD, CHECK_CALL, BRING_IN, COMPLETE, MIN_RAISE = range(5)
#: An action made without the named tuple's keyword-parsing constructor (a Python function): the
#: menu makes a dozen at every decision.
_action: Final = tuple.__new__
_SIZED: Final = frozenset({Kind.BET, Kind.RAISE, Kind.COMPLETE})
#: The most cards a draw's discard masks cover (badugi and the five-card draws hold 4 and 5).
MAX_DRAW_SLOTS = 5
#: The most masks a menu keeps made (a hold'em table meets a few dozen; a draw game's discard
#: entries could in principle make many more, which are then made afresh at each decision).
MASKS_KEPT = 4096


def _fraction_name(fraction: float) -> str:
    return f"pot-{fraction:g}"


class Menu:
    """The discrete actions of a game, with the pot ``fractions`` the user chose.

    ``names`` names the entries; :meth:`choices` gives, for the decision at hand, the action each
    entry stands for (``None``: masked); :meth:`action` the action of one entry, or the typed
    refusal."""

    def __init__(self, variant: Variant, fractions: Sequence[float]) -> None:
        self.variant = variant
        self.fractions = tuple(float(f) for f in fractions)
        names = ["fold", "check-call", "bring-in", "complete", "min-raise", *map(_fraction_name, self.fractions)]
        self.max_raise = len(names)
        self.all_in = self.max_raise + 1
        names += ["max-raise", "all-in"]
        self.draw_slots = min(variant.hole_cards, MAX_DRAW_SLOTS) if variant.has_draws else 0
        self.discards = len(names)
        names += [f"discard-{mask}" for mask in range(1 << self.draw_slots)] if self.draw_slots else []
        self.names = tuple(names)
        self.size = len(names)
        #: The mask of each set of open entries met so far, by its bits (bit k: entry k open). A
        #: decision copies its mask from here, one copy of memory, rather than setting each entry
        #: through a view of the array (which cost more than the offer itself).
        self._masks: dict[int, array[int]] = {}

    def __reduce__(self) -> tuple[type[Menu], tuple[Variant, tuple[float, ...]]]:
        # Made again from what made it (compiled, the class has no blank to fill in).
        return Menu, (self.variant, self.fractions)

    def offer(self, hand: Hand, options: Options | None = None) -> Offer:
        """The entries at the decision of ``hand``'s player to act; ``options`` are the hand's,
        when already asked."""
        return Offer(self, hand, options if options is not None else hand.options())

    def choices(self, hand: Hand, options: Options | None = None) -> list[Action | None]:
        """The action of each entry at the decision of ``hand``'s player to act (``None``: not
        open); ``options`` are the hand's, when already asked."""
        offer = self.offer(hand, options)
        return [offer.action(k) for k in range(self.size)]

    def mask_of(self, bits: int) -> array[int]:
        """The mask (``array("b")``, 1 for each open entry) of the entries whose bits are set in
        ``bits``: the menu's own, kept (copy it before handing it out)."""
        made = self._masks.get(bits)
        if made is None:
            made = array("b", [bits >> k & 1 for k in range(self.size)])
            if len(self._masks) < MASKS_KEPT:
                self._masks[bits] = made
        return made

    def pot_targets(self, hand: Hand) -> list[int]:
        """The street totals of the pot-fraction entries: the bet faced, and the fraction of the
        pot as it would be after the call (every chip in the middle and the call)."""
        bets = hand.street_bets
        facing = max(bets)
        # Every chip of the finished streets and the dead money are the pots' (hand.pots() shares
        # them out; the sum is all the menu needs, at a tenth of the cost), then the street's bets.
        after_call = hand.dead + sum(hand.committed) + sum(bets) + facing - bets[hand.to_act]
        return [facing + floor(fraction * after_call) for fraction in self.fractions]

    def action(self, hand: Hand, index: object, offer: Offer | None = None) -> Action:
        """The action of entry ``index`` at this decision (``offer``: the decision's, when already
        made); refused (an :class:`~pokerfloor.errors.ActionUnavailableError`) when the entry is
        masked or no entry."""
        return (offer if offer is not None else self.offer(hand)).chosen(index)


class Offer:
    """The menu's entries at one decision: which are open (``bits``, :meth:`fill_mask`) and the
    action each stands for (:meth:`action`). An entry is held as its kind (``None``: masked) and
    its street total (0: none), and its bit in ``bits`` is set as it is opened, in the same pass;
    its action is made when asked (making the dozen at every decision cost more than the engine's
    decision)."""

    def __init__(self, menu: Menu, hand: Hand, options: Options) -> None:
        self.menu = menu
        #: The options of the player to act, which the entries were read from.
        self.options = options
        self.kinds: list[Kind | None] = [None] * menu.size
        self.totals: list[int] = [0] * menu.size
        #: Bit k set: entry k is open (the mask, as :meth:`Menu.mask_of` reads it).
        self.bits = 0
        self.held: tuple[int, ...] = ()
        if isinstance(options, DrawOptions):
            # A draw's entries hold the mask of the cards thrown as their "total": check-call the
            # fewest (standing pat, or at a discard such as Crazy Pineapple's the first cards
            # held: DrawOptions.fewest), then each mask of as many cards as the draw allows.
            self.held = held = tuple(options.held)
            least, most = options.least, options.most
            # The up cards' bits: a discard keeps them (Super Stud), so no mask throwing one is open.
            kept = sum(1 << k for k, card in enumerate(held) if card in options.up) if options.up else 0
            # The fewest: the first cards that may be thrown (DrawOptions.fewest).
            fewest = [k for k in range(len(held)) if not kept >> k & 1][:least]
            self._open(CHECK_CALL, Kind.DRAW, sum(1 << k for k in fewest))
            for mask in range(1 << min(len(held), menu.draw_slots)):
                if least <= mask.bit_count() <= most and not mask & kept:
                    self._open(menu.discards + mask, Kind.DRAW, mask)
        else:
            self._betting(hand, options)

    def _open(self, k: int, kind: Kind, total: int) -> None:
        """Open entry ``k``: ``kind`` to ``total`` (0: no amount; a draw's mask of the cards thrown)."""
        self.kinds[k] = kind
        self.totals[k] = total
        self.bits |= 1 << k

    def _betting(self, hand: Hand, options: Options) -> None:
        """The entries of a betting decision."""
        menu, offered = self.menu, options.kinds
        if Kind.FOLD in offered:
            self._open(FOLD, Kind.FOLD, 0)
        passive = hand.passive_kind()
        self._open(CHECK_CALL, passive, 0)
        if passive is Kind.BRING_IN:
            self._open(BRING_IN, passive, 0)
        sizes = options.sizes
        low, high = sizes if sizes is not None else (options.min_to, options.max_to)
        if Kind.COMPLETE in offered and low is not None:
            self._open(COMPLETE, Kind.COMPLETE, low)
        aggressive = Kind.RAISE if Kind.RAISE in offered else Kind.BET if Kind.BET in offered else None
        if aggressive is not None and low is not None and high is not None:
            self._open(MIN_RAISE, aggressive, low)
            targets = menu.pot_targets(hand)
            for k in range(len(targets)):
                to = targets[k]
                if to in sizes if sizes is not None else low <= to <= high:  # Options.__contains__'s test
                    self._open(MIN_RAISE + 1 + k, aggressive, to)
            self._open(menu.max_raise, aggressive, high)
        allin = hand.allin_action()
        if allin in options:
            self._open(menu.all_in, allin.kind, allin.to or 0)

    def action(self, k: int) -> Action | None:
        """The action of entry ``k`` (``None``: masked)."""
        kind = self.kinds[k]
        if kind is None:
            return None
        if kind is Kind.DRAW:
            held, mask = self.held, self.totals[k]
            return _action(Action, (kind, None, tuple([held[j] for j in range(len(held)) if mask >> j & 1])))
        to = self.totals[k]
        return _action(Action, (kind, to if to else None, ()))

    def chosen(self, index: object) -> Action:
        """The action of entry ``index``; refused (an
        :class:`~pokerfloor.errors.ActionUnavailableError`) when it is masked or no entry."""
        menu = self.menu
        entry = _index(index)
        if entry is None or not 0 <= entry < menu.size:
            raise ActionUnavailableError(repr(index), variant="menu-range", params={"last": menu.size - 1})
        chosen = self.action(entry)
        if chosen is None:
            raise ActionUnavailableError(menu.names[entry], variant="menu-masked")
        return chosen

    def open_entries(self) -> list[int]:
        """The entries open at this decision, in order."""
        kinds = self.kinds
        return [k for k in range(len(kinds)) if kinds[k] is not None]

    def mask(self) -> array[int]:
        """A new mask (``array("b")``): 1 for each open entry."""
        return self.menu.mask_of(self.bits)[:]

    def fill_mask(self, out: array[int], base: int) -> None:
        """Write the mask at ``out[base:base + size]``: 1 for each open entry (one copy of the
        menu's mask of these entries)."""
        out[base : base + self.menu.size] = self.menu.mask_of(self.bits)


def _index(value: object) -> int | None:
    """A menu index given as a Python or a NumPy integer (a 0-d or 1-element array too)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    item = getattr(value, "item", None)
    if callable(item) and getattr(value, "size", 0) == 1 and getattr(getattr(value, "dtype", None), "kind", "") in "iu":
        number = item()
        return number if isinstance(number, int) else None
    return None


def exact_action(hand: Hand, given: object) -> Action:
    """The action of the exact form: an :class:`~pokerfloor.Action` as it is, or ``(kind, to,
    discards)``; a kind that takes no amount given one is refused (an
    :class:`~pokerfloor.errors.AmountError`) rather than the amount dropped."""
    if isinstance(given, Action):
        return given
    try:
        kind_index, to, discards = (int(part) for part in given)  # type: ignore[attr-defined]
    except (TypeError, ValueError):
        raise ActionUnavailableError(repr(given), variant="exact-form") from None
    if not 0 <= kind_index < len(KINDS):
        raise ActionUnavailableError(repr(given), variant="exact-kind", params={"last": len(KINDS) - 1})
    kind = KINDS[kind_index]
    if kind is Kind.DRAW:
        options = hand.options()  # the player's own cards, when he is to draw
        held = options.held if isinstance(options, DrawOptions) else ()
        if to or discards >> len(held):
            raise AmountError(repr(given), variant="exact-draw")
        return Action(kind, None, tuple(held[k] for k in range(len(held)) if discards >> k & 1))
    if discards:
        raise AmountError(repr(given), variant="exact-cards", params={"kind": Phrase(f"kind.{kind.value}")})
    if kind in _SIZED or (kind is Kind.CALL and to):
        return Action(kind, to)
    if to:
        raise AmountError(repr(given), variant="exact-amount", params={"kind": Phrase(f"kind.{kind.value}")})
    return Action(kind)
