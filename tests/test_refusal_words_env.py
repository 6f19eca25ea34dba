"""The refusals of the environments (pokerfloor.env) worded once, in the catalogs: a refusal of each
sentence of the room (their settings, their episodes, the menu and the exact form of an action),
with the English the room said when it wrote its own sentences (:func:`test_refusal_words.check_sample`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from pokerfloor import Action, Kind
from pokerfloor.env import KINDS, Episode, Menu, PokerEnv, PokerGym, Tables, exact_action, rollout
from pokerfloor.env.policies import policy_named
from pokerfloor.env.spec import Spec
from pokerfloor.games.variants import variant
from pokerfloor.play import Level
from test_refusal_words import check_sample


def _wrong(value: object) -> Any:
    """A value of the wrong type, given on purpose (the refusal is what is tried)."""
    return value


def _episode(**spec: Any) -> Episode:
    return Episode(Spec(**spec), seed=1)


def _over() -> Episode:
    episode = _episode()
    while not episode.over:
        episode.play(Action(Kind.FOLD))
    return episode


def _stepped_tables(count: int, actions: list[int]) -> None:
    tables = Tables(count, seed=1)
    tables.reset()
    tables.step(actions)


def _learner_done() -> None:
    game = PokerGym("holdem", 2, opponents="call", seed=1)
    game.reset(seed=1)
    game.step(0)  # the learner folds: the hand, and the episode, are over
    game.step(0)


def _exact(given: object) -> None:
    exact_action(_episode().hand, given)


def _masked() -> None:
    """The learner's menu at a decision where checking is not open: folding is open, the bring-in is not."""
    episode = _episode()
    menu = Menu(variant("holdem"), (0.5, 1.0))
    menu.action(episode.hand, menu.names.index("bring-in"))


def _drawing() -> None:
    """A draw given a street total: a draw takes none."""
    episode = _episode(game="2-7-triple-draw", stack=100)
    hand = episode.hand
    while not hand.is_drawing:
        episode.play(Action(Kind.CALL) if Action(Kind.CALL) in hand.options() else Action(Kind.CHECK))
    exact_action(hand, (KINDS.index(Kind.DRAW), 5, 0))


SAMPLES: list[tuple[Callable[[], object], str]] = [
    (lambda: PokerEnv("holdem", 2, actions=_wrong("both")), "actions: 'menu' or 'exact', not 'both'"),
    (lambda: PokerEnv("holdem", 2, render_mode=_wrong("html")), "render_mode: 'ansi' or 'human', not 'html'"),
    (lambda: PokerEnv("holdem", 2).episode_in_play, "reset the environment before using it"),
    (lambda: Tables(0), "count: a positive number of tables, not 0"),
    (lambda: Tables(1).step([0]), "reset the tables before stepping them"),
    (lambda: _stepped_tables(2, [0]), "actions: one per table (2), not 1"),
    (lambda: _episode().reset(_wrong("seven")), "seed: a whole number, not 'seven'"),
    (lambda: _over().play(Action(Kind.FOLD)), "the episode is over: reset it"),
    (lambda: PokerGym("holdem", 2, seat=5), "seat: the learner's seat, 0 to 1, not 5"),
    (lambda: PokerGym("holdem", 3, opponents=["call"]), "opponents: one policy for each of the 2 other seats"),
    (_learner_done, "the episode is over: reset the environment"),
    (lambda: rollout({}, 0, 1), "episodes: a positive number, not 0"),
    (lambda: policy_named("smart"), "opponents: a policy is one of random, call or a function of a Turn, not 'smart'"),
    (lambda: Menu(variant("holdem"), (0.5,)).action(_episode().hand, 99), "99: the menu's entries are numbered 0 to 7"),
    (_masked, "bring-in: this menu entry is masked: it is not open at this decision"),
    (
        lambda: _exact("fold"),
        "'fold': the exact form is an Action or three whole numbers: kind, street total, discards",
    ),
    (lambda: _exact((99, 0, 0)), "(99, 0, 0): the kinds are numbered 0 to 7"),
    (_drawing, "(7, 5, 0): a draw throws cards of the hand held, and takes no amount"),
    (lambda: _exact((KINDS.index(Kind.FOLD), 0, 1)), "(0, 0, 1): a fold throws no cards"),
    (lambda: _exact((KINDS.index(Kind.FOLD), 5, 0)), "(0, 5, 0): a fold takes no amount"),
    (lambda: Spec(players=1), "players: an environment seats 2 to 9 players, not 1"),
    (lambda: Spec(episode=_wrong("match")), "episode: one of hand, session, sit-and-go, not 'match'"),
    (lambda: Spec(rewards=_wrong("euros")), "rewards: one of chips, big-blinds, not 'euros'"),
    (lambda: Spec(hands=0), "hands: a positive number of hands, not 0"),
    (lambda: Spec(history=99), "history: 0 to 64 past actions, not 99"),
    (lambda: Spec(fractions=(0.0,)), "fractions: distinct pot fractions above 0 and at most 10, not (0.0,)"),
    (lambda: Spec(levels=(_wrong("fast"),)), "levels: each level is a pokerfloor.play.Level"),
    (
        lambda: Spec(levels=(Level(game="omaha", blinds=(1, 2)),)),
        "levels: every level plays holdem (a level plays 'omaha')",
    ),
    (lambda: Spec(stack=0), "stack: a positive whole number of chips, or one per player, not 0"),
    (lambda: Spec(game="stud", blinds=(1, 2)), "blinds: stud has a bring-in, not blinds"),
]


@pytest.mark.parametrize(("make", "said"), SAMPLES)
def test_a_refusal_of_the_environments_says_what_it_said_and_is_said_in_every_language(
    make: Callable[[], object], said: str
) -> None:
    check_sample(make, said)
