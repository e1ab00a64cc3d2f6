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

Where the goal fixes the layout (the Shanghai variant's one solved layout, the 5,798 of
Watching Eight Sets) the bound starts 10 to 15 moves short, too far for A*; there the solved
layouts are listed and a breadth-first search runs from both ends until they meet
(`solve_both_ways`): the moves branch little, so two searches of half the depth stay small.

A move between two triplets that swaps two tiles leaves the same multiset of groups as the
swap of the third tiles (the groups trade places), so the search only swaps single tiles
between triplets. The search runs on group numbers (small ints) and works out the moves
between two groups once.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
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
        goal_layouts: Callable[[], Sequence[Layout]] | None = None,
        astar_first: int = 0,
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
        # Where the goal is a short list of layouts (`goal_layouts`, worked out on first use),
        # the search runs from both ends (`solve_both_ways`), after `astar_first` layouts of
        # A*, which settles the easier deals sooner.
        self._goal_layouts = goal_layouts
        self._goal_ids: tuple[tuple[int, ...], ...] | None = None
        self.astar_first = astar_first
        self._unmoves: dict[int, tuple[tuple[int, int], ...]] = {}

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

    @property
    def goal_ids(self) -> tuple[tuple[int, ...], ...] | None:
        """Every solved layout, as group numbers, or None if they are not listed."""
        if self._goal_ids is None and self._goal_layouts is not None:
            ids = self.ids
            self._goal_ids = tuple(
                tuple(sorted(ids[g] for g in layout)) for layout in self._goal_layouts()
            )
        return self._goal_ids

    def unmoves(self, a: int, b: int) -> tuple[tuple[int, int], ...]:
        """The groups (p, q) that one legal move turns into groups `a` and `b` (both valid):
        every exchange of tiles between a and b, valid or broken, that the move from it
        undoes. Between two valid groups a move undoes itself, so these are the moves of
        (a, b) and, besides, the exchanges that give one or two broken groups."""
        key = a * 4096 + b
        known = self._unmoves.get(key)
        if known is None:
            ids, groups = self.ids, self.groups
            found = []
            for new_a, new_b in _exchanges(groups[a], groups[b]):
                p, q = ids[new_a], ids[new_b]
                back = self.pair_moves(p, q) if p <= q else self.pair_moves(q, p)
                if (a, b) in back or (b, a) in back:
                    found.append((p, q))
            known = self._unmoves[key] = tuple(dict.fromkeys(found))
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


def _drops3(group: Group) -> Iterator[tuple[int, tuple[int, int]]]:
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
            new_tri = _sorted3(k, pair[0], pair[1])
            if valid[new_tri]:
                yield new_tri, given


def _exchanges(ga: Group, gb: Group):
    """Every pair of groups one exchange of tiles between `ga` and `gb` makes, whether they
    are valid or not: one tile each way, or a pair's two tiles for two of a triplet's (two
    triplets trading two tiles make the same two groups as trading the third)."""
    for x in set(ga):
        kept_a = list(ga)
        kept_a.remove(x)
        for y in set(gb):
            if x != y:
                kept_b = list(gb)
                kept_b.remove(y)
                yield tuple(sorted((*kept_a, y))), tuple(sorted((*kept_b, x)))
    if len(ga) != len(gb):
        tri, pair = (ga, gb) if len(ga) == 3 else (gb, ga)
        for k in set(tri):
            given = list(tri)
            given.remove(k)
            if tuple(given) != pair:
                new_tri, new_pair = _sorted3(k, *pair), tuple(given)
                yield (new_tri, new_pair) if len(ga) == 3 else (new_pair, new_tri)


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
    up (steps None, settled False) after looking at that many layouts.

    Where the solved layouts are listed (`SwapRules.goal_ids`), A* has `astar_first`
    layouts to find the answer, and the search from both ends takes over if it has not.
    Each answer is remembered (a search bot's playouts ask the same layouts again and
    again)."""
    start = tuple(sorted(rules.ids[g] for g in layout))
    key = (start, limit, rules.clusters)
    known = rules._solutions.get(key)
    if known is not None:
        return known
    for memo in (rules._matchings, rules._clusters, rules._solutions):
        if len(memo) > 500_000:
            memo.clear()  # kept across deals, but not without end
    found = rules._solutions[key] = _solve_either_way(rules, layout, start, limit)
    return found


def _solve_either_way(
    rules: SwapRules, layout: Sequence[Group], start: tuple[int, ...], limit: int | None
) -> Solution:
    goals = rules.goal_ids
    if goals is None:
        return astar(rules, layout, limit)
    first = rules.astar_first if limit is None else min(rules.astar_first, limit)
    tried = 0
    if first:
        found = astar(rules, layout, first)
        if found.settled:
            return found
        tried = found.explored
    found = solve_both_ways(rules, start, goals, None if limit is None else limit - tried)
    return Solution(found.steps, found.explored + tried, found.settled)


def astar(rules: SwapRules, layout: Sequence[Group], limit: int | None = None) -> Solution:
    """`solve` by A* alone: layouts in order of moves made plus the bound on the moves
    still needed (`SwapRules.bound`). With `limit`, gives up after expanding that many."""
    return _solve(rules, tuple(sorted(rules.ids[g] for g in layout)), limit)


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


def solve_both_ways(
    rules: SwapRules,
    start: tuple[int, ...],
    goals: Sequence[tuple[int, ...]],
    limit: int | None = None,
) -> Solution:
    """A shortest path from `start` to any of `goals` (layouts of group numbers) by a
    breadth-first search from both ends at once, each step widening the end with the
    smaller frontier by one move. With `limit`, gives up once that many layouts are known.

    Backwards, a layout comes from undoing a move: its two groups were made by the move, so
    both are valid, and before it they held any exchange of tiles the move undoes
    (`SwapRules.unmoves`). A layout the moves reach from `start` holds no broken group but
    those of `start` (a move only makes valid groups), so the backward search keeps only
    layouts whose broken groups are among them.

    Why the first meeting is a shortest solution: when one end has searched every layout
    within d1 moves and the other every layout within d2, with no layout common to both,
    no solution has d1 + d2 moves or fewer. The step that widens one end to d1 + 1 finds
    only meetings of d1 + 1 + d2 moves, one more than that. If either end runs out of
    layouts with no meeting, there is no solution: forwards, every layout the deal can
    reach was searched; backwards, every layout from which a goal can be reached."""
    below = rules.broken_below
    allowed = Counter(x for x in start if x < below)
    fitting: dict[int, list] = {}  # per pair of groups, the undoings that fit this deal
    ahead: dict[tuple[int, ...], tuple[int, ...] | None] = {start: None}
    behind: dict[tuple[int, ...], tuple[int, ...] | None] = dict.fromkeys(goals)
    if start in behind:
        return Solution((), 1)
    fronts = ([start], list(behind))
    while fronts[0] and fronts[1]:
        forwards = len(fronts[0]) <= len(fronts[1])
        seen, other = (ahead, behind) if forwards else (behind, ahead)
        grow = _children if forwards else _parents
        front = []
        for here in fronts[0 if forwards else 1]:
            for child in grow(rules, here, allowed, fitting):
                if child in seen:
                    continue
                seen[child] = here
                if child in other:
                    steps = _path(rules, ahead, child) + _path_back(rules, behind, child)
                    return Solution(steps, len(ahead) + len(behind))
                front.append(child)
            if limit is not None and len(ahead) + len(behind) > limit:
                return Solution(None, len(ahead) + len(behind), settled=False)
        fronts = (front, fronts[1]) if forwards else (fronts[0], front)
    return Solution(None, len(ahead) + len(behind))


def _children(rules: SwapRules, here: tuple[int, ...], allowed: Counter, fitting: dict):
    """Every layout one legal move makes of `here`."""
    n, pair_moves = len(here), rules.pair_moves
    for i in range(n):
        a = here[i]
        if i and here[i - 1] == a:
            continue  # an equal group before it makes the same moves
        for j in range(i + 1, n):
            b = here[j]
            if b == a or (j > i + 1 and here[j - 1] == b):
                continue
            for new_a, new_b in pair_moves(a, b):
                nxt = list(here)
                nxt[i], nxt[j] = new_a, new_b
                nxt.sort()
                yield tuple(nxt)


def _parents(rules: SwapRules, here: tuple[int, ...], allowed: Counter, fitting: dict):
    """Every layout that one legal move turns into `here` and whose broken groups are among
    `allowed` (with their counts). `fitting` keeps, per pair of groups, the undoings whose
    groups are valid or broken groups of the deal."""
    below, n = rules.broken_below, len(here)
    held = None
    for i in range(n):
        a = here[i]
        if a < below or (i and here[i - 1] == a):
            continue  # a move makes valid groups only
        for j in range(i + 1, n):
            b = here[j]
            if b == a or (j > i + 1 and here[j - 1] == b):
                continue
            key = a * 4096 + b
            undone = fitting.get(key)
            if undone is None:
                undone = fitting[key] = [
                    (p, q, p < below or q < below)
                    for p, q in rules.unmoves(a, b)
                    if (p >= below or p in allowed) and (q >= below or q in allowed)
                ]
            for p, q, broken in undone:
                if broken:
                    if held is None:
                        held = Counter(x for x in here if x < below)
                    if p == q:
                        if held[p] + 2 > allowed[p]:
                            continue
                    elif (p < below and held[p] >= allowed[p]) or (
                        q < below and held[q] >= allowed[q]
                    ):
                        continue
                nxt = list(here)
                nxt[i], nxt[j] = p, q
                nxt.sort()
                yield tuple(nxt)


def _path(rules: SwapRules, parent: dict, layout: tuple[int, ...]) -> tuple[Step, ...]:
    """The moves from the start to `layout`, read off the forward search's links."""
    return tuple(reversed(_walk(rules, parent, layout, forward=True)))


def _path_back(rules: SwapRules, after: dict, layout: tuple[int, ...]) -> tuple[Step, ...]:
    """The moves from `layout` to the goal, read off the backward search's links."""
    return tuple(_walk(rules, after, layout, forward=False))


def _walk(rules: SwapRules, link: dict, layout: tuple[int, ...], forward: bool) -> list[Step]:
    """The moves along a chain of linked layouts from `layout` until a link is None, each
    read off the two layouts it joins (the forward search links a layout to the one before
    it, the backward search to the one after it)."""
    steps = []
    while link[layout] is not None:
        other = link[layout]
        before, after = (other, layout) if forward else (layout, other)
        old, new = Counter(before), Counter(after)
        steps.append(_step(rules, sorted((old - new).elements()), sorted((new - old).elements())))
        layout = other
    return steps


def _step(rules: SwapRules, gone: list[int], came: list[int]) -> Step:
    """The move that turned groups `gone` into groups `came`, in matching order."""
    a, b = gone
    if tuple(came) not in rules.pair_moves(a, b):
        came.reverse()
    groups = rules.groups
    return Step((groups[a], groups[b]), (groups[came[0]], groups[came[1]]))
