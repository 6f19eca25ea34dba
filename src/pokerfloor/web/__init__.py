"""The floor page: a local web page that rules while the hand is played (``pokerfloor serve``).

:func:`add_serve_parser` adds the ``serve`` command to the command line; :func:`serve` runs the
page; :mod:`pokerfloor.web.app` is the Starlette application (``create_app``),
:mod:`pokerfloor.web.session` the state kept per browser tab. Starlette and uvicorn (the ``web``
extra) are imported only by the application and the server, not by this package.
"""

from __future__ import annotations

from .server import add_serve_parser, serve

__all__ = ["add_serve_parser", "serve"]
