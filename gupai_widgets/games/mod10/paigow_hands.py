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
hands. The exact odds are counted in plain Python over hands grouped by faces (a civil
face's two tiles are alike for the rules), fast enough for a bot's move and with no numpy,
so the game plays in the browser (Pyodide), where the site serves no numpy. Only
`_positions`, every hand of the set position by position for Tau Ngau's tables, uses numpy.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb
from typing import TYPE_CHECKING, cast

from ...pieces import Tile, all_faces, chinese_set

if TYPE_CHECKING:
    import numpy as np

GEE_JOON = (Tile(4, 2), Tile(2, 1))
FACES = all_faces()
FACE_INDEX = {t: i for i, t in enumerate(FACES)}
SET = chinese_set()
# How many tiles of the set show each face: two of each civil face, one of each military.
COPIES = tuple(Counter(FACE_INDEX[t] for t in SET)[i] for i in range(len(FACES)))

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
        return _hands(self.gee_joon_low, self.man_gong)[a][b][0]

    def name(self, a: Tile, b: Tile) -> str:
        return _hands(self.gee_joon_low, self.man_gong)[a][b][1]

    def hands(self) -> dict[Tile, dict[Tile, Hand]]:
        """Every hand of two tiles, `hands()[a][b]`: read at every split and every
        showdown, so worked out once."""
        return _hands(self.gee_joon_low, self.man_gong)


# A hand of two tiles as `Ranking.hands` gives it: its key, its name, its tiles with the
# one that breaks ties first (`_ordered`), its tiles' notation in order (the same for the
# same two tiles whichever comes first), and its notation as written ("6:6 5:4").
Hand = tuple[int, str, tuple[Tile, Tile], tuple[str, str], str]


@cache
def _hands(gee_joon_low: bool, man_gong: bool) -> dict[Tile, dict[Tile, Hand]]:
    ranking = Ranking(gee_joon_low, man_gong)
    table: dict[Tile, dict[Tile, Hand]] = {}
    for a in FACES:
        for b in FACES:
            score, name = ranking.score(a, b)
            key = score * 32 + max(ranking.single(a), ranking.single(b))
            written = (a.code, b.code) if a.code <= b.code else (b.code, a.code)
            ordered = _ordered(a, b, ranking)
            text = f"{ordered[0]} {ordered[1]}"
            table.setdefault(a, {})[b] = (key, name, ordered, written, text)
    return table


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

    def compare_many(self, player: int | np.ndarray, banker: np.ndarray) -> np.ndarray:
        """`compare` of a player's key against an array of banker keys, with numpy (for
        `house_edge`; tests check it against `compare`)."""
        import numpy as np

        result = np.where(player > banker, 1, -1)
        if self.ties == "push":
            result = np.where(player == banker, 0, result)
        if self.zero_zero:
            result = np.where((player < 32) & (banker < 32), -1, result)
        return result


Split = tuple[tuple[Tile, Tile], tuple[Tile, Tile]]
# The family game's one hand of two tiles, written as a split with no lower hand.
OneHand = tuple[tuple[Tile, Tile], tuple[()]]


def splits(tiles: tuple[Tile, ...] | list[Tile], ranking: Ranking) -> list[Split]:
    """The distinct ways to split four tiles into two hands, the higher hand first; a hand
    with two equal tiles gives one split where the others give three."""
    a, b, c, d = tiles
    hands = ranking.hands()
    seen: dict[frozenset[tuple[str, str]], Split] = {}
    for (w, x), (y, z) in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))):
        one, two = hands[w][x], hands[y][z]
        # The same two hands whichever pairing gave them (a hand holding two equal tiles):
        # each hand by its tiles in order, the two hands in no order.
        shape = frozenset((one[3], two[3]))
        if shape not in seen:
            seen[shape] = (two[2], one[2]) if two[0] > one[0] else (one[2], two[2])
    return list(seen.values())


def split_text(split: Split, ranking: Ranking) -> str:
    """A split as notation: "6:6 5:4 / 3:1 2:1"."""
    hands = ranking.hands()
    (a, b), (c, d) = split
    return f"{hands[a][b][4]} / {hands[c][d][4]}"


def _ordered(a: Tile, b: Tile, ranking: Ranking) -> tuple[Tile, Tile]:
    """A hand's two tiles, the one that breaks ties first."""
    return (a, b) if ranking.single(a) >= ranking.single(b) else (b, a)


def _player_splits(tiles: list[Tile], ranking: Ranking) -> list[Split | OneHand]:
    """A player's ways to set his 4 tiles (`splits`), or his one hand of 2."""
    if len(tiles) == 2:
        return [(_ordered(tiles[0], tiles[1], ranking), ())]
    return list(splits(tiles, ranking))


def house_way(tiles: tuple[Tile, ...] | list[Tile], rules: Rules) -> Split:
    """The banker's split in this library (a house way of its own, not any casino's book):
    the split whose two hands beat the most two-tile hands, adding up for each hand the
    share of all two-tile hands of the set it beats as the banker. Against a player whose
    hands were independent random hands that would maximise the banker's expectation
    (P(win both) − P(lose both) = share(high) + share(low) − 1); ties go to the higher
    hand."""
    ranking = rules.ranking
    worth = _bank_worth(rules)
    return max(splits(tiles, ranking), key=lambda s: worth(ranking.key(*s[0]), ranking.key(*s[1])))


@cache
def _bank_worth(rules: Rules):
    """How the house way ranks a split, from its two hands' keys (higher first)."""
    share = _banker_shares(rules)
    return lambda high, low: (share[high] + share[low], high)


@cache
def _banker_shares(rules: Rules) -> dict[int, float]:
    """For each two-tile hand's key, the share of all two-tile hands of the set that it
    beats, holding the bank."""
    keys = [rules.ranking.key(a, b) for a, b in combinations(SET, 2)]
    return {k: sum(rules.compare(p, k) < 0 for p in keys) / len(keys) for k in set(keys)}


# -- exact odds -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SplitOdds:
    """One split's outcomes against every banker hand the unseen tiles can make, each
    equally likely: how many the player wins, pushes and loses, of `hands` (the family
    game's one hand of two tiles as a split with no lower hand)."""

    split: Split | OneHand
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
    mask of the set positions it uses (numpy arrays, for Tau Ngau's tables)."""
    import numpy as np

    combos = np.array(list(combinations(range(len(SET)), size)), dtype=np.int64)
    faces = np.array([FACE_INDEX[t] for t in SET], dtype=np.int64)[combos]
    masks = np.bitwise_or.reduce(np.left_shift(1, combos), axis=1)
    return faces, masks


# A hand by faces: (face index, how many tiles of it) pairs, faces in increasing order.
Faces = tuple[tuple[int, int], ...]


@cache
def face_hands(size: int) -> tuple[tuple[Faces, int], ...]:
    """Every distinct hand of `size` tiles of the set by faces, and how many hands of the
    set (tiles told apart) it stands for."""
    found = []
    for hand in combinations_with_replacement(range(len(FACES)), size):
        faces = tuple(sorted(Counter(hand).items()))
        ways = 1
        for face, n in faces:
            ways *= comb(COPIES[face], n)
        if ways:
            found.append((faces, ways))
    return tuple(found)


@cache
def banker_hands(rules: Rules, size: int) -> tuple[tuple[Faces, int, int], ...]:
    """Every distinct banker hand of `size` tiles by faces, with the keys of his hands when
    he plays the house way: (faces, higher hand, lower hand); with two tiles the one hand
    and -1. The house way is `house_way`'s choice made on keys (the three pairings in the
    same order, the first best kept), so thousands of hands take milliseconds: the first
    bot move in the browser waits for this table."""
    key = _face_keys(rules.ranking)
    worth = _bank_worth(rules)
    found = []
    for faces, _ in face_hands(size):
        hand = [face for face, n in faces for _ in range(n)]
        if size == 2:
            found.append((faces, key[hand[0]][hand[1]], -1))
            continue
        a, b, c, d = hand
        pairings = []
        for (w, x), (y, z) in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))):
            first, second = key[w][x], key[y][z]
            pairings.append((first, second) if first >= second else (second, first))
        found.append((faces, *max(pairings, key=lambda keys: worth(*keys))))
    return tuple(found)


@cache
def _face_keys(ranking: Ranking) -> tuple[tuple[int, ...], ...]:
    """The key of every hand of two faces, by face index."""
    return tuple(tuple(ranking.key(a, b) for b in FACES) for a in FACES)


def split_odds(tiles: list[Tile] | tuple[Tile, ...], rules: Rules) -> list[SplitOdds]:
    """Each split of a player's 2 or 4 tiles against every banker hand of as many tiles from
    the other tiles of the set (the banker splitting by the house way), counted exactly: a
    banker hand by faces stands for as many hands as the unseen tiles can make of it."""
    tiles = list(tiles)
    size = len(tiles)
    held = Counter(FACE_INDEX[t] for t in tiles)
    for face, n in held.items():
        if n > COPIES[face]:
            raise ValueError(f"{FACES[face]} appears more often than the set holds it")
    left = [copies - held[face] for face, copies in enumerate(COPIES)]
    # The banker's hands grouped by their keys, each weighed by how many there are.
    weights: dict[tuple[int, int], int] = {}
    for faces, high, low in banker_hands(rules, size):
        ways = 1
        for face, n in faces:
            ways *= comb(left[face], n)
        if ways:
            weights[high, low] = weights.get((high, low), 0) + ways
    ranking, compare = rules.ranking, rules.compare
    results = []
    for split in _player_splits(tiles, ranking):
        first = ranking.key(*split[0])
        second = ranking.key(*split[1]) if size == 4 else 0
        counts = [0, 0, 0]  # losses, pushes, wins
        for (high, low), ways in weights.items():
            outcome = compare(first, high)
            if size == 4:
                outcome += compare(second, low)
                outcome = (outcome > 0) - (outcome < 0)
            counts[outcome + 1] += ways
        results.append(SplitOdds(split, counts[2], counts[1], counts[0]))
    return results


def best_split(tiles: list[Tile] | tuple[Tile, ...], rules: Rules) -> Split | OneHand:
    """The split of `split_odds` worth most (the first of equal ones): the bot's choice.

    Counted exactly, without numpy and without visiting every banker hand. Each player's
    hand wins (+1) or loses (−1) against the banker's (a push 0, `Rules.compare`), and a
    split is worth the sum of sign(high + low) over the banker's hands. Leaving pushes
    aside, sign(x + y) = (x + y) / 2 for x, y = ±1: the split's worth is then how many
    banker hands have a higher hand below the player's, plus how many a lower hand below
    his, less all of them, so only the counts of the banker's higher and lower hands below
    a key are needed, and those come from tables of the whole set corrected, by inclusion
    and exclusion, for the four tiles the banker cannot hold (`_Tables`, made once per
    rules in a tenth of a second). Where a tie is a push, the few banker hands with a hand
    equal to the player's are counted one by one. The same whole numbers as `split_odds`
    (a test checks them), in about a tenth of the time numpy took. Remembered: the search
    bot's playouts ask about the same hands again and again."""
    memo = (tuple(tiles), rules)
    found = _BEST.get(memo)
    if found is None:
        if len(_BEST) >= 100_000:
            _BEST.clear()  # a bound on the memory
        found = _BEST[memo] = _best_split(list(tiles), rules)
    return found


_BEST: dict[tuple[tuple[Tile, ...], Rules], Split | OneHand] = {}


def _best_split(tiles: list[Tile], rules: Rules) -> Split | OneHand:
    choices = _player_splits(tiles, rules.ranking)
    if len(choices) == 1:
        return choices[0]  # (the family game's one hand)
    worths = _worths(tiles, cast("list[Split]", choices), rules)
    return choices[worths.index(max(worths))]


def _worths(tiles: list[Tile], choices: list[Split], rules: Rules) -> list[int]:
    """Twice what each split of four tiles wins less what it loses, over every banker hand
    of four of the other 28 tiles (`best_split`)."""
    faces = sorted(FACE_INDEX[t] for t in tiles)
    held = Counter(faces)
    for face, n in held.items():
        if n > COPIES[face]:
            raise ValueError(f"{FACES[face]} appears more often than the set holds it")
    tables = _tables(rules)
    # Banker hands avoiding the player's four tiles: every hand, less those holding one of
    # them, plus those holding two, and so on; tiles are told apart, so a face the player
    # holds twice gives each sub-hand twice.
    terms: dict[tuple[int, ...], int] = {}
    for size in range(5):
        for part in combinations(faces, size):
            terms[part] = terms.get(part, 0) + (-1) ** size
    left = [copies - held[face] for face, copies in enumerate(COPIES)]
    ranking, compare, zero_zero = rules.ranking, rules.compare, rules.zero_zero
    keys = [(ranking.key(*split[0]), ranking.key(*split[1])) for split in choices]
    # A player's hand beats the banker hands whose key lies below `beats` (none: a hand of
    # 0 points where two zeros go to the banker).
    beats = [tuple(0 if zero_zero and key < 32 else key for key in pair) for pair in keys]
    # How many banker hands avoiding the player's tiles have a higher hand below the
    # player's, plus how many a lower hand below his, per split.
    below = [0] * len(choices)
    place, counts = tables.place, tables.counts
    places = [(place[high], place[low]) for high, low in beats]
    for part, times in terms.items():
        size = len(part)
        if size <= 2:
            highs, lows = counts[part]
            for i, (high, low) in enumerate(places):
                below[i] += times * (highs[high] + lows[low])
        elif size == 3:
            high_keys, high_counts, low_keys, low_counts = tables.three(part)
            for i, (high, low) in enumerate(beats):
                below[i] += times * (
                    high_counts[bisect_left(high_keys, high)]
                    + low_counts[bisect_left(low_keys, low)]
                )
        else:
            mine_high, mine_low = tables.split[part]
            for i, (high, low) in enumerate(beats):
                below[i] += times * ((mine_high < high) + (mine_low < low))
    total = comb(len(SET) - 4, 4)
    worths = [2 * (n - total) for n in below]
    if rules.ties == "push":
        # A push: the banker hands with a hand equal to the player's, counted again with it.
        for i, ((first, second), beat) in enumerate(zip(keys, beats, strict=True)):
            ties = [beat[0] == first, beat[1] == second]
            for side, key in enumerate((first, second)):
                if not ties[side]:
                    continue
                for faces_of, high, low in tables.hands[side].get(key, ()):
                    if side == 1 and ties[0] and high == first:
                        continue  # (counted with the higher hand)
                    ways = 1
                    for face, n in faces_of:
                        ways *= comb(left[face], n)
                    if ways:
                        x, y = compare(first, high), compare(second, low)
                        plain = (1 if high < beat[0] else -1) + (1 if low < beat[1] else -1)
                        worths[i] += ways * (2 * ((x + y > 0) - (x + y < 0)) - plain)
    return worths


class _Tables:
    """What `best_split` counts from, for one set of rules: over the banker's hands of four
    tiles (split the house way) that hold given tiles, how many have a higher hand below
    each key and how many a lower hand."""

    def __init__(self, rules: Rules) -> None:
        found = banker_hands(rules, 4)
        keys = sorted({key for _, high, low in found for key in (high, low)})
        index = {key: i + 1 for i, key in enumerate(keys)}
        # Per key, how many keys of banker hands lie below it.
        self.place = [bisect_left(keys, key) for key in range(28 * 32 + 1)]
        # Per faces held (at most two, in order), the banker hands holding them counted by
        # key: then summed, so each entry is the count below that key's place.
        self.counts: dict[tuple[int, ...], tuple[list[int], list[int]]] = {}
        # The keys of each banker hand by its faces in order, and the hands by their higher
        # and by their lower key (pushes are counted hand by hand).
        self.split: dict[tuple[int, ...], tuple[int, int]] = {}
        self.hands: tuple[dict[int, list[tuple[Faces, int, int]]], ...] = ({}, {})
        for faces, high, low in found:
            hand = tuple(face for face, n in faces for _ in range(n))
            self.split[hand] = (high, low)
            self.hands[0].setdefault(high, []).append((faces, high, low))
            self.hands[1].setdefault(low, []).append((faces, high, low))
            for size in range(3):
                for part in set(combinations(hand, size)):
                    ways = 1
                    for face, n in faces:
                        there = part.count(face)
                        ways *= comb(COPIES[face] - there, n - there)
                    counts = self.counts.get(part)
                    if counts is None:
                        counts = self.counts[part] = ([0] * (len(keys) + 1), [0] * (len(keys) + 1))
                    counts[0][index[high]] += ways
                    counts[1][index[low]] += ways
        for highs, lows in self.counts.values():
            for row in (highs, lows):
                for i in range(1, len(row)):
                    row[i] += row[i - 1]
        self.threes: dict[tuple[int, ...], tuple[list[int], list[int], list[int], list[int]]] = {}

    def three(self, part: tuple[int, ...]) -> tuple[list[int], list[int], list[int], list[int]]:
        """The banker hands holding three given tiles (their fourth tile's face taken as
        often as the set has it besides): their higher keys in order and, at each place,
        how many hands have a higher key below it; the same of their lower keys."""
        found = self.threes.get(part)
        if found is None:
            hands = []
            for face, copies in enumerate(COPIES):
                ways = copies - part.count(face)
                if ways > 0:
                    hands.append((ways, *self.split[tuple(sorted((*part, face)))]))
            found = self.threes[part] = (*_below(hands, 1), *_below(hands, 2))
        return found


def _below(hands: list[tuple[int, int, int]], side: int) -> tuple[list[int], list[int]]:
    """The keys of one side of (ways, high, low) hands in order, and how many hands lie
    below each place of them (one place more than keys)."""
    ordered = sorted(hands, key=lambda hand: hand[side])
    keys, below = [], [0]
    for hand in ordered:
        keys.append(hand[side])
        below.append(below[-1] + hand[0])
    return keys, below


@cache
def _tables(rules: Rules) -> _Tables:
    return _Tables(rules)


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
    split against every banker hand from the other tiles: exact, grouped by faces. Thousands
    of hands times thousands of banker hands: counted with numpy (`_split_counts`, which a
    test checks against `split_odds` hand by hand); every hand meets as many banker hands,
    C(32 − size, size), so the sums stay whole numbers."""
    totals = [0, 0, 0]
    for faces, ways in face_hands(size):
        counts = _split_counts([FACES[face] for face, n in faces for _ in range(n)], rules)
        wins, pushes, losses = max(counts, key=lambda c: c[0] - c[2])
        totals = [total + ways * c for total, c in zip(totals, (wins, pushes, losses), strict=True)]
    deals = comb(len(SET), size) * comb(len(SET) - size, size)
    win, push, lose = (total / deals for total in totals)
    return Edge((totals[0] - totals[2]) / deals, win, push, lose)


@cache
def _banker_arrays(rules: Rules, size: int) -> tuple[np.ndarray, ...]:
    """`banker_hands` as numpy arrays: tiles of each face per hand, how many hands of the
    set each stands for, the higher and the lower key."""
    import numpy as np

    hands = banker_hands(rules, size)
    counts = np.zeros((len(hands), len(FACES)), dtype=np.int64)
    for row, (faces, _, _) in enumerate(hands):
        for face, n in faces:
            counts[row, face] = n
    ways = np.array([ways for _, ways in face_hands(size)], dtype=np.int64)
    high = np.array([high for _, high, _ in hands], dtype=np.int64)
    low = np.array([low for _, _, low in hands], dtype=np.int64)
    return counts, ways, high, low


def _split_counts(tiles: list[Tile], rules: Rules) -> list[tuple[int, int, int]]:
    """(wins, pushes, losses) of each split, as `split_odds` counts them, with numpy."""
    import numpy as np

    counts, ways, high, low = _banker_arrays(rules, len(tiles))
    choose = np.array([[comb(n, k) for k in range(5)] for n in range(3)], dtype=np.int64)
    # A banker hand using a face the player holds: as many hands as the tiles left make.
    for face, n in Counter(FACE_INDEX[t] for t in tiles).items():
        column = counts[:, face]
        ways = ways // choose[COPIES[face], column] * choose[COPIES[face] - n, column]
    ranking = rules.ranking
    found = []
    for split in _player_splits(tiles, ranking):
        outcome = rules.compare_many(ranking.key(*split[0]), high)
        if len(tiles) == 4:
            outcome = np.sign(outcome + rules.compare_many(ranking.key(*split[1]), low))
        by_outcome = np.bincount(outcome + 1, weights=ways, minlength=3)
        found.append((int(by_outcome[2]), int(by_outcome[1]), int(by_outcome[0])))
    return found
