"""The draw of a draw game: before the betting of each later street, every player still in
discards some cards and is dealt as many, or stands pat, in turn from the button's left, all-in
players too; the betting opens after the last (WSOP 2024 Tournament Rules, Draw Games). A discard
(Crazy Pineapple) goes the same way, each player throwing exactly the street's number of cards
and being dealt none; the street's own cards are dealt after the last. A draw street that deals
board cards (Drawmaha's turn, draws of at most the street's ``most`` cards) takes the draws as
designations: after the last, the burn and the board cards, then each player's new cards.

When the deck runs out, the muck and the earlier discards are shuffled to finish the draw (and
the burns where the rulebook says so), never the discards of the round in progress unless nothing
else is left.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from pokerfloor.actions import Action, Kind
from pokerfloor.core.dealer import Dealer
from pokerfloor.core.record import Cards, Drew
from pokerfloor.core.seats import _seat_orders
from pokerfloor.core.state import HandState
from pokerfloor.core.streets import deal_street, open_street, reshuffle_pile, thrown
from pokerfloor.errors import ActionUnavailableError, NotYourTurnError, SituationError
from pokerfloor.games.cards import UNKNOWN, cards_text

if TYPE_CHECKING:
    from pokerfloor.rules import Rulebook

__all__ = ["push_draw", "start_draw", "undo_draw"]

#: Makes the undo record of a draw (a named tuple) from its fields at once: the named tuple's own
#: ``__new__`` is a Python function, a call through the interpreter on every draw.
_record: Final = tuple.__new__


def start_draw(hand: HandState, dealer: Dealer) -> None:
    """A draw street opens: a burn, then each player still in draws in turn from the button's
    left, all-in players too; the betting opens after the last (WSOP 2024 Tournament Rules,
    Draw Games: "If all Participants stand pat, one card is still burned")."""
    spec = hand.table.variant.streets[hand.street]
    # A discard's burn, and that of a draw dealing board cards, comes with the street's cards after it.
    if spec.burn and not spec.discard and not spec.board:
        if dealer.may_reshuffle(1):
            dealer.prepare(1, _reshuffle_pile(hand, dealer))  # the burn too needs a card
        dealer.burn()
    folded = hand.folded
    hand.drawing = tuple(s for s in _seat_orders(len(folded))[hand.table.button + 1] if not folded[s])
    hand.round.wait_for_draw()


def push_draw(hand: HandState, action: Action, who: str | None) -> Drew:
    """A draw: the player to draw (``who``, when the caller named him) discards ``action.cards``
    (none: stands pat) and is dealt as many; after the last draw of the street the betting opens.
    Returns what undo needs; refusals change nothing."""
    kind, to, discards = action
    drawing, dealer = hand.drawing, hand.dealer
    rules = hand.rules
    if drawing is None or dealer is None:
        raise ActionUnavailableError(
            str(action),
            rule=rules.cite("draw"),
            code="no-draw",
        )
    seat = drawing[0]
    name = hand.names[seat]
    if who is not None and who != name:
        raise NotYourTurnError(
            f"{who} {action}",
            rule=rules.cite("not-your-turn"),
            params={"player": name, "who": who},
            variant="draw",
        )
    if kind is not Kind.DRAW or to is not None:
        raise ActionUnavailableError(
            f"{name} {action}",
            rule=rules.cite("draw"),
            code="draw-due",
        )
    spec = hand.table.variant.streets[hand.street]
    if spec.discard and len(discards) != spec.discard:
        raise ActionUnavailableError(
            f"{name} {action}",
            rule=rules.cite("discard"),
            code="discard-count",
            params={"count": spec.discard},
        )
    up = hand.up_cards(seat) if spec.discard and hand.table.variant.up_cards is not None else ()
    if up and set(discards) & set(up) - {UNKNOWN}:  # a discard keeps the up cards (Super Stud)
        raise ActionUnavailableError(
            f"{name} {action}",
            rule=rules.cite("discard-down"),
            code="discard-up-card",
        )
    if spec.most and len(discards) > spec.most:
        raise ActionUnavailableError(
            f"{name} {action}",
            rule=rules.cite("draw-most"),
            code="draw-too-many",
            params={"most": spec.most},
            variant="most",
        )
    kept = _kept_after(hand.hole[seat], discards, name, action, rules)
    fields = (seat, hand.hole, dealer.position(), drawing, hand.discarded, None, hand.all_known, hand.runout)
    before: Drew = _record(Drew, fields)
    mark = len(hand.record)
    # A discard is dealt nothing for it; a draw street dealing board cards deals the draws after them.
    count = 0 if spec.discard or spec.board else len(discards)
    given = dealer.known_for(seat)  # known cards still to come to him (a hand history's)
    dealt = _replacements(hand, dealer, seat, count, discards)
    if given:  # only a given card can be one held: the deck's never are (the dealer took them out)
        _check_not_held(hand, before, mark, seat, dealt=dealt, discards=discards)
    hole = list(hand.hole)
    hole[seat] = (*kept, *dealt)
    hand.hole = tuple(hole)
    if UNKNOWN in kept:  # the discards were not named: which cards he kept is not known now
        hand.all_known = False
    hand.discarded = (*hand.discarded, (hand.street, tuple(discards), before.dealt[2]))
    hand.record.append(("draw", seat, 0 if spec.discard else len(discards), "", tuple(discards)))
    if count:
        hand.record.append(("deal", seat, 0, "", dealt))
    if len(drawing) > 1:
        hand.drawing = drawing[1:]
        return before
    hand.drawing = None
    if spec.discard or spec.board:  # the draws made, the street's cards are dealt (the turn card)
        deal_street(hand, hand.street, dealer)
    if spec.board and not spec.discard:
        _deal_designated(hand, dealer, before, mark)
    open_street(hand, hand.round, hand.street)
    return before


def _replacements(hand: HandState, dealer: Dealer, seat: int, count: int, discards: Sequence[int]) -> Cards:
    """Deal ``seat`` his ``count`` cards for ``discards``, the deck reshuffled first when it is
    short of them."""
    if count and dealer.may_reshuffle(count):
        dealer.prepare(count, _reshuffle_pile(hand, dealer), _last_resort(hand, dealer, discards))
    return dealer.hole(seat, count)


def _check_not_held(
    hand: HandState, before: Drew, mark: int, seat: int, *, dealt: Sequence[int], discards: Sequence[int]
) -> None:
    """Refuse a card dealt that a player holds (a hand history's card given twice), putting the
    hand back as it was before the draw (``before``, the record up to ``mark``)."""
    for card in dealt:
        if card != UNKNOWN and card not in discards and _held(hand.hole, card):
            break
    else:
        return
    assert hand.dealer is not None
    hand.dealer.restore(before.dealt)  # refused: nothing changed
    hand.hole, hand.drawing, hand.discarded, hand.runout = before.hole, before.drawing, before.discarded, before.runout
    hand.all_known = before.all_known
    del hand.record[mark:]
    raise SituationError(
        code="bad-card",
        params={"cards": cards_text([c for c in dealt if _held(hand.hole, c)]), "player": hand.names[seat]},
        variant="draw-dealt-twice",
    )


def _held(hole: Sequence[Cards], card: int) -> bool:
    """Whether a player holds ``card`` (a few cards dealt are looked for: no set of every card
    held is made on every draw)."""
    for cards in hole:  # noqa: SIM110 - a plain loop: no generator frame on every draw
        if card in cards:
            return True
    return False


def _deal_designated(hand: HandState, dealer: Dealer, before: Drew, mark: int) -> None:
    """Drawmaha (WSOP 2024 Live Action Rules): the players designate their draws, "the dealer
    burns a card, and then places the turn card out", and only "then gives each player the
    correct amount of draw cards", in the order they drew. When the deck runs short the
    reshuffle leaves the later streets their burns and cards too (a river never dealt unknown)."""
    street = hand.street
    designated = [cards for at, cards, _ in hand.discarded if at == street]
    seats = [s for s in _seat_orders(len(hand.folded))[hand.table.button + 1] if not hand.folded[s]]
    total = sum(len(cards) for cards in designated)
    later = sum(s.burn + s.board for s in hand.table.variant.streets[street + 1 :])
    if total and dealer.may_reshuffle(total + later):
        dealer.prepare(total + later, _reshuffle_pile(hand, dealer), _last_resort(hand, dealer, ()))
    for seat, discards in zip(seats, designated, strict=True):
        if not discards:
            continue
        dealt = dealer.hole(seat, len(discards))
        _check_not_held(hand, before, mark, seat, dealt=dealt, discards=discards)
        hole = list(hand.hole)
        hole[seat] = (*hole[seat], *dealt)
        hand.hole = tuple(hole)
        hand.record.append(("deal", seat, 0, "", dealt))


def undo_draw(hand: HandState, drew: Drew) -> None:
    """Take back a draw (:func:`push_draw`'s record; the street it closed is taken back first)."""
    if len(drew.drawing) == 1:
        hand.round.wait_for_draw()  # the betting had opened after the last draw
    assert hand.dealer is not None
    hand.hole, hand.drawing, hand.discarded, hand.runout = drew.hole, drew.drawing, drew.discarded, drew.runout
    hand.all_known = drew.all_known
    hand.dealer.restore(drew.dealt)
    hand.to_act = drew.seat


def _kept_after(held: Cards, discards: Sequence[int], name: str, action: Action, rules: Rulebook) -> list[int]:
    """The cards a player keeps after discarding ``discards``: cards he holds, each once. An unknown
    discard (a hand history that did not see it) takes an unknown card of the hand, or, when all
    are known, leaves the kept cards unknown: which one went is not known. (A refusal quotes
    ``name`` and ``action`` under the rule of the draw: written only when refusing, as the
    action's text and the citation cost a tenth of a draw.)"""
    if len(discards) > len(held):
        raise ActionUnavailableError(
            f"{name} {action}",
            rule=rules.cite("draw"),
            code="draw-too-many",
            params={"held": len(held)},
        )
    kept = list(held)
    for card in sorted(discards, reverse=True):  # the known ones first: they must be held
        if card != UNKNOWN and card in kept:
            kept.remove(card)
        elif UNKNOWN in kept:  # a hand not fully known: the discard was one of the unknown cards
            kept.remove(UNKNOWN)
        elif card == UNKNOWN:
            kept = [UNKNOWN] * (len(kept) - 1)
        else:
            raise ActionUnavailableError(
                f"{name} {action}",
                rule=rules.cite("draw"),
                code="draw-not-held",
            )
    return kept


def _reshuffle_pile(hand: HandState, dealer: Dealer) -> list[int]:
    """What is shuffled to finish a draw: the muck, the earlier rounds' discards, and the burns
    where the rulebook says so (:func:`~pokerfloor.core.streets.reshuffle_pile`)."""
    return reshuffle_pile(hand, dealer, burns=hand.rules.draw_reshuffle_burns, before=hand.street)


def _last_resort(hand: HandState, dealer: Dealer, discards: Sequence[int]) -> list[int]:
    """When the muck and the earlier discards are too few to finish a draw (a full table of
    players drawing five), the round's own discards: the others' first, this player's last."""
    street = hand.street
    others = thrown(hand, dealer, lambda at: at == street)
    return [c for c in (*others, *discards) if c != UNKNOWN]
