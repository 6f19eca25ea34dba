"""Sphinx configuration of pokerfloor's documentation site.

Build it with ``sphinx-build -W -b html docs OUT`` (every warning an error, as CI builds it;
``pip install -e '.[docs]'`` brings the tools). The pages are Markdown (MyST); the reference is
written from the docstrings (autodoc), so it says what ``help()`` says. The pages' examples are
run by the test suite, on both builds (``tests/test_docs.py``: ``pycon`` blocks as doctests,
``console`` blocks as commands with their output, a ``{code-block}`` with a ``:caption:`` as a
file they use).
"""

from __future__ import annotations

import ast
import importlib
import os
from pathlib import Path
from typing import Any

from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

# The reference is written from the sources, whichever build is installed: the compiled modules
# keep their docstrings but not the doc comments of their constants (``#: ...``, read from the
# source), nor their annotations, nor a source for the [source] links.
os.environ["POKERFLOOR_PURE"] = "1"

import pokerfloor  # after the switch above

project = "pokerfloor"
author = "pokerfloor developers"
copyright = "2026, pokerfloor developers"
release = version = pokerfloor.__version__

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.viewcode",
]
source_suffix = {".md": "markdown", ".rst": "restructuredtext"}
root_doc = "index"
exclude_patterns = ["_build", "OUT", "**/README.md.orig"]

# Markdown: ::: fences for directives, definition lists, and anchors for the headings (the pages
# link to #games, #the-table...).
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

# The reference: members in the order of the source, the signature's types in the description.
autodoc_member_order = "bysource"
autodoc_typehints = "description"
# A public argument a compiled function checks itself reads ``Given[Action]``, linked to what that
# means, rather than its expansion ``Annotated[Action, 'checked by the function it is given to']``.
autodoc_type_aliases = {"Given": "pokerfloor.given.Given"}
# Each object is documented once, in the module that defines it: a package that re-exports names
# (``pokerfloor``, ``pokerfloor.formats.phh``) lists them with links instead.
autodoc_default_options = {"members": True, "show-inheritance": True, "ignore-module-all": True}

# One page per module, found by walking the package (a module moved or added needs no edit
# here); the pages are made at each build, in docs/reference/api (not kept in git).
autosummary_generate = True
templates_path = ["_templates"]

html_theme = "furo"
html_title = f"pokerfloor {release}"
html_static_path: list[str] = []


class ResolveByIdentity(SphinxPostTransform):
    """A short name in a type (``policy: Policy``) means what the module using it holds under that
    name. Two documented objects may share a short name (``pokerfloor.play.batch.Policy`` and
    ``pokerfloor.env.policies.Policy``), and Sphinx's search by suffix would then link either:
    this points the reference at the one the module imported, before Sphinx resolves it."""

    default_priority = 5  # before Sphinx's ReferencesResolver (10)

    def run(self, **kwargs: Any) -> None:
        by_short_name: dict[str, list[str]] = {}
        for qualified in self.env.domains["py"].objects:
            by_short_name.setdefault(qualified.rpartition(".")[2], []).append(qualified)
        for node in self.document.findall(pending_xref):
            target = node.get("reftarget", "")
            if node.get("refdomain") != "py" or "." in target:
                continue
            candidates = by_short_name.get(target, [])
            if len(candidates) < 2:
                continue
            held = _held(node.get("py:module"), target)
            same = [name for name in candidates if held is not None and _found(name) == held]
            if len(same) == 1:
                node["reftarget"] = same[0]
                node["refspecific"] = False


_MISSING = object()


def _held(module: str | None, name: str) -> object:
    """What ``module`` holds under ``name``, or imports under it for the type checker alone (``if
    TYPE_CHECKING: from ... import name``); ``None`` when nothing."""
    if not module:
        return None
    try:
        found = importlib.import_module(module)
    except ImportError:
        return None
    if hasattr(found, name):
        return getattr(found, name)
    source = getattr(found, "__file__", None) or ""
    if not source.endswith(".py"):
        return None
    for node in ast.walk(ast.parse(Path(source).read_text(encoding="utf-8"))):
        imported = isinstance(node, ast.ImportFrom) and node.module and node.level == 0
        if imported and any((alias.asname or alias.name) == name for alias in node.names):
            return _found(f"{node.module}.{name}")
    return None


def _found(qualified: str) -> object:
    """The object a documented name stands for (a value no other equals when it cannot be found)."""
    home, _, name = qualified.rpartition(".")
    try:
        return getattr(importlib.import_module(home), name, _MISSING)
    except ImportError:
        return _MISSING


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_post_transform(ResolveByIdentity)
    return {"parallel_read_safe": True}
