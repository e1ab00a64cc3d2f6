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
