"""The room's people: accounts with a role, passwords kept as argon2 hashes, session tokens.

A password is never stored: its argon2id hash is (``argon2-cffi``, with RFC 9106's parameters
for low memory by default: :data:`HASHINGS`; a hash made with weaker ones is made again at the
next login). A session token is
32 random bytes given once to the one who logs in; the store keeps its SHA-256 digest, so a copy
of the database opens no session. Tokens last :data:`TOKEN_DAYS` days.

The roles: a ``player`` sits at tables and acts for his own seat; a ``spectator`` watches, seeing
what any onlooker sees; the ``floor`` pauses tables, seats and unseats players and rules on
disputes. Anyone may register as a player or a spectator; a floor account is made by the room's
operator (``pokerfloor tables account``), never through the server.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import time
from typing import NamedTuple

from argon2 import PasswordHasher, extract_parameters, profiles
from argon2.exceptions import InvalidHashError, VerificationError

from pokerfloor.errors import RoomError
from pokerfloor.room.store import Account, Store

__all__ = ["HASHINGS", "NAME_CHARS", "ROLES", "TOKEN_DAYS", "Accounts", "Session", "check_name", "hasher_named"]

#: The roles, and those one may take by registering.
ROLES = ("player", "spectator", "floor")
SELF_SERVED = ("player", "spectator")
NAME_CHARS = 24
PASSWORD_CHARS = (8, 200)
TOKEN_DAYS = 30
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_.\-]*")


#: The argon2 parameters a room may hash with, by name: RFC 9106's two recommendations (the low
#: memory one, 64 MiB and three passes, is the default), and the cheapest there is, for tests and
#: benchmarks only (it protects nothing).
HASHINGS = {
    "low-memory": profiles.RFC_9106_LOW_MEMORY,
    "high-memory": profiles.RFC_9106_HIGH_MEMORY,
    "cheapest": profiles.CHEAPEST,
}


def hasher_named(name: str) -> PasswordHasher:
    """The password hasher of one of :data:`HASHINGS`."""
    return PasswordHasher.from_parameters(HASHINGS[name])


class Session(NamedTuple):
    """Who a session token is: the account's ``name`` and ``role``."""

    name: str
    role: str


def check_name(name: object) -> str:
    """A name an account may have: it is written in actions (``ann raise 300``), so one word of
    letters, digits, ``_``, ``.`` and ``-``, beginning with a letter."""
    if not isinstance(name, str) or len(name) > NAME_CHARS or not _NAME.fullmatch(name):
        raise RoomError(code="bad-name", params={"most": NAME_CHARS, "given": repr(name)[:40]})
    return name


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Accounts:
    """Registering, logging in and out, and who a token is. ``hasher`` is argon2's (its
    recommended parameters by default; a test or a benchmark may give cheaper ones)."""

    def __init__(self, store: Store, hasher: PasswordHasher | None = None) -> None:
        self.store = store
        self.hasher = hasher if hasher is not None else PasswordHasher()

    def register(self, name: object, password: object, role: object = "player", *, by_operator: bool = False) -> None:
        """A new account; only the operator makes floor accounts."""
        checked = check_name(name)
        allowed = ROLES if by_operator else SELF_SERVED
        if role not in allowed:
            raise RoomError(code="bad-role", params={"given": repr(role)[:40], "roles": ", ".join(allowed)})
        secret = _password(password)
        self.store.add_account(checked, self.hasher.hash(secret), str(role), time.time())

    def log_in(self, name: object, password: object) -> tuple[str, Session]:
        """A new session token for the account, and who it is; a wrong name or password is one
        refusal (``login``), which says neither which was wrong."""
        account = self.store.account(name) if isinstance(name, str) else None
        if account is None or not isinstance(password, str) or not self._verified(account, password):
            raise RoomError(code="login")
        token = secrets.token_urlsafe(32)
        now = time.time()
        self.store.add_token(_digest(token), account.name, now, now + TOKEN_DAYS * 86_400)
        return token, Session(account.name, account.role)

    def _verified(self, account: Account, password: str) -> bool:
        try:
            self.hasher.verify(account.password, password)
        except (VerificationError, InvalidHashError):
            return False
        if self.hasher.check_needs_rehash(account.password) and self._stronger(account.password):
            self.store.set_password_hash(account.name, self.hasher.hash(password))
        return True

    def _stronger(self, stored: str) -> bool:
        """Whether this hasher's parameters cost more than the stored hash's (a hash is made again
        only to make it stronger: a room run with cheaper ones never weakens a password kept)."""
        old, new = extract_parameters(stored), self.hasher
        return new.time_cost * new.memory_cost > old.time_cost * old.memory_cost

    def session(self, token: object) -> Session:
        """Who the token is (``token``: unknown or expired)."""
        account = self.store.token_account(_digest(token), time.time()) if isinstance(token, str) else None
        if account is None:
            raise RoomError(code="token")
        return Session(account.name, account.role)

    def log_out(self, token: str) -> None:
        """The token opens nothing any more."""
        self.store.drop_token(_digest(token))


def _password(given: object) -> str:
    least, most = PASSWORD_CHARS
    if not isinstance(given, str) or not least <= len(given) <= most:
        raise RoomError(code="bad-password", params={"least": least, "most": most})
    return given
