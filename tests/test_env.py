"""pokerfloor.env: observations never hold a card the seat has not seen, chips are conserved, the
menu and the exact form refuse what the rules refuse (changing nothing), episodes deal as the
rulebook says, and environments repeat, pickle and copy exactly."""

from __future__ import annotations

import itertools
import pickle
import random
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerfloor import (
    VARIANTS,
    Action,
    ActionUnavailableError,
    AmountError,
    Hand,
    Kind,
    NoLimit,
    SituationError,
    Table,
    rulebook,
    variant,
)
from pokerfloor.env import Encoder, PokerEnv, Spec, env, rollout
from pokerfloor.env.menu import CHECK_CALL, FOLD, KINDS
from pokerfloor.games.cards import UNKNOWN, card, card_text, cards
from pokerfloor.play import Level

GAMES = sorted(VARIANTS)


def _pick(mask: np.ndarray, rng: random.Random) -> int:
    entries = np.flatnonzero(mask)
    return int(entries[int(rng.random() * len(entries))])


def _seen_by(hand: Hand, seat: int) -> set[int]:
    """Every card ``seat`` may know, from the hand's true state: his own cards, the board dealt,
    the others' up cards, the cards shown at the showdown."""
    allowed = set(hand.hole[seat]) | set(hand.runout[: hand.table.variant.board_sizes[hand.table.street]])
    for other in range(len(hand.hole)):
        allowed |= set(hand.up_cards(other))  # as held: Super Stud's discard throws down cards
    for event in hand.log:
        if event.kind in ("show", "board"):
            allowed |= set(event.cards)
    return allowed


def _vector_cards(encoder: Encoder, vector: np.ndarray) -> set[int]:
    cards: set[int] = set()
    for part in ("own cards", "board", "seen"):
        start, length = encoder.layout[part]
        cards |= {int(k) % 52 for k in np.flatnonzero(vector[start : start + length])}
    return cards


def _described_cards(described: dict[str, Any]) -> set[int]:
    texts = [*described["hole"], *described["board"], *(c for held in described["seen"].values() for c in held)]
    return {card(text) for text in texts if text != "??"}


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=8)
@given(
    players=st.integers(2, 9),
    seed=st.integers(0, 2**32),
    episode=st.sampled_from(["hand", "session"]),
)
def test_no_observation_holds_a_card_the_seat_has_not_seen(game: str, players: int, seed: int, episode: str) -> None:
    players = min(players, VARIANTS[game].max_players)
    table = env(game, players=players, episode=episode, hands=4, stack=60, seed=seed)
    table.reset()
    rng = random.Random(seed)
    for _agent in table.agent_iter(400):
        observation, _, terminated, truncated, _ = table.last()
        assert table.episode is not None
        hand = table.episode.hand
        for other in table.agents:  # every seat, not only the one to act
            seat = table.episode.seat(other)
            if seat is None:
                continue
            allowed = _seen_by(hand, seat)
            vector = table.observe(other)["observation"]
            assert _vector_cards(table.encoder, vector) <= allowed
            assert _described_cards(table.describe(other)) <= allowed
        table.step(None if terminated or truncated else _pick(observation["action_mask"], rng))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("episode", ["session", "sit-and-go"])
def test_chips_are_conserved_across_the_episode(game: str, episode: str) -> None:
    table = env(game, players=3, episode=episode, hands=60, stack=30, seed=11)
    table.reset()
    rng = random.Random(3)
    won = dict.fromkeys(table.possible_agents, 0.0)
    for agent in table.agent_iter():
        observation, reward, terminated, truncated, _ = table.last()
        won[agent] += reward
        table.step(None if terminated or truncated else _pick(observation["action_mask"], rng))
    assert sum(won.values()) == 0
    assert table.episode is not None
    left = {p.name: p.stack for p in table.episode.seating.players}
    assert sum(left.values()) == 90
    for name, reward in won.items():
        assert left.get(name, 0) == 30 + reward


def test_a_sit_and_go_ends_with_one_winner_holding_every_chip_as_the_levels_rise() -> None:
    table = env("holdem", players=4, episode="sit-and-go", stack=40, hands=10_000, seed=5)
    table.reset()
    rng = random.Random(5)
    for _agent in table.agent_iter():
        observation, _, terminated, truncated, _ = table.last()
        table.step(None if terminated or truncated else _pick(observation["action_mask"], rng))
    assert table.episode is not None and table.episode.over and not table.episode.truncated
    (winner,) = table.episode.seating.players
    assert winner.stack == 160 and len(table.episode.out) == 3


def test_a_session_moves_the_button_as_the_rulebook_deals() -> None:
    table = env("holdem", players=3, episode="session", hands=6, stack=1000, seed=2)
    table.reset()
    assert table.episode is not None
    buttons: list[tuple[int, str]] = []
    while not table.episode.over:
        hand = table.episode.hand
        if not buttons or buttons[-1][0] != table.episode.hands:
            buttons.append((table.episode.hands, hand.names[hand.table.button]))
        table.step(CHECK_CALL)
    names = [name for _, name in buttons]
    order = table.possible_agents
    assert all(order[(order.index(a) + 1) % 3] == b for a, b in itertools.pairwise(names))


def test_rewards_in_big_blinds_are_the_chips_over_the_big_blind() -> None:
    def first_rewards(unit: str) -> dict[str, float]:
        table = env("holdem", players=2, blinds=(5, 10), rewards=unit, seed=9)
        table.reset()
        table.step(FOLD)
        return dict(table.rewards)

    chips, blinds = first_rewards("chips"), first_rewards("big-blinds")
    assert {agent: reward / 10 for agent, reward in chips.items()} == blinds
    assert sorted(chips.values()) == [-5.0, 5.0]


@pytest.mark.parametrize("game", ["holdem", "omaha", "stud", "razz", "badugi", "2-7-triple-draw"])
def test_every_open_menu_entry_is_legal_and_every_masked_one_is_refused_changing_nothing(game: str) -> None:
    table = env(game, players=3, episode="session", hands=8, stack=50, fractions=(0.33, 0.75, 2.0), seed=4)
    table.reset()
    rng = random.Random(4)
    assert table.episode is not None
    while not table.episode.over:
        if table.terminations[table.agent_selection]:
            table.step(None)  # a player gone broke leaves
            continue
        hand = table.episode.hand
        mask = table.observe(table.agent_selection)["action_mask"]
        options = hand.options()
        for index, chosen in enumerate(table.choices()):
            assert (chosen is not None) == bool(mask[index])
            if chosen is not None:
                assert chosen in options, (table.menu.names[index], chosen, options)
        assert mask[CHECK_CALL]  # every decision has it
        masked = [k for k in range(table.menu.size) if not mask[k]]
        if masked:
            before = hand.snapshot()
            with pytest.raises(ActionUnavailableError):
                table.step(masked[0])
            assert hand.snapshot() == before and table.agent_selection == hand.names[hand.to_act]
        table.step(_pick(mask, rng))


def test_pot_fractions_raise_by_the_pot_after_the_call() -> None:
    table = env("holdem", players=2, blinds=(1, 2), fractions=(0.5, 1.0), seed=1)
    table.reset()
    names = table.menu.names
    choices = table.choices()
    # Facing the big blind: 3 in the middle, 1 to call: the pot after the call is 4.
    assert choices[names.index("pot-1")] == Action(Kind.RAISE, 6)
    assert choices[names.index("pot-0.5")] == Action(Kind.RAISE, 4)


def test_exact_mode_takes_any_legal_amount_and_refuses_the_rest_changing_nothing() -> None:
    table = env("holdem", players=2, actions="exact", stack=100, seed=3)
    table.reset()
    assert table.episode is not None
    hand = table.episode.hand
    before = hand.snapshot()
    raise_kind = KINDS.index(Kind.RAISE)
    with pytest.raises(AmountError):
        table.step((raise_kind, 3, 0))  # below the minimum raise to 4
    with pytest.raises(AmountError):
        table.step((KINDS.index(Kind.FOLD), 7, 0))  # a fold takes no amount: refused, not dropped
    assert hand.snapshot() == before
    table.step(np.array([raise_kind, 37, 0]))  # any amount in range
    assert max(hand.street_bets) == 37
    table.step(Action(Kind.CALL))
    assert hand.street_name == "flop"


def test_a_draw_discards_by_mask_in_both_forms() -> None:
    table = env("five-card-draw", players=2, seed=8)
    table.reset()
    assert table.episode is not None
    hand = table.episode.hand
    while not hand.is_drawing:
        table.step(CHECK_CALL)
    held = hand.hole[hand.to_act]
    entry = table.menu.discards + 0b101
    assert table.choices()[entry] == Action(Kind.DRAW, None, (held[0], held[2]))
    table.step(entry)
    exact = PokerEnv("five-card-draw", 2, actions="exact", seed=8)
    exact.reset()
    assert exact.episode is not None
    while not exact.episode.hand.is_drawing:
        exact.step((KINDS.index(Kind.CHECK) if exact.choices()[CHECK_CALL] == Action(Kind.CHECK) else 2, 0, 0))
    with pytest.raises(AmountError):
        exact.step((KINDS.index(Kind.DRAW), 0, 1 << 5))  # a sixth card: there are five


def test_the_same_seed_repeats_and_pickles_and_copies_go_on_identically() -> None:
    def play(table: PokerEnv, steps: int, rng: random.Random) -> list[bytes]:
        seen = []
        for _ in range(steps):
            observation, _, terminated, truncated, _ = table.last()
            seen.append(observation["observation"].tobytes())
            table.step(None if terminated or truncated else _pick(observation["action_mask"], rng))
        return seen

    first = env("stud", players=4, episode="session", hands=50, seed=21)
    first.reset()
    play(first, 30, random.Random(1))
    twin = pickle.loads(pickle.dumps(first))
    copied = first.copy()
    ahead = play(first, 60, random.Random(2))
    assert play(twin, 60, random.Random(2)) == ahead
    assert play(copied, 60, random.Random(2)) == ahead
    again = env("stud", players=4, episode="session", hands=50, seed=21)
    again.reset()
    play(again, 30, random.Random(1))
    assert play(again, 60, random.Random(2)) == ahead


@pytest.mark.parametrize(
    ("keywords", "field"),
    [
        ({"game": "canasta"}, "game"),
        ({"players": 1}, "players"),
        ({"players": 10}, "players"),
        ({"game": "omaha-6", "players": 8}, "players"),
        ({"stack": 0}, "stack"),
        ({"episode": "forever"}, "episode"),
        ({"fractions": (0.5, 0.5)}, "fractions"),
        ({"game": "stud", "blinds": (1, 2)}, "blinds"),
        ({"rewards": "dollars"}, "rewards"),
    ],
)
def test_a_bad_spec_is_a_typed_error_naming_the_field(keywords: dict[str, Any], field: str) -> None:
    with pytest.raises(SituationError) as refused:
        Spec(**keywords)
    assert field in str(refused.value)


def test_the_vector_layout_covers_the_vector_and_stays_in_its_bounds() -> None:
    spec = Spec(game="omaha-hi-lo", players=6, history=5)
    encoder = Encoder(spec)
    starts = sorted(encoder.layout.values())
    assert sum(length for _, length in starts) == encoder.size
    table = env("omaha-hi-lo", players=6, history=5, seed=2)
    table.reset()
    vector = table.observe(table.agent_selection)["observation"]
    assert vector.shape == (encoder.size,) and vector.min() >= 0 and vector.max() <= 1


def test_an_unknown_board_card_is_left_out_of_the_vector() -> None:
    """A board card not known (a deck run out, a history that did not see it) marks nothing: -1
    once marked the card before the board's slot, the last card of the player's own."""
    table = Table(
        names=("A", "B"),
        stacks=(1000, 1000),
        button=1,
        structure=NoLimit(20),
        rules=rulebook("tda"),
        blinds=(10, 20),
        variant=variant("holdem"),
    )
    hand = Hand(table, hole={0: cards("KsQs")}, board=cards("2c7d9h"))
    for kind in (Kind.CALL, Kind.CHECK, Kind.CHECK, Kind.CHECK):  # to the turn
        hand.push(Action(kind))
    hand.runout = (*hand.runout, UNKNOWN)  # the turn, not known, dealt as a deck run out deals it
    hand.record.append(("board", -1, 0, "", (UNKNOWN,)))
    encoder = Encoder(Spec(game="holdem", players=2))
    vector = encoder.encode_hand(hand, 0, hand.options())
    own, board = encoder.layout["own cards"], encoder.layout["board"]
    assert vector[own[0] : own[0] + own[1]].sum() == 2 and vector[board[0] - 1] == 0
    assert vector[board[0] : board[0] + board[1]].sum() == 3


@pytest.mark.parametrize(
    ("game", "structure"), [(name, structure) for name in GAMES for structure in VARIANTS[name].structures]
)
def test_every_structure_of_every_game_plays_sessions_that_conserve_chips(game: str, structure: str) -> None:
    result = rollout({"game": game, "players": 3, "structure": structure, "episode": "session", "hands": 6}, 2, seed=3)
    assert 2 <= result.hands <= 12  # a session ends early when one player is left
    assert result.decisions > 0 and abs(sum(result.rewards.values())) < 1e-9


def test_render_shows_the_table_as_an_onlooker_sees_it() -> None:
    table = env("stud", players=3, render_mode="ansi", seed=6)
    table.reset()
    text = table.render()
    assert text is not None and text.startswith("Seven-card stud, hand 1: third street")
    assert table.episode is not None
    for seat, held in enumerate(table.episode.hand.hole):  # two down, one up
        line = next(line for line in text.splitlines() if f"player_{seat}" in line)
        assert line.endswith(f"cards [????{card_text(held[2])}]")


def test_a_sit_and_go_plays_its_levels_in_turn() -> None:
    levels = (Level(blinds=(1, 2), hands=2), Level(blinds=(5, 10), ante=1, hands=2), Level(blinds=(25, 50)))
    table = env("holdem", players=3, episode="sit-and-go", levels=levels, stack=500, seed=4)
    table.reset()
    assert table.episode is not None
    seen: list[tuple[int, tuple[int, int] | None, int]] = []
    while not table.episode.over and table.episode.hands < 6:
        if table.terminations[table.agent_selection]:
            table.step(None)
            continue
        hand_table = table.episode.hand.table
        entry = (table.episode.hands, hand_table.blinds, hand_table.ante)
        if entry not in seen:
            seen.append(entry)
        table.step(CHECK_CALL)
    assert seen[:6] == [
        (0, (1, 2), 0),
        (1, (1, 2), 0),
        (2, (5, 10), 1),
        (3, (5, 10), 1),
        (4, (25, 50), 0),
        (5, (25, 50), 0),
    ]


@settings(max_examples=60)
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 2**32), pick=st.floats(0, 1))
def test_the_exact_form_takes_every_legal_amount_and_only_those(game: str, seed: int, pick: float) -> None:
    table = env(game, players=3, actions="exact", stack=80, seed=seed)
    table.reset()
    assert table.episode is not None
    rng = random.Random(seed)
    for _ in range(12):
        if table.episode.over:
            return
        hand = table.episode.hand
        options = table.options()
        sized = [kind for kind in options.kinds if kind in (Kind.BET, Kind.RAISE, Kind.COMPLETE)]
        if not sized or options.min_to is None or options.max_to is None:
            table.step(table.choices()[CHECK_CALL])
            continue
        kind = sized[0]
        low, high = options.min_to, options.max_to
        amount = low + int(pick * (high - low))
        too_low = (KINDS.index(kind), low - 1, 0)
        before = hand.snapshot()
        if Action(kind, low - 1) not in options:
            with pytest.raises(AmountError):
                table.step(too_low)
            assert hand.snapshot() == before
        chosen = Action(kind, amount)
        if chosen in options:
            table.step((KINDS.index(kind), amount, 0))
        else:  # two sizes only (stud's open pair): the amount between them is refused
            with pytest.raises(AmountError):
                table.step((KINDS.index(kind), amount, 0))
            table.step(table.choices()[CHECK_CALL] if rng.random() < 0.5 else Action(kind, low))


def test_each_observation_and_mask_handed_out_is_its_own() -> None:
    # The menu keeps one mask per set of open entries and the layout writes every vector into one
    # of its own: what an agent is handed must be a copy, untouched by what is handed out later
    # and touching nothing kept when the agent writes into it.
    table = env("holdem", 3, seed=5)
    table.reset()
    agent = table.agent_selection
    first = table.observe(agent)
    kept_vector, kept_mask = first["observation"].copy(), first["action_mask"].copy()
    first["observation"][:] = 0.5
    first["action_mask"][:] = 0
    again = table.observe(agent)
    assert again["observation"].tolist() == kept_vector.tolist()
    assert again["action_mask"].tolist() == kept_mask.tolist()
    other = next(name for name in table.agents if name != agent)
    seen_by_other = table.observe(other)["observation"]
    assert again["observation"].tolist() == kept_vector.tolist()
    assert seen_by_other.tolist() != kept_vector.tolist()  # another seat's view: written anew
    table.step(int(np.flatnonzero(again["action_mask"])[0]))
    assert again["action_mask"].tolist() == kept_mask.tolist()


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=3)
@given(players=st.integers(2, 9), seed=st.integers(0, 2**32))
def test_the_vector_kept_from_the_record_is_the_vector_rebuilt_from_the_view(
    game: str, players: int, seed: int
) -> None:
    # The environment's vector follows the hand's record from one decision to the next (its
    # history part moved back and completed, not written again): every seat's, at every decision
    # of a session's hands, must be byte for byte the vector written afresh from the seat's view.
    players = min(players, VARIANTS[game].max_players)
    table = env(game, players=players, episode="session", hands=3, stack=60, history=5, seed=seed)
    table.reset()
    rng = random.Random(seed)
    for _agent in table.agent_iter(300):
        observation, _, terminated, truncated, _ = table.last()
        assert table.episode is not None
        episode, hand = table.episode, table.episode.hand
        for other in rng.sample(table.agents, len(table.agents)):  # seats in any order: each part kept apart
            seat = episode.seat(other)
            if seat is None:
                continue
            acting = seat == hand.to_act and not episode.over
            rebuilt = table.encoder.encode(hand.view(seat), hand.table.button, table.options() if acting else None)
            assert table.observe(other)["observation"].tobytes() == rebuilt.tobytes()
        table.step(None if terminated or truncated else _pick(observation["action_mask"], rng))


def test_the_vector_kept_from_the_record_follows_actions_taken_back() -> None:
    # An action popped and another pushed in its place leaves the record as long as it was: the
    # vector must follow the new action, not keep the old one's history.
    table = Table(
        names=("A", "B", "C"), stacks=(100, 100, 100), button=0, structure=NoLimit(2), rules=rulebook("tda"),
        blinds=(1, 2),
    )  # fmt: skip
    hand = Hand(table, hole={0: cards("AsAh"), 1: cards("KsKh"), 2: cards("QsQh")}, board=cards("2c7d9hJs3c"))
    encoder = Encoder(Spec(game="holdem", players=3, history=4))

    def same(seat: int) -> None:
        kept = encoder.encode_hand(hand, seat, None)
        assert kept.tobytes() == encoder.encode(hand.view(seat), hand.table.button, None).tobytes()

    hand.push(Action(Kind.RAISE, 6))
    same(1)
    hand.push(Action(Kind.CALL))
    same(1)
    hand.pop()
    hand.push(Action(Kind.FOLD))
    same(1)
    same(2)
    hand.pop()
    hand.pop()
    same(0)
    for kind in (Kind.CALL, Kind.CALL, Kind.CHECK, Kind.CHECK, Kind.CHECK, Kind.CHECK):  # past the flop
        hand.push(Action(kind))
        same(len(hand.record) % 3)
    same(0)
    same(2)
