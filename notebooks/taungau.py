# %% [markdown]
# # Tau Ngau 鬥牛
#
# **Tau Ngau** 鬥牛 (Cantonese, "bull fight") is a banker game of almost pure luck: every
# seat, the banker included, gets five [tiles](tiles.ipynb), sets aside three whose pips add
# up to a multiple of ten (the **bull**) and scores the other two, keeping only the last
# digit of their total. Each player is then compared with the banker. The only skill is not
# to miss the best bull, so this page is mostly about the odds, worked out exactly over
# every hand and every deal.
#
# Everything drawn or counted below is produced by the `gupai_widgets` library as the
# notebook runs.

# %%
from io import StringIO
from itertools import combinations
from statistics import fmean

import matplotlib
from IPython.display import SVG, display
from matplotlib.figure import Figure

import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.mod10.taungau import (
    NO_BULL, Rules, best, bulls, decline_after_banker, describe, distribution, house_edge,
    keep_or_decline)

matplotlib.rcParams["svg.hashsalt"] = "taungau"  # fixed ids: the saved SVG never changes


def plot(figure):
    out = StringIO()
    figure.savefig(out, format="svg", metadata={"Date": None}, bbox_inches="tight")
    return SVG(out.getvalue())

# %% [markdown]
# ## The bull
#
# Three tiles make a bull when their pips add up to 10, 20 or 30. The two Gee Joon tiles
# [4:2] and [2:1] are wild: each counts **3 or 6**, as suits its holder, in the bull or in
# the two tiles scored. A hand where no three tiles make a multiple of ten has **no bull**
# and no score. Each way below is one of the bulls the library finds in the hand, best
# first:

# %%
hands = ["3:1 2:2 1:1 6:5 4:1", "2:1 5:2 6:6 4:4 5:5", "6:3 4:3 3:1 6:6 4:4",
         "1:1 2:1 3:3 4:2 5:1"]
nb.table(["Hand", "Bull", "Scored", "Worth"], [
    (gw.Hand(h), gw.Hand(w.bull) if w.made else "none", gw.Hand(w.rest), describe(w.points))
    for h in hands for w in bulls(gw.tiles(h))])

# %% [markdown]
# The second hand shows the one real decision: [2:1] can go into the bull ([2:1] as 3,
# [5:2] and [5:5]: 20), leaving 0 points, or stay out of it and count 6 beside [5:2]: 13,
# 3 points. The third scores 0 under pagat's rules but **10**, the best, in the Macao
# book's, where a zero with a bull counts ten.
#
# ## A round, move by move
#
# Four seats and a match of four rounds. The bank is offered round the table (the last seat
# asked must take it), each player stakes 1, 2 or 3, the tiles are dealt and everybody sets
# a bull aside face down, the banker last.

# %%
state = nb.deal("taungau", """3:3 6:1 5:2 5:4 2:2   3:1 2:2 1:1 6:5 4:1
                              6:6 4:4 5:5 3:1 1:1   3:2 4:4 5:1 5:3 6:2""", dealer=0)
nb.play(state, "take bank, stake 1, stake 2, stake 3, 1:1 3:1 2:2 / 6:5 4:1",
        "6:6 4:4 5:5 / 1:1 3:1, no bull, 3:3 6:1 5:2 / 2:2 5:4")

# %%
state

# %% [markdown]
# Under pagat's rules a banker with a bull passes the bank on; one who fails to make a bull
# keeps it for another round.
#
# ## Rules at a glance
#
# Every rule on this page, where it comes from, and the test that checks it on fixed hands
# with the result worked out by hand. "pagat", "GuPai" (the GuPai site, for the Macao
# book), "dominorules" and "navpil" are the pages listed under Sources below; "the library"
# marks a choice these pages make where the sources leave one open.
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test</th></tr>
# <tr><th colspan="3"><code>tests/games/test_taungau.py</code></th></tr>
# <tr><td>Three tiles make a bull when their pips add up to 10, 20 or 30</td>
# <td>pagat, dominorules</td>
# <td><code>test_three_tiles_make_a_bull_when_they_add_up_to_a_multiple_of_ten</code></td></tr>
# <tr><td>The other two tiles score the last digit of their pips</td><td>pagat, GuPai</td>
# <td><code>test_the_two_tiles_left_score_their_total_modulo_ten</code></td></tr>
# <tr><td>[4:2] and [2:1] are wild: each counts 3 or 6, in the bull or in the score</td>
# <td>pagat, dominorules</td>
# <td><code>test_a_wild_tile_counts_three_or_six_whichever_scores_better</code>,
# <code>test_the_best_bull_keeps_the_wild_tile_for_the_score</code></td></tr>
# <tr><td>A hand where no three tiles make a multiple of ten has no bull and no score</td>
# <td>pagat</td><td><code>test_a_hand_without_a_bull_has_no_score</code></td></tr>
# <tr><td>A zero with a bull is the lowest score; in the Macao book it counts ten, the
# best</td><td>pagat; GuPai</td>
# <td><code>test_zero_is_low_under_pagat_and_ten_when_high</code></td></tr>
# <tr><td>Each player stakes 1, 2 or 3; everyone sets a bull aside face down, the banker
# last</td><td>pagat (face down); the library (stakes, order)</td>
# <td><code>test_this_pages_round_and_its_second_deal_under_each_reading</code>,
# <code>test_the_tiles_set_aside_stay_hidden_until_the_showdown</code></td></tr>
# <tr><td>A seat that holds a bull must set one aside</td><td>pagat</td>
# <td><code>test_a_seat_with_a_bull_must_set_one_aside</code></td></tr>
# <tr><td>pagat: the higher score wins the stake; equal scores push</td><td>pagat</td>
# <td><code>test_pagat_the_higher_score_wins_the_stake_and_a_tie_pushes</code></td></tr>
# <tr><td>pagat: a bull beats no bull; two hands without a bull push</td><td>pagat</td>
# <td><code>test_pagat_no_bull_loses_to_a_bull_and_a_banker_without_one_pays_the_bulls</code>
# </td></tr>
# <tr><td>This page's round: 0, +1, +2, −3; then its second deal under each reading</td>
# <td>pagat, GuPai</td>
# <td><code>test_this_pages_round_and_its_second_deal_under_each_reading</code></td></tr>
# <tr><td>pagat: a banker without a bull keeps the bank; option: it moves on after every
# round</td><td>pagat; the library</td>
# <td><code>test_pagat_a_banker_without_a_bull_keeps_the_bank</code>,
# <code>test_the_bank_can_pass_after_every_round</code></td></tr>
# <tr><td>Macao book: the difference in points changes hands (1 against 10 costs nine
# stakes)</td><td>GuPai</td>
# <td><code>test_macao_the_difference_in_points_is_paid</code></td></tr>
# <tr><td>Macao book: a player without a bull pays four stakes, whatever the banker
# holds</td><td>GuPai</td>
# <td><code>test_macao_no_bull_pays_four_stakes_whatever_the_banker_holds</code></td></tr>
# <tr><td>A player with a bull must set one aside; option decline_bull: a player (not the
# banker) may decline it and pays as without a bull (4 stakes, not 9, for 1 point against
# 10)</td><td>pagat; dominorules; GuPai</td>
# <td><code>test_by_default_a_player_with_a_bull_may_not_decline_it</code>,
# <code>test_a_declined_bull_pays_four_stakes_where_the_bull_would_pay_nine</code>,
# <code>test_the_banker_may_not_decline_and_the_table_hears_only_no_bull</code></td></tr>
# <tr><td>Deciding before the banker, declining never pays; it would if the banker showed
# first</td><td>the library's count</td>
# <td><code>test_deciding_before_the_banker_declining_never_pays</code>,
# <code>test_declining_after_the_banker_shows_would_raise_the_players_edge</code></td></tr>
# <tr><td>C(32, 5) = 201,376 five-tile hands, each scored</td><td>the library</td>
# <td><code>test_the_distribution_counts_every_five_tile_hand</code></td></tr>
# <tr><td>pagat's rules give nobody an edge; the Macao book with zero as ten favours the
# players</td><td>GuPai</td>
# <td><code>test_pagat_gives_the_bank_no_edge_and_macao_with_zero_high_favours_the_players</code>
# </td></tr>
# <tr><td>The Macao book with zero as zero favours the banker</td><td>the library's
# count</td><td><code>test_macao_with_zero_low_favours_the_bank</code></td></tr>
# <tr><td>The bot sets aside the bull that scores most and stakes the most unless the rules
# favour the bank</td><td>the library</td>
# <td><code>test_the_bot_sets_aside_the_bull_that_scores_most</code>,
# <code>test_the_bot_stakes_high_unless_the_rules_favour_the_bank</code></td></tr>
# </table>
#
# ## The rules where the sources differ
#
# pagat.com and the Macao book (as the GuPai site gives it) settle differently. Under pagat
# the higher score wins the stake, a bull beats no bull and two hands without a bull push.
# Under the Macao book a player without a bull pays **four stakes** even when the banker has
# none, and otherwise the **difference in points** changes hands, so a 1 against a 10
# costs nine stakes. The same deal under each reading:

# %%
nb.options("taungau")

# %%
moves = "take bank, stake 1, stake 2, stake 3"
deal = """6:3 4:3 3:1 6:6 4:4   3:1 2:2 1:1 6:5 4:1
          6:4 6:4 5:5 5:5 6:5   1:1 2:1 3:3 4:2 5:1"""
readings = {"pagat (default)": {}, "zero high": {"zero": "high"},
            "Macao book": {"zero": "high", "settlement": "macao"}}
nb.results({name: nb.play_out(nb.deal("taungau", deal, moves, dealer=0, rounds=1, **opts))
            for name, opts in readings.items()})

# %% [markdown]
# ## Every hand, exactly
#
# There are C(32, 5) = 201,376 five-tile hands. The library scores each one (numpy, a
# fifth of a second) and counts the results:

# %%
low, high = distribution(), distribution(zero_high=True)
figure = Figure(figsize=(7, 2.6))
axes = figure.subplots()
labels = ["no bull", *map(str, range(11))]
axes.bar([x - 0.2 for x in range(12)], [low.get(r - 1, 0) for r in range(12)], 0.4,
         label="zero low (pagat)", color="#2d5f8c")
axes.bar([x + 0.2 for x in range(12)], [high.get(r - 1, 0) for r in range(12)], 0.4,
         label="zero counts 10 (Macao)", color="#8c2d19")
axes.set(xticks=range(12), xticklabels=labels, ylabel="hands", title="Five-tile hands by result")
axes.legend(fontsize=8)
print(f"no bull: {low[NO_BULL]:,} of 201,376 hands ({100 * low[NO_BULL] / 201376:.1f}%)")
plot(figure)

# %% [markdown]
# ## Who has the edge
#
# Summing over **every deal**, the player's five tiles and then the banker's five from the
# 27 left (16,257,084,480 deals, grouped by the last digit of each tile), both playing their
# best bull, a player's exact expectation per stake under each reading:

# %%
rules = {"pagat": Rules(), "zero high, pagat": Rules(zero_high=True),
         "zero low, Macao": Rules(settlement="macao"), "Macao book": Rules(True, "macao")}
edges = {name: house_edge(r) for name, r in rules.items()}
figure = Figure(figsize=(7, 2.2))
axes = figure.subplots()
axes.barh(list(edges), [100 * e.expectation for e in edges.values()], color="#2d5f8c")
axes.axvline(0, color="black", linewidth=0.8)
axes.set(xlabel="player's expectation, % of the stake", title="The edge, per reading")
axes.invert_yaxis()
display(nb.table(["Rules", "Win", "Push", "Lose", "Player per stake"], [
    (n, f"{100 * e.win:.2f}%", f"{100 * e.push:.2f}%", f"{100 * e.lose:.2f}%",
     f"{e.expectation:+.4f}") for n, e in edges.items()]))
plot(figure)

# %% [markdown]
# Under pagat's rules player and banker are dealt alike and settled alike, so neither has
# an edge: exactly zero, as the GuPai site says. The Macao book's rules favour the
# **players** by almost 10% when a zero with a bull counts ten (also as the GuPai site
# suspects), and the banker by as much when it counts zero. The game's bot sets aside the
# best bull and goes by these figures: it takes the bank unless they favour the players,
# and stakes the most unless they favour the bank (at even odds a seat that errs only
# gives away).

# %% [markdown]
# ## May a player decline his bull?
#
# Every source says a player *must* set three tiles aside when he can. But the GuPai site
# points out that under the Macao book's settlement a player can lose more by making a bull
# than by not making one: a 1-point bull against the banker's 10 pays nine stakes, no bull
# only four. So, it adds, it matters whether the banker sets his bull aside before or after
# the players, and the rules do not say. With the option `decline_bull=True` a player (not
# the banker, who could only lose by it) may say he has no bull although he could make one;
# the table hears "no bull" either way. The default follows the sources' "must". The GuPai
# site's case, P2 holding a 1-point bull against the banker's 10, kept and then declined:

# %%
bull_1 = """6:3 4:3 3:1 6:6 4:4   6:4 6:4 5:5 5:5 6:5   3:1 2:2 1:1 6:5 4:1"""
nb.results({f"P2 {how}": nb.play_out(nb.deal(
    "taungau", bull_1, f"take bank, stake 1, stake 1, {move}", dealer=0, rounds=1, players=3,
    zero="high", settlement="macao", decline_bull=True))
    for how, move in (("keeps his bull", "5:5 6:4 6:4 / 5:5 6:5"), ("declines it", "no bull"))})

# %% [markdown]
# In this library the players set their bulls aside first and the banker last, each
# unseen, so a player choosing must weigh every hand the banker may hold. The plot gives,
# for each score of a player's best bull, what keeping it is worth per stake over every
# deal (the joint table above), against the four stakes a hand without a bull always pays
# (the line): even a 1-point bull expects to lose only 3.33 stakes, since the banker often
# has no bull and counts 0. So declining never pays, the game's bot keeps every bull, and
# the option leaves the odds as they are.

# %%
macao = Rules(True, "macao")
kept = [keep_or_decline(macao, r)[0] for r in range(1, 11)]
figure = Figure(figsize=(7, 2.4))
axes = figure.subplots()
axes.bar(range(1, 11), kept, color="#2d5f8c", label="keep the bull")
axes.axhline(-4, color="#8c2d19", label="no bull: pay 4 stakes")
axes.set(xticks=range(1, 11), xlabel="points of the player's best bull",
         ylabel="stakes won per stake", title="Macao book, zero counts 10: keep or decline?")
axes.legend(fontsize=8, loc="upper left")
print(" ".join(f"{r}: {k:+.2f}" for r, k in zip(range(1, 11), kept, strict=True)))
plot(figure)

# %% [markdown]
# Had the banker shown his result first, as the GuPai site supposes he might, a player
# would decline whenever his bull falls more than four points short of the banker's. Over
# every deal (the joint table again, `decline_after_banker`) that happens in 7.7% of deals,
# and the players' edge grows from +0.098 to +0.279 stakes per stake (zero counting 10),
# and from −0.097 to +0.081 (zero counting 0): the order matters, as the site says. The
# library does not play that order, which no source describes.

# %%
nb.table(["Rules", "Player per stake, bull kept", "Declining after the banker shows",
          "Deals declined"],
         [(name, f"{house_edge(r).expectation:+.3f}", f"{after:+.3f}", f"{share:.1%}")
          for name, r in (("Macao book", macao), ("zero low, Macao", Rules(settlement="macao")))
          for after, share in [decline_after_banker(r)]])

# %% [markdown]
# ## How to play well
#
# The only decision is which bull to set aside, and the library counts every one of the
# 201,376 five-tile hands to show how to find the best one quickly.
#
# * **Without a Gee Joon tile, add up the whole hand.** Three tiles that make a bull add
#   up to a multiple of ten, so the other two always score the last digit of all five
#   tiles' total. Every bull in the hand scores the same, and finding one is enough. To
#   find it, look for two tiles whose total ends in that digit: the other three are the
#   bull. This holds for each of the 95,462 hands with a bull and no [4:2] or [2:1], 65%
#   of the 145,866 hands with a bull.
# * **With a Gee Joon tile, try it both ways.** In 18,728 of the 50,404 hands with a bull
#   and a wild tile (37%), the bull you choose changes the points: a bull taken at
#   random among the hand's bulls scores 2.09 points less than the best, on average. So
#   count the wild tile once as 3 and once as 6, in the bull and out of it, and keep the
#   way that leaves the most points. The game's bot always sets aside the best bull.
#
# Here is the count (pagat's rules, zero the lowest score; `bulls` lists a hand's ways
# best first, so `ways[0]` is the best):

# %%
hands = [bulls(hand) for hand in combinations(gw.load_game("taungau").pieces(), 5)]
made = [ways for ways in hands if ways[0].made]
plain = [ways for ways in made if not any(t.is_gee_joon for t in ways[0].bull + ways[0].rest)]
digit = [all(w.points == sum(t.pips for t in w.bull + w.rest) % 10 for w in ways) for ways in plain]
choice = [ways for ways in made if len({w.points for w in ways}) > 1]
lost = fmean(ways[0].points - fmean(w.points for w in ways) for ways in choice)
print(f"{len(hands):,} hands, {len(made):,} with a bull, {len(made) - len(plain):,} of them with a Gee Joon tile")
print(f"Without one, every bull scores the total's last digit in {sum(digit):,} of {len(plain):,}")
print(f"The bull changes the points in {len(choice):,}; a bull at random loses {lost:.2f} there")

# %% [markdown]
# ## A whole match between the bots, and a seat for you
#
# Four bots play four rounds, every hand open; then, in a live notebook (`make lab`), take
# P1's seat against three bots. On the website, **Play**, just above the table, starts the
# same table in your browser.

# %%
gw.ReplayViewer(gw.play(gw.load_game("taungau"), seed=5), views=(None,))

# %%
gw.PlayTable(gw.load_game("taungau"), seat=0, seed=3)

# %% [markdown]
# ## Sources
#
# * [pagat.com: Tau Ngau](https://www.pagat.com/tile/cdom/taungau.html): the game, the wild
#   tiles, pagat's settlement and the bank kept by a banker without a bull.
# * [The GuPai site: Tau Ngau](https://navpil.github.io/gupai/gambling-games/tau-ngau.html):
#   the Macao book's settlement (zero counts ten, no bull pays four, the difference in
#   points), its examples, and the two versions compared.
# * [dominorules.com: Bullfighting](https://www.dominorules.com/bullfighting): worked bulls.
# * The [navpil/gupai](https://github.com/navpil/gupai) Java project (`mod10`), a second
#   opinion on the rules.
# * [Sources and disagreements](../sources.md): where these sources differ, and the option
#   that plays each reading.
