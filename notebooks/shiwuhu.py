# %% [markdown]
# # ShiWuHu 十五湖
#
# ShiWuHu (十五湖, "fifteen lakes") is the fishing game of the Chinese **domino cards**:
# long, narrow paper cards, each printed with one domino face, four cards of each of the
# 21 faces, 84 in all. It plays like [Tiu-U](tiuu.ipynb) (read that page first), with a
# richer scoring. The rules come from a Chinese blog post of 2009 (aloneinthefart), told
# in English on the GuPai site.
#
# The 21 faces as paper cards, and a card's back:

# %%
from collections import Counter
from matplotlib.figure import Figure
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.fishing.shiwuhu import shiwuhu_score

display(gw.Hand(gw.domino_card_deck(1), per_row=11, height=90, label="One card of each face"))
gw.Hand(gw.domino_cards("6:6"), face_down=True, height=90)

# %% [markdown]
# ## The deal and the play
#
# Two or three players. 30 cards are dealt (15 or 10 each), 24 lie face up as the lake and
# 30 face down as the woodpile. A turn is Tiu-U's: a card from the hand catches a lake card
# of the same pip total or stays in the lake; then the top card of the woodpile is turned
# and plays the same way. What differs:
#
# * the Gee Joon cards [4:2] and [2:1] do **not** catch each other;
# * [5:5] and [6:4] do **not** catch each other, though both total ten;
# * the fourth card takes three equal cards of the lake **only** for the faces nothing
#   else catches: [1:1] [2:1] [6:4] [5:5] [6:5] [6:6]; a fourth [3:3] takes one;
# * no third card is laid beside two.

# %%
state = nb.deal("shiwuhu", seed=3, players=2)
print(", ".join(a.short for a in state.legal_actions()))
state

# %% [markdown]
# ## Scoring: big, middle and small fish
#
# Each card caught scores **30** as a big fish, **20** as a middle fish, **10** as a small
# one.
#
# * **Big fish**: the Heaven-Nine cards ([6:6] [6:3] [5:4]) when the catch holds Heaven
#   and **both** nines ("one civil, two military"); the Gee Joon cards when it holds both;
#   the four cards of [6:5], of [5:5] or of [6:4] when all four are caught (a **Jun**).
# * **Middle fish**: the Earth-Eight ([1:1] [6:2] [5:3]), Man-Seven ([4:4] [5:2] [4:3])
#   and Harmony-Five ([3:1] [3:2] [4:1]) cards, under the same condition.
# * **Small fish**: every other card.
# * **+300** each for all 12 Heaven-Nine cards, all three Jun, all 8 Gee Joon cards.
#
# Each pair of players settles the difference, **doubled** when one reached 1000 and the
# other did not. These are all the bonuses the GuPai site gives, and all are played here.
# The 2009 blog post it is built from also describes house variants; where a variant's
# rule is recorded it is an option (`one_military`, below), but no source these pages use
# records an amount for any further bonus, so none is played. A catch scored:

# %%
catch = gw.domino_cards("6:6 6:3 5:4 4:4 4:3 6:5 6:5 6:5 6:5 4:2 2:1 3:3 1:1")
display(gw.Hand(catch, height=70))
shiwuhu_score(catch, one_military=False, deck=gw.domino_card_deck(), supreme_bonus=300).words()

# %% [markdown]
# The Man-Seven group lacks [5:2], so [4:4] and [4:3] are small fish here. Some players
# need only **one** military card of the group (the blog lists it as a variant): the
# option `one_military`.
#
# ## Two sets of tiles: the merged rules
#
# Paper domino cards are hard to find outside China, so the GuPai site adapts ShiWuHu to
# two sets of tiles (`deck="tiles"`): Tiu-U's deal (24 dealt, 16 in the lake), one civil
# and **one** military tile make a group, the Heaven-Nine bonus for its 8 tiles, and 100
# (not 300) for the four Gee Joon tiles; navpil's program gives 200
# (`tiles_supreme_bonus=200`). The GuPai site's worked catch scores 670:

# %%
tiles = gw.load_game("shiwuhu", deck="tiles")
catch = gw.tiles("6:6 6:6 6:3 6:3 5:4 5:4 4:4 4:4 4:3 6:1 6:5 6:5 6:5 6:5 5:5 5:5 3:3 5:1 "
                 "4:2 4:2 2:1 2:1 1:1 1:1 1:1 1:1")
display(gw.Hand(catch, height=50, per_row=13))
print(tiles.score(catch).words(), "=", tiles.score(catch).total)

# %% [markdown]
# Tiu-U's own scoring gives 90% of the points to big fish (the [Tiu-U page](tiuu.ipynb)
# measures it); these classes give about a third. This scoring with Tiu-U's own play (the
# Gee Joon tiles catching each other, a third tile joining two, a dealt pair of [6:6] laid
# out) is the "merged Tiu-U rules" of navpil's Readme: Tiu-U's option `scoring="shiwuhu"`.
#
# ## Rules at a glance
#
# Every rule and its test (`tests/games/test_shiwuhu.py`):
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test</th></tr>
# <tr><td>84 cards, four of each face; 30 dealt, 24 lake, 30 woodpile</td>
# <td>blog; GuPai site</td><td><code>test_deal_sizes</code></td></tr>
# <tr><td>Gee Joon, and [5:5] with [6:4], do not catch each other</td><td>blog; GuPai site</td>
# <td><code>test_the_gee_joon_cards_do_not_catch_each_other</code>,
# <code>test_plum_and_red_head_ten_do_not_catch_each_other</code></td></tr>
# <tr><td>The fourth takes three only for faces caught by themselves alone</td>
# <td>blog; GuPai site</td>
# <td><code>test_the_fourth_takes_three_of_the_faces_only_they_catch</code>,
# <code>test_the_fourth_of_a_face_others_catch_takes_one</code></td></tr>
# <tr><td>No third card joins two</td><td>GuPai site</td>
# <td><code>test_no_third_card_joins_two</code></td></tr>
# <tr><td>Big, middle, small fish; Jun; +300 bonuses</td><td>blog; GuPai site</td>
# <td><code>test_heaven_with_both_nines_is_big_fish_else_small</code>,
# <code>test_middle_fish_groups</code>, <code>test_supreme_pair_and_jun</code>,
# <code>test_the_300_bonuses_with_cards</code></td></tr>
# <tr><td>Settlement doubled across 1000</td><td>GuPai site</td>
# <td><code>test_settlement_doubles_across_1000</code></td></tr>
# <tr><td>Two sets: one military suffices, 8-tile bonus, Gee Joon 100 or 200 (670)</td>
# <td>GuPai site; navpil</td>
# <td><code>test_the_gupai_sites_worked_catch_with_two_sets_scores_670</code></td></tr>
# <tr><td>Variants: Gee Joon, [2:1] with the sixes, tens, Heaven with Earth</td>
# <td>blog, via the GuPai rules</td><td><code>test_gee_joon_catch_variant</code> and the
# three tests after it</td></tr>
# </table>
#
# ## Options

# %%
nb.options("shiwuhu")

# %% [markdown]
# One deal played by the bots as the blog plays it, and with [5:5] and [6:4] catching each other:

# %%
readings = {"84 cards": {}, "tens catch each other": {"plum_ten_catch": True}}
gw.compare("shiwuhu", readings, seed=3, players=2)

# %% [markdown]
# ## How often does a catch reach 1000?
#
# The settlement doubles between a player who reached 1000 and one who did not. How often
# does that happen? The game's bots played 5,000 three-player deals with the 84 cards
# (`python scripts/page_stats.py shiwuhu` writes the counts kept beside this notebook).
# The plot shows what a player's catch scored, in steps of 50; the line is 1000. A catch
# averages about 455, and a deal in which someone reaches 1000 came 12 times in 5,000, about
# once in 400 deals: between these bots the doubling is a rare prize.

# %%
stats = nb.stats("shiwuhu")["all"]
points, steps = {int(p): n for p, n in stats["scores"].items()}, Counter()
for p, n in points.items():  # in steps of 50
    steps[p // 50 * 50] += n
reached = sum(n for p, n in stats["highest"].items() if int(p) >= 1000)
print(f"{stats['matches']:,} deals: a catch scores {sum(p * n for p, n in points.items()) / stats['matches'] / 3:.0f}"
      f" on average; someone reached 1000 in {reached} deals (1 in {stats['matches'] / reached:.0f})")
axes = (figure := Figure(figsize=(7, 2.4))).subplots()
axes.bar(list(steps), [100 * n / sum(points.values()) for n in steps.values()], width=45, align="edge")
axes.axvline(1000, color="#8c2d19")
axes.set(xlabel="points a player's catch scored (three players, 84 cards)", ylabel="% of players",
         title="ShiWuHu between the bots: the catches")
nb.plot(figure, "the points of each ShiWuHu catch")

# %% [markdown]
# ## How to play well
#
# The game's bot values each move by what it adds to its score at once, less what the card
# it leaves in the lake is worth to the next player, from the cards it has not seen. The
# search bot (the "normal" level) tests moves instead: in deals sampled to fit what its
# seat has seen, it plays each move out and keeps the one that does best. The game's bots
# played 25 three-player deals with the 84 cards; at each move with a choice the search
# bot chose too, and wherever the two differed, both moves were valued again in 20 fresh
# deals sampled the same way (`python scripts/page_stats.py shiwuhu`). The table gives,
# for each kind of move the search bot made, how often it differed from the bot, and what
# its move gained, in points of the settlement, ± its standard error.
#
# * **The catch that scores most at once is often not the best.** The search bot chose
#   another catch in 27% of its catches (163 of 602) and gained 19.5 ± 4.1 points each
#   time. A card's class depends on the rest of the catch (Heaven with both nines, a
#   group with its military cards, a Jun of four), so what a catch is worth is not
#   settled when it is made. These counts do not say which catches it preferred.
# * **When a card must stay in the lake, the bot's choice holds.** The search bot left
#   another card in 64 of its 134 lays, and gained nothing measurable: −3.9 ± 7.1 points.

# %%
nb.search_table(stats["search"]["choices"], unit="points")

# %% [markdown]
# ## A whole game between the bots, and your turn
#
# The bot scores each catch with these rules, so it chases the groups, Jun and bonuses.
# Below, a game of three; then a table where you sit at P1 against a bot (in a live
# notebook, `make lab`).

# %%
gw.ReplayViewer(gw.play(gw.load_game("shiwuhu", players=3), seed=2), views=(None,))

# %%
gw.PlayTable(gw.load_game("shiwuhu", players=2), seat=0, seed=7)

# %% [markdown]
# ## Sources
#
# * aloneinthefart, [十五湖](https://aloneinthefart.blogspot.com/2009/03/blog-post_05.html)
#   (2009, in Chinese): the original rules and variants.
# * The GuPai site, [Shi Wu Hu](https://navpil.github.io/gupai/fishing/shi-wu-hu.html): the
#   rules in English, the adaptation to two sets of tiles, the worked catch of 670.
# * navpil's [GuPai programs](https://github.com/navpil/gupai): the mixed rules' 200 bonus.
# * [Sources and disagreements](../sources.md) sets the sources side by side.
