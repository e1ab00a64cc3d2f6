"""What the card games share: a trick of one card a seat, who holds it, and how a trick
appears in a view.

The names follow the trick-taking table layout (`render/table.py`): each seat's hand is
the zone `hand <seat>`, the trick in progress the zone `trick`, the cards a seat has taken
the zone `won <seat>`; `info["trick"]` lists the plays so far (`seat`, `cards`, `best`)
and `info["last_trick"]` the trick just taken (`leader`, `winner`, `plays`) until the next
lead, so a table draws the cards of these games with no layout of their own.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ...pieces import Card


class Immutable:
    """A base for the frozen values of a position: copies of a state share them (a state
    is deep-copied for every clone and every explained move)."""

    __slots__ = ()

    def __copy__(self):
        return self

    def __deepcopy__(self, memo: dict):
        return self


@dataclass(frozen=True, slots=True)
class CardPlay(Immutable):
    """One seat's card in a trick."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardTrick(Immutable):
    """A trick taken: its plays in order and the seat that took it."""

    plays: tuple[CardPlay, ...]
    winner: int

    @property
    def leader(self) -> int:
        return self.plays[0].seat

    @property
    def winning_play(self) -> CardPlay:
        return next(p for p in self.plays if p.seat == self.winner)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(p.card for p in self.plays)


def plays_info(plays: Sequence[CardPlay], best: int | None) -> list[dict[str, Any]]:
    """The plays of a trick as a view shows them (every card of a trick lies face up)."""
    return [
        {"seat": p.seat, "cards": [str(p.card)], "best": i == best} for i, p in enumerate(plays)
    ]


def trick_info(trick: CardTrick) -> dict[str, Any]:
    best = next(i for i, p in enumerate(trick.plays) if p.seat == trick.winner)
    return {
        "leader": trick.leader,
        "winner": trick.winner,
        "units": 1,
        "plays": plays_info(trick.plays, best),
    }


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def words(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def list_words(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


__all__ = [
    "CardPlay",
    "Immutable",
    "CardTrick",
    "cards_text",
    "list_words",
    "plays_info",
    "trick_info",
    "words",
]
