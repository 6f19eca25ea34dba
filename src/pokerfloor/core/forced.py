"""The forced bets that start a hand: antes (each player's own stake, or dead money), the big
blind's ante, the blinds and straddles, other players' posts (a button blind, a returning
player's live and dead blinds) and stud's bring-in.

A forced bet is an operation of the hand, not a player's action: posting is not acting, so a
blind keeps his option. The blinds and straddles go into the first betting round as bets; the
antes and dead posts are taken from the stacks before the betting, into the middle.
"""

from __future__ import annotations

from pokerfloor.core.betting import BettingRound
from pokerfloor.core.state import HandState
from pokerfloor.core.streets import open_street
from pokerfloor.core.table_options import kill_amount, straddle_seats, third_blind_seat

__all__ = ["post_forced_bets"]


def post_forced_bets(hand: HandState) -> None:
    """Post the table's forced bets into the hand and its first betting round, and open the
    round: who acts first, the bet to call, what the minimum raise is measured from."""
    table, rnd = hand.table, hand.round
    if table.bomb_pot:
        _post_bomb_pot(hand, rnd, table.bomb_pot)
        return
    if table.ante:
        for seat in range(len(hand.names)):
            _post_ante(hand, rnd, seat, table.ante, dead=table.dead_ante)
    blinds = table.blinds
    if blinds is None and table.posts:  # blinds posted by some players only (a button blind)
        level = _post_other_blinds(hand, rnd, 0)
        level, last, raised = _post_straddles(hand, rnd, level, table.button)
        _log_posts(hand)
        rnd.open_with(level, last + 1, raised if table.rules.straddle_min_raise == "increment" else 0)
        return
    if blinds is None and table.kill_seat is not None:
        _post_stud_kill(hand, rnd, table.kill_seat)
        return
    if blinds is None:  # stud: the antes, then the bring-in
        _log_posts(hand)
        start = open_street(hand, rnd, 0)
        if table.bring_in:
            rnd.open_bring_in(table.bring_in, start)
        return
    _post_blinds(hand, rnd, blinds)


def _post_blinds(hand: HandState, rnd: BettingRound, blinds: tuple[int, int]) -> None:
    """The blinds (and the big blind's ante, in the order the rulebook says), the straddles, the
    other posts; then the round opens at the largest of them, the player after the last to act."""
    table, posted = hand.table, hand.posted
    small_seat, big_seat = table.blind_seats
    small, big = blinds
    bb_ante, order = table.bb_ante, table.rules.bb_ante_order
    if bb_ante and order == "ante-first":
        _post_ante(hand, rnd, big_seat, bb_ante, dead=True)
    if small_seat is not None:  # else a dead small blind: nobody posts it (its seat is empty)
        posted[small_seat] += rnd.post(small_seat, small)
    big_posted = rnd.post(big_seat, big)
    posted[big_seat] += big_posted
    if bb_ante and order == "blind-first":
        _post_ante(hand, rnd, big_seat, bb_ante, dead=True)
    # The larger blind is the bet to call (a single blind in limit games); the last blind acts
    # last. (Conditionals, not max(): a builtin call costs more than the comparison.)
    level = big if big >= small else small
    last = big_seat if big or small_seat is None else small_seat
    third, third_seat, third_posted = table.third_blind, -1, 0
    if third:  # WSOP 2024 Live Action Rule 187's $1-$2-$5: the third blind is the last blind
        third_seat = third_blind_seat(table)
        third_posted = rnd.post(third_seat, third)
        posted[third_seat] += third_posted
        level, last = third, third_seat
    # The straddles, then the kill: each the last blind so far, who acts last (WSOP 2024 Live
    # Action Rules 161 and 190); the player on his left acts first.
    level, last, raised = _post_straddles(hand, rnd, level, last)
    if table.kill_seat is not None:
        seat = table.kill_seat
        # The kill is a street total: a blind who kills (Rule 197) puts in the rest over his blind.
        posted[seat] += rnd.post(seat, kill_amount(table) - rnd.bets[seat])
        level, last = max(level, kill_amount(table)), seat
    if table.posts:
        level = _post_other_blinds(hand, rnd, level)
    _log_posts(hand)
    # Rule 161's "three times the big blind" after a straddle of two: the straddle raised the
    # blind by what it added, and the next raise is at least that (else at least the straddle).
    rnd.open_with(level, last + 1, raised if table.rules.straddle_min_raise == "increment" else 0)
    structure, rules = table.structure, table.rules
    if structure.uses_pot and rules.pot_limit_short_blind_full:
        # TDA 2024 Rule 54-B: preflop pot bets assume the full blinds were posted.
        # A dead small blind counts in full too (its Example 1).
        small_posted = rnd.bets[small_seat] if small_seat is not None else 0
        short = max(0, big - big_posted) + max(0, small - small_posted) + max(0, third - third_posted)
        rnd.count_short_blinds(short)
    if rules.pot_limit_small_blind_as_big and structure.uses_pot:
        # WSOP 2024 Live Action Rule 187: the small blind counts as a big blind until the big
        # blind has acted (a dead small blind is not there to count); with three blinds both
        # lower blinds count as the third ("a combined total of $10" in $1-$2-$5).
        small_at = small_seat if small_seat is not None and small > 0 else -1
        if third:
            rnd.count_small_blind_as_big(third, (small_at, big_seat), third_seat)
        elif small_at >= 0 and small < big:
            rnd.count_small_blind_as_big(big, (small_at, -1), big_seat)


def _post_stud_kill(hand: HandState, rnd: BettingRound, seat: int) -> None:
    """A kill in stud (WSOP 2024 Live Action Rule 190): "there will be no bring in and action
    starts left of the kill", who posts the kill, the bet to call, and acts last on the first
    street."""
    amount = kill_amount(hand.table)
    hand.posted[seat] += rnd.post(seat, amount)
    _log_posts(hand)
    rnd.open_with(amount, seat + 1)


def _post_straddles(hand: HandState, rnd: BettingRound, level: int, last: int) -> tuple[int, int, int]:
    """Post the table's straddles, each a street total (a button blind who straddles puts in the
    rest): returns the bet to call, the last to act, and what the last straddle raised by."""
    raised = 0
    for seat, straddle in zip(straddle_seats(hand.table), hand.table.straddles, strict=True):
        hand.posted[seat] += rnd.post(seat, straddle - rnd.bets[seat])
        raised, level, last = straddle - level, max(level, straddle), seat
    return level, last, raised


def _post_bomb_pot(hand: HandState, rnd: BettingRound, ante: int) -> None:
    """A bomb pot (WSOP 2024 Live Action Rule 27): every player antes the agreed amount, his own
    stake in the pot, and nobody posts a blind; the first betting round is left unopened, nobody
    to act in it, so the hand deals the flop and the betting starts there."""
    for seat in range(len(hand.names)):
        _post_ante(hand, rnd, seat, ante, dead=False)
    _log_posts(hand)


def _post_other_blinds(hand: HandState, rnd: BettingRound, level: int) -> int:
    """Post the table's other blinds (:class:`~pokerfloor.core.table.BlindPost`): the dead part to
    the middle, the live part as the player's bet. Returns the bet to call after them."""
    for seat, live, dead in hand.table.posts:
        if dead:
            _post_ante(hand, rnd, seat, dead, dead=True)
        if live:
            hand.posted[seat] += rnd.post(seat, live)
            level = max(level, live)
    return level


def _post_ante(hand: HandState, rnd: BettingRound, seat: int, ante: int, *, dead: bool) -> None:
    """Post an ante. A uniform ante is each player's own stake in the pots; a big-blind ante
    is paid for the whole table, so it is dead money every player may win."""
    paid = rnd.take(seat, ante)
    if dead:
        hand.dead += paid
    else:
        hand.committed[seat] += paid
    hand.posted[seat] += paid


def _log_posts(hand: HandState) -> None:
    for seat, chips in enumerate(hand.posted):
        if chips:
            hand.record.append(("post", seat, chips, "", ()))
