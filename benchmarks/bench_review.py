"""How long the review of a game takes (issue 32: "no longer than the deal's own bot moves
did at the normal level"), per family one game: `python benchmarks/run.py review`.

For each game and seed, P1 is played by the search bot at the normal level and the other
seats by the game's own bot; P1's bot moves are timed as they are made. Then `gw.review`
grades P1's moves in the replay (at the normal level too) and is timed whole. Both on this
Python's clock (wall and CPU seconds); `bench_site_play` runs the same `measure` in the
browser's Python. Nothing here asserts a number.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path
from typing import Any

import gupai_widgets as gw
from gupai_widgets.engine import FAMILIES

SEEDS, QUICK_SEEDS = 3, 1


def measure(game_id: str, seed: int) -> list[Any]:
    """[game, seed, P1's bot moves, their wall s, CPU s, moves graded, review wall s, CPU s]
    for one game dealt from `seed`. Self-contained (its imports inside): the site benchmark
    sends its source to the browser's Python."""
    import time

    import gupai_widgets as gw
    from gupai_widgets.bots.levels import make_bot

    game = gw.load_game(game_id)
    bot = make_bot(game, "normal", seed)
    wall, cpu, moves = 0.0, 0.0, 0
    choose = bot.choose

    def timed(seen: Any) -> Any:
        nonlocal wall, cpu, moves
        started, used = time.perf_counter(), time.process_time()
        action = choose(seen)
        wall += time.perf_counter() - started
        cpu += time.process_time() - used
        moves += 1
        return action

    bot.choose = timed  # type: ignore[method-assign]
    others = [game.make_bot(seed * 101 + s) for s in range(1, game.players)]
    replay = gw.play(game, [bot, *others], seed=seed)
    started, used = time.perf_counter(), time.process_time()
    marks = gw.review(replay, 0)
    review_wall, review_cpu = time.perf_counter() - started, time.process_time() - used
    return [game_id, seed, moves, wall, cpu, len(marks), review_wall, review_cpu]


def representatives() -> list[str]:
    """The first registered game of each family."""
    first: dict[str, str] = {}
    for spec in gw.list_games():
        first.setdefault(spec.family, spec.id)
    return [first[family] for family in FAMILIES if family in first]


def table(rows: list[list[Any]], where: str) -> dict[str, Any]:
    """The rows of `measure`, with the review's CPU time over the bot's (the wall clock of
    a machine shared with other work says more of the others than of the review)."""
    shown = [[*row, row[7] / row[4] if row[4] else None] for row in rows]
    ratios = [row[-1] for row in shown if row[-1] is not None]
    slower = [f"{row[0]} seed {row[1]}" for row in shown if row[-1] is not None and row[-1] > 1]
    return {
        "title": f"A review against the bot's own moves, normal level ({where})",
        "columns": [
            "game",
            "seed",
            "bot moves",
            "bot s",
            "bot CPU s",
            "graded",
            "review s",
            "review CPU s",
            "review / bot CPU",
        ],
        "rows": shown,
        "notes": [
            "bot: P1's moves made by the search bot at the normal level, as they were played; "
            "review: gw.review of P1's moves in that game (the moves with a choice), whole. "
            "Target: review / bot at most 1.",
            f"review / bot CPU: median {statistics.median(ratios):.2f}, "
            f"max {max(ratios):.2f}; slower than the bot: {', '.join(slower) or 'none'}",
        ],
    }


def run(quick: bool = False, games: str | None = None) -> list[dict[str, Any]]:
    """The table for `games` (ids, comma-separated; default one game per family)."""
    from run import game_ids

    ids = game_ids(games) if games else representatives()
    seeds = range(QUICK_SEEDS if quick else SEEDS)
    return [table([measure(game, seed) for game in ids for seed in seeds], "Python")]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["review", *sys.argv[1:]]))
