"""Rulebooks as data: named switches, each with its meaning, and presets that cite their sources.

The betting code asks a :class:`Rulebook` for switch values (``rules.limit_reopen_percent``),
never for its name: a new rulebook is a new preset here, not new code elsewhere. Where the sources
differ they come from different rulebooks; each preset carries, for every switch and for every
topic a ruling may rest on, the citation of the rule it follows.

>>> from pokerfloor.rules import rulebook
>>> tda = rulebook("tda")
>>> tda.limit_cap_raises
4
>>> house = tda.override(fold_when_check_free=False)
>>> house.fold_when_check_free, house.cite("fold_when_check_free")
(False, 'house rule (overrides TDA 2024)')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Literal, NamedTuple

from pokerfloor.errors import RulebookError, frozen

__all__ = [
    "PRESETS",
    "SWITCHES",
    "TOPICS",
    "BigBlindAnteOrder",
    "ButtonMovement",
    "HeadsUpCap",
    "MissedBlinds",
    "NewPlayerPosts",
    "RaiseAfterPartial",
    "Rulebook",
    "StudBoardTie",
    "Switch",
    "rulebook",
]

RaiseAfterPartial = Literal["from-allin", "complete-first"]
HeadsUpCap = Literal["never", "begins", "becomes"]
BigBlindAnteOrder = Literal["blind-first", "ante-first"]
StudBoardTie = Literal["position", "suit", "suit-stud-high"]
ButtonMovement = Literal["dead", "moving"]
NewPlayerPosts = Literal["never", "limit", "always"]
MissedBlinds = Literal["blinded", "owed"]


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
                "as a full big blind in the pot size (with blinds of 5 and 10, a player may open for 40).",
                (True, False),
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
    "all-in",
    "side-pots",
    "uncalled",
    "odd-chip",
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


class Rulebook:
    """A named set of switch values, each with the citation of the rule it follows.

    Use a preset (:func:`rulebook`) and :meth:`override` what a house does differently; an
    overridden switch cites the house, not the preset's source. A value that does not change:
    equal and hashed by its name, title and switches (not the citations), pickled whole.
    """

    __slots__ = ("citations", "name", "title", *SWITCHES)

    name: str
    title: str
    nolimit_reopen_percent: int
    limit_reopen_percent: int
    nolimit_allins_add_up: bool
    limit_allins_add_up: bool
    limit_raise_after_partial: RaiseAfterPartial
    limit_cap_raises: int
    limit_cap_heads_up: HeadsUpCap
    fold_when_check_free: bool
    pot_limit_short_blind_full: bool
    pot_limit_small_blind_as_big: bool
    bb_ante_order: BigBlindAnteOrder
    stud_board_tie: StudBoardTie
    stud_open_pair_big_bet: bool
    draw_reshuffle_burns: bool
    button_movement: ButtonMovement
    heads_up_no_double_big_blind: bool
    new_player_posts: NewPlayerPosts
    buy_the_button: bool
    missed_blinds: MissedBlinds
    citations: Mapping[str, str]

    def __init__(self, *, name: str, title: str, citations: Mapping[str, str], **switches: object) -> None:
        """Every switch of :data:`SWITCHES` is given (by its name), and nothing else."""
        if switches.keys() != SWITCHES.keys():
            wrong = sorted(switches.keys() ^ SWITCHES.keys())
            raise RulebookError(
                f"a rulebook gives every switch and no other; not so for {wrong}", code="unknown-switch"
            )
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "citations", citations)
        for switch, value in switches.items():
            object.__setattr__(self, switch, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise frozen(self, name)

    def __delattr__(self, name: str) -> None:
        raise frozen(self, name, deleting=True)

    def _values(self) -> tuple[object, ...]:
        return (self.name, self.title, *self.switches().values())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rulebook) and other._values() == self._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={value!r}" for name, value in self.switches().items())
        return f"Rulebook(name={self.name!r}, title={self.title!r}, {values})"

    def __reduce__(self) -> tuple[Callable[[dict[str, object]], Rulebook], tuple[dict[str, object]]]:
        """Pickled as its values (a read-only mapping of citations cannot be pickled as it is)."""
        values = {"name": self.name, "title": self.title, **self.switches(), "citations": dict(self.citations)}
        return _unpickled_rulebook, (values,)

    def cite(self, key: str) -> str:
        """The citation for a switch or a topic, e.g. ``"TDA 2024 Rule 47"``."""
        return self.citations.get(key, self.title)

    def switches(self) -> dict[str, object]:
        """Every switch and its value, in the order of :data:`SWITCHES`."""
        return {name: getattr(self, name) for name in SWITCHES}

    def override(self, /, **changes: object) -> Rulebook:
        """A copy with some switches changed; unknown switches and values are refused."""
        citations = dict(self.citations)
        for name, value in changes.items():
            switch = SWITCHES.get(name)
            if switch is None:
                known = ", ".join(SWITCHES)
                raise RulebookError(f"unknown rule switch {name!r}; the switches are: {known}", code="unknown-switch")
            if value not in switch.choices or type(value) is not type(switch.choices[0]):
                shown = _choices_text(switch)
                raise RulebookError(
                    f"rule switch {name} = {value!r} is not allowed; it takes {shown}", code="bad-switch-value"
                )
            if value != getattr(self, name):
                citations[name] = f"house rule (overrides {self.title})"
        switches = {**self.switches(), **changes}
        return Rulebook(name=self.name, title=self.title, citations=MappingProxyType(citations), **switches)


def _unpickled_rulebook(values: dict[str, object]) -> Rulebook:
    """A rulebook from its pickled values (:meth:`Rulebook.__reduce__`)."""
    values["citations"] = MappingProxyType(values["citations"])  # type: ignore[arg-type]  # the dict it was
    return Rulebook(**values)  # type: ignore[arg-type]  # name, title and citations among the values, as pickled


def _choices_text(switch: Switch) -> str:
    choices = switch.choices
    if len(choices) > 6 and all(isinstance(c, int) for c in choices):
        return f"a whole number from {choices[0]} to {choices[-1]}"
    return " or ".join(repr(c) for c in choices)


def _preset(name: str, title: str, values: dict[str, object], citations: dict[str, str]) -> Rulebook:
    missing = [key for key in (*SWITCHES, *TOPICS) if key not in citations]
    assert not missing, f"preset {name} lacks citations for {missing}"
    return Rulebook(name=name, title=title, citations=MappingProxyType(citations), **values)


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
    "bb_ante_order": f"{_TDA} Recommended Procedure 11",
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
    "completion": f"{_TDA} Rule 48 (the house limit; the completion of the bring-in is the bet, not a raise)",
    "stud-opener": f"{_TDA} Recommended Procedure 10-D",
    "stud_open_pair_big_bet": f"{_TDA} Recommended Procedure 10-F",
    "draw_reshuffle_burns": f"{_TDA} Rule 35-A (house rules apply for draw games); as {_WSOP}, Draw Games",
    "draw": f"{_TDA} Rule 35-A (house rules apply for draw games); as {_WSOP}, Draw Games",
    "button_movement": f"{_TDA} Rule 32",
    "heads_up_no_double_big_blind": f"{_TDA} Rule 34-B",
    "new_player_posts": f"{_TDA} Rules 8-A and 10-A (dealt in except between the small blind and the button)",
    "buy_the_button": f"{_TDA} Rules 8-A and 10-A (a new player between the small blind and the button waits)",
    "missed_blinds": f"{_TDA} Rule 71-A (players away from the table may be anted or blinded out)",
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
        "actions": _RRP_BR,
        "minimum-bet": _RRP_NL,
        "minimum-raise": _RRP_NL,
        "reopening": f"{_RRP_BR}, rule 6; {_RRP_NL}",
        "limit-bet-sizes": _RRP_BR,
        "pot-limit-maximum": f"{_RRP}, Pot-Limit Rules",
        "short-big-blind": f"{_RRP}, Button and Blind Use, Rules for Using Blinds, rule 1",
        "all-in": f"{_RRP_BR}, rule 6",
        "odd-chip": f"{_RRP}, Ties, rule 5",
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
        "button-blind": f"{_RRP}: no rule found; as WSOP 2024 Tournament Rules, Short Deck",
        "same-hand-eliminations": f"{_RRP}: no rule found; as WSOP 2024 Tournament Rules, Rule 126-b",
    },
)

_FSPR_ALLIN = f"{_FSPR}, All-in (seed 001)"
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
    "bb_ante_order": _neither(_WSOP, _WSOP_GAP, f"{_TDA} Recommended Procedure 11"),
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
    "button_movement": f"{_WSOP}, Rule 85",
    "heads_up_no_double_big_blind": f"{_WSOP}, Rule 87",
    "new_player_posts": f"{_WSOP}, Rules 14 and 66 (late registrants do not post)",
    "buy_the_button": f"{_WSOP}, Rules 14 and 66 (late registrants are seated and dealt in; no buying the button)",
    "missed_blinds": f"{_WSOP}, Rule 36 (forced bets are taken from an absent Participant's stack)",
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
    "pot_limit_small_blind_as_big": f"{_LIVE}, Rule 187",
    "bb_ante_order": _neither(_LIVE, "no big-blind ante in the cash games", f"{_TDA} Recommended Procedure 11"),
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
    "button_movement": f"{_LIVE}, Rule 151",
    "heads_up_no_double_big_blind": f"{_LIVE}, Rule 153 (the small blind is on the button; no adjustment)",
    "new_player_posts": f"{_LIVE}, Rules 100-a and 154",
    "buy_the_button": f"{_LIVE}, Rule 154",
    "missed_blinds": f"{_LIVE}, Rules 73 and 156",
    "button-in-stud": _neither(_LIVE, _LIVE_GAP, f"{_TDA} Rule 11-B"),
    "button-blind": f"{_LIVE}: no rule found; as {_WSOP}, Short Deck",
    "same-hand-eliminations": f"{_LIVE}: no rule found; as {_WSOP}, Rule 126-b",
}
_WSOP_CITES = _following(_WSOP, _WSOP_OWN)
_LIVE_CITES = _following(_LIVE, _LIVE_OWN)

# TDA 2024's values; the other rulebooks are written as what they change.
_TDA_VALUES: dict[str, object] = {
    "nolimit_reopen_percent": 100,
    "limit_reopen_percent": 50,
    "nolimit_allins_add_up": True,
    "limit_allins_add_up": False,
    "limit_raise_after_partial": "from-allin",
    "limit_cap_raises": 4,
    "limit_cap_heads_up": "never",
    "fold_when_check_free": True,
    "pot_limit_short_blind_full": True,
    "pot_limit_small_blind_as_big": False,
    "bb_ante_order": "blind-first",
    "stud_board_tie": "suit",
    "stud_open_pair_big_bet": False,
    "draw_reshuffle_burns": False,
    "button_movement": "dead",
    "heads_up_no_double_big_blind": True,
    "new_player_posts": "never",
    "buy_the_button": False,
    "missed_blinds": "blinded",
}

# What cash games change hand after hand (WSOP 2024 Live Action Rules 153, 100-a, 156).
_CASH_TABLE: dict[str, object] = {
    "heads_up_no_double_big_blind": False,
    "new_player_posts": "limit",
    "buy_the_button": True,
    "missed_blinds": "owed",
}

PRESETS: Mapping[str, Rulebook] = MappingProxyType(
    {
        "tda": _preset("tda", _TDA, _TDA_VALUES, _TDA_CITES),
        "roberts": _preset(
            "roberts",
            _RRP,
            {
                **_TDA_VALUES,
                "limit_allins_add_up": True,
                "limit_cap_raises": 3,
                "limit_cap_heads_up": "becomes",
                "stud_board_tie": "position",
                "stud_open_pair_big_bet": True,
                "draw_reshuffle_burns": True,
                **_CASH_TABLE,
            },
            _RRP_CITES,
        ),
        "fspr": _preset("fspr", _FSPR, {**_TDA_VALUES, "limit_cap_raises": 3}, _FSPR_CITES),
        "wsop": _preset(
            "wsop",
            _WSOP,
            {
                **_TDA_VALUES,
                "limit_allins_add_up": True,
                "pot_limit_short_blind_full": False,
                "stud_board_tie": "suit-stud-high",
            },
            _WSOP_CITES,
        ),
        "wsop-live": _preset(
            "wsop-live",
            _LIVE,
            {
                **_TDA_VALUES,
                "limit_allins_add_up": True,
                "limit_cap_heads_up": "begins",
                "pot_limit_small_blind_as_big": True,
                "stud_board_tie": "position",
                "stud_open_pair_big_bet": True,
                "draw_reshuffle_burns": True,
                **_CASH_TABLE,
            },
            _LIVE_CITES,
        ),
    }
)


def rulebook(name: str, /, **overrides: object) -> Rulebook:
    """A preset by name (``tda``, ``roberts``, ``fspr``, ``wsop``, ``wsop-live``), with overrides."""
    try:
        preset = PRESETS[name]
    except (KeyError, TypeError):  # TypeError: a list or a dict given as the name
        raise RulebookError(
            f"unknown rulebook {name!r}; the rulebooks are: {', '.join(PRESETS)}", code="unknown-rulebook"
        ) from None
    return preset.override(**overrides) if overrides else preset
