"""The state of a hand explained: who acts and why, each option and its amounts, why a raise is not
open, the pots and who may win each, the chips returned; or why nobody acts. Each explanation is a
:class:`~pokerfloor.explain.why.Why` citing the rule, its sentence the catalogs' ``why.<code>``
in the language asked for; the hand is read, never changed (what needs an action undone is asked
of a copy).

>>> from pokerfloor import Action, Hand, Kind, NoLimit, Table, rulebook
>>> table = Table(names=("A", "B"), stacks=(1000, 1000), button=1, structure=NoLimit(100),
...               rules=rulebook("tda"), street=1, pot=200)
>>> hand = Hand(table)
>>> hand.push(Action(Kind.BET, 100))
>>> [w.code for w in explain_hand(hand, "it")][:4]
['to-act', 'heads-up', 'call', 'fold']
>>> explain_hand(hand, "ru")[2].text
'Ставка 100: колл стоит 100.'
"""

from __future__ import annotations

from collections.abc import Sequence

from pokerfloor.actions import Kind
from pokerfloor.core.hand import Hand
from pokerfloor.core.options import Options
from pokerfloor.core.pots import Pot, uncalled
from pokerfloor.core.refusals import RAISE_CAPPED, RAISE_NO_OPPONENT, RAISE_NOT_REOPENED, RAISE_SHORT
from pokerfloor.core.showdown import boards_dividing
from pokerfloor.core.spot import Spot
from pokerfloor.core.table_options import kill_amount, straddle_seats, third_blind_seat
from pokerfloor.explain.case_ruling import side_pots_standing
from pokerfloor.explain.catalog import DEFAULT_LANGUAGE, localized
from pokerfloor.explain.hand_names import hand_name
from pokerfloor.explain.why import Why, language_of
from pokerfloor.games.cards import card_text, cards_text

__all__ = ["explain_hand"]


def explain_hand(hand: Hand, lang: str = DEFAULT_LANGUAGE) -> list[Why]:
    """Why the hand stands as it does: who acts, each option and its amounts, why a raise is not
    open, the pots and who may win each, the chips returned; or why nobody acts."""
    return _Explainer(hand, language_of(lang)).explain()


class _Explainer:
    """Collects the explanations of one hand's state, in one language."""

    def __init__(self, hand: Hand, lang: str) -> None:
        self.hand = hand
        #: The decision at hand (``None`` when nobody is to act).
        self.spot = hand.spot() if hand.to_act >= 0 and not hand.is_drawing else None
        self.rules = hand.rules
        self.lang = lang
        self.whys: list[Why] = []

    # -- saying -------------------------------------------------------------------------------------
    def say(self, code: str, topic: str, variant: str = "", /, **params: object) -> None:
        """Add the explanation ``code`` (sentence ``why.code[.variant]``), citing ``topic``."""
        key = f"why.{code}" + (f".{variant}" if variant else "")
        self.whys.append(Why(code, self.rules.cite(topic), localized(key, self.lang, **params), self.lang))

    def word(self, key: str, **params: object) -> str:
        """A fragment of a sentence (a street, a past action, a list of names)."""
        return localized(f"word.{key}", self.lang, **params)

    def names(self, seats: Sequence[int]) -> str:
        """Players' names as a list: ``A, B and C``."""
        names = [self.hand.names[s] for s in seats]
        if len(names) < 2:
            return "".join(names)
        return self.word("list", head=", ".join(names[:-1]), last=names[-1])

    def on_street(self) -> str:
        return self.word(f"on-{self.hand.street_name.replace(' ', '-')}")

    # -- the whole ----------------------------------------------------------------------------------
    def explain(self) -> list[Why]:
        hand = self.hand
        if hand.is_drawing:
            self.draw_turn(hand.to_act)
        elif self.spot is not None:
            self.turn(hand.to_act)
            self.options(hand.to_act, self.spot.options)
        else:
            self.over()
        self.pots()
        self.returned()
        self.house()
        self.showdown()
        return self.whys

    def turn(self, i: int) -> None:
        """Who acts, and the heads-up order when there are only two players."""
        hand = self.hand
        self.say("to-act", "action-order", player=hand.names[i], on_street=self.on_street())
        self.table_options()
        self.stud_opener(i)
        if len(hand.names) == 2 and not hand.table.variant.has_bring_in:
            button = hand.table.button
            self.say(
                "heads-up",
                "heads-up",
                "preflop" if hand.street == 0 else "postflop",
                button=hand.names[button],
                other=hand.names[1 - button],
            )

    def table_options(self) -> None:
        """A straddle, a kill, a third blind or a bomb pot on the first betting round: who acts
        last, the limits."""
        hand, table = self.hand, self.hand.table
        if table.bomb_pot and hand.street == 1:
            self.say("bomb-pot", "bomb-pot", ante=table.bomb_pot)
        if hand.street:
            return
        if table.third_blind:
            player = hand.names[third_blind_seat(table)]
            self.say("third-blind", "three-blinds", player=player, third=table.third_blind)
        seats = straddle_seats(table)
        if seats:
            button = seats[0] == table.button and len(seats) == 1
            topic = "button-straddle" if button else "straddle"
            self.say(
                "straddle",
                topic,
                "button" if button else "",
                player=hand.names[seats[-1]],
                straddle=table.straddles[-1],
            )
        if table.kill is not None and table.kill_seat is not None:
            amount, stud = kill_amount(table), "-stud" if table.variant.has_bring_in else ""
            self.say("kill-pot", "kill-pot", table.kill + stud, player=hand.names[table.kill_seat], kill=amount)
            if table.kill_seat in table.blind_seats:  # Rule 197: the kill posted in a blind's place
                small = table.kill_seat == table.blind_seats[0]
                self.say("kill-from-blind", "kill-from-blind", "small" if small else "big", kill=amount,
                         player=hand.names[table.kill_seat])  # fmt: skip

    def draw_turn(self, i: int) -> None:
        """The draw: who draws, in turn, and how many cards he may throw."""
        hand = self.hand
        player = hand.names[i]
        spec = hand.table.variant.streets[hand.street]
        if spec.discard:
            # A stud game's discard throws down cards only (Super Stud, WSOP 2024 Live Action Rule 246).
            said, topic = ("discard-down", "discard-down") if hand.up_cards(i) else ("discard", "discard")
            self.say("to-draw", topic, said, player=player, on_street=self.on_street(), count=spec.discard)
            return
        most = min(spec.most or len(hand.hole[i]), len(hand.hole[i]))  # a street may limit the draw (Drawmaha)
        self.say("to-draw", "draw-most" if spec.most else "draw", player=player, on_street=self.on_street(), most=most)

    def stud_opener(self, i: int) -> None:
        """Stud: why this player opens the street (the card that brings in, the best hand showing)."""
        hand, spot = self.hand, self.at
        game = hand.table.variant
        reading = game.up_cards
        if reading is None or not spot.opens or not spot.opener_known:
            return
        up = hand.up_cards(i)
        if spot.bring_in_due and up:
            # The reading's own words, unless the game brings in by the other card (Super Stud 8's
            # highest, aces high: ``why.bring-in-card.highest``).
            usual = "highest" if reading == "low" else "lowest"
            said = reading.value if game.bring_in_by == usual else game.bring_in_by
            self.say("bring-in-card", "bring-in", said, player=hand.names[i], card=card_text(up[0]))
        elif hand.street > 0:
            cards = cards_text((*up, *hand.runout))
            self.say("showing-opens", "stud-opener", reading.value, player=hand.names[i], cards=cards)

    def options(self, i: int, options: Options) -> None:
        """Each option of the player to act, its amounts, and why a raise is or is not open."""
        if Kind.BRING_IN in options.kinds:
            self.bring_in(i, options)
        elif options.call_to is None:
            self.check(i, options)
        else:
            self.call(i, options)
        if Kind.COMPLETE in options.kinds and options.min_to is not None:
            self.completion(i, options.min_to, options.max_to)
        elif options.min_to is not None and options.max_to is not None:
            self.amounts(i, options.min_to, options.max_to)
            if options.call_to is not None and self.at.acted_at is not None:
                self.reopened(i)
        elif options.raise_blocked is not None:
            self.blocked(i, options.raise_blocked)

    @property
    def at(self) -> Spot:
        """The decision at hand (the explanations of options are asked only when someone acts)."""
        assert self.spot is not None
        return self.spot

    # -- stud's bring-in and completion -------------------------------------------------------------
    def bring_in(self, i: int, options: Options) -> None:
        player = self.hand.names[i]
        posted = options.call_to
        if posted is not None and posted < self.at.bring_in:
            self.say("bring-in", "bring-in", "short", player=player, amount=posted, bring_in=self.at.bring_in)
        else:
            self.say("bring-in", "bring-in", player=player, amount=posted)

    def completion(self, i: int, low: int, high: int | None) -> None:
        spot = self.at
        if high is not None and high < spot.full_min_to:
            self.say("all-in-short", "all-in", "complete", player=self.hand.names[i], all_in=high, low=spot.full_min_to)
            return
        self.say("complete", "completion", low=low, bring_in=spot.bring_in)
        if spot.raises or spot.structure.is_limit:
            self.cap()

    # -- check, call, fold --------------------------------------------------------------------------
    def check(self, i: int, options: Options) -> None:
        spot, player = self.at, self.hand.names[i]
        if spot.bet:
            # Nothing to call with a bet in: only a blind (or straddle) who has not acted yet.
            self.say("big-blind-option", "big-blind-option", player=player, blind=spot.has)
        else:
            self.say("check", "actions", player=player, on_street=self.on_street())
        if options.fold_free:
            self.say("fold-free", "fold_when_check_free", player=player)

    def call(self, i: int, options: Options) -> None:
        spot, player = self.at, self.hand.names[i]
        call_to, adds = options.call_to, options.call_adds
        has = spot.has
        if call_to is not None and call_to < spot.bet:
            self.say("call-all-in", "all-in", player=player, bet=spot.bet, stack=spot.stack, call_to=call_to)
        elif has:
            self.say("call", "actions", "topped", player=player, bet=spot.bet, has=has, adds=adds)
        else:
            self.say("call", "actions", bet=spot.bet, adds=adds)
        self.say("fold", "actions", player=player)

    # -- bet and raise amounts ----------------------------------------------------------------------
    def amounts(self, i: int, low: int, high: int) -> None:
        """Why the bet or raise runs from ``low`` to ``high`` (street totals)."""
        spot = self.at
        structure = spot.structure
        player, current = self.hand.names[i], spot.bet
        word = "bet" if current == 0 else "raise"
        all_in = spot.all_in
        # The structure's own range, before the stack: what a full bet or raise would be.
        full_low, full_high, pot_after_call = spot.full_min_to, spot.full_max_to, spot.pot_after_call
        if structure.is_limit and current:
            self.limit_allins()
        if all_in < full_low:
            self.say("all-in-short", "all-in", word, player=player, all_in=all_in, low=full_low)
            return
        if spot.options.sizes is not None:
            small, large = spot.options.sizes
            self.say("open-pair", "stud_open_pair_big_bet", word, low=small, high=large)
        elif structure.bets_exact:
            self.fixed_limit(word, low)
        elif structure.is_limit:
            self.spread_limit(word, low, high, full_high)
        else:
            self.minimum(word, low)
            self.maximum(player, word, high, full_high, pot_after_call)
        if structure.is_limit:
            self.cap()

    def minimum(self, word: str, low: int) -> None:
        spot = self.at
        if word == "bet":
            self.say("min-bet", "minimum-bet", low=low)
            return
        self.short_big_blind()
        if spot.bet > spot.counted_level:
            self.say(
                "min-raise",
                "minimum-raise",
                "short-allins",
                low=low,
                bet=spot.bet,
                full_raise=spot.full_raise,
                level=spot.counted_level,
            )
        else:
            self.say("min-raise", "minimum-raise", low=low, bet=spot.bet, full_raise=spot.full_raise)

    def maximum(self, player: str, word: str, high: int, full_high: int, pot_after_call: int) -> None:
        spot = self.at
        if not spot.structure.uses_pot:
            self.say("max-no-limit", "all-in", player=player, high=high)
            return
        if spot.phantom:
            self.say("pot-limit-short-blind", "pot_limit_short_blind_full", phantom=spot.phantom)
        if spot.small_as_big:
            three = "three" if self.hand.table.third_blind else ""
            self.say("pot-limit-small-as-big", "pot_limit_small_blind_as_big", three, extra=spot.small_as_big)
        step = spot.pot_step
        if step > 1:  # WSOP 2024 Live Action Rules 186 and 187: the pot rounded up, bets in steps
            counted = -(-pot_after_call // step) * step
            whole = "whole" if counted == pot_after_call else ""
            self.say("pot-limit-steps", "pot_limit_steps", whole, step=step, pot=pot_after_call, counted=counted)
            pot_after_call = counted
        self.say("max-pot-limit", "pot-limit-maximum", word, high=full_high, bet=spot.bet, pot=pot_after_call)
        if high < full_high:
            self.say("max-stack", "all-in", player=player, high=high)

    def short_big_blind(self) -> None:
        """A big blind all-in for less than the big blind: the bet is still the full big blind."""
        hand = self.hand
        blinds = hand.table.blinds
        if hand.street != 0 or blinds is None or not blinds[1]:  # the blinds are posted on the first street
            return
        seat = hand.table.blind_seats[1]
        posted = hand.street_bets[seat]
        if hand.stacks[seat] == 0 and posted < blinds[1]:
            self.say("short-big-blind", "short-big-blind", player=hand.names[seat], posted=posted, big=blinds[1])

    def fixed_limit(self, word: str, low: int) -> None:
        spot = self.at
        if word == "bet":
            self.say("limit-bet", "limit-bet-sizes", on_street=self.on_street(), unit=spot.unit, low=low)
        else:
            self.say("limit-raise", "limit-bet-sizes", unit=spot.unit, base=spot.raise_base, low=low)

    def spread_limit(self, word: str, low: int, high: int, full_high: int) -> None:
        bet = self.at.bet
        self.say(
            "spread-limit",
            "limit-bet-sizes",
            word,
            low=low,
            high=full_high,
            bet=bet,
            step=low - bet,
            max_bet=full_high - bet,
        )
        if high < full_high:
            self.say("max-stack", "all-in", player=self.hand.names[self.hand.to_act], high=high)

    def cap(self) -> None:
        raises, cap = self.at.raises, self.rules.limit_cap_raises
        if raises >= cap:
            self.say("cap-lifted", "limit_cap_heads_up", raises=raises, cap=cap)
        elif raises:
            self.say("cap-count", "limit_cap_raises", raises=raises, cap=cap)

    # -- limit games: all-ins for less than a bet ----------------------------------------------------
    def limit_allins(self) -> None:
        """Whether the all-ins since the last counted bet count as a raise (half a bet, or the
        rulebook's share) and what the next raise is counted from."""
        spot, rules = self.at, self.rules
        unit, bet = spot.unit, spot.bet
        percent = rules.limit_reopen_percent
        if bet > spot.counted_level:
            over = bet - spot.counted_level
            values = {"bet": bet, "level": spot.counted_level, "over": over, "percent": percent, "unit": unit}
            if over * 100 >= percent * unit:
                # Together they reach the share, but this rulebook measures each all-in alone.
                self.say("limit-allins-alone", "limit_allins_add_up", **values)
            else:
                self.say("limit-allin-short", "limit_reopen_percent", **values)
            return
        before = self.before_last_raise()
        if before is None or before.bet == 0:
            return
        if bet >= before.raise_base + before.unit:
            return  # a full bet or raise: nothing special to say
        counted_from = before.raise_base if rules.limit_allins_add_up else before.bet
        self.say(
            "limit-allin-counted",
            "limit_reopen_percent",
            bet=bet,
            level=counted_from,
            over=bet - counted_from,
            percent=percent,
            unit=before.unit,
        )
        self.say(
            "limit-raise-after-allin",
            "limit_raise_after_partial",
            rules.limit_raise_after_partial,
            bet=bet,
            base=spot.raise_base,
        )

    def before_last_raise(self) -> Spot | None:
        """The decision as it was before the last bet or raise of this street, or ``None``
        when there was none (the undo runs on the copy: the hand itself is left alone)."""
        pushes = 0
        for event in reversed(self.hand.log):
            if event.kind == "board":
                return None
            if event.kind != "action":
                continue
            pushes += 1
            if event.text in (Kind.BET, Kind.RAISE):
                break
        else:
            return None
        earlier = self.hand.copy()
        for _ in range(pushes):
            earlier.pop()
        return earlier.spot()

    # -- a raise that is (or is not) open ------------------------------------------------------------
    def did(self, i: int) -> str:
        """What player ``i`` last did on this street: ``called 125``, ``checked``..."""
        acted = self.at.acted_at
        for event in reversed(self.hand.log):
            if event.kind == "board":
                break
            if event.kind == "action" and event.seat == i:
                if event.text == Kind.CHECK:
                    return self.word("did-check")
                if event.text in (Kind.BET, Kind.RAISE):
                    return self.word(f"did-{event.text}", amount=event.amount)
                if event.text == Kind.CALL:
                    return self.word("did-call", amount=acted)
                break
        return self.word("did-act", amount=acted)

    def blocked(self, i: int, code: str) -> None:
        spot, rules, player = self.at, self.rules, self.hand.names[i]
        if code == RAISE_SHORT:
            self.say(code, "all-in", player=player, stack=spot.stack, bet=spot.bet)
        elif code == RAISE_NO_OPPONENT:
            self.say(code, "uncalled", player=player, all_in=spot.all_in)
        elif code == RAISE_CAPPED:
            kept = rules.limit_cap_heads_up == "becomes" and spot.capped and spot.able <= 2
            self.say(
                code,
                "limit_cap_heads_up" if kept else "limit_cap_raises",
                "kept" if kept else "",
                player=player,
                cap=rules.limit_cap_raises,
            )
        elif code == RAISE_NOT_REOPENED:
            self.reopening(i, RAISE_NOT_REOPENED)

    def reopened(self, i: int) -> None:
        """A player who has acted may raise again: say why."""
        self.reopening(i, "reopened")

    def reopening(self, i: int, code: str) -> None:
        """Whether the betting is reopened for a player who has acted (``code`` says which)."""
        spot, rules = self.at, self.rules
        values: dict[str, object] = {"player": self.hand.names[i], "did": self.did(i), "bet": spot.bet}
        if spot.structure.is_limit:
            self.say(code, "limit_reopen_percent", "limit", percent=rules.limit_reopen_percent, **values)
            return
        values.update(faced=spot.faced, full_raise=spot.full_raise)
        percent = rules.nolimit_reopen_percent
        if not rules.nolimit_allins_add_up:
            self.say(code, "nolimit_allins_add_up", "single", percent=percent, **values)
        elif percent != 100:
            self.say(code, "nolimit_reopen_percent", "share", percent=percent, **values)
        else:
            self.say(code, "nolimit_reopen_percent", **values)

    # -- when nobody acts ----------------------------------------------------------------------------
    def over(self) -> None:
        hand = self.hand
        if not hand.is_contested:
            self.say("over-folded", "actions", player=hand.names[hand.in_hand()[0]])
        elif hand.able < 2:
            self.say("over-all-in", "all-in")
        else:
            self.say("over-river", "actions")

    # -- pots -----------------------------------------------------------------------------------------
    def pots(self) -> None:
        """Each pot and who may win it; what an all-in player can win at most."""
        hand = self.hand
        pots = hand.pots()
        self.pot_list("pot", pots)
        if side_pots_standing(hand):
            self.pot_list("pot-standing", hand.pots_with_bets())
        if any(hand.street_bets):
            seat, chips = uncalled(hand.street_bets)
            if chips:
                self.say("unmatched", "uncalled", player=hand.names[seat], amount=chips)
        if hand.is_settled or not hand.is_contested:
            return
        put = [c + b for c, b in zip(hand.committed, hand.street_bets, strict=True)]
        for seat in hand.in_hand():
            if hand.stacks[seat] == 0 and put[seat]:
                # From each player he can win at most what he put in himself (seed 002).
                can_win = hand.dead + sum(min(chips, put[seat]) for chips in put)
                self.say("all-in-can-win", "all-in", player=hand.names[seat], put_in=put[seat], can_win=can_win)

    def pot_list(self, code: str, pots: Sequence[Pot]) -> None:
        """Each pot and who may win it: ``pot`` for the pots of the streets closed, ``pot-standing``
        for them as they stand with the bets of the street in play."""
        if len(pots) == 1:
            self.say(code, "side-pots", amount=pots[0].amount, players=self.names(pots[0].eligible))
            return
        for number, pot in enumerate(pots):
            players = self.names(pot.eligible)
            if number == 0:
                self.say(code, "side-pots", "main", amount=pot.amount, players=players)
            else:
                self.say(code, "side-pots", "side", number=number, amount=pot.amount, players=players)

    # -- the showdown ----------------------------------------------------------------------------------
    def showdown(self) -> None:
        """Who won each pot at the showdown, and with what hand (each half of a split pot)."""
        hand = self.hand
        results = hand.showdown()
        game = hand.table.variant
        # A board run more than once, two boards: each pot's part on each board, the first's first.
        boards = boards_dividing(hand)
        pots = len(results) // boards
        ran = bool(hand.run_boards())
        topic = "runs_most" if ran else "double-board"
        if ran:
            self.say("runs", topic, times=boards)
        elif game.boards > 1 and results:
            self.say("boards", topic, game.board_split)
        for index, (pot, shares) in enumerate(results):
            number = index % pots
            label = self.word("pot-only") if pots == 1 else self.pot_label(number)
            if boards > 1:
                label = self.word("pot-on-board", pot=label, board=index // pots + 1)
            for part in shares:
                evaluator = game.rankings[part.ranking]
                values: dict[str, object] = {
                    "pot": label,
                    "amount": pot.amount,
                    "hand": hand_name(evaluator, part.rank, self.lang),
                }
                winners = list(part.chips)
                # Nobody qualified: the pot is split among all in it, one or more (Rule 291).
                variant = "split" if len(winners) > 1 or part.rank is None else ""
                if variant:
                    values["players"] = self.names(winners)
                    shares_text = [self.word("share", player=hand.names[s], chips=c) for s, c in part.chips.items()]
                    values["shares"] = ", ".join(shares_text)
                else:
                    values["player"] = hand.names[winners[0]]
                if part.rank is None:
                    variant = "unqualified"
                elif game.is_split and len(shares) == 2:
                    values["half"] = self.word(f"half-{game.halves[part.ranking]}")
                    values["portion"] = part.amount
                    variant = "half-split" if variant else "half"
                elif game.is_split:
                    # One ranking qualified: the low, unless it was the low that qualified alone.
                    missing = "high" if part.ranking else "low"
                    variant = f"no-{missing}-split" if variant else f"no-{missing}"
                odd = variant.endswith(("split", "unqualified")) and part.amount % len(winners)
                unqualified = "unqualified" if part.rank is None else "side-pots"
                cited = topic if boards > 1 else "odd-chip" if odd else unqualified
                self.say("won", cited, variant, **values)

    def house(self) -> None:
        """What the house took at settlement: the rake and the jackpot drop (the table's rake)."""
        rake = self.hand.table.rake
        taken, dropped = self.hand.house_take()
        if rake is None:
            return
        percent = str(rake.percent)
        if taken and rake.cap is None:
            self.say("rake", "rake", "no-cap", rake=taken, percent=percent)
        elif taken:
            per = self.word(f"rake-per-{rake.per}")
            self.say("rake", "rake", rake=taken, percent=percent, cap=rake.cap, per=per)
        if dropped:
            self.say("jackpot", "rake", jackpot=dropped, pot=rake.jackpot_from)

    def pot_label(self, number: int) -> str:
        """``Main pot`` or ``Side pot 2``."""
        return self.word("pot-main") if number == 0 else self.word("pot-side", number=number)

    def returned(self) -> None:
        hand = self.hand
        pushed = self.pushes()
        for seat, chips in enumerate(hand.returned):
            if not chips:
                continue
            if seat in pushed:
                self.say("uncalled", "uncalled", "all-in", player=hand.names[seat], amount=chips, to=pushed[seat])
            else:
                self.say("uncalled", "uncalled", player=hand.names[seat], amount=chips)

    def pushes(self) -> dict[int, int]:
        """The players whose bet or raise was the last action before their chips came back: an
        all-in when every other player still in was already all-in for less (nobody could act
        on it). By seat, the street total they went all-in to."""
        pushed: dict[int, int] = {}
        last: tuple[int, int] | None = None
        for event in self.hand.log:
            if event.kind == "action":
                last = (event.seat, event.amount) if event.text in (Kind.BET, Kind.RAISE) else None
            elif event.kind == "return" and last is not None and last[0] == event.seat:
                pushed[event.seat] = last[1]
        return pushed
