"""XiangShiFu scenarios with fixed layouts, expected results from the sources.

Sources: the GuPai site's "Game of Zen" page (https://navpil.github.io/gupai/solitaires/zen.html:
the move rule and its two examples, the dead groups, the variants), its "Classical
Triplets" page, and pagat's Xiang Shi Fu page. A layout is written group after group (A, B,
...), the groups of two last.
"""

from __future__ import annotations

from collections import deque

import pytest
from scenario import dump, page_stats, play, shorts

import gupai_widgets as gw
from gupai_widgets.games.solitaire.layout import (
    SHANGHAI_REMOVED,
    Variant,
    all_dead_triplets,
)
from gupai_widgets.games.solitaire.xiangshifu import SolitaireFacts

# The GuPai example: A [1:1][2:2][6:6] and B [4:4][5:5][3:3] swap [6:6] and [3:3] into a
# Small and a Big dragon. The other groups are valid already (kinds in the comments).
ONE_SWAP = (
    "1:1 2:2 6:6  4:4 5:5 3:3  "
    "6:6 6:2 2:1  "  # 1 2 2 6 6 6: Five points
    "1:1 6:1 5:3  "  # 1 1 1 3 5 6: Full fourteen
    "4:4 4:3 4:1  "  # 1 3 4 4 4 4: Coincidence, four 4s and 1 + 3 = 4
    "3:1 3:3 3:2  "  # 1 2 3 3 3 3: Coincidence
    "3:1 6:1 5:1  "  # 1 1 1 3 5 6: Full fourteen
    "5:5 6:4 5:4  "  # 4 4 5 5 5 6: Full fourteen
    "2:2 6:4 5:2  "  # 2 2 2 4 5 6: Full fourteen
    "5:1 6:3 4:2  "  # 1 2 3 4 5 6: Full dragon
    "6:5 6:5"  # Axe pair
).split()


def deal(layout: list[str], **options) -> gw.State:
    return gw.load_game("xiangshifu", **options).new_initial_state(rest=layout)


def facts(state: gw.State) -> SolitaireFacts:
    """The game's facts of the position (the player sees all of it)."""
    found = state.observe(0).facts
    assert isinstance(found, SolitaireFacts)
    return found


def test_the_layout_is_ten_triplets_and_a_pair_face_up() -> None:
    state = gw.load_game("xiangshifu").new_initial_state(seed=1)
    zones = state.zones(0)
    groups = [v for k, v in zones.items() if k.startswith("group")]
    assert sorted(map(len, groups)) == [2] + [3] * 10
    assert zones == state.zones(None)  # nothing is hidden from the player
    assert state.current_player == 0


def test_a_swap_that_leaves_both_groups_valid_is_legal() -> None:
    state = deal(ONE_SWAP)
    assert facts(state).broken == ("A", "B")
    assert facts(state).layout[:2] == (
        tuple(gw.tiles("1:1 2:2 6:6")),
        tuple(gw.tiles("4:4 5:5 3:3")),
    )
    assert "A 6:6 B 3:3" in shorts(state)
    state.apply_action("A 6:6 B 3:3")
    assert state.kind(0) == "Small dragon" and state.kind(1) == "Big dragon"
    # Each tile swapped in lies where the tile it replaced lay.
    assert facts(state).layout[:2] == (
        tuple(gw.tiles("1:1 2:2 3:3")),
        tuple(gw.tiles("4:4 5:5 6:6")),
    )
    assert state.is_terminal()
    result = state.result()
    assert result.payments == (1,) and result.scores == (1,)
    assert "Solved in 1 move" in result.note


def test_a_swap_that_breaks_a_group_is_refused_and_explained() -> None:
    # GuPai: with [4:1][5:5][3:3] instead, the same swap would leave 1 4 5 5 6 6, no triplet.
    layout = list(ONE_SWAP)
    layout[3:6] = ["4:1", "5:5", "3:3"]
    layout[layout.index("4:1", 6)] = "4:4"
    state = deal(layout)
    before = dump(state)
    assert "A 6:6 B 3:3" not in shorts(state)
    with pytest.raises(gw.IllegalActionError) as refused:
        state.apply_action("A 6:6 B 3:3")
    assert "B 1 4 5 5 6 6 (no triplet)" in str(refused.value)
    assert "both groups must be valid" in str(refused.value)
    assert dump(state) == before


@pytest.mark.parametrize(
    ("notation", "said"),
    [
        ("A 6:6 Z 3:3", "there is no group Z"),
        ("A 6:6 A 2:2", "two different groups"),
        ("A 5:5 B 3:3", "group A holds 1:1 2:2 6:6; it has no 5:5"),
        ("A 6:6 2:2 B 3:3", "one or two tiles each way"),
        ("A 9:9 B 3:3", "cannot read a tile"),
    ],
)
def test_malformed_swaps_say_what_is_wrong(notation: str, said: str) -> None:
    state = deal(ONE_SWAP)
    before = dump(state)
    with pytest.raises(gw.IllegalActionError, match=said):
        state.apply_action(notation)
    assert dump(state) == before


def test_two_tiles_may_be_swapped_each_way() -> None:
    # GuPai: a move exchanges one or two tiles. A's [1:1][2:2] for B's [4:4][5:5] leaves
    # A 4 4 5 5 6 6 and B 1 1 2 2 3 3: the same two dragons as the one-tile swap.
    state = deal(ONE_SWAP)
    state.apply_action("A 1:1 2:2 B 4:4 5:5")
    assert (state.kind(0), state.kind(1)) == ("Big dragon", "Small dragon")
    assert state.is_terminal() and state.result().scores == (1,)
    # Every two-tile swap offered leaves both of its groups valid.
    state = deal(ONE_SWAP)
    doubles = [a for a in state.legal_actions() if len(a.pieces) == 4]
    assert len(doubles) > 1
    for action in doubles:
        after = state.clone()
        after.apply_action(action)
        i, j = ("ABCDEFGHIJK".index(n) for n in action.detail.split())
        assert after.kind(i) is not None and after.kind(j) is not None


def test_the_five_dead_groups_of_the_sources() -> None:
    # GuPai "Game of Zen": these five groups can never form a classical triplet.
    listed = {
        frozenset(gw.tiles(text))
        for text in ("1:4 2:4 3:3", "1:4 2:4 4:5", "1:5 2:5 3:3", "1:5 2:5 4:4", "2:3 2:4 3:4")
    }
    found = {frozenset(g) for g in all_dead_triplets(Variant("ten_sets", "2-3-kao"))}
    assert found == listed
    # ... and with the Mixed dragon there are none.
    assert all_dead_triplets(Variant("ten_sets", "mixed")) == []


DEAD = "4:1 4:2 3:3".split()


def a_layout_with_a_dead_group() -> list[str]:
    layout = list(ONE_SWAP)
    for tile in DEAD:
        layout.remove(tile)
    return DEAD + layout


def test_a_dead_group_is_dealt_again_or_kept() -> None:
    with pytest.raises(gw.DealError, match="dead group"):
        deal(a_layout_with_a_dead_group())
    kept = deal(a_layout_with_a_dead_group(), dead_groups="keep")
    assert kept.hint() is None  # the solver proves it cannot be solved
    assert gw.play(kept.game, rest=a_layout_with_a_dead_group()).returns == (0,)
    # A seed whose first shuffle holds a dead group: the redeal shuffles again, and says so.
    game = gw.load_game("xiangshifu")
    seed = next(s for s in range(500) if game.new_initial_state(seed=s).redeals)
    state = game.new_initial_state(seed=seed)
    assert "dealt again first (dead group" in state.intro()


def test_with_the_mixed_dragon_the_layout_uses_it() -> None:
    layout = list(ONE_SWAP)
    state = deal(layout, dragon="mixed")
    # B [4:4][5:5][3:3] is 3 3 4 4 5 5: no Mixed dragon (233445) either.
    assert facts(state).broken == ("A", "B")
    assert gw.load_game("xiangshifu", dragon="mixed").new_initial_state(seed=4).redeals == []


def test_giving_up_ends_the_game_unsolved() -> None:
    state = deal(ONE_SWAP)
    play(state, ["give up"])
    assert state.is_terminal() and state.returns() == [0]
    assert "Given up after 0 moves, with 2 groups still broken" in state.result().note


def test_a_solved_layout_is_over_before_any_move() -> None:
    layout = list(ONE_SWAP)
    layout[0:6] = "1:1 2:2 3:3 4:4 5:5 6:6".split()
    state = deal(layout)
    assert state.is_terminal() and state.returns() == [1]


# -- the solver ------------------------------------------------------------------------------


def test_the_hint_is_the_one_move_that_solves() -> None:
    state = deal(ONE_SWAP)
    hint = state.hint()
    assert hint is not None and hint.short == "A 6:6 B 3:3"


def shortest_by_brute_force(state: gw.State, most: int) -> int | None:
    """The fewest moves that solve `state`, by trying every sequence of legal swaps up to
    `most` long (None: more than that)."""
    frontier = deque([(state, 0)])
    seen = {tuple(sorted(state.layout()))}
    while frontier:
        position, depth = frontier.popleft()
        if position.is_terminal():
            return depth if not position.gave_up else None
        if depth == most:
            continue
        for action in position.legal_actions():
            if action.kind != "swap":
                continue
            after = position.clone()
            after.apply_action(action)
            key = tuple(sorted(after.layout()))
            if after.is_terminal() and not after.gave_up:
                return depth + 1
            if key not in seen:
                seen.add(key)
                frontier.append((after, depth + 1))
    return None


@pytest.mark.parametrize("seed", [3, 11])
def test_the_solution_is_as_short_as_any(seed: int) -> None:
    game = gw.load_game("xiangshifu")
    replay = gw.play(game, seed=seed)
    states = replay.states()
    assert states[-1].returns() == [1], "the solver bot solves these deals"
    # Three moves before the end, brute force finds no shorter way than the solver's.
    before_end = states[-4]
    assert before_end.solution().steps is not None
    assert len(before_end.solution().steps) == 3
    assert shortest_by_brute_force(before_end, 3) == 3


# -- the variants ------------------------------------------------------------------------------

# Eight valid triplets of the 24 tiles that are not the four military pairs.
EIGHT_TRIPLETS = (
    "6:6 6:6 6:5  1:1 5:5 6:1  1:1 2:2 2:1  4:4 4:4 3:1  "
    "3:1 3:3 3:3  5:5 6:4 6:4  2:2 6:5 4:2  6:1 5:1 5:1"
).split()


def test_watching_eight_sets_ends_with_the_military_or_the_top_civil_pairs() -> None:
    game = gw.load_game("xiangshifu", variant="eight_sets")
    military = "6:3 5:4  6:2 5:3  5:2 4:3  4:1 3:2".split()
    state = game.new_initial_state(rest=EIGHT_TRIPLETS + military)
    assert state.is_terminal() and state.returns() == [1]
    # The Heaven pair in place of the Nines: three military pairs and one civil pair, every
    # group valid, and yet the goal is not met.
    others = (
        "1:1 3:1 6:5  1:1 3:3 2:2  4:4 5:5 6:5  4:4 3:3 6:3  "
        "3:1 2:2 2:1  5:5 5:1 5:4  6:4 6:4 4:2  6:1 6:1 5:1"
    ).split()
    state = game.new_initial_state(rest=others + ["6:6", "6:6"] + military[2:])
    assert facts(state).broken == ()
    assert not state.is_terminal(), "a civil pair among military pairs does not finish"


def test_the_shanghai_variant_removes_two_tiles_and_fixes_the_goal() -> None:
    game = gw.load_game("xiangshifu", variant="shanghai")
    pieces = game.pieces()
    assert len(pieces) == 30
    assert gw.Tile(4, 2) not in pieces and pieces.count(gw.Tile(6, 4)) == 1
    assert set(SHANGHAI_REMOVED) == {gw.Tile(4, 2), gw.Tile(6, 4)}
    goal = (
        "6:6 4:4 5:5  6:6 4:4 5:5  1:1 3:3 2:2  1:1 3:3 2:2  3:1 6:4 5:2  3:1 5:4 6:2  "
        "6:5 4:3 2:1  6:5 4:1 3:2  6:1 6:1 6:3  5:1 5:1 5:3"
    ).split()
    state = game.new_initial_state(rest=goal)
    assert state.is_terminal() and state.returns() == [1]
    kinds = dict(facts(state).groups)
    assert kinds["I"] == "Gold ingot" and kinds["J"] == "Silver ingot"
    # The same values in other tiles are no ingot: [1:1][5:5][5:3] is Five points only.
    assert game.variant.kind(gw.tiles("1:1 5:5 5:3")) == "Five points"
    assert game.variant.kind(gw.tiles("5:1 5:1 5:3")) == "Silver ingot"


def test_how_to_play_well_what_each_first_swap_leads_to() -> None:
    """The page's "How to play well", from the solver over the first 200 deals
    (`page_stats` first solves the stored sample again): every first swap of the 193 deals
    that can be solved, solved again after it. Only 5 deals have a first swap that leaves
    no solution, 13 swaps of 2,678; a swap mending two broken groups starts a shortest
    solution 57% of the time, one mending one 52%, and one between two valid groups 14%
    (18 of 133), never losing the deal; the search limit was never reached."""
    stats = page_stats("xiangshifu_moves")
    assert (stats["deals"], stats["solvable"], stats["losable"]) == (200, 193, 5)
    moves = stats["moves"]
    assert sum(c["unsettled"] for c in moves.values()) == 0
    assert sum(sum(c.values()) for c in moves.values()) == 2678
    shown = {
        mended: (
            sum(c.values()),
            c["shortest"],
            f"{c['shortest'] / sum(c.values()):.0%}",
            c["lost"],
        )
        for mended, c in moves.items()
    }
    assert shown == {
        "2": (1958, 1116, "57%", 9),
        "1": (587, 306, "52%", 4),
        "0": (133, 18, "14%", 0),
    }
