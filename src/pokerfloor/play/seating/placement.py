"""Where the next hand's button and blinds go, by the rulebook: a dead button or a moving one
(``button_movement``), heads-up (``heads_up_no_double_big_blind``), a stud game's frozen button, a
button blind that moves every hand; then the hand's table.

:class:`Placement` does it for one deal from a table between hands (a
:class:`~pokerfloor.play.seating.Seating`), with :class:`~pokerfloor.play.seating.admission.Admission`
dealing the players in around the button and the blinds. It places, it does not deal cards: that
is :class:`pokerfloor.core.dealer.Dealer`'s work, street by street, once the hand is on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Protocol

from pokerfloor.core.table import BlindPost, Table
from pokerfloor.errors import SituationError
from pokerfloor.play.seating.admission import Admission
from pokerfloor.play.seating.reasons import Reason, Reasons
from pokerfloor.play.seating.seats import Clockwise, Positions, Seated
from pokerfloor.play.seating.stakes import Stakes

__all__ = ["Placed", "Placement", "SeatingNow"]


class SeatingNow(Protocol):
    """What a placement reads of the table between hands (a :class:`~pokerfloor.play.seating.Seating`)."""

    @property
    def seats(self) -> int:
        """How many seats the table has."""

    @property
    def players(self) -> tuple[Seated, ...]:
        """The players, in seat order."""

    @property
    def last(self) -> Positions | None:
        """Where the last hand's button and blinds were (``None`` before the first hand)."""

    @property
    def button(self) -> int:
        """The first hand's button seat."""

    @property
    def departed(self) -> tuple[str, ...]:
        """Who left after the last hand."""


class Placed(NamedTuple):
    """A placement made: the next hand's ``table``, every seated player's standing once it is dealt
    (``players``), the positions to remember for the hand after it (``last``), the ``reasons``, and
    who is dealt in ``away`` or ``waiting``."""

    table: Table
    players: tuple[Seated, ...]
    last: Positions | None
    reasons: tuple[Reason, ...]
    away: tuple[str, ...]
    waiting: tuple[str, ...]


class Placement:
    """Places one hand's button and blinds by the rulebook, has the players dealt in around them,
    and makes the hand's table (:meth:`place`)."""

    def __init__(self, seating: SeatingNow, stakes: Stakes) -> None:
        self.seating = seating
        self.stakes = stakes
        self.rules = stakes.rules
        self.clockwise = Clockwise(seating.seats)
        self.reasons = Reasons(stakes.rules)
        self.admission = Admission(self.clockwise, seating.last, stakes, self.reasons)
        blinded = self.rules.missed_blinds == "blinded"
        #: Who may be dealt in: every player but those away the rulebook does not blind.
        self.present = [p for p in seating.players if blinded or p.status != "away"]

    def place(self) -> Placed:
        """The next hand placed; raises :class:`~pokerfloor.errors.SituationError` when fewer than
        two players can be dealt in."""
        for name in self.seating.departed:
            self.reasons.say("left", "button_movement", player=name)
        if len(self.present) < 2:
            raise SituationError(code="too-few-players", params={"count": len(self.present)})
        if self.stakes.variant.has_bring_in:
            return self._frozen_button()
        if self.stakes.blinds is None:
            return self._moving_button_blind()
        return self._blinds()

    # -- games without blinds ---------------------------------------------------------------------
    def _frozen_button(self) -> Placed:
        """A stud hand: everyone present is dealt in (the ante is his post), and the button stays
        where the next hand with blinds will have it, frozen (TDA 2024 Rule 11-B, WSOP 2024
        Tournament Rule 67-b)."""
        seating = self.seating
        last = seating.last
        placed = self._place_dead_or_moving(self.present) if last is not None and last.big_blind else None
        self.reasons.take_back(len(seating.departed))  # where the button would go: this hand has no blinds
        if placed is not None:
            button = placed[0]
        elif last is not None and last.big_blind:
            button = self._heads_up(self._movable(self.present)[:2])[0].seat
        else:
            button = last.button if last is not None else seating.button
        self.reasons.say("stud-frozen", "button-in-stud", seat=button)
        self.admission.seat_new_players(self.present)
        return self._finish(self.present, button, None, None, record=False)

    def _moving_button_blind(self) -> Placed:
        """A game without blinds, the button posting its own (short deck): the button moves to the
        next player every hand, never to an empty seat (WSOP 2024 Tournament Rules, Short Deck)."""
        last, first_after = self.seating.last, self.clockwise.first_after
        if last is None:
            button = first_after(self.seating.button, self.present, inclusive=True)
        else:
            button = first_after(last.button, self.present)
        if self.stakes.button_blind:
            self.admission.posts[button.seat] = (self.stakes.button_blind, 0)
            self.reasons.say("button-blind", "button-blind", player=button.name, amount=self.stakes.button_blind)
        self.admission.seat_new_players(self.present)
        return self._finish(self.present, button.seat, None, None)

    # -- games with blinds ------------------------------------------------------------------------
    def _blinds(self) -> Placed:
        present, admission = self.present, self.admission
        if len(present) == 2:
            button, big = self._heads_up(present)
            return self._deal_heads_up(button, big, present)
        placed = self._place_dead_or_moving(present)
        if placed is None:  # two players can take the button and the blinds: heads-up, the others wait
            button, big = self._heads_up(self._movable(present)[:2])
            return self._deal_heads_up(button, big, present)
        button_seat, small_seat, big = placed
        dealt = admission.dealt_in(present, button_seat, small_seat, big)
        if len(dealt) < 2:  # the others wait for the big blind: one player alone is no hand
            raise SituationError(code="too-few-players", params={"count": len(dealt)})
        if len(dealt) == 2:  # the others wait: heads-up between the two dealt in
            self.reasons.take_back(len(self.seating.departed))
            admission.start_again()
            button, big = self._heads_up(dealt)
            return self._deal_heads_up(button, big, present)
        self._say_positions(dealt, button_seat, small_seat, big)
        admission.say_players(dealt)
        admission.mark_missed(self.seating.players, small_seat, big)
        small = next((p for p in dealt if p.seat == small_seat), None)
        return self._finish(dealt, button_seat, small_seat if small is None else small.seat, big)

    def _heads_up(self, two: Sequence[Seated]) -> tuple[Seated, Seated]:
        """Heads-up: the button posts the small blind (TDA 2024 Rule 34-B); the big blind goes to
        the player who did not have it last hand, unless a moving button without the adjustment
        puts it on him again."""
        last, rules, first_after = self.seating.last, self.rules, self.clockwise.first_after
        if last is None or not last.big_blind:
            start = last.button if last is not None else self.seating.button
            button = first_after(start, two, inclusive=last is None)
        elif rules.button_movement == "dead" or rules.heads_up_no_double_big_blind:
            big = first_after(last.big_blind, two)
            button = two[0] if two[1] is big else two[1]
        else:
            button = first_after(last.button, two)
        big = two[0] if two[1] is button else two[1]
        return button, big

    def _deal_heads_up(self, button: Seated, big: Seated, present: Sequence[Seated]) -> Placed:
        last, rules, admission = self.seating.last, self.rules, self.admission
        twice = last is not None and last.big_blind == big.seat
        topic = "heads-up" if rules.button_movement == "dead" else "heads_up_no_double_big_blind"
        self.reasons.say("heads-up-again" if twice else "heads-up", topic, button=button.name, big=big.name)
        dealt = [button, big]
        for player in dealt:
            admission.clear(player)
        admission.say_waiting([p for p in present if p not in dealt], button.seat, big.seat)
        admission.say_players(dealt)
        admission.mark_missed(self.seating.players, button.seat, big)
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
        big = self.clockwise.first_after(last.big_blind, present)
        small_seat = last.big_blind
        button_seat = last.bought or last.small_blind or last.button
        if not self.clockwise.between(big.seat, button_seat, small_seat):
            button_seat = self.clockwise.seat_before(small_seat)  # the last blinds' seats left no room for it
        return button_seat, small_seat, big

    def _movable(self, present: Sequence[Seated]) -> list[Seated]:
        """Who may take the button and the small blind: the players of the last hand still in the
        game (a player come in between them is between the small blind and the button, and waits)."""
        playing = [p for p in present if p.status == "playing" or self.admission.blinded(p)]
        last = self.seating.last
        if last is not None and last.dealt:
            stayed = [p for p in playing if p.seat in last.dealt]
            playing = stayed if len(stayed) >= 2 else playing
        return playing if len(playing) >= 2 else list(present)

    def _moving(self, start: int, present: Sequence[Seated], *, inclusive: bool) -> tuple[int, int, Seated] | None:
        """The button on the next player after seat ``start`` (or on it), the blinds after it."""
        first_after, between = self.clockwise.first_after, self.clockwise.between
        movable = self._movable(present)
        button = first_after(start, movable, inclusive=inclusive)
        small = first_after(button.seat, [p for p in movable if p is not button])
        behind = [p for p in present if between(small.seat, p.seat, button.seat)]
        if not behind:
            return None
        big = first_after(small.seat, behind)
        code = "first-button" if self.seating.last is None else "moving-button"
        self.reasons.say(code, "button_movement", player=button.name, small=small.name, big=big.name)
        return button.seat, small.seat, big

    def _say_positions(self, dealt: Sequence[Seated], button_seat: int, small_seat: int, big: Seated) -> None:
        """Why the button and the blinds are where they are."""
        seats = {p.seat: p for p in dealt}
        last, say = self.seating.last, self.reasons.say
        if last is not None and last.big_blind and self.rules.button_movement == "dead":
            if button_seat in seats:
                code = "button" if button_seat == (last.small_blind or last.button) else "button-before-small"
                if last.bought == button_seat:
                    say("bought-button", "buy_the_button", player=seats[button_seat].name)
                else:
                    say(code, "button_movement", player=seats[button_seat].name)
            else:
                before = max(seats, key=lambda s: -((button_seat - s) % self.clockwise.seats))
                say("dead-button", "button_movement", seat=button_seat, player=seats[before].name)
            small = seats.get(small_seat)
            if small is None:
                say("dead-small-blind", "button_movement", seat=small_seat)
            else:
                same = last.big_blind == small_seat and small.status == "playing"
                say("small-blind" if same else "small-blind-seat", "button_movement", player=small.name)
            say("big-blind", "button_movement", player=big.name)
        elif small_seat not in seats:
            say("dead-small-blind", "button_movement", seat=small_seat)

    # -- the table ----------------------------------------------------------------------------------
    def _finish(
        self,
        dealt: Sequence[Seated],
        button_seat: int,
        small_seat: int | None,
        big: Seated | None,
        *,
        record: bool = True,
    ) -> Placed:
        """The hand's table, dealt to ``dealt`` with the button and the blinds on these seats
        (``record``: the positions are remembered for the next hand; a stud hand's are not)."""
        seating, stakes, admission = self.seating, self.stakes, self.admission
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
        posts = tuple(
            BlindPost(seats.index(seat), live, dead) for seat, (live, dead) in sorted(admission.posts.items())
        )
        if stakes.bomb_pot:  # every player antes the bomb pot: nobody posts a blind
            posts = ()
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
            bomb_pot=stakes.bomb_pot,
        )
        players = tuple(admission.changed.get(p.name, p) for p in seating.players)
        big_seat = big.seat if big is not None else 0
        last = (
            Positions(button_seat, small_seat or 0, big_seat, tuple(seats), admission.bought)
            if record
            else seating.last
        )
        dealt_names = {p.name for p in dealt}
        away = tuple(p.name for p in dealt if p.status == "away")
        waiting = tuple(p.name for p in seating.players if p.name not in dealt_names)
        return Placed(table, players, last, tuple(self.reasons.said), away, waiting)
