"""The table a PHH hand starts from: the players in PHH's position order (the button last), their
stacks, the structure and the forced bets, in whole chips of the hand's unit
(:mod:`~pokerfloor.formats.phh.money`).

PHH writes the forced bets by position (``antes``, ``blinds_or_straddles``, ``bring_in``), with
``ante_trimming_status`` for antes above what the others can match; pokerfloor's user fields
``_blind_players`` and ``_posts`` say what PHH cannot (blinds posted further round, a player
posting to come in).
"""

from __future__ import annotations

from typing import Any

from pokerfloor.core.hand import Table
from pokerfloor.core.rake import HouseRake, rake_money
from pokerfloor.core.table import BlindPost
from pokerfloor.core.table_options import KILLS
from pokerfloor.errors import HandHistoryError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats.phh.history import HandHistory, action_words, all_strings, fields_of
from pokerfloor.formats.phh.money import Stakes, amount_chips, chips_field, chips_list, read_unit
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.variants import phh_variant
from pokerfloor.rules import Rulebook
from pokerfloor.structures import STRUCTURES

__all__ = ["table_of"]


def table_of(history: HandHistory, rules: Rulebook, *, strict: bool = False) -> Table:
    """The table a PHH hand starts from, in chips of its unit
    (:func:`~pokerfloor.formats.phh.money.unit_of`). Raises :class:`HandHistoryError` naming the field."""
    scaled: Stakes = {}
    unit = read_unit(history.fields, action_words(history.actions), scaled)
    return table_in_chips(history, rules, strict, unit, [], scaled=scaled)


def table_in_chips(
    history: HandHistory, rules: Rulebook, strict: bool, unit: ChipUnit, notes: list[str], *, scaled: Stakes
) -> Table:
    """The table of :func:`table_of`, in chips of ``unit`` (``scaled``: the stakes read for it)."""
    fields = fields_of(history)
    found = phh_variant(history.variant)
    if found is None:
        raise HandHistoryError(code="unsupported", variant="phh-variant", params={"variant": repr(history.variant)})
    game, structure_name = found
    stacks = chips_list(fields, "starting_stacks", unit, scaled)
    n = len(stacks)
    if n < 2:
        raise HandHistoryError(code="bad-field", variant="starting-stacks", params={"stacks": repr(stacks)})
    antes = chips_list(fields, "antes", unit, scaled, n) if "antes" in fields else _missing(history, strict, "antes", n)
    # A stud game has a bring-in and no blinds ("never together with blinds", the PHH standard).
    bring_in = chips_field(fields, "bring_in", unit, scaled) if game.has_bring_in else 0
    if game.has_bring_in:
        forced = (
            chips_list(fields, "blinds_or_straddles", unit, scaled, n) if "blinds_or_straddles" in fields else [0] * n
        )
    elif "blinds_or_straddles" in fields:
        forced = chips_list(fields, "blinds_or_straddles", unit, scaled, n)
    else:
        forced = _missing(history, strict, "blinds_or_straddles", n)
    players = fields.get("players", [])
    if not isinstance(players, list):
        raise HandHistoryError(code="bad-field", variant="players-kind", params={"players": repr(players)})
    names = players if all_strings(players) else [str(p) for p in players]
    if len(names) != n or len(set(names)) != n:
        if names:
            forgive(history, strict, Phrase("forgiven.players", {"names": str(names), "count": n}))
        names = [f"p{i + 1}" for i in range(n)]
    ante, bb_ante = _antes(_trimmed(antes, stacks, fields, notes), stacks, n)
    # Untrimmed antes are dead money (PokerKit's rule): it shows only when a player is all in on
    # his ante, who may then win every ante; the rulebooks make his part a pot of its own.
    dead_ante = bool(ante) and not fields.get("ante_trimming_status", False) and min(stacks) < ante
    kill_place = _kill_blind_of(fields["_kill_blind"], forced, unit) if "_kill_blind" in fields else None
    blind_players = _blind_players_of(fields["_blind_players"], forced) if "_blind_players" in fields else None
    blinds: tuple[int, int] | None = None
    if blind_players is not None:
        small, big = blind_players
        blinds = (forced[small], forced[big])
        forced = [0] * n
    # A blind at the button's place alone (PHH's last) is a button blind: short deck's button ante.
    button_blind = forced[-1] if n > 2 and forced[-1] and not any(forced[:-1]) else 0
    posts = (BlindPost(n - 1, button_blind),) if button_blind else ()
    if "_posts" in fields:
        posts = (*posts, *_posts_of(fields["_posts"], n, unit))
    if button_blind:
        forced = [0] * n
    straddler, straddles = _straddles(forced)
    # Fixed-limit games give their two bet sizes, the others their minimum bet.
    kind = STRUCTURES[structure_name]
    sizes = [chips_field(fields, size, unit, scaled) for size in kind.sizes]
    if blind_players is None:
        blinds = (forced[0], forced[1]) if any(forced[:2]) else None
    options = _options(fields, straddler, straddles, sizes, unit, kill_place=kill_place)
    if options.get("bomb_pot"):
        ante = 0  # the bomb pot's ante, written in antes for PokerKit
    if "kill" in options or "third_blind" in options:
        straddles, straddler = (), None
    elif straddler is not None:
        # A record says where the straddle came from: read it, whatever the rulebook allows.
        rules = rules.override(straddle_seats="any")
    return Table(
        **options,
        names=tuple(names),
        stacks=tuple(stacks),
        button=n - 1,
        rules=rules,
        blinds=blinds,
        ante=ante,
        bb_ante=bb_ante,
        straddles=straddles,
        straddler=straddler,
        bring_in=bring_in,
        posts=posts,
        street=0,
        variant=game,
        dead_ante=dead_ante,
        blind_players=blind_players,
        structure=kind(*sizes),
        rake=_house_rake(fields["_house_rake"], unit) if "_house_rake" in fields else None,
    )


def _house_rake(value: object, unit: ChipUnit) -> HouseRake:
    """pokerfloor's user field ``_house_rake``, the table's rake: its money (the cap, the jackpot
    drop and the pot it starts at) in the hand's money like the stakes, taken in chips of ``unit``."""
    in_chips = rake_money(value, lambda amount, key: amount_chips(amount, f"_house_rake.{key}", unit))
    return HouseRake.of(in_chips)  # type: ignore[arg-type]  # its kind refused by HouseRake, naming rake


def _straddles(forced: list[int]) -> tuple[int | None, tuple[int, ...]]:
    """The straddles of ``blinds_or_straddles`` after its two blinds: one run of positions (under
    the gun, the button's, anywhere), and who posts the first (``None``: under the gun)."""
    posted = [k for k in range(2, len(forced)) if forced[k]]
    if not posted:
        return None, ()
    first, last = posted[0], posted[-1]
    if last - first + 1 != len(posted):
        raise HandHistoryError(code="unsupported", variant="straddles-apart", params={"forced": str(forced)})
    return (None if first == 2 else first), tuple(forced[first : last + 1])


def _options(
    fields: dict[str, Any],
    straddler: int | None,
    straddles: tuple[int, ...],
    sizes: list[int],
    unit: ChipUnit,
    *,
    kill_place: int | None,
) -> dict[str, Any]:
    """pokerfloor's user fields ``_bomb_pot`` (the ante of a bomb pot), ``_kill`` (``"full"`` or
    ``"half"``: the one straddle written is the kill, or the blind of ``kill_place`` killed, the
    sizes written the raised limits, given back here as the game's) and ``_third_blind``
    (``true``: the one straddle written, under the gun, is a three-blind game's third blind)."""
    options: dict[str, Any] = {}
    if "_third_blind" in fields:
        if fields["_third_blind"] is not True or len(straddles) != 1 or straddler is not None:
            params = {"value": repr(fields["_third_blind"]), "straddles": str(list(straddles))}
            raise HandHistoryError(code="bad-field", variant="phh-third-blind", params=params)
        options["third_blind"] = straddles[0]
    if "_bomb_pot" in fields:
        options["bomb_pot"] = amount_chips(fields["_bomb_pot"], "_bomb_pot", unit)
    if "_kill" in fields:
        kill = fields["_kill"]
        placed = len(straddles) == 1 if kill_place is None else not straddles
        if not (isinstance(kill, str) and kill in KILLS) or not placed:
            params = {"value": repr(kill), "straddles": str(list(straddles))}
            raise HandHistoryError(code="bad-field", variant="phh-kill", params=params)
        times, over = KILLS[kill]
        seat = kill_place if kill_place is not None else 2 if straddler is None else straddler
        options["kill"], options["kill_seat"] = kill, seat
        sizes[:] = [size * over // times for size in sizes]
    elif kill_place is not None:
        raise HandHistoryError(
            code="bad-field", variant="phh-kill-blind", params={"value": repr(fields["_kill_blind"])}
        )
    return options


def _blind_players_of(value: object, forced: list[int]) -> tuple[int, int]:
    """pokerfloor's user field ``_blind_players``: who posts the small and the big blind when it
    is not p1 and p2 (a player coming back between the button and the blinds posts his own blind,
    in ``_posts``), their blinds at their places in ``blinds_or_straddles`` and no straddle."""
    n = len(forced)
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(type(v) is int and 1 <= v <= n for v in value)
        or n < 3
        or not value[0] < value[1]
    ):
        raise HandHistoryError(code="bad-field", variant="phh-blind-players", params={"count": n, "value": repr(value)})
    small, big = value[0] - 1, value[1] - 1
    if any(a for k, a in enumerate(forced) if k not in (small, big)):
        params = {"forced": str(forced), "value": repr(value)}
        raise HandHistoryError(code="unsupported", variant="other-blinds", params=params)
    return small, big


def _kill_blind_of(value: object, forced: list[int], unit: ChipUnit) -> int:
    """pokerfloor's user field ``_kill_blind``, ``[player, blind]``: the player (a position, from 1)
    posted his blind within the kill written at his place (WSOP 2024 Live Action Rule 197: a blind
    may kill in his place). His blind is put back in ``forced``; returns his position (from 0)."""
    if not (isinstance(value, list) and len(value) == 2 and type(value[0]) is int and 1 <= value[0] <= len(forced)):
        raise HandHistoryError(code="bad-field", variant="phh-kill-blind", params={"value": repr(value)})
    place = value[0] - 1
    forced[place] = amount_chips(value[1], "_kill_blind", unit)
    return place


def _posts_of(value: object, n: int, unit: ChipUnit) -> list[BlindPost]:
    """pokerfloor's user field ``_posts``: the blinds posted out of the blinds' seats by a player
    coming into a cash game or back to it, ``[player, live, dead]`` each (``[[4, 100, 50]]``:
    p4 posts 100 live and 50 dead), which PHH's positional ``blinds_or_straddles`` cannot say."""
    entries = value if isinstance(value, list) else [None]
    posts = []
    for entry in entries:
        if not (isinstance(entry, list) and len(entry) == 3 and type(entry[0]) is int and 1 <= entry[0] <= n):
            raise HandHistoryError(code="bad-field", variant="phh-posts", params={"count": n, "entry": repr(entry)})
        live, dead = amount_chips(entry[1], "_posts", unit), amount_chips(entry[2], "_posts", unit)
        posts.append(BlindPost(entry[0] - 1, live, dead))
    return posts


def _trimmed(antes: list[int], stacks: list[int], fields: dict[str, Any], notes: list[str]) -> list[int]:
    """The antes as ``ante_trimming_status`` has them played. Trimmed (``true``), no ante is
    more than the second largest posted (PokerKit's rule: the rest comes back at once, so a big
    blind's ante alone comes back whole); untrimmed (``false``, PHH's default), each stays as
    posted, a big blind's ante dead money for the table."""
    trimming = fields.get("ante_trimming_status", False)
    if type(trimming) is not bool:
        raise HandHistoryError(code="bad-field", variant="ante-trimming", params={"value": repr(trimming)})
    if not trimming or (len(set(antes)) < 2 and min(stacks) > antes[0]):
        return antes  # untrimmed, or one ante everyone covers: nothing comes back
    posted = [min(a, s) for a, s in zip(antes, stacks, strict=True)]
    if len(set(posted)) < 2:
        return antes
    cutoff = sorted(posted)[-2]
    trimmed = [min(a, cutoff) for a in posted]
    back = [f"p{i + 1} {a - t}" for i, (a, t) in enumerate(zip(posted, trimmed, strict=True)) if a != t]
    notes.append(f"ante_trimming_status = true: the ante above the others' comes back ({', '.join(back)})")
    return trimmed


def _antes(antes: list[int], stacks: list[int], n: int) -> tuple[int, int]:
    """(uniform ante, big-blind ante) from PHH's per-position antes; a player with less than
    the ante posts what he has (he is all in), so his written ante counts for any."""
    if len(set(antes)) == 1:
        return antes[0], 0  # the usual case: the same ante for all (or none)
    big_blind_index = 0 if n == 2 else 1
    if all(a == 0 for i, a in enumerate(antes) if i != big_blind_index):
        return 0, antes[big_blind_index]
    covered = [a for a, s in zip(antes, stacks, strict=True) if a < s]
    if len(set(covered)) <= 1:
        return (covered[0] if covered else max(antes)), 0
    raise HandHistoryError(code="unsupported", variant="antes", params={"antes": str(antes)})


def _missing(history: HandHistory, strict: bool, key: str, n: int) -> list[int]:
    """A required array left out: taken as all zeros (forgiven, and recorded)."""
    forgive(history, strict, Phrase("forgiven.missing", {"field": key}))
    return [0] * n


def forgive(history: HandHistory, strict: bool, what: Phrase) -> None:
    """Take what the specification does not allow, and say so among the hand's forgiven (its
    English); the strict reader refuses it instead (code ``strict``)."""
    if strict:
        raise HandHistoryError(code="strict", params={"what": what})
    history.forgiven.append(what)
