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
    about it: a short `title`, the `question`, the `explanation` of the answer, the
    `choices` to offer (empty: every legal move), and what each choice is `worth` exactly,
    by its short notation, the larger the better, in one unit for the position (a stake's
    expectation, a bull's points, the moves to a solution counted negative): a puzzle's
    level is the best move's lead over the next against their spread. A choice without a
    number (a swap after which the layout has no solution) leaves it out."""

    action: Action
    title: str
    question: str
    explanation: tuple[str, ...]
    choices: tuple[Action, ...] = ()
    worth: tuple[tuple[str, float], ...] = ()


# The questions a game's moves may pose beyond those every game shares (which move is
# legal, who takes the trick...): what a piece catches from a lake or a row, which tiles
# claim a discard, and whether taking a discard wins. A game lists those it poses in
# `Game.questions`.
CATCH, CLAIM, WIN = "catch", "claim", "win"
