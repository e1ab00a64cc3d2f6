"""Connecting games: tiles joined end to end (JieLong and its relatives)."""

from __future__ import annotations

from . import jielong  # noqa: F401
