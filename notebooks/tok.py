# %% [markdown]
# # Tok 톡
#
# Tok is the name Korean players use today for the draw-and-discard game Culin recorded as
# Ho-hpai; the GuPai site calls Ho-hpai "also named Tok". Thomas Son, a Korean player who
# promotes the game, plays it with a few rules of its own, and this page plays those as
# the defaults of the [Ho-hpai](hohpai.ipynb) game:
#
# * the **Split** (two sets of three equal values) is **not** a triplet;
# * hands count the **Korean** way: each triplet 1, a Full dragon 2, the hand the sum of
#   its two; two Full dragons of military tiles 6; a straight with twos 7, with threes or
#   fours 4, any other straight 3;
# * a win **with a discard** is paid by the **discarder alone**; a win from the wall by
#   every other player.
#
# Everything else is Ho-hpai: five tiles each and a sixth for the first player, the last
# discard taken by the next player or a draw from the wall, two triplets or a straight to
# win.

# %%
from matplotlib.figure import Figure
import gupai_widgets as gw
from gupai_widgets import notebook as nb
nb.options("tok")

# %% [markdown]
# ## The Split that does not count
#
# P1 holds a Split, [6:6][6:4][4:4], and draws [6:5] to a Full dragon [2:1][4:3][6:5].
# In Ho-hpai that wins, and showing it is P1's only move; in Tok it does not, and P1 must
# discard:

# %%
FOUR = """6:6 6:4 4:4 2:1 4:3   1:1 2:2 3:3 5:4 6:5
          5:5 5:3 6:1 3:1 4:1   3:2 1:1 2:2 5:2 6:3"""
WALL = "6:5 6:6 4:4 5:5 3:3 3:1 6:4 6:1 5:1 5:1 6:2 4:2"
def first_move(g):
    state = nb.deal(g, FOUR, rest=WALL, dealer=0)
    return ", ".join(a.short for a in state.legal_actions())
nb.table(["game", "P1's moves after his first draw"],
         [(g, first_move(g)) for g in ("hohpai", "tok")])

# %% [markdown]
# ## The discarder pays
#
# With a discard, only its discarder pays the winner; the others pay nothing:

# %%
WALL2 = "3:1 6:6 4:4 5:5 3:3 6:5 6:4 6:1 5:1 5:1 6:2 4:2"
won = nb.deal("tok", FOUR, rest=WALL2, dealer=0)
nb.play(won, "discard 6:4, claim 6:4, win")[-1:]

# %% [markdown]
# ## A whole game between the bots
#
# Step through a deal; the caption says who may take each discard.

# %%
gw.ReplayViewer(gw.play("tok", seed=5), views=(None,))

# %% [markdown]
# ## Does the sixth tile pay, and who pays for a win?
#
# The first player starts with six tiles, the others with five, and in Tok a win with a
# discard costs its discarder alone. The game's bots played 20,000 deals
# (`python scripts/page_stats.py tok`, under a minute, writes the counts kept beside this
# notebook). The plot shows the share of the deals each player won, from the wall and with
# a discard, the first player first. The sixth tile is worth little: the first player wins
# 25.1% of the deals and the second, who may take his discards, 24.6%; the third wins
# 20.9% and the fourth 18.7%. 56% of the wins come with a discard, paid by one player; 11%
# of the deals end with nobody winning. In points, the first two players gain about 0.15 a
# deal each and the fourth loses 0.27 (the table; standard errors 0.02).

# %%
stats = nb.stats("tok")["all"]
n, seats = stats["matches"], ["1st (6 tiles)", "2nd", "3rd", "4th"]
wins = {side: [100 * w / n for w in counts] for side, counts in stats["wins"].items()}
axes = (figure := Figure(figsize=(6, 2.6))).subplots()
for side, label in (("wall", "from the wall"), ("discard", "with a discard")):
    bars = axes.bar(seats, wins[side], bottom=wins["wall"] if side == "discard" else 0, label=label)
    axes.bar_label(bars, fmt="%.1f%%", label_type="center")
axes.set(ylabel="% of the deals", title="Tok between the bots: who wins")
axes.legend(fontsize=8)
display(nb.plot(figure, "who wins a Tok deal between the bots, from the wall or with a discard"))
won = sum(map(sum, stats["wins"].values()))
print(f"{n:,} deals; nobody wins {1 - won / n:.1%}; wins with a discard",
      f"{sum(stats['wins']['discard']) / won:.1%}")
gain = [(m := r / n, ((s / n - m * m) / n) ** 0.5)  # the mean and its standard error
        for r, s in zip(stats["returns"], stats["squares"], strict=True)]
nb.table(["player", "wins", "mean gain a deal"],
         [(seat, f"{w + d:.1f}%", f"{g:+.2f} ± {e:.2f}")
          for seat, w, d, (g, e) in zip(seats, wins["wall"], wins["discard"], gain, strict=True)])

# %% [markdown]
# ## How to play well
#
# The game's own bot counts **outs**: it keeps the five tiles that the most unseen tiles
# would complete (each weighted by the points that win would count), discards the tile
# whose loss leaves the best five, and takes the last discard when it wins or when it
# leaves a better five. The search bot (the "normal" level) tests moves instead: in deals
# sampled to fit what its seat has seen, it plays each move out and keeps the one that
# does best. In 50 of the deals above, at each move with a choice, the search bot chose
# too. Wherever the two differed, both moves were valued again in 20 fresh deals sampled
# the same way (the same command writes these counts). The table gives, by the search
# bot's move ("claim": it takes the last discard; "draw": it leaves it and draws), how
# often the bot's move differed, and what the search bot's move gained, in points, ± its
# standard error.
#
# * **Count your outs, and discard as the bot does.** The search bot discarded another
#   tile in 21% of the discards (132 of 632), and its choice came out 0.27 points worse on
#   average, three standard errors: no quick look ahead beats this rule of thumb.
# * **Take the last discard when it leaves you more outs, and only then.** Where the search
#   bot took the last discard and the bot played otherwise (21 times), it lost 0.42 points
#   on average; where it drew and the bot took the discard (62 times), it gained 0.19.
#   Both are within two standard errors of nothing: the bot's rule is as good as the
#   search bot's choice here.

# %%
nb.search_table(stats["search"]["choices"], unit="points", digits=2)

# %% [markdown]
# ## Rules at a glance
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test (tests/games/test_hohpai.py)</th></tr>
# <tr><td>No Split</td><td>GuPai site (Thomas Son)</td>
# <td><code>test_tok_drops_the_split</code></td></tr>
# <tr><td>The Korean values</td><td>GuPai site; navpil's Readme</td>
# <td><code>test_straight_values</code>, <code>test_two_triplet_values</code>,
# <code>test_korean_values_a_full_dragon_2_and_any_other_triplet_1</code></td></tr>
# <tr><td>The discarder alone pays a win with his discard; a win from the wall, every
# other player</td><td>GuPai site</td>
# <td><code>test_a_win_with_a_discard_is_paid_by_all_or_by_the_discarder_in_tok</code>,
# <code>test_tok_a_win_from_the_wall_is_paid_by_every_other_player</code></td></tr>
# </table>
#
# Left out: Thomas Son's jackpot, which grows from deal to deal and is won only from the
# wall, and his reshuffle of the discards when nobody has won (it would need a second
# shuffle in the middle of a deal).
#
# ## Play it yourself
#
# Run this cell in a live notebook (`make lab`) to sit at P1 against three bots.

# %%
gw.PlayTable(gw.load_game("tok"), seat=0, seed=7)

# %% [markdown]
# ## Sources
#
# * The GuPai site, [Ho-Hpai](https://navpil.github.io/gupai/collecting-games/ho-hpai.html):
#   Tok, its values and its payment, after Thomas Son.
# * Thomas Son's [Tok blog](https://blog.naver.com/whsohn12/222770183544) (Korean).
# * navpil's [GuPai Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md): the
#   Korean values.
# * [Sources and disagreements](../sources.md) sets these sources side by side.
