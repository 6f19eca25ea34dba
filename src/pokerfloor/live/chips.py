"""Chips pushed across the line without a word, ruled as the action they amount to: a call, a bet
or a raise, by the chip rules (TDA 2024 Rules 40-51: the overchip, every chip needed to call,
half a raise or more, the last chips, the undercall).
"""

from __future__ import annotations

from pokerfloor.core.hand import Hand
from pokerfloor.errors import ActionSyntaxError, AmountError
from pokerfloor.live.ruling import Clause, Facing, LiveRuling, bet_or_raise, called, clause, facing_of, held_to_call
from pokerfloor.live.written import push_text

__all__ = ["rule_chips", "rule_push"]


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


def _undercall(facing: Facing, amount: int, source: str) -> LiveRuling:
    hand = facing.hand
    heads_up = len(hand.in_hand()) == 2
    rule = facing.cite("undercall")
    to_call = facing.to_call
    if heads_up or _facing_opening_bet(hand):
        key = f"pushed.undercall.{'heads-up' if heads_up else 'opening'}"
        lead = clause(key, player=facing.name, amount=amount, to_call=to_call)
        return called(facing, "undercall", rule, lead, source)
    raise AmountError(
        source,
        rule=rule,
        code="undercall-discretion",
        params={"amount": amount, "to_call": to_call},
    )


def _check_push(facing: Facing, amount: int, chips: tuple[int, ...], source: str) -> None:
    if chips and (sum(chips) != amount or min(chips) < 1):
        raise ActionSyntaxError(
            params={"source": source, "chips": list(chips), "amount": amount},
            variant="chips",
        )
    if amount < 1:
        raise AmountError(source, rule=facing.rules.cite("actions"), code="no-chips")
    if amount > facing.stack:
        raise AmountError(
            source,
            rule=facing.rules.cite("all-in"),
            code="more-than-stack",
            params={"player": facing.name, "stack": facing.stack, "amount": amount},
            variant="pushed",
        )


def rule_chips(
    facing: Facing,
    amount: int,
    chips: tuple[int, ...],
    source: str,
    *,
    one_chip: bool = False,
    raise_declared: bool = False,
) -> LiveRuling:
    """What pushing ``chips`` (their values) for ``amount`` in all amounts to, facing the betting
    as it stands: a call, a bet or raise, or what the rulebook makes of an undercall, an overchip
    (``one_chip``) or a push after a declared raise (``raise_declared``)."""
    _check_push(facing, amount, chips, source)
    name, total, last = facing.name, facing.bets + amount, amount == facing.stack

    def lead(key: str, **params: object) -> Clause:
        return clause(f"pushed.{key}", player=name, amount=amount, **params)

    if raise_declared:
        topic = "overchip" if one_chip else "half-raise"
        said = lead("declared-raise", total=total)
        return bet_or_raise(facing, total, code="declared-raise", rule=facing.cite(topic), lead=said, source=source)
    if facing.current == 0:
        # Not facing a bet: the chips are a bet; a single overchip bets the most the chip allows.
        if one_chip:
            said, code, topic = lead("no-bet.one-chip"), "overchip-bet", "overchip"
        else:
            said, code, topic = lead("no-bet"), "push-bet", "bet"
        return bet_or_raise(facing, total, code=code, rule=facing.cite(topic), lead=said, source=source)
    to_call = facing.to_call
    if one_chip:
        if amount >= to_call or last:
            return called(facing, "overchip-call", facing.cite("overchip"), lead("overchip"), source)
        return _undercall(facing, amount, source)
    if amount < to_call:
        if last:
            return called(facing, "allin-call", facing.rules.cite("all-in"), lead("last-chips-short"), source)
        return _undercall(facing, amount, source)
    if amount == to_call:
        return called(facing, "exact-call", facing.cite("exact-call"), lead("exact-call"), source)
    if chips and to_call > 0 and amount - min(chips) < to_call:
        said = lead("every-chip", chips="+".join(map(str, chips)), smallest=min(chips), to_call=to_call)
        return called(facing, "every-chip-needed", facing.cite("every-chip"), said, source)
    if last:
        said = lead("last-chips")
        return bet_or_raise(facing, total, code="last-chips", rule=facing.cite("last-chips"), lead=said, source=source)
    return _half_standard(facing, amount, total, source)


def _half_standard(facing: Facing, amount: int, total: int, source: str) -> LiveRuling:
    """TDA 2024 Rule 43-A: half a raise or more over the call is held to a full raise; less is a call."""
    over, step, name = total - facing.current, facing.full_step, facing.name
    rule = facing.cite("half-raise")
    if facing.min_to is None:
        return held_to_call(facing, clause("pushed.over-call", player=name, amount=amount, over=over), source)
    numbers: dict[str, object] = {"player": name, "amount": amount, "total": total, "over": over, "step": step}
    if 2 * over >= step:
        held = ("held-to-full-raise", rule)
        lead = clause("pushed.half-raise", **numbers)
        return bet_or_raise(facing, total, code="raise", rule=rule, lead=lead, source=source, short=held)
    return called(facing, "under-half-raise", rule, clause("pushed.under-half-raise", **numbers), source)


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
    source = push_text(player or hand.player_to_act, amount, chips, one_chip, raise_declared)
    facing = facing_of(hand, player, source)
    return rule_chips(facing, amount, tuple(chips), source, one_chip=one_chip, raise_declared=raise_declared)
