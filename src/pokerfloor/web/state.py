"""The state the page shows, as JSON, for whoever asks: the floor, the table, or one seat.

The *floor* sees everything the hand knows: every player's hole cards and the board as it will
fall (the floor rules on the whole hand; the default of ``pokerfloor serve``). The *table*
(``pokerfloor serve --mode player``: whoever set the hand up) and each *seat* (a player's link)
see only what :meth:`Hand.view <pokerfloor.core.hand.Hand.view>` lets them: a seat its own cards,
everyone the up cards (stud), the cards shown and the board dealt so far, and how many cards
each player drew but not which; the settings lose their ``cards`` and ``board``, the ruling its
``cards``, another seat's draw is written with its number of cards (``B draws 2``), and a loaded
file's refusal loses its text, which may quote a hidden card.

Each player's ``held`` lists his cards in the order dealt, ``{card, up}``: ``card`` is ``""`` where
the viewer does not see it, ``up`` says it was dealt face up. ``draws`` lists every draw so far,
``{street, player, count, cards}`` (``count`` 0: stood pat; ``cards`` the cards thrown, ``""``
where unseen); ``drawing`` says who draws now and how many cards he may throw (``null`` outside a
draw). The options add stud's ``bring_in`` (the bring-in's amount, when it is due) and ``sizes``
(the two sizes of a bet with an open pair on fourth street, else ``null``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from pokerfloor.actions import Action, Kind, write_action
from pokerfloor.core.hand import Hand
from pokerfloor.core.options import DrawOptions
from pokerfloor.core.view import SeatView
from pokerfloor.explain.case_ruling import describe, ruling_in_units
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, localized
from pokerfloor.explain.citing import cited
from pokerfloor.explain.rulings import explain_error, explain_hand, explain_reason, language_of
from pokerfloor.formats.situation_money import settings_in_units
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import UNKNOWN, card_text, cards_text
from pokerfloor.games.description import Variant
from pokerfloor.live import Played
from pokerfloor.room.views import draw_json
from pokerfloor.web.dealing import cards_needed
from pokerfloor.web.names import shown
from pokerfloor.web.table import FloorTable, Notice

__all__ = ["FLOOR", "HIDDEN_SETTINGS", "TABLE", "Viewer", "notice_text", "state_of"]

#: The floor's view: every card the hand knows.
FLOOR: Literal["floor"] = "floor"
#: The table's view (player mode): only the cards shown and the board dealt so far.
TABLE: Literal["table"] = "table"
#: Who asks: the floor, the table (player mode), or a seat (its number).
Viewer = Literal["floor", "table"] | int
#: The settings that give cards away: only the floor sees them.
HIDDEN_SETTINGS = frozenset({"cards", "board"})


def state_of(session: FloorTable, lang: str, viewer: Viewer = FLOOR) -> dict[str, Any]:
    """Everything the page shows, as JSON, as ``viewer`` may see it: whose turn, the options and
    their amounts, the ruling with its explanations, the players, the pots, the board, the
    actions; for the floor and the table also the seats' links (``seats``). The amounts are in
    the hand's money (``chip``, its smallest amount: ``0.01`` for a hand in dollars and cents,
    whose amounts are :class:`~decimal.Decimal`; else ``1``), and so are the explanations."""
    unit = session.unit
    if not unit.exponent:
        return _state(session, lang, viewer)
    with session.speaking():
        return _in_units(session, _state(session, lang, viewer), unit)


def _in_units(session: FloorTable, state: dict[str, Any], unit: ChipUnit) -> dict[str, Any]:
    """The state of ``session`` in whole chips of ``unit`` with its amounts in ``unit``'s money."""
    money = unit.amount
    options = state["options"]
    if options is not None:
        options = {**options, **{key: money(options[key]) for key in _OPTION_AMOUNTS if options[key] is not None}}
        if options["allin"] is not None:
            options["allin"] = {**options["allin"], "to": money(options["allin"]["to"])}
        if options["sizes"] is not None:
            options["sizes"] = [money(size) for size in options["sizes"]]
    ruling = ruling_in_units(state["ruling"], unit)
    return {
        **state,
        "chip": unit.step,
        "structure": session.hand.table.structure.describe(money),
        "settings": settings_in_units(state["settings"], unit),
        "options": options,
        "players": [{**p, **{key: money(p[key]) for key in _PLAYER_AMOUNTS}} for p in state["players"]],
        "pots": ruling["pots"],
        "pots_with_bets": ruling["pots_with_bets"] or [],
        "street_bets": money(state["street_bets"]),
        "ruling": ruling,
    }


#: The amounts of the options and of each player in the state.
_OPTION_AMOUNTS = ("call_to", "call_adds", "min_to", "max_to", "bring_in")
_PLAYER_AMOUNTS = ("stack", "start", "bet", "won")


def _state(session: FloorTable, lang: str, viewer: Viewer) -> dict[str, Any]:
    """:func:`state_of` in whole chips."""
    hand, table = session.hand, session.hand.table
    seen = None if viewer == FLOOR else hand.view(None if viewer == TABLE else viewer)
    lang = language_of(lang)
    # Why the hand starts where it does, the table moved on (shown until the first action).
    explained = [explain_reason(reason, lang) for reason in session.reasons] + explain_hand(hand, lang)
    served = lang if all(why.lang == lang for why in explained) else DEFAULT_LANGUAGE
    why = [entry.as_json() for entry in explained]
    me = hand.names[viewer] if isinstance(viewer, int) else None
    played = [_played_seen(entry, me) if seen is not None else (entry.text, entry.applied) for entry in session.played]
    ruling = describe(hand)
    if seen is not None:
        ruling.pop("cards", None)  # every card of a stud or draw table
    ruling["ruled_as"] = [applied for entry, (_, applied) in zip(session.played, played, strict=True) if entry.live]
    ruling["why"] = why
    is_seat = isinstance(viewer, int)
    state = {
        "session": None if is_seat else session.id,
        "view": "seat" if is_seat else viewer,
        "seat": hand.names[viewer] if isinstance(viewer, int) else "",
        "seats": [] if is_seat else _links(hand.names, session.seat_tokens),
        "name": session.name,
        "lang": lang,
        "lang_served": served,
        "rulebook": session.rulebook,
        "rulebook_title": cited(table.rules.title, lang),
        "settings": session.settings if seen is None else _public(session.settings),
        "structure": table.structure.describe(),
        "game": table.variant.name,
        "game_title": table.variant.title,
        "street": hand.street_name,
        "board": [card_text(c) for c in (hand.board if seen is None else seen.board)],
        "boards": _boards(table.variant, hand.board if seen is None else seen.board),
        "to_act": hand.player_to_act,
        "options": _options(hand),
        "players": _players(hand, seen),
        "drawing": _drawing(hand),
        "draws": _draws(hand, seen),
        "pots": ruling["pots"],
        "pots_with_bets": ruling["pots_with_bets"] or [],
        "showdown": [entry for entry in why if entry["code"] == "won"],
        "street_bets": sum(hand.street_bets),
        "ruling": ruling,
        "why": why,
        "actions": [{"text": text, "ruled_as": applied} for text, applied in played],
        "can_undo": bool(session.actions) and not is_seat,
        "can_forward": bool(session.ahead) and not is_seat,
        "seed": session.seed,
        "chip": 1,
        # What a showdown the hand cannot decide needs shown: the floor's to enter, no one else's.
        "show": _needed(hand) if seen is None else None,
        "over": hand.is_over,
        "notice": _notice(session, lang, hidden=seen is not None),
    }
    # The players named as given (a hand history's "Matthew Ashton"), not as written actions do.
    return shown(state, session.given_names)  # type: ignore[no-any-return]


def _boards(game: Variant, board: Sequence[int]) -> list[list[str]]:
    """Each board of a game of two, as dealt so far (the top board first), for the page to draw
    a row each; empty in a game of one board (``board`` is drawn)."""
    return [[card_text(c) for c in part] for part in game.split_board(board)] if game.boards > 1 else []


def _needed(hand: Hand) -> dict[str, Any] | None:
    needed = cards_needed(hand)
    return {"players": list(needed.players), "board": needed.board} if needed is not None else None


def _links(names: tuple[str, ...], tokens: tuple[str, ...]) -> list[dict[str, str]]:
    return [{"name": name, "token": token} for name, token in zip(names, tokens, strict=True)]


def _public(settings: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in settings.items() if key not in HIDDEN_SETTINGS}


def _notice(session: FloorTable, lang: str, *, hidden: bool) -> dict[str, str] | None:
    """The refused action of a loaded file, said in ``lang``; to a viewer who is not the floor
    without the refusal's own words, which may quote a hidden card."""
    notice = session.notice
    if notice is None:
        return None
    error = notice.error
    rule = cited(error.rule, lang)
    if hidden:
        return {"code": error.code, "message": localized("ui.notice-hidden", lang), "rule": rule}
    return {"code": error.code, "message": notice_text(notice, lang), "rule": rule}


def notice_text(notice: Notice, lang: str) -> str:
    """What the page says of a refused action of a loaded file, in ``lang``."""
    reason = explain_error(notice.error, lang).text
    key = "ui.notice-phh" if notice.source == "phh" else "ui.notice-file"
    return localized(key, lang, number=notice.number, text=repr(notice.text), reason=reason)


def _options(hand: Hand) -> dict[str, Any] | None:
    if hand.to_act < 0:
        return None
    options = hand.options()
    allin = hand.allin_action()
    return {
        "player": hand.player_to_act,
        "kinds": [k.value for k in options.kinds],
        "call_to": options.call_to,
        "call_adds": options.call_adds,
        "min_to": options.min_to,
        "max_to": options.max_to,
        "raise_blocked": options.raise_blocked,
        "fold_free": options.fold_free,
        "allin": {"kind": allin.kind.value, "to": allin.to} if allin in options else None,
        "bring_in": options.call_to if Kind.BRING_IN in options.kinds else None,
        "sizes": list(options.sizes) if options.sizes is not None else None,
    }


def _played_seen(played: Played, seat: str | None) -> tuple[str, str]:
    """An action played, as sent and as applied, as a viewer who is not the floor may read it:
    another player's draw with its number of cards only (``B draws 2``), never the cards thrown."""
    action = played.action
    if action.kind is not Kind.DRAW or played.player == seat or not action.cards:
        return played.text, played.applied
    hidden = write_action(played.player, Action(Kind.DRAW, None, (UNKNOWN,) * len(action.cards)))
    return hidden, hidden


def _drawing(hand: Hand) -> dict[str, Any] | None:
    """Who draws now, the ``least`` and the ``most`` cards he may throw, and the cards he holds
    face ``up``, which a discard keeps (Super Stud) (``None`` outside a draw): the table server's
    draw (:func:`~pokerfloor.room.views.draw_json`) with the ``player``."""
    if not hand.is_drawing or hand.to_act < 0:
        return None
    options = hand.options()
    assert isinstance(options, DrawOptions)  # the hand is drawing
    return {"player": hand.player_to_act, **draw_json(options)}


def _draws(hand: Hand, seen: SeatView | None) -> list[dict[str, Any]]:
    """Every draw so far, in turn: the street, the player, how many cards he threw (0: he stood
    pat) and which, as far as the viewer sees them."""
    log = hand.log if seen is None else seen.log
    draws = [event for event in log if event.kind == "draw"]
    streets = hand.table.variant.streets
    return [
        {
            "street": streets[street].name,
            "player": hand.names[event.seat],
            "count": event.amount,
            "cards": cards_text(event.cards) if event.cards and UNKNOWN not in event.cards else "",
        }
        for (street, _, _), event in zip(hand.discarded, draws, strict=True)
    ]


def _players(hand: Hand, seen: SeatView | None) -> list[dict[str, Any]]:
    table = hand.table
    small, big = table.blind_seats if table.blinds and table.street == 0 else (-1, -1)
    bets = hand.street_bets
    holes = hand.hole if seen is None else seen.hole
    out = []
    for seat, name in enumerate(hand.names):
        hole = holes[seat]
        pattern = hand.held_up_pattern(seat)  # as dealt, or as held after a discard (Super Stud)
        held = [
            {"card": "" if c == UNKNOWN else card_text(c), "up": k < len(pattern) and pattern[k]}
            for k, c in enumerate(hole)
        ]
        out.append(
            {
                "name": name,
                "stack": hand.stacks[seat],
                "start": table.stacks[seat],
                "bet": bets[seat],
                "folded": hand.folded[seat],
                "allin": hand.stacks[seat] == 0 and not hand.folded[seat],
                "button": seat == table.button,
                "blind": "SB" if seat == small else "BB" if seat == big else "",
                "to_act": seat == hand.to_act,
                "cards": cards_text(hole) if hole and UNKNOWN not in hole else "",
                "held": held,
                "won": hand.winnings[seat],
            }
        )
    return out
