# %% [markdown]
# # Mouse Moving 老鼠搬家
#
# **Mouse Moving** (老鼠搬家, *lǎoshǔ bānjiā*, "the mouse moves house") is
# [TianJiu 天九](tianjiu.ipynb) for **two players**. A Chinese lover of dominoes, Min FanXin
# 闵凡信, described it in a letter to the author of the GuPai site. The tricks are played
# exactly as in TianJiu, with single tiles, pairs and the mixed combinations, but nothing is
# scored. Instead, the tiles you win become your next hands: after two rounds dealt from the
# wall, each player deals himself from his own pile of won tricks, oldest first. The tiles
# keep moving from one pile to the other, and the player whose pile runs dry **loses**.
#
# This page shows what differs from TianJiu, whose page explains the ranks and the
# combinations; everything drawn or counted below is produced by the `gupai_widgets`
# library as the notebook runs. (The GuPai site prints the name as 老鼠恡家, where 恡 looks
# like a slip for 搬, "to move house".)

# %%
import json
from statistics import median
import gupai_widgets as gw
from gupai_widgets import notebook as nb
game = gw.load_game("mouse_moving")

# %% [markdown]
# ## The wall and the first two rounds
#
# All 32 tiles are shuffled into a wall. Each player takes 8 tiles and they play a round of
# tricks; then each takes the next 8 and they play a second round, which empties the wall.
# Who leads first is not in the sources: the library draws it by lot with the shuffle. The
# taker of each trick leads the next one. Here is the wall of the match followed on this
# page, in the order the tiles are taken (a row of 8 per hand):

# %%
flow = gw.play(game, seed=13)
setup = flow.states()[0].deal_setup()
wall = [*setup.hands[0], *setup.hands[1], *setup.rest]
print(len(wall), "tiles; round 1: rows 1 (P1) and 2 (P2); round 2: rows 3 (P1) and 4 (P2)")
gw.Hand(wall, per_row=8)

# %% [markdown]
# P2 was drawn to lead. Below is the first trick, with the caption the library writes for
# each move. A tile that does not beat goes face down, as in TianJiu. P2 took the trick, and
# with it P1's face-down Long-leg seven: P2's pile now holds a tile that even P2 cannot see
# (`None` in the last line), while P1, who played it, knows what it is.

# %%
states = flow.states()
print(nb.Captions(flow.captions[:2]))
print("\nP2 sees his pile as", states[2].view(1)["zones"]["won 1"], "· P1 sees it as",
      states[2].view(0)["zones"]["won 1"])

# %% [markdown]
# ## After the wall: each player deals himself from his own tricks
#
# When the second round is over the wall is empty. From now on, before each round, each
# player takes tiles from **his own pile of won tricks, oldest first**: 8 tiles, or, when a
# pile holds fewer than 8, as many as the **shorter pile** holds, the same number for both.
# The taker of the last trick of a round leads the next. A player who has nothing left in
# his pile when a new round should start **loses** the match.
#
# In this match P1 took 14 of the 16 tiles in round 1 and every tile of round 2. So for
# round 3 P2's pile holds only 2 tiles, and both players take 2. Here are the piles at the
# end of round 2, oldest tiles first: the front of P1's (10 of his 30 tiles) in the top
# row, P2's two below, with the tiles that become the new hands marked.

# %%
start = next(s for s in states if s.observe(None).facts.round == 3).view(None)["zones"]
tiles = (start["hand 0"] + start["won 0"])[:10] + start["hand 1"] + start["won 1"]
marks = ["P1 hand"] * len(start["hand 0"]) + [""] * (10 - len(start["hand 0"]))
gw.Hand(tiles, captions=marks + ["P2 hand"] * len(start["hand 1"]) + [""] * len(start["won 1"]),
        per_row=10)

# %% [markdown]
# Round by round: the tiles each player holds at the start of the round, what is left in
# the wall, and what is left in each pile once the hands were taken from it. In round 3 P1
# leads his two oldest tiles, the Axe pair; P2's Heaven and Long-leg seven make no pair, so
# P1 takes them, and P2's pile is empty: P2 loses. There are no points, only a winner (+1)
# and a loser (−1).

# %%
rounds = {f.round: f for f in (s.observe(None).facts for s in reversed(states[:-1]))}  # first positions
display(nb.table(["Round", "Tiles in each hand", "Wall", "Piles P1, P2"],
                 [(n, f.pieces_in_hand[0], f.wall_size, list(f.pile_sizes))
                  for n, f in sorted(rounds.items())]))
print(nb.Captions(flow.captions[-1:]), "\nReturns:", states[-1].returns())

# %% [markdown]
# ### The whole match between the bots, step by step
#
# The same match move by move, both hands open. Step through it with the buttons under the
# table (first, back, forward, last), drag the slider, jump to a round with the buttons above
# it, or click the drawing and use the arrow keys; the caption explains every move, and each
# player's won tiles lie in front of him.

# %%
gw.ReplayViewer(flow, views=(None,))

# %% [markdown]
# ## Leads and follows, live
#
# The match above showed the wall, the re-deal and the end. Leads and follows are
# TianJiu's: at the start of round 2, for instance, P1 may lead single tiles,
# pairs and mixed combinations (counted by kind in the first line below). He led
# Man–Seven–Seven, a mixed triplet of one civil and two military tiles. P2 may beat it only
# with a higher triplet of the same make-up and has none, so a try to play three of his
# tiles face up is refused (the message goes on to list every legal move), and the caption
# of his real move says why.

# %%
round_two = states.index(next(s for s in states if s.observe(None).facts.round == 2))
kinds = [action.detail for action in states[round_two].legal_actions()]
print("P1 may lead", ", ".join(f"{kinds.count(kind)} {kind}" for kind in dict.fromkeys(kinds)))
nb.attempt(states[round_two + 1].clone(), "P2 follows 4:4 4:1 3:2", flow.actions[round_two + 1])

# %% [markdown]
# ## How to play well
#
# A trick lost costs twice here: the tiles in it go into the other player's pile, and
# that pile is his next hands. Which tiles should you lead, and which give up? The search
# bot can say, as on [TianJiu](tianjiu.ipynb)'s page: in deals sampled to fit what a seat
# has seen, it plays a move out, here to the end of the round (a match can run to a
# hundred rounds), and values what follows by the tiles each player then holds, pile and
# hand. The game's bots played 10 matches. At each of their leads where single tiles of
# different strength could be led, and at each single lead a seat could not beat, 20
# deals were sampled and played out after two moves: the strongest tile and the weakest,
# a tile being the stronger the fewer of the 32 tiles beat it (`python
# scripts/page_stats.py mouse_moving`, about two minutes, writes these counts beside
# this notebook). The table gives the gain of the rule's move in tiles held at the end of
# the round, ± its standard error.
#
# * **Among single tiles, lead your strongest.** Leading it rather than the weakest gained
#   1.57 tiles on average (± 0.21), better in 217 of the 613 positions and worse in 119
#   (in the others both came to the same). A strong lead keeps the lead and the tiles
#   that come with the tricks.
# * **When you cannot beat, give up your weakest tile**, as in TianJiu, although here the
#   tile goes into your opponent's pile, to come back as part of his hand: it gained 0.97
#   tiles (± 0.21), better in 90 of 281 positions and worse in 25. A strong tile kept can
#   still win a trick; a weak one given away wins him little.

# %%
gains = nb.stats("mouse_moving")["all"]["rules"]["gains"]  # the search's unit: the tile lead over 32
nb.table(["Rule", "Positions", "Better / worse", "Gain (tiles)"],
         [(name, f"{c['positions']:,}", f"{c['better']:,} / {c['worse']:,}",
           nb.gain({"sum": 32 * c["sum"], "squares": 32**2 * c["squares"]}, c["positions"], 2)) for name, c in gains.items()])

# %% [markdown]
# ## Rules at a glance
#
# Every rule on this page, where it comes from, and the scenario test that checks it on a
# fixed deal, with the expected result worked out by hand from the source (a test in the
# same file checks that every test named here exists).
#
# <table>
# <tr><th>Rule</th><th>Source</th>
# <th>Test in <code>tests/games/test_mouse_moving.py</code></th></tr>
# <tr><td>2 players, the 32 tiles in a wall; 8 each, play; then the next 8 each</td>
# <td>GuPai, Tien Gow variants</td>
# <td><code>test_two_opening_rounds_from_the_wall</code></td></tr>
# <tr><td>The first leader is drawn by lot (a project choice)</td>
# <td>not in the sources</td>
# <td><code>test_the_first_leader_comes_with_the_deal</code></td></tr>
# <tr><td>Leads are TianJiu's: singles, pairs, mixed combinations (pure pairs only as an
# option)</td>
# <td>GuPai, Tien Gow variants</td>
# <td><code>test_leads_are_tianjiu_combinations_and_mixed_ones_can_be_switched_off_gupai</code>
# </td></tr>
# <tr><td>A follow beats with a higher play of the same kind, or goes face down; nobody
# must beat</td>
# <td>GuPai, Tien Gow</td>
# <td><code>test_a_follow_beats_with_a_higher_play_of_the_same_kind_or_goes_face_down_gupai</code>
# </td></tr>
# <tr><td>Face-down tiles stay hidden, even from the player who takes them</td>
# <td>GuPai, Tien Gow</td>
# <td><code>test_tiles_won_face_down_stay_hidden_from_the_taker</code></td></tr>
# <tr><td>Then each takes 8 tiles from his own pile, oldest tricks first, or both as many
# as the shorter pile holds</td>
# <td>GuPai, Tien Gow variants</td>
# <td><code>test_every_re_deal_takes_the_oldest_tiles_of_each_pile_gupai</code>,
# <code>test_both_take_as_many_as_the_shorter_pile_holds_oldest_first</code>,
# <code>test_the_next_re_deal_takes_the_next_oldest_tiles</code></td></tr>
# <tr><td>The taker of a round's last trick leads the next round</td>
# <td>navpil, <code>MovingMouseSimulation</code></td>
# <td><code>test_both_take_as_many_as_the_shorter_pile_holds_oldest_first</code></td></tr>
# <tr><td>No points; the player left without tiles loses (+1 / −1)</td>
# <td>GuPai, Tien Gow variants</td>
# <td><code>test_the_player_left_without_tiles_loses</code>,
# <code>test_returns_stay_zero_until_the_end</code></td></tr>
# <tr><td>Early death (option)</td>
# <td>GuPai, Tien Gow</td>
# <td><code>test_early_death_in_a_round_when_chosen</code></td></tr>
# <tr><td>After <code>round_limit</code> rounds the larger pile wins; equal piles draw
# (a project rule)</td>
# <td>not in the sources</td>
# <td><code>test_round_limit_the_larger_pile_wins_equal_piles_draw_project_rule</code></td></tr>
# </table>
#
# ## Options and variants
#
# The options of the game come first. `mixed` and `early_death` are TianJiu's: the source
# says only that the game is played by the usual rules, so the defaults are TianJiu's
# (mixed combinations allowed, no early death). Then one deal played by the bots under
# each setting: the options change which tricks can be won, so the tiles travel
# differently and the matches take different courses.

# %%
display(nb.options(game))
rows = []
for options in [{}, {"mixed": False}, {"early_death": True}, {"round_limit": 20}]:
    end = gw.play(gw.load_game("mouse_moving", **options), seed=0).states()[-1]
    rows.append((", ".join(f"{key}={value}" for key, value in options.items()) or "defaults",
                 end.chapter, end.returns(), list(end.observe(None).facts.pile_sizes)))
nb.table(["Options", "Rounds", "Returns P1, P2", "Piles P1, P2 at the end"], rows)

# %% [markdown]
# ### Why there is a round limit
#
# The sources give no end other than an empty pile, and nothing forces one: if each player
# keeps winning back about what he put in, the tiles can go round for ever. So the library
# adds a rule of its own, the option `round_limit`: after that many rounds (100 by default)
# the match stops, the player holding more tiles wins, and equal piles are a draw. Here is how
# long 100 matches between the bots last:

# %%
lengths = [gw.play(game, seed=seed).end().chapter for seed in range(100)]
limit = game.options["round_limit"]
print(f"shortest {min(lengths)} rounds, median {median(lengths)}, longest {max(lengths)};",
      f"{sum(n > 20 for n in lengths)} of {len(lengths)} last more than 20 rounds, and",
      f"{lengths.count(limit)} stopped at the limit of {limit}")

# %% [markdown]
# The match that hit the limit is no accident. Recording the position at the start of every
# round shows the bots going round in a circle:

# %%
positions = gw.play(game, seed=lengths.index(limit)).states()
starts = [json.dumps(p.view(None)["zones"]) for p in positions[:-1]  # round starts
          if not p.observe(None).facts.trick and not any(p.observe(None).facts.tricks_taken)]
again = next(n for n, start in enumerate(starts) if start in starts[:n])
first = starts.index(starts[again])
period = again - first
cycle = all(starts[n] == starts[n - period] for n in range(again, len(starts)))
print(f"{len(set(starts))} different positions at the start of {len(starts)} rounds: round",
      f"{again + 1} starts as round {first + 1} did"
      + (f", and the same {period} rounds repeat to the end." if cycle else "."))
end = positions[-1]
print("At the limit:", end.returns(), "with piles", list(end.observe(None).facts.pile_sizes))

# %% [markdown]
# ## Play it yourself
#
# Run this notebook yourself (`make lab` opens it in JupyterLab) and the cell below gives
# you a table where you are P1 against the bot: click a tile to play it (combinations are
# offered as buttons) and the bot answers at once; Undo takes your move back, New deal deals
# again. On the website, **Play**, just above the table, starts the same table in your
# browser; until then the cell shows the game as P1 sees it, up to P1's first move.

# %%
gw.PlayTable(game, seat=0, seed=184)

# %% [markdown]
# ## Sources
#
# * GuPai site, [Tien Gow variants](https://navpil.github.io/gupai/tien-gow/tien-gow-variants.html):
#   "Tien Gow for two", the game as Min FanXin described it.
# * navpil's [gupai](https://github.com/navpil/gupai) code, `MovingMouseSimulation`: who
#   leads a new round.
# * The TianJiu rules: GuPai site, [Tien Gow](https://navpil.github.io/gupai/tien-gow.html);
#   pagat.com, [Tien Gow](https://www.pagat.com/tile/cdom/tiengow.html).
# * [Sources and disagreements](../sources.md): where these sources differ, and the option
#   that plays each reading.
