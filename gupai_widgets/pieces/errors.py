"""The error raised for a piece that cannot exist or cannot be read, and the excerpt of a
bad input that every error message in the package quotes."""

from __future__ import annotations

import reprlib


class PieceError(ValueError):
    """A malformed tile or card: the message says what was given and what is allowed."""


class _ShortRepr(reprlib.Repr):
    """reprlib's bounded repr: long strings and lists are cut in the middle, deep nesting is
    shown as `[...]` (no RecursionError), a failing __repr__ as `<X instance>`."""

    def repr_int(self, x: int, level: int) -> str:
        # repr() itself refuses an int of more than 4300 digits (ValueError) and is slow
        # long before that: say how long it is instead.
        if x.bit_length() > 4 * self.maxlong:
            return f"<a whole number of about {int(x.bit_length() * 0.30103) + 1} digits>"
        return super().repr_int(x, level)


def excerpt(value: object, limit: int = 40) -> str:
    """A value for an error message, cut short: a message never echoes a long input (a
    10 MB string, a list nested ten thousand deep, a number of a million digits)."""
    short = _ShortRepr()
    short.maxlevel = 3
    short.maxlist = short.maxtuple = short.maxdict = short.maxset = 4
    short.maxstring = short.maxother = short.maxlong = limit
    text = short.repr(value)
    return text if len(text) <= limit else f"{text[:limit]}…"
