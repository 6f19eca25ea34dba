"""PHH hand histories: read (``.phh``, ``.phhs``), replay under a rulebook, write.

PHH (Poker Hand History, uoftcprg/phh-std) is TOML: the table in a few arrays (players in position
order, the button last), then ``actions`` as strings (``d dh p1 AsKd``, ``p3 cbr 300``, ``p2 cc``,
``p1 f``, ``p2 sm AsKd``). A replay builds the same :class:`~pokerfloor.hand.Table` and
:class:`~pokerfloor.hand.Hand` a library user would, pushes every action (so each is checked
against the betting rules), settles the pots and compares the result with ``finishing_stacks``.

The reader is lenient by default and records what it forgave (:attr:`HandHistory.forgiven`);
``strict=True`` turns each of those into an error.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..actions import Action, Kind, chips_of
from ..amounts import MAX_CHIPS, MAX_DIGITS
from ..cards import UNKNOWN, cards, cards_text
from ..errors import AmountError, HandHistoryError, PokerfloorError
from ..games.variants import phh_variant
from ..hand import Hand, Table
from ..rules import Rulebook
from ..structures import STRUCTURES
from ..table import BlindPost
from .files import open_text, read_text, toml_table
from .phhs import hand_tables

__all__ = [
    "HandHistory",
    "Replay",
    "dumps",
    "parse_histories",
    "read_histories",
    "replay",
    "to_phh",
]

#: Variants of the PHH standard not played yet, with their names (for the skip reason). The ones
#: played are in the variant registry (:func:`pokerfloor.games.variants.phh_variant`).
OTHER_VARIANTS: Mapping[str, str] = {
    "NS": "no-limit short-deck hold'em",
    "N2L1D": "no-limit 2-7 single draw",
    "F2L3D": "fixed-limit 2-7 triple draw",
    "FB": "badugi",
}

#: A stack written ``inf`` (unknown): large enough never to run out.
UNKNOWN_STACK = 10**15

#: The fields where ``inf`` may stand for a stack nobody recorded.
_UNKNOWN_ALLOWED = frozenset({"starting_stacks", "finishing_stacks"})


@dataclass
class HandHistory:
    """One hand as read from a file: its fields (user fields ``_...`` and all), where it came
    from, and what the lenient reader forgave."""

    fields: dict[str, Any]
    file: str = ""
    key: str | None = None
    forgiven: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not isinstance(self.fields, dict):
            raise HandHistoryError(f"a hand's fields are a table of keys, not {self.fields!r}", code="bad-field")

    @property
    def variant(self) -> str:
        """The variant code (``NT``, ``PO``, ...)."""
        return str(self.fields.get("variant", ""))

    @property
    def actions(self) -> list[str]:
        """The actions as written, commentary included. Raises :class:`HandHistoryError` when
        ``actions`` is not an array of strings."""
        value = self.fields.get("actions", [])
        if not isinstance(value, list):
            raise HandHistoryError(f"field 'actions' must be an array of strings, not {value!r}", code="bad-field")
        if {*map(type, value)} - {str}:  # one pass in C; the loop below only to name the culprit
            for item in value:
                if not isinstance(item, str):
                    raise HandHistoryError(
                        f"field 'actions' must be an array of strings: {item!r} is not a string", code="bad-field"
                    )
        return list(value)


@dataclass
class Replay:
    """The outcome of replaying one hand: ``status`` is ``passed``, ``failed`` or ``skipped``."""

    file: str
    hand: str | None
    variant: str
    status: str
    reason: str = ""
    action_index: int | None = None
    action: str | None = None
    rule: str | None = None
    expected: list[int] | None = None
    actual: list[int] | None = None
    forgiven: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        """The keys of ``pokerfloor check --json``."""
        out: dict[str, Any] = {
            "file": self.file,
            "hand": self.hand,
            "variant": self.variant,
            "status": self.status,
            "reason": self.reason,
        }
        if self.status == "failed":
            out.update(
                action_index=self.action_index,
                action=self.action,
                rule=self.rule,
                expected=self.expected,
                actual=self.actual,
            )
        if self.forgiven:
            out["forgiven"] = self.forgiven
        return out


# -- reading ------------------------------------------------------------------------------------


def parse_histories(text: str, file: str = "", *, many: bool | None = None) -> list[HandHistory]:
    """The hands in PHH text: one (``.phh``) or many (``.phhs``: tables ``[1]``, ``[2]``, ...).
    Text with no field at all (empty, or comments only) holds no hand: the list is empty."""
    return _histories(toml_table(text, file or "PHH text", HandHistoryError), file, many)


def _histories(data: dict[str, Any], file: str, many: bool | None) -> list[HandHistory]:
    if many is None:
        many = "actions" not in data and all(isinstance(v, dict) for v in data.values())
    if not many:
        return [HandHistory(data, file)] if data else []
    return [HandHistory(dict(v), file, str(k)) for k, v in data.items() if isinstance(v, dict)]


def iter_histories(path: Path) -> Iterator[HandHistory]:
    """The hands of a file, one at a time: a ``.phhs`` is read a block at a time, a hand at a
    time (:func:`~pokerfloor.formats.phhs.hand_tables`), so a file of millions of hands is never
    held in memory whole."""
    if path.suffix != ".phhs":
        yield from read_histories(path)
        return
    with open_text(path, HandHistoryError) as stream:
        try:
            for table in hand_tables(stream, str(path)):
                yield from _histories(table, str(path), True)
        except (OSError, UnicodeDecodeError) as error:
            raise HandHistoryError(f"{path}: cannot read the file: {error}", code="unreadable") from None


def read_histories(path: Path) -> list[HandHistory]:
    """Read a ``.phh`` or ``.phhs`` file (a regular file of at most
    :data:`~pokerfloor.formats.files.MAX_BYTES`)."""
    text = read_text(path, HandHistoryError)
    return parse_histories(text, str(path), many=path.suffix == ".phhs")


def _int_list(fields: Mapping[str, Any], key: str, n: int | None = None) -> list[int]:
    if key not in fields:
        raise HandHistoryError(f"field {key!r} is missing: the hand needs it", code="missing-field")
    value = fields[key]
    if not isinstance(value, list) or (n is not None and len(value) != n):
        size = f" of {n} values" if n is not None else ""
        raise HandHistoryError(f"field {key!r} must be an array{size}, not {value!r}", code="bad-field")
    out = []
    for item in value:
        if type(item) is int and 0 <= item <= MAX_CHIPS:  # the usual case (a bool is not an int here)
            out.append(item)
        elif isinstance(item, float) and item == math.inf and key in _UNKNOWN_ALLOWED:
            out.append(UNKNOWN_STACK)
        elif isinstance(item, float) and item.is_integer() and 0 <= item <= MAX_CHIPS:  # 200.0; not nan
            out.append(int(item))
        else:
            raise HandHistoryError(f"field {key!r}: {item!r} is not a whole number of chips", code="bad-field")
    return out


def _int_field(fields: Mapping[str, Any], key: str) -> int:
    if key not in fields:
        raise HandHistoryError(f"field {key!r} is missing: the hand needs it", code="missing-field")
    value = fields[key]
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MAX_CHIPS:
        raise HandHistoryError(f"field {key!r} must be a positive whole number, not {value!r}", code="bad-field")
    return value


def table_of(history: HandHistory, rules: Rulebook, *, strict: bool = False) -> Table:
    """The table a PHH hand starts from. Raises :class:`HandHistoryError` naming the field."""
    fields = history.fields
    found = phh_variant(history.variant)
    if found is None:
        raise HandHistoryError(f"unknown variant {history.variant!r}", code="unsupported")
    game, structure_name = found
    stacks = _int_list(fields, "starting_stacks")
    n = len(stacks)
    if n < 2:
        raise HandHistoryError(
            f"field 'starting_stacks' must list at least two players, not {stacks!r}", code="bad-field"
        )
    antes = _int_list(fields, "antes", n) if "antes" in fields else _missing(history, strict, "antes", n)
    # A stud game has a bring-in and no blinds ("never together with blinds", the PHH standard).
    bring_in = _int_field(fields, "bring_in") if game.has_bring_in else 0
    if game.has_bring_in:
        forced = _int_list(fields, "blinds_or_straddles", n) if "blinds_or_straddles" in fields else [0] * n
    elif "blinds_or_straddles" in fields:
        forced = _int_list(fields, "blinds_or_straddles", n)
    else:
        forced = _missing(history, strict, "blinds_or_straddles", n)
    players = fields.get("players", [])
    if not isinstance(players, list):
        raise HandHistoryError(f"field 'players' must be an array of names, not {players!r}", code="bad-field")
    names = [str(p) for p in players]
    if len(names) != n or len(set(names)) != n:
        if names:
            _forgive(history, strict, f"players: {names} do not name {n} different players; using p1..p{n}")
        names = [f"p{i + 1}" for i in range(n)]
    ante, bb_ante = _antes(antes, n)
    # A blind at the button's place alone (PHH's last) is a button blind: short deck's button ante.
    button_blind = forced[-1] if n > 2 and forced[-1] and not any(forced[:-1]) else 0
    posts = (BlindPost(n - 1, button_blind),) if button_blind else ()
    if button_blind:
        forced = [0] * n
    straddles = tuple(a for a in forced[2:] if a)
    if any(forced[2 + len(straddles) :]):
        raise HandHistoryError(f"blinds_or_straddles: {forced} are not consecutive straddles", code="unsupported")
    # Fixed-limit games give their two bet sizes, the others their minimum bet.
    kind = STRUCTURES[structure_name]
    structure = kind(**{size: _int_field(fields, size) for size in kind.sizes})
    blinds = (forced[0], forced[1]) if any(forced[:2]) else None
    return Table(
        names=tuple(names),
        stacks=tuple(stacks),
        button=n - 1,
        structure=structure,
        rules=rules,
        blinds=blinds,
        ante=ante,
        bb_ante=bb_ante,
        straddles=straddles,
        bring_in=bring_in,
        posts=posts,
        street=0,
        variant=game,
    )


def _antes(antes: list[int], n: int) -> tuple[int, int]:
    """(uniform ante, big-blind ante) from PHH's per-position antes."""
    if len(set(antes)) == 1:
        return antes[0], 0
    big_blind_index = 0 if n == 2 else 1
    if all(a == 0 for i, a in enumerate(antes) if i != big_blind_index):
        return 0, antes[big_blind_index]
    raise HandHistoryError(f"antes: {antes} are neither uniform nor a big-blind ante", code="unsupported")


def _missing(history: HandHistory, strict: bool, key: str, n: int) -> list[int]:
    """A required array left out: taken as all zeros (forgiven, and recorded)."""
    _forgive(history, strict, f"{key}: missing, taken as no chips")
    return [0] * n


def _forgive(history: HandHistory, strict: bool, what: str) -> None:
    if strict:
        raise HandHistoryError(what, code="strict")
    history.forgiven.append(what)


# -- replaying ----------------------------------------------------------------------------------


_SEATS = {f"p{k}": k - 1 for k in range(1, 100)}
_FOLD, _CHECK, _CALL = Action(Kind.FOLD), Action(Kind.CHECK), Action(Kind.CALL)
_BRING_IN = Action(Kind.BRING_IN)
# Looked up once: ``Kind.CALL`` goes through the enum's descriptor on every use.
_CALL_KIND = Kind.CALL


def _seat(token: str, n: int) -> int:
    seat = _SEATS.get(token, -1)
    if not 0 <= seat < n:
        raise HandHistoryError(f"{token!r} is not a player p1..p{n}", code="bad-action")
    return seat


def _words(texts: list[str]) -> list[list[str]]:
    """Each action's words, its commentary (after ``#``) left out: one comprehension for them all
    (a function called per action cost 2% of a replay)."""
    return [(text.split("#", 1)[0] if "#" in text else text).split() for text in texts]


#: The verbs that deal or show cards.
_CARD_VERBS = frozenset({"dh", "db", "sm"})


def _scan_cards(
    actions: list[list[str]], n: int, *, street_by_street: bool = False, draws: bool = False
) -> tuple[dict[int, list[int]], list[int], list[int]]:
    """Hole cards (shown cards filling in unknown ones), the board, and who mucked. A game dealt
    street by street (stud, the draws) deals a player's cards over several ``d dh`` lines, in
    order; in a draw game the cards shown are the hand after the draws, given at the showdown
    (:func:`_shown_cards`), not the cards first dealt."""
    hole: dict[int, list[int]] = {}
    board: list[int] = []
    mucked: list[int] = []
    for words in actions:
        if len(words) < 2 or words[1] not in _CARD_VERBS:  # most actions: a bet, a call, a fold
            continue
        dealing, verb = words[0] == "d" and len(words) >= 3, words[1]
        if dealing and verb == "dh":
            dealt = cards(words[3]) if len(words) > 3 else []
            seat = _seat(words[2], n)
            if street_by_street:
                hole.setdefault(seat, []).extend(dealt)
            else:
                hole[seat] = dealt
        elif dealing and verb == "db":
            board.extend(cards(words[2]))
        elif verb == "sm":
            seat = _seat(words[0], n)
            if len(words) > 2 and words[2] != "-" and not draws:
                shown = cards(words[2])
                known = hole.get(seat, [])
                hole[seat] = [
                    s if k == UNKNOWN or not known else k for k, s in zip(known or shown, shown, strict=False)
                ]
            elif len(words) == 2:
                mucked.append(seat)
    return hole, board, mucked


def _shown_cards(actions: list[list[str]], n: int) -> dict[int, list[int]]:
    """The hands shown at the showdown (``pN sm CARDS``), by seat."""
    return {
        _seat(words[0], n): cards(words[2])
        for words in actions
        if len(words) > 2 and words[1] == "sm" and words[0] != "d" and words[2] != "-"
    }


def replay(history: HandHistory, rules: Rulebook, *, strict: bool = False) -> Replay:
    """Replay one hand under ``rules``: every action checked, the pots settled, the finishing
    stacks compared. Never raises for a bad hand: the :class:`Replay` says what went wrong."""
    outcome = Replay(history.file, history.key, history.variant, "passed", forgiven=history.forgiven)
    if "variant" not in history.fields:
        outcome.status, outcome.reason = "failed", "field 'variant' is missing: the hand needs it"
        return outcome
    if phh_variant(history.variant) is None:
        name = OTHER_VARIANTS.get(history.variant, "an unknown variant")
        outcome.status, outcome.reason = "skipped", f"variant {history.variant} ({name}) is not played yet"
        return outcome
    try:
        texts = history.actions
        table = table_of(history, rules, strict=strict)
        n = len(table.names)
        split = _words(texts)
        game = table.variant
        hole, board, mucked = _scan_cards(split, n, street_by_street=game.deals_late, draws=game.has_draws)
        if len(board) > max(game.board_cards, 1):
            raise HandHistoryError(f"the board has {len(board)} cards", code="bad-field")
        hand = Hand(table, hole=hole, board=board, auto_settle=False)
    except (PokerfloorError, KeyError) as error:
        # A table pokerfloor cannot seat (e.g. button antes) is skipped; a malformed one fails.
        unsupported = isinstance(error, HandHistoryError) and error.code == "unsupported"
        return _failed(outcome, None, None, error, skipped=unsupported)
    dealt = 0
    for index, (text, words) in enumerate(zip(texts, split, strict=True)):
        try:
            dealt = _replay_action(hand, words, dealt, n, outcome.forgiven)
        except PokerfloorError as error:
            return _failed(outcome, index, text, error)
    shown = _shown_cards(split, n) if game.has_draws else None
    return _finish(outcome, hand, history, mucked, shown)


def hand_of(history: HandHistory, rules: Rulebook, *, strict: bool = False) -> Hand:
    """The hand a PHH record plays, replayed to its end and settled as far as the record goes;
    raises :class:`HandHistoryError` (or the refusal of the action that breaks the rules) when
    it cannot be replayed. (For converting hands: :func:`replay` checks them.)"""
    if phh_variant(history.variant) is None:
        raise HandHistoryError(f"variant {history.variant!r} is not played", code="unsupported")
    texts = history.actions
    table = table_of(history, rules, strict=strict)
    n = len(table.names)
    split = _words(texts)
    game = table.variant
    hole, board, mucked = _scan_cards(split, n, street_by_street=game.deals_late, draws=game.has_draws)
    hand = Hand(table, hole=hole, board=board, auto_settle=False)
    dealt = 0
    for words in split:
        dealt = _replay_action(hand, words, dealt, n, history.forgiven)
    if hand.is_over and hand.is_contested and not hand.is_settled:
        # When the cards the showdown needs are not all in the record, the pots stay unawarded.
        with contextlib.suppress(PokerfloorError):
            hand.settle(mucked, shown=_shown_cards(split, n) if game.has_draws else None)
    return hand


def _replay_action(hand: Hand, words: list[str], dealt: int, n: int, forgiven: list[str] | None = None) -> int:
    """Apply one PHH action; returns the number of board cards dealt so far. What the replay
    takes in a form the rules would not (and why) goes to ``forgiven``."""
    if not words:
        return dealt  # commentary alone
    if words[0] == "d":
        if len(words) >= 3 and words[1] == "db" and not hand.table.variant.deals_late:
            dealt += len(words[2]) // 2
            street_cards = hand.table.variant.board_sizes[hand.street]
            if not hand.is_over and dealt != street_cards:
                raise HandHistoryError(
                    f"board cards dealt while the betting of the {hand.street_name} is still open",
                    rule=hand.rules.cite("action-order"),
                    code="board-too-early",
                )
        return dealt
    seat = _seat(words[0], n)
    verb = words[1] if len(words) > 1 else ""
    if verb == "sm":
        return dealt
    if verb == "f":
        hand.push(_FOLD, player=seat)
    elif verb == "cc":
        hand.push(_CALL if hand.passive_kind() is _CALL_KIND else _CHECK, player=seat)
    elif verb == "cbr" and len(words) > 2 and (to := written_amount(words[2])) is not None:
        action = Action(hand.aggressive_kind(), to)
        try:
            hand.push(action, player=seat)
        except AmountError:
            legal = _covering_raise(hand, seat, to)
            if legal is None:
                raise
            hand.push(Action(action.kind, legal), player=seat)
            if forgiven is not None:
                forgiven.append(
                    f"{' '.join(words)}: a {action.kind.value} here is to {legal}; taken as that, since nobody still"
                    f" in could call more than {to} (the rest comes back uncalled)"
                )
    elif verb == "pb":
        hand.push(_BRING_IN, player=seat)
    elif verb == "sd":
        discards = tuple(cards(words[2])) if len(words) > 2 else ()
        hand.push(Action(Kind.DRAW, None, discards), player=seat)
    else:
        why = f": an amount is at most {MAX_DIGITS} digits 0-9" if verb == "cbr" and len(words) > 2 else ""
        raise HandHistoryError(f"{' '.join(words)!r} is not an action of this variant{why}", code="bad-action")
    return dealt


def _covering_raise(hand: Hand, seat: int, to: int) -> int | None:
    """A fixed-size bet or raise written as only what the others can call (hand histories written
    by PokerKit stop a raise at the largest stack it covers): the legal size, when ``to`` is less
    than it and covers every player still in; else ``None``."""
    if hand.to_act != seat:
        return None
    options = hand.options()
    if options.min_to is None or to >= options.min_to:
        return None
    bets, stacks, folded = hand.street_bets, hand.stacks, hand.folded
    others = [bets[j] + stacks[j] for j in range(len(stacks)) if j != seat and not folded[j]]
    return options.min_to if others and to == max(others) and to > hand.spot().bet else None


def written_amount(text: str) -> int | None:
    """The chips of an amount as written in an action (``300``): ASCII digits only, at most
    :data:`~pokerfloor.actions.MAX_DIGITS` of them; ``None`` for anything else (``²``, ``3e5``, 5000 digits)."""
    return chips_of(text) if text.isdigit() else None  # no thousands separators in PHH


def _failed(outcome: Replay, index: int | None, text: str | None, error: Exception, *, skipped: bool = False) -> Replay:
    outcome.status = "skipped" if skipped else "failed"
    outcome.reason = str(error) if not isinstance(error, KeyError) else f"missing field {error}"
    outcome.action_index, outcome.action = index, text
    outcome.rule = getattr(error, "rule", "") or None
    return outcome


def _finish(
    outcome: Replay,
    hand: Hand,
    history: HandHistory,
    mucked: Sequence[int],
    shown: Mapping[int, Sequence[int]] | None = None,
) -> Replay:
    if not hand.is_over:
        outcome.status, outcome.reason = "skipped", "partial hand: the betting is not over"
        return outcome
    if hand.is_contested and not hand.is_settled:
        try:
            hand.settle(mucked, shown=shown)
        except PokerfloorError as error:
            outcome.status, outcome.reason = "skipped", f"cannot settle: {error}"
            return outcome
    expected_raw = history.fields.get("finishing_stacks")
    if expected_raw is None:
        outcome.reason = "no finishing_stacks to compare"
        return outcome
    try:
        expected = _int_list(history.fields, "finishing_stacks", len(hand.stacks))
    except HandHistoryError as error:
        return _failed(outcome, None, None, error)
    actual = list(hand.stacks)
    differ = [
        i
        for i, (e, a) in enumerate(zip(expected, actual, strict=True))
        if e != a and hand.table.stacks[i] != UNKNOWN_STACK
    ]
    if differ:
        outcome.status = "failed"
        seats = ", ".join(f"p{i + 1} {expected[i]} expected, {actual[i]} replayed" for i in differ)
        outcome.reason = f"finishing stacks differ: {seats}"
        outcome.expected, outcome.actual = expected, actual
    return outcome


# -- writing ------------------------------------------------------------------------------------

_PHH_VERBS = {"fold": "f", "check": "cc", "call": "cc"}


def to_phh(hand: Hand, **extra: Any) -> dict[str, Any]:
    """The PHH fields of a hand played (or being played) from the preflop; ``extra`` fields
    (``event``, ``_note``, ...) are added as given."""
    table = hand.table
    game = table.variant
    code = game.phh_code(table.structure.name)
    if code is None:
        raise HandHistoryError(
            f"a {table.structure.name} {game.name} hand has no PHH variant code", code="unsupported-variant"
        )
    if table.street != 0:
        raise HandHistoryError(
            f"only a hand played from the {game.streets[0].name} can be written as PHH", code="unsupported"
        )
    if table.posts and not _button_blind(table):
        raise HandHistoryError("PHH has no blinds posted out of the blinds' seats (table.posts)", code="unsupported")
    n = len(table.names)
    order = [(table.button + 1 + k) % n for k in range(n)]  # PHH position -> our seat
    position = {seat: k for k, seat in enumerate(order)}
    blinds = list(table.blinds or (0, 0))
    forced = [0] * n
    if table.blinds is not None and table.blind_seats[0] is None:
        _dead_small_blind(table)
        forced[0] = blinds[1]  # the big blind alone, first after the button: PHH's single blind
    else:
        forced[0], forced[1] = blinds  # heads-up too: PHH assigns the two blinds in reverse by rule
    for k, straddle in enumerate(table.straddles, start=2):
        forced[k] = straddle
    if _button_blind(table):
        forced[n - 1] = table.posts[0].live
    antes = [table.ante] * n
    if table.bb_ante:
        antes[1 if n > 2 else 0] = table.bb_ante
    fields: dict[str, Any] = {"variant": code, "ante_trimming_status": not table.bb_ante, "antes": antes}
    if game.has_bring_in:
        fields["bring_in"] = table.bring_in
    else:
        fields["blinds_or_straddles"] = forced
    fields.update({size: getattr(table.structure, size) for size in table.structure.sizes})
    fields["starting_stacks"] = [table.stacks[s] for s in order]
    fields["actions"] = list(_phh_actions(hand, position))
    fields["players"] = [table.names[s] for s in order]
    if hand.is_over and (hand.is_settled or not hand.is_contested):
        fields["finishing_stacks"] = [hand.stacks[s] for s in order]
    fields.update(extra)
    return fields


def _dead_small_blind(table: Table) -> None:
    """A dead small blind is written as the big blind alone, a single blind: refused where that
    would replay differently (the pot-limit maximum counts the dead small blind, TDA 2024 Rule
    54-B; straddles and a big-blind ante have their PHH places after two blinds)."""
    if (table.structure.uses_pot and table.rules.pot_limit_short_blind_full) or table.straddles or table.bb_ante:
        raise HandHistoryError(
            "PHH cannot write a dead small blind with pot-limit, straddles or a big-blind ante", code="unsupported"
        )


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


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "inf" if math.isinf(value) else repr(value)
    if isinstance(value, str):
        if "'" in value or "\n" in value:
            escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
            return f'"{escaped}"'
        return f"'{value}'"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise HandHistoryError(f"cannot write {value!r} in a hand history", code="unsupported")


def dumps(fields: Mapping[str, Any]) -> str:
    """PHH text for one hand's fields (the layout of the published PHH files)."""
    return "".join(f"{key} = {_toml_value(value)}\n" for key, value in fields.items())


__all__ += ["MAX_DIGITS", "OTHER_VARIANTS", "UNKNOWN_STACK", "hand_of", "iter_histories", "table_of", "written_amount"]
