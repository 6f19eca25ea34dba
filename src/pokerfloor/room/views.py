"""What each viewer of a table is sent: the table as one seat (or an onlooker) may see it
(:func:`table_view`), the legal actions of the player to act (:func:`legal_of`; a draw's, which
the floor page sends too, by :func:`draw_json`), and each event as that viewer may know it
(:func:`public_event`).

Cards come only from :meth:`Hand.view <pokerfloor.core.hand.Hand.view>` (and
:func:`~pokerfloor.core.view.seen_cards`, by the same rules): a player sees his own
hole cards, every player's up cards and the cards shown, the board dealt so far; an onlooker
(a spectator, or a player without a seat in the hand) sees no hole card until it is shown. The
events are cut the same way: a hand's deck seed is never sent (it would give every card), and
another player's draw says how many cards he threw, not which. While the players are asked
whether to run the board again (:mod:`pokerfloor.room.runs`) the engine has run it once already:
the views show the board as it was when the betting ended, and nobody's winnings, until the runs
are dealt.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from pokerfloor.actions import parse_action
from pokerfloor.core.hand import Hand
from pokerfloor.core.options import DrawOptions
from pokerfloor.core.view import SeatView, seen_cards
from pokerfloor.games.cards import card_text
from pokerfloor.games.description import Variant
from pokerfloor.room.events import RoomEvent
from pokerfloor.room.house import deadline, runs_deadline
from pokerfloor.room.sitandgo import level_json
from pokerfloor.room.table_state import TableState

__all__ = ["draw_json", "legal_of", "public_event", "table_view", "table_views"]


def table_view(state: TableState, viewer: str | None, now: float, *, full: bool = True) -> dict[str, Any]:
    """The table as ``viewer`` (a player's name, ``None`` for an onlooker) may see it at ``now``;
    not ``full``, without its settings, which do not change (the views pushed after each event)."""
    return table_views(state, (viewer,), now, full=full)[viewer]


def table_views(
    state: TableState, viewers: Iterable[str | None], now: float, *, full: bool = False
) -> dict[str | None, dict[str, Any]]:
    """The table as each of ``viewers`` may see it at ``now`` (:func:`table_view`'s views, by
    viewer). What every viewer sees is made once, an onlooker's view; each player's is a copy of it
    with his own cards, his seat and his legal actions put in. (Each change is sent to every
    player at the table: a whole view made for each was a fifth of a busy server's time.)"""
    shared = _onlooker_view(state, now)
    if full:
        shared["settings"] = state.open_settings.as_json()
    return {viewer: _seen_by(state, shared, viewer) for viewer in viewers}


def _onlooker_view(state: TableState, now: float) -> dict[str, Any]:
    """What every viewer of the table sees (the keys of a player's own in their places, empty)."""
    hand = state.hand
    seen = hand.view(None) if hand is not None else None
    asked = state.runs_asked
    to_act = hand.player_to_act if hand is not None and not hand.is_over and hand.to_act >= 0 else None
    view = {
        "table": state.table_id,
        "name": state.open_settings.name,
        "seq": state.seq,
        "paused": state.paused,
        "closed": state.closed,
        "hand": state.hand_number,
        "in_hand": state.in_hand,
        "street": hand.street_name if hand is not None else None,
        "board": [card_text(c) for c in seen.board[: asked.board if asked else None]] if seen is not None else [],
        "runs": [[card_text(c) for c in board] for board in seen.runs] if seen is not None else [],
        "boards": _boards(hand.table.variant, seen.board[: asked.board if asked else None])
        if hand is not None and seen is not None
        else [],
        "agreement": _agreement(state, now),
        "button": hand.table.button_seat if hand is not None else None,
        "pots": _pots(seen),
        "house": list(hand.house_take()) if hand is not None and not state.in_hand else None,
        "bomb_pot": hand.table.bomb_pot if hand is not None else 0,
        "bomb_votes": dict(state.bomb_votes),
        "straddles": list(hand.table.straddles) if hand is not None else [],
        "seats": _seats(state, seen),
        "to_act": to_act,
        "clock": _clock(state, to_act, now),
        "you": None,
        "cashed_out": None,
        "legal": None,
        "waiting": [name for name, _ in state.waiting],
        "rulings": [{"by": r.by, "text": r.text, "rule": r.rule, "at": r.at} for r in state.rulings[-5:]],
    }
    found = sit_and_go_view(state, now)
    if found is not None:
        view["sit_and_go"] = found
    return view


def _boards(game: Variant, board: Sequence[int]) -> list[list[str]]:
    """Each board of a game of two as dealt so far (the top board first), a row each on the page;
    empty in a game of one board."""
    return [[card_text(c) for c in part] for part in game.split_board(board)] if game.boards > 1 else []


def _seen_by(state: TableState, shared: dict[str, Any], viewer: str | None) -> dict[str, Any]:
    """The onlooker's view ``shared`` as ``viewer`` sees it: a player dealt in sees his own
    cards (:func:`~pokerfloor.core.view.seen_cards`), a seated one his seat, the one to act his
    legal actions, one who left what he took away. The shared parts are not copied: nobody
    changes a view once made."""
    view = dict(shared)
    if viewer is None:
        return view
    hand = state.hand
    mine = state.seated(viewer)
    if mine is not None:
        view["you"] = {"player": mine.name, "seat": mine.seat}
    else:
        view["cashed_out"] = state.cashed.get(viewer)
    if hand is None or viewer not in hand.names:
        return view
    hole = seen_cards(hand, viewer)[1][hand.names.index(viewer)]
    view["seats"] = [
        {**entry, "cards": [card_text(c) for c in hole]} if entry["player"] == viewer and entry["dealt"] else entry
        for entry in shared["seats"]
    ]
    if shared["to_act"] == viewer:
        view["legal"] = legal_of(hand)
    return view


def sit_and_go_view(state: TableState, now: float) -> dict[str, Any] | None:
    """How a sit-and-go stands (``None`` at a cash table): ``started``, ``over``, the ``level``
    (from 1) and its stakes, when it ends on the clock (``level_ends``, ``seconds_left``) or the
    ``hands_left`` at it, the ``entries`` and the prize ``pool``, and the ``places`` so far (each
    with its ``prize`` once it is over)."""
    found = state.sit_and_go()
    if found is None:
        return None
    rules, tourney = found
    level = rules.levels[tourney.level]
    ends = tourney.level_ends(rules) if tourney.started else None
    last = tourney.level + 1 >= len(rules.levels)
    return {
        "started": tourney.started > 0,
        "over": tourney.over,
        "level": tourney.level + 1,
        "stakes": level_json(level),
        "level_ends": ends,
        "seconds_left": None if ends is None else max(0.0, round(ends - now, 3)),
        "hands_left": max(0, level.hands - tourney.level_hands) if level.hands and not last else None,
        "entries": tourney.entries,
        "pool": tourney.pool(rules),
        "places": [
            {"player": name, "place": place, "hand": hand, "prize": tourney.prizes.get(name)}
            for name, place, hand in sorted(tourney.places, key=lambda entry: entry[1])
        ],
    }


def _agreement(state: TableState, now: float) -> dict[str, Any] | None:
    """The agreement to run the board again while it is asked: the ``players`` asked, the ``most``
    runs offered, the ``answers`` so far, and when the clock runs out (then it is run once)."""
    asked, due = state.runs_asked, runs_deadline(state)
    if asked is None:
        return None
    clock = None if due is None else {"deadline": due, "seconds_left": max(0.0, round(due - now, 3))}
    return {**asked.as_json(), "clock": clock}


def _pots(seen: SeatView | None) -> list[dict[str, Any]]:
    if seen is None:
        return []
    return [{"amount": pot.amount, "players": [seen.names[i] for i in pot.eligible]} for pot in seen.pots]


def _seats(state: TableState, seen: SeatView | None) -> list[dict[str, Any]]:
    """Every seated player: his seat, chips, standing, and his part in the last hand (``dealt``
    in it; ``in_hand``: it is still being played)."""
    index = {name: i for i, name in enumerate(seen.names)} if seen is not None else {}
    unpaid = state.runs_asked is not None  # the single run the engine dealt is not the hand's yet
    out = []
    for player in state.seating.players:
        entry: dict[str, Any] = {
            "seat": player.seat,
            "player": player.name,
            "stack": player.stack,
            "status": "leaving" if player.name in state.leaving else player.status,
            "away": state.why_away.get(player.name),
            "bank": round(state.banks.get(player.name, 0.0), 3),
            "in_hand": False,
            "dealt": False,
        }
        i = index.get(player.name)
        if seen is not None and i is not None:
            entry.update(
                in_hand=state.in_hand,
                dealt=True,
                stack=seen.stacks[i] - seen.winnings[i] if unpaid else seen.stacks[i],
                bet=seen.bets[i],
                folded=seen.folded[i],
                won=0 if unpaid else seen.winnings[i],
                cards=[card_text(c) for c in seen.hole[i]],
                up=list(seen.up[i]),
            )
        out.append(entry)
    return out


def _clock(state: TableState, to_act: str | None, now: float) -> dict[str, Any] | None:
    due = deadline(state)
    if to_act is None or due is None:
        return None
    return {"player": to_act, "deadline": due, "seconds_left": max(0.0, round(due - now, 3))}


def legal_of(hand: Hand) -> dict[str, Any]:
    """What the player to act may do: ``actions`` (the verbs), ``call_to``, the range of a bet
    or raise (``min_to``, ``max_to``, street totals) or its two ``sizes``; in a draw, the
    ``cards`` held, the ``least`` and the ``most`` he may throw, and the cards held face ``up``,
    which a discard keeps (Super Stud: WSOP 2024 Live Action Rule 246)."""
    options = hand.options()
    if isinstance(options, DrawOptions):
        return {"actions": ["draw"], "cards": [card_text(c) for c in options.held], **draw_json(options)}
    return {
        "actions": [kind.value for kind in options.kinds],
        "call_to": options.call_to,
        "min_to": options.min_to,
        "max_to": options.max_to,
        "sizes": list(options.sizes) if options.sizes is not None else None,
    }


def draw_json(options: DrawOptions) -> dict[str, Any]:
    """A draw's legal moves as the table server and the floor page both send them: the ``least``
    and the ``most`` cards the player may throw, and the cards he holds face ``up``, which a
    discard keeps (Super Stud: WSOP 2024 Live Action Rule 246)."""
    return {"least": options.least, "most": options.most, "up": [card_text(c) for c in options.up]}


def public_event(event: RoomEvent, viewer: str | None) -> dict[str, Any]:
    """The event as ``viewer`` may know it: a hand's seed never; another player's draw by its
    number of cards."""
    data = dict(event.data)
    if event.kind == "dealt":
        data = {}
    elif event.kind == "acted":
        written = parse_action(data["text"])
        if written.verb == "draws" and written.words and written.name != viewer:
            data["text"] = f"{written.name} draws {written.amount}"
    return {"seq": event.seq, "kind": event.kind, "data": data, "at": event.at}
