"""The citations of the rulebook presets: for every switch and every topic a ruling may rest on,
the rule each rulebook's text gives for it (data: :mod:`pokerfloor.rules.presets` makes the
presets of it).

Where we hold a rulebook's text only in part, a switch or topic it does not cover cites the TDA
rule it is taken to follow, and says so. The 2024 WSOP texts were read rule by rule
(``docs/sources.md``).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

__all__ = ["CITATIONS", "TITLES"]

_TDA = "TDA 2024"
_RRP = "Robert's Rules of Poker"
_FSPR = "FSPR 2011"
_WSOP = "WSOP 2024 Tournament Rules"
_LIVE = "WSOP 2024 Live Action Rules"

# TDA 2024 (Poker TDA Rules 2024, with its Illustration Addendum and Recommended Procedures).
_TDA_CITES: dict[str, str] = {
    "nolimit_reopen_percent": f"{_TDA} Rule 47",
    "limit_reopen_percent": f"{_TDA} Rule 47",
    "nolimit_allins_add_up": f"{_TDA} Rule 47-A and Illustration Addendum, Rule 47 Example 1",
    "limit_allins_add_up": f"{_TDA} Rule 47-B (cumulative short all-ins are named only for no-limit and pot-limit)",
    "limit_raise_after_partial": f"{_TDA} Rule 47-B (silent on the size; the raise counts from the all-in)",
    "limit_cap_raises": f"{_TDA} Rule 48 (the house limit applies; here a bet and four raises)",
    "limit_cap_heads_up": f"{_TDA} Rule 48",
    "fold_when_check_free": f"{_TDA} Rule 58",
    "pot_limit_short_blind_full": f"{_TDA} Rule 54-B",
    "pot_limit_small_blind_as_big": f"{_TDA} Rule 54-B (pre-flop pot bets assume the full blinds, each at its size)",
    "pot_limit_steps": f"{_TDA} Rule 54 (the pot as it is, to the chip)",
    "bb_ante_order": f"{_TDA} Recommended Procedure 11",
    # Tournaments post no straddles and deal no bomb or kill pots: the house's table options,
    # ruled as the WSOP's cash games rule them.
    "straddle_seats": f"{_TDA}: no rule found (tournaments post no straddles); the under-the-gun straddle, as {_LIVE},"
    " Rule 161",
    "straddle_min_raise": f"{_TDA} Rule 43 (a raise at least the last bet or raise: the straddle, as a blind raise)",
    "straddle": f"{_TDA}: no rule found; as {_LIVE}, Rule 161",
    "button-straddle": f"{_TDA}: no rule found; as {_LIVE}, Rule 161",
    "mandatory-straddle": f"{_TDA}: no rule found; as {_LIVE}, Rules 161 and 162",
    "three-blinds": f"{_TDA}: no rule found; as {_LIVE}, Rule 187",
    "bomb-pot": f"{_TDA}: no rule found; as {_LIVE}, Rule 27",
    "double-board": f"{_TDA}: no rule found; as {_LIVE}, Double Board Omaha and Rule 213",
    "kill-pot": f"{_TDA}: no rule found; as {_LIVE}, Kill Pots, Rules 189-203",
    "kill-away": f"{_TDA}: no rule found; as {_LIVE}, Kill Pots, Rules 193 and 194",
    "kill-from-blind": f"{_TDA}: no rule found; as {_LIVE}, Kill Pots, Rules 197 and 200",
    "actions": f"{_TDA} Rule 40",
    "action-order": f"{_TDA} Rule 53",
    "minimum-bet": f"{_TDA} Rule 43",
    "minimum-raise": f"{_TDA} Rule 43",
    "reopening": f"{_TDA} Rule 47",
    "limit-bet-sizes": f"{_TDA} Rule 43",
    "pot-limit-maximum": f"{_TDA} Rule 54",
    "short-big-blind": f"{_TDA} Rule 43, Illustration Addendum Example 2",
    "big-blind-option": f"{_TDA} Rule 51-B",
    "heads-up": f"{_TDA} Rule 34-B",
    "all-in": f"{_TDA} Rule 47",
    "side-pots": f"{_TDA} Rule 21",
    "uncalled": f"{_TDA} Rule 21",
    "odd-chip": f"{_TDA} Rule 20",
    "rake": f"{_TDA}: no rule found (a tournament takes no rake from the pots: the house's own rule)",
    "not-your-turn": f"{_TDA} Rule 53",
    "verbal": f"{_TDA} Rule 51-A",
    "check-facing-bet": f"{_TDA} Rule 55",
    "call-no-bet": f"{_TDA} Rule 55-A",
    "raise-no-bet": f"{_TDA} Rule 55-B",
    "raise-total": f"{_TDA} Rule 43-B",
    "amount-alone": f"{_TDA} Rule 40-C",
    "unclear": f"{_TDA} Rule 57",
    "pot-no-limit": f"{_TDA} Rule 54-D",
    "pot-limit-pot": f"{_TDA} Rule 54",
    "overchip": f"{_TDA} Rule 44",
    "exact-call": f"{_TDA} Rule 41-B",
    "every-chip": f"{_TDA} Rule 45-A",
    "half-raise": f"{_TDA} Rules 43-A and 45-B-1",
    "last-chips": f"{_TDA} Rule 45-B-2",
    "undercall": f"{_TDA} Rule 51-B",
    "underraise": f"{_TDA} Rule 52-A",
    "over-maximum": f"{_TDA} Rule 52-B",
    "bet": f"{_TDA} Rule 40",
    "stud_board_tie": f"{_TDA} Recommended Procedure 10-D",
    "bring-in": f"{_TDA} Recommended Procedure 10-E",
    # TDA 2024 names the bring-in (Recommended Procedure 10-E) but not its completion: as the WSOP's.
    "completion": f"{_TDA}: no rule found; as {_WSOP}, Seven Card Games (a completion is not a raise; four raises"
    " follow)",
    "stud-opener": f"{_TDA} Recommended Procedure 10-D",
    "stud_open_pair_big_bet": f"{_TDA} Recommended Procedure 10-F",
    "draw_reshuffle_burns": f"{_TDA} Rule 35-A (house rules apply for draw games); as {_WSOP}, Draw Games",
    "draw": f"{_TDA} Rule 35-A (house rules apply for draw games); as {_WSOP}, Draw Games",
    "discard": f"{_TDA} (the game is not dealt); as {_LIVE}, Hold'em Variations: Pineapple, Crazy Pineapple",
    "unqualified": f"{_TDA} (the game is not dealt); as {_LIVE}, Archie, Rule 291",
    "draw-most": f"{_TDA} (the game is not dealt); as {_LIVE}, Drawmaha",
    "discard-down": f"{_TDA} (the game is not dealt); as {_LIVE}, Super Stud, Rule 246",
    "button_movement": f"{_TDA} Rule 32",
    "heads_up_no_double_big_blind": f"{_TDA} Rule 34-B",
    "new_player_posts": f"{_TDA} Rules 8-A and 10-A (dealt in except between the small blind and the button)",
    "buy_the_button": f"{_TDA} Rules 8-A and 10-A (a new player between the small blind and the button waits)",
    "missed_blinds": f"{_TDA} Rule 71-A (players away from the table may be anted or blinded out)",
    "absent_buttons_pick_up": f"{_TDA} Rule 71-A (players away are dealt in and blinded: no chips picked up)",
    "runs_most": f"{_TDA}: no rule found (a tournament hand's board is dealt once)",
    "button-in-stud": f"{_TDA} Rule 11-B",
    "button-blind": f"{_TDA}: no rule found; as {_WSOP}, Short Deck (the button always advances to the next"
    " active seat)",
    "same-hand-eliminations": f"{_TDA}: no rule found; as {_WSOP}, Rule 126-b",
}


def _following(title: str, own: dict[str, str]) -> dict[str, str]:
    """Citations for a rulebook whose text we hold only in part: its own rules where we have
    them, and for the rest the TDA rule it is taken to follow, said so in the citation."""
    return {key: own.get(key, f"{title}: no rule found; as {cite}") for key, cite in _TDA_CITES.items()}


_RRP_BR = f"{_RRP}, Betting and Raising"
_RRP_NL = f"{_RRP}, No-Limit Rules"
_RRP_BLINDS = f"{_RRP}, Button and Blind Use, Rules for Using Blinds"
_RRP_CITES = _following(
    _RRP,
    {
        "nolimit_reopen_percent": _RRP_NL,
        "limit_reopen_percent": f"{_RRP_BR}, rule 6",
        "nolimit_allins_add_up": _RRP_NL,
        "limit_allins_add_up": f"{_RRP_BR}, rule 6",
        "limit_raise_after_partial": f"{_RRP_BR}, rule 6",
        "limit_cap_raises": f"{_RRP_BR}, rule 3",
        "limit_cap_heads_up": f"{_RRP_BR}, rule 4",
        "pot_limit_short_blind_full": f"{_RRP}, Button and Blind Use, Rules for Using Blinds, rule 1",
        "pot_limit_small_blind_as_big": f'{_RRP}, Pot-Limit Rules, rule 5 ("many structures" do; not the rule)',
        "pot_limit_steps": f'{_RRP}, Pot-Limit Rules, rules 4 and 5 ("advisable in many structures"; not the rule)',
        "actions": _RRP_BR,
        "minimum-bet": _RRP_NL,
        "minimum-raise": _RRP_NL,
        "reopening": f"{_RRP_BR}, rule 6; {_RRP_NL}",
        "limit-bet-sizes": _RRP_BR,
        "pot-limit-maximum": f"{_RRP}, Pot-Limit Rules",
        "short-big-blind": f"{_RRP}, Button and Blind Use, Rules for Using Blinds, rule 1",
        "all-in": f"{_RRP_BR}, rule 6",
        "odd-chip": f"{_RRP}, Ties, rule 5",
        "rake": f"{_RRP}: no rule found (the house posts its rake)",
        "verbal": f"{_RRP_BR}, rule 8 (2007 copy: a verbal statement in turn is binding)",
        "raise-total": f"{_RRP_NL} (a bet is corrected to the verbal statement)",
        "underraise": f"{_RRP_BR}, rule 5",
        "over-maximum": f"{_RRP}, Pot-Limit Rules, rules 1-2",
        "pot-limit-pot": f"{_RRP}, Pot-Limit Rules",
        "stud_board_tie": f"{_RRP}, Seven-Card Stud, rule 1",
        "bring-in": f"{_RRP}, Seven-Card Stud, rules 1-2",
        "completion": f"{_RRP}, Seven-Card Stud, rule 3",
        "stud-opener": f"{_RRP}, Seven-Card Stud, rule 1",
        "stud_open_pair_big_bet": f"{_RRP}, Seven-Card Stud, rule 4",
        "draw_reshuffle_burns": f"{_RRP}: no rule found; as WSOP 2024 Live Action Rules, Lowball (cash games)",
        "button_movement": f"{_RRP_BLINDS}, rule 1 (a moving or a dead button, as the house designates)",
        "heads_up_no_double_big_blind": f"{_RRP_BLINDS}, rule 3 (the small blind is on the button; no adjustment)",
        "new_player_posts": f"{_RRP}: no rule found; as WSOP 2024 Live Action Rules, Rules 100-a and 154 (cash games)",
        "buy_the_button": f"{_RRP}: no rule found; as WSOP 2024 Live Action Rules, Rule 154 (cash games)",
        "missed_blinds": f"{_RRP_BLINDS} (missed blinds: post them all, the excess over the opening bet dead, or wait"
        " for the big blind)",
        "absent_buttons_pick_up": f"{_RRP}: no rule found; as WSOP 2024 Live Action Rules, Rule 73 (cash games)",
        "runs_most": f"{_RRP}: no rule found (the board is dealt once)",
        "button-blind": f"{_RRP}: no rule found; as WSOP 2024 Tournament Rules, Short Deck",
        "same-hand-eliminations": f"{_RRP}: no rule found; as WSOP 2024 Tournament Rules, Rule 126-b",
    },
)

_FSPR_ALLIN = f"{_FSPR}, All-in"  # the Federation's page «All-in» (14.09.2011)
_FSPR_CITES = _following(
    _FSPR,
    {
        "nolimit_reopen_percent": _FSPR_ALLIN,
        "limit_reopen_percent": _FSPR_ALLIN,
        "limit_raise_after_partial": _FSPR_ALLIN,
        "limit_cap_raises": _FSPR_ALLIN,
        "pot_limit_short_blind_full": _FSPR_ALLIN,
        "minimum-raise": _FSPR_ALLIN,
        "reopening": _FSPR_ALLIN,
        "short-big-blind": _FSPR_ALLIN,
        "all-in": _FSPR_ALLIN,
        "button-blind": f"{_FSPR}: no rule found; as {_WSOP}, Short Deck",
        "same-hand-eliminations": f"{_FSPR}: no rule found; as {_WSOP}, Rule 126-b",
    },
)


def _via_live(rule: str) -> str:
    """A situation the Tournament Rules do not cover: Rule 129 sends it to the Live Action Rules."""
    return f"{_WSOP}, Rule 129: as {_LIVE}, {rule}"


def _neither(title: str, why: str, tda: str) -> str:
    """A situation no WSOP text covers: the house decides (``why``); ruled as TDA 2024 does."""
    return f"{title}: no rule found ({why}); as {tda}"


# The 2024 WSOP texts (../shared/rulebooks in the project's workspace), read rule by rule: every
# switch and topic cites the rule it follows. A situation the Tournament Rules do not cover goes to
# the Live Action Rules (Tournament Rule 129); one neither covers is the house's (Tournament Rule
# 51, Live Action Rule 8), and is ruled here as TDA 2024 rules it, said so.
_WSOP_GAP = "Rule 129: nor the Live Action Rules; Rule 51: the house decides"
_LIVE_GAP = "Rule 8: management decides"
_WSOP_OWN = {
    "nolimit_reopen_percent": f"{_WSOP}, Rule 96",
    "limit_reopen_percent": f"{_WSOP}, Rule 96-a (the half-the-size rule is for limit only); "
    f"Rule 129: as {_LIVE}, Rule 129",
    "nolimit_allins_add_up": f"{_WSOP}, Rule 96-a",
    "limit_allins_add_up": _via_live("Rule 129"),
    "limit_raise_after_partial": _via_live("Rule 129 (a $15 all-in raised to $35)"),
    "limit_cap_raises": f"{_WSOP}, Rule 100-b and Section VIII, Limit b",
    "limit_cap_heads_up": f"{_WSOP}, Rule 100-b (capped heads-up too, until the whole tournament is heads-up)",
    "fold_when_check_free": f"{_WSOP}, Rule 84",
    "pot_limit_short_blind_full": f"{_WSOP}, Section VIII, Pot Limit d (all bets counted at their true value)",
    "pot_limit_small_blind_as_big": f"{_WSOP}, Section VIII, Pot Limit d (the small blind at its true value)",
    "pot_limit_steps": f"{_WSOP}, Section VIII, Pot Limit d (all bets counted at their true value)",
    "bb_ante_order": _neither(_WSOP, _WSOP_GAP, f"{_TDA} Recommended Procedure 11"),
    "straddle_seats": _via_live("Rule 161 (the under-the-gun straddle; the button's at the house's word)"),
    "straddle_min_raise": f"{_WSOP}, Rules 96 and 96-a (a raise at least the last bet or raise: the straddle)",
    "straddle": _via_live("Rule 161"),
    "button-straddle": _via_live("Rule 161"),
    "mandatory-straddle": _via_live("Rules 161 and 162"),
    "three-blinds": _via_live("Rule 187"),
    "bomb-pot": _via_live("Rule 27"),
    "double-board": _via_live("Double Board Omaha and Rule 213"),
    "kill-pot": _via_live("Kill Pots, Rules 189-203"),
    "kill-away": _via_live("Kill Pots, Rules 193 and 194"),
    "kill-from-blind": _via_live("Kill Pots, Rules 197 and 200"),
    "actions": f"{_WSOP}, Rules 59 and 90",
    "action-order": f"{_WSOP}, Rule 90-d; Rule 129: as {_LIVE}, Button and Blind Use",
    "minimum-bet": f"{_WSOP}, Section VIII, No-Limit b and Pot Limit b",
    "minimum-raise": f"{_WSOP}, Rules 96 and 96-a",
    "reopening": f"{_WSOP}, Rules 96 and 96-a",
    "limit-bet-sizes": f"{_WSOP}, Section VIII, Limit a",
    "pot-limit-maximum": f"{_WSOP}, Section VIII, Pot Limit a and c",
    "short-big-blind": _via_live("Rule 150"),
    "big-blind-option": _via_live("Rules 152 and 155"),
    "heads-up": f"{_WSOP}, Rule 87",
    "all-in": f"{_WSOP}, Glossary, All-In",
    "side-pots": f"{_WSOP}, Rule 74",
    "uncalled": f"{_WSOP}, Rule 108 (the uncalled bet or raise is returned)",
    "odd-chip": f"{_WSOP}, Rule 73",
    "rake": f"{_WSOP}: no rule found (a tournament takes no rake from the pots: the house's own rule)",
    "not-your-turn": f"{_WSOP}, Rule 90-d",
    "verbal": f"{_WSOP}, Rules 90-d and 93-f-1",
    "check-facing-bet": f"{_WSOP}, Rule 90-b-1",
    "call-no-bet": f"{_WSOP}, Rule 90-b-1",
    "raise-no-bet": f"{_WSOP}, Rule 90-b-1",
    "raise-total": _neither(_WSOP, _WSOP_GAP, f"{_TDA} Rule 43-B"),
    "amount-alone": f"{_WSOP}, Rule 90-c",
    "unclear": f"{_WSOP}, Rule 60",
    "pot-no-limit": f"{_WSOP}, Rule 102",
    "pot-limit-pot": f"{_WSOP}, Section VIII, Pot Limit c and Rule 101",
    "overchip": f"{_WSOP}, Rule 97",
    "exact-call": f"{_WSOP}, Rule 93-b",
    "every-chip": f"{_WSOP}, Rule 92",
    "half-raise": f"{_WSOP}, Rules 92 and 95",
    "last-chips": _neither(_WSOP, _WSOP_GAP, f"{_TDA} Rule 45-B-2"),
    "undercall": f"{_WSOP}, Rule 93-f-2",
    "underraise": f"{_WSOP}, Rule 90-e-1",
    "over-maximum": f"{_WSOP}, Section VIII, Pot Limit d and Rule 90-e-2",
    "bet": f"{_WSOP}, Rule 90 and Glossary, Bet",
    "stud_board_tie": f"{_WSOP}, Seven Card Games (stud: the high card by suit; stud/8 and razz: clockwise)",
    "bring-in": f"{_WSOP}, Seven Card Games",
    "completion": f"{_WSOP}, Seven Card Games (a completion is not a raise; four raises follow)",
    "stud-opener": f"{_WSOP}, Seven Card Games",
    "stud_open_pair_big_bet": f"{_WSOP}, Seven Card Games (no option of the upper limit on Fourth Street)",
    "draw_reshuffle_burns": f"{_WSOP}, Draw Games (the muck and the discards from all previous draws)",
    "draw": f"{_WSOP}, Draw Games",
    "discard": f"{_WSOP} (the game is not dealt); as {_LIVE}, Hold'em Variations: Pineapple, Crazy Pineapple",
    "unqualified": f"{_WSOP} (the game is not dealt); as {_LIVE}, Archie, Rule 291",
    "draw-most": f"{_WSOP} (the game is not dealt); as {_LIVE}, Drawmaha",
    "discard-down": f"{_WSOP} (the game is not dealt); as {_LIVE}, Super Stud, Rule 246",
    "button_movement": f"{_WSOP}, Rule 85",
    "heads_up_no_double_big_blind": f"{_WSOP}, Rule 87",
    "new_player_posts": f"{_WSOP}, Rules 14 and 66 (late registrants do not post)",
    "buy_the_button": f"{_WSOP}, Rules 14 and 66 (late registrants are seated and dealt in; no buying the button)",
    "missed_blinds": f"{_WSOP}, Rule 36 (forced bets are taken from an absent Participant's stack)",
    "absent_buttons_pick_up": f"{_WSOP}, Rule 36 (an absent Participant is dealt in and blinded: no chips picked up)",
    "runs_most": f"{_WSOP}: no rule found (a tournament hand's board is dealt once)",
    "button-in-stud": f"{_WSOP}, Rule 67-b",
    "button-blind": f"{_WSOP}, Short Deck (the button always advances to the next active seat)",
    "same-hand-eliminations": f"{_WSOP}, Rule 126-b",
}
_LIVE_OWN = {
    "nolimit_reopen_percent": f"{_LIVE}, Rule 171",
    "limit_reopen_percent": f"{_LIVE}, Rule 129",
    "nolimit_allins_add_up": f"{_LIVE}, Rule 173",
    "limit_allins_add_up": f"{_LIVE}, Rule 129",
    "limit_raise_after_partial": f"{_LIVE}, Rule 129 (a $15 all-in raised to $35)",
    "limit_cap_raises": f"{_LIVE}, Rule 126",
    "limit_cap_heads_up": f"{_LIVE}, Rule 127 (and Rule 126: three or more not all-in)",
    "fold_when_check_free": f"{_LIVE}, Rules 16 and 131 (a verbal fold is binding)",
    "pot_limit_short_blind_full": f"{_LIVE}, Rule 187 (the blinds are rounded up for the opening bet)",
    "pot_limit_small_blind_as_big": f'{_LIVE}, Rule 187 (with three blinds, its "$1-$2-$5")',
    "pot_limit_steps": f'{_LIVE}, Rules 186 and 187 (the pot rounded up; "raise in increments", its "$1-$2-$5")',
    "bb_ante_order": _neither(_LIVE, "no big-blind ante in the cash games", f"{_TDA} Recommended Procedure 11"),
    "straddle_seats": f"{_LIVE}, Rule 161 (under the gun or the button, the button having precedence)",
    "straddle_min_raise": f"{_LIVE}, Rule 161 (the minimum raise after the straddle is three times the big blind)",
    "straddle": f"{_LIVE}, Rules 11 and 161",
    "button-straddle": f"{_LIVE}, Rule 161 (not allowed in limit games)",
    "mandatory-straddle": f"{_LIVE}, Rules 161 and 162",
    "three-blinds": f'{_LIVE}, Rule 187 (its "$1-$2-$5 (3 Blind PLO/Big O)")',
    "bomb-pot": f"{_LIVE}, Rule 27",
    # Two boards, each pot "split between the best hand on the top board and the best hand on the
    # bottom board" (Double Board Omaha, 5 Card Double Board Bomb Pot PLO; Ultimate Big O: on either
    # board); the odd chip as the extra chip of a board run twice: "awarded to the main board".
    "double-board": f"{_LIVE}, Double Board Omaha and Rule 213 (the extra chip to the top board)",
    "kill-pot": f"{_LIVE}, Kill Pots, Rules 189-203",
    "kill-away": f"{_LIVE}, Kill Pots, Rules 193 and 194",
    "kill-from-blind": f"{_LIVE}, Kill Pots, Rules 197 and 200 (a blind may wait to kill in the same position)",
    "actions": f"{_LIVE}, Rules 16 and 131",
    "action-order": f"{_LIVE}, Button and Blind Use",
    "minimum-bet": f"{_LIVE}, Rules 128 and 170",
    "minimum-raise": f"{_LIVE}, Rules 128, 171 and 172",
    "reopening": f"{_LIVE}, Rules 129, 171 and 173",
    "limit-bet-sizes": f"{_LIVE}, Rule 138",
    "pot-limit-maximum": f"{_LIVE}, No Limit and Pot-Limit, and Rule 184",
    "short-big-blind": f"{_LIVE}, Rule 150",
    "big-blind-option": f"{_LIVE}, Rules 152 and 155",
    "heads-up": f"{_LIVE}, Rule 153",
    "all-in": f"{_LIVE}, Rule 60 (table stakes) and No Limit and Pot-Limit",
    "side-pots": f"{_LIVE}, Rules 149 and 150",
    "uncalled": _neither(_LIVE, _LIVE_GAP, f"{_TDA} Rule 15-B"),
    "odd-chip": f"{_LIVE}, Rules 148 and 149",
    "rake": f"{_LIVE}, Rule 27 (House Rake is 10%, up to $6 maximum, unless the game is time raked)",
    "not-your-turn": f"{_LIVE}, Rules 17 and 132",
    "verbal": f"{_LIVE}, Rules 16 and 131",
    "check-facing-bet": _neither(_LIVE, _LIVE_GAP, f"{_TDA} Rule 55"),
    "call-no-bet": _neither(_LIVE, _LIVE_GAP, f"{_TDA} Rule 55-A"),
    "raise-no-bet": _neither(_LIVE, _LIVE_GAP, f"{_TDA} Rule 55-B"),
    "raise-total": _neither(_LIVE, f"Rule 176 corrects a bet to the words; {_LIVE_GAP}", f"{_TDA} Rule 43-B"),
    "amount-alone": _neither(_LIVE, _LIVE_GAP, f"{_TDA} Rule 40-C"),
    "unclear": _neither(_LIVE, _LIVE_GAP, f"{_TDA} Rule 57"),
    "pot-no-limit": _neither(_LIVE, _LIVE_GAP, f"{_TDA} Rule 54-D"),
    "pot-limit-pot": f"{_LIVE}, No Limit and Pot-Limit, and Rules 186-188",
    "overchip": f"{_LIVE}, Rules 137, 178 and 188",
    "exact-call": f"{_LIVE}, Rule 135",
    "every-chip": f"{_LIVE}, Rule 137",
    "half-raise": f"{_LIVE}, Rules 136 and 179",
    "last-chips": _neither(_LIVE, _LIVE_GAP, f"{_TDA} Rule 45-B-2"),
    "undercall": f"{_LIVE}, Rules 135 and 177",
    "underraise": f"{_LIVE}, Rules 138 and 179",
    "over-maximum": f"{_LIVE}, Rules 184 and 185",
    "bet": f"{_LIVE}, Rule 128",
    "stud_board_tie": f"{_LIVE}, Rules 215, 235 and 240",
    "bring-in": f"{_LIVE}, Rules 215-217, 235 and 240",
    "completion": f"{_LIVE}, Rules 126 and 219",
    "stud-opener": f"{_LIVE}, Rules 215, 235 and 240",
    "stud_open_pair_big_bet": f"{_LIVE}, Rule 220",
    "draw_reshuffle_burns": f"{_LIVE}, Lowball (the discards, the mucked cards and the burn cards)",
    "draw": f"{_LIVE}, Lowball, Rules 262-288",
    "discard": f"{_LIVE}, Hold'em Variations: Pineapple, Crazy Pineapple",
    "unqualified": f"{_LIVE}, Archie, Rule 291",
    "draw-most": f"{_LIVE}, Drawmaha",
    "discard-down": f"{_LIVE}, Super Stud, Rule 246",
    "button_movement": f"{_LIVE}, Rule 151",
    "heads_up_no_double_big_blind": f"{_LIVE}, Rule 153 (the small blind is on the button; no adjustment)",
    "new_player_posts": f"{_LIVE}, Rules 100-a and 154",
    "buy_the_button": f"{_LIVE}, Rule 154",
    "missed_blinds": f"{_LIVE}, Rules 73 and 156",
    "absent_buttons_pick_up": f"{_LIVE}, Rule 73 (two absent buttons or one hour)",
    "runs_most": f"{_LIVE}, Rules 204 to 212 (twice or three times, agreed by all in the pot; Rule 207: one all-in)",
    "button-in-stud": _neither(_LIVE, _LIVE_GAP, f"{_TDA} Rule 11-B"),
    "button-blind": f"{_LIVE}: no rule found; as {_WSOP}, Short Deck",
    "same-hand-eliminations": f"{_LIVE}: no rule found; as {_WSOP}, Rule 126-b",
}
_WSOP_CITES = _following(_WSOP, _WSOP_OWN)
_LIVE_CITES = _following(_LIVE, _LIVE_OWN)


#: Each preset's title, by the preset's name.
TITLES: Mapping[str, str] = MappingProxyType(
    {"tda": _TDA, "roberts": _RRP, "fspr": _FSPR, "wsop": _WSOP, "wsop-live": _LIVE}
)
#: Each preset's citations, by the preset's name: switch or topic -> the rule cited.
CITATIONS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "tda": MappingProxyType(_TDA_CITES),
        "roberts": MappingProxyType(_RRP_CITES),
        "fspr": MappingProxyType(_FSPR_CITES),
        "wsop": MappingProxyType(_WSOP_CITES),
        "wsop-live": MappingProxyType(_LIVE_CITES),
    }
)
