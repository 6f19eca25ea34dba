"""A PHH hand replayed and judged: :func:`replay` pushes every action of the record under a
rulebook (:class:`~pokerfloor.formats.phh.replayer.Replayer`), settles the pots as the record
shows them and compares the result with the record (:func:`~pokerfloor.checking.phh_verdict.judge`).
It never raises for a bad hand: the :class:`~pokerfloor.checking.phh_verdict.Replay` says what
went wrong, and for a line the rules refuse out of turn, what the record may be missing.
"""

from __future__ import annotations

from typing import Final

from pokerfloor.actions import Action, Kind
from pokerfloor.checking.phh_verdict import FAILED, SKIPPED, UNVERIFIABLE, VERIFIED, Replay, judge
from pokerfloor.checking.rake import Rake
from pokerfloor.core.hand import Hand
from pokerfloor.errors import HandHistoryError, NotYourTurnError, PokerfloorError
from pokerfloor.formats.phh.history import SEATS, HandHistory, Words
from pokerfloor.formats.phh.money import WHOLE_CHIPS
from pokerfloor.formats.phh.replayer import Replayer, known, not_winning
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.variants import phh_variant
from pokerfloor.rules import Rulebook

__all__ = ["hand_of", "judged", "replay"]

_FOLD: Final = Action(Kind.FOLD)
_CHECK: Final = Action(Kind.CHECK)
# Looked up once: ``Kind.CALL`` goes through the enum's descriptor on every use.
_CALL_KIND: Final = Kind.CALL


def replay(history: HandHistory, rules: Rulebook, *, strict: bool = False, rake: Rake | None = None) -> Replay:
    """Replay one hand under ``rules``: every action checked, the pots settled (less ``rake``,
    when the site's rake is given), the result compared with the record. Never raises for a bad
    hand: the :class:`~pokerfloor.checking.phh_verdict.Replay` says what went wrong."""
    return judged(Replayer(history, rules, strict), rake)


def hand_of(history: HandHistory, rules: Rulebook, *, strict: bool = False) -> Hand:
    """The hand a PHH record plays, replayed to its end and settled as far as the record goes
    (in chips of :func:`~pokerfloor.formats.phh.money.unit_of`); raises :class:`HandHistoryError`
    when it cannot be replayed, or ends otherwise than its record says."""
    replayer = Replayer(history, rules, strict)
    outcome = judged(replayer, None)
    if replayer.hand is None or (outcome.status in (FAILED, SKIPPED) and outcome.code != "partial-hand"):
        raise HandHistoryError(outcome.reason, rule=outcome.rule or "", code=outcome.code or "bad-field")
    return replayer.hand


def judged(replayer: Replayer, rake: Rake | None) -> Replay:
    """Replay the hand of ``replayer`` whole and judge it (:func:`replay`): never raises for a bad hand."""
    history = replayer.history
    outcome = Replay(
        history.file, history.key, history.variant, VERIFIED, forgiven=history.forgiven, notes=replayer.notes
    )
    if phh_variant(outcome.variant) is None:
        return _not_played(outcome, history, replayer.strict)
    try:
        hand = replayer.start()
    except (PokerfloorError, KeyError) as error:
        # A table pokerfloor cannot seat (e.g. button antes) is skipped; a malformed one fails.
        unsupported = isinstance(error, HandHistoryError) and error.code == "unsupported"
        return _failed(outcome, None, None, error, skipped=unsupported)
    split = replayer.words
    for index in replayer.record.plays:
        words = split[index]
        try:
            replayer.action(hand, words)
        except PokerfloorError as error:
            _failed(outcome, index, replayer.texts[index], error, unit=replayer.unit)
            if isinstance(error, NotYourTurnError) or error.code == "board-too-early":
                outcome.reason += _missing_turns(hand, words, len(hand.names))
            return outcome
    mucked = _settled(replayer, hand, outcome) if hand.is_over and hand.is_contested else []
    return judge(outcome, hand, history.fields, replayer.unit, rake=rake, mucked=mucked)


def _settled(replayer: Replayer, hand: Hand, outcome: Replay) -> list[int]:
    """The pots awarded as the record shows them (:meth:`Replayer.settle`); the seats taken as
    not winning. When no hand still in is known, nobody can be told the winner: the verdict says so."""
    try:
        return replayer.settle(hand)
    except PokerfloorError as error:
        if error.code != "cards-unknown":
            _failed(outcome, None, None, error)
            return []
    record = replayer.record
    shown = record.shown or None
    seats = ", ".join(f"p{s + 1}" for s in hand.in_hand() if not known(hand, s, shown))
    outcome.status, outcome.code = UNVERIFIABLE, "undecided"
    outcome.reason = f"no winner can be told: the cards of {seats} at the showdown are not in the record"
    return not_winning(hand, record)


def _not_played(outcome: Replay, history: HandHistory, strict: bool) -> Replay:
    """A hand of no variant pokerfloor knows: skipped, or failed under ``strict``; a table with
    no ``variant`` and no ``actions`` is not a PHH hand at all."""
    outcome.status = FAILED if strict else SKIPPED
    if "variant" not in history.fields and "actions" not in history.fields:
        outcome.code, outcome.reason = "not-phh", "not a PHH hand: it has no 'variant' and no 'actions'"
    elif "variant" not in history.fields:
        outcome.status, outcome.code = FAILED, "missing-field"
        outcome.reason = "field 'variant' is missing: the hand needs it"
    else:
        outcome.code = "unknown-variant"
        outcome.reason = f"variant {history.variant!r} is not played yet (an unknown variant)"
    return outcome


def _missing_turns(hand: Hand, words: Words, n: int) -> str:
    """What a record that skips a player's turn may be missing (``; the record may be missing
    'p8 f'``): a fold facing a bet, else a check, for each player from the one to act to the one
    the record has act (or to the end of the street, when the record deals the next one). Tried
    on a copy of the hand: empty when that does not bring the record's action about."""
    acting = SEATS.get(words[0], -1) if words[0] != "d" else -1
    trial = hand.copy(stack=False)
    missing: list[str] = []
    try:
        while trial.to_act >= 0 and trial.to_act != acting and len(missing) < n:
            seat, facing = trial.to_act, trial.passive_kind() is _CALL_KIND
            trial.push(_FOLD if facing else _CHECK)
            missing.append(f"'p{seat + 1} {'f' if facing else 'cc'}'")
            if acting < 0 and trial.street != hand.street:
                break
    except PokerfloorError:
        return ""
    reached = trial.to_act == acting if acting >= 0 else trial.street != hand.street or trial.is_over
    return f"; the record may be missing {', '.join(missing)}" if missing and reached else ""


def _failed(
    outcome: Replay,
    index: int | None,
    text: str | None,
    error: Exception,
    *,
    skipped: bool = False,
    unit: ChipUnit = WHOLE_CHIPS,
) -> Replay:
    outcome.status = SKIPPED if skipped else FAILED
    outcome.reason = str(error) if not isinstance(error, KeyError) else f"missing field {error}"
    outcome.code = getattr(error, "code", "") or "missing-field"
    if unit.exponent and index is not None:
        outcome.reason += f" (the replay counts in chips of {unit.step})"
    outcome.action_index, outcome.action = index, text
    outcome.rule = getattr(error, "rule", "") or None
    return outcome
