# ruff: noqa: RUF001 - the Russian expectations are Cyrillic on purpose
"""Why: the explanations of rulings and refusals, their catalogs in three languages, the CLI's
``--explain``/``--lang``, and the rulebook pages generated from the rulebook data."""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import pokerfloor.explain.citing as citing_module
import pokerfloor.explain.hand as hand_module
import pokerfloor.explain.refusals as refusals_module
import pokerfloor.explain.rulings as explain_module
from pokerfloor import (
    Action,
    FixedLimit,
    Hand,
    IllegalActionError,
    Kind,
    NoLimit,
    PokerfloorError,
    PotLimit,
    SpreadLimit,
    Structure,
    Table,
    rulebook,
    variant,
)
from pokerfloor.cli.commands import main
from pokerfloor.core.betting import BettingRound
from pokerfloor.explain.case_ruling import rule_case
from pokerfloor.explain.catalog import (
    LANGUAGES,
    Phrase,
    Phrases,
    catalog,
    localized,
    number,
    parse_po,
    placeholders,
    render,
)
from pokerfloor.explain.citing import cited
from pokerfloor.explain.rulebook_pages import main as docs_main
from pokerfloor.explain.rulebook_pages import pages
from pokerfloor.explain.rulings import (
    explain_case,
    explain_error,
    explain_hand,
    explain_live,
    explain_reason,
    live_text,
    reason_text,
    why_entries,
)
from pokerfloor.formats.situation import Case, hand_of, load_cases
from pokerfloor.games.cards import Deck, cards
from pokerfloor.live import play_text
from pokerfloor.live.declarations import Clause, LiveRuling, read_live, rule_declaration, rule_live, rule_push
from pokerfloor.rules.citations import CITATIONS, TITLES
from strategies import hands_in_play
from test_refusal_words import PHRASES, all_refusals
from test_seating import seating_corners

ROOT = Path(__file__).parent.parent
SEEDS = ROOT / "examples" / "seeds"
DECLARATIONS = ROOT / "examples" / "declarations.toml"
SOURCE = ROOT / "src" / "pokerfloor"
OTHERS = [lang for lang in LANGUAGES if lang != "en"]
#: The keys of the words of the command line and the page, outside the explanations.
WORD_PREFIXES = ("format.", "ui.", "cli.", "page.", "kind.", "street.", "variant.", "structure.", "tables.")


def _ungrouped(text: str) -> str:
    """A sentence as the engine writes it: the explanations group the thousands (1,200), the
    engine's own messages do not."""
    return re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", text)


def _hand(
    stacks: dict[str, int],
    actions: Sequence[str] = (),
    *,
    structure: Structure | None = None,
    rules: str = "tda",
    street: int = 1,
    pot: int = 300,
    blinds: tuple[int, int] | None = (50, 100),
    **overrides: object,
) -> Hand:
    table = Table(
        names=tuple(stacks),
        stacks=tuple(stacks.values()),
        button=len(stacks) - 1,
        structure=structure or NoLimit(100),
        rules=rulebook(rules, **overrides),
        blinds=blinds,
        street=street,
        pot=pot,
    )
    hand = Hand(table)
    for text in actions:
        play_text(hand, text)
    return hand


def _whys(hand: Hand, lang: str = "en") -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for why in explain_hand(hand, lang):
        out.setdefault(why.code, []).append(why.text)
    return out


def _refusal(hand: Hand, action: Action, player: str | None = None) -> PokerfloorError:
    with pytest.raises(PokerfloorError) as caught:
        hand.push(action, player=player)
    return caught.value


# -- the catalogs ------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", OTHERS)
def test_every_message_is_translated_with_the_same_placeholders(lang: str) -> None:
    english, other = catalog("en"), catalog(lang)
    assert sorted(set(english) - set(other)) == [], f"{lang} lacks these translations"
    assert sorted(set(other) - set(english)) == [], f"{lang} has messages English does not"
    for key, text in english.items():
        assert placeholders(other[key]) == placeholders(text), f"{lang} {key}: placeholders differ from the English"


def test_the_po_reader() -> None:
    text = (
        '# a comment\nmsgid ""\nmsgstr ""\n"Language: ru\\n"\n\n'
        'msgid "a"\nmsgstr "one "\n"line \\"quoted\\""\n\n'
        'msgctxt "c"\nmsgid "a"\nmsgstr "in context"\n\n'
        'msgid "untranslated"\nmsgstr ""\n'
    )
    assert parse_po(text) == {"a": 'one line "quoted"', "c\x04a": "in context"}
    with pytest.raises(ValueError, match="defined twice"):
        parse_po('msgid "a"\nmsgstr "1"\nmsgid "a"\nmsgstr "2"\n')
    with pytest.raises(ValueError, match=":2: unknown keyword"):
        parse_po('msgid "a"\nmsgtxt "1"\n')
    with pytest.raises(ValueError, match="unknown escape"):
        parse_po('msgid "a"\nmsgstr "\\q"\n')


def test_render_falls_back_to_english_and_fills_placeholders() -> None:
    assert render("why.min-bet", "ru", low=100) == "Минимальный бет — 100."
    assert render("why.min-bet", "xx", low=100) == "The minimum bet is 100."
    with pytest.raises(KeyError):
        render("why.no-such-message", "en")


# -- refusals ----------------------------------------------------------------------------------------


def _refusals() -> list[PokerfloorError]:
    """One refusal of each code (and variant) raised in betting.py and hand.py."""
    out: list[PokerfloorError] = []

    def catch(make: Callable[[], object]) -> None:
        with pytest.raises(PokerfloorError) as caught:
            make()
        out.append(caught.value)

    flop = _hand({"A": 1000, "B": 1000, "C": 1000})
    catch(lambda: flop.push(Action(Kind.CALL)))  # call-without-bet
    catch(lambda: flop.push(Action(Kind.RAISE, 200)))  # raise-kind
    catch(lambda: flop.push(Action(Kind.BET, 50)))  # below-minimum.bet
    catch(lambda: flop.push(Action(Kind.BET, 1001)))  # more-than-stack
    catch(lambda: flop.push(Action(Kind.CHECK), player="B"))  # not-your-turn
    flop.push(Action(Kind.BET, 100))
    catch(lambda: flop.push(Action(Kind.CHECK)))  # check-facing-bet
    catch(lambda: flop.push(Action(Kind.BET, 300)))  # bet-kind
    catch(lambda: flop.push(Action(Kind.CALL, 150)))  # call-amount
    catch(lambda: flop.push(Action(Kind.RAISE, 150)))  # below-minimum.raise
    strict = _hand({"A": 1000, "B": 1000}, fold_when_check_free=False)
    catch(lambda: strict.push(Action(Kind.FOLD)))  # fold-when-check-free
    pot_limit = _hand({"A": 1000, "B": 1000}, structure=PotLimit(100))
    catch(lambda: pot_limit.push(Action(Kind.BET, 301)))  # above-maximum.bet
    pot_limit.push(Action(Kind.BET, 100))
    catch(lambda: pot_limit.push(Action(Kind.RAISE, 701)))  # above-maximum.raise
    limit = _hand({"A": 1000, "B": 1000, "C": 1000}, structure=FixedLimit(100, 200), rules="roberts")
    catch(lambda: limit.push(Action(Kind.BET, 150)))  # amount-not-allowed.exact-bet
    for to in (100, 200, 300):
        limit.push(Action(Kind.BET if to == 100 else Kind.RAISE, to))
    catch(lambda: limit.push(Action(Kind.RAISE, 450)))  # amount-not-allowed.exact-raise
    limit.push(Action(Kind.RAISE, 400))
    catch(lambda: limit.push(Action(Kind.RAISE, 500)))  # cap-reached
    short = _hand({"A": 1000, "B": 50}, structure=FixedLimit(100, 200))
    short.push(Action(Kind.CHECK))
    catch(lambda: short.push(Action(Kind.BET, 30)))  # amount-not-allowed.all-in-bet
    short_raise = _hand({"A": 1000, "B": 150, "C": 1000}, structure=FixedLimit(100, 200))
    short_raise.push(Action(Kind.BET, 100))
    catch(lambda: short_raise.push(Action(Kind.RAISE, 120)))  # amount-not-allowed.all-in-raise
    covered = _hand({"A": 1000, "B": 80, "C": 1000}, ["A bet 100"])
    catch(lambda: covered.push(Action(Kind.RAISE, 300)))  # short-stack
    alone = _hand({"A": 300, "B": 1000}, ["A allin"])
    catch(lambda: alone.push(Action(Kind.RAISE, 600)))  # no-opponent
    rule47 = ["A bet 100", "B allin", "C call", "D allin", "E call", "A call"]
    stacks47 = {"A": 10000, "B": 125, "C": 10000, "D": 200, "E": 10000}
    variants: list[dict[str, Any]] = [{}, {"nolimit_reopen_percent": 80}, {"nolimit_allins_add_up": False}]
    for overrides in variants:
        hand47 = _hand(stacks47, rule47, **overrides)
        catch(lambda hand=hand47: hand.push(Action(Kind.RAISE, 400)))  # type: ignore[misc]  # not-reopened
    not_limit = _hand(
        {"A": 1000, "B": 1000, "C": 140}, ["A bet 100", "B call", "C allin"], structure=FixedLimit(100, 200)
    )
    catch(lambda: not_limit.push(Action(Kind.RAISE, 240)))  # not-reopened.limit
    over = _hand({"A": 1000, "B": 1000}, ["A bet 100", "B fold"])
    catch(lambda: over.push(Action(Kind.CHECK)))  # no-action
    catch(over.options)  # no-action
    catch(over.settle)  # no-action.settle
    table: dict[str, Any] = {
        "names": ("A", "B"),
        "stacks": (10, 10),
        "button": 1,
        "structure": NoLimit(2),
        "rules": rulebook("tda"),
    }
    changes: list[dict[str, Any]] = [
        {"names": ("A",), "stacks": (10,)},
        {"names": ("A", "A")},
        {"stacks": (10,)},
        {"stacks": (10, 0)},
        {"button": 5},
        {"street": 4},
        {"blinds": (-1, 2)},
        {"ante": -1},
        {"straddles": (4,)},
        {"stacks": (10**18, 10)},  # too-many-chips
        {"names": tuple(f"P{k}" for k in range(23)), "stacks": (10,) * 23},  # players-max-game
    ]
    for change in changes:
        catch(lambda change=change: Table(**{**table, **change}))  # type: ignore[misc]
    catch(lambda: BettingRound(NoLimit(2), rulebook("tda"), 0, [10] * 23, [False] * 23, 0))  # players-max
    catch(lambda: NoLimit(10**18))  # too-many-chips, a structure's size
    catch(lambda: variant("holdem").street_index("fifth"))  # street-name
    stud_table = Table(
        names=("A", "B", "C"),
        stacks=(1000, 1000, 1000),
        button=2,
        structure=FixedLimit(20, 40),
        rules=rulebook("tda"),
        ante=2,
        bring_in=5,
        variant=variant("stud"),
    )
    stud = Hand(stud_table, hole={0: cards("2c3d4h"), 1: cards("5c6dAh"), 2: cards("7c8dKs")})
    catch(lambda: stud.push(Action(Kind.CALL)))  # bring-in-due
    catch(lambda: stud.push(Action(Kind.BRING_IN, 7)))  # bring-in-amount
    stud.push(Action(Kind.BRING_IN))
    catch(lambda: stud.push(Action(Kind.RAISE, 20)))  # raise-kind.complete
    catch(lambda: stud.push(Action(Kind.BET, 20)))  # bet-kind.complete
    catch(lambda: stud.push(Action(Kind.BRING_IN)))  # no-bring-in
    stud.push(Action(Kind.COMPLETE, 20))
    catch(lambda: stud.push(Action(Kind.COMPLETE, 40)))  # complete-kind
    catch(lambda: Table(**{**table, "bring_in": 5}))  # bring-in-game
    catch(lambda: stud_table.replace(blinds=(1, 2)))  # blinds-in-stud
    catch(lambda: stud_table.replace(bring_in=0))  # bring-in-size
    catch(lambda: Hand(Table(**{**table, "variant": variant("short-deck")}), hole={0: cards("2c3c")}))  # not-in-deck
    draw = Hand(
        Table(
            names=("A", "B"),
            stacks=(100, 100),
            button=1,
            structure=FixedLimit(2, 4),
            rules=rulebook("tda"),
            blinds=(1, 2),
            variant=variant("2-7-triple-draw"),
        ),
        deck=Deck(seed=2),
    )
    catch(lambda: draw.push(Action(Kind.DRAW)))  # no-draw
    draw.push(Action(Kind.CALL))
    draw.push(Action(Kind.CHECK))
    catch(lambda: draw.push(Action(Kind.CHECK)))  # draw-due
    catch(draw.spot)  # drawing
    catch(lambda: draw.push(Action(Kind.DRAW), player="B"))  # not-your-turn.draw
    catch(lambda: draw.push(Action(Kind.DRAW, cards=(-1,) * 6)))  # draw-too-many
    catch(lambda: draw.push(Action(Kind.DRAW, cards=(51 if 51 not in draw.hole[0] else 50,))))  # draw-not-held
    given = Hand(
        Table(
            names=("A", "B"),
            stacks=(100, 100),
            button=1,
            structure=FixedLimit(2, 4),
            rules=rulebook("tda"),
            blinds=(1, 2),
            variant=variant("2-7-triple-draw"),
        ),
        hole={0: cards("2c3c4c5c7d8d"), 1: cards("8d9dTdJdQd")},  # A's draw would be dealt B's 8d
        auto_settle=False,
    )
    given.push(Action(Kind.CALL))
    given.push(Action(Kind.CHECK))
    catch(lambda: given.push(Action(Kind.DRAW, cards=tuple(cards("7d")))))  # bad-card.draw-dealt-twice
    catch(lambda: variant("pinochle"))  # game
    two = Table(**table)
    catch(lambda: two.seat("Z"))  # unknown-player
    catch(lambda: Hand(two, hole={0: [1, 2, 3]}))  # situation.hole-count
    catch(lambda: Hand(two, board=[1, 2, 3, 4, 5, 6]))  # bad-field.board-size
    catch(lambda: Hand(two, board=[1], deck=Deck(seed=1)))  # bad-field.board-deal
    catch(lambda: Hand(two, hole={0: [1, 2], 1: [1, 3]}))  # bad-card
    unknown = Hand(Table(**{**table, "street": 3}), auto_settle=False)
    unknown.push(Action(Kind.CHECK))
    unknown.push(Action(Kind.CHECK))
    catch(unknown.settle)  # cards-unknown
    return out


def _live_refusals() -> list[PokerfloorError]:
    """One refusal of each code (and variant) raised by the live table (pokerfloor.live)."""
    out: list[PokerfloorError] = []

    def catch(make: Callable[[], object]) -> None:
        with pytest.raises(PokerfloorError) as caught:
            make()
        out.append(caught.value)

    opened = _hand({"A": 9000, "B": 9000, "C": 9000}, ["A bet 1000"])
    catch(lambda: rule_push(opened, 20000))  # more-than-stack.pushed
    catch(lambda: rule_push(opened, 0))  # no-chips
    catch(lambda: rule_push(opened, 1500, chips=(1000, 400)))  # syntax.chips
    catch(lambda: rule_declaration(opened, "check"))  # check-facing-bet.declared
    catch(lambda: rule_declaration(opened, "call", player="C"))  # not-your-turn
    catch(lambda: rule_declaration(opened, "call", player="Z"))  # unknown-player.live
    catch(lambda: rule_declaration(opened, "please"))  # unclear-declaration.nothing
    catch(lambda: rule_declaration(opened, "call maybe"))  # unclear-declaration.words
    catch(lambda: rule_declaration(opened, "raise lots"))  # unclear-declaration.amount
    catch(lambda: rule_declaration(opened, "I think so"))  # unclear-declaration.unknown
    catch(lambda: read_live("B pushes lots"))  # syntax.push
    catch(lambda: read_live("B pushes 1000+500 in one chip"))  # syntax.one-chip
    catch(lambda: read_live("B pushes " + "9" * 40))  # syntax.push-amount
    catch(lambda: read_live("B says"))  # syntax.nothing
    raised = _hand({"A": 9000, "B": 9000, "C": 9000}, ["A bet 1000", "B raise 4000"])
    catch(lambda: rule_push(raised, 1000))  # undercall-discretion
    over = _hand({"A": 9000, "B": 9000}, ["A bet 1000", "B fold"])
    catch(lambda: rule_declaration(over, "call"))  # no-action
    return out


REFUSALS = _refusals() + _live_refusals() + all_refusals()


def _error_codes(path: Path) -> set[str]:
    """The ``code=`` of every error built in a module (``code`` also names its live rulings)."""
    codes: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id.endswith("Error"):
            for keyword in node.keywords:
                if keyword.arg == "code" and isinstance(keyword.value, ast.Constant):
                    codes.add(str(keyword.value.value))
    return codes


def test_every_refusal_code_of_betting_and_hand_is_explained() -> None:
    """The codes written in betting.py, hand.py and the live table's modules, and the raise_blocked codes,
    are all among the refusals tried here: a new refusal must get its sentences in the catalogs. And
    every refusal the catalogs word is among them: the engine's here, each outer room's (the page's,
    the command line's, the readers'...) raised by its room's sample (tests/test_refusal_words_<room>.py),
    none listed on trust."""
    written: set[str] = set()
    for name in ("core/betting.py", "core/hand.py", "core/refusals.py"):
        text = (SOURCE / name).read_text(encoding="utf-8")
        written |= set(re.findall(r'code="([a-z-]+)"', text))
        written |= set(re.findall(r'^RAISE_\w+ = "([a-z-]+)"', text, re.MULTILINE))
    written |= {"bet-kind", "raise-kind", "no-action", "situation"}
    for path in sorted((SOURCE / "live").glob("*.py")):
        written |= _error_codes(path)
    written |= {"syntax"}
    assert written <= {error.code for error in REFUSALS}
    keys = {f"refused.{e.code}" + (f".{e.variant}" if e.variant else "") for e in REFUSALS}
    assert keys == {key for key in catalog("en") if key.startswith("refused.")}


@pytest.mark.parametrize("error", REFUSALS, ids=lambda e: f"{e.code}.{e.variant}")
def test_the_english_catalog_says_what_the_engine_says(error: PokerfloorError) -> None:
    """Rendered from its code, variant and params, every refusal reads exactly as the engine wrote
    it: the params carry every number, so the other languages can say the same."""
    english = explain_error(error, "en")
    assert english.lang == "en"
    assert _ungrouped(english.text) == _ungrouped(str(error).removesuffix(f" ({error.rule})"))
    assert (english.code, english.rule) == (error.code, error.rule)
    for lang in OTHERS:
        translated = explain_error(error, lang)
        assert translated.lang == lang, f"no {lang} sentence for {error.code}"
        assert translated.text != english.text
        key = f"refused.{error.code}" + (f".{error.variant}" if error.variant else "")
        for name in placeholders(catalog("en")[key]):
            assert _said(error.params[name], lang) in translated.text


def _said(value: object, lang: str) -> str:
    """A value of a refusal as a translation quotes it: a number as the language writes it, a
    place (a Phrase) or a refusal (the one a level's table met) said in the language too."""
    if type(value) is int or isinstance(value, Decimal):
        return number(value, lang)
    if isinstance(value, Phrase):
        return localized(value.key, lang, **value.params)
    if isinstance(value, Phrases):
        return value.separator.join(_said(item, lang) for item in value.items)
    if isinstance(value, PokerfloorError):
        return explain_error(value, lang).text
    return str(value)


def test_a_refusal_the_catalog_does_not_describe_stays_in_english() -> None:
    drifted = IllegalActionError(
        "A raise 5", "the minimum raise is to 7 or so", code="below-minimum", params={"low": 7}
    )
    drifted.variant = "raise"
    assert reason_text(drifted, "ru") is None
    why = explain_error(drifted, "ru")
    assert (why.lang, why.text) == ("en", "A raise 5: the minimum raise is to 7 or so")
    unknown = explain_error(PokerfloorError("something new", code="brand-new"), "it")
    assert (unknown.lang, unknown.text) == ("en", "something new")


def test_the_rule_47_refusal_in_three_languages() -> None:
    hand = _hand({"A": 10000, "B": 125, "C": 10000, "D": 200, "E": 10000}, ["A bet 100", "B allin", "C call"])
    play_text(hand, "D allin")
    play_text(hand, "E call")
    play_text(hand, "A call")
    error = _refusal(hand, Action(Kind.RAISE, 400), player="C")
    assert explain_error(error, "ru").text == (
        "C raise 400: этот игрок действовал при ставке 125 и должен доложить ещё 75, меньше полного рейза 100, "
        "поэтому возможны только колл или фолд"
    )
    assert explain_error(error, "it").rule == "TDA 2024 Rule 47"


# -- the state of a hand -------------------------------------------------------------------------------


def test_rule_47_example_1a_explained() -> None:
    stacks = {"A": 10000, "B": 125, "C": 10000, "D": 200, "E": 10000}
    hand = _hand(stacks, ["A bet 100", "B allin", "C call", "D allin", "E call", "A call"])
    whys = {w.code: w for w in explain_hand(hand)}
    assert whys["not-reopened"].text == (
        "C called 125 and now faces 200: 75 more, less than the full raise of 100, so C may call or fold but not raise."
    )
    assert whys["not-reopened"].rule == "TDA 2024 Rule 47"
    assert whys["call"].text == "The bet is 200 and C has 125 in: a call adds 75 more, to 200."
    assert _whys(hand, "it")["not-reopened"] == [
        "C ha chiamato 125 e ora fa fronte a 200: 75 in più, meno del rilancio completo di 100, "
        "quindi C può chiamare o fare fold, ma non rilanciare."
    ]
    # Example 1: the action back on A, who faces 100 more after two short all-ins: reopened.
    back_on_a = _hand(stacks, ["A bet 100", "B allin", "C call", "D allin", "E call"])
    assert _whys(back_on_a)["reopened"] == [
        "A bet 100 and now faces 200: 100 more, at least the full raise of 100, so the betting is reopened for A: "
        "fold, call or raise."
    ]


def test_explaining_changes_nothing() -> None:
    hand = _hand({"A": 1000, "B": 40, "C": 1000}, ["A bet 100", "B allin"], structure=FixedLimit(100, 200))
    before, history = hand.snapshot(), len(hand.history)
    for lang in LANGUAGES:
        explain_hand(hand, lang)
    assert (hand.snapshot(), len(hand.history)) == (before, history)


def test_check_bet_and_the_fold_switch() -> None:
    hand = _hand({"A": 1000, "B": 1000, "C": 1000})
    whys = _whys(hand)
    assert whys["check"] == ["Nobody has bet on the flop, so A may check: it costs nothing."]
    assert whys["min-bet"] == ["The minimum bet is 100."]
    assert whys["max-no-limit"] == ["In no-limit the most A may put in is the whole stack: to 1,000."]
    assert "fold-free" in whys
    assert "fold-free" not in _whys(_hand({"A": 1000, "B": 1000}, fold_when_check_free=False))


def test_big_blind_option_and_heads_up_order() -> None:
    heads_up = _hand({"SB": 1000, "BB": 1000}, street=0, pot=0)
    whys = _whys(heads_up)
    assert whys["heads-up"] == [
        "Heads-up: BB, on the button, posts the small blind and acts first before the flop; SB posts the big blind."
    ]
    play_text(heads_up, "BB call")
    whys = _whys(heads_up)
    assert whys["big-blind-option"] == ["Nobody has raised SB's blind of 100: SB has the option to check or to raise."]
    assert whys["min-raise"] == ["The minimum raise is to 200: the bet of 100 plus the last full raise of 100."]
    play_text(heads_up, "SB check")
    assert _whys(heads_up, "ru")["heads-up"] == ["Хедз-ап: после флопа первым ходит SB, а BB на баттоне — последним."]


def test_short_all_ins_and_the_minimum_raise() -> None:
    # TDA Rule 47 example 2: the minimum raise stays the opening 300 over the all-ins.
    stacks = {"A": 5000, "B": 500, "C": 650, "D": 800, "E": 5000, "F": 5000}
    hand = _hand(stacks, ["A bet 300", "B allin", "C allin", "D allin", "E call"])
    assert _whys(hand)["min-raise"] == [
        "The minimum raise is to 1,100: the bet of 800 plus the last full raise of 300; the all-ins above 300 were "
        "each less than a full raise and do not change its size."
    ]
    assert _whys(hand)["pot"] == ["The pot: 300; A, B, C, D, E and F may win it."]


def test_calling_all_in_for_less_and_what_an_all_in_player_can_win() -> None:
    hand = _hand({"A": 1000, "B": 60, "C": 1000}, ["A bet 100"])
    assert _whys(hand)["call-all-in"] == [
        "The bet is 100, but B has only 60 behind: B may call all-in for less, to 60."
    ]
    assert "short-stack" in _whys(hand)
    play_text(hand, "B call")
    assert _whys(hand)["all-in-can-win"] == [
        "B is all-in, having put in 60: B can win at most 60 from each opponent, so at most 420 of the chips in so "
        "far, B's own included."
    ]


def test_side_pots_uncalled_chips_and_the_end() -> None:
    hand = _hand({"A": 1000, "B": 100, "C": 300}, ["A bet 600", "B allin", "C allin"], pot=0)
    whys = _whys(hand)
    assert whys["over-all-in"]
    assert whys["uncalled"] == ["Nobody called the last 300 of A's bet: it goes back to A."]
    assert whys["pot"] == ["The main pot: 300; A, B and C may win it.", "Side pot 1: 400; only A and C may win it."]
    assert _whys(hand, "ru")["pot"][1] == "Сайд-пот 1: 400; выиграть его могут только A и C."
    folded = _hand({"A": 1000, "B": 1000}, ["A bet 100", "B fold"])
    assert _whys(folded)["over-folded"] == ["Everyone else has folded: A wins the pot without a showdown."]


def test_pot_limit_maximum_and_a_short_big_blind() -> None:
    hand = _hand({"A": 1000, "B": 1000, "C": 1000}, ["A bet 100"], structure=PotLimit(100))
    assert _whys(hand)["max-pot-limit"] == [
        "In pot-limit the largest raise is to 600: the bet of 100 plus the pot after the call, 500."
    ]
    preflop = _hand({"SB": 1000, "BB": 70, "UTG": 1000}, street=0, pot=0, structure=PotLimit(100))
    whys = _whys(preflop)
    assert whys["short-big-blind"] == [
        "BB is all-in for 70, less than the big blind of 100: the bet to call is still 100, and raises are counted "
        "from it."
    ]
    assert whys["pot-limit-short-blind"] == [
        "The big blind is all-in for less, but the pot is counted as if the full blinds had been posted: 30 more."
    ]
    assert whys["max-pot-limit"] == [
        "In pot-limit the largest raise is to 350: the bet of 100 plus the pot after the call, 250."
    ]
    assert preflop.options().max_to == 350


def test_fixed_limit_half_bet_rule_and_its_two_raise_sizes() -> None:
    # Seed 001: limit 10-20, P1 bets 10, P2 all-in for 15 is a raise; P3 may re-raise to 25.
    stacks = {"P1": 1000, "P2": 15, "P3": 1000, "P4": 1000}
    hand = _hand(stacks, ["P1 bet 10", "P2 allin"], structure=FixedLimit(10, 20), rules="fspr", pot=30)
    whys = _whys(hand)
    assert whys["limit-allin-counted"] == [
        "The all-in to 15 raised 5 over 10, at least 50% of a bet of 10: it counts as a raise and reopens the betting."
    ]
    assert whys["limit-raise-after-allin"] == ["The next raise is counted from the all-in itself, 15."]
    assert whys["limit-raise"] == ["In fixed-limit a raise is exactly one bet of 10 over 15: to 25."]
    complete = _hand(
        stacks,
        ["P1 bet 10", "P2 allin"],
        structure=FixedLimit(10, 20),
        pot=30,
        limit_raise_after_partial="complete-first",
    )
    assert _whys(complete)["limit-raise-after-allin"] == [
        "To raise, a player first completes the all-in to a full raise, to 20, then adds one bet."
    ]
    short = _hand({**stacks, "P2": 14}, ["P1 bet 10", "P2 allin"], structure=FixedLimit(10, 20), pot=30)
    assert _whys(short)["limit-allin-short"] == [
        "The all-in to 14 adds 4 over 10, less than 50% of a bet of 10: it is not a raise, it reopens nothing, and "
        "the next raise is counted from the last full bet."
    ]
    play_text(short, "P3 call")
    play_text(short, "P4 call")
    assert _whys(short)["not-reopened"] == [
        "P1 bet 10 and now faces 14: no bet or raise of at least 50% of a bet came after that, so P1 may call or "
        "fold but not raise."
    ]


def test_fixed_limit_all_ins_measured_alone() -> None:
    # TDA: each all-in is measured alone against the bet it raises; two of 4 and 3 do not add up.
    stacks = {"A": 1000, "B": 14, "C": 17, "D": 1000}
    hand = _hand(stacks, ["A bet 10", "B allin", "C allin"], structure=FixedLimit(10, 20), pot=30)
    assert _whys(hand)["limit-allins-alone"] == [
        "The all-ins above 10 add 7 together, but this rulebook measures each alone against the bet it raises, and "
        "none reached 50% of a bet of 10: they are not a raise."
    ]


def test_the_cap_and_heads_up() -> None:
    hand = _hand(
        {"A": 1000, "B": 1000},
        ["A bet 100", "B raise 200", "A raise 300", "B raise 400"],
        structure=FixedLimit(100, 200),
        rules="roberts",
    )
    assert _whys(hand)["cap-lifted"] == [
        "The cap of 3 raises has been reached, but heads-up this rulebook lifts it: the raising may go on."
    ]
    capped = _hand(
        {"A": 1000, "B": 1000, "C": 1000},
        ["A bet 100", "B raise 200", "C raise 300", "A raise 400"],
        structure=FixedLimit(100, 200),
        rules="roberts",
    )
    assert _whys(capped)["cap-reached"] == [
        "The raises are capped: a bet and 3 raises have been made, so B may call or fold but not raise."
    ]
    play_text(capped, "B call")
    assert "cap-count" not in _whys(capped)


def test_spread_limit() -> None:
    hand = _hand({"A": 1000, "B": 1000}, ["A bet 20"], structure=SpreadLimit(10, 50), blinds=None)
    assert _whys(hand)["spread-limit"] == [
        "In spread-limit a raise goes to between 40 and 70: the bet of 20 plus at least the last bet or raise (20) "
        "and at most 50."
    ]


# -- live-table rulings -------------------------------------------------------------------------------

_LIVE_PREFIXES = ("live.", "said.", "pushed.", "note.", "game.")


def _live_key(ruling: LiveRuling) -> str:
    return f"live.{ruling.code}" + (f".{ruling.variant}" if ruling.variant else "")


def _clause_keys(params: Any) -> set[str]:
    """The catalog keys of the clauses among a sentence's params, nested ones included."""
    keys: set[str] = set()
    for value in params.values():
        if isinstance(value, Clause):
            keys |= {value.key} | _clause_keys(value.params)
    return keys


def _numbers(params: Any) -> list[int]:
    """Every number a sentence quotes, those of its clauses included."""
    out: list[int] = []
    for value in params.values():
        if isinstance(value, Clause):
            out += _numbers(value.params)
        elif isinstance(value, int):
            out.append(value)
    return out


def _live_rulings() -> list[LiveRuling]:
    """One ruling for each sentence of the catalogs' live table: every code and variant, every lead,
    every aside on a late word and every game named."""
    three = {"A": 9000, "B": 9000, "C": 9000}

    def short(stack: int) -> Hand:
        return _hand({"A": 9000, "B": stack, "C": 9000}, ["A bet 1000"])

    flop, opened = _hand(three), _hand(three, ["A bet 1000"])
    pot_flop, pot_opened = _hand(three, structure=PotLimit(100)), _hand(three, ["A bet 100"], structure=PotLimit(100))
    option = _hand({"SB": 9000, "BB": 9000, "BTN": 9000}, ["BTN call", "SB call"], street=0, pot=0)
    rule47 = _hand(
        {"A": 10000, "B": 125, "C": 10000, "D": 200, "E": 10000},
        ["A bet 100", "B allin", "C call", "D allin", "E call", "A call"],
    )
    capped = _hand(
        three,
        ["A bet 100", "B raise 200", "C raise 300", "A raise 400"],
        structure=FixedLimit(100, 200),
        rules="roberts",
    )
    cases: list[tuple[Hand, str]] = [
        (opened, "B says fold call"),
        (flop, "A says check fold"),
        (opened, "B says call raise"),
        (flop, "A says call"),
        (short(800), "B says all in"),
        (flop, "A says all in"),
        (opened, "B says all in"),
        (pot_flop, "A says pot"),
        (pot_opened, "B says pot"),
        (flop, "A says pot"),
        (opened, "B says raise the pot"),
        (_hand(three, structure=FixedLimit(100, 200)), "A says pot"),
        (_hand(three, structure=SpreadLimit(100, 500)), "A says pot"),
        (flop, "A says raise"),
        (flop, "A says bet"),
        (opened, "B says raise"),
        (flop, "A says bet 800 check"),
        (opened, "B says raise 3000"),
        (flop, "A says bet by 800"),
        (opened, "B says raise by 1500 bet"),
        (flop, "A says bet five"),
        (opened, "B says raise five"),
        (flop, "A says raise and pushes 1000"),
        (opened, "B says raise and pushes 3000"),
        (flop, "A pushes 1000 in one chip"),
        (flop, "A pushes 800"),
        (opened, "B pushes 5000 in one chip"),
        (option, "BB pushes 1000 in one chip"),
        (opened, "B pushes 500"),
        (_hand({"A": 9000, "B": 9000}, ["A bet 1000"]), "B pushes 500"),
        (short(800), "B pushes 800"),
        (opened, "B pushes 1000"),
        (opened, "B pushes 800+400"),
        (short(2000), "B pushes 2000"),
        (opened, "B pushes 2600"),
        (opened, "B pushes 1500"),
        (short(1800), "B pushes 1500"),
        (opened, "B pushes 1400"),
        (option, "BB pushes 20"),
        (rule47, "C pushes 1000"),
        (capped, "B says raise"),
        (_hand({"A": 300, "B": 1000}, ["A allin"]), "B says raise"),
        (short(800), "B says bet"),
        (flop, "A says bet 50"),
        (opened, "B says raise 1500"),
        (_hand({"A": 60, "B": 9000, "C": 9000}), "A says bet 10"),
        (short(1800), "B says raise 1500"),
        (pot_flop, "A pushes 5000"),
        (pot_opened, "B pushes 9000"),
        (short(3000), "B says raise 9000"),
        (opened, "B says 1000"),
        (opened, "B says five"),
    ]
    rulings = []
    for hand, text in cases:
        live = read_live(text)
        assert live is not None, text
        rulings.append(rule_live(hand, live))
    return rulings


LIVE_RULINGS = _live_rulings()


def test_every_live_sentence_is_in_the_catalogs_and_every_one_is_used() -> None:
    """The rulings tried here use every sentence of the live table, and no other: a new code, variant
    or lead of declarations.py must get its sentences (the catalog test checks every language has
    them, with the same placeholders)."""
    keys = {_live_key(ruling) for ruling in LIVE_RULINGS}
    keys |= {key for ruling in LIVE_RULINGS for key in _clause_keys(ruling.params)}
    for lang in LANGUAGES:
        assert keys == {key for key in catalog(lang) if key.startswith(_LIVE_PREFIXES)}, lang


@pytest.mark.parametrize("ruling", LIVE_RULINGS, ids=lambda r: f"{_live_key(r)}:{r.source}")
def test_the_english_catalog_says_what_the_live_ruling_says(ruling: LiveRuling) -> None:
    """Rendered from its code, variant and params, every live ruling reads exactly as
    declarations.py wrote it; the other languages say it with the same numbers."""
    english = explain_live(ruling, "en")
    assert (english.code, english.rule, _ungrouped(english.text), english.lang) == (
        ruling.code,
        ruling.rule,
        ruling.text,
        "en",
    )
    for lang in OTHERS:
        translated = explain_live(ruling, lang)
        assert translated.lang == lang, f"no {lang} sentence for {_live_key(ruling)}"
        assert translated.text != ruling.text
        assert (translated.code, translated.rule) == (ruling.code, ruling.rule)
        for value in _numbers(ruling.params):
            assert number(value, lang) in translated.text


def test_a_live_ruling_the_catalog_does_not_describe_stays_in_english() -> None:
    ruling = LIVE_RULINGS[0]
    drifted = LiveRuling(**{**{f: getattr(ruling, f) for f in LiveRuling.__slots__}, "text": "B folds, somehow"})
    assert live_text(drifted, "ru") is None
    assert explain_live(drifted, "ru") == explain_live(drifted, "en")
    assert explain_live(drifted, "ru").lang == "en" and explain_live(drifted, "ru").text == "B folds, somehow"
    unknown = LiveRuling(**{**{f: getattr(ruling, f) for f in LiveRuling.__slots__}, "code": "no-such-code"})
    assert explain_live(unknown, "it").lang == "en"


def test_a_live_ruling_in_russian_and_italian() -> None:
    ruling = rule_push(_hand({"A": 9000, "B": 9000, "C": 9000}, ["A bet 1000"]), 1200, chips=(800, 400))
    assert (
        ruling.text
        == "B pushes 1200 as 800+400; without a 400 chip less than 1000 is left: a call to 1000 (adding 1000)"
    )
    assert explain_live(ruling, "ru").text == (
        "B выдвигает 1\u00a0200 фишками 800+400; без фишки 400 остаётся меньше 1\u00a0000: это колл до 1\u00a0000 "
        "(доложить 1\u00a0000)"
    )
    assert explain_live(ruling, "it").text == (
        "B spinge 1.200 in fiches da 800+400; senza la fiche da 400 resta meno di 1.000: chiama a 1.000 "
        "(aggiungendo 1.000)"
    )


def _declaration_params() -> list[Any]:
    return [
        pytest.param(case, name, id=f"{case.index}[{name}]")
        for case in load_cases(DECLARATIONS)
        for name in case.rulebooks
    ]


def _live_of(case: Case, rulebook_name: str) -> list[LiveRuling]:
    """The live rulings of a case's actions, in order, as rule_case makes them."""
    hand = hand_of(case.settings, rulebook_name)
    live: list[LiveRuling] = []
    for text in case.actions:
        played = play_text(hand, text)
        if played.live is not None:
            live.append(played.live)
    return live


@pytest.mark.parametrize(("case", "rulebook_name"), _declaration_params())
def test_every_declaration_example_is_explained_in_every_language(case: Case, rulebook_name: str) -> None:
    """Each case of examples/declarations.toml under each rulebook it names: in every language the
    ``why`` list starts with one entry per live ruling, served in that language, and the English
    is the module's own sentence."""
    live = _live_of(case, rulebook_name)
    assert live, case.name
    for lang in LANGUAGES:
        why = explain_case(case, rulebook_name, lang)["why"]
        assert isinstance(why, list)
        for entry, ruling in zip(why, live, strict=False):
            explained = explain_live(ruling, lang)
            assert explained.lang == lang, f"{ruling.code}: no {lang} sentence"
            assert entry == explained.as_json()
            if lang == "en":
                assert _ungrouped(entry["text"]) == ruling.text
            else:
                assert entry["text"] != ruling.text
        assert [entry["code"] for entry in why[: len(live)]] == [r.code for r in live]


@st.composite
def _live_actions(draw: st.DrawFn) -> tuple[Hand, str]:
    """A random hand with somebody to act, and something he says or pushes."""
    hand = draw(hands_in_play())
    who = hand.player_to_act
    if draw(st.booleans()):
        stack = hand.round.stacks[hand.to_act] if hand.to_act >= 0 else 1
        pushed = draw(st.integers(1, max(stack, 1)))
        form = draw(st.sampled_from(["", " in one chip", "+"]))
        if form == "+" and pushed > 1:
            smallest = draw(st.integers(1, pushed - 1))
            return hand, f"{who} pushes {pushed - smallest}+{smallest}"
        raised = draw(st.sampled_from(["pushes", "says raise and pushes"]))
        return hand, f"{who} {raised} {pushed}{form if form != '+' else ''}"
    words = draw(st.sampled_from(_SAID))
    return hand, f"{who} says {words}"


_SAID = [
    "fold", "check", "call", "raise", "bet", "all in", "pot", "raise the pot", "five", "twelve", "3", "100",
    "raise 7", "bet 30", "raise by 20", "bet five", "call raise", "fold call", "check bet", "make it 40",
]  # fmt: skip


@given(_live_actions())
def test_every_live_ruling_is_said_in_every_language(spot: tuple[Hand, str]) -> None:
    """Whatever is said or pushed, the English catalog reproduces the ruling's sentence and the
    other languages translate it."""
    hand, text = spot
    if hand.to_act < 0:
        return
    live = read_live(text)
    assert live is not None
    try:
        ruling = rule_live(hand, live)
    except PokerfloorError as error:
        assert explain_error(error, "ru").lang == "ru", error
        return
    assert explain_live(ruling, "en").text == ruling.text
    for lang in LANGUAGES:
        assert explain_live(ruling, lang).lang == lang, (_live_key(ruling), ruling.text)


# -- every seed example, every language ---------------------------------------------------------------


def _seed_params() -> list[Any]:
    return [
        pytest.param(case, name, id=f"{path.stem}#{case.index}[{name}]")
        for path in sorted(SEEDS.glob("*.toml"))
        for case in load_cases(path)
        for name in case.rulebooks
    ]


_AMOUNT_CODES = ("min-bet", "min-raise", "limit-bet", "limit-raise", "spread-limit", "all-in-short")


@pytest.mark.parametrize(("case", "rulebook_name"), _seed_params())
def test_every_seed_ruling_is_explained(case: Any, rulebook_name: str) -> None:
    """Every option carries an explanation quoting its amount; a raise that is not open says why;
    every pot is explained; each refused try comes first, in order; the three languages agree."""
    by_lang = {lang: explain_case(case, rulebook_name, lang) for lang in LANGUAGES}
    ruling = by_lang["en"]
    why = ruling["why"]
    assert isinstance(why, list)
    refused = ruling.get("refused") or []
    assert isinstance(refused, list)
    codes = [entry["code"] for entry in why[len(refused) :]]
    texts = {code: [e["text"] for e in why if e["code"] == code] for code in codes}
    options = ruling["options"]
    assert isinstance(options, list)
    if "call" in options:
        call = texts.get("call", []) + texts.get("call-all-in", [])
        call_to = ruling["call_to"]
        assert isinstance(call_to, int)
        assert any(number(call_to, "en") in text for text in call)
    if "bet" in options or "raise" in options:
        amount = [text for code in _AMOUNT_CODES for text in texts.get(code, [])]
        min_to = ruling["min_to"]
        assert isinstance(min_to, int)
        assert any(number(min_to, "en") in text for text in amount), codes
    elif "call" in options:
        assert {"not-reopened", "cap-reached", "no-opponent", "short-stack"} & set(codes)
    pots = ruling["pots"]
    assert isinstance(pots, list)
    assert codes.count("pot") == len(pots)
    for entry in why:
        assert entry["rule"] and entry["text"]
    for lang in OTHERS:
        other = by_lang[lang]["why"]
        assert isinstance(other, list)
        # The same rules, cited in the language: the rulebooks' names and the words around the numbers.
        assert [(e["code"], e["rule"]) for e in other] == [(e["code"], cited(e["rule"], lang)) for e in why]
        assert all(o["text"] != e["text"] for o, e in zip(other, why, strict=True) if e["code"] != "heads-up")


def test_why_entries_puts_refusals_first() -> None:
    hand = _hand({"A": 1000, "B": 1000})
    error = _refusal(hand, Action(Kind.CALL))
    entries = why_entries(hand, [error], "it")
    assert entries[0] == {
        "code": "call-without-bet",
        "rule": "Regolamento TDA 2024, regola 40",  # cited in Italian, as the text is
        "text": explain_error(error, "it").text,
    }
    assert entries[1]["code"] == "to-act"


def test_rule_case_without_a_writer_keeps_the_engine_english() -> None:
    case = load_cases(SEEDS / "s004-tda-rule49.toml")[1]
    plain = rule_case(case, "tda")
    assert all(set(entry) == {"code", "rule", "text"} for entry in plain["why"])


# -- the command line -------------------------------------------------------------------------------------


def test_cli_explain_in_russian(capsys: pytest.CaptureFixture[str]) -> None:
    example = ROOT / "examples" / "tda-rule47-example1.toml"
    assert main(["rule", str(example), "--explain", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert (
        "  почему: Игрок C сделал колл 125, а теперь ставка 200: ещё 75, меньше полного рейза 100, поэтому C может "
        "сделать колл или фолд, но не рейз. (Правила TDA 2024, правило 47)"
    ) in out
    assert "  почему: C raise 400: этот игрок действовал при ставке 125" in out


def test_cli_without_explain_shows_only_the_refusals(capsys: pytest.CaptureFixture[str]) -> None:
    example = ROOT / "examples" / "tda-rule47-example1.toml"
    assert main(["rule", str(example)]) == 0
    whys = [line for line in capsys.readouterr().out.splitlines() if line.startswith("  why:")]
    assert whys == [
        "  why: C raise 400: this player acted at 125 and faces 75 more, less than the full raise of 100, so only a "
        "call or a fold is open (TDA 2024 Rule 47)"
    ]


def test_cli_json_why_in_italian(capsys: pytest.CaptureFixture[str]) -> None:
    example = ROOT / "examples" / "tda-rule47-example1.toml"
    assert main(["rule", str(example), "--json", "--lang", "it"]) == 0
    ruling = json.loads(capsys.readouterr().out)
    assert ruling["refused"] == ["C raise 400"]
    first, *rest = ruling["why"]
    assert first["code"] == "not-reopened"
    assert first["text"].startswith("C raise 400: questo giocatore ha agito a 125")
    assert {"code": "to-act", "rule": "Regolamento TDA 2024, regola 53", "text": "Tocca a C al flop."} in rest


# -- the rulebook pages ----------------------------------------------------------------------------------


def test_the_committed_rulebook_pages_match_the_rulebook_data(tmp_path: Path) -> None:
    committed = ROOT / "docs" / "rulebooks"
    assert docs_main([str(tmp_path)]) == 0
    written = {path.name: path.read_text(encoding="utf-8") for path in tmp_path.iterdir()}
    assert written == pages()
    stale = [name for name, text in written.items() if (committed / name).read_text(encoding="utf-8") != text]
    assert not stale, f"docs/rulebooks is stale ({stale}): run python -m pokerfloor.explain.rulebook_pages"
    assert sorted(path.name for path in committed.iterdir()) == sorted(written)
    assert docs_main([str(committed), "--check"]) == 0


def test_docs_check_fails_on_a_stale_page(tmp_path: Path) -> None:
    docs_main([str(tmp_path)])
    (tmp_path / "tda.md").write_text("stale\n", encoding="utf-8")
    assert docs_main([str(tmp_path), "--check"]) == 1
    assert "TDA 2024 Rule 47" in pages()["tda.md"]
    assert "| `limit_cap_raises` | `3` |" in pages()["roberts.md"]


def _corner_cases() -> list[Hand]:
    """Hands that reach the explanations the seed examples do not."""
    stacks47 = {"A": 10000, "B": 125, "C": 10000, "D": 200, "E": 10000}
    rule47 = ["A bet 100", "B allin", "C call", "D allin", "E call"]
    house: dict[str, Any] = {"nolimit_reopen_percent": 80}
    alone: dict[str, Any] = {"nolimit_allins_add_up": False}
    three = {"A": 1000, "B": 1000, "C": 1000}
    return [
        _hand({"A": 1000, "B": 150}, ["A bet 100"]),  # all-in for less than a raise
        _hand(
            three,
            ["A bet 100", "B raise 200", "C raise 300", "A raise 400", "B fold"],
            structure=FixedLimit(100, 200),
            rules="roberts",
        ),  # capped three-handed: kept heads-up
        _hand({"A": 1000, "B": 1000}, structure=PotLimit(100)),  # the largest pot-limit bet
        _hand({"A": 250, "B": 1000}, structure=PotLimit(100)),  # ... capped by the stack
        _hand(
            {"A": 1000, "B": 1000, "C": 1000}, structure=PotLimit(100), street=0, pot=0, rules="wsop-live"
        ),  # the small blind counted as a big blind (WSOP 2024 Live Action Rule 187)
        _hand({"A": 300, "B": 1000}, ["A allin"]),  # nobody to raise against
        _hand({"A": 300, "B": 1000}, ["A allin", "B allin"]),  # ... but all-in: the rest comes back
        _hand(stacks47, rule47, **house),  # reopened at 80% of a full raise
        _hand(stacks47, [*rule47, "A call"], **house),  # not reopened at 80% either
        _hand(stacks47, rule47, **alone),  # all-ins do not add up: not reopened
        _hand(three, ["A bet 100", "B raise 200", "C call"], **alone),  # a single full raise reopens
        _hand({"A": 1000, "B": 1000}, structure=SpreadLimit(10, 50), blinds=None, street=3),  # a spread bet, river
        _hand({"A": 1000, "B": 1000}, ["A bet 20"], structure=SpreadLimit(10, 50), blinds=None),  # a spread raise
        _hand(
            {"A": 1000, "B": 1000},
            ["A bet 100", "B raise 200", "A raise 300", "B raise 400"],
            structure=FixedLimit(100, 200),
            rules="roberts",
        ),  # the cap lifted heads-up
        _hand(
            {"A": 1000, "B": 14, "C": 17, "D": 1000}, ["A bet 10", "B allin", "C allin"], structure=FixedLimit(10, 20)
        ),  # limit all-ins measured alone
        _hand({"A": 1000, "B": 1000}, ["A bet 100", "B fold"]),  # won without a showdown
        *_showdowns(),
    ]


def _shown(game: str, holes: dict[str, str], board: str, pot: int = 301) -> Hand:
    """Checked down on the river to a showdown of the holes given, the pot from earlier streets."""
    settings = {
        "game": game,
        "structure": "pot-limit" if game.startswith("omaha") else "no-limit",
        "blinds": [50, 100],
        "street": "river",
        "pot": pot,
        "players": [{"name": name, "stack": 1000} for name in holes],
        "cards": holes,
        "board": board,
    }
    hand = hand_of(settings, "tda")
    while hand.to_act >= 0:
        play_text(hand, f"{hand.player_to_act} check")
    return hand


def _showdowns() -> list[Hand]:
    """Who won what at the showdown: one winner, a split (with an odd chip), the halves of a
    high-low pot (one of them split), and a high-low pot with no low."""
    low_board = "2c3d4h9sKc"
    return [
        _shown("holdem", {"A": "AsAh", "B": "KsKh"}, "2c3d4h8s9c"),
        _shown("holdem", {"A": "AsAh", "B": "AdAc"}, "2c3d4h8s9c"),
        _shown("omaha-hi-lo", {"A": "AsKs5d6d", "B": "QsQh7d8c"}, low_board),
        _shown("omaha-hi-lo", {"A": "AsKs5d6d", "B": "AdKh5c6c"}, low_board),
        _shown("omaha-hi-lo", {"A": "AsAhJdTd", "B": "KsKhQdQc"}, "9c9dTh8sKc"),
        _shown("omaha-hi-lo", {"A": "AsAhJdTd", "B": "AdAcJcTc"}, "9c9sTh8sKc"),
    ]


def test_every_explanation_in_the_catalog_is_reachable(monkeypatch: pytest.MonkeyPatch) -> None:
    """Across the seed examples and the corner cases, every sentence of the catalog is used: none is
    dead, and each has a situation that shows it."""
    used: set[str] = set()

    def recording(key: str, lang: str, **params: object) -> str:
        used.add(key)
        return render(key, lang, **params)

    def recording_localized(key: str, lang: str, **params: object) -> str:
        used.add(key)
        return localized(key, lang, **params)

    for module in (explain_module, refusals_module):  # the explanations, and the refusals said
        monkeypatch.setattr(module, "render", recording)
        monkeypatch.setattr(module, "localized", recording_localized)
    monkeypatch.setattr(hand_module, "localized", recording_localized)  # the state of a hand
    for param in _seed_params():
        case, name = param.values
        explain_case(case, name)
    folders = ("stud", "draw", "tables", "options")
    for path in sorted(path for folder in folders for path in (SEEDS.parent / folder).glob("*.toml")):
        for case in load_cases(path):
            for name in case.rulebooks:
                explain_case(case, name)
    for reason in seating_corners():  # the next hand's reasons no situation file reaches
        explain_reason(reason)
    for hand in _corner_cases():
        explain_hand(hand)
    for error in REFUSALS:
        explain_error(error)
    for ruling in LIVE_RULINGS:
        explain_live(ruling)
    for param in _declaration_params():
        case, name = param.values
        explain_case(case, name)
    # Defensive only: a player who has acted always has his action in the log of the street.
    # The hands in words (hand.*, card.*) are rendered by pokerfloor.explain.hand_names: their own test
    # (tests/test_hand_names.py) reaches each.
    named = {key for key in catalog("en") if key.startswith(("hand.", "card."))}
    # format.* is how numbers are written (pokerfloor.explain.catalog.number); ui.*, cli.*, page.* and the
    # names of kinds, streets, games and structures are the command line's and the page's words
    # (tests/test_words.py reaches each).
    words = {key for key in catalog("en") if key.startswith(WORD_PREFIXES)}
    # The verdicts' notes of pokerfloor check (check.*): tests/test_site_histories.py reaches each.
    notes = {key for key in catalog("en") if key.startswith("check.")}
    # How rules are cited (cite.*): test_every_citation_is_said_in_every_language reaches each.
    citing = {key for key in catalog("en") if key.startswith("cite.")}
    # The phrases a refusal names (a place, what a reader forgave, what an OHH record breaks) are
    # said inside its sentence, by the catalog itself (tests/test_refusal_words.py reaches each).
    places = {key for key in catalog("en") if key.startswith(PHRASES)}
    # A frozen value's AttributeError (pokerfloor.errors.frozen) is said in English, the code's
    # language: tests/test_engine.py reaches each.
    frozen = {key for key in catalog("en") if key.startswith("frozen.")}
    unused = set(catalog("en")) - used - named - words - notes - citing - places - frozen - {"word.did-act"}
    assert not unused


def test_every_citation_is_said_in_every_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--lang ru`` and ``--lang it`` cite the rulebooks by their names in the language, and the
    words numbering their rules too: no English title and no "Rule 47" outside a note, every
    number kept; every word of the catalogs' cite.* is used."""
    used: set[str] = set()

    def recording(key: str, lang: str, **params: object) -> str:
        used.add(key)
        return render(key, lang, **params)

    monkeypatch.setattr(citing_module, "render", recording)
    every = sorted({rule for cites in CITATIONS.values() for rule in cites.values()} | set(TITLES.values()))
    for lang in OTHERS:
        for rule in every:
            said = cited(rule, lang)
            outside = re.sub(r"\([^()]*(?:\([^()]*\)[^()]*)*\)", "", said)
            for name in TITLES:  # the names in the language, which may keep the English one inside
                outside = outside.replace(render(f"cite.{name}", lang), "")
            assert not any(title in outside for title in TITLES.values()), said
            assert not re.search(r"\b(?:Rules?|Recommended Procedure|Example) \d", outside), said
            assert re.findall(r"\d+", rule) == re.findall(r"\d+", said), (rule, said)
    assert used == {key for key in catalog("en") if key.startswith("cite.")}
    assert cited("TDA 2024 Rule 47", "ru") == "Правила TDA 2024, правило 47"
    assert cited("TDA 2024 Rule 47", "en") == "TDA 2024 Rule 47"


def test_citations_name_the_rule_not_a_file_nor_the_raise_cap() -> None:
    """FSPR's all-in page is cited by its title, not by the file id it came in (seed 001); TDA's
    completion of the bring-in is not cited as Rule 48, the cap on raises."""
    every = [rule for cites in CITATIONS.values() for rule in cites.values()]
    assert not [rule for rule in every if "seed" in rule]
    assert CITATIONS["fspr"]["all-in"] == "FSPR 2011, All-in"
    completion = CITATIONS["tda"]["completion"]
    assert "Rule 48" not in completion and completion.startswith("TDA 2024: no rule found; as WSOP 2024")


def test_a_hand_in_dollars_and_cents_is_ruled_and_explained_in_dollars_and_cents() -> None:
    """Ruled in whole chips of a cent, said in the file's money (issue 27): the refusal of a raise
    to 1.99 names the minimum raise to 2.00, not to 200, in every language; and outside the
    ruling the engine's own sentence counts chips again."""
    [case, _] = load_cases(ROOT / "examples" / "rulings" / "decimal-stakes.toml")
    english = _why_texts(explain_case(case, "tda"))
    assert "B raise 1.99: the minimum raise is to 2.00" in english
    assert "The minimum raise is to 2.00: the bet of 1.25 plus the last full raise of 0.75." in english
    assert not any("200" in text or "125" in text for text in english), english
    italian = _why_texts(explain_case(case, "tda", "it"))
    assert "B raise 1.99: il rilancio minimo è a 2,00" in italian
    hand = Hand(Table(names=("A", "B"), stacks=(500, 500), button=1, structure=NoLimit(2), blinds=(1, 2)))
    with pytest.raises(IllegalActionError) as refused:
        hand.push(Action(Kind.RAISE, 3))
    assert str(refused.value).startswith("B raise 3: the minimum raise is to 4")


def _why_texts(ruling: dict[str, Any]) -> list[str]:
    whys = ruling["why"]
    assert isinstance(whys, list)
    return [str(why["text"]) for why in whys]
