"""What makes a XiangShiFu layout: its variants, which groups are valid, which meet the
goal, and the groups that can never be mended (dead groups). No state: the game
(xiangshifu.py), its solver (solver.py) and its bot share these.

Tiles are numbered by face (`FACES`, the 21 faces in `all_faces()` order) wherever speed
matters: a group is a sorted tuple of face numbers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache, partial
from itertools import combinations, combinations_with_replacement, product

from ...pieces import Tile, all_faces, chinese_set
from ..classical import (
    BIG_DRAGON,
    CLASSICAL,
    FULL_DRAGON,
    SMALL_DRAGON,
    WITH_MIXED_DRAGON,
    TripletRules,
    classify_group,
    pair_name,
    values,
)
from .solver import Group, Layout, SwapRules

FACES: tuple[Tile, ...] = all_faces()
FACE_OF: dict[Tile, int] = {t: i for i, t in enumerate(FACES)}

TEN_SETS = "ten_sets"
EIGHT_SETS = "eight_sets"
SHANGHAI = "shanghai"
VARIANTS = (TEN_SETS, EIGHT_SETS, SHANGHAI)

# Watching Eight Sets: at the end the four pairs are the four military pairs or the four
# highest civil pairs (the GuPai site; navpil's solver reads it as all of one kind).
MILITARY_PAIRS = ("Nines pair", "Eights pair", "Sevens pair", "Fives pair")
TOP_CIVIL_PAIRS = ("Heaven pair", "Earth pair", "Man pair", "Harmony pair")

# The Shanghai variant: the tiles left out, and the ten triplets the layout must end as.
SHANGHAI_REMOVED = (Tile(4, 2), Tile(6, 4))
GOLD_INGOT = "Gold ingot"
SILVER_INGOT = "Silver ingot"
INGOTS: dict[tuple[Tile, ...], str] = {
    (Tile(6, 1), Tile(6, 1), Tile(6, 3)): GOLD_INGOT,
    (Tile(5, 1), Tile(5, 1), Tile(5, 3)): SILVER_INGOT,
}
INGOT_TILES = frozenset(t for ingot in INGOTS for t in ingot)
SHANGHAI_GOAL = Counter(
    {FULL_DRAGON: 4, SMALL_DRAGON: 2, BIG_DRAGON: 2, GOLD_INGOT: 1, SILVER_INGOT: 1}
)


@dataclass(frozen=True)
class Variant:
    """One way to play: the tiles, the sizes of the groups dealt, the triplet rules."""

    name: str
    dragon: str  # "2-3-kao" or "mixed"

    @property
    def rules(self) -> TripletRules:
        return WITH_MIXED_DRAGON if self.dragon == "mixed" else CLASSICAL

    def pieces(self) -> tuple[Tile, ...]:
        tiles = list(chinese_set())
        if self.name == SHANGHAI:
            for tile in SHANGHAI_REMOVED:
                tiles.remove(tile)  # the only [4:2] and one of the two [6:4]
        return tuple(tiles)

    @property
    def sizes(self) -> tuple[int, ...]:
        """The size of each group in the order they are dealt."""
        if self.name == EIGHT_SETS:
            return (3,) * 8 + (2,) * 4
        if self.name == SHANGHAI:
            return (3,) * 10
        return (3,) * 10 + (2,)

    @property
    def tableau_rows(self) -> tuple[int, ...]:
        """How many groups each row of the drawn layout holds."""
        return {EIGHT_SETS: (4, 4, 4), SHANGHAI: (5, 5)}.get(self.name, (4, 3, 4))

    @property
    def tableau_order(self) -> tuple[int, ...]:
        """The groups in the order they are drawn: the pairs in the middle row, as the
        GuPai site lays the pair out in the centre of the triplets."""
        if self.name == EIGHT_SETS:
            return (0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7)
        if self.name == SHANGHAI:
            return tuple(range(10))
        return (0, 1, 2, 3, 4, 10, 5, 6, 7, 8, 9)

    def kind(self, tiles: Iterable[Tile]) -> str | None:
        """What a group makes: a pair's name, a triplet's kind (an ingot named as such in
        the Shanghai variant), or None if it is broken."""
        group = tuple(tiles)
        kind = classify_group(group, self.rules)
        if kind is not None and self.name == SHANGHAI:
            return INGOTS.get(tuple(sorted(group, key=FACE_OF.__getitem__)), kind)
        return kind

    def meets_goal(self, kind: str | None) -> bool:
        """Whether a group of this kind may stay as it is at the end."""
        if kind is None:
            return False
        if self.name == EIGHT_SETS and kind.endswith("pair"):
            return kind in MILITARY_PAIRS or kind in TOP_CIVIL_PAIRS
        if self.name == SHANGHAI:
            return kind in SHANGHAI_GOAL
        return True

    def endings(self) -> list[Callable[[tuple[Tile, ...]], bool]]:
        """For each way a solved layout may look: whether a group may stay as it is in it.
        In the Shanghai variant the ingots need both [6:1] and [6:3], both [5:1] and [5:3],
        so a dragon holding one of them must still change; in Watching Eight Sets a
        triplet holding a tile of the four pairs must, for the pairs it ends with."""
        if self.name == SHANGHAI:
            # The goal's mix leaves one way to end: only its eight groups may stay.
            ending = set(shanghai_ending())
            return [lambda group: tuple(sorted(group, key=FACE_OF.__getitem__)) in ending]
        if self.name == EIGHT_SETS:
            return [
                partial(self._may_stay, pinned=_pair_tiles(pairs), keeping=pairs)
                for pairs in (MILITARY_PAIRS, TOP_CIVIL_PAIRS)
            ]
        return [lambda group: self.meets_goal(self.kind(group))]

    def _may_stay(self, group: tuple[Tile, ...], pinned: frozenset, keeping: tuple) -> bool:
        kind = self.kind(group)
        if not self.meets_goal(kind):
            return False
        if kind in keeping:
            return True
        return len(group) == 3 and not any(t in pinned for t in group)

    def finished(self, kinds: list[str | None]) -> bool:
        """Whether a layout whose groups make these kinds is solved."""
        if not all(self.meets_goal(k) for k in kinds):
            return False
        if self.name == EIGHT_SETS:
            pairs = {k for k in kinds if k is not None and k.endswith("pair")}
            return pairs <= set(MILITARY_PAIRS) or pairs <= set(TOP_CIVIL_PAIRS)
        if self.name == SHANGHAI:
            return Counter(kinds) == SHANGHAI_GOAL
        return True

    def goal_short(self) -> str:
        """The goal in a line over the layout."""
        if self.name == EIGHT_SETS:
            return "classical triplets; the four military or the four top civil pairs"
        if self.name == SHANGHAI:
            return "4 Full, 2 Small, 2 Big dragons, a Gold and a Silver ingot"
        return "every group a classical triplet or pair"

    def goal_words(self) -> str:
        if self.name == EIGHT_SETS:
            return (
                "every group of three a classical triplet, and the four pairs either the four "
                "military pairs or the four highest civil pairs (Heaven, Earth, Man, Harmony)"
            )
        if self.name == SHANGHAI:
            return (
                "four Full dragons, two Small dragons, two Big dragons, a Gold ingot "
                "[6:1][6:1][6:3] and a Silver ingot [5:1][5:1][5:3]"
            )
        return "every group of three a classical triplet and the two tiles a pair"


@cache
def shanghai_ending() -> tuple[tuple[Tile, ...], ...]:
    """The one solved layout of the Shanghai variant (groups and their tiles in face order).
    It is the only one: the [6:6] and the [1:1], which hold a value twice, fit no Full
    dragon, so both Big dragons are [6:6][5:5][4:4] and both Small dragons [1:1][2:2][3:3];
    the ingots are fixed tiles; the twelve tiles left make the four Full dragons in one way
    only. The search below finds this rather than assuming it."""
    variant = Variant(SHANGHAI, "2-3-kao")
    stock = Counter(variant.pieces())
    goal_groups = [
        group
        for group in combinations_with_replacement(FACES, 3)
        if not Counter(group) - stock and variant.kind(group) in SHANGHAI_GOAL
    ]
    found: set[tuple[tuple[Tile, ...], ...]] = set()

    def complete(rest: Counter, chosen: list[tuple[Tile, ...]]) -> None:
        if not +rest:
            if Counter(variant.kind(g) for g in chosen) == SHANGHAI_GOAL:
                found.add(tuple(sorted(chosen, key=faces_of)))
            return
        first = min((t for t in rest if rest[t]), key=FACE_OF.__getitem__)
        for group in goal_groups:
            if group[0] == first and not Counter(group) - rest:
                complete(rest - Counter(group), [*chosen, group])

    complete(stock, [])
    (layout,) = found  # more than one would be a new reading of the goal
    return layout


def group_kind(variant: Variant, faces: Group) -> str | None:
    return group_kinds(variant)[faces]


@cache
def group_kinds(variant: Variant) -> dict[Group, str | None]:
    """The kind of every group of two or three faces, once per variant."""
    kinds: dict[Group, str | None] = {}
    for size in (2, 3):
        for group in combinations_with_replacement(range(len(FACES)), size):
            kinds[group] = variant.kind(FACES[f] for f in group)
    return kinds


@cache
def swap_rules(variant: Variant) -> SwapRules:
    """The solver's tables for a variant."""
    kinds = group_kinds(variant)
    finished = None
    if variant.name in (EIGHT_SETS, SHANGHAI):

        def finished(layout: Layout) -> bool:
            return variant.finished([kinds[g] for g in layout])

    return SwapRules(
        len(FACES),
        lambda g: kinds[g] is not None,
        [partial(_stays_by_faces, stays) for stays in variant.endings()],
        finished,
        goal_layouts=None if variant.name == TEN_SETS else lambda: goal_layouts(variant),
        # A* settles most Watching Eight Sets deals within this many layouts; the Shanghai
        # variant's goal lies too far for its bound, so the search from both ends starts
        # at once.
        astar_first=20_000 if variant.name == EIGHT_SETS else 0,
    )


@cache
def goal_layouts(variant: Variant) -> tuple[Layout, ...]:
    """Every solved layout (sorted groups of face numbers) of a variant whose goal fixes
    part of the layout: the Shanghai variant's one layout, and for Watching Eight Sets the
    four pairs of either ending with every way the other tiles make eight valid triplets
    (5,798). The ten-set goal, any valid groups, has far too many to list."""
    if variant.name == SHANGHAI:
        return (tuple(sorted(faces_of(g) for g in shanghai_ending())),)
    if variant.name != EIGHT_SETS:
        raise ValueError(f"the solved layouts of {variant.name} are not listed")
    kinds = group_kinds(variant)
    by_first: dict[int, list[Group]] = {}
    for group, kind in kinds.items():
        if kind is not None and len(group) == 3:
            by_first.setdefault(group[0], []).append(group)

    @cache
    def triplets(stock: tuple[int, ...]) -> tuple[tuple[Group, ...], ...]:
        """Every way the faces counted in `stock` make valid triplets, the triplet with
        the lowest face first (a way with two such triplets comes twice); remainders
        recur, so they are kept."""
        first = next((f for f, n in enumerate(stock) if n), None)
        if first is None:
            return ((),)
        ways = []
        for group in by_first.get(first, ()):
            rest = list(stock)
            for face in group:
                rest[face] -= 1
            if min(rest) >= 0:
                ways += [(group, *more) for more in triplets(tuple(rest))]
        return tuple(ways)

    found: list[Layout] = []
    for names in (MILITARY_PAIRS, TOP_CIVIL_PAIRS):
        choices = [[g for g, k in kinds.items() if k == name and len(g) == 2] for name in names]
        for pairs in product(*choices):
            stock = [0] * len(FACES)
            for tile in variant.pieces():
                stock[FACE_OF[tile]] += 1
            for face in (f for g in pairs for f in g):
                stock[face] -= 1
            if min(stock) >= 0:
                found += [tuple(sorted((*pairs, *way))) for way in triplets(tuple(stock))]
    return tuple(sorted(set(found)))


def _stays_by_faces(stays: Callable[[tuple[Tile, ...]], bool], group: Group) -> bool:
    """`stays`, which judges a group by its tiles, asked of a group of face numbers."""
    return stays(tuple(FACES[f] for f in group))


def _pair_tiles(names: tuple[str, ...]) -> frozenset[Tile]:
    """The tiles of the named pairs."""
    return frozenset(
        t for a, b in combinations(chinese_set(), 2) if pair_name((a, b)) in names for t in (a, b)
    )


def faces_of(tiles: Iterable[Tile]) -> Group:
    return tuple(sorted(FACE_OF[t] for t in tiles))


def dead_triplet(variant: Variant, group: Iterable[Tile]) -> bool:
    """A group of three that no move can ever mend: no two of its tiles lie together in any
    valid group made with other tiles of the set. Any move keeps two of a group's tiles
    together (the two it keeps, or the two it gives away), so such a group stays broken."""
    group = tuple(group)
    if variant.kind(group) is not None:
        return False
    others = Counter(variant.pieces()) - Counter(group)
    pairs_dealt = 2 in variant.sizes
    for x, y in combinations(group, 2):
        if pairs_dealt and pair_name((x, y)) is not None:
            return False
        for third in others:
            if variant.kind((x, y, third)) is not None:
                return False
    return True


def dead_groups(variant: Variant, groups: Iterable[Iterable[Tile]]) -> list[tuple[Tile, ...]]:
    return [tuple(g) for g in groups if len(tuple(g)) == 3 and dead_triplet(variant, g)]


def all_dead_triplets(variant: Variant) -> list[tuple[Tile, ...]]:
    """Every dead group of three the variant's tiles can make (the sources list five for
    the classical triplets and none with the Mixed dragon)."""
    faces = sorted(set(variant.pieces()), key=FACE_OF.__getitem__)
    stock = Counter(variant.pieces())
    found: list[tuple[Tile, ...]] = []
    for group in combinations_with_replacement(faces, 3):
        if not Counter(group) - stock and dead_triplet(variant, group):
            found.append(group)
    return found


def halves_text(tiles: Iterable[Tile]) -> str:
    return " ".join(map(str, values(tiles)))
