"""PHH hand histories read: ``.phh`` files (one hand) and ``.phhs`` collections (many), and
each hand's actions as the replay reads them.

PHH (Poker Hand History, uoftcprg/phh-std) is TOML: the table in a few arrays (players in position
order, the button last), then ``actions`` as strings (``d dh p1 AsKd``, ``p3 cbr 300``, ``p2 cc``,
``p1 f``, ``p2 sm AsKd``). A hand is read as a :class:`HandHistory`, its fields as written
(decimals exactly); :func:`read_record` reads what its actions say before the replay (the cards
dealt and shown, the lines to push). The table a hand starts from is
:func:`~pokerfloor.formats.phh.table.table_of`'s, its money :mod:`~pokerfloor.formats.phh.money`'s,
the replay :class:`~pokerfloor.formats.phh.replayer.Replayer`'s; a hand is written by
:mod:`~pokerfloor.formats.phh.write`.

The reader is lenient by default and records what it forgave (:attr:`HandHistory.forgiven`);
``strict=True`` turns each of those into an error.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, MutableMapping, Sequence
from typing import Any, Final, cast

from pokerfloor.errors import HandHistoryError
from pokerfloor.explain.catalog import Phrase
from pokerfloor.formats.files import exact_table, open_text, read_text
from pokerfloor.formats.phh.collections import hand_tables
from pokerfloor.games.cards import UNKNOWN, cards
from pokerfloor.games.variants import Variant
from pokerfloor.given import Given

__all__ = [
    "HandHistory",
    "Record",
    "Words",
    "action_words",
    "collection_histories",
    "iter_histories",
    "parse_histories",
    "read_histories",
    "read_record",
]


class HandHistory:  # noqa: PLW1641 - its fields change: not hashable, as the data class was not
    """One hand as read from a file: its fields (user fields ``_...`` and all, amounts as
    :class:`int` or :class:`~decimal.Decimal`), where it came from (``file``, and ``key`` in a
    collection), and what the lenient reader forgave. Equal when every field is."""

    def __init__(
        self,
        fields: Given[MutableMapping[str, Any]],
        file: str = "",
        key: str | None = None,
        forgiven: list[str] | None = None,
    ) -> None:
        if not isinstance(fields, dict):
            raise HandHistoryError(code="bad-field", variant="fields-kind", params={"fields": repr(fields)})
        self.fields: MutableMapping[str, Any] = fields
        self.file = file
        self.key = key
        self.forgiven: list[str] = forgiven if forgiven is not None else []

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HandHistory) and (other.fields, other.file, other.key, other.forgiven) == (
            self.fields,
            self.file,
            self.key,
            self.forgiven,
        )

    def __repr__(self) -> str:
        return f"HandHistory(fields={self.fields!r}, file={self.file!r}, key={self.key!r}, forgiven={self.forgiven!r})"

    def __reduce__(self) -> tuple[type[HandHistory], tuple[MutableMapping[str, Any], str, str | None, list[str]]]:
        """Pickled as its fields (a batch of a collection's hands goes to another process)."""
        return HandHistory, (self.fields, self.file, self.key, self.forgiven)

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
            raise HandHistoryError(code="bad-field", variant="actions-kind", params={"value": repr(value)})
        if not all_strings(value):
            for item in value:  # the one not a string named
                if not isinstance(item, str):
                    raise HandHistoryError(code="bad-field", variant="action-kind", params={"item": repr(item)})
        return list(value)


def all_strings(values: list[Any]) -> bool:
    """Whether ``values`` are all strings (one body, as :func:`~pokerfloor.formats.units.all_ints`)."""
    return all(isinstance(value, str) for value in values)


def fields_of(history: HandHistory) -> dict[str, Any]:
    """A hand's fields as the dict they are (checked when it was made): a dict's look-ups are the
    compiled code's own, a mapping's go through Python's method calls."""
    fields = history.fields
    return fields if isinstance(fields, dict) else dict(fields)


def parse_histories(text: str, file: str = "", *, many: bool | None = None) -> list[HandHistory]:
    """The hands in PHH text: one (``.phh``) or many (``.phhs``: tables ``[1]``, ``[2]``, ...).
    Text with no field at all (empty, or comments only) holds no hand: the list is empty.
    Decimal amounts are read exactly (:func:`~pokerfloor.formats.files.exact_table`)."""
    return _histories(exact_table(text, file or Phrase("at.phh-text"), HandHistoryError), file, many)


def _histories(data: dict[str, Any], file: str, many: bool | None) -> list[HandHistory]:
    if many is None:
        many = "actions" not in data and all(isinstance(v, dict) for v in data.values())
    if not many:
        return [HandHistory(data, file)] if data else []
    return [HandHistory(dict(v), file, str(k)) for k, v in data.items() if isinstance(v, dict)]


def collection_histories(table: dict[str, Any], file: str) -> list[HandHistory]:
    """The hands of one table of a ``.phhs`` collection (``{"1": {...}}``, as
    :func:`~pokerfloor.formats.phh.collections.hand_tables` reads them)."""
    return _histories(table, file, True)


def iter_histories(path: str | os.PathLike[str]) -> Iterator[HandHistory]:
    """The hands of a file, one at a time: a ``.phhs`` is read a block at a time, a hand at a
    time (:func:`~pokerfloor.formats.phh.collections.hand_tables`), so a file of millions of hands is never
    held in memory whole."""
    name = str(path)
    if not name.endswith(".phhs"):
        yield from read_histories(name)
        return
    with open_text(name, HandHistoryError) as stream:
        try:
            for table in hand_tables(stream, name):
                yield from _histories(table, name, True)
        except (OSError, UnicodeDecodeError) as error:
            raise HandHistoryError(code="unreadable", params={"path": str(path), "reason": str(error)}) from None


def read_histories(path: str | os.PathLike[str]) -> list[HandHistory]:
    """Read a ``.phh`` or ``.phhs`` file (a regular file of at most
    :data:`~pokerfloor.formats.files.MAX_BYTES`)."""
    name = str(path)
    return parse_histories(read_text(name, HandHistoryError), name, many=name.endswith(".phhs"))


SEATS: Final = {f"p{k}": k - 1 for k in range(1, 100)}


def seat_of(token: str, n: int) -> int:
    seat = SEATS.get(token, -1)
    if not 0 <= seat < n:
        raise HandHistoryError(code="bad-action", variant="player", params={"token": repr(token), "count": n})
    return seat


def action_words(texts: list[str]) -> list[Words]:
    """Each action's words (``("p3", "cbr", "300")``), its commentary (after ``#``) left out: the
    lines :func:`read_record` reads. A line is split once for all the hands that write it (most
    are the same few: ``d dh p1 ????``, ``p3 f``, ``p2 cc``): a dict looked up, where a split makes
    a list and a string for every word."""
    lines: list[Words] = []
    for text in texts:
        words = _WORDS_READ.get(text)
        if words is None:
            words = tuple((text.split("#", 1)[0] if "#" in text else text).split())
            if len(_WORDS_READ) < 4096:  # bounded: the amounts of a corpus's bets are many
                _WORDS_READ[text] = words
        lines.append(words)
    return lines


#: An action's words, as :func:`action_words` reads them.
Words = tuple[str, ...]

#: The lines already split, by their text.
_WORDS_READ: Final[dict[str, Words]] = {}

#: The cards read so far, by how they are written (bounded: every hole pair fits).
_CARDS_READ: Final[dict[str, tuple[int, ...]]] = {}


def _cards(text: str) -> tuple[int, ...]:
    """Cards as written (``AsKd``, ``????``), read once for all the hands that deal them (a dict
    looked up in the compiled code, where a cached function is a call through Python's machinery)."""
    found = _CARDS_READ.get(text)
    if found is None:
        found = tuple(cards(text))
        if len(_CARDS_READ) < 4096:
            _CARDS_READ[text] = found
    return found


class Record:
    """What a record's actions say before the replay (:func:`read_record`), by seat: ``hole``,
    the hole cards (shown cards filling in unknown ones; ``UNKNOWN`` where nobody saw them),
    ``board``, ``mucked`` (``sm`` with no cards), ``unseen`` (shown with cards not all known,
    ``sm ????``), ``shown`` (a draw game's hands shown whole: the hand after the draws, not the
    cards first dealt), and ``plays``, the lines to replay (by index: bets, calls, folds, draws,
    the board's deals), the others being cards dealt and shown."""

    __slots__ = ("board", "hole", "mucked", "plays", "shown", "unseen")

    def __init__(self) -> None:
        self.hole: dict[int, Sequence[int]] = {}  # a list where a game deals the cards over streets
        self.board: list[int] = []
        self.mucked: list[int] = []
        self.unseen: list[int] = []
        self.shown: dict[int, Sequence[int]] = {}
        self.plays: list[int] = []


def read_record(actions: list[Words], n: int, game: Variant) -> Record:
    """What the actions of a hand of ``n`` players of ``game`` say (their words, from
    :func:`action_words`): the cards and the lines to replay. A game dealt street by street (stud,
    the draws) deals a player's cards over several ``d dh`` lines, in order; in a draw game the
    cards shown are the hand after the draws, given at the showdown, not the cards first dealt.
    Raises :class:`HandHistoryError` for a line naming no player."""
    street_by_street, draws = game.deals_late, game.has_draws
    found = Record()
    hole, plays = found.hole, found.plays
    for index, words in enumerate(actions):
        if len(words) < 2 or words[1] not in ("dh", "db", "sm"):  # most actions: a bet, a call, a fold
            if words and words[0] != "d":
                plays.append(index)
            continue
        dealing, verb = words[0] == "d" and len(words) >= 3, words[1]
        if dealing and verb == "dh":
            dealt = _cards(words[3]) if len(words) > 3 else ()
            seat = SEATS.get(words[2], -1)  # seat_of() inlined: most hands deal every player a line
            if not 0 <= seat < n:
                seat_of(words[2], n)  # raises, naming the player
            if street_by_street:
                cast(list[int], hole.setdefault(seat, [])).extend(dealt)
            else:
                hole[seat] = dealt
        elif dealing and verb == "db":
            found.board.extend(_cards(words[2]))
            plays.append(index)  # the board comes when the betting of its street is over
        elif verb == "sm":
            seat = seat_of(words[0], n)
            if len(words) == 2:
                found.mucked.append(seat)
            elif words[2] != "-":
                shown = _cards(words[2])
                if UNKNOWN in shown:
                    found.unseen.append(seat)
                if draws:
                    if UNKNOWN not in shown:
                        found.shown[seat] = shown
                else:
                    known = hole.get(seat, [])
                    hole[seat] = [
                        s if k == UNKNOWN or not known else k for k, s in zip(known or shown, shown, strict=False)
                    ]
    return found
