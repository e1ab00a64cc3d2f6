"""The XiangShiFu solver checked against brute force and against the game itself.

The rules it searches are the game's (GuPai site, "Game of Zen": a move swaps one or two
tiles between two groups, both groups valid afterwards; solved when every group is valid).
Here the brute force knows nothing of the solver's tables: it tries every choice of tiles
between every two groups and asks the variant whether the groups it makes are valid.
"""

from __future__ import annotations

import copy
import random
from collections import Counter, deque
from collections.abc import Sequence
from itertools import combinations, permutations

import pytest

import gupai_widgets as gw
from gupai_widgets.games.solitaire.layout import (
    FACE_OF,
    FACES,
    Variant,
    faces_of,
    goal_layouts,
    shanghai_ending,
    swap_rules,
)
from gupai_widgets.games.solitaire.solver import (
    Solution,
    astar,
    solve,
    solve_both_ways,
    stranded,
)
from gupai_widgets.pieces import Tile

Groups = tuple[tuple[Tile, ...], ...]


def canonical(groups: Sequence[Sequence[Tile]]) -> Groups:
    groups = [tuple(sorted(g, key=FACE_OF.__getitem__)) for g in groups]
    return tuple(sorted(groups, key=faces_of))


def swaps(variant: Variant, groups: Groups):
    """Every layout one legal move makes of `groups`, found by trying every tile choice."""
    for i, j in combinations(range(len(groups)), 2):
        gi, gj = groups[i], groups[j]
        for count in (1, 2):
            if count > min(len(gi), len(gj)) or count == len(gi) == len(gj):
                continue
            for out_i in combinations(range(len(gi)), count):
                for out_j in combinations(range(len(gj)), count):
                    new_i = [t for k, t in enumerate(gi) if k not in out_i]
                    new_j = [t for k, t in enumerate(gj) if k not in out_j]
                    new_i += [gj[k] for k in out_j]
                    new_j += [gi[k] for k in out_i]
                    if variant.kind(new_i) is None or variant.kind(new_j) is None:
                        continue
                    after = list(groups)
                    after[i], after[j] = tuple(new_i), tuple(new_j)
                    yield canonical(after)


def brute_force(variant: Variant, groups: Groups) -> int | None:
    """The fewest moves that make every group valid, by a breadth-first search of every
    layout the moves reach (None: no reachable layout is solved)."""
    start = canonical(groups)
    done = lambda layout: all(variant.kind(g) is not None for g in layout)  # noqa: E731
    frontier, seen = deque([(start, 0)]), {start}
    while frontier:
        layout, depth = frontier.popleft()
        if done(layout):
            return depth
        for after in swaps(variant, layout):
            if after not in seen:
                seen.add(after)
                frontier.append((after, depth + 1))
    return None


def solver_answer(variant: Variant, groups: Groups) -> tuple[Solution, bool]:
    """The solver's answer as the game asks for it, and whether a stranded group (rather
    than the exhaustive search) proved it unsolvable."""
    rules = swap_rules(variant)
    layout = [faces_of(g) for g in groups]
    if stranded(rules, layout):
        return Solution(None, 0), True
    return solve(rules, layout), False


def replays(variant: Variant, groups: Groups, found: Solution) -> bool:
    """Whether the solver's steps, played one after another, are legal moves (two groups
    of the layout trade one or two tiles and both end valid) that end in a layout whose
    every group is valid."""
    layout = sorted(faces_of(g) for g in groups)
    rules = swap_rules(variant)
    for step in found.steps or ():
        for group in step.before:
            layout.remove(group)  # ValueError: the step takes a group that is not there
        assert Counter(sum(step.before, ())) == Counter(sum(step.after, ()))
        for before, after in zip(step.before, step.after, strict=True):
            assert len(before) == len(after) and rules.valid[after]
            assert 1 <= sum((Counter(before) - Counter(after)).values()) <= 2
        layout += step.after
    return all(rules.valid[g] for g in layout)


def small_deal(variant: Variant, seed: int, triplets: int = 5) -> Groups:
    """A few groups of a shuffled set: `triplets` groups of three and one pair."""
    tiles = list(variant.pieces())
    random.Random(seed).shuffle(tiles)
    groups = [tuple(tiles[3 * k : 3 * k + 3]) for k in range(triplets)]
    groups.append(tuple(tiles[3 * triplets : 3 * triplets + 2]))
    return tuple(groups)


# Every group valid: the GuPai example layout after its one swap (kinds in test_xiangshifu).
SOLVED = gw.tiles(
    "1:1 2:2 3:3  4:4 5:5 6:6  6:6 6:2 2:1  1:1 6:1 5:3  4:4 4:3 4:1  3:1 3:3 3:2  "
    "3:1 6:1 5:1  5:5 6:4 5:4  2:2 6:4 5:2  5:1 6:3 4:2  6:5 6:5"
)


def scrambled_deal(seed: int, exchanges: int = 3) -> Groups:
    """Four valid triplets and the pair of a solved layout, with a few tiles exchanged at
    random between them, whether or not the groups stay valid: deals that can often be
    solved again."""
    rng = random.Random(seed)
    triplets = [SOLVED[3 * k : 3 * k + 3] for k in range(10)]
    groups = [list(g) for g in rng.sample(triplets, 4)] + [SOLVED[30:32]]
    for _ in range(exchanges):
        a, b = rng.sample(range(len(groups)), 2)
        i, j = rng.randrange(len(groups[a])), rng.randrange(len(groups[b]))
        groups[a][i], groups[b][j] = groups[b][j], groups[a][i]
    return tuple(tuple(g) for g in groups)


def check_against_brute_force(variant: Variant, groups: Groups, how: Counter) -> None:
    found, by_stranding = solver_answer(variant, groups)
    expected = brute_force(variant, groups)
    got = None if found.steps is None else len(found.steps)
    assert got == expected, f"{groups}: solver {got}, brute force {expected}"
    if found.steps is not None:
        assert replays(variant, groups, found)
        how[got] += 1
    else:
        how["stranded" if by_stranding else "searched"] += 1


@pytest.mark.parametrize("dragon", ["2-3-kao", "mixed"])
def test_small_deals_agree_with_brute_force(dragon: str) -> None:
    """On small deals (five triplets and a pair of a shuffled set; four triplets and a pair
    of a solved layout, scrambled) the solver's length is the brute-force shortest, and every
    deal it calls unsolvable has no solved layout within reach."""
    variant = Variant("ten_sets", dragon)
    how: Counter = Counter()
    for seed in range(25):
        check_against_brute_force(variant, small_deal(variant, seed), how)
        check_against_brute_force(variant, scrambled_deal(seed), how)
    # Both kinds of proof, and solutions of several lengths, are exercised.
    assert how["stranded"] >= 5 and how["searched"] >= 3, how
    assert len([n for n in how if isinstance(n, int) and n > 0]) >= 3, how


# A crafted deal with no solution: the pair [6:6][2:1] is mended only by a second [6:6]
# or the [4:2] (one tile each way), or by going whole into a triplet, which then needs the
# [6:2] (6 6 6 2 1 2: Five points); none of those tiles is in the deal.
NO_PARTNER = (
    "6:5 6:5 4:4  "  # 4 4 5 5 6 6: Big dragon
    "1:1 2:2 3:3  "  # 1 1 2 2 3 3: Small dragon
    "6:6 2:1"  # no pair
)


def test_a_crafted_deal_with_no_way_to_mend_the_pair_is_proved_unsolvable() -> None:
    variant = Variant("ten_sets", "2-3-kao")
    tiles = gw.tiles(NO_PARTNER)
    groups = (tuple(tiles[0:3]), tuple(tiles[3:6]), tuple(tiles[6:8]))
    found, _ = solver_answer(variant, groups)
    assert found.steps is None and found.settled
    assert brute_force(variant, groups) is None


def test_a_crafted_deal_needing_two_moves() -> None:
    # A [1:1][2:2][6:6], B [4:4][5:5][3:3] and the pair [6:5][4:4] are broken, C
    # [6:6][5:5][6:5] is a Split (5 5 5 6 6 6). A move mends at most two groups, so three
    # broken groups take two moves at least; two are enough.
    variant = Variant("ten_sets", "2-3-kao")
    tiles = gw.tiles("1:1 2:2 6:6  4:4 5:5 3:3  6:6 5:5 6:5  6:5 4:4")
    groups = (tuple(tiles[0:3]), tuple(tiles[3:6]), tuple(tiles[6:9]), tuple(tiles[9:11]))
    assert [variant.kind(g) for g in groups] == [None, None, "Split", None]
    found, _ = solver_answer(variant, groups)
    assert found.steps is not None and replays(variant, groups, found)
    assert len(found.steps) == brute_force(variant, groups) == 2


@pytest.mark.parametrize(
    ("options", "seed"),
    [
        ({}, 3),
        ({}, 11),
        ({"dragon": "mixed"}, 7),
        ({"variant": "eight_sets"}, 1),
        ({"variant": "eight_sets"}, 17),  # past A*'s share: found from both ends
        ({"variant": "shanghai"}, 4),
    ],
)
def test_the_solution_replays_through_the_game_to_a_solved_deal(options, seed) -> None:
    """The bot plays the solver's solution as legal actions of the game; the deal ends
    solved after exactly as many moves as the solution has."""
    game = gw.load_game("xiangshifu", **options)
    state = game.new_initial_state(seed=seed)
    found = state.solution()
    assert found.steps is not None
    for step in found.steps:
        state.apply_action(state.action_for(step))
    assert state.is_terminal() and state.returns() == [1]
    assert state.moves_used == len(found.steps)


# -- the Shanghai variant ----------------------------------------------------------------------


def test_the_shanghai_goal_leaves_one_solved_layout() -> None:
    # GuPai site: four Full dragons, two Small, two Big, a Gold and a Silver ingot, with
    # [4:2] and one [6:4] left out. Only one layout of the 30 tiles meets it.
    ending = shanghai_ending()
    assert sorted(" ".join(map(str, g)) for g in ending) == sorted(
        [
            "6:6 4:4 5:5",
            "6:6 4:4 5:5",
            "1:1 3:3 2:2",
            "1:1 3:3 2:2",
            "3:1 6:4 5:2",
            "3:1 5:4 6:2",
            "6:5 4:3 2:1",
            "6:5 4:1 3:2",
            "6:1 6:1 6:3",
            "5:1 5:1 5:3",
        ]
    )
    state = gw.load_game("xiangshifu", variant="shanghai").new_initial_state(
        rest=[str(t) for g in ending for t in g]
    )
    assert state.is_terminal() and state.returns() == [1]


def scrambled_shanghai(seed: int, moves: int) -> list:
    """The solved Shanghai layout after `moves` random legal moves: it can be solved again
    in at most that many."""
    rng = random.Random(seed)
    variant = Variant("shanghai", "2-3-kao")
    layout = canonical(shanghai_ending())
    for _ in range(moves):
        layout = rng.choice(
            sorted(set(swaps(variant, layout)), key=lambda g: [faces_of(x) for x in g])
        )
    return [faces_of(g) for g in layout]


@pytest.mark.parametrize("seed", range(6))
def test_the_shanghai_cluster_bound_keeps_solutions_shortest(seed: int) -> None:
    """The cluster bound (SwapRules.cluster_bound) only adds to the bound every variant uses:
    on layouts a few random moves from the solved one, the search finds solutions exactly as
    short with it as without it, and never longer than the scramble."""
    variant = Variant("shanghai", "2-3-kao")
    rules = swap_rules(variant)
    plain = copy.copy(rules)
    plain.clusters = False
    layout = scrambled_shanghai(seed, 4)
    with_bound, without = solve(rules, layout), solve(plain, layout)
    assert with_bound.steps is not None and without.steps is not None
    assert len(with_bound.steps) == len(without.steps) <= 4
    assert with_bound.explored <= without.explored


# -- the search from both ends -----------------------------------------------------------------


def all_valid_layouts(variant: Variant, groups: Groups) -> list[tuple[int, ...]]:
    """Every way the deal's tiles make valid groups of the deal's sizes, as the solver's
    group numbers: the solved layouts of a ten-set deal, found by trying every group."""
    rules = swap_rules(variant)
    sizes = sorted(len(g) for g in groups)
    found = set()

    def split(tiles: list[Tile], sizes: list[int], made: list) -> None:
        if not sizes:
            found.add(tuple(sorted(rules.ids[faces_of(g)] for g in made)))
            return
        first, rest = tiles[0], tiles[1:]
        for others in set(combinations(sorted(rest, key=FACE_OF.__getitem__), sizes[0] - 1)):
            group = (first, *others)
            if variant.kind(group) is not None:
                left = list(rest)
                for tile in others:
                    left.remove(tile)
                split(left, sizes[1:], [*made, group])

    for order in set(permutations(sizes)):
        split(sorted((t for g in groups for t in g), key=FACE_OF.__getitem__), list(order), [])
    return sorted(found)


@pytest.mark.parametrize("dragon", ["2-3-kao", "mixed"])
def test_the_search_from_both_ends_agrees_with_brute_force(dragon: str) -> None:
    """Given every solved layout of a small deal, the search from both ends finds the
    brute-force shortest length, or proves there is none exactly when brute force does."""
    variant = Variant("ten_sets", dragon)
    rules = swap_rules(variant)
    lengths = Counter()
    for seed in range(12):
        for groups in (small_deal(variant, seed), scrambled_deal(seed, exchanges=5)):
            start = tuple(sorted(rules.ids[faces_of(g)] for g in groups))
            found = solve_both_ways(rules, start, all_valid_layouts(variant, groups))
            assert found.settled
            got = None if found.steps is None else len(found.steps)
            assert got == brute_force(variant, groups), groups
            if found.steps is not None:
                assert replays(variant, groups, found)
            lengths[got] += 1
    assert lengths[None] >= 1 and len([n for n in lengths if n]) >= 2, lengths


def test_the_listed_goals_are_every_solved_layout() -> None:
    """Watching Eight Sets: each listed layout is solved by the game's own test
    (Variant.finished), none twice; the Shanghai variant lists its one layout."""
    variant = Variant("eight_sets", "2-3-kao")
    goals = goal_layouts(variant)
    assert len(set(goals)) == len(goals) == 5_798
    for layout in goals[::97]:
        assert variant.finished([variant.kind(FACES[f] for f in g) for g in layout])
    (shanghai,) = goal_layouts(Variant("shanghai", "2-3-kao"))
    assert shanghai == tuple(sorted(faces_of(g) for g in shanghai_ending()))


@pytest.mark.parametrize("seed", [7, 11])
def test_both_ends_and_astar_agree_on_eight_set_deals(seed: int) -> None:
    """The two searches are separate ways to the same answer: on these deals (one with no
    solution) the lengths are equal."""
    game = gw.load_game("xiangshifu", variant="eight_sets")
    rules = swap_rules(game.variant)
    layout = game.new_initial_state(seed=seed).layout()
    start = tuple(sorted(rules.ids[g] for g in layout))
    both, alone = solve_both_ways(rules, start, rules.goal_ids), astar(rules, layout)
    assert both.settled and alone.settled
    assert (both.steps is None) == (alone.steps is None) == (seed == 7)
    assert both.steps is None or len(both.steps) == len(alone.steps) == 14


@pytest.mark.parametrize("seed", range(4))
def test_both_ends_and_astar_agree_near_the_shanghai_goal(seed: int) -> None:
    rules = swap_rules(Variant("shanghai", "2-3-kao"))
    layout = scrambled_shanghai(seed, 6)
    start = tuple(sorted(rules.ids[g] for g in layout))
    both, alone = solve_both_ways(rules, start, rules.goal_ids), astar(rules, layout)
    assert both.steps is not None and alone.steps is not None
    assert len(both.steps) == len(alone.steps) <= 6
