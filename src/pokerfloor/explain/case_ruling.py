"""A situation file's case ruled: the hand played from the case's table through its actions, its
state in the keys of the format (who is to act, the options and amounts, the pots, the showdown
with each winning hand named, where the next hand starts), the actions tried, and why.

This is what ``pokerfloor rule`` prints (:func:`rule_case`; :mod:`~pokerfloor.explain.readout`
puts it in lines of text) and what ``pokerfloor rule --check`` compares with each case's
``expect`` (:func:`check_files`, by :func:`pokerfloor.checking.expectations.mismatches`). The file
is read by :mod:`pokerfloor.formats.situation`; the next hand is seated by
:mod:`pokerfloor.play.seating`; the explanations come from :mod:`pokerfloor.explain.rulings`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from decimal import Decimal
from typing import Any

from pokerfloor.checking.expectations import CaseCheck, mismatches, situation_files
from pokerfloor.core.hand import Hand, Table
from pokerfloor.core.pots import Pot
from pokerfloor.core.runs import run_again
from pokerfloor.errors import PokerfloorError, SituationError
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, amounts_in, render
from pokerfloor.explain.refusals import refusal_text
from pokerfloor.explain.winners import results
from pokerfloor.formats.situation import Case, hand_of, in_chips, load_cases, sit_out_of, waiting_of
from pokerfloor.formats.situation_sessions import RequiredKill, new_dealer_of, required_kill_of
from pokerfloor.formats.units import ChipUnit
from pokerfloor.games.cards import card_text
from pokerfloor.live import play_text
from pokerfloor.live.declarations import LiveRuling
from pokerfloor.play.kills import KillState, kill_reasons, next_kill
from pokerfloor.play.seating import Reason, Seated, Seating, Stakes
from pokerfloor.play.session import Session

__all__ = [
    "RULING_KEYS",
    "WhyWriter",
    "check_files",
    "describe",
    "next_hand",
    "rule_case",
    "ruling_in_units",
    "showdown_json",
    "side_pots_standing",
]

#: Writes a ruling's whole ``why`` list from the hand (after the case's actions, tries taken back),
#: the refusals of the tries, in order, the rulings of the case's declarations and chip pushes, in
#: order, and the reasons for where the next hand starts, in a language
#: (:func:`pokerfloor.explain.rulings.why_writer`, which imports this module: so it is passed in).
WhyWriter = Callable[[Hand, Sequence[PokerfloorError], Sequence[LiveRuling], Sequence[Reason]], list[dict[str, str]]]

#: The keys of a ruling, in the order they are printed.
RULING_KEYS = (
    "to_act",
    "street",
    "options",
    "call_to",
    "call_adds",
    "min_to",
    "max_to",
    "pots",
    "pots_with_bets",
    "returned",
    "winnings",
    "final_stacks",
    "posted",
    "showdown",
    "accepted",
    "refused",
    "ruled_as",
    "next_hand",
)


def _case_label(case: Case, lang: str) -> str:
    """How an error names the case: its number, and its name when it has one."""
    unnamed = case.name == f"case {case.index}"
    if unnamed:
        return render("cli.case", lang, case=case.index)
    return render("cli.case-named", lang, case=case.index, name=case.name)


def _case_error(case: Case, error: PokerfloorError, lang: str, key: str = "cli.case-error") -> dict[str, str]:
    """A ruling's ``error``: the refusal's code, and the case named with the refusal, in ``lang``."""
    message = render(key, lang, case=_case_label(case, lang), error=refusal_text(error, lang))
    return {"code": error.code, "message": message}


def rule_case(
    case: Case, rulebook_name: str, why: WhyWriter | None = None, *, lang: str = DEFAULT_LANGUAGE
) -> dict[str, Any]:
    """Play a case under one rulebook and return its ruling (the keys of :data:`RULING_KEYS`,
    plus ``why``, or ``error`` when the case cannot be played, said in ``lang``).

    ``why`` writes the explanations, the live rulings' first; without it, ``why`` lists how each
    declaration or chip push was ruled, then the refusals of the tries, each ``{code, rule, text}``
    in the engine's English."""
    ruling: dict[str, Any] = {"file": case.file, "case": case.index, "name": case.name, "rulebook": rulebook_name}
    try:
        in_whole_chips, unit = in_chips(case)
    except PokerfloorError as error:
        ruling["error"] = _case_error(case, error, lang)
        return ruling
    if not unit.exponent:
        return _ruled(in_whole_chips, rulebook_name, why, ruling, lang)
    with amounts_in(unit.amount):  # the refusals and explanations say the file's money
        ruled = _ruled(in_whole_chips, rulebook_name, why, ruling, lang)
    written = dict(zip((*in_whole_chips.actions, *in_whole_chips.tries), (*case.actions, *case.tries), strict=True))
    return _in_units(ruled, unit, written, lang)


def _ruled(case: Case, rulebook_name: str, why: WhyWriter | None, ruling: dict[str, Any], lang: str) -> dict[str, Any]:
    """:func:`rule_case` for a case in whole chips."""
    try:
        hand = hand_of(case.settings, rulebook_name)
        seating = _seating_of(hand.table, case.settings)
        required = required_kill_of(case.settings)
        dealer = new_dealer_of(case.settings)
    except PokerfloorError as error:
        ruling["error"] = _case_error(case, error, lang)
        return ruling
    live: list[LiveRuling] = []
    for number, text in enumerate(case.actions, start=1):
        try:
            played = play_text(hand, text)
        except PokerfloorError as error:
            # The error may quote the action itself: it is quoted here once.
            said = refusal_text(error, lang)
            detail = said.removeprefix(f"{text!r}: ").removeprefix(f"{text.strip()}: ")
            label = _case_label(case, lang)
            message = render("cli.case-action", lang, case=label, number=number, text=repr(text), error=detail)
            ruling["error"] = {"code": error.code, "message": message, "rule": error.rule}
            return ruling
        if played.live is not None:
            live.append(played.live)
    if "runs" in case.settings:
        try:
            run_again(hand, case.settings["runs"])
        except PokerfloorError as error:
            ruling["error"] = _case_error(case, error, lang)
            return ruling
    ruling.update(describe(hand))
    ruling["ruled_as"] = [r.written for r in live] or None
    try:
        ruling["next_hand"], reasons = next_hand(hand, seating, required, new_dealer=dealer)
    except PokerfloorError as error:
        ruling["error"] = _case_error(case, error, lang, "cli.case-next")
        return ruling
    refusals: list[PokerfloorError] = []
    if case.tries:
        accepted, refused = [], []
        for text in case.tries:
            try:
                play_text(hand, text)
            except PokerfloorError as error:
                refused.append(text)
                refusals.append(error)
            else:
                accepted.append(text)
                hand.pop()
        ruling["accepted"], ruling["refused"] = accepted, refused
    if why is not None:
        ruling["why"] = why(hand, refusals, live, reasons)
    else:
        ruling["why"] = [{"code": r.code, "rule": r.rule, "text": r.text} for r in live]
        ruling["why"] += [{"code": error.code, "rule": error.rule, "text": str(error)} for error in refusals]
        ruling["why"] += [reason.as_json() for reason in reasons]
    return ruling


def _seating_of(table: Table, settings: Mapping[str, Any]) -> Seating:
    """The table between hands as the case describes it: the hand's players in their seats, the
    players ``waiting`` in other seats, and those of the hand who ``sit_out`` from the next."""
    waiting = [
        Seated(
            w.name,
            w.seat,
            w.stack,
            w.status,
            posts=w.posts or w.buys_button,
            missed_small=w.missed_small,
            missed_big=w.missed_big,
            buys_button=w.buys_button,
            absent_buttons=w.absent_buttons,
        )
        for w in waiting_of(settings)
    ]
    seating = Seating.of_table(table, waiting)
    for name in sit_out_of(settings):
        if name not in table.names:
            raise SituationError(code="unknown-player", variant="sit-out", params={"player": repr(name)})
        seating = seating.sit_out(name)
    return seating


def next_hand(
    hand: Hand, seating: Seating, required: RequiredKill | None = None, *, new_dealer: bool = False
) -> tuple[dict[str, Any] | None, list[Reason]]:
    """Where the next hand starts once ``hand`` is over (``None`` while it is not, or when fewer
    than two players can go on), and the reasons; with a ``required`` kill, where the kill
    stands (``next_hand.kill``: WSOP 2024 Live Action Rules 189-198); with a ``new_dealer`` before
    it, the absent buttons given and the chips picked up (``next_hand.picked_up``: Rule 73)."""
    if not hand.is_over or (hand.is_contested and not hand.is_settled):
        return None, []
    stakes = Stakes.of(hand.table)
    session = Session(seating.after(hand), stakes, kill=None if required is None else required.kill)  # type: ignore[arg-type]
    said: list[Reason] = list(session.new_dealer().reasons) if new_dealer else []
    before = KillState()
    if required is not None:
        before = KillState(required.leg, required.due, required.owed, required.kept, required.barred)
        # Who was away during the hand: the players waiting away (those who sit out leave after it).
        away = [p.name for p in seating.players if p.status == "away" and p.name not in hand.names]
        session.kill_state = next_kill(before, hand, away)
    try:
        deal = session.deal()
    except SituationError as error:
        if error.code == "too-few-players":
            return None, []
        raise
    said += deal.reasons
    out = deal.next_hand()
    if new_dealer:
        out["picked_up"] = {player.name: player.stack for player in session.picked_up}
    if required is not None:
        out["kill"] = _kill_json(session.kill_state, deal.table)
        said += kill_reasons(before, session.kill_state, stakes.rules)
    return out, said


def _kill_json(state: KillState, table: Table) -> dict[str, Any]:
    """The kill state after the hand and who kills the next one (``"none"`` for nobody)."""
    killer = table.names[table.kill_seat] if table.kill_seat is not None else "none"
    listed = {key: list(getattr(state, key)) for key in ("owed", "kept", "barred")}
    return {"player": killer, "leg": state.leg or "none", "due": state.due or "none", **listed}


#: The ruling keys that hold amounts, one or by player; and the pots' amounts.
_RULED_AMOUNTS = ("call_to", "call_adds", "min_to", "max_to")
_RULED_BY_PLAYER = ("returned", "winnings", "final_stacks", "posted")


def _in_units(ruling: dict[str, Any], unit: ChipUnit, written: Mapping[str, str], lang: str) -> dict[str, Any]:
    """A ruling's amounts back in the file's units, its actions as the file wrote them (by
    ``written``: each action in chips to its text), and the chip they were ruled in (``chip``);
    the explanations and refusals were said in the file's money (:func:`amounts_in`)."""
    for key in ("accepted", "refused"):
        if ruling.get(key):
            ruling[key] = [written.get(text, text) for text in ruling[key]]
    if "error" in ruling:
        message = ruling["error"]["message"]
        for chips, text in written.items():
            message = message.replace(repr(chips), repr(text))
        ruling["error"]["message"] = message
    for entry in ruling.get("why") or ():
        for chips, text in written.items():  # a refusal quotes the action tried, as the file wrote it
            if entry["text"].startswith(f"{chips}: "):
                entry["text"] = f"{text}: " + entry["text"].removeprefix(f"{chips}: ")
    ruling = ruling_in_units(ruling, unit)
    ruling["chip"] = unit.step
    return ruling


def ruling_in_units(ruling: dict[str, Any], unit: ChipUnit) -> dict[str, Any]:
    """A ruling's amounts (those of :func:`describe` and :func:`rule_case`: the amounts to call
    and raise to, the pots, the showdown's parts, each player's winnings, stacks and posts), in
    whole chips of ``unit``, back in ``unit``'s money; the other keys as they are."""
    ruling = dict(ruling)
    for key in _RULED_AMOUNTS:
        if isinstance(ruling.get(key), int):
            ruling[key] = unit.amount(ruling[key])
    for key in ("pots", "pots_with_bets"):
        if ruling.get(key):
            ruling[key] = [{**pot, "amount": unit.amount(pot["amount"])} for pot in ruling[key]]
    if ruling.get("showdown"):
        ruling["showdown"] = [
            {**part, "amount": unit.amount(part["amount"]), "winners": _by_name(part["winners"], unit)}
            for part in ruling["showdown"]
        ]
    for key in _RULED_BY_PLAYER:
        if ruling.get(key):
            ruling[key] = _by_name(ruling[key], unit)
    return ruling


def _by_name(chips: Mapping[str, int], unit: ChipUnit) -> dict[str, Decimal]:
    return {name: unit.amount(amount) for name, amount in chips.items()}


def side_pots_standing(hand: Hand) -> bool:
    """Whether the pots as they stand with the street's bets are worth saying: the street is open
    with bets in and a player still in is all-in, whose chips split the pots if the bets stand.
    Without an all-in they only part the players who have bet from those still to act, which
    reads like a side pot and is none."""
    return any(hand.street_bets) and any(hand.stacks[seat] == 0 for seat in hand.in_hand())


def describe(hand: Hand) -> dict[str, Any]:
    """The ruling keys that describe a hand's state."""
    names = hand.names
    out: dict[str, Any] = dict.fromkeys(RULING_KEYS)
    out["to_act"] = hand.player_to_act
    out["street"] = hand.street_name
    if hand.to_act >= 0:
        options = hand.options()
        out["options"] = [kind.value for kind in options.kinds]
        out["call_to"], out["call_adds"] = options.call_to, options.call_adds
        out["min_to"], out["max_to"] = options.min_to, options.max_to
    else:
        out["options"] = []
    out["pots"] = _pots_json(hand.pots(), names)
    if side_pots_standing(hand):
        out["pots_with_bets"] = _pots_json(hand.pots_with_bets(), names)
    out["returned"] = {names[i]: c for i, c in enumerate(hand.returned) if c}
    out["posted"] = {names[i]: c for i, c in enumerate(hand.posted) if c}
    table = _table_cards(hand)
    if table:
        out["cards"] = table
    if hand.is_over and (not hand.is_contested or hand.showdown_known):
        out["winnings"] = {names[i]: c for i, c in enumerate(hand.winnings) if c}
        out["final_stacks"] = dict(zip(names, hand.stacks, strict=True))
    out["showdown"] = showdown_json(hand) or None
    return out


def _table_cards(hand: Hand) -> dict[str, str]:
    """What the table shows in a game of up cards or draws: each player's cards so far, the down
    ones in parentheses (stud), and how many each drew at the last draw; empty in other games."""
    game = hand.table.variant
    if game.up_cards is None and not game.has_draws:
        return {}
    drew: dict[int, int] = {}
    for event in hand.log:
        if event.kind == "draw":
            drew[event.seat] = event.amount
    out = {}
    for seat, held in enumerate(hand.hole):
        if hand.folded[seat] or not held:
            continue
        if game.up_cards is not None:
            up = hand.held_up_pattern(seat)  # as dealt, or as held after a discard (Super Stud)
            text = " ".join(card_text(c) if up[k] else f"({card_text(c)})" for k, c in enumerate(held))
            out[hand.names[seat]] = text.replace(") (", " ")
        else:
            note = f" (drew {drew[seat]})" if drew.get(seat) else " (stood pat)" if seat in drew else ""
            out[hand.names[seat]] = "".join(card_text(c) for c in held) + note
    return out


def showdown_json(hand: Hand) -> list[dict[str, Any]]:
    """Who won what at the showdown, with what: one entry per pot, and per half of a split pot,
    ``{pot, amount, half, winners, hand, board}`` (``pot`` 0 for the main pot; ``half`` ``high``
    or ``low`` only when a pot is split between them; ``winners`` the chips by name; ``hand`` the
    winning hand in words, in English; ``board`` only on a board run more than once, from the
    second, numbered 1)."""
    out = []
    for result in results(hand):
        entry: dict[str, Any] = {"pot": result.pot, "amount": result.amount}
        if result.half is not None:
            entry["half"] = result.half
        entry["winners"] = result.winners
        entry["hand"] = result.hand
        if result.board:
            entry["board"] = result.board  # a board run more than once: the second is 1
        out.append(entry)
    return out


def _pots_json(pots: Sequence[Pot], names: Sequence[str]) -> list[dict[str, Any]]:
    return [{"amount": p.amount, "eligible": [names[i] for i in p.eligible]} for p in pots]


# -- expectations -------------------------------------------------------------------------------


def check_files(paths: Sequence[str], only: str | None = None) -> Iterator[CaseCheck]:
    """Check every case of the situation files (folders searched), under each rulebook the case
    names (or only ``only``): its ruling against its ``expect``."""
    for path in situation_files(paths):
        try:
            cases = load_cases(path)
        except PokerfloorError as error:
            yield CaseCheck(str(path), None, "", "", (f"error ({error.code}): {error}",))
            continue
        for case in cases:
            for name in (only,) if only is not None else case.rulebooks:
                if not isinstance(case.expect, Mapping):
                    wrong = [f"expect must be a table of ruling keys, not {case.expect!r}"]
                    yield CaseCheck(str(path), case.index, case.name, name, tuple(wrong))
                    continue
                ruling = rule_case(case, name)
                wrong = mismatches(case.expect, ruling)
                if "error" in ruling and "error" not in case.expect:
                    wrong.insert(0, f"error ({ruling['error']['code']}): {ruling['error']['message']}")
                yield CaseCheck(str(path), case.index, case.name, name, tuple(wrong))
