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
from bisect import bisect
from functools import cache
from itertools import chain, combinations
from typing import TYPE_CHECKING, cast

from ...pieces import Tile, chinese_set
from ._discard import DiscardFacts
from .hohpai_hands import FACES, INDEX, STRAIGHTS, HandRules, hand_tables

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from .hohpai import HoHpai

COPIES = [0] * len(FACES)  # the set's copies of each face, by its number
for _tile in chinese_set():
    COPIES[INDEX[_tile.code]] += 1
# Per face, a bit for each value it shows.
VALUES = [1 << t.high | 1 << t.low for t in FACES]

# (each face that would make five tiles a winning six, with that win's points), the
# triplets they hold, each possible third of each two of them (a face once per two)
Shape = tuple[tuple[tuple[int, int], ...], int, tuple[int, ...]]


class Tables:
    """What the bot remembers of five-tile hands under one rule set, keyed by ascending face
    numbers (`hohpai_hands.INDEX`): a search asks about the same hands in playout after
    playout. Bounded by the hands the set can make."""

    def __init__(self, rules: HandRules) -> None:
        self.hands = hand_tables(rules)
        self.shapes: dict[tuple[int, ...], Shape] = {}

    def shape(self, five: tuple[int, ...]) -> Shape:
        """What of five tiles' worth does not depend on the tiles unseen: each face that
        would make them a winning six with that win's points, how many triplets they hold,
        and the faces that are a possible third of two of them, once for each such two."""
        known = self.shapes.get(five)
        if known is None:
            known = self.shapes[five] = self._shape(five)
        return known

    def _shape(self, five: tuple[int, ...]) -> Shape:
        kinds, thirds_of = self.hands.kinds, self.hands.thirds
        # The faces that could make a winning six (some may not: `wins` says), found
        # without trying all 21: a winning six is two triplets, the added tile in one with
        # two of the five while the other three are a triplet already, or a straight with
        # k, which every tile of the five must then show. (`combinations` lists the threes
        # of five places in the reverse order of the twos they leave.)
        thirds = list(map(thirds_of.__getitem__, combinations(five, 2)))
        triplets = 0
        completing: set[int] = set()
        for kind, rest in zip(
            map(kinds.__getitem__, combinations(five, 3)), reversed(thirds), strict=True
        ):
            if kind:
                triplets += 1
                completing.update(rest)
        shown = VALUES[five[0]] & VALUES[five[1]] & VALUES[five[2]]
        shown &= VALUES[five[3]] & VALUES[five[4]]
        for k in range(1, 7):
            if shown >> k & 1:
                completing.update(STRAIGHTS[k])
        wins = []
        points_of = self.hands.wins
        for face in completing:
            at = bisect(five, face)
            points = points_of(five[:at] + (face,) + five[at:])
            if points:
                wins.append((face, points))
        return tuple(wins), triplets, tuple(chain.from_iterable(thirds))

    def worth(self, five: tuple[int, ...], unseen: list[int], live: list[int]) -> tuple[int, int]:
        """(outs weighted by points, closeness to two triplets) of five tiles, with
        `unseen` copies of each face (`live`: 1 where there are any, else 0)."""
        wins, triplets, thirds = self.shape(five)
        outs = 0
        for face, points in wins:
            left = unseen[face]
            if left > 0:
                outs += left * points
        return outs, 6 * triplets + sum(map(live.__getitem__, thirds))


@cache
def tables(rules: HandRules) -> Tables:
    """The (shared) bot tables of `rules`."""
    return Tables(rules)


class TripletsBot:
    name = "triplets"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        game = cast("HoHpai", seen.rules)
        known = tables(game.rules)
        facts = seen.facts
        assert isinstance(facts, DiscardFacts)
        hand = [INDEX[t.code] for t in cast("tuple[Tile, ...]", seen.hand)]
        hand.sort()
        unseen = list(COPIES)
        for i in hand:
            unseen[i] -= 1
        for t in facts.discards:
            unseen[INDEX[t.code]] -= 1
        for melds in facts.melds:
            for m in melds:
                for t in m.tiles:
                    unseen[INDEX[t.code]] -= 1
        live = [1 if left > 0 else 0 for left in unseen]
        order = game.piece_order

        def best_discard(six: list[int]) -> tuple[tuple[int, int], int]:
            """The worth of the best five, and the face whose discard keeps it (ties: the
            higher in the set's order)."""
            value, face, rank = (-1, -1), -1, -1
            for i, f in enumerate(six):
                if i and six[i - 1] == f:
                    continue
                mine = (known.worth(tuple(six[:i] + six[i + 1 :]), unseen, live), order[FACES[f]])
                if mine > (value, rank):
                    value, rank = mine
                    face = f
            return value, face

        discards = [a for a in legal if a.kind == "discard"]
        if discards:
            _, face = best_discard(hand)
            return next(a for a in discards if a.pieces[0] is FACES[face])
        claim = next((a for a in legal if a.kind == "claim"), None)
        other = next(a for a in legal if a.kind != "claim")
        if claim is None:
            return other
        with_offer = sorted((*hand, INDEX[claim.pieces[0].code]))
        if known.hands.wins(tuple(with_offer)):
            return claim
        now = known.worth(tuple(hand), unseen, live)
        then, _ = best_discard(with_offer)
        return claim if then > now else other

    def __repr__(self) -> str:
        return "TripletsBot()"
