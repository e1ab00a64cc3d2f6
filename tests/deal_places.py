"""Places in a deal's setup, shared by the tests that swap hidden pieces
(`test_non_interference.py`, `test_search_bot.py`): a place is (seat, index) in a hand or
("rest", index) in the undealt rest."""

from __future__ import annotations

from typing import Any

Place = tuple[int | str, int]  # (seat or "rest", index) in a deal's setup


def piece_at(setup: dict[str, Any], place: Place) -> str:
    holder, i = place
    return setup["rest"][i] if holder == "rest" else setup["hands"][holder][i]


def exchanged(setup: dict[str, Any], swaps: list[tuple[Place, Place]]) -> dict[str, Any]:
    """`setup` with the pieces at each pair of places exchanged."""
    hands = [list(h) for h in setup["hands"]]
    rest = list(setup["rest"])

    def at(holder: int | str) -> list[str]:
        return rest if holder == "rest" else hands[holder]  # type: ignore[index]

    for (h1, i), (h2, j) in swaps:
        at(h1)[i], at(h2)[j] = at(h2)[j], at(h1)[i]
    return {**setup, "hands": hands, "rest": rest}
