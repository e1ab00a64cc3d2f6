"""A heuristic bot for the connecting games (JieLong, CeDeng, Kkoriput-igi).

It plays the tile that keeps its hand connected: it prefers a move whose new open end it
can match again with the tiles it keeps, and among equal moves it lays the heavier tile
first (a tile laid on the dragon can no longer count against it). When it must lay a tile
face down it gives up the one with the fewest pips.

It reads only its own hand, its legal moves and the ends of the dragon, which every seat
sees (`LineFacts.ends`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...engine import Action
    from ...engine.observation import Observation
    from ...pieces import Tile
    from .dragon import LineFacts


class ConnectingBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation) -> Action:
        # The best move by its key, ties broken at random: a draw per move, in order, as
        # `max` (`min`) with a key would, written out (this runs at every move).
        legal = seen.legal
        rand = self.rng.random
        best: Action = legal[0]
        if best.kind == "discard":
            low_key: tuple[int, float] | None = None
            for action in legal:
                key = (action.pieces[0].pips, rand())
                if low_key is None or key < low_key:
                    best, low_key = action, key
            return best
        # (annotations rather than `cast`, a call at every move)
        hand: Sequence[Tile] = seen.hand  # type: ignore[assignment]
        facts: LineFacts = seen.facts  # type: ignore[assignment]
        left, right = facts.ends
        # How many tiles of the hand show each value, a double once: counted once, not
        # once per move.
        showing = [0] * 7
        for t in hand:
            showing[t.high] += 1
            if t.low != t.high:
                showing[t.low] += 1
        high_key: tuple[int, float] | None = None
        for action in legal:
            if action.kind == "play":
                # `_score` of a play, written out: most moves are plays.
                tile = action.pieces[0]
                old = right if action.detail == "right" else left
                end = tile.low if tile.high == old else tile.high
                score = (showing[end] - 1) * 10 + tile.pips
            else:
                score = _score(action, hand, showing, left, right)
            key = (score, rand())
            if high_key is None or key > high_key:
                best, high_key = action, key
        return best


def _score(
    action: Action,
    hand: Sequence[Tile],
    showing: list[int],
    left: int | None,
    right: int | None,
) -> int:
    """Ten for each tile kept in hand that can follow on the new open end(s), plus the
    tile's pips (`showing`: per value, the tiles of the hand that show it)."""
    tile = action.pieces[0]
    kind, detail = action.kind, action.detail
    if kind == "lead" and not detail:
        # Two arms: both halves of the lead stay open. The tile laid shows them, so it is
        # left out of the count.
        ends = (tile.high, tile.low)
        followers = sum(1 for t in hand if t.high in ends or t.low in ends) - 1
    else:
        if kind == "lead":
            end = int(detail)
        else:
            old = right if detail == "right" else left
            end = tile.low if tile.high == old else tile.high
        # Every tile showing `end` can follow, except the one laid (which shows it too).
        followers = showing[end] - 1
    return followers * 10 + tile.pips
