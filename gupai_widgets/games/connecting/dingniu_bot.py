"""A heuristic bot for DingNiu.

It decides from what its own seat knows: its hand, its face-down tiles, the layout and how
many tiles the others hold. A play is worth the pips it saves, more if the tiles it keeps
can still follow on the new ends, and more again if the new ends give the others little to
play. It makes a SuanZhang only when the pips it would be left with are well below what
the others are likely to hold (a won block pays double, a lost one costs 12), and avoids
one otherwise. Forced to lay a tile face down, it first gives up a tile that can never be
played again (it counts either way), otherwise the lightest one.

It reads its seat's observation alone: its hand and legal moves, and from the game's facts
(`DingNiuFacts`) the layout, its own face-down tiles, how many tiles the others hold or
laid face down, and what is off the layout, from which the rules (`DingNiu.block_after`)
tell the SuanZhang a play would make; never another seat's tiles.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, cast

from ...pieces import Tile, dingniu_set

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...engine import Action
    from ...engine.observation import Observation
    from .dingniu import DingNiu, DingNiuFacts

_SET = Counter(dingniu_set())
_NON_DOUBLE_FACES = tuple(t for t in _SET if not t.is_double)
# The tile of each pair of halves (a, b), for reading the layout's oriented halves.
_TILE_OF = {(a, b): Tile(a, b) for a in range(1, 7) for b in range(1, 7)}


class DingNiuBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        rand = self.rng.random
        seat = cast(int, seen.seat)  # the seat to move: a bot is asked for no other
        facts = cast("DingNiuFacts", seen.facts)
        hand = cast("Sequence[Tile]", seen.hand)
        face_down = facts.face_down
        mine_down = cast("Sequence[Tile]", face_down[seat])  # its own: all seen
        ends = list(facts.open_ends)  # two arms: both ends open once a tile is laid
        # What this seat has not seen: the set less the layout, its hand and its own
        # face-down tiles.
        unseen = dict(_SET)
        for halves in facts.dragon:
            unseen[_TILE_OF[halves]] -= 1
        for t in hand:
            unseen[t] -= 1
        for t in mine_down:
            unseen[t] -= 1
        if legal[0].kind == "discard":
            # Non-double tiles off the layout as far as this seat knows: unseen or in hand.
            off = [t for t in _NON_DOUBLE_FACES if unseen[t] > 0 or t in hand]
            live = _reachable(ends, off)
            return min(
                legal, key=lambda a: (_can_follow(a.pieces[0], live), a.pieces[0].pips, rand())
            )
        sizes = facts.hand_sizes
        others = [sizes[s] + len(face_down[s]) for s in range(seen.players) if s != seat]
        unseen_pips = sum(t.pips * n for t, n in unseen.items())
        unseen_count = sum(unseen.values()) or 1
        showing = [0] * 7  # per value, the unseen tiles showing it
        for t, n in unseen.items():
            showing[t.high] += n
            if not t.is_double:
                showing[t.low] += n
        context = _Context(
            hand,
            sum(t.pips for t in mine_down),
            unseen,
            showing,
            unseen_pips / unseen_count,
            others,
        )
        # The SuanZhang a play would make reads only the layout, which every seat sees; a
        # deal has one at most.
        rules = cast("DingNiu", seen.rules)
        blocks: list[str | None]
        if rules.options["suanzhang"] and facts.block_maker is None:
            at, off_layout, faces = facts.ends, facts.off_layout, facts.faces_off_layout
            blocks = [
                rules.block_after(a, at, off_layout, faces) if a.kind == "play" else None
                for a in legal
            ]
        else:
            blocks = [None] * len(legal)
        forced = all(b is not None for a, b in zip(legal, blocks, strict=True) if a.kind == "play")
        best = max(
            zip(legal, blocks, strict=True),
            key=lambda ab: (_worth(ab[0], ends, context, None if forced else ab[1]), rand()),
        )
        return best[0]


class _Context:
    __slots__ = ("hand", "down_pips", "unseen", "showing", "average", "others")

    def __init__(
        self,
        hand: Sequence[Tile],
        down_pips: int,
        unseen: dict[Tile, int],
        showing: list[int],
        average: float,
        others: list[int],
    ) -> None:
        self.hand = hand
        self.down_pips = down_pips
        self.unseen = unseen
        self.showing = showing
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
    left, right = _new_ends(action, ends)
    if block is not None:
        rest = list(ctx.hand)
        rest.remove(tile)
        mine = ctx.down_pips + sum(t.pips for t in rest if not _fits_double(t, left, right))
        theirs = min(n * ctx.average for n in ctx.others)
        return 1000.0 if mine < 0.7 * theirs else -1000.0
    # The tiles kept that show a new end: the tile laid shows one, so it is left out.
    followers = sum(1 for t in ctx.hand if left in (t.high, t.low) or right in (t.high, t.low))
    followers -= 1
    # The unseen tiles showing a new end, a tile showing both counted once.
    showing = ctx.showing
    if left == right:
        open_to_others = showing[left]
    else:
        open_to_others = showing[left] + showing[right] - ctx.unseen.get(_TILE_OF[left, right], 0)
    return tile.pips + 3.0 * followers - 3.0 * open_to_others


def _fits_double(tile: Tile, left: int, right: int) -> bool:
    return tile.is_double and tile.high in (left, right)


def _reachable(ends: list[int], faces: list[Tile]) -> int:
    """Bit v set when an open end can still come to show v through the non-double `faces`
    not on the layout (as far as this seat knows)."""
    reach = 0
    for end in ends:
        reach |= 1 << end
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
