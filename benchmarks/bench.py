"""pokerfloor against PokerKit, measured in the same run on the same machine, on both builds.

    python benchmarks/bench.py            # the full run (a few minutes)
    python benchmarks/bench.py --quick    # a one-second smoke run (CI)
    python benchmarks/bench.py --nlhe     # the no-limit hold'em hand histories only

pokerfloor's figures are measured twice: in this process on the engine installed (the compiled
core where it was built), and in a child process with ``POKERFLOOR_PURE=1`` (the same package
running its pure Python sources; docs/performance.md). Each ratio is against PokerKit measured in
this run. Four measurements, each the median of several repeats, each engine doing the same work:

1. random play: no-limit hold'em 6-max, blinds 1/2, stacks 200, a fresh hand each time, a
   uniformly random legal action kind and a uniform amount in range, to showdown with evaluation;
   and so in the other games of ``OTHER_GAMES`` (the draws with blinds 1/2 and bets 2/4, the stud
   games with antes of 1, a bring-in of 1 and bets 2/4, short deck as PokerKit deals it);
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
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
import warnings
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from pokerfloor import Action, BlindPost, FixedLimit, Hand, Kind, NoLimit, PotLimit, Table, engine, rulebook, variant
from pokerfloor.checking.phh_replay import replay
from pokerfloor.formats.phh import parse_histories
from pokerfloor.games.cards import Deck
from pokerfloor.games.variants import phh_variant
from pokerfloor.play.batch import play_batch

sys.path.insert(0, str(Path(__file__).parent))  # the generator beside this file, run as a script too
import analyst
import nlhe
from policy import discard, play_random

pokerkit: Any
# PokerKit warns each time it reshuffles the muck into a draw game's deck: not the figures' business.
warnings.filterwarnings("ignore", message="Returning reserved", module="pokerkit")

try:
    import pokerkit
except ImportError:  # the bench extra is not installed: pokerfloor's figures only
    pokerkit = None

#: The ratios to PokerKit each build is to reach: issue 19's for the compiled core (the default
#: build wherever a C compiler is), which meets issue 7's too; issue 7's for the pure Python engine,
#: but for the replay of the shared hands, about 15x since the mixed games came (stud and the
#: draws replay slower than the hold'em hands issue 7 measured), before the compiled core as now.
#: That the pure engine is no slower than before the compiled core is measured in instructions by
#: ``benchmarks/baseline.py`` (random play and this replay), which the machine's load does not move.
TARGETS = {
    "compiled": {
        "random play": 100.0,
        "PHH replay": 20.0,
        "NLHE check, dollars": 15.0,
        "NLHE check, chips": 15.0,
        "PokerStars read": 15.0,
        "equity, Monte Carlo": 10.0,
        "copy": 100.0,
        "undo": 100.0,
    },
    "pure Python": {"random play": 40.0, "copy": 100.0, "undo": 100.0},
}
SHARED_PHH = Path(__file__).resolve().parents[2] / "shared" / "phh"


# -- the work, once per engine ------------------------------------------------------------------


#: The games random play is measured in besides no-limit hold'em: ours, and PokerKit's class.
OTHER_GAMES = {
    "2-7 triple draw": ("2-7-triple-draw", "FixedLimitDeuceToSevenLowballTripleDraw"),
    "badugi": ("badugi", "FixedLimitBadugi"),
    "seven-card stud": ("stud", "FixedLimitSevenCardStud"),
    "stud hi-lo": ("stud-hi-lo", "FixedLimitSevenCardStudHighLowSplitEightOrBetter"),
    "razz": ("razz", "FixedLimitRazz"),
    "short deck": ("short-deck", "NoLimitShortDeckHoldem"),
    # PokerKit deals boards in number (``starting_board_count``), each pot split between them, the
    # odd chip to the first: Double Board Omaha. It has no bomb pot (5 Card Double Board Bomb Pot
    # PLO) and splits every pot board by board (not Ultimate Big O's best hand on either board).
    "double board omaha": ("double-board-omaha", "PotLimitOmahaHoldem"),
}
#: The stud games: antes of 1, a bring-in of 1, bets of 2 and 4.
STUD_GAMES = ("stud", "stud-hi-lo", "razz")
#: The fixed-limit draw games: blinds of 1 and 2, bets of 2 and 4.
DRAW_GAMES = ("2-7-triple-draw", "badugi")


#: PokerKit's class of each game, by our name.
OTHER_GAMES_BY_NAME = dict(OTHER_GAMES.values())


def _table(game: str) -> Table:
    """The 6-max table of a game, stacks of 100 big blinds."""
    if game in DRAW_GAMES:
        return Table(
            names=tuple("ABCDEF"), stacks=(200,) * 6, button=5, structure=FixedLimit(2, 4),
            rules=rulebook("tda"), blinds=(1, 2), variant=variant(game),
        )  # fmt: skip
    if game in STUD_GAMES:
        return Table(
            names=tuple("ABCDEF"), stacks=(200,) * 6, button=5, structure=FixedLimit(2, 4),
            rules=rulebook("tda"), ante=1, bring_in=1, variant=variant(game),
        )  # fmt: skip
    if game == "short-deck":  # antes of 1 and the button's blind of 1, as PokerKit deals it
        return Table(
            names=tuple("ABCDEF"), stacks=(200,) * 6, button=5, structure=NoLimit(2), rules=rulebook("tda"),
            ante=1, posts=(BlindPost(5, 1),), variant=variant(game),
        )  # fmt: skip
    if game == "double-board-omaha":  # pot-limit, blinds of 1 and 2
        return Table(
            names=tuple("ABCDEF"), stacks=(200,) * 6, button=5, structure=PotLimit(2), rules=rulebook("tda"),
            blinds=(1, 2), variant=variant(game),
        )  # fmt: skip
    return Table(
        names=tuple("ABCDEF"), stacks=(200,) * 6, button=5, structure=NoLimit(2), rules=rulebook("tda"), blinds=(1, 2)
    )


def ours_random_hands(count: int, seed: int, game: str = "holdem") -> int:
    """Play ``count`` random hands with pokerfloor (:func:`policy.play_random`); returns the
    decisions made."""
    return play_random(_table(game), count, seed)


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
    if game in DRAW_GAMES:
        drawing = getattr(pokerkit, OTHER_GAMES_BY_NAME[game])
        return drawing.create_state(automations, True, 0, (1, 2), 2, 4, (200,) * 6, 6)
    if game in STUD_GAMES:
        stud = getattr(pokerkit, OTHER_GAMES_BY_NAME[game])
        return stud.create_state(automations, True, 1, 1, 2, 4, (200,) * 6, 6)
    if game == "short-deck":
        return pokerkit.NoLimitShortDeckHoldem.create_state(automations, True, 1, {-1: 1}, 2, (200,) * 6, 6)
    if game == "double-board-omaha":
        return pokerkit.PotLimitOmahaHoldem.create_state(
            automations, True, 0, (1, 2), 2, (200,) * 6, 6, starting_board_count=2
        )
    return pokerkit.NoLimitTexasHoldem.create_state(automations, True, 0, (1, 2), 2, (200,) * 6, 6)


def pokerkit_random_hands(count: int, seed: int, game: str = "holdem") -> int:
    """Play ``count`` random hands with PokerKit; returns the decisions made."""
    rng = random.Random(seed)
    uniform = rng.random
    decisions = 0
    for _ in range(count):
        state = _pokerkit_state(game)
        while state.status:
            if state.can_stand_pat_or_discard():
                held = state.hole_cards[state.stand_patter_or_discarder_index]
                state.stand_pat_or_discard(discard(held, 0, len(held), uniform))
                decisions += 1
                continue
            kinds = []
            if state.can_post_bring_in():
                kinds.append("bring-in")
            if state.can_fold():
                kinds.append("fold")
            if state.can_check_or_call():
                kinds.append("call")
            if state.can_complete_bet_or_raise_to():
                kinds.append("raise")
            kind = kinds[int(uniform() * len(kinds))]
            if kind == "bring-in":
                state.post_bring_in()
            elif kind == "fold":
                state.fold()
            elif kind == "call":
                state.check_or_call()
            else:
                low = state.min_completion_betting_or_raising_to_amount
                high = state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(low + int(uniform() * (high - low + 1)))
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
    """(units a second, work items a second), medians over ``repeats`` runs, in this process's
    processor time: the work done, not the time other sessions of the shared machine took."""
    unit_rates, item_rates = [], []
    for _ in range(repeats):
        gc.collect()
        started = time.process_time()
        items = work()
        elapsed = time.process_time() - started
        unit_rates.append(units / elapsed)
        item_rates.append(items / elapsed)
    return statistics.median(unit_rates), statistics.median(item_rates)


def median_time(work: Callable[[], object], number: int, repeats: int) -> float:
    """Processor seconds per call of ``work``, the median over ``repeats`` batches of ``number`` calls."""
    times = []
    for _ in range(repeats):
        started = time.process_time()
        for _ in range(number):
            work()
        times.append((time.process_time() - started) / number)
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

#: Each row: its name, its unit, and whether more is faster (rates) or less (times, bytes).
Rows = dict[str, tuple[str, float, bool]]


def _verdict(build: str, name: str, ratio: float) -> str:
    target = TARGETS[build].get(name)
    if target is None:
        return ""
    if _SMOKE:
        return "smoke run"
    return f"meets {target:.0f}x" if ratio >= target else f"BELOW {target:.0f}x"


def _print_rows(builds: dict[str, Rows], theirs: dict[str, float]) -> None:
    """One line a measurement: each build's figure, PokerKit's, and each build's ratio to it."""
    names = list(builds)
    header = "".join(f"{name:>14}" for name in names)
    ratios = "".join(f"{'ratio, ' + name:>32}" for name in names)
    print(f"{'':<28}{header} {'':<12}{'PokerKit':>12}{ratios}")
    for row, (unit, _, faster_is_higher) in next(iter(builds.values())).items():
        figures = "".join(f"{builds[name][row][1]:>14,.1f}" if row in builds[name] else f"{'-':>14}" for name in names)
        other = theirs.get(row)
        line = f"{row:<28}{figures} {unit:<12}{other if other is None else f'{other:,.1f}':>12}"
        if other:
            for name in names:
                if row not in builds[name]:
                    continue
                ours = builds[name][row][1]
                ratio = ours / other if faster_is_higher else other / ours
                line += f"{ratio:>10.1f}x {_verdict(name, row, ratio):<20}"
        print(line)


def measure_ours(quick: bool, repeats: int, phh: Path, *, nlhe_only: bool = False) -> Rows:
    """pokerfloor's figures on the engine this process runs (``nlhe_only``: the NLHE rows)."""
    rows: Rows = {}
    if nlhe_only:
        return _nlhe_ours(quick, repeats, rows)
    count = 50 if quick else 20000
    hands, decisions = median_rate(lambda: ours_random_hands(count, 1), count, repeats)
    rows["random play"] = ("hands/s", hands, True)
    rows["random play decisions"] = ("decisions/s", decisions, True)
    table = _table("holdem")
    batched = median_rate(lambda: play_batch(table, count, seed=1).hands, count, repeats)[0]
    rows["random play, batched"] = ("hands/s", batched, True)
    for label, (game, _) in OTHER_GAMES.items():
        rate = median_rate(partial(ours_random_hands, count // 2, 1, game), count // 2, repeats)[0]
        rows[f"random play, {label}"] = ("hands/s", rate, True)
    texts = phh_texts(phh) if phh.exists() else []
    if texts:
        texts = texts[:5] if quick else texts
        replayed, actions = median_rate(lambda: ours_replay(texts), len(texts), repeats)
        rows["PHH replay"] = ("hands/s", replayed, True)
        rows["PHH replay actions"] = ("actions/s", actions, True)
    _nlhe_ours(quick, repeats, rows)
    _analyst_rows(quick, repeats, rows, analyst.ours_read, analyst.ours_equity)
    number = 200 if quick else 20000
    hand = ours_mid_hand(3)

    def push_pop() -> None:
        hand.push(Action(Kind.CALL))
        hand.pop()

    rows["copy"] = ("us/copy", median_time(hand.copy, number, repeats) * 1e6, False)
    rows["undo"] = ("us/push+pop", median_time(push_pop, number, repeats) * 1e6, False)
    rows["memory per state"] = ("bytes", memory_per_state(lambda: ours_mid_hand(3), 50 if quick else 2000), False)
    return rows


def _analyst_rows(
    quick: bool,
    repeats: int,
    rows: Rows,
    read: Callable[[int], int],
    deal: Callable[[int], int],
    *,
    theirs: bool = False,
) -> Rows:
    """The analyst's rows (:mod:`analyst`): a reader of PokerStars text and an equity, each
    engine's (PokerKit's, fewer boards: it deals them about a hundred times slower)."""
    count = 20 if quick else 500
    read(count)  # the text written, and the reader loaded: not counted
    rows["PokerStars read"] = ("hands/s", median_rate(lambda: read(count), count, repeats)[0], True)
    boards = 50 if quick else 2000 if theirs else 50000
    rows["equity, Monte Carlo"] = ("boards/s", median_rate(lambda: deal(boards), boards, repeats)[0], True)
    return rows


def _nlhe_ours(quick: bool, repeats: int, rows: Rows) -> Rows:
    """The no-limit hold'em hand histories (:mod:`nlhe`): the replay in memory (the whole check
    is :func:`nlhe_checks`, every engine in turns)."""
    nlhe_count = 20 if quick else 5000
    for label, chips in (("dollars", False), ("chips", True)):
        figures = nlhe.measure_replay(nlhe_count, repeats, chips=chips)
        rows[f"NLHE replay, {label}"] = ("hands/s", nlhe_count / figures, True)
    return rows


def nlhe_checks(quick: bool, repeats: int, builds: dict[str, Rows], theirs: dict[str, float]) -> None:
    """A whole ``pokerfloor check`` of the generated NLHE files on each build, and PokerKit's
    program replaying them, run in turns (:func:`nlhe.whole_processes`): rows added to ``builds``
    and ``theirs``."""
    nlhe_count = 20 if quick else 5000
    _check_engines(builds)
    for label, chips in (("dollars", False), ("chips", True)):
        with tempfile.TemporaryDirectory() as folder:
            nlhe.write(Path(folder), nlhe_count, seed=1, chips=chips)
            programs = {
                name: (nlhe.check_command(folder), {engine.PURE_SWITCH: "1"} if name == "pure Python" else {})
                for name in builds
            }
            if pokerkit is not None:
                programs["PokerKit"] = (nlhe.pokerkit_command(folder), {})
            seconds = nlhe.whole_processes(programs, repeats)
        for name, rows in builds.items():
            rows[f"NLHE check, {label}"] = ("hands/s", nlhe_count / seconds[name], True)
        if "PokerKit" in seconds:
            theirs[f"NLHE check, {label}"] = nlhe_count / seconds["PokerKit"]


def measure_theirs(quick: bool, repeats: int, phh: Path, *, nlhe_only: bool = False) -> dict[str, float]:
    """PokerKit's figures for the same rows (none without PokerKit)."""
    if pokerkit is None:
        return {}
    if nlhe_only:
        return _nlhe_theirs(quick, repeats, {})
    count = 3 if quick else 600
    hands, decisions = median_rate(lambda: pokerkit_random_hands(count, 1), count, repeats)
    theirs = {"random play": hands, "random play decisions": decisions, "random play, batched": hands}
    for label, (game, _) in OTHER_GAMES.items():
        theirs[f"random play, {label}"] = median_rate(
            partial(pokerkit_random_hands, count // 2, 1, game), count // 2, repeats
        )[0]
    texts = phh_texts(phh) if phh.exists() else []
    if texts:
        texts = texts[:5] if quick else texts
        theirs["PHH replay"], theirs["PHH replay actions"] = median_rate(
            lambda: pokerkit_replay(texts), len(texts), repeats
        )
    _nlhe_theirs(quick, repeats, theirs)
    theirs.update(
        (row, figure)
        for row, (_, figure, _) in _analyst_rows(
            quick, repeats, {}, analyst.pokerkit_read, analyst.pokerkit_equity, theirs=True
        ).items()
    )
    state = pokerkit_mid_hand()
    deep = median_time(lambda: copy.deepcopy(state), 2 if quick else 200, repeats) * 1e6
    theirs["copy"] = theirs["undo"] = deep
    theirs["memory per state"] = memory_per_state(pokerkit_mid_hand, 5 if quick else 200)
    return theirs


def _check_engines(builds: dict[str, Rows]) -> None:
    """Each build's ``pokerfloor`` runs the engine it is measured as: a source edited since the
    compiled modules were built makes the program fall back to pure Python (``--version`` says
    so), and the compiled figures would be the pure ones."""
    for name in builds:
        extra = {engine.PURE_SWITCH: "1"} if name == "pure Python" else {}
        command = [sys.executable, "-m", "pokerfloor", "--version"]
        said = subprocess.run(command, env={**os.environ, **extra}, check=True, capture_output=True, text=True)
        if ("compiled core" in said.stdout) != (name == "compiled"):
            version = said.stdout.strip()
            sys.exit(f"bench.py: the {name} build's pokerfloor says {version!r}: reinstall (pip install -e .)")


def _nlhe_theirs(quick: bool, repeats: int, theirs: dict[str, float]) -> dict[str, float]:
    """PokerKit's side of :func:`_nlhe_ours`."""
    nlhe_count = 20 if quick else 5000
    for label, chips in (("dollars", False), ("chips", True)):
        replay = nlhe._median_seconds(
            partial(nlhe.pokerkit_parse_and_replay, list(nlhe.hands(nlhe_count, 1, chips=chips))), repeats
        )
        theirs[f"NLHE replay, {label}"] = nlhe_count / replay
    return theirs


def _pure_rows(argv: list[str]) -> Rows:
    """pokerfloor's figures on the pure Python engine: this script in a child process with the
    switch set (the compiled modules stay installed; the package imports their sources)."""
    env = {**os.environ, engine.PURE_SWITCH: "1"}
    command = [sys.executable, str(Path(__file__).resolve()), *argv, "--ours-only"]
    done = subprocess.run(command, env=env, check=True, capture_output=True, text=True)
    rows: Rows = {name: (unit, value, higher) for name, (unit, value, higher) in json.loads(done.stdout).items()}
    return rows


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="a one-second smoke run")
    parser.add_argument("--repeats", type=int, default=5, help="repeats per measurement (median)")
    parser.add_argument("--phh", type=Path, default=SHARED_PHH, help="folder of PHH hands to replay")
    parser.add_argument("--nlhe", action="store_true", help="only the no-limit hold'em hand histories")
    parser.add_argument(
        "--ours-only", action="store_true", help="print pokerfloor's figures as JSON (for the pure run)"
    )
    args = parser.parse_args(argv)
    global _SMOKE  # noqa: PLW0603 - one flag for the printing helper, set once from the command line
    _SMOKE = args.quick
    repeats = 1 if args.quick else args.repeats
    if args.ours_only:
        print(json.dumps(measure_ours(args.quick, repeats, args.phh, nlhe_only=args.nlhe)))
        return 0
    peer = "present" if pokerkit is not None else "absent (pip install -e '.[bench]')"
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"python {sys.version.split()[0]}; PokerKit {peer}; load average {load} on {os.cpu_count()} cores")
    print(f"pokerfloor here: {engine.describe()}")
    builds: dict[str, Rows] = {}
    if engine.ENGINE == "compiled":
        builds["compiled"] = measure_ours(args.quick, repeats, args.phh, nlhe_only=args.nlhe)
    passed = [*(["--quick"] if args.quick else []), *(["--nlhe"] if args.nlhe else [])]
    builds["pure Python"] = _pure_rows([*passed, "--repeats", str(args.repeats), "--phh", str(args.phh)])
    theirs = measure_theirs(args.quick, repeats, args.phh, nlhe_only=args.nlhe)
    nlhe_checks(args.quick, repeats, builds, theirs)
    _print_rows(builds, theirs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
