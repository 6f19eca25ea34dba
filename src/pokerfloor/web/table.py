"""The floor page's tables, kept on the server: one :class:`FloorTable` per hand being played.

A floor table is a situation being played: the table as a situation file describes it
(``settings``, the keys of docs/situations.md), the rulebook it is ruled under, the
:class:`~pokerfloor.core.hand.Hand` in play and what was played on it (:class:`~pokerfloor.live.Played`:
each action as sent and as applied). Typed actions go through the one door,
:func:`pokerfloor.live.play_text`, the path ``pokerfloor rule`` takes; the page's buttons send
structured actions, pushed as they are (:meth:`FloorTable.act`); undo is :meth:`Hand.pop`; the
next hand is dealt as the rulebook deals it (:mod:`pokerfloor.play.seating`). What is read (a
table, a situation file, a PHH hand) is held to :class:`~pokerfloor.web.limits.Limits`. Nothing
here knows about HTTP.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any, NamedTuple

from pokerfloor import _moved
from pokerfloor.actions import Action, Kind, write_action
from pokerfloor.core.hand import Hand
from pokerfloor.errors import (
    ActionSyntaxError,
    HandHistoryError,
    IllegalActionError,
    NoActionPendingError,
    NotYourTurnError,
    PokerfloorError,
    SituationError,
)
from pokerfloor.explain.catalog import Phrase, amounts_in
from pokerfloor.formats import phh
from pokerfloor.formats.situation import cases_of, hand_of, situation_text
from pokerfloor.formats.situation_money import (
    action_in_chips,
    action_in_units,
    settings_in_chips,
    settings_in_units,
    unit_of_settings,
)
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import UNKNOWN, Deck
from pokerfloor.games.cards import cards as parse_cards
from pokerfloor.games.variants import phh_variant
from pokerfloor.live import Played, play_text
from pokerfloor.play.seating import Reason, Seating, Stakes
from pokerfloor.rules import rulebook
from pokerfloor.web.dealing import cards_needed, dealt_settings, deck_of
from pokerfloor.web.limits import DEFAULT_LIMITS, LimitError, Limits
from pokerfloor.web.names import aliased_settings, written
from pokerfloor.web.settings import (
    HAND_HISTORY,
    check_actions,
    checked_settings,
    coerce_rules,
    phh_settings,
    phh_title,
    phh_within,
    player_names,
    settings_of_deal,
    situation_data,
    text_within,
)

__all__ = [
    "CLICK_VERBS",
    "FloorTable",
    "Notice",
    "coerce_rules",
    "session_from_phh",
    "session_from_settings",
    "session_from_situation",
    "speaking_money",
]

#: The verbs the page's buttons send: the kinds of action, ``allin`` (the bet, call or raise that
#: puts the whole stack in) and ``draw`` (with the cards thrown, or their number when the page does
#: not know them; none: the player stands pat).
CLICK_VERBS = ("fold", "check", "call", "bet", "raise", "allin", "bring-in", "complete", "draw")
#: The verbs whose click needs the amount, the street total.
_SIZED_VERBS = ("bet", "raise", "complete")

_PHH_FILE = "PHH"
#: The chip of a table whose amounts are whole numbers.
_WHOLE_CHIPS = ChipUnit()


def speaking_money(unit: ChipUnit) -> contextlib.AbstractContextManager[None]:
    """Within it, explanations and refusals say amounts in ``unit``'s money (``2.00``, a hand in
    dollars and cents ruled in chips of a cent); a table of whole chips says them as they are. The
    page's one place for it: its state and its refusals both speak through it."""
    return amounts_in(unit.amount) if unit.exponent else contextlib.nullcontext()


def __getattr__(name: str) -> Any:
    """``Session``, the name of :class:`FloorTable` in release 0.1 (with a :class:`DeprecationWarning`:
    :data:`pokerfloor._moved.MOVED_NAMES`): the one session is :class:`pokerfloor.play.Session`."""
    return _moved.moved_name(__name__, name)


class Notice(NamedTuple):
    """An action of a loaded file refused: the hand stops just before it. ``number`` counts the
    actions (or the PHH lines) from 1, ``text`` is the action as the file wrote it, ``error`` the
    refusal, ``source`` ``"file"`` (a situation file's actions) or ``"phh"`` (a PHH hand's)."""

    number: int
    text: str
    error: PokerfloorError
    source: str = "file"


@dataclass
class FloorTable:
    """A hand being played on the floor page.

    ``settings`` describe the table at the start (situation-file keys, the rulebook aside),
    ``played`` what was played so far (each action as sent, as applied, and the action pushed).
    ``notice`` reports an action of a loaded file or history that was refused (the hand stops
    just before it). ``seat_tokens`` are the secret links of the seats, one per player;
    ``mucked`` the seats that give up their claim at the showdown, ``shown`` the hands turned up
    there that the hand does not know (a draw game's PHH hand shows only the final hand);
    ``record`` what a PHH hand's actions say, whose reading of the showdown (its mucks too:
    :func:`pokerfloor.formats.phh.not_winning`) awards the pots in place of ``mucked``.
    """

    id: str
    settings: dict[str, Any]
    rulebook: str
    hand: Hand
    name: str = "case 1"
    played: list[Played] = field(default_factory=list)
    notice: Notice | None = None
    seat_tokens: tuple[str, ...] = ()
    mucked: tuple[int, ...] = ()
    shown: Mapping[int, Sequence[int]] = field(default_factory=dict)
    record: phh.Record | None = None
    limits: Limits = DEFAULT_LIMITS
    #: Why the hand starts where it does, after :meth:`next_hand` (shown until the first action).
    reasons: tuple[Reason, ...] = ()
    #: The actions taken back, the next one to play again last (:meth:`forward`): a loaded hand
    #: is stepped back and forth through; a new action forgets them.
    ahead: list[Played] = field(default_factory=list)
    #: The refusal a loaded file stopped at: the notice again once the hand is stepped to its end.
    stopped: Notice | None = None
    #: The players' names as given, by the one-word names the hand plays them under
    #: (:mod:`pokerfloor.web.names`): a hand history's ``Matthew Ashton``.
    given_names: dict[str, str] = field(default_factory=dict)
    #: The seed of the deck the cards not given are dealt from (``None``: they stay unknown, and
    #: the showdown asks for the hands shown), and the number of this hand at the table.
    seed: int | None = None
    number: int = 0
    #: The chip the hand is played in whole chips of: a loaded PHH hand's in dollars and cents is a
    #: cent (``ChipUnit(-2)``), and its PHH is written in dollars and cents again.
    unit: ChipUnit = field(default_factory=ChipUnit)

    @property
    def actions(self) -> list[str]:
        """The actions played so far, as they were sent (what a situation file saves)."""
        return [played.text for played in self.played]

    @property
    def ruled_as(self) -> list[str]:
        """The actions played so far, each written as it was applied."""
        return [played.applied for played in self.played]

    def copy(self) -> FloorTable:
        """An independent copy (the page changes a copy, and keeps it once the change is done)."""
        return replace(self, hand=self.hand.copy(), played=self.played[:], ahead=self.ahead[:])

    # -- acting ----------------------------------------------------------------------------------
    def play(self, text: str) -> Played:
        """Play one typed action (``"A raise 300"``, ``"B says call"``) through the one door,
        :func:`pokerfloor.live.play_text`. Refused actions raise a
        :class:`~pokerfloor.errors.PokerfloorError` and change nothing."""
        limits = self.limits
        if len(text) > limits.action_chars:
            raise LimitError(variant="action-chars", params={"most": limits.action_chars, "count": len(text)})
        self._room_for_one()
        unit = self.unit
        with self._quoted_in_units():
            played = play_text(self.hand, action_in_chips(self.as_written(text), unit))
        if unit.exponent:  # as typed, in the hand's money; applied in it too
            played = played._replace(text=" ".join(text.split()), applied=action_in_units(played.applied, unit))
        self._kept(played)
        self.ahead.clear()
        return played

    def as_written(self, text: str) -> str:
        """A typed action that names its player as given (``Matthew Ashton call``) in the written
        form, which names him in one word."""
        return written(text, self.given_names)

    def act(
        self,
        verb: str,
        amount: int | Decimal | None = None,
        player: str | None = None,
        cards: str | int | None = None,
    ) -> Played:
        """Play an action as the page's buttons send it, structured: ``verb`` (one of
        :data:`CLICK_VERBS`), the street total of a bet, raise or completion (in the hand's money:
        ``Decimal("2.50")`` at a table in dollars and cents), and for a draw the cards thrown
        (``"7c2d"``; ``""`` stands pat) or their number when the page does not know them.
        ``player`` is the player acting (by default the player to act; another is refused as out
        of turn)."""
        if verb not in CLICK_VERBS:
            raise ActionSyntaxError(variant="click-verb", params={"verb": repr(verb), "verbs": ", ".join(CLICK_VERBS)})
        hand = self.hand
        who = player or hand.player_to_act
        if not who:
            raise NoActionPendingError(verb, code="no-action")
        if verb in _SIZED_VERBS and amount is None and not (verb == "complete" and hand.to_act >= 0):
            raise ActionSyntaxError(variant="click-amount", params={"player": who, "verb": verb})
        self._room_for_one()
        if verb == "allin" and who != hand.player_to_act:
            # The all-in of the player to act would be his own stack's: refuse it as clicked.
            raise NotYourTurnError(
                f"{who} allin",
                rule=hand.rules.cite("not-your-turn"),
                params={"player": hand.player_to_act, "who": who},
            )
        action = self._clicked(verb, self._in_chips(amount), cards)
        with self._quoted_in_units():
            hand.push(action, player=who)
        applied = action_in_units(write_action(who, action), self.unit)
        # What was clicked, as the written form says it: the all-in as such ("B allin"), whatever
        # bet, call or raise it was applied as.
        played = Played(f"{who} allin" if verb == "allin" else applied, who, action, applied)
        self._kept(played)
        self.ahead.clear()
        return played

    def speaking(self) -> contextlib.AbstractContextManager[None]:
        """Within it, explanations and refusals say amounts in the hand's money (see
        :func:`speaking_money`)."""
        return speaking_money(self.unit)

    @contextlib.contextmanager
    def _quoted_in_units(self) -> Iterator[None]:
        """A refused action quoted in the hand's money (``B raise 1.99``), not in its chips."""
        try:
            yield
        except IllegalActionError as error:
            error.action = action_in_units(error.action, self.unit)
            raise

    def _in_chips(self, amount: int | Decimal | None) -> int | None:
        """A clicked amount, in the hand's money, as whole chips (a typed error, ``bad-amount``,
        for one finer than the chip); a whole number at a table of whole chips as it is, for the
        hand to rule on."""
        if amount is None or (type(amount) is int and not self.unit.exponent):
            return amount
        return self.unit.chips(Decimal(amount))

    def _clicked(self, verb: str, amount: int | None, cards: str | int | None) -> Action:
        """The action a click asks for."""
        hand = self.hand
        if verb == "allin":
            return hand.allin_action()
        if verb == "draw":
            if isinstance(cards, int) and not isinstance(cards, bool):
                return Action(Kind.DRAW, None, (UNKNOWN,) * cards)
            thrown = parse_cards(cards) if isinstance(cards, str) and cards.strip() else []
            return Action(Kind.DRAW, None, tuple(thrown))
        if verb == "complete" and amount is None:
            amount = hand.options().min_to  # to the full bet, the one size there is
        return Action(Kind(verb), amount)

    def _room_for_one(self) -> None:
        if len(self.played) >= self.limits.actions:
            raise LimitError(code="session-full", params={"most": self.limits.actions})

    def _kept(self, played: Played) -> None:
        """Keep an action the hand has taken."""
        self.played.append(played)
        self.notice = None
        self.reasons = ()
        self._settle()

    def _replayed(self, name: str, action: Action) -> None:
        """Keep an action a PHH replay pushed (:meth:`pokerfloor.formats.phh.Replayer.action`) as
        the written action it amounts to; one longer than a written action may be is taken back
        and refused, as :meth:`play` refuses it."""
        written = action_in_units(write_action(name, action), self.unit)
        if len(written) > self.limits.action_chars:
            self.hand.pop()
            raise LimitError(variant="action-chars", params={"most": self.limits.action_chars, "count": len(written)})
        self._kept(Played(written, name, action, written))

    def undo(self) -> None:
        """Take back the last action (and the award of the pots it led to)."""
        if not self.played:
            raise NoActionPendingError("undo", code="nothing-to-undo")
        hand = self.hand
        if not hand.auto_settle and hand.is_settled and hand.is_contested:
            hand.pop()  # the showdown this table settled after the action
        hand.pop()
        self.ahead.append(self.played.pop())
        self.notice = None

    def reset(self) -> None:
        """Back to the start of the situation: every action taken back (to play again)."""
        while self.played:
            self.undo()

    def forward(self, *, to_the_end: bool = False) -> None:
        """Play again the next action taken back (``to_the_end``: every one): a loaded hand is
        stepped through, back with :meth:`undo` and forward with this."""
        if not self.ahead:
            raise NoActionPendingError("forward", code="nothing-to-redo")
        while self.ahead:
            self._room_for_one()
            played = self.ahead[-1]
            self.hand.push(played.action, player=played.player)
            self._kept(self.ahead.pop())
            if not to_the_end:
                break
        if not self.ahead:
            self.notice = self.stopped

    def _settle(self) -> None:
        """Award the pots with the mucks of the hand, once the showdown comes and its cards are
        known (a hand that waits for its mucks does not award the pots by itself)."""
        hand = self.hand
        if not hand.auto_settle and hand.is_over and hand.is_contested and not hand.is_settled:
            # The cards of a hand still in may be unknown: then the pots stay undecided.
            mucked = self.mucked if self.record is None else phh.not_winning(hand, self.record)
            with contextlib.suppress(PokerfloorError):
                hand.settle(mucked, shown=self.shown or None)

    def next_hand(self) -> None:
        """Move on to the next hand at this table, as the rulebook deals it
        (:mod:`pokerfloor.play.seating`): the players with no chips leave, stacks carry over, the
        button and the blinds move; :attr:`reasons` says why they are where they are."""
        hand = self.hand
        if not hand.is_over or (hand.is_contested and not hand.is_settled):
            raise NoActionPendingError("next hand", code="hand-not-over")
        deal = Seating.of_table(hand.table).after(hand).deal(Stakes.of(hand.table))
        self.settings = settings_of_deal(self.settings, deal.table)
        self.number += 1
        self.hand = hand_of(self.settings, self.rulebook, deck=self._deck())
        self.name = "next hand"
        self.played, self.mucked, self.record, self.ahead, self.stopped = [], (), None, [], None
        self.seat_tokens = tuple(secrets.token_urlsafe(12) for _ in self.hand.names)
        self.notice = None
        self.reasons = deal.reasons

    def _deck(self) -> Deck | None:
        """The deck this hand deals the cards not given from (``None`` without a seed)."""
        return deck_of(self.seed, self.number) if self.seed is not None else None

    def show(self, cards: Mapping[str, str], board: str = "") -> None:
        """The hands shown at a showdown the hand cannot decide (:func:`~pokerfloor.web.dealing.cards_needed`):
        each player's cards by name (a player left out mucks: he gives up his claim) and the board
        when it was not known. The hand is played again with them and its pots awarded; a draw
        game's hands shown are the final ones. Refused (a typed error, nothing changed) when the
        showdown needs nothing, or what is shown does not decide it."""
        needed = cards_needed(self.hand)
        if needed is None:
            raise NoActionPendingError("show", code="nothing-to-show")
        one_word = {given: name for name, given in self.given_names.items()}
        given = {one_word.get(name, name): text.strip() for name, text in cards.items() if text.strip()}
        for name in given:
            if name not in needed.players:
                shown_by = ", ".join(self.given_names.get(n, n) for n in needed.players)
                params = {"player": repr(self.given_names.get(name, name)), "players": shown_by}
                raise SituationError(code="unknown-player", variant="shown", params=params)
        if not given and not board.strip():
            raise SituationError(code="nothing-shown")
        size = self.hand.table.variant.board_cards
        if needed.board and not board.strip():
            raise SituationError(code="cards-unknown", variant="board", params={"size": size})
        if needed.board and len(parse_cards(board)) != size:
            raise SituationError(code="bad-card", variant="board-size", params={"size": size, "board": repr(board)})
        names = self.hand.names
        mucked = tuple(names.index(name) for name in needed.players if name not in given)
        settings, shown = dict(self.settings), {}
        if self.hand.table.variant.has_draws:  # the final hands, as shown (not the first and the draws)
            shown = {names.index(name): parse_cards(text) for name, text in given.items()}
        else:
            settings["cards"] = {**settings.get("cards", {}), **given}
        if board.strip():
            settings["board"] = board.strip()
        waits = bool(mucked or shown or self.record)
        again = replace(self, settings=settings, mucked=mucked, shown=shown, played=[])
        again.hand = hand_of(settings, self.rulebook, auto_settle=not waits, deck=self._deck())
        for played in self.played:
            again.hand.push(played.action, player=played.player)
            again.played.append(played)
        again._settle()
        if not again.hand.is_settled:
            raise SituationError(code="cards-unknown")
        self.settings, self.mucked, self.shown, self.hand = again.settings, mucked, shown, again.hand

    # -- files -------------------------------------------------------------------------------------
    def situation_text(self) -> str:
        """The situation file of the table and the actions so far, as one case (a hand dealt from
        a deck with the cards it has dealt: it plays the same)."""
        settings = dealt_settings(self.settings, self.hand) if self.seed is not None else self.settings
        return situation_text(settings_in_units(settings, self.unit), self.rulebook, self.name, self.actions)

    def phh_text(self) -> str:
        """The hand as a PHH hand history, its players named as given; raises
        :class:`HandHistoryError` for what PHH lacks."""
        fields = phh.in_units(phh.to_phh(self.hand), self.unit)
        if self.given_names and isinstance(fields.get("players"), list):
            fields["players"] = [self.given_names.get(name, name) for name in fields["players"]]
        return phh.dumps(fields)


# -- building tables ------------------------------------------------------------------------------


def _replay(session: FloorTable, texts: Iterable[str]) -> FloorTable:
    """Play written actions until one is refused; that one becomes the session's notice."""
    for number, text in enumerate(texts, start=1):
        try:
            session.play(text)
        except PokerfloorError as error:
            session.notice = session.stopped = Notice(number, text, error)
            break
    return session


def session_from_settings(
    settings: Mapping[str, Any],
    rulebook_name: str,
    *,
    name: str = "case 1",
    actions: Sequence[str] = (),
    mucked: Sequence[int] = (),
    shown: Mapping[int, tuple[int, ...]] | None = None,
    limits: Limits = DEFAULT_LIMITS,
    seed: int | None = None,
) -> FloorTable:
    """A session for a table described by situation-file keys, under a rulebook, with the
    actions played (up to the first refused one); the ``mucked`` seats give up their claim at
    the showdown, the ``shown`` hands are turned up there; with a ``seed``, the cards the
    settings do not give are dealt from a deck shuffled with it (:mod:`pokerfloor.web.dealing`)."""
    check_actions(actions, limits)
    one_word, given = aliased_settings(settings)
    unit = unit_of_settings(one_word, actions)  # a table in dollars and cents is played in cents
    chips = settings_in_chips(one_word, unit) if unit.exponent else one_word
    session = _session(
        chips, rulebook_name, name, limits, mucked=tuple(mucked), shown=dict(shown or {}), seed=seed, unit=unit
    )
    session.given_names = given
    return _replay(session, actions)


def _session(
    settings: Mapping[str, Any],
    rulebook_name: str,
    name: str,
    limits: Limits,
    *,
    mucked: tuple[int, ...] = (),
    shown: Mapping[int, Sequence[int]] | None = None,
    record: phh.Record | None = None,
    seed: int | None = None,
    unit: ChipUnit = _WHOLE_CHIPS,
) -> FloorTable:
    """A session at the start of the hand the settings describe (checked, and held to the
    limits), their amounts in whole chips of ``unit``: the session plays in them and speaks
    ``unit``'s money."""
    clean, book = checked_settings(settings, rulebook_name, limits)
    # With mucks, hands to show or a record to read them from, the hand waits at the showdown for them.
    deck = deck_of(seed, 0) if seed is not None else None
    hand = hand_of(clean, book, auto_settle=not (mucked or shown or record), deck=deck)
    tokens = tuple(secrets.token_urlsafe(12) for _ in hand.names)
    session = FloorTable(
        secrets.token_urlsafe(12),
        clean,
        book,
        hand,
        name=name,
        seat_tokens=tokens,
        mucked=mucked,
        shown=dict(shown or {}),
        record=record,
        limits=limits,
        seed=seed,
        unit=unit,
    )
    session._settle()  # a hand whose betting is over from the start (every player all-in)
    return session


def session_from_situation(
    text: str, case: int = 1, rulebook_name: str | None = None, *, limits: Limits = DEFAULT_LIMITS
) -> tuple[FloorTable, list[str]]:
    """A session for one case of a situation file (TOML text): its table and its actions (its
    ``try`` actions are left for the user). Also returns the names of the file's cases."""
    cases = list(cases_of(situation_data(text, limits), Phrase("at.page-situation")))
    if not 1 <= case <= len(cases):
        raise SituationError(code="bad-field", variant="page-case", params={"case": case, "count": len(cases)})
    chosen = cases[case - 1]
    book = rulebook_name or (chosen.rulebooks[0] if chosen.rulebooks else "tda")
    session = session_from_settings(chosen.settings, book, name=chosen.name, actions=chosen.actions, limits=limits)
    return session, [c.name for c in cases]


def session_from_phh(
    text: str, index: int = 1, rulebook_name: str = "tda", *, limits: Limits = DEFAULT_LIMITS
) -> tuple[FloorTable, list[str]]:
    """A session for one hand of PHH text (``.phh``, or the ``index``-th of a ``.phhs``), its
    actions replayed up to the first refused one, its mucks read. Also returns the hands' keys."""
    text_within(text, limits, HAND_HISTORY)
    histories = phh.parse_histories(text, _PHH_FILE)
    if not histories:
        raise HandHistoryError(code="missing-field", variant="no-hand")
    if not 1 <= index <= len(histories):
        raise HandHistoryError(code="bad-field", variant="page-hand", params={"hand": index, "count": len(histories)})
    history = histories[index - 1]
    phh_within(history, limits)
    if phh_variant(history.variant) is None:
        raise HandHistoryError(code="unsupported-variant", variant="page", params={"variant": repr(history.variant)})
    rules = rulebook(rulebook_name)
    table = phh.table_of(history, rules)  # a field the hand needs and lacks: a HandHistoryError naming it
    names = player_names([str(p) for p in history.fields.get("players", [])], len(table.names))
    lines = phh.action_words(history.actions)
    record = phh.read_record(lines, len(names), table.variant)
    unit = phh.unit_of(history)
    session = _session(
        phh_settings(table, names, record),
        rulebook_name,
        phh_title(history),
        limits,
        shown=record.shown,
        record=record,
        unit=unit,
    )
    raw = [str(p).strip() for p in history.fields.get("players", [])]
    session.given_names = {name: given for name, given in zip(names, raw, strict=False) if name != given}
    _replay_phh(session, phh.Replayer(history, rules, unit=unit), lines, names)
    return session, [h.key or str(k) for k, h in enumerate(histories, start=1)]


def _replay_phh(session: FloorTable, replayer: phh.Replayer, lines: list[phh.Words], names: Sequence[str]) -> None:
    """Push the lines a PHH hand replays onto the session's hand, as the replay reads them, until
    one is refused; that one becomes the session's notice."""
    record, texts = session.record, replayer.history.actions
    assert record is not None  # a session of a PHH hand keeps its record
    for line in record.plays:
        words = lines[line]
        try:
            action = replayer.action(session.hand, words)
            if action is not None:  # a player's line ("p3 cbr 300": seat 3, as the replay read it)
                session._replayed(names[int(words[0][1:]) - 1], action)
        except PokerfloorError as error:
            session.notice = session.stopped = Notice(line + 1, texts[line], error, "phh")
            break
