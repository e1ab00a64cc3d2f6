"""Draw-and-discard games: collect pairs, tens or triplets from a wall, and claim discards."""

from __future__ import annotations

from . import hohpai, jjak_mat_chu_gi, small_mahjong  # noqa: F401
