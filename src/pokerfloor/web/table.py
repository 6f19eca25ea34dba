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
import json
import re
import secrets
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

import rtoml

from pokerfloor import _moved
from pokerfloor.actions import Action, Kind, write_action
from pokerfloor.core.hand import Hand, Table
from pokerfloor.errors import (
    ActionSyntaxError,
    HandHistoryError,
    NoActionPendingError,
    NotYourTurnError,
    PokerfloorError,
    SituationError,
)
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats import phh
from pokerfloor.formats.situation import cases_of, hand_of, situation_text
from pokerfloor.formats.toml_writer import toml_value
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import UNKNOWN, cards_text
from pokerfloor.games.cards import cards as parse_cards
from pokerfloor.games.variants import DEFAULT_VARIANT, phh_variant
from pokerfloor.live import Played, play_text
from pokerfloor.play.seating import Reason, Seating, Stakes
from pokerfloor.rules import PRESETS, SWITCHES, rulebook
from pokerfloor.structures import FixedLimit, SpreadLimit
from pokerfloor.web.limits import DEFAULT_LIMITS, LimitError, Limits, check_values

__all__ = [
    "CLICK_VERBS",
    "FloorTable",
    "Notice",
    "coerce_rules",
    "session_from_phh",
    "session_from_settings",
    "session_from_situation",
]

#: The verbs the page's buttons send: the kinds of action, ``allin`` (the bet, call or raise that
#: puts the whole stack in) and ``draw`` (with the cards thrown, or their number when the page does
#: not know them; none: the player stands pat).
CLICK_VERBS = ("fold", "check", "call", "bet", "raise", "allin", "bring-in", "complete", "draw")
#: The verbs whose click needs the amount, the street total.
_SIZED_VERBS = ("bet", "raise", "complete")

_PHH_FILE = "PHH"


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
        return replace(self, hand=self.hand.copy(), played=self.played[:])

    # -- acting ----------------------------------------------------------------------------------
    def play(self, text: str) -> Played:
        """Play one typed action (``"A raise 300"``, ``"B says call"``) through the one door,
        :func:`pokerfloor.live.play_text`. Refused actions raise a
        :class:`~pokerfloor.errors.PokerfloorError` and change nothing."""
        limits = self.limits
        if len(text) > limits.action_chars:
            raise LimitError(variant="action-chars", params={"most": limits.action_chars, "count": len(text)})
        self._room_for_one()
        played = play_text(self.hand, text)
        self._kept(played)
        return played

    def act(
        self, verb: str, amount: int | None = None, player: str | None = None, cards: str | int | None = None
    ) -> Played:
        """Play an action as the page's buttons send it, structured: ``verb`` (one of
        :data:`CLICK_VERBS`), the street total of a bet, raise or completion, and for a draw the
        cards thrown (``"7c2d"``; ``""`` stands pat) or their number when the page does not know
        them. ``player`` is the player acting (by default the player to act; another is refused
        as out of turn)."""
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
        action = self._clicked(verb, amount, cards)
        hand.push(action, player=who)
        applied = write_action(who, action)
        # What was clicked, as the written form says it: the all-in as such ("B allin"), whatever
        # bet, call or raise it was applied as.
        played = Played(f"{who} allin" if verb == "allin" else applied, who, action, applied)
        self._kept(played)
        return played

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
        written = write_action(name, action)
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
        self.played.pop()
        self.notice = None

    def reset(self) -> None:
        """Back to the start of the situation: every action taken back."""
        while self.played:
            self.undo()

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
        self.settings = _settings_of_deal(self.settings, deal.table)
        self.hand = hand_of(self.settings, self.rulebook)
        self.name = "next hand"
        self.played, self.mucked, self.record = [], (), None
        self.seat_tokens = tuple(secrets.token_urlsafe(12) for _ in self.hand.names)
        self.notice = None
        self.reasons = deal.reasons

    # -- files -------------------------------------------------------------------------------------
    def situation_text(self) -> str:
        """The situation file of the table and the actions so far, as one case."""
        return situation_text(self.settings, self.rulebook, self.name, self.actions)

    def phh_text(self) -> str:
        """The hand as a PHH hand history; raises :class:`HandHistoryError` for what PHH lacks."""
        return phh.dumps(phh.to_phh(self.hand))


# -- building tables ------------------------------------------------------------------------------


def coerce_rules(overrides: Mapping[str, Any]) -> dict[str, Any]:
    """Switch overrides as a form sends them (``"false"``, ``"50"``) turned into the switches'
    own values; unknown switches and values are left for :func:`rulebook` to refuse."""
    out: dict[str, Any] = {}
    for name, value in overrides.items():
        switch = SWITCHES.get(name)
        chosen = value
        if switch is not None:
            exact = [c for c in switch.choices if type(c) is type(value) and c == value]
            loose = [c for c in switch.choices if str(c).lower() == str(value).strip().lower()]
            chosen = (exact or loose or [value])[0]
        out[name] = chosen
    return out


def _checked(settings: Mapping[str, Any], rulebook_name: str, limits: Limits) -> tuple[dict[str, Any], str]:
    """The settings with their switch overrides coerced, checked as a situation file's table
    (and held to the limits: the seats, the size of it all)."""
    players = settings.get("players")
    if isinstance(players, list) and len(players) > limits.seats:
        raise LimitError(
            variant="players", params={"field": "players", "count": str(len(players)), "most": str(limits.seats)}
        )
    if rulebook_name not in PRESETS:
        rulebook(rulebook_name)  # raises the typed error naming the rulebooks
    clean = {k: v for k, v in settings.items() if k != "rulebooks"}
    if "case" in clean:
        raise SituationError(code="bad-field", variant="settings-case")
    for key, value in clean.items():
        _writable(key, value)
    if "rules" in clean:
        if not isinstance(clean["rules"], Mapping):
            raise SituationError(code="bad-field", variant="settings-rules")
        clean["rules"] = coerce_rules(clean["rules"])
        if not clean["rules"]:
            del clean["rules"]
    next(cases_of({**clean, "case": [{}]}, Phrase("at.page-table")))  # unknown keys are refused here
    size = len(json.dumps(clean, ensure_ascii=False).encode("utf-8"))
    if size > limits.settings_bytes:
        raise LimitError(variant="settings", params={"size": str(size), "most": str(limits.settings_bytes)})
    return clean, rulebook_name


def _writable(key: str, value: Any) -> None:
    """Refuse a setting the session could not save as a situation file (``null``, ``1.5``)."""
    try:
        toml_value(value)
    except (TypeError, RecursionError):
        raise SituationError(
            code="bad-field", variant="unwritable", params={"field": key, "value": repr(value)}
        ) from None


def _replay(session: FloorTable, texts: Iterable[str]) -> FloorTable:
    """Play written actions until one is refused; that one becomes the session's notice."""
    for number, text in enumerate(texts, start=1):
        try:
            session.play(text)
        except PokerfloorError as error:
            session.notice = Notice(number, text, error)
            break
    return session


def _check_actions(actions: Sequence[str], limits: Limits) -> None:
    if len(actions) > limits.actions:
        raise LimitError(variant="actions", params={"count": str(len(actions)), "most": str(limits.actions)})
    longest = max((len(text) for text in actions), default=0)
    if longest > limits.action_chars:
        raise LimitError(variant="actions-chars", params={"most": str(limits.action_chars), "count": str(longest)})


def session_from_settings(
    settings: Mapping[str, Any],
    rulebook_name: str,
    *,
    name: str = "case 1",
    actions: Sequence[str] = (),
    mucked: Sequence[int] = (),
    shown: Mapping[int, tuple[int, ...]] | None = None,
    limits: Limits = DEFAULT_LIMITS,
) -> FloorTable:
    """A session for a table described by situation-file keys, under a rulebook, with the
    actions played (up to the first refused one); the ``mucked`` seats give up their claim at
    the showdown, the ``shown`` hands are turned up there."""
    _check_actions(actions, limits)
    session = _session(settings, rulebook_name, name, limits, mucked=tuple(mucked), shown=dict(shown or {}))
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
) -> FloorTable:
    """A session at the start of the hand the settings describe (checked, and held to the limits)."""
    clean, book = _checked(settings, rulebook_name, limits)
    # With mucks, hands to show or a record to read them from, the hand waits at the showdown for them.
    hand = hand_of(clean, book, auto_settle=not (mucked or shown or record))
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
    )
    session._settle()  # a hand whose betting is over from the start (every player all-in)
    return session


#: The texts the page reads, as its refusals name them.
_SITUATION_FILE = Phrase("at.situation-file")
_HAND_HISTORY = Phrase("at.hand-history")


def _text_within(text: str, limits: Limits, what: Phrase) -> None:
    if len(text) > limits.text_chars:
        params = {"what": what, "count": str(len(text)), "most": str(limits.text_chars)}
        raise LimitError(variant="text", params=params)


def _situation_data(text: str, limits: Limits) -> dict[str, Any]:
    """The TOML of a situation file, read by rtoml (linear in the text, where the standard
    library's reader is quadratic in a long dotted key)."""
    _text_within(text, limits, _SITUATION_FILE)
    try:
        data: dict[str, Any] = rtoml.loads(text)
    except rtoml.TomlParsingError as error:
        said = " ".join(str(error).split())
        if "recurs" in said:  # rtoml's words for nesting (or a dotted key) past its depth
            raise SituationError(code="bad-toml", variant="page-deep") from None
        raise SituationError(code="bad-toml", variant="page", params={"error": said}) from None
    check_values(data, limits.values, _SITUATION_FILE)
    return data


def session_from_situation(
    text: str, case: int = 1, rulebook_name: str | None = None, *, limits: Limits = DEFAULT_LIMITS
) -> tuple[FloorTable, list[str]]:
    """A session for one case of a situation file (TOML text): its table and its actions (its
    ``try`` actions are left for the user). Also returns the names of the file's cases."""
    cases = list(cases_of(_situation_data(text, limits), Phrase("at.page-situation")))
    if not 1 <= case <= len(cases):
        raise SituationError(code="bad-field", variant="page-case", params={"case": case, "count": len(cases)})
    chosen = cases[case - 1]
    book = rulebook_name or (chosen.rulebooks[0] if chosen.rulebooks else "tda")
    session = session_from_settings(chosen.settings, book, name=chosen.name, actions=chosen.actions, limits=limits)
    return session, [c.name for c in cases]


def _player_names(raw: Sequence[str], n: int) -> list[str]:
    """PHH player names made usable in written actions (one word each), else ``p1``..``pN``."""
    names = [re.sub(r"\s+", "_", name.strip()) for name in raw]
    if len(names) != n or len(set(names)) != n or not all(names):
        return [f"p{k + 1}" for k in range(n)]
    return names


#: What a hand's settings say that the next hand does not inherit: its cards, where it started.
_THIS_HAND_ONLY = ("cards", "board", "pot", "street", "button", "small_blind", "big_blind", "players", "seats")


def _settings_of_deal(settings: Mapping[str, Any], table: Table) -> dict[str, Any]:
    """The situation-file keys of the next hand: the table's game and stakes kept, the players
    in their seats with their stacks, the button and the blinds where the rulebook put them."""
    if table.posts:  # a table the page plays has nobody waiting to post in (no button blinds either)
        raise SituationError(code="unsupported", variant="next-posts")
    out = {key: value for key, value in settings.items() if key not in _THIS_HAND_ONLY}
    names, numbers = table.names, table.numbers
    out["seats"] = table.seat_count
    out["button"] = f"seat {table.dead_button}" if table.dead_button else names[table.button]
    if table.blinds is not None:
        small, big = table.blind_seats
        out["small_blind"] = names[small] if small is not None else f"seat {table.dead_small_blind}"
        out["big_blind"] = names[big]
    seated = zip(names, table.stacks, numbers, strict=True)
    out["players"] = [{"name": name, "stack": stack, "seat": seat} for name, stack, seat in seated]
    return out


def _settings_of_table(table: Table, names: Sequence[str]) -> dict[str, Any]:
    """The situation-file keys of a table (the rulebook aside)."""
    structure = table.structure
    settings: dict[str, Any] = {"structure": structure.name}
    if table.variant is not DEFAULT_VARIANT:
        settings["game"] = table.variant.name
    if table.blinds is not None:
        settings["blinds"] = list(table.blinds)
    if isinstance(structure, FixedLimit):
        settings["small_bet"], settings["big_bet"] = structure.small_bet, structure.big_bet
    elif isinstance(structure, SpreadLimit):
        settings["min_bet"], settings["max_bet"] = structure.min_bet, structure.max_bet
    elif table.blinds is None or structure.min_bet != table.blinds[1]:
        settings["min_bet"] = structure.min_bet
    for key, value in (
        ("ante", table.ante),
        ("bb_ante", table.bb_ante),
        ("bring_in", table.bring_in),
        ("pot", table.pot),
    ):
        if value:
            settings[key] = value
    if table.straddles:
        settings["straddles"] = list(table.straddles)
    if table.street != 0:
        settings["street"] = table.variant.streets[table.street].name
    settings["button"] = names[table.button]
    settings["players"] = [{"name": n, "stack": s} for n, s in zip(names, table.stacks, strict=True)]
    return settings


def _phh_within(history: phh.HandHistory, limits: Limits) -> None:
    """Refuse a PHH hand past the limits before its table is seated."""
    check_values(history.fields, limits.values, _HAND_HISTORY)
    stacks = history.fields.get("starting_stacks")
    if isinstance(stacks, list) and len(stacks) > limits.seats:
        params = {"field": "starting_stacks", "count": str(len(stacks)), "most": str(limits.seats)}
        raise LimitError(variant="players", params=params)
    if len(history.actions) > limits.actions:
        raise LimitError(variant="actions", params={"count": str(len(history.actions)), "most": str(limits.actions)})


def session_from_phh(
    text: str, index: int = 1, rulebook_name: str = "tda", *, limits: Limits = DEFAULT_LIMITS
) -> tuple[FloorTable, list[str]]:
    """A session for one hand of PHH text (``.phh``, or the ``index``-th of a ``.phhs``), its
    actions replayed up to the first refused one, its mucks read. Also returns the hands' keys."""
    _text_within(text, limits, _HAND_HISTORY)
    histories = phh.parse_histories(text, _PHH_FILE)
    if not histories:
        raise HandHistoryError(code="missing-field", variant="no-hand")
    if not 1 <= index <= len(histories):
        raise HandHistoryError(code="bad-field", variant="page-hand", params={"hand": index, "count": len(histories)})
    history = histories[index - 1]
    _phh_within(history, limits)
    if phh_variant(history.variant) is None:
        raise HandHistoryError(code="unsupported-variant", variant="page", params={"variant": repr(history.variant)})
    rules = rulebook(rulebook_name)
    table = phh.table_of(history, rules)  # a field the hand needs and lacks: a HandHistoryError naming it
    names = _player_names([str(p) for p in history.fields.get("players", [])], len(table.names))
    lines = phh.action_words(history.actions)
    record = phh.read_record(lines, len(names), table.variant)
    unit = phh.unit_of(history)
    session = _session(
        _phh_settings(table, names, record),
        rulebook_name,
        _phh_title(history, unit),
        limits,
        shown=record.shown,
        record=record,
    )
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
            session.notice = Notice(line + 1, texts[line], error, "phh")
            break


def _phh_settings(table: Table, names: Sequence[str], record: phh.Record) -> dict[str, Any]:
    """The situation-file keys of a PHH hand: its table, the hole cards known (dealt or shown:
    a hand of cards all unknown is left out) and the board, when all of it is known."""
    settings = _settings_of_table(table, names)
    hole = {names[seat]: cards_text(held) for seat, held in record.hole.items() if any(c != UNKNOWN for c in held)}
    if hole:
        settings["cards"] = hole
    if record.board and UNKNOWN not in record.board:
        settings["board"] = cards_text(record.board)
    return settings


def _phh_title(history: phh.HandHistory, unit: ChipUnit) -> str:
    """The name of a PHH hand: its event and hand number, and the chip its amounts are seated in."""
    title = " ".join(str(history.fields[k]) for k in ("event", "hand") if k in history.fields)
    if unit.exponent:  # the table is seated in chips of the unit, as the replay plays it
        title = f"{title or 'PHH hand'} (amounts in chips of {unit.step})"
    return title or "PHH hand"
