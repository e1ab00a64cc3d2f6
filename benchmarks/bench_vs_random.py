"""Each game's own bot (the "easy" level) against random players: one number per game that
says the bot plays the game at all sensibly, for games present and coming.

For every registered game at its default players and options, each seeded match is played
once per seat with the game's bot in that seat and `RandomBot`s in the others; a match's
margin is the bot's return minus the others' mean, a seed's margin the mean over its seats
(the deal's luck cancels), and z the mean margin over its standard error across seeds.
The search bot's strength against these bots is `bench_strength.py`. Nothing here asserts.
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from pathlib import Path

import gupai_widgets as gw

MATCHES, QUICK_MATCHES = 400, 40  # matches per game, spread over the seats


def margin(game: gw.Game, seed: int) -> float:
    """The bot's margin over random players in the match of `seed`, averaged over seats."""
    return play_seed(game, seed)[0]


def play_seed(game: gw.Game, seed: int) -> tuple[float, int]:
    """The bot's margin over random players in the match of `seed`, averaged over seats,
    and in how many of those matches (one per seat) it finished strictly ahead of every
    random player."""
    players = game.players
    margins = []
    won = 0
    for seat in range(players):
        bots = [gw.RandomBot(seed * 31 + s) for s in range(players)]
        bots[seat] = game.make_bot(seed)
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal():
            state.apply_action(state.ask(bots[state.current_player]))
        returns = state.returns()
        margins.append(returns[seat] - (sum(returns) - returns[seat]) / (players - 1))
        won += all(returns[seat] > r for s, r in enumerate(returns) if s != seat)
    return sum(margins) / players, won


def run(quick: bool = False) -> list[dict]:
    rows = []
    for spec in gw.list_games():
        game = gw.load_game(spec.id)
        if game.players == 1:
            continue  # a solitaire has no opponent to beat
        started = time.perf_counter()
        seeds = max(2, (QUICK_MATCHES if quick else MATCHES) // game.players)
        played = [play_seed(game, seed) for seed in range(seeds)]
        values = [m for m, _ in played]
        won = sum(w for _, w in played) / (seeds * game.players)
        mean = statistics.mean(values)
        error = statistics.stdev(values) / math.sqrt(len(values))
        z = mean / error if error else math.inf
        seconds = time.perf_counter() - started
        rows.append(
            [spec.id, game.players, seeds, f"{mean:+.2f} ± {error:.2f}", z, f"{won:.0%}", seconds]
        )
    return [
        {
            "title": "Each game's own bot against random players (a match per seed and seat)",
            "columns": ["game", "players", "seeds", "margin/match", "z", "won", "seconds"],
            "rows": rows,
            "notes": [
                "margin: the bot's return minus the random seats' mean, averaged over the",
                "seats of a seed, in the game's own unit (stakes, points, chips);",
                "z = margin / its standard error over the seeds (above 3: clearly better;",
                "inf: no spread at all, as in a game whose return is only a win or a loss",
                "when the bot wins every match); won: the matches where the bot finished",
                "strictly ahead of every random player.",
            ],
        }
    ]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["vs_random", *sys.argv[1:]]))
