# %% [markdown]
# # JieLong 接龍
#
# **JieLong** 接龍 (*jiē lóng*, "connect the dragon") is the basic connecting game of
# Chinese dominoes, and the one that looks most like the dominoes played in the West: the
# players take turns joining tiles end to end into one growing line, the *dragon*. Two,
# three or four people play with one Chinese set of 32 [tiles](tiles.ipynb). There is no
# stock to draw from, so a player whose tiles do not fit must give one up: he lays it face
# down in front of him, and its pips count against him. When the deal is over, whoever
# has the fewest pips against him wins, and every two players settle the difference
# between them. Your aim is to get your tiles into the dragon, and when you cannot, to
# give up as few pips as you can.
#
# Every table, drawing and caption on this page is produced by the `gupai_widgets`
# library while the notebook runs, so what you read is what the game engine does.

# %%
from matplotlib.figure import Figure
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.connecting.jielong import pairwise_differences

# %% [markdown]
# ## The connecting family
#
# JieLong is the root of a small family, and each relative has its own page. They keep
# the dragon, the face-down tiles and the pip counting, and change the rest:
# [CeDeng 斜釘](cedeng.ipynb) is JieLong for exactly four, with double stakes for a clean
# finish and for a player who never gets to play; [Kkoriput-igi 꼬리붙이기](kkoriput_igi.ipynb)
# is the Korean form, in which only the worst player (and anyone over 30 pips) pays the
# winner; [DingNiu 頂牛](dingniu.ipynb) uses 24 tiles on a two-armed dragon, pays by rank
# and has a blocking stroke of its own. Learn JieLong first: the others take its rules for
# granted.
#
# ## The tiles
#
# JieLong uses the whole Chinese set, drawn below strongest first (ranks do not matter in
# this game, only the numbers on the halves). A tile joins the dragon when one of its
# halves shows the number at the open end, so it helps to know how many tiles carry each
# number; a double carries its number once, like any other tile.

# %%
tileset = gw.chinese_set()
print(f"{len(tileset)} tiles, {sum(t.pips for t in tileset)} pips in all")
print("Tiles carrying each number:", {n: sum(n in (t.high, t.low) for t in tileset) for n in range(1, 7)})
gw.Hand(tileset, per_row=16)

# %% [markdown]
# ## Players and the deal
#
# All 32 tiles are shared out face down. With four players each gets 8, with two each gets
# 16, and with three each gets 10: the two tiles left over stay face down on the table for
# the whole deal, and nobody plays them, looks at them or counts them. (Below, the unused
# tiles are listed as P1 sees them: `None` is a tile he cannot see.)

# %%
for players in (4, 3, 2):
    zones = gw.load_game("jielong", players=players).new_initial_state(seed=1).zones(0)
    print(f"{players} players: {len(zones['hand 0'])} tiles each, unused:", zones.get("unused", []))

# %% [markdown]
# ## A deal, move by move
#
# The rules are easiest to see happen, so here is a fixed four-player deal (the library's
# tests play the same one). Each line holds two players' tiles: P1's and P2's, then P3's and
# P4's. Play goes round the table in that order, and every move below is written the way
# the library writes it.

# %%
game = gw.load_game("jielong")  # the defaults: 4 players, one arm, one deal
HANDS = """2:2 3:3 6:5 5:4 4:4 6:2 3:2 6:5  1:1 6:4 2:1 6:1 6:3 3:1 5:2 4:3
           6:1 3:3 2:2 5:5 3:1 4:4 5:1 6:4  4:1 1:1 5:5 4:2 5:3 6:6 6:6 5:1"""
state = nb.deal(game, HANDS)

# %% [markdown]
# ### The lead: any tile, and one open end
#
# The first player (P1 in the first deal) may lay **any** tile. In the basic game the
# dragon has **one arm**: P1 also says which half of the first tile stays open, and the
# other end is dead for the rest of the deal. So every tile that is not a double offers
# two leads. P1 chooses 6:5 and keeps the 5 open.
#
# Each move has two spellings, and the library takes either: the sentence of the captions
# and a short notation, printed first below. A lead names its tile and the half left open
# ("6:5 open 5"); later a play is just its tile ("5:2"), since with one arm there is only
# one end to lay it on, and a tile laid face down is written "4:3 down".

# %%
print(*(f"{action.short:<11} {action}" for action in state.legal_actions()), sep="\n")
nb.play(state, "P1 leads 6:5 with the 5 open")

# %% [markdown]
# ### Matching, and you must match if you can
#
# From now on each player in turn must join a tile to the open end: one of its halves
# has to show the same number, and the other half becomes the new open end. P2 holds
# three tiles with a 6, but the 6 is the dead end, so they do not fit. P2's only 5 is 5:2,
# and a player who can match has to: laying a tile face down instead is refused, and so is
# a play on the dead end. The library's message says what is allowed.
#
# Then play goes on. A double is an ordinary tile here: it lies in line like any other
# and leaves the same number open, so P3's 2:2 on the 2 leaves a 2, and doubles may
# follow each other.

# %%
print(nb.attempt(state, "P2 plays 6:4 on the 6", "P2 discards 1:1 face down"))
nb.play(state, "P2 plays 5:2 on the 5, P3 plays 2:2 on the 2, P4 plays 4:2 on the 2,"
               "P1 plays 5:4 on the 4")

# %% [markdown]
# ### No tile fits: lay one face down
#
# The open end is a 5 again and P2 has no 5. There is nothing to draw, so P2 must pick
# one tile of his hand, any one, and lay it face down in front of him. The lightest, 1:1,
# would cost only 2 pips; P2 keeps it in the hope of a 1 later and gives up 4:3 instead.
# The other players see only the back of a face-down tile.

# %%
print([action.text for action in state.legal_actions()])
nb.play(state, "P2 discards 4:3 face down")

# %% [markdown]
# ### The blocked dragon
#
# The rest of the deal. Watch the open end from move 11 on: it is a 4. Only 8 tiles carry
# a 4 (see the count of numbers above), and once the last of them is gone nobody can ever
# match again. When all four players in a row have had to lay a tile face down, the
# dragon is **blocked** and the deal ends at once; the tiles still in the hands then count
# against their holders too. The drawing shows the end of the deal with every hand open,
# as a teacher would show it: P1 at the bottom, then P2, P3 and P4 round to the right
# (counter-clockwise, the way play passes in Chinese games), the dragon
# in the middle, and in front of each player the tiles he laid face down.

# %%
print(nb.play(state, "5:1, 4:1, 4:4, 6:4, 6:4, 1:1 down, 2:2 down, 6:1 down, 4:4, 6:6 down,"
                     "3:2 down, 6:3 down, 3:1 down"))
state

# %% [markdown]
# A deal that is not blocked goes on until every tile has been placed, into the dragon or
# face down, and then only the face-down tiles count (the replay further down ends that
# way). Since every turn uses up exactly one tile, all hands run out together, in the
# last round.
#
# ## Scoring and settlement
#
# A player's score is the number of pips against him: the pips on his face-down tiles,
# plus, when the dragon is blocked, the pips still in his hand. The **fewest** pips win.
# In the drawing above, P1 laid 2:2 and 3:2 face down (9 pips) and still holds 6:5, 6:2
# and 3:3 (25 pips), so 34 pips count against P1.
#
# Then **every pair of players settles the difference** of their pips, the one with more
# paying the one with fewer. With four players there are six pairs. In the table, each
# column belongs to one player: its rows show what he receives (+) from each other player
# or pays (−) to him, and the last row adds them up into his result for the deal. The
# results always add up to zero.

# %%
pips = state.result().scores
display(nb.table(["", *(f"P{me + 1} ({pips[me]} pips)" for me in range(4))],
                 [(f"from P{other + 1}", *(f"{pips[other] - pips[me]:+d}" if other != me else "·"
                                           for me in range(4))) for other in range(4)]
                 + [("Result", *(f"{result:+d}" for result in state.returns()))]))
print("GuPai's example:", pairwise_differences((2, 12, 34, 18)))

# %% [markdown]
# P3 has the fewest pips and wins, so every other player pays P3 the difference; P4 has
# the most and pays all three. The results are the library's own `state.returns()`, and
# the caption of the last move said the same. A shortcut gives each result at once: a
# player receives the sum of everybody's pips minus the number of players times his own.
# The GuPai site works an example with four players who end on 2, 12, 34 and 18 pips,
# which comes to +58, +18, −70 and −6; the last line of the cell above settles it the same
# way.
#
# ## Ties, and who leads the next deal
#
# The winner of a deal deals the next one and lays its first tile. If two or more players
# tie for the fewest pips, the **lower hand** wins. Hands are counted in turn order from
# the player who led the deal: the first player is the lowest hand, the next player the
# second lowest, and so on round the table.
#
# Here are the two deals of a recorded match (the `deals` option); the cell prints the
# caption of each lead and of each deal's last move. In the first deal P3 and P4 tie, and
# P3, who plays before P4, wins and leads the second deal. A match given its first hands
# shuffles the later deals from its seed, so the recorded second deal is played as a match
# of its own that starts at its second deal (`deal_number=1`) with P3 leading
# (`dealer=2`). In it P1 and P3 tie; counting from P3, who led it, P3 comes first, so P3
# wins again even though P1 sits first at the table. Each deal is settled on its own,
# pair by pair, and a player's match result is the sum of his deals.

# %%
DEAL_1 = """6:4 6:1 6:2 5:5 5:5 6:3 5:2 3:1  2:2 6:5 6:5 6:1 4:4 6:6 5:1 6:6
            5:4 3:3 3:1 4:1 4:2 3:2 1:1 1:1  5:1 2:1 5:3 6:4 4:4 3:3 4:3 2:2"""
DEAL_2 = """4:4 5:1 2:2 6:4 3:3 6:3 4:1 5:4  4:3 5:5 5:5 4:4 6:6 1:1 3:1 6:6
            6:1 5:2 2:2 5:1 3:2 6:2 2:1 1:1  3:1 5:3 6:4 3:3 6:5 4:2 6:1 6:5"""
match = nb.deal("jielong", DEAL_1, deals=2)
said = nb.play(match, "P1 leads 6:4 with the 6 open, 6:1, 1:1, 5:1, 5:5, 5:1, 4:1, 4:3, 6:3, 6:6,"
                      "1:1 down, 6:4, 3:1 down, 4:4, 4:2, 2:2, 6:2, 6:5, 5:4, 4:4, 5:2 down, 2:2 down,"
                      "3:1 down, 5:3 down")
print(said[:1], said[-1:], f"P{match.current_player + 1} leads the next deal.\n", sep="\n\n")
second = nb.deal(match.game, DEAL_2, deal_number=1, dealer=2)
said = nb.play(second, "P3 leads 6:2 with the 2 open, 4:2, 4:4, 4:3, 3:2, 3:1 down, 2:2, 6:6 down, 2:1,"
                       "6:1, 6:4, 4:4, 1:1 down, 6:4, 6:3, 3:1, 5:1, 5:3, 3:3, 5:5 down, 2:2 down, 3:3,"
                       "4:1 down, 5:5 down, 6:1 down, 6:5 down")
print(said[:1], said[-1:], sep="\n\n")
total = [a + b for a, b in zip(match.returns(), second.returns(), strict=True)]
print("\nMatch:", ", ".join(f"P{seat + 1} {amount:+d}" for seat, amount in enumerate(total)))

# %% [markdown]
# ## Rules at a glance
#
# Every rule on this page, where it comes from, and the test of the library that checks
# it (in `tests/games/test_jielong.py`), with expected results worked out by hand. "GuPai"
# is the GuPai site's [connecting games page](https://navpil.github.io/gupai/connecting-games.html),
# "navpil Readme" the [notes](https://github.com/navpil/gupai/blob/master/docs/Readme.md) beside
# navpil's GuPai programs; the others are listed under Sources below.
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test</th></tr>
# <tr><td>The whole 32-tile set is dealt: 8 each to 4 players, 16 each to 2, 10 each to 3</td>
# <td>GuPai, zh.wikipedia, navpil Readme</td>
# <td><code>test_hand_sizes_gupai</code></td></tr>
# <tr><td>With 3 players the 2 tiles left over stay face down, unplayed and uncounted</td>
# <td>GuPai, navpil Readme</td>
# <td><code>test_three_players_two_tiles_stay_unused_and_hidden</code>,
# <code>test_three_players_settle_without_the_unused_tiles</code></td></tr>
# <tr><td>The first player (P1 in the first deal) leads any tile and names the open half</td>
# <td>GuPai, pagat</td>
# <td><code>test_first_player_leads_any_tile_and_names_the_open_half</code></td></tr>
# <tr><td>One arm: the other end of the first tile is dead</td>
# <td>GuPai, navpil Readme</td>
# <td><code>test_one_arm_the_far_end_of_the_lead_is_dead</code></td></tr>
# <tr><td>A player who can match must match</td>
# <td>GuPai</td>
# <td><code>test_a_player_who_can_match_must_match</code></td></tr>
# <tr><td>A player who cannot match lays a tile of his choice face down; there is no stock</td>
# <td>GuPai, navpil Readme</td>
# <td><code>test_a_player_who_cannot_match_lays_any_tile_face_down</code></td></tr>
# <tr><td>Doubles are ordinary tiles, in line, and may follow each other</td>
# <td>GuPai</td>
# <td><code>test_doubles_are_ordinary_tiles_and_may_follow_each_other</code></td></tr>
# <tr><td>Face-down tiles are hidden from the other players</td>
# <td>GuPai</td>
# <td><code>test_views_hide_other_hands_and_face_down_tiles</code></td></tr>
# <tr><td>Play goes on until every tile is placed; then only face-down pips count</td>
# <td>GuPai</td>
# <td><code>test_play_goes_on_until_every_tile_is_placed</code></td></tr>
# <tr><td>When all players in a row lay a tile face down the dragon is blocked, and the tiles in
# hand count too</td>
# <td>GuPai</td>
# <td><code>test_blocked_dragon_counts_hand_tiles_and_settles_pairwise</code></td></tr>
# <tr><td>Fewest pips wins</td>
# <td>GuPai</td>
# <td><code>test_blocked_dragon_counts_hand_tiles_and_settles_pairwise</code></td></tr>
# <tr><td>Every pair of players settles the difference of their pips</td>
# <td>GuPai, navpil Readme</td>
# <td><code>test_each_pair_of_players_settles_its_own_difference</code>,
# <code>test_gupai_site_settlement_example</code></td></tr>
# <tr><td>On a tie the lower hand wins, counting in turn order from the first player</td>
# <td>GuPai, navpil Readme</td>
# <td><code>test_tie_goes_to_the_lower_hand_and_the_winner_leads_the_next_deal</code>,
# <code>test_tie_counts_round_the_table_from_the_first_player</code></td></tr>
# <tr><td>The winner leads the next deal; a match adds up its deals</td>
# <td>GuPai, navpil Readme</td>
# <td><code>test_tie_goes_to_the_lower_hand_and_the_winner_leads_the_next_deal</code>,
# <code>test_tie_counts_round_the_table_from_the_first_player</code></td></tr>
# <tr><td>Variation: two arms, tiles matched at either end</td>
# <td>zh.wikipedia, GuPai</td>
# <td><code>test_two_arm_variation_matches_at_either_end</code>,
# <code>test_one_arm_and_two_arms_on_the_same_deal</code>,
# <code>test_two_arm_deal_blocks_when_neither_end_can_be_matched</code></td></tr>
# <tr><td>An illegal move is refused and changes nothing</td>
# <td>(the library's contract)</td>
# <td><code>test_illegal_actions_are_refused_and_change_nothing</code></td></tr>
# </table>
#
# ## Options and variants
#
# The sources agree on all the rules above; what they leave open are two choices, and
# each is an option of the game (the table below comes straight from the library).
#
# * **One arm or two** (`two_arms`). Every source describes the basic game with a single
#   arm, the far end of the first tile dead; zh.wikipedia and the GuPai site add that
#   some play with **two arms**, matching at either end. The default is the basic game;
#   `two_arms=True` gives the variation. (Its relative [DingNiu](dingniu.ipynb) is always
#   played with two arms.)
# * **How many deals** (`deals`). The sources say only that the winner deals next, not
#   when to stop, so one deal is the default and a match of 2, 4 or 8 deals is an option.

# %%
nb.options(game)

# %% [markdown]
# ### One arm and two arms on the same deal
#
# Take the deal played above and the same lead tile, 6:5. With two arms P1 no longer
# names an open half (so there are fewer leads), and after the lead both halves are open:
# P2, who could only play 5:2, may now also put any of his three 6s on the left.
#
# Then the bots play the whole deal both ways (same deal, same bot seed); the last three
# rows of the table show how it ends, and the two drawings under it the last position of each. With one arm the dragon blocks after 20 moves on
# a number that has run out, with 12 tiles still in the hands; with two arms, when one end
# is stuck the other often is not, and here all 32 tiles get placed.
#
# One deal proves little, so the cell ends with 200 shuffled deals played by the bots
# each way (a four-player deal that is not blocked takes exactly 32 moves): two open ends
# halve how often the dragon blocks.

# %%
columns = {}
for two_arms, lead in {False: "P1 leads 6:5 with the 5 open", True: "P1 leads 6:5"}.items():
    start = nb.deal("jielong", HANDS, two_arms=two_arms)
    leads = len(start.legal_actions())
    nb.play(start, lead)
    final = gw.play(start.game, seed=1, hands=start.deal_setup().hands).states()[-1]
    columns[two_arms] = (leads, "\n".join(a.text for a in start.legal_actions()), len(final.history),
                         final.result().scores, final.returns(), final)
rows = ["Leads to choose from", "P2's replies to 6:5", "Moves (bots)", "Pips, P1 to P4 (bots)",
        "Settlement (bots)"]
display(nb.table(["", "One arm (default)", "Two arms"], list(zip(rows, *columns.values()))),
        nb.side_by_side(columns[False][-1], columns[True][-1], labels=["One arm: blocked", "Two arms"]))
nb.odds((f"two_arms={arms}" for arms in (False, True) for seed in range(200)
         if len(gw.play(gw.load_game("jielong", two_arms=arms), seed=seed)) < 32),
        of=200, label="Deals blocked")

# %% [markdown]
# ### Is it worth leading?
#
# The first player chooses the lead from his whole hand and, with one arm, which number
# stays open: the others must answer it. Does that pay? The game's bots played 20,000
# four-player deals each way, P1 leading every one (`python scripts/page_stats.py
# jielong` writes the counts kept beside this notebook). The plot gives each seat's mean
# settlement per deal, in pips, with its standard error as a bar: with one arm the leader
# gains about 6.4 pips a deal, paid by the other three; with two arms only about 1.6, since
# both halves of his lead are open to the others.

# %%
stats = nb.stats("jielong")["all"]  # each way, and the search bot's choices (below)
axes, rows = (figure := Figure(figsize=(7, 2.4))).subplots(), []
for k, (arms, c) in enumerate((arms, stats[arms]) for arms in ("one arm", "two arms")):
    mean = [r / c["matches"] for r in c["returns"]]  # and the standard errors:
    error = [((q / c["matches"] - m * m) / c["matches"]) ** 0.5 for q, m in zip(c["squares"], mean)]
    rows.append((arms, f"{c['matches']:,}", *(f"{m:+.1f} ± {e:.1f}" for m, e in zip(mean, error))))
    axes.bar([x + 0.4 * k - 0.2 for x in range(4)], mean, 0.4, yerr=error, label=arms)
axes.set(xticks=range(4), xticklabels=["P1 (leads)", "P2", "P3", "P4"],
         ylabel="mean settlement (pips)", title="JieLong between the bots: each seat's result")
axes.legend(fontsize=8)
display(nb.table(["Dragon", "Deals", "P1", "P2", "P3", "P4"], rows))
nb.plot(figure, "each seat's mean settlement in JieLong, one arm and two")

# %% [markdown]
# ## How to play well
#
# The game's own bot follows two rules of thumb: play the tile that keeps your hand
# connected, and when nothing fits, give up your lightest tile. The search bot (the
# "normal" level) tests moves instead: in deals sampled to fit what its seat has seen, it
# plays each move out and keeps the one that does best. Where does it disagree with the
# rules of thumb, and is it right? The game's bots played 200 four-player deals. At each
# move with a choice, the search bot chose too. Wherever the two differed, both moves were
# valued again in 20 fresh deals sampled the same way
# (`python scripts/page_stats.py jielong` writes these counts beside this notebook). The
# table gives, for each kind of move (a tile laid face down is a "discard"), how often they
# differed, whose tile was heavier, and the pips the search bot's move gained, ± its
# standard error.
#
# * **When nothing fits, the lightest tile is often the wrong one to give up.** The search
#   bot gave up a different tile in 26% of these moves, and it was always a heavier one
#   (367 of 398; the rest weighed the same). It gained 6.0 pips each time. A light tile
#   kept back may still fit the dragon later, and then it costs nothing.
# * **Lead lighter.** On the first lead of the deal, the search bot chose another tile
#   44% of the time, usually a lighter one (68 of 87), and gained 5.3 pips.
# * **Think before playing the obvious tile.** In 17% of ordinary plays the search bot
#   chose another tile, more often a lighter one (182 of 303), and gained 5.3 pips. The
#   rule of thumb is a good start, not the best move.

# %%
nb.search_table(stats["search"]["choices"], unit="pips")

# %% [markdown]
# ## A whole deal between the bots
#
# Here four bots play a deal from start to finish, with every hand open. Step through it
# with the buttons or the slider under the table (or click the table and use the arrow
# keys; ▶ Play steps on its own, at the speed chosen beside it), or jump to the lead, the
# play or the end with the buttons above. The caption under each position says what the
# move did and why it was allowed, and the last one works out the settlement. This deal
# is not blocked: every tile gets placed, and two players tie for the fewest pips.

# %%
gw.ReplayViewer(gw.play(game, seed=17), views=(None,))

# %% [markdown]
# ## Play it yourself
#
# Run this cell in a live notebook (`make lab` opens the project's notebooks in
# JupyterLab) and you take P1's seat against three bots: click a bright tile to play it
# (the lead asks which half stays open), and the bots answer at once; the captions
# explain every move, and Undo and New deal sit underneath. On the website there is no
# Python running, so the cell shows the deal as P1 sees it, before the first move.

# %%
gw.PlayTable(game, seat=0, seed=15)

# %% [markdown]
# ## An option side by side: one arm or two
#
# With two arms a tile may go at either end of the dragon: the same deal, played by the
# same bots, one arm against two (step through; "≠" marks where the play parts).

# %%
gw.compare("jielong", {"one arm": {}, "two arms": {"two_arms": True}}, seed=3)

# %% [markdown]
# ## Sources
#
# * The [GuPai site's page on the connecting games](https://navpil.github.io/gupai/connecting-games.html):
#   the deal, matching on one open end, face-down tiles, the blocked dragon, pairwise
#   settlement with a worked example, ties and the two-arm variation.
# * [Wikipedia (Chinese): 接龍 (中國骨牌)](https://zh.wikipedia.org/wiki/%E6%8E%A5%E9%BE%8D_%28%E4%B8%AD%E5%9C%8B%E9%AA%A8%E7%89%8C%29):
#   the game and its two-arm form.
# * [pagat.com: Tsair Deng](https://www.pagat.com/tile/cdom/tsairdeng.html), the
#   four-player relative, for the lead and the open end.
# * The [navpil/gupai](https://github.com/navpil/gupai) Java project (`JieLongRuleSet`),
#   a second opinion on the rules.
# * The [Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md) of navpil's programs,
#   his short account of JieLong and its relatives.
#
# [Sources and disagreements](../sources.md) sets these sources side by side: what each
# covers, where they differ, and the option that plays each reading.
