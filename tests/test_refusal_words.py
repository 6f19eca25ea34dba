"""Each refusal worded once, in the catalogs: the rooms listed in :data:`WORDED_MODULES` raise
their errors with a code, a variant and the numbers (``params``), never with a sentence of their
own; the English catalog says what the engine says, and every other catalog says it too.

The sample below tries a refusal of each sentence of the engine's rooms, with the English the
engine said when the rooms still wrote their own sentences: moving the words to the catalogs
changed no message. Each outer room has its own sample, in the module :data:`SAMPLED_BY` names
(``tests/test_refusal_words_<room>.py``), tried the same way (:func:`check_sample`); and a test
here holds that each room's sample tries every sentence the room writes.
"""

from __future__ import annotations

import ast
import importlib
import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

from pokerfloor import Action, FixedLimit, Hand, Kind, NoLimit, PotLimit, SpreadLimit, Table, rulebook
from pokerfloor.actions import chips_of, parse_action
from pokerfloor.cli.arguments import BadArgumentError
from pokerfloor.core.betting import BettingRound
from pokerfloor.core.options import Options, TwoSizeOptions
from pokerfloor.core.pots import award, share_pot, side_pots, split, uncalled
from pokerfloor.core.rake import HouseRake
from pokerfloor.core.runs import run_again
from pokerfloor.core.seats import seat_order
from pokerfloor.core.showdown import revealed
from pokerfloor.errors import IllegalActionError, PokerfloorError
from pokerfloor.explain.catalog import LANGUAGES, Phrase, Phrases, catalog, placeholders, render
from pokerfloor.explain.rulings import explain_error
from pokerfloor.games.cards import Deck, card, card_text, cards, cards_text
from pokerfloor.games.evaluation import (
    SHORT_DECK_HIGH,
    ace_to_five_low,
    badugi,
    badugi_ace_high,
    deuce_to_seven_low,
    high,
    mexican_high,
    omaha_high,
)
from pokerfloor.games.showing import bring_in, card_order
from pokerfloor.games.variants import Opener, Street, UpCards, Variant, on_boards, variant
from pokerfloor.live import play_text
from pokerfloor.live.declarations import read_live, rule_declaration, rule_push
from pokerfloor.play import Level
from pokerfloor.play.equity import equity
from pokerfloor.rules import Rulebook
from pokerfloor.structures import Structure, structure_named
from pokerfloor.web.limits import RequestError

SOURCE = Path(__file__).parent.parent / "src" / "pokerfloor"

#: The rooms whose refusals are worded in the catalogs (globs under ``src/pokerfloor``): their
#: errors are raised with a code, a variant and ``params``, never with a sentence of their own.
#: A room moving its words to the catalogs adds itself here.
WORDED_MODULES = (
    "core/*.py",
    "games/*.py",
    "actions.py",
    "structures.py",
    "amounts.py",
    "live/door.py",
    "play/**/*.py",
    "formats/**/*.py",
    # The checker's verdicts (phh_replay.py, sites.py, phh_verdict.py) are its report, in its own
    # words (the hand_of of phh_replay raises one as it is): its refusals of what it is given are here.
    "checking/convert.py",
    "checking/corpus.py",
    "checking/rake.py",
    "explain/*.py",
    "cli/*.py",
    "web/*.py",
    "env/*.py",
    "room/*.py",
)

#: The test module whose ``SAMPLES`` try a refusal of each sentence of a worded room, by the
#: room's glob (this module's :data:`SAMPLES` for the others, the engine's rooms).
SAMPLED_BY = {
    "play/**/*.py": "test_refusal_words_play",
    "formats/**/*.py": "test_refusal_words_formats",
    "checking/convert.py": "test_refusal_words_checking",
    "checking/corpus.py": "test_refusal_words_checking",
    "checking/rake.py": "test_refusal_words_checking",
    "explain/*.py": "test_refusal_words_cli",
    "cli/*.py": "test_refusal_words_cli",
    "web/*.py": "test_refusal_words_web",
    "env/*.py": "test_refusal_words_env",
    "room/*.py": "test_refusal_words_room",
}

#: The phrases the catalogs word for the refusals to name inside their sentences (a place, what a
#: lenient reader forgave, what an OHH record breaks), by the prefix of their keys.
PHRASES = ("at.", "forgiven.", "ohh.")


#: The outer rooms' own errors, subclasses of ours (an argument of the command line refused, a
#: request the page refuses).
OUTER_ERRORS = (BadArgumentError, RequestError)


def _error_classes(cls: type[PokerfloorError]) -> Iterator[type[PokerfloorError]]:
    yield cls
    for subclass in cls.__subclasses__():
        yield from _error_classes(subclass)


#: Our errors by class name (the outer rooms' own among them: the page's requests refused), and
#: those that quote an action first (``IllegalActionError``'s).
ERRORS = {cls.__name__: cls for cls in _error_classes(PokerfloorError)}
QUOTING = {name for name, cls in ERRORS.items() if issubclass(cls, IllegalActionError)}


def _worded_files(patterns: tuple[str, ...] = WORDED_MODULES) -> list[Path]:
    return sorted({path for pattern in patterns for path in SOURCE.glob(pattern)})


def _constructions(patterns: tuple[str, ...] = WORDED_MODULES) -> Iterator[tuple[str, str, ast.Call]]:
    """Every call that makes one of our errors in the worded rooms (or those of ``patterns``):
    where it is, the class made."""
    for path in _worded_files(patterns):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ERRORS:
                yield f"{path.relative_to(SOURCE)}:{node.lineno}", node.func.id, node


def _constant(call: ast.Call, name: str) -> str | None:
    """The keyword ``name`` of a call when it is a string written there, ``""`` when it is not
    given, ``None`` when it is worked out (the round's codes and variants)."""
    for keyword in call.keywords:
        if keyword.arg == name:
            value = keyword.value
            return value.value if isinstance(value, ast.Constant) and isinstance(value.value, str) else None
    return ""


def _written_key(made_class: str, call: ast.Call) -> str | None:
    """The catalog key of an error made with its code and variant written there (the class's
    code when none is given), or ``None`` when either is worked out when raised."""
    code, variant = _constant(call, "code"), _constant(call, "variant")
    if code is None or variant is None:
        return None
    return f"refused.{code or ERRORS[made_class].code}" + (f".{variant}" if variant else "")


def _param_names(call: ast.Call) -> frozenset[str] | None:
    """The names of the ``params`` given, when they are a dictionary written there (else ``None``)."""
    for keyword in call.keywords:
        if keyword.arg == "params":
            value = keyword.value
            if isinstance(value, ast.Dict) and all(isinstance(k, ast.Constant) for k in value.keys):
                return frozenset(str(k.value) for k in value.keys if isinstance(k, ast.Constant))
            return None
    return frozenset()


def test_the_worded_rooms_give_no_sentence_of_their_own() -> None:
    """No error of the worded rooms is made with a sentence (``given``): only the action quoted
    (for the errors that quote one), a code, a variant, the numbers and the rule."""
    made = list(_constructions())
    assert len(made) > 100, "the worded rooms were not read"
    for where, made_class, call in made:
        quoted = 1 if made_class in QUOTING else 0
        assert len(call.args) <= quoted, f"{where}: a sentence given to {made_class}"
        assert all(keyword.arg != "given" for keyword in call.keywords), f"{where}: a sentence given"


def test_every_key_written_in_the_worded_rooms_is_in_every_catalog() -> None:
    """Each code and variant written at a raise has its sentence in every catalog, with the same
    placeholders, and the ``params`` written there are exactly the ones the sentence quotes."""
    checked = 0
    for where, made_class, call in _constructions():
        key = _written_key(made_class, call)
        if key is None:
            continue  # worked out when raised: the sample below tries each one
        assert key in catalog("en"), f"{where}: {key} is in no catalog"
        english = placeholders(catalog("en")[key])
        for lang in LANGUAGES:
            assert key in catalog(lang), f"{where}: {key} has no {lang} sentence"
            assert placeholders(catalog(lang)[key]) == english, f"{where}: {lang} {key} quotes other values"
        names = _param_names(call)
        if names is not None:
            assert names == english, f"{where}: params {sorted(names)} for {key}, which quotes {sorted(english)}"
        checked += 1
    assert checked > 100


# -- a refusal of each sentence ---------------------------------------------------------------------

TDA = rulebook("tda")
ROBERTS = rulebook("roberts")


def _table(**changes: Any) -> Table:
    """Three players on the flop (no blinds), or the table changed."""
    base: dict[str, Any] = {
        "names": ("A", "B", "C"),
        "stacks": (1000, 1000, 1000),
        "button": 2,
        "structure": NoLimit(100),
        "rules": TDA,
        "street": 1,
    }
    return Table(**{**base, **changes})


def _seated(**changes: Any) -> Table:
    """Four players on seats 1, 2, 4 and 6 of six, with blinds (empty seats 3 and 5)."""
    base: dict[str, Any] = {
        "names": ("A", "B", "C", "D"),
        "stacks": (5000,) * 4,
        "button": 0,
        "blinds": (100, 200),
        "seats": 6,
        "seat_numbers": (1, 2, 4, 6),
        "street": 0,
    }
    return _table(**{**base, **changes})


def _stud(**changes: Any) -> Table:
    base: dict[str, Any] = {"structure": FixedLimit(20, 40), "ante": 2, "bring_in": 5, "variant": variant("stud")}
    return _table(**{**base, "street": 0, **changes})


def _hand(*actions: Action, table: Table | None = None, **given: Any) -> Hand:
    """A hand of ``table`` (:func:`_table`'s by default) after ``actions``."""
    hand = Hand(table if table is not None else _table(), **given)
    for action in actions:
        hand.push(action)
    return hand


def _live_hand(*more: str) -> Hand:
    """Three players of 9,000 after the flop, A's bet of 1,000 and ``more``, played as written."""
    table = Table(
        names=("A", "B", "C"),
        stacks=(9000, 9000, 9000),
        button=2,
        structure=NoLimit(100),
        blinds=(50, 100),
        street=1,
        pot=300,
    )
    hand = Hand(table)
    for text in ("A bet 1000", *more):
        play_text(hand, text)
    return hand


def _stud_hand(*actions: Action) -> Hand:
    hole = {0: cards("2c3d4h"), 1: cards("5c6dAh"), 2: cards("7c8dKs")}
    return _hand(*actions, table=_stud(), hole=hole)


def _draw_table() -> Table:
    return _table(
        names=("A", "B"),
        stacks=(100, 100),
        button=1,
        structure=FixedLimit(2, 4),
        blinds=(1, 2),
        street=0,
        variant=variant("2-7-triple-draw"),
    )


def _draw_hand(*actions: Action) -> Hand:
    return _hand(*actions, table=_draw_table(), deck=Deck(seed=2))


def _discard_hand() -> Hand:
    """Crazy Pineapple heads-up, checked to the discard after the flop."""
    table = _draw_table().replace(variant=variant("crazy-pineapple"))
    return _hand(Action(CALL), Action(CHECK), Action(CHECK), Action(CHECK), table=table, deck=Deck(seed=2))


def _super_stud_discard() -> Hand:
    """Super Stud heads-up, called to the discard: A holds AdAc2h3c down and the Qc up."""
    table = Table(
        names=("A", "B"),
        stacks=(500, 500),
        button=1,
        structure=FixedLimit(20, 40),
        rules=rulebook("tda"),
        variant=variant("super-stud"),
        ante=1,
        bring_in=5,
    )
    hand = Hand(table, deck=Deck(seed=2))
    while hand.drawing is None:
        hand.push(Action(hand.passive_kind()))
    return hand


def _drawmaha_hand() -> Hand:
    """Drawmaha heads-up, checked to the draw after the flop."""
    table = _draw_table().replace(variant=variant("drawmaha"))
    return _hand(Action(CALL), Action(CHECK), Action(CHECK), Action(CHECK), table=table, deck=Deck(seed=2))


def _dealt_twice() -> None:
    """A's draw would be dealt B's 8d (a draw game's known cards include those its draws dealt)."""
    hole = {0: cards("2c3c4c5c7d8d"), 1: cards("8d9dTdJdQd")}
    hand = _hand(Action(CALL), Action(CHECK), table=_draw_table(), hole=hole, auto_settle=False)
    hand.push(Action(Kind.DRAW, cards=tuple(cards("7d"))))


def _discard_not_held(hand: Hand) -> None:
    """The player to draw discards a card he does not hold."""
    hand.push(Action(Kind.DRAW, cards=(51 if 51 not in hand.hole[0] else 50,)))


def _over() -> Hand:
    """A hand checked down to the river's end, the cards unknown: the showdown waits."""
    hand = _hand(table=_table(names=("A", "B"), stacks=(1000, 1000), button=1, street=3), auto_settle=False)
    hand.push(Action(Kind.CHECK))
    hand.push(Action(Kind.CHECK))
    return hand


def _all_in(
    rules: Rulebook | None = None, deck: Deck | None = None, street: int = 1, table_variant: str = "holdem"
) -> Hand:
    """Heads-up, A all-in and called on ``street`` (the flop by default), the board to come; in
    ``table_variant`` (Double Board Omaha: four cards each, two boards)."""
    game = variant(table_variant)
    rules = rules or rulebook("wsop-live")
    table = _table(names=("A", "B"), stacks=(1000, 1000), button=1, rules=rules, street=street, variant=game)
    board = cards("2c7d9hJs3c8d9c5hTc6h" if game.boards > 1 else "2c7d9hJs3c") if deck is None else ()
    hole = {0: cards("AsAhAd2s"), 1: cards("KsKhKd3s")} if game.boards > 1 else {0: cards("AsAh"), 1: cards("KsKh")}
    hand = _hand(table=table, hole=hole, board=board, deck=deck)
    hand.push(Action(BET, 1000))
    hand.push(Action(CALL))
    return hand


def _short_stub() -> None:
    """A hand all-in on the flop whose deck has two cards left: too few to run the board again."""
    deck = Deck(seed=1)
    hand = _all_in(deck=deck)
    deck.deal(len(deck.cards_left()) - 2)
    hand.run_it(3, deck=deck)


#: What the runs' refusals cite: the TDA's silence, the Live Action Rules' section.
_TDA_RUNS = "TDA 2024: no rule found (a tournament hand's board is dealt once)"
_LIVE_RUNS = (
    "WSOP 2024 Live Action Rules, Rules 204 to 212"
    " (twice or three times, agreed by all in the pot; Rule 207: one all-in)"
)


def _ran_twice() -> Hand:
    hand = _all_in()
    hand.run_it(2, boards=[cards("KdQc")])
    return hand


def _rule47(**rules: Any) -> Hand:
    """TDA 2024 Rule 47, example 1: C called 100, two short all-ins since; C to act again."""
    table = _table(
        names=("A", "B", "C", "D", "E"),
        stacks=(10000, 125, 10000, 200, 10000),
        button=4,
        rules=rulebook("tda", **rules),
    )
    allin = Action(Kind.RAISE, 125), Action(Kind.RAISE, 200)
    actions = (Action(Kind.BET, 100), allin[0], Action(Kind.CALL), allin[1], Action(Kind.CALL), Action(Kind.CALL))
    return _hand(*actions, table=table)


def _limit(*actions: Action, **changes: Any) -> Hand:
    return _hand(*actions, table=_table(structure=FixedLimit(100, 200), **changes))


BET, RAISE, CALL, CHECK, FOLD = Kind.BET, Kind.RAISE, Kind.CALL, Kind.CHECK, Kind.FOLD
HEADS_UP = {"names": ("A", "B"), "stacks": (10, 10), "button": 1, "structure": NoLimit(2), "street": 0}
#: Six players before the flop, F on the button, blinds of 1 and 2, under the WSOP's cash rules.
SIX = {
    "names": tuple("ABCDEF"),
    "stacks": (200,) * 6,
    "button": 5,
    "structure": NoLimit(2),
    "street": 0,
    "blinds": (1, 2),
    "rules": rulebook("wsop-live"),
}

#: A refusal of each sentence of the worded rooms, and the English the engine said for it
#: before the rooms' words moved to the catalogs.
SAMPLES: list[tuple[Callable[[], object], str | re.Pattern[str]]] = [
    # -- rulebooks
    (
        lambda: rulebook("tdaa"),
        "unknown rulebook 'tdaa'; the rulebooks are: tda, roberts, fspr, wsop, wsop-live",
    ),  # refused.unknown-rulebook
    (
        lambda: TDA.override(blinds_first=True),
        re.compile(
            r"unknown rule switch 'blinds_first'; the switches are: nolimit_reopen_percent, .+, missed_blinds, .+"
        ),
    ),  # refused.unknown-switch
    (
        lambda: TDA.override(stud_board_tie="colour"),
        "rule switch stud_board_tie = 'colour' is not allowed; it takes one of 'position', 'suit', 'suit-stud-high'",
    ),  # refused.bad-switch-value
    (
        lambda: TDA.override(limit_cap_raises=99),
        "rule switch limit_cap_raises = 99 is not allowed; it takes a whole number from 1 to 10",
    ),  # refused.bad-switch-value.range
    (
        lambda: Rulebook(name="x", title="X", citations={}, **{**TDA.switches(), "extra": 1}),
        "a rulebook gives every switch and no other; not so for extra",
    ),  # refused.unknown-switch.given
    # -- the live table (pokerfloor.live): what is said and pushed
    (
        lambda: rule_push(_live_hand(), 20000),
        "B pushes 20000: B has only 9000 chips behind, not 20000 (TDA 2024 Rule 47)",
    ),  # refused.more-than-stack.pushed
    (
        lambda: rule_push(_live_hand(), 0),
        "B pushes 0: no chips crossed the line (TDA 2024 Rule 40)",
    ),  # refused.no-chips
    (
        lambda: rule_push(_live_hand(), 1500, chips=(1000, 400)),
        "'B pushes 1000+400': the chips [1000, 400] must be positive and add up to 1500",
    ),  # refused.syntax.chips
    (
        lambda: rule_declaration(_live_hand(), "check"),
        (
            "B says check: there is a bet of 1000 to face (1000 more to call): a player who says check "
            "facing a bet may call or fold, but not raise; the player must say which (TDA 2024 Rule 55)"
        ),
    ),  # refused.check-facing-bet.declared
    (
        lambda: rule_declaration(_live_hand(), "call", player="Z"),
        "'Z says call': there is no player 'Z'; the players are: A, B, C",
    ),  # refused.unknown-player.live
    (
        lambda: rule_declaration(_live_hand(), "call", player="C"),
        "C says call: it is B's turn to act, not C's (TDA 2024 Rule 53)",
    ),  # refused.not-your-turn
    (
        lambda: rule_declaration(_live_hand(), "please"),
        "'B says please': no action or amount was said",
    ),  # refused.unclear-declaration.nothing
    (
        lambda: rule_declaration(_live_hand(), "call maybe"),
        "'B says call maybe': cannot tell what 'maybe' means here",
    ),  # refused.unclear-declaration.words
    (
        lambda: rule_declaration(_live_hand(), "raise lots"),
        "'B says raise lots': cannot read the amount 'lots'",
    ),  # refused.unclear-declaration.amount
    (
        lambda: rule_declaration(_live_hand(), "I think so"),
        (
            "'B says I think so': not a declaration the rules know (say fold, check, call, bet, raise, "
            "all-in, pot or an amount)"
        ),
    ),  # refused.unclear-declaration.unknown
    (
        lambda: read_live("B pushes lots"),
        (
            "cannot read the push 'B pushes lots': write 'NAME pushes N', 'NAME pushes N in one chip' "
            "or 'NAME pushes 1000+500'"
        ),
    ),  # refused.syntax.push
    (
        lambda: read_live("B pushes " + "9" * 40),
        (
            "cannot read the push 'B pushes 9999999999999999999999999999999999999999': each amount is "
            "a whole number of at most 18 digits"
        ),
    ),  # refused.syntax.push-amount
    (
        lambda: read_live("B pushes 1000+500 in one chip"),
        "'B pushes 1000+500 in one chip': one chip cannot be 2 chips",
    ),  # refused.syntax.one-chip
    (
        lambda: read_live("B says"),
        "'B says': 'says' needs what was said or pushed, e.g. 'B says 300'",
    ),  # refused.syntax.nothing
    (
        lambda: rule_push(_live_hand("B raise 4000"), 1000),
        (
            "C pushes 1000: 1000 is less than the 4000 a call needs, and the bet faced is neither "
            "heads-up nor the opening bet: the tournament director decides whether it is a full call "
            "or a forfeit and a fold (TDA 2024 Rule 51-B)"
        ),
    ),  # refused.undercall-discretion
    (
        lambda: rule_declaration(_live_hand("B raise 4000", "C fold", "A fold"), "call"),
        "says call: nobody is to act: the betting of this hand is over",
    ),  # refused.no-action
    # -- written actions (Hand.push_text)
    (
        lambda: _hand().push_text("A says bet 100"),
        "'A says bet 100': what a player says or pushes is ruled first, then pushed: play it with "
        "pokerfloor.live.play_text",
    ),
    (lambda: _hand().push_text("Z check"), "'Z check': there is no player 'Z'; the players are: A, B, C"),
    # -- tables
    (lambda: _table(names=("A",), stacks=(10,)), "players: a hand needs at least two players, not 1"),
    (
        lambda: _table(names=tuple(f"P{k}" for k in range(23)), stacks=(10,) * 23),
        "players: a table of holdem seats at most 22 players, not 23",
    ),
    (lambda: _table(names=("A", "A", "B")), "players: the names must differ, not ['A', 'A', 'B']"),
    (lambda: _table(stacks=(10, 10)), "stacks: 2 stacks for 3 players"),
    (lambda: _table(stacks=(10, 0, 10)), "players: B's stack must be a positive number of chips, not 0"),
    (lambda: _table(button=5), "button: seat 5 is not at a table of 3"),
    (lambda: _table(street=9), "street: 9 is not a betting street"),
    (lambda: _table(blinds=(-1, 2)), "blinds: [-1, 2] must not be negative, nor both 0"),
    (lambda: _table(ante=-1), "ante, bb_ante, bring_in, pot and straddles must not be negative"),
    (lambda: _table(**HEADS_UP, blinds=(1, 2), straddles=(4,)), "straddles: 1 straddles at a table of 2"),
    # -- the live-action options (pokerfloor.core.table_options)
    (lambda: _table(**SIX, straddler="F"), "straddler: 'F' is not a player's seat (a whole number) nor None"),
    (
        lambda: _table(**SIX, straddler=5),
        re.compile(r"straddler: seat 5 cannot straddle at this table of 6 \(a straddle needs blinds, .+\)"),
    ),
    (
        lambda: _table(**{**SIX, "rules": TDA}, straddles=(4,), straddler=5),
        re.compile(r"straddler: F may not straddle here; the rulebook lets straddle: under-the-gun \(TDA 2024.+\)"),
    ),
    (
        lambda: _table(**{**SIX, "structure": FixedLimit(2, 4)}, straddles=(4,), straddler=5),
        re.compile(r"straddler: F is on the button, and the button straddle is not allowed in limit games \(.+161.+"),
    ),
    (
        lambda: _table(**SIX, straddles=(4, 8), straddler=5),
        re.compile(r"straddles: 2 straddles from F would come round to a player posting a blind \(.+161\)"),
    ),
    (lambda: _table(**SIX, bomb_pot=-5), "bomb_pot: -5 is not an ante of whole chips"),
    (
        lambda: _table(**{**SIX, "blinds": None}, bomb_pot=5),
        re.compile(r"bomb_pot: holdem is not a flop game with blinds, where a bomb pot starts on the flop \(.+27\)"),
    ),
    (
        lambda: _table(**{**SIX, "street": 1}, bomb_pot=5),
        re.compile(r"bomb_pot: a bomb pot starts before the flop, with nothing in the middle \(.+27\)"),
    ),
    (
        lambda: _table(**SIX, bomb_pot=5, ante=1),
        re.compile(r"bomb_pot: the bomb-pot ante is the hand's only forced bet \(no other .+\) \(.+27\)"),
    ),
    (
        lambda: _table(**{**SIX, "structure": PotLimit(2)}, variant=variant("double-board-bomb-pot-plo5")),
        re.compile(r"bomb_pot: every hand of double-board-bomb-pot-plo5 is a bomb pot; give the ante .+ \(.+27\)"),
    ),
    (lambda: _table(**SIX, kill="double", kill_seat=3), 'kill: \'double\' is not "full" nor "half"'),
    (
        lambda: _table(**SIX, kill="full", kill_seat="D"),
        "kill_seat: 'D' is not a player's seat (a whole number) nor None",
    ),
    (
        lambda: _table(**SIX, kill="full"),
        re.compile(r"kill and kill_seat: a kill needs both, .+ \(None of 6 players\) \(.+Kill Pots.+\)"),
    ),
    (
        lambda: _table(**{**SIX, "blinds": None}, kill="full", kill_seat=3),
        re.compile(r"kill: holdem here has no big blind to kill \(.+Kill Pots.+\)"),
    ),
    (
        lambda: _table(**SIX, straddles=(4,), kill="full", kill_seat=4),
        re.compile(r"straddles: a straddle is not allowed in a kill pot \(.+Kill Pots.+\)"),
    ),
    (
        lambda: _table(**{**SIX, "street": 1, "pot": 6}, kill="full", kill_seat=3),
        re.compile(r"kill_seat: D would post the kill after the first betting; a kill is posted before it \(.+\)"),
    ),
    (
        lambda: _table(**{**SIX, "blinds": (1, 3), "structure": NoLimit(3)}, kill="half", kill_seat=3),
        re.compile(r"kill: a half kill of the sizes \[3, 3\] is not in whole chips \(.+\)"),
    ),
    (lambda: _table(**SIX, third_blind=-5), "third_blind: -5 is not a blind of whole chips"),
    (
        lambda: _table(**{**SIX, "structure": FixedLimit(2, 4)}, third_blind=5),
        re.compile(
            r"third_blind: a third blind is a no-limit or pot-limit game's, with blinds \(not fixed-limit holdem\) "
            r"\(.+187.+\)"
        ),
    ),
    (
        lambda: _table(**{**SIX, "street": 1}, third_blind=5),
        re.compile(
            r"third_blind: a third blind needs three players or more \(6 here\) and starts before the flop \(.+187.+\)"
        ),
    ),
    (
        lambda: _table(**SIX, third_blind=1),
        re.compile(r"third_blind: 1 is less than the big blind, 2 \(.+187.+\)"),
    ),
    (
        lambda: _table(**SIX, third_blind=5, straddles=(10,)),
        re.compile(r"third_blind: no straddle or kill beside a third blind \(.+187.+\)"),
    ),
    (
        lambda: _table(stacks=(10**18, 10, 10)),
        "stacks and pot: a number of about 19 digits is more than the 999999999999999999 chips an amount may be",
    ),
    (
        lambda: _table(ante=10**19),
        "forced bets: a number of about 20 digits is more than the 999999999999999999 chips an amount may be",
    ),
    (lambda: _table(bring_in=5), "bring_in: holdem has blinds, not a bring-in"),
    (lambda: _stud(blinds=(1, 2)), "blinds: stud opens with a bring-in, not blinds"),
    (lambda: _stud(bring_in=0), "bring_in: stud needs a bring-in of 1 to 20 chips (a full small bet), not 0"),
    (
        lambda: _table(blinds=(100, 50)),
        "blinds and straddles: each forced bet must be at least the one before it, not [100, 50]",
    ),
    (
        lambda: _seated(seat_numbers=(1, 2, 2, 6)),
        "seats: the players' seats [1, 2, 2, 6] must be 4 increasing numbers from 1 to 6",
    ),
    (lambda: _seated(seats=3, seat_numbers=()), "seats: a table of 4 players has 4 to 22 seats, not 3"),
    (
        lambda: _seated(dead_button=2),
        "button: a dead button is on an empty seat of the table, at three players or more, not on seat 2",
    ),
    (
        lambda: _seated(dead_small_blind=2),
        "small_blind: a dead small blind is on an empty seat of the table, at three players or more, not on seat 2",
    ),
    (
        lambda: _seated(button=1, dead_button=5),
        "button: the player before the dead button on seat 5 is the one who acts last",
    ),
    (
        lambda: _seated(dead_small_blind=5),
        "small_blind: a dead small blind is on an empty seat between the button and the big blind, not on seat 5",
    ),
    (
        lambda: _seated(blind_players=(2, 1)),
        (
            "blinds: the small and the big blind are posted by players after the button, in "
            "order (heads-up the button posts the small one), not by (2, 1)"
        ),
    ),
    (
        lambda: _seated(blind_players="AB"),
        (
            "blinds: the small and the big blind are posted by players after the button, in "
            "order (heads-up the button posts the small one), not by 'AB'"
        ),
    ),
    (
        lambda: _table(posts=((5, 100, 0),)),
        "posts: each is a seat of the table (0 to 2) and the live and dead chips it posts, not ((5, 100, 0),)",
    ),
    (
        lambda: _table(posts="B"),
        "posts: each is a seat of the table (0 to 2) and the live and dead chips it posts, not 'B'",
    ),
    (lambda: _table(posts=((0, 100, 0), (0, 100, 0))), "posts: one post a seat, and none in a game with a bring-in"),
    (lambda: _seated(seats=6.0), "seats, seat_numbers, dead_button and dead_small_blind are whole numbers"),
    (lambda: _table().seat("Z"), "there is no player 'Z'; the players are: A, B, C"),
    (
        lambda: _table(names=("A", "B", "O'Brien")).seat("O'Neil"),
        "there is no player \"O'Neil\"; the players are: A, B, O'Brien",
    ),
    # -- the kinds of a table's values
    (lambda: _table(names=("A", "", "C")), "players: the names must be non-empty strings, not ('A', '', 'C')"),
    (lambda: _table(stacks=(10, 1.5, 10)), "stacks: the stacks must be whole numbers of chips, not (10, 1.5, 10)"),
    (lambda: _table(button="1"), "button: '1' is not a whole number"),
    (lambda: _table(blinds=(1,)), "blinds: (1,) is not a pair of whole numbers [small, big]"),
    (lambda: _table(straddles=(1.0,)), "straddles: (1.0,) is not a list of whole numbers"),
    (lambda: _table(dead_ante=1), "dead_ante: 1 is not true or false"),
    (
        lambda: _table(structure="no-limit", rules="tda"),
        "structure and rules: a Structure and a Rulebook are needed, not 'no-limit' and 'tda'",
    ),
    # -- cards given to a hand
    (lambda: _hand(hole={5: [1, 2]}), "cards: there is no seat 5 at a table of 3 (seats are 0 to 2)"),
    (lambda: _hand(hole={0: "AsKd"}), "cards: seat 0's cards must be card numbers, not 'AsKd'"),
    (lambda: _hand(board="AsKd"), "board: the board must be card numbers, not 'AsKd'"),
    (lambda: _hand(hole={0: [1, 99]}), "cards: 99 is not a card (a card is a number from 0 to 51, or -1 when unknown)"),
    (lambda: _hand(hole={0: [1, 2], 1: [1, 3]}), "cards: the same card is dealt twice"),
    (
        lambda: _hand(table=_table(variant=variant("short-deck")), hole={0: cards("2c3c")}),
        "cards: 2c3c are not in the deck of short-deck",
    ),
    (lambda: _hand(hole={0: [1, 2, 3]}), "cards: A holds 3 cards; holdem deals 2"),
    (lambda: _hand(board=[1, 2, 3, 4, 5, 6]), "board: 6 cards; a board has at most 5"),
    (lambda: _hand(board=[1], deck=Deck(seed=1)), "board: 1 cards cannot be dealt to; give 0, 3, 4, 5"),
    (lambda: _hand(deck="shuffled"), "deck: a Deck is needed, not 'shuffled'"),
    (lambda: _over().settle(), "settle: the cards of the hands still in are not all known"),
    (lambda: _over().settle(mucked=(7,)), "mucked: 7 is not a seat of this table"),
    (lambda: _over().settle(shown={7: [1, 2]}), "shown: 7 is not a seat with cards [1, 2]"),
    (lambda: _over().settle(shown={0: [1]}), "shown: A shows 2d, which is not the hand held (????)"),
    (
        lambda: _hand(Action(CHECK), Action(CHECK), Action(CHECK)).settle(),
        "settle: the pots can be awarded only once, at the showdown",
    ),
    # -- the board run more than once
    (
        lambda: _all_in(TDA).run_it(2, boards=[cards("KdQc")]),
        f"run it 2 times: this rulebook allows at most 1 run(s) of the board ({_TDA_RUNS})",
    ),
    (
        lambda: _hand().run_it(2, boards=[cards("KdQc")]),
        (
            "run it 2 times: the board may be run again only when a player is all-in and no betting is left"
            f" ({_TDA_RUNS})"
        ),
    ),
    (
        lambda: _hand(
            Action(BET, 100), Action(FOLD), table=_table(names=("A", "B"), stacks=(1000, 1000), button=1)
        ).run_it(2),
        f"run it 2 times: only one player is left in the hand: there is no board to run again ({_TDA_RUNS})",
    ),
    (
        lambda: _all_in(street=3).run_it(2, boards=[cards("KdQc")]),
        (
            "run it 2 times: no board card was to come when the betting ended: there is nothing to run again"
            f" ({_LIVE_RUNS})"
        ),
    ),
    (
        lambda: _ran_twice().run_it(2, boards=[cards("KdQc")]),
        "run it 2 times: the board was already run again, or the pots are settled",
    ),
    (
        lambda: _all_in(table_variant="double-board-omaha").run_it(2, boards=[cards("KdQcTc4h")]),
        re.compile(r"run it 2 times: double-board-omaha deals two boards: its board is not run again \(.+213.*\)"),
    ),
    (lambda: _all_in().run_it(2), "run it 2 times: give the deck the hand was dealt from, or the cards of each run"),
    (
        _short_stub,
        f"run it 3 times: the stub has 2 cards left, and the runs need 4 ({_LIVE_RUNS})",
    ),
    (
        lambda: _all_in().run_it(2, boards=[cards("KdQc4d")]),
        "boards: give the cards of 1 run(s), 2 a run, not [[45, 40, 9]]",
    ),
    (lambda: _all_in().run_it(2, boards=[cards("KdAs")]), "boards: a card of the runs is dealt twice in [[45, 51]]"),
    (
        lambda: run_again(_all_in(), "KdQc"),
        "runs: the cards of each further run, a list of texts (runs = [\"KdQc\"]), not 'KdQc'",
    ),
    # -- the house's rake
    (lambda: HouseRake(101), "percent: the rake is a percentage from 0 to 100, not 101"),
    (
        lambda: HouseRake.parse("ten/6"),
        "rake: write the rake as PERCENT or PERCENT/CAP (10/6: 10% of the pot, at most 6 chips), not 'ten/6'",
    ),
    (lambda: _hand().view(7), "seat: 7 is not a player's name nor a seat of this table (0 to 2)"),
    (
        lambda: _hand().push(Action(CHECK), player=7),
        "player: 7 is not a player's name nor a seat of this table (0 to 2)",
    ),
    # -- cards written, the deck
    (lambda: card("Xx"), "'Xx' is not a card: write rank then suit, e.g. 'As', 'Td', '9c'"),
    (lambda: cards(_wrong(5)), "cards are written as text, e.g. 'AsKd', not 5"),
    (lambda: cards("AsK"), "'AsK' is not a list of cards: each card is two letters"),
    (lambda: Deck(seed=_wrong("x")), "seed: a whole number, not 'x'"),
    (lambda: Deck(seed=1).deal(-1), "deal: the count of cards must be a whole number, not -1"),
    (lambda: Deck(seed=1).deal(53), "the deck has 52 cards left, not 53"),
    (lambda: variant("holdem").street_index("fifth"), "street must be one of preflop, flop, turn, river, not 'fifth'"),
    (
        lambda: on_boards(variant("short-deck"), 2),
        re.compile(r"boards: the rulebook deals short-deck on one board; 2 boards only in its games of two .+Omaha\)"),
    ),
    (
        lambda: variant("pinochle"),
        (
            "unknown game 'pinochle'; the games are: holdem, omaha, omaha-hi-lo, omaha-5, "
            "omaha-5-hi-lo, omaha-6, omaha-6-hi-lo, short-deck, stud, stud-hi-lo, razz, "
            "2-7-triple-draw, 2-7-single-draw, badugi, five-card-draw, pineapple, crazy-pineapple, "
            "courchevel, courchevel-hi-lo, drawmaha, a5-single-draw, a5-triple-draw, badacey, badeucy, razzdugi, "
            "archie, double-board-omaha, double-board-holdem, double-board-bomb-pot-plo5, ultimate-big-o, "
            "super-stud, super-stud-8, big-easy, big-easy-6, big-easy-7, big-easy-8"
        ),
    ),
    # -- hands ranked
    (lambda: ace_to_five_low(()), "ace-to-five low: a hand needs at least one card, not 0"),
    (lambda: deuce_to_seven_low((1, 2, 3)), "deuce-to-seven low: a hand needs five cards of the player's own, not 3"),
    (lambda: badugi(()), "badugi: a hand needs at least one card, not 0"),
    (lambda: badugi_ace_high(()), "badugi, aces high: a hand needs at least one card, not 0"),
    (lambda: SHORT_DECK_HIGH.rank((40, 44), (48,)), "short deck: a hand needs at least five cards, not 3"),
    (
        lambda: SHORT_DECK_HIGH.ranks((48,), ((40, 44),), (False,)),
        "short deck: a hand needs at least five cards, not 3",
    ),
    (lambda: high((1, 2)), "high hand: a hand needs five to seven cards, not 2"),
    (lambda: mexican_high((51, 1, 6, 10)), "Mexican Poker: a hand needs five to seven cards, not 4"),
    (
        lambda: mexican_high((51, 1, 6, 8, 27)),  # 27: the eight of spades, not dealt
        "hole: (51, 1, 6, 8, 27) is not a list of different cards of the Mexican Poker deck (numbers 0 to 51 less"
        " the eights, nines and tens; 52 the joker face down, 53 the joker face up; the joker once at most)",
    ),
    (lambda: omaha_high((1, 2, 3, 4), (5,)), "Omaha: a hand needs two hole cards and three board cards, not 5"),
    # -- structures
    (lambda: NoLimit(_wrong(1.5)), "min_bet must be a whole number of chips, not 1.5"),
    (
        lambda: NoLimit(10**18),
        "min_bet: a number of about 19 digits is more than the 999999999999999999 chips an amount may be",
    ),
    (lambda: NoLimit(0), "the minimum bet must be at least 1 chip, not 0"),
    (lambda: FixedLimit(10, 5), "fixed-limit needs 1 <= small_bet <= big_bet, not small_bet = 10, big_bet = 5"),
    (lambda: SpreadLimit(10, 5), "spread-limit needs 1 <= min_bet <= max_bet, not min_bet = 10, max_bet = 5"),
    (
        lambda: structure_named("table-stakes"),
        "unknown structure 'table-stakes'; the structures are: no-limit, pot-limit, fixed-limit, spread-limit",
    ),
    (lambda: structure_named("fixed-limit"), "fixed-limit needs small_bet (or blinds to take it from)"),
    (lambda: structure_named("spread-limit", min_bet=1), "spread-limit needs max_bet"),
    # -- actions written
    (lambda: parse_action(_wrong(5)), "an action is written as text, 'NAME VERB [AMOUNT]', not 5"),
    (lambda: parse_action("A"), "cannot read the action 'A': write it as 'NAME VERB [AMOUNT]', e.g. 'A raise 300'"),
    (
        lambda: parse_action("A jumps 5"),
        (
            "unknown verb 'jumps' in 'A jumps 5'; the verbs are: fold, check, call, bet, "
            "raise, bring-in, complete, draws, stands, allin, says, pushes"
        ),
    ),
    (lambda: parse_action("A says"), "'A says': 'says' needs the words said, e.g. 'A says raise 300'"),
    (lambda: parse_action("A raise lots"), "the amount 'lots' in 'A raise lots' is not a whole number of chips"),
    (lambda: parse_action("A raise"), "'A raise': 'raise' needs an amount, e.g. 'A raise 300'"),
    (lambda: parse_action("A fold 5"), "'A fold 5': 'fold' takes no amount"),
    (lambda: parse_action("A stands up"), "'A stands up': write 'NAME stands pat'"),
    (lambda: parse_action("A draws 9"), "'A draws 9': a player draws at most the cards of a hand, not 9"),
    (
        lambda: parse_action("A draws 7c2"),
        "'A draws 7c2': write how many cards are drawn ('A draws 2') or which ('A draws 7c2d')",
    ),
    # -- actions given to a hand
    (
        lambda: _hand().push(_wrong("call")),
        "'call' is not an action: push Action(Kind.CALL) or Action(Kind.RAISE, 300)",
    ),
    (
        lambda: _hand().push(_wrong(("jump", None))),
        "'jump' is not a kind of action; the kinds are: fold, check, call, bet, raise, bring-in, complete, draw",
    ),
    (
        lambda: _hand().push(_wrong((_hand().passive_kind, None))),
        "passive_kind is a method, not a kind of action: call it, as in Action(hand.passive_kind())",
    ),
    (lambda: _hand().push(_wrong((RAISE, 1.5))), "raise 1.5: an amount is a whole number of chips (a street total)"),
    (
        lambda: _hand().push(Action(RAISE, 10**19)),
        "raise a number of about 20 digits: an amount is at most 999999999999999999 chips",
    ),
    (
        lambda: _hand().push(_wrong((Kind.DRAW, None, "7c"))),
        "draw: the discards must be cards (numbers 0 to 51, or -1), not '7c'",
    ),
    (lambda: _hand().push(_wrong((CALL, None, (1,)))), "call: only a draw discards cards"),
    (lambda: _hand().push(Action(BET)), "bet: a bet needs its street total, e.g. Action(Kind.BET, 300)"),
    (lambda: _hand().push(Action(CHECK, 100)), "check 100: a check takes no amount"),
    (lambda: _hand().push(Action(FOLD, 100)), "fold 100: a fold takes no amount"),
    # -- the betting round
    (
        lambda: BettingRound(NoLimit(2), TDA, 0, [10] * 23, [False] * 23, 0),
        "players: a table seats at most 22 players, not 23",
    ),
    (
        lambda: _hand(table=_table(rules=rulebook("tda", fold_when_check_free=False))).push(Action(FOLD)),
        (
            "A fold: there is no bet to call, so checking is free; this house refuses a fold "
            "here (house rule (overrides TDA 2024))"
        ),
    ),
    (
        lambda: _hand(Action(BET, 100)).push(Action(CHECK)),
        (
            "B check: a check is only possible with no bet to call; the bet is 100 and 100 "
            "more is needed to call (TDA 2024 Rule 40)"
        ),
    ),
    (lambda: _hand().push(Action(CALL)), "A call: there is no bet to call; check instead (TDA 2024 Rule 40)"),
    (
        lambda: _hand(Action(BET, 100)).push(Action(CALL, 150)),
        "B call 150: a call now is to 100 (adding 100), not to 150 (TDA 2024 Rule 40)",
    ),
    (
        lambda: _hand(Action(BET, 100)).push(Action(BET, 300)),
        "B bet 300: there is a bet of 100 to face, so this is a raise (TDA 2024 Rule 40)",
    ),
    (lambda: _hand().push(Action(RAISE, 200)), "A raise 200: there is no bet yet, so this is a bet (TDA 2024 Rule 40)"),
    (
        lambda: _stud_hand().push(Action(CALL)),
        (
            "A call: this player brings in: the bring-in of 5, or a completion to a full bet "
            "(TDA 2024 Recommended Procedure 10-E)"
        ),
    ),
    (
        lambda: _stud_hand().push(Action(Kind.BRING_IN, 7)),
        "A bring-in 7: the bring-in is to 5, not to 7 (TDA 2024 Recommended Procedure 10-E)",
    ),
    (
        lambda: _stud_hand(Action(Kind.BRING_IN)).push(Action(RAISE, 20)),
        (
            "B raise 20: the bring-in is completed to a full bet first: this is a completion "
            "(TDA 2024: no rule found; as WSOP 2024 Tournament Rules, Seven Card Games (a completion is not a "
            "raise; four raises follow))"
        ),
    ),
    (
        lambda: _stud_hand(Action(Kind.BRING_IN)).push(Action(BET, 20)),
        (
            "B bet 20: the bring-in is completed to a full bet first: this is a completion "
            "(TDA 2024: no rule found; as WSOP 2024 Tournament Rules, Seven Card Games (a completion is not a "
            "raise; four raises follow))"
        ),
    ),
    (
        lambda: _stud_hand(Action(Kind.BRING_IN)).push(Action(Kind.BRING_IN)),
        (
            "B bring-in: only the player with the bring-in card posts the bring-in, as the "
            "first action of the street (TDA 2024 Recommended Procedure 10-E)"
        ),
    ),
    (
        lambda: _stud_hand(Action(Kind.BRING_IN), Action(Kind.COMPLETE, 20)).push(Action(Kind.COMPLETE, 40)),
        (
            "C complete 40: there is no bring-in to complete (TDA 2024: no rule found; as WSOP 2024 "
            "Tournament Rules, Seven Card Games (a completion is not a raise; four raises follow))"
        ),
    ),
    (
        lambda: _hand(Action(BET, 100), table=_table(stacks=(1000, 80, 1000))).push(Action(RAISE, 300)),
        "B raise 300: with 80 chips left, calling 100 takes them all: no raise is possible (TDA 2024 Rule 47)",
    ),
    (
        lambda: _hand(Action(BET, 300), table=_table(names=("A", "B"), stacks=(300, 1000), button=1)).push(
            Action(RAISE, 600)
        ),
        (
            "B raise 600: every other player still in the hand is all-in: nobody can call a "
            "raise, so only all-in is taken (allin, to 1000), and what nobody matched comes "
            "back uncalled (TDA 2024 Rule 21)"
        ),
    ),
    (
        lambda: _limit(
            Action(BET, 100), Action(RAISE, 200), Action(RAISE, 300), Action(RAISE, 400), rules=ROBERTS
        ).push(Action(RAISE, 500)),
        (
            "B raise 500: the betting is capped at a bet and 3 raises (Robert's Rules of "
            "Poker, Betting and Raising, rule 3)"
        ),
    ),
    (
        lambda: _rule47().push(Action(RAISE, 400)),
        (
            "C raise 400: this player acted at 125 and faces 75 more, less than the full "
            "raise of 100, so only a call or a fold is open (TDA 2024 Rule 47)"
        ),
    ),
    (
        lambda: _rule47(nolimit_reopen_percent=80).push(Action(RAISE, 400)),
        (
            "C raise 400: this player acted at 125 and faces 75 more, less than 80% of the "
            "full raise of 100, so only a call or a fold is open (house rule (overrides TDA "
            "2024))"
        ),
    ),
    (
        lambda: _rule47(nolimit_allins_add_up=False).push(Action(RAISE, 400)),
        (
            "C raise 400: this player acted at 125 and faces 200: no single raise of at least "
            "100% of the full raise of 100 has been made since, so only a call or a fold is "
            "open (TDA 2024 Rule 47)"
        ),
    ),
    (
        lambda: _limit(Action(BET, 100), Action(CALL), Action(RAISE, 140), stacks=(1000, 1000, 140)).push(
            Action(RAISE, 240)
        ),
        (
            "A raise 240: this player acted at 100 and faces 140: no bet or raise of at least "
            "50% of a bet has been made since, so only a call or a fold is open (TDA 2024 "
            "Rule 47)"
        ),
    ),
    (
        lambda: _hand().push(Action(BET, 1001)),
        "A bet 1001: the player has only 1000 in all this street (1000 behind) (TDA 2024 Rule 47)",
    ),
    (
        lambda: _limit(Action(CHECK), stacks=(1000, 50, 1000)).push(Action(BET, 30)),
        "B bet 30: the only bet possible is all-in, to 50 (TDA 2024 Rule 43)",
    ),
    (
        lambda: _limit(Action(BET, 100), stacks=(1000, 150, 1000)).push(Action(RAISE, 120)),
        "B raise 120: the only raise possible is all-in, to 150 (TDA 2024 Rule 43)",
    ),
    (lambda: _limit().push(Action(BET, 150)), "A bet 150: the bet must be to exactly 100 (TDA 2024 Rule 43)"),
    (
        lambda: _limit(Action(BET, 100)).push(Action(RAISE, 250)),
        "B raise 250: the raise must be to exactly 200 (TDA 2024 Rule 43)",
    ),
    (lambda: _hand().push(Action(BET, 50)), "A bet 50: the minimum bet is 100 (TDA 2024 Rule 43)"),
    (
        lambda: _hand(Action(BET, 100)).push(Action(RAISE, 150)),
        "B raise 150: the minimum raise is to 200 (TDA 2024 Rule 43)",
    ),
    (
        lambda: _hand(table=_table(structure=PotLimit(100), pot=300)).push(Action(BET, 301)),
        "A bet 301: the maximum bet is 300 (TDA 2024 Rule 54)",
    ),
    (
        lambda: _hand(Action(BET, 100), table=_table(structure=PotLimit(100), pot=300)).push(Action(RAISE, 701)),
        "B raise 701: the maximum raise is to 600 (TDA 2024 Rule 54)",
    ),
    (lambda: _hand().push(Action(CHECK), player="B"), "B check: it is A's turn to act, not B's (TDA 2024 Rule 53)"),
    (
        lambda: _hand(Action(BET, 100), Action(FOLD), Action(FOLD)).push(Action(CHECK)),
        "check: nobody is to act: the betting of this hand is over",
    ),
    (
        lambda: _hand(Action(BET, 100), Action(FOLD), Action(FOLD)).push(Action(CHECK), player="A"),
        "A check: nobody is to act: the betting of this hand is over",
    ),
    (
        lambda: _hand(Action(BET, 100), Action(FOLD), Action(FOLD)).options(),
        "nobody is to act: the betting of this hand is over",
    ),
    (
        lambda: _hand(Action(BET, 100), Action(FOLD), Action(FOLD)).spot(),
        "nobody is to act: the betting of this hand is over",
    ),
    (
        lambda: _hand(Action(BET, 100), Action(FOLD), Action(FOLD)).allin_action(),
        "allin: nobody is to act: the betting of this hand is over",
    ),
    (
        lambda: _hand(Action(BET, 100), Action(FOLD), Action(FOLD)).settle(),
        "settle: the pots can be awarded only once, at the showdown",
    ),
    # -- the draw
    (
        lambda: _draw_hand().push(Action(Kind.DRAW)),
        (
            "stand pat: there is no draw now: a draw comes before the betting of a draw "
            "game's later streets (TDA 2024 Rule 35-A (house rules apply for draw games); as "
            "WSOP 2024 Tournament Rules, Draw Games)"
        ),
    ),
    (
        lambda: _draw_hand(Action(CALL), Action(CHECK)).push(Action(CHECK)),
        (
            "A check: it is the draw: the player discards some cards and is dealt as many, or "
            "stands pat (TDA 2024 Rule 35-A (house rules apply for draw games); as WSOP 2024 "
            "Tournament Rules, Draw Games)"
        ),
    ),
    (
        lambda: _draw_hand(Action(CALL), Action(CHECK)).spot(),
        "the players are drawing: the betting opens after the draw",
    ),
    (
        lambda: _draw_hand(Action(CALL), Action(CHECK)).push(Action(Kind.DRAW), player="B"),
        "B stand pat: it is A's turn to draw, not B's (TDA 2024 Rule 53)",
    ),
    (
        lambda: _draw_hand(Action(CALL), Action(CHECK)).push(Action(Kind.DRAW, cards=(-1,) * 6)),
        (
            "A draw ????????????: the player holds 5 cards: at most 5 can be discarded (TDA "
            "2024 Rule 35-A (house rules apply for draw games); as WSOP 2024 Tournament "
            "Rules, Draw Games)"
        ),
    ),
    (_dealt_twice, "cards: 8d dealt to A in the draw, while a hand still holds it"),
    (
        lambda: _drawmaha_hand().push(Action(Kind.DRAW, cards=(-1,) * 4)),
        (
            "A draw ????????: a draw here replaces at most 3 cards (TDA 2024 (the game is not dealt); "
            "as WSOP 2024 Live Action Rules, Drawmaha)"
        ),
    ),
    (
        lambda: _discard_hand().push(Action(Kind.DRAW)),
        (
            "A stand pat: it is the discard: the player throws exactly 1 of the cards held and is dealt none "
            "(TDA 2024 (the game is not dealt); as WSOP 2024 Live Action Rules, Hold'em Variations: "
            "Pineapple, Crazy Pineapple)"
        ),
    ),
    (
        lambda: _super_stud_discard().push(Action(Kind.DRAW, cards=tuple(cards("AdQc")))),
        (
            "A draw AdQc: only down cards are discarded here: the up cards stay in the hand (TDA 2024 (the "
            "game is not dealt); as WSOP 2024 Live Action Rules, Super Stud, Rule 246)"
        ),
    ),
    (
        lambda: _discard_not_held(_draw_hand(Action(CALL), Action(CHECK))),
        (
            "A draw As: a player discards only cards in hand, each once (TDA 2024 Rule 35-A "
            "(house rules apply for draw games); as WSOP 2024 Tournament Rules, Draw Games)"
        ),
    ),  # -- the doors: a value of the wrong kind given to a public call (pokerfloor.given)
    (lambda: seat_order(0, 0), "n: 0 is not a whole number from 1 to 22"),
    (lambda: _variant(max_players=1), "max_players: 1 is not a whole number of at least 2"),
    (lambda: split(1, [], [0]), "winners: the list [] is empty: at least one is needed"),
    (lambda: split(1, [0], _wrong([-1])), "order: [-1] is not a list of whole numbers from 0 to 21"),
    (
        lambda: TwoSizeOptions(Options(), _wrong((1,))),
        "sizes: (1,) is not a list of 2 whole numbers from 0 to 999999999999999999",
    ),
    (lambda: card_order(52, UpCards.HIGH), "card: 52 is not a card (a card is a number from 0 to 51)"),
    (
        lambda: card_text(_wrong("As")),
        "value: 'As' is not a card (a card is a number from 0 to 51, or -1 when unknown)",
    ),
    (
        lambda: revealed(_wrong([1]), {}, []),
        "hole: [1] is not a tuple of every seat's cards (numbers 0 to 51, or -1 when unknown)",
    ),
    (lambda: _hand().pop(), "pop: there is no action to take back"),
    (lambda: Level(minutes=-1), "minutes: -1 is not a number from 0 to 1000000"),
    (lambda: chips_of(_wrong(None)), "text: None is not text"),
    (lambda: Hand(_table(), auto_settle=_wrong(1)), "auto_settle: 1 is not true or false"),
    (lambda: Hand(_wrong(None)), "table: a Table is needed, not None"),
    (lambda: _over().settle(_wrong(5)), "mucked: 5 is not a list"),
    (lambda: Hand(_table(), hole=_wrong("x")), "hole: 'x' is not a table of keys and values"),
    (lambda: Opener("x"), "opener: 'x' is not one of blinds, button, bring-in, showing"),
    (
        lambda: Deck(seed=1).restore_cards([1, 1]),
        "cards: [1, 1] is not a list of different cards (numbers 0 to 51) that may be put there",
    ),
    (lambda: cards_text([52]), "cards: [52] is not a list of cards (numbers 0 to 51, or -1 when unknown)"),
    (
        lambda: Structure(2),
        "structure: a structure is made as one of its kinds (NoLimit, PotLimit, FixedLimit, SpreadLimit)",
    ),
    (lambda: bring_in([], UpCards.HIGH), "doors: [] is not a list of seats, each with its cards"),
    (lambda: _variant(streets=()), "streets: () is not a list of Street objects"),
    (
        lambda: _variant(streets=(Street("preflop", down=2, discard=1),)),
        (
            "streets: Street(name='preflop', down=2, up=0, board=0, burn=True, ... discards without "
            "drawing: a street's discard is a draw (draw=True)"
        ),
    ),
    (
        lambda: _variant(streets=(Street("first", down=2, up=1), Street("second", draw=True, discard=3))),
        (
            "streets: Street(name='second', down=0, up=0, board=0, burn=True, d... discards more down cards than "
            "are held, or down cards held after an up card: a discard throws down cards, all dealt before the up "
            "cards"
        ),
    ),
    (
        lambda: _variant(boards=2, streets=variant("omaha").streets[:2]),
        "boards: 2 boards cannot share each street's board cards evenly",
    ),
    (
        lambda: _variant(halves=("high", "middle")),
        "halves: ('high', 'middle') is not one of high, low, badugi, omaha, draw",
    ),
    (
        lambda: Rulebook(name="x", title="X", citations=_wrong(None), **TDA.switches()),
        "citations: None is not a table of the rules cited, by switch and topic",
    ),
    (lambda: uncalled([-1]), "bets: [-1] is not a list of whole numbers from 0 to 999999999999999999"),
    (lambda: side_pots([1], _wrong([1])), "folded: [1] is not a list of 1 true or false values, one a seat"),
    (
        lambda: award([], [], []),
        "rankings: [] is not a list of every seat's rank (a whole number, or None), one for each ranking",
    ),
    (
        lambda: award(_wrong([(1,)]), [[1]], [[0]]),
        "pots: [(1,)] is not a list of pots, each its chips and the seats that may win it",
    ),
    (lambda: award([], [[1]], []), "orders: [] is not a list of orders of seats, one for each ranking"),
    (
        lambda: share_pot(_wrong((1, (3,))), [[1]], [[0]]),
        "pot: (1, (3,)) is not a pot: its chips, and the seats that may win it",
    ),
    (lambda: revealed(((1, 2), (3, 4)), {}, _wrong([1])), "names: [1] is not a list of 2 names, one a seat"),
    # -- equity (pokerfloor.play.equity)
    (lambda: equity("holdem", ["AsAd"]), "hands: an equity needs the cards of two players or more, not ['AsAd']"),
    (
        lambda: equity("holdem", ["AsAdKs", "KcKd"]),
        "hands: 'AsAdKs' is 3 cards, and a player of holdem holds at most 2 at the showdown",
    ),
    (
        lambda: equity("holdem", ["AsAd", "KcKd"], board="2c3c4c5c6c7c"),
        "board: '2c3c4c5c6c7c' is not a board of holdem, which deals at most 5 cards (all of them known)",
    ),
    (
        lambda: equity("stud", ["AsAd", "KcKd", "QcQd", "JcJd", "TcTd", "9c9d", "8c8d", "7c7d"]),
        "hands: stud needs 40 cards more, and the deck has 36 left",
    ),
]


def _variant(**changes: Any) -> Variant:
    """A game described by hand: hold'em's, with some of its fields changed."""
    game = variant("holdem")
    fields = {"name": "x", "title": "X", "streets": game.streets, "rankings": game.rankings, "max_players": 9}
    return Variant(**{**fields, "structures": game.structures, **changes})


def _wrong(value: object) -> Any:
    """A value of the wrong type, given on purpose (the refusal is what is tried)."""
    return value


def refused(make: Callable[[], object]) -> PokerfloorError:
    """The refusal ``make`` raises."""
    with pytest.raises(PokerfloorError) as caught:
        make()
    return caught.value


def core_refusals() -> list[PokerfloorError]:
    """A refusal of each sentence of the engine's rooms (:data:`SAMPLES`), raised afresh."""
    return [refused(make) for make, _ in SAMPLES]


def _sampler_modules() -> list[str]:
    return ["test_refusal_words", *dict.fromkeys(SAMPLED_BY.values())]


def all_refusals() -> list[PokerfloorError]:
    """A refusal of each sentence of every worded room, raised afresh."""
    return [refused(make) for name in _sampler_modules() for make, _ in importlib.import_module(name).SAMPLES]


@pytest.mark.parametrize(("make", "said"), SAMPLES)
def test_a_refusal_says_what_the_engine_said_and_is_said_in_every_language(
    make: Callable[[], object], said: str
) -> None:
    check_sample(make, said)


def check_sample(make: Callable[[], object], said: str | re.Pattern[str]) -> None:
    """The refusal ``make`` raises is worded in the catalogs, says ``said`` in English (what its
    room said when it wrote its own sentences; a pattern where part of it is not the same twice,
    a cluster's address) and is said in Russian and Italian too."""
    error = refused(make)
    assert error.worded, f"{error.key} is still worded where it is raised"
    assert said.fullmatch(str(error)) if isinstance(said, re.Pattern) else str(error) == said, str(error)
    reason = render(error.key, "en", **error.params)
    quoted = f"{error.action}: " if isinstance(error, IllegalActionError) and error.action else ""
    assert str(error) == quoted + reason + (f" ({error.rule})" if error.rule else "")
    russian, italian = explain_error(error, "ru"), explain_error(error, "it")
    assert russian.lang == "ru" and re.search("[\u0400-\u04ff]", russian.text), russian.text
    assert italian.lang == "it" and italian.text != explain_error(error, "en").text
    assert (russian.code, russian.rule) == (error.code, error.rule)


@pytest.mark.parametrize("sampler", _sampler_modules())
def test_the_sample_of_each_room_tries_every_sentence_the_room_writes(sampler: str) -> None:
    """Each key a worded room writes at a raise is among its sample's (the keys worked out when
    raised, the round's and those of the outer rooms' variants, are each among it too: each sample
    names them)."""
    patterns = tuple(glob for glob, by in SAMPLED_BY.items() if by == sampler) or tuple(
        glob for glob in WORDED_MODULES if glob not in SAMPLED_BY
    )
    tried = {refused(make).key for make, _ in importlib.import_module(sampler).SAMPLES}
    written = {_written_key(made_class, call) for _, made_class, call in _constructions(patterns)} - {None}
    assert written - tried == set()
    assert tried <= set(catalog("en")), "a sample's refusal has no sentence"


def _phrases(value: object) -> Iterator[str]:
    """The keys of the phrases (:class:`Phrase`) among a refusal's values, and those of the
    refusals and phrases it quotes."""
    if isinstance(value, Phrase):
        yield value.key
        values: Iterable[object] = value.params.values()
    elif isinstance(value, Phrases):
        values = value.items
    elif isinstance(value, PokerfloorError):
        values = value.params.values()
    else:
        return
    for inner in values:
        yield from _phrases(inner)


def test_every_phrase_a_refusal_may_name_is_named_by_one_of_the_samples() -> None:
    """The catalogs' phrases (:data:`PHRASES`, said inside a refusal's sentence) are each named by
    a refusal of the samples: none is dead."""
    named = {key for error in all_refusals() for key in _phrases(error)}
    assert {key for key in catalog("en") if key.startswith(PHRASES)} <= named


def _given_refusals() -> Iterator[str]:
    """The key of every refusal of a given value made anywhere in the package with
    :func:`pokerfloor.given.refused` and its variant written there (either of a choice of two)."""
    for path in sorted(SOURCE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "refused"):
                continue
            if len(node.args) < 3:
                continue
            variant = node.args[2]
            for written in (variant.body, variant.orelse) if isinstance(variant, ast.IfExp) else (variant,):
                assert isinstance(written, ast.Constant), f"{path}:{node.lineno}: a variant worked out"
                assert isinstance(written.value, str), f"{path}:{node.lineno}: a variant that is no word"
                yield f"refused.bad-field.{written.value}"


def test_the_sample_tries_every_refusal_of_a_given_value() -> None:
    """Each sentence a check of a given value says (pokerfloor.given's, and each door's own) is
    among the sample, and so in every catalog."""
    written = set(_given_refusals())
    assert len(written) > 20, "the package was not read"
    assert written - {error.key for error in core_refusals()} == set()
