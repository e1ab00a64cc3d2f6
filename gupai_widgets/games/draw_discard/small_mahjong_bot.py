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
from itertools import combinations
from typing import TYPE_CHECKING, cast

from ...pieces import Tile, all_faces, chinese_set
from ._discard import DiscardFacts
from .small_mahjong_hands import POINTS, claim_wins, split_hand, triplet_kind

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation

FACES = all_faces()
COPIES = Counter(chinese_set())


def _key(tile: Tile) -> tuple[int, int]:
    return tile.high, tile.low


@lru_cache(maxsize=100_000)
def _win_points(tiles: tuple[Tile, ...]) -> int:
    split = split_hand(tiles)
    return 0 if split is None else sum(POINTS[k] for _, k in split)


@lru_cache(maxsize=4096)
def _thirds(a: Tile, b: Tile) -> tuple[Tile, ...]:
    return tuple(f for f in FACES if triplet_kind((a, b, f)))


def worth(kept: tuple[Tile, ...], unseen: Counter) -> tuple[int, int]:
    outs = 0
    for face in FACES:
        if unseen[face] > 0:
            outs += unseen[face] * _win_points(tuple(sorted((*kept, face), key=_key)))
    shape = 0
    for trio in combinations(kept, 3):
        if triplet_kind(trio):
            shape += 6
    for a, b in combinations(kept, 2):
        shape += sum(1 for f in _thirds(a, b) if unseen[f] > 0)
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
        unseen = Counter({f: COPIES[f] for f in FACES})
        unseen.subtract(hand)
        unseen.subtract(facts.discards)
        unseen.subtract(t for melds in facts.melds for m in melds for t in m.tiles)
        order = seen.rules.piece_order

        def score(a: Action) -> tuple[tuple[int, int], int]:
            rest = list(hand)
            rest.remove(a.pieces[0])
            return worth(tuple(sorted(rest, key=_key)), unseen), order[a.pieces[0]]

        return max(legal, key=score)

    def __repr__(self) -> str:
        return "SmallMahjongBot()"
