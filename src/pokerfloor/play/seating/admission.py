"""Who is dealt in to the next hand, and on what terms, by the rulebook: a player new to the table
(``new_player_posts``, ``buy_the_button``), one back from sitting out or away (``missed_blinds``).

:class:`Admission` decides it for one deal, once :mod:`~pokerfloor.play.seating.placement` has
placed the button and the blinds: who is dealt in free, who posts to come in now, who buys the
button, who waits for the big blind, and which blinds the players away miss. It keeps what the
deal changes and says why, citing the rule.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from pokerfloor.play.seating.reasons import Reasons
from pokerfloor.play.seating.seats import Clockwise, Positions, Seated
from pokerfloor.play.seating.stakes import Stakes

__all__ = ["Admission"]


class Admission:
    """Deals the players in around the button and the blinds of one deal: what changes of their
    standing (``changed``, by name), the blinds posted outside the blinds' seats (``posts``, by
    seat: ``(live, dead)``) and the seat of a new player who buys the button (``bought``)."""

    def __init__(self, clockwise: Clockwise, last: Positions | None, stakes: Stakes, reasons: Reasons) -> None:
        self.clockwise = clockwise
        #: Where the last hand's button and blinds were (``None`` before the first hand).
        self.last = last
        self.stakes = stakes
        self.rules = stakes.rules
        self.reasons = reasons
        #: Players whose standing the deal changes (dealt in at last, blinds missed), by name.
        self.changed: dict[str, Seated] = {}
        #: The blinds posted outside the blinds' seats, by seat number: (live, dead).
        self.posts: dict[int, tuple[int, int]] = {}
        #: The seat of a new player who buys the button this hand (one at most).
        self.bought = 0

    def start_again(self) -> None:
        """Forget what was decided: the deal is made again another way (heads-up)."""
        self.changed.clear()
        self.posts.clear()
        self.bought = 0

    # -- who may come in ----------------------------------------------------------------------------
    def blinded(self, player: Seated) -> bool:
        """Whether the player is away and dealt in all the same (the rulebook blinds him)."""
        return player.status == "away" and self.rules.missed_blinds == "blinded"

    def free(self, player: Seated) -> bool:
        """Whether the player is dealt in wherever he sits, posting only the blinds of his seat."""
        if player.status == "playing" or self.blinded(player):
            return True
        if player.status == "back":
            return not player.owes
        entry = self.rules.new_player_posts
        return entry == "never" or (entry == "limit" and not self.stakes.structure.is_limit)

    def may_post(self, player: Seated) -> bool:
        """Whether a new or returning player may post to be dealt in now, by the rulebook."""
        if player.status == "new":
            return player.posts and self.rules.new_player_posts != "never"
        return player.status == "back" and player.posts and self.rules.missed_blinds == "owed"

    # -- dealing them in ----------------------------------------------------------------------------
    def dealt_in(self, present: Sequence[Seated], button_seat: int, small_seat: int, big: Seated) -> list[Seated]:
        """Who of ``present`` is dealt in around the button and the blinds; the posts, and the
        reasons for those who post or wait (said after the button's and the blinds')."""
        between = self.clockwise.between
        dealt: list[Seated] = []
        for player in present:
            seat = player.seat
            if player is big:
                dealt.append(player)
                self.clear(player)
            elif seat == small_seat:
                if self.free(player):
                    dealt.append(player)
                    self.clear(player)
                else:
                    self.say_waiting([player], button_seat, big.seat)
            elif seat == button_seat or between(button_seat, seat, small_seat):
                if self.free(player) and (seat == button_seat or self._passed_by_bought_button(player)):
                    dealt.append(player)
                    self.clear(player)
                elif self.may_post(player) and self.rules.button_movement == "dead":
                    # WSOP 2024 Live Action Rule 154: posting a big blind here, the button passes
                    # him next hand (a moving button would go to him, and the blinds stand still);
                    # buying the button (a dead small blind too), it comes to him.
                    dealt.append(player)
                    if player.buys_button and self.rules.buy_the_button and not self.bought:
                        self._buy_button(player)
                    else:
                        self._post_to_come_in(player)
                else:
                    self.say_waiting([player], button_seat, big.seat)
            elif self.free(player):
                dealt.append(player)
                self.clear(player)
            elif self.may_post(player):
                dealt.append(player)
                self._post_to_come_in(player)
            else:
                self.say_waiting([player], button_seat, big.seat)
        return dealt

    def say_waiting(self, players: Iterable[Seated], button_seat: int, big_seat: int) -> None:
        """Why each of ``players``, new or back, waits instead of being dealt in."""
        for player in players:
            if player.status == "new":
                gap = self.clockwise.between(button_seat, player.seat, big_seat) or player.seat == button_seat
                code = "new-waits-button" if gap else "new-waits"
                self.reasons.say_later(code, "new_player_posts", player=player.name)
            elif player.status == "back":
                self.reasons.say_later("back-waits", "missed_blinds", player=player.name)

    def say_players(self, dealt: Sequence[Seated]) -> None:
        """The reasons about the players, once the button's and the blinds' are said."""
        for player in dealt:
            if player.status == "new" and player.seat not in self.posts:
                self.reasons.say("new-dealt-in", "new_player_posts", player=player.name)
            elif player.status == "away":
                self.reasons.say("away-blinded", "missed_blinds", player=player.name)
        self.reasons.say_the_later()

    def _post_to_come_in(self, player: Seated) -> None:
        """A new player posts a big blind; one coming back posts the blinds he missed, the big one
        live and the small one dead (WSOP 2024 Live Action Rule 156)."""
        assert self.stakes.blinds is not None
        small, big = self.stakes.blinds
        if player.status == "new":
            live, dead = big, 0
            self.reasons.say_later("new-posts", "new_player_posts", player=player.name, live=live)
        else:
            live, dead = (big if player.missed_big else 0), (small if player.missed_small else 0)
            code = "back-posts" if live and dead else "back-posts-live" if live else "back-posts-dead"
            self.reasons.say_later(code, "missed_blinds", player=player.name, live=live, dead=dead)
        if live or dead:
            self.posts[player.seat] = (live, dead)
        self.clear(player)

    def _passed_by_bought_button(self, player: Seated) -> bool:
        """Whether the player had the small blind last hand, when a new player between him and the
        button bought the button: the button comes back to that player, and he is dealt in between
        the button and the small blind, without a blind this hand."""
        last = self.last
        return last is not None and bool(last.bought) and player.seat == last.small_blind

    def _buy_button(self, player: Seated) -> None:
        """A new player buys the button: a big blind live and a small blind dead, and the button
        is his next hand (WSOP 2024 Live Action Rule 154)."""
        assert self.stakes.blinds is not None
        small, big = self.stakes.blinds
        self.posts[player.seat] = (big, small)
        self.bought = player.seat
        self.reasons.say_later("new-buys-button", "buy_the_button", player=player.name, live=big, dead=small)
        self.clear(player)

    # -- their standing after the deal -------------------------------------------------------------
    def clear(self, player: Seated) -> None:
        """The player is dealt in: playing, owing nothing."""
        if player.status != "playing" and not self.blinded(player):
            self.changed[player.name] = dataclasses.replace(
                player,
                status="playing",
                posts=False,
                missed_small=False,
                missed_big=False,
                buys_button=False,
                absent_buttons=0,
            )

    def seat_new_players(self, dealt: Iterable[Seated]) -> None:
        """The new players among ``dealt`` play from now on (a game without blinds: nobody posts to
        come in)."""
        for player in dealt:
            if player.status == "new":
                self.changed[player.name] = dataclasses.replace(player, status="playing")

    def mark_missed(self, players: Iterable[Seated], small_seat: int, big: Seated) -> None:
        """Away players the big blind passed owe both blinds; the one away on the small blind's seat
        owes the small one (WSOP 2024 Live Action Rules 73 and 156)."""
        last = self.last
        if self.rules.missed_blinds != "owed" or last is None or not last.big_blind:
            return
        for player in players:
            if player.status != "away":
                continue
            if self.clockwise.between(last.big_blind, player.seat, big.seat):
                self.changed[player.name] = dataclasses.replace(player, missed_small=True, missed_big=True)
                self.reasons.say("missed-big", "missed_blinds", player=player.name)
            elif player.seat == small_seat:
                self.changed[player.name] = dataclasses.replace(player, missed_small=True)
                self.reasons.say("missed-small", "missed_blinds", player=player.name)
            else:
                self.reasons.say("away", "missed_blinds", player=player.name)
