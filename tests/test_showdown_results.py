"""Who won what at the showdown, with what (issue 17, point 5): Hand.showdown in the library, the
ruling's showdown key, the explanations in three languages and the command line."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from pokerfloor import Action, Hand, Kind, NoLimit, Table, rulebook
from pokerfloor.cli.commands import main
from pokerfloor.core.pots import Pot, Share
from pokerfloor.explain.case_ruling import describe
from pokerfloor.explain.rulings import explain_hand
from pokerfloor.games.cards import Deck, cards
from pokerfloor.games.variants import VARIANTS
from pokerfloor.live import play_text
from pokerfloor.structures import structure_named

EXAMPLE = Path(__file__).parent.parent / "examples" / "rulings" / "showdown-who-won-what.toml"


def _three(auto_settle: bool = True) -> Hand:
    table = Table(
        names=("A", "B", "C"),
        stacks=(400, 3000, 5000),
        button=2,
        structure=NoLimit(100),
        rules=rulebook("tda"),
        blinds=(50, 100),
    )
    hole = {0: cards("AsAh"), 1: cards("KsKh"), 2: cards("QsQh")}
    hand = Hand(table, hole=hole, board=cards("2c3d4h8s9c"), auto_settle=auto_settle)
    for text in ("C raise 300", "A allin", "B allin", "C allin"):
        play_text(hand, text)
    return hand


def test_the_library_says_how_each_pot_went() -> None:
    results = _three().showdown()
    assert [pot for pot, _ in results] == [Pot(1200, (0, 1, 2)), Pot(5200, (1, 2))]
    (main_share,), (side_share,) = (shares for _, shares in results)
    assert isinstance(main_share, Share)
    assert (main_share.ranking, main_share.amount, main_share.chips) == (0, 1200, {0: 1200})
    assert side_share.chips == {1: 5200}
    assert main_share.rank is not None and side_share.rank is not None  # a hand qualified for each
    assert main_share.rank < side_share.rank  # aces beat kings: lower is better


def test_nothing_before_the_pots_are_awarded_nor_without_a_showdown() -> None:
    waiting = _three(auto_settle=False)
    assert waiting.showdown() == []
    waiting.settle(mucked=[0])  # A gives up the main pot: B's kings take it
    assert [shares[0].chips for _, shares in waiting.showdown()] == [{1: 1200}, {1: 5200}]
    table = Table(
        names=("A", "B"), stacks=(1000, 1000), button=1, structure=NoLimit(100), rules=rulebook("tda"), blinds=(50, 100)
    )
    folded = Hand(table)
    folded.push(Action(Kind.FOLD))
    assert folded.showdown() == [] and describe(folded)["showdown"] is None


def test_the_ruling_and_the_explanations() -> None:
    hand = _three()
    assert describe(hand)["showdown"] == [
        {"pot": 0, "amount": 1200, "winners": {"A": 1200}, "hand": "a pair of aces"},
        {"pot": 1, "amount": 5200, "winners": {"B": 5200}, "hand": "a pair of kings"},
    ]
    said = {lang: [w.text for w in explain_hand(hand, lang) if w.code == "won"] for lang in ("en", "ru", "it")}
    assert said["en"] == ["Main pot (1,200): A, a pair of aces.", "Side pot 1 (5,200): B, a pair of kings."]
    assert said["ru"][0] == "Основной банк (1\u00a0200): A, пара тузов."
    assert said["it"][1] == "Piatto laterale 1 (5.200): B, una coppia di re."


def test_the_command_line_says_it_without_explain(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", str(EXAMPLE), "--rulebook", "tda"]) == 0
    out = capsys.readouterr().out
    assert "  why: Main pot (1,200): A, a pair of aces. (TDA 2024 Rule 21)" in out


@pytest.mark.parametrize("game", ["holdem", "omaha-hi-lo", "stud-hi-lo", "razz", "2-7-single-draw", "short-deck"])
def test_the_shares_are_what_was_awarded(game: str) -> None:
    """Hand.showdown (pots.share_pot) and the award (pots.award, with its own fast path) agree,
    chip for chip, over random hands of each kind of game."""
    rng = random.Random(17)
    variant = VARIANTS[game]
    structure = structure_named(variant.structures[0], small_bet=2, big_bet=4, big_blind=2)
    for _ in range(60):
        names = tuple(f"P{k}" for k in range(rng.randint(2, 6)))
        table = Table(
            names=names,
            stacks=tuple(rng.randint(5, 60) for _ in names),
            button=len(names) - 1,
            structure=structure,
            rules=rulebook("tda"),
            blinds=None if variant.has_bring_in else (1, 2),
            ante=1 if variant.has_bring_in else 0,
            bring_in=1 if variant.has_bring_in else 0,
            variant=variant,
        )
        hand = Hand(table, deck=Deck(rng=rng))
        while hand.to_act >= 0:
            hand.push(_any(hand, rng))
        won = [0] * len(names)
        for _, shares in hand.showdown():
            for part in shares:
                for seat, chips in part.chips.items():
                    won[seat] += chips
        if hand.is_contested:
            assert won == hand.winnings


def _any(hand: Hand, rng: random.Random) -> Action:
    """A random legal action: a random kind, a random amount in range (one of the two sizes of
    stud's open pair), a draw of random cards."""
    options = hand.options()
    kind = rng.choice(options.kinds)
    if kind is Kind.DRAW:
        held = hand.hole[hand.to_act]
        return Action(kind, None, tuple(rng.sample(held, rng.randint(0, len(held)))))
    if options.sizes is not None and kind in (Kind.BET, Kind.RAISE, Kind.COMPLETE):
        return Action(kind, rng.choice(options.sizes))
    if kind in (Kind.BET, Kind.RAISE, Kind.COMPLETE):
        assert options.min_to is not None and options.max_to is not None
        return Action(kind, rng.randint(options.min_to, options.max_to))
    return Action(kind)
