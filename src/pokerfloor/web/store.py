"""The sessions the server keeps: a bounded number, each forgotten once idle for too long.

Each hand belongs to the client that set it up (its address). A client keeps at most
``sessions_per_client`` hands: past that, its own least recently used one is forgotten, never
another client's. The server keeps at most ``sessions``: when full, the hand unused for the
longest makes room if it has been unused for ``spare_seconds``; else the new hand is refused
(503 ``too-many-sessions``) rather than a hand in play forgotten. A new hand may replace one its
caller holds (the page replaces its tab's previous hand). Each seat of a hand has a secret token
(a player's link); the store finds a session by its id (the table's) or by a seat's token.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import NamedTuple

from pokerfloor.web.limits import DEFAULT_LIMITS, Limits, RequestError
from pokerfloor.web.table import FloorTable

__all__ = ["SessionStore"]


class _Kept(NamedTuple):
    session: FloorTable
    used: float
    owner: str


class SessionStore:
    """The sessions, by id, within ``limits`` (``sessions``, ``sessions_per_client``,
    ``idle_seconds``, ``spare_seconds``); ``clock`` tells the time in seconds."""

    def __init__(self, limits: Limits = DEFAULT_LIMITS, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self._clock = clock
        #: The sessions, least recently used first.
        self._sessions: OrderedDict[str, _Kept] = OrderedDict()
        #: Each client's sessions, least recently used first.
        self._owned: dict[str, OrderedDict[str, None]] = {}
        self._seats: dict[str, tuple[str, int]] = {}

    def add(self, session: FloorTable, *, owner: str = "", replacing: str | None = None) -> FloorTable:
        """Keep a new session of ``owner`` (forgetting the one it replaces), making room as the
        module's documentation says, or refuse it (503)."""
        if replacing is not None and replacing in self._sessions:
            self._make_room(owner, spare=1)
            self._forget(replacing)
        else:
            self._make_room(owner, spare=0)
        self._sessions[session.id] = _Kept(session, self._clock(), owner)
        self._owned.setdefault(owner, OrderedDict())[session.id] = None
        self._seats.update({token: (session.id, seat) for seat, token in enumerate(session.seat_tokens)})
        return session

    def _make_room(self, owner: str, spare: int) -> None:
        """Room for one more session of ``owner`` (``spare``: a session about to be forgotten)."""
        limits, now = self.limits, self._clock()
        while self._sessions and now - next(iter(self._sessions.values())).used >= limits.idle_seconds:
            self._forget(next(iter(self._sessions)))
        mine = self._owned.get(owner)
        while mine and len(mine) - spare >= limits.sessions_per_client:
            self._forget(next(iter(mine)))  # the client's own least recently used hand
        while len(self._sessions) - spare >= limits.sessions:
            oldest = next(iter(self._sessions))
            if now - self._sessions[oldest].used < limits.spare_seconds:
                params = {"hands": str(limits.sessions), "minutes": f"{limits.spare_seconds / 60:g}"}
                raise RequestError(code="too-many-sessions", status=503, params=params)
            self._forget(oldest)

    def get(self, session_id: str) -> FloorTable | None:
        """The session with this id (now used), or ``None`` (never was, or idle too long)."""
        kept = self._sessions.get(session_id)
        if kept is None:
            return None
        now = self._clock()
        if now - kept.used >= self.limits.idle_seconds:
            self._forget(session_id)
            return None
        self._sessions[session_id] = kept._replace(used=now)
        self._sessions.move_to_end(session_id)
        self._owned[kept.owner].move_to_end(session_id)
        return kept.session

    def seat(self, token: str) -> tuple[FloorTable, int] | None:
        """The session and the seat of a seat's token (the session now used), or ``None``."""
        found = self._seats.get(token)
        if found is None:
            return None
        session = self.get(found[0])
        return (session, found[1]) if session is not None else None

    def replace(self, session: FloorTable) -> None:
        """Keep the new state of a session still kept (a session forgotten meanwhile stays so)."""
        kept = self._sessions.get(session.id)
        if kept is not None:
            self._sessions[session.id] = kept._replace(session=session, used=self._clock())

    def _forget(self, session_id: str) -> None:
        kept = self._sessions.pop(session_id)
        mine = self._owned[kept.owner]
        del mine[session_id]
        if not mine:
            del self._owned[kept.owner]
        for token in kept.session.seat_tokens:
            self._seats.pop(token, None)

    def __len__(self) -> int:
        return len(self._sessions)
