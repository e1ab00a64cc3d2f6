# %% [markdown]
# # Tiu-U 釣魚
#
# Tiu-U (釣魚, "catching fish") is a fishing game, a cousin of the Korean Hwatu and the
# Japanese Hanafuda card games: tiles lie face up on the table, and you catch them with
# tiles of the same value. Stewart Culin recorded it in 1895. It needs **two sets** of
# Chinese dominoes, 64 tiles, and two or three players.
#
# * 24 tiles are dealt: 12 each to two players, 8 each to three;
# * 16 lie **face up** in the middle: the **lake**;
# * the other 24 lie face down: the **woodpile**.
#
# A player dealt a pair of **[6:6]** lays them out at once, already caught (and so has
# nothing to play from his hand on his last two turns).

# %%
from matplotlib.figure import Figure

import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.fishing.tiuu import culin_score, play_deals, points_of_the_whole_set

state = nb.deal("tiuu", seed=37, players=2)
state

# %% [markdown]
# ## A turn: a tile from the hand, then one from the woodpile
#
# On his turn a player plays a tile from his hand as **bait**. If a lake tile has the same
# number of pips, whatever its suit, he **catches** it: bait and fish go to his catch. If
# nothing matches, the tile stays in the lake. Then he turns the top tile of the woodpile
# and plays it the same way. The game ends when the woodpile is empty.
#
# Three exceptions:
#
# * the two **Gee Joon** tiles catch each other: [4:2] catches the sixes ([5:1], [3:3],
#   [4:2]) and [2:1]; [2:1] catches only [2:1] and [4:2];
# * a **third** tile equal to two in the lake may be laid beside them, hoping to catch
#   them later;
# * the **fourth** tile equal to three in the lake takes all three at once.
#
# Where several lake tiles match, the catch is a choice. P1's moves in the deal above, as
# the library writes them ("bait takes fish"):

# %%
print(", ".join(a.short for a in state.legal_actions()))

# %% [markdown]
# [4:4] would take the three [4:4] of the lake at once; [2:2] may join the two [2:2].
# A tile that matches must catch (Culin); laying a matching tile down is refused:

# %%
nb.attempt(state, "lay 5:5", "4:4 takes 4:4 4:4 4:4", "1:1 takes 1:1")

# %% [markdown]
# P1 played [4:4] and caught three [4:4]; then he turned [1:1] from the woodpile and it
# caught the [1:1] of the lake. Now P2: his [3:3] takes a [5:1], both six pips. The caption
# of each move says what was caught, why it matches, and what the catch is now worth; the
# table shows each catch and its points by class:

# %%
display(nb.play(state, "3:3 takes 5:1"))
state

# %% [markdown]
# ## Scoring: small fish and big fish
#
# At the end each player sorts his catch:
#
# * **small fish**, the tiles of fewer than 8 pips: their **red** pips are added up and the
#   total is **rounded up** to the next ten (7 counts 10, 11 counts 20);
# * **big fish**, 8 pips or more: **twice** their pips.
#
# Each pair of players then settles the difference of their scores. The GuPai site's
# worked catch: ten small fish with 12 red pips, 20 points, and six big fish of 56 pips,
# 112 points: 132.

# %%
small = gw.tiles("4:1 4:3 3:1 2:1 5:1 3:2 5:2 3:3 2:2 5:2")
big = gw.tiles("6:6 6:6 6:2 5:3 4:4 6:2")
display(gw.Hand(small, label="Small fish: 12 red pips", height=50),
        gw.Hand(big, label="Big fish: 56 pips", height=50))
culin_score(small + big).words()

# %% [markdown]
# ## ShiWuHu's scoring on Tiu-U: `scoring="shiwuhu"`
#
# The Readme of navpil's programs proposes "merged Tiu-U rules": play Tiu-U as above, but
# score the catch as [ShiWuHu](shiwuhu.ipynb) does on two sets of tiles. Each tile is a
# **big** fish (30), a **middle** fish (20) or a **small** fish (10): Heaven with a nine,
# both Gee Joon tiles, and four of [6:5], [5:5] or [6:4] (a Jun) make big fish; Earth, Man
# or Harmony with one of their military tiles ([6:2] [5:3], [5:2] [4:3], [3:2] [4:1]) make
# middle fish. All 8 Heaven-Nine tiles or all three Jun earn 300 more; the four Gee Joon
# tiles 100 as the GuPai site has it, or 200 as the Readme does (`supreme_bonus=200`).
# Players settle as in ShiWuHu: the difference is doubled between a score of 1000 or more
# and one below. The same worked catch, 132 by Culin, scores 230: Man and Harmony found
# their military tiles; Heaven found no nine.

# %%
gw.load_game("tiuu", scoring="shiwuhu").score(small + big).words()

# %% [markdown]
# ## Too unbalanced? A statistic
#
# The GuPai site finds Tiu-U's scoring uneven: big fish are worth far more than small
# ones. Counted exactly over the 64 tiles, the 28 big fish hold 544 points, about 19 a
# tile; the 36 small fish hold 48 red pips, rounded up 50 points, not 2 a tile. And in play,
# between the library's bots, almost all the points come from big fish: the small fish
# hardly count. ShiWuHu's scoring, on Tiu-U (`scoring="shiwuhu"`) as in ShiWuHu itself,
# spreads them over three classes and bonuses. The spread of a deal (the gap between the
# best and the worst score, against the mean score) stays much the same: the imbalance is in
# what is worth catching, not in how much luck decides.

# %%
whole = points_of_the_whole_set()
rules = {"Tiu-U (Culin)": ("tiuu", {}), "Tiu-U, merged": ("tiuu", {"scoring": "shiwuhu"}),
         "ShiWuHu, two sets": ("shiwuhu", {"deck": "tiles"}), "ShiWuHu, cards": ("shiwuhu", {})}
found = {name: play_deals(gw.load_game(g, players=2, **o), 30) for name, (g, o) in rules.items()}
header = ["Rules", "Big fish share of points", "First player best", "Mean gap / mean score"]
display(nb.table(header,
                 [(name, f"{f.share('big fish'):.0%}", f"{f.first_wins():.0%}", f"{f.spread():.2f}")
                  for name, f in found.items()],
                 caption=f"30 deals each between the bots; the whole set holds {whole}"))
axes = Figure(figsize=(6.5, 2.6)).subplots()
left = [0.0] * len(found)
for label in ("big fish", "middle fish", "small fish", "bonus"):
    shares = [f.share(label) for f in found.values()]
    axes.barh(list(found), shares, left=left, label=label)
    left = [a + b for a, b in zip(left, shares, strict=True)]
axes.set_xlabel("share of all points scored")
axes.invert_yaxis()
axes.legend(ncol=4, fontsize=8, loc="lower center", bbox_to_anchor=(0.5, 1))
nb.plot(axes.figure, "Where the points come from, by fish class")

# %% [markdown]
# ## Rules at a glance
#
# Every rule and the test that checks it (`tests/games/test_tiuu.py`):
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test</th></tr>
# <tr><td>12 each for two, 8 each for three; 16 in the lake, 24 in the woodpile</td>
# <td>Culin; GuPai site</td><td><code>test_deal_sizes</code></td></tr>
# <tr><td>A dealt pair of [6:6] is laid out at once</td><td>Culin</td>
# <td><code>test_a_dealt_pair_of_double_sixes_is_laid_out_at_once</code></td></tr>
# <tr><td>Equal pip totals catch, whatever the suit</td><td>Culin; GuPai site</td>
# <td><code>test_equal_pip_totals_catch_whatever_the_suit</code></td></tr>
# <tr><td>The Gee Joon tiles catch each other</td><td>Culin; GuPai site</td>
# <td><code>test_the_gee_joon_tiles_catch_each_other</code></td></tr>
# <tr><td>A tile that matches nothing stays in the lake; one that matches catches</td>
# <td>Culin</td><td><code>test_a_tile_that_matches_nothing_stays_in_the_lake</code>,
# <code>test_a_matching_tile_catches</code></td></tr>
# <tr><td>A third tile joins two; the fourth takes all three</td><td>Culin</td>
# <td><code>test_a_third_tile_joins_two_and_the_fourth_takes_all_three</code></td></tr>
# <tr><td>The turned woodpile tile catches too; the game ends with the woodpile</td>
# <td>Culin</td><td><code>test_the_turned_woodpile_tile_catches_too</code>,
# <code>test_the_game_ends_when_the_woodpile_is_empty</code></td></tr>
# <tr><td>Small fish by red pips rounded up to ten, big fish twice their pips: 132</td>
# <td>Culin; GuPai site</td><td><code>test_the_gupai_sites_worked_catch_scores_132</code>,
# <code>test_small_fish_red_pips_round_up_to_ten</code></td></tr>
# <tr><td>The tile may stay in the lake though it could catch (<code>may_leave</code>)</td>
# <td>GuPai site</td><td><code>test_may_leave_lets_a_matching_tile_stay</code></td></tr>
# <tr><td>ShiWuHu's scoring and settlement on Tiu-U's play (<code>scoring="shiwuhu"</code>):
# one military tile makes a group, the 8 Heaven-Nine tiles +300, Gee Joon 100 or 200 (670)</td>
# <td>navpil Readme; GuPai site</td>
# <td><code>test_merged_scoring_gives_the_gupai_sites_worked_catch_670</code> and the five
# tests after it</td></tr>
# </table>
#
# ## Options

# %%
nb.options("tiuu")

# %% [markdown]
# Culin's text has a tile that matches catch; the GuPai site lets the player place it in
# the lake "if no capture is possible or desired": that reading is `may_leave=True`. Culin
# gives no settlement; the library settles the difference between each pair, as the GuPai
# site does for ShiWuHu. The same deal played by the bots under both readings:

# %%
readings = {"must catch (Culin)": {}, "may leave (GuPai)": {"may_leave": True}}
gw.compare("tiuu", readings, seed=37, players=2)

# %% [markdown]
# ## How to play well
#
# Two questions come up at nearly every turn: when a tile could take several fish, or
# several of your tiles could catch, which catch? And when you play a tile that catches
# nothing, which one do you leave in the lake? The game's bot answers with the scoring: it
# takes the catch that adds most to its score, and leaves the tile least worth catching
# and hardest to catch. Two plain rules say much the same in pips, and the search bot can
# value them: in deals sampled to fit what the seat has seen, it plays a move out and sees
# what the seat gains. The game's bots played 25 three-player deals (Culin's scoring),
# and wherever a rule had a choice, its move and the move it steers away from were both
# played out in 20 sampled deals. The search bot (the "normal" level) also chose at every
# move with a choice, and where it differed from the game's bot both moves were valued
# again in 20 fresh deals (`python scripts/page_stats.py tiuu` writes these counts beside
# this notebook). Gains are in points of the settlement, ± their standard error.
#
# * **Leave your lightest tile in the lake.** When you play a tile that catches nothing,
#   laying the lightest rather than the heaviest was better in 247 of 290 positions and
#   worse in 39, by 39.3 ± 2.0 points. A big fish (8 pips or more) left in the lake is
#   worth twice its pips to whoever catches it next; a small fish, only its red pips.
# * **Take the heaviest catch.** Taking the heaviest fish on offer rather than the lightest
#   was better in 209 of 319 positions and worse in 89, by 9.1 ± 1.0 points.
# * **Beyond these two rules, the game's bot is hard to beat.** The search bot chose
#   another catch in 20% of the catches, a lighter one more often (47 times) than a
#   heavier one (30), and gained 1.3 ± 0.9 points, within two standard errors of nothing;
#   where it laid another tile (25 times) it gained 1.3 ± 4.6. A player who keeps to the
#   two rules plays much as the bot does.

# %%
stats = nb.stats("tiuu")["all"]
rules = {"lightest left": "lay your lightest tile, not the heaviest",
         "heaviest catch": "take the heaviest catch, not the lightest"}
display(nb.table(["Rule", "Positions", "Better", "Worse", "Gain (points)"],
                 [(rule, f"{(c := stats['rules']['gains'][name])['positions']:,}",
                   f"{c['better']:,}", f"{c['worse']:,}", nb.gain(c, c["positions"]))
                  for name, rule in rules.items()]))
nb.search_table(stats["search"]["choices"], unit="points", weights="Its tiles heavier / lighter")

# %% [markdown]
# ## A whole game between the bots
#
# The library's bot values each catch by what it adds to its score and each tile it must
# leave by what the next player could gain from it, from the tiles it has not seen. Step
# through a game of three; the caption says what each move catches and why.

# %%
gw.ReplayViewer(gw.play(gw.load_game("tiuu", players=3), seed=5), views=(None,))

# %% [markdown]
# ## Play it yourself
#
# In a live notebook (`make lab`) you sit at P1 against a bot: click a hand tile, then the
# lake tile it should catch. On this website the cell shows the game as P1 sees it.

# %%
gw.PlayTable(gw.load_game("tiuu", players=2), seat=0, seed=7)

# %% [markdown]
# ## Sources
#
# * Stewart Culin, *Chinese Games with Dice and Dominoes* (1895),
#   [Tiu-u](https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/tiuu.html).
# * pagat.com, [Tiu-U](https://www.pagat.com/domino/fishing/tiu-u.html).
# * The GuPai site, [Tiu-U](https://navpil.github.io/gupai/fishing/tiu-u.html): the worked
#   catch, the Gee Joon exception spelled out, the remark on unbalanced scoring; and
#   [Shi Wu Hu](https://navpil.github.io/gupai/fishing/shi-wu-hu.html): its scoring on two
#   sets of tiles, which `scoring="shiwuhu"` applies to Tiu-U.
# * navpil's [GuPai programs](https://github.com/navpil/gupai) and their
#   [Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md): a second opinion,
#   and the merged Tiu-U rules.
# * [Sources and disagreements](../sources.md) sets the sources side by side.
