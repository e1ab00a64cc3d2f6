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
