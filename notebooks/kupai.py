# %% [markdown]
# # KuPai 古牌
#
# **KuPai** (古牌, *gǔpái*, "ancient tiles") is a plain form of
# [TianJiu 天九](tianjiu.ipynb), the great Chinese trick-taking game with dominoes. It
# is known from a single source, a Portuguese book on the games people played in Macao,
# as the GuPai site reports it. Four players each get 8 of the 32 tiles and play eight
# tricks, exactly as in TianJiu, with one difference that changes the whole feel of the
# game: **every lead is a single tile**. There are no pairs and no combinations, so each
# trick is one tile from each player and counts one. As in TianJiu, the tricks you take
# along the way only soften your payment: whoever takes the **last trick** wins the deal and
# collects from the others.
#
# This page shows what KuPai does differently from TianJiu (the tiles have
# [a page of their own](tiles.ipynb)); everything drawn or counted below is produced by the
# `gupai_widgets` library as the notebook runs.

# %%
from dataclasses import replace
from matplotlib.figure import Figure
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.trick_taking.combinations import SINGLES_ONLY, why_beats
game = gw.load_game("kupai")

# %% [markdown]
# ## About the name
#
# **The name KuPai may well be a mistake.** In Chinese, 古 (*gǔ*, "ancient") and 骨 (*gǔ*,
# "bone") sound the same, and 骨牌 *gǔpái*, "bone tiles", is simply the ordinary Chinese
# word for dominoes. The GuPai site points out that the book's author may have heard
# "gupai" and written down "ancient tiles" when the players only meant "dominoes"; it adds
# that the same author got other things wrong, so the whole description is to be treated
# with caution. A 32-tile TianJiu played without combinations is a plausible game
# all the same, and that is what this page teaches, under the name the sources use.
#
# ## The tiles, and which tile beats which
#
# KuPai uses the full set of 32 Chinese dominoes. Since every trick is played with single
# tiles, all you need to know is how single tiles rank. There are two suits, and a tile can
# only ever beat a **higher tile of its own suit**:
#
# * the **civil** suit (文), eleven faces that come twice each, in a fixed order from Heaven
#   [6:6] down to Red mallet six [5:1];
# * the **military** suit (武), ten faces that come once each, ranked by their pip total.
#   Military tiles with the same total (the two Nines, say) are **equal**: neither beats
#   the other, and the one played first keeps the trick.
#
# The 21 faces: the civil suit in the top row, the military suit below, strongest first. How
# many there are, and whether one tile beats another: the library's `why_beats` says so in
# one sentence, the same sentence the captions of a game use.

# %%
print(len(gw.chinese_set()), "tiles:", game.hand_size(), "to each of", game.players, "players\n")
for best, played in [("1:1", "6:6"), ("6:6", "1:1"), ("6:3", "5:4"), ("5:1", "6:3")]:
    print(why_beats([best], [played], SINGLES_ONLY))
gw.Hand(gw.all_faces(), captions=[t.name for t in gw.all_faces()], per_row=11)

# %% [markdown]
# ## What KuPai changes in TianJiu
#
# KuPai keeps TianJiu's ranks, its way of following and its settlement. Two things differ:
# a lead is always **one tile**, never a pair or a combination; and a tile that does not
# beat, which goes face down and stays a secret in TianJiu, is laid **face up** in KuPai as
# the library plays it by default, so everyone can count which strong tiles are still out
# (the options section says where that reading comes from).
#
# ## The deal and the flow of play
#
# Here is a fixed deal, played by the library's bots. The wall of 32 tiles is cut into four
# hands of 8: P1 takes the first 8 tiles, P2 the next 8, and so on. P2 is the banker (in a
# real game the banker is chosen by lot; here the deal says so), so P2 leads the first trick.
# Play goes round in seat order P1, P2, P3, P4. Here are the four moves of the first trick,
# with the caption the library writes for each:

# %%
FLOW_HANDS = ["1:1 6:4 3:3 3:2 4:3 6:3 3:1 6:4", "4:4 6:6 5:5 5:1 6:1 3:3 2:1 5:2",
              "6:1 2:2 5:4 6:6 5:3 4:1 3:1 2:2", "5:1 4:2 6:5 6:2 6:5 1:1 5:5 4:4"]
flow = gw.play(game, hands=[hand.split() for hand in FLOW_HANDS], dealer=1, seed=1)
nb.Captions(flow.captions[:4])

# %% [markdown]
# P2 led Heaven, the strongest civil tile, so nobody could beat it, and the others gave up
# tiles they did not need, face up: in KuPai the tiles given up are shown too; they just do
# not take the trick. P2 took the trick and leads again. Here are all eight tricks; P4
# took the eighth, so P4 wins the deal, and the deal's last caption settles it:

# %%
display(nb.tricks(flow))
nb.Captions(flow.captions[-1:])

# %% [markdown]
# ### The whole deal between the bots, step by step
#
# The same deal drawn move by move, all four hands open. Step through it with the buttons
# (first, back, forward, last), drag the slider, or click the drawing and use the arrow
# keys; the caption under the table explains every move, and the tiles just played are
# outlined. The bot that plays every seat keeps a strong tile back for the last trick and
# leads tiles nobody can beat while it has some.

# %%
gw.ReplayViewer(flow, views=(None,))

# %% [markdown]
# ## Every rule, live
#
# The rest of the page uses a second fixed deal, built so that each rule shows clearly.
# P1 is the banker and holds both Heavens, both Earths and both Nines: six tiles that
# nobody can beat, and an Eight that nobody beats either in this deal.
#
# ### 1. Only single tiles are led
#
# The leader may lead any one tile of his hand, and nothing else. P1's two Heavens make the
# Heaven pair of TianJiu; in KuPai the pair is refused, with a message that lists what is
# allowed, and the position does not change. TianJiu accepts the same lead:

# %%
HANDS = """6:6 6:6 1:1 1:1 6:3 5:4 6:2 5:1  4:4 4:4 3:1 3:1 5:5 5:5 3:3 3:3
           2:2 2:2 6:5 6:5 6:4 6:4 6:1 6:1  5:1 5:3 5:2 4:3 4:2 4:1 3:2 2:1"""
def new_state(moves=(), **options):  # the deal above, P1 the banker, and `moves` played on it
    state = nb.deal("kupai", HANDS, dealer=0, **options)
    walls = state.deal.walls  # one wall per deal of a match: every deal is this one
    state.deal = replace(state.deal, walls=(walls[0],) * len(walls))
    nb.play(state, *moves)
    return state
pair, tianjiu = "P1 leads 6:6 6:6 (Heaven pair)", gw.load_game("tianjiu")
print("KuPai:", nb.attempt(new_state(), pair))
print("TianJiu:", nb.play(nb.deal(tianjiu, HANDS, dealer=0), pair))

# %% [markdown]
# ### 2. A tile beats only a higher tile of its suit, and nobody has to beat
#
# P1 leads Red mallet six [5:1], the lowest civil tile. Every civil tile in P2's hand beats
# it. P2 may beat with any of them, or give up any tile instead: there is no duty to follow
# suit or to win.

# %%
state = new_state(["P1 leads 5:1 (Red mallet six)"])
print(*(action.text for action in state.legal_actions()), sep="\n")

# %% [markdown]
# ### 3. The best tile so far takes the trick, which counts one; its taker leads next
#
# P2 beats with Long three [3:3]. Now the tile to beat is Long three, not the lead: P3's
# [2:2], [6:5], [6:4] and [6:1] are all higher than [5:1] but lower than [3:3], so P3 can
# only give up a tile. P4's [5:1] merely equals the lead, and his other tiles are military,
# so his try to beat is refused (the message goes on to list the legal moves: only tiles
# given up, face up). The caption of P4's move says what the trick is worth; P2, who took
# it, leads the next one.

# %%
nb.play(state, "P2 follows 3:3", "P3 discards 2:2 face up")
nb.attempt(state, "P4 follows 5:1", "P4 discards 5:1 face up")

# %% [markdown]
# ### 4. Equal military tiles tie, and tiles given up are seen by all
#
# When P1 leads an Eight [6:2], P4's other Eight [5:3] cannot take the trick: the two are
# equal, and the one played first stays best. By default a tile given up is laid face up,
# so every seat sees it: the first line is the trick as P1 sees it before P4 plays (a hidden
# tile would show as `None`).

# %%
state = new_state(["P1 leads 6:2 (Eight)", "P2 discards 4:4 face up", "P3 discards 2:2 face up"])
print("P1 sees the trick as:", state.view(0)["zones"]["trick"])
nb.attempt(state, "P4 discards 5:3 face up")

# %% [markdown]
# ### 5. The last trick wins the deal; the settlement
#
# Now a whole deal on these hands. In each of the first seven tricks P1 leads his next
# winner and the others give up the tile in the same place of their hands. Then P1 has only
# Red mallet six left; P2 beats it with Long three and takes the **last** trick:

# %%
hands = [HANDS.split()[8 * seat : 8 * seat + 8] for seat in range(4)]
SEVEN_TRICKS = [f"P1 leads {t} ({gw.Tile.parse(t).name})" if seat == 0 else
                f"P{seat + 1} discards {t} face up"  # each seat's first seven tiles, in turn
                for tiles in list(zip(*hands, strict=True))[:7] for seat, t in enumerate(tiles)]
LAST_TRICK = ["P1 leads 5:1 (Red mallet six)", "P2 follows 3:3", "P3 discards 6:1 face up",
              "P4 discards 2:1 face up"]
print(new_state(SEVEN_TRICKS + LAST_TRICK).result().note)

# %% [markdown]
# P1 took 7 of the 8 tricks and still lost: only the last trick decides who wins. The
# tricks count in the **settlement**, where everybody settles with the winner alone:
#
# * each other player pays the winner **4 minus his tricks**, or **5** if he took none; a
#   negative amount (more than 4 tricks) is paid by the winner to him;
# * every payment to or from the **banker** is **doubled**.
#
# So here: P1, the banker, took 7 tricks: 4 − 7 = −3, doubled to −6, which means P2 pays
# P1 6. P3 and P4 took none and pay P2 5 each (neither is the banker). P2 ends with
# 5 + 5 − 6 = **+4**, P1 with **+6**, P3 and P4 with **−5**; the four amounts add up to zero.
#
# ## How to play well
#
# Only the last trick wins the deal; the tricks before it only soften what a player pays.
# The game's own bot plays by rules of thumb: lead a tile nobody can beat while you have
# one, keeping your strongest back for the last trick; take the last trick whenever you
# can, otherwise beat with your cheapest tile; when you do not beat, give up your weakest.
# The search bot (the "normal" level) tests moves instead: in deals sampled to fit what
# its seat has seen, it plays each move out and keeps the one that does best. Where does
# it disagree with the rules of thumb, and is it right? The game's bots played 60 deals.
# At each move with a choice, the search bot chose too. Wherever the two differed, both
# moves were valued again in 20 fresh deals sampled the same way (`python
# scripts/page_stats.py kupai` writes these counts beside this notebook). The table gives,
# by the search bot's move (a lead, a tile that beats, "follow", or one given up,
# "discard"), how often it differed from the bot, whether its tile was the stronger (fewer
# of the 32 tiles beat it) or the weaker, and the points it gained, ± its standard error.
#
# * **Lead low, and keep your sure winners.** On a lead the search bot chose another tile
#   70% of the time (290 of 414 leads), and almost always a weaker one (262 of 290). It
#   gained 4.8 points on average. A tile nobody can beat takes a trick whenever it is led,
#   and only the last trick counts: led early, it wins a trick that matters little and is
#   gone when the one that matters comes.
# * **When you cannot beat, your weakest tile is not always the one to give up.** The
#   search bot gave up another tile in a third of these moves (394 of 1,184), more often a
#   stronger one (248) than a weaker (106), and gained 2.8 points on average: a middling
#   tile that will never take the last trick is worth no more than a low one, which you
#   may still want to lead.
# * **When you beat, beat as the bot does.** Where the search bot beat a lead, the bot
#   had chosen another move only 6 times in 106: beating with your cheapest winning tile,
#   and always taking the last trick when you can, is hard to improve on.

# %%
stats = nb.stats("kupai")["all"]
nb.search_table(stats["search"]["choices"], unit="points", weights="Its tile stronger / weaker")

# %% [markdown]
# ### Which tiles the bots give up
#
# Only the last trick wins, so a player keeps back what can take it and gives up the
# rest, face up for all to see. The game's bots played 3,000 deals (`python
# scripts/page_stats.py kupai` writes the counts kept beside this notebook): the plot gives,
# for each tile, the share of those dealt that they gave up. Heaven [6:6] went once in
# 6,000 dealt, Earth [1:1] and the two Nines hardly ever (3% or less), while the weakest
# tiles of both suits go almost every time.

# %%
faces = sorted(set(game.pieces()), key=lambda t: (not t.is_civil, -t.rank))  # Heaven first
axes = (figure := Figure(figsize=(7, 2.6))).subplots()
axes.bar(range(21), [100 * stats["down"].get(str(t), 0) / stats["dealt"][str(t)] for t in faces],
         color=["#2d5f8c" if t.is_civil else "#8c2d19" for t in faces])
axes.set(xticks=range(21), ylabel="% given up", title="KuPai between the bots: the tiles given up, "
         "civil (blue) then military (red), strongest first")
axes.set_xticklabels([str(t) for t in faces], rotation=90, fontsize=7)
nb.plot(figure, "the share of each KuPai tile the bots give up")

# %% [markdown]
# ## Rules at a glance
#
# Every rule on this page, where it comes from, and the scenario test that checks it on a
# fixed deal, with the expected result worked out by hand from the source (a test in the
# same file checks that every test named here exists).
#
# <table>
# <tr><th>Rule</th><th>Source</th>
# <th>Test in <code>tests/games/test_kupai.py</code></th></tr>
# <tr><td>4 players, 32 tiles, 8 each; the banker leads the first trick</td>
# <td>GuPai, Tien Gow</td>
# <td><code>test_four_players_take_eight_tiles_each_and_the_banker_leads_gupai</code></td></tr>
# <tr><td>Every lead is one tile: no pairs, no combinations</td>
# <td>GuPai, Tien Gow variants</td>
# <td><code>test_only_single_tiles_may_be_led</code></td></tr>
# <tr><td>A tile beats only a higher tile of its suit (the best so far); nobody has to beat</td>
# <td>GuPai, Tien Gow</td>
# <td><code>test_a_single_is_beaten_only_by_a_higher_tile_of_its_suit_gupai</code></td></tr>
# <tr><td>The taker of a trick leads the next</td>
# <td>pagat, Tien Gow</td>
# <td><code>test_the_taker_of_a_trick_leads_the_next_pagat</code></td></tr>
# <tr><td>Equal military tiles tie; the first played stays best</td>
# <td>GuPai, Tien Gow</td>
# <td><code>test_equal_military_singles_tie_and_the_first_stays_best_gupai</code></td></tr>
# <tr><td>Tiles that do not beat are laid face up (default)</td>
# <td>navpil, <code>RuleSet.kuPai()</code></td>
# <td><code>test_discards_are_exposed_by_default</code></td></tr>
# <tr><td>… or face down, seen only by their owner (option)</td>
# <td>GuPai, Tien Gow</td>
# <td><code>test_discards_face_down_when_the_option_is_off</code></td></tr>
# <tr><td>Each trick counts one; the last trick wins the deal; each pays the winner 4 − tricks (5
# for none), ×2 with the banker</td>
# <td>GuPai, Tien Gow</td>
# <td><code>test_every_trick_counts_one_and_the_last_trick_wins</code></td></tr>
# <tr><td>Early death (option)</td>
# <td>GuPai, Tien Gow</td>
# <td><code>test_early_death_when_chosen</code></td></tr>
# <tr><td>A losing banker with more than 4 tricks settles at the normal rate (option)</td>
# <td>GuPai, Tien Gow</td>
# <td><code>test_a_losing_banker_with_more_than_4_tricks_at_the_normal_rate_gupai</code></td></tr>
# <tr><td>A banker who wins stays banker, at ×2 or a growing multiplier (option)</td>
# <td>GuPai, Tien Gow</td>
# <td><code>test_a_banker_who_wins_stays_banker_plain_or_growing_gupai</code></td></tr>
# <tr><td>In a match, the taker of the last trick is the next banker</td>
# <td>pagat, Tien Gow</td>
# <td><code>test_the_taker_of_the_last_trick_is_the_next_banker_pagat</code></td></tr>
# <tr><td>Defaults: face-up discards, no early death, plain doubling</td>
# <td>navpil, <code>RuleSet.kuPai()</code></td>
# <td><code>test_defaults_follow_navpils_reading_of_the_macao_book</code></td></tr>
# <tr><td>The name may be a misreading of 骨牌</td>
# <td>GuPai, Tien Gow variants</td>
# <td><code>test_the_page_says_the_name_may_be_a_misreading</code></td></tr>
# </table>
#
# ## Options and variants
#
# The Macao book, as reported, says only that KuPai is TianJiu with single tiles. Each
# TianJiu table rule that might apply is therefore an option of the game. The table gives
# each option's default here and in TianJiu (which has no `exposed_discards` option: its
# discards are always face down):

# %%
tianjiu_defaults = {o.name: o.default for o in tianjiu.spec.options}
nb.table(["Option", "Default", "TianJiu's", "Choices", "What it does"],
         [(o.name, o.default, tianjiu_defaults.get(o.name, False), o.choices, o.help)
          for o in game.spec.options])

# %% [markdown]
# **Which reading is the default, and why.** The sources do not say how KuPai players lay
# down the tiles that do not beat, nor whether the TianJiu extras (early death, a growing
# banker multiplier) apply. The library follows the one detailed reading there is, navpil's
# `RuleSet.kuPai()` in the GuPai project's own code: tiles always shown face up, no early
# death, plain doubling for the banker. A game without combinations is a simple game, and
# that reading keeps it simple; each TianJiu rule can be switched on to play KuPai the way a
# TianJiu table would.
#
# The variants side by side on the deal of the rules section. First, what P1 sees of the
# trick of rule 4 when the tiles given up go face down (compare the last line of rule 4);
# then what a whole deal pays under each option. With early death P2 is not allowed to
# beat on the last trick (second line), so he gives up his tile and P1 takes all eight
# tricks. For the banker multiplier the deal is played twice, a match of two deals, with P1
# taking all eight tricks each time.

# %%
state = new_state(["P1 leads 6:2 (Eight)", "P2 plays 4:4 face down", "P3 plays 2:2 face down"],
                  exposed_discards=False)
print("exposed_discards=False: P1 sees the trick as", state.view(0)["zones"]["trick"])
P2_WINS = SEVEN_TRICKS + LAST_TRICK
P1_SWEEPS = P2_WINS[:-3] + ["P2 discards 3:3 face up"] + LAST_TRICK[2:]
died = new_state(P2_WINS[:-3], early_death=True)
print("early_death=True: on the last trick P2 may only:", *(a.text for a in died.legal_actions()))
variants = [({}, P2_WINS), ({"early_death": True}, P1_SWEEPS), ({"over_four_normal_rate": True}, P2_WINS),
            ({"deals": 2}, 2 * P1_SWEEPS), ({"deals": 2, "banker_multiplier": "growing"}, 2 * P1_SWEEPS)]
nb.results({", ".join(f"{key}={value}" for key, value in options.items()) or "defaults":
            new_state(moves, **options) for options, moves in variants}, label="Options")

# %% [markdown]
# * **Face-down discards** change what the players know, not what a given play scores: with
#   them, the tiles given up are hidden from everybody but their owner (`None` above).
# * **Early death** applies to a last trick led with one tile, which in KuPai is *every*
#   last trick: a player who has taken no trick yet must give up his tile. So the banker P1
#   keeps the last trick and collects 5 × 2 from each player.
# * **At the normal rate**, the banker who took 7 tricks but lost is paid 3 instead of 6.
# * **The growing multiplier** raises the banker's rate by one for each deal he wins in a
#   row: ×2 in the first deal, ×3 in the second (10 + 15 from each player instead of
#   10 + 10).
#
# ## Play it yourself
#
# Run this notebook yourself (`make lab` opens it in JupyterLab) and the cell below gives
# you a table where you are P1 against three bots: click a tile to play it and the bots
# answer at once; Undo takes your move back, New deal deals again. On the website,
# **Play**, just above the table, starts the same table in your browser; until then the
# cell shows the game as P1 sees it, up to P1's first move.

# %%
gw.PlayTable(game, seat=0, seed=11)

# %% [markdown]
# ## An option side by side: tiles given up face up or down
#
# KuPai gives up face up (the default) or face down as in TianJiu: one deal, the same
# bots.

# %%
gw.compare("kupai", {"face up": {}, "face down": {"exposed_discards": False}}, seed=3)

# %% [markdown]
# ## Sources
#
# * GuPai site, [Tien Gow variants](https://navpil.github.io/gupai/tien-gow/tien-gow-variants.html):
#   the "ancient tiles" game from the Macao book, and the warning about its name.
# * The book itself: *Jogos, brinquedos e outras diversões populares de Macau* (games, toys
#   and other popular pastimes of Macao), known here only through the GuPai site.
# * GuPai site, [Tien Gow](https://navpil.github.io/gupai/tien-gow.html), and pagat.com,
#   [Tien Gow](https://www.pagat.com/tile/cdom/tiengow.html) by Joe Celko with Anthony Kam:
#   the TianJiu rules KuPai shares (ranks, following, the last trick, the settlement and
#   its options).
# * navpil's [gupai](https://github.com/navpil/gupai) project, `RuleSet.kuPai()`: the
#   reading used for the defaults (face-up discards, no early death, plain doubling).
# * [Sources and disagreements](../sources.md): where these sources differ, and the option
#   that plays each reading.
