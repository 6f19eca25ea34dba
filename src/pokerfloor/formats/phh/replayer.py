"""A PHH hand replayed: its table seated, its cards dealt, its actions pushed into a
:class:`~pokerfloor.core.hand.Hand` a library user would have, each checked by the betting rules,
and the pots awarded as the record shows them.

:class:`Replayer` does the replay; whether the hand then ends as its record says is the checker's
question (:func:`pokerfloor.checking.phh_replay.replay`, which also says what a refused line may
be missing). The floor page pushes a record's lines one at a time onto a hand of its own
(:meth:`Replayer.action`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from pokerfloor.actions import Action, Kind
from pokerfloor.amounts import MAX_DIGITS
from pokerfloor.core.hand import Hand
from pokerfloor.core.runs import MOST_RUNS, run_again
from pokerfloor.errors import AmountError, HandHistoryError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats.phh.history import SEATS, HandHistory, Record, Words, action_words, read_record, seat_of
from pokerfloor.formats.phh.money import WHOLE_CHIPS, Stakes, action_chips, read_unit
from pokerfloor.formats.phh.table import forgive, table_in_chips
from pokerfloor.formats.runs import agreeing_to_runs
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import UNKNOWN, cards
from pokerfloor.rules import Rulebook

__all__ = ["Replayer", "covering_raise", "known", "not_winning"]

#: Makes an action from its fields at once: the named tuple's own ``__new__`` is a Python
#: function (a call through the interpreter from compiled code for every bet and raise replayed).
_action: Final = tuple.__new__
_FOLD: Final = Action(Kind.FOLD)
_CHECK: Final = Action(Kind.CHECK)
_CALL: Final = Action(Kind.CALL)
_BRING_IN: Final = Action(Kind.BRING_IN)
# Looked up once: ``Kind.CALL`` goes through the enum's descriptor on every use.
_CALL_KIND: Final = Kind.CALL


class Replayer:
    """One hand's replay: the record read, the table seated, the hand as the actions are pushed.
    :meth:`start` reads the record and deals; :meth:`action` pushes one line of
    :attr:`Record.plays` (the amounts read in chips of ``unit``, :func:`unit_of`; ``None``, the
    default, is whole chips); :meth:`settle` awards the pots. What the replay takes in a form the
    rules would not goes to ``forgiven`` (the hand's own :attr:`HandHistory.forgiven`), what the
    table's reading notes to ``notes``."""

    def __init__(
        self, history: HandHistory, rules: Rulebook, strict: bool = False, *, unit: ChipUnit | None = None
    ) -> None:
        self.history, self.rules, self.strict = history, rules, strict
        self.forgiven = history.forgiven
        self.notes: list[str] = []
        self.hand: Hand | None = None
        self.unit = WHOLE_CHIPS if unit is None else unit
        self.dealt = 0  # board cards dealt so far
        self.texts: list[str] = []  # the actions as written
        self.words: list[Words] = []  # their words (action_words)
        self.record = Record()

    def start(self) -> Hand:
        """Read the record, seat its table in chips of the hand's unit and deal the cards it
        shows: the hand before its first line is pushed (also :attr:`hand`). Raises
        :class:`~pokerfloor.errors.PokerfloorError` naming the field (code ``unsupported`` for a
        table pokerfloor cannot seat)."""
        history = self.history
        self.texts = texts = history.actions
        self.words = split = action_words(texts)
        scaled: Stakes = {}
        self.unit = read_unit(history.fields, split, scaled)
        rules = self.runs_agreed()
        table = table_in_chips(history, rules, self.strict, self.unit, self.notes, scaled=scaled)
        game = table.variant
        self.record = found = read_record(split, len(table.names), game)
        if len(found.board) > max(game.board_cards, 1):
            raise HandHistoryError(code="bad-field", variant="board-cards", params={"count": len(found.board)})
        self.hand = Hand(table, hole=found.hole, board=found.board, auto_settle=False)
        return self.hand

    def runs_agreed(self) -> Rulebook:
        """The rulebook to replay under: a record that runs the board more times (``_runs``) than
        the rulebook allows is a cash table's (a site's, whose players agreed to it): replayed
        allowing it, as the site's check takes it, and noted."""
        runs = self.history.fields.get("_runs")
        times = len(runs) + 1 if isinstance(runs, list) else 1
        if times <= self.rules.runs_most or times > MOST_RUNS:  # (more than any rulebook: refused by the run)
            return self.rules
        self.notes.append(
            f"the board is run {times} times, which {self.rules.cite('runs_most')} does not allow:"
            " the players' agreement at a cash table, replayed as run"
        )
        return agreeing_to_runs(self.rules, times)

    def action(self, hand: Hand, words: Words) -> Action | None:
        """Apply one PHH action (the words of a line of :attr:`Record.plays`) and return it as
        pushed (``None`` for the dealer's lines, which push nothing: the board is dealt by the
        hand). What the replay takes in a form the rules would not (and why) goes to the
        forgiven. Raises :class:`~pokerfloor.errors.PokerfloorError`, the hand unchanged."""
        if words[0] == "d":
            if len(words) >= 3 and words[1] == "db" and not hand.table.variant.deals_late:
                self.dealt += len(words[2]) // 2
                if not hand.is_over and self.dealt != hand.table.variant.board_sizes[hand.street]:
                    raise HandHistoryError(
                        rule=hand.rules.cite("action-order"),
                        code="board-too-early",
                        params={"street": Phrase(f"street.{hand.street_name.replace(' ', '-')}")},
                    )
            return None
        seat = SEATS.get(words[0], -1)  # seat_of() inlined: it runs for every action
        if not 0 <= seat < len(hand.names):
            seat_of(words[0], len(hand.names))  # raises, naming the player
        verb = words[1] if len(words) > 1 else ""
        if verb == "f":
            action = _FOLD
        elif verb == "cc":
            action = _CALL if hand.passive_kind() is _CALL_KIND else _CHECK
        elif verb == "cbr" and len(words) > 2 and (to := action_chips(words[2], self.unit)) is not None:
            return self.push_raise(hand, seat, to, words)
        elif verb == "pb":
            action = _BRING_IN
        elif verb == "sd":
            action = Action(Kind.DRAW, None, tuple(cards(words[2])) if len(words) > 2 else ())
        else:
            written = repr(" ".join(words))
            if verb == "cbr" and len(words) > 2:
                params = {"words": written, "most": MAX_DIGITS}
                raise HandHistoryError(code="bad-action", variant="amount", params=params)
            raise HandHistoryError(code="bad-action", variant="variant", params={"words": written})
        hand.push(action, seat)
        return action

    def push_raise(self, hand: Hand, seat: int, to: int, words: Words) -> Action:
        """A bet or raise to ``to``; one written short of a fixed size, as only what the others
        can call, is taken as the full size (and forgiven)."""
        action = _action(Action, (hand.aggressive_kind(), to, ()))
        try:
            hand.push(action, seat)
        except AmountError:
            legal = covering_raise(hand, seat, to)
            if legal is None:
                raise
            hand.push(taken := Action(action.kind, legal), seat)
            money = self.unit.amount(legal) if self.unit.exponent else legal
            self.forgiven.append(
                f"{' '.join(words)}: a {action.kind.value} here is to {money}; taken as that, since nobody still"
                f" in could call more than {words[2]} (the rest comes back uncalled)"
            )
            return taken
        return action

    def settle(self, hand: Hand) -> list[int]:
        """Award the pots as the record shows them: the mucks give up their claims; a hand shown
        with unknown cards (``sm ????``), or not shown at all, while another is shown did not win
        (the record says so by showing the other: forgiven, and said). Returns the seats taken as
        not winning (:func:`not_winning`). Raises :class:`~pokerfloor.errors.PokerfloorError`
        (code ``cards-unknown`` when no hand still in is known: nobody can be told the winner)."""
        record = self.record
        out = not_winning(hand, record)
        for seat in out[len(record.mucked) :]:
            how = "forgiven.shows-unknown" if seat in record.unseen else "forgiven.shows-nothing"
            forgive(self.history, self.strict, Phrase(how, {"player": f"p{seat + 1}"}))
        runs = self.history.fields.get("_runs")
        if runs is not None:  # pokerfloor's user field: the board run more than once
            run_again(hand, runs, "_runs", HandHistoryError)
        hand.settle(out, shown=record.shown or None)
        return out


def not_winning(hand: Hand, record: Record) -> list[int]:
    """The seats a record takes as not winning at the showdown of ``hand``: its mucks, then the
    hands still in whose cards are not known (shown ``sm ????``, or not shown at all) while
    another's are: the record says they did not win by showing the other."""
    shown = record.shown or None
    live = [s for s in hand.in_hand() if s not in record.mucked]
    unknown = [s for s in live if not known(hand, s, shown)]
    return [*record.mucked, *(unknown if len(unknown) < len(live) else ())]


def covering_raise(hand: Hand, seat: int, to: int) -> int | None:
    """A fixed-size bet or raise written as only what the others can call (hand histories written
    by PokerKit stop a raise at the largest stack it covers): the legal size, when ``to`` is less
    than it and covers every player still in; else ``None``."""
    if hand.to_act != seat:
        return None
    options = hand.options()
    if options.min_to is None or to >= options.min_to:
        return None
    bets, stacks, folded = hand.street_bets, hand.stacks, hand.folded
    others = [bets[j] + stacks[j] for j in range(len(stacks)) if j != seat and not folded[j]]
    return options.min_to if others and to == max(others) and to > hand.spot().bet else None


def known(hand: Hand, seat: int, shown: Mapping[int, Sequence[int]] | None) -> bool:
    """Whether the cards of ``seat`` at the showdown are known (a draw game's from the hand shown)."""
    if shown is not None and seat in shown:
        return True
    return UNKNOWN not in hand.hole[seat] and len(hand.hole[seat]) > 0
