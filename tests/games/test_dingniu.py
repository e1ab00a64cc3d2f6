"""DingNiu 頂牛: every rule statement with a fixed deal and an expected result from a source.

Sources named in the tests: "GuPai" = the GuPai site's ding-niu page (FACTS.md §2.1);
"navpil" = navpil/gupai `DingNiuSimulation`, `ClassicSuanZhang`, `GraphSuanZhang` (facts
only); "FACTS" = FACTS.md. Expected pips are worked out by hand from the hands written here.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from scenario import dump, page_stats, play, search_shown, seats, shorts

import gupai_widgets as gw
from gupai_widgets.bots import RandomBot
from gupai_widgets.engine import DealError, IllegalActionError
from gupai_widgets.games.connecting.dingniu import (
    HAND_SIZE,
    DingNiuFacts,
    DingNiuResult,
    SuanZhang,
    rank_players,
)


def start(
    hands: tuple[str, ...],
    *,
    seed: int = 1,
    dealer: int | None = None,
    deal_number: int = 0,
    **options,
) -> gw.State:
    """A deal from four hands of six tiles, P1's first."""
    game = gw.load_game("dingniu", **options)
    return game.new_initial_state(seed, hands=seats(*hands), dealer=dealer, deal_number=deal_number)


def facts(state: gw.State, seat: int | None = None) -> DingNiuFacts:
    """The game's facts of the position as `seat` sees it (None: all open)."""
    found = state.observe(seat).facts
    assert isinstance(found, DingNiuFacts)
    return found


def settled(state: gw.State, deal: int = 0) -> DingNiuResult:
    """How the `deal`th deal of the match was settled."""
    result = facts(state).results[deal]
    assert isinstance(result, DingNiuResult)
    return result


# GuPai: "Let's say someone has laid [6:4], if another player immediately lays [6:4], adding
# six to six, then it is a SuanZhang, since all two fours (excluding doubles) have already
# been played." Here P2 could also have laid his 6:4 on the 4 end (or 6:6 on the 6), so the
# block is his doing. Then P3 and P1 add the doubles 4:4; P4 has no four and lays 6:5 down.
FOURS_CREATOR_WINS = (
    "6:6 6:5 6:4 5:5 4:4 1:1",  # P1: after 6:4 and 4:4, keeps 12+11+10+2 = 35
    "6:6 6:4 5:1 3:1 2:2 1:1",  # P2: after 6:4, keeps 12+6+4+4+2 = 28
    "6:3 6:2 6:1 5:1 4:4 3:3",  # P3: after 4:4, keeps 9+8+7+6+6 = 36
    "6:5 6:1 5:5 3:3 3:1 2:2",  # P4: lays nothing, 11 face down + 31 in hand = 42
)
FOURS_CREATOR_WINS_MOVES = [
    "P1 leads 6:4",
    "P2 plays 6:4 on the left",
    "P3 plays 4:4 on the left",
    "P4 discards 6:5 face down",
    "P1 plays 4:4 on the left",
]

# The same block where the doubles decide the deal: P3 and P4 hold the two 4:4.
FOURS_DOUBLES_MATTER = (
    "6:4 6:6 6:6 6:5 6:5 6:1",  # P1: keeps 12+12+11+11+7 = 53
    "6:4 6:3 6:2 6:1 3:3 1:1",  # P2 (creator): keeps 9+8+7+6+2 = 32
    "4:4 5:5 3:3 2:2 2:2 5:1",  # P3: 10+6+4+4+6 = 30, or 38 with the 4:4
    "4:4 5:5 5:1 3:1 3:1 1:1",  # P4: 10+6+4+4+2 = 26, or 34 with the 4:4
)

# The GuPai page's "smothered fives" layout, which is also navpil GraphSuanZhang's example:
# [6:3][3:1][1:6][6:5][5:6][6:1][1:3]. The fives left are the two 5:1, and every one is
# out of reach (four ones on the table, the other two on the 5:1 themselves).
SMOTHERED_FIVES_MOVES = [
    "P1 leads 6:3",
    "P2 plays 3:1 on the right",
    "P3 plays 6:1 on the right",
    "P4 plays 6:5 on the right",
    "P1 plays 6:5 on the right",
    "P2 plays 6:1 on the right",
    "P3 plays 3:1 on the right",
]
# P3 also holds 1:1, which he could have laid instead: the block is his.
SMOTHERED_BY_CHOICE = (
    "6:3 6:5 6:6 6:6 5:5 5:5",  # P1: 12+12+10+10 = 44
    "3:1 6:1 4:4 4:4 6:4 1:1",  # P2: 8+8+10+2 = 28
    "6:1 3:1 1:1 2:2 2:2 3:3",  # P3: 2+4+4+6 = 16
    "6:5 6:4 5:1 5:1 3:3 6:2",  # P4: 10+6+6+6+8 = 36
)
# GuPai's tie example: "Adam played first, then Boris, then Valentine, and then George ...
# Boris and Valentine scored 5 points each, and Adam and George 10 each." Here P1..P4 are
# Adam, Boris, Valentine, George; P2 and P3 tie lowest, P1 and P4 tie highest. P3's last
# play is forced (nothing else of his fits 6 or 1), so the block is not held against him.
TIES_GUPAI = (
    "6:3 6:5 6:6 6:6 5:5 4:4",  # P1 (Adam): 12+12+10+8 = 42
    "3:1 6:1 1:1 1:1 6:2 4:4",  # P2 (Boris): 2+2+8+8 = 20
    "6:1 3:1 2:2 2:2 3:3 3:3",  # P3 (Valentine): 4+4+6+6 = 20
    "6:5 5:5 6:4 6:4 5:1 5:1",  # P4 (George): 10+10+10+6+6 = 42
)
# GuPai's "paradox": Boris and Valentine now score more than Adam and George.
TIES_GUPAI_PARADOX = (
    "6:3 6:5 6:4 6:2 3:3 1:1",  # P1 (Adam): 10+8+6+2 = 26
    "3:1 6:1 6:6 6:6 6:4 1:1",  # P2 (Boris): 12+12+10+2 = 36
    "6:1 3:1 5:5 5:5 4:4 4:4",  # P3 (Valentine): 10+10+8+8 = 36
    "6:5 3:3 2:2 2:2 5:1 5:1",  # P4 (George): 6+4+4+6+6 = 26
)


# -- the set and the deal -----------------------------------------------------------------


def test_set_is_22_civil_tiles_and_the_bull_pair_gupai():
    """GuPai: all military tiles except [6:3] and [6:2] are removed, 24 tiles remain, half
    of them doubles; every tile is duplicated except [6:3] and [6:2]."""
    game = gw.load_game("dingniu")
    tiles = Counter(str(t) for t in game.pieces())
    assert sum(tiles.values()) == 24
    assert tiles["6:3"] == tiles["6:2"] == 1
    assert {t for t, n in tiles.items() if n == 2} == {
        "6:6", "1:1", "4:4", "3:1", "5:5", "3:3", "2:2", "6:5", "6:4", "6:1", "5:1",
    }  # fmt: skip
    assert sum(n for t, n in tiles.items() if t[0] == t[2]) == 12
    for military in ("5:4", "5:3", "5:2", "4:3", "4:2", "4:1", "3:2", "2:1"):
        assert tiles[military] == 0


def test_four_players_get_six_tiles_each_not_eight_gupai():
    """FACTS §0.7: gupai-games.md's "each gets 8" is impossible (24 / 4 = 6); GuPai deals 6."""
    assert HAND_SIZE == 6
    game = gw.load_game("dingniu")
    assert game.spec.players == (4,)
    state = game.new_initial_state(seed=5)
    zones = state.zones()
    hands = [zones[f"hand {s}"] for s in range(4)]
    assert [len(h) for h in hands] == [6, 6, 6, 6]
    assert sorted(str(t) for h in hands for t in h) == sorted(str(t) for t in game.pieces())
    with pytest.raises(gw.OptionError):
        gw.load_game("dingniu", players=3)


def test_a_deal_with_a_removed_military_tile_is_refused():
    bad = seats(*FOURS_CREATOR_WINS)
    bad[0][0] = "5:4"
    with pytest.raises(DealError, match="too many or foreign: 5:4"):
        gw.load_game("dingniu").new_initial_state(hands=bad)


# -- play ---------------------------------------------------------------------------------


def test_two_arms_tiles_match_either_end_gupai():
    """GuPai: "You can add dominoes to the both sides of the layout." After the lead 6:4,
    P2's 6:4 fits both ends and his 6:6 only the 6; his 5:1, 3:1, 2:2, 1:1 fit neither."""
    state = play(start(FOURS_CREATOR_WINS), ["P1 leads 6:4"])
    assert facts(state).ends == facts(state).open_ends == (6, 4)
    assert sorted(a.text for a in state.legal_actions()) == [
        "P2 plays 6:4 on the left",
        "P2 plays 6:4 on the right",
        "P2 plays 6:6 on the left",
    ]
    play(state, ["P2 plays 6:4 on the right"])
    assert facts(state).ends == facts(state).open_ends == (6, 6)
    assert facts(state).dragon == ((6, 4), (4, 6))


def test_a_player_who_cannot_match_lays_a_tile_face_down_gupai_navpil():
    """FACTS §2.1 (as JieLong) and navpil DingNiuSimulation: no match -> one tile of his
    choice face down, counted against him. P4 holds no four when the ends show 4 and 4."""
    state = play(start(FOURS_CREATOR_WINS), FOURS_CREATOR_WINS_MOVES[:3])
    legal = state.legal_actions()
    assert {a.kind for a in legal} == {"discard"}
    assert len(legal) == 6  # any of his six tiles
    state.apply_action("P4 discards 6:5 face down")
    assert [str(t) for t in state.zones()["face down 3"]] == ["6:5"]
    assert state.view(0)["zones"]["face down 3"] == [None]
    assert state.view(0)["actions"][-1] == "P4 discards a tile face down"
    assert facts(state).penalty_pips[3] == 11
    # The facts show the tile to its owner alone, as the table does; every seat sees how
    # many tiles each holds.
    assert facts(state, 3).face_down[3] == (gw.Tile(6, 5),)
    assert all(facts(state, s).face_down[3] == (None,) for s in (0, 1, 2))
    assert facts(state, 0).hand_sizes == (5, 5, 5, 5)


def test_a_player_who_can_match_may_not_lay_face_down_gupai():
    state = play(start(FOURS_CREATOR_WINS), ["P1 leads 6:4"])
    before = state.to_dict()
    with pytest.raises(IllegalActionError):
        state.apply_action("P2 discards 5:1 face down")
    assert state.to_dict() == before


def test_illegal_moves_are_refused_and_change_nothing():
    state = play(start(FOURS_CREATOR_WINS), ["P1 leads 6:4"])
    before = state.to_dict()
    for bad in (
        "P2 plays 5:1 on the left",  # fits neither end
        "P2 plays 6:6 on the right",  # the right end shows 4
        "P3 plays 6:3 on the left",  # not P3's turn
        "P2 plays 6:5 on the left",  # P2 does not hold it
        "P2 leads 6:4",  # the lead is over
    ):
        with pytest.raises(IllegalActionError):
            state.apply_action(bad)
        assert state.to_dict() == before
    assert state.current_player == 1


def test_views_hide_the_other_hands_until_the_deal_is_over():
    state = play(start(FOURS_CREATOR_WINS), ["P1 leads 6:4"])
    view = state.view(1)
    assert view["zones"]["hand 1"] == ["6:6", "6:4", "5:1", "3:1", "2:2", "1:1"]
    for other in (0, 2, 3):
        assert all(t is None for t in view["zones"][f"hand {other}"])
    assert len(view["zones"]["hand 0"]) == 5
    assert facts(state, 1).penalty_pips == (None, 0, None, None)
    play(state, FOURS_CREATOR_WINS_MOVES[1:])
    assert state.is_terminal()
    assert state.view(1)["zones"]["hand 3"] == ["6:1", "5:5", "3:3", "3:1", "2:2"]
    assert state.view(1)["zones"]["face down 3"] == ["6:5"]


# -- the end of a deal and its settlement -------------------------------------------------

# Seeded deal 127 as played by the heuristic bot; no SuanZhang arises and every tile is
# laid. P1 lays all six, P2 lays 1:1 down, P3 lays 3:1 down, P4 lays 1:1 and 6:1 down.
ALL_LAID = (
    "4:4 2:2 6:2 3:1 5:5 6:4",
    "1:1 6:4 6:5 2:2 3:3 3:3",
    "4:4 6:3 6:5 3:1 5:5 5:1",
    "6:6 1:1 5:1 6:1 6:1 6:6",
)
ALL_LAID_MOVES = [
    "P1 leads 4:4", "P2 plays 6:4 on the left", "P3 plays 6:5 on the left",
    "P4 plays 5:1 on the left", "P1 plays 3:1 on the left", "P2 plays 3:3 on the left",
    "P3 plays 4:4 on the right", "P4 discards 1:1 face down", "P1 plays 6:4 on the right",
    "P2 plays 6:5 on the right", "P3 plays 5:5 on the right", "P4 discards 6:1 face down",
    "P1 plays 5:5 on the right", "P2 plays 3:3 on the left", "P3 plays 5:1 on the right",
    "P4 plays 6:1 on the right", "P1 plays 6:2 on the right", "P2 plays 2:2 on the right",
    "P3 plays 6:3 on the left", "P4 plays 6:6 on the left", "P1 plays 2:2 on the right",
    "P2 discards 1:1 face down", "P3 discards 3:1 face down", "P4 plays 6:6 on the left",
]  # fmt: skip


def test_deal_ends_when_every_tile_is_placed_and_face_down_pips_count_gupai():
    """GuPai/FACTS (as JieLong): play until all tiles are placed or laid face down; the
    score is the pips face down; fewest wins 6, the others pay 1, 2, 3 (most pays 3)."""
    state = start(ALL_LAID)
    play(state, ALL_LAID_MOVES[:-1])
    assert not state.is_terminal()
    play(state, ALL_LAID_MOVES[-1:])
    assert state.is_terminal()
    assert all(not state.zones()[f"hand {s}"] for s in range(4))
    result = settled(state)
    assert result.scores == (0, 2, 4, 9)  # P2 1:1; P3 3:1; P4 1:1 + 6:1
    assert result.ranking == (0, 1, 2, 3)
    assert state.returns() == [6, -1, -2, -3]
    assert result.ending == "all laid"


def test_deal_ends_when_no_hand_can_play_again_and_hands_count():
    """Once no tile in any hand fits an open end, laying the rest face down changes no
    score, so the deal ends and tiles in hand count (GuPai/FACTS: hand tiles count when the
    layout is blocked; navpil ends after four tiles down in a row, with the same count)."""
    state = play(start(FOURS_CREATOR_WINS), FOURS_CREATOR_WINS_MOVES)
    assert state.is_terminal()
    result = settled(state)
    assert result.ending == "dead"
    assert result.scores == (35, 28, 36, 42)
    assert [len(state.zones()[f"hand {s}"]) for s in range(4)] == [4, 5, 5, 5]


def test_scoring_six_one_two_three_without_suanzhang_gupai():
    """GuPai: the winner gets 6, second pays 1, third 2, the most pips 3. With SuanZhang
    off the fours deal is settled plainly: P2 28, P1 35, P3 36, P4 42."""
    state = play(start(FOURS_CREATOR_WINS, suanzhang=False), FOURS_CREATOR_WINS_MOVES)
    assert settled(state).suanzhang is None
    assert state.returns() == [-1, 6, -2, -3]


@pytest.mark.parametrize(
    ("scores", "ranking", "source"),
    [
        # Boris (P2) and Valentine (P3) 5, Adam (P1, first) and George (P4) 10.
        ((10, 5, 5, 10), (1, 2, 3, 0), "GuPai example"),
        # "if Boris and Valentine scored 15 points each, then Adam would beat George".
        ((10, 15, 15, 10), (0, 3, 2, 1), "GuPai paradox"),
        # Three-way tie for first: the earliest wins, the other two by the upper hand.
        ((4, 4, 4, 9), (0, 2, 1, 3), "GuPai rules, three-way"),
    ],
)
def test_rank_players_tie_rules(scores, ranking, source):
    assert rank_players(scores, 0) == ranking, source


def test_ranking_counts_hands_from_the_first_player_not_from_p1():
    """GuPai: the first player is the lowest hand. With P3 first, P3 beats P1 on a tie for
    first, and among losers the later hand (P2, last from P3) ranks above P4."""
    assert rank_players((3, 7, 3, 7), 2) == (2, 0, 1, 3)


def test_tie_for_first_goes_to_the_lower_hand_and_lower_ties_to_the_upper_hand_gupai():
    """GuPai's worked example, played out: Boris +6, Valentine -1, George -2, Adam -3."""
    state = play(start(TIES_GUPAI), SMOTHERED_FIVES_MOVES)
    assert state.is_terminal()
    result = settled(state)
    assert result.scores == (42, 20, 20, 42)
    assert result.ranking == (1, 2, 3, 0)
    assert state.returns() == [-3, 6, -1, -2]


def test_tie_paradox_adam_beats_george_gupai():
    """GuPai: with Boris and Valentine on 15 and Adam and George on 10, Adam wins as the
    lower hand and George is second; Valentine, the upper hand, ranks above Boris."""
    state = play(start(TIES_GUPAI_PARADOX), SMOTHERED_FIVES_MOVES)
    result = settled(state)
    assert result.scores == (26, 36, 36, 26)
    assert state.returns() == [6, -3, -2, -1]


# -- SuanZhang ----------------------------------------------------------------------------


def test_suanzhang_fours_when_the_second_6_4_meets_six_to_six_gupai():
    state = play(start(FOURS_CREATOR_WINS), ["P1 leads 6:4"])
    assert state.suanzhang_made_by("P2 plays 6:4 on the left") == "fours"
    assert state.suanzhang_made_by("P2 plays 6:4 on the right") is None  # ends 6 and 6
    assert state.suanzhang_made_by("P2 plays 6:6 on the left") is None
    caption = state.explain("P2 plays 6:4 on the left")
    assert "SuanZhang, fours" in caption and "P2 made it" in caption
    state.apply_action("P2 plays 6:4 on the left")
    shown = facts(state)
    assert (shown.block_maker, shown.block_kind, shown.block_blamed) == (1, "fours", True)
    assert facts(state, 1).block_blamed is True
    # Whether it is held against P2 depends on his hand: the others learn it at the end.
    assert (facts(state, 2).block_maker, facts(state, 2).block_blamed) == (1, None)


def test_the_others_read_whether_a_suanzhang_counts_only_when_the_deal_is_settled():
    """Whether a block is held against its maker tells whether he had another play (navpil
    blames only such a maker): his own caption and the open one say it; the others' captions
    say only what it would cost, as their views do (DESIGN.md §2: nothing a seat cannot see)."""
    state = play(start(FOURS_CREATOR_WINS), ["P1 leads 6:4"])
    move = "P2 plays 6:4 on the left"
    maker, open_caption = state.explain(move, 1), state.explain(move)
    assert maker == open_caption and "P2 made it: if P2 wins" in maker
    for other in (0, 2, 3):
        caption = state.explain(move, other)
        assert "SuanZhang, fours" in caption and "held against P2 only if P2 had" in caption
        assert "P2 made it: if" not in caption and "not held" not in caption


def test_suanzhang_creator_wins_every_payment_doubled_gupai():
    """GuPai: "If the player who blocked the layout won ... all payments are doubled and he
    receives 12 chips instead of 6." P2 28, P1 35, P3 36, P4 42."""
    state = play(start(FOURS_CREATOR_WINS), FOURS_CREATOR_WINS_MOVES)
    assert state.returns() == [-2, 12, -4, -6]
    assert "pays 12" not in settled(state).note


def test_suanzhang_creator_loses_he_alone_pays_12_gupai():
    """GuPai: "if he lost, he pays 12 chips to the winner, and the rest of the players pay
    nothing." P4 26 wins; P2 made the block with 32."""
    moves = [
        "P1 leads 6:4",
        "P2 plays 6:4 on the left",
        "P3 plays 4:4 on the left",
        "P4 plays 4:4 on the left",
    ]
    state = play(start(FOURS_DOUBLES_MATTER), moves)
    assert state.is_terminal()
    result = settled(state)
    assert result.scores == (53, 32, 30, 26)
    assert state.returns() == [0, -12, 0, 12]


def test_doubles_may_be_added_after_suanzhang_blame_stays_with_creator_gupai():
    """GuPai leans to: doubles may still be added, but the blocker keeps the blame."""
    state = play(start(FOURS_CREATOR_WINS), FOURS_CREATOR_WINS_MOVES[:2])
    assert not state.is_terminal()
    assert sorted(a.text for a in state.legal_actions()) == [
        "P3 plays 4:4 on the left",
        "P3 plays 4:4 on the right",
    ]
    assert "block stays P2's" in state.explain("P3 plays 4:4 on the left")
    play(state, FOURS_CREATOR_WINS_MOVES[2:3])
    assert facts(state).block_maker == 1


def test_option_no_doubles_after_suanzhang_ends_the_deal_at_once():
    """The other reading: the block ends the deal; P3 and P4 keep their 4:4 (+8 each), so
    P2 (32) now wins over P4 (34), P3 (38), P1 (53): doubled for P2."""
    state = play(
        start(FOURS_DOUBLES_MATTER, doubles_after_suanzhang=False),
        ["P1 leads 6:4", "P2 plays 6:4 on the left"],
    )
    assert state.is_terminal()
    result = settled(state)
    assert result.scores == (53, 32, 38, 34)
    assert result.ending == "suanzhang"
    assert state.returns() == [-6, 12, -4, -2]


def test_smothered_fives_ends_the_deal_and_counts_for_its_maker_gupai_navpil():
    """GuPai's smothered-fives layout; navpil ends the deal at a smothered block. P3 (16)
    made it and wins: doubled; P2 28, P4 36, P1 44."""
    state = play(start(SMOTHERED_BY_CHOICE), SMOTHERED_FIVES_MOVES[:-1])
    assert state.suanzhang_made_by("P3 plays 3:1 on the right") == "smothered fives"
    assert state.suanzhang_made_by("P3 plays 1:1 on the right") is None
    play(state, SMOTHERED_FIVES_MOVES[-1:])
    assert state.is_terminal()
    assert facts(state).dragon == ((6, 3), (3, 1), (1, 6), (6, 5), (5, 6), (6, 1), (1, 3))
    assert settled(state).suanzhang == SuanZhang(2, "smothered fives", True)
    assert settled(state).scores == (44, 28, 16, 36)
    assert state.returns() == [-6, -2, 12, -4]


def test_smothered_fours_navpil_example():
    """navpil GraphSuanZhang: in [2:6][6:3][3:1][1:6][6:5][5:6][6:1] fours are out, since
    the only tiles with fours are the two [6:4] and no six can be reached any more."""
    hands = (
        "6:3 6:5 6:6 6:6 5:5 5:5",
        "3:1 6:1 4:4 4:4 6:4 1:1",
        "6:1 6:2 1:1 2:2 2:2 3:3",
        "6:5 6:4 5:1 5:1 3:3 3:1",
    )
    moves = [
        "P1 leads 6:3",
        "P2 plays 3:1 on the right",
        "P3 plays 6:1 on the right",
        "P4 plays 6:5 on the right",
        "P1 plays 6:5 on the right",
        "P2 plays 6:1 on the right",
    ]
    state = play(start(hands), moves)
    assert state.suanzhang_made_by("P3 plays 6:2 on the left") == "smothered fours"
    state.apply_action("P3 plays 6:2 on the left")
    assert facts(state).dragon == ((2, 6), (6, 3), (3, 1), (1, 6), (6, 5), (5, 6), (6, 1))
    assert state.is_terminal()
    assert settled(state).suanzhang.kind == "smothered fours"


def test_smothered_blocks_are_ordinary_play_without_the_option():
    state = play(start(SMOTHERED_BY_CHOICE, smothered_suanzhang=False), SMOTHERED_FIVES_MOVES)
    assert not state.is_terminal()
    assert facts(state).block_maker is None and facts(state).block_kind == ""


@pytest.mark.parametrize(
    ("moves", "kind"),
    [
        # GuPai: "Ones, Two-Three ... Fours and Fives". Each layout ends with both ends on
        # a value (or on 2 and 3) whose non-double tiles are all laid.
        (
            ["P1 leads 3:1", "P2 plays 5:1 on the right", "P3 plays 5:1 on the right",
             "P4 plays 6:1 on the right", "P1 plays 6:1 on the right",
             "P2 plays 3:1 on the left"],
            "ones",
        ),
        (
            ["P1 leads 6:3", "P2 plays 3:1 on the right", "P3 plays 3:1 on the right",
             "P4 plays 6:2 on the left"],
            "two-three",
        ),
        (
            ["P1 leads 6:5", "P2 plays 5:1 on the right", "P3 plays 5:1 on the right",
             "P4 plays 6:5 on the left"],
            "fives",
        ),
    ],
)  # fmt: skip
def test_classic_suanzhang_kinds_gupai_navpil(moves, kind):
    tiles = Counter(t.split()[2] for t in moves)
    hands = [[t.split()[2] for t in moves if t.startswith(f"P{s + 1} ")] for s in range(4)]
    rest = list((Counter(str(t) for t in gw.load_game("dingniu").pieces()) - tiles).elements())
    rest.sort(key=lambda t: ("6" in t, t))  # fill with low tiles first, sixes last
    for hand in hands:
        while len(hand) < 6:
            hand.append(rest.pop(0))
    state = play(start(tuple(" ".join(h) for h in hands)), moves[:-1])
    assert state.suanzhang_made_by(moves[-1]) == kind
    state.apply_action(moves[-1])
    assert facts(state).block_kind == kind
    assert facts(state).block_maker == int(moves[-1][1]) - 1


def test_a_suanzhang_the_player_could_not_avoid_is_not_held_against_him_navpil():
    """navpil marks a move SuanZhang only when its player had another play: here P3's only
    legal move makes smothered fives, so the deal ends but is settled at 6/1/2/3."""
    state = play(start(TIES_GUPAI), SMOTHERED_FIVES_MOVES[:-1])
    assert [a.text for a in state.legal_actions()] == ["P3 plays 3:1 on the right"]
    assert "not held against P3" in state.explain("P3 plays 3:1 on the right")
    play(state, SMOTHERED_FIVES_MOVES[-1:])
    result = settled(state)
    assert result.suanzhang == SuanZhang(2, "smothered fives", False)
    assert state.returns() == [-3, 6, -1, -2]


def test_option_forced_suanzhang_counts():
    """The other reading: any maker is blamed. P3 still loses to P2 on the tie-break (both
    20, P2 the lower hand), so P3 alone pays 12 to P2."""
    state = play(start(TIES_GUPAI, forced_suanzhang_counts=True), SMOTHERED_FIVES_MOVES)
    assert settled(state).suanzhang.blamed is True
    assert state.returns() == [0, 12, -12, 0]


def test_final_caption_explains_the_settlement():
    state = play(start(FOURS_DOUBLES_MATTER), ["P1 leads 6:4", "P2 plays 6:4 on the left"])
    state.apply_action("P3 plays 4:4 on the left")
    caption = state.explain("P4 plays 4:4 on the left")
    assert "P4 wins with the fewest pips (26)" in caption
    assert "P2 made the SuanZhang and lost, so he alone pays 12 to P4" in caption


# -- matches and bots ---------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_the_winner_leads_the_next_deal_navpil(seed):
    """navpil DingNiuSimulation: the deal's winner goes first in the next one; P1 first."""
    game = gw.load_game("dingniu", deals=2)
    state = game.new_initial_state(seed=seed)
    assert state.current_player == 0
    bot = RandomBot(seed)
    while state.deal_number == 0:
        state.apply_action(state.ask(bot))
    winner = state.results[0].winner
    assert state.current_player == winner
    assert state.legal_actions()[0].kind == "lead"
    while not state.is_terminal():
        state.apply_action(state.ask(bot))
    assert state.returns() == [
        a + b for a, b in zip(state.results[0].payments, state.results[1].payments, strict=True)
    ]


def test_random_deals_settle_as_the_rules_allow():
    """Every settlement is one of the three the sources allow, and blocks are of the kinds
    the sources name."""
    game = gw.load_game("dingniu")
    kinds = set()
    for seed in range(300):
        state = game.new_initial_state(seed=seed)
        bot = RandomBot(seed)
        while not state.is_terminal():
            state.apply_action(state.ask(bot))
        result = state.results[0]
        by_place = [result.payments[s] for s in result.ranking]
        block = result.suanzhang
        if block is not None:
            kinds.add(block.kind)
        if block is not None and block.blamed and block.creator != result.winner:
            assert sorted(by_place) == [-12, 0, 0, 12]
            assert result.payments[block.creator] == -12
        elif block is not None and block.blamed:
            assert by_place == [12, -2, -4, -6]
        else:
            assert by_place == [6, -1, -2, -3]
        assert result.scores[result.ranking[0]] == min(result.scores)
    assert kinds <= {
        "ones", "two-three", "fours", "fives", "smothered fours", "smothered fives",
    }  # fmt: skip
    assert len(kinds) >= 5


def test_heuristic_bot_beats_random_seats():
    """One heuristic seat against three random ones, rotating seats, against a random bot
    in the same seat on the same deals."""
    game = gw.load_game("dingniu")
    totals = {"heuristic": 0, "random": 0}
    for seed in range(400):
        seat = seed % 4
        for kind in totals:
            state = game.new_initial_state(seed=seed)
            bots = [RandomBot(seed * 10 + k) for k in range(4)]
            if kind == "heuristic":
                bots[seat] = game.make_bot(seed)
            while not state.is_terminal():
                state.apply_action(state.ask(bots[state.current_player]))
            totals[kind] += state.returns()[seat]
    assert totals["heuristic"] / 400 > totals["random"] / 400 + 0.75


# -- fixed deals, result and short notation ------------------------------------------------

# FOURS_CREATOR_WINS_MOVES in short notation: two arms, so a play names its end.
FOURS_CREATOR_WINS_SHORTS = ["6:4", "6:4 L", "4:4 L", "6:5 down", "4:4 L"]


def test_result_of_a_won_suanzhang_gupai():
    """GuPai: the maker of the block won, so every payment is doubled (12, 2, 4, 6); the
    scores are the pips: P1 35, P2 28, P3 36, P4 42. DingNiu pays in points (chips)."""
    state = play(start(FOURS_CREATOR_WINS), FOURS_CREATOR_WINS_MOVES)
    result = state.result()
    assert result.payments == (-2, 12, -4, -6)
    assert result.scores == (35, 28, 36, 42)
    assert result.unit == "points"
    assert "P2 made the SuanZhang and won, so every payment is doubled" in result.note
    assert list(result.payments) == state.returns()


def test_short_notations_name_the_end_a_tile_is_laid_on():
    state = start(FOURS_CREATOR_WINS)
    assert shorts(state) == {"6:6", "6:5", "6:4", "5:5", "4:4", "1:1"}
    state.apply_action("6:4")
    assert shorts(state) == {"6:4 L", "6:4 R", "6:6 L"}
    assert state.find_action("6:4 L").text == "P2 plays 6:4 on the left"
    assert state.suanzhang_made_by("6:4 L") == "fours"
    play(state, FOURS_CREATOR_WINS_SHORTS[1:3])
    assert shorts(state) == {f"{t} down" for t in ("6:5", "6:1", "5:5", "3:3", "3:1", "2:2")}


def test_a_whole_deal_played_from_short_notations():
    by_sentence = play(start(FOURS_CREATOR_WINS), FOURS_CREATOR_WINS_MOVES)
    assert [a.short for a in by_sentence.history] == FOURS_CREATOR_WINS_SHORTS
    by_short = play(start(FOURS_CREATOR_WINS), FOURS_CREATOR_WINS_SHORTS)
    assert dump(by_short) == dump(by_sentence)
    assert by_short.returns() == [-2, 12, -4, -6]


def test_a_hand_of_eight_is_refused_gupai_deals_six():
    """FACTS §0.7: 24 tiles for 4 players are 6 each, not the 8 gupai-games.md says."""
    hands = seats(*FOURS_CREATOR_WINS)
    hands[0] += hands[1][:2]
    hands[1] = hands[1][2:]
    with pytest.raises(DealError, match="P1's hand has 8 pieces; DingNiu for 4 players deals 6"):
        gw.load_game("dingniu").new_initial_state(hands=hands)


def test_the_dealer_leads_the_first_deal():
    state = start(FOURS_CREATOR_WINS, dealer=2)
    assert state.current_player == 2
    assert "P3 was chosen to lead" in state.explain("6:3")
    assert state.deal_setup().dealer == 2


def test_a_match_can_start_at_its_last_deal():
    state = start(FOURS_CREATOR_WINS, deals=2, deal_number=1)
    assert state.deal_number == 1
    assert "P1 leads deal 2, the first one played" in state.explain("6:4")
    play(state, FOURS_CREATOR_WINS_SHORTS[:-1])
    caption = state.explain(FOURS_CREATOR_WINS_SHORTS[-1])
    assert "Settlement: P1 -2, P2 +12, P3 -4, P4 -6." in caption
    state.apply_action(FOURS_CREATOR_WINS_SHORTS[-1])
    assert state.is_terminal()
    assert state.returns() == [-2, 12, -4, -6]


def test_deal_setup_rebuilds_the_deal_being_played_mid_match():
    game = gw.load_game("dingniu", deals=4)
    state = game.new_initial_state(seed=9)
    bots = [game.make_bot(seat) for seat in range(4)]
    while state.deal_number < 2:
        state.apply_action(state.ask(bots[state.current_player]))
    start_of_deal = (state.zones(None), state.current_player)
    moves = [state.apply_action(state.ask(bots[state.current_player])).short for _ in range(5)]
    setup = state.deal_setup()
    assert (setup.deal_number, setup.dealer, setup.seed) == (2, start_of_deal[1], 9)
    rebuilt = game.new_initial_state(setup)
    assert (rebuilt.zones(None), rebuilt.current_player) == start_of_deal
    assert rebuilt.deal_number == 2
    play(rebuilt, moves)
    assert rebuilt.zones(None) == state.zones(None)


# -- statements of the DingNiu notebook (notebooks/dingniu.py) ----------------------------


def test_non_double_halves_per_number_are_uneven_gupai():
    """GuPai: leaving the doubles aside, the set has a single two, two fours, three threes,
    four fives, six ones and eight sixes."""
    halves = Counter(
        half
        for t in gw.load_game("dingniu").pieces()
        if not t.is_double
        for half in (t.high, t.low)
    )
    assert dict(halves) == {1: 6, 2: 1, 3: 3, 4: 2, 5: 4, 6: 8}


def test_p1_leads_any_tile_and_both_ends_stay_open_gupai_navpil():
    """navpil DingNiuSimulation: P1 starts the first deal with any tile; GuPai: both ends of
    the layout are open, so the lead names no open half (unlike one-armed JieLong)."""
    state = start(FOURS_CREATOR_WINS)
    assert state.current_player == 0
    assert [a.text for a in state.legal_actions()] == [
        "P1 leads 6:6", "P1 leads 6:5", "P1 leads 6:4", "P1 leads 5:5", "P1 leads 4:4",
        "P1 leads 1:1",
    ]  # fmt: skip
    for lead, ends in (("P1 leads 6:5", (6, 5)), ("P1 leads 4:4", (4, 4))):
        state = play(start(FOURS_CREATOR_WINS), [lead])
        assert facts(state).ends == facts(state).open_ends == ends


# Seeded deal 145 as the bots played it (gw.play(seed=145) when this was written). P2
# makes a two-three block with 6:2 although he could have laid 3:3 on the 3; he then lays
# all his tiles, but so do P1 and P4: P1 0, P2 0, P3 14 (1:1 and 6:6 face down), P4 0.
ZERO_PIP_HANDS = (
    "1:1 6:4 5:1 3:1 6:1 2:2",
    "6:2 3:3 3:1 4:4 5:5 6:1",
    "1:1 4:4 6:6 5:5 6:3 6:5",
    "3:3 5:1 6:5 6:6 6:4 2:2",
)
ZERO_PIP_MOVES = [
    "P1 leads 1:1", "P2 plays 3:1 on the right", "P3 plays 6:3 on the right",
    "P4 plays 6:6 on the right", "P1 plays 6:1 on the right", "P2 plays 6:1 on the right",
    "P3 plays 6:5 on the right", "P4 plays 5:1 on the left", "P1 plays 5:1 on the left",
    "P2 plays 5:5 on the right", "P3 plays 5:5 on the right", "P4 plays 6:5 on the right",
    "P1 plays 6:4 on the right", "P2 plays 4:4 on the right", "P3 plays 4:4 on the right",
    "P4 plays 6:4 on the right", "P1 plays 3:1 on the left", "P2 plays 6:2 on the right",
    "P3 discards 1:1 face down", "P4 plays 3:3 on the left", "P1 plays 2:2 on the right",
    "P2 plays 3:3 on the left", "P3 discards 6:6 face down", "P4 plays 2:2 on the right",
]  # fmt: skip


def test_a_zero_pip_maker_who_loses_the_tie_still_pays_12_gupai():
    """GuPai: a block's maker who does not win pays 12 alone, with no exception for 0 pips
    (navpil drops the block when its maker ends on 0; the library follows the GuPai page).
    P1, P2 and P4 tie on 0 and P1, the lower hand, wins: P2 pays 12 to P1."""
    state = play(start(ZERO_PIP_HANDS), ZERO_PIP_MOVES[:17])
    assert "P2 plays 3:3 on the left" in [a.text for a in state.legal_actions()]
    assert state.suanzhang_made_by("P2 plays 6:2 on the right") == "two-three"
    play(state, ZERO_PIP_MOVES[17:])
    assert state.is_terminal()
    result = settled(state)
    assert result.suanzhang == SuanZhang(1, "two-three", True)
    assert result.scores == (0, 0, 14, 0)
    assert result.ranking == (0, 3, 1, 2)
    assert state.returns() == [12, -12, 0, 0]


def test_the_block_a_play_would_make_is_read_from_what_the_seat_is_given():
    """A bot asks the rules (`DingNiu.block_after`) which SuanZhang a play would make, from
    its seat's facts alone (the layout: its ends and what is off it): the same answer the
    deal itself gives."""
    game = gw.load_game("dingniu")
    found = Counter()
    for seed in range(60):
        state = game.new_initial_state(seed=seed)
        bot = RandomBot(seed)
        while not state.is_terminal():
            seen = state.observe(state.current_player)
            facts = seen.facts
            for action in seen.legal:
                if action.kind != "play":
                    continue
                made = state.suanzhang_made_by(action)
                if facts.block_maker is None:
                    ends, off = facts.ends, facts.off_layout
                    assert game.block_after(action, ends, off, facts.faces_off_layout) == made
                else:
                    assert made is None  # one block a deal
                found[made] += 1
            state.apply_action(state.ask(bot))
    assert found["fours"] and found["smothered fives"]  # blocks were met: the check can fail


# Deal B of the notebook's variants table: TIES_GUPAI with a script that goes on past P3's
# forced smothered fives for the variants where that is no block. P4 plays 6:4 on the 6,
# the 4:4s follow, ... P2's only play 6:2 on the 6 makes a two-three (forced: he holds
# 1:1 1:1 6:2), then the 2:2s and 3:3s and face-down tiles. Pips: P1 5:5 + 6:6 face down =
# 22, P2 1:1 + 1:1 = 4, P3 0, P4 5:1 + 5:1 face down and 5:5 in hand = 22.
TIES_GUPAI_GOING_ON = [
    *SMOTHERED_FIVES_MOVES,
    "P4 plays 6:4 on the left", "P1 plays 4:4 on the left", "P2 plays 4:4 on the left",
    "P3 plays 3:3 on the right", "P4 plays 6:4 on the left", "P1 plays 6:6 on the left",
    "P2 plays 6:2 on the left", "P3 plays 3:3 on the right", "P4 discards 5:1 face down",
    "P1 discards 5:5 face down", "P2 discards 1:1 face down", "P3 plays 2:2 on the left",
    "P4 discards 5:1 face down", "P1 discards 6:6 face down", "P2 discards 1:1 face down",
    "P3 plays 2:2 on the left",
]  # fmt: skip
FOURS_DOUBLES_MATTER_MOVES = [
    "P1 leads 6:4",
    "P2 plays 6:4 on the left",
    "P3 plays 4:4 on the left",
    "P4 plays 4:4 on the left",
]


@pytest.mark.parametrize(
    ("deal_name", "options", "block", "ending", "returns"),
    [
        # Deal A: P2's fours block, chosen (he could lay 6:4 on the 4, or 6:3, 6:2, 6:1
        # on the 6). Scores with the doubles laid: P1 53, P2 32, P3 30, P4 26.
        ("A", {}, ("fours", 1, True), "dead", [0, -12, 0, 12]),  # GuPai: maker loses
        ("A", {"suanzhang": False}, None, "dead", [-3, -2, -1, 6]),  # 6/1/2/3 by place
        ("A", {"smothered_suanzhang": False}, ("fours", 1, True), "dead", [0, -12, 0, 12]),
        # Ends at once: P3 38 and P4 34 keep their 4:4; P2 32 wins doubled.
        ("A", {"doubles_after_suanzhang": False}, ("fours", 1, True), "suanzhang",
         [-6, 12, -4, -2]),
        ("A", {"forced_suanzhang_counts": True}, ("fours", 1, True), "dead", [0, -12, 0, 12]),
        # Deal B: P3's forced smothered fives; 42/20/20/42 settled by GuPai's tie rules.
        ("B", {}, ("smothered fives", 2, False), "suanzhang", [-3, 6, -1, -2]),
        # No block: play goes on to P1 22, P2 4, P3 0, P4 22; P4 the upper hand is 3rd.
        ("B", {"suanzhang": False}, None, "dead", [-3, -1, 6, -2]),
        ("B", {"smothered_suanzhang": False}, ("two-three", 1, False), "dead", [-3, -1, 6, -2]),
        ("B", {"doubles_after_suanzhang": False}, ("smothered fives", 2, False), "suanzhang",
         [-3, 6, -1, -2]),
        ("B", {"forced_suanzhang_counts": True}, ("smothered fives", 2, True), "suanzhang",
         [0, 12, -12, 0]),
    ],
)  # fmt: skip
def test_options_side_by_side_on_the_same_deals(deal_name, options, block, ending, returns):
    """Each option flipped alone on the notebook's two deals; the script runs for as long
    as the deal lasts under that variant (all of it where the deal goes on longest)."""
    hands, moves = {
        "A": (FOURS_DOUBLES_MATTER, FOURS_DOUBLES_MATTER_MOVES),
        "B": (TIES_GUPAI, TIES_GUPAI_GOING_ON),
    }[deal_name]
    state = start(hands, **options)
    for move in moves:
        if state.is_terminal():
            break
        state.apply_action(move)
    assert state.is_terminal()
    result = state.results[0]
    made = result.suanzhang
    assert (made and (made.kind, made.creator, made.blamed)) == block
    assert result.ending == ending
    assert state.returns() == returns


def test_the_notebook_names_only_tests_that_exist():
    """The "Rules at a glance" table of notebooks/dingniu.py names the tests backing each
    rule; every name must be a test of this module."""
    page = Path(__file__).parents[2] / "notebooks" / "dingniu.py"
    named = set(re.findall(r"[`>](test_\w+)[`<]", page.read_text(encoding="utf-8")))
    assert len(named) >= 25
    assert named <= {name for name in globals() if name.startswith("test_")}


def test_how_to_play_well_where_the_search_bot_overrules_the_game_s_bot() -> None:
    """The page's "How to play well", from 200 deals between the bots (`page_stats` first
    plays the stored sample again, the search bot's moves and the fresh playouts included):
    where the search bot ("normal") differs from the game's bot, by kind of move, how often,
    whose tile is heavier, and its gain valued again in fresh samples, in points, more than
    three standard errors every time: a heavier lead in 33 of 42 (+1.05), plays as often
    lighter as heavier (+1.25), a heavier tile face down in 135 of 149 (+0.27)."""
    search = page_stats("dingniu")["search"]
    assert search["matches"] == 200
    shown, clear = search_shown(search["choices"], digits=2)
    assert shown == {
        "lead": (200, 42, "21%", 33, 9, "+1.05 ± 0.32"),
        "play": (1558, 321, "21%", 123, 126, "+1.25 ± 0.12"),
        "discard": (807, 149, "18%", 135, 3, "+0.27 ± 0.05"),
    }
    assert clear == {"lead": 3.3, "play": 10.1, "discard": 5.3}  # the gains in standard errors
