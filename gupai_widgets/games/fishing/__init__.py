"""Fishing games: catch pieces from the table (a lake, or the ends of a row) by matching them."""

from __future__ import annotations

from . import (
    shiwuhu,  # noqa: F401
    tiuu,  # noqa: F401
    tsung_shap,  # noqa: F401
)
