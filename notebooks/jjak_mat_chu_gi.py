# %% [markdown]
# # Jjak-mat-chu-gi 짝맞추기
#
# Jjak-mat-chu-gi (짝맞추기, "making pairs"; Culin wrote *tjyak-ma-tchi-ki*) is the
# simplest of the draw-and-discard games, the family that plays like Mahjong: draw a tile,
# keep what fits, throw one away, and be the first to complete a hand. Stewart Culin
# recorded it in Korea in the 1890s. The hand to complete is **three pairs**.
#
# Two to four players use one set of 32 tiles. Each gets five; the first player gets a
# sixth, which here is simply his first draw from the **wall**, the face-down tiles left
# over. Play passes counter-clockwise (to P2 after P1).
#
# ## Pairs
#
# A civil tile pairs with its other copy. The military tiles come once each and pair by
# a rule the sources disagree on: Culin and the GuPai site give the **Korean** mates, pagat
# the **Chinese** ones (the pairs of TianJiu). Every tile has exactly one mate either way:

# %%
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.draw_discard.jjak_mat_chu_gi import partners
mates = [(t, partners(t, "korean")[0], partners(t, "chinese")[0]) for t in gw.all_faces()]
nb.table(["tile", "Korean mate", "Chinese mate"], [m for m in mates if m[0].is_military])

# %% [markdown]
# ## A turn
#
# On his turn a player **takes the last discard if it makes a pair** with a tile of his
# hand, or else **draws** from the wall. He **lays out every pair** he holds, face up, one
# move per pair. With three pairs he **wins**; otherwise he **discards** a tile, face up.
#
# A fixed deal for four. P1 plays first; his first draw, [5:5], pairs with his own [5:5],
# so he must lay the pair out before he discards:

# %%
FOUR = """6:6 1:1 4:4 3:1 5:5   6:6 5:4 6:5 6:4 6:1
          1:1 2:1 4:4 3:3 5:1   3:1 3:3 2:2 6:5 5:3"""
WALL = "5:5 2:2 3:2 4:1 4:2 4:3 5:1 5:2 6:1 6:2 6:3 6:4"
state = nb.deal("jjak_mat_chu_gi", FOUR, rest=WALL, dealer=0)
print(state.intro())
print([a.short for a in state.legal_actions()])
nb.play(state, "lay 5:5 5:5, discard 3:1")

# %% [markdown]
# Who may take that [3:1]? In **Culin's** game only the next player, P2, and only to make
# a pair; P4 holds the other [3:1] but is never asked. Under the **GuPai site's fix**, the
# default here, **every other player may claim it, the nearest first**: P2, then P3, then
# P4. Each is asked in turn even with nothing to claim, so that being asked tells nobody
# what a hand holds. P4 claims; play goes on from P4, and P2 and P3 lose their turn:

# %%
print(nb.play(state, "pass, pass"))
print([a.short for a in state.legal_actions()])
nb.play(state, "claim 3:1 3:1, discard 5:3")
state

# %% [markdown]
# ## Winning and paying
#
# Three pairs win: the player shows his hand. **From the wall**, every other player pays the winner a stake;
# **with a discard**, only the player who discarded it pays. Here P2 holds two pairs from
# the deal and takes P1's [2:2] for the third:

# %%
HANDS = "6:6 6:6 1:1 1:1 2:2   5:5 5:5 3:3 3:3 2:2   6:5 6:4 6:1 5:1 3:1"
REST = "4:4 4:4 3:1 6:5 6:4 6:1 5:1 6:3 5:4 6:2 5:3 5:2 4:3 4:2 4:1 3:2 2:1"
won = nb.deal("jjak_mat_chu_gi", HANDS, players=3, rest=REST, dealer=0)
nb.play(won, "lay 6:6 6:6, lay 1:1 1:1, discard 2:2, claim 2:2 2:2, win")[-2:]

# %% [markdown]
# What the sources leave open or disagree on is an option of the game:

# %%
nb.options("jjak_mat_chu_gi")

# %% [markdown]
# The same deal under the options that change its settlement: with `win_on_discard=False`
# (players agreed that the third pair may not come from a discard) P2 may not claim the
# [2:2] and the deal plays on; with `discard_win_pays="all"` P1 pays the stakes of both
# other players, as navpil's program settles it.

# %%
def settled(opts, moves="lay 6:6 6:6, lay 1:1 1:1, discard 2:2"):
    state = nb.deal("jjak_mat_chu_gi", HANDS, moves, players=3, rest=REST, dealer=0, **opts)
    may = [a.short for a in state.legal_actions()]
    nb.play(state, "claim 2:2 2:2, win" if "claim 2:2 2:2" in may else "pass, pass")
    return may, state.returns()
nb.table(["options", "P2 may", "settlement"], [(name, *settled(opts)) for name, opts in [
    ("default", {}), ("win_on_discard=False", {"win_on_discard": False}),
    ('discard_win_pays="all"', {"discard_win_pays": "all"})]])

# %% [markdown]
# ## The blind game: discards face down
#
# Every source lays the discards face up. navpil's GuPai Readme, finding that the game
# "relies mostly on luck", proposes a **blind game**, which it says is described nowhere
# else: the discards are laid **face down**, to bring in guessing and memory, and "any
# tile from the table can be picked up to form a pair". The option `discards="face_down"`
# plays it. Only the player who laid a tile knows it; on his turn a player may **turn up
# any tile lying face down** (named by its place, oldest first) or draw. The Readme says
# no more, so the rest is this project's reading:
#
# * a tile turned up that makes a pair with his hand is laid out with it, as a claim;
# * one that makes no pair (or that would be his third pair where `win_on_discard=False`)
#   is no take: it **stays face up**, where everyone sees it, and he draws from the wall
#   instead. At a real table it would be turned back for the others to remember; here the
#   table remembers for everyone. A later player may take a turned-up tile that pairs;
# * only the player whose turn it is takes from the table, so `claim` plays no part;
# * a win with a tile from the table is paid by whoever discarded it; with a tile the
#   winner laid face down himself, as a win from the wall.
#
# The deal of the first example, blind: P1 sees the [3:1] he laid face down, P2 only its
# back.

# %%
BLIND = {"discards": "face_down"}
blind = nb.deal("jjak_mat_chu_gi", FOUR, "lay 5:5 5:5, discard 3:1", rest=WALL, dealer=0, **BLIND)
nb.side_by_side(blind.table(0), blind.table(1), labels=["P1's view", "P2's view"])

# %% [markdown]
# P2 guesses and turns it up: no pair for him, so it stays face up and he draws. Two
# discards later P4, who holds the other [3:1], takes it from the table:

# %%
nb.play(blind, "pick 1, discard 2:2, draw, discard 3:2, claim 3:1 3:1")

# %% [markdown]
# ## Why any player may claim: the games nobody wins
#
# The GuPai site warns that, played as Culin describes it, about nine four-player games
# in ten end with the wall empty and **no winner**, and proposes the Mahjong rule as the
# fix. We measured it with the library's bots in every seat (each claims every pair it may
# and discards the tile whose mate is least likely to come; in the blind game each turns up
# a tile of its own that pairs, else guesses the newest tile another laid face down):
# 400 deals per bar here. With 2,000 four-player deals the shares were 86.7 % under
# Culin's rule and 23.6 % with the fix (`python benchmarks/run.py draw_discard`), and 44.3 %
# in the blind game (`no_winner(2000, discards="face_down")` below). The GuPai site's
# figure holds, so the fix is the default.

# %%
import matplotlib.pyplot as plt
def no_winner(deals=400, **opts):  # the % of deals nobody wins, with 2, 3 and 4 players
    games = [gw.load_game("jjak_mat_chu_gi", players=p, **opts) for p in (2, 3, 4)]
    # A deal nobody wins is one where nobody paid: a match's returns say so without
    # replaying every position of it.
    paid = [[any(gw.play(g, seed=s).returns) for s in range(deals)] for g in games]
    return [100 * row.count(False) / deals for row in paid]
rules = {"Culin: next player only": {"claim": "next"}, "fix: any player, nearest first": {},
         "blind game: discards face down": BLIND}
fig, ax = plt.subplots(figsize=(6, 3))
for k, (label, opts) in enumerate(rules.items()):
    ax.bar([p + 0.27 * (k - 1) for p in (2, 3, 4)], no_winner(**opts), 0.27, label=label)
ax.set(xlabel="players", ylabel="% of deals with no winner", xticks=[2, 3, 4], ylim=(0, 100))
ax.legend()
nb.plot(fig, "Share of deals with no winner, by players and rule")

# %% [markdown]
# Each bar is the share of deals that ended with the wall empty and nobody paid. With two
# players the claim rules are the same either way (the only other player is the next).
# With three, the fix makes almost every deal end in a win. The blind game lies between:
# any tile on the table may be taken, so more deals are won than under Culin's rule, but
# fewer than with the fix, where every player may claim each discard.
#
# ## The options side by side
#
# One deal played by the same bots under the fix ("any"), Culin's rule ("next") and the
# blind game: with the fix P3 wins from the wall; under Culin's rule the wall runs out
# first; in the blind game P1 wins from the wall.

# %%
gw.compare("jjak_mat_chu_gi", {"any": {}, "next": {"claim": "next"}, "blind": BLIND}, seed=2)

# %% [markdown]
# ## How to play well
#
# The game's own bot claims every pair it may, and discards the tile whose mate has the
# fewest copies it has not seen. The search bot (the "normal" level) tests moves instead:
# in deals sampled to fit what its seat has seen, it plays each move out and keeps the one
# that does best. The game's bots played 100 four-player deals with the default rules. At
# each move with a choice, the search bot chose too. Wherever the two differed, both moves
# were valued again in 20 fresh deals sampled the same way (`python scripts/page_stats.py
# jjak_mat_chu_gi` writes these counts beside this notebook). The table gives, by the
# search bot's move ("pass": it let a discard it could claim go), how often the bot's move
# differed, and what the search bot's move gained, in stakes, ± its standard error.
#
# * **Counting the mates left is only a start.** The search bot discarded another tile in
#   39% of the discards (514 of 1,310), and gained 0.21 stakes on average, 16 standard
#   errors: the rule of thumb is a good start, not the best move.
# * **Not every pair is worth claiming.** The search bot never claimed where the bot did
#   not, but it let a discard the bot claimed go 106 times in 572, and gained 0.11 stakes
#   on average (± 0.02): a pair claimed is laid out for all to see, and the claimer's draw
#   from the wall is gone.

# %%
nb.search_table(nb.stats("jjak_mat_chu_gi")["all"]["search"]["choices"], unit="stakes", digits=2)

# %% [markdown]
# ## A whole game between the bots
#
# Step through a four-player deal with the buttons, the slider or the arrow keys once you
# have clicked the replay; the caption says who may claim each discard and why, and at the
# end who pays.

# %%
gw.ReplayViewer(gw.play("jjak_mat_chu_gi", seed=11), views=(None,))

# %% [markdown]
# ## Rules at a glance
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test (tests/games/test_jjak_mat_chu_gi.py)</th></tr>
# <tr><td>Five tiles each, the first player six; the rest is the wall</td><td>Culin; pagat</td>
# <td><code>test_five_tiles_each_and_the_first_player_a_sixth</code></td></tr>
# <tr><td>Pairs are laid out before the discard</td><td>pagat</td>
# <td><code>test_pairs_are_laid_out_before_the_discard</code></td></tr>
# <tr><td>Only the next player may take the last discard, to make a pair
# (<code>claim="next"</code>)</td><td>Culin</td>
# <td><code>test_culin_only_the_next_player_may_take_the_discard</code>,
# <code>test_culin_the_next_player_takes_a_discard_that_makes_a_pair</code></td></tr>
# <tr><td>Any player may claim it, nearest first; turns skip to the claimer</td>
# <td>GuPai site</td><td><code>test_gupai_fix_any_player_may_claim_nearest_first_and_turns_skip</code></td></tr>
# <tr><td>Korean or Chinese mates (<code>pairing</code>)</td><td>Culin, GuPai; pagat</td>
# <td><code>test_military_mates_under_each_pairing</code></td></tr>
# <tr><td>From the wall all pay; with a discard only the discarder</td><td>Culin</td>
# <td><code>test_three_pairs_from_the_wall_win_and_every_other_player_pays</code>,
# <code>test_a_win_on_a_discard_is_paid_by_the_discarder_only</code></td></tr>
# <tr><td>The discarder may pay everyone's stakes (<code>discard_win_pays="all"</code>)</td>
# <td>navpil</td><td><code>test_navpil_the_discarder_may_pay_everyone_s_stakes</code></td></tr>
# <tr><td>A win with a discard may be forbidden (<code>win_on_discard=False</code>)</td>
# <td>GuPai site</td><td><code>test_a_win_on_a_discard_may_be_forbidden</code></td></tr>
# <tr><td>An empty wall ends the deal with no winner</td><td>pagat</td>
# <td><code>test_an_empty_wall_ends_the_deal_with_no_winner</code></td></tr>
# <tr><td>Discards may be laid face down, seen by their layer alone
# (<code>discards="face_down"</code>)</td><td>navpil's GuPai Readme</td>
# <td><code>test_readme_blind_game_discards_lie_face_down_unseen_by_the_others</code></td></tr>
# <tr><td>Then any tile on the table may be turned up to make a pair</td>
# <td>navpil's GuPai Readme</td>
# <td><code>test_readme_blind_game_any_tile_on_the_table_may_be_picked_to_make_a_pair</code>
# </td></tr>
# <tr><td>A tile turned up that makes no pair stays face up; the player draws</td>
# <td>project reading</td>
# <td><code>test_blind_game_a_tile_that_makes_no_pair_stays_face_up_and_he_draws</code></td></tr>
# <tr><td>Blind: a win with another's discard is paid by him, or may be forbidden; with
# one's own, as from the wall</td><td>Culin; GuPai site; project reading</td>
# <td><code>test_culin_blind_game_a_win_with_another_s_discard_is_paid_by_him</code>,
# <code>test_gupai_blind_game_a_win_from_the_table_may_be_forbidden</code>,
# <code>test_blind_game_a_win_with_his_own_discard_is_paid_as_from_the_wall</code></td></tr>
# </table>
#
# ## Play it yourself
#
# Run this cell in a live notebook (`make lab`) and you sit at P1 of a four-player game
# against three bots. On this website no Python is running, so the cell shows the game as
# P1 sees it.

# %%
gw.PlayTable(gw.load_game("jjak_mat_chu_gi"), seat=0, seed=7)

# %% [markdown]
# ## Sources
#
# * Stewart Culin, *Chinese Games with Dice and Dominoes* (1895),
#   [Tjyak-ma-tchi-ki](http://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/tjakmatchiki.html):
#   the game, the Korean mates, who pays.
# * pagat.com, [Jjak-mat-chu-gi](https://pagat.com/domino/draw/jjak-mat-chu-gi.html): the
#   Chinese mates, laying out pairs, the end when the reserve runs out.
# * The [GuPai site](https://navpil.github.io/gupai/): the games nobody wins and the fix,
#   the agreement forbidding a win with a discard.
# * navpil's [GuPai programs](https://github.com/navpil/gupai): `jjakmatchugi`, a second
#   opinion (the Korean mates, the fix, the discarder paying everyone's stakes), and their
#   [Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md): the blind game,
#   discards laid face down.
# * [Sources and disagreements](../sources.md) sets these sources side by side.
