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
# Search budgets in steps (moves played out or replayed, see `search.SearchBot`): normal is
# a tenth of strong. A step costs about the same in most games, and 20,000 of them make a
# strong move of 0.3 to 1 s on a quiet 2-core machine. Where the game's own bot, which
# plays the deals out, is slower to choose, the game gets fewer: as many as bring its
# median strong move to about 0.8 s on that machine (`python benchmarks/run.py move_time`,
# measured with 20,000: Dezai Shen 2.6 s, Tok 2.6 s, DaLing 2.4 s, Ho-hpai 2.3 s, ShiWuHu
# 2.2 s, KapShap 1.4 s, Tiu-U 1.3 s, XiangShiFu 1.2 s; Small Mahjong 2.9 s on one move;
# PaiGow weighs the odds of every split). XiangShiFu's bot, which plays the solver's
# shortest solution, later grew slower to ask (2.6 s a strong move at 14,000); it now gets
# 3,000 (0.7 s), and every move it compares still wins in every sample (its choice is the
# bot's). Tsung Shap's samples grew cheaper once the sampler stopped repairing them, so the
# same steps bought more playouts: 1.3 s at 20,000; it now gets 12,000 (0.5 to 0.65 s).
# A game not named here gets STRONG.
STRONG = 20_000
STRONG_BY_GAME = {
    "paigow": 3_000,
    "dezai_shen": 6_000,
    "tok": 6_000,
    "daling": 6_000,
    "hohpai": 7_000,
    "shiwuhu": 7_000,
    "small_mahjong": 5_000,
    "kapshap": 11_000,
    "tiuu": 12_000,
    "tsung_shap": 12_000,
    "xiangshifu": 3_000,
}


def budget(game: Game, level: str) -> int:
    """The search budget of `level` ("normal" or "strong") for `game`, in steps."""
    strong = STRONG_BY_GAME.get(game.id, STRONG)
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
