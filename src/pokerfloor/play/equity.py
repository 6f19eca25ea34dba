"""Each player's share of the pot, for any game of the registry: the cards still to come dealt
every way they can be (exact), or a seeded sample of the ways (Monte Carlo, with its standard
error), and each deal's pot shared as the engine shares it at a showdown.

>>> from pokerfloor.play.equity import equity
>>> result = equity("holdem", ["AsAd", "KsKd"], board="2c7h9d")
>>> result.exact, result.deals, [round(share, 4) for share in result.shares]
(True, 990, [0.9162, 0.0838])

A player's cards are those he holds, or will hold at the showdown: in a flop game his hole
cards; in stud his cards so far, up and down (an opponent's down cards written ``??``), the
streets to come dealt to him; in a draw game the cards he keeps, and ``??`` for each card he
draws (a player who stands pat writes his five). ``dead`` are cards known to be out of the deck
(folded hands, burnt or exposed cards). Each deal's showdown goes by the game's rankings and the
engine's own rule for sharing a pot (:func:`pokerfloor.core.pots.award`: half to the best high,
half to the best qualifying low, ties split, a pot with no qualifying hand shared by all in it),
with a pot divisible by every split so that each share is exact.

The answer is exact when the only unknown cards are the board's and there are at most
``exact_most`` ways to deal them (any flop game from the flop on; heads-up before the flop in
hold'em is 1,712,304 boards, a Monte Carlo by default); otherwise it is the mean over
``samples`` deals drawn with ``random.Random(seed)``, each player's standard error beside it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations, permutations
from typing import Any, NamedTuple

from pokerfloor.core.pots import Pot, _share_pot
from pokerfloor.errors import SituationError, quoted
from pokerfloor.games.cards import UNKNOWN, cards, cards_text
from pokerfloor.games.variants import Variant, variant
from pokerfloor.given import Given, is_sequence, refused, whole

__all__ = ["EXACT_MOST", "SAMPLES", "Equity", "equity"]

#: The most deals enumerated for an exact answer (a second or so of the compiled engine's
#: evaluation); past it, a Monte Carlo.
EXACT_MOST = 200_000
#: Deals drawn by a Monte Carlo unless told: a standard error of about 0.3% of the pot.
SAMPLES = 20_000


class Equity(NamedTuple):
    """Each player's share of the pot (the shares sum to 1), its standard error (0 when exact),
    whether it is exact, and the deals it is the mean of."""

    shares: tuple[float, ...]
    errors: tuple[float, ...]
    exact: bool
    deals: int

    def as_json(self) -> dict[str, Any]:
        """The ``pokerfloor equity --json`` object."""
        return {"shares": list(self.shares), "errors": list(self.errors), "exact": self.exact, "deals": self.deals}


class _Deal(NamedTuple):
    """What is known, checked: each player's known cards and how many he is still to get; the
    board's; the cards left to deal from."""

    game: Variant
    known: list[list[int]]
    missing: list[int]
    board: list[int]
    board_missing: int
    deck: list[int]


def equity(
    game: Given[str | Variant],
    hands: Given[Sequence[str]],
    board: Given[str] = "",
    dead: Given[str] = "",
    *,
    samples: Given[int] = SAMPLES,
    seed: Given[int] = 0,
    exact_most: Given[int] = EXACT_MOST,
) -> Equity:
    """Each player's share of the pot in ``game`` (a name or alias, or a variant), ``hands``
    the players' cards as text (``"AsKd"``, ``"????As"``), ``board`` the board so far, ``dead``
    cards out of the deck (see the module). Raises :class:`~pokerfloor.errors.SituationError`
    for cards that are not cards, a card given twice, more cards than the game deals, fewer than
    two players, or more cards needed than the deck holds."""
    deal = _deal(variant(game), hands, board, dead)
    whole("samples", samples, 1)
    whole("seed", seed)
    whole("exact_most", exact_most, 0)
    # A game of two boards: which board a card falls on matters, so each order of the cards to come.
    ways = math.perm if deal.game.boards > 1 else math.comb
    boards = ways(len(deal.deck), deal.board_missing)
    if not any(deal.missing) and boards <= exact_most:
        return _mean(deal, _every_board(deal), boards, exact=True)
    return _mean(deal, _sampled(deal, samples, random.Random(seed)), samples, exact=False)


def _deal(game: Variant, hands: object, board: object, dead: object) -> _Deal:
    if not is_sequence(hands) or isinstance(hands, str) or len(hands) < 2:  # a pot is between two players or more
        raise refused("hands", hands, "equity-players")
    held = game.hole_cards - sum(street.discard for street in game.streets)
    players = [_cards(text, game) for text in hands]
    for text, given in zip(hands, players, strict=True):
        if len(given) > held:
            raise refused("hands", text, "equity-hand-size", game=game.name, most=held, count=len(given))
    on_board, gone = _cards(board, game), _cards(dead, game)
    if UNKNOWN in on_board or len(on_board) > game.board_cards:
        raise refused("board", board, "equity-board-size", game=game.name, most=game.board_cards)
    seen = [c for c in [*on_board, *gone, *(c for given in players for c in given)] if c != UNKNOWN]
    if len(set(seen)) != len(seen):
        raise SituationError(code="bad-card")
    deck = sorted(set(game.deck) - set(seen))
    known = [[c for c in given if c != UNKNOWN] for given in players]
    missing = [held - len(given) for given in known]
    needed = sum(missing) + game.board_cards - len(on_board)
    if needed > len(deck):
        raise refused("hands", hands, "equity-deck", game=game.name, needed=needed, left=len(deck))
    return _Deal(game, known, missing, on_board, game.board_cards - len(on_board), deck)


def _cards(text: object, game: Variant) -> list[int]:
    """Cards given as text, each of them in the game's deck (or ``??``)."""
    if not isinstance(text, str):
        raise SituationError(code="bad-card", params={"cards": quoted(text)}, variant="cards-text")
    given = cards(text)
    strange = [c for c in given if c != UNKNOWN and c not in game.deck]
    if strange:
        raise SituationError(
            code="bad-card", variant="not-in-deck", params={"cards": cards_text(strange), "game": game.title}
        )
    return given


def _every_board(deal: _Deal) -> Iterator[tuple[list[int], list[list[int]]]]:
    """Every way the rest of the board can come, each once (the players' cards all known); in a
    game of two boards each order of the cards (the same cards on the other board are another
    deal), every deal as many times."""
    ways = permutations if deal.game.boards > 1 else combinations
    for rest in ways(deal.deck, deal.board_missing):
        yield [*deal.board, *rest], deal.known


def _sampled(deal: _Deal, samples: int, rng: random.Random) -> Iterator[tuple[list[int], list[list[int]]]]:
    """``samples`` deals of the unknown cards, each drawn without replacement from the deck."""
    wanted = sum(deal.missing) + deal.board_missing
    for _ in range(samples):
        drawn = rng.sample(deal.deck, wanted)
        at = deal.board_missing
        holes = []
        for known, count in zip(deal.known, deal.missing, strict=True):
            holes.append([*known, *drawn[at : at + count]])
            at += count
        yield [*deal.board, *drawn[: deal.board_missing]], holes


def _mean(deal: _Deal, deals: Iterator[tuple[list[int], list[list[int]]]], count: int, *, exact: bool) -> Equity:
    """Each player's mean share of the pot over ``deals``, and its standard error (when sampled)."""
    players, game = len(deal.known), deal.game
    # A game of two boards whose pots go half to each board (Double Board Hold'em and Omaha) ranks
    # each board alone, for its half of the pot.
    parts = game.boards if game.board_split == "each" else 1
    # A pot every share of which is a whole number: split among the boards, among up to all the
    # rankings, then among up to all the players.
    pot = parts * math.lcm(*range(1, len(game.rankings) + 1)) * math.lcm(*range(1, players + 1))
    contest = Pot(pot // parts, tuple(range(players)))
    out = [False] * players
    orders = [list(range(players))] * len(game.rankings)
    total, squares = [0] * players, [0] * players
    for board, holes in deals:
        won = [0] * players
        for ranks in _ranks_by_part(game, parts, board, holes, out):
            for share in _share_pot(contest, ranks, orders):
                for seat, chips in share.chips.items():
                    won[seat] += chips
        for seat, chips in enumerate(won):
            total[seat] += chips
            squares[seat] += chips * chips
    shares = tuple(t / pot / count for t in total)
    if exact:
        return Equity(shares, (0.0,) * players, True, count)
    errors = tuple(_error(t / pot, s / pot / pot, count) for t, s in zip(total, squares, strict=True))
    return Equity(shares, errors, False, count)


def _ranks_by_part(
    game: Variant, parts: int, board: list[int], holes: list[list[int]], out: list[bool]
) -> list[list[list[int | None]]]:
    """Each part of the pot's ranks by each ranking: one part a board where each board pays its
    half; else one part, ranked on the one board, or, in a game of two boards whose halves go to
    the best hand on either (Ultimate Big O), each player's best rank of the boards (the showdown's
    rule: never a hand made of cards of both boards)."""
    if parts > 1:
        return [[ranking.ranks(part, holes, out) for ranking in game.rankings] for part in game.split_board(board)]
    if game.boards == 1:
        return [[ranking.ranks(board, holes, out) for ranking in game.rankings]]
    by_board = [[ranking.ranks(part, holes, out) for ranking in game.rankings] for part in game.split_board(board)]
    return [[_best_of(ranks[k] for ranks in by_board) for k in range(len(game.rankings))]]


def _best_of(boards: Iterable[list[int | None]]) -> list[int | None]:
    """Each player's best (lowest) rank of his ranks on the boards; ``None`` where none qualifies."""
    return [min((r for r in seat if r is not None), default=None) for seat in zip(*boards, strict=True)]


def _error(total: float, squares: float, count: int) -> float:
    """The standard error of a mean of ``count`` values, from their sum and sum of squares."""
    if count < 2:  # one value has no spread to measure
        return 0.0
    mean = total / count
    variance = max(squares / count - mean * mean, 0.0) * count / (count - 1)
    return math.sqrt(variance / count)
