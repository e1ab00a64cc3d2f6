"""Banker games: only the last digit of the pip total counts, and each player plays the bank."""

from __future__ import annotations

from . import (
    daling,  # noqa: F401
    kolyesi,  # noqa: F401
    paigow,  # noqa: F401
    taungau,  # noqa: F401
)
