# %% [markdown]
# # KapTaiShap 執十
#
# KapTaiShap (執十, "collecting tens"; Culin's *kap tai shap*) is a Cantonese
# draw-and-discard game for many players, recorded by Stewart Culin in 1895: about **two
# sets of tiles for every five players**, nine tiles each and a tenth for the first player
# (here his first draw from the wall). A hand of ten wins: an **eye**, two identical tiles,
# and **four tens**, pairs whose pips add up to 10 or 20, **[4:2] counting only 3**. With
# several sets two identical military tiles exist, so a military eye counts too. The winner
# collects a stake from every other player. The two-player game with one set is
# [KapShap](kapshap.ipynb), whose page explains the tens.

# %%
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.draw_discard.kapshap import sets_for
nb.table(["players", "sets", "tiles", "dealt", "wall"],
         [(p, sets_for(p), 32 * sets_for(p), 9 * p + 1, 32 * sets_for(p) - 9 * p - 1)
          for p in range(3, 8)])

# %% [markdown]
# ## A military eye
#
# Three players, two sets. P1 holds [6:3][6:3], an eye only several sets can give, and
# four tens once his first draw, [4:4], joins [6:6] (12 + 8 = 20):

# %%
HANDS = """6:3 6:3 6:4 5:5 4:2 6:1 5:1 3:1 6:6   1:1 1:1 1:1 1:1 3:3 3:3 3:3 3:3 2:2
           2:2 2:2 2:2 5:1 5:1 5:1 6:1 6:1 6:1"""
left = [str(t) for t in gw.chinese_set() * 2]
for tile in [*HANDS.split(), "4:4"]:
    left.remove(tile)
won = nb.deal("kaptaishap", HANDS, players=3, dealer=0, rest=["4:4", *left], moves="win")
print(won.result())
won

# %% [markdown]
# ## Any discard, or only the last one
#
# **Culin**: at his turn a player may take **any tile lying among the discards** and
# discard; then he **draws** from the wall and discards again. With many players many tiles
# lie there, and the GuPai site found that the game then often ends in the **first
# round**. It recommends, for many players, taking **only the last discard, instead of the
# draw**: the default here (`take="last"`; Culin's rule is `take="any"`). Measured with the
# library's bots in every seat (120 deals per bar here; 500 in
# `python benchmarks/run.py draw_discard`):

# %%
import matplotlib.pyplot as plt
def first_round(players, take, deals=120):
    game, early = gw.load_game("kaptaishap", players=players, take=take), 0
    for seed in range(deals):
        state = gw.play(game, seed=seed).end()
        turns = 1 + sum(a.kind in ("claim", "draw") for a in state.history)
        early += state.result().winner is not None and turns <= players
    return 100 * early / deals
counts = (3, 5, 7)
fig, ax = plt.subplots(figsize=(6, 3))
for k, take in enumerate(("any", "last")):
    ax.bar([p + 0.4 * (k - 0.5) for p in counts], [first_round(p, take) for p in counts], 0.4,
           label={"any": "any discard (Culin)", "last": "last discard only (GuPai)"}[take])
ax.set(xlabel="players", ylabel="% of deals won in round 1", xticks=counts)
ax.legend()
nb.plot(fig, "Share of deals won in the first round, by players and take rule")

# %% [markdown]
# ## The options side by side
#
# One five-player deal played by the same bots under both rules:

# %%
gw.compare("kaptaishap", {"last (GuPai)": {}, "any (Culin)": {"take": "any"}}, seed=4)

# %%
nb.options("kaptaishap")

# %% [markdown]
# ## How to play well
#
# The game's bot plays as in [KapShap](kapshap.ipynb): it keeps the tiles that already lie
# in an eye or a ten, discards the tile whose mates are the hardest to come by, and takes
# the last discard only when that brings its hand nearer to winning. The search bot (the
# "normal" level) tests moves instead: in deals sampled to fit what its seat has seen, it
# plays each move out and keeps the one that does best. The game's bots played 30
# five-player deals with the last discard only (the default); at each move with a choice
# the search bot chose too, and wherever the two differed, both moves were valued again in
# 20 fresh deals sampled the same way (`python scripts/page_stats.py kaptaishap`). The
# table gives, for each kind of move the search bot made, how often it differed from the
# bot, and what its move gained, in stakes, ± its standard error.
#
# * **The bot's discard is often not the best.** The search bot discarded another tile in
#   28% of the discards (136 of 483) and gained 0.32 ± 0.06 of a stake each time.
# * **Take the last discard about as the bot does.** Here a claim replaces the draw, so
#   it costs a tile from the wall. The search bot claimed where the bot drew in 27 of its
#   140 claims (+0.40 ± 0.23 of a stake) and drew where the bot claimed in 25 of its 343
#   draws (+0.19 ± 0.18): neither gain is beyond two standard errors. With Culin's rule
#   in two-player [KapShap](kapshap.ipynb), where a claim costs nothing, claiming more
#   often gains clearly.

# %%
nb.search_table(nb.stats("kaptaishap")["all"]["search"]["choices"], unit="stakes", digits=2)

# %% [markdown]
# ## A whole game between the bots
#
# Five players, two sets, the last discard only. Each bot keeps the tiles that already
# form an eye or a ten and takes a discard only when it completes something.

# %%
gw.ReplayViewer(gw.play("kaptaishap", seed=13), views=(None,))

# %% [markdown]
# ## Rules at a glance
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test (tests/games/test_kapshap.py)</th></tr>
# <tr><td>About two sets for five players; nine tiles each, the first ten</td><td>Culin</td>
# <td><code>test_kaptaishap_uses_about_two_sets_for_five_players</code></td></tr>
# <tr><td>An eye (military too) and four tens win; all others pay</td><td>Culin</td>
# <td><code>test_kaptaishap_may_use_a_military_eye</code></td></tr>
# <tr><td>[4:2] counts 3</td><td>Culin</td><td><code>test_the_four_two_counts_only_three</code></td></tr>
# <tr><td>Any discard then the draw, or the last discard instead of the draw</td>
# <td>Culin; GuPai site</td>
# <td><code>test_culin_any_discard_may_be_taken_then_the_player_draws</code>,
# <code>test_gupai_only_the_last_discard_instead_of_the_draw</code></td></tr>
# </table>
#
# ## Play it yourself
#
# Run this cell in a live notebook (`make lab`) to sit at P1 of a five-player game; on
# this website the cell shows the game as P1 sees it.

# %%
gw.PlayTable(gw.load_game("kaptaishap"), seat=0, seed=7)

# %% [markdown]
# ## Sources
#
# * Stewart Culin, *Chinese Games with Dice and Dominoes* (1895),
#   [Kap tai shap](https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/kaptaishap.html).
# * domino-play.com, [Collecting Tens](http://domino-play.com/Games/CollectingTens.htm).
# * The [GuPai site](https://navpil.github.io/gupai/): the last discard only, for many
#   players.
# * navpil's [GuPai programs](https://github.com/navpil/gupai): `kapshap`, a second opinion.
# * [Sources and disagreements](../sources.md) sets these sources side by side.
