"""The betting round's refusals: which error, which code and variant, which numbers, which rule.

The round decides *that* an action is refused (:mod:`~pokerfloor.core.betting`); this module says
which refusal it is, with the numbers the sentence quotes and the rule it rests on. The sentences
themselves are the catalogs' (``refused.<code>[.<variant>]``, :mod:`pokerfloor.explain.catalog`).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from pokerfloor.actions import Kind, checked_kind, not_a_kind
from pokerfloor.amounts import MAX_CHIPS
from pokerfloor.errors import ActionSyntaxError, ActionUnavailableError, AmountError, quoted
from pokerfloor.given import Given, choice, flag, instance, refused, text, whole, wholes
from pokerfloor.rules import Rulebook
from pokerfloor.structures import Structure

__all__ = [
    "RAISE_CAPPED",
    "RAISE_NOT_REOPENED",
    "RAISE_NO_OPPONENT",
    "RAISE_SHORT",
    "Faced",
    "amount_refusal",
    "amount_syntax",
    "blocked_refusal",
    "blocked_rule",
    "kind_refusal",
]

# Why a player may not raise (:meth:`~pokerfloor.core.betting.BettingRound.raise_blocked`):
# codes shared with the explanations and the live rulings.
RAISE_NOT_REOPENED: Final = "not-reopened"
RAISE_CAPPED: Final = "cap-reached"
RAISE_NO_OPPONENT: Final = "no-opponent"
RAISE_SHORT: Final = "short-stack"


class Faced(NamedTuple):
    """What the player to act faces, as a refusal of his raise quotes it: the rulebook, whether
    the bets are limited, his stack and street total, the bet to call, the level he last acted
    at, and the size of the last full raise."""

    rules: Rulebook
    limit: bool
    stack: int
    bet: int
    current: int
    acted: int
    full_raise: int


def amount_syntax(kind: Given[Kind], to: object) -> ActionSyntaxError:
    """A bet or raise without its street total, an amount given to a kind that takes none, or an
    amount that is not a whole number of chips."""
    if type(kind) is not Kind:
        return not_a_kind(kind)
    if to is None:
        return ActionSyntaxError(variant="needs-total", params={"kind": kind.value, "name": kind.name})
    if type(to) is not int:
        return ActionSyntaxError(variant="amount-kind", params={"kind": kind.value, "to": quoted(to)})
    return ActionSyntaxError(variant="takes-no-total", params={"kind": kind.value, "to": to})


def kind_refusal(
    quoted: Given[str], kind: Given[Kind], expected: Given[Kind], bet: Given[int], rules: Given[Rulebook]
) -> ActionUnavailableError:
    """A bet where it is a raise, a raise where it is a bet, or either where it completes stud's
    bring-in (and the other way round); ``bet`` is the bet to call."""
    quoted, kind, rules = text("quoted", quoted), checked_kind(kind), instance("rules", rules, Rulebook)
    expected, bet = instance("expected", expected, Kind), whole("bet", bet, 0, MAX_CHIPS)
    variant, topic = ("complete", "completion") if expected is Kind.COMPLETE else ("", "actions")
    if kind is Kind.COMPLETE:
        code, topic = "complete-kind", "completion"
    else:
        code = "bet-kind" if kind is Kind.BET else "raise-kind"
    return ActionUnavailableError(quoted, rule=rules.cite(topic), code=code, params={"bet": bet}, variant=variant)


def blocked_refusal(quoted: Given[str], blocked: Given[str], faced: Given[Faced]) -> ActionUnavailableError:
    """A bet or raise the player may not make now, for the reason ``blocked``: his stack, nobody
    left to call, the cap, or a betting not reopened to him (TDA 2024 Rule 47)."""
    quoted, blocked, faced = text("quoted", quoted), choice("blocked", blocked, BLOCKED), _faced(faced)
    rules = faced.rules
    variant = ""
    params: dict[str, object]
    if blocked == RAISE_SHORT:
        params = {"stack": faced.stack, "bet": faced.current}
    elif blocked == RAISE_NO_OPPONENT:
        params = {"all_in": faced.bet + faced.stack}
    elif blocked == RAISE_CAPPED:
        params = {"cap": rules.limit_cap_raises}
    else:
        acted = faced.acted
        params = {"acted": acted, "bet": faced.current, "faced": faced.current - acted, "full_raise": faced.full_raise}
        if faced.limit:
            variant, params["percent"] = "limit", rules.limit_reopen_percent
        else:
            percent = params["percent"] = rules.nolimit_reopen_percent
            # Short all-ins that do not add up: only one raise that reached the share alone reopens.
            variant = "single" if not rules.nolimit_allins_add_up else "share" if percent != 100 else ""
    return ActionUnavailableError(
        quoted, rule=blocked_rule(blocked, rules, faced.limit), code=blocked, params=params, variant=variant
    )


def blocked_rule(blocked: Given[str], rules: Given[Rulebook], limit: Given[bool]) -> str:
    """The rule a raise not open to the player rests on (``blocked``: why it is not open)."""
    blocked, rules = choice("blocked", blocked, BLOCKED), instance("rules", rules, Rulebook)
    limit = flag("limit", limit)
    if blocked == RAISE_CAPPED:
        return rules.cite("limit_cap_raises")
    if blocked == RAISE_NOT_REOPENED:
        return rules.cite("limit_reopen_percent" if limit else "nolimit_reopen_percent")
    if blocked == RAISE_NO_OPPONENT:
        return rules.cite("uncalled")  # nobody can call: what goes in beyond comes back
    return rules.cite("all-in")


def amount_refusal(
    quoted: Given[str],
    kind: Given[Kind],
    to: Given[int],
    bounds: Given[tuple[int, int]],
    faced: Given[Faced],
    *,
    structure: Given[Structure],
) -> AmountError:
    """A bet or raise to ``to`` outside what the structure and the stack allow; ``bounds`` are the
    smallest and largest street totals allowed."""
    quoted, kind, to, faced = text("quoted", quoted), checked_kind(kind), whole("to", to, 0, MAX_CHIPS), _faced(faced)
    low, high = wholes("bounds", bounds, 0, MAX_CHIPS, count=2)
    structure = instance("structure", structure, Structure)
    rules = faced.rules
    word = "bet" if kind is Kind.BET else "raise"
    all_in = faced.bet + faced.stack
    if to > all_in:
        params = {"all_in": all_in, "stack": faced.stack}
        return AmountError(quoted, rule=rules.cite("all-in"), code="more-than-stack", params=params)
    if low == high:
        return AmountError(
            quoted,
            rule=rules.cite("limit-bet-sizes" if structure.is_limit else "minimum-raise"),
            code="amount-not-allowed",
            params={"low": low},
            variant=f"all-in-{word}" if low == all_in else f"exact-{word}",
        )
    if to < low:
        topic = "minimum-bet" if kind is Kind.BET else "minimum-raise"
        return AmountError(quoted, rule=rules.cite(topic), code="below-minimum", params={"low": low}, variant=word)
    return AmountError(
        quoted, rule=rules.cite(structure.maximum_topic), code="above-maximum", params={"high": high}, variant=word
    )


#: The reasons a bet or raise may not be open to the player.
BLOCKED: Final = (RAISE_NOT_REOPENED, RAISE_CAPPED, RAISE_NO_OPPONENT, RAISE_SHORT)


def _faced(faced: object) -> Faced:
    """``faced`` as what a player faces: a :class:`Faced` of a rulebook, a flag and whole numbers,
    or a refusal naming it."""
    if not (
        isinstance(faced, Faced)
        and isinstance(faced.rules, Rulebook)
        and type(faced.limit) is bool
        and all(type(v) is int for v in faced[2:])
    ):
        raise refused("faced", faced, "needs", kind="Faced")
    return faced
