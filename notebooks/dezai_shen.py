# %% [markdown]
# # Dezai Shen
#
# **Dezai Shen** is a trick-taking card game for **three players**, played with the
# Nismiram deck of the [Nismiram](https://nismiram.com/secondrealm/dezaishen.html) site's
# invented "second realm" (so it has no Chinese or Korean name). The whole deck is dealt
# into four piles of 12: each player picks a pile, and the pile nobody picks is the
# **poke**. Then an auction decides who plays against the other two, and how: **Take**
# (add the poke to your hand, then throw back 12 cards), **Hold** (play the pile you
# picked) or **Poke** (play the poke, unseen until then). The winner of the auction, the
# **taker**, must win a set number of the 12 tricks; the others team up to stop him.
# Tokens change hands after every deal.
#
# Read the [Cards](cards.ipynb) page first for the deck and how cards are written. Every
# drawing, table and caption here is made by the `gupai_widgets` library as the notebook
# runs.

# %%
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.trick_taking.dezai_shen import (
    BIDS, CONTRACTS, HIGH_TRUMPS, LOW_TRUMPS, Contract, draw_value, settle)
game, deck = gw.load_game("dezai_shen"), gw.load_game("dezai_shen").pieces()

# %% [markdown]
# ## The cards
#
# The game uses the Nismiram deck without the Tree and the Crown: four suits (Towers,
# Crescents, Swords and Cups), each One to Seven, then Page, Queen and King, and eight
# **high cards**, which are the trumps. Here is one suit (the [Cards](cards.ipynb) page
# draws the whole deck):

# %%
trumps = sum(c.is_high for c in deck)
print(f"{len(deck)} cards: {len(deck) - trumps} in 4 suits, {trumps} trumps")
gw.Hand([c for c in deck if c.suit == "Towers"])

# %% [markdown]
# The trumps come in two classes. Any **high trump** beats any **low trump**; two trumps of
# the same class do not beat each other, so **the first one played wins**. Inside a suit
# the source never gives an order. Our reading is One lowest, then up to Seven, Page,
# Queen and King highest; no other order has been suggested, so there is no option for it
# (the [Sources and disagreements](../sources.md) page lists each such gap).

# %%
gw.Hand(", ".join(HIGH_TRUMPS + LOW_TRUMPS),
        captions=["high"] * len(HIGH_TRUMPS) + ["low"] * len(LOW_TRUMPS))

# %% [markdown]
# ## Who deals first
#
# Each player draws a card and the **lowest card deals**. For this draw the suits rank
# Crescents < Cups < Swords < Towers, and the high cards above them all. (When all three
# draw a high card the source says nothing more; the library counts low trumps below high
# ones, with the Serpent lowest.) Here P1 draws the King of Crescents, which is lower than
# P2's One of Cups because Crescents are the lowest suit.

# %%
drawn = gw.Hand("King of Crescents, One of Cups, Sun", captions=["P1", "P2", "P3"])
lowest = min(range(3), key=lambda seat: draw_value(drawn.pieces[seat]))
print(f"P{lowest + 1} deals first")
drawn

# %% [markdown]
# ## A deal step by step
#
# We follow one fixed deal (the same deal the tests in `tests/games/test_dezai_shen.py`
# use). Nobody is dealt a hand, so a deal is written as the 48 cards as they lie in the
# piles (`rest`): the first 12 cards make pile A, the next 12 pile B, and so on; and who
# deals (`dealer`): P1, as the draw above decided.

# %%
PILES = """Moon, Leopard, King of Towers, 7 of Towers, 2 of Cups, 3 of Cups, 4 of Cups, Queen of Cups,
             King of Cups, Page of Crescents, Queen of Crescents, King of Crescents,
           Sun, Bear, Boar, 2 of Towers, 3 of Towers, 4 of Towers, 5 of Towers, 1 of Crescents,
             2 of Crescents, 3 of Crescents, 4 of Crescents, 5 of Crescents,
           Star, Wolf, Page of Towers, 1 of Towers, 1 of Swords, 2 of Swords, 3 of Swords,
             4 of Swords, 5 of Swords, 6 of Swords, 6 of Crescents, 7 of Crescents,
           Serpent, 6 of Towers, Queen of Towers, 7 of Swords, Page of Swords, Queen of Swords,
             King of Swords, 1 of Cups, 5 of Cups, 6 of Cups, 7 of Cups, Page of Cups"""
CHOOSE = ["P2 takes pile A", "P3 takes pile B", "P1 takes pile C"]
def new_deal(*moves, rest=PILES, deals=1, **options):  # the later deals of a match are shuffled
    return nb.deal("dezai_shen", None, moves, rest=rest, dealer=lowest, deals=deals, **options)
state = new_deal()
print([a.text for a in state.legal_actions()])

# %% [markdown]
# ### Choosing the piles
#
# The four piles lie face down. Starting at the dealer's left (P1 deals, so P2 starts),
# each player takes a pile; the pile left over is the poke.

# %%
nb.play(state, *CHOOSE)

# %% [markdown]
# ### The auction
#
# From the dealer's left each player in turn may bid higher than the standing bid
# (Take < Hold < Poke), **double** the standing bid (once; the bidder stays the taker, who
# then needs one trick fewer but stakes twice as much), or pass. **A player who passes may
# not come back**, and two passes in a row end the auction. Here P2 can bid anything:

# %%
print([a.text for a in state.legal_actions()])

# %% [markdown]
# Suppose P2 bids Take, P3 outbids him with Hold and P1 doubles P3's Hold:

# %%
auction = new_deal(*CHOOSE)
print(nb.play(auction, "P2 bids Take", "P3 bids Hold", "P1 doubles P3's Hold"))
print([a.text for a in auction.legal_actions()])

# %% [markdown]
# A bid is doubled only once, so P2 may only bid Poke or pass. P2 passes, and when P3
# passes too the auction is over: two passes in a row. P2, having passed, could not bid
# again:

# %%
print(nb.attempt(auction, "P2 passes", "P3 passes", "P2 bids Poke"))
contract = auction.observe(None).facts.contract
print({name: getattr(contract, name) for name in ("taker", "bid", "doubled", "doubled_by", "tricks_needed", "tokens")})

# %% [markdown]
# If the first two players pass with no bid, the bidding is over ("when two players in a
# row pass") and the hand is **void**: the dealer is not asked, nobody scores and the deal
# passes to the dealer's left.
#
# ### A Take and its discards
#
# With **Take** the taker adds the poke to his 12 cards and lays 12 of the 24 aside, face
# down. Here P2 bids Take and the others pass; P2 keeps his trumps and high cards and
# discards twelve small cards: the Six of Towers, the Seven of Swords, every Cup below the
# Queen, and the Page and Queen of Crescents.

# %%
take = new_deal(*CHOOSE, "P2 bids Take", "P3 passes")
print(nb.play(take, "P1 passes"))
print(len(take.zones()["hand 1"]), "cards in P2's hand")
DISCARDS = ["6 of Towers", "7 of Swords", "Page of Crescents", "Queen of Crescents", "Page of Cups"]
nb.play(take, *(f"P2 discards {card}" for card in DISCARDS + [f"{n} of Cups" for n in range(1, 8)]))
gw.Hand(take.zones()["hand 1"], per_row=12, label="P2 plays with")

# %% [markdown]
# The other players see only the backs of the discards: P1's view of the set-aside cards
# is all hidden.

# %%
print(take.view(0)["zones"]["set aside"])

# %% [markdown]
# With **Hold** the taker plays the pile he chose and the poke is put aside, unseen by
# anyone; with **Poke** he puts his own pile aside and plays the poke. We go back to the
# main deal, where P2 bids Hold:

# %%
nb.play(state, "P2 bids Hold", "P3 passes", "P1 passes")

# %% [markdown]
# ### The play
#
# As written, the player at the dealer's **right** (P3, since P1 deals) leads the first
# trick, and play goes round P1, P2, P3. Every player **must follow suit**. A player who
# cannot follow **must trump**, and must **beat the trumps already in the trick** if he
# can, which with two classes that tie means: a high trump over low ones. With neither the
# suit nor a trump, any card will do. A trick goes to the best trump, else to the highest
# card of the suit led; the winner leads next.
#
# **Trick 1.** P3 leads the Five of Towers; P1 holds Towers, so must play one:

# %%
print(nb.attempt(state, "P3 leads 5 of Towers", "P1 plays 1 of Swords"))
nb.play(state, "P1 plays Page of Towers", "P2 plays King of Towers")

# %% [markdown]
# **Trick 2.** P3 has no Cups and trumps with the Bear. P1 has no Cups either, and his
# Wolf would not beat the Bear, so he must play his only high trump, the Star:

# %%
print(nb.attempt(state, "P2 leads 2 of Cups", "P3 plays Bear", "P1 plays Wolf", "P1 plays Star"))
nb.centre(state)

# %% [markdown]
# **Trick 3.** P1 leads a trump, the Wolf. P2 must follow with a trump, but by default he
# need not beat it (see *Overtrumping on a trump lead* below), so he keeps his Moon. Three
# low trumps: the first played, the Wolf, wins.

# %%
print(nb.play(state, "P1 leads Wolf"))
print([a.text for a in state.legal_actions()])
nb.play(state, "P2 plays Leopard", "P3 plays Boar")

# %% [markdown]
# **Trick 4.** Two high trumps: the Moon, played first, beats the Sun.

# %%
nb.play(state, "P1 leads 1 of Swords", "P2 plays Moon", "P3 plays Sun")

# %% [markdown]
# **Trick 5.** P3 has neither Cups nor a trump left and may play any card:

# %%
print(nb.play(state, "P2 leads Queen of Cups"))
print(len(state.legal_actions()), "cards allowed, his whole hand")
nb.play(state, "P3 plays 2 of Towers", "P1 plays 2 of Swords")

# %% [markdown]
# No trump is left, and P2 holds the top card of every suit still in play, so he takes
# the last seven tricks whatever is played. We play them out with the first allowed card:

# %%
result = nb.play_out(state).result()
print("tricks:", list(result.scores))
print(nb.Captions([result.note]), "\ntokens:", state.returns())

# %% [markdown]
# ## The contracts and the tokens
#
# The taker must win at least the contract's tricks. The stake **N** in tokens rises with
# the contract; a double lowers the tricks needed by one and doubles N. The table is read
# from the engine:

# %%
nb.table(["Contract", "Tricks needed (of 12)", "N tokens"],
         [(f"{bid} doubled" if doubled else bid, *CONTRACTS[(bid, doubled)])
          for bid in BIDS for doubled in (False, True)])

# %% [markdown]
# ### How the tokens are shared: two readings
#
# The source says each player sets out N tokens, "the taker sets out an identical
# number", the taker collects everything if he makes his contract, and otherwise the
# others share the taker's tokens. "An identical number" can mean two things:
#
# * **`settlement="symmetric"`** (the default): the taker matches both opponents, 2N. Made,
#   he wins N from each (+2N); failed, he pays N to each (−2N). Every deal is then a fair
#   bet, and no token needs to be split, which is why we made it the default.
# * **`settlement="taker_stakes_n"`**: the taker sets out N like everyone else. Made, he
#   still wins N from each (+2N); failed, he loses only N, half to each opponent. Odd N
#   leaves half tokens, so under this reading the library counts in **half tokens**.
#
# Here are both readings on the same two deals: the Hold above (made), and a Poke that
# fails (from the tests: P2 plays a poke of Ones, Twos and Threes and takes no trick).

# %%
low = [card for card in deck if not card.is_high and card.rank <= 3]
POKE = [card for card in deck if card not in low] + low  # piles A to C, then the poke: One to Three
HOLD_PLAY = [a.text for a in state.history][3:21]  # the bids and the five tricks played above
rows = []
for name, rest, calls in [("Hold, made", PILES, HOLD_PLAY),
                          ("Poke, failed", POKE, ["P2 bids Poke", "P3 passes", "P1 passes"])]:
    for settlement in ("symmetric", "taker_stakes_n"):
        result = nb.play_out(new_deal(*CHOOSE, *calls, rest=rest, settlement=settlement)).result()
        rows.append((name, settlement, result.scores[1], f"{list(result.payments)} {result.unit}"))
        print(nb.Captions([f"{settlement}: {result.note}"]))
nb.table(["Deal", "Settlement", "P2's tricks", "P1, P2, P3"], rows)

# %% [markdown]
# The made Hold pays the same under both readings (12 half tokens are 6 tokens). They part
# only when the taker fails: P2's failed Poke (N = 7) costs him 14 tokens under the
# symmetric reading but only 7 (14 half tokens) under the other, 3½ to each opponent.
# Every contract, made and failed, under both readings:

# %%
rows = []
for (bid, doubled), (tricks, _tokens) in CONTRACTS.items():
    c = Contract(1, bid, 0 if doubled else None)
    rows.append((c.name, *(f"+{settle(c, tricks, way)[1][1]} / {settle(c, tricks - 1, way)[1][1]}"
                           for way in ("symmetric", "taker_stakes_n"))))
nb.table(["Contract", "Taker, symmetric (tokens): made / failed", "Taker, taker_stakes_n (half tokens): made / failed"], rows)

# %% [markdown]
# ### How often is each contract made?
#
# The source gives each contract its tricks and tokens but not how hard it is. The game's
# bots answer two ways (`python scripts/page_stats.py dezai_shen`, a few minutes, writes the
# counts kept beside this notebook): in 2,000 matches of nine deals, the contracts their
# auction chose and how often the taker made them; and, on the first deal of each of those
# matches, every bid forced on the first player to speak, the others passing, so that each
# hand tries Take, Hold and Poke whatever the bots would have bid. Forced on any hand, Take
# (10 tricks, but with the poke to choose from) is made 38% of the time, Poke (7 tricks
# with 12 unseen cards) 19%, and Hold (8 tricks with the pile chosen) only 5%: on an
# ordinary hand Hold, for 3 tokens, is harder to make than Poke, for 7. The bots bid only
# when their cards look good, so what they bid they make far more often (Take 64%, Hold
# 62%); they never bid Poke, and 76% of their hands are void.

# %%
stats = nb.stats("dezai_shen")["all"]
made = {kind: {name: f"{c['made'] / c['played']:.0%}" for name, c in counts.items() if c["played"]}
        for kind, counts in (("forced", stats["forced"]), ("bid", stats["bid"]["contracts"]))}
print(f"{stats['bid']['deals']:,} deals; void: {stats['bid']['void'] / stats['bid']['deals']:.0%}")
nb.table(["Contract", "Tricks needed", "Made, forced on every hand", "Made, when the bots bid it"],
         [(b, CONTRACTS[(b, False)][0], made["forced"][b], made["bid"].get(b, "never bid")) for b in BIDS])

# %% [markdown]
# ## How to play well
#
# The auction is where a deal is won or lost. In the symmetric settlement the taker wins
# 2N tokens when he makes his contract and pays 2N when he fails, so a bid gains on
# average only when it is made more often than not. The game's bot judges a hand by a
# fitted estimate of its tricks (a high trump is worth about 1.35, a low one 0.7, a king
# 0.95); at the table a simpler count serves: your **trumps (the eight high cards) and
# kings**. The bots played the first deal of 20,000 seeds three times, as in the forced
# count above, once for each bid forced on the first player to speak, the others passing
# (`python scripts/page_stats.py dezai_shen` again). The table gives, by what that player
# held when he bid, how often each contract was made.
#
# * **Bid Take with five trumps and kings or more.** Take was made 58% of the time with
#   five, 71% with six and 85% with seven: better than even, so it gains (with five, 0.31
#   tokens a deal on average). With four it was a coin toss (51%), with three 39%, with
#   two 27%: pass.
# * **Hold wants seven, which you will hardly ever have.** Held with seven trumps and
#   kings Hold was made 60% of the time, but only 101 of the 20,000 hands held seven or
#   more; with six it was made 35%, with five 19%. Without the poke to choose from, eight
#   tricks are out of reach of nearly every hand.
# * **Never bid Poke.** It was made about one time in five whatever the bidder held (14%
#   to 20% at every count), since he plays the poke, not his hand. Made 18.7% of the time
#   in all, for 14 tokens won or lost, a Poke bid loses 8.8 tokens on average. The game's
#   bot never bids it either.

# %%
by_hand = stats["by hand"]["made"]  # per count of trumps and kings held: the hands, and each bid made
nb.table(["Trumps and kings held", "Hands", *(f"{bid} made" for bid in BIDS)],
         [(held, f"{c['hands']:,}", *(f"{c[bid] / c['hands']:.0%}" for bid in BIDS)) for held, c in by_hand.items()])

# %% [markdown]
# ## Options and variants
#
# Where the source is silent or contradicts itself, the default follows the text as
# written or, where the text cannot be played as written, our reading of it; the other
# reading is an option (the [Sources and disagreements](../sources.md) page sets them side by side):

# %%
nb.options(game)

# %% [markdown]
# ### Directions
#
# The source mixes directions: the piles and the auction start at the dealer's left and
# play goes clockwise, but the player at the dealer's **right** leads the first trick, the
# deal passes to the **right** after a hand is played and to the **left** after a void
# hand. All of this can be played as it stands, so the default `directions="as_written"`
# follows the text; `directions="clockwise"` turns everything one way, as most clockwise
# games do (the dealer's left leads, and the deal always passes left). The same three-deal
# match under both options (P1 deals; deal 1 is the Hold above, deal 2 is void):

# %%
rows = []
for directions in ("as_written", "clockwise"):
    s = new_deal(*CHOOSE, "P2 bids Hold", "P3 passes", "P1 passes", deals=3, directions=directions)
    leader, second = s.current_player, nb.play_out(s).observe(None).facts.dealer
    nb.play(s, "choose A, choose B, choose C, pass, pass")  # deal 2: the first two pass
    third = s.observe(None).facts.dealer
    rows.append((directions, *(f"P{seat + 1}" for seat in (leader, second, third))))
nb.table(["Directions", "First lead of deal 1", "Dealer of deal 2", "Dealer of deal 3 (after the void deal 2)"], rows)

# %% [markdown]
# ### Overtrumping on a trump lead
#
# The duty to beat the trumps in the trick is written for a player who cannot follow suit.
# Whether a player following a **trump lead** must beat it too is not said. The default
# (`overtrump_on_trump_lead=False`) reads the text as written: he must play a trump, any
# trump. With `True` the duty applies to him too. On trick 3 of our deal, when P1 leads
# the Wolf, P2 holds the Moon and the Leopard:

# %%
nb.table(["overtrump_on_trump_lead", "P2 may play"],
         [(strict, [a.text for a in new_deal(*CHOOSE, *HOLD_PLAY[:9], "P1 leads Wolf",
                                             overtrump_on_trump_lead=strict).legal_actions()])
          for strict in (False, True)])

# %% [markdown]
# ### The dealer's turn to bid
#
# The source ends the bidding when two players in a row pass, and says that if nobody bids
# the hand is void: read together, when the two players after the dealer pass, the dealer
# never speaks. That is the default. With `dealer_speaks_last=True` the dealer is asked all
# the same, so that every player has a turn to bid. How much it matters, counted over 300
# matches of 3 deals between the game's own bots:

# %%
def hands(game):  # every hand of 300 matches, as settled
    return [r for k in range(300) for r in gw.play(game, seed=k).end().observe(None).facts.results]
nb.table(["dealer_speaks_last", "void hands"], [(last, f"{sum(r.void for r in h) / len(h):.0%} of {len(h)}")
         for last in (False, True) for h in [hands(gw.load_game("dezai_shen", dealer_speaks_last=last))]])

# %% [markdown]
# Asked last, the dealer takes many of the hands the others let go: about one hand in seven
# is played instead of void.
#
# `deals` sets the length of a match (3 by default, void hands included); the tokens of
# all its deals add up.
#
# ## Rules at a glance
#
# Each rule comes with its source and the test that checks it (in
# `tests/games/test_dezai_shen.py`). "Nismiram" is the game's
# [page](https://nismiram.com/secondrealm/dezaishen.html) on nismiram.com; "our reading"
# marks where these pages choose because the source is silent or contradicts itself:
# (a) the order inside a suit, (b) the directions, (c) the token settlement, (d) beating a
# trump lead.
#
# <table>
# <tr><th>Rule</th><th>Source</th>
# <th>Test in <code>tests/games/test_dezai_shen.py</code></th></tr>
# <tr><td>48 cards: four suits One–King and 8 trumps (no Tree, no Crown)</td><td>Nismiram</td>
# <td><code>test_the_deck_is_48_cards_without_tree_and_crown_nismiram</code></td></tr>
# <tr><td>Lowest card deals first; Crescents &lt; Cups &lt; Swords &lt; Towers &lt; high cards</td>
# <td>Nismiram</td>
# <td><code>test_the_lowest_card_deals_first_nismiram</code></td></tr>
# <tr><td>Four piles of 12; players choose from the dealer's left; the last pile is the poke</td>
# <td>Nismiram</td>
# <td>
# <code>test_players_choose_piles_from_the_dealers_left_and_the_last_is_the_poke_nismiram</code>
# </td></tr>
# <tr><td>Bids rise Take &lt; Hold &lt; Poke; a later player may double once; the bidder
# stays the taker</td>
# <td>Nismiram</td>
# <td><code>test_bids_rise_take_hold_poke_and_a_later_player_may_double_nismiram</code></td></tr>
# <tr><td>A player who passed may not bid again</td><td>Nismiram</td>
# <td><code>test_a_player_who_passed_may_not_bid_again_nismiram</code></td></tr>
# <tr><td>Two passes in a row end the auction</td><td>Nismiram</td>
# <td><code>test_two_passes_in_a_row_end_the_auction_nismiram</code></td></tr>
# <tr><td>Nobody bids: the hand is void, the deal passes left</td><td>Nismiram</td>
# <td><code>test_nobody_bids_the_hand_is_void_and_the_deal_passes_left_nismiram</code></td></tr>
# <tr><td>Two passes before any bid end it: the dealer is not asked (option: he is)</td>
# <td>Nismiram; our reading (e)</td>
# <td><code>test_the_dealer_may_speak_last_as_an_option_reading_e</code></td></tr>
# <tr><td>Take: add the poke, discard 12 face down</td><td>Nismiram</td>
# <td><code>test_take_merges_the_poke_and_discards_twelve_face_down_nismiram</code></td></tr>
# <tr><td>Hold: the poke is put aside unseen</td><td>Nismiram</td>
# <td><code>test_hold_puts_the_poke_aside_unseen_nismiram</code></td></tr>
# <tr><td>Poke: play the poke instead of your pile</td><td>Nismiram</td>
# <td><code>test_poke_swaps_the_hand_for_the_poke_nismiram</code></td></tr>
# <tr><td>Follow suit; within a suit King is high, One low</td><td>Nismiram; our reading (a)</td>
# <td><code>test_follow_suit_and_king_is_high_reading_a</code></td></tr>
# <tr><td>Cannot follow: trump, beating low trumps with a high one if able</td><td>Nismiram</td>
# <td><code>test_void_must_trump_and_beat_low_trumps_with_a_high_one_nismiram</code></td></tr>
# <tr><td>High trumps beat low; within a class the first played wins</td><td>Nismiram</td>
# <td><code>test_first_played_wins_within_a_class_nismiram</code></td></tr>
# <tr><td>Neither suit nor trump: any card</td><td>Nismiram</td>
# <td><code>test_neither_suit_nor_trump_any_card_nismiram</code></td></tr>
# <tr><td>Following a trump lead need not beat it (option: must)</td><td>our reading (d)</td>
# <td><code>test_following_a_trump_lead_need_not_beat_by_default_reading_d</code></td></tr>
# <tr><td>The contract table 10/9/8/7/7/6 tricks, 1/2/3/6/7/14 tokens</td><td>Nismiram</td>
# <td><code>test_the_contract_table_nismiram</code></td></tr>
# <tr><td>Settlement: symmetric ±2N by default; taker_stakes_n in half tokens</td>
# <td>Nismiram; our reading (c)</td>
# <td>
# <code>test_settlement_of_every_contract_reading_c</code><br>
# <code>test_a_failed_poke_costs_the_taker_nismiram_reading_c</code><br>
# <code>test_the_hold_deal_under_the_taker_stakes_n_reading_half_tokens</code></td></tr>
# <tr><td>As written: the dealer's right leads, the deal passes right</td>
# <td>Nismiram; our reading (b)</td>
# <td>
# <code>test_directions_as_written_lead_from_the_right_deal_passes_right_reading_b</code></td></tr>
# <tr><td>Clockwise: the dealer's left leads, the deal passes left</td><td>our reading (b)</td>
# <td><code>test_directions_clockwise_lead_from_the_left_deal_passes_left_reading_b</code></td></tr>
# <tr><td>Only a higher bid; a double keeps the taker and comes once</td><td>Nismiram</td>
# <td><code>test_an_outbid_then_doubled_hold_nismiram</code></td></tr>
# <tr><td>Illegal moves are refused and change nothing</td><td>Nismiram</td>
# <td><code>test_illegal_actions_are_refused_and_change_nothing</code></td></tr>
# </table>
#
# ## A match between the bots
#
# Three bots play a match of three deals. The bots bid only when their hand looks strong
# enough, so void hands are common (about six in ten between these bots): here P1 bids Take
# and wins all twelve tricks, the second deal is void, and in the third P2 bids Hold and
# fails. Step through it with the buttons under the drawing, drag the
# slider, or click the viewer and use the arrow keys. The caption under the table explains
# every move: the piles chosen, each bid and pass, why each card was allowed and who took
# the trick, and at the end the tokens.

# %%
match = gw.play(game, seed=17)
print(nb.Captions([f"Dealer P{r.dealer + 1}: {r.note}"
                   for r in match.states()[-1].observe(None).facts.results]))
gw.ReplayViewer(match, views=(None,))

# %% [markdown]
# ## Play it yourself
#
# In a live notebook (`make lab`, then run this cell) you play P1 against two bots: click
# a pile, a bid or a card, and the bots answer at once (the table is set for a match of one
# deal). On this site, **Play**, just above the table, starts the same table in your
# browser; until then the cell shows the game as P1 sees it, up to P1's first move.

# %%
gw.PlayTable(gw.load_game("dezai_shen", deals=1), seat=0, seed=1)

# %% [markdown]
# ## An option side by side: the two settlements
#
# The symmetric settlement (the default) against the taker staking N, on one deal played
# by the same bots.

# %%
gw.compare("dezai_shen", {"symmetric": {"deals": 1}, "taker stakes N": {"deals": 1, "settlement": "taker_stakes_n"}}, seed=9)

# %% [markdown]
# ## Sources
#
# * [Dezai Shen](https://nismiram.com/secondrealm/dezaishen.html) on nismiram.com, the
#   only source of the rules.
# * [The Nismiram cards](https://nismiram.com/secondrealm/cards.html), the deck list.
# * [Sources and disagreements](../sources.md): the points (a) to (d) the source leaves open, and
#   the option that plays each reading.
