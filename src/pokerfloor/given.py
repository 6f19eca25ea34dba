"""``Given[T]``: a value a public function takes from its caller and checks itself.

For mypy (and so for the package's users) ``Given[T]`` is ``T``. For mypyc, which compiles the
hot modules (:mod:`pokerfloor.engine`), it is ``object``: a compiled function checks the types of
its arguments on entry and raises a bare ``TypeError``, before the function's own check could
refuse a bad value with a typed error naming the field (a
:class:`~pokerfloor.errors.PokerfloorError`). So the public entry points of the compiled modules
take ``Given[...]`` arguments, and check them first. ``hatch_build.py`` runs mypyc with
``--always-true=MYPYC``; pyproject.toml tells mypy ``always_false = ["MYPYC"]``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, TypeVar, Union

__all__ = ["Given", "mypyc_attr"]

T = TypeVar("T")
MYPYC = False  # read by mypy and mypyc, never by the code: see the module's docstring

if MYPYC:  # noqa: SIM108 - mypy takes a type alias from a plain assignment only
    Given = Union[T, object]  # noqa: UP007 - a generic alias: ``T | object`` is not one
else:
    #: ``Given[T]`` is ``T``: a value of type ``T`` that the function checks itself, refusing any
    #: other with a typed error naming the field (:class:`~pokerfloor.errors.PokerfloorError`).
    Given = Annotated[T, "checked by the function it is given to"]  # for mypy ``T`` itself

if TYPE_CHECKING:  # for mypy and mypyc, which reads the decorator (a compiled class never runs it)
    from mypy_extensions import mypyc_attr
else:  # in Python the decorator changes nothing: mypy_extensions is not needed at run time

    def mypyc_attr(*_names: str, **_values: object) -> object:
        """``mypy_extensions.mypyc_attr``'s stand-in: a class decorator that returns the class."""
        return lambda cls: cls
