# %% [markdown]
# # Tiles
#
# Chinese dominoes, *gǔpái* 骨牌, are played much more like cards than like
# the dominoes of the West: you hold a hand, lead and follow, win tricks, make pairs and
# count points. This page introduces the pieces every domino game in the encyclopedia
# uses: the 32 tiles, their names and ranks, their pairs and their red pips. The two card
# decks of the card games have [a page of their own](cards.ipynb).
#
# Every table and drawing below is produced by the `gupai_widgets` library while the
# notebook runs, so what you read is what the games themselves use.

# %%
import gupai_widgets as gw
from gupai_widgets import notebook as nb
from gupai_widgets.games.trick_taking.combinations import all_lead_combinations

# %% [markdown]
# ## The set
#
# A tile shows two dice faces, one on each half. Two dice can fall in 21 different ways,
# so there are 21 different faces, and none of them has a blank half. Eleven faces come
# twice in a set and the other ten once, which makes 32 tiles.

# %%
faces, tileset = gw.all_faces(), gw.chinese_set()
print(f"{len(faces)} faces, {len(tileset)} tiles, {sum(t.pips for t in tileset)} pips in all")

# %% [markdown]
# Here is the whole set, strongest tiles first:

# %%
gw.Hand(tileset, per_row=16)

# %% [markdown]
# ## Civil tiles (文, *wén*)
#
# The eleven faces that come twice are the **civil** suit: all six doubles and
# [6:5], [6:4], [6:1], [5:1] and [3:1]. Each has a name of its own, and they rank in a
# fixed order that has nothing to do with the number of pips: the double six, Heaven, is
# the strongest; the double one, Earth, comes second.

# %%
civil = [t for t in faces if t.is_civil]
display(gw.Hand(civil, per_row=6,
                captions=[f"{n}. {t.name}\n{t.chinese_name}" for n, t in enumerate(civil, 1)]))
nb.table(["Order", "Tile", "English name", "Chinese name", "Pips"],
         [(n, f"[{t}]", t.name, t.chinese_name, t.pips) for n, t in enumerate(civil, 1)])

# %% [markdown]
# ## Military tiles (武, *wǔ*)
#
# The ten faces that come once are the **military** suit. They are named by their total:
# the nines, the eights, the sevens and the fives. Two tiles with the same total have the
# same rank, so they tie: in trick-taking games such as Tien Gow, when two equal tiles
# meet, the one played first holds the trick. The two remaining tiles, [4:2] and [2:1],
# are the *Gee Joon* (至尊, "supreme") tiles: [4:2] ranks between the sevens and the
# fives, and [2:1] is the lowest military tile.
#
# Civil and military are separate suits: a civil tile never beats a military tile, nor
# the other way round.

# %%
military = [t for t in faces if t.is_military]
ranks = sorted({t.rank for t in military}, reverse=True)
nb.table(["Rank", "Tile", "Name", "Chinese name", "Pips"],
         [(ranks.index(t.rank) + 1, f"[{t}]", t.name, t.chinese_name, t.pips) for t in military])

# %%
gw.Hand(military, captions=[f"rank {ranks.index(t.rank) + 1}" for t in military])

# %% [markdown]
# ## Pairs
#
# Many games score or play tiles in pairs:
#
# * a **civil pair** is the two copies of one civil face, so there are eleven civil pairs,
#   ranked like the tiles themselves (two Heavens highest); in the drawing of the whole set
#   above, each civil pair stands side by side;
# * a **military pair** is two military tiles with the same total: the nines, the eights,
#   the sevens and the fives;
# * the two Gee Joon tiles, left over, make the **Supreme pair** (至尊), a class of its own.
#   In Pai Gow it is the best hand of all; in Tien Gow it can never be beaten but cannot
#   beat anything either.
#
# Korean games pair the military tiles differently and have no Supreme pair; their pages
# say how.

# %%
nb.groups([(c.name, c.tiles) for c in all_lead_combinations() if c.kind in
           ("military pair", "Supreme pair")])

# %% [markdown]
# ## Red pips
#
# Every 1 and every 4 is painted red, as on Chinese dice. The only other red pips are on
# Heaven, the double six: each of its halves has three red pips and three white ones. The
# other values (2, 3, 5 and 6) are black on an ivory tile or white on a black tile. Some
# games, Deer Hunt among them, count the red pips, so the total matters:

# %%
halves = [half for t in tileset for half in (t.high, t.low)]
ones, fours = halves.count(1), 4 * halves.count(4)
heavens, total = sum(t.red_pips for t in tileset if t.is_heaven), sum(t.red_pips for t in tileset)
print(f"{ones} red ones + {fours} red pips on fours + {heavens} on the two Heavens = {total}")

# %%
nb.table(["Red pips per tile", "Faces"], [(red, " ".join(f"[{t}]" for t in faces if t.red_pips == red))
                                          for red in sorted({t.red_pips for t in faces}, reverse=True)])

# %% [markdown]
# ## How the drawings follow real sets
#
# The drawings copy what Chinese sets look like rather than Western dominoes:
#
# * tiles are long and narrow, and there is **no bar across the middle**: the gap between
#   the pips is what separates the two halves;
# * a 2 is drawn as **two pips side by side** across the tile, at its end, not on a
#   diagonal;
# * the 1 is a single large red pip, and the 4 is four red pips;
# * **Heaven is half red**: three red and three white pips on each half;
# * the double three, Long three, has a **special layout**: a pair across each end and a
#   pair standing on the centre line, so the tile reads 2 – 2 – 2.

# %%
examples = gw.tiles("6:6 3:3 2:2 6:2 1:1 4:4")
gw.Hand(examples, captions=[f"[{t}]\n{t.name}" for t in examples])

# %% [markdown]
# ## Ivory and black tiles
#
# Most sets are black, with the pips cut into the face and painted white or red. The
# drawings above use the library's other style, a light ivory tile with black pips, which
# prints well and reads well on a projector. Here are some of the faces in black; the red
# pips stay red in both styles:

# %%
gw.Hand("6:6 1:1 4:4 3:1 3:3 2:2 6:5 5:4 4:2 2:1", style="black")

# %% [markdown]
# ## Writing pieces in code
#
# Tiles are written with their two halves, in any of these forms and in either order;
# the library always keeps the higher half first. `gw.tiles` reads several at once, and a
# `Hand` takes the same text and draws it:

# %%
print(*(f"{text!r:8} -> {gw.Tile.parse(text)!r}" for text in ["6:5", "[6:5]", "65", "6-5", "5:6"]),
      gw.tiles("6:6 5:4 [2:1]"), sep="\n")
gw.Hand("6:6 5:4 [2:1]")

# %% [markdown]
# Something that is not a tile is refused with a message saying what is allowed. There
# is no 7 on a die and no blank half:

# %%
for text in ["7:1", "[0:3]", "", "6:6:6"]:
    try:
        gw.Tile.parse(text)
    except gw.PieceError as error:
        print(error)

# %% [markdown]
# ## Sources
#
# * The set, its suits, names and red pips, and how real tiles look:
#   [pagat.com's introduction to Chinese dominoes](https://www.pagat.com/domino/chinese.html)
#   (Joe Celko's article), the
#   [GuPai site's page on the set](https://navpil.github.io/gupai/chinese-domino-deck-composition-and-traditions.html)
#   and [Wikipedia on Chinese dominoes](https://en.wikipedia.org/wiki/Chinese_dominoes).
# * The ranks of single tiles and of pairs: the GuPai site's
#   [hierarchy of tiles and pairs](https://navpil.github.io/gupai/tiles-and-pairs-hierarchy.html).
# * The layout of Long three and the other pips: pagat.com's page above and
#   [h2g2 on Chinese dominoes](https://h2g2.com/entry/A1045388).
# * Stewart Culin's [chapter on dominoes](http://healthy.uwaterloo.ca/museum/Archives/Culin/Dice1893/dominoes.html)
#   (1895) reads as if every six were half red; modern sets and every later source paint
#   only Heaven's, and so do these drawings.
#
# Every source these pages use, and where they disagree, is on the
# [Sources and disagreements](../sources.md) page.
