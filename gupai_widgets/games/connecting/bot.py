"""A heuristic bot for the connecting games.

It plays the tile that keeps its hand connected: it prefers a move whose new open end it
can match again with the tiles it keeps, and among equal moves it lays the heavier tile
first (a tile laid on the dragon can no longer count against it). When it must lay a tile
face down it gives up the one with the fewest pips.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine import Action, State
    from ...pieces import Tile


class ConnectingBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if legal[0].kind == "discard":
            return min(legal, key=lambda a: (a.pieces[0].pips, self.rng.random()))
        seat = state.current_player
        view = state.view(seat)
        hand = state.zones(seat)[f"hand {seat}"]
        left, right = _ends(view["info"])
        return max(legal, key=lambda a: (_score(a, hand, left, right), self.rng.random()))


def _ends(info: dict) -> tuple[int | None, int | None]:
    ends = info["open_ends"]
    if not ends:
        return None, None
    if info["arms"] == 2:
        return ends[0], ends[1]
    return None, ends[0]


def _score(action: Action, hand: list[Tile], left: int | None, right: int | None) -> int:
    tile = action.pieces[0]
    rest = list(hand)
    rest.remove(tile)
    if action.kind == "lead":
        new_ends = {int(action.detail)} if action.detail else {tile.high, tile.low}
    else:
        end = right if action.detail == "right" else left
        new_ends = {tile.low if tile.high == end else tile.high}
    followers = sum(1 for t in rest if new_ends & {t.high, t.low})
    return followers * 10 + tile.pips
