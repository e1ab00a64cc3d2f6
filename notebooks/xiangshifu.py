# %% [markdown]
# # XiangShiFu 相十副
#
# **XiangShiFu** 相十副 (*xiāng shí fù*, "watching ten sets"), also called **Zen** 參禪, is a
# patience for one player with the 32 Chinese [tiles](tiles.ipynb). The tiles lie face up in
# ten groups of three and one group of two. A move **swaps one or two tiles between two
# groups**, and is allowed only if **both groups are valid afterwards**: a group of three a
# *classical triplet*, the group of two a *pair*. The deal is solved when every group is
# valid. The rules follow the GuPai site ([Game of
# Zen](https://navpil.github.io/gupai/solitaires/zen.html), [Classical
# Triplets](https://navpil.github.io/gupai/classical-triplets.html)),
# [pagat](https://www.pagat.com/domino/solitaire/xiangshifu.html) and the Chinese Wikipedia.
#
# Every drawing, caption and number here comes from the `gupai_widgets` library.

# %%

from IPython.display import display
from matplotlib.figure import Figure

import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.solitaire.xiangshifu import (
    CHINESE_NAMES,
    Variant,
    all_dead_triplets,
    classify_triplet,
)

# %% [markdown]
# ## The classical triplets
#
# A triplet is judged by its six **half-values**, never by which tiles carry them:
# [1:2][2:3][1:3] is the same Small dragon as [1:1][2:2][3:3]. Three kinds have exactly
# three equal values: **Five points** (the other three add up to 5), **Full fourteen** (to
# 14 or more) and **Split** (the other three are equal too). Two have more: **Coincidence**
# (four equal, the other two add up to that value) and **Five sons** (five equal). The
# **dragons** have fewer: the **Full dragon** 1 to 6, the **Big dragon** 445566, the **Small
# dragon** 112233 and the **2-3-Kao** 223366, which a modern rule replaces with the **Mixed
# dragon** 233445.

# %%
examples = [
    "6:3 6:6 1:1",
    "6:5 6:5 5:3",
    "3:3 3:1 1:1",
    "5:5 5:3 5:2",
    "6:6 6:6 6:3",
    "6:1 5:4 3:2",
    "6:5 6:5 4:4",
    "2:1 3:2 3:1",
    "6:3 6:2 3:2",
]
named = [
    (f"{classify_triplet(t.split())} {CHINESE_NAMES[classify_triplet(t.split())]}", t)
    for t in examples
]
mixed = classify_triplet("3:3 5:4 4:2".split(), Variant("ten_sets", "mixed").rules)
nb.groups(named + [(f"{mixed} (modern rule)", "3:3 5:4 4:2")], height=44, width=760)

# %% [markdown]
# A pair is a civil pair (the two copies of a civil tile), a military pair of the same
# total (Nines, Eights, Sevens, Fives) or the Supreme pair [4:2][2:1].
#
# Five groups of three can **never** be mended: no two of their tiles lie together in any
# triplet. The sources deal again when one turns up, or play with the Mixed dragon, which
# leaves no dead group. The library finds them by trying every tile:

# %%
dead = all_dead_triplets(Variant("ten_sets", "2-3-kao"))
print("With the Mixed dragon:", all_dead_triplets(Variant("ten_sets", "mixed")))
nb.groups([("dead", " ".join(map(str, g))) for g in dead], height=40)

# %% [markdown]
# ## A deal and its moves
#
# The groups are named A, B, C, ...; the pair sits in the middle. Each label says what the
# group makes now. A swap is written by group and tiles, `A 6:6 B 3:3`. This layout is the
# GuPai site's example: A [1:1][2:2][6:6] and B [4:4][5:5][3:3] are broken; swapping the 6:6
# for the 3:3 makes a Small and a Big dragon. Swapping A's 1:1 for B's 4:4 would leave two
# broken groups, so the rules refuse it and say why.

# %%
layout = """1:1 2:2 6:6  4:4 5:5 3:3  6:6 6:2 2:1  1:1 6:1 5:3  4:4 4:3 4:1  3:1 3:3 3:2
            3:1 6:1 5:1  5:5 6:4 5:4  2:2 6:4 5:2  5:1 6:3 4:2  6:5 6:5"""
state = nb.deal("xiangshifu", rest=layout)
display(state)
print("Hint:", state.hint())
nb.attempt(state, "A 1:1 B 4:4", "A 6:6 B 3:3")

# %% [markdown]
# ## A solved deal, move by move
#
# The library's **solver** finds a *shortest* solution, or proves that none exists (a search
# over every layout the moves can reach, guided by lower bounds on the moves still needed:
# two broken groups are mended by one move only if a swap between them mends both; and
# groups that trade tiles form clusters, a cluster of *k* groups taking *k* − 1 moves or
# more). Where the goal fixes the layout (the variants below), it also searches backwards
# from every solved layout and stops where the two searches meet. Its bot plays that
# solution; each caption says what both groups become.

# %%
game = gw.load_game("xiangshifu")
replay = gw.play(game, seed=3)
print(replay.states()[-1].result())
gw.ReplayViewer(replay, views=(None,))

# %% [markdown]
# ## Rules at a glance
#
# Every rule on this page, where it comes from, and the test that checks it on a fixed
# layout with the result worked out by hand. "GuPai Zen" and "GuPai Triplets" are the GuPai
# site's Game of Zen and Classical Triplets pages, "pagat" its Xiang Shi Fu page (all linked
# above); "the library" marks what these pages add: the solver and its proofs.
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test</th></tr>
# <tr><th colspan="3"><code>tests/games/test_classical.py</code></th></tr>
# <tr><td>Each kind of classical triplet, with the sources' examples</td>
# <td>GuPai Triplets, pagat</td>
# <td><code>test_each_kind_from_the_sources</code>, <code>test_no_triplet</code></td></tr>
# <tr><td>A triplet is judged by its six half-values, not by which tiles carry them</td>
# <td>GuPai Triplets</td>
# <td><code>test_only_the_values_count_not_the_tiles</code>,
# <code>test_the_kind_is_a_function_of_the_six_values</code></td></tr>
# <tr><td>The Mixed dragon 233445 replaces the 2-3-Kao 223366 (an option)</td>
# <td>GuPai Zen</td><td><code>test_the_fourth_dragon_depends_on_the_rules</code></td></tr>
# <tr><td>A pair: a civil pair, a military pair of the same total, or the Supreme pair</td>
# <td>GuPai Triplets, pagat</td><td><code>test_pairs</code></td></tr>
# <tr><th colspan="3"><code>tests/games/test_xiangshifu.py</code></th></tr>
# <tr><td>Ten groups of three and one of two, face up</td><td>GuPai Zen, pagat</td>
# <td><code>test_the_layout_is_ten_triplets_and_a_pair_face_up</code></td></tr>
# <tr><td>A swap that leaves both groups valid is a move; the deal is solved when every group
# is valid (the GuPai site's example, solved in one)</td><td>GuPai Zen</td>
# <td><code>test_a_swap_that_leaves_both_groups_valid_is_legal</code>,
# <code>test_a_solved_layout_is_over_before_any_move</code></td></tr>
# <tr><td>A swap that would leave a broken group is refused, saying why</td><td>GuPai Zen</td>
# <td><code>test_a_swap_that_breaks_a_group_is_refused_and_explained</code>,
# <code>test_malformed_swaps_say_what_is_wrong</code></td></tr>
# <tr><td>A move swaps one or two tiles each way</td><td>GuPai Zen</td>
# <td><code>test_two_tiles_may_be_swapped_each_way</code></td></tr>
# <tr><td>Five groups of three can never be mended; a deal holding one is dealt again
# (option: kept), and with the Mixed dragon there are none</td><td>GuPai Zen</td>
# <td><code>test_the_five_dead_groups_of_the_sources</code>,
# <code>test_a_dead_group_is_dealt_again_or_kept</code>,
# <code>test_with_the_mixed_dragon_the_layout_uses_it</code></td></tr>
# <tr><td>The hint is the solver's next move; its solution is as short as any</td>
# <td>the library</td>
# <td><code>test_the_hint_is_the_one_move_that_solves</code>,
# <code>test_the_solution_is_as_short_as_any</code></td></tr>
# <tr><td>Watching Eight Sets: eight triplets and four pairs, which must end as the four
# military pairs or the four highest civil pairs</td><td>GuPai Zen</td>
# <td><code>test_watching_eight_sets_ends_with_the_military_or_the_top_civil_pairs</code></td></tr>
# <tr><td>The Shanghai variant: without [4:2] and one [6:4], ending as four Full, two Small
# and two Big dragons, a Gold and a Silver ingot</td><td>GuPai Zen</td>
# <td><code>test_the_shanghai_variant_removes_two_tiles_and_fixes_the_goal</code></td></tr>
# <tr><th colspan="3"><code>tests/games/test_xiangshifu_solver.py</code></th></tr>
# <tr><td>The solver finds a shortest solution or proves there is none</td>
# <td>the library</td>
# <td><code>test_small_deals_agree_with_brute_force</code>,
# <code>test_a_crafted_deal_with_no_way_to_mend_the_pair_is_proved_unsolvable</code>,
# <code>test_a_crafted_deal_needing_two_moves</code></td></tr>
# <tr><td>Its bot plays that solution, move by move, to a solved deal</td><td>the library</td>
# <td><code>test_the_solution_replays_through_the_game_to_a_solved_deal</code></td></tr>
# <tr><td>The Shanghai goal leaves a single solved layout; the search from both ends finds
# what brute force finds</td><td>GuPai Zen; the library</td>
# <td><code>test_the_shanghai_goal_leaves_one_solved_layout</code>,
# <code>test_the_search_from_both_ends_agrees_with_brute_force</code></td></tr>
# </table>
#
# ## The variants
#
# **Watching Eight Sets** deals eight triplets and four pairs; at the end the pairs must be
# the four military pairs, or the four highest civil pairs (Heaven, Earth, Man, Harmony).
# The **Shanghai variant** leaves out [4:2] and one [6:4] and deals ten triplets, which must
# end as four Full dragons, two Small and two Big dragons, a **Gold ingot** [6:1][6:1][6:3]
# and a **Silver ingot** [5:1][5:1][5:3] (these very tiles, not just their values).

# %%
variants = [
    gw.load_game("xiangshifu", variant=v).new_initial_state(seed=2)
    for v in ("ten_sets", "eight_sets", "shanghai")
]
nb.side_by_side(*variants, labels=["Ten sets", "Watching Eight Sets", "Shanghai variant"])

# %%
nb.options("xiangshifu")

# %% [markdown]
# ## How often a deal can be solved
#
# The benchmark (`make bench`, benchmarks/bench_solitaire.py) deals random layouts per
# variant and solves each: a shortest solution, or a proof that there is none. Every deal
# was settled one way or the other, so these shares are exact for the deals measured. The
# Shanghai goal leaves a single solved layout, and its deals take the most moves on average.
# The figures are kept beside this notebook.

# %%
stats = nb.stats("xiangshifu")
rows = []
for name, s in stats.items():
    out = s["outcomes"]
    rows.append(
        (
            name,
            s["deals"],
            f"{100 * out.get('solved', 0) / s['deals']:.1f}%",
            out.get("proved unsolvable", 0),
            out.get("search limit", 0),
            f"{s['mean_s']:.2f} s",
            f"{s['worst_s']:.1f} s",
        )
    )
nb.table(
    ["Variant", "Deals", "Solvable", "Proved unsolvable", "Search limit", "Mean time", "Worst"],
    rows,
)

# %%
figure = Figure(figsize=(8, 3.2))
axes = figure.subplots()
shown = [n for n in stats if stats[n]["lengths"] and "kept" not in n]
for k, name in enumerate(shown):
    lengths = {int(n): c for n, c in stats[name]["lengths"].items()}
    share = [100 * c / stats[name]["deals"] for c in lengths.values()]
    axes.bar([n + (k - 1.5) * 0.2 for n in lengths], share, width=0.2, label=name)
axes.set_xlabel("moves in a shortest solution")
axes.set_ylabel("% of deals")
axes.set_ylim(0, 34)  # room for the legend above the bars
axes.legend(frameon=False, ncol=2, loc="upper center")
nb.plot(figure, "shortest solution lengths per variant")

# %% [markdown]
# ## How to play well
#
# XiangShiFu hides nothing and has no opponent, so the solver can say exactly what each
# move is worth. A swap leaves both groups it touches valid, so it mends **two** broken
# groups, **one**, or **none** (it only trades tiles between two groups that are valid
# already). In the first 200 deals, every legal first swap of each deal that can be solved
# was played, and the layout after it solved again
# (`python scripts/page_stats.py xiangshifu_moves` writes these counts beside this
# notebook). The table gives, by the groups a swap mends, how often it starts a shortest
# solution, leaves only a longer one, or leaves none at all.
#
# * **Swap freely at the start: a first move almost never throws a deal away.** Of the
#   193 deals that can be solved, only 5 have a first swap that leaves none, 13 swaps of
#   the 2,678 tried.
# * **Mending two groups at once is no shortcut.** Such a swap starts a shortest solution
#   57% of the time, barely more than a swap that mends one group (52%), and 9 of those 13
#   losing swaps mended two.
# * **Leave two valid groups alone.** A swap between them starts a shortest solution only
#   14% of the time (18 of 133): it mends nothing, and the broken groups are still there
#   to mend.
#
# When unsure, **Hint** shows the solver's next move, the first of a shortest solution.

# %%
moves = nb.stats("xiangshifu_moves")["all"]
print(f"{moves['deals']} deals: {moves['solvable']} can be solved; in {moves['losable']} of "
      "them some first swap leaves no solution")
nb.table(["Broken groups mended", "First swaps", "Start a shortest solution", "Only longer ones", "No solution"],
         [(mended, n := sum(c.values()), f"{c['shortest'] / n:.0%}", f"{c['longer'] / n:.0%}", c["lost"])
          for mended, c in sorted(moves["moves"].items(), reverse=True)])

# %% [markdown]
# ## Your turn
#
# Run the cell to play in a live notebook: click the bright tiles of a swap (one or two
# from each group) and the swaps they take part in show as buttons; **Hint** shows the
# solver's next move. (On this site, **Play**, just above the table, starts it in your
# browser; until then the page shows the layout as dealt.)

# %%
gw.PlayTable("xiangshifu", seed=5)

# %% [markdown]
# ## Sources
#
# * The GuPai site: [Game of Zen](https://navpil.github.io/gupai/solitaires/zen.html), the
#   solitaire and its variants, and [Classical
#   Triplets](https://navpil.github.io/gupai/classical-triplets.html), the combinations.
# * The [navpil/gupai](https://github.com/navpil/gupai) Java project, whose solver is a second
#   opinion on the Watching Eight Sets pairs.
# * [Sources and disagreements](../sources.md): where the sources differ, and the option that
#   plays each reading.
