"""The live-action table options a hand may start with, checked: a straddle from a seat other than
under the gun (the button's, a Mississippi straddle), a bomb pot, a kill pot.

Each is a field of :class:`~pokerfloor.core.table.Table` (``straddler``, ``bomb_pot``, ``kill`` and
``kill_seat``); the table asks :func:`refuse_options` once it holds its values, and
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
  continues in sequence to the left of the kill"); no straddle in a kill pot (Rule 199).
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
    "refuse_option_kinds",
    "refuse_options",
    "straddle_seats",
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
    def blind_seats(self) -> tuple[int | None, int]: ...


def straddle_seats(table: _TableFields) -> tuple[int, ...]:
    """The seats (player indices) that post the table's straddles, in order: from ``straddler``
    (under the gun when ``None``), each re-straddle on the left of the last."""
    n = len(table.names)
    if not table.straddles:
        return ()
    first = table.straddler if table.straddler is not None else (table.blind_seats[1] + 1) % n
    return tuple((first + k) % n for k in range(len(table.straddles)))


def kill_amount(table: _TableFields) -> int:
    """The kill blind: twice the big blind (a full kill), or one and a half (a half kill); 0 without
    a kill."""
    if table.kill is None or table.blinds is None:
        return 0
    times, over = KILLS[table.kill]
    return table.blinds[1] * times // over


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
    if table.straddler is not None:
        _check_straddler(table)
    if table.bomb_pot:
        _check_bomb_pot(table)
    elif table.variant.bomb_pots and not table.street:
        raise _bad("bomb-pot-required", {"game": table.variant.name}, table.rules.cite("bomb-pot"))
    if table.kill is not None or table.kill_seat is not None:
        _check_kill(table)


def refuse_option_kinds(straddler: object, bomb: object, kill: object, seat: object) -> None:
    """Refuse an option of the wrong kind, naming its field: ``straddler`` and ``kill_seat`` a seat
    or ``None``, ``bomb_pot`` a whole number of chips, ``kill`` ``"full"``, ``"half"`` or ``None``."""
    if straddler is not None and type(straddler) is not int:
        raise _bad("straddler-kind", {"value": quoted(straddler)})
    if type(bomb) is not int or bomb < 0 or bomb > MAX_CHIPS:
        raise _bad("bomb-pot-kind", {"value": quoted(bomb)})
    if kill is not None and (type(kill) is not str or kill not in KILLS):
        raise _bad("kill-kind", {"value": quoted(kill)})
    if seat is not None and type(seat) is not int:
        raise _bad("kill-seat-kind", {"value": quoted(seat)})


def _check_straddler(table: _TableFields) -> None:
    """A straddle from ``straddler``: a seat of the table the rulebook lets straddle (never a
    blind), a straddle to post, the button's never in a limit game (Rule 161)."""
    n, seat, rules = len(table.names), table.straddler, table.rules
    assert seat is not None  # asked only with a straddler
    if not 0 <= seat < n or n < 3 or not table.straddles or table.blinds is None:
        raise _bad("straddler-seat", {"seat": seat, "players": n}, rules.cite("straddle"))
    under_the_gun = (table.blind_seats[1] + 1) % n
    allowed = rules.straddle_seats
    if seat != under_the_gun and (
        allowed == "under-the-gun" or (allowed == "under-the-gun-or-button" and seat != table.button)
    ):
        params = {"player": table.names[seat], "allowed": allowed}
        raise _bad("straddler-not-allowed", params, rules.cite("straddle_seats"))
    if seat == table.button and seat != under_the_gun and table.structure.is_limit:
        raise _bad("button-straddle-limit", {"player": table.names[seat]}, rules.cite("button-straddle"))
    blinds = set(table.blind_seats)
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
    if table.ante or table.bb_ante or table.straddles or table.posts or table.kill is not None:
        raise _bad("bomb-pot-alone", {}, rule)


def _check_kill(table: _TableFields) -> None:
    """A kill: its size and its seat both given, in a game with a big blind, on a seat that posts
    no blind, with no straddle (Rule 199); a half kill of whole chips."""
    rule = table.rules.cite("kill-pot")
    kill, seat, n = table.kill, table.kill_seat, len(table.names)
    if kill is None or seat is None or not 0 <= seat < n or n < 3:
        raise _bad("kill-seat", {"seat": quoted(seat), "players": n}, rule)
    if table.blinds is None or not table.blinds[1] or table.variant.has_bring_in:
        raise _bad("kill-game", {"game": table.variant.name}, rule)
    if table.straddles:
        raise _bad("kill-straddle", {}, rule)
    if seat in set(table.blind_seats) or table.street:
        raise _bad("kill-on-blind", {"player": table.names[seat]}, rule)
    times, over = KILLS[kill]
    sizes = (table.blinds[1], *table.structure._sizes())
    if any(size * times % over for size in sizes):
        raise _bad("kill-half-odd", {"sizes": quoted(list(sizes))}, rule)


def _bad(variant: str, params: Mapping[str, object], rule: str = "") -> SituationError:
    return SituationError(code="bad-field", variant=variant, params=params, rule=rule)
