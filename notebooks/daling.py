# %% [markdown]
# # DaLing 打零
#
# **DaLing** 打零 (*dǎ líng*, "play zeroes") is a gambling game from Macao in which the banker
# settles nothing: he turns up two **table tiles**, and up to five players, six
# [tiles](tiles.ipynb) each, split them face down into a **single**, a **pair** and **three
# tiles**. Each group aims at the table's points, exactly. Whoever hits the target with
# a group takes the other players' stakes on that group; whoever hits it with all three takes
# everything. The GuPai site calls it the most elegant of the gambling games.
#
# Everything drawn or counted below is produced by the `gupai_widgets` library as the
# notebook runs.

# %%
from matplotlib.figure import Figure

import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.mod10.daling import beat_edge, colour, match_odds, stack, target


def deal(table, *splits, moves=False, **options):
    """P1 banks and every player stakes; each player's six tiles written as his split, and
    with `moves` each split made."""
    rest = stack(table, *(s.replace("/", " ") for s in splits))
    state = nb.deal("daling", "", rest=rest, dealer=0, rounds=1, **options)
    nb.play(state, "take bank, " + ", ".join(["stake 3/7/15"] * (state.num_players - 1)))
    if moves:
        nb.play(state, *splits)
    return state


# %% [markdown]
# ## The table
#
# The last digit of the two table tiles' pips is the **target**; here [4:2] and [2:1] count
# their face value, 6 and 3. Four red pips or more on the table make a **red game**, fewer a
# **black game**: ties between players are broken by the pips of the game's colour (on a
# black game, every pip that is not red). In the players' hands [4:2] and [2:1] are wild:
# each counts 3 or 6.

# %%
tables = ["6:6 3:2", "6:5 2:1", "4:2 5:5", "4:1 6:3", "3:1 5:4"]
nb.table(["Table", "Target", "Game"],
         [(gw.Hand(t), target(gw.tiles(t)), colour(gw.tiles(t))) for t in tables])

# %% [markdown]
# ## Two absolute hands: the GuPai site's first example
#
# The table shows [6:6] [3:2]: 17, so the target is **7**, and the double six's red pips
# make a red game. P2 and P3 both make 7 in all three groups; P4 makes none. Each player
# stakes 3, 7 and 15 chips on his single, pair and three tiles.

# %%
one = ("6:6 3:2", "4:3 / 6:5 5:1 / 1:1 6:3 3:3", "5:2 / 6:6 4:1 / 2:2 2:2 5:4",
       "5:5 / 6:4 4:4 / 3:1 1:1 6:2")
state = deal(*one)
nb.play(state, *one[1:])

# %%
state

# %% [markdown]
# Both are **absolute winners**, so the red pips decide: P2's tiles show 7, P3's 15. P3
# takes every stake, 25 chips from each other player, and gives the banker one chip, the
# house's only income. Under each group: its pips of the game's colour when it makes the
# target, a dash when it does not.
#
# ## Group by group: the second example
#
# A black table, [6:5] [2:1]: 14, **4** points. Nobody makes 4 in all three groups, so each
# group is judged alone. Both singles make 4, and [2:2] has four black pips against
# [3:1]'s three. Both pairs make 4 ([4:2] counted 3 beside [6:5]); 13 black pips beat 6.
# Nobody makes 4 with three tiles, and those stakes stay where they are.

# %%
two = ("6:5 2:1", "2:2 / 4:2 6:5 / 6:4 5:5 6:3", "3:1 / 6:6 1:1 / 5:4 5:3 6:2",
       "1:1 / 3:3 5:1 / 6:1 5:2 4:3")
nb.play(deal(*two), *two[1:])

# %% [markdown]
# A split is a partition of the six tiles held: the library lists every one (60 for six
# different tiles) and refuses anything else, naming the tile used twice or not held. The
# tiles inside a group may come in any order:

# %%
nb.attempt(deal(*two), "6:5 / 4:2 6:5 / 6:4 5:5 6:3", "2:2 / 6:5 4:2 / 6:3 6:4 5:5")

# %% [markdown]
# ## Rules at a glance
#
# Every rule on this page, where it comes from, and the test that checks it on a fixed deal
# with the result worked out by hand. "GuPai" is the GuPai site's page, from the book on
# the games of Macao, and "navpil" the navpil/gupai program and its Readme, both listed
# under Sources below; "the library" marks a choice or a count these pages add.
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test</th></tr>
# <tr><th colspan="3"><code>tests/games/test_daling.py</code></th></tr>
# <tr><td>Up to five players and the banker; six tiles each, so five players use every
# tile</td><td>GuPai</td>
# <td><code>test_five_players_and_the_banker_use_every_tile</code></td></tr>
# <tr><td>The banker turns up two table tiles, seen by all; he plays no hand</td>
# <td>GuPai</td>
# <td><code>test_the_table_tiles_are_turned_up_for_every_seat_once_dealt</code>,
# <code>test_every_player_stakes_3_7_and_15_chips_and_the_caption_says_where_they_go</code>
# </td></tr>
# <tr><td>The target is the last digit of the table's pips, [4:2] and [2:1] at face value;
# four red pips or more make a red game</td><td>GuPai</td>
# <td><code>test_the_table_sets_the_target_at_face_value_and_the_colour_by_four_red_pips</code>
# </td></tr>
# <tr><td>In the players' groups [4:2] and [2:1] are wild, 3 or 6</td><td>GuPai</td>
# <td><code>test_the_gee_joon_tiles_are_wild_in_a_player_s_groups</code></td></tr>
# <tr><td>Each player stakes 3, 7 and 15 chips on his single, pair and three tiles; option:
# 1, 2 and 3</td><td>GuPai</td>
# <td><code>test_every_player_stakes_3_7_and_15_chips_and_the_caption_says_where_they_go</code>,
# <code>test_stakes_of_1_2_and_3_in_the_modern_simplification</code></td></tr>
# <tr><td>A split is a single, a pair and three tiles of the hand (60 for six different
# tiles); any other is refused and changes nothing</td><td>GuPai; the library</td>
# <td><code>test_every_legal_split_is_a_partition_of_the_hand_into_1_2_and_3</code>,
# <code>test_sixty_splits_of_six_different_tiles_fewer_with_a_pair</code>,
# <code>test_a_split_reusing_a_tile_or_using_one_not_held_is_refused_and_changes_nothing</code>
# </td></tr>
# <tr><td>The tiles inside a group may be written in any order</td><td>the library</td>
# <td><code>test_a_split_may_be_written_with_its_groups_in_any_order_inside</code></td></tr>
# <tr><td>The groups lie face down until the showdown</td><td>GuPai</td>
# <td><code>test_other_players_read_only_that_groups_were_set_face_down</code></td></tr>
# <tr><td>All three groups on target: the absolute winner takes every stake and gives the
# house one chip; between two, more pips of the game's colour win (the first example)</td>
# <td>GuPai</td>
# <td><code>test_example_1_two_absolute_hands_the_one_with_more_red_pips_takes_every_stake</code>
# </td></tr>
# <tr><td>Otherwise each group alone: the one on target with most pips of the game's colour
# takes that stake from every other player (the second example)</td><td>GuPai</td>
# <td><code>test_example_2_each_group_goes_to_the_match_with_most_pips_of_the_game_s_colour</code>,
# <code>test_the_winner_of_a_group_takes_its_stake_from_every_other_player</code></td></tr>
# <tr><td>A group still tied, or that nobody brings to the target, has no winner: the stakes
# stay</td><td>GuPai</td>
# <td><code>test_example_2_equal_singles_tie_and_the_stakes_stay</code></td></tr>
# <tr><td>Absolute winners tied on colour pips are judged group by group; option: the round
# is a push</td><td>GuPai; navpil</td>
# <td><code>test_tied_absolute_winners_are_judged_group_by_group</code>,
# <code>test_tied_absolute_winners_push_in_navpil_s_program</code></td></tr>
# <tr><td>At home there is no house fee (an option)</td><td>GuPai</td>
# <td><code>test_at_home_the_absolute_winner_pays_no_fee</code></td></tr>
# <tr><td>The older reading: each group against the banker's face-down hand, the last digit
# counting, 0 the highest</td><td>navpil</td>
# <td><code>test_older_reading_each_group_plays_the_banker_s_hand_zero_highest</code>,
# <code>test_older_reading_the_banker_s_tiles_lie_face_down_until_the_showdown</code></td></tr>
# <tr><td>The bank moves round the table after every round</td><td>navpil</td>
# <td><code>test_the_bank_moves_round_the_table_after_every_round</code></td></tr>
# <tr><td>An absolute hand comes 2 to 6 times in 100, by target, over every table and
# hand</td><td>the library</td>
# <td><code>test_match_odds_sum_over_every_table_and_hand</code></td></tr>
# <tr><td>In the older reading the players have a large edge</td><td>the library</td>
# <td><code>test_in_the_older_reading_the_players_have_a_large_edge</code></td></tr>
# <tr><td>The bot keeps an absolute hand, else matches the most stake; in the older reading
# it splits to the best expectation</td><td>the library</td>
# <td><code>test_the_bot_plays_an_absolute_hand_when_it_holds_one</code>,
# <code>test_the_bot_matches_the_most_stake</code>,
# <code>test_the_bot_splits_to_the_exact_best_expectation_in_the_older_reading</code></td></tr>
# </table>
#
# ## The rules where the sources differ
#
# The GuPai site leaves two ties open and suggests answers: absolute winners still tied on
# colour pips are judged group by group as if there were none; a group still tied has no
# winner. The navpil/gupai program pushes the whole round instead when absolute winners tie.
# At home there is no house fee. And navpil/gupai's older Readme reads the game as the other
# banker games: the banker's two tiles are his **hand**, face down, and each group plays
# against it, the last digit counting, 0 the highest (equal scores push: the Readme does
# not say).

# %%
nb.options("daling")

# %%
tied = ("5:4 6:3", "4:4 / 6:6 5:1 / 6:5 6:4 6:1", "4:4 / 6:5 6:1 / 6:6 5:1 6:4",
        "1:1 / 5:5 3:3 / 2:2 3:1 5:2")
readings = {"groups (GuPai site)": {}, "push (navpil)": {"absolute_tie": "push"},
            "groups, no fee": {"house_fee": False}}
nb.results({name: deal(*tied, moves=True, **opts) for name, opts in readings.items()})

# %% [markdown]
# Above, P2 and P3 hold the same six tiles (each civil tile comes twice), both absolute on 20
# red pips, split two ways: group by group, P2's pair and P3's three tiles have more red.
# Below, one deal played by the bots under each reading, side by side:

# %%
gw.compare("daling", {"match the table": {"rounds": 1},
                      "beat the banker": {"rounds": 1, "reading": "beat"}}, seed=6)

# %% [markdown]
# ## The odds, exactly
#
# Every table pair (496) and every six-tile hand of the 30 tiles left, grouped by the last
# digit of each tile: for each target, the most stake a hand can match. An absolute hand is
# rare (2 to 6 hands in 100); about nine hands in ten can match the three tiles.

# %%
odds = match_odds()
kinds = [((1, 2, 3), "all three"), ((2, 3), "pair + three"), ((1, 3), "single + three"),
         ((3,), "three only"), ((1, 2), "single + pair"), ((2,), "pair only"),
         ((1,), "single only"), ((), "none")]
figure = Figure(figsize=(7.5, 3))
axes = figure.subplots()
bottom = [0.0] * 10
for key, label in kinds:
    share = [100 * o.best[key] for o in odds]
    axes.bar(range(10), share, bottom=bottom, label=label)
    bottom = [b + s for b, s in zip(bottom, share, strict=True)]
axes.set(xticks=range(10), xlabel="target", ylabel="% of hands",
         title="The most stake a six-tile hand can match, by target")
axes.legend(fontsize=7, bbox_to_anchor=(1, 1), loc="upper left")
nb.plot(figure, "the groups a DaLing hand can match, by target")

# %% [markdown]
# The banker of the match-the-table game risks nothing: his edge is the house fee on an
# absolute winner, at most one chip per absolute hand, so at most 4 hundredths of a chip
# per player and round against the 25 chips each stakes (two absolute hands in one round,
# which pay one fee or none, are rarer still). In the older reading he plays every
# group, and the exact sum over every deal (a player's six tiles, the banker's two of the
# other 26) shows why that reading cannot be the game: three tiles chosen from six, with wild
# tiles, nearly always beat two tiles taken as dealt.

# %%
edges = {"3-7-15": beat_edge((3, 7, 15)), "1-2-3": beat_edge((1, 2, 3))}
absolute = sum(o.chance * o.absolute for o in odds)
print(f"absolute hands, over every table: {absolute:.2%}; house fee per player and round "
      f"at most {absolute:.4f} chips")
nb.table(["Older reading, stakes", "Best split", "Random split", "Win (1/2/3 tiles)"], [
    (name, f"{e.best:+.1%}", f"{e.random:+.1%}", " / ".join(f"{w:.0%}" for w in e.win))
    for name, e in edges.items()], caption="a player's expectation per chip staked")

# %%
figure = Figure(figsize=(7, 1.8))
axes = figure.subplots()
axes.barh(["best split", "random split"], [100 * edges["3-7-15"].best,
                                           100 * edges["3-7-15"].random], color="#8c2d19")
axes.axvline(0, color="black", linewidth=0.8)
axes.set(xlabel="player's expectation, % of the chips staked",
         title="The older reading (beat the banker): the players' edge")
nb.plot(figure, "the players' edge in the older DaLing reading")

# %% [markdown]
# The game's bot looks at every split: in the match-the-table game it keeps an absolute
# hand when it has one, else the most stake matched, then the most pips of the game's colour
# where the stakes are higher; in the older reading, the split with the best exact
# expectation. It passes the bank on while it may.
#
# ## How to play well
#
# Matching a group wins nothing by itself: its stakes go to the one player who makes the
# target with the most pips of the game's colour, and nine hands in ten can make it with
# their three tiles. The game's bot ranks splits by the stake they match first and by the
# colour pips only after that. The search bot (the "normal" level) tries splits instead:
# in deals sampled to fit what its seat has seen (its six tiles and the table), it plays
# each one out against the other hands and keeps the one that wins most. The game's bots
# played 100 four-player matches of four rounds; at each decision the search bot chose
# too, and wherever the two differed, both choices were valued again in 20 fresh deals
# sampled the same way (`python scripts/page_stats.py daling` writes these counts beside
# this notebook). The table gives, for each decision, how often they differed and the
# chips the search bot's choice gained, ± its standard error.
#
# * **Split for the groups you can win, not for the most stake matched.** The search bot
#   split another way in 24% of the hands and gained 7.29 chips each time (± 0.37), of the
#   25 a player stakes: a group matched with few colour pips may be lost anyway, while
#   the same tiles could win another group.
# * **Taking the bank gains nothing.** Where the search bot would have taken it (8% of
#   the offers), it came out 1.03 chips worse (± 0.55), under two standard errors: no
#   measurable difference. The banker plays no hand and earns only the rare house fee.

# %%
nb.search_table(nb.stats("daling")["all"]["search"]["choices"], unit="chips", digits=2, kind="Decision")

# %% [markdown]
# ## A whole match between the bots, and a seat for you

# %%
gw.ReplayViewer(gw.play(gw.load_game("daling", players=6), seed=5), views=(None,))

# %%
gw.PlayTable(gw.load_game("daling"), seat=0, seed=3)

# %% [markdown]
# ## Sources
#
# * [The GuPai site: Da Ling](https://navpil.github.io/gupai/gambling-games/da-ling.html),
#   from a book on the games of Macao: the table tiles, the target and colour, the wild
#   tiles, the stakes, absolute winners, the two examples above, the house fee, and what to
#   do about ties.
# * The [navpil/gupai](https://github.com/navpil/gupai) Java project (`mod10/daling`), a
#   second opinion: tied absolute winners push; its Readme's older reading, each group
#   against the banker, 0 the highest; the banker moving round the table.
# * [A video showing DaLing](https://www.youtube.com/watch?v=PmtH7Ad4ayI) on a Korean game
#   channel (대한민국놀이 KoreanGame), which navpil's older Readme cites beside the Macao
#   book for its reading.
# * [Sources and disagreements](../sources.md): where these sources differ, and the option
#   that plays each reading.
