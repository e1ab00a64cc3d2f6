"""DaLing hands: the table's target and colour, what a group of tiles can make, the ways to
split six tiles into groups of 1, 2 and 3, and the exact odds of a hand.

The two table tiles count their face value ([4:2] 6, [2:1] 3): the last digit of their total
is the target, and four or more red pips make a red game, fewer a black one. In a player's
groups [4:2] and [2:1] are wild, each counting 3 or 6 (the GuPai site, Da Ling). Pips of the
game's colour break ties: red pips in a red game, the other pips in a black one (the GuPai
site counts [6:6] as six red and six black pips).

A split is a `Split`: the three groups as tuples of tiles. It can only be made from a hand
(`splits`, `Split.of`), and it is checked to use each held tile exactly once, so no group can
borrow a tile another group holds or one the seat never held.

The older reading ("beat") scores a group as the last digit of its best total, 0 counting 10
(the highest), and compares it with the banker's own two tiles, scored alike at face value.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement, product
from math import comb
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ...engine import IllegalActionError
from ...pieces import Tile, all_faces, chinese_set

# numpy counts the exact odds over every hand and is imported by the functions that do; the
# rules and the bot (`split_values`) run without it, as in the browser (Pyodide), where the
# site serves no numpy.
if TYPE_CHECKING:
    import numpy as np

SET = chinese_set()
HAND_SIZE = 6
TABLE_SIZE = 2
GROUP_SIZES = (1, 2, 3)
RED, BLACK = "red", "black"


class SplitError(IllegalActionError):
    """A split that is not a partition of the hand into groups of 1, 2 and 3 tiles."""


# -- tiles and groups ----------------------------------------------------------------------------


def values(tile: Tile) -> tuple[int, ...]:
    """What a tile may count in a player's group: a Gee Joon tile 3 or 6, any other its pips."""
    return (3, 6) if tile.is_gee_joon else (tile.pips,)


def target(table: Sequence[Tile]) -> int:
    """The table's points: the last digit of the two tiles' face value (no tile wild)."""
    return sum(t.pips for t in table) % 10


def colour(table: Sequence[Tile]) -> str:
    """A red game when the table shows four red pips or more, else a black game."""
    return RED if sum(t.red_pips for t in table) >= 4 else BLACK


def colour_pips(tiles: Iterable[Tile], game_colour: str) -> int:
    """The pips of the game's colour: red pips in a red game, all others in a black one."""
    tiles = list(tiles)
    red = sum(t.red_pips for t in tiles)
    return red if game_colour == RED else sum(t.pips for t in tiles) - red


def remainders(group: Sequence[Tile]) -> frozenset[int]:
    """Every last digit the group can make, the wild tiles counted either way."""
    return _remainders(tuple(group))


@cache  # (groups of one to three tiles are few; the bots ask about them at every move)
def _remainders(group: tuple[Tile, ...]) -> frozenset[int]:
    return frozenset(sum(v) % 10 for v in product(*map(values, group)))


def matches(group: Sequence[Tile], goal: int) -> bool:
    """Whether the group can make exactly the table's points (its last digit)."""
    return goal in remainders(group)


def points(group: Sequence[Tile], wild: bool = True) -> int:
    """The older reading's score: the best last digit, 0 counting 10, the highest. The
    banker's table tiles are scored with `wild=False` (face value)."""
    if not wild:
        return sum(t.pips for t in group) % 10 or 10
    return max(r or 10 for r in remainders(group))


def points_words(score: int) -> str:
    return f"{score} point{'' if score == 1 else 's'}"


# -- splits --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Split:
    """Six tiles as a single tile, a pair and three tiles, each group in the set's order."""

    single: tuple[Tile]
    pair: tuple[Tile, Tile]
    three: tuple[Tile, Tile, Tile]

    @property
    def groups(self) -> tuple[tuple[Tile, ...], ...]:
        return (self.single, self.pair, self.three)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return self.single + self.pair + self.three

    @property
    def short(self) -> str:
        """Notation: "6:6 / 5:4 3:1 / 2:2 1:1 4:2"."""
        name = _NAME.__getitem__  # (written for every legal split at every move: kept quick)
        return " / ".join([" ".join(map(name, g)) for g in (self.single, self.pair, self.three)])

    @classmethod
    def of(cls, hand: Sequence[Tile], groups: Sequence[Sequence[Tile | str]]) -> Split:
        """The split of `hand` into `groups` (tiles or their notation), refused with a
        SplitError unless the groups hold 1, 2 and 3 tiles and use every tile of the hand
        exactly once: a tile used twice, or one not held, is named."""
        if len(groups) != 3:
            raise SplitError(
                f"a split is three groups, of 1, 2 and 3 tiles (written 'a / b c / d e f'), "
                f"not {len(groups)}"
            )
        parsed = [tuple(Tile.parse(t) for t in g) for g in groups]
        sizes = tuple(map(len, parsed))
        if sizes != GROUP_SIZES:
            raise SplitError(f"the groups must hold 1, 2 and 3 tiles in that order, not {sizes}")
        used, held = Counter(t for g in parsed for t in g), Counter(hand)
        problems = [
            f"{tile} is used {n} times but held {held[tile]} time{'s' if held[tile] != 1 else ''}"
            if held[tile]
            else f"{tile} is not held"
            for tile, n in used.items()
            if n > held[tile]
        ]
        problems += [f"{tile} is left out" for tile in held - used]
        if problems:
            have = " ".join(map(str, sorted(hand, key=_order)))
            raise SplitError(
                f"a split uses each of the six tiles held ({have}) exactly once: "
                f"{'; '.join(problems)}"
            )
        single, pair, three = (tuple(sorted(g, key=_order)) for g in parsed)
        return cls(single, pair, three)  # type: ignore[arg-type]

    @classmethod
    def parse(cls, hand: Sequence[Tile], text: str) -> Split:
        """A split written "a / b c / d e f" (any order inside a group), checked as `of`."""
        return cls.of(hand, [g.split() for g in text.split("/")])


def _order(tile: Tile) -> tuple[int, int]:
    return _ORDER[tile]


_ORDER = {t: (-t.pips, -t.high) for t in all_faces()}
_NAME = {t: str(t) for t in all_faces()}


def splits(hand: Sequence[Tile]) -> list[Split]:
    """Every distinct split of six tiles: a partition of the hand's places into 1, 2 and 3,
    so each tile lands in exactly one group (60 for six different tiles, fewer when the
    hand holds a civil pair)."""
    return [Split(t[:1], t[1:3], t[3:]) for t, _ in written_splits(hand)]  # type: ignore[arg-type]


def written_splits(hand: Sequence[Tile]) -> tuple[tuple[tuple[Tile, ...], str], ...]:
    """`splits(hand)` as the legal moves write them: each split's six tiles group by group
    (`Split.tiles`) and its notation (`Split.short`), remembered: the bots and the legal
    moves list them at every move of a search's playouts."""
    key = tuple(hand)
    known = _SPLITS.get(key)
    if known is None:
        if len(_SPLITS) >= REMEMBERED:
            _SPLITS.clear()  # a bound on the memory
        known = _SPLITS[key] = _splits(list(hand))
    return known


_SPLITS: dict[tuple[Tile, ...], tuple[tuple[tuple[Tile, ...], str], ...]] = {}
# How many hands the memos of DaLing's splits hold before they start again. A hand has up
# to 60 splits, each an object the garbage collector walks: 100,000 hands made 15 million
# objects within 40 strong matches, and a full collection then stopped a move for ~3 s.
# A search replays a sample's few hands once per move it compares, so a few hundred hands
# keep the hits (measured: 40 strong matches took no more CPU, and no collection over 0.1 s).
REMEMBERED = 500


def _splits(hand: list[Tile]) -> tuple[tuple[tuple[Tile, ...], str], ...]:
    if len(hand) != HAND_SIZE:
        raise SplitError(f"a DaLing hand is {HAND_SIZE} tiles, not {len(hand)}")
    # The hand in the set's order, which orders the tiles inside a group: a group's places
    # in it are then in increasing order, and every hand is split by the same 60 getters
    # (`_GETTERS`), listed in the order of the hand's own places (`_listed`).
    ranked = sorted(range(HAND_SIZE), key=lambda i: _ORDER[hand[i]])
    ordered = [hand[i] for i in ranked]
    names = [_NAME[tile] for tile in ordered]
    getters = _listed(tuple(ranked))
    if len(set(hand)) == HAND_SIZE:
        return tuple((get(ordered), _WRITTEN.format(*get(names))) for get in getters)
    found: dict[tuple[Tile, ...], str] = {}  # two equal tiles: equal splits, the first kept
    for get in getters:
        tiles = get(ordered)
        if tiles not in found:
            found[tiles] = _WRITTEN.format(*get(names))
    return tuple(found.items())


_WRITTEN = "{} / {} {} / {} {} {}"

# The places of a hand's single, pair and three in each of the 60 partitions of six places,
# in the order `splits` lists them.
PLACES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    ((one,), two, tuple(i for i in range(HAND_SIZE) if i != one and i not in two))
    for one in range(HAND_SIZE)
    for two in combinations([i for i in range(HAND_SIZE) if i != one], 2)
)
# Each partition of `PLACES` as a getter of its six places, group by group.
_GETTERS: tuple[itemgetter[Any], ...] = tuple(
    itemgetter(*(i for group in partition for i in group)) for partition in PLACES
)
_GETTER = dict(zip(PLACES, _GETTERS, strict=True))


@cache
def _listed(ranked: tuple[int, ...]) -> tuple[itemgetter[Any], ...]:
    """The getters of `_GETTERS` for a hand whose places in the set's order are `ranked`,
    in the order of the partitions of its own places (at most 720 orders)."""
    rank = [0] * HAND_SIZE
    for k, place in enumerate(ranked):
        rank[place] = k
    return tuple(
        _GETTER[tuple(tuple(sorted(rank[i] for i in group)) for group in partition)]
        for partition in PLACES
    )


# -- the older reading: what a split is worth against the banker's unseen tiles ---------------


def banker_odds(unseen: Sequence[Tile]) -> list[Fraction]:
    """The chance of each banker's score 1-10 (index 0 unused) when his two tiles are any
    two of `unseen`, counted at face value, 0 as 10."""
    counts = [0] * 11
    for a, b in combinations(unseen, 2):
        counts[points((a, b), wild=False)] += 1
    total = sum(counts)
    return [Fraction(n, total) for n in counts]


def split_values(
    hand: Sequence[Tile], stakes: Sequence[int] = (3, 7, 15)
) -> list[tuple[Split, Fraction]]:
    """The older reading: each split of `hand` and its exact expectation in chips against a
    banker holding any two of the 26 tiles the player cannot see, each group paid its
    stake when higher and losing it when lower (equal scores push). Best first."""
    unseen = list((Counter(SET) - Counter(hand)).elements())
    odds = banker_odds(unseen)
    valued = []
    for split in splits(hand):
        value = Fraction(0)
        for stake, group in zip(stakes, split.groups, strict=True):
            mine = points(group)
            value += stake * (sum(odds[1:mine]) - sum(odds[mine + 1 :]))
        valued.append((split, value))
    return sorted(valued, key=lambda sv: -sv[1])


# -- the exact odds over every hand ---------------------------------------------------------------


def _partitions() -> tuple[tuple[int, ...], ...]:
    """The 60 ways to send six places to groups of 1, 2 and 3: rows of six group numbers."""
    rows = []
    for partition in PLACES:
        row = [0] * HAND_SIZE
        for number, places in enumerate(partition):
            for i in places:
                row[i] = number
        rows.append(tuple(row))
    return tuple(rows)


PARTITIONS = _partitions()  # (60, 6)

# A tile's class for the odds: the last digit of its pips, or one of the two Gee Joon tiles
# (alike in a player's group, wild; apart on the table, where [2:1] counts 3 and [4:2] 6).
GEE_3, GEE_6 = 10, 11
CLASSES = 12
FACE_DIGIT = (*range(10), 3, 6)


def tile_class(tile: Tile) -> int:
    if tile.is_gee_joon:
        return GEE_3 if tile.pips == 3 else GEE_6
    return tile.pips % 10


CLASS_SIZES = tuple(Counter(tile_class(t) for t in SET)[c] for c in range(CLASSES))


def _fits(classes: tuple[int, ...]) -> bool:
    return all(n <= CLASS_SIZES[c] for c, n in Counter(classes).items())


@cache
def hand_shapes() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every six-tile hand by classes: its class counts (hands, 12); the reach of each
    group of each of the 60 partitions, a (hands, 60, 3) array of bit sets, bit r set when
    the group can make the last digit r; and how many hands of the set each stands for."""
    import numpy as np

    partitions = np.array(PARTITIONS)
    every = combinations_with_replacement(range(CLASSES), HAND_SIZE)
    shapes = np.array([c for c in every if _fits(c)], dtype=np.int64)
    digit = np.where(shapes >= GEE_3, 3, shapes)
    wild = (shapes >= GEE_3).astype(np.int64)
    reach = np.zeros((len(shapes), len(PARTITIONS), 3), dtype=np.int64)
    for g in range(3):
        member = (partitions == g).astype(np.int64)  # (60, 6)
        base = digit @ member.T  # (hands, 60)
        wilds = wild @ member.T
        for extra in range(3):  # each wild tile counted 6 adds 3 more
            bit = np.left_shift(1, (base + 3 * extra) % 10)
            reach[:, :, g] |= np.where(extra <= wilds, bit, 0)
    counts = np.stack([np.sum(shapes == c, axis=1) for c in range(CLASSES)], axis=1)
    return counts, reach, _ways(counts, np.array(CLASS_SIZES))


def _ways(counts: np.ndarray, left: np.ndarray) -> np.ndarray:
    """How many hands of real tiles each class shape stands for, `left` tiles per class."""
    import numpy as np

    choose = np.array([[comb(n, k) for k in range(HAND_SIZE + 1)] for n in range(5)])
    return np.prod(choose[left[None, :], counts], axis=1)


@cache
def tables() -> tuple[tuple[np.ndarray, int, int], ...]:
    """Every pair of table tiles grouped by what matters to the odds: (the tiles it takes
    out of each class, the target, how many of the C(32, 2) = 496 pairs give them)."""
    import numpy as np

    found: Counter = Counter()
    for a, b in combinations(range(len(SET)), 2):
        pair = (SET[a], SET[b])
        removed = tuple(sorted(tile_class(t) for t in pair))
        found[(removed, target(pair))] += 1
    return tuple(
        (np.bincount(removed, minlength=CLASSES), goal, n)
        for (removed, goal), n in sorted(found.items())
    )


@dataclass(frozen=True, slots=True)
class MatchOdds:
    """One player's six tiles against one target, over every table with that target and
    every hand from the 30 tiles left: how often the best split matches all three groups
    (an absolute hand), and how often each set of groups is the most a hand can match,
    the one carrying the most stake (keys: the matched group sizes, e.g. (2, 3); () none)."""

    target: int
    chance: float  # of this target: its table pairs among the 496
    absolute: float
    best: dict[tuple[int, ...], float]


def _best_matched(reach: np.ndarray, goal: int) -> np.ndarray:
    """Per hand, the matched groups of its best split as a bit mask over (1, 2, 3) tiles."""
    import numpy as np

    hit = (reach >> goal) & 1  # (hands, 60, 3)
    stake = hit @ np.array([3, 7, 15])
    chosen = hit[np.arange(len(hit)), np.argmax(stake, axis=1)]
    return chosen @ np.array([1, 2, 4])


@cache
def match_odds() -> tuple[MatchOdds, ...]:
    """Per target 0-9, exactly: every table pair with that target, every six-tile hand of
    the other 30 tiles."""
    import numpy as np

    counts, reach, _ = hand_shapes()
    weights: dict[int, np.ndarray] = {}
    for removed, goal, n in tables():
        weights[goal] = weights.get(goal, 0) + _ways(counts, np.array(CLASS_SIZES) - removed) * n
    odds = []
    for goal in range(10):
        mask = _best_matched(reach, goal)
        w = weights[goal]
        best = {
            tuple(s for k, s in enumerate(GROUP_SIZES) if m >> k & 1): float(w[mask == m].sum())
            / float(w.sum())
            for m in range(8)
        }
        pairs = sum(n for _, g, n in tables() if g == goal)
        odds.append(MatchOdds(goal, pairs / 496, best[GROUP_SIZES], best))
    return tuple(odds)


@dataclass(frozen=True, slots=True)
class BeatEdge:
    """The older reading over every deal of one player's six tiles and the banker's two of
    the other 26: the player's expectation per chip staked when he splits to the best
    expectation (`best`) or at random among the 60 ways (`random`); the banker's edge is
    its negative. `win`, `push`, `lose`: per group (1, 2, 3 tiles), for the best split."""

    best: float
    random: float
    win: tuple[float, float, float]
    push: tuple[float, float, float]
    lose: tuple[float, float, float]


def _banker_points(counts: np.ndarray) -> np.ndarray:
    """Per hand, how many banker pairs of the tiles left give each score 1-10: (hands, 11)."""
    import numpy as np

    left = np.array(CLASS_SIZES)[None, :] - counts
    out = np.zeros((len(counts), 11), dtype=np.int64)
    for a in range(CLASSES):
        for b in range(a, CLASSES):
            score = (FACE_DIGIT[a] + FACE_DIGIT[b]) % 10 or 10
            pairs = left[:, a] * (left[:, a] - 1) // 2 if a == b else left[:, a] * left[:, b]
            out[:, score] += pairs
    return out


@cache
def beat_edge(stakes: tuple[int, int, int] = (3, 7, 15)) -> BeatEdge:
    import numpy as np

    counts, reach, ways = hand_shapes()
    worth = np.zeros(reach.shape, dtype=np.int64)  # a group's points, 0 as 10
    for r in range(10):
        worth = np.where((reach >> r) & 1, np.maximum(worth, r or 10), worth)
    banker = _banker_points(counts)  # (hands, 11)
    pairs = banker.sum(axis=1)  # C(26, 2) = 325 for every hand
    # Per group, the banker pairs it beats, ties and loses to.
    below = np.cumsum(banker, axis=1)  # below[:, k]: pairs scoring at most k
    idx = np.arange(len(counts))[:, None, None]
    beats = below[idx, worth - 1]
    ties = banker[idx, worth]
    loses = pairs[:, None, None] - beats - ties
    bets = np.array(stakes)
    value = (beats - loses) @ bets  # (hands, 60): chips times pairs
    best = np.argmax(value, axis=1)
    rows = np.arange(len(counts))
    total = ways.sum() * pairs[0] * bets.sum()
    chosen = [x[rows, best] for x in (beats, ties, loses)]  # each (hands, 3)
    win, push, lose = (
        (float(one), float(two), float(three))
        for one, two, three in ((ways @ c) / (ways.sum() * pairs[0]) for c in chosen)
    )
    return BeatEdge(
        float(ways @ value[rows, best] / total),
        float(ways @ value.mean(axis=1) / total),
        win,
        push,
        lose,
    )
