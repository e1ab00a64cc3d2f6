"""The classical combinations (宣和牌譜): triplets judged on their six half-values, and pairs.

Shared by the solitaire XiangShiFu and the draw-and-discard games (Ho-hpai, Tok), which
build their hands from the same triplets under their own exclusions.

Facts (GuPai site, "Classical Triplets" and "Game of Zen" pages; pagat's Xiang Shi Fu page;
navpil/gupai `XuanHePaiPu` as a second opinion). A triplet is three tiles seen as six
values (the halves); which tiles carry them does not matter, so [1:2][2:3][1:3] is the
same triplet as [1:1][2:2][3:3]. The kinds:

* exactly three equal values: Five points 五點 (the other three sum to exactly 5), Full
  fourteen 正快 (the other three sum to 14 or more), Split 分相 (the other three are equal
  too);
* more than three equal values: Coincidence 合巧 (four equal, the other two add up to that
  value), Five sons 五子 (five equal, the sixth does not matter);
* dragons, fewer than three equal: Full dragon 全龍 (1 to 6, all different), Big dragon 大龍
  (445566), Small dragon 小龍 (112233), 2-3-Kao 二三靠 (223366). A modern rule (Chinese
  Wikipedia, the GuPai site) replaces 2-3-Kao with the Mixed dragon 雜龍 (233445), which
  leaves no three tiles that can never be made into a triplet.

A pair is a civil pair (the two copies of a civil tile), a military pair (two military
tiles of the same total: Nines, Eights, Sevens, Fives) or the Supreme pair [4:2][2:1], as
TianJiu counts them (`trick_taking.combinations`). That is the Chinese pairing (pagat's
Jjak-mat-chu-gi page). Korean sets mate the military tiles otherwise (Culin's plate of
Korean pairs, the GuPai site; navpil/gupai `jjakmatchugi.RuleSet.Pairs.KOREAN`):
[6:3][6:2], [5:3][5:2], [4:3][4:2], [4:1][3:2] and [5:4][2:1]; the civil pairs are the same.
`pair_name(tiles, pairing)` takes either.

A ten (KapShap, KapTaiShap) is two tiles whose pips add up to 10 or 20, [4:2] counting
only 3 (Culin); an eye (ngan) is two identical tiles.

`TripletRules` says which kinds a game counts; `classify_triplet` names a triplet,
`classify_group` a triplet or a pair.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from ..pieces import Tile
from .trick_taking.combinations import PURE_PAIRS, classify

FIVE_POINTS = "Five points"
FULL_FOURTEEN = "Full fourteen"
SPLIT = "Split"
COINCIDENCE = "Coincidence"
FIVE_SONS = "Five sons"
FULL_DRAGON = "Full dragon"
BIG_DRAGON = "Big dragon"
SMALL_DRAGON = "Small dragon"
TWO_THREE_KAO = "2-3-Kao"
MIXED_DRAGON = "Mixed dragon"

TRIPLET_KINDS: tuple[str, ...] = (
    FIVE_POINTS,
    FULL_FOURTEEN,
    SPLIT,
    COINCIDENCE,
    FIVE_SONS,
    FULL_DRAGON,
    BIG_DRAGON,
    SMALL_DRAGON,
    TWO_THREE_KAO,
    MIXED_DRAGON,
)
CHINESE_NAMES = {
    FIVE_POINTS: "五點",
    FULL_FOURTEEN: "正快",
    SPLIT: "分相",
    COINCIDENCE: "合巧",
    FIVE_SONS: "五子",
    FULL_DRAGON: "全龍",
    BIG_DRAGON: "大龍",
    SMALL_DRAGON: "小龍",
    TWO_THREE_KAO: "二三靠",
    MIXED_DRAGON: "雜龍",
}
# The dragons whose six values are fixed, by their values in order.
_FIXED_DRAGONS: dict[tuple[int, ...], str] = {
    (4, 4, 5, 5, 6, 6): BIG_DRAGON,
    (1, 1, 2, 2, 3, 3): SMALL_DRAGON,
    (2, 2, 3, 3, 6, 6): TWO_THREE_KAO,
    (2, 3, 3, 4, 4, 5): MIXED_DRAGON,
    (1, 2, 3, 4, 5, 6): FULL_DRAGON,
}


@dataclass(frozen=True, slots=True)
class TripletRules:
    """Which triplets a game counts. `two_three_kao` and `mixed_dragon`: the two readings
    of the fourth dragon; `five_and_fourteen`: Five points and Full fourteen (Ho-hpai drops
    them); `sok`: Coincidence and Five sons (sometimes left out of Ho-hpai); `split` (Tok
    drops it)."""

    two_three_kao: bool = True
    mixed_dragon: bool = False
    five_and_fourteen: bool = True
    sok: bool = True
    split: bool = True

    def counts(self, kind: str) -> bool:
        if kind == TWO_THREE_KAO:
            return self.two_three_kao
        if kind == MIXED_DRAGON:
            return self.mixed_dragon
        if kind in (FIVE_POINTS, FULL_FOURTEEN):
            return self.five_and_fourteen
        if kind in (COINCIDENCE, FIVE_SONS):
            return self.sok
        if kind == SPLIT:
            return self.split
        return True


CLASSICAL = TripletRules()
WITH_MIXED_DRAGON = TripletRules(two_three_kao=False, mixed_dragon=True)


def values(tiles: Iterable[Tile]) -> tuple[int, ...]:
    """The six (or four) half-values of some tiles, in order."""
    return tuple(sorted(half for t in tiles for half in (t.high, t.low)))


@lru_cache(maxsize=4096)
def triplet_kind(halves: tuple[int, ...]) -> str | None:
    """The kind of triplet six sorted half-values make under any rules (the fourth dragon
    named as whichever it is), or None for no triplet."""
    fixed = _FIXED_DRAGONS.get(halves)
    if fixed is not None:
        return fixed
    counts = Counter(halves)
    value, most = counts.most_common(1)[0]
    rest = sum(halves) - value * most
    if most >= 5:
        return FIVE_SONS
    if most == 4:
        return COINCIDENCE if rest == value else None
    if most == 3:
        if len(counts) == 2:
            return SPLIT
        if rest == 5:
            return FIVE_POINTS
        if rest >= 14:
            return FULL_FOURTEEN
    return None


def classify_triplet(tiles: Iterable[Tile | str], rules: TripletRules = CLASSICAL) -> str | None:
    """The kind of classical triplet three tiles make under `rules`, or None."""
    group = [Tile.parse(t) for t in tiles]
    if len(group) != 3:
        raise ValueError(f"a triplet is three tiles, not {len(group)}")
    kind = triplet_kind(values(group))
    return kind if kind is not None and rules.counts(kind) else None


def pair_name(tiles: Iterable[Tile | str]) -> str | None:
    """The name of the pair two tiles make ("Heaven pair", "Nines pair", "Supreme pair"),
    or None."""
    combo = classify(tiles, PURE_PAIRS)
    return combo.name if combo is not None and combo.size == 2 else None


CHINESE = "chinese"
KOREAN = "korean"
PAIRINGS = (KOREAN, CHINESE)
# Korean military pairs, each named by its two tiles as the GuPai site lists them.
_KOREAN_MILITARY = {
    frozenset((Tile(6, 3), Tile(6, 2))),
    frozenset((Tile(5, 3), Tile(5, 2))),
    frozenset((Tile(4, 3), Tile(4, 2))),
    frozenset((Tile(4, 1), Tile(3, 2))),
    frozenset((Tile(5, 4), Tile(2, 1))),
}
KOREAN_MILITARY_PAIR = "Korean military pair"


def korean_pair_name(a: Tile, b: Tile) -> str | None:
    """The pair two tiles make under the Korean pairing, or None."""
    if a.is_civil or b.is_civil:
        return pair_name((a, b))  # civil pairs are the same in both pairings
    return KOREAN_MILITARY_PAIR if frozenset((a, b)) in _KOREAN_MILITARY else None


def pairs_with(tile: Tile, other: Tile, pairing: str = CHINESE) -> bool:
    """Whether two tiles make a pair under `pairing` ("chinese" or "korean")."""
    if pairing == KOREAN:
        return korean_pair_name(tile, other) is not None
    return pair_name((tile, other)) is not None


def partners(tile: Tile, pairing: str = CHINESE) -> tuple[Tile, ...]:
    """The faces a tile pairs with under `pairing` (one in both pairings for every tile)."""
    return _PARTNERS[pairing][tile]


def _partner_table() -> dict[str, dict[Tile, tuple[Tile, ...]]]:
    from ..pieces import all_faces

    faces = all_faces()
    return {p: {t: tuple(o for o in faces if pairs_with(t, o, p)) for t in faces} for p in PAIRINGS}


SIX_AS_THREE = Tile(4, 2)


def ten_pips(tile: Tile) -> int:
    """What a tile counts towards a ten: its pips, except [4:2], which counts only 3
    (Culin, KapTaiShap)."""
    return 3 if tile == SIX_AS_THREE else tile.pips


def is_ten(a: Tile, b: Tile) -> bool:
    """Whether two tiles make a ten: their pips add up to 10 or 20, [4:2] counting 3."""
    return (ten_pips(a) + ten_pips(b)) % 10 == 0


def is_eye(a: Tile, b: Tile) -> bool:
    """Whether two tiles make an eye (ngan): two identical tiles."""
    return a == b


def classify_group(tiles: Iterable[Tile | str], rules: TripletRules = CLASSICAL) -> str | None:
    """What a group of two or three tiles makes: a pair's name or a triplet's kind, or None."""
    group = [Tile.parse(t) for t in tiles]
    if len(group) == 2:
        return pair_name(group)
    return classify_triplet(group, rules)


def describe_values(tiles: Iterable[Tile]) -> str:
    """The half-values as a learner reads them: "1 1 2 2 3 3"."""
    return " ".join(map(str, values(tiles)))


_PARTNERS = _partner_table()
