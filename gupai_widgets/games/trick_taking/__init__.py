"""Trick-taking games: TianJiu and its relatives (KuPai, Mouse Moving)."""

from __future__ import annotations

from . import (
    combinations,  # noqa: F401
    deer_hunt,  # noqa: F401
    kupai,  # noqa: F401
    mouse_moving,  # noqa: F401
    tianjiu,  # noqa: F401
)
