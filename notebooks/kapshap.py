# %% [markdown]
# # KapShap 夾十
#
# KapShap (夾十, "pinching tens") is the two-player form of
# [KapTaiShap](kaptaishap.ipynb), a Cantonese draw-and-discard game that Stewart Culin
# described in 1895. The hand to complete is eight tiles: an **eye** (ngan), two identical
# tiles, and **three tens**, pairs of tiles whose pips add up to 10 or 20. One tile breaks
# the arithmetic: **[4:2] counts only 3**.
#
# The two players use one set of 32 tiles: seven each, and the first player an eighth,
# which here is simply his first draw from the **wall**. One set holds no two identical
# military tiles, so the eye is always a civil pair.
#
# ## Tens
#
# What counts is the pips modulo 10: a tile of 6 needs a 4 (or a 14), a tile of 10 or 20
# needs another 10 or 20. So [6:4] and [5:5] make 20, [6:1] and [2:1] make 10, and [4:2]
# makes ten with a 7 ([6:1], [5:2], [4:3]), never with a 4. Each row below lists the tiles
# that make ten with the first:

# %%
from matplotlib.figure import Figure
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.draw_discard.kapshap import is_ten
faces = gw.all_faces()
nb.table(["tile", "makes ten with"],
         [(t, " ".join(str(o) for o in faces if is_ten(t, o))) for t in faces])

# %% [markdown]
# ## A win from the wall
#
# P1 holds the eye [6:6][6:6], [6:4][5:5] (20), [4:2][6:1] (3 + 7) and [5:1], which
# waits for a 4. His first draw is [3:1]: he shows his hand and wins, and the other player
# pays a stake. With [4:2] counted as 6, as one modern summary does, the hand with [3:1] instead
# of [6:1] would win too; with Culin's 3 it does not, and play goes on:

# %%
OTHER = "6:5 6:5 6:3 6:2 5:3 5:2 4:4"
def wall(hands, first):  # the first draw on top, then the rest of the set in its order
    left = [str(t) for t in gw.chinese_set()]
    for tile in [*hands.split(), first]:
        left.remove(tile)
    return [first, *left]
win = nb.deal("kapshap", "6:6 6:6 6:4 5:5 4:2 6:1 5:1 " + OTHER, dealer=0,
              rest=wall("6:6 6:6 6:4 5:5 4:2 6:1 5:1 " + OTHER, "3:1"), moves="win")
print(win.result())
no_win = nb.deal("kapshap", "6:6 6:6 6:4 5:5 4:2 3:1 6:1 " + OTHER, dealer=0,
                 rest=wall("6:6 6:6 6:4 5:5 4:2 3:1 6:1 " + OTHER, "2:1"))
print("[4:2] [3:1] is no ten; P1 may:", [a.short for a in no_win.legal_actions()][:3], "...")
no_win

# %% [markdown]
# ## A turn, two readings
#
# **Culin**: at his turn a player may first take **any tile lying among the discards**
# into his hand and discard one; then he always **draws from the wall** and discards again.
# The **GuPai site** recommends, for many players, taking **only the last discard, instead
# of the draw**: one tile per turn. Both are the option `take` ("any", Culin's, is KapShap's
# default). The same opening under each:

# %%
HANDS = ["6:6 1:1 4:4 3:1 5:5 3:3 2:2".split(), "6:5 6:4 6:1 5:1 6:3 5:4 6:2".split()]
any_ = nb.deal("kapshap", HANDS, dealer=0, moves="discard 6:6, draw, discard 6:5")
last = nb.deal("kapshap", HANDS, dealer=0, moves="discard 6:6, draw, discard 6:5",
               take="last")
nb.table(["take", "P1 may"], [(name, ", ".join(a.short for a in s.legal_actions()))
                              for name, s in [("any (Culin)", any_), ("last (GuPai)", last)]])

# %% [markdown]
# Under Culin's rule P1 takes back the [6:6] he threw away, discards, and draws:

# %%
nb.play(any_, "claim 6:6, discard 1:1")

# %% [markdown]
# Every deal ends: when a player should draw and the wall is empty, nobody has won and
# nobody pays (navpil's program lets a game go on after the wall is spent; here it cannot
# run for ever).
#
# ## The options
#
# The statistic behind the option is on the [KapTaiShap page](kaptaishap.ipynb): with
# many players Culin's rule often ends the game in the first round. With two players it
# matters less (`python benchmarks/run.py draw_discard`):

# %%
nb.options("kapshap")

# %%
gw.compare("kapshap", {"any (Culin)": {}, "last (GuPai)": {"take": "last"}}, seed=4)

# %% [markdown]
# ### Does the first player's eighth tile pay, and how often does the wall run out?
#
# The first player starts with 8 tiles, the second with 7. The game's bots played 10,000
# deals under each reading of the turn (`python scripts/page_stats.py kapshap` writes the
# counts kept beside this notebook). The plot shows who won: the first player wins barely
# more often than the second (30% against 29%), and his mean gain per deal, about a
# hundredth of a stake, is within two standard errors of nothing. What stands out is that
# about two deals in five end with the wall empty and no winner, whichever way the turn
# is read.

# %%
stats = {take: nb.stats("kapshap")["all"][take] for take in ("any", "last")}
shares = {take: [w / c["matches"] for w in c["wins"]] for take, c in stats.items()}
gain = {take: (m := c["returns"][0] / c["matches"], ((c["squares"][0] / c["matches"] - m * m) / c["matches"]) ** 0.5)
        for take, c in stats.items()}  # P1's mean gain and its standard error
nb.table(["take", "Deals", "P1 wins", "P2 wins", "No winner", "P1's mean gain (stakes)"],
         [(take, f"{c['matches']:,}", *(f"{x:.1%}" for x in shares[take]), f"{1 - sum(shares[take]):.1%}",
           f"{gain[take][0]:+.3f} ± {gain[take][1]:.3f}") for take, c in stats.items()])

# %%
axes = (figure := Figure(figsize=(7, 2.2))).subplots()
for k, take in enumerate(shares):
    axes.bar([x + 0.4 * k - 0.2 for x in range(3)], [100 * x for x in [*shares[take], 1 - sum(shares[take])]],
             0.4, label=f"take={take}")
axes.set(xticks=range(3), xticklabels=["P1 wins (8 tiles)", "P2 wins (7 tiles)", "no winner"],
         ylabel="% of deals", title="KapShap between the bots: who wins")
axes.legend(fontsize=8)
nb.plot(figure, "who wins a KapShap deal between the bots")

# %% [markdown]
# ## How to play well
#
# The game's bot plays by shape: it keeps the tiles that already lie in an eye or a ten,
# discards the tile whose mates are the hardest to come by (the fewest unseen tiles make
# ten with it), and takes a discard only when that brings its hand nearer to winning. The
# search bot (the "normal" level) tests moves instead: in deals sampled to fit what its
# seat has seen, it plays each move out and keeps the one that does best. The game's bots
# played 80 deals under Culin's reading of the turn; at each move with a choice the
# search bot chose too, and wherever the two differed, both moves were valued again in 20
# fresh deals sampled the same way (`python scripts/page_stats.py kapshap`). The table
# gives, for each kind of move the search bot made (a **discard**, a **claim** of a tile
# lying among the discards, a **draw** from the wall, a **win**), how often it differed
# from the bot, and what its move gained, in stakes, ± its standard error.
#
# * **Take from the discards far more often.** Under Culin's rule a claim costs nothing:
#   you still draw from the wall afterwards, so it is one more look at a tile you choose.
#   The bot claims only when the tile improves its hand at once; of the search bot's 291
#   claims, 203 (70%) were moves the bot did not make, and each gained 0.69 ± 0.03 of a
#   stake, most of what a deal is worth.
# * **The bot's discard is a start, not the best.** The search bot discarded another tile
#   in a third of the discards (379 of 1,141) and gained 0.20 ± 0.01 of a stake each
#   time. These counts do not say which tile it preferred: no simple rule of thumb is
#   claimed here, only that the bot's (keep the shape, give up the tile with the fewest
#   unseen mates) leaves a fifth of a stake on the table each time they differ.
# * **Drawing where the bot claimed is rare.** The search bot did so 17 times in 741 draws,
#   for 0.10 ± 0.04 of a stake.

# %%
nb.search_table(nb.stats("kapshap")["all"]["search"]["choices"], unit="stakes", digits=2)

# %% [markdown]
# ## A whole game between the bots
#
# The bot keeps the tiles that already form an eye or a ten, discards the tile whose mates
# are the hardest to come by, and takes a discard only when it completes something.

# %%
gw.ReplayViewer(gw.play("kapshap", seed=3), views=(None,))

# %% [markdown]
# ## Rules at a glance
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test (tests/games/test_kapshap.py)</th></tr>
# <tr><td>Two players, one set, 8 tiles to the first and 7 to the second</td><td>Culin</td>
# <td><code>test_kapshap_deals_eight_to_the_first_player_and_seven_to_the_second</code></td></tr>
# <tr><td>An eye and three tens win; every other player pays a stake</td><td>Culin</td>
# <td><code>test_an_eye_and_three_tens_win_kapshap_from_the_wall</code></td></tr>
# <tr><td>[4:2] counts 3</td><td>Culin (not domino-play)</td>
# <td><code>test_the_four_two_counts_only_three</code></td></tr>
# <tr><td>Any discard, then the draw (<code>take="any"</code>)</td><td>Culin</td>
# <td><code>test_culin_any_discard_may_be_taken_then_the_player_draws</code></td></tr>
# <tr><td>Only the last discard, instead of the draw (<code>take="last"</code>)</td>
# <td>GuPai site</td><td><code>test_gupai_only_the_last_discard_instead_of_the_draw</code></td></tr>
# <tr><td>An empty wall ends the deal unwon</td><td>this project</td>
# <td><code>test_every_deal_ends_when_the_wall_is_empty</code></td></tr>
# </table>
#
# ## Play it yourself
#
# Run this cell in a live notebook (`make lab`) to play P1 against the bot; on this website
# the cell shows the game as P1 sees it.

# %%
gw.PlayTable(gw.load_game("kapshap"), seat=0, seed=7)

# %% [markdown]
# ## Sources
#
# * Stewart Culin, *Chinese Games with Dice and Dominoes* (1895),
#   [Kap tai shap](https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/kaptaishap.html):
#   the tens, the eye, [4:2] as 3, the turn.
# * domino-play.com, [Collecting Tens](http://domino-play.com/Games/CollectingTens.htm): a
#   modern summary, which counts [4:2] as 6.
# * The [GuPai site](https://navpil.github.io/gupai/): the last discard only, for many
#   players.
# * navpil's [GuPai programs](https://github.com/navpil/gupai): `kapshap`, a second opinion.
# * [Sources and disagreements](../sources.md) sets these sources side by side.
