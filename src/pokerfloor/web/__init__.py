"""The floor page: a local web page that rules while the hand is played (``pokerfloor serve``).

:func:`add_serve_parser` adds the ``serve`` command to the command line; :func:`serve` runs the
page; :mod:`pokerfloor.web.app` is the Starlette application (``create_app``),
:mod:`pokerfloor.web.table` a hand being played (a floor table), :mod:`pokerfloor.web.state` what the floor,
the table or a seat is shown of it, :mod:`pokerfloor.web.store` the hands kept,
:mod:`pokerfloor.web.guard` what a request must be to get in, :mod:`pokerfloor.web.limits` how
much one may ask, :mod:`pokerfloor.web.work` the threads that rule. Starlette and uvicorn (the
``web`` extra) are imported only by the application and the server, not by this package.
"""

from __future__ import annotations

from pokerfloor.web.server import add_serve_parser, serve

__all__ = ["add_serve_parser", "serve"]
