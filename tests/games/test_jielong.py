"""JieLong scenarios with fixed deals: every rule, its expected result worked out by hand
from the sources.

Sources: FACTS.md §2.1 "JieLong"; the GuPai connecting-games page
(https://navpil.github.io/gupai/connecting-games.html); pagat's Tsair Deng page
(https://www.pagat.com/tile/cdom/tsairdeng.html); zh.wikipedia 接龍 (中國骨牌). Each deal is
written as the seats' hands; the face-down tiles and hands left are in the comments, so the
pips and payments can be checked by hand.
"""

from __future__ import annotations

import json

import pytest
from scenario import (
    dump,
    means_and_errors,
    page_stats,
    play,
    search_shown,
    seats,
    shorts,
    texts,
)

import gupai_widgets as gw
from gupai_widgets.engine import DealError, IllegalActionError, seat_amount
from gupai_widgets.engine.result import Result
from gupai_widgets.games.connecting.dragon import LineFacts
from gupai_widgets.games.connecting.jielong import pairwise_differences

# A 4-player deal that ends blocked after 19 moves (found by seeded play, checked by hand).
BLOCKED_4 = seats(
    "2:2 3:3 6:5 5:4 4:4 6:2 3:2 6:5",
    "1:1 6:4 2:1 6:1 6:3 3:1 5:2 4:3",
    "6:1 3:3 2:2 5:5 3:1 4:4 5:1 6:4",
    "4:1 1:1 5:5 4:2 5:3 6:6 6:6 5:1",
)
BLOCKED_4_ACTIONS = [
    "P1 leads 6:5 with the 5 open",
    "P2 plays 5:2 on the 5",
    "P3 plays 2:2 on the 2",
    "P4 plays 4:2 on the 2",
    "P1 plays 5:4 on the 4",
    "P2 discards 4:3 face down",
    "P3 plays 5:1 on the 5",
    "P4 plays 4:1 on the 1",
    "P1 plays 4:4 on the 4",
    "P2 plays 6:4 on the 4",
    "P3 plays 6:4 on the 6",
    "P4 discards 1:1 face down",
    "P1 discards 2:2 face down",
    "P2 discards 6:1 face down",
    "P3 plays 4:4 on the 4",
    "P4 discards 6:6 face down",
    "P1 discards 3:2 face down",
    "P2 discards 6:3 face down",
    "P3 discards 3:1 face down",
]


# The same deal in short notation: the open half of the lead, a play by its tile alone
# (one arm: there is only one end), "down" for a tile laid face down.
BLOCKED_4_SHORTS = (
    "6:5 open 5, 5:2, 2:2, 4:2, 5:4, 4:3 down, 5:1, 4:1, 4:4, 6:4, 6:4, 1:1 down, "
    "2:2 down, 6:1 down, 4:4, 6:6 down, 3:2 down, 6:3 down, 3:1 down"
).split(", ")


def new_state(
    hands: list[list[str]],
    players: int = 4,
    *,
    rest: list[str] | None = None,
    seed: int = 1,
    dealer: int | None = None,
    deal_number: int = 0,
    **options,
) -> gw.State:
    game = gw.load_game("jielong", players=players, **options)
    return game.new_initial_state(
        seed, hands=hands, rest=rest, dealer=dealer, deal_number=deal_number
    )


def facts(state: gw.State, seat: int | None = None) -> LineFacts:
    """The game's facts of the position as `seat` sees it (None: all open)."""
    found = state.observe(seat).facts
    assert isinstance(found, LineFacts)
    return found


# -- the deal ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "hand", "unused"),
    [(4, 8, 0), (3, 10, 2), (2, 16, 0)],
)
def test_hand_sizes_gupai(players: int, hand: int, unused: int) -> None:
    # FACTS §2.1 / GuPai / pagat: 4 x 8, 3 x 10 with 2 tiles unused, 2 x 16.
    state = gw.load_game("jielong", players=players).new_initial_state(seed=1)
    zones = state.zones()
    assert [len(zones[f"hand {s}"]) for s in range(players)] == [hand] * players
    assert len(zones.get("unused", [])) == unused


def test_three_players_two_tiles_stay_unused_and_hidden() -> None:
    # GuPai: with three players 2 tiles stay closed and are not played.
    state = new_state(THREE_HANDS, players=3, rest=THREE_REST)
    assert state.zones(None)["unused"] == [gw.Tile(2, 1), gw.Tile(6, 2)]
    for seat in range(3):
        assert state.view(seat)["zones"]["unused"] == [None, None]


def test_a_deal_must_hold_the_whole_set() -> None:
    hands = [list(hand) for hand in BLOCKED_4]
    hands[3][-1] = "6:6"  # a third 6:6 instead of 5:1
    with pytest.raises(DealError, match="too many or foreign: 6:6"):
        new_state(hands)


# -- play -------------------------------------------------------------------------------------


def test_first_player_leads_any_tile_and_names_the_open_half() -> None:
    # GuPai / pagat: the first player lays any tile and says which end is open.
    state = new_state(BLOCKED_4)
    assert state.current_player == 0
    assert texts(state) == {
        "P1 leads 6:5 with the 5 open",
        "P1 leads 6:5 with the 6 open",
        "P1 leads 6:2 with the 2 open",
        "P1 leads 6:2 with the 6 open",
        "P1 leads 5:4 with the 4 open",
        "P1 leads 5:4 with the 5 open",
        "P1 leads 3:2 with the 2 open",
        "P1 leads 3:2 with the 3 open",
        "P1 leads 4:4 with the 4 open",
        "P1 leads 3:3 with the 3 open",
        "P1 leads 2:2 with the 2 open",
    }


def test_one_arm_the_far_end_of_the_lead_is_dead() -> None:
    # GuPai / FACTS §2.1: the first player names the open half and the other end is dead.
    # After 6:5 with the 5 open, P2 holds three 6s (6:4, 6:1, 6:3) and still may not use the 6;
    # only the 5 takes a tile, so its one 5 (5:2) is its only move.
    state = play(new_state(BLOCKED_4), BLOCKED_4_ACTIONS[:1])
    assert facts(state).open_ends == (5,)
    assert texts(state) == {"P2 plays 5:2 on the 5"}
    before = dump(state)
    for bad in ("P2 plays 6:4 on the 6", "P2 plays 6:4 on the left"):
        with pytest.raises(IllegalActionError):
            state.apply_action(bad)
        assert dump(state) == before, bad


def test_a_player_who_can_match_must_match() -> None:
    # GuPai: each player must join a tile to the open end; only 5:2 of P2's hand has a 5.
    state = play(new_state(BLOCKED_4), BLOCKED_4_ACTIONS[:1])
    assert texts(state) == {"P2 plays 5:2 on the 5"}
    before = dump(state)
    with pytest.raises(IllegalActionError):
        state.apply_action("P2 discards 1:1 face down")
    assert dump(state) == before


def test_a_player_who_cannot_match_lays_any_tile_face_down() -> None:
    # GuPai / FACTS: no stock to draw from; a player who cannot match lays a tile of his
    # choice face down. The open end is 5 and P2 holds no 5.
    state = play(new_state(BLOCKED_4), BLOCKED_4_ACTIONS[:5])
    assert facts(state).open_ends == (5,)
    assert texts(state) == {
        f"P2 discards {t} face down" for t in ("6:4", "6:3", "6:1", "4:3", "3:1", "2:1", "1:1")
    }
    caption = state.explain("P2 discards 4:3 face down")
    assert "no tile with a 5" in caption and "7 pips against P2" in caption


def test_doubles_are_ordinary_tiles_and_may_follow_each_other() -> None:
    # GuPai: doubles are not placed crosswise and may follow each other (2:2 on 2 keeps 2).
    state = play(new_state(BLOCKED_4), BLOCKED_4_ACTIONS[:3])
    assert facts(state).dragon == ((6, 5), (5, 2), (2, 2))
    assert facts(state).ends == (None, 2)  # one arm: the far end of the lead is dead
    assert facts(state).open_ends == (2,)


def test_a_seat_is_given_its_own_face_down_tiles_and_the_others_counted() -> None:
    # GuPai: a tile laid face down counts against its owner; the others see only its back
    # until the deal is settled (the table shows the same).
    state = play(new_state(BLOCKED_4), BLOCKED_4_ACTIONS[:6])  # P2 lays 4:3 face down
    assert facts(state, 1).face_down == ((), (gw.Tile(4, 3),), (), ())
    assert all(facts(state, seat).face_down[1] == (None,) for seat in (0, 2, 3))
    assert facts(state, 0).hand_sizes == (6, 6, 7, 7)
    assert facts(state, 0).ends == (None, 5)
    play(state, BLOCKED_4_ACTIONS[6:])
    assert state.is_terminal()
    assert all(facts(state, seat).face_down == facts(state).face_down for seat in range(4))
    assert facts(state).face_down[1] == tuple(map(gw.Tile.parse, ("4:3", "6:1", "6:3")))


def test_blocked_dragon_counts_hand_tiles_and_settles_pairwise() -> None:
    # GuPai: when no move is possible the tiles in hand count too; every pair settles the
    # difference. Face down / left in hand at the end:
    #   P1: 2:2 3:2 / 3:3 6:2 6:5  = 4+5 + 6+8+11        = 34
    #   P2: 4:3 6:1 6:3 / 1:1 2:1 3:1 = 7+7+9 + 2+3+4    = 32
    #   P3: 3:1 / 6:1 3:3 5:5      = 4 + 7+6+10          = 27
    #   P4: 1:1 6:6 / 5:5 5:3 6:6 5:1 = 2+12 + 10+8+12+6 = 50
    # Payments (sum of others' pips minus own, pair by pair): total 143, so
    #   P1 143-4*34 = 7, P2 143-128 = 15, P3 143-108 = 35, P4 143-200 = -57.
    state = play(new_state(BLOCKED_4), BLOCKED_4_ACTIONS)
    assert state.is_terminal()
    assert facts(state).penalty_pips == (34, 32, 27, 50)
    assert state.returns() == [7, 15, 35, -57]
    assert facts(state).results[0].winner == 2


def test_each_pair_of_players_settles_its_own_difference() -> None:
    # FACTS §2.1 / GuPai: every pair of players settles the difference of their pips, the
    # higher paying the lower. Pips on the blocked deal: P1 34, P2 32, P3 27, P4 50, so pair
    # by pair: P1 pays P2 2 and P3 7; P4 pays P1 16, P2 18 and P3 23; P2 pays P3 5.
    # Each seat's result is the sum of its three settlements:
    #   P1 −2 -7 +16 = 7, P2 +2 -5 +18 = 15, P3 +7 +5 +23 = 35, P4 −16 -18 -23 = -57.
    paid = {(0, 1): 2, (0, 2): 7, (3, 0): 16, (3, 1): 18, (3, 2): 23, (1, 2): 5}
    expected = [0, 0, 0, 0]
    for (payer, payee), amount in paid.items():
        expected[payer] -= amount
        expected[payee] += amount
    state = play(new_state(BLOCKED_4), BLOCKED_4_ACTIONS)
    pips = facts(state).penalty_pips
    assert all(pips[payer] - pips[payee] == amount for (payer, payee), amount in paid.items())
    assert state.returns() == expected == [7, 15, 35, -57]


def test_the_last_caption_explains_the_settlement() -> None:
    state = play(new_state(BLOCKED_4), BLOCKED_4_ACTIONS[:-1])
    caption = state.explain(BLOCKED_4_ACTIONS[-1])
    assert "blocked" in caption
    assert "Penalty pips: P1 34, P2 32, P3 27, P4 50." in caption
    assert "P3 wins with the fewest pips." in caption
    assert "P1 +7, P2 +15, P3 +35, P4 −57" in caption


def test_gupai_site_settlement_example() -> None:
    # GuPai page: Anna 2, Bob 12, Celine 34, Dominic 18 -> +58, +18, -70, -6.
    assert pairwise_differences((2, 12, 34, 18)) == (58, 18, -70, -6)


FULL_4 = seats(
    "5:2 6:4 3:3 3:3 4:2 6:6 4:4 4:4",
    "3:1 6:4 5:5 6:1 3:2 2:2 6:3 6:6",
    "5:1 4:1 3:1 2:2 5:1 5:4 6:5 6:5",
    "1:1 2:1 1:1 6:2 5:3 4:3 6:1 5:5",
)
FULL_4_ACTIONS = [
    "P1 leads 6:4 with the 4 open",
    "P2 plays 6:4 on the 4",
    "P3 plays 6:5 on the 6",
    "P4 plays 5:5 on the 5",
    "P1 plays 5:2 on the 5",
    "P2 plays 2:2 on the 2",
    "P3 plays 2:2 on the 2",
    "P4 plays 2:1 on the 2",
    "P1 discards 4:2 face down",
    "P2 plays 3:1 on the 1",
    "P3 plays 3:1 on the 3",
    "P4 plays 1:1 on the 1",
    "P1 discards 3:3 face down",
    "P2 plays 6:1 on the 1",
    "P3 plays 6:5 on the 6",
    "P4 plays 5:3 on the 5",
    "P1 plays 3:3 on the 3",
    "P2 plays 6:3 on the 3",
    "P3 discards 4:1 face down",
    "P4 plays 6:2 on the 6",
    "P1 discards 4:4 face down",
    "P2 plays 3:2 on the 2",
    "P3 discards 5:1 face down",
    "P4 plays 4:3 on the 3",
    "P1 plays 4:4 on the 4",
    "P2 discards 6:6 face down",
    "P3 plays 5:4 on the 4",
    "P4 discards 1:1 face down",
    "P1 discards 6:6 face down",
    "P2 plays 5:5 on the 5",
    "P3 plays 5:1 on the 5",
    "P4 plays 6:1 on the 1",
]


def test_play_goes_on_until_every_tile_is_placed() -> None:
    # GuPai: the game does not end when one player runs out; all tiles are placed. Face down:
    #   P1 4:2 3:3 4:4 6:6 = 32, P2 6:6 = 12, P3 4:1 5:1 = 11, P4 1:1 = 2; total 57:
    #   P1 57-128 = -71, P2 57-48 = 9, P3 57-44 = 13, P4 57-8 = 49.
    state = play(new_state(FULL_4), FULL_4_ACTIONS)
    assert state.is_terminal()
    assert facts(state).penalty_pips == (32, 12, 11, 2)
    assert state.returns() == [-71, 9, 13, 49]
    assert "every tile has been placed" in new_caption(FULL_4, FULL_4_ACTIONS)


def new_caption(hands: list[list[str]], actions: list[str]) -> str:
    state = play(new_state(hands), actions[:-1])
    return state.explain(actions[-1])


THREE_HANDS = seats(
    "1:1 3:1 4:1 5:1 6:1 4:4 6:6 3:3 6:5 5:2",
    "6:4 5:1 4:3 5:4 1:1 6:3 4:4 5:3 3:1 6:1",
    "3:3 3:2 5:5 2:2 6:5 6:4 5:5 6:6 2:2 4:2",
)
THREE_REST = ["2:1", "6:2"]  # the two tiles nobody is dealt
THREE_ACTIONS = [
    "P1 leads 6:1 with the 1 open",
    "P2 plays 5:1 on the 1",
    "P3 plays 6:5 on the 5",
    "P1 plays 6:5 on the 6",
    "P2 plays 5:4 on the 5",
    "P3 plays 4:2 on the 4",
    "P1 plays 5:2 on the 2",
    "P2 plays 5:3 on the 5",
    "P3 plays 3:2 on the 3",
    "P1 discards 1:1 face down",
    "P2 discards 6:4 face down",
    "P3 plays 2:2 on the 2",
    "P1 discards 3:1 face down",
    "P2 discards 4:3 face down",
    "P3 plays 2:2 on the 2",
    "P1 discards 4:1 face down",
    "P2 discards 3:1 face down",
    "P3 discards 3:3 face down",
]


def test_three_players_settle_without_the_unused_tiles() -> None:
    # The two unused tiles (2:1 and 6:2) hold the last 2s, so the 2 end blocks. Face down /
    # in hand: P1 1:1 3:1 4:1 / 5:1 4:4 6:6 3:3 = 11 + 32 = 43;
    # P2 6:4 4:3 3:1 / 1:1 6:3 4:4 6:1 = 21 + 26 = 47; P3 3:3 / 5:5 6:4 5:5 6:6 = 6 + 42 = 48.
    # The unused 2:1 and 6:2 count for nobody. Total 138: P1 138-129 = 9, P2 −3, P3 −6.
    state = play(new_state(THREE_HANDS, players=3, rest=THREE_REST), THREE_ACTIONS)
    assert state.is_terminal()
    assert facts(state).penalty_pips == (43, 47, 48)
    assert state.returns() == [9, -3, -6]


TWO_ARM_HANDS = seats(
    "6:3 2:1 4:4 3:1 6:1 6:6 2:2 5:3 1:1 6:1 4:4 6:4 3:3 1:1 4:1 3:3",
    "6:4 4:2 6:2 5:1 5:2 5:5 5:1 4:3 6:6 6:5 3:1 2:2 5:5 3:2 6:5 5:4",
)
TWO_ARM_ACTIONS = [
    "P1 leads 3:1",
    "P2 plays 5:1 on the right",
    "P1 plays 6:3 on the left",
    "P2 plays 6:2 on the left",
    "P1 plays 2:1 on the left",
    "P2 plays 6:5 on the right",
    "P1 plays 6:1 on the right",
    "P2 plays 3:1 on the right",
    "P1 plays 4:1 on the left",
    "P2 plays 4:2 on the left",
    "P1 plays 3:3 on the right",
    "P2 plays 3:2 on the left",
    "P1 plays 3:3 on the left",
    "P2 plays 4:3 on the left",
    "P1 plays 6:4 on the left",
    "P2 plays 6:5 on the left",
    "P1 plays 5:3 on the left",
    "P2 discards 6:6 face down",
    "P1 discards 1:1 face down",
]


def test_two_arm_variation_matches_at_either_end() -> None:
    # zh.wikipedia / GuPai: JieLong also has a two-arm form; the lead names no open half and
    # both ends take tiles. After 3:1 the ends are 3 and 1.
    state = new_state(TWO_ARM_HANDS, players=2, two_arms=True)
    assert "P1 leads 3:1" in texts(state)
    assert not any("open" in t for t in texts(state))
    state.apply_action("P1 leads 3:1")
    assert texts(state) == {
        "P2 plays 5:1 on the right",
        "P2 plays 3:1 on the right",
        "P2 plays 3:1 on the left",
        "P2 plays 4:3 on the left",
        "P2 plays 3:2 on the left",
    }


def test_one_arm_and_two_arms_on_the_same_deal() -> None:
    # zh.wikipedia / GuPai: the basic game has one arm; the variation plays on both ends.
    # The same deal and the same lead tile, 6:5. With one arm P1 must choose the open half
    # (two leads per non-double) and, with the 5 open, P2 can only play its 5:2. With two
    # arms the lead names no half and P2 may also put any of its 6s (6:4, 6:3, 6:1) on the 6.
    one = new_state(BLOCKED_4)
    two = new_state(BLOCKED_4, two_arms=True)
    assert len(one.legal_actions()) == 11  # 7 different tiles, 4 of them non-doubles
    assert len(two.legal_actions()) == 7
    one.apply_action("P1 leads 6:5 with the 5 open")
    two.apply_action("P1 leads 6:5")
    assert facts(one).ends == (None, 5) and facts(one).open_ends == (5,)
    assert facts(two).ends == (6, 5) and facts(two).open_ends == (6, 5)
    assert texts(one) == {"P2 plays 5:2 on the 5"}
    assert texts(two) == {
        "P2 plays 5:2 on the right",
        "P2 plays 6:4 on the left",
        "P2 plays 6:3 on the left",
        "P2 plays 6:1 on the left",
    }


def test_two_arm_deal_blocks_when_neither_end_can_be_matched() -> None:
    # Both ends end on 3 with all eight 3-tiles out. P1: 1:1 face down + 4:4 6:6 2:2 6:1 4:4
    # 1:1 in hand = 2 + 41 = 43; P2: 6:6 + 6:4 5:2 5:5 5:1 2:2 5:5 5:4 = 12 + 56 = 68.
    # Two players: P1 receives 68-43 = 25.
    state = play(new_state(TWO_ARM_HANDS, players=2, two_arms=True), TWO_ARM_ACTIONS)
    assert facts(state).open_ends == (3, 3)
    assert facts(state).penalty_pips == (43, 68)
    assert state.returns() == [25, -25]


# -- a match of two deals: ties and the next leader ------------------------------------------

# A match of two deals, each written as the seats' hands.
MATCH_1 = seats(
    "6:4 6:1 6:2 5:5 5:5 6:3 5:2 3:1",
    "2:2 6:5 6:5 6:1 4:4 6:6 5:1 6:6",
    "5:4 3:3 3:1 4:1 4:2 3:2 1:1 1:1",
    "5:1 2:1 5:3 6:4 4:4 3:3 4:3 2:2",
)
MATCH_2 = seats(
    "4:4 5:1 2:2 6:4 3:3 6:3 4:1 5:4",
    "4:3 5:5 5:5 4:4 6:6 1:1 3:1 6:6",
    "6:1 5:2 2:2 5:1 3:2 6:2 2:1 1:1",
    "3:1 5:3 6:4 3:3 6:5 4:2 6:1 6:5",
)
MATCH_DEAL_1 = [
    "P1 leads 6:4 with the 6 open",
    "P2 plays 6:1 on the 6",
    "P3 plays 1:1 on the 1",
    "P4 plays 5:1 on the 1",
    "P1 plays 5:5 on the 5",
    "P2 plays 5:1 on the 5",
    "P3 plays 4:1 on the 1",
    "P4 plays 4:3 on the 4",
    "P1 plays 6:3 on the 3",
    "P2 plays 6:6 on the 6",
    "P3 discards 1:1 face down",
    "P4 plays 6:4 on the 6",
    "P1 discards 3:1 face down",
    "P2 plays 4:4 on the 4",
    "P3 plays 4:2 on the 4",
    "P4 plays 2:2 on the 2",
    "P1 plays 6:2 on the 2",
    "P2 plays 6:5 on the 6",
    "P3 plays 5:4 on the 5",
    "P4 plays 4:4 on the 4",
    "P1 discards 5:2 face down",
    "P2 discards 2:2 face down",
    "P3 discards 3:1 face down",
    "P4 discards 5:3 face down",
]
MATCH_DEAL_2 = [
    "P3 leads 6:2 with the 2 open",
    "P4 plays 4:2 on the 2",
    "P1 plays 4:4 on the 4",
    "P2 plays 4:3 on the 4",
    "P3 plays 3:2 on the 3",
    "P4 discards 3:1 face down",
    "P1 plays 2:2 on the 2",
    "P2 discards 6:6 face down",
    "P3 plays 2:1 on the 2",
    "P4 plays 6:1 on the 1",
    "P1 plays 6:4 on the 6",
    "P2 plays 4:4 on the 4",
    "P3 discards 1:1 face down",
    "P4 plays 6:4 on the 4",
    "P1 plays 6:3 on the 6",
    "P2 plays 3:1 on the 3",
    "P3 plays 5:1 on the 1",
    "P4 plays 5:3 on the 5",
    "P1 plays 3:3 on the 3",
    "P2 discards 5:5 face down",
    "P3 discards 2:2 face down",
    "P4 plays 3:3 on the 3",
    "P1 discards 4:1 face down",
    "P2 discards 5:5 face down",
    "P3 discards 6:1 face down",
    "P4 discards 6:5 face down",
]


def test_tie_goes_to_the_lower_hand_and_the_winner_leads_the_next_deal() -> None:
    # FACTS §2.1 / GuPai: on a tie the lower hand wins, the first player being the lowest;
    # the winner leads the next deal.
    # Deal 1 (P1 first), face down / in hand:
    #   P1 3:1 5:2 / 6:1 5:5 = 28; P2 2:2 / 6:5 6:6 = 27; P3 1:1 3:1 / 3:3 3:2 = 17;
    #   P4 5:3 / 2:1 3:3 = 17. P3 and P4 tie on 17: P3 is the earlier hand and wins.
    #   Total 89: P1 89-112 = -23, P2 89-108 = -19, P3 89-68 = 21, P4 21.
    # The second deal is shuffled from the seed.
    state = play(new_state(MATCH_1, deals=2), MATCH_DEAL_1)
    assert not state.is_terminal()
    assert state.returns() == [-23, -19, 21, 21]
    assert state.deal_number == 1
    assert state.current_player == 2  # P3 won deal 1 and leads deal 2
    assert "P3 won the last deal" in state.explain(state.legal_actions()[0])


def test_tie_counts_round_the_table_from_the_first_player() -> None:
    # Deal 2 (P3 first, so the hands run P3, P4, P1, P2), face down / in hand:
    #   P1 4:1 / 5:1 5:4 = 20; P2 6:6 5:5 5:5 / 6:6 1:1 = 46; P3 1:1 2:2 6:1 / 5:2 = 20;
    #   P4 3:1 6:5 / 6:5 = 26. P1 and P3 tie on 20: P3 is the earlier hand from the first
    #   player, so P3 wins although P1 sits first at the table.
    #   Total 112: P1 112-80 = 32, P2 112-184 = -72, P3 32, P4 112-104 = 8.
    # Match: P1 −23+32 = 9, P2 −19-72 = -91, P3 21+32 = 53, P4 21+8 = 29.
    # The match starts at its second deal, P3 (deal 1's winner) leading.
    state = play(new_state(MATCH_2, deals=2, deal_number=1, dealer=2), MATCH_DEAL_2[:-1])
    caption = state.explain(MATCH_DEAL_2[-1])
    assert "P3 and P1 tie on 20 pips; P3 wins as the lower hand" in caption
    state.apply_action(MATCH_DEAL_2[-1])
    assert state.is_terminal()
    results = facts(state).results
    assert results[0].scores == (20, 46, 20, 26)
    assert results[0].winner == 2
    assert state.returns() == [32, -72, 32, 8]
    first = play(new_state(MATCH_1, deals=2), MATCH_DEAL_1).returns()
    assert [a + b for a, b in zip(first, state.returns(), strict=True)] == [9, -91, 53, 29]


def test_the_last_caption_of_a_match_gives_the_match_totals() -> None:
    # Deal 1 fixed, deal 2 shuffled from the seed and played by the bots: the caption of the
    # match's last move adds both deals' settlements up.
    state = play(new_state(MATCH_1, deals=2, seed=3), MATCH_DEAL_1)
    bots = [state.game.make_bot(seat) for seat in range(4)]
    while True:
        action = state.ask(bots[state.current_player])
        caption = state.explain(action)
        state.apply_action(action)
        if state.is_terminal():
            break
    deal_2 = facts(state).results[1].payments
    totals = [a + b for a, b in zip([-23, -19, 21, 21], deal_2, strict=True)]
    assert state.returns() == totals
    shown = ", ".join(seat_amount(s, t) for s, t in enumerate(totals))
    assert f"That was the last of 2 deals; match totals: {shown}." in caption


def test_a_fixed_first_deal_plays_on_with_deals_shuffled_from_the_seed() -> None:
    # The hands fix the first deal only; the seed shuffles the later ones, the same for the
    # same seed.
    second = []
    for seed in (5, 5, 6):
        state = play(new_state(MATCH_1, deals=2, seed=seed), MATCH_DEAL_1)
        assert state.deal_number == 1
        setup = state.deal_setup()
        assert setup.seed == seed and setup.deal_number == 1 and setup.dealer == 2
        second.append(setup.hands)
    assert second[0] == second[1] != second[2]


# -- the API contract on this game -------------------------------------------------------------


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    state = play(new_state(BLOCKED_4), BLOCKED_4_ACTIONS[:4])
    before = dump(state)
    for bad in (
        "P2 plays 5:4 on the 4",  # out of turn
        "P1 plays 3:3 on the 4",  # does not match the open 4
        "P1 discards 2:2 face down",  # P1 can match, so may not discard
        "P1 leads 5:4 with the 4 open",  # only the first move is a lead
        "P1 plays 6:6 on the 4",  # not in P1's hand
        "nonsense",
    ):
        with pytest.raises(IllegalActionError):
            state.apply_action(bad)
        assert dump(state) == before, bad
    with pytest.raises(IllegalActionError):
        state.apply_action(42)  # type: ignore[arg-type]
    assert dump(state) == before


def test_views_hide_other_hands_and_face_down_tiles() -> None:
    state = play(new_state(BLOCKED_4), BLOCKED_4_ACTIONS[:6])  # P2 laid 4:3 face down
    mine, other = state.view(1), state.view(0)
    assert mine["zones"]["face down 1"] == ["4:3"]
    assert other["zones"]["face down 1"] == [None]
    assert other["zones"]["hand 1"] == [None] * 6
    assert None not in other["zones"]["hand 0"]
    assert other["actions"][5] == "P2 discards a tile face down"
    assert mine["actions"][5] == "P2 discards 4:3 face down"
    assert "4:3" not in json.dumps(other)
    assert state.view(None)["zones"]["face down 1"] == ["4:3"]


def test_replay_of_a_fixed_deal_round_trips() -> None:
    game = gw.load_game("jielong")
    replay = gw.play(game, seed=11, hands=BLOCKED_4)
    again = gw.Replay.from_json(replay.to_json())
    assert again.returns == replay.returns
    assert "ends the deal" in replay.captions[-1]


# -- fixed deals: hands, rest, dealer, deal number ---------------------------------------------


def test_hands_may_be_written_in_any_notation_and_order() -> None:
    canonical = new_state(BLOCKED_4)
    spelled = [
        [f"[{t}]" if i % 3 == 0 else t[::-1].replace(":", "-") for i, t in enumerate(hand)][::-1]
        for hand in BLOCKED_4
    ]
    state = new_state(spelled)
    assert state.zones(None) == canonical.zones(None)
    assert state.legal_actions() == canonical.legal_actions()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"hands": 3}, "hands must be a list of 4 hands, one per seat"),
        ({"short": 1}, "P2's hand has 7 pieces; JieLong for 4 players deals 8"),
        ({"swap": ("6:6", 3, 7)}, r"too many or foreign: 6:6"),
        ({"swap": ("7:7", 0, 0)}, "P1's hand: cannot read a tile from '7:7'"),
        ({"swap": ("Heaven", 2, 1)}, "P3's hand: cannot read a tile from 'Heaven'"),
    ],
)
def test_a_bad_deal_is_refused_naming_what_is_wrong(change: dict, message: str) -> None:
    hands = [list(hand) for hand in BLOCKED_4]
    if "hands" in change:
        hands = hands[: change["hands"]]
    if "short" in change:
        hands[change["short"]].pop()
    if "swap" in change:
        tile, seat, at = change["swap"]
        hands[seat][at] = tile
    with pytest.raises(DealError, match=message):
        new_state(hands)


def test_the_rest_is_the_unused_tiles_and_must_complete_the_set() -> None:
    # Three players: 2 tiles stay unused. A rest holding 2:1 twice lacks 6:2.
    with pytest.raises(DealError, match="too many or foreign: 2:1; missing: 6:2"):
        new_state(THREE_HANDS, players=3, rest=["2:1", "2:1"])
    # Without a rest, the tiles the hands leave out are the unused ones.
    state = new_state(THREE_HANDS, players=3)
    assert sorted(map(str, state.zones(None)["unused"])) == ["2:1", "6:2"]


def test_the_dealer_lays_the_first_tile() -> None:
    state = new_state(BLOCKED_4, dealer=2)
    assert state.current_player == 2
    assert shorts(state) >= {"6:4 open 4", "6:4 open 6", "5:5 open 5"}
    assert "P3 was chosen to start" in state.explain("6:4 open 4")
    assert state.deal_setup().dealer == 2
    with pytest.raises(DealError, match="dealer must be a seat from 0 to 3"):
        new_state(BLOCKED_4, dealer=4)


def test_a_match_can_start_at_its_last_deal() -> None:
    game = gw.load_game("jielong", deals=4)
    state = game.new_initial_state(seed=4, deal_number=3)
    assert state.deal_number == 3
    assert "P1 starts deal 4, the first one played" in state.explain(state.legal_actions()[0])
    bot = gw.RandomBot(4)
    while not state.is_terminal():
        state.apply_action(state.ask(bot))
    results = facts(state).results
    assert len(results) == 1
    assert tuple(state.returns()) == results[0].payments
    with pytest.raises(DealError, match="deal_number must be a whole number from 0 to 3"):
        game.new_initial_state(seed=4, deal_number=4)


def test_deal_setup_rebuilds_the_deal_being_played_mid_match() -> None:
    game = gw.load_game("jielong", deals=4)
    state = game.new_initial_state(seed=21)
    bots = [game.make_bot(seat) for seat in range(4)]
    starts: dict[int, tuple] = {}  # deal number -> its first position and leader
    moves_in_deal: list[str] = []
    while True:
        if state.deal_number not in starts:
            starts[state.deal_number] = (state.zones(None), state.current_player)
            moves_in_deal = []
        if state.deal_number == 2 and len(moves_in_deal) == 5:
            break
        moves_in_deal.append(state.apply_action(state.ask(bots[state.current_player])).short)
    setup = state.deal_setup()
    assert setup.deal_number == 2 and setup.seed == 21
    rebuilt = game.new_initial_state(setup)
    assert rebuilt.deal_number == 2
    assert (rebuilt.zones(None), rebuilt.current_player) == starts[2]
    assert setup.dealer == starts[2][1]
    play(rebuilt, moves_in_deal)
    assert rebuilt.zones(None) == state.zones(None)
    assert rebuilt.deal_setup() == setup


# -- result and short notation ------------------------------------------------------------------


def test_result_of_the_blocked_deal_gupai_pairwise_settlement() -> None:
    # GuPai: every pair settles the difference of their penalty pips (worked out above in
    # test_blocked_dragon_counts_hand_tiles_and_settles_pairwise).
    state = new_state(BLOCKED_4)
    assert state.result() == Result((0, 0, 0, 0), (0, 0, 0, 0), "pips", "")
    play(state, BLOCKED_4_ACTIONS)
    result = state.result()
    assert result.payments == (7, 15, 35, -57)
    assert result.scores == (34, 32, 27, 50)
    assert result.unit == "pips"
    assert result.note == (
        "Every pair of players settles the difference of their pips, the higher paying the "
        "lower: P1 +7, P2 +15, P3 +35, P4 −57."
    )
    assert list(result.payments) == state.returns()


def test_short_notations_of_leads_plays_and_face_down_tiles() -> None:
    state = new_state(BLOCKED_4)
    assert shorts(state) == {
        "6:5 open 5", "6:5 open 6", "6:2 open 2", "6:2 open 6", "5:4 open 4", "5:4 open 5",
        "3:2 open 2", "3:2 open 3", "4:4 open 4", "3:3 open 3", "2:2 open 2",
    }  # fmt: skip
    lead = state.find_action("6:5 open 5")
    assert repr(lead) == "Action('6:5 open 5')"
    assert lead.text == "P1 leads 6:5 with the 5 open"
    assert state.find_action("P1 leads 6:5 with the 5 open") is lead
    play(state, BLOCKED_4_SHORTS[:5])
    assert shorts(state) == {f"{t} down" for t in ("6:4", "6:3", "6:1", "4:3", "3:1", "2:1", "1:1")}
    two = new_state(TWO_ARM_HANDS, players=2, two_arms=True)
    assert "3:1" in shorts(two) and not any("open" in s for s in shorts(two))
    two.apply_action("3:1")
    assert shorts(two) == {"5:1 R", "3:1 R", "3:1 L", "4:3 L", "3:2 L"}
    assert two.find_action("3:1 L").text == "P2 plays 3:1 on the left"


def test_a_whole_deal_played_from_short_notations() -> None:
    by_sentence = play(new_state(BLOCKED_4), BLOCKED_4_ACTIONS)
    by_short = play(new_state(BLOCKED_4), BLOCKED_4_SHORTS)
    assert dump(by_short) == dump(by_sentence)
    assert [a.short for a in by_sentence.history] == BLOCKED_4_SHORTS
    assert by_short.returns() == [7, 15, 35, -57]


@pytest.mark.parametrize(
    ("arms", "leader", "others"),
    [("one arm", "+6.4", ("-2.2", "-1.4", "-2.8")), ("two arms", "+1.6", ("+0.4", "-0.6", "-1.4"))],
)
def test_the_pages_figures_on_leading(arms: str, leader: str, others: tuple[str, ...]) -> None:
    """The page, from 20,000 four-player deals between the bots each way, P1 leading
    (`page_stats` first plays the stored sample again): the leader's mean settlement per
    deal, about 6.4 pips with one arm and 1.6 with two, well beyond its standard error."""
    counts = page_stats("jielong")[arms]
    n = counts["matches"]
    mean, error = means_and_errors(counts["returns"], counts["squares"], n)
    assert n == 20_000
    assert [f"{m:+.1f}" for m in mean] == [leader, *others]
    assert mean[0] > 5 * error[0]
    assert sum(counts["returns"]) == 0  # every pip one seat gains, another pays


def test_how_to_play_well_where_the_search_bot_overrules_the_game_s_bot() -> None:
    """The page's "How to play well", from 200 four-player deals between the bots
    (`page_stats` first plays the stored sample again, the search bot's moves and the
    fresh playouts included): where the search bot ("normal") differs from the game's bot,
    by kind of move, how often, whose tile is heavier, and its gain valued again in fresh
    samples, in pips, well beyond its standard error every time."""
    search = page_stats("jielong")["search"]
    assert search["matches"] == 200
    shown, clear = search_shown(search["choices"])
    assert shown == {
        "lead": (200, 87, "44%", 8, 68, "+5.3 ± 1.2"),
        "play": (1802, 303, "17%", 121, 182, "+5.3 ± 0.5"),
        "discard": (1504, 398, "26%", 367, 0, "+6.0 ± 0.4"),
    }
    assert clear == {"lead": 4.5, "play": 10.2, "discard": 14.5}  # the gains in standard errors
