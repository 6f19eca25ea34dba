"""The written forms of the live table, as situation files and the page write them: ``NAME says
WORDS``, ``NAME pushes N``, ``NAME pushes N in one chip``, ``NAME pushes 1000+500`` and ``NAME says
raise and pushes N``, read into a :class:`LiveAction` (and a push written back, for messages).

>>> read_live("B pushes 1000+500")
LiveAction(name='B', verb='pushes', words='', amount=1500, chips=(1000, 500), one_chip=False, raise_declared=False)
"""

from __future__ import annotations

from typing import NamedTuple

from pokerfloor.actions import MAX_DIGITS, chips_of
from pokerfloor.errors import ActionSyntaxError

__all__ = ["LiveAction", "push_text", "read_live"]


class LiveAction(NamedTuple):
    """A written ``says`` or ``pushes`` action: who, the words said, or the chips pushed."""

    name: str
    verb: str  # "says" or "pushes"
    words: str = ""
    amount: int = 0
    chips: tuple[int, ...] = ()
    one_chip: bool = False
    raise_declared: bool = False


# The written forms are read with str.split and str.strip, never a regular expression: patterns
# like ``\s*(.*?)\s*$`` backtrack over a run of blanks, quadratic in it (ten seconds on 20,000).

#: The characters of an amount of chips as written (``1,000``, ``1_000``).
_CHIP_TEXT = frozenset("0123456789,_")


def _live_parts(text: str) -> tuple[str, str, str] | None:
    """``(NAME, VERB, REST)`` of a written ``says`` or ``pushes`` (the verb in lower case, blanks
    around the rest dropped); ``None`` for any other verb, or a rest that runs over a line."""
    parts = text.split(None, 1)
    if len(parts) < 2:
        return None
    name, after = parts
    for verb in ("says", "pushes"):
        tail = after[len(verb) :]
        if after[: len(verb)].lower() == verb and not (tail[:1].isalnum() or tail[:1] == "_"):
            rest = tail.strip()  # the verb is a word of its own ("saying" is not "says")
            return None if "\n" in rest else (name, verb, rest)
    return None


def _chip_parts(rest: str) -> tuple[list[str], bool] | None:
    """The amounts of a written push (``1000+500``) and whether it says ``in one chip``;
    ``None`` when it is not written that way."""
    head = rest.strip()
    words = head.rsplit(None, 3)
    one = len(words) == 4 and [w.lower() for w in words[1:]] == ["in", "one", "chip"]
    amounts = [part.strip() for part in (words[0] if one else head).split("+")]
    if all(part[:1].isdigit() and _CHIP_TEXT.issuperset(part) for part in amounts):
        return amounts, one
    return None


def _raise_and_push(rest: str) -> str | None:
    """What follows ``raise and pushes`` (or ``raise, and pushes``) in the words said, if they are that."""
    words = rest.split(None, 1)
    if len(words) < 2 or words[0].lower() not in ("raise", "raise,"):
        return None
    after = words[1]
    if words[0].lower() == "raise" and after[:1] == ",":  # "raise , and": the comma stands apart
        if not after[1:2].isspace():
            return None
        after = after[1:]
    tail = after.split(None, 2)
    if len(tail) == 3 and tail[0].lower() == "and" and tail[1].lower() == "pushes":
        return tail[2]
    return None


def _read_push(name: str, rest: str, text: str, raise_declared: bool) -> LiveAction:
    parts = _chip_parts(rest)
    if parts is None:
        raise ActionSyntaxError(
            params={"text": text},
            variant="push",
        )
    amounts, one = parts
    read = [chips_of(c) for c in amounts]
    if None in read:
        raise ActionSyntaxError(
            params={"text": text, "most": MAX_DIGITS},
            variant="push-amount",
        )
    chips = tuple(c for c in read if c is not None)
    if one and len(chips) > 1:
        raise ActionSyntaxError(
            params={"text": text, "count": len(chips)},
            variant="one-chip",
        )
    named = chips if len(chips) > 1 else ()
    return LiveAction(name, "pushes", "", sum(chips), named, one, raise_declared)


def read_live(text: str) -> LiveAction | None:
    """Read a written ``NAME says WORDS`` or ``NAME pushes ...``; ``None`` for any other verb.
    Raises ``ActionSyntaxError`` for a ``says`` or ``pushes`` that cannot be read."""
    parts = _live_parts(text)
    if parts is None:
        return None
    name, verb, rest = parts
    if not rest:
        raise ActionSyntaxError(
            params={"text": text, "verb": verb, "name": name},
            variant="nothing",
        )
    if verb == "pushes":
        return _read_push(name, rest, text, raise_declared=False)
    pushed = _raise_and_push(rest)
    if pushed is not None:
        return _read_push(name, pushed, text, raise_declared=True)
    return LiveAction(name, "says", rest)


def push_text(name: str, amount: int, chips: tuple[int, ...], one_chip: bool, raise_declared: bool) -> str:
    """The push as written in a situation file, for messages."""
    shown = "+".join(map(str, chips)) if chips else str(amount)
    verb = "says raise and pushes" if raise_declared else "pushes"
    return f"{name} {verb} {shown}{' in one chip' if one_chip else ''}"
