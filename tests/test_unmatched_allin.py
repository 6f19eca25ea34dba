"""An all-in nobody can match (issue 17, point 2): when every other player still in is all-in for
less, the whole stack may still go in and what nobody matched comes back uncalled; a raise of a
chosen size stays refused, and the refusal names the all-in as what is allowed."""

from __future__ import annotations

import pytest

from pokerfloor import Action, ActionUnavailableError, Hand, Kind, NoLimit, Table, rulebook
from pokerfloor.checking.phh_replay import replay
from pokerfloor.explain.rulings import explain_error, explain_hand
from pokerfloor.formats.phh import parse_histories
from pokerfloor.live import play_text


def _preflop() -> Hand:
    """C raises, A (400) and B (3000) go all-in: C, with 5000, faces B's 3000."""
    table = Table(
        names=("A", "B", "C"),
        stacks=(400, 3000, 5000),
        button=2,
        structure=NoLimit(100),
        rules=rulebook("tda"),
        blinds=(50, 100),
    )
    hand = Hand(table)
    for text in ("C raise 300", "A allin", "B allin"):
        play_text(hand, text)
    return hand


def test_allin_is_taken_and_the_unmatched_chips_come_back() -> None:
    hand = _preflop()
    options = hand.options()
    assert options.raise_blocked == "no-opponent"
    assert options.push == Action(Kind.RAISE, 5000)
    assert hand.allin_action() in options
    play_text(hand, "C allin")
    assert hand.is_over
    assert hand.returned == [0, 0, 2000]
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(1200, (0, 1, 2)), (5200, (1, 2))]
    hand.pop()
    assert hand.to_act == 2 and hand.stacks[2] == 4700


def test_the_return_is_explained_with_the_rule() -> None:
    hand = _preflop()
    play_text(hand, "C allin")
    why = [w for w in explain_hand(hand) if w.code == "uncalled"]
    assert [w.text for w in why] == [
        "C went all-in to 5,000 when every other player still in was already all-in for less: nobody could "
        "match the last 2,000, so it goes back to C."
    ]
    assert why[0].rule == hand.rules.cite("uncalled")


def test_a_raise_of_a_chosen_size_is_refused_naming_the_allin() -> None:
    hand = _preflop()
    before = hand.snapshot()
    with pytest.raises(ActionUnavailableError) as caught:
        hand.push(Action(Kind.RAISE, 4000))
    assert hand.snapshot() == before
    error = caught.value
    assert error.code == "no-opponent"
    assert "only all-in is taken (allin, to 5000)" in str(error)
    assert explain_error(error, "ru").text.startswith("C raise 4000: все остальные")
    assert "allin" in explain_error(error, "it").text


def test_the_options_explain_the_allin() -> None:
    hand = _preflop()
    texts = [w.text for w in explain_hand(hand) if w.code == "no-opponent"]
    assert texts and "all-in (to 5,000) is taken too" in texts[0]


def test_a_phh_raise_to_the_whole_stack_is_replayed() -> None:
    text = "\n".join(
        [
            'variant = "NT"',
            "antes = [0, 0, 0]",
            "blinds_or_straddles = [50, 100, 0]",
            "min_bet = 100",
            "starting_stacks = [400, 3000, 5000]",
            'actions = ["d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 QsQh", "p3 cbr 300", "p1 cbr 400", '
            '"p2 cbr 3000", "p3 cbr 5000", "d db 2c3d4h", "d db 8s", "d db 9c"]',
            "finishing_stacks = [1200, 5200, 2000]",
        ]
    )
    outcome = replay(parse_histories(text)[0], rulebook("tda"))
    assert outcome.status == "verified", outcome.reason
