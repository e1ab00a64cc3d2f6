"""Fishing games: tiles caught from the table by matching them."""

from __future__ import annotations

from . import tsung_shap  # noqa: F401
