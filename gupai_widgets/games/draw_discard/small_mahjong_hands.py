"""Small Mahjong's triplets: three tiles read as six half-values, split into two groups of
three, each a set (three equal values, 3-3-3) or a straight (three values in a row, 3-4-5).

* Set-Set 双同: two sets, the classical Split ([6:6][6:4][4:4] = 4-4-4 + 6-6-6): 3 points;
* Set-Straight 连同: a set and a straight sharing no value ([1:4][4:4][2:3] = 4-4-4 +
  1-2-3; [3:4][5:4][4:4] = 3-4-5 + 4-4-4 shares the 4 and is none): 2 points;
* Straight-Straight 双连: two straights, which may overlap ([1:4][3:3][2:2] = 1-2-3 +
  2-3-4): 1 point.

(The GuPai site's Small Mahjong page; navpil's GuPai Readme. Which tiles carry the values does not
matter, as for the classical triplets.)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations, combinations_with_replacement

from ...pieces import Tile, all_faces

__all__ = ["KINDS", "POINTS", "claim_wins", "split_hand", "triplet_kind", "winning_split"]

SET_SET = "Set-Set"
SET_STRAIGHT = "Set-Straight"
STRAIGHT_STRAIGHT = "Straight-Straight"
KINDS = (SET_SET, SET_STRAIGHT, STRAIGHT_STRAIGHT)
CHINESE_NAMES = {SET_SET: "双同", SET_STRAIGHT: "连同", STRAIGHT_STRAIGHT: "双连"}
POINTS = {SET_SET: 3, SET_STRAIGHT: 2, STRAIGHT_STRAIGHT: 1}


def _group(values: Sequence[int]) -> str | None:
    a, b, c = sorted(values)
    if a == b == c:
        return "set"
    if b == a + 1 and c == b + 1:
        return "straight"
    return None


@lru_cache(maxsize=1024)
def kind_of_values(halves: tuple[int, ...]) -> str | None:
    """The kind of triplet six sorted half-values make, or None."""
    best = None
    for idx in combinations(range(6), 3):
        if 0 not in idx:
            continue  # each split once
        one = [halves[i] for i in idx]
        two = [halves[i] for i in range(6) if i not in idx]
        g1, g2 = _group(one), _group(two)
        if g1 is None or g2 is None:
            continue
        kind: str | None
        if g1 == g2 == "set":
            kind = SET_SET
        elif g1 == g2 == "straight":
            kind = STRAIGHT_STRAIGHT
        else:
            kind = SET_STRAIGHT if not set(one) & set(two) else None
        if kind is not None and (best is None or POINTS[kind] > POINTS[best]):
            best = kind
    return best


# Every face numbered (its place in `all_faces`), by its code, a string that keeps its hash.
FACES = all_faces()
INDEX = {t.code: i for i, t in enumerate(FACES)}


def _trio_kinds() -> dict[tuple[int, ...], str | None]:
    """The kind of every three faces, by their numbers in ascending order."""
    return {
        (i, j, k): kind_of_values(
            tuple(sorted(h for f in (i, j, k) for h in (FACES[f].high, FACES[f].low)))
        )
        for i, j, k in combinations_with_replacement(range(len(FACES)), 3)
    }


# Worked out once: the rules and the bot ask about trios at every move.
TRIO_KINDS = _trio_kinds()


def triplet_kind(tiles: Iterable[Tile]) -> str | None:
    """The kind of Small Mahjong triplet three tiles make, or None."""
    group = list(tiles)
    if len(group) != 3:
        raise ValueError(f"a triplet is three tiles, not {len(group)}")
    a, b, c = sorted([INDEX[t.code] for t in group])
    return TRIO_KINDS[a, b, c]


def split_hand(tiles: Sequence[Tile]) -> list[tuple[tuple[Tile, ...], str]] | None:
    """The best split of 0, 3 or 6 tiles into triplets (most points), or None."""
    if not tiles:
        return []
    if len(tiles) == 3:
        kind = triplet_kind(tiles)
        return None if kind is None else [(tuple(tiles), kind)]
    if len(tiles) != 6:
        return None
    found = _split_six(tuple(tiles))
    return None if found is None else list(found)


# Remembered: the rules read the hand of the seat that took a tile at every take.
@lru_cache(maxsize=65_536)
def _split_six(tiles: tuple[Tile, ...]) -> tuple[tuple[tuple[Tile, ...], str], ...] | None:
    best, best_points = None, -1
    for idx, rest in SPLITS:
        a = tuple(tiles[i] for i in idx)
        ka = triplet_kind(a)
        if not ka:
            continue
        b = tuple(tiles[i] for i in rest)
        kb = triplet_kind(b)
        if kb and POINTS[ka] + POINTS[kb] > best_points:
            best, best_points = ((a, ka), (b, kb)), POINTS[ka] + POINTS[kb]
    return best


# The ten ways to split six places into two groups of three, each once: the group holding
# the first place first.
SPLITS = [
    (idx, tuple(i for i in range(6) if i not in idx))
    for idx in combinations(range(6), 3)
    if 0 in idx
]


def winning_split(hand: Sequence[Tile], laid: int) -> list[tuple[tuple[Tile, ...], str]] | None:
    """The hand split into triplets beside the `laid` triplets its holder has laid out, if
    with them it makes the two triplets of a winning six; else None."""
    if len(hand) + 3 * laid != 6:
        return None
    return split_hand(hand)


def claim_wins(hand: Sequence[Tile], laid: int, mine: Iterable[Tile]) -> bool:
    """Whether claiming a discard with the tiles `mine` of `hand` wins: the triplet it lays
    out beside the `laid` ones, the tiles left in the hand make the rest of two triplets."""
    rest = list(hand)
    for tile in mine:
        rest.remove(tile)
    return winning_split(rest, laid + 1) is not None
