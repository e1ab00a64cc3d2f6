"""The error raised for a piece that cannot exist or cannot be read."""

from __future__ import annotations


class PieceError(ValueError):
    """A malformed tile or card: the message says what was given and what is allowed."""


def excerpt(value: object, limit: int = 40) -> str:
    """A value for an error message, cut short: a message never echoes a long input."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}…"
