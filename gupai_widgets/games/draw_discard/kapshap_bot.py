"""The KapShap bot: keep the tiles that make tens and an eye, and take a discard only when it
brings the hand nearer to winning.

A hand's shape is the number of its tiles that already lie in an eye or a ten (the best
split; `kapshap_hands.best_shape`). The bot discards the tile whose loss keeps the best
shape, and among those the one whose count towards ten has the fewest unseen mates. It
takes a discard when the hand's best shape after taking it and discarding is better than
now; otherwise it draws.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..classical import ten_pips
from .kapshap_hands import best_shape, shapes_without

if TYPE_CHECKING:
    from ...engine import Action
    from ...pieces import Tile
    from ._discard import DiscardState


class TensBot:
    name = "tens"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, state: DiscardState) -> Action:
        legal = state.legal_actions()
        hand = list(state.hands[state.turn])
        civil = state.game.civil_eye
        if legal[0].kind == "discard":
            return self._discard(state, legal, hand)
        now = best_shape(hand, civil)
        best, choice = now, legal[0]  # draw or pass
        for action in legal:
            if action.kind != "claim":
                continue
            shape = max(shapes_without(hand + [action.pieces[0]], civil).values())
            if shape > best:
                best, choice = shape, action
        return choice

    def _discard(self, state: DiscardState, legal: list[Action], hand: list[Tile]) -> Action:
        civil = state.game.civil_eye
        seen = Counter(ten_pips(t) % 10 for _, t in state.discards)
        counts = Counter(ten_pips(t) % 10 for t in hand)
        shapes = shapes_without(hand, civil)

        def key(action: Action):  # noqa: ANN202
            tile = action.pieces[0]
            v = ten_pips(tile) % 10
            mates = counts[(10 - v) % 10] + seen[(10 - v) % 10]  # mates out of reach, known
            return (shapes[tile], mates, -state.game.piece_order[tile])

        return max(legal, key=key)

    def __repr__(self) -> str:
        return "TensBot()"
