"""Every example of the documentation runs, and says what it shows.

The pages under ``docs/`` are Markdown (MyST); their fenced blocks are run here, page by page,
in order, in a folder of their own (with ``examples/`` of the checkout in it, as in a clone):

- ``pycon``: a Python session, run as a doctest (its output compared, ``...`` matching anything);
- ``python``: a script, run in the page's namespace (the pycon blocks after it see its names);
- ``console``: ``$ command`` lines run by the shell, each one's output (standard output and error
  together) compared with the lines under it; each command must succeed (exit status 0);
- a ``{code-block}`` with a ``:caption:`` is a file: it is written under that name before the
  blocks after it run.

Any other block (``sh``, ``toml``, ``text``, ...) is an illustration and is not run: an install, a
server, a format; so is a ``{code-block}`` of class ``no-run`` (env.md's rollouts on a Ray
cluster, which a test of their own runs). So a wrong example fails the suite on both builds, and
CI runs them all.
"""

from __future__ import annotations

import doctest
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import pytest

ROOT = Path(__file__).parents[1]
DOCS = ROOT / "docs"

#: Output compared as doctest compares it: ``...`` stands for anything, runs of spaces are one.
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE

_FENCE = re.compile(r"^(?P<ticks>`{3,}|~{3,})\s*(?:\{(?P<directive>[\w-]+)\})?\s*(?P<lang>[\w+-]*)")
_OPTION = re.compile(r"^:(?P<name>[\w-]+):\s*(?P<value>.*)$")


class Block(NamedTuple):
    """A fenced block of a page: where it starts (the line of its fence), its language, the
    file it is when it has a caption, and its text."""

    line: int
    lang: str
    caption: str
    text: str


def blocks(text: str) -> Iterator[Block]:
    """The fenced blocks of a Markdown page, in order (a directive's options read off its top)."""
    lines = text.splitlines()
    k = 0
    while k < len(lines):
        opened = _FENCE.match(lines[k])
        if opened is None:
            k += 1
            continue
        ticks, start = opened["ticks"], k
        code = opened["directive"] in (None, "code-block", "code")  # not a toctree, not a note
        lang = opened["lang"] if code else ""
        k += 1
        options: dict[str, str] = {}
        while opened["directive"] and k < len(lines) and (option := _OPTION.match(lines[k])):
            options[option["name"]] = option["value"].strip()
            k += 1
        body = []
        while k < len(lines) and lines[k].strip() != ticks:
            body.append(lines[k])
            k += 1
        k += 1
        if "no-run" in options.get("class", "").split():
            lang = ""
        yield Block(start + 1, lang, options.get("caption", "") if code else "", "\n".join(body) + "\n")


def commands(text: str) -> Iterator[tuple[str, str]]:
    """The commands of a console block and the output shown under each."""
    command: str | None = None
    shown: list[str] = []
    for line in text.splitlines():
        if line.startswith("$ "):
            if command is not None:
                yield command, "\n".join(shown)
            command, shown = line[2:], []
        elif command is not None:
            shown.append(line)
    if command is not None:
        yield command, "\n".join(shown)


def _environment() -> dict[str, str]:
    """The commands' environment: this Python's ``pokerfloor`` first on the path, a fixed width
    (argparse wraps its help to the terminal's), no colour."""
    env = dict(os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["COLUMNS"] = "100"
    env["NO_COLOR"] = "1"
    return env


def run_page(text: str, name: str, folder: Path) -> list[str]:
    """Run the examples of a page in ``folder`` (which it may fill); the failures, each naming
    the page's line (none when every example ran as shown)."""
    failures: list[str] = []
    namespace: dict[str, object] = {"__name__": f"docs.{name}"}
    checker = doctest.OutputChecker()
    env = _environment()
    for block in blocks(text):
        where = f"{name}:{block.line}"
        if block.caption:
            (folder / block.caption).write_text(block.text, encoding="utf-8")
        elif block.lang == "pycon":
            test = doctest.DocTestParser().get_doctest(block.text, namespace, where, name, block.line)
            report: list[str] = []
            runner = doctest.DocTestRunner(checker, optionflags=FLAGS)
            runner.run(test, out=report.append, clear_globs=False)
            namespace.update(test.globs)  # the test ran on a copy: the next blocks see its names
            failures += report
        elif block.lang == "python":
            try:
                exec(compile(block.text, where, "exec"), namespace)
            except Exception as error:  # any error of the example is its failure, reported with its line
                failures.append(f"{where}: {type(error).__name__}: {error}")
        elif block.lang == "console":
            for command, shown in commands(block.text):
                ran = subprocess.run(
                    command, shell=True, cwd=folder, env=env, capture_output=True, text=True, timeout=600, check=False
                )
                got = ran.stdout + ran.stderr
                if ran.returncode != 0 or not checker.check_output(shown.strip() + "\n", got.strip() + "\n", FLAGS):
                    failures.append(f"{where}: $ {command}\n(exit {ran.returncode})\nshown:\n{shown}\ngot:\n{got}")
    return failures


def _pages() -> list[Path]:
    return sorted(path for path in DOCS.rglob("*.md") if "_build" not in path.parts and "api" not in path.parts)


@pytest.mark.parametrize("page", _pages(), ids=lambda page: str(page.relative_to(DOCS)))
def test_every_example_runs(page: Path, tmp_path: Path) -> None:
    """Each page in a Python of its own, as a reader would run it: what one page starts (a Ray
    cluster, a registered environment) cannot change another page or the tests after it."""
    (tmp_path / "examples").symlink_to(ROOT / "examples", target_is_directory=True)
    ran = subprocess.run(
        [sys.executable, __file__, str(page), str(tmp_path)],
        cwd=tmp_path,  # the Python examples read the files the page wrote, as the commands do
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr


WRONG = """# A page whose examples are wrong

```pycon
>>> 1 + 1
3
```

```{code-block} toml
:caption: table.toml
players = 2
```

```console
$ cat table.toml
players = 3
$ false
```

```python
raise ValueError("no such thing")
```

```toml
this = "is not run"
```
"""


def test_a_wrong_example_fails(tmp_path: Path) -> None:
    failures = run_page(WRONG, "wrong.md", tmp_path)
    assert (tmp_path / "table.toml").read_text() == "players = 2\n"
    assert len(failures) == 4
    assert "wrong.md:3" in failures[0] and "Expected:\n    3\nGot:\n    2" in failures[0]
    assert failures[1].startswith("wrong.md:13: $ cat table.toml\n(exit 0)")
    assert failures[2].startswith("wrong.md:13: $ false\n(exit 1)")
    assert failures[3] == "wrong.md:19: ValueError: no such thing"


def test_blocks_read_fences_and_captions() -> None:
    page = (
        "text\n\n````{code-block} toml\n:caption: levels.toml\n\n[[level]]\n````\n\n```pycon\n>>> 1\n1\n```\n"
        "\n```{toctree}\n:caption: Guides\n\nguides/floor\n```\n"
        "\n```{code-block} python\n:class: no-run\n\nray.init()\n```\n"
    )
    assert list(blocks(page)) == [
        Block(3, "toml", "levels.toml", "\n[[level]]\n"),
        Block(9, "pycon", "", ">>> 1\n1\n"),
        Block(14, "", "", "\nguides/floor\n"),  # a toctree's caption names no file
        Block(20, "", "", "\nray.init()\n"),  # not run
    ]


if __name__ == "__main__":  # one page's examples, in a folder: python tests/test_docs.py PAGE FOLDER
    page, folder = Path(sys.argv[1]), Path(sys.argv[2])
    sys.path.insert(0, str(folder))  # as for a Python started there: the page's modules import
    found = run_page(page.read_text(encoding="utf-8"), str(page.relative_to(DOCS)), folder)
    if found:
        print("\n\n".join(found))
    sys.exit(1 if found else 0)
