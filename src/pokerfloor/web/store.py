"""The sessions the server keeps: a bounded number, each forgotten once idle for too long.

A full store refuses a new hand (503 ``too-many-sessions``) rather than forget one in play: a
page that creates sessions, from this machine or another, cannot evict the operator's hand.
Each session's seats have their own secret tokens (a player's link); the store finds a session
by its id (the table's, for whoever set it up) or by a seat's token.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

from .limits import DEFAULT_LIMITS, RequestError
from .session import Session

__all__ = ["SessionStore"]


class SessionStore:
    """At most ``limit`` sessions by id, each kept while used at least every ``idle_seconds``
    (``clock`` tells the time in seconds)."""

    def __init__(
        self,
        limit: int = DEFAULT_LIMITS.sessions,
        idle_seconds: float = DEFAULT_LIMITS.idle_seconds,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.idle_seconds = idle_seconds
        self._clock = clock
        #: The sessions, least recently used first, with the time each was last used.
        self._sessions: OrderedDict[str, tuple[Session, float]] = OrderedDict()
        self._seats: dict[str, tuple[str, int]] = {}

    def make_room(self) -> None:
        """Forget the idle sessions; refuse (503) when the store is still full."""
        now = self._clock()
        while self._sessions:
            oldest, (_, used) = next(iter(self._sessions.items()))
            if now - used < self.idle_seconds:
                break
            self._forget(oldest)
        if len(self._sessions) >= self.limit:
            raise RequestError(
                f"the server holds {self.limit} hands in play, none idle: finish one, or try again later",
                code="too-many-sessions",
                status=503,
            )

    def add(self, session: Session) -> Session:
        """Keep a new session (see :meth:`make_room`)."""
        self.make_room()
        self._sessions[session.id] = (session, self._clock())
        self._seats.update({token: (session.id, seat) for seat, token in enumerate(session.seat_tokens)})
        return session

    def get(self, session_id: str) -> Session | None:
        """The session with this id (now used), or ``None`` (never was, or idle too long)."""
        kept = self._sessions.get(session_id)
        if kept is None:
            return None
        if self._clock() - kept[1] >= self.idle_seconds:
            self._forget(session_id)
            return None
        self._sessions[session_id] = (kept[0], self._clock())
        self._sessions.move_to_end(session_id)
        return kept[0]

    def seat(self, token: str) -> tuple[Session, int] | None:
        """The session and the seat of a seat's token, or ``None``."""
        found = self._seats.get(token)
        if found is None:
            return None
        session = self.get(found[0])
        return (session, found[1]) if session is not None else None

    def replace(self, session: Session) -> None:
        """Keep the new state of a session still kept (a session forgotten meanwhile stays so)."""
        if session.id in self._sessions:
            self._sessions[session.id] = (session, self._clock())

    def _forget(self, session_id: str) -> None:
        session, _ = self._sessions.pop(session_id)
        for token in session.seat_tokens:
            self._seats.pop(token, None)

    def __len__(self) -> int:
        return len(self._sessions)
