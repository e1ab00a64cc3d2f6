"""A heuristic bot for DingNiu.

It decides from its own seat's view only: its hand, its face-down tiles, the layout and how
many tiles the others hold. A play is worth the pips it saves, more if the tiles it keeps
can still follow on the new ends, and more again if the new ends give the others little to
play. It makes a SuanZhang only when the pips it would be left with are well below what
the others are likely to hold (a won block pays double, a lost one costs 12), and avoids
one otherwise. Forced to lay a tile face down, it first gives up a tile that can never be
played again (it counts either way), otherwise the lightest one.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from ...pieces import Tile, dingniu_set

if TYPE_CHECKING:
    from ...engine import Action
    from .dingniu import DingNiuState

_SET = Counter(dingniu_set())
_NON_DOUBLE_FACES = {t: n for t, n in _SET.items() if not t.is_double}


class DingNiuBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: DingNiuState) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = state.current_player
        view = state.view(seat)
        zones = view["zones"]
        hand = [Tile.parse(t) for t in zones[f"hand {seat}"]]
        layout = Counter(Tile.parse(t) for t in view["info"]["dragon"])
        mine_down = [Tile.parse(t) for t in zones[f"face down {seat}"]]
        unseen = _SET - layout - Counter(hand) - Counter(mine_down)
        ends = view["info"]["open_ends"]
        if legal[0].kind == "discard":
            off = Counter(_NON_DOUBLE_FACES) - layout - Counter(mine_down)
            live = _reachable(ends, off)
            return min(
                legal,
                key=lambda a: (_can_follow(a.pieces[0], live), a.pieces[0].pips, self.rng.random()),
            )
        others = [
            len(zones[f"hand {s}"]) + len(zones[f"face down {s}"])
            for s in range(state.num_players)
            if s != seat
        ]
        unseen_pips = sum(t.pips * n for t, n in unseen.items())
        unseen_count = sum(unseen.values()) or 1
        context = _Context(
            hand, sum(t.pips for t in mine_down), unseen, unseen_pips / unseen_count, others
        )
        forced = all(state.suanzhang_made_by(a) is not None for a in legal if a.kind == "play")
        return max(
            legal,
            key=lambda a: (
                _worth(a, ends, context, None if forced else state.suanzhang_made_by(a)),
                self.rng.random(),
            ),
        )


class _Context:
    __slots__ = ("hand", "down_pips", "unseen", "average", "others")

    def __init__(
        self,
        hand: list[Tile],
        down_pips: int,
        unseen: Counter[Tile],
        average: float,
        others: list[int],
    ) -> None:
        self.hand = hand
        self.down_pips = down_pips
        self.unseen = unseen
        self.average = average
        self.others = others


def _new_ends(action: Action, ends: list[int]) -> tuple[int, int]:
    tile = action.pieces[0]
    if action.kind == "lead":
        return tile.high, tile.low
    left, right = ends
    if action.detail == "right":
        return left, (tile.high if tile.low == right else tile.low)
    return (tile.high if tile.low == left else tile.low), right


def _worth(action: Action, ends: list[int], ctx: _Context, block: str | None) -> float:
    tile = action.pieces[0]
    rest = list(ctx.hand)
    rest.remove(tile)
    left, right = _new_ends(action, ends)
    if block is not None:
        mine = ctx.down_pips + sum(t.pips for t in rest if not _fits_double(t, left, right))
        theirs = min(n * ctx.average for n in ctx.others)
        return 1000.0 if mine < 0.7 * theirs else -1000.0
    followers = sum(1 for t in rest if left in (t.high, t.low) or right in (t.high, t.low))
    open_to_others = sum(
        n for t, n in ctx.unseen.items() if left in (t.high, t.low) or right in (t.high, t.low)
    )
    return tile.pips + 3.0 * followers - 3.0 * open_to_others


def _fits_double(tile: Tile, left: int, right: int) -> bool:
    return tile.is_double and tile.high in (left, right)


def _reachable(ends: list[int], off: Counter[Tile]) -> int:
    """Bit v set when an open end can still come to show v through non-double tiles that
    are not on the layout (as far as this seat knows)."""
    reach = 0
    for end in ends:
        reach |= 1 << end
    faces = [t for t, n in off.items() if n > 0]
    grown = True
    while grown:
        grown = False
        for t in faces:
            if ((reach >> t.high) ^ (reach >> t.low)) & 1:
                reach |= (1 << t.high) | (1 << t.low)
                grown = True
    return reach


def _can_follow(tile: Tile, live: int) -> bool:
    return bool((live >> tile.high) & 1 or (live >> tile.low) & 1)
