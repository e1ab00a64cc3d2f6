"""Hands of tens (KapShap, KapTaiShap): an eye and pairs of tiles that make ten.

A ten is two tiles whose pips add up to 10 or 20, [4:2] counting only 3 (Culin;
`classical.is_ten`); an eye (ngan) is two identical tiles. What matters of a tile for the
tens is its count modulo 10, so a hand's most tens are found by counting: each count v
matches 10 − v, and the counts 0 and 5 match among themselves.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache

from ...pieces import Tile, all_faces
from ..classical import is_ten, ten_pips

__all__ = [
    "best_shape",
    "best_with_each",
    "most_tens",
    "shapes_without",
    "ten_counts",
    "winning_split",
]

# Each face's count towards a ten, modulo 10, by the face's code (a string, which keeps its
# hash: the rules count a hand at every take).
_TEN_MOD = {t.code: ten_pips(t) % 10 for t in all_faces()}


def ten_counts(tiles: Iterable[Tile]) -> list[int]:
    """How many of the tiles count 0, 1, ... 9 towards a ten (their ten pips modulo 10)."""
    counts = [0] * 10
    for tile in tiles:
        counts[_TEN_MOD[tile.code]] += 1
    return counts


def _tens(c: list[int]) -> int:
    """The most tens from tiles counted by `ten_counts`: each count v matches 10 − v, and 0
    and 5 match among themselves."""
    a, b, d, e = c[1], c[2], c[3], c[4]
    z, y, x, w = c[9], c[8], c[7], c[6]
    # (comparisons rather than min(): the bots count tens a great many times)
    return (
        c[0] // 2
        + c[5] // 2
        + (a if a < z else z)
        + (b if b < y else y)
        + (d if d < x else x)
        + (e if e < w else w)
    )


def most_tens(tiles: Iterable[Tile]) -> int:
    """The most tens that disjoint pairs of these tiles make."""
    return _tens(ten_counts(tiles))


def _eyes(hand: Sequence[Tile], civil_only: bool) -> list[Tile]:
    counts = Counter(hand)
    return [t for t, n in counts.items() if n >= 2 and (t.is_civil or not civil_only)]


def best_shape(hand: Sequence[Tile], civil_only: bool) -> tuple[int, int]:
    """How near a hand is to winning: (tiles in an eye and tens, tens), with the best eye
    or none."""
    # The bots weigh every tile of every hand this way at every move of a search's
    # playouts: the tens are counted once, and each eye only takes its two tiles out.
    counts = ten_counts(hand)
    tens = _tens(counts)
    best = (2 * tens, tens)
    for eye in _eyes(hand, civil_only):
        v = _TEN_MOD[eye.code]
        counts[v] -= 2
        tens = _tens(counts)
        counts[v] += 2
        best = max(best, (2 + 2 * tens, tens))
    return best


def shapes_without(hand: Sequence[Tile], civil_only: bool) -> dict[Tile, tuple[int, int]]:
    """`best_shape` of the hand without one copy of each of its tiles, by tile: what a
    discard leaves. The bots weigh every discard at every move of a search's playouts, so
    the counts are made once and each discard only takes its tile out of them."""
    counts = ten_counts(hand)
    held = Counter(hand)
    eyes = {t: n for t, n in held.items() if n >= 2 and (t.is_civil or not civil_only)}
    values = tuple(sorted({_TEN_MOD[t.code] for t in eyes}))
    shapes = {}
    for tile in held:
        v = _TEN_MOD[tile.code]
        counts[v] -= 1
        left = values
        if eyes.get(tile) == 2:  # a discard breaks up this eye
            left = tuple(sorted({_TEN_MOD[t.code] for t in eyes if t is not tile}))
        shapes[tile] = _shape(tuple(counts), left)
        counts[v] += 1
    return shapes


def best_with_each(
    hand: Sequence[Tile], tiles: Sequence[Tile], civil_only: bool
) -> list[tuple[int, int]]:
    """For each of `tiles`, the best `best_shape` that taking it and then discarding leaves
    of the hand: the most of `shapes_without` of the hand with it (the bots weigh every
    discard they may take). That depends only on the counts and the eyes (their counts, and
    whether a discard breaks them up), alike in many hands: remembered by those."""
    held = Counter(hand)
    counts = ten_counts(hand)
    eyes = [
        (_TEN_MOD[t.code], n == 2)
        for t, n in held.items()
        if n >= 2 and (t.is_civil or not civil_only)
    ]
    as_held = tuple(sorted(eyes))
    found = []
    for tile in tiles:
        v = _TEN_MOD[tile.code]
        counts[v] += 1
        n = held.get(tile, 0)
        with_it = as_held  # a tile the hand does not hold makes no eye
        if n and (tile.is_civil or not civil_only):
            more = list(eyes)
            if n >= 2:  # the tile's eye grows by one
                more.remove((v, n == 2))
            more.append((v, n + 1 == 2))
            with_it = tuple(sorted(more))
        found.append(_best_without(tuple(counts), with_it))
        counts[v] -= 1
    return found


@lru_cache(maxsize=65_536)
def _best_without(counts: tuple[int, ...], eyes: tuple[tuple[int, bool], ...]) -> tuple[int, int]:
    """The most of `shapes_without` of a hand, by its counts and its eyes (each eye's count,
    and whether a discard breaks it up: it holds two tiles only)."""
    values = tuple(sorted({v for v, _ in eyes}))
    of_count = [0] * 10  # eyes of each count
    in_pairs = [0] * 10  # tiles of each count in eyes that a discard breaks up
    for v, two in eyes:
        of_count[v] += 1
        in_pairs[v] += 2 * two
    rest = list(counts)
    best = (0, 0)
    for v in range(10):
        if not counts[v]:
            continue
        left = values
        # A discard of count v keeps every eye unless each tile of count v lies in an eye
        # it breaks up; then it breaks up one (the others of count v stay).
        if in_pairs[v] == counts[v] and of_count[v] == 1:
            left = tuple(w for w in values if w != v)
        rest[v] -= 1
        best = max(best, _shape(tuple(rest), left))
        rest[v] += 1
    return best


@lru_cache(maxsize=65_536)
def _shape(counts: tuple[int, ...], eyes: tuple[int, ...]) -> tuple[int, int]:
    """`best_shape` of tiles counted by `ten_counts` whose eyes have the counts `eyes`."""
    rest = list(counts)
    tens = _tens(rest)
    best = (2 * tens, tens)
    for v in eyes:
        rest[v] -= 2
        tens = _tens(rest)
        rest[v] += 2
        best = max(best, (2 + 2 * tens, tens))
    return best


def winning_split(
    hand: Sequence[Tile], civil_only: bool
) -> tuple[tuple[Tile, Tile], list[tuple[Tile, Tile]]] | None:
    """The eye and the tens of a winning hand (all its tiles used), or None."""
    # Most hands do not win, which their counts tell at once: no two tiles of one count
    # leave tens of all the others (an eye is two tiles of one count, and more).
    counts = ten_counts(hand)
    wanted = (len(hand) - 2) // 2
    for v in range(10):
        if counts[v] >= 2:
            counts[v] -= 2
            won = _tens(counts) == wanted
            counts[v] += 2
            if won:
                break
    else:
        return None
    for eye in _eyes(hand, civil_only):
        rest = list(hand)
        rest.remove(eye)
        rest.remove(eye)
        if 2 * most_tens(rest) != len(rest):
            continue
        tens = []
        while rest:
            first = rest.pop(0)
            # Any mate will do: tiles of equal count modulo 10 are interchangeable here.
            mate = next(t for t in rest if is_ten(first, t))
            rest.remove(mate)
            tens.append((first, mate))
        return (eye, eye), tens
    return None
