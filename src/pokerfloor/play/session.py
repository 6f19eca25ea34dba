"""A session: hand after hand at one table, the button and the blinds moving by the rulebook.

Each hand is dealt from the :class:`~pokerfloor.play.seating.Seating` the last one left (stacks carried
over, players with no chips gone) and played by a policy, or by the actions given; the session
keeps the hands, and :meth:`Session.history` writes them as a ``.phhs`` file (each hand's starting
stacks the previous one's finishing stacks) that ``pokerfloor check`` replays.

>>> from pokerfloor import NoLimit, rulebook
>>> from pokerfloor.play.seating import Seating, Stakes
>>> session = Session(Seating.start({"A": 200, "B": 200, "C": 200}), Stakes(NoLimit(2), rulebook("tda"), blinds=(1, 2)),
...                   seed=1)
>>> hand = session.play_hand(["C fold", "A fold"])
>>> [p.stack for p in session.seating.players], session.deal().next_hand()["button"]
([199, 201, 200], 'A')
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from pokerfloor.actions import Action, Kind
from pokerfloor.core.hand import Hand
from pokerfloor.core.options import DrawOptions, Options
from pokerfloor.core.table import BlindPost, Table
from pokerfloor.core.table_options import KILLS, Kill
from pokerfloor.errors import PokerfloorError, SituationError
from pokerfloor.formats.phh import dumps, to_phh
from pokerfloor.games.cards import Deck
from pokerfloor.given import choice, instance, refused, sequence, text, whole
from pokerfloor.live import play_text
from pokerfloor.play.batch import Policy
from pokerfloor.play.kills import KillState, kill_barred, killed_table, next_kill, owes_kill, without_player
from pokerfloor.play.seating import Deal, Seated, Seating, Stakes
from pokerfloor.play.seating.absence import DealerChange, new_dealer, pick_up
from pokerfloor.play.workers import seeded_random

__all__ = ["STRADDLE_FROM", "Session", "bomb_pot_table", "straddled_table", "straddles_owed_after", "table_policy"]

_SIZED = (Kind.BET, Kind.RAISE, Kind.COMPLETE)
_FOLD, _CHECK = Action(Kind.FOLD), Action(Kind.CHECK)


def table_policy(hand: Hand, options: Options, rng: random.Random) -> Action:
    """A random legal action of any game: a kind uniformly, an amount uniformly in its range (one
    of the sizes where the rules give two), and in a draw some of the cards held."""
    kind = options.kinds[int(rng.random() * len(options.kinds))]
    if kind is Kind.DRAW and isinstance(options, DrawOptions):
        held = options.throwable  # the cards held, less the up cards a discard keeps (Super Stud)
        return Action(kind, None, tuple(rng.sample(held, rng.randint(options.least, options.most))))
    if kind in _SIZED and options.sizes is not None:
        return Action(kind, rng.choice(options.sizes))
    if kind in _SIZED:
        low, high = options.min_to, options.max_to
        assert low is not None and high is not None
        return Action(kind, rng.randint(low, high))
    return Action(kind)


def _away_action(options: Options) -> Action:
    """What a player away does when the betting reaches him: his hand is killed (a fold) where a
    fold is open, his forced bring-in posted and forfeited where it is due (WSOP 2024 Live Action
    Rule 221; Tournament Rules, Seven Card Games: "you forfeit your ante and bring-in"), else a
    check."""
    if _FOLD in options:
        return _FOLD
    if Kind.BRING_IN in options.kinds:
        return Action(Kind.BRING_IN)
    return _CHECK


class Session:
    """Hand after hand at one table. ``stakes`` may change between hands (a tournament's levels);
    ``policy`` decides for every player (``(hand, options, rng) -> Action``), except players away
    whom the rulebook blinds: their hands are folded (killed), a stud bring-in due from one posted
    and forfeited. With a ``seed`` the session repeats exactly.

    The placard's live-action options (WSOP 2024 Live Action Rules): ``straddle``, a mandatory
    straddle posted under the gun every hand (Rule 161: only where the placard says so), none in a
    kill pot, or where ``straddle_from`` says (:data:`STRADDLE_FROM`); a player who misses it,
    not dealt in when it was his, posts it dead to receive a hand again (Rule 162,
    :attr:`missed_straddles`). ``kill``, ``"full"`` or ``"half"``, a
    required kill: the winner of two pots in a row (in a hi-lo game, of a scoop of five upper
    limits) kills the next pot he can, :attr:`kill_state` carrying it from hand to hand
    (:mod:`pokerfloor.play.kills`): a leg up of a player away kept for his return (Rule 193), a
    player who must kill may not quit (:meth:`leave`) nor play until he posts it (Rule 194).
    ``new_dealer_every``: a new dealer comes every that many hands (0: the caller says when, by
    :meth:`new_dealer`: every so many minutes), giving each player away with a missed blind an
    absent button and picking up the chips of those with the rulebook's ``absent_buttons_pick_up``
    (Rule 73); the chips picked up leave with their player, counted in :attr:`picked_up`. A bomb
    pot is one hand's agreement: :meth:`play_hand` with ``bomb_pot``."""

    def __init__(
        self,
        seating: Seating,
        stakes: Stakes,
        *,
        policy: Policy = table_policy,
        seed: int | None = None,
        straddle: int = 0,
        straddle_from: str = "under-the-gun",
        kill: Kill | None = None,
        new_dealer_every: int = 0,
    ) -> None:
        self.seating = instance("seating", seating, Seating)
        self.stakes = instance("stakes", stakes, Stakes)
        if not callable(policy):
            raise refused("policy", policy, "needs", kind="function")
        self.policy = policy
        self.rng = seeded_random(None if seed is None else whole("seed", seed))
        #: The hands played, in order, and the deal each was played from.
        self.hands: list[Hand] = []
        self.deals: list[Deal] = []
        self.straddle = whole("straddle", straddle, 0)
        self.straddle_from = choice("straddle_from", straddle_from, STRADDLE_FROM)
        self.kill: Kill | None = None if kill is None else choice("kill", kill, tuple(KILLS))  # type: ignore[assignment]
        #: Who holds the kill button, and who must kill next (a required kill only).
        self.kill_state = KillState()
        #: Who missed the mandatory straddle, away or sitting out when it was his (Rule 162: "it
        #: will be treated similar to a missed blind"): each posts it dead to be dealt in again.
        self.missed_straddles: frozenset[str] = frozenset()
        self.new_dealer_every = whole("new_dealer_every", new_dealer_every, 0)
        #: The players whose chips were picked up (Rule 73), each with the stack he left with.
        self.picked_up: list[Seated] = []

    @property
    def chips(self) -> int:
        """The chips at the table (those picked up are not: :attr:`chips_picked_up`)."""
        return sum(player.stack for player in self.seating.players)

    @property
    def chips_picked_up(self) -> int:
        """The chips that left the table with the players picked up (Rule 73)."""
        return sum(player.stack for player in self.picked_up)

    def deal(self) -> Deal:
        """The next hand as the rulebook deals it (nothing is played): the mandatory straddle
        posted, or the kill due; a player barred until he posts his kill (Rule 194) sits this hand
        out when he cannot post it in it."""
        return self._deal()[0]

    def _deal(self) -> tuple[Deal, tuple[str, ...]]:
        """The next hand's deal, and the players barred from it (Rule 194), sat out for it.

        Dealt again while someone barred is in it: a player sat out moves the blinds, and the one
        who was to post his kill may find himself in a blind, where he cannot (Rule 197), and be
        barred from that deal in turn. Each pass sits out players not yet sat out, so it ends; a
        player the seating deals in though sat out (one who must post a blind) stays dealt."""
        seating = self.seating
        deal = self._deal_from(seating)
        sat_out: list[str] = []
        while self.kill is not None:
            barred = [name for name in kill_barred(self.kill_state, deal.table) if name not in sat_out]
            if not barred:
                break
            for name in barred:
                seating = seating.sit_out(name)
            sat_out.extend(barred)
            deal = self._deal_from(seating)
        return deal, tuple(sat_out)

    def _deal_from(self, seating: Seating) -> Deal:
        deal = seating.deal(self.stakes)
        table = deal.table
        if self.kill is not None:
            table = killed_table(table, self.kill_state, self.kill)
        table = straddled_table(table, self.straddle, self.missed_straddles, self.straddle_from)
        return deal if table is deal.table else dataclasses.replace(deal, table=table)

    def new_dealer(self) -> DealerChange:
        """A new dealer comes to the table (WSOP 2024 Live Action Rule 73): an absent button to each
        player away with a missed blind, and the chips picked up of those who have as many as the
        rulebook's ``absent_buttons_pick_up``."""
        return self._picked(new_dealer(self.seating, self.stakes.rules))

    def pick_up(self, name: str) -> DealerChange:
        """The floor picks up the chips of ``name``, away from the table (Rule 73: "or one hour");
        refused for a player at the table, and the session is left as it was."""
        return self._picked(pick_up(self.seating, text("name", name), self.stakes.rules))

    def _picked(self, change: DealerChange) -> DealerChange:
        self.seating = change.seating
        self.picked_up.extend(change.picked_up)
        for player in change.picked_up:
            self.kill_state = without_player(self.kill_state, player.name)
        return change

    def leave(self, name: str) -> None:
        """The player quits the game, his seat empty from the next hand; refused while he must post
        a kill (WSOP 2024 Live Action Rule 194: "A participant who is required to post a kill must
        do so even if wishing to quit"). The kill button he held is neutral (Rule 189)."""
        player = self.seating.player(text("name", name))
        if self.kill is not None and owes_kill(self.kill_state, player.name):
            rule = self.stakes.rules.cite("kill-pot")
            raise SituationError(code="kill-due", variant="leave", params={"player": player.name}, rule=rule)
        self.seating = self.seating.leave(player.name)
        self.kill_state = without_player(self.kill_state, player.name)

    def play_hand(self, actions: Sequence[str] | None = None, *, bomb_pot: int = 0, out: Sequence[str] = ()) -> Hand:
        """Deal the next hand and play it to the end: by ``actions`` (``"A raise 300"``, as in a
        situation file) when given, which must finish it, else by the policy. Returns the hand.

        ``bomb_pot``: the hand is a bomb pot of that ante (WSOP 2024 Live Action Rule 27): the
        players of ``out`` opt out and are not dealt in, and "the button does not advance in a
        'bomb pot' hand": the next hand is dealt as this one was."""
        texts = None if actions is None else [text("actions", written) for written in sequence("actions", actions)]
        deal, barred = self._deal()
        if whole("bomb_pot", bomb_pot, 0):
            out = [self.seating.player(text("out", name)).name for name in sequence("out", out)]
            deal = dataclasses.replace(deal, table=bomb_pot_table(deal.table, bomb_pot, out))
        shuffled = self.rng.getstate()  # a refused hand leaves the session as it was: its deck too
        hand = Hand(deal.table, deck=Deck(rng=self.rng))
        try:
            if texts is not None:
                for written in texts:
                    play_text(hand, written)
                if not hand.is_over:
                    raise SituationError(code="hand-not-over", variant="session", params={"count": len(texts)})
            else:
                self._play_out(hand, frozenset(deal.away))
        except PokerfloorError:
            self.rng.setstate(shuffled)
            raise
        owed, straddle = self.missed_straddles, self.straddle
        self.missed_straddles = straddles_owed_after(deal.table, self.seating, owed, straddle, self.straddle_from)
        # Rule 27: the button does not advance after a bomb pot (the seating before it, stacks moved).
        seating = (self.seating if bomb_pot else deal.seating).after(hand)
        if self.kill is not None:
            away = [player.name for player in deal.seating.players if player.status == "away"]
            self.kill_state = next_kill(self.kill_state, hand, away)
        for name in barred:  # sat out for this hand only (Rule 194): he may play when he posts
            seating = seating.come_back(name)
        self.seating = seating
        self.hands.append(hand)
        self.deals.append(deal)
        if self.new_dealer_every and not len(self.hands) % self.new_dealer_every:
            self.new_dealer()
        return hand

    def _play_out(self, hand: Hand, away: frozenset[str]) -> None:
        rng, policy = self.rng, self.policy
        while hand.to_act >= 0:
            options = hand.options()
            if hand.names[hand.to_act] in away and not hand.is_drawing:
                hand.push(_away_action(options))
                continue
            try:
                action = policy(hand, options, rng)
                hand.push(action)
            except PokerfloorError as error:
                raise SituationError(code="bad-policy", variant="session", params={"error": error}) from None

    def history(self) -> str:
        """The hands as a ``.phhs`` file: ``[1]``, ``[2]``, ... each with its seats, in order."""
        parts = []
        for number, hand in enumerate(self.hands, start=1):
            table = hand.table
            n = len(table.names)
            order = [(table.button + 1 + k) % n for k in range(n)]
            fields = to_phh(hand, seats=[table.numbers[seat] for seat in order], seat_count=table.seat_count)
            fields["hand"] = number
            parts.append(f"[{number}]\n{dumps(fields)}")
        return "\n".join(parts)


#: Where a mandatory straddle is posted (a table's ``straddle_from``): under the gun, on the button,
#: or a Mississippi straddle from the seat on the button's right (as ``pokerfloor simulate
#: --straddle mississippi`` posts it). The rulebook's ``straddle_seats`` must allow the seat (WSOP
#: 2024 Live Action Rule 161: the button's "with the button having precedence", never in a limit game).
STRADDLE_FROM = ("under-the-gun", "button", "mississippi")


def straddled_table(table: Table, straddle: int, owed: frozenset[str], straddle_from: str = "under-the-gun") -> Table:
    """The hand's ``table`` with a mandatory ``straddle`` posted where ``straddle_from`` says (WSOP
    2024 Live Action Rule 161; none in a kill pot, heads-up or without blinds), and the straddle
    posted dead by each player of ``owed`` dealt in (Rule 162)."""
    if not straddle or table.kill is not None or table.blinds is None or len(table.names) <= 2:
        return table
    straddled = table.replace(straddles=(straddle,), straddler=_straddler(table, straddle_from))
    return _owed_straddles(straddled, owed, straddle)


def _straddler(table: Table, straddle_from: str) -> int | None:
    """The player who posts the straddle from ``straddle_from``; ``None`` under the gun, which is
    also where it goes when that seat is under the gun already (three players: the button's), is a
    blind, or the button is dead (nobody sits on it)."""
    n, button = len(table.names), table.button
    if straddle_from == "under-the-gun" or table.numbers[button] != table.button_seat:
        return None
    seat = button if straddle_from == "button" or n <= 3 else (button - 1) % n
    if seat in table.blind_seats or seat == (table.blind_seats[1] + 1) % n:
        return None
    return seat


def straddles_owed_after(
    table: Table, seating: Seating, owed: frozenset[str], straddle: int, straddle_from: str = "under-the-gun"
) -> frozenset[str]:
    """Rule 162: who owes the mandatory ``straddle`` after a hand at ``table`` (``seating``: the
    players seated): those of ``owed`` not dealt in, and the player seated where the straddle was
    due who was not. A straddle from the button or beside it (``straddle_from``) is always a
    player's dealt in: nobody misses it."""
    still = {name for name in owed if name not in table.names}
    if table.straddles and straddle and straddle_from == "under-the-gun":
        big_seat, count = table.numbers[table.blind_seats[1]], table.seat_count
        seated = sorted(seating.players, key=lambda player: (player.seat - big_seat - 1) % count)
        due = next((player for player in seated if player.seat != big_seat), None)
        if due is not None and due.name not in table.names:
            still.add(due.name)
    return frozenset(still)


def _owed_straddles(table: Table, owed: frozenset[str], straddle: int) -> Table:
    """The table with the straddle each player of ``owed`` dealt in posts dead (WSOP 2024 Live
    Action Rule 162: "This money will be placed in the pot as dead money and will not be
    considered as part of the participant's pre-flop bet"), beside any blind he posts."""
    owing = [table.names.index(name) for name in owed if name in table.names]
    if not owing:
        return table
    posts = {post.seat: post for post in table.posts}
    for seat in owing:
        post = posts.get(seat, BlindPost(seat))
        posts[seat] = BlindPost(seat, post.live, post.dead + straddle)
    return table.replace(posts=tuple(posts[seat] for seat in sorted(posts)))


def bomb_pot_table(table: Table, ante: int, out: Sequence[str] = ()) -> Table:
    """The table of a bomb pot of ``ante`` dealt from the hand's ``table``: the players of ``out``
    left out (not dealt in), the button on the last player in at or before its seat, no blind."""
    keep = [k for k, name in enumerate(table.names) if name not in out]
    numbers, count, button_seat = table.numbers, table.seat_count, table.button_seat
    at_or_before = min(range(len(keep)), key=lambda j: (button_seat - numbers[keep[j]]) % count) if keep else 0
    return Table(
        names=tuple(table.names[k] for k in keep),
        stacks=tuple(table.stacks[k] for k in keep),
        button=at_or_before,
        structure=table.structure,
        rules=table.rules,
        blinds=table.blinds,
        variant=table.variant,
        seats=count,
        seat_numbers=tuple(numbers[k] for k in keep),
        bomb_pot=ante,
    )
