"""How long the search bot takes to choose a strong move, per game: timing only, quick.

For every registered game (default players and options), a match is played by the game's
own bots from a fixed seed; at every few moves where the seat to move has a choice, the
search bot at the strong level chooses for that seat (its move is timed and then played,
so the positions are those the search bot itself leads to). `bench_strength` measures
the same times over whole matches, with the strength; this one takes a minute or two.

Run through `benchmarks/run.py move_time` (or `make bench`); `--quick` times fewer moves,
`--games a,b` only those games.
Nothing here asserts a number.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

import gupai_widgets as gw
from gupai_widgets.bots.search import TIME_CAP, SearchBot

SEED = 1
MOVES, QUICK_MOVES = 5, 2  # timed strong moves per game
EVERY = 7  # moves of the match between two timed ones


def move_times(game: gw.Game, moves: int) -> tuple[list[float], list[float], int]:
    """Wall and CPU seconds of `moves` strong moves, and how many hit the time cap."""
    state = game.new_initial_state(seed=SEED)
    bots: list[Any] = [game.make_bot(SEED * 101 + s) for s in range(game.players)]
    wall: list[float] = []
    cpu: list[float] = []
    capped = 0
    step = 0
    while not state.is_terminal() and len(wall) < moves:
        seat = state.current_player
        if step % EVERY == 0 and len(state.legal_actions()) > 1:
            bot = gw.make_bot(game, "strong", SEED * 10 + len(wall))
            assert isinstance(bot, SearchBot)
            started, used = time.perf_counter(), time.process_time()
            action = state.ask(bot)
            wall.append(time.perf_counter() - started)
            cpu.append(time.process_time() - used)
            capped += bot.capped
        else:
            action = state.ask(bots[seat])
        state.apply_action(action)
        step += 1
    return wall, cpu, capped


def run(quick: bool = False, games: str | None = None) -> list[dict[str, Any]]:
    """The table for `games` (ids, comma-separated; every registered game if None)."""
    from run import game_ids

    moves = QUICK_MOVES if quick else MOVES
    rows = []
    for game_id in game_ids(games):
        game = gw.load_game(game_id)
        wall, cpu, capped = move_times(game, moves)
        rows.append(
            [
                game_id,
                len(wall),
                round(statistics.median(wall) * 1000) if wall else None,
                round(max(wall) * 1000) if wall else None,
                round(statistics.median(cpu) * 1000) if cpu else None,
                round(max(cpu) * 1000) if cpu else None,
                capped,
            ]
        )
    return [
        {
            "title": f"Search bot (strong): time per move, {moves} moves per game",
            "columns": [
                "game",
                "moves",
                "wall ms median",
                "wall ms worst",
                "CPU ms median",
                "CPU ms worst",
                "time caps",
            ],
            "rows": rows,
            "notes": [
                f"Moves of one match (seed {SEED}) played by the game's own bots, every "
                f"{EVERY}th move with a choice",
                "chosen by the search bot at the strong level instead. Wall time depends on",
                "what else the machine runs; CPU time (this process's) much less so.",
                f"time caps: moves stopped by the search's {TIME_CAP:.0f} s safety net.",
            ],
        }
    ]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["move_time", *sys.argv[1:]]))
