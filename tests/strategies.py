"""Hypothesis strategies for pokerfloor, all in one place: tables and random legal play, and the
texts and tables of files for the fuzz suite."""

from __future__ import annotations

import copy
import datetime
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from hypothesis import strategies as st

from pokerfloor import (
    PREFLOP,
    PRESETS,
    VARIANTS,
    Action,
    FixedLimit,
    Hand,
    Kind,
    Table,
    rulebook,
    structure_named,
    variant,
)
from pokerfloor.amounts import MAX_CHIPS
from pokerfloor.core.checks import TableKinds
from pokerfloor.core.options import DrawOptions
from pokerfloor.structures import Structure

STRUCTURES = ("no-limit", "pot-limit", "fixed-limit", "spread-limit")


@st.composite
def structures(draw: st.DrawFn, name: str | None = None, big_blind: int = 2) -> Structure:
    """A structure of the given name (or any), sized around the big blind."""
    chosen = name or draw(st.sampled_from(STRUCTURES))
    if chosen == "fixed-limit":
        return structure_named(chosen, small_bet=big_blind, big_bet=2 * big_blind)
    if chosen == "spread-limit":
        return structure_named(chosen, min_bet=big_blind, max_bet=big_blind * draw(st.integers(1, 5)))
    return structure_named(chosen, min_bet=big_blind)


@st.composite
def tables(draw: st.DrawFn, structure: str | None = None) -> Table:
    """A table of 2 to 7 players with varied (often short) stacks, preflop with blinds or later
    with a pot, under any rulebook and switch settings."""
    n = draw(st.integers(2, 7))
    big = draw(st.integers(1, 10))
    small = draw(st.integers(0, big))
    street = draw(st.sampled_from([PREFLOP, PREFLOP, 1, 2, 3]))
    stacks = tuple(draw(st.lists(st.integers(1, 40 * big), min_size=n, max_size=n)))
    overrides: dict[str, object] = {}
    if draw(st.booleans()):
        overrides = {
            "limit_raise_after_partial": draw(st.sampled_from(["from-allin", "complete-first"])),
            "limit_allins_add_up": draw(st.booleans()),
            "nolimit_allins_add_up": draw(st.booleans()),
            "limit_cap_heads_up": draw(st.sampled_from(["never", "begins", "becomes"])),
            "fold_when_check_free": draw(st.booleans()),
            "bb_ante_order": draw(st.sampled_from(["blind-first", "ante-first"])),
        }
    rules = rulebook(draw(st.sampled_from(sorted(PRESETS))), **overrides)
    ante = draw(st.sampled_from([0, 0, 1]))
    bb_ante = 0 if ante else draw(st.sampled_from([0, 0, big]))
    return Table(
        names=tuple(f"P{i + 1}" for i in range(n)),
        stacks=stacks,
        button=draw(st.integers(0, n - 1)),
        structure=draw(structures(structure, big)),
        rules=rules,
        blinds=(small, big),
        ante=ante if street == PREFLOP else 0,
        bb_ante=bb_ante if street == PREFLOP else 0,
        street=street,
        pot=0 if street == PREFLOP else draw(st.integers(0, 20 * big)),
    )


@st.composite
def option_tables(draw: st.DrawFn) -> Table:
    """A table of 3 to 7 players with one live-action option (pokerfloor.core.table_options): a
    straddle (re-straddled or not) from a seat the rulebook lets straddle, a bomb pot, a kill, or
    a third blind (no limit and pot limit), any structure that allows it, any rulebook."""
    n = draw(st.integers(3, 7))
    big = 2 * draw(st.integers(1, 5))  # even: a half kill of whole chips
    stacks = tuple(draw(st.lists(st.integers(1, 40 * big), min_size=n, max_size=n)))
    button = draw(st.integers(0, n - 1))
    name = draw(st.sampled_from(STRUCTURES))
    structure = draw(structures(name, big))
    rules = rulebook(draw(st.sampled_from(sorted(PRESETS))), straddle_seats="any")
    base: dict[str, Any] = {
        "names": tuple(f"P{i + 1}" for i in range(n)),
        "stacks": stacks,
        "button": button,
        "structure": structure,
        "rules": rules,
        "blinds": (big // 2, big),
        "variant": draw(st.sampled_from(("holdem", "omaha-hi-lo"))) if n <= 7 else "holdem",
    }
    option = draw(st.sampled_from(("straddle", "bomb", "kill", "third")))
    if option == "third":  # a no-limit or pot-limit game's (WSOP 2024 Live Action Rule 187)
        if not structure.is_limit:
            return Table(**base, third_blind=draw(st.integers(big, 4 * big)))
        option = "straddle"
    blinds = {(button + 1) % n, (button + 2) % n}
    # The button straddles in no limit game (WSOP 2024 Live Action Rule 161).
    free = [
        seat
        for seat in range(n)
        if seat not in blinds and not (option == "straddle" and structure.is_limit and seat == button)
    ]
    if option == "kill":  # from any seat: a blind may kill in his place (Rule 197)
        return Table(**base, kill=draw(st.sampled_from(("full", "half"))), kill_seat=draw(st.integers(0, n - 1)))
    if option == "bomb" or not free:
        return Table(**base, bomb_pot=draw(st.integers(1, 4 * big)))
    seat = draw(st.sampled_from(free))
    room = next(k for k in range(1, n) if (seat + k) % n in blinds)  # re-straddles up to the blinds
    count = draw(st.integers(1, room))
    straddles = tuple(big * 2**k for k in range(1, count + 1))
    return Table(**base, straddles=straddles, straddler=seat)


#: The stud games, dealt street by street with a bring-in.
STUD_GAMES = ("stud", "stud-hi-lo", "razz", "razzdugi", "super-stud", "super-stud-8")


@st.composite
def stud_tables(draw: st.DrawFn) -> Table:
    """A stud table of 2 to 8 players (7 in Super Stud): fixed-limit, antes (sometimes none), a
    bring-in below the small bet, varied (often short) stacks, any rulebook and the switches stud
    reads."""
    game = variant(draw(st.sampled_from(STUD_GAMES)))
    n = draw(st.integers(2, game.max_players))
    small = draw(st.integers(2, 10))
    stacks = tuple(draw(st.lists(st.integers(1, 40 * small), min_size=n, max_size=n)))
    overrides: dict[str, object] = {}
    if draw(st.booleans()):
        overrides = {
            "limit_allins_add_up": draw(st.booleans()),
            "limit_raise_after_partial": draw(st.sampled_from(["from-allin", "complete-first"])),
            "stud_board_tie": draw(st.sampled_from(["position", "suit", "suit-stud-high"])),
            "limit_cap_heads_up": draw(st.sampled_from(["never", "begins", "becomes"])),
        }
    return Table(
        names=tuple(f"P{i + 1}" for i in range(n)),
        stacks=stacks,
        button=draw(st.integers(0, n - 1)),
        structure=FixedLimit(small, 2 * small),
        rules=rulebook(draw(st.sampled_from(sorted(PRESETS))), **overrides),
        ante=draw(st.sampled_from([0, 1, small // 2])),
        bring_in=draw(st.integers(1, small)),
        variant=game,
    )


#: The kinds that go to a chosen street total.
SIZED = (Kind.BET, Kind.RAISE, Kind.COMPLETE)


#: The games with blinds and a button, dealt from one deck: flop games and draw games.
BLIND_GAMES = tuple(name for name, game in VARIANTS.items() if not game.has_bring_in and not game.bomb_pots)
#: The games of two boards (Double Board Omaha, its five-card bomb-pot form, Ultimate Big O).
DOUBLE_BOARD_GAMES = tuple(name for name, game in VARIANTS.items() if game.boards > 1)


@st.composite
def double_board_tables(draw: st.DrawFn) -> Table:
    """A table of 2 to 8 players of a game of two boards, preflop, with blinds or a bomb pot (always
    in a game whose every hand is one), any structure, any rulebook."""
    game = variant(draw(st.sampled_from(DOUBLE_BOARD_GAMES)))
    n = draw(st.integers(2, game.max_players))
    big = draw(st.integers(1, 10))
    bomb = draw(st.integers(1, 4 * big)) if game.bomb_pots or draw(st.booleans()) else 0
    return Table(
        names=tuple(f"P{i + 1}" for i in range(n)),
        stacks=tuple(draw(st.lists(st.integers(1, 40 * big), min_size=n, max_size=n))),
        button=draw(st.integers(0, n - 1)),
        structure=draw(structures(None, big)),
        rules=rulebook(draw(st.sampled_from(sorted(PRESETS)))),
        blinds=(draw(st.integers(0, big)), big),
        variant=game,
        bomb_pot=bomb,
    )


def legal_action(draw: Callable[[st.SearchStrategy[Any]], Any], hand: Hand) -> Action:
    """A uniformly chosen legal kind, with an amount drawn from its range (ends favoured); a draw
    discards a random few of the cards held."""
    options = hand.options()
    kind: Kind = draw(st.sampled_from(options.kinds))
    if kind is Kind.DRAW:
        assert isinstance(options, DrawOptions)
        held, least, most = options.throwable, options.least, options.most
        thrown = draw(st.lists(st.sampled_from(held), unique=True, min_size=least, max_size=most))
        return Action(kind, None, tuple(thrown))
    if kind in SIZED and options.sizes is not None:  # stud's open pair: the small bet or the big one
        return Action(kind, draw(st.sampled_from(options.sizes)))
    if kind in SIZED:
        assert options.min_to is not None and options.max_to is not None
        low, high = options.min_to, options.max_to
        to: int = draw(st.one_of(st.sampled_from([low, high]), st.integers(low, high)))
        return Action(kind, to)
    return Action(kind)


@st.composite
def hands_in_play(draw: st.DrawFn) -> Hand:
    """A random table after a few random legal actions, with somebody to act."""
    hand = Hand(draw(tables()))
    for _ in range(draw(st.integers(0, 6))):
        if hand.to_act < 0:
            break
        hand.push(legal_action(draw, hand))
    while hand.to_act < 0 and hand.history:
        hand.pop()  # the hand ended: step back to where somebody still had to act
    return hand


# -- the floor page's requests (tests/test_web_attacks.py) ---------------------------------------------

#: The page's endpoints, ``{sid}`` and ``{seat}`` standing for a live session's id and seat token.
PAGE_ENDPOINTS = (
    ("POST", "/api/sessions"),
    ("POST", "/api/sessions/situation"),
    ("POST", "/api/sessions/phh"),
    ("GET", "/api/meta"),
    ("GET", "/api/sessions/{sid}"),
    ("POST", "/api/sessions/{sid}/actions"),
    ("POST", "/api/sessions/{sid}/undo"),
    ("POST", "/api/sessions/{sid}/reset"),
    ("POST", "/api/sessions/{sid}/next"),
    ("GET", "/api/sessions/{sid}/situation"),
    ("GET", "/api/sessions/{sid}/phh"),
    ("GET", "/api/seats/{seat}"),
    ("POST", "/api/seats/{seat}/actions"),
)
_SETTING_KEYS = (
    "structure", "game", "blinds", "ante", "bb_ante", "pot", "min_bet", "max_bet", "small_bet", "big_bet",
    "straddles", "street", "button", "players", "cards", "board", "rules", "cap_raises", "description",
    "source", "name", "case", "rulebooks", "bb_ante_order",
)  # fmt: skip
_VERBS = ("fold", "check", "call", "bet", "raise", "allin", "says", "pushes", "muck", "")
#: Any character, lone surrogates included (a JSON body may escape them: ``"\ud800"``), and
#: often one of a few that readers trip on.
_ODD_CHARACTERS = st.sampled_from(["\ud800", "\udfff", "\x00", "\n", " ", "#", "'", '"', "é", "²", "٣", "[", "="])
_ANY_TEXT = st.text(st.characters(codec=None, exclude_categories=()) | _ODD_CHARACTERS, max_size=12)


def json_values() -> st.SearchStrategy[Any]:
    """Any JSON value: texts of any characters, numbers of any size, nested a little."""
    scalars = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-5, 300),
        st.integers(),
        st.integers(-(10**40), 10**40),
        st.floats(allow_nan=False),
        _ANY_TEXT,
    )
    return st.recursive(
        scalars,
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_ANY_TEXT, inner, max_size=4),
        max_leaves=10,
    )


@st.composite
def page_settings(draw: st.DrawFn) -> dict[str, Any]:
    """A table as the page's form sends it, often playable, with a few keys given any value."""
    names = draw(st.lists(st.sampled_from(["A", "B", "C", "D"]) | _ANY_TEXT, min_size=1, max_size=4, unique=True))
    stacks = st.integers(1, 10_000) | st.integers(-1, 1)
    settings: dict[str, Any] = {
        "structure": draw(st.sampled_from([*STRUCTURES[:2], "stud"])),
        "blinds": draw(st.sampled_from([[1, 2], [50, 100]]) | st.lists(st.integers(-1, 200), min_size=2, max_size=2)),
        "players": [{"name": name, "stack": draw(stacks)} for name in names],
    }
    for key in draw(st.lists(st.sampled_from(_SETTING_KEYS), max_size=3)):
        settings[key] = draw(json_values())
    return settings


def _written_actions() -> st.SearchStrategy[str]:
    amounts = st.sampled_from(["", " 0", " 100", " 300", " 10000", " 99999999999999999999", " -5", " 1e3"])
    typed = st.builds(
        lambda name, verb, amount: f"{name} {verb}{amount}", st.sampled_from("ABCDE"), st.sampled_from(_VERBS), amounts
    )
    return typed | _ANY_TEXT


@st.composite
def mutated(draw: st.DrawFn, texts: tuple[str, ...]) -> str:
    """One of ``texts`` with a few pieces cut out or replaced by any text."""
    text = draw(st.sampled_from(texts))
    for _ in range(draw(st.integers(0, 4))):
        start = draw(st.integers(0, len(text)))
        end = draw(st.integers(start, min(len(text), start + 30)))
        text = text[:start] + draw(_ANY_TEXT) + text[end:]
    return text


@st.composite
def page_requests(draw: st.DrawFn, situations: tuple[str, ...], histories: tuple[str, ...]) -> tuple[str, str, Any]:
    """``(method, path, body)``: a call of one of :data:`PAGE_ENDPOINTS` with a body made for it
    (a table, a mutated situation file or PHH hand, an action), or any JSON value, or bytes."""
    method, path = draw(st.sampled_from(PAGE_ENDPOINTS))
    fields: dict[str, Any] = {}
    if path == "/api/sessions":
        fields = {"settings": draw(page_settings()), "actions": draw(st.lists(_written_actions(), max_size=4))}
        fields["rulebook"] = draw(st.sampled_from(["tda", "wsop", "nowhere"]))
    elif path.endswith(("/situation", "/phh")) and method == "POST":
        fields = {"text": draw(mutated(situations if path.endswith("situation") else histories))}
        fields["case" if path.endswith("situation") else "hand"] = draw(st.integers(-1, 3) | json_values())
    elif path.endswith("/actions"):
        fields = {"text": draw(_written_actions())} if draw(st.booleans()) else {"verb": draw(st.sampled_from(_VERBS))}
        if draw(st.booleans()):
            fields["amount"] = draw(st.integers(-10, 20_000) | json_values())
    if draw(st.integers(0, 9)) == 0:
        fields["lang"] = draw(json_values())
    body: Any = fields
    choice = draw(st.integers(0, 19))
    if choice == 0:
        body = draw(json_values())
    elif choice == 1:
        body = draw(st.binary(max_size=40))
    elif choice == 2 and fields:
        key = draw(st.sampled_from(sorted(fields)))
        body = {**fields, key: draw(json_values())}
    return method, path, body


# -- texts of files -------------------------------------------------------------------------------

#: Lines of a PHH hand that look like table headers, or hide brackets, quotes and comments, where
#: TOML says they are values: ``[2]`` in a multi-line string, ``[1, 2],`` in an array, ``]`` in a
#: string, a quote in a comment. Each is whole, valid TOML.
TRICKY_PHH_LINES = (
    "variant = 'NT'\n",
    '_note = """\n[2]\nsome \\""" [x] \'\'\' ""q""\n"""\n',
    '_short = """[9]"""\n',
    "_literal = '''\n[3]\n # not a comment\n'''\n",
    "_array = [\n[1, 2],\n  [\"]\", '['],\n  # [5] a comment\n]\n",
    '_basic = "a \\" [b] # c"\n',
    "# it's [4] a comment\n",
    "_after = 'x' # it's ]\n",
    "actions = ['p1 cc', \"p2 f\"]\n",
    "_quotes = ''''one'''\n",
    '_more = """two"""""\n',
    '_backslash = "\\\\"\n',
    "\n",
    "_deep = [[[\n]]]\n",
    "_inline = { a = '[', b = [1,\n2] }\n",
)


@st.composite
def phhs_texts(draw: st.DrawFn) -> str:
    """The text of a valid ``.phhs``: hands ``[key]`` (keys of every TOML form) made of tricky
    lines, some with a sub-table ``[key.extra]``, after an optional preamble."""
    out = [draw(st.sampled_from(["", "# a collection\n", "preamble = 1\n"]))]
    for k in range(draw(st.integers(0, 6))):
        key = draw(st.sampled_from([f"{k + 1}", f'"h {k}"', f"'l{k}'", f"hand-{k}"]))
        out.append(draw(st.sampled_from([f"[{key}]\n", f"  [ {key} ]  # hand {k}\n"])))
        out.extend(draw(st.lists(st.sampled_from(TRICKY_PHH_LINES), max_size=6, unique=True)))
        if draw(st.booleans()):
            out.append(f"[{key}.extra]\nz = 1\n")
    return "".join(out)


#: What a mutation may put into a file: TOML's own marks, the values that break readers (huge,
#: negative, not numbers, not text), the keys and words of both formats, and odd characters.
MUTATION_TOKENS = (
    *("[", "]", "{", "}", "=", ",", ".", "#", "\n", '"', "'", '"""', "'''", "\\", " ", "\t", "\r\n"),
    *("0", "-1", "1.5", "2e3", "inf", "-inf", "nan", "true", "false", "1979-05-27", "0x10", "1_000"),
    *("9" * 19, "9" * 400, "-" + "9" * 30, "[]", "{}", "[[]]", '""', "''", "[1, [2, [3]]]", "{ a = 1 }"),
    *("[[case]]", "[case]", "[1]", "[2]", "[1.x]", '"\\u0000"', '"\\ud800"', '"\\U0010ffff"'),
    *("players", "name", "stack", "rules", "rulebooks", "blinds", "straddles", "ante", "bb_ante", "button"),
    *("cards", "board", "street", "pot", "structure", "game", "actions", "try", "expect", "cap_raises"),
    *("variant", "antes", "blinds_or_straddles", "min_bet", "small_bet", "big_bet", "starting_stacks"),
    *("finishing_stacks", "_note", "NT", "PO", "FT", "FO/8", "F7S", "p1", "p2", "p9", "d dh", "d db", "sm"),
    *(" cbr ", " cc", " f", " says ", " pushes ", " raise ", " allin", " all-in", " call", " fold"),
    *("AsKd", "??", "As As", "Zz", "\u00e9", "\u212a", "\u0663", "\x00", "\x7f", "\ufeff", "\U0001f0a1"),
)


@st.composite
def mutated_file(draw: st.DrawFn, texts: tuple[str, ...]) -> str:
    """One of ``texts`` after one to five mutations: a span deleted, a token inserted, a line
    repeated or swapped, a number or a word replaced by a token."""
    text = draw(st.sampled_from(texts))
    for _ in range(draw(st.integers(1, 5))):
        how = draw(st.sampled_from(["delete", "insert", "repeat", "swap", "replace"]))
        at = draw(st.integers(0, len(text)))
        if how == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 40)) :]
        elif how == "insert":
            text = text[:at] + draw(st.sampled_from(MUTATION_TOKENS)) + text[at:]
        elif how in ("repeat", "swap"):
            lines = text.splitlines(keepends=True) or [""]
            k, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            if how == "repeat":
                lines.insert(j, lines[k])
            else:
                lines[k], lines[j] = lines[j], lines[k]
            text = "".join(lines)
        else:  # the word or number that runs from ``at``
            end = at
            while end < len(text) and (text[end].isalnum() or text[end] in "_-"):
                end += 1
            text = text[:at] + draw(st.sampled_from(MUTATION_TOKENS)) + text[max(end, at + 1) :]
    return text


#: The keys a situation's values are put under: the table's, a case's and a player's.
SITUATION_KEYS = (
    *("rulebooks", "rules", "structure", "game", "blinds", "ante", "bb_ante", "bb_ante_order", "straddles"),
    *("small_bet", "big_bet", "cap_raises", "min_bet", "max_bet", "street", "pot", "button", "players"),
    *("cards", "board", "actions", "try", "name", "expect", "source", "description"),
)

#: Values a reader must be wary of: the ends of TOML's integers, amounts past every stack, and
#: one past what Python will even write (``str()`` refuses more than 4,300 digits).
_AWKWARD = st.sampled_from([0, 1, -1, 2**63 - 1, -(2**63), 10**18, 10**19, 2**64]) | st.builds(lambda: 10**4400)
_WORDS = st.sampled_from(
    ["A", "B", "tda", "no-limit", "pot-limit", "flop", "AsKd", "??", "A raise 300", "A says raise", "B pushes 500"]
)


def toml_values() -> st.SearchStrategy[Any]:
    """Any value a TOML file (or a JSON body) can give: numbers of every size, floats with
    infinities and nan, booleans, text, and arrays and tables of them."""
    scalars = st.one_of(st.integers(-(2**70), 2**70), _AWKWARD, st.floats(), st.booleans(), st.text(max_size=8), _WORDS)
    keys = st.sampled_from(["name", "stack", "A", "B", "x", "limit_cap_raises", "nolimit_allins_add_up"])
    return st.recursive(
        scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=3), max_leaves=8
    )


@st.composite
def retyped_situations(draw: st.DrawFn, tables: tuple[dict[str, Any], ...]) -> dict[str, Any]:
    """One of the situation ``tables`` with one to three values replaced by any value: at the
    top, in the first case, or in the first player."""
    data: dict[str, Any] = copy.deepcopy(draw(st.sampled_from(tables)))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(["top", "case", "player"]))
        key, value = draw(st.sampled_from(SITUATION_KEYS)), draw(toml_values())
        cases, players = data.get("case"), data.get("players")
        if where == "top":
            data[key] = value
        elif where == "case" and isinstance(cases, list) and cases and isinstance(cases[0], dict):
            cases[0][key] = value
        elif where == "player" and isinstance(players, list) and players and isinstance(players[0], dict):
            players[0][draw(st.sampled_from(["name", "stack", key]))] = value
    return data


# -- sessions, hand after hand (tests/test_seating.py) ---------------------------------------------------


@dataclass(frozen=True)
class SessionPlan:
    """A table to play hand after hand: the players' stacks and seats, the rulebook and its
    button switches, the blinds, and the seed that plays the hands and the comings and goings."""

    stacks: tuple[int, ...]
    seat_numbers: tuple[int, ...]
    seats: int
    rulebook: str
    overrides: tuple[tuple[str, object], ...]
    blinds: tuple[int, int]
    structure: str
    seed: int
    comings_and_goings: bool


@st.composite
def session_plans(draw: st.DrawFn) -> SessionPlan:
    """A table of 2 to 9 players in up to 10 seats, under any rulebook, a dead or a moving button,
    with players sitting out, coming back, joining and leaving between hands (or not)."""
    seats = draw(st.integers(2, 10))
    numbers = draw(st.lists(st.integers(1, seats), min_size=2, max_size=min(9, seats), unique=True))
    big = draw(st.sampled_from([2, 10, 100]))
    stacks = tuple(draw(st.lists(st.integers(big * 5, big * 60), min_size=len(numbers), max_size=len(numbers))))
    overrides: tuple[tuple[str, object], ...] = ()
    if draw(st.booleans()):
        overrides = (
            ("button_movement", draw(st.sampled_from(["dead", "moving"]))),
            ("heads_up_no_double_big_blind", draw(st.booleans())),
        )
    return SessionPlan(
        stacks=stacks,
        seat_numbers=tuple(sorted(numbers)),
        seats=seats,
        rulebook=draw(st.sampled_from(sorted(PRESETS))),
        overrides=overrides,
        blinds=(big // 2, big),
        structure=draw(st.sampled_from(["no-limit", "no-limit", "pot-limit", "fixed-limit"])),
        seed=draw(st.integers(0, 2**32)),
        comings_and_goings=draw(st.booleans()),
    )


def phh_field_values() -> st.SearchStrategy[Any]:
    """Any value a PHH field may hold, as the reader gives it: whole numbers (TOML's 64 bits),
    decimals as written (trailing zeros, exponents, infinities), booleans, text of any
    characters, dates and times (local or with an offset), and arrays and tables of them."""
    offsets = st.timedeltas(min_value=datetime.timedelta(hours=-23), max_value=datetime.timedelta(hours=23))
    zones = st.none() | offsets.map(
        lambda d: datetime.timezone(datetime.timedelta(minutes=d // datetime.timedelta(minutes=1)))
    )
    decimals = st.decimals(allow_nan=False, places=None).filter(lambda d: len(d.as_tuple().digits) <= 30)
    scalars = st.one_of(
        st.integers(-(2**63), 2**63 - 1),
        decimals,
        st.sampled_from([Decimal("200.30"), Decimal("0.50"), Decimal("1E+3"), Decimal("Infinity"), Decimal("-0.0")]),
        st.booleans(),
        st.text(st.characters(exclude_categories=["Cs"]), max_size=8),
        st.dates(),
        st.times(),
        st.datetimes(timezones=zones),
    )
    keys = st.text(st.characters(exclude_categories=["Cs"]), max_size=5)
    return st.recursive(
        scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=3), max_leaves=8
    )


#: Keys for flat TOML lines: bare ones, and the forms the flat reader leaves to the general parser.
FLAT_KEYS = ("variant", "antes", "x", "1", "a-b_c", "a.b", '"q"', "'l'", "", "\u00e9", "k k")
#: Scalars as written: every form a PHH writer uses, and the near misses TOML refuses or reads
#: otherwise (leading zeros, a bare point, exponents, underscores, dates, escapes, odd characters).
FLAT_SCALARS = (
    *("'NT'", '"NT"', "''", '""', "'''x'''", '"""x"""', '"a\\tb"', "'a\\tb'", "'#'", "'a, b'", "'[x]'", "'\u00e9'"),
    *("0", "-0", "+5", "007", "00", "12", "1.50", "0.05", "-0.5", "+1.5", "1.", ".5", "01.5", "1.5.3", "1e3"),
    *("1_000", "0x10", "inf", "+inf", "-inf", "nan", "-nan", "true", "false", "True", "9" * 18, "9" * 19),
    *("1979-05-27", "07:32:00", "24:00:00", "2009-02-30", "1979-05-27T07:32:00", "07:32:00.5", "{ a = 1 }"),
    *("'\x01'", "'\x7f'", "'\ufeff'", "\u0663", "'a' 'b'", "x"),
)


@st.composite
def flat_toml_texts(draw: st.DrawFn) -> str:
    """Text in or near the flat layout of hand histories: ``key = value`` lines (scalars and one-
    line arrays, separated every which way), headers, comments, blanks, tabs, CRLF."""
    lines = []
    for _ in range(draw(st.integers(0, 8))):
        kind = draw(st.sampled_from(["pair", "pair", "pair", "array", "array", "header", "comment", "blank"]))
        key = draw(st.sampled_from(FLAT_KEYS))
        blank = draw(st.sampled_from(["", " ", "  ", "\t"]))
        if kind == "header":
            lines.append(draw(st.sampled_from([f"[{key}]", f"[ {key} ]", f"[[{key}]]", f"[{key}] # h", f"[{key}"])))
        elif kind == "comment":
            lines.append(draw(st.sampled_from(["# note", "  # note", "#", "# \x01", "# \u00e9"])))
        elif kind == "blank":
            lines.append(blank)
        else:
            if kind == "pair":
                value = draw(st.sampled_from(FLAT_SCALARS))
            else:
                items = draw(st.lists(st.sampled_from(FLAT_SCALARS), max_size=5))
                comma = draw(st.sampled_from([", ", ",", " , ", ",\t"]))
                value = "[" + comma.join(items) + draw(st.sampled_from(["", ",", ", ", ",,"])) + "]"
                value = draw(st.sampled_from([value, value, value[:-1], f"[{value}]", "[" + blank + value[1:]]))
            tail = draw(st.sampled_from(["", " ", " # c", "# c", "\t"]))
            lines.append(f"{blank}{key}{blank}={blank}{value}{tail}")
    newline = draw(st.sampled_from(["\n", "\n", "\r\n", "\r"]))
    return newline.join(lines) + draw(st.sampled_from(["", newline]))


@st.composite
def table_values(draw: st.DrawFn) -> dict[str, Any]:
    """The values of a table's fields, of the right kinds: a good table of a game, then one to
    three of them moved to an edge of what a table takes (a stack of 0, a button off the table,
    blinds swapped or 0, a straddle, a bring-in where blinds are, a negative ante, names twice,
    more players than the game seats, amounts past the chip limit). For the table's quick test
    against its checks one by one."""
    game = variant(draw(st.sampled_from(("holdem", "stud", "short-deck", "5-card-draw"))))
    n = draw(st.integers(2, min(game.max_players, 9)))
    values: dict[str, Any] = {
        "names": tuple("ABCDEFGHIJ"[:n]),
        "stacks": (200,) * n,
        "button": n - 1,
        "structure": FixedLimit(2, 4),
        "rules": rulebook("tda"),
        "variant": game,
        **({"bring_in": 1} if game.has_bring_in else {"blinds": (1, 2)}),
    }
    edge = st.sampled_from((-1, 0, 1, 2, 3, MAX_CHIPS // 2, MAX_CHIPS, MAX_CHIPS + 1))
    edges = {
        "names": st.just(tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ"[: draw(st.integers(1, 25))])) | st.just(("A",) * n),
        "stacks": st.lists(edge, min_size=n - 1, max_size=n + 1).map(tuple),
        "button": edge,
        "blinds": st.none() | st.tuples(edge, edge),
        "ante": edge,
        "bb_ante": edge,
        "straddles": st.lists(edge, max_size=3).map(tuple),
        "bring_in": edge,
        "street": st.integers(-1, 5),
        "pot": edge,
    }
    for field in draw(st.lists(st.sampled_from(sorted(edges)), min_size=1, max_size=3)):
        values[field] = draw(edges[field])
    return values


@st.composite
def known_cards(draw: st.DrawFn) -> tuple[Any, Any, int]:
    """Known cards as a hand is given them (``hole`` by seat, ``board``, the table's size), near
    the edges: seats off the table or ``True``, cards of -2 or 52, ``True``, floats, strings, a
    string for a list. For the cards' quick test against the checks one by one."""
    card = st.integers(-1, 51) | st.sampled_from((-2, 52, True, 1.0, "As"))
    cards = st.lists(card, max_size=3).flatmap(lambda c: st.sampled_from((c, tuple(c), dict.fromkeys(c)))) | st.just(
        "AsKd"
    )
    n = draw(st.integers(2, 6))
    seat = st.integers(-1, n) | st.booleans()
    return draw(st.dictionaries(seat, cards, max_size=3)), draw(cards), n


@st.composite
def table_kinds(draw: st.DrawFn) -> TableKinds:
    """The values of a table whose kinds its quick test looks at, each of its kind or near it: a
    float, a bool or a string for a whole number, a list for a tuple, a blank or a number for a
    name, a set or a string for a sequence, three blinds, no structure. For the table's quick test
    of kinds against the checks one by one."""
    whole = st.integers(-2, 5) | st.just(MAX_CHIPS)
    near_whole = whole | st.sampled_from((True, 1.0, 2.5, "3", None, Decimal(2)))
    ints = st.one_of(whole, whole, whole, near_whole)

    def sequence(item: st.SearchStrategy[Any], size: int | None = None) -> st.SearchStrategy[Any]:
        items = st.lists(item, min_size=size or 0, max_size=size or 4)
        return items.map(tuple) | items | st.sampled_from(("AB", None, frozenset({1}), 3))

    name = st.sampled_from(("A", "B", "C D")) | st.sampled_from(("", " ", 1, None, b"A"))
    return TableKinds(
        names=draw(sequence(name)),
        stacks=draw(sequence(ints)),
        blinds=draw(st.none() | sequence(ints, 2) | sequence(ints, 3)),
        straddles=draw(sequence(ints)),
        button=draw(ints),
        ante=draw(ints),
        bb_ante=draw(ints),
        bring_in=draw(ints),
        street=draw(ints),
        pot=draw(ints),
        dead_ante=draw(st.booleans() | st.sampled_from((0, 1, None))),
        structure=draw(st.just(FixedLimit(2, 4)) | st.sampled_from((None, "no-limit", 2))),
        rules=draw(st.just(rulebook("tda")) | st.sampled_from((None, "tda"))),
    )


class Unquotable:
    """A value whose ``repr`` fails: a refusal that quotes it must still be said."""

    def __repr__(self) -> str:
        raise RuntimeError("this value will not be written")


#: Whole numbers at the edges: of a card, of a seat, of the chips, of a machine word, and past
#: what Python writes out (4,300 digits).
_EDGE_INTEGERS = (-(2**70), -(2**63), -5, -1, 0, 1, 2, 51, 52, 99, 2**63, 2**70, MAX_CHIPS, MAX_CHIPS + 1)


def junk() -> st.SearchStrategy[Any]:
    """Arbitrary values, as a careless caller may give a public call anything: ``None``, flags,
    floats (``nan`` and the infinities too), whole numbers at the edges and huge ones (``10**5000``),
    text (a card, a word of the engine) and bytes, lists, tuples and dictionaries of those, plain
    objects, one whose ``repr`` fails, and the engine's own values where others belong."""
    scalars = st.one_of(
        st.none(),
        st.booleans(),
        st.floats(),
        st.integers(),
        st.sampled_from(_EDGE_INTEGERS),
        st.builds(lambda: 10**5000),
        st.text(max_size=6),
        st.sampled_from(("As", "??", "", "fold", "raise", "holdem", "tda", "A", "no-limit", "A raise 4")),
        st.binary(max_size=3),
        st.builds(object),
        st.builds(Unquotable),
        st.sampled_from((Kind.RAISE, Action(Kind.FOLD), FixedLimit(2, 4), rulebook("tda"), variant("razz"))),
    )
    keys = st.none() | st.integers(-2, 3) | st.text(max_size=2)
    return st.recursive(
        scalars,
        lambda inner: (
            st.lists(inner, max_size=3)
            | st.lists(inner, max_size=3).map(tuple)
            | st.dictionaries(keys, inner, max_size=2)
        ),
        max_leaves=5,
    )
