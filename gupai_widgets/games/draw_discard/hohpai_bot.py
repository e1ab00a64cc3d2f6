"""The bot of the triplet games (Ho-hpai, Tok): keep the five tiles that the most unseen
tiles would complete.

A five-tile hand is worth its outs: the copies of every face, not yet seen by the bot
(not in its hand, not among the discards or anything laid out), that would make it a
winning six, each weighted by the points that win would count. Between hands with as many
outs it prefers the one closer to two triplets: each triplet it already holds, then each
two tiles that an unseen tile would make a triplet. It discards the tile whose loss leaves
the best five, and takes the last discard when it wins, or when the best five it could
then keep beats the five it holds. Ties go to the higher tile in the set's order, so that
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
from .hohpai_hands import HandRules, best_reading, triplet

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from .hohpai import HoHpai

FACES = all_faces()
# The set's copies of each face, every face a key (0 where the set has none).
COPIES: dict[Tile, int] = dict.fromkeys(FACES, 0) | Counter(chinese_set())


def _key(tile: Tile) -> tuple[int, int]:
    return tile.high, tile.low


@lru_cache(maxsize=200_000)
def _wins(six: tuple[Tile, ...], rules: HandRules) -> int:
    found = best_reading(six, rules)
    return 0 if found is None else found.points


@lru_cache(maxsize=4096)
def _thirds(a: Tile, b: Tile, rules: HandRules) -> tuple[Tile, ...]:
    """The faces that make a triplet with two tiles."""
    return tuple(f for f in FACES if triplet((a, b, f), rules))


def worth(five: tuple[Tile, ...], unseen: dict[Tile, int], rules: HandRules) -> tuple[int, int]:
    """(outs weighted by points, closeness to two triplets) of five tiles."""
    wins, triplets, thirds = _shape(five, rules)
    # Plain loops: a search's playouts weigh hands here at every move.
    outs = 0
    for face, points in wins:
        left = unseen[face]
        if left > 0:
            outs += left * points
    near = 6 * triplets
    for face, n in thirds:
        if unseen[face] > 0:
            near += n
    return outs, near


# Remembered: a search asks about the same hands in playout after playout.
@lru_cache(maxsize=100_000)
def _shape(
    five: tuple[Tile, ...], rules: HandRules
) -> tuple[tuple[tuple[Tile, int], ...], int, tuple[tuple[Tile, int], ...]]:
    """What of five tiles' worth does not depend on the tiles unseen: each face that would
    make them a winning six with that win's points, how many triplets they hold, and each
    face that is a possible third of two of them, with how many such twos it completes."""
    triplets = sum(1 for trio in combinations(five, 3) if triplet(trio, rules))
    thirds = Counter(f for a, b in combinations(five, 2) for f in _thirds(a, b, rules))
    wins = []
    for face in _completing(five, rules):
        points = _wins(tuple(sorted((*five, face), key=_key)), rules)
        if points:
            wins.append((face, points))
    return tuple(wins), triplets, tuple(thirds.items())


@lru_cache(maxsize=100_000)
def _fives(six: tuple[Tile, ...]) -> tuple[tuple[Tile, tuple[Tile, ...]], ...]:
    """Each face of six tiles (in `_key` order) with the five left when one copy goes."""
    return tuple(
        (t, six[:i] + six[i + 1 :]) for i, t in enumerate(six) if i == 0 or six[i - 1] != t
    )


def _completing(five: tuple[Tile, ...], rules: HandRules) -> set[Tile]:
    """Every face that could make five tiles a winning six (some may not: `_wins` says),
    found without trying all 21: a winning six is two triplets, the added tile in one with
    two of the five while the other three are a triplet already, or a straight with k, which
    every tile of the five must then show."""
    found: set[Tile] = set()
    if len(five) != 5:
        return found
    for trio, pair in _TRIOS:
        if triplet(tuple(five[i] for i in trio), rules):
            found.update(_thirds(five[pair[0]], five[pair[1]], rules))
    for k in range(1, 7):
        if all(k in (t.high, t.low) for t in five):
            found.update(Tile(k, j) for j in range(1, 7))
    return found


# The ten ways to take three of five tiles, with the two left.
_TRIOS = [(trio, tuple(i for i in range(5) if i not in trio)) for trio in combinations(range(5), 3)]


class TripletsBot:
    name = "triplets"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        game = cast("HoHpai", seen.rules)
        rules = game.rules
        facts = seen.facts
        assert isinstance(facts, DiscardFacts)
        hand = list(cast("tuple[Tile, ...]", seen.hand))
        unseen = dict(COPIES)
        for t in hand:
            unseen[t] -= 1
        for t in facts.discards:
            unseen[t] -= 1
        for melds in facts.melds:
            for m in melds:
                for t in m.tiles:
                    unseen[t] -= 1
        order = game.piece_order

        def best_discard(tiles: list[Tile]) -> tuple[tuple[int, int], Tile]:
            options = [
                (worth(five, unseen, rules), order[t], t)
                for t, five in _fives(tuple(sorted(tiles, key=_key)))
            ]
            value, _, tile = max(options, key=lambda o: (o[0], o[1]))
            return value, tile

        discards = [a for a in legal if a.kind == "discard"]
        if discards:
            _, tile = best_discard(hand)
            return next(a for a in discards if a.pieces[0] == tile)
        claim = next((a for a in legal if a.kind == "claim"), None)
        other = next(a for a in legal if a.kind != "claim")
        if claim is None:
            return other
        offer = claim.pieces[0]
        if _wins(tuple(sorted((*hand, offer), key=_key)), rules):
            return claim
        now = worth(tuple(sorted(hand, key=_key)), unseen, rules)
        then, _ = best_discard([*hand, offer])
        return claim if then > now else other

    def __repr__(self) -> str:
        return "TripletsBot()"
