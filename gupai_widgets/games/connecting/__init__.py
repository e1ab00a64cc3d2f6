"""Connecting games: tiles joined end to end (JieLong and its relatives)."""

from __future__ import annotations

from . import (
    cedeng,  # noqa: F401
    dingniu,  # noqa: F401
    jielong,  # noqa: F401
    kkoriput_igi,  # noqa: F401
)
