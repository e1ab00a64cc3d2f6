"""Draw-and-discard games: collect pairs, tens or triplets from a wall, and claim discards."""

from __future__ import annotations

from . import (
    hohpai,  # noqa: F401
    jjak_mat_chu_gi,  # noqa: F401
    kapshap,  # noqa: F401
    small_mahjong,  # noqa: F401
)
