"""The XiangShiFu solver: a shortest solution of a layout, or a proof that none exists.

A* over layouts taken as multisets of groups (where a group lies does not matter, only what
it holds; equal tiles are one face number), so layouts that differ only by the order of
groups or by which of two equal tiles lies where are one layout. Two lower bounds on the
moves still needed guide the search; neither ever overestimates, so the first solution
found is a shortest one; when the queue runs dry every reachable layout has been seen and
none is solved, which proves the deal cannot be solved.

* A broken group keeps its tiles until the move that mends it, and a move mends two broken
  groups only if a swap between them makes both valid: the broken groups less the most
  disjoint pairs of that kind (`SwapRules.bound`).
* Clusters (`SwapRules.cluster_bound`): join two groups whenever a move swaps tiles between
  them; a cluster of k groups took k - 1 moves at least, and only few clusters can be so
  cheap. This one matters where groups that are valid must still change (the pairs of
  Watching Eight Sets, the fixed mix of the Shanghai variant); it is slower to work out, so
  a layout gets it only when it comes out of the queue.

A move between two triplets that swaps two tiles leaves the same multiset of groups as the
swap of the third tiles (the groups trade places), so the search only swaps single tiles
between triplets. The search runs on group numbers (small ints) and works out the moves
between two groups once.
"""

from __future__ import annotations

import heapq
from collections import Counter
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
    `finished` judges a whole layout (a goal about the mix of groups).

    The search works on group numbers (`ids`) rather than face tuples: a layout is then a
    sorted tuple of small ints, cheap to hash and sort, and the swaps between two groups are
    worked out once per pair of groups (`pair_moves`) and looked up ever after."""

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
        # Group numbers: broken groups first, so `id < self.broken_below` says "broken".
        order = sorted(self.valid, key=lambda g: (self.valid[g], len(g), g))
        self.groups: tuple[Group, ...] = tuple(order)
        self.ids: dict[Group, int] = {g: k for k, g in enumerate(order)}
        self.broken_below = sum(1 for g in order if not self.valid[g])
        # Per ending, per group number: 1 if the group must still change in that ending.
        self.misses: list[bytes] = [
            bytes(0 if good[g] else 1 for g in order) for good in self.goods
        ]
        self._pair_moves: dict[int, tuple[tuple[int, int], ...]] = {}
        self._matchings: dict[tuple[int, ...], int] = {}
        # Per pair of group numbers: a bit per ending, set when one move makes both groups
        # ones that may stay in that ending.
        self._finishing: dict[int, int] = {}
        self._clusters: dict[tuple[int, tuple[int, ...]], int] = {}
        # Solutions found, by layout and search limit: a search bot's playouts ask the same
        # layouts again and again.
        self._solutions: dict[tuple[tuple[int, ...], int | None, bool], Solution] = {}
        self.clusters = True  # the cluster bound on (`cluster_bound`); off only to compare

    # -- on group numbers (the search) -----------------------------------------------------

    def pair_moves(self, a: int, b: int) -> tuple[tuple[int, int], ...]:
        """What the legal moves between groups number `a` and `b` make of them."""
        key = a * 4096 + b
        known = self._pair_moves.get(key)
        if known is None:
            ids, groups = self.ids, self.groups
            known = tuple(
                dict.fromkeys(
                    (ids[new_a], ids[new_b])
                    for _, _, new_a, new_b in self.moves((groups[a], groups[b]))
                )
            )
            self._pair_moves[key] = known
        return known

    def bound_ids(self, layout: tuple[int, ...]) -> int:
        """`bound` for a layout of group numbers."""
        below = self.broken_below
        broken = tuple(g for g in layout if g < below)
        alone = len(broken) - self._matching_ids(broken) if broken else 0
        return max(alone, min(self._ending_bound(e, layout) for e in range(len(self.misses))))

    def _ending_bound(self, ending: int, layout: tuple[int, ...]) -> int:
        """For one ending: a move changes two groups, and `cluster_bound`."""
        miss = self.misses[ending]
        out = tuple(g for g in layout if miss[g])
        if not self.clusters:
            return (len(out) + 1) // 2
        return self.cluster_bound(ending, out)

    def _matching_ids(self, broken: tuple[int, ...]) -> int:
        """The most disjoint pairs of broken groups that one swap each mends together."""
        known = self._matchings.get(broken)
        if known is not None:
            return known
        best = 0
        if len(broken) > 1:
            first, rest = broken[0], broken[1:]
            best = self._matching_ids(rest)
            for k, other in enumerate(rest):
                if best == len(broken) // 2:
                    break
                if first != other and self.pair_moves(first, other):
                    best = max(best, 1 + self._matching_ids(rest[:k] + rest[k + 1 :]))
        self._matchings[broken] = best
        return best

    def cluster_bound(self, ending: int, out: tuple[int, ...]) -> int:
        """At least this many moves are still needed when the groups `out` (group numbers)
        must still change to reach `ending`.

        Join two groups whenever a move of a solution swaps tiles between them: the groups
        fall into clusters, and a cluster of k groups takes at least k - 1 moves. Each group
        in `out` lies in a cluster of two or more. A cluster that also holds a group that
        may stay takes at least as many moves as it has groups in `out`; so does a cluster
        of two that takes two moves or more. Only the other clusters save a move: a cluster
        of two taking a single move, which must then be one move open now that makes both
        groups ones that may stay (at most `pairs` disjoint such pairs), or a cluster of
        three or more. So at most pairs + (n - 2 pairs) // 3 clusters save a move."""
        key = (ending, out)
        known = self._clusters.get(key)
        if known is None:
            pairs = self._finishing_pairs(1 << ending, out)
            known = len(out) - pairs - (len(out) - 2 * pairs) // 3
            self._clusters[key] = known
        return known

    def _finishing_pairs(self, bit: int, groups: tuple[int, ...]) -> int:
        """The most disjoint pairs of `groups` that one move each finishes (for the ending
        `bit`): a largest matching, over bit masks of the groups left."""
        finishes, known_pairs = self._finishes, self._finishing
        n = len(groups)
        partners = [0] * n
        for i in range(n):
            a = groups[i]
            base = a * 4096
            for j in range(i + 1, n):
                b = groups[j]
                ends = known_pairs.get(base + b)
                if ends is None:
                    ends = finishes(a, b)
                if ends & bit:
                    partners[i] |= 1 << j
        if not any(partners):
            return 0
        known: dict[int, int] = {}

        def best(left: int) -> int:
            if left == 0:
                return 0
            got = known.get(left)
            if got is None:
                i = (left & -left).bit_length() - 1
                rest = left & ~(1 << i)
                got = best(rest)
                options = partners[i] & rest
                while options and got < left.bit_count() // 2:
                    j = options & -options
                    options ^= j
                    got = max(got, 1 + best(rest & ~j))
                known[left] = got
            return got

        return best((1 << n) - 1)

    def _finishes(self, a: int, b: int) -> int:
        key = a * 4096 + b
        known = self._finishing.get(key)
        if known is None:
            known = 0
            for e, miss in enumerate(self.misses):
                if a != b and any(not miss[x] and not miss[y] for x, y in self.pair_moves(a, b)):
                    known |= 1 << e
            self._finishing[key] = known
        return known

    def is_goal_ids(self, layout: tuple[int, ...]) -> bool:
        groups = self.groups
        return self.is_goal(tuple(groups[g] for g in layout))

    # -- on face tuples ------------------------------------------------------------------

    def bound(self, layout: Layout) -> int:
        """At least this many moves are still needed. A group that is not valid keeps its
        tiles until a move mends it, so two such groups are mended by one move only if a
        swap between them mends both; each other one takes a move of its own. A valid group
        that cannot stay in the ending needs a move too, and a move changes two groups; the
        nearest ending counts, and so does `cluster_bound` when it says more."""
        return self.bound_ids(tuple(sorted(self.ids[g] for g in layout)))

    def groups_from(self, pool: dict[int, int], sizes: set[int]):
        """Every valid group of a size in `sizes` that the faces in `pool` can make."""
        for group in self.valid_groups:
            if len(group) in sizes:
                need: dict[int, int] = {}
                for face in group:
                    need[face] = need.get(face, 0) + 1
                if all(pool.get(face, 0) >= n for face, n in need.items()):
                    yield group

    def _mend_together(self, a: Group, b: Group) -> bool:
        return bool(self.pair_moves(self.ids[a], self.ids[b]))

    def is_goal(self, layout: Layout) -> bool:
        valid = self.valid
        if not all(valid[g] for g in layout):
            return False
        if not any(all(good[g] for g in layout) for good in self.goods):
            return False
        return self.finished is None or self.finished(layout)

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
    start = tuple(sorted(rules.ids[g] for g in layout))
    key = (start, limit, rules.clusters)
    known = rules._solutions.get(key)
    if known is not None:
        return known
    for memo in (rules._matchings, rules._clusters, rules._solutions):
        if len(memo) > 500_000:
            memo.clear()  # kept across deals, but not without end
    found = rules._solutions[key] = _solve(rules, start, limit)
    return found


def _solve(rules: SwapRules, start: tuple[int, ...], limit: int | None) -> Solution:
    if rules.is_goal_ids(start):
        return Solution((), 1)
    pair_moves, is_goal, matching = rules.pair_moves, rules.is_goal_ids, rules._matching_ids
    known_moves, below, misses = rules._pair_moves, rules.broken_below, rules.misses
    cluster_bound, endings = rules.cluster_bound, list(enumerate(misses))
    # Each layout reached: its distance from the start and the layout it came from.
    parent: dict[tuple[int, ...], tuple[int, ...] | None] = {start: None}
    best_g = {start: 0}
    # (f, -g, order, g, layout): deeper layouts first among equal f. A layout goes in with a
    # quick bound (a move changes two groups); the cluster bound, slower to work out, is
    # only worked out when it comes out first, and sends it back if it raises f: most
    # layouts in the queue never come out.
    queue = [(rules.bound_ids(start), 0, 0, 0, start)]
    sharpened: set[tuple[int, ...]] = {start}
    order = 0
    expanded = 0
    n = len(start)
    while queue:
        f, _, _, g, here = heapq.heappop(queue)
        if g > best_g[here]:
            continue
        if here not in sharpened and rules.clusters:
            sharpened.add(here)
            h = min(cluster_bound(e, tuple(x for x in here if miss[x])) for e, miss in endings)
            if g + h > f:
                order += 1
                heapq.heappush(queue, (g + h, -g, order, g, here))
                continue
        expanded += 1
        if limit is not None and expanded > limit:
            return Solution(None, expanded, settled=False)
        g2 = g + 1
        # The bound of a child is the parent's, changed by the two groups the move changes
        # (see SwapRules.bound): broken groups only ever leave the layout.
        broken = [x for x in here if x < below]
        alone = len(broken) - matching(tuple(broken)) if broken else 0
        missing = [sum(miss[x] for x in here) for miss in misses]
        for i in range(n):
            a = here[i]
            if i and here[i - 1] == a:
                continue  # an equal group before it makes the same moves
            for j in range(i + 1, n):
                b = here[j]
                if b == a or (j > i + 1 and here[j - 1] == b):
                    continue
                made = known_moves.get(a * 4096 + b)
                if made is None:
                    made = pair_moves(a, b)
                if not made:
                    continue
                if a < below or b < below:
                    left = list(broken)
                    for x in (a, b):
                        if x < below:
                            left.remove(x)
                    now_alone = len(left) - matching(tuple(left)) if left else 0
                else:
                    now_alone = alone
                for new_a, new_b in made:
                    nxt = list(here)
                    nxt[i], nxt[j] = new_a, new_b
                    nxt.sort()
                    child = tuple(nxt)
                    known = best_g.get(child)
                    if known is not None and known <= g2:
                        continue
                    best_g[child] = g2
                    parent[child] = here
                    h = max(
                        now_alone,
                        min(
                            m - miss[a] - miss[b] + miss[new_a] + miss[new_b] + 1
                            for m, miss in zip(missing, misses, strict=True)
                        )
                        // 2,
                    )
                    if h == 0 and is_goal(child):
                        return Solution(_path(rules, parent, child), expanded)
                    order += 1
                    heapq.heappush(queue, (g2 + h, -g2, order, g2, child))
    return Solution(None, expanded)


def _path(rules: SwapRules, parent: dict, layout: tuple[int, ...]) -> tuple[Step, ...]:
    """The moves from the start to `layout`, each read off the two layouts it joins."""
    steps = []
    while parent[layout] is not None:
        before = parent[layout]
        old, new = Counter(before), Counter(layout)
        gone = sorted((old - new).elements())
        came = sorted((new - old).elements())
        steps.append(_step(rules, gone, came))
        layout = before
    return tuple(reversed(steps))


def _step(rules: SwapRules, gone: list[int], came: list[int]) -> Step:
    """The move that turned groups `gone` into groups `came`, in matching order."""
    a, b = gone
    if tuple(came) not in rules.pair_moves(a, b):
        came.reverse()
    groups = rules.groups
    return Step((groups[a], groups[b]), (groups[came[0]], groups[came[1]]))
