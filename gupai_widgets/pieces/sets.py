"""The tile sets the games use: the standard 32, the doubled 64, the 84-card ShiWuHu deck,
and the reduced sets named in the rule notes (FACTS.md §1.1, §2.1, §2.2, §2.4).

Every function returns a fresh tuple in a fixed order (civil strongest first, then
military); games shuffle it with their own seeded random generator.
"""

from __future__ import annotations

from .tiles import Tile, all_faces


def chinese_set() -> tuple[Tile, ...]:
    """The 32-tile set: each civil face twice, each military face once."""
    faces = all_faces()
    return tuple(t for t in faces for _ in range(2 if t.is_civil else 1))


def doubled_set() -> tuple[Tile, ...]:
    """Two 32-tile sets together (64 tiles), as Tiu-U and other fishing games use."""
    return chinese_set() * 2


def shiwuhu_deck() -> tuple[Tile, ...]:
    """The 84 paper cards of ShiWuHu: four of each of the 21 faces."""
    return tuple(t for t in all_faces() for _ in range(4))


def _without(tileset: tuple[Tile, ...], *faces: str) -> tuple[Tile, ...]:
    drop = {Tile.parse(f) for f in faces}
    return tuple(t for t in tileset if t not in drop)


def dingniu_set() -> tuple[Tile, ...]:
    """DingNiu's 24 tiles: the 22 civil tiles plus the bull pair [6:3] and [6:2]."""
    return tuple(t for t in chinese_set() if t.is_civil) + (Tile(6, 3), Tile(6, 2))


def kkoriput_igi_small_set() -> tuple[Tile, ...]:
    """Kkoriput-igi for 2 or 3 players: both copies of [3:3] [4:4] [5:5] [6:6] removed (24)."""
    return _without(chinese_set(), "3:3", "4:4", "5:5", "6:6")


def tianjiu_set_without_supreme() -> tuple[Tile, ...]:
    """TianJiu for 3 players with 30 tiles: no Supreme pair ([4:2] and [2:1] removed)."""
    return _without(chinese_set(), "4:2", "2:1")


def tianjiu_set_civil_supreme() -> tuple[Tile, ...]:
    """TianJiu for 3 players with 24 tiles: the 22 civil tiles and the Supreme pair."""
    return tuple(t for t in chinese_set() if t.is_civil or t.is_gee_joon)


def tianjiu_set_civil_nines_supreme() -> tuple[Tile, ...]:
    """24 tiles: the civil tiles less both [5:1], the two nines and the Supreme pair."""
    civil = _without(tuple(t for t in chinese_set() if t.is_civil), "5:1")
    return civil + (Tile(6, 3), Tile(5, 4), Tile(4, 2), Tile(2, 1))


def tianjiu_set_civil_nines() -> tuple[Tile, ...]:
    """24 tiles: the civil tiles and the two nines (the nines then act as the Supreme pair)."""
    return tuple(t for t in chinese_set() if t.is_civil) + (Tile(6, 3), Tile(5, 4))
