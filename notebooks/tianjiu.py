# %% [markdown]
# # TianJiu 天九
#
# **TianJiu** 天九 (*tiān jiǔ*, Cantonese *Tien Gow*, "Heaven and Nine") is the Chinese
# trick-taking game with dominoes. Its name joins the best tile of each suit: Heaven, the
# double six, heads the civil suit, and the Nines head the military suit. In China,
# playing dominoes often means a trick game like this one, and most Chinese trick games
# with tiles are variants of it (the GuPai site). Four players get eight tiles each. A
# player leads one tile or a set of tiles; the others beat it or give up as many tiles
# face down. **Whoever takes the last trick wins the deal** and collects from the others,
# who pay less the more tricks they took.
#
# Read the [Tiles](tiles.ipynb) page first for the suits, names and pairs. Every drawing,
# table and caption here is made by the `gupai_widgets` library as the notebook runs.

# %%
from matplotlib.figure import Figure
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.trick_taking.combinations import (
    all_lead_combinations, beats, classify, rules_for_deck, why_beats)
from gupai_widgets.games.trick_taking.tianjiu import settle_payments
game = gw.load_game("tianjiu")

# %% [markdown]
# ## The tiles and what may be led
#
# TianJiu uses all 32 tiles in two suits that never meet: a civil tile (文 *wén*) is
# beaten only by a higher civil tile, a military tile (武 *wǔ*) only by a higher military
# one. Civil tiles rank in a fixed order, Heaven, Earth, Man, Harmony and so on; military
# tiles rank by their total, so the two Nines are equal, and so on. Equal tiles **tie**.
#
# The player who leads a trick puts down one tile or one **combination**, and everyone
# else then plays exactly as many tiles. A lead is
#
# * a **single tile**, civil or military;
# * a **pair**: the two copies of a civil tile (a *civil pair*), two military tiles of the
#   same total (a *military pair*: Nines, Eights, Sevens, Fives), or the **Supreme pair**
#   至尊 [4:2] + [2:1], a class of its own that nothing can beat and that beats nothing;
# * a **mixed combination**. Only four families exist, each joining a top civil tile
#   with the military tiles of the same place: **Heaven with Nines, Earth with Eights,
#   Man with Sevens, Harmony with Fives**, in 2 tiles (one of each suit), 3 tiles (two
#   civil and one military, or one civil and two military) or 4 tiles (two and two).
#
# Anything else is no lead at all. `all_lead_combinations` lists every lead the 32 tiles
# can make; here they all are, kind by kind, each kind strongest first (the singles are the
# 21 faces in order). Within a kind a lead beats every lead after it, unless the two share
# a name (then they are equal, like the two Nines); nothing ever beats a lead of another
# kind. Last, one combination drawing itself.

# %%
tileset, leads = gw.chinese_set(), all_lead_combinations()
civil = sum(t.is_civil for t in tileset)
print(f"{len(tileset)} tiles: {civil} civil, {len(tileset) - civil} military")
print(f"{game.players} players, {game.hand_size()} tiles each\n{len(leads)} different leads")
for text in ["6:6 1:1", "6:6 6:2", "6:5 6:3", "6:6 6:6 1:1 1:1"]:
    print(f"{text:16} -> {classify(gw.tiles(text))}")
by_kind = {kind: [c for c in leads if c.kind == kind] for kind in dict.fromkeys(c.kind for c in leads)}
display(*(nb.groups([(c.name, c.tiles) for c in group], label=f"{kind} ({len(group)})")
           for kind, group in by_kind.items()))
classify(gw.tiles("1:1 1:1 6:2"))

# %% [markdown]
# ## What beats what
#
# A play beats the best play so far in the trick only if it is **the same kind**, as many
# tiles with the same mix of civil and military, and **strictly higher**. The library's
# `why_beats` says in one sentence whether one play beats another, and why; the game's
# captions use it.

# %%
grid = [("1:1", "6:6"), ("5:1", "6:3"), ("6:3", "5:4"), ("1:1 1:1", "6:6 6:6"), ("5:1 5:1", "4:1 3:2"),
        ("4:2 2:1", "6:6 6:6"), ("6:6 6:6", "4:2 2:1"), ("1:1 1:1 6:2", "6:6 6:6 6:3"),
        ("1:1 1:1 6:2", "6:6 6:3 5:4")]
rows = []
for best, played in grid:
    b, p = gw.tiles(best), gw.tiles(played)
    rows.append((nb.groups([(best, b)], height=30), nb.groups([(played, p)], height=30),
                 "yes" if beats(b, p) else "no", why_beats(b, p)))
nb.table(["Best so far", "Played on it", "Beats?", "Why"], rows)

# %% [markdown]
# Three rules in the grid surprise Western card players:
#
# * **Suits never cross.** A Nine cannot beat even the lowest civil tile.
# * **Equal tiles tie, and a tie keeps the earlier play.** The Nines [6:3] and [5:4] are
#   equal: whichever was played first stays best. So are the two copies of a civil tile.
# * **The make-up must match.** Earth–Earth–Eight (two civil, one military) falls only to
#   Heaven–Heaven–Nine, never to Heaven–Nine–Nine (one civil, two military).
#
# ## A deal between the bots, step by step
#
# A deal starts from a shuffled wall: P1 takes the first eight tiles, P2 the next eight,
# and so on. The first banker (莊家 *zhuāngjiā*) is drawn by lot, later the winner of the
# last deal. The banker leads the first trick, the taker of
# each trick leads the next, and play goes round in seat order, P1, P2, P3, P4 (the
# sources fix no direction). Here is a deal the bots played, trick by trick, then move by
# move: step with the buttons under the drawing, drag the slider, use the arrow keys once
# you click the viewer, or jump from trick to trick with the Lead and Follow buttons. The
# caption explains each move, and the last one the settlement.

# %%
flow = gw.play(game, seed=212)
display(nb.tricks(flow))
gw.ReplayViewer(flow, views=(None,))

# %% [markdown]
# P4, the banker, leads a Nine and then Heaven, and nobody can beat them. His
# Earth–Eight falls to P2's Heaven–Nine, and P2 leads a quartet for the last trick. A trick
# counts **one for each tile led**, so P2 ends with 6 of the deal's 8.
#
# ## Every rule on one deal
#
# The rest of the page plays a fixed deal, built so that each rule shows. P1 is the banker.

# %%
HANDS = """1:1 1:1 6:2 2:2 2:2 5:3 4:2 6:4  6:6 6:3 5:4 4:4 3:1 3:3 6:1 5:1
           5:5 5:5 5:2 4:4 3:1 6:5 6:1 5:1  6:6 4:1 3:2 4:3 3:3 6:5 6:4 2:1"""
state = nb.deal(game, HANDS, dealer=0)
state

# %% [markdown]
# **Trick 1.** P1 leads three tiles, Earth–Earth–Eight. P2 holds Heaven and both Nines,
# but Heaven–Nine–Nine has the wrong make-up, and the engine refuses it. Nobody can beat
# the lead, so everyone lays three tiles **face down**, any three they like.

# %%
print(nb.attempt(state, "P1 leads 1:1 1:1 6:2 (Earth–Earth–Eight)", "P2 follows 6:6 6:3 5:4"))
print(nb.Captions([why_beats(gw.tiles("1:1 1:1 6:2"), gw.tiles("6:6 6:3 5:4"))]))
print(len(state.legal_actions()), "moves for P2, all face down\n")
nb.play(state, "P2 plays 3:3 6:3 5:4 face down", "P3 plays 4:4 6:5 6:1 face down",
        "P4 plays 3:3 6:5 2:1 face down")[-1:]

# %% [markdown]
# **Trick 2.** P1 leads the Bench pair. P3 beats it with the higher Plum pair; P4's Fives
# pair is a military pair and cannot beat a civil one. Face-down tiles stay hidden from
# everyone but the player who laid them, in the trick and later in the taker's pile; in
# the recorded game at the end of the page, choose "As P1 sees it" to see a table that way.

# %%
print(nb.play(state, "P1 leads 2:2 2:2 (Bench pair)", "P2 plays 4:4 3:1 face down",
              "P3 follows 5:5 5:5"))
print("P4 may beat with:", [a.text for a in state.legal_actions() if a.kind == "follow"] or "nothing", "\n")
nb.play(state, "P4 plays 4:1 3:2 face down")

# %% [markdown]
# **Tricks 3 to 5.** P3 leads a Seven; P4's other Seven only ties with it, and P1 beats it
# with an Eight. Then P1 leads [4:2]: every Nine, Eight and Seven has gone, so nobody can
# beat it (P1 could not be sure: the Nines went face down). P1 has 5 tricks, but the deal
# goes to whoever takes the last one. P2 kept his Heaven for it; he could also lay it face
# down, as nobody has to win. P4's Heaven only ties with P2's.

# %%
print(nb.play(state, "P3 leads 5:2 (Seven)", "P4 plays 4:3 face down", "P1 follows 5:3",
              "P2 plays 6:1 face down", "P1 leads 4:2 (Gee Joon six)", "P2 plays 5:1 face down",
              "P3 plays 3:1 face down", "P4 plays 6:4 face down", "P1 leads 6:4 (Red-head ten)"))
print("P2 may:", [a.text for a in state.legal_actions()], "\n")
nb.play(state, "P2 follows 6:6", "P3 plays 5:1 face down", "P4 plays 6:6 face down")

# %% [markdown]
# ## The settlement, worked through
#
# Only the winner settles, with each other player in turn:
#
# * a player with **no trick pays 5**;
# * otherwise he pays **4 − his tricks**; above 4 tricks the amount is negative and the
#   winner pays him instead;
# * every payment **to or from the banker is doubled**.
#
# P2 wins with a single trick. P1, the banker, took 5: 4 − 5 = −1, doubled, so P2 pays
# him 2. P3 took 2 and pays 4 − 2 = 2. P4 took none and pays 5. P2 ends with
# −2 + 2 + 5 = +5, and the payments add up to zero:

# %%
result = state.result()
print(result.note.replace(": ", ":\n  ", 1).replace("; ", "\n  "))
nb.results({"this deal": result}, scores="Tricks")

# %% [markdown]
# ## How to play well
#
# Most of the time a player cannot beat the lead. He must still play as many tiles as were
# led, face down, and those tiles are lost to him. Which should go? The search bot can
# answer this: in deals sampled to fit what the seat has seen, it plays each move out and
# compares what the seat gains. The game's bots played 300 deals. At each of the 2,705
# single-tile leads that a seat could not beat, 20 deals were sampled and played out three
# times: once after laying down the **weakest** tile, the one most of the 32 tiles beat;
# once after the **strongest**, the one fewest beat; and once after the tile the game's
# bot chose (`python scripts/page_stats.py tianjiu` writes these counts beside this
# notebook).
#
# * **Give up your weakest tile and keep the strongest.** It gains 1.54 points in the
#   deal's settlement, on average, over giving up the strongest. It was better in 1,824
#   of the positions and worse in only 445. A high tile kept back can still take a trick,
#   and perhaps the last one, which wins the deal.
# * **Keeping a pair or a combination together makes no measurable difference here.** The
#   bots give up the weakest tile that breaks none, and that came out 0.03 points worse
#   than the plain weakest, about one standard error (±0.02). Against single leads, just
#   look for your weakest tile.
# * **This is what the bots do.** Over 3,000 deals, two tiles in three ended face down.
#   The plot gives, for each tile, the share of those dealt that the bots gave up: the
#   low civil tiles (Red mallet six [5:1], Long-leg seven [6:1], Red-head ten [6:4], Axe
#   [6:5]) go almost every time, the small military tiles (the Gee Joon tiles and the
#   Fives) nearly as often, while Heaven [6:6] (8%), the two Nines and Earth [1:1] (under
#   20%) are kept for the tricks they can still take.

# %%
stats = nb.stats("tianjiu")["all"]
n = (values := stats["values"])["positions"]
for name, gain in values["gains"].items():  # the mean over positions, ± its standard error
    mean = gain["sum"] / n
    print(f"{name}: {mean:+.2f} ± {((gain['squares'] / n - mean**2) / n) ** 0.5:.2f} points,"
          f" better in {gain['better']:,}, worse in {gain['worse']:,} of {n:,} positions")
share = sorted(((stats["down"].get(face, 0) / n, face) for face, n in stats["dealt"].items()), reverse=True)
print(f"{stats['matches']:,} deals: {sum(stats['down'].values()) / sum(stats['dealt'].values()):.0%} of the tiles dealt given up")
civil = [gw.Tile.parse(face).is_civil for _, face in share]
axes = (figure := Figure(figsize=(7, 4.2))).subplots()
axes.barh([f"[{face}] {'civil' if c else 'military'}" for (_, face), c in zip(share, civil)],
          [100 * x for x, _ in share], color=["#2d5f8c" if c else "#8c2d19" for c in civil])
axes.invert_yaxis()
axes.tick_params(axis="y", labelsize=7)
axes.set(xlabel="% of the tiles dealt that the bots gave up", xlim=(0, 100), title="TianJiu between the bots: the tiles given up")
nb.plot(figure, "the share of each TianJiu tile the bots give up")

# %% [markdown]
# ## Rules at a glance
#
# Each rule on this page, its source, and the test that checks it:
#
# <table>
# <tr><th>Rule (source)</th><th>Test</th></tr>
# <tr><th colspan="2"><code>tests/games/test_combinations.py</code></th></tr>
# <tr><td>A lead: a single, a pair, or a mixed combination of 2, 3 or 4 tiles (GuPai)</td>
# <td><code>test_every_kind_of_lead_gupai_tien_gow</code></td></tr>
# <tr><td>Mixed: only Heaven–Nine, Earth–Eight, Man–Seven, Harmony–Five (GuPai)</td>
# <td><code>test_groups_that_are_not_combinations</code></td></tr>
# <tr><td>61 different leads in the 32 tiles (the rules above)</td>
# <td><code>test_sixty_one_leads_in_32_tiles</code></td></tr>
# <tr><td>A single falls only to a higher tile of its own suit (GuPai)</td>
# <td><code>test_what_beats_what_gupai_and_pagat</code></td></tr>
# <tr><td>Civil pairs fall only to higher civil pairs, military to military (GuPai)</td>
# <td><code>test_what_beats_what_gupai_and_pagat</code></td></tr>
# <tr><td>The Supreme pair cannot be beaten and beats nothing (GuPai, pagat)</td>
# <td><code>test_why_beats_says_why_in_one_sentence</code></td></tr>
# <tr><th colspan="2"><code>tests/games/test_tianjiu.py</code></th></tr>
# <tr><td>4 players, 8 tiles each, all 32 tiles (pagat, GuPai)</td>
# <td><code>test_decks_and_hand_sizes_folk_tien_gow</code></td></tr>
# <tr><td>The banker leads the first trick, the taker of a trick the next (pagat, GuPai)</td>
# <td><code>test_the_banker_leads_the_first_trick_pagat</code></td></tr>
# <tr><td>The others play as many tiles, face up only to beat, else face down (pagat)</td>
# <td><code>test_a_higher_quartet_of_the_same_make_up_is_the_only_beat</code></td></tr>
# <tr><td>Nobody must follow suit or try to win (GuPai)</td>
# <td><code>test_teaching_deal_trick_by_trick</code></td></tr>
# <tr><td>Equal tiles tie: the first played stays best (GuPai)</td>
# <td><code>test_equal_military_tiles_tie_and_the_first_stays_best_gupai</code></td></tr>
# <tr><td>A play must beat the best so far, not only the lead (pagat)</td>
# <td><code>test_a_higher_pair_beats_the_best_so_far_not_only_the_lead</code></td></tr>
# <tr><td>Same make-up: Earth–Earth–Eight falls to Heaven–Heaven–Nine, not Heaven–Nine–Nine
# (GuPai)</td>
# <td><code>test_teaching_deal_heaven_nine_nine_cannot_beat_earth_earth_eight_gupai</code></td></tr>
# <tr><td>Face-down tiles are seen only by whoever laid them (pagat)</td>
# <td><code>test_face_down_tiles_are_seen_only_by_who_played_them</code></td></tr>
# <tr><td>A trick counts one per tile led, 8 in a deal (GuPai, navpil)</td>
# <td><code>test_tricks_count_by_tiles_led_navpil_table</code></td></tr>
# <tr><td>The last trick wins the deal; its taker is the next banker (pagat, GuPai)</td>
# <td><code>test_the_last_trick_winner_is_the_next_banker_pagat</code></td></tr>
# <tr><td>Losers pay 4 − tricks, 5 for none; below zero the winner pays (GuPai)</td>
# <td><code>test_banker_loses_and_a_player_with_more_than_4_tricks_is_paid_gupai</code></td></tr>
# <tr><td>Payments to and from the banker are doubled (GuPai)</td>
# <td><code>test_zero_tricks_pay_five_doubled_by_the_winning_banker_gupai</code></td></tr>
# <tr><td>This page's deal: tricks 5, 1, 2, 0; payments +2, +5, −2, −5 (GuPai)</td>
# <td><code>test_teaching_deal_trick_by_trick</code></td></tr>
# <tr><td>Illegal moves are refused and change nothing (—)</td>
# <td><code>test_illegal_actions_are_refused_and_change_nothing</code></td></tr>
# <tr><td>Early death: single-tile last trick, no trick yet → face down (GuPai, navpil)</td>
# <td><code>test_early_death_forces_face_down_on_a_single_last_trick_gupai</code></td></tr>
# <tr><td>Early death spares a last trick led with a combination (GuPai)</td>
# <td><code>test_early_death_does_not_apply_to_a_last_trick_led_with_a_combination_gupai</code>
# </td></tr>
# <tr><td>Growing multiplier: ×2, ×3, ×4 … while the banker wins (GuPai)</td>
# <td><code>test_banker_multiplier_fixed_or_growing_gupai</code></td></tr>
# <tr><td>Over-4: a losing banker with over 4 tricks settles at the normal rate (GuPai)</td>
# <td><code>test_a_banker_with_more_than_4_tricks_who_lost_settles_at_the_normal_rate_gupai</code>
# </td></tr>
# <tr><td>The options side by side on this page's deal and match (GuPai)</td>
# <td><code>test_teaching_deal_under_the_options_gupai</code></td></tr>
# <tr><td>This page's deal at ×2, ×3, ×4, with and without over-4 (GuPai)</td>
# <td><code>test_teaching_deal_settled_at_growing_rates_gupai</code></td></tr>
# <tr><td><code>mixed=False</code>: the historical pure pairs (GuPai)</td>
# <td><code>test_teaching_deal_without_mixed_combinations_gupai_history</code></td></tr>
# <tr><td>3 players: 30 tiles without the Supreme pair, 10 each (GuPai Folk)</td>
# <td><code>test_thirty_tiles_have_no_supreme_pair</code></td></tr>
# <tr><td>The three 24-tile decks, 8 each for 3 players (GuPai Folk)</td>
# <td><code>test_the_24_tile_folk_decks_gupai_folk</code></td></tr>
# <tr><td>24 tiles: no mixed; [1:1][2:2][3:3] &lt; [4:4][5:5][6:6]; the Nines unbeatable
# (GuPai Folk)</td>
# <td><code>test_four_five_six_beats_one_two_three_and_nothing_beats_the_nines</code></td></tr>
# </table>
#
# ## Options and variants
#
# Each way of playing that the sources describe is an option; the defaults follow the
# reading the sources favour.

# %%
nb.options(game)

# %% [markdown]
# **Early death** (`early_death`): on a last trick led with a single tile, a player who
# has taken no trick must play face down. It stops a player from hiding a Heaven all deal
# and snatching only the last trick, as P2 did above. The GuPai site gives it as optional
# and navpil's program plays it; it is off by default, as in the GuPai site's main rules.
# **Growing multiplier** (`banker_multiplier="growing"`): a banker who wins stays banker
# at one rate more, ×2, ×3, ×4 …, until someone else wins. **Over-4**
# (`over_four_normal_rate`): a losing banker with more than 4 tricks settles at the normal
# rate. The GuPai site offers over-4 as the fix for the growing rate and both as optional,
# so by default the banker's payments are simply doubled, as in its main rules.
#
# Here are the first two on the deal above, with the same moves where the option allows
# them; then the deal's settlement at the rates a banker reaches after 0, 1 and 2
# consecutive wins, with and without over-4.

# %%
MOVES = [action.short for action in state.history]
died = nb.deal("tianjiu", HANDS, MOVES[:-3], dealer=0, early_death=True)
print("With early death, P2 may only:", [a.text for a in died.legal_actions()])
nb.play(died, "P2 plays 6:6 face down", "P3 plays 5:1 face down", "P4 plays 6:6 face down")
over_four = nb.deal("tianjiu", HANDS, MOVES, dealer=0, over_four_normal_rate=True)
display(nb.results({"default": state, "early_death=True": died, "over_four_normal_rate=True": over_four},
                   label="Options", scores="Tricks"))
tricks = list(result.scores)
nb.table(["Banker's rate", "Payments", "With over-4"],
         [(f"×{rate}", settle_payments(tricks, 1, 0, rate)[0],
           settle_payments(tricks, 1, 0, rate, over_four_normal_rate=True)[0]) for rate in (2, 3, 4)])

# %% [markdown]
# With early death P2's Heaven is wasted: P1 takes the last trick and wins as banker, every
# payment doubled in his favour, +24 instead of +2. And the higher the banker's rate, the
# more the winner P2 owes the banker for his 5 tricks: 2, 3, then 4 of the 7 that P3 and P4
# pay him. Over-4 keeps it at 1 whatever the rate.
#
# **Mixed combinations** (`mixed`). The GuPai site says only pure pairs were played
# historically and mixed combinations are a modern addition, now often allowed; its current
# rules allow them with 2, 3 and 4 tiles, and so do navpil's classic rules, so the default
# allows them. `mixed=False` plays the historical game. (The older rule note this project
# started from lists mixed sets of 3 and 4 tiles but no 2-tile mixed pair; that reading
# has no option of its own.) On the deal above, without them:

# %%
pure, mixed = (nb.deal("tianjiu", HANDS, dealer=0, mixed=allowed) for allowed in (False, True))
print(f"P1 may lead in {len(pure.legal_actions())} ways, not {len(mixed.legal_actions())}")
nb.attempt(pure, "P1 leads 1:1 1:1 6:2 (Earth–Earth–Eight)")

# %% [markdown]
# ### Three players and the small decks
#
# Three players leave the Supreme pair out and play 30 tiles, 10 each. The folk games use
# 24 tiles, 8 each, in three ways: the civil tiles with the Supreme pair; the civil tiles
# less both [5:1], with the Nines and the Supreme pair; or the civil tiles with the Nines,
# whose pair then stands in for the Supreme pair. The 24-tile decks have no mixed
# combinations but two civil triplets, [1:1][2:2][3:3] below [4:4][5:5][6:6]
# (`small_triplets`). The GuPai site also saw four players share 24 tiles, 6 each. The
# table's last column draws the military tiles each deck keeps beside its civil tiles.

# %%
rows = []
for deck in ["standard", "civil_supreme", "civil_nines_supreme", "civil_nines"]:
    small = gw.load_game("tianjiu", players=3, deck=deck)
    tiles = small.pieces()
    rows.append((deck, len(tiles), small.hand_size(), nb.groups(
        [(f"{sum(t.is_civil for t in tiles)} civil +", [t for t in tiles if t.is_military])])))
display(nb.table(["Deck (3 players)", "Tiles", "Each", "Military tiles beside the civil ones"], rows))
folk = rules_for_deck("civil_nines", small_triplets=True)
print(why_beats(gw.tiles("1:1 2:2 3:3"), gw.tiles("4:4 5:5 6:6"), folk))
print(why_beats(gw.tiles("6:3 5:4"), gw.tiles("6:6 6:6"), folk))

# %% [markdown]
# The sources give no settlement for these forms: 10 tricks a deal (30 tiles) or 6 (four
# players with 24) do not fit "4 − tricks", as the GuPai site remarks, and the folk
# settlements it mentions are not recorded precisely. The library uses the standard rule
# anyway, so take their scores as a rough guide.
#
# ## Play it yourself
#
# In a live notebook (`make lab`, then run this cell) you play P1 against three bots:
# click a tile or a combination to lead or to beat, or tiles to lay face down, and the bots
# answer at once. On this site, **Play**, just above the table, starts the same table in your
# browser; until then the cell shows the game as P1 sees it, up to P1's first move: the
# other hands and every face-down tile hidden.

# %%
gw.PlayTable(game, seat=0, seed=199)

# %% [markdown]
# ## An option side by side: early death
#
# The same deal with the early-death rule off (the default) and on: only the last trick
# can differ.

# %%
gw.compare("tianjiu", {"standard": {}, "early death": {"early_death": True}}, seed=3)

# %% [markdown]
# ## Related games and sources
#
# Three more trick games have pages of their own: [KuPai 古牌](kupai.ipynb), this game
# with single-tile leads only; [Mouse Moving 老鼠搬家](mouse_moving.ipynb), the form for
# two players; and [Deer Hunt 鹿狩り](deer_hunt.ipynb), a Japanese game in two
# partnerships where tiles rank by their higher half and tricks score red pips.
#
# * The GuPai site: [Tien Gow](https://navpil.github.io/gupai/tien-gow.html),
#   [Folk Tien Gow](https://navpil.github.io/gupai/tien-gow/folk-tien-gow.html) and
#   [the order of tiles and pairs](https://navpil.github.io/gupai/tiles-and-pairs-hierarchy.html).
# * [Tien Gow on pagat.com](https://www.pagat.com/tile/cdom/tiengow.html), by Joe Celko
#   with Anthony Kam.
# * The program [navpil/gupai](https://github.com/navpil/gupai) (`tricks/tianjiu`), a
#   second opinion on the rules.
# * [Sources and disagreements](../sources.md): where these sources differ, and the option
#   that plays each reading.
