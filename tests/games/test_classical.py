"""The classical triplets and pairs (games/classical.py), each kind with the examples the
sources give.

Sources: the GuPai site's "Classical Triplets" page
(https://navpil.github.io/gupai/classical-triplets.html) and "Game of Zen" page
(https://navpil.github.io/gupai/solitaires/zen.html); pagat's Xiang Shi Fu page (examples
quoted there: [3:3][3:1][2:2], [1:6][1:6][1:4], [1:1][1:6][6:6], [5:5][5:3][5:2]).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gupai_widgets import chinese_set
from gupai_widgets.games import classical as c


@pytest.mark.parametrize(
    ("tiles", "kind"),
    [
        # GuPai "Classical Triplets", one example per kind.
        ("6:3 6:6 1:1", c.FIVE_POINTS),
        ("6:5 6:5 5:3", c.FULL_FOURTEEN),
        ("3:3 3:1 1:1", c.SPLIT),
        ("5:5 5:3 5:2", c.COINCIDENCE),
        ("2:2 2:2 1:1", c.COINCIDENCE),
        ("6:6 6:6 6:3", c.FIVE_SONS),
        ("6:1 5:4 3:2", c.FULL_DRAGON),
        ("6:5 6:5 4:4", c.BIG_DRAGON),
        ("1:1 2:2 3:3", c.SMALL_DRAGON),
        ("6:3 6:2 3:2", c.TWO_THREE_KAO),
        # pagat's examples.
        ("3:3 3:1 2:2", c.FIVE_POINTS),
        ("6:1 6:1 4:1", c.FULL_FOURTEEN),
        ("1:1 6:1 6:6", c.SPLIT),
        # Five sons: the sixth value plays no part.
        ("5:5 5:5 5:1", c.FIVE_SONS),
    ],
)
def test_each_kind_from_the_sources(tiles: str, kind: str) -> None:
    assert c.classify_triplet(tiles.split()) == kind
    assert c.CHINESE_NAMES[kind]


def test_only_the_values_count_not_the_tiles() -> None:
    # GuPai: [1:2][2:3][1:3] is the same triplet as [1:1][2:2][3:3].
    assert c.classify_triplet("2:1 3:2 3:1".split()) == c.SMALL_DRAGON


def test_the_fourth_dragon_depends_on_the_rules() -> None:
    # GuPai "Game of Zen": the Mixed dragon 233445, e.g. [3:3][5:4][4:2], replaces 2-3-Kao.
    mixed = "3:3 5:4 4:2".split()
    kao = "6:3 6:2 3:2".split()
    assert c.classify_triplet(mixed) is None
    assert c.classify_triplet(mixed, c.WITH_MIXED_DRAGON) == c.MIXED_DRAGON
    assert c.classify_triplet(kao, c.WITH_MIXED_DRAGON) is None


@pytest.mark.parametrize(
    "tiles",
    [
        "4:1 5:5 6:6",  # GuPai "Game of Zen": 1 4 5 5 6 6 is not a triplet
        "3:3 3:2 4:2",  # three equal, the rest add up to 8: neither 5 nor 14 or more
        "3:3 3:3 1:1",  # four equal, the rest 2 do not make 3 (not Five points either)
        "6:6 6:6 4:4",  # four equal, the rest 8 do not make 6 (not Full fourteen either)
        "6:5 4:3 2:2",  # two of a value at most and no dragon
    ],
)
def test_no_triplet(tiles: str) -> None:
    assert c.classify_triplet(tiles.split()) is None
    assert c.classify_triplet(tiles.split(), c.WITH_MIXED_DRAGON) is None


def test_a_game_may_leave_kinds_out() -> None:
    # Ho-hpai plays without Five points and Full fourteen; Tok without Split.
    ho_hpai = c.TripletRules(five_and_fourteen=False)
    assert c.classify_triplet("6:3 6:6 1:1".split(), ho_hpai) is None
    assert c.classify_triplet("1:1 2:2 3:3".split(), ho_hpai) == c.SMALL_DRAGON
    no_sok = c.TripletRules(sok=False)
    assert c.classify_triplet("5:5 5:3 5:2".split(), no_sok) is None
    assert c.classify_triplet("3:3 3:1 1:1".split(), c.TripletRules(split=False)) is None


@pytest.mark.parametrize(
    ("tiles", "name"),
    [
        ("6:6 6:6", "Heaven pair"),
        ("3:1 3:1", "Harmony pair"),
        ("6:3 5:4", "Nines pair"),
        ("4:1 3:2", "Fives pair"),
        ("4:2 2:1", "Supreme pair"),
        ("6:3 6:2", None),
        ("6:3 6:3", None),  # a military tile comes once: no pair with itself
    ],
)
def test_pairs(tiles: str, name: str | None) -> None:
    assert c.classify_group(tiles.split()) == name


def test_a_triplet_is_three_tiles() -> None:
    with pytest.raises(ValueError, match="three tiles"):
        c.classify_triplet("6:6 5:5".split())


SET = chinese_set()


@given(st.permutations(range(len(SET))))
def test_the_kind_is_a_function_of_the_six_values(order: list[int]) -> None:
    first = [SET[k] for k in order[:3]]
    kind = c.classify_triplet(first)
    assert c.classify_triplet(reversed(first)) == kind
    named = c.triplet_kind(c.values(first))
    assert kind == (named if named is not None and c.CLASSICAL.counts(named) else None)
    # Any other three tiles with the same values make the same kind.
    for start in range(3, 30, 3):
        other = [SET[k] for k in order[start : start + 3]]
        if c.values(other) == c.values(first):
            assert c.classify_triplet(other) == kind


# -- pairings and tens (the draw-and-discard games) ----------------------------------------------

KOREAN_MATES = {  # GuPai site / Culin's plate of Korean pairs
    frozenset({"6:3", "6:2"}), frozenset({"5:3", "5:2"}), frozenset({"4:3", "4:2"}),
    frozenset({"4:1", "3:2"}), frozenset({"5:4", "2:1"}),
}  # fmt: skip
CHINESE_MATES = {  # pagat: Nines, Eights, Sevens, Fives and the Supreme pair
    frozenset({"6:3", "5:4"}), frozenset({"6:2", "5:3"}), frozenset({"5:2", "4:3"}),
    frozenset({"4:1", "3:2"}), frozenset({"4:2", "2:1"}),
}  # fmt: skip


@pytest.mark.parametrize(
    ("pairing", "mates"), [(c.KOREAN, KOREAN_MATES), (c.CHINESE, CHINESE_MATES)]
)
def test_every_two_faces_pair_exactly_as_defined(pairing: str, mates: set) -> None:
    # Exhaustive over the 21 × 21 faces: two copies of a civil tile pair in both pairings;
    # two military tiles pair only if the source lists them as mates.
    from gupai_widgets.pieces import all_faces

    for a in all_faces():
        for b in all_faces():
            expected = (a == b and a.is_civil) or frozenset({str(a), str(b)}) in mates
            assert c.pairs_with(a, b, pairing) is expected, (pairing, str(a), str(b))
            assert (b in c.partners(a, pairing)) is expected
        assert len(c.partners(a, pairing)) == 1  # every face has exactly one mate


def test_tens_count_the_four_two_as_three() -> None:
    # Culin (KapTaiShap): pairs of 10 or 20 pips, [4:2] counting only 3; so [4:2][6:1] is a
    # ten (3 + 7) and [4:2][3:1] is not (domino-play's 6 + 4 is not followed).
    from gupai_widgets.pieces import all_faces

    assert c.is_ten(gw_tile("4:2"), gw_tile("6:1"))
    assert not c.is_ten(gw_tile("4:2"), gw_tile("3:1"))
    assert c.is_ten(gw_tile("6:6"), gw_tile("4:4"))  # 12 + 8 = 20
    for a in all_faces():
        for b in all_faces():
            pips = [3 if t == gw_tile("4:2") else t.pips for t in (a, b)]
            assert c.is_ten(a, b) is (sum(pips) in (10, 20))


def gw_tile(text: str):
    from gupai_widgets import Tile

    return Tile.parse(text)
