# %% [markdown]
# # CeDeng 斜釘
#
# CeDeng (斜釘, *xié dīng*, "slanted nail"; pagat writes it *Tsair Deng*) is a Chinese
# connecting game for exactly four players. It is [JieLong](jielong.ipynb) with higher
# stakes: the same dragon of tiles joined end to end, the same tiles laid face down against
# you when you cannot play, the same settlement between every pair of players. What CeDeng
# adds are bonuses and penalties that double the money: laying all your tiles on the
# dragon (a *clean finish*) doubles what you collect, and a player who hardly gets to play
# at all (the *Head/Tail rule*) pays double. A hand dealt too many doubles is thrown in, or,
# with eight, wins outright. As in JieLong you aim to get your heavy tiles onto the dragon
# and to be left with as few pips face down as possible.
#
# The game uses the whole Chinese set of 32 tiles, dealt out completely, eight to each
# player:

# %%
from fractions import Fraction
from itertools import product
from math import comb
from matplotlib.figure import Figure
import gupai_widgets as gw
from gupai_widgets import notebook as nb
game = gw.load_game("cedeng")
def settlement(state):  # every pair: who pays whom, the difference of pips, the factor
    print("penalty pips:", list(state.result().scores), " classes:", state.game.classes(state))
    print("settlement:", state.returns())
    return nb.table(["Pair", "Difference", "Factor", "Paid"],
                    [(f"P{payer + 1} pays P{receiver + 1}", owed, f"×{x}", owed * x)
                     for payer, receiver, owed, x in state.game.pair_settlements(state)])
tiles = game.pieces()
print(f"{len(tiles)} tiles, {sum(t.is_double for t in tiles)} of them doubles;",
      f"{game.players} players x {game.hand_size()} tiles each")
gw.Hand(tiles, per_row=16)

# %% [markdown]
# **The name.** pagat says the game is named after the tile [3:1] (the fourth pair in the
# drawing above); the usual explanation is that the three pips of its 3 run on a slant
# and its 1, a single large red pip, is the nail. The GuPai site writes the name 料釘,
# which reads as a slip for 斜釘 (料 and 斜 share their right-hand part, 斗); navpil's
# older notes on these games write it in simplified characters, 斜钉.
#
# ## What is the same as JieLong, and what differs
#
# The play itself is JieLong's (the [JieLong page](jielong.ipynb) teaches it at length):
#
# * the first player lays any tile and says which half stays open; the other end is dead.
#   CeDeng has only this **single arm** (the GuPai site: it is played strictly in one
#   direction);
# * each player in turn must match the open end if he can, or else lay **one tile of his
#   choice face down**, its pips counting against him. There is no stock to draw from;
# * play goes on until every tile is placed. If all four players in a row had to lay a
#   tile face down, the dragon is **blocked** and the tiles still in hand count too;
# * **every pair of players settles the difference** of their penalty pips; the fewest
#   pips wins (on a tie the earlier hand), and the winner leads the next deal.
#
# What CeDeng changes:
#
# * **exactly four players**, so every tile is dealt;
# * a **clean finish** (all 8 tiles on the dragon, none face down) doubles the player's
#   settlements;
# * the **Head/Tail rule**: the first player (the Head) who leaves 7 tiles off the dragon,
#   or any other player (a Tail) who leaves all 8 off, pays double; between a clean player
#   and such a player the settlement is multiplied by four;
# * **doubles at the deal**: a hand of 7 doubles is dealt again; a hand of 8 doubles wins
#   at once.
#
# ## A deal step by step
#
# Here is a fixed deal, so that the same things happen every time the page is built. A
# deal is written as its 32 tiles in seat order, P1's eight first: two hands to a line.
#
# The first player may lead any of his tiles with either half open, so P1 has 13 ways to
# start: his 8 tiles, both halves of each except his three doubles. He lays [5:3] and
# keeps the 3 open. The 5 is now the dead end: P2 holds [5:2], but it can never go there.
# His only tile with a 3 is [3:3], and since he can match, he must.
#
# A move that breaks the rules is refused, with a message saying what is allowed, and the
# position is left as it was: P2 may not lay a tile face down while he can match, nor play
# a tile without a 3, nor may P3 play out of turn. (Other player counts are refused too,
# and so is JieLong's two-arm option: see the end of the output.)

# %%
CLEAN = """4:3 3:3 6:6 2:2 4:1 5:3 2:1 6:1  6:4 3:3 4:4 1:1 4:4 6:6 6:5 5:2
           2:2 3:2 5:1 6:5 1:1 5:5 4:2 5:4  5:5 3:1 6:4 5:1 6:2 6:3 6:1 3:1"""
state = nb.deal(game, CLEAN)
print([str(a) for a in state.legal_actions()])
state.apply_action("P1 leads 5:3 with the 3 open")
print(nb.attempt(state, "P2 discards 6:6 face down", "P2 plays 6:4 on the 4", "P3 plays 3:2 on the 3"))
for options in [{"players": 3}, {"two_arms": True}]:
    try:
        gw.load_game("cedeng", **options)
    except gw.OptionError as error:
        print(error)

# %% [markdown]
# From here on, this page writes a deal's moves in the library's short notation, in turn,
# round after round: a lead is its tile and the half left open ("5:3 open 3"), a tile laid
# on the dragon is the tile alone ("3:3"), one laid face down the tile and "down" ("2:1
# down"). `nb.play` makes the moves, so the rules still check each one, and shows the
# library's caption of each. The next eleven moves all match:

# %%
nb.play(state, "3:3, 3:2, 6:2,  6:1, 1:1, 5:1, 5:1,  4:1, 6:4, 6:5, 5:5")

# %% [markdown]
# Now the open end is a 5 and P1 has no 5. He must lay one tile face down, and he chooses
# which: any of his five tiles may go, and its pips will count against him. A sensible
# player gives up a light one, [2:1]. Here is the table at that moment, every hand open;
# the tile just laid face down is outlined in front of P1:

# %%
print([str(a) for a in state.legal_actions()])
print(nb.play(state, "2:1 down"))
state

# %% [markdown]
# The deal then runs to the last tile. P4 matches every time, so his last move also
# brings the settlement.

# %%
nb.play(state, "6:5, 1:1 down, 6:4,  4:3, 6:6 down, 2:2 down, 6:3,  6:6, 5:2 down, 4:2 down, 6:1,"
               "2:2 down, 4:4 down, 5:4 down, 3:1,  3:3, 4:4 down, 5:5 down, 3:1")

# %% [markdown]
# ## Settlement: every pair, with the doublings
#
# As in JieLong, each pair of players settles the difference of their penalty pips, the
# player with more paying the one with fewer. CeDeng sorts the players into three
# classes, **clean** (all 8 tiles on the dragon), **penalised** (under the Head/Tail rule,
# below) and **normal**, and multiplies each pair's difference by a factor: ×2 between a
# clean or penalised player and a normal one, ×4 between a clean and a penalised one, ×1
# within a class (by default; [Options](#options-and-variants) gives the other reading).
# The helper `settlement`, defined at the top of the page, works the deal just played
# through pair by pair, with the game's own `pair_settlements`:


# %%
settlement(state)

# %% [markdown]
# P4 finished clean, so every difference he collects is doubled: 146 where plain JieLong
# would give him 73. The other three settle single differences among themselves. Each
# player's rows add up to his settlement: P1 receives 28 + 24 and pays 14, +38 in all.
#
# ## The Head/Tail rule
#
# The first player of the deal is the **Head**, the others are **Tails**. A Head who
# leaves 7 of his 8 tiles off the dragon pays double, and so does a Tail who leaves all 8
# off; the Head's limit is lower because he always lays the first tile. "Off the dragon"
# means face down, or still in hand when the dragon blocks: the GuPai site treats the
# block as a shortcut for everybody laying tiles face down until none are left.
#
# In this deal P1 leads, then never matches again. After 19 moves the dragon is blocked:
# P1 has 4 tiles face down and 3 still in hand, 7 off the dragon, so he is penalised and
# settles double with each normal player. P2 also has 7 off, but a Tail needs all 8.

# %%
HEAD = """5:1 3:2 2:2 6:1 6:2 6:5 2:1 3:3  5:3 5:5 3:1 2:2 3:1 3:3 5:5 1:1
          6:1 6:4 5:1 6:5 6:6 4:2 4:4 5:2  4:4 1:1 6:6 4:1 4:3 6:4 5:4 6:3"""
HEAD_MOVES = """6:2 open 2, 2:2, 5:2, 5:4,  2:1 down, 5:5 down, 6:4, 6:4,
                2:2 down, 3:3 down, 4:4, 4:4,  3:2 down, 3:1 down, 4:2, 1:1 down,
                3:3 down, 5:3 down, 5:1 down"""
head = nb.deal(game, HEAD)
print(nb.play(head, HEAD_MOVES)[-1:])
settlement(head)

# %% [markdown]
# ### A clean player against a penalised one: ×4
#
# When one player of a pair finished clean and the other is penalised, both doublings
# apply and the difference is multiplied by four. Here P4, a Tail, never finds a match
# and lays all 8 tiles face down (57 pips), while P3 lays all 8 on the dragon:

# %%
X4 = """1:1 5:5 1:1 6:6 4:1 6:1 2:1 6:3  6:4 4:4 2:2 3:3 3:1 3:2 5:1 5:5
        5:1 6:5 6:1 3:1 6:2 6:6 5:4 6:4  5:3 6:5 3:3 5:2 2:2 4:2 4:3 4:4"""
settlement(nb.deal(game, X4, """6:1 open 1, 3:1, 3:1, 6:5 down,  1:1, 5:1, 6:5, 3:3 down,
    6:6, 6:4, 6:4, 4:2 down,  6:3, 3:2, 6:2, 5:2 down,  1:1 down, 2:2 down, 6:6, 4:3 down,
    2:1 down, 4:4 down, 6:1, 5:3 down,  4:1, 3:3 down, 5:4, 4:4 down,  5:5, 5:5, 5:1, 2:2 down"""))

# %% [markdown]
# ## Doubles at the deal
#
# The set holds 12 doubles. A hand of **7 or more doubles** is not played: the tiles are
# dealt again, and the caption of the first move says why. Below, the shuffle of seed 11
# first gives P2 seven doubles, so the tiles are dealt again before P1 leads. Hands like
# these cannot be given as a fixed deal either: the library refuses a deal the rules would
# not play, and says why.
#
# A hand of **all 8 doubles** wins the deal at once, before a tile is laid: every other
# player pays the holder double the pips in his own hand. Below, P3 is dealt the eight
# doubles ([6:6 6:6 1:1 1:1 4:4 4:4 3:3 3:3]) and the deal is over as soon as it is dealt.
# With the option `eight_doubles_win=False` that hand is simply "7 or more" and is dealt
# again (seed 3473 deals P2 eight doubles first).

# %%
SEVEN_DOUBLES = """5:5 5:5 6:5 6:5 6:4 6:4 6:1 6:1  6:6 6:6 1:1 1:1 4:4 4:4 3:3 6:3
                   2:2 2:2 3:1 3:1 5:1 5:1 3:3 5:4  6:2 5:3 5:2 4:3 4:2 4:1 3:2 2:1"""
EIGHT_DOUBLES = """5:5 5:5 6:5 6:5 6:4 6:4 6:1 6:1  2:2 2:2 3:1 3:1 5:1 5:1 6:3 5:4
                   6:6 6:6 1:1 1:1 4:4 4:4 3:3 3:3  6:2 5:3 5:2 4:3 4:2 4:1 3:2 2:1"""
redealt = game.new_initial_state(seed=11)
print(redealt.explain(redealt.legal_actions()[0]))
try:
    nb.deal(game, SEVEN_DOUBLES)
except gw.DealError as error:
    print("Refused:", error)
print(nb.deal(game, EIGHT_DOUBLES).result().note)
off = nb.deal("cedeng", seed=3473, eight_doubles_win=False)
print("eight_doubles_win=False:", list(off.observe(None).facts.redeals))

# %% [markdown]
# ### How rare are these hands?
#
# A hand is 8 of the 32 tiles, 12 of them doubles, so the number of doubles in one hand
# follows the hypergeometric law, counted exactly below (no simulation). Two hands cannot
# both hold 7 of the 12 doubles, so the four hands' chances simply add up: about one deal in
# 161 (0.62 %) is dealt again or won outright, and a hand of all 8 doubles comes about once
# in 5,312 deals. The plot shows the chance of each count on a log scale, the two counts
# that stop the deal in red: most hands hold 2 to 4 doubles.

# %%
chance = [Fraction(comb(12, k) * comb(20, 8 - k), comb(32, 8)) for k in range(9)]  # k doubles
stopped, eight = 4 * (chance[7] + chance[8]), 4 * chance[8]  # a deal redealt or won; 8 doubles
print(f"redealt or won outright: {stopped} = {float(stopped):.2%}, 1 in {float(1 / stopped):.0f};",
      f"8 doubles: {eight} = 1 in {float(1 / eight):,.0f}")
axes = (figure := Figure(figsize=(7, 2.6))).subplots()
axes.bar(range(9), [100 * float(c) for c in chance], color=["#4c72b0"] * 7 + ["#c44e52"] * 2)
axes.set(yscale="log", xticks=range(9), xlabel="doubles in one hand of 8",
         ylabel="% of hands (log scale)", title="Doubles dealt to one CeDeng hand")
nb.plot(figure, "the chance of each number of doubles in a CeDeng hand")

# %% [markdown]
# A simulation agrees: `test_doubles_at_the_deal_odds_match_a_simulation` deals 40,000
# shuffles through the game's own redeal rule and finds the share within four standard
# errors of 0.62 %.
#
# Why is this rule on by default? Two sources state it, both by navpil: his notes on these
# games (the [Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md) of his
# GuPai programs) and the [program](https://github.com/navpil/gupai) itself, which pays
# the eight-doubles hand exactly so. The GuPai site mentions only the
# redeal for seven doubles and says nothing about eight: it does not contradict the rule,
# it leaves it out. So the rule is on, and `eight_doubles_win=False` follows the site alone.
#
# ## Who wins, and who leads next
#
# The player with the fewest penalty pips wins the deal and lays the first tile of the
# next, as its Head. On a tie the **lower hand** wins: the one earlier in turn counting
# from the first player (the GuPai site: in disputed cases the lower hand has the
# advantage). Tied players pay each other nothing, but the tie decides who leads. Here P3
# and P4 tie on 17 pips and P3 comes first after P1, so P3 leads the second deal:

# %%
match = nb.deal(gw.load_game("cedeng", deals=2),
                """5:5 5:3 2:1 2:2 3:1 6:3 5:1 3:3  6:2 6:6 5:1 4:4 6:6 5:5 3:1 3:2
                   1:1 4:2 6:1 4:4 6:5 6:5 5:4 4:3  4:1 3:3 5:2 6:4 1:1 6:4 6:1 2:2""")
print(nb.play(match, """6:3 open 3, 3:2, 4:2, 6:4,  2:1 down, 6:6, 6:5, 5:2,  2:2, 6:2, 6:5, 1:1 down,
                        5:5, 5:5, 5:4, 6:4,  3:1 down, 6:6, 6:1, 6:1,
                        3:3 down, 3:1 down, 1:1 down, 2:2 down""")[-1:])
print(f"Deal {match.deal_number + 1}: P{match.current_player + 1} to lead.")

# %% [markdown]
# ## Rules at a glance
#
# Every rule on this page, where it comes from, and the test that checks it on a fixed
# deal with results worked out by hand (all in `tests/games/test_cedeng.py`). "GuPai site"
# is its [Connecting games](https://navpil.github.io/gupai/connecting-games.html) page,
# "navpil Readme" the [notes](https://github.com/navpil/gupai/blob/master/docs/Readme.md)
# beside navpil's programs, "navpil" the [program](https://github.com/navpil/gupai) itself:
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test</th></tr>
# <tr><td>Exactly four players</td><td>GuPai site</td>
# <td><code>test_strictly_four_players</code></td></tr>
# <tr><td>All 32 tiles are dealt, 8 to each player</td><td>GuPai site</td>
# <td><code>test_four_hands_of_eight_use_the_whole_set</code></td></tr>
# <tr><td>One arm: the first player lays any tile and names the open half; the other end is
# dead</td><td>GuPai site</td>
# <td><code>test_single_arm_only</code>,
# <code>test_the_first_player_leads_any_tile_and_the_other_end_is_dead</code></td></tr>
# <tr><td>A player who can match must match</td><td>GuPai site</td>
# <td><code>test_a_player_who_can_match_must_match</code></td></tr>
# <tr><td>A player who cannot match lays a tile of his choice face down</td>
# <td>GuPai site</td>
# <td><code>test_a_player_who_cannot_match_chooses_the_tile_to_lay_face_down</code></td></tr>
# <tr><td>A blocked dragon ends the deal; tiles in hand count, and count as off the
# dragon</td><td>GuPai site; navpil</td>
# <td><code>test_head_with_seven_off_pays_double_under_head_7_tail_8</code></td></tr>
# <tr><td>Every pair settles the difference of their pips</td><td>GuPai site</td>
# <td><code>test_head_with_six_off_is_normal_under_7_8</code></td></tr>
# <tr><td>A clean finish doubles the player's settlements</td><td>GuPai site</td>
# <td><code>test_clean_finish_doubles_the_clean_players_settlements</code></td></tr>
# <tr><td>The Head with 7 tiles off pays double</td><td>GuPai site; navpil Readme</td>
# <td><code>test_head_with_seven_off_pays_double_under_head_7_tail_8</code></td></tr>
# <tr><td>A Tail with all 8 off pays double; between him and a clean player ×4</td>
# <td>GuPai site</td>
# <td><code>test_tail_laying_all_eight_face_down_pays_four_times_to_a_clean_player</code>
# </td></tr>
# <tr><td>Stricter variant: Head 6, Tail 7 (head_tail="6-7")</td>
# <td>GuPai site; navpil Readme</td>
# <td><code>test_head_with_six_off_pays_double_under_6_7</code>,
# <code>test_head_6_tail_7_also_penalises_a_tail_with_seven_off</code></td></tr>
# <tr><td>The doublings apply pair by pair (default), or only to what a penalised player
# pays and a clean one receives (doubling="who_pays")</td>
# <td>navpil; GuPai site wording</td>
# <td><code>test_pair_multipliers_under_both_readings</code>,
# <code>test_who_pays_doubling_doubles_only_what_the_penalised_player_pays</code>,
# <code>test_two_penalised_players_settle_double_only_under_who_pays</code></td></tr>
# <tr><td>A hand of 7 or more doubles is dealt again</td><td>GuPai site; navpil Readme</td>
# <td><code>test_seven_doubles_in_a_hand_are_dealt_again</code></td></tr>
# <tr><td>A hand of 8 doubles wins at once, the others paying double their pips
# (eight_doubles_win)</td><td>navpil Readme; navpil</td>
# <td><code>test_eight_doubles_win_at_once</code>,
# <code>test_eight_doubles_are_redealt_when_the_option_is_off</code></td></tr>
# <tr><td>The fewest pips wins, a tie going to the earlier hand; the winner leads the next
# deal</td><td>GuPai site</td>
# <td><code>test_a_tie_for_the_fewest_pips_goes_to_the_earlier_hand_who_leads_next</code>,
# <code>test_eight_doubles_winner_leads_the_next_deal</code></td></tr>
# </table>
#
# ## Options and variants
#
# CeDeng takes these options (`gw.load_game("cedeng", name=value)`), read here from the
# library:

# %%
nb.options(game)

# %% [markdown]
# `deals` makes a match of several deals, the winner of each leading the next.
# `eight_doubles_win` is shown on its deal [above](#doubles-at-the-deal).
#
# ### Head 7/Tail 8 or Head 6/Tail 7, and the two readings of the doubling
#
# The sources agree that the rule is *Head 7, Tail 8*, and the GuPai site mentions the
# stricter *Head 6, Tail 7* as a variant some players use: `head_tail="6-7"`.
#
# They do not say how the doublings apply when the money flows "the wrong way". The GuPai
# site says that the points a penalised player *pays* are doubled, and the points a clean
# player *receives*. Read to the letter (`doubling="who_pays"`), a penalised player with
# fewer pips than a normal one collects only a single difference from him, and a
# penalised player paying another penalised one pays double. navpil, who also publishes
# the GuPai site, wrote a program of these games that makes the factor a property of the
# pair (`doubling="pairwise"`): it depends only on the two players' classes, whichever way
# the money goes, and two players of the same class settle single. As the program spells
# out what the site's text leaves open, and comes from the same source, this page follows
# it by default.
#
# The factors under each reading (a clean player has no pips face down, so he never pays;
# `test_pair_multipliers_under_both_readings` checks this table):
#
# | Payer | Receiver | `pairwise` | `who_pays` |
# |---|---|---|---|
# | normal | clean | ×2 | ×2 |
# | normal | normal | ×1 | ×1 |
# | normal | penalised | **×2** | **×1** |
# | penalised | clean | ×4 | ×4 |
# | penalised | normal | ×2 | ×2 |
# | penalised | penalised | **×1** | **×2** |
#
# The readings differ in two rows, and the Head/Tail deal above shows both. Under *7-8*
# only P1 is penalised, and P2, who has more pips, pays him; under *6-7* P2 (a Tail with
# 7 off) is penalised too. The same deal and moves under each combination:

# %%
rows = []
for head_tail, doubling in product(["7-8", "6-7"], ["pairwise", "who_pays"]):
    v = nb.deal("cedeng", HEAD, HEAD_MOVES, head_tail=head_tail, doubling=doubling)
    penalised = [f"P{s + 1}" for s, kind in enumerate(v.game.classes(v)) if kind == "penalised"]
    rows.append((head_tail, doubling, " and ".join(penalised), v.returns()))
nb.table(["head_tail", "doubling", "Penalised", "Settlement P1 to P4"], rows)

# %% [markdown]
# P2 owes P1 44 − 42 = 2. Under *7-8* that is doubled pairwise (P1 penalised, P2 normal)
# but single under *who_pays* (P2 is not penalised); under *6-7* it is single pairwise
# (one class) but doubled under *who_pays* (P2 pays as a penalised player). P3 and P4
# only ever receive from P1 and P2, so both readings give them the same; and on a deal
# where a penalised player only pays and a clean one only receives, like the ×4 deal
# above, the readings agree.
#
# ## How to play well
#
# The game's bot plays by two rules of thumb: play the tile that keeps your hand
# connected, and when nothing fits, lay your lightest tile face down. The search bot (the
# "normal" level) tries moves instead: in deals sampled to fit what its seat has seen, it
# plays each move out to the settlement, doublings included, and keeps the one that does
# best. Where does it part from the rules of thumb, and is it right? The game's bots
# played 200 deals; at each move with a choice the search bot chose too, and wherever the
# two differed, both moves were valued again in 20 fresh deals sampled the same way
# (`python scripts/page_stats.py cedeng` writes these counts beside this notebook). The
# table gives, for each kind of move (a tile laid face down is a "discard"), how often they
# differed, whose tile was heavier, and the pips the search bot's move gained in the
# settlement, ± its standard error.
#
# * **When nothing fits, do not always give up your lightest tile.** The search bot laid
#   down another tile in 26% of these moves, always a heavier one (363 of 390; the rest
#   weighed the same), and gained 6.4 pips each time. A light tile kept back may still fit
#   the dragon, and a tile on the dragon no longer counts against you.
# * **Lead a light tile.** On the first lead the search bot chose another tile 44% of the
#   time, usually a lighter one (69 of 88), and gained 6.0 pips.
# * **Look again before playing the obvious tile.** In 17% of ordinary plays the search
#   bot chose another tile, more often a lighter one (182 of 312), and gained 5.7 pips.
#   Every gain is well beyond its standard error, and the search bot overrules
#   [JieLong](jielong.ipynb#how-to-play-well)'s bot in the same three ways.

# %%
nb.search_table(nb.stats("cedeng")["all"]["search"]["choices"], unit="pips")

# %% [markdown]
# ## A whole game between the bots
#
# Four of the library's bots play a deal (each keeps tiles that can follow each other, and
# lays its lightest tile face down when it must). Step through it with the buttons, the
# slider or the arrow keys once you have clicked the replay (Lead, Play and End jump to
# those moments); the caption under the table says what each move means and, at the end,
# how the deal is settled. In this one P2, a Tail, never gets to play: the dragon blocks
# after 17 moves with all his tiles off it, and he pays double.

# %%
gw.ReplayViewer(gw.play(game, seed=407), views=(None,))

# %% [markdown]
# ## Play it yourself
#
# Run this cell in a live notebook (`make lab` opens JupyterLab on these notebooks) and
# you sit at P1 against three bots: click a bright tile to play it (when leading, then
# choose which half stays open), or the tile to lay face down when nothing fits; the bots
# answer at once, and Undo and New deal sit underneath. On this website no Python is
# running, so the cell shows the deal as P1 sees it, before the first move.

# %%
gw.PlayTable(game, seat=0, seed=15)

# %% [markdown]
# ## An option side by side: the Head and Tail rule
#
# The stricter Head-6 / Tail-7 rule against the usual 7-8, on one deal played by the same
# bots: "≠" marks where play or payment parts.

# %%
gw.compare("cedeng", {"7-8": {}, "6-7": {"head_tail": "6-7"}}, seed=19)

# %% [markdown]
# ## Sources
#
# * The GuPai site, [Connecting games](https://navpil.github.io/gupai/connecting-games.html):
#   the play, the clean finish, Head/Tail and its variant, ×4, seven doubles, lower hand.
# * navpil's [GuPai programs](https://github.com/navpil/gupai) and their
#   [Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md):
#   the Readme on Head/Tail, seven and eight doubles and four players; the program's
#   `CeDengRuleSet` on how doublings combine.
# * pagat.com, [Tsair Deng](https://www.pagat.com/tile/cdom/tsairdeng.html): the name.
# * [Sources and disagreements](../sources.md) sets these sources side by side: where they
#   differ, and the option that plays each reading.
