"""One page per rulebook, written from the rulebook data, so the documentation cannot drift.

``python -m pokerfloor.explain.rulebook_pages [FOLDER]`` writes ``<name>.md`` for every preset, and ``README.md``
listing them, into FOLDER (default ``docs/rulebooks``); ``--check`` writes nothing and exits 1
when a page differs from what the data says (the test suite runs the same comparison).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from pokerfloor.rules import PRESETS, SWITCHES, TOPICS, Rulebook

__all__ = ["main", "pages", "rulebook_page"]


#: The first comment of every page: where it comes from.
_WRITTEN_BY = (
    "<!-- Written by `python -m pokerfloor.explain.rulebook_pages` from src/pokerfloor/rules/: "
    "edit the data, not this page. -->"
)


def _cell(value: object) -> str:
    """A value as a Markdown table cell: ``code`` for switch values, pipes escaped."""
    text = repr(value) if isinstance(value, str) else str(value).lower() if isinstance(value, bool) else str(value)
    return text.replace("|", "\\|")


def rulebook_page(book: Rulebook) -> str:
    """The Markdown page of one rulebook: its switches (value, meaning, citation) and the
    citations of the topics a ruling may rest on."""
    lines = [
        f"# `{book.name}`: {book.title}",
        "",
        _WRITTEN_BY,
        "",
        f"Use it with `rulebook({book.name!r})`, `--rulebook {book.name}` on the command line, or",
        f'`rulebooks = ["{book.name}"]` in a situation file.',
        "",
        "## Switches",
        "",
        "| switch | value | meaning | rule |",
        "| --- | --- | --- | --- |",
    ]
    for name, value in book.switches().items():
        meaning = SWITCHES[name].meaning.replace("|", "\\|")
        lines.append(f"| `{name}` | `{_cell(value)}` | {meaning} | {book.cite(name)} |")
    lines += [
        "",
        "## Topics",
        "",
        "The rules a ruling rests on that are not switches (the `rule` of an explanation cites them).",
        "",
        "| topic | rule |",
        "| --- | --- |",
    ]
    lines += [f"| `{topic}` | {book.cite(topic)} |" for topic in TOPICS]
    return "\n".join(lines) + "\n"


def _index() -> str:
    lines = [
        "# Rulebooks",
        "",
        _WRITTEN_BY,
        "",
        "Each rulebook is a set of switches, each citing the rule it follows. A house changes a switch with",
        '`rulebook("tda", some_switch=value)`; the changed switch then cites the house.',
        "",
        "| rulebook | title |",
        "| --- | --- |",
    ]
    lines += [f"| [`{name}`]({name}.md) | {book.title} |" for name, book in PRESETS.items()]
    return "\n".join(lines) + "\n"


def pages() -> dict[str, str]:
    """Every page, by file name: ``README.md`` and one ``<name>.md`` per preset."""
    return {"README.md": _index(), **{f"{name}.md": rulebook_page(book) for name, book in PRESETS.items()}}


def main(argv: Sequence[str] | None = None) -> int:
    """Write (or with ``--check``, compare) the rulebook pages; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m pokerfloor.explain.rulebook_pages", description=__doc__)
    parser.add_argument("folder", nargs="?", default="docs/rulebooks", help="where the pages go")
    parser.add_argument("--check", action="store_true", help="compare instead of writing; exit 1 on a difference")
    args = parser.parse_args(argv)
    folder = Path(args.folder)
    stale = [name for name, text in pages().items() if _read(folder / name) != text]
    if args.check:
        for name in stale:
            print(
                f"{folder / name} differs from the rulebook data: run python -m pokerfloor.explain.rulebook_pages",
                file=sys.stderr,
            )
        return 1 if stale else 0
    folder.mkdir(parents=True, exist_ok=True)
    for name in stale:
        (folder / name).write_text(pages()[name], encoding="utf-8")
        print(f"wrote {folder / name}")
    return 0


def _read(path: Path) -> str | None:
    return path.read_text(encoding="utf-8") if path.exists() else None


if __name__ == "__main__":
    sys.exit(main())
