# %% [markdown]
# # Cards
#
# Two games in the encyclopedia are played with cards instead of [tiles](tiles.ipynb).
# This page shows both decks as the library draws them, and how to write a card in code.

# %%
import gupai_widgets as gw

# %% [markdown]
# ## The French deck
#
# **Young Hunter** uses the ordinary **French deck**: 52 cards in four suits, spades ♠,
# hearts ♥, diamonds ♦ and clubs ♣, from 2 up to the ace, which is high.

# %%
french = gw.french_deck()
print(len(french), "cards")
gw.Hand(french, per_row=13)

# %% [markdown]
# ## The Nismiram deck
#
# **Dezai Shen** uses the **Nismiram deck** of 50 cards. Four suits, Towers, Crescents,
# Swords and Cups, each run One to Seven, then Page, Queen and King (40 cards). Ten high
# cards stand outside the suits: Sun, Moon, Star, Tree, Crown, Leopard, Bear, Wolf, Boar
# and Serpent.

# %%
nismiram = gw.dezai_deck()
high = sum(c.is_high for c in nismiram)
print(f"{len(nismiram)} cards: {len(nismiram) - high} in suits, {high} high")
gw.Hand(nismiram, per_row=10)

# %% [markdown]
# Dezai Shen itself plays without the Tree and the Crown, leaving 48 cards:

# %%
dezai_shen = gw.dezai_deck(without=("Tree", "Crown"))
left_out = [c.name for c in nismiram if c not in dezai_shen]
print(f"{len(dezai_shen)} cards; left out: {', '.join(left_out)}")

# %% [markdown]
# ## Writing cards in code
#
# Cards are written by rank and suit. French cards take a suit symbol or its letter;
# Nismiram cards are written "rank of suit", and the high cards by name:

# %%
for text in ["J♠", "JS", "10♥", "queen of clubs", "5 of Swords", "Page of Cups", "Sun"]:
    print(f"{text!r:16} -> {gw.Card.parse(text).name}")

# %% [markdown]
# Something that is not a card is refused with a message saying what is allowed. Neither
# deck has a Joker, and a Nismiram suit has no Eight (it runs One to Seven, then Page,
# Queen and King):

# %%
for text in ["Joker", "8 of Swords"]:
    try:
        gw.Card.parse(text)
    except gw.PieceError as error:
        print(error)

# %% [markdown]
# ## Sources
#
# [pagat.com's Young Hunter](https://pagat.com/invented/young_hunter.html) for the French
# deck as that game uses it, and [Nismiram's card list](https://nismiram.com/secondrealm/cards.html)
# and [Dezai Shen rules](https://nismiram.com/secondrealm/dezaishen.html) for the Nismiram deck.
