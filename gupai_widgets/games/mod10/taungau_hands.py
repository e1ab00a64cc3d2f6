"""Tau Ngau hands: the bulls five tiles can make, what the other two score, and the exact
distribution of results over every five-tile hand and every deal against the banker.

A bull is three tiles whose pips add up to a multiple of ten; the two tiles left score their
pip total modulo 10. The Gee Joon tiles [4:2] and [2:1] count 3 or 6 at the holder's choice,
each on its own, in the bull or in the two (pagat.com, Tau Ngau; GuPai site, Tau Ngau). A
remainder of 0 is the lowest score (pagat) or counts 10, the best (the Macao book, GuPai
site's first settlement). A hand without a bull has no score.

A result is one integer: `NO_BULL` (−1), or the points of the best bull (0–9, or 1–10 when
zero counts ten). Only the last digit of each tile's pips and whether it is wild matter, so
the exact odds of a whole deal are summed over hands grouped by those classes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from math import comb
from operator import itemgetter
from typing import TYPE_CHECKING

from ...pieces import Tile, all_faces
from .paigow_hands import FACES, SET, _positions
from .taungau_joint import JOINT

# numpy counts the odds; the rules alone (bulls, points, `Rules.outcome`) and `house_edge`,
# read from the shipped table, run without it, as in the browser (Pyodide), where the site
# serves no numpy.
if TYPE_CHECKING:
    import numpy as np

NO_BULL = -1
# The detail of a player's move saying he has no bull when he could make one (option
# `decline_bull`).
DECLINED = "declined"
HAND_SIZE = 5


@dataclass(frozen=True, slots=True)
class Bull:
    """One way to play five tiles: the three set aside (`bull`, empty when the hand has no
    bull) and the two scored (`rest`, all five when there is no bull), and the points."""

    bull: tuple[Tile, ...]
    rest: tuple[Tile, ...]
    points: int

    @property
    def made(self) -> bool:
        return bool(self.bull)


def values(tile: Tile) -> tuple[int, ...]:
    """What a tile may count: a Gee Joon tile 3 or 6, any other its pips."""
    return (3, 6) if tile.is_gee_joon else (tile.pips,)


# Per tile, what it counts before any choice (a wild tile 3, to which it may add 3 more by
# counting 6) and whether it is wild; then, per remainder of such a count and number of wild
# tiles, the remainders the tiles can make. Five tiles are split ten ways at every deal, so
# the rules read these rather than try every count of every wild tile.
_COUNT = {tile: (3, 1) if tile.is_gee_joon else (tile.pips, 0) for tile in all_faces()}
_MAKES = tuple(
    tuple(
        frozenset((remainder + 3 * k) % 10 for k in range(wild + 1))
        for wild in range(HAND_SIZE + 1)
    )
    for remainder in range(10)
)


def _counted(tiles: tuple[Tile, ...] | list[Tile]) -> frozenset[int]:
    """The remainders modulo 10 the tiles can make, a wild tile counted either way."""
    total = wild = 0
    for tile in tiles:
        count, wild_tile = _COUNT[tile]
        total += count
        wild += wild_tile
    return _MAKES[total % 10][wild]


def is_bull(three: tuple[Tile, ...] | list[Tile]) -> bool:
    """Whether three tiles can add up to a multiple of ten."""
    return 0 in _counted(three)


def points(two: tuple[Tile, ...] | list[Tile], zero_high: bool = False) -> int:
    """The best score of the two tiles left: their total modulo 10, a wild tile counted as
    suits best; with `zero_high` a remainder of 0 counts 10."""
    return _SCORE[zero_high][sum(map(_NUMBER.__getitem__, two))]


def _worth(remainder: int, zero_high: bool) -> int:
    return 10 if zero_high and remainder == 0 else remainder


# Each tile as one number, the last digit of its count plus WILD_UNIT if it is wild: the
# numbers of a group's tiles added up say what it makes (five digits add up to less than
# WILD_UNIT), so a split of five tiles is read from two sums and the tables below, per such
# number, whether the tiles make a bull and what they score.
WILD_UNIT = 100
_NUMBER = {tile: count % 10 + WILD_UNIT * wild for tile, (count, wild) in _COUNT.items()}
_MADE = tuple(
    _MAKES[n % WILD_UNIT % 10][n // WILD_UNIT] for n in range(WILD_UNIT * (HAND_SIZE + 1))
)
_IS_BULL = tuple(0 in made for made in _MADE)
_SCORE = {
    zero_high: tuple(max(_worth(r, zero_high) for r in made) for made in _MADE)
    for zero_high in (False, True)
}
# The ten ways to set three of five tiles aside: the places of the three, then of the two.
_PARTS = tuple(
    (*three, *(i for i in range(HAND_SIZE) if i not in three))
    for three in combinations(range(HAND_SIZE), 3)
)


def bulls(hand: tuple[Tile, ...] | list[Tile], zero_high: bool = False) -> list[Bull]:
    """Every distinct way to set a bull aside, the best first (equal tiles give one way);
    a hand with no bull gives the one `Bull` without a bull and `NO_BULL` points."""
    return [Bull(bull, rest, score) for bull, rest, score in ways(hand, zero_high)]


def ways(
    hand: tuple[Tile, ...] | list[Tile], zero_high: bool = False
) -> list[tuple[tuple[Tile, ...], tuple[Tile, ...], int]]:
    """`bulls` as (bull, rest, points)."""
    hand = tuple(hand)
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a Tau Ngau hand is {HAND_SIZE} tiles, not {len(hand)}")
    found = bull_places(hand, zero_high)
    if not found:
        return [((), hand, NO_BULL)]
    return [((hand[a], hand[b], hand[c]), (hand[i], hand[j]), score)
            for a, b, c, i, j, score in found]  # fmt: skip


def bull_places(
    hand: tuple[Tile, ...] | list[Tile], zero_high: bool = False
) -> tuple[tuple[int, int, int, int, int, int], ...]:
    """`ways` of five tiles by their places in `hand`: (a, b, c, i, j, points), the bull
    at a, b and c, the two scored at i and j; empty where the hand makes no bull. What the
    legal moves are made of at every deal."""
    # What the ways depend on: the tiles' numbers, and which places hold equal tiles (each
    # place named by the first place holding its tile). Read from the tiles themselves:
    # looking five tiles up by `id` first costs more than their own hash (measured:
    # valgrind counts a third more instructions); `index` gives the first place holding an
    # equal tile (each face is one Tile object, so it answers at once by identity).
    key = (tuple(map(_NUMBER.__getitem__, hand)), tuple(map(hand.index, hand)))
    known = _PLACES[zero_high]
    found = known.get(key)
    if found is None:
        found = _places(*key, zero_high)
        if len(known) < _KEPT:
            known[key] = found
    return found


def _places(
    number: tuple[int, ...], same: tuple[int, ...], zero_high: bool
) -> tuple[tuple[int, int, int, int, int, int], ...]:
    """`bull_places` of five tiles given as their numbers (`_NUMBER`) and, per place, the
    first place holding the same tile."""
    total = sum(number)
    score = _SCORE[zero_high]
    found = [
        (a, b, c, i, j, score[number[i] + number[j]])
        for a, b, c, i, j in _PARTS
        if _IS_BULL[total - number[i] - number[j]]
    ]
    # Two ways are the same only where the hand holds two equal tiles.
    if len(set(same)) < HAND_SIZE:
        shapes: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()
        distinct = []
        for way in found:
            a, b, c, i, j, _ = way
            shape = (tuple(sorted((same[a], same[b], same[c]))), tuple(sorted((same[i], same[j]))))
            if shape not in shapes:
                shapes.add(shape)
                distinct.append(way)
        found = distinct
    found.sort(key=itemgetter(5), reverse=True)  # (stable: equal points keep their order)
    return tuple(found)


# `_places` per rule (zero high or not) and what the ways of a hand depend on (its
# numbers and equal tiles, in the hand's order), kept as they come: a deal's hands lie in
# the set's order, in which some 7,400 such shapes occur, so the ways of a deal's
# hands are nearly always found here. (Hands in any order have ten times as many: the
# first `_KEPT` met are kept.)
_KEPT = 8192
_PLACES: dict[
    bool,
    dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[tuple[int, int, int, int, int, int], ...]],
] = {
    False: {},
    True: {},
}


def best(hand: tuple[Tile, ...] | list[Tile], zero_high: bool = False) -> int:
    """The hand's result: the points of its best bull, or `NO_BULL`."""
    return bulls(hand, zero_high)[0].points


def points_words(score: int) -> str:
    return f"{score} point{'' if score == 1 else 's'}"


def describe(result: int) -> str:
    """A result for a caption: "no bull" or "bull, 6 points"."""
    return "no bull" if result == NO_BULL else f"bull, {points_words(result)}"


# -- settlement ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Rules:
    """The points where the sources differ. `zero_high`: a bull whose two tiles make 0
    counts 10 (Macao book) instead of 0 (pagat). `settlement`: "pagat" (the higher result
    wins the stake, a bull beats no bull, two hands without a bull push) or "macao" (a
    player without a bull pays 4 stakes whatever the banker holds; otherwise the
    difference in points changes hands, no bull counting 0)."""

    zero_high: bool = False
    settlement: str = "pagat"

    def outcome(self, player: int, banker: int) -> int:
        """What the player wins per stake (negative: what he pays) for these results."""
        if self.settlement == "macao":
            return -4 if player == NO_BULL else player - max(banker, 0)
        return (player > banker) - (player < banker)


# -- exact odds ------------------------------------------------------------------------------

# A tile's class: the last digit of its pips, or WILD for the two Gee Joon tiles.
WILD = 10
CLASSES = 11


def tile_class(tile: Tile) -> int:
    return WILD if tile.is_gee_joon else tile.pips % 10


@cache
def class_sizes() -> np.ndarray:
    """How many tiles of the set are in each class."""
    import numpy as np

    return np.bincount([tile_class(t) for t in SET], minlength=CLASSES)


def results_of(digits: np.ndarray, wild: np.ndarray, zero_high: bool) -> np.ndarray:
    """The results of many five-tile hands at once: `digits` the last digit of each tile's
    pips (a wild tile's as 3), `wild` whether it is a Gee Joon tile; rows are hands."""
    import numpy as np

    result = np.full(len(digits), NO_BULL, dtype=np.int64)
    for kept in combinations(range(HAND_SIZE), 2):
        three = [i for i in range(HAND_SIZE) if i not in kept]
        bull_sum = digits[:, three].sum(axis=1)
        bull_wild = wild[:, three].sum(axis=1)
        # Each wild tile in the bull may add 3 more (6 instead of 3).
        made = np.zeros(len(digits), dtype=bool)
        for extra in range(3):
            made |= (extra <= bull_wild) & ((bull_sum + 3 * extra) % 10 == 0)
        rest_sum = digits[:, list(kept)].sum(axis=1)
        rest_wild = wild[:, list(kept)].sum(axis=1)
        score = np.full(len(digits), NO_BULL, dtype=np.int64)
        for extra in range(3):
            remainder = (rest_sum + 3 * extra) % 10
            if zero_high:
                remainder = np.where(remainder == 0, 10, remainder)
            score = np.where(extra <= rest_wild, np.maximum(score, remainder), score)
        result = np.maximum(result, np.where(made, score, NO_BULL))
    return result


@cache
def hand_results(zero_high: bool = False) -> np.ndarray:
    """The result of every five-tile hand of the set, all C(32, 5) = 201,376 of them (in
    the order of `paigow_hands._positions(5)`), tile by tile with numpy."""
    import numpy as np

    faces, _ = _positions(HAND_SIZE)
    face_digit = np.array([3 if t.is_gee_joon else t.pips % 10 for t in FACES])
    face_wild = np.array([t.is_gee_joon for t in FACES], dtype=np.int64)
    return results_of(face_digit[faces], face_wild[faces], zero_high)


def distribution(zero_high: bool = False) -> dict[int, int]:
    """How many of the 201,376 five-tile hands give each result."""
    counts = Counter(hand_results(zero_high).tolist())
    return dict(sorted(counts.items()))


@cache
def _class_hands() -> tuple[np.ndarray, np.ndarray]:
    """Every five-tile hand as counts per class (the tiles of a class being alike for the
    rules), and how many hands of the set each stands for."""
    import numpy as np

    found = []
    for classes in combinations(range(CLASSES + HAND_SIZE - 1), HAND_SIZE):
        # Stars and bars: a sorted choice of 5 positions among 15 is a multiset of classes.
        counts = np.bincount([c - k for k, c in enumerate(classes)], minlength=CLASSES)
        if np.all(counts <= class_sizes()):
            found.append(counts)
    shapes = np.array(found)
    ways = np.array([np.prod([comb(int(n), int(k)) for n, k in zip(class_sizes(), s, strict=True)])
                     for s in shapes])  # fmt: skip
    return shapes, ways


def _class_results(shapes: np.ndarray, zero_high: bool) -> np.ndarray:
    import numpy as np

    rows = [np.repeat(np.arange(CLASSES), s) for s in shapes]
    hands = np.array(rows)
    digits = np.where(hands == WILD, 3, hands)
    return results_of(digits, (hands == WILD).astype(np.int64), zero_high)


@cache
def joint_counts(zero_high: bool = False) -> np.ndarray:
    """How many deals of a player's five tiles and then the banker's five from the other 27
    give each pair of results: a 12×12 array indexed by result + 1 (player, banker)."""
    import numpy as np

    shapes, ways = _class_hands()
    results = _class_results(shapes, zero_high) + 1
    # The banker's hands from what is left of each class once the player's are out:
    # C(left, k) per class, zero where the class has too few tiles left.
    choose = np.array([[comb(n, k) for k in range(HAND_SIZE + 1)] for n in range(HAND_SIZE + 1)])
    by_result = np.eye(12, dtype=np.int64)[results]
    joint = np.zeros((12, 12), dtype=np.int64)
    for player, player_ways, result in zip(shapes, ways, results, strict=True):
        left = class_sizes() - player
        banker_ways = np.prod(choose[left[None, :], shapes], axis=1)
        joint[result] += player_ways * (banker_ways @ by_result)
    return joint


@dataclass(frozen=True, slots=True)
class Edge:
    """One player's round against the bank over every deal, exactly: his expectation per
    stake (the banker's edge is its negative) and how often he wins, pushes and loses."""

    expectation: float
    win: float
    push: float
    lose: float


@cache
def house_edge(rules: Rules) -> Edge:
    """One player's round against the bank over every deal, from the joint results table
    shipped in `taungau_joint` (`joint_counts` written out by scripts/taungau_tables.py, and
    checked against it by a test), in plain Python: the bot asks it before the deal, in the
    browser too."""
    joint = JOINT[rules.zero_high]
    total = win = push = lose = gain = 0
    for player, row in enumerate(joint):
        for banker, count in enumerate(row):
            outcome = rules.outcome(player - 1, banker - 1)
            total += count
            gain += count * outcome
            if outcome > 0:
                win += count
            elif outcome == 0:
                push += count
            else:
                lose += count
    return Edge(gain / total, win / total, push / total, lose / total)


def keep_or_decline(rules: Rules, result: int) -> tuple[float, float]:
    """A player's expectation per stake over every deal in which his best bull makes
    `result`, the banker's five tiles drawn from the other 27 (the joint table): setting
    the bull aside, and saying he has no bull instead (option `decline_bull`)."""
    row = JOINT[rules.zero_high][result + 1]
    total = sum(row)
    keep = sum(count * rules.outcome(result, banker - 1) for banker, count in enumerate(row))
    decline = sum(count * rules.outcome(NO_BULL, banker - 1) for banker, count in enumerate(row))
    return keep / total, decline / total


def decline_after_banker(rules: Rules) -> tuple[float, float]:
    """What the GuPai site's question is worth: a player's expectation per stake over every
    deal (the joint table) if he saw the banker's result before choosing, and so declined
    his bull whenever a hand without one pays less; and how often he would decline."""
    total = gain = declined = 0
    for player, row in enumerate(JOINT[rules.zero_high]):
        for banker, count in enumerate(row):
            keep = rules.outcome(player - 1, banker - 1)
            decline = rules.outcome(NO_BULL, banker - 1)
            total += count
            gain += count * max(keep, decline)
            declined += count * (decline > keep)
    return gain / total, declined / total
