"""What a player says, read: the action word (``fold``, ``raise``, ``shove``...), a second one said
too late, and the amount, in digits (``1,500``, ``2.5k``) or in words (``fourteen hundred``, ``a
thousand``), with whether words alone leave its size unclear (TDA 2024 Rule 57).

>>> parse_words("I'll raise to fourteen hundred", "A says ...")
Said(verb='raise', rest=['fourteen', 'hundred'], late='')
>>> number_of(["fourteen", "hundred"]), number_of(["2.5k"]), number_of(["five"])
((1400, False), (2500, False), (5, True))
"""

from __future__ import annotations

import re
from typing import NamedTuple

from pokerfloor.actions import MAX_DIGITS, chips_of
from pokerfloor.errors import ActionSyntaxError

__all__ = ["Said", "number_of", "parse_words", "unclear_words"]

_ONES = {
    word: value
    for value, word in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ]
    )
}
_TENS = {
    word: 10 * k
    for k, word in enumerate(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"], 2)
}
_THOUSANDS = {"thousand": 1000, "grand": 1000, "k": 1000, "million": 1_000_000}
# Words that carry no action; "a", "an" and "and" stay, as numbers use them ("a thousand").
_FILLER = frozenset({"i", "im", "i'm", "ill", "i'll", "will", "am", "going", "please", "the", "to"})
_VERBS = {
    "fold": "fold",
    "muck": "fold",
    "check": "check",
    "call": "call",
    "bet": "bet",
    "raise": "raise",
    "complete": "raise",
    "allin": "allin",
    "shove": "allin",
    "jam": "allin",
    "pot": "pot",
}
_DIGITS = re.compile(r"^([0-9]+(?:\.[0-9]+)?)(k?)$")


def _tokens(words: str) -> list[str]:
    # Both patterns are linear: fixed-width lookarounds, and alternatives that begin with
    # different characters, so no character is tried twice.
    text = re.sub(r"(?<=\d),(?=\d{3})", "", words.lower())  # "1,500" is one number
    raw = re.findall(r"\d+(?:\.\d+)?k?|[a-z']+", text)
    out: list[str] = []
    for k, token in enumerate(raw):
        if token == "all" and k + 1 < len(raw) and raw[k + 1] == "in":
            out.append("allin")
        elif token == "in" and k > 0 and raw[k - 1] == "all":
            continue
        elif token == "all":
            out.append("allin")
        else:
            out.append(token)
    return out


#: Chips past every amount a reader takes (:data:`~pokerfloor.actions.MAX_DIGITS` digits).
_TOO_MANY = 10**MAX_DIGITS


def _digits_value(written: str, times: int) -> int | None:
    """``written`` (``1500``, ``2.5``) times ``times``, exactly (a float would round ``12345678901234567``),
    when that is a whole number of chips below :data:`_TOO_MANY`; else ``None``."""
    whole, _, fraction = written.partition(".")
    whole, fraction = whole.lstrip("0"), fraction.rstrip("0")
    if len(whole) > MAX_DIGITS or len(fraction) > 3:  # too long to be chips; too fine to be whole
        return None
    scale = 10 ** len(fraction)
    value, remainder = divmod(int(whole + fraction or "0") * times, scale)
    return value if not remainder and value < _TOO_MANY else None


def number_of(tokens: list[str]) -> tuple[int, bool] | None:
    """Read an amount: ``(value, ambiguous)``. Number words with no hundred or thousand
    ("five", "twelve") could mean any power of ten (TDA 2024 Rule 57); digits are exact."""
    if not tokens:
        return None
    if len(tokens) == 1 and (match := _DIGITS.match(tokens[0])):
        value = _digits_value(match[1], 1000 if match[2] else 1)
        return None if value is None else (value, False)
    total = current = 0
    scaled = False
    for token in tokens:
        if total + current >= _TOO_MANY:  # "hundred hundred ...": no amount, before it grows without end
            return None
        if token in ("a", "an") and current == 0:
            current = 1
        elif token == "and":
            continue
        elif token in _ONES or token in _TENS:
            current += _ONES.get(token, 0) + _TENS.get(token, 0)
        elif (chips := chips_of(token)) is not None:
            current += chips
        elif token == "hundred":
            current, scaled = (current or 1) * 100, True
        elif token in _THOUSANDS:
            total, current, scaled = total + (current or 1) * _THOUSANDS[token], 0, True
        else:
            return None
    value = total + current
    words_only = not any(t.isdigit() for t in tokens)
    return (value, words_only and not scaled) if 0 < value < _TOO_MANY else None


class Said(NamedTuple):
    """What a player's words said: the action word (``verb``), the words after it (``rest``: an
    amount, in digits or words), and a second action word said after the first (``late``)."""

    verb: str  # fold, check, call, bet, raise, allin, pot; "" for an amount alone
    rest: list[str]
    late: str  # a second action word said after the first, which does not count


def parse_words(words: str, source: str) -> Said:
    """Read what a player said (``"make it 600"``, ``"raise three hundred"``, ``"pot"``): the action
    word, the words of the amount and a second action word said too late to count; ``source``
    quotes the whole declaration in a refusal."""
    tokens = [t for t in _tokens(words) if t not in _FILLER]
    if tokens[:2] == ["make", "it"]:  # "make it 600": a raise to 600
        tokens[:2] = ["raise"]
    tokens = [t for t in tokens if t != "it"]  # "pot it"
    if not tokens:
        raise ActionSyntaxError(
            code="unclear-declaration",
            params={"source": source},
            variant="nothing",
        )
    first = _VERBS.get(tokens[0], "")
    rest = tokens[1:] if first else tokens
    late = ""
    for k, token in enumerate(rest):
        if token in _VERBS and _VERBS[token] not in ("pot", "allin"):
            late, rest = _VERBS[token], rest[:k]
            break
    if first in ("bet", "raise") and rest[:1] == ["allin"]:
        first, rest = "allin", rest[1:]
    return Said(first, rest, late)


def unclear_words(source: str, words: str, variant: str) -> ActionSyntaxError:
    """Words after the action word that cannot be read (``variant`` "words": after fold, check,
    call or all-in; "amount": the amount of a bet or raise)."""
    return ActionSyntaxError(code="unclear-declaration", params={"source": source, "words": words}, variant=variant)
