"""Pai Gow hands: the rank of a two-tile hand, the ways to split four tiles, a house way,
and the exact odds of every split against every banker hand.

Ranking, high to low (Wikipedia "Pai gow"; GuPai site, Pai Gow; pagat.com, Pai Gow): the
Gee Joon pair [4:2][2:1]; the civil pairs in the civil order (Heaven, Earth, Man, Harmony,
Plum, Long three, Bench, Axe, Red-head ten, Long-leg seven, Red mallet six); the military
pairs Nines, Eights, Sevens, Fives; Wong (Heaven or Earth with a nine, worth 11); Gong
(Heaven or Earth with an eight, worth 10); then the pip total modulo 10, the Gee Joon tiles
counting 3 or 6 at the holder's choice. Equal hands are decided by the higher single tile of
each hand only; still equal ("copies") the banker wins, and two hands of 0 points go to the
banker whatever their tiles.

A hand's rank is one integer `key = score * 32 + high tile`, so comparing keys compares
hands, and numpy compares thousands of them at once. numpy is imported by the functions
that count odds, not by the module: the rules alone (ranking, splits, `Rules.compare`)
run without it, as in the browser (Pyodide), where the site serves no numpy.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import TYPE_CHECKING

from ...pieces import Tile, all_faces, chinese_set

if TYPE_CHECKING:
    import numpy as np

GEE_JOON = (Tile(4, 2), Tile(2, 1))
FACES = all_faces()
FACE_INDEX = {t: i for i, t in enumerate(FACES)}
SET = chinese_set()

# Scores above the ten points: Gong 10, Wong 11, military pairs 12-15, civil pairs 16-26,
# the Gee Joon pair 27.
GONG, WONG, GEE_JOON_SCORE = 10, 11, 27
_MILITARY_PAIRS = {
    frozenset({Tile(6, 3), Tile(5, 4)}): (15, "Nines pair"),
    frozenset({Tile(6, 2), Tile(5, 3)}): (14, "Eights pair"),
    frozenset({Tile(5, 2), Tile(4, 3)}): (13, "Sevens pair"),
    frozenset({Tile(4, 1), Tile(3, 2)}): (12, "Fives pair"),
}
_TEEN_DAY = (Tile(6, 6), Tile(1, 1))


@dataclass(frozen=True, slots=True)
class Ranking:
    """The points where the sources differ. `gee_joon_low`: the Gee Joon tiles are the
    lowest single tiles for breaking ties (pagat) instead of [4:2] between the sevens and
    the fives and [2:1] lowest (GuPai site). `man_gong`: Man [4:4] counts as the eight of
    a Gong (Wikipedia, GuPai site), not only the military eights."""

    gee_joon_low: bool = True
    man_gong: bool = True

    def single(self, tile: Tile) -> int:
        """A tile's rank for breaking ties, higher is stronger (0-31)."""
        if tile.is_civil:
            return 20 + tile.rank
        if self.gee_joon_low and tile.is_gee_joon:
            return 0
        return tile.rank

    def points(self, a: Tile, b: Tile) -> int:
        """The pip total modulo 10, a Gee Joon tile counting 3 or 6, whichever is better."""
        return max((x + y) % 10 for x in _values(a) for y in _values(b))

    def score(self, a: Tile, b: Tile) -> tuple[int, str]:
        """The hand's score (0-27) and its name."""
        if {a, b} == set(GEE_JOON):
            return GEE_JOON_SCORE, "Gee Joon"
        if a is b and a.is_civil:
            return 15 + a.rank, f"{a.name} pair"
        military = _MILITARY_PAIRS.get(frozenset({a, b}))
        if military is not None:
            return military
        for big, other in ((a, b), (b, a)):
            if big in _TEEN_DAY:
                if other.pips == 9 and other.is_military:
                    return WONG, f"{big.name} Wong"
                if other.pips == 8 and (other.is_military or self.man_gong):
                    return GONG, f"{big.name} Gong"
        points = self.points(a, b)
        return points, f"{points} point{'' if points == 1 else 's'}"

    def key(self, a: Tile, b: Tile) -> int:
        return self.score(a, b)[0] * 32 + max(self.single(a), self.single(b))

    def name(self, a: Tile, b: Tile) -> str:
        return self.score(a, b)[1]


def _values(tile: Tile) -> tuple[int, ...]:
    return (3, 6) if tile.is_gee_joon else (tile.pips,)


@dataclass(frozen=True, slots=True)
class Rules:
    """How two hands are compared: the ranking, who takes a tie ("banker" or "push") and
    whether two zero hands go to the banker whatever their tiles."""

    ranking: Ranking = Ranking()
    ties: str = "banker"
    zero_zero: bool = True

    def compare(self, player: int, banker: int) -> int:
        """+1 the player's hand (a key) wins, −1 the banker's, 0 a push."""
        if self.zero_zero and player < 32 and banker < 32:
            return -1
        if self.ties == "push" and player == banker:
            return 0
        return 1 if player > banker else -1

    def compare_many(self, player: int | np.ndarray, banker: int | np.ndarray) -> np.ndarray:
        """`compare` of player keys against banker keys, either or both arrays."""
        import numpy as np

        player, banker = np.asarray(player), np.asarray(banker)
        result = np.where(player > banker, 1, -1)
        if self.ties == "push":
            result = np.where(player == banker, 0, result)
        if self.zero_zero:
            result = np.where((player < 32) & (banker < 32), -1, result)
        return result


Split = tuple[tuple[Tile, Tile], tuple[Tile, Tile]]


def splits(tiles: tuple[Tile, ...] | list[Tile], ranking: Ranking) -> list[Split]:
    """The distinct ways to split four tiles into two hands, the higher hand first; a hand
    with two equal tiles gives one split where the others give three."""
    a, b, c, d = tiles
    seen: dict[tuple, Split] = {}
    for (w, x), (y, z) in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))):
        first, second = _ordered(w, x, ranking), _ordered(y, z, ranking)
        if ranking.key(*second) > ranking.key(*first):
            first, second = second, first
        shape = tuple(sorted((tuple(sorted(map(str, first))), tuple(sorted(map(str, second))))))
        seen.setdefault(shape, (first, second))
    return list(seen.values())


def _ordered(a: Tile, b: Tile, ranking: Ranking) -> tuple[Tile, Tile]:
    """A hand's two tiles, the one that breaks ties first."""
    return (a, b) if ranking.single(a) >= ranking.single(b) else (b, a)


def house_way(tiles: tuple[Tile, ...] | list[Tile], rules: Rules) -> Split:
    """The banker's split in this library (a house way of its own, not any casino's book):
    the split whose two hands beat the most two-tile hands, adding up for each hand the
    share of all two-tile hands of the set it beats as the banker. Against a player whose
    hands were independent random hands that would maximise the banker's expectation
    (P(win both) − P(lose both) = share(high) + share(low) − 1); ties go to the higher
    hand."""
    ranking = rules.ranking
    share = _banker_shares(rules)
    return max(
        splits(tiles, ranking),
        key=lambda s: (share[ranking.key(*s[0])] + share[ranking.key(*s[1])], ranking.key(*s[0])),
    )


@cache
def _banker_shares(rules: Rules) -> dict[int, float]:
    """For each two-tile hand's key, the share of all two-tile hands of the set that it
    beats, holding the bank."""
    import numpy as np

    keys = np.array([rules.ranking.key(a, b) for a, b in combinations(SET, 2)])
    return {int(k): float(np.mean(rules.compare_many(keys, int(k)) < 0)) for k in set(keys)}


# -- exact odds -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SplitOdds:
    """One split's outcomes against every banker hand the unseen tiles can make, each
    equally likely: how many the player wins, pushes and loses, of `hands`."""

    split: Split
    wins: int
    pushes: int
    losses: int

    @property
    def hands(self) -> int:
        return self.wins + self.pushes + self.losses

    @property
    def expectation(self) -> float:
        """Stakes won per stake: P(win) − P(lose)."""
        return (self.wins - self.losses) / self.hands


@cache
def _positions(size: int) -> tuple[np.ndarray, np.ndarray]:
    """Every `size`-tile hand of the 32-tile set: the face index of each tile and the bit
    mask of the set positions it uses."""
    import numpy as np

    combos = np.array(list(combinations(range(len(SET)), size)), dtype=np.int64)
    faces = np.array([FACE_INDEX[t] for t in SET], dtype=np.int64)[combos]
    masks = np.bitwise_or.reduce(np.left_shift(1, combos), axis=1)
    return faces, masks


@cache
def banker_keys(rules: Rules, size: int) -> tuple[np.ndarray, np.ndarray]:
    """For every `size`-tile hand of the set (as `_positions` lists them), the keys of the
    banker's hands when he plays the house way: (higher hand, lower hand); with two tiles
    the one hand and -1."""
    import numpy as np

    ranking = rules.ranking
    faces, _ = _positions(size)
    by_faces: dict[tuple[int, ...], tuple[int, int]] = {}
    high = np.empty(len(faces), dtype=np.int64)
    low = np.empty(len(faces), dtype=np.int64)
    for row, hand in enumerate(map(tuple, faces.tolist())):
        found = by_faces.get(hand)
        if found is None:
            tiles = [FACES[i] for i in hand]
            if size == 2:
                found = (ranking.key(*tiles), -1)
            else:
                first, second = house_way(tiles, rules)
                found = (ranking.key(*first), ranking.key(*second))
            by_faces[hand] = found
        high[row], low[row] = found
    return high, low


def _player_mask(tiles: list[Tile]) -> int:
    """The set positions of a player's tiles (the first unused copy of each face)."""
    mask = 0
    for tile in tiles:
        for position, candidate in enumerate(SET):
            if candidate is tile and not mask >> position & 1:
                mask |= 1 << position
                break
        else:
            raise ValueError(f"{tile} appears more often than the set holds it")
    return mask


def split_odds(tiles: list[Tile] | tuple[Tile, ...], rules: Rules) -> list[SplitOdds]:
    """Each split of a player's 2 or 4 tiles against every banker hand of as many tiles from
    the other tiles of the set (the banker splitting by the house way), counted exactly."""
    import numpy as np

    tiles = list(tiles)
    size = len(tiles)
    _, masks = _positions(size)
    high, low = banker_keys(rules, size)
    unseen = (masks & _player_mask(tiles)) == 0
    high, low = high[unseen], low[unseen]
    ranking = rules.ranking
    results = []
    player_splits = [(_ordered(*tiles, ranking), ())] if size == 2 else splits(tiles, ranking)
    for split in player_splits:
        outcome = rules.compare_many(ranking.key(*split[0]), high)
        if size == 4:
            outcome = np.sign(outcome + rules.compare_many(ranking.key(*split[1]), low))
        counts = np.bincount(outcome + 1, minlength=3)
        results.append(SplitOdds(split, int(counts[2]), int(counts[1]), int(counts[0])))
    return results


@dataclass(frozen=True, slots=True)
class Edge:
    """The exact result of a whole round for one player against the bank, averaged over
    every deal: the player's expectation per stake when he splits to maximise it and the
    banker splits by the house way (the banker's edge is its negative), and how often the
    player wins, pushes and loses."""

    expectation: float
    win: float
    push: float
    lose: float


@cache
def house_edge(rules: Rules, size: int = 4) -> Edge:
    """Every hand a player can be dealt (each of the C(32, size) equally likely), his best
    split against every banker hand from the other tiles: exact, grouped by faces."""
    import numpy as np

    faces, _ = _positions(size)
    weight: dict[tuple[int, ...], int] = {}
    for hand in map(tuple, faces.tolist()):
        weight[hand] = weight.get(hand, 0) + 1
    totals = np.zeros(3)
    for hand, count in weight.items():
        odds = split_odds([FACES[i] for i in hand], rules)
        best = max(odds, key=lambda o: o.expectation)
        totals += count * np.array([best.wins, best.pushes, best.losses]) / best.hands
    win, push, lose = totals / len(faces)
    return Edge(float(win - lose), float(win), float(push), float(lose))
