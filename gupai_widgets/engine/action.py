"""Actions: small readable values with a stable notation used in replays and in the UI."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def seat_name(seat: int) -> str:
    """Seats are numbered from 0 in the API and shown from 1 to people: seat 0 is "P1"."""
    return f"P{seat + 1}"


def signed(amount: float) -> str:
    """An amount won or paid as people write it: "+26", "−10" (a true minus sign), "0"."""
    if not amount:
        return "0"
    text = f"{amount:+.2f}".rstrip("0").rstrip(".") if amount % 1 else f"{int(amount):+d}"
    return text.replace("-", "−")


def seat_amount(seat: int, amount: float) -> str:
    """A seat's settlement for captions: "P1 +58", "P3 −70", "P2 0"."""
    return f"{seat_name(seat)} {signed(amount)}"


@dataclass(frozen=True, slots=True, repr=False)
class Action:
    """One move by one seat.

    `kind` says what sort of move it is ("play", "discard", "lead", "bid", "pass", ...),
    `pieces` what it moves, `detail` where or what (an end of the dragon, a bid name).
    `text` is the full notation, unique among the legal actions of a state, so that the
    text alone identifies the move in a replay; `public` is what the other seats see
    when part of the move is hidden (a tile discarded face down).
    """

    player: int
    kind: str
    pieces: tuple[Any, ...] = ()
    detail: str = ""
    text: str = field(default="", compare=False)
    public: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.text!r})"

    def seen_by(self, seat: int | None) -> str:
        """The notation as `seat` sees it (None: all open)."""
        if seat is None or seat == self.player or not self.public:
            return self.text
        return self.public
