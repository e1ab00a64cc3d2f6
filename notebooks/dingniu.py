# %% [markdown]
# # DingNiu 頂牛
#
# *DingNiu* (頂牛, "bull fight") is a Chinese domino game of the **connecting** family.
# As in [JieLong 接龍](jielong.ipynb), players take turns adding tiles to a chain, the
# "dragon", by matching the numbers on its ends, and a player who cannot match gives up a
# tile face down. DingNiu has its own twists: a lopsided set of 24 tiles, a dragon that
# grows at **both** ends, and **SuanZhang** 算張, a block that doubles the stakes for the
# player who makes it if he wins, and makes him pay for everybody if he loses. Four people
# play, and each tries to be left with as few pips as possible when the deal ends.
#
# Everything below is produced live by the `gupai_widgets` library: drawings, numbers, and
# the sentences explaining each move (its *captions*). A deal is written as its 24 tiles in
# seat order, P1's six first, two hands to a line; moves as sentences or in the short notation
# ("6:4 L": 6:4 on the left end, "6:5 down": laid face down).

# %%
from collections import Counter
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.connecting.dingniu import PLACE_PAYMENTS, rank_players
game = gw.load_game("dingniu")

# %% [markdown]
# ## 24 tiles, six for each player
#
# DingNiu keeps the **civil** tiles of the 32-tile set (see [Tiles](tiles.ipynb)), two of
# each of the eleven faces, and only two **military** tiles, [6:3] and [6:2], the "bull
# pair". Half of what remains is doubles. Four players share the 24 tiles, so each gets
# **six**. The [Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md) of
# navpil's GuPai programs says "each gets 8", which is impossible: that would take 32
# tiles. The GuPai site says six, and so do his program and the arithmetic.
#
# Dropping eight military tiles also makes the numbers very uneven. Leave the doubles
# aside (a double never changes what an end shows) and count the halves showing each
# number: a single 2 in the whole game (on [6:2]), two 4s (on the two [6:4]), but eight
# 6s. The SuanZhang block, further down, is all about this.

# %%
tiles, n = game.pieces(), game.players
print(len(tiles), "tiles,", sum(t.is_double for t in tiles), "doubles; military:",
      *[t for t in tiles if t.is_military])
print(len(tiles), "tiles /", n, "players =", len(tiles) // n, "each; 8 each would take", 8 * n)
halves = Counter(h for t in tiles if not t.is_double for h in (t.high, t.low))
print("non-double halves per number:", dict(sorted(halves.items())))
gw.Hand(tiles, per_row=12, height=64)

# %% [markdown]
# ## A deal from start to finish
#
# A deal played by the library's bots. **P1 leads** the first deal with any tile, and
# both its ends stay open (in JieLong only one does). Then each player in turn must add a
# tile matching one of the two **open ends**. A player with nothing that fits **lays one
# tile face down** in front of him, and its pips count against him; there is no stock.
#
# Below: the first eight moves, the table with all hands face up (P4's tiles fit neither
# 4 nor 3, so he gave up his double one, worth 2 pips), the middle of the deal in short,
# and its last three moves. Once every tile is laid or face down the deal is over. A
# player's score is the pips on his face-down tiles, and the **fewest pips wins**. The
# winner takes **6**, second place pays **1**, third **2**, and fourth, the most pips, **3**.

# %%
flow = gw.play(game, seed=127)
print(nb.Captions(flow.captions[:8]))
flow.states()[8]

# %%
print("; ".join(flow.actions[8:21]))
nb.Captions(flow.captions[21:])

# %% [markdown]
# ## The rules one by one
#
# ### Two open ends, and moves that are refused
#
# Below, P1 leads [6:4]. P2's [6:4] fits either end, his [6:6] only the 6, and his other
# tiles neither. A tile that fits no end, a move out of turn, and laying a tile face down
# **when one fits** are refused with a message, and the position stays as it was.
#
# ### How a deal ends
#
# 1. When **every tile is laid** or face down, as above. Each turn takes one tile from a
#    hand, so the four hands run out together.
# 2. When **nobody can ever play again**: no tile in any hand fits an open end. Hands only
#    shrink, so the rest would just be tiles turned face down; the deal stops, and the
#    tiles in hand count against their holders.
# 3. At a **SuanZhang** block that ends the deal at once (below).
#
# The end of the cell shows the second way, in the same deal without SuanZhang: both ends
# show 4, and once both [4:4] are down nobody holds a 4.

# %%
FOURS_WIN = """6:6 6:5 6:4 5:5 4:4 1:1  6:6 6:4 5:1 3:1 2:2 1:1
               6:3 6:2 6:1 5:1 4:4 3:3  6:5 6:1 5:5 3:3 3:1 2:2"""
state = nb.deal(game, FOURS_WIN, "P1 leads 6:4")
print("open ends:", list(state.observe(None).facts.open_ends))
print(nb.attempt(state, "P2 discards 5:1 face down", "P2 plays 6:6 on the right",
                 "P3 plays 6:3 on the left"))
FOURS_WIN_MOVES = "6:4, 6:4 L, 4:4 L, 6:5 down"  # P2 and P3 play on the left, P4 lays 6:5 face down
nb.attempt(nb.deal("dingniu", FOURS_WIN, FOURS_WIN_MOVES, suanzhang=False), "P1 plays 4:4 on the left")

# %% [markdown]
# ### Ties
#
# In a tie for **first** place the **lower hand** wins: the player earlier in turn order,
# the first player of the deal being the lowest. In a tie for a **lower** place it is the
# other way round: the **upper hand**, the later player, ranks higher.
#
# The GuPai site's example: Adam plays first, then Boris, Valentine and George. Boris and
# Valentine score 5, Adam and George 10. Boris beats Valentine for first (lower hand), but
# George beats Adam for third (upper hand): Boris takes 6, Valentine pays 1, George 2 and
# Adam 3. And a paradox: had Boris and Valentine scored 15, Adam would beat George, their
# tie being now for first place. The library's ranking agrees:

# %%
names = ["Adam", "Boris", "Valentine", "George"]
print("payments by place:", PLACE_PAYMENTS)
for scores in [(10, 5, 5, 10), (10, 15, 15, 10)]:
    print("scores", scores, "- places:", ", ".join(names[s] for s in rank_players(scores, 0)))

# %% [markdown]
# ## SuanZhang 算張: the block
#
# A player makes a **SuanZhang** when his tile leaves the layout so that some number can
# never again be matched by a non-double tile. The simplest case: both open ends show the
# same number, and every non-double tile with it is on the layout. Only its doubles could
# still be added, and they change nothing.
#
# With such uneven numbers, few blocks are possible. Inside the dragon every non-double
# half touches a matching half, so a number that is all laid and shows at both ends has
# an **even** count of halves: 1s (six), 4s (two) and 5s (four) give **ones**, **fours**
# and **fives**. The one 2 and the three 3s are odd, so they block only together, one at
# each end: **two-three**. Sixes never block: with every 6 laid, the lone [6:2] is in the
# dragon, and its 2 must show at an end. The fours block is the GuPai site's example of
# how early a block can come: [6:4] is led, and the next player lays the other [6:4] six
# to six.
#
# Subtler blocks are **smothered**: tiles with 4s or 5s are still off the layout, but no
# chain of the remaining non-double tiles can lead from the open ends to them. The
# **smothered fives** are the GuPai site's photograph, move for move: the only 5s left are
# on the two [5:1], and no 1 can reach an end any more (four 1s are in the dragon, the
# other two on those [5:1]). The **smothered fours** are navpil's: the only 4s are on the
# two [6:4], and no 6 can reach an end. A smothered block ends the deal at once.
#
# The six kinds, each with the caption of the tile that made it (laid last):

# %%
FIVES_MOVES = "6:3, 3:1 R, 6:1 R, 6:5 R, 6:5 R, 6:1 R"  # then the block, the last move of each
BLOCKS = {
    "ones": ("""3:1 6:1 1:1 1:1 2:2 2:2  5:1 3:1 3:3 3:3 4:4 4:4
        5:1 5:5 5:5 6:2 6:3 6:4  6:1 6:4 6:5 6:5 6:6 6:6""", "3:1, 5:1 R, 5:1 R, 6:1 R, 6:1 R, 3:1 L"),
    "two-three": ("""6:3 1:1 1:1 2:2 2:2 3:3  3:1 3:3 4:4 4:4 5:1 5:1
                     3:1 5:5 5:5 6:1 6:1 6:4  6:2 6:4 6:5 6:5 6:6 6:6""", "6:3, 3:1 R, 3:1 R, 6:2 L"),
    "fours": (FOURS_WIN, "6:4, 6:4 L"),
    "fives": ("""6:5 1:1 1:1 2:2 2:2 3:1  5:1 3:1 3:3 3:3 4:4 4:4
                 5:1 5:5 5:5 6:1 6:1 6:2  6:5 6:3 6:4 6:4 6:6 6:6""", "6:5, 5:1 R, 5:1 R, 6:5 L"),
    "smothered fives": ("""6:3 6:5 6:6 6:6 5:5 5:5  3:1 6:1 4:4 4:4 6:4 1:1
                           6:1 3:1 1:1 2:2 2:2 3:3  6:5 6:4 5:1 5:1 3:3 6:2""", FIVES_MOVES + ", 3:1 R"),
    "smothered fours": ("""6:3 6:5 6:6 6:6 5:5 5:5  3:1 6:1 4:4 4:4 6:4 1:1
                           6:1 6:2 1:1 2:2 2:2 3:3  6:5 6:4 5:1 5:1 3:3 3:1""", FIVES_MOVES + ", 6:2 L"),
}
dragons, captions = [], []
for kind, (hands, moves) in BLOCKS.items():
    *before, last = moves.split(", ")
    state = nb.deal(game, hands, before)
    captions.append(kind + ": " + state.explain(last).split(" The deal ends")[0])
    nb.play(state, last)
    dragons.append((kind, state.table().centre.line))
display(nb.groups(dragons, height=48, width=200))  # one dragon a row
nb.Captions(captions)

# %% [markdown]
# ### What a block costs, or earns
#
# * If the player who made the block **wins** the deal, **every payment is doubled**: he
#   takes 12, and the others pay 2, 4 and 6.
# * If he **loses**, he alone pays **12** to the winner; the other two pay nothing.
#
# In the fours deal, P3 and P1 then add their [4:4], P4 turns [6:5] face down, and nobody
# can play again. P2, who made the block, has the fewest pips: payments doubled. Then the
# same block where P3 and P4 hold the two [4:4]: once they add them, P4 has fewer pips
# than P2, so P2 pays 12 to P4 alone.
#
# ### Doubles after a block
#
# The sources do not say clearly whether the doubles of a blocked number may still be
# added. The GuPai site leans to **yes**, the block staying with its maker (it reads this
# from a photograph of a two-three block with doubles at both ends), and so does the
# library: right after P2's block, P3's only legal moves are his [4:4]. The option
# `doubles_after_suanzhang=False` ends the deal at the block instead: P3 and P4 keep their
# [4:4], 8 pips each, so P2 comes first and his block pays double (the last line below).

# %%
print("Maker wins:", nb.deal(game, FOURS_WIN, [FOURS_WIN_MOVES, "4:4 L"]).result().note)
FOURS_LOSE = """6:4 6:6 6:6 6:5 6:5 6:1  6:4 6:3 6:2 6:1 3:3 1:1
                4:4 5:5 3:3 2:2 2:2 5:1  4:4 5:5 5:1 3:1 3:1 1:1"""
FOURS_LOSE_MOVES = FOURS_WIN_MOVES.replace("6:5 down", "4:4 L")  # P4 plays his 4:4 instead
print("Maker loses:", nb.deal(game, FOURS_LOSE, FOURS_LOSE_MOVES).result().note, "\n")
BLOCK = "P1 leads 6:4, P2 plays 6:4 on the left"
state = nb.deal(game, FOURS_LOSE, BLOCK)
print("; ".join(a.text for a in state.legal_actions()))
print(nb.attempt(state, "P3 plays 4:4 on the left"), "\n")
state = nb.deal("dingniu", FOURS_LOSE, BLOCK, doubles_after_suanzhang=False)
print("With doubles_after_suanzhang=False:", state.result().note)

# %% [markdown]
# ### A block you could not avoid
#
# When a player's only legal play makes a block, navpil's programs do not hold it against
# him, and neither does the library: the deal ends as the block says, but it is settled as
# usual. Here is the smothered-fives layout in a deal where P3 has nothing else that fits.
# It also plays out the GuPai tie example: P2 (Boris) and P3 (Valentine) tie for first on
# 20 pips, P1 (Adam) and P4 (George) for third on 42.
#
# A block is settled by **place**, after the tie rules: a maker who ends with 0 pips but
# loses a tie for first still pays 12. navpil's programs drop the block when its maker
# ends on 0 pips; the GuPai site has no such exception, and nor has the library.

# %%
TIES = """6:3 6:5 6:6 6:6 5:5 4:4  3:1 6:1 1:1 1:1 6:2 4:4
          6:1 3:1 2:2 2:2 3:3 3:3  6:5 5:5 6:4 6:4 5:1 5:1"""
state = nb.deal(game, TIES, FIVES_MOVES)
print("P3 may only:", "; ".join(a.text for a in state.legal_actions()))
nb.attempt(state, "P3 plays 3:1 on the right")

# %% [markdown]
# ## Options and variants
#
# Where the sources differ or leave a point open, the library has an option, whose default
# is the reading followed so far. Below the table of options, two deals under each
# variant, one option changed at a time: **deal A** is the fours deal where P2 paid 12,
# **deal B** the tie deal with P3's forced smothered fives. Each deal follows one script
# of moves (the bots played the part after the smothered fives) for as long as it lasts
# under the variant. Each cell gives the block and its maker ("forced" when it is not held
# against him), how the deal ended ("dead": nobody could play again; "suanzhang": at the
# block) and the payments of P1, P2, P3, P4.


# %%
DEAL_B_MOVES = (FIVES_MOVES + ", 3:1 R, 6:4 L, 4:4 L, 4:4 L, 3:3 R, 6:4 L, 6:6 L, 6:2 L, 3:3 R,"
                " 5:1 down, 5:5 down, 1:1 down, 2:2 L, 5:1 down, 6:6 down, 1:1 down, 2:2 L")
display(nb.options(game))
rows = []
for o in [None, *game.spec.options[:4]]:
    rows.append([f"{o.name}={not o.default}" if o else "default"])
    for hands, moves in (FOURS_LOSE, FOURS_LOSE_MOVES), (TIES, DEAL_B_MOVES):
        state = nb.deal("dingniu", hands, **({o.name: not o.default} if o else {}))
        for move in moves.split(", "):  # as far as the deal lasts under the variant
            if not state.is_terminal():
                state.apply_action(move)
        r, b = state.results[0], state.results[0].suanzhang
        block = f"P{b.creator + 1} {b.kind}" + ("" if b.blamed else " (forced)") if b else "none"
        rows[-1].append(f"{block}; {r.ending}; {r.payments}")
nb.table(["Variant", "Deal A", "Deal B"], rows)

# %% [markdown]
# * **`suanzhang=False`** drops the block: in deal A, P4 wins on 26 pips at the plain 6,
#   1, 2, 3; in deal B play goes on and P3 lays all his tiles.
# * **`smothered_suanzhang=False`** keeps the classic blocks only: deal A is unchanged; in
#   deal B play goes on, until P2 is forced into a two-three block (not held against him).
# * **`doubles_after_suanzhang=False`** ends the deal at a classic block: in deal A the
#   [4:4] stay in hand, and P2 wins doubled instead of paying 12. A smothered block ends
#   the deal anyway, so deal B is unchanged. The default follows the GuPai site.
# * **`forced_suanzhang_counts=True`** blames a maker who had no choice: P2 had, so deal A
#   is unchanged; in deal B P3 now pays 12. The default follows navpil, the only source
#   on this point.
# * `deals` sets the length of a match; the winner of each deal leads the next.
#
# ## How often do blocks happen?
#
# Here are 400 deals between the library's bots (shuffles 0 to 399). The bot makes a
# block only when it expects to win with it, and avoids one otherwise, but it cannot
# always avoid one: in bot play blocks are common, two-three above all, and many of them
# are forced on their maker.

# %%
ends = [gw.play(game, seed=seed).end().results[0] for seed in range(400)]
blocked = [r for r in ends if r.suanzhang]
print(len(blocked), "of 400 deals had a SuanZhang")
display(nb.odds((r.suanzhang.kind for r in blocked), of=400, label="Kind of block"))
nb.odds((("maker won" if r.suanzhang.creator == r.winner else "maker lost") if r.suanzhang.blamed
         else "forced" for r in blocked), of=400, label="Outcome of the block")

# %% [markdown]
# ## How to play well
#
# The game's bot weighs each play by the pips it saves and the ends it leaves, makes a
# SuanZhang only when it expects to win with it, and lays its lightest tile face down when
# it must (a tile that can never be played first). The search bot (the "normal" level)
# tries moves instead: in deals sampled to fit what its seat has seen, it plays each move
# out to the settlement, blocks and their doublings included, and keeps the one that does
# best. The game's bots played 200 deals; at each move with a choice the search bot chose
# too, and wherever the two differed, both moves were valued again in 20 fresh deals
# sampled the same way (`python scripts/page_stats.py dingniu` writes these counts beside
# this notebook). The table gives, for each kind of move, how often they differed, whose
# tile was heavier, and the points the search bot's move gained, ± its standard error.
#
# * **Lead a heavy tile.** The places are ranked by the pips left in hand, so the
#   first tile out of your hand may as well be a heavy one: on the first lead the search bot
#   chose another tile 21% of the time, usually a heavier one (33 of 42), and gained 1.05
#   points.
# * **No weight rule finds the best play.** In 21% of ordinary plays the search bot
#   chose another tile, as often lighter as heavier (126 and 123 of 321), and gained 1.25
#   points, its largest gain: which tile is best depends on the ends it leaves, for you
#   and for the others, and only looking ahead finds it.
# * **Face down, a heavier tile is sometimes the better loss, but it matters little.** In
#   18% of these moves the search bot laid down another tile, nearly always a heavier one
#   (135 of 149), for only 0.27 points: a tile kept in hand counts either way unless it
#   can still be played.
#
# Each gain is more than three standard errors.

# %%
nb.search_table(nb.stats("dingniu")["all"]["search"]["choices"], unit="points", digits=2)

# %% [markdown]
# ## Rules at a glance
#
# Every rule on this page, its source, and the tests in `tests/games/test_dingniu.py`
# that check it on fixed deals. "GuPai" is the GuPai site's
# [DingNiu page](https://navpil.github.io/gupai/connecting-games/ding-niu.html) with its
# [connecting games page](https://navpil.github.io/gupai/connecting-games.html) for the
# play DingNiu shares with JieLong; "navpil" the [GuPai programs](https://github.com/navpil/gupai)
# by the same author. Where the two differ, [Sources and disagreements](../sources.md)
# gives the option that plays each reading.
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Tests</th></tr>
# <tr><td>24 tiles: 22 civil and the bull pair [6:3] [6:2]; 12 doubles</td>
# <td>GuPai</td><td>
# <code>test_set_is_22_civil_tiles_and_the_bull_pair_gupai</code></td></tr>
# <tr><td>Halves on non-double tiles: one 2, two 4s, three 3s, four 5s, six 1s, eight 6s</td>
# <td>GuPai</td><td>
# <code>test_non_double_halves_per_number_are_uneven_gupai</code></td></tr>
# <tr><td>Four players, six tiles each, not eight (24 / 4 = 6)</td>
# <td>GuPai, navpil</td><td>
# <code>test_four_players_get_six_tiles_each_not_eight_gupai</code></td></tr>
# <tr><td>P1 leads any tile in the first deal, and both its ends stay open</td>
# <td>GuPai, navpil</td><td>
# <code>test_p1_leads_any_tile_and_both_ends_stay_open_gupai_navpil</code></td></tr>
# <tr><td>A tile may match either open end</td>
# <td>GuPai</td><td>
# <code>test_two_arms_tiles_match_either_end_gupai</code></td></tr>
# <tr><td>Nothing fits: one tile of your choice goes face down and counts against you</td>
# <td>GuPai, navpil</td><td>
# <code>test_a_player_who_cannot_match_lays_a_tile_face_down_gupai_navpil</code></td></tr>
# <tr><td>No laying face down when a tile fits; an illegal move changes nothing</td>
# <td>GuPai</td><td>
# <code>test_a_player_who_can_match_may_not_lay_face_down_gupai</code><br>
# <code>test_illegal_moves_are_refused_and_change_nothing</code></td></tr>
# <tr><td>The deal ends when every tile is laid; the score is the pips face down</td>
# <td>GuPai</td><td>
# <code>test_deal_ends_when_every_tile_is_placed_and_face_down_pips_count_gupai</code></td></tr>
# <tr><td>The deal ends when nobody can play again; tiles in hand count</td>
# <td>GuPai, navpil</td><td>
# <code>test_deal_ends_when_no_hand_can_play_again_and_hands_count</code></td></tr>
# <tr><td>Fewest pips takes 6; the others pay 1, 2, 3 by place</td>
# <td>GuPai</td><td>
# <code>test_scoring_six_one_two_three_without_suanzhang_gupai</code></td></tr>
# <tr><td>Tie for first: the lower hand wins; tie below: the upper hand ranks higher</td>
# <td>GuPai</td><td>
# <code>test_rank_players_tie_rules</code><br>
# <code>test_tie_for_first_goes_to_the_lower_hand_and_lower_ties_to_the_upper_hand_gupai</code><br>
# <code>test_tie_paradox_adam_beats_george_gupai</code><br>
# <code>test_ranking_counts_hands_from_the_first_player_not_from_p1</code></td></tr>
# <tr><td>SuanZhang fours, as soon as the second [6:4] goes six to six</td>
# <td>GuPai</td><td>
# <code>test_suanzhang_fours_when_the_second_6_4_meets_six_to_six_gupai</code></td></tr>
# <tr><td>SuanZhang ones, two-three and fives; no other classic kind</td>
# <td>GuPai, navpil</td><td>
# <code>test_classic_suanzhang_kinds_gupai_navpil</code><br>
# <code>test_random_deals_settle_as_the_rules_allow</code></td></tr>
# <tr><td>Smothered fives and fours end the deal at once</td>
# <td>GuPai, navpil</td><td>
# <code>test_smothered_fives_ends_the_deal_and_counts_for_its_maker_gupai_navpil</code><br>
# <code>test_smothered_fours_navpil_example</code></td></tr>
# <tr><td>The maker wins: every payment doubled (12, 2, 4, 6)</td>
# <td>GuPai</td><td>
# <code>test_suanzhang_creator_wins_every_payment_doubled_gupai</code></td></tr>
# <tr><td>The maker loses: he alone pays 12 to the winner</td>
# <td>GuPai</td><td>
# <code>test_suanzhang_creator_loses_he_alone_pays_12_gupai</code></td></tr>
# <tr><td>Doubles may follow a classic block, which stays its maker's</td>
# <td>GuPai (a lean)</td><td>
# <code>test_doubles_may_be_added_after_suanzhang_blame_stays_with_creator_gupai</code></td></tr>
# <tr><td>A block the player could not avoid is not held against him</td>
# <td>navpil</td><td>
# <code>test_a_suanzhang_the_player_could_not_avoid_is_not_held_against_him_navpil</code></td></tr>
# <tr><td>A maker on 0 pips who loses the tie still pays 12</td>
# <td>GuPai (navpil differs)</td><td>
# <code>test_a_zero_pip_maker_who_loses_the_tie_still_pays_12_gupai</code></td></tr>
# <tr><td>The options, and both deals under every variant</td>
# <td>GuPai, navpil (where they differ)</td><td>
# <code>test_option_no_doubles_after_suanzhang_ends_the_deal_at_once</code><br>
# <code>test_option_forced_suanzhang_counts</code><br>
# <code>test_smothered_blocks_are_ordinary_play_without_the_option</code><br>
# <code>test_options_side_by_side_on_the_same_deals</code></td></tr>
# <tr><td>The winner of a deal leads the next</td>
# <td>navpil</td><td>
# <code>test_the_winner_leads_the_next_deal_navpil</code></td></tr>
# </table>
#
# ## A whole deal between the bots
#
# Step through this deal (shuffle 133) with the buttons, the slider or the arrow keys;
# the caption under the table explains each move. Watch P1 make a fours block with his
# second tile, P3 and P1 still add their [4:4] after it while P2 and P4 have to lay tiles
# face down, and P1 collect double because he ends with the fewest pips.

# %%
gw.ReplayViewer(gw.play(game, seed=133), views=(None,))

# %% [markdown]
# ## Play it yourself
#
# In a live notebook (run `make lab` in the project and open this page), the cell below
# seats you at P1 against three bots: click a bright tile to play it (a tile that fits
# both ends asks which one), and the bots answer at once. The website has no Python behind
# it, so there the cell shows the deal as P1 sees it, before the first move.

# %%
gw.PlayTable(game, seat=0, seed=40)

# %% [markdown]
# ## An option side by side: SuanZhang on or off
#
# The same deal with and without the SuanZhang block, played by the same bots.

# %%
gw.compare("dingniu", {"SuanZhang": {}, "no SuanZhang": {"suanzhang": False}}, seed=2)

# %% [markdown]
# ## Sources
#
# * The GuPai site's [DingNiu page](https://navpil.github.io/gupai/connecting-games/ding-niu.html)
#   and its [connecting games page](https://navpil.github.io/gupai/connecting-games.html)
#   (JieLong, which DingNiu builds on).
# * The Chinese rules on [Baidu Wenku](https://wenku.baidu.com/view/ae426c0dfc4ffe473368ab39),
#   which the GuPai site cites (Baidu asks for a login to read it whole; every rule taken
#   from it is also on the GuPai site's page).
# * navpil's [GuPai programs](https://github.com/navpil/gupai) (`DingNiuSimulation`,
#   `ClassicSuanZhang`, `GraphSuanZhang`), as a second opinion, and their
#   [Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md), whose "each gets 8" these
#   pages do not follow.
# * [Sources and disagreements](../sources.md): where these sources differ, and the option
#   that plays each reading.
