"""The live-action table options a hand may start with, checked: a straddle from a seat other than
under the gun (the button's, a Mississippi straddle), a bomb pot, a kill pot, a third blind.

Each is a field of :class:`~pokerfloor.core.table.Table` (``straddler``, ``bomb_pot``, ``kill`` and
``kill_seat``, ``third_blind``); the table asks :func:`refuse_options` once it holds its values, and
:func:`killed_structure` for the limits of a kill pot. A refusal names the field and cites the
rule (WSOP 2024 Live Action Rules 11 and 161, 27, 189-203), as the table's rulebook cites it.

Who posts and who acts first, read from the rulebook's text:

- A straddle is posted live by ``straddler`` (the player after the big blind when ``None``), the
  re-straddles by the players after him in order; the last straddler "has the last action for the
  first round of betting" (Rule 161), so the player on his left acts first. A button straddle
  thus lets the small blind act first, as PHH's positional straddles play.
- A bomb pot: "an agreement by all players to ante the same amount, then the hole cards are dealt,
  and the flop put out" (Rule 27): every player antes ``bomb_pot``, nobody posts a blind, and the
  betting starts on the flop. Players who opt out are not dealt in: they are not at the table's
  hand. A bomb pot on two boards is this same field at a table of a game of two boards, and a
  game whose every hand is a bomb pot (5 Card Double Board Bomb Pot PLO: "no blinds are utilized;
  instead, all players will have to post an ante") needs it on every table that deals its cards.
- A kill pot: "to kill a pot means to post an extra blind that increases the betting limit. A full
  kill is double the amount of the big blind, and doubles the betting limits. A half kill is
  one-and-a-half times the big blind" (Kill Pots). The kill is the last blind posted: action starts
  on his left and he acts last on the first round (Rule 190: "once the kill has acted, action then
  continues in sequence to the left of the kill"); no straddle in a kill pot (Rule 199). "If
  there is a kill in a stud game, there will be no bring in and action starts left of the kill"
  (Rule 190): stud has no big blind, and the kill is the small bet's (the big blind's place in the
  limits) doubled, or one and a half, posted from any seat.
- A third blind: "$1-$2-$5 (3 Blind PLO/Big O)" (Rule 187, Pot-Limit Rules). The player after the
  big blind posts it, live; it is the bet to call, the player on its left acts first and it acts
  last, and a raise is at least its size (to 10 in $1-$2-$5: the rule's first pot raise "could
  be a total of $10"). In pot limit the rulebook's switch ``pot_limit_small_blind_as_big`` says
  how the pot is counted until it has acted: "the small ($1) and big blind ($2) will be
  considered as a combined total of $10", so the largest first raise is "pot ($25)"
  (:mod:`pokerfloor.core.forced`). A no-limit or pot-limit game of three players or more; no
  straddle, kill or bomb pot with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, Literal, Protocol

from pokerfloor.amounts import MAX_CHIPS
from pokerfloor.errors import SituationError, quoted
from pokerfloor.games.variants import Variant
from pokerfloor.rules import Rulebook
from pokerfloor.structures import Structure

__all__ = [
    "KILLS",
    "Kill",
    "kill_amount",
    "killed_structure",
    "pot_step",
    "refuse_option_kinds",
    "refuse_options",
    "straddle_seats",
    "third_blind_seat",
]

Kill = Literal["full", "half"]
#: A kill's size against the big blind and the betting limits: (times, over); 2 or 3/2.
KILLS: Final[dict[str, tuple[int, int]]] = {"full": (2, 1), "half": (3, 2)}


class _TableFields(Protocol):
    """What the checks read of a :class:`~pokerfloor.core.table.Table` (which imports this module)."""

    @property
    def names(self) -> tuple[str, ...]: ...
    @property
    def button(self) -> int: ...
    @property
    def structure(self) -> Structure: ...
    @property
    def rules(self) -> Rulebook: ...
    @property
    def blinds(self) -> tuple[int, int] | None: ...
    @property
    def ante(self) -> int: ...
    @property
    def bb_ante(self) -> int: ...
    @property
    def straddles(self) -> tuple[int, ...]: ...
    @property
    def street(self) -> int: ...
    @property
    def pot(self) -> int: ...
    @property
    def variant(self) -> Variant: ...
    @property
    def posts(self) -> tuple[tuple[int, int, int], ...]: ...
    @property
    def straddler(self) -> int | None: ...
    @property
    def bomb_pot(self) -> int: ...
    @property
    def kill(self) -> Kill | None: ...
    @property
    def kill_seat(self) -> int | None: ...
    @property
    def third_blind(self) -> int: ...
    @property
    def blind_seats(self) -> tuple[int | None, int]: ...


def straddle_seats(table: _TableFields) -> tuple[int, ...]:
    """The seats (player indices) that post the table's straddles, in order: from ``straddler``
    (under the gun when ``None``), each re-straddle on the left of the last."""
    n = len(table.names)
    if not table.straddles:
        return ()
    first = table.straddler if table.straddler is not None else _under_the_gun(table)
    return tuple((first + k) % n for k in range(len(table.straddles)))


def _under_the_gun(table: _TableFields) -> int:
    """The seat after the big blind, or after the button's blind in a game without blinds."""
    n = len(table.names)
    return (table.blind_seats[1] + 1) % n if table.blinds is not None else (table.button + 1) % n


def third_blind_seat(table: _TableFields) -> int:
    """The seat (player index) that posts the third blind: the player under the gun (a third
    blind needs the two blinds before it)."""
    return _under_the_gun(table)


def pot_step(table: _TableFields) -> int:
    """Pot-limit in steps, when the rulebook's ``pot_limit_steps`` says so (WSOP 2024 Live Action
    Rules 186 and 187): the step the pot is rounded up to and a bet or raise goes in over the bet.
    It is the smallest blind ("raise in increments of five dollars to any amount from $20 to $40"
    over blinds of $5 and $10), or the third blind, which the lower two are counted as ("$10, $15,
    $20, or pot ($25)" in $1-$2-$5); 1, every chip, otherwise."""
    blinds = table.blinds
    if blinds is None or not (table.rules.pot_limit_steps and table.structure.uses_pot):
        return 1
    if table.third_blind:
        return table.third_blind
    small, big = blinds
    smallest = small if 0 < small < big else big
    return smallest if smallest > 1 else 1


def kill_amount(table: _TableFields) -> int:
    """The kill blind: twice the big blind (a full kill), or one and a half (a half kill); in stud
    the same of the small bet; 0 without a kill."""
    if table.kill is None:
        return 0
    times, over = KILLS[table.kill]
    return _killed_bet(table) * times // over


def _killed_bet(table: _TableFields) -> int:
    """What a kill doubles: the big blind, or in stud (no blinds) the small bet, the big blind's
    place in the limits (Rule 190's stud kill)."""
    if table.blinds is not None:
        return table.blinds[1]
    structure = table.structure
    return structure._unit(False, structure.min_bet)


def killed_structure(structure: Structure, kill: Kill | None) -> Structure:
    """The betting limits of a kill pot: each size of the structure doubled (a full kill) or
    multiplied by one and a half (a half kill); the structure itself without a kill."""
    if kill is None:
        return structure
    times, over = KILLS[kill]
    return type(structure)(*(size * times // over for size in structure._sizes()))


def refuse_options(table: _TableFields) -> None:
    """Refuse a table whose options do not hold together, naming the field and the rule (their
    kinds were refused before the table held them: :func:`refuse_option_kinds`)."""
    if table.straddler is not None or (table.straddles and table.blinds is None):
        _check_straddler(table)
    if table.bomb_pot:
        _check_bomb_pot(table)
    elif table.variant.bomb_pots and not table.street:
        raise _bad("bomb-pot-required", {"game": table.variant.name}, table.rules.cite("bomb-pot"))
    if table.kill is not None or table.kill_seat is not None:
        _check_kill(table)
    if table.third_blind:
        _check_third_blind(table)


def refuse_option_kinds(straddler: object, bomb: object, kill: object, seat: object, third: object = 0) -> None:
    """Refuse an option of the wrong kind, naming its field: ``straddler`` and ``kill_seat`` a seat
    or ``None``, ``bomb_pot`` and ``third_blind`` whole numbers of chips, ``kill`` ``"full"``,
    ``"half"`` or ``None``."""
    if straddler is not None and type(straddler) is not int:
        raise _bad("straddler-kind", {"value": quoted(straddler)})
    if type(bomb) is not int or bomb < 0 or bomb > MAX_CHIPS:
        raise _bad("bomb-pot-kind", {"value": quoted(bomb)})
    if kill is not None and (type(kill) is not str or kill not in KILLS):
        raise _bad("kill-kind", {"value": quoted(kill)})
    if seat is not None and type(seat) is not int:
        raise _bad("kill-seat-kind", {"value": quoted(seat)})
    if type(third) is not int or third < 0 or third > MAX_CHIPS:
        raise _bad("third-blind-kind", {"value": quoted(third)})


def _check_straddler(table: _TableFields) -> None:
    """A straddle from ``straddler``: a seat of the table the rulebook lets straddle (never a
    blind), a straddle to post, the button's never in a limit game (Rule 161). A game without
    blinds whose button posts a blind (short deck) may be straddled too (GGPoker's short deck): the
    button blind is the bet the straddle raises, and the button may straddle his own blind."""
    n, rules, under_the_gun = len(table.names), table.rules, _under_the_gun(table)
    seat = table.straddler if table.straddler is not None else under_the_gun
    button_blind = table.blinds is None and bool(table.posts)
    if not 0 <= seat < n or n < 3 or not table.straddles or (table.blinds is None and not button_blind):
        raise _bad("straddler-seat", {"seat": seat, "players": n}, rules.cite("straddle"))
    allowed = rules.straddle_seats
    if seat != under_the_gun and (
        allowed == "under-the-gun" or (allowed == "under-the-gun-or-button" and seat != table.button)
    ):
        params = {"player": table.names[seat], "allowed": allowed}
        raise _bad("straddler-not-allowed", params, rules.cite("straddle_seats"))
    if seat == table.button and seat != under_the_gun and table.structure.is_limit:
        raise _bad("button-straddle-limit", {"player": table.names[seat]}, rules.cite("button-straddle"))
    blinds = set() if button_blind else set(table.blind_seats)
    if any(s in blinds for s in straddle_seats(table)):
        counted: dict[str, object] = {"player": table.names[seat], "count": len(table.straddles)}
        raise _bad("straddle-on-blind", counted, rules.cite("straddle"))


def _check_bomb_pot(table: _TableFields) -> None:
    """A bomb pot: a flop game with blinds (their sizes the structure's), started before the flop,
    the bomb-pot ante the only forced bet."""
    game, rule = table.variant, table.rules.cite("bomb-pot")
    if game.has_bring_in or game.deals_late or game.board_cards == 0 or table.blinds is None:
        raise _bad("bomb-pot-game", {"game": game.name}, rule)
    if table.street or table.pot:
        raise _bad("bomb-pot-street", {}, rule)
    others = table.straddles or table.posts or table.kill is not None or table.third_blind
    if table.ante or table.bb_ante or others:
        raise _bad("bomb-pot-alone", {}, rule)


def _check_kill(table: _TableFields) -> None:
    """A kill: its size and its seat both given, in a game with a big blind (or a stud game, Rule
    190), before the first betting, with no straddle (Rule 199); a half kill of whole chips. A
    blind may post it: "In the event that the participant was a blind when responsible for the
    missed kill, this participant can wait until the next round of blinds to post the kill in the
    same position" (Rule 197; Rule 200: "if the kill is in one of the blinds")."""
    rule = table.rules.cite("kill-pot")
    kill, seat, n = table.kill, table.kill_seat, len(table.names)
    if kill is None or seat is None or not 0 <= seat < n or n < 3:
        raise _bad("kill-seat", {"seat": quoted(seat), "players": n}, rule)
    stud = table.variant.has_bring_in
    if not stud and (table.blinds is None or not table.blinds[1]):
        raise _bad("kill-game", {"game": table.variant.name}, rule)
    if table.straddles:
        raise _bad("kill-straddle", {}, rule)
    if table.street:
        raise _bad("kill-street", {"player": table.names[seat]}, rule)
    times, over = KILLS[kill]
    sizes = (_killed_bet(table), *table.structure._sizes())
    if any(size * times % over for size in sizes):
        raise _bad("kill-half-odd", {"sizes": quoted(list(sizes))}, rule)


def _check_third_blind(table: _TableFields) -> None:
    """A third blind (Rule 187's $1-$2-$5): in a no-limit or pot-limit game with blinds, three
    players or more, at least the big blind, on the first betting round, and no straddle or kill
    beside it (the player after the big blind posts it)."""
    rule, blinds = table.rules.cite("three-blinds"), table.blinds
    if table.structure.is_limit or blinds is None or table.variant.has_bring_in:
        raise _bad("third-blind-game", {"structure": table.structure.name, "game": table.variant.name}, rule)
    if len(table.names) < 3 or table.street:
        raise _bad("third-blind-table", {"players": len(table.names)}, rule)
    if table.third_blind < blinds[1]:
        raise _bad("third-blind-size", {"third": table.third_blind, "big": blinds[1]}, rule)
    if table.straddles or table.kill is not None:
        raise _bad("third-blind-alone", {}, rule)


def _bad(variant: str, params: Mapping[str, object], rule: str = "") -> SituationError:
    return SituationError(code="bad-field", variant=variant, params=params, rule=rule)
