"""The rule switches: each one's name, what it means and the values it takes, and the topics a
ruling may rest on that are not switches (every preset cites a rule for each of both).

>>> SWITCHES["limit_cap_raises"].choices[:3]
(1, 2, 3)
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Literal, NamedTuple

__all__ = [
    "SWITCHES",
    "TOPICS",
    "BigBlindAnteOrder",
    "ButtonMovement",
    "HeadsUpCap",
    "MissedBlinds",
    "NewPlayerPosts",
    "RaiseAfterPartial",
    "StraddleMinRaise",
    "StraddleSeats",
    "StudBoardTie",
    "Switch",
]

RaiseAfterPartial = Literal["from-allin", "complete-first"]
HeadsUpCap = Literal["never", "begins", "becomes"]
BigBlindAnteOrder = Literal["blind-first", "ante-first"]
StudBoardTie = Literal["position", "suit", "suit-stud-high"]
ButtonMovement = Literal["dead", "moving"]
NewPlayerPosts = Literal["never", "limit", "always"]
MissedBlinds = Literal["blinded", "owed"]
StraddleSeats = Literal["under-the-gun", "under-the-gun-or-button", "any"]
StraddleMinRaise = Literal["straddle", "increment"]


class Switch(NamedTuple):
    """One rule switch: its name, what it means, and the values it takes (a named tuple: a
    dataclass compiles its methods from source when its class is made, at every start)."""

    name: str
    meaning: str
    choices: tuple[object, ...]


def _percent_choices() -> tuple[object, ...]:
    return tuple(range(1, 101))


SWITCHES: Mapping[str, Switch] = MappingProxyType(
    {
        s.name: s
        for s in (
            Switch(
                "nolimit_reopen_percent",
                "No-limit and pot-limit: the share of a full raise, in percent, that a player who has "
                "already acted must face to get the right to raise again.",
                _percent_choices(),
            ),
            Switch(
                "limit_reopen_percent",
                "Fixed-limit and spread-limit: the share of a full bet or raise, in percent, that an "
                "all-in must reach to count as a bet or raise and reopen the betting.",
                _percent_choices(),
            ),
            Switch(
                "nolimit_allins_add_up",
                "No-limit and pot-limit: short all-ins add up; a player who has acted may raise when "
                "the total faced since acting is at least a full raise (otherwise only a single full "
                "raise after that action reopens).",
                (True, False),
            ),
            Switch(
                "limit_allins_add_up",
                "Fixed-limit and spread-limit: partial all-in raises add up; an all-in counts as a raise "
                "when the total raised since the last full bet or raise reaches the share (otherwise "
                "each all-in is measured alone against the bet it raises).",
                (True, False),
            ),
            Switch(
                "limit_raise_after_partial",
                "Fixed-limit: the size of the next raise after an all-in that counted as a raise: "
                "'from-allin' raises one bet over the all-in; 'complete-first' first completes the "
                "all-in to a full raise, then raises one bet more.",
                ("from-allin", "complete-first"),
            ),
            Switch(
                "limit_cap_raises",
                "Fixed-limit and spread-limit: the number of raises allowed after the bet in one "
                "betting round (a partial all-in that counts as a raise counts toward it).",
                tuple(range(1, 11)),
            ),
            Switch(
                "limit_cap_heads_up",
                "Fixed-limit and spread-limit: when the cap is lifted heads-up: 'never'; 'begins' when "
                "the betting round begins with two players able to bet; 'becomes' whenever only two "
                "players able to bet remain before the cap is reached.",
                ("never", "begins", "becomes"),
            ),
            Switch(
                "fold_when_check_free",
                "A fold when a check costs nothing is accepted (binding, though improper); when off it "
                "is refused, as many software rooms do.",
                (True, False),
            ),
            Switch(
                "pot_limit_short_blind_full",
                "Pot-limit: a big blind all-in for less than the big blind counts as the full big blind "
                "when the largest raise is computed.",
                (True, False),
            ),
            Switch(
                "pot_limit_small_blind_as_big",
                "Pot-limit, the first betting round: until the big blind has acted, the small blind counts "
                "as a full big blind in the pot size (with blinds of 5 and 10, a player may open for 40); "
                "with a third blind, both lower blinds count as the third until it has acted ($1-$2-$5: a "
                "first raise to 25).",
                (True, False),
            ),
            Switch(
                "pot_limit_steps",
                "Pot-limit with blinds: the pot is counted rounded up to a whole number of steps, and the "
                "smallest and the largest bet or raise go over the bet in whole steps; the step is the "
                "smallest blind, or with a third blind the third (which the lower two are counted as). "
                "With blinds of 5 and 10 a first raise goes from 20 to 40 in fives; in $1-$2-$5, to 10, "
                "15, 20 or 25.",
                (True, False),
            ),
            Switch(
                "straddle_seats",
                "Who may post the first straddle: 'under-the-gun', the player after the big blind (and "
                "re-straddles after him); 'under-the-gun-or-button', the button too, with precedence, "
                "never in limit games; 'any', a Mississippi straddle from any seat but the blinds, as the "
                "house allows. The straddler acts last before the flop; the player on his left first.",
                ("under-the-gun", "under-the-gun-or-button", "any"),
            ),
            Switch(
                "straddle_min_raise",
                "No-limit and pot-limit, before the flop: the smallest raise after a straddle: 'straddle', "
                "a raise at least the straddle's size (to twice the straddle); 'increment', the straddle "
                "is a raise of what it adds to the blind before it, and the next raise at least that much "
                "(to three big blinds over a straddle of two).",
                ("straddle", "increment"),
            ),
            Switch(
                "bb_ante_order",
                "Big-blind ante: what a big blind short of chips covers first, the blind or the ante.",
                ("blind-first", "ante-first"),
            ),
            Switch(
                "stud_board_tie",
                "Stud games, fourth street on: who opens when two hands showing are equal: 'position', "
                "the first of them from the dealer's left; 'suit', the one with the highest card by suit; "
                "'suit-stud-high', by suit in seven-card stud and by position in stud hi-lo and razz.",
                ("position", "suit", "suit-stud-high"),
            ),
            Switch(
                "stud_open_pair_big_bet",
                "Seven-card stud: when a pair shows on fourth street, any player may bet or raise the big bet "
                "instead of the small one (after a big one, every raise is big).",
                (True, False),
            ),
            Switch(
                "draw_reshuffle_burns",
                "Draw games: when the deck runs out during a draw, the burn cards are shuffled with the "
                "muck and the earlier rounds' discards to finish it (the round in progress's discards never are).",
                (True, False),
            ),
            # Hand after hand (pokerfloor.play.seating): where the button and the blinds go next.
            Switch(
                "button_movement",
                "Between hands: 'dead', the big blind goes to the next player due for it and the small "
                "blind and the button follow it, even onto an empty seat (a dead button, a dead small "
                "blind); 'moving', the button always moves to the next player and the blinds follow it.",
                ("dead", "moving"),
            ),
            Switch(
                "heads_up_no_double_big_blind",
                "When play becomes heads-up with a moving button, the button is adjusted so that nobody "
                "has the big blind twice in a row (with a dead button the big blind always moves on).",
                (True, False),
            ),
            Switch(
                "new_player_posts",
                "A player new to the table: 'never' posts (dealt in at once, except between the small "
                "blind and the button); 'limit', posts a big blind or waits for it in limit games, and is "
                "dealt in without posting in no-limit and pot-limit; 'always', posts or waits in every game.",
                ("never", "limit", "always"),
            ),
            Switch(
                "buy_the_button",
                "A player new to the table who sits between the small blind and the button, where he "
                "would wait: he may buy the button, posting a big blind and a dead small blind to be dealt "
                "in at once, and the button comes to him next hand.",
                (True, False),
            ),
            Switch(
                "missed_blinds",
                "A player away from the table: 'blinded', he is dealt in and his blinds and antes are "
                "posted (his hand is killed); 'owed', he sits out and owes the blinds he missed, posted "
                "on his return (the big blind live, the small dead) unless he waits for the big blind.",
                ("blinded", "owed"),
            ),
            Switch(
                "absent_buttons_pick_up",
                "Cash games: a player away who has missed a blind receives an absent button from each new "
                "dealer; with this many absent buttons his chips may be picked up and his seat freed (0: "
                "never, as where players away are dealt in).",
                (0, 1, 2, 3, 4),
            ),
            # At the showdown (pokerfloor.core.runs): dealing the rest of the board more than once.
            Switch(
                "runs_most",
                "When a player is all-in and no betting is left, the most times the players in the hand may "
                "agree to deal the rest of the board (1: it is dealt once); each pot is divided between the "
                "runs, the odd chips to the earliest runs.",
                (1, 2, 3, 4),
            ),
        )
    }
)

#: Topics a ruling may rest on that are not switches: each preset cites a rule for each.
TOPICS: tuple[str, ...] = (
    "actions",
    "action-order",
    "minimum-bet",
    "minimum-raise",
    "reopening",
    "limit-bet-sizes",
    "pot-limit-maximum",
    "short-big-blind",
    "big-blind-option",
    "heads-up",
    # Table options (pokerfloor.core.forced):
    "straddle",
    "button-straddle",
    "mandatory-straddle",
    "three-blinds",
    "bomb-pot",
    "kill-pot",
    "kill-away",
    "kill-from-blind",
    "all-in",
    "side-pots",
    "uncalled",
    "odd-chip",
    # The house's take at settlement (pokerfloor.core.rake):
    "rake",
    "not-your-turn",
    # Live-table declarations and chip counts (pokerfloor.live.declarations):
    "verbal",
    "check-facing-bet",
    "call-no-bet",
    "raise-no-bet",
    "raise-total",
    "amount-alone",
    "unclear",
    "pot-no-limit",
    "pot-limit-pot",
    "overchip",
    "exact-call",
    "every-chip",
    "half-raise",
    "last-chips",
    "undercall",
    "underraise",
    "over-maximum",
    "bet",
    # Stud games:
    "bring-in",
    "completion",
    "stud-opener",
    # Draw games:
    "draw",
    # Hand after hand (pokerfloor.play.seating):
    "button-in-stud",
    "button-blind",
    "same-hand-eliminations",
)
