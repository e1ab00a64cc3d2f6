"""Draw-and-discard games: collect pairs, tens or triplets from a wall, and claim discards."""

from __future__ import annotations

from . import (
    jjak_mat_chu_gi,  # noqa: F401
    kapshap,  # noqa: F401
)
