"""Where ``pokerfloor convert`` writes, and how it says what it could not convert.

The hands go to standard output, or with ``--output PATH`` to the file PATH, or, when PATH is a
folder (one that exists, or a path ending in ``/``), to a file for each file converted, named
after it (its path under the folder given, when a folder was given) with the suffix of the format
written: ``.txt`` for PokerStars, ``.ohh`` for Open Hand History, ``.phh`` for one PHH hand and
``.phhs`` for several. A hand the rules refuse is said once for every hand refused for the same
reason, with how many there were and the first of them (a folder of stud hands converted to OHH,
which has no game type for stud, is one line, not one a hand).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pokerfloor.errors import HandHistoryError, PokerfloorError
from pokerfloor.explain.catalog import render

__all__ = ["Converted", "output_plan"]

#: The suffix of a file written in each format (PHH's is ``.phhs`` when it holds several hands).
SUFFIXES = {"pokerstars": ".txt", "ohh": ".ohh", "phh": ".phh"}


def output_plan(
    paths: Sequence[str], output: str | None, target: str, files: Sequence[str]
) -> list[tuple[str, Path | None]]:
    """Each file to convert (``files``: the ``paths`` given, folders searched) and where its hands
    go: ``None`` for standard output, else the file to write. Refuses an output that is one of the
    files read."""
    if output is None:
        return [(name, None) for name in files]
    into = Path(output)
    read = {os.path.realpath(name) for name in files}
    if os.path.realpath(into) in read:
        raise HandHistoryError(code="bad-field", params={"path": output}, variant="output-is-input")
    if not (into.is_dir() or output.endswith(("/", os.sep))):
        return [(name, into) for name in files]
    folders = [Path(name) for name in paths if os.path.isdir(name)]
    return [(name, into / _named(Path(name), folders).with_suffix(SUFFIXES[target])) for name in files]


def _named(path: Path, folders: Sequence[Path]) -> Path:
    """A file's name under the output folder: its path under the folder given, or its name."""
    for folder in folders:
        if path.is_relative_to(folder):
            return path.relative_to(folder)
    return Path(path.name)


@dataclass
class Converted:
    """The hands converted to ``target``, by where they go (``None``: standard output), and the
    refusals, in order."""

    target: str
    texts: dict[Path | None, list[str]] = field(default_factory=dict)
    refusals: list[PokerfloorError] = field(default_factory=list)

    @property
    def refused(self) -> int:
        """How many hands (or files) were not converted."""
        return len(self.refusals)

    def add(self, converted: str | PokerfloorError, to: Path | None) -> None:
        """One hand written, or refused."""
        if isinstance(converted, PokerfloorError):
            self.refusals.append(converted)
        else:
            self.texts.setdefault(to, []).append(converted)

    def write(self, to_files: bool) -> None:
        """Write the hands: each file's, or all of them to standard output; with files, a line on
        standard error says how many went where."""
        for to, texts in self.texts.items():
            text = _joined(self.target, texts)
            if to is None:
                print(text)
                continue
            several = self.target == "phh" and len(texts) > 1 and to.suffix == SUFFIXES["phh"]
            path = to.with_suffix(".phhs") if several else to
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text + "\n", encoding="utf-8")
        if to_files and self.texts:
            hands = sum(len(texts) for texts in self.texts.values())
            print(render("cli.converted-to", "en", hands=hands, files=len(self.texts)), file=sys.stderr)

    def refusal_lines(self) -> list[str]:
        """What was not converted: a refusal alone as it is; those of one reason once, counted,
        with the first of them."""
        groups: dict[str, list[PokerfloorError]] = {}
        for error in self.refusals:
            groups.setdefault(_reason(error), []).append(error)
        lines = []
        for why, errors in groups.items():
            if len(errors) == 1:
                lines.append(str(errors[0]))
            else:
                first = _where(errors[0])
                lines.append(render("cli.not-converted-many", "en", count=len(errors), why=why, first=first))
        return lines


def _reason(error: PokerfloorError) -> str:
    """Why a hand was not converted, without the hand: the refusal it was written or replayed
    with (:func:`~pokerfloor.checking.convert.convert_file`'s ``error``), else the refusal itself."""
    return str(error.params.get("error", error))


def _where(error: PokerfloorError) -> str:
    """The hand a refusal is of: its file and the hand's number in it (``""`` for a file refused)."""
    params = error.params
    return f"{params['path']} [{params['hand']}]" if "path" in params and "hand" in params else ""


def _joined(target: str, texts: Sequence[str]) -> str:
    """Hands in one text: a blank line between them; several PHH hands as a ``.phhs``."""
    if target == "phh" and len(texts) > 1:
        texts = [f"[{k}]\n{text}" for k, text in enumerate(texts, start=1)]
    return "\n\n".join(texts)
