"""Bots that play through the same door as people: ``pokerfloor tables bots``.

:func:`run_bots` registers bot accounts, opens ``tables`` tables of a game, seats ``players`` bots
at each and plays until each table has finished ``hands`` hands, every decision a random legal
action sent over the protocol (as structured JSON, or every other one as text), and, at a table
that runs the board more than once, a random number of runs from once to the most offered when
they are asked, and at a table of bomb pots by vote, in or out at random each hand; a bot that loses
every chip buys in again while its table has hands to play. A bot whose
connection is lost connects again and carries on where the server kept its seat (a server killed
and started again included). Once its table's last hand is dealt a bot sits out, and when the
hand is over it leaves with its chips.

With ``sit_and_go``, each table is a sit-and-go of its bots (:func:`sit_and_go_for`: levels that
rise every few hands) played to the end instead: the bots register, play until they are out of
chips, and the report says each table's places and prizes.

The report: hands finished, actions, the round trip of each action (sent to answered) by
percentile, reconnections, refusals, and the chips the bots brought and took away (and those the
house took in rake, at a raked table).
"""

from __future__ import annotations

import asyncio
import random
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pokerfloor.errors import RoomError
from pokerfloor.games.variants import variant
from pokerfloor.web.tables.client import RefusedError, TableClient

__all__ = ["BotReport", "Pace", "run_bots", "sit_and_go_for", "stakes_for"]

_PASSWORD = "bots play fair"
#: Seconds a bot keeps trying to reach a server that went away.
_RECONNECT_SECONDS = 60.0


def stakes_for(game: str) -> dict[str, Any]:
    """A table's stakes for bots playing ``game``: blinds 1 and 2 (a game with a bring-in: an
    ante of 1, a bring-in of 2, bets of 5 and 10)."""
    found = variant(game)
    if found.has_bring_in:
        return {"game": found.name, "ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10}
    return {"game": found.name, "blinds": [1, 2]}


#: How the bots' sit-and-go's stakes rise, level after level (the last lasts until the end).
_LEVEL_FACTORS = (1, 2, 3, 5, 8, 12, 20, 30, 50, 80, 120, 200)


def sit_and_go_for(game: str, *, hands_a_level: int = 4) -> dict[str, Any]:
    """A quick sit-and-go for bots playing ``game``: an entry of 10, 200 chips each, the stakes
    of :func:`stakes_for` rising every ``hands_a_level`` hands."""
    stakes = stakes_for(game)
    levels = []
    for k, factor in enumerate(_LEVEL_FACTORS):
        level = {
            key: [factor * amount for amount in value] if isinstance(value, list) else value * factor
            for key, value in stakes.items()
            if key != "game"
        }
        if k + 1 < len(_LEVEL_FACTORS):
            level["hands"] = hands_a_level
        levels.append({"game": stakes["game"], **level})
    return {"entry": 10, "chips": 200, "levels": levels}


@dataclass
class BotReport:
    """What the bots saw (see the module's documentation)."""

    tables: int = 0
    bots: int = 0
    #: The hands seen finished, by table.
    finished: dict[str, set[int]] = field(default_factory=dict)
    actions: int = 0
    latencies: list[float] = field(default_factory=list)
    reconnects: int = 0
    refusals: int = 0
    chips_start: int = 0
    chips_end: int = 0
    #: The chips the house took from the pots (rake and jackpot drops) of the hands seen finished.
    raked: int = 0
    #: The hands seen whose board was run more than once, by table.
    run_again: dict[str, set[int]] = field(default_factory=dict)
    seconds: float = 0.0
    #: Each sit-and-go's end, by table: its prize ``pool`` and ``places`` (``player``, ``place``, ``prize``).
    sit_and_go: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def hands_finished(self) -> int:
        """The hands finished at all the tables."""
        return sum(len(hands) for hands in self.finished.values())

    def percentile(self, fraction: float) -> float:
        """The round trip (seconds) that ``fraction`` of the actions took at most."""
        if not self.latencies:
            return 0.0
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]

    def as_json(self) -> dict[str, Any]:
        """The report as JSON (round trips in milliseconds)."""
        return {
            "tables": self.tables,
            "bots": self.bots,
            "hands_finished": self.hands_finished,
            "actions": self.actions,
            "round_trip_ms": {
                name: round(1000 * self.percentile(q), 2) for name, q in (("p50", 0.5), ("p90", 0.9), ("p99", 0.99))
            }
            | {"max": round(1000 * max(self.latencies, default=0.0), 2)},
            "reconnects": self.reconnects,
            "refusals": self.refusals,
            "chips_start": self.chips_start,
            "chips_end": self.chips_end,
            "seconds": round(self.seconds, 2),
            **({"raked": self.raked} if self.raked else {}),
            **({"sit_and_go": self.sit_and_go} if self.sit_and_go else {}),
            **({"run_again": sum(len(hands) for hands in self.run_again.values())} if self.run_again else {}),
        }


@dataclass(frozen=True, slots=True)
class Pace:
    """How long the bots play: ``hands`` at each table, or until ``seconds`` have passed (when
    given); and how long each thinks before acting (``think`` seconds, give or take half)."""

    hands: int
    seconds: float | None = None
    think: float = 0.0

    def over(self, hand: int, started: float) -> bool:
        """Whether the bots are done, their table's last hand dealt being ``hand``."""
        return hand >= self.hands or (self.seconds is not None and time.monotonic() - started > self.seconds)


async def run_bots(
    url: str | Sequence[str],
    *,
    tables: int,
    players: int,
    hands: int,
    game: str = "holdem",
    seed: int | None = None,
    seconds: float | None = None,
    think: float = 0.0,
    sit_and_go: bool = False,
    options: Mapping[str, Any] | None = None,
) -> BotReport:
    """Play ``hands`` hands (or for ``seconds``) at each of ``tables`` tables of ``players``
    bots, each thinking ``think`` seconds before it acts (see the module); ``sit_and_go``: a
    sit-and-go at each table, played to its end; ``options``: settings each table is opened
    with besides (a rulebook, a rake, a straddle and where it is posted). With several server
    ``url`` (processes sharing one database), the tables are opened at each in turn, and a bot
    whose server goes away tries the others."""
    if sit_and_go and players < 2:  # it starts when full: one bot at two seats would wait forever
        raise RoomError(code="bad-setting", variant="sit-and-go-players", params={"players": players})
    urls = [u.rstrip("/") for u in ([url] if isinstance(url, str) else url)]
    report = BotReport(tables=tables, bots=tables * players)
    pace = Pace(hands, seconds, think)
    rng = random.Random(seed)
    run = secrets.token_hex(3)
    settings = {
        **({"sit_and_go": sit_and_go_for(game)} if sit_and_go else stakes_for(game)),
        "seats": max(players, 2),
        "between_hands": 0,
        "clock": {"action": 30, "bank": 30},
        **(options or {}),
    }
    started = time.perf_counter()
    tasks = []
    for number in range(tables):
        names = [f"bot{run}t{number}p{k}" for k in range(players)]
        named = {**settings, "name": f"Bots {run} {number}"}
        turn = urls[number % len(urls) :] + urls[: number % len(urls)]  # the first opens the table
        tasks.append(_table(turn, named, names, pace=pace, seed=rng.random(), report=report))
    results = await asyncio.gather(*tasks, return_exceptions=True)
    report.seconds = time.perf_counter() - started
    failures = [r for r in results if isinstance(r, BaseException)]
    if failures:
        raise failures[0]
    return report


async def _table(
    urls: list[str], settings: dict[str, Any], names: list[str], *, pace: Pace, seed: float, report: BotReport
) -> None:
    """One table: its first bot opens it, then every bot plays."""
    bots = [Bot(urls, name, pace=pace, rng=random.Random(f"{seed}{name}"), report=report) for name in names]
    opener = bots[0]
    await opener.play_through(opener.open, settings)
    for bot in bots:
        bot.table = opener.table
    await asyncio.gather(*(bot.play(register=k > 0) for k, bot in enumerate(bots)))


class Bot:
    """One bot at one table (see the module's documentation)."""

    def __init__(self, urls: list[str], name: str, *, pace: Pace, rng: random.Random, report: BotReport) -> None:
        self.urls = urls
        self.client = TableClient(urls[0], compress=False)  # on one machine, compressing is work for nothing
        self.name, self.pace, self.rng, self.report = name, pace, rng, report
        self.started = time.monotonic()
        self.table = ""
        self.settings: dict[str, Any] = {}
        self.seated = False
        self.done = False
        self.sat_out = False
        #: A buy-in whose answer the connection lost: the server's view says whether it was kept.
        self.sitting: int | None = None

    async def open(self, settings: dict[str, Any]) -> None:
        """Register, log in and open the bots' table."""
        await self._log_in(True)
        if not self.table:  # an answer lost: the table may be open twice (the second stays empty)
            self.table = await self.client.open_table(settings)

    async def play_through(self, step: Callable[..., Awaitable[None]], *args: Any) -> None:
        """Do ``step``, again if the server went away meanwhile."""
        while True:
            try:
                await step(*args)
                return
            except ConnectionError:
                self.report.reconnects += 1
                await self._wait_for_server()

    async def play(self, *, register: bool) -> None:
        """Sit down, play, leave."""
        if not self.client.token:
            await self.play_through(self._log_in, register)
        while not self.done:
            try:
                if not self.client.connected:
                    await self.client.connect()
                view: dict[str, Any] = (await self._join())["view"]
                self.settings = view["settings"]  # the join's view has them; the views pushed do not
                self._reconcile(view)
                await self._follow(view)
            except ConnectionError:
                self.report.reconnects += 1
                await self._wait_for_server()
        await self.client.close()

    async def _join(self) -> dict[str, Any]:
        """Join the table, at the server that runs it (``elsewhere``: another server, to go to)."""
        try:
            return await self.client.request("join", table=self.table)
        except RefusedError as refused:
            if refused.code == "elsewhere":
                self._move_to(refused.address)
            elif refused.code != "no-table":  # no-table: its server died, and none has taken it yet
                raise
            raise ConnectionError(f"{self.table}: {refused}") from None

    def _move_to(self, address: str) -> None:
        """Talk to the server at ``address`` from now on (the token holds at every server)."""
        self.client.url = address.rstrip("/")
        if self.client.url not in self.urls:
            self.urls.append(self.client.url)

    async def _log_in(self, register: bool) -> None:
        if register:
            try:
                await self.client.register(self.name, _PASSWORD)
            except RefusedError as refused:
                if refused.code != "name-taken":  # taken: by this bot, whose answer was lost
                    raise
        await self.client.log_in(self.name, _PASSWORD)

    async def _sit(self, view: dict[str, Any]) -> None:
        """Take a free seat with a buy-in (none may be free: another bot was quicker)."""
        taken = {seat["seat"] for seat in view["seats"]}
        free = [seat for seat in range(1, self.settings["seats"] + 1) if seat not in taken]
        tourney = self.settings.get("sit_and_go")  # every player brings the sit-and-go's chips
        least, most = (tourney["chips"], tourney["chips"]) if tourney else self.settings["buy_in"]
        chips = self.rng.randint(least, most)
        for seat in free:
            self.sitting = chips
            if await self._ask("sit", table=self.table, seat=seat, chips=chips):
                self.report.chips_start += chips
                self.seated = True
                self.sitting = None
                return
            self.sitting = None

    def _reconcile(self, view: dict[str, Any]) -> None:
        """After a connection lost: a buy-in whose answer was lost counts if the server kept it
        (the bot has a seat)."""
        seated = view["you"] is not None
        if self.sitting is not None and seated:
            self.report.chips_start += self.sitting
        self.sitting = None
        self.seated = seated

    async def _follow(self, view: dict[str, Any]) -> None:
        while not self.done:
            self._count(view)
            await self._decide(view)
            if self.done:
                return
            try:
                first = await self.client.pushed(timeout=self.client.timeout)
            except TimeoutError:  # nothing happened for a while: the table as it is now
                first = await self._join()
            for message in [first, *self.client.pushed_now()]:
                if message.get("type") == "moved":  # another server runs the table now
                    self._move_to(message["address"])
                    raise ConnectionError(f"{self.table} moved to {message['address']}")
                view = message.get("view", view)  # the last view counts: the others are past
                self._count(view)

    def _count(self, view: dict[str, Any]) -> None:
        if view["hand"] and not view["in_hand"]:
            finished = self.report.finished.setdefault(self.table, set())
            if view["hand"] not in finished and view["house"]:  # once a hand, whichever bot sees it first
                self.report.raked += sum(view["house"])
            finished.add(view["hand"])
            if len(view.get("runs", ())) > 1:
                self.report.run_again.setdefault(self.table, set()).add(view["hand"])
        tourney = view.get("sit_and_go")
        if tourney is not None and tourney["over"]:
            self.report.sit_and_go[self.table] = {"pool": tourney["pool"], "places": tourney["places"]}

    async def _unseated_at_sit_and_go(self, view: dict[str, Any]) -> None:
        """At a sit-and-go without a seat: it registers before the start; after, it is out (or it
        won, and took every chip away)."""
        tourney = view["sit_and_go"]
        if not tourney["started"] and not tourney["over"]:
            await self._sit(view)
            return
        self.report.chips_end += view["cashed_out"] or 0
        self.done = True

    async def _decide(self, view: dict[str, Any]) -> None:
        if view["you"] is None and "sit_and_go" in view:
            self.seated = False
            await self._unseated_at_sit_and_go(view)
            return
        if view["you"] is None:
            self.seated = False
            if self.sat_out:  # it left: with the chips the server says it took away
                self.report.chips_end += view["cashed_out"] or 0
                self.done = True
            elif not self.pace.over(view["hand"], self.started):  # not seated yet, or it lost every chip: it buys in
                await self._sit(view)
            else:
                self.done = True
            return
        mine = next(seat for seat in view["seats"] if seat["player"] == self.name)
        if mine["status"] == "away" and not self.sat_out:  # the clock sat it out: back it comes
            await self._ask("back", table=self.table)
        await self._agree(view)
        await self._vote(view, mine)
        sit_and_go = "sit_and_go" in view  # played to its end: nobody sits out or leaves
        if self.pace.over(view["hand"], self.started) and not self.sat_out and not sit_and_go:
            self.sat_out = await self._ask("sit-out", table=self.table) or mine["status"] == "away"
        if self.sat_out and not mine["in_hand"] and mine["status"] != "leaving":
            await self._ask("leave", table=self.table)  # the view that follows says what it took
            return
        legal = view["legal"]
        if legal is None or view["to_act"] != self.name:
            return
        if self.pace.think:  # the round trip is timed from the action sent, not the thinking
            await asyncio.sleep(self.pace.think * self.rng.uniform(0.5, 1.5))
        for action in (self._action(legal), {"action": {"verb": legal["actions"][0]}}):
            started = time.perf_counter()
            if await self._ask("act", table=self.table, **action):
                self.report.latencies.append(time.perf_counter() - started)
                self.report.actions += 1
                return
            if self.client.pushed_now_waiting():
                return  # the table moved on meanwhile: the next view decides

    async def _agree(self, view: dict[str, Any]) -> None:
        """Asked how many times to run the board: a random number, from once to the most offered."""
        asked = view.get("agreement")
        if asked is None or self.name not in asked["players"] or self.name in asked["answers"]:
            return
        await self._ask("runs", table=self.table, times=self.rng.randint(1, asked["most"]))

    async def _vote(self, view: dict[str, Any], mine: dict[str, Any]) -> None:
        """At a table of bomb pots by vote: once a hand, in (four times in five) or out."""
        if not self.settings.get("bomb_pot_vote") or self.sat_out or mine["status"] == "away":
            return
        if self.name not in view["bomb_votes"]:
            await self._ask("bomb-pot", table=self.table, agree=self.rng.random() < 0.8)

    async def _ask(self, kind: str, **fields: Any) -> bool:
        try:
            await self.client.request(kind, **fields)
        except RefusedError:
            self.report.refusals += 1
            return False
        return True

    def _action(self, legal: dict[str, Any]) -> dict[str, Any]:
        """A random legal action: as structured JSON, or written (every other time)."""
        rng = self.rng
        verb = rng.choice(legal["actions"])
        action: dict[str, Any] = {"verb": verb}
        if verb == "draw":
            held = legal["cards"]
            action["cards"] = "".join(rng.sample(held, rng.randint(0, len(held))))
        elif verb in ("bet", "raise", "complete"):
            sizes = legal["sizes"]
            action["amount"] = rng.choice(sizes) if sizes else rng.randint(legal["min_to"], legal["max_to"])
        if rng.random() < 0.5:
            return {"action": action}
        words = {"draw": f"draws {action.get('cards', '')}" if action.get("cards") else "stands pat"}
        return {"text": words.get(verb, f"{verb} {action['amount']}" if "amount" in action else verb)}

    async def _wait_for_server(self) -> None:
        """Wait for a server to answer: this one, or another sharing its database."""
        await self.client.close()
        deadline = time.monotonic() + _RECONNECT_SECONDS
        tries = 0
        while time.monotonic() < deadline:
            await asyncio.sleep(0.2)
            tries += 1
            if tries % 5 == 0:  # a second without an answer: the next server
                self.client.url = self.urls[(self.urls.index(self.client.url) + 1) % len(self.urls)]
            try:
                await self.client.tables()
            except OSError:
                continue
            return
        raise ConnectionError(f"{self.name}: the server did not come back in {_RECONNECT_SECONDS:.0f} seconds")
