"""Super Stud and Super Stud 8 (WSOP 2024 Live Action Rules, Super Stud/Super Stud 8/O, Rules
246-249): four down cards and one up card, a betting round, a discard of two down cards, then
stud's deal; the high card brings in in the hi-lo game; a deck run short is finished from the
muck, never with a community card."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerfloor import Action, ActionUnavailableError, FixedLimit, Hand, Kind, Table, rulebook, variant
from pokerfloor.core.options import DrawOptions
from pokerfloor.core.view import seat_view
from pokerfloor.errors import SituationError
from pokerfloor.explain import explain_hand
from pokerfloor.games.cards import UNKNOWN, Deck, cards_text
from pokerfloor.games.description import Street, Variant
from pokerfloor.games.evaluation import HIGH
from pokerfloor.games.variants import Opener, UpCards


def _table(game: str = "super-stud", n: int = 3, stacks: int = 500) -> Table:
    return Table(
        names=tuple("ABCDEFG"[:n]),
        stacks=(stacks,) * n,
        button=n - 1,
        structure=FixedLimit(20, 40),
        rules=rulebook("wsop-live"),
        variant=variant(game),
        ante=1,
        bring_in=5,
    )


def _to_discard(hand: Hand) -> None:
    """Everyone calls the first betting round: the discard is next."""
    while not hand.is_drawing:
        hand.push(Action(hand.passive_kind()))


def test_the_description_deals_four_down_one_up_then_discards_two_down_cards() -> None:
    for name in ("super-stud", "super-stud-8"):
        game = variant(name)
        first, fourth = game.streets[:2]
        assert (first.down, first.up, fourth.draw, fourth.discard, fourth.up) == (4, 1, True, 2, 1)
        assert game.up_pattern == (False,) * 4 + (True,) * 4 + (False,)
        # Held after the discard: stud's two down, four up, one down.
        assert game.held_up_pattern == variant("stud").up_pattern
        assert game.max_players == 7 and game.reshuffle_muck and game.structures == ("fixed-limit",)
    assert variant("super-stud").bring_in_by == "lowest" and variant("super-stud-8").bring_in_by == "highest"
    assert variant("stud").bring_in_by == "lowest" and variant("razz").bring_in_by == "highest"
    assert variant("super-stud/8") is variant("super-stud-8") and variant("superstud") is variant("super-stud")
    assert [street.open_pair for street in variant("super-stud").streets][1] is True
    assert not any(street.open_pair for street in variant("super-stud-8").streets)


def test_a_discard_of_more_down_cards_than_held_is_refused_naming_the_streets() -> None:
    with pytest.raises(SituationError, match=r"streets: .*discards more down cards than are held"):
        Variant(
            name="x",
            title="X",
            streets=(
                Street("third", down=1, up=1, opener=Opener.BRING_IN),
                Street("fourth", up=1, draw=True, discard=2),
            ),
            rankings=(HIGH,),
            structures=("fixed-limit",),
            max_players=7,
            up_cards=UpCards.HIGH,
        )
    with pytest.raises(SituationError, match="bring_in_by"):
        Variant(
            name="x",
            title="X",
            streets=variant("stud").streets,
            rankings=(HIGH,),
            structures=("fixed-limit",),
            max_players=7,
            up_cards=UpCards.HIGH,
            bring_in_by="middle",
        )


def test_the_hi_lo_game_brings_in_by_the_highest_card_aces_high() -> None:
    hand = Hand(_table("super-stud-8"), deck=Deck(seed=4))
    doors = [hand.up_cards(seat)[0] for seat in range(3)]
    assert hand.to_act == max(range(3), key=lambda seat: (doors[seat] >> 2, doors[seat] & 3))
    said = [why.text for why in explain_hand(hand)]
    assert any("highest card showing" in text and "aces are high" in text for text in said)
    for lang in ("ru", "it"):
        assert all("{" not in why.text for why in explain_hand(hand, lang))


def test_the_discard_keeps_the_up_card_and_a_refusal_changes_nothing() -> None:
    hand = Hand(_table(), deck=Deck(seed=4))
    _to_discard(hand)
    options = hand.options()
    seat = options.player
    assert isinstance(options, DrawOptions) and options.least == options.most == 2
    assert options.up == hand.up_cards(seat) and len(options.throwable) == 4
    assert Action(Kind.DRAW, None, (options.throwable[0], options.up[0])) not in options
    before = hand.snapshot(), hand.hole
    with pytest.raises(ActionUnavailableError, match="only down cards are discarded") as refused:
        hand.push(Action(Kind.DRAW, None, (options.throwable[0], options.up[0])))
    assert "Super Stud, Rule 246" in str(refused.value)
    assert (hand.snapshot(), hand.hole) == before
    hand.push(options.fewest())
    assert hand.hole[seat] == (*options.throwable[2:], *options.up)
    assert hand.up_cards(seat) == options.up, "the up card is still up after the discard"
    said = " ".join(why.text for why in explain_hand(hand))
    assert "exactly 2 of the down cards" in said


def test_after_the_discards_fourth_street_is_stud_and_undo_is_exact() -> None:
    hand = Hand(_table(), deck=Deck(seed=4))
    _to_discard(hand)
    snapshots = [(hand.snapshot(), hand.hole)]
    while hand.is_drawing:
        options = hand.options()
        assert isinstance(options, DrawOptions)
        hand.push(options.fewest())
        snapshots.append((hand.snapshot(), hand.hole))
    assert hand.street_name == "fourth street"
    assert all(len(held) == 4 and len(hand.up_cards(seat)) == 2 for seat, held in enumerate(hand.hole))
    twin = pickle.loads(pickle.dumps(hand.copy()))
    assert twin.hole == hand.hole and twin.to_act == hand.to_act
    for snapshot in reversed(snapshots[:-1]):
        hand.pop()
        assert (hand.snapshot(), hand.hole) == snapshot


@given(seed=st.integers(0, 2**32), players=st.integers(2, 7), game=st.sampled_from(["super-stud", "super-stud-8"]))
def test_every_player_to_the_end_gets_seven_cards_from_the_muck_never_a_community_card(
    seed: int, players: int, game: str
) -> None:
    """All in on the first street, everyone runs to seventh street: seven players need 63 cards
    of 52, and the muck (the discards) and the burns are shuffled in (Live Action Rule 249)."""
    table = _table(game, players, stacks=1)
    hand = Hand(table, deck=Deck(seed=seed))
    while not hand.is_over:
        options = hand.options()
        hand.push(options.fewest() if isinstance(options, DrawOptions) else Action(hand.passive_kind()))
    held = [card for cards in hand.hole for card in cards]
    assert not hand.runout, "no community card in Super Stud"
    assert UNKNOWN not in held and len(held) == len(set(held)) == 7 * players, [cards_text(c) for c in hand.hole]
    assert sum(hand.stacks) == sum(table.stacks)


def test_an_onlooker_sees_the_up_cards_as_held_after_the_discard_never_a_down_card() -> None:
    """After the discard a hand is held as stud's (two down, four up, one down): the view masks
    the down cards, the last one too, and shows the up cards."""
    hand = Hand(_table(), deck=Deck(seed=4))
    while not hand.is_over and hand.street_name != "seventh street":
        options = hand.options()
        hand.push(options.fewest() if isinstance(options, DrawOptions) else Action(hand.passive_kind()))
    seen = seat_view(hand, None)
    for seat, held in enumerate(hand.hole):
        assert seen.up[seat] == variant("stud").up_pattern
        assert seen.hole[seat] == tuple(card if up else UNKNOWN for card, up in zip(held, seen.up[seat], strict=True))
        assert tuple(card for card in seen.hole[seat] if card != UNKNOWN) == hand.up_cards(seat)


def test_the_table_server_tells_the_player_to_discard_the_up_card_he_keeps() -> None:
    """The server's legal actions at the discard name the cards held face up, which the player's
    page does not let him click to throw (docs/tables.md, ``legal``)."""
    from pokerfloor.room.views import legal_of  # noqa: PLC0415 - the room is the server's, imported here only

    hand = Hand(_table(), deck=Deck(seed=4))
    _to_discard(hand)
    options = hand.options()
    assert isinstance(options, DrawOptions)
    legal = legal_of(hand)
    assert legal["least"] == legal["most"] == 2
    assert legal["up"] == [cards_text((card,)) for card in options.up] and len(legal["up"]) == 1
    assert set(legal["up"]) < set(legal["cards"])
