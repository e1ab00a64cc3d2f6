"""What a game knows of playing it well, for the exercises, lessons and puzzles that ask it
(DESIGN.md §2a: the learning layer sits on the engine; nothing outside `games/` asks which
game or family it is talking to).
"""

from __future__ import annotations

from dataclasses import dataclass

from .action import Action


@dataclass(frozen=True, slots=True)
class BestMove:
    """The best move of a position where a game can name it exactly (a split counted
    against every hand the banker may hold, a solver's shortest solution), and how to ask
    about it: a short `title`, the `question`, the `explanation` of the answer, and the
    `choices` to offer (empty: every legal move)."""

    action: Action
    title: str
    question: str
    explanation: tuple[str, ...]
    choices: tuple[Action, ...] = ()


# The questions a game's moves may pose beyond those every game shares (which move is
# legal, who takes the trick...): what a piece catches from a lake or a row, which tiles
# claim a discard, and whether taking a discard wins. A game lists those it poses in
# `Game.questions`.
CATCH, CLAIM, WIN = "catch", "claim", "win"
