"""Actions: small values with two notations, a short one and a readable sentence."""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter
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


def pieces_text(pieces: tuple[Any, ...] | list[Any]) -> str:
    """Pieces as notation, separated by spaces: "6:3 5:4"."""
    return " ".join(map(str, pieces))


# Kinds whose short notation is the pieces alone ("6:3 5:4"); every other kind starts with
# its own word ("pass", "bid hold", "discard 6:5").
_PLAYS = frozenset(("lead", "play", "follow"))

Words = str | Callable[["Action"], str]


class Action(tuple[Any, ...]):
    """One move by one seat: an immutable value.

    `kind` says what sort of move it is ("lead", "play", "discard", "bid", "pass", ...),
    `pieces` what it moves, `detail` where or what (an end of the dragon, a bid name).
    `short` is the canonical notation, unique among the legal actions of a state ("6:5 R",
    "6:3 5:4 down", "bid hold"); `text` is the sentence a caption reads ("P1 plays 6:5 on
    the right"). `public` is the sentence the other seats see when part of the move is
    hidden (a tile played face down). A game may give `text` and `public` as functions of
    the action: they are only worked out when read, so listing legal moves stays cheap.
    Two actions are equal when seat, kind, pieces and detail are.
    """

    # A tuple: made in one C call and immutable, which matters when a simulation lists
    # millions of legal moves.
    __slots__ = ()

    def __new__(
        cls,
        player: int,
        kind: str,
        pieces: tuple[Any, ...] = (),
        detail: str = "",
        text: Words = "",
        public: Words = "",
        *,
        short: str | None = None,
    ) -> Action:
        if short is None:
            short = " ".join(map(str, pieces))
            if kind not in _PLAYS:
                short = f"{kind} {short}" if short else kind
            if detail:
                short = f"{short} {detail}"
        return tuple.__new__(cls, (player, kind, pieces, detail, short, text, public))

    player: int = property(itemgetter(0))  # type: ignore[assignment]
    kind: str = property(itemgetter(1))  # type: ignore[assignment]
    pieces: tuple[Any, ...] = property(itemgetter(2))  # type: ignore[assignment]
    detail: str = property(itemgetter(3))  # type: ignore[assignment]
    short: str = property(itemgetter(4))  # type: ignore[assignment]

    @property
    def text(self) -> str:
        words = self[5]
        if not isinstance(words, str):
            words = words(self)
        return words or f"{seat_name(self[0])}: {self[4]}"

    @property
    def public(self) -> str:
        words = self[6]
        return words if isinstance(words, str) else words(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and self[:4] == other[:4]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self[:4])

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self[4]!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        # The sentence functions may be closures: a copy keeps the sentences as text.
        return (_rebuild, (self[0], self[1], self[2], self[3], self[4], self.text, self.public))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Action:
        return self

    def seen_by(self, seat: int | None) -> str:
        """The sentence as `seat` sees it (None: all open)."""
        if seat is None or seat == self[0]:
            return self.text
        return self.public or self.text


def _rebuild(
    player: int,
    kind: str,
    pieces: tuple[Any, ...],
    detail: str,
    short: str,
    text: Words,
    public: Words,
) -> Action:
    return Action(player, kind, pieces, detail, text, public, short=short)
