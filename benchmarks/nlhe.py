"""No-limit hold'em hand histories like the public online corpora, generated from a seeded simulation.

    python benchmarks/nlhe.py OUT --hands 2000 --seed 1            # dollars and cents
    python benchmarks/nlhe.py OUT --hands 2000 --seed 1 --chips    # the same hands in whole chips

(``benchmarks/bench.py`` generates them at run time and times pokerfloor's check of them against
PokerKit's replay, in turns: :func:`whole_processes`.)

The real corpora (the PHH dataset's 21.6 million online hands) are mostly six-handed and full-ring
no-limit hold'em: most hands end before the flop, a few reach a showdown, the hole cards of
those who did not show are unknown (``d dh p3 ????``) and the losers at a showdown are often
written ``p4 sm ????``, amounts are in dollars and cents. The hands here are played by
pokerfloor with a plausible policy (opens of 2 to 3 big blinds, calls and folds, bets of half to
three quarters of the pot, now and then all in), dealt from a seeded deck, and written as PHH to
that picture. The same seed gives the same hands; ``--chips`` writes them in whole chips of a
cent (blinds 25/50 for $0.25/$0.50), the same hands scaled by 100.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

from pokerfloor import Action, Hand, Kind, NoLimit, Table, rulebook
from pokerfloor.checking.phh_replay import replay
from pokerfloor.core.options import Options
from pokerfloor.formats.phh import dumps, parse_histories, to_phh
from pokerfloor.games.cards import Deck

#: The stakes played, in cents: (small blind, big blind).
STAKES = ((25, 50), (50, 100), (100, 200), (5, 10))
#: Table sizes and how often each is dealt (six-handed most, then full ring, then heads-up).
SIZES = (6,) * 7 + (9,) * 2 + (2,)
#: The fields of a money amount: written in dollars unless the hands are in chips.
MONEY = ("antes", "blinds_or_straddles", "min_bet", "starting_stacks", "finishing_stacks")


def decide(hand: Hand, options: Options, rng: random.Random) -> Action:
    """A plausible decision: fold, call or raise about as often as online players do (most
    hands are folded to an open raise before the flop)."""
    kinds = options.kinds
    facing = Kind.CALL in kinds
    aggressive = Kind.RAISE if Kind.RAISE in kinds else Kind.BET if Kind.BET in kinds else None
    unopened = hand.street == 0 and hand.spot().bet <= hand.table.structure.min_bet
    raise_chance, fold_chance = (0.14, 0.8) if unopened else (0.1, 0.62) if hand.street == 0 else (0.12, 0.5)
    if not facing:
        raise_chance = 0.1 if hand.street == 0 else 0.45
    roll = rng.random()
    if aggressive is not None and roll < raise_chance and (size := _size(hand, options, rng)) is not None:
        return Action(aggressive, size)
    if not facing:
        return Action(Kind.CHECK)
    return Action(Kind.FOLD) if roll < raise_chance + fold_chance and Kind.FOLD in kinds else Action(Kind.CALL)


def _size(hand: Hand, options: Options, rng: random.Random) -> int | None:
    """A bet of half to three quarters of the pot, an open of 2 to 3 big blinds, a raise of about
    three times the bet; all in now and then. Within the legal range, and never more than another
    player could call (PokerKit refuses such a raise); ``None`` when no raise is worth making."""
    assert options.min_to is not None and options.max_to is not None
    bets, stacks, folded, seat = hand.street_bets, hand.stacks, hand.folded, hand.to_act
    covered = max(bets[j] + stacks[j] for j in range(len(stacks)) if j != seat and not folded[j])
    low, high = options.min_to, min(options.max_to, covered)
    if high < low:
        return None
    if rng.random() < 0.05:
        return high
    big_blind = hand.table.structure.min_bet
    spot = hand.spot()
    if hand.street == 0:
        wanted = spot.bet * 3 if spot.bet > big_blind else int(big_blind * rng.uniform(2, 3))
    else:
        pot = sum(hand.committed) + hand.dead + sum(hand.street_bets)
        wanted = spot.bet * 3 if spot.bet else int(pot * rng.uniform(0.5, 0.75))
    return min(max(wanted, low), high)


def play(rng: random.Random) -> Hand:
    """One hand at a table of random size, stakes and stacks (20 to 250 big blinds)."""
    n = rng.choice(SIZES)
    small, big = rng.choice(STAKES)
    stacks = tuple(rng.randint(20 * big, 250 * big) for _ in range(n))
    table = Table(
        names=tuple(f"player{rng.randrange(10**6)}-{k}" for k in range(n)),
        stacks=stacks,
        button=n - 1,
        structure=NoLimit(big),
        rules=rulebook("tda"),
        blinds=(small, big),
    )
    hand = Hand(table, deck=Deck(rng=rng))
    while hand.to_act >= 0:
        hand.push(decide(hand, hand.options(), rng))
    return hand


def fields(hand: Hand, rng: random.Random, number: int, *, chips: bool) -> dict[str, Any]:
    """The PHH fields of a hand as the online corpora write it: hole cards unknown but for the
    hands shown, losers at a showdown often shown as ``????``, amounts in dollars (or chips)."""
    out = to_phh(hand)
    winners = {f"p{k + 1}" for k, won in enumerate(_by_position(hand, hand.winnings)) if won}
    out["actions"] = [_as_online(action.split(), winners, rng, chips=chips) or action for action in out["actions"]]
    if not chips:
        for key in MONEY:
            value = out[key]
            out[key] = [_dollars(v) for v in value] if isinstance(value, list) else _dollars(value)
    out.pop("ante_trimming_status", None)
    written: dict[str, Any] = {"variant": out.pop("variant"), **out}
    written.update(venue="Simulated Online", currency="USD", hand=number, seat_count=len(hand.names))
    return written


def _as_online(words: list[str], winners: set[str], rng: random.Random, *, chips: bool) -> str | None:
    """An action as the online corpora write it (``None``: as it is)."""
    if words[:2] == ["d", "dh"]:
        return f"d dh {words[2]} ????"
    if len(words) == 3 and words[1] == "sm" and words[0] not in winners and rng.random() < 0.5:
        return f"{words[0]} sm ????"
    if len(words) == 3 and words[1] == "cbr" and not chips:
        return f"{words[0]} cbr {_dollars(int(words[2]))}"
    return None


def _by_position(hand: Hand, values: list[int]) -> list[int]:
    n = len(hand.names)
    return [values[(hand.table.button + 1 + k) % n] for k in range(n)]


def _dollars(cents: int) -> Decimal | int:
    return Decimal(cents).scaleb(-2) if cents else 0


def hands(count: int, seed: int, *, chips: bool = False) -> Iterator[str]:
    """The PHH texts of ``count`` hands from ``seed``."""
    rng = random.Random(seed)
    for number in range(1, count + 1):
        hand = play(rng)
        yield dumps(fields(hand, rng, number, chips=chips))


def write(folder: Path, count: int, seed: int, *, chips: bool = False) -> list[Path]:
    """Write ``count`` hands as ``folder/N.phh``; returns the files."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for number, text in enumerate(hands(count, seed, chips=chips), start=1):
        path = folder / f"{number}.phh"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


# -- measuring ---------------------------------------------------------------------------------

#: PokerKit's replay of a folder of PHH files, as a program of its own: each file read and every
#: state of its hand played through (what ``pokerfloor check`` does, less the comparison).
POKERKIT_REPLAY = """
import pathlib, sys, pokerkit
for path in sorted(pathlib.Path(sys.argv[1]).glob("*.phh")):
    with open(path, "rb") as file:
        history = pokerkit.HandHistory.load(file)
    for state in history:
        pass
"""


def _environment() -> dict[str, str]:
    """The environment a measured program runs in: its modules' bytecode cached as an installed
    program's is (a first run, not counted, writes what is missing; ``PYTHONDONTWRITEBYTECODE``,
    which keeps Python from writing it, is set aside, or every run of pokerfloor would compile
    its sources while PokerKit's were compiled when pip installed it)."""
    return {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}


def _processor_seconds(command: list[str], env: dict[str, str]) -> float:
    """The processor seconds (user and system) of running ``command`` to its end: the work done,
    whatever else the machine runs at the same time (wall-clock time moves with the load)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def whole_processes(commands: dict[str, tuple[list[str], dict[str, str]]], repeats: int) -> dict[str, float]:
    """:func:`_processor_seconds` of several programs (each a command and the variables it adds to the
    environment), measured in turns: one run of each, then the next round, so that a busy
    stretch of the shared machine weighs on all of them alike rather than on one. The medians
    (see :func:`_environment` for the bytecode)."""
    base = _environment()
    envs = {name: {**base, **extra} for name, (_, extra) in commands.items()}
    for name, (command, _) in commands.items():  # the first runs write the bytecode: not counted
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=envs[name])
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(repeats):
        for name, (command, _) in commands.items():
            times[name].append(_processor_seconds(command, envs[name]))
    return {name: statistics.median(values) for name, values in times.items()}


def check_command(folder: str) -> list[str]:
    """A whole ``pokerfloor check`` of ``folder``, as a program."""
    return [sys.executable, "-m", "pokerfloor", "check", folder]


def pokerkit_command(folder: str) -> list[str]:
    """PokerKit's replay of ``folder`` (:data:`POKERKIT_REPLAY`), as a program."""
    return [sys.executable, "-c", POKERKIT_REPLAY, folder]


def ours_parse_and_replay(texts: list[str]) -> int:
    """pokerfloor: each hand read from its text and replayed to its verdict; returns the hands."""
    rules = rulebook("tda")
    for text in texts:
        (history,) = parse_histories(text)
        result = replay(history, rules)
        assert result.status == "verified", result.reason
    return len(texts)


def pokerkit_parse_and_replay(texts: list[str]) -> int:
    """PokerKit: each hand read from its text and every state played through; returns the hands."""
    import pokerkit  # noqa: PLC0415 - the bench extra, needed only here

    for text in texts:
        for _ in pokerkit.HandHistory.loads(text):
            pass
    return len(texts)


def measure_replay(count: int, repeats: int, *, chips: bool) -> float:
    """Processor seconds for pokerfloor to read and replay ``count`` generated hands from their
    texts in memory (the whole program, start and files and all, is :func:`whole_processes`)."""
    texts = list(hands(count, 1, chips=chips))
    return _median_seconds(lambda: ours_parse_and_replay(texts), repeats)


def _median_seconds(work: Callable[[], object], repeats: int) -> float:
    """The median processor seconds of ``work`` in this process."""
    times = []
    for _ in range(repeats):
        gc.collect()
        started = time.process_time()
        work()
        times.append(time.process_time() - started)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    """Write a folder of generated no-limit hold'em hands."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--chips", action="store_true", help="whole chips of a cent, not dollars")
    args = parser.parse_args(argv)
    write(args.folder, args.hands, args.seed, chips=args.chips)
    return 0


if __name__ == "__main__":
    sys.exit(main())
