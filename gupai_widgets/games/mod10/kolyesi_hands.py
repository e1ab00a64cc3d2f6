"""Kol-ye-si's exact odds: what drawing one or two more tiles is worth on each first tile,
and the best count and stake (the strategy the GuPai site asks to be found).

A player decides twice, each time knowing only his own first tile: how much to stake (before
the banker takes his two tiles) and how many tiles to draw (once the banker has no pair, or
the round would be over). Every other tile is unseen, so whatever the other players hold,
the banker's two tiles and the player's draws are a uniform draw from the 31 tiles he has
not seen: one player against the banker gives each value exactly. Counting by the last
digit of the pips (all that the comparison reads) keeps it small: every first tile, every
banker pair and every draw, counted exactly as whole numbers.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement
from operator import attrgetter

from ...pieces import Tile, chinese_set

SET = chinese_set()
FACES = tuple(sorted(set(SET), key=lambda t: (-t.pips, -t.high)))
COUNT = Counter(SET)
_PIPS = attrgetter("pips")


def points(tiles: tuple[Tile, ...] | list[Tile]) -> int:
    """The last digit of the pips: 0 is the lowest; no tile is wild (Culin; the Gee Joon
    tiles count their pips, as navpil/gupai reads the Korean game)."""
    return sum(map(_PIPS, tiles)) % 10


def is_pair(two: tuple[Tile, ...] | list[Tile]) -> bool:
    """The banker's two tiles are identical: Culin's "perfect pair"."""
    return len(two) == 2 and two[0] == two[1]


def compare(player: int, banker: int, ties: str = "push") -> int:
    """+1 the player wins his stake, 0 he takes it back, -1 the banker takes it."""
    if player != banker:
        return 1 if player > banker else -1
    return 0 if ties == "push" else -1


@dataclass(frozen=True, slots=True)
class Draw:
    """One first tile's exact odds: the chance the banker has a pair, and for drawing one
    and two more tiles the chances of winning, pushing and losing once he has none."""

    first: Tile
    pair: Fraction
    win: tuple[Fraction, Fraction]
    push: tuple[Fraction, Fraction]
    lose: tuple[Fraction, Fraction]

    def value(self, count: int) -> Fraction:
        """What drawing `count` tiles is worth per stake, the banker having no pair."""
        return self.win[count - 1] - self.lose[count - 1]

    @property
    def best_count(self) -> int:
        """The count worth more (one when they are worth the same)."""
        return 2 if self.value(2) > self.value(1) else 1

    @property
    def round_value(self) -> Fraction:
        """What the round is worth per stake with this first tile, the best count drawn:
        a pair loses the stake, otherwise the count's value."""
        return (1 - self.pair) * self.value(self.best_count) - self.pair


def _residues(tiles: Counter) -> list[int]:
    found = [0] * 10
    for tile, n in tiles.items():
        found[tile.pips % 10] += n
    return found


@cache
def draw_odds(first: Tile, ties: str = "push") -> Draw:
    """The exact odds for a player whose first tile is `first`. Counted by the last digit
    of the pips, all that the comparison reads: the banker's two tiles by their digits
    (less the identical pairs, which end the round first), then the player's draws from
    what is left of each digit."""
    unseen = COUNT.copy()
    unseen[first] -= 1
    residues = _residues(unseen)
    # Per digit, the banker's pairs of identical tiles with it.
    same = [0] * 10
    for tile, n in unseen.items():
        same[tile.pips % 10] += n * (n - 1) // 2
    pairs, nonpairs = sum(same), 0
    # Per count, per banker's digit, per player's digit: the ways to get there, weighted
    # (compared once at the end: a comparison reads the two digits alone).
    ways_to = [[[0] * 10 for _ in range(10)] for _ in range(2)]
    mine = first.pips
    for a in range(10):
        for b in range(a, 10):
            ways = (
                residues[a] * (residues[a] - 1) // 2 - same[a]
                if a == b
                else residues[a] * residues[b]
            )
            if not ways:
                continue
            nonpairs += ways
            banker = (a + b) % 10
            left = residues.copy()
            left[a] -= 1
            left[b] -= 1
            drew_one, drew_two = ways_to[0][banker], ways_to[1][banker]
            for r in range(10):
                drew_one[(mine + r) % 10] += ways * left[r]
            for r, q in combinations_with_replacement(range(10), 2):
                n = left[r] * (left[r] - 1) // 2 if r == q else left[r] * left[q]
                drew_two[(mine + r + q) % 10] += ways * n
    tally = [[0, 0, 0], [0, 0, 0]]  # per count: wins, pushes, losses (weighted)
    for count in (0, 1):
        for banker, by_player in enumerate(ways_to[count]):
            for player, ways in enumerate(by_player):
                tally[count][1 - compare(player, banker, ties)] += ways
    total = pairs + nonpairs
    one, two = (Fraction(1, nonpairs * 29), Fraction(1, nonpairs * 406))
    scaled = [[x * one for x in tally[0]], [x * two for x in tally[1]]]
    return Draw(
        first,
        Fraction(pairs, total),
        (scaled[0][0], scaled[1][0]),
        (scaled[0][1], scaled[1][1]),
        (scaled[0][2], scaled[1][2]),
    )


def every_first_tile(ties: str = "push") -> tuple[Draw, ...]:
    """`draw_odds` for each of the 21 faces, the highest tile first."""
    return tuple(draw_odds(face, ties) for face in FACES)


@dataclass(frozen=True, slots=True)
class Strategy:
    """The best play for a range of stakes: per first tile the count to draw and the stake,
    and what a round is worth to a player so playing (per unit staked, averaged over the
    first tile he draws); the banker loses that much to each such player."""

    stakes: tuple[int, ...]
    counts: dict[Tile, int]
    stake_on: dict[Tile, int]
    value: Fraction


def best_strategy(stakes: tuple[int, ...] = (1,), ties: str = "push") -> Strategy:
    """The exact optimum: the count is chosen per first tile for its value, the stake to
    the most allowed where the round is worth something to the player, the least where it
    is not. Each first tile's choice affects only its own term of the expectation, so this
    beats every other strategy (a search such as a genetic algorithm could only find it)."""
    return _best_strategy(tuple(stakes), ties)


@cache  # the bot asks at every move, and a search bot's playouts make many
def _best_strategy(stakes: tuple[int, ...], ties: str) -> Strategy:
    counts, stake_on = {}, {}
    value = Fraction(0)
    for draw in every_first_tile(ties):
        counts[draw.first] = draw.best_count
        stake = max(stakes) if draw.round_value > 0 else min(stakes)
        stake_on[draw.first] = stake
        value += Fraction(COUNT[draw.first], len(SET)) * stake * draw.round_value
    return Strategy(tuple(stakes), counts, stake_on, value)


def strategy_value(
    counts: dict[Tile, int], stake_on: dict[Tile, int], ties: str = "push"
) -> Fraction:
    """What any fixed strategy (a count and a stake per first tile) is worth to a player
    per round."""
    value = Fraction(0)
    for draw in every_first_tile(ties):
        count, stake = counts[draw.first], stake_on[draw.first]
        round_value = (1 - draw.pair) * draw.value(count) - draw.pair
        value += Fraction(COUNT[draw.first], len(SET)) * stake * round_value
    return value
