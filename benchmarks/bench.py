"""pokerfloor against PokerKit, measured in the same run on the same machine.

    python benchmarks/bench.py            # the full run (a few minutes)
    python benchmarks/bench.py --quick    # a one-second smoke run (CI)
    python benchmarks/bench.py --nlhe     # the no-limit hold'em hand histories only

Four measurements, each the median of several repeats, each engine doing the same work:

1. random play: no-limit hold'em 6-max, blinds 1/2, stacks 200, a fresh hand each time, a
   uniformly random legal action kind and a uniform amount in range, to showdown with evaluation;
2. replay of the PHH hands in ``../shared/phh`` that both engines play (NT, PO, FT, FO/8), from
   the file text to the finishing stacks;
3. copy and undo of a mid-hand state (PokerKit has no undo: its way back is a deep copy);
4. memory per hand state (a mid-hand state, as kept by a search or a replay tool).

PokerKit comes with the ``bench`` extra (``pip install -e '.[bench]'``); without it only
pokerfloor's figures are printed. Nothing here is part of the test suite: these machines are shared
and noisy, so the figures are printed and compared, never asserted in a test.
"""

from __future__ import annotations

import argparse
import copy
import gc
import os
import random
import statistics
import sys
import time
import tracemalloc
import warnings
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from pokerfloor import Action, BlindPost, FixedLimit, Hand, Kind, NoLimit, Table, rulebook, variant
from pokerfloor.cards import Deck
from pokerfloor.formats.phh import parse_histories, replay
from pokerfloor.games.variants import phh_variant

sys.path.insert(0, str(Path(__file__).parent))  # the generator beside this file, run as a script too
import nlhe

pokerkit: Any
# PokerKit warns each time it reshuffles the muck into a draw game's deck: not the figures' business.
warnings.filterwarnings("ignore", message="Returning reserved", module="pokerkit")

try:
    import pokerkit
except ImportError:  # the bench extra is not installed: pokerfloor's figures only
    pokerkit = None

#: Bet and raise, looked up once: ``Kind.BET`` goes through the enum's descriptor on every use
#: (about 900 instructions in Python 3.11), a cost of the policy, not of the engine; PokerKit's
#: policy compares plain strings.
AGGRESSIVE = (Kind.BET, Kind.RAISE)
DRAW = Kind.DRAW
TARGETS = {
    "random play": 40.0,
    "PHH replay": 20.0,
    "NLHE check, dollars": 10.0,
    "NLHE check, chips": 10.0,
    "copy": 100.0,
    "undo": 100.0,
}
SHARED_PHH = Path(__file__).resolve().parents[2] / "shared" / "phh"


# -- the work, once per engine ------------------------------------------------------------------


#: The games random play is measured in besides no-limit hold'em: ours, and PokerKit's class.
OTHER_GAMES = {
    "2-7 triple draw": ("2-7-triple-draw", "FixedLimitDeuceToSevenLowballTripleDraw"),
    "short deck": ("short-deck", "NoLimitShortDeckHoldem"),
}


def _table(game: str) -> Table:
    """The 6-max table of a game, stacks of 100 big blinds."""
    if game == "2-7-triple-draw":
        return Table(
            names=tuple("ABCDEF"), stacks=(200,) * 6, button=5, structure=FixedLimit(2, 4),
            rules=rulebook("tda"), blinds=(1, 2), variant=variant(game),
        )  # fmt: skip
    if game == "short-deck":  # antes of 1 and the button's blind of 1, as PokerKit deals it
        return Table(
            names=tuple("ABCDEF"), stacks=(200,) * 6, button=5, structure=NoLimit(2), rules=rulebook("tda"),
            ante=1, posts=(BlindPost(5, 1),), variant=variant(game),
        )  # fmt: skip
    return Table(
        names=tuple("ABCDEF"), stacks=(200,) * 6, button=5, structure=NoLimit(2), rules=rulebook("tda"), blinds=(1, 2)
    )


def ours_random_hands(count: int, seed: int, game: str = "holdem") -> int:
    """Play ``count`` random hands with pokerfloor; returns the decisions made."""
    rng = random.Random(seed)
    table = _table(game)
    decisions = 0
    for _ in range(count):
        hand = Hand(table, deck=Deck(rng=rng))
        while hand.to_act >= 0:
            options = hand.options()
            kind = rng.choice(options.kinds)
            if kind is DRAW:
                held = hand.hole[hand.to_act]
                hand.push(Action(kind, None, tuple(rng.sample(held, rng.randint(0, len(held))))))
            elif kind in AGGRESSIVE:
                assert options.min_to is not None and options.max_to is not None
                hand.push(Action(kind, rng.randint(options.min_to, options.max_to)))
            else:
                hand.push(Action(kind))
            decisions += 1
    return decisions


def _pokerkit_state(game: str = "holdem") -> Any:
    assert pokerkit is not None
    automations = (
        pokerkit.Automation.ANTE_POSTING,
        pokerkit.Automation.BET_COLLECTION,
        pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
        pokerkit.Automation.CARD_BURNING,
        pokerkit.Automation.HOLE_DEALING,
        pokerkit.Automation.BOARD_DEALING,
        pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        pokerkit.Automation.HAND_KILLING,
        pokerkit.Automation.CHIPS_PUSHING,
        pokerkit.Automation.CHIPS_PULLING,
    )
    if game == "2-7-triple-draw":
        triple_draw = pokerkit.FixedLimitDeuceToSevenLowballTripleDraw
        return triple_draw.create_state(automations, True, 0, (1, 2), 2, 4, (200,) * 6, 6)
    if game == "short-deck":
        return pokerkit.NoLimitShortDeckHoldem.create_state(automations, True, 1, {-1: 1}, 2, (200,) * 6, 6)
    return pokerkit.NoLimitTexasHoldem.create_state(automations, True, 0, (1, 2), 2, (200,) * 6, 6)


def pokerkit_random_hands(count: int, seed: int, game: str = "holdem") -> int:
    """Play ``count`` random hands with PokerKit; returns the decisions made."""
    rng = random.Random(seed)
    decisions = 0
    for _ in range(count):
        state = _pokerkit_state(game)
        while state.status:
            if state.can_stand_pat_or_discard():
                held = state.hole_cards[state.stand_patter_or_discarder_index]
                state.stand_pat_or_discard(rng.sample(held, rng.randint(0, len(held))))
                decisions += 1
                continue
            kinds = []
            if state.can_fold():
                kinds.append("fold")
            if state.can_check_or_call():
                kinds.append("call")
            if state.can_complete_bet_or_raise_to():
                kinds.append("raise")
            kind = rng.choice(kinds)
            if kind == "fold":
                state.fold()
            elif kind == "call":
                state.check_or_call()
            else:
                low = state.min_completion_betting_or_raising_to_amount
                high = state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(rng.randint(low, high))
            decisions += 1
    return decisions


def phh_texts(folder: Path) -> list[str]:
    """The texts of the PHH hands both engines play (PokerKit cannot replay a few draw hands
    whose discards were not recorded: those are left out of the comparison)."""
    texts = []
    for path in sorted(folder.rglob("*.phh")):
        text = path.read_text(encoding="utf-8")
        if phh_variant(str(parse_histories(text)[0].variant)) is not None and _pokerkit_replays(text):
            texts.append(text)
    return texts


def _pokerkit_replays(text: str) -> bool:
    """Whether PokerKit replays the hand (always true without PokerKit: nothing to compare)."""
    if pokerkit is None:
        return True
    try:
        for _ in pokerkit.HandHistory.loads(text):
            pass
    except (ValueError, KeyError):
        return False
    return True


def ours_replay(texts: list[str]) -> int:
    """Replay every hand from its text, finishing stacks compared; returns the actions replayed."""
    rules = rulebook("tda")
    actions = 0
    for text in texts:
        (history,) = parse_histories(text)
        result = replay(history, rules)
        assert result.status == "verified", result.reason
        actions += len(history.actions)
    return actions


def pokerkit_replay(texts: list[str]) -> int:
    """Replay every hand with PokerKit from its text; returns the actions replayed."""
    assert pokerkit is not None
    actions = 0
    for text in texts:
        history = pokerkit.HandHistory.loads(text)
        for _ in history:
            pass
        actions += len(history.actions)
    return actions


def ours_mid_hand(seed: int) -> Hand:
    """A 6-max hand on the flop after a few actions."""
    table = Table(
        names=tuple("ABCDEF"), stacks=(200,) * 6, button=5, structure=NoLimit(2), rules=rulebook("tda"), blinds=(1, 2)
    )
    hand = Hand(table, deck=Deck(seed))
    for action in (Action(Kind.RAISE, 6), Action(Kind.CALL), Action(Kind.FOLD), Action(Kind.CALL)):
        hand.push(action)
    hand.push(Action(Kind.FOLD))
    hand.push(Action(Kind.CALL))
    hand.push(Action(Kind.BET, 10))
    return hand


def pokerkit_mid_hand() -> Any:
    """The same spot with PokerKit."""
    state = _pokerkit_state()
    state.complete_bet_or_raise_to(6)
    state.check_or_call()
    state.fold()
    state.check_or_call()
    state.fold()
    state.check_or_call()
    state.complete_bet_or_raise_to(10)
    return state


# -- measuring ----------------------------------------------------------------------------------


def median_rate(work: Callable[[], int], units: int, repeats: int) -> tuple[float, float]:
    """(units a second, work items a second), medians over ``repeats`` runs."""
    unit_rates, item_rates = [], []
    for _ in range(repeats):
        gc.collect()
        started = time.perf_counter()
        items = work()
        elapsed = time.perf_counter() - started
        unit_rates.append(units / elapsed)
        item_rates.append(items / elapsed)
    return statistics.median(unit_rates), statistics.median(item_rates)


def median_time(work: Callable[[], object], number: int, repeats: int) -> float:
    """Seconds per call of ``work``, the median over ``repeats`` batches of ``number`` calls."""
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        for _ in range(number):
            work()
        times.append((time.perf_counter() - started) / number)
    return statistics.median(times)


def memory_per_state(make: Callable[[], object], count: int) -> float:
    """Bytes held per state when ``count`` of them are kept alive."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = [make() for _ in range(count)]
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del kept
    return (after - before) / count


_SMOKE = False  # set by --quick: the figures of a one-second run say nothing about the targets


def _row(name: str, unit: str, ours: float, theirs: float | None, faster_is_higher: bool = True) -> str:
    if theirs is None:
        return f"{name:<26} {ours:>14,.1f} {unit:<12} {'-':>14} {'':>8}"
    ratio = ours / theirs if faster_is_higher else theirs / ours
    target = TARGETS.get(name)
    if target is None:
        verdict = ""
    elif _SMOKE:
        verdict = "(smoke run: too short to judge)"
    else:
        verdict = "meets target" if ratio >= target else f"below the {target:.0f}x target"
    return f"{name:<26} {ours:>14,.1f} {unit:<12} {theirs:>14,.1f} {ratio:>7.1f}x  {verdict}"


def _game_rates(game: str, ours: int, theirs: int, repeats: int) -> tuple[float, float | None]:
    """Random play in ``game``: pokerfloor's hands a second, and PokerKit's (``None`` without it)."""
    mine = median_rate(partial(ours_random_hands, ours, 1, game), ours, repeats)[0]
    if pokerkit is None:
        return mine, None
    return mine, median_rate(partial(pokerkit_random_hands, theirs, 1, game), theirs, repeats)[0]


def _nlhe_rows(quick: bool, repeats: int, have_pokerkit: bool) -> None:
    """No-limit hold'em hand histories like the online corpora (:mod:`nlhe`): a whole
    ``pokerfloor check`` of a folder against PokerKit's replay of it, and reading and replaying
    the texts in memory; in dollars and cents, and the same hands in whole chips."""
    count = 20 if quick else 5000
    for label, chips in (("dollars", False), ("chips", True)):
        figures = nlhe.measure(count, repeats, chips=chips, pokerkit=have_pokerkit)
        for key, name in (("whole", f"NLHE check, {label}"), ("replay", f"NLHE replay, {label}")):
            ours, theirs = figures[key]
            print(_row(name, "hands/s", count / ours, count / theirs if theirs else None))


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="a one-second smoke run")
    parser.add_argument("--repeats", type=int, default=5, help="repeats per measurement (median)")
    parser.add_argument("--phh", type=Path, default=SHARED_PHH, help="folder of PHH hands to replay")
    parser.add_argument("--nlhe", action="store_true", help="only the no-limit hold'em hand histories")
    args = parser.parse_args(argv)
    global _SMOKE  # noqa: PLW0603 - one flag for the printing helper, set once from the command line
    _SMOKE = args.quick
    repeats = 1 if args.quick else args.repeats
    ours_hands, theirs_hands = (50, 3) if args.quick else (20000, 600)
    have_pokerkit = pokerkit is not None
    peer = "present" if have_pokerkit else "absent (pip install -e '.[bench]')"
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"python {sys.version.split()[0]}; PokerKit {peer}; load average {load} on {os.cpu_count()} cores")
    print(f"{'':<26} {'pokerfloor':>14} {'':<12} {'PokerKit':>14} {'ratio':>8}")
    if args.nlhe:
        _nlhe_rows(args.quick, repeats, have_pokerkit)
        return 0

    hands, decisions = median_rate(lambda: ours_random_hands(ours_hands, 1), ours_hands, repeats)
    their = (
        median_rate(lambda: pokerkit_random_hands(theirs_hands, 1), theirs_hands, repeats) if have_pokerkit else None
    )
    print(_row("random play", "hands/s", hands, their[0] if their else None))
    print(_row("random play decisions", "decisions/s", decisions, their[1] if their else None))
    for label, (game, _) in OTHER_GAMES.items():
        print(_row(f"random play, {label}", "hands/s", *_game_rates(game, ours_hands // 2, theirs_hands // 2, repeats)))

    texts = phh_texts(args.phh) if args.phh.exists() else []
    if texts:
        texts = texts[:5] if args.quick else texts
        mine = median_rate(lambda: ours_replay(texts), len(texts), repeats)
        theirs = median_rate(lambda: pokerkit_replay(texts), len(texts), repeats) if have_pokerkit else None
        print(_row("PHH replay", "hands/s", mine[0], theirs[0] if theirs else None))
        print(_row("PHH replay actions", "actions/s", mine[1], theirs[1] if theirs else None))
    else:
        print(f"PHH replay: no hands under {args.phh}")
    _nlhe_rows(args.quick, repeats, have_pokerkit)

    number = 200 if args.quick else 20000
    hand = ours_mid_hand(3)
    copy_time = median_time(hand.copy, number, repeats)

    def push_pop() -> None:
        hand.push(Action(Kind.CALL))
        hand.pop()

    undo_time = median_time(push_pop, number, repeats)
    deep = None
    if have_pokerkit:
        state = pokerkit_mid_hand()
        deep = median_time(lambda: copy.deepcopy(state), max(10, number // 100), repeats)
    print(_row("copy", "us/copy", copy_time * 1e6, deep * 1e6 if deep else None, faster_is_higher=False))
    print(_row("undo", "us/push+pop", undo_time * 1e6, deep * 1e6 if deep else None, faster_is_higher=False))

    count = 50 if args.quick else 2000
    mine_bytes = memory_per_state(lambda: ours_mid_hand(3), count)
    theirs_bytes = memory_per_state(pokerkit_mid_hand, count // 10) if have_pokerkit else None
    print(_row("memory per state", "bytes", mine_bytes, theirs_bytes, faster_is_higher=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
