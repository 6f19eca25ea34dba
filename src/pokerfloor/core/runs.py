"""Running the rest of the board more than once: when a player is all-in and no betting is left,
the players in the hand may agree to deal the cards still to come two or more times (WSOP 2024
Live Action Rules 204 to 212; the rulebook's ``runs_most`` says how many times it allows).

The first board is the one already run out; each further run deals the same streets again below
it, burning as the game burns (Rules 205 and 209). Each pot is divided between the runs, the odd
chips to the earliest (:func:`~pokerfloor.core.showdown.run_part`), and each part goes to the best
hand on its board. The runs are written in the record as ``run`` entries, one a run; the showdown
already made on the first board is taken back, and :meth:`~pokerfloor.core.hand.Hand.pop` puts it
back (:class:`~pokerfloor.core.record.Settled`).

>>> from pokerfloor import Table, Hand, NoLimit, rulebook, Kind, Action
>>> from pokerfloor.games.cards import cards, cards_text
>>> table = Table(names=("A", "B"), stacks=(100, 100), button=1, structure=NoLimit(2),
...               rules=rulebook("wsop-live"), blinds=(1, 2))
>>> hand = Hand(table, hole={0: cards("AsAh"), 1: cards("KsKh")}, board=cards("2c7d9hJs3c"))
>>> hand.push(Action(Kind.RAISE, 100)); hand.push(Action(Kind.CALL))
>>> hand.winnings
[200, 0]
>>> hand.run_it(2, boards=[cards("QdKc4d8s3h")])
>>> [cards_text(board) for board in hand.run_boards()], hand.winnings
(['2c7d9hJs3c', 'QdKc4d8s3h'], [100, 100])
>>> hand.pop(); hand.winnings
[200, 0]
"""

from __future__ import annotations

from collections.abc import Sequence

from pokerfloor.core import showdown
from pokerfloor.core.record import Cards, ClosedStreet, RecordEntry, Settled
from pokerfloor.core.state import HandState
from pokerfloor.errors import ActionUnavailableError, PokerfloorError, SituationError, quoted
from pokerfloor.games.cards import UNKNOWN, Deck, are_cards
from pokerfloor.games.cards import cards as parse_cards
from pokerfloor.given import Given, refused, sequence, whole

__all__ = ["MOST_RUNS", "run_again", "run_it"]

#: The most runs any rulebook's switch allows (``runs_most``'s largest choice).
MOST_RUNS = 4
#: The record entries of a showdown, taken back when the board is run again.
_SHOWDOWN_ENTRIES = frozenset({"show", "muck", "rake", "jackpot", "award"})


def run_it(
    hand: HandState,
    times: Given[int],
    *,
    deck: Given[Deck | None] = None,
    boards: Given[Sequence[Sequence[int]] | None] = None,
) -> None:
    """Deal the rest of the board ``times`` times in all (the first run is the board the hand
    ran out): each further run from ``deck`` (the one the hand was dealt from: its stub), or as
    ``boards`` gives it (the cards of each further run, the streets run again, as a hand history
    shows them). A refusal changes nothing."""
    count = whole("times", times, 2, MOST_RUNS)
    action = f"run it {count} times"
    ran_from = _betting_ended_on(hand, action)
    most = hand.rules.runs_most
    if count > most:
        raise ActionUnavailableError(
            action, code="runs", variant="rulebook", rule=hand.rules.cite("runs_most"), params={"most": most}
        )
    if hand.table.variant.boards > 1:  # the rulebook runs one board again, never two
        game = hand.table.variant.name
        raise ActionUnavailableError(
            action, code="runs", variant="double-board", rule=hand.rules.cite("double-board"), params={"game": game}
        )
    streets = _streets_to_run(hand, ran_from, action)
    size = sum(hand.table.variant.streets[s].board for s in streets)
    if boards is not None:
        cards = _given_runs(hand, boards, count - 1, size)
    elif deck is not None:
        cards = _dealt_runs(hand, deck, count - 1, streets)
    else:
        raise ActionUnavailableError(action, code="runs", variant="cards")
    _record_runs(hand, cards)


def run_again(
    hand: HandState, runs: object, field: str = "runs", error: type[PokerfloorError] = SituationError
) -> None:
    """Run the rest of the board again as a file writes it: ``runs`` the cards of each further
    run as text (a situation file's ``runs = ["KdQc"]``, PHH's ``_runs``: twice, the second turn
    and river the king and the queen); refused naming ``field`` when it is not that."""
    if not (isinstance(runs, list) and runs and all(isinstance(text, str) for text in runs)):
        raise refused(field, runs, "run-texts", error)
    run_it(hand, len(runs) + 1, boards=[parse_cards(text) for text in runs])


def _betting_ended_on(hand: HandState, action: str) -> int:
    """The street the betting ended on, when the board may be run again now (the betting over
    with two or more players in, the board not run again yet nor the pots settled by hand):
    else a refusal saying why."""
    if not hand.is_over or not hand.is_contested:
        variant = "betting" if not hand.is_over else "uncontested"
        raise ActionUnavailableError(action, code="runs", variant=variant, rule=hand.rules.cite("runs_most"))
    if hand.dealer is not None:  # a game dealt street by street (stud, draw): no board run out at once
        raise ActionUnavailableError(action, code="runs", variant="board", rule=hand.rules.cite("runs_most"))
    if not hand.history:
        return hand.table.street  # the hand started with nobody left to bet
    last = hand.history[-1][2]
    if type(last) is not ClosedStreet:  # run already, or settled
        raise ActionUnavailableError(action, code="runs", variant="already")
    return last.street


def _streets_to_run(hand: HandState, ran_from: int, action: str) -> list[int]:
    """The streets whose board cards were dealt after the betting ended (none: a refusal)."""
    game = hand.table.variant
    streets = [s for s in range(ran_from + 1, game.showdown) if game.streets[s].board]
    if not streets:
        raise ActionUnavailableError(action, code="runs", variant="board", rule=hand.rules.cite("runs_most"))
    return streets


def _given_runs(hand: HandState, boards: object, runs: int, size: int) -> list[Cards]:
    """The cards of each further run as given, checked: ``runs`` of them, ``size`` cards each,
    no card dealt twice (among the hand's known cards and the runs)."""
    given = sequence("boards", boards)
    if len(given) != runs or not all(are_cards(board) and len(board) == size for board in given):
        raise refused("boards", boards, "run-boards", runs=runs, size=size)
    made: list[Cards] = [tuple(board) for board in given]  # type: ignore[arg-type]  # are_cards checked each
    seen = [c for c in hand.runout if c != UNKNOWN]
    for held in hand.hole:
        seen += [c for c in held if c != UNKNOWN]
    for board in made:
        seen += [c for c in board if c != UNKNOWN]
    if len(set(seen)) != len(seen):
        raise SituationError(code="bad-card", params={"cards": quoted(boards)}, variant="run-twice")
    return made


def _dealt_runs(hand: HandState, deck: object, runs: int, streets: list[int]) -> list[Cards]:
    """Each further run dealt from the stub of ``deck``, street by street with the game's burns;
    when the stub cannot give the burns too, without burning (WSOP 2024 Live Action Rule 212:
    "management reserves the right to use all cards without burning"), and a refusal when it
    cannot give the cards at all."""
    if not isinstance(deck, Deck):
        raise SituationError(code="bad-field", params={"deck": quoted(deck)}, variant="deck")
    specs = [hand.table.variant.streets[s] for s in streets]
    cards = sum(spec.board for spec in specs) * runs
    burns = sum(1 for spec in specs if spec.burn) * runs
    left = len(deck.cards_left())
    if left < cards:
        raise ActionUnavailableError(
            f"run it {runs + 1} times",
            code="runs",
            variant="short-deck",
            rule=hand.rules.cite("runs_most"),
            params={"left": left, "needed": cards},
        )
    burning = left >= cards + burns
    made = []
    for _ in range(runs):
        run: list[int] = []
        for spec in specs:
            if burning and spec.burn:
                deck.burn()
            run += deck.deal(spec.board)
        made.append(tuple(run))
    return made


def _record_runs(hand: HandState, runs: list[Cards]) -> None:
    """Write the runs in the record, taking back a showdown already made on the first board,
    award the pots over every board when the hand settles by itself, and keep what undo needs."""
    record = hand.record
    cut = len(record)
    while cut and record[cut - 1][0] in _SHOWDOWN_ENTRIES:
        cut -= 1
    taken: tuple[RecordEntry, ...] = tuple(record[cut:])
    before = Settled(tuple(hand.stacks), tuple(hand.winnings), hand.hole, taken, hand.settled)
    del record[cut:]
    stacks, winnings = hand.stacks, hand.winnings
    for seat, chips in enumerate(winnings):  # winnings come from the pots alone: give them back
        stacks[seat] -= chips
        winnings[seat] = 0
    hand.settled = False
    record.extend([("run", -1, number, "", cards) for number, cards in enumerate(runs, start=2)])
    if hand.auto_settle:
        showdown.show_down(hand, (), showdown.run_boards(hand))
    hand.history.append((None, cut, before))
