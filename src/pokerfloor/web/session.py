"""The floor page's state, kept on the server: one :class:`Session` per browser tab.

A session is a situation being played: the table as a situation file describes it
(``settings``, the keys of docs/situations.md), the rulebook it is ruled under, the
:class:`~pokerfloor.hand.Hand` in play and the written actions that brought it there. Actions go
through :func:`pokerfloor.formats.situation.play`, the path ``pokerfloor rule`` takes, so the page
rules exactly as the command line does; undo is :meth:`Hand.pop`. Nothing here knows about HTTP.
"""

from __future__ import annotations

import re
import secrets
import tomllib
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..actions import MAX_DIGITS, Kind, parse_action
from ..cards import UNKNOWN, card_text, cards_text
from ..declarations import LiveRuling, read_live
from ..errors import (
    ActionSyntaxError,
    HandHistoryError,
    NoActionPendingError,
    PokerfloorError,
    SituationError,
)
from ..explain import explain_hand
from ..formats import phh
from ..formats.situation import cases_of, describe, hand_of, play, situation_text, toml_value
from ..games.variants import DEFAULT_VARIANT, phh_variant
from ..hand import Hand, Table
from ..rules import PRESETS, SWITCHES, rulebook
from ..structures import FixedLimit, SpreadLimit
from .language import DEFAULT_LANGUAGE, Why, language_of, localize

__all__ = [
    "CLICK_VERBS",
    "Session",
    "SessionStore",
    "coerce_rules",
    "session_from_phh",
    "session_from_settings",
    "session_from_situation",
]

#: The verbs the page's buttons send (``allin`` puts the whole stack in, as the written form does).
CLICK_VERBS = ("fold", "check", "call", "bet", "raise", "allin")

_PHH_FILE = "PHH"


@dataclass
class Session:
    """A hand being played on the floor page.

    ``settings`` describe the table at the start (situation-file keys, the rulebook aside),
    ``actions`` are the written actions played so far and ``ruled_as`` what each was applied as.
    ``notice`` reports an action of a loaded file or history that was refused (the hand stops
    just before it).
    """

    id: str
    settings: dict[str, Any]
    rulebook: str
    hand: Hand
    name: str = "case 1"
    actions: list[str] = field(default_factory=list)
    ruled_as: list[str] = field(default_factory=list)
    notice: Why | None = None
    lang: str = "en"

    # -- acting ----------------------------------------------------------------------------------
    def play(self, text: str) -> str:
        """Play one typed action (``"A raise 300"``); returns what it was applied as. Refused
        actions raise a :class:`~pokerfloor.errors.PokerfloorError` and change nothing."""
        text = " ".join(text.split())
        live: list[LiveRuling] = []
        action = play(self.hand, text, live)
        applied = live[0].written if live else f"{parse_action(text).name} {action}"
        self.actions.append(text)
        self.ruled_as.append(applied)
        self.notice = None
        return applied

    def click(self, verb: str, amount: int | None = None) -> str:
        """Play an action of the player to act, as the page's buttons send it."""
        if verb not in CLICK_VERBS:
            raise ActionSyntaxError(f"unknown action {verb!r}; the actions are: {', '.join(CLICK_VERBS)}")
        who = self.hand.player_to_act
        if not who:
            raise NoActionPendingError(verb, "nobody is to act: the betting of this hand is over", code="no-action")
        if verb in ("bet", "raise") and amount is None:
            raise ActionSyntaxError(f"{who} {verb}: give the amount, the street total to {verb} to")
        text = f"{who} {verb} {amount}" if verb in ("bet", "raise") else f"{who} {verb}"
        return self.play(text)

    def undo(self) -> None:
        """Take back the last action."""
        if not self.actions:
            raise NoActionPendingError("undo", "there is no action to take back", code="nothing-to-undo")
        self.hand.pop()
        self.actions.pop()
        self.ruled_as.pop()
        self.notice = None

    def reset(self) -> None:
        """Back to the start of the situation: every action taken back."""
        while self.actions:
            self.undo()

    # -- files -------------------------------------------------------------------------------------
    def situation_text(self) -> str:
        """The situation file of the table and the actions so far, as one case."""
        return situation_text(self.settings, self.rulebook, self.name, self.actions)

    def phh_text(self) -> str:
        """The hand as a PHH hand history; raises :class:`HandHistoryError` for what PHH lacks."""
        return phh.dumps(phh.to_phh(self.hand))

    # -- what the page shows -----------------------------------------------------------------------
    def whys(self, lang: str) -> tuple[str, list[dict[str, str]]]:
        """Why the hand stands as it does (who acts, each option and its amounts, why a raise is
        not open, the pots), in ``lang``, and the language the texts are actually in."""
        explained = explain_hand(self.hand, lang)
        served = lang if all(why.lang == lang for why in explained) else DEFAULT_LANGUAGE
        return served, [why.as_json() for why in explained]

    def state(self, lang: str) -> dict[str, Any]:
        """Everything the page shows, as JSON: whose turn, the options and their amounts, the
        ruling with its explanations, the players, the pots, the board and the actions."""
        hand, table = self.hand, self.hand.table
        served, why = self.whys(language_of(lang))
        ruling = describe(hand)
        ruling["ruled_as"] = [
            applied for text, applied in zip(self.actions, self.ruled_as, strict=True) if read_live(text) is not None
        ]
        ruling["why"] = why
        notice = None
        if self.notice is not None:
            _, entries = localize([self.notice], lang)
            notice = {"code": entries[0]["code"], "message": entries[0]["text"], "rule": entries[0]["rule"]}
        return {
            "session": self.id,
            "name": self.name,
            "lang": lang,
            "lang_served": served,
            "rulebook": self.rulebook,
            "rulebook_title": table.rules.title,
            "settings": self.settings,
            "structure": table.structure.describe(),
            "game": table.variant.name,
            "street": hand.street_name,
            "board": [card_text(c) for c in hand.board],
            "to_act": hand.player_to_act,
            "options": _options(hand),
            "players": _players(hand),
            "pots": ruling["pots"],
            "street_bets": sum(hand.street_bets),
            "ruling": ruling,
            "why": why,
            "actions": [{"text": t, "ruled_as": r} for t, r in zip(self.actions, self.ruled_as, strict=True)],
            "can_undo": bool(self.actions),
            "over": hand.is_over,
            "notice": notice,
        }


def _options(hand: Hand) -> dict[str, Any] | None:
    if hand.to_act < 0:
        return None
    options = hand.options()
    allin = hand.allin_action()
    return {
        "player": hand.player_to_act,
        "kinds": [k.value for k in options.kinds],
        "call_to": options.call_to,
        "call_adds": options.call_adds,
        "min_to": options.min_to,
        "max_to": options.max_to,
        "raise_blocked": options.raise_blocked,
        "fold_free": options.fold_free,
        "allin": {"kind": allin.kind.value, "to": allin.to} if allin in options else None,
    }


def _players(hand: Hand) -> list[dict[str, Any]]:
    table = hand.table
    small, big = table.blind_seats if table.blinds and table.street == 0 else (-1, -1)
    bets = hand.street_bets
    out = []
    for seat, name in enumerate(hand.names):
        hole = hand.hole[seat]
        out.append(
            {
                "name": name,
                "stack": hand.stacks[seat],
                "start": table.stacks[seat],
                "bet": bets[seat],
                "folded": hand.folded[seat],
                "allin": hand.stacks[seat] == 0 and not hand.folded[seat],
                "button": seat == table.button,
                "blind": "SB" if seat == small else "BB" if seat == big else "",
                "to_act": seat == hand.to_act,
                "cards": cards_text(hole) if hole and UNKNOWN not in hole else "",
                "won": hand.winnings[seat],
            }
        )
    return out


# -- building sessions ------------------------------------------------------------------------------


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


def _checked(settings: Mapping[str, Any], rulebook_name: str) -> tuple[dict[str, Any], str]:
    """The settings with their switch overrides coerced, checked as a situation file's table."""
    if rulebook_name not in PRESETS:
        rulebook(rulebook_name)  # raises the typed error naming the rulebooks
    clean = {k: v for k, v in settings.items() if k != "rulebooks"}
    if "case" in clean:
        raise SituationError(
            "case: the settings describe the table; the case's actions go in 'actions'", code="bad-field"
        )
    for key, value in clean.items():
        _writable(key, value)
    if "rules" in clean:
        if not isinstance(clean["rules"], Mapping):
            raise SituationError("rules must be a table of switch = value", code="bad-field")
        clean["rules"] = coerce_rules(clean["rules"])
        if not clean["rules"]:
            del clean["rules"]
    next(cases_of({**clean, "case": [{}]}, "table"))  # unknown keys are refused here
    return clean, rulebook_name


def _writable(key: str, value: Any) -> None:
    """Refuse a setting the session could not save as a situation file (``null``, ``1.5``)."""
    try:
        toml_value(value)
    except (TypeError, RecursionError):
        raise SituationError(
            f"{key}: {value!r} cannot be written in a situation file "
            "(it takes text, whole numbers, true or false, and lists and tables of them)",
            code="bad-field",
        ) from None


def _replay(session: Session, texts: Iterable[str]) -> Session:
    """Play written actions until one is refused; that one becomes the session's notice."""
    for number, text in enumerate(texts, start=1):
        try:
            session.play(text)
        except PokerfloorError as error:
            message = f"action {number} {text!r} was refused, so the hand stops before it: {error}"
            session.notice = Why(error.code, error.rule, message, error)
            break
    return session


def session_from_settings(
    settings: Mapping[str, Any], rulebook_name: str, *, name: str = "case 1", actions: Sequence[str] = ()
) -> Session:
    """A session for a table described by situation-file keys, under a rulebook, with the
    actions played (up to the first refused one)."""
    clean, book = _checked(settings, rulebook_name)
    hand = hand_of(clean, book)
    session = Session(secrets.token_urlsafe(12), clean, book, hand, name=name)
    return _replay(session, actions)


def session_from_situation(text: str, case: int = 1, rulebook_name: str | None = None) -> tuple[Session, list[str]]:
    """A session for one case of a situation file (TOML text): its table and its actions (its
    ``try`` actions are left for the user). Also returns the names of the file's cases."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise SituationError(f"the situation is not valid TOML: {error}", code="bad-toml") from None
    except RecursionError:
        raise SituationError(
            "the situation is not valid TOML: its arrays or tables nest too deeply", code="bad-toml"
        ) from None
    cases = list(cases_of(data, "situation"))
    if not 1 <= case <= len(cases):
        raise SituationError(f"case {case}: the file has {len(cases)} case(s)", code="bad-field")
    chosen = cases[case - 1]
    book = rulebook_name or (chosen.rulebooks[0] if chosen.rulebooks else "tda")
    session = session_from_settings(chosen.settings, book, name=chosen.name, actions=chosen.actions)
    return session, [c.name for c in cases]


def _player_names(raw: Sequence[str], n: int) -> list[str]:
    """PHH player names made usable in written actions (one word each), else ``p1``..``pN``."""
    names = [re.sub(r"\s+", "_", name.strip()) for name in raw]
    if len(names) != n or len(set(names)) != n or not all(names):
        return [f"p{k + 1}" for k in range(n)]
    return names


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
    for key, value in (("ante", table.ante), ("bb_ante", table.bb_ante), ("pot", table.pot)):
        if value:
            settings[key] = value
    if table.straddles:
        settings["straddles"] = list(table.straddles)
    if table.street != 0:
        settings["street"] = table.variant.streets[table.street].name
    settings["button"] = names[table.button]
    settings["players"] = [{"name": n, "stack": s} for n, s in zip(names, table.stacks, strict=True)]
    return settings


def _phh_cards(actions: Sequence[str], names: Sequence[str]) -> tuple[dict[str, str], str]:
    """The known hole cards (dealt or shown) and the board of a PHH hand."""
    hole: dict[str, str] = {}
    board = ""
    for text in actions:
        words = text.split("#", 1)[0].split()
        if len(words) >= 4 and words[:2] == ["d", "dh"] and "?" not in words[3]:
            hole[_phh_name(words[2], names)] = words[3]
        elif len(words) >= 3 and words[:2] == ["d", "db"]:
            board += words[2]
        elif len(words) >= 3 and words[1] == "sm" and "?" not in words[2] and words[2] != "-":
            hole.setdefault(_phh_name(words[0], names), words[2])
    return hole, board if "?" not in board else ""


def _phh_name(token: str, names: Sequence[str]) -> str:
    number = phh.written_amount(token[1:]) if token.startswith("p") else None
    if number is None or not 1 <= number <= len(names):
        raise HandHistoryError(f"{token!r} is not a player p1..p{len(names)}", code="bad-action")
    return names[number - 1]


def _phh_written(hand: Hand, words: list[str], names: Sequence[str]) -> str | None:
    """A PHH action as a written action, read against the hand (``cc`` is a check or a call,
    ``cbr`` a bet or a raise); ``None`` for the dealer's actions and showdowns."""
    if len(words) < 2 or words[0] == "d" or words[1] == "sm":
        return None
    name, verb = _phh_name(words[0], names), words[1]
    if verb == "f":
        return f"{name} fold"
    if verb == "cc":
        free = hand.to_act >= 0 and Kind.CHECK in hand.options().kinds
        return f"{name} {'check' if free else 'call'}"
    if verb == "cbr" and len(words) > 2 and (to := phh.written_amount(words[2])) is not None:
        kind = "bet" if hand.to_act >= 0 and hand.spot().bet == 0 else "raise"
        return f"{name} {kind} {to}"
    why = f": an amount is at most {MAX_DIGITS} digits 0-9" if verb == "cbr" and len(words) > 2 else ""
    raise HandHistoryError(f"{' '.join(words)!r} is not an action pokerfloor plays{why}", code="bad-action")


def session_from_phh(text: str, index: int = 1, rulebook_name: str = "tda") -> tuple[Session, list[str]]:
    """A session for one hand of PHH text (``.phh``, or the ``index``-th of a ``.phhs``), its
    actions replayed up to the first refused one. Also returns the hands' keys."""
    histories = phh.parse_histories(text, _PHH_FILE)
    if not histories:
        raise HandHistoryError("the hand history holds no hand", code="missing-field")
    if not 1 <= index <= len(histories):
        raise HandHistoryError(f"hand {index}: the text holds {len(histories)} hand(s)", code="bad-field")
    history = histories[index - 1]
    if phh_variant(history.variant) is None:
        name = phh.OTHER_VARIANTS.get(history.variant, "an unknown variant")
        raise HandHistoryError(f"variant {history.variant!r} ({name}) is not played", code="unsupported-variant")
    try:
        table = phh.table_of(history, rulebook(rulebook_name))
    except KeyError as error:
        raise HandHistoryError(f"missing field {error}", code="missing-field") from None
    names = _player_names([str(p) for p in history.fields.get("players", [])], len(table.names))
    settings = _settings_of_table(table, names)
    hole, board = _phh_cards(history.actions, names)
    if hole:
        settings["cards"] = hole
    if board:
        settings["board"] = board
    title = " ".join(str(history.fields[k]) for k in ("event", "hand") if k in history.fields)
    session = session_from_settings(settings, rulebook_name, name=title or "PHH hand")
    for number, line in enumerate(history.actions, start=1):
        words = line.split("#", 1)[0].split()
        try:
            written = _phh_written(session.hand, words, names)
            if written is not None:
                session.play(written)
        except PokerfloorError as error:
            message = f"PHH action {number} {line!r} was refused, so the hand stops before it: {error}"
            session.notice = Why(error.code, error.rule, message, error)
            break
    return session, [h.key or str(k) for k, h in enumerate(histories, start=1)]


class SessionStore:
    """The sessions of the server, by id; the least recently used go first past ``limit``."""

    def __init__(self, limit: int = 500) -> None:
        self.limit = limit
        self._sessions: OrderedDict[str, Session] = OrderedDict()

    def add(self, session: Session) -> Session:
        """Keep a new session (forgetting the oldest one past the limit)."""
        self._sessions[session.id] = session
        while len(self._sessions) > self.limit:
            self._sessions.popitem(last=False)
        return session

    def get(self, session_id: str) -> Session | None:
        """The session with this id, or ``None``."""
        session = self._sessions.get(session_id)
        if session is not None:
            self._sessions.move_to_end(session_id)
        return session

    def __len__(self) -> int:
        return len(self._sessions)
