"""PHH written: the fields of a hand played (:func:`to_phh`) and their text (:func:`dumps`, by the
one TOML writer, :mod:`~pokerfloor.formats.toml_writer`, in the layout of the published files).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Final

from pokerfloor.core.hand import Hand, Table
from pokerfloor.core.rake import rake_money
from pokerfloor.core.table_options import kill_amount, straddle_seats, third_blind_seat
from pokerfloor.errors import HandHistoryError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats.phh.money import STAKE_FIELDS
from pokerfloor.formats.toml_writer import UnwritableError, toml_key, toml_value
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import cards_text

__all__ = ["dumps", "in_units", "to_phh"]


def to_phh(hand: Hand, **extra: Any) -> dict[str, Any]:
    """The PHH fields of a hand played (or being played) from the preflop; ``extra`` fields
    (``event``, ``_note``, ...) are added as given."""
    table = hand.table
    game = table.variant
    code = game.phh_code(table.structure.name)
    if code is None:
        params = {"structure": Phrase(f"structure.{table.structure.name}"), "game": game.name}
        raise HandHistoryError(code="unsupported-variant", params=params)
    if game.has_bring_in and table.kill is not None:
        # PHH's stud games have a bring-in and no blinds: no place for the kill that replaces it.
        raise HandHistoryError(code="unsupported", variant="phh-stud-kill", params={"game": game.name})
    if table.street != 0:
        first = Phrase(f"street.{game.streets[0].name.replace(' ', '-')}")
        raise HandHistoryError(code="unsupported", variant="phh-street", params={"street": first})
    n = len(table.names)
    order = [(table.button + 1 + k) % n for k in range(n)]  # PHH position -> our seat
    position = {seat: k for k, seat in enumerate(order)}
    blinds = list(table.blinds or (0, 0))
    forced = [0] * n
    small, big = table.blind_seats if table.blinds is not None else (order[0], order[1])
    if table.blinds is not None and small is None and position[big] == 0:
        _dead_small_blind(table)
        forced[0] = blinds[1]  # the big blind alone, first after the button: PHH's single blind
    elif n == 2 or (small is not None and (position[small], position[big]) == (0, 1)):
        forced[0], forced[1] = blinds  # heads-up too: PHH assigns the two blinds in reverse by rule
    else:
        _blinds_further_on(table, small)
        assert small is not None  # _blinds_further_on refuses a dead small blind here
        forced[position[small]], forced[position[big]] = blinds
        extra = {"_blind_players": [position[small] + 1, position[big] + 1], **extra}
    if table.blinds is None and table.straddles:
        # Short deck's straddles raise the button's blind, which PHH places last of all.
        raise HandHistoryError(code="unsupported", variant="phh-button-blind-straddle")
    for seat, straddle in zip(straddle_seats(table), table.straddles, strict=True):
        forced[position[seat]] = straddle  # PHH's straddles by position: from the button's too
    extra = {**_options(table, position, forced), **extra}
    if _button_blind(table):
        forced[n - 1] = table.posts[0].live
    antes = [table.ante or table.bomb_pot] * n
    if table.bb_ante:
        antes[1 if n > 2 else 0] = table.bb_ante
    trimmed = not (table.bb_ante or table.dead_ante)  # PHH's untrimmed antes are the dead ones
    fields: dict[str, Any] = {"variant": code, "ante_trimming_status": trimmed, "antes": antes}
    if game.has_bring_in:
        fields["bring_in"] = table.bring_in
    else:
        fields["blinds_or_straddles"] = forced
    # A kill pot is played at its raised limits: PHH's sizes are those (``_kill`` says by how much).
    fields.update({size: getattr(table.betting_structure, size) for size in table.structure.sizes})
    fields["starting_stacks"] = [table.stacks[s] for s in order]
    fields["actions"] = list(_phh_actions(hand, position))
    fields["players"] = [table.names[s] for s in order]
    if table.posts and not _button_blind(table):
        # PHH has no place for a blind posted out of the blinds' seats: pokerfloor's user field.
        fields["_posts"] = [[position[post.seat] + 1, post.live, post.dead] for post in table.posts]
    if hand.is_over and (hand.is_settled or not hand.is_contested):
        fields["finishing_stacks"] = [hand.stacks[s] for s in order]
    # PHH cannot say a board run more than once nor a table's rake: pokerfloor's user fields,
    # which PokerKit ignores (docs/site-histories.md): each further run's cards, the rake's rule, and the
    # house's take (``_rake``, as a site's conversion writes it). Both are money like the other
    # amounts: chips here, the hand's money once :func:`in_units` has written it in its unit.
    runs = [cards_text(event.cards) for event in hand.log if event.kind == "run"]
    if runs:
        fields["_runs"] = runs
    if table.rake is not None:
        fields["_house_rake"] = table.rake.as_fields()
        fields["_rake"] = sum(hand.house_take())
    fields.update(extra)
    return fields


def _options(table: Table, position: dict[int, int], forced: list[int]) -> dict[str, Any]:
    """pokerfloor's user fields for what PHH cannot say, which PokerKit ignores: ``_kill``
    (``"full"`` or ``"half"``: the kill blind is written at its place among the straddles, the
    limits raised), ``_bomb_pot`` (the ante every player posted; no betting before the flop,
    which PokerKit would play as a first round of betting on the antes and the blinds) and
    ``_third_blind`` (``true``: the one straddle written is a three-blind game's third blind, WSOP
    2024 Live Action Rule 187, whose raise is at least its size). A blind who kills (Rule 197) has
    the kill written at his blind's place, and ``_kill_blind`` says which and the blind it holds:
    ``[player, blind]`` (``[2, 2]``: p2 posted his big blind of 2 within the kill)."""
    options: dict[str, Any] = {}
    if table.kill is not None and table.kill_seat is not None:
        place = position[table.kill_seat]
        if table.kill_seat in table.blind_seats:
            options["_kill_blind"] = [place + 1, forced[place]]
        forced[place] = kill_amount(table)
        options["_kill"] = table.kill
    if table.bomb_pot:
        options["_bomb_pot"] = table.bomb_pot
    if table.third_blind:
        forced[position[third_blind_seat(table)]] = table.third_blind
        options["_third_blind"] = True
    return options


#: The fields of :func:`to_phh` that hold money, one amount or one a seat.
_MONEY: Final = (*STAKE_FIELDS, "finishing_stacks", "_bomb_pot", "_rake")


def in_units(fields: Mapping[str, Any], unit: ChipUnit) -> dict[str, Any]:
    """``fields`` (:func:`to_phh`'s, in whole chips) with their money back in ``unit``: a hand
    read in dollars and cents (a chip of 0.01) is written in dollars and cents again, its stakes,
    stacks, bets and posts. A hand in whole chips (``unit.exponent`` 0) is given back as it is."""
    out = dict(fields)
    if not unit.exponent:
        return out
    for key in _MONEY:
        value = out.get(key)
        if isinstance(value, list):
            out[key] = [unit.amount(chips) for chips in value]
        elif type(value) is int:
            out[key] = unit.amount(value)
    if isinstance(out.get("actions"), list):
        out["actions"] = [_action_in_units(text, unit) for text in out["actions"]]
    if isinstance(out.get("_kill_blind"), list):  # its player is a position, its blind money
        place, blind = out["_kill_blind"]
        out["_kill_blind"] = [place, unit.amount(blind)]
    if isinstance(out.get("_posts"), list):
        out["_posts"] = [[seat, unit.amount(live), unit.amount(dead)] for seat, live, dead in out["_posts"]]
    if "_house_rake" in out:  # its cap and jackpot drop are money; its percentage is not
        out["_house_rake"] = rake_money(
            out["_house_rake"], lambda chips, _: unit.amount(chips) if type(chips) is int else chips
        )
    return out


def _action_in_units(text: str, unit: ChipUnit) -> str:
    """A written action with its amount (a bet's or raise's street total) in ``unit``."""
    words = text.split()
    if len(words) == 3 and words[1] == "cbr":
        return f"{words[0]} cbr {unit.amount(int(words[2]))}"
    return text


def _dead_small_blind(table: Table) -> None:
    """A dead small blind is written as the big blind alone, a single blind: refused where that
    would replay differently (the pot-limit maximum counts the dead small blind, TDA 2024 Rule
    54-B; straddles and a big-blind ante have their PHH places after two blinds)."""
    if (table.structure.uses_pot and table.rules.pot_limit_short_blind_full) or table.straddles or table.bb_ante:
        raise HandHistoryError(code="unsupported", variant="phh-dead-small")


def _blinds_further_on(table: Table, small: int | None) -> None:
    """Blinds posted further round than p1 and p2 (a player between the button and the small
    blind, coming back, posts his own blind) are written with ``_blind_players``: refused with a
    dead small blind or straddles, which PHH would place differently."""
    if small is None or table.straddles or table.bb_ante:
        raise HandHistoryError(code="unsupported", variant="phh-blinds-round")


def _button_blind(table: Table) -> bool:
    """Whether the table's only other blind is the button's own, live (short deck's button ante),
    which PHH writes as the last player's blind."""
    posts = table.posts
    return len(posts) == 1 and posts[0].seat == table.button and not posts[0].dead and table.blinds is None


def _phh_actions(hand: Hand, position: Mapping[int, int]) -> Iterator[str]:
    log = hand.log
    # The first street's cards in PHH's player order, every later event as it came.
    first = next((k for k, e in enumerate(log) if e.kind not in ("deal", "post")), len(log))
    deals = sorted((e for e in log[:first] if e.kind == "deal"), key=lambda e: position[e.seat])
    for event in (*deals, *(e for e in log[first:] if e.kind != "post")):
        who = f"p{position[event.seat] + 1}" if event.seat >= 0 else ""
        if event.kind == "deal":
            yield f"d dh {who} {cards_text(event.cards)}"
        elif event.kind == "board":
            yield f"d db {cards_text(event.cards)}"
        elif event.kind == "action":
            kind = event.text
            if kind == "fold":
                yield f"{who} f"
            elif kind in ("check", "call"):
                yield f"{who} cc"
            elif kind == "bring-in":
                yield f"{who} pb"
            else:
                yield f"{who} cbr {event.amount}"
        elif event.kind == "show":
            yield f"{who} sm {cards_text(event.cards)}"
        elif event.kind == "muck":
            yield f"{who} sm"
        elif event.kind == "draw":
            yield f"{who} sd {cards_text(event.cards)}" if event.cards else f"{who} sd"


def dumps(fields: Mapping[str, Any]) -> str:
    """PHH text for one hand's fields (the layout of the published PHH files): every field kept,
    in its order, each value as it reads back (:func:`parse_histories` gives the same fields).
    Raises :class:`HandHistoryError` for a value PHH cannot hold (a binary float, an object)."""
    try:
        lines = [f"{toml_key(key)} = {toml_value(value, literal_strings=True)}\n" for key, value in fields.items()]
    except UnwritableError as error:
        raise HandHistoryError(code="unsupported", variant="unwritable", params={"value": repr(error.value)}) from None
    return "".join(lines)
