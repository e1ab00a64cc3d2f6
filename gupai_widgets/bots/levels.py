"""Levels of play: the computer opponent a learner chooses.

    easy    the game's own heuristic bot: quick, plain, sometimes naive
    normal  the search bot with a small budget (a tenth of a second a move or so)
    strong  the search bot with a large budget (under a second a move on a small machine)

`make_bot(game, level, seed)` is the one way to get a bot by level; `play()`, `PlayTable`
and the `gupai` command take `level=` and go through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.errors import GameError
from ..pieces.errors import excerpt
from .search import SearchBot

if TYPE_CHECKING:
    from ..engine.game import Game
    from .base import Bot

LEVELS = ("easy", "normal", "strong")
# Search budgets in steps (moves played out or replayed, see `search.SearchBot`): strong is
# the game's `strong_budget`, normal a tenth of it. A step costs about the same in most
# games, and 20,000 of them make a strong move of 0.3 to 1 s on a quiet 2-core machine.
# Where the game's own bot, which plays the deals out, is slower to choose, the game sets
# fewer: as many as bring its median strong move to about 0.8 s on that machine
# (`python benchmarks/run.py move_time`); each game says why beside its number.


def budget(game: Game, level: str) -> int:
    """The search budget of `level` ("normal" or "strong") for `game`, in steps."""
    strong = game.strong_budget
    return strong if level == "strong" else strong // 10


def check_level(level: object) -> str:
    """`level` if it is a level's name; otherwise a GameError listing the levels."""
    if not isinstance(level, str) or level not in LEVELS:
        raise GameError(f"no level {excerpt(level)}; the levels are: {', '.join(LEVELS)}")
    return level


def make_bot(game: Game, level: str = "easy", seed: int | None = None) -> Bot:
    """A bot for `game` at `level`: "easy" is the game's own heuristic bot, "normal" and
    "strong" the search bot with a small or a large budget."""
    check_level(level)
    if level == "easy":
        return game.make_bot(seed)
    return SearchBot(game, seed=seed, budget=budget(game, level))
