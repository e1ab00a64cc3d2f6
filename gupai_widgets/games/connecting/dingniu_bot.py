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
from operator import mul
from typing import TYPE_CHECKING

from ...pieces import Tile, dingniu_set

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...engine import Action
    from ...engine.observation import Observation
    from .dingniu import DingNiu, DingNiuFacts

_SET = Counter(dingniu_set())
# Counts of tiles are kept per face of the set, by its place here, in lists: a tile hashes
# through Python, a list index does not. The place after the faces stands for every face
# the set lacks, whose count stays 0.
_FACES = tuple(_SET)
_LACKING = len(_FACES)
# The place of the face of halves (a, b), either way round, at a * 7 + b.
_PLACE = [_LACKING] * 49
for _i, _t in enumerate(_FACES):
    _PLACE[_t.high * 7 + _t.low] = _PLACE[_t.low * 7 + _t.high] = _i
_IN_SET = [*_SET.values(), 0]
_PIPS = [*(t.pips for t in _FACES), 0]
_NON_DOUBLE_FACES = tuple((t, i) for i, t in enumerate(_FACES) if not t.is_double)


class DingNiuBot:
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, seen: Observation) -> Action:
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        rand = self.rng.random
        # (annotations rather than `cast`, a call at every move)
        seat: int = seen.seat  # type: ignore[assignment]  # the seat to move: no other is asked
        facts: DingNiuFacts = seen.facts  # type: ignore[assignment]
        hand: Sequence[Tile] = seen.hand  # type: ignore[assignment]
        face_down = facts.face_down
        mine_down: Sequence[Tile] = face_down[seat]  # type: ignore[assignment]  # all seen
        ends = list(facts.open_ends)  # two arms: both ends open once a tile is laid
        # What this seat has not seen, per face (see `_PLACE`): the set less the layout,
        # its hand and its own face-down tiles.
        unseen = list(_IN_SET)
        place = _PLACE
        for a, b in facts.dragon:
            unseen[place[a * 7 + b]] -= 1
        # The hand per face, and per value the tiles of it showing that value (a double
        # once): what follows on the ends a play leaves (`_worth`).
        held = [0] * (_LACKING + 1)
        held_showing = [0] * 7
        for t in hand:
            at = place[t.high * 7 + t.low]
            unseen[at] -= 1
            held[at] += 1
            held_showing[t.high] += 1
            if t.low != t.high:
                held_showing[t.low] += 1
        for t in mine_down:
            unseen[place[t.high * 7 + t.low]] -= 1
        if legal[0].kind == "discard":
            # Non-double tiles off the layout as far as this seat knows: unseen or in hand.
            off = [t for t, i in _NON_DOUBLE_FACES if unseen[i] > 0 or t in hand]
            live = _reachable(ends, off)
            return min(
                legal, key=lambda a: (_can_follow(a.pieces[0], live), a.pieces[0].pips, rand())
            )
        sizes = facts.hand_sizes
        others = [sizes[s] + len(face_down[s]) for s in range(seen.players) if s != seat]
        unseen_pips = sum(map(mul, unseen, _PIPS))
        unseen_count = sum(unseen) or 1
        showing = [0] * 7  # per value, the unseen tiles showing it
        for t, n in zip(_FACES, unseen, strict=False):  # (not the place of faces lacking)
            showing[t.high] += n
            if not t.is_double:
                showing[t.low] += n
        context = _Context(
            hand,
            held,
            held_showing,
            sum(t.pips for t in mine_down),
            unseen,
            showing,
            unseen_pips / unseen_count,
            others,
        )
        # The SuanZhang a play would make reads only the layout, which every seat sees; a
        # deal has one at most.
        rules: DingNiu = seen.rules  # type: ignore[assignment]
        blocks: list[str | None]
        if rules.options["suanzhang"] and facts.block_maker is None:
            now, off_layout, faces = facts.ends, facts.off_layout, facts.faces_off_layout
            blocks = [
                rules.block_after(a, now, off_layout, faces) if a.kind == "play" else None
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
    __slots__ = (
        "hand", "held", "held_showing", "down_pips", "unseen", "showing", "average", "others"
    )  # fmt: skip

    def __init__(
        self,
        hand: Sequence[Tile],
        held: list[int],
        held_showing: list[int],
        down_pips: int,
        unseen: list[int],
        showing: list[int],
        average: float,
        others: list[int],
    ) -> None:
        self.hand = hand
        self.held = held
        self.held_showing = held_showing
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
    # The tiles kept that show a new end, a tile showing both counted once: the tile laid
    # shows one, so it is left out.
    held_showing = ctx.held_showing
    if left == right:
        followers = held_showing[left]
    else:
        followers = held_showing[left] + held_showing[right] - ctx.held[_PLACE[left * 7 + right]]
    followers -= 1
    # The unseen tiles showing a new end, a tile showing both counted once.
    showing = ctx.showing
    if left == right:
        open_to_others = showing[left]
    else:
        open_to_others = showing[left] + showing[right] - ctx.unseen[_PLACE[left * 7 + right]]
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
