"""The pure Python engine against an older revision of itself, playing the same random hands.

    python benchmarks/baseline.py                  # against the engine before the compiled core
    python benchmarks/baseline.py --revision HEAD~5 --hands 400

Issue 19 asks that the pure Python engine be no slower than it was before the compiled core. Both
engines here play :func:`policy.play_random` (six-handed no-limit hold'em, blinds 1/2, stacks 200,
seed 1): this checkout's sources with ``POKERFLOOR_PURE=1``, and the sources of ``--revision``
taken with ``git archive`` into a temporary folder. So the policy, and its cost, are the same on
both sides, and the difference is the engine's.

With valgrind present the figure is instructions a hand (callgrind, ``PYTHONHASHSEED=0``: the
run of N + 1 hands less that of 1, divided by N), which the machine's load does not move;
otherwise the median processor time of several runs, which it does.
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


def _environment() -> dict[str, str]:
    """The measured runs' environment: the pure engine, a fixed hash seed, and no bytecode written
    (with it written, the first run would compile the sources and the next load them: the
    difference of the two runs would be no longer the hands')."""
    return {**os.environ, "POKERFLOOR_PURE": "1", "PYTHONHASHSEED": "0", "PYTHONDONTWRITEBYTECODE": "1"}


def instructions_a_hand(source: Path, hands: int) -> float:
    """Instructions a hand of ``hands`` random hands (callgrind: N + 1 hands less 1)."""
    counts = []
    for n in (1, hands + 1):
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *_command(source, n)],
            check=True,
            capture_output=True,
            text=True,
            env=_environment(),
        )
        line = next(line for line in run.stderr.splitlines() if "refs:" in line)
        counts.append(int(line.rsplit(":", 1)[1].replace(",", "")))
    return (counts[1] - counts[0]) / hands


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
        figures = {
            f"{args.revision} (pure Python)": measure(sources_of(args.revision, Path(folder)), args.hands),
            "this checkout (pure Python)": measure(ROOT / "src", args.hands),
        }
    before, now = figures.values()
    print(f"random play, {args.hands} hands of six-handed no-limit hold'em: {unit}")
    for name, value in figures.items():
        print(f"  {name:40s} {value * scale:12,.0f}")
    print(f"  this checkout is {abs(now / before - 1):.1%} {'slower' if now > before else 'faster'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
