"""The Jjak-mat-chu-gi bot: claim every pair it may, and discard the tile least likely to
find its mate.

A tile in hand is worth keeping as long as its one mate (the other copy of a civil tile,
or its military partner) may still come: the bot counts the copies of the mate it has not
seen (not discarded, not laid out by anyone) and discards the tile with the fewest. On a
tie it discards the tile that the others can least use: one whose mate is already out of
play first, then the higher in the set's order (a fixed choice, so games replay alike).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from ..classical import partners
from ._discard import DiscardFacts

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from ...pieces import Tile

COPIES = {True: 2, False: 1}  # civil tiles come twice in the set, military tiles once


class PairsBot:
    name = "pairs"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        claims = [a for a in legal if a.kind == "claim"]
        if claims:
            return claims[0]
        if legal[0].kind != "discard":
            return legal[0]  # pass or draw
        game = seen.rules
        pairing = game.options["pairing"]
        facts = seen.facts
        assert isinstance(facts, DiscardFacts)
        out = Counter(facts.discards)
        out.update(t for melds in facts.melds for m in melds for t in m.tiles)
        hand = Counter(seen.hand)

        def live(tile: Tile) -> int:
            mate = partners(tile, pairing)[0]
            copies = COPIES[mate.is_civil] - out[mate] - hand[mate] + (mate == tile)
            return max(copies, 0)

        order = game.piece_order
        return min(
            (a for a in legal if a.kind == "discard"),
            key=lambda a: (live(a.pieces[0]), -order[a.pieces[0]]),
        )

    def __repr__(self) -> str:
        return "PairsBot()"
