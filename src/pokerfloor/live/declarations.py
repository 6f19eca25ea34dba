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
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from pokerfloor.actions import MAX_DIGITS, Action, Kind, chips_of
from pokerfloor.core.betting import RAISE_CAPPED, RAISE_NO_OPPONENT, RAISE_NOT_REOPENED, RAISE_SHORT
from pokerfloor.core.hand import Hand
from pokerfloor.errors import (
    ActionSyntaxError,
    ActionUnavailableError,
    AmountError,
    NoActionPendingError,
    NotYourTurnError,
    SituationError,
)
from pokerfloor.rules import Rulebook

__all__ = [
    "Clause",
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
class Clause:
    """A part of a ruling's sentence that the message catalogs say on their own.

    ``key`` is the catalog key (``said.call``, ``pushed.exact-call``, ``note.raise``...), ``params``
    fill its ``{placeholders}`` (a value may be a clause in turn) and ``text`` is this module's
    English for it. The lead of every ruling, what was said or pushed, is a clause, so a ruling
    that corrects an amount keeps the words of the declaration it corrects.
    """

    key: str
    params: Mapping[str, object]
    text: str


@dataclass(frozen=True, slots=True)
class LiveRuling:
    """What a declaration or a chip push amounts to.

    ``action`` is the plain action it is ruled as; ``written`` its written form for ``ruled_as``
    (``"B raise 1700"``); ``rule`` the citation; ``code`` a stable code naming the rule applied;
    ``text`` an English sentence with the numbers; ``source`` the declaration or push as written.
    ``params`` and ``variant`` say the sentence in other words: the catalog message
    ``live.<code>[.<variant>]`` filled with ``params`` (whose ``lead`` is a :class:`Clause`) is
    ``text`` in English, and its translation in the other languages (:func:`pokerfloor.explain.rulings.explain_live`).
    """

    player: str
    action: Action
    written: str
    rule: str
    code: str
    text: str
    source: str
    params: Mapping[str, object] = field(default_factory=dict, hash=False)
    variant: str = ""


@dataclass(frozen=True, slots=True)
class _Spot:
    """Where the betting stands for the player to act (every amount a street total), in the
    words of the declarations, taken from the hand's :class:`~pokerfloor.core.spot.Spot`."""

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
            players = ", ".join(hand.names)
            raise SituationError(
                f"{source!r}: there is no player {player!r}; the players are: {players}",
                code="unknown-player",
                params={"source": source, "player": player, "players": players},
                variant="live",
            )
        raise NotYourTurnError(
            source,
            f"it is {name}'s turn to act, not {player}'s",
            rule=hand.rules.cite("not-your-turn"),
            params={"player": name, "who": player},
        )
    spot = hand.spot()
    return _Spot(
        hand=hand,
        name=name,
        bets=spot.has,
        stack=spot.stack,
        current=spot.bet,
        min_to=spot.options.min_to,
        max_to=spot.options.max_to,
        blocked=spot.blocked,
        full_step=spot.full_step,
        pot=spot.pot,
    )


def _clause(key: str, text: str, **params: object) -> Clause:
    """A clause of a ruling's sentence: the catalog message ``key`` with ``params``; ``text`` in English."""
    return Clause(key, params, text)


def _note(late: str) -> Clause | str:
    """The aside on a second action word said after the first, which does not count ("" when none)."""
    return _clause(f"note.{late}", f" (the '{late}' said after it does not count)") if late else ""


def _ruled(
    spot: _Spot, action: Action, source: str, why: tuple[str, str, str], variant: str = "", **params: object
) -> LiveRuling:
    """A ruling of ``action`` for ``why`` (its code, its rule and its English sentence), and for the
    catalogs the ``variant`` of the code's sentence and the ``params`` that fill it."""
    code, rule, text = why
    return LiveRuling(spot.name, action, f"{spot.name} {action}", rule, code, text, source, params, variant)


def _call(spot: _Spot, code: str, rule: str, lead: Clause, source: str, *, but: str = "") -> LiveRuling:
    """A call, or a check when there is nothing to call (the big blind's option).

    ``but`` names why a bet or raise said or pushed is only a call (its English follows the lead;
    its key is the first part of the variant)."""
    head = f"{lead.text}, but {_BLOCKED_REASONS[but]}" if but else lead.text
    prefix = f"{but}." if but else ""
    if spot.to_call > 0:
        adds = min(spot.to_call, spot.stack)
        to = spot.bets + adds
        text = f"{head}: a call to {to} (adding {adds})"
        return _ruled(spot, Action(Kind.CALL), source, (code, rule, text), f"{prefix}call", lead=lead, to=to, adds=adds)
    text = f"{head}: with nothing to call, a check"
    return _ruled(spot, Action(Kind.CHECK), source, (code, rule, text), f"{prefix}check", lead=lead)


#: Why a bet or raise is not open to the player, by the code of ``BettingRound.raise_blocked``.
_BLOCKED_REASONS = {
    RAISE_NOT_REOPENED: "the betting has not been reopened to this player",
    RAISE_CAPPED: "the raises are capped",
    RAISE_NO_OPPONENT: "every other player still in is all-in",
    RAISE_SHORT: "calling takes all the player's chips",
}


def _not_open(spot: _Spot, lead: Clause, source: str) -> LiveRuling:
    """A bet or raise he may not make now binds him to the full current action: the call."""
    blocked = spot.blocked if spot.blocked in _BLOCKED_REASONS else RAISE_NO_OPPONENT
    if blocked == RAISE_CAPPED:
        rule = spot.rules.cite("limit_cap_raises")
    elif blocked == RAISE_NOT_REOPENED:
        rule = spot.rules.cite("reopening")
    else:
        rule = spot.rules.cite("all-in")
    return _call(spot, "raise-not-open", f"{spot.cite('verbal')}; {rule}", lead, source, but=blocked)


def _aggressive(
    spot: _Spot,
    wanted: int,
    *,
    code: str,
    rule: str,
    lead: Clause,
    source: str,
    short: tuple[str, str] | None = None,
) -> LiveRuling:
    """A bet or raise to ``wanted``, corrected into the range the player may bet or raise in.

    ``short`` is the code and the rule to give when the amount is corrected up, when a rule other
    than the under-raise correction holds the player to the minimum (the 50% standard)."""
    if spot.min_to is None or spot.max_to is None:
        return _not_open(spot, lead, source)
    low, high = spot.min_to, spot.max_to
    kind = spot.aggressive
    word = kind.value
    why = lead.text
    if wanted < low:
        code, rule = short or ("corrected-up", spot.cite("underraise"))
        if low == spot.all_in and low < spot.current + spot.full_step:
            text = f"{why}; short of a full {word}, the player is held to the whole stack: all-in to {low}"
            return _ruled(spot, Action(kind, low), source, (code, rule, text), f"{word}.stack", lead=lead, low=low)
        text = f"{why}; the minimum {word} is to {low}, so it is made up to {low}"
        return _ruled(spot, Action(kind, low), source, (code, rule, text), word, lead=lead, low=low)
    if wanted > high:
        structure = spot.hand.table.structure
        if high == spot.all_in and not (structure.is_limit or structure.uses_pot):  # no-limit: the stack
            text = f"{why}; with only {spot.all_in} in all, the player is all-in to {high}"
            rule = spot.rules.cite("all-in")
            return _ruled(spot, Action(kind, high), source, ("more-than-stack", rule, text), lead=lead, high=high)
        text = f"{why}; the maximum {word} is to {high}, so it is brought down to {high}"
        rule = spot.cite("over-maximum") if structure.uses_pot else spot.rules.cite("limit-bet-sizes")
        return _ruled(spot, Action(kind, high), source, ("corrected-down", rule, text), word, lead=lead, high=high)
    text = f"{why}: a {word} to {wanted}"
    return _ruled(spot, Action(kind, wanted), source, (code, rule, text), word, lead=lead, to=wanted)


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
    if hand.street == 0 and hand.table.blinds is not None:  # the blinds' street
        return bets == 0 and not hand.table.straddles
    return bets == 1


def _undercall(spot: _Spot, amount: int, source: str) -> LiveRuling:
    hand = spot.hand
    heads_up = len(hand.in_hand()) == 2
    rule = spot.cite("undercall")
    to_call = spot.to_call
    if heads_up or _facing_opening_bet(hand):
        facing = "a bet heads-up" if heads_up else "the opening bet"
        text = f"{spot.name} pushes {amount}, less than the {to_call} a call needs; facing {facing} that is a full call"
        key = f"pushed.undercall.{'heads-up' if heads_up else 'opening'}"
        lead = _clause(key, text, player=spot.name, amount=amount, to_call=to_call)
        return _call(spot, "undercall", rule, lead, source)
    raise AmountError(
        source,
        f"{amount} is less than the {to_call} a call needs, and the bet faced is neither heads-up nor the "
        "opening bet: the tournament director decides whether it is a full call or a forfeit and a fold",
        rule=rule,
        code="undercall-discretion",
        params={"amount": amount, "to_call": to_call},
    )


def _check_push(spot: _Spot, amount: int, chips: tuple[int, ...], source: str) -> None:
    if chips and (sum(chips) != amount or min(chips) < 1):
        raise ActionSyntaxError(
            f"{source!r}: the chips {list(chips)} must be positive and add up to {amount}",
            params={"source": source, "chips": list(chips), "amount": amount},
            variant="chips",
        )
    if amount < 1:
        raise AmountError(source, "no chips crossed the line", rule=spot.rules.cite("actions"), code="no-chips")
    if amount > spot.stack:
        raise AmountError(
            source,
            f"{spot.name} has only {spot.stack} chips behind, not {amount}",
            rule=spot.rules.cite("all-in"),
            code="more-than-stack",
            params={"player": spot.name, "stack": spot.stack, "amount": amount},
            variant="pushed",
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
    what = f"{name} pushes {amount}"

    def lead(key: str, text: str, **params: object) -> Clause:
        return _clause(f"pushed.{key}", text, player=name, amount=amount, **params)

    if raise_declared:
        topic = "overchip" if one_chip else "half-raise"
        said = lead("declared-raise", f"{name} declares a raise and pushes {amount}, making {total}", total=total)
        return _aggressive(spot, total, code="declared-raise", rule=spot.cite(topic), lead=said, source=source)
    if spot.current == 0:
        # Not facing a bet: the chips are a bet; a single overchip bets the most the chip allows.
        if one_chip:
            said = lead("no-bet.one-chip", f"{name} pushes a single chip of {amount} with no bet to face")
            code, topic = "overchip-bet", "overchip"
        else:
            said, code, topic = lead("no-bet", f"{what} with no bet to face"), "push-bet", "bet"
        return _aggressive(spot, total, code=code, rule=spot.cite(topic), lead=said, source=source)
    to_call = spot.to_call
    if one_chip:
        if amount >= to_call or last:
            said = lead("overchip", f"{name} pushes a single chip of {amount} without declaring a raise")
            return _call(spot, "overchip-call", spot.cite("overchip"), said, source)
        return _undercall(spot, amount, source)
    if amount < to_call:
        if last:
            said = lead("last-chips-short", f"{what}, the player's last chips")
            return _call(spot, "allin-call", spot.rules.cite("all-in"), said, source)
        return _undercall(spot, amount, source)
    if amount == to_call:
        return _call(
            spot, "exact-call", spot.cite("exact-call"), lead("exact-call", f"{what}, exactly the call"), source
        )
    if chips and to_call > 0 and amount - min(chips) < to_call:
        shown, smallest = "+".join(map(str, chips)), min(chips)
        text = f"{what} as {shown}; without a {smallest} chip less than {to_call} is left"
        said = lead("every-chip", text, chips=shown, smallest=smallest, to_call=to_call)
        return _call(spot, "every-chip-needed", spot.cite("every-chip"), said, source)
    if last:
        said = lead("last-chips", f"{what}, the player's last chips: an all-in whatever it reaches")
        return _aggressive(spot, total, code="last-chips", rule=spot.cite("last-chips"), lead=said, source=source)
    return _half_standard(spot, amount, total, source)


def _half_standard(spot: _Spot, amount: int, total: int, source: str) -> LiveRuling:
    """TDA 2024 Rule 43-A: half a raise or more over the call is held to a full raise; less is a call."""
    over, step, name = total - spot.current, spot.full_step, spot.name
    rule = spot.cite("half-raise")
    what = f"{name} pushes {amount}"
    if spot.min_to is None:
        lead = _clause("pushed.over-call", f"{what}, {over} over the call", player=name, amount=amount, over=over)
        return _not_open(spot, lead, source)
    why = f"{what}, making {total}: {over} over the call, against a full raise of {step}"
    numbers = {"player": name, "amount": amount, "total": total, "over": over, "step": step}
    if 2 * over >= step:
        held = ("held-to-full-raise", rule)
        lead = Clause("pushed.half-raise", numbers, why)
        return _aggressive(spot, total, code="raise", rule=rule, lead=lead, source=source, short=held)
    lead = Clause("pushed.under-half-raise", numbers, f"{why}, less than half of it")
    return _call(spot, "under-half-raise", rule, lead, source)


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


def _number(tokens: list[str]) -> tuple[int, bool] | None:
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
        raise ActionSyntaxError(
            f"{source!r}: no action or amount was said",
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
    return _Said(first, rest, late)


def _unclear_words(source: str, words: str, variant: str) -> ActionSyntaxError:
    """Words after the action word that cannot be read (``variant`` "words": after fold, check,
    call or all-in; "amount": the amount of a bet or raise)."""
    what = f"cannot tell what {words!r} means here" if variant == "words" else f"cannot read the amount {words!r}"
    return ActionSyntaxError(
        f"{source!r}: {what}", code="unclear-declaration", params={"source": source, "words": words}, variant=variant
    )


def _rule_words(spot: _Spot, words: str, source: str) -> LiveRuling:
    said = _parse_words(words, source)
    verb, rest = said.verb, said.rest
    note = _note(said.late)
    aside = note.text if isinstance(note, Clause) else ""
    who = spot.name

    def lead(key: str, text: str, **params: object) -> Clause:
        return _clause(f"said.{key}", text, player=who, note=note, **params)

    if verb in ("fold", "check", "call", "allin") and rest and _number(rest) is None:
        raise _unclear_words(source, " ".join(rest), "words")
    if verb == "fold":
        text = f"{who} says fold{aside}: a declaration in turn is binding"
        said_fold = lead("fold", f"{who} says fold{aside}")
        return _ruled(spot, Action(Kind.FOLD), source, ("declared-fold", spot.cite("verbal"), text), lead=said_fold)
    if verb == "check":
        return _declared_check(spot, lead("check", f"{who} says check{aside}"), source)
    if verb == "call":
        if spot.to_call > 0:
            return _call(spot, "declared-call", spot.cite("verbal"), lead("call", f"{who} says call{aside}"), source)
        no_bet = _clause("said.call-no-bet", f"{who} says call with no bet to face", player=who)
        return _call(spot, "call-means-check", spot.cite("call-no-bet"), no_bet, source)
    if verb == "allin":
        said_allin = lead("allin", f"{who} says all-in{aside}, with {spot.all_in} in all", all_in=spot.all_in)
        if spot.all_in <= spot.current:
            return _call(spot, "declared-allin", spot.cite("verbal"), said_allin, source)
        rule = spot.cite("verbal")
        return _aggressive(spot, spot.all_in, code="declared-allin", rule=rule, lead=said_allin, source=source)
    if verb == "pot" or rest == ["pot"]:
        return _declared_pot(spot, lead("pot", f"{who} says pot{aside}"), source)
    if verb in ("bet", "raise"):
        return _declared_amount(spot, verb, rest, note, source)
    return _amount_alone(spot, rest, source)


def _declared_check(spot: _Spot, lead: Clause, source: str) -> LiveRuling:
    if spot.to_call > 0:
        raise ActionUnavailableError(
            source,
            f"there is a bet of {spot.current} to face ({spot.to_call} more to call): a player who says check "
            "facing a bet may call or fold, but not raise; the player must say which",
            rule=spot.cite("check-facing-bet"),
            code="check-facing-bet",
            params={"bet": spot.current, "to_call": spot.to_call},
            variant="declared",
        )
    text = f"{lead.text}: a declaration in turn is binding"
    return _ruled(spot, Action(Kind.CHECK), source, ("declared-check", spot.cite("verbal"), text), lead=lead)


def _declared_pot(spot: _Spot, said: Clause, source: str) -> LiveRuling:
    """In pot-limit "pot" is the largest bet; elsewhere it is no valid bet but binds the player to
    a valid one: at least the minimum bet or raise (TDA 2024 Rule 54-D)."""
    structure = spot.hand.table.structure
    if spot.min_to is None or spot.max_to is None:
        return _not_open(spot, said, source)
    if structure.uses_pot:
        rule = spot.cite("pot-limit-pot")
        return _aggressive(spot, spot.max_to, code="pot", rule=rule, lead=said, source=source)
    word = spot.aggressive.value
    text = f"{said.text}, which in {structure.name} binds the player to a valid {word}, at least the minimum"
    game = _clause(f"game.{structure.name}", structure.name)
    lead = Clause(f"said.pot-minimum.{word}", {**said.params, "game": game}, text)
    rule = spot.cite("pot-no-limit")
    return _aggressive(spot, spot.min_to, code="pot-means-minimum", rule=rule, lead=lead, source=source)


def _declared_amount(spot: _Spot, verb: str, rest: list[str], note: Clause | str, source: str) -> LiveRuling:
    """ "bet"/"raise", with or without an amount; a declared amount is the street total (TDA 2024
    Rule 43-B), "raise by N" counts from the bet faced."""
    who = spot.name
    aside = note.text if isinstance(note, Clause) else ""
    by = rest[:1] == ["by"]
    rest = rest[1:] if by else rest
    number = _number(rest)
    if rest and number is None:
        raise _unclear_words(source, " ".join(rest), "amount")
    no_bet = spot.current == 0 and verb == "raise"
    code, rule = ("raise-means-bet", spot.cite("raise-no-bet")) if no_bet else ("declared-minimum", spot.cite("verbal"))
    if number is None:
        if spot.min_to is None:
            return _not_open(spot, _clause(f"said.{verb}", f"{who} says {verb}{aside}", player=who, note=note), source)
        text = f"{who} says {verb}{aside} with no amount: the player is bound to the minimum"
        lead = _clause(f"said.no-amount.{verb}", text, player=who, note=note)
        return _aggressive(spot, spot.min_to, code=code, rule=rule, lead=lead, source=source)
    value, ambiguous = number
    if ambiguous and not by:
        wanted, words = _unclear(spot, value, as_total=True), " ".join(rest)
        text = f"{who} says {verb} {words}{aside}: of its meanings, the highest not above the pot of {spot.pot}"
        lead = _clause(f"said.unclear.{verb}", text, player=who, words=words, note=note, pot=spot.pot)
        return _aggressive(spot, wanted, code="unclear-amount", rule=spot.cite("unclear"), lead=lead, source=source)
    wanted = spot.current + value if by else value
    if not no_bet:
        code, rule = "declared-total", spot.cite("raise-total")
    text = f"{who} says {verb} {'by ' if by else ''}{value}{aside}"
    lead = _clause(f"said.{'by' if by else 'amount'}.{verb}", text, player=who, amount=value, note=note)
    return _aggressive(spot, wanted, code=code, rule=rule, lead=lead, source=source)


def _amount_alone(spot: _Spot, rest: list[str], source: str) -> LiveRuling:
    """An amount said alone is the same as pushing that many chips silently (TDA 2024 Rule 40-C)."""
    number = _number(rest)
    if number is None:
        raise ActionSyntaxError(
            f"{source!r}: not a declaration the rules know "
            "(say fold, check, call, bet, raise, all-in, pot or an amount)",
            code="unclear-declaration",
            params={"source": source},
            variant="unknown",
        )
    value, ambiguous = number
    amount = _unclear(spot, value, as_total=False) if ambiguous else value
    # An amount said is chips pushed in one motion: the chip rules decide, the source stays the words.
    ruling = _rule_chips(spot, min(amount, spot.stack), (), source)
    words = " ".join(rest)
    said = f"{spot.name} says {words}"
    said += f", taken as {amount} (the highest meaning not above the pot of {spot.pot})" if ambiguous else ""
    topic = "unclear" if ambiguous else "amount-alone"
    # The words said lead the sentence; the lead of the push they amount to follows them.
    pushed = ruling.params["lead"]
    assert isinstance(pushed, Clause)  # every ruling of _rule_chips has its lead
    numbers: dict[str, object] = {"player": spot.name, "words": words, "pushed": pushed}
    if ambiguous:
        numbers.update(amount=amount, pot=spot.pot)
    lead = Clause(f"said.alone{'.unclear' if ambiguous else ''}", numbers, f"{said}; as chips pushed: {pushed.text}")
    return LiveRuling(
        ruling.player,
        ruling.action,
        ruling.written,
        f"{spot.cite(topic)}; {ruling.rule}",
        ruling.code,
        f"{said}; as chips pushed: {ruling.text}",
        source,
        {**ruling.params, "lead": lead},
        ruling.variant,
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
            f"cannot read the push {text!r}: write 'NAME pushes N', 'NAME pushes N in one chip' "
            "or 'NAME pushes 1000+500'",
            params={"text": text},
            variant="push",
        )
    amounts, one = parts
    read = [chips_of(c) for c in amounts]
    if None in read:
        raise ActionSyntaxError(
            f"cannot read the push {text!r}: each amount is a whole number of at most {MAX_DIGITS} digits",
            params={"text": text},
            variant="push-amount",
        )
    chips = tuple(c for c in read if c is not None)
    if one and len(chips) > 1:
        raise ActionSyntaxError(
            f"{text!r}: one chip cannot be {len(chips)} chips",
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
            f"{text!r}: '{verb}' needs what was said or pushed, e.g. '{name} {verb} 300'",
            params={"text": text, "verb": verb, "name": name},
            variant="nothing",
        )
    if verb == "pushes":
        return _read_push(name, rest, text, raise_declared=False)
    pushed = _raise_and_push(rest)
    if pushed is not None:
        return _read_push(name, pushed, text, raise_declared=True)
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
