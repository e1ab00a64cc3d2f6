"""The KapShap bot: keep the tiles that make tens and an eye, and take a discard only when it
brings the hand nearer to winning.

A hand's shape is the number of its tiles that already lie in an eye or a ten (the best
split; `kapshap_hands.best_shape`). The bot discards the tile whose loss keeps the best
shape, and among those the one whose count towards ten has the fewest unseen mates. It
takes a discard when the hand's best shape after taking it and discarding is better than
now; otherwise it draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ..classical import ten_pips
from ._discard import DiscardFacts
from .kapshap_hands import best_shape, best_with_each, shapes_without, ten_counts

if TYPE_CHECKING:
    from ...engine import Action
    from ...engine.observation import Observation
    from ...pieces import Tile
    from .kapshap import TensGame


class TensBot:
    name = "tens"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        hand = list(cast("tuple[Tile, ...]", seen.hand))
        game = cast("TensGame", seen.rules)
        civil = game.civil_eye
        if legal[0].kind == "discard":
            return self._discard(seen, game, hand)
        now = best_shape(hand, civil)
        best, choice = now, legal[0]  # draw or pass
        claims = [a for a in legal if a.kind == "claim"]
        shapes = best_with_each(hand, [a.pieces[0] for a in claims], civil)
        for action, shape in zip(claims, shapes, strict=True):
            if shape > best:
                best, choice = shape, action
        return choice

    def _discard(self, seen: Observation, game: TensGame, hand: Sequence[Tile]) -> Action:
        facts = seen.facts
        assert isinstance(facts, DiscardFacts)
        out = ten_counts(facts.discards)
        counts = ten_counts(hand)
        shapes = shapes_without(hand, game.civil_eye)
        order = game.piece_order
        # The best shape kept, then the most mates out of reach (known), then the lowest
        # in the set's order; the first of equals.
        best: tuple[tuple[int, int], int, int] | None = None
        choice = seen.legal[0]
        for action in seen.legal:
            tile = action.pieces[0]
            mate = (10 - ten_pips(tile) % 10) % 10
            key = (shapes[tile], counts[mate] + out[mate], -order[tile])
            if best is None or key > best:
                best, choice = key, action
        return choice

    def __repr__(self) -> str:
        return "TensBot()"
