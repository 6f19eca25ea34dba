"""Actions: the five kinds, an action with its street total, and the written form ``"A raise 300"``.

All-in is not a kind of its own: it is a bet, a call or a raise that puts the whole stack in
(seed 003). The written form keeps ``allin`` as a convenience, resolved by the hand into one of
the five.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from pokerfloor.amounts import MAX_DIGITS
from pokerfloor.errors import ActionSyntaxError, quoted
from pokerfloor.games.cards import UNKNOWN, are_cards, cards_text
from pokerfloor.given import Given, refused

__all__ = [
    "MAX_DIGITS",
    "VERBS",
    "Action",
    "Kind",
    "WrittenAction",
    "action_text",
    "checked_kind",
    "chips_of",
    "not_a_kind",
    "parse_action",
    "write_action",
]


def chips_of(text: Given[str]) -> int | None:
    """``text`` as a whole number of chips (ASCII digits, with ``,`` or ``_`` between thousands
    allowed), or ``None``: ``"²"`` is a digit to ``str.isdigit`` but not a number of chips."""
    if not isinstance(text, str):
        raise refused("text", text, "text", ActionSyntaxError)
    cleaned = text.replace(",", "").replace("_", "")
    if cleaned.isascii() and cleaned.isdigit() and len(cleaned) <= MAX_DIGITS:
        return int(cleaned)
    return None


class Kind(enum.StrEnum):
    """The actions of a hand: the five of every betting round, stud's two on its first street
    (posting the bring-in, or completing it to a full bet), and the draw of the draw games
    (discarding some cards, or none: standing pat)."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    BRING_IN = "bring-in"
    COMPLETE = "complete"
    DRAW = "draw"

    # ``Kind(value)`` of a value that names no kind: a typed error (a ValueError, as the
    # enumeration's own would be) naming the kinds.
    @classmethod
    def _missing_(cls, value: object) -> Kind:
        raise not_a_kind(value)


def not_a_kind(value: object) -> ActionSyntaxError:
    """The refusal of ``value`` given as a kind of action: it is not one of :class:`Kind`; a method
    given for its answer (``Action(hand.passive_kind)``) is told to call it."""
    if callable(value):
        name = getattr(value, "__name__", repr(value))
        return ActionSyntaxError(variant="kind-method", params={"name": name})
    kinds = ", ".join(kind.value for kind in Kind)
    return ActionSyntaxError(variant="kind", params={"kind": quoted(value), "kinds": kinds})


def checked_kind(value: object) -> Kind:
    """``value`` as a :class:`Kind` (a kind, or its word), or the refusal of it (:func:`not_a_kind`)."""
    if isinstance(value, str):
        return Kind(value)  # a word that names no kind is refused by Kind._missing_
    raise not_a_kind(value)


class Action(NamedTuple):
    """An action of the player to act. ``to`` is the street total for a bet, a raise or a
    completion (and, optionally, for a call); ``None`` for a fold, a check or the bring-in.
    ``cards`` are the cards a draw discards (none: the player stands pat; unknown cards when only
    their number is known)."""

    kind: Kind
    to: int | None = None
    cards: tuple[int, ...] = ()

    def __str__(self) -> str:
        # Read as a plain tuple: an action's fields are not checked when it is made (compiled,
        # reading ``self.kind`` of one made with another value would raise a bare TypeError).
        given: tuple[object, ...] = self
        kind, to, cards = given
        return action_text(kind, to, cards)


def action_text(kind: object, to: object = None, cards: object = ()) -> str:
    """An action written short, as a refusal quotes it: ``"raise 250"``, ``"draw AsKd"``, ``"stand
    pat"``. Written whatever the fields hold (an action is checked when it is pushed, and the
    refusal of one that is not right quotes it): a field that is not what it should be is quoted.
    """
    if kind is Kind.DRAW:
        return f"draw {cards_text(cards) if are_cards(cards) else quoted(cards)}" if cards else "stand pat"
    word = kind.value if isinstance(kind, Kind) else quoted(kind)
    return word if to is None else f"{word} {quoted(to)}"


#: The verbs of the written form: the kinds, ``allin``, and the live-table ``says`` and ``pushes``.
VERBS = (
    "fold",
    "check",
    "call",
    "bet",
    "raise",
    "bring-in",
    "complete",
    "draws",
    "stands",
    "allin",
    "says",
    "pushes",
)

#: The letters of a verb as written (either case).
_VERB_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-")


def _split_written(text: str) -> tuple[str, str, str] | None:
    """``text`` as ``(NAME, VERB, REST)``: three words and what follows, blanks around them
    dropped; ``None`` when it is not a name and a word of letters, or when the rest runs over a
    line. Read by :meth:`str.split`, whose time is linear in the text: a regular expression here
    backtracked over runs of blanks (quadratic: ten seconds on 20,000 of them)."""
    parts = text.split(None, 2)
    if len(parts) < 2 or not _VERB_LETTERS.issuperset(parts[1]):
        return None
    rest = parts[2].rstrip() if len(parts) == 3 else ""
    return None if "\n" in rest else (parts[0], parts[1], rest)


class WrittenAction(NamedTuple):
    """An action as written in a situation file: who, the verb, an amount, or the words said."""

    name: str
    verb: str
    amount: int | None = None
    words: str = ""

    def __str__(self) -> str:
        if self.verb == "says":
            return f"{self.name} says {self.words}"
        if self.verb == "draws":
            return f"{self.name} stands pat" if not self.amount else f"{self.name} draws {self.words or self.amount}"
        return f"{self.name} {self.verb}" + ("" if self.amount is None else f" {self.amount}")


def parse_action(text: Given[str]) -> WrittenAction:
    """Read ``"NAME VERB [AMOUNT]"`` (or ``"NAME says WORDS"``); raises :class:`ActionSyntaxError`."""
    if not isinstance(text, str):
        raise ActionSyntaxError(variant="not-text", params={"text": quoted(text)})
    parts = _split_written(text)
    if parts is None:
        raise ActionSyntaxError(variant="unreadable", params={"text": repr(text)})
    name, written_verb, rest = parts
    verb = written_verb.lower()
    if verb == "all-in":
        verb = "allin"
    if verb not in VERBS:
        raise ActionSyntaxError(
            variant="verb", params={"verb": repr(written_verb), "text": repr(text), "verbs": ", ".join(VERBS)}
        )
    if verb == "says":
        if not rest:
            raise ActionSyntaxError(variant="says", params={"text": repr(text)})
        return WrittenAction(name, verb, None, rest)
    if verb in ("draws", "stands"):
        return _draw_written(name, verb, rest, text)
    amount: int | None = None
    if rest:
        amount = chips_of(rest)
        if amount is None:
            raise ActionSyntaxError(variant="amount", params={"amount": repr(rest), "text": repr(text)})
    if verb in ("bet", "raise", "pushes") and amount is None:
        raise ActionSyntaxError(variant="needs-amount", params={"text": repr(text), "verb": verb, "name": name})
    if verb in ("fold", "check", "allin", "bring-in") and amount is not None:
        raise ActionSyntaxError(variant="takes-no-amount", params={"text": repr(text), "verb": verb})
    return WrittenAction(name, verb, amount)


def _draw_written(name: str, verb: str, rest: str, text: str) -> WrittenAction:
    """``NAME draws 2`` (how many, the cards not seen), ``NAME draws 7c2d`` (the cards thrown) or
    ``NAME stands pat``: a draw, its count in ``amount`` and its cards, when known, in ``words``."""
    if verb == "stands":
        if rest.lower() != "pat":
            raise ActionSyntaxError(variant="stands", params={"text": repr(text)})
        return WrittenAction(name, "draws", 0)
    count = chips_of(rest) if rest else None
    if count is not None:
        if count > 7:
            raise ActionSyntaxError(variant="draw-count", params={"text": repr(text), "count": count})
        return WrittenAction(name, "draws", count)
    packed = "".join(rest.split())
    if not packed or len(packed) % 2:
        raise ActionSyntaxError(variant="draw-cards", params={"text": repr(text), "name": name})
    return WrittenAction(name, "draws", len(packed) // 2, packed)


def write_action(name: str, action: Action) -> str:
    """``name``'s action in the written form :func:`parse_action` reads: ``"A raise 300"``,
    ``"A call"``, a draw as ``"A draws 7c2d"`` (``"A draws 2"`` when the cards thrown are not known)
    or ``"A stands pat"``.

    >>> write_action("A", Action(Kind.RAISE, 300)), write_action("B", Action(Kind.DRAW, None, (-1, -1)))
    ('A raise 300', 'B draws 2')
    """
    if action.kind is not Kind.DRAW:
        return f"{name} {action}"
    thrown = action.cards
    if not thrown:
        return f"{name} stands pat"
    return f"{name} draws {len(thrown) if UNKNOWN in thrown else cards_text(thrown)}"
