"""The live table: binding verbal declarations and silent chip pushes, ruled as the action they amount to.

At a live table a player says what he does (``"raise, eight thousand"``), or pushes chips across
the line without a word, and the dealer works out what that was: a call, a bet or a raise, and for
how much, correcting an under-raise up to the minimum and a pot-limit overbet down to the maximum.
This module is that dealer. It rules, it does not play: :func:`rule_declaration` and
:func:`rule_push` say what a declaration or a push amounts to without touching the hand;
:func:`declare` and :func:`push_chips` rule and then apply the ruling with ``Hand.push`` (so a
ruling the hand refuses raises its typed error and changes nothing).

>>> from pokerfloor import Hand, NoLimit, Table, rulebook
>>> table = Table(names=("A", "B", "C"), stacks=(5000, 5000, 5000), button=2,
...               structure=NoLimit(100), rules=rulebook("tda"), street=1, pot=300)
>>> hand = Hand(table)
>>> rule_declaration(hand, "bet one thousand").written
'A bet 1000'

Written forms (situation files): ``NAME says WORDS`` is a declaration; ``NAME pushes N`` is N chips
pushed in one motion, as several chips of unknown sizes (N is what crosses the line now, not a
street total); ``NAME pushes N in one chip`` is a single chip of N; ``NAME pushes 1000+500`` names
the chips, so the multiple-chip rule can tell whether every chip was needed to call;
``NAME says raise and pushes N [in one chip]`` declares a raise before the chips land.

Every rulebook preset is ruled the same way: the texts we hold agree (TDA 2024 Rules 40-57),
or say nothing (Robert's Rules on chips, FSPR, WSOP 2024); where a rulebook has no text, the
citation says so and names the TDA rule followed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple

from .actions import Action, Kind
from .betting import RAISE_CAPPED, RAISE_NOT_REOPENED
from .errors import (
    ActionSyntaxError,
    ActionUnavailableError,
    AmountError,
    NoActionPendingError,
    NotYourTurnError,
    SituationError,
)
from .hand import PREFLOP, Hand
from .rules import Rulebook

__all__ = [
    "LiveAction",
    "LiveRuling",
    "apply_ruling",
    "cite",
    "declare",
    "play_live",
    "push_chips",
    "read_live",
    "rule_declaration",
    "rule_live",
    "rule_push",
]

# -- citations ------------------------------------------------------------------------------------


def cite(rules: Rulebook, topic: str) -> str:
    """The citation for a declaration or chip-count topic under a rulebook: its own text where
    the preset holds one, else the TDA rule it follows, said so (see :mod:`pokerfloor.rules`)."""
    return rules.cite(topic)


# -- the ruling -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LiveRuling:
    """What a declaration or a chip push amounts to.

    ``action`` is the plain action it is ruled as; ``written`` its written form for ``ruled_as``
    (``"B raise 1700"``); ``rule`` the citation; ``code`` a stable code naming the rule applied;
    ``text`` an English sentence with the numbers; ``source`` the declaration or push as written.
    """

    player: str
    action: Action
    written: str
    rule: str
    code: str
    text: str
    source: str


@dataclass(frozen=True, slots=True)
class _Spot:
    """Where the betting stands for the player to act (every amount a street total)."""

    hand: Hand
    name: str
    bets: int
    stack: int
    current: int
    min_to: int | None  # None when he may not bet or raise now
    max_to: int | None
    blocked: str | None
    full_step: int  # the size of a full raise now, before the stack is counted
    pot: int  # every chip in the middle, bets not yet pulled in included (TDA 2024 Rule 57)

    @property
    def rules(self) -> Rulebook:
        return self.hand.rules

    @property
    def to_call(self) -> int:
        return max(self.current - self.bets, 0)

    @property
    def all_in(self) -> int:
        return self.bets + self.stack

    @property
    def limit(self) -> bool:
        return self.hand.table.structure.is_limit

    @property
    def aggressive(self) -> Kind:
        return Kind.BET if self.current == 0 else Kind.RAISE

    def cite(self, topic: str) -> str:
        return self.rules.cite(topic)


def _spot(hand: Hand, player: str | None, source: str) -> _Spot:
    seat = hand.to_act
    if seat < 0:
        raise NoActionPendingError(source, "nobody is to act: the betting of this hand is over")
    name = hand.names[seat]
    if player is not None and player != name:
        if player not in hand.names:
            raise SituationError(
                f"{source!r}: there is no player {player!r}; the players are: {', '.join(hand.names)}",
                code="unknown-player",
            )
        raise NotYourTurnError(
            source, f"it is {name}'s turn to act, not {player}'s", rule=hand.rules.cite("not-your-turn")
        )
    options = hand.options()
    rnd = hand.round
    structure = rnd.structure
    low = structure.raise_range(rnd.street, rnd.current_bet, rnd.last_full_raise, rnd.raise_base, 0)[0]
    return _Spot(
        hand=hand,
        name=name,
        bets=rnd.bets[seat],
        stack=rnd.stacks[seat],
        current=rnd.current_bet,
        min_to=options.min_to,
        max_to=options.max_to,
        blocked=rnd.raise_blocked(seat),
        full_step=low - rnd.current_bet,
        pot=rnd.pot + rnd.street_bets,
    )


def _ruled(spot: _Spot, action: Action, why: tuple[str, str, str], source: str) -> LiveRuling:
    """A ruling of ``action`` for ``why``: its code, its rule and its sentence."""
    code, rule, text = why
    return LiveRuling(spot.name, action, f"{spot.name} {action}", rule, code, text, source)


def _call(spot: _Spot, code: str, rule: str, why: str, source: str) -> LiveRuling:
    """A call, or a check when there is nothing to call (the big blind's option)."""
    if spot.to_call > 0:
        adds = min(spot.to_call, spot.stack)
        text = f"{why}: he calls {spot.bets + adds} (adding {adds})"
        return _ruled(spot, Action(Kind.CALL), (code, rule, text), source)
    return _ruled(spot, Action(Kind.CHECK), (code, rule, f"{why}: with nothing to call, he checks"), source)


_BLOCKED_REASONS = {
    RAISE_NOT_REOPENED: "the betting has not been reopened to him",
    RAISE_CAPPED: "the raises are capped",
}


def _not_open(spot: _Spot, why: str, source: str) -> LiveRuling:
    """A bet or raise he may not make now binds him to the full current action: the call."""
    blocked = spot.blocked or ""
    reason = _BLOCKED_REASONS.get(blocked, "every other player still in is all-in")
    if blocked == RAISE_CAPPED:
        rule = spot.rules.cite("limit_cap_raises")
    elif blocked == RAISE_NOT_REOPENED:
        rule = spot.rules.cite("reopening")
    else:
        rule = spot.rules.cite("all-in")
    return _call(spot, "raise-not-open", f"{spot.cite('verbal')}; {rule}", f"{why}, but {reason}", source)


def _aggressive(
    spot: _Spot,
    wanted: int,
    *,
    code: str,
    rule: str,
    why: str,
    source: str,
    short: tuple[str, str] | None = None,
) -> LiveRuling:
    """A bet or raise to ``wanted``, corrected into the range the player may bet or raise in.

    ``short`` is the code and the rule to give when the amount is corrected up, when a rule other
    than the under-raise correction holds the player to the minimum (the 50% standard)."""
    if spot.min_to is None or spot.max_to is None:
        return _not_open(spot, why, source)
    low, high = spot.min_to, spot.max_to
    kind = spot.aggressive
    word = kind.value
    if wanted < low:
        code, rule = short or ("corrected-up", spot.cite("underraise"))
        if low == spot.all_in and low < spot.current + spot.full_step:
            text = f"{why}; short of a full {word}, he is held to his whole stack: all-in to {low}"
        else:
            text = f"{why}; the minimum {word} is to {low}, so it is made up to {low}"
        return _ruled(spot, Action(kind, low), (code, rule, text), source)
    if wanted > high:
        if high == spot.all_in and spot.hand.table.structure.name == "no-limit":
            text = f"{why}; he has only {spot.all_in} in all, so he is all-in to {high}"
            return _ruled(spot, Action(kind, high), ("more-than-stack", spot.rules.cite("all-in"), text), source)
        text = f"{why}; the maximum {word} is to {high}, so it is brought down to {high}"
        pot_limit = spot.hand.table.structure.name == "pot-limit"
        rule = spot.cite("over-maximum") if pot_limit else spot.rules.cite("limit-bet-sizes")
        return _ruled(spot, Action(kind, high), ("corrected-down", rule, text), source)
    return _ruled(spot, Action(kind, wanted), (code, rule, f"{why}: a {word} to {wanted}"), source)


# -- chip pushes ----------------------------------------------------------------------------------


def _facing_opening_bet(hand: Hand) -> bool:
    """Whether the bet faced is the round's opening bet (TDA 2024 Rule 51-B: the first chip bet
    of the round; before the flop, the posted big blind)."""
    bets = raises = 0
    for event in reversed(hand.log):
        if event.kind == "board":
            break
        if event.kind == "action":
            bets += event.text == "bet"
            raises += event.text == "raise"
    if raises:
        return False
    if hand.street == PREFLOP and hand.table.blinds is not None:
        return bets == 0 and not hand.table.straddles
    return bets == 1


def _undercall(spot: _Spot, amount: int, source: str) -> LiveRuling:
    hand = spot.hand
    heads_up = len(hand.in_hand()) == 2
    rule = spot.cite("undercall")
    if heads_up or _facing_opening_bet(hand):
        facing = "a bet heads-up" if heads_up else "the opening bet"
        why = f"{spot.name} pushes {amount}, less than the {spot.to_call} a call needs; facing {facing} that is"
        why += " a full call"
        return _call(spot, "undercall", rule, why, source)
    raise AmountError(
        source,
        f"{amount} is less than the {spot.to_call} a call needs, and the bet faced is neither heads-up nor the "
        "opening bet: the tournament director decides whether it is a full call or a forfeit and a fold",
        rule=rule,
        code="undercall-discretion",
    )


def _check_push(spot: _Spot, amount: int, chips: tuple[int, ...], source: str) -> None:
    if chips and (sum(chips) != amount or min(chips) < 1):
        raise ActionSyntaxError(f"{source!r}: the chips {list(chips)} must be positive and add up to {amount}")
    if amount < 1:
        raise AmountError(source, "no chips crossed the line", rule=spot.rules.cite("actions"), code="no-chips")
    if amount > spot.stack:
        raise AmountError(
            source,
            f"{spot.name} has only {spot.stack} chips behind, not {amount}",
            rule=spot.rules.cite("all-in"),
            code="more-than-stack",
        )


def _rule_chips(
    spot: _Spot,
    amount: int,
    chips: tuple[int, ...],
    source: str,
    *,
    one_chip: bool = False,
    raise_declared: bool = False,
) -> LiveRuling:
    _check_push(spot, amount, chips, source)
    name, total, last = spot.name, spot.bets + amount, amount == spot.stack
    what = f"{name} pushes {'a single chip of ' if one_chip else ''}{amount}"
    if raise_declared:
        topic = "overchip" if one_chip else "half-raise"
        why = f"{name} declares a raise and pushes {amount}, making {total}"
        return _aggressive(spot, total, code="declared-raise", rule=spot.cite(topic), why=why, source=source)
    if spot.current == 0:
        # Not facing a bet: the chips are a bet; a single overchip bets the most the chip allows.
        code, topic = ("overchip-bet", "overchip") if one_chip else ("push-bet", "bet")
        why = f"{what} with no bet to face"
        return _aggressive(spot, total, code=code, rule=spot.cite(topic), why=why, source=source)
    to_call = spot.to_call
    if one_chip:
        if amount >= to_call or last:
            return _call(spot, "overchip-call", spot.cite("overchip"), f"{what} without declaring a raise", source)
        return _undercall(spot, amount, source)
    if amount < to_call:
        if last:
            return _call(spot, "allin-call", spot.rules.cite("all-in"), f"{what}, his last chips", source)
        return _undercall(spot, amount, source)
    if amount == to_call:
        return _call(spot, "exact-call", spot.cite("exact-call"), f"{what}, exactly the call", source)
    if chips and to_call > 0 and amount - min(chips) < to_call:
        why = f"{what} as {'+'.join(map(str, chips))}; without a {min(chips)} chip less than {to_call} is left"
        return _call(spot, "every-chip-needed", spot.cite("every-chip"), why, source)
    if last:
        why = f"{what}, his last chips: an all-in whatever it reaches"
        return _aggressive(spot, total, code="last-chips", rule=spot.cite("last-chips"), why=why, source=source)
    return _half_standard(spot, amount, total, what, source)


def _half_standard(spot: _Spot, amount: int, total: int, what: str, source: str) -> LiveRuling:
    """TDA 2024 Rule 43-A: half a raise or more over the call is held to a full raise; less is a call."""
    over, step = total - spot.current, spot.full_step
    rule = spot.cite("half-raise")
    if spot.min_to is None:
        return _not_open(spot, f"{what}, {over} over the call", source)
    why = f"{what}, making {total}: {over} over the call, against a full raise of {step}"
    if 2 * over >= step:
        held = ("held-to-full-raise", rule)
        return _aggressive(spot, total, code="raise", rule=rule, why=why, source=source, short=held)
    return _call(spot, "under-half-raise", rule, f"{why}, less than half of it", source)


def rule_push(
    hand: Hand,
    amount: int,
    *,
    chips: tuple[int, ...] = (),
    one_chip: bool = False,
    raise_declared: bool = False,
    player: str | None = None,
) -> LiveRuling:
    """What ``amount`` chips pushed silently in one motion by the player to act amount to.

    ``amount`` is what crosses the line now, not a street total. ``one_chip`` says it is a single
    chip; ``chips`` may name the chips (they must add up to ``amount``) so the multiple-chip rule
    can tell whether every chip is needed to call; ``raise_declared`` says "raise" was declared
    before the chips landed. The hand is not changed. Raises ``AmountError`` for a push the rules
    cannot turn into an action (more than the stack; an undercall left to the director), and
    ``NotYourTurnError`` when ``player`` is not the one to act.
    """
    source = _push_text(player or hand.player_to_act, amount, chips, one_chip, raise_declared)
    spot = _spot(hand, player, source)
    return _rule_chips(spot, amount, tuple(chips), source, one_chip=one_chip, raise_declared=raise_declared)


def _push_text(name: str, amount: int, chips: tuple[int, ...], one_chip: bool, raise_declared: bool) -> str:
    """The push as written in a situation file, for messages."""
    shown = "+".join(map(str, chips)) if chips else str(amount)
    verb = "says raise and pushes" if raise_declared else "pushes"
    return f"{name} {verb} {shown}{' in one chip' if one_chip else ''}"


# -- verbal declarations --------------------------------------------------------------------------

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
_DIGITS = re.compile(r"^(\d+(?:\.\d+)?)(k?)$")


def _tokens(words: str) -> list[str]:
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


def _number(tokens: list[str]) -> tuple[int, bool] | None:
    """Read an amount: ``(value, ambiguous)``. Number words with no hundred or thousand
    ("five", "twelve") could mean any power of ten (TDA 2024 Rule 57); digits are exact."""
    if not tokens:
        return None
    if len(tokens) == 1 and (match := _DIGITS.match(tokens[0])):
        value = float(match[1]) * (1000 if match[2] else 1)
        return (int(value), False) if value == int(value) else None
    total = current = 0
    scaled = False
    for token in tokens:
        if token in ("a", "an") and current == 0:
            current = 1
        elif token == "and":
            continue
        elif token in _ONES or token in _TENS:
            current += _ONES.get(token, 0) + _TENS.get(token, 0)
        elif token.isdigit():
            current += int(token)
        elif token == "hundred":
            current, scaled = (current or 1) * 100, True
        elif token in _THOUSANDS:
            total, current, scaled = total + (current or 1) * _THOUSANDS[token], 0, True
        else:
            return None
    value = total + current
    words_only = not any(t.isdigit() for t in tokens)
    return (value, words_only and not scaled) if value > 0 else None


def _meanings(value: int, legal: list[int], pot: int) -> int:
    """TDA 2024 Rule 57: of the legal meanings of ``value`` (times a power of ten), the highest
    not above the pot; failing that the smallest legal one; failing that the value as said."""
    candidates = [m for m in legal if m in {value * 10**k for k in range(12)}]
    within = [m for m in candidates if m <= pot]
    if within:
        return max(within)
    return min(candidates) if candidates else value


def _unclear(spot: _Spot, value: int, as_total: bool) -> int:
    """The amount an ambiguous number is ruled to mean: a street total, or chips pushed."""
    legal: list[int] = []
    for k in range(12):
        m = value * 10**k
        to = m if as_total else spot.bets + m
        if to > spot.all_in:
            break
        raise_ok = spot.min_to is not None and spot.max_to is not None and spot.min_to <= to <= spot.max_to
        if raise_ok or (not as_total and m == spot.to_call > 0):
            legal.append(m)
    return _meanings(value, legal, spot.pot)


class _Said(NamedTuple):
    verb: str  # fold, check, call, bet, raise, allin, pot; "" for an amount alone
    rest: list[str]
    late: str  # a second action word said after the first, which does not count


def _parse_words(words: str, source: str) -> _Said:
    tokens = [t for t in _tokens(words) if t not in _FILLER]
    if tokens[:2] == ["make", "it"]:  # "make it 600": a raise to 600
        tokens[:2] = ["raise"]
    tokens = [t for t in tokens if t != "it"]  # "pot it"
    if not tokens:
        raise ActionSyntaxError(f"{source!r}: no action or amount was said", code="unclear-declaration")
    first = _VERBS.get(tokens[0], "")
    rest = tokens[1:] if first else tokens
    late = ""
    for k, token in enumerate(rest):
        if token in _VERBS and _VERBS[token] not in ("pot", "allin"):
            late, rest = _VERBS[token], rest[:k]
            break
    if first in ("bet", "raise") and rest[:1] == ["allin"]:
        first, rest = "allin", rest[1:]
    return _Said(first, rest, late)


def _rule_words(spot: _Spot, words: str, source: str) -> LiveRuling:
    said = _parse_words(words, source)
    verb, rest = said.verb, said.rest
    note = f" (the '{said.late}' said after it does not count)" if said.late else ""
    who = spot.name
    if verb in ("fold", "check", "call", "allin") and rest and _number(rest) is None:
        raise ActionSyntaxError(
            f"{source!r}: cannot tell what {' '.join(rest)!r} means here", code="unclear-declaration"
        )
    if verb == "fold":
        text = f"{who} says fold{note}: a declaration in turn binds him"
        return _ruled(spot, Action(Kind.FOLD), ("declared-fold", spot.cite("verbal"), text), source)
    if verb == "check":
        return _declared_check(spot, note, source)
    if verb == "call":
        if spot.to_call > 0:
            return _call(spot, "declared-call", spot.cite("verbal"), f"{who} says call{note}", source)
        return _call(spot, "call-means-check", spot.cite("call-no-bet"), f"{who} says call with no bet to face", source)
    if verb == "allin":
        why = f"{who} says all-in{note}, with {spot.all_in} in all"
        if spot.all_in <= spot.current:
            return _call(spot, "declared-allin", spot.cite("verbal"), why, source)
        return _aggressive(spot, spot.all_in, code="declared-allin", rule=spot.cite("verbal"), why=why, source=source)
    if verb == "pot" or rest == ["pot"]:
        return _declared_pot(spot, note, source)
    if verb in ("bet", "raise"):
        return _declared_amount(spot, verb, rest, note, source)
    return _amount_alone(spot, rest, source)


def _declared_check(spot: _Spot, note: str, source: str) -> LiveRuling:
    if spot.to_call > 0:
        raise ActionUnavailableError(
            source,
            f"there is a bet of {spot.current} to face ({spot.to_call} more to call): a player who says check "
            "facing a bet may call or fold, but not raise; he must say which",
            rule=spot.cite("check-facing-bet"),
            code="check-facing-bet",
        )
    text = f"{spot.name} says check{note}: a declaration in turn binds him"
    return _ruled(spot, Action(Kind.CHECK), ("declared-check", spot.cite("verbal"), text), source)


def _declared_pot(spot: _Spot, note: str, source: str) -> LiveRuling:
    """In pot-limit "pot" is the largest bet; elsewhere it is no valid bet but binds the player to
    a valid one: at least the minimum bet or raise (TDA 2024 Rule 54-D)."""
    structure = spot.hand.table.structure.name
    why = f"{spot.name} says pot{note}"
    if spot.min_to is None or spot.max_to is None:
        return _not_open(spot, why, source)
    if structure == "pot-limit":
        rule = spot.cite("pot-limit-pot")
        return _aggressive(spot, spot.max_to, code="pot", rule=rule, why=why, source=source)
    why += f", which in {structure} binds him to a valid {spot.aggressive.value}, at least the minimum"
    return _aggressive(
        spot, spot.min_to, code="pot-means-minimum", rule=spot.cite("pot-no-limit"), why=why, source=source
    )


def _declared_amount(spot: _Spot, verb: str, rest: list[str], note: str, source: str) -> LiveRuling:
    """ "bet"/"raise", with or without an amount; a declared amount is the street total (TDA 2024
    Rule 43-B), "raise by N" counts from the bet faced."""
    who = spot.name
    by = rest[:1] == ["by"]
    rest = rest[1:] if by else rest
    number = _number(rest)
    if rest and number is None:
        raise ActionSyntaxError(f"{source!r}: cannot read the amount {' '.join(rest)!r}", code="unclear-declaration")
    no_bet = spot.current == 0 and verb == "raise"
    code, rule = ("raise-means-bet", spot.cite("raise-no-bet")) if no_bet else ("declared-minimum", spot.cite("verbal"))
    if number is None:
        if spot.min_to is None:
            return _not_open(spot, f"{who} says {verb}{note}", source)
        why = f"{who} says {verb}{note} with no amount: he is bound to the minimum"
        return _aggressive(spot, spot.min_to, code=code, rule=rule, why=why, source=source)
    value, ambiguous = number
    if by:
        wanted = spot.current + value
    elif ambiguous:
        wanted = _unclear(spot, value, as_total=True)
        why = f"{who} says {verb} {' '.join(rest)}{note}: of its meanings, the highest not above the pot of {spot.pot}"
        return _aggressive(spot, wanted, code="unclear-amount", rule=spot.cite("unclear"), why=why, source=source)
    else:
        wanted = value
    if not no_bet:
        code, rule = "declared-total", spot.cite("raise-total")
    why = f"{who} says {verb} {'by ' if by else ''}{value}{note}"
    return _aggressive(spot, wanted, code=code, rule=rule, why=why, source=source)


def _amount_alone(spot: _Spot, rest: list[str], source: str) -> LiveRuling:
    """An amount said alone is the same as pushing that many chips silently (TDA 2024 Rule 40-C)."""
    number = _number(rest)
    if number is None:
        raise ActionSyntaxError(
            f"{source!r}: not a declaration the rules know "
            "(say fold, check, call, bet, raise, all-in, pot or an amount)",
            code="unclear-declaration",
        )
    value, ambiguous = number
    amount = _unclear(spot, value, as_total=False) if ambiguous else value
    # An amount said is chips pushed in one motion: the chip rules decide, the source stays the words.
    ruling = _rule_chips(spot, min(amount, spot.stack), (), source)
    lead = f"{spot.name} says {' '.join(rest)}"
    lead += f", taken as {amount} (the highest meaning not above the pot of {spot.pot})" if ambiguous else ""
    topic = "unclear" if ambiguous else "amount-alone"
    return LiveRuling(
        ruling.player,
        ruling.action,
        ruling.written,
        f"{spot.cite(topic)}; {ruling.rule}",
        ruling.code,
        f"{lead}; as chips pushed: {ruling.text}",
        source,
    )


def rule_declaration(hand: Hand, words: str, *, player: str | None = None) -> LiveRuling:
    """What the player to act's verbal declaration ``words`` binds him to (the hand is not changed).

    Understood: fold, check, call, bet and raise (with an amount: the street total; "raise by N";
    "make it N"), all-in, pot, and an amount alone, in digits or words ("fourteen hundred").
    Raises ``ActionSyntaxError`` (code ``unclear-declaration``) for words it cannot read,
    ``ActionUnavailableError`` for "check" facing a bet (he may call or fold, TDA 2024 Rule 55).
    """
    source = f"{player or hand.player_to_act} says {words}"
    spot = _spot(hand, player, source)
    return _rule_words(spot, words, source)


# -- applying -------------------------------------------------------------------------------------


def apply_ruling(hand: Hand, ruling: LiveRuling) -> LiveRuling:
    """Apply a ruling to the hand with ``Hand.push`` (refusals are typed and change nothing)."""
    hand.push(ruling.action, player=ruling.player)
    return ruling


def declare(hand: Hand, words: str, *, player: str | None = None) -> LiveRuling:
    """Rule a verbal declaration and apply it; returns the ruling."""
    return apply_ruling(hand, rule_declaration(hand, words, player=player))


def push_chips(
    hand: Hand,
    amount: int,
    *,
    chips: tuple[int, ...] = (),
    one_chip: bool = False,
    raise_declared: bool = False,
    player: str | None = None,
) -> LiveRuling:
    """Rule a silent chip push (see :func:`rule_push`) and apply it; returns the ruling."""
    ruling = rule_push(hand, amount, chips=chips, one_chip=one_chip, raise_declared=raise_declared, player=player)
    return apply_ruling(hand, ruling)


# -- the written form -----------------------------------------------------------------------------


class LiveAction(NamedTuple):
    """A written ``says`` or ``pushes`` action: who, the words said, or the chips pushed."""

    name: str
    verb: str  # "says" or "pushes"
    words: str = ""
    amount: int = 0
    chips: tuple[int, ...] = ()
    one_chip: bool = False
    raise_declared: bool = False


_LIVE = re.compile(r"^\s*(?P<name>\S+)\s+(?P<verb>says|pushes)\b\s*(?P<rest>.*?)\s*$", re.IGNORECASE)
_PUSH = re.compile(r"^(?P<chips>[\d,_]+(?:\s*\+\s*[\d,_]+)*)(?P<one>\s+in\s+one\s+chip)?$", re.IGNORECASE)
_RAISE_AND_PUSH = re.compile(r"^raise\s*,?\s+and\s+pushes\s+(?P<push>.+)$", re.IGNORECASE)


def _read_push(name: str, rest: str, text: str, raise_declared: bool) -> LiveAction:
    match = _PUSH.match(rest.strip())
    if match is None:
        raise ActionSyntaxError(
            f"cannot read the push {text!r}: write 'NAME pushes N', 'NAME pushes N in one chip' "
            "or 'NAME pushes 1000+500'"
        )
    chips = tuple(int(c.replace(",", "").replace("_", "")) for c in match["chips"].split("+"))
    one = match["one"] is not None
    if one and len(chips) > 1:
        raise ActionSyntaxError(f"{text!r}: one chip cannot be {len(chips)} chips")
    named = chips if len(chips) > 1 else ()
    return LiveAction(name, "pushes", "", sum(chips), named, one, raise_declared)


def read_live(text: str) -> LiveAction | None:
    """Read a written ``NAME says WORDS`` or ``NAME pushes ...``; ``None`` for any other verb.
    Raises ``ActionSyntaxError`` for a ``says`` or ``pushes`` that cannot be read."""
    match = _LIVE.match(text)
    if match is None:
        return None
    name, verb, rest = match["name"], match["verb"].lower(), match["rest"]
    if not rest:
        raise ActionSyntaxError(f"{text!r}: '{verb}' needs what was said or pushed, e.g. '{name} {verb} 300'")
    if verb == "pushes":
        return _read_push(name, rest, text, raise_declared=False)
    combined = _RAISE_AND_PUSH.match(rest)
    if combined is not None:
        return _read_push(name, combined["push"], text, raise_declared=True)
    return LiveAction(name, "says", rest)


def rule_live(hand: Hand, live: LiveAction) -> LiveRuling:
    """Rule a written live action (without applying it); the name must be the player to act."""
    if live.verb == "says":
        return rule_declaration(hand, live.words, player=live.name)
    return rule_push(
        hand,
        live.amount,
        chips=live.chips,
        one_chip=live.one_chip,
        raise_declared=live.raise_declared,
        player=live.name,
    )


def play_live(hand: Hand, text: str) -> LiveRuling | None:
    """Rule and apply a written ``says`` or ``pushes`` action; ``None`` (nothing done) for any
    other verb, which the caller plays as usual."""
    live = read_live(text)
    if live is None:
        return None
    return apply_ruling(hand, rule_live(hand, live))
