"""The table server on the web (``pokerfloor tables serve``): the Starlette application
(:mod:`~pokerfloor.web.tables.app`), one WebSocket connection (:mod:`~pokerfloor.web.tables.connection`),
the server's start (:mod:`~pokerfloor.web.tables.server`), the Python client of the protocol
(:mod:`~pokerfloor.web.tables.client`) and the bots that play through it
(:mod:`~pokerfloor.web.tables.bots`). The room itself, with no HTTP in it, is :mod:`pokerfloor.room`.

Nothing here is imported by the package: the ``tables`` extra (``pip install 'pokerfloor[tables]'``)
is needed only by what is used.
"""
