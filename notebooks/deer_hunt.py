# %% [markdown]
# # Deer Hunt 鹿狩り
#
# **Deer Hunt** (鹿狩り, *shikagari*) is a trick-taking game for Chinese dominoes known from
# three Japanese web pages, and unusual in being played by **two partnerships**. The four
# players share out the [32 tiles](tiles.ipynb), eight each, and play eight tricks of one
# tile each, hunting the **red pips**, the "deer": the side with fewer deer in its tricks
# pays the difference. The game is closer to the American Texas 42 than to Chinese Tien
# Gow: tiles rank by their numbers, not by their Chinese names. Everything below is made
# by the `gupai_widgets` library as the notebook runs.

# %%
from collections import Counter
from fractions import Fraction
from math import comb
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.trick_taking.deer_hunt import FAIR_DEAL_FACES, plain_rank
game = gw.load_game("deer_hunt")

# %% [markdown]
# ## Around the table
#
# The source does not say where partners sit nor which way play goes. As in other Chinese
# and Japanese tile games, **partners sit opposite**, P1 with P3 against P2 with P4, and
# **play goes counter-clockwise**, P1, P2, P3, P4: the next player is on your **right**.
#
# ```
#             P3
#         ↙        ↖
#      P4            P2
#         ↘        ↗
#             P1
# ```
#
# So "the player on the dealer's right deals next" means the next seat. The table
# drawings below seat the players the same way: P1 at the bottom, P2 on his right.
#
# ## The tiles and their deer
#
# A tile ranks by its **higher half**, then its **lower half**: [6:6] first, then [6:5]
# down to [6:1], then [5:5], [5:4] and so on down to [1:1]. The Chinese ranks play no
# part: Earth, [1:1], second of the civil tiles in Tien Gow, is the weakest tile here. As
# on Chinese dice every **1** and **4** is red, and the double six has three red pips on
# each half: these are the deer. The 21 faces in Deer Hunt order, with their red pips:

# %%
faces, tileset = sorted(gw.all_faces(), key=plain_rank, reverse=True), gw.chinese_set()
print(len(tileset), "tiles,", len(faces), "faces,", sum(t.red_pips for t in tileset), "red pips")
gw.Hand(faces, captions=[f"{tile.red_pips} red" for tile in faces], per_row=11)

# %% [markdown]
# Eleven faces come twice in the set; the two [4:4] alone carry 16 deer, the two Heavens 12.
#
# ## The deal and the tricks
#
# Each player gets eight tiles and the dealer leads the first trick. The leader plays
# **any** tile, and each player in turn adds **any** tile: there are no suits and nothing
# has to be followed. The **highest tile** takes all four, and the taker leads next. Of
# two **identical** tiles, the one played first stays ahead. This page plays one fixed deal,
# the one of the library's tests, in which P1 deals. Its first trick shows the
# identical-tile rule: both Heavens come out, and P1's, played first, wins. The captions
# are the library's; ★ marks the tile that takes the trick. A move is written as its
# sentence, "P1 leads 6:6", or in short as the tile alone, "6:6".

# %%
HANDS = """6:6 1:1 5:5 4:2 6:5 3:3 3:1 6:1  6:6 5:5 4:3 4:4 6:4 5:3 2:2 5:1
           2:2 6:1 5:4 3:1 6:4 6:2 5:2 1:1  3:2 4:4 6:5 4:1 6:3 2:1 5:1 3:3"""
TRICKS = [trick.strip().split(", ") for trick in """P1 leads 6:6, 6:6, 2:2, 3:2 / P1 leads 1:1, 5:5, 6:1, 4:4
    / P3 leads 5:4, 6:5, 5:5, 4:3 / P4 leads 4:1, 4:2, 4:4, 3:1 / P2 leads 6:4, 6:4, 6:3, 6:5
    / P1 leads 3:3, 5:3, 6:2, 2:1 / P3 leads 5:2, 5:1, 3:1, 2:2 / P3 leads 1:1, 3:3, 6:1, 5:1""".split("/")]
MOVES = sum(TRICKS, [])
state = nb.deal("deer_hunt", HANDS, deals=1)
print(nb.play(state, *TRICKS[0]))
nb.centre(state)

# %% [markdown]
# In the second trick [6:1] beats [5:5] because its higher half is a 6. Then P3, who took
# it, must lead; with nothing to follow, the only moves refused are a tile you do not hold
# and a move out of turn. Then the rest of the deal, each trick with the
# caption of its last tile:

# %%
print(nb.attempt(state, *TRICKS[1], "P3 leads 4:4", "P4 leads 6:5"))
print(nb.Captions([", ".join(trick[:-1] + [nb.play(state, *trick)[-1]]) for trick in TRICKS[2:]]))
print("red pips per seat:", list(state.observe(None).facts.red_pips))
print(state.result())

# %% [markdown]
# ## Counting the deer and settling
#
# After the eighth trick each side adds up the red pips in its tricks, and the side with
# fewer **pays the difference**. Above, P1 took 24 and P3 14, so P1–P3 have 38; P2 took 18
# and P4 8, so P2–P4 have 26: all 64 are accounted for, and P2–P4 pay the difference, 12.
# The source does not say whether a side pays once or each of its players pays; the
# library has **each loser pay the whole difference to one opponent**, so each partner
# records the side's result (halving it would give half points).
#
# ## A match: the deal moves on
#
# After each deal **the player on the dealer's right deals next and leads**: P2 after P1,
# then P3 and P4. The source says a match is usually four or eight deals; the library
# plays **four** by default, so that everyone deals once, and offers eight or one (option
# `deals`). The bots play a match here; the caption of the last tile of the first deal
# settles it and names the next dealer, and that of the last deal (32 red pips each:
# nobody pays) gives the match totals:

# %%
match = gw.play(game, seed=12)
nb.Captions([match.captions[31], match.captions[-1]])

# %% [markdown]
# ## Options and variants
#
# The plain game is the default. The source's variants are options of
# `gw.load_game("deer_hunt", ...)`, each with its default and its choices:

# %%
nb.options(game)

# %% [markdown]
# ### A fair deal
#
# A plain shuffle gives one side both Heavens almost half the time (the second falls in
# the first one's half of the wall in 15 of the 31 places left). The **fair deal**
# (`fair_deal="heaven"`) takes both [6:6] out, shuffles the other 30, splits them 15 and
# 15, adds a [6:6] to each pile, shuffles each pile again and deals one pile to each side.
# Some do the same with [6:5] (*Axe*), [6:4] (*Red-head ten*) and [4:4] (*Man*) too
# (`"heaven_axe_ten_man"`). It is the only variant all three Japanese pages mention.
#
# Below, the two piles of a four-tile fair deal (P1–P3's, then P2–P4's). Then this page's
# deal: each side holds one Heaven, so it is a valid "heaven" deal and ends as before (a
# fair deal changes the deal, not the play); but both [4:4] lie with P2–P4, so it is
# refused as a four-tile fair deal.

# %%
hands = nb.deal("deer_hunt", deals=1, fair_deal="heaven_axe_ten_man", seed=8).deal_setup().hands
print(" ".join(map(str, hands[0] + hands[2])), "\n" + " ".join(map(str, hands[1] + hands[3])))
fair = nb.deal("deer_hunt", HANDS, MOVES, deals=1, fair_deal="heaven")
print("this deal with a fair deal of heaven:", fair.returns())
try:
    nb.deal("deer_hunt", HANDS, deals=1, fair_deal="heaven_axe_ten_man")
except gw.DealError as error:
    print(nb.Captions([str(error)]))

# %% [markdown]
# #### Does the fair deal even the sides?
#
# It evens the Heavens: a plain shuffle gives one side both of them in 15 deals out of 31
# (48 %), a fair deal never. But the sides are scored on the deer, and a Heaven carries only
# 6 of the 64. Counted exactly over every way each deal can fall (below: the tiles the
# shuffle splits, one at a time), the gap between the deer dealt to P1–P3 and to P2–P4
# spreads almost as widely with a fair deal of Heavens as with a plain shuffle; the
# four-tile fair deal, which also splits the two [4:4] (16 deer), halves it. The table
# gives, for each way of dealing, the spread of that gap and how often it reaches 20 deer.

# %%
def deer_gap(fair_deal):  # the chance of each gap, counted over every set of tiles a side gets
    fixed, shuffled = FAIR_DEAL_FACES[fair_deal], list(tileset)
    for face in fixed * 2:  # one of each fair face goes to each side
        shuffled.remove(face)
    size = 16 - len(fixed)
    ways = [Counter({sum(f.red_pips for f in fixed): 1})] + [Counter() for _ in range(size)]
    for tile in shuffled:  # ways[k][deer]: the sets of k tiles holding that many deer
        for k in reversed(range(size)):
            for deer, count in ways[k].items():
                ways[k + 1][deer + tile.red_pips] += count
    return {2 * d - 64: Fraction(n, comb(len(shuffled), size)) for d, n in ways[size].items()}
gaps = {fair_deal: deer_gap(fair_deal) for fair_deal in FAIR_DEAL_FACES}
nb.table(["fair_deal", "Spread of the gap (standard deviation)", "A gap of 20 deer or more"],
         [(name, f"{float(sum(c * g * g for g, c in gap.items())) ** 0.5:.1f}",
           f"{float(sum(c for g, c in gap.items() if abs(g) >= 20)):.1%}") for name, gap in gaps.items()])

# %% [markdown]
# ### The deer escaped
#
# With `deer_escaped=True`, a trick in which **every tile has red pips** goes to nobody;
# the player of the best tile still leads next. On this deal only the fourth trick is all
# red, P2–P4's biggest catch, so their loss grows from 12 to 30:

# %%
escaped = nb.deal("deer_hunt", HANDS, MOVES[:15], deals=1, deer_escaped=True)
print(nb.Captions([", ".join(TRICKS[3][:-1] + [nb.play(escaped, MOVES[15])[0]])]))
nb.play(escaped, *MOVES[16:])
print("red pips per side:", list(escaped.observe(None).facts.side_red_pips), escaped.returns())

# %% [markdown]
# ### Tien Gow style
#
# With `tien_gow_style=True` the tiles rank as in [Tien Gow (TianJiu 天九)](tianjiu.ipynb),
# and the leader may lead Tien Gow's combinations as well as single tiles. The others play
# as many tiles, face up if they beat the best play so far, face down if not. A face-down
# play never wins, but its tiles and their deer go with the trick. Scoring stays by red
# pips.
#
# On another deal, first a single tile: if P1 leads the military nine [6:3], the civil
# Heaven cannot beat it in the Tien Gow style (civil and military never beat each other),
# while in the plain game it takes the trick. Then a trick led with the Earth pair, drawn
# below:

# %%
TIEN_GOW = """1:1 1:1 6:3 5:5 5:5 3:3 3:3 2:2  6:6 6:6 2:2 6:5 6:5 6:4 6:4 6:1
              4:4 4:4 6:1 5:1 5:1 5:4 6:2 5:3  4:1 3:1 3:1 5:2 4:3 4:2 3:2 2:1"""
print(nb.attempt(nb.deal("deer_hunt", TIEN_GOW, deals=1, tien_gow_style=True), "P1 leads 6:3",
                 "P2 plays 6:6"))
print(nb.play(nb.deal("deer_hunt", TIEN_GOW, deals=1), "P1 leads 6:3", "P2 plays 6:6", "P3 plays 4:4",
              "P4 plays 4:1"))
tien_gow = nb.deal("deer_hunt", TIEN_GOW, deals=1, tien_gow_style=True)
print(nb.play(tien_gow, "P1 leads 1:1 1:1", "P2 plays 6:6 6:6", "P3 plays 4:4 4:4 face down",
              "P4 plays 3:1 4:1 face down"))
nb.centre(tien_gow)

# %% [markdown]
# ### Texas 42 style
#
# With `texas_42_style=True` the tiles get suits, as in Texas 42:
#
# * the **first tile of the deal fixes the trump number**, its higher half: a first [2:1]
#   or [2:2] makes twos trumps for the whole deal;
# * a tile holding the trump number is a **trump** wherever it is played, ranked by its
#   other half;
# * any other lead makes its **higher half the suit** of the trick and its lower half the
#   rank; a later tile holding that number belongs to the suit, ranked by its other half;
# * a tile takes the trick if it is of the suit with a higher rank, or a trump (trumps beat
#   every other suit). Following is never compulsory.
#
# The source's first example: with twos trumps, a [5:4] lead is suit 5, rank 4, and [5:5]
# and [6:5] take it (so would a trump): [6:5], not being the lead, counts as a 5 of rank
# 6. On a fixed deal, P1 leads [2:1] first, so twos are trumps; the Heaven holds no 2 and
# cannot take the trick, P4's [2:2] can. P4 then leads [5:4]: P1's [5:5] and P2's [6:5]
# each take over, until P3 trumps. The source's second example: with twos trumps, a [5:2]
# lead is **a trump of rank 5**, and only the trump [6:2] takes it. The second and third
# tricks are drawn below:

# %%
TEXAS = """2:1 5:5 4:2 1:1 4:4 3:1 6:4 6:1  6:6 6:5 6:6 1:1 4:4 3:1 6:4 6:1
           3:3 3:2 5:2 5:5 3:3 2:2 6:5 5:1  2:2 5:4 6:2 5:1 6:3 5:3 4:3 4:1"""
texas = nb.deal("deer_hunt", TEXAS, deals=1, texas_42_style=True)
print(nb.play(texas, "P1 leads 2:1", "P2 plays 6:6", "P3 plays 3:3", "P4 plays 2:2"))
print(nb.play(texas, "P4 leads 5:4", "P1 plays 5:5", "P2 plays 6:5", "P3 plays 3:2"))
second = nb.centre(texas)
print(nb.play(texas, "P3 leads 5:2", "P4 plays 6:2", "P1 plays 4:2", "P2 plays 6:6"))
nb.side_by_side(second, nb.centre(texas), labels=["The second trick", "The third trick"])

# %% [markdown]
# Where the source is brief, the library reads it so:
#
# * **Which half fixes the trumps:** the higher half, which fits the source's [2:1] and
#   [2:2]. Each new deal fixes new trumps.
# * **Doubles are ordinary tiles:** the source ranks a tile by its other half, so [5:5] is
#   rank 5 in suit 5, below [6:5], as in its example. (Texas 42 itself puts each double on
#   top of its suit.)
# * **Trumps beat other suits:** the source only says the trumps form a suit; the library
#   lets a trump take a trick of any other suit, as in Texas 42.
#
# In the plain game P2's Heaven would have taken the first trick. The Tien Gow and Texas
# 42 styles cannot be combined.
#
# ### The variants side by side
#
# The bots play this page's deal under each option (red pips per side, settlement):

# %%
hands = [HANDS.split()[8 * seat : 8 * seat + 8] for seat in range(4)]
VARIANTS = [{}, {"fair_deal": "heaven"}, {"deer_escaped": True}, {"tien_gow_style": True},
            {"texas_42_style": True}]
ends = {str(options or "plain"): gw.play(gw.load_game("deer_hunt", deals=1, **options), seed=1, hands=hands)
        .states()[-1] for options in VARIANTS}
nb.table(["Options", "Red pips per side", "Settlement"],
         [(name, list(end.observe(None).facts.side_red_pips), end.returns()) for name, end in ends.items()])

# %% [markdown]
# The deal is already fair, so the fair deal changes nothing; in the Texas 42 style the
# first lead, [6:6], makes sixes trumps, which top the plain order too. The escaped deer
# leave the count, and the Tien Gow style turns the result round.
#
# ## How to play well
#
# The game's own bot counts the tiles still out from its own seat's view and plays for its
# partner: onto a partner's trick that can no longer be lost it throws its reddest tile, it
# does not overtake a partner who may still be beaten, and against an opponent it takes the
# trick with its cheapest sure winner or else throws its cheapest tile. The search bot
# (the "normal" level) tests moves instead: in deals sampled to fit what its seat has
# seen, it plays each move out and keeps the one that does best. Where does it disagree
# with those rules of thumb, and is it right? The game's bots played 60 one-deal matches.
# At each move with a choice, the search bot chose too. Wherever the two differed, both
# moves were valued again in 20 fresh deals sampled the same way (`python
# scripts/page_stats.py deer_hunt` writes these counts beside this notebook). The table
# gives, for the lead and for the tiles played to it ("follow"), how often the two
# differed, whose tile carried more deer, and the deer the search bot's move gained for its
# side, ± its standard error.
#
# * **Play your deer sooner.** On a lead the search bot chose another tile 38% of the time
#   (157 of 416 leads), usually one with more deer (104 of 157; 25 had fewer), and gained
#   2.8 deer for its side on average.
# * **Don't save your red tiles for later, either, when you play to a trick.** Here too it
#   chose another tile 38% of the time (476 of 1,238), more than twice as often a redder
#   one (293) as a less red one (128), and gained 5.2 deer on average. Every deer ends in
#   somebody's tricks: a red tile kept back for a sure trick may find none, while one
#   played now, onto a trick your side is likely to take, is banked.

# %%
nb.search_table(nb.stats("deer_hunt")["all"]["search"]["choices"], unit="deer",
                weights="Its tile: more / fewer deer")

# %% [markdown]
# ## Rules at a glance
#
# Each rule and the test in `tests/games/test_deer_hunt.py` that checks it. The source is
# the GuPai site's [Deer Hunt page](https://navpil.github.io/gupai/tien-gow/deerhunt.html)
# unless marked; "our reading" marks a choice these pages make where that source is silent
# (the [Sources and disagreements](../sources.md) page lists them).
#
# <table><tr><th>Rule</th><th>Test</th></tr>
# <tr><td>4 players in 2 partnerships, 8 tiles each</td>
# <td>test_eight_tiles_each_and_the_dealer_leads</td></tr>
# <tr><td>Partners opposite; play counter-clockwise (our reading)</td>
# <td>test_play_goes_round_in_seat_order_from_the_leader</td></tr>
# <tr><td>Rank by higher half, then lower half</td>
# <td>test_ranking_is_by_higher_half_then_lower_half_deer_hunt_md</td></tr>
# <tr><td>The Chinese ranks play no part</td>
# <td>test_the_higher_half_decides_not_the_chinese_rank</td></tr>
# <tr><td>Any tile may be played, nothing to follow</td>
# <td>test_any_tile_may_be_played_there_is_nothing_to_follow</td></tr>
# <tr><td>The highest tile takes; of identical tiles the earlier</td>
# <td>test_identical_tiles_the_earlier_one_wins</td></tr>
# <tr><td>The taker leads next</td>
# <td>test_the_trick_winner_leads_next</td></tr>
# <tr><td>1s and 4s red, [6:6] six: 64 in the set (and pagat's Chinese dominoes)</td>
# <td>test_red_pips_64_in_the_set</td></tr>
# <tr><td>A trick's red pips go to the taker's side</td>
# <td>test_red_pips_of_each_trick_of_the_page_deal</td></tr>
# <tr><td>The side with fewer pays the difference, each of its players ("each": our reading)</td>
# <td>test_red_pips_counted_and_the_side_with_fewer_pays_the_difference</td></tr>
# <tr><td>Equal counts: nobody pays</td>
# <td>test_settlement_is_the_difference_and_zero_sum</td></tr>
# <tr><td>The player on the dealer's right deals next and leads</td>
# <td>test_dealer_rotates_to_the_right_over_a_four_deal_match</td></tr>
# <tr><td>4 deals by default; 8 or 1 as options</td>
# <td>test_the_match_lasts_four_deals_by_default</td></tr>
# <tr><td>Fair deal: one [6:6] a side</td>
# <td>test_fair_deal_each_side_holds_a_6_6</td></tr>
# <tr><td>Fair deal: one [6:5], [6:4], [4:4] a side too</td>
# <td>test_fair_deal_with_axe_ten_and_man_too</td></tr>
# <tr><td>Fair deal: the deal changes, not the play</td>
# <td>test_fair_deal_changes_only_the_deal_not_the_play</td></tr>
# <tr><td>Deer escaped: an all-red trick goes to nobody</td>
# <td>test_deer_escaped_a_trick_of_red_tiles_goes_to_nobody</td></tr>
# <tr><td>Tien Gow style: combinations may be led</td>
# <td>test_tien_gow_style_leads_combinations</td></tr>
# <tr><td>Tien Gow style: beat face up or play face down (and the Tien Gow rules)</td>
# <td>test_tien_gow_style_followers_beat_face_up_or_play_face_down</td></tr>
# <tr><td>Tien Gow style: civil never beats military (the Tien Gow rules)</td>
# <td>test_tien_gow_style_civil_never_beats_military</td></tr>
# <tr><td>Texas 42 style: the first tile fixes the trumps</td>
# <td>test_texas_first_tile_fixes_the_trump_number</td></tr>
# <tr><td>Texas 42 style: a first [2:2] makes twos trumps</td>
# <td>test_texas_a_2_2_first_also_makes_twos_trumps</td></tr>
# <tr><td>Texas 42 style: [5:4] led, [5:5] and [6:5] take it</td>
# <td>test_texas_the_5_4_example</td></tr>
# <tr><td>Texas 42 style: [5:2] led is a trump of rank 5</td>
# <td>test_texas_the_5_2_example_is_a_trump_of_rank_5</td></tr>
# <tr><td>Texas 42 style: following is optional</td>
# <td>test_texas_following_is_optional</td></tr>
# <tr><td>Texas 42 style: new trumps each deal (our reading)</td>
# <td>test_texas_a_new_deal_fixes_a_new_trump</td></tr>
# <tr><td>Texas 42 and Tien Gow styles exclude each other (our reading)</td>
# <td>test_texas_and_tien_gow_styles_exclude_each_other</td></tr>
# <tr><td>The bot feeds its partner's sure trick (the library's bot)</td>
# <td>test_bot_throws_red_pips_onto_a_partners_sure_trick</td></tr>
# </table>
#
# ## A whole deal between the bots
#
# Four bots play one deal, all hands open. Step through it with the buttons, the slider,
# or the arrow keys (click the drawing first); the caption under the table explains each
# move.

# %%
gw.ReplayViewer(gw.play(gw.load_game("deer_hunt", deals=1), seed=3), views=(None,))

# %% [markdown]
# ## Play it yourself
#
# You are P1; bots play your partner P3 and your opponents P2 and P4. In a live notebook
# (`make lab` in the project) the tiles you may play are bright: click one and the bots
# answer; Undo and New deal sit underneath. Leave out `deals=1` for a four-deal match, or
# add any option above. This website runs no Python, so it shows the deal as P1 sees it,
# before the first move.

# %%
gw.PlayTable(gw.load_game("deer_hunt", deals=1), seat=0, seed=7)

# %% [markdown]
# ## An option side by side: the deer escaped
#
# One deal with and without the "deer escaped" rule: the same plays, other settlements.

# %%
gw.compare("deer_hunt", {"plain": {"deals": 1}, "deer escaped": {"deals": 1, "deer_escaped": True}}, seed=4)

# %% [markdown]
# ## Sources
#
# * [Deer Hunt on the GuPai site](https://navpil.github.io/gupai/tien-gow/deerhunt.html),
#   after three Japanese pages:
#   [yau-ichi.hatenablog.com](https://yau-ichi.hatenablog.com/entry/2016/05/18/001051),
#   [dice.saloon.jp](https://dice.saloon.jp/t9pai/t9pai_deerhunt.html) and
#   [kusabazyun.banjoyugi.net](https://web.archive.org/web/20230320161339/https://kusabazyun.banjoyugi.net/Home/reproductioned/tian-jiu-paino-jian/lu-shouri)
#   (archived).
# * Red pips: [pagat.com's introduction to Chinese dominoes](https://www.pagat.com/domino/chinese.html),
#   the GuPai site's [page on the set](https://navpil.github.io/gupai/chinese-domino-deck-composition-and-traditions.html)
#   and the [Tiles](tiles.ipynb) page.
# * The Tien Gow style's ranks and following: the GuPai site's
#   [Tien Gow](https://navpil.github.io/gupai/tien-gow.html) and pagat.com's
#   [Tien Gow](https://www.pagat.com/tile/cdom/tiengow.html), as on the
#   [TianJiu](tianjiu.ipynb) page.
# * [Texas 42 on pagat.com](https://www.pagat.com/domino/trick/42.html), the game the Texas
#   42 style borrows from.
# * [Sources and disagreements](../sources.md): the points the sources leave open, and the
#   option that plays each variant.
