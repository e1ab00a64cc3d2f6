"""The XiangShiFu solver: a shortest solution of a layout, or a proof that none exists.

A* over layouts taken as multisets of groups (where a group lies does not matter, only what
it holds), tiles as face numbers. Every move changes two groups, so a layout with `b` groups
that do not yet meet the goal needs at least ceil(b / 2) more moves: that bound guides the
search and never overestimates, so the first solution found is a shortest one; when the
queue runs dry every reachable layout has been seen and none is solved, which proves the
deal cannot be solved.

A move between two triplets that swaps two tiles leaves the same multiset of groups as the
swap of the third tiles (the groups trade places), so the search only swaps single tiles
between triplets.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement

Group = tuple[int, ...]  # sorted face numbers
Layout = tuple[Group, ...]  # sorted groups


@dataclass(frozen=True, slots=True)
class Step:
    """One move of a solution: two groups as they were and as they become."""

    before: tuple[Group, Group]
    after: tuple[Group, Group]


@dataclass(frozen=True, slots=True)
class Solution:
    """What the solver found: the moves of a shortest solution (None: none exists, or none
    found within the search limit when `settled` is False) and how many layouts it
    expanded."""

    steps: tuple[Step, ...] | None
    explored: int
    settled: bool = True

    @property
    def solvable(self) -> bool:
        return self.steps is not None


class SwapRules:
    """Which groups are valid and which meet the goal, precomputed for every group of two
    or three faces. `valid(faces)` takes sorted face numbers; `goals` holds one predicate
    per way the layout may end (Watching Eight Sets ends with the military pairs or with
    the top civil pairs), saying whether a group may stay as it is in that ending;
    `finished` judges a whole layout (a goal about the mix of groups)."""

    def __init__(
        self,
        faces: int,
        valid: Callable[[Group], bool],
        goals: Sequence[Callable[[Group], bool]],
        finished: Callable[[Layout], bool] | None = None,
    ) -> None:
        self.valid: dict[Group, bool] = {}
        self.goods: list[dict[Group, bool]] = [{} for _ in goals]
        for size in (2, 3):
            for group in combinations_with_replacement(range(faces), size):
                self.valid[group] = ok = valid(group)
                for good, stays in zip(self.goods, goals, strict=True):
                    good[group] = ok and stays(group)
        # For two faces kept in a triplet, the faces that complete it (a bit mask); for one
        # face kept in a pair, the faces that pair with it.
        self.complete3: dict[Group, int] = {}
        for kept in combinations_with_replacement(range(faces), 2):
            mask = 0
            for face in range(faces):
                if self.valid[_sorted3(kept[0], kept[1], face)]:
                    mask |= 1 << face
            self.complete3[kept] = mask
        self.complete2 = [
            sum(1 << f for f in range(faces) if self.valid[_sorted2(k, f)]) for k in range(faces)
        ]
        self.finished = finished
        self.valid_groups = tuple(g for g, ok in self.valid.items() if ok)
        self._matchings: dict[Layout, int] = {}
        self._pairs: dict[tuple[Group, Group], bool] = {}

    def bound(self, layout: Layout) -> int:
        """At least this many moves are still needed. A group that is not valid keeps its
        tiles until a move mends it, so two such groups are mended by one move only if a
        swap between them mends both; each other one takes a move of its own. A valid group
        that cannot stay in the ending needs a move too, and a move changes two groups; the
        nearest ending counts."""
        valid = self.valid
        broken = tuple(g for g in layout if not valid[g])
        alone = len(broken) - self._matching(broken)
        missing = min(sum(1 for g in layout if valid[g] and not good[g]) for good in self.goods)
        return max(alone, (len(broken) + missing + 1) // 2)

    def groups_from(self, pool: dict[int, int], sizes: set[int]):
        """Every valid group of a size in `sizes` that the faces in `pool` can make."""
        for group in self.valid_groups:
            if len(group) in sizes:
                need: dict[int, int] = {}
                for face in group:
                    need[face] = need.get(face, 0) + 1
                if all(pool.get(face, 0) >= n for face, n in need.items()):
                    yield group

    def _matching(self, broken: Layout) -> int:
        """The most disjoint pairs of broken groups that one swap each mends together."""
        known = self._matchings.get(broken)
        if known is not None:
            return known
        best = 0
        if len(broken) > 1:
            first, rest = broken[0], broken[1:]
            best = self._matching(rest)
            for k, other in enumerate(rest):
                if best == len(broken) // 2:
                    break
                if self._mend_together(first, other):
                    best = max(best, 1 + self._matching(rest[:k] + rest[k + 1 :]))
        self._matchings[broken] = best
        return best

    def _mend_together(self, a: Group, b: Group) -> bool:
        key = (a, b)
        known = self._pairs.get(key)
        if known is None:
            known = self._pairs[key] = next(self.moves((a, b)), None) is not None
        return known

    def is_goal(self, layout: Layout) -> bool:
        return self.bound(layout) == 0 and (self.finished is None or self.finished(layout))

    def moves(self, layout: Layout):
        """Every (i, j, new group i, new group j) a legal move makes of `layout`."""
        valid, c3, c2 = self.valid, self.complete3, self.complete2
        n = len(layout)
        for i in range(n):
            gi = layout[i]
            for j in range(i + 1, n):
                gj = layout[j]
                if gi == gj:
                    continue  # swapping between equal groups changes nothing
                if len(gi) == 3 and len(gj) == 3:
                    for a, keep_i in _drops3(gi):
                        mi = c3[keep_i]
                        for b, keep_j in _drops3(gj):
                            if a != b and mi >> b & 1 and c3[keep_j] >> a & 1:
                                yield i, j, _sorted3(*keep_i, b), _sorted3(*keep_j, a)
                elif len(gi) == 2 and len(gj) == 2:
                    for a, keep_i in _drops2(gi):
                        for b, keep_j in _drops2(gj):
                            if a != b and c2[keep_i] >> b & 1 and c2[keep_j] >> a & 1:
                                yield i, j, _sorted2(keep_i, b), _sorted2(keep_j, a)
                else:
                    tri, pair, flip = (gi, gj, False) if len(gi) == 3 else (gj, gi, True)
                    for new_tri, new_pair in _triplet_pair_swaps(tri, pair, valid, c3, c2):
                        if flip:
                            yield i, j, new_pair, new_tri
                        else:
                            yield i, j, new_tri, new_pair


def _sorted2(a: int, b: int) -> Group:
    return (a, b) if a <= b else (b, a)


def _sorted3(a: int, b: int, c: int) -> Group:
    if a > b:
        a, b = b, a
    if b > c:
        b, c = c, b
        if a > b:
            a, b = b, a
    return (a, b, c)


def _drops3(group: Group):
    """Each distinct face of a sorted triplet with the two faces left."""
    a, b, c = group
    yield a, (b, c)
    if b != a:
        yield b, (a, c)
    if c != b:
        yield c, (a, b)


def _drops2(group: Group):
    a, b = group
    yield a, b
    if b != a:
        yield b, a


def _triplet_pair_swaps(tri: Group, pair: Group, valid, c3, c2):
    for a, keep in _drops3(tri):  # one tile each way
        for b, kept in _drops2(pair):
            if a != b and c3[keep] >> b & 1 and c2[kept] >> a & 1:
                yield _sorted3(*keep, b), _sorted2(kept, a)
    for k, given in _drops3(tri):  # the pair's two tiles for two of the triplet's
        if given != pair and valid[given]:
            new_tri = _sorted3(k, *pair)
            if valid[new_tri]:
                yield new_tri, given


def stranded(rules: SwapRules, layout: Sequence[Group]) -> list[Group]:
    """Broken groups that no sequence of moves can ever mend: a proof that the layout has
    no solution when the list is not empty.

    A broken group keeps its tiles until the move that mends it, and then its tiles join
    the valid groups. So mend greedily, as if the valid groups could be rearranged at will
    (they cannot always be): a broken group can be mended once some group made of tiles
    that lie in valid groups, or another broken group, swaps with it into two valid groups.
    Whatever stays broken when nothing more can be mended that way can never be mended.
    """
    valid = rules.valid
    broken = [g for g in layout if not valid[g]]
    # Any broken group of the deal may be the partner: one mended earlier in this greedy
    # pass may, in a real solution, still be broken when it mends this one.
    partners = list(enumerate(broken))
    pool: dict[int, int] = {}
    for group in layout:
        if valid[group]:
            for face in group:
                pool[face] = pool.get(face, 0) + 1
    sizes = {len(g) for g in layout}
    progress = True
    while broken and progress:
        progress = False
        for group in list(broken):
            at = next(k for k, g in partners if g is group)
            if any(
                rules._mend_together(*sorted((group, o))) for k, o in partners if k != at
            ) or any(
                next(rules.moves(tuple(sorted((group, partner)))), None) is not None
                for partner in rules.groups_from(pool, sizes)
            ):
                broken.remove(group)
                for face in group:
                    pool[face] = pool.get(face, 0) + 1
                progress = True
    return broken


def solve(rules: SwapRules, layout: Sequence[Group], limit: int | None = None) -> Solution:
    """A shortest solution of `layout`, or a proof that there is none. With `limit`, gives
    up (steps None, explored > limit) after looking at that many layouts."""
    start = tuple(sorted(layout))
    if rules.is_goal(start):
        return Solution((), 1)
    seen: dict[Layout, tuple[Layout, Step] | None] = {start: None}
    best_g = {start: 0}
    # (f, -g, order, g, layout): deeper layouts first among equal f.
    queue = [(rules.bound(start), 0, 0, 0, start)]
    order = 0
    expanded = 0
    while queue:
        _, _, _, g, layout = heapq.heappop(queue)
        if g > best_g[layout]:
            continue
        expanded += 1
        if limit is not None and expanded > limit:
            return Solution(None, expanded, settled=False)
        for i, j, new_i, new_j in rules.moves(layout):
            nxt = list(layout)
            nxt[i], nxt[j] = new_i, new_j
            nxt.sort()
            child = tuple(nxt)
            g2 = g + 1
            if child in best_g and best_g[child] <= g2:
                continue
            best_g[child] = g2
            seen[child] = (layout, Step((layout[i], layout[j]), (new_i, new_j)))
            h = rules.bound(child)
            if h == 0 and rules.is_goal(child):
                return Solution(_path(seen, child), expanded)
            order += 1
            heapq.heappush(queue, (g2 + h, -g2, order, g2, child))
    return Solution(None, expanded)


def _path(seen: dict, layout: Layout) -> tuple[Step, ...]:
    steps = []
    while seen[layout] is not None:
        layout, step = seen[layout]
        steps.append(step)
    return tuple(reversed(steps))
