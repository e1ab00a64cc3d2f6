"""Words the trick-taking games' captions share: counted nouns and lists in prose."""

from __future__ import annotations

from collections.abc import Sequence


def words(n: int, one: str, many: str | None = None) -> str:
    """ "1 trick", "3 tricks"; `many` where the plural is not `one` + "s"."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def list_words(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


__all__ = ["list_words", "words"]
