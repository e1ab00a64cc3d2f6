"""The error raised for a piece that cannot exist or cannot be read."""

from __future__ import annotations


class PieceError(ValueError):
    """A malformed tile or card: the message says what was given and what is allowed."""
