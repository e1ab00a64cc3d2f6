"""Hands of tens (KapShap, KapTaiShap): an eye and pairs of tiles that make ten.

A ten is two tiles whose pips add up to 10 or 20, [4:2] counting only 3 (Culin;
`classical.is_ten`); an eye (ngan) is two identical tiles. What matters of a tile for the
tens is its count modulo 10, so a hand's most tens are found by counting: each count v
matches 10 − v, and the counts 0 and 5 match among themselves.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ...pieces import Tile, all_faces
from ..classical import is_ten, ten_pips

__all__ = ["best_shape", "most_tens", "shapes_without", "winning_split"]

# Each face's count towards a ten, modulo 10.
_TEN_MOD = {t: ten_pips(t) % 10 for t in all_faces()}


def _counts(tiles: Iterable[Tile]) -> list[int]:
    """How many of the tiles count 0, 1, ... 9 towards a ten (their ten pips modulo 10)."""
    counts = [0] * 10
    for tile in tiles:
        counts[_TEN_MOD[tile]] += 1
    return counts


def _tens(c: list[int]) -> int:
    """The most tens from tiles counted by `_counts`: each count v matches 10 − v, and 0
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
    return _tens(_counts(tiles))


def _eyes(hand: Sequence[Tile], civil_only: bool) -> list[Tile]:
    counts = Counter(hand)
    return [t for t, n in counts.items() if n >= 2 and (t.is_civil or not civil_only)]


def best_shape(hand: Sequence[Tile], civil_only: bool) -> tuple[int, int]:
    """How near a hand is to winning: (tiles in an eye and tens, tens), with the best eye
    or none."""
    # The bots weigh every tile of every hand this way at every move of a search's
    # playouts: the tens are counted once, and each eye only takes its two tiles out.
    counts = _counts(hand)
    tens = _tens(counts)
    best = (2 * tens, tens)
    for eye in _eyes(hand, civil_only):
        v = _TEN_MOD[eye]
        counts[v] -= 2
        tens = _tens(counts)
        counts[v] += 2
        best = max(best, (2 + 2 * tens, tens))
    return best


def shapes_without(hand: Sequence[Tile], civil_only: bool) -> dict[Tile, tuple[int, int]]:
    """`best_shape` of the hand without one copy of each of its tiles, by tile: what a
    discard leaves. The bots weigh every discard at every move of a search's playouts, so
    the counts are made once and each discard only takes its tile out of them."""
    counts = _counts(hand)
    held = Counter(hand)
    eyes = [t for t, n in held.items() if n >= 2 and (t.is_civil or not civil_only)]
    shapes = {}
    for tile in held:
        v = _TEN_MOD[tile]
        counts[v] -= 1
        tens = _tens(counts)
        best = (2 * tens, tens)
        for eye in eyes:
            if eye is tile and held[tile] == 2:
                continue  # a discard breaks up this eye
            w = _TEN_MOD[eye]
            counts[w] -= 2
            tens = _tens(counts)
            counts[w] += 2
            best = max(best, (2 + 2 * tens, tens))
        counts[v] += 1
        shapes[tile] = best
    return shapes


def winning_split(
    hand: Sequence[Tile], civil_only: bool
) -> tuple[tuple[Tile, Tile], list[tuple[Tile, Tile]]] | None:
    """The eye and the tens of a winning hand (all its tiles used), or None."""
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
