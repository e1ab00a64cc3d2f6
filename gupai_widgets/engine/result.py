"""Result: how a deal or a match settled, the same shape for every game; DealResult: one
settled deal of a match."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .action import seat_amount


@dataclass(frozen=True, slots=True)
class DealResult:
    """One settled deal of a match: `payments` per seat, which `MatchState.settle` adds to
    the match totals. A game's own subclass adds what its settlement counts and says (tricks,
    penalty pips, a contract, the note shown to a learner)."""

    payments: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Result:
    """What the rules have settled so far.

    `payments` is what each seat has won (+) or paid (−), counted in `unit` ("pips",
    "tokens", "points"...): the same numbers as `state.returns()`. `scores` is what the game
    counts to reach them, per seat (penalty pips, tricks, points of the last deal); `note`
    says in a sentence how the last settlement came about ("" before any). `winners` are the
    seats that won the game once it is over (a side's seats where sides win together; empty
    while it is under way, and when nobody won).
    """

    payments: tuple[float, ...]
    scores: tuple[Any, ...]
    unit: str
    note: str
    winners: tuple[int, ...] = ()

    @property
    def winner(self) -> int | None:
        """The one seat that won, or None (no winner yet, nobody, or a side of several)."""
        return self.winners[0] if len(self.winners) == 1 else None

    def __str__(self) -> str:
        paid = ", ".join(seat_amount(s, p) for s, p in enumerate(self.payments))
        return f"{paid} ({self.unit})" + (f": {self.note}" if self.note else "")
