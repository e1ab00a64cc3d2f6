"""Solitaire games: one player against the tiles (XiangShiFu and its variants)."""

from __future__ import annotations

from . import xiangshifu  # noqa: F401
