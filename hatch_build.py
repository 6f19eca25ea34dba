"""The build hook that compiles pokerfloor's hot modules with mypyc (hatchling's custom hook).

When a C compiler is there and ``POKERFLOOR_PURE`` is not set, the modules named in
``src/pokerfloor/engine.py`` are compiled and put in the wheel beside their sources, with a
manifest of the sources' digests; otherwise the wheel is pure Python, the same package. An
editable install (``pip install -e .``) compiles them in place, in ``src/`` (ignored by git); the
package imports the sources instead as soon as one of them changes (``pokerfloor --version``
says so), until the next install.

Why our own hook rather than the hatch-mypyc plugin: that plugin fails the install where no C
compiler is, and builds nothing for an editable install.

mypyc keeps a text signature for each function and class it compiles but drops the docstrings
(and the modules' and the properties'); the hook writes each one, read from the sources, into the
C that mypyc generated, before the C compiler runs (:func:`put_docstrings`): ``help()``, IDEs and
the doctests find the same text on both builds, for nothing at run time. If mypyc's output
changes so that a docstring finds no place, the hook says which and the build goes on without it;
``tests/test_help.py`` then fails on that build.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import re
import shutil
import sys
import sysconfig
import tempfile
import zlib
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

ROOT = Path(__file__).resolve().parent
PACKAGE = ROOT / "src" / "pokerfloor"
GROUP = "pokerfloor"  # the shared library of the compiled modules: pokerfloor__mypyc


def _engine() -> dict[str, Any]:
    """The constants of ``pokerfloor/engine.py`` (which modules to compile, the manifest's name),
    read without running it: the build environment has none of the package's dependencies."""
    tree = ast.parse((PACKAGE / "engine.py").read_text(encoding="utf-8"))
    constants: dict[str, Any] = {}
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign) and node.value is not None:
            targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
            for target in targets:
                if isinstance(target, ast.Name) and target.id in ("COMPILED", "MANIFEST"):
                    constants[target.id] = ast.literal_eval(node.value)
    return constants


def _digest(path: Path) -> str:
    """As ``pokerfloor.engine.source_digest``: the package checks the compiled modules against it."""
    data = path.read_bytes()
    return f"{zlib.crc32(data):08x}-{len(data)}"


def _no_compiler() -> str:
    """Why nothing can be compiled here ("" when it can)."""
    if os.environ.get("POKERFLOOR_PURE", "") not in ("", "0"):
        return "POKERFLOOR_PURE is set"
    if sys.implementation.name != "cpython":
        return f"mypyc compiles for CPython, not {sys.implementation.name}"
    compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]  # as setuptools
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler}) on this machine"
    try:
        import mypyc.build  # noqa: F401, PLC0415 - in the build environment only
        import setuptools  # noqa: F401, PLC0415
    except ImportError as missing:
        return f"{missing.name} is not in the build environment"
    return ""


def _source_path(relative: str) -> str:
    """The path mypyc is given for a module of the package (and writes in its tracebacks)."""
    return f"src/pokerfloor/{relative}"


def compile_modules(relatives: list[str], out: Path) -> list[str]:
    """Compile the package's ``relatives`` with mypyc into ``out`` (a package tree), with their
    docstrings; the names whose docstring found no place in mypyc's C (none, normally)."""
    from setuptools import Distribution  # noqa: PLC0415 - in the build environment only
    from setuptools.command.build_ext import build_ext  # noqa: PLC0415

    with tempfile.TemporaryDirectory(prefix="pokerfloor-mypyc-") as work:
        extensions = generate_c(relatives, Path(work))
        left = put_docstrings(Path(work) / "c", relatives)
        command = build_ext(Distribution({"name": "pokerfloor", "ext_modules": extensions}))
        command.build_lib = str(out)
        command.build_temp = str(Path(work) / "o")
        command.parallel = os.cpu_count() or 1
        command.ensure_finalized()
        command.run()
    return left


def generate_c(relatives: list[str], work: Path) -> list[Any]:
    """mypyc's C for the package's ``relatives``, in ``work / "c"``; the extensions to build from it."""
    from mypyc.build import mypycify  # noqa: PLC0415 - in the build environment only

    here = os.getcwd()
    os.chdir(ROOT)  # mypyc names the modules from the paths it is given
    try:
        # Not pyproject's settings (which keep MYPYC false for mypy): MYPYC true, so that the
        # arguments of pokerfloor.given's Given[...] are object to mypyc.
        config = work / "mypyc.ini"
        config.write_text("[mypy]\nalways_true = MYPYC\nignore_missing_imports = True\n", encoding="utf-8")
        return mypycify(
            ["--config-file", str(config), *(_source_path(relative) for relative in relatives)],
            opt_level="3",
            group_name=GROUP,
            target_dir=str(work / "c"),
        )
    finally:
        os.chdir(here)


class CompiledCore(BuildHookInterface):  # type: ignore[type-arg]  # hatchling's generic is untyped
    """Compile the hot modules into the wheel (or in place, for an editable install)."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Called by hatchling before it builds the wheel (and before it writes its metadata)."""
        if self.target_name != "wheel":
            return
        engine = _engine()
        manifest = PACKAGE / engine["MANIFEST"]
        if version == "editable":
            _clean(manifest)
        reason = _no_compiler()
        if reason:
            self.app.display_info(f"pokerfloor: a pure Python build ({reason})")
            return
        relatives = list(engine["COMPILED"])
        digests = {relative: _digest(PACKAGE / relative) for relative in relatives}
        out = _cache(digests)
        if not (out / engine["MANIFEST"]).exists():  # not compiled yet from these very sources
            self.app.display_info("pokerfloor: compiling the core with mypyc (a minute or two)")
            left = compile_modules(relatives, out)
            if left:
                self.app.display_warning(
                    f"pokerfloor: mypyc's C changed shape: {len(left)} docstrings are left out of the "
                    f"compiled modules ({', '.join(left[:5])}...): help() is poorer on this build "
                    "(see put_docstrings in hatch_build.py)"
                )
            # The lines of pokerfloor.engine.manifest_text (the package is not importable here).
            lines = "".join(f"{digest} {relative}\n" for relative, digest in digests.items())
            (out / engine["MANIFEST"]).write_text(lines, encoding="utf-8")
        built = sorted(path for path in out.rglob("*") if path.suffix in (".so", ".pyd"))
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        if version == "editable":  # in place: src/ is on the path of an editable install
            for path in built:
                shutil.copy2(path, PACKAGE.parent / path.relative_to(out))
            shutil.copy2(out / engine["MANIFEST"], manifest)
            return
        for path in built:
            build_data["force_include"][str(path)] = str(path.relative_to(out))
        build_data["force_include"][str(out / engine["MANIFEST"])] = f"pokerfloor/{engine['MANIFEST']}"


def _cache(digests: dict[str, str]) -> Path:
    """Where the modules compiled from these sources, by this Python, this mypyc and this hook,
    are kept (in ``build/``): hatchling runs the hook for the metadata and again for the wheel,
    and a reinstall of unchanged sources compiles nothing."""
    import mypy.version  # noqa: PLC0415 - in the build environment only

    versions = [mypy.version.__version__, _digest(Path(__file__)), sys.version, sysconfig.get_platform()]
    key = json.dumps([digests, *versions], sort_keys=True)
    return ROOT / "build" / "mypyc" / hashlib.sha256(key.encode()).hexdigest()[:16]


def _clean(manifest: Path) -> None:
    """Remove what an earlier in-place build left in ``src/`` (a build starts from the sources)."""
    manifest.unlink(missing_ok=True)
    for path in [*PACKAGE.rglob("*.so"), *PACKAGE.rglob("*.pyd"), *PACKAGE.parent.glob(f"{GROUP}__mypyc*")]:
        path.unlink()


# -- the docstrings mypyc leaves out of its C ---------------------------------------------------
# mypyc writes a function's or a class's doc as its text signature alone, "push($self, action)\n--\n\n"
# (CPython takes what follows the "--" line as __doc__), a property's and a module's as NULL, and
# a class it makes at import (a named tuple, an enum) gets a filler string. Each place is found by
# its shape in the C and named as Python names it; the docstring is written in, as UTF-8.

#: A C string literal as mypyc writes it, and a place for a docstring: ``PyDoc_STR("signature")``, or
#: NULL (no signature that CPython could read: a default value that is not a literal).
_LITERAL = r'"(?:[^"\\\n]|\\.)*"(?:\s*"(?:[^"\\\n]|\\.)*")*'
_DOC = rf"(?P<doc>PyDoc_STR\((?:(?P<signature>{_LITERAL})|NULL)\)|NULL)"
#: The static tables: a module's definition, a class's template, a table of methods or of properties.
_BODY = r"\{(?P<body>.*?)\n\s*\};"
_MODULE_DEF = re.compile(rf"static struct PyModuleDef \w+ = {_BODY}", re.DOTALL)
_TEMPLATE = re.compile(rf"static PyTypeObject CPyType_\w+_template_ = {_BODY}", re.DOTALL)
_TABLE = re.compile(rf"static (?:PyMethodDef|PyGetSetDef) (?P<table>\w+)\[\] = {_BODY}", re.DOTALL)
#: Their entries.
_MODULE_NAME = re.compile(rf'PyModuleDef_HEAD_INIT,\s*"(?P<name>[\w.]+)",\s*{_DOC}')
_TYPE_FIELD = re.compile(r'\.tp_(?P<field>name|methods|getset) = "?(?P<value>\w+)')
_TYPE_DOC = re.compile(rf"\.tp_doc = {_DOC}")
_METHOD = re.compile(rf'\{{"(?P<name>\w+)",\s*\(PyCFunction\)\w+,\s*[\w |]+,\s*{_DOC}')
_PROPERTY = re.compile(r'\{"(?P<name>\w+)",\s*\(getter\)\w+,\s*(?:\(setter\)\w+|NULL),\s*(?P<doc>NULL)')
#: A class made at import: its filler docstring, then the class's line in the error path that follows.
_FILLER = re.compile(r"CPyStatics\[\d+\](?=; /\* 'mypyc filler docstring' \*/)")
_TRACEBACK = re.compile(r'CPy_AddTraceback\("(?P<path>[^"]+)", "<module>", (?P<line>\d+),')
_INCLUDES = re.compile(r'#include "__native_internal\w*\.h"\n')
#: Written after the includes where a class made at import has its docstring.
_CLASS_DOC_C = """
/* pokerfloor's build (hatch_build.py): the docstrings of the classes made at import (named tuples,
   enums) in place of mypyc's filler, each made once and kept for the life of the process. */
static PyObject *CPyPokerfloor_Kept[%d];
static PyObject *CPyPokerfloor_ClassDoc(PyObject **kept, const char *text, PyObject *filler)
{
    if (*kept == NULL) {
        *kept = PyUnicode_FromString(text);
        if (*kept == NULL) {  /* out of memory: the filler, as mypyc had it */
            PyErr_Clear();
            return filler;
        }
    }
    return *kept;
}
"""

#: A replacement in a C file: start, end, the new text, and the Python name whose docstring it writes.
_Edit = tuple[int, int, str, str]


def put_docstrings(c_dir: Path, relatives: list[str]) -> list[str]:
    """Write the docstrings of the package's modules ``relatives`` into the C that mypyc generated
    in ``c_dir``; the names whose docstring found no place, or two (none, normally)."""
    docs, classes_at = source_docstrings(relatives)
    placed: list[str] = []
    for path in sorted(c_dir.rglob("*.c")):
        text = path.read_text(encoding="utf-8")
        includes = _INCLUDES.search(text)  # where the helper of the classes made at import goes
        made = _made_class_edits(text, docs, classes_at) if includes is not None else []
        edits = sorted([*_doc_edits(text, docs), *made])
        pieces: list[str] = []
        done = 0
        if made and includes is not None:  # the helper they call, after the includes (before every edit)
            pieces, done = [text[: includes.end()], _CLASS_DOC_C % len(made)], includes.end()
        for start, end, new, _ in edits:
            pieces += [text[done:start], new]
            done = end
        path.write_text("".join([*pieces, text[done:]]), encoding="utf-8")
        placed += [name for *_, name in edits]
    twice = {f"{name} (twice)" for name in placed if placed.count(name) > 1}
    return sorted({*(set(docs) - set(placed)), *twice})


def source_docstrings(relatives: list[str]) -> tuple[dict[str, str], dict[tuple[str, int], str]]:
    """The docstrings of the modules ``relatives`` by qualified name (each module, its functions
    and classes, their methods and properties), and each class's name by its source path and
    line (that of ``class`` or of a decorator), as mypyc's error paths give them."""
    docs: dict[str, str] = {}
    classes_at: dict[tuple[str, int], str] = {}
    for relative in relatives:
        module = "pokerfloor." + relative.removesuffix(".py").replace("/", ".")
        tree = ast.parse((PACKAGE / relative).read_text(encoding="utf-8"))
        found: dict[str, ast.AST] = {module: tree}  # by qualified name
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                found[f"{module}.{node.name}"] = node
            if isinstance(node, ast.ClassDef):
                first = min([node.lineno, *(decorator.lineno for decorator in node.decorator_list)])
                for line in range(first, node.lineno + 1):
                    classes_at[_source_path(relative), line] = f"{module}.{node.name}"
                for item in node.body:  # a property's getter comes before its setter
                    if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                        found.setdefault(f"{module}.{node.name}.{item.name}", item)
        for name, holder in found.items():
            doc = ast.get_docstring(holder, clean=False)  # type: ignore[arg-type]  # a module, class or function
            if doc:
                docs[name] = doc
    return docs, classes_at


def _doc_edits(text: str, docs: dict[str, str]) -> list[_Edit]:
    """Where the docstrings of the modules, functions, classes, methods and properties go in one
    C file of mypyc's, and what is written there."""
    edits: list[_Edit] = []
    owners: dict[str, str] = {}  # a table of methods or properties -> its module or class
    modules: list[tuple[int, str]] = []  # each module's definition: where, and its name
    for match in _MODULE_DEF.finditer(text):
        entry = _MODULE_NAME.search(match["body"])
        if entry is not None:
            modules.append((match.start(), entry["name"]))
            edits += _doc_edit(docs, entry["name"], entry, match.start("body"))
            owners.update(dict.fromkeys(re.findall(r"\w+", match["body"]), entry["name"]))
    for match in _TEMPLATE.finditer(text):
        # A module's classes come before its definition.
        module = next((name for start, name in modules if start > match.start()), "")
        fields = {field["field"]: field["value"] for field in _TYPE_FIELD.finditer(match["body"])}
        name = f"{module}.{fields.get('name', '')}"
        owners.update(dict.fromkeys([fields.get("methods", ""), fields.get("getset", "")], name))
        doc = _TYPE_DOC.search(match["body"])
        if doc is not None:
            edits += _doc_edit(docs, name, doc, match.start("body"))
    for match in _TABLE.finditer(text):
        owner = owners.get(match["table"])
        entries = [*_METHOD.finditer(match["body"]), *_PROPERTY.finditer(match["body"])]
        for entry in entries if owner is not None else []:
            edits += _doc_edit(docs, f"{owner}.{entry['name']}", entry, match.start("body"))
    return edits


def _made_class_edits(text: str, docs: dict[str, str], classes_at: dict[tuple[str, int], str]) -> list[_Edit]:
    """The docstrings of the classes made at import, each in place of the filler mypyc sets."""
    edits: list[_Edit] = []
    for match in _FILLER.finditer(text):
        where = _TRACEBACK.search(text, match.end())
        name = classes_at.get((where["path"], int(where["line"])), "") if where is not None else ""
        if name in docs:
            call = f"CPyPokerfloor_ClassDoc(&CPyPokerfloor_Kept[{len(edits)}], {_c_literal(docs[name])}, {match[0]})"
            edits.append((match.start(), match.end(), call, name))
    return edits


def _doc_edit(docs: dict[str, str], name: str, place: re.Match[str], offset: int) -> list[_Edit]:
    """The docstring of ``name`` written at ``place`` (a match of ``_DOC`` in a table's body that
    starts at ``offset``), after mypyc's text signature; nothing when ``name`` has none."""
    if name not in docs:
        return []
    signature = place.groupdict().get("signature")
    text = _c_literal(docs[name]) if signature is None else f"{signature}\n    {_c_literal(docs[name])}"
    return [(offset + place.start("doc"), offset + place.end("doc"), f"PyDoc_STR({text})", name)]


#: The bytes written as C's own escapes, for the C to read like the docstring.
_ESCAPES = {ord("\n"): "\\n", ord('"'): '\\"', ord("\\"): "\\\\"}


def _c_literal(text: str) -> str:
    """``text`` as C string literals, a line each, of its UTF-8 bytes (:func:`_c_byte`)."""
    lines = text.encode("utf-8").splitlines(keepends=True)
    return "\n    ".join('"' + "".join(map(_c_byte, line)) + '"' for line in lines) or '""'


def _c_byte(byte: int) -> str:
    """A byte in a C string literal: printable ASCII as itself, a newline, a quote and a backslash
    as C's escapes, any other byte (``?`` too: no trigraphs) as a three-digit octal escape (a
    hexadecimal one would swallow the digits after it)."""
    if 0x20 <= byte < 0x7F and byte not in b'"\\?':
        return chr(byte)
    return _ESCAPES.get(byte, f"\\{byte:03o}")
