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

The rooms: :mod:`~pokerfloor.live.written` reads the written forms, :mod:`~pokerfloor.live.spoken`
the words said, :mod:`~pokerfloor.live.chips` rules a push, this module a declaration, and
:mod:`~pokerfloor.live.ruling` holds the ruling and what every ruling shares. Import from here.
"""

from __future__ import annotations

from pokerfloor.actions import Action, Kind
from pokerfloor.core.hand import Hand
from pokerfloor.errors import ActionSyntaxError, ActionUnavailableError
from pokerfloor.live.chips import rule_chips, rule_push
from pokerfloor.live.ruling import (
    Clause,
    Facing,
    LiveRuling,
    bet_or_raise,
    called,
    cite,
    clause,
    facing_of,
    held_to_call,
    late_note,
    led_by,
    ruled,
)
from pokerfloor.live.spoken import number_of, parse_words, unclear_words
from pokerfloor.live.written import LiveAction, read_live

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


def _meanings(value: int, legal: list[int], pot: int) -> int:
    """TDA 2024 Rule 57: of the legal meanings of ``value`` (times a power of ten), the highest
    not above the pot; failing that the smallest legal one; failing that the value as said."""
    candidates = [m for m in legal if m in {value * 10**k for k in range(12)}]
    within = [m for m in candidates if m <= pot]
    if within:
        return max(within)
    return min(candidates) if candidates else value


def _unclear(facing: Facing, value: int, as_total: bool) -> int:
    """The amount an ambiguous number is ruled to mean: a street total, or chips pushed."""
    legal: list[int] = []
    for k in range(12):
        m = value * 10**k
        to = m if as_total else facing.bets + m
        if to > facing.all_in:
            break
        raise_ok = facing.min_to is not None and facing.max_to is not None and facing.min_to <= to <= facing.max_to
        if raise_ok or (not as_total and m == facing.to_call > 0):
            legal.append(m)
    return _meanings(value, legal, facing.pot)


def _rule_words(facing: Facing, words: str, source: str) -> LiveRuling:
    said = parse_words(words, source)
    verb, rest = said.verb, said.rest
    note = late_note(said.late)
    who = facing.name

    def lead(key: str, **params: object) -> Clause:
        return clause(f"said.{key}", player=who, note=note, **params)

    if verb in ("fold", "check", "call", "allin") and rest and number_of(rest) is None:
        raise unclear_words(source, " ".join(rest), "words")
    if verb == "fold":
        return ruled(facing, Action(Kind.FOLD), source, ("declared-fold", facing.cite("verbal")), lead=lead("fold"))
    if verb == "check":
        return _declared_check(facing, lead("check"), source)
    if verb == "call":
        if facing.to_call > 0:
            return called(facing, "declared-call", facing.cite("verbal"), lead("call"), source)
        no_bet = clause("said.call-no-bet", player=who)
        return called(facing, "call-means-check", facing.cite("call-no-bet"), no_bet, source)
    if verb == "allin":
        said_allin = lead("allin", all_in=facing.all_in)
        if facing.all_in <= facing.current:
            return called(facing, "declared-allin", facing.cite("verbal"), said_allin, source)
        rule = facing.cite("verbal")
        return bet_or_raise(facing, facing.all_in, code="declared-allin", rule=rule, lead=said_allin, source=source)
    if verb == "pot" or rest == ["pot"]:
        return _declared_pot(facing, lead("pot"), source)
    if verb in ("bet", "raise"):
        return _declared_amount(facing, verb, rest, note, source)
    return _amount_alone(facing, rest, source)


def _declared_check(facing: Facing, lead: Clause, source: str) -> LiveRuling:
    if facing.to_call > 0:
        raise ActionUnavailableError(
            source,
            rule=facing.cite("check-facing-bet"),
            code="check-facing-bet",
            params={"bet": facing.current, "to_call": facing.to_call},
            variant="declared",
        )
    return ruled(facing, Action(Kind.CHECK), source, ("declared-check", facing.cite("verbal")), lead=lead)


def _declared_pot(facing: Facing, said: Clause, source: str) -> LiveRuling:
    """In pot-limit "pot" is the largest bet; elsewhere it is no valid bet but binds the player to
    a valid one: at least the minimum bet or raise (TDA 2024 Rule 54-D)."""
    structure = facing.hand.table.structure
    if facing.min_to is None or facing.max_to is None:
        return held_to_call(facing, said, source)
    if structure.uses_pot:
        rule = facing.cite("pot-limit-pot")
        return bet_or_raise(facing, facing.max_to, code="pot", rule=rule, lead=said, source=source)
    word = facing.aggressive.value
    lead = clause(f"said.pot-minimum.{word}", **said.params, game=clause(f"game.{structure.name}"))
    rule = facing.cite("pot-no-limit")
    return bet_or_raise(facing, facing.min_to, code="pot-means-minimum", rule=rule, lead=lead, source=source)


def _declared_amount(facing: Facing, verb: str, rest: list[str], note: Clause | str, source: str) -> LiveRuling:
    """ "bet"/"raise", with or without an amount; a declared amount is the street total (TDA 2024
    Rule 43-B), "raise by N" counts from the bet faced."""
    who = facing.name
    by = rest[:1] == ["by"]
    rest = rest[1:] if by else rest
    number = number_of(rest)
    if rest and number is None:
        raise unclear_words(source, " ".join(rest), "amount")
    no_bet = facing.current == 0 and verb == "raise"
    code, rule = "declared-minimum", facing.cite("verbal")
    if no_bet:
        code, rule = "raise-means-bet", facing.cite("raise-no-bet")
    if number is None:
        if facing.min_to is None:
            return held_to_call(facing, clause(f"said.{verb}", player=who, note=note), source)
        lead = clause(f"said.no-amount.{verb}", player=who, note=note)
        return bet_or_raise(facing, facing.min_to, code=code, rule=rule, lead=lead, source=source)
    value, ambiguous = number
    if ambiguous and not by:
        wanted, words = _unclear(facing, value, as_total=True), " ".join(rest)
        lead = clause(f"said.unclear.{verb}", player=who, words=words, note=note, pot=facing.pot)
        rule = facing.cite("unclear")
        return bet_or_raise(facing, wanted, code="unclear-amount", rule=rule, lead=lead, source=source)
    wanted = facing.current + value if by else value
    if not no_bet:
        code, rule = "declared-total", facing.cite("raise-total")
    lead = clause(f"said.{'by' if by else 'amount'}.{verb}", player=who, amount=value, note=note)
    return bet_or_raise(facing, wanted, code=code, rule=rule, lead=lead, source=source)


def _amount_alone(facing: Facing, rest: list[str], source: str) -> LiveRuling:
    """An amount said alone is the same as pushing that many chips silently (TDA 2024 Rule 40-C)."""
    number = number_of(rest)
    if number is None:
        raise ActionSyntaxError(
            code="unclear-declaration",
            params={"source": source},
            variant="unknown",
        )
    value, ambiguous = number
    amount = _unclear(facing, value, as_total=False) if ambiguous else value
    # An amount said is chips pushed in one motion: the chip rules decide, the source stays the words.
    ruling = rule_chips(facing, min(amount, facing.stack), (), source)
    topic = "unclear" if ambiguous else "amount-alone"
    # The words said lead the sentence; the lead of the push they amount to follows them.
    pushed = ruling.params["lead"]
    assert isinstance(pushed, Clause)  # every ruling of rule_chips has its lead
    numbers: dict[str, object] = {"player": facing.name, "words": " ".join(rest), "pushed": pushed}
    if ambiguous:
        numbers.update(amount=amount, pot=facing.pot)
    lead = clause(f"said.alone{'.unclear' if ambiguous else ''}", **numbers)
    return led_by(ruling, lead, f"{facing.cite(topic)}; {ruling.rule}")


def rule_declaration(hand: Hand, words: str, *, player: str | None = None) -> LiveRuling:
    """What the player to act's verbal declaration ``words`` binds him to (the hand is not changed).

    Understood: fold, check, call, bet and raise (with an amount: the street total; "raise by N";
    "make it N"), all-in, pot, and an amount alone, in digits or words ("fourteen hundred").
    Raises ``ActionSyntaxError`` (code ``unclear-declaration``) for words it cannot read,
    ``ActionUnavailableError`` for "check" facing a bet (he may call or fold, TDA 2024 Rule 55).
    """
    who = player or hand.player_to_act
    source = f"{who} says {words}" if who else f"says {words}"  # nobody to act, nobody named
    facing = facing_of(hand, player, source)
    return _rule_words(facing, words, source)


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
