"""The observation vector of :mod:`pokerfloor.env.observe`: where each part lies (:class:`Layout`), and
its filling, compiled with the engine (``engine.COMPILED``).

A vector is written through a ``memoryview`` of an ``array.array("f")`` (``out``, from the place
``base``: one row of the batched tables' block, or the layout's own vector, copied out), which
NumPy wraps without a copy (``numpy.frombuffer``): no NumPy here, where mypyc compiles plain typed
Python. The writer zeroes the row and sets the places that are not zero, a few dozen of several
hundred. The views are made once, with their arrays: an ``array("f")`` item set parses its value
as a function's argument (``PyArg_Parse``), a view's converts the float and stores it, about half
the instructions; making a view for each vector cost a tenth of the vector.

What a seat sees comes from one place, :mod:`pokerfloor.core.view`: the cards by
:func:`~pokerfloor.core.view.seen_cards` (the ``board`` and ``hole`` of its
:func:`~pokerfloor.core.view.seat_view`, by the same rules), the rest from what every seat sees
(stacks, bets, folds, pots, the player to act, the street, and the record's actions with the
number of cards each draw threw: the parts of the record the view never masks). A vector can be
made from a :class:`~pokerfloor.core.view.SeatView` too (:meth:`Layout.fill_view`), by the same
writer.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from typing import Final, cast

from pokerfloor.actions import Kind
from pokerfloor.core.options import DrawOptions, Options
from pokerfloor.core.record import RecordEntry
from pokerfloor.core.state import HandState
from pokerfloor.core.view import SeatView, seen_cards_read
from pokerfloor.env.menu import KINDS
from pokerfloor.env.spec import Spec
from pokerfloor.games.cards import UNKNOWN

__all__ = ["Layout", "Trail", "float_view"]

_CARDS: Final = 52

Cards = tuple[int, ...]
#: One action of the history part: the seat, the index of its kind in the menu's kinds, and its
#: value (the street total over every chip; a draw: the share of the cards held that were thrown).
Code = tuple[int, int, float]


class Layout:
    """The parts of one ``spec``'s vector: ``players`` seats at most, ``slots`` cards held, a board
    or none, ``streets`` (the showdown included), ``history`` past actions, amounts divided by
    ``chips`` (every chip at the table). ``parts`` names each part with its start and length;
    ``size`` is the vector's length."""

    def __init__(self, spec: Spec) -> None:
        game = spec.variant
        self.spec = spec
        self.players = players = spec.players
        self.slots = slots = game.hole_cards
        board = bool(game.board_cards)
        self.streets = len(game.streets) + 1
        self.history = history = spec.history
        self.chips = float(spec.chips)
        self.per_action = players + len(KINDS) + 1
        lengths = (
            ("own cards", slots * _CARDS),
            ("board", _CARDS if board else 0),
            ("seen", (players - 1) * _CARDS),
            ("present", players),
            ("stacks", players),
            ("bets", players),
            ("folded", players),
            ("all in", players),
            ("to act", players),
            ("button", players),
            ("street", self.streets),
            ("pot", 1),
            ("to call", 1),
            ("min raise to", 1),
            ("max raise to", 1),
            ("history", history * self.per_action),
        )
        self.parts: dict[str, tuple[int, int]] = {}
        at = 0
        for name, length in lengths:
            self.parts[name] = (at, length)
            at += length
        self.size = at
        starts = {name: start for name, (start, _) in self.parts.items()}
        self.own_at = starts["own cards"]
        self.board_at = starts["board"]
        self.seen_at = starts["seen"]
        self.present_at = starts["present"]
        self.stacks_at = starts["stacks"]
        self.bets_at = starts["bets"]
        self.folded_at = starts["folded"]
        self.all_in_at = starts["all in"]
        self.to_act_at = starts["to act"]
        self.button_at = starts["button"]
        self.street_at = starts["street"]
        self.pot_at = starts["pot"]
        self.call_at = starts["to call"]
        self.min_at = starts["min raise to"]
        self.max_at = starts["max raise to"]
        self.history_at = starts["history"]
        self.kind_index: dict[str, int] = {kind.value: k for k, kind in enumerate(KINDS)}
        self.draw_index = KINDS.index(Kind.DRAW)
        #: A vector of zeros, copied over a row to clear it (one copy of memory, not a loop).
        self.blank = array("f", bytes(4 * self.size))
        #: The vector that :meth:`vector_of` and :meth:`vector_of_view` write, then copy out, and
        #: the view they write it through (made once: see the module's docstring).
        self._scratch = array("f", bytes(4 * self.size))
        self._scratch_view = float_view(self._scratch)
        #: What :meth:`vector_of` keeps of the hand it last read (one table's: the environment's).
        self.trail = Trail(self)

    def __reduce__(self) -> tuple[type[Layout], tuple[Spec]]:
        # Made again from what made it (compiled, the class has no blank to fill in).
        return Layout, (self.spec,)

    def vector(self) -> array[float]:
        """A new vector of zeros, to fill."""
        return self.blank[:]

    def vector_of(self, hand: HandState, seat: int, options: Options | None) -> array[float]:
        """A new vector of what ``seat`` sees of ``hand`` (as :meth:`fill_hand` writes it, following
        the hand's record with the layout's own :class:`Trail`)."""
        self.fill_hand(self._scratch_view, 0, hand, seat, options, trail=self.trail)
        return self._scratch[:]

    def vector_of_view(self, view: SeatView, button: int, options: Options | None) -> array[float]:
        """A new vector of a :class:`~pokerfloor.core.view.SeatView` (as :meth:`fill_view` writes it)."""
        self.fill_view(self._scratch_view, 0, view, button, options)
        return self._scratch[:]

    def fill_hand(
        self, out: memoryview[float], base: int, hand: HandState, seat: int, options: Options | None, *, trail: Trail
    ) -> None:
        """Write what ``seat`` sees of ``hand`` at ``out[base:base + size]`` (``out``: a view of an
        ``array("f")``): the cards by :func:`~pokerfloor.core.view.seen_cards`' rules, the rest as
        every seat sees it; ``options`` are the seat's when it is to act (they hold none but its own
        cards), else ``None``. ``trail`` follows the table's record: it reads only the entries new
        since its last decision, and keeps each seat's history part written."""
        trail.follow(hand)
        board, holes = seen_cards_read(hand, seat, trail.board, trail.shown)
        bets = hand.street_bets
        # The chips in the middle: the pots' (every chip of the finished streets and the dead
        # money, as hand.pots() shares them out) and the street's bets. The sum, not the pots:
        # making the side pots to add them up again cost a tenth of the observation.
        pot = hand.dead + sum(hand.committed) + sum(bets)
        self._fill(out, base, seat, holes=holes, board=board, stacks=hand.stacks, bets=bets, folded=hand.folded,
                   pot=pot, to_act=hand.to_act, street=hand.street, button=hand.table.button,
                   options=options)  # fmt: skip
        if self.history:
            at = base + self.history_at
            out[at : at + self.history * self.per_action] = trail.history(seat)

    def fill_view(
        self, out: memoryview[float], base: int, view: SeatView, button: int, options: Options | None
    ) -> None:
        """The same vector from a :class:`~pokerfloor.core.view.SeatView` (an onlooker's view is
        written as seat 0's) and the ``button``'s seat."""
        me = view.seat if view.seat is not None else 0
        pot = sum([pot.amount for pot in view.pots]) + sum(view.bets)
        self._fill(out, base, me, holes=view.hole, board=view.board, stacks=view.stacks, bets=view.bets,
                   folded=view.folded, pot=pot, to_act=view.to_act, street=view.street, button=button,
                   options=options)  # fmt: skip
        if self.history:
            self._history(out, base, me, len(view.stacks), view.log)

    def _fill(
        self,
        view: memoryview[float],
        base: int,
        me: int,
        *,
        holes: Sequence[Cards],
        board: Cards,
        stacks: Sequence[int],
        bets: Sequence[int],
        folded: Sequence[bool],
        pot: int,
        to_act: int,
        street: int,
        button: int,
        options: Options | None,
    ) -> None:
        """The one writer of the vector but its history part. Seats are counted from ``me`` (0)
        round the table to his left."""
        n = len(stacks)
        chips = self.chips
        view[base : base + self.size] = self.blank
        place = base + self.own_at
        held = holes[me]
        for k in range(min(len(held), self.slots)):
            if held[k] != UNKNOWN:  # his own cards are all known to him (an onlooker's are not)
                view[place + held[k]] = 1.0
            place += _CARDS
        place = base + self.board_at
        for card in board:
            if card != UNKNOWN:  # a card not known is left out: -1 would mark the slot before's last card
                view[place + card] = 1.0
        place = base + self.seen_at
        for rel in range(1, n):
            for card in holes[(me + rel) % n]:
                if card != UNKNOWN:
                    view[place + card] = 1.0
            place += _CARDS
        for rel in range(n):
            seat = (me + rel) % n
            view[base + self.present_at + rel] = 1.0
            stack = stacks[seat]
            if folded[seat]:
                view[base + self.folded_at + rel] = 1.0
            elif not stack:
                view[base + self.all_in_at + rel] = 1.0
            if stack:
                view[base + self.stacks_at + rel] = stack / chips
            if bets[seat]:
                view[base + self.bets_at + rel] = bets[seat] / chips
        if to_act >= 0:
            view[base + self.to_act_at + (to_act - me) % n] = 1.0
        view[base + self.button_at + (button - me) % n] = 1.0
        view[base + self.street_at + min(street, self.streets - 1)] = 1.0
        view[base + self.pot_at] = pot / chips
        if options is not None and not isinstance(options, DrawOptions):
            view[base + self.call_at] = (options.call_adds or 0) / chips
            view[base + self.min_at] = (options.min_to or 0) / chips
            view[base + self.max_at] = (options.max_to or 0) / chips

    def _history(self, view: memoryview[float], base: int, me: int, n: int, log: Sequence[RecordEntry]) -> None:
        """The history part read from the whole ``log`` (a view's; :class:`Trail` keeps it from
        one decision to the next instead): the last actions, the latest first."""
        place = base + self.history_at
        last = place + self.history * self.per_action
        for k in range(len(log) - 1, -1, -1):
            code = self.code(log[k])
            if code is not None:
                self.write_code(view, place, me, n, code)
                place += self.per_action
                if place == last:
                    return

    def code(self, entry: RecordEntry) -> Code | None:
        """What the history part holds of a record entry (``None``: not an action nor a draw)."""
        kind = entry[0]
        if kind == "action":
            return entry[1], self.kind_index[entry[3]], entry[2] / self.chips if entry[2] else 0.0
        if kind == "draw":
            return entry[1], self.draw_index, len(entry[4]) / max(self.slots, 1) if entry[4] else 0.0
        return None

    def write_code(self, view: memoryview[float], place: int, me: int, n: int, code: Code) -> None:
        """One action of the history part, at ``place``: who (from the left of ``me``, one of ``n``
        seats), the kind, the value."""
        seat, kind, value = code
        view[place + self.players + kind] = 1.0
        if value:
            view[place + self.per_action - 1] = value
        view[place + (seat - me) % n] = 1.0


class Trail:
    """What one table's observations keep of its hand's record from one decision to the next, so
    that each decision reads only the entries new since the last (the whole record read again at
    every decision, and the history part written again action by action, cost the most of an
    observation): the board cards dealt, the hands shown, the actions as the history part codes
    them, and each seat's history part as last written (the latest action first), which a
    decision moves back by the actions since and completes.

    The record followed is known by its identity and its last entry read: a new hand, or an
    action taken back (:meth:`~pokerfloor.Hand.pop`) and another pushed, starts it again from
    the first entry."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        #: The record followed, how many of its entries were read, the last of them (an object:
        #: compiled, a tuple of fixed length typed as such is unboxed when read, and boxed again
        #: as a new tuple, which no ``is`` test would find the same).
        self.record: list[RecordEntry] = []
        self.read = 0
        self.last: object = None
        #: The board cards its entries dealt, the hands they showed, its actions coded.
        self.board = 0
        self.shown: dict[int, Cards] = {}
        self.codes: list[Code] = []
        #: Each seat's history part (and the view it is written through), with how many codes
        #: it holds; the zeros a part is cleared from.
        self.parts: list[array[float]] = []
        self.views: list[memoryview[float]] = []
        self.written: list[int] = []
        self.zeros = float_view(array("f", bytes(4 * layout.history * layout.per_action)))

    def __reduce__(self) -> tuple[type[Trail], tuple[Layout]]:
        # Made again from its layout: it reads the next hand's record from its first entry.
        return Trail, (self.layout,)

    def follow(self, hand: HandState) -> None:
        """Read the entries of ``hand``'s record new since the last call."""
        record = hand.record
        entries = cast("list[object]", record)  # its entries as the list holds them (see self.last)
        read = self.read
        if record is not self.record or len(record) < read or (read and entries[read - 1] is not self.last):
            self._restart(record, len(hand.names))
            read = 0
        layout = self.layout
        for k in range(read, len(record)):
            entry = record[k]
            kind = entry[0]
            if kind == "board":
                self.board += len(entry[4])
            elif kind == "show":
                self.shown[entry[1]] = entry[4]
            else:
                code = layout.code(entry)
                if code is not None:
                    self.codes.append(code)
        if len(record) > read:
            self.read = len(record)
            self.last = entries[-1]

    def _restart(self, record: list[RecordEntry], seats: int) -> None:
        """Follow ``record`` from its first entry, at a table of ``seats``."""
        self.record = record
        self.read = 0
        self.last = None
        self.board = 0
        self.shown = {}
        self.codes = []
        size = self.layout.history * self.layout.per_action
        if len(self.parts) != seats:
            self.parts = [array("f", bytes(4 * size)) for _ in range(seats)]
            self.views = [float_view(part) for part in self.parts]
        else:
            for view in self.views:
                view[:] = self.zeros
        self.written = [0] * seats

    def history(self, me: int) -> array[float]:
        """Seat ``me``'s history part, brought up to date: the parts written move back by the
        actions since (one copy of memory), which are written in front."""
        layout = self.layout
        per, kept = layout.per_action, layout.history
        codes = self.codes
        new = len(codes) - self.written[me]
        if new:
            view = self.views[me]
            if new < kept:
                view[new * per : kept * per] = view[: (kept - new) * per]
                view[: new * per] = self.zeros[: new * per]
            else:
                new = kept
                view[:] = self.zeros
            seats = len(self.parts)
            for j in range(new):
                layout.write_code(view, j * per, me, seats, codes[len(codes) - 1 - j])
            self.written[me] = len(codes)
        return self.parts[me]


def float_view(out: array[float]) -> memoryview[float]:
    """The view of ``out`` that a vector is written through, made once per array (the module's
    docstring says why). Cast through its bytes: a view of the array's floats is typed as one
    of whole numbers."""
    return memoryview(out).cast("B").cast("f")
