# %% [markdown]
# # Small Mahjong 打小麻将
#
# Small Mahjong (打小麻将, *da xiao ma jiang*) imitates Mahjong with one set of Chinese
# dominoes. A Chinese blog on domino games described it; the GuPai site kept its rules
# after the blog went offline. Three or four players each get five tiles; in turn a player
# takes a tile, then **discards** one face up, or, holding two triplets, shows them and
# **wins**.
#
# ## Triplets of sets and straights
#
# A triplet is three tiles read as six half-values, split into two groups of three. A
# group is a **set**, three equal values (3-3-3), or a **straight**, three values in a row
# (3-4-5). A triplet is:
#
# * **Set-Set** 双同, two sets, the classical Split: **3 points**;
# * **Set-Straight** 连同, a set and a straight that share no value: **2 points**;
# * **Straight-Straight** 双连, two straights, which may overlap: **1 point**.
#
# The examples of the sources, with one that fails (3-4-5 and 4-4-4 share the 4):

# %%
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.draw_discard.small_mahjong_hands import triplet_kind
EXAMPLES = ["6:6 6:4 4:4", "2:2 2:5 5:5", "1:4 4:4 2:3", "2:3 5:4 5:5", "3:4 5:4 4:4",
            "1:4 3:3 2:2", "1:2 3:4 3:5", "2:5 3:3 4:4"]
nb.table(["tiles", "values", "triplet"],
         [(gw.Hand(e), " ".join(sorted("".join(e.replace(":", "").split()))),
           triplet_kind([gw.Tile.parse(t) for t in e.split()]) or "none") for e in EXAMPLES])

# %% [markdown]
# The winner is paid the points of his two triplets by every other player.
#
# ## Who may claim the last discard
#
# Any player may claim the tile just discarded to make a triplet with two tiles of his
# hand, which he lays out face up; but how far from the discarder he may sit depends on
# the triplet:
#
# * a **Straight-Straight**: only the **next** player;
# * a **Set-Straight**: the **next two** players (the next and the opposite one; with
#   three players, anyone);
# * a **Set-Set**, or **any triplet that wins**: **anyone**.
#
# The nearest player, counter-clockwise, has the first say; each is asked in turn, even
# with nothing to claim, so that being asked tells nothing. A fixed deal for four: P1 draws
# [1:1] and may discard [2:2], [5:4] or [6:6], each claimable by other seats.

# %%
FOUR = """6:6 6:6 5:5 2:2 5:4   1:3 4:3 6:5 5:3 5:1
          1:4 3:3 6:1 1:1 6:5   2:2 6:2 6:4 4:4 6:3"""
WALL = "1:1 4:4 3:1 5:5 3:3 6:4 6:1 5:1 5:2 4:2 3:2 2:1"
def asked(discard):
    state = nb.deal("small_mahjong", FOUR, rest=WALL, dealer=0, moves=f"discard {discard}")
    rows = []
    while state.phase == "claim":
        rows.append((f"P{state.current_player + 1}", [a.short for a in state.legal_actions()]))
        state.apply_action("pass")
    return rows
nb.table(["P1 discards", "asked", "may"],
         [(d, who, may) for d in ("2:2", "5:4", "6:6") for who, may in asked(d)])

# %% [markdown]
# [2:2] makes a Straight-Straight for P2 ([1:3][4:3]: 1-2-3 + 2-3-4) and for P3
# ([1:4][3:3]), but only P2, the next player, may take it. [5:4] makes a Set-Straight for P3
# (1-1-1 + 4-5-6 with [1:1][6:1]) and for P4 (2-2-2 + 4-5-6 with [2:2][6:2]): P3 sits
# opposite and may, P4 may not; P2, the next player, may claim it for anything. [6:6] makes
# a Set-Set for P4 (4-4-4 + 6-6-6 with [6:4][4:4]), and anyone may claim that. P2 and P3
# pass, P4 claims it; play goes on from P4, and **P2 and P3 lose their turn**:

# %%
state = nb.deal("small_mahjong", FOUR, rest=WALL, dealer=0)
nb.play(state, "discard 6:6, pass, pass, claim 6:6 4:4 6:4, discard 6:3")

# %%
state

# %% [markdown]
# ## Games nobody wins, claims and skipped turns
#
# The GuPai site's simulation found that fewer than 5 % of deals end with no winner, and
# that four-player deals are often won before the third round. Played here by the bots in
# every seat (each claims every triplet it may, and keeps the tiles the most unseen tiles
# would complete), 100 deals per player count (400 in
# `python benchmarks/run.py discard_triplets`, where no deal ended without a winner):

# %%
import matplotlib.pyplot as plt
def measure(players, deals=100):
    stats = {"no winner": 0, "claims": 0, "turns skipped": 0, "rounds": 0}
    for seed in range(deals):
        end = gw.play(gw.load_game("small_mahjong", players=players), seed=seed).end()
        stats["no winner"] += end.result().winner is None
        discarder = None
        for a in end.history:
            if a.kind == "discard":
                discarder = a.player
            elif a.kind == "claim":
                stats["claims"] += 1
                stats["turns skipped"] += (a.player - discarder) % players - 1
        stats["rounds"] += (sum(a.kind == "discard" for a in end.history) + 1) / players
    return {k: round(v / deals, 2) for k, v in stats.items()}
found = {p: measure(p) for p in (3, 4)}
nb.table(["players", "no winner (share)", "claims/deal", "turns skipped/deal", "rounds/deal"],
         [(p, *f.values()) for p, f in found.items()])

# %%
fig, ax = plt.subplots(figsize=(6, 2.5))
ax.barh([f"{p} players" for p in found], [f["rounds"] for f in found.values()])
ax.set(xlabel="rounds played per deal (mean)")
nb.plot(fig, "How long a deal of Small Mahjong lasts")

# %% [markdown]
# ## How to play well
#
# The game's own bot claims every triplet it may, and discards so as to keep the tiles
# that the most unseen tiles would complete. The search bot (the "normal" level) tests
# moves instead: in deals sampled to fit what its seat has seen, it plays each move out and
# keeps the one that does best. The game's bots played 400 four-player deals. At each move
# with a choice the search bot chose too, and wherever the two differed, both moves were
# valued again in 20 fresh deals sampled the same way; and at each of the bot's claims in
# the first 100 deals, the claim and letting the discard go were valued the same way (`python
# scripts/page_stats.py small_mahjong` writes these counts beside this notebook). The
# first table gives, by the search bot's move ("pass": it let the discard go), how often
# the bot's move differed and what the search bot's move gained; the second, for each
# triplet the bot claimed, what the claim gained over letting the discard go: points,
# ± their standard errors.
#
# * **Discard as the bot does: keep the tiles the most unseen tiles would complete.** The
#   search bot chose another discard in 15% of them (295 of 1,992), and its choice came
#   out 0.51 points worse on average, more than three standard errors. No quick look
#   ahead beats this rule of thumb.
# * **Claim what you may.** Each kind of claim gained points over letting the discard go:
#   a Set-Set 4.4 on average (better in 84 of 109 claims), a Set-Straight 3.6 (104 of
#   139), even a Straight-Straight, worth a single point, 2.0 (39 of 55). A claim takes a
#   tile you need without waiting for your turn, and skips the players in between.
# * **Almost always.** Where the search bot could claim, it let the discard go 150 times
#   in 1,209, each time against the bot's claim, and gained 1.5 points on average: a
#   claim lays your triplet out for all to see, and now and then the tile is better left.

# %%
stats = nb.stats("small_mahjong")["all"]
display(nb.search_table(stats["search"]["choices"], unit="points", digits=2))
nb.table(["The bot claims", "Claims", "Claiming better", "Worse", "Gain over letting it go (points)"],
         [(kind, c["positions"], c["better"], c["worse"], nb.gain(c, c["positions"], 2))
          for kind, c in stats["claims"]["gains"].items()])

# %% [markdown]
# ## A whole game between the bots
#
# Step through a four-player deal; each discard's caption says who may claim it and why,
# and each claim which triplet it makes and from how far.

# %%
gw.ReplayViewer(gw.play("small_mahjong", seed=11), views=(None,))

# %% [markdown]
# ## Rules at a glance
#
# <table>
# <tr><th>Rule</th><th>Source</th><th>Test (tests/games/test_small_mahjong.py)</th></tr>
# <tr><td>Set-Set, Set-Straight, Straight-Straight on six half-values</td><td>GuPai site</td>
# <td><code>test_the_kinds_of_triplet_from_the_sources_examples</code>,
# <code>test_every_triplet_is_two_groups_of_sets_or_straights</code>,
# <code>test_set_set_is_the_classical_split_over_every_three_tiles</code></td></tr>
# <tr><td>Five tiles each; the first player takes a tile first</td><td>GuPai site</td>
# <td><code>test_five_tiles_each_and_the_first_player_takes_one</code></td></tr>
# <tr><td>A Straight-Straight only by the next player</td><td>GuPai site</td>
# <td><code>test_a_straight_straight_only_by_the_next_player</code></td></tr>
# <tr><td>A Set-Straight by the next two players; anyone with three players</td>
# <td>GuPai site; navpil's Readme</td>
# <td><code>test_a_set_straight_by_the_next_two_players_only</code>,
# <code>test_three_players_a_set_straight_by_anyone</code></td></tr>
# <tr><td>A Set-Set by anyone; turns skip to the claimer</td><td>GuPai site</td>
# <td><code>test_a_set_set_by_anyone_and_turns_skip_to_the_claimer</code></td></tr>
# <tr><td>Any triplet that wins, by anyone</td><td>GuPai site</td>
# <td><code>test_any_triplet_that_wins_by_anyone</code></td></tr>
# <tr><td>The nearest player first; the claimed triplet laid out</td><td>GuPai site</td>
# <td><code>test_the_nearest_player_has_priority_and_a_claim_lays_the_triplet_out</code>,
# <code>test_the_nearest_player_first_even_against_a_win</code></td></tr>
# <tr><td>Every other player pays the winner's points</td><td>GuPai site</td>
# <td><code>test_a_win_from_the_wall_is_paid_by_every_other_player</code></td></tr>
# <tr><td>Nobody claims: the next player draws; an empty wall ends the deal</td>
# <td>GuPai site; project rule</td>
# <td><code>test_nobody_claims_and_the_next_player_draws</code>,
# <code>test_an_empty_wall_ends_the_deal_with_no_winner</code></td></tr>
# </table>
#
# ## Play it yourself
#
# Run this cell in a live notebook (`make lab`) to sit at P1 against three bots; on this
# website it shows the game as P1 sees it.

# %%
gw.PlayTable(gw.load_game("small_mahjong"), seat=0, seed=3)

# %% [markdown]
# ## Sources
#
# * The GuPai site, [Small Mahjong](https://navpil.github.io/gupai/collecting-games/small-mahjong.html):
#   the triplets, the claims, the payment, its simulation.
# * The HuaBaoLeiDa blog post 打小麻将, the original, is offline
#   (`http://blog.sina.com.cn/s/blog_62969d840100ucdk.html`) and the Wayback Machine holds
#   no copy, as the GuPai site's page says: its rules are read here from that page, and
#   checked against navpil's program.
# * navpil's [GuPai programs](https://github.com/navpil/gupai): `smallmahjong`, a second
#   opinion, and its [Readme](https://github.com/navpil/gupai/blob/master/docs/Readme.md).
# * [Sources and disagreements](../sources.md) sets these sources side by side.
