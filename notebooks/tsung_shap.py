# %% [markdown]
# # Tsung Shap 對十
#
# **Tsung Shap**, "disputing tens", is a fishing game for two that Stewart Culin recorded in
# 1895 among Chinese labourers in America. Each player has a stack of 16
# [tiles](tiles.ipynb) face down, unseen even by him. In turn each draws the top tile of his
# stack and plays it face up at an end of a row on the table. A tile **catches** at the
# ends of the row:
#
# * a **pair**: it is identical to an end tile; both count **10 points a pip**;
# * a **triplet**: with the two tiles of one end, or with the two end tiles, its pips make a
#   multiple of ten; the three count **1 point a pip**;
# * a **sweep**: it takes the only two tiles on the table; the three count **40**, and the
#   sweeper lays out another tile.
#
# A tile that catches nothing is laid at either end. A catch a player misses may be
# **claimed** by his opponent. The game ends when one player has laid out all his tiles;
# the higher count wins the difference.
#
# Everything drawn or counted below is produced by the `gupai_widgets` library as the
# notebook runs.

# %%
from collections import Counter

from matplotlib.figure import Figure

import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.fishing.tsung_shap import CarefulBot, TsungShapBot, margin


def stacks(p1, p2):
    """P1's stack from the top, then P2's: these tiles first, then the rest of the set."""
    spare = list((Counter(gw.chinese_set()) - Counter(gw.tiles(f"{p1} {p2}"))).elements())
    p1, p2 = gw.tiles(p1), gw.tiles(p2)
    return p1 + spare[: 16 - len(p1)] + p2 + spare[16 - len(p1) : 32 - len(p1) - len(p2)]

# %% [markdown]
# The three catches, each with the tile played first and what it took from the row:

# %%
nb.groups([("a pair: 10 × 8 pips = 80", "3:1 3:1"), ("a triplet: 9 + 9 + 12 = 30", "6:3 5:4 6:6"),
           ("a sweep of the last two: 40", "2:2 6:6 3:1")])

# %% [markdown]
# ## A game, move by move
#
# P1 lays [6:6], P2 lays [3:1] beside it: the first two tiles only start the row. P1's
# [5:4] catches nothing and goes to the left end; P2's [4:3] makes 7 + 9 + 4 = 20 with the
# two end tiles.

# %%
state = nb.deal("tsung_shap", "", rest=stacks("6:6 5:4 6:6 2:2 3:1 5:5 6:1",
                                              "3:1 4:3 1:1 6:4 6:4"))
nb.play(state, "6:6, 3:1, 5:4 L, 4:3 three ends")

# %%
state

# %% [markdown]
# P1's second [6:6] is identical to the only tile left. The sources do not say what happens
# then (the GuPai site points out the gap): here a lone tile lies at both ends, so it is
# taken as a pair (240 points), not a sweep (Culin's sweep takes two tiles), and the
# catcher lays out a new tile, as after a sweep. Then P1 sweeps [2:2] [1:1] with [3:1].

# %%
nb.play(state, "6:6 pair, 2:2, 1:1, 3:1 sweep, 5:5")

# %% [markdown]
# ## A missed catch
#
# P2's second [6:4] could pair the right end (10 × 20 = 200) or make 30 with the two right
# tiles. Laid at the left end instead, it is a miss, and before playing his own tile P1 may
# claim either catch (Culin: "his opponent may take it, and follow by laying out a piece").

# %%
nb.play(state, "6:4, 6:1 L, 6:4 L")
print([a.short for a in state.legal_actions()])
nb.play(state, "claim 6:4 6:4")

# %%
state

# %% [markdown]
# ## Rules at a glance
#
# Every rule on this page, where it comes from, and the test that checks it on fixed
# stacks with the points worked out by hand. "Culin", "pagat", "GuPai" (the GuPai site),
# "spieltdomino" and "navpil" (the navpil/gupai program) are the pages listed under Sources
# below; "our reading" marks where these pages choose because the sources are silent.
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test</th></tr>
# <tr><th colspan="3"><code>tests/games/test_tsung_shap.py</code></th></tr>
# <tr><td>Each player has a stack of 16 tiles face down, unseen even by him</td>
# <td>Culin, GuPai</td>
# <td><code>test_each_player_has_sixteen_tiles_face_down_unseen_even_by_himself</code></td></tr>
# <tr><td>In turn each draws his top tile and lays it face up</td><td>Culin</td>
# <td><code>test_the_tile_drawn_is_seen_by_its_player_until_he_lays_it_face_up</code>,
# <code>test_the_other_player_does_not_read_the_tile_drawn</code></td></tr>
# <tr><td>The second tile of the game is laid beside the first, even an identical one;
# option: it may catch</td><td>Culin, pagat; navpil</td>
# <td><code>test_the_second_tile_is_laid_beside_the_first_even_when_identical</code>,
# <code>test_opening_catch_lets_the_second_tile_take_the_first</code></td></tr>
# <tr><td>A tile identical to an end tile pairs it: both count 10 a pip; option: a fixed
# 50</td><td>Culin; navpil</td>
# <td><code>test_a_pair_counts_ten_a_pip_and_a_triplet_its_pips_and_the_player_chooses</code>,
# <code>test_a_pair_counts_ten_a_pip_or_navpils_fixed_50</code></td></tr>
# <tr><td>A triplet: a multiple of ten with the two tiles of one end or the two end tiles;
# 1 a pip</td><td>Culin</td>
# <td><code>test_a_triplet_is_made_with_two_tiles_of_one_end_or_the_two_end_tiles</code>,
# <code>test_captures_are_exactly_the_catches_culin_allows</code></td></tr>
# <tr><td>Two triplets of 20 and a pair of [6:6] count 280</td><td>GuPai</td>
# <td><code>test_the_gupai_sites_example_counts_280</code></td></tr>
# <tr><td>Only the tiles at the ends of the row can be caught</td><td>pagat</td>
# <td><code>test_only_the_end_tiles_can_be_caught</code></td></tr>
# <tr><td>A tile that catches nothing is laid at either end</td><td>Culin</td>
# <td><code>test_a_tile_that_catches_nothing_is_laid_at_either_end</code></td></tr>
# <tr><td>A sweep takes the only two tiles on the table and counts 40; option: 40 on top of
# the pips</td><td>Culin, pagat, GuPai; navpil</td>
# <td><code>test_a_sweep_counts_40_in_place_of_its_pips_or_on_top_of_them</code></td></tr>
# <tr><td>The sweeper lays out another tile</td><td>Culin</td>
# <td><code>test_the_sweeper_lays_out_another_tile</code></td></tr>
# <tr><td>A tile identical to the only tile on the table takes it as a pair, not a sweep,
# and its player lays out another</td><td>our reading (GuPai notes the gap)</td>
# <td><code>test_a_tile_identical_to_the_only_tile_takes_it_and_is_no_sweep</code></td></tr>
# <tr><td>A catch a player misses may be claimed by his opponent, who then plays his own
# tile</td><td>Culin, pagat</td>
# <td><code>test_a_missed_catch_may_be_claimed_by_the_opponent_who_then_plays</code>,
# <code>test_a_claimed_sweep_counts_as_a_sweep</code></td></tr>
# <tr><td>A claim not taken at once lapses</td><td>our reading</td>
# <td><code>test_a_claim_not_taken_lapses</code></td></tr>
# <tr><td>The game ends when a player has laid out all his tiles; the higher count wins the
# difference</td><td>Culin</td>
# <td><code>test_the_game_ends_when_a_player_has_laid_out_all_his_tiles</code></td></tr>
# <tr><td>Four in hand: four tiles each and a common woodpile; the hand is filled up after
# each move; the game ends when a hand is empty</td><td>spieltdomino</td>
# <td><code>test_four_in_hand_deals_four_each_and_a_common_woodpile</code>,
# <code>test_four_in_hand_refills_the_hand_from_the_woodpile_after_each_move</code>,
# <code>test_four_in_hand_ends_when_a_hand_is_empty</code></td></tr>
# <tr><td>Four in hand: the sweeper chooses the tile he lays out; a missed catch may still
# be claimed</td><td>Culin, spieltdomino</td>
# <td><code>test_four_in_hand_the_sweeper_chooses_which_tile_to_lay_out</code>,
# <code>test_four_in_hand_a_tile_laid_that_could_catch_may_be_claimed</code></td></tr>
# <tr><td>A move the rules do not allow is refused and changes nothing</td>
# <td>the library</td><td><code>test_illegal_moves_are_refused_and_change_nothing</code></td></tr>
# </table>
#
# ## The options
#
# Culin says the sweep "counts 40": pagat and the GuPai site read that as its value; the
# navpil/gupai program adds 40 to its pips (`sweep_bonus`). Culin and pagat have the second
# player lay his first tile beside the first; navpil lets it catch (`opening_catch`).
# spieltdomino's **four-tile variation** gives the game choices: each player holds four
# tiles, picks which to play, and refills from a common woodpile (`four_in_hand`); for it
# navpil suggests a fixed 50 for a pair (`fixed_pair`), which otherwise brings in about half
# of all points.

# %%
nb.options("tsung_shap")

# %%
gw.compare("tsung_shap", {"sweep counts 40": {}, "40 on top": {"sweep_bonus": True}}, seed=3)

# %%
gw.compare("tsung_shap", {"second tile laid": {}, "second may catch": {"opening_catch": True}},
           seed=24)

# %% [markdown]
# ## Luck or choice?
#
# In the base game a player's only choices are the end he lays at and, now and then, which
# of two catches to take: the GuPai site calls it a game of luck. To measure it, the game's
# bot (which weighs the catch against what the row leaves the opponent) plays a random
# player and a **careful** one, who never misses a catch but chooses at random otherwise.
# Each deal is played twice, the seats swapped, so the deal's luck cancels; the margin is
# points per deal, z the margin over its standard error.

# %%
rows, bars = [], {}
forms = {"base game": {}, "four in hand": {"four_in_hand": True},
         "four, pair 50": {"four_in_hand": True, "fixed_pair": True}}
for form, options in forms.items():
    game = gw.load_game("tsung_shap", **options)
    for other, bot in (("random", gw.RandomBot), ("careful", CarefulBot)):
        m = margin(game, TsungShapBot, bot, deals=100)
        bars[f"{form}\nvs {other}"] = m.mean
        rows.append((form, other, f"{m.mean:+.0f} ± {m.error:.0f}", f"{m.z:.1f}",
                     f"{m.spread:.0f}", f"{m.wins:.0%}"))
nb.table(["Form", "Bot against", "Margin/deal", "z", "Spread of a deal", "Bot wins"], rows)

# %%
figure = Figure(figsize=(7, 3))
axes = figure.subplots()
axes.barh(list(bars), list(bars.values()), color=["#8c2d19", "#2d5f8c"] * 3)
axes.set(xlabel="the bot's margin, points per deal", title="What choosing well is worth")
axes.invert_yaxis()
nb.plot(figure, "the bot's margin in the two forms of Tsung Shap")

# %% [markdown]
# Against a random player the bot wins big in both forms, but mostly because a random player
# misses catches. Against a careful player, who only catches what is there, the base game
# leaves the bot a small edge and little more than half the games: that is the luck. With
# four tiles in hand the same bot wins most games by a wide margin: the variation turns a
# game of luck into one of choice. A fixed pair shrinks every count, and the better player's
# share of the games only a little.
#
# ## How to play well
#
# The bot follows one rule: catch the most you can, and lay your tile where the row leaves
# the least for the opponent's next tile to catch. The search bot (the "normal" level)
# tests moves instead: in deals sampled to fit what its seat has seen, it plays each move
# out and keeps the one that does best. The game's bots played 30 base games and 15
# games with four tiles in hand. At each move with a choice the search bot chose too, and
# wherever the two differed, both moves were valued again in 20 fresh deals sampled the
# same way. In the base games each tile the bot laid was also played out at the other end
# of the row, to see what the choice of end is worth (`python scripts/page_stats.py
# tsung_shap` writes these counts beside this notebook). The table gives, for each kind of
# move the search bot made (a tile **laid**, a **pair**, a triplet (**three**), a
# **sweep**, a **claim**), how often it differed from the bot and the points its move
# gained, ± its standard error.
#
# * **Choose your end: lay where the row leaves the least.** Against the other end, the end
#   the bot chose was better in 316 of 599 lays and worse in 231, by 3.7 ± 0.9 points a
#   lay. A player lays about ten tiles a game, so the choice of end is worth some 37
#   points a game: most of the bot's 47-point edge over the careful player above. Count
#   what the next tile could catch at each end: a ten with the two tiles of an end or with
#   the two end tiles, or a pair with an end tile. The fewer unseen tiles can, the better.
# * **In the base game, that rule is as good as the search.** The search bot laid its tile
#   otherwise in 15% of the lays and gained nothing measurable by it: −0.4 ± 1.8 points.
#   Of its 171 triplets, the bot had played otherwise 5 times, too few to count.
# * **With four tiles in hand, the bot's rule is not beaten either, as far as 15 games
#   can tell.** The search bot played another tile or end in 28% of the lays, a heavier
#   tile about as often as a lighter one (43 and 32 times), and its gain, +9.6 ± 7.2
#   points, is within two standard errors of nothing.

# %%
stats = nb.stats("tsung_shap")["all"]
ends = stats["ends"]["gains"]["the bot's end"]
n = ends["positions"]
print(f"The bot's end over the other, in {n:,} lays: {nb.gain(ends, n)} points;"
      f" better in {ends['better']:,}, worse in {ends['worse']:,}")
nb.search_table(stats["search"]["choices"], stats["four in hand"]["choices"], unit="points",
                weights="", forms=("base", "four in hand"))

# %% [markdown]
# ## A whole game between the bots, and a seat for you
#
# The bots play a four-tile game below; then take a seat against the bot yourself.

# %%
gw.ReplayViewer(gw.play(gw.load_game("tsung_shap", four_in_hand=True), seed=5), views=(None,))

# %%
gw.PlayTable(gw.load_game("tsung_shap", four_in_hand=True), seat=0, seed=3)

# %% [markdown]
# ## Sources
#
# * [Culin, Chinese Games with Dice and Dominoes (1895): Ts'ung shap](http://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/tsungshap.html):
#   the stacks, the row, pairs, triplets, the sweep, the missed catch and the end.
# * [pagat.com: Ts'ung Shap](https://www.pagat.com/domino/fishing/tsungshap.html): the same
#   rules, read with the sweep worth 40.
# * [The GuPai site: Tsung Shap](https://navpil.github.io/gupai/fishing/tsung-shap.html):
#   a worked count (two triplets and a pair of [6:6]: 280) and the gaps in the rules.
# * [spieltdomino: Tsung Shap](https://spieltdomino.wordpress.com/2013/02/28/tsung-shap-domino-fur-aufmerksame-aus-dem-reich-der-mitte/):
#   the four-tile variation.
# * The [navpil/gupai](https://github.com/navpil/gupai) Java project (`fishing/tsungshap`),
#   a second opinion: the sweep as a bonus and the optional second lay.
# * [Sources and disagreements](../sources.md): where these sources differ, and the option
#   that plays each reading.
