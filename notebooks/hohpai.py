# %% [markdown]
# # Ho-hpai 胡牌 and Tok 톡
#
# Ho-hpai ("barbarian tablets") is the Korean draw-and-discard game Stewart Culin called
# the commonest domino game of Korea. Modern Korean players know a close relative as
# **Tok** (톡). Three or four players draw and discard until one holds a winning hand of
# six tiles: **two classical triplets**, or **one straight**.
#
# The rules here follow the GuPai site's reconstruction, which combines Culin with Thomas
# Son's Tok: each player gets five tiles and the first player a sixth, his first draw from
# the **wall**. On his turn a player **takes the last discard** into his hand, or **draws**
# from the wall, then **discards** a tile face up; if his six tiles win, showing them is his
# move instead, and the deal ends.
#
# ## The winning hands
#
# A triplet is judged on its six half-values, as in the solitaire XiangShiFu, without Five
# points and Full fourteen: the four dragons, Split, and the **sok** (Coincidence and Five
# sons), which some players leave out because they come too easily. A **straight** is a
# value k beside each of 1 to 6, "with k":

# %%
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.draw_discard.hohpai_hands import SCORINGS, HandRules, best_reading
HANDS = {"two Full dragons": "2:1 4:3 6:5 3:1 4:2 6:5",
         "military Full dragons": "2:1 6:3 5:4 4:1 6:2 5:3",
         "Full dragons that mate": "4:2 5:3 6:1 4:3 5:2 6:1",
         "two Big dragons of doubles": "4:4 5:5 6:6 4:4 5:5 6:6",
         "Big + Small dragon": "6:5 6:4 5:4 2:1 3:1 3:2",
         "2-3-Kao (no doubles) + Split": "6:2 6:3 3:2 6:6 6:4 4:4",
         "Split + Five sons": "6:6 6:4 4:4 1:1 1:1 1:3",
         "straight with twos": "2:1 2:2 3:2 4:2 5:2 6:2",
         "straight with fives": "5:1 5:2 5:3 5:4 5:5 6:5"}
def value(hand, scoring):
    found = best_reading([gw.Tile.parse(t) for t in hand.split()], HandRules(scoring))
    return "-" if found is None else found.points
nb.table(["hand", "tiles", *SCORINGS],
         [(name, gw.Hand(h), *(value(h, s) for s in SCORINGS)) for name, h in HANDS.items()])

# %% [markdown]
# ## What a hand counts: four readings
#
# The sources value hands differently, and each reading is an option (`scoring`):
#
# * **gupai** (the default, the GuPai site): two identical dragons 3, two Full dragons of
#   military tiles 5, any other two triplets 2; straights with twos 5, with threes or fours
#   4, the others 3.
# * **culin** (Culin): almost every hand 1. Two Full dragons 3; two Full dragons whose
#   tiles **mate as Korean military pairs** ([4:3] with [4:2], [5:3] with [5:2], ...), his
#   *tăi-să-ttai*, 4; two Full dragons all military, his *hol-ssang-syo*, 5; two like
#   dragons made only of doubles 3; a Big and a Small dragon with no double 3; straights
#   with twos 5, with fives 4, others 3. Culin names the 2-3-Kao only made of doubles, so
#   here another 2-3-Kao is no triplet at all.
# * **combined** (navpil's GuPai Readme): Culin's values, every 2-3-Kao counting 1, and the
#   straights valued as the GuPai site values them.
# * **korean** (Tok): each triplet 1, a Full dragon 2, the hand the sum; two military Full
#   dragons 6; straights with twos 7, with threes or fours 4, others 3.
#
# navpil's GuPai Readme adds that on the Korean rule sheet (a [post on Thomas Son's
# blog](https://blog.naver.com/whsohn12/100185916542), in Korean) "certain Sok
# combinations count as 4", and that the sheet splits many other values "with no obvious
# logic". It does not say which sok hands count 4, and no source here does, so that is not
# an option: the `korean` scoring counts a sok triplet 1, like any triplet but a Full
# dragon.
#
# ## A turn
#
# A fixed deal for four. P1 draws [3:1] and breaks his Split to discard [6:4]. Only the
# next player may take it, and he may take it whatever it makes:

# %%
FOUR = """6:6 6:4 4:4 2:1 4:3   1:1 2:2 3:3 5:4 6:5
          5:5 5:3 6:1 3:1 4:1   3:2 1:1 2:2 5:2 6:3"""
WALL = "3:1 6:6 4:4 5:5 3:3 6:5 6:4 6:1 5:1 5:1 6:2 4:2"
state = nb.deal("hohpai", FOUR, rest=WALL, dealer=0)
print(state.intro())
nb.play(state, "discard 6:4")
print([a.short for a in state.legal_actions()])

# %% [markdown]
# [6:4] with P2's [6:5][5:4] is a Big dragon, beside his Small dragon [1:1][2:2][3:3]:
# he takes it, and his next move is to show the winning hand. Every other player pays what
# it counts:

# %%
nb.play(state, "claim 6:4, win")[-1:]

# %%
state

# %% [markdown]
# In **Tok** (a game of its own here, `tok`) the Split does not count, hands count the
# Korean way, and a win with a discard is paid by the discarder alone. The same deal:

# %%
nb.table(["game", "settlement"], [
    (g, nb.deal(g, FOUR, rest=WALL, dealer=0, moves="discard 6:4, claim 6:4, win").result().note)
    for g in ("hohpai", "tok")])

# %% [markdown]
# The options of Ho-hpai (Tok has the same, with its own defaults):

# %%
nb.options("hohpai")

# %% [markdown]
# ## Culin's line, and why it breaks
#
# Culin deals six tiles each and lays the rest in a **line** under a strip of paper; a
# player lays a tile at one end of the line and takes the tile at the other end (with
# three players both copies of [3:3], [4:4], [5:5] and [6:6] are withdrawn first). The
# GuPai site found the flaw: the line has 8 tiles with four players and 6 with three, a
# multiple of the number of players, so once its first tiles are gone **every tile a
# player takes is one he laid there himself**. Nobody ever sees another player's discard
# again, and many deals can never be won. Played here, a line deal nobody wins ends after
# ten rounds. 60 deals per bar, the bots in every seat (400 in
# `python benchmarks/run.py discard_triplets`, which gave 73 % of three-player and 44 % of
# four-player line deals with no winner, against 1 % or less with the GuPai turn):

# %%
import matplotlib.pyplot as plt
def measure(players, turn, deals=60):
    ends = [gw.play(gw.load_game("hohpai", players=players, turn=turn), seed=s).end()
            for s in range(deals)]
    facts = [e.observe(None).facts for e in ends]
    taken = sum(f.returns_taken or 0 for f in facts)
    own = 100 * sum(f.own_returns or 0 for f in facts) / taken if taken else 0
    return 100 * sum(e.result().winner is None for e in ends) / deals, own
rows = {(p, t): measure(p, t) for p in (3, 4) for t in ("discard", "line")}
fig, ax = plt.subplots(figsize=(6, 3))
labels = [f"{p} players, {t}" for p, t in rows]
ax.barh(labels, [v[0] for v in rows.values()])
ax.set(xlabel="% of deals with no winner", xlim=(0, 100))
nb.plot(fig, "Deals with no winner: the GuPai turn against Culin's line")

# %%
nb.table(["players", "turn", "no winner %", "line tiles taken back by their layer %"],
         [(p, t, round(v[0]), round(v[1]) if t == "line" else "-") for (p, t), v in rows.items()])

# %% [markdown]
# Sixty deals leave the line unwon 63 % of the time with three players and 35 % with four;
# a sample this small moves by several points either way (the 400 deals of the benchmark
# give 73 % and 44 %), but the picture is the same: every tile taken back from the line
# is its taker's own, and the GuPai turn almost always has a winner.
#
# ## The options side by side
#
# One deal played by the same bots under the four scorings: the same hands win, and count
# differently.

# %%
gw.compare("hohpai", {s: {"scoring": s} for s in SCORINGS}, seed=3)

# %% [markdown]
# ## How to play well
#
# The game's bot keeps the five tiles that the most unseen tiles would turn into a winning
# hand, weighted by what that hand would count, and takes the last discard when it wins or
# improves that count. The search bot (the "normal" level) tests moves instead: in deals
# sampled to fit what its seat has seen, it plays each move out and keeps the one that
# does best. The game's bots played 100 four-player deals (the GuPai site's turn and
# scoring); at each move with a choice the search bot chose too, and wherever the two
# differed, both moves were valued again in 20 fresh deals sampled the same way
# (`python scripts/page_stats.py hohpai`). The table gives, for each kind of move the
# search bot made, how often it differed from the bot, and what its move gained, in
# points, ± its standard error: here some gains are losses.
#
# * **Take the last discard less often than the bot does.** Where the bot took the
#   discard and the search bot drew from the wall instead (81 of the search bot's 480
#   draws), the draw gained 0.84 ± 0.12 points. Where the search bot took a discard that
#   the bot left (19 times), it lost 0.87 ± 0.26. The bot's rule, to take a discard
#   whenever it improves the hand's count, takes too many.
# * **Keep to the bot's discard.** The search bot discarded another tile in 17% of the
#   discards (158 of 931), and lost 0.41 ± 0.10 points each time when both were valued
#   again: for discards, the bot's rule (count the outs) is the better guide.

# %%
nb.search_table(nb.stats("hohpai")["all"]["search"]["choices"], unit="points", digits=2)

# %% [markdown]
# ## A whole game between the bots
#
# The bot keeps the five tiles that the most unseen tiles would turn into a winning hand,
# weighted by what that hand would count, and takes the last discard when it wins or
# improves that count. Step through a deal; the caption says who may take each discard.

# %%
gw.ReplayViewer(gw.play("hohpai", seed=11), views=(None,))

# %% [markdown]
# ## Rules at a glance
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test (tests/games/test_hohpai.py)</th></tr>
# <tr><td>Five tiles each, the first player six</td><td>GuPai site</td>
# <td><code>test_gupai_five_tiles_each_and_the_first_player_six</code></td></tr>
# <tr><td>The next player takes the last discard or draws</td><td>GuPai site</td>
# <td><code>test_gupai_the_next_player_takes_the_last_discard_or_draws</code></td></tr>
# <tr><td>Two triplets, no Five points nor Full fourteen, or a straight</td>
# <td>GuPai site, Culin</td><td><code>test_gupai_two_classical_triplets_win</code>,
# <code>test_gupai_five_points_and_full_fourteen_do_not_count</code></td></tr>
# <tr><td>Sok may be left out (<code>sok</code>); Tok drops the Split (<code>split</code>)</td>
# <td>Culin; GuPai site</td><td><code>test_sok_may_be_left_out</code>,
# <code>test_tok_drops_the_split</code></td></tr>
# <tr><td>Straight values under each scoring</td><td>GuPai, Culin, navpil's GuPai Readme, Tok</td>
# <td><code>test_straight_values</code></td></tr>
# <tr><td>Dragon hands, tăi-să-ttai, hol-ssang-syo under each scoring</td>
# <td>Culin, GuPai site, navpil's GuPai Readme</td>
# <td><code>test_two_triplet_values</code></td></tr>
# <tr><td>Every other player pays; in Tok only the discarder</td><td>GuPai site</td>
# <td><code>test_two_triplets_from_the_wall_win_and_every_other_player_pays</code>,
# <code>test_a_win_with_a_discard_is_paid_by_all_or_by_the_discarder_in_tok</code></td></tr>
# <tr><td>Culin's line; three players withdraw the doubles 3 to 6</td><td>Culin</td>
# <td><code>test_culin_lay_a_tile_at_one_end_and_take_from_the_other</code>,
# <code>test_culin_six_each_and_three_players_withdraw_the_doubles</code></td></tr>
# <tr><td>The line gives players back their own tiles</td><td>GuPai site</td>
# <td><code>test_culin_line_players_take_back_their_own_tiles</code></td></tr>
# <tr><td>Under the line a hand dealt winning is shown when its turn comes</td>
# <td>navpil/gupai</td>
# <td><code>test_culin_line_a_hand_dealt_winning_wins_when_its_turn_comes</code></td></tr>
# <tr><td>An empty wall, or ten rounds, end a deal with no winner</td><td>project rule</td>
# <td><code>test_an_empty_wall_ends_the_deal_with_no_winner</code>,
# <code>test_a_deal_where_every_discard_is_taken_ends_after_ten_rounds</code></td></tr>
# </table>
#
# ## Play it yourself
#
# Run this cell in a live notebook (`make lab`) to sit at P1 against three bots; on this
# website it shows the game as P1 sees it.

# %%
gw.PlayTable(gw.load_game("hohpai"), seat=0, seed=7)

# %% [markdown]
# ## Sources
#
# * The GuPai site, [Ho-Hpai](https://navpil.github.io/gupai/collecting-games/ho-hpai.html):
#   the reconstruction followed here, its values, Tok without the Split, the broken line.
# * Stewart Culin, *Korean Games* (1895),
#   [Ho-hpai](https://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/hohpai.html): the
#   line, the doubles withdrawn for three players, his values.
# * Thomas Son's [Tok blog](https://blog.naver.com/whsohn12/222770183544) (Korean), as the
#   GuPai site reports it, and his [earlier post](https://blog.naver.com/whsohn12/100185916542)
#   with the Korean rule sheet, whose values navpil's Readme reports.
# * navpil's [GuPai programs](https://github.com/navpil/gupai): `hohpai`, a second opinion,
#   and its [Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md): Culin's
#   values read in full, the Korean values and the combined rules.
# * [Sources and disagreements](../sources.md) sets these sources side by side.
