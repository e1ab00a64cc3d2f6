# %% [markdown]
# # PaiGow 牌九
#
# **PaiGow** 牌九 (*pái jiǔ*, "tile nine") is the best-known gambling game played with
# Chinese dominoes. Every player plays against one **banker**: each gets four
# [tiles](tiles.ipynb) and splits them, face down, into two hands of two tiles, a
# **higher** and a **lower** hand. At the showdown your higher hand meets the banker's
# higher hand and your lower hand the banker's lower hand. Win both and you win your stake;
# lose both and you lose it; one of each is a **push**, and your stake comes back. The
# whole skill of the game is the split, so this page is about how to split and what your
# chances are, worked out exactly.
#
# Every table, drawing, number and caption on this page is produced by the `gupai_widgets`
# library while the notebook runs.

# %%
from itertools import combinations

from IPython.display import display
from matplotlib.figure import Figure

import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.mod10.paigow import Ranking, Rules, house_edge, house_way, split_odds

ranking = Ranking()

# %% [markdown]
# ## What a two-tile hand is worth
#
# A hand of two tiles is one of these, from the best down:
#
# 1. **Gee Joon** 至尊, the supreme pair: [4:2] with [2:1].
# 2. A **civil pair**: the two copies of one civil tile, ranked in the civil order (Heaven
#    [6:6] highest, then Earth [1:1], Man [4:4], Harmony [3:1], Plum [5:5], Long three
#    [3:3], Bench [2:2], Axe [6:5], Red-head ten [6:4], Long-leg seven [6:1], Red mallet
#    six [5:1]).
# 3. A **military pair**: the two military tiles of the same total: Nines [6:3][5:4],
#    Eights [6:2][5:3], Sevens [5:2][4:3], Fives [4:1][3:2].
# 4. **Wong**: Heaven or Earth with a nine, worth 11.
# 5. **Gong**: Heaven or Earth with an eight, worth 10.
# 6. Otherwise the **points**: the pips added up, keeping only the last digit (9 is best,
#    0 worst). The two Gee Joon tiles are wild here: each counts **3 or 6**, whichever is
#    better for its hand.

# %%
why = {"4:2 2:1": "the supreme pair", "6:6 6:6": "a civil pair, the best",
       "6:3 5:4": "a military pair", "6:6 6:3": "Heaven with a nine",
       "1:1 5:3": "Earth with an eight", "6:5 4:4": "11 + 8 = 19",
       "4:2 6:5": "[4:2] as 6: 6 + 11 = 17", "2:1 6:4": "[2:1] as 6: 6 + 10 = 16",
       "5:5 6:4": "10 + 10 = 20"}
display(nb.groups([(ranking.name(*gw.tiles(h)), h) for h in why], height=60))
nb.table(["Hand", "Worth", "Why"], [(h, ranking.name(*gw.tiles(h)), w) for h, w in why.items()])

# %% [markdown]
# ### Ties: the higher tile, copies and zero against zero
#
# Two hands of the same worth are decided by the **higher single tile** of each hand, in the
# same order as the pairs (civil tiles from Heaven down, then the military nines, eights,
# sevens and fives); only that one tile counts. If the higher tiles are equal too, the hands
# are **copies** and the banker wins. Two hands of **0 points** also go to the banker,
# whatever their tiles. So [1:1][6:1] (9 points, Earth) beats [6:5][6:2] (9 points, Axe),
# while [5:5][5:4] against [5:5][6:3] is a copy: Plum against Plum, the lower tiles never
# count.
#
# ## A round, move by move
#
# Four players, a match of four rounds. Each round begins by offering the **bank**: P1 is
# asked first, may take it or pass it on, and the last seat asked must take it. Then every
# other player **stakes** 1, 2 or 3 (the banker covers every stake), the tiles are dealt,
# and each seat splits its four tiles face down, the banker last. Here P1 takes the bank.

# %%
deal = [row.split() for row in ("6:5 6:2 5:5 3:3", "1:1 4:4 6:6 4:2", "2:2 2:2 6:3 5:1", "6:4 5:4 4:3 3:1")]
game = gw.load_game("paigow")  # 4 players, 4 tiles each, 4 rounds
state = game.new_initial_state(hands=deal, dealer=0, seed=2)
nb.play(state, "take bank, stake 1, stake 2, stake 3")

# %% [markdown]
# P2 holds [1:1][4:4][6:6][4:2]. The three ways to split it, and how each does against
# **every** hand the banker can hold from the 28 tiles P2 cannot see (the banker splitting
# by the library's house way, see below), counted exactly:

# %%
hand = state.hands[1]
odds = sorted(split_odds(hand, game.rules), key=lambda o: -o.expectation)
nb.table(
    ["Split (high / low)", "Hands", "Win %", "Push %", "Lose %", "Worth per stake"],
    [(" ".join(map(str, o.split[0])) + " / " + " ".join(map(str, o.split[1])),
      f"{ranking.name(*o.split[0])} / {ranking.name(*o.split[1])}",
      f"{100 * o.wins / o.hands:.1f}", f"{100 * o.pushes / o.hands:.1f}",
      f"{100 * o.losses / o.hands:.1f}", f"{o.expectation:+.3f}") for o in odds],
)

# %% [markdown]
# Earth Gong with 8 points wins more than half the time. Keeping Heaven and Earth together
# (a Heaven Gong needs the [4:4]) looks strong but leaves a weak lower hand. The others
# split, the banker last, and the showdown settles every player against the bank:

# %%
display(nb.play(state, "1:1 4:4 / 6:6 4:2, 2:2 2:2 / 5:1 6:3, 6:4 5:4 / 3:1 4:3, 6:5 6:2 / 5:5 3:3"))
state

# %% [markdown]
# The table after the showdown: each seat's two hands with their worth, the players' hands
# that beat the banker's outlined, and under each name what the round won or lost. The
# words over the middle already offer the bank to P2 for the next round; the hands stay
# face up until its tiles are dealt.
#
# ## How the banker splits: a house way
#
# Casinos set the banker's hand by a fixed book, the *house way*. The library's house way
# is its own and short: take the split whose two hands together beat the most two-tile
# hands, counting for each hand the share of all 496 two-tile hands of the set it beats as
# the banker. (If the players' hands were random, that split would give the banker the best
# expectation: he wins when both his hands win and loses when both lose.) The game's bot
# plays it as the banker; as a player it plays the split worth most, as in the table above.

# %%
for text in ("6:5 6:2 5:5 3:3", "6:6 6:3 5:5 2:1", "6:6 6:6 5:5 2:1"):
    high, low = house_way(gw.tiles(text), game.rules)
    print(f"{text}: {' '.join(map(str, high))} ({ranking.name(*high)}) high, "
          f"{' '.join(map(str, low))} ({ranking.name(*low)}) low")

# %% [markdown]
# ## How often each hand comes
#
# Of the 496 two-tile hands the set can make, most are plain points; the pairs, Wongs and
# Gongs together are about one hand in twelve.

# %%
scores = [ranking.score(a, b)[0] for a, b in combinations(gw.chinese_set(), 2)]
kinds = {"0-9 points": [s for s in scores if s < 10], "Gong": [s for s in scores if s == 10],
         "Wong": [s for s in scores if s == 11],
         "military pair": [s for s in scores if 12 <= s <= 15],
         "civil pair": [s for s in scores if 16 <= s <= 26],
         "Gee Joon": [s for s in scores if s == 27]}
figure = Figure(figsize=(7, 2.6))
axes = figure.subplots(1, 2, gridspec_kw={"width_ratios": [3, 2]})
points = [scores.count(p) for p in range(10)]
axes[0].bar(range(10), points, color="#8c2d19")
axes[0].set(xticks=range(10), xlabel="points", ylabel="two-tile hands",
            title="Plain points hands")
axes[1].barh(list(kinds)[1:], [len(v) for v in list(kinds.values())[1:]], color="#2d5f8c")
axes[1].set(title="The named hands", xlabel="two-tile hands")
figure.tight_layout()
print(f"{len(scores)} hands:", ", ".join(f"{k} {len(v)}" for k, v in kinds.items()))
nb.plot(figure)

# %% [markdown]
# ## Rules at a glance
#
# Every rule on this page, where it comes from, and the test that checks it on fixed hands
# with the result worked out by hand. "Wikipedia", "pagat", "GuPai" (the GuPai site) and
# "navpil" (the navpil/gupai program) are the pages listed under Sources below; "the
# library" marks a choice these pages make where the sources leave one open.
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test</th></tr>
# <tr><th colspan="3"><code>tests/games/test_paigow.py</code></th></tr>
# <tr><td>Hands rank Gee Joon, civil pairs (Heaven first), military pairs, Wong, Gong, then
# points</td><td>Wikipedia, GuPai</td>
# <td><code>test_hand_ranking_from_gee_joon_down_to_the_points</code></td></tr>
# <tr><td>Points are the last digit of the pips; a Gee Joon tile counts 3 or 6, whichever
# is better</td><td>Wikipedia</td>
# <td><code>test_gee_joon_tiles_count_three_or_six_apart</code></td></tr>
# <tr><td>Equal hands: only the higher single tile decides ([1:1][6:1] beats
# [6:5][6:2])</td><td>Wikipedia</td>
# <td><code>test_the_higher_single_tile_breaks_a_tie_of_points</code></td></tr>
# <tr><td>Copies ([5:5][5:4] against [5:5][6:3]) go to the banker; option: a push</td>
# <td>Wikipedia; navpil</td>
# <td><code>test_a_copy_goes_to_the_banker_or_is_a_push</code></td></tr>
# <tr><td>Two hands of 0 points go to the banker; option: the higher tile decides</td>
# <td>Wikipedia, GuPai</td>
# <td><code>test_zero_against_zero_goes_to_the_banker</code></td></tr>
# <tr><td>Breaking a tie, the Gee Joon tiles are the lowest; option: [4:2] ranked between
# the sevens and the fives</td><td>pagat; GuPai</td>
# <td><code>test_gee_joon_tiles_lowest_or_ranked_in_a_tie</code></td></tr>
# <tr><td>Man [4:4] counts as the eight of a Gong; option: only the military eights</td>
# <td>Wikipedia, GuPai</td>
# <td><code>test_man_counts_in_a_gong_only_with_the_option</code></td></tr>
# <tr><td>The bank is offered round the table and moves on after every round; the last seat
# asked must take it</td><td>GuPai; the library (the last seat)</td>
# <td><code>test_the_bank_is_offered_round_the_table_and_the_last_must_take_it</code>,
# <code>test_stakes_are_paid_by_the_banker_and_the_match_adds_up</code></td></tr>
# <tr><td>Each other player stakes 1, 2 or 3 in turn; the banker covers every stake</td>
# <td>the library</td>
# <td><code>test_every_player_stakes_1_2_or_3_in_turn_from_the_banker_s_left</code>,
# <code>test_stakes_are_paid_by_the_banker_and_the_match_adds_up</code></td></tr>
# <tr><td>Four tiles split into a higher and a lower hand of two: three ways, fewer with two
# equal tiles</td><td>Wikipedia, pagat</td>
# <td><code>test_four_tiles_split_three_ways_and_equal_tiles_fewer</code></td></tr>
# <tr><td>A split uses the seat's own four tiles; anything else is refused and changes
# nothing</td><td>the library</td>
# <td><code>test_a_split_must_be_one_of_the_seats_own</code></td></tr>
# <tr><td>Splits lie face down until the showdown; the banker splits last</td>
# <td>Wikipedia; the library (the order)</td>
# <td><code>test_a_split_stays_hidden_until_the_showdown_and_other_tiles_do_not_matter</code>
# </td></tr>
# <tr><td>Win both hands: win the stake; lose both: lose it; one of each: a push (this
# page's round)</td><td>Wikipedia, pagat</td>
# <td><code>test_both_hands_win_one_each_is_a_push_both_lose</code></td></tr>
# <tr><td>The family game: two tiles each, one comparison</td><td>GuPai</td>
# <td><code>test_family_odds_against_every_two_tile_banker_hand</code>,
# <code>test_man_counts_in_a_gong_only_with_the_option</code></td></tr>
# <tr><td>The house way: the split whose two hands beat the most two-tile hands</td>
# <td>the library</td>
# <td><code>test_the_banker_table_splits_every_hand_by_the_house_way</code></td></tr>
# <tr><td>The odds of a split count every hand the banker can hold, exactly</td>
# <td>the library</td>
# <td><code>test_split_odds_count_every_banker_hand_exactly</code>,
# <code>test_the_plain_python_odds_equal_the_numpy_count</code></td></tr>
# <tr><td>The bot splits to the best odds as a player and by the house way as the
# banker</td><td>the library</td>
# <td><code>test_the_player_bot_plays_the_split_worth_most_and_the_banker_the_house_way</code>
# </td></tr>
# </table>
#
# ## The rules where the sources differ, side by side
#
# Each point where the sources disagree is an option of the game, with the reading most
# sources give as the default:
#
# * `gee_joon_ties`: pagat makes the two Gee Joon tiles the **lowest** tiles when the higher
#   tile breaks a tie; the GuPai site ranks [4:2] between the sevens and the fives.
# * `man_gong`: Wikipedia and the GuPai site count Man [4:4] as the eight of a Gong.
# * `ties`: copies go to the banker, or (navpil's family game) are a push.
# * `zero_zero`: two zero hands go to the banker, or the higher tile decides.
# * `tiles`: the family game deals two tiles each, one hand, one comparison.
# * `rounds`: how many rounds the match lasts.

# %%
nb.options(game)

# %% [markdown]
# The same hands give different results under each reading (P2 holds the first hand, the
# banker the second; two tiles each, the family game):

# %%
cases = [("4:2 4:1", "3:2 2:1", "gee_joon_ties", "ranked"),
         ("6:6 4:4", "6:5 2:2", "man_gong", False),
         ("5:5 5:4", "5:5 6:3", "ties", "push"),
         ("5:5 6:4", "5:1 2:2", "zero_zero", False)]
rows = []
for player, banker, name, value in cases:
    results = []
    for options in ({}, {name: value}):
        family = gw.load_game("paigow", players=2, tiles=2, rounds=1, **options)
        round_ = family.new_initial_state(hands=[banker.split(), player.split()], dealer=0)
        round_.apply_action("take bank")
        round_.apply_action("stake 1")
        results.append(round_.result().scores[1])
    rows.append((f"{player} against {banker}", name, *results))
nb.table(["P2 against the banker", "Option", "Default", "Other reading"], rows)

# %% [markdown]
# ## The banker's edge, exactly
#
# Over every deal a player can get (all 35,960 four-tile hands, each against all 20,475
# banker hands of the other tiles), here is what a player earns per stake when he splits
# each hand to maximise his expectation and the banker splits by the house way. The sum runs
# over every hand once, grouped by faces, a few seconds per rule set.

# %%
variants = {"default": Rules(), "Gee Joon ranked": Rules(Ranking(gee_joon_low=False)),
            "no Man Gong": Rules(Ranking(man_gong=False)), "copies push": Rules(ties="push"),
            "0–0 by tile": Rules(zero_zero=False)}
edges = {name: house_edge(rules) for name, rules in variants.items()}
family_edges = {name: house_edge(rules, 2) for name, rules in variants.items()}
display(nb.table(
    ["Rules", "Win %", "Push %", "Lose %", "Player per stake", "Family game, player"],
    [(name, f"{100 * e.win:.2f}", f"{100 * e.push:.2f}", f"{100 * e.lose:.2f}",
      f"{e.expectation:+.4f}", f"{family_edges[name].expectation:+.4f}")
     for name, e in edges.items()],
))
axes = (figure := Figure(figsize=(7, 2.4))).subplots()
names = list(edges)
axes.barh(names, [100 * edges[n].expectation for n in names], color="#2d5f8c",
          label="four tiles, best split against the house way")
axes.barh(names, [100 * family_edges[n].expectation for n in names], color="#8c2d19",
          height=0.35, label="family game (two tiles)")
axes.axvline(0, color="black", linewidth=0.8)
axes.set(xlabel="player's expectation, % of the stake", title="Who has the edge, per rule set")
axes.invert_yaxis()
axes.legend(loc="lower right", fontsize=8)
figure.tight_layout()
nb.plot(figure)

# %% [markdown]
# The answer surprises: a player who splits perfectly **beats** this house way by about
# 2.3% of his stake, although copies and 0–0 hands go to the banker. A fixed house way can
# be exploited by a player who counts; a banker who splits the same way as his players
# keeps a small edge. In the family game, where nobody splits, the copies give the banker
# a small edge (0.7%), and pushing copies all but removes it. (Casinos take a commission
# on wins for the same reason.)
#
# ## How to play well
#
# The split is the whole skill, and simple rules for it cost money. Here is every hand a
# player can be dealt, split three ways, each against every banker hand of the other tiles
# split by the house way. The counts are exact (`python scripts/page_stats.py paigow`
# writes them beside this notebook, in about a minute): what the player earns per stake,
# and how many of the 35,960 four-tile hands each way splits as well as the best split.
#
# * **Count, and you beat this banker.** The best split, which the game's bot plays, earns
#   +2.35% of the stake per round.
# * **Don't copy the banker's house way.** It earns −1.16%, 3.5% of a stake less than the
#   best split, and finds the best split in only 71% of hands. It is made for the bank,
#   which wins copies, not for a player.
# * **"Make the high hand as high as you can" comes close but still loses.** Put the
#   highest hand the four tiles make in front, and the best low hand that leaves: you earn
#   −0.15%, 2.5% of a stake below the best split, and miss the best split in a quarter of
#   hands. In those hands a stronger low hand is worth more than the top high hand.

# %%
split = nb.stats("paigow")["all"]  # each way's wins less its losses, over every deal
nb.table(["A player who splits by", "Player per stake", "Hands split the best way"],
         [(way, f"{worth / split['deals']:+.2%}", f"{split['best too'][way] / split['best too']['best split']:.0%}")
          for way, worth in split["worth"].items()])

# %% [markdown]
# ## A whole match between the bots
#
# Four bots play a match of four rounds, every hand open; step through it with the buttons
# or the slider. The captions say what each split is worth and, at each showdown, how every
# player fared against the bank.

# %%
gw.ReplayViewer(gw.play(game, seed=5), views=(None,))

# %% [markdown]
# ## Play it yourself
#
# Run this cell in a live notebook (`make lab`) and you take P1's seat against three bots:
# take or pass the bank, stake, and choose your split from the buttons. On the website,
# **Play**, just above the table, starts the same table in your browser; until then the cell
# shows the game as P1 sees it.

# %%
gw.PlayTable(game, seat=0, seed=3)

# %% [markdown]
# ## Sources
#
# * [Wikipedia: Pai gow](https://en.wikipedia.org/wiki/Pai_gow): the ranking, Wong and Gong,
#   the Gee Joon tiles as 3 or 6, the higher-tile rule, copies to the banker.
# * [pagat.com: Pai Gow](https://www.pagat.com/tile/cdom/paigow.html): the game, the Gee Joon
#   tiles as the lowest tiles in a tie.
# * [The GuPai site: Pai Gow](https://navpil.github.io/gupai/gambling-games/pai-gow.html):
#   the ranked Gee Joon tiles, Man in a Gong, the family two-tile game and the bank moving
#   round the table.
# * The [navpil/gupai](https://github.com/navpil/gupai) Java project (`mod10/paigow`), a
#   second opinion on the rules.
# * [Sources and disagreements](../sources.md): where these sources differ, and the option
#   that plays each reading.
