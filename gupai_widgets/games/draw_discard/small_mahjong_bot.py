"""The Small Mahjong bot: claim what wins or makes a triplet, and keep the tiles that the
most unseen tiles would complete.

It claims a discard that wins (the most points first), else one that makes a triplet (the
most points first): a triplet laid out is half a hand. It discards the tile whose loss
leaves the most outs, the unseen copies of each face that would then win, weighted by the
points of that win; on a tie the hand closer to triplets (each triplet held, then each two
tiles an unseen tile would make a triplet), then the higher tile in the set's order, so that
games replay alike.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING, cast

from ...pieces import Tile, chinese_set
from ._discard import DiscardFacts
from .small_mahjong_hands import FACES, INDEX, POINTS, SPLITS, TRIO_KINDS, claim_wins

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation

# Faces by their numbers (`small_mahjong_hands.INDEX`): the bot weighs hands as tuples of
# numbers, whose hashing is Python's own.
COPIES = [0] * len(FACES)
for _tile in chinese_set():
    COPIES[INDEX[_tile.code]] += 1
# Per trio of face numbers (ascending): the points of the triplet it makes, 0 for none.
TRIO_POINTS = {trio: POINTS[kind] if kind else 0 for trio, kind in TRIO_KINDS.items()}
# Per two face numbers (ascending): the faces that make a triplet with them.
THIRDS = {
    (a, b): tuple(f for f in range(len(FACES)) if TRIO_KINDS[tuple(sorted((a, b, f)))])
    for a, b in combinations_with_replacement(range(len(FACES)), 2)
}


# Remembered: many hands share the sixes they could make.
@lru_cache(maxsize=100_000)
def _win_points(tiles: tuple[int, ...]) -> int:
    """What face numbers (ascending) count as the triplets of a winning hand: the best
    split of six, or three as one triplet (beside one laid out); 0 if they win nothing."""
    if len(tiles) == 3:
        return TRIO_POINTS[tiles]
    best = 0
    if len(tiles) == 6:
        for idx, rest in SPLITS:
            a = TRIO_POINTS[tiles[idx[0]], tiles[idx[1]], tiles[idx[2]]]
            b = TRIO_POINTS[tiles[rest[0]], tiles[rest[1]], tiles[rest[2]]]
            if a and b and a + b > best:
                best = a + b
    return best


# Remembered: the same hands come back move after move.
@lru_cache(maxsize=100_000)
def _shape(
    kept: tuple[int, ...],
) -> tuple[tuple[tuple[int, int], ...], int, tuple[tuple[int, int], ...]]:
    """What of the kept tiles' worth does not depend on the tiles unseen: each face that
    would win with them and that win's points, 6 per triplet they hold, and each face that
    is a possible third of two of them, with how many such twos it completes."""
    wins = []
    for face in sorted(_completing(kept)):
        points = _win_points(tuple(sorted((*kept, face))))
        if points:
            wins.append((face, points))
    triplets = sum(6 for trio in combinations(kept, 3) if TRIO_POINTS[trio])
    thirds = Counter(f for two in combinations(kept, 2) for f in THIRDS[two])
    return tuple(wins), triplets, tuple(thirds.items())


def _completing(kept: tuple[int, ...]) -> set[int]:
    """Every face that could make the kept tiles win (some may not: `_win_points` says),
    found without trying all 21: it makes a triplet with two of them, and the others are a
    triplet already (or are none: two kept, one laid out)."""
    if len(kept) == 2:
        return set(THIRDS[kept])
    found: set[int] = set()
    if len(kept) == 5:
        for trio, two in _TRIOS:
            if TRIO_POINTS[kept[trio[0]], kept[trio[1]], kept[trio[2]]]:
                found.update(THIRDS[kept[two[0]], kept[two[1]]])
    return found


# The ten ways to take three of five places, with the two left.
_TRIOS = [(trio, tuple(i for i in range(5) if i not in trio)) for trio in combinations(range(5), 3)]


def worth(kept: tuple[int, ...], unseen: list[int]) -> tuple[int, int]:
    """(outs weighted by points, closeness to triplets) of the kept tiles, by their face
    numbers in ascending order, with `unseen` copies of each face."""
    wins, shape, thirds = _shape(kept)
    outs = 0
    for face, points in wins:
        if unseen[face] > 0:
            outs += unseen[face] * points
    for face, n in thirds:
        if unseen[face] > 0:
            shape += n
    return outs, shape


class SmallMahjongBot:
    name = "sets and straights"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        hand = cast("tuple[Tile, ...]", seen.hand)
        facts = seen.facts
        assert isinstance(facts, DiscardFacts) and seen.seat is not None
        claims = [a for a in legal if a.kind == "claim"]
        if claims:
            # A claim that wins leaves the claimer a winning hand to show, his next move.
            laid = len(facts.melds[seen.seat])
            return max(
                claims, key=lambda a: (claim_wins(hand, laid, a.pieces[1:]), POINTS[a.detail])
            )
        unseen = list(COPIES)
        for melds in facts.melds:
            for m in melds:
                for t in m.tiles:
                    unseen[INDEX[t.code]] -= 1
        for t in (*hand, *facts.discards):
            unseen[INDEX[t.code]] -= 1
        order = seen.rules.piece_order
        numbers = [INDEX[t.code] for t in hand]

        def score(a: Action) -> tuple[tuple[int, int], int]:
            rest = list(numbers)
            rest.remove(INDEX[a.pieces[0].code])
            return worth(tuple(sorted(rest)), unseen), order[a.pieces[0]]

        return max(legal, key=score)

    def __repr__(self) -> str:
        return "SmallMahjongBot()"
