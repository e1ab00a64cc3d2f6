"""Ho-hpai's winning hands and what they count, under each scoring the sources give.

A winning hand is six tiles: two classical triplets (no Five points, no Full fourteen;
Coincidence and Five sons, the "sok", and the Split as the game's options say), or one
six-tile straight, a value k with each of 1 to 6: [k:1][k:2][k:3][k:4][k:5][k:6], the
straight "with k". A hand that reads several ways counts the best reading.

What a hand counts, by scoring (`SCORINGS`):

* "gupai" (the GuPai site's reconstruction): two identical dragons 3, two Full dragons made
  only of military tiles 5, any other two triplets 2; straights with twos 5, with threes or
  fours 4, the others 3.
* "culin" (Culin, as navpil's GuPai Readme reads him): every hand 1, except two Full dragons 3, two
  Full dragons whose six tiles mate as three Korean pairs (tăi-să-ttai) 4, two Full dragons
  all military (hol-ssang-syo) 5; two Big, two Small or two 2-3-Kao dragons all of doubles
  3; a Big and a Small dragon with no double 3; straights with twos 5, with fives 4, the
  others 3. A 2-3-Kao not made of doubles is no triplet at all (Culin names only the one of
  doubles).
* "combined" (the combined rules of navpil's GuPai Readme): Culin's, with the 2-3-Kao of any tiles
  counting 1 and the straights re-valued: with twos 5, with threes or fours 4, others 3.
* "korean" (Thomas Son's Tok as the GuPai site and navpil's GuPai Readme report it): each triplet
  counts 1, a Full dragon 2, and the hand the sum of its two; two Full dragons all military
  6; straights with twos 7, with threes or fours 4, the others 3.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations, combinations_with_replacement

from ...pieces import Tile, all_faces
from ..classical import (
    BIG_DRAGON,
    COINCIDENCE,
    FIVE_SONS,
    FULL_DRAGON,
    SMALL_DRAGON,
    SPLIT,
    TWO_THREE_KAO,
    korean_pair_name,
    triplet_kind,
    values,
)

__all__ = [
    "SCORINGS",
    "FACES",
    "INDEX",
    "STRAIGHTS",
    "HandRules",
    "HandTables",
    "Reading",
    "best_reading",
    "hand_tables",
    "readings",
    "triplet",
]

SCORINGS = ("gupai", "culin", "combined", "korean")
DRAGONS = (FULL_DRAGON, BIG_DRAGON, SMALL_DRAGON, TWO_THREE_KAO)
SOK = (COINCIDENCE, FIVE_SONS)
# The kinds Ho-hpai never counts.
_NEVER = {"Five points", "Full fourteen", "Mixed dragon"}


@dataclass(frozen=True, slots=True)
class HandRules:
    """Which triplets count and how hands are valued."""

    scoring: str = "gupai"
    sok: bool = True
    split: bool = True


@dataclass(frozen=True, slots=True)
class Reading:
    """One way six tiles win: their groups (one straight, or two triplets), what each is,
    the points and why."""

    groups: tuple[tuple[Tile, ...], ...]
    kinds: tuple[str, ...]
    points: int
    why: str

    @property
    def label(self) -> str:
        return " + ".join(self.kinds)


def straight_value(tiles: Sequence[Tile]) -> int | None:
    """The fixed value k if six tiles are the straight [k:1]..[k:6], else None."""
    return _STRAIGHTS.get(tuple(sorted(tiles, key=_key)))


def triplet(tiles: Sequence[Tile], rules: HandRules) -> str | None:
    """The kind of Ho-hpai triplet three tiles make under `rules`, or None."""
    return _triplet(tuple(tiles), rules)


# Remembered: the bots ask about the same few thousand trios again and again in a search.
@lru_cache(maxsize=65_536)
def _triplet(tiles: tuple[Tile, ...], rules: HandRules) -> str | None:
    kind = triplet_kind(values(tiles))
    if kind is None or kind in _NEVER:
        return None
    if kind in SOK and not rules.sok:
        return None
    if kind == SPLIT and not rules.split:
        return None
    if kind == TWO_THREE_KAO and rules.scoring == "culin" and not _doubles(tiles):
        return None  # Culin names only the 2-3-Kao of doubles
    return kind


def _key(tile: Tile) -> tuple[int, int]:
    return tile.high, tile.low


# The ten ways to split six tiles into two groups of three, each once: the group holding
# the first tile first.
_SPLITS = [
    (idx, tuple(i for i in range(6) if i not in idx))
    for idx in combinations(range(6), 3)
    if 0 in idx
]
# The six straights, each as its tiles in `_key` order.
_STRAIGHTS = {tuple(sorted((Tile(k, j) for j in range(1, 7)), key=_key)): k for k in range(1, 7)}


def _doubles(tiles: Sequence[Tile]) -> bool:
    return all(t.is_double for t in tiles)


def _korean_pairs(tiles: Sequence[Tile]) -> bool:
    """Whether the tiles split into pairs that mate in the Korean system."""
    if not tiles:
        return True
    first, rest = tiles[0], list(tiles[1:])
    for i, other in enumerate(rest):
        if korean_pair_name(first, other) and _korean_pairs(rest[:i] + rest[i + 1 :]):
            return True
    return False


STRAIGHT_POINTS = {
    "gupai": {2: 5, 3: 4, 4: 4},
    "culin": {2: 5, 5: 4},
    "combined": {2: 5, 3: 4, 4: 4},
    "korean": {2: 7, 3: 4, 4: 4},
}


def straight_points(k: int, scoring: str) -> int:
    return STRAIGHT_POINTS[scoring].get(k, 3)


def two_triplet_points(
    a: tuple[Tile, ...], ka: str, b: tuple[Tile, ...], kb: str, scoring: str
) -> tuple[int, str]:
    """What two triplets count together under `scoring`, and why."""
    six = (*a, *b)
    both_full = ka == kb == FULL_DRAGON
    military = all(t.is_military for t in six)
    if scoring == "korean":
        if both_full and military:
            return 6, "two Full dragons of military tiles count 6"
        points = sum(2 if k == FULL_DRAGON else 1 for k in (ka, kb))
        return points, "each triplet counts 1, a Full dragon 2"
    if scoring == "gupai":
        if both_full and military:
            return 5, "two Full dragons of military tiles count 5"
        if ka == kb and ka in DRAGONS:
            return 3, "two identical dragons count 3"
        return 2, "two triplets count 2"
    # Culin, and the combined rules built on him.
    if both_full:
        if military:
            return 5, "two Full dragons of military tiles (hol-ssang-syo) count 5"
        if _korean_pairs(list(six)):
            return 4, "two Full dragons that mate as Korean pairs (tăi-să-ttai) count 4"
        return 3, "two Full dragons count 3"
    if ka == kb and ka in DRAGONS and _doubles(six):
        return 3, f"two {ka}s of doubles count 3"
    if {ka, kb} == {BIG_DRAGON, SMALL_DRAGON} and not any(t.is_double for t in six):
        return 3, "a Big and a Small dragon with no double count 3"
    return 1, "any other hand counts 1"


def readings(tiles: Sequence[Tile], rules: HandRules) -> list[Reading]:
    """Every way six tiles win under `rules` (none for fewer or a losing hand)."""
    tiles = sorted(tiles, key=_key)
    if len(tiles) != 6:
        return []
    found = []
    k = straight_value(tiles)
    if k is not None:
        found.append(
            Reading(
                (tuple(tiles),),
                (f"straight with {k}s",),
                straight_points(k, rules.scoring),
                f"a straight with {k}s",
            )
        )
    seen = set()
    for idx, rest in _SPLITS:
        a = tuple(tiles[i] for i in idx)
        ka = _triplet(a, rules)
        if not ka:
            continue
        b = tuple(tiles[i] for i in rest)
        if (a, b) in seen:
            continue
        seen.add((a, b))
        kb = _triplet(b, rules)
        if kb:
            points, why = two_triplet_points(a, ka, b, kb, rules.scoring)
            found.append(Reading((a, b), (ka, kb), points, why))
    return found


# Every face numbered (its place in `all_faces`), by its code, a string that keeps its hash:
# the tables below read hands as ascending tuples of numbers, whose hashing is Python's own.
FACES = all_faces()
INDEX = {t.code: i for i, t in enumerate(FACES)}
# The six faces of the straight with k, by number.
STRAIGHTS = {k: tuple(sorted(INDEX[Tile(k, j).code] for j in range(1, 7))) for k in range(1, 7)}


class HandTables:
    """What hands count under one rule set, by face numbers in ascending order, worked out
    once: the rules ask whether the hand of the seat to move wins at every turn, and the
    bot about every six its five tiles could make. Bounded by the hands the set can make."""

    def __init__(self, rules: HandRules) -> None:
        self.rules = rules
        faces = range(len(FACES))
        # The kind of triplet of every three faces, None for none; and per two faces, the
        # faces that make a triplet with them.
        self.kinds: dict[tuple[int, ...], str | None] = {
            trio: triplet([FACES[i] for i in trio], rules)
            for trio in combinations_with_replacement(faces, 3)
        }
        self.thirds: dict[tuple[int, ...], tuple[int, ...]] = {
            two: tuple(f for f in faces if self.kinds[tuple(sorted((*two, f)))])
            for two in combinations_with_replacement(faces, 2)
        }
        self.points: dict[tuple[int, ...], int] = {}

    def wins(self, six: tuple[int, ...]) -> int:
        """The points six tiles (ascending) win, 0 for none: their best reading's
        (`hohpai_hands.readings`), read here from the tables."""
        known = self.points.get(six)
        if known is None:
            known = 0
            scoring = self.rules.scoring
            for k, straight in STRAIGHTS.items():
                if six == straight:
                    known = straight_points(k, scoring)
            # The threes of six places, each followed at the far end of the list by the
            # three it leaves: each split into two groups once.
            groups = list(combinations(six, 3))
            found = list(map(self.kinds.__getitem__, groups))
            for i in range(10):
                ka, kb = found[i], found[19 - i]
                if ka and kb:
                    one = tuple(FACES[f] for f in groups[i])
                    two = tuple(FACES[f] for f in groups[19 - i])
                    known = max(known, two_triplet_points(one, ka, two, kb, scoring)[0])
            self.points[six] = known
        return known


@cache
def hand_tables(rules: HandRules) -> HandTables:
    """The (shared) hand tables of `rules`."""
    return HandTables(rules)


def best_reading(tiles: Sequence[Tile], rules: HandRules) -> Reading | None:
    """The reading that counts most (the first found on a tie), or None."""
    if len(tiles) != 6:
        return None
    return _best_reading(tuple(sorted(tiles, key=_key)), rules)


# Remembered: the rules ask whether the hand of the seat to move wins at every turn, and a
# search plays thousands of turns a move.
@lru_cache(maxsize=100_000)
def _best_reading(six: tuple[Tile, ...], rules: HandRules) -> Reading | None:
    found = readings(six, rules)
    return max(found, key=lambda r: r.points) if found else None
