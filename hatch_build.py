"""The build hook that compiles pokerfloor's hot modules with mypyc (hatchling's custom hook).

When a C compiler is there and ``POKERFLOOR_PURE`` is not set, the modules named in
``src/pokerfloor/engine.py`` are compiled and put in the wheel beside their sources, with a
manifest of the sources' digests; otherwise the wheel is pure Python, the same package. An
editable install (``pip install -e .``) compiles them in place, in ``src/`` (ignored by git); the
package imports the sources instead as soon as one of them changes (``pokerfloor --version``
says so), until the next install.

Why our own hook rather than the hatch-mypyc plugin: that plugin fails the install where no C
compiler is, and builds nothing for an editable install.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
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


def compile_modules(relatives: list[str], out: Path) -> list[Path]:
    """Compile the package's ``relatives`` with mypyc into ``out`` (a package tree); the files made."""
    from mypyc.build import mypycify  # noqa: PLC0415 - in the build environment only
    from setuptools import Distribution  # noqa: PLC0415
    from setuptools.command.build_ext import build_ext  # noqa: PLC0415

    here = os.getcwd()
    os.chdir(ROOT)  # mypyc names the modules from the paths it is given
    try:
        with tempfile.TemporaryDirectory(prefix="pokerfloor-mypyc-") as work:
            # Not pyproject's settings (which keep MYPYC false for mypy): MYPYC true, so that the
            # arguments of pokerfloor.given's Given[...] are object to mypyc.
            config = Path(work) / "mypyc.ini"
            config.write_text("[mypy]\nalways_true = MYPYC\nignore_missing_imports = True\n", encoding="utf-8")
            extensions = mypycify(
                ["--config-file", str(config), *(f"src/pokerfloor/{relative}" for relative in relatives)],
                opt_level="3",
                group_name=GROUP,
                target_dir=str(Path(work) / "c"),
            )
            command = build_ext(Distribution({"name": "pokerfloor", "ext_modules": extensions}))
            command.build_lib = str(out)
            command.build_temp = str(Path(work) / "o")
            command.parallel = os.cpu_count() or 1
            command.ensure_finalized()
            command.run()
    finally:
        os.chdir(here)
    return sorted(path for path in out.rglob("*") if path.suffix in (".so", ".pyd"))


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
            compile_modules(relatives, out)
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
    """Where the modules compiled from these sources, by this Python and this mypyc, are kept
    (in ``build/``): hatchling runs the hook for the metadata and again for the wheel, and a
    reinstall of unchanged sources compiles nothing."""
    import mypy.version  # noqa: PLC0415 - in the build environment only

    key = json.dumps([digests, mypy.version.__version__, sys.version, sysconfig.get_platform()], sort_keys=True)
    return ROOT / "build" / "mypyc" / hashlib.sha256(key.encode()).hexdigest()[:16]


def _clean(manifest: Path) -> None:
    """Remove what an earlier in-place build left in ``src/`` (a build starts from the sources)."""
    manifest.unlink(missing_ok=True)
    for path in [*PACKAGE.rglob("*.so"), *PACKAGE.rglob("*.pyd"), *PACKAGE.parent.glob(f"{GROUP}__mypyc*")]:
        path.unlink()
