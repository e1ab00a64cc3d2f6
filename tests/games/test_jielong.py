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
from scenario import dump, play, texts, wall

import gupai_widgets as gw
from gupai_widgets.engine import DealError, IllegalActionError
from gupai_widgets.games.connecting.jielong import pairwise_differences

# A 4-player deal that ends blocked after 19 moves (found by seeded play, checked by hand).
BLOCKED_4 = wall(
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


def new_state(deal_walls: list[list[str]], players: int = 4, **options) -> gw.State:
    game = gw.load_game("jielong", players=players, **options)
    return game.new_initial_state(deal={"walls": deal_walls})


# -- the deal ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "hand", "unused"),
    [(4, 8, 0), (3, 10, 2), (2, 16, 0)],
)
def test_hand_sizes_facts_2_1(players: int, hand: int, unused: int) -> None:
    # FACTS §2.1 / GuPai / pagat: 4 x 8, 3 x 10 with 2 tiles unused, 2 x 16.
    state = gw.load_game("jielong", players=players).new_initial_state(seed=1)
    zones = state.zones()
    assert [len(zones[f"hand {s}"]) for s in range(players)] == [hand] * players
    assert len(zones.get("unused", [])) == unused


def test_three_players_two_tiles_stay_unused_and_hidden() -> None:
    # GuPai: with three players 2 tiles stay closed and are not played.
    state = new_state([THREE_WALL], players=3)
    assert state.zones(None)["unused"] == [gw.Tile(2, 1), gw.Tile(6, 2)]
    for seat in range(3):
        assert state.view(seat)["zones"]["unused"] == [None, None]


def test_a_deal_must_hold_the_whole_set() -> None:
    short = BLOCKED_4[:-1] + ["6:6"]  # a third 6:6 instead of 5:1
    with pytest.raises(DealError):
        new_state([short])


# -- play -------------------------------------------------------------------------------------


def test_first_player_leads_any_tile_and_names_the_open_half() -> None:
    # GuPai / pagat: the first player lays any tile and says which end is open.
    state = new_state([BLOCKED_4])
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
    state = play(new_state([BLOCKED_4]), BLOCKED_4_ACTIONS[:1])
    assert state.view(None)["info"]["open_ends"] == [5]
    assert texts(state) == {"P2 plays 5:2 on the 5"}
    before = dump(state)
    for bad in ("P2 plays 6:4 on the 6", "P2 plays 6:4 on the left"):
        with pytest.raises(IllegalActionError):
            state.apply_action(bad)
        assert dump(state) == before, bad


def test_a_player_who_can_match_must_match() -> None:
    # GuPai: each player must join a tile to the open end; only 5:2 of P2's hand has a 5.
    state = play(new_state([BLOCKED_4]), BLOCKED_4_ACTIONS[:1])
    assert texts(state) == {"P2 plays 5:2 on the 5"}
    before = dump(state)
    with pytest.raises(IllegalActionError):
        state.apply_action("P2 discards 1:1 face down")
    assert dump(state) == before


def test_a_player_who_cannot_match_lays_any_tile_face_down() -> None:
    # GuPai / FACTS: no stock to draw from; a player who cannot match lays a tile of his
    # choice face down. The open end is 5 and P2 holds no 5.
    state = play(new_state([BLOCKED_4]), BLOCKED_4_ACTIONS[:5])
    assert state.view(None)["info"]["open_ends"] == [5]
    assert texts(state) == {
        f"P2 discards {t} face down" for t in ("6:4", "6:3", "6:1", "4:3", "3:1", "2:1", "1:1")
    }
    caption = state.explain("P2 discards 4:3 face down")
    assert "no tile with a 5" in caption and "7 pips against P2" in caption


def test_doubles_are_ordinary_tiles_and_may_follow_each_other() -> None:
    # GuPai: doubles are not placed crosswise and may follow each other (2:2 on 2 keeps 2).
    state = play(new_state([BLOCKED_4]), BLOCKED_4_ACTIONS[:3])
    assert state.view(None)["info"]["dragon"] == ["6:5", "5:2", "2:2"]
    assert state.view(None)["info"]["open_ends"] == [2]


def test_blocked_dragon_counts_hand_tiles_and_settles_pairwise() -> None:
    # GuPai: when no move is possible the tiles in hand count too; every pair settles the
    # difference. Face down / left in hand at the end:
    #   P1: 2:2 3:2 / 3:3 6:2 6:5  = 4+5 + 6+8+11        = 34
    #   P2: 4:3 6:1 6:3 / 1:1 2:1 3:1 = 7+7+9 + 2+3+4    = 32
    #   P3: 3:1 / 6:1 3:3 5:5      = 4 + 7+6+10          = 27
    #   P4: 1:1 6:6 / 5:5 5:3 6:6 5:1 = 2+12 + 10+8+12+6 = 50
    # Payments (sum of others' pips minus own, pair by pair): total 143, so
    #   P1 143-4*34 = 7, P2 143-128 = 15, P3 143-108 = 35, P4 143-200 = -57.
    state = play(new_state([BLOCKED_4]), BLOCKED_4_ACTIONS)
    assert state.is_terminal()
    assert state.view(None)["info"]["penalty_pips"] == [34, 32, 27, 50]
    assert state.returns() == [7, 15, 35, -57]
    assert state.view(None)["info"]["results"][0]["winner"] == 2


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
    state = play(new_state([BLOCKED_4]), BLOCKED_4_ACTIONS)
    pips = state.view(None)["info"]["penalty_pips"]
    assert all(pips[payer] - pips[payee] == amount for (payer, payee), amount in paid.items())
    assert state.returns() == expected == [7, 15, 35, -57]


def test_the_last_caption_explains_the_settlement() -> None:
    state = play(new_state([BLOCKED_4]), BLOCKED_4_ACTIONS[:-1])
    caption = state.explain(BLOCKED_4_ACTIONS[-1])
    assert "blocked" in caption
    assert "Penalty pips: P1 34, P2 32, P3 27, P4 50." in caption
    assert "P3 wins with the fewest pips." in caption
    assert "P1 +7, P2 +15, P3 +35, P4 −57" in caption


def test_gupai_site_settlement_example() -> None:
    # GuPai page: Anna 2, Bob 12, Celine 34, Dominic 18 -> +58, +18, -70, -6.
    assert pairwise_differences((2, 12, 34, 18)) == (58, 18, -70, -6)


FULL_4 = wall(
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
    state = play(new_state([FULL_4]), FULL_4_ACTIONS)
    assert state.is_terminal()
    assert state.view(None)["info"]["penalty_pips"] == [32, 12, 11, 2]
    assert state.returns() == [-71, 9, 13, 49]
    assert "every tile has been placed" in new_caption(FULL_4, FULL_4_ACTIONS)


def new_caption(deal_wall: list[str], actions: list[str]) -> str:
    state = play(new_state([deal_wall]), actions[:-1])
    return state.explain(actions[-1])


THREE_WALL = wall(
    "1:1 3:1 4:1 5:1 6:1 4:4 6:6 3:3 6:5 5:2",
    "6:4 5:1 4:3 5:4 1:1 6:3 4:4 5:3 3:1 6:1",
    "3:3 3:2 5:5 2:2 6:5 6:4 5:5 6:6 2:2 4:2",
    unused="2:1 6:2",
)
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
    state = play(new_state([THREE_WALL], players=3), THREE_ACTIONS)
    assert state.is_terminal()
    assert state.view(None)["info"]["penalty_pips"] == [43, 47, 48]
    assert state.returns() == [9, -3, -6]


TWO_ARM_WALL = wall(
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
    state = new_state([TWO_ARM_WALL], players=2, two_arms=True)
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
    one = new_state([BLOCKED_4])
    two = new_state([BLOCKED_4], two_arms=True)
    assert len(one.legal_actions()) == 11  # 7 different tiles, 4 of them non-doubles
    assert len(two.legal_actions()) == 7
    one.apply_action("P1 leads 6:5 with the 5 open")
    two.apply_action("P1 leads 6:5")
    assert one.view(None)["info"]["open_ends"] == [5]
    assert two.view(None)["info"]["open_ends"] == [6, 5]
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
    state = play(new_state([TWO_ARM_WALL], players=2, two_arms=True), TWO_ARM_ACTIONS)
    assert state.view(None)["info"]["open_ends"] == [3, 3]
    assert state.view(None)["info"]["penalty_pips"] == [43, 68]
    assert state.returns() == [25, -25]


# -- a match of two deals: ties and the next leader ------------------------------------------

MATCH_WALLS = [
    wall(
        "6:4 6:1 6:2 5:5 5:5 6:3 5:2 3:1",
        "2:2 6:5 6:5 6:1 4:4 6:6 5:1 6:6",
        "5:4 3:3 3:1 4:1 4:2 3:2 1:1 1:1",
        "5:1 2:1 5:3 6:4 4:4 3:3 4:3 2:2",
    ),
    wall(
        "4:4 5:1 2:2 6:4 3:3 6:3 4:1 5:4",
        "4:3 5:5 5:5 4:4 6:6 1:1 3:1 6:6",
        "6:1 5:2 2:2 5:1 3:2 6:2 2:1 1:1",
        "3:1 5:3 6:4 3:3 6:5 4:2 6:1 6:5",
    ),
]
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
    state = play(new_state(MATCH_WALLS, deals=2), MATCH_DEAL_1)
    assert not state.is_terminal()
    assert state.returns() == [-23, -19, 21, 21]
    assert state.deal_number == 1
    assert state.current_player == 2  # P3 won deal 1 and leads deal 2
    assert "P3 won the last deal" in state.explain(MATCH_DEAL_2[0])


def test_tie_counts_round_the_table_from_the_first_player() -> None:
    # Deal 2 (P3 first, so the hands run P3, P4, P1, P2), face down / in hand:
    #   P1 4:1 / 5:1 5:4 = 20; P2 6:6 5:5 5:5 / 6:6 1:1 = 46; P3 1:1 2:2 6:1 / 5:2 = 20;
    #   P4 3:1 6:5 / 6:5 = 26. P1 and P3 tie on 20: P3 is the earlier hand from the first
    #   player, so P3 wins although P1 sits first at the table.
    #   Total 112: P1 112-80 = 32, P2 112-184 = -72, P3 32, P4 112-104 = 8.
    # Match: P1 −23+32 = 9, P2 −19-72 = -91, P3 21+32 = 53, P4 21+8 = 29.
    state = play(new_state(MATCH_WALLS, deals=2), MATCH_DEAL_1 + MATCH_DEAL_2[:-1])
    caption = state.explain(MATCH_DEAL_2[-1])
    assert "P3 and P1 tie on 20 pips; P3 wins as the lower hand" in caption
    assert "match totals: P1 +9, P2 −91, P3 +53, P4 +29" in caption
    state.apply_action(MATCH_DEAL_2[-1])
    assert state.is_terminal()
    results = state.view(None)["info"]["results"]
    assert results[1]["scores"] == [20, 46, 20, 26]
    assert results[1]["winner"] == 2
    assert state.returns() == [9, -91, 53, 29]


def test_a_match_needs_a_wall_for_each_deal() -> None:
    with pytest.raises(DealError):
        new_state(MATCH_WALLS[:1], deals=2)


# -- the API contract on this game -------------------------------------------------------------


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    state = play(new_state([BLOCKED_4]), BLOCKED_4_ACTIONS[:4])
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
    state = play(new_state([BLOCKED_4]), BLOCKED_4_ACTIONS[:6])  # P2 laid 4:3 face down
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
    replay = gw.play(game, seed=11, deal={"walls": [BLOCKED_4]})
    again = gw.Replay.from_json(replay.to_json())
    assert again.returns == replay.returns
    assert "ends the deal" in replay.captions[-1]
