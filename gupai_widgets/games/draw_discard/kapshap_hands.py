"""Hands of tens (KapShap, KapTaiShap): an eye and pairs of tiles that make ten.

A ten is two tiles whose pips add up to 10 or 20, [4:2] counting only 3 (Culin;
`classical.is_ten`); an eye (ngan) is two identical tiles. What matters of a tile for the
tens is its count modulo 10, so a hand's most tens are found by counting: each count v
matches 10 − v, and the counts 0 and 5 match among themselves.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ...pieces import Tile
from ..classical import is_ten, ten_pips

__all__ = ["best_shape", "most_tens", "winning_split"]


def most_tens(tiles: Iterable[Tile]) -> int:
    """The most tens that disjoint pairs of these tiles make."""
    counts = Counter(ten_pips(t) % 10 for t in tiles)
    pairs = counts[0] // 2 + counts[5] // 2
    return pairs + sum(min(counts[v], counts[10 - v]) for v in range(1, 5))


def _eyes(hand: Sequence[Tile], civil_only: bool) -> list[Tile]:
    counts = Counter(hand)
    return [t for t, n in counts.items() if n >= 2 and (t.is_civil or not civil_only)]


def best_shape(hand: Sequence[Tile], civil_only: bool) -> tuple[int, int]:
    """How near a hand is to winning: (tiles in an eye and tens, tens), with the best eye
    or none."""
    best = (2 * most_tens(hand), most_tens(hand))
    for eye in _eyes(hand, civil_only):
        rest = list(hand)
        rest.remove(eye)
        rest.remove(eye)
        tens = most_tens(rest)
        best = max(best, (2 + 2 * tens, tens))
    return best


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
