"""Fishing games: catch pieces from a lake on the table by matching them."""

from __future__ import annotations

from . import (
    shiwuhu,  # noqa: F401
    tiuu,  # noqa: F401
)
