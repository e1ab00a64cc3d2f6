# %% [markdown]
# # Young Hunter
#
# **Young Hunter** (Russian *Молодой охотник*, "young hunter") is a modern trick-taking game
# for **four players, each for himself**, with an ordinary 52-card French pack. It was
# contributed to pagat.com by Áron Csathó. The cards rank as usual, **ace high** down to
# two, but only four cards matter: the **jacks**, called *youngs*. You are a hunter of
# jacks: you score by winning a trick *with* your own jack (a **hit**) or by winning a
# trick that holds *another player's* jack (a **catch**). Before each deal's play, players
# may **announce** takings they expect to make, for double points, at the risk of losing
# double. A game is a match of **eight deals** with a changing trump suit; the points add
# up over the match.
#
# Every drawing, table and caption on this page is made by the `gupai_widgets` library as
# the notebook runs. Read the [Cards](cards.ipynb) page for how the library draws cards.

# %%
from dataclasses import replace
from matplotlib.figure import Figure
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.trick_taking.young_hunter import Taking, deal_plans
game = gw.load_game("young_hunter")
def facts(state):
    return state.observe(None).facts
jacks = [c for c in gw.french_deck() if c.rank == 11]
print(f"{len(gw.french_deck())} cards, 13 for each of 4 players; {len(jacks)} of them score")
gw.Hand(jacks, captions=["spades", "hearts", "diamonds", "clubs"])

# %% [markdown]
# ## The match: eight deals, eight trumps
#
# Each deal has its own trump suit, in the fixed order spades, hearts, diamonds, clubs,
# and back again. The first dealer is drawn by lot; the deal then passes clockwise
# (P1 → P2 → P3 → P4 → P1), so everybody deals twice. The player at the dealer's left,
# the next seat, speaks first in the bidding and leads the first trick. (Pagat does not say
# who deals or leads; the library follows a second description of the same game, on
# shram.kiev.ua.) Here P4 deals first:

# %%
nb.table(["deal", "trumps", "dealer", "bids first and leads"],
         [(k + 1, p.trump, f"P{p.dealer + 1}", f"P{(p.dealer + 1) % 4 + 1}")
          for k, p in enumerate(deal_plans(3, "off"))])

# %% [markdown]
# ## Hits and catches: the only points
#
# A **taking** is a jack won in a trick. Each of the four jacks gives exactly one taking
# in a deal: to its holder if it wins its trick (a **hit**), otherwise to whoever takes
# that trick (a **catch**). The *jack of trumps* is worth more when caught, because it is
# hard to catch: only a higher trump (A, K, Q) can beat it. The values, from the
# library, with spades as trumps:

# %%
takings = [Taking("catch", "♥"), Taking("hit", "♥"), Taking("hit", "♠"), Taking("catch", "♠")]
nb.table(["taking", "example (trumps ♠)", "silent value", "announced: made / failed"],
         [(t.kind_name("♠"), t.name("♠"), t.value("♠"), f"{2 * t.value('♠')} / {-2 * t.value('♠')}")
          for t in takings])

# %% [markdown]
# ## A deal step by step
#
# Here is a fixed first deal (trumps ♠, P4 deals, so P1 bids first and leads), one line of
# 13 cards per player. (The drawn table, with hands, trick and bidding panel, is in the
# replay further down.)

# %%
DEAL_A = """A♠ K♠ Q♠ 3♠ K♥ Q♥ 10♥ 9♥ 8♥ 7♥ 6♥ 3♦ 2♦  10♠ 9♠ 8♠ 7♠ 6♠ 4♠ 2♠ J♥ 9♦ 8♦ 7♦ 6♦ 4♦
            J♠ 5♥ 4♥ 3♥ 2♥ 10♦ 5♦ J♣ 7♣ 6♣ 5♣ 4♣ 3♣  5♠ A♥ A♦ K♦ Q♦ J♦ A♣ K♣ Q♣ 10♣ 9♣ 8♣ 2♣"""
state = step_by_step = nb.deal(game, DEAL_A, dealer=3)  # P4 deals; the later deals are shuffled
print(f"dealer P{facts(state).dealer + 1}, trumps {facts(state).trump}, "
      f"P{state.current_player + 1} to speak ({state.phase})")
for seat in range(4):
    print(f"P{seat + 1}:", " ".join(map(str, state.zones()[f"hand {seat}"])))

# %% [markdown]
# ### The bidding
#
# Before the first lead, each player in turn, starting with the first leader, may
# **announce** takings: the jack's suit and the form, "heart hit", "club catch"; the jack
# of trumps is always called **trump**: "trump hit", "trump catch". A player may announce
# several takings, at most one per jack (so up to four), then ends his turn by passing.
# Everyone speaks once. An announced taking scores **twice its value** if made, and
# **loses twice its value** if not.
#
# Below, first P1's choices at the start, as sentences and in their short notation (which
# `apply_action` accepts as well); then P1 announces the trump catch (he holds A K Q♠ and
# hopes to catch J♠), P2 a club catch, P3 boldly a trump hit with J♠, P4 a diamond hit and
# a heart catch. Each caption says what the announcement promises and what it is worth:

# %%
print("P1 may say:", "; ".join(a.text[3:] for a in state.legal_actions()))
print("short:", "; ".join(a.short for a in state.legal_actions()), end="\n\n")
nb.play(state, "P1 announces trump catch, P1 passes, P2 announces club catch, P2 passes, P3 announces"
               " trump hit, P3 passes, P4 announces diamond hit, P4 announces heart catch, P4 passes")

# %% [markdown]
# ### Follow suit; when void, trump
#
# Any card may be led. The others **must follow suit**; a player with none of the suit
# led **must play a trump**; only a player with neither may play any card. A trick goes to
# the highest trump in it, else to the highest card of the suit led, and its winner leads
# next. P1 leads K♥; P2 holds a single heart, J♥, and must play it, though it is then
# lost:

# %%
print(nb.attempt(state, "P1 leads K♥", "P2 plays 10♠"))
nb.play(state, "P2 plays J♥", "P3 plays 2♥", "P4 plays A♥")

# %% [markdown]
# P4 made his announced heart catch. Next P4 leads his own J♦ while he still holds
# A K Q♦ behind it, and nobody can beat it: a hit. Then P4 leads a club; P1 has no clubs
# and **must trump** (a heart is refused). P2 must trump too, but he **need not overtrump**:
# his lowest trump 2♠ is allowed even though it loses to P1's 3♠ (he plays 10♠).

# %%
print(nb.attempt(state, "P4 leads J♦", "P1 plays 3♦", "P2 plays 4♦", "P3 plays 5♦", "P4 leads 2♣",
                 "P1 plays K♥", "P1 plays 3♠"))
print("P2 may play:", ", ".join(a.text.split()[-1] for a in state.legal_actions()), "\n")
nb.play(state, "P2 plays 10♠", "P3 plays J♣", "P2 leads 4♠", "P3 plays J♠", "P4 plays 5♠", "P1 plays K♠")

# %% [markdown]
# All four jacks are now taken, so the rest of the deal cannot change the score. We play it
# out (each player plays his first legal card) and read the settlement: the silent
# takings score their value, each announcement scores or costs double. P1's trump catch
# made scores 6 and only 6 (not 6 plus the silent 3); P3's trump hit failed costs 4.

# %%
print(nb.Captions([nb.play_out(state).result().note]))
nb.results({"deal 1": state})

# %% [markdown]
# ## A trick with several jacks
#
# When one trick holds several jacks, its winner gets **one hit** if his own jack wins it,
# plus **one catch for every other jack** in it. (The source does not say this outright;
# it follows from its definitions, and it means each jack still gives exactly one taking.)
# In this deal P1 holds all the hearts, P2 all the spades (trumps), P3 the diamonds and P4
# the clubs. P1 leads J♥, P2 has no hearts and trumps with J♠, P3 has neither hearts nor
# trumps and may play anything, and P4 throws J♣. After the trick, the deal is played to
# its end:

# %%
DEAL_B = " ".join(f"{r}{s}" for s in "♥♠♦♣" for r in "A K Q J 10 9 8 7 6 5 4 3 2".split())
state = nb.deal(game, DEAL_B, "P1 passes, P2 passes, P3 passes, P4 passes", dealer=3)
print(nb.play(state, "P1 leads J♥", "P2 plays J♠", "P3 plays 2♦", "P4 plays J♣"))
display(nb.centre(state))
print(nb.Captions([nb.play_out(state).result().note]))
print("takings so far:", list(facts(state).match_takings), "hunter:",
      ", ".join(f"P{s + 1}" for s in facts(state).hunter))

# %% [markdown]
# P2 scores 2 + 1 + 1 = 4 for that one trick. He then holds every trump and takes every
# trick, so P3's J♦ falls to him as well: 5 points in all.
#
# ## The hunter
#
# The **hunter** is the player with the most takings (the number of jacks won, whatever
# their value) in the match so far; the library keeps it, with every tied leader, in
# `state.observe(seat).facts.hunter`. After this deal P2, with four takings, is the hunter
# (last line above).
#
# The match result is the points, not the takings: `returns()` is each player's total
# after the eight deals. The totals need not add up to zero.
#
# ## Rules at a glance
#
# Every statement is checked by the named test in `tests/games/test_young_hunter.py`
# (sources: pagat = pagat.com's [Young Hunter](https://pagat.com/invented/young_hunter.html)
# page; shram = [shram.kiev.ua](https://en.shram.kiev.ua/games/cards/2_molodoi_ohotnik.shtml);
# "our reading" = what these pages choose where the source is silent, as listed on
# [Sources and disagreements](../sources.md)).
#
# <table>
# <tr><th>Rule (source)</th><th>Test</th></tr>
# <tr><td>4 players, 13 cards each, ace high (pagat)</td>
# <td><code>test_thirteen_cards_each_ace_high_pagat</code></td></tr>
# <tr><td>8 deals, trumps ♠ ♥ ♦ ♣ ♣ ♦ ♥ ♠; the deal passes clockwise (pagat, shram)</td>
# <td><code>test_eight_deals_with_the_trumps_of_the_source_pagat</code></td></tr>
# <tr><td>first dealer by lot; the next player bids first and leads (shram)</td>
# <td><code>test_the_first_dealer_is_drawn_with_the_shuffle</code></td></tr>
# <tr><td>follow suit (pagat)</td>
# <td><code>test_must_follow_suit_pagat</code></td></tr>
# <tr><td>void: must trump, need not overtrump (pagat)</td>
# <td><code>test_must_trump_when_void_but_need_not_overtrump_pagat</code></td></tr>
# <tr><td>void in the suit and in trumps: any card (pagat)</td>
# <td><code>test_void_in_the_suit_and_in_trumps_any_card_pagat</code></td></tr>
# <tr><td>highest trump, else highest of the suit led, wins (pagat)</td>
# <td><code>test_trick_goes_to_the_highest_trump_else_the_highest_of_the_suit_led</code></td></tr>
# <tr><td>normal catch 1, normal hit 2, trump hit 2, trump catch 3 (pagat)</td>
# <td><code>test_the_four_values_of_a_taking_pagat</code></td></tr>
# <tr><td>several jacks: one hit and a catch per other jack (our reading)</td>
# <td><code>test_a_trick_with_several_jacks_gives_one_hit_and_a_catch_per_other_jack</code>
# </td></tr>
# <tr><td>bidding from the first leader, everyone once (pagat)</td>
# <td><code>test_bidding_starts_with_the_first_leader_and_everyone_speaks_once_pagat</code>
# </td></tr>
# <tr><td>announce "spade hit", "trump catch"; one per jack (pagat)</td>
# <td><code>test_announcements_are_one_action_a_taking_named_by_suit_or_trump_pagat</code></td></tr>
# <tr><td>announced: double if made, minus double if failed (pagat; "only the double": our
# reading)</td>
# <td><code>test_announced_takings_score_double_or_lose_double_pagat</code></td></tr>
# <tr><td>no contra in the basic game (pagat)</td>
# <td><code>test_basic_game_has_no_contra_and_one_round</code></td></tr>
# <tr><td>hunter = most takings; points add up over the match (pagat)</td>
# <td><code>test_points_add_up_over_the_match_and_the_hunter_is_tracked</code></td></tr>
# <tr><td>option direct_jacks: one jack each (pagat)</td>
# <td><code>test_direct_jacks_each_player_gets_one_jack_pagat</code></td></tr>
# <tr><td>option contra: one per taking, no recontra (pagat)</td>
# <td><code>test_contra_one_per_taking_never_ones_own_pagat</code></td></tr>
# <tr><td>option contra: bidding goes on while anybody speaks (pagat)</td>
# <td><code>test_contra_bidding_goes_on_while_anybody_speaks_pagat</code></td></tr>
# <tr><td>option contra: the contra player wins what the declarer loses (pagat)</td>
# <td><code>test_contra_player_wins_or_loses_what_the_declarer_does_pagat</code></td></tr>
# <tr><td>the same bids without contra (pagat)</td>
# <td><code>test_the_same_bids_without_contra_notebook_pagat</code></td></tr>
# <tr><td>option extra_game: no trumps, 2♠ holder leads (pagat)</td>
# <td><code>test_extra_game_at_the_end_has_no_trumps_and_the_2_of_spades_leads_pagat</code>
# </td></tr>
# <tr><td>extra game in the middle: the fourth dealer deals it (pagat)</td>
# <td><code>test_extra_game_after_the_fourth_is_dealt_by_the_fourth_dealer_pagat</code></td></tr>
# <tr><td>illegal plays are refused (pagat)</td>
# <td><code>test_illegal_plays_are_refused_and_change_nothing</code></td></tr>
# <tr><td>illegal bids are refused (pagat)</td>
# <td><code>test_illegal_bids_are_refused_and_change_nothing</code></td></tr>
# </table>
#
# ## Options and variants
#
# Pagat lists three optional rules. The library offers each one; all are off by default,
# which is the basic game.

# %%
nb.options(game)

# %% [markdown]
# ### Contra, on the same deal
#
# With `contra=True` a player may **contra** an opponent's announced taking. Nothing
# changes for the declarer, but the contra player takes the other side of the bet: he wins
# what the declarer loses and loses what the declarer wins. Each taking can be contra'd
# once, there is no recontra, and the bidding goes round again until everyone after the
# last speaker has passed. Here, on deal A, P1 announces the trump catch, P3 the trump hit
# and P4 the diamond hit; in the second round P1 contras P3's trump hit and P2 contras P4's
# diamond hit. Both deals are then played as the step-by-step deal above, and settled side
# by side. Only the two contra players' scores move: P1 wins 4 on P3's failed trump hit,
# P2 loses 4 on P4's made diamond hit; P3 and P4 score the same either way.

# %%
BIDS = ["P1 announces trump catch", "P1 passes", "P2 passes", "P3 announces trump hit",
        "P3 passes", "P4 announces diamond hit", "P4 passes"]
CONTRAS = ["P1 contras P3's trump hit", "P1 passes", "P2 contras P4's diamond hit",
           "P2 passes", "P3 passes", "P4 passes", "P1 passes"]
PLAY_A = [a.text for a in step_by_step.history if a.kind in ("lead", "play")][:16]
with_contra = nb.deal("young_hunter", DEAL_A, BIDS, dealer=3, contra=True)
print(f"after one round P{with_contra.current_player + 1} speaks again ({with_contra.phase})\n")
print(nb.play(with_contra, *CONTRAS))
plain = nb.play_out(nb.deal(game, DEAL_A, BIDS + PLAY_A, dealer=3))  # the basic game: no contras
nb.play(with_contra, *PLAY_A)  # the 16 cards played in the deal above
print(nb.Captions([nb.play_out(with_contra).result().note]))
nb.results({"basic game": plain, "contra=True": with_contra})

# %% [markdown]
# ### Direct deal of jacks, and the extra game
#
# With `direct_jacks=True` the four jacks are shuffled apart and each player gets one,
# then 12 other cards, so everyone has a chance of a hit. The first two lines below show
# the jacks dealt to P1, P2, P3 and P4 with the same seed.
#
# With `extra_game` the match has a ninth deal **without trumps**, in which the holder of
# 2♠ leads to the first trick (the bidding still starts at the dealer's left). "end" plays
# it last; "after_fourth" plays it after the fourth deal, dealt again by the fourth deal's
# dealer, and the deals after it keep their dealers. The table gives the trumps
# and dealers of each deal, with P4 dealing first ("–" = no trumps).

# %%
for direct in (False, True):  # the jacks in each hand, P1 to P4
    hands = nb.deal("young_hunter", direct_jacks=direct, seed=3).zones()
    print(f"direct_jacks={direct}:", [" ".join(str(c) for c in hands[f"hand {k}"] if c.rank == 11)
                                      for k in range(4)])
nb.table(["extra_game", *(str(k) for k in range(1, 10))],
         [(value, *(f"{p.trump or '–'} P{p.dealer + 1}" for p in deal_plans(3, value)),
           *([""] if value == "off" else [])) for value in ("off", "end", "after_fourth")])

# %% [markdown]
# ### Readings where the source is silent
#
# * **Who deals and leads.** Pagat does not say. The default follows shram.kiev.ua: the
#   deal passes clockwise and the dealer's left-hand neighbour bids first and leads.
# * **A made announcement** scores its doubled value only, not the doubled value on top of
#   the silent one (P1's trump catch above: 6, not 9). Pagat's contra example (A makes a
#   "spade hit" and gets 4) supports this reading.
# * **Several jacks in one trick** give one hit and a catch for each other jack, as shown
#   above.
# * **Announcing** any taking is allowed, even the catch of a jack you hold yourself (a
#   sure loss); pagat sets no other limit than one per jack.
#
# ## A match between the bots
#
# The bots bid only what their hand is likely to make and play to hit with safe jacks and
# catch the others' jacks cheaply. A whole match of eight deals is 450 steps, too heavy
# for this page, so the viewer below shows **the first deal** of the match played with
# seed 4, bids included. Use the buttons or the slider (or the arrow keys once the viewer
# has the focus) to step through; the caption under the table explains every move. Under
# the viewer, the whole match deal by deal (announcements ✓ made or ✗ failed), its
# totals and its hunter.

# %%
match = gw.play(game, seed=4)
states = match.states()
first = sum(1 for deal, _ in match.marks if deal == 0)  # the steps of deal 1
one_deal = replace(match, actions=match.actions[:first], marks=match.marks[:first],
                   returns=facts(states[first]).totals,
                   title="Young Hunter, seed 4: the first deal")
display(gw.ReplayViewer(one_deal, views=(None,)))
final = facts(states[-1])
for k, r in enumerate(final.results):
    trump = r.plan.trump
    bids = [f"P{a.seat + 1} {a.taking.name(trump)} {'✓' if made else '✗'}"
            for a, made in r.announcements]
    print(f"deal {k + 1}, trumps {trump}: {', '.join(bids) or '–':18} points {list(r.points)}")
print(f"totals {states[-1].returns()}, takings {list(final.match_takings)}, "
      f"hunter P{final.hunter[0] + 1}")

# %% [markdown]
# ## Is the jack of trumps hard to catch?
#
# Pagat gives the reason for the values: a trump jack is harder to catch than to hit, a
# normal jack easier. The game's bots bear this out. They played 2,000 matches, 16,000
# deals (`python scripts/page_stats.py young_hunter`, about a minute, writes the counts
# kept beside this notebook). The plot shows how the jacks were taken: the jack of trumps
# won its own trick 77% of the time and was caught 23%; the other jacks were hit 33% and
# caught 67%. In each case the rarer taking is worth more: a trump catch 3 against a trump
# hit 2, a normal hit 2 against a normal catch 1. The lead is worth little: the dealer, who
# plays last to the first trick, scores most, 2.09 points a deal, against 1.69 for the
# first leader and 1.57 and 1.62 for the two others (standard errors 0.02), bids included.

# %%
stats = nb.stats("young_hunter")["all"]
jacks = {"other jacks\nhit 2, catch 1": "normal", "jack of trumps\nhit 2, catch 3": "trump"}
taken = stats["jacks"]  # how many jacks were taken each way: "trump hit", "normal catch"...
hit = [100 * taken[f"{j} hit"] / (taken[f"{j} hit"] + taken[f"{j} catch"]) for j in jacks.values()]
axes = (figure := Figure(figsize=(6, 2))).subplots()
for kind, widths, left in (("hit", hit, 0), ("caught", [100 - h for h in hit], hit)):
    bars = axes.barh(list(jacks), widths, left=left)
    axes.bar_label(bars, fmt=f"{kind} %.0f%%", label_type="center")
axes.set(xlabel="% of the jacks", xlim=(0, 100), title="Young Hunter between the bots")
display(nb.plot(figure, "how the jacks are taken in Young Hunter between the bots"))
print("points a deal, from the first leader round to the dealer:",
      ", ".join(f"{p / stats['deals']:.2f}" for p in stats["points"]))

# %% [markdown]
# ## How to play well
#
# Announcing is a bet. An announced taking scores twice its value when it is made and
# loses twice its value when it is not; a silent one scores its value or nothing. So an
# announcement gains only when the taking is made **more than two times in three**: at
# exactly two in three, 2/3 × 2 − 1/3 × 2 = 2/3, what the silent taking brings. Which
# takings are that safe? In the same 2,000 matches, every jack dealt (16,000 jacks of
# trumps and 48,000 others) and whether it hit, by what its holder was dealt with it
# (`python scripts/page_stats.py young_hunter`). These bots play a jack the same way
# whether it was announced or not, so each count is the chance that an announcement is
# made.
#
# * **Announce the trump hit when your trumps, with those above the jack counted twice,
#   come to four or more.** Count the jack of trumps and every other trump you hold, then
#   one more for each of the ace, king and queen of trumps among them: J♥ with A♥ and two
#   small hearts counts 5. At 4 the jack of trumps hit 78% of the time, at 5 87%, at 6
#   92%, and from 7 on 97% or more: above two in three, so announce. At 3 it hit 61% and
#   at 2 42%: stay silent. The game's bot waits for 5; by this count it could announce
#   at 4 as well (3,527 such jacks, more than one deal in five).
# * **Do not announce a hit with any other jack.** Without the ace, king or queen of its
#   suit it hit 29% of the time, with one of them 35%, with two 42%: a player void in the
#   suit trumps it, or a higher card falls on it. Even with all three above it (490 jacks)
#   it hit 68%, no better than the two in three that only breaks even. Let it score
#   silently when it does.

# %%
backing = {"trump": "a count of {}", "normal": "{} of A K Q above it"}  # (the count: as said above)
nb.table(["Jack", "Dealt with it", "Jacks dealt", "Hit"],
         [("of trumps" if kind == "trump" else "another", backing[kind].format(n), f"{c['jacks']:,}",
           f"{c['hits'] / c['jacks']:.0%}") for kind, found in stats["hits"].items() for n, c in found.items()])

# %% [markdown]
# ## Play it yourself
#
# In a live notebook (`make lab`) the cell below opens a table where you sit as P1: click
# an announcement or a card and the three bots answer. On this site, **Play**, just above the
# table, starts the same table in your browser; until then the cell shows the deal as P1
# sees it, up to P1's first move: the other hands hidden.

# %%
gw.PlayTable(game, seat=0, seed=4)

# %% [markdown]
# ## Sources
#
# * [Young Hunter](https://pagat.com/invented/young_hunter.html) on pagat.com, contributed
#   by Áron Csathó: the cards, trumps, takings and values, bidding and the three optional
#   rules.
# * [Молодой охотник](https://en.shram.kiev.ua/games/cards/2_molodoi_ohotnik.shtml) on
#   shram.kiev.ua: who deals and who leads.
# * [Sources and disagreements](../sources.md): the points these sources leave open, and
#   the options.
