"""Hand after hand at one table: who is dealt in, and where the button and the blinds go, by the rulebook.

A :class:`~pokerfloor.core.table.Table` is one hand's table, frozen. Between hands the table is a
:class:`Seating`: its seats, who sits in each with what stack, who is new, away or coming back and
the blinds each owes, and where the last hand's button and blinds were. :meth:`Seating.after`
carries a finished hand's stacks over (a player with no chips leaves); :meth:`Seating.deal` makes
the next hand's table as the rulebook's switches say (``button_movement``,
``heads_up_no_double_big_blind``, ``new_player_posts``, ``missed_blinds``), with a :class:`Reason`
for every placement, citing its rule.

>>> from pokerfloor import NoLimit, rulebook
>>> from pokerfloor.play.seating import Seating, Stakes
>>> stakes = Stakes(NoLimit(200), rulebook("tda"), blinds=(100, 200))
>>> deal = Seating.start({"A": 5000, "B": 5000, "C": 5000, "D": 5000}, seats=6, button="A").deal(stakes)
>>> deal.next_hand()["big_blind"], deal.table.names
('C', ('A', 'B', 'C', 'D'))
>>> seating = deal.seating.leave("C")  # C goes: the big blind moves on to D, nobody has the small blind
>>> later = seating.deal(stakes)
>>> later.next_hand()["button"], later.next_hand()["small_blind"], later.next_hand()["big_blind"]
('B', 'none', 'D')
>>> [reason.code for reason in later.reasons]
['left', 'button', 'dead-small-blind', 'big-blind']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from pokerfloor.core.betting import MAX_PLAYERS
from pokerfloor.core.table import BlindPost, Table
from pokerfloor.errors import SituationError
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, render
from pokerfloor.games.variants import DEFAULT_VARIANT, Variant
from pokerfloor.rules import Rulebook
from pokerfloor.structures import Structure

if TYPE_CHECKING:  # hand.py needs nothing from here: the class is named for the annotations only
    from pokerfloor.core.hand import Hand

__all__ = ["REASON_CODES", "Deal", "Positions", "Reason", "Seated", "Seating", "Stakes", "Status"]

#: Where a player stands between hands: ``playing`` (dealt in), ``new`` (just sat down, not dealt
#: in yet), ``away`` (sitting out), ``back`` (back from sitting out, owing the blinds he missed).
Status = Literal["playing", "new", "away", "back"]
_STATUSES = ("playing", "new", "away", "back")


@dataclass(frozen=True, slots=True)
class Seated:
    """A player at the table between hands: his seat (1 to the table's seats), his stack, where he
    stands, whether he posts to come in now rather than wait for the big blind (a new player or
    one coming back), and the blinds he missed while away; ``buys_button``: a new player between
    the small blind and the button buys the button where the rulebook lets him."""

    name: str
    seat: int
    stack: int
    status: Status = "playing"
    posts: bool = False
    missed_small: bool = False
    missed_big: bool = False
    buys_button: bool = False

    @property
    def owes(self) -> bool:
        """Whether he missed a blind he must post (or wait for the big blind) to play again."""
        return self.missed_small or self.missed_big


@dataclass(frozen=True, slots=True)
class Positions:
    """Where a hand's button and blinds were, as seat numbers: an empty seat for a dead button or
    a dead small blind; heads-up the small blind is the button's seat; 0 where a game had none (a
    game with a button blind has only a button)."""

    button: int
    small_blind: int = 0
    big_blind: int = 0
    #: The seats of the players dealt in (a moving button goes to the next of them still here).
    dealt: tuple[int, ...] = ()
    #: The seat of a new player who bought the button this hand: it comes to him next hand.
    bought: int = 0


@dataclass(frozen=True, slots=True)
class Reason:
    """Why the next hand's button, blinds or players are as they are: a stable ``code``, the
    ``rule`` it rests on as the rulebook cites it, the engine's English ``text`` and the sentence's
    ``params`` (the catalogs' ``next.<code>`` says it in other languages: :mod:`pokerfloor.explain.rulings`)."""

    code: str
    rule: str
    text: str
    params: Mapping[str, object] = field(default_factory=dict)

    def as_json(self) -> dict[str, str]:
        """The entry of a ruling's ``why`` list: ``{code, rule, text}``."""
        return {"code": self.code, "rule": self.rule, "text": self.text}


#: The codes of the reasons; each is said by the catalogs' ``next.<code>`` (the English one is the
#: reason's ``text``: one wording of each sentence).
REASON_CODES: tuple[str, ...] = (
    "left",
    "first-button",
    "button",
    "button-before-small",
    "dead-button",
    "small-blind",
    "small-blind-seat",
    "dead-small-blind",
    "big-blind",
    "moving-button",
    "heads-up",
    "heads-up-again",
    "stud-frozen",
    "button-blind",
    "new-dealt-in",
    "new-posts",
    "new-buys-button",
    "bought-button",
    "new-waits",
    "new-waits-button",
    "back-posts",
    "back-posts-live",
    "back-posts-dead",
    "back-waits",
    "away",
    "away-blinded",
    "missed-big",
    "missed-small",
)


@dataclass(frozen=True, slots=True)
class Stakes:
    """What every hand at the table is played for: the structure and the rulebook, the game and its
    forced bets (a ``button_blind`` is posted by the button alone, short deck's)."""

    structure: Structure
    rules: Rulebook
    variant: Variant = DEFAULT_VARIANT
    blinds: tuple[int, int] | None = None
    ante: int = 0
    bb_ante: int = 0
    bring_in: int = 0
    button_blind: int = 0

    @classmethod
    def of(cls, table: Table) -> Stakes:
        """The stakes a table is played for (its own blinds posted by players coming in are not)."""
        posts = table.posts
        alone = table.blinds is None and len(posts) == 1 and posts[0].seat == table.button and not posts[0].dead
        return cls(
            structure=table.structure,
            rules=table.rules,
            variant=table.variant,
            blinds=table.blinds,
            ante=table.ante,
            bb_ante=table.bb_ante,
            bring_in=table.bring_in,
            button_blind=posts[0].live if alone else 0,
        )


@dataclass(frozen=True)
class Deal:
    """The next hand: its ``table``, the ``seating`` once it is dealt (the hand's positions recorded,
    the blinds missed marked), the ``reasons`` for the button, the blinds and who is dealt in, the
    players ``away`` who are dealt in all the same (their hands are killed: the rulebook blinds
    them), those ``waiting`` (seated, not dealt in) and those who ``left`` after the last hand."""

    table: Table
    seating: Seating
    reasons: tuple[Reason, ...]
    away: tuple[str, ...] = ()
    waiting: tuple[str, ...] = ()
    left: tuple[str, ...] = ()

    def next_hand(self) -> dict[str, object]:
        """Where the hand starts, as a situation file's ``next_hand`` says it: ``button``,
        ``small_blind``, ``big_blind``, ``first_to_act`` (a name, ``"seat N"`` for a dead
        button, ``"none"`` for a dead small blind or a game without one), the other blinds
        ``posts`` (``{name: {live, dead}}``), ``waiting``, ``left`` (who had no chips) and what
        each player away ``owes`` (``{name: ["big", "small"]}``)."""
        table = self.table
        names = table.names
        out: dict[str, object] = {
            "button": f"seat {table.dead_button}" if table.dead_button else names[table.button],
            "small_blind": "none",
            "big_blind": "none",
            "first_to_act": None,
        }
        if table.blinds is not None:
            small, big = table.blind_seats
            out["small_blind"] = names[small] if small is not None else "none"
            out["big_blind"] = names[big]
        if not table.variant.has_bring_in:  # a stud hand's opener is the card that brings in
            from pokerfloor.core.hand import Hand  # noqa: PLC0415 - hand.py imports table.py, which this module imports

            out["first_to_act"] = Hand(table).player_to_act or None
        out["posts"] = {names[p.seat]: {"live": p.live, "dead": p.dead} for p in table.posts}
        out["waiting"] = list(self.waiting)
        out["left"] = list(self.left)
        out["owes"] = {
            p.name: [blind for blind, missed in (("big", p.missed_big), ("small", p.missed_small)) if missed]
            for p in self.seating.players
            if p.owes
        }
        return out


@dataclass(frozen=True)
class Seating:
    """The table between hands: ``seats`` (how many), the ``players`` in seat order, the ``last``
    hand's :class:`Positions` (``None`` before the first hand, whose button is on seat
    ``button``), and who ``departed`` after the last hand (no chips left)."""

    seats: int
    players: tuple[Seated, ...]
    last: Positions | None = None
    button: int = 0
    departed: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if type(self.seats) is not int or not 2 <= self.seats <= MAX_PLAYERS:
            raise SituationError(f"seats: a table has 2 to {MAX_PLAYERS} seats, not {self.seats!r}", code="bad-field")
        seen: set[str] = set()
        before = 0
        for player in self.players:
            if not isinstance(player, Seated) or player.status not in _STATUSES:
                raise SituationError(f"players: {player!r} is not a seated player", code="bad-field")
            if type(player.seat) is not int or not before < player.seat <= self.seats or player.name in seen:
                raise SituationError(
                    f"players: {player.name} on seat {player.seat!r}: each player has his own seat, 1 to {self.seats},"
                    " in seat order, and his own name",
                    code="bad-field",
                )
            if type(player.stack) is not int or player.stack < 1:
                raise SituationError(
                    f"players: {player.name}'s stack must be a positive number of chips", code="bad-field"
                )
            seen.add(player.name)
            before = player.seat

    # -- making one -----------------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        stacks: Mapping[str, int],
        *,
        seats: int | None = None,
        seat_numbers: Sequence[int] | None = None,
        button: str | None = None,
    ) -> Seating:
        """A table about to deal its first hand: the players and their stacks in seat order (in
        seats 1, 2, ... unless ``seat_numbers`` says), the button on ``button`` (default: the last)."""
        names = list(stacks)
        numbers = list(seat_numbers) if seat_numbers is not None else list(range(1, len(names) + 1))
        if len(numbers) != len(names):
            raise SituationError(f"seats: {len(numbers)} seat numbers for {len(names)} players", code="bad-field")
        players = tuple(Seated(name, number, stacks[name]) for name, number in zip(names, numbers, strict=True))
        seating = cls(seats or max(numbers, default=0), players)
        chosen = button if button is not None else (names[-1] if names else "")
        return dataclasses.replace(seating, button=seating.player(chosen).seat)

    @classmethod
    def of_table(cls, table: Table, waiting: Iterable[Seated] = ()) -> Seating:
        """The seating of a table about to play its hand: its players in their seats, its button and
        blinds as the last positions, and the players ``waiting`` in the other seats."""
        numbers = table.numbers
        players = [Seated(name, numbers[i], table.stacks[i]) for i, name in enumerate(table.names)]
        players.extend(waiting)
        players.sort(key=lambda p: p.seat if isinstance(p, Seated) else 0)
        seats = max([table.seat_count, *(p.seat for p in players if isinstance(p, Seated))])
        return cls(seats, tuple(players), _positions_of(table), button=table.button_seat)

    # -- between hands --------------------------------------------------------------------------
    def player(self, name: str) -> Seated:
        """The player of that name."""
        for player in self.players:
            if player.name == name:
                return player
        raise SituationError(
            f"there is no player {name!r} at the table; the players are: {', '.join(p.name for p in self.players)}",
            code="unknown-player",
            params={"player": name},
        )

    def _with(self, name: str, **changes: object) -> Seating:
        changed = dataclasses.replace(self.player(name), **changes)  # type: ignore[arg-type]
        return dataclasses.replace(self, players=tuple(changed if p.name == name else p for p in self.players))

    def sit(self, name: str, seat: int, stack: int, *, posts: bool = False, buys_button: bool = False) -> Seating:
        """A new player sits down on an empty seat with ``stack``; ``posts``: he posts a big blind to
        be dealt in at once where the rulebook asks for one, rather than wait for the big blind;
        ``buys_button``: sitting between the small blind and the button, he buys the button where
        the rulebook lets him (a big blind and a dead small blind; WSOP 2024 Live Action Rule 154)."""
        if any(p.name == name for p in self.players):
            raise SituationError(f"{name!r} is already at the table", code="bad-field", params={"player": name})
        if any(p.seat == seat for p in self.players):
            raise SituationError(f"seat {seat!r} is taken", code="bad-field", params={"seat": seat})
        newcomer = Seated(name, seat, stack, "new", posts or buys_button, buys_button=buys_button)
        players = sorted((*self.players, newcomer), key=lambda p: p.seat)
        return dataclasses.replace(self, players=tuple(players))

    def sit_out(self, name: str) -> Seating:
        """The player goes away from the table: from the next hand he sits out (or, where the
        rulebook blinds absent players, is dealt in and his hand killed)."""
        return self._with(name, status="away")

    def come_back(self, name: str, *, posts: bool = True) -> Seating:
        """The player comes back: with blinds missed he posts them (``posts``) or waits for the big
        blind; without, he plays the next hand."""
        player = self.player(name)
        status: Status = "back" if player.owes else "playing"
        if player.status == "new":
            status = "new"
        return self._with(name, status=status, posts=posts)

    def leave(self, name: str) -> Seating:
        """The player leaves the table; his seat is empty."""
        self.player(name)
        return dataclasses.replace(
            self, players=tuple(p for p in self.players if p.name != name), departed=(*self.departed, name)
        )

    def after(self, hand: Hand) -> Seating:
        """The table once ``hand`` is over: each player's stack as the hand left it, and the players
        with no chips gone (they are :attr:`departed`)."""
        if not hand.is_over or (hand.is_contested and not hand.is_settled):
            raise SituationError("the hand is not over: the next hand cannot be dealt yet", code="hand-not-over")
        final = dict(zip(hand.table.names, hand.stacks, strict=True))
        players, gone = [], []
        for player in self.players:
            stack = final.get(player.name, player.stack)
            if stack:
                players.append(dataclasses.replace(player, stack=stack))
            else:
                gone.append(player.name)
        return dataclasses.replace(self, players=tuple(players), departed=tuple(gone))

    # -- the next hand --------------------------------------------------------------------------
    def deal(self, stakes: Stakes) -> Deal:
        """The next hand's table, as the rulebook places the button and the blinds and deals the
        players in; raises :class:`~pokerfloor.errors.SituationError` when fewer than two players
        can be dealt in."""
        return _Dealer(self, stakes).deal()


def _positions_of(table: Table) -> Positions | None:
    """A table's button and blinds as seat numbers (``None`` for a stud game: its button is frozen)."""
    if table.variant.has_bring_in:
        return None
    if table.blinds is None:
        return Positions(table.button_seat, dealt=table.numbers)
    numbers = table.numbers
    small, big = table.blind_seats
    small_seat = numbers[small] if small is not None else table.dead_small_blind
    return Positions(table.button_seat, small_seat, numbers[big], numbers)


class _Dealer:
    """Deals one hand from a seating: places the button and the blinds, decides who is dealt in."""

    def __init__(self, seating: Seating, stakes: Stakes) -> None:
        self.seating = seating
        self.stakes = stakes
        self.rules = stakes.rules
        self.reasons: list[Reason] = []
        #: The reasons about players (who posts, who waits), said after the button's and blinds'.
        self.later: list[Reason] = []
        #: Players whose standing the deal changes (dealt in at last, blinds missed), by name.
        self.changed: dict[str, Seated] = {}
        #: The blinds posted outside the blinds' seats, by seat number: (live, dead).
        self.posts: dict[int, tuple[int, int]] = {}
        #: The seat of a new player who buys the button this hand (one at most).
        self.bought = 0
        blinded = self.rules.missed_blinds == "blinded"
        self.present = [p for p in seating.players if blinded or p.status != "away"]

    def reason(self, code: str, topic: str, params: Mapping[str, object]) -> Reason:
        return Reason(code, self.rules.cite(topic), render(f"next.{code}", DEFAULT_LANGUAGE, **params), params)

    def say(self, code: str, topic: str, **params: object) -> None:
        self.reasons.append(self.reason(code, topic, params))

    def deal(self) -> Deal:
        for name in self.seating.departed:
            self.say("left", "button_movement", player=name)
        if len(self.present) < 2:
            raise SituationError(
                f"a hand needs two players who can be dealt in, not {len(self.present)}",
                code="too-few-players",
                params={"count": len(self.present)},
            )
        if self.stakes.variant.has_bring_in:
            return self._frozen_button()
        if self.stakes.blinds is None:
            return self._moving_button_blind()
        return self._blinds()

    # -- the seats, clockwise ---------------------------------------------------------------------
    def between(self, before: int, seat: int, after: int) -> bool:
        """Whether ``seat`` comes strictly after ``before`` and before ``after``, clockwise (with
        ``before`` and ``after`` the same seat, the whole way round: every other seat)."""
        count = self.seating.seats
        return 0 < (seat - before) % count < (after - before) % count or (before == after and seat != before)

    def first_after(self, seat: int, among: Sequence[Seated], *, inclusive: bool = False) -> Seated:
        """The first of ``among`` clockwise after seat ``seat`` (or on it, ``inclusive``)."""
        count = self.seating.seats
        return min(among, key=lambda p: (p.seat - seat - (0 if inclusive else 1)) % count)

    def seat_before(self, seat: int) -> int:
        return (seat - 2) % self.seating.seats + 1

    # -- games without blinds ---------------------------------------------------------------------
    def _frozen_button(self) -> Deal:
        """A stud hand: everyone present is dealt in (the ante is his post), and the button stays
        where the next hand with blinds will have it, frozen (TDA 2024 Rule 11-B, WSOP 2024
        Tournament Rule 67-b)."""
        seating = self.seating
        last = seating.last
        placed = self._place_dead_or_moving(self.present) if last is not None and last.big_blind else None
        del self.reasons[len(seating.departed) :]  # where the button would go: this hand has no blinds
        if placed is not None:
            button = placed[0]
        elif last is not None and last.big_blind:
            button = self._heads_up(self._movable(self.present)[:2])[0].seat
        else:
            button = last.button if last is not None else seating.button
        self.say("stud-frozen", "button-in-stud", seat=button)
        dealt = self.present
        for player in dealt:
            if player.status == "new":
                self.changed[player.name] = dataclasses.replace(player, status="playing")
        return self._finish(dealt, button, None, None, record=False)

    def _moving_button_blind(self) -> Deal:
        """A game without blinds, the button posting its own (short deck): the button moves to the
        next player every hand, never to an empty seat (WSOP 2024 Tournament Rules, Short Deck)."""
        last = self.seating.last
        if last is None:
            button = self.first_after(self.seating.button, self.present, inclusive=True)
        else:
            button = self.first_after(last.button, self.present)
        if self.stakes.button_blind:
            self.posts[button.seat] = (self.stakes.button_blind, 0)
            self.say("button-blind", "button-blind", player=button.name, amount=self.stakes.button_blind)
        for player in self.present:
            if player.status == "new":
                self.changed[player.name] = dataclasses.replace(player, status="playing")
        return self._finish(self.present, button.seat, None, None)

    # -- games with blinds ------------------------------------------------------------------------
    def _blinds(self) -> Deal:
        present = self.present
        if len(present) == 2:
            button, big = self._heads_up(present)
            return self._deal_heads_up(button, big, present)
        placed = self._place_dead_or_moving(present)
        if placed is None:  # two players can take the button and the blinds: heads-up, the others wait
            button, big = self._heads_up(self._movable(present)[:2])
            return self._deal_heads_up(button, big, present)
        button_seat, small_seat, big = placed
        dealt = self._dealt_in(button_seat, small_seat, big)
        if len(dealt) == 2:  # the others wait: heads-up between the two dealt in
            del self.reasons[len(self.seating.departed) :]
            self.later.clear()
            self.changed.clear()
            self.posts.clear()
            self.bought = 0
            button, big = self._heads_up(dealt)
            return self._deal_heads_up(button, big, present)
        self._say_positions(dealt, button_seat, small_seat, big)
        self._say_players(dealt)
        self._mark_missed(small_seat, big)
        small = next((p for p in dealt if p.seat == small_seat), None)
        return self._finish(dealt, button_seat, small_seat if small is None else small.seat, big)

    def _say_players(self, dealt: Sequence[Seated]) -> None:
        """The reasons about the players, once the button's and the blinds' are said."""
        for player in dealt:
            if player.status == "new" and player.seat not in self.posts:
                self.say("new-dealt-in", "new_player_posts", player=player.name)
            elif player.status == "away":
                self.say("away-blinded", "missed_blinds", player=player.name)
        self.reasons.extend(self.later)
        self.later.clear()

    def _heads_up(self, two: Sequence[Seated]) -> tuple[Seated, Seated]:
        """Heads-up: the button posts the small blind (TDA 2024 Rule 34-B); the big blind goes to
        the player who did not have it last hand, unless a moving button without the adjustment
        puts it on him again."""
        last, rules = self.seating.last, self.rules
        if last is None or not last.big_blind:
            start = last.button if last is not None else self.seating.button
            button = self.first_after(start, two, inclusive=last is None)
        elif rules.button_movement == "dead" or rules.heads_up_no_double_big_blind:
            big = self.first_after(last.big_blind, two)
            button = two[0] if two[1] is big else two[1]
        else:
            button = self.first_after(last.button, two)
        big = two[0] if two[1] is button else two[1]
        return button, big

    def _deal_heads_up(self, button: Seated, big: Seated, present: Sequence[Seated]) -> Deal:
        last, rules = self.seating.last, self.rules
        twice = last is not None and last.big_blind == big.seat
        topic = "heads-up" if rules.button_movement == "dead" else "heads_up_no_double_big_blind"
        self.say("heads-up-again" if twice else "heads-up", topic, button=button.name, big=big.name)
        dealt = [button, big]
        for player in dealt:
            self._clear(player)
        self._say_waiting([p for p in present if p not in dealt], button.seat, big.seat)
        self._say_players(dealt)
        self._mark_missed(button.seat, big)
        return self._finish(dealt, button.seat, button.seat, big)

    def _place_dead_or_moving(self, present: Sequence[Seated]) -> tuple[int, int, Seated] | None:
        """The button's seat, the small blind's seat and the big blind, three players or more
        (``None`` when only two can take the button and the blinds: the others wait)."""
        last, seating = self.seating.last, self.seating
        if last is None or not last.big_blind:
            start = last.button if last is not None else seating.button
            return self._moving(start, present, inclusive=last is None)
        if self.rules.button_movement == "moving":
            return self._moving(last.button, present, inclusive=False)
        # The dead button (TDA 2024 Rule 32, WSOP 2024 Live Action Rule 151): the big blind goes to
        # the player due for it; the small blind and the button follow, onto empty seats if need be.
        big = self.first_after(last.big_blind, present)
        small_seat = last.big_blind
        button_seat = last.bought or last.small_blind or last.button
        if not self.between(big.seat, button_seat, small_seat):
            button_seat = self.seat_before(small_seat)  # the last blinds' seats left no room for it
        return button_seat, small_seat, big

    def _movable(self, present: Sequence[Seated]) -> list[Seated]:
        """Who may take the button and the small blind: the players of the last hand still in the
        game (a player come in between them is between the small blind and the button, and waits)."""
        blinded = self.rules.missed_blinds == "blinded"
        playing = [p for p in present if p.status == "playing" or (blinded and p.status == "away")]
        last = self.seating.last
        if last is not None and last.dealt:
            stayed = [p for p in playing if p.seat in last.dealt]
            playing = stayed if len(stayed) >= 2 else playing
        return playing if len(playing) >= 2 else list(present)

    def _moving(self, start: int, present: Sequence[Seated], *, inclusive: bool) -> tuple[int, int, Seated] | None:
        """The button on the next player after seat ``start`` (or on it), the blinds after it."""
        movable = self._movable(present)
        button = self.first_after(start, movable, inclusive=inclusive)
        small = self.first_after(button.seat, [p for p in movable if p is not button])
        behind = [p for p in present if self.between(small.seat, p.seat, button.seat)]
        if not behind:
            return None
        big = self.first_after(small.seat, behind)
        code = "first-button" if self.seating.last is None else "moving-button"
        self.say(code, "button_movement", player=button.name, small=small.name, big=big.name)
        return button.seat, small.seat, big

    def _free(self, player: Seated) -> bool:
        """Whether the player is dealt in wherever he sits, posting only the blinds of his seat."""
        if player.status == "playing" or (player.status == "away" and self.rules.missed_blinds == "blinded"):
            return True
        if player.status == "back":
            return not player.owes
        entry = self.rules.new_player_posts
        return entry == "never" or (entry == "limit" and not self.stakes.structure.is_limit)

    def _may_post(self, player: Seated) -> bool:
        """Whether a new or returning player may post to be dealt in now, by the rulebook."""
        if player.status == "new":
            return player.posts and self.rules.new_player_posts != "never"
        return player.status == "back" and player.posts and self.rules.missed_blinds == "owed"

    def _dealt_in(self, button_seat: int, small_seat: int, big: Seated) -> list[Seated]:
        """Who is dealt in around the button and the blinds; the posts, and the reasons for those
        who post or wait (said after the button's and the blinds')."""
        dealt: list[Seated] = []
        for player in self.present:
            seat = player.seat
            if player is big:
                dealt.append(player)
                self._clear(player)
            elif seat == small_seat:
                if self._free(player):
                    dealt.append(player)
                    self._clear(player)
                else:
                    self._say_waiting([player], button_seat, big.seat)
            elif seat == button_seat or self.between(button_seat, seat, small_seat):
                if self._free(player) and (seat == button_seat or self._passed_by_bought_button(player)):
                    dealt.append(player)
                    self._clear(player)
                elif self._may_post(player) and self.rules.button_movement == "dead":
                    # WSOP 2024 Live Action Rule 154: posting a big blind here, the button passes
                    # him next hand (a moving button would go to him, and the blinds stand still);
                    # buying the button (a dead small blind too), it comes to him.
                    dealt.append(player)
                    if player.buys_button and self.rules.buy_the_button and not self.bought:
                        self._buy_button(player)
                    else:
                        self._post_to_come_in(player)
                else:
                    self._say_waiting([player], button_seat, big.seat)
            elif self._free(player):
                dealt.append(player)
                self._clear(player)
            elif self._may_post(player):
                dealt.append(player)
                self._post_to_come_in(player)
            else:
                self._say_waiting([player], button_seat, big.seat)
        return dealt

    def _say_positions(self, dealt: Sequence[Seated], button_seat: int, small_seat: int, big: Seated) -> None:
        """Why the button and the blinds are where they are."""
        seats = {p.seat: p for p in dealt}
        last = self.seating.last
        if last is not None and last.big_blind and self.rules.button_movement == "dead":
            if button_seat in seats:
                code = "button" if button_seat == (last.small_blind or last.button) else "button-before-small"
                if last.bought == button_seat:
                    self.say("bought-button", "buy_the_button", player=seats[button_seat].name)
                else:
                    self.say(code, "button_movement", player=seats[button_seat].name)
            else:
                before = max(seats, key=lambda s: -((button_seat - s) % self.seating.seats))
                self.say("dead-button", "button_movement", seat=button_seat, player=seats[before].name)
            small = seats.get(small_seat)
            if small is None:
                self.say("dead-small-blind", "button_movement", seat=small_seat)
            else:
                same = last.big_blind == small_seat and small.status == "playing"
                self.say("small-blind" if same else "small-blind-seat", "button_movement", player=small.name)
            self.say("big-blind", "button_movement", player=big.name)
        elif small_seat not in seats:
            self.say("dead-small-blind", "button_movement", seat=small_seat)

    def later_say(self, code: str, topic: str, **params: object) -> None:
        """A reason about a player, said after the button's and the blinds'."""
        self.later.append(self.reason(code, topic, params))

    def _say_waiting(self, players: Iterable[Seated], button_seat: int, big_seat: int) -> None:
        for player in players:
            if player.status == "new":
                gap = self.between(button_seat, player.seat, big_seat) or player.seat == button_seat
                self.later_say("new-waits-button" if gap else "new-waits", "new_player_posts", player=player.name)
            elif player.status == "back":
                self.later_say("back-waits", "missed_blinds", player=player.name)

    def _post_to_come_in(self, player: Seated) -> None:
        """A new player posts a big blind; one coming back posts the blinds he missed, the big one
        live and the small one dead (WSOP 2024 Live Action Rule 156)."""
        assert self.stakes.blinds is not None
        small, big = self.stakes.blinds
        if player.status == "new":
            live, dead = big, 0
            self.later_say("new-posts", "new_player_posts", player=player.name, live=live)
        else:
            live, dead = (big if player.missed_big else 0), (small if player.missed_small else 0)
            code = "back-posts" if live and dead else "back-posts-live" if live else "back-posts-dead"
            self.later_say(code, "missed_blinds", player=player.name, live=live, dead=dead)
        if live or dead:
            self.posts[player.seat] = (live, dead)
        self._clear(player)

    def _passed_by_bought_button(self, player: Seated) -> bool:
        """Whether the player had the small blind last hand, when a new player between him and the
        button bought the button: the button comes back to that player, and he is dealt in between
        the button and the small blind, without a blind this hand."""
        last = self.seating.last
        return last is not None and bool(last.bought) and player.seat == last.small_blind

    def _buy_button(self, player: Seated) -> None:
        """A new player buys the button: a big blind live and a small blind dead, and the button
        is his next hand (WSOP 2024 Live Action Rule 154)."""
        assert self.stakes.blinds is not None
        small, big = self.stakes.blinds
        self.posts[player.seat] = (big, small)
        self.bought = player.seat
        self.later_say("new-buys-button", "buy_the_button", player=player.name, live=big, dead=small)
        self._clear(player)

    def _clear(self, player: Seated) -> None:
        """The player is dealt in: playing, owing nothing."""
        if player.status != "playing" and not (player.status == "away" and self.rules.missed_blinds == "blinded"):
            self.changed[player.name] = dataclasses.replace(
                player, status="playing", posts=False, missed_small=False, missed_big=False, buys_button=False
            )

    def _mark_missed(self, small_seat: int, big: Seated) -> None:
        """Away players the big blind passed owe both blinds; the one away on the small blind's seat
        owes the small one (WSOP 2024 Live Action Rules 73 and 156)."""
        last = self.seating.last
        if self.rules.missed_blinds != "owed" or last is None or not last.big_blind:
            return
        for player in self.seating.players:
            if player.status != "away":
                continue
            if self.between(last.big_blind, player.seat, big.seat):
                self.changed[player.name] = dataclasses.replace(player, missed_small=True, missed_big=True)
                self.say("missed-big", "missed_blinds", player=player.name)
            elif player.seat == small_seat:
                self.changed[player.name] = dataclasses.replace(player, missed_small=True)
                self.say("missed-small", "missed_blinds", player=player.name)
            else:
                self.say("away", "missed_blinds", player=player.name)

    # -- the table ----------------------------------------------------------------------------------
    def _finish(
        self,
        dealt: Sequence[Seated],
        button_seat: int,
        small_seat: int | None,
        big: Seated | None,
        *,
        record: bool = True,
    ) -> Deal:
        seating, stakes = self.seating, self.stakes
        dealt = sorted(dealt, key=lambda p: p.seat)
        seats = [p.seat for p in dealt]
        n = len(dealt)
        # The button's player is the last dealt in at or before the button's seat (a dead button:
        # the player before it acts last).
        button = max(range(n), key=lambda k: -((button_seat - seats[k]) % seating.seats))
        dead_button = button_seat if button_seat not in seats and n > 2 and record else 0
        blind_players: tuple[int | None, int] | None = None
        dead_small = 0
        if big is not None and stakes.blinds is not None:
            small = seats.index(small_seat) if small_seat in seats else None
            blind_players = (small, seats.index(big.seat))
            if small is None and small_seat is not None:
                dead_small = small_seat
        posts = tuple(BlindPost(seats.index(seat), live, dead) for seat, (live, dead) in sorted(self.posts.items()))
        table = Table(
            names=tuple(p.name for p in dealt),
            stacks=tuple(p.stack for p in dealt),
            button=button,
            structure=stakes.structure,
            rules=stakes.rules,
            blinds=stakes.blinds,
            ante=stakes.ante,
            bb_ante=stakes.bb_ante,
            bring_in=stakes.bring_in,
            variant=stakes.variant,
            posts=posts,
            seats=seating.seats,
            seat_numbers=tuple(seats),
            dead_button=dead_button,
            dead_small_blind=dead_small,
            blind_players=blind_players,
        )
        players = tuple(self.changed.get(p.name, p) for p in seating.players)
        big_seat = big.seat if big is not None else 0
        last = Positions(button_seat, small_seat or 0, big_seat, tuple(seats), self.bought) if record else seating.last
        after = Seating(seating.seats, players, last, seating.button)
        dealt_names = {p.name for p in dealt}
        away = tuple(p.name for p in dealt if p.status == "away")
        waiting = tuple(p.name for p in seating.players if p.name not in dealt_names)
        return Deal(table, after, tuple(self.reasons), away, waiting, seating.departed)
