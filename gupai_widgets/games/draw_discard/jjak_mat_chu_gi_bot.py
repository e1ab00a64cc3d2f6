"""The Jjak-mat-chu-gi bot: claim every pair it may, and discard the tile least likely to
find its mate.

A tile in hand is worth keeping as long as its one mate (the other copy of a civil tile,
or its military partner) may still come: the bot counts the copies of the mate it has not
seen (not discarded, not laid out by anyone) and discards the tile with the fewest. On a
tie it discards the tile that the others can least use: one whose mate is already out of
play first, then the higher in the set's order (a fixed choice, so games replay alike).

With the discards laid face down it turns up a tile it laid there itself if that makes a
pair, and otherwise the newest tile another player laid face down (a guess that costs
nothing but what it shows: a tile that makes no pair stays face up, and it draws), unless
no pair from the table may count for it (its third, where a hand may not be finished with
a discard); with nothing left to turn up, it draws.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...pieces import Tile
from ..classical import partners
from ._discard import DiscardFacts

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation

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
        game = seen.rules
        pairing = game.options["pairing"]
        if legal[-1].kind == "pick":
            facts = seen.facts
            assert isinstance(facts, DiscardFacts)
            return self._pick(seen, facts, pairing) or legal[0]
        if legal[0].kind != "discard":
            return legal[0]  # pass or draw
        facts = seen.facts
        assert isinstance(facts, DiscardFacts)
        # Every tile this seat has seen: on the table, laid out, in its hand (None: a tile
        # lying face down that another seat laid there).
        seen_tiles = [
            *facts.discards,
            *getattr(facts, "turned_up", ()),
            *(t for melds in facts.melds for m in melds for t in m.tiles),
            *seen.hand,
        ]

        def live(tile: Tile) -> int:
            mate = partners(tile, pairing)[0]
            copies = COPIES[mate.is_civil] - seen_tiles.count(mate) + (mate is tile)
            return max(copies, 0)

        order = game.piece_order
        return min(
            (a for a in legal if a.kind == "discard"),
            key=lambda a: (live(a.pieces[0]), -order[a.pieces[0]]),
        )

    @staticmethod
    def _pick(seen: Observation, facts: DiscardFacts, pairing: str) -> Action | None:
        """The face-down tile to turn up (the blind game), or None to draw."""
        mates = {partners(t, pairing)[0] for t in seen.hand if isinstance(t, Tile)}
        down = facts.discards  # the tiles lying face down: None unless it laid them
        known = [k for k, t in enumerate(down, 1) if t is not None and t in mates]
        unknown = [k for k, t in enumerate(down, 1) if t is None]
        if seen.options["win_on_discard"] or len(facts.melds[seen.to_move or 0]) < 2:
            chosen = known[:1] or unknown[-1:]
        else:
            chosen = []  # no pair from the table may be its third
        return next((a for a in seen.legal if a.detail == str(chosen[0])), None) if chosen else None

    def __repr__(self) -> str:
        return "PairsBot()"
