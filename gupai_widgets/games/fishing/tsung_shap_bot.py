"""A heuristic bot for Tsung Shap: it catches the most it can and leaves the least.

Each move is valued as the points it catches now less what the row it leaves offers the
opponent's next tile: for every tile the bot has not seen, the best catch that tile could
make at the new ends, averaged (the base game: the opponent's next tile is any unseen one)
or as the expected best of the tiles in his hand (the four-tile variant). A tile laid when
it could catch is a miss the opponent may claim: the bot counts that catch against itself.
It always claims the best catch the opponent missed.

It reads only what its seat sees: the row, the catches, its own hand (in the base game the
tile it has just drawn) and how many tiles the opponent holds.
"""

from __future__ import annotations

import random
from collections import Counter
from math import comb
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine import Action
    from ...pieces import Tile
    from .tsung_shap import TsungShapState


class TsungShapBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: TsungShapState) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        claims = [a for a in legal if a.kind == "claim"]
        if claims:
            return max(claims, key=lambda a: (_claim_points(state, a), self.rng.random()))
        unseen = _unseen(state)
        rand = self.rng.random
        return max(legal, key=lambda a: (move_value(state, a, unseen), rand()))


def _claim_points(state: TsungShapState, action: Action) -> int:
    index = state._claim_actions(action.player).index(action)
    return state.missed[index][0].points


def _unseen(state: TsungShapState) -> list[Tile]:
    """The tiles the seat to move has not seen: the set less the row, the catches and the
    hand it holds."""
    from .tsung_shap import SET

    seat = state.current_player
    seen = Counter(state.row)
    for s in (0, 1):
        seen.update(t for c in state.catches[s] for t in c.tiles)
        if s == seat:
            seen.update(state.hands[s])
    left = Counter(SET) - seen
    return list(left.elements())


def move_value(state: TsungShapState, action: Action, unseen: list[Tile]) -> float:
    """Points caught now less the opponent's expected catch from the row left behind."""
    from .tsung_shap import captures, catch_points

    bonus = state.game.options["sweep_bonus"]
    tile = action.pieces[0]
    row = state.row
    found = captures(tile, row, state.opening)
    if action.kind == "lay":
        new_row = [tile, *row] if action.detail == "L" else [*row, tile]
        lost = max((catch_points(c.kind, _taken(tile, row, c), bonus) for c in found), default=0)
        gain = -lost  # a miss: the opponent claims it
    else:
        capture = next(c for c in found if f"{c.kind} {c.side}".strip() == action.detail)
        taken = _taken(tile, row, capture)
        gain = catch_points(capture.kind, taken, bonus)
        new_row = [t for i, t in enumerate(row) if i not in capture.places]
        if not new_row:
            return gain  # the bot lays out the next tile itself
    opening = state.laid == 0 and not state.game.options["opening_catch"]
    values = sorted(
        (
            max((catch_points(c.kind, _taken(u, new_row, c), bonus)
                 for c in captures(u, new_row, opening)), default=0)
            for u in unseen
        ),
        reverse=True,
    )  # fmt: skip
    held = len(state.hands[1 - action.player]) if state.four else 1
    return gain - expected_best(values, held)


def _taken(tile: Tile, row: list[Tile], capture) -> tuple[Tile, ...]:  # noqa: ANN001
    return (tile, *(row[i] for i in capture.places))


def expected_best(values: list[int], k: int) -> float:
    """The expected largest of `k` values drawn without replacement from `values` (sorted
    from the largest): the i-th largest is the best when the other k−1 come from below it."""
    n = len(values)
    k = min(k, n)
    if k <= 0:
        return 0.0
    total = comb(n, k)
    return sum(v * comb(n - 1 - i, k - 1) for i, v in enumerate(values)) / total
