"""The lake fishing games (Tiu-U, ShiWuHu): the game's bot against random seats, and what
the scoring rules do to a deal.

Bot against random: each deal is played once with the bot in each seat (the other seats
random), so seat and deal luck cancel; the margin is the bot's mean settlement per deal,
with its standard error and z = margin / error. Scoring: the share of all points that
come from big fish, how often the first player has the best score, and the mean gap
between the best and worst score over the mean score, over deals between the bots.

Run through `benchmarks/run.py tiuu` (or `make bench`). Nothing is asserted.
"""

from __future__ import annotations

import math
import statistics
import time

import gupai_widgets as gw
from gupai_widgets.games.fishing.tiuu import play_deals

CONFIGS = (
    ("tiuu", 2, {}),
    ("tiuu", 3, {}),
    ("shiwuhu", 2, {}),
    ("shiwuhu", 2, {"deck": "tiles"}),
)
DEALS = 200
QUICK_DEALS = 20


def bot_against_random(game: gw.Game, deals: int) -> dict:
    gains = []
    for seed in range(deals):
        for seat in range(game.players):
            bots = [gw.RandomBot(seed * 31 + s) for s in range(game.players)]
            bots[seat] = game.make_bot(seed)
            state = game.new_initial_state(seed=seed)
            while not state.is_terminal():
                state.apply_action(state.ask(bots[state.current_player]))
            gains.append(state.returns()[seat])
    mean = statistics.fmean(gains)
    error = statistics.stdev(gains) / math.sqrt(len(gains))
    wins = sum(g > 0 for g in gains) / len(gains)
    return {"margin": mean, "error": error, "z": mean / error if error else 0.0, "wins": wins}


def name(game_id: str, options: dict) -> str:
    return game_id + "".join(f" {k}={v}" for k, v in options.items())


def run(quick: bool = False) -> list[dict]:
    deals = QUICK_DEALS if quick else DEALS
    rows, scoring = [], []
    for game_id, players, options in CONFIGS:
        game = gw.load_game(game_id, players=players, **options)
        start = time.process_time()
        found = bot_against_random(game, deals)
        seconds = time.process_time() - start
        rows.append([name(game_id, options), players, deals, found["margin"], found["error"],
                     found["z"], f"{found['wins']:.0%}", seconds])  # fmt: skip
        figures = play_deals(game, deals // 2)
        scoring.append([name(game_id, options), players, deals // 2,
                        f"{figures.share('big fish'):.1%}", f"{figures.first_wins():.1%}",
                        round(figures.spread(), 3)])  # fmt: skip
    return [
        {
            "title": "Fishing bots against random seats (points per deal)",
            "columns": [
                "game",
                "players",
                "deals",
                "margin",
                "std error",
                "z",
                "bot wins",
                "CPU s",
            ],  # fmt: skip
            "rows": rows,
            "notes": ["each deal played once with the bot in each seat, the others random"],
        },
        {
            "title": "Fishing scoring between the bots",
            "columns": [
                "game",
                "players",
                "deals",
                "big fish share",
                "first player best",
                "gap / mean score",
            ],  # fmt: skip
            "rows": scoring,
            "notes": [
                "Tiu-U's big fish carry most of the points: the imbalance the GuPai site points out"
            ],  # fmt: skip
        },
    ]


if __name__ == "__main__":
    for table in run():
        print(table)
