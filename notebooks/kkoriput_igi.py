# %% [markdown]
# # Kkoriput-igi 꼬리붙이기
#
# Kkoriput-igi (꼬리붙이기, "sticking on tails"; Culin wrote *kko-ri-pout-tchi-ki*, "tail
# joining") is the Korean member of the connecting family. Stewart Culin described it in
# his 1895 survey of Chinese and Korean games with dice and dominoes, and it plays like
# the Chinese [JieLong](jielong.ipynb): tiles are joined end to end into one dragon, and
# a player who cannot add a tile lays one face down, its pips counting against him. What
# is Korean about it: two to four players, with a smaller set for two or three; the
# holder of [5:2], the *koan-a*, always starts; and the money is simple, for only the
# worst player pays the winner, plus, in the four-player game, everyone who ends with
# over 30 pips. You aim for the fewest pips face down, or at least not the most.
#
# Four players use the whole set of 32 tiles, eight each. For two or three players both
# copies of the four highest doubles, [3:3] to [6:6], are taken out, leaving 24 tiles: 8
# each for three players, 12 each for two.

# %%
from matplotlib.figure import Figure
import gupai_widgets as gw
from gupai_widgets import notebook as nb
games = [gw.load_game("kkoriput_igi", players=players) for players in (4, 3, 2)]
rows = [(g.players, len(g.pieces()), g.hand_size(), len(g.pieces()) // g.players) for g in games]
small, out = gw.kkoriput_igi_small_set(), list(gw.chinese_set())
for tile in small:
    out.remove(tile)
display(nb.table(["Players", "Tiles", "Hand", "Tiles / players"], rows),
        gw.Hand(small, per_row=12, label="The 24 tiles for two or three players"))
gw.Hand(out, label="Taken out for two or three players")

# %% [markdown]
# ## What is the same as JieLong, and what differs
#
# The play is JieLong's, and the [JieLong page](jielong.ipynb) teaches it at length:
#
# * the first player lays any tile and calls out which half stays open; the other end is
#   dead. There is only this **single arm** (the GuPai site: Kko-li-but-i-gi is played
#   strictly in one direction);
# * each player in turn must match the open end if he can, or else lay **one tile of his
#   choice face down**, its pips counting against him. There is no stock to draw from;
# * play goes on until every tile is placed. If every player in a row had to lay a tile
#   face down, the dragon is **blocked**, and the tiles still in hand count too;
# * the fewest pips wins; on a tie the **lower hand**, the earlier in turn counting from
#   the first player.
#
# What Kkoriput-igi changes:
#
# * **two to four players**, with the 24-tile set above for two or three;
# * the holder of **[5:2]**, which Culin calls *koan-a*, "sovereign two", lays the first
#   tile of **every** deal (in JieLong the last winner does);
# * **only the player with the most pips pays the winner**, and in the four-player game
#   so does **every other player with over 30 pips**. In Culin's account each pays the
#   winner a fixed stake, one token here; JieLong's settlement between every pair is gone.
#
# ## A deal step by step
#
# A fixed deal for four, so that the same things happen every time the page is built. It
# is written as its 32 tiles in seat order, P1's eight first, two hands to a line. P2 holds [5:2], so
# P2 starts, although P1 sits first. He may lead any of his tiles, not only
# the koan-a, with either half open: 15 ways, as his hand holds one double. A player
# who tries to start out of turn is refused, with a message saying what is allowed:

# %%
FOUR = """4:3 6:4 6:6 3:3 5:1 5:5 5:5 3:3  5:1 1:1 6:1 3:2 5:2 4:1 6:2 3:1
          6:5 6:6 6:5 6:4 2:2 4:4 5:3 2:1  4:2 6:1 5:4 4:4 6:3 3:1 1:1 2:2"""
state = nb.deal("kkoriput_igi", FOUR)
print(", ".join(str(a).removeprefix("P2 leads ") for a in state.legal_actions()))
nb.attempt(state, "P1 leads 4:3 with the 3 open")

# %% [markdown]
# P2 leads the koan-a itself and keeps the 2 open. From here on, this page writes a
# deal's moves in the library's short notation, in turn, round after round from the first
# player: a lead is its tile and the half left open ("5:2 open 2"), a tile laid on the
# dragon the tile alone ("2:2"), one laid face down the tile and "down" ("5:1 down").
# `nb.play` makes the moves, so the rules still check each one, and shows the library's
# caption of each move.
#
# After the lead, P3 holds two tiles with a 2 and must play one of them; laying a tile
# face down instead is refused. Seven moves later P1 has no 2 for the open end and must
# lay a tile face down: any of his tiles, his choice.

# %%
print(nb.attempt(state, "5:2 open 2", "P3 discards 4:4 face down", "2:2, 4:2, 4:3,  3:1, 2:1, 2:2"))
print([str(a) for a in state.legal_actions()])
print(nb.play(state, "5:1 down"))
state

# %% [markdown]
# The rest of the deal. After P2's [4:1] every player in a row has had to lay a tile face
# down, so the dragon is blocked on a 2 and the tiles still in hand count. The caption of
# the last move gives the settlement:

# %%
nb.play(state, "6:2, 6:6, 6:3, 3:3,  3:2, 4:4 down, 6:1 down, 3:3 down,  4:1 down")

# %% [markdown]
# ## Settlement: the worst player pays, and everyone over 30
#
# P2 has the fewest pips, 20, and wins. P1 has the most, 54, so he pays the winner one
# token. With four players every other player over 30 pays a token too: P3 with 48 does;
# P4, with exactly 30, is not *over* 30 and pays nothing. Nobody pays anybody else.
#
# The sources leave two things open, both options of the game (see
# [Options](#options-and-variants)): whether a player with exactly 30 pays
# (`thirty_pays`), and whether a payer gives one token or the difference of pips
# (`settlement`). The same deal under all four combinations:

# %%
FOUR_MOVES = [action.short for action in state.history]
print("penalty pips:", list(state.result().scores))
nb.table(["settlement", "thirty_pays", "Settlement P1 to P4"],
         [(settlement, thirty_pays, nb.deal("kkoriput_igi", FOUR, FOUR_MOVES, settlement=settlement,
                                            thirty_pays=thirty_pays).returns())
          for settlement in ("tokens", "points") for thirty_pays in ("over", "at_least")])

# %% [markdown]
# With `thirty_pays="at_least"` P4's exactly 30 is enough to pay. With
# `settlement="points"` each payer gives the winner the difference between his pips and
# the winner's: P1 54 − 20 = 34, P3 48 − 20 = 28, and P4 (under `at_least`) 30 − 20 = 10.
#
# ## Ties
#
# Disputes go to the **lower hand**, the one earlier in turn counting from the first
# player (the GuPai site: in disputed cases the advantage is in the lower hand). In this
# deal P3 holds [5:2] and starts, leading another tile, [6:3]; the hands run P3, P4, P1,
# P2. P1 and P2 tie for the fewest pips on 30, and P1, the earlier hand, wins. P3 has the
# most, 36, and pays; P4 with 35 pays for being over 30; P2, on exactly 30 but not the
# winner, pays only under `thirty_pays="at_least"`:

# %%
WIN_TIE = """3:3 4:2 6:1 5:4 1:1 6:6 6:6 2:1  5:5 6:2 3:1 3:2 5:1 4:4 4:4 2:2
             5:3 5:1 3:3 6:3 3:1 5:2 6:4 6:4  6:5 6:1 4:1 2:2 5:5 4:3 6:5 1:1"""
WIN_TIE_MOVES = """6:3 open 3, 4:3, 4:2, 2:2,  5:2, 6:5, 6:6, 6:2,  3:1 down, 2:2, 2:1, 5:1,
                   5:3, 1:1 down, 3:3, 3:2,  5:1 down, 4:1 down, 1:1 down, 3:1 down"""
print(nb.play(nb.deal("kkoriput_igi", WIN_TIE), WIN_TIE_MOVES)[-1:])
at_least = nb.deal("kkoriput_igi", WIN_TIE, WIN_TIE_MOVES, thirty_pays="at_least")
print('thirty_pays="at_least":', at_least.returns())

# %% [markdown]
# A tie for the most pips is settled the same way: the lower hand has the advantage, so
# the **later** of the tied hands pays. Here P4 starts (he holds [5:2]), and P3 and P4
# tie for the most on 29; P3 comes later in turn from P4, so P3 pays the winner, P2.
# Nobody is over 30.

# %%
tie = nb.deal("kkoriput_igi", """3:2 1:1 3:1 5:4 3:1 4:3 6:4 5:5  6:5 6:1 5:3 1:1 3:3 4:4 4:1 3:3
                                 2:2 6:5 5:1 6:6 2:1 5:1 6:2 2:2  6:1 6:4 4:4 6:3 5:5 6:6 4:2 5:2""")
nb.play(tie, """4:4 open 4, 4:3, 3:3, 2:1 down,  6:3, 6:4, 4:1, 5:1,  5:2, 3:2, 5:3, 6:5,
                6:4, 5:4, 6:5, 6:2,  4:2, 1:1 down, 4:4, 2:2 down,  6:1 down, 3:1 down, 6:1 down""")[-1:]

# %% [markdown]
# ## Three and two players
#
# With three players the 24 tiles give eight each, and only the player with the most pips
# pays: the over-30 rule belongs to the four-player game. In this deal P2 holds [5:2] and
# starts; P1 ends with 35 pips, over 30, but pays nothing, since P3 has 36.

# %%
THREE = """6:3 6:2 5:3 2:1 5:1 2:2 6:4 3:1  2:2 4:2 4:3 5:2 6:5 6:4 5:4 1:1
           4:1 3:2 1:1 3:1 6:5 6:1 5:1 6:1"""
three = nb.deal("kkoriput_igi", THREE, players=3)
nb.play(three, """5:4 open 5, 5:1, 3:1,  4:3, 4:1, 2:1,  4:2, 1:1 down, 6:4,
                  6:4, 3:1 down, 2:2 down,  1:1 down""")[-1:]

# %% [markdown]
# With two players each holds 12 of the 24 tiles, and the loser pays the winner:

# %%
two = nb.deal("kkoriput_igi", """6:4 6:5 1:1 6:2 5:1 3:1 3:2 2:2 1:1 4:2 5:3 5:1
                                 5:4 5:2 6:1 6:5 4:3 2:1 6:1 2:2 4:1 6:3 6:4 3:1""", players=2)
nb.play(two, "4:1 open 4, 4:2,  2:2, 6:2,  6:1, 1:1,  2:1, 3:2,  3:1, 5:1,  5:2, 2:2,",
        "5:4 down, 1:1 down")[-1:]

# %% [markdown]
# A deal for two or three players must hold exactly the 24 tiles; the big doubles are
# refused, and the message names them:

# %%
try:
    nb.deal("kkoriput_igi", THREE.replace("6:3 6:2", "6:6 6:6"), players=3)
except gw.DealError as error:
    print(error)

# %% [markdown]
# ## Rules at a glance
#
# Every rule on this page, where it comes from, and the test that checks it on a fixed
# deal with results worked out by hand (all in `tests/games/test_kkoriput_igi.py`):
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test</th></tr>
# <tr><td>Four players get 8 tiles each from the 32; three get 8 and two get 12 from 24
# </td><td>Culin; GuPai site</td><td><code>test_hand_sizes</code></td></tr>
# <tr><td>For two or three players both copies of [3:3] [4:4] [5:5] [6:6] are taken out
# </td><td>GuPai site; Culin (for three)</td>
# <td><code>test_small_games_drop_both_copies_of_the_big_doubles</code>,
# <code>test_a_small_game_refuses_a_deal_with_the_big_doubles</code></td></tr>
# <tr><td>One arm only</td><td>GuPai site</td><td><code>test_single_arm_only</code></td></tr>
# <tr><td>The holder of [5:2] starts, with any tile and the half he calls open</td>
# <td>Culin</td>
# <td><code>test_the_holder_of_5_2_starts</code>,
# <code>test_the_holder_of_5_2_may_lead_any_tile</code>
# </td></tr>
# <tr><td>... in every deal, not the last winner</td><td>Culin</td>
# <td><code>test_the_5_2_holder_starts_every_deal_not_the_winner</code></td></tr>
# <tr><td>Match if you can, else lay a tile of your choice face down</td><td>Culin</td>
# <td><code>test_a_player_who_can_match_must_match_else_lays_any_tile_face_down</code></td></tr>
# <tr><td>A blocked dragon ends the deal and the tiles in hand count</td>
# <td>GuPai site</td><td><code>test_tokens_over_30_highest_and_over_30_pay_one_each</code></td></tr>
# <tr><td>Only the player with the most pips pays the winner</td><td>Culin</td>
# <td><code>test_three_players_only_the_highest_pays</code></td></tr>
# <tr><td>With four players everyone over 30 pays too; exactly 30 does not</td>
# <td>Culin</td><td><code>test_tokens_over_30_highest_and_over_30_pay_one_each</code></td></tr>
# <tr><td>Navpil's reading: 30 or more pays (<code>thirty_pays="at_least"</code>)</td>
# <td>navpil</td><td><code>test_tokens_at_least_30_makes_exactly_30_pay</code></td></tr>
# <tr><td>A payer gives one token (Culin), or the difference of pips
# (<code>settlement="points"</code>)</td><td>Culin; navpil</td>
# <td><code>test_points_over_30_pay_the_difference</code>,
# <code>test_points_at_least_30</code></td></tr>
# <tr><td>A tie for the fewest pips goes to the lower hand</td><td>GuPai site</td>
# <td><code>test_a_tie_for_the_fewest_pips_goes_to_the_lower_hand</code></td></tr>
# <tr><td>A tie for the most pips: the later hand pays</td><td>GuPai site</td>
# <td><code>test_tie_for_the_most_pips_the_later_hand_pays</code></td></tr>
# <tr><td>Two players: 12 tiles each, the loser pays</td><td>GuPai site; Culin</td>
# <td><code>test_two_players_twelve_tiles_each</code></td></tr>
# </table>
#
# ## Options and variants
#
# Kkoriput-igi takes these options (`gw.load_game("kkoriput_igi", players=n, name=value)`),
# read here from the library:

# %%
nb.options("kkoriput_igi")

# %% [markdown]
# The [settlement above](#settlement-the-worst-player-pays-and-everyone-over-30) shows
# both on one deal. Why the defaults:
#
# * **`thirty_pays="over"`.** Culin, the domino-play summary of him and the GuPai site
#   all say *over* 30 (more than 30). navpil's program makes players with 30 or more pay;
#   that reading is `thirty_pays="at_least"`.
# * **`settlement="tokens"`.** Culin's players pay the winner an agreed stake, the same
#   for everyone, and the GuPai site offers Kkoriput-igi as the game of paying with chips.
#   navpil's program also counts in points, each payer giving the difference of pips:
#   `settlement="points"`.
# * The [Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md) of navpil's programs
#   says that the "lowest player pays the highest player". Our reading: the lowest means
#   the worst placed (the most pips) and the highest the best placed (the fewest), which
#   makes it Culin's rule.
# * navpil's program also differs in two small ways that are not options here: when
#   several players tie for the win or for the most pips, all of them collect or pay; and
#   it applies the 30 rule with any number of players, but only when the winner himself
#   has under 30.
#
# ### How often does the 30 rule bite?
#
# The two readings part only on a player left with exactly 30 pips who is not the worst.
# How often is that? The game's bots played 20,000 four-player deals
# (`python scripts/page_stats.py kkoriput_igi` writes the counts kept beside this
# notebook). The plot shows how many pips a player is left with: the red bars are the
# players over 30, who pay even when they are not the worst, and the dark bar at 30 is
# where `thirty_pays` decides.

# %%
stats = nb.stats("kkoriput_igi")["all"]
pips = {int(p): n for p, n in stats["scores"].items()}
seats, over = sum(pips.values()), sum(n for p, n in pips.items() if p > 30)
print(f"{stats['matches']:,} deals: mean {sum(p * n for p, n in pips.items()) / seats:.1f} pips; over 30:",
      f"{over / seats:.1%} of players; exactly 30: {pips[30] / seats:.1%} (at most {pips[30] / stats['matches']:.1%} of deals)")
axes = (figure := Figure(figsize=(7, 2.4))).subplots()
axes.bar(list(pips), [100 * n / seats for n in pips.values()],
         color=["#8c2d19" if p > 30 else "#1b1b1b" if p == 30 else "#2d5f8c" for p in pips])
axes.set(xlabel="pips a player is left with (four players)", ylabel="% of players",
         title="Kkoriput-igi between the bots: the pips against each player")
nb.plot(figure, "the pips against each player at the end of a Kkoriput-igi deal")

# %% [markdown]
# A player ends over 30 about one time in nine, so the rule often adds a payer; exactly 30
# comes one time in 72, at most one deal in 18, and only then does the choice between
# *over* and *at least* change who pays.
#
# `deals` makes a match of several deals. Its help sentence is shared with JieLong; in
# Kkoriput-igi it is not the winner but the holder of [5:2] who starts each deal
# (`test_the_5_2_holder_starts_every_deal_not_the_winner`).
#
# ## How to play well
#
# The game's bot plays as in JieLong: the tile that keeps its hand connected, and its
# lightest tile face down when nothing fits. The search bot (the "normal" level) tries
# moves instead: in deals sampled to fit what its seat has seen, it plays each move out to
# the settlement in tokens and keeps the one that does best. The game's bots played 100
# four-player deals; at each move with a choice the search bot chose too, and wherever
# the two differed, both moves were valued again in 20 fresh deals sampled the same way
# (`python scripts/page_stats.py kkoriput_igi` writes these counts too). The table gives,
# for each kind of move, how often they differed, whose tile was heavier, and the tokens
# the search bot's move gained, ± its standard error. A deal moves one token from each payer to the winner, so
# a tenth of a token a move adds up.
#
# * **When nothing fits, keep your lightest tile.** The search bot laid down another tile
#   in 19% of these moves, nearly always a heavier one (135 of 143), and gained 0.09
#   tokens (± 0.02): a light tile kept may still fit the dragon.
# * **Play lighter.** In 15% of ordinary plays the search bot chose another tile, more
#   often a lighter one (91 of 139), and gained 0.08 tokens (± 0.02).
# * **On the lead, perhaps lighter too.** The holder of [5:2] leads; the search bot led
#   another tile 31% of the time, usually a lighter one (22 of 31), for 0.10 tokens, but
#   that is only twice its standard error (± 0.05): a hint, not a finding.

# %%
nb.search_table(stats["search"]["choices"], unit="tokens", digits=2)

# %% [markdown]
# ## A whole game between the bots
#
# Four of the library's bots play a deal (each keeps tiles that can follow each other, and
# lays its lightest tile face down when it must). Step through it with the buttons, the
# slider or the arrow keys once you have clicked the replay (Lead, Play and End jump to
# those moments); the caption under the table says what each move means and, at the end,
# who pays. Here P3 ends with the most pips and P1 with over 30, so both pay the winner.

# %%
gw.ReplayViewer(gw.play("kkoriput_igi", seed=350), views=(None,))

# %% [markdown]
# ## Play it yourself
#
# Run this cell in a live notebook (`make lab` opens JupyterLab on these notebooks) and
# you sit at P1 of a three-player game, with the 24-tile set, against two bots: click a
# bright tile to play it (when leading, then choose which half stays open), or the tile to
# lay face down when nothing fits; the bots answer at once, and Undo and New deal sit
# underneath. On this website no Python is running, so the cell shows the game as P1 sees
# it, up to P1's first move.

# %%
gw.PlayTable(gw.load_game("kkoriput_igi", players=3), seat=0, seed=7)

# %% [markdown]
# ## An option side by side: tokens or points
#
# Culin's fixed stake against navpil's difference of pips, on one deal played by the same
# bots.

# %%
gw.compare("kkoriput_igi", {"tokens": {}, "points": {"settlement": "points"}}, seed=3)

# %% [markdown]
# ## Sources
#
# * Stewart Culin, *Chinese Games with Dice and Dominoes* (1895),
#   [Kko-ri-pout-tchi-ki](http://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/kkoripouttchiki.html):
#   the game as played in Korea, the koan-a, the stake, the over-30 rule.
# * domino-play.com, [Tail Joining](http://domino-play.com/Games/TailJoining.htm): a
#   summary of Culin.
# * Namu Wiki, [골패](https://namu.wiki/w/%EA%B3%A8%ED%8C%A8) (in Korean): the Korean
#   encyclopedia's article on the tiles and their games, which the GuPai site's account of
#   Kkoriput-igi draws on.
# * The GuPai site, [Connecting games](https://navpil.github.io/gupai/connecting-games.html):
#   the family, the one arm, the 24-tile set for two and three players, the lower hand.
# * navpil's [GuPai programs](https://github.com/navpil/gupai) and their
#   [Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md): the program's
#   `KkoriputIgiRuleSet`, a second opinion on points and on 30.
# * [Sources and disagreements](../sources.md) sets these sources side by side: where they
#   differ, and the option that plays each reading.
