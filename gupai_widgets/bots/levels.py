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
# Search budgets in steps (moves played out or replayed, see `search.SearchBot`), measured
# by `make bench` (benchmarks/bench_strength.py): a strong move takes well under a second
# at the median in every game on a 2-core machine.
BUDGETS = {"normal": 2_000, "strong": 20_000}


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
    return SearchBot(game, seed=seed, budget=BUDGETS[level])
