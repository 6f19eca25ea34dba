"""The pure Python engine against an older revision of itself, playing the same random hands and
replaying the same hand histories.

    python benchmarks/baseline.py                  # against the engine before the compiled core
    python benchmarks/baseline.py --revision HEAD~5 --hands 400

Issue 19 asks that the pure Python engine be no slower than it was before the compiled core. Both
engines here play :func:`policy.play_random` (six-handed no-limit hold'em, blinds 1/2, stacks 200,
seed 1): this checkout's sources with ``POKERFLOOR_PURE=1``, and the sources of ``--revision``
taken with ``git archive`` into a temporary folder. So the policy, and its cost, are the same on
both sides, and the difference is the engine's.

The same two engines also replay the real televised hands of ``../shared/phh`` (nine games: the
mixed-game rotation's stud, razz and draws besides hold'em and Omaha), from the file's text to the
verdict, when that folder is beside the checkout.

With valgrind present the figure is instructions a hand (callgrind, ``PYTHONHASHSEED=0``: the
run of N + 1 hands less that of 1, divided by N; for the replay, three rounds of the folder less
one), which the machine's load does not move; otherwise the median processor time of several
runs, which it does.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
#: The last commit before the compiled core (8b0e689 "A compiled core: ..."): pure Python only.
BEFORE_COMPILED_CORE = "8b0e689^"
PLAY = """
import sys, time
sys.path[:0] = [{source!r}, {here!r}]
from pokerfloor import NoLimit, Table, rulebook
from policy import play_random
table = Table(names=tuple("ABCDEF"), stacks=(200,) * 6, button=5, structure=NoLimit(2),
              rules=rulebook("tda"), blinds=(1, 2))
started = time.process_time()
play_random(table, {hands}, 1)
print(time.process_time() - started)
"""


#: The replay of the shared PHH hands, as a program: ``rounds`` rounds of every hand of the folder.
REPLAY = """
import sys, time
from pathlib import Path
sys.path[:0] = [{source!r}]
try:  # the judging replay is checking's now
    from pokerfloor.checking.phh_replay import replay
    from pokerfloor.formats.phh import parse_histories
except ImportError:  # a revision before the rooms
    from pokerfloor.formats.phh import parse_histories, replay
from pokerfloor.rules import rulebook
texts = [p.read_text(encoding="utf-8") for p in sorted(Path({folder!r}).rglob("*.phh"))]
rules = rulebook("tda")
started = time.process_time()
for _ in range({rounds}):
    for text in texts:
        for history in parse_histories(text):
            replay(history, rules)
print(time.process_time() - started)
"""
SHARED_PHH = ROOT.parent / "shared" / "phh"


def sources_of(revision: str, into: Path) -> Path:
    """The package sources of ``revision`` (``git archive``), unpacked under ``into``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", revision, "src/pokerfloor"], check=True, capture_output=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def _command(source: Path, hands: int) -> list[str]:
    return [sys.executable, "-c", PLAY.format(source=str(source), here=str(HERE), hands=hands)]


def _replay_command(source: Path, rounds: int) -> list[str]:
    return [sys.executable, "-c", REPLAY.format(source=str(source), folder=str(SHARED_PHH), rounds=rounds)]


def _instructions(command: list[str]) -> int:
    """The instructions ``command`` runs (callgrind), in the measured runs' environment."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        check=True,
        capture_output=True,
        text=True,
        env=_environment(),
    )
    line = next(line for line in run.stderr.splitlines() if "refs:" in line)
    return int(line.rsplit(":", 1)[1].replace(",", ""))


def replay_instructions_a_hand(source: Path) -> float:
    """Instructions a replayed hand of the shared folder (three rounds of it less one)."""
    hands = len(list(SHARED_PHH.rglob("*.phh")))
    return (_instructions(_replay_command(source, 3)) - _instructions(_replay_command(source, 1))) / (2 * hands)


def _environment() -> dict[str, str]:
    """The measured runs' environment: the pure engine, a fixed hash seed, and no bytecode written
    (with it written, the first run would compile the sources and the next load them: the
    difference of the two runs would be no longer the hands')."""
    return {**os.environ, "POKERFLOOR_PURE": "1", "PYTHONHASHSEED": "0", "PYTHONDONTWRITEBYTECODE": "1"}


def instructions_a_hand(source: Path, hands: int) -> float:
    """Instructions a hand of ``hands`` random hands (callgrind: N + 1 hands less 1)."""
    return (_instructions(_command(source, hands + 1)) - _instructions(_command(source, 1))) / hands


def seconds_a_hand(source: Path, hands: int, repeats: int = 5) -> float:
    """The median processor seconds a hand of ``hands`` random hands, over ``repeats`` runs."""
    times = []
    for _ in range(repeats):
        run = subprocess.run(_command(source, hands), check=True, capture_output=True, text=True, env=_environment())
        times.append(float(run.stdout.strip()) / hands)
    return sorted(times)[len(times) // 2]


def main(argv: list[str] | None = None) -> int:
    """Print the pure engine's cost a random hand, now and at ``--revision``."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--revision", default=BEFORE_COMPILED_CORE, help="the git revision to compare with")
    parser.add_argument("--hands", type=int, default=200)
    args = parser.parse_args(argv)
    counting = shutil.which("valgrind") is not None
    measure = instructions_a_hand if counting else seconds_a_hand
    unit = "instructions a hand (callgrind)" if counting else "processor microseconds a hand"
    scale = 1.0 if counting else 1e6
    with tempfile.TemporaryDirectory() as folder:
        older = sources_of(args.revision, Path(folder))
        figures = {
            f"{args.revision} (pure Python)": measure(older, args.hands),
            "this checkout (pure Python)": measure(ROOT / "src", args.hands),
        }
        _print(f"random play, {args.hands} hands of six-handed no-limit hold'em: {unit}", figures, scale)
        if counting and SHARED_PHH.is_dir():
            replays = {
                f"{args.revision} (pure Python)": replay_instructions_a_hand(older),
                "this checkout (pure Python)": replay_instructions_a_hand(ROOT / "src"),
            }
            _print(f"replay of the hands of {SHARED_PHH}, from the text: {unit}", replays, scale)
    return 0


def _print(title: str, figures: dict[str, float], scale: float) -> None:
    before, now = figures.values()
    print(title)
    for name, value in figures.items():
        print(f"  {name:40s} {value * scale:12,.0f}")
    print(f"  this checkout is {abs(now / before - 1):.1%} {'slower' if now > before else 'faster'}")


if __name__ == "__main__":
    sys.exit(main())
