"""Sphinx configuration of pokerfloor's documentation site.

Build it with ``sphinx-build -W -b html docs OUT`` (every warning an error, as CI builds it;
``pip install -e '.[docs]'`` brings the tools). The pages are Markdown (MyST); the reference is
written from the docstrings (autodoc), so it says what ``help()`` says. The pages' examples are
run by the test suite, on both builds (``tests/test_docs.py``: ``pycon`` blocks as doctests,
``console`` blocks as commands with their output, a ``{code-block}`` with a ``:caption:`` as a
file they use).
"""

from __future__ import annotations

import pokerfloor

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
