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
laid face down, and what is off the layout, from which the rules (`DingNiu.blocks_after`)
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
# Each value with the place of each face showing it.
_SHOWING = tuple((v, i) for v in range(7) for i, t in enumerate(_FACES) if v in (t.high, t.low))


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
        # What this seat has not seen, per face (see `_PLACE`): the set less the layout,
        # its hand and its own face-down tiles.
        unseen = list(_IN_SET)
        place = _PLACE
        for a, b in facts.dragon:
            unseen[place[a * 7 + b]] -= 1
        # The hand per face, and per value the tiles of it showing that value (a double
        # once): what follows on the ends a play leaves.
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
            live = _reachable(facts.ends, off)  # type: ignore[arg-type]  # both open
            return min(
                legal, key=lambda a: (_can_follow(a.pieces[0], live), a.pieces[0].pips, rand())
            )
        showing = [0] * 7  # per value, the unseen tiles showing it (a double once)
        for v, i in _SHOWING:
            showing[v] += unseen[i]
        # The SuanZhang a play would make reads only the layout, which every seat sees; a
        # deal has one at most.
        rules: DingNiu = seen.rules  # type: ignore[assignment]
        blocks: list[str | None] | None = None
        if facts.block_maker is None and rules.options["suanzhang"]:
            found = rules.blocks_after(legal, facts.ends, facts.off_layout, facts.faces_off_layout)
            # Forced: every play makes one, so the blocks do not count.
            for action, block in zip(legal, found, strict=True):
                if block is None and action.kind == "play":
                    blocks = found
                    break
        left = right = 0
        if legal[0].kind != "lead":
            left, right = facts.ends  # type: ignore[assignment]  # two arms: both open
        # The play worth most, ties broken at random: a draw per play, in order, as `max`
        # with a key would, written out (this runs at every move of every game).
        best, best_key = legal[0], None
        for i, action in enumerate(legal):
            tile = action.pieces[0]
            high, low = tile.high, tile.low
            # The ends once `action` is played.
            if action.kind == "lead":
                new_left, new_right = high, low
            elif action.detail == "right":
                new_left, new_right = left, (high if low == right else low)
            else:
                new_left, new_right = (high if low == left else low), right
            block = None if blocks is None else blocks[i]
            if block is not None:
                sizes = facts.hand_sizes
                others = [n + len(face_down[s]) for s, n in enumerate(sizes) if s != seat]
                worth = _block_worth(hand, tile, mine_down, new_left, new_right, unseen, others)
            else:
                # The tiles kept that show a new end, and the unseen tiles that do, a tile
                # showing both counted once; the tile laid shows one, so it is left out.
                if new_left == new_right:
                    followers = held_showing[new_left]
                    open_to_others = showing[new_left]
                else:
                    both = place[new_left * 7 + new_right]
                    followers = held_showing[new_left] + held_showing[new_right] - held[both]
                    open_to_others = showing[new_left] + showing[new_right] - unseen[both]
                worth = tile.pips + 3.0 * (followers - 1) - 3.0 * open_to_others
            key = (worth, rand())
            if best_key is None or key > best_key:
                best, best_key = action, key
        return best


def _block_worth(
    hand: Sequence[Tile],
    tile: Tile,
    mine_down: Sequence[Tile],
    left: int,
    right: int,
    unseen: list[int],
    others: list[int],
) -> float:
    """What a play that makes a SuanZhang is worth: high when the pips this seat would be
    left with are well below what the others are likely to hold, very low otherwise."""
    rest = list(hand)
    rest.remove(tile)
    mine = sum(t.pips for t in mine_down) + sum(
        t.pips for t in rest if not _fits_double(t, left, right)
    )
    average = sum(map(mul, unseen, _PIPS)) / (sum(unseen) or 1)
    theirs = min(n * average for n in others)
    return 1000.0 if mine < 0.7 * theirs else -1000.0


def _fits_double(tile: Tile, left: int, right: int) -> bool:
    return tile.is_double and tile.high in (left, right)


def _reachable(ends: Sequence[int], faces: list[Tile]) -> int:
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
