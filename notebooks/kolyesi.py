# %% [markdown]
# # Kol-ye-si 골여시
#
# **Kol-ye-si** is a Korean banker game for two to ten people that Stewart Culin recorded in
# 1895 as "a common game in gambling houses". Each player draws one [tile](tiles.ipynb) and
# stakes on it; the banker covers every stake and takes two tiles; if they are **identical**
# (a perfect pair) he wins everything at once. Otherwise each player draws **one or two**
# more tiles, and only the last digit of each hand's pips counts. Two choices are a
# player's: the stake and the count. This page works out both exactly, and asks whether the
# banker is really at a disadvantage against a player who makes them perfectly.
#
# Everything drawn or counted below is produced by the `gupai_widgets` library as the
# notebook runs.

# %%
from collections import Counter

from matplotlib.figure import Figure

import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.mod10.kolyesi import best_strategy, every_first_tile, strategy_value


def line(drawn):
    """The line of face-down tiles: these first, in the order drawn, then the rest."""
    left = Counter(gw.chinese_set()) - Counter(gw.tiles(drawn))
    return drawn + " " + " ".join(map(str, left.elements()))

# %% [markdown]
# ## A round, move by move
#
# Four seats. P1 takes the bank; P2, P3 and P4 each draw a tile from the line and stake 1,
# 2 or 3 on it; the banker takes the next two. Then each player draws one or two more tiles,
# face down, and everything is turned up. The banker's [5:4] [6:1] make 16: **6 points**.

# %%
state = nb.deal("kolyesi", "", rest=line("6:5 3:3 2:1 5:4 6:1 4:3 6:6 1:1 5:5 3:1"),
                dealer=0)
nb.play(state, "take bank, stake 3, stake 1, stake 1, draw 1, draw 2, draw 2")

# %%
state

# %% [markdown]
# P2's [6:5] [4:3] make 18, 8 points, and win; P3's 20 is 0, the lowest, and loses; P4's
# 17 beats the banker's 6. Had the banker drawn two identical tiles, no player would have
# drawn at all:

# %%
pair = nb.deal("kolyesi", "", rest=line("6:5 3:3 2:1 1:1 1:1"), dealer=0)
nb.play(pair, "take bank, stake 3, stake 1, stake 1")

# %% [markdown]
# ## Rules at a glance
#
# Every rule on this page, where it comes from, and the test that checks it on a fixed line
# of tiles with the result worked out by hand. "Culin", "GuPai" (the GuPai site) and
# "navpil" (the navpil/gupai program) are the pages listed under Sources below; "the
# library" marks a choice or a count these pages add.
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test</th></tr>
# <tr><th colspan="3"><code>tests/games/test_kolyesi.py</code></th></tr>
# <tr><td>Two to ten people play from one set</td><td>Culin</td>
# <td><code>test_ten_seats_play_from_one_set</code></td></tr>
# <tr><td>Each player draws one tile and stakes on it; then the banker takes the next two
# </td><td>Culin</td>
# <td><code>test_each_player_draws_one_tile_and_stakes_on_it_before_the_banker_takes_his_two</code>
# </td></tr>
# <tr><td>Stakes of 1 to 3; the <code>stakes</code> option sets the most (1, 3 or 10)</td>
# <td>Culin (any stake); the library</td>
# <td><code>test_the_stakes_option_sets_the_most_a_player_may_stake</code></td></tr>
# <tr><td>Two identical tiles, a perfect pair, win every stake at once; nobody draws</td>
# <td>Culin</td>
# <td><code>test_the_banker_s_perfect_pair_takes_every_stake_at_once</code></td></tr>
# <tr><td>Two tiles of equal points that are not identical are no perfect pair</td>
# <td>Culin</td>
# <td><code>test_a_pair_of_equal_points_that_is_not_identical_is_no_perfect_pair</code></td></tr>
# <tr><td>Otherwise each player draws one or two more tiles; the last digit of the pips
# counts, 0 the lowest</td><td>Culin</td>
# <td><code>test_the_remainder_after_the_tens_decides_and_zero_is_lowest</code></td></tr>
# <tr><td>No wild tiles: [4:2] and [2:1] count their pips</td><td>navpil</td>
# <td><code>test_the_gee_joon_tiles_count_their_pips</code></td></tr>
# <tr><td>This page's round: P2 wins 3, P3 loses 1, P4 wins 1 against the banker's 6</td>
# <td>Culin</td><td><code>test_this_pages_round</code></td></tr>
# <tr><td>Equal points: the stake comes back; option: the banker takes it</td>
# <td>GuPai, navpil</td>
# <td><code>test_equal_points_push_or_go_to_the_banker</code></td></tr>
# <tr><td>The tiles drawn lie face down until the showdown; a seat sees only its own</td>
# <td>Culin</td>
# <td><code>test_every_seat_but_the_owner_sees_backs_until_the_showdown</code>,
# <code>test_non_interference_the_first_tile_of_another_player_changes_nothing_seen</code>
# </td></tr>
# <tr><td>A move the rules do not allow is refused and changes nothing</td>
# <td>the library</td><td><code>test_a_bad_move_is_refused_and_changes_nothing</code></td></tr>
# <tr><td>The chance of a perfect pair: 10 or 11 pairs among the C(31, 2) = 465 pairs of
# unseen tiles</td><td>the library</td>
# <td><code>test_the_chance_of_a_perfect_pair_is_the_identical_pairs_among_the_unseen_tiles</code>
# </td></tr>
# <tr><td>What drawing one or two is worth, counted exactly</td><td>the library</td>
# <td><code>test_the_exact_values_agree_with_a_plain_count_of_every_case</code></td></tr>
# <tr><td>Draw one on a first tile worth 0, 1, 2, 7 or 9, two on the others; [6:5] is the
# best first tile</td><td>the library</td>
# <td><code>test_draw_one_on_a_first_tile_worth_0_1_2_7_or_9_and_two_on_the_others</code>,
# <code>test_six_five_is_the_best_first_tile</code></td></tr>
# <tr><td>A player who chooses well beats the banker, more so with a wider stake</td>
# <td>GuPai (the question); the library</td>
# <td><code>test_the_best_strategy_beats_the_banker_and_more_so_with_a_wide_stake</code></td></tr>
# <tr><td>If ties go to the banker, the banker wins on average</td><td>the library</td>
# <td><code>test_when_the_banker_takes_ties_the_players_lose_on_average</code></td></tr>
# <tr><td>The bot plays the best stake and count, and passes the bank while it may</td>
# <td>the library</td>
# <td><code>test_the_bot_plays_the_exact_best_strategy_on_every_first_tile</code></td></tr>
# </table>
#
# ## Where the sources leave a point open
#
# Culin says who wins when one side has more points, not what happens on equal points: the
# GuPai site and the navpil/gupai program return the stake (`ties="push"`, the default); the
# other reading gives ties to the banker. Culin lets each player stake what he likes; the
# `stakes` option sets the most a stake may be.

# %%
nb.options("kolyesi")

# %%
moves = "take bank, stake 1, stake 1, stake 1, draw 1, draw 1, draw 1"
tie = line("5:5 4:4 2:2 6:1 3:1 6:5 6:3 6:6")
nb.results({name: nb.play_out(nb.deal("kolyesi", "", moves, rest=tie, dealer=0, rounds=1,
                                      ties=name)) for name in ("push", "banker")})

# %% [markdown]
# ## Drawing one or two, exactly
#
# A player knows only his first tile; the banker's two and his own draws come from the 31
# tiles he has not seen, whatever the others hold. Counting every banker pair and every
# draw gives, per first tile, the chance of the banker's perfect pair and what each count is
# worth per stake once the banker has none:

# %%
draws = every_first_tile()
nb.table(["First tile", "Perfect pair", "Draw one", "Draw two", "Best", "Round"], [
    (gw.Hand([d.first]), f"{float(d.pair):.2%}", f"{float(d.value(1)):+.4f}",
     f"{float(d.value(2)):+.4f}", d.best_count, f"{float(d.round_value):+.4f}")
    for d in draws])

# %%
figure = Figure(figsize=(7.5, 2.8))
axes = figure.subplots()
names = [str(d.first) for d in draws]
axes.bar([x - 0.2 for x in range(21)], [float(d.value(1)) for d in draws], 0.4,
         label="draw one", color="#2d5f8c")
axes.bar([x + 0.2 for x in range(21)], [float(d.value(2)) for d in draws], 0.4,
         label="draw two", color="#8c2d19")
axes.axhline(0, color="black", linewidth=0.8)
axes.set(xticks=range(21), xticklabels=names, ylabel="per stake",
         title="What each count is worth, by the first tile (no perfect pair)")
axes.tick_params(axis="x", labelrotation=60, labelsize=8)
axes.legend(fontsize=8)
nb.plot(figure, "the value of drawing one or two tiles per first tile")

# %% [markdown]
# Drawing one is better on the first tiles worth 0, 1, 2, 7 or 9 by themselves, drawing two
# on those worth 3, 4, 5, 6 or 8. **[6:5]** is by far the best first tile.
#
# ## The best stake, and the banker's edge
#
# Each first tile's count and stake change only that tile's share of the expectation, so
# the best strategy is found exactly, tile by tile (a search such as the genetic algorithm
# the GuPai site suggests could only find the same): the better count, the most allowed
# where the round is worth something to the player, the least where it is not.

# %%
ranges = {"1": (1,), "1-3": (1, 2, 3), "1-10": tuple(range(1, 11))}
best = {name: best_strategy(stakes) for name, stakes in ranges.items()}
naive = {name: strategy_value(dict.fromkeys(b.counts, 2), dict.fromkeys(b.counts, 1))
         for name, b in best.items()}
high = [str(t) for t, s in best["1-3"].stake_on.items() if s == 3]
print(f"stake the most on: {' '.join(high)}")
figure = Figure(figsize=(7, 2.2))
axes = figure.subplots()
axes.barh([f"best, stakes {n}" for n in best], [100 * float(b.value) for b in best.values()],
          color="#2d5f8c")
axes.barh(["always two, stake 1"], [100 * float(naive["1"])], color="#8c2d19")
axes.axvline(0, color="black", linewidth=0.8)
axes.set(xlabel="player's expectation per round, % of one stake",
         title="Each strategy's value against the banker")
axes.invert_yaxis()
nb.plot(figure, "the value of each Kol-ye-si strategy")

# %% [markdown]
# So yes: against a player who picks the count well the banker **loses**, though only by
# about half a percent of a stake per round at a fixed stake; the perfect pair (about one
# round in 45) does not make up for the player's choice. Letting the stake follow the first
# tile multiplies the player's edge: about 4% with stakes of 1 to 3, 18% with 1 to 10. If
# ties go to the banker, the banker wins instead. The game's bot plays this strategy, and
# passes the bank on while it may.
#
# ## How to play well
#
# The exact counts above fit a rule a player can remember. The table groups the first tiles
# by their points: what drawing one and two is worth per stake once the banker has no
# pair, averaged over the tiles with those points as often as they are drawn, and the
# count that is best for every tile in the group.
#
# * **Draw one on 0, 1, 2, 7 or 9 points; draw two on 3, 4, 5, 6 or 8.** Every tile with
#   the same points takes the same count, so the rule needs only the points.
# * **The count turns a losing game into a winning one.** At a stake of 1, a player who
#   follows the rule wins 0.46% of a stake per round against the banker. If he always
#   draws one, he loses 2.59%; if he always draws two, he loses 2.11%.
# * **The costliest mistake is to draw one on 4 points** (Harmony [3:1] or [2:2]): that
#   loses 0.150 per stake, and two only 0.014.

# %%
weight, rows = Counter(gw.chinese_set()), []
for points in range(10):
    group = [d for d in draws if d.first.pips % 10 == points]
    one, two = (sum(weight[d.first] * d.value(n) for d in group) / sum(weight[d.first] for d in group)
                for n in (1, 2))
    rows.append((points, gw.Hand([d.first for d in group]), f"{float(one):+.3f}", f"{float(two):+.3f}",
                 " or ".join(sorted({("one", "two")[d.best_count - 1] for d in group}))))
display(nb.table(["Points", "First tiles", "Draw one", "Draw two", "Best"], rows))
rule = {d.first: 1 if d.first.pips % 10 in (0, 1, 2, 7, 9) else 2 for d in draws}
for name, counts in [("the rule", rule), ("always one", dict.fromkeys(rule, 1)),
                     ("always two", dict.fromkeys(rule, 2))]:
    print(f"{name}: {float(strategy_value(counts, dict.fromkeys(rule, 1))):+.2%} of a stake per round")

# %% [markdown]
# ## A whole match between the bots, and a seat for you

# %%
gw.ReplayViewer(gw.play(gw.load_game("kolyesi", players=6), seed=5), views=(None,))

# %%
gw.PlayTable(gw.load_game("kolyesi"), seat=0, seed=3)

# %% [markdown]
# ## Sources
#
# * [Culin, Korean Games (1895): Kol-ye-si](https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/kolyesi.html):
#   the game, the line of tiles, the perfect pair, the remainder after the tens.
# * [The GuPai site: Kol-ye-si](https://navpil.github.io/gupai/gambling-games/kol-ye-si.html):
#   ties as a push, and the question of the banker's disadvantage.
# * The [navpil/gupai](https://github.com/navpil/gupai) Java project (`mod10/kolyesi`), a
#   second opinion: the count asked before drawing, no wild tiles.
# * [Sources and disagreements](../sources.md): where these sources differ, and the option
#   that plays each reading.
